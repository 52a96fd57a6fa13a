"""Extra probes for danish-fresh-7: single edits of the corpus files, written under /tmp only.

python _probes.py   # then: python -m replays.cli validate --json /tmp/df7-probes/*.json
"""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/df7-probes")


def load(name):
    return json.loads((HERE / name).read_text())


def ev(tr, deal, pred):
    return [i for i, e in enumerate(tr["deals"][deal]["events"]) if pred(e)]


def main():
    OUT.mkdir(exist_ok=True)
    probes = {}
    # P1: 03 with the last-trick 20 paid to the winner despite the king przydupek
    tr = load("03-clean-king-przydupek.json")
    p = copy.deepcopy(tr)
    j = ev(p, 1, lambda e: e.get("reason") == "king_przydupek")[-1] + 1
    p["deals"][1]["events"][j:j] = [
        {"type": "payment", "from": 1, "to": 2, "amount": 20, "reason": "last_trick"},
        {"type": "payment", "from": 0, "to": 2, "amount": 20, "reason": "last_trick"},
    ]
    probes["p1-przydupek-plus-last-trick"] = p
    # P2: 15 without the sitter's (seat 3) refill
    p = load("15-clean-4p-king-ultimo-refill.json")
    j = ev(p, 1, lambda e: e.get("reason") == "refill" and e["from"] == 3)[0]
    del p["deals"][1]["events"][j]
    probes["p2-4p-sitter-skips-refill"] = p
    # P3: 15 with the sitter also paying a declaration in deal 1
    p = load("15-clean-4p-king-ultimo-refill.json")
    j = ev(p, 1, lambda e: e["type"] == "declare" and e["seat"] == 1)[0] + 1
    p["deals"][1]["events"].insert(
        j, {"type": "payment", "from": 3, "to": 1, "amount": 10, "reason": "declaration"}
    )
    probes["p3-4p-sitter-pays-declaration"] = p
    # P4: 02 without the refill at all
    p = load("02-clean-pagat-ultimo-refill.json")
    p["deals"][0]["events"] = [e for e in p["deals"][0]["events"] if e.get("reason") != "refill"]
    probes["p4-pagat-ultimo-no-refill"] = p
    # P5: 07 with the 10-trumps declaration (Joker counted) paid as if 11
    p = load("07-clean-ten-trumps-with-joker.json")
    for i in ev(p, 0, lambda e: e.get("reason") == "declaration"):
        p["deals"][0]["events"][i]["amount"] = 15
    p["deals"][0]["events"][ev(p, 0, lambda e: e["type"] == "declare" and e["seat"] == 2)[0]]["items"][0][
        "count"
    ] = 11
    probes["p5-false-eleven-trumps"] = p
    # P6: 04 with the dealer also laying away his Joker (no Tout announced)
    p = load("04-clean-skat-all-trumps-pagat.json")
    i = ev(p, 0, lambda e: e["type"] == "discard")[0]
    p["deals"][0]["events"][i]["cards"] = ["T1", "T7", "JOKER"]
    probes["p6-joker-in-skat"] = p
    for f in OUT.glob("*.json"):
        f.unlink()
    for k, v in probes.items():
        (OUT / f"{k}.json").write_text(json.dumps(v, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
