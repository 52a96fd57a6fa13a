"""ulti29: fault sweep. 4 clean sessions, 17 one-fault files derived from them.

Run: python scenarios.py  (writes NN-*.json and gen.log in this directory)
"""

import copy
import json
import os
import sys

from build import find_deal
from model import net, pairs

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Dóra", "Ede", "Flóra"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def B(seat, goals, red=False, **kw):
    d = {"kind": "bid", "seat": seat, "goals": goals, "red": red}
    d.update(kw)
    return d


def P(seat):
    return {"kind": "pass", "seat": seat}


def TP(seat):
    return {"kind": "takepass", "seat": seat}


def has_defender_without_pair(info, pays):
    d = info["declarer"]
    return any(not pairs(info["hands_at_play"][x]) for x in ((d + 1) % 3, (d + 2) % 3))


def defender_with_side_pair(info, pays):
    d = info["declarer"]
    for x in ((d + 1) % 3, (d + 2) % 3):
        if [p for p in pairs(info["hands_at_play"][x]) if p != info["trump"]]:
            return True
    return False


# ---------------------------------------------------------------- clean sessions
S1 = [
    {
        "name": "S1D0 party",
        "dealer": 0,
        "auction": [B(1, ["party"]), P(2), P(0), P(1)],
        "cond": lambda i, p: (
            i["party_ok"]
            and 0 < i["dec_total"] - i["def_total"] <= 20
            and i["marriages"]
            and has_defender_without_pair(i, p)
        ),
    },
    {
        "name": "S1D1 ulti contra recontra",
        "dealer": 1,
        "auction": [B(2, ["party"]), B(0, ["ulti"], trump="ulti"), P(1), P(2), P(0)],
        "doubles": [
            {"seat": 1, "target": "ulti", "level": 2, "when": "first"},
            {"seat": 0, "target": "ulti", "level": 4, "when": "after1"},
        ],
        "cond": lambda i, p: i["ulti_ok"],
    },
    {
        "name": "S1D2 betli one contra",
        "dealer": 2,
        "auction": [B(0, ["betli"]), P(1), P(2), P(0)],
        "doubles": [{"seat": 2, "target": "betli", "level": 2, "when": "first"}],
        "cond": lambda i, p: not i["betli_ok"],
    },
    {
        "name": "S1D3 red 40-100",
        "dealer": 0,
        "auction": [B(1, ["40-100"], red=True), P(2), P(0), P(1)],
        "cond": lambda i, p: (
            "H" in pairs(i["hands_at_play"][i["declarer"]]) and defender_with_side_pair(i, p)
        ),
    },
]

S2 = [
    {
        "name": "S2D0 20-100",
        "dealer": 1,
        "auction": [B(2, ["20-100"], trump="20"), P(0), P(1), P(2)],
        "cond": lambda i, p: [x for x in pairs(i["hands_at_play"][i["declarer"]]) if x != i["trump"]],
    },
    {
        "name": "S2D1 fold",
        "dealer": 2,
        "auction": [B(0, ["party"]), P(1), P(2), P(0)],
        "fold": True,
    },
    {
        "name": "S2D2 red ulti",
        "dealer": 0,
        "auction": [B(1, ["ulti"], red=True), P(2), P(0), P(1)],
        "cond": lambda i, p: "7H" in i["hands_at_play"][i["declarer"]] and i["ulti_ok"],
    },
    {
        "name": "S2D3 rebetli contra",
        "dealer": 1,
        "auction": [B(2, ["rebetli"]), P(0), P(1), P(2)],
        "doubles": [{"seat": 0, "target": "rebetli", "level": 2, "when": "first"}],
    },
]

