"""Blind generator for the ulti-payment-edge-probes audit round.

Builds Ulti sessions from the Japanese source (seeds/003) alone: hands with a fixed seed, the
auction (first bidder discards, bids, three passes), the play under the source's duties (follow,
trump, beat what lies on the table), then every payment as the source's settlement sentences
give it.  Base sessions (01-04) record every payment; variants (05-15) plant one wrong, missing
or extra payment each.  Run: python _gen.py  (it does not import validator).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SEED = 20260703
SUITS = "HDSC"
RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
RANKS_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANKS_T]
PLAYERS = ["Aki", "Bence", "Csilla"]

# The source's value table (main text): 目標と点数
VALUE = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5}
SILENT = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}
ULTI_PENALTY = 4
SILENT_ULTI_FAIL = 4


def suit(c: str) -> str:
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def strength(c: str, trump: str | None) -> int:
    order = RANKS_T if trump else RANKS_N
    return len(order) - order.index(rank(c))


def beats(a: str, b: str, led: str, trump: str | None) -> bool:
    """Does a beat b (b currently winning) in a trick led in `led`?"""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) != suit(b):
        return False
    return strength(a, trump) > strength(b, trump)


def winner(trick, trump):
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best[1], led, trump):
            best = (s, c)
    return best[0]


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    w = trick[0][1]
    for _, c in trick[1:]:
        if beats(c, w, led, trump):
            w = c
    same = [c for c in hand if suit(c) == led]
    if same:
        higher = [c for c in same if beats(c, w, led, trump)]
        return higher or same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            higher = [c for c in tr if beats(c, w, led, trump)]
            return higher or tr
    return list(hand)


def points(cards, trump):
    if not trump:
        return 0
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def trump_key(trump):
    def key(c):
        return strength(c, trump) + (10 if trump and suit(c) == trump else 0)

    return key


def simulate(hands10, declarer, trump, policy, hold7):
    """hands10: each seat's 10 cards at the first trick. policy[seat]: 'max' | 'min'.
    hold7: seats that keep the trump seven for the tenth trick."""
    hands = [list(h) for h in hands10]
    leader = declarer
    tricks = []
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal(hands[s], trick, trump)
            keep = hold7.get(s, [])
            if t < 9 and len(opts) > 1:
                opts = [c for c in opts if c not in keep] or opts
            key = trump_key(trump)
            c = max(opts, key=key) if policy[s] == "max" else min(opts, key=key)
            hands[s].remove(c)
            trick.append((s, c))
        w = winner(trick, trump)
        tricks.append((trick, w))
        leader = w
    return tricks


def outcome(tricks, declarer, trump, discards, mar):
    won = [[] for _ in range(3)]
    ntr = [0, 0, 0]
    for trick, w in tricks:
        won[w] += [c for _, c in trick]
        ntr[w] += 1
    pts = [points(won[s], trump) for s in range(3)]
    if trump:
        pts[tricks[-1][1]] += 10
    defs = [s for s in range(3) if s != declarer]
    decl_tricks = pts[declarer]
    def_tricks = sum(pts[s] for s in defs) + points(discards, trump)
    last_trick, last_w = tricks[-1]
    seven = None
    if trump:
        for s, c in last_trick:
            if c == "7" + trump:
                seven = (s, s == last_w)
    return {
        "ntr": ntr,
        "decl_tricks_pts": decl_tricks,
        "def_tricks_pts": def_tricks,
        "decl_mar": sum(mar[declarer]),
        "def_mar": sum(sum(mar[s]) for s in defs),
        "seven": seven,
        "last_winner": last_w,
        "defs": defs,
    }


def settle(spec, o):
    """Every payment, from the source's 点数計算 / コントラ / 出来役 sentences."""
    d = spec["declarer"]
    defs = o["defs"]
    trump = spec["trump"]
    red = spec["red"]
    r = 2 if red else 1
    goals = spec["goals"]
    declared = set(goals)
    if "ulti" in declared:
        declared.add("party")
    doubles = spec.get("doubles", [])

    def mult(goal, e):
        lv = 1
        for ds, tgt, level in doubles:
            if tgt != goal:
                continue
            if trump:  # 切札ありの場合,どちらの子が言っても両方の子と親の間に
                lv = max(lv, level)
            elif ds == e or ds == d:  # 切札なしの場合,言った子と親の間
                lv = max(lv, level)
        return lv

    decl_pts = o["decl_tricks_pts"] + o["decl_mar"]
    def_pts = o["def_tricks_pts"] + o["def_mar"]
    ntr = o["ntr"]
    decl_all = ntr[d] == 10
    def_all = ntr[d] == 0
    made = {}
    if "party" in declared:
        made["party"] = decl_pts > def_pts and ntr[d] >= 1
    if "ulti" in declared:
        made["ulti"] = o["seven"] == (d, True)
    if "40-100" in declared:
        made["40-100"] = o["decl_tricks_pts"] + (40 if 40 in spec_mar(spec, d) else 0) >= 100
    if "20-100" in declared:
        made["20-100"] = o["decl_tricks_pts"] + 20 >= 100 and 20 in spec_mar(spec, d)
    if "durchmarsch" in declared:
        made["durchmarsch"] = decl_all
    if "betli" in declared:
        made["betli"] = ntr[d] == 0

    # silent bonuses (出来役): not in betli
    silent = []  # (side, name) side = 'decl' | 'def'
    fail7 = None
    if "betli" not in declared and trump:
        if "ulti" not in declared and o["seven"] is not None:
            s7, won7 = o["seven"]
            if won7:
                silent.append(("decl" if s7 == d else "def", "silent-ulti"))
            else:
                fail7 = s7
        hundred = declared & {"40-100", "20-100"}
        if not hundred:
            if decl_pts >= 100:
                silent.append(("decl", "silent-100"))
            if def_pts >= 100:
                silent.append(("def", "silent-100"))
        if "durchmarsch" not in declared:
            if decl_all:
                silent.append(("decl", "silent-durchmarsch"))
            if def_all:
                silent.append(("def", "silent-durchmarsch"))
    # 黙って 100 ... “ゲーム”の点を置き換えます
    party_replaced = any(n == "silent-100" for _, n in silent) and "party" in declared

    pays = []
    order = ["party", "ulti", "40-100", "20-100", "durchmarsch", "betli"]
    for g in order:
        if g not in made:
            continue
        if g == "party" and party_replaced:
            continue
        base = VALUE[g] * (r if g != "betli" else 1)
        for e in defs:
            amt = base * mult(g, e)
            if made[g]:
                pays.append([e, d, amt, g])
            else:
                pays.append([d, e, amt, g])
    if "ulti" in made and not made["ulti"]:
        # ペナルティとして 4 点: 赤の倍は適用, コントラの倍は適用されない
        for e in defs:
            pays.append([d, e, ULTI_PENALTY * r, "ulti-penalty"])
    for side, name in silent:
        amt = SILENT[name] * r
        for e in defs:
            pays.append([e, d, amt, name] if side == "decl" else [d, e, amt, name])
    if fail7 is not None:
        assert not red, "failed silent ulti kept out of red games (the source leaves red open)"
        for s in range(3):
            if s != fail7:
                pays.append([fail7, s, SILENT_ULTI_FAIL, "silent-ulti"])
    return pays, made, silent, fail7


