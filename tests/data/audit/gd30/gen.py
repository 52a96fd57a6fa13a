"""gd30 generator: clean sessions and one-fault variants (blind, own model only)."""

import copy
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from model import is_tarock, suit_of, winner_index  # noqa: E402
from sim import active_seats, default_discard, nets_of, play_deal, r2, settle  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
RULES = {"pool": True, "pool_stake": 10, "pool_pass_fee": 5, "pool_win_percent": 10}
NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]


def no_silent(d):
    """No premium the source leaves open: no trull / four kings collected by either side
    unless wanted, no pagat in the last trick, no volat."""
    return not (d.dec_trull or d.hel_trull or d.dec_kings or d.hel_kings or d.last_has_pagat) and (
        0 < d.dec_tricks < 12
    )


def spec(n, dealer, kind="three", decl_idx=0, **kw):
    act = active_seats(n, dealer)
    s = {"n": n, "dealer": dealer}
    if kind == "pass":
        s["bids"] = [(x, "pass") for x in act]
        s["declarer"] = None
    else:
        decl = act[decl_idx]
        bids = []
        for i, x in enumerate(act):
            bids.append((x, kind if i == decl_idx else "pass"))
        s["bids"] = bids
        s["declarer"] = decl
        s["contract"] = "solo" if kind == "solo" else "three"
    s.update(kw)
    return s


def find(sp, pred, base):
    for seed in range(base, base + 200000):
        d = play_deal(sp, seed)
        if d is None:
            continue
        if d.decl is None or pred(d):
            return d
    raise RuntimeError(f"no seed for {sp} from {base}")


def build(deal_specs, n, mode, title, start_seed, overrides=None, post=None):
    """deal_specs: list of (spec, pred). overrides: {deal_index: (spec, pred)}.
    post(deal_index, events, ctx) may alter recorded events (returns events)."""
    overrides = overrides or {}
    pool, need = 0.0, True
    totals = {s: 0.0 for s in range(n)}
    totals["pool"] = 0.0
    deals_out = []
    facts = []
    for i, (sp, pred) in enumerate(deal_specs):
        if i in overrides:
            sp, pred = overrides[i]
        d = find(sp, pred, start_seed + 1000 * i)
        pays, pool2, need2 = settle(d, sp, pool, need, n)
        nets = nets_of(pays, n)
        ev = [copy.deepcopy(e) for e in d.events]
        if mode == "payments":
            for f, t, a, why in pays:
                ev.append({"type": "payment", "from": f, "to": t, "amount": r2(a), "reason": why})
        else:
            for p in list(range(n)) + ["pool"]:
                ev.append({"type": "score", "party": p, "points": nets[p]})
            for p in list(range(n)) + ["pool"]:
                totals[p] = r2(totals[p] + nets[p])
                ev.append({"type": "total", "party": p, "points": totals[p]})
        if post:
            ev = post(i, ev, {"deal": d, "nets": nets, "pays": pays, "pool_before": pool})
        facts.append(
            {
                "deal": i,
                "seed": d.seed,
                "dealer": sp["dealer"],
                "declarer": d.decl,
                "contract": getattr(d, "contract", None),
                "k": getattr(d, "k", None),
                "points": getattr(d, "pts", None),
                "tricks": getattr(d, "dec_tricks", None),
                "tarocks_in_hand": getattr(d, "tarocks_in_hand", None),
                "pool_before": r2(pool),
                "pool_after": pool2,
                "nets": nets,
                "payments": [list(p) for p in pays],
                "faults": getattr(d, "faults", []),
            }
        )
        pool, need = pool2, need2
        deals_out.append({"dealer": sp["dealer"], "hands": d.hands0, "talon": d.talon, "events": ev})
    tr = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": dict(RULES),
        "players": NAMES3 if n == 3 else NAMES4,
        "meta": {"event": "gd30 audit", "note": title},
        "deals": deals_out,
    }
    return tr, facts


