"""Blind generator for the ottocento-sessions audit round (no import of validator).

Writes whole Ottocento sessions as a scorer keeps them: declarations before play, the
after-play count, per-team score lines (declarations, combinations, card_points,
last_trick) and running totals, games to 800, the next game from 0 in the same
transcript, the dealer rotating. Every rule used here is read from the Russian source
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt, section "Отточенто"); see EXPECTED.md.

Deals are re-rolled until the after-play piles hold nothing whose count the source leaves
open (a contatore that would change a suit or trump sequence, a run with a gap, three or
more cricche or sequences in one pile, a card shared between a cricca and a sequence), so
that a clean file is clean under any reading; the declarations only name what is held
without a contatore, at most two cricche and two sequences per player, except in file 04
which probes the contatori in declarations.

    python _gen.py [seed]
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "SBCD"
SUIT_RANKS = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
DECK = [r + s for s in SUITS for r in SUIT_RANKS] + [f"T{i}" for i in range(21)] + ["MATTO"]
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}
PLAIN_PIPS = {r + s for s in SUITS for r in ("10", "9", "8", "7", "6")}


def points(c: str) -> int:
    if c in FIVE:
        return 5
    if c[0] == "Q":
        return 4
    if c[0] == "N":
        return 3
    if c[0] == "J":
        return 2
    return 1


def suit_of(c: str) -> str:
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_value(c: str) -> int:
    """Strength inside its suit (trumps: number; Moretti tie handled by caller)."""
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n * 1 if n >= 5 else 0
    s, r = c[-1], c[:-1]
    courts = {"K": 14, "Q": 13, "N": 12, "J": 11}
    if r in courts:
        return courts[r]
    n = int(r)
    if s in "SB":  # long suits: 10 high ... 6, ace lowest
        return n if n != 1 else 1
    # round suits: ace high among pips, then 6 7 8 9 10
    return {1: 10, 6: 9, 7: 8, 8: 7, 9: 6, 10: 5}[n]


def trick_winner(trick: list[tuple[int, str]]) -> int:
    """trick: (seat, card) in play order. Moretti equal: the last played of them is highest."""
    led = next((c for _, c in trick if c != "MATTO"), None)
    assert led is not None
    trumps = [(i, s, c) for i, (s, c) in enumerate(trick) if c.startswith("T")]
    if trumps:
        best = None
        for _i, s, c in trumps:
            v = rank_value(c)
            if best is None or v > best[0] or (v == best[0] and v == 1):
                best = (v, s)
        return best[1]
    ls = suit_of(led)
    best = None
    for s, c in trick:
        if suit_of(c) == ls:
            v = rank_value(c)
            if best is None or v > best[0]:
                best = (v, s)
    return best[1]


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(length: int) -> int:
    return 10 + 5 * (length - 3)


def cricche(cards: set[str]) -> list[dict]:
    out = []
    for of, (members, p3, p4) in CRICCA.items():
        n = sum(1 for m in members if m in cards)
        if n >= 3:
            out.append({"kind": "cricca", "of": of, "count": n, "pts": p3 if n == 3 else p4})
    return out


TRUMP_ORDER = ["T20", "T19", "T18", "T17"] + [f"T{i}" for i in range(16, 4, -1)]


def sequences_plain(cards: set[str]) -> list[dict]:
    """Sequences without contatori, runs without gaps."""
    out = []
    if "T20" in cards and "T19" in cards and "T18" in cards:
        n = 0
        for c in TRUMP_ORDER:
            if c not in cards:
                break
            n += 1
        out.append({"kind": "sequence", "of": "trumps", "length": n})
    for s in SUITS:
        run = 0
        for r in ["K", "Q", "N", "J", "1"]:
            if r + s not in cards:
                break
            run += 1
        if run >= 3:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": run})
    for of, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        n = sum(1 for m in members if m in cards)
        if n >= 3:
            out.append({"kind": "sequence", "of": of, "length": n})
    for it in out:
        it["pts"] = seq_points(it["length"])
    return out


def sequences_pile(cards: set[str]) -> tuple[list[dict], list[str]]:
    """After-play count of a pile; returns (sequences, ambiguity flags).

    A contatore (Bagatto T0, Matto) stands for any missing card of a sequence but the Angel
    or a King ("Contatori не могут быть использованы для замены Angel или King"), in every
    sequence it fits ("можно использовать как дикие карты в нескольких местах"); in trumps
    two contatori in a row end the run, save for the 16 and a grande. A run with a real gap
    that other readings could bridge is flagged (the generator re-rolls it)."""
    flags = []
    wilds = sum(1 for w in ("T0", "MATTO") if w in cards)
    out = []
    # trumps
    if "T20" in cards:
        g = [c in cards for c in ("T19", "T18", "T17")]
        if sum(g) >= 2 and not (g[0] and g[1]):
            flags.append("trump-gap")
        n, left, prev_wild = 1, wilds, None
        real_in_first_two = False
        for pos, c in enumerate(TRUMP_ORDER[1:], start=1):
            if c in cards:
                n += 1
                prev_wild = None
                if pos <= 2:
                    real_in_first_two = True
                continue
            if left == 0:
                break
            if prev_wild is not None and not {prev_wild, c} == {"T17", "T16"}:
                break
            left -= 1
            n += 1
            prev_wild = c
        if n >= 3 and real_in_first_two:
            out.append({"kind": "sequence", "of": "trumps", "length": n})
    for s in SUITS:
        if "K" + s not in cards:
            continue
        courts = [r + s in cards for r in ("Q", "N", "J")]
        prefix = courts in ([False] * 3, [True, False, False], [True, True, False], [True] * 3)
        if sum(courts) >= 2 and not prefix:
            flags.append("suit-gap")
        if courts[0] and courts[1] and not courts[2] and "1" + s in cards:
            flags.append("suit-ace-after-gap")
        n, left, used, real = 1, wilds, 0, 0
        for r in ("Q", "N", "J", "1"):
            if r + s in cards:
                n += 1
                if r in "QN":
                    real += 1
                continue
            if left == 0:
                break
            left -= 1
            used += 1
            n += 1
        if used >= 2:
            flags.append("suit-two-wilds")
        if n >= 3 and real >= 1:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    for of, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        n = sum(1 for m in members if m in cards)
        if n >= 2 and n + wilds >= 3:
            out.append({"kind": "sequence", "of": of, "length": min(6, n + wilds)})
    for it in out:
        it["pts"] = seq_points(it["length"])
    return out, flags


def pile_combos(cards: set[str]) -> tuple[int, list[dict], list[str]]:
    """A card may count in a cricca and in a sequence too; three or more cricche double the
    cricche, three or more sequences double the sequences ("три или более крика или три или
    более последовательностей ... удваивает очки")."""
    cr = cricche(cards)
    sq, flags = sequences_pile(cards)
    pc = sum(i["pts"] for i in cr)
    ps = sum(i["pts"] for i in sq)
    if len(cr) >= 3:
        pc *= 2
        flags.append("doubling")
    if len(sq) >= 3:
        ps *= 2
        flags.append("doubling")
    return pc + ps, cr + sq, flags


def declare_items(hand: set[str]) -> list[dict]:
    cr = cricche(hand)[:2]
    sq = sequences_plain(hand)[:2]
    return cr + sq


def strip(items):
    return [{k: v for k, v in it.items() if k != "pts"} for it in items]


# ---------------------------------------------------------------- one deal
class Reroll(Exception):
    pass


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return [c for c in hand if c != "MATTO"] or hand
    ls = suit_of(led)
    same = [c for c in hand if suit_of(c) == ls]
    if same:
        opts = same
    else:
        tr = [c for c in hand if c.startswith("T")]
        opts = tr if tr else [c for c in hand if c != "MATTO"]
    if "MATTO" in hand:
        opts = opts + ["MATTO"]
    return opts


def play_deal(rng: random.Random, dealer: int, revoke_at: int | None = None):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
    hands[dealer] = hands[dealer] + deck[60:]
    dealt = copy.deepcopy(hands)
    # dealer discards two plain pips (never a 5-point card)
    pips = [c for c in hands[dealer] if c in PLAIN_PIPS]
    if len(pips) < 2:
        raise Reroll
    disc = rng.sample(pips, 2)
    for c in disc:
        hands[dealer].remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    decl_pts = [0, 0]
    decls = {}
    for k in range(1, 5):
        seat = (dealer + k) % 4
        items = declare_items(set(hands[seat]))
        decls[seat] = items
        decl_pts[seat % 2] += sum(i["pts"] for i in items)
        events.append({"type": "declare", "seat": seat, "items": strip(items)})
    piles = [[], []]
    piles[dealer % 2] += disc  # the dealer's discards count for his side (he must take a trick)
    leader = (dealer + 1) % 4
    tricks_by_seat = [0, 0, 0, 0]
    matto_owed = None  # (from_team, to_team)
    revoke_event = None
    last_winner = None
    for t in range(15):
        trick = []
        for k in range(4):
            seat = (leader + k) % 4
            led = trick[0][1] if trick else None
            if led == "MATTO":
                raise Reroll
            opts = legal(hands[seat], led)
            card = None
            if (
                revoke_at is not None
                and t >= revoke_at
                and revoke_event is None
                and led is not None
                and suit_of(led) not in ("T",)
            ):
                same = [c for c in hands[seat] if suit_of(c) == suit_of(led)]
                other = [c for c in hands[seat] if suit_of(c) not in (suit_of(led), "X")]
                if same and other:
                    card = rng.choice(other)
                    revoke_event = len(events)
            if card is None:
                if "MATTO" in hands[seat] and led is not None:
                    partner_winning = len(trick) == 3 and trick_winner(trick) % 2 == seat % 2
                    if partner_winning or t >= 11:
                        card = "MATTO"
                if card is None:
                    non = [c for c in opts if c != "MATTO"]
                    if not non:
                        raise Reroll
                    card = rng.choice(non)
            hands[seat].remove(card)
            trick.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        w = trick_winner([x for x in trick if x[1] != "MATTO"])
        tricks_by_seat[w] += 1
        cards = [c for _, c in trick]
        if "MATTO" in cards:
            mseat = next(s for s, c in trick if c == "MATTO")
            cards.remove("MATTO")
            piles[mseat % 2].append("MATTO")
            if mseat % 2 != w % 2:
                matto_owed = (mseat % 2, w % 2)
        piles[w % 2] += cards
        leader = w
        last_winner = w
    if revoke_at is not None and revoke_event is None:
        raise Reroll
    if tricks_by_seat[dealer] == 0:
        raise Reroll
    if matto_owed:
        frm, to = matto_owed
        give = [c for c in piles[frm] if c in PLAIN_PIPS]
        if not give:
            raise Reroll
        piles[frm].remove(give[0])
        piles[to].append(give[0])
    assert sum(map(len, piles)) == 62 and all(len(p) % 2 == 0 for p in piles)
    res = {}
    for team in (0, 1):
        cp = sum(points(c) for c in piles[team]) - len(piles[team]) // 2
        combo, items, flags = pile_combos(set(piles[team]))
        if flags:
            raise Reroll
        res[team] = {
            "declarations": decl_pts[team],
            "combinations": combo,
            "card_points": cp,
            "last_trick": 6 if last_winner % 2 == team else 0,
            "pile_items": strip(items),
        }
    assert res[0]["card_points"] + res[1]["card_points"] == 87
    return {
        "dealer": dealer,
        "hands": dealt,
        "events": events,
        "res": res,
        "decls": decls,
        "revoke_event": revoke_event,
    }


def gen_deal(rng, dealer, **kw):
    for _ in range(20000):
        try:
            return play_deal(rng, dealer, **kw)
        except Reroll:
            continue
    raise RuntimeError("no deal")


def team_total(res, team):
    r = res[team]
    return r["declarations"] + r["combinations"] + r["card_points"] + r["last_trick"]


REASONS = ("declarations", "combinations", "card_points", "last_trick")


def sheet(deal, totals):
    """Append score lines and running totals; returns the new totals."""
    ev = deal["events"]
    new = list(totals)
    for team in (0, 1):
        for reason in REASONS:
            ev.append(
                {
                    "type": "score",
                    "party": f"team{team}",
                    "points": deal["res"][team][reason],
                    "reason": reason,
                }
            )
        new[team] += team_total(deal["res"], team)
    for team in (0, 1):
        ev.append({"type": "total", "party": f"team{team}", "points": new[team]})
    return new


def game_over(totals):
    return max(totals) >= 800


def session(rng, first_dealer, start_totals, ndeals, stop_after_game=None, hooks=None):
    """Plays ndeals deals; a total of 800 or more ends the game and the next deal starts
    the next game from 0. hooks: {deal_index: callable(rng, dealer) -> deal} to override."""
    deals = []
    totals = list(start_totals)
    dealer = first_dealer
    log = []
    for i in range(ndeals):
        if hooks and i in hooks:
            d = hooks[i](rng, dealer, totals)
        else:
            d = gen_deal(rng, dealer)
        if "totals_after" in d:
            new = d.pop("totals_after")
        else:
            new = sheet(d, totals)
        log.append((i, d["dealer"], totals, new))
        deals.append(d)
        if game_over(new):
            d["events"][-1]["note"] = f"game won by team{0 if new[0] > new[1] else 1} ({new[0]} to {new[1]})"
            totals = [0, 0]
        else:
            totals = new
        dealer = (d["dealer"] + 1) % 4
    return deals, log


def transcript(deals, start_totals=None, meta=None):
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "deals": [{"dealer": d["dealer"], "hands": d["hands"], "events": d["events"]} for d in deals],
    }
    if start_totals:
        t["start"] = {"totals": start_totals}
    if meta:
        t["meta"] = meta
    return t


