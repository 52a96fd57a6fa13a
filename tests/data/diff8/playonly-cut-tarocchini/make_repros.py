"""One minimal repro per disagreement class from examples.json (written by compare.py --repros):
later deals are dropped when the disagreement survives without them."""
import copy
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.argv = [sys.argv[0], "0"]
import compare  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

ex = json.loads((HERE / "examples.json").read_text())
(HERE / "repros").mkdir(exist_ok=True)
seen = set()
for label, r in sorted(ex.items()):
    cls = label.split(" | ")[0]
    if cls in seen or cls.startswith(("H_", "K_", "X_", "U_", "REJECTED")):
        continue
    (di, ev), oo, eo = eval(r["diff"])
    y = r["transcript"]
    z = copy.deepcopy(y)
    z["deals"] = z["deals"][:di + 1]
    o, raw, info = compare.ocodes(z, {i: {} for i in range(len(z["deals"]))})
    e = compare.d7.engine_codes(validate(z))
    if o.get((di, ev), set()) == e.get((di, ev), set()):
        z = y                                         # needs the later deals
    o, raw, info = compare.ocodes(z, None)
    v = validate(z)
    e = compare.d7.engine_codes(v)
    eng = [a for a in v["deals"][di]["annotations"] if a["event"] == ev]
    note = ("%s (seed %s, cut %s, mutation %s). Deal %d, event %s: oracle %s, engine %s." %
            (cls, r["seed"], r["cut"], r["mutation"], di, ev,
             sorted(o.get((di, ev), set())), sorted(e.get((di, ev), set()))))
    (HERE / "repros" / (cls.split("_")[0] + ".json")).write_text(json.dumps(
        {"note": note, "class": cls, "deal": di, "event": ev,
         "engine_annotations_at_event": [{k: a[k] for k in ("code", "message", "evidence")} for a in eng],
         "transcript": z}, indent=1, ensure_ascii=False))
    seen.add(cls)
    print(cls, "->", note)