S3 = [
    {
        "name": "S3D0 long auction 20-100",
        "dealer": 2,
        "auction": [
            B(0, ["party"]),
            B(1, ["ulti"], trump="ulti"),
            B(2, ["betli"]),
            B(0, ["ulti", "40-100"], trump="long", discard_as="H"),
            B(1, ["20-100"], trump="20", mark="final_bid"),
            P(2),
            P(0),
            P(1),
        ],
        "cond": lambda i, p: [x for x in pairs(i["hands_at_play"][i["declarer"]]) if x != i["trump"]],
    },
    {
        "name": "S3D1 red party over party",
        "dealer": 0,
        "auction": [B(1, ["party"]), P(2), B(0, ["party"], red=True), P(1), P(2), P(0)],
        "cond": lambda i, p: True,
    },
    {
        "name": "S3D2 40-100+ulti contra on 40-100",
        "dealer": 1,
        "auction": [B(2, ["ulti", "40-100"], trump="40"), P(0), P(1), P(2)],
        "doubles": [{"seat": 0, "target": "40-100", "level": 2, "when": "first"}],
        "cond": lambda i, p: "7" + i["trump"] in i["hands_at_play"][i["declarer"]],
    },
    {
        "name": "S3D3 red ulti lost",
        "dealer": 2,
        "auction": [B(0, ["ulti"], red=True), P(1), P(2), P(0)],
        "cond": lambda i, p: "7H" in i["hands_at_play"][i["declarer"]] and not i["ulti_ok"],
    },
]

S4 = [
    {
        "name": "S4D0 ulti, party contra chain",
        "dealer": 1,
        "auction": [B(2, ["party"]), B(0, ["ulti"], trump="ulti"), P(1), P(2), P(0)],
        "doubles": [
            {"seat": 1, "target": "party", "level": 2, "when": "first"},
            {"seat": 0, "target": "party", "level": 4, "when": "after1"},
            {"seat": 2, "target": "party", "level": 8, "when": "after1"},
        ],
        "cond": lambda i, p: "7H" in i["hands_at_play"][i["declarer"]],
    },
    {
        "name": "S4D1 40-100",
        "dealer": 2,
        "auction": [B(0, ["40-100"], trump="40"), P(1), P(2), P(0)],
    },
    {
        "name": "S4D2 durchmarsch without trumps",
        "dealer": 0,
        "auction": [B(1, ["party"]), B(2, ["durchmarsch"], trump="nt", discard="high"), P(0), P(1), P(2)],
    },
]

SESSIONS = {
    "S1": {"deals": S1, "mode": "payments", "start": None, "seed": 100},
    "S2": {"deals": S2, "mode": "sheet", "start": [10, -4, -6], "seed": 2000},
    "S3": {"deals": S3, "mode": "payments", "start": None, "seed": 3000},
    "S4": {"deals": S4, "mode": "sheet", "start": [0, 0, 0], "seed": 4000},
}


def settle_events(deal, pays, mode, totals):
    n = net(pays)
    if mode == "payments":
        for f, t, a, r in pays:
            deal["events"].append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    else:
        for s in range(3):
            deal["events"].append({"type": "score", "party": s, "points": n[s]})
        for s in range(3):
            totals[s] += n[s]
            deal["events"].append({"type": "total", "party": s, "points": totals[s]})
    return n


FOUND = {}


def build_session(key, overrides=None, tamper=None):
    """overrides: {deal index: dict of spec changes}. Returns transcript, per-deal info."""
    sess = SESSIONS[key]
    totals = list(sess["start"]) if sess["start"] else [0, 0, 0]
    deals = []
    infos = []
    for k, spec in enumerate(sess["deals"]):
        spec = dict(spec)
        if overrides and k in overrides:
            ov = overrides[k]
            spec.update(ov)
        fkey = (key, k)
        if fkey in FOUND and not (overrides and k in overrides):
            seed, att = FOUND[fkey]
            seed, att, deal, pays, info = _exact(spec, seed, att)
        elif fkey in FOUND:
            seed0, _ = FOUND[fkey]
            seed, att, deal, pays, info = _search_attempts(spec, seed0)
        else:
            seed, att, deal, pays, info = find_deal(spec, sess["seed"] + 37 * k, 1)
            FOUND[fkey] = (seed, att)
        info["seed"] = (seed, att)
        info["pays"] = pays
        info["net"] = settle_events(deal, pays, sess["mode"], totals)
        info["totals"] = list(totals)
        deals.append(deal)
        infos.append(info)
    tr = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
    }
    if sess["start"]:
        tr["start"] = {"totals": list(sess["start"])}
    tr["deals"] = deals
    if tamper:
        tamper(tr, infos)
    return tr, infos


