"""Rage (Amigo 2000, Czech translation by Paluba 2004): a small model written from the source.

Model (source paragraphs, Czech):
- round r deals 11-r cards; the stock's top card is turned for trump, action cards turned are
  skipped ("otáčejí se další karty z balíčku, až než se objeví nějaká barevná");
- the left neighbour of the dealer bids first and leads the first trick; the dealer passes
  clockwise (players are written in order of play, so left of dealer = dealer+1);
- follow the colour of the first colour card (or joker) of the trick; only a player without it
  may play another colour, an action card or a trump ("Pouze pokud takovou nemá ...");
- NOTRUMP: no trump in this trick, a new trump turned after it; CHANGE: a new trump at once for
  this trick and the rest; joker = highest of the colour it names, the second joker of the same
  colour beats the first; a trick of action cards only goes to its first card;
- score: +1 a trick, +5 per "+5", -5 per "-5", +10 for the exact bid, -5 otherwise.
No penalty exists in the source: a fault is annotated, the round is scored as played.
"""

import random

from common import transcript, write

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTIONS)


def colour(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card):
    return int(card[1:])


def turn(stock, idx):
    """Turn cards from stock[idx] on until a colour card; return (trump, next index)."""
    while idx < len(stock):
        c = stock[idx]
        idx += 1
        if colour(c):
            return colour(c), idx
    return None, idx


class Round:
    def __init__(self, hands, stock, dealer, bids):
        self.hands = [list(h) for h in hands]
        self.n = len(hands)
        self.stock = stock
        self.trump, self.sidx = turn(stock, 0)
        self.dealer = dealer
        self.bids = bids
        self.tricks = [0] * self.n
        self.bonus = [0] * self.n
        self.leader = (dealer + 1) % self.n
        self.log = []  # per trick: list of (seat, card, named)

    def lead_colour(self, trick):
        for _, c, named in trick:
            if c == "WILD":
                return named
            if colour(c):
                return colour(c)
        return None

    def legal(self, seat, trick):
        hand = self.hands[seat]
        lc = self.lead_colour(trick)
        if lc is None:
            return list(hand)
        same = [c for c in hand if colour(c) == lc]
        return same if same else list(hand)

    def resolve(self, trick):
        """trick: list of (seat, card, named). Applies CHANGE/NOTRUMP effects; returns winner."""
        notrump = False
        trump = self.trump
        for _, c, _ in trick:
            if c == "CHANGE":
                trump, self.sidx = turn(self.stock, self.sidx)
            if c == "NOTRUMP":
                notrump = True
        lc = self.lead_colour(trick)
        if lc is None:
            winner = trick[0][0]
        else:
            best = None
            best_key = None
            for i, (s, c, named) in enumerate(trick):
                col = named if c == "WILD" else colour(c)
                if col is None:
                    continue
                v = 100 + i if c == "WILD" else value(c)
                if not notrump and trump is not None and col == trump:
                    key = (2, v)
                elif col == lc:
                    key = (1, v)
                else:
                    continue
                if best_key is None or key > best_key:
                    best_key, best = key, s
            winner = best
        self.trump = trump
        if notrump:
            self.trump, self.sidx = turn(self.stock, self.sidx)
        self.tricks[winner] += 1
        for _, c, _ in trick:
            if c == "PLUS5":
                self.bonus[winner] += 5
            if c == "MINUS5":
                self.bonus[winner] -= 5
        return winner

    def scores(self):
        return [
            self.tricks[s] + self.bonus[s] + (10 if self.bids[s] == self.tricks[s] else -5)
            for s in range(self.n)
        ]


