"""Naive, hand-style fault planting for Rage transcripts (diff9 rage-knockon).

Written from the source (shared/seeds/001_e7f9d50c98dca0e9.txt) and the transcript format,
not from the engine. Each kind edits a clean simulated session the way a human writer planting
ONE fault would, and returns the single (deal, event, seat, code) the writer expects.

A small model of the rules (below, ``Replay``) replays the edited deal from its recorded hands
so that each planted case can be labelled:
  safe=True   the model finds exactly the planted fault in the deal and every trick winner and
              round score is as before (the writer's one-fault expectation is right by the source);
  safe=False  the model finds further faults the record itself implies (listed in ``implied``),
              or the winners / scores moved (the leads and score sheet written for the old play
              then disagree with the record).
"""

from __future__ import annotations

import copy
import random
from typing import Any

COLOURS = "RBGYPO"
ACTIONS = ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5")


# ----------------------------------------------------------------------------- rules model
def colour(card: str, named: str | None = None) -> str | None:
    if card == "WILD":
        return named if named in tuple(COLOURS) else None
    if card in ACTIONS:
        return None
    return card[0]


def value(card: str) -> int:
    return 16 if card == "WILD" else (int(card[1:]) if card not in ACTIONS else -1)


def n_seats(doc: dict) -> int:
    return len(doc["players"])


def plays_of(deal: dict) -> list[tuple[int, dict]]:
    return [(i, e) for i, e in enumerate(deal["events"]) if e["type"] == "play"]


class Replay:
    """Replays one deal's plays from its hands: tricks of n cards, follow duty, trump turns."""

    def __init__(self, doc: dict, k: int) -> None:
        deal = doc["deals"][k]
        self.n = n = n_seats(doc)
        self.hands = [list(h) for h in deal["hands"]]
        self.cards = len(self.hands[0])
        self.talon = list(deal["talon"])
        self.pos = 0
        self.trump = self._turn()
        self.faults: list[tuple[int, int, str]] = []  # (event, seat, code)
        self.winners: list[int] = []
        self.tricks = [0] * n
        self.points = [0] * n  # action card points
        self.leaders: list[int] = []
        plays = plays_of(deal)
        first_leader = (deal["dealer"] + 1) % n
        expected_leader = first_leader
        for t in range(0, len(plays), n):
            trick = plays[t : t + n]
            last_trick = t + n >= len(plays)
            notrump = False
            table: list[tuple[int, str, str | None]] = []
            lead_col = None
            if trick[0][1]["seat"] != expected_leader:
                self.faults.append((trick[0][0], trick[0][1]["seat"], "out_of_turn"))
            self.leaders.append(trick[0][1]["seat"])
            for ev, e in trick:
                s, c, nm = e["seat"], e["card"], e.get("named")
                hand = self.hands[s]
                if c not in hand:
                    self.faults.append((ev, s, "card_not_in_hand"))
                col = colour(c, nm)
                # an action card (the joker included) only when unable to follow ("Jestliže hráč
                # nemá v ruce kartu, kterou by mohl přiznat barvu, může také použít akční kartu")
                if lead_col is not None and (col != lead_col or c in ACTIONS):
                    able = any(colour(h) == lead_col for h in hand)
                    if able:
                        self.faults.append(
                            (ev, s, "action_card_while_able_to_follow" if c in ACTIONS else "revoke")
                        )
                if c in hand:
                    hand.remove(c)
                if c == "WILD" and colour(c, nm) is None:
                    self.faults.append((ev, s, "wild_without_colour"))
                if lead_col is None:
                    lead_col = colour(c, nm)
                if c == "CHANGE":
                    self.trump = self._turn()
                if c == "NOTRUMP":
                    notrump = True
                table.append((s, c, nm))
            if len(trick) < n:
                break
            w = self.winner(table, None if notrump else self.trump)
            self.winners.append(w)
            self.tricks[w] += 1
            self.points[w] += 5 * sum(1 for _, c, _ in table if c == "PLUS5")
            self.points[w] -= 5 * sum(1 for _, c, _ in table if c == "MINUS5")
            if notrump and not last_trick:
                self.trump = self._turn()
            expected_leader = w
        self.left = [h for h in self.hands]

    def _turn(self) -> str | None:
        while self.pos < len(self.talon):
            c = self.talon[self.pos]
            self.pos += 1
            if colour(c) is not None:
                return c[0]
        return None

    @staticmethod
    def winner(table: list[tuple[int, str, str | None]], trump: str | None) -> int:
        lead = next((colour(c, nm) for _, c, nm in table if colour(c, nm) is not None), None)
        if lead is None:
            return table[0][0]
        best = None
        for want in (trump, lead):
            if want is None:
                continue
            for s, c, nm in table:
                if colour(c, nm) == want and (best is None or value(c) >= value(best[1])):
                    best = (s, c)
            if best is not None:
                return best[0]
        return table[0][0]