def spec_mar(spec, seat):
    return spec["_mar"][seat]


def build_deal(rng, spec):
    dealer = spec["dealer"]
    d = (dealer + 1) % 3
    spec["declarer"] = d
    trump = spec["trump"]
    fixed = {d: list(spec["decl"])}
    for rel, cards in spec.get("def_fixed", {}).items():
        fixed[(d + rel) % 3] = list(cards)
    for _attempt in range(20000):
        rest = [c for c in DECK if all(c not in v for v in fixed.values())]
        rng.shuffle(rest)
        hands10 = {}
        for s in range(3):
            need = 10 - len(fixed.get(s, []))
            hands10[s] = fixed.get(s, []) + rest[:need]
            rest = rest[need:]
        discards = rest[:2]
        assert len(rest) == 2
        if any(spec.get("discard_ok", lambda c: True)(c) is False for c in discards):
            continue
        h10 = [hands10[s] for s in range(3)]
        mar = [marriages(h10[s], trump) if spec["marriages"] else [] for s in range(3)]
        spec["_mar"] = [marriages(h10[s], trump) for s in range(3)]
        pol = {(d + k) % 3: p for k, p in enumerate(spec["policy"])}
        hold7 = {(d + k) % 3: ["7" + trump] for k in spec.get("hold7", [])}
        for k, cards in spec.get("hold", {}).items():
            hold7[(d + k) % 3] = cards
        tricks = simulate(h10, d, trump, pol, hold7)
        o = outcome(tricks, d, trump, discards, mar)
        pays, made, silent, fail7 = settle(spec, o)
        if spec["accept"](o, made, silent, fail7, mar, d):
            break
    else:
        raise SystemExit("no deal for " + spec["name"])
    # hands as dealt: the first bidder held his 10 plus the two he laid away
    dealt = []
    for s in range(3):
        h = list(h10[s]) + (list(discards) if s == d else [])
        rng.shuffle(h)
        dealt.append(h)
    ev = [{"type": "discard", "seat": d, "cards": discards}]
    ev.append({"type": "bid", "seat": d, "bid": {"goals": spec["goals"], "red": spec["red"]}})
    for k in (1, 2, 0):
        ev.append({"type": "bid", "seat": (d + k) % 3, "bid": "pass"})
    if trump and not spec["red"]:
        ev.append({"type": "announce", "seat": d, "items": [{"kind": "trump", "suit": trump}]})
    if not trump:
        ev.append({"type": "announce", "seat": d, "items": [{"kind": "no-trump"}]})
    doubles = spec.get("doubles", [])
    for t, (trick, _w) in enumerate(tricks):
        for s, c in trick:
            if t == 0:
                if mar[s]:
                    ev.append(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": p} for p in mar[s]],
                        }
                    )
                for ds, tgt, level in doubles:
                    if ds == s and level == 2:
                        ev.append({"type": "double", "seat": s, "target": tgt, "level": 2})
            ev.append({"type": "play", "seat": s, "card": c})
        if t == 0:
            for ds, tgt, level in doubles:
                if level == 4:
                    ev.append({"type": "double", "seat": ds, "target": tgt, "level": 4})
    for f, to, amt, why in pays:
        ev.append({"type": "payment", "from": f, "to": to, "amount": amt, "reason": why})
    info = {
        "declarer": d,
        "outcome": o,
        "made": made,
        "silent": silent,
        "fail7": fail7,
        "marriages": mar,
        "discards": discards,
        "payments": pays,
    }
    return {"dealer": dealer, "hands": dealt, "events": ev}, info


