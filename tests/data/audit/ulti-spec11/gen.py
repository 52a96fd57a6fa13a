"""Generator of the ulti-spec11 transcripts (run from this folder: python gen.py).

Each scenario searches random deals and random legal play (my model, model.py) for the
endgame it needs, seeded, so the output is reproducible. The facts of each deal are printed
to gen.out for EXPECTED.md.
"""

from __future__ import annotations

import json
import random
import sys

from model import (
    DECK, SUITS, all_endings, build_auction, card_value, check_auction, dealt_ok, legal,
    net_of, play_out, settle, suit, trick_winner,
)

PLAYERS = ["Dóra", "Ervin", "Fanni"]
OUT = []


def log(*a):
    print(*a)
    OUT.append(" ".join(str(x) for x in a))


def rnd_policy(rng):
    def pol(s, lg, hand, trick, t):
        return rng.choice(sorted(lg))
    return pol


def deal_final(rng, fixed=None, talon_fixed=None, talon_exclude=()):
    """Final 10-card hands (after the auction) and the declarer's two discards."""
    fixed = fixed or {}
    used = set(c for v in fixed.values() for c in v) | set(talon_fixed or [])
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s in range(3):
        h = list(fixed.get(s, []))
        while len(h) < 10:
            h.append(rest.pop())
        hands[s] = h
    talon = list(talon_fixed or [])
    while len(talon) < 2:
        talon.append(rest.pop())
    assert not rest
    if any(c in talon_exclude for c in talon):
        return None
    return hands, talon


def bid(goals, red=False, **kw):
    b = {"goals": list(goals), "red": red}
    b.update(kw)
    return b


def play_events(tricks, declarer, marriages_items=None, contras=None, recontras=None,
                upto=10):
    """contras: seat -> list of (target, level) said with the first card;
    recontras: list of (seat, target, level) after the first trick's third card."""
    marriages_items = marriages_items or {}
    contras = contras or {}
    ev = []
    for ti, t in enumerate(tricks[:upto]):
        for s, c in t["cards"]:
            if ti == 0:
                if s in marriages_items:
                    ev.append({"type": "declare", "seat": s, "items": marriages_items[s]})
                for target, level in contras.get(s, []):
                    ev.append({"type": "double", "seat": s, "target": target, "level": level})
            ev.append({"type": "play", "seat": s, "card": c})
        if ti == 0:
            for s, target, level in recontras or []:
                ev.append({"type": "double", "seat": s, "target": target, "level": level})
    return ev


def pay_events(pays):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pays]


def write(name, rules, dealer, dealt, events, meta, start=None):
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": PLAYERS}
    if start:
        doc["start"] = start
    doc["meta"] = meta
    doc["deals"] = [{"dealer": dealer, "hands": [dealt[0], dealt[1], dealt[2]], "events": events}]
    with open(name, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    log(f"wrote {name}")


def describe(tricks, trump, base=0):
    for i, t in enumerate(tricks):
        cs = " ".join(f"{s}:{c}" for s, c in t["cards"])
        log(f"   trick {i + 1}: {cs} -> seat {t['winner']}")


def index_of(events, pred):
    return [i for i, e in enumerate(events) if pred(e)]


def search(seed, make, contract, declarer, pred, opts, keep7=False, plan_fn=None, tries=400000):
    rng = random.Random(seed)
    trump = contract["trump"]
    for n in range(tries):
        d = make(rng)
        if d is None:
            continue
        hands, talon = d
        plan = plan_fn(hands, rng) if plan_fn else None
        if plan_fn and plan is None:
            continue
        try:
            tricks = play_out(hands, declarer, trump, rnd_policy(rng),
                              keep_seven_seat=declarer if keep7 else None,
                              keep_seven=("7" + trump) if keep7 else None, plan=plan)
        except (ValueError, KeyError):
            continue
        try:
            ok = pred(hands, talon, tricks)
        except AssertionError:
            ok = False
        if ok:
            log(f"   found after {n + 1} tries")
            return hands, talon, tricks, rng
    raise SystemExit(f"nothing found for seed {seed}")


def verify_play(hands, declarer, trump, tricks, keep7=False, allow=()):
    """Every card legal under my model, except the planted (trick, seat) faults in allow."""
    hs = {s: list(h) for s, h in hands.items()}
    faults = []
    for ti, t in enumerate(tricks):
        trick = []
        for s, c in t["cards"]:
            lg = legal(hs[s], trick, trump, ("7" + trump) if (keep7 and s == declarer) else None)
            if c not in lg:
                faults.append((ti, s, c, sorted(lg)))
                assert (ti, s) in allow, (ti, s, c, lg)
            hs[s].remove(c)
            trick.append((s, c))
        assert trick_winner(trick, trump) == t["winner"]
    return faults


def first_of(events, kind):
    return next(i for i, e in enumerate(events) if e["type"] == kind)


# =====================================================================================


def f01():
    log("01: ultinet preset; 20-100+ulti over party+four-tens (ultinet hierarchy only); "
        "party+ulti+four-tens, the fourth ten and the ulti in the last trick")
    opts = {"point_table": "ultinet", "bid_hierarchy": "ultinet", "four_aces": True,
            "four_tens": True, "silent_durchmarsch_with_aces_tens": False,
            "trump_durchmarsch_alone": False}
    declarer, dealer, trump = 1, 0, "S"
    contract = {"goals": ["party", "ulti", "four-tens"], "red": False, "trump": trump}
    script = [(1, bid(["party", "four-tens"])), (2, bid(["20-100", "ulti"])), (0, "pass"),
              (1, bid(["party", "ulti", "four-tens"])), (2, "pass"), (0, "pass"), (1, "pass")]
    # default hierarchy with the UltiNet table would refuse the second bid (10 = 10, 2 goals each)
    from model import higher
    assert not higher(script[1][1], script[0][1], {"point_table": "ultinet"})
    check_auction(script, opts, 1)

    def make(rng):
        return deal_final(rng, fixed={1: ["7S", "10S", "AS", "KS", "10H", "10D"]},
                          talon_exclude={"10C", "10H", "10D", "10S"})

    def pred(h, tal, tr):
        last = tr[-1]
        tens_last = [c for _, c in last["cards"] if c[:-1] == "10"]
        pays, info = settle(contract, declarer, tr, tal, opts)
        return (info["results"] == {"party": True, "ulti": True, "four-tens": True}
                and tens_last and info["tricks"][declarer] < 10 and not info["silent"]
                and sum(1 for t in tr[:9] for _, c in t["cards"] if c[:-1] == "10"
                        and t["winner"] == declarer) == 3)

    hands, talon, tricks, rng = search(101, make, contract, declarer, pred, opts, keep7=True)
    verify_play(hands, declarer, trump, tricks, keep7=True)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 1, script, rng)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("01-ultinet-tens-and-ulti-in-last-trick.json", {"preset": "ultinet"}, dealer, dealt, ev,
          {"description": "UltiNet: the second bid (20-100 + ulti, 10) tops party + four tens (9) only "
                          "because party is not counted beside four tens; Ervin plays party + ulti + "
                          "four tens in leaves and takes the fourth ten with the trump seven in the last trick."})