def play_round(rng, hands, stock, dealer, bids, choose=None, leader_override=None):
    """Random legal play with hooks. choose(t, pos, seat, legal, hand, trick) -> card|None.
    leader_override(t, winner) -> seat that leads trick t (the table's lead)."""
    r = Round(hands, stock, dealer, bids)
    events = []
    ncards = len(hands[0])
    leader = r.leader
    for t in range(ncards):
        if leader_override:
            leader = leader_override(t, leader)
        trick = []
        for pos in range(r.n):
            seat = (leader + pos) % r.n
            legal = r.legal(seat, trick)
            card = choose(t, pos, seat, legal, r.hands[seat], trick, r) if choose else None
            if card is None:
                card = rng.choice(sorted(legal))
            named = None
            if card == "WILD":
                named = r.trump or rng.choice(COLOURS)
            r.hands[seat].remove(card)
            trick.append((seat, card, named))
            ev = {"type": "play", "seat": seat, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
        r.log.append(trick)
        leader = r.resolve(trick)
    return r, events


def deal(rng, n, ncards):
    d = deck()
    rng.shuffle(d)
    hands = [sorted(d[i * ncards:(i + 1) * ncards]) for i in range(n)]
    stock = d[n * ncards:]
    return hands, stock


def bid_events(dealer, n, bids, order=None):
    order = order or [(dealer + 1 + i) % n for i in range(n)]
    return [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]


def score_events(scores, totals):
    ev = [{"type": "score", "party": s, "points": v} for s, v in enumerate(scores)]
    ev += [{"type": "total", "party": s, "points": v} for s, v in enumerate(totals)]
    return ev


PLAYERS4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
PLAYERS5 = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva"]


def revoke_hook(t_target, state, exclude=()):
    """At trick t_target, the first seat after the leader able to follow but holding another
    colour card plays that other colour card (a revoke)."""

    def choose(t, pos, seat, legal, hand, trick, r):
        if t != t_target or pos == 0 or state.get("revoker") is not None or seat in exclude:
            return None
        lc = r.lead_colour(trick)
        if lc is None:
            return None
        other = sorted(c for c in hand if colour(c) and colour(c) != lc)
        if legal and all(colour(c) == lc for c in legal) and other:
            state["revoker"] = seat
            state["revoke_card"] = other[0]
            state["revoke_lead"] = lc
            return other[0]
        return None

    return choose


def first_event_index(events, pred):
    for i, e in enumerate(events):
        if pred(e):
            return i
    return None


def r1():
    """Revoke, then two tricks later another player leads out of turn; round scored as played."""
    for seed in range(1, 5000):
        rng = random.Random(seed)
        n, dealer = 4, 1
        hands, stock = deal(rng, n, 6)
        if any(c in ACTIONS for h in hands for c in h):
            continue
        bids = [1, 2, 1, 2]
        state = {}
        hook = revoke_hook(1, state)

        def override(t, winner):
            if t == 3:
                state["due"] = winner
                state["ooT"] = (winner + 2) % n
                return state["ooT"]
            return winner

        r, plays = play_round(rng, hands, stock, dealer, bids, hook, override)
        if state.get("revoker") is None or state["ooT"] == state["revoker"]:
            continue
        bev = bid_events(dealer, n, bids)
        start_tot = [12, 7, 20, 3]
        sc = r.scores()
        tot = [a + b for a, b in zip(start_tot, sc)]
        ev0 = bev + plays + score_events(sc, tot)
        rev_idx = len(bev) + 4 + [p for p in plays[4:8]].index(
            next(p for p in plays[4:8] if p["seat"] == state["revoker"]))
        oot_idx = len(bev) + 12
        # round 2 (5 cards), clean
        dealer2 = (dealer + 1) % n
        hands2, stock2 = deal(rng, n, 5)
        bids2 = [1, 1, 0, 2]
        r2, plays2 = play_round(rng, hands2, stock2, dealer2, bids2)
        sc2 = r2.scores()
        tot2 = [a + b for a, b in zip(tot, sc2)]
        ev1 = bid_events(dealer2, n, bids2) + plays2 + score_events(sc2, tot2)
        deals = [
            {"dealer": dealer, "hands": hands, "talon": stock, "events": ev0},
            {"dealer": dealer2, "hands": hands2, "talon": stock2, "events": ev1},
        ]
        doc = transcript("rage", PLAYERS4, deals, rules={"preset": "standard"},
                         start={"round": 5, "totals": start_tot},
                         meta={"audit": "multi-fault", "case": "revoke then a lead out of turn by another player"})
        write("01-rage-revoke-then-lead-out-of-turn.json", doc)
        print("R1 seed", seed, "revoke at", rev_idx, state, "oot at", oot_idx,
              "trump", Round(hands, stock, dealer, bids).trump, "scores", sc, tot, "| r2", sc2, tot2)
        print("   tricks", r.tricks, [[(s, c) for s, c, _ in tr] for tr in r.log])
        return


def r2():
    """Wrong score for seat 2 in round 1; seat 4's total slips by 10 two rounds later."""
    rng = random.Random(7)
    n = 5
    start_tot = [31, 18, 40, 9, 25]
    tot_rules = list(start_tot)
    tot_sheet = list(start_tot)
    deals = []
    notes = []
    for k, ncards in enumerate([4, 3, 2, 1]):
        dealer = k % n
        while True:
            hands, stock = deal(rng, n, ncards)
            if colour(stock[0]):
                break
        bids = [rng.randint(0, min(2, ncards)) for _ in range(n)]
        r, plays = play_round(rng, hands, stock, dealer, bids)
        sc = r.scores()
        written = list(sc)
        if k == 0:
            written[2] = sc[2] + 10  # the scorer wrote the exact-bid bonus for a missed bid
            notes.append(("wrong_score", k, 2, sc[2], written[2]))
        tot_rules = [a + b for a, b in zip(tot_rules, sc)]
        new_sheet = [a + b for a, b in zip(tot_sheet, written)]
        if k == 2:
            new_sheet[4] += 10  # an addition slip
            notes.append(("wrong_total", k, 4, tot_rules[4], new_sheet[4]))
        if k == 3:
            new_sheet[2] = tot_rules[2]  # the scorer silently mended seat 2's total
        tot_sheet = new_sheet
        bev = bid_events(dealer, n, bids)
        ev = bev + plays + score_events(written, tot_sheet)
        deals.append({"dealer": dealer, "hands": hands, "talon": stock, "events": ev})
        notes.append((k, "bids", bids, "tricks", r.tricks, "scores", sc, "written", written,
                      "rules tot", tot_rules, "sheet tot", tot_sheet, "n ev", len(ev),
                      "score idx", len(bev) + len(plays)))
    doc = transcript("rage", PLAYERS5, deals, rules={"preset": "standard"},
                     start={"round": 7, "totals": start_tot},
                     meta={"audit": "multi-fault", "case": "a wrong score, and an independent wrong total two rounds later"})
    write("02-rage-wrong-score-then-independent-wrong-total.json", doc)
    for x in notes:
        print("R2", x)


def r3():
    """plus/minus one: the last bidder makes the total equal; later the same player revokes."""
    for seed in range(1, 5000):
        rng = random.Random(seed)
        n, dealer = 3, 2
        hands, stock = deal(rng, n, 5)
        if any(c in ACTIONS for h in hands for c in h) or not colour(stock[0]):
            continue
        order = [(dealer + 1 + i) % n for i in range(n)]
        last = order[-1]
        bids = {order[0]: 2, order[1]: 1, last: 2}  # 2+1+2 = 5 = cards dealt
        bl = [bids[s] for s in range(n)]
        state = {}
        hook = revoke_hook(2, state, exclude=[s for s in range(n) if s != last])
        r, plays = play_round(rng, hands, stock, dealer, bl, hook)
        if state.get("revoker") != last:
            continue
        bev = bid_events(dealer, n, bl)
        sc = r.scores()
        start_tot = [22, 35, 14]
        tot = [a + b for a, b in zip(start_tot, sc)]
        ev = bev + plays + score_events(sc, tot)
        ridx = len(bev) + 6 + [p["seat"] for p in plays[6:9]].index(last)
        deals = [{"dealer": dealer, "hands": hands, "talon": stock, "events": ev}]
        doc = transcript("rage", PLAYERS4[:3], deals,
                         rules={"preset": "standard", "plus_minus_one": True},
                         start={"round": 6, "totals": start_tot},
                         meta={"audit": "multi-fault", "case": "a forbidden last bid, then a revoke by the same player"})
        write("03-rage-forbidden-bid-then-revoke.json", doc)
        print("R3 seed", seed, "last bidder", last, "bid idx", 2, "revoke idx", ridx, state,
              "tricks", r.tricks, "scores", sc, tot)
        print("   ", [[(s, c) for s, c, _ in tr] for tr in r.log], "trump", stock[0])
        return


def r4():
    """A revoke by one player, an action card played by another while able to follow, and the
    table writes a penalty for the revoker (Rage has none)."""
    for seed in range(1, 20000):
        rng = random.Random(seed)
        n, dealer = 5, 3
        hands, stock = deal(rng, n, 7)
        if not colour(stock[0]):
            continue
        if any(c in ("WILD", "CHANGE", "NOTRUMP") for h in hands for c in h):
            continue
        state = {}
        rev = revoke_hook(1, state)

        def choose(t, pos, seat, legal, hand, trick, r):
            c = rev(t, pos, seat, legal, hand, trick, r)
            if c is not None:
                return c
            if t == 3 and pos > 0 and "act" not in state and seat != state.get("revoker"):
                lc = r.lead_colour(trick)
                acts = sorted(x for x in hand if x in ("PLUS5", "MINUS5"))
                if lc and acts and any(colour(x) == lc for x in hand):
                    state["act"] = (seat, acts[0], pos)
                    return acts[0]
            # keep action cards otherwise out of the way: play them only when forced/void
            return None

        bids = [1, 2, 1, 0, 2]
        r, plays = play_round(rng, hands, stock, dealer, bids, choose)
        if state.get("revoker") is None or "act" not in state:
            continue
        bev = bid_events(dealer, n, bids)
        sc = r.scores()
        start_tot = [5, 17, -3, 26, 11]
        tot = [a + b for a, b in zip(start_tot, sc)]
        pen = {"type": "penalty", "party": state["revoker"], "code": "revoke", "amount": 5,
               "note": "the table docked the revoker 5 on its own, the sheet was written as played"}
        ridx = len(bev) + 5 + [p["seat"] for p in plays[5:10]].index(state["revoker"])
        aidx = len(bev) + 15 + state["act"][2]
        ev = bev + plays + [pen] + score_events(sc, tot)
        deals = [{"dealer": dealer, "hands": hands, "talon": stock, "events": ev}]
        doc = transcript("rage", PLAYERS5, deals, rules={"preset": "standard"},
                         start={"round": 4, "totals": start_tot},
                         meta={"audit": "multi-fault", "case": "revoke, action card while able to follow, a penalty written"})
        write("04-rage-revoke-action-card-and-penalty.json", doc)
        print("R4 seed", seed, state, "revoke idx", ridx, "action idx", aidx,
              "penalty idx", len(bev) + len(plays), "tricks", r.tricks, "bonus", r.bonus,
              "scores", sc, tot)
        print("   ", [[(s, c) for s, c, _ in tr] for tr in r.log], "trump", stock[0])
        return


if __name__ == "__main__":
    r1()
    r2()
    r3()
    r4()
