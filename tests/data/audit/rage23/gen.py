"""rage23 generator: 4 clean sessions and 18 one-fault files derived from them.

Run: python3 gen.py  (writes NN-*.json and figures.txt beside itself)
"""

from __future__ import annotations

import copy
import json
import os
import random

from model import COLOURS, Stock, Trick, check, colour, is_colour, simulate_deal, tally

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Hugo"]

SESSIONS = {
    "S1": {"n": 4, "rules": {"preset": "standard"}, "d0": 3, "seed": 11},
    "S2": {"n": 5, "rules": {"preset": "standard", "plus_minus_one": True}, "d0": 0, "seed": 22},
    "S3": {"n": 3, "rules": {"preset": "standard", "durch": True}, "d0": 1, "seed": 34},
    "S4": {"n": 6, "rules": {"preset": "standard", "hidden_bid": True}, "d0": 2, "seed": 44},
}


def make_bids(n, k, dealer, tricks, seed, pm1, hidden):
    rng = random.Random(seed)
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = {}
    for s in order:
        bids[s] = tricks[s] if rng.random() < 0.5 else rng.randint(0, min(k, 4))
    if pm1 and sum(bids.values()) == k:
        last = order[-1]
        rest = k - bids[last]
        for b in [tricks[last], bids[last] + 1, bids[last] - 1, 0, 1, 2]:
            if 0 <= b <= k and rest + b != k:
                bids[last] = b
                break
    if hidden:
        rng.shuffle(order)
    return [(s, bids[s]) for s in order]


def deal_plan(sess):
    n, d0 = sess["n"], sess["d0"]
    return [{"k": 10 - i, "dealer": (d0 + i) % n} for i in range(10)]


def build(sname, faults=None):
    """faults: dict deal_index -> dict(hooks=..., dealer=..., mutate=callable(deal_dict, info))."""
    faults = faults or {}
    sess = SESSIONS[sname]
    n, rules, seed = sess["n"], sess["rules"], sess["seed"]
    pm1 = rules.get("plus_minus_one", False)
    hidden = rules.get("hidden_bid", False)
    plan = deal_plan(sess)
    if "dealers" in faults:
        for i, d in faults["dealers"].items():
            plan[i]["dealer"] = d
    deals = []
    infos = []
    for di, p in enumerate(plan):
        f = faults.get(di, {})
        k, dealer = p["k"], p["dealer"]
        res = simulate_deal(n, k, dealer, seed * 100 + di, f.get("hooks"))
        tricks, plus, minus, durch = tally(n, k, res["winners"], rules.get("durch", False))
        bids = make_bids(n, k, dealer, tricks, seed * 100 + di + 7, pm1, hidden)
        events = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
        for s, c, named in res["plays"]:
            ev = {"type": "play", "seat": s, "card": c}
            if c == "WILD" and named:
                ev["named"] = named
            events.append(ev)
        deal = {"dealer": dealer, "hands": res["hands"], "talon": res["talon"], "events": events}
        deals.append(deal)
        infos.append(res)
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules,
        "players": NAMES[:n],
        "meta": {"audit": "rage23", "session": sname},
        "deals": deals,
    }
    # mutations on bids/plays before the figures are written
    for di, f in faults.items():
        if isinstance(di, int) and "mutate" in f:
            f["mutate"](tr["deals"][di], infos[di], tr)
    write_figures(tr, faults)
    return tr


def write_figures(tr, faults):
    """Append score and total events computed by the model from the record as it stands
    (the figures follow the rules applied to the cards as played); a 'figures' fault then
    rewrites what the sheet says."""
    _anns, figs = check(tr)
    n = len(tr["players"])
    totals = [0] * n
    for di, deal in enumerate(tr["deals"]):
        f = figs["deals"][di]
        sc = list(f["scores"])
        over = faults.get(di, {}).get("scores", {})
        for s, v in over.items():
            sc[s] = v
        skip = faults.get(di, {}).get("skip_seats", set())
        for s in range(n):
            if s in skip or sc[s] is None:
                continue
            deal["events"].append({"type": "score", "party": s, "points": sc[s]})
        tover = faults.get(di, {}).get("totals", {})
        for s in range(n):
            if sc[s] is None or totals[s] is None:
                totals[s] = None
                continue
            totals[s] += sc[s]
            if s in tover:
                totals[s] = tover[s](totals[s])
        for s in range(n):
            if s in skip or totals[s] is None:
                continue
            deal["events"].append({"type": "total", "party": s, "points": totals[s]})
        for ev in faults.get(di, {}).get("extra", []):
            deal["events"].append(ev)


