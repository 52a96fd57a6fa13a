"""Blind Rage session simulator (audit fresh-mainstream-8).

Written from the Czech rules (Paluba 2004 translation of Amigo's Rage) only; does not import
the validator.  `python _gen.py` rewrites NN-*.json and FIGURES.txt (my own figures: trumps,
trick winners, tricks, scores, totals, winners, and the planted faults with their event index).

Rules modelled (see EXPECTED.md for the quotes):
- 112 cards: R B G Y P O 0..15, 2 WILD, 4 NOTRUMP, 4 CHANGE, 3 PLUS5, 3 MINUS5.
- round r deals 11-r cards; the dealer passes clockwise (next seat); the stock's top card is
  turned for trump, action cards turned past until a colour shows.
- bids from the dealer's left, the dealer last; the dealer's left leads the first trick.
- follow the colour of the first colour card (or of the colour a WILD names); only a player
  void in it may play another colour, a trump or an action card.
- CHANGE then NOTRUMP in one trick: read in order (the new trump is turned face down again,
  no trump in this trick, a new one after it).
- NOTRUMP: no trump in this trick; after the trick the next colour card from the stock is the
  new trump.  CHANGE: at once the next colour card from the stock is the trump, for this trick
  too.  WILD: highest card of the named colour (second WILD of the same colour beats the first).
  A trick of action cards alone goes to its first card.
- score: +1 a trick (2 under Durch for a player with every trick, not in the 1-card round),
  +10 exact bid, -5 missed, +5 per PLUS5 and -5 per MINUS5 in one's tricks.
Combinations the source leaves open (CHANGE after NOTRUMP in one trick, two NOTRUMPs in one
trick, a stock that runs out) are avoided: a seed that produces one is re-rolled.
"""

from __future__ import annotations

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS

NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eliška", "František", "Gábina", "Honza"]


class Reroll(Exception):
    pass


def is_colour(c: str) -> bool:
    return c[0] in COLOURS and c[1:].isdigit()


def colour_of(c: str, named: str | None) -> str | None:
    if is_colour(c):
        return c[0]
    if c == "WILD":
        return named
    return None


def led_colour(trick):
    for _s, c, n in trick:
        col = colour_of(c, n)
        if col:
            return col
    return None


def trick_winner(trick, trump):
    """trick: list of (seat, card, named); trump: effective trump colour or None."""
    led = led_colour(trick)

    def best(col):
        top = None
        for i, (s, c, n) in enumerate(trick):
            if colour_of(c, n) != col:
                continue
            rank = 16 + i if c == "WILD" else int(c[1:])
            if top is None or rank > top[0]:
                top = (rank, s)
        return top

    if trump is not None:
        t = best(trump)
        if t:
            return t[1]
    if led is not None:
        return best(led)[1]
    return trick[0][0]


