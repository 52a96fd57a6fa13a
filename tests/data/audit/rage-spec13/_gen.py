"""Blind generator for audit round rage-spec13 (Rage variants).

My own model of the Czech source (/work/shared/seeds/001_e7f9d50c98dca0e9.txt), written
without reading the engine. Writes the *.json transcripts and prints the per-file facts used
in EXPECTED.md.

Run: python _gen.py  (from this directory)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Hynek"]


def deck() -> list[str]:
    d = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for a, k in ACTIONS.items():
        d += [a] * k
    return d


def is_action(c: str) -> bool:
    return c in ACTIONS


def colour(c: str) -> str:
    return c[0]


def value(c: str) -> int:
    return int(c[1:])


class Round:
    """One round: deal, bids, play, score by my reading."""

    def __init__(self, n, rnd, dealer, rng, rig=None, trump_top=None, no_actions_for=()):
        self.n, self.rnd, self.dealer = n, rnd, dealer
        self.cards = 11 - rnd
        d = deck()
        rig = rig or {}
        for s, hs in rig.items():
            for c in hs:
                d.remove(c)
        if trump_top:
            d.remove(trump_top)
        rng.shuffle(d)
        hands = [[] for _ in range(n)]
        for s, hs in rig.items():
            hands[s] = list(hs)
        rest = []
        for c in d:
            placed = False
            for s in range(n):
                if len(hands[s]) < self.cards and s not in rig:
                    if s in no_actions_for and is_action(c):
                        continue
                    hands[s].append(c)
                    placed = True
                    break
            if not placed:
                rest.append(c)
        self.hands = hands
        self.talon = ([trump_top] if trump_top else []) + rest
        self.tp = 0  # index of talon card currently showing trump
        while is_action(self.talon[self.tp]):
            self.tp += 1
        self.trump = colour(self.talon[self.tp])
        self.trumps_seen = [self.trump]

    def turn(self):
        self.tp += 1
        while is_action(self.talon[self.tp]):
            self.tp += 1
        self.trump = colour(self.talon[self.tp])
        self.trumps_seen.append(self.trump)

    def play(self, rng, action_pref=0.6):
        n = self.n
        hand = [list(h) for h in self.hands]
        leader = (self.dealer + 1) % n
        self.plays = []  # (seat, card, named)
        self.tricks = [0] * n
        self.bonus = [0] * n
        self.winners = []
        used = set()
        for _t in range(self.cards):
            trick = []  # (seat, card, named)
            led = None
            special_in = False  # a NOTRUMP/CHANGE already in this trick
            notrump = False
            for k in range(n):
                s = (leader + k) % n
                h = hand[s]
                if led is not None and any((not is_action(c)) and colour(c) == led for c in h):
                    options = [c for c in h if not is_action(c) and colour(c) == led]
                else:
                    options = list(h)
                    if special_in:
                        options = [c for c in options if c not in ("NOTRUMP", "CHANGE")] or options
                acts = [c for c in options if is_action(c)]
                if acts and led is not None and rng.random() < action_pref:
                    card = rng.choice(acts)
                elif acts and led is None and k == 0 and rng.random() < 0.25:
                    card = rng.choice(acts)
                else:
                    non = [c for c in options if not is_action(c)] or options
                    card = rng.choice(non)
                assert not (special_in and card in ("NOTRUMP", "CHANGE")), "ambiguous combo"
                named = None
                if card == "WILD":
                    pool = [self.trump] + ([led] if led else []) + [rng.choice(COLOURS)]
                    named = rng.choice(pool)
                    if led is None:
                        led = named
                elif card == "NOTRUMP":
                    notrump = True
                    special_in = True
                elif card == "CHANGE":
                    self.turn()
                    special_in = True
                elif led is None and not is_action(card):
                    led = colour(card)
                h.remove(card)
                trick.append((s, card, named))
                used.add(card)
            # winner
            trump = None if notrump else self.trump
            wilds = 0
            best = None
            eff = []
            for s, c, nm in trick:
                if c == "WILD":
                    wilds += 1
                    eff.append((s, nm, 15 + wilds))
                elif not is_action(c):
                    eff.append((s, colour(c), value(c)))
            tr = [e for e in eff if trump is not None and e[1] == trump]
            if tr:
                best = max(tr, key=lambda e: e[2])[0]
            elif led is not None:
                best = max([e for e in eff if e[1] == led], key=lambda e: e[2])[0]
            else:
                best = trick[0][0]
            self.tricks[best] += 1
            for _s, c, _nm in trick:
                if c == "PLUS5":
                    self.bonus[best] += 5
                if c == "MINUS5":
                    self.bonus[best] -= 5
            self.winners.append(best)
            self.plays += trick
            if notrump:
                self.turn()
            leader = best
        self.used = used
        return self

    def durch_seat(self):
        for s in range(self.n):
            if self.tricks[s] == self.cards:
                return s
        return None

    def scores(self, bids, durch):
        out = []
        ds = self.durch_seat() if (durch and self.cards > 1) else None
        for s in range(self.n):
            tp = self.tricks[s] * (2 if s == ds else 1)
            bp = 10 if bids[s] == self.tricks[s] else -5
            out.append(tp + bp + self.bonus[s])
        return out


def choose_bids(r: Round, rng, pm1: bool, exact_p=0.5):
    n = r.n
    order = [(r.dealer + 1 + k) % n for k in range(n)]
    bids = [0] * n
    for i, s in enumerate(order):
        if rng.random() < exact_p:
            b = r.tricks[s]
        else:
            b = max(0, min(r.cards, r.tricks[s] + rng.choice([-1, 1, 2])))
        if pm1 and i == n - 1:
            tot = sum(bids[o] for o in order[:-1]) + b
            if tot == r.cards:
                b = b + 1 if b + 1 <= r.cards else b - 1
        bids[s] = b
    return order, bids


def session(name, n, rules, start_round, nrounds, first_dealer, seed, start_totals=None,
            rigs=None, bid_over=None, durch_need=None, actions_need=True):
    """Build a session; rigs: {deal_index: dict(rig=..., trump_top=...)}.
    bid_over: {deal: {seat: bid}} forced bids (no pm1 adjustment).
    durch_need: set of deal indices that must end in a Durch (retry seeds)."""
    rules = dict(rules)
    pm1 = rules.get("plus_minus_one", False)
    durch = rules.get("durch", False)
    rigs = rigs or {}
    bid_over = bid_over or {}
    durch_need = durch_need or set()
    attempt = 0
    while True:
        rng = random.Random(seed * 1000 + attempt)
        attempt += 1
        rounds = []
        ok = True
        for k in range(nrounds):
            rnd = start_round + k
            dealer = (first_dealer + k) % n
            rg = rigs.get(k, {})
            r = Round(n, rnd, dealer, rng, rig=rg.get("rig"), trump_top=rg.get("trump_top"),
                      no_actions_for=rg.get("no_actions_for", ()))
            try:
                r.play(rng)
            except AssertionError:
                ok = False
                break
            if k in durch_need and r.durch_seat() is None:
                ok = False
                break
            if k not in durch_need and r.cards > 1 and r.durch_seat() is not None and durch_need:
                pass
            order, bids = choose_bids(r, rng, pm1)
            for s, b in bid_over.get(k, {}).items():
                bids[s] = b
            r.order, r.bids = order, bids
            rounds.append(r)
        if not ok:
            continue
        if actions_need:
            allp = [c for r in rounds for _s, c, _ in r.plays]
            if not all(a in allp for a in ACTIONS) and attempt < 400:
                continue
        break
    totals = list(start_totals or [0] * n)
    deals = []
    facts = []
    for k, r in enumerate(rounds):
        sc = r.scores(r.bids, durch)
        ev = [{"type": "bid", "seat": s, "bid": r.bids[s]} for s in r.order]
        for s, c, nm in r.plays:
            e = {"type": "play", "seat": s, "card": c}
            if nm:
                e["named"] = nm
            ev.append(e)
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": sc[s]})
        newt = [totals[s] + sc[s] for s in range(n)]
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": newt[s]})
        totals = newt
        deals.append({"dealer": r.dealer, "hands": r.hands, "talon": r.talon, "events": ev})
        facts.append(dict(round=r.rnd, dealer=r.dealer, trumps=r.trumps_seen, bids=r.bids,
                          tricks=r.tricks, bonus=r.bonus, scores=sc, totals=newt,
                          durch=r.durch_seat(), winners=r.winners,
                          actions=[c for _s, c, _ in r.plays if is_action(c)]))
    t = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard", **rules},
         "players": NAMES[:n]}
    if start_round != 1 or start_totals:
        t["start"] = {"round": start_round, "totals": list(start_totals or [0] * n)}
    t["meta"] = {"audit": "rage-spec13", "file": name}
    t["deals"] = deals
    return t, facts


def idx(deal, pred):
    for i, e in enumerate(deal["events"]):
        if pred(e):
            return i
    raise KeyError


def score_idx(deal, seat):
    return idx(deal, lambda e: e["type"] == "score" and e["party"] == seat)


def total_idx(deal, seat):
    return idx(deal, lambda e: e["type"] == "total" and e["party"] == seat)


def retotal(t, from_deal=0):
    """Rewrite totals as the sheet's own arithmetic of written scores (after a planted score)."""
    n = len(t["players"])
    tot = list(t.get("start", {}).get("totals", [0] * n))
    for d in t["deals"]:
        sc = {e["party"]: e["points"] for e in d["events"] if e["type"] == "score"}
        for s in range(n):
            tot[s] += sc[s]
        for e in d["events"]:
            if e["type"] == "total":
                e["points"] = tot[e["party"]]