def no_extra(o, made, silent, fail7, want_silent=(), want_fail=None):
    return sorted(silent) == sorted(want_silent) and fail7 == want_fail


SPECS = {
    # Session 01: party with a silent 100; ulti lost under one defender's contra; betli with one contra.
    "01": [
        dict(
            name="01/0 party, silent 100 beside it",
            dealer=0,
            trump="S",
            red=False,
            goals=["party"],
            marriages=True,
            decl=["AS", "KS", "QS", "9S", "8S", "AD", "10D", "10C", "9C", "8H"],
            policy=["max", "max", "max"],
            accept=lambda o, m, s, f, mar, d: (
                m["party"]
                and no_extra(o, m, s, f, [("decl", "silent-100")])
                and o["ntr"][d] < 10
                and o["decl_tricks_pts"] + o["decl_mar"] < 130
            ),
        ),
        dict(
            name="01/1 ulti lost, contra by one defender (trumps)",
            dealer=1,
            trump="C",
            red=False,
            goals=["ulti"],
            marriages=True,
            decl=["7C", "KC", "QC", "JC", "AD", "10D", "AS", "10S", "AH", "KH"],
            def_fixed={1: ["AC", "10C", "9C", "8C"]},
            policy=["max", "max", "max"],
            hold7=[0],
            hold={1: ["8C"]},
            doubles=[],
            accept=lambda o, m, s, f, mar, d: (
                m["party"] and not m["ulti"] and o["seven"] == (d, False) and no_extra(o, m, s, f)
            ),
        ),
        dict(
            name="01/2 betli, contra by one defender (no trumps)",
            dealer=2,
            trump=None,
            red=False,
            goals=["betli"],
            marriages=False,
            decl=["7H", "8H", "7D", "8D", "9D", "7S", "8S", "7C", "8C", "9C"],
            policy=["min", "max", "max"],
            doubles=[(1, "betli", 2)],
            accept=lambda o, m, s, f, mar, d: m["betli"],
        ),
    ],
    # Session 02: red party with the declarer's silent 100; red party with a defender's silent ulti;
    # durchmarsch made with the declarer's silent ulti.
    "02": [
        dict(
            name="02/0 red party, silent 100 (red)",
            dealer=0,
            trump="H",
            red=True,
            goals=["party"],
            marriages=True,
            decl=["AH", "KH", "QH", "9H", "8H", "AD", "10D", "10C", "9C", "8S"],
            policy=["max", "max", "max"],
            accept=lambda o, m, s, f, mar, d: (
                m["party"] and no_extra(o, m, s, f, [("decl", "silent-100")]) and o["ntr"][d] < 10
            ),
        ),
        dict(
            name="02/1 red party, a defender's silent ulti (red)",
            dealer=1,
            trump="H",
            red=True,
            goals=["party"],
            marriages=True,
            decl=["AH", "10H", "KH", "AD", "10D", "AS", "10S", "AC", "KD", "KS"],
            def_fixed={1: ["7H", "QH", "JH"]},
            policy=["max", "max", "max"],
            hold7=[1],
            accept=lambda o, m, s, f, mar, d: m["party"] and no_extra(o, m, s, f, [("def", "silent-ulti")]),
        ),
        dict(
            name="02/2 durchmarsch with the declarer's silent ulti",
            dealer=2,
            trump="D",
            red=False,
            goals=["durchmarsch"],
            marriages=False,
            decl=["AD", "10D", "KD", "QD", "JD", "9D", "8D", "7D", "AS", "AC"],
            policy=["max", "max", "max"],
            hold7=[0],
            accept=lambda o, m, s, f, mar, d: (
                m["durchmarsch"] and no_extra(o, m, s, f, [("decl", "silent-ulti")])
            ),
        ),
    ],
    # Session 03: 40-100 made; red 20-100 made; party with a silent durchmarsch.
    "03": [
        dict(
            name="03/0 40-100 made",
            dealer=0,
            trump="S",
            red=False,
            goals=["40-100"],
            marriages=False,
            decl=["AS", "KS", "QS", "9S", "8S", "AD", "10D", "10C", "9C", "8H"],
            policy=["max", "max", "max"],
            accept=lambda o, m, s, f, mar, d: m["40-100"] and no_extra(o, m, s, f) and o["ntr"][d] < 10,
        ),
        dict(
            name="03/1 red 20-100 made",
            dealer=1,
            trump="H",
            red=True,
            goals=["20-100"],
            marriages=False,
            decl=["AH", "10H", "9H", "8H", "AD", "10D", "AS", "KS", "QS", "8C"],
            discard_ok=lambda c: c[:-1] not in ("A", "10"),
            policy=["max", "max", "max"],
            accept=lambda o, m, s, f, mar, d: (
                m["20-100"] and no_extra(o, m, s, f) and o["ntr"][d] < 10 and 40 not in [x for x in mar[d]]
            ),
        ),
        dict(
            name="03/2 party with a silent durchmarsch",
            dealer=2,
            trump="C",
            red=False,
            goals=["party"],
            marriages=True,
            decl=["AC", "10C", "KC", "JC", "9C", "8C", "AD", "AS", "AH", "10H"],
            policy=["max", "max", "max"],
            accept=lambda o, m, s, f, mar, d: (
                m["party"] and no_extra(o, m, s, f, [("decl", "silent-durchmarsch")]) and not mar[d]
            ),
        ),
    ],
    # Session 04: a defender's failed silent ulti in a party; red ulti lost under recontra.
    "04": [
        dict(
            name="04/0 party, a defender's failed silent ulti",
            dealer=0,
            trump="D",
            red=False,
            goals=["party"],
            marriages=True,
            decl=["AD", "KD", "9D", "AS", "10S", "AC", "10C", "AH", "KS", "QC"],
            def_fixed={2: ["7D"]},
            policy=["max", "max", "max"],
            hold7=[2],
            hold={0: ["9D"]},
            accept=lambda o, m, s, f, mar, d: m["party"] and f == (d + 2) % 3 and not s,
        ),
        dict(
            name="04/1 red ulti lost under contra and recontra",
            dealer=1,
            trump="H",
            red=True,
            goals=["ulti"],
            marriages=True,
            decl=["7H", "KH", "QH", "JH", "AD", "10D", "AS", "10S", "AC", "KD"],
            def_fixed={1: ["AH", "10H", "9H", "8H"]},
            policy=["max", "max", "max"],
            hold7=[0],
            hold={1: ["8H"]},
            doubles=[(0, "ulti", 2), (2, "ulti", 4)],  # seats filled in below
            accept=lambda o, m, s, f, mar, d: (
                m["party"] and not m["ulti"] and o["seven"] == (d, False) and no_extra(o, m, s, f)
            ),
        ),
    ],
}


