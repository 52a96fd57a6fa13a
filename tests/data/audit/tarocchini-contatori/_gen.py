"""Generator of the blind audit round tarocchini-contatori (see EXPECTED.md).

Run from the worktree root:  python tests/data/audit/tarocchini-contatori/_gen.py
Hands are fixed where a file needs them, the rest dealt from a seeded shuffle; the play is a
simple legal policy; every figure comes from _oracle.py (written from the source, not the
engine), under every reading it lists; `--report` prints them for EXPECTED.md.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _oracle as O  # noqa: E402

DECK = (
    [f"{r}{s}" for s in "SB" for r in O.LONG_ORDER]
    + [f"{r}{s}" for s in "CD" for r in O.ROUND_ORDER]
    + [f"T{n}" for n in range(21)]
    + ["MATTO"]
)
assert len(DECK) == 62


def deal_hands(fixed, sizes, seed, talon_fixed=None, talon_size=0):
    rng = random.Random(seed)
    used = {c for cs in fixed.values() for c in cs} | set(talon_fixed or [])
    assert len(used) == sum(len(v) for v in fixed.values()) + len(talon_fixed or []), "dup"
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = []
    for seat, n in enumerate(sizes):
        h = list(fixed.get(seat, []))
        while len(h) < n:
            h.append(rest.pop())
        hands.append(h)
    talon = list(talon_fixed or [])
    while len(talon) < talon_size:
        talon.append(rest.pop())
    assert not rest, len(rest)
    return hands, talon


def strength_order(c):
    if c == "MATTO":
        return (-1, 0)
    s = O.suit_of(c)
    if s == "T":
        return (2, int(c[1:]))
    order = O.LONG_ORDER if s in "SB" else O.ROUND_ORDER
    return (1, len(order) - order.index(c[:-1]))


def choose(hand, trick, seat, team_of, nplayers, style):
    """A legal, simple policy. trick: list of (seat, card)."""
    cards = [c for _, c in trick]
    L = O.legal(hand, cards)
    nonm = [c for c in L if c != "MATTO"]
    if not trick or all(c == "MATTO" for c in cards):
        if not nonm:
            return "MATTO"
        kings = [c for c in nonm if c.startswith("K")]
        trumps = sorted([c for c in nonm if O.suit_of(c) == "T"], key=strength_order)
        if kings:
            return kings[0]
        if style.get(seat) == "trumps" and trumps:
            return trumps[-1]
        suitc = [c for c in nonm if O.suit_of(c) != "T"]
        pool = suitc or nonm
        return min(pool, key=lambda c: (O.value(c), strength_order(c)))
    winner = O.trick_winner(trick)
    last = len(trick) == nplayers - 1
    partner_wins = team_of[winner] == team_of[seat]
    if partner_wins and last and "MATTO" in L and style.get("matto_ok", True):
        return "MATTO"
    if not nonm:
        return "MATTO"
    if partner_wins:
        # give points when last, else small
        if last:
            return max(nonm, key=lambda c: (O.value(c) if c not in ("T0",) else 0, -strength_order(c)[1]))
        return min(nonm, key=lambda c: (O.value(c), strength_order(c)))
    winners = [c for c in nonm if O.trick_winner(trick + [(seat, c)]) == seat]
    if winners:
        return min(winners, key=lambda c: (strength_order(c), O.value(c)))
    return min(nonm, key=lambda c: (O.value(c), strength_order(c)))


def play_deal(hands, first, team_of, style, nplayers):
    hands = [list(h) for h in hands]
    plays = []
    leader = first
    tricks = []
    ntr = len(hands[first])
    for _ in range(ntr):
        trick = []
        for i in range(nplayers):
            seat = (leader + i) % nplayers
            c = choose(hands[seat], trick, seat, team_of, nplayers, style)
            assert c in O.legal(hands[seat], [x for _, x in trick])
            hands[seat].remove(c)
            trick.append((seat, c))
            plays.append({"type": "play", "seat": seat, "card": c})
        w = O.trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    assert all(not h for h in hands)
    return plays, tricks


def piles_from(tricks, team_of, extra, nsides=2):
    """Side piles; the Matto goes back to its owner's side, which gives a low card (a pip 6-10,
    never an Ace) to the winner's side if the winner is an opponent."""
    piles = {t: [] for t in range(nsides)}
    notes = []
    owed = []
    for trick, w in tricks:
        for s, c in trick:
            if c == "MATTO":
                if team_of[s] != team_of[w]:
                    owed.append((team_of[s], team_of[w]))
                piles[team_of[s]].append(c)
            else:
                piles[team_of[w]].append(c)
    for t, cards in extra.items():
        piles[t].extend(cards)
    for giver, taker in owed:
        won_any = any(team_of[w] == giver for _, w in tricks)
        if not won_any:
            piles[giver].remove("MATTO")
            piles[taker].append("MATTO")
            notes.append("Matto's side took no trick: Matto to the opponents")
            continue
        pips = [c for c in piles[giver] if c[:-1] in ("6", "7", "8", "9", "10") and not c.startswith("T")]
        assert pips, "no pip to give"
        g = min(pips, key=lambda c: (strength_order(c), c))
        piles[giver].remove(g)
        piles[taker].append(g)
        notes.append(f"Matto played to an opponents' trick: {g} given for it")
    return piles, notes


