"""Generator of the tarocchini-opt audit transcripts (auditor's own model, blind phase).

Run: python gen.py   (writes NN-*.json here and prints the model's figures for EXPECTED.md)
"""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import model as M  # noqa: E402
import score as S  # noqa: E402

OTTO_PLAYERS = ["Alberto", "Bice", "Cesare", "Delia"]
TERZ_PLAYERS = ["Ettore", "Fulvia", "Guido"]


# ----------------------------------------------------------------- dealing
def deal_cards(rng, sizes, force=None, talon_force=None, talon_size=0):
    """sizes: cards per seat; force: {seat: [cards]}; returns hands, talon."""
    force = force or {}
    talon_force = talon_force or []
    d = M.deck()
    used = set(talon_force)
    for cs in force.values():
        used |= set(cs)
    rest = [c for c in d if c not in used]
    rng.shuffle(rest)
    hands = []
    for s, n in enumerate(sizes):
        h = list(force.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    talon = list(talon_force)
    while len(talon) < talon_size:
        talon.append(rest.pop())
    assert not rest, len(rest)
    return hands, talon


# ----------------------------------------------------------------- play strategy
def choose(rng, hand, trick, seat, side_of, tie, nplayers, style):
    lg = M.legal(hand, [c for _, c in trick])
    nonm = [c for c in lg if c != "MATTO"]
    if style.get("keep_moretti"):
        keep = [c for c in nonm if c not in ("T1", "T2", "T3", "T4")]
        if keep:
            nonm = keep
    if not trick:
        if not nonm:
            return "MATTO"
        if style.get("lead_high_trumps"):
            tr = sorted([c for c in nonm if M.is_trump(c)], key=M.strength, reverse=True)
            if tr:
                return tr[0]
            ks = [c for c in nonm if c[0] == "K"]
            if ks:
                return ks[0]
        if style.get("lead_moretti") and rng.random() < 0.8:
            mo = [c for c in nonm if c in ("T1", "T2", "T3", "T4")]
            if mo:
                return rng.choice(mo)
        if rng.random() < style.get("trump_lead", 0.35):
            tr = [c for c in nonm if M.is_trump(c)]
            if tr:
                return rng.choice(tr)
        return rng.choice(nonm)
    # current winner
    wi = M.trick_winner(trick, tie) if any(c != "MATTO" for _, c in trick) else None
    cur_w = trick[wi][0] if wi is not None else None
    last = len(trick) == nplayers - 1
    partner_winning = cur_w is not None and side_of(cur_w) == side_of(seat)
    if "MATTO" in lg and partner_winning and (last or rng.random() < 0.3):
        return "MATTO"
    if not nonm:
        return "MATTO"
    if partner_winning:
        if style.get("moretti_follow"):
            mo = [c for c in nonm if c in ("T1", "T2", "T3", "T4")]
            if mo:
                return mo[0]
        # give points sometimes
        if rng.random() < 0.4:
            return max(nonm, key=lambda c: (M.points(c), rng.random()))
        return min(nonm, key=lambda c: (M.points(c), M.strength(c), rng.random()))
    # try to win with the cheapest winning card
    winners = []
    for c in nonm:
        t2 = trick + [(seat, c)]
        if t2[M.trick_winner(t2, tie)][0] == seat:
            winners.append(c)
    if style.get("moretti_follow"):
        mo = [c for c in nonm if c in ("T1", "T2", "T3", "T4")]
        if mo and rng.random() < 0.7:
            return mo[0]
    if winners and rng.random() < 0.85:
        return min(winners, key=lambda c: (M.strength(c), M.points(c)))
    return min(nonm, key=lambda c: (M.points(c), M.strength(c), rng.random()))


def play_deal(rng, hands, leader, side_of, tie, nplayers, style):
    hs = [list(h) for h in hands]
    plays = []
    turn = leader
    cur = []
    tricks = []
    while any(hs):
        c = choose(rng, hs[turn], cur, turn, side_of, tie, nplayers, style)
        hs[turn].remove(c)
        plays.append((turn, c))
        cur.append((turn, c))
        if len(cur) == nplayers:
            w = cur[M.trick_winner(cur, tie)][0]
            tricks.append((cur, w))
            cur = []
            turn = w
        else:
            turn = (turn + 1) % nplayers
    return plays, tricks


def declarable(hand):
    """Items a seat can declare without depending on a disputed reading."""
    items = [i for i, _ in M.cricche_of(hand)]
    if M.ambiguous(hand):
        items += [
            i for i, _ in M.sequences_of(hand, "H") if i["of"] in ("moretti", "aces")
        ]
    else:
        items += [i for i, _ in M.sequences_of(hand, "H")]
    return items


def matto_clean(tricks, side_of):
    """True when the Matto is not led and lands in a trick its own side wins."""
    for cards, w in tricks:
        for k, (seat, c) in enumerate(cards):
            if c == "MATTO":
                if k == 0:
                    return False
                return side_of(seat) == side_of(w)
    return True


def moretti_ties(tricks):
    out = []
    for ti, (cards, w) in enumerate(tricks):
        wf = cards[M.trick_winner(cards, "first_played")][0]
        wl = cards[M.trick_winner(cards, "last_played")][0]
        if wf != wl:
            out.append((ti, wf, wl))
    return out


# ----------------------------------------------------------------- Ottocento
def otto_deal(seed, dealer, rules, force=None, style=None, talon_form=False, declare=True,
              decl_pick=None):
    rng = random.Random(seed)
    tie = rules.get("moretti_tie", "last_played")
    style = style or {}
    sizes = [15, 15, 15, 15]
    if talon_form:
        hands, talon = deal_cards(rng, sizes, force, talon_size=2)
    else:
        sizes[dealer] = 17
        hands, talon = deal_cards(rng, sizes, force)
    events = []
    full = [list(h) for h in hands]
    if talon_form:
        events.append({"type": "take", "seat": dealer, "cards": list(talon)})
        full[dealer] += talon
    # dealer discards two 1-point cards (never 5-point cards), keeping combinations
    cands = [c for c in full[dealer] if M.points(c) == 1 and not M.is_trump(c)]
    base = M.pile_combo_points(full[dealer])
    cands.sort(key=lambda c: (-_keep(full[dealer], c, base), rng.random()))
    disc = cands[:2]
    if len(disc) < 2:
        return None
    for c in disc:
        full[dealer].remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    decl_items = {}
    for k in range(1, 5):
        s = (dealer + k) % 4
        items = declarable(full[s]) if declare else []
        if decl_pick:
            items = decl_pick(s, items)
        decl_items[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    plays, tricks = play_deal(rng, full, (dealer + 1) % 4, lambda s: s % 2, tie, 4, style)
    for s, c in plays:
        events.append({"type": "play", "seat": s, "card": c})
    deal = {"dealer": dealer, "hands": hands, "events": events}
    if talon_form:
        deal["talon"] = talon
    return deal, tricks


def _keep(hand, c, base):
    h = list(hand)
    h.remove(c)
    return M.pile_combo_points(h) - base


def team_triple_ambiguous(deal, side_of):
    """A side's declarations reaching three cricche or three sequences only together."""
    per = {}
    for e in deal["events"]:
        if e["type"] == "declare":
            per.setdefault(side_of(e["seat"]), []).append(e["items"])
    for lists in per.values():
        for kind in ("cricca", "sequence"):
            each = [sum(1 for i in items if i["kind"] == kind) for items in lists]
            if sum(each) >= 3 and max(each) < 3:
                return True
            if sum(1 for x in each if x >= 3) and sum(each) > max(each) and max(each) >= 3:
                # one seat has a triple and a partner adds more: fine either way
                pass
    return False


def otto_check(t, deal, tricks):
    """Filters: no disputed reading in the piles or hands, Matto kept by its side."""
    res, errs, tr = S.score_ottocento(t, deal)
    if errs or tr:
        return None
    if team_triple_ambiguous(deal, lambda s: s % 2):
        return None
    if not matto_clean(tricks, lambda s: s % 2):
        return None
    piles = otto_piles(t, deal)
    for p in piles:
        if M.ambiguous(p):
            return None
    return res


def otto_piles(t, deal):
    rules = t.get("rules", {}) or {}
    tie = rules.get("moretti_tie", "last_played")
    credit = rules.get("discard_credit", "dealer_trick")
    dealer = deal["dealer"]
    hands = [list(h) for h in deal["hands"]] if deal["hands"] else None
    disc = []
    for e in deal["events"]:
        if e["type"] == "take":
            hands[e["seat"]] += e["cards"]
        elif e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
            disc = e["cards"]
    plays = [(e["seat"], e["card"]) for e in deal["events"] if e["type"] == "play"]
    tricks, _ = M.play_out(hands, (dealer + 1) % 4, plays, tie, 4)
    piles, won, _ = M.side_piles(tricks, lambda s: s % 2, 2)
    ds = dealer % 2
    dw = sum(1 for _, w in tricks if w == dealer) if credit == "dealer_trick" else won[ds]
    piles[ds if dw else 1 - ds] += disc
    return piles


# ----------------------------------------------------------------- Terziglio
def terz_deal(seed, dealer, rules, bids, declarer, contract, force=None, talon_force=None,
              style=None, ntake=2, declare=True):
    rng = random.Random(seed)
    tie = rules.get("moretti_tie", "last_played")
    widow = rules.get("widow", 5 if rules.get("preset") == "nineteen" else 8)
    n = 18 if widow == 8 else 19
    style = style or {}
    hands, talon = deal_cards(rng, [n, n, n], force, talon_force, talon_size=widow)
    events = []
    for k, b in enumerate(bids):
        events.append({"type": "bid", "seat": (dealer + 1 + k) % 3, "bid": b})
    full = [list(h) for h in hands]
    if contract == "gioco" and ntake:
        # take the best widow cards, lay away the cheapest (never a 5-point card)
        take = sorted(talon, key=lambda c: (-M.points(c), -M.strength(c)))[:ntake]
        full[declarer] += take
        events.append({"type": "take", "seat": declarer, "cards": take})
        cands = [c for c in full[declarer] if M.points(c) == 1 and not M.is_trump(c)
                 and c not in take]
        base = M.pile_combo_points(full[declarer])
        cands.sort(key=lambda c: (-_keep(full[declarer], c, base), rng.random()))
        disc = cands[:ntake]
        if len(disc) < ntake:
            return None
        for c in disc:
            full[declarer].remove(c)
        events.append({"type": "discard", "seat": declarer, "cards": disc})
    for k in range(1, 4):
        s = (dealer + k) % 3
        items = declarable(full[s]) if declare else []
        events.append({"type": "declare", "seat": s, "items": items})
    side_of = lambda s: 0 if s == declarer else 1  # noqa: E731
    plays, tricks = play_deal(rng, full, (dealer + 1) % 3, side_of, tie, 3, style)
    for s, c in plays:
        events.append({"type": "play", "seat": s, "card": c})
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, tricks


def terz_piles(t, deal):
    rules = t.get("rules", {}) or {}
    tie = rules.get("moretti_tie", "last_played")
    hands = [list(h) for h in deal["hands"]]
    widow = list(deal["talon"])
    declarer = contract = None
    for e in deal["events"]:
        if e["type"] == "bid" and e["bid"] != "pass" and declarer is None:
            declarer, contract = e["seat"], e["bid"]
        elif e["type"] == "take":
            hands[e["seat"]] += e["cards"]
            for c in e["cards"]:
                widow.remove(c)
        elif e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
            widow += e["cards"]
    plays = [(e["seat"], e["card"]) for e in deal["events"] if e["type"] == "play"]
    tricks, _ = M.play_out(hands, (deal["dealer"] + 1) % 3, plays, tie, 3)
    side_of = lambda s: 0 if s == declarer else 1  # noqa: E731
    piles, won, _ = M.side_piles(tricks, side_of, 2)
    last = side_of(tricks[-1][1])
    if contract == "solo":
        piles[last] += widow
    else:
        piles[0 if won[0] else 1] += widow
    return piles, tricks, declarer


def terz_check(t, deal, tricks, need_even=True):
    r = S.score_terziglio(t, deal)
    if r["errs"] or r["transfers"]:
        return None
    dec = r["declarer"]
    if team_triple_ambiguous(deal, lambda s: 0 if s == dec else 1):
        return None
    piles, tricks, declarer = terz_piles(t, deal)
    if not matto_clean(tricks, lambda s: 0 if s == declarer else 1):
        return None
    for p in piles:
        if M.ambiguous(p):
            return None
        if need_even and len(p) % 2:
            return None
    return r


# ----------------------------------------------------------------- writing
def write(name, t):
    path = os.path.join(HERE, name)
    with open(path, "w") as f:
        json.dump(t, f, indent=1, ensure_ascii=False)
        f.write("\n")


def otto_transcript(rules, deals_scores, start=None, meta=None, totals=True, reasons=False):
    """deals_scores: list of (deal, res) with res from score_ottocento; appends score/total."""
    t = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": rules,
         "players": OTTO_PLAYERS}
    if start:
        t["start"] = {"totals": list(start)}
    tot = list(start) if start else [0, 0]
    deals = []
    for deal, res in deals_scores:
        ev = deal["events"]
        for side in (0, 1):
            tot[side] += res[side]["total"]
        for side in (0, 1):
            if reasons:
                for key, reason in (("decl", "declarations"), ("combo", "combinations"),
                                    ("cards", "card_points"), ("last", "last_trick")):
                    ev.append({"type": "score", "party": "team%d" % side,
                               "points": res[side][key], "reason": reason})
            else:
                ev.append({"type": "score", "party": "team%d" % side,
                           "points": res[side]["total"]})
        if totals:
            for side in (0, 1):
                ev.append({"type": "total", "party": "team%d" % side, "points": tot[side]})
        deals.append(deal)
    t["deals"] = deals
    if meta:
        t["meta"] = meta
    return t


def terz_points(r, settlement):
    """Per-seat game points written for the deal."""
    g = r["g"]
    dec = r["declarer"]
    pts = [0, 0, 0]
    if settlement == "zero_sum":
        sign = 1 if r["winner"] == 0 else -1
        for s in range(3):
            pts[s] = 2 * g * sign if s == dec else -g * sign
    else:
        for s in range(3):
            if (s == dec) == (r["winner"] == 0):
                pts[s] = g
    return pts


def terz_transcript(rules, deals_res, start=None, meta=None, totals=True, payments=False):
    t = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": rules,
         "players": TERZ_PLAYERS}
    settlement = rules.get("settlement", "winners_score")
    if start:
        t["start"] = {"totals": list(start)}
    tot = list(start) if start else [0, 0, 0]
    deals = []
    for deal, r, pts in deals_res:
        ev = deal["events"]
        if pts is None:
            pts = terz_points(r, settlement)
        if payments:
            dec = r["declarer"]
            g = abs(pts[dec]) // 2
            for s in range(3):
                if s == dec:
                    continue
                if pts[dec] > 0:
                    ev.append({"type": "payment", "from": s, "to": dec, "amount": g})
                else:
                    ev.append({"type": "payment", "from": dec, "to": s, "amount": g})
        else:
            for s in range(3):
                ev.append({"type": "score", "party": s, "points": pts[s]})
            for s in range(3):
                tot[s] += pts[s]
            if totals:
                for s in range(3):
                    ev.append({"type": "total", "party": s, "points": tot[s]})
        deals.append(deal)
    t["deals"] = deals
    if meta:
        t["meta"] = meta
    return t
