"""Table probes for the reread-ulti-scoring round (imports the engine; not a transcript).

Checks each row of the source's せりの階層 table, written here from the Japanese text (points and
goal counts as the source states them), against the engine's values, goal counts and ordering,
and the UltiNet.hu table against the engine's ultinet point table.

    PYTHONPATH=$PWD python tests/data/audit/reread-ulti-scoring/_probes.py
"""

from __future__ import annotations

from validator.engine.games.ulti import tables as T
from validator.engine.games.ulti.options import OPTIONS
from validator.engine.games.ulti.state import Bid, beats_bid, bid_points, combination_problem

P, U, F, W, D, O, B = "party", "ulti", "40-100", "20-100", "durchmarsch", "open-durchmarsch", "betli"

# (row, source points, source goal count or None, [(goals, red)]) -- typed from the source text
SOURCE_ROWS = [
    ("(1)", 1, None, [((P,), False)]),
    ("(2)", 2, None, [((P,), True)]),
    ("(3)", 4, None, [((F,), False)]),
    ("(4)", 5, 2, [((P, U), False)]),
    ("(5)", 5, 1, [((B,), False)]),
    ("(6)", 6, None, [((D,), False)]),
    ("(7)", 8, 2, [((F, U), False)]),
    ("(8)", 8, 1, [((F,), True), ((W,), False)]),
    ("(9)", 10, 2, [((P, U), True)]),
    ("(9')", 10, 2, [((F, D), False), ((U, D), False)]),
    ("(10)", 10, 1, [(("rebetli",), False)]),
    ("(11)", 12, None, [(("redurchmarsch",), False), ((D,), True)]),
    ("(12)", 14, 3, [((F, U, D), False)]),
    ("(13)", 14, 2, [((W, D), False)]),
    ("(14)", 16, 2, [((F, U), True)]),
    ("(15)", 16, 1, [((W,), True)]),
    ("(16)", 18, None, [((W, U, D), False)]),
    ("(17)", 20, 2, [((F, D), True), ((U, D), True)]),
    ("(18)", 20, 1, [(("open-betli",), False)]),
    ("(19)", 24, 2, [((W, U), True)]),
    ("(20)", 24, None, [((O,), False)]),
    ("(21)", 28, 3, [((F, U, D), True)]),
    ("(22)", 28, 2, [((W, D), True), ((F, O), False), ((U, O), False)]),
    ("(23)", 32, 3, [((F, U, O), False)]),
    ("(24)", 32, 2, [((F, O), True), ((U, O), True), ((W, O), False)]),
    ("(25)", 36, None, [((W, U, O), False), ((W, U, D), True)]),
    ("(26)", 40, 3, [((F, U, O), True)]),
    ("(27)", 40, 2, [((W, O), True)]),
    ("(28)", 48, None, [((W, U, O), True)]),
]

ULTINET_SOURCE = {"party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6, "durchmarsch": 7, "four-tens": 9}
ULTINET_SILENT = {"silent-100": 1, "silent-ulti": 2, "silent-durchmarsch": 4}


def main() -> None:
    o = OPTIONS.defaults()
    problems = []
    engine_rows = {r: sorted((tuple(sorted(g)), red) for g, red in bids) for r, bids in T.HIERARCHY_ROWS}
    prev = None
    for row, pts, n, bids in SOURCE_ROWS:
        mine = sorted((tuple(sorted(g)), red) for g, red in bids)
        ours = sorted((tuple(sorted(g if set(g) != {U} else (P, U))), red) for g, red in mine)
        if engine_rows.get(row) != ours:
            problems.append(f"{row}: engine row {engine_rows.get(row)} vs source {ours}")
        for g, red in bids:
            b = Bid(frozenset(g), red)
            if combination_problem(b, o):
                problems.append(f"{row} {g} red={red}: engine refuses: {combination_problem(b, o)}")
            if bid_points(b, T.STANDARD) != pts:
                problems.append(f"{row} {g} red={red}: engine {bid_points(b, T.STANDARD)} vs source {pts}")
            if n is not None and len(g) != n:
                problems.append(f"{row} {g}: goal count {len(g)} vs source {n}")
            if prev is not None:
                for pg, pred in prev:
                    pb = Bid(frozenset(pg), pred)
                    if row == "(9')":
                        if beats_bid(b, pb, o) or beats_bid(pb, b, o):
                            problems.append(f"(9') not equal to (9) by default: {g} vs {pg}")
                        if not beats_bid(b, pb, {**o, "bid_hierarchy": "durchmarsch_above_red"}):
                            problems.append(f"(9') not above (9) under durchmarsch_above_red: {g} vs {pg}")
                    elif not beats_bid(b, pb, o):
                        problems.append(f"{row} {g} does not beat {pg}")
        prev = bids if row != "(9')" else prev + bids
    for g, v in ULTINET_SOURCE.items():
        if T.ULTINET.goals[g] != v:
            problems.append(f"UltiNet {g}: engine {T.ULTINET.goals[g]} vs source {v}")
    for g, v in ULTINET_SILENT.items():
        if T.ULTINET.silent[g] != v:
            problems.append(f"UltiNet {g}: engine {T.ULTINET.silent[g]} vs source {v}")
    # UltiNet hierarchy: sums only, party not counted beside ulti / four aces / four tens
    un = OPTIONS.defaults("ultinet")
    checks = [
        (Bid(frozenset({P, U}), False), Bid(frozenset({F}), False), "tie"),  # 4 vs 4
        (Bid(frozenset({P, "four-aces"}), False), Bid(frozenset({P}), True), "above"),  # 3 vs 2
        (Bid(frozenset({F, U}), False), Bid(frozenset({W}), True), "below"),  # 8 vs 12
        (Bid(frozenset({F, D}), False), Bid(frozenset({"rebetli"}), False), "above"),  # 11 vs 10
    ]
    for a, b, want in checks:
        got = "above" if beats_bid(a, b, un) else "below" if beats_bid(b, a, un) else "tie"
        if got != want:
            problems.append(f"UltiNet hierarchy {a.label()} vs {b.label()}: engine {got}, source {want}")
    print("\n".join(problems) or "all rows and values agree")


if __name__ == "__main__":
    main()
