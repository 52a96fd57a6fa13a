"""Ottocento / Terziglio deal simulation on top of model.py (blind reading)."""

from __future__ import annotations

import itertools
import random

import model as M

# contatori reused in several sequences: the source says so outright ("их можно
# использовать как дикие карты в нескольких местах"), so it is not a variant here.
ROBUST_VARIANTS = dict(M.VARIANTS, reuse=[True])

TEAM = lambda seat: "team%d" % (seat % 2)  # noqa: E731


def deal_ottocento(rng, dealer):
    cards = M.deck()
    rng.shuffle(cards)
    hands = [[] for _ in range(4)]
    pos = 0
    for _ in range(3):
        for k in range(4):
            seat = (dealer + 1 + k) % 4
            hands[seat] += cards[pos : pos + 5]
            pos += 5
    talon = cards[60:62]
    return hands, talon


def choose_discard(rng, hand17, avoid=()):
    cand = [c for c in hand17 if M.points(c) < 5 and c not in avoid]
    # a dealer lays away low cards, preferring plain pips
    pips = [c for c in cand if M.points(c) == 1 and not c.startswith("T") and not c.startswith("1")]
    pool = pips if len(pips) >= 2 else cand
    return rng.sample(pool, 2)


def declare_items(hand):
    """What a careful player declares: the combinations valid under every reading
    (strict run reading, contatori not reused)."""
    return M.combos(set(hand), "run", "run", False)


def decl_values(items):
    return {M.items_value(items, d) for d in M.VARIANTS["dvar"]}


def make_policy(matto_plan=None, matto_seat=None, forced=None, base=None):
    """matto_plan: None (random), 'lead' (holder leads it first time he leads),
    'last' (holder keeps it to the last trick), 'follow' (holder plays it as a follower asap)."""
    forced = forced or {}

    def pol(seat, hand, trick, legal, t, ntricks, rng):
        if (t, seat) in forced and forced[(t, seat)] in legal:
            return forced[(t, seat)]
        if "MATTO" in hand:
            if matto_plan == "lead":
                if not trick:
                    return "MATTO"
                legal2 = [c for c in legal if c != "MATTO"] or legal
                return rng.choice(legal2)
            if matto_plan == "last":
                legal2 = [c for c in legal if c != "MATTO"] or legal
                return rng.choice(legal2)
            if matto_plan == "follow":
                if trick:
                    return "MATTO"
                legal2 = [c for c in legal if c != "MATTO"] or legal
                return rng.choice(legal2)
            if matto_plan == "keep_random":
                legal2 = [c for c in legal if c != "MATTO"] or legal
                if t >= ntricks - 4:
                    return rng.choice(legal)
                return rng.choice(legal2)
        if base == "greedy":
            return M.greedy_policy(seat, hand, trick, legal, t, ntricks, rng)
        return rng.choice(legal)

    return pol