def f02():
    log("02: ultinet preset; party+four-tens, the fourth ten lost in the last trick; "
        "fault: the four-tens payment to seat 0 written as 4")
    opts = {"point_table": "ultinet", "bid_hierarchy": "ultinet", "four_aces": True,
            "four_tens": True, "silent_durchmarsch_with_aces_tens": False,
            "trump_durchmarsch_alone": False}
    declarer, dealer, trump = 2, 1, "D"
    contract = {"goals": ["party", "four-tens"], "red": False, "trump": trump}
    script = [(2, bid(["party", "four-tens"])), (0, "pass"), (1, "pass"), (2, "pass")]
    check_auction(script, opts, 2)

    def make(rng):
        return deal_final(rng, fixed={2: ["10D", "AD", "10H", "10S"]},
                          talon_exclude={"10C", "10H", "10D", "10S"})

    def pred(h, tal, tr):
        last = tr[-1]
        pays, info = settle(contract, declarer, tr, tal, opts)
        ten_last = [c for _, c in last["cards"] if c[:-1] == "10"]
        got = sum(1 for t in tr[:9] for _, c in t["cards"] if c[:-1] == "10" and t["winner"] == declarer)
        return (ten_last and last["winner"] != declarer and got == 3 and info["results"]["party"]
                and "7D" not in [c for _, c in last["cards"]] and not info["silent"])

    hands, talon, tricks, rng = search(202, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 2, script, rng)
    dealt_ok(dealt, 2)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    base = len(ev)
    pev = pay_events(pays)
    fault = next(i for i, p in enumerate(pev) if p["reason"] == "four-tens" and p["to"] == 0)
    pev[fault]["amount"] = 4
    ev += pev
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays), "fault event", base + fault)
    write("02-ultinet-four-tens-lost-in-last-trick.json", {"preset": "ultinet"}, dealer, dealt, ev,
          {"description": "UltiNet: Fanni's party + four tens in bells; the fourth ten goes to a defender "
                          "in the last trick. Planted: four tens paid to Dóra as 4 instead of 9."})


