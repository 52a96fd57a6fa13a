"""Blind generator for the tarocchini-combo-edges audit round (no validator import).

Written from the Russian Tarocchini source (seeds/004) alone. Every transcript is a full deal
played by a random legal bot; the deal is only kept when the combination points of both captured
piles are the same under every reading of the source's open points that this file knows
(contatori used in one place or several, grandi and courts with gaps, a contatore ending a run,
the Ace of a suit sequence, doubling of pile combinations, which low card pays for the Matto), so
the recorded scores rest only on what the source says.

Run: python _gen.py [SEED]   (writes NN-desc.json next to this file)
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

SUITS = "SBCD"
COURTS = ["K", "Q", "N", "J"]
PIPS = ["10", "9", "8", "7", "6"]
DECK = [r + s for s in SUITS for r in COURTS + PIPS + ["1"]] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
WILDS = ("T0", "MATTO")


def points(c: str) -> int:
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit(c: str) -> str:
    return "T" if c.startswith("T") else ("M" if c == "MATTO" else c[-1])


def rank(c: str) -> int:
    """Higher wins within its suit. Moretti T1-T4 share one rank."""
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    r, s = c[:-1], c[-1]
    if s in "SB":
        order = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
    else:
        order = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]
    return order.index(r)


def trick_winner(trick: list[tuple[int, str]]) -> int:
    """trick: [(seat, card)] in play order; the Matto never wins. Equal Moretti: last played."""
    real = [(s, c) for s, c in trick if c != "MATTO"]
    trumps = [(s, c) for s, c in real if suit(c) == "T"]
    if trumps:
        best = None
        for s, c in trumps:
            if best is None or rank(c) >= rank(best[1]):  # >= : the last of equal moretti
                best = (s, c)
        return best[0]
    led = suit(real[0][1])
    best = None
    for s, c in real:
        if suit(c) == led and (best is None or rank(c) > rank(best[1])):
            best = (s, c)
    return best[0]


def led_suit(trick: list[tuple[int, str]]) -> str | None:
    for _, c in trick:
        if c != "MATTO":
            return suit(c)
    return None


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    ls = led_suit(trick)
    if ls is None:
        return list(hand)
    follow = [c for c in hand if suit(c) == ls]
    if not follow:
        follow = [c for c in hand if suit(c) == "T"]
    if not follow:
        return list(hand)
    return follow + (["MATTO"] if "MATTO" in hand else [])


# ---------------------------------------------------------------- combinations

CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def seq_value(n: int) -> int:
    return 10 + 5 * (n - 3) if n >= 3 else 0


def trump_len(nat: set[str], k: int, rd: dict) -> int:
    """Longest trump run from the Angel with at most k contatori (0 when none)."""
    if "T20" not in nat:
        return 0
    order = [f"T{i}" for i in range(20, 4, -1)]  # T20 .. T5: 16 places
    best = 0
    for n in range(3, len(order) + 1):
        miss = [i for i in range(n) if order[i] not in nat]
        if len(miss) > k:
            continue
        if any(b - a == 1 and (a, b) != (3, 4) for a, b in zip(miss, miss[1:])):
            continue
        if not any(order[i] in nat for i in range(1, min(4, n))):
            continue
        if not rd["end_wild"] and n > 3 and order[n - 1] not in nat:
            continue
        best = n
    if rd["trump_gap_ok"]:
        ng = sum(c in nat for c in order[1:4])
        if ng >= 2:
            best = max(best, 1 + ng)
    return best


def suit_len(nat: set[str], s: str, k: int, rd: dict) -> int:
    if f"K{s}" not in nat:
        return 0
    courts = [f"{r}{s}" for r in "QNJ"]
    ace = f"1{s}" in nat
    best = 0
    for n in (2, 3):  # courts in the run after the King
        miss = [c for c in courts[:n] if c not in nat]
        if len(miss) > k or len(miss) == n:
            continue
        left = k - len(miss)
        length = 1 + n
        if (n == 3 or not rd["ace_needs_full"]) and (ace or (rd["wild_ace"] and left > 0)):
            length += 1
        best = max(best, length)
    if rd["suit_gap_ok"]:
        nc = sum(c in nat for c in courts)
        if nc >= 2:
            length = 1 + nc
            if (nc == 3 or not rd["ace_needs_full"]) and ace:
                length += 1
            best = max(best, length)
    return best


def group_len(nat: set[str], cards: list[str], k: int) -> int:
    n = sum(c in nat for c in cards)
    if n < 2:
        return 0
    n = min(6, n + k)
    return n if n >= 3 else 0


MORETTI = ["T1", "T2", "T3", "T4"]
ACES = [f"1{s}" for s in SUITS]


def seq_lens(nat: set[str], k: int, rd: dict) -> dict[str, int]:
    out = {
        "trumps": trump_len(nat, k, rd),
        "moretti": group_len(nat, MORETTI, k),
        "aces": group_len(nat, ACES, k),
    }
    for s in SUITS:
        out[f"suit{s}"] = suit_len(nat, s, k, rd)
    return out


SEQ_KEYS = ["trump_gap_ok", "end_wild", "ace_needs_full", "wild_ace", "suit_gap_ok"]
# The source says the contatori serve "в нескольких местах" (in several places): every sequence
# may use them, and the tarocchi cricca counts them too. Doubling of the piles' combinations:
# (pile_double, double_all); my reading is (True, False): three or more cricche double the cricche,
# three or more sequences double the sequences, in the captured cards as in a declaration.
DOUBLINGS = [(True, False), (False, False), (True, True)]
STRICT = [True]  # False: the doubling fixed to my reading (see the summary's alternatives)


def pile_value(pile: frozenset, shape: tuple, doubling: tuple) -> int:
    cards = set(pile)
    k = sum(1 for w in WILDS if w in cards)
    nat = cards - set(WILDS)
    rd = dict(zip(SEQ_KEYS, shape))
    lens = seq_lens(nat, k, rd)
    cr = []
    for cs, v3, v4 in CRICCA.values():
        n = sum(c in cards for c in cs)
        if n == 4:
            cr.append(v4)
        elif n == 3:
            cr.append(v3)
    sq = [seq_value(v) for v in lens.values() if v >= 3]
    c_pts, s_pts = sum(cr), sum(sq)
    pile_double, double_all = doubling
    if not pile_double:
        return c_pts + s_pts
    if double_all and (len(cr) >= 3 or len(sq) >= 3):
        return 2 * (c_pts + s_pts)
    return (2 if len(cr) >= 3 else 1) * c_pts + (2 if len(sq) >= 3 else 1) * s_pts


_CACHE: dict = {}


def pile_values(pile) -> dict:
    key = frozenset(pile)
    if key not in _CACHE:
        _CACHE[key] = {
            (sv, dv): pile_value(key, sv, dv)
            for sv in itertools.product([False, True], repeat=len(SEQ_KEYS))
            for dv in DOUBLINGS
        }
    return _CACHE[key]


def pile_value_unique(pile) -> int | None:
    vals = pile_values(pile)
    if STRICT[0]:
        s = set(vals.values())
    else:
        s = {v for (sv, dv), v in vals.items() if dv == DOUBLINGS[0]}
    return next(iter(s)) if len(s) == 1 else None


def pile_alternatives(pile) -> dict:
    vals = pile_values(pile)
    return {str(dv): sorted({v for (sv, d), v in vals.items() if d == dv}) for dv in DOUBLINGS}


# ---------------------------------------------------------------- declarations (my reading)


def decl_value(items: list[dict]) -> int:
    cr, sq = [], []
    for it in items:
        if it["kind"] == "cricca":
            cs, v3, v4 = CRICCA[it["of"]]
            cr.append(v3 if it["count"] == 3 else v4)
        else:
            sq.append(seq_value(it["length"]))
    return (2 if len(cr) >= 3 else 1) * sum(cr) + (2 if len(sq) >= 3 else 1) * sum(sq)


# ---------------------------------------------------------------- the deal


class Plan:
    """What a file needs: forced cards per seat, declarations, Matto policy, a planted revoke."""

    def __init__(self, **kw):
        self.dealer = kw.get("dealer", 3)
        self.force = kw.get("force", {})  # seat -> cards
        self.avoid = kw.get("avoid", {})  # seat -> cards that must not be dealt to it
        self.decls = kw.get("decls", {})  # seat -> items
        self.matto = kw.get("matto", "early")  # early | lead | last
        self.revoke_at = kw.get("revoke_at")  # trick index
        self.check = kw.get("check")  # extra predicate on the result


def deal_ottocento(rng: random.Random, plan: Plan):
    n = 4
    d = plan.dealer
    rest = [c for c in DECK if not any(c in v for v in plan.force.values())]
    for _ in range(200):
        rng.shuffle(rest)
        hands = {s: list(plan.force.get(s, [])) for s in range(n)}
        pool = list(rest)
        for s in range(n):
            need = (17 if s == d else 15) - len(hands[s])
            take = []
            for c in list(pool):
                if len(take) == need:
                    break
                if c in plan.avoid.get(s, []):
                    continue
                take.append(c)
            for c in take:
                pool.remove(c)
            hands[s] += take
        if all(len(hands[s]) == (17 if s == d else 15) for s in range(n)) and not pool:
            return hands
    return None


def holds(hand: list[str], it: dict) -> bool:
    """Whether the hand backs the declared item, by my reading (used only to keep bases clean)."""
    cards = set(hand)
    if it["kind"] == "cricca":
        cs = CRICCA[it["of"]][0]
        return sum(c in cards for c in cs) >= it["count"]
    return True  # sequences are checked by construction of the forced cards


def choose(rng: random.Random, opts: list[str], trick: list[tuple[int, str]], seat: int) -> str:
    """A plain bot: often win cheaply when it can, else throw the cheapest card; sometimes random."""
    if len(opts) == 1 or rng.random() < 0.3:
        return rng.choice(opts)
    real = [c for c in opts if c != "MATTO"] or opts
    if not trick:
        return rng.choice(real)
    winners = [c for c in real if trick_winner(trick + [(seat, c)]) == seat]
    if winners:
        return min(winners, key=lambda c: (points(c), rank(c)))
    return min(real, key=lambda c: (points(c), rank(c)))


def play_deal(rng: random.Random, hands: dict, leader: int, n: int, plan: Plan):
    hands = {s: list(h) for s, h in hands.items()}
    events, tricks = [], []
    matto_holder = next((s for s in hands if "MATTO" in hands[s]), None)
    ntricks = len(hands[0])
    revoke_event = None
    for t in range(ntricks):
        trick: list[tuple[int, str]] = []
        for i in range(n):
            s = (leader + i) % n
            h = hands[s]
            opts = legal(h, trick)
            if "MATTO" in h:
                last = t == ntricks - 1
                if plan.matto == "early":
                    if i > 0 and t >= 1:
                        opts = ["MATTO"]
                    else:
                        opts = [c for c in opts if c != "MATTO"] or opts
                elif plan.matto == "lead":
                    if i == 0 and t >= 2:
                        opts = ["MATTO"]
                    else:
                        opts = [c for c in opts if c != "MATTO"] or opts
                elif plan.matto == "last":
                    if not last:
                        opts = [c for c in opts if c != "MATTO"] or opts
                    else:
                        opts = ["MATTO"]
            if plan.revoke_at == t and i == 2 and revoke_event is None:
                ls = led_suit(trick)
                if ls and ls != "T" and any(suit(c) == ls for c in h):
                    off = [c for c in h if suit(c) not in (ls, "M")]
                    if off:
                        opts = [rng.choice(off)]
                        revoke_event = ("pending", s)
            c = choose(rng, sorted(opts), trick, s)
            if revoke_event == ("pending", s):
                revoke_event = len(events)
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    if plan.revoke_at is not None and not isinstance(revoke_event, int):
        return None
    return events, tricks, matto_holder, revoke_event


def team(s: int) -> int:
    return s % 2


def one_point_cards(pile: list[str]) -> list[str]:
    return [c for c in pile if points(c) == 1]


def score_ottocento(hands0, discards, tricks, matto_holder, decls, dealer):
    """Both teams' deal points; None where the piles' combinations differ by reading."""
    piles = {0: [], 1: []}
    dealer_tricks = sum(1 for _, w in tricks if w == dealer)
    for trick, w in tricks:
        for s, c in trick:
            if c == "MATTO":
                continue
            piles[team(w)].append(c)
    if dealer_tricks == 0:
        return None
    piles[team(dealer)] += discards
    mt = team(matto_holder)
    matto_trick_winner = next(w for trick, w in tricks if any(c == "MATTO" for _, c in trick))
    if not any(team(w) == mt for _, w in tricks):
        return None
    piles[mt].append("MATTO")
    owe = team(matto_trick_winner) != mt
    # every choice of the low card paid for the Matto must give the same combinations
    choices = one_point_cards(piles[mt]) if owe else [None]
    if owe and not choices:
        return None
    results = set()
    for lc in choices:
        p = {0: list(piles[0]), 1: list(piles[1])}
        if lc is not None:
            p[mt].remove(lc)
            p[1 - mt].append(lc)
        vals = []
        for tm in (0, 1):
            v = pile_value_unique(p[tm])
            if v is None:
                return None
            vals.append(v)
        cardpts = [sum(points(c) for c in p[tm]) - len(p[tm]) // 2 for tm in (0, 1)]
        assert all(len(p[tm]) % 2 == 0 for tm in (0, 1))
        alts = tuple(str(pile_alternatives(p[tm])) for tm in (0, 1))
        results.add((tuple(vals), tuple(cardpts), alts))
    if len(results) != 1:
        return None
    (combos, cardpts, alts) = results.pop()
    assert sum(cardpts) == 87, cardpts
    last_w = team(tricks[-1][1])
    dec = [0, 0]
    for s, items in decls.items():
        dec[team(s)] += decl_value(items)
    total = [dec[tm] + combos[tm] + cardpts[tm] + (6 if last_w == tm else 0) for tm in (0, 1)]
    return {
        "total": total,
        "declared": dec,
        "pile_combos": list(combos),
        "card_points": list(cardpts),
        "last_trick": last_w,
        "piles": {tm: sorted(piles[tm]) for tm in (0, 1)},
        "matto_owed": owe,
        "pile_alternatives": alts,
    }


def build_ottocento(seed: int, plan: Plan, scores=True):
    for strict, tries in ((True, 8000), (False, 2000)):
        STRICT[0] = strict
        got = _build_ottocento(seed, plan, scores, tries)
        if got:
            got[1]["strict"] = strict
            STRICT[0] = True
            return got
    raise SystemExit(f"no deal found for seed {seed}")


def _build_ottocento(seed: int, plan: Plan, scores: bool, tries: int):
    rng = random.Random(seed)
    for attempt in range(tries):
        hands = deal_ottocento(rng, plan)
        if hands is None:
            continue
        d = plan.dealer
        forced_d = set(plan.force.get(d, []))
        plain = [c for c in hands[d] if c[:-1] in PIPS and c not in forced_d]
        if len(plain) < 2:
            continue
        discards = rng.sample(sorted(plain), 2)
        play_hands = {s: [c for c in hands[s] if c not in discards] for s in range(4)}
        # no extra combinations beyond those planned: each seat's cricche must be what the plan says
        ok = True
        for s in range(4):
            for it in plan.decls.get(s, []):
                if not holds(play_hands[s], it):
                    ok = False
        if not ok:
            continue
        res = play_deal(rng, play_hands, (d + 1) % 4, 4, plan)
        if res is None:
            continue
        plays, tricks, mh, rev = res
        sc = score_ottocento(hands, discards, tricks, mh, plan.decls, d)
        if sc is None:
            continue
        if plan.check and not plan.check(tricks, mh, sc, play_hands):
            continue
        events = [{"type": "discard", "seat": d, "cards": discards}]
        decl_idx = {}
        for i in range(4):
            s = (d + 1 + i) % 4
            decl_idx[s] = len(events)
            events.append({"type": "declare", "seat": s, "items": plan.decls.get(s, [])})
        first_play = len(events)
        events += plays
        score_idx = {}
        if scores:
            for tm in (0, 1):
                score_idx[tm] = len(events)
                events.append({"type": "score", "party": f"team{tm}", "points": sc["total"][tm]})
        deal = {"dealer": d, "hands": [hands[s] for s in range(4)], "events": events}
        info = {
            "attempt": attempt,
            "score": sc,
            "decl_idx": decl_idx,
            "score_idx": score_idx,
            "first_play": first_play,
            "revoke_event": (first_play + rev) if isinstance(rev, int) else None,
            "tricks": tricks,
        }
        return deal, info
    return None


def transcript(game: str, deals: list[dict], note: str, players=None, rules=None) -> dict:
    t = {
        "format": "trick-transcript/1",
        "game": game,
        "players": players or ["Alda", "Bepi", "Cesca", "Duilio"],
        "meta": {"round": "tarocchini-combo-edges", "note": note},
        "deals": deals,
    }
    if rules:
        t["rules"] = rules
    return t


# ---------------------------------------------------------------- Terziglio (no scores)


def build_terziglio(seed: int, force: dict, avoid: dict, decls: dict, declarer: int, dealer=0):
    rng = random.Random(seed)
    for attempt in range(2000):
        rest = [c for c in DECK if not any(c in v for v in force.values())]
        rng.shuffle(rest)
        hands = {s: list(force.get(s, [])) for s in range(3)}
        pool = list(rest)
        for s in range(3):
            need = 18 - len(hands[s])
            take = []
            for c in list(pool):
                if len(take) == need:
                    break
                if c in avoid.get(s, []):
                    continue
                take.append(c)
            for c in take:
                pool.remove(c)
            hands[s] += take
        if any(len(hands[s]) != 18 for s in range(3)) or len(pool) != 8:
            continue
        talon = pool
        if any(c in avoid.get("talon", []) for c in talon):
            continue
        # the declarer takes the first two widow cards and lays away two plain pips
        took = talon[:2]
        h = hands[declarer] + took
        forced = set(force.get(declarer, []))
        plain = [c for c in h if c[:-1] in PIPS and c not in forced]
        if len(plain) < 2:
            continue
        lay = rng.sample(sorted(plain), 2)
        play_hands = {s: list(hands[s]) for s in range(3)}
        play_hands[declarer] = [c for c in h if c not in lay]
        res = play_deal(rng, play_hands, (dealer + 1) % 3, 3, Plan(matto="early"))
        if res is None:
            continue
        plays, tricks, mh, _ = res
        events = []
        for i in range(3):
            s = (dealer + 1 + i) % 3
            events.append({"type": "bid", "seat": s, "bid": "gioco" if s == declarer else "pass"})
        events.append({"type": "take", "seat": declarer, "cards": took})
        events.append({"type": "discard", "seat": declarer, "cards": lay})
        decl_idx = {}
        for i in range(3):
            s = (dealer + 1 + i) % 3
            decl_idx[s] = len(events)
            events.append({"type": "declare", "seat": s, "items": decls.get(s, [])})
        events += plays
        deal = {"dealer": dealer, "hands": [hands[s] for s in range(3)], "talon": talon, "events": events}
        return deal, {"decl_idx": decl_idx, "attempt": attempt}
    raise SystemExit("no terziglio deal")


# ---------------------------------------------------------------- the files


def cr(of, count):
    return {"kind": "cricca", "of": of, "count": count}


def sq(of, length, s=None):
    it = {"kind": "sequence", "of": of, "length": length}
    if s:
        it["suit"] = s
    return it


def main(seed: int) -> None:
    for p in HERE.glob("*.json"):
        p.unlink()
    out: dict[str, tuple[dict, dict]] = {}
    summary = {}

    def save(name, t, info):
        (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
        summary[name] = info

    KINGS = [f"K{s}" for s in SUITS]
    # 01 clean: four kings (34), tarocchi three with the Matto (18), three jacks (12)
    p01 = Plan(
        dealer=3,
        force={0: KINGS, 1: ["T20", "T19", "MATTO"], 2: ["JS", "JB", "JC"]},
        avoid={1: ["T0"], 2: ["JD"], 3: ["JD"]},
        decls={0: [cr("kings", 4)], 1: [cr("tarocchi", 3)], 2: [cr("jacks", 3)]},
        matto="early",
    )
    d01, i01 = build_ottocento(seed + 1, p01)
    save("01-ott-clean-cricche-four.json", transcript("tarocchini-ottocento", [d01], "base: four kings, tarocchi three with the Matto, three jacks"), i01)
    # 02: seat 2 declares four jacks holding three; no score lines
    d02 = json.loads(json.dumps(d01))
    d02["events"][i01["decl_idx"][2]]["items"] = [cr("jacks", 4)]
    d02["events"] = [e for e in d02["events"] if e["type"] != "score"]
    save("02-ott-false-jacks-four.json", transcript("tarocchini-ottocento", [d02], "01 with seat 2 declaring four jacks (holds three); scores left out"), i01)
    # 14: 01 with the last-trick 6 left out of the winning team's line
    d14 = json.loads(json.dumps(d01))
    lw = i01["score"]["last_trick"]
    d14["events"][i01["score_idx"][lw]]["points"] -= 6
    save("14-ott-wrong-score-no-last-trick.json", transcript("tarocchini-ottocento", [d14], "01 with the last-trick 6 left off the winners' line"), i01)

    # 03 clean: three cricche at once, doubled: (17+14+13)*2 = 88
    p03 = Plan(
        dealer=0,
        force={1: ["KS", "KB", "KC", "QS", "QB", "QC", "NS", "NB", "NC"]},
        avoid={1: ["KD", "QD", "ND"]},
        decls={1: [cr("kings", 3), cr("queens", 3), cr("knights", 3)]},
    )
    d03, i03 = build_ottocento(seed + 3, p03)
    save("03-ott-clean-three-cricche-doubled.json", transcript("tarocchini-ottocento", [d03], "base: three cricche at once, doubled"), i03)
    d04 = json.loads(json.dumps(d03))
    d04["events"][i03["score_idx"][1]]["points"] -= 44
    save("04-ott-wrong-score-cricche-undoubled.json", transcript("tarocchini-ottocento", [d04], "03 with team1's line not doubling the three cricche"), i03)

    # 05 clean: trumps T20 T19 T18 [T17=T0] [T16=MATTO] T15 T14: consecutive contatori for 16 and a grande
    p05 = Plan(
        dealer=1,
        force={2: ["T20", "T19", "T18", "T0", "MATTO", "T15", "T14"]},
        avoid={2: ["T17", "T16", "T13"]},
        decls={2: [sq("trumps", 7)]},
    )
    d05, i05 = build_ottocento(seed + 5, p05)
    save("05-ott-clean-trumps-contatori-moon-16.json", transcript("tarocchini-ottocento", [d05], "base: trump run of 7 with the contatori for the Moon and 16"), i05)

    # 06: trumps T20..T16 natural, contatori for T15 and T14, then T13 T12: declared 9 (not allowed)
    p06 = Plan(
        dealer=2,
        force={3: ["T20", "T19", "T18", "T17", "T16", "T0", "MATTO", "T13", "T12"]},
        avoid={3: ["T15", "T14"]},
        decls={3: [sq("trumps", 9)]},
    )
    d06, i06 = build_ottocento(seed + 6, p06)
    d06["events"] = [e for e in d06["events"] if e["type"] != "score"]
    save("06-ott-false-trumps-consecutive-contatori.json", transcript("tarocchini-ottocento", [d06], "trump run declared 9 bridging 15 and 14 with both contatori; scores left out"), i06)

    # 07 clean: moretti 6 (four + both contatori) and aces 3 (two aces + the Bagatto again)
    p07 = Plan(
        dealer=0,
        force={3: ["T1", "T2", "T3", "T4", "T0", "MATTO", "1S", "1C"]},
        avoid={3: ["1B", "1D", "T20"]},
        decls={3: [sq("moretti", 6), sq("aces", 3)]},
    )
    d07, i07 = build_ottocento(seed + 7, p07)
    save("07-ott-clean-moretti-six-aces-shared-contatore.json", transcript("tarocchini-ottocento", [d07], "base: moretti 6 with both contatori, aces 3 with a contatore used again"), i07)

    # 08 clean: three sequences at once, doubled: (10+10+10)*2 = 60
    p08 = Plan(
        dealer=3,
        force={0: ["KS", "QS", "NS", "T1", "T2", "T3", "1B", "1C", "1D"]},
        avoid={0: ["JS", "1S", "T4", "T0", "MATTO", "T20"]},
        decls={0: [sq("suit", 3, "S"), sq("moretti", 3), sq("aces", 3)]},
    )
    d08, i08 = build_ottocento(seed + 8, p08)
    save("08-ott-clean-three-sequences-doubled.json", transcript("tarocchini-ottocento", [d08], "base: three sequences at once, doubled"), i08)
    d09 = json.loads(json.dumps(d08))
    d09["events"][i08["score_idx"][0]]["points"] -= 30
    save("09-ott-wrong-score-sequences-undoubled.json", transcript("tarocchini-ottocento", [d09], "08 with team0's line not doubling the three sequences"), i08)

    # 10 clean: cups K Q N J A (25) and three kings (17) sharing the King of cups
    p10 = Plan(
        dealer=1,
        force={2: ["KC", "QC", "NC", "JC", "1C", "KS", "KB"]},
        avoid={2: ["KD", "T0", "MATTO"]},
        decls={2: [sq("suit", 5, "C"), cr("kings", 3)]},
    )
    d10, i10 = build_ottocento(seed + 10, p10)
    save("10-ott-clean-suit-five-and-kings-share-king.json", transcript("tarocchini-ottocento", [d10], "base: cups sequence of 5 and three kings, the King of cups in both"), i10)

    # 11: 01's declarations, one planted revoke, scored as played
    p11 = Plan(
        dealer=3,
        force=p01.force,
        avoid=p01.avoid,
        decls=p01.decls,
        revoke_at=4,
    )
    d11, i11 = build_ottocento(seed + 11, p11)
    save("11-ott-revoke.json", transcript("tarocchini-ottocento", [d11], "one revoke in trick 5; scored as played"), i11)

    # 12 clean: the Matto led
    def matto_led_ok(tricks, mh, sc, hands):
        for trick, w in tricks:
            if trick[0][1] == "MATTO":
                return True
        return False

    p12 = Plan(dealer=2, force={0: ["MATTO"]}, decls={}, matto="lead", check=matto_led_ok)
    d12, i12 = build_ottocento(seed + 12, p12)
    save("12-ott-clean-matto-led.json", transcript("tarocchini-ottocento", [d12], "base: the Matto led mid-deal"), i12)

    # 13 clean: the Matto played to the last trick, which the other team wins
    def matto_last_ok(tricks, mh, sc, hands):
        trick, w = tricks[-1]
        return any(c == "MATTO" for _, c in trick) and team(w) != team(mh) and trick[0][1] != "MATTO"

    p13 = Plan(dealer=0, force={1: ["MATTO"]}, decls={}, matto="last", check=matto_last_ok)
    d13, i13 = build_ottocento(seed + 13, p13)
    save("13-ott-clean-matto-last-trick.json", transcript("tarocchini-ottocento", [d13], "base: the Matto played to the last trick, won by the other team"), i13)

    # 15 Terziglio: tarocchi four declared holding three (Angel, Mondo, Bagatto)
    d15, i15 = build_terziglio(
        seed + 15,
        force={1: ["T20", "T19", "T0"]},
        avoid={1: ["MATTO"], "talon": ["MATTO"]},
        decls={1: [cr("tarocchi", 4)]},
        declarer=1,
        dealer=0,
    )
    save(
        "15-terz-false-tarocchi-four.json",
        transcript("tarocchini-terziglio", [d15], "tarocchi declared four holding three; no scores", players=["Alda", "Bepi", "Cesca"]),
        i15,
    )

    with open(HERE / "_summary.txt", "w") as f:
        for name, info in sorted(summary.items()):
            sc = info.get("score")
            f.write(f"{name}: decl_idx={info.get('decl_idx')} score_idx={info.get('score_idx')} "
                    f"revoke_event={info.get('revoke_event')} first_play={info.get('first_play')}\n")
            if sc:
                f.write(f"   total={sc['total']} declared={sc['declared']} pile_combos={sc['pile_combos']} "
                        f"card_points={sc['card_points']} last_trick=team{sc['last_trick']} matto_owed={sc['matto_owed']} strict={info.get('strict')}\n")
                f.write(f"   pile combination values by doubling reading: {sc['pile_alternatives']}\n")
                f.write(f"   pile0={sc['piles'][0]}\n   pile1={sc['piles'][1]}\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
