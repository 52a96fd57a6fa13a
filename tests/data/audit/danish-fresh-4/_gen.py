"""Blind generator for the danish-fresh-4 audit round (Danish Tarok, source 000_*.txt).

Built from the Polish source alone (no validator import). Every payment is computed here from
the source's §15 tables; the faults are planted one per file, never in the first deal of a
multi-deal session. Run: python _gen.py  (writes the NN-*.json beside this file and prints the
planted (deal, event, code) per file).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 20260404

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
DECK = (
    [r + s for s in SUITS for r in COURTS + [str(p) for p in range(1, 11)]]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
KINGS = ["KH", "KD", "KS", "KC"]
NAMES3 = ["Agata", "Bogdan", "Cezary"]
NAMES4 = ["Agata", "Bogdan", "Cezary", "Dorota"]


def suit(c: str) -> str:
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def strength(c: str) -> int:
    """Rank within its own suit (§3): red K D R V 1..10, black K D R V 10..1; trumps 1..21."""
    s = suit(c)
    if s == "T":
        return int(c[1:])
    if s == "X":
        return -1
    r = c[:-1]
    if r in COURTS:
        return 14 - COURTS.index(r)
    p = int(r)
    return 11 - p if s in "HD" else p


def value(c: str) -> int:
    """§15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER") or c in KINGS:
        return 4
    if suit(c) in "HDSC":
        return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)
    return 0