def f03():
    log("03: ultinet preset; party+four-aces, all ten tricks, last ace in the last trick; "
        "no silent durchmarsch beside four aces")
    opts = {"point_table": "ultinet", "bid_hierarchy": "ultinet", "four_aces": True,
            "four_tens": True, "silent_durchmarsch_with_aces_tens": False,
            "trump_durchmarsch_alone": False}
    declarer, dealer, trump = 0, 2, "C"
    contract = {"goals": ["party", "four-aces"], "red": False, "trump": trump}
    script = [(0, bid(["party", "four-aces"])), (1, "pass"), (2, "pass"), (0, "pass")]
    check_auction(script, opts, 0)

    def make(rng):
        return deal_final(rng, fixed={0: ["AC", "10C", "KC", "QC", "JC", "9C", "AH", "AD"]},
                          talon_exclude={"AS", "8C", "7C"})

    def pred(h, tal, tr):
        last = tr[-1]
        pays, info = settle(contract, declarer, tr, tal, opts)
        return (info["tricks"][declarer] == 10 and any(c[0] == "A" and s != declarer
                                                       for s, c in last["cards"])
                and "7C" not in [c for _, c in last["cards"]] and not info["silent"])

    hands, talon, tricks, rng = search(303, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    info_sep, _ = settle(contract, declarer, tricks, talon, dict(opts, silent_durchmarsch_with_aces_tens=True))
    log("   with the option true it would be", info_sep)
    dealt, aev = build_auction(hands, talon, 0, script, rng)
    dealt_ok(dealt, 0)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("03-ultinet-four-aces-all-tricks-no-silent-durchmarsch.json", {"preset": "ultinet"}, dealer,
          dealt, ev,
          {"description": "UltiNet: Dóra's party + four aces in acorns; she takes all ten tricks, the "
                          "last ace (a defender's) in the last trick. No silent durchmarsch beside "
                          "declared four aces (UltiNet)."})


def f04():
    log("04: four_aces + silent_four_aces; party; the fourth ace taken in the last trick "
        "by the trump seven (silent ulti + silent four aces)")
    opts = {"four_aces": True, "silent_four_aces": True}
    declarer, dealer, trump = 1, 0, "D"
    contract = {"goals": ["party"], "red": False, "trump": trump}
    script = [(1, bid(["party"])), (2, "pass"), (0, "pass"), (1, "pass")]
    check_auction(script, opts, 1)

    def make(rng):
        return deal_final(rng, fixed={1: ["7D", "AD", "10D", "KD", "AH", "AS"]},
                          talon_exclude={"AC"})

    def pred(h, tal, tr):
        last = tr[-1]
        pays, info = settle(contract, declarer, tr, tal, opts)
        cards_last = dict(last["cards"])
        return (cards_last.get(declarer) == "7D" and last["winner"] == declarer
                and any(c[0] == "A" and s != declarer for s, c in last["cards"])
                and info["silent"].get("silent-four-aces") == "decl" and info["results"]["party"]
                and info["tricks"][declarer] < 10)

    hands, talon, tricks, rng = search(404, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 1, script, rng)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("04-silent-four-aces-and-silent-ulti-last-trick.json",
          {"preset": "standard", "four_aces": True, "silent_four_aces": True}, dealer, dealt, ev,
          {"description": "Four aces allowed, silent four aces scored: Ervin plays party in bells and "
                          "takes the fourth ace with the trump seven in the last trick: party, silent "
                          "ulti and silent four aces."})


def f05():
    log("05: four_aces; party+four-aces; last trick: declarer's trump seven beaten, an ace to the "
        "defenders; the last trick's points turn the party; fault: a wrong total")
    opts = {"four_aces": True}
    declarer, dealer, trump = 2, 1, "S"
    contract = {"goals": ["party", "four-aces"], "red": False, "trump": trump}
    script = [(2, bid(["party", "four-aces"])), (0, "pass"), (1, "pass"), (2, "pass")]
    check_auction(script, opts, 2)

    def make(rng):
        return deal_final(rng, fixed={2: ["7S", "AS", "AH", "AD"]}, talon_exclude={"AC"})

    def pred(h, tal, tr):
        last = tr[-1]
        pays, info = settle(contract, declarer, tr, tal, opts)
        cl = dict(last["cards"])
        if not (cl.get(declarer) == "7S" and last["winner"] != declarer
                and any(c[0] == "A" for _, c in last["cards"])):
            return False
        # had the declarer won the last trick, the party would have been his
        lp = sum(card_value(c, trump) for _, c in last["cards"]) + 10
        return (not info["results"]["party"] and info["decl_pts"] + lp > info["def_pts"] - lp
                and info["lost_seven"] == declarer)

    hands, talon, tricks, rng = search(505, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 2, script, rng)
    dealt_ok(dealt, 2)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    start = [14, -6, -8]
    n = net_of(pays)
    totals = [start[s] + n[s] for s in range(3)]
    base = len(ev)
    wrong = list(totals)
    wrong[1] += 8  # planted: seat 1's total off by 8
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": wrong[s]})
    describe(tricks, trump)
    log("   info", info, "net", n, "totals right", totals, "written", wrong, "fault event", base + 1)
    write("05-four-aces-and-seven-lost-in-last-trick.json", {"preset": "standard", "four_aces": True},
          dealer, dealt, ev,
          {"description": "Four aces allowed: Fanni's party + four aces in leaves; in the last trick her "
                          "trump seven is beaten and an ace goes to the defenders, which also turns the "
                          "party; she pays the lost seven too. Planted: Ervin's running total off by 8."},
          start={"totals": start})


def f06():
    log("06: durchmarsch_points 7, trump_durchmarsch_alone false; lone no-trump durchmarsch lost "
        "only in the last trick")
    opts = {"durchmarsch_points": 7, "trump_durchmarsch_alone": False}
    declarer, dealer, trump = 0, 2, None
    contract = {"goals": ["durchmarsch"], "red": False, "trump": None}
    script = [(0, bid(["party"])), (1, "pass"), (2, bid(["betli"])), (0, bid(["durchmarsch"])),
              (1, "pass"), (2, "pass"), (0, "pass")]
    check_auction(script, opts, 0)

    def make(rng):
        return deal_final(rng, fixed={0: ["AH", "KH", "QH", "AS", "KS", "AD", "KD", "AC"]})

    def pred(h, tal, tr):
        return all(t["winner"] == declarer for t in tr[:9]) and tr[9]["winner"] != declarer

    hands, talon, tricks, rng = search(606, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 0, script, rng)
    dealt_ok(dealt, 0)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("06-durchmarsch-7-no-trump-lost-in-last-trick.json",
          {"preset": "standard", "durchmarsch_points": 7, "trump_durchmarsch_alone": False},
          dealer, dealt, ev,
          {"description": "Durchmarsch at 7, with trumps only in combination: Dóra's lone durchmarsch "
                          "is played without trumps and lost only in the last trick: 7 to each."})


def f07():
    log("07: ultinet preset, durchmarsch_points 6, trump_durchmarsch_alone true; lone trump "
        "durchmarsch made, the last trick by the trump seven (silent ulti)")
    opts = {"point_table": "ultinet", "bid_hierarchy": "ultinet", "four_aces": True,
            "four_tens": True, "silent_durchmarsch_with_aces_tens": False,
            "trump_durchmarsch_alone": True, "durchmarsch_points": 6}
    declarer, dealer, trump = 1, 0, "C"
    contract = {"goals": ["durchmarsch"], "red": False, "trump": trump}
    script = [(1, bid(["durchmarsch"])), (2, "pass"), (0, "pass"), (1, "pass")]
    check_auction(script, opts, 1)

    def make(rng):
        return deal_final(rng, fixed={1: ["7C", "AC", "10C", "KC", "QC", "JC", "AH", "AS", "AD"]})

    def pred(h, tal, tr):
        cl = dict(tr[-1]["cards"])
        return all(t["winner"] == declarer for t in tr) and cl[declarer] == "7C"

    hands, talon, tricks, rng = search(707, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 1, script, rng)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("07-ultinet-durchmarsch-6-alone-silent-ulti.json",
          {"preset": "ultinet", "durchmarsch_points": 6, "trump_durchmarsch_alone": True},
          dealer, dealt, ev,
          {"description": "UltiNet table, durchmarsch at 6 and allowed alone with trumps: Ervin's lone "
                          "durchmarsch in acorns is made, the last trick with the trump seven (silent "
                          "ulti, 2)."})


def durch_lost_to_defender_seven(seed, declarer, trump, opts):
    """Constructed: the declarer holds the three trumps he leads (A, 10, K), the defender with
    the seven holds three other trumps to answer them, tops in two side suits (A, 10, K) that
    both defenders follow, and one low card of the fourth suit, which the seven-holder lacks."""
    contract = {"goals": ["durchmarsch"], "red": False, "trump": trump}
    rng = random.Random(seed)
    side = [x for x in SUITS if x != trump]
    rng.shuffle(side)
    s1, s2, s3 = side
    a = [x for x in range(3) if x != declarer][rng.randrange(2)]
    b = 3 - declarer - a
    hands = {
        declarer: ["A" + trump, "10" + trump, "K" + trump, "A" + s1, "10" + s1, "K" + s1,
                   "A" + s2, "10" + s2, "K" + s2, "9" + s3],
        a: ["Q" + trump, "J" + trump, "9" + trump, "7" + trump, "Q" + s1, "J" + s1, "9" + s1,
            "Q" + s2, "J" + s2, "9" + s2],
    }
    rest = ["8" + trump, "8" + s1, "7" + s1, "8" + s2, "7" + s2] + [r + s3 for r in
            ["A", "10", "K", "Q", "J", "8", "7"]]
    talon = rng.sample(["8" + s3, "7" + s3, "Q" + s3], 2)
    hands[b] = [c for c in rest if c not in talon]
    assert len(hands[b]) == 10
    order = hands[declarer][:3] + rng.sample(hands[declarer][3:9], 6) + [hands[declarer][9]]

    def pol(s, lg, hand, trick, t):
        if s == declarer:
            return order[t]
        c = [x for x in sorted(lg) if x != "7" + trump] or sorted(lg)
        return rng.choice(c)

    tricks = play_out(hands, declarer, trump, pol)
    last = tricks[-1]
    assert all(t["winner"] == declarer for t in tricks[:9])
    assert last["winner"] == a and dict(last["cards"])[a] == "7" + trump
    return contract, (hands, talon, tricks, rng)


def f08():
    log("08: silent_bonuses_in_durchmarsch false; trump durchmarsch lost only in the last trick to a "
        "defender's trump seven: no silent ulti")
    opts = {"silent_bonuses_in_durchmarsch": False}
    declarer, dealer, trump = 2, 1, "D"
    script = [(2, bid(["durchmarsch"])), (0, "pass"), (1, "pass"), (2, "pass")]
    check_auction(script, opts, 2)
    contract, (hands, talon, tricks, rng) = durch_lost_to_defender_seven(808, declarer, trump, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    pays_def, info_def = settle(contract, declarer, tricks, talon, {})
    log("   under the default it would be", net_of(pays_def), info_def["silent"])
    dealt, aev = build_auction(hands, talon, 2, script, rng)
    dealt_ok(dealt, 2)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("08-no-silent-bonus-in-durchmarsch-defender-seven.json",
          {"preset": "standard", "silent_bonuses_in_durchmarsch": False}, dealer, dealt, ev,
          {"description": "No silent bonuses in a durchmarsch game: Fanni's durchmarsch in bells is lost "
                          "only in the last trick, to a defender's trump seven; only the durchmarsch is "
                          "paid."})


def f09():
    log("09: default; trump durchmarsch lost only in the last trick to a defender's trump seven: "
        "silent ulti for the defenders; fault: silent-ulti to seat 2 written as 4")
    opts = {}
    declarer, dealer, trump = 0, 2, "S"
    script = [(0, bid(["durchmarsch"])), (1, "pass"), (2, "pass"), (0, "pass")]
    check_auction(script, opts, 0)
    contract, (hands, talon, tricks, rng) = durch_lost_to_defender_seven(909, declarer, trump, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 0, script, rng)
    dealt_ok(dealt, 0)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    base = len(ev)
    pev = pay_events(pays)
    fault = next(i for i, p in enumerate(pev) if p["reason"] == "silent-ulti" and p["to"] == 2)
    pev[fault]["amount"] = 4
    ev += pev
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays), "fault event", base + fault)
    write("09-durchmarsch-lost-to-defender-seven-silent-ulti.json", {"preset": "standard"}, dealer,
          dealt, ev,
          {"description": "Dóra's durchmarsch in leaves is lost only in the last trick, to a defender's "
                          "trump seven: she pays the durchmarsch and the defenders' silent ulti. Planted: "
                          "the silent ulti to Fanni written as 4 instead of 2."})


