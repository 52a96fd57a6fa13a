"""Probes for fresh-mainstream-9 (writes only under /tmp).

Re-runs _gen.py's simulator (same seed, same transcripts) with the suit-sequence contatori rule
varied, and compares every deal's figures with the engine's computed points/totals/games.
Usage: python _probes.py   (expects the engine verdicts in /tmp/fm9-*.verdict.json)
"""
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _gen  # noqa: E402

orig_combos = _gen.combos


def combos_suit_consecutive(cards, gapless=True):
    """As _gen.combos, but two contatori in a row allowed in suit sequences (the source's
    no-two-in-a-row rule is stated «Для козырей» only)."""
    out = [i for i in orig_combos(cards, gapless) if not (i["kind"] == "sequence" and i["of"] == "suit")]
    have = set(cards)
    nj = len(have & {"T0", "MATTO"})
    for s in _gen.SUITS:
        if "K" + s not in have:
            continue
        pos = ["Q" + s, "N" + s, "J" + s, "1" + s]
        if gapless:
            L, j = 1, nj
            for p in pos:
                if p in have:
                    L += 1
                elif j:
                    j -= 1
                    L += 1
                else:
                    break
            real = sum(1 for p in pos[:3] if p in have)
        else:
            real = sum(1 for p in pos[:3] if p in have)
            L = 1 + min(3, real + nj) + (1 if ("1" + s) in have and real + nj >= 3 else 0)
        if L >= 3 and real >= 1:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": L, "_pts": _gen.seq_points(L)})
    return out


def run(variant):
    _gen.combos = combos_suit_consecutive if variant != "as_written" else orig_combos
    out = Path("/tmp/fm9-probe-%s" % variant)
    out.mkdir(exist_ok=True)
    _gen.HERE = out
    _gen.main(9009)
    return json.loads((out / "_expected-figures.txt").read_text())


def compare(exp, label):
    bad = 0
    for name in sorted(exp):
        v = json.load(open("/tmp/fm9-%s.verdict.json" % name))
        for d, f in enumerate(exp[name]["figs"]):
            if f.get("thrown"):
                continue
            pts = v["deals"][d]["computed"]["points"]
            for t in (0, 1):
                e = pts["team%d" % t]
                mine = {k: f[k][t] for k in ("declarations", "combinations", "card_points", "last_trick")}
                eng = {k: e[k] for k in mine}
                if mine != eng:
                    bad += 1
                    print(label, name, d, "team%d" % t, "mine", mine, "engine", eng)
        gw = v.get("session", {}).get("games_won")
        if gw != exp[name]["games_won"]:
            print(label, name, "games_won mine", exp[name]["games_won"], "engine", gw)
    print(label, "deal-team figures differing:", bad)


if __name__ == "__main__":
    for variant in ("as_written", "suit_consecutive"):
        compare(run(variant), variant)


def engine_like(cards, gapless=True):
    """Suits: two contatori in a row allowed; gapless: K then Q and N filled, one of them real."""
    out = [i for i in orig_combos(cards, gapless) if not (i["kind"] == "sequence" and i["of"] == "suit")]
    have = set(cards)
    nj = len(have & {"T0", "MATTO"})
    for s in _gen.SUITS:
        if "K" + s not in have:
            continue
        pos = ["Q" + s, "N" + s, "J" + s, "1" + s]
        real = [p for p in pos[:3] if p in have]
        if gapless:
            L, j = 1, nj
            for p in pos:
                if p in have:
                    L += 1
                elif j:
                    j -= 1
                    L += 1
                else:
                    break
            ok = L >= 3 and (pos[0] in have or pos[1] in have)
        else:
            ok = len(real) >= 1 and len(real) + nj >= 2
            L = 1 + min(3, len(real) + nj)
            if L == 4 and ("1" + s) in have:
                L = 5
        if ok:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": L, "_pts": _gen.seq_points(L)})
    return out


def compare_engine_like():
    exp = json.loads((HERE / "_expected-figures.txt").read_text())
    left = 0
    for name in sorted(exp):
        v = json.load(open("/tmp/fm9-%s.verdict.json" % name))
        for d, f in enumerate(exp[name]["figs"]):
            if f.get("thrown"):
                continue
            c = v["deals"][d]["computed"]
            gl = c.get("gapless") is not False and c.get("gapless") is not None
            for t in (0, 1):
                eng = c["points"]["team%d" % t]["combinations"]
                pile = f["piles"][t]
                opts = set()
                for g in (True, False):
                    opts.add((g, None, _gen.combo_points(engine_like(pile, g))))
                    m = f.get("matto")
                    if m and f.get("matto_gave") and m[0] % 2 == t:
                        # the giver may have given another 1-point card
                        full = pile + [f["matto_gave"]]
                        for x in full:
                            if _gen.points(x) == 1:
                                p2 = [y for y in full if y != x]
                                opts.add((g, x, _gen.combo_points(engine_like(p2, g))))
                    if m and f.get("matto_gave") and m[0] % 2 != t:
                        p2 = [y for y in pile if y != f["matto_gave"]]
                        other = f["piles"][1 - t] + [f["matto_gave"]]
                        for x in other:
                            if _gen.points(x) == 1:
                                opts.add((g, x, _gen.combo_points(engine_like(p2 + [x], g))))
                pip = _gen.combo_points(engine_like(pile, gl))
                if eng != pip:
                    fit = sorted({(g, x) for (g, x, p) in opts if p == eng}, key=str)[:4]
                    print("engine_like", name, d, "team%d" % t, "engine", eng, "mine(pip given, gapless=%s)" % gl, pip,
                          "fits:", fit or "NONE")
                    if not fit:
                        left += 1
    print("engine_like: deal-team figures no reading explains:", left)


if __name__ == "__main__":
    compare_engine_like()
