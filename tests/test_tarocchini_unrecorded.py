"""Tarocchini records that leave a part of the deal out before play (the widow take, the discard,
the declarations): each part is *unrecorded* when not written, not missing, and is judged on its own
(blind audit tarocchini16, A1-A5), and records that stop short or write the plays alone
(tarocchini18, A1-A3 and 03). Where the hands and the plays prove the part, it is inferred and
judged as if written; where they do not, no fault is invented and no score is checked against a
guess. The rulings are in docs/rules/tarocchini.md (ottocento.discard, terziglio.exchange,
terziglio.widow-credit, declare.timing, declare.items, deal.incomplete)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from records import reduced, violations_by_rule

from replays.sim import tarocchini as tc_sim
from validator.engine.games.tarocchini import tables as T
from validator.engine.validate import validate

AUDIT = Path(__file__).parent / "data" / "audit" / "tarocchini16"
OTTO = [tc_sim.simulate(seed, variant="ottocento") for seed in range(10)]
TERZ = [tc_sim.simulate(seed, variant="terziglio") for seed in range(10)]
FIVE = ("KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO")


def _exchange_dropped(doc: dict[str, Any]) -> dict[str, Any]:
    cut = copy.deepcopy(doc)
    for deal in cut["deals"]:
        deal["events"] = [e for e in deal["events"] if e["type"] not in ("take", "discard")]
    return cut


def settles_as_in_full(cut_of: Any) -> int:
    """Each simulated Terziglio session, cut by ``cut_of``: no violation, and every deal settles as
    in the whole record. Returns how many deals of the whole records had a take (the cases that
    test anything)."""
    seen = 0
    for doc in TERZ:
        full = validate(doc)
        v = validate(cut_of(doc))
        assert violations(v) == [], violations(v)
        for got, want, deal in zip(v["deals"], full["deals"], doc["deals"], strict=True):
            assert got["settlement"]["expected"] == want["settlement"]["expected"]
            seen += any(e["type"] == "take" for e in deal["events"])
    return seen


violations = violations_by_rule


def audit(name: str) -> dict[str, Any]:
    return json.loads(next(AUDIT.glob(f"{name}-*.json")).read_text(encoding="utf-8"))


def count(deal: dict[str, Any]) -> int:
    """The deal's card points and last trick, both sides: 93 ("в общей сложности дает 93 очка")."""
    return sum(p["card_points"] + p["last_trick"] for p in deal["computed"]["points"].values())


def played_out(deal: dict[str, Any], n: int, size: int) -> bool:
    return sum(1 for e in deal["events"] if e["type"] == "play") == n * size


# -- A1: Ottocento play-only, the two cards nobody plays ---------------------------------------------
def _play_only_widow_played(doc: dict[str, Any], talon: bool) -> dict[str, Any]:
    """``doc`` as a play-only record whose widow (``talon``) is two cards the dealer plays, or no
    widow at all: the cards nobody plays are then cards of his dealt hand, not widow cards."""
    one = reduced(doc, {"play"}, hands=False)
    for d in one["deals"]:
        mine = [e["card"] for e in d["events"] if e["type"] == "play" and e["seat"] == d["dealer"]]
        d["talon"] = mine[:2] if talon else None
    return one


def test_ottocento_play_only_discard_is_the_two_cards_nobody_plays() -> None:
    """tarocchini/ottocento.discard: «Дилер раздает по 15 карт каждому игроку … Дилер забирает последние
    две карты … Дилер должен сбросить две карты» — 4 x 15 + 2 = 62: every seat plays 15, so the two
    cards of the deck nobody plays are the dealer's discard, widow cards or not; they count for him
    (ottocento.discard-credit) and the deal holds 93, as in the whole record."""
    seen = 0
    for doc in OTTO:
        full = validate(doc)
        for talon in (True, False):
            one = _play_only_widow_played(doc, talon)
            v = validate(one)
            assert v["status"] == "clean", violations(v)
            for got, want, deal in zip(v["deals"], full["deals"], one["deals"], strict=True):
                if not played_out(deal, 4, 15):
                    continue
                seen += 1
                assert count(got) == 93
                got_points, want_points = got["computed"]["points"], want["computed"]["points"]
                for side in ("team0", "team1"):
                    assert got_points[side]["card_points"] == want_points[side]["card_points"]
    assert seen >= 10


