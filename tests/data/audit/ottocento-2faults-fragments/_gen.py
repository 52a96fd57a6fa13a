"""Blind generator for the ottocento-2faults-fragments audit round.

Written from the source alone (/work/shared/seeds/004_c8bdb85b1ac896b0.txt, the Russian text on
Tarocchini, section "Отточенто") and the transcript format. Does not import the validator.

Each file is an Ottocento session taken up mid-way (start totals [team0, team1]), several deals,
with declarations before play, combinations counted again after play in the captured cards, card
points in pairs (minus one a pair), 6 for the last trick, and the game to 800. Most files carry TWO
independent faults planted in the same deal; three are clean.

Where the source can be read two ways (contatori at the tail of a run, two contatori in a row, a gap
before a suit's Ace or in the grande, three or more cricche/sequences at once, the Matto's low card,
the dealer's discards in the combinations) the generator rejects the deal, so each figure written
here is the same under every reading.

Run: python _gen.py  (writes NN-*.json and _facts.txt beside itself)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "SBCD"
LONG = {"S", "B"}
RANKS_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # high -> low
RANKS_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
SUIT_CARDS = [r + s for s in SUITS for r in RANKS_LONG]
TRUMPS = [f"T{i}" for i in range(21)]
DECK = SUIT_CARDS + TRUMPS + ["MATTO"]
assert len(DECK) == 62
NEUTRAL = {r + s for s in SUITS for r in ["6", "7", "8", "9", "10"]}  # in no combination
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def points(c: str) -> int:
    if c in FIVE:
        return 5
    if c == "MATTO" or c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


assert sum(points(c) for c in DECK) == 118


def suit_of(c: str) -> str:
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def trump_rank(c: str) -> int:
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # the Moretti, equal rank
    return n


def suit_rank(c: str) -> int:
    s = c[-1]
    order = RANKS_LONG if s in LONG else RANKS_ROUND
    return len(order) - order.index(c[:-1])


def trick_winner(trick: list[tuple[int, str]]) -> int:
    """trick: [(seat, card)] in play order. Moretti: last played is highest (source)."""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    for seat, c in trick:
        if c == "MATTO":
            continue
        s = suit_of(c)
        if s == "T":
            key = (2, trump_rank(c))
        elif s == led:
            key = (1, suit_rank(c))
        else:
            continue
        if best is None or key >= best[0] and (key > best[0] or key == (2, 1)):
            # ">" for a higher card; an equal Moretto played later wins (last_played)
            best = (key, seat)
    return best[1]


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}
CONTATORI = {"T0", "MATTO"}


def seq_points(n: int) -> int:
    return 0 if n < 3 else 10 + 5 * (n - 3)


def run_len(positions, have, c, *, min_nat_idx, tail_ok, consec_ok, exception=None):
    """Consecutive run from positions[0] (must be natural), contatori (c of them, each usable in every
    run) fill gaps. consec_ok: two fills in a row allowed. exception(pos_a, pos_b): a pair of
    consecutive fills allowed anyway. Minimum: 3 long, with at least one natural among
    positions[min_nat_idx]. Returns the length (0: no sequence)."""
    if positions[0] not in have:
        return 0
    filled = [False]
    used = 0
    for i, p in enumerate(positions[1:], 1):
        if p in have:
            filled.append(False)
            continue
        if used >= c:
            break
        if filled[-1] and not consec_ok and not (exception and exception(positions[i - 1], p)):
            break
        filled.append(True)
        used += 1
    if not tail_ok:
        while filled and filled[-1]:
            filled.pop()
    n = len(filled)
    if n < 3:
        return 0
    if not any(positions[j] in have for j in min_nat_idx):
        return 0
    return n


def trump_seq_variants(have: set, c: int) -> set:
    pos = [f"T{n}" for n in range(20, 4, -1)]
    out = set()

    def exc(a, b):
        return {a, b} == {"T17", "T16"}

    for use_exc in (True, False):
        out.add(run_len(pos, have, c, min_nat_idx=[1, 2], tail_ok=True, consec_ok=False,
                        exception=exc if use_exc else None))
    # "Angel and at least two of the next three grande": a gap in the grande left open
    if "T20" in have:
        g = [p for p in ["T19", "T18", "T17"] if p in have]
        if len(g) >= 2 and len(g) < 3:
            out.add(1 + len(g) + min(c, 3 - len(g)))
    return out


def suit_seq_variants(have: set, c: int, s: str) -> set:
    pos = [f"K{s}", f"Q{s}", f"N{s}", f"J{s}", f"1{s}"]
    out = set()
    for consec_ok in (True, False):
        out.add(run_len(pos, have, c, min_nat_idx=[1, 2], tail_ok=True, consec_ok=consec_ok))
    # gaps allowed: King + at least two court cards (one natural), Ace extra; contatori fill what is missing
    if pos[0] in have:
        q = sum(p in have for p in pos[1:4])
        fills = min(c, 3 - q)
        courts = q + fills
        if q >= 1 and courts >= 2:
            ace = 1 if pos[4] in have else (1 if c - fills > 0 else 0)
            out.add(1 + courts + ace)
        else:
            out.add(0)
    return out


def count_seq(have: set, c: int, group: list[str]) -> int:
    m = sum(g in have for g in group)
    if m < 2:
        return 0
    n = min(6, m + c)
    return n if n >= 3 else 0


class Ambiguous(Exception):
    pass


def combos(cards, *, strict=True) -> list[dict]:
    """The combinations a set of cards holds, as declare items with points. Raises Ambiguous where
    the source's readings differ (strict)."""
    have = set(cards)
    c = len(have & CONTATORI)
    items = []
    for of, (group, p3, p4) in CRICCHE.items():
        n = sum(g in have for g in group)
        if n >= 3:
            items.append({"kind": "cricca", "of": of, "count": n, "pts": p3 if n == 3 else p4})
    v = trump_seq_variants(have, c)
    if strict and len(v) > 1:
        raise Ambiguous(f"trumps {sorted(v)}")
    n = max(v)
    if n:
        items.append({"kind": "sequence", "of": "trumps", "length": n, "pts": seq_points(n)})
    for s in SUITS:
        v = suit_seq_variants(have, c, s)
        if strict and len(v) > 1:
            raise Ambiguous(f"suit {s} {sorted(v)}")
        n = max(v)
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n, "pts": seq_points(n)})
    n = count_seq(have, c, ["T1", "T2", "T3", "T4"])
    if n:
        items.append({"kind": "sequence", "of": "moretti", "length": n, "pts": seq_points(n)})
    n = count_seq(have, c, [f"1{s}" for s in SUITS])
    if n:
        items.append({"kind": "sequence", "of": "aces", "length": n, "pts": seq_points(n)})
    return items


