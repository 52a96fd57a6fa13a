"""ulti29: build one deal of a transcript from a scenario spec with the independent model."""

import random

from model import (
    NT_GOALS,
    SUITS,
    Fault,
    bid_value,
    deal_hands,
    expand_goals,
    higher,
    pairs,
    play_deal,
    settle,
    strength,
)


def resolve_trump(hand, mode, red):
    if mode == "nt":
        return None
    if red:
        return "H"
    if mode in SUITS:
        return mode
    cands = [s for s in SUITS if s != "H"]
    count = {s: sum(1 for c in hand if c[-1] == s) for s in cands}
    if mode == "long":
        return max(cands, key=lambda s: (count[s], s))
    if mode == "ulti":
        ok = [s for s in cands if "7" + s in hand]
        if not ok:
            raise Fault("no seven")
        return max(ok, key=lambda s: (count[s], s))
    if mode == "40":
        ok = [s for s in cands if s in pairs(hand)]
        if not ok:
            raise Fault("no trump pair")
        return max(ok, key=lambda s: (count[s], s))
    if mode == "20":
        pr = pairs(hand)
        ok = [s for s in cands if pr and [p for p in pr if p != s]]
        if not ok:
            raise Fault("no side pair")
        return max(ok, key=lambda s: (count[s], s))
    raise ValueError(mode)


def choose_discard(hand, trump, mode):
    pr = pairs(hand)
    if mode == "high":
        return sorted(hand, key=lambda c: (-strength(c, None), c))[:2]
    if mode == "points":
        tens = sorted(c for c in hand if c[:-1] == "10" and c[-1] != trump and c[-1] not in pr)
        if not tens:
            raise Fault("no ten to lay away")
        rest = [c for c in hand if c != tens[0]]
        return [tens[0]] + choose_discard(rest, trump, "low")[:1]

    def ok(c, level):
        if level == 0:
            return c[-1] != trump and c[-1] not in pr and c[:-1] not in ("A", "10")
        if level == 1:
            return c[-1] != trump and c[:-1] not in ("A", "10")
        if level == 2:
            return c[-1] != trump
        return c != "7" + str(trump)

    out = []
    for level in range(4):
        for c in sorted(hand, key=lambda c: (strength(c, True), c)):
            if ok(c, level) and c not in out:
                out.append(c)
            if len(out) == 2:
                return out
    return out


def run_auction(hands, dealer, steps):
    """steps: list of dicts. Returns events, hands after auction, talon, declarer info."""
    hands = [list(h) for h in hands]
    events = []
    marks = {}
    talon = None
    high = None
    last = None
    passes = 0
    turn = (dealer + 1) % 3
    for st in steps:
        s = st["seat"]
        assert s == turn, ("turn", st, turn)
        kind = st["kind"]
        if kind == "bid":
            red = st.get("red", False)
            goals = st["goals"]
            if talon is not None:
                hands[s] += talon
                events.append({"type": "take", "seat": s, "cards": list(talon)})
            ntg = set(expand_goals(goals)) & NT_GOALS or (st.get("trump") == "nt")
            tr = resolve_trump(hands[s], "nt" if ntg else st.get("trump", "long"), red)
            dtr = st.get("discard_as", tr)
            disc = choose_discard(hands[s], dtr, st.get("discard", "high" if ntg else "low"))
            for c in disc:
                hands[s].remove(c)
            talon = list(disc)
            events.append({"type": "discard", "seat": s, "cards": list(disc)})
            val = bid_value(goals, red)
            if not st.get("nocheck"):
                assert higher(val, high), ("not higher", st, high)
            elif st.get("expect_not_higher"):
                assert not higher(val, high), ("is higher", st, high)
            high = val
            if st.get("mark"):
                marks[st["mark"]] = len(events)
            events.append({"type": "bid", "seat": s, "bid": {"goals": list(goals), "red": bool(red)}})
            last = {"seat": s, "goals": list(goals), "red": bool(red), "trump": tr, "discard": list(disc)}
            passes = 0
        elif kind == "takepass":
            hands[s] += talon
            events.append({"type": "take", "seat": s, "cards": list(talon)})
            disc = choose_discard(hands[s], None, "low")
            for c in disc:
                hands[s].remove(c)
            talon = list(disc)
            events.append({"type": "discard", "seat": s, "cards": list(disc)})
            marks[st.get("mark", "takepass")] = len(events)
            events.append({"type": "bid", "seat": s, "bid": "pass"})
            passes += 1
        else:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
            passes += 1
        turn = (turn + 1) % 3
        if passes == 3:
            break
    assert passes == 3, "auction did not end"
    return events, hands, talon, last, marks


