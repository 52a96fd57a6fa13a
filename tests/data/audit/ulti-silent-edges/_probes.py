"""Ad-hoc probes for ulti-silent-edges: option flips and the other readings of each (c) point.

Writes only to /tmp/ulti-silent-edges-probes/ and prints the engine's findings per probe."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/ulti-silent-edges-probes")


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text())


def pay_lines(doc: dict) -> list[dict]:
    return [e for e in doc["deals"][0]["events"] if e["type"] in ("payment", "score")]


def run(tag: str, doc: dict) -> None:
    OUT.mkdir(exist_ok=True)
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    st = [d["settlement"]["expected"] for d in v.get("deals", [])]
    print(f"{tag}: {v['status']} {found} expected={st}")


def main() -> None:
    # option flips on clean bases
    d = load("02-contra-party-declarer-silent-40-100--contra-doubles-silent-100.json")
    d["rules"]["silent_bonus_contra"] = True
    lines = pay_lines(d)
    lines[1]["amount"] = 4
    run("p1-02-both-4-with-silent_bonus_contra", d)
    d = load("14-red-party-silent-durchmarsch.json")
    d["rules"]["silent_durchmarsch_scoring"] = "replaces_party"
    run("p2-14-replaces_party-recorded-additive", d)
    d = load("12-contra-durchmarsch-silent-ulti.json")
    d["rules"]["silent_bonuses_in_durchmarsch"] = False
    run("p3-12-no-silent-in-durchmarsch", d)
    # other readings of the (c)-prone points, each should be flagged under the defaults
    d = load("03-red-party-defenders-silent-20-100.json")
    for e in pay_lines(d):
        e["amount"] = 6  # party 2 paid beside the silent 100 4
    run("p4-03-additive-reading", d)
    d = load("09-red-declarer-silent-ulti-failed.json")
    for e in pay_lines(d)[2:]:
        e["amount"] = 4  # failed silent ulti fine not doubled for red
    run("p5-09-fine-undoubled", d)
    d = load("07-defender-silent-ulti-failed.json")
    ls = pay_lines(d)
    ls[2]["amount"] = 8  # failer pays the declarer both fines, nothing to the other defender
    d["deals"][0]["events"].remove(ls[3])
    run("p6-07-failer-pays-declarer-only", d)


if __name__ == "__main__":
    main()
