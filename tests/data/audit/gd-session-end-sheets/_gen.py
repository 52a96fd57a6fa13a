"""Blind generator: Galician Tarok score sheets at the end of a session, pool (żydek) on.

Written from the source (Szczepański, §§1-33) and the transcript format only; imports nothing from
validator. Run: python _gen.py [--seed N]. Writes NN-*.json and EXPECTED.md beside itself.

Readings used (each figure below is derived from them):
- §3/§7 card values; §14 a trick counts its cards' values less 2; the player's discards count for him,
  the talon he did not buy for the helpers (§10 "cały talon liczy się na korzyść pomagających" at solo).
- §18 three (first packet bought): won = (pts-33)*3+30, lost (pts <= 33) = ((33-pts)*3+30) * 1.
- §16/§17 the player is paid by / pays each helper, and (4 players, §8) the king too.
- §6 pagat ultimo announced: 100, made (pagat takes the last trick) or paid when not made.
- §27 pool: each participant's stake when the pool is founded (fresh session, first deal; §8: the
  5th player who sits out takes no part); 10% of each win (a party's winnings from the other
  players in the deal) into the pool; announced ultimo made takes the whole pool; announced ultimo
  failed pays the pool's whole content into it. Nothing else moves the pool: the source says
  nothing of a session's end, so what is left in the pool stays there ("staje się własnością
  tego gracza, który ultimo zapowie i zrobi").
- score = a party's net for the deal (pool flows included); total = running sum of scores.
"""

from __future__ import annotations

import argparse
import json
import random
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = (
    [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values()) + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
)
assert len(DECK) == 42


def value(c: str) -> int:
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def trank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c: str) -> int:
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def winner(trick: list[tuple[int, str]]) -> int:
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_tarock(c):
            if not is_tarock(b) or trank(c) > trank(b):
                best = (s, c)
        elif not is_tarock(b) and suit(c) == led and srank(c) > srank(b):
            best = (s, c)
    return best[0]


def pile_points(cards: list[str]) -> int:
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    return tar or list(hand)


class Retry(Exception):
    pass


