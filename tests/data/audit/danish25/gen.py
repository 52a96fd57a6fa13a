"""Build the danish25 files from model.py (python gen.py). Prints the facts to facts.txt."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import Deal, band, settle  # noqa: E402

HERE = Path(__file__).parent
NAMES3 = ["Ania", "Bogdan", "Cecylia"]
NAMES4 = ["Ania", "Bogdan", "Cecylia", "Dariusz"]
EDGES = {13, 14, 18, 19, 23, 24, 28, 29, 33, 34, 38, 39}


def want(dl, req, pools_after=None):
    f = dl.features()
    przk = [s for s, c, _ in dl.last if c.startswith("K") and s != dl.last_winner]
    if len(przk) >= 2 and "ultimo_king" not in f:
        return False  # two king przydupeks with no King Ultimo: "podwaja" twice is unclear, avoided
    for r in req:
        if r == "edge":
            nd = (dl.d + 1) % dl.n
            if not any(dl.points[s] in EDGES for s in dl.act if s != nd):
                return False
        elif r == "plain":
            if any(x.startswith("last_") for x in f) or "nolo" in f:
                return False
        elif r == "no_nolo":
            if "nolo" in f:
                return False
        elif r.startswith("!"):
            if r[1:] in f:
                return False
        elif r not in f:
            return False
    return True


def build(name, n, specs, start=None, rules=None, base=0, pool_totals=True, session_end=False, fault=None):
    players = NAMES3 if n == 3 else NAMES4
    pools = dict(start["pools"]) if start else {"pagat_pool": 0, "king_pool": 0}
    totals = list(start["totals"]) if start else [0] * n
    deals_out, facts = [], []
    d = specs[0].get("dealer", 0)
    seed = base
    for k, spec in enumerate(specs):
        req = spec.get("req", [])
        last = session_end and k == len(specs) - 1
        while True:
            seed += 1
            modes = {}
            if "nolo" in req:
                modes[(d + 2) % n if n == 3 else d] = "duck"
                if seed % 2:
                    modes = {d: "duck"}
            dl = Deal(n, d, seed, modes=modes, revoke=spec.get("revoke"))
            if not dl.ok or not want(dl, req):
                continue
            pen = None
            if spec.get("revoke"):
                pen = (dl.revoke_seat, 20)
            net, newpools, log, info = settle(dl, pools, foundation=(k == 0 and not start), penalty=pen, session_end=False)
            if last and (newpools["pagat_pool"] % (5 * n) or newpools["king_pool"] % (5 * n)):
                continue
            if spec.get("pred") and not spec["pred"](dl, newpools, info):
                continue
            break
        if last:
            net, newpools, log, info = settle(dl, pools, foundation=(k == 0 and not start), penalty=pen, session_end=True)
        ev = [{"type": "discard", "seat": d, "cards": dl.skat}]
        for s in [d] + [x for x in dl.act if x != d]:
            ev.append({"type": "declare", "seat": s, "items": dl.decl[s][0]})
        for seat, c, named in dl.plays:
            e = {"type": "play", "seat": seat, "card": c}
            if named:
                e["named"] = named
            ev.append(e)
        for s in range(n):
            totals[s] += net[s]
        score_idx = len(ev)
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": net[s]})
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": totals[s]})
        if pool_totals:
            ev.append({"type": "total", "party": "pagat_pool", "points": newpools["pagat_pool"]})
            ev.append({"type": "total", "party": "king_pool", "points": newpools["king_pool"]})
        hands = [dl.dealt[s] if s in dl.act else [] for s in range(n)]
        deals_out.append({"dealer": d, "hands": hands, "events": ev})
        facts.append(
            {
                "deal": k,
                "dealer": d,
                "seed": seed,
                "active": dl.act,
                "tricks": dl.tricks,
                "points": dl.points,
                "bands_paid_with_next_dealer": info["cp"],
                "features": sorted(dl.features()),
                "last_trick": [(s, c) for s, c, _ in dl.last],
                "last_winner": dl.last_winner,
                "declarations": {s: dl.decl[s] for s in dl.decl if dl.decl[s][1]},
                "net": net,
                "totals": list(totals),
                "pools_before": dict(pools),
                "pools_after": dict(newpools),
                "session_end_shares": info["shares"],
                "revoke_event": dl.revoke_event,
                "score_event0": score_idx,
                "payments": [x for x in log if x[3] not in ("declaration",)],
            }
        )
        pools = newpools
        d = (d + 1) % n
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": players,
    }
    if start:
        doc["start"] = start
    doc["meta"] = {"kept_as": "score sheet", "auditor": "danish25"}
    doc["deals"] = deals_out
    expected = []
    if fault:
        expected = fault(doc, facts)
    if any(f["revoke_event"] is not None for f in facts):
        for f in facts:
            if f["revoke_event"] is not None:
                expected.append((f["deal"], 1 + len(f["active"]) + f["revoke_event"], "revoke"))
    (HERE / (name + ".json")).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return {"file": name, "expected": expected, "facts": facts}
