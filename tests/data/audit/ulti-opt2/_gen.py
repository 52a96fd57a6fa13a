"""Blind generator for audit round ulti-opt2 (Ulti under its rule options and presets).

Written from the Japanese source (seeds/003) only: deal, auction, play (follow, trump, overtake),
card points, goals, silent bonuses, contra chain and payments are computed here, not by the engine.
Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-opt2/_gen.py
"""

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]
PLAYERS = ["Anna", "Béla", "Csilla"]


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return len(order) - order.index(rank(c))


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


# ---------------------------------------------------------------- play


def current_best(trick, trump):
    """index into trick of the card currently winning."""
    led = suit(trick[0][1])
    best = 0
    for i, (_, c) in enumerate(trick):
        b = trick[best][1]
        if trump and suit(c) == trump and suit(b) != trump:
            best = i
        elif suit(c) == suit(b) and strength(c, trump) > strength(b, trump):
            if suit(b) == led or suit(b) == trump:
                best = i
    return best


def legal(hand, trick, trump):
    """Follow suit; else trump; and beat the cards on the table where those rules allow."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    best = trick[current_best(trick, trump)][1]
    same = [c for c in hand if suit(c) == led]
    if same:
        if suit(best) == led:  # no trump on it (or trumps were led)
            higher = [c for c in same if strength(c, trump) > strength(best, trump)]
            return higher or same
        return same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            if suit(best) == trump:
                higher = [c for c in tr if strength(c, trump) > strength(best, trump)]
                return higher or tr
            return tr
    return list(hand)


def choose(seat, hand, trick, trump, ctx, rng):
    opts = legal(hand, trick, trump)
    keep7 = trump and (trump and ("7" + trump) in opts) and len(hand) > 1
    if keep7 and len(opts) > 1:
        opts = [c for c in opts if c != "7" + trump]
    if ctx["mode"] == "betli":
        if seat == ctx["declarer"]:
            # lowest card that does not win if possible
            cand = []
            for c in opts:
                t2 = trick + [(seat, c)]
                if len(t2) > 1 and current_best(t2, None) != len(t2) - 1:
                    cand.append(c)
            pool = cand or opts
            return (
                min(pool, key=lambda c: strength(c, None))
                if cand
                else min(opts, key=lambda c: strength(c, None))
            )
        return rng.choice(opts)
    if not trick and ctx.get("lead_low") == seat and not ctx.get("lead_low_done"):
        ctx["lead_low_done"] = True
        low = [c for c in opts if c in ctx["lead_low_cards"]]
        if low:
            return low[0]
    if not trick:
        return max(
            opts, key=lambda c: (trump is not None and suit(c) == trump, strength(c, trump), rng.random())
        )
    winners = []
    for c in opts:
        t2 = trick + [(seat, c)]
        if current_best(t2, trump) == len(t2) - 1:
            winners.append(c)
    if winners:
        return min(winners, key=lambda c: (trump is not None and suit(c) == trump, strength(c, trump)))
    return min(opts, key=lambda c: (trump is not None and suit(c) == trump, pts(c), strength(c, trump)))


def play_deal(hands, leader, trump, ctx, rng, revoke=None):
    """hands: final 10-card hands. revoke: (trick_no, seat) plays a card of another suit while
    holding the led suit. Returns list of tricks [(seat, card)x3] and winners."""
    hands = [list(h) for h in hands]
    tricks, winners = [], []
    done = False
    for t in range(10):
        trick = []
        seat = leader
        for _ in range(3):
            can = False
            if revoke and not done and t >= revoke[0] and seat == revoke[1] and trick:
                led = suit(trick[0][1])
                others = [c for c in hands[seat] if suit(c) != led]
                can = any(suit(c) == led for c in hands[seat]) and bool(others)
            if can:
                c = min(others, key=lambda c: (pts(c), strength(c, trump)))
                done = True
                ctx["revoke_at"] = (t, seat, c)
            else:
                c = choose(seat, hands[seat], trick, trump, ctx, rng)
            hands[seat].remove(c)
            trick.append((seat, c))
            seat = (seat + 1) % 3
        w = trick[current_best(trick, trump)][0]
        tricks.append(trick)
        winners.append(w)
        leader = w
    if revoke and not done:
        raise ValueError("no revoke")
    return tricks, winners


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


# ---------------------------------------------------------------- values

STD = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "four-aces": 4,
    "four-tens": 9,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
    "silent-ulti": 2,
    "silent-100": 2,
    "silent-durchmarsch": 3,
    "silent-four-aces": 2,
    "ulti-fail": 4,
}
NET = dict(STD)
NET.update({"four-aces": 3, "20-100": 6, "durchmarsch": 7, "silent-100": 1, "silent-durchmarsch": 4})

DEFAULTS = {
    "point_table": "standard",
    "durchmarsch_points": "table",
    "open_durchmarsch_trump_points": "table",
    "silent_bonuses_in_durchmarsch": True,
    "silent_durchmarsch_with_aces_tens": True,
    "silent_durchmarsch_scoring": "separate",
    "silent_bonus_contra": False,
    "four_aces": False,
    "four_tens": False,
    "silent_four_aces": False,
}
ULTINET = dict(DEFAULTS)
ULTINET.update(
    {
        "point_table": "ultinet",
        "four_aces": True,
        "four_tens": True,
        "silent_durchmarsch_with_aces_tens": False,
    }
)


def values(opt):
    v = dict(NET if opt["point_table"] == "ultinet" else STD)
    if opt["durchmarsch_points"] != "table":
        v["durchmarsch"] = opt["durchmarsch_points"]
    v["redurchmarsch"] = 2 * v["durchmarsch"]
    return v


TRUMP_GOALS = {
    "party",
    "ulti",
    "40-100",
    "20-100",
    "durchmarsch",
    "open-durchmarsch",
    "four-aces",
    "four-tens",
}
NT_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def settle(d, opt):
    """Per-goal payments [(from, to, amount, reason)] for one played deal (my reading of the source)."""
    v = values(opt)
    D = d["declarer"]
    defs = [s for s in range(3) if s != D]
    trump = d["trump"]
    red = d["red"]
    goals = list(d["goals"])
    if d.get("fold"):
        return [(D, s, 2, "fold") for s in defs]
    if d.get("void"):
        return []
    tricks, winners = d["tricks"], d["winners"]
    pay = []
    contra = {}  # goal -> (level, seat of the defender who said contra)
    for seat, target, level in d.get("doubles", []):
        lv, who = contra.get(target, (1, None))
        contra[target] = (level, who if who is not None else seat)

    def mult(goal, defender):
        lv, who = contra.get(goal, (1, None))
        if lv == 1:
            return 1
        if trump is None and who != defender:
            return 1
        return lv

    rm = 2 if (red and trump) else 1
    if trump is None:
        # no-trump: betli family (lose every trick) or durchmarsch family (win every trick)
        g = goals[0]
        dtricks = sum(1 for w in winners if w == D)
        if g in ("betli", "rebetli", "open-betli"):
            ok = dtricks == 0
        else:
            ok = dtricks == 10
        base = v["redurchmarsch"] if (g == "durchmarsch" and red) else v[g]
        if g == "durchmarsch" and red:
            g = "redurchmarsch"
        for s in defs:
            amt = base * mult(goals[0], s)
            pay.append((s, D, amt, goals[0]) if ok else (D, s, amt, goals[0]))
        return pay
    # ---- trump game
    hasparty = all(g in ("party", "ulti", "four-aces", "four-tens") for g in goals)
    if hasparty and "party" not in goals:
        goals = ["party"] + goals
    dh = d["final_hands"][D]
    side = [0, 0]  # card points: declarer, defenders
    tr_d = 0
    won = {s: [] for s in range(3)}
    for t, (trick, w) in enumerate(zip(tricks, winners)):
        p = sum(pts(c) for _, c in trick) + (10 if t == 9 else 0)
        won[w] += [c for _, c in trick]
        if w == D:
            side[0] += p
            tr_d += 1
        else:
            side[1] += p
    side[1] += sum(pts(c) for c in d["discards_final"])
    marr = d["declared"]  # seat -> list of points
    mside = [sum(marr.get(D, [])), sum(sum(marr.get(s, [])) for s in defs)]
    dcards = won[D]
    allwon = tr_d == 10
    dur_goals = {"durchmarsch", "open-durchmarsch"}
    results = {}
    for g in goals:
        if g == "party":
            results[g] = tr_d >= 1 and side[0] + mside[0] > side[1] + mside[1]
        elif g == "ulti":
            last = tricks[9]
            results[g] = winners[9] == D and any(s == D and c == "7" + trump for s, c in last)
        elif g == "40-100":
            results[g] = ("K" + trump in dh and "Q" + trump in dh) and side[0] + 40 >= 100
        elif g == "20-100":
            has20 = any("K" + s in dh and "Q" + s in dh for s in SUITS if s != trump)
            results[g] = has20 and side[0] + 20 >= 100
        elif g in dur_goals:
            results[g] = allwon
        elif g == "four-aces":
            results[g] = all(("A" + s) in dcards for s in SUITS)
        elif g == "four-tens":
            results[g] = all(("10" + s) in dcards for s in SUITS)
    # silent bonuses
    silent = []  # (reason, winner side 'D' or seat, amount)
    in_dur = any(g in dur_goals for g in goals)
    silent_ok = not in_dur or opt["silent_bonuses_in_durchmarsch"]
    party_replaced_by = None
    if silent_ok:
        last = tricks[9]
        s7 = [s for s, c in last if c == "7" + trump]
        if s7 and not (s7[0] == D and "ulti" in goals):
            p7 = s7[0]
            if winners[9] == p7 or (p7 != D and winners[9] != D):
                # the 7's side won trick 10 with it only if the 7 itself won
                pass
            if winners[9] == p7:
                silent.append(("silent-ulti", "D" if p7 == D else "defs", v["silent-ulti"] * rm))
            else:
                silent.append(("ulti-fail-silent", p7, v["ulti-fail"] * rm))
        if "40-100" not in goals and "20-100" not in goals and not in_dur:
            if side[0] + mside[0] >= 100:
                silent.append(("silent-100", "D", v["silent-100"] * rm))
                party_replaced_by = "silent-100"
            elif side[1] + mside[1] >= 100:
                silent.append(("silent-100", "defs", v["silent-100"] * rm))
                party_replaced_by = "silent-100"
        aces_tens = any(g in ("four-aces", "four-tens") for g in goals)
        if allwon and not in_dur and (opt["silent_durchmarsch_with_aces_tens"] or not aces_tens):
            silent.append(("silent-durchmarsch", "D", v["silent-durchmarsch"] * rm))
            if opt["silent_durchmarsch_scoring"] == "replaces_party":
                party_replaced_by = "silent-durchmarsch"
        if opt["silent_four_aces"] and opt["four_aces"] and "four-aces" not in goals:
            if all(("A" + s) in dcards for s in SUITS):
                silent.append(("silent-four-aces", "D", v["silent-four-aces"] * rm))
    # declared goals
    for g in goals:
        if g == "party" and party_replaced_by:
            continue
        base = v[g]
        if g == "open-durchmarsch":
            base = 24 if (red or opt["open_durchmarsch_trump_points"] == "table") else 12
        else:
            base *= rm
        for s in defs:
            amt = base * mult(g, s)
            if results[g]:
                pay.append((s, D, amt, g))
            else:
                pay.append((D, s, amt, g))
                if g == "ulti":
                    pay.append((D, s, v["ulti-fail"] * rm, "ulti-penalty"))
    for reason, who, amt in silent:
        if reason == "ulti-fail-silent":
            for s in range(3):
                if s != who:
                    pay.append((who, s, amt, "ulti-penalty"))
            continue
        for s in defs:
            a = amt
            if (
                opt["silent_bonus_contra"]
                and reason in ("silent-100", "silent-durchmarsch")
                and "party" in goals
            ):
                a *= mult("party", s)
            pay.append((s, D, a, reason) if who == "D" else (D, s, a, reason))
    d["computed"] = {
        "declarer_points": side[0],
        "declarer_marriages": mside[0],
        "defender_points": side[1],
        "defender_marriages": mside[1],
        "declarer_tricks": tr_d,
        "results": results,
        "silent": [(r, w, a) for r, w, a in silent],
    }
    return pay


# ---------------------------------------------------------------- building a deal


def make_deal(spec, opt, seed):
    rng = random.Random(seed)
    dealer = spec["dealer"]
    first = (dealer + 1) % 3
    D = spec.get("declarer", first)
    trump = spec.get("trump")  # None for no-trump
    forced = {s: list(cs) for s, cs in spec.get("forced", {}).items()}
    rest = [c for c in DECK if all(c not in v for v in forced.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(3):
        n = 12 if s == first else 10
        h = list(forced.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        hands.append(h)
    # auction: the final declarer's discards
    events = []
    disc_plan = spec.get("auction")
    cur = [list(h) for h in hands]
    if disc_plan is None:
        # the first bidder discards his two weakest non-point cards and bids; all pass
        h = cur[first]
        keep = set(spec.get("keep", []))
        cand = [c for c in h if c not in keep and (trump is None or suit(c) != trump) and not pts(c)]
        if spec.get("discard_points"):
            cand = [c for c in h if c not in keep and (trump is None or suit(c) != trump)]
        rng.shuffle(cand)
        if spec.get("discard"):
            cand = list(spec["discard"])
        if len(cand) < 2:
            return None
        disc = cand[:2]
        for c in disc:
            cur[first].remove(c)
        events.append({"type": "discard", "seat": first, "cards": disc})
        events.append({"type": "bid", "seat": first, "bid": spec["bid"]})
        for k in (1, 2, 3):
            events.append({"type": "bid", "seat": (first + k) % 3, "bid": "pass"})
        final_disc = disc
    else:
        final_disc, events = disc_plan(cur, rng)
        if final_disc is None:
            return None
    final = cur
    if spec.get("hand_ok") and not spec["hand_ok"](final, D):
        return None
    if trump and not spec.get("red_bid"):
        events.append({"type": "announce", "seat": D, "items": [{"kind": "trump", "suit": trump}]})
    if trump is None:
        events.append({"type": "announce", "seat": D, "items": [{"kind": "no-trump"}]})
    if spec.get("fold"):
        events.append({"type": "call", "seat": D, "call": "fold"})
        d = {
            "declarer": D,
            "trump": trump,
            "red": spec.get("red_bid", False),
            "goals": spec["goals"],
            "fold": True,
        }
        return hands, events, d, final_disc
    mode = "betli" if spec["goals"][0] in ("betli", "rebetli", "open-betli") else "pos"
    ctx = {"mode": mode, "declarer": D}
    if spec.get("lead_low"):
        ctx["lead_low"] = D
        ctx["lead_low_cards"] = spec["lead_low"]
    try:
        tricks, winners = play_deal(final, D, trump, ctx, rng, spec.get("revoke"))
    except ValueError:
        return None
    declare_marr = trump is not None and not any(
        g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch") for g in spec["goals"]
    )
    declared = {}
    if declare_marr:
        for s in range(3):
            m = marriages(final[s], trump)
            if m:
                declared[s] = m
    d = {
        "declarer": D,
        "trump": trump,
        "red": spec.get("red_bid", False),
        "goals": spec["goals"],
        "tricks": tricks,
        "winners": winners,
        "final_hands": final,
        "discards_final": final_disc,
        "declared": declared,
        "doubles": [x[:3] for x in spec.get("doubles", [])],
        "void": spec.get("void", False),
        "revoke_at": ctx.get("revoke_at"),
    }
    # play events with declarations and contras
    doubles = spec.get("doubles", [])
    first_play_done = set()
    for t, trick in enumerate(tricks):
        for s, c in trick:
            if t == 0 and s not in first_play_done:
                for ds, tg, lv in doubles:
                    if ds == s and ds != D and lv == 2:
                        events.append({"type": "double", "seat": ds, "target": tg, "level": lv})
                if s in declared:
                    events.append(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": p} for p in declared[s]],
                        }
                    )
                first_play_done.add(s)
            events.append({"type": "play", "seat": s, "card": c})
        if t == 0:
            for ds, tg, lv in doubles:
                if lv > 2:
                    events.append({"type": "double", "seat": ds, "target": tg, "level": lv})
    return hands, events, d, final_disc


def build(spec, opt):
    for seed in range(spec.get("seed0", 0), 20000):
        r = make_deal(spec, opt, seed)
        if r is None:
            continue
        hands, events, d, _ = r
        pay = settle(d, opt)
        if spec.get("cond") and not spec["cond"](d, pay):
            continue
        for f, t, a, reason in pay:
            events.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": reason})
        return {"dealer": spec["dealer"], "hands": hands, "events": events}, d, pay, seed
    raise RuntimeError("no deal for " + spec["name"])


def net(pay):
    n = [0, 0, 0]
    for f, t, a, _ in pay:
        n[f] -= a
        n[t] += a
    return n


# ---------------------------------------------------------------- helpers for specs


def trumps_of(t, ranks=TRUMP_ORDER):
    return [r + t for r in ranks]


def no_marriage_anywhere(final, D):
    return all(not marriages(h, None) for h in final)


def both_cond(*fs):
    return lambda d, p: all(f(d, p) for f in fs)


def res(goal, val):
    return lambda d, p: d["computed"]["results"].get(goal) == val


def silent_is(names):
    return lambda d, p: sorted(r for r, _, _ in d["computed"]["silent"]) == sorted(names)


def last_trick_has_7(val):
    return lambda d, p: any(c == "7" + d["trump"] for _, c in d["tricks"][9]) == val


def first_play_index(deal):
    for i, e in enumerate(deal["events"]):
        if e["type"] == "play":
            return i


def payment_index(deal, frm, to, reason):
    for i, e in enumerate(deal["events"]):
        if e["type"] == "payment" and e["from"] == frm and e["to"] == to and e["reason"] == reason:
            return i
    raise KeyError((frm, to, reason))


def play_index(deal, seat, card):
    for i, e in enumerate(deal["events"]):
        if e["type"] == "play" and e["seat"] == seat and e["card"] == card:
            return i


LOG = []


def write(name, rules, deals_specs, opt, desc, plants=None):
    deals, info = [], []
    for k, sp in enumerate(deals_specs):
        deal, d, pay, seed = build(sp, opt)
        deals.append(deal)
        info.append((sp, d, pay, seed))
    planted = []
    if plants:
        planted = plants(deals, info)
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": deals,
    }
    (OUT / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    LOG.append((name, rules, info, planted, deals))


def replace_payment(deal, idx, amount):
    deal["events"][idx]["amount"] = amount


# ---------------------------------------------------------------- the corpus


def seat_cards(*cards):
    return list(cards)


def main():
    # ---- 01 UltiNet: 20-100 at 6 (planted 8), red 40-100 lost at 8, red party with silent 100 at 1x2
    o = dict(ULTINET)
    d0 = {
        "name": "u01d0",
        "dealer": 0,
        "trump": "S",
        "goals": ["20-100"],
        "bid": {"goals": ["20-100"], "red": False},
        "forced": {1: trumps_of("S", ["A", "10", "K", "J"]) + ["AD", "10D", "AC", "KC", "QC", "8H"]},
        "keep": ["KC", "QC", "AD", "10D", "AC", "8H"],
        "lead_low": ["8H"],
        "cond": both_cond(res("20-100", True), silent_is([])),
    }
    d1 = {
        "name": "u01d1",
        "dealer": 1,
        "trump": "H",
        "red_bid": True,
        "goals": ["40-100"],
        "bid": {"goals": ["40-100"], "red": True},
        "forced": {2: ["KH", "QH", "7H", "8H", "AS"]},
        "keep": ["KH", "QH"],
        "cond": res("40-100", False),
    }
    d2 = {
        "name": "u01d2",
        "dealer": 2,
        "trump": "H",
        "red_bid": True,
        "goals": ["party"],
        "bid": {"goals": ["party"], "red": True},
        "forced": {0: ["AH", "10H", "KH", "QH", "9H", "AS", "10S", "AC"]},
        "hand_ok": lambda f, D: sum(1 for h in f if marriages(h, "H")) == 1,
        "cond": both_cond(
            res("party", True), silent_is(["silent-100"]), lambda d, p: d["computed"]["defender_points"] > 0
        ),
    }

    def p01(deals, info):
        dl = deals[0]
        D = info[0][1]["declarer"]
        i = payment_index(dl, (D + 1) % 3, D, "20-100")
        replace_payment(dl, i, 8)
        return [
            (
                0,
                i,
                "wrong_payment",
                f"20-100 paid 8 (standard value) instead of UltiNet 6 by seat {(D + 1) % 3}",
            )
        ]

    write(
        "01-ultinet-100-games.json",
        {"preset": "ultinet"},
        [d0, d1, d2],
        o,
        "UltiNet table: 20-100 won (6), red 40-100 lost (8), red party with silent 100 (UltiNet 1, doubled).",
        p01,
    )

    # ---- 02 UltiNet: party+four tens all tricks (no silent durchmarsch), 40-100+durchmarsch (4+7),
    #       party alone with silent durchmarsch (1 + 4)
    o = dict(ULTINET)
    t_all = trumps_of("C")
    d0 = {
        "name": "u02d0",
        "dealer": 0,
        "trump": "C",
        "goals": ["four-tens"],
        "bid": {"goals": ["four-tens"], "red": False},
        "forced": {1: ["AC", "10C", "KC", "JC", "9C", "8C", "AH", "10H", "AD", "10D", "10S", "AS"]},
        "discard": ["AH", "AD"],
        "hand_ok": no_marriage_anywhere,
        "cond": both_cond(
            res("four-tens", True),
            lambda d, p: d["computed"]["declarer_tricks"] == 10,
            last_trick_has_7(False),
        ),
    }
    d1 = {
        "name": "u02d1",
        "dealer": 1,
        "trump": "D",
        "goals": ["40-100", "durchmarsch"],
        "bid": {"goals": ["40-100", "durchmarsch"], "red": False},
        "forced": {2: trumps_of("D") + ["AS", "AC"]},
        "keep": trumps_of("D") + ["AS", "AC"],
        "cond": both_cond(res("durchmarsch", True), res("40-100", True)),
    }
    d2 = {
        "name": "u02d2",
        "dealer": 2,
        "trump": "S",
        "goals": ["party"],
        "bid": {"goals": ["party"], "red": False},
        "forced": {0: trumps_of("S", ["A", "10", "K", "J", "9", "8"]) + ["AH", "10H", "AD", "AC"]},
        "keep": trumps_of("S", ["A", "10", "K", "J", "9", "8"]) + ["AH", "10H", "AD", "AC"],
        "hand_ok": no_marriage_anywhere,
        "cond": both_cond(lambda d, p: d["computed"]["declarer_tricks"] == 10, last_trick_has_7(False)),
    }
    write(
        "02-ultinet-durchmarsch-family.json",
        {"preset": "ultinet"},
        [d0, d1, d2],
        o,
        "UltiNet: four tens with every trick (no silent durchmarsch beside four tens), 40-100 and "
        "durchmarsch at 4+7, party alone with a silent durchmarsch (1 + 4).",
    )

    # ---- 03 durchmarsch at 7 (standard table otherwise)
    o = dict(DEFAULTS, durchmarsch_points=7)
    d0 = {
        "name": "u03d0",
        "dealer": 0,
        "trump": "C",
        "goals": ["durchmarsch"],
        "bid": {"goals": ["durchmarsch"], "red": False},
        "forced": {1: trumps_of("C", TRUMP_ORDER[:7]) + ["AS", "AD", "AH"]},
        "keep": trumps_of("C", TRUMP_ORDER[:7]) + ["AS", "AD", "AH"],
        "cond": both_cond(res("durchmarsch", True), last_trick_has_7(False)),
    }
    d1 = {
        "name": "u03d1",
        "dealer": 1,
        "trump": None,
        "goals": ["redurchmarsch"],
        "bid": {"goals": ["redurchmarsch"], "red": False},
        "forced": {2: ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "AS", "AD"]},
        "keep": ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "AS", "AD"],
        "cond": lambda d, p: sum(1 for w in d["winners"] if w == d["declarer"]) == 10,
    }
    write(
        "03-durchmarsch-at-7.json",
        {"preset": "standard", "durchmarsch_points": 7},
        [d0, d1],
        o,
        "Durchmarsch valued 7: trump durchmarsch won (7 each), no-trump redurchmarsch won (14 each).",
    )

    # ---- 04 open durchmarsch with trumps at 12 (non-red), red stays 24
    o = dict(DEFAULTS, open_durchmarsch_trump_points=12)
    d0 = {
        "name": "u04d0",
        "dealer": 0,
        "trump": "D",
        "goals": ["open-durchmarsch"],
        "bid": {"goals": ["open-durchmarsch"], "red": False, "trumps": True},
        "forced": {1: trumps_of("D", TRUMP_ORDER[:7]) + ["AS", "AC", "AH"]},
        "keep": trumps_of("D", TRUMP_ORDER[:7]) + ["AS", "AC", "AH"],
        "cond": both_cond(res("open-durchmarsch", True), last_trick_has_7(False)),
    }
    d1 = {
        "name": "u04d1",
        "dealer": 1,
        "trump": "H",
        "red_bid": True,
        "goals": ["open-durchmarsch"],
        "bid": {"goals": ["open-durchmarsch"], "red": True},
        "forced": {2: trumps_of("H", TRUMP_ORDER[:7]) + ["AS", "AC", "AD"]},
        "keep": trumps_of("H", TRUMP_ORDER[:7]) + ["AS", "AC", "AD"],
        "cond": both_cond(res("open-durchmarsch", True), last_trick_has_7(False)),
    }
    write(
        "04-open-durchmarsch-12.json",
        {"preset": "standard", "open_durchmarsch_trump_points": 12},
        [d0, d1],
        o,
        "Open durchmarsch with trumps at 12 when not red: leaves won 12 each; red stays 24.",
    )

    # ---- 05 compulsory fold
    o = dict(DEFAULTS)
    d0 = {
        "name": "u05d0",
        "dealer": 0,
        "trump": "S",
        "goals": ["party"],
        "fold": True,
        "bid": {"goals": ["party"], "red": False},
    }
    d1 = {
        "name": "u05d1",
        "dealer": 1,
        "trump": "C",
        "goals": ["party"],
        "bid": {"goals": ["party"], "red": False},
        "cond": lambda d, p: True,
    }

    def p05(deals, info):
        dl = deals[1]
        dl["events"] = [e for e in dl["events"] if e["type"] != "payment"]
        return [
            (
                1,
                first_play_index(dl),
                "must-fold violation (code name unknown)",
                "plain party played although the fold is compulsory; no payments recorded",
            )
        ]

    write(
        "05-fold-compulsory.json",
        {"preset": "standard", "fold": "compulsory"},
        [d0, d1],
        o,
        "Compulsory fold: deal 0 folded (2 to each defender); deal 1 the plain party is played instead.",
        p05,
    )

    # ---- 06 max contra level 4
    o = dict(DEFAULTS)
    d0 = {
        "name": "u06d0",
        "dealer": 0,
        "trump": "C",
        "goals": ["ulti"],
        "bid": {"goals": ["ulti"], "red": False},
        "forced": {1: ["7C", "AC", "10C", "KC", "QC", "JC", "AH", "AD"]},
        "keep": ["7C", "AC", "10C", "KC", "QC", "JC"],
        "doubles": [(2, "ulti", 2), (1, "ulti", 4)],
        "cond": both_cond(res("ulti", True), res("party", True)),
    }
    d1 = {
        "name": "u06d1",
        "dealer": 1,
        "trump": "D",
        "goals": ["40-100"],
        "bid": {"goals": ["40-100"], "red": False},
        "forced": {2: ["KD", "QD", "AD", "10D", "9D", "AS"]},
        "keep": ["KD", "QD"],
        "doubles": [(0, "40-100", 2), (2, "40-100", 4), (0, "40-100", 8)],
        "cond": lambda d, p: True,
    }

    def p06(deals, info):
        dl = deals[1]
        # strip payments from deal 1 (illegal subcontra: not settled here)
        dl["events"] = [e for e in dl["events"] if e["type"] != "payment"]
        i = next(k for k, e in enumerate(dl["events"]) if e["type"] == "double" and e["level"] == 8)
        return [(1, i, "illegal_double (code name my guess)", "subcontra (8) above max_contra_level 4")]

    write(
        "06-contra-max-4.json",
        {"preset": "standard", "max_contra_level": 4},
        [d0, d1],
        o,
        "Contra chain capped at recontra: ulti contra+recontra (16 each); a subcontra in deal 1.",
        p06,
    )

    # ---- 07 contra in no-trump (only the contra-er) vs trump (both), chain to 16
    o = dict(DEFAULTS)
    d0 = {
        "name": "u07d0",
        "dealer": 2,
        "trump": None,
        "goals": ["betli"],
        "bid": {"goals": ["betli"], "red": False},
        "forced": {0: ["AS", "AH", "KH"]},
        "doubles": [(1, "betli", 2)],
        "cond": lambda d, p: sum(1 for w in d["winners"] if w == d["declarer"]) >= 1,
    }
    d1 = {
        "name": "u07d1",
        "dealer": 0,
        "trump": "S",
        "goals": ["40-100"],
        "bid": {"goals": ["40-100"], "red": False},
        "forced": {1: ["KS", "QS", "9S", "8S"]},
        "keep": ["KS", "QS"],
        "doubles": [(2, "40-100", 2), (1, "40-100", 4), (2, "40-100", 8), (1, "40-100", 16)],
        "cond": res("40-100", False),
    }

    def p07(deals, info):
        dl = deals[0]
        D = info[0][1]["declarer"]
        other = [s for s in range(3) if s not in (D, 1)][0]
        i = payment_index(dl, D, other, "betli")
        replace_payment(dl, i, 10)
        return [
            (
                0,
                i,
                "wrong_payment",
                f"betli contra by seat 1 doubled toward seat {other} too (10, should be 5)",
            )
        ]

    write(
        "07-contra-no-trump-vs-trump.json",
        {"preset": "standard", "max_contra_level": 64},
        [d0, d1],
        o,
        "Contra in a betli binds only the defender who said it; in a trump game both. "
        "40-100 doubled to mordcontra (16).",
        p07,
    )

    # ---- 08 revoke, void deal
    o = dict(DEFAULTS)
    d0 = {
        "name": "u08d0",
        "dealer": 0,
        "trump": "H",
        "red_bid": True,
        "goals": ["ulti"],
        "bid": {"goals": ["ulti"], "red": True},
        "forced": {1: ["7H", "AH", "10H", "KH", "9H"]},
        "keep": ["7H", "AH", "10H", "KH", "9H"],
        "revoke": (3, 2),
        "cond": lambda d, p: True,
    }

    def p08(deals, info):
        dl = deals[0]
        d = info[0][1]
        # revoke event: the play of seat 2 in trick 3
        card = d["revoke_at"][2]
        i = play_index(dl, 2, card)
        # payments as played (rule would void the deal): recompute as played
        pay = settle(dict(d, void=False), o)
        dl["events"] = [e for e in dl["events"] if e["type"] != "payment"]
        first = len(dl["events"])
        for f, t, a, r in pay:
            dl["events"].append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
        return [
            (0, i, "revoke", f"seat 2 plays {card} holding the led suit"),
            (0, first, "wrong_payment", f"deal settled as played {net(pay)}; void_deal: nothing paid"),
        ]

    d0["void"] = True
    write(
        "08-revoke-void-deal.json",
        {"preset": "standard", "revoke_penalty": "void_deal"},
        [d0],
        o,
        "A defender's revoke under revoke_penalty void_deal; the table settled the deal as played.",
        p08,
    )

    # ---- 09 revoke, play stands
    o = dict(DEFAULTS)
    d0 = {
        "name": "u09d0",
        "dealer": 1,
        "trump": "S",
        "goals": ["40-100"],
        "bid": {"goals": ["40-100"], "red": False},
        "forced": {2: ["KS", "QS", "AS", "10S", "JS", "AH"]},
        "keep": ["KS", "QS", "AS", "10S", "JS"],
        "revoke": (2, 1),
        "cond": lambda d, p: True,
    }

    def p09(deals, info):
        dl = deals[0]
        d = info[0][1]
        card = d["revoke_at"][2]
        return [(0, play_index(dl, 1, card), "revoke", f"seat 1 plays {card} holding the led suit")]

    write(
        "09-revoke-play-stands.json",
        {"preset": "standard", "revoke_penalty": "play_stands"},
        [d0],
        o,
        "A defender's revoke under revoke_penalty play_stands; settled as played.",
        p09,
    )

    # ---- 10 four aces and silent four aces
    o = dict(DEFAULTS, four_aces=True, silent_four_aces=True)
    d0 = {
        "name": "u10d0",
        "dealer": 0,
        "trump": "H",
        "red_bid": True,
        "goals": ["four-aces"],
        "bid": {"goals": ["four-aces"], "red": True},
        "forced": {1: ["AH", "10H", "KH", "JH", "9H", "8H", "AS", "AD", "AC"]},
        "keep": ["AH", "10H", "KH", "JH", "9H", "8H", "AS", "AD", "AC"],
        "cond": both_cond(res("four-aces", True), silent_is([])),
    }
    d1 = {
        "name": "u10d1",
        "dealer": 1,
        "trump": "C",
        "goals": ["ulti"],
        "bid": {"goals": ["ulti"], "red": False},
        "forced": {2: ["7C", "AC", "10C", "KC", "JC", "AS", "AD", "AH"]},
        "keep": ["7C", "AC", "10C", "KC", "JC", "AS", "AD", "AH"],
        "cond": both_cond(res("ulti", True), silent_is(["silent-four-aces"])),
    }

    def p10(deals, info):
        dl = deals[1]
        D = info[1][1]["declarer"]
        idxs = [
            k
            for k, e in enumerate(dl["events"])
            if e["type"] == "payment" and e["reason"] == "silent-four-aces"
        ]
        dl["events"] = [e for k, e in enumerate(dl["events"]) if k not in idxs]
        last = max(k for k, e in enumerate(dl["events"]) if e["type"] == "payment")
        return [
            (
                1,
                last,
                "wrong_payment",
                f"silent four aces (2 from each defender to seat {D}) not paid; "
                "event = last payment of the deal (where a missing payment would be reported)",
            )
        ]

    write(
        "10-four-aces-silent.json",
        {"preset": "standard", "four_aces": True, "silent_four_aces": True},
        [d0, d1],
        o,
        "Four aces bid (red: 2 + 8) and a silent four aces (2) beside a plain ulti.",
        p10,
    )

    # ---- 11 silent durchmarsch replaces party; silent bonus contra
    o = dict(DEFAULTS, silent_durchmarsch_scoring="replaces_party", silent_bonus_contra=True)
    d0 = {
        "name": "u11d0",
        "dealer": 0,
        "trump": "D",
        "goals": ["ulti"],
        "bid": {"goals": ["ulti"], "red": False},
        "forced": {1: trumps_of("D", ["7", "A", "10", "K", "J", "9", "8"]) + ["AS", "AC", "AH"]},
        "keep": trumps_of("D", ["7", "A", "10", "K", "J", "9", "8"]) + ["AS", "AC", "AH"],
        "hand_ok": no_marriage_anywhere,
        "cond": both_cond(res("ulti", True), silent_is(["silent-durchmarsch"])),
    }
    d1 = {
        "name": "u11d1",
        "dealer": 1,
        "trump": "H",
        "red_bid": True,
        "goals": ["party"],
        "bid": {"goals": ["party"], "red": True},
        "forced": {2: ["AH", "10H", "KH", "QH", "9H", "AS", "10S", "AC"]},
        "hand_ok": lambda f, D: sum(1 for h in f if marriages(h, "H")) == 1,
        "doubles": [(0, "party", 2)],
        "cond": both_cond(res("party", True), silent_is(["silent-100"])),
    }
    write(
        "11-silent-durch-replaces-contra.json",
        {"preset": "standard", "silent_durchmarsch_scoring": "replaces_party", "silent_bonus_contra": True},
        [d0, d1],
        o,
        "Silent durchmarsch in place of the party (3, not 1+3) beside a won ulti; red party contra'd "
        "with a silent 100 (2x2, doubled by the party's contra: 8).",
    )

    # ---- 12 no silent bonuses in a declared durchmarsch
    o = dict(DEFAULTS, silent_bonuses_in_durchmarsch=False)
    d0 = {
        "name": "u12d0",
        "dealer": 2,
        "trump": "S",
        "goals": ["durchmarsch"],
        "bid": {"goals": ["durchmarsch"], "red": False},
        "forced": {0: trumps_of("S") + ["AH", "AD"]},
        "keep": trumps_of("S") + ["AH", "AD"],
        "cond": both_cond(res("durchmarsch", True), last_trick_has_7(True)),
    }
    d1 = {
        "name": "u12d1",
        "dealer": 0,
        "trump": "H",
        "red_bid": True,
        "goals": ["durchmarsch"],
        "bid": {"goals": ["durchmarsch"], "red": True},
        "forced": {1: trumps_of("H") + ["AS", "AC"]},
        "keep": trumps_of("H") + ["AS", "AC"],
        "cond": both_cond(res("durchmarsch", True), last_trick_has_7(True)),
    }

    def p12(deals, info):
        dl = deals[1]
        D = info[1][1]["declarer"]
        defs = [s for s in range(3) if s != D]
        for s in defs:
            dl["events"].append({"type": "payment", "from": s, "to": D, "amount": 4, "reason": "silent-ulti"})
        i = len(dl["events"]) - 2
        return [
            (
                1,
                i,
                "wrong_payment",
                "silent ulti (red 4) paid in a declared durchmarsch; the option says none",
            )
        ]

    write(
        "12-no-silent-in-durchmarsch.json",
        {"preset": "standard", "silent_bonuses_in_durchmarsch": False},
        [d0, d1],
        o,
        "Declared durchmarsch won with the trump seven last: no silent ulti under the option.",
        p12,
    )

    # ---- 13 standard defaults, payments by other tables (reverse plants) + hierarchy illegal bid
    o = dict(DEFAULTS)
    d0 = {
        "name": "u13d0",
        "dealer": 1,
        "trump": "C",
        "goals": ["20-100"],
        "bid": {"goals": ["20-100"], "red": False},
        "forced": {2: trumps_of("C", ["A", "10", "K", "J"]) + ["AD", "10D", "AH", "KH", "QH", "8S"]},
        "keep": ["KH", "QH", "AD", "10D", "AH", "8S"],
        "lead_low": ["8S"],
        "cond": both_cond(res("20-100", True), silent_is([])),
    }
    d1 = {
        "name": "u13d1",
        "dealer": 2,
        "trump": "S",
        "goals": ["40-100"],
        "bid": {"goals": ["40-100"], "red": False},
        "forced": {0: ["KS", "QS"], 1: ["7S", "AS", "10S"]},
        "keep": ["KS", "QS"],
        "cond": both_cond(silent_is(["ulti-fail-silent"])),
    }
    d2 = {
        "name": "u13d2",
        "dealer": 0,
        "trump": "H",
        "red_bid": True,
        "goals": ["ulti"],
        "bid": {"goals": ["ulti"], "red": True},
        "forced": {1: ["7H", "9H", "8H"], 2: ["AH", "10H", "KH"]},
        "keep": ["7H"],
        "doubles": [(0, "ulti", 2)],
        "cond": res("ulti", False),
    }

    def p13(deals, info):
        dl = deals[0]
        D = info[0][1]["declarer"]
        s = (D + 2) % 3
        i = payment_index(dl, s, D, "20-100")
        replace_payment(dl, i, 6)
        return [(0, i, "wrong_payment", f"20-100 paid 6 (UltiNet) by seat {s} under the standard table (8)")]

    write(
        "13-standard-reverse.json",
        {"preset": "standard"},
        [d0, d1, d2],
        o,
        "Standard table: 20-100 (8), a defender's failed silent ulti (4 to each other player), "
        "red ulti failed under contra (16 + 8 each).",
        p13,
    )

    # ---- 14 hierarchy: 40-100 + durchmarsch over red ulti (durchmarsch_above_red)
    o = dict(DEFAULTS)

    def auction14(cur, rng):
        # dealer 0: seat 1 bids red ulti, seat 2 takes and bids 40-100 + durchmarsch
        h1 = cur[1]
        cand = [c for c in h1 if suit(c) != "H" and not pts(c) and suit(c) != "C"]
        if len(cand) < 2 or "7H" not in h1:
            return None, None
        disc1 = cand[:2]
        for c in disc1:
            h1.remove(c)
        h2 = cur[2]
        h2.extend(disc1)
        c2 = [c for c in h2 if suit(c) != "C" and c not in ("AS", "AD", "AH")]
        disc2 = sorted(c2, key=lambda c: (pts(c), strength(c, "C")))[:2]
        for c in disc2:
            h2.remove(c)
        ev = [
            {"type": "discard", "seat": 1, "cards": disc1},
            {"type": "bid", "seat": 1, "bid": {"goals": ["ulti"], "red": True}},
            {"type": "take", "seat": 2, "cards": disc1},
            {"type": "discard", "seat": 2, "cards": disc2},
            {"type": "bid", "seat": 2, "bid": {"goals": ["40-100", "durchmarsch"], "red": False}},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "bid", "seat": 2, "bid": "pass"},
        ]
        return disc2, ev

    d0 = {
        "name": "u14d0",
        "dealer": 0,
        "declarer": 2,
        "trump": "C",
        "goals": ["40-100", "durchmarsch"],
        "forced": {2: trumps_of("C") + ["AS", "AD"], 1: ["7H"]},
        "auction": auction14,
        "cond": both_cond(res("durchmarsch", True), res("40-100", True)),
    }
    write(
        "14-hierarchy-durch-above-red.json",
        {"preset": "standard", "bid_hierarchy": "durchmarsch_above_red"},
        [d0],
        o,
        "40-100 and durchmarsch (4+6=10, two goals) bid over red ulti (8+2=10): higher under "
        "durchmarsch_above_red; won, 4+6 from each defender.",
    )
    # the same auction under the default hierarchy: an illegal bid

    def p15(deals, info):
        dl = deals[0]
        dl["events"] = [e for e in dl["events"] if e["type"] != "payment"]
        return [
            (0, 4, "illegal_bid (code name my guess)", "10 points, 2 goals: equal to red ulti, not higher")
        ]

    write(
        "15-hierarchy-default-equal.json",
        {"preset": "standard"},
        [dict(d0, name="u15d0")],
        o,
        "The same auction under the default hierarchy: 40-100 and durchmarsch is not above red ulti.",
        p15,
    )

    # ---- summary
    lines = []
    for name, rules, info, planted, deals in LOG:
        lines.append(f"## {name}  rules={json.dumps(rules)}")
        for k, (sp, d, pay, seed) in enumerate(info):
            comp = d.get("computed", {})
            recorded = [
                (e["from"], e["to"], e["amount"], e.get("reason"))
                for e in deals[k]["events"]
                if e["type"] == "payment"
            ]
            lines.append(
                f"- deal {k} ({sp['name']}, seed {seed}): dealer {sp['dealer']}, declarer {d['declarer']}, "
                f"goals {d['goals']}, red {d['red']}, trump {d['trump']}; computed {comp}"
            )
            lines.append(f"  - expected payments {pay} net {net(pay)}")
            lines.append(f"  - recorded net {net(recorded)}")
        for p in planted:
            lines.append(f"- PLANT deal {p[0]} event {p[1]}: {p[2]}: {p[3]}")
    (OUT / "_summary.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