def fr(x: Fraction) -> float | int:
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def play_deal(rng, n, dealer, sitter, ultimo=None):
    """One deal, forehand bids three, the others pass; returns (deal dict, facts).

    ultimo: None, 'made' or 'failed' (the player announces pagat ultimo; the deal is kept only when
    the outcome matches and the game goes the same way)."""
    order = [(dealer + 1 + i) % n for i in range(n)]  # from forehand round to the dealer
    active = [s for s in order if s != sitter and not (n >= 4 and s == dealer)]
    assert len(active) == 3
    deck = DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = {s: deck[6 + 12 * i : 18 + 12 * i] for i, s in enumerate(active)}
    player = active[0]
    helpers = active[1:]
    opp = [s for s in range(n) if s != player and s != sitter]  # helpers and the king
    hand = hands[player] + talon[:3]
    if ultimo and "T1" not in hand:
        raise Retry
    cands = [c for c in hand if not is_tarock(c) and c[0] != "K"]
    if len(cands) < 3:
        raise Retry
    disc = rng.sample(cands, 3)
    cur = {s: list(hands[s]) for s in active}
    cur[player] = [c for c in hand if c not in disc]
    events = [{"type": "bid", "seat": player, "bid": "three"}]
    events += [{"type": "bid", "seat": h, "bid": "pass"} for h in helpers]
    events.append({"type": "take", "seat": player, "cards": talon[:3]})
    events.append({"type": "discard", "seat": player, "cards": disc})
    events.append({"type": "announce", "seat": player, "items": [{"kind": "pagat_ultimo"}] if ultimo else []})
    events += [{"type": "announce", "seat": h, "items": []} for h in helpers]
    piles = {"P": list(disc), "H": list(talon[3:])}
    lead = player
    last_trick = None
    pagat_early = False
    for t in range(12):
        trick: list[tuple[int, str]] = []
        i0 = active.index(lead)
        for k in range(3):
            s = active[(i0 + k) % 3]
            opts = legal(cur[s], trick)
            if ultimo and s == player and t < 11 and len(opts) > 1 and "T1" in opts:
                opts = [c for c in opts if c != "T1"]
            c = rng.choice(opts)
            if s == player and c == "T1" and t < 11:
                pagat_early = True
            cur[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = winner(trick)
        piles["P" if w == player else "H"] += [c for _, c in trick]
        lead = w
        last_trick = (trick, w)
    # silent premiums are kept out of these sessions (volat, trull, four kings, silent ultimo)
    ptricks = len(piles["P"]) // 3 - 1
    if ptricks in (0, 12):
        raise Retry
    for side in piles.values():
        if all(k + s in side for k in "K" for s in SUITS):
            raise Retry
        if all(c in side for c in ("SKIZ", "T21", "T1")):
            raise Retry
    lt, lw = last_trick
    pagat_last = any(c == "T1" for _, c in lt)
    pts = pile_points(piles["P"])
    assert pts + pile_points(piles["H"]) == 66
    if pts == 33:
        raise Retry
    won = pts > 33
    val = (pts - 33) * 3 + 30 if won else (33 - pts) * 3 + 30
    ult = None
    if ultimo:
        made = (not pagat_early) and any(s == player and c == "T1" for s, c in lt) and lw == player
        if (ultimo == "made") != made or won != made:
            raise Retry
        ult = made
    elif pagat_last:
        raise Retry  # no silent ultimo / pagat in the last trick
    deal = {"dealer": dealer, "hands": [hands.get(s, []) for s in range(n)], "talon": talon, "events": events}
    facts = {
        "player": player,
        "opp": opp,
        "pts": pts,
        "won": won,
        "val": val,
        "ultimo": ult,
        "active": active,
    }
    return deal, facts


def settle(facts, n, sitter, pool_before, stake_seats, stake=10):
    """Net per party for the deal (Fractions), with the pool under key 'pool'."""
    net = {s: Fraction(0) for s in range(n)}
    net["pool"] = Fraction(0)
    for s in stake_seats:
        net[s] -= stake
        net["pool"] += stake
    pool_now = pool_before + stake * len(stake_seats)
    p, opp, val = facts["player"], facts["opp"], facts["val"]
    gain = {s: Fraction(0) for s in range(n)}  # winnings between players
    sign = 1 if facts["won"] else -1
    for o in opp:
        amt = val + (100 if facts["ultimo"] is not None else 0)
        gain[p] += sign * amt
        gain[o] -= sign * amt
    for s in range(n):
        net[s] += gain[s]
    if facts["ultimo"] is True:
        net[p] += pool_now
        net["pool"] -= pool_now
    elif facts["ultimo"] is False:
        net[p] -= pool_now
        net["pool"] += pool_now
    for s in range(n):
        if gain[s] > 0:
            share = gain[s] / 10
            net[s] -= share
            net["pool"] += share
    assert sum(net.values()) == 0
    return net


def session(seed, n, ndeals, first_dealer=0, sitter=None, start=None, ultimo_last=None):
    """Generate a session; returns (transcript, list of per-deal (net, score_idx, total_idx)), totals."""
    rng = random.Random(seed)
    if start is None:
        totals = {s: Fraction(0) for s in range(n)}
        totals["pool"] = Fraction(0)
        fresh = True
    else:
        totals = {s: Fraction(str(start["totals"][s])) for s in range(n)}
        totals["pool"] = Fraction(str(start["pools"]["pool"]))
        fresh = False
    deals = []
    info = []
    dealer = first_dealer
    for d in range(ndeals):
        ult = ultimo_last if d == ndeals - 1 else None
        for _ in range(20000):
            try:
                deal, facts = play_deal(rng, n, dealer, sitter, ult)
                break
            except Retry:
                continue
        else:
            raise SystemExit(f"no deal for seed {seed} deal {d}")
        stake_seats = [s for s in range(n) if s != sitter] if (fresh and d == 0) else []
        net = settle(facts, n, sitter, totals["pool"], stake_seats)
        before = dict(totals)
        sidx, tidx = {}, {}
        parties = list(range(n)) + ["pool"]
        for q in parties:
            sidx[q] = len(deal["events"])
            deal["events"].append({"type": "score", "party": q, "points": fr(net[q])})
        for q in parties:
            totals[q] += net[q]
            tidx[q] = len(deal["events"])
            deal["events"].append({"type": "total", "party": q, "points": fr(totals[q])})
        deals.append(deal)
        info.append(
            {"net": net, "sidx": sidx, "tidx": tidx, "facts": facts, "before": before, "after": dict(totals)}
        )
        # next dealer: next seat in order of play, skipping the one who sits out
        dealer = (dealer + 1) % n
        if dealer == sitter:
            dealer = (dealer + 1) % n
    names = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"][:n]
    tr = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": names,
    }
    if start is not None:
        tr["start"] = start
    tr["meta"] = {"audit": "gd-session-end-sheets", "seed": seed}
    tr["deals"] = deals
    return tr, info


