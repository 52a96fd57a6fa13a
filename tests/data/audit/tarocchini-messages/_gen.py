"""Blind generator for the tarocchini-messages audit round (no import of validator).

Writes NN-desc.json transcripts beside this file and prints, for each deal, the figures
computed here from the Russian source (004_c8bdb85b1ac896b0.txt): declarations, combinations
after play, card points, last trick, totals, game points.  Usage: python _gen.py [--quiet]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
DECK = [r + s for s in SUITS for r in LONG_ORDER] + [f"T{i}" for i in range(21)] + ["MATTO"]
PIPS = {"6", "7", "8", "9", "10"}
WILDS = ("T0", "MATTO")
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def value(c: str) -> int:
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def card_points(pile: list[str]) -> int:
    assert len(pile) % 2 == 0, pile
    return sum(value(c) for c in pile) - len(pile) // 2


def suit_of(c: str) -> str:
    return "T" if c.startswith("T") else ("X" if c == "MATTO" else c[-1])


def strength(c: str, led: str) -> tuple[int, int]:
    if c.startswith("T"):
        n = int(c[1:])
        return (2, 1 if 1 <= n <= 4 else n)
    if c == "MATTO" or c[-1] != led:
        return (0, 0)
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return (1, 10 - order.index(c[:-1]))


def trick_winner(trick: list[tuple[int, str]]) -> int:
    led = next((suit_of(c) for _, c in trick if c != "MATTO"), "X")
    best, bs = None, (-1, -1)
    for seat, c in trick:
        s = strength(c, led)
        if s > bs or (s == bs and s[0] == 2 and s[1] == 1):  # moretti: last played highest
            best, bs = seat, s
    return best


# ---------------------------------------------------------------- combinations (my reading)
def seq_len_walk(have: set[str], positions: list[str], wilds: int, trumps: bool) -> tuple[int, int]:
    """Walk from a natural head down `positions`; a contatore fills a gap; for trumps two
    contatori in a row only for T17+T16.  Returns (length incl. head, naturals used after head)."""
    length, nat, prev_wild, prev_pos = 1, 0, False, None
    for p in positions:
        if p in have:
            length, nat, prev_wild = length + 1, nat + 1, False
        elif wilds > 0 and (not prev_wild or not trumps or (p == "T16" and prev_pos == "T17")):
            # only fill if a natural follows (no trailing contatori) or it extends a valid run
            length, wilds, prev_wild = length + 1, wilds - 1, True
        else:
            break
        prev_pos = p
    return length, nat


def combos_of(cards: list[str]) -> dict:
    have = set(cards)
    w = sum(1 for x in WILDS if x in have)
    cr = {}
    for kind, (members, v3, v4) in CRICCA.items():
        n = sum(1 for m in members if m in have)
        if n >= 3:
            cr[kind] = (n, v3 if n == 3 else v4)
    seqs = {}
    if "T20" in have:
        ln, nat = seq_len_walk(have, [f"T{i}" for i in range(19, 4, -1)], w, True)
        if ln >= 3 and nat >= 1:
            seqs["trumps"] = ln
    for s in SUITS:
        if f"K{s}" in have:
            ln, nat = seq_len_walk(have, [f"{r}{s}" for r in ("Q", "N", "J", "1")], w, False)
            if ln >= 3 and nat >= 1:
                seqs["suit " + s] = min(ln, 5)
    for name, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", [f"1{s}" for s in SUITS])):
        n = sum(1 for m in members if m in have)
        if n >= 2 and n + w >= 3:
            seqs[name] = n + w
    cr_pts = sum(v for _, v in cr.values())
    if len(cr) >= 3:
        cr_pts *= 2
    sq_pts = sum(10 + 5 * (ln - 3) for ln in seqs.values())
    if len(seqs) >= 3:
        sq_pts *= 2
    return {"cricche": cr, "sequences": seqs, "points": cr_pts + sq_pts}


def natural_declaration(hand: list[str]) -> list[dict]:
    """What a player declares: every cricca and every run of naturals (no contatori used)."""
    have = set(hand)
    items = []
    for kind, (members, _, _) in CRICCA.items():
        n = sum(1 for m in members if m in have)
        if n >= 3:
            items.append({"kind": "cricca", "of": kind, "count": n})
    if "T20" in have:
        ln = 1
        for i in range(19, 4, -1):
            if f"T{i}" in have:
                ln += 1
            else:
                break
        if ln >= 3:
            items.append({"kind": "sequence", "of": "trumps", "length": ln})
    for s in SUITS:
        if f"K{s}" in have:
            ln = 1
            for r in ("Q", "N", "J", "1"):
                if r + s in have:
                    ln += 1
                else:
                    break
            if ln >= 3:
                items.append({"kind": "sequence", "of": "suit", "suit": s, "length": ln})
    for name, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", [f"1{s}" for s in SUITS])):
        n = sum(1 for m in members if m in have)
        if n >= 3:
            items.append({"kind": "sequence", "of": name, "length": n})
    return items


def declaration_points(items: list[dict]) -> int:
    cr = [CRICCA[i["of"]][1 if i["count"] == 3 else 2] for i in items if i["kind"] == "cricca"]
    sq = [10 + 5 * (i["length"] - 3) for i in items if i["kind"] == "sequence"]
    a = sum(cr) * (2 if len(cr) >= 3 else 1)
    b = sum(sq) * (2 if len(sq) >= 3 else 1)
    return a + b


# ---------------------------------------------------------------- play
def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return [c for c in hand if c != "MATTO"] or hand
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return hand


def play_deal(rng, hands, first, n, fault=None):
    """Returns plays [(seat, card)], trick list, fault event offset among plays."""
    hands = [list(h) for h in hands]
    leader, plays, tricks, fault_at = first, [], [], None
    ntr = len(hands[0])
    for t in range(ntr):
        trick = []
        for k in range(n):
            seat = (leader + k) % n
            led = None
            if trick:
                led = next((suit_of(c) for _, c in trick if c != "MATTO"), None)
            opts = legal(hands[seat], led)
            if "MATTO" in opts and (t >= ntr - 2 or k == 0):
                opts = [c for c in opts if c != "MATTO"] or opts
            card = None
            if fault and fault_at is None and t >= fault["from_trick"] and k > 0 and led not in (None, "T"):
                same = [c for c in hands[seat] if suit_of(c) == led]
                tr = [c for c in hands[seat] if suit_of(c) == "T"]
                other = [c for c in hands[seat] if suit_of(c) not in (led, "T", "X")]
                if fault["kind"] == "revoke" and same and other:
                    card = rng.choice(other)
                elif fault["kind"] == "failure_to_trump" and not same and tr and other:
                    card = rng.choice(other)
                if card:
                    fault_at = len(plays)
            if card is None:
                if "MATTO" in opts and t < ntr - 2 and k > 0 and (t >= ntr - 5 or rng.random() < 0.3):
                    card = "MATTO"
                else:
                    pool = [c for c in opts if c != "MATTO"] or opts
                    card = rng.choice(pool)
            hands[seat].remove(card)
            trick.append((seat, card))
            plays.append((seat, card))
        leader = trick_winner(trick)
        tricks.append((trick, leader))
        if any(c == "MATTO" for _, c in trick) and (trick[0][1] == "MATTO" or t >= ntr - 2):
            return None, None, None
    return plays, tricks, fault_at


def piles_after(tricks, side_of, matto_owner):
    """Cards won by each side, the Matto back to its owner's side, a low card in exchange."""
    piles: dict = {}
    for trick, w in tricks:
        piles.setdefault(side_of(w), []).extend(c for _, c in trick)
    for trick, w in tricks:
        for seat, c in trick:
            if c == "MATTO" and side_of(seat) != side_of(w):
                own = side_of(seat)
                if own not in piles or not piles[own]:
                    return None  # Matto side took no trick: Matto stays with the winner
                low = [x for x in piles[own] if x[:-1] in PIPS and not x.startswith("T")]
                if not low:
                    return None
                give = sorted(low)[0]
                piles[side_of(w)].remove("MATTO")
                piles[own].append("MATTO")
                piles[own].remove(give)
                piles[side_of(w)].append(give)
    return piles