def round_scores(doc: dict, k: int, rep: Replay) -> list[int]:
    deal = doc["deals"][k]
    bids: dict[int, int] = {}
    for e in deal["events"]:
        if e["type"] == "bid" and e["seat"] not in bids:
            bids[e["seat"]] = e["bid"]
    out = []
    durch = bool(doc.get("rules", {}).get("durch"))
    ntr = len(rep.winners)
    for s in range(rep.n):
        per = 2 if (durch and rep.tricks[s] == ntr and rep.cards > 1) else 1
        sc = rep.tricks[s] * per + rep.points[s]
        if s in bids:
            sc += 10 if bids[s] == rep.tricks[s] else -5
        out.append(sc)
    return out


def label(orig: dict, new: dict, k: int, expected: dict) -> dict:
    """Compare the edited deal with the clean one in the model: implied faults, moved results."""
    a, b = Replay(orig, k), Replay(new, k)
    implied = [{"event": ev, "seat": s, "code": c} for ev, s, c in b.faults]
    moved = []
    if a.winners != b.winners:
        moved.append("winners")
    sa, sb = round_scores(orig, k, a), round_scores(new, k, b)
    if sa != sb:
        moved.append("scores")
        sev = {e["party"]: i for i, e in enumerate(new["deals"][k]["events"]) if e["type"] == "score"}
        implied += [{"event": sev[s], "seat": s, "code": "wrong_score"} for s in range(len(sa)) if sa[s] != sb[s] and s in sev]
    if a.trump != b.trump or a.pos != b.pos:
        moved.append("stock")
    exp = {(expected["event"], expected["seat"], c) for c in expected["codes"]}
    extra = [f for f in implied if (f["event"], f["seat"], f["code"]) not in exp]
    found = any((f["event"], f["seat"], f["code"]) in exp for f in implied)
    return {"implied": implied, "moved": moved, "safe": (not extra) and (not moved)}


# ----------------------------------------------------------------------------- helpers
def tricks_of(deal: dict, n: int) -> list[list[tuple[int, dict]]]:
    p = plays_of(deal)
    return [p[i : i + n] for i in range(0, len(p), n)]


def held_before(deal: dict, seat: int, upto_event: int) -> list[str]:
    h = list(deal["hands"][seat])
    for i, e in enumerate(deal["events"]):
        if i >= upto_event:
            break
        if e["type"] == "play" and e["seat"] == seat and e["card"] in h:
            h.remove(e["card"])
    return h


def lead_colour_before(trick: list[tuple[int, dict]], pos: int) -> str | None:
    for _, e in trick[:pos]:
        c = colour(e["card"], e.get("named"))
        if c is not None:
            return c
    return None


def exp(deal: int, event: int | None, seat: int | None, *codes: str) -> dict:
    return {"deal": deal, "event": event, "seat": seat, "codes": list(codes)}


def trick_deals(doc: dict, min_cards: int = 3) -> list[int]:
    return [k for k, d in enumerate(doc["deals"]) if len(d["hands"][0]) >= min_cards]


def first_play_index(deal: dict) -> int:
    return next(i for i, e in enumerate(deal["events"]) if e["type"] == "play")


def bid_indices(deal: dict) -> list[int]:
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "bid"]


# ----------------------------------------------------------------------------- kinds
# Each kind: f(doc, rng, safe) -> (newdoc, expected) or None. ``safe`` asks the kind to pick a
# spot where, by the model, the edit makes exactly one fault (a careful writer); otherwise any spot.


def _try(fn, doc, rng, safe, tries=60):
    for _ in range(tries):
        r = fn(doc, rng)
        if r is None:
            continue
        new, e, k = r
        lab = label(doc, new, k, e)
        if safe and not lab["safe"]:
            continue
        e.update(lab)
        return new, e
    return None


