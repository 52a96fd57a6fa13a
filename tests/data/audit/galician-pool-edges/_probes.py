"""Ad-hoc probes for galician-pool-edges (phase 2). Writes only to /tmp/gpe-probes/.

Run: cd WORKTREE && PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/galician-pool-edges/_probes.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent
OUT = Path("/tmp/gpe-probes")


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(label: str, doc: dict, expect: str) -> None:
    OUT.mkdir(exist_ok=True)
    (OUT / (label + ".json")).write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    v = validate(doc)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    pool = v.get("session", {}).get("pool")
    print(f"{label}: {v['status']} {found} pool={pool}\n    expected: {expect}")


def pays(deal: dict) -> list[tuple[int, dict]]:
    return [(i, e) for i, e in enumerate(deal["events"]) if e["type"] == "payment"]


def main() -> None:
    # P1: the ultimo taker paid the pool after the deal's own share went in (61.8 + 45.2)
    d = load("04-ultimo-session-clean.json")
    for _, e in pays(d["deals"][2]):
        if e.get("reason") == "pool_ultimo":
            e["amount"] = 107
    run("p1-payout-includes-own-share", d, "wrong_payment at the pool_ultimo line (source silent on order)")

    # P2: contra on pagat ultimo, contra_on_pool default false: pool single, premium 200 each
    d = load("04-ultimo-session-clean.json")
    deal = d["deals"][2]
    deal["events"].insert(6, {"type": "double", "seat": 2, "target": "pagat_ultimo", "level": 2})
    for _, e in pays(deal):
        if e.get("reason") == "pagat_ultimo":
            e["amount"] = 200
        if e.get("reason") == "pool_share":
            e["amount"] = round(0.1 * (2 * 126 + 400), 6)
    run("p2-contra-ultimo-pool-single", d, "clean (§27 'Zwykle contra się do żydka nie odnosi')")

    # P2b: same record under contra_on_pool true: the pool should now be doubled somehow
    d2 = copy.deepcopy(d)
    d2["rules"] = {"contra_on_pool": True}
    run("p2b-contra-on-pool-true", d2, "a finding at the pool_ultimo line (the pool counted double)")

    # P3: the stake paid again by all three in deal 1 of 01
    d = load("01-allpass-founding-clean.json")
    d["deals"][1]["events"][3:3] = [
        {"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"} for s in range(3)
    ]
    run("p3-stakes-every-deal", d, "3 x unexpected_payment (stake only at founding, per the listing)")

    # P4: 4 players, all pass, no szpricer: the king pays the stake but no pass fee; next deal dealer 3
    d = load("14-szpricer-clean.json")
    d.pop("rules")
    deal0 = d["deals"][0]
    deal0["events"] = [e for e in deal0["events"] if e["type"] != "call"]
    d["deals"] = [deal0]
    run("p4-4p-allpass-no-szpricer", d, "clean")

    # P5: common_usage preset: the dealer pays 1 into the pool each deal
    d = load("01-allpass-founding-clean.json")
    d["rules"] = {"preset": "common_usage"}
    run("p5a-common-usage-no-dealer-fee", copy.deepcopy(d), "missing_payment in each deal (dealer fee 1)")
    for deal in d["deals"]:
        deal["events"].append(
            {"type": "payment", "from": deal["dealer"], "to": "pool", "amount": 1, "reason": "pool_deal"}
        )
    run("p5b-common-usage-dealer-fee", d, "clean")

    # P6: the sheet without the pool's lines: seats only
    d = load("12-sheet-pool-clean.json")
    for deal in d["deals"]:
        deal["events"] = [e for e in deal["events"] if e.get("party") != "pool"]
    run("p6-sheet-no-pool-lines", d, "clean")

    # P7: the sheet's pool score (not the total) wrong in deal 1
    d = load("12-sheet-pool-clean.json")
    e = d["deals"][1]["events"][45]
    assert e["party"] == "pool" and e["type"] == "score"
    e["points"] = 16.4
    run("p7-sheet-pool-score-wrong", d, "wrong_score at (1, 45); maybe also wrong_total at (1, 49)")

    # P8: a failed ultimo with the pool taken instead of paid
    d = load("08-failed-ultimo-clean.json")
    for _, e in pays(d["deals"][1]):
        if e.get("reason") == "pool_ultimo":
            e["from"], e["to"] = "pool", 2
    run("p8-failed-ultimo-pool-taken", d, "wrong_payment (direction) at the pool_ultimo line")

    # P9: share taken on the pool money too (10 % of 452 + 61.8)
    d = load("04-ultimo-session-clean.json")
    for _, e in pays(d["deals"][2]):
        if e.get("reason") == "pool_share":
            e["amount"] = round(0.1 * (452 + 61.8), 6)
    run("p9-share-on-pool-take", d, "wrong_payment at the share line (10 % of every win: is the pool a win?)")

    # P10: session taken mid-way with start.pools: the ultimo takes the given pool
    d = load("04-ultimo-session-clean.json")
    d["deals"] = [d["deals"][2]]
    d["start"] = {"pools": {"pool": 61.8}, "totals": [100, -50, -50]}
    run("p10-start-pools", d, "clean")
    d["start"] = {"totals": [100, -50, -50]}
    run("p10b-start-unknown-pool", d, "clean, the pool line unjudged (pool unknown)")


def carry_probes() -> None:
    """After a wrong pool line, what does a later ultimo take: the rules' pool or the table's?"""
    import random
    import sys

    sys.path.insert(0, str(HERE))
    import _gen  # noqa: PLC0415

    rng = random.Random(99)
    s = _gen.solo_deal(rng, 3, 2, 0, {"result": "win", "ultimo": "made"})
    for label, base, taken_by_rules, taken_by_table in (
        ("p11-carry-after-failed-ultimo-clean", "08-failed-ultimo-clean.json", 141.8, 141.8),
        ("p11b-carry-after-pool-taken-not-paid", "p8", 141.8, 51.8),
    ):
        d = load("08-failed-ultimo-clean.json")
        if base == "p8":
            for _, e in pays(d["deals"][1]):
                if e.get("reason") == "pool_ultimo":
                    e["from"], e["to"] = "pool", 2
        for taken in sorted({taken_by_rules, taken_by_table}):
            dd = copy.deepcopy(d)
            pay_ev, pool_after, _, _ = _gen.settle_solo(s, 3, 2, 0, "made", taken, [1, 2])
            ev = _gen.solo_events(s, 3, 2, 0, True) + pay_ev
            dd["deals"].append({"dealer": 2, "hands": s["hands"], "talon": s["talon"], "events": ev})
            run(f"{label}-takes-{taken}", dd, f"rules' pool {taken_by_rules}, table's pool {taken_by_table}")


if __name__ == "__main__":
    main()
    carry_probes()