def _exact(spec, seed, att):
    from build import build_deal

    deal, pays, info = build_deal(spec, seed, att)
    return seed, att, deal, pays, info


def _search_attempts(spec, seed):
    """Same hands (seed), a fault variant: search play attempts until the fault is placed."""
    from build import build_deal
    from model import Fault

    for a in range(0, 400):
        try:
            deal, pays, info = build_deal(spec, seed, a)
        except (Fault, AssertionError):
            continue
        cond = spec.get("cond")
        if cond and not cond(info, pays):
            continue
        return seed, a, deal, pays, info
    raise RuntimeError("fault variant not placeable: " + spec.get("name", "?"))


def describe(name, tr, infos):
    log("=" * 70)
    log(name)
    for k, (deal, info) in enumerate(zip(tr["deals"], infos, strict=True)):
        log(
            f"  deal {k}: dealer {deal['dealer']} seed {info['seed']} declarer {info['declarer']} goals {info['goals']}"
            f" red {info['red']} trump {info['trump']} talon {info['talon']}"
        )
        if info.get("fold"):
            log("    fold; net", info["net"], "totals", info["totals"])
            continue
        log(
            f"    tricks {info['tricks']} card_points {info['card_points']} talon_pts {info['talon_points']}"
            f" marriages {info['marriages']} dec_total {info['dec_total']} def_total {info['def_total']}"
        )
        oks = {x: info[x] for x in info if x.endswith("_ok") or x.endswith("_count") or x == "silent_ulti"}
        log("    results", oks, "fault", info.get("fault_done"))
        fd = info.get("fault_done")
        if fd:
            for j, (ps, pc, pt) in enumerate(info["plays"]):
                if (fd[0] == "lead" and pt == fd[1]) or (fd[0] != "lead" and pt == fd[1] and ps == fd[3]):
                    log("    FAULT EVENT", info["play_events"][j], "seat", ps, "card", pc, "trick", pt + 1)
                    break
        last = info["trick_list"][9]
        log("    trick10", last[0], "order", last[2], "winner", last[1])
        log("    marks", info["marks"])
        for i, e in enumerate(deal["events"]):
            if e["type"] in ("payment", "score", "total"):
                log("     ", i, json.dumps(e, ensure_ascii=False))
        log("    net", info["net"], "totals", info["totals"])