def k_lead_swap(doc, rng, safe):
    """Swap the first two cards of a trick: the second player led, the leader played second."""

    def f(doc, rng):
        n = n_seats(doc)
        k = rng.choice(trick_deals(doc, 2))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        t = rng.choice(tricks_of(d, n))
        (i0, e0), (i1, e1) = t[0], t[1]
        d["events"][i0], d["events"][i1] = e1, e0
        return new, exp(k, i0, e1["seat"], "out_of_turn"), k

    return _try(f, doc, rng, safe)


def k_follower_swap(doc, rng, safe):
    """Swap two followers in the middle of a trick (3rd and 2nd card or later)."""

    def f(doc, rng):
        n = n_seats(doc)
        if n < 3:
            return None
        k = rng.choice(trick_deals(doc, 2))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        t = rng.choice(tricks_of(d, n))
        j = rng.randrange(1, n - 1)
        (i0, e0), (i1, e1) = t[j], t[j + 1]
        d["events"][i0], d["events"][i1] = e1, e0
        return new, exp(k, i0, e1["seat"], "out_of_turn"), k

    return _try(f, doc, rng, safe)


def k_wrong_leader_trick(doc, rng, safe):
    """A whole trick led by the wrong seat, the others following in turn from him (rotation)."""

    def f(doc, rng):
        n = n_seats(doc)
        k = rng.choice(trick_deals(doc, 2))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        t = rng.choice(tricks_of(d, n))
        r = rng.randrange(1, n)
        idx = [i for i, _ in t]
        evs = [e for _, e in t]
        rot = evs[r:] + evs[:r]
        for i, e in zip(idx, rot):
            d["events"][i] = e
        return new, exp(k, idx[0], rot[0]["seat"], "out_of_turn"), k

    return _try(f, doc, rng, safe)


def k_first_lead_dealer(doc, rng, safe):
    """The first trick of a deal led by the dealer (a classic slip), the others following on."""

    def f(doc, rng):
        n = n_seats(doc)
        k = rng.choice(trick_deals(doc, 2))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        t = tricks_of(d, n)[0]
        idx = [i for i, _ in t]
        evs = [e for _, e in t]
        r = [e["seat"] for e in evs].index(d["dealer"])
        rot = evs[r:] + evs[:r]
        for i, e in zip(idx, rot):
            d["events"][i] = e
        return new, exp(k, idx[0], d["dealer"], "out_of_turn"), k

    return _try(f, doc, rng, safe)


def _exchange(doc, rng, want_action: bool):
    """Seat F, able to follow at trick t, plays card X (held, played by him later at t') instead of
    his following card C; at t' he plays C in X's place (hand stays consistent)."""
    n = n_seats(doc)
    k = rng.choice(trick_deals(doc, 3))
    d0 = doc["deals"][k]
    tr = tricks_of(d0, n)
    ti = rng.randrange(len(tr) - 1)
    t = tr[ti]
    pos = rng.randrange(1, n)
    lc = lead_colour_before(t, pos)
    if lc is None:
        return None
    ev, e = t[pos]
    if colour(e["card"], e.get("named")) != lc or e["card"] == "WILD":
        return None
    F = e["seat"]
    later = [
        (i, x)
        for tt in tr[ti + 1 :]
        for i, x in tt
        if x["seat"] == F
        and ((x["card"] in ACTIONS) if want_action else (x["card"] not in ACTIONS and x["card"][0] != lc))
    ]
    if not later:
        return None
    j, x = rng.choice(later)
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    d["events"][ev] = dict(x)
    d["events"][j] = dict(e)
    if x["card"] == "WILD":
        pass  # keeps the colour he named at t'
    code = "action_card_while_able_to_follow" if want_action else "revoke"
    return new, exp(k, ev, F, code), k


def k_revoke(doc, rng, safe):
    return _try(lambda d, r: _exchange(d, r, False), doc, rng, safe, tries=200)


def k_action_while_able(doc, rng, safe):
    return _try(lambda d, r: _exchange(d, r, True), doc, rng, safe, tries=300)


def k_revoke_simple(doc, rng, safe):
    """Follower able to follow plays an off-colour card he holds, swapped with his next play of it
    only in the card field (same as _exchange) but the writer picks the trump colour."""

    def f(doc, rng):
        r = _exchange(doc, rng, False)
        if r is None:
            return None
        new, e, k = r
        # only keep cases where the substituted card is a trump (ruffing instead of following)
        card = new["deals"][k]["events"][e["event"]]["card"]
        rep = Replay(doc, k)
        if card[0] != _trump_at(doc, k, e["event"]):
            return None
        return new, e, k

    return _try(f, doc, rng, safe, tries=400)


