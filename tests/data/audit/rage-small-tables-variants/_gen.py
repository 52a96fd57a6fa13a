"""Blind generator for the audit round rage-small-tables-variants.

Written from the Czech Rage rules (Amigo 2000, Paluba translation) only; no import from validator.
3 and 4 player sessions of 2-4 rounds taken from the middle of the ten rounds (start.round),
with every pair of the four variants, trump turned from the stock past action cards, edge bids
(0 and all the cards), and planted faults.  Usage: python _gen.py [SEED]
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [c + str(v) for c in COLOURS for v in range(16)] + ACTIONS
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor"]


def is_colour(card):
    return card[0] in COLOURS and card[1:].isdigit()


def col(card):
    return card[0]


def val(card):
    return int(card[1:])


class Stock:
    """The undealt cards, top first. Turning skips action cards until a colour card shows."""

    def __init__(self, talon):
        self.talon = talon
        self.pos = 0

    def turn(self):
        while not is_colour(self.talon[self.pos]):
            self.pos += 1
        card = self.talon[self.pos]
        self.pos += 1
        return col(card)


def led_colour(trick):
    for _, card in trick:
        if is_colour(card):
            return col(card)
    return None


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = led_colour(trick)
    if led is None:
        return list(hand)
    same = [c for c in hand if is_colour(c) and col(c) == led]
    return same if same else list(hand)


def winner(trick, trump, notrump):
    """Seat winning a finished trick. trump: the trump colour at the end of the trick."""
    led = led_colour(trick)
    if led is None:
        return trick[0][0]
    if not notrump:
        trumps = [(val(c), s) for s, c in trick if is_colour(c) and col(c) == trump]
        if trumps:
            return max(trumps)[1]
    same = [(val(c), s) for s, c in trick if is_colour(c) and col(c) == led]
    return max(same)[1]


def choose(hand, trick, want, trump):
    cands = legal(hand, trick)
    colour = [c for c in cands if is_colour(c)]
    led = led_colour(trick)
    void = bool(trick) and led is not None and not any(is_colour(c) and col(c) == led for c in hand)
    if void and not any(c in ("CHANGE", "NOTRUMP") for _, c in trick):
        for a in ("CHANGE", "NOTRUMP"):
            if a in hand:
                return a
    if not colour:
        # only action cards: PLUS5 when wanting, MINUS5 otherwise, else first
        pref = ["PLUS5", "MINUS5"] if want else ["MINUS5", "PLUS5"]
        for p in pref:
            if p in cands:
                return p
        return cands[0]

    def strength(c):
        return (1 if col(c) == trump else 0, val(c))

    if want:
        return max(colour, key=strength)
    # dumping: lowest non-trump if possible; shed a MINUS5 when void of the led colour
    led = led_colour(trick)
    if trick and led is not None and not any(col(c) == led for c in colour) and "MINUS5" in cands:
        return "MINUS5"
    return min(colour, key=strength)


def round_scores(bids, tricks, plus, minus, durch_on, cards):
    n = len(bids)
    scores = []
    sweeper = None
    if durch_on and cards > 1:
        for s in range(n):
            if tricks[s] == cards:
                sweeper = s
    for s in range(n):
        per = 2 if s == sweeper else 1
        sc = per * tricks[s] + 5 * plus[s] - 5 * minus[s]
        sc += 10 if bids[s] == tricks[s] else -5
        scores.append(sc)
    return scores


def deal_round(rng, n, rnd, dealer, spec, rules):
    cards = 11 - rnd
    fixed = {int(k): list(v) for k, v in spec.get("fixed", {}).items()}
    prefix = list(spec.get("stock_prefix", []))
    pool = list(DECK)
    for cs in list(fixed.values()) + [prefix]:
        for c in cs:
            pool.remove(c)
    allowed_extra = spec.get("extra_actions", ["PLUS5", "MINUS5"])
    fillable = [c for c in pool if is_colour(c) or c in allowed_extra]
    rng.shuffle(fillable)
    # keep action cards rare in hands
    fillable.sort(key=lambda c: 0 if is_colour(c) else rng.random() * 3)
    fill_colour = [c for c in fillable if is_colour(c)]
    fill_action = [c for c in fillable if not is_colour(c)]
    hands = []
    for s in range(n):
        h = list(fixed.get(s, []))
        while len(h) < cards:
            if fill_action and rng.random() < spec.get("action_rate", 0.08):
                h.append(fill_action.pop())
            else:
                h.append(fill_colour.pop())
        hands.append(h)
    used = [c for h in hands for c in h] + prefix
    rest = list(DECK)
    for c in used:
        rest.remove(c)
    rng.shuffle(rest)
    # the random rest of the stock must not start with a surprise: prefix decides the trump
    talon = prefix + rest
    assert len(talon) + n * cards == 112
    return hands, talon


def play_round(rng, n, rnd, dealer, spec, rules):
    cards = 11 - rnd
    hands, talon = deal_round(rng, n, rnd, dealer, spec, rules)
    dealt = [list(h) for h in hands]
    stock = Stock(talon)
    trump = stock.turn()
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = dict(spec.get("bids", {}))
    bids = {int(k): v for k, v in bids.items()}
    for s in order:
        if s not in bids:
            strong = sum(1 for c in hands[s] if is_colour(c) and (col(c) == trump or val(c) >= 13))
            bids[s] = min(cards, strong)
    if rules.get("plus_minus_one") and not spec.get("pm1_fault"):
        if sum(bids.values()) == cards:
            last = order[-1]
            assert str(last) not in spec.get("bids", {}) and last not in spec.get("bids", {}), (
                "explicit bids hit the forbidden total"
            )
            bids[last] = bids[last] + 1 if bids[last] < cards else bids[last] - 1
    bid_order = spec.get("bid_order", order)
    trumps_seen = [trump]
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    plays = []  # (seat, card)
    trick_winners = []
    leader = order[0]
    faults = spec.get("play_fault")  # {"kind":..., "trick": t}
    planted = []
    for t in range(cards):
        trick = []
        notrump = False
        for k in range(n):
            s = (leader + k) % n
            want = tricks[s] < bids[s]
            card = choose(hands[s], trick, want, trump)
            if (
                faults
                and t >= faults["trick"]
                and trick
                and not planted
                and faults["kind"] != "card_not_in_hand"
            ):
                led = led_colour(trick)
                has_led = led is not None and any(is_colour(c) and col(c) == led for c in hands[s])
                if faults["kind"] == "revoke" and has_led:
                    others = [c for c in hands[s] if is_colour(c) and col(c) != led]
                    if others:
                        card = min(others, key=val)
                        planted.append(("revoke", len(plays), s))
                if faults["kind"] == "action" and has_led:
                    acts = [c for c in hands[s] if c in ("PLUS5", "MINUS5")]
                    if acts:
                        card = acts[0]
                        planted.append(("action_card_while_able_to_follow", len(plays), s))
            hands[s].remove(card)
            trick.append((s, card))
            plays.append((s, card))
            if card == "CHANGE":
                trump = stock.turn()
                trumps_seen.append(trump)
            if card == "NOTRUMP":
                notrump = True
        w = winner(trick, trump, notrump)
        trick_winners.append(w)
        tricks[w] += 1
        plus[w] += sum(1 for _, c in trick if c == "PLUS5")
        minus[w] += sum(1 for _, c in trick if c == "MINUS5")
        if notrump:
            trump = stock.turn()
            trumps_seen.append(trump)
        leader = w
    if faults and not planted and faults["kind"] != "card_not_in_hand":
        raise RuntimeError(f"fault {faults!r} not planted in round {rnd}")
    bid_list = [bids[s] for s in range(n)]
    scores = round_scores(bid_list, tricks, plus, minus, rules.get("durch"), cards)
    return {
        "hands": dealt,
        "talon": talon,
        "bids": bid_list,
        "bid_order": bid_order,
        "plays": plays,
        "tricks": tricks,
        "plus": plus,
        "minus": minus,
        "scores": scores,
        "trumps": trumps_seen,
        "winners": trick_winners,
        "planted": planted,
    }


def build(rng, fname, desc, n, rules, start_round, first_dealer, specs, start_totals, write_totals=True):
    players = NAMES[:n]
    deals = []
    expected = []
    totals = list(start_totals)
    sheet_totals = list(start_totals)
    computed = []
    for i, spec in enumerate(specs):
        rnd = start_round + i
        dealer = (first_dealer + i) % n
        r = play_round(rng, n, rnd, dealer, spec, rules)
        events = []
        bid_ev = {s: {"type": "bid", "seat": s, "bid": r["bids"][s]} for s in range(n)}
        late = spec.get("late_bid")  # {"seat": s, "where": "after_first_play" | "after_scores"}
        mid = spec.get("mid_bids", {})  # seat -> number of plays before the bid is written (secret)
        mid = {int(k): v for k, v in mid.items()}
        for s in r["bid_order"]:
            if late and late["seat"] == s:
                continue
            if s in mid:
                continue
            events.append(bid_ev[s])
        bid_index = {}
        for k, (s, c) in enumerate(r["plays"]):
            for ms, pos in mid.items():
                if pos == k:
                    events.append(bid_ev[ms])
            if late and late["where"] == "after_first_play" and k == 1:
                bid_index[late["seat"]] = len(events)
                events.append(bid_ev[late["seat"]])
            ev = {"type": "play", "seat": s, "card": c}
            events.append(ev)
            for p in r["planted"]:
                if p[1] == k:
                    expected.append((i, len(events) - 1, p[0], f"seat {s} plays {c}"))
        # card_not_in_hand: rewrite one played card for a stock card of the same colour, adjacent value
        pf = spec.get("play_fault")
        if pf and pf["kind"] == "card_not_in_hand":
            t = pf["trick"]
            k = t * n + pf.get("pos", 1)
            s, c = r["plays"][k]
            held = set(x for h in r["hands"] for x in h)
            for cand in (col(c) + str(val(c) + 1), col(c) + str(val(c) - 1)):
                if cand in DECK and cand not in held and 0 <= val(cand) <= 15:
                    break
            else:
                raise RuntimeError("no substitute card")
            # find the event of play k
            cnt = -1
            for ei, ev in enumerate(events):
                if ev["type"] == "play":
                    cnt += 1
                    if cnt == k:
                        ev["card"] = cand
                        expected.append((i, ei, "card_not_in_hand", f"seat {s} holds {c}, written {cand}"))
                        break
        for s in range(n):
            for ei, ev in enumerate(events):
                if ev.get("type") == "bid" and ev["seat"] == s and s in mid:
                    bid_index[s] = ei
        if not (late and late["where"] == "after_scores"):
            pass
        rec_scores = list(r["scores"])
        for s, v in spec.get("score_fault", {}).items():
            s = int(s)
            rec_scores[s] = v
        score_idx = {}
        for s in range(n):
            score_idx[s] = len(events)
            events.append({"type": "score", "party": s, "points": rec_scores[s]})
        if late and late["where"] == "after_scores":
            bid_index[late["seat"]] = len(events)
            events.append(bid_ev[late["seat"]])
        for s in range(n):
            totals[s] += r["scores"][s]
            sheet_totals[s] += rec_scores[s]
        if write_totals:
            for s in range(n):
                events.append({"type": "total", "party": s, "points": sheet_totals[s]})
        # expectations for bids / scores
        for ei, ev in enumerate(events):
            if ev["type"] == "bid":
                bid_index.setdefault(ev["seat"], ei)
        if spec.get("pm1_fault"):
            d = dealer
            expected.append(
                (
                    i,
                    bid_index[d],
                    "bid_forbidden_plus_minus_one",
                    f"bids {r['bids']} add up to {11 - rnd} cards",
                )
            )
        if late:
            expected.append((i, bid_index[late["seat"]], "bid_out_of_turn", "bid written " + late["where"]))
        for s in spec.get("score_fault", {}):
            s = int(s)
            expected.append(
                (
                    i,
                    score_idx[s],
                    "wrong_score",
                    f"seat {s}: rules {r['scores'][s]}, sheet {rec_scores[s]}",
                )
            )
        deals.append({"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": events})
        computed.append(
            {
                "round": rnd,
                "cards": 11 - rnd,
                "dealer": dealer,
                "trumps": r["trumps"],
                "bids": r["bids"],
                "tricks": r["tricks"],
                "plus5": r["plus"],
                "minus5": r["minus"],
                "scores": r["scores"],
                "totals": list(totals),
                "trick_winners": r["winners"],
            }
        )
    expected.sort()
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": dict({"preset": "standard"}, **rules),
        "players": players,
        "start": {"round": start_round, "totals": list(start_totals)},
        "meta": {"audit": "rage-small-tables-variants", "description": desc},
        "deals": deals,
    }
    with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return {"file": fname, "desc": desc, "expected": expected, "computed": computed, "rules": rules}


PM1D = {"plus_minus_one": True, "durch": True}
HD = {"hidden_bid": True, "durch": True}
SPM = {"secret_bid": True, "plus_minus_one": True}
HPM = {"hidden_bid": True, "plus_minus_one": True}
HS = {"hidden_bid": True, "secret_bid": True}
SD = {"secret_bid": True, "durch": True}

TOP_R4 = ["R15", "R14", "R13", "R12"]


def sessions():
    return [
        # 01: pm1+durch, 3p, rounds 6-8, clean. Round 6 trump turned past CHANGE and PLUS5;
        # round 7 a Durch by the first bidder who bid all 4; the others 0 and (forced off 0) 1.
        (
            "01-3p-pm1-durch-r6-clean.json",
            "pm1+durch, 3 players, rounds 6-8; trump past action cards; Durch bid 4 of 4; clean",
            3,
            PM1D,
            6,
            0,
            [
                {"stock_prefix": ["CHANGE", "PLUS5", "G4"]},
                {
                    "stock_prefix": ["R2"],
                    "fixed": {2: TOP_R4},
                    "bids": {2: 4, 0: 0, 1: 1},
                },
                {"stock_prefix": ["NOTRUMP", "WILD", "MINUS5", "Y6"], "bids": {0: 0}},
            ],
            [12, -4, 7],
        ),
        # 02: pm1+durch, 4p, rounds 3-5: round 4 the dealer's bid makes the total 7; round 5 a revoke.
        (
            "02-4p-pm1-durch-r3-forbidden-revoke.json",
            "pm1+durch, 4 players, rounds 3-5; round 4 dealer bid makes total = 7 cards; round 5 revoke",
            4,
            PM1D,
            3,
            1,
            [
                {"stock_prefix": ["MINUS5", "B9"]},
                {
                    "stock_prefix": ["WILD", "CHANGE", "O1"],
                    "bids": {3: 2, 0: 1, 1: 0, 2: 4},
                    "pm1_fault": True,
                },
                {"stock_prefix": ["P8"], "play_fault": {"kind": "revoke", "trick": 1}},
            ],
            [31, 18, -6, 22],
        ),
        # 03: hidden+durch, 3p, rounds 7-9: bids in a mixed order; round 8 Durch scored 1 a trick;
        # round 9 an action card played while able to follow.
        (
            "03-3p-hidden-durch-r7-durchwrong-action.json",
            "hidden+durch, 3 players, rounds 7-9; round 8 Durch scored at 1 a trick; round 9 action card while able to follow",
            3,
            HD,
            7,
            2,
            [
                {"stock_prefix": ["PLUS5", "O7"], "bid_order": [2, 1, 0]},
                {
                    "stock_prefix": ["NOTRUMP", "R0"],
                    "fixed": {1: ["R15", "R14", "R13"]},
                    "bids": {1: 3, 2: 0, 0: 0},
                    "bid_order": [0, 1, 2],
                    "score_fault": {1: 3},
                },
                {
                    "stock_prefix": ["Y3"],
                    "fixed": {0: ["B5", "PLUS5"], 2: ["B11", "B10"]},
                    "bid_order": [2, 0, 1],
                    "play_fault": {"kind": "action", "trick": 0},
                },
            ],
            [0, 0, 0],
        ),
        # 04: hidden+durch, 4p, rounds 8-10, clean: Durch in round 9 (2 of 2), round 10 single trick at 1.
        (
            "04-4p-hidden-durch-r8-clean.json",
            "hidden+durch, 4 players, rounds 8-10; Durch in round 9; round 10 single trick scored 1; clean",
            4,
            HD,
            8,
            3,
            [
                {"stock_prefix": ["CHANGE", "CHANGE", "B1"], "bid_order": [3, 2, 1, 0], "bids": {0: 0, 1: 3}},
                {
                    "stock_prefix": ["G10"],
                    "fixed": {3: ["G15", "G14"]},
                    "bids": {3: 2, 0: 0, 1: 0, 2: 0},
                    "bid_order": [1, 3, 0, 2],
                },
                {
                    "stock_prefix": ["MINUS5", "PLUS5", "WILD", "P0"],
                    "fixed": {0: ["P15"], 1: ["R3"], 2: ["B3"], 3: ["O3"]},
                    "bids": {0: 1, 1: 0, 2: 0, 3: 1},
                    "bid_order": [3, 0, 1, 2],
                },
            ],
            [40, 25, -3, 18],
        ),
        # 05: secret+pm1, 3p, rounds 2-3, clean: bids written during the round, before the scores.
        (
            "05-3p-secret-pm1-r2-clean.json",
            "secret+pm1, 3 players, rounds 2-3; bids written during play, before the scores; clean",
            3,
            SPM,
            2,
            1,
            [
                {"stock_prefix": ["NOTRUMP", "B12"], "mid_bids": {0: 4, 1: 7}, "bids": {2: 0}},
                {"stock_prefix": ["Y15"], "mid_bids": {2: 23}, "bids": {0: 8}},
            ],
            [-5, 12, 3],
        ),
        # 06: secret+pm1, 4p, rounds 5-7: round 6 a bid written after the scores; round 7 a revoke.
        (
            "06-4p-secret-pm1-r5-latebid-revoke.json",
            "secret+pm1, 4 players, rounds 5-7; round 6 a bid written after the score lines; round 7 revoke",
            4,
            SPM,
            5,
            2,
            [
                {"stock_prefix": ["PLUS5", "NOTRUMP", "CHANGE", "O14"], "mid_bids": {1: 9}},
                {"stock_prefix": ["G7"], "late_bid": {"seat": 2, "where": "after_scores"}},
                {"stock_prefix": ["B2"], "play_fault": {"kind": "revoke", "trick": 0}},
            ],
            [15, 3, 27, -2],
        ),
        # 07: secret+pm1, 3p, rounds 9-10: round 9 a card not in hand; round 10 bids 0,0 then the dealer 1.
        (
            "07-3p-secret-pm1-r9-notinhand-forbidden.json",
            "secret+pm1, 3 players, rounds 9-10; round 9 card not in hand; round 10 bids 0+0+1 = 1 card",
            3,
            SPM,
            9,
            0,
            [
                {
                    "stock_prefix": ["WILD", "R9"],
                    "play_fault": {"kind": "card_not_in_hand", "trick": 0, "pos": 2},
                },
                {"stock_prefix": ["CHANGE", "G5"], "bids": {2: 0, 0: 0, 1: 1}, "pm1_fault": True},
            ],
            [44, 51, 38],
        ),
        # 08: hidden+pm1, 4p, rounds 4-6, clean; bids in mixed order; edge bids 0 and all cards.
        (
            "08-4p-hidden-pm1-r4-clean.json",
            "hidden+pm1, 4 players, rounds 4-6; bids in mixed order; a bid of all the cards; clean",
            4,
            HPM,
            4,
            0,
            [
                {"stock_prefix": ["MINUS5", "MINUS5", "P5"], "bid_order": [0, 3, 1, 2], "bids": {1: 0, 2: 0}},
                {"stock_prefix": ["B14"], "bid_order": [2, 1, 0, 3], "bids": {2: 6, 3: 0, 0: 0}},
                {"stock_prefix": ["NOTRUMP", "O6"], "bid_order": [3, 2, 1, 0]},
            ],
            [9, 21, 0, 14],
        ),
        # 09: hidden+pm1, 3p, rounds 1-2: round 1 a bid written after the first card; round 2 revoke.
        (
            "09-3p-hidden-pm1-r1-latebid-revoke.json",
            "hidden+pm1, 3 players, rounds 1-2; round 1 a hidden bid written after the first card; round 2 revoke",
            3,
            HPM,
            1,
            2,
            [
                {"stock_prefix": ["CHANGE", "Y8"], "late_bid": {"seat": 2, "where": "after_first_play"}},
                {
                    "stock_prefix": ["PLUS5", "G12"],
                    "bid_order": [2, 1, 0],
                    "play_fault": {"kind": "revoke", "trick": 2},
                },
            ],
            [0, 0, 0],
        ),
        # 10: hidden+secret, 4p, rounds 6-8, clean: bids written mid-round; a player takes all tricks
        # of round 8 without the Durch variant (1 a trick).
        (
            "10-4p-hidden-secret-r6-clean.json",
            "hidden+secret, 4 players, rounds 6-8; bids mid-round; all tricks without Durch; clean",
            4,
            HS,
            6,
            1,
            [
                {"stock_prefix": ["WILD", "NOTRUMP", "B6"], "mid_bids": {3: 5, 0: 12}},
                {"stock_prefix": ["Y1"], "bid_order": [0, 1, 2, 3], "mid_bids": {2: 2}},
                {
                    "stock_prefix": ["O0"],
                    "fixed": {0: ["O15", "O14", "O13"]},
                    "bids": {0: 3, 1: 0, 2: 0, 3: 0},
                    "mid_bids": {1: 11},
                },
            ],
            [7, 7, -1, 30],
        ),
        # 11: hidden+secret, 3p, rounds 3-4: round 3 a bid written after the scores; round 4 revoke.
        (
            "11-3p-hidden-secret-r3-latebid-revoke.json",
            "hidden+secret, 3 players, rounds 3-4; round 3 a bid after the score lines; round 4 revoke",
            3,
            HS,
            3,
            0,
            [
                {
                    "stock_prefix": ["MINUS5", "CHANGE", "P11"],
                    "late_bid": {"seat": 0, "where": "after_scores"},
                },
                {"stock_prefix": ["R7"], "play_fault": {"kind": "revoke", "trick": 3}},
            ],
            [22, 8, 15],
        ),
        # 12: secret+durch, 3p, rounds 8-10: round 8 action card while able to follow; round 10 the
        # single trick scored as a Durch (2).
        (
            "12-3p-secret-durch-r8-action-durch10.json",
            "secret+durch, 3 players, rounds 8-10; round 8 action card while able to follow; round 10 single trick scored as Durch",
            3,
            SD,
            8,
            1,
            [
                {
                    "stock_prefix": ["B4"],
                    "fixed": {0: ["G6", "MINUS5", "R11"], 1: ["G9", "G1", "Y4"], 2: ["G13", "P2", "O9"]},
                    "play_fault": {"kind": "action", "trick": 0},
                    "mid_bids": {2: 3},
                },
                {"stock_prefix": ["NOTRUMP", "PLUS5", "O12"]},
                {
                    "stock_prefix": ["Y2"],
                    "fixed": {0: ["Y14"], 1: ["R10"], 2: ["G3"]},
                    "bids": {0: 1, 1: 0, 2: 0},
                    "score_fault": {0: 12},
                },
            ],
            [19, 33, 26],
        ),
        # 13: secret+durch, 4p, rounds 7-8, clean: round 8 a Durch that missed its bid (2 of 3).
        (
            "13-4p-secret-durch-r7-clean.json",
            "secret+durch, 4 players, rounds 7-8; Durch with a missed bid (bid 2, took 3); clean",
            4,
            SD,
            7,
            2,
            [
                {"stock_prefix": ["PLUS5", "MINUS5", "CHANGE", "R5"], "mid_bids": {0: 6}},
                {
                    "stock_prefix": ["P3"],
                    "fixed": {2: ["P15", "P14", "P13"]},
                    "bids": {2: 2, 0: 0, 1: 0, 3: 1},
                    "mid_bids": {2: 10},
                },
            ],
            [-10, 5, 20, 11],
        ),
        # 14: hidden+pm1, 4p, rounds 9-10: round 9 revoke; round 10 bids 0,0,0 and the dealer 1,
        # written in mixed order (the dealer's bid not written last).
        (
            "14-4p-hidden-pm1-r9-revoke-forbidden.json",
            "hidden+pm1, 4 players, rounds 9-10; round 9 revoke; round 10 bids 0+0+0+1 = 1 card, mixed order",
            4,
            HPM,
            9,
            1,
            [
                {
                    "stock_prefix": ["WILD", "Y0"],
                    "fixed": {2: ["G5", "B7"], 3: ["G11", "R4"], 0: ["R12", "B2"], 1: ["O4", "P9"]},
                    "play_fault": {"kind": "revoke", "trick": 0},
                },
                {
                    "stock_prefix": ["NOTRUMP", "CHANGE", "B0"],
                    "bids": {3: 0, 0: 0, 1: 0, 2: 1},
                    "bid_order": [2, 3, 0, 1],
                    "pm1_fault": True,
                },
            ],
            [60, 41, 35, 47],
        ),
        # 15: pm1+durch, 3p, rounds 5-6, clean: CHANGE and NOTRUMP played, new trumps turned from
        # the stock past action cards; edge bid 0 by all but the forced dealer.
        (
            "15-3p-pm1-durch-r5-actions-clean.json",
            "pm1+durch, 3 players, rounds 5-6; CHANGE and NOTRUMP played, new trumps past action cards; clean",
            3,
            PM1D,
            5,
            2,
            [
                {
                    "stock_prefix": ["R4", "PLUS5", "WILD", "G8", "MINUS5", "B8"],
                    "fixed": {
                        0: ["Y15", "Y10", "Y9", "B3", "CHANGE", "O5"],
                        1: ["R12", "G14", "B15", "O2", "P7", "P6"],
                        2: ["NOTRUMP", "G0", "P1", "B13", "O11", "G3"],
                    },
                    "bids": {0: 3, 1: 1, 2: 1},
                },
                {"stock_prefix": ["CHANGE", "NOTRUMP", "P6"], "bids": {1: 0, 2: 0}},
            ],
            [5, 5, 5],
        ),
    ]


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 2026
    results = []
    for k, (fname, desc, n, rules, start_round, first_dealer, specs, start_totals) in enumerate(sessions()):
        rng = random.Random(seed * 100 + k)
        results.append(build(rng, fname, desc, n, rules, start_round, first_dealer, specs, start_totals))
    with open(os.path.join(HERE, "_expected.txt"), "w", encoding="utf-8") as f:
        for r in results:
            f.write("{}\n  {}\n  rules {}\n".format(r["file"], r["desc"], r["rules"]))
            f.write("  expected: %s\n" % ("clean" if not r["expected"] else ""))
            for e in r["expected"]:
                f.write("    ({}, {}, {})  {}\n".format(*e))
            for c in r["computed"]:
                f.write(f"  {json.dumps(c)}\n")
    print("wrote", len(results), "transcripts")


if __name__ == "__main__":
    main()
