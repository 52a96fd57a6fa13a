"""Run the naive injector over seeds x kinds and tally the engine's verdicts.

usage: PYTHONPATH=/work/wt-diff9-rage python compare.py [N_SEEDS] [--dump DIR]

Per case: exact (the expected annotation and nothing else), extra (expected found, more besides),
missing (nothing found), different (something else found, not the expected one).
Cases are split by the model's label: safe (one fault by the source) / unsafe (the record implies
more, see inject.label).
"""

from __future__ import annotations

import collections
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))

from inject import KINDS, Replay, plant  # noqa: E402
from replays.sim.rage import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def session(seed: int) -> dict:
    rng = random.Random(seed * 7919)
    opts = {"plus_minus_one": rng.random() < 0.5, "durch": rng.random() < 0.5}
    doc = simulate(seed, **opts)
    if not doc.get("rules"):
        doc["rules"] = {"plus_minus_one": False}
    return doc


def midsession(doc: dict, seed: int) -> dict:
    """The record taken up in the middle: the first m rounds left out, their totals carried in
    `start` (with `start.round` half the time)."""
    rng = random.Random(seed * 104729)
    m = rng.randrange(1, 6)
    new = json.loads(json.dumps(doc))
    tot = {e["party"]: e["points"] for e in doc["deals"][m - 1]["events"] if e["type"] == "total"}
    new["start"] = {"totals": [tot[s] for s in range(len(doc["players"]))]}
    if rng.random() < 0.5:
        new["start"]["round"] = m + 1
    new["deals"] = new["deals"][m:]
    return new


def playonly(doc: dict) -> dict:
    new = json.loads(json.dumps(doc))
    for d in new["deals"]:
        d["hands"] = None
    return new


