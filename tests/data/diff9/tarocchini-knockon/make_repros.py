"""Build the minimal repros: one injected case per discrepancy class, cut to the one deal
(totals dropped; scores kept only where the class is about scores), re-validated, written as
repros/NAME.json = {"note", "expected", "verdict_findings", "transcript"}.

usage: PYTHONPATH=<worktree> python make_repros.py
"""
from __future__ import annotations

import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inject import inject  # noqa: E402

from replays.sim.tarocchini import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# name, class, kind, variant, seed, keep_scores, note
CASES = [
    ("a1-bid-rotate-second-bid-flagged", "a", "bid_rotate", "terziglio", 0, False,
     "The auction opened by the eldest's neighbour, the others speaking on in order from him "
     "(each player once, the same bids). One fault; the engine also flags the second bid, "
     "'when it was <eldest>'s turn' -- it waits for the skipped seat. play.turn's ruling (one card "
     "out of turn is one fault; the next may follow on from it or come from the seat skipped) "
     "is not applied to the auction."),
    ("a2-cnih-unplayed-card-vanishes", "a", "cnih_unplayed", "ottocento", 0, True,
     "A card played replaced by a same-suit card the dealer had laid away. card_not_in_hand is "
     "right; the engine then counts the impossible card in the trick and the card the seat held "
     "(and never plays) nowhere: the deal holds 91, not 93 (score.card-points: 'the deal always "
     "holds 93'), and the sheet, written with the real card, gets a wrong_score."),
    ("a2-cnih-other-duplicate-counted", "a", "cnih_other", "terziglio", 7, True,
     "A card played replaced by a same-suit card another seat holds and plays later. "
     "card_not_in_hand at the impossible play is right; the count then has that card in two "
     "tricks and the seat's own card nowhere (computed card points + last trick != 93), so the "
     "sheet written with the real card gets wrong_score."),
    ("a2-cnih-twice-duplicate-counted", "a", "cnih_twice", "ottocento", 0, True,
     "A card replaced by one the same seat already played. card_not_in_hand is right; the count "
     "then differs from 93 and the written score is called wrong."),
    ("a3-two-copies-in-one-trick", "a", "cnih_other", "terziglio", 6, False,
     "A trump led replaced by a trump (not in the leader's hand) that a later player of the same "
     "trick holds and plays: two copies of T13 in one trick. The engine gives the trick to the "
     "impossible first copy, and so the real holder's next lead (as recorded) is an out_of_turn."),
    ("a4-take-one-card-not-in-widow-voids-all", "a", "take_not_in_widow_played", "terziglio", 2, False,
     "Gioco: one card of the declarer's take written as a card not in the widow (the card he "
     "really took is one he plays). illegal_take is right, and card_not_in_hand at the play of "
     "the card left out of the take is implied; but the engine voids the WHOLE take, so the real "
     "widow card also named in it is 'not in hand' when played, a declaration using it is false, "
     "and the discard is judged against '0 cards taken'. The solo ruling of terziglio.exchange "
     "lets a take's widow cards stand; the same should hold here."),
    ("a5-discard-not-in-hand-revokes", "a", "discard_not_in_hand", "ottocento", 0, False,
     "Ottocento: the dealer's discard writes a 1-point card another player holds in place of "
     "one of his own 1-point cards, which he then never plays. illegal_discard is right; the "
     "engine then leaves him 16 cards in play and reports revokes on the card he laid away "
     "(never played). By the digest's own inference (ottocento.discard: the two of his 17 never "
     "played are the discard) he held 15."),
    ("c1-decl-overstated-scores-nothing", "c", "decl_overstate", "ottocento", 0, True,
     "A declared item made one bigger than held. false_declaration is right; the false item "
     "'scores nothing', so the sheet that counted the item at its true size gets a wrong_score."),
    ("c2-late-declaration-scores-nothing", "c", "decl_late_items", "ottocento", 0, True,
     "A declaration with items written after the first card. late_declaration is right; it "
     "'does not count', so the sheet that counted it gets a wrong_score."),
    ("c3-monte-calls-swapped", "c", "monte_swap", "terziglio", 1, False,
     "A thrown-in deal whose first two monte calls are swapped. The writer expects bad_monte at "
     "the first call (the eldest speaks first); the engine reports the eldest's call, made after "
     "the later player spoke (the first caller 'declined by silence' is no fault, monte.call)."),
    ("b1-discard-left-out-no-finding", "b", "discard_removed", "ottocento", 0, False,
     "The dealer's discard event deleted. A writer expects missing_discard; the record does not "
     "show he did not lay away (ottocento.discard ruling: unrecorded, inferred from the two "
     "cards never played). No finding is right."),
    ("b2-careless-revoke-changes-winner", "b", "revoke_careless", "ottocento", 1, True,
     "A revoke planted by swapping two of a follower's cards without checking the later trick: "
     "the withheld card now changes a later trick's winner and the next leads, so out_of_turn, "
     "another revoke and wrong_score are really implied."),
    ("a5-discard-not-in-hand-score", "a", "discard_not_in_hand", "ottocento", 8, True,
     "As a5, a case where the count then moves the combinations after play: the written score "
     "(made with the card really laid away) gets a wrong_score."),
    ("a6-dealer-header-slip-rejected", "a", "dealer_field_only", "ottocento", 0, True,
     "Only the deal's `dealer` field changed (the hands, the 17-card hand, the discard, the first "
     "lead all still name the dealer due by rotation). A writer expects wrong_dealer alone; the "
     "engine REJECTS the transcript (bad_hand_size: 'the dealer should hold 17'), though the deal "
     "is a legal deal dealt by the player due."),
    ("a6-dealer-header-slip-cascade", "a", "dealer_field_only", "ottocento", 25, True,
     "As above with the widow given as talon: wrong_dealer plus illegal_discard (the real dealer "
     "'is not the dealer'), out_of_turn at the first lead, revokes / failure_to_trump / "
     "card_not_in_hand on the widow cards, wrong_score -- about ten findings for one header slip."),
    ("a6-dealer-header-slip-terziglio", "a", "dealer_field_only", "terziglio", 0, False,
     "Terziglio, only the `dealer` field changed: wrong_dealer plus bid_out_of_turn (the auction "
     "judged from the wrong eldest) and out_of_turn at the first lead (the eldest due led)."),
    ("a4b-take-after-discard-voids-take", "a", "take_after_discard", "terziglio", 1, False,
     "Gioco: the take and the discard written in the wrong order (discard first), both before the "
     "first lead. The engine: illegal_discard '2 cards where 0 are laid away', illegal_take "
     "too_late 'no effect', then card_not_in_hand at every taken card he plays and a "
     "false_declaration. One slip of order; the take of widow cards before the lead should stand "
     "(as terziglio.exchange lets the solo declarer's take stand)."),
    ("a7-discard-late-revokes-on-laid-away", "a", "discard_late", "ottocento", 0, True,
     "Ottocento: the dealer's discard written after the first card. missing_discard + "
     "illegal_discard (too_late) are the digest's documented pair; but the engine then keeps the "
     "laid-away cards in his hand: revokes 'while holding 10S' AFTER the discard that laid 10S "
     "away, and a wrong_score (the discard counted nowhere). The digest: 'the declarer's discard "
     "stands (the cards are out of his hand)'."),
    ("a7-discard-late-terziglio-ftt", "a", "discard_late", "terziglio", 2, False,
     "Terziglio gioco: the declarer's discard written after the first card; failure_to_trump / "
     "revoke 'while holding T8' after the discard laid T8 away."),
    ("c4-bid-after-all-pass", "c", "bid_twice", "terziglio", 102, False,
     "All three passed; the writer adds a second 'pass' by the eldest and expects "
     "bid_out_of_turn (terziglio.auction: 'a second bid, or a bid after the auction is over'); "
     "the engine reports deal_thrown_in (terziglio.all-pass: anything after an all-pass). "
     "Either code fits the digest."),
    ("c5-cnih-recorded-card-scored-93", "c", "cnih_unplayed", "ottocento", 1, True,
     "A card replaced by a same-suit card laid away by the dealer; here the engine's count still "
     "holds 93 (the impossible card counted in its trick, the dealer's discard without it) but "
     "the combinations after play move, so the sheet (made with the real card) is called wrong. "
     "Which card went into the trick is what the slip leaves open."),
    ("b3-gioco-widow-card-exchange-unrecorded", "b", "cnih_unplayed", "terziglio", 201, False,
     "A gioco declarer's card replaced by a widow card, in a deal whose exchange is not written. "
     "The writer expects card_not_in_hand; by terziglio.exchange (tarocchini16 A4) the declarer "
     "may have exchanged, and a widow card he plays was taken. No finding is right."),
    ("b4-revoke-after-matto-lead", "b", "revoke_careless", "ottocento", 16, False,
     "The 'revoke' planted on the card right after a Matto lead: that card names the suit "
     "(play.matto ruling), so the others' cards are the revokes, not his."),
]


