"""One repro per disagreement class from examples.json (written by compare.py --repros):
later deals after the disagreeing one are dropped and the disagreement re-checked."""
import ast, json, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare as C
from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent
ex = json.loads((HERE / "examples.json").read_text())
NOTES = {
 "A1": "(a) A deal cut short (its result lies in the missing part) is carried into the running totals as if it scored 0; every later written total is called wrong_total, though the missing part makes it right.",
 "A2": "(a) After a cut deal the engine chains on the written totals but does not start a new game when a written total reaches 800 (SRC:105); the next deal's totals from 0 are called wrong.",
 "A3": "(a) The cut deal's kept declarations already take a team to 800 (start totals + declared points): the game is won on declarations (SRC:105) whatever the missing play holds, so the next deal starts from 0. When plays are kept (cut mid-play) the engine does not end the game and calls the next totals wrong (it does with no play kept, and with the full play).",
 "A4": "(a) Terziglio record cut in the middle of the auction: the engine reports missing_bid for a seat whose turn to speak lies in the missing part.",
 "A5": "(a) Terziglio: a complete deal after a cut deal gets wrong_score: the engine's choice of which side bears the odd cross-pair changes when the previous deal is cut (the full record is clean), so a score the missing part would make right is called wrong.",
 "A6": "(a, missed) Ottocento deal whose plays are cut but whose score sheet is kept: the score written with reason 'declarations' is fixed by the kept declarations (SRC:105) but is not checked (engine: deal scores unchecked).",
 "C1": "(c) Totals open after a cut deal: a written total inconsistent with the previous WRITTEN total plus the deal's score. The oracle flags it (anchoring on the written figures); the engine chains its own expected figures and flags another total instead.",
}
done = set()
out = HERE / "repros"
out.mkdir(exist_ok=True)
for label, e in sorted(ex.items(), key=lambda kv: (0 if "decl_score" in kv[0] or "later_total" in kv[0] else 1, kv[0])):
    cls = label.split("_")[0]
    if cls not in NOTES or cls in done or "base" not in label and cls not in ("A6", "C1"):
        continue
    (di, ev), oo, eo = ast.literal_eval(e["diff"])
    t = e["transcript"]
    t2 = dict(t, deals=t["deals"][:di + 1])
    v = validate(t2)
    tr = {}
    o, raw, info = C.oracle_codes(t2, None)
    eng = C.engine_codes(v).get((di, ev), set())
    orc = o.get((di, ev), set())
    if eng == orc:
        t2 = t
        v = validate(t2)
        eng = C.engine_codes(v).get((di, ev), set())
    anns = [a for d in v["deals"] for a in d["annotations"] if (d["index"], a["event"]) == (di, ev)]
    (out / ("%s.json" % cls)).write_text(json.dumps({
        "note": NOTES[cls], "class": label, "seed": e["seed"], "cut": e["cut"], "mutation": e["mutation"],
        "at": {"deal": di, "event": ev}, "oracle": sorted(orc), "engine": sorted(eng),
        "engine_annotations": anns, "transcript": t2}, indent=1, ensure_ascii=False))
    done.add(cls)
    print(cls, label, (di, ev), "oracle", sorted(orc), "engine", sorted(eng), [a["message"] for a in anns][:2])
print("missing:", set(NOTES) - done)
