"""Danish Tarok transcripts of this round (see EXPECTED.md). Run: python make_danish.py"""

import json
import os
import random
from collections import defaultdict

from gen_danish import band, declarations, deck, is_trump, legal, suit, value, winner_index

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Agnieszka", "Bartek", "Celina"]
PP, KP = "pagat_pool", "king_pool"


def write(name, doc):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def pay(ev, net, frm, to, amount, reason):
    ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
    net[str(frm)] -= amount
    net[str(to)] += amount


def simulate(seed, dealer, joker_trick, plant=None, tries=100000, want=None):
    """joker_trick: the trick (0-based) in which the Joker's holder plays it as a follower (24 = last).
    plant: {'kind': 'revoke', 'trick': t, 'seat': s} | {'kind': 'lead', 'trick': t}."""
    for k in range(tries):
        rnd = random.Random(seed + k)
        d = deck()
        rnd.shuffle(d)
        hands = [None] * 3
        for i in range(3):
            hands[(dealer + 1 + i) % 3] = d[25 * i : 25 * i + 25]
        hands[dealer] = hands[dealer] + d[75:78]
        jh = [s for s in range(3) if "JOKER" in hands[s]][0]
        # the skat: three pips (not courts, not trumps)
        pips = [c for c in hands[dealer] if not is_trump(c) and c != "JOKER" and c[0] not in "KQNJ"]
        if len(pips) < 3:
            continue
        skat = rnd.sample(pips, 3)
        cur = [list(h) for h in hands]
        for c in skat:
            cur[dealer].remove(c)
        decl = [declarations(cur[s]) for s in range(3)]
        leader = (dealer + 1) % 3
        plays, winners, tricks, faults = [], [], [], []
        ok = True
        for t in range(25):
            order = [(leader + i) % 3 for i in range(3)]
            if plant and plant["kind"] == "lead" and plant["trick"] == t:
                order = [(leader + 1 + i) % 3 for i in range(3)]
                faults.append(("out_of_turn", len(plays), order[0]))
            table, seats = [], []
            for s in order:
                if s == jh and t == joker_trick and table and "JOKER" in cur[s]:
                    c = "JOKER"
                else:
                    opts = legal(cur[s], table)
                    if not opts:
                        ok = False
                        break
                    c = None
                    if plant and plant["kind"] == "revoke" and plant["trick"] == t and plant["seat"] == s and table:
                        led = suit([x for x in table if x != "JOKER"][0]) if any(x != "JOKER" for x in table) else None
                        other = [x for x in cur[s] if x != "JOKER" and suit(x) != led and not is_trump(x)]
                        if led and led != "T" and any(suit(x) == led for x in cur[s]) and other:
                            c = rnd.choice(other)
                            faults.append(("revoke", len(plays) + len(table), s))
                    if c is None:
                        c = rnd.choice(opts)
                table.append(c)
                seats.append(s)
                cur[s].remove(c)
            if not ok:
                break
            if t == joker_trick and "JOKER" not in table:
                ok = False
                break
            w = seats[winner_index(table)]
            winners.append(w)
            tricks.append(list(zip(seats, table)))
            plays += list(zip(seats, table))
            leader = w
        if not ok or any(c == "JOKER" for c in cur[jh]):
            continue
        if plant and not faults:
            continue
        last = tricks[-1]
        if any(c == "T1" or (c[0] == "K" and not is_trump(c)) for _, c in last):
            continue
        if any(winners.count(s) == 0 for s in range(3)) or max(winners.count(s) for s in range(3)) == 25:
            continue
        info = dict(seed=seed + k, dealer=dealer, hands=hands, skat=skat, decl=decl, tricks=tricks, winners=winners,
                    faults=faults, jh=jh)
        if want and not want(info):
            continue
        return info
    raise SystemExit("none")


def card_points(info, joker_trick):
    """Both readings: a trick 1 point to its winner (A); one point per three cards (B)."""
    dealer = info["dealer"]
    A = [0.0] * 3
    B = [0.0] * 3
    cards = [0] * 3
    for t, tr in enumerate(info["tricks"]):
        w = info["winners"][t]
        A[w] += 1
        for s, c in tr:
            owner = s if (c == "JOKER" and t != 24) else w
            A[owner] += value(c)
            B[owner] += value(c)
            cards[owner] += 1
    A[dealer] += 1
    cards[dealer] += 3
    for s in range(3):
        B[s] += cards[s] / 3
    return A, B