def f10():
    log("10: open_durchmarsch_trump_points 12; open durchmarsch with trumps (acorns); "
        "claim after trick 6")
    opts = {"open_durchmarsch_trump_points": 12}
    declarer, dealer, trump = 1, 0, "C"
    b = bid(["open-durchmarsch"], trumps=True)
    contract = {"goals": ["open-durchmarsch"], "red": False, "trump": trump, "trumps": True}
    script = [(1, bid(["party", "ulti"])), (2, "pass"), (0, "pass"), (1, b), (2, "pass"),
              (0, "pass"), (1, "pass")]
    check_auction(script, opts, 1)
    K = 6

    def make(rng):
        return deal_final(rng, fixed={1: ["AC", "10C", "KC", "QC", "JC", "9C", "AH", "AS"]})

    def pred(h, tal, tr):
        if not all(t["winner"] == declarer for t in tr[:K]):
            return False
        if "7C" not in [c for t in tr[:K] for _, c in t["cards"]]:
            return False
        rem = {s: [c for c in h[s] if c not in [x for t in tr[:K] for _, x in t["cards"]]]
               for s in range(3)}
        outs = set()
        n = 0
        for end in all_endings(rem, declarer, trump, done=tr[:K]):
            n += 1
            p, _ = settle(contract, declarer, end, tal, opts)
            outs.add(tuple(sorted(net_of(p).items())))
            if len(outs) > 1:
                return False
        return n > 1 and outs == {((0, -12), (1, 24), (2, -12))}

    hands, talon, tricks, rng = search(1010, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 1, script, rng)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer, upto=K)
    pev = pay_events(pays)
    pev[0]["note"] = "claim: Ervin shows the rest of his hand after the sixth trick; conceded"
    ev += pev
    rem = {s: [c for c in hands[s] if c not in [x for t in tricks[:K] for _, x in t["cards"]]]
           for s in range(3)}
    log("   remaining at the claim", rem)
    describe(tricks[:K], trump)
    log("   info (one ending)", info, "net", net_of(pays))
    write("10-open-durchmarsch-12-trumps-claim.json",
          {"preset": "standard", "open_durchmarsch_trump_points": 12}, dealer, dealt, ev,
          {"description": "Open durchmarsch with trumps at 12: Ervin bids it saying trumps, names acorns "
                          "and claims after six tricks (every ending takes all ten tricks): 12 from "
                          "each."})


def f11():
    log("11: fold compulsory; plain party folded; totals")
    opts = {"fold": "compulsory"}
    declarer, dealer = 2, 1
    script = [(2, bid(["party"])), (0, "pass"), (1, "pass"), (2, "pass")]
    check_auction(script, opts, 2)
    rng = random.Random(1111)
    hands, talon = deal_final(rng)
    dealt, aev = build_auction(hands, talon, 2, script, rng)
    dealt_ok(dealt, 2)
    ev = aev + [{"type": "call", "seat": declarer, "call": "fold"}]
    pays = [(2, 0, 2, "fold"), (2, 1, 2, "fold")]
    ev += pay_events(pays)
    start = [-3, 7, -4]
    n = net_of(pays)
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": start[s] + n[s]})
    log("   net", n)
    write("11-fold-compulsory-plain-party.json", {"preset": "standard", "fold": "compulsory"}, dealer,
          dealt, ev,
          {"description": "Compulsory fold: Fanni is left with the plain party and folds: 2 to each "
                          "defender; running totals written."}, start={"totals": start})