def write(fn, tr, infos, desc):
    tr["meta"] = {"description": desc}
    with open(os.path.join(HERE, fn), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    describe(fn, tr, infos)


def find_event(deal, pred):
    for i, e in enumerate(deal["events"]):
        if pred(e):
            return i
    raise KeyError


def main():
    # clean sessions ---------------------------------------------------------
    t, i = build_session("S1")
    write(
        "01-clean-s1-payments.json",
        t,
        i,
        "Clean, payments. D0 party with 20/40 said at the first card; D1 ulti over a party, contra on ulti "
        "and recontra; D2 betli with one defender's contra (no trumps: only that defender doubled); D3 red 40-100.",
    )
    t, i = build_session("S2")
    write(
        "02-clean-s2-sheet.json",
        t,
        i,
        "Clean, score sheet with running totals from carried totals. D0 20-100; D1 party folded (2 to each); "
        "D2 red ulti; D3 rebetli with one defender's contra.",
    )
    t, i = build_session("S3")
    write(
        "03-clean-s3-payments.json",
        t,
        i,
        "Clean, payments. D0 long auction (party, ulti, betli, 40-100+ulti, 20-100) won by the 20-100; "
        "D1 red party over a party; D2 40-100+ulti with contra on 40-100; D3 red ulti lost (penalty doubled by red).",
    )
    t, i = build_session("S4")
    write(
        "04-clean-s4-sheet.json",
        t,
        i,
        "Clean, score sheet. D0 ulti over a party, party contra / recontra / subcontra (x8); D1 40-100; "
        "D2 durchmarsch without trumps over a party.",
    )

    # faults -----------------------------------------------------------------
    t, i = build_session(
        "S1",
        {
            0: {
                "play_fault": {"kind": "lead_out_of_turn", "trick": 0, "seat": lambda ld: (ld + 1) % 3},
                "cond": None,
            }
        },
    )
    write(
        "05-fault-first-lead-out-of-turn.json",
        t,
        i,
        "S1 with deal 0's first trick led by the defender after the declarer (the declarer leads trick 1).",
    )
    t, i = build_session(
        "S1",
        {
            3: {
                "play_fault": {"kind": "lead_out_of_turn", "trick": 9, "seat": lambda ld: (ld + 1) % 3},
                "cond": None,
            }
        },
    )
    write(
        "06-fault-last-trick-out-of-turn.json",
        t,
        i,
        "S1 with deal 3's last trick led by the player after the winner of trick 9.",
    )
    t, i = build_session(
        "S2",
        {0: {"play_fault": {"kind": "failure_to_overtake", "pos": 2, "min_trick": 2}, "cond": None}},
    )
    write(
        "07-fault-last-card-no-overtake.json",
        t,
        i,
        "S2 with a failure to overtake by the third player of a trick in deal 0 (20-100).",
    )
    t, i = build_session(
        "S3",
        {3: {"play_fault": {"kind": "revoke", "who": "defender", "min_trick": 3}, "cond": None}},
    )
    write(
        "08-fault-revoke-last-deal.json",
        t,
        i,
        "S3 with a defender's revoke (does not follow suit while holding it) in the last deal (red ulti).",
    )
    t, i = build_session(
        "S4",
        {1: {"play_fault": {"kind": "failure_to_trump", "who": "defender"}, "cond": None}},
    )
    write(
        "09-fault-failure-to-trump.json",
        t,
        i,
        "S4 with a defender in deal 1 (40-100), void in the led suit, throwing a side card while holding trumps.",
    )
    a = copy.deepcopy(S3[0]["auction"])
    a[3] = B(0, ["40-100"], red=True, trump="long", discard_as="H")
    a[4] = B(1, ["20-100"], trump="20", mark="final_bid", nocheck=True, expect_not_higher=True)
    t, i = build_session("S3", {0: {"auction": a}})
    write(
        "10-fault-final-bid-not-higher.json",
        t,
        i,
        "S3 with deal 0's auction changed: Dóra's fourth call is red 40-100 (8 points, 1 goal); Ede's final "
        "call 20-100 (8 points, 1 goal) is equal, not higher. Ede plays the 20-100.",
    )
    a = copy.deepcopy(S3[1]["auction"])
    a[1] = TP(2)
    t, i = build_session("S3", {1: {"auction": a}})
    write(
        "11-fault-take-then-pass.json",
        t,
        i,
        "S3 with deal 1's talon taken by Flóra, who lays two cards away and then passes instead of bidding.",
    )

    def false20(hands, d, trump):
        for x in ((d + 1) % 3, (d + 2) % 3):
            if not pairs(hands[x]):
                return x, [{"kind": "marriage", "points": 20}]
        raise AssertionError

    t, i = build_session("S1", {0: {"extra_declare": false20}})
    write(
        "12-fault-false-twenty.json",
        t,
        i,
        "S1 with a defender in deal 0 saying '20' at his first card without holding any K-Q pair.",
    )

    def marr100(hands, d, trump):
        for x in ((d + 1) % 3, (d + 2) % 3):
            pr = [p for p in pairs(hands[x]) if p != trump]
            if pr:
                return x, [{"kind": "marriage", "points": 20}]
        raise AssertionError

    t, i = build_session("S1", {3: {"extra_declare": marr100}})
    write(
        "13-fault-marriage-in-100-game.json",
        t,
        i,
        "S1 with a defender in deal 3 (red 40-100) saying '20' (he holds the pair) at his first card: "
        "no pairs may be said when a 100 goal is bid.",
    )
    t, i = build_session(
        "S1",
        {1: {"doubles": [{"seat": 1, "target": "ulti", "level": 2, "when": "second"}], "cond": None}},
    )
    write(
        "14-fault-late-contra.json",
        t,
        i,
        "S1 with Ede's contra on the ulti in deal 1 said only with his trick-2 card (too late); no recontra.",
    )
    t, i = build_session("S4", {0: {"force_trump": "H"}})
    write(
        "15-fault-hearts-named-in-plain-ulti.json",
        t,
        i,
        "S4 with deal 0's ulti (not red) announced with hearts as trumps: a declarer names a suit only "
        "for a non-red game.",
    )
    t, i = build_session(
        "S2",
        {
            2: {
                "play_fault": {"kind": "seven_early", "who": "declarer", "min_trick": 3, "max_trick": 8},
                "cond": None,
            }
        },
    )
    write(
        "16-fault-ulti-seven-led-early.json",
        t,
        i,
        "S2 with the red ulti declarer of deal 2 leading the 7H before trick 10 while holding other cards.",
    )
    d3 = dict(S2[3])
    t, i = build_session(
        "S2",
        {
            3: {
                "dealer": 0,
                "auction": [B(1, ["rebetli"]), P(2), P(0), P(1)],
                "doubles": [{"seat": 2, "target": "rebetli", "level": 2, "when": "first"}],
            }
        },
    )
    del d3
    write(
        "17-fault-wrong-dealer-last-deal.json",
        t,
        i,
        "S2 with the last deal dealt again by Dóra (seat 0), who dealt deal 2; the deal passes to Ede.",
    )

    def tamper18(tr, infos):
        d = tr["deals"][0]
        k = find_event(d, lambda e: e["type"] == "payment" and e["reason"] == "party" and e["from"] == 2)
        d["events"][k]["amount"] *= 2
        log("TAMPER 18: deal 0 event", k)

    t, i = build_session("S1", tamper=tamper18)
    write(
        "18-fault-payment-first-deal.json",
        t,
        i,
        "S1 with the first deal's party payment from Flóra recorded doubled.",
    )

    def tamper19(tr, infos):
        d = tr["deals"][3]
        k = find_event(d, lambda e: e["type"] == "payment" and e["reason"] == "ulti-penalty")
        d["events"][k]["amount"] //= 2
        log("TAMPER 19: deal 3 event", k)

    t, i = build_session("S3", tamper=tamper19)
    write(
        "19-fault-payment-last-deal.json",
        t,
        i,
        "S3 with the last deal's red ulti penalty to one defender recorded as 4 (red doubles it: 8).",
    )

    def tamper20(tr, infos):
        d = tr["deals"][0]
        k = find_event(d, lambda e: e["type"] == "score" and e["party"] == 0)
        old = d["events"][k]["points"]
        d["events"][k]["points"] = -old
        delta = -2 * old
        log("TAMPER 20: deal 0 event", k, "score seat 0", old, "->", -old)
        # the sheet carries its own figure: every later total of seat 0 follows the written score
        for dd in tr["deals"]:
            for e in dd["events"]:
                if e["type"] == "total" and e["party"] == 0:
                    e["points"] += delta

    t, i = build_session("S2", tamper=tamper20)
    write(
        "20-fault-score-first-deal.json",
        t,
        i,
        "S2 with the first deal's score of Dóra written with the wrong sign; the sheet's totals follow its own figure.",
    )

    def tamper21(tr, infos):
        d = tr["deals"][-1]
        k = find_event(d, lambda e: e["type"] == "total" and e["party"] == 2)
        d["events"][k]["points"] += 10
        log("TAMPER 21: deal 2 event", k)

    t, i = build_session("S4", tamper=tamper21)
    write(
        "21-fault-total-last-deal.json",
        t,
        i,
        "S4 with the last deal's running total of Flóra written 10 too high.",
    )

    with open(os.path.join(HERE, "gen.log"), "w", encoding="utf-8") as f:
        f.write("\n".join(LOG) + "\n")


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    main()