def build(info, rules, first_deal, joker_trick, extra=None):
    """The deal's events with every payment the rules give; extra(ev, net, where) hooks planted faults."""
    dealer = info["dealer"]
    nd = (dealer + 1) % 3
    net = defaultdict(float)
    for key in ("0", "1", "2", PP, KP):
        net[key] = 0
    ev = []
    if first_deal:
        for pool in (PP, KP):
            for s in range(3):
                pay(ev, net, s, pool, 20, "foundation")
    pay(ev, net, dealer, PP, 5, "deal_fee")
    pay(ev, net, dealer, KP, 5, "deal_fee")
    ev.append({"type": "discard", "seat": dealer, "cards": info["skat"]})
    for i in range(3):
        s = (dealer + i) % 3
        items, pays = info["decl"][s]
        ev.append({"type": "declare", "seat": s, "items": items})
        for a in pays:
            for o in ((s + 1) % 3, (s + 2) % 3):
                pay(ev, net, o, s, a, "declaration")
    marks = {}
    for t, tr in enumerate(info["tricks"]):
        if extra:
            extra(ev, net, ("before", t))
        for s, c in tr:
            marks[(t, s)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
        w = info["winners"][t]
        if t < 24:
            for s, c in tr:
                if c[0] == "K" and not is_trump(c) and s != w:
                    for o in range(3):
                        if o != s:
                            pay(ev, net, s, o, 5, "king_lost")
                    pay(ev, net, s, KP, 5, "king_lost")
                if c == "T1" and s != w:
                    for o in range(3):
                        if o != s:
                            pay(ev, net, s, o, 5, "pagat_lost")
                    pay(ev, net, s, PP, 5, "pagat_lost")
                if c == "T1" and s == w:
                    for o in range(3):
                        if o != s:
                            pay(ev, net, o, s, 5, "pagat_trick")
        else:
            for o in range(3):
                if o != w:
                    pay(ev, net, o, w, 20, "last_trick")
        if extra:
            extra(ev, net, ("after", t))
    A, B = card_points(info, joker_trick)
    cp = []
    for s in range(3):
        if s == nd:
            continue
        a, b = band(A[s]), band(B[s])
        cp.append((s, A[s], B[s], a, b))
        assert a == b, (s, A[s], B[s])
        if a > 0:
            pay(ev, net, nd, s, a, "card_points")
        elif a < 0:
            pay(ev, net, s, nd, -a, "card_points")
    if extra:
        extra(ev, net, ("end", None))
    return ev, dict(net), marks, cp


def doc(deals, rules, meta):
    return {"format": "trick-transcript/1", "game": "danish-tarok", "rules": rules, "players": PLAYERS, "meta": meta,
            "deals": deals}


def margin_ok(info, jt):
    A, B = card_points(info, jt)
    nd = (info["dealer"] + 1) % 3
    for s in range(3):
        if s == nd:
            continue
        for x in (A[s], B[s]):
            for edge in (18.5, 23.5, 28.5, 33.5, 38.5, 13.5, 43.5):
                if abs(x - edge) < 1.0:
                    return False
    return True


def main():
    out = {}
    # ---------------- 13: a revoke, the club's custom classes it large (revoke_penalty: large)
    jt = 24
    info = simulate(130000, 0, jt, plant=dict(kind="revoke", trick=6, seat=2), want=lambda i: margin_ok(i, 24))
    off = info["faults"][0][2]
    rev_t = 6

    def extra13(ev, net, where):
        if where == ("after", rev_t):
            pay(ev, net, off, PP, 20, "penalty")
            pay(ev, net, off, KP, 20, "penalty")

    ev, net, marks, cp = build(info, {"revoke_penalty": "large"}, True, jt, extra13)
    write("13-danish-revoke-large.json",
          doc([{"dealer": 0, "hands": info["hands"], "events": ev}], {"revoke_penalty": "large"},
              {"note": "Celina revokes in trick 7; the club fines a revoke as a large fault (20 to each pool) and play goes on."}))
    out["dan-13"] = dict(info=info, net=net, marks=marks, cp=cp, fault_event=marks[(rev_t, off)])

    # ---------------- 14: a trick led out of turn (large, par. 18) and a card-points payment short by 5
    jt = 24
    info = simulate(140000, 1, jt, plant=dict(kind="lead", trick=9), want=lambda i: margin_ok(i, 24))
    ot = info["faults"][0]
    off = ot[2]
    state = {}

    def extra14(ev, net, where):
        if where == ("after", 9):
            pay(ev, net, off, PP, 20, "penalty")
            pay(ev, net, off, KP, 20, "penalty")

    ev, net, marks, cp = build(info, {}, True, jt, extra14)
    # short the last card-points payment by 5 (only where it is 10 or more)
    idx = [i for i, e in enumerate(ev) if e.get("reason") == "card_points"]
    target = None
    for i in idx:
        if ev[i]["amount"] >= 10:
            target = i
    if target is None:
        target = idx[-1]
    recorded = dict(net)
    e = ev[target]
    e["amount"] -= 5
    recorded[str(e["from"])] += 5
    recorded[str(e["to"])] -= 5
    write("14-danish-lead-out-of-turn-card-points.json",
          doc([{"dealer": 1, "hands": info["hands"], "events": ev}], {},
              {"note": "Trick 10 is led by the wrong player (large: 20 to each pool); one card-points payment is 5 short."}))
    out["dan-14"] = dict(info=info, net=net, recorded=recorded, marks=marks, cp=cp, fault_event=marks[(9, off)],
                         wrong_payment=target)

    # ---------------- 15: the Joker demanded in the third-last trick after it was played (large)
    jt = 12
    info = simulate(150000, 2, jt, want=lambda i: margin_ok(i, 12))
    caller = [s for s in range(3) if s != info["jh"]][0]
    state = {}

    def extra15(ev, net, where):
        if where == ("before", 22):
            state["call"] = len(ev)
            ev.append({"type": "call", "seat": caller, "call": "joker"})
            pay(ev, net, caller, PP, 20, "penalty")
            pay(ev, net, caller, KP, 20, "penalty")

    ev, net, marks, cp = build(info, {}, True, jt, extra15)
    write("15-danish-false-joker-demand.json",
          doc([{"dealer": 2, "hands": info["hands"], "events": ev}], {},
              {"note": "The Joker was played in trick 13; in the third-last trick a player demands it (large, par. 18)."}))
    out["dan-15"] = dict(info=info, net=net, marks=marks, cp=cp, fault_event=state["call"], caller=caller)
    return out


if __name__ == "__main__":
    r = main()
    for k, v in r.items():
        i = v["info"]
        print(k, "seed", i["seed"], "dealer", i["dealer"], "jh", i["jh"], "faults", i["faults"], "fault_event", v["fault_event"])
        print("   decl", i["decl"])
        print("   net", v["net"], "cp", v["cp"])
        if "recorded" in v:
            print("   recorded", v["recorded"], "wrong payment at", v["wrong_payment"])
