"""Blind generator for the rage-partial-records audit round.

Written from the Czech Rage rules (shared/seeds/001_e7f9d50c98dca0e9.txt) and the transcript format
spec only; it does not import the validator.  It plays legal rounds, computes every score itself,
then writes records that leave parts out in the ways the spec allows (hands null, the stock left
out, bids left out, plays left out or cut short, scores or totals left out), planting one or two
faults the recorded parts still prove.

    python _gen.py            # writes NN-*.json and _expected.txt (facts for EXPECTED.md)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
COLOURS = "RBGYPO"
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Franta", "Gábina", "Honza"]


def deck() -> list[str]:
    d = [c + str(v) for c in COLOURS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    assert len(d) == 112
    return d


def colour(card: str) -> str | None:
    if card[0] in COLOURS and card[1:].isdigit():
        return card[0]
    return None


def value(card: str) -> int:
    return int(card[1:])


class Ambiguous(Exception):
    """A trick the source does not settle unambiguously (two trump-altering cards); retry."""


class RoundState:
    """One round: 'the first colour card or joker sets the colour to follow'; follow if you can,
    else any card (action cards only when you cannot follow); trump = the turned stock card."""

    def __init__(self, hands: list[list[str]], talon: list[str], dealer: int) -> None:
        self.n = len(hands)
        self.hands = [list(h) for h in hands]
        self.talon = talon
        self.ptr = 0
        self.trump: str | None = None
        self._turn()
        self.turn_seat = (dealer + 1) % self.n
        self.trick: list[tuple[int, str, str | None]] = []
        self.led: str | None = None
        self.notrump = False
        self.tricks = [0] * self.n
        self.action = [0] * self.n
        self.winners: list[int] = []

    def clone(self) -> RoundState:
        c = object.__new__(RoundState)
        c.__dict__.update(self.__dict__)
        c.hands = [list(h) for h in self.hands]
        c.trick = list(self.trick)
        c.tricks = list(self.tricks)
        c.action = list(self.action)
        c.winners = list(self.winners)
        return c

    def _turn(self) -> None:
        # turn stock cards until a colour card shows
        while True:
            c = self.talon[self.ptr]
            self.ptr += 1
            if colour(c):
                self.trump = colour(c)
                return

    def done(self) -> bool:
        return all(not h for h in self.hands) and not self.trick

    def can_follow(self) -> bool:
        hand = self.hands[self.turn_seat]
        return self.led is not None and any(colour(c) == self.led for c in hand)

    def legal(self) -> list[tuple[str, str | None]]:
        hand = self.hands[self.turn_seat]
        if self.can_follow():
            return [(c, None) for c in sorted(set(hand)) if colour(c) == self.led]
        opts: list[tuple[str, str | None]] = []
        for c in sorted(set(hand)):
            if c == "WILD":
                opts += [(c, x) for x in COLOURS]
            else:
                opts.append((c, None))
        return opts

    def play(self, card: str, named: str | None = None) -> int:
        seat = self.turn_seat
        self.hands[seat].remove(card)
        self.trick.append((seat, card, named))
        if card == "CHANGE":
            self._turn()
        elif card == "NOTRUMP":
            self.notrump = True
        if self.led is None:
            if colour(card):
                self.led = colour(card)
            elif card == "WILD":
                self.led = named
        if len(self.trick) == self.n:
            self._finish()
        else:
            self.turn_seat = (seat + 1) % self.n
        return seat

    def _eff(self, card: str, named: str | None) -> str | None:
        return named if card == "WILD" else colour(card)

    def winner(self) -> int:
        alter = sum(1 for _, c, _ in self.trick if c in ("NOTRUMP", "CHANGE"))
        if alter >= 2:
            raise Ambiguous
        tr = None if self.notrump else self.trump

        def best(col: str) -> int:
            cands = [(i, s, c) for i, (s, c, nm) in enumerate(self.trick) if self._eff(c, nm) == col]
            # joker = highest card of its colour; of two jokers for one colour the second wins
            key = max(cands, key=lambda t: (1, t[0]) if t[2] == "WILD" else (0, value(t[2])))
            return key[1]

        if tr is not None and any(self._eff(c, nm) == tr for _, c, nm in self.trick):
            return best(tr)
        if self.led is not None:
            return best(self.led)
        return self.trick[0][0]  # only action cards, no joker: the first card wins

    def _finish(self) -> None:
        w = self.winner()
        self.tricks[w] += 1
        for _, c, _ in self.trick:
            if c == "PLUS5":
                self.action[w] += 5
            elif c == "MINUS5":
                self.action[w] -= 5
        self.winners.append(w)
        if self.notrump:
            self._turn()  # after the trick a new card is turned for the rest of the round
        self.trick = []
        self.led = None
        self.notrump = False
        self.turn_seat = w


def score(bid: int, tricks: int, action: int) -> int:
    return tricks + (10 if bid == tricks else -5) + action


def endings(st: RoundState) -> set[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every legal ending from this state: set of (tricks, action) vectors."""
    if st.done():
        return {(tuple(st.tricks), tuple(st.action))}
    out: set = set()
    for c, nm in st.legal():
        s2 = st.clone()
        s2.play(c, nm)
        out |= endings(s2)
    return out


