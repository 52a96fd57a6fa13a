"""Write repros/<class>.json ({"note", "transcript", "info", "engine"}) from examples.json,
keeping only the deal concerned (later deals dropped)."""
import json
import sys
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent
ex = json.loads((HERE / "examples.json").read_text())
NOTES = {
    "A1": ("mutation decl+1", "A declared item one longer than the longest the source allows "
           "(suit 6, Moretti/aces 7, trumps 17) makes the engine REJECT the whole transcript "
           "(bad_value) instead of reporting false_declaration at that event; its own message "
           "says N is 'at least 3'."),
    "C1": ("mutation party", "A score line with a part reason (e.g. combinations) moved to a "
           "party whose other line is unlabelled: the engine checks the labelled line against "
           "that part; the oracle sums the party's lines. Score-sheet convention, (c)."),
    "C2": ("computed totals", "Both teams reach exactly 800 on declarations alone (start 775/785, "
           "declared 25/15; deal stopped after the declarations). Engine: no game won, the next deal "
           "is added to 800/800. Oracle: a game is won and the next deal starts from 0. The source "
           "does not say who wins a tie at 800 (audit 5 C1/C2, re-found here)."),
}
out = HERE / "repros"
out.mkdir(exist_ok=True)
for name, (prefix, note) in NOTES.items():
    keys = [k for k in ex if k.startswith(prefix)]
    if not keys:
        continue
    k = keys[0]
    doc, info = ex[k]["transcript"], ex[k]["info"]
    di = info.get("deal", 0)
    doc = dict(doc)
    if name == "C2":
        di = 1
    doc["deals"] = doc["deals"][: di + 1]
    v = validate(json.loads(json.dumps(doc)))
    eng = v.get("problems") if v["status"] == "rejected" else [
        a for a in v["deals"][di]["annotations"] if a["severity"] == "violation"]
    (out / (name + ".json")).write_text(json.dumps(
        {"note": note + " Class: " + k, "info": info, "engine": eng, "transcript": doc}, indent=1))
    print(name, k, v["status"])
