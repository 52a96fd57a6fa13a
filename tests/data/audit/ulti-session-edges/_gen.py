"""Blind generator for the ulti-session-edges audit round (no validator import).

Multi-deal Ulti sessions written from the source (003_bb2f67de7752728b.txt):
dealer rotation, first bidder each deal, a deal thrown in / redealt, the fold,
payments and running totals, start.totals, a final totals line; and single-edit
variants with exactly one fault each.

Run: python _gen.py [--seed N]   (writes NN-desc.json beside this file and prints
the expected findings table).
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITS = "HDSC"
R_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low with trumps
R_NOTRUMP = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low without
DECK = [r + s for s in SUITS for r in R_TRUMP]
PLAYERS = ["Anna", "Béla", "Csilla"]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = R_TRUMP if trump else R_NOTRUMP
    return len(order) - order.index(rank(c))


def beats(a, b, led, trump):
    """True if card a beats card b (b currently winning, led suit `led`)."""
    if trump:
        if suit(a) == trump and suit(b) != trump:
            return True
        if suit(a) == trump and suit(b) == trump:
            return strength(a, trump) > strength(b, trump)
        if suit(b) == trump:
            return False
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False


def winner_of(trick, trump):
    led = suit(trick[0][1])
    best = trick[0]
    for sc in trick[1:]:
        if beats(sc[1], best[1], led, trump):
            best = sc
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    w = winner_of(trick, trump)[1]
    follow = [c for c in hand if suit(c) == led]
    if follow:
        up = [c for c in follow if beats(c, w, led, trump)]
        return up or follow
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            up = [c for c in tr if beats(c, w, led, trump)]
            return up or tr
    return list(hand)


def points(c):
    return 10 if rank(c) in ("A", "10") else 0


def has_marriage(hand):
    return any(("K" + s) in hand and ("Q" + s) in hand for s in SUITS)


class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def deal_cards(self, dealer):
        fb = (dealer + 1) % 3
        for _ in range(10000):
            cards = DECK[:]
            self.rng.shuffle(cards)
            hands = [None, None, None]
            hands[fb] = cards[:12]
            hands[(fb + 1) % 3] = cards[12:22]
            hands[(fb + 2) % 3] = cards[22:32]
            yield hands

    def play(self, hands, declarer, trump, ev):
        """Random legal play of ten tricks, appended to ev. Returns tricks list."""
        h = [list(x) for x in hands]
        leader = declarer
        tricks = []
        for _t in range(10):
            trick = []
            for k in range(3):
                s = (leader + k) % 3
                c = self.rng.choice(legal(h[s], trick, trump))
                h[s].remove(c)
                trick.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            w = winner_of(trick, trump)[0]
            tricks.append((trick, w))
            leader = w
        return tricks

    def make_deal(self, dealer, kind, want=None):
        """kind: party | redparty | betli_over | fold | allpass | redeal."""
        fb = (dealer + 1) % 3
        for hands in self.deal_cards(dealer):
            res = self._try(dealer, fb, hands, kind)
            if res is None:
                continue
            if want is not None and res["won"] != want:
                continue
            return res
        raise RuntimeError("no deal")

    def _discard(self, hand):
        # two low cards without points (any two are allowed; this just keeps talon points low)
        low = sorted(hand, key=lambda c: (points(c), strength(c, None)))
        return low[:2]

    def _try(self, dealer, fb, hands, kind):
        ev = []
        dealt = [list(x) for x in hands]
        cur = [list(x) for x in hands]
        s1, s2 = (fb + 1) % 3, (fb + 2) % 3
        if kind == "redeal":
            ev.append({"type": "redeal", "seat": fb, "reason": "card_exposed"})
            return {"dealer": dealer, "hands": dealt, "events": ev, "net": [0, 0, 0],
                    "pay": [], "won": None, "declarer": None, "kind": kind}
        d1 = self._discard(cur[fb])
        for c in d1:
            cur[fb].remove(c)
        ev.append({"type": "discard", "seat": fb, "cards": d1})
        if kind == "allpass":
            ev.append({"type": "bid", "seat": fb, "bid": "pass"})
            ev.append({"type": "bid", "seat": s1, "bid": "pass"})
            ev.append({"type": "bid", "seat": s2, "bid": "pass"})
            return {"dealer": dealer, "hands": dealt, "events": ev, "net": [0, 0, 0],
                    "pay": [], "won": None, "declarer": None, "kind": kind}
        red = kind == "redparty"
        ev.append({"type": "bid", "seat": fb, "bid": {"goals": ["party"], "red": red}})
        if kind == "betli_over":
            decl = s1
            cur[s1] += d1
            ev.append({"type": "take", "seat": s1, "cards": list(d1)})
            # betli: lay away the two highest cards
            hi = sorted(cur[s1], key=lambda c: -strength(c, None))[:2]
            for c in hi:
                cur[s1].remove(c)
            ev.append({"type": "discard", "seat": s1, "cards": hi})
            ev.append({"type": "bid", "seat": s1, "bid": {"goals": ["betli"], "red": False}})
            ev.append({"type": "bid", "seat": s2, "bid": "pass"})
            ev.append({"type": "bid", "seat": fb, "bid": "pass"})
            ev.append({"type": "bid", "seat": s1, "bid": "pass"})
            tricks = self.play(cur, decl, None, ev)
            won = all(w != decl for _, w in tricks)
            value = 5
            reason = "betli"
        else:
            decl = fb
            ev.append({"type": "bid", "seat": s1, "bid": "pass"})
            ev.append({"type": "bid", "seat": s2, "bid": "pass"})
            ev.append({"type": "bid", "seat": fb, "bid": "pass"})
            if red:
                trump = "H"
            else:
                counts = {s: sum(1 for c in cur[fb] if suit(c) == s) for s in "DSC"}
                trump = max(counts, key=lambda s: (counts[s], s))
                ev.append({"type": "announce", "seat": fb,
                           "items": [{"kind": "trump", "suit": trump}]})
            if kind == "fold":
                ev.append({"type": "call", "seat": fb, "call": "fold"})
                pay = [(fb, s1, 2, "fold"), (fb, s2, 2, "fold")]
                net = [0, 0, 0]
                net[fb] -= 4
                net[s1] += 2
                net[s2] += 2
                return {"dealer": dealer, "hands": dealt, "events": ev, "net": net,
                        "pay": pay, "won": False, "declarer": fb, "kind": kind}
            # no marriage anywhere: no 20/40 to declare, no silent 100 possible
            if any(has_marriage(x) for x in cur):
                return None
            tricks = self.play(cur, decl, trump, ev)
            last_trick, last_w = tricks[-1]
            if any(c == "7" + trump for _, c in last_trick):
                return None  # silent ulti (won or lost) out of scope
            ws = {w == decl for _, w in tricks}
            if len(ws) == 1:
                return None  # silent durchmarsch out of scope
            dp = sum(points(c) for tr, w in tricks if w == decl for _, c in tr)
            if last_w == decl:
                dp += 10
            if dp == 45:
                return None
            won = dp > 90 - dp
            value = 2 if red else 1
            reason = "party"
        others = [s for s in range(3) if s != decl]
        pay = []
        net = [0, 0, 0]
        for o in others:
            if won:
                pay.append((o, decl, value, reason))
            else:
                pay.append((decl, o, value, reason))
        for f, t, a, _r in pay:
            net[f] -= a
            net[t] += a
        return {"dealer": dealer, "hands": dealt, "events": ev, "net": net, "pay": pay,
                "won": won, "declarer": decl, "kind": kind}


def session(gen, dealers_kinds, start=None, totals="each", scores=False):
    """Build a transcript. totals: 'each' | 'final' | 'none'."""
    run = list(start) if start else [0, 0, 0]
    deals = []
    n = len(dealers_kinds)
    for i, (dealer, kind, *want) in enumerate(dealers_kinds):
        d = gen.make_deal(dealer, kind, want[0] if want else None)
        ev = d["events"]
        for f, t, a, r in d["pay"]:
            ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
        if scores and d["pay"]:
            for s in range(3):
                ev.append({"type": "score", "party": s, "points": d["net"][s]})
        run = [run[s] + d["net"][s] for s in range(3)]
        if totals == "each" or (totals == "final" and i == n - 1):
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": run[s]})
        deals.append({"dealer": d["dealer"], "hands": d["hands"], "events": ev})
    t = {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"},
         "players": PLAYERS}
    if start is not None:
        t["start"] = {"totals": list(start)}
    t["deals"] = deals
    return t


def find(deal, **kw):
    for i, e in enumerate(deal["events"]):
        if all(e.get(k) == v for k, v in kw.items()):
            return i
    raise KeyError(kw)


def main():
    seed = 20261201
    if "--seed" in sys.argv:
        seed = int(sys.argv[sys.argv.index("--seed") + 1])
    gen = Gen(seed)
    out = {}
    exp = {}

    # 01: fresh session, first dealer chosen freely (seat 2), rotation 2,0,1,2; totals each deal
    base1 = session(gen, [(2, "party"), (0, "betli_over"), (1, "redparty"), (2, "party")])
    base1["meta"] = {"description": "Clean: four deals, dealer 2,0,1,2 (each next seat in order of play), first bidder dealer+1, payments and totals after each deal."}
    out["01-clean-rotation"] = base1
    exp["01-clean-rotation"] = []

    # 02: mid-session, start.totals, score lines, a fold in the middle
    base2 = session(gen, [(1, "party"), (2, "fold"), (0, "redparty")], start=[7, -3, -4],
                    scores=True)
    base2["meta"] = {"description": "Clean: a record taken up mid-session (start.totals), dealer 1,2,0, a folded plain party in deal 1, payments, per-deal score lines and totals."}
    out["02-clean-midsession-fold"] = base2
    exp["02-clean-midsession-fold"] = []

    # 03: six deals (two full rotations), totals each deal
    base3 = session(gen, [(0, "party"), (1, "redparty"), (2, "betli_over"), (0, "fold"),
                          (1, "party"), (2, "party")])
    base3["meta"] = {"description": "Clean: six deals, dealer 0,1,2,0,1,2, a fold in deal 3, totals after each deal."}
    out["03-clean-two-rotations"] = base3
    exp["03-clean-two-rotations"] = []

    # 04: payments each deal, one final totals line
    base4 = session(gen, [(1, "betli_over"), (2, "party"), (0, "redparty")], totals="final")
    base4["meta"] = {"description": "Clean: three deals with payment records only, and a single totals line at the end of the last deal."}
    out["04-clean-final-totals"] = base4
    exp["04-clean-final-totals"] = []

    # 05: a deal thrown in (redeal) and dealt again by the same dealer
    base5 = session(gen, [(0, "party"), (1, "redeal"), (1, "betli_over"), (2, "party")])
    base5["meta"] = {"description": "A redeal (no rule names one) in deal 1; the same dealer deals deal 2; rotation then continues."}
    out["05-redeal-same-dealer"] = base5
    exp["05-redeal-same-dealer"] = [("W", 1, 0, "redeal_not_in_rules")]

    # 06: as 05 but the rotation moves on after the thrown-in deal
    base6 = session(gen, [(0, "party"), (1, "redeal"), (2, "betli_over"), (0, "party")])
    base6["meta"] = {"description": "A redeal in deal 1; the next seat deals deal 2 (rotation moved on past the thrown-in deal)."}
    out["06-redeal-rotation-moves"] = base6
    exp["06-redeal-rotation-moves"] = [("W", 1, 0, "redeal_not_in_rules")]

    # 07: first bidder passes, everybody passes, nothing played; the next seat deals
    base7 = session(gen, [(2, "party"), (0, "allpass"), (1, "party")])
    base7["meta"] = {"description": "Deal 1: the first bidder lays away two cards and passes, all pass, deal thrown in; next seat deals."}
    out["07-first-bidder-passes"] = base7
    exp["07-first-bidder-passes"] = [(1, 1, "illegal_bid")]

    # 08: base1, deal 2's dealer field written wrong (hands and acts follow the due dealer 1)
    v = copy.deepcopy(base1)
    v["deals"][2]["dealer"] = 0
    v["meta"] = {"description": "01 with deal 2's dealer written 0 (due: 1; hands and bids follow dealer 1)."}
    out["08-wrong-dealer-field"] = v
    exp["08-wrong-dealer-field"] = [(2, None, "wrong_dealer")]

    # 09: base1, deal 3's opening bid written for seat 1 (due first bidder: seat 0)
    v = copy.deepcopy(base1)
    d = v["deals"][3]
    i = find(d, type="bid", seat=0)
    d["events"][i]["seat"] = 1
    v["meta"] = {"description": "01 with deal 3's opening bid written for seat 1; the dealer is 2 so seat 0 bids first (seat 0 laid the two cards away)."}
    out["09-wrong-first-bidder"] = v
    exp["09-wrong-first-bidder"] = [(3, i, "out_of_turn")]

    # 10: base1, one running total wrong (deal 1, seat 0, +2)
    v = copy.deepcopy(base1)
    d = v["deals"][1]
    i = find(d, type="total", party=0)
    d["events"][i]["points"] += 2
    v["meta"] = {"description": "01 with deal 1's running total of seat 0 two too high; later totals right."}
    out["10-wrong-running-total"] = v
    exp["10-wrong-running-total"] = [(1, i, "wrong_total")]

    # 11: base1, one payment wrong (deal 2, red party, first payment 2 -> 1)
    v = copy.deepcopy(base1)
    d = v["deals"][2]
    i = find(d, type="payment")
    d["events"][i]["amount"] = 1
    v["meta"] = {"description": "01 with deal 2's first red-party payment written 1 instead of 2."}
    out["11-wrong-payment"] = v
    exp["11-wrong-payment"] = [(2, i, "wrong_payment")]

    # 12: base2, deal 0 total of seat 0 written as if start.totals were zero
    v = copy.deepcopy(base2)
    d = v["deals"][0]
    i = find(d, type="total", party=0)
    d["events"][i]["points"] -= 7
    v["meta"] = {"description": "02 with deal 0's total for seat 0 written without its start total of 7."}
    out["12-midsession-total-ignores-start"] = v
    exp["12-midsession-total-ignores-start"] = [(0, i, "wrong_total")]

    # 13: base4, the final totals line wrong for seat 1
    v = copy.deepcopy(base4)
    d = v["deals"][2]
    i = find(d, type="total", party=1)
    d["events"][i]["points"] -= 1
    v["meta"] = {"description": "04 with the final total of seat 1 one too low."}
    out["13-final-total-wrong"] = v
    exp["13-final-total-wrong"] = [(2, i, "wrong_total")]

    # 14: base2, fold payment 2 -> 1 for one defender (score and total lines left as written)
    v = copy.deepcopy(base2)
    d = v["deals"][1]
    i = find(d, type="payment", reason="fold")
    d["events"][i]["amount"] = 1
    v["meta"] = {"description": "02 with one fold payment written 1 instead of 2 (score and total lines as the rules give)."}
    out["14-fold-wrong-payment"] = v
    exp["14-fold-wrong-payment"] = [(1, i, "wrong_payment")]

    # 15: base3, deal 4 really dealt out of rotation by seat 2 (due 1): hands and bids follow
    # dealer 2; deal 5 is dealt by seat 2 as the rotation from deal 3 has it.
    g2 = Gen(seed + 15)
    d4 = g2.make_deal(2, "party")
    v = copy.deepcopy(base3)
    old = v["deals"][4]
    # keep running totals consistent: rebuild deals 4 and 5 events' totals
    ev = d4["events"]
    for f, t, a, r in d4["pay"]:
        ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    prev = [e["points"] for e in v["deals"][3]["events"] if e["type"] == "total"]
    run = [prev[s] + d4["net"][s] for s in range(3)]
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": run[s]})
    v["deals"][4] = {"dealer": 2, "hands": d4["hands"], "events": ev}
    old_net = [0, 0, 0]
    for e in old["events"]:
        if e["type"] == "payment":
            old_net[e["from"]] -= e["amount"]
            old_net[e["to"]] += e["amount"]
    delta = [d4["net"][s] - old_net[s] for s in range(3)]
    for e in v["deals"][5]["events"]:
        if e["type"] == "total":
            e["points"] += delta[e["party"]]
    v["meta"] = {"description": "03 with deal 4 dealt out of rotation by seat 2 (due: 1), its hands and first bid following dealer 2; deal 5 dealt by seat 2 as the rotation from deal 3 has it."}
    out["15-out-of-rotation-deal"] = v
    exp["15-out-of-rotation-deal"] = [(4, None, "wrong_dealer")]

    for name, t in out.items():
        (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    for name in out:
        t = out[name]
        summ = []
        for k, dl in enumerate(t["deals"]):
            bids = [e for e in dl["events"] if e["type"] == "bid"]
            pays = [(e["from"], e["to"], e["amount"], e.get("reason")) for e in dl["events"]
                    if e["type"] == "payment"]
            summ.append(f"d{k}:dealer={dl['dealer']} first={bids[0]['seat'] if bids else '-'} pays={pays}")
        print(f"{name}: {exp[name]}")
        for s in summ:
            print("   ", s)


if __name__ == "__main__":
    main()