def test_ottocento_play_only_five_point_card_nobody_plays_is_an_illegal_discard() -> None:
    """The same, a 5-point card among the two nobody plays: the record proves it laid away
    («которые не могут быть картами «5 очков»»): illegal_discard at the first lead, though neither
    card is a widow card."""
    seen = 0
    for doc in OTTO:
        one = reduced(doc, {"play"}, hands=True)
        for k, deal in enumerate(one["deals"]):
            plays = [e for e in deal["events"] if e["type"] == "play"]
            if len(plays) != 60:
                continue
            dealer = deal["dealer"]
            mine = {e["card"] for e in plays if e["seat"] == dealer}
            laid = [c for c in deal["hands"][dealer] + (deal.get("talon") or []) if c not in mine]
            other = next((e for e in plays if e["seat"] != dealer and e["card"] in FIVE), None)
            if other is None or len(laid) != 2 or laid[0] in FIVE or laid[1] in FIVE:
                continue
            # another seat plays the dealer's laid-away card in place of its 5-point card
            five = other["card"]
            cut = copy.deepcopy(one)
            cut["deals"] = [cut["deals"][k]]
            d = cut["deals"][0]
            d["events"][deal["events"].index(other)]["card"] = laid[0]
            d["hands"] = None
            d["talon"] = sorted(mine)[:2]  # the widow: two cards he plays
            v = validate(cut)
            assert (0, "illegal_discard", dealer, "tarocchini/ottocento.discard") in violations(v), five
            ann = next(a for a in v["deals"][0]["annotations"] if a["code"] == "illegal_discard")
            assert ann["evidence"]["five_point"] == [five] and ann["evidence"]["inferred"]
            seen += 1
    assert seen >= 3


def test_audit_o01_p1_the_discard_nobody_plays() -> None:
    """tarocchini16 o01: KS and 1S nobody plays, KS a king: illegal_discard; p1 (o06 with no widow
    written, every total right): clean, each deal counted to 93."""
    v = validate(audit("o01"))
    assert violations(v) == [(0, "illegal_discard", 1, "tarocchini/ottocento.discard")]
    assert count(v["deals"][0]) == 93
    v = validate(audit("p1"))
    assert v["status"] == "clean", violations(v)
    assert [count(d) for d in v["deals"]] == [93, 93]


# -- the Terziglio widow: what no trick holds --------------------------------------------------------
def test_terziglio_widow_counts_no_card_twice() -> None:
    """tarocchini/terziglio.solo: «В solo разыгрывающий играет без обмена с колодой, которая остается
    скрытой и присуждается победителю последней взятки». t04: the solo declarer plays the widow's ND
    (card_not_in_hand) and keeps 9D back; ND counts in its trick, not in the widow again, and the
    widow the last trick wins is the cards nobody played (9D with it): 93, not 95."""
    v = validate(audit("t04"))
    assert violations(v) == [(51, "card_not_in_hand", 2, "tarocchini/play.card-in-hand")]
    assert count(v["deals"][0]) == 93


