"""Builds the ulti-spec audit transcripts and expected.json with gen.py (seeded, deterministic)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen import P, PR, U, UR, build, run_deal  # noqa: E402

HERE = Path(__file__).parent


def A(dealer, seq):
    """auction written with offsets from the dealer: 1 = first bidder (dealer's next), 2, 0 = dealer."""
    return [((dealer + o) % 3, *rest) for o, *rest in seq]


def END(o):
    # the last bidder's own turn comes round again; three players in a row say nothing: end
    return [(o + 1, "pass"), (o + 2, "pass"), (o, "pass")]


def find(spec, dealer, pred, start=0):
    for seed in range(start, start + 30000):
        try:
            r = run_deal(dict(spec, seed=seed), dealer, seed)
        except AssertionError:
            continue
        if pred(r):
            spec["seed"] = seed
            return spec
    raise RuntimeError("no seed")


def paid(r, reason, to_decl=None):
    for f, t, a, why in r["pays"]:
        if why == reason and (to_decl is None or (t == r["declarer"]) == to_decl):
            return True
    return False


def simple(d, bid):
    return {"auction": A(d, [(1, bid)] + END(1))}


EXP = {}


def mk(name, deals, first_dealer=0, **kw):
    for i, sp in enumerate(deals):
        if "seed" not in sp:
            find(sp, (first_dealer + i) % 3, lambda r: True, start=100 * len(EXP) + 10 * i)
    EXP[name] = build(name, deals, first_dealer, **kw)


# 01 three deals, the deal passing on to the next seat; plain and red party; totals written
mk(
    "01-party-rotation.json",
    [
        simple(0, P),
        find(simple(1, P), 1, lambda r: r["info"]["decl_total"] > r["info"]["def_total"]),
        simple(2, PR),
    ],
    totals=True,
)

# 02 a long auction: takes, discards, raises over own earlier bids; then a betli won in the auction
mk(
    "02-auction-ladder.json",
    [
        {
            "auction": A(
                0,
                [
                    (1, P),
                    (2, PR),
                    (0, {"goals": ["40-100"], "red": False}),
                    (1, "pass"),
                    (2, U),
                    (0, "pass"),
                    (1, {"goals": ["40-100", "ulti"], "red": False}),
                ]
                + END(1),
            )
        },
        {"auction": A(1, [(1, P), (2, "pass"), (0, {"goals": ["betli"], "red": False})] + END(0))},
    ],
    first_dealer=0,
)

# 03 red ulti: won (no trump announce: red is hearts, the source names a suit only for non-red), lost
mk(
    "03-red-ulti.json",
    [
        find(simple(0, UR), 0, lambda r: paid(r, "ulti", True)),
        dict(find(simple(1, UR), 1, lambda r: paid(r, "ulti-penalty")), announce=True),
    ],
)

# 04 the fold of a plain party; then a party played and settled net, without reasons
mk(
    "04-fold.json",
    [
        dict(simple(0, P), fold=True),
        dict(simple(1, P), pay_style="net"),
        dict(simple(2, P), fold=True),
    ],
)

# 05 contra / recontra
mk(
    "05-contra.json",
    [
        dict(simple(0, P), doubles=[(2, "party", 2), (1, "party", 4)]),
        dict(simple(1, U), doubles=[(0, "ulti", 2), (2, "ulti", 4)]),
        dict(simple(2, P), doubles=[(2, "party", 2)]),
    ],
)

# 06 no-trump: betli, rebetli with one defender's contra (only between him and the declarer), open betli
mk(
    "06-betli-family.json",
    [
        find(simple(0, {"goals": ["betli"], "red": False}), 0, lambda r: paid(r, "betli", True)),
        dict(simple(1, {"goals": ["rebetli"], "red": False}), doubles=[(0, "rebetli", 2)]),
        simple(2, {"goals": ["open-betli"], "red": False}),
    ],
)

_dm = {
    "auction": A(0, [(1, {"goals": ["40-100", "durchmarsch"], "red": False})] + END(1)),
    "trump": "S",
    "keep": {1: []},
    "fixed": {1: ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "AH", "AD", "AC", "10H"]},
}
# 07 100 games and durchmarsch combinations, four aces, redurchmarsch
mk(
    "07-hundreds-durchmarsch.json",
    [
        _dm,
        find(simple(1, {"goals": ["40-100"], "red": False}), 1, lambda r: paid(r, "40-100", True)),
        simple(2, {"goals": ["20-100"], "red": False}),
        simple(0, {"goals": ["party", "four-aces"], "red": False}),
        simple(1, {"goals": ["redurchmarsch"], "red": False}),
        simple(2, {"goals": ["40-100", "ulti", "durchmarsch"], "red": False}),
    ],
    rules={"preset": "standard", "four_aces": True},
)  # four aces: 「認める人もいます」, an option (added after the run)

# 08 silent bonuses in party games
mk(
    "08-silent-bonuses.json",
    [
        find(simple(0, P), 0, lambda r: r["info"]["silent100"]),
        find(simple(1, P), 1, lambda r: paid(r, "silent-ulti", True)),
        find(
            simple(2, P),
            2,
            lambda r: r["info"]["seven_in_last"] not in (None, r["declarer"]) and r["info"]["seven_won"],
        ),
        find(
            simple(0, P), 0, lambda r: r["info"]["seven_in_last"] is not None and not r["info"]["seven_won"]
        ),
    ],
    totals=True,
)

# 09 play-only record: hands null
mk("09-play-only.json", [simple(0, P), simple(1, U), simple(2, PR)], play_only=True)

# 10 the ulti bid written as the table says it ("ulti" = party + ulti)
mk(
    "10-ulti-shorthand.json",
    [simple(0, {"goals": ["ulti"], "red": False}), simple(1, {"goals": ["ulti"], "red": True})],
)

# 11 the auction closed after two passes (the last bidder's own silent turn not written)
mk(
    "11-two-pass-end.json",
    [
        {"auction": A(0, [(1, P), (2, "pass"), (0, "pass")])},
        {"auction": A(1, [(1, P), (2, U), (0, "pass"), (1, "pass")])},
    ],
)

# faults
mk(
    "12-fault-failure-to-follow.json",
    [simple(0, P), find(dict(simple(1, P), plant_play=(2, "failure-to-follow")), 1, lambda r: r["faults"])],
)
mk(
    "13-fault-failure-to-trump.json",
    [find(dict(simple(0, P), plant_play=(1, "failure-to-trump")), 0, lambda r: r["faults"])],
)
mk(
    "14-fault-failure-to-overtake.json",
    [simple(0, U), find(dict(simple(1, P), plant_play=(1, "failure-to-overtake")), 1, lambda r: r["faults"])],
)
mk(
    "15-fault-bid-not-higher.json",
    [
        {
            "auction": A(
                0,
                [(1, U), (2, PR, "bid_not_higher"), (0, {"goals": ["40-100", "ulti"], "red": False})]
                + END(0),
            )
        }
    ],
)
mk("16-fault-wrong-payment.json", [simple(0, P), dict(simple(1, U), wrong_payment=1)])

# one line per transcript (not *.json: every *.json in tests/data/audit/*/ is a pinned transcript)
(HERE / "expected.jsonl").write_text(
    "".join(json.dumps({"file": n, "deals": ds}, ensure_ascii=False) + "\n" for n, ds in EXP.items())
)
for n, ds in EXP.items():
    print(n)
    for d in ds:
        print(
            "  deal",
            d["deal"],
            "dealer",
            d["dealer"],
            "decl",
            d["declarer"],
            "net",
            d["net"],
            "faults",
            d["faults"],
            "info",
            d["info"],
        )