def choose_bids(rng, hands, trump, dealer, cards, pm1):
    n = len(hands)
    order = [(dealer + 1 + k) % n for k in range(n)]
    bids = [0] * n
    for s in order:
        h = hands[s]
        est = sum(1 for c in h if (colour(c) == trump and value(c) >= 8) or (colour(c) and value(c) >= 14))
        est += h.count("WILD")
        est = max(0, min(cards, est + rng.choice([-1, 0, 0, 0, 1])))
        bids[s] = est
    if pm1 and sum(bids) == cards:
        d = order[-1]
        bids[d] = (
            bids[d] + 1 if bids[d] + 1 <= cards and (bids[d] == 0 or rng.random() < 0.5) else bids[d] - 1
        )
    return bids, order


def simulate(rng, n, round_no, dealer, *, pm1=False, revoke=None, bids_fix=None, limit_alter=False):
    """Play one round. revoke = (seat, kind) with kind 'colour' (a card of another colour while
    holding the colour led) or 'action' (PLUS5/MINUS5 while holding it)."""
    cards = 11 - round_no
    while True:
        d = deck()
        rng.shuffle(d)
        hands = [d[i * cards : (i + 1) * cards] for i in range(n)]
        talon = d[n * cards :]
        if limit_alter and sum(h.count("NOTRUMP") + h.count("CHANGE") for h in hands) > 1:
            continue
        st = RoundState(hands, talon, dealer)
        bids, order = choose_bids(rng, hands, st.trump, dealer, cards, pm1)
        if bids_fix:
            bids = bids_fix(bids, order, cards)
            if bids is None:
                continue
        plays: list[tuple[int, str, str | None]] = []
        rev_at = None
        try:
            while not st.done():
                seat = st.turn_seat
                opts = st.legal()
                if revoke and rev_at is None and seat == revoke[0] and st.can_follow() and len(st.trick) >= 1:
                    hand = st.hands[seat]
                    if revoke[1] == "colour":
                        alt = [c for c in hand if colour(c) and colour(c) != st.led]
                    else:
                        alt = [c for c in hand if c in ("PLUS5", "MINUS5")]
                    if alt and rng.random() < 0.7:
                        c = rng.choice(sorted(alt))
                        rev_at = (len(plays), st.led, c, sorted(x for x in hand if colour(x) == st.led))
                        st.play(c)
                        plays.append((seat, c, None))
                        continue
                # prefer not to stack a second trump-altering card in one trick
                if any(c in ("NOTRUMP", "CHANGE") for _, c, _ in st.trick):
                    safe = [o for o in opts if o[0] not in ("NOTRUMP", "CHANGE")]
                    opts = safe or opts
                c, nm = rng.choice(opts)
                st.play(c, nm)
                plays.append((seat, c, nm))
        except Ambiguous:
            continue
        if revoke and rev_at is None:
            continue
        scores = [score(bids[s], st.tricks[s], st.action[s]) for s in range(n)]
        return {
            "round": round_no,
            "cards": cards,
            "dealer": dealer,
            "hands": hands,
            "talon": talon,
            "bids": bids,
            "order": order,
            "plays": plays,
            "tricks": st.tricks,
            "action": st.action,
            "winners": st.winners,
            "scores": scores,
            "revoke": rev_at,
        }