def ottocento_figures(hands_after, discard, dealer, tricks, decls, matto_owner):
    """All readings. Returns dict with primary figures and the set of alternatives."""
    side_of = TEAM
    piles, won, exchange = M.sides_piles(tricks, side_of, TEAM(matto_owner) if matto_owner is not None else None)
    dealer_tricks = sum(1 for _, w in tricks if w == dealer)
    dside = TEAM(dealer)
    oside = TEAM(dealer + 1)
    disc_to = dside if dealer_tricks > 0 else oside
    last_side = side_of(tricks[-1][1])
    res = {"exchange": exchange, "disc_to": disc_to, "dealer_tricks": dealer_tricks, "won": won}
    # exchange alternatives
    ex_choices = [None]
    if exchange:
        giver, taker = exchange
        ex_choices = sorted(set(M.low_cards(piles[giver]))) or [min(piles[giver], key=M.points)]
    alts = {"team0": set(), "team1": set()}
    primary = None
    for ex in ex_choices:
        p = {k: list(v) for k, v in piles.items()}
        if ex:
            p[exchange[0]].remove(ex)
            p[exchange[1]].append(ex)
        for incl in (True, False):
            for tv, sv, ru, dv in itertools.product(*ROBUST_VARIANTS.values()):
                vals = {}
                for side in ("team0", "team1"):
                    cards = set(p.get(side, []))
                    if incl and side == disc_to:
                        cards |= set(discard)
                    vals[side] = M.items_value(M.combos(cards, tv, sv, ru), dv)
                    alts[side].add(vals[side])
                if primary is None:
                    primary = (ex, dict(vals))
        if ex == ex_choices[0]:
            pp = p
    ex, combo = primary
    p = {k: list(v) for k, v in piles.items()}
    if ex:
        p[exchange[0]].remove(ex)
        p[exchange[1]].append(ex)
    p[disc_to] = p.get(disc_to, []) + list(discard)
    cp = {s: M.card_points(p.get(s, [])) for s in ("team0", "team1")}
    assert cp["team0"] + cp["team1"] == 87, cp
    decl = {"team0": 0, "team1": 0}
    decl_alt = {"team0": set([0]), "team1": set([0])}
    for seat, items in decls.items():
        vs = decl_values(items)
        side = TEAM(seat)
        decl[side] += M.items_value(items, "category")
        decl_alt[side] = {a + b for a in decl_alt[side] for b in vs}
    last = {s: (6 if s == last_side else 0) for s in ("team0", "team1")}
    score = {s: decl[s] + combo[s] + cp[s] + last[s] for s in ("team0", "team1")}
    res.update(
        piles=p,
        exchange_card=ex,
        combo=combo,
        combo_alts=alts,
        decl=decl,
        decl_alts=decl_alt,
        cp=cp,
        last=last,
        score=score,
        robust=all(len(alts[s]) == 1 for s in alts) and all(len(decl_alt[s]) == 1 for s in decl_alt)
        and not (exchange and M.points(ex) != 1),
    )
    return res


def sim_ottocento(seed, dealer, matto_plan=None, moretti_tie="last_played", forced=None, discard_avoid=(), faults=None, discard=None, base="greedy",
                  decl_edit=None):
    rng = random.Random(seed)
    hands, talon = deal_ottocento(rng, dealer)
    hand17 = hands[dealer] + talon
    discard = discard(hand17) if callable(discard) else choose_discard(rng, hand17, discard_avoid)
    play_hands = [list(h) for h in hands]
    play_hands[dealer] = [c for c in hand17 if c not in discard]
    decls = {}
    for k in range(4):
        seat = (dealer + 1 + k) % 4
        decls[seat] = declare_items(play_hands[seat])
    if decl_edit:
        decls = decl_edit(decls)
    matto_owner = next(s for s in range(4) if "MATTO" in play_hands[s])
    pol = make_policy(matto_plan, matto_owner, forced, base=base)
    plays, tricks = M.play_deal(play_hands, (dealer + 1) % 4, rng, pol, moretti_tie, faults)
    fig = ottocento_figures(play_hands, discard, dealer, tricks, decls, matto_owner)
    return dict(
        seed=seed,
        dealer=dealer,
        hands=hands,
        talon=talon,
        discard=discard,
        play_hands=play_hands,
        decls=decls,
        plays=plays,
        tricks=tricks,
        matto_owner=matto_owner,
        fig=fig,
    )


def moretti_tie_tricks(tricks):
    out = []
    for i, (trick, w) in enumerate(tricks):
        a = M.trick_winner(trick, "last_played")
        b = M.trick_winner(trick, "first_played")
        if a != b and (a % 2) != (b % 2):
            out.append(i)
    return out


