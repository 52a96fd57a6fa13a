"""Extra probes for dispute-messages-2; writes only under /tmp/dm2/probes."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/dm2/probes")
OUT.mkdir(parents=True, exist_ok=True)


def run(name, doc):
    p = OUT / name
    p.write_text(json.dumps(doc, ensure_ascii=False))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    print("==", name, v["status"], v["summary"]["by_code"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["event"], a["code"], a["message"])
    print("   session", json.dumps(v.get("session"))[:600])


base = json.loads((HERE / "04-danish-clean-4p-sitter.json").read_text())
for share in (21.25, 20):
    doc = copy.deepcopy(base)
    ev = doc["deals"][0]["events"]
    for pool in ("pagat_pool", "king_pool"):
        for s in range(4):
            ev.append({"type": "payment", "from": pool, "to": s, "amount": share, "reason": "session_end"})
    run(f"danish-session-end-{share}.json", doc)


# the clean Tarocchini records with every declaration written as nothing
for name, seats in (
    ("12-terziglio-clean-solo.json", (2, 0, 1)),
    ("10-ottocento-clean-no-discard-written.json", (0, 1, 2, 3)),
):
    doc = json.loads((HERE / name).read_text())
    ev = doc["deals"][0]["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev[k:k] = [{"type": "declare", "seat": s, "items": []} for s in seats]
    run("nodecl-" + name, doc)
