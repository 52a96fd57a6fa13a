"""Extra probes for dispute-messages-5 (writes only under /tmp/dm5-probes)."""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/dm5-probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def dump(name, doc):
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")


base = load("10-ottocento-clean-base.json")
# p1: deal 0 alone (is its combinations line read by the gapless reading there too?)
p1 = copy.deepcopy(base)
p1["deals"] = p1["deals"][:1]
dump("p1-otto-deal0-alone.json", p1)
# p2: deal 0 alone with the engine's 81 on the combinations line (and its total)
p2 = copy.deepcopy(p1)
for e in p2["deals"][0]["events"]:
    if e["type"] == "score" and e["party"] == "team0" and e["reason"] == "combinations":
        e["points"] = 81
    if e["type"] == "total" and e["party"] == "team0":
        e["points"] = 133
dump("p2-otto-deal0-alone-81.json", p2)
# p3: file 11 with the false cricca left off the sheet (declarations 0, total 80)
p3 = load("11-ottocento-false-cricca-then-sheet-counts-it.json")
for e in p3["deals"][0]["events"]:
    if e["type"] == "score" and e["party"] == "team1" and e["reason"] == "declarations":
        e["points"] = 0
    if e["type"] == "total" and e["party"] == "team1":
        e["points"] = 80
for e in p3["deals"][1]["events"]:
    if e["type"] == "total" and e["party"] == "team1":
        e["points"] = 478
dump("p3-otto-false-cricca-not-counted.json", p3)
# p4: file 08 (late contra) paid single (1 each): what does the engine say then?
p4 = load("08-ulti-late-contra-then-doubled-payments.json")
for e in p4["deals"][0]["events"]:
    if e["type"] == "payment":
        e["amount"] = 1
dump("p4-ulti-late-contra-paid-single.json", p4)
# p5: file 12 without the score lines (only totals): the wrong_total's words
p5 = load("12-ottocento-revoke-then-total-docked.json")
for d in p5["deals"]:
    d["events"] = [e for e in d["events"] if e["type"] != "score"]
dump("p5-otto-revoke-totals-only.json", p5)