def f12():
    log("12: points_without_party; 40-100+durchmarsch over red ulti; open betli lost only in the "
        "last trick")
    opts = {"bid_hierarchy": "points_without_party"}
    declarer, dealer, trump = 1, 0, None
    contract = {"goals": ["open-betli"], "red": False, "trump": None}
    script = [(1, bid(["party", "ulti"], red=True)), (2, bid(["40-100", "durchmarsch"])), (0, "pass"),
              (1, bid(["open-betli"])), (2, "pass"), (0, "pass"), (1, "pass")]
    from model import higher
    assert not higher(script[1][1], script[0][1], {})
    check_auction(script, opts, 1)

    def make(rng):
        return deal_final(rng, fixed={1: ["7H", "8H", "7S", "8S", "9S", "7D", "8D", "7C"]})

    def pred(h, tal, tr):
        return all(t["winner"] != declarer for t in tr[:9]) and tr[9]["winner"] == declarer

    hands, talon, tricks, rng = search(1212, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 1, script, rng)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("12-points-without-party-open-betli-lost-last.json",
          {"preset": "standard", "bid_hierarchy": "points_without_party"}, dealer, dealt, ev,
          {"description": "Bids compared without party: Fanni's 40-100 + durchmarsch (10) tops Ervin's red "
                          "ulti (8 without the red party); Ervin then plays open betli and takes only the "
                          "last trick: 20 to each."})


def f13():
    log("13: durchmarsch_above_red, max_contra_level 4; ulti+durchmarsch over red ulti; contra and "
        "recontra on durchmarsch; both lost in the last trick (the seven beaten)")
    opts = {"bid_hierarchy": "durchmarsch_above_red", "max_contra_level": 4}
    declarer, dealer, trump = 1, 2, "S"
    contract = {"goals": ["ulti", "durchmarsch"], "red": False, "trump": trump}
    script = [(0, bid(["party", "ulti"], red=True)), (1, bid(["ulti", "durchmarsch"])), (2, "pass"),
              (0, "pass"), (1, "pass")]
    from model import higher
    assert not higher(script[1][1], script[0][1], {})
    check_auction(script, opts, 0)
    # constructed: the declarer leads his three top trumps, then tops in two side suits the
    # defender with the 8 follows, and the seven last; that defender beats it with the 8.
    rng = random.Random(1313)
    side = [x for x in SUITS if x != trump]
    rng.shuffle(side)
    s1, s2, s3 = side
    a = [0, 2][rng.randrange(2)]
    b = 2 - a
    hands = {
        declarer: ["AS", "10S", "KS", "7S"] + [r + s1 for r in ("A", "10", "K")]
        + [r + s2 for r in ("A", "10", "K")],
        a: ["QS", "JS", "9S", "8S"] + [r + s1 for r in ("Q", "J", "9")] + [r + s2 for r in ("Q", "J", "9")],
    }
    rest = ["8" + s1, "7" + s1, "8" + s2, "7" + s2] + [r + s3 for r in ("A", "10", "K", "Q", "J", "9", "8", "7")]
    talon = rng.sample(["8" + s1, "7" + s1, "8" + s2, "7" + s2], 2)
    hands[b] = [c for c in rest if c not in talon]
    order = ["AS", "10S", "KS"] + rng.sample(hands[declarer][4:], 6) + ["7S"]

    def pol(s, lg, hand, trick, t):
        if s == declarer:
            return order[t]
        c = [x for x in sorted(lg) if x != "8S"] or sorted(lg)
        return rng.choice(c)

    tricks = play_out(hands, declarer, trump, pol, keep_seven_seat=declarer, keep_seven="7S")
    assert all(t["winner"] == declarer for t in tricks[:9]) and tricks[9]["winner"] == a
    verify_play(hands, declarer, trump, tricks, keep7=True)
    contras = {"durchmarsch": (4, None)}
    pays, info = settle(contract, declarer, tricks, talon, opts, contras=contras)
    dealt, aev = build_auction(hands, talon, 0, script, rng)
    dealt_ok(dealt, 0)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer, contras={2: [("durchmarsch", 2)]},
                      recontras=[(1, "durchmarsch", 4)])
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("13-durchmarsch-above-red-recontra-seven-beaten.json",
          {"preset": "standard", "bid_hierarchy": "durchmarsch_above_red", "max_contra_level": 4},
          dealer, dealt, ev,
          {"description": "Durchmarsch combinations above red ulti; contra levels up to 4: Ervin's ulti + "
                          "durchmarsch in leaves (over Dóra's red ulti), contra and recontra on the "
                          "durchmarsch; he wins nine tricks and his trump seven is beaten in the last."})


def f14():
    log("14: points_only; party, 40-100, betli; betli with contra by one defender, lost only in the "
        "last trick")
    opts = {"bid_hierarchy": "points_only"}
    declarer, dealer, trump = 1, 1, None
    contract = {"goals": ["betli"], "red": False, "trump": None}
    script = [(2, bid(["party"])), (0, bid(["40-100"])), (1, bid(["betli"])), (2, "pass"), (0, "pass"),
              (1, "pass")]
    check_auction(script, opts, 2)

    def make(rng):
        return deal_final(rng, fixed={1: ["7H", "8H", "7S", "8S", "7D", "9D", "7C", "8C"]})

    def pred(h, tal, tr):
        return all(t["winner"] != declarer for t in tr[:9]) and tr[9]["winner"] == declarer

    hands, talon, tricks, rng = search(1414, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    contras = {"betli": (2, 0)}
    pays, info = settle(contract, declarer, tricks, talon, opts, contras=contras)
    dealt, aev = build_auction(hands, talon, 2, script, rng)
    dealt_ok(dealt, 2)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]}]
    ev += play_events(tricks, declarer, contras={0: [("betli", 2)]})
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("14-points-only-betli-contra-lost-last.json",
          {"preset": "standard", "bid_hierarchy": "points_only"}, dealer, dealt, ev,
          {"description": "Bids by points only (party 1, 40-100 4, betli 5); Dóra contras Ervin's betli; "
                          "he takes only the last trick: 10 to Dóra, 5 to Fanni (no trumps: the contra is "
                          "hers alone)."})