def fix_doubles():
    # 01/1: dealer 1 -> declarer 2; the defender after him (seat 0) says contra on ulti.
    SPECS["01"][1]["doubles"] = [(0, "ulti", 2)]
    # 01/2: dealer 2 -> declarer 0; seat 1 alone says contra on betli.
    SPECS["01"][2]["doubles"] = [(1, "betli", 2)]
    # 04/1: dealer 1 -> declarer 2; seat 1 says contra, the declarer recontra.
    SPECS["04"][1]["doubles"] = [(1, "ulti", 2), (2, "ulti", 4)]


def session(rng, key, desc):
    deals, infos = [], []
    for spec in SPECS[key]:
        deal, info = build_deal(rng, spec)
        deals.append(deal)
        infos.append((spec["name"], info))
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": deals,
    }
    return t, infos


def find(deal, **kw):
    for i, e in enumerate(deal["events"]):
        if all(e.get(k) == v for k, v in kw.items()):
            return i
    raise KeyError(kw)


def main():
    rng = random.Random(SEED)
    fix_doubles()
    bases = {}
    descs = {
        "01": "Base: party with the declarer's silent 100 (replaces the party); ulti lost under one defender's contra (trumps: both defenders doubled, penalty undoubled); betli with one defender's contra (only his payment doubled).",
        "02": "Base: red party with the declarer's silent 100 (4); red party with a defender's silent ulti (declarer pays 4 to each); durchmarsch made with the declarer's silent ulti.",
        "03": "Base: 40-100 made; red 20-100 made; party with the declarer's silent durchmarsch (1 + 3).",
        "04": "Base: party with a defender's failed silent ulti (he pays 4 to each other player); red ulti lost under contra and recontra (32 each plus the red penalty 8).",
    }
    names = {
        "01": "01-base-silent100-contra-ulti-betli",
        "02": "02-base-red-silent-bonuses-durchmarsch",
        "03": "03-base-hundreds-silent-durchmarsch",
        "04": "04-base-failed-silent-ulti-red-ulti-recontra",
    }
    report = []
    for key in ("01", "02", "03", "04"):
        t, infos = session(rng, key, descs[key])
        bases[key] = t
        (HERE / f"{names[key]}.json").write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
        report.append(f"## {names[key]}.json")
        for name, info in infos:
            o = info["outcome"]
            report.append(
                f"- {name}: declarer seat {info['declarer']}, tricks {o['ntr']}, "
                f"decl pts {o['decl_tricks_pts']}+{o['decl_mar']} def pts {o['def_tricks_pts']}+{o['def_mar']}, "
                f"made {info['made']}, silent {info['silent']}, failed7 {info['fail7']}, marriages {info['marriages']}"
            )
            for p in info["payments"]:
                report.append(f"    payment {p}")

    variants = []

    def variant(fname, base, deal_i, desc, edit):
        t = copy.deepcopy(bases[base])
        d = t["deals"][deal_i]
        loc = edit(d)
        t["meta"] = {"description": desc}
        (HERE / fname).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
        variants.append((fname, deal_i, loc, desc))

    # 05: party beside the silent 100 paid as well (extra line)
    def e05(d):
        i = find(d, type="payment", reason="silent-100")
        p = d["events"][i]
        d["events"].insert(
            i, {"type": "payment", "from": p["from"], "to": p["to"], "amount": 1, "reason": "party"}
        )
        return i

    variant(
        "05-extra-party-beside-silent-100.json",
        "01",
        0,
        "From 01: deal 0 also pays the party (1) beside the silent 100 that replaces it: one extra line.",
        e05,
    )

    # 06: contra by one defender in a trump game doubled only for him
    def e06(d):
        i = find(d, type="payment", reason="ulti", to=1)  # seat 1 did not say contra
        d["events"][i]["amount"] = 4
        return i

    variant(
        "06-ulti-contra-one-defender-only.json",
        "01",
        1,
        "From 01: deal 1's lost ulti paid 8 to the contra-saying defender but 4 to the other, as if contra bound only its sayer in a trump game.",
        e06,
    )

    # 07: penalty doubled by the contra
    def e07(d):
        i = find(d, type="payment", reason="ulti-penalty", to=0)
        d["events"][i]["amount"] = 8
        return i

    variant(
        "07-ulti-penalty-doubled-by-contra.json",
        "01",
        1,
        "From 01: deal 1's failed-ulti penalty to the contra-saying defender doubled (8) by the contra.",
        e07,
    )

    # 08: betli contra applied to both defenders
    def e08(d):
        i = find(d, type="payment", reason="betli", **{"from": 2})
        d["events"][i]["amount"] = 10
        return i

    variant(
        "08-betli-contra-doubles-both.json",
        "01",
        2,
        "From 01: deal 2's betli, contra by seat 1 alone, paid 10 by seat 2 too (no-trump contra binds only its sayer).",
        e08,
    )

    # 09: red silent 100 not doubled
    def e09(d):
        i = find(d, type="payment", reason="silent-100")
        d["events"][i]["amount"] = 2
        return i

    variant(
        "09-red-silent-100-undoubled.json",
        "02",
        0,
        "From 02: deal 0's silent 100 in a red game paid 2 (undoubled) by the first defender.",
        e09,
    )

    # 10: the defenders' red silent ulti paid to one defender only
    def e10(d):
        idx = [
            i
            for i, e in enumerate(d["events"])
            if e["type"] == "payment" and e.get("reason") == "silent-ulti"
        ]
        i = idx[1]
        del d["events"][i]
        return i

    variant(
        "10-defenders-silent-ulti-one-line-missing.json",
        "02",
        1,
        "From 02: deal 1's defenders' red silent ulti paid to one defender only (the declarer's line to the other is missing).",
        e10,
    )

    # 11: party paid beside a declared durchmarsch
    def e11(d):
        i = find(d, type="payment", reason="durchmarsch")
        p = d["events"][i]
        d["events"].insert(
            i, {"type": "payment", "from": p["from"], "to": p["to"], "amount": 1, "reason": "party"}
        )
        return i

    variant(
        "11-party-beside-durchmarsch.json",
        "02",
        2,
        "From 02: deal 2 pays a party (1) beside the declared durchmarsch, with which party does not combine.",
        e11,
    )

    # 12: silent 100 beside a declared 40-100
    def e12(d):
        idx = [i for i, e in enumerate(d["events"]) if e["type"] == "payment"]
        i = idx[-1] + 1
        p = d["events"][idx[0]]
        d["events"].insert(
            i, {"type": "payment", "from": p["from"], "to": p["to"], "amount": 2, "reason": "silent-100"}
        )
        return i

    variant(
        "12-silent-100-beside-40-100.json",
        "03",
        0,
        "From 03: deal 0 pays a silent 100 (2) beside the declared and made 40-100: one extra line.",
        e12,
    )

    # 13: silent durchmarsch replacing the party
    def e13(d):
        i = find(d, type="payment", reason="party")
        del d["events"][i]
        return i

    variant(
        "13-silent-durchmarsch-replaces-party.json",
        "03",
        2,
        "From 03: deal 2's first defender pays the silent durchmarsch (3) but not the party (1), as if it replaced the party.",
        e13,
    )

    # 14: failed silent ulti paid only to the declarer
    def e14(d):
        fail = [e for e in d["events"] if e["type"] == "payment" and e.get("reason") == "silent-ulti"]
        payer = fail[0]["from"]
        i = next(
            i
            for i, e in enumerate(d["events"])
            if e["type"] == "payment"
            and e.get("reason") == "silent-ulti"
            and e["to"] != (d["dealer"] + 1) % 3
            and e["from"] == payer
        )
        del d["events"][i]
        return i

    variant(
        "14-failed-silent-ulti-partner-unpaid.json",
        "04",
        0,
        "From 04: deal 0's defender whose trump seven lost the last trick pays the declarer 4 but not his partner.",
        e14,
    )

    # 15: red penalty not doubled
    def e15(d):
        i = find(d, type="payment", reason="ulti-penalty")
        d["events"][i]["amount"] = 4
        return i

    variant(
        "15-red-ulti-penalty-undoubled.json",
        "04",
        1,
        "From 04: deal 1's red failed-ulti penalty to the first defender paid 4 (red doubling left off).",
        e15,
    )

    report.append("## variants (file, deal, event of the edit)")
    for fname, di, loc, desc in variants:
        report.append(f"- {fname}: deal {di}, event {loc}: {desc}")
    (HERE / "_gen_report.txt").write_text("\n".join(report) + "\n")
    print("\n".join(report))


if __name__ == "__main__":
    main()
