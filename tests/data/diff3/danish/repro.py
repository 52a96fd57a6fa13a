"""One minimal reproduction per disagreement class in REPORT.md (engine verdict vs oracle).

usage: PYTHONPATH=/work/main repro.py [a1 a2 a3 a4 c1]
"""
import copy, json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from oracle import referee
from compare import play_only
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

SKIP = ("unexpected_payment", "missing_payment")


def show(tag, d, di, oracle=True):
    v = validate(d)
    print("  engine (%s): %s" % (tag, v["status"]))
    for a in v["deals"][di]["annotations"]:
        if a["code"] not in SKIP:
            print("     event %s %s %s: %s" % (a["event"], a["code"], a["severity"], a["message"]))
    if oracle:
        r = referee(d)[di]
        print("  oracle: faults %s skat %s skat_bad %s" % (r["faults"], r.get("skat"), r.get("skat_bad")))


def a1():
    print("A-1  a card the recorded skat lays away is played (simulate(20008, players=3, deals=1), deal 0, event 58)")
    full = simulate(20008, players=3, deals=1)
    for tag, d in (("full hands", copy.deepcopy(full)), ("play-only", play_only(full))):
        d["deals"][0]["events"][58]["card"] = "5H"      # NS -> 5H; the dealer (seat 1) laid away 2H 5H 6S
        v = validate(d)
        print("  engine (%s): at event 58: %s" % (tag, [(a["code"], a["message"]) for a in v["deals"][0]["annotations"] if a["event"] == 58]))
    print("  oracle (play-only): event 58 ->", referee(d)[0]["faults"].get(58))


def a2():
    print("A-2  unrecorded skat holding a declaration card (simulate(20090, players=3), deal 1)")
    base = simulate(20090, players=3)
    full = copy.deepcopy(base)
    ev = full["deals"][1]["events"]
    [e for e in ev if e["type"] == "discard"][0]["cards"] = ["2D", "9C", "QD"]   # dealer keeps 1D, lays away QD
    [e for e in ev if e["type"] == "play" and e["card"] == "QD"][0]["card"] = "1D"
    show("full hands", full, 1, oracle=False)
    show("play-only, skat recorded", play_only(full, False), 1, oracle=False)
    show("play-only, skat unrecorded", play_only(full, True), 1)


def a3():
    print("A-3  Tout announced, Joker laid away, skat unrecorded (simulate(5020, players=3, deals=8), deal 5)")
    base = simulate(5020, players=3, deals=8)
    print("  recorded:", [e for e in base["deals"][5]["events"] if e["type"] in ("announce", "discard")], "dealer", base["deals"][5]["dealer"])
    show("play-only, skat recorded", play_only(base, False), 5, oracle=False)
    show("play-only, skat unrecorded", play_only(base, True), 5)


def a4():
    print("A-4  deal cut short: a declaration the kept plays disprove (simulate(40006, players=3, revoke_penalty='large', ...), deal 1)")
    opts = {'revoke_penalty': 'large', 'joker_second_last_penalty': 'irreparable', 'joker_withheld_penalty': 'superficial',
            'false_redeal_penalty': 'small', 'failed_tout_penalty': 'large'}
    d = play_only(simulate(40006, players=3, **opts), False)
    dl = d["deals"][1]
    pl = [i for i, e in enumerate(dl["events"]) if e["type"] == "play"]
    dl["events"] = dl["events"][:pl[3 * 20]]                      # 20 tricks kept
    decl = [e for e in dl["events"] if e["type"] == "declare" and e["seat"] == 0][0]
    decl["items"] = decl["items"] + [{"kind": "kings", "form": "full"}]
    kings_by_others = [(e["seat"], e["card"]) for e in dl["events"] if e["type"] == "play" and e["card"][0] == "K" and e["seat"] != 0]
    print("  seat 0 declares full kings; kings played by other seats in the kept tricks:", kings_by_others)
    show("play-only, 20 tricks", d, 1)
    # and a seat that played >= 10 trumps in the kept tricks passes
    d = play_only(simulate(40308, players=3, deals=4, revoke_penalty='superficial', joker_second_last_penalty='small',
                           joker_withheld_penalty='large', false_redeal_penalty='irreparable', failed_tout_penalty='superficial'), False)
    dl = d["deals"][3]
    pl = [i for i, e in enumerate(dl["events"]) if e["type"] == "play"]
    dl["events"] = dl["events"][:pl[3 * 19]]
    decl = [e for e in dl["events"] if e["type"] == "declare" and e["seat"] == 0][0]
    print("  simulate(40308, players=3, deals=4, ...) deal 3 cut after 19 tricks; seat 0 declared", decl["items"], "-> made a pass;",
          "trumps seat 0 played:", sum(1 for e in dl["events"] if e["type"] == "play" and e["seat"] == 0 and (e["card"][0] == "T" or e["card"] == "JOKER")))
    decl["items"] = [x for x in decl["items"] if x["kind"] != "trumps"]
    show("play-only, 19 tricks", d, 3)


def c1():
    print("C-1  Joker led without naming (simulate(20185, players=4, deals=7), deal 6, event 83)")
    d = play_only(simulate(20185, players=4, deals=7))
    ev = d["deals"][6]["events"]
    print("  trick:", ev[83:86])
    ev[83].pop("named")
    show("play-only", d, 6)


if __name__ == "__main__":
    pick = sys.argv[1:] or ["a1", "a2", "a3", "a4", "c1"]
    for f in (a1, a2, a3, a4, c1):
        if f.__name__ not in pick:
            continue
        f()
        print()