# ----------------------------------------------------------------- events
def ottocento_events(sim, take_form=False, declare=True, monte_calls=(), scores="total", start_totals=(0, 0),
                     stop_after_plays=None):
    ev = []
    for s in monte_calls:
        ev.append({"type": "redeal", "seat": s, "reason": "monte"})
    d = sim["dealer"]
    if take_form:
        ev.append({"type": "take", "seat": d, "cards": list(sim["talon"])})
    ev.append({"type": "discard", "seat": d, "cards": list(sim["discard"])})
    if declare:
        for k in range(4):
            seat = (d + 1 + k) % 4
            ev.append({"type": "declare", "seat": seat, "items": sim["decls"][seat]})
    plays = sim["plays"] if stop_after_plays is None else sim["plays"][:stop_after_plays]
    for seat, c in plays:
        ev.append({"type": "play", "seat": seat, "card": c})
    f = sim["fig"]
    totals = None
    if scores and stop_after_plays is None:
        totals = {"team0": start_totals[0] + f["score"]["team0"], "team1": start_totals[1] + f["score"]["team1"]}
        if scores == "total":
            for s in ("team0", "team1"):
                ev.append({"type": "score", "party": s, "points": f["score"][s]})
        elif scores == "breakdown":
            for s in ("team0", "team1"):
                ev.append({"type": "score", "party": s, "points": f["decl"][s], "reason": "declarations"})
                ev.append({"type": "score", "party": s, "points": f["combo"][s], "reason": "combinations"})
                ev.append({"type": "score", "party": s, "points": f["cp"][s], "reason": "card_points"})
                if f["last"][s]:
                    ev.append({"type": "score", "party": s, "points": 6, "reason": "last_trick"})
        for s in ("team0", "team1"):
            ev.append({"type": "total", "party": s, "points": totals[s]})
    return ev, totals


def deal_record(sim, take_form=False, **kw):
    ev, totals = ottocento_events(sim, take_form=take_form, **kw)
    hands = [list(h) for h in sim["hands"]]
    rec = {"dealer": sim["dealer"]}
    if take_form:
        rec["hands"] = hands
        rec["talon"] = list(sim["talon"])
    else:
        hands[sim["dealer"]] = hands[sim["dealer"]] + list(sim["talon"])
        rec["hands"] = hands
    rec["events"] = ev
    return rec, totals


def describe(sim):
    f = sim["fig"]
    lines = []
    lines.append("seed %s dealer %d matto owner %d discard %s" % (sim["seed"], sim["dealer"], sim["matto_owner"], sim["discard"]))
    for s, items in sim["decls"].items():
        lines.append("  declares seat %d: %s = %d" % (s, items, M.items_value(items)))
    tw = {}
    for i, (trick, w) in enumerate(sim["tricks"]):
        tw[w] = tw.get(w, 0) + 1
    lines.append("  tricks per seat %s; dealer tricks %d; discards to %s; matto exchange %s card %s" % (
        dict(sorted(tw.items())), f["dealer_tricks"], f["disc_to"], f["exchange"], f["exchange_card"]))
    for s in ("team0", "team1"):
        cards = f["piles"].get(s, [])
        lines.append("  %s pile (%d cards): %s" % (s, len(cards), " ".join(sorted(cards))))
        lines.append("    combos %s" % (M.combos(set(cards)),))
        lines.append("    decl %d combos %d card points %d last %d => %d   (alts combos %s decl %s)" % (
            f["decl"][s], f["combo"][s], f["cp"][s], f["last"][s], f["score"][s], sorted(f["combo_alts"][s]), sorted(f["decl_alts"][s])))
    return "\n".join(lines)


# ----------------------------------------------------------------- Terziglio
def deal_terziglio(rng, widow):
    cards = M.deck()
    rng.shuffle(cards)
    each = (62 - widow) // 3
    hands = [cards[i * each : (i + 1) * each] for i in range(3)]
    return hands, cards[3 * each :]


def terziglio_game_points(p, solo):
    r = p % 50
    rounded = p - r + (50 if r >= 45 else 0)
    gp = rounded // 50
    return gp * (2 if solo else 1)


def strength(hand):
    return sum(M.trump_strength(c) for c in hand if c.startswith("T")) + 5 * sum(1 for c in hand if c[0] == "K")