def events_for_plays(plays):
    return [{"type": "play", "seat": s, "card": c} for s, c in plays]


# ---------------------------------------------------------------- Ottocento
def otto_deal(rng, dealer, fault=None, matto_king=False, discard_king=False, need_c3=False):
    while True:
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
        hands[dealer] += deck[60:62]
        dh = hands[dealer]
        pips = [c for c in dh if not c.startswith("T") and c[:-1] in PIPS]
        if len(pips) < 2:
            continue
        disc = pips[:2]
        if discard_king:
            kings = [c for c in dh if c[0] == "K"]
            if not kings:
                continue
            disc = [pips[0], kings[0]]
        after = [[c for c in h if not (i == dealer and c in disc)] for i, h in enumerate(hands)]
        if matto_king:
            # a seat holding the Matto and Q N of a suit without its King
            ok = None
            for s in range(4):
                h = after[s]
                if "MATTO" in h:
                    for su in SUITS:
                        if f"Q{su}" in h and f"N{su}" in h and f"K{su}" not in h and "T0" not in h:
                            ok = (s, su)
            if not ok:
                continue
        if need_c3 and not any(
            i["kind"] == "cricca" and i["count"] == 3 and i["of"] != "tarocchi"
            for h in after
            for i in natural_declaration(h)
        ):
            continue
        plays, tricks, fault_at = play_deal(rng, after, (dealer + 1) % 4, 4, fault)
        if plays is None or (fault and fault_at is None):
            continue
        side = lambda s: s % 2  # noqa: E731
        matto_owner = next(i for i, h in enumerate(hands) if "MATTO" in h)
        piles = piles_after(tricks, side, matto_owner)
        if piles is None or len(piles) < 2:
            continue
        dealer_tricks = sum(1 for _, w in tricks if w == dealer)
        credit = side(dealer) if dealer_tricks else 1 - side(dealer)
        extra = {0: [], 1: []}
        extra[credit] = list(disc)
        decls = [natural_declaration(after[s]) for s in range(4)]
        res = {
            "hands": hands,
            "discard": disc,
            "decls": decls,
            "plays": plays,
            "tricks": tricks,
            "fault_at": fault_at,
            "piles": piles,
            "extra": extra,
            "last": side(tricks[-1][1]),
            "matto_king": ok if matto_king else None,
        }
        return res


