"""Phase-2 probes: compare the generator's per-side breakdown (declarations, combinations after
play, card points, last trick) with the engine's `computed` for every deal of this round's files.
Writes only under /tmp."""

import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../../../.."))
sys.path.insert(0, HERE)
import _gen as g  # noqa: E402


def engine(path):
    out = subprocess.run(
        ["/work/venv/bin/python", "-m", "replays.cli", "validate", "--json", path],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=ROOT),
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)


def replay(t):
    """Rebuild the generator's deal dicts from a transcript (plays, widow, discards)."""
    deals = []
    for d in t["deals"]:
        ev = d["events"]
        n = len(d["hands"])
        plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
        tricks = []
        for k in range(0, len(plays), n):
            cards = plays[k : k + n]
            tricks.append((cards, g.trick_winner(cards)))
        decls = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
        deals.append((d, ev, tricks, decls))
    return deals


def mine(t):
    out = []
    for d, ev, tricks, decls in replay(t):
        if t["game"] == "tarocchini-terziglio":
            bid = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"][0]
            decl = bid["seat"]
            took = sum((e["cards"] for e in ev if e["type"] == "take"), [])
            laid = sum((e["cards"] for e in ev if e["type"] == "discard"), [])
            widow = [c for c in d["talon"] if c not in took] + laid
            dd = dict(
                tricks=tricks,
                widow=widow,
                decl=decl,
                bid=bid["bid"],
                decls=decls,
                side_of=lambda s, decl=decl: "D" if s == decl else "O",
            )
            r = g.terziglio_score(dd, g.PRIMARY)
            out.append({("declarer" if k == "D" else "opponents"): v for k, v in r["detail"].items()})
        else:
            laid = [e for e in ev if e["type"] == "discard"][0]["cards"]
            dd = dict(tricks=tricks, laid=laid, dealer=d["dealer"], decls=decls, side_of=lambda s: s % 2)
            r = g.ottocento_score(dd, g.PRIMARY)
            out.append({f"team{k}": v for k, v in r["detail"].items()})
    return out


def main():
    for f in sorted(glob.glob(os.path.join(HERE, "*.json"))):
        t = json.load(open(f))
        v = engine(f)
        for i, (m, dv) in enumerate(zip(mine(t), v["deals"], strict=True)):
            pts = dv["computed"]["points"]
            for side, md in m.items():
                e = pts[side]
                mm = (md["declared"], md["after"], md["card"], md["last"])
                ee = (e["declarations"], e["combinations"], e["card_points"], e["last_trick"])
                if mm != ee:
                    print(
                        os.path.basename(f), "deal", i, side, "mine", mm, "engine", ee, "pile", md["pile_n"]
                    )


if __name__ == "__main__" and len(sys.argv) == 1:
    main()


def gap_probe(alt_key, alt_rd, limit=20000):
    """An Ottocento deal where only `alt_key` changes the score: write it once by my primary
    (gapless) reading and once by the alternative; run the engine on both (files under /tmp)."""
    import random

    for j in range(limit):
        rng = random.Random(f"probe/{alt_key}/{j}")
        try:
            d = g.ottocento_deal(rng, 3)
            if not g.matto_ok(d):
                continue
            rs = {k: g.ottocento_score(d, rd)["scores"] for k, rd in g.all_readings()}
        except g.Fault:
            continue
        others = [k for k in rs if k not in ("P", alt_key) and rs[k] != rs["P"]]
        if others or rs[alt_key] == rs["P"]:
            continue
        res = []
        for label, key in (("primary", "P"), ("alt", alt_key)):
            r = {"scores": rs[key]}
            t = g.transcript("tarocchini-ottocento", {"preset": "standard"}, [d], [r], {"probe": alt_key})
            path = f"/tmp/tsw-probe-{alt_key}-{label}.json"
            json.dump(t, open(path, "w"), indent=1)
            v = engine(path)
            anns = [(a["deal"], a["event"], a["code"]) for dv in v["deals"] for a in dv["annotations"]]
            res.append((label, rs[key], v["status"], anns, v["deals"][0]["computed"]["totals"]))
        return j, res
    return None


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "gaps":
    for key in ("trump=any", "suit=set"):
        print(key, gap_probe(key, None))