def n_kind(items, kind):
    return sum(1 for i in items if i["kind"] == kind)


def item_value(item, hand) -> int:
    """Points of a declared item if the hand holds it (a smaller set or run than held is allowed)."""
    held = combos(hand, strict=False)
    for h in held:
        if h["kind"] != item["kind"] or h["of"] != item["of"]:
            continue
        if item["kind"] == "cricca":
            if item["count"] <= h["count"]:
                return CRICCHE[item["of"]][1] if item["count"] == 3 else CRICCHE[item["of"]][2]
        else:
            if item.get("suit") != h.get("suit"):
                continue
            if 3 <= item["length"] <= h["length"]:
                return seq_points(item["length"])
    return 0


def strip(item):
    return {k: v for k, v in item.items() if k != "pts"}


def label(item):
    if item["kind"] == "cricca":
        return f"cricca {item['of']} x{item['count']}"
    s = f" {item['suit']}" if item.get("suit") else ""
    return f"sequence {item['of']}{s} len {item['length']}"


# ---------------------------------------------------------------- one deal
class Reject(Exception):
    pass


def play_deal(rng, dealer, *, plant=None, talon_form=False, decl_policy="max2"):
    """Deal, discard, declare, play 15 tricks, score. plant: dict of faults to plant during play."""
    plant = plant or {}
    deck = DECK[:]
    rng.shuffle(deck)
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    hands = {s: [] for s in range(4)}
    k = 0
    for _ in range(3):
        for s in order:
            hands[s] += deck[k:k + 5]
            k += 5
    widow = deck[60:62]
    dealt = {s: list(hands[s]) for s in range(4)}
    hands[dealer] += widow
    events = []
    idx = {}
    faults = {}
    if talon_form:
        events.append({"type": "take", "seat": dealer, "cards": list(widow)})
    # discard: two neutral pips (or a 5-point card if planted)
    pool = [c for c in hands[dealer] if c in NEUTRAL]
    if plant.get("illegal_discard"):
        kings = [c for c in hands[dealer] if c in FIVE and c not in ("MATTO", "T0")]
        if not kings or not pool:
            raise Reject("no 5-point card for the discard")
        disc = [rng.choice(kings), rng.choice(pool)]
    else:
        if len(pool) < 2:
            raise Reject("no neutral discard")
        disc = rng.sample(pool, 2)
    for c in disc:
        hands[dealer].remove(c)
    if plant.get("illegal_discard"):
        faults["illegal_discard"] = (len(events), dealer, disc[0])
    idx["discard"] = len(events)
    events.append({"type": "discard", "seat": dealer, "cards": disc})

    # declarations, eldest first, dealer last
    decl_value = {0: 0, 1: 0}
    decl_items = {}
    for s in order:
        held = combos(hands[s])  # raises Ambiguous
        cr = [i for i in held if i["kind"] == "cricca"]
        sq = [i for i in held if i["kind"] == "sequence"]
        rng.shuffle(cr)
        rng.shuffle(sq)
        pick = cr[:2] + sq[:2]
        if decl_policy == "none" or rng.random() < 0.15:
            pick = []
        items = []
        for it in pick:
            it = dict(it)
            if plant.get("under") == s and it["kind"] == "cricca" and it["count"] == 4:
                it["count"] = 3
                it["pts"] = CRICCHE[it["of"]][1]
                faults.setdefault("under", []).append((s, label(it)))
            if plant.get("under") == s and it["kind"] == "sequence" and it["length"] > 3:
                it["length"] -= 1
                it["pts"] = seq_points(it["length"])
                faults.setdefault("under", []).append((s, label(it)))
            items.append(it)
        if plant.get("false_decl") == s:
            fake = false_item(hands[s], rng)
            if fake is None:
                raise Reject("no false item")
            items.insert(rng.randrange(len(items) + 1), fake)
            faults["false_decl"] = (len(events), s, label(fake))
        idx[f"declare{s}"] = len(events)
        events.append({"type": "declare", "seat": s, "items": [strip(i) for i in items]})
        decl_items[s] = items
        decl_value[s % 2] += sum(item_value(i, hands[s]) for i in items)

    # play
    play_hands = {s: list(hands[s]) for s in range(4)}
    leader = (dealer + 1) % 4
    tricks = []
    matto_info = None
    for t in range(15):
        trick = []
        first = leader
        if plant.get("ooturn_trick") == t:
            first = (leader + 2) % 4
            faults["out_of_turn"] = (len(events), first, leader)
        led = None
        for j in range(4):
            s = (first + j) % 4
            h = play_hands[s]
            if led is None:
                opts = [c for c in h if c != "MATTO"]
                if not opts:
                    raise Reject("Matto led")
            else:
                opts = legal(h, led)
            bad = [c for c in h if c not in opts and c != "MATTO"] if led is not None else []
            if plant.get("revoke_trick") == t and "revoke" not in faults and bad:
                card = rng.choice(bad)
                faults["revoke"] = (len(events), s, card, led, sorted(c for c in opts if c != "MATTO"))
            else:
                if led is not None and "MATTO" in opts and (rng.random() < 0.25 or len(h) <= 3):
                    card = "MATTO"
                else:
                    cand = [c for c in opts if c != "MATTO"] or opts
                    card = rng.choice(cand)
            h.remove(card)
            if led is None and card != "MATTO":
                led = suit_of(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        w = trick_winner(trick)
        tricks.append((trick, w))
        for s, c in trick:
            if c == "MATTO":
                if t == 14:
                    raise Reject("Matto in last trick")
                matto_info = (s, w, t)
        leader = w
    # piles
    pile = {0: [], 1: []}
    tricks_won = {0: 0, 1: 0}
    dealer_tricks = 0
    for trick, w in tricks:
        tricks_won[w % 2] += 1
        if w == dealer:
            dealer_tricks += 1
        for s, c in trick:
            if c == "MATTO":
                pile[s % 2].append(c)
            else:
                pile[w % 2].append(c)
    if dealer_tricks == 0:
        raise Reject("dealer took no trick")
    give = None
    if matto_info and matto_info[0] % 2 != matto_info[1] % 2:
        mt = matto_info[0] % 2
        neutral = [c for c in pile[mt] if c in NEUTRAL]
        if not neutral or tricks_won[mt] == 0:
            raise Reject("no neutral low card for the Matto")
        give = neutral[0]
        pile[mt].remove(give)
        pile[1 - mt].append(give)
    # combinations after play: with and without the discards must agree
    res = {}
    for team in (0, 1):
        with_disc = pile[team] + (disc if team == dealer % 2 else [])
        a = combos(with_disc)
        b = combos(pile[team])
        if [strip(i) for i in a] != [strip(i) for i in b]:
            raise Ambiguous("discards change the combinations")
        if n_kind(a, "cricca") >= 3 or n_kind(a, "sequence") >= 3:
            raise Ambiguous("three or more at once")
        raw = sum(points(c) for c in with_disc)
        ncards = len(with_disc)
        assert ncards % 2 == 0, ncards
        res[team] = {
            "declarations": decl_value[team],
            "combinations": sum(i["pts"] for i in a),
            "combo_items": a,
            "card_points": raw - ncards // 2,
            "raw": raw,
            "ncards": ncards,
            "last_trick": 6 if tricks[-1][1] % 2 == team else 0,
        }
        res[team]["deal"] = sum(res[team][k] for k in ("declarations", "combinations", "card_points", "last_trick"))
    assert res[0]["card_points"] + res[1]["card_points"] == 87
    hands_out = [list(dealt[s]) for s in range(4)]
    if not talon_form:
        hands_out[dealer] += widow
    deal = {"dealer": dealer, "hands": hands_out}
    if talon_form:
        deal["talon"] = list(widow)
    deal["events"] = events
    info = {
        "res": res, "decl_items": decl_items, "hands": hands, "disc": disc, "faults": faults,
        "matto": matto_info, "give": give, "tricks": tricks, "idx": idx,
    }
    return deal, info


def false_item(hand, rng):
    """An item the hand does not hold, with no smaller form it holds either."""
    have = set(hand)
    cands = []
    for of, (group, _, _) in CRICCHE.items():
        if sum(g in have for g in group) <= 2:
            cands.append({"kind": "cricca", "of": of, "count": 3, "pts": 0})
    c = len(have & CONTATORI)
    if sum(a in have for a in [f"1{s}" for s in SUITS]) <= 1:
        cands.append({"kind": "sequence", "of": "aces", "length": 3, "pts": 0})
    if sum(m in have for m in ["T1", "T2", "T3", "T4"]) <= 1:
        cands.append({"kind": "sequence", "of": "moretti", "length": 3, "pts": 0})
    for s in SUITS:
        if f"K{s}" not in have:
            cands.append({"kind": "sequence", "of": "suit", "suit": s, "length": 3, "pts": 0})
    if "T20" not in have:
        cands.append({"kind": "sequence", "of": "trumps", "length": 3, "pts": 0})
    del c
    if not cands:
        return None
    it = rng.choice(cands)
    assert item_value(it, hand) == 0
    return it


# ---------------------------------------------------------------- sheet
def add_sheet(deal, info, prev, form, edits=None):
    """Append score and total lines. edits: {(team, reason): delta} on score lines, {("total", team): delta}."""
    edits = edits or {}
    res = info["res"]
    ev = deal["events"]
    pos = {}
    rec = {}
    for team in (0, 1):
        party = f"team{team}"
        if form == "itemized":
            s = 0
            for r in ("declarations", "combinations", "card_points", "last_trick"):
                v = res[team][r] + edits.get((team, r), 0)
                pos[(team, r)] = len(ev)
                ev.append({"type": "score", "party": party, "points": v, "reason": r})
                s += v
            rec[team] = s
        else:
            v = res[team]["deal"] + edits.get((team, "deal"), 0)
            pos[(team, "deal")] = len(ev)
            ev.append({"type": "score", "party": party, "points": v})
            rec[team] = v
    tot = {}
    for team in (0, 1):
        v = prev[team] + rec[team] + edits.get(("total", team), 0)
        pos[("total", team)] = len(ev)
        ev.append({"type": "total", "party": f"team{team}", "points": v})
        tot[team] = v
    return pos, rec, tot


# ---------------------------------------------------------------- sessions
def gen_deal(rng, dealer, plant=None, talon_form=False, check=None, tries=200000):
    plant = plant or {}
    need = set()
    if "revoke_trick" in plant:
        need.add("revoke")
    if "ooturn_trick" in plant:
        need.add("out_of_turn")
    if "under" in plant:
        need.add("under")
    if "false_decl" in plant:
        need.add("false_decl")
    if plant.get("illegal_discard"):
        need.add("illegal_discard")
    for _ in range(tries):
        try:
            deal, info = play_deal(rng, dealer, plant=plant, talon_form=talon_form)
        except (Reject, Ambiguous):
            continue
        if not need <= set(info["faults"]):
            continue
        if check and not check(deal, info):
            continue
        return deal, info
    raise RuntimeError(f"no deal for {plant}")


def choose_start(rng, infos, mode, team):
    n = len(infos)
    dv = [[inf["res"][t]["deal"] for inf in infos] for t in (0, 1)]
    de = [[inf["res"][t]["declarations"] for inf in infos] for t in (0, 1)]
    cum = [list(itertools_acc(dv[t])) for t in (0, 1)]

    def c(t, k):
        return 0 if k < 0 else cum[t][k]

    lo = [50, 50]
    hi = [799, 799]

    def cross_at(t, k, top=None):
        lo[t] = max(lo[t], 800 - c(t, k))
        hi[t] = min(hi[t], 799 - c(t, k - 1) - de[t][k], 799 - c(t, k - 1))
        if top is not None:
            hi[t] = min(hi[t], top - c(t, k))

    def stay_below(t, k):
        hi[t] = min(hi[t], 799 - c(t, k))

    other = 1 - team
    if mode == "fragment":
        stay_below(0, n - 1)
        stay_below(1, n - 1)
    elif mode == "cross_last":
        cross_at(team, n - 1)
        stay_below(other, n - 1)
    elif mode == "both_last":
        cross_at(0, n - 1)
        cross_at(1, n - 1)
    elif mode == "cross_extra":
        cross_at(team, n - 2)
        stay_below(other, n - 2)
    elif mode == "hidden_cross":  # rules total at n-2 in [800, 815]
        cross_at(team, n - 2, top=815)
        stay_below(other, n - 2)
    elif mode == "false_cross":  # rules total at n-2 in [770, 790], crossing at n-1
        cross_at(team, n - 1)
        lo[team] = max(lo[team], 770 - c(team, n - 2))
        hi[team] = min(hi[team], 790 - c(team, n - 2))
        stay_below(other, n - 1)
    else:
        raise ValueError(mode)
    if lo[0] > hi[0] or lo[1] > hi[1]:
        return None
    st = [rng.randint(lo[0], hi[0]), rng.randint(lo[1], hi[1])]
    if mode == "both_last" and st[0] + c(0, n - 1) == st[1] + c(1, n - 1):
        return None
    return st


def itertools_acc(xs):
    t = 0
    for x in xs:
        t += x
        yield t


def build(spec):
    rng = random.Random(spec["seed"])
    for _attempt in range(400):
        deals, infos = [], []
        for d in range(spec["ndeals"]):
            dealer = (spec["first_dealer"] + d) % 4
            plant = spec.get("plants", {}).get(d)
            check = spec.get("checks", {}).get(d)
            deal, info = gen_deal(rng, dealer, plant, talon_form=spec.get("talon_form", False), check=check)
            deals.append(deal)
            infos.append(info)
        start = choose_start(rng, infos, spec["mode"], spec.get("team", 0))
        if start is not None:
            break
    else:
        raise RuntimeError(spec["name"])
    # the sheet
    sheet_prev = list(start)
    rules_prev = list(start)
    log = []
    for d, (deal, info) in enumerate(zip(deals, infos, strict=True)):
        edits = spec.get("edits", {}).get(d)
        edits = edits(info, rules_prev) if callable(edits) else (edits or {})
        pos, rec, tot = add_sheet(deal, info, sheet_prev, spec.get("form", "itemized"), edits)
        rules_tot = [rules_prev[t] + info["res"][t]["deal"] for t in (0, 1)]
        log.append({"pos": pos, "rec": rec, "sheet_tot": tot, "rules_tot": rules_tot, "edits": edits,
                    "rules_prev": list(rules_prev), "sheet_prev": list(sheet_prev)})
        sheet_prev = [tot[0], tot[1]]
        rules_prev = rules_tot
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Aldo", "Bice", "Cesare", "Dora"],
        "start": {"totals": start},
        "meta": {"audit": "ottocento-2faults-fragments", "file": spec["name"], "seed": spec["seed"]},
        "deals": deals,
    }
    if spec.get("rules"):
        doc["rules"] = spec["rules"]
    return doc, infos, log, start