def otto_score(d, decl_points_by_seat):
    out = {}
    for team in (0, 1):
        dec = decl_points_by_seat[team] + decl_points_by_seat[team + 2]
        cmb = combos_of(d["piles"][team])
        cp = card_points(d["piles"][team] + d["extra"][team])
        lt = 6 if d["last"] == team else 0
        out[team] = {
            "declarations": dec,
            "combinations": cmb["points"],
            "combo_detail": (cmb["cricche"], cmb["sequences"]),
            "card_points": cp,
            "last_trick": lt,
            "score": dec + cmb["points"] + cp + lt,
        }
    return out


def otto_session(seed, ndeals, fault_deal=None, fault=None, variant=None):
    rng = random.Random(seed)
    deals, totals, report = [], [0, 0], []
    dealer = 3
    for di in range(ndeals):
        f = fault if di == fault_deal else None
        d = otto_deal(
            rng,
            dealer,
            f,
            matto_king=(variant == "matto_king" and di == fault_deal),
            discard_king=(variant == "discard_king" and di == fault_deal),
            need_c3=(variant == "false_cricca" and di == fault_deal),
        )
        events = [{"type": "discard", "seat": dealer, "cards": d["discard"]}]
        if variant == "discard_king" and di == fault_deal:
            fault_event = 0
        decl_pts = {}
        fault_event = 0 if (variant == "discard_king" and di == fault_deal) else None
        late_item = None
        for k in range(4):
            s = (dealer + 1 + k) % 4
            items = d["decls"][s]
            if variant == "matto_king" and di == fault_deal and s == d["matto_king"][0]:
                su = d["matto_king"][1]
                items = items + [{"kind": "sequence", "of": "suit", "suit": su, "length": 3}]
                fault_event = len(events)
                decl_pts[s] = declaration_points(d["decls"][s])  # the false item does not count
            elif variant == "false_cricca" and di == fault_deal and fault_event is None:
                # a cricca of three claimed as four
                three = [
                    i for i in items if i["kind"] == "cricca" and i["count"] == 3 and i["of"] != "tarocchi"
                ]
                if three:
                    bad = dict(three[0], count=4)
                    items = [bad if i is three[0] else i for i in items]
                    fault_event = len(events)
                    decl_pts[s] = declaration_points(d["decls"][s])  # counted as actually held
                else:
                    decl_pts[s] = declaration_points(items)
            elif variant == "late" and di == fault_deal and late_item is None and items:
                late_item = (s, items)
                decl_pts[s] = 0  # the late declaration does not count
                continue  # he says nothing before the first lead
            else:
                decl_pts[s] = declaration_points(items)
            events.append({"type": "declare", "seat": s, "items": items})
        if variant == "late" and di == fault_deal and late_item is None:
            raise RuntimeError("no late item")
        play_start = len(events)
        pe = events_for_plays(d["plays"])
        if late_item is not None:
            # the late declarer repeats his declaration after the first card is played
            events.append(pe[0])
            fault_event = len(events)
            events.append({"type": "declare", "seat": late_item[0], "items": late_item[1]})
            events.extend(pe[1:])
            play_start_offset = 1
        else:
            events.extend(pe)
            play_start_offset = 0
        if d["fault_at"] is not None:
            fault_event = play_start + d["fault_at"] + (play_start_offset if d["fault_at"] >= 1 else 0)
        sc = otto_score(d, decl_pts)
        for t in (0, 1):
            for r in ("declarations", "combinations", "card_points", "last_trick"):
                events.append({"type": "score", "party": f"team{t}", "points": sc[t][r], "reason": r})
        for t in (0, 1):
            totals[t] += sc[t]["score"]
        for t in (0, 1):
            events.append({"type": "total", "party": f"team{t}", "points": totals[t]})
        deals.append({"dealer": dealer, "hands": d["hands"], "events": events})
        report.append(
            {
                "deal": di,
                "dealer": dealer,
                "decl_by_seat": decl_pts,
                "decl_items": {s: d["decls"][s] for s in range(4)},
                "teams": sc,
                "totals": list(totals),
                "tricks_by_seat": [sum(1 for _, w in d["tricks"] if w == s) for s in range(4)],
                "last_trick_winner": d["tricks"][-1][1],
                "fault_event": fault_event,
                "discard": d["discard"],
                "pile_sizes": {t: len(d["piles"][t]) + len(d["extra"][t]) for t in (0, 1)},
            }
        )
        dealer = (dealer + 1) % 4
    return deals, report


