"""Extra probes for ulti-goals-table: option variants of the corpus files, written only under /tmp."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
TMP = Path("/tmp/ulti-goals-table-probes")

PROBES = [
    # (file, rule overrides, what the source leads one to expect)
    (
        "07-hier-40-100-durch-ties-red-ulti.json",
        {"bid_hierarchy": "durchmarsch_above_red"},
        "clean: (9') above (9)",
    ),
    (
        "05-hier-40-100-ulti-under-red-40-100.json",
        {"bid_hierarchy": "points_only"},
        "illegal_bid at 4: 8 = 8 is not higher",
    ),
    (
        "13-clean-party-silent-durchmarsch.json",
        {"silent_durchmarsch_scoring": "replaces_party"},
        "the two party lines not owed",
    ),
]


def main() -> None:
    TMP.mkdir(exist_ok=True)
    for name, rules, want in PROBES:
        t = json.loads((HERE / name).read_text(encoding="utf-8"))
        t["rules"].update(rules)
        out = TMP / name
        out.write_text(json.dumps(t, ensure_ascii=False), encoding="utf-8")
        r = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", str(out)],
            capture_output=True,
            text=True,
        )
        v = json.loads(r.stdout)
        found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
        print(name, rules, "->", v["status"], found, "| expected:", want)


if __name__ == "__main__":
    main()