FILES = {}


def reg(name):
    def deco(f):
        FILES[name] = f
        return f

    return deco


# ---------------------------------------------------------------- Ottocento builder
def ottocento(name, dealer, fixed, seed, discard, declares, style=None, plant=None, scores="split", rules=None, note=None):
    sizes = [17 if s == dealer else 15 for s in range(4)]
    hands, _ = deal_hands(fixed, sizes, seed)
    team_of = {0: 0, 1: 1, 2: 0, 3: 1}
    after = [list(h) for h in hands]
    for c in discard:
        assert O.value(c) < 5
        after[dealer].remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": list(discard)}]
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    for s in order:
        events.append({"type": "declare", "seat": s, "items": declares.get(s, [])})
    plays, tricks = play_deal(after, (dealer + 1) % 4, team_of, style or {}, 4)
    events += plays
    dteam = team_of[dealer]
    dealer_won = any(w == dealer for _, w in tricks)
    disc_to = dteam if dealer_won else 1 - dteam
    piles, notes = piles_from(tricks, team_of, {disc_to: list(discard)})
    last = team_of[tricks[-1][1]]
    assert O.card_points(piles[0]) + O.card_points(piles[1]) == 87
    res = {}
    for R in O.READINGS:
        key = O.rname(R)
        per = {}
        for t in (0, 1):
            seats = [t, t + 2]
            dec = O.declared_points(declares, seats, R)
            comb = O.best_pile(piles[t], R)
            cp = O.card_points(piles[t])
            lt = 6 if last == t else 0
            per[t] = dict(declarations=dec, combinations=comb[0], combos=comb[1], card_points=cp, last_trick=lt,
                          total=dec + comb[0] + cp + lt)
        decl_ok = {s: O.declaration_ok(after[s], declares.get(s, []), R) for s in range(4)}
        res[key] = (per, decl_ok)
    base = res[O.rname(dict(share="A", gaps="R", acec="Y", dbl="1", scope="P", cs="N"))][0]
    score_events = []
    for t in (0, 1):
        b = base[t]
        if scores == "split":
            for r in ("declarations", "combinations", "card_points", "last_trick"):
                score_events.append({"type": "score", "party": f"team{t}", "points": b[r], "reason": r})
        elif scores == "total":
            score_events.append({"type": "score", "party": f"team{t}", "points": b["total"]})
    for t in (0, 1):
        if scores != "none":
            score_events.append({"type": "total", "party": f"team{t}", "points": base[t]["total"]})
    events += score_events
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules or {"preset": "standard"},
        "players": ["Alba", "Bruno", "Clelia", "Dante"],
        "meta": {"audit": "tarocchini-contatori", "file": name, "note": note or ""},
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }
    if plant:
        plant(doc)
    return doc, dict(res=res, piles=piles, tricks=tricks, notes=notes, after=after, last=last, disc_to=disc_to)


