"""Generate the danish-spec7 transcripts (blind, from the Polish source only).

Run: python3 gen.py   (writes NN-*.json here and prints the facts EXPECTED.md quotes)
"""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from model import (  # noqa: E402
    JOKER,
    SUITS,
    Deal,
    active_seats,
    check_legal,
    choose_skat,
    declarations,
    honor,
    is_king,
    legal_skat,
    suit,
)
from session import Session, finish, nets  # noqa: E402

P3 = ["Agata", "Bogdan", "Czesław"]
P4 = ["Dorota", "Edward", "Franciszka", "Grzegorz"]
FACTS = {}


def transcript(players, deals, rules=None, start=None, desc=""):
    t = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": rules or {}, "players": players}
    if start:
        t["start"] = {"pools": dict(start)}
    t["meta"] = {"round": "danish-spec7", "description": desc}
    t["deals"] = deals
    return t


def deal_json(d, events, hands=True):
    return {"dealer": d.dealer, "hands": [list(h) for h in d.dealt] if hands else None, "events": finish(events)}


def write(name, t):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        f.write(json.dumps(t, ensure_ascii=False, indent=1))
        f.write("\n")


def idx(events, pred):
    for i, (tag, e) in enumerate(events):
        if pred(tag, e):
            return i
    raise KeyError


def play_idx(events, no, seat):
    return idx(events, lambda t, e: t == ("play", no, seat))


def trick_end(events, no):
    """Index just after trick `no` and its in-play payments."""
    last = None
    for i, (tag, e) in enumerate(events):
        if tag and tag[0] in ("play", "inplay") and tag[1] == no:
            last = i
    return last + 1


def ok(d, allow=()):
    pr = [p for p in check_legal(d) if p[3] not in allow]
    if pr or getattr(d, "joker_forced_lead", None):
        return False
    won = d.tricks_won()
    return all(0 < v < 25 for v in won.values())


def sim(n, dealer, seed, hooks=None, hands=None, skat=None):
    d = Deal(n, dealer, seed, hands=hands)
    if skat is None:
        skat = choose_skat(d.dealt[dealer], d.rng)
    d.play(skat, hooks)
    return d


def any_decl(d):
    return any(declarations(d.hands0[s]) for s in d.active)


def inplay_before(events, no):
    return any(tag and tag[0] == "inplay" and tag[1] <= no for tag, _ in events)


def swap_in(hands, seat, card, rng, keep=()):
    """Move `card` into `seat`'s hand, giving back a plain low card of `seat` to its owner."""
    owner = next(s for s, h in enumerate(hands) if card in h)
    if owner == seat:
        return
    give = [c for c in hands[seat] if c not in keep and c != JOKER and suit(c) != "T" and honor(c) == 0]
    g = rng.choice(give)
    hands[seat].remove(g)
    hands[owner].remove(card)
    hands[seat].append(card)
    hands[owner].append(g)


def swap_out(hands, seat, card, rng, to_seat, keep=()):
    """Move `card` out of `seat`'s hand to `to_seat`, taking a plain low card back."""
    give = [c for c in hands[to_seat] if c not in keep and c != JOKER and suit(c) != "T" and honor(c) == 0]
    g = rng.choice(give)
    hands[to_seat].remove(g)
    hands[seat].remove(card)
    hands[to_seat].append(card)
    hands[seat].append(g)