# ---------------------------------------------------------------- Terziglio (standard: 18 + 8)
def terz_deal(rng, dealer, mode, fault=None, discard_five=False):
    while True:
        pipcards = [c for c in DECK if not c.startswith("T") and c != "MATTO" and c[:-1] in PIPS]
        rng.shuffle(pipcards)
        widow = pipcards[:8]
        rest = [c for c in DECK if c not in widow]
        rng.shuffle(rest)
        hands = [rest[i * 18 : (i + 1) * 18] for i in range(3)]
        # declarer: the seat with most trumps
        decl = max(range(3), key=lambda s: (sum(1 for c in hands[s] if c.startswith("T")), -s))
        after = [list(h) for h in hands]
        take = disc = None
        if mode == "gioco":
            take = widow[:2]
            pips = [c for c in after[decl] if not c.startswith("T") and c[:-1] in PIPS and c != "MATTO"]
            if len(pips) < 2:
                continue
            disc = pips[:2]
            if discard_five:
                fives = [c for c in after[decl] if value(c) == 5 and c not in WILDS]
                if not fives:
                    continue
                disc = [pips[0], fives[0]]
            after[decl] = [c for c in after[decl] if c not in disc] + take
        plays, tricks, fault_at = play_deal(rng, after, (dealer + 1) % 3, 3, fault)
        if plays is None or (fault and fault_at is None):
            continue
        side = lambda s, decl=decl: 0 if s == decl else 1  # noqa: E731
        piles = piles_after(tricks, side, None)
        if piles is None or len(piles) < 2:
            continue
        dtr = sum(1 for _, w in tricks if w == decl)
        extra = {0: [], 1: []}
        if mode == "gioco":
            rest_w = [c for c in widow if c not in take] + disc
            extra[0 if dtr else 1] += rest_w
        else:
            extra[side(tricks[-1][1])] += widow
        if (len(piles[0]) + len(extra[0])) % 2:
            continue
        return {
            "hands": hands,
            "widow": widow,
            "decl": decl,
            "after": after,
            "take": take,
            "disc": disc,
            "plays": plays,
            "tricks": tricks,
            "fault_at": fault_at,
            "piles": piles,
            "extra": extra,
            "last": side(tricks[-1][1]),
            "dtr": dtr,
        }


