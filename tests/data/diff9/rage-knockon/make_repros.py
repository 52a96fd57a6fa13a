"""Build the minimal repros in repros/ (one per class of discrepancy), checking each against the
engine: the verdict must show the discrepancy the note describes.

usage: PYTHONPATH=/work/wt-diff9-rage python make_repros.py
"""

from __future__ import annotations

import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

from compare import playonly, short  # noqa: E402
from inject import ACTIONS, Replay, plays_of, tricks_of  # noqa: E402
from replays.sim.rage import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "repros")


def anns(v):
    return [(a["deal"], a["event"], a.get("seat"), a["code"]) for d in v["deals"] for a in d["annotations"]]


def tail(doc: dict, first_round: int, last_round: int | None = None) -> dict:
    """Rounds first_round..last_round of a session (1-based), the carried totals in `start`."""
    m = first_round - 1
    new = copy.deepcopy(doc)
    if m:
        tot = {e["party"]: e["points"] for e in doc["deals"][m - 1]["events"] if e["type"] == "total"}
        new["start"] = {"totals": [tot[s] for s in range(len(doc["players"]))], "round": first_round}
    new["deals"] = new["deals"][m : last_round if last_round else None]
    new.pop("meta", None)
    return new


def save(name: str, note: str, doc: dict, expect: str) -> None:
    v = validate(doc)
    found = anns(v)
    print(f"{name}: {found}")
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name + ".json"), "w") as fh:
        json.dump({"note": note, "expected_by_writer": expect, "engine_reports": [list(a) for a in found],
                   "transcript": doc}, fh, ensure_ascii=False, indent=1)


def clean(doc):
    return validate(doc)["summary"]["violations"] == 0


def first(gen):
    for x in gen:
        if x is not None:
            return x
    raise SystemExit("no case found")


# ---------------------------------------------------------------------------------------- A1
def a1():
    def cases():
        for seed in range(200):
            doc = tail(simulate(seed, players=3, plus_minus_one=False), 9)
            if not clean(doc):
                continue
            new = copy.deepcopy(doc)
            d = new["deals"][1]
            d["dealer"] = new["deals"][0]["dealer"]  # the previous dealer written again
            yield new

    doc = first(cases())
    save("A1_wrong_dealer_drags_bid_and_lead",
         "Rounds 9-10 of a 3-player session. Round 10's `dealer` is written as round 9's dealer again "
         "(one slip on the sheet); the bidding and the first lead of round 10 go round from the dealer due "
         "by rotation, as the table played. The engine reports wrong_dealer and also bid_out_of_turn at "
         "the first bid and out_of_turn at the first card, judging the turn from the dealer written. "
         "A writer planting one wrong dealer expects wrong_dealer alone: the bids and the lead agree with "
         "the dealer due, so the one slip is the dealer field.",
         doc, "wrong_dealer (deal 1, event null)")


# ---------------------------------------------------------------------------------------- A2
def a2():
    def cases():
        for seed in range(200):
            doc = tail(simulate(seed, players=3, plus_minus_one=False), 10)
            if not clean(doc):
                continue
            d = doc["deals"][0]
            lp = max(i for i, e in enumerate(d["events"]) if e["type"] == "play")
            w = Replay(doc, 0).winners[-1]
            seat = (w + 1) % 3  # not the last winner: also shows the out_of_turn doubling
            card = next(x for x in d["talon"][5:] if x not in ACTIONS)
            d["events"].insert(lp + 1, {"type": "play", "seat": seat, "card": card})
            yield doc

    doc = first(cases())
    save("A2_card_after_last_trick_opens_a_round",
         "Round 10 (one card each), 3 players. After the round's only trick a fourth card is written for "
         "a player whose hand is empty (a card from the recorded stock). The engine reports "
         "card_not_in_hand and out_of_turn at that card (two codes for one line) and an incomplete_round "
         "warning ('the record holds 1 complete tricks of 1'), as if a second trick had begun. Every hand "
         "is empty after the last trick, so no trick can follow and the round is complete: one finding at "
         "the extra card (card_not_in_hand: the hand is empty), no warning.",
         doc, "card_not_in_hand (or out_of_turn) at the extra card, alone")


