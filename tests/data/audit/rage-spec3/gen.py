"""Generate the rage-spec3 transcripts from ragemodel (independent of the engine).

Run: python gen.py  (writes NN-*.json here and expectations.txt)
"""

import json
import os
import random

import ragemodel as m

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gábina", "Honza"]
OUT = []  # (file, list of expected (deal, event, code), notes)


def choose_bids(rng, n, cards, tricks, dealer, pm1, exact_p=0.5):
    bids = []
    for s in range(n):
        if rng.random() < exact_p:
            b = tricks[s]
        else:
            b = rng.choice([x for x in range(0, min(cards, 4) + 1) if x != tricks[s]] or [tricks[s]])
        bids.append(b)
    if pm1 and sum(bids) == cards:
        b = bids[dealer]
        alt = [x for x in (b + 1, b - 1, b + 2) if 0 <= x <= cards]
        bids[dealer] = alt[0]
    return bids


class Session:
    def __init__(self, n, rules=None, start_round=1, start_totals=None, names=None):
        self.n = n
        self.rules = rules or {}
        self.start_round = start_round
        self.totals = list(start_totals) if start_totals else [0] * n
        self.start_totals = start_totals
        self.deals = []
        self.expected = []
        self.names = names or NAMES[:n]
        self.notes = []

    def add_deal(
        self,
        rnd,
        dealer,
        rnd_obj,
        bids,
        record="sheet",
        bid_order=None,
        bids_after=False,
        hands_null=False,
        score_override=None,
        total_override=None,
        bid_events=None,
    ):
        n = self.n
        scores = rnd_obj.scores(bids)
        events = []
        order = bid_order or [(dealer + 1 + i) % n for i in range(n)]
        bev = bid_events or [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
        if not bids_after:
            events += bev
        play_start = len(events)
        for seat, card, named in rnd_obj.plays:
            e = {"type": "play", "seat": seat, "card": card}
            if named:
                e["named"] = named
            events.append(e)
        if bids_after:
            events += bev
        di = len(self.deals)
        for f in rnd_obj.faults:
            self.expected.append((di, play_start + f[0], f[1]))
        if record in ("sheet", "scores"):
            rec = list(scores)
            if callable(score_override):
                score_override = score_override(rnd_obj, rec)
            if score_override:
                s, v = score_override
                self.expected.append((di, len(events) + s, "wrong_score"))
                self.notes.append(f"deal {di}: seat {s} written {v}, rules give {rec[s]}")
                rec[s] = v
            for s in range(n):
                events.append({"type": "score", "party": s, "points": rec[s]})
            if record == "sheet":
                newt = [self.totals[s] + rec[s] for s in range(n)]
                written = list(newt)
                if callable(total_override):
                    total_override = total_override(newt)
                if total_override:
                    s, v = total_override
                    self.expected.append((di, len(events) + s, "wrong_total"))
                    self.notes.append(f"deal {di}: seat {s} total written {v}, sheet gives {newt[s]}")
                    written[s] = v
                for s in range(n):
                    events.append({"type": "total", "party": s, "points": written[s]})
                self.totals = written  # the sheet's own arithmetic carries on
            else:
                self.totals = [self.totals[s] + rec[s] for s in range(n)]
        else:
            self.totals = [self.totals[s] + scores[s] for s in range(n)]
        self.deals.append(
            {
                "dealer": dealer,
                "hands": None if hands_null else rnd_obj.orig_hands,
                "talon": rnd_obj.stock,
                "events": events,
            }
        )
        self.notes.append(
            f"deal {di}: round {rnd} ({11 - rnd} cards) dealer {dealer} trumps {rnd_obj.trumps} bids {bids} "
            f"tricks {rnd_obj.tricks} action {rnd_obj.action} scores {scores} totals(sheet) {self.totals}"
        )

    def write(self, fname, meta_note):
        t = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": dict(self.rules),
            "players": self.names,
        }
        start = {}
        if self.start_round != 1:
            start["round"] = self.start_round
        if self.start_totals:
            start["totals"] = self.start_totals
        if start:
            t["start"] = start
        t["meta"] = {"source": "rage-spec3 gen.py (independent model)", "note": meta_note}
        t["deals"] = self.deals
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as fh:
            json.dump(t, fh, ensure_ascii=False, indent=1)
        OUT.append((fname, self.expected, self.notes))