def ev(tr, d, i):
    return tr["deals"][d]["events"][i]


def build(base_seed):
    out = []  # (name, transcript, expected list [(deal, event, code, note)], description, source)

    def S(k):
        return base_seed * 100 + k

    # 01 clean 3p fresh, pool stands at the end
    tr, info = session(S(1), 3, 3, first_dealer=2)
    last = info[-1]
    out.append(
        (
            "01-3p-clean-pool-stands",
            tr,
            [],
            f"3 players, fresh session, 3 deals, stakes 3x10 in deal 0, no ultimo; pool ends at {fr(last['after']['pool'])}, left standing on the sheet.",
            "§27 stake/10%; nothing in the source moves the pool at a session's end.",
        )
    )

    # 02 ultimo made at the last deal takes the pool
    tr, info = session(S(2), 3, 3, first_dealer=0, ultimo_last="made")
    last = info[-1]
    out.append(
        (
            "02-3p-ultimo-takes-pool-last",
            tr,
            [],
            f"Last deal: seat {last['facts']['player']} announces pagat ultimo and makes it: takes the pool of {fr(last['before']['pool'])}, "
            f"wins the game {last['facts']['val']} + ultimo 100 from each helper, pays 10% of that; pool ends at {fr(last['after']['pool'])}.",
            "§27 'staje się własnością tego gracza, który ultimo zapowie i zrobi'; §6 100 when announced.",
        )
    )

    # 03 failed ultimo at the last deal (mid-session start)
    start = {"totals": [-61.4, 112.8, -86.4], "pools": {"pool": 35}}
    tr, info = session(S(3), 3, 2, first_dealer=1, start=start, ultimo_last="failed")
    last = info[-1]
    out.append(
        (
            "03-3p-failed-ultimo-last",
            tr,
            [],
            f"Taken from the middle (pool 35). Last deal: seat {last['facts']['player']} announces ultimo and fails: pays the pool's content "
            f"{fr(last['before']['pool'])} into it, loses game {last['facts']['val']} + 100 to each helper; pool ends at {fr(last['after']['pool'])}.",
            "§27 'Jeżeli zapowiedzianego ultima nie zrobi, to gracz całą sumę, jaka jest w żydku, traci i tę do żydka składa'; §6.",
        )
    )

    # 04 wrong last-deal score for a seat; its total follows the wrong score (sheet's own arithmetic)
    tr, info = session(S(4), 3, 3, first_dealer=1)
    d = len(info) - 1
    last = info[-1]
    h = last["facts"]["opp"][0]
    e = ev(tr, d, last["sidx"][h])
    right = e["points"]
    e["points"] = fr(Fraction(str(right)) - 10)
    t = ev(tr, d, last["tidx"][h])
    t["points"] = fr(Fraction(str(t["points"])) - 10)
    out.append(
        (
            "04-3p-wrong-last-score",
            tr,
            [(d, last["sidx"][h], "wrong_score", f"seat {h}: {right}, written {e['points']}")],
            f"Last deal: seat {h}'s score written 10 short ({e['points']} for {right}); its total follows it (prev + written score).",
            "§18 value; score = net. The total is the sheet's own arithmetic, so only the score is wrong.",
        )
    )

    # 05 wrong final total for a seat
    tr, info = session(S(5), 3, 3, first_dealer=0)
    d = len(info) - 1
    last = info[-1]
    p = last["facts"]["player"]
    t = ev(tr, d, last["tidx"][p])
    right = t["points"]
    t["points"] = fr(Fraction(str(right)) + 1)
    out.append(
        (
            "05-3p-wrong-final-total",
            tr,
            [(d, last["tidx"][p], "wrong_total", f"seat {p}: {right}, written {t['points']}")],
            f"Last deal: seat {p}'s running total written 1 too high ({t['points']} for {right}); its score is right.",
            "total = previous total + the deal's score.",
        )
    )

    # 06 pool split at the end, in the final totals only
    tr, info = session(S(6), 3, 3, first_dealer=2)
    d = len(info) - 1
    last = info[-1]
    P = last["after"]["pool"]
    exp = []
    for q in [0, 1, 2, "pool"]:
        t = ev(tr, d, last["tidx"][q])
        right = t["points"]
        t["points"] = fr(last["after"][q] + P / 3) if q != "pool" else 0
        exp.append((d, last["tidx"][q], "wrong_total", f"{q}: {right}, written {t['points']}"))
    out.append(
        (
            "06-3p-pool-split-in-final-totals",
            tr,
            exp,
            f"The sheet empties the pool at the end ({fr(P)}) into the final totals, a third each; the last deal's scores are right.",
            "The source gives the pool only to an announced and made ultimo (§27); no session-end split.",
        )
    )

    # 07 pool split at the end inside the last deal's scores
    tr, info = session(S(7), 3, 3, first_dealer=1)
    d = len(info) - 1
    last = info[-1]
    P = last["after"]["pool"]
    exp = []
    for q in [0, 1, 2, "pool"]:
        e = ev(tr, d, last["sidx"][q])
        right = e["points"]
        e["points"] = fr(last["net"][q] + P / 3) if q != "pool" else fr(last["net"]["pool"] - P)
        t = ev(tr, d, last["tidx"][q])
        t["points"] = fr(last["after"][q] + P / 3) if q != "pool" else 0
        exp.append((d, last["sidx"][q], "wrong_score", f"{q}: {right}, written {e['points']}"))
    out.append(
        (
            "07-3p-pool-split-in-last-scores",
            tr,
            exp,
            f"The sheet shares the pool left at the end ({fr(P)}) out in the last deal's scores (a third each, pool's score less {fr(P)}); totals follow those scores.",
            "§27 as 06; totals are the sheet's own arithmetic, so only the scores are wrong.",
        )
    )

    # 08 wrong pool score at the last deal (one share left out); pool total follows
    tr, info = session(S(8), 3, 3, first_dealer=0)
    d = len(info) - 1
    last = info[-1]
    net = last["net"]
    # drop 10% share of the largest winner from the pool's line
    gw = max(range(3), key=lambda s: net[s])
    share = (
        Fraction(last["facts"]["val"]) * (len(last["facts"]["opp"]) if gw == last["facts"]["player"] else 1)
    ) / 10
    e = ev(tr, d, last["sidx"]["pool"])
    right = e["points"]
    e["points"] = fr(net["pool"] - share)
    t = ev(tr, d, last["tidx"]["pool"])
    t["points"] = fr(last["after"]["pool"] - share)
    out.append(
        (
            "08-3p-wrong-pool-score-last",
            tr,
            [(d, last["sidx"]["pool"], "wrong_score", f"pool: {right}, written {e['points']}")],
            f"Last deal: the pool's line leaves out seat {gw}'s 10% share ({fr(share)}); seats' lines right; pool total follows the pool's line.",
            "§27 'wkłada się do żydka zwykle 10 procent od każdej wygranej'.",
        )
    )

    # 09 wrong pool total at the last deal
    tr, info = session(S(9), 3, 3, first_dealer=2)
    d = len(info) - 1
    last = info[-1]
    t = ev(tr, d, last["tidx"]["pool"])
    right = t["points"]
    t["points"] = fr(last["before"]["pool"])  # the sheet forgot to add the deal's pool line
    out.append(
        (
            "09-3p-wrong-pool-total-last",
            tr,
            [(d, last["tidx"]["pool"], "wrong_total", f"pool: {right}, written {t['points']}")],
            f"Last deal: the pool's total is written as before the deal ({t['points']}), not {right}; the pool's score is right.",
            "total = previous total + score; §27 the shares go into the pool.",
        )
    )

    # 10 clean 4p with king
    tr, info = session(S(10), 4, 4, first_dealer=0)
    last = info[-1]
    out.append(
        (
            "10-4p-clean-king",
            tr,
            [],
            f"4 players, fresh, 4 deals (each deals once, the dealer is king, pays and is paid like a helper, stakes 4x10); pool ends at {fr(last['after']['pool'])} and stands.",
            "§8 'bierze jednak udział w korzyści lub stracie gry'; §17 'płaci gracz każdemu z pomagających i królowi'.",
        )
    )

    # 11 4p, king's last score written 0
    tr, info = session(S(11), 4, 4, first_dealer=1)
    d = len(info) - 1
    last = info[-1]
    k = tr["deals"][d]["dealer"]
    e = ev(tr, d, last["sidx"][k])
    right = e["points"]
    e["points"] = 0
    t = ev(tr, d, last["tidx"][k])
    t["points"] = fr(last["before"][k])
    out.append(
        (
            "11-4p-king-zero-last",
            tr,
            [(d, last["sidx"][k], "wrong_score", f"king seat {k}: {right}, written 0")],
            f"Last deal: the king (seat {k}) written 0 as if he sat out; his total unchanged (follows the written 0).",
            "§8 the king takes part in the gain or loss.",
        )
    )

    # 12 4p failed ultimo at the last deal (mid-session start)
    start = {"totals": [40.2, -130.5, 62.1, 3.2], "pools": {"pool": 25}}
    tr, info = session(S(12), 4, 3, first_dealer=3, start=start, ultimo_last="failed")
    last = info[-1]
    out.append(
        (
            "12-4p-failed-ultimo-last",
            tr,
            [],
            f"4 players from the middle (pool 25). Last deal: seat {last['facts']['player']} fails an announced ultimo: pays the pool {fr(last['before']['pool'])} into it, "
            f"game {last['facts']['val']} + 100 to each of the two helpers and the king; pool ends at {fr(last['after']['pool'])}.",
            "§27; §6; §17/§20 pattern: the player pays each helper and the king.",
        )
    )

    # 13 5p clean, seat 4 sits out for the round of four deals
    tr, info = session(S(13), 5, 4, first_dealer=0, sitter=4)
    last = info[-1]
    out.append(
        (
            "13-5p-clean-sitter",
            tr,
            [],
            f"5 players, fresh; seat 4 sits out the round of four deals (score 0 each deal, no stake); stakes 4x10; pool ends at {fr(last['after']['pool'])} and stands.",
            "§8 'nie bierze udziału ani w grze, ani w wyniku gry przez jedną kolejkę'; §27 'każdy w grze udział biorący'.",
        )
    )

    # 14 5p, the sitter written into the last deal as if he were the king
    tr, info = session(S(14), 5, 4, first_dealer=0, sitter=4)
    d = len(info) - 1
    last = info[-1]
    k = tr["deals"][d]["dealer"]
    e = ev(tr, d, last["sidx"][4])
    wrong = last["net"][k]
    e["points"] = fr(wrong)
    t = ev(tr, d, last["tidx"][4])
    t["points"] = fr(last["before"][4] + wrong)
    out.append(
        (
            "14-5p-sitter-charged-last",
            tr,
            [(d, last["sidx"][4], "wrong_score", f"seat 4 (sits out): 0, written {e['points']}")],
            f"Last deal: seat 4, who sits out, is written the king's line ({e['points']}) too; his total follows it.",
            "§8 the fifth player takes part neither in the game nor in its result.",
        )
    )

    # 15 5p from the middle, the pool's final total forgets the deal's shares
    start = {"totals": [55.0, -20.4, -70.0, 0, 12.4], "pools": {"pool": 23}}
    tr, info = session(S(15), 5, 2, first_dealer=1, sitter=3, start=start)
    d = len(info) - 1
    last = info[-1]
    t = ev(tr, d, last["tidx"]["pool"])
    right = t["points"]
    t["points"] = fr(last["before"]["pool"])
    out.append(
        (
            "15-5p-mid-wrong-pool-total",
            tr,
            [(d, last["tidx"]["pool"], "wrong_total", f"pool: {right}, written {t['points']}")],
            f"5 players from the middle (pool 23, seat 3 sits out); last deal's pool total written {t['points']} instead of {right}.",
            "total = previous total + score.",
        )
    )
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    lines = [
        "# gd-session-end-sheets: expected verdicts (written blind)",
        "",
        f"Generated by `_gen.py --seed {a.seed}`. Indices are 0-based (deal, event).",
        "",
    ]
    for name, tr, exp, desc, src in build(a.seed):
        (HERE / f"{name}.json").write_text(
            json.dumps(tr, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        lines.append(f"## {name}.json")
        lines.append("")
        lines.append(f"- status: {'violations' if exp else 'clean'}")
        for d, i, code, note in exp:
            lines.append(f"- ({d}, {i}, {code}): {note}")
        lines.append(f"- what: {desc}")
        lines.append(f"- source: {src}")
        lines.append("")
    (HERE / "EXPECTED.md").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