# ---------------------------------------------------------------- predicates
def won(d):
    return d.pts > 33 and no_silent(d)


def lost(d):
    return d.pts < 33 and no_silent(d)


def ult_made_won(d):
    return (
        d.pts > 33
        and d.pagat_ultimo_decl
        and not (d.dec_trull or d.hel_trull or d.dec_kings or d.hel_kings)
        and d.dec_tricks < 12
    )


def ult_failed_lost(d):
    return (
        d.pts < 33
        and "T1" in d.hand_after_discard
        and d.last_has_pagat
        and not d.pagat_ultimo_decl
        and not (d.dec_trull or d.hel_trull or d.dec_kings or d.hel_kings)
        and d.dec_tricks > 0
    )


def trull_won(d):
    return (
        d.pts > 33
        and d.dec_trull
        and not (d.dec_kings or d.hel_kings or d.last_has_pagat)
        and d.dec_tricks < 12
    )


def tarocks_exact(nt, win):
    def p(d):
        return d.tarocks_in_hand == nt and (d.pts > 33 if win else d.pts < 33) and no_silent(d)

    return p


def helper_tarocks(seat):
    def p(d):
        return sum(1 for c in d.hands0[seat] if is_tarock(c)) == 10 and lost(d)

    return p


def holds(seat, card, inner):
    def p(d):
        return card in d.hands0[seat] and inner(d)

    return p


def applied(inner):
    def p(d):
        return len(d.faults) == 1 and inner(d)

    return p


# ---------------------------------------------------------------- hooks
def hook_helper_revoke_first_lead(tno, pos, s, hand, trick, leg, rng, d):
    if tno == 0 and pos == 1 and s != d.decl and not is_tarock(trick[0]):
        led = suit_of(trick[0])
        tar = [c for c in hand if is_tarock(c) and c != "T1"]
        if any(suit_of(c) == led for c in hand) and tar:
            c = sorted(tar)[0]
            d.faults.append(("revoke", tno, pos, s, c))
            return c
    return None


def hook_decl_revoke_last_card(tno, pos, s, hand, trick, leg, rng, d):
    if d.faults or pos != 2 or s != d.decl or is_tarock(trick[0]) or tno < 2:
        return None
    led = suit_of(trick[0])
    tar = [c for c in hand if is_tarock(c) and c != "T1"]
    if any(suit_of(c) == led for c in hand) and tar:
        c = sorted(tar)[0]
        d.faults.append(("revoke", tno, pos, s, c))
        return c
    return None


def hook_release_pagat(tno, pos, s, hand, trick, leg, rng, d):
    if not d.faults and tno == 9 and s == d.decl and "T1" in leg:
        if any(is_tarock(c) and c != "T1" for c in leg):
            d.faults.append(("pagat_released", tno, pos, s, "T1"))
            return "T1"
    return None


def swap_last_trick(tno, order):
    if tno == 11:
        return [order[1], order[0], order[2]]
    return order


def last_trick_winner_same(inner):
    def p(d):
        seats, trick, w = d.tricks[-1]
        # the due order is the recorded one with its first two swapped back
        due_seats = [seats[1], seats[0], seats[2]]
        due_trick = [trick[1], trick[0], trick[2]]
        return due_seats[winner_index(due_trick)] == w and inner(d)

    return p


def discard_king(hand, k, rng):
    kings = sorted(c for c in hand if c[0] == "K" and not is_tarock(c))
    rest = sorted(c for c in hand if not is_tarock(c) and c[0] != "K")
    if not kings or len(rest) < 2:
        return None
    return [kings[0]] + rest[:2]


def discard_one_tarock(hand, k, rng):
    tar = sorted(
        (c for c in hand if is_tarock(c) and c not in ("T1", "T21", "SKIZ")), key=lambda c: int(c[1:])
    )
    rest = sorted(c for c in hand if not is_tarock(c) and c[0] != "K")
    if not tar or len(rest) < 2:
        return None
    return rest[:2] + [tar[0]]


__all__ = ["default_discard"]