def _trump_at(doc, k, event):
    """Trump colour in force when ``event`` is played (model)."""
    d = doc["deals"][k]
    sub = copy.deepcopy(doc)
    sd = sub["deals"][k]
    sd["events"] = [e for i, e in enumerate(d["events"]) if i < event]
    rep = Replay(sub, k)
    return rep.trump


def k_card_not_in_hand(doc, rng, safe, source="stock"):
    """A played card replaced by one the player does not hold, of the same colour (so the follow
    duty is untouched): from deep in the stock, or from another player's hand."""

    def f(doc, rng):
        n = n_seats(doc)
        k = rng.choice(trick_deals(doc, 2))
        d0 = doc["deals"][k]
        plays = [(i, e) for i, e in plays_of(d0) if e["card"] not in ACTIONS]
        i, e = rng.choice(plays)
        c = e["card"][0]
        if source == "stock":
            pool = [x for x in d0["talon"][12:] if x not in ACTIONS and x[0] == c]
        else:
            pool = [
                x for s, h in enumerate(d0["hands"]) if s != e["seat"] for x in h if x not in ACTIONS and x[0] == c
            ]
        if not pool:
            return None
        x = rng.choice(pool)
        new = copy.deepcopy(doc)
        new["deals"][k]["events"][i] = {**e, "card": x}
        return new, exp(k, i, e["seat"], "card_not_in_hand"), k

    return _try(f, doc, rng, safe, tries=200)


def k_card_not_in_hand_other(doc, rng, safe):
    return k_card_not_in_hand(doc, rng, safe, source="other")


def k_card_not_in_hand_anycolour(doc, rng, safe):
    """A played card replaced by a stock card of ANY colour (a sloppier writer)."""

    def f(doc, rng):
        k = rng.choice(trick_deals(doc, 2))
        d0 = doc["deals"][k]
        plays = plays_of(d0)
        i, e = rng.choice(plays)
        pool = [x for x in d0["talon"][12:] if x not in ACTIONS]
        x = rng.choice(pool)
        new = copy.deepcopy(doc)
        new["deals"][k]["events"][i] = {"type": "play", "seat": e["seat"], "card": x}
        return new, exp(k, i, e["seat"], "card_not_in_hand"), k

    return _try(f, doc, rng, safe, tries=200)


def k_wild_no_named(doc, rng, safe):
    """A joker written without `named`."""

    def f(doc, rng):
        cand = [(k, i) for k, d in enumerate(doc["deals"]) for i, e in enumerate(d["events"]) if e.get("card") == "WILD"]
        if not cand:
            return None
        k, i = rng.choice(cand)
        new = copy.deepcopy(doc)
        e = new["deals"][k]["events"][i]
        e.pop("named", None)
        return new, exp(k, i, e["seat"], "wild_without_colour"), k

    return _try(f, doc, rng, safe)


# --- bids
def _std_bidding(doc) -> bool:
    r = doc.get("rules", {})
    return not r.get("hidden_bid") and not r.get("secret_bid")


def k_bid_swap(doc, rng, safe):
    """Two neighbouring bids swapped: the second bidder spoke first."""
    if not _std_bidding(doc):
        return None
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    b = bid_indices(d)
    j = rng.randrange(len(b) - 1)
    d["events"][b[j]], d["events"][b[j + 1]] = d["events"][b[j + 1]], d["events"][b[j]]
    e = exp(k, b[j], d["events"][b[j]]["seat"], "bid_out_of_turn")
    e.update(safe=True, implied=[], moved=[])
    return new, e


def k_bid_dealer_first(doc, rng, safe):
    """The dealer bid first, then the others in order."""
    if not _std_bidding(doc):
        return None
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    b = bid_indices(d)
    evs = [d["events"][i] for i in b]
    evs = [evs[-1]] + evs[:-1]
    for i, e in zip(b, evs):
        d["events"][i] = e
    e = exp(k, b[0], d["dealer"], "bid_out_of_turn")
    e.update(safe=True, implied=[], moved=[])
    return new, e


def k_bid_after_first_card(doc, rng, safe):
    """One bid written after the first card of the round (the player forgot and bid late)."""
    if doc.get("rules", {}).get("secret_bid"):
        return None
    k = rng.choice(trick_deals(doc, 2))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    b = bid_indices(d)
    j = rng.choice(b)
    ev = d["events"].pop(j)
    fp = first_play_index(d)
    d["events"].insert(fp + 1, ev)
    e = exp(k, fp + 1, ev["seat"], "bid_out_of_turn")
    e.update(safe=True, implied=[], moved=[])
    return new, e


