"""Probes for variants-fresh (writes only to /tmp): each file re-validated with its non-default
options reverted to the game's defaults, to show the option is what makes the verdict."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]
TMP = Path("/tmp/variants-fresh-probes")
TMP.mkdir(exist_ok=True)

# file -> rules with the variant(s) removed
REVERT = {
    "01-rage-pm1-last-bid-makes-ten.json": {},
    "02-rage-durch-pm1-last-three-rounds.json": {},
    "03-rage-secret-bid-bids-at-end.json": {},
    "04-rage-hidden-bid-written-after-first-trick.json": {"secret_bid": True},
    "05-ulti-four-aces-bid-won.json": {},
    "06-ulti-silent-four-aces.json": {"four_aces": True},
    "07-ulti-fold-compulsory-played-on.json": {},
    "08-galician-contra-symmetric-bought-twice.json": {"pool": False},
    "09-galician-pool-off-share-paid.json": {},
    "10-galician-no-tarock-redeal.json": {"pool": False},
    "11-galician-take-back-lead-until-covered.json": {},
    "12-ottocento-moretti-first-played.json": {},
    "13-ottocento-monte-off-monte-asked.json": {},
    "14-terziglio-nineteen-solo-all-tricks-doubled.json": {"widow": 5},
    "15-terziglio-zero-sum-written-winners-score.json": {},
    "16-danish-revoke-large-penalty-played-on.json": {},
}


def verdict(path: Path) -> dict:
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(path)],
                         capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    return json.loads(out.stdout)


def summary(v: dict) -> str:
    anns = [(a["deal"], a["event"], a["code"], (a.get("penalty") or {}).get("class"))
            for d in v.get("deals", []) for a in d.get("annotations", []) if a["severity"] == "violation"]
    return f"{v['status']} {anns}"


for name, rules in REVERT.items():
    tr = json.loads((HERE / name).read_text())
    with_opt = summary(verdict(HERE / name))
    tr["rules"] = {"preset": "standard", **rules}
    p = TMP / name
    p.write_text(json.dumps(tr))
    print(f"{name}\n  as written {with_opt}\n  reverted {tr['rules']}: {summary(verdict(p))}")
