"""rage-spec14: blind transcripts for Rage action cards (my own model of the Czech source).

Run: python _gen.py  (writes the *.json beside it and prints the figures used in EXPECTED.md)

Model (my reading of 001_e7f9d50c98dca0e9.txt):
- trump: the stock's first colour card (action cards turned are skipped).
- follow: the colour of the first colour card or WILD (its named colour) of the trick; a player
  holding a colour card of it must play one; only a player who holds none may play another
  colour, a trump or an action card (WILD is an action card too).
- NOTRUMP: from it on, no colour is trump in this trick (cards already played lose trump power);
  after the trick the next colour card of the stock is turned: trump for the rest of the round.
- CHANGE: at once the next colour card of the stock is turned: trump for this trick and the rest.
  The later card acts on the state it finds: NOTRUMP then CHANGE -> CHANGE's colour is trump in
  this trick, and NOTRUMP's turn after the trick still happens; CHANGE then NOTRUMP -> no trump in
  this trick, a new turn after it.
- WILD(named c): highest card of c in the trick; two WILDs naming c: the later is higher.
- winner: highest trump (WILD naming trump counts), else highest of the trick's colour, else (only
  action cards, no WILD) the first card played.
- round score: tricks + 5*PLUS5 - 5*MINUS5 + (10 if bid == tricks else -5).
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
COLS = "RBGYPO"
ACTION_COUNTS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
TURNERS = ("NOTRUMP", "CHANGE")


def deck():
    d = [c + str(v) for c in COLS for v in range(16)]
    for a, k in ACTION_COUNTS.items():
        d += [a] * k
    return d


def col(card):
    return card[0] if card[0] in COLS and card[1:].isdigit() else None


def val(card):
    return int(card[1:])


class Faults(Exception):
    pass


def play_round(n, dealer, hands, talon, bids, scripted, rng, faults_ok=(), avoid_combo=True):
    """Replay a round. scripted: list of (card, named) in play order (seats derived).
    faults_ok: indices into scripted that are deliberate faults (not followed).
    Returns dict with plays [(seat, card, named)], tricks, act, trick_winners, trumps, faults."""
    hands = [list(h) for h in hands]
    ptr = [0]
    trumps = []

    def turn():
        while ptr[0] < len(talon) and col(talon[ptr[0]]) is None:
            ptr[0] += 1
        if ptr[0] >= len(talon):
            raise Faults("stock ran out")
        t = col(talon[ptr[0]])
        ptr[0] += 1
        trumps.append(t)
        return t

    trump = turn()
    leader = (dealer + 1) % n
    plays = []
    tricks = [0] * n
    act = [0] * n
    winners = []
    faults = []
    k = 0
    ncards = len(hands[0])
    for _t in range(ncards):
        trick = []  # (seat, card, named, order)
        led = None
        ttrump = trump
        post_turn = False
        for i in range(n):
            s = (leader + i) % n
            h = hands[s]
            holds_led = led is not None and any(col(c) == led for c in h)
            if k < len(scripted):
                card, named = scripted[k]
                if card not in h:
                    raise Faults(f"scripted {card} not in hand of {s}: {h}")
                legal = (not holds_led) or col(card) == led
                if not legal:
                    if k in faults_ok:
                        faults.append((len(plays), s, card))
                    else:
                        raise Faults(f"scripted {card} illegal for {s}")
                elif k in faults_ok:
                    raise Faults(f"planted fault {card} is legal")
            else:
                if holds_led:
                    opts = [c for c in h if col(c) == led]
                else:
                    opts = list(h)
                    if avoid_combo and any(c in TURNERS for _, c, _, _ in trick):
                        o2 = [c for c in opts if c not in TURNERS]
                        if not o2:
                            raise Faults("forced turner combo")
                        opts = o2
                card = rng.choice(opts)
                named = None
                if card == "WILD":
                    named = led if led and rng.random() < 0.6 else rng.choice(COLS)
            k += 1
            h.remove(card)
            plays.append((s, card, named))
            if card == "NOTRUMP":
                ttrump = None
                post_turn = True
            elif card == "CHANGE":
                trump = turn()
                ttrump = trump
            eff = named if card == "WILD" else col(card)
            if led is None and eff is not None:
                led = eff
            trick.append((s, card, named, i))
        # winner
        def key(e):
            s, card, named, o = e
            return (1, o) if card == "WILD" else (0, val(card))

        def eff(e):
            return e[2] if e[1] == "WILD" else col(e[1])

        tr = [e for e in trick if ttrump and eff(e) == ttrump]
        if tr:
            w = max(tr, key=key)[0]
        elif led:
            w = max([e for e in trick if eff(e) == led], key=key)[0]
        else:
            w = trick[0][0]
        if post_turn:
            trump = turn()
        winners.append(w)
        tricks[w] += 1
        for e in trick:
            if e[1] == "PLUS5":
                act[w] += 5
            elif e[1] == "MINUS5":
                act[w] -= 5
        leader = w
    scores = [tricks[s] + act[s] + (10 if bids[s] == tricks[s] else -5) for s in range(n)]
    return dict(plays=plays, tricks=tricks, act=act, winners=winners, trumps=trumps,
                faults=faults, scores=scores)


def build_deal(n, dealer, ncards, rng, fixed=None, talon_top=(), scripted=(), faults_ok=(),
               pool_filter=None, bids=None, tries=20000):
    """fixed: {seat: [cards]} forced into hands; the rest dealt at random from the deck
    (pool_filter(card) -> bool limits what may be dealt to hands)."""
    fixed = fixed or {}
    for _ in range(tries):
        d = deck()
        for cards in fixed.values():
            for c in cards:
                d.remove(c)
        for c in talon_top:
            d.remove(c)
        rng.shuffle(d)
        hands = []
        rest = list(d)
        ok = True
        for s in range(n):
            h = list(fixed.get(s, []))
            need = ncards - len(h)
            cand = [c for c in rest if pool_filter is None or pool_filter(c)]
            if len(cand) < need:
                ok = False
                break
            take = cand[:need]
            for c in take:
                rest.remove(c)
            h += take
            rng.shuffle(h)
            hands.append(h)
        if not ok:
            continue
        talon = list(talon_top) + rest
        b = bids or [rng.randint(0, min(ncards, 3)) for _ in range(n)]
        try:
            r = play_round(n, dealer, hands, talon, b, list(scripted), rng, faults_ok)
        except Faults:
            continue
        return dict(dealer=dealer, hands=hands, talon=talon, bids=b, result=r)
    raise RuntimeError("could not build deal")


def events_for(deal, n, scores_written):
    ev = []
    for i in range(n):
        s = (deal["dealer"] + 1 + i) % n
        ev.append({"type": "bid", "seat": s, "bid": deal["bids"][s]})
    for s, card, named in deal["result"]["plays"]:
        e = {"type": "play", "seat": s, "card": card}
        if named:
            e["named"] = named
        ev.append(e)
    score_idx = {}
    for s in range(n):
        score_idx[s] = len(ev)
        ev.append({"type": "score", "party": s, "points": scores_written[s]})
    return ev, score_idx


def misread(deal, n, trick_no, to_seat):
    """Scores a table would write if it gave trick trick_no to to_seat."""
    r = deal["result"]
    w = r["winners"][trick_no]
    tricks = list(r["tricks"])
    act = list(r["act"])
    ntr = n
    cards = [p[1] for p in r["plays"][trick_no * ntr:(trick_no + 1) * ntr]]
    a = sum(5 for c in cards if c == "PLUS5") - sum(5 for c in cards if c == "MINUS5")
    tricks[w] -= 1
    act[w] -= a
    if to_seat is not None:
        tricks[to_seat] += 1
        act[to_seat] += a
    b = deal["bids"]
    return [tricks[s] + act[s] + (10 if b[s] == tricks[s] else -5) for s in range(n)]


def session(name, players, start_round, start_totals, deals, plant_note=None):
    n = len(players)
    totals = list(start_totals)
    out_deals = []
    exp = []
    for di, (deal, written) in enumerate(deals):
        r = deal["result"]
        sw = written or r["scores"]
        ev, sidx = events_for(deal, n, sw)
        for s in range(n):
            totals[s] += sw[s]
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": totals[s]})
        out_deals.append({"dealer": deal["dealer"], "hands": deal["hands"], "talon": deal["talon"],
                          "events": ev})
        viol = [(di, fi + n, "action_card_while_able_to_follow" if c in ACTION_COUNTS else "revoke")
                for fi, s, c in r["faults"]]
        if written:
            viol += [(di, sidx[s], "wrong_score") for s in range(n) if written[s] != r["scores"][s]]
        exp.append(dict(deal=di, trumps=r["trumps"], bids=deal["bids"], tricks=r["tricks"],
                        act=r["act"], winners=r["winners"], scores=r["scores"], written=sw,
                        totals=list(totals), viol=viol))
    t = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
         "players": players}
    if start_round is not None:
        t["start"] = {"round": start_round, "totals": start_totals}
    t["meta"] = {"audit": "rage-spec14", "note": plant_note or "clean"}
    t["deals"] = out_deals
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
    print(f"\n### {name}  ({n} players, start round {start_round}, start totals {start_totals})")
    for e in exp:
        print(f"deal {e['deal']}: trumps {e['trumps']} bids {e['bids']} tricks {e['tricks']} "
              f"actions {e['act']} winners {e['winners']}")
        print(f"   scores(rules) {e['scores']} written {e['written']} totals {e['totals']} "
              f"violations {e['viol']}")
    return exp


P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
P5 = P4 + ["Eva"]
P6 = P5 + ["Filip"]
P3 = P4[:3]
P8 = P6 + ["Gábina", "Honza"]


def rnd(n, dealer, ncards, rng, **kw):
    return build_deal(n, dealer, ncards, rng, **kw)


def no_rgb_or_special(c):
    return col(c) in ("Y", "P", "O")


def main():
    rng = random.Random(14)

    # 1 WILD naming the trump colour beats trump 15 (mid-round; the next lead shows it)
    d = rnd(4, 3, 3, rng, fixed={0: ["Y8"], 1: ["R15"], 2: ["WILD"], 3: ["Y3"]}, talon_top=["R2"],
            scripted=[("Y8", None), ("R15", None), ("WILD", "R"), ("Y3", None)])
    assert d["result"]["winners"][0] == 2
    session("wild-trump-4p.json", P4, 8, [40, 22, 31, 15],
            [(d, None), (rnd(4, 0, 2, rng), None), (rnd(4, 1, 1, rng), None)])

    # 2 the same in the round's only trick (round 10), written as if R15 had won
    d10 = rnd(4, 2, 1, rng, fixed={3: ["Y8"], 0: ["R15"], 1: ["WILD"], 2: ["Y3"]}, talon_top=["R2"],
              scripted=[("Y8", None), ("R15", None), ("WILD", "R"), ("Y3", None)], bids=[1, 1, 0, 0])
    assert d10["result"]["winners"][0] == 1
    session("wild-trump-miss-4p.json", P4, 8, [12, 30, 7, 25],
            [(rnd(4, 0, 3, rng), None), (rnd(4, 1, 2, rng), None), (d10, misread(d10, 4, 0, 0))],
            "deal 2: scores written as if R15 beat the WILD naming red (trump)")

    # 3 two WILDs naming the same colour, mid-round: the later wins
    d = rnd(5, 4, 3, rng, fixed={0: ["B7"], 1: ["WILD"], 2: ["G9"], 3: ["WILD"], 4: ["B2"]},
            talon_top=["P4"],
            scripted=[("B7", None), ("WILD", "B"), ("G9", None), ("WILD", "B"), ("B2", None)])
    assert d["result"]["winners"][0] == 3
    session("two-wilds-5p.json", P5, 8, [18, 9, 27, 3, 14],
            [(d, None), (rnd(5, 0, 2, rng), None), (rnd(5, 1, 1, rng), None)])

    # 4 two WILDs same colour in round 10, written as if the first WILD won
    d10 = rnd(5, 3, 1, rng, fixed={4: ["G4"], 0: ["WILD"], 1: ["WILD"], 2: ["G13"], 3: ["Y6"]},
              talon_top=["P4"],
              scripted=[("G4", None), ("WILD", "G"), ("WILD", "G"), ("G13", None), ("Y6", None)],
              bids=[1, 1, 0, 0, 0])
    assert d10["result"]["winners"][0] == 1
    session("two-wilds-miss-5p.json", P5, 8, [5, 33, 21, 11, 0],
            [(rnd(5, 1, 3, rng), None), (rnd(5, 2, 2, rng), None), (d10, misread(d10, 5, 0, 0))],
            "deal 2: scores written as if the first WILD (naming green) had won")

    # 5 WILD led names green: green must be followed; plant a revoke (P14 while holding G7)
    d = rnd(6, 5, 4, rng, fixed={0: ["WILD"], 1: ["G2"], 2: ["P14", "G7"], 3: ["G15"], 4: ["PLUS5"],
                                  5: ["G0"]},
            talon_top=["Y5"],
            scripted=[("WILD", "G"), ("G2", None), ("P14", None), ("G15", None), ("PLUS5", None),
                      ("G0", None)], faults_ok=(2,))
    assert d["result"]["winners"][0] == 0 and len(d["result"]["faults"]) == 1
    session("wild-led-6p.json", P6, 7, [20, 11, 4, 16, 30, 9],
            [(d, None),
             (rnd(6, 0, 3, rng), None), (rnd(6, 1, 2, rng), None)],
            "deal 0 event 8: Katka plays P14 to a WILD led naming green while holding G7")

    # 6 a trick of action cards only (first card wins), CHANGE skipping an action card in the stock,
    #   then NOTRUMP led: the first colour card sets the colour
    d = rnd(5, 4, 3, rng,
            fixed={0: ["MINUS5", "NOTRUMP"], 1: ["PLUS5", "Y5"], 2: ["CHANGE", "G2"], 3: ["PLUS5", "Y11"],
                   4: ["PLUS5", "Y3"]},
            talon_top=["B1", "MINUS5", "G3", "O4"],
            scripted=[("MINUS5", None), ("PLUS5", None), ("CHANGE", None), ("PLUS5", None), ("PLUS5", None),
                      ("NOTRUMP", None), ("Y5", None), ("G2", None), ("Y11", None), ("Y3", None)])
    assert d["result"]["winners"][:2] == [0, 3], d["result"]["winners"]
    session("action-lead-5p.json", P5, 8, [10, 10, 10, 10, 10],
            [(d, None), (rnd(5, 0, 2, rng), None), (rnd(5, 1, 1, rng), None)])

    # 7 round 10: only action cards in the trick -> the leader takes it; written as if nobody took it
    d10 = rnd(4, 1, 1, rng, fixed={2: ["MINUS5"], 3: ["PLUS5"], 0: ["PLUS5"], 1: ["CHANGE"]},
              talon_top=["O9"],
              scripted=[("MINUS5", None), ("PLUS5", None), ("PLUS5", None), ("CHANGE", None)],
              bids=[0, 0, 1, 0])
    assert d10["result"]["winners"][0] == 2
    session("action-only-miss-4p.json", P4, 8, [14, 8, 26, 19],
            [(rnd(4, 3, 3, rng), None), (rnd(4, 0, 2, rng), None), (d10, misread(d10, 4, 0, None))],
            "deal 2: the trick of action cards only written as taken by nobody")

    # 8 NOTRUMP then CHANGE in one trick: CHANGE's colour is trump in this trick
    d = rnd(5, 4, 3, rng,
            fixed={0: ["Y8"], 1: ["G3"], 2: ["NOTRUMP"], 3: ["CHANGE"], 4: ["Y2"]},
            talon_top=["R2", "G5", "B6"], pool_filter=no_rgb_or_special,
            scripted=[("Y8", None), ("G3", None), ("NOTRUMP", None), ("CHANGE", None), ("Y2", None)])
    assert d["result"]["winners"][0] == 1
    session("notrump-change-5p.json", P5, 8, [21, 6, 13, 30, 2],
            [(d, None), (rnd(5, 0, 2, rng), None), (rnd(5, 1, 1, rng), None)])

    # 9 CHANGE then NOTRUMP: no trump in this trick, the led colour wins
    d = rnd(4, 3, 3, rng,
            fixed={0: ["Y8"], 1: ["CHANGE"], 2: ["G3"], 3: ["NOTRUMP"]},
            talon_top=["R2", "G5", "B6"], pool_filter=no_rgb_or_special,
            scripted=[("Y8", None), ("CHANGE", None), ("G3", None), ("NOTRUMP", None)])
    assert d["result"]["winners"][0] == 0
    session("change-notrump-4p.json", P4, 8, [3, 17, 25, 8],
            [(d, None), (rnd(4, 0, 2, rng), None), (rnd(4, 1, 1, rng), None)])

    # 10 two CHANGEs in one trick: the later turn is trump; the stock's action cards are skipped
    d = rnd(5, 4, 4, rng,
            fixed={0: ["Y8"], 1: ["CHANGE"], 2: ["G3"], 3: ["CHANGE"], 4: ["O1"]},
            talon_top=["R2", "PLUS5", "G5", "WILD", "MINUS5", "O7"],
            scripted=[("Y8", None), ("CHANGE", None), ("G3", None), ("CHANGE", None), ("O1", None)])
    assert d["result"]["winners"][0] == 4
    session("two-changes-5p.json", P5, 7, [15, 15, 4, 22, 9],
            [(d, None), (rnd(5, 0, 3, rng), None), (rnd(5, 1, 2, rng), None), (rnd(5, 2, 1, rng), None)])

    # 11 CHANGE in the round's last trick: clean in round 9, written as if ignored in round 10
    d9 = rnd(3, 2, 2, rng,
             fixed={0: ["P9", "G1"], 1: ["P3", "CHANGE"], 2: ["P12", "O4"]},
             talon_top=["R2", "G6"],
             scripted=[("P9", None), ("P3", None), ("P12", None), ("O4", None), ("G1", None),
                       ("CHANGE", None)])
    assert d9["result"]["winners"] == [2, 0], d9["result"]["winners"]
    d10 = rnd(3, 0, 1, rng, fixed={1: ["Y5"], 2: ["CHANGE"], 0: ["B0"]}, talon_top=["R3", "B4"],
              scripted=[("Y5", None), ("CHANGE", None), ("B0", None)], bids=[0, 1, 0])
    assert d10["result"]["winners"] == [0]
    session("change-last-3p.json", P3, 8, [31, 12, 19],
            [(rnd(3, 1, 3, rng), None), (d9, None), (d10, misread(d10, 3, 0, 1))],
            "deal 2: the CHANGE in the last trick ignored (Y5 credited)")

    # 12 PLUS5/MINUS5 won by a WILD naming the led colour; then that WILD player leads the other
    #    WILD naming trump (P): P15 must follow and loses to it; PLUS5 goes to the WILD
    d = rnd(4, 3, 3, rng,
            fixed={0: ["R10", "B3"], 1: ["PLUS5", "PLUS5"], 2: ["WILD", "WILD"], 3: ["MINUS5", "P15"]},
            talon_top=["P4"],
            scripted=[("R10", None), ("PLUS5", None), ("WILD", "R"), ("MINUS5", None),
                      ("WILD", "P"), ("P15", None), ("B3", None), ("PLUS5", None)])
    assert d["result"]["winners"][:2] == [2, 2], d["result"]["winners"]
    session("plus5-wild-4p.json", P4, 8, [7, 7, 7, 7],
            [(d, None), (rnd(4, 0, 2, rng), None), (rnd(4, 1, 1, rng), None)])

    # 13 PLUS5 played while holding the led colour (a fault), scored as played
    d = rnd(4, 0, 3, rng, fixed={1: ["G10"], 2: ["PLUS5", "G4"], 3: ["G12"], 0: ["G1"]},
            talon_top=["O3"],
            scripted=[("G10", None), ("PLUS5", None), ("G12", None), ("G1", None)], faults_ok=(1,))
    assert d["result"]["winners"][0] == 3 and d["result"]["faults"]
    session("able-to-follow-4p.json", P4, 8, [9, 18, 2, 24],
            [(d, None), (rnd(4, 1, 2, rng), None),
             (rnd(4, 2, 1, rng), None)],
            "deal 0 event 5: PLUS5 played while holding G4 to a green lead")

    # 14 WILD naming the led colour while holding that colour (a fault: WILD is an action card)
    d = rnd(5, 4, 3, rng, fixed={0: ["B9"], 1: ["WILD", "B2"], 2: ["B14"], 3: ["B0"], 4: ["B5"]},
            talon_top=["R6"],
            scripted=[("B9", None), ("WILD", "B"), ("B14", None), ("B0", None), ("B5", None)],
            faults_ok=(1,))
    assert d["result"]["winners"][0] == 1 and d["result"]["faults"]
    session("wild-able-to-follow-5p.json", P5, 8, [12, 0, 25, 17, 6],
            [(d, None), (rnd(5, 0, 2, rng), None),
             (rnd(5, 1, 1, rng), None)],
            "deal 0 event 6: WILD naming blue played while holding B2 to a blue lead")

    # 15 eight players, a full session; round 1 holds all 4 NOTRUMP and 4 CHANGE in the hands and
    #    the stock interleaves the other 8 action cards (each turn must skip them)
    top = ["PLUS5", "R3", "WILD", "MINUS5", "G6", "PLUS5", "MINUS5", "B2", "WILD", "PLUS5", "Y9",
           "MINUS5", "O1", "P0", "R4"]
    turners = ["NOTRUMP"] * 4 + ["CHANGE"] * 4
    fixed = {s: [turners[s]] for s in range(8)}
    deals = [(rnd(8, 7, 10, rng, fixed=fixed, talon_top=top, pool_filter=lambda c: col(c) is not None),
              None)]
    for r in range(2, 11):
        deals.append((rnd(8, (7 + r - 1) % 8, 11 - r, rng), None))
    session("stock-8p.json", P8, None, [0] * 8, deals)


if __name__ == "__main__":
    main()