class Round:
    def __init__(self, rng, n, rnd, dealer, opts, fault=None):
        self.rng, self.n, self.rnd, self.dealer, self.opts = rng, n, rnd, dealer, opts
        self.k = 11 - rnd
        deck = DECK[:]
        rng.shuffle(deck)
        self.hands = [deck[i * self.k : (i + 1) * self.k] for i in range(n)]
        self.stock = deck[n * self.k :]
        self.sp = 0
        self.trumps = []
        self.trump = self.turn()
        self.fault = fault  # dict or None; filled with 'event' when planted
        self.events = []

    def turn(self):
        while self.sp < len(self.stock) and not is_colour(self.stock[self.sp]):
            self.sp += 1
        if self.sp >= len(self.stock):
            raise Reroll("stock exhausted")
        c = self.stock[self.sp]
        self.sp += 1
        self.trumps.append(c[0])
        return c[0]

    # ---- bidding
    def estimate(self, hand):
        n, k = self.n, self.k
        est = 0.0
        for c in hand:
            if c == "WILD":
                est += 0.9
            elif c in ("NOTRUMP", "CHANGE", "PLUS5", "MINUS5"):
                est += 0.05
            elif c[0] == self.trump:
                v = int(c[1:])
                est += 0.95 if v >= 12 else 0.6 if v >= 8 else 0.3
            else:
                v = int(c[1:])
                est += (0.75 if v >= 14 else 0.35 if v >= 11 else 0.05) * (4.0 / (n + 1))
        est *= 1.0 + self.rng.uniform(-0.35, 0.35)
        return max(0, min(k, int(round(est))))

    def bids_made(self):
        order = [(self.dealer + 1 + i) % self.n for i in range(self.n)]
        bids = {}
        for idx, s in enumerate(order):
            b = self.estimate(self.hands[s])
            last = idx == self.n - 1
            if self.opts.get("plus_minus_one") and last:
                tot = sum(bids.values())
                if tot + b == self.k:
                    if (
                        self.fault
                        and self.fault["kind"] == "pm1"
                        and not self.fault.get("planted")
                        and self.rnd >= self.fault["round"]
                    ):
                        self.fault["planted"] = True
                    else:
                        b = b + 1 if b + 1 <= self.k and (b == 0 or self.rng.random() < 0.5) else b - 1
            bids[s] = b
        if self.fault and self.fault["kind"] == "pm1" and not self.fault.get("planted") and self.opts.get(
            "plus_minus_one"
        ) and self.rnd >= self.fault["round"]:
            # force the dealer onto the forbidden total when possible
            tot = sum(v for s, v in bids.items() if s != self.dealer)
            need = self.k - tot
            if 0 <= need <= self.k:
                bids[self.dealer] = need
                self.fault["planted"] = True
        self.order = order
        return bids

    # ---- play
    def choose(self, seat, trick, legal, want):
        rng = self.rng
        has_nt = any(c == "NOTRUMP" for _s, c, _n in trick)
        has_ch = any(c == "CHANGE" for _s, c, _n in trick)
        # avoid combinations the source leaves open
        filt = [c for c in legal if not ((c == "NOTRUMP" and has_nt) or (c == "CHANGE" and has_nt))]
        if not filt:
            raise Reroll("ambiguous action combination forced")
        legal = filt
        led = led_colour(trick)

        def name_for(card):
            if card != "WILD":
                return None
            if led is None:
                cols = [c[0] for c in self.hands[seat] if is_colour(c)]
                if want and rng.random() < 0.6:
                    return self.trump or rng.choice(COLOURS)
                return rng.choice(cols) if cols else rng.choice(COLOURS)
            if want:
                return self.trump if (self.trump and not has_nt) else led
            others = [c for c in COLOURS if c != led and c != self.trump]
            return rng.choice(others)

        if rng.random() < 0.2:
            c = rng.choice(legal)
            return c, name_for(c)
        eff = None if has_nt else self.trump
        scored = []
        for c in legal:
            nm = name_for(c)
            t2 = trick + [(seat, c, nm)]
            wins = trick_winner(t2, eff) == seat if c not in ("CHANGE", "NOTRUMP") else None
            val = int(c[1:]) if is_colour(c) else (17 if c == "WILD" else 8)
            if is_colour(c) and c[0] == self.trump:
                val += 20
            scored.append((c, nm, wins, val))
        if want:
            w = [x for x in scored if x[2]]
            if w:
                pref = [x for x in w if x[0] == "PLUS5"] or w
                x = min(pref, key=lambda x: x[3])
            else:
                x = min(scored, key=lambda x: x[3] if x[0] != "MINUS5" else -1)
        else:
            lose = [x for x in scored if x[2] is False]
            if lose:
                pref = [x for x in lose if x[0] == "MINUS5"] or lose
                x = max(pref, key=lambda x: x[3])
            else:
                x = min(scored, key=lambda x: x[3])
        return x[0], x[1]

    def play(self, bids):
        n, rng = self.n, self.rng
        leader = (self.dealer + 1) % n
        won = [0] * n
        taken = [[] for _ in range(n)]
        winners = []
        hands = [h[:] for h in self.hands]
        plays = []
        for t in range(self.k):
            trick = []
            nt = False
            for i in range(n):
                s = (leader + i) % n
                hand = hands[s]
                led = led_colour(trick)
                follow = [c for c in hand if led and is_colour(c) and c[0] == led]
                legal = follow if follow else hand[:]
                want = won[s] < bids[s]
                f = self.fault
                forced = None
                if f and not f.get("planted") and self.rnd >= f["round"] and follow and i > 0:
                    if f["kind"] == "revoke":
                        off = [c for c in hand if is_colour(c) and c[0] != led]
                        if off:
                            forced = (rng.choice(off), None)
                    elif f["kind"] == "action":
                        off = [c for c in hand if c in ("PLUS5", "MINUS5")]
                        if off:
                            forced = (off[0], None)
                if forced:
                    card, named = forced
                    f["planted"] = True
                    f["seat"] = s
                    f["play_index"] = len(plays)
                    f["held"] = sorted(follow)
                    f["led"] = led
                else:
                    card, named = self.choose(s, trick, legal, want)
                hand.remove(card)
                trick.append((s, card, named))
                plays.append((s, card, named))
                if card == "CHANGE":
                    self.trump = self.turn()
                elif card == "NOTRUMP":
                    nt = True
            w = trick_winner(trick, None if nt else self.trump)
            if nt:
                self.trump = self.turn()
            won[w] += 1
            taken[w].extend(c for _s, c, _n in trick)
            winners.append(w)
            leader = w
        return plays, won, taken, winners


