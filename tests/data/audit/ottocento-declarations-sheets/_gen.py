"""Blind generator: Ottocento declarations and score sheets (round ottocento-declarations-sheets).

Written from the Russian source text (004_c8bdb85b1ac896b0.txt) and the transcript format only;
imports nothing from validator. Usage: python _gen.py [SEED]  (writes NN-*.json beside itself).

Readings (see EXPECTED.md for the source sentences):
- card points: each card's value, summed over a side's cards, minus 1 per pair of cards; 6 for
  the last trick (87 + 6 = 93 in all);
- the dealer holds 17 as dealt, lays away two cards that are not 5-point cards; they count for
  the dealer's side (the dealer takes a trick in every deal here);
- declarations from the hand (eldest first, the dealer last, after his discard), each player for
  himself, a smaller set or run than held is allowed; they score for the declarer's partnership;
- after play each partnership counts the combinations in its captured cards (discards included)
  and adds them to its declarations;
- cricche 3/4: tarocchi 18/36, kings 17/34, queens 14/28, knights 13/26, jacks 12/24; sequences
  3 cards 10, +5 a card.
Deals are drawn so that nothing here rests on a doubtful reading: no contatore (T0, Matto) can
help a sequence in a captured pile, no gap pattern (K Q _ J, Angel Mondo _ Moon ...) is in a pile,
no player/partnership has three cricche or three sequences (the doubling), the Matto is played
only as the last card of a trick its partner wins (no exchange), never in the last trick, and the
discards are plain pips 6-10 (no combination).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "SBCD"
COURTS = ["K", "Q", "N", "J"]
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
DECK = [r + s for s in SUITS for r in (LONG_ORDER if s in "SB" else ROUND_ORDER)]
DECK += [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
PLAYERS = ["Alba", "Bruno", "Cesare", "Dora"]

FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def value(c: str) -> int:
    if c in FIVE:
        return 5
    if c[0] == "T":
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


assert sum(value(c) for c in DECK) == 118


def suit(c: str) -> str:
    return "T" if c[0] == "T" else ("X" if c == "MATTO" else c[-1])


def trump_rank(c: str) -> int:
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # Moretti, equal
    return n if n >= 5 else 0


def suit_rank(c: str) -> int:
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return len(order) - order.index(c[:-1])


def trick_winner(trick: list[tuple[int, str]]) -> int:
    """trick: [(seat, card)]; Moretti of equal rank, the last played highest."""
    led = suit(trick[0][1])
    best = None
    best_key = None
    for i, (seat, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if suit(c) == "T":
            key = (2, trump_rank(c), i if trump_rank(c) == 1 else 0)
        elif suit(c) == led:
            key = (1, suit_rank(c), 0)
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = seat, key
    assert best is not None
    return best


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return [c for c in hand if c != "MATTO"] or hand
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ------------------------------------------------------------------ combinations
CRICCA = {"tarocchi": ["T20", "T19", "T0", "MATTO"]}
CRICCA.update(
    {
        n: [r + s for s in SUITS]
        for n, r in (("kings", "K"), ("queens", "Q"), ("knights", "N"), ("jacks", "J"))
    }
)
CRICCA_PTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
TRUMP_RUN = [f"T{n}" for n in range(20, 4, -1)]  # Angel, Mondo, Sun, Moon, 16 .. 5
MORETTI = ["T1", "T2", "T3", "T4"]
ACES = ["1" + s for s in SUITS]
WILD = ("T0", "MATTO")


def seq_pts(n: int) -> int:
    return 10 + 5 * (n - 3)


def cricche(cards: set[str]) -> list[dict]:
    out = []
    for name, members in CRICCA.items():
        k = sum(m in cards for m in members)
        if k >= 3:
            out.append({"kind": "cricca", "of": name, "count": k})
    return out


def run_len(cards: set[str], order: list[str]) -> int:
    n = 0
    for c in order:
        if c not in cards:
            break
        n += 1
    return n


def trump_len(cards: set[str], w: int, max_w: int) -> tuple[int, int]:
    """(length, wilds used) of the trump sequence, the source read literally: the Angel and at least
    two of the next three grandi (at most one of them a contatore), then the numbered trumps from 16
    down, each missing one filled by a contatore, never two contatori running except 16 + a grande."""
    if "T20" not in cards:
        return 0, 0
    best = (0, 0)
    grandi = ["T19", "T18", "T17"]
    g = sum(c in cards for c in grandi)
    if g == 0:
        return 0, 0
    for xg in range(0, min(3 - g, w, max_w, 1) + 1):
        if g + xg < 2:
            continue
        used = xg
        n = 1 + g + xg
        prev_wild = xg > 0 and "T17" not in cards  # a contatore standing for the Moon
        for num in range(16, 4, -1):
            c = f"T{num}"
            if c in cards:
                n += 1
                prev_wild = False
            elif used < min(w, max_w) and (not prev_wild or num == 16):
                n += 1
                used += 1
                prev_wild = True
            else:
                break
        best = max(best, (n, -used))
    return best[0], -best[1]


def suit_len(cards: set[str], s: str, w: int, max_w: int, wild_ace: bool) -> tuple[int, int]:
    """King and at least two court cards (at most one of the two a contatore); the Ace added."""
    if "K" + s not in cards:
        return 0, 0
    c = sum(r + s in cards for r in "QNJ")
    if c == 0:
        return 0, 0
    x = min(3 - c, w, max_w)
    if c + x < 2:
        return 0, 0
    n = 1 + c + x
    used = x
    if "1" + s in cards:
        n += 1
    elif wild_ace and c + x == 3 and used < min(w, max_w):
        n += 1
        used += 1
    return n, used


def set_len(cards: set[str], members: list[str], w: int, max_w: int) -> tuple[int, int]:
    m = sum(c in cards for c in members)
    if m < 2:
        return 0, 0
    x = min(w, max_w, 6 - m)
    if m + x < 3:
        return 0, 0
    return m + x, x


def sequences(
    cards: set[str], reuse: bool = True, max_w: int = 2, wild_ace: bool = True, use_wild: bool = True
) -> list[dict]:
    """Sequences, the contatori (T0, Matto) as wild cards where they help."""
    w = sum(c in cards for c in WILD) if use_wild else 0
    cand = []
    n, u = trump_len(cards, w, max_w)
    cand.append(({"kind": "sequence", "of": "trumps", "length": n}, u))
    for s in SUITS:
        n, u = suit_len(cards, s, w, max_w, wild_ace)
        cand.append(({"kind": "sequence", "of": "suit", "suit": s, "length": n}, u))
    for name, members in (("moretti", MORETTI), ("aces", ACES)):
        n, u = set_len(cards, members, w, max_w)
        cand.append(({"kind": "sequence", "of": name, "length": n}, u))
    if not reuse and w:
        # each contatore in one sequence only: the best share of them
        best = None
        for alloc in _allocs(len(cand), w):
            tot = []
            for (it, _), k in zip(cand, alloc, strict=True):
                it2 = _redo(cards, it, k, max_w, wild_ace)
                if it2:
                    tot.append(it2)
            val = sum(item_pts(i) for i in tot)
            if best is None or val > best[0]:
                best = (val, tot)
        return best[1]
    return [it for it, _ in cand if it["length"] >= 3]


def _allocs(n: int, w: int):
    if n == 0:
        yield []
        return
    for k in range(w + 1):
        for rest in _allocs(n - 1, w - k):
            yield [k] + rest


def _redo(cards, it, k, max_w, wild_ace):
    if it["of"] == "trumps":
        n, _ = trump_len(cards, k, max_w)
    elif it["of"] == "suit":
        n, _ = suit_len(cards, it["suit"], k, max_w, wild_ace)
    else:
        n, _ = set_len(cards, MORETTI if it["of"] == "moretti" else ACES, k, max_w)
    if n < 3:
        return None
    return {**it, "length": n}


def plain_runs(cards: set[str]) -> list[dict]:
    """What a player declares here: runs of real cards without a gap, from the top."""
    out = []
    if (n := run_len(cards, TRUMP_RUN)) >= 3:
        out.append({"kind": "sequence", "of": "trumps", "length": n})
    for s in SUITS:
        if (n := run_len(cards, [r + s for r in "KQNJ1"])) >= 3:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    for name, members in (("moretti", MORETTI), ("aces", ACES)):
        if (n := sum(m in cards for m in members)) >= 3:
            out.append({"kind": "sequence", "of": name, "length": n})
    return out


def item_pts(it: dict) -> int:
    if it["kind"] == "cricca":
        return CRICCA_PTS[it["of"]][it["count"] - 3]
    return seq_pts(it["length"])


def combo_total(items: list[dict]) -> int:
    return sum(item_pts(i) for i in items)


def gapless(cards: set[str], w: int) -> list[dict]:
    """The other reading of runs: no gap, a contatore filling a missing card, never two running,
    never for the King or the Angel, at most one among the first three; the Ace after the Jack."""
    out = []
    orders = [("trumps", None, TRUMP_RUN)] + [("suit", s, [r + s for r in "KQNJ1"]) for s in SUITS]
    for of, s, order in orders:
        if order[0] not in cards:
            continue
        n, used, prev = 1, 0, False
        for i, c in enumerate(order[1:], 1):
            if c in cards:
                n += 1
                prev = False
            elif used < w and not prev and not (i <= 2 and used >= 1):
                n += 1
                used += 1
                prev = True
            else:
                break
        if n >= 3:
            it = {"kind": "sequence", "of": of, "length": n}
            if s:
                it["suit"] = s
            out.append(it)
    for name, members in (("moretti", MORETTI), ("aces", ACES)):
        m = sum(c in cards for c in members)
        if m >= 2 and m + min(w, 6 - m) >= 3:
            out.append({"kind": "sequence", "of": name, "length": m + min(w, 6 - m)})
    return out


def doubled(items: list[dict]) -> int:
    """Three or more cricche made at once double the cricche; three or more sequences the sequences."""
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    return combo_total(cr) * (2 if len(cr) >= 3 else 1) + combo_total(sq) * (2 if len(sq) >= 3 else 1)


def doubtful(cards: set[str]) -> str | None:
    """Why a captured pile would rest on a doubtful reading of the contatori, else None."""
    v = doubled(cricche(cards) + sequences(cards))
    for reuse in (True, False):
        for max_w in (1, 2):
            for wild_ace in (True, False):
                if doubled(cricche(cards) + sequences(cards, reuse, max_w, wild_ace)) != v:
                    return f"contatori reading (reuse={reuse}, max_w={max_w}, wild_ace={wild_ace})"
    for w in (1, 2):
        if doubled(cricche(cards) + gapless(cards, min(w, sum(c in cards for c in WILD)))) != v:
            return "gap reading"
    return None


# ------------------------------------------------------------------ one deal
class Deal:
    pass


def draw_deal(rng: random.Random, dealer: int, want=None, tries=2000000) -> Deal:
    for _ in range(tries):
        d = try_deal(rng, dealer)
        if d is not None and (want is None or want(d)):
            return d
    raise SystemExit("no deal found")


def try_deal(rng: random.Random, dealer: int) -> Deal | None:
    deck = DECK[:]
    rng.shuffle(deck)
    hands: list[list[str]] = [[] for _ in range(4)]
    pos = 0
    for _ in range(3):
        for k in range(1, 5):
            seat = (dealer + k) % 4
            hands[seat] += deck[pos : pos + 5]
            pos += 5
    hands[dealer] += deck[60:62]
    pips = [c for c in hands[dealer] if c[0] != "T" and c != "MATTO" and c[:-1] in {"6", "7", "8", "9", "10"}]
    if len(pips) < 2:
        return None
    discard = rng.sample(pips, 2)
    held = [list(h) for h in hands]
    for c in discard:
        held[dealer].remove(c)
    # declarations: everything of real cards (no contatore), gapless; no three of a kind per team
    decl = {}
    for seat in range(4):
        cs = set(held[seat])
        decl[seat] = cricche(cs) + plain_runs(cs)
    for t in (0, 1):
        its = decl[t] + decl[t + 2]
        if sum(i["kind"] == "cricca" for i in its) >= 3 or sum(i["kind"] == "sequence" for i in its) >= 3:
            return None
    # play
    cur = [list(h) for h in held]
    leader = (dealer + 1) % 4
    plays: list[tuple[int, str]] = []
    won: list[list[str]] = [[] for _ in range(4)]
    winners = []
    for t in range(15):
        trick: list[tuple[int, str]] = []
        for k in range(4):
            seat = (leader + k) % 4
            led = suit(trick[0][1]) if trick else None
            opts = legal(cur[seat], led)
            if "MATTO" in opts:
                partner_winning = k == 3 and trick_winner(trick) == (seat + 2) % 4
                if partner_winning and t < 14 and rng.random() < 0.8:
                    opts = ["MATTO"]
                elif len(opts) > 1:
                    opts = [c for c in opts if c != "MATTO"]
                else:
                    return None
            c = rng.choice(opts)
            cur[seat].remove(c)
            trick.append((seat, c))
        w = trick_winner(trick)
        if any(c == "MATTO" for _, c in trick):
            m = next(s for s, c in trick if c == "MATTO")
            if w % 2 != m % 2:
                return None
        won[w] += [c for _, c in trick]
        winners.append(w)
        plays += trick
        leader = w
    if not won[dealer]:
        return None
    piles = [won[0] + won[2], won[1] + won[3]]
    if min(len(p) for p in piles) < 20:
        return None  # each partnership takes five tricks or more
    piles[dealer % 2] += discard
    for p in piles:
        if doubtful(set(p)):
            return None
    d = Deal()
    d.dealer, d.hands, d.discard, d.held, d.decl = dealer, hands, discard, held, decl
    d.plays, d.winners, d.piles = plays, winners, piles
    d.team_decl = [sum(item_pts(i) for i in decl[t] + decl[t + 2]) for t in (0, 1)]
    d.combos = [cricche(set(p)) + sequences(set(p)) for p in piles]
    d.team_comb = [doubled(c) for c in d.combos]
    d.card_pts = [sum(value(c) for c in p) - len(p) // 2 for p in piles]
    d.last = [6 if winners[-1] % 2 == t else 0 for t in (0, 1)]
    assert sum(d.card_pts) + sum(d.last) == 93
    d.score = [d.team_decl[t] + d.team_comb[t] + d.card_pts[t] + d.last[t] for t in (0, 1)]
    return d


def events(d: Deal, decl_override=None, extra_after_trick1=None) -> list[dict]:
    ev = [{"type": "discard", "seat": d.dealer, "cards": d.discard}]
    decl = decl_override or d.decl
    for k in range(1, 5):
        seat = (d.dealer + k) % 4
        ev.append({"type": "declare", "seat": seat, "items": decl[seat]})
    for i, (seat, c) in enumerate(d.plays):
        ev.append({"type": "play", "seat": seat, "card": c})
        if i == 3 and extra_after_trick1:
            ev.append(extra_after_trick1)
    return ev


def sheet(d: Deal, itemized: bool, score=None, parts=None) -> list[dict]:
    """Score lines for both teams: itemized (4 reasons) or one line each."""
    out = []
    for t in (0, 1):
        team = f"team{t}"
        if itemized:
            p = parts[t] if parts else (d.team_decl[t], d.team_comb[t], d.card_pts[t], d.last[t])
            for reason, pts in zip(
                ("declarations", "combinations", "card_points", "last_trick"), p, strict=True
            ):
                out.append({"type": "score", "party": team, "points": pts, "reason": reason})
        else:
            out.append({"type": "score", "party": team, "points": (score or d.score)[t]})
    return out


def transcript(deals: list[dict], start=None, meta=None) -> dict:
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
    }
    if start is not None:
        t["start"] = {"totals": start}
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


# ------------------------------------------------------------------ the files
def main(seed: int) -> None:
    rng = random.Random(seed)
    files: dict[str, dict] = {}
    notes: dict[str, list] = {}

    def session(
        name, n_deals=None, start=(0, 0), first_dealer=0, itemized=True, to_800=False, hooks=None, want=None
    ):
        """hooks: {deal index: fn(d, deal_dict, totals_before) -> list of (event index, code, note)}"""
        totals = list(start)
        written = list(start)
        deals, faults, info = [], [], []
        dealer = first_dealer
        k = 0
        while True:
            wf = (want or {}).get(k)
            last = bool(n_deals) and k == n_deals - 1

            def game_ok(d, tot=tuple(totals), wf=wf, last=last):
                # no deal after a team reached 800; never both at once; never on declarations alone
                after = [tot[t] + d.score[t] for t in (0, 1)]
                if any(tot[t] + d.team_decl[t] >= 800 for t in (0, 1)) or all(a >= 800 for a in after):
                    return False
                if any(a >= 800 for a in after) and not last:
                    return False
                return wf(d) if wf else True

            if not to_800:
                wf = game_ok
            if to_800:
                # the last deal must not be won on declarations alone, nor take both teams to 800
                def ok(d, tot=tuple(totals), wf=wf):
                    if wf and not wf(d):
                        return False
                    after = [tot[t] + d.score[t] for t in (0, 1)]
                    if all(a >= 800 for a in after):
                        return False
                    if any(tot[t] + d.team_decl[t] >= 800 for t in (0, 1)):
                        return False
                    return True

                d = draw_deal(rng, dealer, ok)
            else:
                d = draw_deal(rng, dealer, wf)
            ev = events(d) + sheet(d, itemized)
            deal = {"dealer": dealer, "hands": d.hands, "events": ev}
            keep = {}
            if hooks and k in hooks:
                faults += [(k, *f) for f in hooks[k](d, deal, list(totals))]
                keep = deal.pop("_keep", {})
            # totals as the sheet adds them: previous total as written + this deal's lines
            recorded = [0, 0]
            for e in deal["events"]:
                if e["type"] == "score":
                    recorded[int(e["party"][-1])] += e["points"]
            for t in (0, 1):
                pts = written[t] + recorded[t] + keep.get(t, 0)
                deal["events"].append({"type": "total", "party": f"team{t}", "points": pts})
                if keep.get(t):
                    faults.append(
                        (
                            k,
                            len(deal["events"]) - 1,
                            "wrong_total",
                            f"team{t} total written {pts} (rules and sheet {written[t] + recorded[t]})",
                        )
                    )
                written[t] = pts
            deals.append(deal)
            info.append(
                {
                    "deal": k,
                    "dealer": dealer,
                    "declared": {s: d.decl[s] for s in range(4)},
                    "team_decl": d.team_decl,
                    "combos": d.combos,
                    "team_comb": d.team_comb,
                    "card_pts": d.card_pts,
                    "last": d.last,
                    "score": d.score,
                    "totals_rules": [totals[t] + d.score[t] for t in (0, 1)],
                }
            )
            totals = [totals[t] + d.score[t] for t in (0, 1)]
            dealer = (dealer + 1) % 4
            k += 1
            if to_800 and max(totals) >= 800:
                break
            if n_deals and k >= n_deals:
                break
        files[name] = transcript(
            deals,
            list(start) if start != (0, 0) or not to_800 else None,
            {"round": "ottocento-declarations-sheets", "file": name},
        )
        notes[name] = {"faults": faults, "deals": info, "final_totals_rules": totals}

    # 01: a whole game from 0 to 800, itemized sheets, clean
    session("01-clean-game-to-800", to_800=True, itemized=True)
    # 02: two deals, one line per team, clean
    session("02-clean-single-lines", n_deals=2, start=(212, 305), first_dealer=2, itemized=False)

    # 03: declaring less than held (4 kings held, cricca of 3 declared; a run declared shorter)
    def has_four_or_long(d):
        return any(
            any(
                i["kind"] == "cricca" and i["count"] == 4 or i["kind"] == "sequence" and i["length"] >= 4
                for i in d.decl[s]
            )
            for s in range(4)
        )

    def less(d, deal, tot):
        out = []
        for s in range(4):
            for i in d.decl[s]:
                if i["kind"] == "cricca" and i["count"] == 4:
                    i["count"] = 3
                    out.append(("declared-less", f"seat {s} declares a cricca of 3 {i['of']} holding 4"))
                elif i["kind"] == "sequence" and i["length"] >= 4:
                    i["length"] -= 1
                    out.append(
                        ("declared-less", f"seat {s} declares a {i['of']} sequence one shorter than held")
                    )
        rescore(d, deal)
        return out

    session(
        "03-clean-declare-less",
        n_deals=1,
        start=(96, 140),
        first_dealer=1,
        itemized=True,
        hooks={0: less},
        want={0: has_four_or_long},
    )

    # 04: a contatore in a declaration: two aces + Bagatto (or Matto) declared as aces of 3
    def aces_wild_seat(d):
        for s in range(4):
            cs = set(d.held[s])
            its = d.decl[s] + d.decl[(s + 2) % 4]
            if (
                sum(a in cs for a in ACES) == 2
                and sum(w in cs for w in WILD) == 1
                and sum(i["kind"] == "sequence" for i in its) <= 1
                and not any(i["of"] == "tarocchi" for i in d.decl[s])
                and not any(i["kind"] == "sequence" for i in d.decl[s])
            ):
                return s
        return None

    def wild_aces(d, deal, tot):
        s = aces_wild_seat(d)
        cs = set(d.held[s])
        d.decl[s] = d.decl[s] + [{"kind": "sequence", "of": "aces", "length": 3}]
        w = [x for x in WILD if x in cs][0]
        rescore(d, deal)
        return [("contatore", f"seat {s} declares aces of 3 with two aces and {w}")]

    def two_aces_wild_ok(d):
        return aces_wild_seat(d) is not None

    session(
        "04-clean-contatore-in-declaration",
        n_deals=1,
        start=(430, 388),
        first_dealer=3,
        itemized=True,
        hooks={0: wild_aces},
        want={0: two_aces_wild_ok},
    )

    # 05: a cricca of kings declared by a player holding two kings (the sheet does not credit it)
    def two_kings(d):
        return any(
            sum(k in d.held[s] for k in CRICCA["kings"]) == 2
            and len([i for i in d.decl[s] + d.decl[(s + 2) % 4] if i["kind"] == "cricca"]) <= 1
            and not set(WILD) & set(d.held[s])
            for s in range(4)
        )

    def false_kings(d, deal, tot, partner=False):
        for s in range(4):
            nk = sum(k in d.held[s] for k in CRICCA["kings"])
            pk = sum(k in d.held[(s + 2) % 4] for k in CRICCA["kings"])
            if (
                nk == 2
                and len([i for i in d.decl[s] + d.decl[(s + 2) % 4] if i["kind"] == "cricca"]) <= 1
                and (not partner or pk >= 1)
                and not set(WILD) & set(d.held[s])
            ):
                ev = deal["events"]
                idx = next(j for j, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == s)
                ev[idx]["items"] = ev[idx]["items"] + [{"kind": "cricca", "of": "kings", "count": 3}]
                return [
                    (
                        idx,
                        "false_declaration",
                        f"seat {s} declares a cricca of 3 kings holding {nk} (partner holds {pk}); the sheet leaves it out",
                    )
                ]
        raise AssertionError

    session(
        "05-false-decl-kings",
        n_deals=2,
        start=(150, 120),
        first_dealer=0,
        itemized=True,
        hooks={1: false_kings},
        want={1: two_kings},
    )

    # 06: a suit sequence declared with the partner's card: K Q held, the N with the partner
    def kq_partner_n(d):
        for s in range(4):
            for su in SUITS:
                if (
                    ("K" + su) in d.held[s]
                    and ("Q" + su) in d.held[s]
                    and ("N" + su) not in d.held[s]
                    and ("N" + su) in d.held[(s + 2) % 4]
                    and not set(WILD) & set(d.held[s])
                ):
                    its = d.decl[s] + d.decl[(s + 2) % 4]
                    if sum(i["kind"] == "sequence" for i in its) <= 1:
                        return True
        return False

    def partner_seq(d, deal, tot):
        for s in range(4):
            for su in SUITS:
                if (
                    ("K" + su) in d.held[s]
                    and ("Q" + su) in d.held[s]
                    and ("N" + su) not in d.held[s]
                    and ("N" + su) in d.held[(s + 2) % 4]
                    and not set(WILD) & set(d.held[s])
                ):
                    its = d.decl[s] + d.decl[(s + 2) % 4]
                    if sum(i["kind"] == "sequence" for i in its) <= 1:
                        ev = deal["events"]
                        idx = next(j for j, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == s)
                        ev[idx]["items"] = ev[idx]["items"] + [
                            {"kind": "sequence", "of": "suit", "suit": su, "length": 3}
                        ]
                        return [
                            (
                                idx,
                                "false_declaration",
                                f"seat {s} declares K-Q-N of {su} holding K Q; the N{su} is the partner's; the sheet leaves it out",
                            )
                        ]
        raise AssertionError

    session(
        "06-false-decl-partner-card",
        n_deals=1,
        start=(520, 610),
        first_dealer=2,
        itemized=True,
        hooks={0: partner_seq},
        want={0: kq_partner_n},
    )

    # 07: a run declared longer than held (one card more)
    def has_run(d):
        return any(
            any(
                i["kind"] == "sequence"
                and i["length"] < (16 if i["of"] == "trumps" else 5 if i["of"] == "suit" else 4)
                for i in d.decl[s]
            )
            and not set(WILD) & set(d.held[s])
            for s in range(4)
        )

    def too_long(d, deal, tot):
        for s in range(4):
            if set(WILD) & set(d.held[s]):
                continue
            for i in d.decl[s]:
                if i["kind"] == "sequence" and i["length"] < (
                    16 if i["of"] == "trumps" else 5 if i["of"] == "suit" else 4
                ):
                    ev = deal["events"]
                    idx = next(j for j, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == s)
                    ev[idx]["items"] = [dict(x) for x in ev[idx]["items"]]
                    k = d.decl[s].index(i)
                    ev[idx]["items"][k]["length"] = i["length"] + 1
                    return [
                        (
                            idx,
                            "false_declaration",
                            f"seat {s} declares {i['of']} {i.get('suit', '')} of {i['length'] + 1} holding {i['length']}; the sheet credits only what is held",
                        )
                    ]
        raise AssertionError

    session(
        "07-false-decl-run-too-long",
        n_deals=2,
        start=(0, 0),
        first_dealer=1,
        itemized=False,
        hooks={0: too_long},
        want={0: has_run},
    )

    # 08: the declarations line counted wrong (a cricca valued at the next kind's figure)
    def has_cricca(d):
        return any(i["kind"] == "cricca" for s in range(4) for i in d.decl[s])

    def wrong_decl_line(d, deal, tot):
        for s in range(4):
            for i in d.decl[s]:
                if i["kind"] == "cricca":
                    t = s % 2
                    e = next(
                        e
                        for e in deal["events"]
                        if e["type"] == "score" and e["party"] == f"team{t}" and e["reason"] == "declarations"
                    )
                    e["points"] += 1 if i["of"] != "tarocchi" else -1
                    return [
                        (
                            deal["events"].index(e),
                            "wrong_score",
                            f"team{t} declarations written {e['points']} (rules {d.team_decl[t]})",
                        )
                    ]
        raise AssertionError

    session(
        "08-wrong-declarations-line",
        n_deals=2,
        start=(300, 280),
        first_dealer=0,
        itemized=True,
        hooks={1: wrong_decl_line},
        want={1: has_cricca},
    )

    # 09: after-play combinations counted wrong (a cricca in the captured cards left out)
    def pile_cricca(d):
        return any(i["kind"] == "cricca" for i in d.combos[0] + d.combos[1])

    def wrong_comb_line(d, deal, tot):
        for t in (0, 1):
            for i in d.combos[t]:
                if i["kind"] == "cricca":
                    e = next(
                        e
                        for e in deal["events"]
                        if e["type"] == "score" and e["party"] == f"team{t}" and e["reason"] == "combinations"
                    )
                    e["points"] -= item_pts(i)
                    return [
                        (
                            deal["events"].index(e),
                            "wrong_score",
                            f"team{t} combinations written {e['points']} (rules {d.team_comb[t]}): cricca of {i['count']} {i['of']} in its tricks left out",
                        )
                    ]
        raise AssertionError

    session(
        "09-wrong-combinations-line",
        n_deals=1,
        start=(655, 590),
        first_dealer=1,
        itemized=True,
        hooks={0: wrong_comb_line},
        want={0: pile_cricca},
    )

    # 10: a partnership's deal score wrong (one line per team): cards counted without taking 1 a pair
    def wrong_team_score(d, deal, tot):
        t = 1
        e = next(e for e in deal["events"] if e["type"] == "score" and e["party"] == "team1")
        e["points"] += len(d.piles[t]) // 2  # card points summed without taking 1 from each pair
        return [(deal["events"].index(e), "wrong_score", f"team1 written {e['points']} (rules {d.score[1]})")]

    session(
        "10-wrong-team-score",
        n_deals=2,
        start=(140, 180),
        first_dealer=3,
        itemized=False,
        hooks={0: wrong_team_score},
    )

    # 11: a wrong running total in the middle of three deals; later totals follow the sheet
    def wrong_total(d, deal, tot):
        deal["_keep"] = {0: 10}  # team0's total written 10 too high
        return []

    session("11-wrong-total", n_deals=3, start=(0, 0), first_dealer=2, itemized=False, hooks={1: wrong_total})

    # 12: two faults in one deal: a kings cricca not held (team of the declarer) and team0's total wrong
    def two_faults(d, deal, tot):
        out = false_kings(d, deal, tot)
        deal["_keep"] = {0: -20}  # team0's total written 20 too low
        return out

    session(
        "12-two-faults-decl-and-total",
        n_deals=2,
        start=(410, 455),
        first_dealer=1,
        itemized=True,
        hooks={1: two_faults},
        want={1: two_kings},
    )

    # 13: two faults in one deal: team0's combinations line wrong and team1's last-trick line wrong
    def two_lines(d, deal, tot):
        out = wrong_comb_line_team(d, deal, 0)
        e = next(
            e
            for e in deal["events"]
            if e["type"] == "score" and e["party"] == "team1" and e["reason"] == "last_trick"
        )
        e["points"] = 6 - d.last[1]  # the last trick given to the wrong side on team1's line
        out.append(
            (
                deal["events"].index(e),
                "wrong_score",
                f"team1 last_trick written {e['points']} (rules {d.last[1]})",
            )
        )
        return out

    def wrong_comb_line_team(d, deal, t):
        for i in sorted(d.combos[t], key=lambda i: i.get("length", 0) >= (5 if i.get("of") == "suit" else 6)):
            if i["kind"] != "sequence":
                continue
            e = next(
                e
                for e in deal["events"]
                if e["type"] == "score" and e["party"] == f"team{t}" and e["reason"] == "combinations"
            )
            e["points"] += 5
            return [
                (
                    deal["events"].index(e),
                    "wrong_score",
                    f"team{t} combinations written {e['points']} (rules {d.team_comb[t]}): its {i['of']} sequence of {i['length']} counted as {i['length'] + 1}",
                )
            ]
        raise AssertionError

    session(
        "13-two-faults-two-lines",
        n_deals=1,
        start=(700, 720),
        first_dealer=0,
        itemized=True,
        hooks={0: two_lines},
        want={0: lambda d: any(i["kind"] == "sequence" for i in d.combos[0])},
    )

    # 14: the end of a game: from start totals near 800 until a team reaches it, clean
    session("14-clean-finish-to-800", to_800=True, start=(610, 655), first_dealer=3, itemized=False)

    # 15: a declaration made after the first trick (the sheet leaves it out)
    def late_seat(d):
        first = {seat: c for seat, c in d.plays[:4]}
        for s in range(4):
            if d.decl[s] and first[s] not in combo_cards(d.decl[s]):
                return s
        return None

    def late(d, deal, tot):
        for s in [late_seat(d)]:
            if d.decl[s]:
                items = d.decl[s]
                ev = deal["events"]
                idx = next(j for j, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == s)
                ev[idx]["items"] = []
                d.decl[s] = []
                rescore(d, deal)
                ev.insert(9, {"type": "declare", "seat": s, "items": items})
                return [
                    (
                        9,
                        "late_declaration",
                        f"seat {s} passes in turn and declares {items} after the first trick; the sheet leaves it out",
                    )
                ]
        raise AssertionError

    session(
        "15-late-declaration",
        n_deals=1,
        start=(250, 275),
        first_dealer=2,
        itemized=True,
        hooks={0: late},
        want={0: lambda d: late_seat(d) is not None},
    )

    for name, t in files.items():
        (HERE / f"{name}.json").write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    (HERE / "_notes.txt").write_text(json.dumps(notes, indent=1) + "\n")


def combo_cards(items: list[dict]) -> set[str]:
    out: set[str] = set()
    for i in items:
        if i["kind"] == "cricca":
            out |= set(CRICCA[i["of"]])
        elif i["of"] == "trumps":
            out |= set(TRUMP_RUN)
        elif i["of"] == "suit":
            out |= {r + i["suit"] for r in "KQNJ1"}
        else:
            out |= set(MORETTI if i["of"] == "moretti" else ACES)
    return out


def rescore(d: Deal, deal: dict) -> None:
    """After a hook changed the (legal) declarations: rewrite declare events and the sheet."""
    d.team_decl = [sum(item_pts(i) for i in d.decl[t] + d.decl[t + 2]) for t in (0, 1)]
    d.score = [d.team_decl[t] + d.team_comb[t] + d.card_pts[t] + d.last[t] for t in (0, 1)]
    for e in deal["events"]:
        if e["type"] == "declare":
            e["items"] = d.decl[e["seat"]]
        if e["type"] == "score":
            t = int(e["party"][-1])
            e["points"] = {
                "declarations": d.team_decl[t],
                "combinations": d.team_comb[t],
                "card_points": d.card_pts[t],
                "last_trick": d.last[t],
            }.get(e.get("reason"), d.score[t])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 800)
