"""reread-rage: transcripts checking Arbiter's Rage against the Czech source, sentence by sentence.

Run: python _gen.py [seed]   (default seed 1; writes NN-*.json beside it, prints the figures for
EXPECTED.md). No validator import: the model below is my own reading of
/work/shared/seeds/001_e7f9d50c98dca0e9.txt.

Model:
- trump: the stock's first colour card (action cards turned are passed over).
- follow: the colour of the trick is that of its first colour card or WILD (its named colour);
  holding a colour card of it, a player must play one; void, anything (another colour, a trump,
  an action card). An action card (WILD included) while able to follow is a fault; so is a
  colour card of another colour (revoke).
- NOTRUMP: no trump in this trick; after it the next colour card of the stock is trump.
- CHANGE: at once the next colour card of the stock is trump, for this trick and the rest.
- WILD(c): highest card of c; of two WILDs of c the later is higher.
- winner: highest trump, else highest of the trick's colour, else (action cards only) the first.
- score: tricks (x2 with the durch variant, a player taking every trick, not in round 10)
  + 5 per PLUS5 - 5 per MINUS5 in own tricks + (10 if bid == tricks else -5).
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
P = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gábina", "Honza", "Ivan"]


def deck():
    d = [c + str(v) for c in COLS for v in range(16)]
    for a, k in ACTIONS.items():
        d += [a] * k
    return d


def col(card):
    return card[0] if card[0] in COLS and card[1:].isdigit() else None


def val(card):
    return int(card[1:])


def play_tricks(n, dealer, tricks, talon, seats=None):
    """tricks: list of lists of (card, named) in play order. Seats follow from the rules
    (first leader: dealer's left; then the winner), unless `seats` (flat list) overrides.
    Returns plays [(seat, card, named)], winners, trumps, per-seat tricks and action points."""
    ptr = [0]
    trumps = []

    def turn():
        while col(talon[ptr[0]]) is None:
            ptr[0] += 1
        t = col(talon[ptr[0]])
        ptr[0] += 1
        trumps.append(t)
        return t

    trump = turn()
    leader = (dealer + 1) % n
    plays, winners = [], []
    won = [0] * n
    act = [0] * n
    k = 0
    for tr in tricks:
        ttrump = trump
        post = False
        led = None
        entries = []
        for i, (card, named) in enumerate(tr):
            s = seats[k] if seats else (leader + i) % n
            k += 1
            plays.append((s, card, named))
            if card == "NOTRUMP":
                ttrump, post = None, True
            elif card == "CHANGE":
                trump = turn()
                if not post:
                    ttrump = trump
            eff = named if card == "WILD" else col(card)
            if led is None and eff:
                led = eff
            entries.append((s, card, eff, i))

        def key(e):
            return (1, e[3]) if e[1] == "WILD" else (0, val(e[1]))

        tt = [e for e in entries if ttrump and e[2] == ttrump]
        if tt:
            w = max(tt, key=key)[0]
        elif led:
            w = max([e for e in entries if e[2] == led], key=key)[0]
        else:
            w = entries[0][0]
        if post:
            trump = turn()
        winners.append(w)
        won[w] += 1
        act[w] += 5 * sum(e[1] == "PLUS5" for e in entries) - 5 * sum(e[1] == "MINUS5" for e in entries)
        leader = w
    return dict(plays=plays, winners=winners, trumps=trumps, won=won, act=act)


def check_follow(n, plays, hands):
    """Returns [(play index, code)] for follow faults, given the full hands."""
    h = [list(x) for x in hands]
    faults = []
    for t0 in range(0, len(plays), n):
        led = None
        for j in range(t0, t0 + n):
            s, card, named = plays[j]
            if led is not None and col(card) != led and any(col(c) == led for c in h[s]):
                faults.append((j, "action_card_while_able_to_follow" if col(card) is None else "revoke"))
            eff = named if card == "WILD" else col(card)
            if led is None and eff:
                led = eff
            h[s].remove(card)
    return faults


def scores(n, r, bids, durch=False, rnd=None):
    out = []
    ntr = len(r["winners"])
    for s in range(n):
        tp = r["won"][s]
        if durch and tp == ntr and rnd != 10:
            tp *= 2
        out.append(tp + r["act"][s] + (10 if bids[s] == r["won"][s] else -5))
    return out


def make_deal(n, dealer, tricks, talon_top, rng, seats=None, extra=None):
    """Hands are the cards each seat plays (plus `extra` cards per seat, never played);
    the stock is talon_top then every other card, shuffled."""
    r = play_tricks(n, dealer, tricks, list(talon_top) + deck(), seats)
    hands = [[] for _ in range(n)]
    for s, c, _ in r["plays"]:
        hands[s].append(c)
    for s, cs in (extra or {}).items():
        hands[s] += cs
    rest = deck()
    for h in hands:
        for c in h:
            rest.remove(c)
    for c in talon_top:
        rest.remove(c)
    rng.shuffle(rest)
    talon = list(talon_top) + rest
    r = play_tricks(n, dealer, tricks, talon, seats)
    for h in hands:
        rng.shuffle(h)
    r["faults"] = check_follow(n, r["plays"], hands)
    return dict(dealer=dealer, hands=hands, talon=talon, r=r)


def plain_round(n, dealer, winners, rng, colours, special=None, reserve=("Y5", "O15", "Y0", "G0")):
    """Tricks whose cards are all of one colour (everyone follows), the winner given.
    special: {trick index: (colour, seat, action card)}: that seat plays the action card (it
    never holds that colour: the colour is used in no other trick)."""
    special = special or {}
    pools = {c: [v for v in range(16) if c + str(v) not in reserve] for c in COLS}
    for c in pools:
        rng.shuffle(pools[c])
    tricks = []
    leader = (dealer + 1) % n
    ci = 0
    for t, w in enumerate(winners):
        if t in special:
            c, aseat, acard = special[t]
        else:
            c, aseat, acard = colours[ci % len(colours)], None, None
            ci += 1
        vals = sorted(pools[c][:n], reverse=True)
        del pools[c][:n]
        order = [(leader + i) % n for i in range(n)]
        cards = {}
        cards[w] = c + str(vals[0])
        rest = vals[1:]
        for s in order:
            if s == w:
                continue
            if s == aseat:
                cards[s] = acard
            else:
                cards[s] = c + str(rest.pop())
        tricks.append([(cards[s], None) for s in order])
        leader = w
    return tricks


def events(n, deal, bids, sc, totals, bid_order=None, bid_where="before", written=None):
    ev = []
    bo = bid_order or [((deal["dealer"] + 1 + i) % n) for i in range(n)]
    bev = [{"type": "bid", "seat": s, "bid": bids[s]} for s in bo]
    if bid_where == "before":
        ev += bev
    for s, c, named in deal["r"]["plays"]:
        e = {"type": "play", "seat": s, "card": c}
        if named:
            e["named"] = named
        ev.append(e)
    if bid_where == "after":
        ev += bev
    w = written or sc
    for s in range(n):
        ev.append({"type": "score", "party": s, "points": w[s]})
    for s in range(n):
        ev.append({"type": "total", "party": s, "points": totals[s]})
    return ev


def write(name, n, rules, deals_ev, start=None, note=""):
    t = {"format": "trick-transcript/1", "game": "rage", "rules": rules, "players": P[:n]}
    if start:
        t["start"] = start
    t["meta"] = {"audit": "reread-rage", "note": note}
    t["deals"] = deals_ev
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)


def session(name, n, rules, rounds, start_round=None, start_totals=None, note="", durch=False):
    """rounds: list of (deal, bids, kwargs for events)."""
    tot = list(start_totals or [0] * n)
    out = []
    print(f"\n### {name} ({n}p, rules {rules}, start {start_round} {start_totals})")
    for di, (deal, bids, kw) in enumerate(rounds):
        rnd = (start_round or 1) + di
        sc = scores(n, deal["r"], bids, durch, rnd)
        w = kw.get("written") or sc
        tot = [a + b for a, b in zip(tot, w)]
        ev = events(n, deal, bids, sc, tot, **kw)
        out.append({"dealer": deal["dealer"], "hands": deal["hands"], "talon": deal["talon"], "events": ev})
        r = deal["r"]
        print(f"deal {di} (round {rnd}, dealer {deal['dealer']}): trumps {r['trumps']} winners {r['winners']} "
              f"won {r['won']} act {r['act']} bids {bids}")
        print(f"   scores {sc} written {w} totals {tot} follow-faults "
              f"{[(j + n if kw.get('bid_where', 'before') == 'before' else j, c) for j, c in r['faults']]}")
    start = None
    if start_round:
        start = {"round": start_round, "totals": start_totals}
    write(name, n, rules, out, start, note)
    return tot


STD = {"preset": "standard"}


def main(seed):
    rng = random.Random(seed)

    # 01 the worked example ("Příklad prvního kola s deseti kartami"): round 1, 4 players.
    # Anička 3 tricks (one with -5), bid 3 -> 8; Bohouš 1 trick with +5, bid 2 -> 1;
    # Katka 2 tricks, bid 2 -> 12; Dalibor 4 tricks, bid 3 -> -1.
    W = [0, 1, 2, 3, 3, 0, 2, 3, 0, 3]
    tr = plain_round(4, 3, W, rng, "RBGY", special={5: ("O", 3, "MINUS5"), 1: ("P", 2, "PLUS5")})
    d = make_deal(4, 3, tr, ["Y5"], rng)
    assert d["r"]["won"] == [3, 1, 2, 4] and not d["r"]["faults"], d["r"]
    session("01-worked-example-4p.json", 4, STD, [(d, [3, 2, 2, 3], {})],
            note="source worked example: 8, 1, 12, -1")

    # 02 the NOTRUMP example: trump red; Y8 (Anička), R4 (Bohouš, trump), NOTRUMP (Katka),
    # Dalibor void in yellow -> Anička. Then the next stock card (past a PLUS5) is green:
    # trick 2 P10 led, R15 (red no longer trump), G1 (new trump) wins.
    tr = [[("Y8", None), ("R4", None), ("NOTRUMP", None), ("B3", None)],
          [("P10", None), ("R15", None), ("G1", None), ("P2", None)]]
    d = make_deal(4, 3, tr, ["R2", "PLUS5", "G5"], rng)
    assert d["r"]["winners"] == [0, 2] and d["r"]["trumps"] == ["R", "G"] and not d["r"]["faults"]
    session("02-notrump-example-4p.json", 4, STD, [(d, [1, 0, 1, 0], {})], 9, [20, 15, 31, 7],
            note="source NOTRUMP example; then the new trump turned past an action card")

    # 03 CHANGE: trump red; B9 led, R15 (void B) , CHANGE -> stock MINUS5 skipped, O4: orange;
    # O0 wins "ani v tomto štychu"; trick 2 orange still trump.
    tr = [[("B9", None), ("R15", None), ("CHANGE", None), ("O0", None)],
          [("Y12", None), ("O1", None), ("Y3", None), ("R14", None)]]
    d = make_deal(4, 2, tr, ["R2", "MINUS5", "O4"], rng)
    assert d["r"]["winners"] == [2, 3] and d["r"]["trumps"] == ["R", "O"] and not d["r"]["faults"]
    session("03-change-this-trick-4p.json", 4, STD, [(d, [0, 1, 1, 0], {})], 9, [11, 4, 25, 30],
            note="CHANGE: the new colour trumps at once, the old one not even in this trick")

    # 04 WILD naming the trump beats trump 15; WILD naming the led colour loses to trump 0.
    # 5 players, round 8 (3 cards), trump blue.
    tr = [[("G8", None), ("B15", None), ("WILD", "B"), ("G3", None), ("G11", None)],
          None, None]
    r0 = play_tricks(5, 4, tr[:1], ["B6"] + deck())
    w0 = r0["winners"][0]
    assert w0 == 2
    # trick 2, Katka leads Y4; Dalibor WILD named Y (void Y); Eva B0 (void Y); Anička Y9; Bohouš Y1
    tr[1] = [("Y4", None), ("WILD", "Y"), ("B0", None), ("Y9", None), ("Y1", None)]
    # winner Eva (B0 trump beats the WILD of yellow); trick 3 Eva leads R7, others R
    tr[2] = [("R7", None), ("R10", None), ("R2", None), ("R12", None), ("R5", None)]
    d = make_deal(5, 4, tr, ["B6"], rng)
    print("04 winners", d["r"]["winners"], d["r"]["plays"])
    assert d["r"]["winners"][:2] == [2, 4] and not d["r"]["faults"], d["r"]
    session("04-wild-trump-order-5p.json", 5, STD, [(d, [0, 1, 1, 0, 1], {})], 8, [9, 14, 3, 22, 17],
            note="WILD named trump beats B15; WILD named the led colour loses to B0")

    # 05 two WILDs of one colour: the later wins; trick led by PLUS5, second card free, the
    # first colour card/WILD sets the colour. 4 players, round 9, trump orange.
    tr = [[("PLUS5", None), ("WILD", "G"), ("G14", None), ("WILD", "G")],
          None]
    r0 = play_tricks(4, 3, tr[:1], ["O6"] + deck())
    assert r0["winners"] == [3]
    tr[1] = [("R3", None), ("R9", None), ("R0", None), ("R1", None)]
    d = make_deal(4, 3, tr, ["O6"], rng)
    assert not d["r"]["faults"], d["r"]
    print("05 winners", d["r"]["winners"])
    session("05-two-wilds-action-lead-4p.json", 4, STD, [(d, [1, 0, 0, 1], {})], 9, [0, 0, 0, 0],
            note="the later WILD of one colour wins; an action lead, the first WILD sets the colour")

    # 06 a trick of action cards only goes to its first card: PLUS5, MINUS5, MINUS5, CHANGE
    # -> leader +5 -10. Then NOTRUMP led: the second card any colour. 4p, round 8.
    tr = [[("PLUS5", None), ("MINUS5", None), ("MINUS5", None), ("CHANGE", None)],
          [("NOTRUMP", None), ("P6", None), ("R15", None), ("P2", None)],
          None]
    r0 = play_tricks(4, 3, tr[:2], ["R3", "G4", "B5", "Y6"] + deck())
    print("06 first two", r0["winners"], r0["trumps"])
    tr[2] = [("B8", None), ("B1", None), ("G0", None), ("B12", None)]
    d = make_deal(4, 3, tr, ["R3", "G4", "B5"], rng, extra=None)
    print("06 winners", d["r"]["winners"], d["r"]["trumps"], d["r"]["faults"])
    session("06-action-only-trick-4p.json", 4, STD, [(d, [1, 0, 2, 0], {})], 8, [5, 5, 5, 5],
            note="action cards only: the first card wins (+5, -5, -5)")

    # 07 PLUS5 played while able to follow (holds the colour led): one fault, scored as played.
    tr = [[("Y10", None), ("Y2", None), ("PLUS5", None), ("Y13", None)],
          [("G2", None), ("G9", None), ("G5", None), ("Y4", None)]]
    d = make_deal(4, 3, tr, ["R8"], rng)
    assert d["r"]["faults"] == [(2, "action_card_while_able_to_follow")], d["r"]["faults"]
    print("07", d["r"]["winners"], d["r"]["faults"])
    session("07-action-while-able-4p.json", 4, STD, [(d, [1, 0, 0, 1], {})], 9, [12, 12, 12, 12],
            note="PLUS5 played by Katka holding Y4")

    # 08 trumping while holding the colour led: revoke.
    tr = [[("G6", None), ("R0", None), ("G1", None), ("G3", None)],
          [("G7", None), ("B5", None), ("B4", None), ("B11", None)]]
    d = make_deal(4, 3, tr, ["R12"], rng)
    print("08", d["r"]["winners"], d["r"]["faults"])
    session("08-trump-while-holding-4p.json", 4, STD, [(d, [2, 0, 0, 0], {})], 9, [3, 3, 3, 3],
            note="Bohouš trumps G6 with R0 while holding G7 (he leads it next)")
    assert d["r"]["faults"] == [(1, "revoke")]

    # 09 bidding: round 1, the dealer (Dalibor) bids first (out of turn) and a bid of 11
    # ("nejvýše deset štychů").
    W = [0, 0, 1, 2, 3, 1, 1, 0, 2, 1]
    tr = plain_round(4, 3, W, rng, "RBGYPO")
    d = make_deal(4, 3, tr, ["O15"], rng)
    assert not d["r"]["faults"]
    session("09-bid-order-range-4p.json", 4, STD,
            [(d, [3, 11, 2, 1], {"bid_order": [3, 0, 1, 2]})],
            note="dealer bids first; Bohouš bids 11 in round 1")

    # 10 plus/minus one: 5 cards, 4 players, first three bid 4, the fourth may not bid 1
    # (round 6); then less (round 7: 3 of 4, dealer 0) and more (round 8: 2 of 3, dealer 2).
    rule = {"preset": "standard", "plus_minus_one": True}
    rs = []
    for rnd, dealer, bids, W in [(6, 3, [2, 1, 1, 1], [0, 0, 1, 2, 3]),
                                 (7, 0, [0, 1, 1, 1], [1, 2, 3, 3]),
                                 (8, 1, [1, 2, 0, 1], [2, 0, 3])]:
        tr = plain_round(4, dealer, W, rng, "RBGYPO")
        rs.append((make_deal(4, dealer, tr, ["Y0"], rng), bids, {}))
    session("10-plus-minus-one-4p.json", 4, rule, rs, 6, [30, 25, 20, 15],
            note="source example: 5 cards, 4 players, 2+1+1 bid, the dealer bids 1")

    # 11 durch: round 9, Katka takes both tricks (2 x 2 + 10 = 14); round 10, one trick
    # ("To neplatí v posledním kole"): 1 + 10 = 11.
    rule = {"preset": "standard", "durch": True}
    tr = plain_round(3, 1, [2, 2], rng, "RB")
    d9 = make_deal(3, 1, tr, ["G0"], rng)
    tr = plain_round(3, 2, [1], rng, "Y")
    d10 = make_deal(3, 2, tr, ["G0"], rng)
    session("11-durch-3p.json", 3, rule, [(d9, [0, 1, 2], {}), (d10, [0, 1, 0], {})], 9, [40, 33, 30],
            note="durch: round 9 all tricks doubled; round 10 not", durch=True)

    # 12 the same without the variant (standard): taking every trick scores 1 a trick.
    tr = plain_round(3, 0, [1, 1, 1], rng, "RBG")
    d = make_deal(3, 0, tr, ["Y0"], rng)
    session("12-all-tricks-standard-3p.json", 3, STD, [(d, [0, 3, 1], {})], 8, [10, 10, 10],
            note="standard: all three tricks, bid 3 -> 13")

    # 13 hidden bids: written in any order before the first card.
    rule = {"preset": "standard", "hidden_bid": True}
    tr = plain_round(5, 0, [3, 1, 3], rng, "RBG")
    d = make_deal(5, 0, tr, ["Y0"], rng)
    session("13-hidden-bid-5p.json", 5, rule, [(d, [0, 1, 0, 2, 0], {"bid_order": [4, 2, 0, 3, 1]})],
            8, [1, 2, 3, 4, 5], note="hidden bids in seat order from the dealer back")

    # 14 secret bids: revealed at the end of the round, after the plays, before the scores.
    rule = {"preset": "standard", "secret_bid": True}
    tr = plain_round(6, 5, [0, 4, 4], rng, "RBG")
    d = make_deal(6, 5, tr, ["Y0"], rng)
    session("14-secret-bid-6p.json", 6, rule, [(d, [1, 0, 0, 0, 1, 0], {"bid_where": "after"})],
            8, [0, 0, 0, 0, 0, 0], note="secret bids revealed after the last card")

    # 15 nine players: the source's "3 – 8 hráčů".
    tr = plain_round(9, 8, [0], rng, "R")
    d = make_deal(9, 8, tr, ["Y0"], rng)
    session("15-nine-players.json", 9, STD, [(d, [1, 0, 0, 0, 0, 0, 0, 0, 0], {})], 10, [0] * 9,
            note="nine players")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