def score(k, bid, won, taken, durch_on, n):
    durch = durch_on and k > 1 and won == k
    tp = won * (2 if durch else 1)
    bp = 10 if bid == won else -5
    ap = 5 * taken.count("PLUS5") - 5 * taken.count("MINUS5")
    return tp + bp + ap, {"tricks": tp, "bid": bp, "action_cards": ap}


def session(seed, n, opts, fault=None, meta=None):
    rng = random.Random(seed)
    d0 = rng.randrange(n)
    deals, figs = [], []
    totals = [0] * n
    written = [0] * n  # the sheet's own totals
    for rnd in range(1, 11):
        dealer = (d0 + rnd - 1) % n
        R = Round(rng, n, rnd, dealer, opts, fault)
        hands0 = [h[:] for h in R.hands]
        stock0 = R.stock[:]
        bids = R.bids_made()
        plays, won, taken, winners = R.play(bids)
        ev = []
        bid_events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in R.order]
        if opts.get("hidden_bid") and not opts.get("secret_bid"):
            bid_events = sorted(bid_events, key=lambda e: e["seat"])  # written down, read out in seat order
        if not opts.get("secret_bid"):
            ev += bid_events
        play_base = len(ev)
        for s, c, nm in plays:
            e = {"type": "play", "seat": s, "card": c}
            if nm:
                e["named"] = nm
            ev.append(e)
        if opts.get("secret_bid"):
            ev += bid_events
        scores, parts = [], []
        for s in range(n):
            sc, pt = score(R.k, bids[s], won[s], taken[s], opts.get("durch"), n)
            scores.append(sc)
            parts.append(pt)
        wscores = scores[:]
        fault_here = []
        if fault and fault["kind"] == "wrong_score" and not fault.get("planted") and rnd >= fault["round"]:
            cand = [s for s in range(n) if "MINUS5" in taken[s]]
            if cand:
                s = cand[0]
                wscores[s] = scores[s] + 5 * taken[s].count("MINUS5")  # the -5 forgotten
                fault["planted"] = True
                fault["seat"] = s
                fault_here.append(("score", s))
        score_base = len(ev)
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": wscores[s]})
        total_base = len(ev)
        for s in range(n):
            totals[s] += scores[s]
            written[s] += wscores[s]
        wtotals = written[:]
        if fault and fault["kind"] == "wrong_total" and not fault.get("planted") and rnd >= fault["round"]:
            s = fault.get("seat_hint", 0) % n
            wtotals[s] = written[s] + 10  # an addition slip of ten
            written[s] = wtotals[s]  # the sheet carries on from what it wrote
            fault["planted"] = True
            fault["seat"] = s
            fault_here.append(("total", s))
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": wtotals[s]})
        # locate planted faults
        if fault and fault.get("planted") and "deal" not in fault:
            fault["deal"] = rnd - 1
            if fault["kind"] in ("revoke", "action"):
                fault["event"] = play_base + fault["play_index"]
            elif fault["kind"] == "pm1":
                fault["seat"] = dealer
                fault["event"] = next(i for i, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == dealer)
            elif fault["kind"] == "wrong_score":
                fault["event"] = score_base + fault["seat"]
            elif fault["kind"] == "wrong_total":
                fault["event"] = total_base + fault["seat"]
        deals.append({"dealer": dealer, "hands": hands0, "talon": stock0, "events": ev})
        figs.append(
            {
                "round": rnd,
                "dealer": dealer,
                "trumps": R.trumps,
                "bids": [bids[s] for s in range(n)],
                "trick_winners": winners,
                "tricks": won,
                "scores": scores,
                "score_parts": parts,
                "totals": totals[:],
                "stock_used": R.sp,
                "stock_size": len(stock0),
            }
        )
    best = max(totals)
    winners = [s for s in range(n) if totals[s] == best]
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **{k: v for k, v in opts.items() if v}},
        "players": NAMES[:n],
        "meta": meta or {},
        "deals": deals,
    }
    return doc, {"figures": figs, "final_totals": totals, "winners": winners, "sheet_totals": written}