# ------------------------------------------------------------------ fault hooks


def once(fn):
    state = {"done": False}

    def reset():
        state["done"] = False

    def pick(t, pos, seat, hand, trick, lg, rng):
        if state["done"]:
            return None
        r = fn(t, pos, seat, hand, trick, lg, rng)
        if r is not None:
            state["done"] = True
        return r

    return {"reset": reset, "pick": pick}


def revoke_last_card(n):
    def fn(t, pos, seat, hand, trick, lg, rng):
        if (
            pos != n - 1
            or trick.led is None
            or not any(is_colour(c) and colour(c) == trick.led for c in hand)
        ):
            return None
        other = sorted(c for c in hand if is_colour(c) and colour(c) != trick.led)
        return (other[0], None) if other else None

    return once(fn)


def action_last_card(n):
    def fn(t, pos, seat, hand, trick, lg, rng):
        if (
            pos != n - 1
            or trick.led is None
            or not any(is_colour(c) and colour(c) == trick.led for c in hand)
        ):
            return None
        for a in ("PLUS5", "MINUS5"):
            if a in hand:
                return (a, None)
        return None

    return once(fn)


def wild_named_led():
    def fn(t, pos, seat, hand, trick, lg, rng):
        if pos == 0 or trick.led is None or "WILD" not in hand:
            return None
        if not any(is_colour(c) and colour(c) == trick.led for c in hand):
            return None
        return ("WILD", trick.led)

    return once(fn)


def wild_unnamed():
    def fn(t, pos, seat, hand, trick, lg, rng):
        if pos == 0 or trick.led is None or "WILD" not in hand:
            return None
        if any(is_colour(c) and colour(c) == trick.led for c in hand):
            return None
        return ("WILD", None)

    return once(fn)


def lead_shift(trick_index):
    def lead(t, leader):
        return leader if t != trick_index else (leader + 1) % 100

    return lead


# ------------------------------------------------------------------ files


def save(name, tr, note):
    tr["meta"]["file"] = name
    if note:
        tr["meta"]["planted"] = note
    with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return tr


def first_lead_out_of_turn():
    n = SESSIONS["S1"]["n"]
    hooks = {"lead": lambda t, leader: (leader + 1) % n if t == 0 else leader}
    return build("S1", {0: {"hooks": hooks}})


def last_trick_out_of_turn(di):
    n = SESSIONS["S1"]["n"]
    k = 10 - di
    hooks = {"lead": lambda t, leader: (leader + 1) % n if t == k - 1 else leader}
    return build("S1", {di: {"hooks": hooks}})


