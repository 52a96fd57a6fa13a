"""Phase-2 probes for real-faults-near-slips-15 (writes only to /tmp).

1. Tarocchini: recompute each side's captured pile with the blind generator's reading and compare
   its combinations with the engine's `after_play_combinations`, to locate every score difference.
2. Variants of files 03 (Ulti false 40 settled without it), 11 (Ottocento sheet reset after a
   false 800, and a sheet that does not reset) and 05 (a slip carried vs. a total fixed).
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
sys.path.insert(0, HERE)
import _gen  # noqa: E402


def verdict(doc, name):
    p = f"/tmp/rfns15-probe-{name}.json"
    with open(p, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False)
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", p],
                         capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": ROOT})
    return json.loads(out.stdout)


def piles_of(doc, k, v):
    game = doc["game"]
    dl = doc["deals"][k]
    n = 4 if game.endswith("ottocento") else 3
    plays = [e for e in dl["events"] if e["type"] == "play"]
    comp = v["deals"][k]["computed"]
    if game.endswith("ottocento"):
        side = lambda s: s % 2  # noqa: E731
    else:
        decl = comp["declarer"]
        side = lambda s: 0 if s == decl else 1  # noqa: E731
    piles = {0: [], 1: []}
    leader_seq = []
    for i in range(0, len(plays), n):
        trick = [(e["seat"], e["card"]) for e in plays[i:i + n]]
        w = _gen.t_winner(trick)
        leader_seq.append(w)
        for s, c in trick:
            piles[side(s) if c == "MATTO" else side(w)].append(c)
    # the laid-away cards, as the engine's `widow` says they went
    wid = comp.get("widow") or {}
    if game.endswith("ottocento"):
        disc = next(e["cards"] for e in dl["events"] if e["type"] == "discard")
        piles[0 if wid.get("discard_to") == "team0" else 1].extend(disc)
    else:
        take = [c for e in dl["events"] if e["type"] == "take" for c in e["cards"]]
        disc = [c for e in dl["events"] if e["type"] == "discard" for c in e["cards"]]
        rest = [c for c in dl["talon"] if c not in take] + disc
        to = wid.get("to") if isinstance(wid, dict) else None
        piles[1 if to == "opponents" else 0].extend(rest)
    return piles, side, comp


def tarocchini_compare():
    for f in sorted(os.listdir(HERE)):
        if not f.endswith(".json"):
            continue
        doc = json.load(open(os.path.join(HERE, f)))
        if not doc["game"].startswith("tarocchini"):
            continue
        v = verdict(doc, "tc-" + f[:2])
        for k, dl in enumerate(doc["deals"]):
            piles, side, comp = piles_of(doc, k, v)
            apc = comp["after_play_combinations"]
            keys = ["team0", "team1"] if doc["game"].endswith("ottocento") else ["declarer", "opponents"]
            for sd in (0, 1):
                mine, _p = _gen.combos(piles[sd])
                eng = apc.get(keys[sd]) if isinstance(apc, dict) else None
                if eng is None:
                    eng = list(apc.values())[sd]
                a = sorted(json.dumps(x, sort_keys=True) for x in mine)
                b = sorted(json.dumps(x, sort_keys=True) for x in eng)
                if a != b:
                    print(f, "deal", k, "side", keys[sd], "pile", len(piles[sd]))
                    print("   mine only  ", sorted(set(a) - set(b)))
                    print("   engine only", sorted(set(b) - set(a)))
                    print("   pile", sorted(piles[sd]))


def variants():
    # 03: the table settles deal 1 without the false 40 (declarer pays each defender 1)
    doc = json.load(open(os.path.join(HERE, "03-ulti-false-40-settled.json")))
    d = copy.deepcopy(doc)
    evs = d["deals"][1]["events"]
    for e in evs:
        if e["type"] == "payment":
            e["from"], e["to"] = e["to"], e["from"]
    # totals after: recompute sheet arithmetic
    tot = [0, 0, 0]
    for dl in d["deals"]:
        net = [0, 0, 0]
        for e in dl["events"]:
            if e["type"] == "payment":
                net[e["from"]] -= e["amount"]
                net[e["to"]] += e["amount"]
        tot = [tot[i] + net[i] for i in range(3)]
        for e in dl["events"]:
            if e["type"] == "total":
                e["points"] = tot[e["party"]]
    v = verdict(d, "03-without")
    print("03 settled without the 40:", v["summary"]["by_code"], v["deals"][1]["settlement"], v["session"])
    # 01: deal 1 with its payments and totals left out: what the default revoke penalty settles
    doc = json.load(open(os.path.join(HERE, "01-ulti-payslip-then-revoke.json")))
    d = copy.deepcopy(doc)
    d["deals"][1]["events"] = [e for e in d["deals"][1]["events"] if e["type"] not in ("payment", "total")]
    v = verdict(d, "01-nopay")
    print("01 deal 1 unsettled:", v["deals"][1]["settlement"], v["deals"][1]["computed"].get("goals"))
    # 11: the sheet does not reset in deal 2 (carries 820 + 140 = 960, 323 + 327 = 650)
    doc = json.load(open(os.path.join(HERE, "11-ottocento-slip-makes-false-800.json")))
    d = copy.deepcopy(doc)
    for e in d["deals"][2]["events"]:
        if e["type"] == "total":
            e["points"] = {"team0": 960, "team1": 650}[e["party"]]
    v = verdict(d, "11-noreset")
    print("11 no reset:", v["summary"]["by_code"], v["session"])
    for dd in v["deals"]:
        for a in dd["annotations"]:
            print("   ", a["deal"], a["event"], a["code"], a["message"])
    # 11b: the sheet resets in deal 2 with NO slip anywhere (team0 790 by rules and sheet)
    d = copy.deepcopy(doc)
    for e in d["deals"][0]["events"]:
        if e["type"] == "total" and e["party"] == "team0":
            e["points"] = 599
    for e in d["deals"][1]["events"]:
        if e["type"] == "total" and e["party"] == "team0":
            e["points"] = 790
    v = verdict(d, "11-reset-no-slip")
    print("11 reset at 790 without any slip:", v["summary"]["by_code"], v["session"])
    for dd in v["deals"]:
        for a in dd["annotations"]:
            print("   ", a["deal"], a["event"], a["code"], a["message"])
    # 11c: a reset to 0 in the middle of a Rage-like sequence: Ottocento file 10, reset after deal 1 (no 800 anywhere)
    doc = json.load(open(os.path.join(HERE, "10-ottocento-score-slip-discard-trump.json")))
    d = copy.deepcopy(doc)
    for e in d["deals"][2]["events"]:
        if e["type"] == "total":
            e["points"] = {"team0": 189, "team1": 237}[e["party"]]
    for e in d["deals"][3]["events"]:
        if e["type"] == "total":
            e["points"] = {"team0": 189 + 168, "team1": 237 + 234}[e["party"]]
    v = verdict(d, "10-reset")
    print("10 reset at deal 2 (no 800):", v["summary"]["by_code"], v["session"])
    for dd in v["deals"]:
        for a in dd["annotations"]:
            print("   ", a["deal"], a["event"], a["code"], a["message"])


if __name__ == "__main__":
    tarocchini_compare()
    if '--variants' in sys.argv:
        variants()
