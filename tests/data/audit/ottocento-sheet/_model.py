"""Builds one Ottocento deal and computes its sheet by my own reading of the source (no engine)."""
from __future__ import annotations
import random
from _lib import *
from _sim import deal_hands, play, settle

NEUTRAL = ("6", "7", "8", "9", "10")


def neutral(c):
    return not c.startswith("T") and c != "MATTO" and c[:-1] in NEUTRAL


def rig(hands, seat, cards, rng):
    for c in cards:
        if c in hands[seat]:
            continue
        src = next(i for i in range(4) if c in hands[i])
        swap = [x for x in hands[seat] if neutral(x) and x not in cards]
        x = rng.choice(swap)
        hands[seat].remove(x); hands[src].remove(c)
        hands[seat].append(c); hands[src].append(x)


def rid(hands, seat, cards, rng):
    """move cards out of seat's hand"""
    for c in cards:
        if c not in hands[seat]:
            continue
        dst = rng.choice([i for i in range(4) if i != seat])
        swap = [x for x in hands[dst] if neutral(x)]
        x = rng.choice(swap)
        hands[seat].remove(c); hands[dst].remove(x)
        hands[seat].append(x); hands[dst].append(c)


def declare_natural(hand, maxeach=2):
    cr = cricche(hand)[:maxeach]
    sq = sequences_natural(hand)[:maxeach]
    # a suit run counted from the King only (natural): fine
    return [item_json(x) for x in cr + sq]


def build(seed, dealer, *, weak=None, want=None, rigs=(), rids=(), decl_override=None,
          credit="dealer_trick", talon_form=False, partial_monte=(), tries=20000):
    for k in range(tries):
        rng = random.Random(seed * 100003 + k)
        hands = deal_hands(rng, dealer)
        try:
            for s, cs in rids:
                rid(hands, s, cs, rng)
            for s, cs in rigs:
                rig(hands, s, cs, rng)
        except (StopIteration, IndexError, ValueError):
            continue
        dh = hands[dealer]
        pips = [c for c in dh if neutral(c)]
        if len(pips) < 2:
            continue
        disc = rng.sample(pips, 2)
        h15 = [list(x) for x in hands]
        for c in disc:
            h15[dealer].remove(c)
        decls = {}
        for i in range(4):
            s = (dealer + 1 + i) % 4
            if decl_override and s in decl_override:
                decls[s] = decl_override[s]
            else:
                decls[s] = declare_natural(h15[s])
        r = play(rng, dealer, h15, weak=weak)
        if not r:
            continue
        plays, tricks = r
        st = settle(dealer, disc, tricks, credit)
        if not st:
            continue
        piles, info = st
        if any(gap_flags(p) for p in piles):
            continue
        ctx = dict(seed=seed, k=k, dealer=dealer, hands=hands, discards=disc, h15=h15, decls=decls,
                   plays=plays, tricks=tricks, piles=piles, info=info)
        fig(ctx)
        if want and not want(ctx):
            continue
        ctx["events"] = events(ctx, talon_form, partial_monte)
        return ctx
    raise RuntimeError("no deal found")


def fig(ctx):
    decl = [0, 0]
    for s, items in ctx["decls"].items():
        decl[team(s)] += declaration_points(items)
    comb, detail = [0, 0], [None, None]
    for t in (0, 1):
        tot, cr, sq = combo_total_wild(ctx["piles"][t])
        comb[t] = tot
        detail[t] = {"cricche": cr, "sequences": sq, "natural_total": combo_total(ctx["piles"][t])}
    cp = [card_points(p) for p in ctx["piles"]]
    assert cp[0] + cp[1] == 87, cp
    lt = [0, 0]
    lt[ctx["info"]["last_trick"]] = 6
    ctx.update(decl=decl, comb=comb, comb_detail=detail, cp=cp, lt=lt,
               deal_score=[decl[t] + comb[t] + cp[t] + lt[t] for t in (0, 1)])


def events(ctx, talon_form=False, partial_monte=()):
    ev = []
    d = ctx["dealer"]
    for s in partial_monte:
        ev.append({"type": "redeal", "seat": s, "reason": "monte"})
    if talon_form:
        ev.append({"type": "take", "seat": d, "cards": ctx["hands"][d][15:]})
    ev.append({"type": "discard", "seat": d, "cards": ctx["discards"]})
    for i in range(4):
        s = (d + 1 + i) % 4
        ev.append({"type": "declare", "seat": s, "items": ctx["decls"][s]})
    for s, c in ctx["plays"]:
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def deal_json(ctx, talon_form=False):
    d = ctx["dealer"]
    hands = [list(h) for h in ctx["hands"]]
    out = {"dealer": d}
    if talon_form:
        out["talon"] = hands[d][15:]
        hands[d] = hands[d][:15]
    out["hands"] = hands
    out["events"] = [dict(e) for e in ctx["events"]]
    return out


def sheet_lines(ctx, reasons=True, order=(0, 1)):
    out = []
    for t in order:
        if reasons:
            for why, v in (("declarations", ctx["decl"]), ("combinations", ctx["comb"]),
                           ("card_points", ctx["cp"]), ("last_trick", ctx["lt"])):
                out.append({"type": "score", "party": f"team{t}", "points": v[t], "reason": why})
        else:
            out.append({"type": "score", "party": f"team{t}", "points": ctx["deal_score"][t]})
    return out


def totals_lines(tot):
    return [{"type": "total", "party": f"team{t}", "points": tot[t]} for t in (0, 1)]


def describe(ctx):
    i = ctx["info"]
    return (f"dealer {ctx['dealer']} discards {ctx['discards']} -> team{i['discards_to']}; tricks won {i['tricks_won']}; "
            f"Matto {i['matto']}; last trick team{i['last_trick']}; decl {ctx['decl']}; "
            f"combos {ctx['comb']} (natural-only reading {[x['natural_total'] for x in ctx['comb_detail']]}); "
            f"card points {ctx['cp']}; last {ctx['lt']}; deal {ctx['deal_score']}")