PLAN = [
    # (file, n, opts, fault, want)
    ("01-three-standard", 3, {}, None, {}),
    ("02-four-plus-minus-one", 4, {"plus_minus_one": True}, None, {}),
    ("03-five-durch", 5, {"durch": True}, None, {"durch": True}),
    ("04-six-hidden-bid", 6, {"hidden_bid": True}, None, {}),
    ("05-seven-secret-bid", 7, {"secret_bid": True}, None, {}),
    ("06-eight-standard-low-stock", 8, {}, None, {"wild2": True}),
    ("07-eight-pm1-durch", 8, {"plus_minus_one": True, "durch": True}, None, {}),
    ("08-four-hidden-pm1", 4, {"hidden_bid": True, "plus_minus_one": True}, None, {}),
    ("09-three-durch", 3, {"durch": True}, None, {"durch": True}),
    ("10-six-standard", 6, {}, None, {"nt": True}),
    ("11-five-revoke", 5, {}, {"kind": "revoke", "round": 4}, {}),
    ("12-seven-action-while-able", 7, {}, {"kind": "action", "round": 3}, {}),
    ("13-four-score-forgot-minus5", 4, {}, {"kind": "wrong_score", "round": 5}, {}),
    ("14-eight-total-slip", 8, {}, {"kind": "wrong_total", "round": 6, "seat_hint": 5}, {}),
    ("15-five-pm1-forbidden-bid", 5, {"plus_minus_one": True}, {"kind": "pm1", "round": 7}, {}),
]


def wants_ok(want, figs, doc):
    if want.get("durch"):
        if not any(
            max(f["tricks"]) == 11 - f["round"] and f["round"] < 10 for f in figs["figures"]
        ):
            return False
    if want.get("wild2"):
        # both jokers in one trick is too rare; ask for at least two WILDs played in the session
        if sum(1 for d in doc["deals"] for e in d["events"] if e.get("card") == "WILD") < 3:
            return False
    if want.get("nt"):
        if sum(1 for d in doc["deals"] for e in d["events"] if e.get("card") == "NOTRUMP") < 3:
            return False
    return True


def main():
    out = {}
    for idx, (fname, n, opts, fault, want) in enumerate(PLAN):
        seed = 8000 + idx * 1000
        while True:
            f = dict(fault) if fault else None
            try:
                doc, figs = session(
                    seed, n, opts, f, meta={"event": "Klubový večer Paluba", "table": idx + 1, "sim_seed": seed}
                )
            except Reroll:
                seed += 1
                continue
            if f and not f.get("planted"):
                seed += 1
                continue
            if not wants_ok(want, figs, doc):
                seed += 1
                continue
            break
        with open(os.path.join(HERE, fname + ".json"), "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        figs["seed"] = seed
        figs["fault"] = f
        out[fname + ".json"] = figs
    with open(os.path.join(HERE, "FIGURES.txt"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    for k, v in out.items():
        print(k, "seed", v["seed"], "winners", v["winners"], "totals", v["final_totals"], "fault", v["fault"])


if __name__ == "__main__":
    main()
