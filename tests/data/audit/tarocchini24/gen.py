"""tarocchini24 generator: whole sessions by my reading of the source. Writes NN-*.json and figures.json."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import (  # noqa: E402
    MODE,
    PIPS,
    Ambiguous,
    card_points,
    combos,
    full_deck,
    is_trump,
    legal,
    piles_after,
    play_deal,
    rank_of,
    round_gp,
    suit_of,
    value,
)

OUT = Path(__file__).parent
FIG = {}


def declare_items(hand, rng, style):
    items, pts, _ = combos(hand)
    if style == "none" or (style == "some" and rng.random() < 0.25):
        return [], 0
    return items, pts


# ============================================================ Ottocento
def otto_deal(rng, dealer, start_totals, style, fault=None, force_monte=False):
    """One Ottocento deal. Returns (deal dict, scores per team, figures) or raises Ambiguous."""
    deck = full_deck()
    rng.shuffle(deck)
    hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
    talon = deck[60:62]
    elder = (dealer + 1) % 4
    if force_monte:
        ev = [{"type": "redeal", "seat": (elder + j) % 4, "reason": "monte"} for j in range(4)]
        return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, [0, 0], {"monte": True}
    team = lambda s: s % 2  # noqa: E731
    ev = [{"type": "take", "seat": dealer, "cards": list(talon)}]
    dh = hands[dealer] + talon
    pips = [c for c in dh if not is_trump(c) and c != "MATTO" and rank_of(c) in PIPS]
    if len(pips) < 2:
        raise Ambiguous("dealer lacks pips to discard")
    disc = rng.sample(pips, 2)
    if fault == "discard5":
        fives = [c for c in dh if value(c) == 5 and c not in ("MATTO",)]
        if not fives:
            raise Ambiguous("no five")
        disc = [disc[0], fives[0]]
    for c in disc:
        dh.remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": disc})
    play_hands = [list(h) for h in hands]
    play_hands[dealer] = dh
    decl_pts = [0, 0]
    decl_by_seat = {}
    for j in range(4):
        s = (elder + j) % 4
        its, p = declare_items(play_hands[s], rng, style)
        ev.append({"type": "declare", "seat": s, "items": its})
        decl_pts[team(s)] += p
        decl_by_seat[s] = p
    # no win on declarations inside this audit
    for t in (0, 1):
        if start_totals[t] + decl_pts[t] >= 800:
            raise Ambiguous("800 reached on declarations")
    pev, tricks = play_deal(play_hands, elder, 4, team, rng)
    if fault == "revoke":
        pev, tricks = plant_revoke(play_hands, elder, 4, team, rng)
    piles, won_any, mnote = piles_after(tricks, team, 2)
    dealer_won = any(w == dealer for _, w in tricks)
    disc_side = team(dealer) if dealer_won else 1 - team(dealer)
    piles[disc_side] += disc
    comb = []
    alt = []
    for t in (0, 1):
        _, p, fl = combos(piles[t])
        comb.append(p)
        alt.append(fl["pts_all"])
    cp = [card_points(piles[t]) for t in (0, 1)]
    lt = [6 if team(tricks[-1][1]) == t else 0 for t in (0, 1)]
    score = [decl_pts[t] + comb[t] + cp[t] + lt[t] for t in (0, 1)]
    fig = {
        "declarations": decl_pts,
        "declared_by_seat": decl_by_seat,
        "combinations": comb,
        "card_points": cp,
        "last_trick": lt,
        "score": score,
        "discard_to": f"team{disc_side}",
        "matto": mnote,
        "tricks": [sum(1 for _, w in tricks if team(w) == t) for t in (0, 1)],
    }
    if alt != comb:
        fig["combinations_if_whole_count_doubled"] = alt
    ev += pev
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, score, fig


def plant_revoke(hands, first, n, side_of, rng):
    """Play where, in a late trick (>= 9), one follower plays off-suit while holding the led suit."""
    for _ in range(200):
        hs = [list(h) for h in hands]
        evs, tricks = [], []
        leader = first
        planted = False
        ntr = len(hs[0])
        for t in range(ntr):
            plays = []
            led = None
            for j in range(n):
                seat = (leader + j) % n
                opts = legal(hs[seat], led)
                if led is None:
                    opts = [c for c in opts if c != "MATTO"] or opts
                if not planted and t >= ntr - 5 and led is not None and led != "T" and j > 0:
                    same = [c for c in hs[seat] if suit_of(c) == led]
                    other = [c for c in hs[seat] if suit_of(c) not in (led, None)]
                    if same and other:
                        opts = [rng.choice(other)]
                        planted = True
                if "MATTO" in opts and t >= ntr - 4:
                    c = "MATTO"
                else:
                    c = rng.choice(opts)
                hs[seat].remove(c)
                plays.append((seat, c))
                if led is None and c != "MATTO":
                    led = suit_of(c)
                evs.append({"type": "play", "seat": seat, "card": c})
            from model import trick_winner

            w = trick_winner(plays)
            if t == ntr - 1 and any(c == "MATTO" for _, c in plays):
                break
            tricks.append((plays, w))
            leader = w
        else:
            if planted:
                return evs, tricks
    raise Ambiguous("no revoke planted")


def otto_session(
    name,
    seed,
    ndeals,
    style="all",
    reasons=False,
    monte_at=None,
    fault=None,
    fault_kind=None,
    label="",
    dealer_blank=None,
):
    rng = random.Random(seed)
    deals = []
    figs = []
    totals = [0, 0]
    games_won = []
    dealer = rng.randrange(4)
    d = 0
    tries = 0
    while d < ndeals:
        sub = random.Random(rng.random())
        state = sub.getstate()
        try:
            if monte_at is not None and d == monte_at:
                deal, score, fig = otto_deal(sub, dealer, totals, style, force_monte=True)
            else:
                fk = fault_kind if (fault is not None and d == fault) else None
                deal, score, fig = otto_deal(
                    sub, dealer, totals, style, fault=fk if fk in ("discard5", "revoke") else None
                )
        except Ambiguous:
            tries += 1
            if tries > 5000:
                raise
            continue
        _ = state
        if (
            dealer_blank is not None
            and d == dealer_blank
            and fig.get("discard_to") != f"team{1 - dealer % 2}"
        ):
            tries += 1
            continue
        ev = deal["events"]
        if not fig.get("monte"):
            new = [totals[0] + score[0], totals[1] + score[1]]
            if new[0] >= 800 and new[1] >= 800 and new[0] == new[1]:
                continue
            for t in (0, 1):
                if reasons:
                    for r, key in (
                        ("declarations", "declarations"),
                        ("combinations", "combinations"),
                        ("card_points", "card_points"),
                        ("last_trick", "last_trick"),
                    ):
                        ev.append({"type": "score", "party": f"team{t}", "points": fig[key][t], "reason": r})
                else:
                    ev.append({"type": "score", "party": f"team{t}", "points": score[t]})
            rec = list(new)
            if fault is not None and d == fault and fault_kind == "total":
                rec[1] += 10
                fig["planted"] = f"team1 total written {rec[1]} instead of {new[1]}"
            for t in (0, 1):
                fig.setdefault("total_event", {})[f"team{t}"] = len(ev)
                ev.append({"type": "total", "party": f"team{t}", "points": rec[t]})
            fig["totals"] = new
            if max(new) >= 800:
                win = 0 if new[0] > new[1] else 1
                games_won.append(win)
                fig["game_over"] = f"team{win} wins the game {new[0]}-{new[1]}; new game from 0"
                totals = [0, 0]
            else:
                totals = new
        else:
            fig["totals"] = list(totals)
        fig["dealer"] = dealer
        deals.append(deal)
        figs.append(fig)
        dealer = (dealer + 1) % 4
        d += 1
    return deals, figs, games_won


# ============================================================ Terziglio
def terz_deal(rng, dealer, style, want=None, fault=None):
    """want: 'gioco', 'solo', 'slam' (gioco, declarer takes every trick)."""
    deck = full_deck()
    rng.shuffle(deck)
    elder = (dealer + 1) % 3
    if want == "slam":
        decl = rng.randrange(3)
        strong = [f"T{i}" for i in range(5, 21)] + ["KS", "KB"]
        rest = [c for c in deck if c not in strong]
        rng.shuffle(rest)
        hands = [None] * 3
        hands[decl] = list(strong)
        rng.shuffle(hands[decl])
        o = [s for s in range(3) if s != decl]
        hands[o[0]] = rest[:18]
        hands[o[1]] = rest[18:36]
        talon = rest[36:44]
    else:
        hands = [deck[i * 18 : (i + 1) * 18] for i in range(3)]
        talon = deck[54:62]
        decl = None
    ev = []
    contract = "solo" if want == "solo" else "gioco"
    if decl is None:
        decl = rng.randrange(3)
    # auction: one call each from the elder; the declarer bids, the others pass
    bids = []
    for j in range(3):
        s = (elder + j) % 3
        b = contract if s == decl else "pass"
        ev.append({"type": "bid", "seat": s, "bid": b})
        bids.append((s, b))
    side = lambda s: 0 if s == decl else 1  # noqa: E731
    play_hands = [list(h) for h in hands]
    widow_pile = list(talon)
    exch = None
    if contract == "gioco" and want != "slam":
        k = rng.choice([0, 1, 2, 3])
        if k:
            take = rng.sample(talon, k)
            h = play_hands[decl] + take
            pips = [c for c in h if not is_trump(c) and c != "MATTO" and rank_of(c) in PIPS and c not in take]
            if len(pips) < k:
                raise Ambiguous("no pips")
            disc = rng.sample(pips, k)
            if fault == "discard5":
                fives = [c for c in h if value(c) == 5 and c != "MATTO" and c not in take]
                if not fives:
                    raise Ambiguous("no five")
                disc[0] = fives[0]
            for c in disc:
                h.remove(c)
            play_hands[decl] = h
            ev.append({"type": "take", "seat": decl, "cards": take})
            ev.append({"type": "discard", "seat": decl, "cards": disc})
            widow_pile = [c for c in talon if c not in take] + disc
            exch = {"take": take, "discard": disc}
    decl_pts = [0, 0]
    for j in range(3):
        s = (elder + j) % 3
        its, p = declare_items(play_hands[s], rng, style)
        ev.append({"type": "declare", "seat": s, "items": its})
        decl_pts[side(s)] += p
    if want == "slam":

        def pol(seat, hand, opts, plays, t):
            if seat == decl:
                return max(opts, key=lambda c: (is_trump(c), int(c[1:]) if is_trump(c) else value(c)))
            if "MATTO" in opts and t < 10:
                return "MATTO"
            return min(opts, key=lambda c: (c == "MATTO", value(c), c))

        pev, tricks = play_deal(play_hands, elder, 3, side, rng, policy=pol)
    elif fault == "revoke":
        pev, tricks = plant_revoke(play_hands, elder, 3, side, rng)
    else:
        pev, tricks = play_deal(play_hands, elder, 3, side, rng)
    ntr = [sum(1 for _, w in tricks if side(w) == t) for t in (0, 1)]
    fig = {"declarer": decl, "contract": contract, "exchange": exch, "tricks": ntr}
    if want == "slam" and ntr[0] != 18:
        raise Ambiguous("slam failed")
    if want != "slam" and 0 in ntr:
        raise Ambiguous("all tricks by chance")
    piles, won_any, mnote = piles_after(tricks, side, 2)
    if contract == "gioco":
        wside = 0 if won_any[0] else 1
    else:
        wside = side(tricks[-1][1])
    piles[wside] += widow_pile
    fig["widow_to"] = ["declarer", "opponents"][wside]
    fig["matto"] = mnote
    gp = [0, 0, 0]
    if 0 in ntr:
        winner = 0 if ntr[0] == 18 else 1
        g = 40
        fig["all_tricks"] = True
        fig["side_points"] = None
    else:
        if any(len(p) % 2 for p in piles) and not MODE["odd_piles"]:
            raise Ambiguous("odd pile")
        if MODE["odd_piles"] and not any(len(p) % 2 for p in piles):
            raise Ambiguous("probe wants an odd pile")
        comb = [combos(piles[t])[1] for t in (0, 1)]
        cp = [card_points(piles[t]) for t in (0, 1)]
        lt = [6 if side(tricks[-1][1]) == t else 0 for t in (0, 1)]
        tot = [decl_pts[t] + comb[t] + cp[t] + lt[t] for t in (0, 1)]
        winner = 0 if tot[0] > tot[1] else 1
        g = round_gp(tot[winner])
        if contract == "solo":
            g *= 2
        if any(len(p) % 2 for p in piles):
            cpm = [sum(value(c) for c in p) - (len(p) + 1) // 2 for p in piles]
            tm = [decl_pts[t] + comb[t] + cpm[t] + lt[t] for t in (0, 1)]
            wm = 0 if tm[0] > tm[1] else 1
            fig["pile_sizes"] = [len(p) for p in piles]
            fig["if_odd_card_loses_1"] = {
                "side_points": tm,
                "winner": wm,
                "gp": round_gp(tm[wm]) * (2 if contract == "solo" else 1),
            }
        fig.update(
            {
                "declarations": decl_pts,
                "combinations": comb,
                "card_points": cp,
                "last_trick": lt,
                "side_points": tot,
            }
        )
    for s in range(3):
        if side(s) == winner:
            gp[s] = g
    fig["winner"] = ["declarer", "opponents"][winner]
    fig["game_points"] = gp
    ev += pev
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, gp, fig


def terz_session(name, seed, plan, style="all", fault=None, fault_kind=None, reason=True):
    rng = random.Random(seed)
    deals, figs = [], []
    totals = [0, 0, 0]
    dealer = rng.randrange(3)
    d = 0
    tries = 0
    while d < len(plan):
        sub = random.Random(rng.random())
        fk = fault_kind if (fault is not None and d == fault) else None
        try:
            deal, gp, fig = terz_deal(
                sub, dealer, style, want=plan[d], fault=fk if fk in ("discard5", "revoke") else None
            )
        except Ambiguous:
            tries += 1
            if tries > 20000:
                raise
            continue
        ev = deal["events"]
        for s in range(3):
            e = {"type": "score", "party": s, "points": gp[s]}
            if reason:
                e["reason"] = "game_points"
            ev.append(e)
        new = [totals[s] + gp[s] for s in range(3)]
        rec = list(new)
        if fk == "total":
            rec[fig["declarer"]] += 1
            fig["planted"] = (
                f"seat {fig['declarer']} total written {rec[fig['declarer']]} instead of {new[fig['declarer']]}"
            )
        for s in range(3):
            fig.setdefault("total_event", {})[s] = len(ev)
            ev.append({"type": "total", "party": s, "points": rec[s]})
        totals = new
        fig["totals"] = new
        fig["dealer"] = dealer
        deals.append(deal)
        figs.append(fig)
        dealer = (dealer + 1) % 3
        d += 1
    return deals, figs


def write(name, game, deals, meta, rules=None):
    players = (
        ["Anna", "Bruno", "Carla", "Dario"] if game.endswith("ottocento") else ["Elena", "Franco", "Giulia"]
    )
    doc = {"format": "trick-transcript/1", "game": game}
    if rules:
        doc["rules"] = rules
    doc["players"] = players
    doc["meta"] = meta
    doc["deals"] = deals
    (OUT / name).write_text(json.dumps(doc, indent=1) + "\n")


def main():
    OTTO, TERZ = "tarocchini-ottocento", "tarocchini-terziglio"
    club = {"event": "Federazione, season 2026", "recorder": "tarocchini24 gen.py"}
    specs = [
        ("01-otto-season-to-800-by-reason.json", "otto", dict(seed=101, ndeals=7, reasons=True)),
        ("02-otto-past-800-second-game.json", "otto", dict(seed=202, ndeals=10)),
        ("03-otto-monte-then-long.json", "otto", dict(seed=303, ndeals=8, monte_at=2, reasons=True)),
        ("04-otto-quiet-declarers.json", "otto", dict(seed=404, ndeals=7, style="some", dealer_blank=4)),
        (
            "05-otto-fault-late-total.json",
            "otto",
            dict(seed=505, ndeals=7, fault=6, fault_kind="total", reasons=True),
        ),
        (
            "06-otto-fault-late-discard-five.json",
            "otto",
            dict(seed=606, ndeals=6, fault=5, fault_kind="discard5"),
        ),
        (
            "07-terz-five-deals-gioco-solo.json",
            "terz",
            dict(seed=707, plan=["gioco", "solo", "gioco", "gioco", "solo"]),
        ),
        (
            "08-terz-eight-deals.json",
            "terz",
            dict(seed=808, plan=["gioco", "gioco", "solo", "gioco", "solo", "gioco", "gioco", "solo"]),
        ),
        (
            "09-terz-slam-in-session.json",
            "terz",
            dict(seed=909, plan=["gioco", "solo", "slam", "gioco", "gioco", "solo"]),
        ),
        (
            "10-terz-quiet-six.json",
            "terz",
            dict(
                seed=1010,
                plan=["solo", "gioco", "gioco", "solo", "gioco", "gioco"],
                style="some",
                reason=False,
            ),
        ),
        (
            "11-terz-fault-late-revoke.json",
            "terz",
            dict(
                seed=1111,
                plan=["gioco", "solo", "gioco", "gioco", "gioco", "solo"],
                fault=5,
                fault_kind="revoke",
            ),
        ),
        ("12-otto-second-game-by-reason.json", "otto", dict(seed=1212, ndeals=11, reasons=True)),
    ]
    probes = [
        (
            "13-otto-doubling-mixed-counts.json",
            "otto",
            dict(seed=1313, ndeals=6, reasons=True),
            {"strict_double": False},
        ),
        (
            "14-terz-odd-piles.json",
            "terz",
            dict(seed=1414, plan=["gioco", "solo", "gioco", "gioco", "solo", "gioco"]),
            {"odd_piles": True},
        ),
    ]
    specs = [s + ({},) for s in specs] + probes
    for name, kind, kw, mode in specs:
        MODE.update({"strict_double": True, "odd_piles": False})
        MODE.update(mode)
        if kind == "otto":
            deals, figs, gw = otto_session(name, **kw)
            write(name, OTTO, deals, dict(club, table=int(name[:2])))
            FIG[name] = {"games_won": gw, "deals": figs}
        else:
            deals, figs = terz_session(name, **kw)
            write(name, TERZ, deals, dict(club, table=int(name[:2])))
            FIG[name] = {"deals": figs}
    (OUT / "figures.json.txt").write_text(json.dumps(FIG, indent=1) + "\n")


if __name__ == "__main__":
    main()
