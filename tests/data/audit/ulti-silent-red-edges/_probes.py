"""Extra probes for ulti-silent-red-edges; writes only under /tmp/ulti-silent-red-probes."""

import json
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _gen as g  # noqa: E402

OUT = Path("/tmp/ulti-silent-red-probes")
OUT.mkdir(exist_ok=True)


def red_party(seed, cond, rules, goals=("party",), contra=None, **kw):
    rng = random.Random(seed)
    att = g.red_party_try(cond, **kw)
    while True:
        r = att(rng)
        if r:
            break
    hands, disc, tricks, pts, won, declare = r
    return hands, disc, tricks, pts, won, declare


def write(name, t):
    p = OUT / f"{name}.json"
    p.write_text(json.dumps(t, ensure_ascii=False, indent=1))
    return p


def probes():
    res = []
    # P1: red party, contra on party, declarer reaches silent 100 (default silent_bonus_contra false)
    h, d, tr, pts, won, dec = red_party(
        11,
        lambda tr, p, w: g.no_seven_last(tr) and p["decl"] >= 100 and w["decl"] < 10,
        None,
        decl_marriage=True,
        policy={1: "high"},
    )
    pay = [(x, 1, 4, "silent-100") for x in (0, 2)]
    res.append(
        write(
            "P1-red-party-contra-silent-100",
            g.transcript(
                {"preset": "standard"},
                h,
                d,
                {"goals": ["party"], "red": True},
                None,
                tr,
                {"declare": dec, "contra": [(2, "party", 2)]},
                pay,
                "P1",
            ),
        )
    )
    # P2: same with silent_bonus_contra true: 8 each
    pay = [(x, 1, 8, "silent-100") for x in (0, 2)]
    res.append(
        write(
            "P2-red-party-contra-silent-100-opt",
            g.transcript(
                {"preset": "standard", "silent_bonus_contra": True},
                h,
                d,
                {"goals": ["party"], "red": True},
                None,
                tr,
                {"declare": dec, "contra": [(2, "party", 2)]},
                pay,
                "P2",
            ),
        )
    )
    # P3: defenders' silent durchmarsch, replaces_party: 6 each only
    h, d, tr, pts, won, dec = red_party(
        12,
        lambda tr, p, w: g.no_seven_last(tr) and w["def"] == 10 and p["def"] < 100,
        None,
        policy={0: "high", 2: "high", 1: "low"},
    )
    pay = [(1, x, 6, "silent-durchmarsch") for x in (0, 2)]
    res.append(
        write(
            "P3-def-silent-durch-replaces",
            g.transcript(
                {"preset": "standard", "silent_durchmarsch_scoring": "replaces_party"},
                h,
                d,
                {"goals": ["party"], "red": True},
                None,
                tr,
                {},
                pay,
                "P3",
            ),
        )
    )
    # P4: red ulti (party in it), defenders reach silent 100 with a 40; the declarer's 7H wins/loses last
    h, d, tr, pts, won, dec = red_party(
        13,
        lambda tr, p, w: g.seven_last(tr, 1) and p["def"] >= 100 and w["def"] < 10,
        None,
        keep=1,
        fixed={1: ["7H"]},
        def_marriage=g.def_pair,
        policy={0: "high", 2: "high"},
    )
    pay = g.settle_party_game(True, tr, pts, won, "H", ulti_declared=True)
    res.append(
        write(
            "P4-red-ulti-def-silent-100",
            g.transcript(
                {"preset": "standard"},
                h,
                d,
                {"goals": ["ulti"], "red": True},
                None,
                tr,
                {"declare": dec},
                pay,
                f"P4 {pts} {won} {tr[9]}",
            ),
        )
    )
    # P5: contra on 'party' by Anna, declarer loses the party in red: 2x2=4 to each (both defenders)
    h, d, tr, pts, won, dec = red_party(
        14, lambda tr, p, w: g.no_seven_last(tr) and g.plain(p, w) and p["decl"] < p["def"], None
    )
    pay = [(1, x, 4, "party") for x in (0, 2)]
    res.append(
        write(
            "P5-red-party-contra-lost",
            g.transcript(
                {"preset": "standard"},
                h,
                d,
                {"goals": ["party"], "red": True},
                None,
                tr,
                {"contra": [(0, "party", 2)]},
                pay,
                "P5",
            ),
        )
    )
    for p in res:
        out = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
            capture_output=True,
            text=True,
        )
        v = json.loads(out.stdout)
        print(p.name, v["status"], json.loads(p.read_text())["meta"]["description"])
        for dl in v["deals"]:
            for a in dl["annotations"]:
                print("   ", a["event"], a["code"], a["severity"], a["message"][:200])
            print("    settlement", dl.get("settlement"))


if __name__ == "__main__":
    probes()
