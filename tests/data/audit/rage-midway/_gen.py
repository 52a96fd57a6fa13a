"""Blind generator for the rage-midway audit round.

Written from the Czech source (seeds/001) alone: my own simulator of Rage, not the engine's.
Run: python _gen.py  (writes the *.json transcripts and _expected.json next to this file).
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Franta", "Gábina", "Honza"]


def colour(card: str) -> str | None:
    return None if card in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5") else card[0]


def value(card: str) -> int:
    return int(card[1:])


class Round:
    """One round: stock turns, trick state, legal plays, trick winner, scoring."""

    def __init__(self, n, dealer, hands, stock):
        self.n = n
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)
        self.pos = 0
        self.trump = self.turn()  # "Horní karta ... otočí ... Jestliže ... akční, otáčejí se další"
        self.trick: list[tuple[int, str, str | None]] = []
        self.trick_notrump = False
        self.pending_turn = False
        self.leader = (dealer + 1) % n
        self.tricks = [0] * n
        self.bonus = [0] * n
        self.history: list[tuple[int, str, str | None]] = []

    def clone(self):
        r = Round.__new__(Round)
        r.__dict__ = {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()}
        r.hands = [list(h) for h in self.hands]
        return r

    def turn(self) -> str:
        while True:
            c = self.stock[self.pos]
            self.pos += 1
            if colour(c):
                return c[0]

    def next_seat(self) -> int:
        return (self.leader + len(self.trick)) % self.n

    def led(self) -> str | None:
        for _, c, named in self.trick:
            if c == "WILD":
                return named
            if colour(c):
                return colour(c)
        return None

    def legal(self, seat: int) -> list[str]:
        hand = self.hands[seat]
        led = self.led()
        if led is None:
            return sorted(set(hand))
        follow = [c for c in hand if colour(c) == led]
        return sorted(set(follow)) if follow else sorted(set(hand))

    def play(self, seat: int, card: str, named: str | None = None) -> None:
        assert seat == self.next_seat()
        assert card in self.legal(seat), (seat, card, self.hands[seat], self.trick)
        self.hands[seat].remove(card)
        self.trick.append((seat, card, named))
        self.history.append((seat, card, named))
        if card == "CHANGE":
            assert not self.trick_notrump
            self.trump = self.turn()
        elif card == "NOTRUMP":
            assert not self.trick_notrump and "CHANGE" not in [c for _, c, _ in self.trick[:-1]]
            self.trick_notrump = True
        if len(self.trick) == self.n:
            self.finish_trick()

    def finish_trick(self) -> None:
        cards = self.trick
        led = self.led()
        if led is None:
            win = cards[0][0]
        else:
            trump = None if self.trick_notrump else self.trump

            def strength(i, c, named, col):
                if c == "WILD" and named == col:
                    return 100 + i  # the second joker of one colour beats the first
                if colour(c) == col:
                    return value(c)
                return -1

            best = None
            for col in ([trump] if trump else []) + [led]:
                scored = [(strength(i, c, nm, col), s) for i, (s, c, nm) in enumerate(cards)]
                top = max(scored)
                if top[0] >= 0:
                    best = top[1]
                    break
            win = best
        self.tricks[win] += 1
        for _, c, _ in cards:
            if c == "PLUS5":
                self.bonus[win] += 5
            if c == "MINUS5":
                self.bonus[win] -= 5
        if self.trick_notrump:
            self.trump = self.turn()  # "Po štychu se odkryje vrchní karta z balíku"
        self.trick = []
        self.trick_notrump = False
        self.leader = win

    def done(self) -> bool:
        return not any(self.hands)

    def scores(self, bids):
        return [
            self.tricks[s] + self.bonus[s] + (10 if bids[s] == self.tricks[s] else -5)
            for s in range(self.n)
        ]


def options(r: Round, seat: int):
    """(card, named) choices, avoiding the NOTRUMP/CHANGE combinations the source leaves open."""
    out = []
    in_trick = [c for _, c, _ in r.trick]
    for c in r.legal(seat):
        if c in ("NOTRUMP", "CHANGE") and ("NOTRUMP" in in_trick or "CHANGE" in in_trick):
            continue
        if c == "WILD":
            for col in COLOURS:
                out.append((c, col))
        else:
            out.append((c, None))
    return out


def endings(r: Round, bids):
    """Every legal ending from r (all of it enumerated): the set of score vectors."""
    if r.done():
        return {tuple(r.scores(bids))}
    seat = r.next_seat()
    res = set()
    for c, nm in options(r, seat):
        rr = r.clone()
        rr.play(seat, c, nm)
        res |= endings(rr, bids)
    return res


def deal_round(rng, n, cards, dealer, stock_top=(), hand_extra=None):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    if hand_extra:
        for s, cs in hand_extra.items():
            for c in cs:
                deck.remove(c)
                hands[s].append(c)
    for c in stock_top:
        deck.remove(c)
    for s in range(n):
        while len(hands[s]) < cards:
            hands[s].append(deck.pop())
    stock = list(stock_top) + deck
    return hands, stock


def play_round(rng, n, cards, dealer, hands, stock, bids=None, prefer=()):
    r = Round(n, dealer, hands, stock)
    order = [(dealer + 1 + i) % n for i in range(n)]
    if bids is None:
        bids = {}
        for s in order:
            strong = sum(1 for c in hands[s] if colour(c) and value(c) >= 12) + hands[s].count("WILD")
            bids[s] = max(0, min(cards, strong + rng.choice([-1, 0, 0, 1])))
        bids = [bids[s] for s in range(n)]
    events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
    while not r.done():
        seat = r.next_seat()
        opts = options(r, seat)
        if not opts:
            raise Stuck
        pref = [o for o in opts if o[0] in prefer]
        c, nm = rng.choice(pref) if pref and rng.random() < 0.7 else rng.choice(opts)
        r.play(seat, c, nm)
        ev = {"type": "play", "seat": seat, "card": c}
        if nm:
            ev["named"] = nm
        events.append(ev)
    return r, bids, events


def replay_prefix(n, dealer, hands, stock, plays):
    r = Round(n, dealer, hands, stock)
    for ev in plays:
        r.play(ev["seat"], ev["card"], ev.get("named"))
    return r


class Stuck(Exception):
    """Only a NOTRUMP/CHANGE combination the source leaves open is left: deal again."""


EXPECTED: dict[str, dict] = {}


def session(
    name,
    seed,
    n,
    start_round,
    start_totals,
    first_dealer,
    nrounds,
    *,
    write_start_round=True,
    sheet="both",  # both | scores | totals | per-deal list
    cut=None,  # {deal_index: tricks_left_out}
    dealers=None,  # explicit dealer list (for a dealer out of turn)
    stock_tops=None,  # {deal_index: [cards on top of the stock]}
    prefer=None,  # {deal_index: cards to prefer in play}
    forced_bids=None,  # {deal_index: {seat: bid}}
    plant=None,  # function(deals, info) -> list of expected (deal, event, code)
    rules=None,
    note="",
):
    rng = random.Random(seed)
    totals = list(start_totals) if start_totals else [0] * n
    deals = []
    info = []
    dealer = first_dealer
    for k in range(nrounds):
        rnd = start_round + k
        cards = 11 - rnd
        if dealers:
            dealer = dealers[k]
        top = (stock_tops or {}).get(k, ())
        while True:
            hands, stock = deal_round(rng, n, cards, dealer, top)
            fb = (forced_bids or {}).get(k)
            bids = None
            try:
                if fb:
                    # bids drawn as usual, then the forced ones laid over
                    _, bids, _ = play_round(random.Random(seed * 7 + k), n, cards, dealer, hands, stock)
                    for s, b in fb.items():
                        bids[s] = b
                r, bids, events = play_round(
                    rng, n, cards, dealer, hands, stock, bids=bids, prefer=(prefer or {}).get(k, ())
                )
                break
            except Stuck:
                continue
        scores = r.scores(bids)
        all_endings = None
        pre_tricks = None
        if cut and k in cut:
            left = cut[k] * n
            bid_evs = [e for e in events if e["type"] == "bid"]
            play_evs = [e for e in events if e["type"] == "play"]
            kept = play_evs[: len(play_evs) - left]
            pre = replay_prefix(n, dealer, hands, stock, kept)
            all_endings = sorted(endings(pre, bids))
            pre_tricks = list(pre.tricks)
            assert tuple(scores) in all_endings
            events = bid_evs + kept
        kind = sheet if isinstance(sheet, str) else sheet[k]
        if kind in ("both", "scores"):
            events += [{"type": "score", "party": s, "points": scores[s]} for s in range(n)]
        totals = [t + sc for t, sc in zip(totals, scores)]
        if kind in ("both", "totals"):
            events += [{"type": "total", "party": s, "points": totals[s]} for s in range(n)]
        deals.append({"dealer": dealer, "hands": hands, "talon": stock, "events": events})
        info.append(
            {
                "round": rnd,
                "cards": cards,
                "dealer": dealer,
                "trump_first": Round(n, dealer, hands, stock).trump,
                "turned_past": stock[: Round(n, dealer, hands, stock).pos - 1],
                "bids": bids,
                "tricks": r.tricks,
                "bonus": r.bonus,
                "scores": scores,
                "totals": list(totals),
                "endings": all_endings,
                "pre_tricks": pre_tricks,
                "left": (cut or {}).get(k, 0),
            }
        )
        dealer = (dealer + 1) % n
    t = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules or {"preset": "standard"},
        "players": NAMES[:n],
        "deals": deals,
        "meta": {"audit": "rage-midway", "note": note},
    }
    start = {}
    if write_start_round:
        start["round"] = start_round
    if start_totals is not None:
        start["totals"] = list(start_totals)
    if start:
        t["start"] = start
    expect = plant(deals, info) if plant else []
    last_round = start_round + nrounds - 1
    final = info[-1]["totals"]
    winners = [s for s in range(n) if final[s] == max(final)] if last_round == 10 else None
    EXPECTED[name] = {
        "violations": expect,
        "info": info,
        "final_totals": final,
        "winners": winners,
        "last_round": last_round,
        "note": note,
    }
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def idx(deal, pred):
    for i, e in enumerate(deal["events"]):
        if pred(e):
            return i
    raise KeyError


# ---------------------------------------------------------------- plants


def plant_wrong_total_from_start(deals, info):
    # the sheet carries seat 2's start total wrongly into the first total: 10 too many
    d = deals[0]
    i = idx(d, lambda e: e["type"] == "total" and e["party"] == 2)
    d["events"][i]["points"] += 10
    # the sheet goes on from its own (wrong) figure: later totals of seat 2 are +10 as well
    for dd in deals[1:]:
        for e in dd["events"]:
            if e["type"] == "total" and e["party"] == 2:
                e["points"] += 10
    return [(0, i, "wrong_total")]


def plant_wrong_total_only_totals(deals, info):
    # totals-only sheet: the first total of seat 0 ignores the start total (writes the round alone)
    d = deals[0]
    i = idx(d, lambda e: e["type"] == "total" and e["party"] == 0)
    d["events"][i]["points"] = info[0]["scores"][0]
    return [(0, i, "wrong_total")]


def make_plant_cut_wrong_score(k, seat):
    def plant(deals, info):
        d = deals[k]
        i = idx(d, lambda e: e["type"] == "score" and e["party"] == seat)
        possible = {sc[seat] for sc in info[k]["endings"]}
        # a score is tricks + a multiple of 5; tricks lie in [t0, t0 + left], so a residue
        # mod 5 outside that range is no ending's (whatever ending the engine allows)
        bad = d["events"][i]["points"] + 1
        while bad in possible or any(
            (bad - t) % 5 == 0 for t in range(info[k]["pre_tricks"][seat], info[k]["pre_tricks"][seat] + info[k]["left"] + 1)
        ):
            bad += 1
        info[k]["planted"] = {"seat": seat, "written": bad, "possible": sorted(possible)}
        d["events"][i]["points"] = bad
        # the total after it is the sheet's own arithmetic (written score added)
        for j, e in enumerate(d["events"]):
            if e["type"] == "total" and e["party"] == seat:
                e["points"] += bad - info[k]["scores"][seat]
        for dd in deals[k + 1 :]:
            for e in dd["events"]:
                if e["type"] == "total" and e["party"] == seat:
                    e["points"] += bad - info[k]["scores"][seat]
        return [(k, i, "wrong_score")]

    return plant


def make_plant_cut_other_ending(k):
    """One seat's score changed to a figure another legal ending gives it, but no ending gives it
    together with the other seats' written scores (the one ending they fit is the one played)."""

    def plant(deals, info):
        ends = info[k]["endings"]
        actual = info[k]["scores"]
        for seat in range(len(actual)):
            for e in ends:
                v = e[seat]
                if v == actual[seat]:
                    continue
                rec = list(actual)
                rec[seat] = v
                fits = [sum(a == b for a, b in zip(rec, x)) for x in ends]
                if rec in [list(x) for x in ends] or sorted(fits)[-1] != len(rec) - 1:
                    continue
                if sorted(fits)[-2:] == [len(rec) - 1] * 2:
                    continue  # two endings fit all but one: not a unique reading
                d = deals[k]
                i = idx(d, lambda ev: ev["type"] == "score" and ev["party"] == seat)
                d["events"][i]["points"] = v
                for dd in deals[k:]:
                    for ev in dd["events"]:
                        if ev["type"] == "total" and ev["party"] == seat:
                            ev["points"] += v - actual[seat]
                info[k]["planted"] = {"seat": seat, "written": v, "fits": fits}
                return [(k, i, "wrong_score")]
        raise SystemExit("no plant found")

    return plant