# ---------------------------------------------------------------------------------------- A3
def a3():
    best = None
    for seed in range(300):
        doc = tail(simulate(seed, players=3, plus_minus_one=False), 8, 8)
        if not clean(doc):
            continue
        d = doc["deals"][0]
        tr = tricks_of(d, 3)
        rep = Replay(doc, 0)
        for ti in range(len(tr) - 1):
            i, e = tr[ti][-1]
            if e["seat"] == rep.winners[ti]:
                continue
            new = copy.deepcopy(doc)
            new["deals"][0]["events"].insert(i + 1, dict(e))
            found = anns(validate(new))
            codes = {c for *_, c in found}
            if "revoke" in codes or "wrong_score" in codes:
                if best is None or len(found) > len(best[1]):
                    best = (new, found)
        if best and len(best[1]) >= 5:
            break
    save("A3_duplicated_play_line_at_trick_end",
         "Round 8 (3 cards each), 3 players. The last card of a trick is written twice (the same line "
         "copied), by a player who did not win the trick. The engine takes the copy as the lead of the "
         "next trick: out_of_turn and card_not_in_hand at the copy; the copy's colour becomes the colour "
         "led, so the real leader's lead is reported as a revoke ('to a purple lead'), every later trick "
         "is cut one card off (out_of_turn at each of them), and the last real card opens a trick that "
         "never ends (incomplete_round). A duplicated line is one fault: the copy is a card the player "
         "already played this round (card_not_in_hand), and it should be left out of the trick, as the "
         "engine already does for a second card from the same player inside one trick (a copy in the "
         "middle of a trick gives exactly one finding).",
         best[0], "one finding at the copied line (card_not_in_hand or out_of_turn)")


# ---------------------------------------------------------------------------------------- A4
def a4():
    def cases():
        for seed in range(300):
            doc = tail(simulate(seed, players=3, plus_minus_one=False), 6, 6)
            if not clean(playonly(doc)):
                continue
            d = doc["deals"][0]
            tr = tricks_of(d, 3)
            # a player who did not follow colour X in an early trick; replace one of his later
            # cards by an X card from the recorded stock
            for ti, t in enumerate(tr):
                lc = next((c["card"][0] for _, c in t if c["card"] not in ACTIONS), None)
                for i, e in t[1:]:
                    if lc and (e["card"] in ACTIONS or e["card"][0] != lc):
                        for tj in range(ti + 1, len(tr)):
                            for j, f in tr[tj]:
                                if f["seat"] == e["seat"]:
                                    x = next((c for c in d["talon"][8:] if c not in ACTIONS and c[0] == lc), None)
                                    if x is None:
                                        continue
                                    new = copy.deepcopy(doc)
                                    new["deals"][0]["events"][j] = {"type": "play", "seat": f["seat"], "card": x}
                                    if anns(validate(new)) != [(0, j, f["seat"], "card_not_in_hand")]:
                                        continue
                                    po = playonly(new)
                                    found = anns(validate(po))
                                    if any(c == "card_not_in_hand" for *_, c in found) and any(
                                        c in ("revoke", "action_card_while_able_to_follow") for *_, c in found
                                    ):
                                        yield po

    doc = first(cases())
    save("A4_playonly_card_proved_not_in_hand_proves_a_revoke",
         "Play-only record (hands null, the whole stock recorded) of round 6, 3 players. One card of a "
         "player is replaced by a card that lies in the recorded stock. The engine rightly reports "
         "card_not_in_hand there ('the deck holds it once and it lies in the recorded stock'), and also a "
         "revoke / action_card_while_able_to_follow at the player's earlier play, 'yet later played X, so "
         "they could have followed': it uses the very card it has just proved was never in the hand as "
         "proof that the player held that colour. A card reported card_not_in_hand should not count as "
         "evidence of a holding; one finding.",
         doc, "card_not_in_hand at the replaced card, alone")


# ---------------------------------------------------------------------------------------- A5/A6
def _short_cases(players=3, first_round=1, last_round=None, seeds=range(400)):
    for seed in seeds:
        full = tail(simulate(seed, players=players, plus_minus_one=False), first_round, last_round)
        doc = short(full)
        v = validate(doc)
        if v["summary"]["violations"]:
            continue
        yield seed, full, doc, v


