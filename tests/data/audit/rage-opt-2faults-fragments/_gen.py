# ruff: noqa: UP031
"""Blind generator for audit round rage-opt-2faults-fragments.

Written from the Czech source (seeds/001, Amigo 2000, Paluba translation) only; it does not
import the validator. It plays legal Rage rounds (follow the colour led; action cards only when
void or when no colour is set yet; joker = highest card of its named colour; no-trump turns the
trump card over for the trick and a new trump is turned after it; change-trump turns a new trump
at once, valid for the current trick), scores them (1 a trick, +/-5 per action card in one's
tricks, +10 bid made / -5 missed, Durch 2 a trick for a player who took every trick except in
the one-card round), and plants faults.

Usage: python _gen.py [SEED]   (writes NN-*.json and EXPECTED.md next to this file)
"""

import json
import os
import random
import sys

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [c + str(v) for c in COLOURS for v in range(16)] + ACTIONS
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]
HERE = os.path.dirname(os.path.abspath(__file__))


def col(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def val(card):
    return int(card[1:])


class Retry(Exception):
    pass


def trick_winner(trick, trump):
    """trick: list of (seat, card, named). trump: the effective trump colour or None.
    Returns the index in trick of the winner."""
    led = None
    for _s, c, nm in trick:
        if c == "WILD":
            led = nm
            break
        if col(c):
            led = col(c)
            break
    if led is None:
        return 0  # only action cards, no joker: first card wins

    def colour_of(entry):
        _s, c, nm = entry
        return nm if c == "WILD" else col(c)

    def rank(i):
        _s, c, _nm = trick[i]
        return (100 + i) if c == "WILD" else val(c)  # a later joker beats an earlier one

    for target in ([trump] if trump else []) + [led]:
        cands = [i for i, e in enumerate(trick) if colour_of(e) == target]
        if cands:
            return max(cands, key=rank)
    raise AssertionError


class Round:
    def __init__(self, rng, n, dealer, cards, opts, plan, round_no):
        self.rng, self.n, self.dealer, self.cards = rng, n, dealer, cards
        self.opts, self.plan, self.round_no = opts, plan, round_no

    # ------------------------------------------------------------ helpers
    def turn_trump(self):
        while self.ptr < len(self.talon) and col(self.talon[self.ptr]) is None:
            self.ptr += 1
        if self.ptr >= len(self.talon):
            raise Retry("stock exhausted")
        t = col(self.talon[self.ptr])
        self.ptr += 1
        self.trump_history.append(t)
        return t

    def estimate(self, hand):
        e = 0.0
        for c in hand:
            if c == "WILD":
                e += 1
            elif col(c) == self.trump:
                e += 0.9 if val(c) >= 9 else 0.35
            elif col(c) and val(c) >= 14:
                e += 0.5
        e *= 1.0 if self.n <= 4 else 0.8
        b = int(round(e + self.rng.choice([-1, 0, 0, 0, 1])))
        return max(0, min(self.cards, b))

    def strength(self, card, trump, led):
        if card == "WILD":
            return 60
        c = col(card)
        if c is None:
            return -1
        if c == trump:
            return 40 + val(card)
        if c == led:
            return 20 + val(card)
        return val(card) - 20

    # ------------------------------------------------------------ play
    def play(self):
        rng, n = self.rng, self.n
        deck = DECK[:]
        rng.shuffle(deck)
        self.hands = [deck[i * self.cards : (i + 1) * self.cards] for i in range(n)]
        self.talon = deck[n * self.cards :]
        hands = [h[:] for h in self.hands]
        self.ptr = 0
        self.trump_history = []
        self.trump = self.turn_trump()
        plan = self.plan
        self.notes = []
        # ---- bids, in order from the dealer's left
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        bids = {}
        bid_events = {}
        for k, s in enumerate(order):
            b = self.estimate(hands[s])
            if plan.get("bid_range") and k == 1:
                b = self.cards + 1
                self.notes.append(("bid_range", s, b))
            if k == n - 1:
                others = sum(bids.values())
                if plan.get("pm1_break"):
                    b = self.cards - others
                    if not 0 <= b <= self.cards:
                        raise Retry("pm1 break impossible")
                    self.notes.append(("pm1_break", s, b, others))
                elif self.opts.get("plus_minus_one"):
                    forbidden = {self.cards - others}
                    if plan.get("bid_range"):
                        forbidden.add(self.cards - (others - (self.cards + 1)))
                    choices = [x for x in range(self.cards + 1) if x not in forbidden]
                    if b in forbidden:
                        b = min(choices, key=lambda x: (abs(x - b), rng.random()))
            bids[s] = b
            bid_events[s] = {"type": "bid", "seat": s, "bid": b}
        self.bids = bids
        # ---- tricks
        leader = (self.dealer + 1) % n
        self.won = [0] * n
        self.plus = [0] * n
        self.minus = [0] * n
        play_events = []
        fault_done = {"revoke": False, "action_follow": False}
        fault_from = plan.get("fault_trick", 0)
        self.tricks = []
        for t in range(self.cards):
            trick = []
            trump = self.trump
            notrump = False
            effect = False
            for i in range(n):
                s = (leader + i) % n
                hand = hands[s]
                led = None
                for _s, c, nm in trick:
                    if c == "WILD":
                        led = nm
                        break
                    if col(c):
                        led = col(c)
                        break
                follow = [c for c in hand if led and col(c) == led]
                legal = follow if follow else hand[:]
                planted = None
                for kind in ("revoke", "action_follow"):
                    if not plan.get(kind) or fault_done[kind] or t < fault_from or not follow:
                        continue
                    if plan.get("fault_seat_not") is not None and s == plan["fault_seat_not"](self):
                        continue
                    if kind == "revoke":
                        off = [c for c in hand if col(c) and col(c) != led]
                    else:
                        off = [c for c in hand if c in ("PLUS5", "MINUS5")]
                    if off:
                        planted = (kind, rng.choice(off))
                        break
                if planted:
                    card = planted[1]
                    fault_done[planted[0]] = True
                else:
                    if effect:
                        legal = [c for c in legal if c not in ("NOTRUMP", "CHANGE")]
                        if not legal:
                            raise Retry("second trump effect forced")
                    want = self.won[s] < bids[s]
                    acts = [c for c in legal if col(c) is None]
                    cols = [c for c in legal if col(c)]
                    if acts and (not cols or rng.random() < 0.3):
                        card = rng.choice(acts)
                    else:
                        pool = cols
                        key = lambda c, t=(None if notrump else trump), ld=led: self.strength(c, t, ld)  # noqa: E731
                        card = max(pool, key=key) if want else min(pool, key=key)
                named = None
                if card == "WILD":
                    if led is None:
                        named = rng.choice(COLOURS)
                    else:
                        named = trump if (want and not notrump and rng.random() < 0.7) else rng.choice(COLOURS)
                hand.remove(card)
                ev = {"type": "play", "seat": s, "card": card}
                if named:
                    ev["named"] = named
                if planted:
                    self.notes.append((planted[0], s, card, led, t, ev))
                play_events.append(ev)
                if card == "NOTRUMP":
                    notrump = True
                    effect = True
                elif card == "CHANGE":
                    effect = True
                    trump = self.turn_trump()
                    self.trump = trump
                trick.append((s, card, named))
            eff = None if notrump else trump
            wi = trick_winner(trick, eff)
            w = trick[wi][0]
            self.won[w] += 1
            self.plus[w] += sum(1 for _s, c, _ in trick if c == "PLUS5")
            self.minus[w] += sum(1 for _s, c, _ in trick if c == "MINUS5")
            self.tricks.append((trick, eff, w))
            if notrump:
                self.trump = self.turn_trump()
            leader = w
        for kind in ("revoke", "action_follow"):
            if plan.get(kind) and not fault_done[kind]:
                raise Retry("no opportunity for " + kind)
        # ---- scoring
        self.durch_seat = None
        if self.opts.get("durch") and self.cards > 1:
            for s in range(n):
                if self.won[s] == self.cards:
                    self.durch_seat = s
        allwin = [s for s in range(n) if self.won[s] == self.cards]
        self.allwin = allwin[0] if allwin else None
        self.scores = []
        for s in range(n):
            tp = self.won[s] * (2 if s == self.durch_seat else 1)
            bonus = 10 if bids[s] == self.won[s] else -5
            self.scores.append(tp + 5 * self.plus[s] - 5 * self.minus[s] + bonus)
        # ---- conditions
        need = plan.get("need_durch")
        if need is True and self.durch_seat is None:
            raise Retry("no durch")
        if need == "allwin" and self.allwin is None:
            raise Retry("no single winner")
        if plan.get("need_allwin_not_durch") and self.allwin is None:
            raise Retry("no all-win")
        # ---- event order
        bid_list = [bid_events[s] for s in order]
        if self.opts.get("secret_bid"):
            events = play_events[:]
            for be in bid_list:
                pos = rng.randint(0, len(events))
                events.insert(pos, be)
        else:
            if self.opts.get("hidden_bid"):
                rng.shuffle(bid_list)
                if [e["seat"] for e in bid_list] == order and n > 2:
                    bid_list[0], bid_list[1] = bid_list[1], bid_list[0]
            events = bid_list + play_events
        self.events = events
        self.bid_events = bid_events
        self.order = order
        return self


def make_round(rng, n, dealer, cards, opts, plan, round_no, tries=4000):
    for _ in range(tries):
        try:
            return Round(rng, n, dealer, cards, opts, plan, round_no).play()
        except Retry:
            continue
    raise SystemExit(f"could not satisfy plan {plan!r}")


# ---------------------------------------------------------------- sessions

FILES = []


def spec(name, n, opts, deals, start_round=1, totals=None, dealer=0, plans=None, clean=False, title=""):
    FILES.append(dict(name=name, n=n, opts=opts, deals=deals, start_round=start_round, totals=totals,
                      dealer=dealer, plans=plans or {}, clean=clean, title=title))


def not_durch(r):
    return None


spec("01-pm1-clean-4p", 4, {"plus_minus_one": True}, 10, dealer=2, clean=True,
     title="plus_minus_one, 4 players, a full session, clean")
spec("02-hidden-durch-clean-3p-mid", 3, {"hidden_bid": True, "durch": True}, 4, start_round=7,
     totals=[23, -4, 11], dealer=1, clean=True,
     plans={1: {"need_durch": True}, 2: {"need_durch": True}},
     title="hidden_bid + durch, 3 players, from round 7 with totals, bids out of seat order, two Durch rounds, clean")
spec("03-secret-clean-6p-mid", 6, {"secret_bid": True}, 6, start_round=5,
     totals=[31, 8, -12, 40, 17, 2], dealer=4, clean=True,
     title="secret_bid, 6 players, from round 5 with totals, bids written among the plays, clean")
spec("04-pm1-break-wrongscore-5p", 5, {"plus_minus_one": True}, 10, dealer=0,
     plans={2: {"pm1_break": True, "wrong_score": ("not_last", -5)}},
     title="plus_minus_one, 5 players: in round 3 the dealer's bid makes the total equal + a wrong score")
spec("05-pm1-durch-revoke-wrongscore-4p-mid", 4, {"plus_minus_one": True, "durch": True}, 5,
     start_round=6, totals=[18, 45, -3, 27], dealer=3,
     plans={1: {"revoke": True, "fault_trick": 1, "wrong_score": ("other", 10)}},
     title="plus_minus_one + durch, 4 players from round 6: a revoke and a wrong score in round 7")
spec("06-durch-actionfollow-undoubled-3p-mid", 3, {"durch": True}, 3, start_round=8,
     totals=[52, 30, 41], dealer=0,
     plans={0: {"need_durch": True, "action_follow": True, "wrong_score": ("durch_undoubled", None)}},
     title="durch, 3 players from round 8: an action card while able to follow and a Durch scored 1 a trick")
spec("07-durch-round10-3p-mid", 3, {"durch": True}, 2, start_round=9, totals=[60, 35, 48], dealer=2,
     plans={0: {"need_durch": True}, 1: {"wrong_score": ("round10_doubled", None), "wrong_total": ("other", 10)}},
     title="durch, 3 players, rounds 9-10: Durch in round 9 (doubled, right), round 10 scored as a Durch + a wrong total")
spec("08-hidden-revoke-wrongtotal-7p", 7, {"hidden_bid": True}, 10, dealer=5,
     plans={4: {"revoke": True, "fault_trick": 1, "wrong_total": ("other", -10)}},
     title="hidden_bid, 7 players: a revoke and a wrong total in round 5")
spec("09-secret-actionfollow-wrongscore-8p-mid", 8, {"secret_bid": True}, 8, start_round=3,
     totals=[12, -5, 22, 9, 0, 15, -10, 3], dealer=6,
     plans={2: {"action_follow": True, "wrong_score": ("other", 5)}},
     title="secret_bid, 8 players from round 3: an action card while able to follow and a wrong score in round 5")
spec("10-pm1-outofrange-wrongtotal-6p", 6, {"plus_minus_one": True}, 10, dealer=1,
     plans={6: {"bid_range": True, "wrong_total": ("other", 5)}},
     title="plus_minus_one, 6 players: a bid over the cards in hand and a wrong total in round 7")
spec("11-pm1-break-revoke-8p-mid", 8, {"plus_minus_one": True}, 7, start_round=4,
     totals=[14, 3, -8, 20, 11, 6, 25, -2], dealer=7,
     plans={3: {"pm1_break": True, "revoke": True}},
     title="plus_minus_one, 8 players from round 4: the dealer's bid makes the total equal and a revoke in round 7")
spec("12-hidden-durch-actionfollow-wrongtotal-5p", 5, {"hidden_bid": True, "durch": True}, 10, dealer=3,
     plans={5: {"action_follow": True, "wrong_total": ("other", 1)}},
     title="hidden_bid + durch, 5 players: an action card while able to follow and a wrong total in round 6")
spec("13-secret-durch-revoke-undoubled-3p-mid", 3, {"secret_bid": True, "durch": True}, 5, start_round=6,
     totals=[28, 19, 33], dealer=1,
     plans={2: {"need_durch": True, "revoke": True, "wrong_score": ("durch_undoubled", None)}},
     title="secret_bid + durch, 3 players from round 6: a revoke by a loser in a Durch round and the Durch scored 1 a trick")
spec("14-hidden-sumequal-wrongscore-wrongtotal-4p-mid", 4, {"hidden_bid": True}, 6, start_round=5,
     totals=[36, 12, 27, 5], dealer=0,
     plans={2: {"sum_equal": True, "wrong_score": ("any", -15), "wrong_total": ("other", 10)}},
     title="hidden_bid (no plus_minus_one), 4 players from round 5: bids adding up to the cards (legal), a wrong score and a wrong total in round 7")


def build(f, rng):
    n = f["n"]
    players = NAMES[:n]
    start_totals = f["totals"] or [0] * n
    written = list(start_totals)
    rules_tot = list(start_totals)
    deals = []
    expected = []  # (deal, event, code, text)
    info = []
    for d in range(f["deals"]):
        rnd = f["start_round"] + d
        cards = 11 - rnd
        dealer = (f["dealer"] + d) % n
        plan = dict(f["plans"].get(d, {}))
        for _ in range(2000):
            r = make_round(rng, n, dealer, cards, f["opts"], plan, rnd)
            if plan.get("sum_equal") and sum(r.bids.values()) != cards:
                continue
            if plan.get("wrong_score") and plan["wrong_score"][0] == "round10_doubled" and r.allwin is None:
                continue
            break
        else:
            raise SystemExit("sum_equal not reached")
        recorded = list(r.scores)
        faults = []
        for kind in r.notes:
            if kind[0] in ("revoke", "action_follow"):
                _k, s, card, led, t, ev = kind
                faults.append((r.events.index(ev), kind[0] if kind[0] == "revoke" else "action_card_while_able_to_follow",
                               "seat %d (%s) played %s in trick %d while holding the colour led (%s): %s" % (
                                   s, players[s], card, t + 1, led,
                                   ", ".join(c for c in r.hands[s] if col(c) == led))))
            elif kind[0] == "pm1_break":
                _k, s, b, others = kind
                faults.append((r.events.index(r.bid_events[s]), "bid_forbidden_plus_minus_one",
                               "dealer seat %d (%s), last to bid, bid %d: the others had bid %d, total %d = %d cards" % (
                                   s, players[s], b, others, others + b, cards)))
            elif kind[0] == "bid_range":
                _k, s, b = kind
                faults.append((r.events.index(r.bid_events[s]), "bid_out_of_range",
                               "seat %d (%s) bid %d with %d cards in hand (0..%d allowed)" % (s, players[s], b, cards, cards)))
        fault_seats = {ev["seat"] for ev in r.events if any(ev is k[-1] for k in r.notes if k[0] in ("revoke", "action_follow"))}
        fault_seats |= {k[1] for k in r.notes}
        ws = plan.get("wrong_score")
        ws_seat = None
        if ws:
            how, delta = ws
            if how == "durch_undoubled":
                ws_seat = r.durch_seat
                delta = -r.won[ws_seat]
                why = "Durch by seat %d: %d tricks written at 1 a trick (%d) instead of 2 (%d)" % (
                    ws_seat, r.won[ws_seat], r.won[ws_seat], 2 * r.won[ws_seat])
            elif how == "round10_doubled":
                ws_seat = r.allwin
                delta = 1
                why = "round 10 (1 card): seat %d took the only trick and was written 2 for it as a Durch; Durch does not apply in the last round" % ws_seat
            else:
                cand = [s for s in range(n) if s not in fault_seats] if how in ("other", "not_last") else list(range(n))
                if how == "not_last":
                    cand = [s for s in cand if s != dealer]
                ws_seat = rng.choice(cand)
                why = "arithmetic slip of %+d" % delta
            recorded[ws_seat] += delta
            why = "seat %d (%s): bid %d, tricks %d, +5 cards %d, -5 cards %d -> %d by the rules, %d written (%s)" % (
                ws_seat, players[ws_seat], r.bids[ws_seat], r.won[ws_seat], r.plus[ws_seat], r.minus[ws_seat],
                r.scores[ws_seat], recorded[ws_seat], why)
        # build events
        events = list(r.events)
        score_idx = {}
        for s in range(n):
            score_idx[s] = len(events)
            events.append({"type": "score", "party": s, "points": recorded[s]})
        if ws:
            faults.append((score_idx[ws_seat], "wrong_score", why))
        wt = plan.get("wrong_total")
        wt_seat = None
        if wt:
            cand = [s for s in range(n) if s not in fault_seats and s != ws_seat]
            wt_seat = rng.choice(cand)
        prev_written = list(written)
        for s in range(n):
            written[s] += recorded[s]
            rules_tot[s] += r.scores[s]
            pts = written[s]
            if s == wt_seat:
                pts += wt[1]
                faults.append((len(events), "wrong_total",
                               "seat %d (%s): previous total %d + score %d = %d, written %d" % (
                                   s, players[s], prev_written[s], recorded[s], written[s], pts)))
                written[s] = pts
            events.append({"type": "total", "party": s, "points": pts})
        deals.append({"dealer": dealer, "hands": r.hands, "talon": r.talon, "events": events})
        for ev_i, code, text in faults:
            expected.append((d, ev_i, code, text))
        info.append(dict(round=rnd, cards=cards, dealer=dealer, trumps=r.trump_history,
                         bids=[r.bids[s] for s in range(n)], won=r.won, plus=r.plus, minus=r.minus,
                         scores=r.scores, recorded=recorded, durch=r.durch_seat, allwin=r.allwin,
                         totals=list(written), rules_totals=list(rules_tot),
                         bid_order=[e["seat"] for e in r.events if e["type"] == "bid"]))
    doc = {"format": "trick-transcript/1", "game": "rage",
           "rules": dict({"preset": "standard"}, **f["opts"]), "players": players}
    if f["start_round"] != 1 or f["totals"]:
        doc["start"] = {"round": f["start_round"], "totals": start_totals}
    doc["meta"] = {"audit": "rage-opt-2faults-fragments", "file": f["name"]}
    doc["deals"] = deals
    return doc, sorted(expected), info


HEADER = open(os.path.join(HERE, "_expected_header.md"), encoding="utf-8").read() if os.path.exists(
    os.path.join(HERE, "_expected_header.md")) else ""


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 2004
    out = [HEADER]
    for k, f in enumerate(FILES):
        rng = random.Random(seed * 100 + k)
        doc, exp, info = build(f, rng)
        path = os.path.join(HERE, f["name"] + ".json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        status = "violations" if exp else "clean"
        assert (status == "clean") == f["clean"], f["name"]
        out.append("\n## %s.json\n\n%s. Rules %s; players %d%s.\n\n**Expected status: %s**\n" % (
            f["name"], f["title"], json.dumps(doc["rules"]), f["n"],
            ("; start round %d, totals %s" % (f["start_round"], f["totals"])) if "start" in doc else "",
            status))
        if exp:
            out.append("| deal | event | code | figures |\n|---|---|---|---|")
            for d, e, c, t in exp:
                out.append("| %d | %d | `%s` | %s |" % (d, e, c, t))
        out.append("\nPer round (round, cards, dealer, bid order as recorded, trumps turned, bids, tricks, "
                   "+5/-5 cards taken, scores by the rules, totals as written):\n")
        for d, i in enumerate(info):
            extra = ""
            if i["durch"] is not None:
                extra = " **Durch: seat %d took all %d tricks, 2 a trick.**" % (i["durch"], i["cards"])
            elif i["allwin"] is not None:
                extra = " (seat %d took every trick%s)" % (
                    i["allwin"], ", one-card round: no Durch" if i["cards"] == 1 else ", Durch option off")
            rec = "" if i["recorded"] == i["scores"] else " written {};".format(i["recorded"])
            out.append("- deal %d: round %d, %d cards, dealer %d, bids in order %s, trumps %s; bids %s, tricks %s, "
                       "+5 %s, -5 %s; scores %s;%s totals %s.%s" % (
                           d, i["round"], i["cards"], i["dealer"], i["bid_order"], "".join(i["trumps"]),
                           i["bids"], i["won"], i["plus"], i["minus"], i["scores"], rec, i["totals"], extra))
    with open(os.path.join(HERE, "EXPECTED.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