def f15():
    log("15: revoke_penalty play_stands; party in bells; a defender fails to overtake; the last "
        "trick's 10 decides the party")
    opts = {"revoke_penalty": "play_stands"}
    declarer, dealer, trump = 0, 2, "D"
    contract = {"goals": ["party"], "red": False, "trump": trump}
    script = [(0, bid(["party"])), (1, "pass"), (2, "pass"), (0, "pass")]
    check_auction(script, opts, 0)
    state = {}

    def plan_fn(h, rng):
        state.clear()
        return {}

    def make(rng):
        return deal_final(rng)

    rng0 = random.Random(1515)
    for n in range(400000):
        hands, talon = make(rng0)
        # play with one planted failure to overtake by a defender in tricks 2..7
        pol = rnd_policy(rng0)
        hs = {s: list(h) for s, h in hands.items()}
        tricks, leader, planted = [], declarer, None
        ok = True
        for t in range(10):
            trick = []
            s = leader
            for _ in range(3):
                lg = legal(hs[s], trick, trump)
                c = pol(s, lg, hs[s], trick, t)
                if planted is None and 1 <= t <= 6 and s != declarer and trick:
                    led = suit(trick[0][1])
                    fol = [x for x in hs[s] if suit(x) == led]
                    non = [x for x in fol if x not in lg]
                    if fol and non and lg != fol:
                        c = rng0.choice(sorted(non))
                        planted = (t, s, c, sorted(lg))
                hs[s].remove(c)
                trick.append((s, c))
                s = (s + 1) % 3
            w = trick_winner(trick, trump)
            tricks.append({"leader": leader, "cards": trick, "winner": w})
            leader = w
        if planted is None or not ok:
            continue
        pays, info = settle(contract, declarer, tricks, talon, opts)
        lp = sum(card_value(c, trump) for _, c in tricks[-1]["cards"]) + 10
        if tricks[-1]["winner"] == declarer and info["results"]["party"] and (
                info["decl_pts"] - info["def_pts"] == 10) and not info["silent"] \
                and info["lost_seven"] is None:
            log(f"   found after {n + 1} tries, planted {planted}")
            break
    faults = verify_play(hands, declarer, trump, tricks, allow={(planted[0], planted[1])})
    dealt, aev = build_auction(hands, talon, 0, script, rng0)
    dealt_ok(dealt, 0)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    pe = play_events(tricks, declarer)
    base = len(ev)
    ev += pe
    fidx = [i for i, e in enumerate(ev) if e["type"] == "play"][planted[0] * 3 + [s for s, _ in tricks[planted[0]]["cards"]].index(planted[1])]
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays), "faults", faults, "fault event", fidx, base)
    write("15-play-stands-overtake-last-trick-decides-party.json",
          {"preset": "standard", "revoke_penalty": "play_stands"}, dealer, dealt, ev,
          {"description": "The play stands after a follow fault: Dóra's party in bells; a defender fails "
                          "to overtake (planted); the party is Dóra's only by the last trick's 10."})


def f16():
    log("16: revoke_penalty void_deal; the declarer fails to overtake; the deal is void: 0 each")
    opts = {"revoke_penalty": "void_deal"}
    declarer, dealer, trump = 1, 0, "C"
    contract = {"goals": ["party"], "red": False, "trump": trump}
    script = [(1, bid(["party"])), (2, "pass"), (0, "pass"), (1, "pass")]
    check_auction(script, opts, 1)
    rng0 = random.Random(1616)
    for n in range(400000):
        hands, talon = deal_final(rng0)
        pol = rnd_policy(rng0)
        hs = {s: list(h) for s, h in hands.items()}
        tricks, leader, planted = [], declarer, None
        for t in range(10):
            trick = []
            s = leader
            for _ in range(3):
                lg = legal(hs[s], trick, trump)
                c = pol(s, lg, hs[s], trick, t)
                if planted is None and 2 <= t <= 7 and s == declarer and trick:
                    led = suit(trick[0][1])
                    fol = [x for x in hs[s] if suit(x) == led]
                    non = [x for x in fol if x not in lg]
                    if fol and non:
                        c = rng0.choice(sorted(non))
                        planted = (t, s, c, sorted(lg))
                hs[s].remove(c)
                trick.append((s, c))
                s = (s + 1) % 3
            w = trick_winner(trick, trump)
            tricks.append({"leader": leader, "cards": trick, "winner": w})
            leader = w
        if planted is None:
            continue
        pays, info = settle(contract, declarer, tricks, talon, opts)
        if info["results"]["party"] and not info["silent"] and info["lost_seven"] is None:
            log(f"   found after {n + 1} tries, planted {planted}")
            break
    faults = verify_play(hands, declarer, trump, tricks, allow={(planted[0], planted[1])})
    dealt, aev = build_auction(hands, talon, 1, script, rng0)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    fidx = [i for i, e in enumerate(ev) if e["type"] == "play"][planted[0] * 3 + [s for s, _ in tricks[planted[0]]["cards"]].index(planted[1])]
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": 0, "note": "deal void: follow fault"})
    describe(tricks, trump)
    log("   info (as played)", info, "net as played", net_of(pays), "faults", faults, "fault event", fidx)
    write("16-void-deal-declarer-fails-to-overtake.json",
          {"preset": "standard", "revoke_penalty": "void_deal"}, dealer, dealt, ev,
          {"description": "A follow fault voids the deal: Ervin (party in acorns) fails to overtake "
                          "(planted); the sheet writes 0 for everyone."})