def k_bid_missing(doc, rng, safe):
    """One bid left out (the score sheet as written)."""
    k = rng.choice(trick_deals(doc, 1))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    b = bid_indices(d)
    j = rng.choice(b)
    ev = d["events"].pop(j)
    fp = first_play_index(d)
    e = exp(k, fp, ev["seat"], "missing_bid")
    e.update(safe=True, implied=[], moved=[], alt_events=[None])
    return new, e


def k_bid_repeated(doc, rng, safe):
    """A player bids twice in a row (the second figure different)."""
    if not _std_bidding(doc):
        return None
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    cards = len(d["hands"][0])
    b = bid_indices(d)
    j = rng.choice(b)
    ev = dict(d["events"][j])
    ev["bid"] = rng.choice([x for x in range(cards + 1) if x != ev["bid"]] or [ev["bid"]])
    d["events"].insert(j + 1, ev)
    e = exp(k, j + 1, ev["seat"], "repeated_bid")
    e.update(safe=True, implied=[], moved=[])
    return new, e


def _scores_of(doc, k):
    return {e["party"]: (i, e["points"]) for i, e in enumerate(doc["deals"][k]["events"]) if e["type"] == "score"}


def _bid_sum_ok(doc, k, bids):
    d = doc["deals"][k]
    if not doc.get("rules", {}).get("plus_minus_one"):
        return True
    return sum(bids.values()) != len(d["hands"][0])


def k_bid_out_of_range(doc, rng, safe):
    """A bid changed to cards+1 (or -1); the score sheet left as written."""

    def f(doc, rng):
        k = rng.randrange(len(doc["deals"]))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        cards = len(d["hands"][0])
        j = rng.choice(bid_indices(d))
        e = d["events"][j]
        old = e["bid"]
        e["bid"] = rng.choice([cards + 1, cards + 2, -1]) if rng.random() < 0.7 else 11
        if e["bid"] <= cards and e["bid"] >= 0:
            e["bid"] = cards + 1
        rep = Replay(doc, k)
        met_before = rep.tricks[e["seat"]] == old
        bids = {x["seat"]: x["bid"] for x in d["events"] if x["type"] == "bid"}
        ex = exp(k, j, e["seat"], "bid_out_of_range")
        ok = (not met_before) and _bid_sum_ok(new, k, bids)
        imp = []
        if met_before:
            imp.append({"event": _scores_of(new, k)[e["seat"]][0], "seat": e["seat"], "code": "wrong_score"})
        if not _bid_sum_ok(new, k, bids):
            dj = next(i for i in bid_indices(d) if d["events"][i]["seat"] == d["dealer"])
            imp.append({"event": dj, "seat": d["dealer"], "code": "bid_forbidden_plus_minus_one"})
        ex.update(safe=ok, implied=imp, moved=[] if not met_before else ["scores"])
        if safe and not ok:
            return None
        return new, ex

    for _ in range(80):
        r = f(doc, rng)
        if r:
            return r
    return None


def k_bid_pm1(doc, rng, safe, who="dealer"):
    """plus_minus_one on: one bid changed so that the bids add up to the cards in the round."""
    if not doc.get("rules", {}).get("plus_minus_one") or not _std_bidding(doc):
        return None
    for _ in range(80):
        k = rng.randrange(len(doc["deals"]))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        cards = len(d["hands"][0])
        b = bid_indices(d)
        bids = {d["events"][i]["seat"]: d["events"][i]["bid"] for i in b}
        target = d["dealer"] if who == "dealer" else rng.choice([s for s in bids if s != d["dealer"]])
        j = next(i for i in b if d["events"][i]["seat"] == target)
        rest = sum(v for s, v in bids.items() if s != target)
        nb = cards - rest
        if nb < 0 or nb > cards:
            continue
        rep = Replay(doc, k)
        old = bids[target]
        met_b, met_a = rep.tricks[target] == old, rep.tricks[target] == nb
        if safe and (met_b or met_a):
            continue
        d["events"][j]["bid"] = nb
        dealer_j = next(i for i in b if d["events"][i]["seat"] == d["dealer"])
        ex = exp(k, dealer_j, d["dealer"], "bid_forbidden_plus_minus_one")
        imp = [{"event": _scores_of(new, k)[target][0], "seat": target, "code": "wrong_score"}] if (met_b or met_a) else []
        ex.update(safe=not (met_b or met_a), implied=imp, moved=[] if not (met_b or met_a) else ["scores"])
        return new, ex
    return None