def sim_terziglio(seed, dealer, widow=8, contract="gioco", declarer=None, exch=3, faults=None, matto_plan=None,
                  discard_fn=None, base="greedy"):
    rng = random.Random(seed)
    hands, talon = deal_terziglio(rng, widow)
    eldest = (dealer + 1) % 3
    if declarer is None:
        declarer = max(range(3), key=lambda s: strength(hands[s]))
    play_hands = [list(h) for h in hands]
    take, disc = [], []
    final_widow = list(talon)
    if contract == "gioco" and exch:
        take = rng.sample(talon, exch)
        h = play_hands[declarer] + take
        if discard_fn:
            disc = discard_fn(h)
        else:
            cand = [c for c in h if M.points(c) == 1 and not c.startswith("T") and not c.startswith("1")]
            if len(cand) < exch:
                cand = [c for c in h if M.points(c) < 5]
            disc = rng.sample(cand, exch)
        play_hands[declarer] = [c for c in h if c not in disc]
        final_widow = [c for c in talon if c not in take] + disc
    decls = {}
    for k in range(3):
        seat = (eldest + k) % 3
        decls[seat] = declare_items(play_hands[seat])
    matto_owner = next((s for s in range(3) if "MATTO" in play_hands[s]), None)
    pol = make_policy(matto_plan, matto_owner, base=base)
    plays, tricks = M.play_deal(play_hands, eldest, rng, pol, "last_played", faults)
    side_of = lambda s: "D" if s == declarer else "O"  # noqa: E731
    piles, won, exchange = M.sides_piles(tricks, side_of, side_of(matto_owner) if matto_owner is not None else None)
    if contract == "gioco":
        wto = "D" if won.get("D", 0) > 0 else "O"
    else:
        wto = side_of(tricks[-1][1])
    last_side = side_of(tricks[-1][1])
    ex_choices = [None]
    if exchange:
        ex_choices = sorted(set(M.low_cards(piles[exchange[0]]))) or [min(piles[exchange[0]], key=M.points)]
    alts = {"D": set(), "O": set()}
    primary = None
    for ex in ex_choices:
        p = {k: list(v) for k, v in piles.items()}
        if ex:
            p[exchange[0]].remove(ex)
            p[exchange[1]].append(ex)
        for incl in (True, False):
            for tv, sv, ru, dv in itertools.product(*ROBUST_VARIANTS.values()):
                vals = {}
                for side in ("D", "O"):
                    cards = set(p.get(side, []))
                    if incl and side == wto:
                        cards |= set(final_widow)
                    vals[side] = M.items_value(M.combos(cards, tv, sv, ru), dv)
                    alts[side].add(vals[side])
                if primary is None:
                    primary = (ex, dict(vals))
    ex, combo = primary
    p = {k: list(v) for k, v in piles.items()}
    if ex:
        p[exchange[0]].remove(ex)
        p[exchange[1]].append(ex)
    p[wto] = p.get(wto, []) + final_widow
    par = {s: len(p.get(s, [])) % 2 for s in ("D", "O")}
    cp = {s: (M.card_points(p.get(s, [])) if par[s] == 0 else None) for s in ("D", "O")}
    decl = {"D": 0, "O": 0}
    decl_alt = {"D": {0}, "O": {0}}
    for seat, items in decls.items():
        side = side_of(seat)
        decl[side] += M.items_value(items)
        decl_alt[side] = {a + b for a in decl_alt[side] for b in decl_values(items)}
    last = {s: (6 if s == last_side else 0) for s in ("D", "O")}
    total = {s: (decl[s] + combo[s] + cp[s] + last[s]) if cp[s] is not None else None for s in ("D", "O")}
    all_tricks = len(won) == 1
    if all_tricks:
        winner = list(won)[0]
        gp = 40
    elif total["D"] is None:
        winner, gp = None, None
    else:
        winner = "D" if total["D"] > total["O"] else "O"
        gp = terziglio_game_points(total[winner], contract == "solo")
    seat_scores = {s: (gp if side_of(s) == winner else 0) for s in range(3)} if gp is not None else None
    robust = all(len(alts[s]) == 1 for s in alts) and all(len(decl_alt[s]) == 1 for s in decl_alt) and cp["D"] is not None
    outcomes = set()
    if cp["D"] is not None and not all_tricks:
        for cd in alts["D"]:
            for co in alts["O"]:
                for dd in decl_alt["D"]:
                    for do in decl_alt["O"]:
                        td = dd + cd + cp["D"] + last["D"]
                        to = do + co + cp["O"] + last["O"]
                        w = "D" if td > to else "O"
                        outcomes.add((w, terziglio_game_points(td if w == "D" else to, contract == "solo")))
    robust_gp = len(outcomes) == 1 or (all_tricks and cp["D"] is not None)
    # does the outcome stand under every reading? (game points only)
    return dict(
        seed=seed, dealer=dealer, widow=widow, contract=contract, declarer=declarer, hands=hands, talon=talon,
        take=take, disc=disc, final_widow=final_widow, decls=decls, plays=plays, tricks=tricks,
        matto_owner=matto_owner, piles=p, exchange=exchange, exchange_card=ex, widow_to=wto, won=won,
        combo=combo, combo_alts=alts, decl=decl, decl_alts=decl_alt, cp=cp, last=last, total=total,
        winner=winner, gp=gp, seat_scores=seat_scores, robust=robust, robust_gp=robust_gp, outcomes=outcomes,
    )