def a5():
    def cases():
        for seed, full, doc, v in _short_cases(first_round=6):
            # a round k where a seat's score is open, and a round before it with a total
            for k in range(1, len(doc["deals"])):
                sc = v["deals"][k]["computed"]["scores"]
                for s, x in enumerate(sc):
                    if x is not None:
                        continue
                    new = copy.deepcopy(doc)
                    d = new["deals"][k - 1]
                    i = next(i for i, e in enumerate(d["events"]) if e["type"] == "total" and e["party"] == s)
                    d["events"][i]["points"] += 1
                    found = anns(validate(new))
                    if len([a for a in found if a[3] == "wrong_total"]) >= 2:
                        yield _cut(new, k + 1)

    doc = first(cases())
    save("A5_short_stock_second_wrong_total_after_open_round",
         "Short-stock record (each deal's talon holds only the turned trump card, as many apps keep it; "
         "the later turns are colours the record does not show), 3 players. One running total is written "
         "1 off. In the next round the seat's score is one of several (a trick whose winner depends on the "
         "unshown trump); the sheet writes a total that is right by the rules (the true previous total "
         "plus the score written, which the engine accepts). The engine flags that total as a second "
         "wrong_total ('it should read <wrong previous> plus this round's score'): in a round whose score "
         "is open it keeps only the sheet's arithmetic and drops the total by the rules. The rule "
         "rage/score.total accepts either; the engine should accept the previous rules total plus any "
         "score it accepts for the round.",
         doc, "one wrong_total (the slip)")


def only(doc, k):
    """Deal k alone, the totals before it carried in `start`."""
    new = copy.deepcopy(doc)
    base = doc.get("start", {}).get("round", 1)
    if k:
        tot = {e["party"]: e["points"] for e in doc["deals"][k - 1]["events"] if e["type"] == "total"}
        new["start"] = {"totals": [tot[s] for s in range(len(doc["players"]))], "round": base + k}
    new["deals"] = [new["deals"][k]]
    return new


def _cut(doc, ndeals):
    new = copy.deepcopy(doc)
    new["deals"] = new["deals"][:ndeals]
    return new


def a5b():
    def cases():
        for seed, full, doc, v in _short_cases(first_round=6):
            for k in range(len(doc["deals"])):
                sc = v["deals"][k]["computed"]["scores"]
                for s, x in enumerate(sc):
                    if x is not None:
                        continue
                    d = doc["deals"][k]
                    i = next(i for i, e in enumerate(d["events"]) if e["type"] == "score" and e["party"] == s)
                    for delta in (1, 5, 10, -1, -5, -10):
                        new = copy.deepcopy(doc)
                        new["deals"][k]["events"][i]["points"] += delta
                        found = anns(validate(new))
                        if any(a[3] == "wrong_score" for a in found) and any(a[3] == "wrong_total" for a in found):
                            yield _cut(new, k + 1)

    doc = first(cases())
    save("A5b_short_stock_wrong_total_after_wrong_open_score",
         "Short-stock record (talon = the turned trump card only), 3 players. In a round where a seat's "
         "score is one of two figures (a trick decided by a trump the record does not show), the score is "
         "written off by a few points; the running total is written right by the rules (previous total "
         "plus one of the two possible scores). The engine reports the wrong_score (right) and also a "
         "wrong_total that asks for the sheet's arithmetic from the wrong score. rage/score.total: a total "
         "right by the rules is right ('a wrong round score is reported once'); with the round's score "
         "open, the total by the rules is any of the previous total plus a possible score, and the one "
         "written is among them.",
         doc, "wrong_score alone")


def a6():
    def cases():
        for seed, full, doc, v in _short_cases(first_round=5):
            for k in range(len(doc["deals"])):
                un = " ".join(v["deals"][k].get("unchecked") or v.get("unchecked") or [])
                d = doc["deals"][k]
                for j, e in enumerate(d["events"]):
                    if e["type"] != "bid":
                        continue
                    new = copy.deepcopy(doc)
                    new["deals"][k]["events"].pop(j)
                    found = anns(validate(new))
                    if any(a[3] == "wrong_score" for a in found):
                        yield only(new, k)

    doc = first(cases())
    save("A6_short_stock_missing_bid_score_ignores_open_trick",
         "Short-stock record (talon = the turned trump card only), 3 players. One bid is left out of a "
         "round in which a trick's winner depends on a trump the record does not show. The engine reports "
         "missing_bid (right) and wrong_score for that seat: 'with no bid recorded … the round scores A or "
         "B, nothing else', where A and B are worked out for one trick count only; the score written (the "
         "true one) comes from the other way the open trick can go. The possible scores of a seat without "
         "a bid should range over every settlement of the open tricks (tricks + 10 or tricks − 5 for each).",
         doc, "missing_bid alone")