def plant_dealer(deals, info):
    return [(2, None, "wrong_dealer")]


def make_plant_bid(k, seat):
    def plant(deals, info):
        i = idx(deals[k], lambda e: e["type"] == "bid" and e["seat"] == seat)
        return [(k, i, "bid_out_of_range")]

    return plant


# ---------------------------------------------------------------- sessions

session(
    "m01-from-r6-clean.json", 101, 4, 6, [23, -4, 41, 12], 2, 5,
    note="taken up at round 6 with totals; rounds 6-10, scores and totals; winners",
)
session(
    "m02-few-rounds-scores-only.json", 102, 5, 4, [15, 30, -2, 8, 22], 0, 3,
    write_start_round=False, sheet="scores",
    note="no start.round (7-card hands give round 4); rounds 4-6; scores only; no winners",
)
session(
    "m03-totals-only-to-r10.json", 103, 3, 8, [60, 47, 52], 1, 3, sheet="totals",
    note="rounds 8-10 of 3 players, totals only; winners",
)
session(
    "m04-wrong-total-from-start.json", 104, 4, 3, [12, 20, 7, -5], 3, 3,
    plant=plant_wrong_total_from_start,
    note="rounds 3-5; seat 2's first total 10 too high, the sheet carries it on",
)
session(
    "m05-cut-short-clean.json", 105, 4, 5, [30, 18, 25, 9], 1, 2, cut={0: 2},
    prefer={0: ("PLUS5", "MINUS5", "WILD")},
    note="rounds 5-6; round 5's last two tricks not written; scores fit the ending played",
)
session(
    "m06-cut-short-wrong-score.json", 106, 5, 6, [40, 22, 31, 18, 27], 4, 3, cut={1: 1},
    plant=make_plant_cut_wrong_score(1, 2),
    note="rounds 6-8; round 7's last trick not written; seat 2's score fits no ending",
)
session(
    "m07-dealer-out-of-turn.json", 107, 5, 2, [5, 12, -3, 20, 11], 1, 4,
    dealers=[1, 2, 4, 0],
    plant=plant_dealer,
    note="rounds 2-5; deal 2 is dealt by seat 4 (seat 3 due); deal 3 goes on from seat 4",
)
session(
    "m08-bid-out-of-range.json", 108, 4, 7, [44, 38, 51, 29], 0, 3,
    forced_bids={1: {3: 4}},
    plant=make_plant_bid(1, 3),
    note="rounds 7-9; in round 8 (3 cards) seat 3 bids 4",
)
session(
    "m09-eight-players-r1.json", 109, 8, 1, None, 5, 2, write_start_round=False,
    stock_tops={0: ["CHANGE", "PLUS5", "WILD"], 1: ["NOTRUMP", "G9"]},
    prefer={0: ("CHANGE", "NOTRUMP"), 1: ("CHANGE", "NOTRUMP")},
    note="8 players, fresh session, rounds 1-2; stock of 32/40; action cards turned past",
)
session(
    "m10-seven-players-mid.json", 110, 7, 3, [21, 8, 14, -6, 30, 3, 17], 6, 3,
    stock_tops={0: ["MINUS5", "NOTRUMP", "CHANGE", "B4"]},
    prefer={0: ("CHANGE", "NOTRUMP", "WILD"), 1: ("CHANGE", "NOTRUMP"), 2: ("WILD",)},
    sheet=["both", "scores", "totals"],
    note="7 players, rounds 3-5; three action cards turned past for round 3's trump",
)
session(
    "m11-eight-players-to-r10.json", 111, 8, 9, [55, 41, 62, 38, 47, 59, 33, 50], 2, 2,
    stock_tops={1: ["PLUS5", "CHANGE", "R3"]},
    note="8 players, rounds 9-10, winners",
)
session(
    "m12-six-ends-r8-cut.json", 112, 6, 6, [34, 28, 45, 12, 19, 40], 3, 3, cut={2: 1},
    note="6 players, rounds 6-8; round 8's last trick not written; no winners",
)
session(
    "m13-seven-totals-only-wrong.json", 113, 7, 5, [25, 31, 12, 40, 7, 19, 28], 0, 2,
    sheet="totals", plant=plant_wrong_total_only_totals,
    note="7 players, rounds 5-6, totals only; seat 0's first total leaves out the start total",
)
session(
    "m14-eight-cut-wrong-score.json", 114, 8, 8, [48, 36, 52, 40, 29, 44, 57, 33], 7, 3,
    cut={0: 2}, plant=make_plant_cut_wrong_score(0, 5),
    prefer={0: ("PLUS5", "MINUS5", "WILD")},
    note="8 players, rounds 8-10; round 8's last two tricks not written; seat 5's score fits no ending",
)

session(
    "m15-cut-short-other-ending.json", 115, 4, 4, [17, 26, 9, 33], 0, 2, cut={0: 2},
    prefer={0: ("PLUS5", "MINUS5", "WILD")}, plant=make_plant_cut_other_ending(0),
    note="rounds 4-5; round 4 cut by two tricks; one seat's score is another ending's, not the one the others fit",
)
# (expectations are printed; EXPECTED.md is written from this output)
for k, v in EXPECTED.items():
    print(k, v["violations"], "final", v["final_totals"], "winners", v["winners"])
    for i, inf in enumerate(v["info"]):
        e = inf["endings"]
        print(
            "  d%d r%d cards%d dealer%d trump %s past %s bids %s tricks %s bonus %s scores %s totals %s%s%s"
            % (
                i, inf["round"], inf["cards"], inf["dealer"], inf["trump_first"], inf["turned_past"],
                inf["bids"], inf["tricks"], inf["bonus"], inf["scores"], inf["totals"],
                "" if e is None else " endings=%d" % len(e),
                " planted=%s" % inf["planted"] if "planted" in inf else "",
            )
        )