def f17():
    log("17: red party; silent ulti by the declarer; without the last trick's 10 the party would be "
        "lost; a defender's 20")
    opts = {}
    declarer, dealer, trump = 2, 1, "H"
    contract = {"goals": ["party"], "red": True, "trump": trump}
    script = [(2, bid(["party"], red=True)), (0, "pass"), (1, "pass"), (2, "pass")]
    check_auction(script, opts, 2)

    def make(rng):
        d = [0, 1][rng.randrange(2)]
        sc = "SDC"[rng.randrange(3)]
        return deal_final(rng, fixed={2: ["7H"], d: ["K" + sc, "Q" + sc]})

    def pred(h, tal, tr):
        last = tr[-1]
        cl = dict(last["cards"])
        d = next(s for s in (0, 1) if any(c[0] == "K" and ("Q" + c[1:]) in h[s] and c[1:] != "H"
                                          for c in h[s]))
        mar = {d: 20}
        pays, info = settle(contract, declarer, tr, tal, opts, marriages=mar)
        lp = sum(card_value(c, trump) for _, c in last["cards"]) + 10
        return (cl[declarer] == "7H" and last["winner"] == declarer and info["results"]["party"]
                and info["decl_pts"] - info["def_pts"] == 10 and info["tricks"][declarer] < 10
                and "silent-100" not in info["silent"])

    hands, talon, tricks, rng = search(1717, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pairs = {s: [c[1:] for c in hands[s] if c[0] == "K" and ("Q" + c[1:]) in hands[s]] for s in range(3)}
    log("   pairs", pairs)
    d = next(s for s in (0, 1) if any(x != "H" for x in pairs[s]))
    items = [{"kind": "marriage", "points": 20} for x in pairs[d] if x != "H"]
    mar = {d: 20 * len(items)}
    pays, info = settle(contract, declarer, tricks, talon, opts, marriages=mar)
    dealt, aev = build_auction(hands, talon, 2, script, rng)
    dealt_ok(dealt, 2)
    ev = aev + play_events(tricks, declarer, marriages_items={d: items})
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays), "marriages", mar)
    write("17-red-party-silent-ulti-last-trick-decides.json", {"preset": "standard"}, dealer, dealt,
          ev,
          {"description": "Red party: Fanni wins the last trick with the trump seven (silent ulti, "
                          "doubled) and only its 10 points give her the party against a defender's 20."})


def f18():
    log("18: party in leaves; a defender's trump seven lost in the last trick (he pays 4 to each)")
    opts = {}
    declarer, dealer, trump = 0, 2, "S"
    contract = {"goals": ["party"], "red": False, "trump": trump}
    script = [(0, bid(["party"])), (1, "pass"), (2, "pass"), (0, "pass")]
    check_auction(script, opts, 0)

    def make(rng):
        d = [1, 2][rng.randrange(2)]
        return deal_final(rng, fixed={d: ["7S"]})

    def pred(h, tal, tr):
        last = tr[-1]
        cl = dict(last["cards"])
        pays, info = settle(contract, declarer, tr, tal, opts)
        seven = next(s for s, c in last["cards"] if c == "7S") if "7S" in cl.values() else None
        return (seven is not None and seven != declarer and last["winner"] == declarer
                and info["lost_seven"] == seven and not info["silent"])

    hands, talon, tricks, rng = search(1818, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 0, script, rng)
    dealt_ok(dealt, 0)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("18-defender-seven-lost-in-last-trick.json", {"preset": "standard"}, dealer, dealt, ev,
          {"description": "Dóra's party in leaves; a defender plays the trump seven in the last trick "
                          "and loses it: he pays 4 to Dóra and 4 to his partner."})


def f19():
    log("19: silent_bonus_contra; party in bells with contra; the declarer's 40+20 reach 100 only "
        "with the last trick's 10: silent 100 doubled")
    opts = {"silent_bonus_contra": True}
    declarer, dealer, trump = 1, 0, "D"
    contract = {"goals": ["party"], "red": False, "trump": trump}
    script = [(1, bid(["party"])), (2, "pass"), (0, "pass"), (1, "pass")]
    check_auction(script, opts, 1)

    def make(rng):
        sc = "HSC"[rng.randrange(3)]
        r = deal_final(rng, fixed={1: ["KD", "QD", "K" + sc, "Q" + sc]})
        if r is None:
            return None
        h, t = r
        for s in (0, 2):
            if any(c[0] == "K" and ("Q" + c[1:]) in h[s] for c in h[s]):
                return None
        if sum(1 for c in h[1] if c[0] == "K" and ("Q" + c[1:]) in h[1]) != 2:
            return None
        return r

    def pred(h, tal, tr):
        last = tr[-1]
        mar = {1: 60}
        pays, info = settle(contract, declarer, tr, tal, opts, marriages=mar)
        lp = sum(card_value(c, trump) for _, c in last["cards"])
        return (last["winner"] == declarer and info["decl_pts"] >= 100
                and info["decl_pts"] - lp - 10 < 100 and info["tricks"][declarer] < 10
                and "silent-ulti" not in info["silent"] and info["lost_seven"] is None)

    hands, talon, tricks, rng = search(1919, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    contras = {"party": (2, 2)}
    pays, info = settle(contract, declarer, tricks, talon, opts, marriages={1: 60}, contras=contras)
    pays0, _ = settle(contract, declarer, tricks, talon, {}, marriages={1: 60}, contras=contras)
    log("   default silent_bonus_contra would give", net_of(pays0))
    dealt, aev = build_auction(hands, talon, 1, script, rng)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer,
                      marriages_items={1: [{"kind": "marriage", "points": 40},
                                           {"kind": "marriage", "points": 20}]},
                      contras={2: [("party", 2)]})
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("19-silent-100-by-last-trick-contra-applies.json",
          {"preset": "standard", "silent_bonus_contra": True}, dealer, dealt, ev,
          {"description": "A contra on party doubles a silent 100: Ervin (party in bells, contra by "
                          "Fanni) declares 40 and 20 and reaches exactly 100 with the last trick's 10."})


def f20():
    log("20: silent_durchmarsch_scoring replaces_party; party in acorns; all ten tricks, the last by "
        "the trump seven")
    opts = {"silent_durchmarsch_scoring": "replaces_party"}
    declarer, dealer, trump = 2, 1, "C"
    contract = {"goals": ["party"], "red": False, "trump": trump}
    script = [(2, bid(["party"])), (0, "pass"), (1, "pass"), (2, "pass")]
    check_auction(script, opts, 2)

    def make(rng):
        return deal_final(rng, fixed={2: ["7C", "AC", "10C", "KC", "QC", "JC", "AH", "AS", "AD"]})

    def pred(h, tal, tr):
        cl = dict(tr[-1]["cards"])
        return all(t["winner"] == declarer for t in tr) and cl[declarer] == "7C"

    hands, talon, tricks, rng = search(2020, make, contract, declarer, pred, opts)
    verify_play(hands, declarer, trump, tricks)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    p2, _ = settle(contract, declarer, tricks, talon, {})
    log("   under separate scoring", net_of(p2))
    dealt, aev = build_auction(hands, talon, 2, script, rng)
    dealt_ok(dealt, 2)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays))
    write("20-silent-durchmarsch-replaces-party-silent-ulti.json",
          {"preset": "standard", "silent_durchmarsch_scoring": "replaces_party"}, dealer, dealt, ev,
          {"description": "A silent durchmarsch replaces the party: Fanni (party in acorns) takes all ten "
                          "tricks, the last with the trump seven: silent durchmarsch 3 and silent ulti 2 "
                          "from each, no party."})


