"""Build repros/<name>.json from (seed, kind): the planted session, trimmed to the deals needed,
and check that the engine still shows the discrepancy.  Each file: note, expected (what the
human writer expects), observed (the engine's annotations when the file was made)."""
import json, random, sys
from pathlib import Path
HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from inject import plant, strip_settlement
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate

REPROS = [
    # name, seed, kind, keep_from (None: keep every deal), strip settlement of kept deals, class, note
    ("a1-auction-two-passes-swapped", 7, "bids_swapped_passes", None, False, "a",
     "Two passes written in the wrong order (Czesław's closing pass before Bożena's). One call out of turn, "
     "the turn then taken by the seat it skipped: one slip. Engine adds an auction_unfinished warning "
     "(it voids the out-of-turn pass and then 'takes it as his call' when the record goes on)."),
    ("a1-auction-first-calls-swapped-cascade", 28, "bid_first_swapped", None, False, "a",
     "The first two calls swapped (Adam's 'three' written before Czesław's pass). Expected: one "
     "out_of_turn at event 0. Engine voids Adam's three, then calls Bożena's 'bottom' out of turn, "
     "Adam's hold illegal ('no game to hold'), the take/discard/announcement illegal and the play "
     "no_contract: 8 findings, and the game is not scored."),
    ("a1-all-pass-passes-swapped", 90, "bids_swapped_passes", None, False, "a",
     "An all-pass deal whose first two passes are swapped. Expected: one out_of_turn. Engine: two "
     "out_of_turn and incomplete_deal (the all-pass is not recognised, so the pass fees written as "
     "scores are not checked)."),
    ("a2-void-call-closing-the-auction", 1, "bid_not_higher_replace", None, False, "c",
     "Bożena's closing pass written as 'top' (not higher than Adam's top; she may not hold it). "
     "Expected: illegal_bid only. Engine adds auction_unfinished (warning) - the void call leaves "
     "her 'in the auction' though the table plainly went on without her."),
    ("a2-void-call-cascade-wrong-player", 5, "bid_not_higher_replace", None, False, "a",
     "Four players. Adam's pass replaced by 'two' (equal to Danuta's standing two, no priority): void. "
     "The record goes on as before (Czesław holds, Danuta 'one', Czesław holds, Danuta passes; "
     "Czesław buys). Engine keeps Adam in the auction, calls the next two calls out of turn, takes "
     "Danuta as the player and then flags Czesław's refusals, take, discard, announcement and a card "
     "as illegal, plus payments: ~20 findings for one void call."),
    ("a2-tape-in-all-pass", 90, "tape_not_forehand", None, False, "a",
     "All-pass deal; the dealer's closing pass written 'tape' (only the forehand may say it). "
     "Expected: illegal_bid only. Engine adds incomplete_deal and no longer scores the thrown-in deal "
     "(pass fees unchecked)."),
    ("a3-card-held-by-another-seat", 1, "cnih_other", None, False, "a",
     "Adam's T16 written as T12, a card Bożena holds as dealt and plays later. Expected: one "
     "card_not_in_hand at Adam's card. Engine also flags Bożena's later T12 - a card in her dealt "
     "hand - as card_not_in_hand ('already played')."),
    ("a4-dealer-field-only", 0, "dealer_field_wrong", 1, True, "a",
     "Three players. Only the dealer field of deal 3 is wrong (Czesław twice in a row); the auction "
     "and the first lead follow the dealer that was due (Adam). Expected: wrong_dealer. Engine "
     "derives the forehand from the written dealer: out_of_turn at the first two calls, two "
     "auction_unfinished warnings and an out_of_turn first lead."),
    ("b-dealer-field-four-players-rejected", 102, "dealer_field_wrong", None, False, "b",
     "Four players: changing the dealer field makes the king (who holds no cards) a seat with 12 "
     "cards; the engine rejects the transcript (bad_hand_size). The record is self-contradictory "
     "(the hands show who the king was), so the human expectation of one wrong_dealer was wrong."),
    ("c-pool-share-wrong-carries-to-ultimo", 13, "pool_share_off", None, False, "c",
     "Five players, deal 1: Edward's pool share written 8.5 instead of 5.5 (reported). In deal 2 "
     "Edward makes ultimo and takes 58.5, the pool as due; the engine holds the pool to what was "
     "paid (61.5) and reports deal 2's pool payment too."),
    ("c-payment-duplicated", 0, "pay_duplicated", None, False, "c",
     "A game payment written twice. Writer expects unexpected_payment at the copy; engine reports "
     "wrong_payment there (pairs are compared by amount)."),
    ("c-payment-wrong-recipient", 4, "pay_wrong_recipient", None, False, "c",
     "A game payment written to the wrong opponent. Writer expects one wrong_payment; engine "
     "reports missing_payment (the pair owed) and unexpected_payment (the pair paid)."),
    ("c-missing-payment-netted-with-reasonless", 144, "pay_missing", None, False, "c",
     "A game payment left out in a pair that has another payment without a reason: engine reports "
     "wrong_payment at the reasonless one instead of missing_payment (documented netting)."),
    ("c-refusal-dropped-purchase-number", 103, "reject_dropped", None, False, "c",
     "The refusal before the take left out: illegal_take as expected, but the engine also re-prices "
     "the lost game at the purchase number 'due' (3, not 4) and reports every game payment."),
    ("bc-naive-revoke-read-as-take-back", 180, "revoke_naive", None, False, "b",
     "Naive revoke (KD played to a club trick while holding tarocks; the T21 moved to KD's place, "
     "which was a lead). The record really has further faults (wrong lead), but the engine reads "
     "the moved T21 as a permitted take-back of the revoke: the revoke disappears (card_taken_back "
     "warning) and out_of_turn/take-back findings cascade."),
    ("a5-king-card-derails-trick-reading", 111, "king_plays", None, False, "a",
     "Four players: the king (dealer, no cards) written as playing 1H into trick 5. Expected: "
     "sitter_acted only ('the event has no effect'). Engine: sitter_acted, then reads the following "
     "plays with the trick boundaries shifted - card_taken_back, revokes and out_of_turn through the "
     "rest of the deal (13 more findings). About 6% of such insertions (4 and 5 players) derail."),
    ("a6-take-back-third-card-first-won", 1, "take_back_third", None, False, "a",
     "The third player puts T14 on QD-KD (winning it), takes it back and plays T16 (both legal; "
     "take_back default mistaken_follow: a follower may change while the trick lies on the table); "
     "T14 is played again later. Expected: card_taken_back (warning). Engine reads T16 as his lead "
     "of the next trick and cascades (out_of_turn, card_not_in_hand at the later T14, ...)."),
    ("a6-take-back-third-card-both-legal", 43, "take_back_third", None, False, "a",
     "Four players; the third player's T8 on T13-T11 changed to T5 (both legal, the first did not win). "
     "Expected: card_taken_back. Engine: the change is not recognised (only a new card that proves "
     "the first a renonce is), T5 is read as a lead out of turn: 11 findings."),
    ("b-take-back-never-first-card-renonce", 19, "take_back_second", None, False, "b",
     "take_back=never: a follower's first card (a renonce) and a second card. Writer expected only "
     "out_of_turn at the second card; the engine also keeps the revoke of the first card, as the "
     "digest rules (the card stands, judged as played). Expectation wrong."),
    ("c-take-back-lead-of-pagat", 9, "take_back_lead", None, False, "c",
     "The ultimo announcer leads the pagat, takes it back (not allowed for a lead) and leads another "
     "card; the pagat is played again later. Expected out_of_turn; engine also pagat_released at "
     "the pagat, though the record shows it went back to the hand."),
    ("c-contra-before-announcement-voided", 18, "contra_before_announce", None, False, "c",
     "A helper's contra on the game written before the player's announcement, the payments kept "
     "doubled. Engine: illegal_double (expected), and - since the contra is void - the recontra "
     "and supracontra that answer it illegal too and the doubled game payments wrong."),
    ("c-payment-reason-reported-without-event", 0, "pay_reason_wrong", None, False, "c",
     "A game payment labelled 'tarocks' (amount right). Writer expects payment_reason at that "
     "payment; engine reports it for the pair with event null."),
]


def anns(v):
    if v["status"] == "rejected":
        return [{"rejected": v.get("problems") or v.get("errors")}]
    return [{k: a[k] for k in ("deal", "event", "seat", "code", "severity", "message")} for d in v["deals"] for a in d["annotations"]]


for name, seed, k, keep_from, strip, cls, note in REPROS:
    t, exp = plant(simulate(seed), k, random.Random(f"{seed}/{k}"))
    if keep_from is not None:
        t["deals"] = t["deals"][keep_from:]
        t.pop("start", None)
        for x in exp:
            x["deal"] -= keep_from
    if strip:
        for d in t["deals"]:
            strip_settlement(d)
    t.get("meta", {}).pop("simulator", None)
    v = validate(t)
    obs = anns(v)
    out = {"note": note, "class": cls, "source": {"seed": seed, "kind": k}, "expected": exp,
           "observed": obs, "transcript": t}
    (HERE / "repros" / f"{name}.json").write_text(json.dumps(out, ensure_ascii=False, indent=1))
    print(name, len(obs), [(a.get("event"), a.get("code")) for a in obs][:12])