def round_gp(p: int) -> int:
    r = p % 50
    base = p - r
    if r and 50 - r < 5:
        base += 50
    return base // 50


def terz_session(seed, modes, fault_deal=None, fault=None, variant=None):
    rng = random.Random(seed)
    deals, totals, report = [], [0, 0, 0], []
    dealer = 0
    for di, mode in enumerate(modes):
        f = fault if di == fault_deal else None
        d = terz_deal(rng, dealer, mode, f, discard_five=(variant == "discard_5" and di == fault_deal))
        events = []
        for k in range(3):
            s = (dealer + 1 + k) % 3
            events.append({"type": "bid", "seat": s, "bid": mode if s == d["decl"] else "pass"})
        fault_event = None
        disc = d["disc"]
        if mode == "gioco":
            events.append({"type": "take", "seat": d["decl"], "cards": d["take"]})
            if variant == "discard_5" and di == fault_deal:
                fault_event = len(events)
            events.append({"type": "discard", "seat": d["decl"], "cards": disc})
        decl_pts = {}
        for k in range(3):
            s = (dealer + 1 + k) % 3
            items = natural_declaration(d["after"][s])
            decl_pts[s] = declaration_points(items)
            events.append({"type": "declare", "seat": s, "items": items})
        play_start = len(events)
        events.extend(events_for_plays(d["plays"]))
        if d["fault_at"] is not None:
            fault_event = play_start + d["fault_at"]
        sides = {}
        for sd in (0, 1):
            dec = decl_pts[d["decl"]] if sd == 0 else sum(v for s, v in decl_pts.items() if s != d["decl"])
            cmb = combos_of(d["piles"][sd])
            cp = card_points(d["piles"][sd] + d["extra"][sd])
            lt = 6 if d["last"] == sd else 0
            sides[sd] = {
                "declarations": dec,
                "combinations": cmb["points"],
                "combo_detail": (cmb["cricche"], cmb["sequences"]),
                "card_points": cp,
                "last_trick": lt,
                "score": dec + cmb["points"] + cp + lt,
            }
        all_tricks = d["dtr"] in (0, 18)
        win = 0 if sides[0]["score"] > sides[1]["score"] else 1
        if all_tricks:
            win = 0 if d["dtr"] == 18 else 1
            gp = 40
        else:
            gp = round_gp(sides[win]["score"])
            if mode == "solo":
                gp *= 2
        gps = [0, 0, 0]
        for s in range(3):
            if (s == d["decl"]) == (win == 0):
                gps[s] = gp
        for s in range(3):
            events.append({"type": "score", "party": s, "points": gps[s], "reason": "game_points"})
            totals[s] += gps[s]
        for s in range(3):
            events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": d["hands"], "talon": d["widow"], "events": events})
        report.append(
            {
                "deal": di,
                "dealer": dealer,
                "mode": mode,
                "declarer": d["decl"],
                "decl_by_seat": decl_pts,
                "sides": sides,
                "winner": "declarer" if win == 0 else "opponents",
                "game_points": gps,
                "totals": list(totals),
                "declarer_tricks": d["dtr"],
                "last_trick_winner": d["tricks"][-1][1],
                "fault_event": fault_event,
                "pile_sizes": {sd: len(d["piles"][sd]) + len(d["extra"][sd]) for sd in (0, 1)},
            }
        )
        dealer = (dealer + 1) % 3
    return deals, report


def transcript(game, players, deals, rules=None, note=""):
    t = {"format": "trick-transcript/1", "game": game, "players": players, "deals": deals}
    if rules:
        t["rules"] = rules
    t["meta"] = {"source": "tests/data/audit/tarocchini-messages/_gen.py", "note": note}
    return t


OTTO_P = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_P = ["Elena", "Franco", "Giulia"]


