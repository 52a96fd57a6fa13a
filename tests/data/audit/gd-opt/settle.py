"""Blind settlement model (par. 16-20, 23, 26, 27 of the source), with the rule options.

All amounts are per opponent of the player (helpers and the king), positive = the player receives.
"""

from __future__ import annotations

from fractions import Fraction

from model import is_tarock, pile_points, trick_winner, value  # noqa: F401

ADDEND = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
PREMIUM = {"trull": 50, "four_kings": 100, "pagat_ultimo": 50}
TAROCKS = {10: 50, 11: 100, 12: 150}

DEFAULTS = {
    "renonce_premiums": "not_counted",
    "renonce_silent_premiums": "not_counted",
    "consolation": "as_lost_game",
    "contra_symmetric": False,
    "no_tarock_redeal": False,
    "tarocks_paid": "always",
    "szpricer": False,
    "pool": True,
    "pool_stake": 10,
    "pool_win_percent": 10,
    "pool_pass_fee": 5,
    "pool_dealer_fee": 0,
    "renonce_pool": "with_ultimo",
    "contra_on_pool": False,
    "defend_pool": "optional",
    "take_back": "mistaken_follow",
    "helper_renonce_pays": "side",
}
PRESETS = {
    "standard": {},
    "common_usage": {"contra_symmetric": True, "no_tarock_redeal": True, "pool_dealer_fee": 1},
}


def resolve(rules):
    r = dict(DEFAULTS)
    rules = dict(rules or {})
    r.update(PRESETS[rules.pop("preset", "standard")])
    r.update(rules)
    return r


def game_value(contract, pts):
    m, a = ADDEND[contract]
    if pts > 33:
        return True, (pts - 33) * m + a
    return False, (33 - pts) * m + a


def sides_piles(tricks, declarer, discards, talon_rest):
    pd, ph = [], list(talon_rest)
    for w, t in tricks:
        (pd if w == declarer else ph).extend(c for _, c in t)
    pd += list(discards)
    return pd, ph


def made_premiums(pile):
    got = set(pile)
    out = {}
    out["trull"] = {"T1", "T21", "SKIZ"} <= got
    out["four_kings"] = {"KH", "KD", "KS", "KC"} <= got
    return out