def has_decl(team):
    return lambda deal, info: any(
        any(item_value(i, info["hands"][s]) for i in info["decl_items"][s]) for s in (team, team + 2))


def has_combo(team):
    return lambda deal, info: len(info["res"][team]["combo_items"]) >= 1


def matto_given(deal, info):
    return info["give"] is not None


def both(*fs):
    return lambda deal, info: all(f(deal, info) for f in fs)


def last_team(team):
    return lambda deal, info: info["tricks"][-1][1] % 2 == team


def omit_decl(team):
    def f(info, prev):
        vals = [item_value(i, info["hands"][s]) for s in (team, team + 2) for i in info["decl_items"][s]]
        v = min(x for x in vals if x)
        return {(team, "declarations"): -v}
    return f


def omit_combo(team, extra=None):
    def f(info, prev):
        v = min(i["pts"] for i in info["res"][team]["combo_items"])
        e = {(team, "combinations"): -v}
        if extra:
            e.update(extra(info, prev))
        return e
    return f


def raw_cards(team):
    def f(info, prev):
        r = info["res"][team]
        return {(team, "card_points"): r["raw"] - r["card_points"]}
    return f


SPECS = [
    # ---- clean
    dict(name="01-clean-under-declared-to-800", seed=101, ndeals=3, first_dealer=2, mode="cross_last", team=1,
         plants={1: {"under": 1}}, checks={0: matto_given}),
    dict(name="02-clean-both-pass-800", seed=102, ndeals=3, first_dealer=0, mode="both_last", form="summary"),
    dict(name="03-clean-talon-fragment", seed=103, ndeals=2, first_dealer=3, mode="fragment", talon_form=True,
         plants={0: {"under": 0}}),
    # ---- two faults in one deal
    dict(name="04-revoke-and-unpaired-card-points", seed=104, ndeals=3, first_dealer=1, mode="fragment",
         plants={1: {"revoke_trick": 6}}, edits={1: raw_cards(0)}),
    dict(name="05-false-declaration-and-wrong-total", seed=105, ndeals=3, first_dealer=0, mode="cross_last",
         team=0, plants={1: {"false_decl": 2}}, edits={1: {("total", 1): 10}}),
    dict(name="06-out-of-turn-lead-and-missed-declaration", seed=106, ndeals=3, first_dealer=3, mode="fragment",
         plants={0: {"ooturn_trick": 4}}, checks={0: has_decl(1)}, edits={0: omit_decl(1)}),
    dict(name="07-revoke-and-out-of-turn-lead", seed=107, ndeals=3, first_dealer=2, mode="cross_last", team=1,
         plants={2: {"revoke_trick": 3, "ooturn_trick": 9}}),
    dict(name="08-false-declaration-and-revoke", seed=108, ndeals=2, first_dealer=1, mode="fragment",
         form="summary", plants={0: {"false_decl": 1, "revoke_trick": 10}}),
    dict(name="09-last-trick-omitted-and-missed-combination", seed=109, ndeals=3, first_dealer=0,
         mode="fragment", checks={1: both(last_team(0), has_combo(1))},
         edits={1: omit_combo(1, lambda info, prev: {(0, "last_trick"): -6})}),
    dict(name="10-king-discarded-and-wrong-total", seed=110, ndeals=3, first_dealer=1, mode="fragment",
         plants={1: {"illegal_discard": True}}, edits={1: {("total", 0): -10}}),
    dict(name="11-wrong-total-hides-800-then-deal", seed=111, ndeals=3, first_dealer=2, mode="hidden_cross",
         team=0, edits={1: lambda info, prev: {("total", 0): -30}},
         checks={2: lambda deal, info: info["res"][0]["declarations"] <= 10}),
    dict(name="12-revoke-and-wrong-total-past-800", seed=112, ndeals=3, first_dealer=3, mode="false_cross",
         team=1, plants={1: {"revoke_trick": 8}}, edits={1: {("total", 1): 30}}),
    dict(name="13-deal-after-800", seed=113, ndeals=3, first_dealer=0, mode="cross_extra", team=1,
         form="summary"),
    dict(name="14-out-of-turn-and-missed-last-trick-summary", seed=114, ndeals=3, first_dealer=1,
         mode="cross_last", team=0, form="summary", plants={1: {"ooturn_trick": 7}},
         checks={1: last_team(1)}, edits={1: {(1, "deal"): -6}}),
]