def round5(x: int) -> int:
    """§15: 'Różnice zaokrągla się do najbliższej wielokrotności 5'."""
    sign = -1 if x < 0 else 1
    return sign * 5 * ((abs(x) + 2) // 5)


def band_pay(points: int) -> int:
    """Positive: the new dealer pays the player; negative: the player pays the new dealer."""
    return round5(points - 26)


# ------------------------------------------------------------------ declarations (§14, §15)
def declarations(hand: list[str]) -> list[tuple[dict, int]]:
    out = []
    h = set(hand)
    trumps = [c for c in hand if suit(c) == "T"] + (["JOKER"] if "JOKER" in h else [])
    if len(trumps) >= 10:
        out.append(({"kind": "trumps", "count": len(trumps), "pagat": "T1" in h}, 5 * (len(trumps) - 8)))
    if {"JOKER", "T21", "T1"} <= h:
        n = 3
        t = 20
        while f"T{t}" in h and t >= 2:
            n += 1
            t -= 1
        out.append(({"kind": "matadors", "count": n}, 5 * (n - 1)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if "JOKER" in h:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and "JOKER" in h:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kh = [k for k in KINGS if k in h]
    if len(kh) == 4:
        out.append(
            ({"kind": "kings", "form": "rich" if "JOKER" in h else "full"}, 15 if "JOKER" in h else 10)
        )
    elif len(kh) == 3 and "JOKER" in h:
        miss = [k for k in KINGS if k not in h][0][-1]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def decl_cards(hand: list[str]) -> set[str]:
    """Cards that form part of a declaration in the hand (§13: may not go to the skat)."""
    h = set(hand)
    out: set[str] = set()
    trumps = [c for c in hand if suit(c) == "T"] + (["JOKER"] if "JOKER" in h else [])
    if len(trumps) >= 10:
        out |= set(trumps)
    if {"JOKER", "T21", "T1"} <= h:
        out |= {"JOKER", "T21", "T1"}
        t = 20
        while f"T{t}" in h:
            out.add(f"T{t}")
            t -= 1
    for s in SUITS:
        have = [r + s for r in COURTS if r + s in h]
        if len(have) == 4 or (len(have) == 3 and "JOKER" in h):
            out |= set(have)
    kh = [k for k in KINGS if k in h]
    if len(kh) == 4 or (len(kh) == 3 and "JOKER" in h):
        out |= set(kh)
    return out


# ------------------------------------------------------------------ play (§10, §12)
def winner_of(trick: list[tuple[int, str]]) -> int:
    led = suit(trick[0][1])
    trumps = [(strength(c), s) for s, c in trick if suit(c) == "T"]
    if trumps:
        return max(trumps)[1]
    same = [(strength(c), s) for s, c in trick if suit(c) == led]
    return max(same)[1]


def legal(hand: list[str], led: str | None, trick_no: int) -> list[str]:
    """§10 follow suit, else trump, else anything; the Joker any time but the second-last trick."""
    cards = [c for c in hand if c != "JOKER"]
    if led is None:
        out = cards
    else:
        f = [c for c in cards if suit(c) == led]
        if not f:
            f = [c for c in cards if suit(c) == "T"]
        out = f or cards
    if "JOKER" in hand and trick_no != 23 and led is not None:
        out = out + ["JOKER"]
    return out


class Policy:
    def __init__(
        self,
        rng: random.Random,
        reserve: set[str] | None = None,
        low: set[int] | None = None,
        lead_order: dict[int, list[str]] | None = None,
    ):
        self.rng = rng
        self.reserve = reserve or set()
        self.low = low or set()
        self.lead_order = lead_order or {}

    def choose(self, seat: int, hand: list[str], led: str | None, trick_no: int) -> str:
        opts = legal(hand, led, trick_no)
        if seat in self.lead_order and led is None:
            for c in self.lead_order[seat]:
                if c in hand:
                    return c
        if "JOKER" in opts and trick_no <= 21:
            return "JOKER"
        opts = [c for c in opts if c != "JOKER"] or opts
        keep = [c for c in opts if c not in self.reserve]
        if keep:
            opts = keep
        if seat in self.low:
            return min(opts, key=lambda c: (suit(c) == "T", strength(c)))
        return self.rng.choice(sorted(opts))


def active_seats(n: int, dealer: int) -> list[int]:
    """Order of play from the leader (right of the dealer, §10); at four the seat opposite sits out (§2)."""
    out = [(dealer + k) % n for k in range(1, n + 1)]
    if n == 4:
        out.remove((dealer + 2) % 4)
    return out


def play_deal(n, dealer, hands, policy, fault=None):
    """Returns plays [(seat, card)], tricks [(winner, [(seat, card)])], fault info."""
    order = active_seats(n, dealer)
    hands = {s: list(hands[s]) for s in order}
    leader = order[0]
    tricks = []
    info = {}
    for t in range(25):
        i0 = order.index(leader)
        seq = order[i0:] + order[:i0]
        trick = []
        for k, s in enumerate(seq):
            led = suit(trick[0][1]) if trick else None
            card = None
            if fault and not info and t >= fault.get("min_trick", 3) and k > 0 and s == fault.get("seat", s):
                card = fault["pick"](hands[s], led, t)
                if card:
                    info = {"trick": t, "pos": k, "seat": s, "card": card}
            if card is None:
                card = policy.choose(s, hands[s], led, t)
            hands[s].remove(card)
            trick.append((s, card))
        w = winner_of(trick)
        tricks.append((w, trick))
        leader = w
    return tricks, info


# ------------------------------------------------------------------ money
class Table:
    def __init__(self, n, start_pools=None):
        self.n = n
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.fresh = start_pools is None
        self.net = {s: 0 for s in range(n)}

    def pay(self, ev, frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        for p, sgn in ((frm, -1), (to, 1)):
            if isinstance(p, int):
                self.net[p] += sgn * amt
            else:
                self.pools[p] += sgn * amt


def build_deal(
    tab: Table,
    dealer,
    hands,
    tricks,
    skat,
    *,
    deal_index,
    decl_override=None,
    fault_info=None,
    out_of_turn=None,
    wrong=None,
    session_end=False,
    declare_first=None,
    void_after=None,
    illegal_skat=False,
):
    """Events of one deal with every payment by §15. Returns (deal dict, marks)."""
    n = tab.n
    order = active_seats(n, dealer)
    ev: list[dict] = []
    marks: dict[str, int] = {}
    if tab.fresh and deal_index == 0:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                tab.pay(ev, s, pool, 20, "foundation")
    for pool in ("pagat_pool", "king_pool"):
        tab.pay(ev, dealer, pool, 5, "deal_fee")
    marks["discard"] = len(ev)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    after = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in order}
    # declarations, from the dealer in order of play (§9, §14)
    dorder = [dealer] + [s for s in order if s != dealer]
    if declare_first is not None:
        dorder.remove(declare_first)
        dorder.insert(0, declare_first)
    decl_paid = {}
    for s in dorder:
        items = declarations(after[s])
        if decl_override and s in decl_override:
            items = decl_override[s]
        marks.setdefault(f"declare{s}", len(ev))
        ev.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
        for _it, amt in items:
            for p in order:
                if p != s:
                    tab.pay(ev, p, s, amt, "declaration")
                    decl_paid[(p, s)] = decl_paid.get((p, s), 0) + amt
        if declare_first is not None and s == declare_first:
            # §18 Duże: 'Ogłoszenie Deklaracji zanim zrobił to Rozdający' - 20 to each pool
            for pool in ("pagat_pool", "king_pool"):
                tab.pay(ev, s, pool, 20, "penalty")
    piles = {s: [] for s in order}
    tricks_won = {s: 0 for s in order}
    ntr = len(tricks) if void_after is None else void_after
    for t in range(ntr):
        w, trick = tricks[t]
        rec = list(trick)
        if out_of_turn and out_of_turn["trick"] == t:
            rec[1], rec[2] = rec[2], rec[1]
        for k, (s, c) in enumerate(rec):
            if fault_info and fault_info.get("trick") == t and fault_info.get("seat") == s:
                marks["fault"] = len(ev)
            if out_of_turn and out_of_turn["trick"] == t and k == 1:
                marks["out_of_turn"] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
        if out_of_turn and out_of_turn["trick"] == t:
            # §18 Duże: 'Rzucenie karty poza kolejnością' - 20 to each pool
            for pool in ("pagat_pool", "king_pool"):
                tab.pay(ev, rec[1][0], pool, 20, "penalty")
        tricks_won[w] += 1
        for s, c in trick:
            if c == "JOKER" and t != 24:
                piles[s].append(c)  # §12: to the pile of the one who played it
            else:
                piles[w].append(c)
        if t == 24:
            break
        # §15 during play, not in the last trick
        for s, c in trick:
            if (c in KINGS or c == "T1") and s != w:
                pool = "king_pool" if c in KINGS else "pagat_pool"
                reason = "king_lost" if c in KINGS else "pagat_lost"
                for p in order:
                    if p != s:
                        tab.pay(ev, s, p, 5, reason)
                tab.pay(ev, s, pool, 5, reason)
        wc = dict((s, c) for s, c in trick)[w]
        if wc == "T1":
            for p in order:
                if p != w:
                    tab.pay(ev, p, w, 5, "pagat_trick")
    if void_after is not None:
        return ev, marks, decl_paid, after
    # ---------------------------------------------------------------- after the last trick
    w, last = tricks[24]
    wcard = dict((s, c) for s, c in last)[w]
    tout = [s for s in order if tricks_won[s] == 25]
    nolo = [] if tout else [s for s in order if tricks_won[s] == 0]
    prz = [(s, c) for s, c in last if (c in KINGS or c == "T1") and s != w]
    content = dict(tab.pools)
    emptied = set()
    if tout:
        t0 = tout[0]
        for p in order:
            if p != t0:
                tab.pay(ev, p, t0, 85, "tout")
        for pool in ("pagat_pool", "king_pool"):
            if content[pool]:
                tab.pay(ev, pool, t0, content[pool], "tout")
            emptied.add(pool)
    elif nolo:
        for z in nolo:
            for p in order:
                if p != z:
                    tab.pay(ev, p, z, 25, "nolo")
    elif wcard == "T1":
        for p in order:
            if p != w:
                tab.pay(ev, p, w, 45, "pagat_ultimo")
        tab.pay(ev, "pagat_pool", w, content["pagat_pool"], "pagat_ultimo")
        emptied.add("pagat_pool")
    elif wcard in KINGS:
        for p in order:
            if p != w:
                tab.pay(ev, p, w, 40, "king_ultimo")
        tab.pay(ev, "king_pool", w, content["king_pool"], "king_ultimo")
        emptied.add("king_pool")
    elif not prz:
        for p in order:
            if p != w:
                marks.setdefault("last_trick", len(ev))
                tab.pay(ev, p, w, 20, "last_trick")
    for s, c in prz:
        pool = "king_pool" if c in KINGS else "pagat_pool"
        amt = 40 if c in KINGS else 45
        reason = "king_przydupek" if c in KINGS else "pagat_przydupek"
        for p in order:
            if p != s:
                tab.pay(ev, s, p, amt, reason)
        marks.setdefault("przydupek_pool", len(ev))
        tab.pay(ev, s, pool, content[pool], reason)
        emptied.discard(pool)
    for pool in ("pagat_pool", "king_pool"):
        if pool in emptied:
            for s in range(n):
                tab.pay(ev, s, pool, 20, "refill")
    # card points (§15), settled with the new dealer
    pts = {s: sum(value(c) for c in piles[s]) + tricks_won[s] for s in order}
    pts[dealer] += 1 + sum(value(c) for c in skat)
    new_dealer = (dealer + 1) % n
    if not nolo:
        for s in order:
            if s == new_dealer:
                continue
            b = band_pay(pts[s])
            if b > 0:
                tab.pay(ev, new_dealer, s, b, "card_points")
            elif b < 0:
                tab.pay(ev, s, new_dealer, -b, "card_points")
    if session_end:
        for pool in ("pagat_pool", "king_pool"):
            share = tab.pools[pool] // n
            assert share * n == tab.pools[pool], (pool, tab.pools[pool])
            for s in range(n):
                tab.pay(ev, pool, s, share, "session_end")
    info = {
        "pts": pts,
        "tricks": tricks_won,
        "tout": tout,
        "nolo": nolo,
        "wcard": wcard,
        "w": w,
        "prz": prz,
        "pools_after": dict(tab.pools),
        "content_before_last": content,
    }
    return ev, marks, info, after


# ------------------------------------------------------------------ dealing
def deal_hands(rng, n, dealer, fixed: dict[int, list[str]] | None = None):
    fixed = fixed or {}
    order = active_seats(n, dealer)
    rest = [c for c in DECK if not any(c in f for f in fixed.values())]
    rng.shuffle(rest)
    hands = {s: list(fixed.get(s, [])) for s in range(n)}
    for s in order:
        need = (28 if s == dealer else 25) - len(hands[s])
        hands[s] += rest[:need]
        rest = rest[need:]
    assert not rest
    return hands


def choose_skat(hand, rng):
    bad = decl_cards(hand)
    pips = [c for c in hand if suit(c) in "HDSC" and value(c) == 0 and c not in bad]
    if len(pips) < 3:
        return None
    return sorted(rng.sample(sorted(pips), 3), key=DECK.index)


def sort_hand(h):
    return sorted(h, key=DECK.index)


def band_robust(info, dealer, n, skat):
    """The dealer's card-point band is the same whether or not the skat point is his."""
    nd = (dealer + 1) % n
    if dealer == nd:
        return True
    p = info["pts"][dealer]
    alt = p - 1 - sum(value(c) for c in skat)
    return band_pay(p) == band_pay(alt)


def search(rng_seed, n, dealer, pred, policy_fn=None, fixed_fn=None, fault=None, tries=40000):
    for k in range(tries):
        rng = random.Random(rng_seed * 100003 + k)
        fixed = fixed_fn(rng) if fixed_fn else None
        hands = deal_hands(rng, n, dealer, fixed)
        skat = choose_skat(hands[dealer], rng)
        if skat is None:
            continue
        pol = policy_fn(rng, hands) if policy_fn else Policy(rng)
        h2 = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in range(n)}
        tricks, finfo = play_deal(n, dealer, h2, pol, fault)
        if fault and not finfo:
            continue
        if any(c == "JOKER" and t >= 22 for t, (_, tr) in enumerate(tricks) for _, c in tr):
            continue
        ctx = {"hands": hands, "skat": skat, "tricks": tricks, "finfo": finfo, "rng": rng}
        if pred(ctx) and robust(n, dealer, ctx):
            return ctx
    raise RuntimeError("no deal found")


def robust(n, dealer, ctx):
    """Keep only deals where the dealer's band does not hinge on whose the skat point is."""
    tab = Table(n, {"pagat_pool": 0, "king_pool": 0})
    _, _, info, _ = build_deal(tab, dealer, ctx["hands"], ctx["tricks"], ctx["skat"], deal_index=1)
    return bool(info["nolo"]) or band_robust(info, dealer, n, ctx["skat"])


def quick_info(n, dealer, ctx):
    """Tricks/last-trick facts without money (for predicates)."""
    order = active_seats(n, dealer)
    tw = {s: 0 for s in order}
    for w, _ in ctx["tricks"]:
        tw[w] += 1
    w, last = ctx["tricks"][24]
    return {"tricks": tw, "w": w, "wcard": dict(last)[w], "last": last}


def plain_pred(n, dealer, extra=None):
    def p(ctx):
        q = quick_info(n, dealer, ctx)
        if min(q["tricks"].values()) == 0:
            return False
        if q["wcard"] in KINGS or q["wcard"] == "T1":
            return False
        if any((c in KINGS or c == "T1") for s, c in q["last"] if s != q["w"]):
            return False
        return extra(ctx, q) if extra else True

    return p


# ------------------------------------------------------------------ sessions
def session(n, specs, start_pools=None, start_totals=None, session_end=False):
    """specs: list of dicts with keys dealer, ctx, and optional fault settings."""
    tab = Table(n, start_pools)
    deals = []
    marks_all = []
    infos = []
    for i, sp in enumerate(specs):
        ctx = sp["ctx"]
        dealer = sp["dealer"]
        skat = sp.get("skat_override") or ctx["skat"]
        ev, marks, info, after = build_deal(
            tab,
            dealer,
            ctx["hands"],
            ctx["tricks"],
            skat,
            deal_index=i,
            decl_override=sp.get("decl_override"),
            fault_info=ctx.get("finfo"),
            out_of_turn=sp.get("out_of_turn"),
            session_end=session_end and i == len(specs) - 1,
            declare_first=sp.get("declare_first"),
            void_after=sp.get("void_after"),
        )
        if sp.get("void_after") is not None:
            # §18 Nie do poprawienia: 40 to each pool, the deal void (refund of a wrongly declared payment)
            offender = sp["void_offender"]
            marks["penalty"] = len(ev)
            for pool in ("pagat_pool", "king_pool"):
                tab.pay(ev, offender, pool, 40, "penalty")
            for (p, s), amt in info.items():
                if s == offender:
                    tab.pay(ev, s, p, amt, "declaration")
            info = {"void": True}
        if sp.get("wrong"):
            idx, delta = sp["wrong"](ev, marks)
            ev[idx]["amount"] += delta
            marks["wrong"] = idx
        hands = [sort_hand(ctx["hands"][s]) if s in active_seats(n, dealer) else [] for s in range(n)]
        deals.append({"dealer": dealer, "hands": hands, "events": ev})
        marks_all.append(marks)
        infos.append(info)
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": NAMES3 if n == 3 else NAMES4,
    }
    if start_pools is not None:
        doc["start"] = {"pools": dict(start_pools), "totals": list(start_totals)}
    doc["deals"] = deals
    return doc, marks_all, infos, tab


def write(name, doc, desc, expected):
    doc = dict(doc)
    doc["meta"] = {"round": "danish-fresh-4", "description": desc}
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    print(name, expected)
    return expected


def plain_ctx(seed, n, dealer, extra=None):
    return search(seed, n, dealer, lambda ctx: plain_pred(n, dealer, extra)(ctx))


def main():
    out = {}
    S = SEED

    # 01: three players, three deals, plain last tricks, every payment (clean)
    specs = [{"dealer": d, "ctx": plain_ctx(S + 10 + d, 3, d)} for d in range(3)]
    doc, m, inf, tab = session(3, specs)
    out["01"] = write("01-3p-three-deals-clean.json", doc, "3 players, 3 deals, plain last tricks.", [])

    # 02: four players, four deals (each deals once, the opposite seat sits out), session end split
    specs = [{"dealer": d, "ctx": plain_ctx(S + 20 + d, 4, d)} for d in range(4)]
    doc, m, inf, tab = session(4, specs)
    # pools must split by 4 at the end: retry the last deal's seed if not
    k = 0
    while tab.pools["pagat_pool"] % 4 or tab.pools["king_pool"] % 4:
        k += 1
        specs[3] = {"dealer": 3, "ctx": plain_ctx(S + 200 + k, 4, 3)}
        doc, m, inf, tab = session(4, specs)
    doc, m, inf, tab = session(4, specs, session_end=True)
    out["02"] = write(
        "02-4p-four-deals-session-end-clean.json",
        doc,
        "4 players, 4 deals, seat opposite the dealer sits out; pools split by 4 at the end.",
        [],
    )

    # 03: Tout by the leader (all 21 trumps and 4 kings), Pagat in the last trick; deal 1 of 2
    d = 1
    lead = (d + 1) % 3
    tout_hand = [f"T{i}" for i in range(1, 22)] + KINGS
    lead_order = [f"T{i}" for i in range(21, 1, -1)] + KINGS + ["T1"]
    ctx_t = search(
        S + 30,
        3,
        d,
        lambda ctx: True,
        fixed_fn=lambda rng: {lead: tout_hand},
        policy_fn=lambda rng, h: Policy(rng, lead_order={lead: lead_order}),
    )
    specs = [{"dealer": 0, "ctx": plain_ctx(S + 31, 3, 0)}, {"dealer": d, "ctx": ctx_t}]
    doc, m, inf, tab = session(3, specs)
    assert inf[1]["tout"] == [lead]
    out["03"] = write(
        "03-3p-tout-with-pagat-last.json",
        doc,
        "Deal 1: seat 2 takes all 25 tricks, the last with the Pagat: Tout only.",
        [],
    )

    # 04: Nolo (the lowest-card player takes no trick), deal 1 of 2
    d = 1
    zero = d  # the dealer plays last in the first trick

    def nolo_pred(ctx):
        q = quick_info(3, d, ctx)
        return q["tricks"][zero] == 0 and band_robust_dummy(ctx)

    ctx_n = search(S + 40, 3, d, nolo_pred, policy_fn=lambda rng, h: Policy(rng, low={zero}))
    specs = [{"dealer": 0, "ctx": plain_ctx(S + 41, 3, 0)}, {"dealer": d, "ctx": ctx_n}]
    doc, m, inf, tab = session(3, specs)
    assert inf[1]["nolo"] == [zero]
    out["04"] = write("04-3p-nolo.json", doc, f"Deal 1: seat {zero} (dealer) takes no trick: Nolo.", [])

    # 05: Pagat Ultimo at deal 1 of 2 (pool taken and refilled)
    d = 1

    def pu_pred(ctx):
        q = quick_info(3, d, ctx)
        return (
            q["wcard"] == "T1" and min(q["tricks"].values()) > 0 and not any(c in KINGS for s, c in q["last"])
        )

    ctx_p = search(S + 50, 3, d, pu_pred, policy_fn=lambda rng, h: Policy(rng, reserve={"T1"}))
    specs = [{"dealer": 0, "ctx": plain_ctx(S + 51, 3, 0)}, {"dealer": d, "ctx": ctx_p}]
    doc, m, inf, tab = session(3, specs)
    out["05"] = write("05-3p-pagat-ultimo.json", doc, "Deal 1: the last trick taken with the Pagat.", [])

    # 06: the source's worked example: three kings in the last trick, King Pool 135
    d = 0
    a, b, c = 1, 2, 0

    def wk_pred(ctx):
        q = quick_info(3, d, ctx)
        return (
            q["w"] == a
            and sorted(x for _, x in q["last"]) == sorted(["KH", "KS", "KC"])
            and min(q["tricks"].values()) > 0
        )

    ctx_w = search(
        S + 60,
        3,
        d,
        wk_pred,
        fixed_fn=lambda rng: {a: ["KH"], b: ["KS"], c: ["KC"]},
        policy_fn=lambda rng, h: Policy(rng, reserve={"KH", "KS", "KC"}),
    )
    # King Pool must hold 135 when the last trick is settled: work back from the lost kings
    tmp = Table(3, {"pagat_pool": 60, "king_pool": 0})
    _, _, info, _ = build_deal(tmp, d, ctx_w["hands"], ctx_w["tricks"], ctx_w["skat"], deal_index=0)
    kstart = 135 - info["content_before_last"]["king_pool"]
    assert kstart >= 0
    pools = {"pagat_pool": 60, "king_pool": kstart}
    tot = -(60 + kstart)
    totals = [tot // 3, tot // 3, tot - 2 * (tot // 3)]
    doc, m, inf, tab = session(3, [{"dealer": d, "ctx": ctx_w}], start_pools=pools, start_totals=totals)
    assert inf[0]["content_before_last"]["king_pool"] == 135
    out["06"] = write(
        "06-3p-worked-example-three-kings-pool-135.json",
        doc,
        "The source's example: KH leads the last trick, KS and KC discarded; King Pool 135.",
        [],
    )

    # 07: Pagat przydupek while the last trick is won by a plain trump: no 20 for the last trick
    d = 2

    def pp_pred(ctx):
        q = quick_info(3, d, ctx)
        cards = [x for _, x in q["last"]]
        return (
            "T1" in cards
            and q["wcard"] != "T1"
            and q["wcard"] not in KINGS
            and not any(x in KINGS for x in cards)
            and min(q["tricks"].values()) > 0
        )

    ctx_pp = search(S + 70, 3, d, pp_pred, policy_fn=lambda rng, h: Policy(rng, reserve={"T1"}))
    specs = [
        {"dealer": 0, "ctx": plain_ctx(S + 71, 3, 0)},
        {"dealer": 1, "ctx": plain_ctx(S + 72, 3, 1)},
        {"dealer": d, "ctx": ctx_pp},
    ]
    doc, m, inf, tab = session(3, specs)
    out["07"] = write(
        "07-3p-pagat-przydupek-plain-winner.json",
        doc,
        "Deal 2: the Pagat loses the last trick to a higher trump: przydupek, no last-trick 20.",
        [],
    )

    # 08: four players, King Ultimo by one seat with a King przydupek at deal 2 of 3
    d = 2
    order = active_seats(4, d)

    def ku_pred(ctx):
        q = quick_info(4, d, ctx)
        ks = [x for _, x in q["last"] if x in KINGS]
        return (
            q["wcard"] in KINGS
            and len(ks) == 2
            and "T1" not in [x for _, x in q["last"]]
            and min(q["tricks"].values()) > 0
        )

    ctx_k = search(
        S + 80,
        4,
        d,
        ku_pred,
        fixed_fn=lambda rng: {order[0]: ["KD"], order[2]: ["KC"]},
        policy_fn=lambda rng, h: Policy(rng, reserve={"KD", "KC"}),
    )
    specs = [
        {"dealer": 0, "ctx": plain_ctx(S + 81, 4, 0)},
        {"dealer": 1, "ctx": plain_ctx(S + 82, 4, 1)},
        {"dealer": d, "ctx": ctx_k},
    ]
    doc, m, inf, tab = session(4, specs)
    out["08"] = write(
        "08-4p-king-ultimo-and-king-przydupek.json",
        doc,
        "4 players, deal 2: a king takes the last trick, another king loses in it.",
        [],
    )

    # 09: revoke (failure to follow suit) at deal 1 of 2
    def pick_revoke(hand, led, t):
        if led in (None, "T") or not any(suit(x) == led for x in hand):
            return None
        cand = [x for x in hand if suit(x) in "HDSC" and suit(x) != led and value(x) == 0]
        return sorted(cand, key=DECK.index)[0] if cand else None

    d = 1
    ctx_r = search(S + 90, 3, d, plain_pred(3, d), fault={"pick": pick_revoke, "min_trick": 4})
    specs = [{"dealer": 0, "ctx": plain_ctx(S + 91, 3, 0)}, {"dealer": d, "ctx": ctx_r}]
    doc, m, inf, tab = session(3, specs)
    out["09"] = write(
        "09-3p-revoke-deal1.json", doc, f"Deal 1: a revoke {ctx_r['finfo']}.", [(1, m[1]["fault"], "revoke")]
    )

    # 10: four players, failure to trump at deal 2 of 3
    def pick_notrump(hand, led, t):
        if led is None or any(suit(x) == led for x in hand) or not any(suit(x) == "T" for x in hand):
            return None
        cand = [x for x in hand if suit(x) in "HDSC" and value(x) == 0]
        return sorted(cand, key=DECK.index)[0] if cand else None

    d = 2
    ctx_f = search(S + 100, 4, d, plain_pred(4, d), fault={"pick": pick_notrump, "min_trick": 3})
    specs = [
        {"dealer": 0, "ctx": plain_ctx(S + 101, 4, 0)},
        {"dealer": 1, "ctx": plain_ctx(S + 102, 4, 1)},
        {"dealer": d, "ctx": ctx_f},
    ]
    doc, m, inf, tab = session(4, specs)
    out["10"] = write(
        "10-4p-failure-to-trump-deal2.json",
        doc,
        f"Deal 2: void, holds trumps, discards {ctx_f['finfo']}.",
        [(2, m[2]["fault"], "revoke")],
    )

    # 11: illegal skat (a king laid away) at deal 1 of 3: 40 to each pool, deal void, next dealer deals
    d = 1

    def sk_pred(ctx):
        h = ctx["hands"]
        return all(not declarations(h[s]) for s in range(3)) and any(k in h[d] for k in KINGS)

    ctx_s = search(S + 110, 3, d, sk_pred)
    king = [k for k in KINGS if k in ctx_s["hands"][d]][0]
    bad_skat = sort_hand([king] + ctx_s["skat"][:2])
    assert not declarations([x for x in ctx_s["hands"][d] if x not in bad_skat])
    specs = [
        {"dealer": 0, "ctx": plain_ctx(S + 111, 3, 0)},
        {"dealer": d, "ctx": ctx_s, "skat_override": bad_skat, "void_after": 0, "void_offender": d},
        {"dealer": 2, "ctx": plain_ctx(S + 112, 3, 2)},
    ]
    doc, m, inf, tab = session(3, specs)
    out["11"] = write(
        "11-3p-king-in-skat-deal1-void.json",
        doc,
        f"Deal 1: the dealer lays {king} away; found after all declared: 40 to each pool, deal void.",
        [(1, m[1]["discard"], "illegal_skat")],
    )

    # 12: wrong declaration (trump count overstated), not corrected before the first trick: deal 1 of 2
    d = 0

    def wd_pred(ctx):
        h = ctx["hands"]
        s = (d + 1) % 3
        return (
            any(it["kind"] == "trumps" for it, _ in declarations(h[s]))
            and len(declarations(h[s])) == 1
            and all(not declarations(h[x]) for x in range(3) if x != s)
            and not any(x in KINGS or x == "T1" for _, x in ctx["tricks"][0][1])
        )

    ctx_d = search(S + 120, 3, d, wd_pred)
    s = (d + 1) % 3
    ((item, amt),) = declarations(ctx_d["hands"][s])
    wrong_item = dict(item, count=item["count"] + 1)
    # dealer of deal 1 must be seat 0 for this deal: sessions start with seat 2 dealing
    specs = [
        {"dealer": 2, "ctx": plain_ctx(S + 121, 3, 2)},
        {
            "dealer": d,
            "ctx": ctx_d,
            "decl_override": {s: [(wrong_item, amt + 5)]},
            "void_after": 1,
            "void_offender": s,
        },
        {"dealer": 1, "ctx": plain_ctx(S + 122, 3, 1)},
    ]
    doc, m, inf, tab = session(3, specs)
    out["12"] = write(
        "12-3p-wrong-trump-count-deal1-void.json",
        doc,
        f"Deal 1: seat {s} declares {wrong_item} holding {item['count']}; found after the first trick.",
        [(1, m[1][f"declare{s}"], "wrong_declaration")],
    )

    # 13: declaration out of turn (before the dealer): large, 20 to each pool, play goes on; deal 1 of 2
    d = 1
    s = (d + 1) % 3

    def do_pred(ctx):
        return bool(declarations(ctx["hands"][s])) and plain_pred(3, d)(ctx)

    ctx_o = search(S + 130, 3, d, do_pred)
    specs = [{"dealer": 0, "ctx": plain_ctx(S + 131, 3, 0)}, {"dealer": d, "ctx": ctx_o, "declare_first": s}]
    doc, m, inf, tab = session(3, specs)
    out["13"] = write(
        "13-3p-declares-before-dealer-deal1.json",
        doc,
        f"Deal 1: seat {s} declares before the dealer: 20 to each pool, play goes on.",
        [(1, m[1][f"declare{s}"], "declaration_out_of_turn")],
    )

    # 14: four players, card out of turn at deal 1 of 3 (third seat plays before the second): large
    d = 1
    ctx_c = plain_ctx(S + 140, 4, d)
    t = 6
    specs = [
        {"dealer": 0, "ctx": plain_ctx(S + 141, 4, 0)},
        {"dealer": d, "ctx": ctx_c, "out_of_turn": {"trick": t}},
        {"dealer": 2, "ctx": plain_ctx(S + 142, 4, 2)},
    ]
    doc, m, inf, tab = session(4, specs)
    out["14"] = write(
        "14-4p-card-out-of-turn-deal1.json",
        doc,
        f"Deal 1, trick {t}: the third seat plays before the second: 20 to each pool.",
        [(1, m[1]["out_of_turn"], "out_of_turn")],
    )

    # 15: wrong payment: King Pool doubled short by a przydupek at deal 1 of 2
    d = 1

    def kp_pred(ctx):
        q = quick_info(3, d, ctx)
        ks = [x for s2, x in q["last"] if x in KINGS and s2 != q["w"]]
        return (
            len(ks) == 1
            and q["wcard"] not in KINGS
            and q["wcard"] != "T1"
            and "T1" not in [x for _, x in q["last"]]
            and min(q["tricks"].values()) > 0
        )

    ctx_kp = search(S + 150, 3, d, kp_pred, policy_fn=lambda rng, h: Policy(rng, reserve=set(KINGS)))
    specs = [
        {"dealer": 0, "ctx": plain_ctx(S + 151, 3, 0)},
        {"dealer": d, "ctx": ctx_kp, "wrong": lambda ev, mk: (mk["przydupek_pool"], -5)},
    ]
    doc, m, inf, tab = session(3, specs)
    out["15"] = write(
        "15-3p-king-przydupek-pool-short-deal1.json",
        doc,
        "Deal 1: a king loses the last trick; its owner doubles the King Pool 5 short.",
        [(1, m[1]["wrong"], "wrong_payment")],
    )
    return out


def band_robust_dummy(ctx):
    return True


if __name__ == "__main__":
    main()