def terziglio_record(sim, bids, scores=True, start_totals=(0, 0, 0)):
    ev = []
    for seat, b in bids:
        ev.append({"type": "bid", "seat": seat, "bid": b})
    if sim["take"]:
        ev.append({"type": "take", "seat": sim["declarer"], "cards": sim["take"]})
        ev.append({"type": "discard", "seat": sim["declarer"], "cards": sim["disc"]})
    eldest = (sim["dealer"] + 1) % 3
    for k in range(3):
        seat = (eldest + k) % 3
        ev.append({"type": "declare", "seat": seat, "items": sim["decls"][seat]})
    for seat, c in sim["plays"]:
        ev.append({"type": "play", "seat": seat, "card": c})
    totals = None
    if scores:
        totals = [start_totals[s] + sim["seat_scores"][s] for s in range(3)]
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": sim["seat_scores"][s], "reason": "game_points"})
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": totals[s]})
    return {"dealer": sim["dealer"], "hands": sim["hands"], "talon": sim["talon"], "events": ev}, totals


def describe_terziglio(sim):
    L = ["seed %s dealer %d %s declarer %d widow %s take %s disc %s final widow -> %s; matto owner %d exchange %s %s" % (
        sim["seed"], sim["dealer"], sim["contract"], sim["declarer"], sim["talon"], sim["take"], sim["disc"],
        sim["widow_to"], -1 if sim["matto_owner"] is None else sim["matto_owner"], sim["exchange"], sim["exchange_card"])]
    for s, items in sim["decls"].items():
        L.append("  declares seat %d: %s = %d" % (s, items, M.items_value(items)))
    tw = {}
    for trick, w in sim["tricks"]:
        tw[w] = tw.get(w, 0) + 1
    L.append("  tricks per seat %s" % dict(sorted(tw.items())))
    for s in ("D", "O"):
        cards = sim["piles"].get(s, [])
        L.append("  %s pile (%d): %s" % (s, len(cards), " ".join(sorted(cards))))
        L.append("    combos %s" % M.combos(set(cards)))
        L.append("    decl %d combos %d cp %s last %d => %s (alts %s decl %s)" % (
            sim["decl"][s], sim["combo"][s], sim["cp"][s], sim["last"][s], sim["total"][s],
            sorted(sim["combo_alts"][s]), sorted(sim["decl_alts"][s])))
    L.append("  winner %s game points %s seat scores %s" % (sim["winner"], sim["gp"], sim["seat_scores"]))
    return "\n".join(L)