def settle(
    *,
    rules,
    contract,
    purchases,
    pts,
    tricks,
    declarer,
    opponents,
    helpers,
    announced,  # {seat: [items]}
    contra_game=1,
    contra_prem=None,  # {"pagat_ultimo": 2, ...}
    held_tarocks=None,  # {seat: count} at announcement
    szpricer=False,
    renonce=None,  # None | "player" | ("helper", seat) | "bad_discard"
    pool_before=0,
):
    """Returns (per_opponent dict seat->amount player receives by reason list, pool flows).

    Output: list of (from, to, amount, reason) transfers (game and premiums only, no pool share),
    plus pool transfers for the ultimo.
    """
    r = resolve(rules)
    contra_prem = contra_prem or {}
    held_tarocks = held_tarocks or {}
    pd_items = [i["kind"] for i in announced.get(declarer, [])]
    last = tricks[-1]
    pagat_last_won = any(c == "T1" for s, c in last[1] if s == declarer) and last[0] == declarer
    player_lost_uncond = renonce in ("player", "bad_discard")
    won_pts, g = game_value(contract, pts)
    trans = []  # per opponent (reason, amount for the player)
    L = contra_game
    # ---- game
    if player_lost_uncond:
        if won_pts:
            m, a = ADDEND[contract]
            amt = a * purchases * L if r["consolation"] == "as_lost_game" else a
            if szpricer:
                amt *= 2
            trans.append(("game", -amt))
        else:
            amt = g * purchases * L * (2 if szpricer else 1)
            trans.append(("game", -amt))
        player_won = False
    elif isinstance(renonce, tuple):
        assert won_pts, "helper renonce modelled only when the player wins on points"
        trans.append(("game", g * (2 if L >= 2 else 1)))
        player_won = True
    else:
        if won_pts:
            if L >= 2 and r["contra_symmetric"]:
                amt = g * purchases * L
            else:
                amt = g * (2 if L >= 2 else 1)
            trans.append(("game", amt))
        else:
            amt = g * purchases * L * (2 if szpricer else 1)
            trans.append(("game", -amt))
        player_won = won_pts
    # ---- premiums of the player
    pd_pile = [c for w, t in tricks if w == declarer for _, c in t]
    ph_pile = [c for w, t in tricks if w != declarer for _, c in t]
    made_p = made_premiums(pd_pile)
    made_h = made_premiums(ph_pile)
    for kind in ("trull", "four_kings", "pagat_ultimo"):
        base = PREMIUM[kind]
        lvl = contra_prem.get(kind, 1)
        made = pagat_last_won if kind == "pagat_ultimo" else made_p[kind]
        if kind in pd_items:
            v = 2 * base * lvl
            if player_lost_uncond:
                if r["renonce_premiums"] == "all_paid":
                    trans.append((kind, -v))
                # not_counted: nothing (cards held: this model never plants a premium without cards)
            else:
                trans.append((kind, v if made else -v))
        elif made:
            if player_lost_uncond and r["renonce_silent_premiums"] == "not_counted":
                pass
            else:
                trans.append((kind, base))
        # helpers' silent trull / four kings (not ultimo: par. 27 'Ultimo liczy sie tylko graczowi')
        if kind != "pagat_ultimo" and made_h[kind]:
            trans.append((kind, -base))
    # tarocks
    for seat, items in announced.items():
        for it in items:
            if it["kind"] != "tarocks":
                continue
            v = TAROCKS[it["count"]]
            if seat == declarer:
                if player_lost_uncond:
                    if r["renonce_premiums"] == "all_paid":
                        trans.append(("tarocks", -v))
                    continue
                if r["tarocks_paid"] == "always" or player_won:
                    trans.append(("tarocks", v))
                else:
                    trans.append(("tarocks", -v))
            else:
                helpers_won = not player_won
                if r["tarocks_paid"] == "always" or helpers_won:
                    trans.append(("tarocks", -v))
                else:
                    trans.append(("tarocks", v))
    # ---- pool for the ultimo
    pool_flows = []
    if r["pool"] and "pagat_ultimo" in pd_items:
        lvl = contra_prem.get("pagat_ultimo", 1) if r["contra_on_pool"] else 1
        if player_lost_uncond:
            rp = r["renonce_pool"]
            if rp == "paid" or (rp == "with_ultimo" and r["renonce_premiums"] == "all_paid"):
                pool_flows.append((declarer, "pool", pool_before * lvl, "pool_ultimo"))
        elif pagat_last_won:
            pool_flows.append(("pool", declarer, pool_before, "pool_ultimo"))
        else:
            pool_flows.append((declarer, "pool", pool_before * lvl, "pool_ultimo"))
    # ---- per-opponent transfers
    out = []
    for reason, amt in trans:
        for o in opponents:
            payer = o
            if isinstance(renonce, tuple) and reason == "game" and r["helper_renonce_pays"] == "offender":
                payer = renonce[1]
            if amt > 0:
                out.append((payer, declarer, amt, reason))
            elif amt < 0:
                out.append((declarer, o, -amt, reason))
    return out, pool_flows, {"player_won": player_won, "pts": pts, "g": g, "made_p": made_p, "made_h": made_h,
                             "pagat_last_won": pagat_last_won, "trans": trans}


def merge(out):
    """Merge transfers with the same payer, payee and reason."""
    acc = {}
    for f, t, a, why in out:
        acc[(f, t, why)] = acc.get((f, t, why), 0) + a
    return [(f, t, a, why) for (f, t, why), a in acc.items()]


def shares(transfers, pct):
    """Each seat pays pct% of what it won in the deal (gross receipts from seats)."""
    won = {}
    for f, t, a, why in transfers:
        if t != "pool" and f != "pool":
            won[t] = won.get(t, 0) + a
    return [(s, "pool", Fraction(a) * pct / 100, "pool_share") for s, a in won.items() if a and pct]


def net(flows, seats):
    res = {s: Fraction(0) for s in seats}
    res["pool"] = Fraction(0)
    for f, t, a, why in flows:
        res[f] -= Fraction(a)
        res[t] += Fraction(a)
    return res