def make_round(
    n, rnd, dealer, rng, hook=None, durch=False, fixed_hands=None, stock_prefix=None, accept=None, tries=5000
):
    cards = 11 - rnd
    for _ in range(tries):
        hands, stock = m.deal_cards(n, cards, rng, fixed_hands, stock_prefix)
        r = m.Round(n, dealer, hands, stock, rnd, durch=durch)
        r.orig_hands = [list(h) for h in hands]
        if hook is not None:
            hook.reset()
        try:
            m.play_round(r, rng, hook)
        except m.Illegal:
            continue
        if hook is not None and not hook.done:
            continue
        if accept is not None and not accept(r):
            continue
        return r
    raise RuntimeError("no round found")


class Hook:
    def __init__(self, fn):
        self.fn = fn
        self.done = False

    def reset(self):
        self.done = False

    def __call__(self, r, seat, legal):
        if self.done:
            return None
        res = self.fn(r, seat, legal)
        if res is not None:
            self.done = True
        return res


def simple_session(
    fname,
    n,
    rounds,
    first_dealer,
    seed,
    rules=None,
    record="sheet",
    note="",
    start_totals=None,
    names=None,
    per_deal=None,
):
    rng = random.Random(seed)
    pm1 = bool((rules or {}).get("plus_minus_one"))
    durch = bool((rules or {}).get("durch"))
    ses = Session(n, rules, rounds[0], start_totals, names)
    dealer = first_dealer
    for i, rnd in enumerate(rounds):
        opts = (per_deal or {}).get(i, {})
        if "dealer_override" in opts:
            dealer = opts["dealer_override"]
            ses.expected.append((i, None, "wrong_dealer"))
        r = make_round(n, rnd, dealer, rng, hook=opts.get("hook"), durch=durch, accept=opts.get("accept"))
        bids = opts.get("bids") or choose_bids(rng, n, 11 - rnd, r.tricks, dealer, pm1)
        if opts.get("bid_fix"):
            bids = opts["bid_fix"](bids, r)
        ses.add_deal(
            rnd,
            opts.get("dealer_rec", dealer),
            r,
            bids,
            record=opts.get("record", record),
            bid_order=opts.get("bid_order"),
            bids_after=opts.get("bids_after", False),
            hands_null=opts.get("hands_null", False),
            score_override=opts.get("score_override"),
            total_override=opts.get("total_override"),
        )
        if opts.get("expect_extra"):
            ses.expected += opts["expect_extra"]
        dealer = (dealer + 1) % n
    ses.write(fname, note)
    return ses


def scripted(n, rnd, dealer, hands, stock_prefix, plays, seed):
    rng = random.Random(seed)
    _, stock = m.deal_cards(n, 11 - rnd, rng, hands, stock_prefix)
    r = m.Round(n, dealer, hands, stock, rnd)
    r.orig_hands = [list(h) for h in hands]
    for p in plays:
        seat, card = p[0], p[1]
        named = p[2] if len(p) > 2 else None
        r.play(seat, card, named)
    assert not any(r.hands), r.hands
    return r


def bid_index(n, dealer, seat):
    return [(dealer + 1 + i) % n for i in range(n)].index(seat)


