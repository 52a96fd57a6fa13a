"""Blind generator: Tarocchini Ottocento score sheets in several shapes.

Written from /work/shared/seeds/004_c8bdb85b1ac896b0.txt (Russian) and the format spec only.
Does not import validator.  Run:  python _gen.py  (writes NN-*.json and _expected.json here).

Rules used (source quotes in EXPECTED.md):
- 62 cards; dealer deals 15 each (order of play = counter-clockwise), takes the last 2 and
  discards 2 (never a 5-point card).  The generator discards two suit pips (10..6), which belong
  to no combination, so the discards' place in the after-play count cannot matter.
- follow suit; void -> must trump; else any card.  Matto excuses, goes back to its side.  The
  generator plays the Matto only 4th to a trick its partner is winning (no exchange card needed)
  and never in the last trick.
- Moretti T1-T4 equal; of equal ones the last played is highest.
- card points counted in pairs, one off each pair (= sum - cards/2); last trick 6.
- combinations: declared from the hand (dealer after his discard) + counted again in each side's
  captured cards.  Deals where a reading the source leaves open would change any figure are
  rejected (gaps in suit/trump runs, contatori in suit/trump runs, one contatore used in two runs,
  3+ cricche or 3+ sequences at once, dealer taking no trick, totals reaching 800).
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S, B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C, D high -> low
DECK = [r + s for s in SUITS for r in LONG] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
MORETTI = {"T1", "T2", "T3", "T4"}
CONTATORI = {"T0", "MATTO"}
PIPS = {"10", "9", "8", "7", "6"}
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def points(c: str) -> int:
    if c == "MATTO" or c in ("T20", "T19", "T0"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit_of(c: str) -> str:
    if c == "MATTO":
        return "X"
    return "T" if c.startswith("T") else c[-1]


def strength(c: str) -> int:
    if c.startswith("T"):
        n = int(c[1:])
        return 100 + (2 if n in (1, 2, 3, 4) else n)  # Moretti all rank 2 (above T0, below T5)
    r = c[:-1]
    order = LONG if c[-1] in "SB" else ROUND
    return 50 - order.index(r)


def trick_winner(plays: list[tuple[int, str]]) -> int:
    """plays: [(seat, card)] in order; returns the winning seat. Last played of equal Moretti wins."""
    led = suit_of(plays[0][1])
    best = None
    for seat, c in plays:
        if c == "MATTO":
            continue
        s = suit_of(c)
        if best is None:
            best = (seat, c)
            continue
        bs = suit_of(best[1])
        if s == "T" and bs != "T":
            best = (seat, c)
        elif s == bs and (s == "T" or s == led):
            if strength(c) >= strength(best[1]) if s == "T" else strength(c) > strength(best[1]):
                # equal strength only among Moretti: the later one takes it
                best = (seat, c)
    assert best is not None
    return best[0]


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    if not trick:
        return list(hand)
    led = suit_of(trick[0][1])
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
def seq_value(n: int) -> int:
    return 10 + 5 * (n - 3) if n >= 3 else 0


def suit_run(cards: set[str], suit: str, wild: int, literal: bool) -> int:
    order = ["K", "Q", "N", "J", "1"]
    if f"K{suit}" not in cards:
        return 0
    if literal:
        faces = sum(1 for r in "QNJ" if r + suit in cards)
        if faces < 2:
            return 0
        return 1 + faces + (1 if f"1{suit}" in cards else 0)
    n, realface, w = 1, 0, wild
    for r in order[1:]:
        if r + suit in cards:
            n += 1
            realface += r != "1"
        elif w:
            w -= 1
            n += 1
        else:
            break
    return n if n >= 3 and realface >= 1 else 0


def trump_run(cards: set[str], wild: int, literal: bool) -> int:
    if "T20" not in cards:
        return 0
    grande = ["T19", "T18", "T17"]
    nums = [f"T{i}" for i in range(16, 4, -1)]
    if literal:
        g = sum(1 for c in grande if c in cards)
        if g < 2:
            return 0
        run = 0
        for c in nums:
            if c in cards:
                run += 1
            else:
                break
        return 1 + g + run
    n, real, w, prev_wild = 1, 0, wild, False
    for c in grande + nums:
        if c in cards:
            n += 1
            real += c in grande
            prev_wild = False
        elif w and not prev_wild:
            w -= 1
            n += 1
            prev_wild = True
        else:
            break
    return n if n >= 3 and real >= 1 else 0


def group_run(cards: set[str], group: list[str], wild: int) -> int:
    real = sum(1 for c in group if c in cards)
    if real < 2:
        return 0
    n = min(6, real + wild)
    return n if n >= 3 else 0


ACES = [f"1{s}" for s in SUITS]


def combos(cards: set[str], wild_suits: bool, literal: bool, wild_groups: bool = True) -> list[dict]:
    """Combinations held in a set of cards, with each contatore usable in every run."""
    nw = sum(1 for c in CONTATORI if c in cards)
    out: list[dict] = []
    for name, (members, v3, v4) in CRICCHE.items():
        k = sum(1 for c in members if c in cards)
        if k >= 3:
            out.append({"kind": "cricca", "of": name, "count": k, "value": v3 if k == 3 else v4})
    t = trump_run(cards, nw if wild_suits else 0, literal)
    if t:
        out.append({"kind": "sequence", "of": "trumps", "length": t, "value": seq_value(t)})
    for s in SUITS:
        n = suit_run(cards, s, nw if wild_suits else 0, literal)
        if n:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": n, "value": seq_value(n)})
    for name, group in (("moretti", sorted(MORETTI)), ("aces", ACES)):
        n = group_run(cards, group, nw if wild_groups else 0)
        if n:
            out.append({"kind": "sequence", "of": name, "length": n, "value": seq_value(n)})
    return out


def single_use_best(cards: set[str]) -> int:
    """Reading where each contatore serves one run only: best assignment, moretti/aces runs."""
    wilds = [c for c in CONTATORI if c in cards]
    base = sum(x["value"] for x in combos(cards, False, False, wild_groups=False))
    best = base
    for assign in itertools.product([None, "moretti", "aces"], repeat=len(wilds)):
        total = base
        for name, group in (("moretti", sorted(MORETTI)), ("aces", ACES)):
            w = sum(1 for a in assign if a == name)
            total += seq_value(group_run(cards, group, w)) - seq_value(group_run(cards, group, 0))
        best = max(best, total)
    return best


def canonical_combos(cards: set[str]) -> list[dict] | None:
    """The combinations of a set of cards, or None when a reading the source leaves open matters."""
    a = combos(cards, True, False)
    readings = [a, combos(cards, False, False), combos(cards, False, True)]
    vals = [sorted((x["kind"], x["of"], x.get("suit", ""), x["value"]) for x in r) for r in readings]
    if any(v != vals[0] for v in vals):
        return None
    if sum(1 for x in a if x["kind"] == "cricca") >= 3 or sum(1 for x in a if x["kind"] == "sequence") >= 3:
        return None
    return a


# ---------------------------------------------------------------- one deal
class Reject(Exception):
    pass


def play_deal(rng: random.Random, dealer: int, revoke: bool = False) -> dict:
    deck = DECK[:]
    rng.shuffle(deck)
    order = [(dealer + 1 + i) % 4 for i in range(4)]  # deal in order of play, eldest first
    hands: list[list[str]] = [[] for _ in range(4)]
    pos = 0
    for _round in range(3):
        for s in order:
            hands[s] += deck[pos : pos + 5]
            pos += 5
    hands[dealer] += deck[pos : pos + 2]
    dealt = [h[:] for h in hands]
    pips = [c for c in hands[dealer] if not c.startswith("T") and c != "MATTO" and c[:-1] in PIPS]
    if len(pips) < 2:
        raise Reject("dealer has no two pips")
    discard = rng.sample(pips, 2)
    for c in discard:
        hands[dealer].remove(c)
    # declarations, eldest first, dealer last; a side keeps to 2 cricche and 2 sequences
    decl: dict[int, list[dict]] = {}
    side_count = {0: [0, 0], 1: [0, 0]}
    for s in order:
        cards = set(hands[s])
        readings = [combos(cards, True, False), combos(cards, False, False), combos(cards, False, True)]
        # declare only what every open reading agrees the hand holds
        held = [x for x in readings[0] if all(x in r for r in readings[1:])]
        items = []
        for x in held:
            k = 0 if x["kind"] == "cricca" else 1
            if side_count[s % 2][k] >= 2:
                continue
            if rng.random() < 0.15:  # a player need not declare everything
                continue
            side_count[s % 2][k] += 1
            items.append(x)
        decl[s] = items
    # play
    hs = [h[:] for h in hands]
    leader = order[0]
    plays: list[tuple[int, str]] = []
    tricks: list[tuple[list[tuple[int, str]], int]] = []
    revoke_at = rng.randrange(2, 11) if revoke else -1
    revoke_event = None
    for t in range(15):
        trick: list[tuple[int, str]] = []
        for i in range(4):
            s = (leader + i) % 4
            hand = hs[s]
            if t == 14 and "MATTO" in hand:
                raise Reject("matto left for the last trick")
            opts = legal(hand, trick)
            if (
                "MATTO" in opts
                and i == 3
                and trick_winner(trick) == (s + 2) % 4
                and rng.random() < 0.7
            ):
                card = "MATTO"
            else:
                nomatto = [c for c in opts if c != "MATTO"]
                if not nomatto:
                    raise Reject("only the matto to play")
                card = rng.choice(nomatto)
                if t == revoke_at and revoke_event is None and trick:
                    led = suit_of(trick[0][1])
                    bad = [
                        c for c in hand if c not in opts and c != "MATTO" and suit_of(c) != led
                    ]
                    if bad and any(suit_of(c) == led for c in hand):
                        card = rng.choice(bad)
                        revoke_event = len(plays)
            hand.remove(card)
            trick.append((s, card))
            plays.append((s, card))
        w = trick_winner(trick)
        if "MATTO" in [c for _, c in trick] and w % 2 != [s for s, c in trick if c == "MATTO"][0] % 2:
            raise Reject("matto exchange")
        tricks.append((trick, w))
        leader = w
    if revoke and revoke_event is None:
        raise Reject("no revoke chance")
    return {
        "dealer": dealer,
        "dealt": dealt,
        "discard": discard,
        "decl": decl,
        "plays": plays,
        "tricks": tricks,
        "revoke_event": revoke_event,
    }


def score_tricks(d: dict, tricks: list[tuple[list[tuple[int, str]], int]]) -> dict | None:
    """Per side: declarations, combinations, card_points, last_trick. None if reading-dependent."""
    dealer = d["dealer"]
    piles: dict[int, list[str]] = {0: [], 1: []}
    won_by_dealer = 0
    for trick, w in tricks:
        piles[w % 2] += [c for _, c in trick]
        won_by_dealer += w == dealer
    if not won_by_dealer:
        return None  # discard_credit readings (dealer vs his side) would differ
    piles[dealer % 2] += d["discard"]
    out = {}
    for side in (0, 1):
        cs = canonical_combos(set(piles[side]))
        if cs is None:
            return None
        pile = piles[side]
        assert len(pile) % 2 == 0
        out[side] = {
            "declarations": sum(x["value"] for s in (side, side + 2) for x in d["decl"][s]),
            "combinations": sum(x["value"] for x in cs),
            "combos": cs,
            "card_points": sum(points(c) for c in pile) - len(pile) // 2,
            "last_trick": 6 if tricks[-1][1] % 2 == side else 0,
        }
        out[side]["score"] = sum(out[side][k] for k in ("declarations", "combinations", "card_points", "last_trick"))
    assert out[0]["card_points"] + out[1]["card_points"] == 87
    return out


def endings(d: dict, cut: int) -> list[dict]:
    """Every legal way to play the last `cut` tricks from where the record stops: the scores."""
    done = d["tricks"][: 15 - cut]
    hs = [list(h) for h in d["dealt"]]
    for c in d["discard"]:
        hs[d["dealer"]].remove(c)
    for trick, _ in done:
        for s, c in trick:
            hs[s].remove(c)
    leader = done[-1][1]
    results = []

    def rec(hs, leader, acc, left):
        if left == 0:
            sc = score_tricks(d, done + acc)
            results.append(sc)
            return
        def fill(trick, i):
            if i == 4:
                w = trick_winner(trick)
                rec(hs, w, acc + [(list(trick), w)], left - 1)
                return
            s = (leader + i) % 4
            for c in legal(hs[s], trick):
                hs[s].remove(c)
                trick.append((s, c))
                fill(trick, i + 1)
                trick.pop()
                hs[s].append(c)
        fill([], 0)

    rec(hs, leader, [], cut)
    return results


def make_deal(rng: random.Random, dealer: int, revoke: bool = False, cut: int = 0) -> dict:
    for _ in range(20000):
        try:
            d = play_deal(rng, dealer, revoke)
        except Reject:
            continue
        sc = score_tricks(d, d["tricks"])
        if sc is None:
            continue
        if cut:
            if "MATTO" not in [c for _, c in d["plays"][: 60 - 4 * cut]]:
                continue
            ends = endings(d, cut)
            if any(e is None for e in ends):
                continue
            d["ending_scores"] = sorted({(e[0]["score"], e[1]["score"]) for e in ends})
        d["score"] = sc
        return d
    raise RuntimeError("no deal found")


# ---------------------------------------------------------------- sheets
def item_json(x: dict) -> dict:
    return {k: v for k, v in x.items() if k != "value"}


REASONS = ("declarations", "combinations", "card_points", "last_trick")


def deal_json(d: dict, sheet: list[dict], hands: bool = True, cut: int = 0, talon: bool = False) -> dict:
    ev: list[dict] = []
    dealer = d["dealer"]
    dj: dict = {"dealer": dealer}
    if hands:
        hs = [h[:] for h in d["dealt"]]
        if talon:
            dj["hands"] = [h if s != dealer else h[:15] for s, h in enumerate(hs)]
            dj["talon"] = hs[dealer][15:]
            ev.append({"type": "take", "seat": dealer, "cards": hs[dealer][15:]})
        else:
            dj["hands"] = hs
    else:
        dj["hands"] = None
    ev.append({"type": "discard", "seat": dealer, "cards": d["discard"]})
    for i in range(4):
        s = (dealer + 1 + i) % 4
        ev.append({"type": "declare", "seat": s, "items": [item_json(x) for x in d["decl"][s]]})
    first_play = len(ev)
    nplays = 60 - 4 * cut
    for s, c in d["plays"][:nplays]:
        ev.append({"type": "play", "seat": s, "card": c})
    d["first_play"] = first_play
    d["sheet_at"] = len(ev)
    ev += sheet
    dj["events"] = ev
    return dj


def sheet_lines(shape: str, sc: dict, totals: list[int], omit_zero: bool = False) -> list[dict]:
    """shape: team | reason | totals | scores. sc: {side: {...}} with the figures to write."""
    ev: list[dict] = []
    if shape in ("team", "scores"):
        for side in (0, 1):
            ev.append({"type": "score", "party": f"team{side}", "points": sc[side]["score"]})
    if shape == "reason":
        for side in (0, 1):
            for r in REASONS:
                if omit_zero and sc[side][r] == 0:
                    continue
                ev.append({"type": "score", "party": f"team{side}", "points": sc[side][r], "reason": r})
    if shape in ("team", "reason", "totals"):
        for side in (0, 1):
            ev.append({"type": "total", "party": f"team{side}", "points": totals[side]})
    return ev


def copy_sc(sc: dict) -> dict:
    return {side: dict(v) for side, v in sc.items()}


def build(spec: dict, seed: int) -> tuple[dict, list[dict]]:
    """spec: deals: [{shape, revoke, cut, hands, talon, fault}], start."""
    rng = random.Random(seed)
    for _attempt in range(200):
        start = spec.get("start", [0, 0])
        dealer = spec.get("dealer", rng.randrange(4))
        deals = []
        for k, ds in enumerate(spec["deals"]):
            deals.append(make_deal(rng, (dealer + k) % 4, ds.get("revoke", False), ds.get("cut", 0)))
        # true running totals must stay below 800 (no game end inside the session)
        tot = list(start)
        ok = True
        for d in deals:
            for side in (0, 1):
                tot[side] += d["score"][side]["score"]
            ok = ok and max(tot) < 800
        if ok:
            break
    else:
        raise RuntimeError("totals")
    written = list(start)
    out_deals, notes = [], []
    for k, (d, ds) in enumerate(zip(deals, spec["deals"], strict=True)):
        sc = copy_sc(d["score"])
        fault = ds.get("fault")
        note = {"deal": k, "dealer": d["dealer"], "true": {s: {r: sc[s][r] for r in (*REASONS, "score")} for s in (0, 1)},
                "combos": {s: sc[s]["combos"] for s in (0, 1)}, "decl": d["decl"], "faults": []}
        if fault and fault["kind"] in ("reason", "missed_combo", "score"):
            side = fault["side"]
            r = fault.get("reason", "combinations")
            delta = fault["delta"] if fault["kind"] != "missed_combo" else -sc[side]["combos"][fault.get("which", 0)]["value"]
            sc[side][r] += delta
            sc[side]["score"] += delta
            note["faults"].append({"kind": fault["kind"], "side": side, "reason": r, "delta": delta})
        new_tot = [written[s] + sc[s]["score"] for s in (0, 1)]
        if fault and fault["kind"] == "total":
            side = fault["side"]
            new_tot[side] += fault["delta"]
            note["faults"].append({"kind": "total", "side": side, "delta": fault["delta"]})
        lines = sheet_lines(ds["shape"], sc, new_tot, ds.get("omit_zero", False))
        dj = deal_json(d, lines, ds.get("hands", True), ds.get("cut", 0), ds.get("talon", False))
        base = d["sheet_at"]
        note["sheet_at"] = base
        note["lines"] = {i + base: line for i, line in enumerate(lines)}
        if d["revoke_event"] is not None:
            note["revoke_event"] = d["first_play"] + d["revoke_event"]
            s, c = d["plays"][d["revoke_event"]]
            note["revoke"] = {"seat": s, "card": c}
        if ds.get("cut"):
            note["ending_scores"] = d["ending_scores"]
        note["written_scores"] = {s: sc[s]["score"] for s in (0, 1)}
        note["written_totals"] = new_tot
        written = new_tot
        out_deals.append(dj)
        notes.append(note)
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "deals": out_deals,
        "meta": {"audit": "ottocento-sheet-shapes", "seed": seed},
    }
    if spec.get("start"):
        doc["start"] = {"totals": spec["start"]}
    return doc, notes


FILES = {
    "01-clean-team-lines": {"deals": [{"shape": "team"}] * 3},
    "02-clean-reason-lines": {"deals": [{"shape": "reason"}] * 3},
    "03-clean-play-only": {"deals": [{"shape": "team", "hands": False}] * 2 + [{"shape": "reason", "hands": False}]},
    "04-reason-card-points": {"deals": [{"shape": "reason"}, {"shape": "reason", "fault": {"kind": "reason", "side": 1, "reason": "card_points", "delta": 4}}]},
    "05-reason-declarations": {"deals": [{"shape": "reason", "omit_zero": True}, {"shape": "reason", "omit_zero": True}, {"shape": "reason", "omit_zero": True, "fault": {"kind": "reason", "side": 0, "reason": "declarations", "delta": 13}}]},
    "06-team-wrong-total": {"deals": [{"shape": "team"}, {"shape": "team", "fault": {"kind": "total", "side": 1, "delta": 10}}, {"shape": "team"}]},
    "07-totals-only-wrong": {"deals": [{"shape": "totals"}, {"shape": "totals"}, {"shape": "totals", "fault": {"kind": "total", "side": 0, "delta": -20}}]},
    "08-team-missed-combo": {"deals": [{"shape": "team", "fault": {"kind": "missed_combo", "side": 0}}, {"shape": "team"}, {"shape": "team"}]},
    "09-reason-missed-combo-and-total": {"deals": [{"shape": "reason"}, {"shape": "reason", "fault": {"kind": "missed_combo", "side": 1}}, {"shape": "reason", "fault": {"kind": "total", "side": 0, "delta": 7}}]},
    "10-team-revoke-wrong-score": {"deals": [{"shape": "team", "revoke": True}, {"shape": "team", "fault": {"kind": "score", "side": 0, "reason": "card_points", "delta": 2}}]},
    "11-scores-no-totals-revoke": {"deals": [{"shape": "scores"}, {"shape": "scores", "revoke": True, "fault": {"kind": "score", "side": 1, "reason": "card_points", "delta": -6}}]},
    "12-play-only-reason-last-trick": {"deals": [{"shape": "reason", "hands": False, "omit_zero": True}, {"shape": "reason", "hands": False, "omit_zero": True, "fault": {"kind": "reason", "side": 0, "reason": "last_trick", "delta": 6}}]},
    "13-cut-short-endings": {"deals": [{"shape": "team", "cut": 2}, {"shape": "team", "cut": 2, "fault": "no_ending"}]},
    "14-midsession-talon-missed-combo": {"start": [214, 305], "deals": [{"shape": "team", "talon": True}, {"shape": "reason", "talon": True, "fault": {"kind": "missed_combo", "side": 1}}]},
}


def main() -> None:
    expected = {}
    for i, (name, spec) in enumerate(FILES.items()):
        seed = 8000 + i
        if any(ds.get("fault") == "no_ending" for ds in spec["deals"]):
            doc, notes = build_no_ending(spec, seed)
        else:
            doc, notes = build(spec, seed)
        (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n")
        expected[name] = notes
    (HERE / "_expected.txt").write_text(json.dumps(expected, indent=1, default=str) + "\n")


def build_no_ending(spec: dict, seed: int) -> tuple[dict, list[dict]]:
    """The last deal's score is one no legal ending of its cut-short play gives."""
    spec2 = {"deals": [dict(ds, fault=None) for ds in spec["deals"]]}
    doc, notes = build(spec2, seed)
    k = len(spec["deals"]) - 1
    note = notes[k]
    ends = note["ending_scores"]
    # shift team1's line (and its total) by 10: pick a figure no ending gives
    true1 = note["written_scores"][1]
    delta = 10
    while any(e[1] == true1 + delta for e in ends):
        delta += 1
    ev = doc["deals"][k]["events"]
    for e in ev:
        if e["type"] in ("score", "total") and e["party"] == "team1":
            e["points"] += delta
    note["faults"].append({"kind": "no_ending", "side": 1, "delta": delta})
    note["written_scores"][1] += delta
    note["written_totals"][1] += delta
    note["lines"] = {i: e for i, e in enumerate(ev) if e["type"] in ("score", "total")}
    return doc, notes


if __name__ == "__main__":
    main()
