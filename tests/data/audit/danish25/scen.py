"""The danish25 files (python scen.py): writes NN-*.json and facts.txt (JSON; .txt so the corpus test does not take it for a transcript)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen import EDGES, HERE, build  # noqa: E402


def score_slip(deal, delta, edge=True):
    def f(doc, facts):
        fa = facts[deal]
        n = len(doc["players"])
        nd = (fa["dealer"] + 1) % n
        cands = [s for s in fa["active"] if s != nd and (not edge or fa["points"][s] in EDGES)]
        s = cands[0]
        i = fa["score_event0"] + s
        doc["deals"][deal]["events"][i]["points"] += delta
        fa["planted"] = f"seat {s} score written {doc['deals'][deal]['events'][i]['points']} (true {fa['net'][s]})"
        return [(deal, i, "wrong_score")]

    return f


def total_slip(deal, seat, delta, carry=False):
    def f(doc, facts):
        n = len(doc["players"])
        fa = facts[deal]
        i = fa["score_event0"] + n + seat
        doc["deals"][deal]["events"][i]["points"] += delta
        fa["planted"] = f"seat {seat} total written {doc['deals'][deal]['events'][i]['points']} (true {fa['totals'][seat]})"
        if carry:
            for k in range(deal + 1, len(facts)):
                j = facts[k]["score_event0"] + n + seat
                doc["deals"][k]["events"][j]["points"] += delta
                facts[k]["planted"] = f"seat {seat} total carries the slip: written {doc['deals'][k]['events'][j]['points']} (true {facts[k]['totals'][seat]})"
        return [(deal, i, "wrong_total")]

    return f


def sitter_slip(deal):
    def f(doc, facts):
        fa = facts[deal]
        n = len(doc["players"])
        s = (fa["dealer"] + 2) % n
        i = fa["score_event0"] + s
        doc["deals"][deal]["events"][i]["points"] = 0
        fa["planted"] = f"sitter seat {s} score written 0 (true {fa['net'][s]}: the Pagat pool refill)"
        return [(deal, i, "wrong_score")]

    return f


S3 = {"pools": {"pagat_pool": 85, "king_pool": 140}, "totals": [-60, -120, -45]}
S4 = {"pools": {"pagat_pool": 120, "king_pool": 95}, "totals": [-35, -90, 10, -100]}
S3b = {"pools": {"pagat_pool": 40, "king_pool": 270}, "totals": [-150, 35, -195]}

FILES = [
    ("01-3p-fresh-four-deals-band-edges-clean", dict(n=3, base=100, specs=[{"req": ["edge", "plain"]}, {"req": ["edge"]}, {"req": ["edge", "plain"]}, {"req": ["edge"]}])),
    ("02-3p-carried-in-nolo-then-king-ultimo-clean", dict(n=3, base=2000, start=S3, specs=[{"req": ["nolo"], "dealer": 1}, {"req": ["edge"]}, {"req": ["ultimo_king", "!przyd_king"]}])),
    ("03-4p-fresh-five-deals-sitter-rotates-pagat-ultimo-refill-clean", dict(n=4, base=3000, specs=[{"req": ["edge"]}, {"req": ["przyd_king", "!ultimo_king"]}, {"req": ["ultimo_pagat"]}, {"req": ["edge"]}, {"req": ["edge", "plain"]}])),
    ("04-3p-carried-in-king-ultimo-with-przydupek-session-end-clean", dict(n=3, base=4000, start=S3b, session_end=True, specs=[{"req": ["ultimo_king", "przyd_king"], "dealer": 2}, {"req": ["edge"]}, {"req": ["edge"]}])),
    ("05-3p-fresh-pagat-ultimo-king-ultimo-pools-refilled-session-end-clean", dict(n=3, base=5000, session_end=True, specs=[{"req": ["ultimo_pagat"]}, {"req": ["edge"]}, {"req": ["ultimo_king", "!przyd_king"]}, {"req": ["edge", "plain"]}, {"req": ["edge"]}])),
    ("06-4p-carried-in-nolo-przydupek-session-end-clean", dict(n=4, base=6000, start=S4, session_end=True, specs=[{"req": ["nolo", "przyd_king"], "dealer": 3}, {"req": ["edge"]}, {"req": ["edge"]}, {"req": ["edge"]}])),
    ("07-3p-fresh-six-deals-session-end-clean", dict(n=3, base=7000, session_end=True, specs=[{"req": ["edge"]}, {"req": ["edge"]}, {"req": ["nolo"]}, {"req": ["edge"]}, {"req": ["ultimo_king"]}, {"req": ["edge"]}])),
    ("08-3p-fresh-band-edge-score-slip", dict(n=3, base=8000, specs=[{"req": ["edge"]}, {"req": ["edge", "plain"]}, {"req": ["edge"]}], fault=score_slip(1, 5))),
    ("09-4p-carried-in-total-slip-last-deal", dict(n=4, base=9000, start=S4, specs=[{"req": ["edge"], "dealer": 1}, {"req": ["ultimo_king"]}, {"req": ["edge"]}, {"req": ["edge"]}], fault=total_slip(3, 2, -10))),
    ("10-3p-fresh-total-slip-carried-forward", dict(n=3, base=10000, specs=[{"req": ["edge"]}, {"req": ["edge"]}, {"req": ["edge"]}, {"req": ["edge"]}], fault=total_slip(1, 0, 10, carry=True))),
    ("11-3p-carried-in-revoke-large-fine-on-sheet", dict(n=3, base=11000, start=S3, rules={"revoke_penalty": "large"}, specs=[{"req": ["edge"]}, {"req": ["edge", "!ultimo_king", "!ultimo_pagat"], "revoke": (6, None)}, {"req": ["edge"]}])),
    ("12-4p-fresh-pagat-przydupek-clean", dict(n=4, base=12000, specs=[{"req": ["edge"]}, {"req": ["przyd_pagat"]}, {"req": ["edge"]}])),
    ("13-3p-nolo-last-trick-king-ultimo-cancelled-clean", dict(n=3, base=13000, specs=[{"req": ["edge"]}, {"req": ["nolo", "ultimo_king"]}, {"req": ["edge"]}])),
    ("14-4p-fresh-sitter-refill-score-slip", dict(n=4, base=14000, specs=[{"req": ["edge"]}, {"req": ["ultimo_pagat"]}, {"req": ["edge"]}], fault=sitter_slip(1))),
]


def main():
    out = []
    for name, kw in FILES:
        kw = dict(kw)
        # the revoke seat: the second seat to play in that trick is chosen when building
        out.append(build(name, **kw))
    (HERE / "facts.txt").write_text(json.dumps(out, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
