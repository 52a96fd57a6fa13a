"""A payment written to the wrong payee (or from the wrong payer) with the right amount is one slip:
one ``wrong_payment`` at that payment, naming who the rules have pay or be paid - not an
``unexpected_payment`` there and a ``missing_payment`` for the deal, and not a
``wrong_payment`` at an identical untouched payment (diff9 knock-on audits: danish-knockon C3,
galician-knockon C3, ulti-knockon C2; a doubled payment's later copy, ulti-knockon C3). A payment
genuinely missing or too many is reported as before, and the settlement does not change.

Each game's digest rules it at its payments rule (danish-tarok/15.payments, galician-tarok/18.payments,
ulti/score.payments). The planted cases use each audit's own ``inject.py``."""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from replays.sim import danish_tarok, galician_tarok, ulti
from validator.engine.validate import validate

DIFF9 = Path(__file__).parent / "data" / "diff9"

Found = list[tuple[int, int | None, str]]


def audit(game: str) -> ModuleType:
    """The audit's inject.py, under a name of its own (each audit calls it ``inject``)."""
    where = DIFF9 / f"{game}-knockon"
    name = f"_{game}_knockon_inject"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, where / "inject.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(where))  # galician's imports its model.py
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(where))
    sys.modules[name] = module
    return module