# ---------------------------------------------------------------------------------------- A7/A8
def _lead_swaps(doc, v):
    n = len(doc["players"])
    for k, d in enumerate(doc["deals"]):
        for ti, t in enumerate(tricks_of(d, n)):
            if ti == 0:
                continue
            (i0, e0), (i1, e1) = t[0], t[1]
            new = copy.deepcopy(doc)
            new["deals"][k]["events"][i0], new["deals"][k]["events"][i1] = e1, e0
            yield k, i0, new


def a7():
    def cases():
        for seed, full, doc, v in _short_cases(first_round=4):
            fv = None
            for k, i0, new in _lead_swaps(doc, v):
                # safe in the full record: one out_of_turn
                fnew = copy.deepcopy(full)
                fnew["deals"][k]["events"] = new["deals"][k]["events"]
                if anns(validate(fnew)) != [(k, i0, new["deals"][k]["events"][i0]["seat"], "out_of_turn")]:
                    continue
                found = [a for a in anns(validate(new)) if a[3] != "stock_exhausted"]
                if len(found) == 2 and all(a[3] == "out_of_turn" for a in found) and found[0][1] == i0 and found[1][1] == i0 + 1:
                    yield only(new, k)

    doc = first(cases())
    save("A7_short_stock_lead_swap_after_open_trick_two_out_of_turn",
         "Short-stock record (talon = the turned trump card only), 3 players. The first two cards of a "
         "trick are swapped (the second player led, the leader played second); the previous trick's winner "
         "depends on a trump the record does not show, and the leader's possible winners include the "
         "seat that played second. The engine reports out_of_turn at the first card ('cannot have won "
         "whatever colour…', expected_seat null) and a second out_of_turn at the next card, which is the "
         "seat it skipped. rage/trick.turn: after a card out of turn the next card may come from the seat "
         "it skipped; with the due leader unknown, a card from one of the seats that can have won the "
         "previous trick should be accepted there. One out_of_turn. (The same swap with the whole stock "
         "recorded gives one.)",
         doc, "one out_of_turn at the first card")


def a8():
    def cases():
        for seed, full, doc, v in _short_cases(first_round=3, seeds=range(600)):
            for k, i0, new in _lead_swaps(doc, v):
                fnew = copy.deepcopy(full)
                fnew["deals"][k]["events"] = new["deals"][k]["events"]
                if anns(validate(fnew)) != [(k, i0, new["deals"][k]["events"][i0]["seat"], "out_of_turn")]:
                    continue
                found = [a for a in anns(validate(new)) if a[3] != "stock_exhausted"]
                if not any(a[1] == i0 for a in found) and any(a[3] == "wrong_score" for a in found):
                    yield only(new, k)

    doc = first(cases())
    save("A8_short_stock_wrong_lead_taken_as_trump_evidence",
         "Short-stock record (talon = the turned trump card only). The first two cards of a trick are "
         "swapped, so a wrong seat leads; the previous trick's winner depends on a trump the record does "
         "not show, and the wrong leader can have won it under another colour. The engine settles the "
         "unknown trump from that lead (rage/ruling.stock-exhausted: 'goes to whoever leads the next "
         "trick'), so the planted out_of_turn is not reported at all, and the later leads and the score "
         "sheet, which follow the real trump, are reported instead (out_of_turn at later tricks and "
         "several wrong_score). The trump reading that keeps the record with one fault (the real one) "
         "exists; the engine should prefer the reading with the fewest faults over the greedy "
         "next-lead settlement.",
         doc, "one out_of_turn at the swapped lead")


