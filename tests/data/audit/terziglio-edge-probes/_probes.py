"""Probes for terziglio-edge-probes: dump the engine's computed side points of the bases (to /tmp)."""

import json
import subprocess
import sys

HERE = "tests/data/audit/terziglio-edge-probes/"


def dump_bases():
    """p1: the engine's computed side points of the four bases."""
    out = {}
    for f in (
        "01-base-gioco-three-deals",
        "02-base-solo-over-gioco",
        "03-base-all-pass-and-tie",
        "04-base-rounding-edges",
    ):
        r = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", HERE + f + ".json"],
            capture_output=True,
            text=True,
            check=False,
        )
        v = json.loads(r.stdout)
        out[f] = [d.get("computed") for d in v["deals"]]
    with open("/tmp/terziglio-edge-probes-computed.json", "w") as fh:
        json.dump(out, fh, indent=1)
    for f, ds in out.items():
        for i, c in enumerate(ds):
            print(
                f, i, {k: c[k] for k in c if k in ("points", "game_points", "declarer", "contract", "tricks")}
            )


if __name__ == "__main__" and len(sys.argv) == 2 and sys.argv[1] == "p1":
    dump_bases()


# ---- my own breakdown of a recorded deal, with _gen's functions, to compare with the engine
def mine(fname, di, interp=None):
    sys.path.insert(0, HERE)
    import _gen as g

    interp = interp or g.BASE_INTERP
    t = json.load(open(HERE + fname + ".json"))
    dl = t["deals"][di]
    ev = dl["events"]
    bids = [e for e in ev if e["type"] == "bid"]
    decl = None
    for e in bids:
        if e["bid"] == "solo":
            decl, con = e["seat"], "solo"
        elif e["bid"] == "gioco" and decl is None:
            decl, con = e["seat"], "gioco"
    widow = list(dl["talon"])
    for e in ev:
        if e["type"] == "take":
            for c in e["cards"]:
                widow.remove(c)
        if e["type"] == "discard":
            widow += e["cards"]
    plays = [e for e in ev if e["type"] == "play"]
    piles = {0: [], 1: []}
    won = [0, 0]
    side = lambda s: 0 if s == decl else 1  # noqa: E731
    for k in range(18):
        tr = plays[3 * k : 3 * k + 3]
        w = g.trick_winner([p["card"] for p in tr], [p["seat"] for p in tr])
        won[side(w)] += 1
        for p in tr:
            if p["card"] == "MATTO":
                mo, mts = p["seat"], side(w)
            else:
                piles[side(w)].append(p["card"])
        last = side(w)
    ms = side(mo)
    piles[ms].append("MATTO")
    low = None
    if mts != ms:
        low = sorted(c for c in piles[ms] if g.value(c) == 1)[0]
        piles[ms].remove(low)
        piles[1 - ms].append(low)
    wside = (0 if won[0] else 1) if con == "gioco" else last
    out = []
    for sd in (0, 1):
        cards = piles[sd] + (widow if wside == sd else [])
        cc = piles[sd] + (widow if wside == sd and interp["widow_combos"] else [])
        cp = sum(g.value(c) for c in cards) - len(cards) // 2
        out.append(
            dict(
                combos=g.combos(cc, interp),
                card_points=cp,
                last=6 if last == sd else 0,
                n=len(cards),
                low=low,
            )
        )
    return out


if __name__ == "__main__" and len(sys.argv) > 2:
    print(mine(sys.argv[1], int(sys.argv[2])))


# ---- p2: the engine's rounding over many generated deals (no sheets): gp == round(total)?
def rounding_probe(n_files=5, per=30, seed=7):
    import random

    sys.path.insert(0, HERE)
    import _gen as g

    rng = random.Random(seed)
    rows = []
    for fi in range(n_files):
        deals = []
        dealer = 0
        while len(deals) < per:
            deck = g.DECK[:]
            rng.shuffle(deck)
            r = g.play_deal(rng, dealer, None, hands=[deck[0:18], deck[18:36], deck[36:54]], widow=deck[54:])
            if r is None or r["declarer"] is None:
                continue
            deals.append(g.deal_json(r))
            dealer = (dealer + 1) % 3
        for k, dj in enumerate(deals):
            dj["dealer"] = k % 3
        path = f"/tmp/terziglio-edge-probes-p2-{fi}.json"
        with open(path, "w") as fh:
            json.dump(g.transcript(deals, {"probe": "p2"}), fh)
        r = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", path],
            capture_output=True,
            text=True,
            check=False,
        )
        v = json.loads(r.stdout)
        for d in v["deals"]:
            c = d["computed"]
            if not c.get("points"):
                continue
            tot = c["points"][c["winner"]]["total"]
            rows.append((tot, c["game_points"], c["contract"], c.get("decided_by"), v["status"]))
    bad = [x for x in rows if x[3] == "count" and x[1] != g.round_gp(x[0]) * (2 if x[2] == "solo" else 1)]
    edge = [x for x in rows if x[0] % 50 >= 45]
    print("deals", len(rows), "disagree", bad[:10], "edge cases (total mod 50 >= 45):", edge)
    return rows


if __name__ == "__main__" and len(sys.argv) == 2 and sys.argv[1] == "p2":
    rounding_probe()
