"""Sensitivity check: each file re-run with its option flipped (copies in a temp dir):
the engine must then find the record wrong (so the option changes the result)."""
import json, os, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(HERE, "../../../.."))
FLIPS = {
    "01-otto-moretti-last-default.json": {"moretti_tie": "first_played"},
    "02-otto-moretti-first-played.json": {"moretti_tie": "last_played"},
    "03-otto-double-three-default.json": {"double_three": False},
    "04-otto-double-three-off.json": {"double_three": True},
    "06-otto-discard-dealer-trick-default.json": {"discard_credit": "side_trick"},
    "07-otto-discard-side-trick.json": {"discard_credit": "dealer_trick"},
    "08-otto-monte-thrown-in.json": {"monte": False},
    "09-otto-monte-off-asked.json": {"monte": True},
    "10-otto-signals-after-top-card.json": {"signals": "allowed"},
    "11-terz-nineteen-preset-gioco.json": {"preset": "standard"},
    "12-terz-widow5-option-solo.json": {"widow": 8},
    "13-terz-settlement-winners-score-default.json": {"settlement": "zero_sum"},
    "14-terz-settlement-zero-sum.json": {"settlement": "winners_score"},
    "15-terz-solo-all-tricks-default.json": {"solo_doubles_all_tricks": True},
    "16-terz-solo-all-tricks-doubled.json": {"solo_doubles_all_tricks": False},
    "17-terz-moretti-first-played-all-tricks.json": {"moretti_tie": "last_played"},
    "18-terz-moretti-last-played-same-deal.json": {"moretti_tie": "first_played"},
    "19-terz-double-three-off.json": {"double_three": True},
    "20-terz-monte-off-asked.json": {"monte": True},
}
tmp = tempfile.mkdtemp()
for name, over in FLIPS.items():
    doc = json.load(open(os.path.join(HERE, name)))
    rules = dict(doc.get("rules") or {})
    if "preset" in over:
        rules = {k: v for k, v in rules.items() if k != "preset"}
    rules.update(over)
    doc["rules"] = rules
    p = os.path.join(tmp, name)
    json.dump(doc, open(p, "w"))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", p],
                         capture_output=True, text=True, cwd=root, env=dict(os.environ, PYTHONPATH=root))
    v = json.loads(out.stdout)
    codes = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    diffs = [d["settlement"]["difference"] for d in v["deals"] if d.get("settlement")]
    print(name, over, v["status"], codes[:6], [x for x in diffs if x],
          [p_["code"] for p_ in (v.get("problems") or [])][:3])