def main():
    out = []

    def emit(name, tr, note=""):
        save(name, tr, note)
        anns, figs = check(tr)
        out.append((name, note, anns, figs, tr))

    emit("01-4p-r1-10-standard-clean", build("S1"))
    emit("02-5p-r1-10-pm1-clean", build("S2"))
    emit("03-3p-r1-10-durch-clean", build("S3"))
    emit("04-6p-r1-10-hidden-clean", build("S4"))

    emit(
        "05-4p-d0-first-lead-out-of-turn",
        first_lead_out_of_turn(),
        "deal 0, first lead by the dealer's second neighbour",
    )
    emit(
        "06-4p-d4-last-trick-led-out-of-turn",
        last_trick_out_of_turn(4),
        "deal 4, last trick led by the seat after the winner",
    )
    n2 = SESSIONS["S2"]["n"]
    emit(
        "07-5p-d0-revoke-last-card-of-trick",
        build("S2", {0: {"hooks": revoke_last_card(n2)}}),
        "deal 0, revoke by the trick's last card",
    )
    n3 = SESSIONS["S3"]["n"]
    emit(
        "08-3p-d1-plus5-last-card-while-able-to-follow",
        build("S3", {1: {"hooks": action_last_card(n3)}}),
        "deal 1, +5/-5 as the trick's last card while holding the led colour",
    )
    di, tr09 = first_firing("S4", wild_named_led)
    emit(
        "09-6p-wild-named-led-colour-while-holding-it",
        tr09,
        f"deal {di}, a WILD naming the led colour while holding that colour",
    )

    # 10: final call out of range (S3 deal 0: dealer bids k+1)
    def oor(deal, info, tr):
        bids = [e for e in deal["events"] if e["type"] == "bid"]
        bids[-1]["bid"] = len(deal["hands"][0]) + 1

    emit(
        "10-3p-d0-final-call-out-of-range",
        build("S3", {0: {"mutate": oor}}),
        "deal 0, the dealer's bid is 11 with 10 cards",
    )

    # 11: pm1 forbidden final call in the last deal
    def forbid(deal, info, tr):
        bids = [e for e in deal["events"] if e["type"] == "bid"]
        k = len(deal["hands"][0])
        rest = sum(e["bid"] for e in bids[:-1])
        need = k - rest
        if not 0 <= need <= k:
            # lower the earlier bids so the dealer can close the sum
            for e in bids[:-1]:
                e["bid"] = 0
            need = k
        bids[-1]["bid"] = need

    emit(
        "11-5p-d9-pm1-final-call-makes-sum",
        build("S2", {9: {"mutate": forbid}}),
        "deal 9, the dealer's bid makes the sum equal to the cards",
    )

    # 12: repeated bid at the final call (S1 deal 2), scored by the first bid
    def rep(deal, info, tr):
        ev = deal["events"]
        nb = sum(1 for e in ev if e["type"] == "bid")
        last = ev[nb - 1]
        k = len(deal["hands"][0])
        newb = last["bid"] + 1 if last["bid"] < k else last["bid"] - 1
        ev.insert(nb, {"type": "bid", "seat": last["seat"], "bid": newb})

    emit(
        "12-4p-d2-final-call-repeated-changed",
        build("S1", {2: {"mutate": rep}}),
        "deal 2, the dealer calls a second time with another number",
    )

    # 13: bid out of turn (S2 deal 3): the dealer bids before his right-hand neighbour
    def swap(deal, info, tr):
        ev = deal["events"]
        nb = sum(1 for e in ev if e["type"] == "bid")
        ev[nb - 2], ev[nb - 1] = ev[nb - 1], ev[nb - 2]

    emit(
        "13-5p-d3-dealer-bids-before-neighbour",
        build("S2", {3: {"mutate": swap}}),
        "deal 3, the dealer calls before the seat on his right",
    )

    # 14: missing bid in the last deal (S1 deal 9); that seat's score/total unwritten
    n1 = SESSIONS["S1"]["n"]
    d9 = deal_plan(SESSIONS["S1"])[9]["dealer"]
    miss_seat = d9

    def miss(deal, info, tr):
        deal["events"] = [e for e in deal["events"] if not (e["type"] == "bid" and e["seat"] == miss_seat)]

    emit(
        "14-4p-d9-final-call-missing",
        build("S1", {9: {"mutate": miss, "skip_seats": {miss_seat}}}),
        f"deal 9, seat {miss_seat} never bids",
    )

    di, tr15 = first_firing("S3", wild_unnamed)
    emit(
        "15-3p-wild-without-colour", tr15, f"deal {di}, a WILD played by a void seat without naming a colour"
    )

    # 16: wrong dealer (S4 deal 5 onwards rotated one seat further)
    n4 = SESSIONS["S4"]["n"]
    plan4 = deal_plan(SESSIONS["S4"])
    dealers = {i: (plan4[i]["dealer"] + 1) % n4 for i in range(5, 10)}
    emit(
        "16-6p-d5-wrong-dealer",
        build("S4", {"dealers": dealers}),
        "deal 5 dealt by the seat two places on; the rotation carries on from it",
    )

    # 17: wrong score in the first deal (S1 deal 0) – the sheet carries it on
    base = build("S1")
    _a, f0 = check(base)
    d0 = f0["deals"][0]
    seat = next((s for s in range(n1) if d0["minus"][s]), None)
    if seat is None:
        seat = next(s for s in range(n1) if d0["plus"][s])
        bad = d0["scores"][seat] - 5 * d0["plus"][seat]
    else:
        bad = d0["scores"][seat] + 5 * d0["minus"][seat]
    emit(
        "17-4p-d0-score-ignores-action-card",
        build("S1", {0: {"scores": {seat: bad}}}),
        f"deal 0, seat {seat} score written without its +5/-5 card",
    )

    # 18: wrong score in the last deal (S3 deal 9): Durch counted in the one-card round
    b3 = build("S3")
    _a, f3 = check(b3)
    d9f = f3["deals"][9]
    w = d9f["tricks"].index(1)
    emit(
        "18-3p-d9-durch-counted-in-last-round",
        build("S3", {9: {"scores": {w: d9f["scores"][w] + 1}}}),
        f"deal 9, seat {w} scored 2 for the single trick (Durch)",
    )

    # 19: wrong total in the first deal (S2 deal 0); later totals follow the sheet
    emit(
        "19-5p-d0-total-slip-carried",
        build("S2", {0: {"totals": {2: lambda t: t + 10}}}),
        "deal 0, seat 2 total written 10 too high, carried on",
    )

    # 20: payment in the last deal (S4 deal 9)
    pay = {"type": "payment", "from": 0, "to": 1, "amount": 5, "reason": "session_end"}
    emit(
        "20-6p-d9-payment-recorded",
        build("S4", {9: {"extra": [pay]}}),
        "deal 9, a payment recorded after the totals",
    )

    # 21: talon – trump not re-turned after a NOTRUMP trick (find a deal in S4)
    tr21, note21 = talon_missed("S4")
    emit("21-6p-notrump-stock-not-turned-scores", tr21, note21)

    # 22: card not in hand – the turned trump card played in the one-card round (S1 deal 9)
    def trumpcard(deal, info, tr):
        st = Stock(deal["talon"])
        ev = deal["events"]
        i = next(j for j, e in enumerate(ev) if e["type"] == "play")
        ev[i + 1]["card"] = st.trump_card()
        ev[i + 1].pop("named", None)

    emit(
        "22-4p-d9-turned-trump-card-played",
        build("S1", {9: {"mutate": trumpcard}}),
        "deal 9, second card of the only trick is the turned trump card from the stock",
    )

    with open(os.path.join(HERE, "figures.txt"), "w", encoding="utf-8") as fh:
        for name, note, anns, figs, tr in out:
            fh.write(f"== {name}  [{tr['meta']['session']}] {json.dumps(tr['rules'])}  {note}\n")
            fh.write(f"   expected: {anns}\n")
            touched = sorted({a[0] for a in anns})
            for di in touched:
                d = figs["deals"][di]
                fh.write(
                    f"   deal {di}: k={d['k']} dealer={d['dealer']} bids={d['bids']} tricks={d['tricks']} +5={d['plus']} -5={d['minus']} durch={d['durch']}\n"
                )
                fh.write(f"      scores rules={d['scores']} recorded={d['recorded_scores']}\n")
                fh.write(f"      totals rules={d['rule_totals']} recorded={d['recorded_totals']}\n")
            last = figs["deals"][-1]
            fh.write(f"   final totals rules={last['rule_totals']} recorded={last['recorded_totals']}\n")