# ---------------------------------------------------------------- Terziglio builder
def terziglio(name, dealer, fixed, seed, declarer, contract, take, discard, declares, talon_fixed=None,
              style=None, plant=None, rules=None, note=None, scores=True):
    hands, talon = deal_hands(fixed, [18, 18, 18], seed, talon_fixed, 8)
    team_of = {s: (0 if s == declarer else 1) for s in range(3)}
    after = [list(h) for h in hands]
    events = []
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    for s in order:
        events.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
    widow_left = list(talon)
    if contract == "gioco":
        if take:
            events.append({"type": "take", "seat": declarer, "cards": list(take)})
            events.append({"type": "discard", "seat": declarer, "cards": list(discard)})
            for c in take:
                widow_left.remove(c)
                after[declarer].append(c)
            for c in discard:
                assert O.value(c) < 5
                after[declarer].remove(c)
                widow_left.append(c)
    for s in order:
        events.append({"type": "declare", "seat": s, "items": declares.get(s, [])})
    plays, tricks = play_deal(after, (dealer + 1) % 3, team_of, style or {}, 3)
    events += plays
    dec_won = any(w == declarer for _, w in tricks)
    if contract == "gioco":
        wt = 0 if dec_won else 1
    else:
        wt = team_of[tricks[-1][1]]
    piles, notes = piles_from(tricks, team_of, {wt: widow_left})
    last = team_of[tricks[-1][1]]
    all_tricks = len({team_of[w] for _, w in tricks}) == 1
    assert O.card_points(piles[0]) + O.card_points(piles[1]) == 87
    res = {}
    for R in O.READINGS:
        per = {}
        for t in (0, 1):
            seats = [declarer] if t == 0 else [s for s in range(3) if s != declarer]
            dec = O.declared_points(declares, seats, R)
            comb = O.best_pile(piles[t], R)
            cp = O.card_points(piles[t])
            lt = 6 if last == t else 0
            per[t] = dict(declarations=dec, combinations=comb[0], combos=comb[1], card_points=cp, last_trick=lt,
                          total=dec + comb[0] + cp + lt)
        win = 0 if per[0]["total"] > per[1]["total"] else 1
        p = per[win]["total"]
        q, r = divmod(p, 50)
        gp = q + (1 if r >= 46 else 0)  # "less than 5 points short" of the next 50: 546..549
        if all_tricks:
            gp = 40
        elif contract == "solo":
            gp *= 2
        gps = {s: (gp if team_of[s] == win else 0) for s in range(3)}
        decl_ok = {s: O.declaration_ok(after[s], declares.get(s, []), R) for s in range(3)}
        res[O.rname(R)] = (per, decl_ok, gps)
    base = res[O.rname(dict(share="A", gaps="R", acec="Y", dbl="1", scope="P", cs="N"))]
    for s in range(3 if scores else 0):
        events.append({"type": "score", "party": s, "points": base[2][s], "reason": "game_points"})
    for s in range(3 if scores else 0):
        events.append({"type": "total", "party": s, "points": base[2][s]})
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules or {"preset": "standard"},
        "players": ["Elsa", "Fosco", "Gilda"],
        "meta": {"audit": "tarocchini-contatori", "file": name, "note": note or ""},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    if plant:
        plant(doc)
    return doc, dict(res=res, piles=piles, tricks=tricks, notes=notes, after=after, last=last, widow=widow_left)


def seq(of, length, suit=None):
    d = {"kind": "sequence", "of": of, "length": length}
    if suit:
        d["suit"] = suit
    return d


def cricca(of, count):
    return {"kind": "cricca", "of": of, "count": count}


def find_score(doc, party, reason=None):
    for i, e in enumerate(doc["deals"][0]["events"]):
        if e["type"] == "score" and e["party"] == party and (reason is None or e.get("reason") == reason):
            return i, e
    raise KeyError(party)


def find_total(doc, party):
    for i, e in enumerate(doc["deals"][0]["events"]):
        if e["type"] == "total" and e["party"] == party:
            return i, e
    raise KeyError(party)


exec(open(HERE / "_files.py").read())  # the file specs


def outcomes(info):
    seen = {}
    for k, v in info["res"].items():
        sig = json.dumps(v, sort_keys=True, default=str)
        seen.setdefault(sig, []).append(k)
    return seen


def pick_seed(name, f, base, tries):
    best = None
    for sd in range(base, base + tries):
        try:
            doc, info = f(sd)
        except AssertionError:
            continue
        cost = (len(outcomes(info)) + 3 * len(info["notes"]), sd)
        if best is None or cost < best[0]:
            best = (cost, sd)
    return best[1]


def main():
    report = "--report" in sys.argv
    search = "--search" in sys.argv
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    for name, f in FILES.items():
        if only and not any(name.startswith(o) for o in only):
            continue
        sd = SEEDS.get(name)
        if search or sd is None:
            sd = pick_seed(name, f, 1000, 600)
            print(f"SEED {name} {sd}", flush=True)
        doc, info = f(sd)
        (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n")
        if report:
            print(f"===== {name}")
            ev = doc["deals"][0]["events"]
            for i, e in enumerate(ev):
                if e["type"] not in ("play",):
                    print(f"  [{i}] {json.dumps(e)}")
            print("  piles:", {t: sorted(p) for t, p in info["piles"].items()})
            print("  notes:", info["notes"], "last trick side", info["last"])
            seen = outcomes(info)
            print(f"  distinct outcomes over readings: {len(seen)}")
            for sig, ks in seen.items():
                print("   ", len(ks), "readings e.g.", ks[0])
                print("     ", sig)


if __name__ == "__main__":
    main()