def main(quiet=False):
    files = {}
    reports = {}

    def put(name, game, players, dr, note=""):
        deals, rep = dr
        files[name] = transcript(game, players, deals, note=note)
        reports[name] = rep

    put("01-otto-clean-3deals.json", "tarocchini-ottocento", OTTO_P, otto_session(101, 3))
    put(
        "02-otto-revoke.json",
        "tarocchini-ottocento",
        OTTO_P,
        otto_session(102, 2, 1, {"kind": "revoke", "from_trick": 3}),
    )
    put(
        "03-otto-failure-to-trump.json",
        "tarocchini-ottocento",
        OTTO_P,
        otto_session(103, 2, 0, {"kind": "failure_to_trump", "from_trick": 2}),
    )
    put(
        "04-otto-matto-for-king.json",
        "tarocchini-ottocento",
        OTTO_P,
        otto_session(104, 2, 1, None, "matto_king"),
    )
    put(
        "05-otto-false-cricca.json",
        "tarocchini-ottocento",
        OTTO_P,
        otto_session(105, 2, 0, None, "false_cricca"),
    )
    put(
        "06-otto-late-declaration.json", "tarocchini-ottocento", OTTO_P, otto_session(106, 2, 1, None, "late")
    )
    put(
        "07-otto-discard-king.json",
        "tarocchini-ottocento",
        OTTO_P,
        otto_session(107, 2, 0, None, "discard_king"),
    )
    put("08-otto-wrong-score-line.json", "tarocchini-ottocento", OTTO_P, otto_session(108, 2))
    put("09-otto-wrong-total.json", "tarocchini-ottocento", OTTO_P, otto_session(109, 3))
    put(
        "10-terz-clean-gioco-solo.json",
        "tarocchini-terziglio",
        TERZ_P,
        terz_session(110, ["gioco", "solo", "gioco"]),
    )
    put(
        "11-terz-discard-five.json",
        "tarocchini-terziglio",
        TERZ_P,
        terz_session(111, ["gioco", "gioco"], 1, None, "discard_5"),
    )
    put(
        "12-terz-wrong-game-points.json", "tarocchini-terziglio", TERZ_P, terz_session(112, ["gioco", "solo"])
    )
    put(
        "13-terz-revoke.json",
        "tarocchini-terziglio",
        TERZ_P,
        terz_session(113, ["solo", "gioco"], 0, {"kind": "revoke", "from_trick": 4}),
    )
    put(
        "14-terz-wrong-total.json",
        "tarocchini-terziglio",
        TERZ_P,
        terz_session(114, ["gioco", "gioco", "solo"]),
    )

    # ---- single edits on clean bases
    # 08: deal 1, team1's card_points line written 3 too high
    t = files["08-otto-wrong-score-line.json"]
    ev = t["deals"][1]["events"]
    i = next(
        i
        for i, e in enumerate(ev)
        if e["type"] == "score" and e["party"] == "team1" and e["reason"] == "card_points"
    )
    ev[i]["points"] += 3
    for e in ev:
        if e["type"] == "total" and e["party"] == "team1":
            e["points"] += 3
    reports["08-otto-wrong-score-line.json"][1]["edit"] = f"event {i}: team1 card_points +3 (total follows)"
    # 09: deal 1, team0's total written 10 too high (deal 2's total follows from the correct one)
    t = files["09-otto-wrong-total.json"]
    ev = t["deals"][1]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == "team0")
    ev[i]["points"] += 10
    reports["09-otto-wrong-total.json"][1]["edit"] = (
        f"event {i}: team0 total +10 (deal 2 adds to the right one)"
    )
    # 12: deal 1, the winners' game points written one too many
    t = files["12-terz-wrong-game-points.json"]
    ev = t["deals"][1]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["points"] > 0)
    ev[i]["points"] += 1
    p = ev[i]["party"]
    for e in ev:
        if e["type"] == "total" and e["party"] == p:
            e["points"] += 1
    reports["12-terz-wrong-game-points.json"][1]["edit"] = (
        f"event {i}: seat {p} game points +1 (total follows)"
    )
    # 14: deal 1, seat 0's total written 2 too low
    t = files["14-terz-wrong-total.json"]
    ev = t["deals"][1]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == 0)
    ev[i]["points"] -= 2
    reports["14-terz-wrong-total.json"][1]["edit"] = (
        f"event {i}: seat 0 total -2 (deal 2 adds to the right one)"
    )

    for name, t in files.items():
        (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    (HERE / "_figures.txt").write_text(json.dumps(reports, indent=1, default=str) + "\n")
    if not quiet:
        for name, rep in reports.items():
            print("==", name)
            for r in rep:
                print(json.dumps(r, default=str))


if __name__ == "__main__":
    main("--quiet" in sys.argv)
