"""Galician Tarok: the szpricer (§26, by agreement; option ``szpricer``), galician-tarok/26.szpricer.

"jeżeli wszyscy trzej grający powiedzą: passe … lub też król, obejrzawszy talon, może go sobie
zatrzymać i zapowiada tak zwanego: szpricera. Wtedy ten, który rozdzielał karty, miesza resztę kart
… i rozdziela drugi raz. Zapowiadający szpricera otrzymuje tylko 6 kart — z tymi i 6-cioma kartami z
poprzedniego talonu obowiązany jest zapowiedzieć trójkę. Licytacja odbywa się jak zwykle. Jeżeli
deklarujący przy grze się utrzymał i wygra, to się mu liczy zwykła gra — jeżeli przegra, to płaci
podwójnie, a w razie, gdy dostanie contra i grę przegra to płaci poczwórnie."

The sessions come from the seedable simulator (replays/sim/galician_tarok.py), which plays a szpricer
after an all-pass when the option is on; each test breaks one part of the rule in a copy.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from replays.sim.galician_tarok import simulate
from validator.engine.games.galician_tarok import tables as T
from validator.engine.validate import validate

# seed -> players; the first szpricer call is in the deal named in SZPRICER_AT
SEEDS = {26: 4, 145: 5, 244: 5, 976: 5, 1947: 4}


def session(seed: int) -> tuple[dict[str, Any], int]:
    """A simulated session with a szpricer, and the index of the deal in which the king calls it."""
    t = simulate(seed, deals=4, szpricer=True)
    at = next(i for i, d in enumerate(t["deals"]) if any(ev.get("call") == "szpricer" for ev in d["events"]))
    return t, at


def findings(v: dict[str, Any]) -> list[tuple[int, int | None, str, str]]:
    return [(d["index"], a["event"], a["code"], a["rule"]) for d in v["deals"] for a in d["annotations"]]


def call_index(deal: dict[str, Any]) -> int:
    return next(k for k, ev in enumerate(deal["events"]) if ev.get("call") == "szpricer")


@pytest.mark.parametrize("seed", sorted(SEEDS))
def test_26_szpricer_sessions_are_clean(seed: int) -> None:
    t, at = session(seed)
    assert len(t["players"]) == SEEDS[seed]
    v = validate(t)
    assert v["status"] == "clean", findings(v)
    a, b = t["deals"][at], t["deals"][at + 1]
    assert v["deals"][at]["computed"]["all_passed"] and v["deals"][at]["computed"]["szpricer_called"]
    c = v["deals"][at + 1]["computed"]
    king = a["dealer"]
    assert b["dealer"] == king and c["szpricer"] == king
    assert set(a["talon"]) <= set(b["hands"][king]) and len(b["hands"][king]) == 12
    # the passer dealt no cards takes the king's place (and his share)
    idle = [s for s, h in enumerate(b["hands"]) if not h]
    assert c["king"] in idle and c["king"] != king
    assert c["sitting_out"] in [*(s for s in idle if s != c["king"]), None]


def test_26_szpricer_loses_double() -> None:
    """Seed 26: the king (seat 1) plays his szpricer, a three, and loses: "płaci podwójnie"."""
    t, at = session(26)
    v = validate(t)
    c = v["deals"][at + 1]["computed"]
    king = t["deals"][at]["dealer"]
    assert c["player"] == king and c["won"] is False
    _, mult, add, _ = T.CONTRACTS[c["contract"]]
    level = c["contra"].get("game", 1)
    single = ((T.CONSOLATION - c["points"]["player"]) * mult + add) * c["purchase"] * level
    game = [p for p in c["payments"] if p["reason"] == "game"]
    assert len(game) == 3 and all(p["from"] == king and p["amount"] == 2 * single for p in game)
    # the record pays him as an ordinary lost game: one wrong payment per opponent
    deal = t["deals"][at + 1]
    deal["events"] = [ev for ev in deal["events"] if ev["type"] not in ("score", "total")]
    first = len(deal["events"])
    for p in c["payments"]:
        amount = single if p["reason"] == "game" else p["amount"]
        deal["events"].append(
            {"type": "payment", "from": p["from"], "to": p["to"], "amount": amount, "reason": p["reason"]}
        )
    t["deals"] = t["deals"][: at + 2]
    got = [f for f in findings(validate(t)) if f[0] == at + 1]
    wrong = [f for f in got if f[2] == "wrong_payment"]
    assert len(wrong) == 3 and all(f[1] is not None and f[1] >= first for f in wrong), got
    assert {f[3] for f in wrong} == {"galician-tarok/26.szpricer"}
    assert {f[2] for f in got} == {"wrong_payment"}


def test_26_szpricer_must_announce_a_three() -> None:
    """Seed 26: the king's first call is 'bottom' over a three; a pass there breaks his obligation."""
    t, at = session(26)
    deal = t["deals"][at + 1]
    king = deal["dealer"]
    k = next(i for i, ev in enumerate(deal["events"]) if ev["type"] == "bid" and ev["seat"] == king)
    deal["events"][k]["bid"] = "pass"
    got = findings(validate(t))
    assert (at + 1, k, "illegal_bid", "galician-tarok/26.szpricer") in got