# ============================================================ 01 clean, 3p, two deals, payments
def f01():
    for seed in range(1000, 5000):
        S = Session(3)
        d0 = sim(3, 0, seed)
        if not ok(d0):
            continue
        # deal 1: a valid Joker demand in the third-last trick, the holder following
        d1 = sim(3, 1, seed + 50000, hooks={"keep_joker": True, "call": None})
        holder = next(s for s in d1.active if JOKER in d1.hands0[s])
        caller = [s for s in d1.active if s != holder][0]
        d1 = sim(3, 1, seed + 50000, hooks={"keep_joker": True, "call": caller})
        if not ok(d1):
            continue
        t23 = d1.tricks[22]
        if t23[0] == holder or JOKER not in [c for _, c in t23[1]]:
            continue
        if not (any_decl(d0) or any_decl(d1)):
            continue
        e0, i0 = S.deal_events(d0, first=True)
        S.apply(e0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        if not (any(t and t[0] == "inplay" for t, _ in e0 + e1)):
            continue
        t = transcript(P3, [deal_json(d0, e0), deal_json(d1, e1)], desc="Control: a clean two-deal session from the first deal, every payment written; deal 1 has a valid Joker demand in the third-last trick.")
        write("01-clean-3p-session-payments.json", t)
        FACTS["01"] = dict(seed=seed, info=[_brief(i0, d0), _brief(i1, d1)], nets=[nets(e0), nets(e1)], pools=S.pools)
        return


def _brief(info, d):
    return {
        "dealer": d.dealer,
        "won": info["won"],
        "cp": {k: str(v) for k, v in info["cp"].items()},
        "cp_b": {k: str(v) for k, v in info["cp_b"].items()},
        "ultimo": info["ultimo"],
        "przydupek": info["przydupek"],
        "last": d.tricks[-1],
        "decl": {s: [i for i, _ in v] for s, v in info["decl"].items() if v},
    }


# ============================================================ 02 clean, 4p, ultimo + refill
def f02():
    start = {"pagat_pool": 85, "king_pool": 110}
    for seed in range(2000, 9000):
        S = Session(4, start)
        d0 = sim(4, 0, seed)
        if not ok(d0):
            continue
        d1 = sim(4, 1, seed + 7777)
        if not ok(d1):
            continue
        e0, i0 = S.deal_events(d0)
        S.apply(e0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        refill = [t for t, _ in e0 + e1 if t == ("refill",)]
        kingult = i0["ultimo"] == "king" or i1["ultimo"] == "king"
        if not refill or not kingult:
            continue
        if not (any_decl(d0) or any_decl(d1)):
            continue
        t = transcript(P4, [deal_json(d0, e0), deal_json(d1, e1)], start=start, desc="Control: four players, two deals taken from a running session (pools carried in); an Ultimo empties a pool and all four refill it.")
        write("02-clean-4p-ultimo-refill.json", t)
        FACTS["02"] = dict(seed=seed, info=[_brief(i0, d0), _brief(i1, d1)], nets=[nets(e0), nets(e1)], pools=S.pools)
        return


# ============================================================ 03 clean, 3p, score sheet
def f03():
    for seed in range(3000, 9000):
        S = Session(3)
        d0 = sim(3, 2, seed)
        d1 = sim(3, 0, seed + 333)
        if not (ok(d0) and ok(d1)):
            continue
        e0, i0 = S.deal_events(d0, first=True)
        S.apply(e0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        if not (any_decl(d0) or any_decl(d1)):
            continue
        deals = []
        tot = {}
        for d, e in ((d0, e0), (d1, e1)):
            nt = nets(e)
            ev = [(tag, x) for tag, x in e if x["type"] != "payment"]
            for p in [0, 1, 2, "pagat_pool", "king_pool"]:
                ev.append((("score",), {"type": "score", "party": p, "points": nt.get(p, 0)}))
            for p in [0, 1, 2, "pagat_pool", "king_pool"]:
                tot[p] = tot.get(p, 0) + nt.get(p, 0)
                ev.append((("total",), {"type": "total", "party": p, "points": tot[p]}))
            deals.append(deal_json(d, ev))
        t = transcript(P3, deals, desc="Control: a clean two-deal session kept on a score sheet (each party's net chips in the deal, and running totals), no payment lines.")
        write("03-clean-3p-score-sheet.json", t)
        FACTS["03"] = dict(seed=seed, info=[_brief(i0, d0), _brief(i1, d1)], nets=[nets(e0), nets(e1)], totals=tot)
        return


# ============================================================ 04 superficial: Joker named in an exhausted suit
def f04():
    start = {"pagat_pool": 60, "king_pool": 95}

    def jl(deal, t, s, hands, plays):
        if t < 6 or t > 21:
            return None
        others = [o for o in deal.active if o != s]
        for x in SUITS:
            if any(suit(c) == x for c in hands[s]):
                continue
            if any(suit(c) == x for o in others for c in hands[o]):
                continue
            if all(any(suit(c) == "T" for c in hands[o]) for o in others):
                return x
        return None

    for seed in range(4000, 20000):
        d = sim(3, 1, seed, hooks={"keep_joker": True, "joker_lead": jl})
        jt = [(no, tr) for no, tr in enumerate(d.tricks, 1) if tr[1][0][1] == JOKER]
        if not jt or not ok(d):
            continue
        S = Session(3, start)
        e, i = S.deal_events(d)
        S.apply(e)
        no, tr = jt[0]
        jidx = play_idx(e, no, tr[1][0][0])
        t = transcript(P3, [deal_json(d, e)], start=start, desc="Superficial (s.18): the Joker is led naming a suit whose cards are all gone; both followers trump; no fine.")
        write("04-S-joker-named-exhausted-suit.json", t)
        FACTS["04"] = dict(seed=seed, info=[_brief(i, d)], nets=[nets(e)], joker_trick=no, joker_event=jidx, trick=tr)
        return


# ============================================================ 05 small: misdeal, redeal by the same dealer
def f05():
    for seed in range(5000, 9000):
        rng = random.Random(seed)
        d0 = Deal(3, 0, seed)
        hands = [list(h) for h in d0.dealt]
        # the dealer took one card too many: seat 1 has 24, the dealer 29
        c = rng.choice([x for x in hands[1] if x != JOKER])
        hands[1].remove(c)
        hands[0].append(c)
        d1 = sim(3, 0, seed + 99)
        if not ok(d1):
            continue
        S = Session(3)
        ev0 = []
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                ev0.append((None, {"type": "payment", "from": s, "to": pool, "amount": 20, "reason": "foundation"}))
        ev0.append((None, {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"}))
        ev0.append((None, {"type": "payment", "from": 0, "to": "king_pool", "amount": 5, "reason": "deal_fee"}))
        ev0.append((("fine",), {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 5, "reason": "penalty", "note": "misdeal: Bogdan counted 24 cards, the dealer held 29; cards dealt again by the same dealer"}))
        ev0.append((("fine",), {"type": "payment", "from": 0, "to": "king_pool", "amount": 5, "reason": "penalty"}))
        S.apply(ev0)
        e1, i1 = S.deal_events(d1, deal_fee=False)
        S.apply(e1)
        t = transcript(P3, [{"dealer": 0, "hands": hands, "events": finish(ev0)}, deal_json(d1, e1)], desc="Small (s.18): a misdeal (29/24/25) found when the cards were picked up; the dealer pays 5 to each pool and deals again.")
        write("05-M-misdeal-redeal.json", t)
        FACTS["05"] = dict(seed=seed, sizes=[len(h) for h in hands], info=[None, _brief(i1, d1)], nets=[nets(ev0), nets(e1)], fine_events=[8, 9])
        return


# ============================================================ 06 large: declaring before the dealer (4p)
def f06():
    start = {"pagat_pool": 70, "king_pool": 125}
    for seed in range(6000, 20000):
        d = sim(4, 2, seed)
        if not ok(d):
            continue
        first = d.active[0]  # seat 3, right of the dealer
        if not declarations(d.hands0[first]):
            continue
        S = Session(4, start)
        e, i = S.deal_events(d)
        # reorder: seat `first` declares (and is paid) before the dealer, then the fine, then the rest
        di = idx(e, lambda t, x: t == ("declare", d.dealer))
        fblock = [x for x in e if x[0] in (("declare", first), ("declpay", first))]
        rest = [x for x in e if x not in fblock]
        di = idx(rest, lambda t, x: t == ("declare", d.dealer))
        fine = [
            (("fine",), {"type": "payment", "from": first, "to": "pagat_pool", "amount": 20, "reason": "penalty", "note": "declared before the dealer"}),
            (("fine",), {"type": "payment", "from": first, "to": "king_pool", "amount": 20, "reason": "penalty"}),
        ]
        e = rest[:di] + fblock + fine + rest[di:]
        # recompute pools: the fines change the pools before the last trick
        S2 = Session(4, start)
        e2, i2 = _with_prefix_pools(S2, d, e)
        S2.apply(e2)
        t = transcript(P4, [deal_json(d, e2)], start=start, desc="Large (s.18): the player right of the dealer declares before the dealer; 20 to each pool, play goes on.")
        write("06-L-declared-before-dealer.json", t)
        fi = idx(e2, lambda t, x: t == ("declare", first))
        FACTS["06"] = dict(seed=seed, info=[_brief(i2, d)], nets=[nets(e2)], offender=first, declare_event=fi, fine_events=[j for j, (tg, _) in enumerate(e2) if tg == ("fine",)], pools=S2.pools)
        return


def _pool_dependent(d):
    """The last trick pays a pool's contents (an Ultimo or a Przydupek)."""
    _, trick, w, wc, _ = d.tricks[-1]
    return any(is_king(c) or c == "T1" for _, c in trick)


def _with_prefix_pools(S, d, events, first=False):
    """Re-run the end-of-deal settlement with pool contents that include fines paid in the
    deal: the fines are moved into the session's pools first, then the deal is settled
    again and the fines put back in place."""
    fines = [(i, x) for i, x in enumerate(events) if x[0] == ("fine",)]
    pre = Session(S.n, S.pools)
    pre.fresh = S.fresh
    pre.pools = dict(S.pools)
    for _, (tag, e) in fines:
        if e["to"] in pre.pools:
            pre.pools[e["to"]] += e["amount"]
        if e["from"] in pre.pools:
            pre.pools[e["from"]] -= e["amount"]
    e2, info = pre.deal_events(d, first=first)
    # keep the scenario's order for everything before the first play; take settlement from e2
    first_play = idx(events, lambda t, x: t and t[0] == "play")
    head = events[:first_play]
    tail2 = e2[idx(e2, lambda t, x: t and t[0] == "play") :]
    # fines placed after a play are re-inserted at the same tag position
    late = [(i, x) for i, x in fines if i >= first_play]
    out = head + tail2
    for i, x in late:
        anchor = events[i - 1][0]
        j = idx(out, lambda t, y, a=anchor: t == a) + 1
        # after the anchor and any fines already placed there
        while j < len(out) and out[j][0] == ("fine",):
            j += 1
        out.insert(j, x)
    return out, info


# ============================================================ 07 large: lead out of turn (3p)
def f07():
    start = {"pagat_pool": 90, "king_pool": 75}
    for seed in range(7000, 20000):
        base = sim(3, 0, seed)
        k = 9
        right = base.tricks[k - 2][2]  # winner of trick k-1 should lead trick k
        wrong = [s for s in base.active if s != right][seed % 2]
        d = sim(3, 0, seed, hooks={"lead_override": {k: wrong}})
        if not ok(d):
            continue
        if d.tricks[k - 2][2] != right or d.tricks[k - 1][0] != wrong:
            continue
        lead_card = d.tricks[k - 1][1][0][1]
        if is_king(lead_card) or lead_card in ("T1", JOKER):
            continue
        S = Session(3, start)
        e, i = S.deal_events(d)
        at = play_idx(e, k, wrong) + 1
        fine = [
            (("fine",), {"type": "payment", "from": wrong, "to": "pagat_pool", "amount": 20, "reason": "penalty", "note": "led out of turn; the lead stood"}),
            (("fine",), {"type": "payment", "from": wrong, "to": "king_pool", "amount": 20, "reason": "penalty"}),
        ]
        e = e[:at] + fine + e[at:]
        e2, i2 = _with_prefix_pools(Session(3, start), d, e)
        t = transcript(P3, [deal_json(d, e2)], start=start, desc="Large (s.18): a player leads out of turn (the lead stands); 20 to each pool, play goes on.")
        write("07-L-lead-out-of-turn.json", t)
        FACTS["07"] = dict(seed=seed, info=[_brief(i2, d)], nets=[nets(e2)], offender=wrong, rightful=right, trick=k, play_event=play_idx(e2, k, wrong), fine_events=[j for j, (tg, _) in enumerate(e2) if tg == ("fine",)])
        return


# ============================================================ 08 large: play out of turn, 4p, play-only record
def f08():
    start = {"pagat_pool": 55, "king_pool": 80}
    for seed in range(8000, 20000):
        k = 14
        swap = lambda order: [order[0], order[2], order[1]]
        d = sim(4, 1, seed, hooks={"order_override": {k: swap}})
        if not ok(d):
            continue
        tr = d.tricks[k - 1][1]
        if any(is_king(c) or c in ("T1", JOKER) for _, c in tr):
            continue
        offender = tr[1][0]
        S = Session(4, start)
        e, i = S.deal_events(d)
        at = play_idx(e, k, offender) + 1
        fine = [
            (("fine",), {"type": "payment", "from": offender, "to": "pagat_pool", "amount": 20, "reason": "penalty", "note": "played before his turn"}),
            (("fine",), {"type": "payment", "from": offender, "to": "king_pool", "amount": 20, "reason": "penalty"}),
        ]
        e = e[:at] + fine + e[at:]
        e2, i2 = _with_prefix_pools(Session(4, start), d, e)
        t = transcript(P4, [deal_json(d, e2, hands=False)], start=start, desc="Large (s.18): in a play-only record, a follower plays before his turn; 20 to each pool, play goes on.")
        write("08-L-play-out-of-turn-playonly.json", t)
        FACTS["08"] = dict(seed=seed, info=[_brief(i2, d)], nets=[nets(e2)], offender=offender, trick=k, play_event=play_idx(e2, k, offender), fine_events=[j for j, (tg, _) in enumerate(e2) if tg == ("fine",)], order=[s for s, _ in tr])
        return


# ============================================================ 09 large: Joker demanded after it was played
def f09():
    start = {"pagat_pool": 65, "king_pool": 100}
    for seed in range(9000, 20000):
        base = sim(3, 2, seed, hooks={"joker_after": 3})
        caller = base.tricks[22][0]
        d = sim(3, 2, seed, hooks={"joker_after": 3, "call": caller})
        if not ok(d):
            continue
        jt = [no for no, tr in enumerate(d.tricks, 1) if JOKER in [c for _, c in tr[1]]]
        if not jt or jt[0] > 20:
            continue
        S = Session(3, start)
        e, i = S.deal_events(d)
        at = idx(e, lambda t, x: t and t[0] == "call") + 1
        fine = [
            (("fine",), {"type": "payment", "from": caller, "to": "pagat_pool", "amount": 20, "reason": "penalty", "note": "demanded the Joker, which had been played in trick %d" % jt[0]}),
            (("fine",), {"type": "payment", "from": caller, "to": "king_pool", "amount": 20, "reason": "penalty"}),
        ]
        e = e[:at] + fine + e[at:]
        e2, i2 = _with_prefix_pools(Session(3, start), d, e)
        t = transcript(P3, [deal_json(d, e2)], start=start, desc="Large (s.18): the Joker is demanded in the third-last trick after it had been played; 20 to each pool, play goes on.")
        write("09-L-false-joker-demand.json", t)
        FACTS["09"] = dict(seed=seed, info=[_brief(i2, d)], nets=[nets(e2)], caller=caller, joker_trick=jt[0], call_event=idx(e2, lambda t, x: t and t[0] == "call"), fine_events=[j for j, (tg, _) in enumerate(e2) if tg == ("fine",)])
        return


# ============================================================ 10 irreparable: a king laid away; deal void, next dealer
def f10():
    start = {"pagat_pool": 75, "king_pool": 140}
    for seed in range(10000, 30000):
        d0 = Deal(3, 1, seed)
        h = d0.dealt[1]
        kings = [c for c in h if is_king(c)]
        if not kings or any(declarations(d0.dealt[s]) for s in range(3)):
            continue
        low = sorted(legal_skat(h), key=lambda c: (honor(c), random.Random(seed).random()))[:2]
        skat = [kings[0]] + low
        d0.skat = skat
        d0.hands0 = [list(x) for x in d0.dealt]
        for c in skat:
            d0.hands0[1].remove(c)
        if any(declarations(d0.hands0[s]) for s in d0.active):
            continue
        d1 = sim(3, 2, seed + 1234)
        if not ok(d1):
            continue
        S = Session(3, start)
        ev0 = [
            (("fee",), {"type": "payment", "from": 1, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"}),
            (("fee",), {"type": "payment", "from": 1, "to": "king_pool", "amount": 5, "reason": "deal_fee"}),
            (("discard",), {"type": "discard", "seat": 1, "cards": skat}),
            (("declare", 1), {"type": "declare", "seat": 1, "items": []}),
            (("declare", 2), {"type": "declare", "seat": 2, "items": []}),
            (("declare", 0), {"type": "declare", "seat": 0, "items": []}),
            (("fine",), {"type": "payment", "from": 1, "to": "pagat_pool", "amount": 40, "reason": "penalty", "note": "the dealer laid a king away; found after the declarations; deal void, next dealer deals"}),
            (("fine",), {"type": "payment", "from": 1, "to": "king_pool", "amount": 40, "reason": "penalty"}),
        ]
        S.apply(ev0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        t = transcript(P3, [{"dealer": 1, "hands": d0.dealt, "events": finish(ev0)}, deal_json(d1, e1)], start=start, desc="Irreparable (s.13, s.18): the dealer lays a king away, found after the player right of him had declared; 40 to each pool, the deal is void, the next dealer deals.")
        write("10-I-skat-king-deal-void.json", t)
        FACTS["10"] = dict(seed=seed, skat=skat, info=[None, _brief(i1, d1)], nets=[nets(ev0), nets(e1)], pools=S.pools)
        return


# ============================================================ 11 irreparable: wrong declaration (full kings for half), money returned (4p)
def f11():
    start = {"pagat_pool": 80, "king_pool": 60}
    for seed in range(11000, 40000):
        rng = random.Random(seed)
        d = Deal(4, 0, seed)
        hands = [list(h) for h in d.dealt]
        act = d.active  # [1, 3, 0]
        x = act[1]  # seat 3 declares wrongly
        swap_in(hands, x, JOKER, rng)
        miss = "S"
        for s_ in "HDC":
            swap_in(hands, x, "K" + s_, rng, keep={JOKER})
        if "KS" in hands[x]:
            other = [s for s in act if s != x][0]
            swap_out(hands, x, "KS", rng, other, keep={JOKER, "KH", "KD", "KC"})
        d = Deal(4, 0, seed, hands=hands)
        skat = choose_skat(hands[0], d.rng)
        if len(skat) < 3:
            continue
        d.play(skat)
        decl = {s: declarations(d.hands0[s]) for s in act}
        if [i for i, _ in decl[x]] != [{"kind": "kings", "form": "half", "missing": miss}]:
            continue
        if any(decl[s] for s in act if s != x):
            continue
        if not ok(d):
            continue
        S = Session(4, start)
        e, i = S.deal_events(d)
        if inplay_before(e, 1):
            continue
        d1 = sim(4, 1, seed + 4321)
        if not ok(d1):
            continue
        # the wrong declaration and what it drew
        di = idx(e, lambda t, y: t == ("declare", x))
        e[di] = (e[di][0], {"type": "declare", "seat": x, "items": [{"kind": "kings", "form": "full"}]})
        payers = [j for j, (t, y) in enumerate(e) if t == ("declpay", x)]
        for j in payers:
            y = dict(e[j][1])
            y["amount"] = 10
            e[j] = (e[j][0], y)
        cut = trick_end(e, 1)
        ev0 = e[:cut]
        ev0.append((("fine",), {"type": "payment", "from": x, "to": "pagat_pool", "amount": 40, "reason": "penalty", "note": "declared full kings holding three kings and the Joker; found after the first trick; deal void"}))
        ev0.append((("fine",), {"type": "payment", "from": x, "to": "king_pool", "amount": 40, "reason": "penalty"}))
        for j in payers:
            y = e[j][1]
            ev0.append((("refund",), {"type": "payment", "from": x, "to": y["from"], "amount": 10, "reason": "declaration", "note": "money for the wrong declaration handed back"}))
        S.apply(ev0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        t = transcript(P4, [{"dealer": 0, "hands": hands, "events": finish(ev0)}, deal_json(d1, e1)], start=start, desc="Irreparable (s.18): 'full kings' declared with three kings and the Joker (half kings), not corrected before the first trick; 40 to each pool, the declaration money handed back, the deal void, the next dealer deals.")
        write("11-I-wrong-declaration-deal-void.json", t)
        FACTS["11"] = dict(seed=seed, declarer=x, declare_event=di, info=[None, _brief(i1, d1)], nets=[nets(ev0), nets(e1)], cut=cut, pools=S.pools)
        return


# ============================================================ 12 a card not held: the dealer plays a card he laid in the skat
def f12():
    start = {"pagat_pool": 100, "king_pool": 85}
    for seed in range(12000, 40000):
        d = sim(3, 0, seed)
        skat = d.skat
        k = 7
        # the dealer follows trick k; X a skat card of the led suit, Y his own low card of that suit kept back
        base = d
        tr = base.tricks[k - 1]
        if tr[0] == 0:
            continue
        led = suit(tr[1][0][1])
        xs = [c for c in skat if suit(c) == led and honor(c) == 0]
        ys = [c for c in base.hands0[0] if suit(c) == led and honor(c) == 0]
        if not xs or len(ys) < 2:
            continue
        X, Y = xs[0], ys[0]
        d = Deal(3, 0, seed)
        d.play(skat, hooks={"force": {(k, 0): (X, None)}, "reserved": {0: {Y}}})
        pr = check_legal(d)
        if [p for p in pr if p[3] != "not held"] or len(pr) != 1:
            continue
        if d.tricks[k - 1][0] == 0 or (0, X) not in d.tricks[k - 1][1]:
            continue
        if suit(d.tricks[k - 1][1][0][1]) != suit(X):
            continue
        if getattr(d, "joker_forced_lead", None):
            continue
        won = d.tricks_won()
        if not all(0 < v < 25 for v in won.values()):
            continue
        if Y not in d.left[0]:
            continue
        S = Session(3, start)
        e, i = S.deal_events(d)
        t = transcript(P3, [deal_json(d, e)], start=start, desc="A card not held: in trick %d the dealer plays %s, a card he had laid in the skat; %s stays in his hand to the end. No fine recorded; the deal settled as played." % (k, X, Y))
        write("12-P-card-not-held.json", t)
        FACTS["12"] = dict(seed=seed, X=X, Y=Y, trick=k, play_event=play_idx(e, k, 0), info=[_brief(i, d)], nets=[nets(e)])
        return


# ============================================================ 13 Joker in the second-last trick, option large
def f13():
    start = {"pagat_pool": 45, "king_pool": 130}
    for seed in range(13000, 40000):
        d = sim(3, 1, seed, hooks={"keep_joker": True, "joker_second_last": True})
        tr = d.tricks[23]
        if JOKER not in [c for _, c in tr[1]] or tr[1][0][1] == JOKER:
            continue
        if not ok(d, allow=("joker second last",)):
            continue
        holder = [s for s, c in tr[1] if c == JOKER][0]
        S = Session(3, start)
        e, i = S.deal_events(d)
        at = play_idx(e, 24, holder) + 1
        fine = [
            (("fine",), {"type": "payment", "from": holder, "to": "pagat_pool", "amount": 20, "reason": "penalty", "note": "Joker played in the second-last trick; club ruling: large"}),
            (("fine",), {"type": "payment", "from": holder, "to": "king_pool", "amount": 20, "reason": "penalty"}),
        ]
        e = e[:at] + fine + e[at:]
        e2, i2 = _with_prefix_pools(Session(3, start), d, e)
        t = transcript(P3, [deal_json(d, e2)], rules={"joker_second_last_penalty": "large"}, start=start, desc="The Joker played in the second-last trick (s.12: never); the club classes it large (option), 20 to each pool, play goes on.")
        write("13-P-joker-second-last-large.json", t)
        FACTS["13"] = dict(seed=seed, holder=holder, play_event=play_idx(e2, 24, holder), fine_events=[j for j, (tg, _) in enumerate(e2) if tg == ("fine",)], info=[_brief(i2, d)], nets=[nets(e2)])
        return


# ============================================================ 14 Joker withheld after a valid demand (4p), default irreparable
def f14():
    start = {"pagat_pool": 95, "king_pool": 70}
    for seed in range(14000, 200000):
        base = sim(4, 3, seed, hooks={"keep_joker": True, "hold": True})
        holder = next(s for s in base.active if JOKER in base.hands0[s])
        caller = [s for s in base.active if s != holder][0]
        d = sim(4, 3, seed, hooks={"keep_joker": True, "hold": True, "call": caller, "withhold": True})
        tr = d.tricks[22]
        if tr[0] == holder or JOKER in [c for _, c in tr[1]]:
            continue
        pr = [p for p in check_legal(d)[:] if p[0] <= 23]
        if pr:
            continue
        S = Session(4, start)
        try:
            e, i = S.deal_events(d)
        except AssertionError:
            continue
        if inplay_before(e, 23):
            continue
        d1 = sim(4, 0, seed + 555)
        if not ok(d1):
            continue
        if any(declarations(d.hands0[s]) for s in d.active):
            continue
        cut = trick_end(e, 23)
        ev0 = e[:cut]
        ev0.append((("fine",), {"type": "payment", "from": holder, "to": "pagat_pool", "amount": 40, "reason": "penalty", "note": "did not play the Joker after the demand; deal void"}))
        ev0.append((("fine",), {"type": "payment", "from": holder, "to": "king_pool", "amount": 40, "reason": "penalty"}))
        S.apply(ev0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        t = transcript(P4, [{"dealer": 3, "hands": d.dealt, "events": finish(ev0)}, deal_json(d1, e1)], start=start, desc="The Joker demanded in the third-last trick (s.12) and withheld by its holder; under the default ruling (irreparable) 40 to each pool, the deal void, the next dealer deals.")
        write("14-P-joker-withheld-deal-void.json", t)
        FACTS["14"] = dict(seed=seed, holder=holder, caller=caller, call_event=idx(ev0, lambda t, x: t and t[0] == "call"), withheld_event=play_idx(ev0, 23, holder), info=[None, _brief(i1, d1)], nets=[nets(ev0), nets(e1)], cut=cut)
        return


# ============================================================ 15 wrong handling: missed trumps declaration fined 20 (should be 40)
def f15():
    start = {"pagat_pool": 85, "king_pool": 65}
    for seed in range(15000, 60000):
        d = sim(3, 2, seed)
        decl = {s: declarations(d.hands0[s]) for s in d.active}
        withd = [s for s in d.active if decl[s]]
        if len(withd) != 1:
            continue
        x = withd[0]
        if [i["kind"] for i, _ in decl[x]] != ["trumps"]:
            continue
        if not ok(d):
            continue
        S = Session(3, start)
        e, i = S.deal_events(d)
        if inplay_before(e, 1):
            continue
        d1 = sim(3, 0, seed + 777)
        if not ok(d1) or _pool_dependent(d1):
            continue
        di = idx(e, lambda t, y: t == ("declare", x))
        e[di] = (e[di][0], {"type": "declare", "seat": x, "items": []})
        e = [y for y in e if y[0] != ("declpay", x)]
        cut = trick_end(e, 1)
        ev0 = e[:cut]
        ev0.append((("fine",), {"type": "payment", "from": x, "to": "pagat_pool", "amount": 20, "reason": "penalty", "note": "passed holding %d trumps; found after the first trick; deal void" % decl[x][0][0]["count"]}))
        ev0.append((("fine",), {"type": "payment", "from": x, "to": "king_pool", "amount": 20, "reason": "penalty"}))
        S.apply(ev0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        t = transcript(P3, [{"dealer": 2, "hands": d.dealt, "events": finish(ev0)}, deal_json(d1, e1)], start=start, desc="Table error: a mandatory trumps declaration is missed (passed), found after the first trick; the deal is voided but the fine written is 20 to each pool instead of 40.")
        write("15-W-missed-declaration-fined-20.json", t)
        FACTS["15"] = dict(seed=seed, offender=x, item=decl[x][0][0], declare_event=di, fine_events=[j for j, (tg, _) in enumerate(ev0) if tg == ("fine",)], info=[None, _brief(i1, d1)], nets=[nets(ev0), nets(e1)])
        return


# ============================================================ 16 wrong handling: out-of-turn lead fine paid to the players (4p)
def f16():
    start = {"pagat_pool": 60, "king_pool": 60}
    for seed in range(16000, 60000):
        base = sim(4, 2, seed)
        k = 12
        right = base.tricks[k - 2][2]
        wrong = [s for s in base.active if s != right][seed % 2]
        d = sim(4, 2, seed, hooks={"lead_override": {k: wrong}})
        if not ok(d):
            continue
        if d.tricks[k - 2][2] != right or d.tricks[k - 1][0] != wrong:
            continue
        lead_card = d.tricks[k - 1][1][0][1]
        if is_king(lead_card) or lead_card in ("T1", JOKER):
            continue
        if _pool_dependent(d):
            continue
        S = Session(4, start)
        e, i = S.deal_events(d)
        at = play_idx(e, k, wrong) + 1
        others = [s for s in d.active if s != wrong]
        fine = [(("fine",), {"type": "payment", "from": wrong, "to": o, "amount": 20, "reason": "penalty", "note": "led out of turn; fine handed to the other players"}) for o in others]
        e = e[:at] + fine + e[at:]
        t = transcript(P4, [deal_json(d, e)], start=start, desc="Table error: a lead out of turn is fined 20, but the 20s go to the two other players instead of into the pools.")
        write("16-W-fine-paid-to-players.json", t)
        FACTS["16"] = dict(seed=seed, offender=wrong, rightful=right, trick=k, play_event=play_idx(e, k, wrong), fine_events=[j for j, (tg, _) in enumerate(e) if tg == ("fine",)], info=[_brief(i, d)], nets=[nets(e)])
        return


# ============================================================ 17 wrong handling: illegal skat (Mondo) fined but the deal played on
def f17():
    for seed in range(17000, 60000):
        d = Deal(3, 0, seed)
        h = d.dealt[0]
        if "T21" not in h or any(declarations(d.dealt[s]) for s in range(3)):
            continue
        low = sorted(legal_skat(h), key=lambda c: (honor(c), random.Random(seed).random()))[:2]
        skat = ["T21"] + low
        d.play(skat)
        if any(declarations(d.hands0[s]) for s in d.active):
            continue
        if not ok(d):
            continue
        S = Session(3)
        e, i = S.deal_events(d, first=True)
        at = idx(e, lambda t, y: t == ("declare", 2)) + 1
        fine = [
            (("fine",), {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 40, "reason": "penalty", "note": "the dealer laid the Mondo away; the table fined him but played the deal out"}),
            (("fine",), {"type": "payment", "from": 0, "to": "king_pool", "amount": 40, "reason": "penalty"}),
        ]
        e = e[:at] + fine + e[at:]
        e2, i2 = _with_prefix_pools(Session(3), d, e, first=True)
        t = transcript(P3, [deal_json(d, e2)], desc="Table error: the dealer lays the Mondo away (found after the declarations); fined 40 to each pool, but the deal is played out and settled instead of being void.")
        write("17-W-illegal-skat-not-voided.json", t)
        fe = [j for j, (tg, _) in enumerate(e2) if tg == ("fine",)]
        after = [j for j, (tg, x) in enumerate(e2) if x["type"] == "payment" and j > fe[-1]]
        FACTS["17"] = dict(seed=seed, skat=skat, fine_events=fe, payments_after=after, info=[_brief(i2, d)], nets=[nets(e2)])
        return


# ============================================================ 18 wrong handling: a legal Pagat discard treated as irreparable
def f18():
    start = {"pagat_pool": 70, "king_pool": 90}
    for seed in range(18000, 60000):
        rng = random.Random(seed)
        d = Deal(3, 1, seed)
        hands = [list(h) for h in d.dealt]
        # the dealer: the Joker, the Pagat and two more trumps (no Mondo); the others 9 trumps each
        swap_in(hands, 1, "T1", rng)
        swap_in(hands, 1, JOKER, rng, keep={"T1"})
        if "T21" in hands[1]:
            swap_out(hands, 1, "T21", rng, rng.choice([0, 2]), keep={"T1", JOKER})
        keep_t = [c for c in hands[1] if suit(c) == "T" and c != "T1"]
        if len(keep_t) < 2:
            continue
        for c in keep_t[:-2]:
            swap_out(hands, 1, c, rng, rng.choice([0, 2]), keep={"T1", JOKER})
        while sum(suit(c) == "T" for c in hands[0]) > 9:
            swap_out(hands, 0, rng.choice([c for c in hands[0] if suit(c) == "T"]), rng, 2)
        while sum(suit(c) == "T" for c in hands[2]) > 9:
            swap_out(hands, 2, rng.choice([c for c in hands[2] if suit(c) == "T"]), rng, 0)
        trumps = sorted([c for c in hands[1] if suit(c) == "T"], key=lambda c: int(c[1:]))
        if len(trumps) != 3 or "T1" not in trumps or "T21" in trumps:
            continue
        if any(declarations(hands[s]) for s in range(3)):
            continue
        skat = trumps
        d = Deal(3, 1, seed, hands=hands)
        d.skat = skat
        d1 = sim(3, 2, seed + 8888)
        if not ok(d1) or _pool_dependent(d1):
            continue
        S = Session(3, start)
        ev0 = [
            (("fee",), {"type": "payment", "from": 1, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"}),
            (("fee",), {"type": "payment", "from": 1, "to": "king_pool", "amount": 5, "reason": "deal_fee"}),
            (("discard",), {"type": "discard", "seat": 1, "cards": skat}),
            (("declare", 1), {"type": "declare", "seat": 1, "items": []}),
            (("declare", 2), {"type": "declare", "seat": 2, "items": []}),
            (("declare", 0), {"type": "declare", "seat": 0, "items": []}),
            (("fine",), {"type": "payment", "from": 1, "to": "pagat_pool", "amount": 40, "reason": "penalty", "note": "the table held that the Pagat may not be laid away; deal voided"}),
            (("fine",), {"type": "payment", "from": 1, "to": "king_pool", "amount": 40, "reason": "penalty"}),
        ]
        S.apply(ev0)
        e1, i1 = S.deal_events(d1)
        S.apply(e1)
        t = transcript(P3, [{"dealer": 1, "hands": hands, "events": finish(ev0)}, deal_json(d1, e1)], start=start, desc="Table error: the dealer lays away both his trumps (the Pagat among them), which s.13 allows; the table fines him 40 to each pool and voids the deal.")
        write("18-W-legal-pagat-skat-voided.json", t)
        FACTS["18"] = dict(seed=seed, skat=skat, info=[None, _brief(i1, d1)], nets=[nets(ev0), nets(e1)])
        return


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        f()
        print(f.__name__, "done" if f.__name__[1:] in FACTS else "NOT FOUND", flush=True)
    with open(os.path.join(HERE, "gen-facts.txt"), "w") as fh:
        json.dump(FACTS, fh, indent=1, default=str)
