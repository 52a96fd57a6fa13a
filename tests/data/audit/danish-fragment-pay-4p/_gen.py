"""Blind generator: four-player Danish Tarok (Ultimo) payment records taken up mid-session.

Written from seeds/000 (Polish) and the public contract only; never from the engine.
Every record: 4 seats, the seat opposite the dealer sits out (hands []), start.totals not
all 0 and NO start.pools (the pools' content unknown), every payment with its reason.

Rules used (seeds/000):
  §2/§17  four players: the one opposite the dealer sits out; he pays only refills.
  §7/§13  dealer 28 cards, lays away 3 (here always low pips: no king, Mondo, Joker, trump,
          declaration card).
  §10     lead by the seat after the dealer (order of play), follow suit, else trump, else any.
  §12     the Joker never wins; played before the last trick it goes to its player's pile.
  §14/§15 declarations paid at once by the other two active seats.
  §15     deal fee 5 to each pool; king/pagat played and lost (not last trick): 5 to each other
          active seat and 5 to its pool; pagat wins a trick (not last): 5 from each other.
          Last trick: Tout 85 each + both pools (refilled unless a przydupek doubles it);
          pagat ultimo 45 each + pagat pool (refilled, 20 from every seat, the sitter too);
          king ultimo 40 each + king pool (refilled unless a king przydupek); przydupek 45/40
          each and pays the pool's original content into it; plain last trick 20 each.
          Card points against 26, rounded to the nearest 5, against the NEW dealer.
          Session end: each pool shared equally among the four.
"""

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
PLAYERS = ["Agata", "Bogdan", "Celina", "Darek"]