def short(doc: dict) -> dict:
    """Only the stock's first colour card (the trump turned) recorded, as many apps do."""
    new = json.loads(json.dumps(doc))
    for d in new["deals"]:
        t = d["talon"]
        j = next(i for i, c in enumerate(t) if c not in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"))
        d["talon"] = t[: j + 1]
    return new


TRANSFORMS = {
    "playonly": playonly,
    "short": short,
    "playonly_short": lambda d: playonly(short(d)),
}
VARIANTS = ("hands", "playonly", "midsession", "hidden", "secret", "short", "playonly_short")


def anns(v: dict) -> list[dict]:
    return [a for d in v["deals"] for a in d["annotations"]]


def key(a: dict) -> tuple:
    return (a["deal"], a["event"], a.get("seat"), a["code"])


def classify(e: dict, found: list[dict]) -> tuple[str, list[dict]]:
    if not e["codes"]:  # a control: nothing expected
        return ("exact", []) if not found else ("different", found)
    events = [e["event"]] + e.get("alt_events", [])
    hit = [a for a in found if a["deal"] == e["deal"] and a["event"] in events and a["code"] in e["codes"]
           and (e["seat"] is None or a.get("seat") in (e["seat"], e.get("alt_seat"), None))]
    rest = [a for a in found if a not in hit]
    if hit and not rest and len(hit) == 1:
        return "exact", rest
    if hit:
        return "extra", rest if rest else hit[1:]
    if not found:
        return "missing", []
    return "different", rest


def sig(e: dict, rest: list[dict]) -> str:
    """A coarse signature of the surplus: codes relative to the expected event."""
    parts = []
    for a in rest:
        rel = "same-event" if (a["deal"], a["event"]) == (e["deal"], e["event"]) else (
            "deal" if a["event"] is None else ("later" if (a["deal"], a["event"] or 0) > (e["deal"], e["event"] or -1) else "earlier"))
        parts.append(f"{a['code']}@{rel}")
    return ",".join(sorted(set(parts)))


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    dump = sys.argv[sys.argv.index("--dump") + 1] if "--dump" in sys.argv else None
    tally = collections.defaultdict(collections.Counter)
    sigs = collections.defaultdict(collections.Counter)
    examples: dict[tuple, dict] = {}
    model_mismatch = 0
    variants = [v for v in VARIANTS if f"--{v}" in sys.argv] or list(VARIANTS)
    for seed, variant in [(s, v) for s in range(n) for v in variants]:
        doc = session(seed) if variant not in ("hidden", "secret") else simulate(
            seed, **{f"{variant}_bid": True, "plus_minus_one": seed % 2 == 0})
        if variant == "midsession":
            doc = midsession(doc, seed)
        tf = TRANSFORMS.get(variant, lambda d: d)
        v0 = validate(tf(doc))
        if v0["summary"]["violations"]:
            print("seed", seed, variant, "not clean", v0["summary"])
            continue
        if variant not in ("hands", "midsession", "hidden", "secret"):
            v0 = validate(doc)
        # the model must agree with the engine on the clean record
        for k, d in enumerate(doc["deals"]):
            rep = Replay(doc, k)
            if rep.faults or rep.winners != v0["deals"][k]["computed"]["trick_winners"]:
                model_mismatch += 1
        for kind in KINDS:
            for safe in (True, False):
                r = plant(doc, kind, seed, safe)
                if r is None:
                    continue
                new, e = r
                new = tf(new)
                kind_v = f"{variant}:{kind}"
                v = validate(new)
                # stock_exhausted warnings come with a short stock, fault or no fault
                found = [a for a in anns(v) if a["code"] != "stock_exhausted"]
                cls, rest = classify(e, found)
                lab = "safe" if e.get("safe") else "unsafe"
                if cls != "exact" and lab == "unsafe":
                    # against the model: the expected fault plus everything the record implies
                    model = {(e["deal"], ev, e["seat"], c) for ev in [e["event"]] + e.get("alt_events", []) for c in e["codes"]}
                    model |= {(e["deal"], f["event"], f["seat"], f["code"]) for f in e.get("implied", [])}
                    beyond = [a for a in found if key(a) not in model]
                    short = [f for f in e.get("implied", []) if not any(key(a) == (e["deal"], f["event"], f["seat"], f["code"]) for a in found)]
                    if not beyond:
                        cls = "as-model" + ("-short" if short else "")
                    else:
                        cls, rest = "beyond-model", beyond
                tally[(kind_v, lab)][cls] += 1
                if cls not in ("exact", "as-model"):
                    s = sig(e, rest) if cls not in ("missing", "as-model-short") else "-"
                    sigs[(kind_v, lab, cls)][s] += 1
                    ex_key = (kind_v, lab, cls, s)
                    if ex_key not in examples or len(json.dumps(new)) < len(json.dumps(examples[ex_key]["transcript"])):
                        examples[ex_key] = {"seed": seed, "expected": e, "found": found, "transcript": new}
    print(f"seeds {n}; model/engine disagreements on clean deals: {model_mismatch}")
    print()
    cols = ["exact", "extra", "missing", "different", "as-model", "as-model-short", "beyond-model"]
    print(f"{'variant:kind':40s} {'label':7s} {'n':>4s} " + " ".join(f"{c:>8.8s}" for c in cols))
    for (kind, lab), c in sorted(tally.items()):
        tot = sum(c.values())
        print(f"{kind:40s} {lab:7s} {tot:4d} " + " ".join(f"{c[x]:8d}" for x in cols))
    print("(unsafe cases that are not exact are judged against the model's implied faults:")
    print(" as-model = the engine found just what the record implies; -short = it found less;")
    print(" beyond-model = it found something the model does not imply)")
    print()
    print("surplus signatures (kind, label, class): count  signature")
    for k3, c in sorted(sigs.items()):
        for s, m in c.most_common():
            print(f"  {k3[0]:40s} {k3[1]:7s} {k3[2]:9s} {m:4d}  {s}")
    if dump:
        os.makedirs(dump, exist_ok=True)
        for i, (k4, ex) in enumerate(sorted(examples.items())):
            with open(os.path.join(dump, f"{i:03d}_{k4[0].replace(':', '-')}_{k4[1]}_{k4[2]}.json"), "w") as fh:
                json.dump({"sig": k4[3], **ex}, fh, ensure_ascii=False)


if __name__ == "__main__":
    main()
