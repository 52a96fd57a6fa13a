"""Generate the ulti-spec2 transcripts from model.py (no engine code used).

Run: python gen.py  -> writes NN-*.json and figures.md (expected figures per file).
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from model import (  # noqa: E402
    DECK,
    Deal,
    deal_random,
    legal,
    net,
    new_rng,
    points,
    pol_greedy,
    strength,
    suit,
)

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Anna", "Béla", "Csilla"]
FIG = []


def low_discard(hand, trump, n=2, avoid=()):
    """The n weakest cards that are not trumps, not A/10, not in avoid."""
    c = [x for x in hand if suit(x) != trump and points(x) == 0 and x not in avoid]
    c.sort(key=lambda x: strength(x, trump))
    if len(c) < n:
        more = [x for x in hand if suit(x) != trump and x not in c and x not in avoid]
        more.sort(key=lambda x: strength(x, trump))
        c += more
    assert len(c) >= n, hand
    return c[:n]


def high_discard(hand, n=2):
    c = sorted(hand, key=lambda x: -strength(x, None))
    return c[:n]


def pay_events(pays):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pays]


def deal_json(d, extra):
    return {"dealer": d.dealer, "hands": d.dealt, "events": d.events + extra}


def write(name, deals, desc, rules=None, start=None):
    tr = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"}}
    tr["players"] = PLAYERS
    if start:
        tr["start"] = start
    tr["meta"] = {"round": "ulti-spec2", "description": desc}
    tr["deals"] = deals
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")


def fig(name, text):
    FIG.append("## " + name + "\n" + text + "\n")


def search(fn, tries=20000):
    for seed in range(tries):
        r = fn(seed)
        if r is not None:
            return r
    raise SystemExit("no seed for " + fn.__name__)


def sane(d, pays, allow=()):
    """Reject edge cases the scenario does not mean to test."""
    o = d.o
    if o["decl"] == o["defs"]:
        return False
    if "def100" not in allow and d.trump and o["defs"] - o["discard_pts"] >= 100:
        return False
    reasons = {p[3] for p in pays}
    for r in ("silent-100", "silent-ulti", "silent-durchmarsch"):
        if r in reasons and r not in allow:
            return False
    return True


def describe(d, pays):
    o = d.o
    return (
        f"declarer seat {d.declarer}, goals {d.goals}, red {d.red}, trump {d.trump}; "
        f"tricks {o['ntr']}, trick points {o['tp']}, discard points {o['discard_pts']}, "
        f"marriages {d.marr}; declarer side {o['decl']} vs defenders {o['defs']}; "
        f"won {d.won}; payments {pays}; net {net(pays)}"
    )


# --------------------------------------------------------------------------- 01
def s01(seed):
    rng = new_rng(seed)
    rig = {1: ["AS", "10S", "KS", "QS", "JS", "AD", "10C"], 2: ["KH", "QH"]}
    h = deal_random(rng, 0, rig)
    d = Deal(0, h)
    d.bid(1, ["party"], discard=["AD", "10C"])
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.setup_play("S")
    d.play(pol_greedy(rng))
    pays = d.settle()
    if not (d.won["party"] and d.marr[2] and d.marr[1] and sane(d, pays)):
        return None
    return d, pays


# --------------------------------------------------------------------------- 02
def s02b(seed):
    rng = new_rng(seed)
    h0 = deal_random(rng, 0)
    d0 = Deal(0, h0)
    d0.bid(1, ["party"], discard=low_discard(h0[1], "S"))
    d0.pass_(2)
    d0.pass_(0)
    d0.pass_(1)
    d0.events.append({"type": "call", "seat": 1, "call": "fold"})
    pays0 = [(1, 0, 2, "fold"), (1, 2, 2, "fold")]
    rig = {0: ["KS", "QS", "AH", "10H", "KH"]}
    h1 = deal_random(rng, 1, rig)
    d1 = Deal(1, h1)
    d1.bid(2, ["party"], discard=low_discard(h1[2], "C"))
    hand0 = d1.hands[0] + d1.talon
    d1.bid(0, ["20-100"], red=True, discard=low_discard(hand0, "H", avoid=("KS", "QS")))
    d1.pass_(1)
    d1.pass_(2)
    d1.pass_(0)
    d1.setup_play("H")
    d1.play(pol_greedy(rng))
    pays1 = d1.settle()
    if d1.won["20-100"] or not sane(d1, pays1):
        return None
    return d0, pays0, d1, pays1


# --------------------------------------------------------------------------- 03
def s03(seed):
    rng = new_rng(seed)
    rig = {0: ["7H", "AH", "10H", "KH", "QH", "JH"]}
    h = deal_random(rng, 1, rig)
    d = Deal(1, h)
    d.bid(2, ["party"], discard=low_discard(h[2], "C"))
    hand0 = d.hands[0] + d.talon
    d.bid(0, ["ulti"], red=True, discard=low_discard(hand0, "H"))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.setup_play("H")
    dbl = {1: [{"target": "ulti", "level": 2}]}
    d.play(pol_greedy(rng), doubles=dbl, after_first=[(0, {"target": "ulti", "level": 4})])
    pays = d.settle(contra={"ulti": {1: 4, 2: 4}})
    if not (d.won["ulti"] and sane(d, pays)):
        return None
    return d, pays


# --------------------------------------------------------------------------- 04
def s04(seed):
    rng = new_rng(seed)
    rig = {0: ["7C", "AC", "JC", "9C"]}
    h = deal_random(rng, 2, rig)
    d = Deal(2, h)
    d.bid(0, ["ulti"], discard=low_discard(h[0], "C"))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.setup_play("C")
    d.play(pol_greedy(rng), doubles={2: [{"target": "ulti", "level": 2}]})
    pays = d.settle(contra={"ulti": {0: 2, 1: 2, 2: 2}})
    o = d.o
    if d.won["ulti"] or o["seven_by"] != 0 or not sane(d, pays):
        return None
    return d, pays


# --------------------------------------------------------------------------- 05
def s05(seed):
    rng = new_rng(seed)
    rig = {2: ["KD", "QD", "AD", "10D", "JD", "AS", "AC"]}
    h = deal_random(rng, 0, rig)
    d = Deal(0, h)
    d.bid(1, ["party"], discard=low_discard(h[1], "S"))
    d.pass_(2)
    d.bid(0, ["party"], red=True, discard=low_discard(d.hands[0] + d.talon, "H"))
    d.pass_(1)
    d.bid(2, ["40-100"], discard=low_discard(d.hands[2] + d.talon, "D"))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.setup_play("D")
    d.play(pol_greedy(rng))
    pays = d.settle()
    if not (d.won["40-100"] and sane(d, pays)) or d.o["ntr"][2] == 10:
        return None
    return d, pays


# --------------------------------------------------------------------------- 06
def s06(seed):
    rng = new_rng(seed)
    rig = {1: ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "AH", "AD"]}
    h = deal_random(rng, 0, rig)
    d0 = Deal(0, h)
    rest = [c for c in h[1] if c not in rig[1]]
    d0.bid(1, ["ulti", "durchmarsch"], discard=rest)
    d0.pass_(2)
    d0.pass_(0)
    d0.pass_(1)
    d0.setup_play("S")
    d0.play(pol_greedy(rng))
    p0 = d0.settle()
    if not (d0.won["ulti"] and d0.won["durchmarsch"]):
        return None
    # deal 1: rebetli by seat 2 (dealer 1)
    rig1 = {2: ["7H", "8H", "7D", "8D", "7S", "8S", "7C", "8C", "9C", "9S"]}
    h1 = deal_random(rng, 1, rig1)
    d1 = Deal(1, h1)
    d1.bid(2, ["rebetli"], discard=high_discard(h1[2]))
    d1.pass_(0)
    d1.pass_(1)
    d1.pass_(2)
    d1.setup_play(None)
    d1.play(pol_greedy(rng, declarer_high=False))
    p1 = d1.settle()
    if not d1.won["rebetli"]:
        return None
    # deal 2: party by seat 0 (dealer 2): silent durchmarsch
    rig2 = {0: ["AC", "10C", "KC", "JC", "9C", "8C", "7C", "AH", "AD", "AS"]}
    h2 = deal_random(rng, 2, rig2)
    d2 = Deal(2, h2)
    rest2 = [c for c in h2[0] if c not in rig2[0]]
    d2.bid(0, ["party"], discard=rest2)
    d2.pass_(1)
    d2.pass_(2)
    d2.pass_(0)
    d2.setup_play("C")
    d2.play(pol_greedy(rng))
    p2 = d2.settle()
    if d2.o["ntr"][0] != 10 or not sane(d2, p2, allow=("silent-durchmarsch",)):
        return None
    if any(d2.marr):
        return None
    return d0, p0, d1, p1, d2, p2


# --------------------------------------------------------------------------- 07
def s07(seed):
    rng = new_rng(seed)
    rig = {0: ["7H", "8H", "7D", "8D", "7S", "8S", "7C", "8C"]}
    h = deal_random(rng, 1, rig)
    d = Deal(1, h)
    d.bid(2, ["ulti"], discard=low_discard(h[2], "C"))
    d.bid(0, ["betli"], discard=high_discard(d.hands[0] + d.talon))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.setup_play(None)
    d.play(pol_greedy(rng, declarer_high=False), doubles={1: [{"target": "betli", "level": 2}]})
    pays = d.settle(contra={"betli": {1: 2}})
    if not d.won["betli"]:
        return None
    return d, pays


# --------------------------------------------------------------------------- 08
def s08(seed):
    rng = new_rng(seed)
    rig = {2: ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "AH", "AD"]}
    h = deal_random(rng, 2, rig)
    d = Deal(2, h)
    d.bid(0, ["betli"], discard=high_discard(h[0]))
    d.bid(1, ["rebetli"], discard=high_discard(d.hands[1] + d.talon))
    d.bid(2, ["redurchmarsch"], discard=list(d.talon))
    d.pass_(0)
    d.pass_(1)
    d.bid(2, ["open-durchmarsch"], discard=list(d.talon))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.setup_play(None)
    d.play(pol_greedy(rng))
    pays = d.settle()
    if not d.won["open-durchmarsch"]:
        return None
    return d, pays


# --------------------------------------------------------------------------- 09
def s09(seed):
    rng = new_rng(seed)
    h = deal_random(rng, 0)
    d = Deal(0, h)
    d.bid(1, ["open-betli"], discard=high_discard(h[1]))
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.setup_play(None)
    d.play(pol_greedy(rng, declarer_high=False))
    pays = d.settle()
    if d.won["open-betli"] or d.o["ntr"][1] > 2:
        return None
    return d, pays


# --------------------------------------------------------------------------- 10
def s10(seed):
    rng = new_rng(seed)
    rig = {2: ["KD", "QD", "AD", "10D", "JD", "9D", "AC", "10C", "AH", "10H"]}
    h = deal_random(rng, 1, rig)
    d = Deal(1, h)
    d.bid(2, ["party"], discard=low_discard(h[2], "D"))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.setup_play("D")
    d.play(pol_greedy(rng))
    pays = d.settle()
    if "silent-100" not in {p[3] for p in pays} or d.o["ntr"][2] == 10:
        return None
    if not sane(d, pays, allow=("silent-100",)):
        return None
    return d, pays


# --------------------------------------------------------------------------- 11
def s11(seed):
    rng = new_rng(seed)
    rig = {0: ["AS", "10S", "KS", "AH", "AD"]}
    h = deal_random(rng, 2, rig)
    d = Deal(2, h)
    d.bid(0, ["party"], discard=low_discard(h[0], "S"))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.setup_play("S")

    def pol(deal, seat, lg, trick):
        # a defender holding 7S keeps it for the last trick when allowed
        if seat != deal.declarer and "7S" in lg and len(lg) > 1:
            lg = [c for c in lg if c != "7S"]
        if seat == deal.declarer and "AS" in lg and len(lg) > 1:
            lg = [c for c in lg if c != "AS"]
        return pol_greedy(rng)(deal, seat, lg, trick)

    d.play(pol)
    pays = d.settle()
    sb = d.o["seven_by"]
    if sb is None or sb == 0 or d.o["last_winner"] == sb:
        return None
    if not sane(d, pays, allow=("silent-ulti",)):
        return None
    return d, pays


# --------------------------------------------------------------------------- faults
def fault_policy(rng, kind, after=2, declarer_high=True):
    state = {"done": False}
    base = pol_greedy(rng, declarer_high)

    def p(deal, seat, lg, trick):
        t = len(deal.tricks) if hasattr(deal, "tricks") else 0
        hand = deal.hands[seat]
        if not state["done"] and t >= after and trick:
            led = suit(trick[0])
            tr = deal.trump
            if kind == "revoke" and seat != deal.declarer and any(suit(c) == led for c in hand):
                bad = [c for c in hand if suit(c) != led and suit(c) != tr]
                if bad:
                    state["done"] = True
                    return sorted(bad)[0]
            if kind == "notrump" and seat != deal.declarer and tr and not any(suit(c) == led for c in hand):
                if any(suit(c) == tr for c in hand):
                    bad = [c for c in hand if suit(c) != tr]
                    if bad:
                        state["done"] = True
                        return sorted(bad)[0]
            if kind == "overtake" and seat == deal.declarer:
                full = legal(hand, trick, tr)
                same = [c for c in hand if suit(c) == led]
                under = [c for c in same if c not in full]
                if under and set(full) <= set(same):
                    state["done"] = True
                    return sorted(under, key=lambda c: strength(c, tr))[0]
        if kind == "seven" and not state["done"] and seat == deal.declarer and t >= after:
            seven = "7" + deal.trump
            full = legal(hand, trick, deal.trump)
            if seven in full and len(full) > 1:
                state["done"] = True
                return seven
        return base(deal, seat, lg, trick)

    p.state = state
    return p


def s12(seed):
    rng = new_rng(seed)
    h = deal_random(rng, 1)
    d = Deal(1, h)
    d.bid(2, ["party"], discard=low_discard(h[2], "C"))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.setup_play("C")
    if d.marr[0] or d.marr[1]:
        return None
    d.play(pol_greedy(rng), fake_declare=(0, [{"kind": "marriage", "points": 20}]))
    return d, None


def s13(seed):
    rng = new_rng(seed)
    h = deal_random(rng, 2)
    d = Deal(2, h)
    d.bid(0, ["party"], discard=low_discard(h[0], "C"))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.setup_play("C")
    p = fault_policy(rng, "revoke")
    d.play(p)
    if len(d.fault_events) != 1:
        return None
    return d, None


def s14(seed):
    rng = new_rng(seed)
    rig = {0: ["KS", "QS", "AD", "10D", "KD", "QD"]}
    h = deal_random(rng, 0, rig)
    d = Deal(0, h)
    d.bid(1, ["party"], discard=low_discard(h[1], "C"))
    d.pass_(2)
    d.bid(0, ["20-100"], discard=low_discard(d.hands[0] + d.talon, "D", avoid=("KS", "QS")))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.setup_play("D")
    p = fault_policy(rng, "notrump", after=1, declarer_high=False)
    d.play(p)
    if len(d.fault_events) != 1:
        return None
    return d, None


def s15(seed):
    rng = new_rng(seed)
    h = deal_random(rng, 1)
    d = Deal(1, h)
    d.bid(2, ["betli"], discard=high_discard(h[2]))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.setup_play(None)
    p = fault_policy(rng, "overtake", after=1, declarer_high=False)
    d.play(p)
    if len(d.fault_events) != 1:
        return None
    return d, None


def s16(seed):
    rng = new_rng(seed)
    rig = {1: ["7S", "AS", "10S", "KS", "JS"]}
    h = deal_random(rng, 0, rig)
    d = Deal(0, h)
    d.bid(1, ["ulti"], discard=low_discard(h[1], "S"))
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.setup_play("S")
    p = fault_policy(rng, "seven", after=4)
    d.play(p)
    if len(d.fault_events) != 1:
        return None
    return d, None


def s17b(seed):
    rng = new_rng(seed)
    rig = {0: ["KS", "QS", "AS", "10S", "JS", "7S"]}
    h = deal_random(rng, 2, rig)
    d = Deal(2, h)
    d.bid(0, ["betli"], discard=high_discard([c for c in h[0] if c not in rig[0]]))
    d.bid(1, ["ulti"], discard=low_discard(d.hands[1] + d.talon, "C"))
    bad = len(d.events) - 1
    d.bid(2, ["40-100", "ulti"], discard=low_discard(d.hands[2] + d.talon, "S", avoid=()))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    # leaves trumps: the 7 of trumps is in Anna's hand, not in the talon the declarer laid away
    d.setup_play("S")
    d.play(pol_greedy(rng))
    d.fault_events = [bad]
    return d, None


def s18(seed):
    rng = new_rng(seed)
    h = deal_random(rng, 2)
    d = Deal(2, h)
    d.bid(0, ["party"], red=True, discard=low_discard(h[0], "H"))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.setup_play("H")
    d.play(pol_greedy(rng))
    # find a trick (3rd or later) led with an ace, both followers following suit
    base = None
    plays = [i for i, e in enumerate(d.events) if e["type"] == "play"]
    for t in range(2, 10):
        idx = plays[3 * t : 3 * t + 3]
        cards = [d.events[i]["card"] for i in idx]
        if cards[0][0] == "A" and all(suit(c) == suit(cards[0]) for c in cards):
            base = idx
            break
    if base is None:
        return None
    a, b = base[1], base[2]
    d.events[a], d.events[b] = d.events[b], d.events[a]
    d.fault_events = [a]
    return d, None


def main():
    out = {}
    d, p = search(s01)
    write(
        "01-party-marriages.json",
        [deal_json(d, pay_events(p))],
        "Party, leaves trumps; marriages both sides; declarer laid away AD and 10C (points to the defenders).",
    )
    fig("01", describe(d, p))
    out["01"] = d

    d0, p0, d1, p1 = search(s02b)
    n0, n1 = net(p0), net(p1)
    start = [10, -3, -7]
    t0 = [start[i] + n0[i] for i in range(3)]
    t1 = [t0[i] + n1[i] for i in range(3)]
    ev0 = [{"type": "score", "party": i, "points": n0[i]} for i in range(3)]
    ev0 += [{"type": "total", "party": i, "points": t0[i]} for i in range(3)]
    ev1 = [{"type": "score", "party": i, "points": n1[i]} for i in range(3)]
    bad_total = list(t1)
    bad_total[2] += 2
    ev1 += [{"type": "total", "party": i, "points": bad_total[i]} for i in range(3)]
    dj1 = deal_json(d1, ev1)
    wrong_idx = len(d1.events) + 3 + 2
    write(
        "02-session-fold-red-20-100-wrong-total.json",
        [deal_json(d0, ev0), dj1],
        "Deal 0: party folded (2 to each defender). Deal 1: red 20-100 lost. Csilla's running total after deal 1 is written 2 too high.",
        start={"totals": start},
    )
    fig(
        "02",
        f"deal0 fold payments {p0} net {n0} totals {t0}\ndeal1 {describe(d1, p1)} totals {t1}; written {bad_total}; fault event (1, {wrong_idx})",
    )

    d, p = search(s03)
    write(
        "03-red-ulti-contra-recontra.json",
        [deal_json(d, pay_events(p))],
        "Red ulti; Béla contras the ulti, Anna recontras it after the first trick; ulti made.",
    )
    fig("03", describe(d, p))

    d, p = search(s04)
    write(
        "04-ulti-lost-contra-penalty.json",
        [deal_json(d, pay_events(p))],
        "Ulti (acorns) with a contra on the ulti by Csilla; the 7 of trumps is beaten in the last trick. The 4-point ulti penalty is not doubled by the contra.",
    )
    fig("04", describe(d, p))

    d, p = search(s05)
    write(
        "05-auction-pass-then-bid-40-100.json",
        [deal_json(d, pay_events(p))],
        "Csilla passes, later takes the talon and bids 40-100 over Anna's red party; 40-100 made in bells.",
    )
    fig("05", describe(d, p))

    r = search(s06)
    d0, p0, d1, p1, d2, p2 = r
    write(
        "06-session-ulti-durchmarsch-rebetli-silent-durchmarsch.json",
        [deal_json(d0, pay_events(p0)), deal_json(d1, pay_events(p1)), deal_json(d2, pay_events(p2))],
        "Three deals: ulti+durchmarsch (leaves) made; rebetli made; party (acorns) with all ten tricks (silent durchmarsch added to the party).",
    )
    fig("06", describe(d0, p0) + "\n" + describe(d1, p1) + "\n" + describe(d2, p2))

    d, p = search(s07)
    write(
        "07-betli-over-ulti-contra-one-defender.json",
        [deal_json(d, pay_events(p))],
        "Betli (5, one goal) outbids ulti (5, two goals); only Béla contras the betli, so only Béla's payment is doubled.",
    )
    fig("07", describe(d, p))

    d, p = search(s08)
    write(
        "08-open-durchmarsch-no-trumps.json",
        [deal_json(d, pay_events(p))],
        "Auction betli, rebetli, redurchmarsch, then the holder raises herself to open durchmarsch; made without trumps (24 each).",
    )
    fig("08", describe(d, p))

    d, p = search(s09)
    pe = pay_events(p)
    wrong = len(d.events) + 1
    pe[1]["amount"] = 10
    write(
        "09-open-betli-lost-wrong-payment.json",
        [deal_json(d, pe)],
        "Open betli lost; Béla's second payment is written 10 instead of 20.",
    )
    fig("09", describe(d, p) + f"\nfault: (0, {wrong}, wrong_payment) recorded 10, expected 20")

    d, p = search(s10)
    n = net(p)
    ev = [{"type": "score", "party": i, "points": n[i]} for i in range(3)]
    write(
        "10-silent-100-scores.json",
        [deal_json(d, ev)],
        "Party (bells) with 100 card points incl. the 40: the silent 100 replaces the party. Score sheet, no payments.",
    )
    fig("10", describe(d, p))

    d, p = search(s11)
    write(
        "11-silent-ulti-defender-fails.json",
        [deal_json(d, pay_events(p))],
        "Party (leaves); a defender plays the 7 of trumps to the last trick and loses it: he pays 4 to each of the other two.",
    )
    fig("11", describe(d, p))

    faults = [
        (
            "12-fault-false-marriage.json",
            s12,
            "Party (acorns); Anna declares a 20 she does not hold.",
            "false marriage",
        ),
        ("13-fault-revoke.json", s13, "Party (acorns); a defender does not follow suit.", "revoke"),
        (
            "14-fault-failure-to-trump-20-100.json",
            s14,
            "20-100 (bells); a defender void in the led suit discards although holding trumps.",
            "failure to trump",
        ),
        (
            "15-fault-betli-failure-to-overtake.json",
            s15,
            "Betli; the declarer follows under the winning card although holding a card that beats it.",
            "failure to overtake",
        ),
        (
            "16-fault-ulti-seven-early.json",
            s16,
            "Ulti (leaves); the declarer plays the 7 of trumps before the last trick while holding other legal cards.",
            "ulti seven played early",
        ),
        (
            "17-fault-bid-not-higher.json",
            s17b,
            "Anna bids betli (5, one goal); Béla then bids ulti (party+ulti, 5, two goals): not higher.",
            "illegal bid",
        ),
        (
            "18-fault-out-of-turn.json",
            s18,
            "Red party; in one trick the third player plays before the second.",
            "out of turn",
        ),
    ]
    for name, fn, desc, kind in faults:
        d, _ = search(fn)
        write(name, [deal_json(d, [])], desc)
        fe = d.fault_events
        ev = d.events[fe[0]]
        extra = ""
        if hasattr(d, "tricks"):
            d.settle()
            extra = "; " + describe(d, [])
        fig(name[:2], f"{kind}: fault events {fe}: {ev}{extra}")

    with open(os.path.join(HERE, "figures.md"), "w", encoding="utf-8") as f:
        f.write("# Figures computed by model.py (blind)\n\n" + "\n".join(FIG))
    assert len(DECK) == 32


if __name__ == "__main__":
    main()