def f21():
    log("21: party+ulti in bells; the declarer plays the trump seven early with other cards allowed "
        "(planted); party and ulti lost")
    opts = {}
    declarer, dealer, trump = 0, 2, "D"
    contract = {"goals": ["party", "ulti"], "red": False, "trump": trump}
    script = [(0, bid(["party", "ulti"])), (1, "pass"), (2, "pass"), (0, "pass")]
    check_auction(script, opts, 0)
    rng0 = random.Random(2121)
    for n in range(400000):
        hands, talon = deal_final(rng0, fixed={0: ["7D", "AD", "KD"]})
        pol = rnd_policy(rng0)
        hs = {s: list(h) for s, h in hands.items()}
        tricks, leader, planted = [], declarer, None
        for t in range(10):
            trick = []
            s = leader
            for _ in range(3):
                ks = "7D" if s == declarer else None
                lg = legal(hs[s], trick, trump, ks)
                c = pol(s, lg, hs[s], trick, t)
                if planted is None and t == 3 and s == declarer:
                    full = legal(hs[s], trick, trump)
                    if "7D" in full and len(full) > 1:
                        c = "7D"
                        planted = (t, s, c, sorted(full))
                hs[s].remove(c)
                trick.append((s, c))
                s = (s + 1) % 3
            w = trick_winner(trick, trump)
            tricks.append({"leader": leader, "cards": trick, "winner": w})
            leader = w
        if planted is None:
            continue
        pays, info = settle(contract, declarer, tricks, talon, opts)
        if not info["results"]["party"] and not info["silent"] and info["tricks"][0] >= 1:
            log(f"   found after {n + 1} tries, planted {planted}")
            break
    faults = verify_play(hands, declarer, trump, tricks, keep7=True, allow={(planted[0], planted[1])})
    dealt, aev = build_auction(hands, talon, 0, script, rng0)
    dealt_ok(dealt, 0)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer)
    fidx = [i for i, e in enumerate(ev) if e["type"] == "play"][planted[0] * 3 + [s for s, _ in tricks[planted[0]]["cards"]].index(planted[1])]
    ev += pay_events(pays)
    describe(tricks, trump)
    log("   info", info, "net", net_of(pays), "faults", faults, "fault event", fidx)
    write("21-ulti-seven-played-early.json", {"preset": "standard"}, dealer, dealt, ev,
          {"description": "Dóra's party + ulti in bells; in the fourth trick she plays the trump seven "
                          "with other cards allowed (planted); party and ulti are lost."})


def f22():
    log("22: party+ulti in leaves; claim after trick 7 (trumps left only with the declarer); fault: "
        "the ulti paid 8 by seat 2")
    opts = {}
    declarer, dealer, trump = 1, 0, "S"
    contract = {"goals": ["party", "ulti"], "red": False, "trump": trump}
    script = [(1, bid(["party", "ulti"])), (2, "pass"), (0, "pass"), (1, "pass")]
    check_auction(script, opts, 1)
    K = 7

    def make(rng):
        return deal_final(rng, fixed={1: ["7S", "AS", "10S", "KS", "QS"]})

    def pred(h, tal, tr):
        played = [x for t in tr[:K] for _, x in t["cards"]]
        rem = {s: [c for c in h[s] if c not in played] for s in range(3)}
        if tr[K - 1]["winner"] != declarer:
            return False
        if any(suit(c) == "S" for s in (0, 2) for c in rem[s]):
            return False
        if sum(1 for c in rem[1] if suit(c) == "S") != 3:
            return False
        outs = set()
        n = 0
        for end in all_endings(rem, declarer, trump, keep_seven_seat=declarer, keep_seven="7S",
                               done=tr[:K]):
            n += 1
            p, info = settle(contract, declarer, end, tal, opts)
            outs.add(tuple(sorted(net_of(p).items())))
            if len(outs) > 1 or not info["results"]["ulti"]:
                return False
        _, i0 = settle(contract, declarer, tr, tal, opts)
        return n > 1 and i0["results"]["party"] and not i0["silent"]

    hands, talon, tricks, rng = search(2222, make, contract, declarer, pred, opts, keep7=True)
    verify_play(hands, declarer, trump, tricks, keep7=True)
    pays, info = settle(contract, declarer, tricks, talon, opts)
    dealt, aev = build_auction(hands, talon, 1, script, rng)
    dealt_ok(dealt, 1)
    ev = aev + [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]
    ev += play_events(tricks, declarer, upto=K)
    base = len(ev)
    pev = pay_events(pays)
    pev[0]["note"] = "claim: Ervin shows three trumps after the seventh trick; conceded"
    fault = next(i for i, p in enumerate(pev) if p["reason"] == "ulti" and p["from"] == 2)
    pev[fault]["amount"] = 8
    ev += pev
    played = [x for t in tricks[:K] for _, x in t["cards"]]
    log("   remaining at the claim", {s: [c for c in hands[s] if c not in played] for s in range(3)})
    describe(tricks[:K], trump)
    log("   info (one ending)", info, "net", net_of(pays), "fault event", base + fault)
    write("22-claim-ulti-after-trick-7-wrong-payment.json", {"preset": "standard"}, dealer, dealt, ev,
          {"description": "Ervin's party + ulti in leaves; after seven tricks only he has trumps (ace, ten, "
                          "seven) and claims: every ending makes party and ulti. Planted: Fanni's ulti "
                          "payment written as 8 instead of 4."})


if __name__ == "__main__":
    which = sys.argv[1:] or [f"f{i:02d}" for i in range(1, 23)]
    for w in which:
        globals()[w]()
    with open("gen.out", "w", encoding="utf-8") as f:
        f.write("\n".join(OUT) + "\n")