def cut(doc, di, keep_scores):
    d = copy.deepcopy(doc)
    deal = d["deals"][di]
    deal["events"] = [e for e in deal["events"] if e["type"] != "total" and (keep_scores or e["type"] != "score")]
    d["deals"] = [deal]
    d.pop("start", None)
    return d


def cut2(doc, di, keep_scores):
    """The deal before and the deal di (the rotation check needs both)."""
    d = copy.deepcopy(doc)
    deals = [d["deals"][di - 1], d["deals"][di]]
    for deal in deals:
        deal["events"] = [e for e in deal["events"] if e["type"] != "total" and (keep_scores or e["type"] != "score")]
    d["deals"] = deals
    d.pop("start", None)
    return d


def main():
    out = os.path.join(HERE, "repros")
    os.makedirs(out, exist_ok=True)
    for name, cls, kind, variant, seed, keep, note in CASES:
        doc = simulate(seed, variant)
        r = inject(doc, kind, seed)
        if r is None:
            print("no case", name)
            continue
        d2, exp = r
        exp.pop("_base", None)
        di = exp["deal"]
        small = cut(d2, di, keep)
        base = cut(doc, di, keep)
        if exp["code"] == "wrong_dealer":  # the rotation needs the deal before it
            small = cut2(d2, di, keep)
            base = cut2(doc, di, keep)
        # the event index moves when totals/scores before it are dropped (never: they come last)
        exp2 = {**exp, "deal": 1 if exp["code"] == "wrong_dealer" else 0}
        vb = validate(copy.deepcopy(base))
        v = validate(copy.deepcopy(small))
        got = [{k: a[k] for k in ("deal", "event", "seat", "code")} | {"message": a["message"]}
               for dd in v["deals"] for a in dd["annotations"]]
        if v["status"] == "rejected":
            got = [{"status": "rejected"} | p for p in v.get("problems", [])]
        elif vb["status"] != "clean" or len(got) < 2 and cls == "a":
            # fall back to the whole session when the cut changes the picture
            small, exp2 = copy.deepcopy(d2), exp
            v = validate(copy.deepcopy(small))
            got = [{k: a[k] for k in ("deal", "event", "seat", "code")} | {"message": a["message"]}
                   for dd in v["deals"] for a in dd["annotations"]]
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump({"note": note, "class": cls, "made_by": f"inject.py kind {kind}, {variant}, seed {seed}",
                       "expected": exp2, "verdict_findings": got, "transcript": small}, f, indent=1)
        print(name, "base", vb["status"], "->", [(g.get("event"), g["code"]) for g in got])


if __name__ == "__main__":
    main()
