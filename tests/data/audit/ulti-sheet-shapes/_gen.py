"""Blind generator for the ulti-sheet-shapes audit round.

Written from the Japanese source (003_bb2f67de7752728b.txt) and the transcript format only.
Plays legal Ulti deals, settles them by the source's 点数計算 (each goal and silent bonus
scored separately, declarer against each defender), and writes the result in the sheet
shapes the format allows: payments, a score per seat, scores split by reason, running totals,
totals alone, mixed in one session.  Faults are planted after the correct sheet is built.

Usage: python _gen.py [--seed N]   (writes NN-*.json beside this file and prints a summary)
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
RANKS_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANKS_T]
PLAYERS = ["Ákos", "Borbála", "Csongor"]

# goal values (source main text); red doubles trump goals
VAL = {"party": 1, "ulti": 4, "40-100": 4, "betli": 5, "rebetli": 10}
NO_TRUMP = {"betli", "rebetli"}


def rk(c):
    return c[:-1]


def st(c):
    return c[-1]


def strength(c, trump_game):
    order = RANKS_T if trump_game else RANKS_N
    return 7 - order.index(rk(c))


def pts(c):
    return 10 if rk(c) in ("A", "10") else 0


def beats(c, w, trump, tg):
    if st(c) == st(w):
        return strength(c, tg) > strength(w, tg)
    return trump is not None and st(c) == trump


def trick_winner(trick, trump, tg):
    """trick: list of (seat, card); returns index into trick"""
    wi = 0
    for i in range(1, len(trick)):
        if beats(trick[i][1], trick[wi][1], trump, tg):
            wi = i
    return wi


def legal(hand, trick, trump, tg):
    if not trick:
        return list(hand)
    led = st(trick[0][1])
    win = trick[trick_winner(trick, trump, tg)][1]
    follow = [c for c in hand if st(c) == led]
    if follow:
        cands = follow
    elif trump is not None and any(st(c) == trump for c in hand):
        cands = [c for c in hand if st(c) == trump]
    else:
        return list(hand)
    better = [c for c in cands if beats(c, win, trump, tg)]
    return better or cands


class Gen:
    def __init__(self, rng):
        self.rng = rng

    # ------------------------------------------------------------------ one deal
    def deal(self, dealer, spec, max_tries=20000):
        for _ in range(max_tries):
            d = self.try_deal(dealer, spec)
            if d is not None:
                return d
        raise RuntimeError(f"no deal found for {spec!r}")

    def try_deal(self, dealer, spec):
        rng = self.rng
        deck = DECK[:]
        rng.shuffle(deck)
        first = (dealer + 1) % 3
        hands = {}
        hands[first] = deck[:12]
        hands[(first + 1) % 3] = deck[12:22]
        hands[(first + 2) % 3] = deck[22:32]
        dealt = {s: list(h) for s, h in hands.items()}
        contract = spec["contract"]  # party | ulti | 40-100 | 40-100+ulti | betli | rebetli
        red = spec.get("red", False)
        goals = contract.split("+")
        tg = not (set(goals) & NO_TRUMP)
        events = []
        # declarer: first bidder, or the next seat after a party opening
        declarer = (first + spec.get("declarer_offset", 0)) % 3
        # trump suit
        trump = None
        if tg:
            if red:
                trump = "H"
            else:
                # pick the non-heart suit where the declarer (his 12 cards) is longest
                pool = hands[first] if declarer == first else hands[declarer]
                cands = [s for s in "DSC"]
                rng.shuffle(cands)
                trump = max(cands, key=lambda s: sum(1 for c in pool if st(c) == s))
        # --- auction
        if declarer == first:
            keep = self.pick_discard(hands[first], goals, trump, tg)
            if keep is None:
                return None
            disc = keep
            for c in disc:
                hands[first].remove(c)
            events.append({"type": "discard", "seat": first, "cards": disc})
            events.append({"type": "bid", "seat": first, "bid": self.bid_json(goals, red)})
            for s in ((first + 1) % 3, (first + 2) % 3, first):
                events.append({"type": "bid", "seat": s, "bid": "pass"})
        else:
            # first bidder opens plain party, the declarer takes and overbids
            disc0 = rng.sample(hands[first], 2)
            for c in disc0:
                hands[first].remove(c)
            events.append({"type": "discard", "seat": first, "cards": disc0})
            events.append({"type": "bid", "seat": first, "bid": {"goals": ["party"], "red": False}})
            s = (first + 1) % 3
            while s != declarer:
                events.append({"type": "bid", "seat": s, "bid": "pass"})
                s = (s + 1) % 3
            hands[declarer] += disc0
            events.append({"type": "take", "seat": declarer, "cards": disc0})
            if tg and not red:
                trump = max(rng.sample("DSC", 3), key=lambda x: sum(1 for c in hands[declarer] if st(c) == x))
            disc = self.pick_discard(hands[declarer], goals, trump, tg)
            if disc is None:
                return None
            for c in disc:
                hands[declarer].remove(c)
            events.append({"type": "discard", "seat": declarer, "cards": disc})
            events.append({"type": "bid", "seat": declarer, "bid": self.bid_json(goals, red)})
            for k in (1, 2, 3):
                events.append({"type": "bid", "seat": (declarer + k) % 3, "bid": "pass"})
        if tg and not red:
            events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
        defenders = [(declarer + 1) % 3, (declarer + 2) % 3]
        out = {
            "dealer": dealer,
            "hands": [dealt[0], dealt[1], dealt[2]],
            "declarer": declarer,
            "defenders": defenders,
            "goals": goals,
            "red": red,
            "trump": trump,
            "tg": tg,
            "discard": disc,
        }
        if spec.get("fold"):
            if goals != ["party"] or red:
                raise ValueError("fold only with plain party")
            events.append({"type": "call", "seat": declarer, "call": "fold"})
            out.update(events=events, folded=True, doubles=[], marriages={}, revoke=None)
            out["dues"] = [(declarer, d, 2, "fold") for d in defenders]
            out["flags"] = {"fold"}
            return self.check(out, spec)
        # --- marriages (only trump games without a 100 goal)
        marriages = {0: [], 1: [], 2: []}
        if tg and "40-100" not in goals:
            for s in range(3):
                for su in SUITS:
                    if "K" + su in hands[s] and "Q" + su in hands[s]:
                        marriages[s].append(40 if su == trump else 20)
                marriages[s].sort(reverse=True)
        # --- contra spec: list of (defender index 0/1, target, recontra bool)
        doubles = []
        contra = spec.get("contra")
        if contra:
            di, target, rec = contra
            doubles.append((defenders[di], target, 2))
            if rec:
                doubles.append((declarer, target, 4))
        # --- play
        revoke_spec = spec.get("revoke")  # (trick index, defender index)
        revoke = None
        leader = declarer
        tricks = []
        h = {s: list(hands[s]) for s in range(3)}
        for t in range(10):
            trick = []
            for k in range(3):
                s = (leader + k) % 3
                lg = legal(h[s], trick, trump, tg)
                card = None
                if revoke_spec and t == revoke_spec[0] and s == defenders[revoke_spec[1]] and trick:
                    led = st(trick[0][1])
                    if not any(st(c) == led for c in h[s]):
                        return None
                    off = [c for c in h[s] if st(c) != led and st(c) != trump]
                    if not off:
                        return None
                    card = rng.choice(off)
                    revoke = (t, s, card)
                if card is None:
                    card = self.choose(s, h[s], lg, trick, declarer, goals, trump, tg, t, spec)
                if t == 0:
                    if marriages[s]:
                        events.append(
                            {
                                "type": "declare",
                                "seat": s,
                                "items": [{"kind": "marriage", "points": p} for p in marriages[s]],
                            }
                        )
                    for ds, tgt, lvl in doubles:
                        if ds == s and lvl == 2:
                            events.append({"type": "double", "seat": s, "target": tgt, "level": lvl})
                h[s].remove(card)
                trick.append((s, card))
                events.append({"type": "play", "seat": s, "card": card})
            if t == 0:
                for ds, tgt, lvl in doubles:
                    if lvl == 4:
                        events.append({"type": "double", "seat": ds, "target": tgt, "level": lvl})
            wi = trick_winner(trick, trump, tg)
            tricks.append((trick, trick[wi][0]))
            leader = trick[wi][0]
        if revoke_spec and revoke is None:
            return None
        out.update(
            events=events, folded=False, doubles=doubles, marriages=marriages, tricks=tricks, revoke=revoke
        )
        self.score(out)
        return self.check(out, spec)

    def pick_discard(self, hand, goals, trump, tg):
        rng = self.rng
        protect = set()
        if "ulti" in goals:
            if "7" + trump not in hand:
                return None
            protect.add("7" + trump)
        if "40-100" in goals:
            if "K" + trump not in hand or "Q" + trump not in hand:
                return None
            protect |= {"K" + trump, "Q" + trump}
        cands = [c for c in hand if c not in protect]
        if not tg:
            # betli: throw the highest cards
            cands.sort(key=lambda c: -strength(c, False))
            return cands[:2] if rng.random() < 0.7 else rng.sample(cands, 2)
        # trump games: prefer low non-trumps
        cands.sort(key=lambda c: (st(c) == trump, strength(c, True) + rng.random() * 4))
        return cands[:2]

    def choose(self, s, hand, lg, trick, declarer, goals, trump, tg, t, spec):
        rng = self.rng
        keep = (s == declarer and ("ulti" in goals or spec.get("keep7"))) or (
            s != declarer and spec.get("def_keep7")
        )
        if keep and trump is not None and t < 9:
            no7 = [c for c in lg if c != "7" + trump]
            if no7:
                lg = no7
        if not tg and s == declarer:
            # betli declarer: lowest legal card mostly
            if rng.random() < 0.8:
                return min(lg, key=lambda c: strength(c, False))
        if rng.random() < 0.5:
            return rng.choice(lg)
        # greedy-ish: win with the highest if it wins, else lowest
        if trick:
            w = trick[trick_winner(trick, trump, tg)][1]
            winning = [c for c in lg if beats(c, w, trump, tg)]
            if winning:
                return max(winning, key=lambda c: (st(c) == trump, strength(c, tg)))
        return min(lg, key=lambda c: (st(c) == trump, strength(c, tg)))

    @staticmethod
    def bid_json(goals, red):
        g = list(goals)
        return {"goals": g, "red": red}

    # ------------------------------------------------------------------ scoring
    def score(self, d):
        D = d["declarer"]
        defs = d["defenders"]
        goals = d["goals"]
        tg = d["tg"]
        red = 2 if (d["red"] and tg) else 1
        tricks = d["tricks"]
        flags = set()
        won_by = [w for _, w in tricks]
        decl_tricks = sum(1 for w in won_by if w == D)
        cp = {0: 0, 1: 0, 2: 0}
        for i, (trick, w) in enumerate(tricks):
            cp[w] += sum(pts(c) for _, c in trick) + (10 if i == 9 else 0)
        decl_cp = cp[D]
        def_cp = cp[defs[0]] + cp[defs[1]] + sum(pts(c) for c in d["discard"])
        decl_m = sum(d["marriages"][D])
        def_m = sum(d["marriages"][defs[0]]) + sum(d["marriages"][defs[1]])
        d["card_points"] = {
            "declarer": decl_cp,
            "defenders": def_cp,
            "decl_marriages": decl_m,
            "def_marriages": def_m,
        }
        d["decl_tricks"] = decl_tricks
        # contra multipliers: per (defender, target)
        mult = {}
        for ds, tgt, lvl in d["doubles"]:
            if tg:
                for x in defs:
                    mult[(x, tgt)] = max(mult.get((x, tgt), 1), lvl)
            else:
                if ds in defs:
                    mult[(ds, tgt)] = max(mult.get((ds, tgt), 1), lvl)
                else:  # declarer's recontra answers the defender who said contra
                    for x in defs:
                        if (x, tgt) in mult:
                            mult[(x, tgt)] = max(mult[(x, tgt)], lvl)
        dues = []
        has_party = goals == ["party"] or goals == ["ulti"]
        all_goals = (["party"] if has_party and "party" not in goals else []) + goals
        last_trick, last_w = tricks[9]
        results = {}
        for g in all_goals:
            if g == "party":
                won = decl_tricks >= 1 and decl_cp + decl_m > def_cp + def_m
                if decl_cp + decl_m == def_cp + def_m:
                    d["tie"] = True
            elif g == "ulti":
                won = any(s == D and c == "7" + d["trump"] for s, c in last_trick) and last_w == D
            elif g == "40-100":
                won = decl_cp + 40 >= 100
            elif g in ("betli", "rebetli"):
                won = decl_tricks == 0
            else:
                raise ValueError(g)
            results[g] = won
        # silent bonuses (never in betli)
        silent100 = None
        if tg and has_party:
            if decl_cp + decl_m >= 100:
                silent100 = "decl"
            elif def_cp + def_m >= 100:
                silent100 = "def"
        silent_ulti = None
        if tg and "ulti" not in goals:
            for s, c in last_trick:
                if c == "7" + d["trump"]:
                    silent_ulti = ("won" if s == last_w else "lost", s)
        silent_durch = tg and decl_tricks == 10
        if silent_durch and silent100:
            d["messy"] = True
        for g in all_goals:
            won = results[g]
            flags.add(g + ("_won" if won else "_lost"))
            if g == "party" and silent100:
                continue
            for x in defs:
                amt = VAL[g] * (red if g not in NO_TRUMP else 1) * mult.get((x, g), 1)
                dues.append((x, D, amt, g) if won else (D, x, amt, g))
            if g == "ulti" and not won:
                for x in defs:
                    dues.append((D, x, 4 * red, "ulti-penalty"))
        if silent100:
            if any(tgt == "party" for _, tgt, _ in d["doubles"]):
                d["messy"] = True
            flags.add("silent100_" + silent100)
            for x in defs:
                dues.append(
                    (x, D, 2 * red, "silent-100") if silent100 == "decl" else (D, x, 2 * red, "silent-100")
                )
        if silent_ulti:
            kind, s = silent_ulti
            side = "decl" if s == D else "def"
            flags.add(f"silent_ulti_{kind}_{side}")
            if kind == "won":
                for x in defs:
                    dues.append(
                        (x, D, 2 * red, "silent-ulti") if side == "decl" else (D, x, 2 * red, "silent-ulti")
                    )
            else:
                if red == 2:
                    d["messy"] = True  # a failed silent ulti in red: leave out (doubling unclear)
                for o in range(3):
                    if o != s:
                        dues.append((s, o, 4 * red, "silent-ulti"))
        if silent_durch:
            flags.add("silent_durch")
            for x in defs:
                dues.append((x, D, 3 * red, "silent-durchmarsch"))
        if d["doubles"]:
            flags.add("contra")
        if d["revoke"]:
            flags.add("revoke")
        if any(d["marriages"].values()):
            flags.add("marriage")
        d["dues"] = dues
        d["flags"] = flags
        d["results"] = results

    def check(self, d, spec):
        if d.get("tie") or d.get("messy"):
            return None
        fl = d["flags"]
        for req in spec.get("need", []):
            if req not in fl:
                return None
        for bad in spec.get("avoid", []):
            if bad in fl:
                return None
        # no silent bonus beyond the ones asked for
        if any(f.startswith("silent") and f not in spec.get("need", []) for f in fl):
            return None
        return d


# ---------------------------------------------------------------------- sheets
def net(dues):
    n = [0, 0, 0]
    for f, t, a, _ in dues:
        n[f] -= a
        n[t] += a
    return n


def by_reason(dues):
    """ordered {reason: [net per seat]}"""
    out = {}
    for f, t, a, r in dues:
        v = out.setdefault(r, [0, 0, 0])
        v[f] -= a
        v[t] += a
    return out


def sheet_events(d, shape):
    """shape: payments | scores | split | none"""
    ev = []
    if shape == "payments":
        for f, t, a, r in d["dues"]:
            ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    elif shape == "scores":
        n = net(d["dues"])
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": n[s]})
    elif shape == "split":
        for r, v in by_reason(d["dues"]).items():
            for s in range(3):
                if v[s] != 0:
                    ev.append({"type": "score", "party": s, "points": v[s], "reason": r})
    return ev


def build_file(gen, name, specs, shapes, totals, start=None, description=""):
    """specs: per deal spec; shapes: per deal sheet shape; totals: per deal bool"""
    deals = []
    run = list(start) if start else [0, 0, 0]
    info = []
    dealer = specs[0].get("dealer", 0)
    for i, spec in enumerate(specs):
        d = gen.deal(dealer, spec)
        ev = list(d["events"])
        sh = sheet_events(d, shapes[i])
        ev_start = len(ev)
        ev += sh
        n = net(d["dues"])
        run = [run[s] + n[s] for s in range(3)]
        tot_idx = None
        if totals[i]:
            tot_idx = len(ev)
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": run[s]})
        deals.append({"dealer": dealer, "hands": d["hands"], "events": ev})
        info.append(
            {
                "deal": d,
                "sheet_start": ev_start,
                "total_start": tot_idx,
                "net": n,
                "run": list(run),
                "shape": shapes[i],
            }
        )
        dealer = (dealer + 1) % 3
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"description": description, "round": "ulti-sheet-shapes"},
        "deals": deals,
    }
    if start:
        doc["start"] = {"totals": list(start)}
    return doc, info


def find_event(doc, di, pred):
    for i, e in enumerate(doc["deals"][di]["events"]):
        if pred(e):
            return i
    raise KeyError


def carry_totals(doc, di_from, seat, delta):
    """add delta to every total of seat from deal di_from on (the sheet's own arithmetic)"""
    for di in range(di_from, len(doc["deals"])):
        for e in doc["deals"][di]["events"]:
            if e["type"] == "total" and e["party"] == seat:
                e["points"] += delta


def describe(info):
    lines = []
    for i, x in enumerate(info):
        d = x["deal"]
        lines.append(
            "  deal {}: dealer {} declarer {} goals {} red {} trump {} flags {} cp {} tricks {} dues {} net {} run {}".format(
                i,
                d["dealer"],
                d["declarer"],
                d["goals"],
                d["red"],
                d["trump"],
                sorted(d["flags"]),
                d.get("card_points"),
                d.get("decl_tricks"),
                d["dues"],
                x["net"],
                x["run"],
            )
        )
        if d.get("revoke"):
            lines.append("    revoke {}".format(d["revoke"]))
    return "\n".join(lines)


def main(seed):
    gen = Gen(random.Random(seed))
    files = []
    notes = {}

    def emit(fname, doc, info, note):
        files.append((fname, doc))
        notes[fname] = (info, note)

    # 01 clean: a score per seat per deal + running totals
    specs = [
        {"contract": "party", "red": True, "need": ["party_won", "marriage"]},
        {"contract": "ulti", "red": False, "need": ["ulti_won", "contra"], "contra": (0, "ulti", False)},
        {"contract": "party", "need": ["party_lost"], "declarer_offset": 0},
        {"contract": "40-100", "red": False, "need": ["40-100_won"], "declarer_offset": 1},
    ]
    doc, info = build_file(
        gen,
        "01",
        specs,
        ["scores"] * 4,
        [True] * 4,
        description="clean: a score per seat per deal, with running totals",
    )
    emit("01-clean-scores-totals.json", doc, info, "clean")

    # 02 clean: scores split by reason, no totals; fold, betli with contra, red ulti lost, silent ulti
    specs = [
        {"contract": "party", "fold": True},
        {
            "contract": "betli",
            "need": ["betli_won", "contra"],
            "contra": (1, "betli", False),
            "declarer_offset": 1,
        },
        {"contract": "ulti", "red": True, "need": ["ulti_lost", "party_won"]},
        {"contract": "party", "need": ["party_won", "silent_ulti_won_decl"], "keep7": True},
    ]
    doc, info = build_file(
        gen,
        "02",
        specs,
        ["split"] * 4,
        [False] * 4,
        description="clean: scores split by goal and bonus, no totals",
    )
    emit("02-clean-split-reasons.json", doc, info, "clean")

    # 03 clean: mixed session with start totals: payments, scores, totals only, split
    specs = [
        {"contract": "party", "need": ["party_won", "silent100_decl"]},
        {"contract": "rebetli", "need": ["rebetli_lost"]},
        {"contract": "party", "red": True, "need": ["party_lost", "contra"], "contra": (0, "party", True)},
        {"contract": "party", "need": ["silent_durch"]},
    ]
    doc, info = build_file(
        gen,
        "03",
        specs,
        ["payments", "scores", "none", "split"],
        [True] * 4,
        start=[12, -5, -7],
        description="clean: mixed sheet (payments, scores, totals only, split scores) after start totals",
    )
    emit("03-clean-mixed.json", doc, info, "clean")

    # 04 one wrong score line (declarer), totals carry the sheet's figure
    specs = [
        {"contract": "party", "need": ["party_won"]},
        {"contract": "40-100", "red": True, "need": ["40-100_won", "contra"], "contra": (1, "40-100", False)},
        {"contract": "party", "need": ["party_lost"]},
    ]
    doc, info = build_file(gen, "04", specs, ["scores"] * 3, [True] * 3, description="one wrong score line")
    D = info[1]["deal"]["declarer"]
    i = find_event(doc, 1, lambda e: e["type"] == "score" and e["party"] == D)
    right = doc["deals"][1]["events"][i]["points"]
    wrong = right // 2  # contra forgotten on the declarer's line
    doc["deals"][1]["events"][i]["points"] = wrong
    carry_totals(doc, 1, D, wrong - right)
    emit(
        "04-wrong-score-line.json",
        doc,
        info,
        f"deal 1 event {i}: declarer {D} score {wrong} written, rules {right}; totals carry it",
    )

    # 05 one wrong total (slip carried forward)
    specs = [
        {"contract": "ulti", "need": ["ulti_won"]},
        {"contract": "party", "red": True, "need": ["party_won"]},
        {"contract": "betli", "need": ["betli_lost"]},
        {"contract": "party", "need": ["party_won", "marriage"]},
    ]
    doc, info = build_file(
        gen, "05", specs, ["scores"] * 4, [True] * 4, description="one wrong total, carried forward"
    )
    i = find_event(doc, 1, lambda e: e["type"] == "total" and e["party"] == 2)
    right = doc["deals"][1]["events"][i]["points"]
    carry_totals(doc, 1, 2, 10)
    emit(
        "05-wrong-total.json",
        doc,
        info,
        f"deal 1 event {i}: seat 2 total {right + 10} written, {right} right; later totals carry +10",
    )

    # 06 totals only, one wrong total not carried
    specs = [
        {"contract": "party", "need": ["party_won"]},
        {"contract": "ulti", "red": True, "need": ["ulti_won"]},
        {"contract": "party", "need": ["party_lost", "contra"], "contra": (0, "party", False)},
        {"contract": "betli", "need": ["betli_won"]},
    ]
    doc, info = build_file(
        gen, "06", specs, ["none"] * 4, [True] * 4, description="totals only; one wrong total"
    )
    i = find_event(doc, 2, lambda e: e["type"] == "total" and e["party"] == 0)
    right = doc["deals"][2]["events"][i]["points"]
    doc["deals"][2]["events"][i]["points"] = right - 4
    emit(
        "06-totals-only-wrong-total.json",
        doc,
        info,
        f"deal 2 event {i}: seat 0 total {right - 4} written, {right} right; deal 3 totals right by the rules",
    )

    # 07 scores without totals, a score that forgets the silent ulti
    specs = [
        {"contract": "party", "red": True, "need": ["party_won"]},
        {"contract": "party", "need": ["party_won", "silent_ulti_won_decl"], "keep7": True},
        {"contract": "ulti", "need": ["ulti_lost"]},
    ]
    doc, info = build_file(
        gen, "07", specs, ["scores"] * 3, [False] * 3, description="scores only; the silent ulti forgotten"
    )
    d1 = info[1]["deal"]
    wrong = net([x for x in d1["dues"] if x[3] != "silent-ulti"])
    idx = []
    for s in range(3):
        i = find_event(doc, 1, lambda e, s=s: e["type"] == "score" and e["party"] == s)
        idx.append((i, s, doc["deals"][1]["events"][i]["points"], wrong[s]))
        doc["deals"][1]["events"][i]["points"] = wrong[s]
    emit("07-scores-forget-silent-ulti.json", doc, info, f"deal 1: (event, seat, right, written) {idx}")

    # 08 split by reason: silent 100 written as a plain party
    specs = [
        {"contract": "ulti", "red": False, "need": ["ulti_won"]},
        {"contract": "party", "need": ["party_won", "silent100_decl"]},
        {"contract": "party", "need": ["party_won"]},
    ]
    doc, info = build_file(
        gen,
        "08",
        specs,
        ["split"] * 3,
        [False] * 3,
        description="split sheet; the silent 100 written as a party",
    )
    d1 = info[1]["deal"]
    idx = []
    evs = doc["deals"][1]["events"]
    D = d1["declarer"]
    for i, e in enumerate(evs):
        if e["type"] == "score" and e.get("reason") == "silent-100":
            newv = 2 if e["party"] == D else -1
            idx.append((i, e["party"], e["points"], newv))
            e["points"] = newv
            e["reason"] = "party"
    emit(
        "08-split-forget-silent-100.json",
        doc,
        info,
        f"deal 1: (event, seat, right, written) {idx} (silent-100 lines written as party lines)",
    )

    # 09 revoke plus a wrong score (scores + totals)
    specs = [
        {"contract": "party", "red": True, "need": ["party_won"]},
        {"contract": "party", "need": ["party_won", "revoke"], "revoke": (3, 0)},
        {"contract": "ulti", "need": ["ulti_won"]},
    ]
    doc, info = build_file(
        gen, "09", specs, ["scores"] * 3, [True] * 3, description="a revoke and a wrong score"
    )
    D = info[1]["deal"]["declarer"]
    i = find_event(doc, 1, lambda e: e["type"] == "score" and e["party"] == D)
    right = doc["deals"][1]["events"][i]["points"]
    doc["deals"][1]["events"][i]["points"] = right + 2
    carry_totals(doc, 1, D, 2)
    rv = info[1]["deal"]["revoke"]
    emit(
        "09-revoke-wrong-score.json",
        doc,
        info,
        f"deal 1 revoke {rv}; score event {i} declarer {D} written {right + 2} right {right}; totals carry",
    )

    # 10 no-trump contra applied to both defenders
    specs = [
        {"contract": "party", "need": ["party_won"]},
        {"contract": "betli", "need": ["betli_won", "contra"], "contra": (0, "betli", False)},
        {"contract": "party", "red": True, "need": ["party_lost"]},
    ]
    doc, info = build_file(
        gen, "10", specs, ["scores"] * 3, [False] * 3, description="betli contra doubled for both defenders"
    )
    d1 = info[1]["deal"]
    D = d1["declarer"]
    other = d1["defenders"][1]
    idx = []
    for s, delta in ((D, 5), (other, -5)):
        i = find_event(doc, 1, lambda e, s=s: e["type"] == "score" and e["party"] == s)
        r = doc["deals"][1]["events"][i]["points"]
        doc["deals"][1]["events"][i]["points"] = r + delta
        idx.append((i, s, r, r + delta))
    emit("10-betli-contra-both.json", doc, info, f"deal 1: (event, seat, right, written) {idx}")

    # 11 payments then scores: red ulti lost with contra, penalty doubled too
    specs = [
        {"contract": "party", "need": ["party_won"]},
        {"contract": "ulti", "red": True, "need": ["ulti_lost", "contra"], "contra": (1, "ulti", False)},
        {"contract": "40-100", "need": ["40-100_lost"]},
    ]
    doc, info = build_file(
        gen,
        "11",
        specs,
        ["payments", "scores", "scores"],
        [False] * 3,
        description="payments then scores; contra applied to the ulti penalty",
    )
    d1 = info[1]["deal"]
    D = d1["declarer"]
    idx = []
    for s in range(3):
        delta = -16 if s == D else 8
        i = find_event(doc, 1, lambda e, s=s: e["type"] == "score" and e["party"] == s)
        r = doc["deals"][1]["events"][i]["points"]
        doc["deals"][1]["events"][i]["points"] = r + delta
        idx.append((i, s, r, r + delta))
    emit("11-mixed-ulti-penalty-contra.json", doc, info, f"deal 1: (event, seat, right, written) {idx}")

    # 12 totals only, two faults: a defender's failed silent ulti forgotten, and a total slip
    specs = [
        {"contract": "party", "need": ["party_won"]},
        {"contract": "party", "need": ["silent_ulti_lost_def"], "def_keep7": True},
        {"contract": "ulti", "need": ["ulti_won"]},
        {"contract": "party", "red": True, "need": ["party_lost"]},
    ]
    doc, info = build_file(
        gen,
        "12",
        specs,
        ["none"] * 4,
        [True] * 4,
        description="totals only; failed silent ulti forgotten; a total slip",
    )
    d1 = info[1]["deal"]
    wrong = net([x for x in d1["dues"] if x[3] != "silent-ulti"])
    rightn = info[1]["net"]
    idx = []
    for s in range(3):
        delta = wrong[s] - rightn[s]
        i = find_event(doc, 1, lambda e, s=s: e["type"] == "total" and e["party"] == s)
        idx.append(
            (i, s, doc["deals"][1]["events"][i]["points"], doc["deals"][1]["events"][i]["points"] + delta)
        )
        carry_totals(doc, 1, s, delta)
    i3 = find_event(doc, 3, lambda e: e["type"] == "total" and e["party"] == 1)
    r3 = doc["deals"][3]["events"][i3]["points"]
    doc["deals"][3]["events"][i3]["points"] = r3 + 1
    emit(
        "12-totals-two-faults.json",
        doc,
        info,
        f"deal 1 totals (event, seat, right, written) {idx} carried; deal 3 event {i3} seat 1 total {r3 + 1} written, {r3} by the sheet",
    )

    # 13 fold: the declarer's line written as -2 (scores + totals)
    specs = [
        {"contract": "ulti", "need": ["ulti_won"]},
        {"contract": "party", "fold": True},
        {"contract": "party", "red": True, "need": ["party_won"]},
    ]
    doc, info = build_file(
        gen, "13", specs, ["scores"] * 3, [True] * 3, description="fold; declarer's line wrong"
    )
    D = info[1]["deal"]["declarer"]
    i = find_event(doc, 1, lambda e: e["type"] == "score" and e["party"] == D)
    right = doc["deals"][1]["events"][i]["points"]
    doc["deals"][1]["events"][i]["points"] = -2
    carry_totals(doc, 1, D, -2 - right)
    emit(
        "13-fold-wrong-line.json",
        doc,
        info,
        f"deal 1 event {i} declarer {D} fold written -2, right {right}; totals carry",
    )

    # 14 split + totals, two faults: red silent ulti not doubled; a total slip
    specs = [
        {"contract": "party", "need": ["party_lost"]},
        {"contract": "party", "red": True, "need": ["party_won", "silent_ulti_won_decl"], "keep7": True},
        {"contract": "ulti", "need": ["ulti_won"]},
    ]
    doc, info = build_file(
        gen,
        "14",
        specs,
        ["split"] * 3,
        [True] * 3,
        description="split + totals; red silent ulti not doubled; a total slip",
    )
    d1 = info[1]["deal"]
    idx = []
    for i, e in enumerate(doc["deals"][1]["events"]):
        if e["type"] == "score" and e.get("reason") == "silent-ulti":
            newv = e["points"] // 2
            idx.append((i, e["party"], e["points"], newv))
            carry_totals(doc, 1, e["party"], newv - e["points"])
            e["points"] = newv
    i2 = find_event(doc, 2, lambda e: e["type"] == "total" and e["party"] == 0)
    r2 = doc["deals"][2]["events"][i2]["points"]
    doc["deals"][2]["events"][i2]["points"] = r2 - 2
    emit(
        "14-split-totals-two-faults.json",
        doc,
        info,
        f"deal 1 silent-ulti lines (event, seat, right, written) {idx}, totals carry; deal 2 event {i2} seat 0 total {r2 - 2} written, {r2} by the sheet",
    )

    for fname, doc in files:
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
    for fname, _ in files:
        info, note = notes[fname]
        print(fname, "--", note)
        print(describe(info))


if __name__ == "__main__":
    seed = 20261128
    if "--seed" in sys.argv:
        seed = int(sys.argv[sys.argv.index("--seed") + 1])
    main(seed)