def k_bid_pm1_nondealer(doc, rng, safe):
    return k_bid_pm1(doc, rng, safe, who="other")


# --- sheet
def k_score_off(doc, rng, safe):
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    sc = _scores_of(new, k)
    s = rng.choice(sorted(sc))
    i, _ = sc[s]
    new["deals"][k]["events"][i]["points"] += rng.choice([1, -1, 5, -5, 10, -10])
    ex = exp(k, i, s, "wrong_score")
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_score_and_total_off(doc, rng, safe):
    """A round score written wrong, the sheet's total (and later totals) added up from it."""
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    sc = _scores_of(new, k)
    s = rng.choice(sorted(sc))
    i, _ = sc[s]
    delta = rng.choice([1, -1, 5, -5, 10, -10])
    new["deals"][k]["events"][i]["points"] += delta
    for kk in range(k, len(new["deals"])):
        for e in new["deals"][kk]["events"]:
            if e["type"] == "total" and e["party"] == s:
                e["points"] += delta
    ex = exp(k, i, s, "wrong_score")
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_total_off(doc, rng, safe, carry=False):
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    tot = {e["party"]: i for i, e in enumerate(new["deals"][k]["events"]) if e["type"] == "total"}
    if not tot:
        return None
    s = rng.choice(sorted(tot))
    delta = rng.choice([1, -1, 5, -5, 10, -10])
    new["deals"][k]["events"][tot[s]]["points"] += delta
    if carry:
        for kk in range(k + 1, len(new["deals"])):
            for e in new["deals"][kk]["events"]:
                if e["type"] == "total" and e["party"] == s:
                    e["points"] += delta
    ex = exp(k, tot[s], s, "wrong_total")
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_total_off_carried(doc, rng, safe):
    return k_total_off(doc, rng, safe, carry=True)