def suit(c):
    if c == "JOKER":
        return "J"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its own suit."""
    s = suit(c)
    if s == "T":
        return int(c[1:])
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def is_king(c):
    return suit(c) in SUITS and rank(c) == "K"


def is_ultimo(c):
    return c == "T1" or is_king(c)


def value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def is_pip(c):
    return suit(c) in SUITS and rank(c) not in ("K", "Q", "N", "J")


def declarations(hand):
    items, amounts = [], []
    joker = "JOKER" in hand
    trumps = sum(1 for c in hand if suit(c) == "T") + (1 if joker else 0)
    if trumps >= 10:
        items.append({"kind": "trumps", "count": trumps, "pagat": "T1" in hand})
        amounts.append(10 + 5 * (trumps - 10))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        t = 20
        while f"T{t}" in hand:
            n += 1
            t -= 1
        items.append({"kind": "matadors", "count": n})
        amounts.append(10 + 5 * (n - 3))
    for s in SUITS:
        courts = [r for r in ("K", "Q", "N", "J") if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            amounts.append(15 if joker else 10)
        elif len(courts) == 3 and joker:
            miss = [r for r in ("K", "Q", "N", "J") if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            amounts.append(5)
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        amounts.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        amounts.append(5)
    return items, amounts


def legal(hand, led, trick_no):
    """Cards a follower may play (led is None for the leader)."""
    cards = list(hand)
    if trick_no == 23:  # second-last trick: never the Joker
        cards = [c for c in cards if c != "JOKER"] or cards
    if led is None:
        return cards
    same = [c for c in cards if suit(c) == led]
    if same:
        return same + (["JOKER"] if "JOKER" in cards else [])
    tr = [c for c in cards if suit(c) == "T"]
    if tr:
        return tr + (["JOKER"] if "JOKER" in cards else [])
    return cards


def band(points):
    d = points - 26
    return 5 * round(d / 5)


class Reject(Exception):
    pass


def rounded_ok(pts):
    return band(pts) == band(pts - 1)


def play_deal(rng, dealer, mode):
    """Simulate one deal. mode: 'random' or 'tout_kprzy' / 'tout'."""
    sitter = (dealer + 2) % 4
    active = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]  # order of play from the leader
    hands = {s: [] for s in range(4)}
    deck = DECK[:]
    rng.shuffle(deck)
    tout_seat = None
    if mode.startswith("tout"):
        tout_seat = active[0]
        phand = [f"T{i}" for i in range(4, 22)] + ["KH", "QH", "NH", "JH", "KD", "QD", "KS"]
        rest = [c for c in deck if c not in phand]
        hands[tout_seat] = phand
        hands[active[1]] = rest[:25]
        hands[dealer] = rest[25:]
    else:
        hands[active[0]] = deck[:25]
        hands[active[1]] = deck[25:50]
        hands[dealer] = deck[50:]
    dealt = {s: list(hands[s]) for s in range(4)}
    pips = [c for c in hands[dealer] if is_pip(c)]
    skat = rng.sample(pips, 3)
    for c in skat:
        hands[dealer].remove(c)
    # keep cards
    keep = {}
    for s in active:
        h = hands[s]
        if mode.startswith("tout"):
            if s != tout_seat and "KC" in h and mode == "tout_kprzy":
                keep[s] = "KC"
            continue
        if rng.random() < 0.7:
            cands = [c for c in h if is_ultimo(c)]
            if "T1" in h and rng.random() < 0.6:
                keep[s] = "T1"
            elif cands:
                keep[s] = rng.choice(cands)
    tout_order = None
    if tout_seat is not None:
        tout_order = ["T21", "T20", "T19", "KH", "QH", "NH", "JH", "KD", "QD", "KS"] + [
            f"T{i}" for i in range(18, 3, -1)
        ]
    leader = active[0]
    piles = {s: [] for s in active}
    tricks = {s: 0 for s in active}
    plays = []  # (seat, card)
    trick_events = []  # per trick: (cards list [(seat, card)], winner)
    for t in range(25):
        order = active[active.index(leader) :] + active[: active.index(leader)]
        trick = []
        led = None
        if tout_seat is not None and leader != tout_seat:
            raise Reject("tout lost")
        for s in order:
            h = hands[s]
            if s == tout_seat:
                c = tout_order[t]
            else:
                opts = legal(h, led, t)
                if led is None:
                    opts = [c for c in opts if c != "JOKER"] or opts
                if "JOKER" in opts and led is not None and t < 20:
                    c = "JOKER"
                else:
                    nk = [c for c in opts if c != keep.get(s) and c != "JOKER"]
                    if nk:
                        c = rng.choice(nk)
                    else:
                        c = opts[0]
                        if c == "JOKER" and len(opts) > 1:
                            c = opts[1]
            assert c in legal(h, led, t), (c, h, led, t)
            if c == "JOKER" and led is None:
                raise Reject("joker lead")
            h.remove(c)
            if led is None:
                led = suit(c)
            trick.append((s, c))
            plays.append((s, c))
        if t == 21 and any("JOKER" in hands[s] for s in active):
            raise Reject("joker late")
        trumps = [(s, c) for s, c in trick if suit(c) == "T"]
        if trumps:
            w = max(trumps, key=lambda x: strength(x[1]))
        else:
            w = max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: strength(x[1]))
        winner = w[0]
        tricks[winner] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[winner].append(c)
        trick_events.append((trick, winner, w[1]))
        leader = winner
    pts = {s: sum(value(c) for c in piles[s]) + tricks[s] for s in active}
    pts[dealer] += 1 + sum(value(c) for c in skat)
    assert sum(pts.values()) == 78, pts
    return {
        "dealer": dealer,
        "sitter": sitter,
        "active": active,
        "dealt": dealt,
        "skat": skat,
        "trick_events": trick_events,
        "tricks": tricks,
        "points": pts,
        "tout_seat": tout_seat,
    }


def classify(sim):
    trick, winner, wcard = sim["trick_events"][-1]
    if any(n == 25 for n in sim["tricks"].values()):
        tout = True
    else:
        tout = False
    nolo = (not tout) and any(n == 0 for n in sim["tricks"].values())
    kprzy = [s for s, c in trick if is_king(c) and s != winner]
    pprzy = [s for s, c in trick if c == "T1" and s != winner]
    ult = None
    if not tout and not nolo:
        if wcard == "T1":
            ult = "pagat"
        elif is_king(wcard):
            ult = "king"
    return {"tout": tout, "nolo": nolo, "ult": ult, "kprzy": kprzy, "pprzy": pprzy}


def category(cl):
    parts = []
    if cl["tout"]:
        parts.append("tout")
    if cl["ult"] == "king":
        parts.append("kult")
    if cl["ult"] == "pagat":
        parts.append("pult")
    if cl["pprzy"]:
        parts.append("pprzy")
    if cl["kprzy"]:
        parts.append("kprzy" if len(cl["kprzy"]) == 1 else "kprzy2")
    return "+".join(parts) or "plain"


def find_deal(rng, dealer, want, tries=200000):
    mode = "random"
    if want.startswith("tout"):
        mode = "tout_kprzy" if "kprzy" in want else "tout"
    for _ in range(tries):
        try:
            sim = play_deal(rng, dealer, mode)
        except Reject:
            continue
        cl = classify(sim)
        if cl["nolo"]:
            continue
        if category(cl) != want:
            continue
        # the skat point's owner must not change the dealer's band (robust reading)
        if not rounded_ok(sim["points"][dealer]):
            continue
        sim["class"] = cl
        return sim
    raise RuntimeError(f"no deal for {want}")


class Session:
    def __init__(self, start_totals, hidden_pools):
        self.totals = list(start_totals)
        self.pool = dict(hidden_pools)  # true content (unknown to the record's reader)
        self.known = {"pagat_pool": False, "king_pool": False}
        self.net = {p: 0 for p in [0, 1, 2, 3, "pagat_pool", "king_pool"]}


def P(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def settle(sess, sim, next_dealer):
    """Events of one deal (with the rules' payments) and bookkeeping notes."""
    d, sitter, active = sim["dealer"], sim["sitter"], sim["active"]
    ev = []
    notes = {"unknown_takes": [], "reveals": [], "known_takes": []}

    def pay(frm, to, amount, reason, tag=None):
        e = P(frm, to, amount, reason)
        ev.append(e)
        if tag:
            notes.setdefault("tags", {})[tag] = len(ev) - 1
        return e

    pay(d, "pagat_pool", 5, "deal_fee", "fee_p")
    pay(d, "king_pool", 5, "deal_fee", "fee_k")
    ev.append({"type": "discard", "seat": d, "cards": sim["skat"]})
    hands_after = {s: list(sim["dealt"][s]) for s in active}
    for c in sim["skat"]:
        hands_after[d].remove(c)
    for s in [d, (d + 1) % 4, (d + 3) % 4]:
        items, amounts = declarations(hands_after[s])
        ev.append({"type": "declare", "seat": s, "items": items})
        for it, a in zip(items, amounts):
            for o in active:
                if o != s:
                    pay(o, s, a, "declaration", f"decl_{s}_{it['kind']}_{o}")
    tev = sim["trick_events"]
    for t, (trick, winner, wcard) in enumerate(tev):
        for s, c in trick:
            e = {"type": "play", "seat": s, "card": c}
            ev.append(e)
        if t == 24:
            break
        for s, c in trick:
            others = [o for o in active if o != s]
            if c == "T1":
                if s == winner:
                    for o in others:
                        pay(o, s, 5, "pagat_trick", f"ptrick_{t}_{o}")
                else:
                    for o in others:
                        pay(s, o, 5, "pagat_lost", f"plost_{t}_{o}")
                    pay(s, "pagat_pool", 5, "pagat_lost", f"plost_{t}_pool")
            elif is_king(c) and s != winner:
                for o in others:
                    pay(s, o, 5, "king_lost", f"klost_{t}_{o}")
                pay(s, "king_pool", 5, "king_lost", f"klost_{t}_pool")
    notes["last_play"] = len(ev) - 1
    cl = sim["class"]
    trick, winner, wcard = tev[-1]
    others_w = [o for o in active if o != winner]
    orig = {}
    # pool contents before the last trick's settlement: apply the events so far
    tmp = dict(sess.pool)
    for e in ev:
        if e["type"] == "payment":
            if e["to"] in tmp:
                tmp[e["to"]] += e["amount"]
            if e["from"] in tmp:
                tmp[e["from"]] -= e["amount"]
    orig = dict(tmp)
    known_before = dict(sess.known)
    taken = set()
    if cl["tout"]:
        for o in others_w:
            pay(o, winner, 85, "tout", f"tout_{o}")
        for pool in ("pagat_pool", "king_pool"):
            pay(pool, winner, orig[pool], "tout", f"take_{pool}")
            (notes["known_takes"] if known_before[pool] else notes["unknown_takes"]).append(
                (len(ev) - 1, pool, orig[pool])
            )
            taken.add(pool)
    elif cl["ult"]:
        pool = "pagat_pool" if cl["ult"] == "pagat" else "king_pool"
        amt = 45 if cl["ult"] == "pagat" else 40
        reason = f"{cl['ult']}_ultimo"
        for o in others_w:
            pay(o, winner, amt, reason, f"ult_{o}")
        pay(pool, winner, orig[pool], reason, f"take_{pool}")
        (notes["known_takes"] if known_before[pool] else notes["unknown_takes"]).append(
            (len(ev) - 1, pool, orig[pool])
        )
        taken.add(pool)
    doubled = set()
    for kind, seats in (("pagat", cl["pprzy"]), ("king", cl["kprzy"])):
        pool = f"{kind}_pool"
        for s in seats:
            amt = 45 if kind == "pagat" else 40
            for o in active:
                if o != s:
                    pay(s, o, amt, f"{kind}_przydupek", f"przy_{kind}_{o}")
            pay(s, pool, orig[pool], f"{kind}_przydupek", f"przy_{kind}_pool")
            if not known_before[pool]:
                notes["reveals"].append((len(ev) - 1, pool, orig[pool]))
            doubled.add(pool)
    for pool in ("pagat_pool", "king_pool"):
        if pool in taken and pool not in doubled:
            for s in [d, (d + 1) % 4, (d + 2) % 4, (d + 3) % 4]:
                pay(s, pool, 20, "refill", f"refill_{pool}_{s}")
    if not cl["tout"] and not cl["ult"] and not cl["pprzy"] and not cl["kprzy"]:
        for o in others_w:
            pay(o, winner, 20, "last_trick", f"last_{o}")
    # card points against the new dealer
    nd = next_dealer
    for s in active:
        if s == nd:
            continue
        b = band(sim["points"][s])
        if b < 0:
            pay(s, nd, -b, "card_points", f"cp_{s}")
        elif b > 0:
            pay(nd, s, b, "card_points", f"cp_{s}")
    # pool knowledge after the deal
    for pool in ("pagat_pool", "king_pool"):
        if pool in taken or pool in doubled:
            sess.known[pool] = True
    return ev, notes


def apply(sess, ev, recorded=True):
    net = {p: 0 for p in [0, 1, 2, 3, "pagat_pool", "king_pool"]}
    for e in ev:
        if e["type"] == "payment":
            net[e["from"]] -= e["amount"]
            net[e["to"]] += e["amount"]
    return net


def build(name, spec):
    """spec: dict(seed, first_dealer, wants=[...], start_totals, hidden, totals=bool,
    session_end=bool, faults=[(deal, tag, new_amount | callable)], desc)."""
    rng = random.Random(spec["seed"])
    sess = Session(spec["start_totals"], spec["hidden"])
    assert sum(spec["start_totals"]) == -sum(spec["hidden"].values())
    deals = []
    exp = {"file": name, "deals": [], "violations": [], "desc": spec["desc"]}
    rec_totals = list(spec["start_totals"])
    true_totals = list(spec["start_totals"])
    ndeals = len(spec["wants"])
    for i, want in enumerate(spec["wants"]):
        dealer = (spec["first_dealer"] + i) % 4
        sim = find_deal(rng, dealer, want)
        known_at_start = dict(sess.known)
        ev, notes = settle(sess, sim, (dealer + 1) % 4)
        true_net = apply(sess, ev)
        for p, v in true_net.items():
            if p in sess.pool:
                sess.pool[p] += v
        # faults (recorded amounts)
        rec = [dict(e) for e in ev]
        for fd, tag, new in spec.get("faults", []):
            if fd != i or tag.startswith("total"):
                continue
            idx = notes["tags"][tag]
            rec[idx]["amount"] = new
            exp["violations"].append((i, idx, "wrong_payment", f"{tag}: {ev[idx]['amount']} -> {new}"))
        rec_net = apply(sess, rec)
        for s in range(4):
            rec_totals[s] += rec_net[s]
            true_totals[s] += true_net[s]
        if spec.get("totals"):
            for s in range(4):
                pts = rec_totals[s]
                for fd, tag, new in spec.get("faults", []):
                    if fd == i and tag == f"total_{s}":
                        exp["violations"].append(
                            (i, len(rec), "wrong_total", f"seat {s}: {pts} -> {pts + new}")
                        )
                        pts += new
                rec.append({"type": "total", "party": s, "points": pts})
        shares = None
        if spec.get("session_end") and i == ndeals - 1:
            assert all(sess.known.values()), sess.known
            shares = {}
            for pool in ("pagat_pool", "king_pool"):
                c = sess.pool[pool]
                assert c % 20 == 0, (name, pool, c)
                for s in range(4):
                    rec.append(P(pool, s, c // 4, "session_end"))
                    true_net[s] += c // 4
                    true_net[pool] -= c // 4
                shares[pool] = c // 4
                sess.pool[pool] = 0
        hands = [sim["dealt"][s] if s != sim["sitter"] else [] for s in range(4)]
        deals.append({"dealer": dealer, "hands": hands, "events": rec})
        exp["deals"].append(
            {
                "deal": i,
                "dealer": dealer,
                "sitter": sim["sitter"],
                "category": category(sim["class"]),
                "tricks": {str(s): n for s, n in sim["tricks"].items()},
                "card_points": {str(s): n for s, n in sim["points"].items()},
                "net": {str(k): v for k, v in true_net.items()},
                "recorded_net": {str(k): v for k, v in rec_net.items()},
                "known_at_start": known_at_start,
                "unknown_takes": notes["unknown_takes"],
                "reveals": notes["reveals"],
                "known_takes": notes["known_takes"],
                "pools_after": {
                    p: (sess.pool[p] if sess.known[p] else None) for p in ("pagat_pool", "king_pool")
                },
                "pools_true_after": dict(sess.pool),
                "session_end_shares": shares,
                "last_play": notes["last_play"],
            }
        )
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "start": {"totals": spec["start_totals"]},
        "meta": {"audit": "danish-fragment-pay-4p", "description": spec["desc"]},
        "deals": deals,
    }
    (OUT / f"{name}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    session_net = {}
    for dd in exp["deals"]:
        for k, v in dd["net"].items():
            session_net[k] = session_net.get(k, 0) + v
    exp["session_net"] = session_net
    exp["true_totals_end"] = true_totals
    exp["recorded_totals_end"] = rec_totals
    return exp


SPECS = {
    # ---------------------------------------------------------------- clean files
    "01-kult-unknown-take": dict(
        seed=101,
        first_dealer=0,
        wants=["plain", "plain", "kult", "plain", "plain"],
        start_totals=[-70, 35, -95, -110],
        hidden={"pagat_pool": 95, "king_pool": 145},
        desc="Clean. A king ultimo takes the king pool of unknown content (deal 2); all four refill.",
    ),
    "02-pprzy-then-pult": dict(
        seed=202,
        first_dealer=1,
        wants=["plain", "pprzy", "plain", "plain", "pult", "plain"],
        start_totals=[40, -150, -20, -70],
        hidden={"pagat_pool": 110, "king_pool": 90},
        totals=True,
        desc="Clean, totals. A pagat przydupek doubles the unknown pagat pool (deal 1, content "
        "known from his payment); a pagat ultimo takes the known pool (deal 4).",
    ),
    "03-tout-then-kult": dict(
        seed=303,
        first_dealer=2,
        wants=["plain", "tout", "plain", "plain", "kult", "plain"],
        start_totals=[-60, -85, 10, -120],
        hidden={"pagat_pool": 125, "king_pool": 130},
        totals=True,
        desc="Clean, totals. A Tout takes both unknown pools (deal 1), all four refill both; a king "
        "ultimo takes the known king pool (deal 4).",
    ),
    "04-kult-kprzy-then-kult": dict(
        seed=404,
        first_dealer=3,
        wants=["plain", "plain", "kult+kprzy", "plain", "kult"],
        start_totals=[-45, -100, -30, -55],
        hidden={"pagat_pool": 70, "king_pool": 160},
        desc="Clean. King ultimo and king przydupek in one last trick (deal 2): the winner takes "
        "the unknown content, the przydupek pays it back, no refill; a later king ultimo takes "
        "the known pool (deal 4).",
    ),
    "05-tout-kprzy-session-end": dict(
        seed=505,
        first_dealer=0,
        wants=["plain", "plain", "tout+kprzy", "plain", "plain", "plain", "plain"],
        start_totals=[-20, -75, -130, 5],
        hidden={"pagat_pool": 100, "king_pool": 120},
        totals=True,
        session_end=True,
        desc="Clean, totals. Tout with a king przydupek in one last trick (deal 2): both pools "
        "taken, the king pool paid back by the przydupek (no refill), the pagat pool refilled "
        "by all four; session ends with both pools shared by four.",
    ),
    "06-pult-kprzy-session-end": dict(
        seed=606,
        first_dealer=1,
        wants=["plain", "pult+kprzy", "plain", "plain", "plain", "plain", "plain", "plain"],
        start_totals=[-90, 15, -60, -80],
        hidden={"pagat_pool": 85, "king_pool": 130},
        session_end=True,
        desc="Clean. Pagat ultimo with a king przydupek in one last trick (deal 1): pagat pool "
        "taken (refilled by all four), king pool doubled; 8 deals, session ends with the shares.",
    ),
}


def faulted():
    return {
        "07-kult-sitter-refill": dict(
            seed=707,
            first_dealer=2,
            wants=["plain", "plain", "plain", "plain", "kult"],
            start_totals=[-100, -25, -60, -40],
            hidden={"pagat_pool": 90, "king_pool": 135},
            faults="KLOST_AND_SITTER_REFILL",
            desc="Faults late: a king_lost paid 10 to a seat (should be 5), then at the king "
            "ultimo (unknown pool, its take not judged) the sitter's refill written 15.",
        ),
        "08-tout-known-take-total": dict(
            seed=808,
            first_dealer=0,
            wants=["plain", "tout", "plain", "plain", "kult"],
            start_totals=[-35, -140, -80, 20],
            hidden={"pagat_pool": 115, "king_pool": 120},
            totals=True,
            faults="TAKE_AND_TOTAL",
            desc="Faults late: the king ultimo's take of the pool known since the Tout's refill "
            "written 10 short, and another seat's running total 10 off.",
        ),
        "09-sitter-refill-total": dict(
            seed=909,
            first_dealer=3,
            wants=["plain", "plain", "plain", "plain", "plain", "pult"],
            start_totals=[-55, -65, -25, -90],
            hidden={"pagat_pool": 105, "king_pool": 130},
            totals=True,
            faults="SITTER_REFILL_AND_TOTAL",
            desc="Faults late: the sitter's pagat refill written 25 after a pagat ultimo of an "
            "unknown pool, and a running total 5 off.",
        ),
        "10-pprzy-known-take-cp": dict(
            seed=1010,
            first_dealer=1,
            wants=["plain", "plain", "pprzy", "plain", "plain", "pult"],
            start_totals=[-75, 30, -120, -50],
            hidden={"pagat_pool": 95, "king_pool": 120},
            faults="TAKE_AND_CP",
            desc="Faults late: the pagat ultimo's take of the pool known since the przydupek "
            "written 20 over, and a card-points payment written 10 for 5.",
        ),
        "11-toutkprzy-known-take-sitter": dict(
            seed=1111,
            first_dealer=0,
            wants=["plain", "plain", "tout+kprzy", "plain", "plain", "kult"],
            start_totals=[-130, -20, -45, -60],
            hidden={"pagat_pool": 120, "king_pool": 135},
            faults="TAKE_AND_SITTER_REFILL",
            desc="Faults late: a king ultimo takes the king pool (known since the Tout+przydupek) "
            "written 5 short, and the sitter's refill written 15.",
        ),
        "12-kultkprzy-klost-take": dict(
            seed=1212,
            first_dealer=2,
            wants=["plain", "kult+kprzy", "plain", "plain", "kult"],
            start_totals=[-85, -40, 15, -110],
            hidden={"pagat_pool": 80, "king_pool": 140},
            faults="KLOST_POOL_AND_TAKE",
            desc="Faults late: a king_lost into the known king pool written 10 (5 due), and the "
            "later king ultimo's take written 10 over what the pool then held (15 over the "
            "rules' content).",
        ),
        "13-lasttrick-sitter-total": dict(
            seed=1313,
            first_dealer=1,
            wants=["plain", "kult", "plain", "plain", "plain", "plain", "plain"],
            start_totals=[-5, -95, -70, -60],
            hidden={"pagat_pool": 105, "king_pool": 125},
            totals=True,
            faults="LASTTRICK_AND_TOTAL",
            desc="Faults late: a last_trick payment written 15, and the sitter's running total 20 off.",
        ),
        "14-unknown-take-sitter-refill": dict(
            seed=1414,
            first_dealer=3,
            wants=["plain", "plain", "plain", "plain", "plain", "pult"],
            start_totals=[-50, -80, -35, -100],
            hidden={"pagat_pool": 115, "king_pool": 150},
            faults="SITTER_REFILL_AFTER_UNKNOWN",
            desc="Faults late: at a pagat ultimo of the unknown pagat pool (its take not judged) "
            "one seat's 45 to the winner written 40, and the sitter's refill written 10.",
        ),
    }


def pick_faults(name, spec):
    """Turn a symbolic fault plan into concrete (deal, tag, new) entries after a dry run."""
    plan = spec.pop("faults")
    dry = build(name, dict(spec))
    last = len(spec["wants"]) - 1
    dd = dry["deals"][last]
    d, sitter = dd["dealer"], dd["sitter"]
    # recover the tags of the last deal by re-running settle deterministically
    rng = random.Random(spec["seed"])
    sess = Session(spec["start_totals"], spec["hidden"])
    tags = None
    for i, want in enumerate(spec["wants"]):
        dealer = (spec["first_dealer"] + i) % 4
        sim = find_deal(rng, dealer, want)
        ev, notes = settle(sess, sim, (dealer + 1) % 4)
        net = apply(sess, ev)
        for p, v in net.items():
            if p in sess.pool:
                sess.pool[p] += v
        tags = notes["tags"], ev, sim
    tagmap, ev, sim = tags
    f = []
    active = sim["active"]
    if plan == "KLOST_AND_SITTER_REFILL":
        kl = sorted(
            [t for t in tagmap if t.startswith("klost_") and not t.endswith("pool")], key=lambda t: tagmap[t]
        )
        f.append((last, kl[-1], 10))
        f.append((last, f"refill_king_pool_{sitter}", 15))
    elif plan == "TAKE_AND_TOTAL":
        amt = ev[tagmap["take_king_pool"]]["amount"]
        f.append((last, "take_king_pool", amt - 10))
        w = ev[tagmap["take_king_pool"]]["to"]
        other = [s for s in range(4) if s != w][0]
        f.append((last, f"total_{other}", 10))
    elif plan == "SITTER_REFILL_AND_TOTAL":
        f.append((last, f"refill_pagat_pool_{sitter}", 25))
        w = ev[tagmap["take_pagat_pool"]]["to"]
        other = [s for s in active if s != w][0]
        f.append((last, f"total_{other}", -5))
    elif plan == "TAKE_AND_CP":
        amt = ev[tagmap["take_pagat_pool"]]["amount"]
        f.append((last, "take_pagat_pool", amt + 20))
        cps = [t for t in tagmap if t.startswith("cp_") and ev[tagmap[t]]["amount"] == 5]
        assert cps, "need a 5 card-points payment"
        f.append((last, cps[0], 10))
    elif plan == "TAKE_AND_SITTER_REFILL":
        amt = ev[tagmap["take_king_pool"]]["amount"]
        f.append((last, "take_king_pool", amt - 5))
        f.append((last, f"refill_king_pool_{sitter}", 15))
    elif plan == "KLOST_POOL_AND_TAKE":
        kl = sorted(
            [t for t in tagmap if t.startswith("klost_") and t.endswith("pool")], key=lambda t: tagmap[t]
        )
        assert kl, "need a king lost in the last deal"
        f.append((last, kl[-1], 10))
        amt = ev[tagmap["take_king_pool"]]["amount"]
        f.append((last, "take_king_pool", amt + 15))
    elif plan == "LASTTRICK_AND_TOTAL":
        lt = [t for t in tagmap if t.startswith("last_")]
        f.append((last, lt[0], 15))
        f.append((last, f"total_{sitter}", 20))
    elif plan == "SITTER_REFILL_AFTER_UNKNOWN":
        uo = sorted([t for t in tagmap if t.startswith("ult_")], key=lambda t: tagmap[t])
        f.append((last, uo[-1], 40))
        f.append((last, f"refill_pagat_pool_{sitter}", 10))
    spec["faults"] = f
    return spec


def main():
    results = []
    for name, spec in SPECS.items():
        base = spec["seed"]
        for k in range(200):
            spec["seed"] = base + 1000 * k
            try:
                results.append(build(name, spec))
                break
            except AssertionError:
                continue
        else:
            raise RuntimeError(name)
    for name, spec0 in faulted().items():
        for k in range(200):
            spec = dict(spec0)
            spec["seed"] = spec0["seed"] + 1000 * k
            try:
                spec = pick_faults(name, spec)
                results.append(build(name, spec))
                break
            except (AssertionError, IndexError):
                continue
        else:
            raise RuntimeError(name)
    (OUT / "_expected_figures.txt").write_text(json.dumps(results, indent=1) + "\n")
    for r in results:
        print(r["file"], r["violations"])


if __name__ == "__main__":
    main()
