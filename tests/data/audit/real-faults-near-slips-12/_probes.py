"""Phase-2 probes for real-faults-near-slips-12: variants of the round's files, written to /tmp only.

    PYTHONPATH=<worktree> python _probes.py
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TMP = "/tmp/rfns12-probes"
os.makedirs(TMP, exist_ok=True)
sys.path.insert(0, HERE)
import _gen as G  # noqa: E402


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


def run(tag, tr):
    path = os.path.join(TMP, tag + ".json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False)
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True)
    v = json.loads(out.stdout)
    print(f"== {tag}: {v['status']} {v['summary'].get('by_code')}")
    for d in v["deals"]:
        for a in d["annotations"]:
            pen = a.get("penalty") or {}
            print(f"   {(a['deal'], a['event'], a['code'])} {a['message'][:170]}"
                  + (f" | pen {pen.get('class')} {pen.get('side', '')}" if pen else ""))
        for u in d.get("unchecked") or []:
            if "class" in u:
                print("   unchecked:", u[:200])
        print("   diff", d["settlement"].get("difference"), "expected", d["settlement"].get("expected"))
    return v


def p01():
    base = load("01-dk-revoke-void-fined-as-large.json")
    # a: the right irreparable fine, deal stopped
    t = copy.deepcopy(base)
    for i in (21, 22):
        t["deals"][0]["events"][i]["amount"] = 40
    run("p01a-stop-fine-40", t)
    # b: no fine at all, deal stopped
    t = copy.deepcopy(base)
    del t["deals"][0]["events"][21:23]
    run("p01b-stop-no-fine", t)
    # c: fine 20 + 20 and a penalty event naming the class
    t = copy.deepcopy(base)
    t["deals"][0]["events"].insert(21, {"type": "penalty", "party": 1, "code": "revoke", "amount": 80})
    run("p01c-stop-fine-20-penalty-event-80", t)


def p02():
    base = load("02-dk-last-trick-out-of-turn-king-ultimo-pool-short.json")
    ev = base["deals"][0]["events"]
    # move the fine after the whole settlement: does the pool still include it?
    t = copy.deepcopy(base)
    e = t["deals"][0]["events"]
    fines = e[92:94]
    del e[92:94]
    e.extend(fines)
    run("p02a-fine-recorded-after-settlement-take-70", t)
    t2 = copy.deepcopy(t)
    t2["deals"][0]["events"][94]["amount"] = 90
    run("p02b-fine-recorded-after-settlement-take-90", t2)
    del ev


def galician_fault(seed0, dealer, fault_seat_rel, picker, cond, tag, desc):
    for sd in range(seed0, seed0 + 20000):
        rng = random.Random(sd)
        hands, talon = G.g_shuffle(rng, dealer)
        p = (dealer + 1) % 3
        fs = (p + fault_seat_rel) % 3
        for t in range(1, 11):
            f = {t: {"seat": fs, "pick": picker}}
            d = G.GalicianDeal(random.Random(sd + 1), dealer, hands, talon, p, faults=f)
            d.play()
            if not f[t].get("done"):
                continue
            d.score()
            if cond(d) and G.no_silent(d):
                ev, idx = G.g_events(d)
                val = G.g_three_value(d.pts["P"])
                pays = G.g_settle(d, val)
                ev += [G.pay(s, "pool", 10, "pool_stake") for s in range(3)] + pays + G.g_pool_shares(pays)
                tr = G.g_transcript(G.PL_G, [{"dealer": dealer, "hands": d.dealt, "talon": d.talon, "events": ev}], desc=desc)
                print(f"-- {tag}: fault event {idx[(t, fs)]} seat {fs} (player {p}); player points {d.pts['P']}; recorded as played {val}")
                return run(tag, tr)
            break
    print("no seed for", tag)


def pick_other_suit(hand, led):
    """Holding the suit led, play a card of another suit (no tarock): a plain revoke."""
    if led in (None, "T") or not any(G.g_suit(c) == led for c in hand):
        return None
    o = sorted(c for c in hand if G.g_suit(c) not in (led, "T") and c[0] != "K")
    return o[0] if o else None


def pick_undertrump_holding_higher(hand, led):
    """On a tarock lead, play the lowest tarock while holding higher ones (no duty to overtake, §5)."""
    if led != "T":
        return None
    t = sorted((c for c in hand if G.g_suit(c) == "T" and c != "T1"), key=lambda c: G.g_power(c, "T"))
    return t[0] if len(t) >= 2 else None


def p_galician():
    # a helper fails to trump while the player is short of 33: does that hand the player the game?
    galician_fault(30000, 2, 1, G.g_pick_no_trump, lambda d: d.pts["P"] < 30, "p13a-helper-failure-to-trump-player-short",
                   "helper fails to trump; player below 33; scored as played (player pays)")
    # the player fails to trump and wins on points
    galician_fault(40000, 2, 0, G.g_pick_no_trump, lambda d: d.pts["P"] > 36, "p13b-player-failure-to-trump-player-wins",
                   "player fails to trump; wins on points; scored as played")
    # the player plays another suit (no tarock) holding the suit led, wins on points
    galician_fault(50000, 2, 0, pick_other_suit, lambda d: d.pts["P"] > 36, "p13c-player-plain-revoke-wins",
                   "player revokes with a suit card; wins on points; scored as played")
    # near-slip: undertrumping holding higher tarocks is legal (§5 'albo bije się wyższym, albo się do niego dorzuca niższy')
    galician_fault(60000, 2, 1, pick_undertrump_holding_higher, lambda d: True, "p13d-helper-undertrumps-legal",
                   "helper plays a low tarock on a tarock lead holding higher: legal")


def p14():
    base = load("14-gt-wrong-tarock-count-premium-paid.json")
    t = copy.deepcopy(base)
    t["rules"] = {"renonce_premiums": "all_paid"}
    run("p14a-all-paid", t)


if __name__ == "__main__":
    p01()
    p02()
    p_galician()
    p14()