def k_dealer_wrong(doc, rng, safe):
    """One deal's `dealer` written as another seat (the bids and plays as the table had them)."""
    if len(doc["deals"]) < 2:
        return None
    n = n_seats(doc)
    k = rng.randrange(1, len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    d["dealer"] = (d["dealer"] + rng.randrange(1, n)) % n
    ex = exp(k, None, None, "wrong_dealer")
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_play_after_last(doc, rng, safe):
    """An extra card after the round's last trick (before the sheet)."""
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    lp = max(i for i, e in enumerate(d["events"]) if e["type"] == "play")
    s = rng.randrange(n_seats(doc))
    card = next(x for x in d["talon"][12:] if x not in ACTIONS)
    d["events"].insert(lp + 1, {"type": "play", "seat": s, "card": card})
    ex = exp(k, lp + 1, s, "card_not_in_hand", "out_of_turn")
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_duplicate_play(doc, rng, safe):
    """A play event written twice (mid-trick when ``safe``, anywhere otherwise)."""
    n = n_seats(doc)
    for _ in range(50):
        k = rng.choice(trick_deals(doc, 1))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        tr = tricks_of(d, n)
        t = rng.choice(tr)
        pos = rng.randrange(n)
        if safe and pos == n - 1:
            continue
        i, e = t[pos]
        d["events"].insert(i + 1, dict(e))
        ex = exp(k, i + 1, e["seat"], "out_of_turn", "card_not_in_hand")
        ex.update(safe=safe or pos < n - 1, implied=[], moved=[])
        return new, ex
    return None


def k_revoke_unfixed(doc, rng, safe):
    """A sloppy writer: a follower's card changed to an off-colour card he holds, the later play
    of that card left as it was (so the card is played twice and the withheld one never)."""

    def f(doc, rng):
        r = _exchange(doc, rng, False)
        if r is None:
            return None
        new, e, k = r
        # undo the fix at t': put the original card back there
        d0, d = doc["deals"][k], new["deals"][k]
        for i, (a, b) in enumerate(zip(d0["events"], d["events"])):
            if i != e["event"] and a != b:
                d["events"][i] = dict(a)
        return new, e, k

    return _try(f, doc, rng, safe, tries=200)


def k_card_not_in_hand_action(doc, rng, safe):
    """A void player's off-colour card replaced by an action card he never held."""

    def f(doc, rng):
        n = n_seats(doc)
        k = rng.choice(trick_deals(doc, 2))
        d0 = doc["deals"][k]
        cand = []
        for t in tricks_of(d0, n):
            for pos in range(1, n):
                lc = lead_colour_before(t, pos)
                i, e = t[pos]
                if lc and e["card"] not in ACTIONS and e["card"][0] != lc:
                    cand.append((i, e))
        if not cand:
            return None
        i, e = rng.choice(cand)
        held = d0["hands"][e["seat"]]
        opts = [a for a in ("PLUS5", "MINUS5", "NOTRUMP", "CHANGE") if a not in held]
        if not opts:
            return None
        new = copy.deepcopy(doc)
        new["deals"][k]["events"][i] = {"type": "play", "seat": e["seat"], "card": rng.choice(opts)}
        return new, exp(k, i, e["seat"], "card_not_in_hand"), k

    return _try(f, doc, rng, safe, tries=200)


def k_card_not_in_hand_trumpcard(doc, rng, safe):
    """A played card replaced by the turned trump card (the stock's first colour card)."""

    def f(doc, rng):
        k = rng.choice(trick_deals(doc, 2))
        d0 = doc["deals"][k]
        tc = next(x for x in d0["talon"] if x not in ACTIONS)
        plays = [(i, e) for i, e in plays_of(d0) if e["card"] not in ACTIONS and e["card"][0] == tc[0]]
        if not plays:
            return None
        i, e = rng.choice(plays)
        new = copy.deepcopy(doc)
        new["deals"][k]["events"][i] = {**e, "card": tc}
        return new, exp(k, i, e["seat"], "card_not_in_hand"), k

    return _try(f, doc, rng, safe, tries=100)


def k_score_line_dropped(doc, rng, safe):
    """Control: one score line left off the sheet (recorded scores are optional): no fault."""
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    sc = [i for i, e in enumerate(d["events"]) if e["type"] == "score"]
    d["events"].pop(rng.choice(sc))
    ex = exp(k, None, None)
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_total_line_dropped(doc, rng, safe):
    """Control: one total line left off the sheet: no fault."""
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    sc = [i for i, e in enumerate(d["events"]) if e["type"] == "total"]
    if not sc:
        return None
    d["events"].pop(rng.choice(sc))
    ex = exp(k, None, None)
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_total_off_no_scores(doc, rng, safe):
    """A sheet of running totals only (no round scores written), one total off."""
    new = copy.deepcopy(doc)
    for d in new["deals"]:
        d["events"] = [e for e in d["events"] if e["type"] != "score"]
    r = k_total_off(new, rng, safe)
    return r


def k_score_off_no_totals(doc, rng, safe):
    """A sheet of round scores only (no totals written), one score off."""
    new = copy.deepcopy(doc)
    for d in new["deals"]:
        d["events"] = [e for e in d["events"] if e["type"] != "total"]
    return k_score_off(new, rng, safe)


def k_penalty_recorded(doc, rng, safe):
    """The table wrote a penalty (the source has none) after the sheet of a round."""
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    s = rng.randrange(n_seats(doc))
    d["events"].append({"type": "penalty", "party": s, "code": "revoke", "amount": 5})
    ex = exp(k, len(d["events"]) - 1, s, "unexpected_penalty")
    ex.update(safe=True, implied=[], moved=[], seat_any=True)
    return new, ex


def k_payment_recorded(doc, rng, safe):
    """The table wrote a payment (Rage is scored in points) after the sheet of a round."""
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    n = n_seats(doc)
    s = rng.randrange(n)
    d["events"].append({"type": "payment", "from": s, "to": (s + 1) % n, "amount": 5})
    ex = exp(k, len(d["events"]) - 1, None, "unexpected_payment")
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


def k_move_in_trick(doc, rng, safe):
    """One card of a trick written at another place in the trick (a player who jumped ahead or
    played late). The writer expects one out_of_turn: at the first card out of order, or at the
    moved card (either accepted)."""

    def f(doc, rng):
        n = n_seats(doc)
        if n < 3:
            return None
        k = rng.choice(trick_deals(doc, 2))
        new = copy.deepcopy(doc)
        d = new["deals"][k]
        t = rng.choice(tricks_of(d, n))
        i, j = rng.sample(range(n), 2)
        if abs(i - j) == 1:
            return None  # a plain swap of neighbours: other kinds
        idx = [x for x, _ in t]
        evs = [e for _, e in t]
        moved = evs.pop(i)
        evs.insert(j, moved)
        for x, e in zip(idx, evs):
            d["events"][x] = e
        first = next(p for p in range(n) if evs[p] is not t[p][1])
        ex = exp(k, idx[first], evs[first]["seat"], "out_of_turn")
        ex["alt_events"] = [idx[j]]
        ex["alt_seat"] = moved["seat"]
        return new, ex, k

    return _try(f, doc, rng, safe, tries=100)


def k_bid_move(doc, rng, safe):
    """One bid written at another place in the bidding (a player who spoke early or late); the
    writer expects one bid_out_of_turn, at the first bid out of order or at the moved bid."""
    if not _std_bidding(doc):
        return None
    k = rng.randrange(len(doc["deals"]))
    new = copy.deepcopy(doc)
    d = new["deals"][k]
    b = bid_indices(d)
    if len(b) < 3:
        return None
    for _ in range(20):
        i, j = rng.sample(range(len(b)), 2)
        if abs(i - j) > 1:
            break
    else:
        return None
    evs = [d["events"][x] for x in b]
    orig = list(evs)
    moved = evs.pop(i)
    evs.insert(j, moved)
    for x, e in zip(b, evs):
        d["events"][x] = e
    first = next(p for p in range(len(b)) if evs[p] is not orig[p])
    ex = exp(k, b[first], evs[first]["seat"], "bid_out_of_turn")
    ex.update(safe=True, implied=[], moved=[], alt_events=[b[j]], alt_seat=moved["seat"])
    return new, ex


def k_start_total_off(doc, rng, safe):
    """A record taken up mid-session whose carried-in total for one seat is off."""
    if "start" not in doc:
        return None
    new = copy.deepcopy(doc)
    s = rng.randrange(n_seats(doc))
    new["start"]["totals"][s] += rng.choice([1, -1, 5, -5, 10, -10])
    d = new["deals"][0]
    i = next((i for i, e in enumerate(d["events"]) if e["type"] == "total" and e["party"] == s), None)
    if i is None:
        return None
    ex = exp(0, i, s, "wrong_total")
    ex.update(safe=True, implied=[], moved=[])
    return new, ex


KINDS = {
    "lead_swap": k_lead_swap,
    "follower_swap": k_follower_swap,
    "wrong_leader_trick": k_wrong_leader_trick,
    "first_lead_dealer": k_first_lead_dealer,
    "revoke": k_revoke,
    "revoke_ruff": k_revoke_simple,
    "action_while_able": k_action_while_able,
    "card_not_in_hand_stock": k_card_not_in_hand,
    "card_not_in_hand_other": k_card_not_in_hand_other,
    "card_not_in_hand_anycolour": k_card_not_in_hand_anycolour,
    "wild_no_named": k_wild_no_named,
    "bid_swap": k_bid_swap,
    "bid_dealer_first": k_bid_dealer_first,
    "bid_after_first_card": k_bid_after_first_card,
    "bid_missing": k_bid_missing,
    "bid_repeated": k_bid_repeated,
    "bid_out_of_range": k_bid_out_of_range,
    "bid_pm1_dealer": k_bid_pm1,
    "bid_pm1_nondealer": k_bid_pm1_nondealer,
    "score_off": k_score_off,
    "score_and_total_off": k_score_and_total_off,
    "total_off": k_total_off,
    "total_off_carried": k_total_off_carried,
    "dealer_wrong": k_dealer_wrong,
    "play_after_last": k_play_after_last,
    "duplicate_play": k_duplicate_play,
    "revoke_unfixed": k_revoke_unfixed,
    "card_not_in_hand_action": k_card_not_in_hand_action,
    "card_not_in_hand_trumpcard": k_card_not_in_hand_trumpcard,
    "score_line_dropped": k_score_line_dropped,
    "total_line_dropped": k_total_line_dropped,
    "total_off_no_scores": k_total_off_no_scores,
    "score_off_no_totals": k_score_off_no_totals,
    "penalty_recorded": k_penalty_recorded,
    "payment_recorded": k_payment_recorded,
    "move_in_trick": k_move_in_trick,
    "bid_move": k_bid_move,
    "start_total_off": k_start_total_off,
}


def plant(doc: dict, kind: str, seed: int, safe: bool) -> tuple[dict, dict] | None:
    rng = random.Random(f"{kind}/{seed}/{safe}")
    r = KINDS[kind](doc, rng, safe)
    return r
