"""Probes for play-only-messages: write only under /tmp/pom-probes, then validate each.

A: Danish play-only, seat 1 declares 10 trumps while the plays show it held 7 (every hand is
   rebuilt in full from the plays and the skat, so a false declaration is provable).
B: Ottocento play-only, seat 1 declares three kings while the plays show it held two (KB KS).
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/pom-probes")


def probe(name, src, edit):
    d = json.loads((HERE / src).read_text(encoding="utf-8"))
    d = copy.deepcopy(d)
    edit(d["deals"][0]["events"])
    OUT.mkdir(exist_ok=True)
    p = OUT / name
    p.write_text(json.dumps(d, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True,
        text=True,
    )
    v = json.loads(r.stdout)
    found = [(a["event"], a["code"], a["message"]) for dl in v["deals"] for a in dl["annotations"]]
    print(name, v["status"], found, v["deals"][0].get("unchecked"))


def danish(ev):
    for e in ev:
        if e["type"] == "declare" and e["seat"] == 1:
            e["items"] = [{"kind": "trumps", "count": 10, "pagat": False}]


def ottocento(ev):
    for e in ev:
        if e["type"] == "declare" and e["seat"] == 1:
            e["items"] = [{"kind": "cricca", "of": "kings", "count": 3}]


if __name__ == "__main__":
    probe("A-danish-false-declaration.json", "01-danish-clean.json", danish)
    probe("B-ottocento-false-declaration.json", "09-ottocento-clean.json", ottocento)