def main():
    # 01: three players, a whole evening, score sheet
    simple_session(
        "01-3p-full-session-sheet-clean.json",
        3,
        list(range(1, 11)),
        0,
        301,
        note="three players, rounds 1-10, score and running total per seat per round",
    )

    # 02: the source's worked example (4 players, round 1): 8, 1, 12, -1
    def src_example(r):
        return r.tricks == [3, 1, 2, 4] and r.action == [-5, 5, 0, 0]

    rng = random.Random(302)
    r = make_round(4, 1, 3, rng, accept=src_example, tries=200000)
    ses = Session(4, {}, 1, None, NAMES[:4])
    ses.add_deal(1, 3, r, [3, 2, 2, 2])
    ses.write(
        "02-4p-r1-source-worked-example-clean.json",
        "round 1 built so that the source's example comes out: Anička 8, Bohouš 1, Katka 12, Dalibor -1",
    )

    # 03: five players, plus/minus one, whole evening
    simple_session(
        "03-5p-pm1-full-session-sheet-clean.json",
        5,
        list(range(1, 11)),
        2,
        303,
        rules={"plus_minus_one": True},
        note="five players, plus/minus one, rounds 1-10",
    )

    # 04: six players, durch; round 9 taken whole by one seat; round 10 single trick (no durch)
    def all_tricks(r):
        return max(r.tricks) == 11 - r.rnd

    simple_session(
        "04-6p-durch-r7-10-sheet-clean.json",
        6,
        [7, 8, 9, 10],
        4,
        304,
        rules={"durch": True},
        start_totals=[31, 12, -4, 40, 7, 22],
        per_deal={1: {"accept": all_tricks}, 2: {"accept": all_tricks}},
        note="six players, durch: rounds 8 and 9 taken whole by one seat (2 a trick); round 10 not",
    )

    # 05: seven players, play-only (hands null), stock kept, bids, no sheet
    simple_session(
        "05-7p-play-only-r4-6-clean.json",
        7,
        [4, 5, 6],
        1,
        305,
        record="none",
        start_totals=[10, 3, -9, 25, 0, 14, 6],
        per_deal={i: {"hands_null": True, "record": "none"} for i in range(3)},
        note="seven players, hands not recorded, the stock kept; bids and plays only",
    )

    # 06: eight players, hidden bid, bids said in any order
    rng6 = random.Random(306)
    orders = {}
    for i in range(3):
        o = list(range(8))
        rng6.shuffle(o)
        orders[i] = {"bid_order": o}
    simple_session(
        "06-8p-hidden-bid-r1-3-sheet-clean.json",
        8,
        [1, 2, 3],
        5,
        306,
        rules={"hidden_bid": True},
        per_deal=orders,
        note="eight players, hidden bid: the slips are read out in any order",
    )

    # 07: four players, secret bid, bids written on the sheet after the round
    simple_session(
        "07-4p-secret-bid-recorded-after-play-clean.json",
        4,
        [1, 2, 3],
        1,
        307,
        rules={"secret_bid": True},
        per_deal={i: {"bids_after": True} for i in range(3)},
        note="secret bid: the slips are opened at the end of the round, so the bids follow the plays",
    )

    # 08: revoke after an action-card lead (first colour card sets the colour)
    def revoke_after_action(r, seat, legal):
        t = r.trick
        if len(t) >= 2 and not m.is_colour(t[0][1]) and t[0][1] != "WILD":
            led = m.led_colour(t)
            if led is None:
                return None
            hand = r.hands[seat]
            other = [c for c in hand if m.is_colour(c) and c[0] != led]
            if any(m.is_colour(c) and c[0] == led for c in hand) and other:
                return (other[0], None)
        return None

    simple_session(
        "08-4p-revoke-after-action-lead.json",
        4,
        [3, 4, 5],
        2,
        308,
        per_deal={1: {"hook": Hook(revoke_after_action)}},
        note="one revoke in deal 1: after an action-card lead the first colour card sets the colour",
    )

    # 09: PLUS5/MINUS5/CHANGE/NOTRUMP played while holding the led colour
    def action_while_able(r, seat, legal):
        led = m.led_colour(r.trick)
        if led is None or r.notrump:
            return None
        hand = r.hands[seat]
        acts = [c for c in hand if c in ("PLUS5", "MINUS5")]
        if acts and any(m.is_colour(c) and c[0] == led for c in hand):
            return (acts[0], None)
        return None

    simple_session(
        "09-3p-plus5-while-able-to-follow.json",
        3,
        [2, 3, 4],
        1,
        309,
        per_deal={1: {"hook": Hook(action_while_able)}},
        note="one fault in deal 1: a +5/-5 card played by a player who holds the led colour",
    )

    # 10: WILD named the led colour by a player who holds the led colour
    def wild_while_able(r, seat, legal):
        led = m.led_colour(r.trick)
        if led is None or r.notrump:
            return None
        hand = r.hands[seat]
        if "WILD" in hand and any(m.is_colour(c) and c[0] == led for c in hand):
            return ("WILD", led)
        return None

    simple_session(
        "10-5p-wild-named-led-while-holding-led.json",
        5,
        [2, 3, 4],
        0,
        310,
        per_deal={1: {"hook": Hook(wild_while_able)}},
        note="deal 1: a joker named the led colour by a player who holds that colour",
    )

    # 11: scripted 3-player round 6: NOTRUMP, CHANGE, no duty to trump, all-action trick
    hands = [
        ["Y8", "Y5", "P9", "CHANGE", "Y0"],
        ["R4", "G2", "O3", "NOTRUMP", "B14"],
        ["NOTRUMP", "CHANGE", "WILD", "PLUS5", "B7"],
    ]
    plays = [
        (0, "Y8"),
        (1, "R4"),
        (2, "NOTRUMP"),
        (0, "Y5"),
        (1, "G2"),
        (2, "CHANGE"),
        (0, "P9"),
        (1, "O3"),
        (2, "WILD", "B"),
        (2, "PLUS5"),
        (0, "CHANGE"),
        (1, "NOTRUMP"),
        (2, "B7"),
        (0, "Y0"),
        (1, "B14"),
    ]
    r = scripted(3, 6, 2, hands, ["PLUS5", "R3", "G7", "CHANGE", "B2", "O6", "Y1"], plays, 311)
    ses = Session(3, {}, 6, [12, -4, 20], NAMES[:3])
    ses.add_deal(6, 2, r, [3, 1, 2])
    ses.write(
        "11-3p-r6-notrump-change-mechanics-clean.json",
        "scripted: the source's no-trump example, change-trump mid-trick, no duty to trump, an all-action trick",
    )

    # 12: scripted 4-player rounds 7-8: jokers
    h1 = [
        ["B10", "WILD", "R8", "P1"],
        ["MINUS5", "O15", "R2", "P12"],
        ["Y6", "O4", "G0", "B5"],
        ["Y2", "WILD", "G3", "P7"],
    ]
    p1 = [
        (1, "MINUS5"),
        (2, "Y6"),
        (3, "Y2"),
        (0, "B10"),
        (2, "O4"),
        (3, "WILD", "O"),
        (0, "WILD", "O"),
        (1, "O15"),
        (0, "R8"),
        (1, "R2"),
        (2, "G0"),
        (3, "G3"),
        (3, "P7"),
        (0, "P1"),
        (1, "P12"),
        (2, "B5"),
    ]
    r1 = scripted(4, 7, 0, h1, ["NOTRUMP", "MINUS5", "G9"], p1, 312)
    h2 = [["B1", "Y3", "G2"], ["P14", "Y9", "R0"], ["WILD", "Y14", "G5"], ["P0", "NOTRUMP", "G8"]]
    p2 = [
        (2, "WILD", "P"),
        (3, "P0"),
        (0, "B1"),
        (1, "P14"),
        (0, "Y3"),
        (1, "Y9"),
        (2, "Y14"),
        (3, "NOTRUMP"),
        (2, "G5"),
        (3, "G8"),
        (0, "G2"),
        (1, "R0"),
    ]
    r2 = scripted(4, 8, 1, h2, ["B11", "R13"], p2, 3121)
    ses = Session(4, {}, 7, [5, 18, -7, 30], NAMES[:4])
    ses.add_deal(7, 0, r1, [2, 1, 0, 1])
    ses.add_deal(8, 1, r2, [0, 1, 1, 0])
    ses.write(
        "12-4p-r7-8-joker-mechanics-clean.json",
        "scripted: colour set by the first colour card after an action lead, two jokers of one colour, "
        "a joker lead, trumps beat a joker of another colour",
    )

    # 13: out-of-turn lead (deal 1, last trick led by the wrong seat)
    class LeadHook(Hook):
        def __call__(self, r, seat, legal):
            return None

        def lead_hook(self, r):
            if not self.done and len(r.hands[0]) == 1:
                right = r.leader
                r.leader = (right + 2) % r.n
                r.faults.append((len(r.plays), "out_of_turn"))
                self.done = True

    simple_session(
        "13-6p-out-of-turn-lead.json",
        6,
        [5, 6, 7],
        3,
        313,
        per_deal={1: {"hook": LeadHook(None)}},
        note="deal 1: the last trick is led by the seat two places after the winner of the trick before",
    )

    # 14: bid out of range (7 players, round 8: 3 cards, someone bids 4)
    def over(bids, r):
        s = (r.dealer + 3) % r.n
        bids[s] = 4
        return bids

    simple_session(
        "14-7p-bid-out-of-range.json",
        7,
        [7, 8, 9],
        6,
        314,
        start_totals=[0] * 7,
        per_deal={1: {"bid_fix": over, "expect_extra": [(1, bid_index(7, 0, 3), "bid_out_of_range")]}},
        note="deal 1 (3 cards): the third bidder bids 4",
    )

    # 15: plus/minus one, the dealer's bid makes the total equal to the cards
    def forbid(bids, r):
        cards = 11 - r.rnd
        rest = sum(bids) - bids[r.dealer]
        if 0 <= cards - rest <= cards:
            bids[r.dealer] = cards - rest
            return bids
        raise m.Illegal

    simple_session(
        "15-4p-pm1-dealer-forbidden-bid.json",
        4,
        [4, 5, 6],
        1,
        315,
        rules={"plus_minus_one": True},
        per_deal={1: {"bid_fix": forbid, "expect_extra": [(1, 3, "bid_forbidden_plus_minus_one")]}},
        note="plus/minus one: in deal 1 the dealer (last bidder) makes the bids add up to the cards",
    )

    # 16: durch wrongly applied to the one-card last round
    def one_winner_bid1(bids, r):
        w = r.tricks.index(1)
        bids[w] = 1
        return bids

    ses = simple_session(
        "16-3p-durch-doubled-in-last-round.json",
        3,
        [9, 10],
        0,
        316,
        rules={"durch": True},
        start_totals=[44, 51, 38],
        per_deal={
            1: {
                "bid_fix": one_winner_bid1,
                "score_override": lambda r, sc: (r.tricks.index(1), sc[r.tricks.index(1)] + 1),
            }
        },
        note="durch: the keeper gave 2 for the single trick of round 10 (12 written, 11 due)",
    )

    # 17: five players, a slip in one running total (deal 2, seat 3: 10 too many)
    simple_session(
        "17-5p-wrong-total.json",
        5,
        [1, 2, 3, 4],
        0,
        317,
        per_deal={2: {"total_override": lambda t: (3, t[3] + 10)}},
        note="deal 2: seat 3's running total written 10 too high; later totals carry the sheet's figure",
    )

    # 18: eight players, the deal passes two seats on in deal 1
    simple_session(
        "18-8p-wrong-dealer.json",
        8,
        [8, 9, 10],
        2,
        318,
        per_deal={1: {"dealer_override": 4}},
        note="deal 1 dealt by seat 4 instead of seat 3; bids and the lead follow the recorded dealer",
    )
    with open(os.path.join(HERE, "expectations.txt"), "w", encoding="utf-8") as fh:
        for fname, exp, notes in OUT:
            fh.write(f"{fname}: {exp}\n")
            for line in notes:
                fh.write(f"    {line}\n")
    return ses


if __name__ == "__main__":
    main()
