"""Blind generator for the rage-multifault audit round.

Written from the Czech Rage rules (seeds/001_e7f9d50c98dca0e9.txt) and the transcript format only.
A tiny Rage model of my own (below) plays legal cards by a seeded policy; planted faults are
injected by hooks; every figure (trick winners, round scores) comes from this model of the source,
never from the engine. Run: python _gen.py  (writes a*.json and prints a log used in EXPECTED.md).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS


def colour(card, named=None):
    if card == "WILD":
        return named
    if card in ("NOTRUMP", "CHANGE", "PLUS5", "MINUS5"):
        return None
    return card[0]


def value(card):
    return int(card[1:])


class Round:
    """One round: deal, bids, play by policy with fault hooks, scores."""

    def __init__(self, n, dealer, cards, seed, force=None, talon_head=None):
        self.n, self.dealer, self.cards = n, dealer, cards
        rng = random.Random(seed)
        self.rng = rng
        deck = list(DECK)
        force = force or {}
        hands = [[] for _ in range(n)]
        for s, cs in force.items():
            for c in cs:
                deck.remove(c)
                hands[s].append(c)
        head = list(talon_head or [])
        for c in head:
            deck.remove(c)
        rng.shuffle(deck)
        for s in range(n):
            while len(hands[s]) < cards:
                hands[s].append(deck.pop())
            rng.shuffle(hands[s])
        self.hands = hands
        self.talon = head + deck
        self.log = []

    # -- trump turning: "Jestliže byla otočena akční karta, otáčejí se další karty ..."
    def turn(self):
        while True:
            c = self.talon[self.tp]
            self.tp += 1
            if colour(c) is not None and c != "WILD":
                return c[0]

    def legal(self, hand, led):
        # "Musí přitom přiznat barvu ... Pouze pokud takovou nemá, vyloží kartu libovolné jiné
        # barvy, akční kartu nebo trumfa." ; action cards only when unable to follow
        if led is None:
            return list(hand)
        same = [c for c in hand if c != "WILD" and colour(c) == led]
        return same if same else list(hand)

    def play(self, bids, faults=(), lead_override=(), swap=None, script=None):
        """faults: list of dicts {kind: revoke|action, seat, trick(min), want: 'trump'|'any'|card}
        lead_override: {trick: seat} a wrong leader.  swap: (trick, pos) swap plays pos,pos+1."""
        n = self.n
        self.tp = 0
        trump = self.turn()
        self.initial_trump = trump
        hands = [list(h) for h in self.hands]
        leader = (self.dealer + 1) % n
        tricks = [0] * n
        bonus = [0] * n
        plays = []  # (seat, card, named)
        self.fault_events = []  # (play index, description)
        self.trick_log = []
        pending = [dict(f) for f in faults]
        self.pending = pending
        self.ambiguous = False
        self.winners = []
        for t in range(self.cards):
            if t in lead_override:
                wrong = (leader + 1) % n
                self.fault_events.append((len(plays), f"out-of-turn lead by {wrong} (winner {leader} should lead) trick {t}"))
                leader = wrong
            order = [(leader + i) % n for i in range(n)]
            trick = []
            led = None
            trick_trump = trump
            notrump = False
            for s in order:
                card = named = None
                if script and (t, s) in script:
                    card, named = script[(t, s)]
                for f in pending:
                    if card is not None:
                        break
                    if f.get("done") or f["seat"] != s or t < f["trick"] or led is None:
                        continue
                    have_led = [c for c in hands[s] if c != "WILD" and colour(c) == led]
                    if not have_led:
                        continue
                    if f["kind"] == "revoke":
                        cands = [c for c in hands[s] if colour(c) not in (None, led)]
                        if f.get("want") == "trump":
                            cands = [c for c in cands if colour(c) == trick_trump]
                    else:
                        cands = [c for c in hands[s] if c == f["want"]]
                    if cands:
                        card = max(cands, key=value) if f["kind"] == "revoke" else cands[0]
                        f["done"] = True
                        self.fault_events.append(
                            (len(plays) + len(trick), f"{f['kind']} seat {s} plays {card} to {led} lead holding {have_led} (trick {t})")
                        )
                        break
                if card is None:
                    opts = self.legal(hands[s], led)
                    inplay = [c for _, c, _ in trick]
                    calm = [c for c in opts if not (c in ("NOTRUMP", "CHANGE") and ("NOTRUMP" in inplay or "CHANGE" in inplay))
                            and not (c == "WILD" and "WILD" in inplay)]
                    card = self.rng.choice(calm or opts)
                elif script and (t, s) in script:
                    if card not in hands[s] or card not in self.legal(hands[s], led):
                        self.trick_log.append(f"   !! scripted {card} by {s} in trick {t} not legal/held: {hands[s]} led {led}")
                if card == "WILD" and named is None:
                    named = led if (led and self.rng.random() < 0.5) else self.rng.choice(COLOURS)
                hands[s].remove(card)
                if card == "CHANGE":
                    trick_trump = trump = self.turn()  # "určuje barvu trumfu pro aktuální štych"
                if card == "NOTRUMP":
                    notrump = True
                if led is None and colour(card, named):
                    led = colour(card, named)
                trick.append((s, card, named))
            # winner
            tt = None if notrump else trick_trump
            best = None
            bestkey = None
            for i, (s, c, nm) in enumerate(trick):
                col = colour(c, nm)
                if col is None:
                    continue
                v = 16 + i if c == "WILD" else value(c)  # joker highest; second joker beats first
                if tt and col == tt:
                    key = (2, v)
                elif col == led:
                    key = (1, v)
                else:
                    continue
                if bestkey is None or key > bestkey:
                    best, bestkey = s, key
            if best is None:  # only action cards, no joker: first card wins
                best = trick[0][0]
            tricks[best] += 1
            for _s, c, _nm in trick:
                if c == "PLUS5":
                    bonus[best] += 5
                if c == "MINUS5":
                    bonus[best] -= 5
            self.trick_log.append(
                f"trick {t}: trump {tt} led {led}: " + " ".join(f"{s}:{c}{'=' + nm if nm else ''}" for s, c, nm in trick) + f" -> {best}"
            )
            if notrump:
                trump = self.turn()  # "Po štychu se odkryje vrchní karta z balíku"
            if swap and swap[0] == t:
                p = swap[1]
                trick[p], trick[p + 1] = trick[p + 1], trick[p]
                self.fault_events.append((len(plays) + p, f"out-of-turn: seat {trick[p][0]} plays before seat {trick[p + 1][0]} (trick {t})"))
            plays.extend(trick)
            tc = [c for _, c, _ in trick]
            if tc.count("NOTRUMP") + tc.count("CHANGE") > 1:
                self.ambiguous = True
            self.winners.append(best)
            leader = best
        self.tricks, self.bonus = tricks, bonus
        self.scores = [tricks[s] + (10 if bids[s] == tricks[s] else -5) + bonus[s] for s in range(n)]
        self.plays = plays
        return self.scores


def events_for(r, bids, bid_order=None, bids_after=False, score_delta=None, totals=None):
    n = r.n
    order = bid_order or [(r.dealer + 1 + i) % n for i in range(n)]
    bev = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
    pev = []
    for s, c, nm in r.plays:
        e = {"type": "play", "seat": s, "card": c}
        if nm:
            e["named"] = nm
        pev.append(e)
    scores = list(r.scores)
    for s, d in (score_delta or {}).items():
        scores[s] += d
    sev = [{"type": "score", "party": s, "points": scores[s]} for s in range(n)]
    tev = [{"type": "total", "party": s, "points": totals[s]} for s in range(n)] if totals else []
    evs = (pev + bev if bids_after else bev + pev) + sev + tev
    return evs, (0 if bids_after else len(bev))


LOG = []


def write(name, n, deals, rules=None, start=None, note=""):
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules or {},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Hynek"][:n],
        "meta": {"audit": "rage-multifault", "file": name, "note": note},
        "deals": deals,
    }
    if start:
        doc["start"] = start
    (OUT / f"{name}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def deal_dict(r, evs):
    return {"dealer": r.dealer, "hands": r.hands, "talon": r.talon, "events": evs}


def report(name, r, bids, offset, extra=""):
    LOG.append(f"== {name}: n={r.n} dealer={r.dealer} cards={r.cards} trump0={r.initial_trump} bids={bids}")
    for line in r.trick_log:
        LOG.append("   " + line)
    for idx, d in r.fault_events:
        LOG.append(f"   FAULT event {idx + offset}: {d}")
    LOG.append(f"   tricks={r.tricks} bonus={r.bonus} scores={r.scores} {extra}")


def rand_bids(r, rng):
    return [rng.randint(0, min(3, r.cards)) for _ in range(r.n)]


def main():
    # a1: 4 players, clean control, plus_minus_one; action cards played legally
    for seed in range(11, 999):
        r = Round(4, 3, 10, seed, force={0: ["WILD", "NOTRUMP"], 1: ["CHANGE"], 2: ["PLUS5"], 3: ["MINUS5"]})
        bids = [2, 3, 1, 2]  # sum 8 != 10
        r.play(bids)
        if not r.ambiguous:
            break
    evs, off = events_for(r, bids, totals=r.scores)
    report("a1", r, bids, off)
    write("a1", 4, [deal_dict(r, evs)], rules={"plus_minus_one": True}, note="clean control")

    # a2: 3 players, 8 cards (round 3), a revoke then an out-of-turn play (swap in a later trick)
    r = Round(3, 0, 8, 22)
    bids = [3, 2, 2]
    r.play(bids, faults=[{"kind": "revoke", "seat": 2, "trick": 1}], swap=(5, 1))
    evs, off = events_for(r, bids)
    report("a2", r, bids, off)
    write("a2", 3, [deal_dict(r, evs)], note="revoke + out-of-turn play")

    # a3: 5 players, two revokes by different seats; the first trumps in while holding the led colour
    for seed in range(300, 2000):
        r = Round(5, 1, 7, seed)
        bids = [1, 2, 1, 2, 1]
        r.play(bids, faults=[{"kind": "revoke", "seat": 3, "trick": 0, "want": "trump"}, {"kind": "revoke", "seat": 0, "trick": 2}])
        if len(r.fault_events) == 2 and not r.ambiguous:
            t0 = r.fault_events[0][0] // 5
            t1 = r.fault_events[1][0] // 5
            if t0 != t1 and r.winners[t0] == 3 and t0 < 5:
                break
    evs, off = events_for(r, bids)
    report("a3", r, bids, off)
    write("a3", 5, [deal_dict(r, evs)], note="two revokes by different seats")

    # a4: 4 players, an action card (MINUS5) played while able to follow, plus a wrong score
    r = Round(4, 2, 9, 44, force={1: ["MINUS5"]})
    bids = [2, 2, 3, 1]
    r.play(bids, faults=[{"kind": "action", "seat": 1, "trick": 0, "want": "MINUS5"}])
    evs, off = events_for(r, bids, score_delta={3: 10})
    report("a4", r, bids, off, "score of seat 3 recorded +10 too high")
    write("a4", 4, [deal_dict(r, evs)], note="action card while able to follow + wrong score")

    # a5: 6 players, a bid out of turn (second bidder speaks first) plus a revoke
    r = Round(6, 4, 6, 56, force={2: ["G3", "G9", "R4"]})
    bids = [1, 0, 2, 1, 1, 1]
    r.play(bids, faults=[{"kind": "revoke", "seat": 2, "trick": 0}])
    order = [(4 + 1 + i) % 6 for i in range(6)]
    order[0], order[1] = order[1], order[0]
    evs, off = events_for(r, bids, bid_order=order)
    report("a5", r, bids, off, f"bid order {order}")
    write("a5", 6, [deal_dict(r, evs)], note="bid out of turn + revoke")

    # a6: 3 players, WILD led naming green, follower holding green revokes; later a wrong leader
    r = Round(3, 1, 8, 66, force={2: ["WILD", "CHANGE"], 0: ["G3", "G9", "B2"]}, talon_head=["O5"])
    bids = [3, 2, 2]
    r.play(bids, script={(0, 2): ("WILD", "G")}, faults=[{"kind": "revoke", "seat": 0, "trick": 0}], lead_override={4})
    evs, off = events_for(r, bids)
    report("a6", r, bids, off)
    write("a6", 3, [deal_dict(r, evs)], note="WILD led, revoke under it + wrong leader later")

    # a7: 7 players, 5 cards: NOTRUMP on the table after a revoking trump; new trump after the trick
    r = Round(
        7, 6, 5, 77,
        force={0: ["R5", "G1", "G2", "P4", "Y3"], 1: ["R2", "B11", "O6", "O7", "P9"], 2: ["NOTRUMP", "G8", "O1", "P1", "Y14"]},
        talon_head=["MINUS5", "B3", "CHANGE", "Y8"],
    )
    bids = [1, 1, 0, 1, 1, 0, 1]
    r.play(bids, script={(0, 0): ("R5", None), (0, 1): ("B11", None), (0, 2): ("NOTRUMP", None)})
    r.fault_events.append((1, "revoke seat 1 plays B11 (trump) to R lead holding R2 (trick 0), NOTRUMP follows"))
    evs, off = events_for(r, bids, score_delta={1: 16})
    report("a7", r, bids, off, "score seat 1 recorded +16 (as if B11 trump had won the trick)")
    write("a7", 7, [deal_dict(r, evs)], note="revoke then NOTRUMP on the table + wrong score")

    # a8: 8 players, 5 cards: CHANGE on the table; a revoke with the new trump; later an out-of-turn play
    r = Round(
        8, 7, 5, 88,
        force={0: ["Y6", "R1", "R2", "B1", "B2"], 1: ["G13", "R3", "R4", "B3", "P1"], 2: ["CHANGE", "R5", "B5", "P2", "P3"],
               3: ["Y2", "O3", "R6", "B6", "P4"]},
        talon_head=["G4", "PLUS5", "O2"],
    )
    bids = [1, 0, 1, 1, 0, 1, 1, 0]
    r.play(bids, script={(0, 0): ("Y6", None), (0, 1): ("G13", None), (0, 2): ("CHANGE", None)},
           faults=[{"kind": "revoke", "seat": 3, "trick": 0, "want": "trump"}], swap=(2, 3))
    evs, off = events_for(r, bids)
    report("a8", r, bids, off)
    write("a8", 8, [deal_dict(r, evs)], note="CHANGE trick with a revoke + out-of-turn play later")

    # a9: 4 players, plus_minus_one: last bidder makes the sum equal (illegal bid) + a revoke
    for seed in range(99, 999):
        r = Round(4, 0, 7, seed)
        bids = [3, 2, 1, 1]  # order 1,2,3,0 -> last bidder seat 0; 2+1+1+3 = 7 = cards
        r.play(bids, faults=[{"kind": "revoke", "seat": 2, "trick": 2}])
        if len(r.fault_events) == 1 and not r.ambiguous and any(c in ("CHANGE", "NOTRUMP", "WILD") for _, c, _ in r.plays):
            break
    evs, off = events_for(r, bids)
    report("a9", r, bids, off, "last bidder seat 0 bid 3 makes sum 7 = cards")
    write("a9", 4, [deal_dict(r, evs)], rules={"plus_minus_one": True}, note="illegal bid (+/-1) + revoke")

    # a10: 5 players, hidden_bid: bids recorded out of order (allowed), clean control
    for seed in range(1010, 2000):
        r = Round(5, 2, 6, seed)
        bids = [1, 2, 0, 1, 1]
        r.play(bids)
        if not r.ambiguous and sum(c in ("CHANGE", "NOTRUMP") for _, c, _ in r.plays) >= 2:
            break
    evs, off = events_for(r, bids, bid_order=[1, 4, 0, 3, 2], totals=r.scores)
    report("a10", r, bids, off)
    write("a10", 5, [deal_dict(r, evs)], rules={"hidden_bid": True}, note="clean control, hidden bids")

    # a11: 4 players, secret_bid: bids after the plays; an out-of-turn play and a wrong score
    r = Round(4, 1, 6, 1111)
    bids = [2, 1, 0, 2]
    r.play(bids, swap=(1, 2))
    evs, off = events_for(r, bids, bids_after=True, score_delta={0: -15})
    report("a11", r, bids, off, "bids after plays; score seat 0 recorded 15 too low")
    write("a11", 4, [deal_dict(r, evs)], rules={"secret_bid": True}, note="secret bids, out-of-turn play + wrong score")

    # a12: 3 players, last round: only action cards in the trick, first card wins; clean control
    r = Round(3, 2, 1, 1212, force={0: ["CHANGE"], 1: ["PLUS5"], 2: ["NOTRUMP"]}, talon_head=["R7", "Y3", "B9"])
    bids = [1, 0, 0]
    r.play(bids)
    evs, off = events_for(r, bids)
    report("a12", r, bids, off)
    write("a12", 3, [deal_dict(r, evs)], note="clean control, only action cards")

    # a13: 6 players, rounds 9 and 10 (start.round 9, totals carried), clean control
    start_tot = [12, -3, 25, 7, 0, -10]
    r1 = Round(6, 2, 2, 1313, force={3: ["PLUS5", "Y9"], 4: ["Y3", "G2"]}, talon_head=["B8"])
    b1 = [0, 1, 0, 1, 0, 0]
    r1.play(b1, script={(0, 3): ("PLUS5", None), (0, 4): ("Y3", None)})
    t1 = [start_tot[s] + r1.scores[s] for s in range(6)]
    e1, off1 = events_for(r1, b1, totals=t1)
    report("a13 d0", r1, b1, off1, f"totals {t1}")
    r2 = Round(6, 3, 1, 1314, force={4: ["WILD"]}, talon_head=["G8"])
    b2 = [0, 0, 0, 0, 1, 0]
    r2.play(b2, script={(0, 4): ("WILD", "P")})
    t2 = [t1[s] + r2.scores[s] for s in range(6)]
    e2, off2 = events_for(r2, b2, totals=t2)
    report("a13 d1", r2, b2, off2, f"totals {t2}")
    write("a13", 6, [deal_dict(r1, e1), deal_dict(r2, e2)], start={"round": 9, "totals": start_tot}, note="clean 2-round")

    # a14: 3 players, two jokers named the same colour in one trick; the table scored the first joker
    r = Round(3, 0, 4, 1414, force={1: ["WILD", "R3", "G5", "O4"], 2: ["WILD", "B1", "B2", "G6"], 0: ["R9", "P1", "Y1", "O12"]},
              talon_head=["P10"])
    bids = [2, 1, 1]
    r.play(bids, script={(0, 1): ("WILD", "R"), (0, 2): ("WILD", "R")})
    evs, off = events_for(r, bids, score_delta={1: 16, 2: 14})
    report("a14", r, bids, off, "table gave the joker trick to seat 1 (first joker)")
    write("a14", 3, [deal_dict(r, evs)], note="two jokers same colour; wrong scores for two seats")


if __name__ == "__main__":
    main()
    print("\n".join(LOG))
