"""Probes beyond the corpus: mutate corpus files in memory and print the engine's verdicts.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/discards/_probes.py
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(label, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
        path = f.name
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True
    )
    os.unlink(path)
    try:
        v = json.loads(out.stdout)
    except ValueError:
        print("==", label, "no JSON:", (out.stdout + out.stderr)[:300])
        return
    anns = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d.get("annotations", [])]
    probs = [(p.get("pointer"), p.get("code")) for p in v.get("problems", []) or []]
    diff = [d.get("settlement", {}).get("difference") for d in v.get("deals", [])]
    print("==", label, "|", v["status"], anns, probs or "", "diff", diff)


def swap_discard(doc, deal, new_cards, shown=None):
    d = doc["deals"][deal]
    for e in d["events"]:
        if e["type"] == "discard":
            e["cards"] = new_cards
            if shown is None:
                e.pop("shown", None)
            else:
                e["shown"] = shown
            return


def main():
    d1 = load("dk-all-trumps-laid-away.json")
    # 1. the Joker laid away without a Tout announced
    p = copy.deepcopy(d1)
    swap_discard(p, 0, ["T1", "T6", "JOKER"])
    run("dk joker laid away, no tout (expect illegal_skat at 8)", p)
    # 2. shown on a discard that was not forced: still illegal when a declaration card goes
    p = copy.deepcopy(load("dk-cavalry-queen-laid-away.json"))
    for e in p["deals"][0]["events"]:
        if e["type"] == "discard":
            e["shown"] = True
    run("dk cavalry queen laid away shown, not forced (expect illegal_skat at 8)", p)
    # 3. the forced discard not shown
    p = copy.deepcopy(load("dk-forced-shown.json"))
    for e in p["deals"][0]["events"]:
        if e["type"] == "discard":
            e.pop("shown", None)
    run("dk forced discard not shown (source: 'musi ogłosić'; expect a violation at 8)", p)
    # 4. the forced discard, declarations of the hand after the discard only
    p = copy.deepcopy(load("dk-forced-shown.json"))
    ev = p["deals"][0]["events"]
    for e in ev:
        if e["type"] == "declare" and e["seat"] == 1:
            e["items"] = [
                {"kind": "trumps", "count": 11, "pagat": False},
                {"kind": "cavalry", "suit": "H", "form": "half", "missing": "J"},
                {"kind": "cavalry", "suit": "D", "form": "half", "missing": "J"},
                {"kind": "cavalry", "suit": "S", "form": "rich"},
                {"kind": "cavalry", "suit": "C", "form": "rich"},
                {"kind": "kings", "form": "rich"},
            ]
    run("dk forced discard, declared after-discard hand (expect a declaration fault at 9)", p)
    # 5. Galician: tarocks announced, tarock laid away not shown (section 22: lost unconditionally)
    p = copy.deepcopy(load("gd-pagat-laid-away-shown.json"))
    for e in p["deals"][0]["events"]:
        if e["type"] == "discard":
            e.pop("shown", None)
    run("gd tarock laid away not shown with tarocks announced (expect violation at 4, game lost)", p)
    # 6. Galician: no tarocks announced, tarock laid away without showing: legal
    p = copy.deepcopy(load("gd-pagat-laid-away-shown.json"))
    ev = p["deals"][0]["events"]
    for e in ev:
        if e["type"] == "discard":
            e.pop("shown", None)
        if e["type"] == "announce" and e["seat"] == 0:
            e["items"] = []
    p["deals"][0]["events"] = [e for e in ev if not (e["type"] == "payment" and e.get("reason") == "tarocks")]
    run("gd tarock laid away, no tarocks announced, not shown (expect clean)", p)
    # 7. Ottocento: the Matto and the Bagatto laid away
    o = load("otto-dealer-no-trick.json")
    hand = o["deals"][0]["hands"][3]
    for bad in ("MATTO", "T0", "T19"):
        if bad in hand:
            p = copy.deepcopy(o)
            swap_discard(p, 0, [bad, "QD"])
            run("otto %s laid away (expect illegal_discard at 0)" % bad, p)
    # 8. Ulti: three cards laid away
    p = copy.deepcopy(load("ulti-ace-ten-laid-away.json"))
    ev = p["deals"][0]["events"]
    hand = p["deals"][0]["hands"][1]
    extra = [c for c in hand if c not in ("AH", "10S")][0]
    ev[0]["cards"] = ["AH", "10S", extra]
    run("ulti three cards laid away (expect a violation at 0)", p)


if __name__ == "__main__":
    main()