def repro(game: str, name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((DIFF9 / f"{game}-knockon" / "repros" / f"{name}.json").read_text())
    return doc


def found(v: dict[str, Any], violations_only: bool = False) -> Found:
    assert v["status"] != "rejected", v.get("problems")
    return sorted(
        (
            (a["deal"], a["event"], a["code"])
            for d in v["deals"]
            for a in d["annotations"]
            if not violations_only or a["severity"] == "violation"
        ),
        key=lambda x: (x[0], -1 if x[1] is None else x[1], x[2]),
    )


def payment_findings(v: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for d in v["deals"] for a in d["annotations"] if "payment" in a["code"]]


# --- Danish Tarok (danish-knockon C3) ---------------------------------------------------------------


def test_danish_a_pool_payment_into_the_other_pool_is_one_wrong_payment() -> None:
    r = repro("danish", "C3-payment-to-wrong-pool")
    v = validate(r["transcript"])
    assert found(v) == [(0, 52, "wrong_payment")]
    (a,) = payment_findings(v)
    assert a["seat"] == 2
    assert (
        a["message"]
        == "Celina paid 5 to the King pool (pagat_lost); the rules have it paid to the Pagat pool."
    )
    assert a["evidence"]["recorded"] == {"from": 2, "to": "king_pool", "amount": 5, "reason": "pagat_lost"}
    assert a["evidence"]["expected"] == {"from": 2, "to": "pagat_pool", "amount": 5, "reason": "pagat_lost"}
    # the settlement is the rules' against the record's, as before
    assert v["session"]["net"]["difference"] == {"king_pool": -5, "pagat_pool": 5}


def test_danish_card_points_paid_to_the_old_dealer_is_one_wrong_payment() -> None:
    r = repro("danish", "C3b-card-points-to-old-dealer")
    v = validate(r["transcript"])
    assert found(v) == [(0, 89, "wrong_payment")]
    assert payment_findings(v)[0]["message"] == (
        "Celina paid 10 to Bartek (card_points); the rules have it paid to Agnieszka."
    )


@pytest.mark.parametrize(
    ("kind", "seed"),
    [
        ("pay_wrong_pool", 0),
        ("pay_wrong_pool", 5),
        # the payment made identical to its neighbour: the one written in the other seat's place
        ("pay_wrong_seat", 0),
        ("pay_wrong_seat", 3),
        ("pay_wrong_seat", 12),
        ("pay_wrong_seat", 64),
        ("card_points_wrong_seat", 0),
        ("card_points_wrong_seat", 8),
    ],
)
def test_danish_planted_payment_to_the_wrong_party(kind: str, seed: int) -> None:
    r = audit("danish").inject(danish_tarok.simulate(seed), kind, random.Random(f"{seed}/{kind}"))
    assert r is not None
    doc, exp = r
    assert found(validate(doc), violations_only=True) == [(exp["deal"], exp["event"], exp["code"])]


def test_danish_a_fee_paid_by_the_wrong_seat_is_one_wrong_payment_each() -> None:
    """Same payee, another payer: the next dealer paying this deal's fee (15.deal-fee)."""
    doc = danish_tarok.simulate(42, players=3)
    end = doc["deals"][-1]
    fees = [e for e in end["events"] if e["type"] == "payment" and e.get("reason") == "deal_fee"]
    nxt = (end["dealer"] + 1) % 3
    for fee in fees:
        fee["from"] = nxt
    v = validate(doc)
    k = len(doc["deals"]) - 1
    assert found(v) == [(k, end["events"].index(fee), "wrong_payment") for fee in fees]
    assert {a["message"].split("; ")[1] for a in payment_findings(v)} == {
        f"the rules have {doc['players'][end['dealer']]} pay it."
    }


@pytest.mark.parametrize("kind", ["pay_missing", "pay_extra_dup", "pay_amount"])
def test_danish_a_payment_missing_or_too_many_is_as_before(kind: str) -> None:
    r = audit("danish").inject(danish_tarok.simulate(1), kind, random.Random(f"1/{kind}"))
    assert r is not None
    doc, exp = r
    assert found(validate(doc), violations_only=True) == [(exp["deal"], exp["event"], exp["code"])]


def test_danish_another_payee_and_another_amount_is_still_two_findings() -> None:
    r = repro("danish", "C3-payment-to-wrong-pool")
    doc = r["transcript"]
    doc["deals"][0]["events"][52]["amount"] = 10
    assert found(validate(doc)) == [(0, None, "missing_payment"), (0, 52, "unexpected_payment")]


# --- Galician Tarok (galician-knockon C3) -----------------------------------------------------------


def test_galician_a_game_payment_to_the_wrong_opponent_is_one_wrong_payment() -> None:
    r = repro("galician", "c-payment-wrong-recipient")
    v = validate(r["transcript"])
    assert found(v) == [(1, 43, "wrong_payment")]
    (a,) = payment_findings(v)
    # (deal 1 has a next deal: §31's close, galician-tarok/31.late-claim, dispute-messages-15 c7)
    assert a["message"] == (
        "Bożena paid 90 to Danuta (game); the rules have it paid to Czesław. But no claim stands once "
        "the next deal is dealt (§31), and the record deals it: this finding is for the record, not a "
        "claim at the table."
    )
    assert a["evidence"]["expected"] == {"from": 1, "to": 2, "amount": 90, "reason": "game"}
    assert a["seat"] == 1


@pytest.mark.parametrize("seed", [0, 2, 4, 5, 6, 15, 24, 32])
def test_galician_planted_payment_to_the_wrong_opponent(seed: int) -> None:
    """Among them a payment made identical to the other opponent's (0, 15, 24), the one reported being
    the one written in the other's place, as the record's own order of the next payments shows (2)."""
    r = audit("galician").plant(
        galician_tarok.simulate(seed), "pay_wrong_recipient", random.Random(f"{seed}/pay_wrong_recipient")
    )
    assert r is not None
    doc, exp = r
    assert found(validate(doc), violations_only=True) == [(e["deal"], e["event"], e["code"]) for e in exp]


@pytest.mark.parametrize("kind", ["pay_missing", "pay_off", "pay_reversed"])
def test_galician_a_payment_missing_or_wrong_is_as_before(kind: str) -> None:
    r = audit("galician").plant(galician_tarok.simulate(0), kind, random.Random(f"0/{kind}"))
    assert r is not None
    doc, exp = r
    assert found(validate(doc), violations_only=True) == [(e["deal"], e["event"], e["code"]) for e in exp]


# --- Ulti (ulti-knockon C2, C3) ----------------------------------------------------------------------


def test_ulti_a_payment_to_the_wrong_defender_names_that_payment_not_its_twin() -> None:
    """c2: the declarer's durchmarsch payment to seat 0 written to seat 2, who is also paid (46): the
    misdirected payment (45) is the one reported, once."""
    r = repro("ulti", "c2_payment_to_wrong_seat")
    v = validate(r["transcript"])
    assert found(v) == [(0, 45, "wrong_payment")]
    (a,) = payment_findings(v)
    assert a["message"].endswith(
        "(durchmarsch); the rules have it paid to " + r["transcript"]["players"][0] + "."
    )
    assert a["evidence"]["expected"] == {"from": 1, "to": 0, "amount": 12, "reason": "durchmarsch"}


def test_ulti_a_payment_from_defender_to_defender_is_one_wrong_payment() -> None:
    r = repro("ulti", "c2b_payment_to_wrong_seat_extra_code")
    assert found(validate(r["transcript"])) == [(0, 51, "wrong_payment")]


def test_ulti_a_payment_written_twice_is_reported_at_the_copy() -> None:
    """c3: a reasonless payment doubled: the pair's wrong_payment is at the later copy (42)."""
    r = repro("ulti", "c3_payment_written_twice")
    assert found(validate(r["transcript"])) == [(0, 42, "wrong_payment")]


@pytest.mark.parametrize("seed", [0, 1, 2, 15])
def test_ulti_planted_payment_to_the_wrong_seat(seed: int) -> None:
    """Seeds 2 and 15 net each pair's payments (no reasons): the pair left without any payment owes
    its goals as one sum, which the misdirected payment is."""
    r = audit("ulti").inject(ulti.simulate(seed, preset="standard"), "pay_wrong_payee", seed)
    assert r is not None
    doc, exp, _ = r
    assert found(validate(doc)) == exp


@pytest.mark.parametrize("kind", ["pay_missing", "pay_off", "pay_reversed"])
def test_ulti_a_payment_missing_or_wrong_is_as_before(kind: str) -> None:
    r = audit("ulti").inject(ulti.simulate(0, preset="standard"), kind, 0)
    assert r is not None
    doc, exp, _ = r
    assert found(validate(doc)) == exp