def write(name, t, log_lines):
    (OUT / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    print(name)
    for line in log_lines:
        print("   ", line)


def describe(deals, log):
    lines = []
    for (i, dealer, before, after), d in zip(log, deals, strict=True):
        r = d.get("res")
        lines.append(
            f"deal {i} dealer {dealer} before {before} after {after} "
            + (
                " ".join(
                    f"t{t}:" + ",".join(str(r[t][k]) for k in REASONS) + f"={team_total(r, t)}"
                    for t in (0, 1)
                )
                if r
                else ""
            )
        )
    return lines


def find(ev, **kw):
    return [i for i, e in enumerate(ev) if all(e.get(k) == v for k, v in kw.items())]


def main(seed: int = 8) -> None:
    rng = random.Random(seed)

    # 01: a game from 0 played to 800, the next game from 0, dealer rotating.
    base_deals, base_log = None, None
    for _ in range(200):
        r2 = random.Random(rng.random())
        deals, log = session(r2, 3, [0, 0], 9)
        ends = [i for i, (_, _, _, after) in enumerate(log) if max(after) >= 800]
        # want one game end with margin (no total in 760..799 just before) and 2+ deals after
        if len(ends) == 1 and ends[0] <= 6 and all(max(after) < 740 for (_, _, _, after) in log[: ends[0]]):
            base_deals, base_log = deals, log
            break
    assert base_deals
    write("01-clean-game-to-800.json", transcript(base_deals), describe(base_deals, base_log))
    end1 = next(i for i, (_, _, _, a) in enumerate(base_log) if max(a) >= 800)

    # 05: a total carried wrong (deal 2, team1's total +10)
    d = copy.deepcopy(base_deals)
    ev = d[2]["events"]
    j = find(ev, type="total", party="team1")[0]
    ev[j]["points"] += 10
    write("05-total-carried-wrong.json", transcript(d), [f"deal 2 event {j} team1 total +10"])

    # 06: a declaration missed on the sheet (the first deal with a declaration; its team's
    # declarations line and totals left without it, totals carried from the sheet)
    d = copy.deepcopy(base_deals)
    k = next(
        i for i, x in enumerate(d[:end1]) if any(x["res"][t]["declarations"] for t in (0, 1)) and i < end1 - 1
    )
    team = 0 if d[k]["res"][0]["declarations"] else 1
    item_seat = next(s for s, items in d[k]["decls"].items() if items and s % 2 == team)
    miss = d[k]["decls"][item_seat][0]["pts"]
    lines = [f"deal {k} team{team}: seat {item_seat}'s first item ({miss}) left off the sheet"]
    for i in range(k, len(d)):
        if i > end1:
            break
        ev = d[i]["events"]
        if i == k:
            j = find(ev, type="score", party=f"team{team}", reason="declarations")[0]
            ev[j]["points"] -= miss
            lines.append(f"score event {j}")
        for j in find(ev, type="total", party=f"team{team}"):
            ev[j]["points"] -= miss
    write("06-declaration-missed-on-sheet.json", transcript(d), lines)

    # 11: a revoke mid-session (deal 1), scored as played
    def hook_revoke(rng_, dealer, totals):
        return gen_deal(rng_, dealer, revoke_at=5)

    deals, log = session(random.Random(seed + 11), 3, [0, 0], 3, hooks={1: hook_revoke})
    write(
        "11-revoke.json",
        transcript(deals),
        describe(deals, log) + [f"revoke deal 1 event {deals[1]['revoke_event']}"],
    )

    # 02: both teams over 800 in one deal; the higher wins; the next game from 0.
    for _ in range(500):
        r2 = random.Random(rng.random())
        deals, log = session(r2, 1, [690, 700], 3)
        a = log[0][3]
        if min(a) >= 800 and a[0] != a[1] and max(log[1][3]) < 800 and max(log[2][3]) < 800:
            break
    else:
        raise RuntimeError
    write(
        "02-clean-both-over-800.json",
        transcript(deals, start_totals=[690, 700]),
        describe(deals, log),
    )

    # 03: won on declarations alone: the deal stops after the declarations.
    def hook_decl_win(rng_, dealer, totals):
        for _ in range(20000):
            try:
                dd = play_deal(rng_, dealer)
            except Reroll:
                continue
            dp = [dd["res"][t]["declarations"] for t in (0, 1)]
            if totals[0] + dp[0] >= 800 and totals[1] + dp[1] < 800:
                ev = [e for e in dd["events"] if e["type"] != "play"]
                new = [totals[t] + dp[t] for t in (0, 1)]
                for t in (0, 1):
                    ev.append(
                        {
                            "type": "score",
                            "party": f"team{t}",
                            "points": dp[t],
                            "reason": "declarations",
                        }
                    )
                for t in (0, 1):
                    ev.append({"type": "total", "party": f"team{t}", "points": new[t]})
                dd["events"] = ev
                dd["totals_after"] = new
                dd["res"] = None
                return dd
        raise RuntimeError

    deals, log = session(random.Random(seed + 3), 2, [775, 610], 3, hooks={0: hook_decl_win})
    write(
        "03-clean-won-on-declarations.json",
        transcript(deals, start_totals=[775, 610]),
        describe(deals, log),
    )

    # 07: a game declared won too early: after a deal leaving team at 7xx, the sheet
    # starts the next deal's totals from 0.
    for _ in range(500):
        r2 = random.Random(rng.random())
        deals, log = session(r2, 0, [560, 430], 3)
        a0, a1 = log[0][3], log[1][3]
        if 700 <= max(a0) < 780 and max(a1) < 800:
            break
    else:
        raise RuntimeError
    d = copy.deepcopy(deals)
    # deal 1 totals written as if a new game began: just deal 1's result
    lines = describe(deals, log)
    for i in (1, 2):
        ev = d[i]["events"]
        for t in (0, 1):
            j = find(ev, type="total", party=f"team{t}")[0]
            ev[j]["points"] -= log[0][3][t]
            lines.append(f"deal {i} event {j} team{t} total -> {ev[j]['points']}")
    d[0]["events"][-1]["note"] = "game won (wrongly: neither team has 800)"
    write("07-game-won-too-early.json", transcript(d, start_totals=[560, 430]), lines)

    # 08: a game not closed at 800: the sheet carries on the first game's totals.
    d = copy.deepcopy(base_deals)
    lines = []
    carry = [
        next(e["points"] for e in d[end1]["events"] if e["type"] == "total" and e["party"] == f"team{t}")
        for t in (0, 1)
    ]
    for i in range(end1 + 1, len(d)):
        ev = d[i]["events"]
        for t in (0, 1):
            j = find(ev, type="total", party=f"team{t}")[0]
            ev[j]["points"] += carry[t]
            if i == end1 + 1:
                lines.append(f"deal {i} event {j} team{t} total -> {ev[j]['points']}")
    d[end1]["events"][-1].pop("note", None)
    write("08-game-not-closed-at-800.json", transcript(d), lines)

    # 09: dealer out of turn in the last deal (seat due +1 deals)
    def hook_wrong_dealer(rng_, dealer, totals):
        return gen_deal(rng_, (dealer + 1) % 4)

    deals, log = session(random.Random(seed + 9), 2, [0, 0], 4, hooks={3: hook_wrong_dealer})
    write("09-dealer-out-of-turn-last.json", transcript(deals), describe(deals, log))

    # 10: dealer out of turn mid-session (deal 2 dealt by the seat after the one due), the
    # rotation going on from him.
    deals, log = session(random.Random(seed + 10), 1, [0, 0], 4, hooks={2: hook_wrong_dealer})
    write("10-dealer-out-of-turn-mid.json", transcript(deals), describe(deals, log))

    # 12: a contatore for a King in a suit sequence declared (false_declaration)
    def hook_bad_king(rng_, dealer, totals):
        for _ in range(50000):
            try:
                dd = play_deal(rng_, dealer)
            except Reroll:
                continue
            for k in range(1, 5):
                seat = (dealer + k) % 4
                h = set(dd["hands"][seat])
                if seat == dealer:
                    h -= set(dd["events"][0]["cards"])
                wild = h & {"T0", "MATTO"}
                for s in SUITS:
                    if wild and "K" + s not in h and {"Q" + s, "N" + s, "J" + s} <= h:
                        if any(it["of"] == "suit" for it in dd["decls"][seat]):
                            continue
                        j = find(dd["events"], type="declare", seat=seat)[0]
                        dd["events"][j]["items"].append(
                            {"kind": "sequence", "of": "suit", "suit": s, "length": 4}
                        )
                        dd["bad"] = (j, seat, s)
                        # the table saw through it: the sheet does not score it
                        return dd
        raise RuntimeError

    deals, log = session(random.Random(seed + 12), 0, [0, 0], 3, hooks={1: hook_bad_king})
    write(
        "12-contatore-for-king.json",
        transcript(deals),
        describe(deals, log) + [f"bad declaration deal 1 event {deals[1]['bad']}"],
    )

    # 13: the next game's first deal dealt again by the first game's first dealer
    # (rotation restarted at the new game).
    d = None
    for _ in range(200):
        r2 = random.Random(rng.random())
        deals, log = session(r2, 3, [600, 650], 3)
        if max(log[0][3]) >= 800 and max(log[1][3]) < 800 and max(log[2][3]) < 800:
            # replace deal 1 by one dealt by seat 3 again (the first game's first dealer)
            r3 = random.Random(rng.random())
            dd = gen_deal(r3, 3)
            sheet(dd, [0, 0])
            d2 = gen_deal(r3, 0)
            sheet(d2, [team_total(dd["res"], t) for t in (0, 1)])
            deals = [deals[0], dd, d2]
            break
    write(
        "13-new-game-dealer-restarted.json",
        transcript(deals, start_totals=[600, 650]),
        [f"deal 0 after {log[0][3]}", "deal 1 dealer 3 (due 0)", "deal 2 dealer 0"],
    )

    # 04: contatori in declarations (Matto/Bagatto as wild cards where the source allows)
    def hook_contatori(rng_, dealer, totals):
        for _ in range(100000):
            try:
                dd = play_deal(rng_, dealer)
            except Reroll:
                continue
            for k in range(1, 5):
                seat = (dealer + k) % 4
                h = set(dd["hands"][seat])
                if seat == dealer:
                    h -= set(dd["events"][0]["cards"])
                wild = h & {"T0", "MATTO"}
                if not wild:
                    continue
                mor = sum(1 for m in ("T1", "T2", "T3", "T4") if m in h)
                ace = sum(1 for m in ("1S", "1B", "1C", "1D") if m in h)
                add = None
                if mor == 2:
                    add = {"kind": "sequence", "of": "moretti", "length": 2 + len(wild)}
                elif ace == 2:
                    add = {"kind": "sequence", "of": "aces", "length": 2 + len(wild)}
                if add is None:
                    continue
                items = dd["decls"][seat]
                if sum(1 for it in items if it["kind"] == "sequence") >= 2:
                    continue
                j = find(dd["events"], type="declare", seat=seat)[0]
                dd["events"][j]["items"].append(add)
                dd["res"][seat % 2]["declarations"] += seq_points(add["length"])
                dd["wild_decl"] = (j, seat, add)
                return dd
        raise RuntimeError

    deals, log = session(random.Random(seed + 4), 1, [0, 0], 3, hooks={0: hook_contatori, 2: hook_contatori})
    write(
        "04-clean-contatori-declared.json",
        transcript(deals),
        describe(deals, log)
        + [f"deal {i} wild decl {x['wild_decl']}" for i, x in enumerate(deals) if "wild_decl" in x],
    )

    # 14: a revoke in the deal that wins the game, new game after
    def hook_revoke2(rng_, dealer, totals):
        return gen_deal(rng_, dealer, revoke_at=9)

    for _ in range(200):
        r2 = random.Random(rng.random())
        deals, log = session(r2, 2, [640, 620], 2, hooks={0: hook_revoke2})
        if max(log[0][3]) >= 800:
            break
    write(
        "14-revoke-in-game-winning-deal.json",
        transcript(deals, start_totals=[640, 620]),
        describe(deals, log) + [f"revoke deal 0 event {deals[0]['revoke_event']}"],
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