def prefix_state(r, n_plays):
    st = RoundState(r["hands"], r["talon"], r["dealer"])
    for seat, c, nm in r["plays"][:n_plays]:
        assert st.turn_seat == seat
        st.play(c, nm)
    return st


def outside_value(r, seat, n_plays):
    """A score for seat that no legal ending from the recorded prefix gives."""
    st = prefix_state(r, n_plays)
    ends = endings(st)
    possible = {score(r["bids"][seat], t[seat], a[seat]) for t, a in ends}
    true = r["scores"][seat]
    assert true in possible
    for d in (2, -2, 3, -3, 1, -1, 4, -4, 6, -6):
        if true + d not in possible:
            return true + d, sorted(possible), len(ends)
    raise AssertionError("no outside value")


def build(name, n, rounds, cfgs, *, start=None, rules=None, players=None, fresh_start_round=False):
    """rounds: simulated rounds; cfgs: per round config dicts. Returns (doc, facts)."""
    facts: list[str] = []
    faults: list[tuple[int, int, str, str]] = []
    deals = []
    prev_written = list(start["totals"]) if start and "totals" in start else [0] * n
    prev_rules = list(prev_written)
    for k, (r, cfg) in enumerate(zip(rounds, cfgs, strict=True)):
        ev: list[dict] = []
        deal: dict = {"dealer": r["dealer"]}
        deal["hands"] = r["hands"] if cfg.get("hands", True) else None
        tmode = cfg.get("talon", "full")
        if tmode == "full":
            deal["talon"] = r["talon"]
        elif tmode == "null":
            deal["talon"] = None
        elif tmode == "empty":
            deal["talon"] = []
        bids = dict(enumerate(r["bids"]))
        omit = cfg.get("omit_bids", [])
        if omit == "all":
            omit = list(range(n))
        desc = [f"deal {k}: round {r['round']} ({r['cards']} cards), dealer {r['dealer']}"]
        parts = []
        parts.append("hands" if deal["hands"] is not None else "hands=null")
        parts.append(
            {"full": "stock", "absent": "no stock key", "null": "stock=null", "empty": "stock=[]"}[tmode]
        )
        for s in r["order"]:
            if s in omit:
                continue
            e = {"type": "bid", "seat": s, "bid": bids[s]}
            for fs, fcode, why in cfg.get("bid_faults", []):
                if fs == s:
                    faults.append((k, len(ev), fcode, why))
            ev.append(e)
        parts.append(
            "bids " + ("none" if len(omit) == n else "all" if not omit else f"without seats {sorted(omit)}")
        )
        plays = cfg.get("plays", "all")
        if plays == "all":
            n_plays = len(r["plays"])
        elif plays == "none":
            n_plays = 0
        else:
            n_plays = len(r["plays"]) - plays * n
        first_play = len(ev)
        for seat, c, nm in r["plays"][:n_plays]:
            e = {"type": "play", "seat": seat, "card": c}
            if nm:
                e["named"] = nm
            ev.append(e)
        parts.append(
            "plays all"
            if n_plays == len(r["plays"])
            else "plays none"
            if n_plays == 0
            else f"plays cut {plays} tricks"
        )
        if r["revoke"] and n_plays == len(r["plays"]):
            pi, led, c, held = r["revoke"]
            code = "revoke" if colour(c) else "action_card_while_able_to_follow"
            later = [
                i
                for i in range(pi + 1, len(r["plays"]))
                if r["plays"][i][0] == r["plays"][pi][0] and colour(r["plays"][i][1]) == led
            ]
            faults.append(
                (
                    k,
                    first_play + pi,
                    code,
                    f"seat {r['plays'][pi][0]} played {c} to a {led} lead while holding {held}; "
                    f"later plays {led} at event(s) {[first_play + i for i in later]}",
                )
            )
        written_scores = list(r["scores"])
        for s, d in cfg.get("score_delta", {}).items():
            written_scores[s] += d
        for s in cfg.get("score_outside", []):
            v, possible, ne = outside_value(r, s, n_plays)
            written_scores[s] = v
            cfg.setdefault("_outside", []).append((s, v, possible, ne))
        if cfg.get("scores", True):
            for s in range(n):
                if written_scores[s] != r["scores"][s]:
                    extra = ""
                    for s2, _v, possible, ne in cfg.get("_outside", []):
                        if s2 == s:
                            extra = f"; over all {ne} legal endings from the record the seat's score can only be {possible}"
                    faults.append(
                        (
                            k,
                            len(ev),
                            "wrong_score",
                            f"seat {s}: bid {r['bids'][s]}, tricks {r['tricks'][s]}, action {r['action'][s]:+d} "
                            f"-> {r['scores'][s]}; written {written_scores[s]}{extra}",
                        )
                    )
                ev.append({"type": "score", "party": s, "points": written_scores[s]})
        parts.append("scores" if cfg.get("scores", True) else "no scores")
        rules_tot = [prev_rules[s] + r["scores"][s] for s in range(n)]
        basis = written_scores if cfg.get("scores", True) else r["scores"]
        written_tot = [prev_written[s] + basis[s] for s in range(n)]
        for s, d in cfg.get("total_delta", {}).items():
            written_tot[s] += d
        if cfg.get("totals", True):
            for s in range(n):
                if cfg.get("total_delta", {}).get(s):
                    faults.append(
                        (
                            k,
                            len(ev),
                            "wrong_total",
                            f"seat {s}: previous total written {prev_written[s]}, round score "
                            f"{'written ' + str(basis[s]) if cfg.get('scores', True) else 'by the rules ' + str(r['scores'][s])}"
                            f" -> {prev_written[s] + basis[s]}; written {written_tot[s]}",
                        )
                    )
                ev.append({"type": "total", "party": s, "points": written_tot[s]})
            prev_written = written_tot
        else:
            prev_written = written_tot  # what the sheet would carry (not written)
        parts.append("totals" if cfg.get("totals", True) else "no totals")
        prev_rules = rules_tot
        deal["events"] = ev
        deals.append(deal)
        desc.append(", ".join(parts))
        desc.append(
            f"bids {r['bids']} tricks {r['tricks']} action {r['action']} scores {r['scores']} totals(rules) {rules_tot}"
        )
        facts.append("; ".join(desc))
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules or {"preset": "standard"},
        "players": players or NAMES[:n],
    }
    if start:
        doc["start"] = start
    doc["meta"] = {"audit": "rage-partial-records", "file": name}
    doc["deals"] = deals
    return doc, facts, faults