# ---------------------------------------------------------------------------------------- C1
def c1():
    def cases():
        for seed in range(300):
            doc = tail(simulate(seed, players=3, plus_minus_one=False), 8, 8)
            if not clean(playonly(doc)):
                continue
            d = doc["deals"][0]
            plays = plays_of(d)
            for idx, (i, e) in enumerate(plays):
                if e["card"] in ACTIONS:
                    continue
                # a same-colour card that another player plays LATER
                for j, f in plays[idx + 1 :]:
                    if f["seat"] != e["seat"] and f["card"] not in ACTIONS and f["card"][0] == e["card"][0]:
                        new = copy.deepcopy(doc)
                        new["deals"][0]["events"][i] = {**e, "card": f["card"]}
                        if anns(validate(new)) != [(0, i, e["seat"], "card_not_in_hand")]:
                            continue
                        po = playonly(new)
                        found = anns(validate(po))
                        if found == [(0, j, f["seat"], "card_not_in_hand")]:
                            yield po

    doc = first(cases())
    save("C1_playonly_card_from_another_hand_blamed_on_later_play",
         "Play-only record (hands null) of round 8, 3 players. A card is replaced by a same-colour card "
         "that another player plays later. The engine reports card_not_in_hand at the later play (the "
         "second time the one-copy card appears), not at the planted one. From the plays alone either "
         "play can be the wrong one; class (c): the writer expects the planted card, the record cannot "
         "say which.",
         doc, "card_not_in_hand at the planted (earlier) card")


# ---------------------------------------------------------------------------------------- C2, B1, B2
def _plant_small(kind_fn, pred, rounds=(6, 7, 8), seeds=range(400)):
    import random

    for seed in seeds:
        for r in rounds:
            doc = tail(simulate(seed, players=3, plus_minus_one=False), r, r)
            if not clean(doc):
                continue
            res = kind_fn(doc, random.Random(seed), False)
            if res is None:
                continue
            new, e = res
            found = anns(validate(new))
            if pred(e, found):
                return new, e, found
    raise SystemExit("no case")


def c2():
    from inject import k_wild_no_named

    new, e, found = _plant_small(
        k_wild_no_named,
        lambda e, f: len(f) > 1 and any(a[3] == "out_of_turn" for a in f) and not any(a[3] == "revoke" for a in f),
        rounds=(5, 6, 7, 8, 9))
    save("C2_wild_without_colour_loses_its_trick",
         "One deal, 3 players. A joker that won its trick is written without `named`. The engine reports "
         "wild_without_colour and, counting the joker as a colourless action card (its ruling), gives the "
         "trick to another player: the next lead (by the joker's player, as the table played) becomes "
         "out_of_turn and the round scores wrong_score. Class (c): the source only says the player must "
         "name a colour; the record's next lead shows the joker won, as an unshown trump is settled from "
         "the next lead. A writer expects wild_without_colour alone.",
         new, "wild_without_colour alone")


def b1():
    from inject import k_revoke

    new, e, found = _plant_small(
        k_revoke, lambda e, f: len([a for a in f if a[3] == "revoke"]) >= 2 and not e["moved"])
    save("B1_realistic_revoke_second_revoke_is_real",
         "One deal, 3 players. A follower able to follow plays an off-colour card he holds and plays the "
         "withheld card later in that card's place (a realistic revoke: the hand stays consistent). The "
         "withheld card is still in his hand at a later trick where he again does not follow its colour "
         "(he originally had played it already), so the record itself proves a second revoke: the engine "
         "is right to report two. Class (b): the writer's one-fault expectation is wrong.",
         new, "one revoke (writer) / two revokes (record)")


def b2():
    from inject import k_lead_swap

    new, e, found = _plant_small(
        k_lead_swap, lambda e, f: any(a[3] in ("revoke", "action_card_while_able_to_follow") for a in f)
        and e["implied"] and len(f) == len({(x["event"], x["code"]) for x in e["implied"]}))
    save("B2_lead_swap_changes_the_colour_led",
         "One deal, 3 players. The first two cards of a trick are swapped and the two are of different "
         "colours: the card now led sets another colour, and the old leader, playing second, holds that "
         "colour and does not follow. The record proves a revoke besides the out_of_turn (and, when the "
         "trick goes elsewhere, a wrong next lead and wrong scores). Class (b).",
         new, "one out_of_turn (writer) / out_of_turn + revoke (record)")


if __name__ == "__main__":
    which = sys.argv[1:] or ["a1", "a2", "a3", "a4", "a5", "a5b", "a6", "a7", "a8", "c1", "c2", "b1", "b2"]
    for w in which:
        globals()[w]()
