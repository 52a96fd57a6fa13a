"""Probes run after the blind phase (write only to /tmp). Run from the worktree root with
PYTHONPATH set; uses the blind generator to build the variants."""

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import _gen as g  # noqa: E402

OUT = Path("/tmp/upde_probes")
OUT.mkdir(exist_ok=True)


def doc(deals, rules=None, penalty="lose_all_goals", pays=None):
    ds = []
    for i, d in enumerate(deals):
        j = d.to_json(penalty)
        if pays is not None and i == len(deals) - 1:
            j["events"] = d.events + pays
        ds.append(j)
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard", **(rules or {})},
        "players": g.PLAYERS,
        "deals": ds,
    }


def run(name, d):
    p = OUT / f"{name}.json"
    p.write_text(json.dumps(d, ensure_ascii=False))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    print(f"== {name}: {v['status']}")
    for dl in v["deals"]:
        for a in dl.get("annotations", []):
            print("  ", a["deal"], a.get("event"), a["code"], "|", a["message"][:150])
        s = dl.get("settlement") or {}
        print(
            "   settlement expected",
            s.get("expected"),
            "recorded",
            s.get("recorded"),
            "diff",
            s.get("difference"),
        )


def pay_events(d, won):
    """Payments for the declared goals with `won` {goal: bool}."""
    mult = 2 if d.red else 1
    dec = d.declarer
    out = []
    for goal in d.goals():
        for s in ((dec + 1) % 3, (dec + 2) % 3):
            f, t = (s, dec) if won[goal] else (dec, s)
            out.append(
                {"type": "payment", "from": f, "to": t, "amount": g.VALUES[goal] * mult, "reason": goal}
            )
    if "ulti" in won and not won["ulti"]:
        for s in ((dec + 1) % 3, (dec + 2) % 3):
            out.append(
                {"type": "payment", "from": dec, "to": s, "amount": 4 * mult, "reason": "ulti-penalty"}
            )
    return out


# P1: early trump seven where the declarer wins the party as played
d = g.search(
    12000,
    lambda s: g.Deal(s, 1, "ulti", bias=("AS", "7S", "9S", "10S", "KS"), hook=g.hook_seven_early()),
    lambda d: d.trump == "S" and g.one_fault(d, "ulti_seven") and d.outcome()["party"],
)
run("p1-seven-party-as-played", doc([d], pays=pay_events(d, {"party": True, "ulti": False})))
run("p1-seven-party-lost", doc([d], pays=pay_events(d, {"party": False, "ulti": False})))

# P2: file 01 deal 1 (defender revoke) settled as played under the default
F = {}
g.build()
F = {f["name"]: f for f in g.FILES}
d1 = F["01-follow-suit-revoke"]["deals"][1]
run("p2-revoke-as-played", doc([d1], pays=pay_events(d1, {"party": d1.outcome()["party"]})))

# P3: 40-100 with the declarer saying 40 with his first card
d0 = F["11-marriages-not-allowed"]["deals"][0]
d0.events = list(d0.events)
first = next(i for i, e in enumerate(d0.events) if e["type"] == "play")
d0.events.insert(
    first, {"type": "declare", "seat": d0.declarer, "items": [{"kind": "marriage", "points": 40}]}
)
run("p3-40-100-declarer-says-40", doc([d0]))
