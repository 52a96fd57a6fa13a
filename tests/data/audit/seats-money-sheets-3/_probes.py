"""Extra probes for seats-money-sheets-3: edited copies of the corpus, written under /tmp only.

P1 05 with the dealer's fee paid again in the redealt deal (the other reading of sec. 15/17).
P2 14 with the rotation moving on after the thrown-in Ulti deal (deal 1 by the next dealer).
P3 03 without start.pools (pools unknown): the planted pool slip should not be judged.
"""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/smsh3-probes")


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def main():
    OUT.mkdir(exist_ok=True)
    t = load("05-danish-redeal-clean.json")
    p1 = copy.deepcopy(t)
    fee = [
        {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"},
        {"type": "payment", "from": 0, "to": "king_pool", "amount": 5, "reason": "deal_fee"},
    ]
    p1["deals"][1]["events"] = fee + p1["deals"][1]["events"]
    (OUT / "p1-danish-redeal-fee-twice.json").write_text(json.dumps(p1, ensure_ascii=False))

    t = load("14-ulti-redeal-clean.json")
    p2 = copy.deepcopy(t)
    del p2["deals"][2]
    # deal 1 as dealt by the next dealer: rotate the hands and the seats one on
    d = p2["deals"][1]
    d["dealer"] = 0
    d["hands"] = [d["hands"][2], d["hands"][0], d["hands"][1]]
    for e in d["events"]:
        for k in ("seat", "from", "to"):
            if k in e and isinstance(e[k], int):
                e[k] = (e[k] + 1) % 3
    (OUT / "p2-ulti-redeal-rotation-on.json").write_text(json.dumps(p2, ensure_ascii=False))

    t = load("03-danish-midway-pool-slip.json")
    p3 = copy.deepcopy(t)
    del p3["start"]["pools"]
    (OUT / "p3-danish-midway-no-pools.json").write_text(json.dumps(p3, ensure_ascii=False))


if __name__ == "__main__":
    main()