def main():
    facts = []
    for spec in SPECS:
        doc, infos, log, start = build(spec)
        (HERE / f"{spec['name']}.json").write_text(json.dumps(doc, indent=1) + "\n")
        facts.append(f"## {spec['name']}  start={start} form={spec.get('form', 'itemized')} mode={spec['mode']}")
        for d, (deal, info, lg) in enumerate(zip(doc["deals"], infos, log, strict=True)):
            r = info["res"]
            facts.append(f"deal {d}: dealer {deal['dealer']} discard {info['disc']} matto {info['matto']} give {info['give']}"
                         f" last trick won by seat {info['tricks'][-1][1]}")
            for s in range(4):
                items = info["decl_items"][s]
                facts.append(f"  declare seat {s} (event {info['idx'][f'declare{s}']}): "
                             + ", ".join(f"{label(i)}={item_value(i, info['hands'][s])}" for i in items))
            for t in (0, 1):
                facts.append(f"  team{t}: decl {r[t]['declarations']} combos {r[t]['combinations']} "
                             f"[{', '.join(label(i) + '=' + str(i['pts']) for i in r[t]['combo_items'])}] "
                             f"cards {r[t]['card_points']} (raw {r[t]['raw']} in {r[t]['ncards']} cards) "
                             f"last {r[t]['last_trick']} => deal {r[t]['deal']}")
            facts.append(f"  faults {info['faults']}")
            facts.append(f"  sheet positions {{{', '.join(f'{k}: {v}' for k, v in lg['pos'].items())}}}")
            facts.append(f"  edits {lg['edits']} recorded {lg['rec']} sheet totals {lg['sheet_tot']} "
                         f"rules totals {lg['rules_tot']} (rules prev {lg['rules_prev']}, sheet prev {lg['sheet_prev']})")
        facts.append("")
    (HERE / "_facts.txt").write_text("\n".join(facts) + "\n")
    for spec in SPECS:
        verify(HERE / f"{spec['name']}.json")


