"""Probes beyond the corpus (phase 2): an independent settlement of danish-03 from §15, and the
Ulti records with the payments taken out (what the default revoke_penalty then computes)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _gen import dk_rank, dk_suit  # noqa: E402

from validator.engine.validate import validate  # noqa: E402

HERE = Path(__file__).parent


def danish_dues(doc):
    deal = doc["deals"][0]
    n = 3
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(a, b, x):
        net[a] -= x
        net[b] += x

    for s in range(n):  # foundation
        pay(s, "pagat_pool", 20)
        pay(s, "king_pool", 20)
    d = deal["dealer"]
    pay(d, "pagat_pool", 5)
    pay(d, "king_pool", 5)
    skat = next(e["cards"] for e in deal["events"] if e["type"] == "discard")
    plays = [e for e in deal["events"] if e["type"] == "play"]
    piles = {s: [] for s in range(n)}
    tricks = {s: 0 for s in range(n)}
    for t in range(25):
        tr = [(e["seat"], e["card"]) for e in plays[3 * t : 3 * t + 3]]
        led = dk_suit(tr[0][1])
        tt = [(dk_rank(c), s) for s, c in tr if dk_suit(c) == "T"]
        w = max(tt)[1] if tt else max((dk_rank(c), s) for s, c in tr if dk_suit(c) == led)[1]
        tricks[w] += 1
        for s, c in tr:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if t < 24:
            for s, c in tr:
                if c[0] == "K" and s != w:
                    for o in range(n):
                        if o != s:
                            pay(s, o, 5)
                    pay(s, "king_pool", 5)
                if c == "T1":
                    if s != w:
                        for o in range(n):
                            if o != s:
                                pay(s, o, 5)
                        pay(s, "pagat_pool", 5)
                    else:
                        for o in range(n):
                            if o != s:
                                pay(o, s, 5)
        else:
            assert not any(c in ("T1", "KH", "KD", "KS", "KC") for _, c in tr)
            assert all(tricks[s] for s in range(n))  # no nolo
            for o in range(n):
                if o != w:
                    pay(o, w, 20)
    val = {"T1": 4, "T21": 4, "JOKER": 4}
    pts = {}
    for s in range(n):
        p = sum(
            val.get(c, {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[0], 0) if c[0] in "KQNJ" else val.get(c, 0))
            for c in piles[s]
        )
        pts[s] = p + tricks[s] + (1 if s == d else 0)
    new_dealer = (d + 1) % n
    for s in range(n):
        if s == new_dealer:
            continue
        p = pts[s]
        band = -10 if p <= 18 else -5 if p <= 23 else 0 if p <= 28 else 5 if p <= 33 else 10
        pay(new_dealer, s, band) if band > 0 else pay(s, new_dealer, -band)
    return net, pts, tricks


def main():
    doc = json.loads((HERE / "danish-03-lead-out-of-turn.json").read_text(encoding="utf-8"))
    net, pts, tricks = danish_dues(doc)
    # §18 large: 20 to each pool from the seat that led out of turn
    net[0] -= 40
    net["pagat_pool"] += 20
    net["king_pool"] += 20
    v = validate(doc)
    print("danish-03 mine  ", {str(k): x for k, x in net.items()}, "points", pts, "tricks", tricks)
    print("danish-03 engine", v["deals"][0]["settlement"]["expected"])
    for name in (
        "ulti-01-defender-trumps-holding-suit",
        "ulti-02-defender-undertrumps",
        "ulti-03-declarer-does-not-overtake",
    ):
        doc = json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))
        doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] != "payment"]
        v = validate(doc)
        a = v["deals"][0]["annotations"][0]
        print(
            name,
            "without payments:",
            v["deals"][0]["settlement"]["expected"],
            a["penalty"],
            v["deals"][0].get("unchecked"),
        )


if __name__ == "__main__":
    main()