def build_deal(spec, seed, attempt=0):
    dealer = spec["dealer"]
    hands0 = deal_hands(seed, dealer)
    events, hands, talon, last, marks = run_auction(hands0, dealer, spec["auction"])
    d = last["seat"]
    goals = expand_goals(last["goals"])
    red = last["red"]
    trump = last["trump"]
    if spec.get("force_trump"):
        trump = spec["force_trump"]
    nt = trump is None
    if nt:
        events.append({"type": "announce", "seat": d, "items": [{"kind": "no-trump"}]})
    elif not red:
        marks["announce"] = len(events)
        events.append({"type": "announce", "seat": d, "items": [{"kind": "trump", "suit": trump}]})
    info = {"declarer": d, "goals": goals, "red": red, "trump": trump, "talon": talon, "marks": marks}
    if spec.get("fold"):
        marks["fold"] = len(events)
        events.append({"type": "call", "seat": d, "call": "fold"})
        pays = [(d, (d + 1) % 3, 2, "fold"), (d, (d + 2) % 3, 2, "fold")]
        info["fold"] = True
        return {"dealer": dealer, "hands": hands0, "events": events}, pays, info
    rng = random.Random(seed * 1000 + attempt)
    decl_hand = list(hands[d])
    plays, tricks, fault_done = play_deal(
        hands, d, trump, rng, keep_seven="ulti" in goals, fault=spec.get("play_fault")
    )
    info["fault_done"] = fault_done
    # marriages: with trumps, no 100 goal, no durchmarsch
    marriage_ok = (not nt) and not ({"40-100", "20-100", "durchmarsch"} & set(goals))
    marr = {}
    decl_items = {}
    if marriage_ok:
        for s in range(3):
            items = []
            for p in pairs(hands[s]):
                items.append({"kind": "marriage", "points": 40 if p == trump else 20})
            items.sort(key=lambda x: -x["points"])
            if items:
                decl_items[s] = items
                marr[s] = [x["points"] for x in items]
    extra_decl = spec.get("extra_declare")  # fault: (seat, items) that do not count
    if extra_decl:
        es, eitems = extra_decl(hands, d, trump)
        decl_items[es] = eitems
    doubles_spec = spec.get("doubles", [])
    # place events
    first_play_seen = set()
    ev_play_index = []
    for i, (s, c, t) in enumerate(plays):
        if t == 1 and i == 3:
            for ds in doubles_spec:
                if ds["when"] == "after1":
                    marks.setdefault(
                        "double_" + str(ds["seat"]) + "_" + ds["target"] + "_" + str(ds["level"]), len(events)
                    )
                    events.append(
                        {"type": "double", "seat": ds["seat"], "target": ds["target"], "level": ds["level"]}
                    )
        if t == 0 and s not in first_play_seen:
            first_play_seen.add(s)
            if s in decl_items:
                marks["declare_" + str(s)] = len(events)
                events.append({"type": "declare", "seat": s, "items": decl_items[s]})
            for ds in doubles_spec:
                if ds["when"] == "first" and ds["seat"] == s:
                    marks["double_" + str(s) + "_" + ds["target"] + "_" + str(ds["level"])] = len(events)
                    events.append({"type": "double", "seat": s, "target": ds["target"], "level": ds["level"]})
        if t == 1 and i >= 3:
            for ds in doubles_spec:
                if ds["when"] == "second" and ds["seat"] == s:
                    marks["late_double"] = len(events)
                    events.append({"type": "double", "seat": s, "target": ds["target"], "level": ds["level"]})
        ev_play_index.append(len(events))
        events.append({"type": "play", "seat": s, "card": c})
    info["play_events"] = ev_play_index
    info["plays"] = plays
    info["trick_list"] = tricks
    # doubles in force
    dbl = {}
    for ds in doubles_spec:
        if ds["when"] == "second":
            continue
        lv, who = dbl.get(ds["target"], (1, set()))
        if ds["seat"] != d:
            who = who | {ds["seat"]}
        dbl[ds["target"]] = (max(lv, ds["level"]), who)
    ctx = {
        "declarer": d,
        "goals": goals,
        "red": red,
        "trump": trump,
        "tricks": tricks,
        "talon": talon,
        "marriages": marr,
        "doubles": dbl,
        "decl_hand_at_play": decl_hand,
    }
    pays, sinfo = settle(ctx)
    info.update(sinfo)
    info["marriages"] = marr
    info["hands_at_play"] = [list(h) for h in hands]
    return {"dealer": dealer, "hands": hands0, "events": events}, pays, info


def find_deal(spec, seed0, attempts=1):
    for seed in range(seed0, seed0 + 20000):
        for a in range(attempts):
            try:
                deal, pays, info = build_deal(spec, seed, a)
            except (Fault, AssertionError):
                continue
            cond = spec.get("cond")
            if cond and not cond(info, pays):
                continue
            return seed, a, deal, pays, info
    raise RuntimeError("no seed for " + spec.get("name", "?"))