def verify(path):
    """Replay a written file from its JSON alone: plays in turn, follow/trump, and the sheet."""
    doc = json.loads(path.read_text())
    out = []
    prev = list(doc["start"]["totals"])
    rules_prev = list(prev)
    for d, deal in enumerate(doc["deals"]):
        dealer = deal["dealer"]
        hands = [list(h) for h in deal["hands"]]
        if deal.get("talon"):
            hands[dealer] += deal["talon"]
        leader = (dealer + 1) % 4
        trick = []
        won = {0: [], 1: []}
        last = None
        ties = 0
        decl = {0: 0, 1: 0}
        lines = {}
        held_for_decl = None
        pending = None
        for i, e in enumerate(deal["events"]):
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[dealer].remove(c)
                    if c in FIVE:
                        out.append((d, i, "illegal_discard"))
                won[dealer % 2] += e["cards"]
            elif e["type"] == "declare":
                held_for_decl = hands[e["seat"]]
                for it in e["items"]:
                    v = item_value(it, held_for_decl)
                    if not v:
                        out.append((d, i, "false_declaration"))
                    decl[e["seat"] % 2] += v
            elif e["type"] == "play":
                s = e["seat"]
                expect = leader if not trick else (trick[-1][0] + 1) % 4
                if s != expect:
                    out.append((d, i, "out_of_turn"))
                led = next((suit_of(c) for _, c in trick if c != "MATTO"), None)
                if e["card"] not in legal(hands[s], led):
                    out.append((d, i, "revoke"))
                hands[s].remove(e["card"])
                trick.append((s, e["card"]))
                if len(trick) == 4:
                    w = trick_winner(trick)
                    tops = [c for _, c in trick if c.startswith("T") and c != "T0"]
                    if tops and max(trump_rank(c) for c in tops) == 1 and sum(trump_rank(c) == 1 for c in tops) > 1:
                        ties += 1
                    for ss, c in trick:
                        won[(ss if c == "MATTO" else w) % 2].append(c)
                    mt = [ss for ss, c in trick if c == "MATTO" and ss % 2 != w % 2]
                    if mt:
                        pending = (mt[0] % 2, w % 2)
                    last = w
                    leader = w
                    trick = []
            elif e["type"] == "score":
                lines[(e["party"], e.get("reason", "deal"))] = (i, e["points"])
            elif e["type"] == "total":
                lines[(e["party"], "total")] = (i, e["points"])
        if pending:
            # given at the end of the hand: a neutral pip (in no combination)
            lowc = next(c for c in won[pending[0]] if c in NEUTRAL)
            won[pending[0]].remove(lowc)
            won[pending[1]].append(lowc)
        res = {}
        for t in (0, 1):
            cards = won[t]
            comb = sum(x["pts"] for x in combos(cards))
            cp = sum(points(c) for c in cards) - len(cards) // 2
            lt = 6 if last % 2 == t else 0
            res[t] = {"declarations": decl[t], "combinations": comb, "card_points": cp, "last_trick": lt}
            res[t]["deal"] = decl[t] + comb + cp + lt
        for t in (0, 1):
            rec = 0
            for r in ("declarations", "combinations", "card_points", "last_trick", "deal"):
                if (f"team{t}", r) in lines:
                    i, v = lines[(f"team{t}", r)]
                    rec += v
                    if v != res[t][r]:
                        out.append((d, i, "wrong_score"))
            i, v = lines[(f"team{t}", "total")]
            if v != rules_prev[t] + res[t]["deal"] and v != prev[t] + rec:
                out.append((d, i, "wrong_total"))
            prev[t] = v
            rules_prev[t] += res[t]["deal"]
        if any(x >= 800 for x in rules_prev) and d < len(doc["deals"]) - 1:
            out.append((d + 1, None, "deal_after_game_end"))
        if ties:
            out.append((d, None, f"info:moretti_ties={ties}"))
    print(path.name, out)


if __name__ == "__main__":
    main()