def first_firing(sname, hookmaker):
    for di in range(10):
        tr = build(sname, {di: {"hooks": hookmaker()}})
        if check(tr)[0]:
            return di, tr
    raise RuntimeError("hook never fired")


def talon_missed(sname):
    """A deal where a NOTRUMP trick is followed by a turn of the stock that changes a later
    trick; the sheet scores the round as if the old trump had stayed."""
    sess = SESSIONS[sname]
    clean = build(sname)
    n = sess["n"]
    for di, deal in enumerate(clean["deals"]):
        alt = alt_scores_no_turn(deal, n, clean["rules"])
        _a, figs = check(clean)
        good = figs["deals"][di]["scores"]
        if alt is None:
            continue
        diff = {s: alt[s] for s in range(n) if alt[s] != good[s]}
        if 1 <= len(diff) <= 2:
            tr = build(sname, {di: {"scores": diff}})
            return (
                tr,
                f"deal {di}: scores written as if the trump had not been re-turned after the NOTRUMP trick (seats {sorted(diff)})",
            )
    raise RuntimeError("no candidate")


def alt_scores_no_turn(deal, n, rules):
    """Score a deal by a misreading: after a NOTRUMP trick the old trump stays."""
    from model import round_score

    class NoTurnTrick(Trick):
        def finish(self):
            pass

    k = len(deal["hands"][0])
    stock = Stock(deal["talon"])
    bids = {}
    winners = []
    trick = None
    had_nt = False
    for ev in deal["events"]:
        if ev["type"] == "bid":
            bids.setdefault(ev["seat"], ev["bid"])
        elif ev["type"] == "play":
            if trick is None:
                trick = NoTurnTrick(stock)
            trick.add(ev["seat"], ev["card"], ev.get("named"))
            if ev["card"] == "NOTRUMP":
                had_nt = True
            if len(trick.plays) == n:
                winners.append((trick.winner(), [c for _, c, _ in trick.plays]))
                trick = None
    if not had_nt:
        return None
    tricks, plus, minus, durch = tally(n, k, winners, rules.get("durch", False))
    return [round_score(bids.get(s), tricks[s], plus[s], minus[s], durch[s]) for s in range(n)]


if __name__ == "__main__":
    _ = (COLOURS, copy)
    main()