def test_26_szpricer_may_pass_when_no_three_is_left() -> None:
    """Seed 244: a two stands when the king first calls, so his pass is no fault."""
    t, at = session(244)
    deal = t["deals"][at + 1]
    king = deal["dealer"]
    first = next(ev for ev in deal["events"] if ev["type"] == "bid" and ev["seat"] == king)
    assert first["bid"] == "pass"
    assert validate(t)["status"] == "clean"


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ("option_off", "option szpricer is false"),
        ("not_the_king", "only the king"),
        ("twice", "called already"),
    ],
)
def test_26_szpricer_call_rules(change: str, why: str) -> None:
    t, at = session(26)
    deal = t["deals"][at]
    k = call_index(deal)
    if change == "option_off":
        t["rules"] = {}
    elif change == "not_the_king":
        deal["events"].insert(k, {**deal["events"][k], "seat": (deal["dealer"] + 1) % 4})
    else:
        deal["events"].insert(k, copy.deepcopy(deal["events"][k]))
    v = validate(t)
    bad = [a for a in v["deals"][at]["annotations"] if a["code"] == "illegal_szpricer"]
    assert len(bad) == 1 and bad[0]["event"] == (k + 1 if change == "twice" else k), bad
    assert why in bad[0]["message"] and bad[0]["rule"] == "galician-tarok/26.szpricer"
    # the deal after it is replayed as the szpricer's deal the table played
    assert v["deals"][at + 1]["computed"]["szpricer"] == deal["dealer"]


def test_26_szpricer_only_after_all_pass() -> None:
    """Seed 26's next deal is played out: a call at its end is no szpricer."""
    t, at = session(26)
    played = t["deals"][at + 1]
    played["events"].append({"type": "call", "seat": played["dealer"], "call": "szpricer"})
    t["deals"] = t["deals"][: at + 2]
    got = findings(validate(t))
    assert [f for f in got if f[2] == "illegal_szpricer"] == [
        (at + 1, len(played["events"]) - 1, "illegal_szpricer", "galician-tarok/26.szpricer")
    ]


def test_26_szpricer_not_at_three() -> None:
    t = simulate(0, deals=1)
    assert len(t["players"]) == 3
    t["deals"][0]["events"].append({"type": "call", "seat": t["deals"][0]["dealer"], "call": "szpricer"})
    t["rules"] = {"szpricer": True}
    assert "illegal_szpricer" in [f[2] for f in findings(validate(t))]


def test_26_szpricer_same_dealer_and_kept_talon() -> None:
    t, at = session(26)
    a, b = t["deals"][at], t["deals"][at + 1]
    king = a["dealer"]
    # a kept card swapped into a helper's hand (and his card into the king's)
    other = next(s for s, h in enumerate(b["hands"]) if h and s != king)
    kept = a["talon"][0]
    i, j = b["hands"][king].index(kept), 0
    b["hands"][king][i], b["hands"][other][j] = b["hands"][other][j], b["hands"][king][i]
    got = findings(validate(t))
    assert (at + 1, None, "szpricer_talon", "galician-tarok/26.szpricer") in got
    t2, _ = session(26)
    t2["deals"][at + 1]["dealer"] = (king + 1) % 4
    got2 = findings(validate(t2))
    assert (at + 1, None, "wrong_dealer", "galician-tarok/26.szpricer") in got2


def test_26_szpricer_deal_shape() -> None:
    """After the king's call the deal gives him twelve cards; an ordinary deal is rejected there."""
    t, at = session(26)
    b = t["deals"][at + 1]
    king = b["dealer"]
    idle = next(s for s, h in enumerate(b["hands"]) if not h)
    b["hands"][idle], b["hands"][king] = b["hands"][king], []
    v = validate(t)
    assert v["status"] == "rejected"
    pointers = {p["pointer"] for p in v["problems"] if p["code"] == "bad_hand_size"}
    assert f"/deals/{at + 1}/hands/{king}" in pointers