def move_bids(deal, new_order_fn):
    ev = deal["events"]
    bids = [e for e in ev if e["type"] == "bid"]
    rest = [e for e in ev if e["type"] != "bid"]
    return bids, rest


OUT = {}


def write(name, t, facts, note):
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    OUT[name] = (facts, note)


def force_sum(deal, cards):
    """Bid overrides so the bids add up to the cards, the dealer (last bidder) closing it."""
    dl = deal["dealer"]
    bids = {e["seat"]: e["bid"] for e in deal["events"] if e["type"] == "bid"}
    over = {}
    others = sorted((s for s in bids if s != dl), key=lambda s: -bids[s])
    tot = sum(bids[s] for s in others)
    for s in others:
        while tot > cards - 1 and bids[s] > 0:
            bids[s] -= 1
            tot -= 1
            over[s] = bids[s]
    over[dl] = cards - tot
    return over


def top_trumps(c, k):
    return [f"{c}{15 - i}" for i in range(k)]


def main():
    # A. plus/minus one, 3 players, full session, clean
    t, f = session("pm1-3p-full.json", 3, {"plus_minus_one": True}, 1, 10, 0, 11)
    write("pm1-3p-full.json", t, f, "clean")

    # B. plus/minus one, 5 players, rounds 5-7; round 6 (deal 1) last bidder makes the sum equal
    st = [31, -4, 12, 7, 20]
    t, f = session("pm1-forbidden-5p.json", 5, {"plus_minus_one": True}, 5, 3, 2, 12, start_totals=st)
    # plant: change dealer's (last bidder's) bid in deal 1 so the sum equals 5
    d = t["deals"][1]
    dealer = d["dealer"]
    ov = force_sum(d, 5)
    t, f = session("pm1-forbidden-5p.json", 5, {"plus_minus_one": True}, 5, 3, 2, 12, start_totals=st,
                   bid_over={1: ov})
    write("pm1-forbidden-5p.json", t, f, f"deal 1: dealer seat {dealer} bids {ov[dealer]}, sum = 5; overrides {ov}")

    # C. standard rules, 5 players, rounds 5-6: bids summing to the cards are fine
    t0, f0 = session("pm1-off-5p.json", 5, {}, 5, 2, 1, 13, start_totals=[0, 5, 10, -5, 3])
    over = {k: force_sum(d, 6 - k) for k, d in enumerate(t0["deals"])}
    t, f = session("pm1-off-5p.json", 5, {}, 5, 2, 1, 13, start_totals=[0, 5, 10, -5, 3], bid_over=over)
    write("pm1-off-5p.json", t, f, f"sum of bids equals cards in deals {sorted(over)}; no option")

    # D. durch on, 3 players, rounds 7-10, Durch rigged in round 8 (deal 1) for seat 2, clean
    t, f = session("durch-3p.json", 3, {"durch": True}, 7, 4, 0, 14, start_totals=[22, 18, 40],
                   rigs={1: {"rig": {2: top_trumps("G", 3)}, "trump_top": "G2", "no_actions_for": (0, 1)}},
                   durch_need={1})
    write("durch-3p.json", t, f, "clean; Durch in deal 1 by seat 2")

    # E. durch on, 5 players, rounds 8-9; Durch in round 9 (deal 1) scored 1 a trick
    t, f = session("durch-unscored-5p.json", 5, {"durch": True}, 8, 2, 3, 15,
                   start_totals=[40, 33, 51, 27, 35],
                   rigs={1: {"rig": {1: top_trumps("Y", 2)}, "trump_top": "Y3", "no_actions_for": (0, 2, 3, 4)}},
                   durch_need={1})
    d = t["deals"][1]
    i = score_idx(d, 1)
    good = d["events"][i]["points"]
    d["events"][i]["points"] = good - 2
    retotal(t)
    write("durch-unscored-5p.json", t, f, f"deal 1 event {i}: seat 1 written {good - 2}, rules {good}")

    # F. durch off, 8 players, round 9: one seat takes both tricks, sheet scores 2 a trick
    t, f = session("durch-off-8p.json", 8, {}, 9, 1, 5, 16, start_totals=[30, 12, 25, 40, 8, 19, 33, 27],
                   rigs={0: {"rig": {4: top_trumps("O", 2)}, "trump_top": "O1",
                             "no_actions_for": (0, 1, 2, 3, 5, 6, 7)}},
                   durch_need={0})
    d = t["deals"][0]
    i = score_idx(d, 4)
    good = d["events"][i]["points"]
    d["events"][i]["points"] = good + 2
    retotal(t)
    write("durch-off-8p.json", t, f, f"deal 0 event {i}: seat 4 written {good + 2}, rules {good}")

    # G. durch on, 8 players, rounds 8-9, Durch in round 8 (deal 0) scored right, total wrong
    t, f = session("durch-total-8p.json", 8, {"durch": True}, 8, 2, 2, 17,
                   start_totals=[21, 35, 14, 30, 26, 9, 17, 38],
                   rigs={0: {"rig": {6: top_trumps("B", 3)}, "trump_top": "B0",
                             "no_actions_for": (0, 1, 2, 3, 4, 5, 7)}},
                   durch_need={0})
    d = t["deals"][0]
    i = total_idx(d, 6)
    good = d["events"][i]["points"]
    d["events"][i]["points"] = good - 3
    # later totals: sheet arithmetic from the slipped total
    d2 = t["deals"][1]
    j = total_idx(d2, 6)
    d2["events"][j]["points"] -= 3
    write("durch-total-8p.json", t, f, f"deal 0 event {i}: seat 6 total written {good - 3}, rules {good}")

    # H. durch on, 3 players, round 10 only: the single trick scored as a Durch
    t, f = session("durch-last-3p.json", 3, {"durch": True}, 10, 1, 1, 18, start_totals=[55, 61, 48])
    d = t["deals"][0]
    w = f[0]["winners"][0]
    i = score_idx(d, w)
    good = d["events"][i]["points"]
    d["events"][i]["points"] = good + 1
    retotal(t)
    write("durch-last-3p.json", t, f, f"deal 0 event {i}: seat {w} written {good + 1}, rules {good}")

    # I. hidden bid, 5 players, rounds 6-7, bids recorded in a shuffled order before play: clean
    t, f = session("hidden-order-5p.json", 5, {"hidden_bid": True}, 6, 2, 0, 19, start_totals=[10, 20, 30, 5, 15])
    rng = random.Random(190)
    for d in t["deals"]:
        bids = [e for e in d["events"] if e["type"] == "bid"]
        rest = [e for e in d["events"] if e["type"] != "bid"]
        rng.shuffle(bids)
        if [b["seat"] for b in bids] == [(d["dealer"] + 1 + k) % 5 for k in range(5)]:
            bids.reverse()
        d["events"] = bids + rest
    write("hidden-order-5p.json", t, f, "clean; bid orders " + str([[e["seat"] for e in d["events"] if e["type"] == "bid"] for d in t["deals"]]))

    # J. hidden bid, 5 players, rounds 4-5; in deal 1 the last bid is written after the first card
    t, f = session("hidden-late-5p.json", 5, {"hidden_bid": True}, 4, 2, 3, 20, start_totals=[2, 9, -3, 14, 6])
    d = t["deals"][1]
    ev = d["events"]
    bids = [e for e in ev if e["type"] == "bid"]
    rest = [e for e in ev if e["type"] != "bid"]
    late = bids[-1]
    d["events"] = bids[:-1] + rest[:2] + [late] + rest[2:]
    li = d["events"].index(late)
    write("hidden-late-5p.json", t, f, f"deal 1 event {li}: seat {late['seat']} bid written after two cards")

    # K. secret bid, 3 players, rounds 5-7, bids written during play (before the scores): clean
    t, f = session("secret-mid-3p.json", 3, {"secret_bid": True}, 5, 3, 2, 21, start_totals=[17, 4, 26])
    rng = random.Random(210)
    for d in t["deals"]:
        bids = [e for e in d["events"] if e["type"] == "bid"]
        plays = [e for e in d["events"] if e["type"] == "play"]
        tail = [e for e in d["events"] if e["type"] in ("score", "total")]
        rng.shuffle(bids)
        seq = list(plays)
        for b in bids:
            seq.insert(rng.randint(1, len(seq)), b)
        d["events"] = seq + tail
    write("secret-mid-3p.json", t, f, "clean; bids interleaved in play")

    # L. secret bid, 5 players, rounds 6-7, bids written at the end; one seat scored as exact
    t, f = session("secret-wrong-5p.json", 5, {"secret_bid": True}, 6, 2, 4, 22, start_totals=[12, 30, 8, 19, 25])
    for d in t["deals"]:
        bids = [e for e in d["events"] if e["type"] == "bid"]
        plays = [e for e in d["events"] if e["type"] == "play"]
        tail = [e for e in d["events"] if e["type"] in ("score", "total")]
        d["events"] = plays + bids + tail
    k = max(k for k in range(2) if any(f[k]["bids"][s] != f[k]["tricks"][s] for s in range(5)))
    d = t["deals"][k]
    fx = f[k]
    miss = [s for s in range(5) if fx["bids"][s] != fx["tricks"][s]]
    s = miss[0]
    i = score_idx(d, s)
    good = d["events"][i]["points"]
    d["events"][i]["points"] = good + 15
    retotal(t)
    write("secret-wrong-5p.json", t, f, f"deal {k} event {i}: seat {s} written {good + 15}, rules {good}")

    # M. hidden bid + plus/minus one, 5 players, round 5; bids (written in reverse order) add up to 6
    t0, f0 = session("hidden-pm1-5p.json", 5, {"hidden_bid": True, "plus_minus_one": True}, 5, 1, 0, 23,
                     start_totals=[8, 8, 8, 8, 8])
    d = t0["deals"][0]
    dl = d["dealer"]
    ov = force_sum(d, 6)
    forced = ov[dl]
    t, f = session("hidden-pm1-5p.json", 5, {"hidden_bid": True, "plus_minus_one": True}, 5, 1, 0, 23,
                   start_totals=[8, 8, 8, 8, 8], bid_over={0: ov})
    d = t["deals"][0]
    bids = [e for e in d["events"] if e["type"] == "bid"]
    rest = [e for e in d["events"] if e["type"] != "bid"]
    bids.reverse()
    d["events"] = bids + rest
    write("hidden-pm1-5p.json", t, f, f"bids sum 6; dealer seat {dl} bid {forced} written first (event 0); last written seat {bids[-1]['seat']}")

    # N. all four variants, 8 players, rounds 7-10, Durch in round 9 (deal 2), clean
    t, f = session("all-8p.json", 8, {"plus_minus_one": True, "hidden_bid": True, "secret_bid": True, "durch": True},
                   7, 4, 1, 24, start_totals=[44, 38, 51, 29, 47, 33, 40, 36],
                   rigs={2: {"rig": {3: top_trumps("P", 2)}, "trump_top": "P4",
                             "no_actions_for": (0, 1, 2, 4, 5, 6, 7)}},
                   durch_need={2})
    rng = random.Random(240)
    for d in t["deals"]:
        bids = [e for e in d["events"] if e["type"] == "bid"]
        plays = [e for e in d["events"] if e["type"] == "play"]
        tail = [e for e in d["events"] if e["type"] in ("score", "total")]
        rng.shuffle(bids)
        seq = list(plays)
        for b in bids:
            seq.insert(rng.randint(0, len(seq)), b)
        d["events"] = seq + tail
    write("all-8p.json", t, f, "clean; bids anywhere before scores; Durch deal 2")

    # O. secret bid, 3 players, rounds 9-10; deal 0: one bid written after the score lines
    t, f = session("secret-late-3p.json", 3, {"secret_bid": True}, 9, 2, 0, 25, start_totals=[60, 52, 47])
    d = t["deals"][0]
    ev = d["events"]
    bids = [e for e in ev if e["type"] == "bid"]
    late = bids[0]
    ev.remove(late)
    # after the last score line, before the totals
    last_score = max(i for i, e in enumerate(ev) if e["type"] == "score")
    ev.insert(last_score + 1, late)
    li = ev.index(late)
    write("secret-late-3p.json", t, f, f"deal 0 event {li}: seat {late['seat']} bid written after the scores")

    for name, (facts, note) in OUT.items():
        print("==", name, "--", note)
        for k, fx in enumerate(facts):
            print(f"  deal {k}: round {fx['round']} dealer {fx['dealer']} trumps {fx['trumps']} bids {fx['bids']} "
                  f"tricks {fx['tricks']} bonus {fx['bonus']} durch {fx['durch']} scores {fx['scores']} totals {fx['totals']} actions {fx['actions']}")


if __name__ == "__main__":
    main()