def session(rng, n, first_round, count, first_dealer, per_round=None, pm1=False):
    out = []
    for k in range(count):
        rn = first_round + k
        kw = (per_round or {}).get(rn, {})
        out.append(simulate(rng, n, rn, (first_dealer + k) % n, pm1=pm1, **kw))
    return out


def main() -> None:
    base = int(sys.argv[1]) if len(sys.argv) > 1 else 2026
    files: list[tuple[str, dict, list, list]] = []

    def add(name, doc_facts_faults):
        doc, facts, faults = doc_facts_faults
        files.append((name, doc, facts, faults))

    # 01 clean: 5 players, ten rounds, everything but totals
    rng = random.Random(base + 1)
    rs = session(rng, 5, 1, 10, 2)
    add("01-clean-5p-full-no-totals", build("01", 5, rs, [{"totals": False}] * 10))

    # 02 clean: 4 players, ten rounds, play-only (hands null, stock kept), start absent
    rng = random.Random(base + 2)
    rs = session(rng, 4, 1, 10, 0)
    add("02-clean-4p-playonly-full", build("02", 4, rs, [{"hands": False}] * 10))

    # 03 clean: 8 players, ten rounds, a different omission every round
    rng = random.Random(base + 3)
    rs = session(rng, 8, 1, 10, 5, per_round={9: {"limit_alter": True}, 10: {"limit_alter": True}})
    cf = [
        {"hands": False, "totals": False},  # r1 play-only, scores only
        {"omit_bids": "all"},  # r2 no bids
        {"scores": False, "totals": False},  # r3 nothing on the sheet
        {"plays": "none"},  # r4 no plays (7 cards)
        {"hands": False, "talon": "absent", "scores": False},  # r5 play-only, no stock, totals only
        {"omit_bids": [0, 3]},  # r6 two bids missing
        {"plays": 2},  # r7 last two tricks unrecorded
        {"hands": False, "talon": "null"},  # r8 play-only, stock null
        {"plays": "none"},  # r9 no plays (2 cards)
        {"plays": "none", "scores": False},  # r10 no plays, totals only
    ]
    add("03-clean-8p-mixed-omissions", build("03", 8, rs, cf))

    # 04: 3 players, ten rounds, play-only with the stock; one revoke (round 4)
    rng = random.Random(base + 4)
    rs = session(rng, 3, 1, 10, 1, per_round={4: {"revoke": (2, "colour")}})
    add("04-3p-playonly-revoke", build("04", 3, rs, [{"hands": False}] * 10))

    # 05: 6 players, rounds 5-10, play-only with no stock; a revoke (r6) and a bid over the hand (r9)
    rng = random.Random(base + 5)
    rs = session(rng, 6, 5, 6, 3, per_round={6: {"revoke": (4, "colour")}})
    r9 = rs[4]
    bad = r9["order"][2]
    r9["bids"][bad] = r9["cards"] + 1
    r9["scores"][bad] = score(r9["bids"][bad], r9["tricks"][bad], r9["action"][bad])
    cf = [{"hands": False, "talon": t} for t in ("absent", "null", "empty", "absent", "absent", "null")]
    cf[4]["bid_faults"] = [
        (bad, "bid_out_of_range", f"seat {bad} bid {r9['cards'] + 1} with {r9['cards']} cards")
    ]
    add(
        "05-6p-playonly-no-stock-revoke-bid",
        build("05", 6, rs, cf, start={"round": 5, "totals": [31, 12, -4, 20, 8, 15]}),
    )

    # 06: 4 players, ten rounds, hands + stock + plays, no bids at all; one revoke (r3)
    rng = random.Random(base + 6)
    rs = session(rng, 4, 1, 10, 3, per_round={3: {"revoke": (1, "colour")}})
    add("06-4p-no-bids-revoke", build("06", 4, rs, [{"omit_bids": "all"}] * 10))

    # 07: 5 players, rounds 1-6, plus_minus_one; some bids missing (a trap that proves nothing),
    # a forbidden last bid (r4) and a wrong score (r6)
    rng = random.Random(base + 7)

    def trap(bids, order, cards):
        # the first bidder (left out of the record) bid >= 1; the others' bids add up to exactly cards
        b = list(bids)
        b[order[0]] = max(1, b[order[0]])
        rest = order[1:]
        share = [0] * len(rest)
        for i in range(cards):
            share[i % len(rest)] += 1
        for s, v in zip(rest, share, strict=True):
            b[s] = v
        return b

    def forbid(bids, order, cards):
        b = list(bids)
        others = sum(b[s] for s in order[:-1])
        if others > cards:
            return None
        b[order[-1]] = cards - others
        return b

    rs = session(rng, 5, 1, 6, 0, pm1=True, per_round={2: {"bids_fix": trap}, 4: {"bids_fix": forbid}})
    cf = [{} for _ in range(6)]
    cf[1]["omit_bids"] = [rs[1]["order"][0]]
    cf[2]["omit_bids"] = [rs[2]["order"][-1]]
    d4 = rs[3]["order"][-1]
    cf[3]["bid_faults"] = [
        (
            d4,
            "bid_forbidden_plus_minus_one",
            f"dealer seat {d4} bid {rs[3]['bids'][d4]}: bids {rs[3]['bids']} add up to {sum(rs[3]['bids'])} = cards {rs[3]['cards']}",
        )
    ]
    ws = rs[5]["order"][1]
    cf[5]["score_delta"] = {ws: 5}
    add(
        "07-5p-pm1-missing-bids-forbidden-bid-wrong-score",
        build("07", 5, rs, cf, rules={"preset": "standard", "plus_minus_one": True}),
    )

    # 08: 8 players, rounds 7-10 recorded without play (hands, stock, bids, scores, totals);
    # a wrong total (r8) and a wrong score in the one-card round (r10) that no ending gives
    rng = random.Random(base + 8)
    rs = session(rng, 8, 7, 4, 6, per_round={9: {"limit_alter": True}, 10: {"limit_alter": True}})
    cf = [{"plays": "none"} for _ in range(4)]
    cf[1]["total_delta"] = {3: -10}
    cf[3]["score_outside"] = [rs[3]["order"][4]]
    add(
        "08-8p-no-play-wrong-total-wrong-score",
        build("08", 8, rs, cf, start={"round": 7, "totals": [40, 22, 35, 18, 51, 9, 27, 30]}),
    )

    # 09: 4 players, ten rounds, the last tricks unrecorded in five rounds; a score in r8 no ending gives
    rng = random.Random(base + 9)
    rs = session(rng, 4, 1, 10, 2, per_round={8: {"limit_alter": True}})
    cf = [{} for _ in range(10)]
    for i, cut in ((1, 1), (4, 2), (5, 1), (7, 2), (8, 1)):
        cf[i]["plays"] = cut
    cf[7]["score_outside"] = [rs[7]["order"][0]]
    add("09-4p-cut-short-wrong-score", build("09", 4, rs, cf))

    # 10: 3 players, ten rounds, full play, totals only; one total wrong (r5), carried on
    rng = random.Random(base + 10)
    rs = session(rng, 3, 1, 10, 0)
    cf = [{"scores": False} for _ in range(10)]
    cf[4]["total_delta"] = {1: 2}
    add("10-3p-totals-only-wrong-total", build("10", 3, rs, cf))

    # 11: 6 players, ten rounds, the score sheet alone (hands null, no stock, no plays), start absent;
    # a bid over the hand (r10) and a total that is not the previous total plus the score (r3)
    rng = random.Random(base + 11)
    rs = session(rng, 6, 1, 10, 4)
    r10 = rs[9]
    bad = r10["order"][3]
    r10["bids"][bad] = 2
    r10["scores"][bad] = score(2, r10["tricks"][bad], r10["action"][bad])
    cf = [{"hands": False, "talon": "absent", "plays": "none"} for _ in range(10)]
    cf[2]["total_delta"] = {4: 5}
    cf[9]["bid_faults"] = [(bad, "bid_out_of_range", f"seat {bad} bid 2 with 1 card")]
    add("11-6p-sheet-only-wrong-total-bid", build("11", 6, rs, cf))

    # 12: 5 players, rounds 1-5, play-only with the stock, scores only; one wrong score (r3)
    rng = random.Random(base + 12)
    rs = session(rng, 5, 1, 5, 1)
    cf = [{"hands": False, "totals": False} for _ in range(5)]
    cf[2]["score_delta"] = {rs[2]["order"][2]: -2}
    add("12-5p-playonly-wrong-score", build("12", 5, rs, cf))

    # 13: 7 players, ten rounds, mixed omissions; a revoke in a play-only round (r3), a wrong total
    # in a totals-only round (r8)
    rng = random.Random(base + 13)
    rs = session(rng, 7, 1, 10, 6, per_round={3: {"revoke": (5, "colour")}, 7: {"limit_alter": True}})
    cf = [
        {},
        {"omit_bids": "all"},
        {"hands": False},
        {"plays": "none"},
        {"scores": False},
        {"hands": False, "talon": "absent"},
        {"plays": 1},
        {"scores": False, "total_delta": {2: -3}},
        {"hands": False, "talon": "absent", "plays": "none"},
        {},
    ]
    add("13-7p-mixed-revoke-wrong-total", build("13", 7, rs, cf))

    # 14: 4 players, rounds 3-7, play-only with the stock, totals only; an action card played while
    # able to follow (r5), proved by the colour played later
    rng = random.Random(base + 14)
    rs = session(rng, 4, 3, 5, 1, per_round={5: {"revoke": (3, "action")}})
    add(
        "14-4p-playonly-action-card",
        build(
            "14",
            4,
            rs,
            [{"hands": False, "scores": False}] * 5,
            start={"round": 3, "totals": [12, -3, 25, 7]},
        ),
    )

    lines = []
    for name, doc, facts, faults in files:
        (HERE / f"{name}.json").write_text(
            json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        lines.append(f"## {name}.json  ({len(doc['players'])} players, {len(doc['deals'])} deals)")
        lines.append("faults: " + (repr([(d, e, c) for d, e, c, _ in faults]) if faults else "none"))
        for d, e, c, why in faults:
            lines.append(f"  - ({d}, {e}, {c}): {why}")
        lines += ["  " + f for f in facts]
        lines.append("")
    (HERE / "_expected.txt").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