# -- A2, A5: the discard left out beside a written take or declarations -------------------------------
def _discard_dropped(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` with every discard left out of the record (take, declarations, scores kept)."""
    cut = copy.deepcopy(doc)
    for deal in cut["deals"]:
        deal["events"] = [e for e in deal["events"] if e["type"] != "discard"]
    return cut


def test_ottocento_discard_left_out_beside_declarations_is_inferred() -> None:
    """tarocchini/ottocento.discard: «каждый игрок может объявить» — declarations are their own act;
    writing them (or the take) does not make an unwritten discard missing. The dealer's two cards
    never played are his discard: no missing_discard, no revoke on a card laid away, and every deal
    scores as in the whole record."""
    seen = 0
    for doc in OTTO:
        full = validate(doc)
        cut = _discard_dropped(doc)
        v = validate(cut)
        assert violations(v) == [], violations(v)
        for got, want, deal in zip(v["deals"], full["deals"], cut["deals"], strict=True):
            assert got["settlement"]["expected"] == want["settlement"]["expected"]
            if played_out(deal, 4, 15) and any(e["type"] == "declare" for e in deal["events"]):
                seen += 1
                assert count(got) == 93
    assert seen >= 5


def test_terziglio_discard_left_out_beside_the_take_is_inferred() -> None:
    """tarocchini/terziglio.exchange: «В gioco разыгрывающий может обмениваться картами с колодой» — he
    exchanges, as many out as in: with the take written and the discard not, the cards of his hand
    he never plays are his discard, and the deal scores as in the whole record."""
    assert settles_as_in_full(_discard_dropped) >= 3


def test_terziglio_inferred_discard_of_a_five_point_card_is_illegal() -> None:
    """The discard inferred is judged as if written: «не может сбрасывать 5-очковые карты»."""
    seen = 0
    for doc in TERZ:
        for k, deal in enumerate(doc["deals"]):
            take = next((e for e in deal["events"] if e["type"] == "take"), None)
            lay = next((e for e in deal["events"] if e["type"] == "discard"), None)
            if take is None or lay is None or not played_out(deal, 3, 18 if len(deal["talon"]) == 8 else 19):
                continue
            d = take["seat"]
            plays = [e for e in deal["events"] if e["type"] == "play"]
            other = next((e for e in plays if e["seat"] != d and e["card"] in FIVE), None)
            if other is None:
                continue
            dealt_laid = [c for c in lay["cards"] if c in deal["hands"][d]]
            if not dealt_laid:
                continue
            one = copy.deepcopy(doc)
            one["deals"] = [one["deals"][k]]
            cut = one["deals"][0]
            five, laid = other["card"], dealt_laid[0]
            # the declarer was dealt the 5-point card he then lays away; the other seat plays the card
            # he had laid away in its place
            hands = cut["hands"]
            hands[d][hands[d].index(laid)] = five
            hands[other["seat"]][hands[other["seat"]].index(five)] = laid
            cut["events"][deal["events"].index(other)]["card"] = laid
            cut["events"] = [e for e in cut["events"] if e["type"] not in ("discard", "score", "total")]
            first = next(i for i, e in enumerate(cut["events"]) if e["type"] == "play")
            v = validate(one)
            assert (first, "illegal_discard", d, "tarocchini/terziglio.exchange") in violations(v), (
                violations(v)
            )
            seen += 1
            break
    assert seen >= 1


def test_a_discard_written_after_the_first_lead_is_missing_at_the_lead() -> None:
    """The only missing_discard left: the record writes the dealer's discard, after the first card
    (the record itself says he had not laid away by the lead)."""
    doc = next(d for d in OTTO if any(e["type"] == "discard" for e in d["deals"][0]["events"]))
    one = copy.deepcopy(doc)
    one["deals"] = one["deals"][:1]
    events = one["deals"][0]["events"]
    lay = next(e for e in events if e["type"] == "discard")
    events.remove(lay)
    first = next(i for i, e in enumerate(events) if e["type"] == "play")
    events.insert(first + 1, lay)
    dealer = one["deals"][0]["dealer"]
    found = violations(validate(one))
    assert (first, "missing_discard", dealer, "tarocchini/ottocento.discard") in found, found


def test_audit_o07_t09_discard_left_out() -> None:
    """tarocchini16 o07 (declarations written, the exchange not) and t09 (the take written, the
    discard not): clean, 323 / 67 and 7 game points, each deal counted to 93."""
    v = validate(audit("o07"))
    assert v["status"] == "clean", violations(v)
    assert v["deals"][0]["settlement"]["expected"] == {"team0": 323, "team1": 67}
    assert count(v["deals"][0]) == 93
    v = validate(audit("t09"))
    assert v["status"] == "clean", violations(v)
    assert v["deals"][0]["computed"]["game_points"] == 7 and count(v["deals"][0]) == 93


# -- A4: a gioco exchange left out beside the auction ---------------------------------------------
def test_terziglio_gioco_exchange_left_out_beside_the_auction_is_inferred() -> None:
    """tarocchini/terziglio.exchange: «может обмениваться картами с колодой» — a record of the auction
    without the take and the discard has left the exchange out: the widow cards the declarer plays
    were taken, the dealt cards he never plays laid away. Nothing is reported for the omission, and
    every deal scores as in the whole record."""
    assert settles_as_in_full(_exchange_dropped) >= 3


def test_audit_t03_gioco_exchange_not_written() -> None:
    """tarocchini16 t03: the declarer plays the widow's T19 and 6C and never plays 9D and T4: no
    false_declaration (tarocchi and trumps with T19), no card_not_in_hand, no revoke holding 9D;
    171 against 108, 3 game points, 93 in all."""
    v = validate(audit("t03"))
    assert v["status"] == "clean", violations(v)
    deal = v["deals"][0]
    assert deal["computed"]["game_points"] == 3 and count(deal) == 93
    assert deal["computed"]["points"]["declarer"]["total"] == 171


# -- A3: declarations left out ----------------------------------------------------------------------
def _undeclared_clean(docs: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """Each of ``docs`` with its declarations and sheet left out (where it can be), and its verdict,
    which must be clean: a record that leaves the declarations out has not written "nothing"."""
    for doc in docs:
        one = _undeclared(doc)
        if one is None:
            continue
        v = validate(one)
        assert v["status"] == "clean", violations(v)
        yield one, v


def _undeclared(doc: dict[str, Any]) -> dict[str, Any] | None:
    """The first deal of ``doc``, played out, with its declarations and sheet left out."""
    one = copy.deepcopy(doc)
    one["deals"] = one["deals"][:1]
    deal = one["deals"][0]
    deal["events"] = [e for e in deal["events"] if e["type"] in ("bid", "take", "discard", "play")]
    size = 15 if doc["game"] == "tarocchini-ottocento" else len(deal["hands"][0])
    return one if played_out(deal, len(doc["players"]), size) else None


def test_ottocento_declarations_left_out_are_what_the_hands_hold_or_nothing() -> None:
    """tarocchini/declare.timing: «каждый игрок может объявить … Игрок не обязан ничего объявлять» — a
    record without one declare event has not written "nothing". The deal is scored with each seat
    declaring what its hand holds; a sheet that fits nobody declaring (whole scores, or totals
    alone) is right too; a sheet that fits no reading is wrong."""
    seen = 0
    for one, v in _undeclared_clean(OTTO):
        points = v["deals"][0]["computed"]["points"]
        held = {p: points[p]["total"] for p in points}
        bare = {p: points[p]["total"] - points[p]["declarations"] for p in points}
        if held == bare:
            continue
        seen += 1
        events = one["deals"][0]["events"]
        for figures, kind in ((held, "score"), (bare, "score"), (held, "total"), (bare, "total")):
            sheet = [{"type": kind, "party": p, "points": figures[p]} for p in ("team0", "team1")]
            events[len(events) :] = sheet
            v = validate(one)
            assert v["status"] == "clean", (kind, figures, violations(v))
            del events[-2:]
        # one off by a point under every reading: wrong
        wrong = [{"type": "score", "party": "team0", "points": held["team0"] + 1}]
        wrong.append({"type": "score", "party": "team1", "points": held["team1"]})
        events.extend(wrong)
        assert [c for _, c, _, _ in violations(validate(one))] == ["wrong_score"]
    assert seen >= 3


def test_terziglio_declarations_left_out_totals_only() -> None:
    """The same in Terziglio, game points written as running totals only: the declarer's declaration
    may make the difference (t06: 6 with it, 5 without); both readings are right."""
    seen = 0
    for one, v in _undeclared_clean(TERZ):
        held = {int(p): x for p, x in v["deals"][0]["settlement"]["expected"].items()}
        events = one["deals"][0]["events"]
        events.extend({"type": "total", "party": s, "points": held[s]} for s in range(3))
        assert validate(one)["status"] == "clean"
        seen += 1
    assert seen >= 3


def test_audit_o03_t06_declarations_not_written() -> None:
    """tarocchini16 o03 (33 / 517, what the hands declare) and t06 (6 game points, totals only):
    clean; the declarations assumed are in computed."""
    v = validate(audit("o03"))
    assert v["status"] == "clean", violations(v)
    assumed = v["deals"][0]["computed"]["declarations_assumed"]
    assert assumed["1"]["points"] == 33 and assumed["2"]["points"] == 14
    v = validate(audit("t06"))
    assert v["status"] == "clean", violations(v)
    assert v["deals"][0]["computed"]["declarations_assumed"]["1"]["points"] == 70


# -- tarocchini18 A1: a record that stops short still proves a declaration false --------------------
AUDIT18 = Path(__file__).parent / "data" / "audit" / "tarocchini18"


def audit18(name: str) -> dict[str, Any]:
    return json.loads(next(AUDIT18.glob(f"{name}-*.json")).read_text(encoding="utf-8"))


def _stopped_short(doc: dict[str, Any], k: int, tricks: int, hands: bool) -> dict[str, Any]:
    """Deal ``k`` of ``doc`` alone, its plays cut after ``tricks`` tricks, the sheet left out."""
    one = reduced(doc, {"bid", "take", "discard", "declare", "play"}, hands=hands)
    one["deals"] = [one["deals"][k]]
    events, n, seen = one["deals"][0]["events"], len(doc["players"]), 0
    for i, e in enumerate(events):
        seen += e["type"] == "play"
        if seen == tricks * n:
            del events[i + 1 :]
            break
    return one


def test_stopped_short_declarations_judged_by_what_the_record_proves() -> None:
    """tarocchini/declare.items: «каждый игрок может объявить определенные комбинации карт руки» — of
    the cards in *his hand*; the deck holds each card once. A record that stops short (play-only, or
    hands given with the exchange left open) leaves the rest of a hand unknown, so a true declaration
    is never reported; but a cricca of four whose fourth card another seat plays within the record is
    false however the deal went on."""
    seen = 0
    for doc in OTTO + TERZ:
        for k, deal in enumerate(doc["deals"]):
            plays = [e for e in deal["events"] if e["type"] == "play"]
            if not plays or not any(e["type"] == "declare" for e in deal["events"]):
                continue
            n = len(doc["players"])
            for hands in (False, True):
                cut = _stopped_short(doc, k, 5, hands)
                found = violations(validate(cut))
                assert not [f for f in found if f[1] == "false_declaration"], found
            # plant: the first declarer claims four kings, one of which another seat plays in the cut
            events = _stopped_short(doc, k, 5, False)["deals"][0]["events"]
            first = [e for e in events if e["type"] == "play"]
            king = next((e for e in first if e["card"] in ("KS", "KB", "KC", "KD")), None)
            decl = next(
                (e for e in events if e["type"] == "declare" and e["seat"] != (king or {}).get("seat")), None
            )
            if king is None or decl is None:
                continue
            cut = _stopped_short(doc, k, 5, False)
            d = next(
                e for e in cut["deals"][0]["events"] if e["type"] == "declare" and e["seat"] == decl["seat"]
            )
            d["items"] = [i for i in d["items"] if i.get("of") != "kings"]
            d["items"].append({"kind": "cricca", "of": "kings", "count": 4})
            at = cut["deals"][0]["events"].index(d)
            v = validate(cut)
            assert (at, "false_declaration", decl["seat"], "tarocchini/declare.items") in violations(v), n
            ann = next(a for a in v["deals"][0]["annotations"] if a["code"] == "false_declaration")
            assert king["card"] in ann["evidence"]["not_his"]
            seen += 1
    assert seen >= 5


def test_audit18_07_false_kings_in_a_record_that_stops_after_ten_tricks() -> None:
    """tarocchini18 07: Alba declares four kings; Chiara plays KS at event 20; the record stops after
    ten tricks: false_declaration at e0 (the suit runs stand), the incomplete deal a warning."""
    v = validate(audit18("07"))
    assert violations(v) == [(0, "false_declaration", 0, "tarocchini/declare.items")]
    ann = v["deals"][0]["annotations"][0]
    assert ann["evidence"]["not_his"] == ["KS"] and "Chiara" in ann["message"]
    assert v["deals"][0]["computed"]["declarations"]["0"]["points"] == 20


# -- tarocchini18 A2: a play-only gioco, the widow given: the cards outside it nobody plays ---------
def test_terziglio_play_only_gioco_discard_is_the_cards_outside_the_widow_nobody_plays() -> None:
    """tarocchini/terziglio.exchange: «Каждому игроку раздается 18 … из которых 8 … идут в колоду» —
    each opponent's 18 plays are his whole hand, so a card outside the widow that nobody plays was
    the declarer's, laid away for a widow card he plays. Judged as if written: clean as the whole
    record, and a 5-point card among them («не может сбрасывать 5-очковые карты») is an
    illegal_discard at the first lead."""
    seen = 0
    for doc in TERZ:
        for k, deal in enumerate(doc["deals"]):
            take = next((e for e in deal["events"] if e["type"] == "take"), None)
            lay = next((e for e in deal["events"] if e["type"] == "discard"), None)
            if take is None or lay is None or not played_out(deal, 3, len(deal["hands"][0])):
                continue
            d, widow = take["seat"], set(deal["talon"])
            plays = [e for e in deal["events"] if e["type"] == "play"]
            if any(c in widow for c in lay["cards"]) or not all(
                any(e["card"] == c and e["seat"] == d for e in plays) for c in take["cards"]
            ):
                continue  # a widow card laid back, or one taken and never played
            one = reduced(doc, {"bid", "declare", "play"}, hands=False)
            one["deals"] = [one["deals"][k]]
            v = validate(one)
            assert violations(v) == [], violations(v)
            other = next((e for e in plays if e["seat"] != d and e["card"] in FIVE), None)
            if other is None:
                continue
            # the other seat plays the card the declarer laid away in place of its 5-point card, so
            # the 5-point card is the one nobody plays
            events = one["deals"][0]["events"]
            at = next(i for i, e in enumerate(events) if e["type"] == "play" and e["card"] == other["card"])
            events[at]["card"] = lay["cards"][0]
            first = next(i for i, e in enumerate(events) if e["type"] == "play")
            found = violations(validate(one))
            assert (first, "illegal_discard", d, "tarocchini/terziglio.exchange") in found, found
            seen += 1
    assert seen >= 5


def test_audit18_11_gioco_play_only_discarded_king() -> None:
    """tarocchini18 11: Elena's gioco, hands null, the widow given; she plays the widow's JS and T14,
    and KC and T15 (not widow cards) nobody plays: she laid them away, KC a king: illegal_discard at
    the first lead (e6), inferred."""
    v = validate(audit18("11"))
    assert violations(v) == [(6, "illegal_discard", 0, "tarocchini/terziglio.exchange")]
    ann = v["deals"][0]["annotations"][0]
    assert ann["evidence"]["five_point"] == ["KC"] and ann["evidence"]["inferred"]
    assert ann["evidence"]["cards"] == ["KC", "T15"]


# -- tarocchini18 A3: declarations left out, a sheet resting on a smaller set or a shorter run -------
def _shorter(item: dict[str, Any]) -> dict[str, Any] | None:
    """``item`` declared one size smaller (a cricca of four as three, a run of N as N - 1), if legal."""
    size = "count" if item["kind"] == "cricca" else "length"
    return {**item, size: item[size] - 1} if item[size] > 3 else None


def test_ottocento_declarations_left_out_a_smaller_set_or_shorter_run_fits() -> None:
    """tarocchini/declare.timing: «может по желанию объявить меньший набор или пробег, чем фактически
    удерживаемый» — with no declare event, a sheet that fits a player declaring one of his
    combinations smaller than held (the rest as held) is right, and the reading it fits is named in
    computed.declarations_assumed; a figure no declaration reaches (one under all declared) is still
    a wrong_score."""
    seen = 0
    for doc in OTTO:
        one = _undeclared(doc)
        if one is None:
            continue
        deal = validate(one)["deals"][0]
        held = {int(s): a["items"] for s, a in deal["computed"]["declarations_assumed"].items()}
        full = deal["settlement"]["expected"]
        shrink = next(
            ((s, i, _shorter(it)) for s, items in held.items() for i, it in enumerate(items) if _shorter(it)),
            None,
        )
        if shrink is None:
            continue
        s, i, smaller = shrink
        assert smaller is not None
        items = [*held[s][:i], smaller, *held[s][i + 1 :]]
        double = doc.get("rules", {}).get("double_three", True)
        less = T.combination_points(held[s], double) - T.combination_points(items, double)
        side = f"team{s % 2}"
        events = one["deals"][0]["events"]
        for kind in ("score", "total"):
            sheet = {p: full[p] - (less if p == side else 0) for p in ("team0", "team1")}
            events[len(events) :] = [{"type": kind, "party": p, "points": sheet[p]} for p in sheet]
            v = validate(one)
            assert v["status"] == "clean", (kind, sheet, violations(v))
            assumed = v["deals"][0]["computed"]["declarations_assumed"]
            assert (
                sum(a["points"] for k, a in assumed.items() if int(k) % 2 == s % 2)
                == sum(T.combination_points(held[k], double) for k in held if k % 2 == s % 2) - less
            ), assumed
            del events[-2:]
        events.extend(
            {"type": "score", "party": p, "points": full[p] - (p == side)} for p in ("team0", "team1")
        )
        assert [c for _, c, _, _ in violations(validate(one))] == ["wrong_score"]
        seen += 1
    assert seen >= 3


def test_audit18_08_sheet_fits_a_shorter_aces_run() -> None:
    """tarocchini18 08: no declare event; seat 0 holds tarocchi 3 and aces 4, the sheet's 567 is his
    aces declared as 3 (572 with all declared): clean, the reading named."""
    v = validate(audit18("08"))
    assert v["status"] == "clean", violations(v)
    deal = v["deals"][0]
    assert deal["settlement"]["expected"] == {"team0": 567, "team1": 29}
    assert {"kind": "sequence", "of": "aces", "length": 3} in deal["computed"]["declarations_assumed"]["0"][
        "items"
    ]


# -- tarocchini18 03: a deal the record stops short of is not scored, nor settled ---------------------
def test_stopped_short_recorded_scores_stay_out_of_the_settlement() -> None:
    """tarocchini/deal.incomplete: a deal that stops before the last trick is not scored, so its
    written scores are figures the rules cannot judge: they are what the record adds up to
    (`recorded`, api4 a1) but never a difference against an empty expected."""
    seen = 0
    for doc in OTTO + TERZ:
        one = copy.deepcopy(doc)
        one["deals"] = one["deals"][:1]
        events = one["deals"][0]["events"]
        plays = [i for i, e in enumerate(events) if e["type"] == "play"]
        sheet = [e for e in events if e["type"] == "score"]
        if len(plays) < 20 or not sheet:
            continue
        # the last tricks left out (four and a card: more than every legal ending plays alike), the
        # sheet kept
        events[plays[-(4 * len(one["players"]) + 1)] :] = sheet
        v = validate(one)
        assert v["status"] == "clean", violations(v)
        written: dict[str, float] = {}
        for e in sheet:
            written[str(e["party"])] = written.get(str(e["party"]), 0) + e["points"]
        settlement = v["deals"][0]["settlement"]
        if not any(a["code"] == "incomplete_deal" for a in v["deals"][0]["annotations"]):
            # every legal ending plays alike (claims a2): the rest is played out and the deal scored
            assert settlement["recorded"] == written and settlement["difference"] == {}
            continue
        assert settlement == {"expected": {}, "recorded": written, "difference": {}}
        seen += 1
    assert seen >= 5


def test_audit18_03_stopped_after_twelve_tricks_settles_nothing() -> None:
    """tarocchini18 03: declarations' scores written, the record stops after twelve tricks: clean,
    the incomplete deal a warning, and no settlement difference."""
    v = validate(audit18("03"))
    assert v["status"] == "clean", violations(v)
    assert v["deals"][0]["settlement"]["difference"] == {}
