"""Transcripts written blind from the sources (session 8, and a second round in session 9 for what the
first left out: Rage ten-round sessions of 6-8 players, Ulti's 100 games, open games and contra
chains, Galician volat, pool and four/five players, Tarocchini piles and sessions; a third in session 10
for what was still untested): for every game, helpers who read only
the original rule text and the format spec wrote each deal and its expected outcome before running
the engine, then classified every disagreement. The transcripts and each auditor's report
(REPORT.md, as written then) are in tests/data/audit/<game>/; some of what a report calls a
disagreement was fixed since (named beside the file below). Each file's violations are pinned here
as (deal, event, code).

Where the engine and the outside reader still differ, it is a documented ruling, named beside the
file: those files keep the recorder's own figures, so they show exactly where the ruling bites."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from validator.engine.codes import CODES
from validator.engine.validate import steps as load_steps
from validator.engine.validate import validate, validate_bytes

DATA = Path(__file__).parent / "data" / "audit"

# the recorder counted suit and trump sequences without gaps; tarocchini/combo.sequences takes the
# source's "King and at least two court cards" (K N J is a sequence of three), but since session 24
# accepts an Ottocento sheet that fits the runs without gaps (GAPLESS files there are clean of it;
# Terziglio's game points, in steps of 50, are still judged by the engine's reading)
GAPLESS = "tarocchini/combo.sequences"
# the recorder counted a suit's Ace after a missing court card (K Q J + Ace as four): since the rulings
# review tarocchini/combo.sequences accepts that reading beside its own (the sheet is read by the one it
# fits), so these files are clean of it (and since session 25 of the trumps' numbered cards after a
# missing grande, save on Terziglio where no declaration shows that reading)
ACE_READING = "tarocchini/combo.sequences"

# the recorder settled the deal as played, with no fine: §18 does not class the fault, and issue #3
# set such faults irreparable by default (danish-tarok/ruling.unclassed-faults), which voids the
# deal's other payments; the option set to superficial gives the recorder's reading (below), and
# since session 25 a record that fits it better is read so under the default too (the fault alone)
VOIDED = "danish-tarok/ruling.unclassed-faults"
UNEXPECTED = "unexpected_payment"
MISSING = "missing_payment"

EXPECTED: dict[str, list[tuple[int, int | None, str]]] = {
    "danish/01-clean-basic.json": [],
    "danish/02-declarations.json": [],
    "danish/03-declaration-underpaid.json": [(0, 16, "wrong_payment")],
    "danish/04-missing-declaration.json": [(0, 11, "missing_declaration")],
    # the recorder kept the correct declarations' payments of the void deal: since session 25 that
    # reading of danish-tarok/18.void is accepted where the record fits it
    "danish/05-skat-declaration-card.json": [(0, 8, "illegal_skat")],
    # §13 read literally: a trump laid away only when no trump is left in the hand; the recorder
    # played the void deal on
    "danish/06-skat-trump-kept-others.json": [
        (0, None, MISSING),
        (0, None, MISSING),
        (0, 8, "illegal_skat"),
        *((0, k, UNEXPECTED) for k in (21, 22, 23, 90, 91, 92, 93)),
    ],
    "danish/07-joker-second-last-trick.json": [(0, 88, "joker_second_last")],  # VOIDED
    "danish/08-joker-demand-after-played.json": [(0, 84, "false_joker_demand")],
    "danish/09-joker-demand-ok.json": [],
    "danish/10-revoke.json": [(0, 30, "revoke")],  # VOIDED
    "danish/11-pagat-ultimo-king-przydupek.json": [],
    "danish/12-three-kings-last-trick.json": [],
    "danish/13-four-players.json": [],
    "danish/14-redeal-no-trumps.json": [],
    "danish/15-declare-before-dealer.json": [(0, 9, "declaration_before_dealer")],
    "danish/16-przydupek-no-last-trick-20.json": [(0, 92, UNEXPECTED), (0, 93, UNEXPECTED)],
    "danish/17-nolo.json": [],
    # a second Danish round, on what the first left out (Tout, Joker re-naming, out of turn, sessions)
    "danish2/01_tout_made_joker_laid_away.json": [],
    # the source gives no amount for a failed Tout ("płaci karę"): 13.failed-tout ruling, class large
    "danish2/02_tout_failed.json": [(0, 79, "failed_tout")],
    "danish2/03_joker_void_rename.json": [],
    "danish2/04_joker_autoname_revoke.json": [(0, 80, "revoke")],  # revoke_penalty superficial
    "danish2/05_joker_named_exhausted_suit.json": [],
    "danish2/06_lead_out_of_turn.json": [(0, 41, "out_of_turn")],
    "danish2/07_card_out_of_turn.json": [(0, 62, "out_of_turn")],
    "danish2/08_joker_withheld_void_then_next_deal.json": [(0, 80, "joker_withheld")],
    "danish2/09_failure_to_trump_void.json": [(0, 73, "failure_to_trump")],
    "danish2/10_session_three_deals.json": [],
    "danish2/11_session_end_share_short.json": [(2, 103, "wrong_payment")],
    "danish2/12_card_points_edges.json": [],
    "danish2/12b_card_points_edge_wrong.json": [(0, 91, "wrong_payment")],
    "danish2/13_play_only_clean.json": [],
    "danish2/14_play_only_provable_revoke.json": [(0, 43, "revoke")],
    "danish2/15_tout_payment_short.json": [(0, 101, "wrong_payment")],
    "danish2/16_rename_while_third_can_follow.json": [(0, 58, "bad_joker_naming")],
    "danish2/17_four_players_session_end.json": [],
    "galician/t01_three_clean_win.json": [],
    # §18's worked example says 320; its own formula gives 368 (galician-tarok/18.game-value ruling)
    "galician/t02_s18_example_fourth_two.json": [
        (0, 50, "wrong_payment"),
        (0, 51, "wrong_payment"),
        (0, 52, "wrong_payment"),
        (0, 53, "wrong_payment"),
    ],
    "galician/t03_contra_recontra_win.json": [],
    "galician/t04_exactly_33_second_three.json": [],
    "galician/t05_king_laid_away.json": [(0, 4, "illegal_discard")],
    "galician/t06_player_renonce_won_on_points.json": [(0, 25, "revoke")],
    "galician/t07_pass_volat_with_pagat.json": [(0, 1, "illegal_bid")],
    "galician/t08_ultimo_announced_made.json": [],
    "galician/t09_ultimo_pagat_given_away.json": [(0, 16, "pagat_released")],
    "galician/t10_helper_pagat_last_trick.json": [],
    "galician/t11_four_players_king_unpaid.json": [(0, None, "missing_payment")],
    "galician/t12_five_players_clean.json": [],
    # the silent ultimo no longer counts for the player at fault (23.renonce, renonce_silent_premiums)
    "galician/t13_eleven_tarocks_announced_ten.json": [(0, 5, "wrong_tarock_count")],
    "galician/t14_all_pass_then_game.json": [],
    "galician/t15_solo_won.json": [],
    "galician/t16_hold_without_priority.json": [(0, 2, "illegal_bid")],
    "galician/t17_tarock_laid_away_concealed.json": [(0, 5, "concealed_discard")],
    "galician/t18_four_players_contra8_trull_failed_helper_tarocks.json": [],
    "tarocchini/o1-clean.json": [],  # GAPLESS, accepted since session 24
    "tarocchini/o10-discard-dealer-no-trick.json": [],  # GAPLESS, accepted since session 24
    "tarocchini/o11-three-cricche-doubled.json": [],
    "tarocchini/o12-win-on-declarations.json": [],
    "tarocchini/o2-moretti-last-played.json": [],  # GAPLESS, accepted since session 24
    "tarocchini/o3-matto-excuse.json": [],
    "tarocchini/o4-revoke.json": [(0, 18, "revoke")],
    "tarocchini/o5-failure-to-trump.json": [(0, 19, "failure_to_trump")],
    "tarocchini/o6-discard-king.json": [(0, 0, "illegal_discard")],
    "tarocchini/o7-false-declaration-contatore-for-king.json": [(0, 1, "false_declaration")],
    "tarocchini/o8-wrong-score-no-pair-deduction.json": [(0, 65, "wrong_score")],
    "tarocchini/o9-game-to-800.json": [],  # GAPLESS, accepted since session 24
    "tarocchini/t1-gioco-clean.json": [],
    "tarocchini/t2-rounding.json": [],
    "tarocchini/t3-exchange-discards-5pt.json": [(0, 4, "illegal_discard")],
    # GAPLESS, yet clean: the recorder's figures (declarer 149 v 119) and the Ace-counted reading's
    # (179 v 174) both have the solo declarer win, 150 -> 3 x 2 = 6 (ACE_READING)
    "tarocchini/t4-solo.json": [],
    # a gioco in turn after a solo: illegal_bid, and the next pass is in turn (fixed in session 8)
    "tarocchini/t5-gioco-over-solo.json": [(0, 1, "illegal_bid")],
    "tarocchini/t6-all-tricks.json": [],
    "rage/01_worked_example.json": [],  # Anička 8, Bohouš 1, Katka 12, Dalibor −1
    "rage/02_trump_past_actions.json": [],
    "rage/03_session_rounds8to10.json": [],
    "rage/04_revoke.json": [(0, 6, "revoke")],
    "rage/05_action_while_able.json": [(0, 5, "action_card_while_able_to_follow")],
    "rage/06_action_led_tricks.json": [],
    "rage/07_wilds.json": [],
    "rage/08_notrump_example.json": [],  # the source's yellow 8 / red 4 / no-trump example
    "rage/09_change_midtrick.json": [],
    "rage/10_pm1_forbidden_bid.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "rage/11_bid_out_of_range.json": [(0, 0, "bid_out_of_range")],
    "rage/12_out_of_turn_first_lead.json": [(0, 4, "out_of_turn")],
    "rage/13_card_not_in_hand.json": [(0, 4, "card_not_in_hand")],
    "rage/14_wrong_round_score.json": [(0, 13, "wrong_score")],
    "rage/15_wrong_total.json": [(1, 10, "wrong_total")],
    "rage/16_durch_secret.json": [],
    "rage/17_hidden_bid_8p.json": [],
    "rage/18_wild_while_able.json": [(0, 4, "action_card_while_able_to_follow")],
    "ulti/01-red-ulti-worked-example.json": [],
    "ulti/02-auction-talon-ulti.json": [],
    "ulti/03-ladder-betli-notrump-order.json": [],
    "ulti/04-bid-not-higher.json": [(0, 4, "illegal_bid")],
    "ulti/05-betli-contra-failed.json": [],
    "ulti/06-revoke.json": [(0, 18, "revoke")],
    "ulti/07-failure-to-trump.json": [(0, 9, "failure_to_trump")],
    "ulti/08-failure-to-overtrump.json": [(0, 9, "failure_to_overtake")],
    "ulti/09-ulti-seven-not-kept.json": [(0, 10, "early_trump_seven")],
    "ulti/10-party-two-twenties.json": [],
    "ulti/11-silent-100.json": [],
    "ulti/12-defender-silent-ulti-lost.json": [],
    "ulti/13-red-ulti-contra-lost.json": [],
    "ulti/14-red-40-100-recontra-wrong-payment.json": [(0, 38, "wrong_payment")],
    "ulti/15-fold-party.json": [],
    "ulti/16-fold-red-party.json": [(0, 5, "illegal_fold")],
    "ulti/17-tie-row-9prime.json": [(0, 7, "illegal_bid")],
    # session 9: second-round audits of what the first left out
    "rage2/action_tricks_r8.json": [],
    "rage2/change_then_nt_r9.json": [],
    "rage2/durch_wrong_score_r8.json": [(0, 36, "wrong_score")],
    "rage2/joker_holding_lead_r9.json": [(0, 7, "action_card_while_able_to_follow")],
    "rage2/joker_no_colour_clean_r8.json": [],
    "rage2/joker_no_colour_revoke_r8.json": [(0, 10, "revoke")],
    "rage2/nt_then_change_r9.json": [],
    "rage2/pm1_hidden_sum_r6.json": [(0, 4, "bid_forbidden_plus_minus_one")],
    "rage2/s6_clean.json": [],
    "rage2/s6_revoke_r9.json": [(8, 9, "revoke")],
    "rage2/s7_pm1_hidden_clean.json": [],
    "rage2/s7_wrong_dealer_r4.json": [(3, None, "wrong_dealer")],
    "rage2/s7_wrong_total_r7.json": [(6, 45, "wrong_total")],
    "rage2/s8_durch_pm1_clean.json": [],
    "rage2/s8_hidden_late_bid.json": [(4, 8, "bid_out_of_turn")],
    "rage2/stock_deep_r1_8p.json": [],
    "ulti2/01-20-100-exact.json": [],
    "ulti2/02-40-100-four-aces-contra.json": [],
    "ulti2/03-ulti-durchmarsch-contra-chain.json": [],
    "ulti2/04-open-betli-then-red-durchmarsch.json": [],
    "ulti2/05-open-durchmarsch-nt-single-contra.json": [],
    "ulti2/06-40-100-open-durchmarsch-trump.json": [],
    "ulti2/07-red-ulti-silent-100.json": [],
    "ulti2/08-ulti-silent-durchmarsch.json": [],
    "ulti2/09-ultinet-20-100-durchmarsch.json": [],
    "ulti2/10-fault-marriage-in-40-100.json": [(0, 7, "marriage_not_allowed")],
    "ulti2/11-fault-marriage-in-betli.json": [(0, 8, "marriage_not_allowed")],
    "ulti2/12-fault-betli-overtake.json": [(0, 16, "failure_to_overtake")],
    "ulti2/13-fault-red-40-100-payment.json": [(0, 38, "wrong_payment")],
    "ulti2/14-fault-bid-not-higher.json": [(0, 4, "illegal_bid")],
    "ulti2/15-fault-recontra-uncontrad-goal.json": [(0, 10, "illegal_double")],
    "ulti2/16-ultinet-four-aces.json": [],
    "galician2/01_volat_silent_made.json": [],
    "galician2/02_volat_announced_two.json": [],
    "galician2/03_volat_announced_failed.json": [],
    "galician2/04_volat_contra_recontra.json": [],
    "galician2/05_contra_chains_premiums.json": [],
    # the recorder re-staked the pool after the ultimo won it; so does galician-tarok/27.pool since
    # this audit (the engine had asked for a stake only when the pool was empty)
    "galician2/06_ultimo_contra_pool_session.json": [],
    "galician2/07_ultimo_failed_pass_session.json": [],
    "galician2/08_ultimo_without_pagat.json": [],
    "galician2/09_four_players_king.json": [],
    "galician2/10_five_players_sitout.json": [],
    "galician2/11_solo_contra.json": [],
    "galician2/12_one_refused_lost.json": [],
    "galician2/13_planted_pass_volat_with_pagat.json": [(0, 1, "illegal_bid")],
    "galician2/14_planted_pagat_released.json": [(0, 11, "pagat_released")],
    "galician2/15_planted_king_bids.json": [(0, 2, "sitter_acted")],
    "galician2/16_planted_pool_carry_wrong.json": [(1, 50, "wrong_payment")],
    # session 9: the Galician szpricer (galician-tarok/26.szpricer), audited blind once implemented
    "szpricer/01-won-4p-next-dealer.json": [],
    "szpricer/02-lost-double-4p.json": [],
    "szpricer/03-lost-contra-quadruple-4p.json": [],
    "szpricer/04-king-outbid-4p.json": [],
    "szpricer/05-five-lost-next.json": [],
    "szpricer/06-five-won.json": [],
    # the king's lost szpricer paid single: three game payments and the pool shares that follow them
    "szpricer/07-fault-paid-single.json": [
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "wrong_payment"),
        (1, 47, "wrong_payment"),
        (1, 48, "wrong_payment"),
        (1, 49, "wrong_payment"),
    ],
    "szpricer/08-fault-nonking-call.json": [(0, 3, "illegal_szpricer")],
    "szpricer/09-fault-call-after-bid.json": [(0, 3, "illegal_szpricer")],
    "szpricer/10-fault-option-off.json": [(0, 3, "illegal_szpricer")],
    "szpricer/11-fault-king-passes.json": [(1, 2, "illegal_bid")],
    "szpricer/12-won-contra-4p.json": [],
    # session 9: Tarocchini piles, Matto, Moretti, sessions to 800, Terziglio bidding and rounding
    "tarocchini2/o-both-800.json": [],
    "tarocchini2/o-discard-five.json": [(0, 0, "illegal_discard")],
    "tarocchini2/o-false-decl.json": [(0, 1, "false_declaration")],
    "tarocchini2/o-matto-last.json": [],
    "tarocchini2/o-matto-led.json": [],
    "tarocchini2/o-moretti-tie.json": [],
    "tarocchini2/o-session-800.json": [],
    "tarocchini2/o-win-on-decl.json": [],
    "tarocchini2/o-wrong-last-trick.json": [(0, 65, "wrong_score"), (0, 66, "wrong_score")],
    "tarocchini2/t-discard-five.json": [(0, 4, "illegal_discard")],
    "tarocchini2/t-false-decl.json": [(0, 6, "false_declaration")],
    "tarocchini2/t-gioco-odd.json": [],
    "tarocchini2/t-illegal-bid.json": [(0, 1, "illegal_bid")],
    "tarocchini2/t-passes.json": [],
    "tarocchini2/t-rounding-tie.json": [],
    "tarocchini2/t-solo.json": [],
    # session 10, round 3: Rage several NOTRUMPs and NOTRUMP with CHANGE, deep and short stocks,
    # play-only revoke, two faults, secret/hidden bids, plus/minus one, Durch, jokers, totals
    "rage3/t01_two_notrumps.json": [],
    "rage3/t02_change_then_notrump.json": [],
    # rage/ruling.notrump-and-change: the recorder let the later CHANGE rule the trick, a reading
    # accepted since session 26 where the sheet (or the next lead) fits it (trumpless on a tie)
    "rage3/t03_notrump_then_change.json": [],
    "rage3/t04_eight_players_deep_stock.json": [],
    "rage3/t05_stock_exhausted.json": [],
    "rage3/t06_play_only_revoke.json": [(0, 5, "revoke")],
    "rage3/t07_two_faults.json": [(0, 6, "revoke"), (1, 7, "action_card_while_able_to_follow")],
    "rage3/t08_secret_bid.json": [],
    "rage3/t09_hidden_bid_pmo.json": [(0, 0, "bid_forbidden_plus_minus_one")],
    "rage3/t10_pmo_dealer_last.json": [(1, 3, "bid_forbidden_plus_minus_one")],
    "rage3/t11_durch.json": [],
    "rage3/t12_wild_led_action_trick.json": [],
    "rage3/t13_plus_minus_cards.json": [],
    "rage3/t14_wrong_total.json": [(0, 13, "wrong_total")],
    "rage3/t15_wild_while_able.json": [(0, 4, "action_card_while_able_to_follow")],
    # session 10, round 3: Galician discards, pool defence, helper renonce (also play-only), five players,
    # a wrong tarock count (its announced premium now paid: the auditor's finding), a lost trull; Danish
    # natural Tout, failed Tout under `small`, a revoke under each revoke_penalty
    "gd3/d-revoke-irreparable.json": [(0, 17, "revoke")],
    "gd3/d-revoke-large.json": [(0, 17, "revoke")],
    "gd3/d-revoke-small.json": [(0, 17, "revoke")],
    "gd3/d-revoke-superficial.json": [(0, 17, "revoke")],
    "gd3/d1-tout-natural.json": [],
    "gd3/d2-failed-tout-small.json": [(0, 79, "failed_tout")],
    "gd3/g1-discard-king.json": [(0, 4, "illegal_discard")],
    "gd3/g2-discard-tarock-shown.json": [],
    "gd3/g3-defend-pool-required.json": [(0, 2, "illegal_bid")],
    "gd3/g4-defend-pool-optional.json": [],
    "gd3/g5-helper-renonce-offender.json": [(0, 22, "revoke")],
    "gd3/g6-playonly-helper-renonce.json": [(0, 16, "revoke")],
    "gd3/g7-five-players.json": [],
    "gd3/g8-wrong-tarock-count.json": [(0, 5, "wrong_tarock_count")],
    "gd3/g9-trull-lost.json": [],
    # session 10, round 3: Tarocchini double_three on and off, slam with the Matto, contatori in gaps,
    # Terziglio winners_score and zero_sum, all tricks, a tie; all 13 agreed at once
    "tarocchini3/o01-double-on.json": [],
    "tarocchini3/o02-double-off.json": [],
    "tarocchini3/o03-slam-matto.json": [],
    "tarocchini3/o04-contatori-gaps.json": [],
    "tarocchini3/o05-false-trump-sequence.json": [(0, 1, "false_declaration")],
    "tarocchini3/o06-revoke.json": [(0, 22, "revoke")],
    "tarocchini3/o07-wrong-score.json": [(0, 66, "wrong_score")],
    "tarocchini3/o08-grande16-exception.json": [],
    "tarocchini3/t01-winners-score.json": [],
    "tarocchini3/t02-zero-sum.json": [],
    "tarocchini3/t03-all-tricks.json": [],
    "tarocchini3/t04-tie.json": [],
    "tarocchini3/t06-false-aces.json": [(0, 5, "false_declaration")],
    # session 10, round 3: Ulti 40-100 without the trump pair, defenders' marriages, contra on one goal,
    # a missing closing pass, play-only revoke, overtaking in betli and trumps, talon passing, a session
    # of running totals (rejected before the auditor's finding; totals are now checked)
    "ulti3/post_t15b_session_no_totals.json": [],
    "ulti3/post_t15c_session_correct_totals.json": [],
    "ulti3/t01_4100_no_trump_marriage.json": [],
    "ulti3/t02_party_defender_marriages_silent100.json": [],
    "ulti3/t03_4100_defender_marriage.json": [(0, 7, "marriage_not_allowed")],
    "ulti3/t04_ulti_contra_party_only.json": [],
    "ulti3/t05_4100_ulti_contra_on_ulti.json": [],
    "ulti3/t06_missing_closing_pass.json": [],
    "ulti3/t07_playonly_provable_revoke.json": [(0, 14, "revoke")],
    "ulti3/t08_betli_failure_to_overtake.json": [(0, 10, "failure_to_overtake")],
    "ulti3/t09_trump_failure_to_overtake.json": [(0, 19, "failure_to_overtake")],
    "ulti3/t10_betli_lost_early_contra.json": [],
    "ulti3/t11_red_silent100_defender_silent_ulti_lost.json": [],
    "ulti3/t12_red_party_declarer_silent_ulti_lost.json": [],
    "ulti3/t13_talon_passes_auction.json": [],
    "ulti3/t14_bid_not_higher.json": [(0, 4, "illegal_bid")],
    "ulti3/t15_session_wrong_total.json": [(1, 39, "wrong_total")],
    # session 10, round 4: Galician contra chains, twos and ones, solo, ultimo and the pool, four kings,
    # renonce under both renonce_premiums, five players, a score sheet; Danish Nolo, the Joker,
    # ultimo and przydupek, a false declaration
    "gd4/d01_nolo.json": [],
    "gd4/d02_joker_lead_and_last.json": [],
    "gd4/d03_joker_excuse_king_ultimo_przydupek.json": [],
    "gd4/d04_pagat_ultimo_przydupek.json": [],
    "gd4/d05_false_declaration.json": [(0, 10, "false_declaration")],
    "gd4/g01_contra_recontra.json": [],
    "gd4/g02_contra_on_ultimo.json": [],
    "gd4/g03_four_kings.json": [],
    # galician-tarok/14.counting: a pile of 3k + 1 or 3k + 2 cards loses 1 more (whole points); the
    # recorder struck 2/3 of a point a card, which since session 32 is read so where the record fits
    # it (four blind readers counted so); the b files are his deals paid by the engine's whole points
    "gd4/g04_third_two.json": [],
    "gd4/g04b_third_two_ruling.json": [],
    "gd4/g05_fourth_one_wrong_payment.json": [(0, 50, "wrong_payment")],
    "gd4/g05b_fourth_one_ruling.json": [(0, 50, "wrong_payment")],
    "gd4/g06_solo_silent_ultimo.json": [],
    "gd4/g07_ultimo_pool.json": [],
    "gd4/g08_renonce_not_counted.json": [(0, 24, "revoke")],
    "gd4/g10_five_players.json": [],
    "gd4/g11_score_sheet_wrong_score.json": [(1, 46, "wrong_score")],
    # session 10, round 4: Tarocchini discard_credit, the Matto led and last, a Terziglio solo by count,
    # a widow of 5, monte, late and repeated declarations, play-only revokes, running totals
    # ACE_READING: the recorder counted K Q N + Ace (no Jack) as four; the ruling counts the Ace only
    # when Queen, Knight and Jack are all there, and accepts a sheet that counts it (rulings review)
    "tarocchini4/t01_discard_default.json": [],
    "tarocchini4/t02_discard_side_trick.json": [],
    "tarocchini4/t03_matto_led.json": [],
    "tarocchini4/t04_matto_last_trick.json": [],
    "tarocchini4/t05_terziglio_solo_count.json": [],
    "tarocchini4/t06_terziglio_widow5.json": [],
    "tarocchini4/t07_monte_all.json": [],
    "tarocchini4/t08_monte_after_play.json": [(0, 9, "bad_monte")],
    "tarocchini4/t09_declaration_late.json": [(0, 5, "late_declaration")],
    "tarocchini4/t10_declaration_twice.json": [(0, 3, "repeated_declaration")],
    "tarocchini4/t11_three_cricche_two_sequences.json": [],
    "tarocchini4/t12_playonly_ottocento_revoke.json": [(0, 10, "revoke")],
    "tarocchini4/t13_playonly_terziglio_revoke.json": [(0, 8, "revoke")],
    "tarocchini4/t14_trump_sequence_missing_grande.json": [(1, 4, "false_declaration")],
    "tarocchini4/t15_session_running_totals.json": [(2, 68, "wrong_total")],
    # session 11, round 5: Galician volat with contra and in the szpricer, the pool over two deals, a
    # helper's ultimo, a pagat released; Danish Tout with the Joker demanded, lost in the last trick,
    # a revoke inside a Tout; 8 of 10 agreed at once
    "gd5/d1_tout_joker_demanded.json": [],
    "gd5/d2_tout_lost_last_trick.json": [(0, 79, "failed_tout")],
    # the recorder handed back only false declarations' money ("Należy oddać pieniądze ... za źle
    # zgłoszoną deklarację"): that reading of danish-tarok/18.void is accepted since session 25
    "gd5/d3_tout_revoke_void_then_redeal.json": [(0, 77, "revoke")],
    # the recorder wrote only the opening payments; the 14 missing ones are those he expected
    "gd5/d5_tout_false_joker_demand.json": [(0, None, MISSING)] * 14 + [(0, 82, "false_joker_demand")],
    "gd5/g1_volat_announced_contra.json": [],
    "gd5/g2_szpricer_silent_volat.json": [],
    "gd5/g3_szpricer_volat_contra_lost.json": [],
    "gd5/g4_pool_two_deals.json": [],
    "gd5/g5_helper_announces_ultimo.json": [(0, 6, "illegal_announcement")],
    "gd5/g6_pagat_released.json": [(0, 8, "pagat_released")],
    # session 11, round 4: Rage NOTRUMP and CHANGE in an early trick in both orders, two CHANGEs, tricks
    # of action cards, jokers, PLUS5 with MINUS5, each variant against the default rules, 3- and
    # 8-player sessions; 19 of 20 agreed at once, the 20th (bids after the last card) the recorder
    # guessed as one missing_bid, rage/bid.complete finds each late bid out of turn
    "rage4/action_lead_revoke.json": [(0, 6, "revoke")],
    "rage4/change_then_nt.json": [],
    "rage4/durch_default.json": [],
    "rage4/durch_last_round.json": [],
    "rage4/durch_variant.json": [(0, 16, "wrong_score")],
    "rage4/hidden_default.json": [(0, 0, "bid_out_of_turn")],
    "rage4/hidden_variant.json": [],
    "rage4/nt_change_sensitive.json": [],
    "rage4/nt_then_change.json": [],
    "rage4/only_actions.json": [],
    "rage4/plus_minus_wrong.json": [(0, 19, "wrong_score")],
    "rage4/pm1_default.json": [],
    "rage4/pm1_variant.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "rage4/secret_default.json": [(0, k, "bid_out_of_turn") for k in (12, 13, 14, 15)],
    "rage4/secret_variant.json": [],
    "rage4/session3.json": [(1, 13, "wrong_total")],
    "rage4/session8.json": [(2, 29, "wrong_total")],
    "rage4/two_changes.json": [],
    "rage4/two_wilds.json": [],
    "rage4/wild_trump.json": [],
    # session 11, round 4: Ulti marriages in parti and 100 games, silent bonuses with and without a
    # contra, contra chains on combined bids, betli overtaking, auction faults, a three-deal session;
    # all 16 agreed at once
    "ulti4/t01-party-marriages.json": [],
    "ulti4/t02-40-100-defender-20.json": [(0, 8, "marriage_not_allowed")],
    "ulti4/t03-20-100-fails.json": [],
    "ulti4/t04-silent-100.json": [],
    "ulti4/t05-silent-100-contra.json": [],
    "ulti4/t06-silent-ulti.json": [],
    "ulti4/t07-silent-durchmarsch-contra.json": [],
    "ulti4/t08-contra-chain-40-100-ulti.json": [],
    "ulti4/t09-20-100-durchmarsch-recontra.json": [],
    "ulti4/t10-betli-failure-to-overtake.json": [(0, 13, "failure_to_overtake")],
    "ulti4/t11-rebetli-contra-one-defender.json": [],
    "ulti4/t12-open-betli-revoke.json": [(0, 15, "revoke")],
    "ulti4/t13-auction-equal-bid.json": [(0, 4, "illegal_bid")],
    "ulti4/t14-auction-out-of-turn.json": [(0, 2, "out_of_turn")],
    "ulti4/t15-session-3-deals.json": [(1, 35, "wrong_payment")],
    "ulti4/t16-contra-on-unbid-goal.json": [(0, 7, "illegal_double")],
    # session 11, round 5: Tarocchini Matto side with no trick, Moretti ties both ways, stand-ins in
    # declarations, monte in Terziglio and monte off, Terziglio ties, running totals; 13 of 15 agreed
    # at once. GAPLESS: the recorder read sequences without gaps, so Angel + Moon + a contatore (deal 5
    # of d2) is a sequence, and the after-play T20 T19 T17 / KC QC JC of s1 count (his sheet is wrong)
    "tarocchini5/d1-stand-ins-valid.json": [],
    "tarocchini5/d2-stand-ins-false.json": [
        (0, 1, "false_declaration"),
        (1, 1, "false_declaration"),
        (2, 1, "false_declaration"),
        (3, 2, "false_declaration"),
        (4, 1, "false_declaration"),
    ],
    "tarocchini5/o1-matto-side-no-trick.json": [],
    "tarocchini5/o2-matto-side-no-trick-wrong-score.json": [(0, 65, "wrong_score"), (0, 66, "wrong_score")],
    "tarocchini5/o3-moretti-last-played.json": [],
    "tarocchini5/o4-moretti-first-played-option.json": [],
    "tarocchini5/o5-moretti-first-winner-under-default.json": [(0, 9, "out_of_turn")],
    "tarocchini5/s1-session-one-wrong-total.json": [(1, 68, "wrong_total")],  # GAPLESS accepted
    "tarocchini5/t1-monte-all-agree.json": [],
    "tarocchini5/t2-monte-disabled.json": [(0, 0, "bad_monte")],
    "tarocchini5/t3-monte-after-bidding.json": [(0, 1, "bad_monte")],
    "tarocchini5/t3b-monte-disabled-all-ask.json": [(0, k, "bad_monte") for k in (0, 1, 2)],
    "tarocchini5/t4-tie-at-rounding-edge.json": [],
    "tarocchini5/t5-tie-scored-for-declarer.json": [(0, k, "wrong_score") for k in (62, 63, 64)],
    "tarocchini5/t6-declarer-matto-no-trick.json": [],
    # session 11, round 3: Danish §18 penalty table row by row, card points past the table, pools over a
    # four-player rotation, a session with a wrong payment; 15 of 16 agreed at once, the 16th (a misdeal
    # found after the first trick, rejected then) is now danish-tarok/18.misdeal
    "danish3/t01_session_clean.json": [],
    "danish3/t02_session_wrong_payment.json": [(1, 101, "wrong_payment")],
    "danish3/t03_four_players_rotation.json": [],
    "danish3/t04_declare_before_dealer.json": [(0, 9, "declaration_before_dealer")],
    "danish3/t05_lead_out_of_turn.json": [(0, 29, "out_of_turn")],
    "danish3/t06_play_out_of_turn.json": [(0, 36, "out_of_turn")],
    "danish3/t07_false_joker_demand.json": [(0, 86, "false_joker_demand")],
    "danish3/t08_skat_corrected_in_time.json": [],
    "danish3/t09_skat_illegal_found_late.json": [(0, 8, "illegal_skat")],
    "danish3/t10_declaration_corrected.json": [],
    "danish3/t11_declaration_not_corrected.json": [(0, 10, "false_declaration")],
    "danish3/t12_wrong_card_count_after_first_trick.json": [(0, 12, "misdeal")],
    "danish3/t13_card_points_beyond_table.json": [],
    "danish3/t13b_card_points_capped_wrong.json": [(0, 92, "wrong_payment")],
    "danish3/t14_king_ultimo_with_przydupek.json": [],
    "danish3/t15_pagat_ultimo_four_players.json": [],
    # a fifth Rage round (session 12): several NOTRUMPs in a trick, jokers naming the led colour or trump,
    # action cards with and without the led colour, eight players' trump turns, the variants with their
    # faults (15 of 15 on play and bids). 11 and the probe 16 found a correct running total flagged after
    # a wrong round score (fixed: a total right by the rules is right); 15 keeps the recorder's reading
    # that a total added from a wrong score is wrong too (rage/score.total: reported once, as the score)
    "rage5/01_two_notrump_one_trick.json": [],
    "rage5/02_notrump_led.json": [],
    "rage5/03_notrump_and_wild.json": [],
    "rage5/04_wild_while_able.json": [
        (0, 5, "action_card_while_able_to_follow"),
        (0, 9, "action_card_while_able_to_follow"),
    ],
    "rage5/05_wild_led_and_other_colour.json": [],
    "rage5/06_two_wilds.json": [],
    "rage5/07_action_cards_while_able.json": [
        (0, 5, "action_card_while_able_to_follow"),
        (0, 9, "action_card_while_able_to_follow"),
        (0, 13, "action_card_while_able_to_follow"),
        (0, 19, "action_card_while_able_to_follow"),
    ],
    "rage5/08_action_cards_while_void.json": [],
    "rage5/09_eight_players_stock.json": [],
    "rage5/10_plus_minus_in_action_only_trick.json": [],
    "rage5/11_pm1_forbidden_outofturn_bid_wrong_score_total.json": [
        (0, 3, "bid_forbidden_plus_minus_one"),
        (0, 18, "wrong_score"),
        (1, 0, "bid_out_of_turn"),
        (1, 19, "wrong_total"),
    ],
    "rage5/12_hidden_pm1_durch.json": [(1, 2, "bid_forbidden_plus_minus_one")],
    "rage5/13_secret_durch_last_round.json": [(1, 10, "wrong_total")],
    "rage5/14_out_of_turn_not_in_hand.json": [(0, 10, "out_of_turn"), (1, 5, "card_not_in_hand")],
    "rage5/15_durch_pm1_secret_wrong_score.json": [
        (0, 16, "wrong_score"),
        (1, 11, "bid_forbidden_plus_minus_one"),
    ],
    "rage5/16_probe_total_cascade.json": [
        (0, 3, "bid_forbidden_plus_minus_one"),
        (0, 18, "wrong_score"),
        (1, 0, "bid_out_of_turn"),
    ],
    # a fifth Ulti round (session 12): silent 100 / ulti / durchmarsch won and lost by either side, ulti's
    # seven led early by choice or forced, contra on one part of a combined bid, betli overtaking, open
    # durchmarsch, auction faults (19 of 19 on payments; t10's false 40 in 40-100 now false_marriage,
    # was marriage_not_allowed; t12's 20, written after trick 1 is complete, is late, as its auditor
    # expected, since the completing player's post-trick-1 window was dropped; t12b its probe)
    "ulti5/t01-silent100-defenders.json": [],
    "ulti5/t02-silent-ulti-defender-won.json": [],
    "ulti5/t03-silent-durchmarsch-defenders.json": [],
    "ulti5/t04-silent-ulti-declarer-lost.json": [],
    "ulti5/t05-silent-ulti-defender-lost.json": [],
    "ulti5/t06-ulti-seven-early-voluntary.json": [(0, 18, "early_trump_seven")],
    "ulti5/t07-ulti-seven-forced-early.json": [],
    "ulti5/t08-ulti-last-trick-beaten-contra.json": [],
    "ulti5/t09-40100-ulti-contra-one-part.json": [(0, 37, "wrong_payment")],
    "ulti5/t10-40100-false-forty.json": [(0, 6, "false_marriage")],
    "ulti5/t11-20100-marriages.json": [(0, 7, "marriage_not_allowed")],
    "ulti5/t12-party-marriage-late.json": [(0, 9, "marriage_not_allowed")],
    "ulti5/t12b-party-marriage-trick3.json": [(0, 14, "marriage_not_allowed")],
    "ulti5/t13-betli-overtake.json": [(0, 9, "failure_to_overtake")],
    "ulti5/t14-betli-lost-early-end-contra.json": [],
    "ulti5/t15-trump-durchmarsch-obligations.json": [(0, 32, "failure_to_trump")],
    "ulti5/t16-open-durchmarsch-revoke.json": [(0, 12, "revoke")],
    "ulti5/t18-auction-not-higher.json": [(0, 10, "illegal_bid")],
    "ulti5/t19-talon-out-of-turn.json": [(0, 2, "out_of_turn")],
    # a fourth Danish round (session 12): the skat, every declaration, the Joker in every position, follow
    # and trump, pools over a four-player session, card-point bands, Tout and Nolo (16 of 16 on the
    # violations; 09, 10 and 11b keep the recorder's settlement, against the documented void-deal rulings
    # VOIDED and danish-tarok/18.void, and 12's "card shown" fine is taken as the fault fine it matches)
    "danish4/01_skat_all_trumps.json": [],
    "danish4/02_skat_illegal.json": [
        (0, 8, "illegal_skat"),
        (1, 2, "illegal_skat"),
        (2, 2, "illegal_skat"),
        (3, 2, "illegal_skat"),
    ],
    "danish4/03_skat_declaration_shown.json": [],
    "danish4/04_declarations_all_kinds.json": [],
    "danish4/05_declaration_faults.json": [(0, 11, "missing_declaration"), (2, 5, "false_declaration")],
    "danish4/06_declaration_order_payment.json": [
        (0, 9, "declaration_before_dealer"),
        (0, 11, "wrong_payment"),
        (1, 9, "wrong_payment"),
    ],
    "danish4/07_joker_led_offsuit.json": [],
    "danish4/08_joker_last_trick.json": [],
    "danish4/09_joker_second_last.json": [(0, 89, "joker_second_last")],
    "danish4/10_joker_demand.json": [(1, 85, "false_joker_demand"), (2, 83, "joker_withheld")],
    "danish4/11_follow_suit.json": [(0, 24, "revoke"), (0, 33, "failure_to_trump"), (1, 23, "revoke")],
    "danish4/11b_revoke_found_later.json": [(0, 26, "revoke")],
    "danish4/12_penalties_misc.json": [
        (0, 21, "out_of_turn"),
        (0, 42, "out_of_turn"),
        (0, 77, "wrong_payment"),
    ],
    "danish4/13_session4_pools.json": [],
    "danish4/14_card_point_bands.json": [],
    "danish4/15_tout_nolo.json": [],
    # a sixth Galician round (session 12): four and five players (the idle king's stake and share, the
    # sitter), discards (kings, trull, tarocks shown or not, counts), renonce in solo and partnership,
    # announcements out of order, ultimo and the pool, the consolation at 32-35 points, wrong payments
    # over sessions. f09 deal 3 (the player announcing before laying away: the discard stands until a
    # helper answers, §25) and deal 4 (his announcement after a helper's out-of-turn answer is his first)
    # were fixed; f10 keeps the recorder's stake (pool staked again after it was won: documented) and
    # f09 deal 5 the recorder's reading that a wrong tarock count pays only the consolation
    "gd6/f01_four_players.json": [],
    "gd6/f02_four_players_faults.json": [
        (0, None, "missing_payment"),
        (1, 0, "sitter_acted"),
        (2, None, "wrong_dealer"),
    ],
    "gd6/f03_five_players.json": [
        (1, 50, "unexpected_payment"),
        (2, 0, "sitter_acted"),
        (4, None, "wrong_sitter"),
    ],
    "gd6/f04_discard_king_trull.json": [(0, 4, "illegal_discard")],
    "gd6/f05_discard_count.json": [(0, 4, "illegal_discard")],
    "gd6/f06_tarocks_laid_away.json": [(0, 5, "concealed_discard")],
    "gd6/f07_renonce_solo.json": [(0, 22, "revoke"), (1, 28, "revoke")],
    "gd6/f08_renonce_partnership.json": [(0, 28, "revoke"), (1, 13, "revoke"), (2, 19, "revoke")],
    "gd6/f09_announcements.json": [
        (1, 6, "illegal_announcement"),
        (2, 9, "illegal_announcement"),
        (3, 4, "out_of_turn"),
        (4, 5, "out_of_turn"),
        (5, 5, "wrong_tarock_count"),
    ],
    # the deal after an ultimo won the pool writes no stake into the pool its shares refilled: that
    # table's practice, accepted (27.pool leniency, rulings review Q2)
    "gd6/f10_pagat_ultimo_pool.json": [],
    "gd6/f11_pagat_early.json": [(0, 8, "pagat_released")],
    "gd6/f12_consolation.json": [],
    "gd6/f13_wrong_payments_3p.json": [
        (0, 47, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "wrong_payment"),
        (1, 47, "wrong_payment"),
        (1, 48, "wrong_payment"),
        (2, None, "missing_payment"),
    ],
    "gd6/f14_wrong_payments_4p.json": [
        (0, 51, "wrong_payment"),
        (0, 52, "wrong_payment"),
        (1, 6, "unexpected_payment"),
    ],
    # session 14, Galician round 7: club sessions of 3 and 4 with the pool, each contract level, the
    # forehand's hold, contra at every level, trull and four kings, tarock counts, §25, the score
    # sheet; 27 of 31 deals agreed at once. Its A1 (t04 deals 0 and 3: a dealer's call out of turn,
    # never repeated, treated as an all-pass with six follow-on faults) is fixed: the table acted on
    # the call, so it is his in his turn (10.auction-order). Its (b): t05 deal 1, a card after an
    # out-of-turn lead is out of turn too (5.turn); t04 deal 3, a call after a void call is out of
    # turn. t13 was written after the run (its meta says so)
    # session 14, Danish round 5: long sessions of 3 and 4 with every payment, five declarations in
    # one hand, §18 fines of each class with their amounts, the Joker in every position, card-point
    # band edges, start pools; no (a). Its (b), t08: the King ultimo paid the King pool as the table
    # left it (95, after a fine underpaid by 20) is right too now (15.pools); its (c), t18: scores
    # written as the deal's net chips are right too now (15.score-sheet)
    "danish5/t01_session5_3p_clean.json": [],
    "danish5/t02_session6_4p_sitter_pays.json": [(0, 12, "unexpected_payment")],
    "danish5/t03_many_declarations_one_hand.json": [],
    "danish5/t04_late_declaration_annuls.json": [(0, 11, "missing_declaration"), (0, 13, "late_declaration")],
    "danish5/t05_declaration_out_of_rotation_4p.json": [],
    "danish5/t06_misdeal_small_redeal.json": [(0, None, "misdeal")],
    "danish5/t07_misdeal_found_after_first_trick.json": [(0, 12, "misdeal")],
    "danish5/t08_illegal_skat_paid_as_large.json": [
        (0, 8, "illegal_skat"),
        (0, 11, "wrong_payment"),
        (0, 12, "wrong_payment"),
    ],
    "danish5/t09_joker_positions_clean.json": [],
    "danish5/t10_card_point_edges.json": [(0, 103, "wrong_payment")],
    "danish5/t11_session5_4p_ultimo_refill.json": [],
    "danish5/t12_wrong_dealer_4p.json": [(2, None, "wrong_dealer")],
    "danish5/t13_false_joker_demand_exact_fine.json": [(0, 81, "false_joker_demand")],
    "danish5/t14_tout_with_king_przydupek.json": [],
    "danish5/t15_joker_led_last_trick.json": [],
    "danish5/t16_skat_courts_and_joker_trump_count.json": [],
    "danish5/t17_start_pools_midsession.json": [],
    "danish5/t18_score_sheet_total_slip.json": [(1, 99, "wrong_total")],
    "danish5/t19_redeal_joker_no_trumps.json": [],
    "danish5/t20_joker_demand_holder_plays_third.json": [],
    # session 14, Ulti round 6: the bid ladder end to end, big combinations part by part, contra
    # chains to 64, silent bonuses on both sides, a five-deal session, the UltiNet four tens. Its two
    # (a) are fixed: t08, a total that is the previous total as written plus the deal's net by the
    # rules is right (the recorded score was the slip); t11, three passes end the auction only when
    # they come from three players (one passed out of turn and again). Its (b): t09, one take, discard
    # and bid after the auction are three findings; t11 event 8, order follows the offender; t21, an
    # illegal combination bid stands
    "ulti6/t01_ladder_low_legal.json": [],
    "ulti6/t02_ladder_high_equal_bid.json": [(0, 13, "illegal_bid")],
    "ulti6/t03_red_40100_ulti_durch_parts.json": [],
    "ulti6/t04_ulti_durch_subcontra_other_defender.json": [],
    "ulti6/t05_defender_recontra_late_contra.json": [(0, 14, "illegal_double"), (0, 17, "illegal_double")],
    "ulti6/t06_silent_both_sides_missing.json": [(0, None, "missing_payment")],
    "ulti6/t07_red_20100_ulti_durch_parts.json": [],
    "ulti6/t08_session_five_deals.json": [(1, 38, "wrong_total"), (3, 37, "wrong_score")],
    "ulti6/t09_bid_after_auction_end.json": [
        (0, 8, "illegal_take"),
        (0, 9, "illegal_discard"),
        (0, 10, "illegal_bid"),
    ],
    "ulti6/t10_take_then_pass.json": [(0, 4, "illegal_bid")],
    # t11: Csilla, whom Anna's pass out of turn skipped, then passes in turn (one fault, one finding)
    "ulti6/t11_self_overbid_pass_out_of_turn.json": [(0, 7, "out_of_turn")],
    "ulti6/t12_red_ulti_chain_to_64.json": [],
    "ulti6/t13_red_party_def_silent100_decl_silent_ulti.json": [],
    "ulti6/t14_red_durch_equals_redurch.json": [(0, 4, "illegal_bid")],
    "ulti6/t15_declarer_contra_subcontra_skip.json": [(0, 6, "illegal_double"), (0, 11, "illegal_double")],
    "ulti6/t16_session_wrong_dealer.json": [(3, None, "wrong_dealer")],
    "ulti6/t17_illegal_combinations.json": [
        (0, 4, "illegal_bid"),
        (0, 10, "illegal_bid"),
        (0, 16, "illegal_bid"),
    ],
    "ulti6/t18_trump_durch_silent_ulti.json": [],
    "ulti6/t19_red_durch_defender_20.json": [(0, 6, "marriage_not_allowed")],
    "ulti6/t20_ulti_fold.json": [(0, 6, "illegal_fold")],
    # ulti6/t21: (fixed in session 37: an illegal bid sets no level) the blind reading's one finding
    "ulti6/t21_ultinet_four_tens.json": [(0, 4, "illegal_bid")],
    "gd7/t01_session3_pool.json": [],
    "gd7/t02_session4_two_one.json": [],
    "gd7/t03_bottom_held_by_forehand.json": [],
    # deal 3: the next player's call after a void tape is in turn (galician-tarok/10.bid-rank)
    "gd7/t04_auction_faults.json": [
        (0, 1, "out_of_turn"),
        (1, 2, "illegal_bid"),
        (3, 1, "illegal_bid"),
    ],
    # a wrong lead the others follow on from is one fault (galician-tarok/5.turn; the auditor expected one)
    "gd7/t05_first_lead.json": [(1, None, "wrong_dealer"), (1, 8, "out_of_turn")],
    "gd7/t06_contra.json": [(1, 8, "illegal_double"), (2, 8, "illegal_double")],
    "gd7/t07_trull_announced.json": [],
    "gd7/t08_silent_premiums.json": [(2, 46, "unexpected_payment"), (2, 47, "unexpected_payment")],
    "gd7/t09_tarocks.json": [(1, 5, "wrong_tarock_count")],
    "gd7/t10_changed_announcement.json": [(0, 8, "illegal_announcement")],
    "gd7/t11_score_sheet_4p.json": [(1, 48, "wrong_total")],
    "gd7/t12_play_faults.json": [(0, 41, "card_not_in_hand"), (1, 42, "out_of_turn")],
    "gd7/t13_helpers_trull_in_tricks.json": [],
    # session 15, Danish round 7 (danish6): tout and its refill, przydupek in nolo and tout, the
    # fourth player, Joker demands and namings, matadors. Its (a) is fixed: 26 deal 1, declaration
    # money handed back as one sum (15 and 10 back as 25) cancels (ledger step 3 nets each pair of
    # parties). Its (b): 18, a card taken back (§12) is not expressible; the record shows the card
    # finally played (12.void-naming). Its (c): 14, a second revoke the auditor's generator let in
    "danish6/01-4p-natural-tout-refill.json": [],
    "danish6/02-tout-with-pagat-przydupek.json": [],
    "danish6/03-tout-king-last-no-ultimo.json": [
        (0, 106, "unexpected_payment"),
        (0, 107, "unexpected_payment"),
    ],
    "danish6/04-tout-joker-in-skat-demanded.json": [(0, 90, "false_joker_demand")],
    "danish6/05-joker-demand-too-early.json": [(0, 83, "joker_demand_out_of_time")],
    "danish6/06-pagat-trick-midplay-and-ultimo.json": [
        (1, 92, "unexpected_payment"),
        (1, 93, "unexpected_payment"),
    ],
    "danish6/07-two-kings-one-trick.json": [
        (0, 63, "unexpected_payment"),
        (0, 64, "unexpected_payment"),
        (0, 65, "unexpected_payment"),
    ],
    "danish6/08-4p-sitter-pays-ultimo.json": [(0, 101, "unexpected_payment")],
    "danish6/09-4p-lead-out-of-turn-pool.json": [(0, 49, "out_of_turn")],
    "danish6/10-trumps-declared-without-pagat.json": [(0, 10, "false_declaration")],
    "danish6/11-session-przydupek-stale-pool.json": [(2, 90, "wrong_payment")],
    "danish6/12-joker-pile-card-point-band.json": [],
    # diff9 knock-on C3 (15.payments): a payment to or from the wrong party with the right amount is
    # one wrong_payment at it, not an unexpected and a missing payment - here two, each paid by the
    # wrong seat
    "danish6/13-card-points-wrong-dealer.json": [(0, 97, "wrong_payment"), (0, 98, "wrong_payment")],
    "danish6/14-revoke-large-option.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 36, "revoke"),
        (0, 37, "revoke"),
    ],
    "danish6/15-nolo-with-pagat-przydupek.json": [],
    "danish6/16-joker-led-last-pagat-ultimo.json": [],
    "danish6/17-joker-third-claims-naming.json": [],
    # danish6/18 (b, fixed in session 34): the record writes §12's own take-back (the second player conforming to the
    # third's naming, his first card played later): clean, as the auditor expected (it was a revoke, a card changed, fines)
    "danish6/18-joker-third-claims-card-taken-back.json": [],
    "danish6/19-tout-with-both-przydupeks.json": [],
    "danish6/20-4p-rotation-all-sitters.json": [],
    "danish6/21-joker-second-last-superficial.json": [(0, 82, "joker_second_last")],
    "danish6/22-4p-nolo-pagat-przydupek.json": [],
    "danish6/23-last-trick-led-out-of-turn-king-ultimo.json": [(0, 85, "out_of_turn")],
    "danish6/24-dealer-redeal-no-trumps.json": [],
    "danish6/25-pagat-led-last-trick-ultimo.json": [],
    "danish6/26-matadors-gap-and-double-kings.json": [
        (0, 11, "false_declaration"),
        (1, 5, "false_declaration"),
    ],
    "danish6/27-false-void-claim.json": [(0, 18, "bad_joker_naming")],
    # session 15, Rage round 7: each fault planted once in a full session with a complete score sheet,
    # the source's own examples. Its (a) is fixed: 20 (a probe), a seat with no bid still scores one of
    # two figures, so any other written score is wrong_score (rage/bid.complete). Its (b): 15, the
    # missing bid is annotated at the first card; 16, an abandoned session has no winner
    "rage7/01-4p-source-examples-clean.json": [],
    "rage7/02-4p-pm1-source-example.json": [(5, 3, "bid_forbidden_plus_minus_one")],
    "rage7/03-5p-pm1-dealer-zero.json": [(3, 4, "bid_forbidden_plus_minus_one")],
    "rage7/04-6p-card-played-twice.json": [(2, 32, "card_not_in_hand")],
    "rage7/05-3p-out-of-turn-lead.json": [(1, 15, "out_of_turn")],
    "rage7/06-7p-revoke-trump-led.json": [(3, 15, "revoke")],
    "rage7/07-8p-minus5-while-able.json": [(1, 19, "action_card_while_able_to_follow")],
    "rage7/08-5p-wild-without-colour.json": [(5, 12, "wild_without_colour")],
    "rage7/09-4p-bidding-starts-wrong-seat.json": [(4, 0, "bid_out_of_turn")],
    "rage7/10-6p-bid-out-of-range.json": [(7, 2, "bid_out_of_range")],
    "rage7/11-3p-score-sign-slip.json": [(4, 21, "wrong_score")],
    "rage7/12-5p-total-addition-slip.json": [(3, 47, "wrong_total")],
    "rage7/13-4p-changed-bid.json": [(2, 2, "repeated_bid")],
    "rage7/14-6p-stake-payment.json": [(9, 24, "unexpected_payment")],
    "rage7/15-3p-missing-bid.json": [(4, 2, "missing_bid")],
    "rage7/16-8p-abandoned-round.json": [],
    "rage7/17-7p-wrong-dealer.json": [(5, None, "wrong_dealer")],
    "rage7/18-6p-secret-durch-clean.json": [],
    "rage7/19-probe-missing-bid-later-total-slip.json": [(4, 2, "missing_bid"), (7, 16, "wrong_total")],
    "rage7/20-probe-missing-bid-impossible-score.json": [(4, 2, "missing_bid"), (4, 21, "wrong_score")],
    # session 15, Ulti round 8: each fault once, the source's worked examples, defenders' faults under
    # each revoke_penalty, score-sheet sessions. Its four (a) are fixed: 04, trumps never named are
    # taken from the record (the suit every lead fits), not replayed without trumps; 13, a card out
    # of turn mid-trick does not make the next player out of turn too; 14, the ulti seven given up
    # with an illegal card is early_trump_seven as well; 03, the first bidder's pass cites
    # ulti/auction.first. Its (b): 03, the code is illegal_bid, not no_contract
    "ulti8/01-session-worked-example-totals.json": [],
    "ulti8/02-session-sheet-faults.json": [
        (1, 40, "wrong_score"),
        (2, 47, "wrong_total"),
        (3, None, "wrong_dealer"),
    ],
    "ulti8/03-first-bidder-passes.json": [(0, 1, "illegal_bid")],
    "ulti8/04-trump-naming-faults.json": [(0, 5, "missing_trump"), (1, 5, "bad_trump")],
    "ulti8/05-compulsory-fold-session.json": [(1, 6, "fold_required")],
    "ulti8/06-play-after-fold.json": [(0, 7, "play_after_fold")],
    "ulti8/07-subcontra-beyond-max-level.json": [(0, 10, "illegal_double")],
    "ulti8/08-defender-revoke-default.json": [(0, 15, "revoke")],
    "ulti8/09-defender-no-trump-play-stands.json": [(0, 20, "failure_to_trump")],
    "ulti8/10-defender-no-overtake-void.json": [(0, 13, "failure_to_overtake")],
    "ulti8/11-payment-faults-session.json": [
        (0, None, "missing_payment"),
        (1, 38, "unexpected_payment"),
        (2, 40, "unexpected_penalty"),
    ],
    "ulti8/12-talon-points-decide-party-contra.json": [],
    "ulti8/13-defender-out-of-turn.json": [(0, 32, "out_of_turn")],
    "ulti8/14-ulti-seven-under-trump-lead.json": [
        (0, 10, "early_trump_seven"),
        (0, 10, "failure_to_overtake"),
    ],
    "ulti8/15-source-contra-example.json": [],
    "ulti8/16-auction-marriage-declarer-revoke.json": [
        (0, 4, "illegal_bid"),
        (1, 7, "false_marriage"),
        (2, 15, "revoke"),
    ],
    # session 15, Danish round 8 (danish7): the §18 table class by class, five- and six-deal sessions
    # with every payment, the source's own figures. Its (a) is fixed: 09, the new dealer's fine for
    # not moving the pools, which no record can show, is taken as the table found it (18.small,
    # unverifiable_penalty warning) instead of three violations
    "danish7/01-session5-clean.json": [],
    "danish7/02-session4-card-out-of-turn-totals.json": [(1, 25, "out_of_turn"), (2, 94, "wrong_total")],
    "danish7/03-session6-small-and-irreparable.json": [(1, None, "misdeal"), (3, 2, "illegal_skat")],
    "danish7/04-source-example-three-kings.json": [],
    "danish7/05-large-declare-before-dealer.json": [(0, 9, "declaration_before_dealer")],
    "danish7/06-large-lead-out-of-turn.json": [(0, 38, "out_of_turn")],
    "danish7/07-large-card-out-of-turn.json": [(0, 59, "out_of_turn")],
    "danish7/08-large-false-joker-demand.json": [(0, 92, "false_joker_demand")],
    "danish7/09-small-pools-not-moved.json": [],
    "danish7/10-small-misdeal-redeal.json": [(0, None, "misdeal")],
    "danish7/11-irreparable-skat-pagat-with-trumps.json": [(0, 8, "illegal_skat")],
    "danish7/12-irreparable-false-declaration.json": [(0, 10, "false_declaration")],
    "danish7/13-irreparable-hand-size-after-lead.json": [(0, 12, "misdeal")],
    "danish7/14-superficial-dead-suit-and-correction.json": [],
    # diff9 knock-on C3 (15.payments): each fine paid to a player instead of its pool is one wrong_payment
    "danish7/15-large-fine-paid-to-players.json": [
        (0, 23, "out_of_turn"),
        (0, 26, "wrong_payment"),
        (0, 27, "wrong_payment"),
    ],
    "danish7/16-last-trick-pagat-and-king-przydupek.json": [],
    "danish7/17-source-declaration-examples.json": [],
    # session 15, Tarocchini round 7: each fault once, the source's figures (93 card points, the 236
    # of declarations, the 75 of the full trump sequence, rounding), every Terziglio bid level, score
    # sheets. No (a). Its (c): 01, 05 and 11 never let a contatore stand for a suit sequence's Ace
    # ("Contatori не могут быть использованы для замены Angel или King"), so those scores are wrong
    "tarocchini7/01-otto-score-sheet.json": [(0, 67, "wrong_score"), (2, 66, "wrong_score")],
    "tarocchini7/02-otto-wrong-dealer.json": [(1, None, "wrong_dealer")],
    # the take written and no discard, the dealer playing 15 of his 17: the discard is unrecorded, not
    # missing (tarocchini/ottocento.discard, tarocchini16 A2), his two cards never played (6B 6S, legal);
    # the recorder's missing_discard was the all-or-nothing reading
    "tarocchini7/03-otto-missing-discard.json": [],
    "tarocchini7/04-otto-card-not-in-hand.json": [(0, 29, "card_not_in_hand")],
    "tarocchini7/05-otto-unexpected-penalty.json": [(0, 66, "unexpected_penalty"), (0, 68, "wrong_score")],
    "tarocchini7/06-otto-unexpected-payment.json": [(0, 70, "unexpected_payment")],
    "tarocchini7/07-otto-incomplete-record.json": [],
    "tarocchini7/08-otto-worked-combinations.json": [],
    "tarocchini7/09-terz-auction-pass-gioco-solo.json": [],
    "tarocchini7/10-terz-all-pass-then-played.json": [(0, 3, "deal_thrown_in")],
    "tarocchini7/11-terz-missing-bid.json": [
        (0, 2, "missing_bid"),
        (0, 61, "wrong_score"),
        (0, 63, "wrong_score"),
    ],
    "tarocchini7/12-terz-opponent-takes.json": [(0, 5, "illegal_take")],
    "tarocchini7/13-terz-wrong-rounding.json": [],
    "tarocchini7/14-terz-nineteen-no-exchange.json": [],
    "tarocchini7/15-terz-solo-failure-to-trump.json": [(0, 44, "failure_to_trump")],
    # the planted wrong rounding (236 written as 5, not 4) is gone: the Ace-counted reading
    # (ACE_READING) gives the declarer two four-card suit runs, 246, 4 short of 250, so 5 is that
    # reading's figure; the plant, fitting neither reading, is kept in test_tarocchini_ace_reading.py
    "tarocchini7/16-terz-wrong-rounding-2.json": [],
    "tarocchini7/17-otto-discard-trumps.json": [],
    "tarocchini7/18-otto-declaration-order.json": [],
    "tarocchini7/19-terz-exchange-all-eight.json": [],
    "tarocchini7/20-otto-discard-matto.json": [(0, 1, "illegal_discard")],
    "tarocchini7/21-otto-session-faults.json": [
        (0, 6, "bad_monte"),
        (1, 9, "late_declaration"),
        (2, 6, "repeated_declaration"),
        (3, 24, "revoke"),
    ],
    "tarocchini7/22-terz-session-faults.json": [
        (0, 0, "bid_out_of_turn"),
        (1, 1, "illegal_bid"),
        (2, 6, "false_declaration"),
        (3, 24, "out_of_turn"),
        (4, 67, "wrong_total"),
    ],
    # session 15, Galician round 10: five players over a whole round of sitters, each by-agreement
    # option with its money, the pool over six deals, play-only records. Its (a) is fixed: 05, a
    # szpricer called with the option off and followed by an ordinary deal passed on rejected the
    # whole transcript; the next deal is now replayed as what it is (26.szpricer). Its (b): 03/04,
    # the passer without cards shares as the king; 10/13, stakes into a pool an ultimo emptied;
    # 11, a symmetric contra win is multiplied by the purchase number
    "gd10/01-five-round-sitters.json": [],
    "gd10/02-five-sitter-faults.json": [
        (2, 0, "sitter_acted"),
        (3, 44, "unexpected_payment"),
        (4, None, "wrong_sitter"),
    ],
    "gd10/03-szpricer-won.json": [(1, None, "missing_payment"), (1, 46, "wrong_payment")],
    "gd10/04-szpricer-lost-contra.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (3, None, "missing_payment"),
        (3, None, "missing_payment"),
    ],
    "gd10/05-szpricer-option-off.json": [(0, 3, "illegal_szpricer")],
    "gd10/05b-probe-call-only.json": [(0, 3, "illegal_szpricer")],
    "gd10/05c-probe-option-on.json": [],
    "gd10/06-szpricer-three-players.json": [(0, 3, "illegal_szpricer")],
    "gd10/07-no-tarock-redeal.json": [(3, 0, "illegal_redeal")],
    "gd10/08-no-tarock-option-off.json": [(1, 0, "illegal_redeal")],
    "gd10/09-pool-stake20-percent20.json": [],
    # the deal after an ultimo won the pool writes no stake into the pool its shares refilled: that
    # table's practice, accepted (27.pool leniency, rulings review Q2)
    "gd10/10-pass-dealer-fee.json": [(3, None, "missing_payment")],
    "gd10/11-contra-symmetric.json": [(1, 46, "wrong_payment"), (1, 47, "wrong_payment")],
    "gd10/12-tarocks-if-won.json": [(2, 46, "wrong_payment"), (2, 47, "wrong_payment")],
    # the deal after an ultimo won the pool writes no stake into the pool its shares refilled: that
    # table's practice, accepted (27.pool leniency, rulings review Q2)
    "gd10/13-pool-session-six.json": [(5, 46, "wrong_payment")],
    "gd10/14-playonly-clean.json": [],
    "gd10/15-playonly-revoke.json": [(0, 15, "revoke")],
    "gd10/16-common-usage.json": [],
    # session 15, Danish round 9 (danish8): the Joker in depth (naming, claims, demands), the skat,
    # declarations at every size, the fourth player, score sheets without payments. No (a). Its
    # (b): 14, a record that seats the dealer out is a misdeal found at the first play; the faults
    # after the void deal are still annotated (18.void), 77 of them
    "danish8/01-joker-autoname-third-wins.json": [],
    "danish8/02-joker-void-no-claim-must-trump.json": [(0, 5, "failure_to_trump")],
    "danish8/03-joker-invalid-claim-and-unnamed.json": [
        (0, 6, "bad_joker_naming"),
        (1, 4, "joker_not_named"),
    ],
    "danish8/04-joker-demand-valid-positions.json": [],
    "danish8/05-joker-demand-late-and-by-holder.json": [(0, 89, "joker_demand_out_of_time")],
    "danish8/06-playonly-joker-after-void.json": [],
    "danish8/07-nolo-joker-in-pile.json": [],
    "danish8/08-tout-joker-in-opponent-pile.json": [],
    "danish8/09-skat-courts-legal-trump-kept-illegal.json": [(1, 2, "illegal_skat")],
    "danish8/10-4p-big-declarations-sitter-out.json": [],
    "danish8/11-eight-matadors-underpaid.json": [(0, 15, "wrong_payment")],
    "danish8/12-half-kings-wrong-missing.json": [(0, 2, "false_declaration")],
    "danish8/13-4p-sitter-demands-joker.json": [(0, 84, "sitter_acted")],
    "danish8/14-4p-dealer-sits-out.json": [
        (0, 0, "sitter_acted"),
        (0, 1, "sitter_acted"),
        (0, 4, "illegal_skat"),
        (0, 4, "misdeal"),
        (0, 4, "out_of_turn"),
        (0, 6, "sitter_acted"),
        (0, 7, "out_of_turn"),
        (0, 8, "sitter_acted"),
        (0, 10, "sitter_acted"),
        (0, 11, "out_of_turn"),
        (0, 12, "out_of_turn"),
        (0, 13, "sitter_acted"),
        (0, 14, "revoke"),
        (0, 15, "out_of_turn"),
        (0, 16, "revoke"),
        (0, 17, "out_of_turn"),
        (0, 18, "sitter_acted"),
        (0, 19, "out_of_turn"),
        (0, 20, "out_of_turn"),
        (0, 21, "sitter_acted"),
        (0, 22, "sitter_acted"),
        (0, 24, "out_of_turn"),
        (0, 25, "sitter_acted"),
        (0, 27, "out_of_turn"),
        (0, 28, "sitter_acted"),
        (0, 30, "out_of_turn"),
        (0, 31, "sitter_acted"),
        (0, 32, "out_of_turn"),
        (0, 34, "out_of_turn"),
        (0, 35, "sitter_acted"),
        (0, 36, "revoke"),
        (0, 37, "out_of_turn"),
        (0, 38, "out_of_turn"),
        (0, 39, "sitter_acted"),
        (0, 41, "out_of_turn"),
        (0, 42, "sitter_acted"),
        (0, 43, "sitter_acted"),
        (0, 45, "out_of_turn"),
        (0, 46, "sitter_acted"),
        (0, 48, "out_of_turn"),
        (0, 49, "sitter_acted"),
        (0, 51, "out_of_turn"),
        (0, 53, "sitter_acted"),
        (0, 55, "out_of_turn"),
        (0, 56, "out_of_turn"),
        (0, 57, "sitter_acted"),
        (0, 59, "sitter_acted"),
        (0, 61, "sitter_acted"),
        (0, 62, "out_of_turn"),
        (0, 63, "out_of_turn"),
        (0, 64, "sitter_acted"),
        (0, 65, "revoke"),
        (0, 66, "out_of_turn"),
        (0, 67, "sitter_acted"),
        (0, 68, "revoke"),
        (0, 69, "out_of_turn"),
        (0, 70, "sitter_acted"),
        (0, 72, "out_of_turn"),
        (0, 73, "sitter_acted"),
        (0, 75, "out_of_turn"),
        (0, 76, "sitter_acted"),
        (0, 78, "out_of_turn"),
    ],
    "danish8/15-score-sheet-no-payments.json": [],
    "danish8/16-score-sheet-chips-slips.json": [(1, 92, "wrong_score"), (2, 101, "wrong_total")],
    "danish8/17-joker-named-trumps-autoname.json": [],
    "danish8/18-4p-score-sheet-no-payments.json": [],
    # session 15, Tarocchini round 8: the Ottocento widow, discard and monte, declarations against
    # the hand after the discard, the game to exactly 800, Terziglio presets and options, play-only
    # records. No (a); its (c): 14, 16, 18 counted both odd cards in full (94 points, not 93)
    "tarocchini8/01-otto-widow-take-clean.json": [],
    "tarocchini8/02-otto-discard-mondo.json": [(0, 1, "illegal_discard")],
    "tarocchini8/03-otto-discard-sun-completes-sequence.json": [],
    "tarocchini8/04-otto-monte-not-unanimous.json": [],
    "tarocchini8/05-otto-monte-same-dealer-again.json": [(1, None, "wrong_dealer")],
    "tarocchini8/06-otto-monte-all-then-played.json": [(0, 4, "deal_thrown_in")],
    "tarocchini8/07-otto-monte-after-discard.json": [(0, 2, "bad_monte")],
    "tarocchini8/08-otto-declares-laid-away-queen.json": [(0, 5, "false_declaration")],
    "tarocchini8/09-otto-four-kings-as-two-cricche.json": [(0, 1, "false_declaration")],
    "tarocchini8/10-otto-discard-to-opponents-combinations.json": [
        (0, 66, "wrong_score"),
        (0, 67, "wrong_score"),
    ],
    "tarocchini8/11-otto-exactly-800.json": [],
    "tarocchini8/12-otto-play-only-revoke.json": [(0, 29, "revoke")],
    "tarocchini8/13-otto-play-only-clean.json": [],
    "tarocchini8/14-terz-nineteen-solo.json": [],
    "tarocchini8/15-terz-solo-doubles-all-tricks.json": [],
    "tarocchini8/16-terz-zero-sum-settlement.json": [],
    "tarocchini8/17-terz-play-only-gioco.json": [],
    "tarocchini8/18-terz-nineteen-zero-sum-solo-undoubled.json": [
        (0, 63, "wrong_score"),
        (0, 64, "wrong_score"),
        (0, 65, "wrong_score"),
    ],
    # session 15, Ulti round 9: the no-trump games in full, long auctions through the hierarchy, the
    # fold option's values, sessions kept as payments only, scores only, or both. Its two (a) are
    # fixed: 16, a suit named for betli is void and the play stays without trumps (auction.trump);
    # 13, a wrong payment in a deal that writes no total is not copied into the next total
    # (score.session: the last total plus the rules' nets since)
    "ulti9/01-long-auction-rows-1-10-rebetli.json": [],
    "ulti9/02-ladder-rows-20-28-equal-row25.json": [(0, 19, "illegal_bid")],
    "ulti9/03-betli-nt-order-clean.json": [],
    "ulti9/04-betli-declarer-no-overtake-nt-order.json": [(0, 12, "failure_to_overtake")],
    "ulti9/05-rebetli-lost-contra-recontra-scores-only.json": [],
    "ulti9/06-nt-durchmarsch-defender-10-under-K.json": [],
    "ulti9/07-open-durchmarsch-nt-under-12-option.json": [],
    "ulti9/08-open-betli-lost-subcontra-one-defender.json": [],
    "ulti9/09-fold-optional-session-full-sheet.json": [],
    "ulti9/10-fold-compulsory-scores-only-wrong-score.json": [(2, 40, "wrong_score")],
    "ulti9/11-betli-fold-illegal-then-named-trump-fold.json": [(0, 8, "illegal_fold")],
    "ulti9/12-nt-session-payments-only.json": [],
    "ulti9/13-session-full-sheet-betli-contra-wrong-payment.json": [(1, 36, "wrong_payment")],
    "ulti9/14-points-only-betli-not-over-ulti.json": [(0, 4, "illegal_bid")],
    "ulti9/15-points-without-party-40100-durch-over-red-ulti.json": [],
    "ulti9/16-betli-names-a-trump.json": [(0, 5, "bad_trump")],
    "ulti9/17-durchmarsch-7-ulti-durch-over-rebetli.json": [],
    "ulti9/18-nt-durchmarsch-defender-10-not-over-J.json": [(0, 29, "failure_to_overtake")],
    # session 15, Rage round 8: records as apps keep them (play-only, bids or scores or totals only,
    # mid-game starts), the stock running short, jokers led. Its (a) is fixed: 07 and 17, a stock
    # recorded as its trump card only leaves the later trump unknown, not absent; the tricks are
    # settled by who leads next (rage/ruling.stock-exhausted)
    "rage8/01-4p-playonly-midgame-clean.json": [],
    "rage8/02-5p-playonly-provable-faults.json": [
        (0, 6, "revoke"),
        (0, 21, "action_card_while_able_to_follow"),
    ],
    "rage8/03-6p-bids-only-scores-only-totals-only-clean.json": [],
    "rage8/04-5p-wrong-score-not-carried-into-totals.json": [(1, 29, "wrong_score")],
    "rage8/05-4p-totals-only-slip-once.json": [(0, 18, "wrong_total")],
    "rage8/06-8p-many-change-notrump-stock-prefix-clean.json": [],
    "rage8/07-7p-stock-recorded-only-trump-card.json": [],
    "rage8/08-4p-joker-led-clean.json": [],
    "rage8/09-5p-joker-led-revoke-and-action.json": [
        (0, 6, "revoke"),
        (0, 8, "action_card_while_able_to_follow"),
    ],
    "rage8/10-5p-several-faults-one-session.json": [
        (0, 1, "bid_out_of_turn"),
        (1, 8, "out_of_turn"),
        (2, 16, "wrong_score"),
        (2, 25, "unexpected_payment"),
    ],
    "rage8/11-3p-playonly-bid-out-of-range.json": [(0, 1, "bid_out_of_range")],
    "rage8/12-6p-playonly-card-not-in-hand.json": [(0, 8, "card_not_in_hand"), (1, 9, "card_not_in_hand")],
    "rage8/13-4p-playonly-joker-led-revoke.json": [(0, 5, "revoke")],
    "rage8/14-4p-score-sheet-only-addition-slip.json": [(1, 10, "wrong_total")],
    "rage8/15-3p-durch-per-seat-partial-sheet.json": [],
    "rage8/16-8p-round10-playonly-hidden-joker-led.json": [],
    "rage8/17-5p-probe-notrump-stock-recorded-only-trump-card.json": [],
    "rage8/18-4p-playonly-joker-named-trump-revoke.json": [(0, 5, "revoke")],
    # session 15, Galician round 11: premiums silent and announced for the player and the helpers,
    # won, lost and under contra; the ultimo and the pool; renonce under each renonce option; the
    # consolation at each purchase number. All 46 expectations agreed
    "gd11/02-announced-trull-made-kings-failed-contra.json": [],
    "gd11/03-helpers-trull-silent-kings-announced.json": [],
    "gd11/04-helper-tarocks-player-kings-failed.json": [(0, 46, "wrong_payment")],
    "gd11/05-tarocks-if-game-won.json": [],
    "gd11/06-ultimo-trull-contra-pool.json": [],
    "gd11/07-ultimo-silent-then-announced-lost.json": [],
    "gd11/08-player-renonce-premiums-defaults.json": [(0, 21, "revoke")],
    "gd11/10-player-renonce-lost-purchase2-all-paid.json": [(0, 17, "revoke")],
    "gd11/11a-helper-renonce-side.json": [(0, 13, "revoke")],
    "gd11/11b-helper-renonce-offender-contra.json": [(0, 26, "revoke")],
    "gd11/12a-ultimo-renonce-pool-paid.json": [(0, 15, "revoke")],
    "gd11/12b-ultimo-renonce-pool-untouched.json": [(0, 15, "revoke")],
    "gd11/13-consolation-as-lost-game-purchases.json": [
        (0, 24, "revoke"),
        (1, 13, "revoke"),
        (2, 20, "revoke"),
        (3, 14, "revoke"),
    ],
    "gd11/14-consolation-single-purchases.json": [(0, 24, "revoke"), (1, 13, "revoke"), (2, 20, "revoke")],
    "gd11/15-lost-games-purchases-silent-kings.json": [],
    "gd11/16-volat-announced-contra.json": [],
    "gd11/17-helper-trull-announced-player-contra.json": [(0, 8, "illegal_double")],
    "gd11/18-helper-premiums-announced-failed.json": [],
    # session 15, Rage round 9: every action card led, second and last; jokers naming each colour;
    # two jokers in a trick; NOTRUMP and CHANGE together; plus/minus one at its edges; a full ten-round
    # session. No (a). Its (b): 16, after a wrong lead the rightful leader's card is out of turn too
    # (rage/trick.turn: the others follow from the card led); 13-15, no trump is turned after a
    # NOTRUMP in the round's last trick (rage/action.notrump)
    "rage9/01-4p-r1-actions-led.json": [],
    "rage9/02-4p-r2-actions-second.json": [],
    "rage9/03-4p-r3-actions-last.json": [],
    "rage9/04-5p-r4-6-joker-each-colour.json": [],
    "rage9/05-3p-r7-10-two-jokers.json": [],
    "rage9/06-4p-r4-joker-then-change.json": [],
    "rage9/07-4p-r5-notrump-and-change.json": [],
    "rage9/08-5p-r3-revoke-after-action-lead.json": [(0, 7, "revoke")],
    "rage9/09-4p-r6-action-while-able.json": [
        (0, 5, "action_card_while_able_to_follow"),
        (0, 11, "action_card_while_able_to_follow"),
    ],
    "rage9/10-4p-r8-10-pm1-edges.json": [
        (0, 3, "bid_forbidden_plus_minus_one"),
        (2, 3, "bid_forbidden_plus_minus_one"),
    ],
    "rage9/11-3p-r1-secret-bid-range.json": [(0, 31, "bid_out_of_range")],
    "rage9/12-3p-r1-durch-bid-all.json": [],
    "rage9/13-5p-r1-10-full-session.json": [],
    "rage9/14-3p-r1-10-hidden-durch-session.json": [],
    "rage9/15-4p-r9-joker-trump-notrump.json": [],
    "rage9/16-4p-r8-9-joker-leads-next.json": [  # the skipped leader's card next is no second fault
        (0, 8, "out_of_turn"),
        (1, 13, "wrong_score"),
        (1, 15, "wrong_score"),
    ],
    "rage9/17-6p-r5-action-run-then-joker.json": [],
    "rage9/18-5p-r4-follow-after-action-leads.json": [
        (0, 4, "bid_out_of_range"),
        (0, 7, "revoke"),
        (0, 12, "revoke"),
    ],
    # session 15, Danish round 10 (danish9): the pools over long sessions, refills, fees, ultimos and
    # przydupek together, card-point bands, each payment wrong one way. Its two (a) are fixed: 05/04,
    # a refill too many or missing is the refill, not the session's foundation (the ledger's
    # alignment prefers the payment of the same recorded reason); 13, after a deal voided before
    # the lead the next dealer deals (wrong_dealer, and his fee is due). Its (b): 02, a pool shared
    # at the session's end in whole fives leaves the remainder in the pool (15.session-end)
    "danish9/01-session5-clean.json": [],
    "danish9/02-session-end-remainder.json": [],  # the whole pool as 95/100/95: as equal as 5s allow
    "danish9/03-refill-short.json": [(0, 96, "wrong_payment")],
    "danish9/04-refill-missing.json": [(0, None, "missing_payment")],
    "danish9/05-refill-extra.json": [
        (0, 106, "unexpected_payment"),
        (0, 107, "unexpected_payment"),
        (0, 108, "unexpected_payment"),
    ],
    # diff9 knock-on C3 (15.payments): a payment to or from the wrong party with the right amount is
    # one wrong_payment at it, not an unexpected and a missing payment
    "danish9/06-deal-fee-wrong-payer.json": [(2, 0, "wrong_payment"), (2, 1, "wrong_payment")],
    "danish9/07-king-lost-wrong-pool.json": [(0, 50, "wrong_payment")],
    "danish9/08-card-point-bands.json": [(2, 94, "wrong_payment"), (3, 99, "unexpected_payment")],
    "danish9/09-nolo-ultimo-paid.json": [(0, 89, "unexpected_payment"), (0, 90, "unexpected_payment")],
    "danish9/10-tout-refill-missing.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
    ],
    "danish9/11-redeal-no-trumps-midsession.json": [],
    "danish9/12-redeal-with-trump.json": [(1, 2, "redeal_with_trumps")],
    "danish9/13-void-then-wrong-dealer.json": [(0, 8, "illegal_skat"), (1, None, "wrong_dealer")],
    "danish9/14-declaration-paid-backwards.json": [(0, 11, "wrong_payment")],
    "danish9/15-pagat-trick-missing-pagat-lost-wrong.json": [
        (0, None, "missing_payment"),
        (1, 38, "wrong_payment"),
    ],
    # diff9 A4: of two King-pool shares to seat 0 the later (100) is the one too many, not the first;
    # diff9 knock-on C3: and it is the share due to seat 2, one wrong_payment
    "danish9/16-session-end-wrong-payee.json": [(1, 100, "wrong_payment")],
    "danish9/17-start-pools-extra-foundation.json": [
        (0, 0, "unexpected_payment"),
        (0, 1, "unexpected_payment"),
        (0, 2, "unexpected_payment"),
        (0, 3, "unexpected_payment"),
        (0, 4, "unexpected_payment"),
        (0, 5, "unexpected_payment"),
    ],
    "danish9/18-nolo-short-and-card-points.json": [(0, 94, "wrong_payment"), (0, 97, "unexpected_payment")],
    # session 15, Tarocchini round 9: combinations in depth (cricche, suit and trump sequences with
    # and without contatori, doubling), false declarations of each kind, Terziglio rounding at its
    # edges. No (a); its (c), every wrong_score it had: the auditor's model wanted sequences without
    # gaps, then found the source ("Король и как минимум две фигурные карты") reads as the engine
    # does (GAPLESS); since session 24 an Ottocento sheet that fits the runs without gaps is right
    # (tarocchini/combo.sequences, the gapless reading), so only the false declarations stay
    "tarocchini9/01-otto-three-cricche-doubled.json": [],
    "tarocchini9/02-otto-tarocchi-four-trumps-contatori.json": [],
    "tarocchini9/03-otto-false-trumps-two-contatori-grande.json": [(0, 3, "false_declaration")],
    "tarocchini9/04-otto-suit-sequences-3-4-5-doubled.json": [],
    "tarocchini9/05-otto-suit-sequence-two-contatori-in-a-row.json": [],
    "tarocchini9/06-otto-false-contatore-for-king-and-four-kings.json": [(0, 3, "false_declaration")],
    "tarocchini9/07-otto-moretti-six-aces-five-doubled.json": [],
    "tarocchini9/08-otto-false-moretti-one-real.json": [(0, 4, "false_declaration")],
    "tarocchini9/09-otto-wrong-score-no-after-play.json": [(0, 65, "wrong_score")],
    "tarocchini9/10-otto-matto-exchange-wrong-score.json": [(0, 65, "wrong_score"), (0, 66, "wrong_score")],
    "tarocchini9/11-otto-declared-less-than-held.json": [],
    "tarocchini9/12-otto-trumps-moon-and-16-replaced.json": [],
    "tarocchini9/13-terz-245-rounds-down.json": [],
    "tarocchini9/14-terz-246-up-and-250-exact.json": [],
    "tarocchini9/15-terz-296-written-as-5.json": [(0, 62, "wrong_score")],
    "tarocchini9/16-terz-solo-edge-doubled.json": [],
    # a Terziglio sheet read without gaps whose winner differs is right since session 25 (the tie)
    "tarocchini9/17-terz-tie-declarer-loses.json": [],
    "tarocchini9/18-terz-199-rounds-up.json": [],
    "tarocchini9/19-terz-false-four-tarocchi.json": [(0, 5, "false_declaration")],
    "tarocchini9/20-terz-tie-declarer-loses-postrun.json": [],
    "tarocchini9/21-terz-199-up-and-x45-down-postrun.json": [],
    # session 15, Ulti round 10: marriages in every context, silent 100, the talon's points, ulti won
    # and lost every way, red doubling, the UltiNet aces and tens, netted payments. No (a). Its (b):
    # 14, "20" said for the trump pair is a false marriage (ulti/marriage.held: the trump pair is 40);
    # 24, a red betli is a rebetli (ulti/goal.red). Its (c): 04, the 40 said by the wrong defender
    "ulti10/01-party-marriages-both-sides.json": [],
    "ulti10/02-red-party-40-hearts-wrong-payment.json": [(0, 37, "wrong_payment")],
    "ulti10/03-silent-100-two-twenties.json": [],
    # (since session 26 the payments, which count the 40 the wrong defender said, are read so: one
    # finding, ulti/marriage.held)
    "ulti10/04-defenders-silent-100-talon.json": [(0, 7, "false_marriage")],
    "ulti10/04b-defenders-silent-100-talon-right-holder.json": [],
    "ulti10/05-40-100-declarer-says-40-and-20.json": [(0, 6, "marriage_not_allowed")],
    "ulti10/06-40-100-exact-ten-in-talon-wrong-payment.json": [(0, 37, "wrong_payment")],
    "ulti10/07-ulti-seven-laid-away.json": [],
    "ulti10/08-ulti-defender-seven-wins-last.json": [],
    "ulti10/09-red-ulti-won-trumping-last.json": [],
    "ulti10/10-red-ulti-lost-silent-100.json": [],
    "ulti10/11-ultinet-four-aces-all-tricks.json": [],
    "ulti10/12-ultinet-four-tens-lost-contra.json": [],
    "ulti10/13-ultinet-four-aces-ace-laid-away-wrong-payment.json": [(0, 38, "wrong_payment")],
    "ulti10/14-party-trump-pair-said-20.json": [(0, 6, "false_marriage")],
    "ulti10/15-red-party-defender-silent-ulti-wrong-payment.json": [(0, 37, "wrong_payment")],
    "ulti10/16-red-40-100-ulti-contra-seven-beaten.json": [],
    "ulti10/17-20-100-two-pairs-only-one-counts.json": [],
    "ulti10/18-red-party-40-silent-100-silent-durchmarsch.json": [],
    "ulti10/19-20-100-pair-broken-by-discard.json": [],
    "ulti10/20-ultinet-40-100-four-aces.json": [],
    "ulti10/21-red-ulti-silent-100-netted-payments.json": [],
    "ulti10/22-red-ulti-silent-100-netted-one-wrong.json": [(0, 37, "wrong_payment")],
    "ulti10/23-red-20-100-won.json": [],
    "ulti10/24-red-betli-is-rebetli.json": [],
    "ulti10/25-red-four-aces-standard.json": [],
    "ulti10/26-ulti-last-trick-won-with-side-seven.json": [],
    "ulti10/27-red-party-contra-declarer-silent-ulti.json": [],
    # session 15, a fifth round for every game: the records a tournament director is handed in a
    # dispute (club sessions with the mistakes players make) and the format spec's own examples.
    # Rage, Galician and Tarocchini: no (a). Galician (b): 06, of two renonces only the first counts
    # (23.renonce); 09, after a wrong lead the rightful leader's card is out of turn too (5.turn).
    # Tarocchini (b): combo.sequences again (GAPLESS; the recorder counted the Ace after a gap, since
    # accepted, ACE_READING, and the 16 after a missing grande, still not), and totals checked against
    # the sheet. Danish
    # (a) fixed: 06/13, a payment made twice is the later one too many (the ledger pairs each due
    # with the payment nearest where it fell due). Ulti (a) fixed: 07/12/15, a score sheet without
    # payments is the deal's and the session's recorded settlement. The misdeals (hands of the
    # wrong size) are rejected, pinned in REJECTED below
    "danish10/01-session4-clean.json": [],
    "danish10/02-session3-revoke-noticed-late.json": [(1, 16, "revoke")],
    "danish10/03-session3-card-out-of-turn.json": [(1, 36, "out_of_turn")],
    "danish10/04-session3-skat-point-forgotten.json": [(2, 92, "wrong_payment")],
    "danish10/05-session3-joker-counted-to-winner.json": [(1, 100, "wrong_payment")],
    "danish10/06-session3-przydupek-paid-as-lost-king.json": [
        (1, 92, "wrong_payment"),
        (1, 93, "wrong_payment"),
        (1, 94, "wrong_payment"),
        (1, 96, "unexpected_payment"),
    ],
    "danish10/07-session4-king-ultimo-pool-short.json": [(3, 88, "wrong_payment")],
    "danish10/08-spec-declaration-example.json": [(0, 14, "wrong_payment")],
    "danish10/09-session5-score-sheet-slip.json": [(2, 103, "wrong_score")],
    "danish10/10-session3-pagat-trick-from-pool.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, 85, "unexpected_payment"),
    ],
    "danish10/11-4p-session4-clean.json": [],
    "danish10/12-session3-misdeal-before-play.json": [(1, None, "misdeal")],
    "danish10/13-session3-declaration-paid-twice.json": [(1, 93, "unexpected_payment")],
    "rage10/01-spec-example-completed.json": [],
    "rage10/02-spec-example-literal.json": [
        (0, 1, "missing_bid"),
        (0, 1, "missing_bid"),
        (0, 1, "missing_bid"),
    ],
    "rage10/03-4p-r1-4-club-clean.json": [],
    "rage10/04-5p-r3-5-revoke-noticed-late.json": [(1, 17, "revoke")],
    "rage10/05-3p-r6-8-revoke-table-penalty.json": [
        (0, 8, "revoke"),
        (0, 18, "unexpected_penalty"),
        (0, 20, "wrong_score"),
    ],
    "rage10/06-4p-r2-4-miscounted-trick.json": [(1, 37, "wrong_score")],
    "rage10/07-3p-r4-6-minus5-forgotten.json": [(1, 23, "wrong_score")],
    "rage10/08-5p-r5-7-dealer-leads.json": [(2, 5, "out_of_turn")],
    "rage10/10-3p-r9-10-joker-vs-trump.json": [(0, 10, "wrong_score"), (0, 11, "wrong_score")],
    "rage10/11-4p-r8-10-change-old-trump-credited.json": [(0, 16, "wrong_score"), (0, 18, "wrong_score")],
    "rage10/12-3p-r8-10-notrump-example-trick-to-trump.json": [(2, 6, "wrong_score"), (2, 7, "wrong_score")],
    "rage10/13-6p-r6-8-wrong-seat-leads-after-trump.json": [(1, 18, "out_of_turn")],
    "rage10/14-4p-r5-7-missed-bid-flat-minus5.json": [(1, 24, "wrong_score")],
    "rage10/16-4p-r8-9-action-card-turned-played-without-trump.json": [
        (0, 17, "wrong_score"),
        (0, 19, "wrong_score"),
    ],
    "rage10/17-spec-example-joker-trumped.json": [(0, 16, "wrong_score")],
    "rage10/18-4p-r4-6-revoke-trick-reassigned.json": [
        (1, 10, "revoke"),
        (1, 28, "wrong_score"),
        (1, 30, "wrong_score"),
    ],
    "gd12/01-club-session-clean-sheet.json": [],
    "gd12/02-late-revoke-player-settled.json": [(1, 22, "revoke")],
    "gd12/03-late-revoke-ignored-sheet.json": [(1, 24, "revoke")],
    "gd12/04-helper-tarock-lead-revoke.json": [(1, 13, "revoke")],
    "gd12/05-player-offsuit-discard-revoke.json": [(1, 9, "revoke")],
    "gd12/06-both-sides-revoke.json": [
        (1, 21, "revoke"),
        (1, 34, "revoke"),
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
    ],
    "gd12/07-miscounted-card-points.json": [(2, 44, "wrong_payment"), (2, 45, "wrong_payment")],
    "gd12/08-solo-talon-counted-for-player.json": [(1, 42, "wrong_payment"), (1, 43, "wrong_payment")],
    # a wrong lead the others follow on from is one fault (galician-tarok/5.turn; the auditor expected one)
    "gd12/09-wrong-seat-leads-midgame.json": [(1, 29, "out_of_turn")],
    "gd12/11-claim-after-next-deal.json": [(0, 45, "wrong_payment")],
    "gd12/12-digest-example-reproduced.json": [],
    "gd12/13-digest-example-reject-lost.json": [],
    "gd12/14-solo-helper-revoke.json": [(1, 20, "revoke")],
    "gd12/15-four-players-king-forgotten-renonce.json": [
        (2, 19, "revoke"),
        (2, 46, "wrong_score"),
        (2, 47, "wrong_score"),
    ],
    "tarocchini10/01-otto-club-session-clean.json": [],  # ACE_READING
    "tarocchini10/02-otto-late-revoke.json": [(1, 31, "revoke")],
    "tarocchini10/03-otto-played-out-of-turn.json": [
        (0, 66, "wrong_score"),
        (1, 22, "out_of_turn"),
        (1, 66, "wrong_score"),
        (2, 66, "wrong_score"),
    ],
    "tarocchini10/04-otto-miscounted-points.json": [(0, 65, "wrong_score"), (2, 66, "wrong_score")],
    "tarocchini10/05-otto-wrong-running-total.json": [(1, 67, "wrong_total")],
    # (0, 66) gone by ACE_READING; (0, 65) and (1, 65) are the trumps after a missing grande (GAPLESS)
    "tarocchini10/07-otto-table-penalty-for-revoke.json": [
        (0, 18, "revoke"),
        (0, 65, "wrong_score"),
        (0, 69, "unexpected_penalty"),
        (1, 65, "wrong_score"),
    ],
    "tarocchini10/08-otto-game-won-stake-paid.json": [(1, 69, "unexpected_payment")],
    "tarocchini10/09-otto-failure-to-trump.json": [(2, 28, "failure_to_trump"), (2, 65, "wrong_score")],
    "tarocchini10/10-otto-vocabulary-example-monte-refused.json": [],  # ACE_READING
    "tarocchini10/11-terz-club-session-clean.json": [],  # ACE_READING
    "tarocchini10/12-terz-late-revoke.json": [(1, 31, "revoke")],
    "tarocchini10/13-terz-wrong-leader.json": [(0, 35, "out_of_turn")],
    "tarocchini10/14-terz-wrong-game-points.json": [(1, 62, "wrong_score"), (1, 63, "wrong_score")],
    # tarocchini10/15: the reader counted the trumps past a missing grande; clean since session 35 (the
    # sheet fits that reading in every line, terziglio-auction-fresh (c))
    "tarocchini10/15-terz-vocabulary-example.json": [],
    "tarocchini10/16-terz-same-dealer-twice.json": [
        (0, 62, "wrong_score"),
        (0, 63, "wrong_score"),
        (2, None, "wrong_dealer"),
    ],
    "ulti11/01-spec-example-red-ulti-contra.json": [],
    "ulti11/02-spec-example-red-ulti-lost-contra.json": [],
    "ulti11/03-session-four-deals-clean.json": [],
    "ulti11/04-session-defender-revoke-late.json": [(1, 27, "revoke")],
    "ulti11/05-session-ulti-declarer-fails-to-trump.json": [(0, 21, "failure_to_trump")],
    "ulti11/06-session-void-deal-overtake.json": [(1, 16, "failure_to_overtake")],
    "ulti11/07-session-miscount-talon-points.json": [
        (1, 37, "wrong_score"),
        (1, 38, "wrong_score"),
        (1, 39, "wrong_score"),
    ],
    "ulti11/08-session-out-of-turn-follower.json": [(1, 19, "out_of_turn")],
    "ulti11/10-session-dealer-wrong-way.json": [(1, None, "wrong_dealer"), (2, None, "wrong_dealer")],
    "ulti11/11-session-silent-100-paid-as-party.json": [(1, 37, "wrong_payment"), (1, 38, "wrong_payment")],
    "ulti11/12-session-total-slip.json": [(2, 41, "wrong_total")],
    "ulti11/13-party-declarer-forty-and-twenty.json": [],
    "ulti11/14-session-play-stands-defender-no-trump.json": [(1, 25, "failure_to_trump")],
    "ulti11/15-session-declarer-revoke-scored-as-played.json": [(1, 29, "revoke")],
    # session 15, a sixth round for every game: each rule option's each value in a record where it
    # changes the verdict or the money, beside the same record under the default. Rage: 22 of 22
    # agreed (its file 14, an option value of the wrong type, is pinned in REJECTED)
    "rage11/01-pm1-true-dealer-completes-sum.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "rage11/02-pm1-false-same-record.json": [],
    "rage11/03-standard-dealer-bids-first.json": [(0, 0, "bid_out_of_turn")],
    "rage11/04-hidden-dealer-bids-first.json": [],
    "rage11/05-secret-dealer-bids-first.json": [],
    "rage11/06-secret-bids-after-play.json": [],
    "rage11/07-hidden-bids-after-play.json": [
        (0, 12, "bid_out_of_turn"),
        (0, 13, "bid_out_of_turn"),
        (0, 14, "bid_out_of_turn"),
        (0, 15, "bid_out_of_turn"),
    ],
    "rage11/08-standard-bids-after-play.json": [
        (0, 12, "bid_out_of_turn"),
        (0, 13, "bid_out_of_turn"),
        (0, 14, "bid_out_of_turn"),
        (0, 15, "bid_out_of_turn"),
    ],
    "rage11/09-durch-true-sheet-doubled.json": [],
    "rage11/10-durch-default-sheet-doubled.json": [(0, 18, "wrong_score")],
    "rage11/11-durch-default-sheet-single.json": [],
    "rage11/12-durch-true-sheet-single.json": [(0, 18, "wrong_score")],
    "rage11/13-durch-true-rounds-9-10-totals.json": [],
    # Tarocchini's sixth round: every option value (moretti_tie, monte, discard_credit, double_three,
    # widow, solo_doubles_all_tricks, settlement, signals). No (a); its (b): 13, a wrong score is
    # reported once, at the score, not again at the total that adds it (terziglio.total)
    "tarocchini11/01-terz-moretti-first-played.json": [],
    "tarocchini11/02-terz-moretti-same-plays-default.json": [(0, 35, "out_of_turn")],
    "tarocchini11/03-otto-monte-off-all-call-played.json": [
        (0, 0, "bad_monte"),
        (0, 1, "bad_monte"),
        (0, 2, "bad_monte"),
        (0, 3, "bad_monte"),
    ],
    "tarocchini11/04-otto-monte-on-all-call-redealt.json": [],
    "tarocchini11/06-otto-discard-credit-dealer-trick.json": [],
    "tarocchini11/07-otto-discard-credit-side-trick.json": [],
    "tarocchini11/08-otto-double-three-on.json": [],
    "tarocchini11/09-otto-double-three-off-written-doubled.json": [(0, 65, "wrong_score")],
    "tarocchini11/10-terz-nineteen-gioco.json": [],
    "tarocchini11/12-terz-solo-all-tricks-default.json": [],
    "tarocchini11/13-terz-solo-all-tricks-doubling-on-written-40.json": [(0, 58, "wrong_score")],
    "tarocchini11/14-terz-solo-all-tricks-zero-sum-doubled.json": [],
    "tarocchini11/15-terz-gioco-all-tricks-zero-sum.json": [],
    # Danish's sixth round (danish11): each value of the five penalty-class options. Its (a) is
    # fixed: 11/12, a redeal asked for while holding trumps and refused (the record plays on) is
    # checked and settled as played, the fine by its class (17.redeal). Its (b): 07/10, a void
    # deal's king and Pagat payments are not due (18.void)
    "danish11/01-revoke-default-irreparable.json": [(0, 22, "revoke")],
    "danish11/02-revoke-superficial.json": [(0, 22, "revoke")],
    "danish11/03-revoke-small.json": [(0, 22, "revoke")],
    "danish11/04-ftt-large-paid-as-small.json": [
        (0, 74, "failure_to_trump"),
        (0, 75, "wrong_payment"),
        (0, 76, "wrong_payment"),
    ],
    "danish11/05-joker-second-last-superficial.json": [(0, 86, "joker_second_last")],
    "danish11/06-joker-second-last-small.json": [(0, 86, "joker_second_last")],
    "danish11/07-joker-second-last-default.json": [(0, 86, "joker_second_last")],
    "danish11/08-joker-withheld-large.json": [(0, 85, "joker_withheld")],
    "danish11/09-joker-withheld-superficial.json": [(0, 85, "joker_withheld")],
    "danish11/10-joker-withheld-default.json": [(0, 85, "joker_withheld")],
    "danish11/11-false-redeal-default-large.json": [(0, 8, "redeal_with_trumps")],
    "danish11/12-false-redeal-superficial.json": [(0, 8, "redeal_with_trumps")],
    "danish11/13-false-redeal-irreparable.json": [(0, 8, "redeal_with_trumps")],
    "danish11/14-failed-tout-default-large.json": [(0, 93, "failed_tout")],
    # Ulti's sixth round: the options earlier rounds never set (silent bonuses under contra and in a
    # durchmarsch, silent four aces, open durchmarsch with trumps at 12, the bid hierarchies). No
    # (a); its (c): 08, the generator kept two cards it laid away (card_not_in_hand is right)
    "ulti12/01a-silent100-party-contra-applies.json": [],
    "ulti12/01b-silent100-party-contra-default.json": [(0, 39, "wrong_payment"), (0, 40, "wrong_payment")],
    "ulti12/02a-silent-durch-replaces-party.json": [],
    # (since session 31) the source gives both readings of silent_durchmarsch_scoring and no default
    # ("…という人も,…人もいます"): a record that leaves it to the default and pays the other is read
    # so; naming the default gives the findings the auditor expected (test_ulti_split_option_...)
    "ulti12/02b-silent-durch-replaces-party-default.json": [],
    "ulti12/03a-durch-no-silent-bonuses.json": [],
    "ulti12/03b-durch-no-silent-bonuses-default.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
    ],
    "ulti12/04a-silent-four-aces-on.json": [],
    "ulti12/04b-silent-four-aces-off.json": [(0, 41, "unexpected_payment"), (0, 42, "unexpected_payment")],
    "ulti12/05a-open-durch-trumps-12.json": [],
    "ulti12/05b-open-durch-trumps-12-default.json": [(0, 36, "wrong_payment"), (0, 37, "wrong_payment")],
    "ulti12/06-lone-trump-durch-not-alone.json": [(0, 1, "illegal_bid")],
    "ulti12/07a-40100-durch-over-red-ulti-above.json": [],
    "ulti12/07b-40100-durch-over-red-ulti-default.json": [(0, 4, "illegal_bid")],
    "ulti12/08-rebetli-over-40100-durch-points-without-party.json": [
        (0, 4, "illegal_bid"),
        (0, 21, "card_not_in_hand"),
    ],
    # Galician's sixth round: contra_on_pool, tarocks_paid, renonce_silent_premiums, consolation,
    # the pool options at 0, renonce_pool, the common_usage preset and contra_symmetric. All agreed
    "gd13/01a-ultimo-contra-failed-pool-default.json": [],
    "gd13/01b-ultimo-contra-failed-contra-on-pool.json": [],
    "gd13/02a-helper-tarocks-always.json": [],
    "gd13/02b-helper-tarocks-if-game-won.json": [],
    "gd13/03a-renonce-silent-kings-not-counted.json": [(0, 25, "revoke")],
    "gd13/03b-renonce-silent-kings-counted.json": [(0, 25, "revoke")],
    "gd13/04a-king-laid-away-k2-as-lost-game.json": [(0, 5, "illegal_discard")],
    "gd13/04b-king-laid-away-k2-single.json": [(0, 5, "illegal_discard")],
    "gd13/05-pool-off-planted-share.json": [(1, 46, "unexpected_payment")],
    "gd13/06-pool-zero-amounts-clean.json": [],
    "gd13/07a-ultimo-renonce-pool-with-ultimo.json": [(0, 16, "revoke")],
    "gd13/07b-ultimo-renonce-pool-untouched.json": [(0, 16, "revoke")],
    "gd13/08a-common-usage-contra-k2-won.json": [],
    "gd13/08b-common-usage-symmetric-off.json": [],
    # session 16, round 7: Danish §11-§18 paragraph by paragraph (danish12), Galician §24-§33 and
    # §18's worked numbers (gd14: §25 a change before the helpers answer stands, §24 a card taken back
    # by agreement, both fixed from this round), Ulti's bid table and point tables line by line (ulti13),
    # Tarocchini's Ottocento to 800 and Terziglio sessions (tarocchini12)
    "danish12/01-3p-session3-source-declarations-clean.json": [],
    "danish12/02-3p-nondealer-tout-pagat-last-clean.json": [],
    "danish12/03-3p-nondealer-tout-pagat-ultimo-paid.json": [
        (1, 93, "unexpected_payment"),
        (1, 94, "unexpected_payment"),
    ],
    "danish12/04-4p-tout-with-king-przydupek-clean.json": [],
    "danish12/05-3p-dealer-nolo-pagat-przydupek-clean.json": [],
    "danish12/06-4p-nolo-sitter-charged.json": [(1, 97, "unexpected_payment")],
    "danish12/07-4p-pagat-ultimo-session-end-sitter-share.json": [
        (2, None, "missing_payment"),
        (2, None, "missing_payment"),
    ],
    "danish12/08-3p-card-point-bands.json": [(0, 99, "wrong_payment")],
    "danish12/09-4p-three-kings-135-clean.json": [],
    "danish12/10-3p-card-out-of-turn-pagat-przydupek-clean.json": [(0, 44, "out_of_turn")],
    "danish12/11-4p-false-joker-demand-king-ultimo-clean.json": [(0, 92, "false_joker_demand")],
    "danish12/12-4p-pools-not-moved-small-clean.json": [],
    "danish12/13-4p-false-declaration-irreparable-clean.json": [(0, 13, "false_declaration")],
    "danish12/14-3p-pagat-trick-over-joker-lead-and-king-lost-trick24-clean.json": [],
    "danish12/15-3p-nolo-cancels-king-ultimo-with-przydupek-clean.json": [],
    "gd14/01-s18-formula-session-3p.json": [],
    "gd14/02-four-player-session.json": [],
    "gd14/03-five-player-session.json": [],
    "gd14/04-s25-announcement-changes.json": [(2, 8, "illegal_announcement")],
    "gd14/05-s24-helper-takes-back-card.json": [],
    "gd14/06-s27b-ultimo-trull-without-pagat.json": [],
    "gd14/07-s28-tape-passe-volat-auctions.json": [],
    "gd14/08-s31-claims-after-next-deal.json": [(1, 44, "wrong_payment"), (2, 0, "unexpected_payment")],
    "gd14/09-s30-s33-conduct-fine.json": [(0, 44, "unexpected_penalty")],
    "gd14/10-s25-laid-away-card-changed.json": [(0, 17, "card_not_in_hand")],
    "ulti13/01-red-open-durchmarsch-alone.json": [(1, 4, "illegal_bid")],
    "ulti13/02-red-40100-ulti-open-durch-od-lost-recontra.json": [],
    "ulti13/03-40100-ulti-open-durch-contra-chain.json": [],
    "ulti13/04-open-durchmarsch-rows-red-ladder.json": [(0, 7, "illegal_bid"), (0, 13, "illegal_bid")],
    "ulti13/05-both-defenders-contra.json": [],
    "ulti13/06-ultinet-ladder-clean.json": [],
    "ulti13/07-ultinet-equal-bids.json": [
        (0, 7, "illegal_bid"),
        (0, 13, "illegal_bid"),
        (0, 16, "illegal_bid"),
    ],
    "ulti13/08-ultinet-red-20100-durch-recontra.json": [],
    "ulti13/09-ultinet-session-table-values.json": [],
    "ulti13/10-points-without-party-tiebreak.json": [(0, 10, "illegal_bid")],
    "ulti13/11-points-only-equal-bids.json": [
        (0, 4, "illegal_bid"),
        (0, 10, "illegal_bid"),
        (0, 16, "illegal_bid"),
    ],
    "ulti13/12-four-aces-hierarchy-and-combination.json": [(0, 4, "illegal_bid"), (0, 13, "illegal_bid")],
    "ulti13/13-talon-bid-without-take.json": [(0, 2, "illegal_bid")],
    "ulti13/14-session-rows-16-19-17-partial.json": [],
    "ulti13/15-open-durch-trump-12-red-stays-24.json": [
        (0, 4, "illegal_bid"),
        (0, 10, "illegal_bid"),
        (0, 16, "illegal_bid"),
    ],
    # (b) the recorder paid 6 for a no-trump durchmarsch under durchmarsch_points 7; the engine reads
    # "7 点にする人もいます" as said of durchmarsch in general (ulti/goal.values)
    "ulti13/16-durchmarsch-7-red-and-no-trump.json": [
        (0, 4, "illegal_bid"),
        (1, 36, "wrong_payment"),
        (1, 37, "wrong_payment"),
    ],
    "tarocchini12/01-otto-session-to-800-clean.json": [],
    "tarocchini12/02-otto-running-total-slip-then-corrected.json": [(1, 68, "wrong_total")],
    "tarocchini12/03-otto-both-reach-800-on-declarations.json": [],
    "tarocchini12/04-otto-declarations-reach-800-then-overtaken.json": [],
    "tarocchini12/05-otto-game-won-then-new-game.json": [],
    "tarocchini12/06-otto-both-over-800-trailing-team-wins.json": [],
    "tarocchini12/07-otto-session-sheet-by-reason.json": [],
    "tarocchini12/08-otto-won-on-declarations-then-new-game.json": [],
    "tarocchini12/09-otto-post-false-declaration-no-win.json": [(0, 4, "false_declaration")],
    "tarocchini12/10-otto-post-sheet-slip-is-not-800.json": [(0, 67, "wrong_total")],
    "tarocchini12/11-terz-session-clean.json": [],
    "tarocchini12/12-terz-wrong-game-points.json": [(1, 64, "wrong_score")],
    "tarocchini12/13-terz-solo-widow-to-last-trick-opponent.json": [],
    "tarocchini12/14-terz-laid-away-aces-counted-after-play.json": [],
    # session 16, round 7: the format spec as a third-party developer reads it, every game (spec2; a
    # contra on red betli named as bid, 'betli', fixed from it)
    "spec2/d01-danish-four-players-sitter.json": [],
    "spec2/d02-danish-start-pools-aliases.json": [],
    "spec2/d03-danish-redeal-same-dealer.json": [],
    "spec2/g01-galician-four-king-pool-fool.json": [],
    "spec2/o01-ottocento-widow-talon-teams.json": [],
    "spec2/r01-rage-midsession-start-totals.json": [],
    "spec2/r02-rage-play-only-revoke.json": [(0, 13, "revoke"), (0, 35, "wrong_score")],
    "spec2/u01-ulti-talon-cycle-contra-fold.json": [],
    "spec2/u02-ulti-red-betli-contra.json": [],
    "spec2/z01-terziglio-preset-nineteen.json": [],
    # session 16, round 7: Ulti's play duties (follow, trump, overtake, with and without trumps), the
    # trump seven, 20/40 and the silent bonuses (ulti14); no (a)
    "ulti14/01-trump-follow-clean.json": [],
    "ulti14/02-fault-no-overtake-after-discard.json": [(0, 26, "failure_to_overtake")],
    "ulti14/03-fault-revoke-ruff.json": [(0, 20, "revoke")],
    "ulti14/04-fault-no-underruff.json": [(0, 14, "failure_to_trump")],
    "ulti14/05-betli-nt-clean.json": [],
    "ulti14/06-fault-betli-no-overtake-after-discard.json": [(0, 10, "failure_to_overtake")],
    "ulti14/07-ulti-seven-kept-clean.json": [],
    "ulti14/08-fault-ulti-seven-ruff.json": [(0, 19, "early_trump_seven")],
    "ulti14/09-fault-ulti-seven-underruff.json": [(0, 20, "early_trump_seven")],
    "ulti14/10-red-ulti-marriages-clean.json": [],
    "ulti14/11-silent-ulti-defender-beaten-by-partner.json": [],
    "ulti14/12-40-100-declarer-silent-ulti-lost.json": [],
    "ulti14/13-marriage-cards-in-trick1-clean.json": [],
    "ulti14/14-fault-two-twenties-one-pair.json": [(0, 8, "false_marriage")],
    "ulti14/15-party-four-marriages-no-trick.json": [],
    # session 16, round 8: Galician §1-§17 (gd15: a contra before the player's announcement is void,
    # each helper may say contra, a call past supracontra is a fault not a rejection; all fixed from it)
    "gd15/01-auction-jump-priority-opening-bottom.json": [],
    "gd15/02-auction-equal-bid.json": [(0, 1, "illegal_bid")],
    "gd15/03-auction-hold-faults.json": [(0, 0, "illegal_bid"), (1, 4, "illegal_bid")],
    "gd15/04-skiz-mond-laid-away-unannounced.json": [],
    "gd15/05-king-from-talon-laid-away-helper-tarocks.json": [(0, 4, "illegal_discard")],
    "gd15/06-contra-both-helpers-and-supracontra-by-other.json": [],
    "gd15/07-contra-before-the-take.json": [(0, 3, "illegal_double")],
    "gd15/07b-probe-contra-before-player-announces.json": [(0, 5, "illegal_double")],
    "gd15/08-contra-chain-faults.json": [
        (0, 10, "illegal_double"),
        (1, 9, "illegal_double"),
        (2, 11, "illegal_double"),
        (3, 10, "illegal_double"),
    ],
    "gd15/08b-probe-without-level16.json": [
        (0, 10, "illegal_double"),
        (1, 9, "illegal_double"),
        (3, 10, "illegal_double"),
    ],
    "gd15/09-one-five-refusals-sixth-card.json": [],
    "gd15/10-four-players-contra-lost-king-underpaid.json": [(0, 49, "wrong_payment")],
    "gd15/11-recontra-on-game-when-contra-on-trull.json": [(0, 9, "illegal_double")],
    "gd15/12-s5-underplay-and-undertrump.json": [],
    "gd15/13-contra-recontra-won-at-third-three-overpaid.json": [
        (0, 50, "wrong_payment"),
        (0, 51, "wrong_payment"),
    ],
    "gd15/14-five-players-sitter-paid.json": [(0, 48, "unexpected_payment")],
    # session 16, round 8: Rage faults a director is handed, one per session, 3-8 players (rage12; no (a);
    # its probe of a first bidder bidding last gave three bid_out_of_turn, now one), Danish §1-§10 (danish13;
    # no (a))
    "rage12/01-4p-r1-3-worked-example-clean.json": [],
    "rage12/02-6p-r3-5-notrump-change-wild-clean.json": [],
    "rage12/03-5p-r2-4-card-not-in-hand.json": [(1, 16, "card_not_in_hand")],
    "rage12/04-3p-r5-8-wrong-lead-after-action-trick.json": [(1, 6, "out_of_turn")],
    "rage12/05-4p-r1-3-bids-swapped.json": [(1, 0, "bid_out_of_turn")],
    "rage12/06-6p-r3-5-revoke-old-trump-led.json": [(1, 8, "revoke")],
    "rage12/07-5p-r4-6-change-while-able.json": [(1, 7, "action_card_while_able_to_follow")],
    "rage12/08-3p-r8-10-wild-without-colour.json": [(1, 3, "wild_without_colour")],
    "rage12/09-7p-r8-10-bid-out-of-range.json": [(1, 2, "bid_out_of_range")],
    "rage12/10-5p-r7-9-pm1-dealer-completes.json": [(1, 4, "bid_forbidden_plus_minus_one")],
    "rage12/11-8p-r1-2-wrong-score-minus5-sign.json": [(0, 95, "wrong_score")],
    "rage12/12-3p-r6-10-total-slip-carried.json": [(1, 19, "wrong_total")],
    "rage12/13-4p-r4-6-plus5-played-twice.json": [(1, 14, "card_not_in_hand")],
    "rage12/14-5p-r2-4-two-jokers-notrump-change-clean.json": [],
    "rage12/15-4p-r6-8-card-of-another-hand.json": [(1, 5, "card_not_in_hand")],
    "rage12/16-5p-r4-6-bids-swapped-mid-order.json": [(1, 2, "bid_out_of_turn")],
    "danish13/01-3p-pip-order-joker-while-holding-suit-clean.json": [],
    "danish13/02-3p-void-no-trumps-keeps-joker-discards-clean.json": [],
    "danish13/03-3p-joker-led-lowest-card-beats-it-king-lost-clean.json": [],
    "danish13/04-3p-joker-second-trumpless-third-must-trump-clean.json": [],
    "danish13/05-3p-joker-third-follows-seconds-discard-instead-of-trumping.json": [
        (0, 74, "failure_to_trump")
    ],
    "danish13/06-3p-joker-named-trumps-both-void-second-renames-clean.json": [],
    "danish13/07-3p-joker-renamed-suit-third-revokes.json": [(0, 89, "revoke")],
    "danish13/08-3p-matadors-count-from-mondo-down-clean.json": [],
    "danish13/09-3p-rich-cavalry-declared-full-irreparable.json": [(0, 10, "false_declaration")],
    "danish13/10-3p-dealer-one-joker-four-declarations-clean.json": [],
    "danish13/11-3p-skat-king-corrected-after-right-hand-declared.json": [
        (0, 8, "illegal_skat"),
        (0, 11, "illegal_skat"),
    ],
    "danish13/12-3p-skat-half-cavalry-court-laid-away.json": [(0, 8, "illegal_skat")],
    "danish13/13-4p-first-lead-by-dealers-left-hand.json": [(0, 14, "out_of_turn")],
    "danish13/14-3p-joker-second-plays-on-then-names.json": [(0, 73, "bad_joker_naming")],
    "danish13/15-3p-forced-skat-two-free-cards-one-court-shown-clean.json": [],
    "danish13/16-3p-forced-skat-court-laid-away-while-free-pip-kept.json": [(0, 8, "illegal_skat")],
    # session 16, round 8: Tarocchini play and combinations, both variants (tarocchini13; no (a))
    "tarocchini13/o01-clean-moretti-lead-matto-to-partner.json": [],
    "tarocchini13/o02-moretti-suit-lead-matto-exchange.json": [],
    "tarocchini13/o03-revoke-bagatto-on-batons.json": [(0, 27, "revoke")],
    "tarocchini13/o04-false-trump-run-over-missing-16.json": [(0, 3, "false_declaration")],
    "tarocchini13/o05-wrong-score-moretti-trick-to-first.json": [
        (0, 67, "wrong_score"),
        (0, 68, "wrong_score"),
        (0, 71, "wrong_score"),
        (0, 72, "wrong_score"),
    ],
    "tarocchini13/o06-trump-run-eleven-two-contatori-apart.json": [],
    "tarocchini13/o07-grande-and-16-replaced-declared-and-after-play.json": [],
    "tarocchini13/o08-after-play-contatori-for-16-and-15-end-run.json": [],
    "tarocchini13/o09-last-trick-decided-by-moretti-tie.json": [],
    "tarocchini13/t01-gioco-moretti-tie-matto-to-partner.json": [],
    "tarocchini13/t02-solo-widow-to-last-trick-declarer-matto-exchanged.json": [],
    "tarocchini13/t03-false-declaration-queen-laid-away.json": [(0, 6, "false_declaration")],
    "tarocchini13/t04-nineteen-three-moretti-opponents-declarations-not-pooled.json": [],
    "tarocchini13/t05-wrong-score-matto-left-with-declarer.json": [
        (0, 63, "wrong_score"),
        (0, 64, "wrong_score"),
    ],
    "tarocchini13/t06-failure-to-trump-only-a-moretto.json": [(0, 46, "failure_to_trump")],
    # session 16, round 8: play-only records in every game (playonly; Danish: a card played twice and a
    # failure to trump the later plays prove, and the session difference of a deal without payments, fixed
    # from it)
    "playonly/01-rage-playonly-clean.json": [],
    "playonly/02-rage-playonly-faults.json": [
        (0, 8, "revoke"),
        (0, 11, "action_card_while_able_to_follow"),
        (1, 26, "card_not_in_hand"),
    ],
    "playonly/03-danish-playonly-clean.json": [],
    "playonly/04-danish-playonly-faults-superficial.json": [
        (0, 22, "failure_to_trump"),
        (0, 28, "revoke"),
        (1, 27, "card_not_in_hand"),
        (1, 84, "joker_second_last"),
    ],
    "playonly/05-danish-playonly-4p-skat-truncated.json": [(0, 10, "illegal_skat")],
    "playonly/06-galician-playonly-solo-clean.json": [],
    "playonly/07-galician-playonly-faults.json": [
        (0, 16, "revoke"),
        (1, 35, "revoke"),
        (2, 14, "pagat_released"),
        (3, 22, "card_not_in_hand"),
    ],
    "playonly/08-ulti-playonly-clean.json": [],
    "playonly/09-ulti-playonly-faults-play-stands.json": [
        (0, 19, "failure_to_trump"),
        (0, 26, "failure_to_overtake"),
        (1, 18, "early_trump_seven"),
    ],
    "playonly/10-ottocento-playonly-clean.json": [],
    "playonly/11-ottocento-playonly-faults.json": [
        (0, 18, "revoke"),
        (0, 24, "failure_to_trump"),
        (0, 34, "card_not_in_hand"),
    ],
    "playonly/12-terziglio-playonly-revoke-truncated.json": [(0, 13, "revoke")],
    "playonly/13-probe-danish-duplicate-with-provable-faults.json": [
        (0, 22, "failure_to_trump"),
        (0, 28, "revoke"),
        (0, 94, "card_not_in_hand"),
    ],
    "playonly/14-probe-danish-truncated-provable-failure-to-trump.json": [
        (0, 22, "failure_to_trump"),
        (0, 28, "revoke"),
    ],
    "playonly/15-probe-galician-truncated-failure-to-trump.json": [(0, 35, "revoke")],
    "playonly/16-probe-ottocento-truncated-failure-to-trump.json": [
        (0, 18, "revoke"),
        (0, 24, "failure_to_trump"),
        (0, 34, "card_not_in_hand"),
    ],
    "playonly/17-probe-ulti-truncated-failure-to-trump.json": [(0, 19, "failure_to_trump")],
    "playonly/18-probe-danish-second-deal-unrecorded.json": [],
    "playonly/19-probe-ottocento-wrong-card-points.json": [(0, 65, "wrong_score")],
    # session 16, round 9: Ulti club sessions, silent bonuses, UltiNet sessions (ulti15; twelve cards dealt
    # to the wrong seat is now a misdeal played on, found once, not a rejection)
    "ulti15/01-session-rotation-silent-bonuses-fold-clean.json": [],
    "ulti15/02-session-wrong-first-bidder.json": [(1, 0, "out_of_turn")],
    "ulti15/03-session-red-silent-ulti-lost-wrong-payment.json": [(1, 39, "wrong_payment")],
    "ulti15/04-session-wrong-running-total.json": [(1, 41, "wrong_total")],
    "ulti15/05-ultinet-session-clean.json": [],
    "ulti15/06-silent-four-aces-both-sides.json": [],
    "ulti15/07-session-scores-only-silent-durchmarsch-and-ulti.json": [],
    "ulti15/08-six-deals-mixed-sheet-clean.json": [],
    "ulti15/09-ultinet-silent-durchmarsch-and-four-aces.json": [],
    "ulti15/10-forty-hundred-silent-bonuses-session.json": [],
    "ulti15/11-netted-payments-session-clean.json": [],
    # session 16, round 9: Danish Tout, Nolo and the ultimo premiums with the sitter (danish14; no (a))
    "danish14/01-3p-tout-two-king-przydupeks-clean.json": [],
    "danish14/02-4p-dealer-tout-king-przydupek-card-points-rounded-down.json": [(0, 113, "wrong_payment")],
    "danish14/03-3p-nolo-with-king-and-pagat-przydupek-clean.json": [],
    "danish14/04-3p-nolo-pagat-wins-last-pool-taken.json": [(0, 98, "unexpected_payment")],
    "danish14/05-3p-king-ultimo-przydupek-paid-in-first-clean.json": [],
    "danish14/06-4p-king-ultimo-takes-doubled-pool.json": [(0, 97, "wrong_payment")],
    "danish14/07-3p-joker-led-last-trick-autonamed-king-ultimo-clean.json": [],
    "danish14/08-4p-pagat-and-king-przydupek-trump-wins-last-trick-20.json": [(0, 100, "unexpected_payment")],
    "danish14/09-3p-second-last-trick-pagat-trick-king-lost-as-przydupek.json": [(0, 90, "wrong_payment")],
    "danish14/10-3p-session-tout-then-pagat-ultimo-stale-pool.json": [(1, 88, "wrong_payment")],
    "danish14/11-4p-pagat-ultimo-king-przydupek-sitter-refills-clean.json": [],
    "danish14/12-3p-tout-third-seat-joker-in-last-trick-clean.json": [],
    "danish14/13-3p-pagat-led-last-trick-lost-pool-underpaid.json": [(0, 94, "wrong_payment")],
    "danish14/14-4p-session3-przydupek-ultimo-nolo-clean.json": [],
    "danish14/15-3p-play-only-tout-two-king-przydupeks-clean.json": [],
    "danish14/16-3p-play-only-nolo-card-points-paid.json": [(0, 101, "unexpected_payment")],
    # session 16, round 9: Galician premiums announced and silent, made and failed, with contra and renonce
    # (gd16; a contra on announced tarocks, and §23's 'tylko konsolację' for premiums held and failed
    # after a renonce, fixed from it)
    "gd16/01-contra-on-announced-tarocks.json": [],
    "gd16/01b-probe-tarocks-without-contra.json": [],
    "gd16/02-contra-on-false-tarocks.json": [(0, 5, "wrong_tarock_count")],
    "gd16/02b-probe-false-tarocks-without-contra.json": [(0, 5, "wrong_tarock_count")],
    "gd16/03-premium-cards-outside-the-tricks.json": [],
    "gd16/04-both-sides-announce-tarocks.json": [],
    "gd16/05-player-renonce-failed-announced-premiums.json": [(0, 36, "revoke"), (1, 19, "revoke")],
    "gd16/06-player-renonce-helpers-premiums.json": [(0, 22, "revoke")],
    "gd16/07-helper-renonce-own-tarocks-player-ultimo.json": [(0, 18, "revoke")],
    "gd16/08-helpers-take-every-trick-contra.json": [],
    "gd16/09-silent-volat-contra-on-game.json": [],
    "gd16/10-silent-volat-player-renonce.json": [(0, 9, "revoke")],
    "gd16/11-four-players-helper-trull-failed-kings-contra.json": [],
    "gd16/12-ultimo-contra-recontra-purchase2-lost-game-contra.json": [],
    "gd16/13-silent-premiums-gathered-and-ultimo-beside-lost-game.json": [],
    "gd16/14-helper-announces-tarocks-he-lacks.json": [(0, 6, "wrong_tarock_count")],
    "gd16/15-announced-volat-failed-contra.json": [],
    "gd16/16-helper-renonce-player-announced-premiums.json": [(0, 9, "revoke")],
    # session 16, round 9: the HTTP API as an app developer meets it (api2; lone surrogates, 1e400 and
    # 5000-digit integers are now a 400, not a 500 or Infinity; instance keeps the path as sent; a bad rule
    # option no longer hides the deal problems)
    "api2/t01-rage-openapi-example.json": [],
    "api2/t02-rage-wrong-score.json": [(0, 8, "wrong_score")],
    "api2/t04-rage-four-players.json": [],
    "api2/t05-rage-null-optionals.json": [],
    "api2/t09-meta-unicode.json": [],
    "api2/t10-depth-64.json": [],
    # round api4: the HTTP API and the command line as an app developer and a tournament director meet
    # them. A deal whose result the rules cannot settle (no bids, an unrecorded auction) answers
    # settlement.recorded null though the record writes its scores or payments (api4 A1, open); the
    # format's own abridged example misses three bids (api4 c4)
    "api4/a1-rage-round-without-bids-scores-written.json": [],
    "api4/a1-ulti-auction-unrecorded-payments-written.json": [],
    "api4/a1-galician-auctions-unrecorded-payments-written.json": [],
    "api4/c4-spec-example-abridged.json": [
        (0, 1, "missing_bid"),
        (0, 1, "missing_bid"),
        (0, 1, "missing_bid"),
    ],
    # session 16, round 9: Tarocchini Terziglio's auction and exchange, Ottocento's discard (tarocchini14;
    # a monte asked after a silent player is no fault, fixed from it)
    "tarocchini14/o01-dealer-takes-widow-lays-back-ace-and-queen.json": [],
    "tarocchini14/o02-dealer-17-cards-lays-away-moretto-and-16-one-trick.json": [],
    "tarocchini14/o03-monte-five-cards-then-dealer-lays-away-knight-jack.json": [],
    "tarocchini14/t01-gioco-eldest-lays-back-a-taken-card.json": [],
    "tarocchini14/t02-two-passes-dealer-gioco-keeps-taken-king.json": [],
    "tarocchini14/t03-solo-overcalls-gioco-declarer-last-trick.json": [],
    "tarocchini14/t04-dealer-solo-over-gioco-lost-doubled.json": [],
    "tarocchini14/t05-all-pass-thrown-in-then-gioco.json": [],
    "tarocchini14/t06-monte-five-cards-then-lone-monte-refused.json": [],
    "tarocchini14/t07-nineteen-gioco-exchanges-whole-widow.json": [],
    "tarocchini14/t08-illegal-bid-dealer-gioco-over-gioco.json": [(0, 2, "illegal_bid")],
    "tarocchini14/t09-bid-out-of-turn-before-eldest.json": [(0, 0, "bid_out_of_turn")],
    "tarocchini14/t10-wrong-discard-taken-mondo-laid-back.json": [(0, 4, "illegal_discard")],
    "tarocchini14/t11-nineteen-gioco-one-trick-keeps-widow.json": [],
    "tarocchini14/t12-lone-monte-by-second-hand-then-played.json": [],
    "tarocchini14/t13-eldest-solo-two-passes-widow-to-opponent.json": [],
    # session 16, round 10: Galician long sessions at 3, 4 and 5 players with the pool and the sitter
    # (gd17; the pool now carries the money the record shows paid, and a pool total may follow the
    # sheet's own arithmetic, so one slip is reported once)
    "gd17/01-3p-eight-deals-sheet.json": [],
    "gd17/02-3p-wrong-pool-total.json": [(2, 51, "wrong_total")],
    "gd17/02b-probe-pool-slip-carried.json": [(2, 51, "wrong_total")],
    "gd17/03-4p-nine-deals-szpricer-sheet.json": [],
    "gd17/04-4p-wrong-running-total.json": [(4, 52, "wrong_total")],
    "gd17/04b-probe-seat-slip-carried.json": [(4, 52, "wrong_total")],
    "gd17/05-5p-ten-deals-sheet.json": [],
    "gd17/06-5p-szpricer-at-round-end.json": [],
    "gd17/07-5p-wrong-sitter.json": [(8, None, "wrong_sitter")],
    "gd17/08-4p-dealer-fee-szpricer.json": [],
    "gd17/09-3p-s31-short-share-carried.json": [(1, 47, "wrong_payment")],
    "gd17/09b-probe-pool-total-after-short-share.json": [(1, 47, "wrong_payment")],
    "gd17/09c-probe-failed-ultimo-after-short-share.json": [(1, 47, "wrong_payment")],
    "gd17/10-5p-resumed-midround.json": [],
    "gd17/11-3p-totals-every-other-deal.json": [],
    "gd17/12-4p-szpricer-ultimo.json": [],
    # session 16, round 10: Danish four-player sessions with void and redealt deals (danish15; the fee of a
    # seat dealing out of turn, and a turn's fee written with the deal dealt again, fixed from it)
    "danish15/01-4p-redeal-then-void-skat-session-end.json": [(3, 2, "illegal_skat")],
    "danish15/02-4p-after-redeal-next-seat-deals.json": [(2, None, "wrong_dealer")],
    "danish15/03-4p-after-void-skat-same-dealer-deals-again.json": [
        (1, 2, "illegal_skat"),
        (2, None, "wrong_dealer"),
    ],
    "danish15/04-4p-false-declaration-void-session5.json": [(1, 4, "false_declaration")],
    "danish15/05-4p-small-misdeal-redealt-then-late-misdeal-void.json": [
        (1, None, "misdeal"),
        (3, 6, "misdeal"),
    ],
    "danish15/06-4p-two-redeals-same-dealer-fee-once-clean.json": [],
    "danish15/07-4p-fee-paid-again-after-redeal.json": [
        (3, 0, "unexpected_payment"),
        (3, 1, "unexpected_payment"),
    ],
    "danish15/08-4p-sitter-asks-for-redeal.json": [(1, 2, "sitter_acted")],
    "danish15/09-4p-redeal-void-redeal-chain-session-end.json": [(2, 0, "illegal_skat")],
    "danish15/10-4p-totals-through-void-and-redeal.json": [(1, 5, "false_declaration")],
    "danish15/11-4p-session-ends-on-void-deal.json": [(3, 2, "illegal_skat")],
    "danish15/12-4p-midsession-start-redeal-first.json": [(2, 4, "false_declaration")],
    "danish15/13-4p-fee-written-after-redeal.json": [],
    "danish15/14-4p-after-small-misdeal-next-seat-deals.json": [
        (1, None, "misdeal"),
        (2, None, "wrong_dealer"),
    ],
    "danish15/15-4p-fee-missing-after-void-deal.json": [
        (1, 2, "illegal_skat"),
        (2, None, "missing_payment"),
        (2, None, "missing_payment"),
    ],
    "danish15/16-4p-false-redeal-irreparable-next-dealer.json": [(1, 2, "redeal_with_trumps")],
    # session 16, round 10: Rage variants over whole sessions, 3 and 8 players, mid-session starts (rage13).
    # Its (a), fixed in session 19: in probes 15 and 16 a lead out of turn right after a trick whose
    # trump the short recorded stock does not show settled that trick to the lowest seat that could
    # have won it, and later findings followed from that guess; the trick now stays open until a
    # later lead tells its trump (16: blue), or to the end (15: its scores are any of their values)
    "rage13/01-3p-r1-10-secret-hidden-pm1-durch-clean.json": [],
    "rage13/02-8p-r1-10-hidden-pm1-durch-clean.json": [],
    "rage13/03-8p-r1-short-stock-trump-same-colour-again-clean.json": [],
    "rage13/04-8p-r1-short-stock-impossible-leader.json": [(0, 64, "out_of_turn")],
    "rage13/05-8p-r8-10-start-pm1-forced-dealer-bid.json": [(2, 7, "bid_forbidden_plus_minus_one")],
    "rage13/06-3p-r5-10-start-durch-clean.json": [],
    "rage13/07-3p-r6-8-start-total-without-carry.json": [(0, 22, "wrong_total")],
    "rage13/08-8p-r9-10-secret-changed-bid.json": [(0, 22, "repeated_bid")],
    "rage13/09-8p-r8-10-durch-plus5-doubled.json": [(0, 37, "wrong_score")],
    "rage13/10-3p-r1-3-hidden-reverse-clean.json": [],
    "rage13/12-8p-r1-2-pm1-sum-over-clean.json": [],
    "rage13/13-3p-r8-10-start-secret-pm1-clean.json": [],
    "rage13/14-8p-r1-short-stock-last-trick-miscredited.json": [
        (0, 88, "wrong_score"),
        (0, 95, "wrong_score"),
    ],
    "rage13/15-probe-8p-r1-short-stock-impossible-leader-with-sheet.json": [(0, 64, "out_of_turn")],
    "rage13/16-probe-8p-r1-short-stock-wrong-lead-then-true-leads.json": [(0, 64, "out_of_turn")],
    # session 16, round 10: Tarocchini Ottocento options and Matto cases over sessions (tarocchini15; the
    # Matto's exchange card no longer counts in the giver's combinations, fixed from it; its file 15 keeps
    # the recorder's 522 for the winner, who by the ruling makes no combination with that card)
    "tarocchini15/01-session-default-by-reason-clean.json": [],
    "tarocchini15/02-session-last-trick-to-matto-side-wrong-score.json": [
        (1, 68, "wrong_score"),
        (1, 72, "wrong_score"),
    ],
    "tarocchini15/03-session-running-total-slip.json": [(1, 74, "wrong_total")],
    "tarocchini15/04-discard-credit-default-dealer-no-trick.json": [],
    "tarocchini15/05-discard-credit-side-trick-dealer-no-trick.json": [],
    "tarocchini15/06-moretti-tie-default-last-trick-matto.json": [],
    "tarocchini15/07-moretti-tie-first-played-last-trick-matto.json": [],
    "tarocchini15/08-double-three-default-doubled.json": [],
    "tarocchini15/09-double-three-off-not-doubled.json": [],
    "tarocchini15/10-signals-after-top-card.json": [],
    "tarocchini15/11-matto-led-to-last-trick.json": [],
    "tarocchini15/12-monte-then-sheet-declarations-written-first.json": [],
    "tarocchini15/13-matto-before-its-side-wins-a-trick.json": [],
    "tarocchini15/14-sheet-one-side-by-reason-other-whole.json": [],
    # the exchange card counts for the winner's combinations too (session 18): the sheet's 522 is right
    "tarocchini15/15-postrun-matto-exchange-card-is-an-ace.json": [],
    "tarocchini15/16-postrun-side-trick-dealer-side-no-trick-matto-to-opponents.json": [],
    # session 16, round 10: Ulti contra chains, 20/40 with 100 goals, records that stop early, play-only
    # (ulti16; a trump game whose record stops when every goal is lost and no silent bonus is left
    # to make is now settled too, ulti/ruling.play-stops: 06 and 07)
    "ulti16/01-40100-ulti-durch-chains-both-defenders.json": [],
    "ulti16/02-ulti-party-chain-to-16-other-defender-wrong-payment.json": [(0, 44, "wrong_payment")],
    "ulti16/03-betli-both-contra-recontra-one-subcontra.json": [],
    "ulti16/04-nt-durchmarsch-lost-trick2-stops-one-defender-wrong-payment.json": [(0, 15, "wrong_payment")],
    "ulti16/05-playonly-rebetli-lost-trick3-stops-one-contra.json": [],
    "ulti16/06-red-40100-lost-trick5-stops-contra-binds-both-wrong-payment.json": [(0, 23, "wrong_payment")],
    "ulti16/06b-probe-same-deal-played-out.json": [(0, 38, "wrong_payment")],
    "ulti16/07-trump-durchmarsch-lost-trick3-stops-subcontra.json": [],
    "ulti16/07b-probe-same-deal-played-out.json": [],
    "ulti16/08-trump-durchmarsch-held-40-no-silent-100.json": [],
    "ulti16/09-ulti-durch-declarer-says-40-no-silent-100.json": [(0, 6, "marriage_not_allowed")],
    "ulti16/10-40100-defender-says-40-and-20-no-silent-100.json": [(0, 9, "marriage_not_allowed")],
    "ulti16/11-playonly-ulti-lost-chain-penalty-wrong-payment.json": [(0, 48, "wrong_payment")],
    "ulti16/12-nt-open-durchmarsch-both-contra-one-chain-16-wrong-payment.json": [(0, 42, "wrong_payment")],
    "ulti16/13-20100-durch-chains-netted-payments.json": [],
    "ulti16/14-playonly-session-open-betli-stops-red-40100-ulti-wrong-score.json": [
        (1, 38, "wrong_score"),
        (1, 39, "wrong_score"),
        (1, 40, "wrong_score"),
    ],
    # session 16, round 11: records that leave things out (gd18: a helper's answer or contra after the
    # player laid away stands on his unrecorded 'nic', fixed; and, fixed in session 17, a play-only
    # record whose take or discard is not written had the player 'not buy' (09, 09b, 11); danish16: pairs netting their
    # payments get one payment_reason warning, fixed; and, fixed in session 17, a skat or declarations
    # left unwritten beside the other written (02, 03, 07), a skat shown by the cards never played
    # judged (04, 16), a play-only skat deduced from the pack (05, 06); rage14: a stock written [] is one not kept (01-03, 14, 15) and a record resumed
    # without start.totals takes its first totals as the base (06), and a round without its last
    # trick is judged over the ways to play the rest (10, 11, 12), fixed in session 17)
    "gd18/01-helpers-dobrze-omitted.json": [],
    "gd18/02-no-announcements-recorded.json": [],
    "gd18/02b-probe-nic-written-before-contra.json": [],
    "gd18/03-second-helper-announces-first-silent.json": [],
    "gd18/03b-probe-nic-written.json": [],
    "gd18/04-no-announcements-player-revoke.json": [(0, 25, "revoke")],
    "gd18/05-payments-netted-per-pair.json": [],
    "gd18/06-netted-payments-tarocks-missed.json": [(1, 43, "wrong_payment")],
    "gd18/07-score-sheet-instead-of-payments.json": [],
    "gd18/08-score-sheet-33-written-as-won.json": [
        (1, 42, "wrong_score"),
        (1, 43, "wrong_score"),
        (1, 44, "wrong_score"),
    ],
    "gd18/09-playonly-talon-no-take-no-discard.json": [],
    "gd18/09b-probe-take-written-discard-omitted.json": [],
    "gd18/10-playonly-no-talon-take-recorded.json": [],
    "gd18/11-playonly-plays-and-payments-only.json": [],
    "gd18/12-playonly-helper-revoke.json": [(0, 16, "revoke")],
    "gd18/13-all-pass-deals-recorded-to-the-auction.json": [],
    "gd18/14-pool-as-running-figure-only.json": [],
    "gd18/15-4p-ultimo-pagat-led-early.json": [(0, 15, "pagat_released")],
    "gd18/16-all-pass-then-same-dealer.json": [(1, None, "wrong_dealer")],
    "danish16/01-3p-plays-alone-pair-netted-king-ultimo-clean.json": [],
    "danish16/02-3p-declarations-unrecorded-but-paid-clean.json": [],
    "danish16/03-3p-skat-unrecorded-declarations-recorded-clean.json": [],
    "danish16/04-3p-plays-alone-king-left-in-skat.json": [(0, 0, "illegal_skat")],
    "danish16/05-3p-play-only-no-skat-score-sheet-clean.json": [],
    "danish16/06-3p-play-only-no-skat-card-points-skat-point-forgotten.json": [(0, 88, "wrong_payment")],
    "danish16/07-3p-score-sheet-three-deals-mixed-records-clean.json": [],
    "danish16/08-3p-score-sheet-skat-point-left-out-of-score.json": [(0, 79, "wrong_score")],
    "danish16/09-4p-plays-alone-pair-netted-pagat-ultimo-sitter-refill-clean.json": [],
    "danish16/10-3p-plays-alone-pair-netted-one-pair-short.json": [(0, 76, "wrong_payment")],
    "danish16/11-3p-dealer-pass-unrecorded-declarations-written-clean.json": [],
    "danish16/12-3p-plays-alone-reasonless-payments-revoke-large.json": [(0, 15, "revoke")],
    "danish16/13-3p-full-record-pair-netted-square-pair-clean.json": [],
    "danish16/14-3p-midsession-king-ultimo-takes-carried-pool-only.json": [(0, 92, "wrong_payment")],
    "danish16/15-4p-plays-alone-sitter-pays-for-declaration.json": [(0, 4, "unexpected_payment")],
    "danish16/16-3p-play-only-mondo-never-played.json": [(0, 0, "illegal_skat")],
    "rage14/01-4p-r3-5-playonly-stock-none-full-turned-clean.json": [],
    "rage14/02-4p-r4-playonly-no-stock-fourth-plus5.json": [(0, 31, "card_not_in_hand")],
    "rage14/03-5p-r6-7-playonly-no-stock-provable-revoke.json": [(0, 7, "revoke")],
    "rage14/14-4p-r8-9-playonly-null-stock-dealer-leads.json": [(1, 4, "out_of_turn")],
    "rage14/15-4p-r5-6-hands-no-stock-clean.json": [],
    "rage14/04-4p-r1-2-no-bids-clean.json": [],
    "rage14/05-4p-r5-6-no-bids-impossible-score.json": [(1, 22, "wrong_score")],
    "rage14/06-5p-r6-8-resumed-no-start-total-slip.json": [(1, 33, "wrong_total")],
    "rage14/07-4p-r1-3-partial-sheet-skipped-total-clean.json": [],
    "rage14/08-4p-r1-3-partial-sheet-skipped-round-forgotten.json": [(2, 37, "wrong_total")],
    "rage14/09-4p-r7-8-last-trick-unrecorded-hands-known-clean.json": [],
    "rage14/10-4p-r7-8-last-trick-unrecorded-hands-known-heap-forgotten.json": [(0, 18, "wrong_score")],
    "rage14/11-4p-r3-4-playonly-last-trick-unrecorded-full-stock-clean.json": [],
    "rage14/12-5p-r5-playonly-last-trick-unrecorded-impossible-score.json": [(0, 30, "wrong_score")],
    "rage14/13-4p-r6-8-playonly-no-bids-totals-only-clean.json": [],
    # session 16, round 11: Tarocchini records that leave things out (tarocchini16). Its (a) findings
    # A1-A5 are fixed: a play-only Ottocento whose unplayed cards are the dealer's discard (o01, p1);
    # the Terziglio widow counts no card a trick holds (t04, t09's count); a discard left unwritten
    # beside written declarations or take is inferred (o07, t09), and a gioco exchange left unwritten
    # beside the auction (t03); declarations left unwritten are what the hands hold, or nothing (o03,
    # t06). Every file now agrees with its EXPECTED.md
    "tarocchini16/o01-playonly-widow-played-dealer-laid-away-king.json": [(0, 0, "illegal_discard")],
    "tarocchini16/o02-hands-given-play-only-sheet-card-count-only.json": [],
    "tarocchini16/o03-hands-given-declarations-not-written-whole-score.json": [],
    "tarocchini16/o04-hands-given-exchange-not-written-dealer-revokes-holding-widow-card.json": [
        (0, 3, "revoke")
    ],
    "tarocchini16/o05-playonly-false-declaration-kings.json": [(0, 2, "false_declaration")],
    "tarocchini16/o06-resumed-playonly-widow-laid-away-total-slip.json": [(1, 65, "wrong_total")],
    "tarocchini16/o07-declarations-written-exchange-not-written.json": [],
    "tarocchini16/p1-postrun-o06-no-talon-totals-correct.json": [],
    "tarocchini16/t01-no-auction-hands-given-exchange-inferred-from-play.json": [],
    "tarocchini16/t02-no-auction-playonly-provable-revoke.json": [(0, 19, "revoke")],
    "tarocchini16/t03-gioco-exchange-not-written-scored.json": [],
    "tarocchini16/t04-solo-declarer-plays-a-widow-card.json": [(0, 51, "card_not_in_hand")],
    "tarocchini16/t05-resumed-no-auction-deal-then-total-slip.json": [(1, 65, "wrong_total")],
    "tarocchini16/t06-declarations-not-written-totals-only.json": [],
    "tarocchini16/t07-no-auction-false-declaration-kings.json": [(0, 0, "false_declaration")],
    "tarocchini16/t08-nineteen-playonly-no-auction-matto-excuse.json": [],
    "tarocchini16/t09-gioco-take-written-discard-not.json": [],
    # session 16, round 11: Ulti auctions in depth (ulti17; no (a) in its files)
    "ulti17/01-long-talon-round-ulti-seven-from-talon.json": [],
    "ulti17/02-self-raise-twice-red-40100-exact.json": [],
    "ulti17/03-durch-above-red-rebetli-over-row9prime.json": [],
    "ulti17/04-points-without-party-six-bids-red-ulti.json": [],
    "ulti17/05-explicit-party-ulti-bid-ulti-lost.json": [],
    "ulti17/06-fault-self-raise-out-of-turn.json": [(0, 3, "out_of_turn")],
    "ulti17/07-fault-pwp-equal-bid-20100-durch.json": [(0, 9, "illegal_bid")],
    "ulti17/08-fault-discard-card-not-held.json": [(0, 7, "illegal_discard")],
    "ulti17/09-dealer-passes-then-red-ulti-contra-won.json": [],
    "ulti17/10-session-fold-betli-by-dealer-40100-lost.json": [],
    "ulti17/11-durch-above-red-ulti-durch-over-red-four-aces.json": [],
    "ulti17/12-compulsory-fold-escaped-by-self-raise-red-party.json": [],
    "ulti17/13-durch-above-red-open-betli-over-red-ulti-durch.json": [],
    "ulti17/14-four-aces-40100-combo-no-party.json": [],
    "ulti17/15-ultinet-lone-durchmarsch-no-trump-unannounced.json": [],
    "ulti17/16-durch-above-red-over-explicit-red-party-ulti.json": [],
    # session 17, round 12: the least-probed parts of each source, complete records (rage15,
    # tarocchini17: no (a); gd19: a trick's last card changed by a seat that did not win it, when the
    # new card proves the first a renonce, is a §24 take-back, fixed (04); ulti18: defenders' silent
    # 100 without a trick, fixed (16); danish17: several declarations paid short in one payment is one
    # wrong payment (06), a correction's surplus handed back nets within its reason (03), fixed)
    "rage15/01-4p-r5-6-wild-trump-led-then-wild-made-trump-by-change-clean.json": [],
    "rage15/02-6p-r3-4-three-changes-one-trick-clean.json": [],
    "rage15/03-8p-r7-8-eight-action-cards-one-trick-joker-last-clean.json": [],
    "rage15/04-8p-r1-all-changes-notrumps-full-stock-hidden-pm1-clean.json": [],
    "rage15/05-7p-r1-10-durch-pm1-session-clean.json": [],
    "rage15/06-3p-r1-10-secret-durch-missed-bid-clean.json": [],
    "rage15/07-5p-r4-5-two-jokers-second-named-trump-beats-later-trump-clean.json": [],
    "rage15/08-4p-r2-3-all-action-trick-joker-last-wrong-leader.json": [(0, 8, "out_of_turn")],
    "rage15/09-5p-r4-5-revoke-colour-set-by-wild-after-change-lead.json": [(0, 7, "revoke")],
    "rage15/10-3p-r9-10-negative-bid.json": [(1, 1, "bid_out_of_range")],
    "rage15/11-6p-r5-6-revoke-old-trump-after-change-turned-led-colour.json": [(0, 8, "revoke")],
    "rage15/12-7p-r1-10-durch-pm1-final-total-slip.json": [(9, 22, "wrong_total")],
    "rage15/13-8p-r2-3-secret-pm1-bids-sum-to-tricks.json": [(0, 78, "bid_forbidden_plus_minus_one")],
    "rage15/14-5p-r6-7-plus5-while-able-after-wild-led-as-trump.json": [
        (0, 6, "action_card_while_able_to_follow")
    ],
    "rage15/15-5p-r9-10-notrump-first-trick-change-in-last-trick-timestamps-clean.json": [],
    "rage15/16-3p-r1-all-sixteen-action-cards-dealt-clean.json": [],
    "gd19/01-take-back-until-covered-lead-and-follow.json": [],
    "gd19/02-take-back-never-follow-changed.json": [(0, 22, "out_of_turn")],
    "gd19/03-take-back-default-lead-changed.json": [(0, 18, "out_of_turn")],
    "gd19/04-take-back-default-third-card-revoke-corrected.json": [],
    "gd19/04b-probe-without-the-taken-back-card.json": [],
    "gd19/05-solo-volat-twelve-tarocks-trull-ultimo-contra.json": [],
    "gd19/06-one-silent-volat-then-solo-exactly-33.json": [],
    "gd19/07-eleven-tarocks-contra-recontra-if-game-won-lost-purchase2.json": [],
    "gd19/08-trull-supracontra-ultimo-contra-pagat-beaten-last-trick.json": [],
    "gd19/09-four-players-pool-odd-options-session.json": [],
    "gd19/10-trick-winners-pagat-alone-and-offsuit-discard.json": [],
    "gd19/11-player-revoke-penalty-recorded.json": [(0, 18, "revoke")],
    "gd19/12-common-usage-redeal-holding-only-skiz.json": [(1, 0, "illegal_redeal")],
    "gd19/13-contra-symmetric-top-won-recontra.json": [],
    "gd19/14-announced-volat-two-paid-as-silent.json": [
        (0, 44, "wrong_payment"),
        (0, 45, "wrong_payment"),
        (0, 46, "wrong_score"),
        (0, 47, "wrong_score"),
        (0, 48, "wrong_score"),
    ],
    "gd19/15-four-players-helper-twelve-tarocks-contra-lost.json": [],
    "tarocchini17/01-otto-four-cricche-doubled-and-four-tarocchi.json": [],
    "tarocchini17/02-otto-session-monte-between-and-three-quadruple-cricche.json": [],
    "tarocchini17/03-otto-suit-sequence-matto-stands-for-the-ace.json": [],
    "tarocchini17/04-otto-trump-sequence-bagatto-stands-for-the-15.json": [],
    "tarocchini17/05-otto-after-play-two-suit-sequences-doubled.json": [],
    "tarocchini17/06-otto-after-play-trumps-angel-down-to-the-5.json": [],
    "tarocchini17/07-otto-false-cricca-of-tarocchi-with-the-sun.json": [(0, 2, "false_declaration")],
    "tarocchini17/08-otto-round-suit-ace-wins-the-last-trick.json": [],
    "tarocchini17/09-otto-declared-kings-not-counted-again-after-play.json": [(0, 67, "wrong_score")],
    "tarocchini17/10-otto-800-reached-in-second-deal.json": [],
    "tarocchini17/11-terz-gioco-declarer-takes-every-trick-opponent-plays-matto.json": [],
    "tarocchini17/12-terz-declarer-loses-only-the-matto-trick-sheet-writes-40.json": [(0, 60, "wrong_score")],
    "tarocchini17/13-terz-gioco-opponents-take-every-trick.json": [],
    "tarocchini17/14-terz-solo-moretti-six-aces-six-contatori-in-three-places.json": [],
    "tarocchini17/15-terz-gioco-opponents-take-every-trick-sheet-counts-instead.json": [
        (0, 63, "wrong_score"),
        (0, 64, "wrong_score"),
    ],
    "tarocchini17/16-terz-solo-declarer-leads-matto-to-last-trick-widow-to-opponents.json": [],
    "danish17/01-3p-failed-tout-irreparable-lost-last-trick.json": [(0, 92, "failed_tout")],
    "danish17/02-3p-failed-tout-superficial-nolo-cancels-king-ultimo.json": [(0, 92, "failed_tout")],
    "danish17/03-3p-declaration-corrected-down-partial-refund-clean.json": [],
    "danish17/04-3p-declaration-corrected-down-refund-missing.json": [
        (0, 11, "wrong_payment"),
        (0, 12, "wrong_payment"),
    ],
    "danish17/05-3p-forced-skat-seven-declarations-shown-clean.json": [],
    "danish17/06-3p-forced-skat-paid-for-kept-hand.json": [(0, 11, "wrong_payment")],
    "danish17/07-3p-joker-withheld-small.json": [(0, 87, "joker_withheld")],
    "danish17/08-3p-joker-second-last-large.json": [(0, 92, "joker_second_last")],
    "danish17/09-3p-false-redeal-small.json": [(0, 8, "redeal_with_trumps")],
    "danish17/10-3p-revoke-large-revoker-takes-king-ultimo.json": [(0, 35, "revoke")],
    "danish17/11-3p-same-seat-lead-and-card-out-of-turn.json": [
        (0, 35, "out_of_turn"),
        (0, 63, "out_of_turn"),
    ],
    "danish17/12-3p-joker-demanded-led-void-renamed-clean.json": [],
    "danish17/13-4p-start-pagat-pool-empty-two-deals-totals-session-end-clean.json": [],
    "danish17/14-3p-lowercase-codes-fool-alias-clean.json": [],
    "danish17/15-3p-joker-led-pagat-takes-trick-king-discarded-clean.json": [],
    "ulti18/01-party-all-tricks-lost-on-marriages.json": [],
    "ulti18/02-ulti-without-seven-defender-seven-beaten.json": [],
    "ulti18/03-ulti-durch-without-seven-durch-recontra.json": [],
    "ulti18/04-ultinet-four-aces-defenders-take-all.json": [],
    "ulti18/05-20100-ulti-contra-chain-subcontra.json": [],
    "ulti18/06-fault-contra-on-party-in-40100-ulti.json": [(0, 7, "illegal_double")],
    "ulti18/07-marriage-from-talon-outbid-bidder.json": [],
    "ulti18/08-fault-false-marriage-queen-passed-on.json": [(0, 13, "false_marriage")],
    "ulti18/09-fault-party-ulti-durch-bid.json": [(0, 1, "illegal_bid")],
    "ulti18/10-replaces-party-silent-durch-40100-ulti.json": [],
    "ulti18/11-silent-bonus-contra-recontra-silent-durch-defenders.json": [],
    "ulti18/12-ultinet-20100-four-tens-wrong-payment.json": [(0, 37, "wrong_payment")],
    "ulti18/13-session-fold-unnamed-betli-contra-defender-seven.json": [],
    "ulti18/14-20100-only-trump-pair-lost.json": [],
    "ulti18/15-session-fault-wrong-total-sign.json": [(1, 47, "wrong_total")],
    "ulti18/16-defenders-silent-100-without-a-trick.json": [],
    # session 17, round 13: records that leave things out, again (gd20: an unwritten exchange comes
    # before the announcements and contras (01, 06, 15), a contra on a premium shows the unwritten
    # announcement (12), a forced last trick left out is played out (10, 11), fixed; the bottom packet
    # taken with no refusal written stays illegal_take (03, a difference of reading: gd8/05, gd9/07);
    # rage16: a round whose rest is too large to search is bounded (05), a resumed session's carried
    # totals judged by the majority of its first totals (07, 08), a total after a round left open is
    # one of those its endings give (12), fixed; a bid missing beside written ones stays missing_bid
    # although the sheet's +10 implies it (09, 11: kept, the rule asks every player to bid);
    # danish18: a deal the record stops short of leaves its rest, its sheet totals and later pool
    # contents unjudged (11, 12), the Joker never played in a plays-alone record is a failed Tout (07),
    # unjudged payments stand as recorded in the settlement (01, 12), fixed; kept as rulings: declaration
    # payments not written beside written ones are missing (03, 04), a Joker lead without its suit is
    # joker_not_named (10), absent Joker calls were not made (13: danish13/04, 05 read it so))
    "gd20/01-dealt-take-written-discard-omitted.json": [],
    "gd20/01b-probe-nic-not-written.json": [],
    "gd20/01c-probe-discard-written.json": [],
    "gd20/02-dealt-discard-omitted-king-never-played.json": [(0, 4, "illegal_discard")],
    "gd20/03-bottom-taken-refusal-omitted-three-and-top.json": [
        (0, 3, "illegal_take"),
        (0, 42, "wrong_payment"),
        (0, 43, "wrong_payment"),
        (0, 44, "wrong_payment"),
        (0, 45, "wrong_payment"),
        (1, 6, "illegal_take"),
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "wrong_payment"),
        (1, 47, "wrong_payment"),
    ],
    "gd20/03b-probe-refusals-written.json": [],
    "gd20/04-two-exchange-unwritten-second-packet.json": [],
    "gd20/05-playonly-one-king-never-played.json": [(0, 3, "illegal_discard")],
    "gd20/06-4p-exchange-omitted-contra-no-announcements.json": [],
    "gd20/06b-probe-exchange-written.json": [],
    "gd20/07-5p-playonly-helper-renonce-proved-later.json": [(0, 5, "revoke")],
    "gd20/08-solo-playonly-talon-not-kept-then-plays-only.json": [],
    "gd20/09-playonly-tarock-played-twice.json": [(0, 19, "card_not_in_hand")],
    "gd20/10-stops-before-forced-last-trick-payments.json": [],
    "gd20/11-stops-before-last-trick-payment-miscounted.json": [
        (0, 38, "wrong_payment"),
        (0, 39, "wrong_payment"),
        (0, 40, "wrong_payment"),
    ],
    "gd20/11b-probe-last-trick-written.json": [
        (0, 41, "wrong_payment"),
        (0, 42, "wrong_payment"),
        (0, 43, "wrong_payment"),
    ],
    "gd20/12-contra-ultimo-announcement-unwritten.json": [],
    "gd20/12b-probe-ultimo-announced.json": [],
    "gd20/13-scoresheet-playonly-totals-pool-via-start.json": [],
    "gd20/14-scoresheet-laid-away-cards-not-counted.json": [
        (0, 40, "wrong_score"),
        (0, 41, "wrong_score"),
        (0, 42, "wrong_score"),
        (0, 43, "wrong_score"),
    ],
    "gd20/15-4p-playonly-contra-king-paid-single.json": [(0, 43, "wrong_payment")],
    "gd20/15b-probe-discard-written.json": [(0, 44, "wrong_payment")],
    "gd20/16-playonly-whole-packet-laid-away.json": [],
    "rage16/01-4p-r7-hands-last-two-tricks-missing-change-wild-plus5-to-come-clean.json": [],
    "rage16/02-4p-r7-hands-last-two-tricks-missing-change-wild-to-come-unreachable-bid.json": [
        (0, 12, "wrong_score")
    ],
    "rage16/03-5p-r6-playonly-full-stock-last-trick-missing-voids-fix-last-card-score-from-record.json": [
        (0, 25, "wrong_score")
    ],
    "rage16/04-3p-r7-playonly-full-stock-last-two-tricks-missing-plus5s-to-come-clean.json": [],
    "rage16/05-3p-r7-playonly-full-stock-last-two-tricks-missing-change-to-come-phantom-plus5.json": [
        (0, 9, "wrong_score")
    ],
    "rage16/06-4p-r7-8-playonly-stock-prefix-start-round-last-trick-missing-clean.json": [],
    "rage16/07-4p-r5-6-resumed-start-round-only-first-totals-one-seat-clean.json": [],
    "rage16/08-4p-r5-6-resumed-no-start-one-seat-carried-zero-total-slip.json": [(1, 30, "wrong_total")],
    "rage16/09-4p-r4-5-pm1-one-bid-omitted-per-round-clean.json": [
        (0, 3, "missing_bid"),
        (1, 3, "missing_bid"),
    ],
    "rage16/10-4p-r9-10-durch-forced-last-trick-missing-then-round10-no-plays-doubled.json": [
        (1, 4, "wrong_score")
    ],
    "rage16/11-5p-r6-hidden-two-bids-omitted-last-trick-missing-unreachable-score.json": [
        (0, 3, "missing_bid"),
        (0, 3, "missing_bid"),
        (0, 24, "wrong_score"),
    ],
    "rage16/12-4p-r1-3-round2-last-two-tricks-missing-unscored-total-r3-fits-no-ending.json": [
        (2, 40, "wrong_total")
    ],
    "rage16/13-4p-r1-3-round2-last-two-tricks-missing-unscored-totals-r1-r3-only-clean.json": [],
    "rage16/14-4p-r6-playonly-full-stock-last-trick-missing-plus5-to-player-who-cannot-win.json": [
        (0, 22, "wrong_score")
    ],
    "rage16/15-4p-r8-secret-durch-last-trick-missing-all-recorded-tricks-one-seat-clean.json": [],
    "rage16/16-5p-r5-playonly-stock-prefix-last-trick-missing-provable-revoke.json": [(0, 12, "revoke")],
    "danish18/01-3p-partial-deal-no-skat-no-declarations-dealer-short-suit-clean.json": [],
    "danish18/02-3p-partial-deal-dealer-revoke-proven-by-later-play.json": [(0, 31, "revoke")],
    "danish18/03-3p-partial-payments-only-settlement-written-clean.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
    ],
    # (since session 32) the pair Bartek-Ania pays each due by its name, so its card-point slip is its own
    # wrong_payment (15 due, 10 paid) and its unpaid dues are missing, as every other pair's are
    "danish18/04-3p-partial-payments-card-points-band-wrong.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 89, "wrong_payment"),
    ],
    "danish18/05-4p-plays-alone-three-deals-sitter-refill-clean.json": [],
    "danish18/06-4p-play-only-two-deals-king-left-in-skat.json": [(1, 0, "illegal_skat")],
    "danish18/07-3p-play-only-joker-never-played.json": [(0, 74, "failed_tout")],
    "danish18/08-3p-play-only-partial-card-played-twice.json": [(0, 34, "card_not_in_hand")],
    "danish18/09-3p-play-only-partial-revoke-proven-later.json": [(0, 18, "revoke")],
    "danish18/10-3p-joker-led-suit-named-not-written-clean.json": [(0, 31, "joker_not_named")],
    "danish18/11-3p-score-sheet-second-deal-log-stops-clean.json": [],
    "danish18/12-3p-start-pools-first-deal-stops-then-king-ultimo-takes-pool-clean.json": [],
    "danish18/13-3p-joker-void-renaming-calls-not-written-clean.json": [
        (0, 52, "failure_to_trump"),
        (0, 53, "failure_to_trump"),
    ],
    "danish18/14-3p-nolo-card-points-paid-anyway.json": [
        (0, 99, "unexpected_payment"),
        (0, 100, "unexpected_payment"),
    ],
    "danish18/15-3p-play-only-partial-king-and-mondo-unseen-clean.json": [],
    # session 17, round 14: whole sessions kept as clubs and tournaments keep them (gd21, ulti20: no (a);
    # rage17: scores each possible alone but impossible together, fixed (05); a winner the open
    # totals already decide is not named (10, kept: minor); danish19: a pool total written from the
    # table's own payments was flagged again at later totals, fixed); tarocchini18: partial records
    # again (fixed: a false declaration in a record that stops short, 07; a plays-alone gioco
    # discard, 11; declaring less than held, 08; the recorded scores of a deal that stops short no
    # longer settled against an empty expected, 03)
    "gd21/01-3p-six-deals-contras-ultimo-clean.json": [],
    "gd21/02-3p-contra-bottom-lost-paid-without-purchase.json": [
        (4, 46, "wrong_payment"),
        (4, 47, "wrong_payment"),
        (4, 48, "wrong_payment"),
        (4, 49, "wrong_payment"),
    ],
    "gd21/03-4p-six-deals-king-clean.json": [],
    "gd21/04-4p-same-dealer-twice.json": [(4, None, "wrong_dealer")],
    "gd21/05-4p-szpricer-session-clean.json": [],
    "gd21/06-4p-king-stake-missing-after-ultimo.json": [(2, None, "missing_payment")],
    "gd21/07-5p-two-rounds-clean.json": [],
    "gd21/08-5p-sitter-pays-stake.json": [(5, 49, "unexpected_payment")],
    "gd21/09-3p-renonces-in-session.json": [(1, 21, "revoke"), (3, 19, "revoke")],
    "gd21/10-4p-king-paid-single-on-bottom.json": [(3, 48, "wrong_payment"), (3, 51, "wrong_payment")],
    "gd21/11-5p-king-share-missing.json": [(3, None, "missing_payment")],
    "gd21/12-3p-seat-total-slip.json": [(5, 54, "wrong_total")],
    "gd21/13-3p-ultimo-takes-pool-without-dealer-fee.json": [(3, 49, "wrong_payment")],
    "gd21/14-probe-3p-player-renonce-ultimo-pool-kept.json": [(1, 19, "revoke")],
    "gd21/15-probe-4p-helper-renonce-ultimo-made.json": [(1, 22, "revoke")],
    # session 18, Ulti records that leave things out (ulti19): fixed - an exchange or turns the record
    # does not write are unrecorded, not skipped (A1, A3: ulti/auction.unrecorded), the two cards
    # nobody plays are the declarer's discard (A2), a false 20 the plays prove (A4), a laid-away card
    # played by another seat (A5), a won party decided before the record stops (A6), a failure to
    # overtake under every contract with no auction (A7). Documented differences: 09 is settled on
    # the revoke_penalty ruling (B1); 13's three passes are out of turn (the auditor's own slip, c)
    "ulti19/01-playonly-full-auction-red-party-marriages-clean.json": [],
    "ulti19/02-hands-final-bid-only-red-ulti-netted-clean.json": [],
    "ulti19/02b-probe-same-deal-auction-written.json": [],
    "ulti19/03-playonly-final-bid-only-talon-decides-party-scores-clean.json": [],
    "ulti19/03b-probe-same-deal-auction-written.json": [],
    "ulti19/04-playonly-talon-passes-unwritten-betli-clean.json": [],
    "ulti19/05-session-start-totals-playonly-some-marriages-clean.json": [],
    "ulti19/06-stops-early-party-decided-won-clean.json": [],
    "ulti19/07-auction-unrecorded-truncated-trumped-trick-clean.json": [],
    "ulti19/08-playonly-discard-unwritten-false-twenty.json": [(0, 7, "false_marriage")],
    "ulti19/09-playonly-truncated-revoke-proved-by-take.json": [(0, 17, "revoke")],
    "ulti19/10-playonly-final-bid-only-under-trump-proved.json": [(0, 21, "failure_to_overtake")],
    "ulti19/11-playonly-card-laid-away-then-played.json": [(0, 34, "card_not_in_hand")],
    "ulti19/12-session-start-totals-final-bids-only-wrong-total.json": [(1, 31, "wrong_total")],
    # 13: the closing passes written with two turns swapped (Anna, Csilla for Csilla, Anna): one fault
    "ulti19/13-stops-early-party-decided-won-wrong-payment.json": [
        (0, 2, "out_of_turn"),
        (0, 28, "wrong_payment"),
    ],
    "ulti19/13b-probe-corrected-pass-order-wrong-payment.json": [(0, 27, "wrong_payment")],
    "ulti19/14-auction-unrecorded-provable-failure-to-overtake.json": [(0, 7, "failure_to_overtake")],
    "ulti19/15-hands-final-bid-only-declarer-plays-talon-cards-clean.json": [],
    "ulti19/15b-probe-same-deal-auction-written.json": [],
    "danish19/01-3p-five-deals-przydupek-then-king-ultimo-session-end-clean.json": [],
    "danish19/02-3p-six-records-redeal-pagat-ultimo-refill-forgotten.json": [
        (3, None, "missing_payment"),
        (3, None, "missing_payment"),
        (3, None, "missing_payment"),
    ],
    "danish19/03-4p-void-skat-fines-king-ultimo-sitter-refill-session-end-clean.json": [
        (1, 2, "illegal_skat")
    ],
    "danish19/04-4p-six-records-void-then-dealer-skips-a-seat.json": [
        (2, 2, "illegal_skat"),
        (3, None, "wrong_dealer"),
    ],
    "danish19/05-3p-seven-deals-nolo-with-own-king-przydupek-clean.json": [],
    "danish19/06-3p-tout-takes-both-pools-then-pagat-przydupek-clean.json": [],
    "danish19/07-3p-two-king-przydupeks-trump-wins-share-short.json": [(6, 98, "wrong_payment")],
    # diff9 knock-on C3 (15.payments): the fine into the wrong pool is one wrong_payment
    "danish19/08-3p-declaration-before-dealer-fine-both-into-pagat-pool.json": [
        (2, 3, "declaration_before_dealer"),
        (2, 6, "wrong_payment"),
    ],
    "danish19/09-4p-false-joker-demand-fine-pagat-ultimo-sitter-refills-clean.json": [
        (3, 77, "false_joker_demand")
    ],
    "danish19/10-3p-seven-records-redeal-king-ultimo-total-slip-carried.json": [(5, 96, "wrong_total")],
    "danish19/11-4p-king-ultimo-sitter-skips-refill.json": [(2, None, "missing_payment")],
    "danish19/12-3p-king-ultimo-with-przydupek-pagat-ultimo-with-king-przydupek-clean.json": [],
    # diff9 knock-on C3 (15.payments): the card points paid to the old dealer are one wrong_payment
    "danish19/13-3p-card-points-settled-with-the-old-dealer.json": [
        (2, 98, "wrong_payment"),
        (2, 99, "wrong_payment"),
    ],
    "danish19/14-3p-tout-with-king-przydupek-no-king-refill-clean.json": [],
    "tarocchini18/01-playonly-stops-after-nine-tricks-clean.json": [],
    "tarocchini18/02-playonly-stops-after-eleven-tricks-revoke-proved-later.json": [(0, 13, "revoke")],
    "tarocchini18/03-hands-given-matto-to-opponents-trick-record-stops-after-twelve.json": [],
    "tarocchini18/04-hands-given-exchange-unwritten-king-never-played.json": [(0, 4, "illegal_discard")],
    "tarocchini18/05-playonly-a-card-played-twice.json": [(0, 29, "card_not_in_hand")],
    "tarocchini18/06-resumed-playonly-three-deals-totals-only-to-800.json": [],
    "tarocchini18/07-playonly-stops-after-ten-tricks-false-declaration-proved.json": [
        (0, 0, "false_declaration")
    ],
    "tarocchini18/08-hands-given-declarations-unwritten-sheet-fits-a-shorter-run.json": [],
    "tarocchini18/09-solo-playonly-widow-given-scored.json": [],
    "tarocchini18/10-gioco-playonly-no-widow-king-among-unplayed-scored.json": [],
    "tarocchini18/11-gioco-playonly-widow-given-discarded-king-never-played.json": [
        (0, 6, "illegal_discard")
    ],
    "tarocchini18/12-solo-playonly-stops-after-ten-tricks-revoke-proved-later.json": [(0, 10, "revoke")],
    "tarocchini18/13-resumed-three-deals-declarations-unwritten-totals-only.json": [],
    "tarocchini18/14-gioco-hands-given-exchange-unwritten-king-never-played.json": [
        (0, 6, "illegal_discard")
    ],
    "tarocchini18/15-solo-playonly-no-widow-last-trick-to-opponents-scored.json": [],
    "tarocchini18/16-gioco-playonly-exchange-unwritten-false-kings-proved.json": [
        (0, 3, "false_declaration")
    ],
    "ulti20/01-six-deal-club-night-clean.json": [],
    "ulti20/02-seven-deals-contra-on-ulti-scope-wrong-payment.json": [(5, 44, "wrong_payment")],
    "ulti20/03-six-deals-silent-ulti-forgotten.json": [
        (4, None, "missing_payment"),
        (4, None, "missing_payment"),
    ],
    "ulti20/04-six-deals-dealer-repeated-in-deal-3.json": [(3, None, "wrong_dealer")],
    "ulti20/05-eight-deals-scores-totals-slip-in-deal-6.json": [(6, 41, "wrong_total")],
    "ulti20/06-six-deals-long-auctions-illegal-ulti-over-betli.json": [(4, 15, "illegal_bid")],
    "ulti20/07-ultinet-six-deals-clean.json": [],
    "ulti20/08-points-only-rebetli-over-red-ulti-deal-3.json": [(3, 8, "illegal_bid")],
    "ulti20/09-durch-above-red-compulsory-fold-clean.json": [],
    "ulti20/10-revoke-play-stands-defender-revokes-deal-4.json": [(4, 29, "revoke")],
    "ulti20/11-no-trump-contra-chains-seven-deals-clean.json": [],
    "ulti20/12-red-variants-six-deals-clean.json": [],
    "ulti20/13-scores-only-ulti-penalty-left-off-deal-3.json": [
        (3, 46, "wrong_score"),
        (3, 47, "wrong_score"),
        (3, 48, "wrong_score"),
    ],
    "ulti20/14-durch7-open12-session-clean.json": [],
    "rage17/01-3p-std-r2-r4-open-unscored-totals-r1-r10-only-clean.json": [],
    "rage17/02-3p-std-r2-open-change-to-come-unscored-total-slip-r9.json": [(8, 13, "wrong_total")],
    "rage17/03-5p-pm1-playonly-nobids-open-notrump-totals-only-round-clean.json": [],
    "rage17/04-5p-pm1-playonly-prefix-r6-revoke-proved-later.json": [(5, 11, "revoke")],
    "rage17/05-3p-std-r3-open-scores-each-possible-jointly-impossible.json": [(2, 23, "wrong_score")],
    "rage17/06-8p-secret-mixed-omissions-wrong-dealer-r10.json": [(9, None, "wrong_dealer")],
    "rage17/07-8p-hidden-open-change-to-come-stock-prefix-clean.json": [],
    "rage17/08-3p-durch-playonly-open-durch-possible-clean.json": [],
    "rage17/09-3p-durch-open-durch-score-unreachable.json": [(6, 10, "wrong_score")],
    "rage17/10-5p-std-r2-open-unscored-no-totals-winner-determined-clean.json": [],
    "rage17/11-5p-std-r2-open-unscored-no-totals-winner-open-clean.json": [],
    "rage17/12-8p-std-r1-playonly-open-bounded-impossible-score.json": [(0, 86, "wrong_score")],
    "rage17/13-5p-pm1-open-notrump-to-come-dealer-bid-makes-sum.json": [
        (6, 4, "bid_forbidden_plus_minus_one")
    ],
    # session 17, round 15: gd22 (partial records in whole sessions: tricks left out whose every
    # ending settles alike are settled (06, 03b), an unsettled deal shows no difference (05, 06),
    # fixed); tarocchini19 (whole sessions: no (a); p11 is the auditor's corrected probe)
    "gd22/01-4p-four-deals-full-playonly-partial-ultimo-takes-carried-pool-clean.json": [],
    "gd22/02-4p-ultimo-takes-pool-without-playonly-deal-shares.json": [(3, 48, "wrong_payment")],
    "gd22/03-5p-five-deals-totals-only-partial-deals-sitter-change-clean.json": [],
    "gd22/03b-probe-determined-deal-total-wrong.json": [(2, 39, "wrong_total")],
    "gd22/03c-probe-later-deal-total-wrong.json": [(4, 48, "wrong_total")],
    "gd22/04-5p-totals-only-king-share-forgotten-after-playonly-deal.json": [(1, 40, "wrong_total")],
    "gd22/05-3p-stops-three-tricks-early-open-ending-then-ultimo-clean.json": [],
    "gd22/06-3p-stops-two-tricks-early-determined-payments-miss-last-two-tricks.json": [
        (1, 38, "wrong_payment"),
        (1, 39, "wrong_payment"),
        (1, 40, "wrong_payment"),
    ],
    "gd22/06b-probe-last-two-tricks-written.json": [
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "wrong_payment"),
    ],
    "gd22/07-5p-playonly-king-laid-away-shown-by-unplayed-cards.json": [(1, 3, "illegal_discard")],
    "gd22/08-4p-playonly-stops-after-nine-tricks-card-played-twice.json": [(0, 24, "card_not_in_hand")],
    "gd22/09-5p-playonly-stops-after-eight-tricks-helper-renonce-proved.json": [(0, 17, "revoke")],
    "gd22/10-4p-szpricer-deal-playonly-exchange-omitted-lost-double-clean.json": [],
    "tarocchini19/01-otto-two-games-monte-by-reason-clean.json": [],
    "tarocchini19/02-otto-wrong-dealer-sixth-deal.json": [(5, None, "wrong_dealer")],
    "tarocchini19/03-otto-after-play-combination-miscounted.json": [(4, 71, "wrong_score")],
    "tarocchini19/04-otto-running-total-slip-carried.json": [(5, 68, "wrong_total")],
    "tarocchini19/05-otto-won-on-declarations-then-new-game.json": [],
    "tarocchini19/06-terz-six-deals-every-contract-clean.json": [],
    "tarocchini19/07-terz-gioco-called-after-solo-late-in-auction.json": [(4, 2, "illegal_bid")],
    "tarocchini19/08-terz-solo-game-points-not-doubled.json": [(5, 60, "wrong_score")],
    "tarocchini19/09-terz-same-dealer-twice-fifth-deal.json": [(4, None, "wrong_dealer")],
    "tarocchini19/10-terz-nineteen-five-deals-clean.json": [],
    # tarocchini19/11: the generator let defender seat 2 exchange with the widow in deal 5 (not in the auditor's expectation);
    # since session 34 that completed exchange stands, one illegal_take (it was also an illegal_discard, a false declaration
    # and a card_not_in_hand)
    "tarocchini19/11-terz-eight-deals-total-slip-seventh-deal.json": [
        (5, 3, "illegal_take"),
        (5, 62, "wrong_score"),
        (5, 63, "wrong_score"),
        (6, 65, "wrong_total"),
    ],
    "tarocchini19/p11-post-run-auction-corrected-total-slip.json": [(6, 65, "wrong_total")],
    # session 17, round 15, Ulti records that leave things out, second round (ulti21): fixed - the first
    # bidder's compulsory opening left out is no skipped turn (A2), so cards that came through the
    # talon are held and those laid away are not (A1), and no invented revoke flips 05b's settlement
    # (A3), a card played twice is found (A4: 09, 09b). Documented differences: a pass skipped between
    # written acts is out_of_turn (B1: 02, 03); 07 is settled, and 12 settled early, on the
    # revoke_penalty ruling (B2); 05 and 11 lack the start.totals the auditor meant (c)
    "ulti21/01-hands-first-bidder-exchange-unwritten-red-ulti-some-pairs-netted-clean.json": [],
    "ulti21/02-playonly-some-passes-unwritten-betli-won-clean.json": [
        (0, 2, "out_of_turn"),
        (0, 6, "out_of_turn"),
    ],
    "ulti21/03-hands-exchanges-unwritten-betli-lost-stops-early-clean.json": [(0, 2, "out_of_turn")],
    "ulti21/03b-probe-closing-passes-all-written.json": [],
    "ulti21/04-hands-party-ulti-contra-by-one-defender-netted-clean.json": [],
    "ulti21/05-session-start-totals-totals-only-playonly-second-deal-clean.json": [
        (0, 34, "wrong_total"),
        (0, 35, "wrong_total"),
        (0, 36, "wrong_total"),
    ],
    "ulti21/05b-probe-start-totals-present.json": [],
    "ulti21/06-playonly-betli-lost-contra-one-defender-netted-clean.json": [],
    "ulti21/07-playonly-first-bidder-exchange-unwritten-revoke-proved.json": [(0, 17, "revoke")],
    "ulti21/08-playonly-some-passes-unwritten-failure-to-trump-proved.json": [(0, 14, "failure_to_trump")],
    "ulti21/09-playonly-final-bid-only-card-played-twice.json": [(0, 22, "card_not_in_hand")],
    "ulti21/09b-probe-same-deal-auction-written-card-played-twice.json": [(0, 26, "card_not_in_hand")],
    "ulti21/10-playonly-some-pairs-said-false-twenty-proved.json": [(0, 9, "false_marriage")],
    "ulti21/11-session-start-totals-totals-only-playonly-wrong-total.json": [
        (0, 35, "wrong_total"),
        (0, 36, "wrong_total"),
        (0, 37, "wrong_total"),
        (1, 38, "wrong_total"),
    ],
    "ulti21/11b-probe-start-totals-present.json": [(1, 38, "wrong_total")],
    "ulti21/12-playonly-exchanges-unwritten-stops-after-six-failure-to-overtake.json": [
        (0, 13, "failure_to_overtake")
    ],
    "ulti21/13-hands-party-ulti-contra-one-defender-netted-wrong.json": [(0, 38, "wrong_payment")],
    # session 17, round 16 (quick): danish20 (partial records at four players, Tout and Nolo in
    # plays-alone records) and rage18 (the plain faults at 3 and 8 players in rounds 9-10): no (a)
    "danish20/01-4p-sitter-second-deal-skat-and-declarations-omitted-clean.json": [],
    "danish20/02-4p-sitter-omitted-declarations-paid-5-short.json": [(1, 2, "wrong_payment")],
    "danish20/03-3p-plays-alone-dealer-takes-all-25-joker-never-played-clean.json": [],
    "danish20/04-3p-play-only-nolo-player-pagat-przydupek-clean.json": [],
    "danish20/05-3p-king-ultimo-takes-pool-next-deal-stops-king-refill-never-paid.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
    ],
    "danish20/06-3p-play-only-reasonless-payments-last-trick-paid-short.json": [(0, 95, "wrong_payment")],
    "rage18/01-3p-r9-10-pm1-joker-wins-clean.json": [],
    "rage18/02-3p-r9-10-action-card-while-able.json": [(0, 4, "action_card_while_able_to_follow")],
    "rage18/03-8p-r9-10-wild-named-led-while-able.json": [(0, 13, "action_card_while_able_to_follow")],
    "rage18/04-8p-r9-10-lead-after-joker-trick.json": [(0, 16, "out_of_turn")],
    "rage18/05-3p-r9-10-wild-without-colour.json": [(1, 4, "wild_without_colour")],
    "rage18/06-8p-r9-10-pm1-joker-wins-clean.json": [],
    "rage18/07-3p-r9-10-dealer-bids-first.json": [(1, 0, "bid_out_of_turn")],
    "rage18/08-8p-r9-10-first-lead-by-last-winner.json": [(1, 8, "out_of_turn")],
    "rage18/09-3p-r9-10-joker-trick-credited-to-high-card.json": [
        (0, 9, "wrong_score"),
        (0, 10, "wrong_score"),
    ],
    "rage18/10-8p-r9-10-bid-two-with-one-card.json": [(1, 3, "bid_out_of_range")],
    "rage18/11-3p-r9-10-pm1-dealer-completes-sum.json": [(0, 2, "bid_forbidden_plus_minus_one")],
    "rage18/12-3p-r9-10-final-total-slip.json": [(1, 11, "wrong_total")],
    # session 18, round 17: danish21, complete sessions of 3-5 deals at three and four players with
    # pools carried and one fault deep in some; no (a). 09: two declarations passed over are two
    # missing_declaration findings (9.declarations), the deal voided once
    "danish21/01-3p-four-deals-joker-demand-clean.json": [],
    "danish21/02-4p-five-deals-rotation-sitter-clean.json": [],
    "danish21/03-3p-king-ultimo-pool-taken-refilled-clean.json": [],
    "danish21/04-4p-pagat-ultimo-sitter-refills-clean.json": [],
    "danish21/05-3p-king-przydupek-doubles-then-ultimo-with-przydupek-clean.json": [],
    "danish21/06-4p-matadors-rich-declarations-joker-demand-clean.json": [],
    "danish21/07-3p-deal3-card-points-18-paid-5-not-10.json": [(2, 91, "wrong_payment")],
    "danish21/08-3p-revoke-large-fine-20-per-pool-then-king-ultimo-takes-it.json": [(2, 59, "revoke")],
    "danish21/09-4p-deal3-missed-declaration-irreparable.json": [
        (2, 4, "missing_declaration"),
        (2, 4, "missing_declaration"),
    ],
    "danish21/10-3p-deal3-king-ultimo-takes-stale-pool.json": [(2, 95, "wrong_payment")],
    "danish21/11-4p-deal3-king-przydupek-pays-40-not-pool.json": [(2, 90, "wrong_payment")],
    "danish21/12-4p-deal4-same-dealer-deals-twice.json": [(3, None, "wrong_dealer")],
    # session 18, round 17: gd23, the Galician options at three to five players, with four probes.
    # Fixed: a take-back the option forbids is one out_of_turn (rule 24.take-back), and play goes on as the table
    # played it: the change let stand where the first card is played later (02, p3), the first card
    # kept where the new one is (gd19/02, 03; was out_of_turn and a cascade); defend_pool required binds
    # only with a pool and not a third player holding the pagat (p1, p2). 07 and 09 keep the
    # auditor's other reading of contra_symmetric (the purchase number dropped from the lost game,
    # 17.contra-symmetric ruling: added to the won one under contra)
    "gd23/01-3p-take-back-until-covered-lead-changed-before-covered-clean.json": [],
    "gd23/02-4p-take-back-never-helper-changes-follow.json": [(0, 40, "out_of_turn")],
    "gd23/03-3p-renonce-pool-paid-ultimo-announcer-renonce-pays-pool.json": [(0, 22, "revoke")],
    "gd23/04-3p-defend-pool-required-third-passes-after-forehand-passe-volat.json": [(0, 2, "illegal_bid")],
    "gd23/05-4p-contra-on-pool-contra-ultimo-lost-pays-pool-double.json": [],
    "gd23/07-4p-preset-common-usage-no-tarock-redeal-dealer-fee-symmetric-contra-clean.json": [
        (1, 47, "wrong_payment"),
        (1, 48, "wrong_payment"),
        (1, 49, "wrong_payment"),
        (1, 50, "wrong_payment"),
        (1, 51, "wrong_payment"),
        (1, 52, "wrong_payment"),
    ],
    "gd23/08-3p-consolation-single-player-renonce-second-three-pays-once.json": [(0, 20, "revoke")],
    "gd23/09-3p-contra-symmetric-second-three-contra-won-and-lost-clean.json": [
        (0, 46, "wrong_payment"),
        (0, 47, "wrong_payment"),
        (1, 46, "wrong_payment"),
        (1, 47, "wrong_payment"),
    ],
    "gd23/10-5p-pool-amounts-stake-fees-percent-all-pass-then-ultimo-takes-pool-clean.json": [],
    "gd23/11-4p-tarocks-paid-if-game-won-ten-tarocks-announced-game-lost-pays-premium.json": [],
    "gd23/12-3p-helper-renonce-pays-offender-pays-for-both-helpers.json": [(0, 24, "revoke")],
    "gd23/13-5p-renonce-silent-premiums-counted-player-renonce-silent-four-kings.json": [(0, 36, "revoke")],
    "gd23/14-3p-renonce-premiums-all-paid-player-renonce-announced-trull-made.json": [(0, 16, "revoke")],
    "gd23/p1-3p-defend-pool-required-third-holds-pagat-passes.json": [],
    "gd23/p2-3p-defend-pool-required-with-pool-off.json": [],
    "gd23/p3-3p-take-back-until-covered-lead-changed-after-covered.json": [(0, 19, "out_of_turn")],
    "gd23/p4-4p-contra-on-pool-contra-ultimo-made.json": [],
    "gd4/g09_renonce_all_paid.json": [(0, 24, "revoke")],
    "gd11/09-player-renonce-premiums-all-paid-counted.json": [(0, 21, "revoke")],
    # session 18, round 17: ulti22, the Ulti options (four tens, contra cap, durchmarsch values,
    # silent bonuses, compulsory fold, hierarchies, void_deal, UltiNet): no (a). 10: the
    # fold_required message now says the play after it is not checked
    "ulti22/01-four-tens-on-party-and-four-tens-won-clean.json": [],
    "ulti22/02-four-aces-all-tricks-no-silent-durchmarsch-clean.json": [],
    "ulti22/03-max-contra-4-subcontra-on-ulti-refused.json": [(0, 11, "illegal_double")],
    "ulti22/04-open-durchmarsch-trumps-12-won-clean.json": [],
    "ulti22/05-durchmarsch-7-contra-won-clean.json": [],
    "ulti22/06-trump-durchmarsch-alone-refused-then-ulti-durchmarsch.json": [(0, 4, "illegal_bid")],
    "ulti22/07-durchmarsch-last-trick-trump-seven-no-silent-ulti-clean.json": [],
    "ulti22/08-party-silent-durchmarsch-replaces-party-clean.json": [],
    "ulti22/09-party-contra-silent-100-contra-applies-clean.json": [],
    "ulti22/10-compulsory-fold-second-party-played-on.json": [(1, 6, "fold_required")],
    "ulti22/11-hierarchy-durchmarsch-above-red-ulti-durchmarsch-over-red-ulti-clean.json": [],
    "ulti22/12-hierarchy-points-without-party-red-40-100-not-over-40-100-ulti.json": [(0, 4, "illegal_bid")],
    "ulti22/13-revoke-void-deal-defender-revokes-trick-6.json": [(0, 22, "revoke")],
    "ulti22/14-preset-ultinet-four-aces-over-party-won-clean.json": [],
    # session 18, round 18: rage19 (ten-round sessions at 4-7 players, each variant set) and gd24
    # (Galician sessions of 3-6 deals at 3-5 players, default rules): no (a). rage19/07 keeps the
    # recorder's wrong_total after a wrong score (rage/score.total: one slip, one finding); its
    # message now says Durch does not count in the round of one card
    "rage19/01-4p-standard-clean.json": [],
    "rage19/02-5p-pm1-hidden-clean.json": [],
    "rage19/03-6p-secret-clean.json": [],
    "rage19/04-7p-hidden-durch-clean.json": [],
    "rage19/05-4p-pm1-durch-clean.json": [],
    "rage19/06-5p-pm1-r7-dealer-bid-completes-sum.json": [(6, 4, "bid_forbidden_plus_minus_one")],
    "rage19/07-6p-durch-r10-one-card-scored-as-durch.json": [(9, 14, "wrong_score")],
    "rage19/08-7p-secret-durch-r6-revoke-trumps-red.json": [(5, 3, "revoke")],
    "rage19/09-4p-hidden-r6-minus5-while-holding-yellow.json": [(5, 10, "action_card_while_able_to_follow")],
    "rage19/10-5p-pm1-secret-r6-lead-after-change-trick.json": [(5, 20, "out_of_turn")],
    "gd24/01-3p-fresh-session-three-won-and-lost-clean.json": [],
    "gd24/02-3p-exactly-33-points-lost-clean.json": [],
    "gd24/03-4p-king-shares-tarocks-announced-clean.json": [],
    "gd24/04-5p-sitter-round-king-shares-clean.json": [],
    "gd24/05-3p-contra-won-solo-lost-contra-lost-clean.json": [],
    "gd24/06-3p-all-pass-fee-and-rotation-clean.json": [],
    "gd24/07-4p-wrong-dealer-deal3.json": [(3, None, "wrong_dealer")],
    "gd24/08-3p-player-renonce-deal3-consolation.json": [(3, 18, "revoke")],
    "gd24/09-3p-passe-volat-with-pagat-deal3.json": [(3, 2, "illegal_bid")],
    "gd24/10-5p-wrong-pool-share-deal3.json": [(3, 47, "wrong_payment")],
    "gd24/11-3p-failed-ultimo-pool-not-paid-deal3.json": [(3, None, "missing_payment")],
    "gd24/12-4p-wrong-running-total-deal4.json": [(4, 50, "wrong_total")],
    # session 18, round 18: ulti23 (Ulti sessions of 3-6 deals, default rules, the contracts of an
    # evening): no (a). 08: the note for a defender's follow fault now says the declarer wins every
    # goal (it named the side at fault as the winner); 10: "further" pair only where one was held
    "ulti23/01-clean-party-ulti-betli-fold.json": [],
    "ulti23/02-clean-contras-failed-ulti-silent100.json": [],
    "ulti23/03-clean-combination-durchmarsch-silent.json": [],
    "ulti23/04-clean-red-ulti-20-100-rebetli.json": [],
    "ulti23/05-clean-reentry-red40-100-silent-ulti-fail.json": [],
    "ulti23/06-clean-betli-contra-red-ulti-fail-subcontra.json": [],
    "ulti23/07-fault-wrong-payment-betli-contra.json": [(2, 36, "wrong_payment")],
    "ulti23/08-fault-failure-to-overtrump.json": [(3, 24, "failure_to_overtake")],
    "ulti23/09-fault-ulti-bid-below-betli.json": [(2, 4, "illegal_bid")],
    "ulti23/10-fault-false-marriage.json": [(3, 8, "false_marriage")],
    "ulti23/11-fault-contra-in-trick-two.json": [(2, 13, "illegal_double")],
    "ulti23/12-fault-wrong-running-total.json": [(4, 42, "wrong_total")],
    # session 18, round 18: tarocchini21 (Ottocento sessions to 800, Terziglio sessions, default
    # rules): no (a). 11: the illegal_discard message names the card of 5 points and its reason
    "tarocchini21/01-otto-clean-three-deals.json": [],
    "tarocchini21/02-otto-clean-team0-reaches-800.json": [],
    "tarocchini21/03-otto-clean-contatori-moretti-tie.json": [],
    "tarocchini21/04-otto-revoke-deal3.json": [(2, 24, "revoke")],
    "tarocchini21/05-otto-wrong-dealer-deal4.json": [(3, None, "wrong_dealer")],
    "tarocchini21/06-otto-wrong-total-deal4.json": [(3, 69, "wrong_total")],
    "tarocchini21/07-terz-clean-gioco-three-deals.json": [],
    "tarocchini21/08-terz-clean-solo-four-deals.json": [],
    "tarocchini21/09-terz-clean-rounding-five-deals.json": [],
    "tarocchini21/10-terz-false-declaration-deal3.json": [(2, 5, "false_declaration")],
    "tarocchini21/11-terz-five-point-discard-deal3.json": [(2, 4, "illegal_discard")],
    "tarocchini21/12-terz-wrong-game-points-deal5.json": [(4, 60, "wrong_score")],
    # session 18, round 17: tarocchini20, the Tarocchini options in both games: no (a). 02: a deal
    # of monte calls only (monte off) is thrown in, so the totals after it are checked (they were
    # left unchecked as after an unrecorded auction)
    "tarocchini20/01-otto-monte-false-eldest-asks.json": [(0, 0, "bad_monte")],
    "tarocchini20/02-terz-monte-false-all-three-ask.json": [
        (0, 0, "bad_monte"),
        (0, 1, "bad_monte"),
        (0, 2, "bad_monte"),
    ],
    "tarocchini20/03-otto-moretti-first-played-four-moretti-trick.json": [],
    "tarocchini20/04-terz-moretti-first-played-last-trick-solo.json": [],
    "tarocchini20/05-otto-discard-side-trick-dealer-no-trick.json": [],
    "tarocchini20/06-otto-double-three-false-three-cricche.json": [],
    "tarocchini20/07-terz-double-three-false-score-doubled.json": [(0, 63, "wrong_score")],
    "tarocchini20/08-terz-solo-doubles-true-declarer-all-tricks.json": [],
    "tarocchini20/09-terz-solo-doubles-true-defenders-all-tricks.json": [],
    "tarocchini20/10-terz-solo-doubles-false-recorded-doubled.json": [(0, 62, "wrong_score")],
    "tarocchini20/11-terz-nineteen-preset-widow-8-override.json": [],
    "tarocchini20/12-terz-preset-nineteen-gioco.json": [],
    "tarocchini20/13-terz-settlement-zero-sum-two-deals.json": [],
    "tarocchini20/14-terz-signals-after-top-card.json": [],
    # session 18, round 19: ulti24, one fault of each kind in complete deals, default rules: no (a)
    # in the files (a probe's revoke settled by lose_all_goals is the default issue #4 asks for);
    # 03: a talon taken and then passed is illegal_bid at the pass (ulti/auction.talon ruling)
    "ulti24/01-bid-not-higher.json": [(0, 4, "illegal_bid")],
    "ulti24/02-bid-out-of-turn.json": [(0, 2, "out_of_turn")],
    "ulti24/03-talon-taken-by-passer.json": [(0, 4, "illegal_bid")],
    "ulti24/04-failure-to-follow.json": [(0, 18, "revoke")],
    "ulti24/05-failure-to-trump.json": [(0, 27, "failure_to_trump")],
    "ulti24/06-failure-to-overtake.json": [
        (0, 15, "failure_to_overtake"),
        (1, 27, "failure_to_overtake"),
    ],
    "ulti24/07-card-not-in-hand.json": [(0, 14, "card_not_in_hand")],
    "ulti24/08-lead-out-of-turn.json": [(0, 10, "out_of_turn")],
    "ulti24/09-false-marriage.json": [(0, 9, "false_marriage")],
    "ulti24/10-illegal-doubles.json": [
        (0, 6, "illegal_double"),
        (1, 11, "illegal_double"),
        (2, 11, "illegal_double"),
    ],
    "ulti24/11-wrong-payment-made-party.json": [(0, 38, "wrong_payment")],
    "ulti24/12-wrong-payment-failed-ulti.json": [(0, 39, "wrong_payment")],
    "ulti24/13-illegal-fold.json": [(0, 6, "illegal_fold")],
    "ulti24/14-clean-party-and-ulti.json": [],
    # ulti25: the goal and bonus table on clean, fully paid records (betli family, durchmarsch with and
    # without trumps, 40-100/20-100, four aces, UltiNet, red, silent bonuses of both sides, contra scope
    # and chains, ulti penalty) and three planted payments: engine and blind reader agree, no (a)/(c)
    "ulti25/01-betli-rebetli-open-betli.json": [],
    "ulti25/02-betli-contra-one-defender.json": [],
    "ulti25/03-durchmarsch-without-trumps.json": [],
    "ulti25/04-durchmarsch-with-trumps.json": [],
    "ulti25/05-forty-hundred-twenty-hundred.json": [],
    "ulti25/06-ulti-combinations.json": [],
    "ulti25/07-contra-chains-trumps.json": [],
    "ulti25/08-four-aces.json": [],
    "ulti25/09-silent-bonuses-declarer.json": [],
    "ulti25/10-silent-bonuses-defenders.json": [],
    "ulti25/11-ultinet-table.json": [],
    "ulti25/12-fault-penalty-doubled-by-contra.json": [(0, 41, "wrong_payment")],
    "ulti25/13-fault-betli-contra-both.json": [(0, 37, "wrong_payment")],
    "ulti25/14-fault-red-silent-100-undoubled.json": [(0, 38, "wrong_payment")],
    "ulti25/15-red-and-stacked-bonuses.json": [],
    "ulti25/16-ultinet-durchmarsch-four-aces.json": [],
    # ulti26: score-sheet sessions (party, ulti + penalty, 40/20-100, betli, durchmarsch, red, contra,
    # silent bonuses, fold, carried-in totals, payments beside the sheet): no (a), no (c)
    "ulti26/01-sheet-party-session.json": [],
    "ulti26/02-sheet-ulti-carried.json": [],
    "ulti26/03-sheet-hundreds.json": [],
    "ulti26/04-sheet-betli-durchmarsch.json": [],
    "ulti26/05-sheet-contra.json": [],
    "ulti26/06-sheet-silent-bonuses.json": [],
    "ulti26/07-sheet-fold.json": [],
    "ulti26/08-payments-and-sheet.json": [],
    "ulti26/09-fault-wrong-score.json": [(1, 38, "wrong_score")],
    "ulti26/10-fault-wrong-total.json": [(1, 41, "wrong_total")],
    "ulti26/11-fault-failure-to-follow.json": [(1, 14, "revoke")],
    "ulti26/12-fault-nobody-bids.json": [(1, 1, "illegal_bid")],
    "ulti26/13-sheet-six-deals.json": [],
    # ulti27: rare mechanics (long auctions re-picking the talon, bid hierarchy edges, red/open
    # durchmarsch at 24, contra/recontra timing, late/false marriages, silent bonuses, sheets, thrown-in deal)
    "ulti27/01-long-auction-talon-thrice.json": [],
    "ulti27/02-fault-equal-rank-bid.json": [(0, 7, "illegal_bid")],
    "ulti27/03-hierarchy-ladder.json": [],
    "ulti27/04-open-betli-and-open-durchmarsch-edges.json": [],
    "ulti27/05-fault-red-open-durchmarsch-equal.json": [(0, 7, "illegal_bid")],
    "ulti27/06-contra-chain-last-moment.json": [],
    # its (a), fixed: a contra said after the defender's own first card is late (ulti/contra.levels)
    "ulti27/07-fault-contra-after-own-card.json": [(0, 8, "illegal_double")],
    "ulti27/08-fault-recontra-after-trick-two-lead.json": [(0, 11, "illegal_double")],
    "ulti27/09-fault-marriage-announced-late.json": [(0, 11, "marriage_not_allowed")],
    "ulti27/10-fault-false-forty.json": [(0, 7, "false_marriage")],
    "ulti27/11-sheet-silent-bonuses.json": [],
    "ulti27/12-fault-sheet-total-miswritten.json": [(4, 42, "wrong_total")],
    "ulti27/13-fault-all-pass-thrown-in.json": [(1, 1, "illegal_bid")],
    "ulti27/14-red-defender-seven-lost.json": [],
    "ulti27/15-silent-durchmarsch-beside-game.json": [],
    "ulti27/16-payments-session-five-deals.json": [],
    # ulti28: dealing and rotation (12 to the dealer's next seat, who opens), the auction's opening
    # (first bidder's discard, pass and bid later, take-then-pass, bid without the talon), no-trump and
    # open games (10 under J, forced overtake of a partner, contra binding only its caller), sheets
    "ulti28/01-clean-session-rotation.json": [],
    "ulti28/02-fault-dealer-not-rotating.json": [(1, None, "wrong_dealer")],
    # expected rejected or a violation at the deal: the engine's misdeal-played-on reading (ulti/deal.hands)
    "ulti28/03-fault-twelve-to-dealers-left.json": [(0, 0, "out_of_turn")],
    "ulti28/04-pass-then-bid-rebetli.json": [],
    "ulti28/05-fault-bid-without-talon.json": [(0, 2, "illegal_bid")],
    "ulti28/06-fault-take-then-pass.json": [(0, 4, "illegal_bid")],
    "ulti28/07-fault-ulti-under-betli.json": [(0, 7, "illegal_bid")],
    "ulti28/08-betli-nt-ranks-forced-overtake.json": [],
    "ulti28/09-fault-betli-defender-underplays.json": [(0, 17, "failure_to_overtake")],
    "ulti28/10-durchmarsch-no-trump.json": [],
    "ulti28/11-fault-redurchmarsch-revoke.json": [(0, 7, "revoke")],
    "ulti28/12-open-betli-open-durchmarsch.json": [],
    "ulti28/13-fault-open-betli-lost-underpaid.json": [(0, 37, "wrong_payment")],
    "ulti28/14-betli-contra-one-defender.json": [],
    "ulti28/15-fault-betli-contra-paid-by-both.json": [(0, 38, "wrong_payment")],
    "ulti28/16-fault-marriage-in-betli.json": [(0, 7, "marriage_not_allowed")],
    "ulti28/17-sheet-talon-points-ulti-fold-rebetli.json": [],
    "ulti28/18-fault-party-failure-to-trump.json": [(0, 14, "failure_to_trump")],
    # ulti30: optional goals under their options (four aces, silent four aces, four tens/UltiNet,
    # durchmarsch 7, open durchmarsch 12, silent bonuses in durchmarsch, silent durchmarsch with aces),
    # illegal contra (target, side, time, cap), talon cards laid away, 20/40 where (not) allowed,
    # rarer table rows, payments and score sheets: 18/18 agree; (a) 0, (b) 0, (c) 0
    "ulti30/01-four-aces-party-twenty-won.json": [],
    "ulti30/02-sheet-red-four-aces-ace-laid-away.json": [],
    "ulti30/03-silent-four-aces-with-party.json": [],
    "ulti30/04-sheet-four-aces-no-silent-bonus-then-red-40-100-aces.json": [],
    "ulti30/05-ultinet-four-tens-won-party-lost-to-forty.json": [],
    "ulti30/06-red-durchmarsch-seven-points-silent-ulti.json": [],
    "ulti30/07-fault-twenty-in-durchmarsch.json": [(0, 8, "marriage_not_allowed")],
    "ulti30/08-open-durchmarsch-12-contra-both-pay.json": [],
    "ulti30/09-fault-contra-on-goal-not-bid.json": [(0, 7, "illegal_double")],
    "ulti30/10-fault-recontra-by-defender.json": [(0, 10, "illegal_double")],
    "ulti30/11-fault-contra-after-first-trick.json": [(0, 11, "illegal_double")],
    "ulti30/12-fault-recontra-above-max-level.json": [(0, 10, "illegal_double")],
    "ulti30/13-fault-twenty-with-king-laid-away.json": [(0, 6, "false_marriage")],
    "ulti30/14-sheet-talon-points-and-ulti-seven-laid-away.json": [],
    "ulti30/15-talon-passed-on-red-party-forty.json": [],
    "ulti30/16-sheet-redurchmarsch-contra-one-then-open-betli-lost.json": [],
    "ulti30/17-ultinet-four-aces-all-tricks-no-silent-durchmarsch.json": [],
    "ulti30/18-fault-four-aces-with-durchmarsch-bid.json": [(0, 1, "illegal_bid")],
    # ulti-spec2: an outside party's conformance suite from the public format and the source only
    # (every contract family, silent bonuses, sessions, one fault per file): 18/18 agree; (c) 13, 14:
    # settlement.expected applies revoke_penalty lose_all_goals (source names no penalty)
    "ulti-spec2/01-party-marriages.json": [],
    "ulti-spec2/02-session-fold-red-20-100-wrong-total.json": [(1, 43, "wrong_total")],
    "ulti-spec2/03-red-ulti-contra-recontra.json": [],
    "ulti-spec2/04-ulti-lost-contra-penalty.json": [],
    "ulti-spec2/05-auction-pass-then-bid-40-100.json": [],
    "ulti-spec2/06-session-ulti-durchmarsch-rebetli-silent-durchmarsch.json": [],
    "ulti-spec2/07-betli-over-ulti-contra-one-defender.json": [],
    "ulti-spec2/08-open-durchmarsch-no-trumps.json": [],
    "ulti-spec2/09-open-betli-lost-wrong-payment.json": [(0, 37, "wrong_payment")],
    "ulti-spec2/10-silent-100-scores.json": [],
    "ulti-spec2/11-silent-ulti-defender-fails.json": [],
    "ulti-spec2/12-fault-false-marriage.json": [(0, 7, "false_marriage")],
    # (c): codes agree; expected settlement is lose_all_goals, not the as-played party
    "ulti-spec2/13-fault-revoke.json": [(0, 16, "revoke")],
    # (c): codes agree; expected settlement gives the declarer the lost 20-100
    "ulti-spec2/14-fault-failure-to-trump-20-100.json": [(0, 17, "failure_to_trump")],
    "ulti-spec2/15-fault-betli-failure-to-overtake.json": [(0, 26, "failure_to_overtake")],
    "ulti-spec2/16-fault-ulti-seven-early.json": [(0, 18, "early_trump_seven")],
    "ulti-spec2/17-fault-bid-not-higher.json": [(0, 4, "illegal_bid")],
    "ulti-spec2/18-fault-out-of-turn.json": [(0, 13, "out_of_turn")],
    # ulti29: a fault sweep (4 clean sessions, payments and sheets; 17 one-fault files at the first
    # lead, last trick, last card of a trick, final call, talon, declarations, contra, trump naming,
    # ulti seven, dealer, first/last-deal payment, score and total): 17/21 exact, 19/21 once three
    # guessed code names are corrected;
    # (a) 08, 09: the revoke_penalty default lose_all_goals overrides the source's scoring clause
    # (no penalty in the source; play_stands agrees); (b) code names only (08, 15, 16)
    "ulti29/01-clean-s1-payments.json": [],
    "ulti29/02-clean-s2-sheet.json": [],
    "ulti29/03-clean-s3-payments.json": [],
    "ulti29/04-clean-s4-sheet.json": [],
    "ulti29/05-fault-first-lead-out-of-turn.json": [(0, 6, "out_of_turn")],
    "ulti29/06-fault-last-trick-out-of-turn.json": [(3, 32, "out_of_turn")],
    "ulti29/07-fault-last-card-no-overtake.json": [(0, 14, "failure_to_overtake")],
    # its (a), widened: the deal settled as played is accepted beside issue #4's lose_all_goals where
    # the record fits it (ulti/penalty.revoke, session 25)
    "ulti29/08-fault-revoke-last-deal.json": [(3, 19, "revoke")],
    # its (a), widened likewise: the as-played sheet lines are accepted
    "ulti29/09-fault-failure-to-trump.json": [(1, 23, "failure_to_trump")],
    "ulti29/10-fault-final-bid-not-higher.json": [(0, 13, "illegal_bid")],
    "ulti29/11-fault-take-then-pass.json": [(1, 4, "illegal_bid")],
    "ulti29/12-fault-false-twenty.json": [(0, 8, "false_marriage")],
    "ulti29/13-fault-marriage-in-100-game.json": [(3, 6, "marriage_not_allowed")],
    "ulti29/14-fault-late-contra.json": [(1, 14, "illegal_double")],
    "ulti29/15-fault-hearts-named-in-plain-ulti.json": [(0, 8, "bad_trump")],
    "ulti29/16-fault-ulti-seven-led-early.json": [(2, 17, "early_trump_seven")],
    "ulti29/17-fault-wrong-dealer-last-deal.json": [(3, None, "wrong_dealer")],
    "ulti29/18-fault-payment-first-deal.json": [(0, 37, "wrong_payment")],
    "ulti29/19-fault-payment-last-deal.json": [(3, 40, "wrong_payment")],
    "ulti29/20-fault-score-first-deal.json": [(0, 36, "wrong_score")],
    "ulti29/21-fault-total-last-deal.json": [(2, 44, "wrong_total")],
    # ulti-spec3: an outside club app / director writing from the spec alone, a conformance sweep
    # (party, fold, red ulti after a raise, 40-100 contra/recontra, 20-100, betli with one-sided
    # contra, open betli, rebetli, trump durchmarsch + silent ulti, redurchmarsch, silent 100; one
    # fault each: trump seven, false 20, revoke, trump, overtake in betli, bid order, out of turn,
    # ulti penalty under contra, total): 18/18 annotations agree; (b) code names only;
    # (a) 12, 14: revoke_penalty default lose_all_goals changes the computed settlement
    "ulti-spec3/01-party-marriages-payments.json": [],
    "ulti-spec3/02-fold-then-red-party.json": [],
    "ulti-spec3/03-red-ulti-after-overbid-payments.json": [],
    "ulti-spec3/04-40-100-contra-recontra-payments.json": [],
    "ulti-spec3/05-fault-ulti-seven-played-early.json": [(0, 9, "early_trump_seven")],
    "ulti-spec3/06-betli-contra-one-defender-payments.json": [],
    "ulti-spec3/07-sheet-open-betli-rebetli.json": [],
    "ulti-spec3/08-trump-durchmarsch-silent-ulti-payments.json": [],
    "ulti-spec3/09-fault-false-twenty.json": [(0, 7, "false_marriage")],
    "ulti-spec3/10-sheet-three-deals-silent100-20-100-ulti-contra.json": [],
    "ulti-spec3/11-play-only-party-redurchmarsch.json": [],
    # (a) annotation agrees; the engine settles the deal by lose_all_goals (+1/+1/-2 as played becomes -1/-1/+2)
    "ulti-spec3/12-fault-revoke.json": [(0, 10, "revoke")],
    "ulti-spec3/13-fault-failure-to-trump-payments.json": [(0, 22, "failure_to_trump")],
    # (a) annotation agrees; lose_all_goals takes the betli the play made from the declarer
    "ulti-spec3/14-fault-betli-declarer-under.json": [(0, 30, "failure_to_overtake")],
    "ulti-spec3/15-fault-ulti-not-above-betli.json": [(0, 4, "illegal_bid")],
    "ulti-spec3/16-fault-out-of-turn-lead.json": [(0, 13, "out_of_turn")],
    "ulti-spec3/17-fault-ulti-penalty-doubled-by-contra.json": [(0, 42, "wrong_payment")],
    "ulti-spec3/18-fault-sheet-wrong-total.json": [(1, 43, "wrong_total")],
    # ulti-spec4: a club app developer (talon passed on, bid hierarchy incl. UltiNet, silent bonuses,
    # contra per goal, fold, payments and sheets; faults: bid not higher x2, overtake, trump, false 40,
    # payment, total): 18/18 agree; (a) 0, (b) 0, (c) 1 (14: lose_all_goals computed settlement)
    "ulti-spec4/01-talon-round-40-100.json": [],
    "ulti-spec4/02-fold.json": [],
    "ulti-spec4/03-red-ulti-contra-recontra.json": [],
    "ulti-spec4/04-open-betli-contra.json": [],
    "ulti-spec4/05-score-sheet-two-deals.json": [],
    "ulti-spec4/06-silent-ulti-defender-lost.json": [],
    "ulti-spec4/07-silent-100.json": [],
    "ulti-spec4/08-redurchmarsch.json": [],
    "ulti-spec4/09-silent-durchmarsch-sheet.json": [],
    "ulti-spec4/10-ultinet-20-100.json": [],
    "ulti-spec4/11-play-only-red-party.json": [],
    "ulti-spec4/12-fault-ulti-under-betli.json": [(0, 4, "illegal_bid")],
    "ulti-spec4/13-fault-ultinet-ulti-not-over-40-100.json": [(0, 4, "illegal_bid")],
    # (c): annotation agrees; lose_all_goals computes the declarer's win (as played he lost the party)
    "ulti-spec4/14-fault-failure-to-overtake.json": [(0, 26, "failure_to_overtake")],
    "ulti-spec4/15-fault-failure-to-trump.json": [(0, 21, "failure_to_trump")],
    "ulti-spec4/16-fault-false-40.json": [(0, 8, "false_marriage")],
    "ulti-spec4/17-fault-wrong-payment.json": [(0, 36, "wrong_payment")],
    "ulti-spec4/18-fault-sheet-wrong-total.json": [(1, 42, "wrong_total")],
    # ulti-spec5: a club app meeting the rarer parts (four aces/tens, redurchmarsch, open durchmarsch,
    # 20-100 over 40-100, red games, ulti penalty, silent ulti, fold, play-only, stops mid-play, sheets
    # whose totals stop; faults: auction order, talon, late/false 20, late contra, revoke, red payment):
    # (a) 0, (b) 1 (hearts named in plain bids: 07/08/10 fixed), (c) 1 (06: a failed silent ulti paid as ulti-penalty, accepted since)
    "ulti-spec5/01-four-aces.json": [],
    "ulti-spec5/02-four-tens-ultinet.json": [],
    "ulti-spec5/03-durchmarsch-session.json": [],
    "ulti-spec5/04-20-100-over-40-100.json": [],
    "ulti-spec5/05-red-session-payments.json": [],
    "ulti-spec5/06-ulti-penalty-silent-ulti.json": [],
    "ulti-spec5/07-fold-scoresheet.json": [],
    "ulti-spec5/08-totals-stop.json": [],
    "ulti-spec5/09-play-only.json": [],
    "ulti-spec5/10-stops-mid-play.json": [],
    "ulti-spec5/11-fault-bid-out-of-turn.json": [(0, 2, "out_of_turn")],
    "ulti-spec5/12-fault-talon-taken-then-pass.json": [(0, 4, "illegal_bid")],
    "ulti-spec5/13-fault-marriage-late.json": [(0, 12, "marriage_not_allowed")],
    "ulti-spec5/14-fault-marriage-without-pair.json": [(0, 7, "false_marriage")],
    "ulti-spec5/15-fault-contra-too-late.json": [(0, 14, "illegal_double")],
    "ulti-spec5/16-fault-revoke-betli.json": [(0, 13, "revoke")],
    "ulti-spec5/17-fault-red-payment-undoubled.json": [(0, 38, "wrong_payment")],
    # ulti-spec6: a club app's records of the deal and the auction (12 cards, first bidder's discard,
    # talon passed round, own raise, fewer goals / red over plain, trumps, fold, 20/40, sessions as
    # payments and score sheets). 18 files, 8 clean, 10 one-fault; (a) 0, (b) 0, (c) 0.
    "ulti-spec6/01-party-marriages.json": [],
    "ulti-spec6/02-talon-round-after-round.json": [],
    "ulti-spec6/03-raise-own-bid-red-ulti.json": [],
    "ulti-spec6/04-session-payments-fold.json": [],
    "ulti-spec6/05-session-scoresheet.json": [],
    "ulti-spec6/06-play-only-red-party.json": [],
    "ulti-spec6/07-ulti-contra-recontra.json": [],
    "ulti-spec6/08-rebetli-over-red-ulti.json": [],
    "ulti-spec6/09-wrong-dealer.json": [(2, None, "wrong_dealer")],
    "ulti-spec6/10-take-out-of-turn.json": [(0, 4, "out_of_turn")],
    "ulti-spec6/11-bid-not-higher-more-goals.json": [(0, 4, "illegal_bid")],
    "ulti-spec6/12-trumps-named-in-betli.json": [(0, 8, "bad_trump")],
    "ulti-spec6/13-marriage-late.json": [(0, 15, "marriage_not_allowed")],
    "ulti-spec6/14-betli-overtake-missed.json": [(0, 10, "failure_to_overtake")],
    "ulti-spec6/15-revoke-trumped.json": [(0, 7, "revoke")],
    "ulti-spec6/16-wrong-payment-red-ulti.json": [(0, 37, "wrong_payment")],
    "ulti-spec6/17-wrong-total.json": [(2, 41, "wrong_total")],
    "ulti-spec6/18-own-raise-not-higher.json": [(0, 6, "illegal_bid")],
    # ulti-spec7 (blind, Japanese source): partial records (play-only, stopped mid-play, no auction,
    # start totals, totals-only / stopped sheets, payments without reasons) and one-slip knock-on;
    # 18 files, 9 clean + 9 one-slip: (a) 1 (07: no bids but trumps named -> 4 findings), (b) 0, (c) 0.
    "ulti-spec7/01-clean-ulti-contra-recontra.json": [],
    "ulti-spec7/02-clean-session-score-total.json": [],
    "ulti-spec7/03-clean-playonly-auction-payments-no-reason.json": [],
    "ulti-spec7/04-clean-playonly-plays-alone.json": [],
    "ulti-spec7/05-clean-betli-lost-record-stops.json": [],
    "ulti-spec7/06-clean-party-stops-midplay-scores.json": [],
    # (a), fixed: no bid written but the trumps named: the bids were left out (the first bidder cannot
    # pass), the auction unrecorded - it was bad_trump, no_contract and 2 unexpected_payment
    "ulti-spec7/07-clean-hands-no-auction.json": [],
    "ulti-spec7/08-clean-midevening-start-totals.json": [],
    "ulti-spec7/09-fault-totals-only-addition-slip.json": [(1, 38, "wrong_total")],
    "ulti-spec7/10-clean-sheet-stops-writing-totals.json": [],
    "ulti-spec7/11-fault-payment-to-wrong-player.json": [(0, 39, "wrong_payment")],
    "ulti-spec7/12-fault-card-out-of-turn.json": [(0, 19, "out_of_turn")],
    "ulti-spec7/13-fault-lead-by-wrong-player.json": [(0, 19, "out_of_turn")],
    "ulti-spec7/14-fault-bid-after-auction-closed.json": [(0, 8, "illegal_bid")],
    "ulti-spec7/15-fault-take-out-of-turn.json": [(0, 2, "out_of_turn")],
    "ulti-spec7/16-fault-contra-by-declarer.json": [(0, 10, "illegal_double")],
    "ulti-spec7/17-fault-playonly-lead-by-wrong-player.json": [(0, 28, "out_of_turn")],
    "ulti-spec7/18-fault-score-line-slip-carried.json": [(1, 41, "wrong_score")],
    # ulti-opt: outside audit of Ulti's rule options and presets (UltiNet preset, durchmarsch 7,
    # open durchmarsch 12, bid hierarchies, compulsory fold, silent-bonus variants, revoke_penalty);
    # 18 files, (a) 0, (b) 1, (c) 1.
    "ulti-opt/01-ultinet-20-100-clean.json": [],
    "ulti-opt/02-ultinet-silent-100-sheet.json": [
        (1, 39, "wrong_score"),
        (1, 40, "wrong_score"),
        (1, 41, "wrong_score"),
    ],
    "ulti-opt/03-durch7-underpaid.json": [(0, 36, "wrong_payment"), (0, 37, "wrong_payment")],
    # (c): durchmarsch_points 7 also values the no-trump durchmarsch at 7 (documented ruling)
    "ulti-opt/04-durch7-hierarchy-clean.json": [(1, 36, "wrong_payment"), (1, 37, "wrong_payment")],
    "ulti-opt/05-open-durch12-clean.json": [],
    "ulti-opt/06-open-durch12-tie-bid.json": [(0, 4, "illegal_bid")],
    "ulti-opt/07-points-only-betli-over-ulti.json": [(0, 4, "illegal_bid")],
    "ulti-opt/08-without-party-clean.json": [],
    "ulti-opt/09-above-red-four-aces-clean.json": [],
    "ulti-opt/10-ultinet-ulti-ties-40-100.json": [(0, 4, "illegal_bid")],
    "ulti-opt/11-fold-compulsory.json": [(1, 7, "fold_required")],
    "ulti-opt/12-durch-alone-play-only.json": [(0, 4, "illegal_bid")],
    "ulti-opt/13-no-silent-in-durch.json": [(0, 37, "unexpected_payment"), (0, 38, "unexpected_payment")],
    "ulti-opt/14-silent-durch-replaces-party.json": [],
    "ulti-opt/15-silent-100-under-contra.json": [(0, 40, "wrong_payment"), (0, 41, "wrong_payment")],
    "ulti-opt/16-ultinet-four-tens-no-silent-durch.json": [
        (0, 43, "unexpected_payment"),
        (0, 44, "unexpected_payment"),
    ],
    "ulti-opt/17-revoke-play-stands.json": [(0, 22, "revoke")],
    "ulti-opt/18-revoke-void-deal-sheet.json": [
        (1, 34, "early_trump_seven"),
        (1, 34, "revoke"),
    ],
    # ulti-spec8: outside-party round on the contra chain (who/when, trump vs no-trump scope,
    # levels to 64), silent bonuses under contra, ulti penalty, combined bids, payments and sheets.
    # 18 files (9 clean, 9 one-fault); disagreements: (a) 0, (b) 0, (c) 0.
    "ulti-spec8/01-red-ulti-contra-recontra-penalty.json": [],
    "ulti-spec8/02-party-full-chain-64.json": [],
    "ulti-spec8/03-combo-40100-ulti-durch-contras.json": [],
    "ulti-spec8/04-betli-one-defender-recontra-netted.json": [],
    "ulti-spec8/05-nt-durchmarsch-both-contra-sheet.json": [],
    "ulti-spec8/06-silent-100-under-recontra.json": [],
    "ulti-spec8/07-defender-silent-ulti-fails.json": [],
    "ulti-spec8/08-red-40100-recontra-then-fold-sheet.json": [],
    "ulti-spec8/09-play-only-20-100-subcontra-other-defender.json": [],
    "ulti-spec8/10-contra-by-declarer.json": [(0, 7, "illegal_double")],
    "ulti-spec8/11-contra-in-trick-two.json": [(0, 14, "illegal_double")],
    "ulti-spec8/12-recontra-by-defender.json": [(0, 11, "illegal_double")],
    "ulti-spec8/13-payment-contra-on-wrong-goal.json": [
        (0, 37, "wrong_payment"),
        (0, 38, "wrong_payment"),
        (0, 39, "wrong_payment"),
        (0, 40, "wrong_payment"),
    ],
    "ulti-spec8/14-payment-contra-wrong-defender.json": [(0, 40, "wrong_payment"), (0, 41, "wrong_payment")],
    "ulti-spec8/15-ulti-penalty-doubled-by-contra.json": [(0, 45, "wrong_payment"), (0, 46, "wrong_payment")],
    "ulti-spec8/16-sheet-wrong-total.json": [(1, 39, "wrong_total")],
    "ulti-spec8/17-contra-after-first-trick-complete.json": [(0, 12, "illegal_double")],
    "ulti-spec8/18-nt-subcontra-by-other-defender.json": [(0, 11, "illegal_double")],
    # ulti-spec: a third-party app's records from the spec alone (auction with takes/discards and own
    # raises, every goal family, red without a trump announce, fold, contra/recontra, marriages, silent
    # bonuses, net payments without reasons, play-only, "ulti" shorthand, two-pass auction end): no (a).
    # (c) 12: the source gives no revoke penalty; the recorder settled the deal as played, the engine
    # applies ulti/penalty.revoke (lose_all_goals), so the party payments are wrong_payment
    "ulti-spec/01-party-rotation.json": [],
    "ulti-spec/02-auction-ladder.json": [],
    "ulti-spec/03-red-ulti.json": [],
    "ulti-spec/04-fold.json": [],
    "ulti-spec/05-contra.json": [],
    "ulti-spec/06-betli-family.json": [],
    "ulti-spec/07-hundreds-durchmarsch.json": [],
    "ulti-spec/08-silent-bonuses.json": [],
    "ulti-spec/09-play-only.json": [],
    "ulti-spec/10-ulti-shorthand.json": [],
    "ulti-spec/11-two-pass-end.json": [],
    "ulti-spec/12-fault-failure-to-follow.json": [(1, 13, "revoke")],
    "ulti-spec/13-fault-failure-to-trump.json": [(0, 27, "failure_to_trump")],
    "ulti-spec/14-fault-failure-to-overtake.json": [(1, 17, "failure_to_overtake")],
    "ulti-spec/15-fault-bid-not-higher.json": [(0, 4, "illegal_bid")],
    "ulti-spec/16-fault-wrong-payment.json": [(1, 37, "wrong_payment")],
    # ulti-po: play-only records (hands null), sessions of 2-3 deals: no (a). (c) 15: the recorder paid
    # the lost betli as played after a defender's revoke; ulti/penalty.revoke's default lose_all_goals
    # (issue #4) gives the declarer the betli, so both payments differ
    "ulti-po/01-clean-party-ulti-betli.json": [],
    "ulti-po/02-clean-sheet-red-fold-40-100.json": [],
    "ulti-po/03-clean-overcall-contra-ulti.json": [],
    "ulti-po/04-clean-stopped-when-decided.json": [],
    "ulti-po/05-clean-silent-ulti.json": [],
    "ulti-po/06-clean-silent-100.json": [],
    "ulti-po/07-fault-void-then-follows.json": [(1, 16, "revoke")],
    "ulti-po/08-fault-plain-card-not-trump.json": [(1, 24, "failure_to_trump")],
    "ulti-po/09-fault-card-played-twice.json": [(1, 34, "card_not_in_hand")],
    "ulti-po/10-fault-talon-card-played.json": [(1, 37, "card_not_in_hand")],
    "ulti-po/11-fault-out-of-turn.json": [(1, 35, "out_of_turn")],
    "ulti-po/12-fault-wrong-payment.json": [(1, 40, "wrong_payment")],
    "ulti-po/13-hidden-revoke-betli-stopped.json": [],
    "ulti-po/14-hidden-overtake-durchmarsch-stopped.json": [],
    "ulti-po/15-fault-revoke-shown-before-stop.json": [(1, 6, "revoke")],
    "ulti-po/16-fault-false-marriage.json": [(1, 6, "false_marriage")],
    "ulti-po/17-fault-early-ulti-seven.json": [(1, 24, "early_trump_seven")],
    "ulti-po/18-fault-passed-talon-card-played.json": [(1, 38, "card_not_in_hand")],
    # session 18, round 19: gd25, one fault of each kind in complete deals, default rules: no (a).
    # Kept readings: 07, the count announced and not held is paid as a premium not held (§21); 12, the
    # 10 % share is taken on each seat's net winnings; 14, every seat stakes anew after an ultimo
    # took the pool (27.pool), though a record that writes no stake then is accepted (14 below)
    # an equal bid is void and the next player's call after it is in turn: the table let the void
    # call spend its caller's turn (galician-tarok/10.bid-rank; the auditor expected one finding)
    "gd25/01-3p-bid-not-higher.json": [(0, 2, "illegal_bid")],
    "gd25/02-3p-bid-out-of-turn.json": [(0, 1, "out_of_turn")],
    "gd25/03-3p-take-wrong-packet.json": [(0, 3, "illegal_take")],
    "gd25/04-3p-king-laid-away.json": [(0, 4, "illegal_discard")],
    "gd25/05-3p-discard-two-of-three.json": [(0, 4, "illegal_discard")],
    "gd25/06-3p-announce-after-lead.json": [(0, 9, "illegal_announcement")],
    # settled without the wrong count's value: since session 26 read so where it fits better
    # (galician-tarok/21.tarock-count; gd-spec2 and gd-spec5 read it so too)
    "gd25/07-3p-eleven-tarocks-announced-ten.json": [(0, 5, "wrong_tarock_count")],
    "gd25/08-4p-recontra-by-helper.json": [(0, 9, "illegal_double")],
    "gd25/09-3p-player-renonce.json": [(0, 25, "revoke")],
    "gd25/10-5p-card-not-in-hand.json": [(0, 43, "card_not_in_hand")],
    "gd25/11-4p-play-out-of-turn.json": [(0, 21, "out_of_turn")],
    "gd25/12-3p-pagat-released-early.json": [(0, 15, "pagat_released")],
    "gd25/13-3p-session-clean-then-wrong-game-payment.json": [(1, 46, "wrong_payment")],
    # the deal after an ultimo won the pool writes no stake into the pool its shares refilled: that
    # table's practice, accepted (27.pool leniency, rulings review Q2)
    "gd25/14-4p-session-ultimo-clean-then-wrong-pool-share.json": [(1, 47, "wrong_payment")],
    # session 24, round 26: gd26, the end of the auction, the talon laid away, the 33-point
    # consolation, contra levels and contra_symmetric, the pool under contra and renonce, ultimo,
    # play-only records, four and five players: no (a). One (c): 11 deal 3, a score sheet in the deal
    # after an ultimo took the pool writes no new stake; the 27.pool leniency (rulings review Q2)
    # covers records with payments only, so the sheet is judged by the stake-anew rule
    "gd26/01-auction-final-pass.json": [],
    "gd26/02-talon-discard-tarocks.json": [],
    "gd26/03-king-laid-away.json": [(1, 5, "illegal_discard")],
    "gd26/04-consolation-33.json": [],
    "gd26/05-contra-levels.json": [],
    "gd26/06-contra-symmetric.json": [],
    "gd26/07-pool-contra-ultimo.json": [],
    "gd26/08-pool-renonce.json": [(1, 24, "revoke")],
    "gd26/09-pagat-ultimo.json": [],
    "gd26/10-play-only.json": [],
    # fixed since: a score sheet in that deal is read with or without the new stake, as it fits
    "gd26/11-four-players.json": [],
    "gd26/12-five-players.json": [],
    "gd26/13-pagat-released.json": [(1, 16, "pagat_released")],
    "gd26/14-bid-after-final-pass.json": [(1, 3, "illegal_bid")],
    # round 27: gd27, score sheets (scores and totals, no payments) over 3-6 deals at 3, 4 and 5
    # players: game values by contract and purchase, the 33-point consolation, contra chains (a
    # recontra on a won game counts x2 only), silent and announced premiums, volat, the pool across
    # deals (stake, dealer fee, pass fee, shares, an ultimo taking or paying it): no (a), no (c).
    # 07, 15, 16: the sheet writes no new stake after an ultimo won the pool (27.pool sheet leniency)
    "gd27/01-threes-by-packet.json": [],
    "gd27/02-twos-and-ones.json": [],
    "gd27/03-solo-and-volat.json": [],
    "gd27/04-consolation-33.json": [],
    "gd27/05-contra-chains.json": [],
    "gd27/06-silent-premiums.json": [],
    "gd27/07-announced-premiums.json": [],
    "gd27/08-ultimo-failed.json": [],
    "gd27/09-four-players.json": [],
    "gd27/10-five-players.json": [],
    "gd27/11-wrong-score.json": [(1, 46, "wrong_score")],
    "gd27/12-wrong-total.json": [(2, 52, "wrong_total")],
    "gd27/13-renonce.json": [(1, 16, "revoke")],
    "gd27/14-pool-across-deals.json": [],
    "gd27/15-ultimo-takes-pool-4p.json": [],
    "gd27/16-ultimo-first-deal.json": [],
    "gd27/17-five-fresh-pool.json": [],
    # gd-po: play-only records (hands null): void-shown revokes (suit, tarocks, failure to trump),
    # cards written twice / from the talon / from the laying-away, out of turn, the pagat given up
    # or driven out, solo, pool, four players, score sheet; 14 and 15 hold faults a play-only
    # record cannot prove (king laid away unrecorded, record cut short): clean. No (a), no (c).
    "gd-po/01-clean-session.json": [],
    "gd-po/02-clean-ultimo-silent-and-helper.json": [],
    "gd-po/03-clean-pool-ultimo.json": [],
    "gd-po/04-clean-pagat-forced.json": [],
    "gd-po/05-clean-four-players.json": [],
    "gd-po/06-clean-score-sheet-contra.json": [],
    "gd-po/07-clean-trull-kings.json": [],
    "gd-po/08-revoke-void-shown.json": [(1, 27, "revoke")],
    "gd-po/09-card-played-twice.json": [(1, 20, "card_not_in_hand")],
    "gd-po/10-talon-card-played.json": [(1, 17, "card_not_in_hand")],
    "gd-po/11-out-of-turn.json": [(1, 24, "out_of_turn")],
    "gd-po/12-wrong-payment.json": [(1, 47, "wrong_payment")],
    "gd-po/13-pagat-released.json": [(1, 19, "pagat_released")],
    "gd-po/14-king-laid-away-unrecorded.json": [],
    "gd-po/15-revoke-unprovable-short-record.json": [],
    "gd-po/16-helper-tarock-void-shown.json": [(1, 30, "revoke")],
    "gd-po/17-player-fails-to-trump.json": [(1, 21, "revoke")],
    "gd-po/18-clean-solo.json": [],
    "gd-po/19-laid-away-card-played.json": [(1, 31, "card_not_in_hand")],
    # gd28, a federation's season: long club sessions at 3/4/5 players mixing every contract,
    # packet refusals, premiums announced and silent, contra chains, the pool; 17 files, the
    # engine agrees with the blind auditor everywhere: no (a), no (c).
    "gd28/01-trio-club-night.json": [],
    "gd28/02-trio-bottom-top.json": [],
    "gd28/03-quartet-king.json": [],
    "gd28/04-quartet-dealer-fee.json": [],
    "gd28/05-quintet-sitters.json": [],
    "gd28/06-trio-consolation.json": [],
    "gd28/07-trio-pool-cycle.json": [],
    "gd28/08-quintet-long.json": [],
    "gd28/09-trio-wrong-game.json": [(5, 45, "wrong_payment")],
    "gd28/10-quartet-pass-volat-pagat.json": [(4, 1, "illegal_bid")],
    "gd28/11-trio-pagat-released.json": [(4, 19, "pagat_released")],
    "gd28/12-quartet-season-final.json": [],
    "gd28/13-trio-volat.json": [],
    "gd28/14-trio-failed-announcements.json": [],
    "gd28/15-quartet-helper-tarocks.json": [],
    "gd28/16-trio-common-usage.json": [],
    "gd28/17-trio-tarocks-if-won.json": [],
    # gd29, the rarer session mechanics: the pool grown, won and restaked, 4/5 players with the
    # king and the rotating sitter, dealer rotation, a no-tarock throw-in, contra chains on game
    # and ultimo, 32/33/34 points, `start`; payments and sheets. (a) 0, (b) 0, (c) 2.
    "gd29/01-3p-pool-grows-won-restaked-payments.json": [],
    "gd29/02-3p-failed-ultimo-doubles-pool-then-won-sheet.json": [],
    "gd29/03-4p-king-rotation-pool-won-restake-sheet.json": [],
    "gd29/04-4p-start-pool-carried-payments.json": [],
    # (c): the auditor charges the first-round sitter his stake when he joins the pool; the
    # engine stakes only the seats of the founding deal (27.pool); expected clean (since session 31
    # the deal-5 ultimo taking the pool as the sheet has it is no second finding: gd-long-sheet a1)
    "gd29/05-5p-fresh-sitters-rotate-sheet.json": [(4, 48, "wrong_score"), (4, 49, "wrong_score")],
    # (c): the same question after a restake made while seat 1 sat out; expected clean
    "gd29/06-5p-start-totals-pool-restake-sitter-sheet.json": [
        (4, 45, "wrong_score"),
        (4, 49, "wrong_score"),
    ],
    # its (c), widened: the same dealer redeals after a no-tarock throw-in, right too since session 25
    # (17.no-tarock)
    "gd29/07-3p-no-tarock-thrown-in-same-dealer-sheet.json": [],
    "gd29/08-3p-no-tarock-redeal-under-default-rules.json": [(2, 0, "illegal_redeal")],
    "gd29/09-3p-consolation-edges-sheet.json": [],
    "gd29/10-3p-contra-chains-game-and-ultimo-payments.json": [],
    "gd29/11-3p-pool-total-forgets-restake-sheet.json": [(3, 51, "wrong_total")],
    "gd29/12-4p-same-dealer-twice.json": [(4, None, "wrong_dealer")],
    "gd29/13-5p-sitter-not-rotated.json": [(4, None, "wrong_sitter")],
    "gd29/14-3p-failed-ultimo-pool-not-paid.json": [(2, None, "missing_payment")],
    "gd29/15-3p-exactly-33-written-as-won.json": [
        (1, 44, "wrong_score"),
        (1, 45, "wrong_score"),
        (1, 46, "wrong_score"),
    ],
    "gd29/16-4p-king-restake-missing.json": [(2, None, "missing_payment")],
    # round gd-spec: an outside party's conformance sweep from the public format and the source only
    # (every contract level, premium, contra chain, 3/4/5 players, one file per fault kind): (a) 0,
    # (b) 1 (15: the wrong tarock count also pays the count announced, §21), (c) 0
    "gd-spec/01-3p-three-silent-four-kings-fresh-pool.json": [],
    "gd-spec/02-3p-bottom-contra-lost-no-overtake-duty.json": [],
    "gd-spec/03-3p-top-recontra-won.json": [],
    "gd-spec/04-3p-two-reject-supracontra-lost.json": [],
    "gd-spec/05-3p-out-of-turn-last-trick.json": [(0, 39, "out_of_turn")],
    "gd-spec/06-3p-solo-tarocks-announced.json": [],
    "gd-spec/07-3p-ultimo-trull-announced-made-pool.json": [],
    "gd-spec/08-3p-ultimo-failed-contra-pool.json": [],
    "gd-spec/09-3p-volat-helper-without-tarock.json": [],
    "gd-spec/10-4p-helper-tarocks-king-shares.json": [],
    "gd-spec/11-3p-declarer-trumps-holding-suit.json": [(0, 20, "revoke")],
    "gd-spec/12-3p-helper-fails-to-trump.json": [(0, 22, "revoke")],
    "gd-spec/13-3p-king-laid-away.json": [(0, 4, "illegal_discard")],
    "gd-spec/14-3p-pass-volat-holding-pagat.json": [(0, 2, "illegal_bid")],
    "gd-spec/15-3p-tarocks-announced-10-holding-11.json": [(0, 5, "wrong_tarock_count")],
    "gd-spec/16-3p-session-wrong-payment.json": [(1, 42, "wrong_payment")],
    "gd-spec/17-4p-sheet-all-pass-wrong-score.json": [(2, 46, "wrong_score")],
    "gd-spec/18-5p-sheet-sitter-out-wrong-total.json": [(1, 50, "wrong_total")],
    # round gd30: a fault sweep, five clean multi-deal sessions and one planted fault per file
    # (first lead, last trick, last card of a trick, final call, announcements, discard, dealer,
    # first/last-deal payment, score and total): (a) 0, (b) 1, (c) 1
    "gd30/01-s1-clean-3p-payments.json": [],
    "gd30/02-s2-clean-3p-sheet.json": [],
    "gd30/03-s3-clean-4p-king-payments.json": [],
    "gd30/04-s4-clean-3p-announcements-sheet.json": [],
    "gd30/05-s5-clean-3p-bottom-hold-solo.json": [],
    "gd30/06-s1-helper-revoke-first-lead.json": [(0, 9, "revoke")],
    "gd30/07-s1-player-revoke-last-card.json": [(0, 19, "revoke")],
    "gd30/08-s2-last-trick-out-of-turn.json": [(3, 39, "out_of_turn")],
    "gd30/09-s1-last-deal-pool-ultimo-short.json": [(3, 48, "wrong_payment")],
    # its (c), widened: the short founding stake stands and the pool holds what was paid (§31), but
    # the later ultimo paid the 73.8 the rules' pool holds is right too since session 25 (27.pool)
    "gd30/10-s1-first-deal-stake-short.json": [(0, 46, "wrong_payment")],
    "gd30/11-s2-first-deal-score-single.json": [(0, 47, "wrong_score")],
    "gd30/12-s2-last-deal-total-slip.json": [(3, 46, "wrong_total")],
    "gd30/13-s3-wrong-dealer.json": [(1, None, "wrong_dealer")],
    "gd30/14-s3-last-deal-king-unpaid.json": [
        (3, None, "missing_payment"),
        (3, None, "missing_payment"),
    ],
    "gd30/15-s4-false-tarocks.json": [(0, 5, "wrong_tarock_count")],
    "gd30/16-s4-tarock-discard-not-shown.json": [(0, 5, "concealed_discard")],
    "gd30/17-s1-pagat-released-ultimo.json": [(3, 35, "pagat_released")],
    "gd30/18-s5-king-discarded.json": [(0, 6, "illegal_discard")],
    "gd30/19-s1-pass-volat-with-pagat.json": [(2, 2, "illegal_bid")],
    "gd30/20-s3-king-contra.json": [(1, 8, "sitter_acted")],
    "gd30/21-s1-first-lead-out-of-turn.json": [(2, 9, "out_of_turn")],
    # round gd31: szpricer and its deal (4p, 5p, 3p call), tape / passe volat auctions, volat announced
    # and failed, four kings and trull announced (made, failed, contra/recontra), helpers' premiums,
    # pagat ultimo under contra and the pool, at 3, 4 and 5 players; (a) 0, (c) 1
    "gd31/01-3p-four-kings-announced-made.json": [],
    "gd31/02-3p-four-kings-announced-failed-contra-recontra.json": [],
    "gd31/03-3p-trull-announced-contra-made.json": [],
    # (c) the auditor let the player say contra on a helper's announced trull (§21 "może dostać na ten
    # walor contra"); galician-tarok/17.contra admits only the helpers' contra on the player's premiums
    "gd31/04-3p-sheet-helper-kings-silent-helper-trull-announced-contra.json": [
        (1, 8, "illegal_double"),
        (1, 45, "wrong_score"),
        (1, 46, "wrong_score"),
        (1, 47, "wrong_score"),
        (1, 48, "wrong_score"),
    ],
    "gd31/05-3p-helper-four-kings-announced-failed.json": [],
    "gd31/06-3p-volat-announced-failed-game-won.json": [],
    "gd31/07-3p-volat-announced-at-bottom-failed.json": [],
    "gd31/08-3p-pagat-ultimo-contra-made.json": [],
    "gd31/09-3p-pagat-ultimo-contra-recontra-failed.json": [],
    "gd31/10-3p-tape-and-pool-defence-auctions.json": [],
    "gd31/11-3p-tape-by-second-player.json": [(0, 1, "illegal_bid")],
    "gd31/12-3p-tape-by-forehand-holding-pagat.json": [],
    "gd31/13-4p-sheet-szpricer-contra-lost-quadruple.json": [],
    "gd31/14-5p-szpricer-contra-won.json": [],
    "gd31/15-3p-szpricer-called-without-a-king.json": [
        (0, 3, "illegal_szpricer")
    ],  # expected name illegal_call
    "gd31/16-3p-contra-on-unannounced-trull.json": [(0, 8, "illegal_double")],
    "gd31/17-3p-pagat-ultimo-contra-pool-paid-double.json": [(0, 49, "wrong_payment")],
    "gd31/18-4p-four-kings-announced-king-pays-silent-value.json": [(0, 49, "wrong_payment")],
    # gd-spec2: an outside club app writing from the public format only; conformance sweep over
    # every contract (three/spód/wierzch with rejects, two, one, solo), premium (trull, four kings,
    # ultimo silent/announced/driven out/without pagat, tarocks, volat), the contra chain, 3/4/5
    # players, payments, score sheets and play-only records: 18/18 agree, (a) 0 (b) 0 (c) 0
    "gd-spec2/01-three-bottom-one-payments.json": [],
    "gd-spec2/02-top-tape-two-one-scores.json": [],
    "gd-spec2/03-solo-volat-tarocks-scores.json": [],
    "gd-spec2/04-announced-premiums-pool-payments.json": [],
    "gd-spec2/05-ultimo-variants-payments.json": [],
    "gd-spec2/06-contra-chain-scores.json": [],
    "gd-spec2/07-ultimo-without-pagat-payments.json": [],
    "gd-spec2/08-four-players-payments.json": [],
    "gd-spec2/09-five-players-scores.json": [],
    "gd-spec2/10-wrong-payment.json": [(0, 47, "wrong_payment")],
    "gd-spec2/11-revoke-declarer.json": [(0, 16, "revoke")],
    "gd-spec2/12-failure-to-trump-helper.json": [(0, 19, "revoke")],
    "gd-spec2/13-king-laid-away.json": [(1, 4, "illegal_discard")],
    "gd-spec2/14-pass-volat-with-pagat.json": [(0, 2, "illegal_bid")],
    "gd-spec2/15-tarocks-understated.json": [(0, 5, "wrong_tarock_count")],
    "gd-spec2/16-pagat-released-playonly.json": [(0, 14, "pagat_released")],
    "gd-spec2/17-out-of-turn-playonly.json": [(0, 23, "out_of_turn")],
    "gd-spec2/18-wrong-total-scores.json": [(1, 48, "wrong_total")],
    # gd-spec3: an outside party's sweep from the public format, 4- and 5-player tables favoured
    # (the king, the sitter): every contract (three/bottom/top with refusals, the fourth two, one,
    # solo), the all-pass, ultimo made/released, trull, tarocks (player's and helper's), helpers'
    # kings, contra + recontra won and lost, exactly 33, one-fault files for every violation kind;
    # payments, score sheets and play-only: 18/18 agree, (a) 0 (b) 1 (c) 0
    "gd-spec3/01-king-three-won-payments.json": [],
    "gd-spec3/02-king-two-lost-and-exact-33-scores.json": [],
    "gd-spec3/03-five-sitter-three-one-solo-allpass-scores.json": [],
    "gd-spec3/04-king-solo-won-payments.json": [],
    "gd-spec3/05-king-tape-ultimo-made-pool-payments.json": [],
    "gd-spec3/06-king-ultimo-pagat-released-early.json": [(0, 17, "pagat_released")],
    "gd-spec3/07-five-trull-tarocks-announced-scores.json": [],
    "gd-spec3/08-king-contra-recontra-won-and-lost-payments.json": [],
    "gd-spec3/09-three-false-tarock-count-lost.json": [(0, 5, "wrong_tarock_count")],
    "gd-spec3/10-three-play-only.json": [],
    "gd-spec3/11-king-helper-revoke.json": [(0, 21, "revoke")],
    "gd-spec3/12-king-declarer-fails-to-trump-consolation.json": [(0, 18, "revoke")],
    "gd-spec3/13-king-discarded-king.json": [(0, 4, "illegal_discard")],
    "gd-spec3/14-five-pass-volat-with-pagat.json": [(0, 1, "illegal_bid")],
    "gd-spec3/15-king-out-of-turn-lead.json": [(0, 41, "out_of_turn")],
    "gd-spec3/16-king-short-paid.json": [(0, 48, "wrong_payment")],
    "gd-spec3/17-five-fourth-two-top-scores-wrong-total.json": [(1, 56, "wrong_total")],
    "gd-spec3/18-king-helper-tarocks-helpers-four-kings.json": [],
    # gd-spec4: a club app developer's licitation and talon (holds, bottom/top, refusals, tape,
    # pass volat), discards (mond laid away, tarock shown), announcements and contra, consolation,
    # the pool, 4 and 5 players, payments/sheets/play-only: 18/18 agree, (a) 0 (b) 1 (c) 1
    "gd-spec4/01-three-holds-payments.json": [],
    "gd-spec4/02-two-recontra-sheet.json": [],
    "gd-spec4/03-allpass-then-one-mond-laid.json": [],
    "gd-spec4/04-solo-silent-trull.json": [],
    "gd-spec4/05-four-players-king-sheet.json": [],
    "gd-spec4/06-five-players-rotation-sheet.json": [],
    "gd-spec4/07-ultimo-wins-pool-restake.json": [],
    "gd-spec4/08-ultimo-failed-contra.json": [],
    "gd-spec4/09-tarocks-shown-and-helper-tarocks.json": [],
    "gd-spec4/10-play-only-three-lost.json": [],
    "gd-spec4/11-fault-renonce-consolation.json": [(0, 19, "revoke")],
    "gd-spec4/12-fault-king-laid-away.json": [(0, 4, "illegal_discard")],
    "gd-spec4/13-fault-bid-out-of-turn.json": [(0, 1, "out_of_turn")],
    "gd-spec4/14-fault-wrong-payment.json": [(0, 47, "wrong_payment")],
    "gd-spec4/15-fault-wrong-total.json": [(1, 49, "wrong_total")],
    "gd-spec4/16-fault-tarock-laid-away-not-shown.json": [(0, 5, "concealed_discard")],
    "gd-spec4/17-fault-pass-volat-with-pagat.json": [(0, 2, "illegal_bid")],
    "gd-spec4/18-fault-pagat-given-early.json": [(0, 8, "pagat_released")],
    # gd-spec5: a tournament director's dispute file: renonce (helper, player, misrecorded),
    # bid/announcement/contra out of turn or on a wrong target, king or short discard, pagat given
    # early, false tarock count, card not held; volat, solo, 33, pool controls: (a) 0 (b) 0 (c) 2
    "gd-spec5/01-pool-session-ultimo.json": [],
    "gd-spec5/02-consolation-exactly-33.json": [],
    "gd-spec5/03-volat-announced.json": [],
    "gd-spec5/04-volat-silent-five.json": [],
    "gd-spec5/05-solo-won.json": [],
    "gd-spec5/06-solo-lost-contra.json": [],
    "gd-spec5/07-renonce-helper-playonly.json": [(0, 22, "revoke")],
    "gd-spec5/08-renonce-player-consolation.json": [(0, 23, "revoke")],
    "gd-spec5/09-renonce-misrecorded.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 18, "revoke"),
        (0, 44, "unexpected_penalty"),
        (0, 45, "wrong_payment"),
        (0, 46, "wrong_payment"),
        (0, 47, "unexpected_payment"),
    ],
    "gd-spec5/10-bid-out-of-turn.json": [(0, 1, "out_of_turn")],
    "gd-spec5/11-announce-out-of-turn.json": [(0, 5, "out_of_turn")],
    "gd-spec5/12-king-discarded.json": [(0, 4, "illegal_discard")],
    # (c), mended: the 13th card left in the player's hand after a short discard counted in no pile;
    # since session 26 it is his (the piles make 66)
    "gd-spec5/13-discard-two-for-three.json": [(0, 4, "illegal_discard")],
    "gd-spec5/14-pagat-early-after-ultimo.json": [(0, 17, "pagat_released")],
    # (c): the wrong tarock count pays the count announced (§21 'jak w ogóle'); the file does not, and
    # since session 26 a record that fits that reading better is read so (no payment findings)
    "gd-spec5/15-false-tarocks.json": [(0, 5, "wrong_tarock_count")],
    "gd-spec5/16-contra-by-king.json": [(0, 8, "sitter_acted")],
    "gd-spec5/17-contra-unannounced-trull.json": [(0, 8, "illegal_double")],
    "gd-spec5/18-card-not-held.json": [(0, 21, "card_not_in_hand")],
    # gd-spec6: a Kraków club's evenings as score sheets (score + total per seat, pool line), 3/4/5
    # players with the sitter rotating, all-pass, ultimo and the pool, contra chains, silent premiums,
    # payments, play-only; 4 one-slip records, renonce, card out of turn. (a) 1, (b) 0, (c) 1.
    "gd-spec6/01-three-evening-sheet.json": [],
    "gd-spec6/02-four-king-ultimo-sheet.json": [],
    "gd-spec6/03-five-rotating-sheet.json": [],
    # (c): contra + recontra on a made announced ultimo counts x2 only (17.contra-values ruling);
    # (a), fixed: e53, the pool total that is the sheet's own arithmetic, was reported again.
    "gd-spec6/04-contra-chains-sheet.json": [],  # clean since session 35: a made premium's recontra paid in full is a reading the record may fit
    "gd-spec6/05-three-payments.json": [],
    "gd-spec6/06-four-payments.json": [],
    "gd-spec6/07-totals-stop-sheet.json": [],
    "gd-spec6/08-play-only.json": [],
    "gd-spec6/09-silent-both-sides-sheet.json": [],
    "gd-spec6/10-wrong-score-sheet.json": [(2, 44, "wrong_score")],
    "gd-spec6/11-wrong-total-carried-sheet.json": [(2, 52, "wrong_total")],
    # (a), fixed: (3, 51), the pool total as previous total + pool score as written, was the same
    # slip as (3, 47) reported again (galician-tarok/18.score-sheet)
    "gd-spec6/12-wrong-pool-figure-sheet.json": [(3, 47, "wrong_score")],
    "gd-spec6/13-wrong-payment.json": [(3, 46, "wrong_payment")],
    "gd-spec6/14-renonce-player-sheet.json": [(2, 9, "revoke")],
    "gd-spec6/15-out-of-turn-sheet.json": [(3, 21, "out_of_turn")],
    "gd-spec6/16-five-payments.json": [],
    # gd-spec7 (Galician Tarok): partial club records - play-only with/without talon and discard,
    # cut in mid-play, no auction, mid-evening starts, totals-only sheets, payments without reasons;
    # controls at 3/4/5 players and five one-slip records. (a) 3, (b) 0, (c) 0.
    "gd-spec7/01-control-3p-payments.json": [],
    "gd-spec7/02-control-4p-sheet.json": [],
    "gd-spec7/03-control-5p-midevening.json": [],
    "gd-spec7/04-playonly-talon-take-discard.json": [],
    # (a), fixed: a discard written without its take is not a discard before buying (section 11);
    # the laid-away cards count for the player - its 13 findings were false (record.exchange)
    "gd-spec7/05-playonly-discard-no-talon.json": [],
    "gd-spec7/06-playonly-bare-noreasons.json": [],  # (a), fixed: session net of an unsettled deal
    "gd-spec7/07-stops-midplay.json": [],
    "gd-spec7/08-no-auction.json": [],  # (a), fixed: session net of an unsettled deal
    "gd-spec7/09-midevening-sheet.json": [],
    "gd-spec7/10-totals-only-then-stop.json": [],
    "gd-spec7/11-wrong-payment.json": [(0, 48, "wrong_payment")],
    "gd-spec7/12-renonce-playonly.json": [(0, 18, "revoke")],
    "gd-spec7/13-card-twice-playonly.json": [(0, 27, "card_not_in_hand")],
    "gd-spec7/14-wrong-dealer.json": [(2, None, "wrong_dealer")],
    "gd-spec7/15-wrong-total.json": [(1, 45, "wrong_total")],
    "gd-spec7/16-playonly-4p-noauction-stops.json": [],  # (a), fixed: session net of an unsettled deal
    # gd-spec8 (Galician Tarok, 3/4/5 players): the knock-on of one slip as a director sees it -
    # out of turn, wrong lead, card not held, wrong dealer, late call/announcement, payment and
    # sheet slips, a renonce fined late. (a) 1 (08 message), (b) 1 (15 payment reason), (c) 1 (15, par. 31).
    "gd-spec8/01-clean-3p-payments.json": [],
    "gd-spec8/02-clean-4p-sheet.json": [],
    "gd-spec8/03-clean-5p-sheet.json": [],
    "gd-spec8/04-follow-out-of-turn-3p.json": [(1, 21, "out_of_turn")],
    "gd-spec8/05-wrong-leader-4p-sheet.json": [(1, 23, "out_of_turn")],
    "gd-spec8/06-card-not-held-3p.json": [(0, 15, "card_not_in_hand")],
    "gd-spec8/07-wrong-dealer-4p-sheet.json": [(1, None, "wrong_dealer")],
    "gd-spec8/08-bid-out-of-turn-3p.json": [
        (0, 0, "out_of_turn")
    ],  # (a): message says 'the call is void' though the call is taken as hers in turn and settled
    "gd-spec8/09-late-announcement-5p.json": [
        (0, 8, "illegal_announcement"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
        (0, 50, "wrong_payment"),
        (0, 51, "wrong_payment"),
    ],
    "gd-spec8/10-payment-wrong-party-4p.json": [(1, 46, "wrong_payment")],
    "gd-spec8/11-payment-wrong-amount-3p.json": [(1, 45, "wrong_payment")],
    "gd-spec8/12-score-slip-carried-5p.json": [(0, 45, "wrong_score")],
    "gd-spec8/13-total-slip-carried-3p.json": [(1, 50, "wrong_total")],
    "gd-spec8/14-renonce-found-late-fined-3p.json": [(0, 28, "revoke")],
    "gd-spec8/15-fine-after-next-deal-3p.json": [
        (0, 30, "revoke"),
        (1, 0, "unexpected_penalty"),
        (1, 1, "wrong_payment"),
        (1, 2, "wrong_payment"),
    ],  # (c), since read by the record (galician-tarok/31.late-claim): deal 0 let stand once deal 1 was dealt
    "gd-spec8/16-playonly-partial-out-of-turn-3p.json": [(0, 15, "out_of_turn")],
    "gd-spec8/17-playonly-partial-revoke-4p.json": [(0, 19, "revoke")],
    "gd-spec8/18-partial-card-not-held-5p.json": [(0, 19, "card_not_in_hand")],
    # round gd-opt: the rule options and presets at non-default values (alone, combined, both
    # presets), 3, 4 and 5 players; (a) 1, (b) 0, (c) 0: a change take_back forbids, made after the
    # trick's last card, is read as a lead out of turn and cascades (16)
    "gd-opt/01-sym-contra-won.json": [],
    "gd-opt/02-sym-recontra-slip.json": [
        (0, 46, "wrong_payment"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
    ],
    "gd-opt/03-common-usage-session.json": [],
    "gd-opt/04-skiz-redeal-slip.json": [(1, 0, "illegal_redeal")],
    "gd-opt/05-helper-tarocks-slip.json": [
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
    ],
    "gd-opt/06-tarocks-lost-5p.json": [],
    "gd-opt/07-szpricer-contra.json": [],
    "gd-opt/08-szpricer-single-slip.json": [
        (1, 44, "wrong_score"),
        (1, 45, "wrong_score"),
        (1, 46, "wrong_score"),
        (1, 47, "wrong_score"),
        (1, 48, "wrong_score"),
    ],
    "gd-opt/09-pool-custom-session.json": [],
    "gd-opt/10-pool-share-slip.json": [(0, 49, "wrong_payment")],
    "gd-opt/11-renonce-pool-paid.json": [(0, 24, "revoke")],
    "gd-opt/12-renonce-pool-untouched.json": [(0, 23, "revoke")],
    "gd-opt/13-bad-discard-single-5p.json": [(0, 6, "illegal_discard")],
    "gd-opt/14-helper-renonce-offender.json": [(0, 12, "revoke")],
    "gd-opt/15-take-back-lead.json": [],
    # (a), fixed: one change forbidden by take_back until_covered after the trick's last card (17)
    # was read as a lead out of turn: renonces imputed to 0 and 2, game result reversed; now the one
    # out_of_turn (24.take-back) with change_stood (1H played again at 24), no settlement difference
    "gd-opt/16-take-back-covered-slip.json": [(0, 17, "out_of_turn")],
    "gd-opt/17-defend-pool-slip.json": [(0, 2, "illegal_bid")],
    "gd-opt/18-contra-on-pool.json": [],
    # gd-spec9 (Galician, Polish source): the contra chain on the game and premiums (who, when, on what),
    # premiums both sides and their values under contra, purchase number, 33 line, consolation; 3/4/5 players.
    # Blind expectations all confirmed: (a) 0, (b) 0, (c) 0.
    "gd-spec9/01-contra-won-three.json": [],
    "gd-spec9/02-recontra-lost-bottom.json": [],
    "gd-spec9/03-supracontra-won-sheet.json": [],
    "gd-spec9/04-ultimo-contra-made.json": [],
    "gd-spec9/05-ultimo-recontra-failed.json": [],
    "gd-spec9/06-4p-contra-lost-king-sheet.json": [],
    "gd-spec9/07-5p-kings-contra-tarocks.json": [],
    "gd-spec9/08-exactly-33-contra.json": [],
    "gd-spec9/09-volat-silent-tarocks.json": [],
    "gd-spec9/10-king-contra.json": [(0, 8, "sitter_acted")],
    "gd-spec9/11-contra-after-lead-playonly.json": [(0, 9, "illegal_double")],
    "gd-spec9/12-contra-unannounced-ultimo.json": [(0, 8, "illegal_double")],
    "gd-spec9/13-recontra-without-contra-sheet.json": [(0, 8, "illegal_double")],
    "gd-spec9/14-wrong-multiplier-purchase.json": [(0, 47, "wrong_payment")],
    "gd-spec9/15-four-kings-paid-wrong-way.json": [(0, 47, "wrong_payment")],
    "gd-spec9/16-supracontra-by-player.json": [(0, 10, "illegal_double")],
    "gd-spec9/17-recontra-by-helper-sheet.json": [(0, 12, "illegal_double")],
    "gd-spec9/18-renonce-consolation-contra.json": [(0, 35, "revoke")],
    # session 18, round 19: danish22, Tout, Nolo and the Joker rules in complete deals, default
    # rules: no (a). 08, 11: the auditor's settlement keeps the declarations and earlier in-play
    # payments of a void deal (the other reading of 18.void; the deals record no payments, so it
    # shows in the expected settlement only)
    "danish22/01-3p-tout-announced-joker-laid-away-won-pagat-last-king-przydupek.json": [],
    "danish22/02-4p-tout-announced-failed-two-tricks-lost-king-ultimo.json": [(0, 79, "failed_tout")],
    "danish22/03-3p-nolo-cancels-pagat-ultimo-nolo-player-king-przydupek.json": [],
    "danish22/04-4p-one-trick-no-nolo-king-ultimo-with-king-przydupek.json": [],
    "danish22/05-3p-joker-led-hearts-both-void-second-names-spades-plain-last-trick.json": [],
    "danish22/06-3p-joker-naming-taken-over-though-third-holds-suit-pagat-przydupek.json": [
        (0, 9, "bad_joker_naming"),
    ],
    "danish22/07-4p-joker-demand-third-last-honoured-pagat-ultimo.json": [],
    "danish22/08-3p-joker-demand-refused-joker-kept-to-last-trick.json": [(0, 71, "joker_withheld")],
    "danish22/09-3p-false-joker-demand-after-joker-played-king-przydupek-no-last-trick-20.json": [
        (0, 70, "false_joker_demand"),
    ],
    "danish22/10-3p-joker-in-last-trick-pagat-ultimo-with-king-przydupek.json": [],
    "danish22/11-4p-joker-played-in-second-last-trick.json": [(0, 75, "joker_second_last")],
    "danish22/12-3p-three-kings-last-trick-ultimo-two-przydupek-recorded-payments.json": [
        (0, 91, "wrong_payment"),
    ],
    # session 18, round 20: danish23, the §18 table fault by fault in complete deals, default rules:
    # no (a); every class, fine, payer and net result agreed
    "danish23/01-3p-clean-deal.json": [],
    "danish23/02-3p-declaration-before-dealer-large.json": [(0, 9, "declaration_before_dealer")],
    "danish23/03-4p-first-lead-out-of-turn-large.json": [(0, 18, "out_of_turn")],
    "danish23/04-3p-missing-trumps-declaration-irreparable.json": [(0, 11, "missing_declaration")],
    "danish23/05-4p-false-trumps-declaration-irreparable.json": [(0, 13, "false_declaration")],
    "danish23/06-3p-king-in-skat-irreparable.json": [(0, 8, "illegal_skat")],
    "danish23/07-3p-misdeal-found-before-play-small-redeal.json": [(0, None, "misdeal")],
    "danish23/08-4p-misdeal-found-after-first-lead-irreparable.json": [(0, 14, "misdeal")],
    "danish23/09-3p-redeal-asked-holding-trumps-large.json": [(0, 8, "redeal_with_trumps")],
    "danish23/10-4p-false-joker-demand-third-last-large.json": [(0, 87, "false_joker_demand")],
    "danish23/11-3p-joker-led-naming-exhausted-suit-superficial.json": [],
    "danish23/12-3p-declaration-corrected-before-first-lead-superficial.json": [],
    # session 24, round 24: danish24, a failed Tout, false and genuine redeals, the Joker faults, a revoke
    # under each revoke_penalty, declarations corrected before the first lead, a fourth player joining,
    # the pools' order; 01 (c): the failed Tout's fine is put in the pools before the King Ultimo takes
    # the pool (danish-tarok/13.failed-tout "at the last card"), the recorder paid it after; the
    # record's own pool is accepted, only the expected settlement differs
    "danish24/01-3p-tout-announced-joker-laid-away-failed-large.json": [(1, 89, "failed_tout")],
    "danish24/02-4p-tout-made-pools-taken-refilled-by-all-four-clean.json": [],
    "danish24/03-3p-false-redeal-one-trump-large.json": [(1, 2, "redeal_with_trumps")],
    "danish24/04-3p-genuine-redeal-same-dealer-clean.json": [],
    "danish24/05-3p-joker-second-last-trick-irreparable.json": [(1, 77, "joker_second_last")],
    "danish24/06-3p-joker-withheld-after-demand-irreparable.json": [(1, 75, "joker_withheld")],
    "danish24/07-3p-joker-demanded-third-last-and-joker-in-last-trick-clean.json": [],
    "danish24/08-3p-revoke-superficial.json": [(1, 16, "revoke")],
    "danish24/09-3p-revoke-small.json": [(1, 16, "revoke")],
    "danish24/10-3p-revoke-large.json": [(1, 18, "revoke")],
    "danish24/11-3p-revoke-irreparable-default.json": [(1, 7, "revoke")],
    "danish24/12-3p-declarations-corrected-before-first-lead-clean.json": [],
    # (a) §17 "Czwarty gracz może dołączyć się do gry w każdym momencie, dokładając do obydwu puli
    # jedną trzecią sumy" (danish-tarok/17.join then said "cannot be recorded; not checked"): Dawid,
    # absent in deal 0 (his seat the sitter's), pays no foundation and joins with a third of each
    # pool; the engine wanted his foundation and called the third unexpected. Fixed (17.join: a seat
    # that sat out and paid no foundation joins where it pays into both pools), and the session-end
    # shares by the record's pool (second (a), as in 15)
    "danish24/13-4p-fourth-player-joins-sitter-rotates-clean.json": [],
    "danish24/14-3p-king-ultimo-with-przydupek-pools-order-clean.json": [],
    # (a) written after the first run: one slip into the King pool (deal 1, event 82); danish-tarok/15.pools
    # takes later pool-content payments by the record's own pool, and the przydupeks are, but the
    # session-end shares were judged by the drift as of the last deal's start, missing the last deal's
    # own przydupek doubling it: three extra wrong_payment for one slip. Fixed: the shares are judged
    # by the pool as the record's payments left it, this deal's included (15.session-end)
    "danish24/15-3p-pool-slip-carried-into-przydupek-and-session-end.json": [(1, 82, "wrong_payment")],
    # session 24, round 25: danish25, score sheets (no payments) at 3 and 4 players, carried-in pools
    # and totals, the card-point bands, Nolo, ultimo, przydupek, refills, the session end. (a) 04-07: a
    # sheet could not end the session (15.session-end wanted a session_end payment): fixed, the last
    # deal of a sheet is read with or without the pools shared out, as it fits. (c) 14: the sitter's 0
    # among net-chip scores passed as his card points: fixed, one reading for a deal's scores
    "danish25/01-3p-fresh-four-deals-band-edges-clean.json": [],
    "danish25/02-3p-carried-in-nolo-then-king-ultimo-clean.json": [],
    "danish25/03-4p-fresh-five-deals-sitter-rotates-pagat-ultimo-refill-clean.json": [],
    "danish25/04-3p-carried-in-king-ultimo-with-przydupek-session-end-clean.json": [],
    "danish25/05-3p-fresh-pagat-ultimo-king-ultimo-pools-refilled-session-end-clean.json": [],
    "danish25/06-4p-carried-in-nolo-przydupek-session-end-clean.json": [],
    "danish25/07-3p-fresh-six-deals-session-end-clean.json": [],
    "danish25/08-3p-fresh-band-edge-score-slip.json": [(1, 79, "wrong_score")],
    "danish25/09-4p-carried-in-total-slip-last-deal.json": [(3, 85, "wrong_total")],
    "danish25/10-3p-fresh-total-slip-carried-forward.json": [(1, 82, "wrong_total")],
    "danish25/11-3p-carried-in-revoke-large-fine-on-sheet.json": [(1, 32, "revoke")],
    "danish25/12-4p-fresh-pagat-przydupek-clean.json": [],
    "danish25/13-3p-nolo-last-trick-king-ultimo-cancelled-clean.json": [],
    "danish25/14-4p-fresh-sitter-refill-score-slip.json": [(1, 82, "wrong_score")],
    # session 9x, round danish-spec: a third-party app's records written from the spec alone (every
    # declaration kind, Tout, Joker demand and lead, redeal, Nolo, start.pools, 4 players, play-only):
    # all clean records clean. (c) 10: a revoke is unclassed in §18; the writer settled it as played, the
    # engine voids the deal (danish-tarok/ruling.unclassed-faults; revoke_penalty=superficial gives his reading)
    "danish-spec/01-3p-fresh-two-deals-scores-clean.json": [],
    "danish-spec/02-4p-fresh-three-deals-sitter-clean.json": [],
    "danish-spec/03-3p-start-pools-no-reasons-clean.json": [],
    "danish-spec/04-3p-fresh-tout-then-plain-clean.json": [],
    "danish-spec/05-3p-joker-demand-third-last-clean.json": [],
    "danish-spec/06-3p-redeal-no-trumps-clean.json": [],
    "danish-spec/07-3p-declarations-every-kind-clean.json": [],
    "danish-spec/08-3p-play-only-clean.json": [],
    "danish-spec/09-4p-fresh-joker-led-named-clean.json": [],
    "danish-spec/10-3p-revoke.json": [(0, 23, "revoke")],
    "danish-spec/11-3p-wrong-payment.json": [
        (1, 95, "wrong_payment"),
    ],
    "danish-spec/12-3p-missing-declaration.json": [
        (0, None, MISSING),
        (0, None, MISSING),
        (0, 8, "missing_declaration"),
        (0, 38, UNEXPECTED),
        (0, 39, UNEXPECTED),
        (0, 78, UNEXPECTED),
        (0, 91, UNEXPECTED),
        (0, 92, UNEXPECTED),
        (0, 93, UNEXPECTED),
        (0, 95, UNEXPECTED),
    ],
    "danish-spec/13-4p-out-of-turn.json": [
        (0, 32, "out_of_turn"),
    ],
    "danish-spec/14-3p-nolo-clean.json": [],
    # round danish-po: play-only records (hands null) with the Joker, Ultimos, przydupeks and Nolo, faults
    # the record proves (revoke and failure to trump shown later, the Joker in trick 24 -- these three with
    # the option superficial, the table let them pass --, a card played twice or out of the skat, out of
    # turn, a wrong payment) and two it cannot (the record stops mid-deal: clean, incomplete_deal warning):
    # no (a), no (c); (b) 13: the writer left the fine out of the King pool (corrected)
    "danish-po/01-3p-three-deals-joker-led-clean.json": [],
    "danish-po/02-3p-pagat-ultimo-refill-clean.json": [],
    "danish-po/03-3p-king-ultimo-with-przydupek-clean.json": [],
    "danish-po/04-3p-joker-demand-third-last-clean.json": [],
    "danish-po/05-4p-sitter-three-deals-clean.json": [],
    "danish-po/06-3p-joker-in-last-trick-clean.json": [],
    "danish-po/07-3p-nolo-clean.json": [],
    "danish-po/08-3p-pagat-przydupek-clean.json": [],
    "danish-po/09-3p-revoke-proven-later.json": [
        (1, 27, "revoke"),
    ],
    "danish-po/10-3p-joker-second-last-trick.json": [
        (1, 83, "joker_second_last"),
    ],
    "danish-po/11-3p-card-played-twice.json": [
        (1, 56, "card_not_in_hand"),
    ],
    "danish-po/12-3p-card-from-skat-played.json": [
        (1, 56, "card_not_in_hand"),
    ],
    "danish-po/13-3p-out-of-turn-fined.json": [
        (1, 36, "out_of_turn"),
    ],
    "danish-po/14-3p-pagat-ultimo-underpaid.json": [
        (1, 88, "wrong_payment"),
    ],
    "danish-po/15-3p-stopped-record-revoke-unprovable.json": [],
    "danish-po/16-3p-stopped-record-missing-declaration-unprovable.json": [],
    "danish-po/17-3p-failure-to-trump-proven-later.json": [
        (1, 28, "failure_to_trump"),
    ],
    # danish26: a federation's season, 5-8 deal sessions at 3 and 4 players mixing every declaration (one
    # laid in the skat and shown), the Joker led/demanded, Tout made and failed, Nolo, both Ultimos,
    # przydupek, redeal, refills and the session-end share-out: no (a), no (c)
    "danish26/01-3p-six-deals-declarations-matadors-cavalry-kings.json": [],
    "danish26/02-3p-seven-deals-redeal-nolo-king-ultimo.json": [],
    "danish26/03-3p-five-deals-tout-made-pools-refilled.json": [],
    "danish26/04-3p-six-deals-shown-skat-declarations.json": [],
    "danish26/05-4p-six-deals-sitter-ultimos-joker.json": [],
    "danish26/06-4p-eight-deals-long-session.json": [],
    "danish26/07-4p-six-deals-redeal-nolo-tout.json": [],
    "danish26/08-3p-eight-deals-long-session.json": [],
    "danish26/09-3p-five-deals-tout-failed.json": [(2, 86, "failed_tout")],
    "danish26/10-3p-seven-deals-king-ultimo-pool-short.json": [(5, 93, "wrong_payment")],
    "danish26/11-4p-six-deals-false-joker-demand.json": [(4, 77, "false_joker_demand")],
    "danish26/12-3p-six-deals-card-points-band.json": [(4, 91, "wrong_payment")],
    # danish27: session mechanics (a fourth joining, sitter rotation, refills, session end, redeal,
    # carried-in state) in payment and score-sheet records; see tests/data/audit/danish27/REPORT.md
    "danish27/01-3p-pagat-ultimo-refill-session-end.json": [],
    # (a) A1, fixed: the three deals before Darek joins are three-player deals among the seats present
    "danish27/02-join-fourth-third-of-pools-sitter-rotates-end.json": [],
    # (a) A1 + A2, fixed: pre-join deals among the three present; on the sheet the join is Darek's
    # first column (no foundation or refill before; his first score carries the thirds of both pools)
    "danish27/03-sheet-join-fourth-sitter-rotates-end.json": [],
    "danish27/04-start-4p-tout-both-pools-refilled-end.json": [],
    "danish27/05-sheet-start-4p-tout-refilled-end.json": [],
    # (a) A1, fixed: Cela's pre-join deals are three-player deals; (b) the join deal's dealer fixed to
    # Darek after the first run (the deal passes to the next seat counting the joiner)
    "danish27/06-redeal-mid-then-join-payments.json": [],
    "danish27/07-sheet-start-4p-redeal-mid-end.json": [],
    "danish27/08-sheet-3p-ultimo-refill-end.json": [],
    # (a) A1 + A2, fixed, as 03
    "danish27/09-sheet-start-join-at-second-deal.json": [],
    # planted (2, 1) found; (a) A1, fixed: deals 0-1 are three-player deals among the seats present
    "danish27/10-fault-join-amount-wrong.json": [(2, 1, "wrong_payment")],
    # (a) A3, fixed: the sitter's one missing refill was read as the whole refill deferred to deal 1
    # (3 unexpected + 4 missing); a refill deferred is one none of whose payments is written here
    "danish27/11-fault-4p-refill-sitter-left-out.json": [(0, None, "missing_payment")],
    # planted (2, 103) found, with the other two shares and the sitter's missing share
    "danish27/12-fault-end-shared-among-three-at-four.json": [
        (2, None, "missing_payment"),
        (2, 103, "wrong_payment"),
        (2, 104, "wrong_payment"),
        (2, 105, "wrong_payment"),
    ],
    # planted (2, 84) found; (a) A2, fixed: Darek's first column on the sheet is his joining (thirds
    # of both pools in his first score), no foundation or refill owed by him in deal 0
    "danish27/13-fault-sheet-running-total-slip.json": [(2, 84, "wrong_total")],
    # planted
    "danish27/14-fault-sheet-pool-total-refill-left-out.json": [(1, 87, "wrong_total")],
    # (a) A4, fixed: Darek, not yet joined (no foundation), was charged the Pagat pool's refill in deal 0
    "danish27/15-join-after-one-deal-absent-seat-opposite-end.json": [],
    # danish28: card-point score sheets (score = card points per seat, chip totals per seat and pool) at 3
    # and 4 players, sitter 0 / omitted / no line, mixed with payment deals, a fourth joining, session end;
    # see tests/data/audit/danish28/REPORT.md
    "danish28/01-3p-sheet-card-points-five-deals-end.json": [],
    "danish28/02-3p-mixed-payments-and-card-point-sheet-end.json": [],
    "danish28/03-4p-sheet-sitter-zero-or-omitted-end.json": [],
    # its (a) A1, fixed: the sheet is read as the joining or as the regular sitter who staked, the one
    # it fits (danish-tarok/17.join)
    "danish28/04-4p-sheet-regular-sitter-no-line-in-deal0-end.json": [],
    "danish28/05-sheet-fourth-joins-before-deal2-end.json": [],
    "danish28/06-4p-sheet-scores-only-no-totals.json": [],
    # its (a) A2, fixed: a sheet's deal shows its refill in its totals; deal 4's refill is its own
    "danish28/07-3p-carried-in-mixed-ultimo-on-sheet-end.json": [],
    "danish28/08-4p-mixed-refill-on-sheet-sitter-zero-end.json": [],
    "danish28/09-join-on-payments-deal-then-sheet-end.json": [],
    "danish28/10-4p-carried-in-sheet-totals-from-deal2-end.json": [],
    # planted, found
    "danish28/11-fault-3p-sheet-card-points-slip.json": [(2, 79, "wrong_score")],
    # planted, found
    "danish28/12-fault-4p-sheet-running-total-slip.json": [(2, 83, "wrong_total")],
    # planted, found
    "danish28/13-fault-sheet-join-pool-figure-slip.json": [(3, 87, "wrong_total")],
    # planted, found
    "danish28/14-fault-4p-sheet-sitter-refill-left-out.json": [(2, 83, "wrong_total")],
    # planted, found
    "danish28/15-fault-4p-sheet-end-shared-among-three.json": [
        (3, 83, "wrong_total"),
        (3, 84, "wrong_total"),
        (3, 85, "wrong_total"),
        (3, 86, "wrong_total"),
    ],
    # planted, found (A1 fixed as in 04)
    "danish28/16-fault-4p-regular-sitter-no-line-score-slip-band.json": [(1, 79, "wrong_score")],
    # danish29: the §18 table and each irregularity the source names (revoke under every
    # revoke_penalty value, wrong skat, missed/false declaration, declaration before the dealer, lead
    # and card out of turn, false Joker demand, Joker named on a dead suit or in the second-last trick,
    # misdeal) as score sheets and as payments, at 3 and 4 players; see tests/data/audit/danish29/REPORT.md
    "danish29/01-3p-pay-two-deals-clean.json": [],
    "danish29/02-3p-sheet-three-deals-clean.json": [],
    # its (a) A1, fixed: a sheet may hand the pools out whole in 5s at session end, as payments may
    "danish29/03-4p-sheet-two-deals-session-end-clean.json": [],
    # planted (0, 44) found; its (c) C1, accepted since: the declarations paid before the revoke
    # voided the deal stand where the record keeps them (danish-tarok/18.void, either reading)
    "danish29/04-3p-pay-revoke-default-annulled.json": [(0, 44, "revoke")],
    # planted (1, 29) found; (c) C1: the recorder also kept the king lost in the revoke's own trick,
    # which neither reading of 18.void has; its scores are chips since A2, the totals follow them
    # (since session 26 the deal, which stops after the revoke's trick as a voided deal does, is
    # read by the default irreparable, not as played: danish-spec8 (a))
    "danish29/05-3p-sheet-revoke-default-annulled.json": [
        (1, 29, "revoke"),
        (1, 31, "wrong_score"),
        (1, 32, "wrong_score"),
        (1, 33, "wrong_score"),
        (1, 38, "wrong_total"),
    ],
    "danish29/06-4p-sheet-revoke-large.json": [(0, 32, "revoke")],
    "danish29/07-3p-pay-revoke-small.json": [(0, 38, "revoke")],
    "danish29/08-4p-pay-revoke-superficial.json": [(1, 34, "revoke")],
    # planted (0, 0) found; its (c) C1, accepted since: the declarations paid before the void kept on
    # the sheet (danish-tarok/18.void, either reading, read by the sheet's fit)
    "danish29/09-3p-sheet-skat-king-annulled.json": [(0, 0, "illegal_skat")],
    # planted (1, 8) found, its money handed back; the dealer's true half cavalries kept, accepted
    # since (danish-tarok/18.void, either reading)
    "danish29/10-4p-pay-false-trumps-declaration-session-end.json": [(1, 8, "false_declaration")],
    # planted (0, 3) found; its (c) C1 accepted as in 09 (the scores are chips, A2)
    "danish29/11-3p-sheet-missed-declaration-annulled.json": [(0, 3, "missing_declaration")],
    "danish29/12-4p-sheet-declaration-before-dealer.json": [(0, 1, "declaration_before_dealer")],
    "danish29/13-3p-pay-lead-out-of-turn.json": [(0, 25, "out_of_turn")],
    "danish29/14-4p-sheet-follow-out-of-turn.json": [(0, 14, "out_of_turn")],
    "danish29/15-3p-sheet-false-joker-demand.json": [(1, 70, "false_joker_demand")],
    "danish29/16-4p-pay-joker-named-exhausted-suit.json": [],
    # planted (0, 74) found; its (c) C1 accepted as in 09 (the payments before the fault kept); its
    # (a) A3, fixed: a pool's figure is judged by the sheet's own arithmetic too, no repeat at (1, 85)
    "danish29/17-3p-sheet-joker-second-last-default.json": [(0, 74, "joker_second_last")],
    "danish29/18-4p-sheet-misdeal-small-redeal.json": [(0, None, "misdeal")],
    # danish-spec2: a third party's conformance suite from the spec and the source alone (every
    # declaration, Ultimo, Przydupek, Tout, Nolo, the Joker rules, the redeal, the sitter; one fault of
    # each kind at 3 and 4 players); see tests/data/audit/danish-spec2/REPORT.md: no (a)
    "danish-spec2/01-3p-session-declarations-clean.json": [],
    "danish-spec2/02-4p-session-pagat-ultimo-clean.json": [],
    "danish-spec2/03-3p-king-ultimo-and-przydupek-clean.json": [],
    "danish-spec2/04-3p-pagat-przydupek-clean.json": [],
    "danish-spec2/05-3p-tout-clean.json": [],
    "danish-spec2/06-3p-nolo-clean.json": [],
    "danish-spec2/07-3p-joker-rules-clean.json": [],
    "danish-spec2/08-3p-redeal-no-trumps-clean.json": [],
    # (c) C1: the recorder expected no fine (§18 does not class it); the default voids the deal
    "danish-spec2/09-3p-revoke.json": [(0, 20, "revoke")],
    # (c) C1, as 09
    "danish-spec2/10-3p-failure-to-trump.json": [(0, 24, "failure_to_trump")],
    "danish-spec2/11-3p-illegal-skat-trump-kept.json": [(0, 8, "illegal_skat")],
    # (b) B1: the record also leaves out 10 trumps (the Joker counted), so two at one event
    "danish-spec2/12-3p-declaration-omitted.json": [
        (0, 2, "missing_declaration"),
        (0, 2, "missing_declaration"),
    ],
    "danish-spec2/13-3p-declaration-before-dealer.json": [(0, 9, "declaration_before_dealer")],
    "danish-spec2/14-4p-lead-out-of-turn.json": [(1, 23, "out_of_turn")],
    "danish-spec2/15-3p-false-joker-demand.json": [(0, 91, "false_joker_demand")],
    # (c) C1, as 09
    "danish-spec2/16-3p-joker-second-last.json": [(0, 74, "joker_second_last")],
    "danish-spec2/17-3p-wrong-card-point-payment.json": [(1, 89, "wrong_payment")],
    "danish-spec2/18-4p-score-sheet-wrong-total.json": [(1, 96, "wrong_total")],
    # danish31: fault sweep (one planted fault per file at the first lead, last trick, last card of a
    # trick, final declaration, skat, dealer, first/last-deal payment and score) over five clean
    # 3p/4p sessions, payments and sheet; (a) 0, (b) 0, (c) 2; see tests/data/audit/danish31/REPORT.md
    "danish31/01-S1-3p-pay-fresh-pagat-ultimo-session-end-clean.json": [],
    "danish31/02-S2-3p-pay-carried-king-ultimo-with-przydupek-clean.json": [],
    "danish31/03-S3-4p-pay-fresh-king-ultimo-session-end-clean.json": [],
    "danish31/04-S4-3p-sheet-przydupek-king-ultimo-clean.json": [],
    "danish31/05-S5-3p-pay-joker-kept-to-last-trick-clean.json": [],
    "danish31/06-S1-fault-first-lead-out-of-turn.json": [(0, 14, "out_of_turn")],
    "danish31/07-S1-fault-first-deal-foundation-short.json": [(0, 2, "wrong_payment")],
    "danish31/08-S1-fault-last-deal-pagat-ultimo-underpaid.json": [
        (2, 87, "wrong_payment"),
    ],
    "danish31/09-S1-fault-last-deal-wrong-dealer.json": [(2, None, "wrong_dealer")],
    # (c) C1: revoke_penalty default irreparable voids the deal; expected only (0, 10) (settled as played)
    "danish31/10-S2-fault-first-trick-last-card-revoke.json": [(0, 10, "revoke")],
    "danish31/11-S2-fault-przydupek-pool-not-doubled.json": [(1, 92, "wrong_payment")],
    "danish31/12-S2-fault-skat-trump-kept-trumps.json": [(2, 2, "illegal_skat")],
    "danish31/13-S2-fault-last-trick-played-out-of-turn.json": [(3, 86, "out_of_turn")],
    # its (c) C2, accepted since: Bartek's true declaration (10+10) stands (18.void, either reading)
    "danish31/14-S3-4p-fault-first-deal-skat-king.json": [(0, 10, "illegal_skat")],
    "danish31/15-S3-4p-fault-declaration-before-dealer.json": [
        (1, 3, "declaration_before_dealer"),
    ],
    "danish31/16-S3-4p-fault-session-end-sitter-share.json": [(2, 97, "wrong_payment")],
    "danish31/17-S4-sheet-fault-first-deal-score-slip.json": [(0, 81, "wrong_score")],
    "danish31/18-S4-sheet-fault-last-deal-king-pool-total.json": [
        (2, 86, "wrong_total"),
    ],
    "danish31/19-S4-sheet-fault-false-joker-demand.json": [
        (1, 70, "false_joker_demand"),
    ],
    # (c) C1: joker_second_last_penalty default irreparable voids the deal; expected only (0, 80)
    "danish31/20-S5-fault-joker-second-last-trick.json": [(0, 80, "joker_second_last")],
    "danish31/21-S5-fault-final-declaration-false-found-at-first-lead.json": [
        (0, 5, "false_declaration"),
    ],
    # danish-spec3: an outside party's broad conformance suite from the public format (3p/4p, payments,
    # sheets, play-only; every deal kind, premium and one fault of each kind); (a) 0, (b) 2, (c) 2;
    # see tests/data/audit/danish-spec3/REPORT.md
    "danish-spec3/01-clean-3p-payments.json": [],
    "danish-spec3/02-clean-3p-sheet.json": [],
    # (c) C1, read so since session 27: the session end in exact equal shares (27.5 each) is right
    "danish-spec3/03-clean-4p-payments-session-end.json": [],
    "danish-spec3/04-4p-sheet-wrong-total.json": [(1, 86, "wrong_total")],
    "danish-spec3/05-clean-play-only.json": [],
    "danish-spec3/06-declarations-every-kind.json": [],
    "danish-spec3/07-three-kings-last-trick.json": [],
    "danish-spec3/08-pagat-ultimo-then-przydupek.json": [],
    "danish-spec3/09-nolo-with-przydupek.json": [],
    "danish-spec3/10-tout.json": [],
    "danish-spec3/11-redeal-no-trumps.json": [],
    "danish-spec3/12-joker-lead-demand-last.json": [],
    # (c) C2: revoke_penalty default irreparable; expected the annotation only
    "danish-spec3/13-revoke.json": [(0, 32, "revoke")],
    # (c) C2: as 13 (failure to trump)
    "danish-spec3/14-play-only-failure-to-trump.json": [(0, 41, "failure_to_trump")],
    "danish-spec3/15-skat-trump-with-trumps-kept.json": [(0, 8, "illegal_skat")],
    "danish-spec3/16-wrong-trump-declaration.json": [(0, 10, "false_declaration")],
    "danish-spec3/17-4p-card-out-of-turn.json": [(0, 33, "out_of_turn")],
    "danish-spec3/18-wrong-card-points-payment.json": [(0, 95, "wrong_payment")],
    # danish32: 4-player evenings (sitter opposite the dealer): plain, Pagat/King Ultimo, przydupek,
    # Tout, Nolo, no-trumps redeal, Joker led/demanded/kept to the last trick; the sitter's duties and
    # what he may not do; card points with the next dealer; (a) 0, (b) 3, (c) 0; see danish32/REPORT.md
    "danish32/01-S1-4p-pay-ultimos-joker-lead-przydupek-clean.json": [],
    "danish32/02-S2-4p-pay-redeal-nolo-demand-tout-clean.json": [],
    "danish32/03-S3-4p-sheet-nolo-tout-ultimos-clean.json": [],
    "danish32/04-S4-4p-pay-carried-przydupek-redeal-clean.json": [],
    "danish32/05-S1-fault-sitter-pays-declaration.json": [(0, 16, UNEXPECTED)],
    "danish32/06-S1-fault-pagat-ultimo-refill-without-sitter.json": [(1, None, MISSING)],
    "danish32/07-S1-fault-card-points-settled-with-sitter.json": [
        (1, 90, "wrong_payment"),
        (1, 91, "wrong_payment"),
    ],
    "danish32/08-S1-fault-session-end-shared-among-three.json": [
        (6, None, MISSING),
        (6, None, MISSING),
        (6, 89, "wrong_payment"),
        (6, 90, "wrong_payment"),
        (6, 91, "wrong_payment"),
        (6, 92, "wrong_payment"),
        (6, 93, "wrong_payment"),
        (6, 94, "wrong_payment"),
    ],
    "danish32/09-S2-fault-sitter-pays-tout.json": [(4, 89, UNEXPECTED)],
    "danish32/10-S2-fault-nolo-card-points-paid.json": [(2, 94, UNEXPECTED)],
    "danish32/11-S2-fault-redeal-deal-fee-paid-again.json": [(1, 0, UNEXPECTED), (1, 1, UNEXPECTED)],
    "danish32/12-S2-fault-false-joker-demand.json": [(5, 77, "false_joker_demand")],
    "danish32/13-S3-sheet-fault-sitter-score-line-26.json": [(2, 79, "wrong_score")],
    "danish32/14-S3-sheet-fault-tout-refill-sitter-not-charged.json": [(3, 83, "wrong_total")],
    "danish32/15-S4-fault-sitter-asks-redeal.json": [(1, 2, "sitter_acted")],
    "danish32/16-S4-fault-last-trick-joker-kept-by-its-player.json": [(2, 90, "wrong_payment")],
    # danish-spec7: a tournament director's dispute cases, one §18 or play-rule irregularity per file
    # (misdeal, out of turn, skat, declarations, Joker demand/play, card not held), four tables that
    # mishandled the fine or the void, 3 controls; 3 and 4 players; (a) 1, (b) 0, (c) 1; see REPORT.md
    "danish-spec7/01-clean-3p-session-payments.json": [],
    "danish-spec7/02-clean-4p-ultimo-refill.json": [],
    "danish-spec7/03-clean-3p-score-sheet.json": [],
    "danish-spec7/04-S-joker-named-exhausted-suit.json": [],
    # (a), fixed: after a misdeal found before play the pools are known; deal 1's pool-content
    # payments (ultimo, przydupek) were left unchecked as after a record that stops short
    "danish-spec7/05-M-misdeal-redeal.json": [(0, None, "misdeal")],
    "danish-spec7/06-L-declared-before-dealer.json": [(0, 3, "declaration_before_dealer")],
    "danish-spec7/07-L-lead-out-of-turn.json": [(0, 32, "out_of_turn")],
    "danish-spec7/08-L-play-out-of-turn-playonly.json": [(0, 48, "out_of_turn")],
    "danish-spec7/09-L-false-joker-demand.json": [(0, 72, "false_joker_demand")],
    "danish-spec7/10-I-skat-king-deal-void.json": [(0, 2, "illegal_skat")],
    "danish-spec7/11-I-wrong-declaration-deal-void.json": [(0, 5, "false_declaration")],
    "danish-spec7/12-P-card-not-held.json": [(0, 25, "card_not_in_hand")],
    "danish-spec7/13-P-joker-second-last-large.json": [(0, 85, "joker_second_last")],
    "danish-spec7/14-P-joker-withheld-deal-void.json": [(0, 74, "joker_withheld")],
    "danish-spec7/15-W-missed-declaration-fined-20.json": [
        (0, 3, "missing_declaration"),
        (0, 9, "wrong_payment"),
        (0, 10, "wrong_payment"),
    ],
    "danish-spec7/16-W-fine-paid-to-players.json": [
        (0, 43, "out_of_turn"),
        (0, 44, "wrong_payment"),
        (0, 45, "wrong_payment"),
    ],
    "danish-spec7/17-W-illegal-skat-not-voided.json": [
        (0, 8, "illegal_skat"),
        *((0, k, UNEXPECTED) for k in (74, 75, 76, 92, 93, 94, 95, 96, 97, 98)),
    ],
    # (c): the fine for a legal Pagat discard, in a deal whose record stops before the first card, is
    # taken as recorded (danish-tarok/7.deal, a record that stops short)
    "danish-spec7/18-W-legal-pagat-skat-voided.json": [],
    # danish-spec8: an outside party on the Joker and the play (naming, void calls, taking over the
    # naming, the third-last-trick demand, the Joker in the last trick and in the skat, Tout, Nolo,
    # ultimo/przydupek, skat rules, redeal; payments, score sheets, play-only; 3 and 4 players);
    # (a) 1, (b) 2, (c) 1; see tests/data/audit/danish-spec8/REPORT.md
    "danish-spec8/01-clean-joker-demand-ultimo.json": [],
    "danish-spec8/02-clean-4p-sheet-joker-trumps.json": [],
    "danish-spec8/03-clean-naming-changes-hands.json": [],
    "danish-spec8/04-auto-naming-revoke.json": [(0, 84, "revoke")],
    "danish-spec8/05-naming-taken-without-right.json": [(0, 78, "bad_joker_naming")],
    # (a), fixed: with one later slip in a pool-content payment (the blind version's session-end
    # thirds), this fined (40 + 40) and voided deal was read as a superficial fault "with no fine"
    "danish-spec8/06-joker-second-last.json": [(0, 90, "joker_second_last")],
    "danish-spec8/07-joker-withheld.json": [(0, 88, "joker_withheld")],
    "danish-spec8/08-false-joker-demand.json": [(0, 86, "false_joker_demand")],
    "danish-spec8/09-clean-tout-joker-skat.json": [],
    # (c): failed_tout at the last card; the record's fine, written after the first trick lost, stands
    "danish-spec8/10-failed-tout.json": [(0, 92, "failed_tout")],
    "danish-spec8/11-joker-in-skat.json": [(0, 8, "illegal_skat")],
    "danish-spec8/12-clean-skat-trumps-shown.json": [],
    "danish-spec8/13-clean-nolo-przydupek.json": [],
    "danish-spec8/14-clean-redeal-ultimo-sheet.json": [],
    "danish-spec8/15-joker-named-exhausted-suit.json": [],
    "danish-spec8/16-playonly-clean-joker.json": [],
    "danish-spec8/17-playonly-failure-to-trump.json": [(0, 34, "failure_to_trump")],
    # (a), fixed: as 06 - one wrong session-end share in deal 1 turned this revoke, fined 40 into
    # each pool with the deal voided, into "superficial" and left the wrong share unreported
    "danish-spec8/18-4p-revoke-void-deal.json": [(0, 22, "revoke")],
    # danish-spec9: declarations of every kind and the session's money (fees, foundations and refills
    # with 3 and 4 players, the sitter paying only those; session-end shares; score sheets, play-only);
    # tests/data/audit/danish-spec9/REPORT.md: (a) 0, (b) 0, (c) 0
    "danish-spec9/01-trumps-matadors-payments.json": [],
    "danish-spec9/02-cavalry-kings-payments.json": [],
    "danish-spec9/03-four-players-payments.json": [],
    "danish-spec9/04-refills-session-end.json": [],
    "danish-spec9/05-score-sheet-3p.json": [],
    "danish-spec9/06-score-sheet-4p.json": [],
    "danish-spec9/07-declarations-corrected.json": [],
    "danish-spec9/08-declaration-not-corrected.json": [(0, 10, "false_declaration")],
    "danish-spec9/09-declaration-wrong-amount.json": [(1, 7, "wrong_payment")],
    "danish-spec9/10-refill-missed-sitout.json": [(1, None, "missing_payment")],
    "danish-spec9/11-sitout-pays-declaration.json": [(1, 9, "unexpected_payment")],
    "danish-spec9/12-session-end-share-wrong.json": [(2, 99, "wrong_payment")],
    "danish-spec9/13-seat-total-wrong.json": [(1, 85, "wrong_total")],
    "danish-spec9/14-pool-total-wrong.json": [(3, 90, "wrong_total")],
    "danish-spec9/15-declaration-missed.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, 7, "missing_declaration"),
        (1, 59, "unexpected_payment"),
        (1, 60, "unexpected_payment"),
        (1, 61, "unexpected_payment"),
        (1, 86, "unexpected_payment"),
        (1, 87, "unexpected_payment"),
        (1, 88, "unexpected_payment"),
        (1, 89, "unexpected_payment"),
        (1, 90, "unexpected_payment"),
        (1, 91, "unexpected_payment"),
        (1, 92, "unexpected_payment"),
        (1, 93, "unexpected_payment"),
    ],
    "danish-spec9/16-play-only.json": [],
    "danish-spec9/17-deal-fee-missing.json": [(1, None, "missing_payment")],
    # danish-spec10 (blind): the partial records clubs send - play-only (hands null, skat written or not), deals
    # stopped in mid-play or before the first lead, sheets skipping a line or stopping totals, mid-evening start
    # pools (+ totals), reasonless and netted payments - and four one-slip records; (a) 0, (b) 0, (c) 0.
    "danish-spec10/01-control-full-3p.json": [],
    "danish-spec10/02-control-sheet-4p.json": [],
    "danish-spec10/03-playonly-skat-reasons-3p.json": [],
    "danish-spec10/04-playonly-noskat-noreasons-4p.json": [],
    "danish-spec10/05-playonly-bare-3p.json": [],
    "danish-spec10/06-stops-midplay-3p.json": [],
    "danish-spec10/07-stops-before-lead-4p.json": [],
    "danish-spec10/08-sheet-skips-line-3p.json": [],
    "danish-spec10/09-sheet-stops-totals-4p.json": [],
    "danish-spec10/10-midevening-pools-3p.json": [],
    "danish-spec10/11-midevening-sheet-4p.json": [],
    "danish-spec10/12-netted-payments-3p.json": [],
    "danish-spec10/13-slip-payment-partial-3p.json": [(1, 58, "wrong_payment")],
    "danish-spec10/14-slip-revoke-playonly-3p.json": [(0, 14, "revoke")],
    "danish-spec10/15-slip-card-twice-4p.json": [(1, 47, "card_not_in_hand")],
    "danish-spec10/16-slip-wrong-dealer-3p.json": [(2, None, "wrong_dealer")],
    "danish-spec10/17-playonly-noskat-stops-4p.json": [],
    # danish-spec11 (blind): the knock-on of one slip as a director sees it, 3 and 4 players - one-fault
    # records (out of turn, wrong lead, card not held, wrong dealer, declaration first, pool slips, sheet
    # slips carried, a late fine, a void deal), partial records; (a) 0, (b) 0, (c) 2 (09, 10: 15.pools)
    "danish-spec11/01-clean-3p-payments.json": [],
    "danish-spec11/02-clean-4p-payments-session-end.json": [],
    "danish-spec11/03-clean-3p-sheet.json": [],
    "danish-spec11/04-card-out-of-turn.json": [(0, 33, "out_of_turn")],
    "danish-spec11/05-lead-out-of-turn-4p.json": [(1, 35, "out_of_turn")],
    "danish-spec11/06-card-not-held.json": [(0, 34, "card_not_in_hand")],
    "danish-spec11/07-wrong-dealer.json": [(1, None, "wrong_dealer")],
    "danish-spec11/08-declaration-before-dealer.json": [(1, 3, "declaration_before_dealer")],
    # (c): the takes of the swollen King pool are right, but the settlement keeps the rules' pool (15.pools)
    "danish-spec11/09-payment-wrong-pool.json": [(0, 64, "wrong_payment")],
    # (c): as 09; the difference reaches deal 1's king ultimo, with no finding there
    "danish-spec11/10-payment-wrong-amount-pool.json": [(0, 74, "wrong_payment")],
    "danish-spec11/11-sheet-score-slip-carried.json": [(1, 79, "wrong_score")],
    "danish-spec11/12-sheet-total-slip-4p.json": [(1, 86, "wrong_total")],
    "danish-spec11/13-late-found-lead-fine.json": [(0, 31, "out_of_turn")],
    "danish-spec11/14-false-declaration-found-late.json": [(1, 4, "false_declaration")],
    "danish-spec11/15-play-only-card-out-of-turn.json": [(0, 34, "out_of_turn")],
    "danish-spec11/16-stopped-mid-play-wrong-amount.json": [(0, 36, "wrong_payment")],
    "danish-spec11/17-play-only-stopped-lead-out-of-turn.json": [(0, 21, "out_of_turn")],
    "danish-spec11/18-play-only-false-joker-demand.json": [(0, 66, "false_joker_demand")],
    # danish-opt (blind round): the five penalty-class options (revoke, Joker second-last, Joker withheld,
    # false redeal, failed Tout) at non-default values, alone and combined, 3 and 4 players, preset standard;
    # (a) 0, (b) 1 (15: session-end shares in 5s), (c) 3 (04 netting, 08 unverifiable dealer fine, 14 void reading).
    "danish-opt/01-revoke-large.json": [(0, 31, "revoke")],
    "danish-opt/02-revoke-small-4p.json": [(1, 39, "revoke")],
    "danish-opt/03-revoke-superficial-sheet.json": [(0, 15, "revoke")],
    "danish-opt/04-revoke-large-voided-slip.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 37, "revoke"),
        (0, 40, "wrong_payment"),
    ],  # (c): the 40 into the Pagat pool nets with the 20 refill due (payment_reason warning)
    "danish-opt/05-joker-second-last-large.json": [(0, 85, "joker_second_last")],
    "danish-opt/06-joker-second-last-small-4p-slip.json": [
        (0, 87, "joker_second_last"),
        (0, 89, "wrong_payment"),
        (0, 90, "wrong_payment"),
    ],
    "danish-opt/07-joker-withheld-large.json": [(0, 83, "joker_withheld")],
    "danish-opt/08-joker-withheld-superficial-4p-slip.json": [
        (1, 76, "joker_withheld")
    ],  # (c): the 5+5 fine on the dealer is read as §18 small (unverifiable_penalty)
    "danish-opt/09-false-redeal-irreparable.json": [(0, 8, "redeal_with_trumps")],
    "danish-opt/10-false-redeal-small-4p.json": [(0, 10, "redeal_with_trumps")],
    "danish-opt/11-false-redeal-superficial-slip.json": [
        (0, 8, "redeal_with_trumps"),
        (0, 9, "unexpected_payment"),
        (0, 10, "unexpected_payment"),
    ],
    "danish-opt/12-failed-tout-small-4p.json": [(1, 83, "failed_tout")],
    "danish-opt/13-failed-tout-irreparable.json": [(0, 87, "failed_tout")],
    "danish-opt/14-failed-tout-irreparable-slip.json": [
        (0, 92, "failed_tout"),
        (0, 93, "wrong_payment"),
        (0, 94, "wrong_payment"),
        (0, 95, "unexpected_payment"),
        (0, 96, "unexpected_payment"),
        (0, 97, "unexpected_payment"),
        (0, 98, "unexpected_payment"),
    ],  # (c): in-play payments before the fault kept (18.void, either reading)
    "danish-opt/15-all-options-clean-4p.json": [],  # (b): session-end shares fixed to whole 5s
    "danish-opt/16-combo-revoke-small-joker-large.json": [(0, 56, "revoke"), (1, 79, "joker_second_last")],
    "danish-opt/17-playonly-revoke-large-tout-superficial.json": [(0, 60, "revoke"), (1, 83, "failed_tout")],
    "danish-opt/18-redeal-joker-only-irreparable.json": [],
    # danish-spec12 (the table changing in an evening: a fourth joining, sitting out, no-trumps redeal and its
    # fee, misdeals before/after the lead, a void and the next dealer, the pools not moved; 3/4 players,
    # payments, sheets, play-only): (a) 2 (join in deal 0 of a carried-in sheet; a recorded fine left out of the King pool), (b) 0, (c) 1
    "danish-spec12/01-three-redeal-joker-clean.json": [],
    "danish-spec12/02-four-sitout-clean.json": [],
    "danish-spec12/03-three-before-join-clean.json": [],
    # (a), fixed: a fourth joining in deal 0 of a record with carried-in pools (a third of each) was
    # not taken for 17.join
    "danish-spec12/04-join-new-sheet-clean.json": [],
    "danish-spec12/05-join-in-record-clean.json": [],
    # (a), fixed: as 04 - the buy-in was not read as a join, so the one wrong third (0, 1) was two
    # unexpected payments
    "danish-spec12/06-join-amount-wrong.json": [(0, 1, "wrong_payment")],
    "danish-spec12/07-redeal-fee-twice.json": [(2, 0, "unexpected_payment"), (2, 1, "unexpected_payment")],
    "danish-spec12/08-redeal-wrong-dealer.json": [(2, None, "wrong_dealer")],
    "danish-spec12/09-redeal-holding-trumps.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, 2, "redeal_with_trumps"),
    ],
    "danish-spec12/10-misdeal-before-lead.json": [(1, None, "misdeal")],
    "danish-spec12/11-misdeal-after-lead.json": [(0, 12, "misdeal")],
    "danish-spec12/12-void-four-next-dealer.json": [(1, 5, "missing_declaration")],
    "danish-spec12/13-void-same-dealer.json": [
        (1, 5, "missing_declaration"),
        (2, None, "missing_payment"),
        (2, None, "missing_payment"),
        (2, None, "wrong_dealer"),
    ],
    # (a), fixed: the small fine paid after the fee is in the King pool the Ultimo takes (no difference)
    "danish-spec12/14-pools-not-moved.json": [],
    "danish-spec12/15-sheet-three-redeal.json": [],
    "danish-spec12/16-sheet-four-redeal.json": [],
    "danish-spec12/17-playonly-four-redeal.json": [],
    # danish-spec4: an outside party's broad conformance suite from the public format (3p/4p,
    # payments, score sheets with pools, play-only; one fault per file); see
    # tests/data/audit/danish-spec4/REPORT.md: no (a)
    "danish-spec4/01-long-evening-payments.json": [],
    "danish-spec4/02-pagat-session-payments.json": [],
    "danish-spec4/03-kings-last-trick-payments.json": [],
    "danish-spec4/04-nolo-session-payments.json": [],
    "danish-spec4/05-tout-payments.json": [],
    "danish-spec4/06-score-sheet-3p.json": [],
    "danish-spec4/07-four-players-payments.json": [],
    "danish-spec4/08-four-players-sheet.json": [],
    "danish-spec4/09-play-only.json": [],
    # (c) VOIDED: revoke, failure to trump, Joker in the second-last trick class irreparable by option
    "danish-spec4/10-revoke.json": [(1, 23, "revoke")],
    "danish-spec4/11-failure-to-trump.json": [(1, 18, "failure_to_trump")],
    "danish-spec4/12-illegal-skat.json": [(1, 2, "illegal_skat")],
    # (b) two holdings left undeclared (trumps, full kings): one annotation each
    "danish-spec4/13-missing-declaration.json": [
        (1, 2, "missing_declaration"),
        (1, 2, "missing_declaration"),
    ],
    "danish-spec4/14-out-of-turn.json": [(1, 30, "out_of_turn")],
    "danish-spec4/15-wrong-payment.json": [(2, 95, "wrong_payment")],
    "danish-spec4/16-wrong-score-sheet.json": [(1, 80, "wrong_score")],
    "danish-spec4/17-wrong-total-sheet.json": [(2, 84, "wrong_total")],
    "danish-spec4/18-joker-second-last.json": [(1, 75, "joker_second_last")],  # (c) VOIDED
    # danish-spec5: an outside party's conformance suite from the public format (3p/4p, payments,
    # score sheets with pool lines, play-only), §18's irregularities with every payment written; see
    # tests/data/audit/danish-spec5/REPORT.md: no (a)
    "danish-spec5/01-three-deals-payments.json": [],
    "danish-spec5/02-four-players-payments.json": [],
    "danish-spec5/03-sheet-three.json": [],
    # (c) class irreparable by option revoke_penalty (the source names no fine)
    "danish-spec5/04-playonly-no-trump.json": [(0, 32, "failure_to_trump")],
    "danish-spec5/05-declare-before-dealer.json": [(0, 9, "declaration_before_dealer")],
    "danish-spec5/06-joker-demand-after-played.json": [(0, 86, "false_joker_demand")],
    "danish-spec5/07-lead-out-of-turn.json": [(0, 20, "out_of_turn")],
    "danish-spec5/08-play-out-of-turn.json": [(0, 21, "out_of_turn")],
    "danish-spec5/09-king-in-skat.json": [(0, 8, "illegal_skat")],
    "danish-spec5/10-false-declaration.json": [(0, 12, "false_declaration")],
    "danish-spec5/11-declaration-corrected.json": [],
    "danish-spec5/12-joker-names-exhausted-suit.json": [],
    # (c) VOIDED by option revoke_penalty; expected: the revoke only, the deal paid as played
    "danish-spec5/13-revoke.json": [(0, 41, "revoke")],
    "danish-spec5/14-tout-joker-skat.json": [],
    "danish-spec5/15-wrong-pool-take.json": [(1, 92, "wrong_payment")],
    "danish-spec5/16-sheet-four-wrong-total.json": [(2, 88, "wrong_total")],
    # danish-spec6: a club secretary's long sessions (6-8 deals, 3 and 4 players, the fourth sitting
    # out in turn) as payments per deal with pools across deals (Tout, Nolo, Przydupki, refills, session
    # end), three as score sheets; one slip each in 8; REPORT.md: (a) 0, (b) 0, (c) 0
    "danish-spec6/01-trzech-swieza-sesja.json": [],
    "danish-spec6/02-czterech-swieza-sesja.json": [],
    "danish-spec6/03-trzech-kontynuacja.json": [],
    "danish-spec6/04-czterech-kontynuacja.json": [],
    "danish-spec6/05-tout.json": [],
    "danish-spec6/06-nolo.json": [],
    "danish-spec6/07-przydupki.json": [],
    "danish-spec6/08-arkusz-trzech.json": [],
    "danish-spec6/09-arkusz-czterech-zla-suma.json": [(5, 82, "wrong_total")],
    "danish-spec6/10-brak-doplaty-czwartego.json": [(5, None, "missing_payment")],
    "danish-spec6/11-przydupek-zle-podwojenie.json": [(4, 96, "wrong_payment")],
    "danish-spec6/12-punkty-do-starego-rozdajacego.json": [(3, 93, "wrong_payment")],
    "danish-spec6/13-falszywe-zadanie-jokera.json": [(4, 83, "false_joker_demand")],
    "danish-spec6/14-deklaracja-niedoplacona.json": [(1, 4, "wrong_payment")],
    "danish-spec6/15-nolo-oplata-za-ostatnia.json": [
        (3, 95, "unexpected_payment"),
        (3, 96, "unexpected_payment"),
    ],
    "danish-spec6/16-czterech-koniec-sesji.json": [],
    "danish-spec6/17-arkusz-zly-wynik.json": [(3, 83, "wrong_score")],
    # session 18, round 20: rage20, one Rage fault of each kind at 3-8 players with each variant,
    # the source's worked example: no (a); 09: a wrong score's message names the action cards won
    "rage20/01-4p-card-not-in-hand.json": [(1, 10, "card_not_in_hand")],
    "rage20/02-5p-hidden-play-out-of-turn.json": [(0, 10, "out_of_turn")],
    "rage20/03-6p-secret-revoke.json": [(0, 4, "revoke")],
    "rage20/04-3p-durch-action-card-while-able-to-follow.json": [(0, 4, "action_card_while_able_to_follow")],
    "rage20/05-7p-joker-without-colour.json": [(0, 9, "wild_without_colour")],
    "rage20/06-4p-bid-out-of-turn.json": [(1, 0, "bid_out_of_turn")],
    "rage20/07-8p-bid-out-of-range.json": [(1, 2, "bid_out_of_range")],
    "rage20/08-4p-pm1-bid-forbidden.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "rage20/09-5p-wrong-score-plus5-minus5.json": [(1, 19, "wrong_score")],
    "rage20/10-3p-pm1-wrong-score-missed-bid.json": [(0, 16, "wrong_score")],
    "rage20/11-6p-pm1-wrong-total.json": [(0, 29, "wrong_total")],
    "rage20/12-4p-source-worked-example.json": [],
    "rage20/13-5p-hidden-clean-notrump-change.json": [],
    "rage20/14-3p-durch-pm1-wrong-score-durch.json": [(0, 14, "wrong_score")],
    # session 24, round 21: rage21, records as a third-party scoring app exports them (play-only with
    # and without the stock, mid-way starts, 3 and 8 players, 14 variant combinations, rare action-card
    # tricks): no (a), no (c). 02 and 14 first left out the stock (no key / null) and were rejected
    # (missing_talon); rewritten with "talon": [] (b). Since then a play-only record may leave its
    # stock out (rage/deal.trump-card)
    "rage21/01-3p-playonly-stock-standard.json": [],
    "rage21/02-4p-playonly-nostock-pm1-midway.json": [],
    "rage21/03-5p-playonly-revoke-pm1-secret-durch.json": [(1, 1, "revoke")],
    "rage21/04-8p-midway-secret.json": [],
    "rage21/05-3p-pm1-durch-rounds-8-10.json": [],
    "rage21/06-3p-action-lead-hidden-durch.json": [],
    "rage21/07-4p-change-then-notrump-pm1-hidden.json": [],
    "rage21/08-5p-jokers-secret-durch.json": [],
    "rage21/09-6p-all-options-plus5-minus5-missed.json": [],
    "rage21/10-8p-pm1-secret-wrong-total.json": [(1, 53, "wrong_total")],
    # the total written from the wrong Durch score is the sheet's own arithmetic: one slip, one
    # finding (rage/score.total); the session totals still show the 2 points
    "rage21/11-4p-hidden-secret-durch-doubling-missed.json": [(1, 12, "wrong_score")],
    "rage21/12-3p-pm1-hidden-durch-forbidden-bid.json": [(1, 2, "bid_forbidden_plus_minus_one")],
    "rage21/13-4p-pm1-hidden-secret-action-while-able.json": [(0, 1, "action_card_while_able_to_follow")],
    "rage21/14-8p-playonly-nullstock-hidden-secret.json": [],
    # round 22: rage22, the trump card and the stock (first trump past action cards, several CHANGE and
    # NOTRUMP turns in a round at 6-8 players, all eight switches in an 8-player round 1, two NOTRUMPs
    # in one trick, stocks recorded in full, as a prefix that runs out, or not at all, long sessions of
    # the four variants): 17 blind files all agree; no (a), no (c). 11, 12 and 17 also carry the
    # stock_exhausted warning (rage/ruling.stock-exhausted)
    "rage22/01-6p-r1-10-standard-session-clean.json": [],
    "rage22/02-7p-r1-10-pm1-session-clean.json": [],
    "rage22/03-8p-r1-10-hidden-durch-session-clean.json": [],
    "rage22/04-7p-r1-10-secret-durch-session-clean.json": [],
    "rage22/05-8p-r1-deep-stock-eight-switches-clean.json": [],
    "rage22/06-6p-r2-3-change-in-last-trick-miscredited.json": [
        (0, 62, "wrong_score"),
        (0, 63, "wrong_score"),
    ],
    "rage22/07-7p-r3-revoke-old-trump-led-after-change.json": [(0, 32, "revoke")],
    "rage22/08-8p-r1-notrump-trick-next-lead-by-old-trump-card.json": [(0, 56, "out_of_turn")],
    "rage22/09-6p-r4-two-notrumps-one-trick.json": [],
    "rage22/10-6p-r5-6-playonly-full-stock-clean.json": [],
    "rage22/11-7p-r4-playonly-stock-prefix-runs-out-clean.json": [],
    "rage22/12-8p-r6-playonly-no-stock-provable-revoke.json": [(0, 20, "revoke")],
    "rage22/13-6p-r3-playonly-stock-lead-by-old-trump-after-change.json": [(0, 18, "out_of_turn")],
    "rage22/14-7p-r1-10-pm1-dealer-bid-makes-sum.json": [(5, 6, "bid_forbidden_plus_minus_one")],
    "rage22/15-6p-r1-10-secret-total-slip.json": [(6, 39, "wrong_total")],
    "rage22/16-6p-r6-10-durch-pm1-durch-scored-single.json": [(2, 28, "wrong_score")],
    "rage22/17-8p-r2-hands-known-stock-prefix-runs-out-clean.json": [],
    # rage-spec2: an outside party's conformance sweep from the public format and the Czech source
    # alone (3-8 players, rounds 10..1, every action card, the four variants, secret bids recorded at
    # the round's end, one file per fault kind): 18 blind files all agree; (a) 0, (b) 0, (c) 0
    "rage-spec2/01-3p-full-session-clean.json": [],
    "rage-spec2/02-4p-pm1-full-session-clean.json": [],
    "rage-spec2/03-5p-hidden-bid-seat-order-clean.json": [],
    "rage-spec2/04-6p-secret-bid-revealed-at-end-clean.json": [],
    "rage-spec2/05-7p-durch-r8-10-clean.json": [],
    "rage-spec2/06-8p-r1-ten-cards-clean.json": [],
    "rage-spec2/07-4p-action-cards-r6-8-clean.json": [],
    "rage-spec2/08-3p-same-dealer-twice.json": [(1, None, "wrong_dealer")],
    "rage-spec2/09-5p-r7-no-duty-to-trump-or-overtake-clean.json": [],
    "rage-spec2/10-3p-r3-revoke-trumps-holding-led.json": [(0, 10, "revoke")],
    "rage-spec2/11-6p-r6-plus5-while-able-to-follow.json": [(0, 13, "action_card_while_able_to_follow")],
    "rage-spec2/12-4p-r4-joker-names-led-colour-while-holding-it.json": [
        (0, 7, "action_card_while_able_to_follow")
    ],
    "rage-spec2/13-7p-r8-last-trick-led-out-of-turn.json": [(0, 21, "out_of_turn")],
    "rage-spec2/14-4p-r6-pm1-last-bid-makes-total.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "rage-spec2/15-5p-r8-bid-four-with-three-cards.json": [(0, 2, "bid_out_of_range")],
    "rage-spec2/16-8p-r5-bid-out-of-turn.json": [(0, 0, "bid_out_of_turn")],
    "rage-spec2/17-4p-r5-7-minus5-left-off-score.json": [(1, 25, "wrong_score")],
    "rage-spec2/18-3p-r8-10-total-addition-slip.json": [(1, 14, "wrong_total")],
    # round 23: rage23, a fault sweep (4 clean ten-round sessions at 3-6 players, 18 one-fault files:
    # first lead, last trick, last card of a trick, the final call, the joker's colour, the stock, the
    # dealer, score/total/payment in the first and last deal): 22 blind files all agree; (a) 0, (b) 0, (c) 0
    "rage23/01-4p-r1-10-standard-clean.json": [],
    "rage23/02-5p-r1-10-pm1-clean.json": [],
    "rage23/03-3p-r1-10-durch-clean.json": [],
    "rage23/04-6p-r1-10-hidden-clean.json": [],
    "rage23/05-4p-d0-first-lead-out-of-turn.json": [(0, 4, "out_of_turn")],
    "rage23/06-4p-d4-last-trick-led-out-of-turn.json": [(4, 24, "out_of_turn")],
    "rage23/07-5p-d0-revoke-last-card-of-trick.json": [(0, 19, "revoke")],
    "rage23/08-3p-d1-plus5-last-card-while-able-to-follow.json": [
        (1, 11, "action_card_while_able_to_follow")
    ],
    "rage23/09-6p-wild-named-led-colour-while-holding-it.json": [(2, 19, "action_card_while_able_to_follow")],
    "rage23/10-3p-d0-final-call-out-of-range.json": [(0, 2, "bid_out_of_range")],
    "rage23/11-5p-d9-pm1-final-call-makes-sum.json": [(9, 4, "bid_forbidden_plus_minus_one")],
    "rage23/12-4p-d2-final-call-repeated-changed.json": [(2, 4, "repeated_bid")],
    "rage23/13-5p-d3-dealer-bids-before-neighbour.json": [(3, 3, "bid_out_of_turn")],
    "rage23/14-4p-d9-final-call-missing.json": [(9, 3, "missing_bid")],
    "rage23/15-3p-wild-without-colour.json": [(0, 13, "wild_without_colour")],
    "rage23/16-6p-d5-wrong-dealer.json": [(5, None, "wrong_dealer")],
    "rage23/17-4p-d0-score-ignores-action-card.json": [(0, 45, "wrong_score")],
    "rage23/18-3p-d9-durch-counted-in-last-round.json": [(9, 6, "wrong_score")],
    "rage23/19-5p-d0-total-slip-carried.json": [(0, 62, "wrong_total")],
    "rage23/20-6p-d9-payment-recorded.json": [(9, 24, "unexpected_payment")],
    "rage23/21-6p-notrump-stock-not-turned-scores.json": [(0, 69, "wrong_score"), (0, 70, "wrong_score")],
    "rage23/22-4p-d9-turned-trump-card-played.json": [(9, 5, "card_not_in_hand")],
    # rage-spec3: an outside club app / tournament director writing from the public format, openapi.yaml
    # and the Czech source alone (3-8 players, all four variants, every action card, score sheets,
    # play-only, secret bids written after the round, one file per fault kind): 18 blind files all
    # agree; (a) 0, (b) 0, (c) 0
    "rage-spec3/01-3p-full-session-sheet-clean.json": [],
    "rage-spec3/02-4p-r1-source-worked-example-clean.json": [],
    "rage-spec3/03-5p-pm1-full-session-sheet-clean.json": [],
    "rage-spec3/04-6p-durch-r7-10-sheet-clean.json": [],
    "rage-spec3/05-7p-play-only-r4-6-clean.json": [],
    "rage-spec3/06-8p-hidden-bid-r1-3-sheet-clean.json": [],
    "rage-spec3/07-4p-secret-bid-recorded-after-play-clean.json": [],
    "rage-spec3/08-4p-revoke-after-action-lead.json": [(1, 10, "revoke")],
    "rage-spec3/09-3p-plus5-while-able-to-follow.json": [(1, 4, "action_card_while_able_to_follow")],
    "rage-spec3/10-5p-wild-named-led-while-holding-led.json": [(1, 9, "action_card_while_able_to_follow")],
    "rage-spec3/11-3p-r6-notrump-change-mechanics-clean.json": [],
    "rage-spec3/12-4p-r7-8-joker-mechanics-clean.json": [],
    "rage-spec3/13-6p-out-of-turn-lead.json": [(1, 30, "out_of_turn")],
    "rage-spec3/14-7p-bid-out-of-range.json": [(1, 2, "bid_out_of_range")],
    "rage-spec3/15-4p-pm1-dealer-forbidden-bid.json": [(1, 3, "bid_forbidden_plus_minus_one")],
    "rage-spec3/16-3p-durch-doubled-in-last-round.json": [(1, 6, "wrong_score")],
    "rage-spec3/17-5p-wrong-total.json": [(2, 53, "wrong_total")],
    "rage-spec3/18-8p-wrong-dealer.json": [(1, None, "wrong_dealer")],
    # rage-spec4: a club app developer's records (3-8 players, all four variants, every action-card
    # situation of the source, full sessions and excerpts, sheets and play-only, one fault per kind):
    # 18 blind files all agree; (a) 1, fixed: the session totals compared a total written before the
    # last round with the rules after it (test_session_totals_*); (b) 0, (c) 2
    "rage-spec4/01-3p-full-standard-sheet.json": [],
    "rage-spec4/02-4p-full-pm1-sheet.json": [],
    "rage-spec4/03-5p-full-hidden-scores.json": [],
    "rage-spec4/04-6p-full-secret-sheet.json": [],
    "rage-spec4/05-7p-durch-r6-10.json": [],
    "rage-spec4/06-8p-full-totals-only.json": [],
    "rage-spec4/07-4p-jokers-r2-4.json": [],
    "rage-spec4/08-5p-notrump-change-r3-6.json": [],
    "rage-spec4/09-3p-action-leads-r3-7.json": [],
    "rage-spec4/10-4p-playonly-r8-10.json": [],
    "rage-spec4/11-6p-playonly-turned-only-r5-6.json": [],
    "rage-spec4/12-6p-revoke-r1-3.json": [(1, 20, "revoke")],
    "rage-spec4/13-5p-action-while-able-r4-6.json": [(1, 13, "action_card_while_able_to_follow")],
    # (a): session.totals.difference {0: 10, 1: -4, 2: -4, 3: -5} is round 9's (unwritten) result set
    # against the totals written after round 8; (c): the unnamed joker read as the colour led
    "rage-spec4/14-4p-wild-without-colour-r8-9.json": [(1, 9, "wild_without_colour")],
    "rage-spec4/15-4p-pm1-forbidden-bid-r1-5.json": [(2, 3, "bid_forbidden_plus_minus_one")],
    "rage-spec4/16-7p-wrong-score.json": [(5, 42, "wrong_score")],
    "rage-spec4/17-8p-wrong-total-r1-4.json": [(2, 85, "wrong_total")],
    "rage-spec4/18-3p-playonly-revoke-r5-7.json": [(1, 10, "revoke")],
    # rage-spec5: a club's partial records (play-only with and without the stock, mid-session excerpts,
    # a round stopped in mid-play, sheets of totals / scores only or stopping early, a tied winner,
    # hidden and secret bids, one fault per kind): 18 blind files all agree; (a) 0, (b) 0, (c) 1
    "rage-spec5/01-full-session-tie-clean.json": [],
    "rage-spec5/02-playonly-with-stock-clean.json": [],
    # (c), mended: a play-only record without a stock got a stock_exhausted warning on each deal; a
    # stock not kept has not run out, and since session 26 `unchecked` says so instead
    "rage-spec5/03-playonly-no-stock-excerpt-clean.json": [],
    "rage-spec5/04-excerpt-totals-only-clean.json": [],
    "rage-spec5/05-stops-mid-play-clean.json": [],
    "rage-spec5/06-scores-stop-after-round6-clean.json": [],
    "rage-spec5/07-hidden-bid-pmo-clean.json": [],
    "rage-spec5/08-secret-bid-excerpt-clean.json": [],
    "rage-spec5/09-wrong-dealer-r3.json": [(2, None, "wrong_dealer")],
    "rage-spec5/10-bid-out-of-turn-dealer-first.json": [(1, 0, "bid_out_of_turn")],
    "rage-spec5/11-bid-out-of-range-playonly.json": [(0, 0, "bid_out_of_range")],
    "rage-spec5/12-lead-out-of-turn.json": [(0, 16, "out_of_turn")],
    "rage-spec5/13-card-from-stock-playonly.json": [(0, 9, "card_not_in_hand")],
    "rage-spec5/14-revoke-provable-playonly.json": [(1, 10, "revoke")],
    "rage-spec5/15-wrong-score-excerpt.json": [(1, 35, "wrong_score")],
    "rage-spec5/16-wrong-total-totals-only.json": [(4, 22, "wrong_total")],
    "rage-spec5/17-hidden-bid-pmo-sum-equal.json": [(0, 1, "bid_forbidden_plus_minus_one")],
    "rage-spec5/18-action-card-while-able-playonly.json": [(0, 14, "action_card_while_able_to_follow")],
    # rage-spec6: a tournament director's trick and round-score disputes (WILD for the trump or another
    # colour, two WILDs on one colour, NOTRUMP, CHANGE first and last, action-led and action-only tricks,
    # Durch, plus/minus one, ten-round totals and winners): 16 blind files; (a) 0, (b) 0, (c) 1
    "rage-spec6/01-wild-names-trump-clean.json": [],
    "rage-spec6/02-wild-led-colour-vs-trump-wrong-score.json": [
        (0, 40, "wrong_score"),
        (0, 41, "wrong_score"),
    ],
    "rage-spec6/03-two-wilds-one-colour-wrong-score.json": [(0, 61, "wrong_score"), (0, 62, "wrong_score")],
    "rage-spec6/04-notrump-after-trump-clean.json": [],
    "rage-spec6/05-change-first-and-last-trick-clean.json": [],
    # (c), widened: NOTRUMP then CHANGE in a round's last trick, recorded with the CHANGE's new trump
    # ruling the trick ("pro aktuální štych"), as rage3 t03 and rage-spec 19: accepted since session 26
    "rage-spec6/06-change-after-notrump-clean.json": [],
    "rage-spec6/07-plus-minus-split-source-example-clean.json": [],
    "rage-spec6/08-action-led-trick-revoke.json": [(0, 8, "revoke")],
    "rage-spec6/09-trump-past-action-cards-clean.json": [],
    "rage-spec6/10-durch-session-clean.json": [],
    "rage-spec6/11-durch-false-notrump-trick-wrong-score.json": [
        (0, 15, "wrong_score"),
        (0, 16, "wrong_score"),
    ],
    "rage-spec6/12-plus-minus-one-session-wrong-total.json": [(5, 28, "wrong_total")],
    "rage-spec6/13-totals-only-session-wrong-total.json": [(4, 37, "wrong_total")],
    "rage-spec6/14-six-players-minus5-while-able-to-follow.json": [
        (3, 8, "action_card_while_able_to_follow")
    ],
    "rage-spec6/15-eight-players-session-clean.json": [],
    "rage-spec6/16-play-only-revoke.json": [(1, 5, "revoke")],
    # rage-spec7 (blind, Rage, Czech source): knock-on of one slip as a director sees it - out of turn,
    # wrong lead, card not held, wrong dealer, bid out of turn, score/total slips carried, a late revoke
    # with the table's fine, play-only and stopped records; (a) 0, (b) 0, (c) 1 (14: the fine in a total).
    "rage-spec7/01-clean-4p-standard.json": [],
    "rage-spec7/02-clean-5p-pmo-durch.json": [],
    "rage-spec7/03-clean-3p-hidden-scores-only.json": [],
    "rage-spec7/04-clean-6p-secret-midsession.json": [],
    "rage-spec7/05-follower-out-of-turn.json": [(2, 13, "out_of_turn")],
    "rage-spec7/06-wrong-leader-midround.json": [(1, 20, "out_of_turn")],
    "rage-spec7/07-first-lead-by-dealer.json": [(4, 4, "out_of_turn")],
    "rage-spec7/08-card-not-held-stock.json": [(0, 7, "card_not_in_hand")],
    "rage-spec7/09-card-not-held-neighbours.json": [(1, 5, "card_not_in_hand")],
    "rage-spec7/10-wrong-dealer-rotation-continues.json": [(3, None, "wrong_dealer")],
    "rage-spec7/11-bid-out-of-turn-pmo.json": [(5, 1, "bid_out_of_turn")],
    "rage-spec7/12-durch-scored-single-carried.json": [(7, 12, "wrong_score")],
    "rage-spec7/13-total-slip-carried-hidden.json": [(4, 42, "wrong_total")],
    "rage-spec7/14-late-revoke-table-fine.json": [
        (2, 17, "revoke"),
        (2, 36, "unexpected_penalty"),
    ],  # (c), mended: the fine
    # carried into the total was its own wrong_total too; since session 26 it is the sheet's arithmetic
    "rage-spec7/15-play-only-provable-revoke.json": [(3, 10, "revoke")],
    "rage-spec7/16-stopped-midplay-action-card.json": [(2, 9, "action_card_while_able_to_follow")],
    "rage-spec7/17-play-only-stopped-out-of-turn.json": [(1, 10, "out_of_turn")],
    "rage-spec7/18-pmo-forbidden-last-bid.json": [(4, 5, "bid_forbidden_plus_minus_one")],
    # rage-spec: a third-party app's records written from the spec and the Czech source alone (full
    # ten-round sessions, mid-way starts, 3-8 players, every option, every action card, play-only):
    # 17 blind files all agree; no (a). (c) 19: NOTRUMP then CHANGE in one trick, recorded with the
    # CHANGE's new trump ruling the trick ("pro aktuální štych"); rage/ruling.notrump-and-change reads
    # it trumpless, hence the two wrong_score (18 and 19 were written after reading the digest)
    "rage-spec/01-4p-full-standard.json": [],
    "rage-spec/02-3p-full-pm1-durch.json": [],
    "rage-spec/03-5p-start-totals-r6-hidden.json": [],
    "rage-spec/04-6p-durch-r7.json": [],
    "rage-spec/05-8p-hidden-seat-order.json": [],
    "rage-spec/06-4p-secret.json": [],
    "rage-spec/07-4p-secret-bids-at-end.json": [],
    "rage-spec/08-5p-play-only.json": [],
    "rage-spec/09-4p-revoke.json": [(1, 6, "revoke")],
    "rage-spec/10-5p-action-while-able.json": [(0, 7, "action_card_while_able_to_follow")],
    "rage-spec/11-3p-bid-out-of-turn.json": [(1, 0, "bid_out_of_turn")],
    "rage-spec/12-4p-pm1-forbidden.json": [(2, 3, "bid_forbidden_plus_minus_one")],
    "rage-spec/13-6p-wrong-score.json": [(1, 40, "wrong_score")],
    "rage-spec/14-4p-wrong-total.json": [(3, 14, "wrong_total")],
    "rage-spec/15-3p-card-not-in-hand.json": [(0, 15, "card_not_in_hand")],
    "rage-spec/16-3p-edge-tricks.json": [],
    "rage-spec/17-4p-joker-while-able.json": [(0, 6, "action_card_while_able_to_follow")],
    "rage-spec/18-4p-joker-sets-colour-revoke.json": [(0, 6, "revoke")],
    "rage-spec/19-4p-notrump-then-change.json": [],  # (c), accepted since session 26 (rage-spec6 06)
    # session 18, round 20: tarocchini22, one Tarocchini fault of each kind in both games: no (a).
    # 01, 03, 06, 09 keep the auditor's reading that the Ace counts after a gap (K Q J + Ace as four;
    # tarocchini/combo.sequences counts three): ACE_READING, accepted since the rulings review, so 01's
    # K Q J 1 of cups declared as four is no false_declaration and none of their sheets is wrong
    "tarocchini22/01-ottocento-clean.json": [],
    "tarocchini22/02-terziglio-clean.json": [],
    "tarocchini22/03-ottocento-revoke.json": [(0, 27, "revoke")],
    "tarocchini22/04-terziglio-revoke.json": [(0, 24, "revoke")],
    "tarocchini22/05-ottocento-failure-to-trump.json": [(0, 28, "failure_to_trump")],
    "tarocchini22/06-terziglio-failure-to-trump.json": [(0, 27, "failure_to_trump")],
    "tarocchini22/07-ottocento-wrong-leader-then-card-not-in-hand.json": [
        (0, 29, "out_of_turn"),
        (1, 62, "card_not_in_hand"),
    ],
    "tarocchini22/08-terziglio-wrong-leader-then-card-not-in-hand.json": [
        (0, 26, "out_of_turn"),
        (1, 60, "card_not_in_hand"),
    ],
    "tarocchini22/09-ottocento-false-then-late-declaration.json": [
        (0, 1, "false_declaration"),
        (1, 5, "late_declaration"),
    ],
    "tarocchini22/10-terziglio-false-then-late-declaration.json": [
        (0, 5, "false_declaration"),
        (1, 8, "late_declaration"),
    ],
    "tarocchini22/11-ottocento-king-discarded-then-matto-last-trick.json": [(0, 0, "illegal_discard")],
    "tarocchini22/12-terziglio-bids-discard-matto.json": [
        (0, 0, "bid_out_of_turn"),
        (1, 1, "illegal_bid"),
        (2, 4, "illegal_discard"),
    ],
    "tarocchini22/13-ottocento-wrong-score-then-wrong-total.json": [
        (0, 65, "wrong_score"),
        (1, 68, "wrong_total"),
    ],
    "tarocchini22/14-terziglio-wrong-score-then-wrong-total.json": [
        (0, 62, "wrong_score"),
        (1, 64, "wrong_total"),
    ],
    # session 23, tarocchini23: scoring arithmetic on clean multi-deal records (cricche of three and four,
    # contatori in sequences and in two at once, the doubling, after-play combinations, pairs, the Matto
    # exchange, the discard when the dealer takes no trick, games to 800 and both past it, Terziglio
    # rounding, solo, widow in the combinations, all tricks, the tie). No (a), no (c): its two (b), gapless
    # suit/trump sequences and no two contatori in a row in suits, were the reader's, and are fixed in the files
    "tarocchini23/01-otto-cricche-three-and-four.json": [],
    "tarocchini23/02-otto-contatori-in-sequences.json": [],
    "tarocchini23/03-otto-contatore-in-two-sequences.json": [],
    "tarocchini23/04-otto-three-cricche-three-sequences-doubled.json": [],
    "tarocchini23/05-otto-after-play-doubling.json": [],
    "tarocchini23/06-otto-discard-dealer-no-trick.json": [],
    "tarocchini23/07-otto-matto-exchange.json": [],
    "tarocchini23/08-otto-game-to-800-and-next-game.json": [],
    "tarocchini23/09-otto-both-past-800.json": [],
    "tarocchini23/10-otto-sheet-by-reason.json": [],
    "tarocchini23/11-otto-fault-card-points-not-in-pairs.json": [(2, 67, "wrong_score")],
    "tarocchini23/12-terz-gioco-rounding.json": [],
    "tarocchini23/13-terz-solo-widow-to-last-trick.json": [],
    "tarocchini23/14-terz-side-takes-every-trick.json": [],
    "tarocchini23/15-terz-fault-rounding-at-45.json": [(1, 62, "wrong_score"), (1, 64, "wrong_score")],
    "tarocchini23/16-otto-both-past-800-then-new-game.json": [],
    "tarocchini23/17-terz-widow-in-after-play-combinations.json": [],
    "tarocchini23/18-terz-tie-is-a-loss.json": [],
    # session po, tarocchini-po: play-only records (hands null) with score sheets: the dealer's discard,
    # the Matto excusing a player who holds the suit, its low card to the opponents, solo widow to the
    # last trick, Terziglio rounding up; faults the record proves (revoke and failure to trump shown by a
    # later play, a card played twice, a discarded or widow card played, out of turn, wrong scores, a King
    # laid away) and one it cannot (16: a revoke whose held card lies in unrecorded tricks: no finding,
    # an incomplete_deal warning). No (a), no (b), no (c)
    "tarocchini-po/01-otto-clean-three-deals.json": [],
    "tarocchini-po/02-otto-clean-matto-to-opponents.json": [],
    "tarocchini-po/03-otto-clean-default-rules.json": [],
    "tarocchini-po/04-otto-clean-resumed-score-by-reason.json": [],
    "tarocchini-po/05-terz-clean-gioco-session.json": [],
    "tarocchini-po/06-terz-clean-solo-widow-to-last-trick.json": [],
    "tarocchini-po/07-otto-fault-revoke-proved-later.json": [(1, 40, "revoke")],
    "tarocchini-po/08-otto-fault-no-trump-proved-later.json": [(2, 46, "failure_to_trump")],
    "tarocchini-po/09-otto-fault-card-played-twice.json": [(1, 18, "card_not_in_hand")],
    "tarocchini-po/10-otto-fault-discarded-card-played.json": [(1, 18, "card_not_in_hand")],
    "tarocchini-po/11-otto-fault-out-of-turn.json": [(2, 14, "out_of_turn")],
    "tarocchini-po/12-otto-fault-wrong-score.json": [(1, 66, "wrong_score")],
    "tarocchini-po/13-terz-fault-king-discarded.json": [(2, 4, "illegal_discard")],
    "tarocchini-po/14-terz-fault-game-points-not-rounded-up.json": [
        (2, 62, "wrong_score"),
        (2, 64, "wrong_score"),
    ],
    "tarocchini-po/15-terz-fault-out-of-turn.json": [(2, 16, "out_of_turn")],
    "tarocchini-po/16-otto-unprovable-revoke-record-stops.json": [],
    "tarocchini-po/17-terz-fault-widow-card-played-in-solo.json": [(1, 23, "card_not_in_hand")],
    # session 24, tarocchini24: a federation's season, Ottocento to 800 and into later games, Terziglio
    # sessions of 5-8 deals; 14/14 verdicts agree. One (c): 14, odd Terziglio piles, where the recorder
    # counted both lone cards whole (94) and the engine makes them the 31st pair (93, score.card-points)
    "tarocchini24/01-otto-season-to-800-by-reason.json": [],
    "tarocchini24/02-otto-past-800-second-game.json": [],
    "tarocchini24/03-otto-monte-then-long.json": [],
    "tarocchini24/04-otto-quiet-declarers.json": [],
    "tarocchini24/05-otto-fault-late-total.json": [(6, 75, "wrong_total")],
    "tarocchini24/06-otto-fault-late-discard-five.json": [(5, 1, "illegal_discard")],
    "tarocchini24/07-terz-five-deals-gioco-solo.json": [],
    "tarocchini24/08-terz-eight-deals.json": [],
    "tarocchini24/09-terz-slam-in-session.json": [],
    "tarocchini24/10-terz-quiet-six.json": [],
    "tarocchini24/11-terz-fault-late-revoke.json": [(5, 52, "revoke")],
    "tarocchini24/12-otto-second-game-by-reason.json": [],
    "tarocchini24/13-otto-doubling-mixed-counts.json": [],
    "tarocchini24/14-terz-odd-piles.json": [],  # (c) odd piles: 94 vs 93, same game points here
    # tarocchini-gapless: a table that reads every run without a gap; GAPLESS accepted throughout;
    # (c) King + Bagatto + Matto + Jack (no Queen, no Cavalier): the recorder counted no run (of the
    # two cards after the King one real), the engine a run of four ("one of the three real"); fixed
    # since (the least run K Q N, one of Q and N real), so only the planted faults stay
    "tarocchini-gapless/01-clean-to-800.json": [],
    "tarocchini-gapless/02-clean-to-800-b.json": [],
    "tarocchini-gapless/03-clean-by-reason.json": [],
    "tarocchini-gapless/04-clean-by-reason-b.json": [],
    "tarocchini-gapless/05-clean-many-gaps.json": [],
    "tarocchini-gapless/06-clean-three-sequences-doubled.json": [],
    "tarocchini-gapless/07-clean-long-session.json": [],
    "tarocchini-gapless/08-clean-by-reason-c.json": [],
    # planted (2, 67)
    "tarocchini-gapless/09-fault-score-plus3.json": [(2, 67, "wrong_score")],
    # planted (2, 68)
    "tarocchini-gapless/10-fault-total.json": [(2, 68, "wrong_total")],
    # planted revoke
    "tarocchini-gapless/11-fault-revoke.json": [(1, 19, "revoke")],
    # K N J declared in deal 0 fixes the table's reading: later gapless scores are wrong where it matters
    "tarocchini-gapless/12-knj-declared-deal0-then-gapless.json": [
        (1, 67, "wrong_score"),
        (2, 66, "wrong_score"),
        (3, 67, "wrong_score"),
    ],
    # tarocchini25: trump sequences and cricche (top trumps with one missing, numbered trumps below,
    # contatori standing in, runs without the Angel, several sequences, runs counted again after
    # play, the Moretti); 14/17 agree. One (a): a gap inside the trump head (A _M S L 16 ...) stops
    # the run at 3 in the engine (combo.sequences), the auditor counts the consecutive numbered
    # trumps after the Moon (03, 16, 17)
    "tarocchini25/01-otto-full-head-and-numbered.json": [],
    "tarocchini25/02-otto-moon-missing-16-15-held.json": [],
    # its (a), fixed: the numbered trumps after a missing grande, the reading also accepted since
    # (tarocchini/combo.sequences): A _M S L 16 15 14 declared 6, A M _S L 16 declared 4, piles 7 and 7
    "tarocchini25/03-otto-head-gap-two-of-three.json": [],
    "tarocchini25/04-otto-contatore-for-moon-and-mondo.json": [],
    "tarocchini25/05-otto-moon-and-16-both-contatori.json": [],
    "tarocchini25/06-otto-double-gap-numbered.json": [],
    "tarocchini25/07-otto-no-angel-no-run.json": [],
    "tarocchini25/08-otto-one-contatore-three-sequences.json": [],
    "tarocchini25/09-otto-run-to-five-moretti-apart.json": [],
    "tarocchini25/10-otto-fault-declared-run-overcounted.json": [(0, 69, "wrong_score")],
    "tarocchini25/11-otto-fault-total-three-deals.json": [(1, 67, "wrong_total")],
    "tarocchini25/12-otto-fault-revoke.json": [(0, 6, "revoke")],
    "tarocchini25/13-terz-gioco-contatore-for-moon.json": [],
    "tarocchini25/14-terz-opponents-joint-pile-run.json": [],
    "tarocchini25/15-terz-fault-game-points.json": [(1, 62, "wrong_score")],
    # (a), fixed likewise: team1's pile A _M S L 16 15 14 13 12 counted 8 (35)
    "tarocchini25/16-otto-session-three-deals.json": [],
    # (a), fixed likewise: the declarer's A _M S L 16 15 14 declared 6 (25), 312 -> 6 game points (a
    # Terziglio deal reads the trumps so where a declaration shows it)
    "tarocchini25/17-terz-head-gap-then-no-angel.json": [],
    # tarocchini-spec: an outside conformance suite from the public format, openapi and the source
    # only: every deal kind (Ottocento, Terziglio gioco/solo, all tricks, 800 on declarations), one
    # fault per file at 4 and 3 players; 18/18 verdicts agree, (a) 0, (b) 0, (c) 2
    "tarocchini-spec/01-otto-clean-two-deals.json": [],
    "tarocchini-spec/02-otto-contatori-and-three-cricche.json": [],
    # (c) clean only through the reading also accepted (ace_after_gap); the engine's own figures
    # for the same record unscored would be 41 (not 56) and 133 (not 183)
    "tarocchini-spec/03-otto-suit-sequence-ace-after-gap.json": [],
    "tarocchini-spec/04-otto-revoke.json": [(0, 18, "revoke")],
    "tarocchini-spec/05-otto-out-of-turn.json": [(0, 22, "out_of_turn")],
    "tarocchini-spec/06-otto-illegal-discard.json": [(0, 0, "illegal_discard")],
    "tarocchini-spec/07-otto-false-declaration-matto-for-angel.json": [(0, 2, "false_declaration")],
    "tarocchini-spec/08-otto-wrong-score.json": [(0, 66, "wrong_score")],
    "tarocchini-spec/09-otto-800-on-declarations.json": [],
    "tarocchini-spec/10-terz-gioco-two-deals.json": [],
    "tarocchini-spec/11-terz-solo-two-deals.json": [],
    "tarocchini-spec/12-terz-all-tricks.json": [],
    "tarocchini-spec/13-terz-gioco-after-solo.json": [(0, 1, "illegal_bid")],
    "tarocchini-spec/14-terz-gioco-discards-five-point-card.json": [(0, 4, "illegal_discard")],
    # its (c)2, taken: one exchange in a solo is one finding, at the take (terziglio.exchange)
    "tarocchini-spec/15-terz-solo-exchanges.json": [(0, 3, "illegal_take")],
    "tarocchini-spec/16-terz-fails-to-trump.json": [(0, 37, "failure_to_trump")],
    "tarocchini-spec/17-terz-out-of-turn.json": [(0, 21, "out_of_turn")],
    "tarocchini-spec/18-terz-wrong-total.json": [(1, 67, "wrong_total")],
    # tarocchini26: a fault sweep from four clean sessions (Ottocento 4 deals with two games to 800,
    # Ottocento with a monte, Terziglio widow 8 and widow 5): one planted fault per file at the
    # first lead, last trick, last card of a trick, final call, declaration, discard/exchange, dealer,
    # score/total/payment in first and last deals; 21/22 agree, (a) 0, (b) 1, (c) 1
    "tarocchini26/01-otto-clean-four-deals.json": [],
    "tarocchini26/02-otto-clean-monte-session.json": [],
    "tarocchini26/03-terz-clean-five-deals.json": [],
    "tarocchini26/04-terz-clean-nineteen.json": [],
    "tarocchini26/05-otto-first-lead-wrong-seat.json": [(0, 6, "out_of_turn")],
    "tarocchini26/06-otto-revoke-last-card-of-trick.json": [(0, 17, "revoke")],
    # (b) code name only: the auditor wrote revoke for the failure to trump
    "tarocchini26/07-otto-no-trump-second-last-trick.json": [(3, 59, "failure_to_trump")],
    "tarocchini26/08-otto-last-trick-led-out-of-turn.json": [(3, 62, "out_of_turn")],
    "tarocchini26/09-otto-dealer-discards-king.json": [(1, 1, "illegal_discard")],
    "tarocchini26/10-otto-false-declaration.json": [(2, 3, "false_declaration")],
    "tarocchini26/11-otto-wrong-score-first-deal.json": [(0, 66, "wrong_score")],
    "tarocchini26/12-otto-wrong-total-last-deal.json": [(3, 69, "wrong_total")],
    "tarocchini26/13-otto-payment-first-deal.json": [(0, 66, "unexpected_payment")],
    "tarocchini26/14-otto-same-dealer-after-monte.json": [(4, None, "wrong_dealer")],
    "tarocchini26/15-terz-illegal-final-call.json": [(0, 2, "illegal_bid")],
    "tarocchini26/16-terz-gioco-discards-king.json": [(4, 4, "illegal_discard")],
    # its (c), taken: the solo exchange is one fault, at the take ("в solo разыгрывающий играет без
    # обмена"), since session 25
    "tarocchini26/17-terz-solo-exchanges.json": [(1, 3, "illegal_take")],
    "tarocchini26/18-terz-declarer-leads-first.json": [(4, 8, "out_of_turn")],
    "tarocchini26/19-terz-game-points-rounded-up-at-45.json": [(0, 64, "wrong_score")],
    "tarocchini26/20-terz-wrong-total-last-deal.json": [(3, 68, "wrong_total")],
    "tarocchini26/21-terz-false-declaration-opponent.json": [(0, 6, "false_declaration")],
    "tarocchini26/22-terz-revoke-first-trick.json": [(0, 9, "revoke")],
    # tarocchini-spec2: an outside party's conformance suite from the public format and the source
    # alone (every deal/contract kind, each fault once, both player counts); 18/18 agree, (a) 0,
    # (b) 0, (c) 0. 01, 07, 10, 11 agree through the Ottocento gapless reading (the auditor's runs
    # had no gap: K + contatore + J not a run); the same sheet in Terziglio is refused (REPORT S1)
    "tarocchini-spec2/01-otto-clean-breakdown.json": [],
    "tarocchini-spec2/02-otto-session-800.json": [],
    "tarocchini-spec2/03-otto-monte.json": [],
    "tarocchini-spec2/04-otto-play-edges.json": [],
    "tarocchini-spec2/05-otto-dealer-no-trick.json": [],
    "tarocchini-spec2/06-otto-three-cricche.json": [],
    "tarocchini-spec2/07-otto-revoke.json": [(0, 22, "revoke")],
    "tarocchini-spec2/08-otto-illegal-discard.json": [(0, 0, "illegal_discard")],
    "tarocchini-spec2/09-otto-false-declaration.json": [(0, 1, "false_declaration")],
    "tarocchini-spec2/10-otto-out-of-turn.json": [(0, 29, "out_of_turn")],
    "tarocchini-spec2/11-otto-wrong-total.json": [(1, 68, "wrong_total")],
    "tarocchini-spec2/12-terz-gioco-clean.json": [],
    "tarocchini-spec2/13-terz-solo-clean.json": [],
    "tarocchini-spec2/14-terz-all-tricks.json": [],
    "tarocchini-spec2/15-terz-failure-to-trump.json": [(0, 24, "failure_to_trump")],
    "tarocchini-spec2/16-terz-illegal-bid.json": [(0, 1, "illegal_bid")],
    "tarocchini-spec2/17-terz-illegal-discard.json": [(0, 4, "illegal_discard")],
    "tarocchini-spec2/18-terz-wrong-score-rounding.json": [(0, 66, "wrong_score")],
    # tarocchini-spec3: an outside party's conformance suite (club app / tournament director) from
    # the public format, openapi and the source only: Ottocento sheets, monte, play-only, Terziglio
    # gioco/solo with widow 5 and 8, Moretti ties, one fault per file; 16/16 agree after a (b)
    # (15's sheet corrected: K + J + Matto is a suit run); (a) 0, (b) 2, (c) 2
    "tarocchini-spec3/01-otto-sheet-clean.json": [],
    "tarocchini-spec3/02-otto-monte-carried-clean.json": [],
    "tarocchini-spec3/03-otto-playonly-clean.json": [],
    "tarocchini-spec3/04-otto-revoke.json": [(0, 18, "revoke")],
    "tarocchini-spec3/05-otto-illegal-discard.json": [(0, 0, "illegal_discard")],
    "tarocchini-spec3/06-otto-false-declaration.json": [(0, 1, "false_declaration")],
    "tarocchini-spec3/07-otto-out-of-turn.json": [(0, 22, "out_of_turn")],
    "tarocchini-spec3/08-otto-wrong-score.json": [(0, 66, "wrong_score")],
    # (c): deal 0's sheet (179 / 117) is the gapless-runs reading, accepted on an Ottocento sheet
    "tarocchini-spec3/09-otto-wrong-total.json": [(1, 67, "wrong_total")],
    "tarocchini-spec3/10-terz-gioco-w5-sheet-clean.json": [],
    "tarocchini-spec3/11-terz-solo-w8-sheet-clean.json": [],
    "tarocchini-spec3/12-terz-mixed-w8-carried-clean.json": [],
    "tarocchini-spec3/13-terz-no-trump.json": [(0, 31, "failure_to_trump")],
    "tarocchini-spec3/14-terz-illegal-discard.json": [(0, 4, "illegal_discard")],
    "tarocchini-spec3/15-terz-illegal-bid.json": [(0, 1, "illegal_bid")],
    "tarocchini-spec3/16-terz-wrong-gamepoints.json": [(0, 66, "wrong_score")],
    # tarocchini-spec4: a club's Ottocento sheets (to 800, a game won in play and one on declarations)
    # and Terziglio sessions; combinations declared and counted again, contatori misuse, one fault per
    # file; 18 files, 17 agree; (a) 0, (b) 1 (odd Terziglio pile: the 93 rule), (c) 1 (08)
    "tarocchini-spec4/01-otto-sheet-clean.json": [],
    "tarocchini-spec4/02-otto-breakdown-carried-clean.json": [],
    "tarocchini-spec4/03-otto-playonly-clean.json": [],
    "tarocchini-spec4/04-otto-revoke.json": [(0, 18, "revoke")],
    "tarocchini-spec4/05-otto-failure-to-trump.json": [(0, 32, "failure_to_trump")],
    "tarocchini-spec4/06-otto-matto-for-king.json": [(0, 2, "false_declaration")],
    "tarocchini-spec4/07-otto-false-four-kings.json": [(0, 1, "false_declaration")],
    # (c): Angel Mondo + Matto + Bagatto declared as 4 is true in the accepted reading that lets the
    # numbered trumps (16 15 14 held) follow a skipped grande (combo.sequences, session 25)
    "tarocchini-spec4/08-otto-two-contatori-adjacent.json": [],
    "tarocchini-spec4/09-otto-wrong-card-points.json": [(0, 71, "wrong_score")],
    "tarocchini-spec4/10-otto-wrong-total.json": [(1, 67, "wrong_total")],
    "tarocchini-spec4/11-otto-game-over-new-game.json": [],
    "tarocchini-spec4/12-otto-won-on-declarations.json": [],
    "tarocchini-spec4/13-terz-gioco-sheet-clean.json": [],
    "tarocchini-spec4/14-terz-solo-nineteen-clean.json": [],
    "tarocchini-spec4/15-terz-all-tricks-clean.json": [],
    "tarocchini-spec4/16-terz-wrong-gamepoints.json": [(0, 64, "wrong_score")],
    "tarocchini-spec4/17-terz-matto-for-angel.json": [(0, 7, "false_declaration")],
    "tarocchini-spec4/18-otto-two-contatori-numbered.json": [(0, 1, "false_declaration")],
    # tarocchini-spec5: a Terziglio club's records (every bid, widow and exchange, solo, game-point
    # rounding at x45/x46-49, declarations and combinations after play, the Matto, sheets with and without
    # totals, play-only, one fault each) and Ottocento monte/800; 18 files, all agree; (a) 0, (b) 0, (c) 0
    "tarocchini-spec5/01-gioco-sheet-clean.json": [],
    "tarocchini-spec5/02-solo-overcall-clean.json": [],
    "tarocchini-spec5/03-all-pass-then-gioco.json": [],
    "tarocchini-spec5/04-session-rounding-totals.json": [],
    "tarocchini-spec5/05-session-totals-stop.json": [],
    "tarocchini-spec5/06-play-only-nineteen.json": [],
    "tarocchini-spec5/07-bid-out-of-turn.json": [(0, 1, "bid_out_of_turn")],
    "tarocchini-spec5/08-bid-not-higher.json": [(0, 1, "illegal_bid")],
    "tarocchini-spec5/09-illegal-discard.json": [(0, 4, "illegal_discard")],
    "tarocchini-spec5/10-revoke.json": [(0, 18, "revoke")],
    "tarocchini-spec5/11-failure-to-trump.json": [(0, 27, "failure_to_trump")],
    "tarocchini-spec5/12-false-declaration.json": [(0, 6, "false_declaration")],
    "tarocchini-spec5/13-solo-not-doubled.json": [(0, 62, "wrong_score")],
    "tarocchini-spec5/14-wrong-total.json": [(1, 65, "wrong_total")],
    "tarocchini-spec5/15-otto-monte-clean.json": [],
    "tarocchini-spec5/16-otto-session-800.json": [],
    "tarocchini-spec5/17-otto-won-on-declarations.json": [],
    "tarocchini-spec5/18-otto-monte-same-dealer.json": [(1, None, "wrong_dealer")],
    # tarocchini-spec6 (blind, Russian source): Ottocento play and records (dealer/widow, monte, Matto
    # led/followed/last, Moretti tie, follow/trump, card points in pairs, sheets), 2 Terziglio.
    # (a) 0, (b) 0, (c) 3 (computed figures of unscored deals: runs after a gap, declarations assumed, exchange card)
    "tarocchini-spec6/01-clean-two-deals.json": [],
    "tarocchini-spec6/02-dealer-no-trick-breakdown.json": [],
    "tarocchini-spec6/03-monte-then-deal.json": [],
    "tarocchini-spec6/04-moretti-last-played.json": [],
    "tarocchini-spec6/05-matto-led-and-last.json": [],
    "tarocchini-spec6/06-play-only.json": [],
    "tarocchini-spec6/07-play-only-stops.json": [],
    "tarocchini-spec6/08-stops-midplay.json": [],
    "tarocchini-spec6/09-revoke.json": [(0, 28, "revoke")],
    "tarocchini-spec6/10-failure-to-trump.json": [(0, 39, "failure_to_trump")],
    "tarocchini-spec6/11-out-of-turn.json": [(0, 22, "out_of_turn")],
    "tarocchini-spec6/12-card-not-held.json": [(0, 61, "card_not_in_hand")],
    "tarocchini-spec6/13-matto-led-revoke.json": [(0, 40, "revoke")],
    "tarocchini-spec6/14-wrong-card-points.json": [(0, 72, "wrong_score")],
    "tarocchini-spec6/15-wrong-total.json": [(0, 67, "wrong_total")],
    "tarocchini-spec6/16-dealer-discards-king.json": [(0, 1, "illegal_discard")],
    "tarocchini-spec6/17-terziglio-gioco.json": [],
    "tarocchini-spec6/18-terziglio-solo.json": [],
    # tarocchini-spec7 (partial club records: play-only with/without the discard or exchange, stopped
    # mid-play, Terziglio without the auction or the exchange, mid-evening starts, totals-only/skipped
    # sheets; 2 controls, 6 one-slip files): (a) 1, (b) 0, (c) 0.
    "tarocchini-spec7/01-oc-control-full.json": [],
    "tarocchini-spec7/02-oc-playonly-discard.json": [],
    "tarocchini-spec7/03-oc-playonly-nodiscard.json": [],
    "tarocchini-spec7/04-oc-midevening-totals-only.json": [],
    "tarocchini-spec7/05-oc-stops-writing-totals.json": [],
    "tarocchini-spec7/06-oc-skip-deal.json": [],
    "tarocchini-spec7/07-oc-stops-midplay.json": [],
    "tarocchini-spec7/08-oc-playonly-wrong-score.json": [(0, 65, "wrong_score")],
    "tarocchini-spec7/09-oc-playonly-revoke.json": [(1, 38, "revoke")],
    "tarocchini-spec7/10-oc-playonly-card-twice.json": [(1, 35, "card_not_in_hand")],
    "tarocchini-spec7/11-oc-wrong-dealer.json": [(1, None, "wrong_dealer")],
    "tarocchini-spec7/12-oc-totals-only-wrong-total.json": [(1, 65, "wrong_total")],
    "tarocchini-spec7/13-tz-control-full.json": [],
    "tarocchini-spec7/14-tz-playonly.json": [],
    # (a), fixed: deal 0 has no bids but seat 1's take+discard: only the gioco declarer exchanges, so
    # the contract and declarer are known and the deal is scored (11/0/11 checked); it was unscored
    "tarocchini-spec7/15-tz-no-auction.json": [],
    "tarocchini-spec7/16-tz-no-exchange.json": [],
    "tarocchini-spec7/17-tz-nineteen-midevening.json": [],
    "tarocchini-spec7/18-tz-playonly-wrong-score.json": [(0, 60, "wrong_score")],
    # tarocchini-spec8 (Ottocento + Terziglio): the knock-on of one slip (out of turn, wrong lead, card not held,
    # wrong dealer, declaration/bid out of turn, score/total slips carried, late fault + table's fine, partial records).
    # (a) 0, (b) 1 (my odd-pile card points, figures only), (c) 1 (06: declarations in any order).
    "tarocchini-spec8/01-otto-clean-session.json": [],
    "tarocchini-spec8/02-otto-clean-monte.json": [],
    "tarocchini-spec8/03-otto-play-out-of-turn.json": [(0, 26, "out_of_turn")],
    "tarocchini-spec8/04-otto-wrong-leader.json": [(0, 37, "out_of_turn")],
    "tarocchini-spec8/05-otto-wrong-dealer.json": [(1, None, "wrong_dealer")],
    "tarocchini-spec8/06-otto-declare-out-of-turn.json": [],
    "tarocchini-spec8/07-otto-score-slip-carried.json": [(1, 72, "wrong_score")],
    "tarocchini-spec8/08-otto-late-revoke-fined.json": [(0, 19, "revoke"), (0, 65, "unexpected_penalty")],
    "tarocchini-spec8/09-otto-playonly-revoke.json": [(0, 14, "revoke")],
    "tarocchini-spec8/10-otto-stopped-midplay.json": [(0, 21, "out_of_turn")],
    "tarocchini-spec8/11-terz-clean-session.json": [],
    "tarocchini-spec8/12-terz-bid-out-of-turn.json": [(0, 0, "bid_out_of_turn")],
    "tarocchini-spec8/13-terz-card-not-held.json": [(0, 21, "card_not_in_hand")],
    "tarocchini-spec8/14-terz-score-wrong-seat.json": [(1, 66, "wrong_score"), (1, 67, "wrong_score")],
    "tarocchini-spec8/15-terz-total-slip-carried.json": [(1, 67, "wrong_total")],
    "tarocchini-spec8/16-terz-playonly-stopped.json": [(0, 22, "out_of_turn")],
    "tarocchini-spec8/17-terz-late-trump-fail-fined.json": [
        (0, 22, "failure_to_trump"),
        (0, 62, "unexpected_penalty"),
    ],
    # round tarocchini-opt (options and presets, both variants): every option and the `nineteen`
    # preset played off its default, alone and combined; clean records and one-slip records whose
    # slip shows only under the option. (a) 0, (b) 1 (rounding at exactly 45 over), (c) 2.
    "tarocchini-opt/01-otto-first-played-clean.json": [],
    "tarocchini-opt/02-otto-first-played-scored-as-last.json": [
        (0, 65, "wrong_score"),
        (0, 66, "wrong_score"),
    ],
    "tarocchini-opt/03-otto-first-played-wrong-leader.json": [
        (0, 61, "out_of_turn"),
    ],
    "tarocchini-opt/04-otto-no-double-clean.json": [],
    "tarocchini-opt/05-otto-no-double-slip.json": [
        (0, 66, "wrong_score"),
    ],
    "tarocchini-opt/06-otto-side-trick-clean.json": [],
    "tarocchini-opt/07-otto-side-trick-slip.json": [
        (0, 66, "wrong_score"),
        (0, 67, "wrong_score"),
    ],
    "tarocchini-opt/08-otto-monte-off-call.json": [
        (0, 0, "bad_monte"),
    ],
    "tarocchini-opt/09-otto-all-options-session.json": [],
    "tarocchini-opt/10-otto-play-only-first-played.json": [],
    "tarocchini-opt/11-terz-nineteen-preset.json": [],
    # tarocchini-opt/12 (preset nineteen, dealt 18 + 8) is rejected: pinned in REJECTED below
    "tarocchini-opt/13-terz-zero-sum-session.json": [],
    "tarocchini-opt/14-terz-zero-sum-payments.json": [
        (0, 65, "unexpected_payment"),
        (0, 66, "unexpected_payment"),
        (1, 63, "unexpected_payment"),
        (1, 64, "unexpected_payment"),
    ],
    "tarocchini-opt/15-terz-zero-sum-winners-sheet.json": [
        (0, 62, "wrong_score"),
        (0, 63, "wrong_score"),
        (0, 64, "wrong_score"),
    ],
    "tarocchini-opt/16-terz-solo-all-tricks-doubled.json": [],
    "tarocchini-opt/17-terz-solo-all-tricks-scored-40.json": [
        (0, 61, "wrong_score"),
    ],
    "tarocchini-opt/18-terz-house-rules-monte-off.json": [
        (0, 0, "bad_monte"),
    ],
    # session 15, Galician round 9: the §18 worked examples, the king's share at four, a helper's
    # renonce, contra levels on the game and on premiums, and each fault once. Its two (a) are fixed:
    # 15 deal 1, a deal played on after an all-pass is one no_contract (26.all-pass), not six
    # findings; 12, a wrong total's message names the sheet's own figure first (18.score-sheet)
    "gd9/01-s18-fourth-two-won-43.json": [],
    "gd9/02-s18-fourth-two-lost.json": [],
    "gd9/03-four-players-king-shares.json": [],
    "gd9/04-four-players-renonce.json": [(0, 30, "revoke"), (1, 19, "revoke"), (2, 16, "revoke")],
    "gd9/05-contra-levels-game.json": [],
    "gd9/06-contra-on-premiums.json": [],
    "gd9/07-faults-auction-buying.json": [
        (0, 2, "illegal_bid"),
        (1, 3, "illegal_take"),
        (2, 4, "illegal_discard"),
    ],
    "gd9/08-faults-tarocks.json": [(0, 5, "concealed_discard"), (1, 5, "wrong_tarock_count")],
    "gd9/09-faults-play.json": [
        (0, 24, "out_of_turn"),
        (1, 17, "pagat_released"),
        (2, 42, "card_not_in_hand"),
    ],
    "gd9/10-faults-announce-double.json": [(0, 6, "illegal_announcement"), (1, 8, "illegal_double")],
    "gd9/11-faults-settlement.json": [
        (0, 45, "wrong_payment"),
        (1, None, "missing_payment"),
        (2, 46, "unexpected_payment"),
        (4, 46, "unexpected_penalty"),
    ],
    "gd9/12-score-sheet.json": [(1, 46, "wrong_score"), (2, 49, "wrong_total")],
    "gd9/12b-probe-sheet-arithmetic.json": [(1, 46, "wrong_score")],
    "gd9/12c-probe-from-start.json": [(1, 46, "wrong_score")],
    "gd9/13-four-players-sitter-dealer.json": [(1, 3, "sitter_acted"), (2, None, "wrong_dealer")],
    "gd9/14-four-players-tarocks.json": [],
    "gd9/15-all-pass-and-unfinished-auction.json": [(1, 3, "no_contract")],
    "gd9/16a-solo-won-three.json": [],
    "gd9/16b-solo-lost-recontra-four.json": [],
    # session 15, Rage round 6: three- and eight-player sessions, hidden/secret bids with Durch and
    # plus/minus one, action cards turned from the stock, bid 0, totals after slips. All agreed; its
    # (b), 08: a seat with no bid now has an unknown total by the rules (unchecked, left out)
    "rage6/01-3p-full-session-clean.json": [],
    "rage6/02-8p-full-session-pm1-durch.json": [],
    "rage6/03-3p-trump-turn-actions.json": [],
    "rage6/04-4p-bid-zero.json": [],
    "rage6/05-4p-bid-zero-wrong-score.json": [(0, 20, "wrong_score"), (0, 21, "wrong_score")],
    "rage6/06-4p-minus5-misattributed.json": [(0, 37, "wrong_score"), (0, 39, "wrong_score")],
    "rage6/07-3p-hidden-durch.json": [],
    "rage6/08-4p-secret-missing-bid.json": [(1, None, "missing_bid")],
    "rage6/09-5p-secret-hidden-pm1.json": [(1, 12, "bid_forbidden_plus_minus_one")],
    "rage6/10-8p-durch-bonus-cards.json": [(1, 16, "wrong_score")],
    "rage6/11-4p-total-after-slip.json": [
        (0, 49, "wrong_total"),
        (1, 43, "wrong_score"),
        (2, 42, "wrong_total"),
    ],
    "rage6/12-3p-lead-not-rotated.json": [(1, 3, "out_of_turn")],
    "rage6/13-8p-bid-out-of-range.json": [(0, 1, "bid_out_of_range")],
    "rage6/14-3p-revoke-and-penalty.json": [(1, 10, "revoke"), (1, 15, "unexpected_penalty")],
    "rage6/15-3p-last-round-tie.json": [],
    "rage6/16-3p-durch-plus-minus.json": [],
    "rage6/17-3p-pm1-partial-sum.json": [],
    "rage6/18-8p-total-corrected.json": [(0, 45, "wrong_total"), (1, 26, "wrong_score")],
    # session 15, Galician round 8: the auction's holds and the fifth three, solo faults, contra on
    # trull and four kings, renonce with contra, the pool. Its (a) is fixed: 15/15b, with no `start`
    # the first sitter's four deals count from deal 0 (8.players). Its (b): 04/12, the helpers answered
    # in the table's order from the forehand, which 11.announcements now accepts too (§11 names no
    # first seat), so their out_of_turn is gone; 05/06, a void take makes what follows faults too (the
    # solo's talon is never bought, 10.solo). Its (c): 01-03 left out silent premiums
    "gd8/01-auction-top-fifth-three.json": [(0, None, "missing_payment"), (0, None, "missing_payment")],
    "gd8/02-auction-hold-one-and-solo.json": [(0, None, "missing_payment"), (0, None, "missing_payment")],
    "gd8/03-tape-solo-session.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
    ],
    "gd8/04-pass-is-final.json": [(0, 3, "illegal_bid")],
    "gd8/05-take-faults.json": [(0, 5, "illegal_take"), (0, 6, "illegal_take"), (1, 3, "illegal_take")],
    "gd8/06-solo-takes-talon.json": [(0, 3, "illegal_take")],
    "gd8/07-trull-contra-recontra-lost.json": [],
    "gd8/08-four-kings-contra-4p.json": [],
    "gd8/09-king-says-contra-4p.json": [(0, 8, "sitter_acted")],
    "gd8/10-contra-faults.json": [(0, 8, "illegal_double"), (1, 11, "illegal_double")],
    "gd8/11-renonce-purchase2-contra.json": [(0, 27, "revoke")],
    "gd8/12-renonce-two.json": [(0, 34, "revoke")],
    "gd8/13-void-not-trumping.json": [(0, 15, "revoke")],
    "gd8/14-one-silent-volat-pool.json": [],
    "gd8/15-five-players-sitter-midround.json": [(2, None, "wrong_sitter")],
    "gd8/15b-followup-sitter-adam-after-two.json": [(2, None, "wrong_sitter")],
    "gd8/16-solo-ultimo-pool.json": [],
    "gd8/17-score-sheet-33-recontra.json": [(1, 48, "wrong_total")],
    # session 15, Tarocchini round 6: Ottocento sessions to 800, the Matto as excuse, stand-ins,
    # Terziglio solo and rounding. No (a). Its (b): 01, 02, 18, GAPLESS; 13, the solo declarer's take
    # followed by his discard now stands as a completed exchange (terziglio.exchange), two findings
    "tarocchini6/01-otto-session-to-800.json": [],  # GAPLESS, accepted since session 24
    "tarocchini6/02-otto-score-components.json": [],  # GAPLESS, accepted since session 24
    "tarocchini6/03-otto-matto-instead-of-trump.json": [],
    "tarocchini6/04-otto-revoke-trump-lead.json": [(0, 50, "revoke")],
    "tarocchini6/05-otto-bagatto-only-trump.json": [(0, 40, "failure_to_trump")],
    "tarocchini6/06-otto-combinations-left-out.json": [(0, 66, "wrong_score")],
    "tarocchini6/07-otto-wrong-leader.json": [(0, 25, "out_of_turn")],
    "tarocchini6/08-otto-stand-ins-declared.json": [],
    "tarocchini6/09-otto-contatore-for-angel.json": [(0, 1, "false_declaration")],
    "tarocchini6/10-otto-discard-bagatto.json": [(0, 0, "illegal_discard")],
    "tarocchini6/11-terz-gioco-then-solo.json": [],
    "tarocchini6/12-terz-dealer-bids-out-of-turn.json": [(0, 1, "bid_out_of_turn")],
    "tarocchini6/13-terz-solo-exchanges.json": [(0, 3, "illegal_take")],
    "tarocchini6/14-terz-solo-not-doubled.json": [(0, 61, "wrong_score")],
    "tarocchini6/15-terz-revoke-trump-on-suit.json": [(0, 18, "revoke")],
    "tarocchini6/16-terz-opponents-pool-combinations.json": [],
    "tarocchini6/17-terz-nineteen-round-up.json": [],
    "tarocchini6/18-otto-matto-is-not-a-trump.json": [],  # GAPLESS, accepted since session 24
    # session 15, Ulti round 7: overtaking in every game type, marriages from the talon and false
    # ones, contra on one defender in no-trump games, UltiNet values, fold. No (a). Its (b), 18 event
    # 11 (a contra just after the card that completed trick 1), is now late as its auditor expected
    "ulti7/01-trump-ten-over-king.json": [(0, 7, "failure_to_overtake")],
    "ulti7/02-overtake-highest-card.json": [(0, 8, "failure_to_overtake")],
    "ulti7/03-redurchmarsch-defender-no-overtake.json": [(0, 7, "failure_to_overtake")],
    "ulti7/04-betli-defender-must-overtake.json": [(0, 6, "failure_to_overtake")],
    "ulti7/05-plays-discarded-card.json": [(0, 33, "card_not_in_hand")],
    "ulti7/06-wrong-leader-trick10.json": [(0, 33, "out_of_turn")],
    "ulti7/07-marriage-from-talon.json": [],
    "ulti7/08-false-marriage-discarded-queen.json": [(0, 6, "false_marriage")],
    "ulti7/09-rebetli-contra-recontra-one-defender.json": [],
    "ulti7/10-betli-lost-contra-one-wrong-payment.json": [(0, 36, "wrong_payment")],
    "ulti7/11-red-ulti-penalty-doubled-wrong.json": [(0, 41, "wrong_payment")],
    "ulti7/12-40100-silent-durch-silent-ulti.json": [],
    "ulti7/13-ultinet-ulti-not-over-40100.json": [(0, 4, "illegal_bid")],
    "ulti7/14-ultinet-party-silent-durchmarsch.json": [],
    "ulti7/15-20100-declarer-says-20.json": [],
    "ulti7/16-party-defender-40-20-contra.json": [],
    "ulti7/17-trick1-led-by-first-bidder.json": [(0, 8, "out_of_turn")],
    "ulti7/18-double-timing.json": [(0, 9, "illegal_double"), (0, 11, "illegal_double")],
    "ulti7/19-trump-durch-lost-to-defender-seven.json": [],
    "ulti7/20-ultinet-silent-100.json": [],
    "ulti7/21-ultinet-lone-trump-durchmarsch.json": [(0, 4, "illegal_bid")],
    "ulti7/22-defender-says-40-for-a-20.json": [(0, 8, "false_marriage")],
    "ulti7/23-fold-after-trick1.json": [(0, 9, "illegal_fold")],
    "ulti7/24-red-silent-ulti-one-payment-wrong.json": [(0, 38, "wrong_payment")],
    # format-spec: an app developer's conformance suite for trick-transcript/1 and the verdict, all six
    # games (codes in any case, FOOL, t/note, meta, presets + overrides, start, play-only, sitters,
    # parties, penalties, sessions); (a) 1, (b) 2, (c) 2 - see tests/data/audit/format-spec/REPORT.md
    "format-spec/01-rage-4p-mid-session-codes-meta.json": [],
    "format-spec/02-rage-3p-play-only-stock-kept.json": [],
    "format-spec/04-rage-3p-start-totals-left-off-the-sheet.json": [
        (0, 18, "wrong_total"),
        (0, 20, "wrong_total"),
    ],
    "format-spec/05-ulti-contra-payments-then-score-sheet.json": [],
    "format-spec/06-ulti-ultinet-max-contra-2-recontra.json": [(0, 11, "illegal_double")],
    "format-spec/07-ulti-play-only.json": [],
    "format-spec/08-danish-4p-sitter-start-pools-king-ultimo.json": [],
    "format-spec/09-danish-3p-declared-before-dealer-fined.json": [(0, 9, "declaration_before_dealer")],
    "format-spec/10-danish-3p-play-only.json": [],
    "format-spec/11-galician-4p-king-sits-out-sheet-carried.json": [],
    "format-spec/13-galician-3p-play-only.json": [],
    "format-spec/14-ottocento-fool-alias-any-case.json": [],
    "format-spec/15-ottocento-team-payment.json": [(0, 65, "unexpected_payment")],
    "format-spec/16-terziglio-nineteen-first-played.json": [],
    "format-spec/17-terziglio-play-only-solo.json": [],
    # (b): blind I expected a rejection; §18 classes a misdeal found before play (small fine)
    "format-spec/x07-danish-4p-wrong-seat-sits-out.json": [(0, None, "misdeal")],
    # (a), fixed: numbers written as whole doubles (seat 1.0, bid 2.0, pool_stake 20.0) are the
    # integers (openapi "Numbers") through validate() on json.loads() output too, as through the bytes
    "format-spec/03-rage-3p-doubles-and-a-penalty.json": [(0, 9, "unexpected_penalty")],
    "format-spec/12-galician-3p-common-usage-overrides.json": [],
    # round penalty-spec, all six games: the format's penalty event and the verdict's penalty object
    # (fines rightly and wrongly imposed: wrong amount, wrong party, no fault, fault unpenalised).
    # (a) 3: 04, 08, 09; (b) 0; (c) 2: 07, 10 (annotation shape of a misdirected payment)
    "penalty-spec/01-danish-lead-out-of-turn-fined.json": [(0, 40, "out_of_turn")],
    "penalty-spec/02-danish-joker-demand-wrong-payer.json": [
        (0, 81, "false_joker_demand"),
        (0, 82, "unexpected_penalty"),
        (0, 83, "wrong_payment"),
        (0, 84, "wrong_payment"),
    ],
    "penalty-spec/03-danish-declared-before-dealer-fined-40.json": [
        (0, 9, "declaration_before_dealer"),
        (0, 12, "wrong_payment"),
        (0, 13, "wrong_payment"),
    ],
    # (a), fixed: a fine the record names for the dealer's superficial fault (joker_named_dead_suit)
    # passed as the unprovable pools-not-moved fine (18.small) because the seat fined dealt
    "penalty-spec/04-danish-dead-suit-joker-fined.json": [
        (0, 72, "unexpected_penalty"),
        (0, 73, "unexpected_payment"),
        (0, 74, "unexpected_payment"),
    ],
    "penalty-spec/05-galician-player-renonce-consolation.json": [(0, 27, "revoke")],
    "penalty-spec/06-galician-helper-renonce-wrong-seat.json": [
        (0, 15, "revoke"),
        (0, 17, "unexpected_penalty"),
    ],
    "penalty-spec/07-galician-king-laid-away-unpenalised.json": [
        (0, None, MISSING),
        (0, None, MISSING),
        (0, 4, "illegal_discard"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, UNEXPECTED),
    ],
    # (a), fixed: §15 "Zapowiedziany a nie zrobiony tról płaci karę": the failed announced trull is a
    # penalty of the source; a penalty event for it is no unexpected_penalty
    "penalty-spec/08-galician-announced-trull-failed-penalty.json": [],
    # (a), fixed: "ウルティに失敗した場合,この 4 点の他にペナルティとして 4 点を失います": the failed ulti's
    # penalty recorded as a penalty event against the declarer is no unexpected_penalty
    "penalty-spec/09-ulti-red-ulti-failed-contra-penalty.json": [],
    "penalty-spec/10-ulti-defender-silent-ulti-failed-wrong-party.json": [
        (0, None, MISSING),
        (0, 40, "unexpected_payment"),
    ],
    "penalty-spec/11-ulti-declarer-revoke-loses-all-goals.json": [(0, 15, "revoke")],
    "penalty-spec/12-ulti-failed-ulti-penalty-doubled-by-contra.json": [
        (0, 41, "wrong_payment"),
        (0, 42, "wrong_payment"),
    ],
    "penalty-spec/13-rage-revoke-penalty-event.json": [(0, 11, "revoke"), (0, 12, "unexpected_penalty")],
    "penalty-spec/14-rage-no-fault-penalty-in-score.json": [
        (0, 4, "unexpected_penalty"),
        (0, 21, "wrong_score"),
    ],
    "penalty-spec/15-rage-action-card-fine-on-sheet.json": [
        (0, 6, "action_card_while_able_to_follow"),
        (0, 24, "wrong_score"),
    ],
    "penalty-spec/16-ottocento-revoke-penalty-event.json": [(0, 14, "revoke"), (0, 17, "unexpected_penalty")],
    "penalty-spec/17-ottocento-dealer-discards-king-penalty.json": [
        (0, 0, "illegal_discard"),
        (0, 1, "unexpected_penalty"),
    ],
    "penalty-spec/18-ottocento-signal-fined.json": [(0, 33, "unexpected_penalty")],
    "penalty-spec/19-terziglio-declarer-discards-five-point-card-penalty.json": [
        (0, 4, "illegal_discard"),
        (0, 5, "unexpected_penalty"),
    ],
    "penalty-spec/20-terziglio-defender-revoke-unpenalised.json": [(0, 16, "revoke")],
    "penalty-spec/21-terziglio-solo-no-fault-penalty.json": [(0, 21, "unexpected_penalty")],
    # payment-shape (Danish, Galician, Ulti): how real tables write right payments - without reasons, netted
    # per pair, split, combined, out of order, pools grouped or mixed; 25 blind files (18 clean, 7 with one
    # wrong amount) and 5 post-run probes. (a) 4, (b) 0, (c) 1 (REPORT.md).
    "payment-shape/dk-01-arise-no-reason.json": [],
    "payment-shape/dk-02-end-netted.json": [],
    "payment-shape/dk-03-split-dues.json": [],
    "payment-shape/dk-04-combined-dues.json": [],
    # (a4), fixed: the session's share-out written without reason was six unexpected payments (right by
    # "Po ostatnim rozdaniu sesji ... rozdzielona po równo"; reason is optional on input)
    "payment-shape/dk-05-pool-ultimo-session-end.json": [],
    "payment-shape/dk-06-przydupek-netted.json": [],
    "payment-shape/dk-07-wrong-netted.json": [(1, None, MISSING)],
    "payment-shape/dk-08-wrong-reasonless.json": [(0, 10, "wrong_payment")],
    # (a1), fixed: one combined pool payment 5 too high (30 for foundation 20 + deal fee 5) was two
    # findings; one wrong_payment in all since session 26
    "payment-shape/dk-09-wrong-combined-pool.json": [(0, 0, "wrong_payment")],
    # (a1), fixed, post-run probe: one reasonless seat-to-seat sum 5 too high (35 for 30) was four
    "payment-shape/dk-10-probe-combined-seat-wrong.json": [(0, 86, "wrong_payment")],
    # (a2), fixed, post-run probe: a declaration of 15 paid 10 + 10 (reasons kept) was two findings
    "payment-shape/dk-11-probe-split-reason-wrong.json": [(0, 16, "wrong_payment")],
    # (a3), fixed for Danish, post-run probe: a sum labelled with one reason 5 too high was three
    "payment-shape/dk-12-probe-labelled-combined-wrong.json": [(0, 86, "wrong_payment")],
    "payment-shape/gt-01-no-reason-odd-order.json": [],
    "payment-shape/gt-02-combined.json": [],
    "payment-shape/gt-03-split.json": [],
    "payment-shape/gt-04-all-pass-then-game.json": [],
    # (c), read so since session 27: the recorder reads "10 procent od każdej wygranej" gross (each
    # seat's tenth of every amount it wins), which the record fits better than the net
    "payment-shape/gt-05-lost-game-premium-netted.json": [],
    "payment-shape/gt-06-failed-ultimo-netted.json": [],
    "payment-shape/gt-07-wrong-netted.json": [(0, 45, "wrong_payment")],
    "payment-shape/gt-08-wrong-pool-reasonless.json": [(1, 46, "wrong_payment")],
    # (a3), fixed: game + trull + four kings paid as one 'game' payment, 10 too high: one wrong payment in all
    "payment-shape/gt-09-probe-labelled-combined-wrong.json": [(0, 44, "wrong_payment")],
    "payment-shape/ul-01-red-ulti-netted.json": [],
    "payment-shape/ul-02-contra-split.json": [],
    "payment-shape/ul-03-fold-betli-contra.json": [],
    "payment-shape/ul-04-ulti-penalty-combined.json": [],
    "payment-shape/ul-05-silent-ulti-lost-netted.json": [],
    "payment-shape/ul-06-three-deals-combined.json": [],
    "payment-shape/ul-07-wrong-netted.json": [(0, 36, "wrong_payment")],
    "payment-shape/ul-08-wrong-split-reasonless.json": [(1, 45, "wrong_payment")],
    # (a3), fixed: ulti + its penalty paid as one 'ulti' payment, 2 too high: one wrong payment in all
    "payment-shape/ul-09-probe-labelled-combined-wrong.json": [(1, 36, "wrong_payment")],
    # sheet-shape (session: score-sheet shapes of every game, all meant right, one slip in 11 files):
    # per-deal lines, lines by reason, totals only / every few deals, skipped deals, pools, teams,
    # sheets before play, start totals; (a) 2 (Galician, Danish lines by reason), (b) 2, (c) 2.
    "sheet-shape/01-rage-score-and-total-every-round.json": [],
    "sheet-shape/02-rage-split-columns-b-c-d.json": [],
    "sheet-shape/03-rage-totals-only-start-carried-in.json": [],
    "sheet-shape/04-rage-totals-every-third-round-one-round-blank.json": [],
    # (c1) taken in session 33: lines naming their part (tricks, bid, action_cards): the first one off (2, 37)
    "sheet-shape/05-rage-slip-bid-column.json": [(2, 37, "wrong_score")],
    "sheet-shape/06-rage-slip-total-addition.json": [(3, 34, "wrong_total")],
    "sheet-shape/07-ulti-net-score-and-total.json": [],
    "sheet-shape/08-ulti-lines-per-goal.json": [],
    "sheet-shape/09-ulti-totals-only-every-second-deal.json": [],
    "sheet-shape/10-ulti-slip-one-goal-line.json": [(1, 39, "wrong_score")],
    "sheet-shape/11-ulti-slip-total-addition.json": [(1, 42, "wrong_total")],
    "sheet-shape/12-galician-net-and-pool-lines-with-totals.json": [],
    # (a1), fixed: a right sheet writing each party's deal by reason (stake, game, 10 % share) was
    # flagged line by line; a party's lines are now its net added up (18.score-sheet)
    "sheet-shape/13-galician-lines-per-reason.json": [],
    "sheet-shape/14-galician-totals-only-start-carried-in.json": [],
    # (a1), fixed: one slip (1, 44) was among line-by-line false findings
    "sheet-shape/15-galician-slip-one-game-line.json": [(1, 44, "wrong_score")],
    "sheet-shape/16-galician-slip-total-addition.json": [(2, 49, "wrong_total")],
    "sheet-shape/17-danish-net-chips-and-pools-with-totals.json": [],
    # (a2), fixed: a right sheet writing each seat's and pool's chips by reason (declarations before
    # the play) was flagged line by line (15.score-sheet)
    "sheet-shape/18-danish-lines-per-reason-declarations-before-play.json": [],
    "sheet-shape/19-danish-totals-only-pools-carried-in.json": [],
    "sheet-shape/20-danish-card-points-per-player.json": [],
    "sheet-shape/21-danish-slip-one-net-line.json": [(1, 81, "wrong_score")],
    "sheet-shape/22-danish-slip-pool-total-addition.json": [(1, 88, "wrong_total")],
    "sheet-shape/23-ottocento-team-score-and-total.json": [],
    "sheet-shape/24-ottocento-lines-per-reason-declarations-before-play.json": [],
    "sheet-shape/25-ottocento-totals-only-start-carried-in.json": [],
    "sheet-shape/26-ottocento-slip-card-points-line.json": [(1, 70, "wrong_score")],
    "sheet-shape/27-ottocento-slip-total-addition.json": [(1, 67, "wrong_total")],
    "sheet-shape/28-terziglio-game-points-and-totals.json": [],
    "sheet-shape/29-terziglio-winners-only-totals-every-second-deal.json": [],
    "sheet-shape/30-terziglio-totals-only-first-deal-skipped.json": [],
    "sheet-shape/31-terziglio-slip-one-score-line.json": [(1, 60, "wrong_score")],
    # (c2), fixed in session 32: the slip is the ulti line (0, 40), reported there (a sheet of goal lines)
    "sheet-shape/32-ulti-slip-second-of-two-goal-lines.json": [(0, 40, "wrong_score")],
    "sheet-shape/33-terziglio-sheet-written-before-play.json": [],
    # round sim-faults-b, rage + tarocchini-ottocento + tarocchini-terziglio: a test-suite author's corpus,
    # own seeded simulators of random legal deals plus a one-fault injector (2 clean + 5 faulty per game).
    # (a) 0; (b) 0; (c) 0: every planted fault named at its event, nothing else; 904 more in differential.py
    "sim-faults-b/01-rage-clean-4p-full.json": [],
    "sim-faults-b/02-rage-clean-3p-pm1-playonly.json": [],
    "sim-faults-b/03-rage-revoke.json": [(1, 8, "revoke")],
    "sim-faults-b/04-rage-action-card-able-to-follow.json": [(0, 9, "action_card_while_able_to_follow")],
    "sim-faults-b/05-rage-wild-without-colour.json": [(2, 13, "wild_without_colour")],
    "sim-faults-b/06-rage-card-not-in-hand.json": [(0, 18, "card_not_in_hand")],
    "sim-faults-b/07-rage-bid-plus-minus-one.json": [(3, 3, "bid_forbidden_plus_minus_one")],
    "sim-faults-b/08-otto-clean-breakdown.json": [],
    "sim-faults-b/09-otto-clean-take-form.json": [],
    "sim-faults-b/10-otto-revoke.json": [(1, 44, "failure_to_trump")],
    "sim-faults-b/11-otto-out-of-turn.json": [(0, 54, "out_of_turn")],
    "sim-faults-b/12-otto-illegal-discard.json": [(0, 1, "illegal_discard")],
    "sim-faults-b/13-otto-false-declaration.json": [(0, 3, "false_declaration")],
    "sim-faults-b/14-otto-wrong-score.json": [(0, 70, "wrong_score")],
    "sim-faults-b/15-terz-clean-gioco-solo.json": [],
    "sim-faults-b/16-terz-clean-nineteen.json": [],
    "sim-faults-b/17-terz-illegal-bid.json": [(0, 2, "illegal_bid")],
    "sim-faults-b/18-terz-illegal-discard.json": [(1, 4, "illegal_discard")],
    "sim-faults-b/19-terz-false-declaration.json": [(0, 5, "false_declaration")],
    "sim-faults-b/20-terz-card-not-in-hand.json": [(0, 40, "card_not_in_hand")],
    "sim-faults-b/21-terz-wrong-total.json": [(0, 67, "wrong_total")],
    # sim-faults-a: a test-suite author's corpus - own seedable simulators (Danish, Galician, Ulti)
    # and a one-fault injector; 2 clean + 5 planted faults per game, each named exactly at its event.
    # (a) 0, (b) 0, (c) 1 (03: the revoke's class is the engine's documented option)
    "sim-faults-a/01-danish-clean-payments.json": [],
    "sim-faults-a/02-danish-clean-sheet.json": [],
    # (c): §18 names no class for a revoke; the default irreparable (voided deal) stands on a record without payments
    "sim-faults-a/03-danish-revoke.json": [(0, 14, "revoke")],
    "sim-faults-a/04-danish-joker-in-skat.json": [(0, 0, "illegal_skat")],
    "sim-faults-a/05-danish-declaration-before-dealer.json": [
        (0, None, MISSING),
        (0, None, MISSING),
        (0, 9, "declaration_before_dealer"),
    ],
    # (session 36) the record pays no fine for the card out of turn: read as a slip of the record, the fine not due
    "sim-faults-a/06-danish-out-of-turn.json": [(0, 22, "out_of_turn")],
    "sim-faults-a/07-danish-wrong-payment.json": [(1, 95, "wrong_payment")],
    "sim-faults-a/08-galician-clean-payments.json": [],
    "sim-faults-a/09-galician-clean-sheet.json": [],
    "sim-faults-a/10-galician-renonce.json": [
        (0, None, MISSING),
        (0, None, MISSING),
        (0, 12, "revoke"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, UNEXPECTED),
    ],
    "sim-faults-a/11-galician-king-discard.json": [(0, 5, "illegal_discard")],
    "sim-faults-a/12-galician-card-not-in-hand.json": [(0, 15, "card_not_in_hand")],
    "sim-faults-a/13-galician-false-tarocks.json": [
        (0, None, MISSING),
        (0, None, MISSING),
        (0, 5, "wrong_tarock_count"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
        (0, 50, "wrong_payment"),
        (0, 51, UNEXPECTED),
    ],
    "sim-faults-a/14-galician-wrong-payment.json": [(1, 44, "wrong_payment")],
    "sim-faults-a/15-ulti-clean-payments.json": [],
    "sim-faults-a/16-ulti-clean-sheet.json": [],
    "sim-faults-a/17-ulti-failure-to-overtake.json": [(0, 14, "failure_to_overtake")],
    "sim-faults-a/18-ulti-card-not-in-hand.json": [(0, 18, "card_not_in_hand")],
    "sim-faults-a/19-ulti-out-of-turn.json": [(0, 18, "out_of_turn")],
    "sim-faults-a/20-ulti-bid-not-higher.json": [(0, 5, "illegal_bid")],
    "sim-faults-a/21-ulti-wrong-payment.json": [(0, 42, "wrong_payment")],
    # round session-spec (all six games), focus sessions: the dealer after a redeal, monte, all-pass and
    # fold, `start` with carried pools/totals/round, one evening split over two transcripts, the session's
    # end (Rage winners, Danish shares, Ottocento's game to 800, the Galician pool). (a) 1, (b) 2, (c) 1
    "session-spec/01-rage-evening-part1.json": [],
    "session-spec/02-rage-evening-part2.json": [],
    "session-spec/03-rage-part2-wrong-carried-total.json": [(0, 29, "wrong_total")],
    "session-spec/04-danish-part1-redeal.json": [],
    "session-spec/05-danish-part2-session-end.json": [],
    "session-spec/06-danish-part1-dealer-after-redeal.json": [(2, None, "wrong_dealer")],
    "session-spec/07-galician-part1-all-pass.json": [],
    "session-spec/08-galician-part2-ultimo-pool.json": [],
    "session-spec/09-galician-part2-pool-ignores-carry.json": [(1, 48, "wrong_payment")],
    "session-spec/10-ulti-part1.json": [],
    "session-spec/11-ulti-part2-fold.json": [],
    "session-spec/12-ulti-part2-dealer-after-fold.json": [(2, None, "wrong_dealer")],
    "session-spec/13-ottocento-game-to-800.json": [],
    "session-spec/14-ottocento-restart-wrong.json": [(2, 68, "wrong_total")],
    "session-spec/15-ottocento-dealer-after-monte.json": [(2, None, "wrong_dealer")],
    # (a), fixed: deal 0 (thrown in by monte) listed the unrecorded-auction `unchecked` items
    "session-spec/16-terziglio-part1-monte.json": [],
    "session-spec/17-terziglio-part2-solo.json": [],
    "session-spec/18-terziglio-part2-sheet-from-zero.json": [
        (0, 63, "wrong_total"),
        (0, 64, "wrong_total"),
        (0, 65, "wrong_total"),
    ],
    # rage-spec8 (blind, Rage, Czech source): full ten-round sessions at 3, 5, 6 and 8 players, every
    # variant alone and combined, action cards in awkward positions (action leads, action-only tricks,
    # two jokers one colour, joker as trump, NOTRUMP/CHANGE in last tricks, CHANGE on a spent recorded
    # stock, +5 with -5, one-card rounds); one planted fault a file; (a) 0, (b) 0, (c) 0.
    "rage-spec8/01-3p-standard-action-leads.json": [],
    "rage-spec8/02-5p-pm1-notrump-last.json": [],
    "rage-spec8/03-6p-hidden-two-jokers.json": [],
    "rage-spec8/04-8p-secret-change-last.json": [],
    "rage-spec8/05-3p-durch.json": [],
    "rage-spec8/06-5p-pm1-durch.json": [],
    "rage-spec8/07-6p-hidden-pm1.json": [],
    "rage-spec8/08-3p-change-empty-stock.json": [],
    "rage-spec8/09-8p-revoke.json": [(3, 9, "revoke")],
    "rage-spec8/10-5p-action-while-able.json": [(2, 7, "action_card_while_able_to_follow")],
    "rage-spec8/11-8p-hidden-durch-wild-no-colour.json": [(1, 78, "wild_without_colour")],
    "rage-spec8/12-3p-pm1-forbidden-bid.json": [(5, 2, "bid_forbidden_plus_minus_one")],
    "rage-spec8/13-5p-hidden-bid-out-of-range.json": [(6, 1, "bid_out_of_range")],
    "rage-spec8/14-6p-wrong-score-minus5.json": [(3, 53, "wrong_score")],
    "rage-spec8/15-8p-secret-durch-wrong-total.json": [(4, 67, "wrong_total")],
    "rage-spec8/16-3p-hidden-card-not-in-hand.json": [(2, 8, "card_not_in_hand")],
    "rage-spec8/17-5p-secret-out-of-turn.json": [(1, 11, "out_of_turn")],
    "rage-spec8/18-6p-joker-while-able.json": [(2, 23, "action_card_while_able_to_follow")],
    "rage-spec8/19-8p-pm1-clean.json": [],
    "rage-spec8/20-5p-standard-all-tricks.json": [],
    "rage-spec8/21-6p-durch-last-round-wrong-score.json": [(9, 15, "wrong_score")],
    "rage-spec8/22-5p-hidden-secret.json": [],
    # ulti-spec9: bid hierarchy rows and UltiNet.hu table, each combined bid made and lost,
    # talon passing, silent bonuses, contra chains on single goals, trump/overtake duties
    # (blind; all 22 agree with the engine, see tests/data/audit/ulti-spec9/REPORT.md)
    "ulti-spec9/01-party-fold-red-party.json": [],
    "ulti-spec9/02-ulti-silent100-contra-chain.json": [],
    "ulti-spec9/03-betli-over-ulti-contra-one-defender.json": [],
    "ulti-spec9/04-betli-declarer-fails-to-overtake.json": [(0, 17, "failure_to_overtake")],
    "ulti-spec9/05-trump-durchmarsch-silent-ulti.json": [],
    "ulti-spec9/06-40-100-ulti-contra-chain.json": [],
    "ulti-spec9/07-red-40-100-and-20-100.json": [],
    "ulti-spec9/08-red-ulti-equal-bid-then-rebetli.json": [(0, 4, "illegal_bid")],
    "ulti-spec9/09-red-betli-contra-recontra-one-defender.json": [],
    "ulti-spec9/10-redurchmarsch-and-red-durchmarsch.json": [],
    "ulti-spec9/11-40-100-ulti-durch-and-20-100-durch.json": [],
    "ulti-spec9/12-red-40-100-ulti-penalty-doubled.json": [(1, 40, "wrong_payment")],
    "ulti-spec9/13-red-20-100-and-20-100-ulti-durch.json": [],
    "ulti-spec9/14-open-betli.json": [],
    "ulti-spec9/15-open-durchmarsch-and-ulti-open-durch.json": [],
    "ulti-spec9/16-red-ulti-durch-and-red-40-100-durch.json": [],
    "ulti-spec9/17-silent-bonuses-party-sheet.json": [(2, 39, "wrong_total")],
    "ulti-spec9/18-must-trump-cannot-overtake.json": [(0, 32, "failure_to_trump")],
    "ulti-spec9/19-ulti-seven-played-early.json": [(0, 15, "early_trump_seven")],
    "ulti-spec9/20-ultinet-ulti-not-above-40-100.json": [(0, 10, "illegal_bid")],
    "ulti-spec9/21-ultinet-four-tens-silent-values.json": [],
    "ulti-spec9/22-ultinet-40-100-durch-four-aces.json": [],
    # tarocchini-spec9: whole Ottocento games to 800 (both teams passing, won on declarations), the Matto in every
    # position, Moretti ties both ways, contatori runs and cricche, Terziglio auctions, widow, game points.
    # (a) 1, (b) 0, (c) 1
    "tarocchini-spec9/01-otto-whole-game-clean.json": [],
    "tarocchini-spec9/02-otto-whole-game-matto-led.json": [],
    "tarocchini-spec9/03-otto-whole-game-matto-followed.json": [],
    "tarocchini-spec9/04-otto-moretti-last-played.json": [],
    "tarocchini-spec9/05-otto-moretti-first-played.json": [],
    "tarocchini-spec9/06-otto-contatori-sequences.json": [],
    "tarocchini-spec9/07-otto-cricche.json": [],
    "tarocchini-spec9/08-otto-declare-less.json": [],
    "tarocchini-spec9/09-otto-both-pass-800.json": [],
    "tarocchini-spec9/10-otto-win-on-declarations.json": [],
    "tarocchini-spec9/11-otto-both-pass-on-declarations.json": [],
    "tarocchini-spec9/12-otto-revoke.json": [(1, 23, "revoke")],
    # (a1), fixed: measured by the table's gapless reading (deal 0 shows it), "the rules give 20"
    "tarocchini-spec9/13-otto-wrong-combinations-after-play.json": [(1, 66, "wrong_score")],
    "tarocchini-spec9/14-otto-wrong-declaration-points.json": [(0, 69, "wrong_score")],
    "tarocchini-spec9/15-otto-wrong-card-points.json": [(0, 71, "wrong_score")],
    "tarocchini-spec9/16-otto-wrong-total.json": [(1, 67, "wrong_total")],
    "tarocchini-spec9/17-otto-talon-take.json": [],
    "tarocchini-spec9/18-terz-game-clean.json": [],
    "tarocchini-spec9/19-terz-nineteen-cards.json": [],
    # (c1) see REPORT.md: the recorder counted runs without gaps; since session 30 a Terziglio sheet
    # that fits that reading in every line is read so (it was tried only where it changed the winner)
    "tarocchini-spec9/20-terz-illegal-bid.json": [(1, 2, "illegal_bid")],
    # (c1) as above (a tie without gaps, the opponents' win by more with them): read so since session 30
    "tarocchini-spec9/21-terz-all-tricks-and-tie.json": [],
    "tarocchini-spec9/22-terz-wrong-game-points.json": [(1, 63, "wrong_score")],
    # gd-spec10 (Galician, Polish source): the 4th and 5th player, buying at every level (2nd-5th three,
    # 4th two = §18's example, 5th one, solo), every premium made and failed, the contra chain, renonce
    # and its consolation, the pool over a session; no engine difference (see gd-spec10/REPORT.md)
    "gd-spec10/01-four-players-king.json": [],
    "gd-spec10/02-five-players-sit-out.json": [],
    "gd-spec10/03-threes-bottom-top.json": [],
    "gd-spec10/04-fourth-two-paragraph18.json": [],
    "gd-spec10/05-ones-and-solo.json": [],
    "gd-spec10/06-tarocks-announced-4p.json": [],
    "gd-spec10/07-trull-four-kings.json": [],
    "gd-spec10/08-pagat-ultimo-pool.json": [],
    "gd-spec10/09-volat.json": [],
    "gd-spec10/10-contra-chain.json": [],
    "gd-spec10/11-player-renonce-consolation.json": [(0, 17, "revoke")],
    "gd-spec10/12-helper-renonce.json": [(0, 21, "revoke")],
    "gd-spec10/13-tarocks-miscounted.json": [(0, 5, "wrong_tarock_count")],
    "gd-spec10/14-tarock-laid-away-unshown.json": [(0, 5, "concealed_discard")],
    "gd-spec10/15-king-laid-away.json": [(0, 4, "illegal_discard")],
    "gd-spec10/16-pass-volat-holding-pagat.json": [(0, 2, "illegal_bid")],
    "gd-spec10/17-pool-session.json": [],
    "gd-spec10/18-king-paid-half.json": [(0, 50, "wrong_payment")],
    "gd-spec10/19-ultimo-without-pagat.json": [],
    "gd-spec10/20-pagat-given-early.json": [(0, 17, "pagat_released")],
    # danish-spec13: club evenings at four (sitter-out rotating), pools carried and refilled, rarer §18
    # rows; no (a) finding (REPORT.md: one (b), 13 rewritten to the trick as finally played; one (c))
    "danish-spec13/01-evening-clean.json": [],
    "danish-spec13/02-pagat-pool-payments.json": [],
    "danish-spec13/03-declared-before-dealer.json": [(11, 3, "declaration_before_dealer")],
    "danish-spec13/04-lead-out-of-turn-sheet.json": [(11, 31, "out_of_turn")],
    "danish-spec13/05-joker-naming-exhausted.json": [],
    "danish-spec13/06-corrections-before-play.json": [],
    "danish-spec13/07-overdeclared-void.json": [(11, 4, "false_declaration")],
    "danish-spec13/08-tout-sheet.json": [(10, 70, "false_joker_demand")],
    "danish-spec13/09-forced-declaration-skat.json": [],
    "danish-spec13/10-nolo-and-kings-last-trick.json": [],
    "danish-spec13/11-redeal-sheet.json": [],
    "danish-spec13/12-joker-demand-and-last-trick.json": [],
    "danish-spec13/13-joker-naming-rules.json": [],
    "danish-spec13/14-failed-tout-and-refill.json": [(4, 89, "failed_tout"), (12, None, "missing_payment")],
    "danish-spec13/15-sixteen-deals.json": [(13, 92, "wrong_payment")],
    "danish-spec13/16-sheet-slips.json": [(6, 81, "wrong_score"), (10, 86, "wrong_total")],
    "danish-spec13/17-undeclared-trumps-void.json": [(10, 5, "missing_declaration")],
    "danish-spec13/18-skat-rules.json": [(11, 2, "illegal_skat")],
    "danish-spec13/19-tout-with-king-przydupek.json": [],
    "danish-spec13/20-nolo-variants-and-bands.json": [(10, 95, "unexpected_payment")],
    # coverage-jrc: a coverage audit of the Ulti, Tarocchini and Rage digests against their sources (COVERAGE.md);
    # transcripts for the rare rules and the one option the digest lacks. (a) 1, (b) 0, (c) 0
    "coverage-jrc/01-ulti-without-the-seven.json": [],
    # (a1), fixed: a red durchmarsch announced without trumps is the redurchmarsch ("red" said of it)
    "coverage-jrc/02-red-durchmarsch-no-trumps.json": [],
    "coverage-jrc/03-redurchmarsch-over-20-100-ulti.json": [],
    "coverage-jrc/04-20-100-ulti-not-over-redurchmarsch.json": [(0, 4, "illegal_bid")],
    "coverage-jrc/05-open-durchmarsch-trumps-alone-forbidden.json": [(0, 5, "bad_trump")],
    "coverage-jrc/06-defenders-silent-100.json": [],
    "coverage-jrc/07-defender-silent-ulti-fails-red.json": [],
    "coverage-jrc/08-betli-contra-one-defender.json": [],
    "coverage-jrc/09-red-ulti-contra-penalty.json": [],
    "coverage-jrc/10-40-100-hirschcontra.json": [],
    "coverage-jrc/11-compulsory-fold-played.json": [(0, 7, "fold_required")],
    "coverage-jrc/12-ulti-four-aces-alone.json": [(0, 4, "illegal_bid")],
    "coverage-jrc/13-ultinet-four-tens.json": [],
    "coverage-jrc/14-durchmarsch-above-red-ulti.json": [],
    "coverage-jrc/21-otto-moretti-last-played.json": [],
    "coverage-jrc/22-otto-dealer-no-trick-discard.json": [],
    "coverage-jrc/23-terz-tie-lost.json": [],
    "coverage-jrc/24-terz-nineteen-round-up.json": [],
    "coverage-jrc/25-terz-all-tricks-40.json": [],
    "coverage-jrc/26-terz-monte-then-solo-widow-to-opponents.json": [],
    "coverage-jrc/27-terz-gioco-no-trick-opponents-40.json": [],
    "coverage-jrc/28-otto-trump-run-contatori-moon-16.json": [],
    "coverage-jrc/29-otto-won-on-declarations.json": [],
    "coverage-jrc/30-otto-three-cricche-doubled.json": [],
    "coverage-jrc/41-two-jokers-same-colour.json": [],
    "coverage-jrc/42-last-round-action-only-trick.json": [],
    "coverage-jrc/43-durch-two-card-round.json": [],
    "coverage-jrc/44-notrump-after-trump-then-new-trump.json": [],
    "coverage-jrc/45-change-unmakes-earlier-trump.json": [],
    "coverage-jrc/46-plus-minus-one-dealer.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "coverage-jrc/47-trump-turn-skips-action-cards.json": [],
    # round coverage-pl (not blind): the Polish sources (Danish 000, Galician 002) mapped sentence by sentence
    # to the digests (COVERAGE.md); transcripts for the misstated §25, the option-missing §24 and the rarest
    # covered rules. (a) 1, (b) 0, (c) 1
    "coverage-pl/01-dk-4p-tout-sitter-pays-refills-only.json": [],
    "coverage-pl/02-dk-three-kings-last-trick-pool-135.json": [],
    "coverage-pl/03-dk-nolo-cancels-ultimo-przydupek-stands.json": [],
    "coverage-pl/04-dk-pagat-ultimo-over-king-przydupek.json": [],
    "coverage-pl/05-dk-joker-renamed-by-second-player.json": [],
    "coverage-pl/06-dk-skat-unavoidable-declaration-cards-shown.json": [],
    "coverage-pl/07-dk-joker-naming-claimed-by-third.json": [],
    "coverage-pl/08-dk-joker-named-by-second-card.json": [],
    "coverage-pl/09-gl-4p-king-paid-helpers-tarocks-and-contra.json": [],
    "coverage-pl/10-gl-5p-sitter-round-of-four-deals.json": [],
    "coverage-pl/11-gl-solo-talon-for-helpers.json": [],
    "coverage-pl/12-gl-volat-three-with-silent-trull-and-kings.json": [],
    "coverage-pl/13-gl-ultimo-without-pagat-contra-ultimo.json": [],
    "coverage-pl/14-gl-fifth-three-lost-supracontra.json": [],
    "coverage-pl/15-gl-silent-pagat-beaten-last-trick.json": [],
    # (a1), fixed: §25 lets the discard be changed until he announces and the helpers answer
    "coverage-pl/16-gl-discard-changed-before-consent.json": [],
    "coverage-pl/17-gl-helper-trull-announced-made.json": [],
    # (a1), fixed: as 16, cards of unequal value, so the piles and payments move too
    "coverage-pl/18-gl-discard-changed-unequal-values.json": [],
    # (c1), taken: §24's usual change of a card added by mistake holds under take_back until_covered too
    "coverage-pl/19-gl-take-back-lead-and-mistaken-follow.json": [],
    # gd-spec11 (Galician, Polish source): the szpricer (held and won, contra and lost, outbid, by a
    # passer, paid single), every rule option at a non-default value, taking a card back under each
    # take_back value, five players over two rounds of dealers, the helpers' premiums silent and
    # announced; no engine difference (see gd-spec11/REPORT.md)
    "gd-spec11/01-szpricer-held-won.json": [],
    "gd-spec11/02-szpricer-contra-lost.json": [],
    "gd-spec11/03-szpricer-not-king.json": [(1, 3, "illegal_szpricer")],
    "gd-spec11/04-szpricer-lost-paid-single.json": [
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "wrong_payment"),
    ],
    "gd-spec11/05-szpricer-outbid.json": [],
    "gd-spec11/06-take-back-follow.json": [],
    "gd-spec11/07-take-back-lead.json": [(0, 15, "out_of_turn")],
    "gd-spec11/08-take-back-until-covered.json": [],
    "gd-spec11/09-take-back-never.json": [(0, 13, "out_of_turn")],
    "gd-spec11/10-five-players-two-rounds.json": [],
    "gd-spec11/11-helpers-silent-trull.json": [],
    "gd-spec11/12-helpers-announce.json": [],
    "gd-spec11/13-renonce-all-paid.json": [(0, 22, "revoke")],
    "gd-spec11/14-consolation-single.json": [(0, 24, "revoke")],
    "gd-spec11/15-contra-symmetric-tarocks-if-won.json": [],
    "gd-spec11/16-no-tarock-redeal.json": [],
    "gd-spec11/17-pool-options.json": [],
    "gd-spec11/18-renonce-pool-paid.json": [(0, 21, "revoke")],
    "gd-spec11/19-helper-renonce-offender.json": [(0, 30, "revoke")],
    "gd-spec11/20-defend-pool-required.json": [],
    # round rage-spec9: records as apps and club recorders write them (play-only, stock only partly
    # written, mid-session starts, totals-only sheets, unwritten last tricks, hidden and secret bids).
    # (a) 0, (b) 2, (c) 1
    "rage-spec9/01-playonly-session.json": [],
    "rage-spec9/02-playonly-revoke.json": [(1, 16, "revoke")],
    "rage-spec9/03-playonly-action-card.json": [(2, 13, "action_card_while_able_to_follow")],
    "rage-spec9/04-playonly-unprovable-revoke.json": [],
    "rage-spec9/05-midsession-pm1.json": [],
    "rage-spec9/06-midsession-total-slip.json": [(1, 46, "wrong_total")],
    "rage-spec9/07-totals-only.json": [],
    "rage-spec9/08-totals-sparse.json": [],
    "rage-spec9/09-totals-only-slip.json": [(3, 33, "wrong_total")],
    "rage-spec9/10-last-trick-unwritten.json": [],
    "rage-spec9/11-last-trick-unwritten-score.json": [(3, 22, "wrong_score")],
    "rage-spec9/12-stock-as-turned.json": [],
    "rage-spec9/13-stock-trump-card-only.json": [],
    "rage-spec9/14-playonly-no-stock.json": [],
    "rage-spec9/15-hidden-bid.json": [],
    "rage-spec9/16-hidden-bid-playonly-totals.json": [],
    "rage-spec9/17-secret-bid.json": [],
    # (c1) see REPORT.md: a secret bid not written although the sheet's +10 implies it; expected [] by
    # the auditor's reading, missing_bid by the digest's (rage/v.secret-bid)
    "rage-spec9/18-secret-bid-lost-slip.json": [(2, None, "missing_bid")],
    "rage-spec9/19-secret-bid-playonly-score.json": [(5, 19, "wrong_score")],
    "rage-spec9/20-playonly-midsession-sparse-totals.json": [],
    "rage-spec9/21-playonly-midsession-dealer.json": [(1, None, "wrong_dealer")],
    "multi-fault/01-rage-revoke-then-lead-out-of-turn.json": [(0, 9, "revoke"), (0, 16, "out_of_turn")],
    "multi-fault/02-rage-wrong-score-then-independent-wrong-total.json": [
        (0, 27, "wrong_score"),
        (2, 24, "wrong_total"),
    ],
    "multi-fault/03-rage-forbidden-bid-then-revoke.json": [
        (0, 2, "bid_forbidden_plus_minus_one"),
        (0, 11, "revoke"),
    ],
    "multi-fault/04-rage-revoke-action-card-and-penalty.json": [
        (0, 13, "revoke"),
        (0, 24, "action_card_while_able_to_follow"),
        (0, 40, "unexpected_penalty"),
    ],
    # (c1), taken: the later fault's fine the record pays after the void deal is due
    "multi-fault/05-danish-revoke-then-out-of-turn.json": [(0, 19, "revoke"), (0, 30, "out_of_turn")],
    "multi-fault/06-danish-dealer-revoke-wrong-fine.json": [(0, 17, "revoke"), (0, 19, "wrong_payment")],
    # (c1), taken: the second revoker's fine the record pays after the void deal is due
    "multi-fault/07-danish-two-revokes.json": [(0, 16, "revoke"), (0, 27, "revoke")],
    "multi-fault/08-danish-early-declaration-and-false-count.json": [
        (0, 9, "declaration_before_dealer"),
        (0, 13, "false_declaration"),
    ],
    "multi-fault/09-galician-renonce-by-both-sides.json": [(0, 12, "revoke"), (0, 21, "revoke")],
    "multi-fault/10-galician-4p-renonce-king-unpaid.json": [(0, None, "missing_payment"), (0, 16, "revoke")],
    "multi-fault/11-galician-king-discarded-then-renonce.json": [
        (0, 4, "illegal_discard"),
        (0, 25, "revoke"),
    ],
    "multi-fault/12-galician-wrong-payment-then-independent-wrong-total.json": [
        (0, 45, "wrong_payment"),
        (2, 47, "wrong_total"),
    ],
    "multi-fault/13-ulti-betli-revoke-then-lead-out-of-turn.json": [
        (0, 10, "revoke"),
        (0, 21, "out_of_turn"),
    ],
    "multi-fault/14-ulti-rebetli-declarer-revoke-wrong-payment.json": [
        (0, 11, "revoke"),
        (0, 37, "wrong_payment"),
    ],
    "multi-fault/15-ulti-lower-bid-then-revoke.json": [(0, 7, "illegal_bid"), (0, 23, "revoke")],
    "multi-fault/16-ulti-wrong-score-then-independent-wrong-total.json": [
        (0, 38, "wrong_score"),
        (2, 41, "wrong_total"),
    ],
    "multi-fault/17-ottocento-king-laid-away-revoke-out-of-turn.json": [
        (0, 0, "illegal_discard"),
        (0, 12, "revoke"),
        (0, 34, "out_of_turn"),
    ],
    "multi-fault/18-ottocento-monte-by-all-then-played.json": [(0, 4, "deal_thrown_in")],
    "multi-fault/19-terziglio-gioco-over-gioco-king-laid-away-revoke.json": [
        (0, 1, "illegal_bid"),
        (0, 4, "illegal_discard"),
        (0, 9, "revoke"),
    ],
    "multi-fault/20-terziglio-wrong-score-then-independent-wrong-total.json": [
        (0, 59, "wrong_score"),
        (2, 62, "wrong_total"),
    ],
    # round ottocento-spec (blind): Ottocento records as a club recorder writes them over an evening (the
    # dealer's discard written or not, declarations written or left out, play-only, split sheets, totals
    # only, start totals, deals stopped short, games to 800 with a new game on the sheet). (a) 1, (b) 1, (c) 0
    "ottocento-spec/01-evening-full-sheet.json": [],
    "ottocento-spec/02-split-sheet-talon.json": [],
    "ottocento-spec/03-declarations-left-out.json": [],
    "ottocento-spec/04-play-only.json": [],
    "ottocento-spec/05-play-only-revoke.json": [(1, 27, "failure_to_trump")],
    "ottocento-spec/06-totals-only.json": [],
    "ottocento-spec/07-start-mid-game.json": [],
    "ottocento-spec/08-game-to-800-new-game.json": [],
    "ottocento-spec/09-won-on-declarations.json": [],
    # (a1), fixed: the forced last trick is played out from the hands and the deal scored
    "ottocento-spec/10-last-trick-not-written.json": [],
    "ottocento-spec/11-stopped-midway.json": [],
    "ottocento-spec/12-signals-and-monte-ask.json": [],
    "ottocento-spec/13-dealer-takes-no-trick.json": [],
    "ottocento-spec/14-wrong-declaration-points.json": [(1, 6, "wrong_score")],
    "ottocento-spec/15-wrong-card-points.json": [(1, 69, "wrong_score")],
    "ottocento-spec/16-wrong-total.json": [(1, 68, "wrong_total")],
    "ottocento-spec/17-dealer-out-of-turn.json": [(2, None, "wrong_dealer")],
    "ottocento-spec/18-revoke-totals-only.json": [(1, 20, "revoke")],
    "ottocento-spec/19-discard-trumps-talon.json": [],
    "ottocento-spec/20-three-cricche-and-less-declared.json": [],
    "ottocento-spec/21-both-over-800.json": [],
    # (a1), fixed (written in phase 2 to pin it): the forced last trick played out shows the slip
    "ottocento-spec/22-last-trick-not-written-wrong-card-points.json": [(0, 65, "wrong_score")],
    # ulti-spec10: play-only records (with and without auction and talon), records cut short by a claim or
    # concession, 6-8 deal sessions (payments, totals, both), marriages in 40-100/20-100, defenders' 100
    # (blind; see tests/data/audit/ulti-spec10/REPORT.md)
    "ulti-spec10/01-session-payments-8-deals.json": [],
    "ulti-spec10/02-session-playonly-totals-7-deals.json": [],
    "ulti-spec10/03-session-payments-and-totals-6-deals.json": [],
    "ulti-spec10/04-session-totals-wrong-total.json": [(3, 37, "wrong_total")],
    "ulti-spec10/05-session-payments-wrong-payment.json": [(2, 36, "wrong_payment")],
    "ulti-spec10/06-playonly-full-auction.json": [],
    "ulti-spec10/07-playonly-bids-no-talon.json": [],
    "ulti-spec10/08-playonly-no-auction.json": [],
    "ulti-spec10/09-playonly-revoke-provable.json": [(0, 13, "revoke")],
    "ulti-spec10/10-playonly-overtake-provable.json": [(0, 31, "failure_to_overtake")],
    "ulti-spec10/11-playonly-claim-overtake-unprovable.json": [],
    "ulti-spec10/12-claim-after-trick-6.json": [],
    "ulti-spec10/13-betli-conceded.json": [],
    "ulti-spec10/14-ulti-given-up-after-trick-8.json": [],
    "ulti-spec10/15-40-100-side-marriage-does-not-count.json": [],
    "ulti-spec10/16-20-100-trump-marriage-does-not-count.json": [],
    "ulti-spec10/17-party-defenders-make-100-with-marriages.json": [],
    "ulti-spec10/18-red-ulti-made-defenders-100.json": [],
    "ulti-spec10/19-card-out-of-turn.json": [(0, 14, "out_of_turn")],
    "ulti-spec10/20-illegal-bid-lower-than-ulti.json": [(0, 4, "illegal_bid")],
    "ulti-spec10/21-party-contra-recontra-marriages.json": [],
    # (a1), fixed: every legal ending of the claimed deal pays the same, so the slip is found
    "ulti-spec10/22-claim-wrong-ulti-payment.json": [(0, 31, "wrong_payment")],
    # terziglio-spec (Terziglio, Russian source): sessions of 4-8 deals - gioco/solo/overcall, all pass,
    # monte, the widow exchanged and laid away, solo widow to the last trick, declarer taking every
    # trick or none, the Matto on either side, rounding (45/46-49/exact), the tie, running totals,
    # declared runs with a missing card; no engine difference (see terziglio-spec/REPORT.md)
    "terziglio-spec/01-gioco-rotation-clean.json": [],
    "terziglio-spec/02-solo-overcall-clean.json": [],
    "terziglio-spec/03-allpass-monte-clean.json": [],
    "terziglio-spec/04-all-tricks-gioco-clean.json": [],
    "terziglio-spec/05-all-tricks-solo-clean.json": [],
    "terziglio-spec/06-no-tricks-clean.json": [],
    "terziglio-spec/07-matto-declarer-clean.json": [],
    "terziglio-spec/08-matto-opponent-clean.json": [],
    "terziglio-spec/09-rounding-clean.json": [],
    "terziglio-spec/10-tie-clean.json": [],
    "terziglio-spec/11-runs-gaps-clean.json": [],
    "terziglio-spec/12-nineteen-start-clean.json": [],
    "terziglio-spec/13-illegal-bid.json": [(2, 1, "illegal_bid")],
    "terziglio-spec/14-bid-out-of-turn.json": [(2, 0, "bid_out_of_turn")],
    "terziglio-spec/15-illegal-discard.json": [(1, 4, "illegal_discard")],
    "terziglio-spec/16-revoke.json": [(2, 15, "revoke")],
    "terziglio-spec/17-wrong-gp-rounding.json": [(2, 62, "wrong_score")],
    "terziglio-spec/18-wrong-gp-solo.json": [(1, 62, "wrong_score")],
    "terziglio-spec/19-wrong-total.json": [(2, 65, "wrong_total")],
    "terziglio-spec/20-false-declaration.json": [(2, 5, "false_declaration")],
    # ulti-spec11: every Ulti rule option under a non-default value, with the endgame (last trick,
    # trump seven, four aces/tens, durchmarsch/betli lost in the last trick, claims); blind, see
    # tests/data/audit/ulti-spec11/REPORT.md (no engine difference in the corpus)
    "ulti-spec11/01-ultinet-tens-and-ulti-in-last-trick.json": [],
    "ulti-spec11/02-ultinet-four-tens-lost-in-last-trick.json": [(0, 38, "wrong_payment")],
    "ulti-spec11/03-ultinet-four-aces-all-tricks-no-silent-durchmarsch.json": [],
    "ulti-spec11/04-silent-four-aces-and-silent-ulti-last-trick.json": [],
    "ulti-spec11/05-four-aces-and-seven-lost-in-last-trick.json": [(0, 43, "wrong_total")],
    "ulti-spec11/06-durchmarsch-7-no-trump-lost-in-last-trick.json": [],
    "ulti-spec11/07-ultinet-durchmarsch-6-alone-silent-ulti.json": [],
    "ulti-spec11/08-no-silent-bonus-in-durchmarsch-defender-seven.json": [],
    "ulti-spec11/09-durchmarsch-lost-to-defender-seven-silent-ulti.json": [(0, 39, "wrong_payment")],
    "ulti-spec11/10-open-durchmarsch-12-trumps-claim.json": [],
    "ulti-spec11/11-fold-compulsory-plain-party.json": [],
    "ulti-spec11/12-points-without-party-open-betli-lost-last.json": [],
    "ulti-spec11/13-durchmarsch-above-red-recontra-seven-beaten.json": [],
    "ulti-spec11/14-points-only-betli-contra-lost-last.json": [],
    "ulti-spec11/15-play-stands-overtake-last-trick-decides-party.json": [(0, 16, "failure_to_overtake")],
    "ulti-spec11/16-void-deal-declarer-fails-to-overtake.json": [(0, 14, "failure_to_overtake")],
    "ulti-spec11/17-red-party-silent-ulti-last-trick-decides.json": [],
    "ulti-spec11/18-defender-seven-lost-in-last-trick.json": [],
    "ulti-spec11/19-silent-100-by-last-trick-contra-applies.json": [],
    "ulti-spec11/20-silent-durchmarsch-replaces-party-silent-ulti.json": [],
    "ulti-spec11/21-ulti-seven-played-early.json": [(0, 15, "early_trump_seven")],
    "ulti-spec11/22-claim-ulti-after-trick-7-wrong-payment.json": [(0, 30, "wrong_payment")],
    # a round on the rule options (danish-opt2): each option under its default and other values
    "danish-opt2/01-revoke-default-void.json": [(0, 23, "revoke")],
    "danish-opt2/02-revoke-superficial.json": [(0, 23, "revoke")],
    "danish-opt2/03-revoke-small-scores.json": [(0, 15, "revoke")],
    "danish-opt2/04-revoke-large-preset.json": [(0, 23, "revoke")],
    "danish-opt2/05-joker-second-last-default-void.json": [(0, 83, "joker_second_last")],
    "danish-opt2/06-joker-second-last-large.json": [(0, 83, "joker_second_last")],
    "danish-opt2/07-joker-withheld-default-void.json": [(0, 80, "joker_withheld")],
    "danish-opt2/08-joker-withheld-small.json": [(0, 80, "joker_withheld")],
    "danish-opt2/09-false-redeal-default-large.json": [(0, 8, "redeal_with_trumps")],
    "danish-opt2/10-false-redeal-irreparable-void.json": [(0, 8, "redeal_with_trumps")],
    "danish-opt2/11-false-redeal-superficial.json": [(0, 8, "redeal_with_trumps")],
    # (c1) the auditor puts it at the first trick the dealer lost (event 15), see REPORT.md
    "danish-opt2/12-failed-tout-default-large.json": [(0, 90, "failed_tout")],
    # (a1), fixed: the Tout failed at trick 1 and the record stops there (void): found at the trick lost
    "danish-opt2/13-failed-tout-irreparable-void.json": [(0, 15, "failed_tout")],
    "danish-opt2/14-tout-made-option-irreparable.json": [],
    "danish-opt2/15-redeal-no-trumps-clean.json": [],
    "danish-opt2/16-joker-demand-honoured-clean.json": [],
    "danish-opt2/17-joker-kept-to-last-trick-clean.json": [],
    "danish-opt2/18-preset-standard-scores-clean.json": [],
    "danish-opt2/19-four-players-all-options-clean.json": [],
    # claims: deals the record stops before the last trick (a claim or a concession), every hand
    # recorded: forced last tricks, rests every ending of which scores alike, open rests (blind; see
    # tests/data/audit/claims/REPORT.md)
    "claims/01-rage-forced-last-trick.json": [],
    "claims/02-rage-claim-all-endings-equal.json": [],
    "claims/03-rage-claim-open-ending.json": [],
    "claims/04-rage-claim-impossible-score.json": [(0, 9, "wrong_score")],
    # (a1), fixed: the forced last trick is played out from the hands and the deal settled
    "claims/05-danish-forced-last-trick.json": [],
    # (a1) engine wrong, see REPORT.md: every ending pays alike, yet the rest is taken as recorded
    "claims/06-danish-claim-all-endings-equal.json": [],
    "claims/07-danish-claim-open-ending.json": [],
    # (a1), fixed: the two tricks left are played out (every legal ending pays alike): the slip is found
    "claims/08-danish-claim-wrong-card-points.json": [(0, 80, "wrong_payment")],
    "claims/09-galician-forced-last-trick.json": [],
    "claims/10-galician-claim-all-endings-equal.json": [],
    "claims/11-galician-claim-open-ending.json": [],
    "claims/12-galician-claim-wrong-game.json": [(0, 39, "wrong_payment")],
    "claims/13-ulti-forced-last-trick.json": [],
    "claims/14-ulti-claim-all-endings-equal.json": [],
    "claims/15-ulti-claim-open-ending.json": [],
    "claims/16-ulti-claim-wrong-but-possible.json": [],
    "claims/17-ottocento-forced-last-trick.json": [],
    # (a2), fixed: every ending scores alike, so the rest is played out and the deal scored
    "claims/18-ottocento-claim-all-endings-equal.json": [],
    "claims/19-ottocento-claim-open-ending.json": [],
    # (a2), fixed: the rest played out shows the slip
    "claims/20-ottocento-claim-wrong-score.json": [(0, 58, "wrong_score")],
    "claims/21-terziglio-forced-last-trick.json": [],
    # (a2), fixed: the rest played out shows the slip
    "claims/22-terziglio-claim-wrong-score.json": [(0, 53, "wrong_score")],
    "claims/23-terziglio-claim-open-ending.json": [],
    # (a1), fixed for the forced last trick: played out from the hands, the przydupek's slip is found
    "claims/24-danish-forced-wrong-przydupek.json": [(0, 83, "wrong_payment")],
    # gd-spec12 (Galician, Polish source): the money - the pool's 10 % share when the game and a
    # premium go opposite ways for a seat, contra chains on announced premiums made and failed, contra
    # on the game won and lost at each level, the 33-point consolation under contra, four players;
    # one difference, (c1): the recorder takes 10 % of each amount won, item by item, where
    # galician-tarok/27.pool takes it of each seat's net (see gd-spec12/REPORT.md)
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/01-share-lost-game-trull-made.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/02-share-won-game-premium-failed.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/03-share-tarocks-lost-game.json": [],
    "gd-spec12/04-contra-trull-made.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/05-contra-trull-failed.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/06-contra-four-kings.json": [],
    "gd-spec12/07-contra-ultimo-made.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/08-contra-ultimo-failed.json": [],
    "gd-spec12/09-contra-game-won.json": [],
    "gd-spec12/10-contra-game-lost.json": [],
    "gd-spec12/11-consolation-33-contra.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/12-four-players-king.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/13-score-sheet.json": [],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/14-solo-contra.json": [],
    "gd-spec12/15-fault-pool-doubled-by-contra.json": [(1, 49, "wrong_payment")],
    "gd-spec12/16-fault-failed-ultimo-pool.json": [(1, 50, "wrong_payment")],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/17-fault-share-netted.json": [(1, 50, "wrong_payment")],
    # (c1), read so: the record's shares of each amount won fit better than of each seat's net
    "gd-spec12/18-fault-total-recontra-loss.json": [(0, 54, "wrong_total")],
    # tarocchini-opt2: every option and preset of both games; no engine difference
    # (see tarocchini-opt2/REPORT.md)
    "tarocchini-opt2/01-otto-moretti-last-default.json": [],
    "tarocchini-opt2/02-otto-moretti-first-played.json": [],
    "tarocchini-opt2/03-otto-double-three-default.json": [],
    "tarocchini-opt2/04-otto-double-three-off.json": [],
    "tarocchini-opt2/05-otto-double-three-off-wrong-declarations.json": [(0, 65, "wrong_score")],
    "tarocchini-opt2/06-otto-discard-dealer-trick-default.json": [],
    "tarocchini-opt2/07-otto-discard-side-trick.json": [],
    "tarocchini-opt2/08-otto-monte-thrown-in.json": [],
    "tarocchini-opt2/09-otto-monte-off-asked.json": [(0, 0, "bad_monte")],
    "tarocchini-opt2/10-otto-signals-after-top-card.json": [],
    "tarocchini-opt2/11-terz-nineteen-preset-gioco.json": [],
    "tarocchini-opt2/12-terz-widow5-option-solo.json": [],
    "tarocchini-opt2/13-terz-settlement-winners-score-default.json": [],
    "tarocchini-opt2/14-terz-settlement-zero-sum.json": [],
    "tarocchini-opt2/15-terz-solo-all-tricks-default.json": [],
    "tarocchini-opt2/16-terz-solo-all-tricks-doubled.json": [],
    "tarocchini-opt2/17-terz-moretti-first-played-all-tricks.json": [],
    "tarocchini-opt2/18-terz-moretti-last-played-same-deal.json": [],
    "tarocchini-opt2/19-terz-double-three-off.json": [],
    "tarocchini-opt2/20-terz-monte-off-asked.json": [(0, 0, "bad_monte")],
    # round danish-spec14 (blind): three-player sessions: Tout announced made/failed, unannounced Tout, Nolo,
    # ultimo/przydupek combinations, the source's 135 King-pool example, Joker demand/void/naming, forced shown
    # skat, every declaration form, card-point bands, four play-only records. (a) 0, (b) 2, (c) 0
    "danish-spec14/01-tout-announced-made.json": [],
    "danish-spec14/02-tout-announced-failed.json": [(1, 87, "failed_tout")],
    "danish-spec14/03-tout-unannounced.json": [],
    "danish-spec14/04-nolo.json": [],
    "danish-spec14/05-three-kings.json": [],
    "danish-spec14/06-pagat-ultimo.json": [],
    "danish-spec14/07-przydupek-double.json": [],
    "danish-spec14/08-joker-calls.json": [],
    "danish-spec14/09-skat.json": [],
    "danish-spec14/10-declarations.json": [],
    "danish-spec14/11-card-point-thresholds.json": [],
    "danish-spec14/12-skat-declaration-card.json": [(1, 2, "illegal_skat")],
    "danish-spec14/13-skat-trump-kept.json": [(2, 2, "illegal_skat")],
    "danish-spec14/14-declaration-wrong-form.json": [(1, 4, "false_declaration")],
    "danish-spec14/15-revoke.json": [(2, 16, "revoke")],
    "danish-spec14/16-false-joker-demand.json": [(1, 80, "false_joker_demand")],
    "danish-spec14/17-declare-before-dealer.json": [(1, 3, "declaration_before_dealer")],
    "danish-spec14/18-wrong-przydupek-pool.json": [(2, 95, "wrong_payment")],
    "danish-spec14/19-play-only-clean.json": [],
    "danish-spec14/20-play-only-joker-second-last.json": [(1, 76, "joker_second_last")],
    "danish-spec14/21-play-only-revoke.json": [(2, 19, "revoke")],
    "danish-spec14/22-play-only-missing-declaration.json": [(1, 5, "missing_declaration")],
    "sim-faults-c/01-rage-clean.json": [],
    "sim-faults-c/02-rage-revoke-late.json": [(2, 11, "revoke")],
    "sim-faults-c/03-rage-plus-minus-one-bid.json": [(0, 2, "bid_forbidden_plus_minus_one")],
    "sim-faults-c/04-rage-wrong-total-late.json": [(1, 18, "wrong_total")],
    "sim-faults-c/05-rage-card-not-in-hand.json": [(0, 10, "card_not_in_hand")],
    "sim-faults-c/06-danish-clean.json": [],
    "sim-faults-c/07-danish-out-of-turn-late.json": [(1, 32, "out_of_turn")],
    "sim-faults-c/08-danish-wrong-payment-late.json": [(2, 88, "wrong_payment")],
    "sim-faults-c/09-danish-illegal-skat-late.json": [(1, 2, "illegal_skat")],
    "sim-faults-c/10-danish-revoke-penalty-unpaid.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 29, "revoke"),
    ],  # (c1) one unpaid fine as two missing_payment, see REPORT.md
    "sim-faults-c/11-ulti-clean.json": [],
    "sim-faults-c/12-ulti-failure-to-trump-late.json": [(1, 20, "failure_to_trump")],
    "sim-faults-c/13-ulti-illegal-bid-late.json": [(2, 4, "illegal_bid")],
    "sim-faults-c/14-ulti-wrong-payment-late.json": [(1, 43, "wrong_payment")],
    "sim-faults-c/15-ulti-card-not-in-hand.json": [(0, 22, "card_not_in_hand")],
    "sim-faults-c/16-galician-clean.json": [],
    "sim-faults-c/17-galician-renonce-late.json": [(1, 18, "revoke")],
    "sim-faults-c/18-galician-king-discard.json": [(0, 4, "illegal_discard")],
    "sim-faults-c/19-galician-pass-volat-with-pagat-late.json": [(2, 1, "illegal_bid")],
    "sim-faults-c/20-galician-wrong-pool-share-late.json": [(1, 46, "wrong_payment")],
    "sim-faults-c/21-ottocento-clean.json": [],
    "sim-faults-c/22-ottocento-revoke-late.json": [(1, 26, "revoke")],
    "sim-faults-c/23-ottocento-king-discard.json": [(0, 0, "illegal_discard")],
    "sim-faults-c/24-terziglio-clean.json": [],
    "sim-faults-c/25-terziglio-out-of-turn-late.json": [(1, 27, "out_of_turn")],
    # verdict-spec: the verdict side of the format, field by field (tests/data/audit/verdict-spec/REPORT.md)
    "verdict-spec/01-rage-revoke.json": [(0, 7, "revoke")],
    "verdict-spec/02-rage-wrong-score-total.json": [(1, 16, "wrong_total"), (2, 8, "wrong_score")],
    "verdict-spec/03-rage-pm1-bid-out-of-turn.json": [
        (0, 3, "bid_forbidden_plus_minus_one"),
        (1, 8, "out_of_turn"),
    ],
    "verdict-spec/04-rage-clean.json": [],
    "verdict-spec/05-ulti-defender-revoke.json": [(0, 18, "revoke")],
    "verdict-spec/06-ulti-illegal-bid-declarer-revoke.json": [
        (0, 4, "illegal_bid"),
        (0, 29, "revoke"),
    ],
    "verdict-spec/07-ulti-out-of-turn-short-payment.json": [(0, 20, "out_of_turn"), (0, 38, "wrong_payment")],
    "verdict-spec/08-ulti-clean-party.json": [],
    "verdict-spec/09-galician-player-renonce.json": [(0, 15, "revoke")],
    "verdict-spec/10-galician-helper-renonce-pool-share.json": [(0, 21, "revoke"), (0, 49, "wrong_payment")],
    # (a1), fixed: the penalty of a king laid away cites galician-tarok/13.no-kings (test below)
    "verdict-spec/11-galician-king-discarded-contra.json": [(0, 4, "illegal_discard")],
    "verdict-spec/12-galician-clean-second-three.json": [],
    "verdict-spec/13-danish-revoke-large.json": [(0, 34, "revoke")],
    "verdict-spec/14-danish-lead-out-of-turn-card-points.json": [
        (0, 39, "out_of_turn"),
        (0, 95, "wrong_payment"),
    ],
    "verdict-spec/15-danish-false-joker-demand.json": [(0, 85, "false_joker_demand")],
    "verdict-spec/16-ottocento-revoke-wrong-score.json": [(0, 24, "revoke"), (0, 66, "wrong_score")],
    "verdict-spec/17-terziglio-illegal-bid.json": [(0, 1, "illegal_bid")],
    "verdict-spec/18-ottocento-lead-out-of-turn-penalty.json": [
        (0, 29, "out_of_turn"),
        (0, 33, "unexpected_penalty"),
    ],
    # penalty-spec2: penalties as tables record them, all five games (REPORT.md there)
    "penalty-spec2/01-rage-two-faults-fine-on-sheet.json": [
        (0, 6, "revoke"),
        (0, 10, "action_card_while_able_to_follow"),
        (0, 20, "unexpected_penalty"),
        (0, 23, "wrong_score"),
    ],
    "penalty-spec2/02-rage-penalty-without-fault.json": [(0, 20, "unexpected_penalty")],
    "penalty-spec2/03-rage-clean.json": [],
    "penalty-spec2/04-ulti-failed-ulti-clean.json": [],
    "penalty-spec2/05-ulti-silent-ulti-lost-clean.json": [],
    "penalty-spec2/06-ulti-declarer-revoke-penalty.json": [(0, 19, "revoke")],
    "penalty-spec2/07-ulti-penalty-wrong-defender.json": [
        (0, 15, "failure_to_overtake"),
        (0, 16, "unexpected_penalty"),
    ],
    "penalty-spec2/08-ulti-two-revokes-as-played.json": [
        (0, 14, "revoke"),
        (0, 24, "revoke"),
    ],
    # (a1), fixed: the ulti penalty recorded as 12 (4 to each opponent, 8 in all) is a wrong penalty
    "penalty-spec2/09-ulti-penalty-amounts.json": [(1, 37, "wrong_penalty")],
    "penalty-spec2/10-galician-declarer-renonce-penalty.json": [(0, 22, "revoke")],
    "penalty-spec2/11-galician-renonce-wrong-party-and-no-fault.json": [
        (0, 13, "revoke"),
        (0, 14, "unexpected_penalty"),
        (1, 26, "unexpected_penalty"),
    ],
    "penalty-spec2/12-galician-king-laid-away-and-renonce.json": [
        (0, 4, "illegal_discard"),
        (0, 22, "revoke"),
        (1, 27, "revoke"),
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
    ],
    "penalty-spec2/13-galician-ultimo-without-pagat-clean.json": [],
    "penalty-spec2/14-ottocento-revoke-penalty.json": [(0, 40, "revoke"), (0, 41, "unexpected_penalty")],
    "penalty-spec2/15-ottocento-king-discarded-penalty.json": [
        (0, 0, "illegal_discard"),
        (0, 1, "unexpected_penalty"),
    ],
    "penalty-spec2/16-terziglio-revoke-penalty-wrong-player.json": [
        (0, 18, "revoke"),
        (0, 20, "unexpected_penalty"),
    ],
    "penalty-spec2/17-terziglio-two-revokes-fine-on-sheet.json": [
        (0, 9, "revoke"),
        (0, 12, "revoke"),
        (0, 62, "wrong_score"),
    ],
    "penalty-spec2/18-terziglio-all-tricks-clean.json": [],
    "penalty-spec2/19-danish-out-of-turn-and-two-faults.json": [
        (0, 27, "out_of_turn"),
        (1, 3, "declaration_before_dealer"),
        (1, 74, "out_of_turn"),
    ],
    "penalty-spec2/20-danish-false-joker-demand-wrong-amount.json": [
        (0, 86, "false_joker_demand"),
        (0, 90, "wrong_penalty"),
    ],
    "penalty-spec2/21-danish-declared-first-paid-and-penalty-without-fault.json": [
        (0, 9, "declaration_before_dealer"),
        (1, 33, "unexpected_penalty"),
    ],
    "penalty-spec2/22-danish-king-in-skat-wrong-player.json": [
        (0, 8, "illegal_skat"),
        (0, 12, "unexpected_penalty"),
        (0, 13, "wrong_payment"),
        (0, 14, "wrong_payment"),
    ],  # (a2) only its `unchecked` note is wrong, see REPORT.md
    "penalty-spec2/23-danish-revoke-as-played-and-fine-on-sheet.json": [
        (0, 36, "revoke"),
        (1, 47, "out_of_turn"),
    ],
    "penalty-spec2/24-danish-joker-named-played-out-suit.json": [],
    # round payment-shape2 (blind): a correct settlement written many ways (per reason, netted per pair,
    # routed through a third party, out of order, the next dealer's fee in the deal before, pool
    # payments netted with seat payments, decimal shares, a session settled at its end, payments split
    # in two) and one slip in some files; Rage / Terziglio sheets with totals only and skipped rows.
    # (a) 2, (b) 0, (c) 2, see payment-shape2/REPORT.md
    "payment-shape2/01-dk-per-reason.json": [],
    # (a2), fixed, see REPORT.md: the share-out netted with the last deal's pool payments is read as
    # the session's end (one payment_reason warning per pair netted)
    "payment-shape2/02-dk-netted-per-pair.json": [],
    # (c1) routed payments, see REPORT.md (deal 0, deal 1 at 95/97); (a1), fixed: exact thirds at 100-102
    "payment-shape2/03-dk-routed.json": [
        (0, 97, "wrong_payment"),
        (0, 98, "wrong_payment"),
        (1, 95, "wrong_payment"),
        (1, 97, "unexpected_payment"),
    ],
    # (a1), fixed: the pools shared in exact thirds
    "payment-shape2/04-dk-late-order.json": [],
    # (a1), fixed: exact thirds
    "payment-shape2/05-dk-fee-previous-deal.json": [],
    # (c1) card points routed through the king pool's shares; (a1), fixed: exact thirds at 89-91
    "payment-shape2/06-dk-pool-netted-decimals.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, 86, "wrong_payment"),
        (1, 92, "wrong_payment"),
        (1, 94, "wrong_payment"),
    ],
    # slip at (1, 64); (a1), fixed: exact thirds at 99-101
    "payment-shape2/07-dk-split-slip-amount.json": [(1, 64, "wrong_payment")],
    # slip at (0, 97); (a1), fixed: exact thirds at deal 1
    "payment-shape2/08-dk-swapped.json": [(0, 97, "wrong_payment")],
    # slip: the missing payment; (a1), fixed: exact thirds at deal 1
    "payment-shape2/09-dk-missing.json": [(0, None, "missing_payment")],
    # slip at (1, 90); (a1), fixed: exact thirds at 93-98
    "payment-shape2/10-dk-doubled.json": [(1, 90, "unexpected_payment")],
    # slip at (1, 81); (a2), fixed: the netted share-out read (it was wrong at 79, 80, 84-87)
    "payment-shape2/11-dk-netted-slip.json": [(1, 81, "wrong_payment")],
    "payment-shape2/12-gt-per-reason-decimals.json": [],
    # (c1) a winner's 10 per cent paid into the pool by whoever owes him, see REPORT.md
    "payment-shape2/13-gt-routed-pool.json": [
        (0, 45, "wrong_payment"),
        (0, 46, "wrong_payment"),
        (1, None, MISSING),
        (1, None, MISSING),
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, UNEXPECTED),
    ],
    "payment-shape2/14-gt-share-rounded.json": [(1, 46, "wrong_payment")],
    "payment-shape2/15-ul-per-reason-split.json": [],
    "payment-shape2/16-ul-netted.json": [],
    # (c2) the session's payments written only after its last deal, see REPORT.md
    "payment-shape2/17-ul-session-at-end.json": [
        (2, 39, "wrong_payment"),
        (2, 40, "unexpected_payment"),
        (2, 41, "wrong_payment"),
    ],
    "payment-shape2/18-ul-red-slip.json": [(1, 39, "wrong_payment")],
    "payment-shape2/19-rg-scores-totals-slip.json": [(3, 25, "wrong_score")],
    "payment-shape2/20-rg-totals-only.json": [],
    "payment-shape2/21-rg-skipped-row-slip.json": [(5, 23, "wrong_total")],
    "payment-shape2/22-rg-totals-skipped-clean.json": [],
    "payment-shape2/23-tz-skipped-row-clean.json": [],
    "payment-shape2/24-tz-skipped-row-slip.json": [(2, 65, "wrong_total")],
    "tarocchini-spec10/01-otto-matto-low-card.json": [],
    "tarocchini-spec10/02-otto-matto-side-no-trick.json": [],
    "tarocchini-spec10/03-otto-dealer-no-trick-discard-opponents.json": [],
    "tarocchini-spec10/04-otto-side-trick-discard-kept.json": [],
    "tarocchini-spec10/05-otto-contatori-in-a-row.json": [],
    "tarocchini-spec10/06-otto-suit-ace-after-jack.json": [],
    "tarocchini-spec10/07-otto-run-broken.json": [],
    # (a1), fixed: a table that showed it counts runs without gaps is held to it
    "tarocchini-spec10/08-otto-gap-reading-switched.json": [(1, 66, "wrong_score")],
    "tarocchini-spec10/09-otto-false-declaration.json": [(0, 1, "false_declaration")],
    # (c1) see REPORT.md: the sheet credits the three kings shown (17); since session 31 a reading
    # (ottocento-long c2): the false item counted as far as the hand makes it, one fault
    "tarocchini-spec10/10-otto-declaration-partly-true.json": [(0, 1, "false_declaration")],
    "tarocchini-spec10/11-otto-declare-less-than-held.json": [],
    "tarocchini-spec10/12-otto-exactly-800.json": [],
    "tarocchini-spec10/13-otto-both-pass-800.json": [],
    "tarocchini-spec10/14-otto-last-trick-left-off.json": [(1, 72, "wrong_score")],
    "tarocchini-spec10/15-otto-matto-hands-over-an-ace.json": [],
    "tarocchini-spec10/16-terz-odd-pile-boundary.json": [],
    "tarocchini-spec10/17-terz-rounding-boundaries.json": [],
    "tarocchini-spec10/18-terz-solo-widow-to-last-trick.json": [],
    "tarocchini-spec10/19-terz-all-tricks.json": [],
    "tarocchini-spec10/20-terz-tie-declarer-loses.json": [],
    "tarocchini-spec10/21-terz-rounded-up-wrongly.json": [(0, 64, "wrong_score")],
    "tarocchini-spec10/22-terz-nineteen-matto.json": [],
    # gd-spec13: Galician Tarok, four players (king), a club evening with the pool; no (a)/(b)/(c)
    "gd-spec13/01-founding-three-won.json": [],
    "gd-spec13/02-top-three-contra-lost.json": [],
    "gd-spec13/03-two-won.json": [],
    "gd-spec13/04-one-lost-rejected.json": [],
    "gd-spec13/05-solo-won.json": [],
    "gd-spec13/06-all-pass.json": [],
    "gd-spec13/07-ultimo-pool-refounded.json": [],
    "gd-spec13/08-wrong-payment.json": [(0, 44, "wrong_payment")],
    "gd-spec13/09-renonce-player.json": [(0, 35, "revoke")],
    "gd-spec13/10-pass-volat-with-pagat.json": [(0, 0, "illegal_bid")],
    "gd-spec13/11-wrong-share.json": [(0, 47, "wrong_payment")],
    "gd-spec13/12-contra-won-silent-trull.json": [],
    # tarocchini-spec11: declarations before play (full, fewer, false, late, repeated) and the sheet; all agree
    "tarocchini-spec11/01-ott-full-every-kind.json": [],
    "tarocchini-spec11/02-ott-declared-less-than-held.json": [],
    "tarocchini-spec11/03-ott-kings-four-with-three.json": [(0, 1, "false_declaration")],
    "tarocchini-spec11/04-ott-sequence-wrong-suit.json": [(0, 2, "false_declaration")],
    "tarocchini-spec11/05-ott-moretti-too-long.json": [(0, 2, "false_declaration")],
    "tarocchini-spec11/06-ott-late-declaration.json": [(0, 5, "late_declaration")],
    "tarocchini-spec11/07-ter-gioco-full.json": [],
    "tarocchini-spec11/08-ter-solo-less-than-held.json": [],
    "tarocchini-spec11/09-ter-second-declaration.json": [(0, 8, "repeated_declaration")],
    "tarocchini-spec11/10-ott-declarations-line-wrong.json": [(0, 69, "wrong_score")],
    "tarocchini-spec11/11-ott-three-cricche-doubled.json": [],
    # rage-spec10: variants combined, 7/8-player sessions, trump past action cards, multi-action tricks,
    # +-5 and Durch; no (a); (c) c1 in REPORT.md: plus/minus one with hidden or secret bids
    "rage-spec10/action_only_tricks.json": [],
    "rage-spec10/change_then_notrump.json": [],
    "rage-spec10/durch_last_round_fault.json": [(1, 10, "wrong_score")],
    "rage-spec10/durch_off_fault.json": [(0, 12, "wrong_score")],
    "rage-spec10/hidden_bid_late.json": [(0, 5, "bid_out_of_turn")],
    # (c) c1: with hidden/secret bids the dealer's bid answers for the sum (rage/v.plus-minus-one)
    "rage-spec10/hidden_pm1_sum_equal.json": [(0, 1, "bid_forbidden_plus_minus_one")],
    "rage-spec10/notrump_then_change.json": [],
    "rage-spec10/plusminus5_durch.json": [],
    "rage-spec10/s7_hidden_pm1_clean.json": [],
    "rage-spec10/s7_pm1_forbidden.json": [(5, 6, "bid_forbidden_plus_minus_one")],
    "rage-spec10/s7_wrong_dealer.json": [(7, None, "wrong_dealer")],
    "rage-spec10/s8_all_variants_clean.json": [],
    "rage-spec10/s8_lead_fault.json": [(8, 8, "out_of_turn")],
    "rage-spec10/s8_pm1_durch_clean.json": [],
    "rage-spec10/secret_bid_late_clean.json": [],
    # (c) c1: with hidden/secret bids the dealer's bid answers for the sum (rage/v.plus-minus-one)
    "rage-spec10/secret_pm1_sum_equal.json": [(0, 8, "bid_forbidden_plus_minus_one")],
    "rage-spec10/trump_past_actions.json": [],
    "rage-spec10/two_notrumps.json": [],
    "rage-spec10/two_wilds.json": [],
    "rage-spec10/wild_while_following.json": [(0, 15, "action_card_while_able_to_follow")],
    # gd-spec14: Galician Tarok, four and five players, licitation up to solo, buying and laying away,
    # announcements with their contra chains, the 33-point consolation
    "gd-spec14/01_4p_top_exactly33_lost.json": [],
    "gd-spec14/02_4p_allpass_king_pays_pass_fee.json": [(0, 10, "unexpected_payment")],
    # (b) fixed: the blind version had the player say contra on a helper's tarocks (§17 gives contra only
    # to the helpers)
    "gd-spec14/03_4p_contra_chain_helper_tarocks.json": [],
    "gd-spec14/04_5p_one_kolejka_pool.json": [],
    "gd-spec14/05_5p_sitout_paid.json": [(0, 47, "unexpected_payment")],
    "gd-spec14/06_5p_next_kolejka.json": [],
    "gd-spec14/07_licitation_to_solo.json": [],
    # (c) galician-tarok/14.counting: the recorder counted the piles of a two at 2/3 point a card
    # (119/3 points); the engine takes 1 off for the cards left over (40 points), and since session 32
    # reads a record that counts in thirds so
    "gd-spec14/08_tape_passvolat_two.json": [],
    "gd-spec14/09_pass_volat_holding_pagat.json": [(0, 1, "illegal_bid")],
    "gd-spec14/10_bid_not_higher.json": [(0, 2, "illegal_bid")],
    # (c) galician-tarok/14.counting, as 08 (a one: 64/3 against 21 points)
    "gd-spec14/11_one_fourth_card.json": [],
    "gd-spec14/12_king_laid_away_contra.json": [(0, 5, "illegal_discard")],
    "gd-spec14/13_tarock_laid_away_shown_11_announced.json": [],
    # (c), taken in session 29 (galician-tarok/10.solo): a take at solo stands, one finding, the deal
    # settled as the table played it (before: void take, discard and two card_not_in_hand)
    "gd-spec14/14_solo_takes_talon.json": [(0, 3, "illegal_take")],
    "gd-spec14/15_ultimo_contra_recontra_failed.json": [],
    "gd-spec14/16_volat_announced_made.json": [],
    "gd-spec14/17_4p_trull_kings_announced_contra_recontra_win.json": [],
    "gd-spec14/18_pagat_released_early.json": [(0, 11, "pagat_released")],
    "gd-spec14/19_contra_on_unannounced_trull.json": [(0, 8, "illegal_double")],
    # event 49 is the planted fault; 51 the share on it (the thirds of 08 are read since session 32)
    "gd-spec14/20_two_third_purchase_paid_single.json": [(0, 49, "wrong_payment"), (0, 51, "wrong_payment")],
    # tarocchini-spec12: Terziglio bidding, talon, sides, pairs, last trick, game points; Ottocento to 800
    "tarocchini-spec12/o1-session-reaches-800.json": [],
    # (c) a deal after a won game starts a new game: the totals carried on from the won game are one
    # wrong_total (since session 32: one slip, as three readers of four wanted)
    "tarocchini-spec12/o2-deal-after-800.json": [(2, 67, "wrong_total")],
    "tarocchini-spec12/o3-both-pass-800.json": [],
    "tarocchini-spec12/o4-win-on-declarations.json": [],
    "tarocchini-spec12/t01-gioco-eldest-wins.json": [],
    "tarocchini-spec12/t02-gioco-second-seat-loses.json": [],
    "tarocchini-spec12/t03-solo-wins-doubled.json": [],
    "tarocchini-spec12/t04-solo-widow-to-last-trick.json": [],
    "tarocchini-spec12/t05-gioco-discards-king.json": [(0, 4, "illegal_discard")],
    "tarocchini-spec12/t06-gioco-after-solo.json": [(0, 1, "illegal_bid")],
    "tarocchini-spec12/t07-rounds-up.json": [],
    "tarocchini-spec12/t08-five-short-rounds-down.json": [],
    "tarocchini-spec12/t09-floor-not-round-up.json": [(0, 63, "wrong_score")],
    "tarocchini-spec12/t10-tie-declarer-loses.json": [],
    # (c) solo taking every trick: 40, not doubled (option solo_doubles_all_tricks default off)
    "tarocchini-spec12/t11-solo-all-tricks.json": [],
    "tarocchini-spec12/t12-gioco-opponents-all-tricks.json": [],
    "tarocchini-spec12/t13-failure-to-trump.json": [(0, 31, "failure_to_trump")],
    # (c) odd piles: the 31st pair's point comes off the opponents (93 kept); result unchanged
    "tarocchini-spec12/t14-odd-piles.json": [],
    "tarocchini-spec12/t15-allpass-then-nineteen.json": [],
    "tarocchini-spec12/t16-three-deals-wrong-total.json": [(2, 65, "wrong_total")],
    # ulti-spec12: bid hierarchy and UltiNet tables, rare combinations, silent bonuses by either side,
    # contra on one goal of a combination; tests/data/audit/ulti-spec12/REPORT.md (no (a) finding)
    "ulti-spec12/01-40-100-ulti-recontra-on-ulti.json": [],
    "ulti-spec12/02-20-100-durchmarsch-silent-ulti.json": [],
    "ulti-spec12/03-red-20-100-ulti-contra-20-100-lost.json": [],
    "ulti-spec12/04-ulti-contra-penalty-doubled-PLANTED.json": [(0, 42, "wrong_payment")],
    "ulti-spec12/05-open-betli-contra-one-defender.json": [],
    "ulti-spec12/06-rebetli-lost-recontra-PLANTED.json": [(0, 38, "wrong_payment")],
    "ulti-spec12/08-durchmarsch-lost-defender-silent-ulti.json": [],
    "ulti-spec12/09-party-defender-fails-silent-ulti.json": [],
    "ulti-spec12/10-red-party-declarer-fails-silent-ulti.json": [],
    # (c) UltiNet's silent 100 (1) recorded beside the party; the engine replaces the party with it
    "ulti-spec12/11-ultinet-silent-100-beside-party-PROBE.json": [
        (0, 37, "unexpected_payment"),
        (0, 39, "unexpected_payment"),
    ],
    "ulti-spec12/12-party-recontra-silent-100-declarer.json": [],
    "ulti-spec12/14-party-silent-100-defenders.json": [],
    "ulti-spec12/15-ultinet-four-tens-no-silent-durchmarsch.json": [],
    "ulti-spec12/16-ultinet-ulti-not-above-40-100-PLANTED.json": [(0, 4, "illegal_bid")],
    "ulti-spec12/17-hierarchy-walk-red-40-100-ulti.json": [],
    "ulti-spec12/18-equal-bid-not-above-red-ulti-PLANTED.json": [(0, 4, "illegal_bid")],
    "ulti-spec12/19-option-durchmarsch-above-red-ulti.json": [],
    "ulti-spec12/20-red-40-100-open-durchmarsch-contra-40-100.json": [],
    "ulti-spec12/21-red-40-100-durchmarsch-contra-both-defenders-PLANTED.json": [(0, 39, "wrong_payment")],
    "ulti-spec12/22-40-100-lost-subcontra-silent-ulti.json": [],
    # ottocento-spec2: declarations with contatori (16/grande exception, reuse, doubling), false and
    # smaller declarations, pile combinations, pairs, last trick, the game to 800, planted revokes;
    # tests/data/audit/ottocento-spec2/REPORT.md (no (a) finding)
    "ottocento-spec2/01-clean-breakdown.json": [],
    "ottocento-spec2/02-three-deals.json": [],
    "ottocento-spec2/03-moretti-last-played.json": [],
    "ottocento-spec2/04-trumps-moon-16-contatori.json": [],
    "ottocento-spec2/05-false-trumps-consecutive-contatori.json": [(0, 2, "false_declaration")],
    "ottocento-spec2/06-contatori-three-sequences.json": [],
    "ottocento-spec2/07-under-declaration.json": [],
    "ottocento-spec2/08-false-cricca-kings.json": [(0, 2, "false_declaration")],
    "ottocento-spec2/09-false-suit-no-king.json": [(0, 3, "false_declaration")],
    "ottocento-spec2/10-false-moretti-one-real.json": [(0, 3, "false_declaration")],
    "ottocento-spec2/11-revoke-follow-suit.json": [(0, 31, "revoke")],
    # (b) the must-trump fault is failure_to_trump, not revoke (the blind expectation named it revoke)
    "ottocento-spec2/12-revoke-must-trump.json": [(0, 39, "failure_to_trump")],
    "ottocento-spec2/13-revoke-trump-lead.json": [(0, 18, "revoke")],
    "ottocento-spec2/14-matto-excuse-opponent-trick.json": [],
    "ottocento-spec2/15-three-cricche-and-sequence.json": [],
    "ottocento-spec2/16-wrong-card-points-no-pairs.json": [(0, 67, "wrong_score")],
    "ottocento-spec2/17-wrong-score-no-pile-combinations.json": [(0, 65, "wrong_score")],
    "ottocento-spec2/18-wrong-total-second-deal.json": [(1, 68, "wrong_total")],
    "ottocento-spec2/19-both-pass-800.json": [],
    "ottocento-spec2/20-win-on-declarations.json": [],
    # gd-spec15: Galician Tarok, three players: follow/tarock/pagat legality, renonce and its penalties,
    # cards taken back, faults found late, the pool carried over several deals; REPORT.md (no (a) finding)
    "gd-spec15/01_clean_three_won.json": [],
    "gd-spec15/02_clean_lost_contra.json": [],
    "gd-spec15/03_clean_session_pool.json": [],
    "gd-spec15/04_clean_ultimo_beaten.json": [],
    "gd-spec15/05_clean_pagat_forced.json": [],
    "gd-spec15/06_clean_ultimo_without_pagat.json": [],
    "gd-spec15/07_clean_takeback_follower.json": [],
    "gd-spec15/08_clean_takeback_last.json": [],
    "gd-spec15/09_clean_takeback_lead_until_covered.json": [],
    "gd-spec15/10_renonce_player_settled.json": [(0, 31, "revoke")],
    "gd-spec15/11_renonce_unpunished_last_deal.json": [
        (1, None, MISSING),
        (1, None, MISSING),
        (1, 31, "revoke"),
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, UNEXPECTED),
    ],
    # (c), since taken as a record-fit reading: §31 "Takich pretensji już się nie uwzględnia": the
    # recorder let deal 0's renonce stand once deal 1 was dealt (galician-tarok/31.late-claim)
    "gd-spec15/12_renonce_found_late.json": [(0, 31, "revoke")],
    "gd-spec15/13_renonce_helper.json": [(0, 12, "revoke")],
    "gd-spec15/14_helper_no_trump_when_void.json": [(0, 21, "revoke")],
    "gd-spec15/15_player_no_tarock_follow.json": [(0, 18, "revoke")],
    "gd-spec15/16_pagat_released.json": [(0, 18, "pagat_released")],
    "gd-spec15/17_takeback_lead_default.json": [(0, 21, "out_of_turn")],
    "gd-spec15/18_pool_wrong_take.json": [(1, 48, "wrong_payment")],
    "gd-spec15/19_failed_ultimo_pool_unpaid.json": [(0, None, MISSING)],
    "gd-spec15/20_renonce_ultimo_announcer.json": [(0, 25, "revoke")],
    # format-spec2 (tests/data/audit/format-spec2/REPORT.md): an outside app's every optional shape, all six
    # games (rules without preset, start round/totals/pools, null meta, empty names, play-only records,
    # partial stock, Ottocento widow as talon+take or a 17-card hand, sheets of totals/scores/payments with
    # and without reasons); (a) 1, (b) 2, (c) 3
    "format-spec2/01-rage-4p-midsession-pm1-no-preset.json": [],
    "format-spec2/02-rage-3p-play-only-hidden-bids-totals-only-revoke.json": [(0, 4, "revoke")],
    # (a1): players are empty strings; the message reads " was written +13 ..." (no subject)
    "format-spec2/03-rage-5p-unnamed-fresh-secret-bids-codes-wrong-score.json": [(0, 55, "wrong_score")],
    "format-spec2/04-danish-4p-sitter-start-pools-payments-with-reasons.json": [],
    "format-spec2/05-danish-3p-play-only-fresh-revoke-large.json": [(0, 5, "revoke")],
    # (b1): blind, the dealer's fee was paid in the replayed deal; mended to deal 0 (one fee a turn, §17)
    "format-spec2/06-danish-3p-joker-only-redeal-then-deal-payments-no-reasons.json": [],
    "format-spec2/07-ulti-2deals-start-totals-reasons-then-no-reasons-contra.json": [],
    "format-spec2/08-ulti-score-sheet-no-payments-overtake-fault.json": [(0, 7, "failure_to_overtake")],
    "format-spec2/09-ulti-ultinet-compulsory-fold-then-play-only-betli.json": [],
    "format-spec2/10-galician-3p-solo-pool-off-score-sheet.json": [],
    "format-spec2/11-galician-4p-king-play-only-three-renonce.json": [(0, 16, "revoke")],
    "format-spec2/12-ottocento-talon-take-declarations-team-sheet.json": [],
    "format-spec2/13-ottocento-dealer-17-cards-no-talon-king-discarded.json": [(0, 0, "illegal_discard")],
    "format-spec2/14-ottocento-play-only-fool-alias-revoke.json": [(0, 2, "revoke")],
    "format-spec2/15-terziglio-nineteen-solo-all-tricks-start-totals.json": [],
    "format-spec2/16-terziglio-gioco-exchange-all-tricks-scores-no-reason.json": [],
    "format-spec2/17-terziglio-zero-sum-declarer-no-trick-revoke.json": [(0, 16, "revoke")],
    # (c2, c3): the phase-1 06, the fee written without reason after the play of the replayed deal is not
    # read as the fee (15.deal-fee: only before the deal's first act); the session block then prints
    # expected == recorded with a difference (it compares only deals that record a result)
    "format-spec2/24-danish-3p-redeal-fee-unlabelled-after-play-of-replayed-deal.json": [
        (1, 79, "unexpected_payment"),
        (1, 87, "unexpected_payment"),
    ],
    "danish-spec16/clean-4p.json": [],
    "danish-spec16/clean-joker-void-naming.json": [],
    "danish-spec16/clean-joker.json": [],
    "danish-spec16/clean-nolo.json": [],
    "danish-spec16/clean-shown-skat.json": [],
    "danish-spec16/clean-tout.json": [],
    "danish-spec16/clean-ultimo.json": [],
    "danish-spec16/irreparable-decl-error.json": [(0, 10, "false_declaration")],
    "danish-spec16/irreparable-skat-declcard.json": [(0, 8, "illegal_skat")],
    "danish-spec16/irreparable-skat-joker.json": [(0, 8, "illegal_skat")],
    "danish-spec16/irreparable-skat-king-4p.json": [(0, 10, "illegal_skat")],
    "danish-spec16/irreparable-skat-trump.json": [(0, 8, "illegal_skat")],
    "danish-spec16/joker-second-last.json": [(0, 82, "joker_second_last")],
    "danish-spec16/large-declare-before-dealer.json": [(0, 9, "declaration_before_dealer")],
    "danish-spec16/large-false-joker-demand-4p.json": [(0, 90, "false_joker_demand")],
    "danish-spec16/large-lead-out-of-turn-4p.json": [(0, 46, "out_of_turn")],
    "danish-spec16/large-play-out-of-turn.json": [(0, 43, "out_of_turn")],
    "danish-spec16/revoke-joker-lead.json": [(0, 28, "revoke")],
    "danish-spec16/superficial-decl-corrected.json": [],
    "danish-spec16/superficial-joker-exhausted.json": [],
    # rage-spec11 (tests/data/audit/rage-spec11/REPORT.md): records as tables keep them (play-only with and
    # without the stock, mid-session starts, totals-only / scores-only sheets, 3 and 4 players over ten
    # rounds, the source's worked example) and one planted fault each; (a) 2 (session only), (b) 1
    "rage-spec11/a01-full4-clean.json": [],
    "rage-spec11/a02-full3-scores-only.json": [],
    "rage-spec11/a03-full3-totals-only.json": [],
    "rage-spec11/a04-worked-example.json": [],
    "rage-spec11/a05-playonly-stock4.json": [],
    "rage-spec11/a06-playonly-nostock3.json": [],
    "rage-spec11/a07-midway-r6-4p.json": [],
    "rage-spec11/a08-midway-noround-totals3.json": [],
    # (a1), fixed: the sheet's scores for rounds the record leaves open fix the totals by the rules
    # without a written total (session totals [45, 4, -15, 32], winner seat 0)
    "rage-spec11/a09-midway-playonly-nostock4.json": [],
    "rage-spec11/f01-card-not-in-hand.json": [(2, 5, "card_not_in_hand")],
    "rage-spec11/f02-out-of-turn.json": [(1, 7, "out_of_turn")],
    "rage-spec11/f03-revoke-midway.json": [(1, 5, "revoke")],
    "rage-spec11/f04-action-while-able-to-follow.json": [(3, 5, "action_card_while_able_to_follow")],
    "rage-spec11/f05-wild-without-colour.json": [(1, 7, "wild_without_colour")],
    "rage-spec11/f06-bid-out-of-range.json": [(1, 2, "bid_out_of_range")],
    "rage-spec11/f07-wrong-score.json": [(4, 30, "wrong_score")],
    "rage-spec11/f08-wrong-total.json": [(3, 38, "wrong_total")],
    "rage-spec11/f09-playonly-revoke.json": [(2, 5, "revoke")],
    # (a2), fixed: Anicka's session total by the rules is 63 (was the sheet's 64, adopted after the
    # open last round), so the round-8 wrong score shows as the session difference -1
    "rage-spec11/f10-playonly-nostock-wrong-score.json": [(2, 12, "wrong_score")],
    "ulti-spec14/s01-payments-reasons-clean.json": [],
    "ulti-spec14/s02-payments-net-clean.json": [],
    "ulti-spec14/s03-sheet-clean.json": [],
    "ulti-spec14/s04-wrong-payment-reasons.json": [(2, 36, "wrong_payment")],
    "ulti-spec14/s05-wrong-payment-net.json": [(1, 43, "wrong_payment")],
    "ulti-spec14/s06-wrong-total-carried.json": [(2, 42, "wrong_total")],
    "ulti-spec14/s07-wrong-dealer-typo.json": [(2, None, "wrong_dealer")],
    "ulti-spec14/s08-wrong-dealer-dealt.json": [(2, None, "wrong_dealer")],
    "ulti-spec14/s09-bid-out-of-turn.json": [(1, 2, "out_of_turn")],
    "ulti-spec14/s10-revoke-declarer.json": [(1, 19, "revoke")],
    "ulti-spec14/s11-revoke-play-stands.json": [(2, 16, "revoke")],
    "ulti-spec14/s12-ultinet-sheet.json": [],
    # (c) C1: redurchmarsch under durchmarsch_points 7 is 14 (the source gives 7 only in the trump list)
    "ulti-spec14/s13-durch7-payments.json": [],
    "ulti-spec14/s14-open-durch-12.json": [],
    "ulti-spec14/s15-silent-durch-replaces.json": [],
    "ulti-spec14/s16-contra-sheet.json": [],
    "ulti-spec14/s17-fold-compulsory.json": [],
    "ulti-spec14/s18-silent100-contra.json": [],
    "ulti-spec14/s19-wrong-score.json": [(1, 45, "wrong_score")],
    "ulti-spec14/s20-silent-ulti-totals-only.json": [],
    # danish-spec17 (tests/data/audit/danish-spec17/REPORT.md): four players (sitter's payments, shares),
    # joining and leaving, redeals and misdeals (dealer and fee after them), play-only records with the
    # skat written or not, score sheets; (a) 0, (b) 4, (c) 1
    "danish-spec17/four-clean.json": [],
    "danish-spec17/four-refill-without-sitter.json": [(2, None, MISSING)],
    "danish-spec17/four-sitter-declaration-payment.json": [(0, 17, "unexpected_payment")],
    "danish-spec17/four-wrong-dealer.json": [(2, None, "wrong_dealer")],
    "danish-spec17/join-clean.json": [],
    # (b1): blind, the king-pool join was 25 (within 17.join's chip band: 65/3 rounded up); now 45
    "danish-spec17/join-wrong-amount.json": [(2, 1, "wrong_payment")],
    # (c1), taken in session 29 (danish-tarok/17.leave): a player leaving mid-session leaves
    # three-player deals with no sitter (§2 "Przy czterech osobach"), no longer 175 findings
    "danish-spec17/leave-probe.json": [],
    "danish-spec17/misdeal-small.json": [(0, None, "misdeal")],
    "danish-spec17/playonly-4p-skat-unrecorded.json": [],
    "danish-spec17/playonly-king-in-skat.json": [(0, 9, "illegal_skat")],
    "danish-spec17/playonly-skat-point-missed.json": [(0, 96, "unexpected_payment")],
    "danish-spec17/playonly-skat-recorded.json": [],
    "danish-spec17/redeal-4p-dealer-moves.json": [(1, None, "wrong_dealer")],
    "danish-spec17/redeal-false.json": [(0, 8, "redeal_with_trumps")],
    "danish-spec17/redeal-no-trumps.json": [],
    "danish-spec17/sheet-3p-wrong-total.json": [(2, 84, "wrong_total")],
    "danish-spec17/sheet-4p-clean.json": [],
    "danish-spec17/sheet-4p-sitter-score.json": [(1, 82, "wrong_score")],
    # danish-spec15: multi-deal sessions and the pools (fed, carried, won, refilled, shared out), the dealer's
    # fee and fines, three recording shapes, §18 faults in mid-session; see its REPORT.md
    "danish-spec15/01-clean-4deals-per-reason.json": [],
    # (a1), fixed (payment-shape2 a2, the same session): a share-out netted into the last deal's pair
    # payments is read as the session's end
    "danish-spec15/02-clean-netted-per-pair.json": [],
    "danish-spec15/03-clean-scores-and-totals.json": [],
    "danish-spec15/04-fault-refill-missing.json": [
        (1, None, MISSING),
        (1, None, MISSING),
        (1, None, MISSING),
    ],
    "danish-spec15/05-fault-przydupek-stale-pool.json": [(1, 91, "wrong_payment")],
    "danish-spec15/06-fault-session-end-unequal.json": [(1, 104, "wrong_payment"), (1, 106, "wrong_payment")],
    # (c1) a share-out in whole 5s, the remainder left in the pools: accepted
    "danish-spec15/07-ambig-session-end-in-fives.json": [],
    "danish-spec15/08-penalty-false-joker-demand-deal2.json": [(1, 78, "false_joker_demand")],
    "danish-spec15/09-penalty-declared-before-dealer-unpaid.json": [
        (1, None, MISSING),
        (1, None, MISSING),
        (1, 3, "declaration_before_dealer"),
    ],
    "danish-spec15/10-irreparable-skat-deal2.json": [(1, 2, "illegal_skat")],
    "danish-spec15/11-irreparable-wrong-declaration.json": [(1, 5, "false_declaration")],
    "danish-spec15/12-4p-clean.json": [],
    "danish-spec15/13-4p-fault-sitout-pays-declaration.json": [(1, 8, UNEXPECTED)],
    "danish-spec15/14-4p-fault-refill-sitout-skipped.json": [(1, None, MISSING)],
    "danish-spec15/15-start-pools-clean.json": [],
    "danish-spec15/16-redeal-no-trumps.json": [],
    "danish-spec15/17-pools-not-moved-fine.json": [],
    "danish-spec15/18-fault-card-points-old-dealer.json": [
        (1, 87, "wrong_payment"),
        (1, 88, "wrong_payment"),
    ],
    # (a1), fixed in deal 2 (the netted share-out); deal 1's planted slip is the missing 5 (b2)
    "danish-spec15/19-fault-netted-pair-off.json": [(1, None, "missing_payment")],
    "danish-spec15/20-nolo-cancels-pagat-ultimo.json": [],
    # gd-spec16 (tests/data/audit/gd-spec16/REPORT.md): records as tables keep them (play-only with and
    # without the auction and talon, score sheets, mid-way starts, 4 and 5 players, claims) and one
    # planted fault each; (a) 2 (a1 below; a2 coverage only), (b) 0
    "gd-spec16/01_playonly_full_clean.json": [],
    "gd-spec16/02_playonly_plays_alone.json": [],
    "gd-spec16/03_playonly_take_no_bids.json": [],
    "gd-spec16/04_playonly_renonce_player.json": [(0, 18, "revoke")],
    "gd-spec16/05_playonly_helper_no_trump.json": [(0, 39, "revoke")],
    # (a2), coverage only: the plays fix the ending of this play-only record cut short, the engine
    # leaves it unsettled (incomplete_deal warning)
    "gd-spec16/06_playonly_cut_renonce_unprovable.json": [],
    "gd-spec16/07_sheet_3p_clean.json": [],
    "gd-spec16/08_sheet_wrong_score.json": [(1, 46, "wrong_score")],
    "gd-spec16/09_sheet_wrong_total_carried.json": [(1, 48, "wrong_total")],
    "gd-spec16/10_midway_sheet_ultimo.json": [],
    "gd-spec16/11_midway_wrong_pool_total.json": [(1, 51, "wrong_total")],
    "gd-spec16/12_midway_pool_taken_wrong.json": [(1, 50, "wrong_payment")],
    "gd-spec16/13_sheet_4p_allpass.json": [],
    "gd-spec16/14_sheet_5p_midway.json": [],
    "gd-spec16/15_sheet_5p_king_left_out.json": [(0, 44, "wrong_score")],
    "gd-spec16/16_claim_clean.json": [],
    "gd-spec16/17_claim_wrong_payment.json": [(0, 38, "wrong_payment")],
    "gd-spec16/18_playonly_4p_sheet_midway.json": [],
    # (a1), fixed: start.totals without start.pools is a fragment whose pool is unknown, not an empty
    # pool (the engine asked the founding stake of 10 from each seat; galician-tarok/27.pool)
    "gd-spec16/19_midway_totals_without_pool.json": [],
    "gd-spec16/20_playonly_4p_renonce_lost_sheet.json": [(0, 21, "revoke")],
    # ulti-spec15 (tests/data/audit/ulti-spec15/REPORT.md): records as tables keep them (play-only with and
    # without the auction or the talon cards, records cut short, totals-only sheets, mid-way starts), one
    # planted fault each; (a) 2 (a1: a payment no ending gives; a2: session totals only), (b) 0, (c) 0
    "ulti-spec15/claim-alike-betli.json": [],
    "ulti-spec15/claim-alike-party.json": [],
    # (a1), fixed: the record stops after trick 8 with the party open; the payment 0->1 of 2 (event 30)
    # fits no legal ending (each gives 1 between each defender and the declarer)
    "ulti-spec15/claim-differs-wrong.json": [(0, 30, "wrong_payment")],
    "ulti-spec15/claim-differs.json": [],
    "ulti-spec15/po-bids-no-talon.json": [(0, 36, "wrong_payment")],
    "ulti-spec15/po-claim-betli-unprovable.json": [],
    "ulti-spec15/po-claim-durchmarsch.json": [],
    "ulti-spec15/po-claim-revoke-proven.json": [(0, 11, "revoke")],
    "ulti-spec15/po-full-clean.json": [],
    "ulti-spec15/po-no-auction-revoke.json": [(0, 13, "revoke")],
    # (a2), fixed: session.totals showed a difference {0: 6, 1: 3, 2: -9} for deals the rules cannot settle
    "ulti-spec15/po-no-auction.json": [],
    "ulti-spec15/po-overtake.json": [(0, 15, "failure_to_overtake")],
    "ulti-spec15/po-revoke-proven.json": [(0, 18, "revoke")],
    "ulti-spec15/start-totals-wrong-payment.json": [(0, 38, "wrong_payment")],
    "ulti-spec15/start-totals.json": [],
    # (a2), fixed: session.totals difference {0: 3, 1: 1, 2: -2} counted deal 0's open ending too
    "ulti-spec15/totals-claim-open-wrong.json": [(1, 36, "wrong_total")],
    # (a2), fixed: session.totals showed deal 0's open ending as a difference {0: 1, 1: 1, 2: -2}
    "ulti-spec15/totals-claim-open.json": [],
    "ulti-spec15/totals-only-wrong.json": [(1, 38, "wrong_total")],
    "ulti-spec15/totals-only.json": [],
    # tarocchini-spec13: records as tables keep them (play-only with/without declarations, totals-only and
    # scores-only sheets, start totals, records cut short, a monte, one planted fault each)
    "tarocchini-spec13/o01_po_decl_reasons_clean.json": [],
    "tarocchini-spec13/o02_po_nodecl_scores_clean.json": [],
    "tarocchini-spec13/o03_po_nodecl_reasons_wrong_card_points.json": [(1, 67, "wrong_score")],
    "tarocchini-spec13/o04_totals_only_clean.json": [],
    "tarocchini-spec13/o05_totals_slip_carried.json": [(1, 65, "wrong_total")],
    "tarocchini-spec13/o06_start_midway_to_800.json": [],
    "tarocchini-spec13/o07_cut_two_tricks_forced.json": [],
    "tarocchini-spec13/o08_cut_last_trick_forced_unscored.json": [(0, 68, "wrong_score")],
    "tarocchini-spec13/o09_cut_three_tricks_open.json": [],
    "tarocchini-spec13/o10_monte_thrown_in.json": [],
    "tarocchini-spec13/o11_po_revoke.json": [(0, 23, "revoke")],
    # (c) c1: the sheet counted the false declaration; tarocchini/declare.items reads it so (no
    # settlement difference), the auditor would leave the item out of the expected figures
    "tarocchini-spec13/o12_po_false_declaration.json": [(0, 2, "false_declaration")],
    "tarocchini-spec13/t01_po_decl_gioco_clean.json": [],
    "tarocchini-spec13/t02_start_gioco_solo_clean.json": [],
    "tarocchini-spec13/t03_cut_last_trick_forced.json": [],
    "tarocchini-spec13/t04_revoke_totals_only.json": [(0, 18, "revoke")],
    "tarocchini-spec13/t05_po_failure_to_trump.json": [(0, 33, "failure_to_trump")],
    # (c) c1: the sheet counted the false declaration; tarocchini/declare.items reads it so (no
    # settlement difference), the auditor would leave the item out of the expected figures
    "tarocchini-spec13/t06_false_declaration.json": [(0, 5, "false_declaration")],
    "tarocchini-spec13/t07_totals_slip_carried.json": [(1, 63, "wrong_total")],
    "tarocchini-spec13/t08_scores_only_solo_undoubled.json": [(1, 62, "wrong_score")],
    # claims2: deals cut short with two tricks left, every hand recorded: every ending alike (right,
    # and one figure wrong), endings that differ with the record one of them, and endings that differ
    # with a written figure no legal ending gives (blind; see tests/data/audit/claims2/REPORT.md)
    "claims2/dt-1a-all-endings-equal-right.json": [],
    "claims2/dt-1b-all-endings-equal-wrong.json": [(0, 92, "wrong_payment")],
    "claims2/dt-2a-endings-differ-one-matches.json": [],
    # (a) A1, fixed: the last-trick 20 paid to a seat that takes the last trick in no legal ending (88)
    "claims2/dt-2b-endings-differ-none-matches.json": [(0, 88, "wrong_payment")],
    "claims2/gt-1a-all-endings-equal-right.json": [],
    "claims2/gt-1b-all-endings-equal-wrong.json": [(0, 39, "wrong_payment")],
    "claims2/gt-2a-endings-differ-one-matches.json": [],
    # (a) A2, fixed: 57 from each helper (42 points) where the endings give 40, 41 or 44
    "claims2/gt-2b-endings-differ-none-matches.json": [(0, 38, "wrong_payment"), (0, 39, "wrong_payment")],
    "claims2/ot-1a-all-endings-equal-right.json": [],
    "claims2/ot-1b-all-endings-equal-wrong.json": [(0, 58, "wrong_score")],
    "claims2/ot-2a-endings-differ-one-matches.json": [],
    # (a) A3, fixed: team1 written 99 where every ending gives 87 or 93 (tarocchini/deal.incomplete)
    "claims2/ot-2b-endings-differ-none-matches.json": [(0, 58, "wrong_score")],
    "claims2/tz-1a-all-endings-equal-right.json": [],
    "claims2/tz-1b-all-endings-equal-wrong.json": [(0, 57, "wrong_score")],
    "claims2/tz-2a-endings-differ-one-matches.json": [],
    # (a) A4, fixed: 7 game points to each opponent where the endings give 6 or 9
    "claims2/tz-2b-endings-differ-none-matches.json": [(0, 57, "wrong_score"), (0, 58, "wrong_score")],
    "claims2/ul-1a-all-endings-equal-right.json": [],
    "claims2/ul-1b-all-endings-equal-wrong.json": [(0, 30, "wrong_payment")],
    "claims2/ul-2a-endings-differ-one-matches.json": [],
    "claims2/ul-2b-endings-differ-none-matches.json": [(0, 31, "wrong_payment")],
    # midway: sessions recorded from the middle (start totals, start pools, start.round), one planted
    # fault each in the *-wrong-*/pool-take files; all blind files as the auditor expected
    "midway/danish-fresh-zero-start.json": [],
    "midway/danish-mid-clean.json": [],
    "midway/danish-mid-pool-take-wrong.json": [(0, 88, "wrong_payment")],
    "midway/danish-mid-totals.json": [],
    # (c) c1, taken in session 29: start totals (not all 0) without pools are a session under way,
    # the pools' content unknown until the sheet writes it (danish-tarok/15.pools)
    "midway/danish-mid-totals-nopools.json": [],
    "midway/galician-fresh-zero-start.json": [],
    # (c) c1, taken: start totals 0 (the format's own fresh session) are a fresh start whose founding
    # stake is missing (wrong_score at events 44-47, as with no start)
    "midway/galician-fresh-zero-start-no-stake.json": [
        (0, 44, "wrong_score"),
        (0, 45, "wrong_score"),
        (0, 46, "wrong_score"),
        (0, 47, "wrong_score"),
    ],
    "midway/galician-mid-clean.json": [],
    "midway/galician-mid-nopool.json": [],
    "midway/galician-mid-pool-take-wrong.json": [(0, 48, "wrong_payment")],
    "midway/ottocento-mid-clean.json": [],
    "midway/ottocento-mid-reaches-800.json": [],
    "midway/ottocento-mid-wrong-total.json": [(0, 68, "wrong_total")],
    "midway/rage-fresh-zero-start.json": [],
    "midway/rage-mid-clean.json": [],
    "midway/rage-mid-noround.json": [],
    "midway/rage-mid-wrong-dealer.json": [(1, None, "wrong_dealer")],
    "midway/rage-mid-wrong-total.json": [(0, 25, "wrong_total")],
    "midway/terziglio-mid-clean.json": [],
    "midway/terziglio-mid-wrong-dealer.json": [(1, None, "wrong_dealer")],
    "midway/ulti-mid-clean.json": [],
    "midway/ulti-mid-wrong-dealer.json": [(1, None, "wrong_dealer")],
    "midway/ulti-mid-wrong-total.json": [(0, 38, "wrong_total")],
    # ulti-spec13: play legality and the auction, written blind; no engine difference (the four
    # code names the auditor guessed blind are noted in its EXPECTED.md)
    "ulti-spec13/01-clean-40-100-talon.json": [],
    "ulti-spec13/02-clean-betli-forced-overtake.json": [],
    "ulti-spec13/03-clean-nt-durchmarsch.json": [],
    "ulti-spec13/04-clean-ulti-won-marriages.json": [],
    "ulti-spec13/05-clean-red-ulti-lost-last-trick.json": [],
    "ulti-spec13/06-clean-ulti-seven-forced.json": [],
    "ulti-spec13/07-clean-silent-ulti-lost-defender.json": [],
    "ulti-spec13/08-clean-fold.json": [],
    "ulti-spec13/09-revoke-defender.json": [(0, 13, "revoke")],
    "ulti-spec13/10-failure-to-undertrump-declarer.json": [(0, 13, "failure_to_trump")],
    "ulti-spec13/11-failure-to-overtake-partner.json": [(0, 8, "failure_to_overtake")],
    "ulti-spec13/12-failure-to-overtrump-play-stands.json": [(0, 29, "failure_to_overtake")],
    "ulti-spec13/13-betli-declarer-failure-to-overtake.json": [(0, 23, "failure_to_overtake")],
    "ulti-spec13/14-nt-durchmarsch-failure-to-overtake-void-deal.json": [(0, 16, "failure_to_overtake")],
    "ulti-spec13/15-ulti-seven-led-early.json": [(0, 18, "early_trump_seven")],
    "ulti-spec13/16-out-of-turn-lead.json": [(0, 21, "out_of_turn")],
    "ulti-spec13/17-auction-pass-out-of-turn.json": [(0, 6, "out_of_turn")],
    "ulti-spec13/18-auction-bid-not-higher.json": [(0, 7, "illegal_bid")],
    "ulti-spec13/19-false-marriage.json": [(0, 7, "false_marriage")],
    "ulti-spec13/20-marriage-declared-in-40-100.json": [(0, 7, "marriage_not_allowed")],
    # rage-spec12 (tests/data/audit/rage-spec12/REPORT.md): plain full ten-round sessions, 3-6 players,
    # one planted fault each; no engine difference.
    "rage-spec12/clean-3p.json": [],
    "rage-spec12/clean-4p.json": [],
    "rage-spec12/clean-5p.json": [],
    "rage-spec12/clean-6p.json": [],
    "rage-spec12/revoke-4p.json": [(2, 5, "revoke")],
    "rage-spec12/action-while-able-3p.json": [(3, 5, "action_card_while_able_to_follow")],
    "rage-spec12/not-in-hand-5p.json": [(1, 6, "card_not_in_hand")],
    "rage-spec12/out-of-turn-6p.json": [(4, 7, "out_of_turn")],
    "rage-spec12/bid-out-of-turn-3p.json": [(5, 1, "bid_out_of_turn")],
    "rage-spec12/bid-above-hand-4p.json": [(6, 2, "bid_out_of_range")],
    "rage-spec12/wrong-score-5p.json": [(7, 22, "wrong_score")],
    "rage-spec12/wrong-total-6p.json": [(3, 57, "wrong_total")],
    # danish-spec18 (tests/data/audit/danish-spec18/REPORT.md): plain three-player club sessions, every
    # payment with its reason; one planted fault each; (a) 0, (b) 1, (c) 2
    "danish-spec18/clean_1_three_deals_ultimos.json": [],
    "danish-spec18/clean_2_king_ultimo_and_przydupek.json": [],
    "danish-spec18/clean_3_pagat_przydupek.json": [],
    "danish-spec18/clean_4_declarations.json": [],
    # (c1): §18 does not class a revoke/failure to trump; unfined record read as superficial
    "danish-spec18/fault_failure_to_trump.json": [(1, 50, "failure_to_trump")],
    "danish-spec18/fault_false_declaration.json": [
        (1, None, MISSING),
        (1, None, MISSING),
        (1, 4, "false_declaration"),
        (1, 5, UNEXPECTED),
        (1, 6, UNEXPECTED),
        (1, 53, UNEXPECTED),
        (1, 54, UNEXPECTED),
        (1, 55, UNEXPECTED),
        (1, 86, UNEXPECTED),
        (1, 87, UNEXPECTED),
        (1, 88, UNEXPECTED),
    ],
    "danish-spec18/fault_illegal_skat.json": [
        (1, None, MISSING),
        (1, None, MISSING),
        (1, 2, "illegal_skat"),
        (1, 60, UNEXPECTED),
        (1, 61, UNEXPECTED),
        (1, 62, UNEXPECTED),
        (1, 84, UNEXPECTED),
        (1, 85, UNEXPECTED),
        (1, 86, UNEXPECTED),
    ],
    # (b1): two declarations left out, two findings (blind I expected one)
    "danish-spec18/fault_missing_declaration.json": [
        (2, None, MISSING),
        (2, None, MISSING),
        (2, 4, "missing_declaration"),
        (2, 4, "missing_declaration"),
        (2, 63, UNEXPECTED),
        (2, 64, UNEXPECTED),
        (2, 65, UNEXPECTED),
        (2, 81, UNEXPECTED),
        (2, 82, UNEXPECTED),
        (2, 86, UNEXPECTED),
        (2, 87, UNEXPECTED),
        (2, 88, UNEXPECTED),
        (2, 89, UNEXPECTED),
    ],
    "danish-spec18/fault_missing_payment.json": [(0, None, MISSING)],
    # (session 36) the record pays no fine for the card out of turn: read as a slip of the record, the fine not due
    "danish-spec18/fault_out_of_turn.json": [(0, 28, "out_of_turn")],
    # (c1): §18 does not class a revoke/failure to trump; unfined record read as superficial
    "danish-spec18/fault_revoke.json": [(1, 29, "revoke")],
    "danish-spec18/fault_wrong_payment_declaration.json": [(1, 4, "wrong_payment")],
    "danish-spec18/fault_wrong_payment_przydupek.json": [(1, 87, "wrong_payment")],
    "gd-spec17/s1_three_threes.json": [],
    "gd-spec17/s2_ultimo.json": [],
    "gd-spec17/s3_allpass.json": [],
    "gd-spec17/s4_solo.json": [],
    "gd-spec17/s5_tarocks.json": [],
    "gd-spec17/f1_renonce.json": [(1, 25, "revoke")],
    "gd-spec17/f2_king_discard.json": [(2, 4, "illegal_discard")],
    "gd-spec17/f3_pass_volat_pagat.json": [(0, 0, "illegal_bid")],
    "gd-spec17/f4_wrong_payment.json": [(1, 44, "wrong_payment")],
    "gd-spec17/f5_missing_payment.json": [(1, None, "missing_payment")],
    "tarocchini-spec14/o_bad_discard.json": [(1, 0, "illegal_discard")],
    "tarocchini-spec14/o_clean_a.json": [],
    "tarocchini-spec14/o_clean_b.json": [],
    "tarocchini-spec14/o_false_decl.json": [(0, 3, "false_declaration")],
    "tarocchini-spec14/o_no_trump.json": [(0, 18, "failure_to_trump")],
    "tarocchini-spec14/o_revoke.json": [(1, 24, "revoke")],
    # (a) a1: the engine names the gapless 419 (difference -20), not its own reading's 429
    "tarocchini-spec14/o_wrong_score.json": [(1, 65, "wrong_score")],
    "tarocchini-spec14/o_wrong_total.json": [(1, 68, "wrong_total")],
    "tarocchini-spec14/t_bad_discard.json": [(1, 4, "illegal_discard")],
    "tarocchini-spec14/t_clean_a.json": [],
    "tarocchini-spec14/t_revoke.json": [(0, 24, "revoke")],
    "tarocchini-spec14/t_wrong_score.json": [(0, 61, "wrong_score")],
    "ulti-spec16/clean-40-100-won.json": [],
    "ulti-spec16/clean-betli-won.json": [],
    "ulti-spec16/clean-party-won.json": [],
    "ulti-spec16/clean-red-party-lost.json": [],
    "ulti-spec16/clean-red-ulti.json": [],
    "ulti-spec16/clean-session-2deals.json": [],
    "ulti-spec16/clean-session-3deals.json": [],
    "ulti-spec16/fault-failure-to-trump.json": [(0, 14, "failure_to_trump")],
    "ulti-spec16/fault-illegal-bid.json": [(0, 7, "illegal_bid")],
    "ulti-spec16/fault-overtake-session.json": [(1, 10, "failure_to_overtake")],
    "ulti-spec16/fault-revoke.json": [(0, 17, "revoke")],
    "ulti-spec16/fault-wrong-payment-session.json": [(1, 37, "wrong_payment")],
    # rage-spec13 (tests/data/audit/rage-spec13/REPORT.md): the four variants singly and combined,
    # 3, 5 and 8 players, partial and full sessions with score and total lines
    "rage-spec13/all-8p.json": [],
    "rage-spec13/durch-3p.json": [],
    "rage-spec13/durch-last-3p.json": [(0, 8, "wrong_score")],
    "rage-spec13/durch-off-8p.json": [(0, 28, "wrong_score")],
    "rage-spec13/durch-total-8p.json": [(0, 46, "wrong_total")],
    "rage-spec13/durch-unscored-5p.json": [(1, 16, "wrong_score")],
    "rage-spec13/hidden-late-5p.json": [(1, 6, "bid_out_of_turn")],
    "rage-spec13/hidden-order-5p.json": [],
    # open (c) c1: with hidden bids the engine blames the dealer's bid (event 0), the auditor the bid
    # that closes the sum in the record (event 4)
    "rage-spec13/hidden-pm1-5p.json": [(0, 0, "bid_forbidden_plus_minus_one")],
    "rage-spec13/pm1-3p-full.json": [],
    "rage-spec13/pm1-forbidden-5p.json": [(1, 4, "bid_forbidden_plus_minus_one")],
    "rage-spec13/pm1-off-5p.json": [],
    # (a) a1, fixed: a secret bid written after its own score line is out of turn (rage/v.secret-bid)
    "rage-spec13/secret-late-3p.json": [(0, 11, "bid_out_of_turn")],
    "rage-spec13/secret-mid-3p.json": [],
    "rage-spec13/secret-wrong-5p.json": [(0, 32, "wrong_score")],
    "penalty-spec3/dk01_before_dealer_right.json": [(2, 3, "declaration_before_dealer")],
    "penalty-spec3/dk02_before_dealer_wrong_payer.json": [
        (2, 3, "declaration_before_dealer"),
        (2, 10, "wrong_payment"),
        (2, 11, "wrong_payment"),
    ],
    "penalty-spec3/dk03_missing_decl_void_right.json": [(0, 9, "missing_declaration")],
    "penalty-spec3/dk04_missing_decl_played.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 9, "missing_declaration"),
        (0, 69, "unexpected_payment"),
        (0, 70, "unexpected_payment"),
        (0, 71, "unexpected_payment"),
        (0, 90, "unexpected_payment"),
        (0, 91, "unexpected_payment"),
        (0, 92, "unexpected_payment"),
        (0, 93, "unexpected_payment"),
    ],
    # (c): the King pool taken in deal 1 carries the wrong fine; money difference only, no second finding
    "penalty-spec3/dk05_penalty_not_due_pool.json": [
        (0, 14, "unexpected_penalty"),
        (0, 15, "unexpected_payment"),
        (0, 16, "unexpected_payment"),
    ],
    # (c): the przydupek in deal 1 doubles the short pool; money difference only, no second finding
    "penalty-spec3/dk06_false_joker_demand_small.json": [
        (0, 81, "false_joker_demand"),
        (0, 85, "wrong_payment"),
        (0, 86, "wrong_payment"),
    ],
    "penalty-spec3/gt01_helper_renonce_right.json": [(1, 16, "revoke")],
    "penalty-spec3/gt02_helper_renonce_offender_pays.json": [(1, 16, "revoke"), (1, 52, "wrong_payment")],
    "penalty-spec3/gt03_renonce_penalty_wrong_seat.json": [(1, 16, "revoke"), (1, 58, "unexpected_penalty")],
    "penalty-spec3/ul01_failed_ulti_right.json": [],
    "penalty-spec3/ul02_failed_ulti_penalty_doubled.json": [
        (0, 42, "wrong_payment"),
        (0, 43, "wrong_payment"),
    ],
    "penalty-spec3/ul03_silent_ulti_fail_wrong_payees.json": [(0, None, "missing_payment")],
    "terziglio-spec3/01-w8-two-deals-clean.json": [],
    "terziglio-spec3/02-w5-three-deals-start-clean.json": [],
    # (c) c1: the engine counts T20 + T17 + a contatore as a trumps sequence (no effect on game points)
    "terziglio-spec3/03-solo-widow-to-last-trick-clean.json": [],
    "terziglio-spec3/04-rounding-clean.json": [],
    "terziglio-spec3/05-all-tricks-gioco-clean.json": [],
    "terziglio-spec3/06-all-tricks-solo-clean.json": [],
    "terziglio-spec3/07-revoke.json": [(1, 24, "revoke")],
    "terziglio-spec3/08-failure-to-trump.json": [(0, 25, "failure_to_trump")],
    "terziglio-spec3/09-five-point-laid-away.json": [(0, 4, "illegal_discard")],
    # (c) c1: trumps sequence T20 + T17 + a contatore (no effect on game points)
    "terziglio-spec3/10-bid-out-of-turn.json": [(1, 0, "bid_out_of_turn")],
    "terziglio-spec3/11-wrong-score.json": [(1, 60, "wrong_score")],
    "terziglio-spec3/12-wrong-total.json": [(0, 69, "wrong_total")],
    "terziglio-spec3/13-opponents-win-solo-clean.json": [],
    "midway2/dk-fourth-joins-shareout.json": [],
    "midway2/dk-nopools-king-ultimo-first.json": [],
    "midway2/dk-nopools-przydupek-wrong-fee.json": [(1, 1, "wrong_payment")],
    "midway2/dk-nopools-tout-first.json": [],
    "midway2/dk-pools-pagat-ultimo-wrong-take.json": [(1, 93, "wrong_payment")],
    "midway2/dk-pools-przydupek-shareout.json": [],
    "midway2/dk-sheet-nopools-wrong-total.json": [(1, 85, "wrong_total")],
    "midway2/dk-sheet-pools-pagat-ultimo.json": [],
    "midway2/dk-zero-fresh-shareout.json": [],
    "midway2/gt-nopools-ultimo-first.json": [],
    "midway2/gt-pool-ultimo-failed.json": [],
    "midway2/gt-pool-ultimo-wrong-take.json": [(1, 48, "wrong_payment")],
    # (a) a1, a2 fixed: seat 0's total is judged beside an ultimo's take of an unknown pool, and the
    # sheet's pool total (83.4) makes the pool known (galician-tarok/27.pool)
    "midway2/gt-sheet-nopools-wrong-total.json": [(1, 48, "wrong_total")],
    "midway2/gt-zero-fresh-wrong-share.json": [(1, 46, "wrong_payment")],
    # (c) c2: the Ace after a missing court; engine's right figure for team1 is 350 (mine 360)
    "terziglio-spec4/oc-matto-last-trick-wrong.json": [(0, 65, "wrong_score"), (0, 66, "wrong_score")],
    "terziglio-spec4/oc-matto-side-no-trick.json": [],
    # (c) c1: a trumps sequence missing one grande does not continue into the numbered trumps (engine)
    "terziglio-spec4/oc-moretti-tie-session.json": [(0, 65, "wrong_score")],
    "terziglio-spec4/oc-triple-seq-wrong-total.json": [(0, 66, "wrong_total")],
    # (c) c1: T20 T19 [Sun absent] [T0=Moon] [MATTO=16] T15 read as 3 by the engine, 5 by the auditor
    "terziglio-spec4/tz-16-grande-session.json": [(1, 64, "wrong_score")],
    "terziglio-spec4/tz-double-wild-false-decl.json": [(0, 5, "false_declaration")],
    "terziglio-spec4/tz-matto-last-trick-session.json": [],
    "terziglio-spec4/tz-matto-last-trick-wrong.json": [(0, 62, "wrong_score"), (0, 64, "wrong_score")],
    "terziglio-spec4/tz-odd-pile-boundary.json": [],
    "terziglio-spec4/tz-solo-totals-wrong.json": [
        (1, 62, "wrong_total"),
        (1, 63, "wrong_total"),
        (1, 64, "wrong_total"),
    ],
    "terziglio-spec4/tz-suit-gap-ace.json": [],
    "terziglio-spec4/tz-three-cricche-wrong.json": [(0, 64, "wrong_score")],
    "seats-change/dk-join-clean.json": [],
    # (a) A1, A2 fixed: the joiner's exact third (§17 'jedną trzecią sumy') stands as paid, and a joiner
    # may leave again (danish-tarok/17.leave)
    "seats-change/dk-join-leave-clean.json": [],
    "seats-change/dk-join-middle-seat-sheet.json": [],
    # planted (2, 1); (a) A1, A3 fixed: the exact third stands, and the shares of the pool as the record
    # left it ('Zawartość puli jest rozdzielona po równo') are right: one slip, one finding
    "seats-change/dk-join-wrong-amount.json": [(2, 1, "wrong_payment")],
    # planted (3, None); (a) A1 fixed: the exact thirds stand, and so do the session-end shares
    "seats-change/dk-join-wrong-dealer.json": [(3, None, "wrong_dealer")],
    "seats-change/dk-leave-clean.json": [],
    "seats-change/dk-leave-share-to-leaver.json": [
        (3, 93, "wrong_payment"),
        (3, 94, "wrong_payment"),
        (3, 95, "wrong_payment"),
        (3, 96, "unexpected_payment"),
        (3, 97, "wrong_payment"),
        (3, 98, "wrong_payment"),
        (3, 99, "wrong_payment"),
        (3, 100, "unexpected_payment"),
    ],
    "seats-change/dk-leave-sheet-only.json": [],
    "seats-change/dk-sitter-pays-declaration.json": [(1, 5, "unexpected_payment")],
    "seats-change/gt4-king-clean.json": [],
    "seats-change/gt4-king-stake-missing.json": [(0, None, "missing_payment")],
    "seats-change/gt4-king-unpaid.json": [(1, None, "missing_payment")],
    "seats-change/gt5-sitter-pays-stake.json": [(0, 47, "unexpected_payment")],
    "seats-change/gt5-sitter-rotation-clean.json": [],
    "seats-change/gt5-sitter-stays-too-long.json": [(4, None, "wrong_sitter")],
    # (c) taken: card points settled with the seat that deals next where the table changes (15.card-points)
    "seats-change2/01-join-dealer-due-clean.json": [],
    "seats-change2/02-join-sits-out-clean.json": [],
    "seats-change2/03-join-third-chip-band.json": [],
    # (a) fixed: the rules' third of 95 is 31.666667, so the exact session-end shares are right
    "seats-change2/04-join-wrong-amount.json": [(3, 0, "wrong_payment"), (3, 1, "wrong_payment")],
    # (c) taken (as 01); the planted fee by the wrong seat at (3, 2), (3, 3)
    "seats-change2/05-join-fee-wrong-seat.json": [(3, 2, "wrong_payment"), (3, 3, "wrong_payment")],
    # (c) taken: deal 1's card points with the seat that deals next (the sitter), not the leaver due to deal
    "seats-change2/06-leave-next-dealer-clean.json": [],
    "seats-change2/07-leaver-settles-card-points.json": [],
    "seats-change2/08-leaver-sitter-share-to-leaver.json": [
        (3, 94, "wrong_payment"),
        (3, 95, "wrong_payment"),
        (3, 96, "unexpected_payment"),
        (3, 97, "wrong_payment"),
        (3, 98, "wrong_payment"),
        (3, 99, "wrong_payment"),
        (3, 100, "unexpected_payment"),
        (3, 101, "wrong_payment"),
    ],
    "seats-change2/09-leaver-sitter-clean.json": [],
    # (a) fixed: a sheet's joiner pays the exact third, and the last deal's shares are exact thirds too
    "seats-change2/10-sheet-join-leave-clean.json": [],
    # (a) fixed (as 10); the planted wrong total is (2, 84)
    "seats-change2/11-sheet-join-leave-wrong-total.json": [(2, 84, "wrong_total")],
    # (a) fixed: a fee written in the leaver's name is that fee's wrong payer, the leave read by the cards; (c) as 06
    "seats-change2/12-leave-fee-by-leaver.json": [(2, 0, "wrong_payment"), (2, 1, "wrong_payment")],
    "corrections/dt-declaration-corrected-late.json": [
        (2, None, "missing_payment"),
        (2, None, "missing_payment"),
        (2, 3, "missing_declaration"),
        (2, 9, "late_declaration"),
        (2, 10, "unexpected_payment"),
        (2, 11, "unexpected_payment"),
        (2, 60, "unexpected_payment"),
        (2, 61, "unexpected_payment"),
        (2, 62, "unexpected_payment"),
        (2, 84, "unexpected_payment"),
        (2, 85, "unexpected_payment"),
        (2, 86, "unexpected_payment"),
        (2, 90, "unexpected_payment"),
        (2, 91, "unexpected_payment"),
        (2, 92, "unexpected_payment"),
        (2, 93, "unexpected_payment"),
    ],
    "corrections/dt-declaration-corrected.json": [],
    "corrections/dt-paid-twice-refunded.json": [],
    "corrections/dt-paid-twice.json": [(1, 8, "unexpected_payment")],
    "corrections/gt-refund-next-deal.json": [(0, 57, "wrong_payment"), (1, 0, "unexpected_payment")],
    "corrections/gt-takeback-follower.json": [],
    "corrections/gt-takeback-lead-default.json": [(1, 9, "out_of_turn")],
    "corrections/gt-takeback-lead-until-covered.json": [],
    "corrections/gt-takeback-never.json": [(1, 10, "out_of_turn")],
    "corrections/rage-bid-changed.json": [(2, 2, "repeated_bid")],
    "corrections/rage-score-correction-delta.json": [],
    "corrections/rage-score-rewritten.json": [(2, 36, "wrong_score")],
    "corrections/rage-total-fixed-next-round.json": [(3, 37, "wrong_total")],
    # (c) open: a Tarocchini declaration corrected before the first card; the source is silent,
    # the engine keeps the first (false) one and drops the correction (see corrections/REPORT.md)
    "corrections/tz-declaration-corrected.json": [
        (0, 8, "false_declaration"),
        (0, 9, "repeated_declaration"),
    ],
    "corrections/ulti-refund-short.json": [(0, 39, "wrong_payment")],
    # review29 (a helper's review of the session's engine diff): probes of what it found, fixed -
    # an ultimo and a przydupek on one unknown pool leave it unknown; a pool's sheet line is judged
    # where its content did not move; a take at solo of no talon card takes nothing; a fractional
    # pool is carried in start.pools; a four-seat session's last dealer slip is no leaving
    "review29/dk-nopools-ultimo-przydupek.json": [],
    "review29/dk-pools-fraction-carried.json": [],
    "review29/dk-sheet-nopools-pool-score-slip-control.json": [(1, 83, "wrong_score")],
    "review29/dk-sheet-nopools-pool-score-slip.json": [(0, 83, "wrong_score")],
    "review29/dk4-last-dealer-field-0.json": [(3, None, "wrong_dealer")],
    "review29/dk4-last-dealer-field-1.json": [(3, None, "wrong_dealer")],
    "review29/dk4-last-dealer-field-2.json": [(3, None, "wrong_dealer")],
    # review29/gt-solo-take-before-bidding-ends: (session 37) the auction's last pass written after the take is no second finding
    "review29/gt-solo-take-before-bidding-ends.json": [(0, 2, "illegal_take")],
    "review29/gt-solo-take-no-discard.json": [(0, 3, "illegal_take")],
    "review29/gt-solo-take-not-talon.json": [
        (0, 3, "illegal_take"),
        (0, 4, "illegal_discard"),
        (0, 20, "card_not_in_hand"),
        (0, 41, "card_not_in_hand"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
    ],
    "review29/gt-solo-take-twice.json": [(0, 3, "illegal_take"), (0, 5, "illegal_take")],
    # ulti-sheet: score keepers' records (payments, sheets, both, start.totals, thrown-in, claim); no (a).
    # allpass-same-dealer, redeal-empty-deal: (c) a thrown-in or misdealt deal redealt by the same
    # dealer is wrong_dealer (the source rotates the deal and names no redeal)
    "ulti-sheet/allpass-same-dealer.json": [(0, 0, "illegal_bid"), (1, None, "wrong_dealer")],
    "ulti-sheet/allpass-thrown-in.json": [(0, 0, "illegal_bid")],
    "ulti-sheet/both-clean-fold.json": [],
    "ulti-sheet/both-wrong-seat.json": [(1, 37, "wrong_payment")],
    "ulti-sheet/claim-40-100.json": [],
    "ulti-sheet/midway-clean.json": [],
    "ulti-sheet/midway-total-wrong.json": [(0, 42, "wrong_total")],
    "ulti-sheet/pay-clean.json": [],
    "ulti-sheet/pay-contra-one-side.json": [(1, 41, "wrong_payment")],
    "ulti-sheet/redeal-empty-deal.json": [(1, None, "wrong_dealer")],
    # (c) c1, taken: Ulti's rules name no redeal, but a redeal the table made is a warning
    # (ulti/deal.redeal), not a record rejected whole; the same dealer may deal again
    "ulti-sheet/redeal-misdeal.json": [],
    "ulti-sheet/sheet-clean.json": [],
    "ulti-sheet/sheet-silent100-missing.json": [
        (1, 39, "wrong_score"),
        (1, 40, "wrong_score"),
        (1, 41, "wrong_score"),
    ],
    "ulti-sheet/sheet-total-wrong.json": [(1, 43, "wrong_total")],
    "ulti-sheet/sheet-ulti-contra-wrong.json": [(1, 42, "wrong_score")],
    "tarocchini-midway/o01_two_games_clean.json": [],
    "tarocchini-midway/o02_wrong_total_at_800.json": [(1, 67, "wrong_total")],
    # (since session 32: the sheet carrying the finished game on is one slip, not one per team)
    "tarocchini-midway/o03_game_not_ended.json": [(4, 69, "wrong_total")],
    "tarocchini-midway/o04_midway_start_clean.json": [],
    "tarocchini-midway/o05_totals_only_exact_800.json": [],
    "tarocchini-midway/o06_scores_only_clean.json": [],
    "tarocchini-midway/o07_split_reasons_clean.json": [],
    "tarocchini-midway/o08_split_last_trick_wrong_team.json": [(1, 72, "wrong_score")],
    "tarocchini-midway/o09_score_into_wrong_team.json": [(2, 66, "wrong_total")],
    "tarocchini-midway/o10_both_over_800.json": [],
    "tarocchini-midway/o11_800_on_declarations.json": [],
    "tarocchini-midway/t01_session_clean.json": [],
    "tarocchini-midway/t02_total_off_by_one.json": [(3, 66, "wrong_total")],
    "tarocchini-midway/t03_midway_totals_only.json": [],
    "tarocchini-midway/t04_solo_not_doubled.json": [(3, 61, "wrong_score")],
    "gd-spec18/f01_stake20_ultimo_made.json": [],
    "gd-spec18/f02_dealer_fee_defend_required.json": [(2, 2, "illegal_bid")],
    "gd-spec18/f03_contra_on_pool_ultimo_lost.json": [],
    "gd-spec18/f04_renonce_consolation_as_lost.json": [(0, 26, "revoke")],
    "gd-spec18/f05_renonce_consolation_single_fault.json": [
        (0, 19, "revoke"),
        (0, 45, "wrong_payment"),
        (0, 46, "wrong_payment"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
    ],
    "gd-spec18/f06_renonce_ultimo_all_paid_pool_paid.json": [(1, 25, "revoke")],
    "gd-spec18/f07_renonce_pool_untouched_fault.json": [(1, 13, "revoke"), (1, 46, "unexpected_payment")],
    "gd-spec18/f08_helper_renonce_offender.json": [(0, 12, "revoke")],
    "gd-spec18/f09_tarocks_if_game_won_fault.json": [(1, 46, "wrong_payment"), (1, 47, "wrong_payment")],
    "gd-spec18/f10_four_players_king.json": [],
    "gd-spec18/f11_szpricer_won_and_lost_contra.json": [],
    "gd-spec18/f12_szpricer_lost_paid_single_fault.json": [
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "wrong_payment"),
        (1, 47, "wrong_payment"),
        (1, 48, "wrong_payment"),
        (1, 49, "wrong_payment"),
    ],
    "gd-spec18/f13_five_players_one_out.json": [],
    "gd-spec18/f14_five_players_pool_share_fault.json": [(0, 47, "wrong_payment")],
    "gd-spec18/f15_silent_ultimo_paid_as_announced_fault.json": [
        (0, 46, "wrong_payment"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
    ],
    "danish-spec19/01-tout-king-przydupek.json": [],
    "danish-spec19/02-nolo-cancels-ultimo.json": [],
    "danish-spec19/03-pagat-ultimo.json": [],
    "danish-spec19/04-king-ultimo-twice.json": [],
    "danish-spec19/05-three-kings-135.json": [],
    "danish-spec19/06-pagat-przydupek.json": [],
    "danish-spec19/07-two-kings-trumped.json": [],
    "danish-spec19/08-joker-led-last.json": [],
    "danish-spec19/09-joker-demand.json": [],
    "danish-spec19/10-false-joker-demand.json": [(2, 72, "false_joker_demand")],
    "danish-spec19/11-joker-second-last.json": [(1, 80, "joker_second_last")],
    "danish-spec19/12-card-out-of-turn.json": [(1, 24, "out_of_turn")],
    "danish-spec19/13-declare-before-dealer.json": [(1, 3, "declaration_before_dealer")],
    "danish-spec19/14-wrong-declaration-void.json": [(1, 4, "false_declaration")],
    "danish-spec19/15-refill-without-sitter.json": [(2, None, "missing_payment")],
    "rage-midway/m01-from-r6-clean.json": [],
    "rage-midway/m02-few-rounds-scores-only.json": [],
    "rage-midway/m03-totals-only-to-r10.json": [],
    "rage-midway/m04-wrong-total-from-start.json": [(0, 42, "wrong_total")],
    "rage-midway/m05-cut-short-clean.json": [],
    "rage-midway/m06-cut-short-wrong-score.json": [(1, 22, "wrong_score")],
    "rage-midway/m07-dealer-out-of-turn.json": [(2, None, "wrong_dealer")],
    "rage-midway/m08-bid-out-of-range.json": [(1, 1, "bid_out_of_range")],
    "rage-midway/m09-eight-players-r1.json": [],
    "rage-midway/m10-seven-players-mid.json": [],
    "rage-midway/m11-eight-players-to-r10.json": [],
    "rage-midway/m12-six-ends-r8-cut.json": [],
    "rage-midway/m13-seven-totals-only-wrong.json": [(0, 49, "wrong_total")],
    "rage-midway/m14-eight-cut-wrong-score.json": [(0, 21, "wrong_score")],
    # rage-midway c1, taken: seat 0 flagged and settled by the ending it is judged by (-8: difference -2)
    "rage-midway/m15-cut-short-other-ending.json": [(0, 24, "wrong_score")],
    "rage-spec14/able-to-follow-4p.json": [(0, 5, "action_card_while_able_to_follow")],
    "rage-spec14/action-lead-5p.json": [],
    "rage-spec14/action-only-miss-4p.json": [(2, 10, "wrong_score")],
    "rage-spec14/change-last-3p.json": [(2, 6, "wrong_score"), (2, 7, "wrong_score")],
    "rage-spec14/change-notrump-4p.json": [],
    "rage-spec14/notrump-change-5p.json": [],
    "rage-spec14/plus5-wild-4p.json": [],
    "rage-spec14/stock-8p.json": [],
    "rage-spec14/two-changes-5p.json": [],
    "rage-spec14/two-wilds-5p.json": [],
    "rage-spec14/two-wilds-miss-5p.json": [(2, 10, "wrong_score"), (2, 11, "wrong_score")],
    "rage-spec14/wild-able-to-follow-5p.json": [(0, 6, "action_card_while_able_to_follow")],
    "rage-spec14/wild-led-6p.json": [(0, 8, "revoke")],
    "rage-spec14/wild-trump-4p.json": [],
    "rage-spec14/wild-trump-miss-4p.json": [(2, 8, "wrong_score"), (2, 9, "wrong_score")],
    "ottocento-spec3/01-club-session-to-800.json": [],
    "ottocento-spec3/02-talon-breakdown-moretti-last.json": [],
    "ottocento-spec3/03-moretti-first-played.json": [],
    "ottocento-spec3/04-monte-thrown-in.json": [],
    "ottocento-spec3/05-no-monte-no-double.json": [],
    "ottocento-spec3/06-discard-dealer-no-trick.json": [],
    "ottocento-spec3/07-discard-side-trick.json": [],
    "ottocento-spec3/08-revoke.json": [(1, 31, "revoke")],
    "ottocento-spec3/09-failure-to-trump.json": [(0, 23, "failure_to_trump")],
    "ottocento-spec3/10-discard-five-point-card.json": [(0, 0, "illegal_discard")],
    "ottocento-spec3/11-false-declaration.json": [(0, 3, "false_declaration")],
    "ottocento-spec3/12-wrong-score.json": [(1, 66, "wrong_score")],
    "ottocento-spec3/13-wrong-total.json": [(0, 67, "wrong_total")],
    # open (c1, ottocento-spec3): a signal before the top card under signals=after_top_card cannot be
    # recorded (a `call` rejects the record: event_not_in_game); here it is only a note, not judged
    "ottocento-spec3/14-signal-before-top-card.json": [],
    "ottocento-spec3/15-both-pass-800.json": [],
    "danish-po2/01-3p-two-deals-everything-recorded-clean.json": [],
    "danish-po2/02-3p-skat-unrecorded-payments-recorded-clean.json": [],
    "danish-po2/03-4p-two-deals-skat-once-clean.json": [],
    "danish-po2/04-3p-stops-after-16-unprovable-revoke-by-trumping.json": [],
    "danish-po2/05-3p-provable-revoke-follow.json": [(0, 17, "revoke")],
    "danish-po2/06-3p-provable-failure-to-trump.json": [(0, 26, "failure_to_trump")],
    # danish-po2 a1, fixed: a record that plays on for tricks after the fault and then stops short
    # is read as settled as played too (superficial), one finding; c1: the void is the rebuilt hand's
    "danish-po2/07-3p-stops-after-18-unprovable-revoke.json": [(0, 24, "failure_to_trump")],
    "danish-po2/08-3p-stops-after-20-provable-revoke.json": [(0, 13, "revoke")],
    "danish-po2/09-3p-joker-followed-while-holding-suit-clean.json": [],
    "danish-po2/10-3p-joker-in-last-trick-clean.json": [],
    "danish-po2/11-3p-joker-led-named-suit-revoke.json": [(0, 17, "revoke")],
    "danish-po2/12-3p-wrong-last-trick-payment.json": [(0, 94, "wrong_payment")],
    "danish-po2/13-3p-card-played-twice.json": [(0, 47, "card_not_in_hand")],
    "danish-po2/14-3p-out-of-turn-penalty-paid.json": [(0, 50, "out_of_turn")],
    "danish-po2/15-4p-skat-unrecorded-provable-revoke.json": [(0, 19, "revoke")],
    "gd-sheet/01-3p-clean-fresh-pool-lines.json": [],
    "gd-sheet/02-3p-wrong-score.json": [(1, 45, "wrong_score")],
    "gd-sheet/03-3p-wrong-total-carried.json": [(1, 50, "wrong_total")],
    "gd-sheet/04-3p-pool-total-off.json": [(1, 51, "wrong_total")],
    "gd-sheet/05-4p-king-shares-all-pass-clean.json": [],
    "gd-sheet/06-4p-king-score-forgotten.json": [(1, 46, "wrong_score")],
    "gd-sheet/07-5p-sitter-no-pool-lines-clean.json": [],
    "gd-sheet/08-5p-sitter-given-score.json": [(0, 48, "wrong_score")],
    "gd-sheet/09-3p-midway-pools-ultimo-takes-pool.json": [],
    # (a1, gd-sheet) fixed: the take of an unknown pool is left out of computed.payments and the
    # taker's and the pool's expected figures are the record's (they stand as written)
    "gd-sheet/10-3p-midway-no-pools-ultimo.json": [],
    "gd-sheet/11-3p-midway-no-pools-pool-total-off.json": [(1, 51, "wrong_total")],
    "gd-sheet/12-3p-all-pass-ultimo-refound-clean.json": [],
    "gd-sheet/13-4p-midway-pools-ultimo-taker-wrong.json": [(1, 45, "wrong_score")],
    "gd-sheet/14-3p-pool-false-wrong-score.json": [(2, 46, "wrong_score")],
    # (a2, gd-sheet) fixed: the taker's line is 20 above what the sheet's own pool line says the pool
    # gave (the deal's lines sum to +20): the taker's line is the rest of the deal's lines
    "gd-sheet/15-3p-midway-no-pools-taker-disagrees-with-pool.json": [(1, 44, "wrong_score")],
    "ulti-po2/01-clean-party-contra-marriages.json": [],
    "ulti-po2/02-fault-follow.json": [(0, 11, "revoke")],
    "ulti-po2/03-fault-trump.json": [(0, 27, "failure_to_trump")],
    "ulti-po2/04-fault-overtake.json": [(0, 19, "failure_to_overtake")],
    "ulti-po2/05-fault-overtrump.json": [(0, 32, "failure_to_overtake")],
    "ulti-po2/06-cut-hidden-fault.json": [],
    "ulti-po2/07-cut-proved-trump-fault.json": [(0, 17, "failure_to_trump")],
    "ulti-po2/08-betli-lost-stopped.json": [],
    "ulti-po2/09-noauction-fault-follow.json": [(0, 4, "revoke")],
    "ulti-po2/10-silent-ulti-unpaid.json": [(0, None, "missing_payment"), (0, None, "missing_payment")],
    "ulti-po2/11-silent-100.json": [],
    "ulti-po2/12-false-twenty.json": [(0, 7, "false_marriage")],
    "ulti-po2/13-defender-seven-lost.json": [],
    "ulti-po2/14-hands-no-exchange-red-party.json": [],
    # (a) fixed: a record cut short and settled by a fault's penalty says its unrecorded tricks are
    # not checked; (c) the fault is named a failure to trump where the record allows a failure to follow
    "ulti-po2/15-cut-fault-either-way.json": [(0, 12, "failure_to_trump")],
    "tarocchini-po2/01-otto-complete-clean.json": [],
    "tarocchini-po2/02-otto-complete-wrong-score.json": [(0, 66, "wrong_score")],
    "tarocchini-po2/03-otto-complete-no-discard-clean.json": [],
    "tarocchini-po2/04-otto-cut-revoke-proved.json": [(0, 28, "revoke")],
    "tarocchini-po2/05-otto-cut-no-trump-proved.json": [(0, 18, "failure_to_trump")],
    # (c) c1, taken: the message no longer says "void in coins" (the record shows the trumps, not the void)
    "tarocchini-po2/06-otto-cut-revoke-unprovable.json": [(0, 14, "failure_to_trump")],
    # (c) c2: the warning names only the scores as unchecked, not the follow checks
    "tarocchini-po2/07-otto-cut-no-trump-unprovable.json": [],
    "tarocchini-po2/08-otto-cut-matto-excuse.json": [],
    "tarocchini-po2/09-otto-cut-14-tricks-with-scores.json": [],
    "tarocchini-po2/10-terz-cut-revoke-proved.json": [(0, 24, "revoke")],
    "tarocchini-po2/11-terz-cut-no-trump-proved.json": [(0, 25, "failure_to_trump")],
    "tarocchini-po2/12-terz-cut-clean-matto.json": [],
    # gd-multifault: two faults in one deal (first irregularity decides), faults played on, sessions
    "gd-multifault/a1.json": [],
    "gd-multifault/a2.json": [],
    "gd-multifault/a3.json": [(0, 28, "revoke")],
    # (b) the auditor left out the stake; the engine's difference is right
    "gd-multifault/a4.json": [
        (0, None, MISSING),
        (0, None, MISSING),
        (0, 24, "revoke"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, UNEXPECTED),
    ],
    "gd-multifault/a5.json": [(0, 19, "revoke")],
    "gd-multifault/a6.json": [(0, 12, "revoke"), (0, 27, "revoke")],
    "gd-multifault/a7.json": [(0, 12, "revoke"), (0, 30, "revoke")],
    "gd-multifault/a8.json": [(0, 16, "revoke"), (0, 25, "revoke")],
    "gd-multifault/a9.json": [(0, 4, "illegal_discard"), (0, 22, "revoke")],
    "gd-multifault/a10.json": [],
    "gd-multifault/a11.json": [
        (0, None, MISSING),
        (0, 30, "revoke"),
        (0, 31, "out_of_turn"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
        (0, 50, UNEXPECTED),
        (0, 51, UNEXPECTED),
    ],
    "gd-multifault/a12.json": [(1, 22, "revoke")],
    # (c) galician-tarok/31.late-claim: settled as played and the next deal dealt, the deal stands
    "gd-multifault/a13.json": [(1, 15, "revoke")],
    "gd-multifault/a14.json": [(0, 15, "revoke")],
    "gd-multifault/a15.json": [(1, 25, "revoke")],
    "rage-po/a1.json": [],
    "rage-po/a2.json": [(0, 2, "revoke")],
    "rage-po/a3.json": [(0, 10, "out_of_turn")],
    "rage-po/a4.json": [(0, 22, "wrong_score")],
    # (a, rage-po a5) fixed: a play-only round cut short after 3 tricks with a bid of 4 is read as a
    # round of at least 4 cards (rage/deal.hand-size: the bids' evidence ranks above "played out")
    "rage-po/a5.json": [],
    "rage-po/a6.json": [(0, 11, "card_not_in_hand")],
    "rage-po/a7.json": [(0, 9, "card_not_in_hand")],
    "rage-po/a8.json": [],
    # (c) c2: seat 3's figure is wrong by every ending; the one the other figures fit (11) is not settled
    "rage-po/a9.json": [(0, 11, "wrong_score")],
    "rage-po/a10.json": [],
    "rage-po/a11.json": [(0, 5, "action_card_while_able_to_follow")],
    "rage-po/a12.json": [(0, 7, "out_of_turn")],
    "rage-po/a13.json": [(0, 2, "revoke")],
    "rage-po/a14.json": [],
    "rage-po/a15.json": [(0, 8, "wrong_score")],
    # ulti-midway: sessions taken up mid-way (start.totals) with running totals, dealer rotation, contra payments
    "ulti-midway/m01.json": [],
    "ulti-midway/m02.json": [(1, 38, "wrong_total")],
    "ulti-midway/m03.json": [],
    "ulti-midway/m04.json": [(0, 37, "wrong_payment")],
    "ulti-midway/m05.json": [],
    "ulti-midway/m06.json": [(0, 40, "wrong_payment"), (0, 42, "wrong_payment")],
    "ulti-midway/m07.json": [],
    "ulti-midway/m08.json": [(0, 37, "wrong_payment")],
    "ulti-midway/m09.json": [],
    "ulti-midway/m10.json": [(2, None, "wrong_dealer")],
    "ulti-midway/m11.json": [(0, 2, "out_of_turn")],
    "ulti-midway/m12.json": [],
    "ulti-midway/m13.json": [],
    "ulti-midway/m14.json": [(0, 40, "wrong_total")],
    # ulti-multifault: follow/trump/overtake faults and the revoke_penalty option; two faults in one deal
    # (the first sets the penalty); f8 settled as played is accepted under the default (ulti/penalty.revoke)
    "ulti-multifault/c2.json": [],
    "ulti-multifault/c3.json": [],
    "ulti-multifault/c4.json": [],
    "ulti-multifault/c5.json": [],
    "ulti-multifault/f1.json": [(0, 17, "revoke")],
    "ulti-multifault/f2.json": [(0, 19, "failure_to_trump")],
    "ulti-multifault/f3.json": [(0, 12, "failure_to_overtake")],
    "ulti-multifault/f4.json": [(0, 10, "revoke"), (0, 25, "failure_to_trump")],
    "ulti-multifault/f5.json": [(0, 8, "revoke"), (0, 26, "failure_to_overtake")],
    "ulti-multifault/f6.json": [(0, 7, "failure_to_overtake"), (0, 20, "revoke")],
    "ulti-multifault/f7.json": [(1, 28, "failure_to_trump")],
    "ulti-multifault/f8.json": [(0, 6, "revoke")],
    "ulti-multifault/f9.json": [(0, 23, "failure_to_overtake")],
    "ulti-multifault/f10.json": [(0, 8, "revoke")],
    "ulti-multifault/f11.json": [(0, 10, "revoke")],
    # danish-multifault: two faults in one Danish deal, faults played on, a fault in a multi-deal
    # session with the pools carried on; (a) 0, (b) 0, (c) 1 (see danish-multifault/REPORT.md)
    "danish-multifault/c1.json": [],
    "danish-multifault/c2.json": [],
    "danish-multifault/c3.json": [],
    "danish-multifault/m01.json": [(0, 23, "revoke"), (0, 45, "revoke")],
    # (c1) the second revoke, in a deal already void, is not fined by the record: danish-tarok/18.void
    "danish-multifault/m02.json": [(0, 28, "revoke"), (0, 54, "revoke")],
    "danish-multifault/m03.json": [(0, 19, "revoke"), (0, 75, "failure_to_trump")],
    "danish-multifault/m04.json": [(0, 25, "revoke"), (0, 45, "failure_to_trump")],
    "danish-multifault/m05.json": [(0, 10, "false_declaration"), (0, 31, "revoke")],
    "danish-multifault/m06.json": [(0, 25, "revoke"), (0, 45, "out_of_turn")],
    "danish-multifault/m07.json": [(0, 36, "out_of_turn")],
    "danish-multifault/m08.json": [(0, 36, "out_of_turn"), (0, 99, "wrong_payment")],
    "danish-multifault/m09.json": [(0, 29, "revoke")],
    "danish-multifault/m10.json": [(0, 46, "revoke")],
    "danish-multifault/m11.json": [(1, 28, "revoke")],
    "danish-multifault/m12.json": [(1, 28, "revoke"), (2, 89, "wrong_payment")],
    "danish-multifault/m13.json": [(0, 9, "declaration_before_dealer"), (0, 32, "revoke")],
    "danish-multifault/m14.json": [
        (0, 36, "out_of_turn"),
        (0, 54, "out_of_turn"),
        (0, 55, "wrong_payment"),
        (0, 56, "wrong_payment"),
    ],
    # ottocento-multifault: faults during play (revoke, failure to trump, lead out of turn, forbidden discard),
    # two faults of two teams in one deal, faults inside sessions toward 800, declarations right and wrong
    "ottocento-multifault/a1.json": [],
    "ottocento-multifault/a2.json": [],
    "ottocento-multifault/a3.json": [(0, 24, "revoke")],
    "ottocento-multifault/a4.json": [(0, 26, "failure_to_trump")],
    "ottocento-multifault/a5.json": [(0, 29, "out_of_turn")],
    "ottocento-multifault/a6.json": [(0, 0, "illegal_discard")],
    "ottocento-multifault/a7.json": [(0, 1, "false_declaration")],
    "ottocento-multifault/a8.json": [(0, 20, "revoke"), (0, 44, "revoke")],
    "ottocento-multifault/a9.json": [(0, 0, "illegal_discard"), (0, 37, "out_of_turn")],
    "ottocento-multifault/a10.json": [(1, 30, "revoke")],
    "ottocento-multifault/a11.json": [(1, 68, "wrong_total")],
    "ottocento-multifault/a12.json": [(0, 68, "wrong_score"), (0, 72, "wrong_score")],
    "ottocento-multifault/a13.json": [(0, 36, "revoke"), (0, 67, "unexpected_penalty")],
    "ottocento-multifault/a14.json": [],
    "ottocento-multifault/a15.json": [(0, 4, "false_declaration")],
    # gd-sheet2: Galician score sheets (seat and pool lines, running totals) at 3, 4 (king) and 5 (sitter)
    # players, sessions carrying the pool (stake, dealer's fee, pass fees, 10% shares, an ultimo taking or
    # paying it), fragments with start.totals with and without start.pools; one planted slip in half
    "gd-sheet2/a1.json": [],
    "gd-sheet2/a2.json": [],
    "gd-sheet2/a3.json": [],
    "gd-sheet2/a4.json": [(1, 44, "wrong_score")],
    "gd-sheet2/a5.json": [],
    "gd-sheet2/a6.json": [(1, 49, "wrong_score")],
    "gd-sheet2/a7.json": [],
    "gd-sheet2/a8.json": [(1, 45, "wrong_score")],
    "gd-sheet2/a9.json": [],
    "gd-sheet2/a10.json": [(1, 51, "wrong_total")],
    "gd-sheet2/a11.json": [],
    "gd-sheet2/a12.json": [(1, 10, "wrong_total")],
    "gd-sheet2/a13.json": [(0, 44, "wrong_score")],
    "gd-sheet2/a14.json": [],
    # danish-sheet2: Danish score sheets (scores and totals per seat and pool, no payments), fragments
    # with and without start.pools, ultimos taking pools, przydupeks doubling them, a Tout, a void deal;
    # (a) 1: s06 (a king ultimo's seat score judged though the pool it took was unknown), (b) 0, (c) 1:
    # s08 (a pool line's slip also reported at the pool total) (see danish-sheet2/REPORT.md)
    "danish-sheet2/s01.json": [],
    "danish-sheet2/s02.json": [],
    "danish-sheet2/s03.json": [],
    "danish-sheet2/s04.json": [(0, 81, "wrong_score")],
    "danish-sheet2/s05.json": [(1, 88, "wrong_total")],
    # (a, danish-sheet2 s06) fixed: a king ultimo's taker's line in a fragment without start.pools was
    # judged against a pool assumed empty (found blind beside the same fix, f86979ae)
    "danish-sheet2/s06.json": [],
    "danish-sheet2/s07.json": [],
    # (c, danish-sheet2 s08) taken: the pool's total written from its slipped line is the sheet's own
    # arithmetic (it was a second finding, wrong_total at 88)
    "danish-sheet2/s08.json": [(0, 83, "wrong_score")],
    "danish-sheet2/s09.json": [],
    "danish-sheet2/s10.json": [(0, 0, "illegal_skat")],
    "danish-sheet2/s11.json": [(0, 79, "wrong_score")],
    "danish-sheet2/s12.json": [(1, 85, "wrong_total")],
    "danish-sheet2/s13.json": [],
    "danish-sheet2/s14.json": [(0, 88, "wrong_total")],
    # rage-sheet (tests/data/audit/rage-sheet/REPORT.md): Rage score sheets (score+total, totals only,
    # scores only, start.round/start.totals, the four variants, PLUS5/MINUS5); all agreed blind
    "rage-sheet/s01.json": [],
    "rage-sheet/s02.json": [(1, 41, "wrong_score")],
    "rage-sheet/s03.json": [],
    "rage-sheet/s04.json": [(1, 52, "wrong_total")],
    "rage-sheet/s05.json": [],
    "rage-sheet/s06.json": [(1, 32, "wrong_score")],
    "rage-sheet/s07.json": [],
    "rage-sheet/s08.json": [(0, 23, "wrong_total")],
    "rage-sheet/s09.json": [],
    "rage-sheet/s10.json": [(1, 3, "bid_forbidden_plus_minus_one")],
    "rage-sheet/s11.json": [],
    "rage-sheet/s12.json": [],
    "rage-sheet/s13.json": [],
    "rage-sheet/s14.json": [(0, 15, "wrong_score")],
    "rage-sheet/s15.json": [(0, 46, "wrong_score")],
    # terziglio-sheet: Terziglio sessions with score sheets, written blind (a2: (c) the Matto standing
    # for the missing Ace of K Q N J, tarocchini/combo.contatori; the sheet wrote 18 for 20)
    "terziglio-sheet/a1.json": [],
    "terziglio-sheet/a2.json": [(5, 60, "wrong_score"), (5, 61, "wrong_score")],
    "terziglio-sheet/a3.json": [(1, 63, "wrong_score"), (1, 64, "wrong_score")],
    "terziglio-sheet/a4.json": [(1, 65, "wrong_total")],
    "terziglio-sheet/a5.json": [(1, 60, "wrong_score")],
    "terziglio-sheet/a6.json": [],
    "terziglio-sheet/a7.json": [(2, 64, "wrong_score")],
    "terziglio-sheet/a8.json": [(1, 6, "false_declaration")],
    "terziglio-sheet/a9.json": [],
    "terziglio-sheet/a10.json": [(1, 16, "revoke")],
    "terziglio-sheet/a11.json": [(0, 39, "failure_to_trump")],
    "terziglio-sheet/a12.json": [(1, 4, "illegal_discard")],
    "terziglio-sheet/a13.json": [],
    "terziglio-sheet/a14.json": [(1, 64, "wrong_score")],
    # danish-sheet3: Danish records taken up mid-session (start.totals, no start.pools), as payments
    # and as score sheets: przydupeks doubling unknown pools, Tout, Pagat Ultimo with a king przydupek,
    # four players, pool totals that reveal the content; (a) 2: p4 (a refill into an unknown pool is
    # not judged: the 15 passes), s3 (a pool total written with a przydupek's doubling is not used: the
    # pool line's slip is reported at the seat's right line) (see danish-sheet3/REPORT.md)
    "danish-sheet3/p1.json": [],
    "danish-sheet3/p2.json": [(0, 87, "wrong_payment")],
    "danish-sheet3/p3.json": [],
    # (a, danish-sheet3 p4) fixed: a refill of a pool taken in the deal is 20 a seat, whatever it held
    "danish-sheet3/p4.json": [(0, 88, "wrong_payment")],
    "danish-sheet3/p5.json": [],
    "danish-sheet3/p6.json": [],
    "danish-sheet3/p7.json": [],
    "danish-sheet3/p8.json": [(1, 94, "wrong_payment")],
    "danish-sheet3/s1.json": [],
    "danish-sheet3/s2.json": [(1, 80, "wrong_score")],
    # (a, danish-sheet3 s3) fixed: the doubled pool's total in the deal gives its content, so the slip
    # is the king pool's line (event 83, 120), not Carsten's
    "danish-sheet3/s3.json": [(0, 83, "wrong_score")],
    "danish-sheet3/s4.json": [(0, 85, "wrong_total")],
    "danish-sheet3/s5.json": [],
    "danish-sheet3/s6.json": [(0, 80, "wrong_score")],
    "danish-sheet3/s7.json": [],
    "ulti-sheet2/s01.json": [],
    "ulti-sheet2/s02.json": [],
    "ulti-sheet2/s03.json": [(1, 38, "wrong_score"), (1, 39, "wrong_score"), (1, 40, "wrong_score")],
    "ulti-sheet2/s04.json": [(0, 39, "wrong_payment"), (0, 40, "wrong_payment")],
    "ulti-sheet2/s05.json": [],
    "ulti-sheet2/s06.json": [(0, 37, "wrong_score"), (0, 38, "wrong_score"), (0, 39, "wrong_score")],
    "ulti-sheet2/s07.json": [(1, 37, "wrong_payment"), (1, 38, "wrong_payment")],
    "ulti-sheet2/s08.json": [(2, 39, "wrong_total")],
    "ulti-sheet2/s09.json": [],
    "ulti-sheet2/s10.json": [],
    "ulti-sheet2/s11.json": [(0, 42, "wrong_payment"), (0, 43, "wrong_payment")],
    "ulti-sheet2/s12.json": [(1, 36, "wrong_score"), (1, 37, "wrong_score"), (1, 38, "wrong_score")],
    "ulti-sheet2/s13.json": [],
    "ulti-sheet2/s14.json": [(1, 36, "wrong_score"), (1, 37, "wrong_score")],
    # gd-po2: Galician play-only records (hands null), 3 and 4 players, played out and cut short,
    # written blind; no difference from the expectations (REPORT.md)
    "gd-po2/a1.json": [],
    "gd-po2/a2.json": [(0, 14, "revoke")],
    "gd-po2/a3.json": [(0, 16, "revoke")],
    "gd-po2/a4.json": [],
    "gd-po2/a5.json": [(0, 15, "out_of_turn")],
    "gd-po2/a6.json": [],
    "gd-po2/a7.json": [(0, 42, "wrong_payment"), (0, 43, "wrong_payment")],
    "gd-po2/a8.json": [],
    "gd-po2/a9.json": [(0, 22, "revoke")],
    "gd-po2/a10.json": [(0, 11, "out_of_turn")],
    "gd-po2/a11.json": [(0, 45, "wrong_payment"), (0, 46, "wrong_payment")],
    "gd-po2/a12.json": [(0, 12, "revoke")],
    "gd-po2/a13.json": [],
    "gd-po2/a14.json": [(1, 13, "revoke")],
    "gd-po2/a15.json": [(0, 45, "wrong_score"), (0, 46, "wrong_score")],
    # tarocchini-contatori: the contatori (Bagatto, Matto) in declarations and captured piles, blind;
    # (a) 0, (b) 0, (c) 4 (the engine reads share, doubling, scope and suits as my primary reading);
    # see tests/data/audit/tarocchini-contatori/REPORT.md
    "tarocchini-contatori/o01-suit-gap-matto.json": [],
    "tarocchini-contatori/o02-trump-gap-bagatto-wrongscore.json": [(0, 69, "wrong_score")],
    "tarocchini-contatori/o03-trump-two-contatori-apart.json": [],
    "tarocchini-contatori/o04-trump-contatori-consecutive-false.json": [(0, 3, "false_declaration")],
    "tarocchini-contatori/o05-trump-17-16-exception.json": [],
    "tarocchini-contatori/o06-suit-no-king-false.json": [(0, 1, "false_declaration")],
    "tarocchini-contatori/o07-cricca-kings-with-matto-false.json": [(0, 3, "false_declaration")],
    "tarocchini-contatori/o08-one-bagatto-two-sequences.json": [],
    "tarocchini-contatori/o09-three-sequences-of-three.json": [],
    "tarocchini-contatori/o10-three-cricche-doubling-wrongscore.json": [(0, 69, "wrong_score")],
    "tarocchini-contatori/o11-pile-kings-with-matto-wrongscore.json": [(0, 70, "wrong_score")],
    "tarocchini-contatori/t01-gioco-suit-gap-bagatto.json": [],
    "tarocchini-contatori/t02-contatore-for-angel-false.json": [(0, 3, "false_declaration")],
    "tarocchini-contatori/t03-solo-three-sequences-of-three.json": [],
    "tarocchini-contatori/t04-pile-trumps-consecutive-contatori-wronggp.json": [(0, 60, "wrong_score")],
    # gd-5p-fragments: Galician at four and five players (king, sitter rotation, pool stake/fees/shares,
    # fragments with and without start.pools), written blind; a3, b4, b7 are one table slip reported as
    # two payment findings (galician-tarok/18.payments, pair by pair), REPORT.md (c1)
    "gd-5p-fragments/a1.json": [],
    "gd-5p-fragments/a2.json": [],
    "gd-5p-fragments/a3.json": [(2, None, "missing_payment"), (2, None, "missing_payment")],
    "gd-5p-fragments/a4.json": [(1, 51, "wrong_total")],
    "gd-5p-fragments/a5.json": [],
    "gd-5p-fragments/a6.json": [(3, None, "wrong_dealer")],
    "gd-5p-fragments/a7.json": [],
    "gd-5p-fragments/b1.json": [],
    "gd-5p-fragments/b2.json": [],
    "gd-5p-fragments/b3.json": [(0, 52, "unexpected_payment")],
    "gd-5p-fragments/b4.json": [(1, 47, "unexpected_payment"), (1, 48, "wrong_payment")],
    "gd-5p-fragments/b5.json": [(3, None, "wrong_sitter")],
    "gd-5p-fragments/b6.json": [],
    "gd-5p-fragments/b7.json": [(1, None, "missing_payment"), (1, 46, "wrong_payment")],
    "rage-multifault/a1.json": [],
    "rage-multifault/a2.json": [(0, 13, "revoke"), (0, 19, "out_of_turn")],
    "rage-multifault/a3.json": [(0, 6, "revoke"), (0, 19, "revoke")],
    "rage-multifault/a4.json": [(0, 10, "action_card_while_able_to_follow"), (0, 43, "wrong_score")],
    "rage-multifault/a5.json": [(0, 0, "bid_out_of_turn"), (0, 9, "revoke")],
    "rage-multifault/a6.json": [(0, 4, "revoke"), (0, 15, "out_of_turn")],
    "rage-multifault/a7.json": [(0, 8, "revoke"), (0, 43, "wrong_score")],
    "rage-multifault/a8.json": [(0, 11, "revoke"), (0, 27, "out_of_turn")],
    "rage-multifault/a9.json": [(0, 3, "bid_forbidden_plus_minus_one"), (0, 17, "revoke")],
    "rage-multifault/a10.json": [],
    "rage-multifault/a11.json": [(0, 6, "out_of_turn"), (0, 28, "wrong_score")],
    "rage-multifault/a12.json": [],
    "rage-multifault/a13.json": [],
    "rage-multifault/a14.json": [(0, 16, "wrong_score"), (0, 17, "wrong_score")],
    "terziglio-multifault/a1.json": [],
    "terziglio-multifault/a2.json": [],
    "terziglio-multifault/a3.json": [(0, 27, "revoke")],
    "terziglio-multifault/a4.json": [(0, 37, "failure_to_trump")],
    "terziglio-multifault/a5.json": [(0, 21, "out_of_turn")],
    "terziglio-multifault/a6.json": [(0, 4, "illegal_discard")],
    "terziglio-multifault/a7.json": [(0, 3, "illegal_take")],
    # the recorder counted suit runs without a gap (K + contatore + J as none): read so since session 30
    "terziglio-multifault/a8.json": [(0, 18, "revoke"), (0, 40, "failure_to_trump")],
    # the recorder counted trump runs without a gap (Angel + contatore + Moon as none): read so since
    # session 30
    "terziglio-multifault/a9.json": [(0, 6, "false_declaration"), (0, 24, "out_of_turn")],
    "terziglio-multifault/a10.json": [(1, 29, "revoke")],
    "terziglio-multifault/a11.json": [(1, 62, "wrong_score"), (1, 63, "wrong_score")],
    # the recorder counted suit runs without a gap (K Q J as none): read so since session 30
    "terziglio-multifault/a12.json": [],
    # the recorder barred two contatori in a row in a suit (tarocchini/combo.contatori allows it): the
    # sheet's figure is the runs without gaps' too, read so since session 30
    "terziglio-multifault/a13.json": [(0, 5, "false_declaration")],
    "terziglio-multifault/a14.json": [],
    "terziglio-multifault/a15.json": [],
    # danish-joins-sheet: Danish sessions whose table changes (a fourth joins, one of four leaves), as
    # score sheets and as payments, some taken up mid-way; written blind (REPORT.md). j05/j14: one
    # wrong choice of who shares the pools is one finding per share written (c); j15 (c): a leaver
    # whose only later deal has him opposite the dealer is read as the sitter (17.leave)
    "danish-joins-sheet/j01.json": [],
    "danish-joins-sheet/j02.json": [(1, 1, "wrong_payment")],
    "danish-joins-sheet/j03.json": [],
    "danish-joins-sheet/j04.json": [],
    "danish-joins-sheet/j05.json": [
        (2, 90, "wrong_payment"),
        (2, 91, "wrong_payment"),
        (2, 92, "wrong_payment"),
        (2, 93, "unexpected_payment"),
        (2, 94, "wrong_payment"),
        (2, 95, "wrong_payment"),
        (2, 96, "wrong_payment"),
        (2, 97, "unexpected_payment"),
    ],
    "danish-joins-sheet/j06.json": [(1, 80, "wrong_score")],
    "danish-joins-sheet/j07.json": [(2, 85, "wrong_total")],
    "danish-joins-sheet/j08.json": [],
    "danish-joins-sheet/j09.json": [(0, 6, "unexpected_payment")],
    "danish-joins-sheet/j10.json": [(1, None, "missing_payment")],
    "danish-joins-sheet/j11.json": [],
    "danish-joins-sheet/j12.json": [(2, 90, "wrong_total")],
    "danish-joins-sheet/j13.json": [],
    "danish-joins-sheet/j14.json": [
        (2, None, "missing_payment"),
        (2, None, "missing_payment"),
        (2, 98, "wrong_payment"),
        (2, 99, "wrong_payment"),
        (2, 100, "wrong_payment"),
        (2, 101, "wrong_payment"),
        (2, 102, "wrong_payment"),
        (2, 103, "wrong_payment"),
    ],
    # (c2, danish-joins-sheet) taken: a seat opposite the dealer in the only deal after his last is read
    # as gone where the other three alone refill an emptied pool and share the pools (danish32 08, the
    # sitter left out of the shares alone, stays a fault)
    "danish-joins-sheet/j15.json": [],
    # danish-po3: play-only Danish records (3 and 4 players, skat recorded or not, cut short, payments
    # and score sheets, pools carried); a5/a6: the revoke is annotated at the card that broke §10, not
    # at the later play that proves it ((c), the digest's "Play-only records")
    "danish-po3/a1.json": [],
    "danish-po3/a2.json": [],
    "danish-po3/a3.json": [],
    "danish-po3/a4.json": [],
    "danish-po3/a5.json": [(0, 36, "revoke")],
    "danish-po3/a6.json": [(0, 27, "revoke")],
    "danish-po3/a7.json": [(0, 88, "joker_second_last")],
    "danish-po3/a8.json": [(0, 52, "card_not_in_hand")],
    "danish-po3/a9.json": [(0, 44, "out_of_turn")],
    "danish-po3/a10.json": [(0, 10, "wrong_payment")],
    "danish-po3/a11.json": [(1, 79, "wrong_score"), (1, 82, "wrong_score")],
    "danish-po3/a12.json": [(0, 98, "unexpected_payment"), (0, 99, "unexpected_payment")],
    "danish-po3/a13.json": [(0, 102, "wrong_payment")],
    "danish-po3/a14.json": [],
    "danish-po3/a15.json": [(0, 81, "false_joker_demand")],
    # gd-midway3: Galician records taken up mid-session (start.totals, no start.pools), pool takes and
    # failed ultimos of unknown content, as payments and as sheets
    "gd-midway3/a1.json": [],
    "gd-midway3/a2.json": [(1, 44, "wrong_payment")],
    "gd-midway3/a3.json": [],
    # (c, gd-midway3) the take written without a reason, as examples/galician-tarok/clean.json writes it:
    # (c1, gd-midway3) taken: the take written without a reason (as the bundled example writes it) is
    # the take, so the taker's wrong 10% share (30.8 for 46.2) is judged (it was netted away)
    "gd-midway3/a4.json": [(1, 51, "wrong_payment")],
    "gd-midway3/a5.json": [],
    "gd-midway3/a6.json": [],
    # (a1, gd-midway3) fixed: a failed ultimo's payment (55) states the pool's content, so the next
    # deal's take is 2 x 55 + 29.6 = 139.6, not 84.6 (it passed clean)
    "gd-midway3/a7.json": [(1, 48, "wrong_payment")],
    "gd-midway3/b1.json": [],
    "gd-midway3/b2.json": [(1, 45, "wrong_score")],
    "gd-midway3/b3.json": [(0, 47, "wrong_score")],
    "gd-midway3/b4.json": [(1, 53, "wrong_total")],
    "gd-midway3/b5.json": [],
    # (a2, gd-midway3) fixed: a failed ultimo: the player's line (-641) and the pool's (136.1) both say
    # the pool held 80, so its total is 216.1, not the 196.1 written (it was taken as given)
    "gd-midway3/b6.json": [(0, 53, "wrong_total")],
    "gd-midway3/b7.json": [(2, 53, "wrong_total")],
    "gd-midway3/b8.json": [(1, 47, "wrong_score")],
    "ottocento-sheet/a1.json": [],
    # (b, ottocento-sheet) my blind model let a contatore stand for the 16 after a grande left unfilled: the
    # engine's trump runs (both readings) stop there; the sheet's two deal lines are mine, 10 over each
    "ottocento-sheet/a2.json": [(0, 65, "wrong_score"), (1, 66, "wrong_score")],
    "ottocento-sheet/a3.json": [],
    "ottocento-sheet/a4.json": [],
    "ottocento-sheet/a5.json": [],
    "ottocento-sheet/a6.json": [],
    "ottocento-sheet/a7.json": [],
    "ottocento-sheet/b1.json": [(0, 69, "wrong_score")],
    # planted: the Matto's exchange left out of the card points (67, 71); 70 is my (b) trump-run slip as in a2
    "ottocento-sheet/b2.json": [(0, 67, "wrong_score"), (0, 70, "wrong_score"), (0, 71, "wrong_score")],
    "ottocento-sheet/b3.json": [(1, 67, "wrong_total")],
    # planted: the discards of a dealer who took no trick credited to his side (67, 71); 66 is my (b) as in a2
    "ottocento-sheet/b4.json": [(0, 66, "wrong_score"), (0, 67, "wrong_score"), (0, 71, "wrong_score")],
    # planted: played on after team1 reached 800; tarocchini/ottocento.game starts a new game from 0 (c);
    # since session 32 the totals carried on are one finding, as this reader wanted
    "ottocento-sheet/b5.json": [(1, 67, "wrong_total")],
    "ottocento-sheet/b6.json": [(0, 68, "wrong_total")],
    "ottocento-sheet/b7.json": [(0, 66, "wrong_score")],
    # (c, ottocento-sheet) team0 won on its declarations; the deal played out is accepted (ottocento.game)
    "ottocento-sheet/b8.json": [],
    # Galician play-only fragments taken up mid-session (pool unknown or given): all deals "hands": null
    # (b, gd-po-fragments) my blind 10% share was of the net with the stake taken off; the source taxes the win
    "gd-po-fragments/a1.json": [(1, 49, "wrong_payment"), (1, 50, "wrong_payment")],
    # planted: the stake into the pool an ultimo emptied written 5 (45); 49, 50 are my (b) as in a1
    "gd-po-fragments/a2.json": [(1, 45, "wrong_payment"), (1, 49, "wrong_payment"), (1, 50, "wrong_payment")],
    # (c, gd-po-fragments) the failed ultimo's payment gives the unknown pool's content (27.pool)
    "gd-po-fragments/a3.json": [],
    "gd-po-fragments/a4.json": [(0, 13, "revoke")],
    "gd-po-fragments/a5.json": [(0, 19, "revoke")],
    "gd-po-fragments/a6.json": [],
    "gd-po-fragments/a7.json": [(0, 45, "wrong_score")],
    # (b, gd-po-fragments) as a1: the share of a win in a deal with stakes
    "gd-po-fragments/a8.json": [(1, 45, "wrong_score"), (1, 47, "wrong_score")],
    # planted: the ultimo taker's line 20 high with the pool's line written (0, 45); deal 1 is my (b) as in a8
    "gd-po-fragments/a9.json": [(0, 45, "wrong_score"), (1, 45, "wrong_score"), (1, 47, "wrong_score")],
    "gd-po-fragments/a10.json": [(0, 5, "wrong_payment")],
    "gd-po-fragments/a11.json": [],
    "gd-po-fragments/a12.json": [],
    "gd-po-fragments/a13.json": [(0, 42, "wrong_payment")],
    "gd-po-fragments/a14.json": [(0, 30, "pagat_released")],
    "ulti-po3/a01.json": [],
    "ulti-po3/a02.json": [],
    "ulti-po3/a03.json": [],
    # planted: revoke proven by later plays; the as-played and penalty settlements agree
    "ulti-po3/a04.json": [(0, 12, "revoke")],
    "ulti-po3/a05.json": [(0, 18, "failure_to_trump")],
    "ulti-po3/a06.json": [(0, 13, "failure_to_overtake")],
    "ulti-po3/a07.json": [(0, 28, "failure_to_overtake")],
    # planted: out-of-turn lead; no auction recorded (ulti/deal.auction-unrecorded): payments not compared
    "ulti-po3/a08.json": [(0, 16, "out_of_turn")],
    # planted: failed-ulti penalty doubled by the contra on ulti (the source: the contra does not apply)
    "ulti-po3/a09.json": [(0, 41, "wrong_payment"), (0, 42, "wrong_payment")],
    # planted: no-trump contra by one defender doubled toward both; betli lost, play stopped
    "ulti-po3/a10.json": [(0, 16, "wrong_payment")],
    "ulti-po3/a11.json": [],
    # control: a revoke the cut record does not prove is not reported (incomplete_play warning only)
    "ulti-po3/a12.json": [],
    "ulti-po3/a13.json": [(0, 17, "revoke")],
    # planted: deal 2 sheet forgets a defender's failed silent ulti (4 to each other player)
    "ulti-po3/a14.json": [(1, 39, "wrong_score"), (1, 40, "wrong_score"), (1, 41, "wrong_score")],
    "danish-tout-fragments/a01.json": [],
    "danish-tout-fragments/a02.json": [(0, 93, "wrong_payment")],
    "danish-tout-fragments/a03.json": [],
    "danish-tout-fragments/a04.json": [(0, 98, "wrong_payment")],
    "danish-tout-fragments/a05.json": [],
    "danish-tout-fragments/a06.json": [(0, 93, "wrong_payment")],
    "danish-tout-fragments/a07.json": [],
    "danish-tout-fragments/a08.json": [(0, 94, "wrong_payment")],
    "danish-tout-fragments/a09.json": [],
    "danish-tout-fragments/a10.json": [(0, None, MISSING)],
    "danish-tout-fragments/a11.json": [],
    "danish-tout-fragments/a12.json": [(1, 84, "wrong_total")],
    "danish-tout-fragments/a13.json": [],
    # (c, danish-tout-fragments) a failed announced Tout is annotated with its fine (13.failed-tout); the record pays it
    "danish-tout-fragments/a14.json": [(0, 93, "failed_tout")],
    "danish-tout-fragments/a15.json": [(0, 81, "wrong_score")],
    # danish-sheet4: Danish records taken up mid-session (start.totals, no start.pools), sheets and payments,
    # 3 and 4 players: ultimos, przydupeks and a Tout on unknown pools; all 15 agree (see danish-sheet4/REPORT.md)
    "danish-sheet4/p01.json": [],
    "danish-sheet4/p02.json": [(1, 88, "wrong_payment")],
    "danish-sheet4/p03.json": [],
    "danish-sheet4/p04.json": [],
    "danish-sheet4/p05.json": [],
    "danish-sheet4/s01.json": [],
    "danish-sheet4/s02.json": [],
    "danish-sheet4/s03.json": [],
    "danish-sheet4/s04.json": [],
    "danish-sheet4/s05.json": [(1, 80, "wrong_score")],
    "danish-sheet4/s06.json": [(0, 82, "wrong_score")],
    "danish-sheet4/s07.json": [(1, 79, "wrong_score")],
    "danish-sheet4/s08.json": [(1, 85, "wrong_total")],
    "danish-sheet4/s09.json": [(0, 83, "wrong_score")],
    "danish-sheet4/s10.json": [(1, 80, "wrong_score")],
    "gd-fragments4/a1.json": [],
    "gd-fragments4/a2.json": [],
    "gd-fragments4/a3.json": [(1, 48, "wrong_payment")],
    "gd-fragments4/a4.json": [(1, 49, "wrong_payment")],
    "gd-fragments4/a5.json": [],
    "gd-fragments4/a6.json": [(1, 51, "wrong_payment")],
    "gd-fragments4/a7.json": [],
    "gd-fragments4/a8.json": [],
    "gd-fragments4/a9.json": [(1, 44, "wrong_score")],
    "gd-fragments4/a10.json": [(1, 47, "wrong_score")],
    "gd-fragments4/a11.json": [],
    "gd-fragments4/a12.json": [(1, 47, "wrong_score")],
    "gd-fragments4/a13.json": [(1, 50, "wrong_total")],
    "gd-fragments4/a14.json": [],
    # (c1, gd-fragments4, fixed) planted: the taker's line takes 10 too much; the sheet writes no pool
    # line, but the failed ultimo's line alone gives the pool's content (27.pool), so the take is judged
    "gd-fragments4/a15.json": [(1, 44, "wrong_score")],
    "rage-opt/01-pm1-4p-full.json": [],
    "rage-opt/02-pm1-5p-forbidden.json": [
        (1, 4, "bid_forbidden_plus_minus_one"),
        (3, 4, "bid_forbidden_plus_minus_one"),
    ],
    "rage-opt/03-durch-3p-full.json": [],
    "rage-opt/04-durch-wrong-4p.json": [(4, 29, "wrong_score")],
    "rage-opt/05-durch-round10-6p.json": [(9, 17, "wrong_score")],
    "rage-opt/06-hidden-allwin-3p.json": [],
    "rage-opt/07-hidden-5p-full.json": [],
    "rage-opt/08-hidden-7p-faults.json": [(1, 72, "wrong_score"), (2, 72, "wrong_total")],
    "rage-opt/09-secret-4p-full.json": [],
    "rage-opt/10-secret-8p-faults.json": [(0, 88, "wrong_score"), (1, 94, "wrong_total")],
    "rage-opt/11-pm1-durch-5p-full.json": [],
    "rage-opt/12-all4-4p.json": [(2, 43, "wrong_total")],
    "rage-opt/13-pm1-hidden-3p-full.json": [],
    "rage-opt/14-pm1-8p-faults.json": [(2, 7, "bid_forbidden_plus_minus_one"), (3, 69, "wrong_score")],
    "gd-long/01-s3-clean.json": [],
    "gd-long/02-s3-dealer-fee.json": [],
    "gd-long/03-s4-clean.json": [],
    "gd-long/04-s5-clean.json": [],
    "gd-long/05-s3-renonce-player.json": [(8, 30, "revoke")],
    "gd-long/06-s4-renonce-helper.json": [(7, 24, "revoke")],
    "gd-long/07-s3-wrong-payment.json": [(9, 46, "wrong_payment")],
    "gd-long/08-s4-wrong-pool-share.json": [(9, 48, "wrong_payment")],
    # (a1, gd-long, fixed) one slip, one finding: after the void "three" (event 1) and the next seat's
    # pass, Edward, whose own "two" nobody has called over, has nothing to answer, so the void caller's
    # pass at event 3 is in turn (it was out_of_turn, and buying an auction_unfinished warning)
    "gd-long/09-s5-illegal-bid.json": [(10, 1, "illegal_bid")],
    "gd-long/10-s3-two-faults.json": [(9, 31, "revoke"), (11, 50, "wrong_payment")],
    "gd-long/11-s4-common-usage.json": [],
    "gd-long/12-s5-two-faults.json": [(7, 22, "revoke"), (9, 45, "wrong_payment")],
    "gd-long/13-s3-ones-solos.json": [],
    "danish-long/01-clean-3p-12.json": [],
    "danish-long/02-clean-4p-12.json": [],
    "danish-long/03-clean-3p-16.json": [],
    "danish-long/04-clean-4p-10.json": [],
    "danish-long/05-clean-4p-15.json": [],
    "danish-long/06-clean-3p-13-nolo.json": [],
    # settled as played with no fine: read as superficial beside the default irreparable (VOIDED)
    "danish-long/07-revoke-3p-11.json": [(9, 49, "revoke")],
    "danish-long/08-revoke-4p-13-large.json": [(10, 33, "revoke")],
    "danish-long/09-wrongpay-3p-14.json": [(10, 44, "wrong_payment")],
    "danish-long/10-wrongtotal-4p-13.json": [(11, 99, "wrong_total")],
    "danish-long/11-refill-missed-3p-12.json": [(9, None, MISSING)] * 3,
    "danish-long/12-sitter-refill-4p-12.json": [(8, None, MISSING), (10, 91, "wrong_payment")],
    "danish-long/13-przydupek-total-3p-15.json": [(10, 88, "wrong_total"), (14, 93, "wrong_payment")],
    "ulti-long/01-clean-mixed-payments.json": [],
    "ulti-long/02-clean-sheet-totals.json": [],
    "ulti-long/03-revoke-late.json": [(8, 28, "revoke")],
    "ulti-long/04-no-trump-late.json": [(9, 33, "failure_to_trump")],
    "ulti-long/05-overtake-and-payment.json": [(9, 27, "failure_to_overtake"), (11, 43, "wrong_payment")],
    "ulti-long/06-clean-contra-chains.json": [],
    "ulti-long/07-wrong-total.json": [(8, 40, "wrong_total")],
    "ulti-long/08-pass-out-of-turn.json": [(7, 2, "out_of_turn")],
    "ulti-long/09-clean-no-trump-games.json": [],
    "ulti-long/10-two-faults-sheet.json": [(9, 24, "failure_to_trump"), (11, 24, "revoke")],
    "ulti-long/11-clean-silent-bonuses.json": [],
    "ulti-long/12-wrong-score.json": [(7, 36, "wrong_score")],
    "ulti-long/13-clean-red-combos.json": [],
    "ulti-long/14-bid-out-of-turn-and-overtake.json": [(6, 26, "failure_to_overtake"), (8, 2, "out_of_turn")],
    "declarations/dk01-clean-joker-shared.json": [],
    "declarations/dk02-clean-corrected-before-play.json": [],
    "declarations/dk03-kings-not-held.json": [(0, 2, "false_declaration")],
    "declarations/dk04-out-of-turn-and-underpaid.json": [
        (0, 9, "declaration_before_dealer"),
        (0, 13, "wrong_payment"),
    ],
    # two omitted declarations (10 trumps, full kings) at one event; one fine (blind file said one)
    "declarations/dk05-kings-withheld.json": [(0, 2, "missing_declaration")] * 2,
    "declarations/gt01-clean-ultimo-without-pagat.json": [],
    # (c) nothing recorded: the engine charges the 10-tarock premium besides the consolation
    # (21.tarock-count ruling, with its leniency); §23 "tylko konsolację" reads the other way
    "declarations/gt02-tarocks-miscounted.json": [(0, 5, "wrong_tarock_count")],
    "declarations/gt03-trull-underpaid-late-kings.json": [
        (0, 8, "illegal_announcement"),
        (0, 48, "wrong_payment"),
    ],
    "declarations/oc01-clean-fewer-and-contatori-twice.json": [],
    "declarations/oc02-queens-not-held-knights-miswritten.json": [
        (0, 1, "false_declaration"),
        (0, 65, "wrong_score"),
    ],
    "declarations/tz01-matto-for-king.json": [(0, 6, "false_declaration")],
    "declarations/tz02-kings-after-first-card.json": [(0, 6, "late_declaration")],
    "declarations/ul01-clean-forty-twenty-silent-100.json": [],
    "declarations/ul02-forty-not-held-overpaid.json": [(0, 7, "false_marriage"), (0, 38, "wrong_payment")],
    "declarations/ul03-twenty-too-late.json": [(0, 10, "marriage_not_allowed")],
    # discards round: every discard ruling agreed; the Ulti code for a false pair is false_marriage
    "discards/dk-all-trumps-laid-away.json": [],
    "discards/dk-cavalry-queen-laid-away.json": [(0, 8, "illegal_skat")],
    "discards/dk-forced-shown.json": [],
    "discards/dk-one-trump-laid-away.json": [(0, 8, "illegal_skat")],
    "discards/gd-king-laid-away.json": [(0, 4, "illegal_discard")],
    "discards/gd-pagat-laid-away-shown.json": [],
    "discards/gd-two-laid-away-for-three.json": [(0, 4, "illegal_discard")],
    "discards/otto-dealer-no-trick.json": [],
    "discards/otto-king-laid-away.json": [(0, 0, "illegal_discard")],
    "discards/terz-angel-laid-away.json": [(0, 4, "illegal_discard")],
    "discards/terz-trumps-laid-away.json": [],
    "discards/ulti-ace-ten-laid-away.json": [],
    "discards/ulti-false-twenty-after-discard.json": [(0, 6, "false_marriage")],
    "discards/ulti-seven-laid-away-ulti-bid.json": [],
    "discards/ulti-take-then-pass.json": [(0, 4, "illegal_bid")],
    # ottocento-long: whole sessions to 800 / several Terziglio deals, faults late (all as expected).
    "ottocento-long/o01-session-clean.json": [],
    "ottocento-long/o02-breakdown-declare-less-clean.json": [],
    "ottocento-long/o03-revoke-last-deal.json": [(3, 44, "revoke")],
    # (c) the sheet counts the false Moretti run (50, rules 40): read as one fault, no wrong_score.
    "ottocento-long/o04-false-declaration.json": [(2, 3, "false_declaration")],
    # (c) the same for kings x4 declared holding three (342 written; engine 308, three kings 325).
    "ottocento-long/o05-four-kings-holding-three.json": [(2, 3, "false_declaration")],
    "ottocento-long/o06-wrong-deal-score-last.json": [(3, 71, "wrong_score")],
    "ottocento-long/o07-wrong-running-total.json": [(2, 67, "wrong_total")],
    "ottocento-long/o08-both-pass-800-clean.json": [],
    "ottocento-long/o09-false-800-total.json": [(2, 68, "wrong_total")],
    "ottocento-long/o10-revoke-and-total.json": [(2, 32, "revoke"), (3, 68, "wrong_total")],
    "ottocento-long/t01-session-clean.json": [],
    "ottocento-long/t02-rounding-up-missed.json": [(3, 64, "wrong_score")],
    "ottocento-long/t03-revoke-last-deal.json": [(4, 34, "revoke")],
    "ottocento-long/t04-wrong-total.json": [(2, 65, "wrong_total")],
    # out-of-turn round: one finding per act out of turn, nothing for the plays that follow
    "out-of-turn/d1-danish-declare-before-dealer-and-card-out-of-turn.json": [
        (0, 1, "declaration_before_dealer"),
        (0, 32, "out_of_turn"),
    ],
    "out-of-turn/d2-danish-later-lead-wrong-seat-penalty-written.json": [(0, 22, "out_of_turn")],
    "out-of-turn/d3-danish-four-players-clean.json": [],
    # (c) the auditor expected bid_out_of_turn for the dealer's pass; Galician (10.auction-order) and Ulti
    # (auction.order) name an auction call out of turn out_of_turn (docs/rules/codes.md), Rage and Terziglio
    # bid_out_of_turn
    "out-of-turn/g1-galician-bid-and-first-lead-out-of-turn.json": [
        (0, 1, "out_of_turn"),
        (0, 8, "out_of_turn"),
    ],
    "out-of-turn/g2-galician-four-players-clean.json": [],
    "out-of-turn/o1-ottocento-later-lead-and-wrong-dealer.json": [
        (0, 21, "out_of_turn"),
        (1, None, "wrong_dealer"),
    ],
    "out-of-turn/o2-ottocento-clean.json": [],
    "out-of-turn/r1-rage-first-lead-wrong-seat.json": [(0, 4, "out_of_turn")],
    "out-of-turn/r2-rage-bid-and-card-out-of-turn.json": [(0, 1, "bid_out_of_turn"), (0, 13, "out_of_turn")],
    "out-of-turn/r3-rage-wrong-dealer-five-players.json": [(1, None, "wrong_dealer")],
    "out-of-turn/t1-terziglio-card-and-first-bid-out-of-turn.json": [
        (0, 24, "out_of_turn"),
        (1, 0, "bid_out_of_turn"),
    ],
    "out-of-turn/t2-terziglio-clean.json": [],
    "out-of-turn/u1-ulti-forehand-leads-not-declarer.json": [(0, 8, "out_of_turn")],
    # (c) as g1: the auditor expected bid_out_of_turn; Ulti's auction.order gives out_of_turn
    "out-of-turn/u2-ulti-pass-out-of-turn.json": [(0, 2, "out_of_turn")],
    "out-of-turn/u3-ulti-dealer-declarer-leads-clean.json": [],
    "brief-danish-ulti/dk-01-clean-session.json": [],
    # brief-danish-ulti round: every expectation agreed (codes named per docs/rules/codes.md); the
    # revoke is the unclassed fault settled as played (read as superficial beside the default)
    "brief-danish-ulti/dk-02-revoke-no-trump.json": [(0, 62, "failure_to_trump")],
    "brief-danish-ulti/dk-03-skat-pagat-kept-trumps.json": [(0, 8, "illegal_skat")],
    # (c) one fault, twelve findings: §18 makes the missed declaration irreparable (the deal void),
    # and the record settled it as played, so every play payment and the 40 + 40 fine are annotated
    "brief-danish-ulti/dk-04-declaration-forgot-joker.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 11, "missing_declaration"),
        (0, 60, "unexpected_payment"),
        (0, 61, "unexpected_payment"),
        (0, 62, "unexpected_payment"),
        (0, 90, "unexpected_payment"),
        (0, 91, "unexpected_payment"),
        (0, 92, "unexpected_payment"),
        (0, 93, "unexpected_payment"),
        (0, 94, "unexpected_payment"),
        (0, 95, "unexpected_payment"),
        (0, 96, "unexpected_payment"),
    ],
    "brief-danish-ulti/dk-05-card-out-of-turn.json": [(0, 27, "out_of_turn")],
    "brief-danish-ulti/dk-06-card-points-overpaid.json": [(0, 98, "wrong_payment")],
    "brief-danish-ulti/dk-07-total-slip.json": [(1, 102, "wrong_total")],
    # §18 large fined as small (5 to each pool instead of 20): one wrong_payment per pool
    "brief-danish-ulti/dk-08-false-joker-call-small-fine.json": [
        (0, 84, "false_joker_demand"),
        (0, 87, "wrong_payment"),
        (0, 88, "wrong_payment"),
    ],
    "brief-danish-ulti/ulti-01-clean-session.json": [],
    "brief-danish-ulti/ulti-02-revoke-no-overtrump.json": [(0, 27, "failure_to_overtake")],
    "brief-danish-ulti/ulti-03-bid-ulti-over-betli.json": [(0, 4, "illegal_bid")],
    "brief-danish-ulti/ulti-04-lead-out-of-turn.json": [(0, 16, "out_of_turn")],
    "brief-danish-ulti/ulti-05-red-party-paid-single.json": [(0, 37, "wrong_payment")],
    "brief-danish-ulti/ulti-06-total-slip.json": [(1, 42, "wrong_total")],
    # the failed-ulti penalty is doubled by red, not by the contra: one wrong_payment per defender
    "brief-danish-ulti/ulti-07-ulti-penalty-doubled.json": [
        (0, 42, "wrong_payment"),
        (0, 43, "wrong_payment"),
    ],
    # brief-tarocchini round: one clean session and one fault per category for each game; every verdict
    # as expected (the engine names a failure to trump failure_to_trump, a false item false_declaration)
    "brief-tarocchini/01-otto-clean-session.json": [],
    "brief-tarocchini/02-otto-revoke-no-trump.json": [(1, 43, "failure_to_trump")],
    "brief-tarocchini/03-otto-dealer-discards-king.json": [(0, 0, "illegal_discard")],
    "brief-tarocchini/04-otto-false-cricca.json": [(1, 1, "false_declaration")],
    "brief-tarocchini/05-otto-out-of-turn.json": [(0, 14, "out_of_turn")],
    "brief-tarocchini/06-otto-wrong-score.json": [(1, 70, "wrong_score")],
    "brief-tarocchini/07-otto-wrong-total.json": [(1, 67, "wrong_total")],
    "brief-tarocchini/08-otto-penalty-for-signal.json": [(0, 66, "unexpected_penalty")],
    # (c) runs with a gap (K Q J, K N J, Angel + contatore + Moon) count three and stop there in the
    # engine's Terziglio figures, not in the recorder's; same game points either way (09-11, 15)
    "brief-tarocchini/09-terz-clean-session.json": [],
    "brief-tarocchini/10-terz-revoke-no-follow.json": [(1, 24, "revoke")],
    "brief-tarocchini/11-terz-gioco-discards-king.json": [(0, 4, "illegal_discard")],
    "brief-tarocchini/12-terz-gioco-over-gioco.json": [(0, 1, "illegal_bid")],
    "brief-tarocchini/13-terz-out-of-turn.json": [(1, 15, "out_of_turn")],
    "brief-tarocchini/14-terz-wrong-score.json": [(0, 64, "wrong_score")],
    "brief-tarocchini/15-terz-wrong-total.json": [(1, 63, "wrong_total")],
    "brief-rage-galician/g01-3p-four-deals-clean.json": [],
    "brief-rage-galician/g02-3p-renonce.json": [(1, 19, "revoke")],
    "brief-rage-galician/g03-3p-king-discarded.json": [(0, 4, "illegal_discard")],
    "brief-rage-galician/g04-3p-pass-volat-with-pagat.json": [(1, 0, "illegal_bid")],
    # (c) §21 vs §23: the engine's default pays the miscounted tarocks' value; the record settles
    # without it and is read so (leniency, unchecked says so)
    "brief-rage-galician/g05-3p-tarocks-miscounted.json": [(0, 5, "wrong_tarock_count")],
    "brief-rage-galician/g06-3p-play-out-of-turn.json": [(1, 12, "out_of_turn")],
    "brief-rage-galician/g07-3p-wrong-payment.json": [(1, 45, "wrong_payment")],
    "brief-rage-galician/g08-3p-wrong-pool-share.json": [(1, 46, "wrong_payment")],
    "brief-rage-galician/r01-4p-ten-rounds-clean.json": [],
    "brief-rage-galician/r02-4p-card-not-in-hand.json": [(1, 5, "card_not_in_hand")],
    "brief-rage-galician/r03-5p-play-out-of-turn.json": [(1, 16, "out_of_turn")],
    "brief-rage-galician/r04-4p-revoke.json": [(2, 14, "revoke")],
    "brief-rage-galician/r05-4p-action-while-able.json": [(0, 17, "action_card_while_able_to_follow")],
    "brief-rage-galician/r06-3p-wild-unnamed.json": [(1, 8, "wild_without_colour")],
    "brief-rage-galician/r07-4p-bid-out-of-turn.json": [(1, 0, "bid_out_of_turn")],
    "brief-rage-galician/r08-4p-wrong-round-score.json": [(1, 43, "wrong_score")],
    "brief-rage-galician/r09-4p-wrong-total.json": [(1, 46, "wrong_total")],
    # discards2: what a discard counts for (Danish skat at a Tout / ultimo / przydupek, Galician
    # lay-away on the 33-point line, Ottocento dealer's discard and the Matto's hand-over)
    "discards2/01-dk-tout-joker-skat.json": [],
    "discards2/02-dk-tout-forehand-skat-honours.json": [(0, 100, "wrong_payment")],
    "discards2/03-dk-king-ultimo-skat.json": [],
    "discards2/04-dk-king-przydupek-skat.json": [(0, 96, "wrong_payment")],
    # (c) the auditor expected clean (the fine paid as due); danish-tarok/13.failed-tout annotates the
    # failed Tout itself, whatever its penalty class, and the settlement agrees
    "discards2/05-dk-tout-failed-joker-skat.json": [(0, 90, "failed_tout")],
    "discards2/06-gt-ultimo-pool-taken-discard-line.json": [],
    "discards2/07-gt-ultimo-failed-pool-fed-discard-line.json": [
        (0, 44, "wrong_payment"),
        (0, 45, "wrong_payment"),
    ],
    "discards2/08-gt-tarocks-shown-discard.json": [],
    # (c) the recorder paid a silent trull with the pagat in the player's lay-away; galician-tarok/
    # 15.trull reads "zgromadzi razem w lewach" literally (laid-away cards are in no trick)
    "discards2/09-gt-pagat-laid-away-silent-trull.json": [
        (0, 46, UNEXPECTED),
        (0, 47, UNEXPECTED),
        (0, 48, "wrong_payment"),
    ],
    "discards2/10-ot-dealer-discard-matto.json": [],
    "discards2/11-ot-dealer-discard-forgotten.json": [(0, 69, "wrong_score")],
    "discards2/12-ot-dealer-no-trick-discard-to-opponents.json": [],
    "discards2/13-ot-matto-handover-forgotten.json": [(0, 69, "wrong_score")],
    # ulti-opt2: Ulti under every rule option and preset (UltiNet table, durchmarsch 7, open
    # durchmarsch 12, compulsory fold, contra cap and no-trump contra, revoke penalties, four aces,
    # silent-bonus options, hierarchy); option-dependent payment slips planted both ways;
    # REPORT.md: (a) 0, (b) 3 (code/anchor names), (c) 1 (probe P1 only, not in the corpus)
    "ulti-opt2/01-ultinet-100-games.json": [(0, 37, "wrong_payment")],
    "ulti-opt2/02-ultinet-durchmarsch-family.json": [],
    "ulti-opt2/03-durchmarsch-at-7.json": [],
    "ulti-opt2/04-open-durchmarsch-12.json": [],
    "ulti-opt2/05-fold-compulsory.json": [(1, 6, "fold_required")],
    "ulti-opt2/06-contra-max-4.json": [(1, 11, "illegal_double")],
    "ulti-opt2/07-contra-no-trump-vs-trump.json": [(0, 38, "wrong_payment")],
    "ulti-opt2/08-revoke-void-deal.json": [
        (0, 21, "revoke"),
        (0, 35, "unexpected_payment"),
        (0, 36, "unexpected_payment"),
        (0, 37, "unexpected_payment"),
        (0, 38, "unexpected_payment"),
        (0, 39, "unexpected_payment"),
        (0, 40, "unexpected_payment"),
    ],
    "ulti-opt2/09-revoke-play-stands.json": [(0, 23, "revoke")],
    "ulti-opt2/10-four-aces-silent.json": [(1, None, "missing_payment"), (1, None, "missing_payment")],
    "ulti-opt2/11-silent-durch-replaces-contra.json": [],
    "ulti-opt2/12-no-silent-in-durchmarsch.json": [
        (1, 37, "unexpected_payment"),
        (1, 38, "unexpected_payment"),
    ],
    "ulti-opt2/13-standard-reverse.json": [(0, 37, "wrong_payment")],
    "ulti-opt2/14-hierarchy-durch-above-red.json": [],
    "ulti-opt2/15-hierarchy-default-equal.json": [(0, 4, "illegal_bid")],
    # terziglio-long: long Terziglio sessions, late faults (seeds/004, auction, widow, game points)
    "terziglio-long/t01-six-deals-clean.json": [],
    "terziglio-long/t02-eight-deals-clean.json": [],
    "terziglio-long/t03-ten-deals-nineteen-clean.json": [],
    "terziglio-long/t04-capotto-understated-clean.json": [],
    "terziglio-long/t05-carried-totals-clean.json": [],
    "terziglio-long/t06-six-deals-nineteen-clean.json": [],
    "terziglio-long/t07-revoke-late.json": [(6, 48, "revoke")],
    "terziglio-long/t08-illegal-bid-after-solo.json": [(7, 2, "illegal_bid")],
    "terziglio-long/t09-discard-king-and-total.json": [(6, 4, "illegal_discard"), (7, 66, "wrong_total")],
    "terziglio-long/t10-solo-exchange.json": [(4, 3, "illegal_take")],
    "terziglio-long/t11-solo-not-doubled.json": [(9, 62, "wrong_score")],
    # (a, fixed) one slip, one finding: the sheet's 3 is the gapless count (K Q J of cups no run); an
    # unrelated addition slip in seat 0's total (18 for 19), wrong in every reading, made the gapless
    # reading "not fit every line", so the 3 was a wrong_score too; now a line no reading fits does
    # not decide the reading
    "terziglio-long/t12-wrong-total-last.json": [(6, 65, "wrong_total")],
    "terziglio-long/t13-revoke-and-rounding.json": [(3, 39, "revoke"), (5, 62, "wrong_score")],
    # gd-opt2 (tests/data/audit/gd-opt2/REPORT.md): every Galician rule option and preset, one file
    # each with a non-default set; faults that are faults only under the file's option, and the reverse.
    # No (a). (b) my first announcement order (by seat, not in turn) in five files, fixed in _gen.py.
    "gd-opt2/f01_stake_share.json": [],
    "gd-opt2/f02_share_slip.json": [(0, 46, "wrong_payment")],
    # (c) the pool after the over-paid pass fee holds what was paid (71), not the rules' 68 (§31)
    "gd-opt2/f03_fees.json": [(0, 5, "wrong_payment")],
    "gd-opt2/f04_renonce_all_paid.json": [(0, 19, "revoke")],
    "gd-opt2/f05_common_contra.json": [],
    "gd-opt2/f06_standard_symmetric_slip.json": [
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
    ],
    # (c) a no_tarock throw-in owes no pool_dealer_fee (an all-pass deal does): probe P16
    "gd-opt2/f07_no_tarock_redeal.json": [],
    # (c) session.pool is null after the void throw-in, though the deal's computed.pool is 30
    "gd-opt2/f08_no_tarock_standard.json": [(0, 0, "illegal_redeal")],
    "gd-opt2/f09_szpricer.json": [],
    "gd-opt2/f10_szpricer_off.json": [(0, 3, "illegal_szpricer")],
    "gd-opt2/f11_defend_pool.json": [(0, 2, "illegal_bid")],
    "gd-opt2/f12_tarocks_contra_pool.json": [],
    "gd-opt2/f13_helper_renonce_offender.json": [(0, 13, "revoke")],
    "gd-opt2/f14_player_renonce.json": [(0, 14, "revoke"), (0, 46, "wrong_payment")],
    "gd-opt2/f15_take_back.json": [],
    "rage-long-2faults/c01-4p-change-then-notrump.json": [],
    "rage-long-2faults/c02-5p-notrump-then-change.json": [],
    "rage-long-2faults/c03-3p-plus-minus-last-trick.json": [],
    "rage-long-2faults/c04-6p-two-jokers-one-colour.json": [],
    "rage-long-2faults/c05-8p-stock-action-cards.json": [],
    "rage-long-2faults/c06-7p-two-jokers-trump.json": [],
    "rage-long-2faults/c07-4p-last-trick-change-bonus.json": [],
    "rage-long-2faults/f01-5p-revoke-and-wrong-score.json": [(4, 7, "revoke"), (4, 35, "wrong_score")],
    "rage-long-2faults/f02-3p-wrong-score-carried.json": [(9, 7, "wrong_score")],
    "rage-long-2faults/f03-6p-bid-out-of-turn-and-range.json": [
        (4, 1, "bid_out_of_turn"),
        (4, 4, "bid_out_of_range"),
    ],
    # rage-long-2faults c1: the source puts an action card to a colour the hand could follow in
    # the follow rule ("Pouze pokud takovou nemá ..."); the engine files it under its own code
    "rage-long-2faults/f04-4p-action-card-revokes.json": [
        (2, 5, "action_card_while_able_to_follow"),
        (3, 5, "action_card_while_able_to_follow"),
    ],
    "rage-long-2faults/f05-7p-unnamed-joker-wrong-score.json": [
        (1, 7, "wild_without_colour"),
        (1, 72, "wrong_score"),
    ],
    "rage-long-2faults/f06-8p-wrong-total-twice.json": [(5, 58, "wrong_total"), (6, 50, "wrong_total")],
    "rage-long-2faults/f07-4p-revoke-r9-wrong-score-r10.json": [(8, 5, "revoke"), (9, 8, "wrong_score")],
    "danish-long-sheet/01-clean-3p-10-kingultimo.json": [],
    "danish-long-sheet/02-clean-4p-9-tout.json": [],
    "danish-long-sheet/03-clean-3p-11-nolo.json": [],
    "danish-long-sheet/04-clean-4p-12-ultimo-przydupek.json": [],
    "danish-long-sheet/05-clean-3p-12-pagatultimo.json": [],
    "danish-long-sheet/06-clean-3p-14.json": [],
    "danish-long-sheet/07-clean-4p-14.json": [],
    "danish-long-sheet/08-line-total-3p-11.json": [(9, 80, "wrong_score"), (9, 86, "wrong_total")],
    "danish-long-sheet/09-line-total-4p-12.json": [(10, 84, "wrong_score"), (10, 88, "wrong_total")],
    "danish-long-sheet/10-revoke-fine-line-3p-12.json": [(9, 26, "revoke"), (9, 81, "wrong_score")],
    # (c, fixed in session 31) the lines follow the table's own (wrong) fine written as a penalty
    # event: one slip, the wrong_penalty (it was that plus three wrong_score lines)
    "danish-long-sheet/11-revoke-fine-event-4p-10.json": [(8, 20, "revoke"), (8, 21, "wrong_penalty")],
    "danish-long-sheet/12-poolline-carried-3p-13.json": [(10, 82, "wrong_score"), (11, 79, "wrong_score")],
    "danish-long-sheet/13-seat-total-slip-4p-10.json": [(7, 86, "wrong_total"), (8, 81, "wrong_score")],
    "danish-long-sheet/14-ultimo-line-3p-12.json": [(10, 81, "wrong_score"), (11, 88, "wrong_total")],
    # gd-long-sheet: long Galician sessions as score sheets, two faults close together late (seeds/002 §18, §23, §27)
    "gd-long-sheet/01-s3-contra-recontra-clean.json": [],
    "gd-long-sheet/02-s4-king-failed-ultimo-clean.json": [],
    "gd-long-sheet/03-s3-volat-ultimo-clean.json": [],
    "gd-long-sheet/04-s5-sitter-king-clean.json": [],
    "gd-long-sheet/05-s4-long-king-clean.json": [],
    "gd-long-sheet/06-s3-line-and-total.json": [(7, 46, "wrong_score"), (7, 48, "wrong_total")],
    "gd-long-sheet/07-s4-king-line-pool-total.json": [(8, 44, "wrong_score"), (8, 53, "wrong_total")],
    # (c) §31 late claim: the sheet writes the renonce deal as played (won) and the next deal is
    # dealt, so the engine lets it stand (revoke only); I expected §23's consolation (4 wrong_score)
    "gd-long-sheet/08-s3-renonce-written-as-won.json": [(9, 28, "revoke")],
    "gd-long-sheet/09-s5-renonce-consolation-only.json": [
        (6, 28, "revoke"),
        (6, 45, "wrong_score"),
        (6, 46, "wrong_score"),
        (6, 47, "wrong_score"),
        (6, 48, "wrong_score"),
        (6, 49, "wrong_score"),
    ],
    # (a1, fixed in session 31): deal 11's ultimo takes the pool as the sheet has it after deal 10's
    # short share (18.score-sheet: 'a share paid short and let stand is then the pool's'); a sheet's
    # pool line was not taken as what the pool holds, so (11, 44) and (11, 47) were a second finding
    "gd-long-sheet/10-s3-pool-share-carried.json": [(10, 45, "wrong_score"), (10, 47, "wrong_score")],
    "gd-long-sheet/11-s5-pass-volat-pagat-line.json": [(7, 2, "illegal_bid"), (7, 47, "wrong_score")],
    "gd-long-sheet/12-s4-lower-bid-line.json": [(8, 1, "illegal_bid"), (8, 43, "wrong_score")],
    "gd-long-sheet/13-s3-allpass-pair-failed-ultimo-clean.json": [],
    "ulti-long-sheet/01-clean-silent-bonuses.json": [],
    "ulti-long-sheet/02-clean-failed-ulti.json": [],
    "ulti-long-sheet/03-clean-durchmarsch.json": [],
    "ulti-long-sheet/04-clean-open-betli-fold.json": [],
    "ulti-long-sheet/05-clean-carried-contra.json": [],
    "ulti-long-sheet/06-line-and-total-same-deal.json": [(8, 37, "wrong_score"), (8, 41, "wrong_total")],
    "ulti-long-sheet/07-line-and-total-same-seat.json": [(7, 37, "wrong_score"), (7, 40, "wrong_total")],
    "ulti-long-sheet/08-revoke-and-line.json": [(9, 14, "revoke"), (9, 39, "wrong_score")],
    "ulti-long-sheet/09-overtake-and-line.json": [(8, 10, "failure_to_overtake"), (8, 36, "wrong_score")],
    "ulti-long-sheet/10-contra-red-line.json": [(9, 41, "wrong_score"), (10, 41, "wrong_total")],
    "ulti-long-sheet/11-red-ulti-line.json": [(7, 37, "wrong_score"), (8, 39, "wrong_score")],
    "ulti-long-sheet/12-total-runs-on.json": [(8, 40, "wrong_total"), (9, 36, "wrong_score")],
    "ulti-long-sheet/13-carried-betli-contra-line.json": [(7, 38, "wrong_score"), (8, 41, "wrong_total")],
    "ulti-long-sheet/14-clean-carried-long.json": [],
    "ottocento-2faults/o01_matto_handover_clean.json": [],
    "ottocento-2faults/o02_side_takes_no_trick_clean.json": [],
    "ottocento-2faults/o03_last_trick_matto_side_clean.json": [],
    "ottocento-2faults/o04_cricche_doubled_clean.json": [],
    # ottocento-2faults c1: the planted +10 on team1's line equals what the Ace of batons handed over for
    # the Matto gives team1 (Aces 3 -> 4, doubled); tarocchini/play.matto lets the sheet name the exchange
    # card (any low suit card), so the slip is read as that choice (o11, +7, is found)
    "ottocento-2faults/o05_false_decl_and_wrong_score.json": [(1, 3, "false_declaration")],
    "ottocento-2faults/o06_revoke_and_wrong_total.json": [(0, 14, "revoke"), (1, 68, "wrong_total")],
    "ottocento-2faults/o07_illegal_discard_and_wrong_score.json": [
        (0, 0, "illegal_discard"),
        (0, 65, "wrong_score"),
    ],
    "ottocento-2faults/o08_out_of_turn_then_revoke.json": [(0, 14, "out_of_turn"), (0, 16, "revoke")],
    "ottocento-2faults/o09_wrong_score_carried_in_total.json": [(0, 66, "wrong_score")],
    "ottocento-2faults/o10_wrong_score_then_wrong_total.json": [
        (0, 65, "wrong_score"),
        (1, 67, "wrong_total"),
    ],
    "ottocento-2faults/o11_false_decl_and_wrong_score_odd.json": [
        (1, 3, "false_declaration"),
        (1, 66, "wrong_score"),
    ],
    "ottocento-2faults/t11_gioco_clean.json": [],
    "ottocento-2faults/t12_bad_exchange_and_wrong_score.json": [
        (0, 4, "illegal_discard"),
        (0, 63, "wrong_score"),
    ],
    "ottocento-2faults/t13_out_of_turn_then_revoke.json": [(0, 18, "out_of_turn"), (0, 19, "revoke")],
    # danish-fragment-long: mid-session records (start.totals, no start.pools); all 14 as expected.
    # (a1, not verdict-changing, fixed in session 31): on the no-pool-line sheets s02 (deal 1) and s07
    # (deal 1) the moved pool's settlement.expected and computed.payments took the pool as empty at
    # the record's start (now: the seats' balance, or neither pool at a Tout; no take listed)
    "danish-fragment-long/p01-clean-7-kingultimo.json": [],
    "danish-fragment-long/p02-clean-8-tout-przydupek.json": [],
    "danish-fragment-long/p03-clean-8-przydupek-then-take.json": [],
    "danish-fragment-long/p04-take-wrong-after-przydupek-9.json": [(7, 89, "wrong_payment")],
    "danish-fragment-long/p05-cardpoints-wrong-9.json": [(8, 88, "wrong_payment")],
    "danish-fragment-long/p06-revoke-8.json": [(6, 22, "revoke")],
    "danish-fragment-long/p07-two-payments-10.json": [(8, 88, "wrong_payment"), (9, 66, "wrong_payment")],
    "danish-fragment-long/s01-clean-8-pooltotals.json": [],
    "danish-fragment-long/s02-clean-7-no-pool-lines.json": [],
    "danish-fragment-long/s03-seat-total-wrong-9.json": [(8, 85, "wrong_total")],
    "danish-fragment-long/s04-pool-total-wrong-8.json": [(6, 87, "wrong_total")],
    "danish-fragment-long/s05-line-and-total-10.json": [(7, 79, "wrong_score"), (9, 84, "wrong_total")],
    "danish-fragment-long/s06-revoke-sheet-7.json": [(5, 17, "revoke")],
    "danish-fragment-long/s07-clean-6-tout-sheet.json": [],
    # gd-fragment-long: records taken up mid-session, start.totals without start.pools; the pool's
    # content unknown until an ultimo takes it, a failed one pays it in, or the sheet writes its total
    # (seeds/002 §18, §27); all 14 as expected. Its a1 (a five-player sheet's taker line not judged by
    # the balance when the sitter-out has no line) shows only in _probes.py there.
    "gd-fragment-long/01-3p-pay-take-clean.json": [],
    "gd-fragment-long/02-3p-pay-failed-then-taken.json": [(7, 50, "wrong_payment")],
    "gd-fragment-long/03-3p-pay-share-fault.json": [(5, 46, "wrong_payment")],
    "gd-fragment-long/04-3p-pay-renonce-player.json": [(4, 25, "revoke")],
    "gd-fragment-long/05-3p-sheet-pooltotals-clean.json": [],
    "gd-fragment-long/06-3p-sheet-noline-wrongtotal.json": [(6, 47, "wrong_total")],
    "gd-fragment-long/07-3p-sheet-failed-poolwrong.json": [(8, 51, "wrong_total")],
    "gd-fragment-long/08-4p-pay-clean.json": [],
    "gd-fragment-long/09-4p-sheet-wrongscore.json": [(5, 45, "wrong_score")],
    "gd-fragment-long/10-4p-pay-renonce-helper.json": [(4, 22, "revoke")],
    "gd-fragment-long/11-5p-pay-clean.json": [],
    "gd-fragment-long/12-5p-sheet-two-faults.json": [(5, 46, "wrong_score"), (6, 53, "wrong_total")],
    "gd-fragment-long/13-3p-common-sheet-clean.json": [],
    "gd-fragment-long/14-3p-pay-take-not-judged.json": [],
    # (c) §18 classes no revoke: irreparable by danish-tarok/ruling.revoke-penalty (classed_by says so)
    "dispute-messages/danish-01-revoke-trumped.json": [(0, 24, "revoke")],
    # (c) §18 classes no failure to trump: irreparable by danish-tarok/ruling.revoke-penalty
    "dispute-messages/danish-02-failed-to-trump.json": [(0, 42, "failure_to_trump")],
    "dispute-messages/danish-03-lead-out-of-turn.json": [(0, 19, "out_of_turn")],
    "dispute-messages/galician-01-player-trumps-holding-suit.json": [(0, 26, "revoke")],
    # (c) a helper's renonce: the source gives no figure; the player gets the consolation from each helper
    "dispute-messages/galician-02-helper-discards-holding-suit.json": [(0, 20, "revoke")],
    # (c) §23 names only trumping while holding the suit; the ruling in 5.follow makes a failure to
    # play a tarock a renonce too (code revoke, evidence.kind trump)
    "dispute-messages/galician-03-player-fails-to-trump.json": [(0, 14, "revoke")],
    "dispute-messages/ottocento-01-trumped-holding-suit.json": [(0, 28, "revoke")],
    "dispute-messages/ottocento-02-failed-to-trump.json": [(0, 33, "failure_to_trump")],
    "dispute-messages/rage-01-trumped-holding-led.json": [(0, 10, "revoke")],
    "dispute-messages/rage-02-plus5-holding-led.json": [(0, 11, "action_card_while_able_to_follow")],
    "dispute-messages/terziglio-01-declarer-discards-holding-suit.json": [(0, 22, "revoke")],
    "dispute-messages/terziglio-02-defender-fails-to-trump.json": [(0, 49, "failure_to_trump")],
    "dispute-messages/ulti-01-defender-trumps-holding-suit.json": [(0, 16, "revoke")],
    # (c) the source names no penalty; the record settled as played is accepted beside lose_all_goals,
    # while the annotation's penalty still reads lose_all_goals (unchecked says which was applied)
    "dispute-messages/ulti-02-defender-undertrumps.json": [(0, 17, "failure_to_overtake")],
    "dispute-messages/ulti-03-declarer-does-not-overtake.json": [(0, 29, "failure_to_overtake")],
    # gd-fragment-45p: four- and five-player score sheets taken up mid-session (start.totals, no
    # start.pools), the unknown pool taken by an announced ultimo, fed by a failed one, staked anew;
    # two faults close together late (seeds/002 §8, §18, §27); all 14 as expected.
    "gd-fragment-45p/01-4p-take-noline-clean.json": [],
    "gd-fragment-45p/02-4p-failed-then-take-poolline-clean.json": [],
    "gd-fragment-45p/03-4p-take-poolline-helper-wrong-total.json": [
        (4, 44, "wrong_score"),
        (5, 52, "wrong_total"),
    ],
    "gd-fragment-45p/04-4p-failed-noline-pooltotal-king.json": [
        (4, 52, "wrong_total"),
        (5, 45, "wrong_score"),
    ],
    # (a1, fixed in session 31) findings right, but the session's net difference dropped seat 2's -30
    # (seat 2 took the unknown pool in deal 2, so Settlement.across marked it open for the session)
    "gd-fragment-45p/05-4p-take-stake-failed-king-total.json": [
        (5, 46, "wrong_score"),
        (6, 50, "wrong_total"),
    ],
    "gd-fragment-45p/06-4p-take-poolline-king-pooltotal.json": [
        (3, 45, "wrong_score"),
        (4, 53, "wrong_total"),
    ],
    "gd-fragment-45p/07-4p-allpass-pooltotals-clean.json": [],
    "gd-fragment-45p/08-5p-take-noline-clean.json": [],
    "gd-fragment-45p/09-5p-failed-take-poolline-zero-clean.json": [],
    "gd-fragment-45p/10-5p-take-poolline-helper-wrong-total.json": [
        (4, 47, "wrong_score"),
        (5, 51, "wrong_total"),
    ],
    "gd-fragment-45p/11-5p-failed-noline-pooltotal-king.json": [
        (4, 48, "wrong_score"),
        (4, 53, "wrong_total"),
    ],
    "gd-fragment-45p/12-5p-take-stake-total-failed-helper.json": [
        (5, 48, "wrong_total"),
        (6, 46, "wrong_score"),
    ],
    "gd-fragment-45p/13-5p-take-poolline-king-total.json": [(2, 45, "wrong_score"), (3, 54, "wrong_total")],
    "gd-fragment-45p/14-5p-take-stake-pooltotals-clean.json": [],
    # danish-fragment-4p: four-player sheets taken up mid-session (start.totals, no start.pools);
    # all 13 verdicts as expected. Its (a) findings: f08's Tout deal (6) gives the taker 430 and the
    # pools +25/+15 in settlement.expected (takes of what went in since the record began) where the
    # rules and the pool lines give 725, -95, -160 (a2, two slips in the deal); a sitter's 0 for a
    # refill beside a second slip (a3) and a przydupek's content on a sheet (a1) are in _probes.py.
    "danish-fragment-4p/f01-clean-6-king-ultimo-pooltotals.json": [],
    "danish-fragment-4p/f02-clean-7-pagat-ultimo-then-kprz.json": [],
    "danish-fragment-4p/f03-clean-5-tout-no-pool-lines.json": [],
    "danish-fragment-4p/f04-clean-8-both-in-last-trick.json": [],
    "danish-fragment-4p/f05-clean-6-pagat-ult-king-prz.json": [],
    "danish-fragment-4p/f06-line-and-total-7.json": [(5, 80, "wrong_score"), (6, 85, "wrong_total")],
    "danish-fragment-4p/f07-sitter-refill-and-pool-total-6.json": [
        (3, 82, "wrong_score"),
        (4, 87, "wrong_total"),
    ],
    # (a2, fixed in session 31) settlement.expected of deal 6's Tout taker and pools ran on from pools
    # assumed empty where two other lines of the deal were wrong; the findings were right
    "danish-fragment-4p/f08-tout-sitter-and-line-8.json": [(6, 80, "wrong_score"), (6, 82, "wrong_score")],
    "danish-fragment-4p/f09-kprz-total-then-line-7.json": [(4, 84, "wrong_total"), (5, 79, "wrong_score")],
    "danish-fragment-4p/f10-pool-total-and-seat-total-6.json": [
        (5, 86, "wrong_total"),
        (5, 89, "wrong_total"),
    ],
    "danish-fragment-4p/f11-clean-5-both-unknown-pool-lines.json": [],
    "danish-fragment-4p/f12-tout-kprz-then-total-7.json": [(5, 85, "wrong_total"), (6, 79, "wrong_score")],
    "danish-fragment-4p/f13-clean-8-pagat-prz-pooltotals-late.json": [],
    # gd-fragment-pay-45p: four/five-player payment records taken up mid-session (start.totals, no
    # start.pools); every planted fault found. (a1, fixed in session 31) a failed ultimo's payment
    # that gives an unknown pool's content was taken as the content before the deal, though the same
    # deal's dealer fee (or stakes) went in before it, so the pool ran 2 high and the correct later
    # take of 02 and 09 was a false wrong_payment.
    "gd-fragment-pay-45p/01-4p-take-unknown-stake-failed-known-clean.json": [],
    # (a1, fixed in session 31) the take is right; the engine's pool was 2 high (the dealer fee), a
    # false wrong_payment
    "gd-fragment-pay-45p/02-4p-fee-failed-reveals-take-known-clean.json": [],
    "gd-fragment-pay-45p/03-4p-take-unknown-late-game-pay-and-total.json": [
        (5, 46, "wrong_payment"),
        (6, 49, "wrong_total"),
    ],
    # (c) computed.pool of a deal with a pool slip (short take, missing stake) is the rules' dues on
    # the pool as paid before it; the next deal carries on from the pool as paid (session pool 131,
    # the pool as paid 121, by the rules 106)
    "gd-fragment-pay-45p/04-4p-failed-reveals-wrong-take-missing-stake.json": [
        (4, 50, "wrong_payment"),
        (5, None, "missing_payment"),
    ],
    "gd-fragment-pay-45p/05-4p-fee-allpass-take-unknown-take-known-clean.json": [],
    "gd-fragment-pay-45p/06-4p-unknown-throughout-share-and-total-then-take.json": [
        (4, 47, "wrong_payment"),
        (5, 53, "wrong_total"),
    ],
    "gd-fragment-pay-45p/07-4p-take-unknown-then-wrong-take-and-ult-pay.json": [
        (5, 49, "wrong_payment"),
        (5, 50, "wrong_payment"),
    ],
    "gd-fragment-pay-45p/08-5p-take-unknown-stake-four-clean.json": [],
    # (a1, fixed in session 31) as 02
    "gd-fragment-pay-45p/09-5p-fee-failed-allpass-take-known-clean.json": [],
    "gd-fragment-pay-45p/10-5p-take-unknown-missing-stake-and-total.json": [
        (5, None, "missing_payment"),
        (6, 51, "wrong_total"),
    ],
    "gd-fragment-pay-45p/11-5p-failed-reveals-wrong-take-and-game-pay.json": [
        (5, 50, "wrong_payment"),
        (6, 50, "wrong_payment"),
    ],
    "gd-fragment-pay-45p/12-5p-unknown-allpass-failed-late-clean.json": [],
    "gd-fragment-pay-45p/13-5p-take-unknown-sitter-stakes-and-total.json": [
        (4, 4, "unexpected_payment"),
        (5, 51, "wrong_total"),
    ],
    "gd-fragment-pay-45p/14-5p-fee-take-unknown-take-known-clean.json": [],
    # danish-fragment-pay-4p: four-player payment records taken up mid-session (no start.pools)
    "danish-fragment-pay-4p/01-kult-unknown-take.json": [],
    "danish-fragment-pay-4p/02-pprzy-then-pult.json": [],
    "danish-fragment-pay-4p/03-tout-then-kult.json": [],
    "danish-fragment-pay-4p/04-kult-kprzy-then-kult.json": [],
    # (a1, fixed in session 31) the last deal's totals stand before the session_end shares and leave
    # them out: they were four wrong totals (the shares paid after them counted in); blind: clean
    "danish-fragment-pay-4p/05-tout-kprzy-session-end.json": [],
    "danish-fragment-pay-4p/06-pult-kprzy-session-end.json": [],
    "danish-fragment-pay-4p/07-kult-sitter-refill.json": [(4, 77, "wrong_payment"), (4, 93, "wrong_payment")],
    "danish-fragment-pay-4p/08-tout-known-take-total.json": [
        (4, 86, "wrong_payment"),
        (4, 93, "wrong_total"),
    ],
    "danish-fragment-pay-4p/09-sitter-refill-total.json": [(5, 90, "wrong_payment"), (5, 94, "wrong_total")],
    "danish-fragment-pay-4p/10-pprzy-known-take-cp.json": [
        (5, 93, "wrong_payment"),
        (5, 98, "wrong_payment"),
    ],
    "danish-fragment-pay-4p/11-toutkprzy-known-take-sitter.json": [
        (5, 87, "wrong_payment"),
        (5, 90, "wrong_payment"),
    ],
    # (c1) the take is measured against the rules' 180, not the 185 the pool held as paid (both
    # are accepted when written; only the message's figure and the taker's difference differ)
    "danish-fragment-pay-4p/12-kultkprzy-klost-take.json": [
        (4, 60, "wrong_payment"),
        (4, 93, "wrong_payment"),
    ],
    "danish-fragment-pay-4p/13-lasttrick-sitter-total.json": [
        (6, 94, "wrong_payment"),
        (6, 99, "wrong_total"),
    ],
    "danish-fragment-pay-4p/14-unknown-take-sitter-refill.json": [
        (5, 84, "wrong_payment"),
        (5, 88, "wrong_payment"),
    ],
    # ulti-rage-fragments: all 12 agree with the blind expectations (Rage bid above the hand is
    # the engine's bid_out_of_range; u05's revoke settled as played is accepted beside the default)
    "ulti-rage-fragments/r01-r7-3p-clean.json": [],
    "ulti-rage-fragments/r02-r4-5p-wrongscore.json": [(4, 23, "wrong_score")],
    "ulti-rage-fragments/r03-r7-8p-bidover.json": [(2, 1, "bid_out_of_range")],
    "ulti-rage-fragments/r04-r4-6p-wrongtotal.json": [(3, 36, "wrong_total")],
    "ulti-rage-fragments/r05-r7-4p-revoke-total.json": [(2, 6, "revoke"), (3, 12, "wrong_total")],
    "ulti-rage-fragments/r06-r4-7p-clean.json": [],
    "ulti-rage-fragments/u01-pay-clean.json": [],
    "ulti-rage-fragments/u02-pay-wrongpay.json": [(4, 38, "wrong_payment")],
    "ulti-rage-fragments/u03-sheet-clean.json": [],
    "ulti-rage-fragments/u04-sheet-wrongtotal.json": [(5, 41, "wrong_total")],
    "ulti-rage-fragments/u05-sheet-revoke.json": [(2, 23, "revoke")],
    "ulti-rage-fragments/u06-sheet-wrongscore.json": [(3, 39, "wrong_score")],
    "rage-opt-2faults-fragments/01-pm1-clean-4p.json": [],
    "rage-opt-2faults-fragments/02-hidden-durch-clean-3p-mid.json": [],
    "rage-opt-2faults-fragments/03-secret-clean-6p-mid.json": [],
    "rage-opt-2faults-fragments/04-pm1-break-wrongscore-5p.json": [
        (2, 4, "bid_forbidden_plus_minus_one"),
        (2, 46, "wrong_score"),
    ],
    "rage-opt-2faults-fragments/05-pm1-durch-revoke-wrongscore-4p-mid.json": [
        (1, 10, "revoke"),
        (1, 22, "wrong_score"),
    ],
    "rage-opt-2faults-fragments/06-durch-actionfollow-undoubled-3p-mid.json": [
        (0, 4, "action_card_while_able_to_follow"),
        (0, 13, "wrong_score"),
    ],
    "rage-opt-2faults-fragments/07-durch-round10-3p-mid.json": [
        (1, 7, "wrong_score"),
        (1, 11, "wrong_total"),
    ],
    "rage-opt-2faults-fragments/08-hidden-revoke-wrongtotal-7p.json": [
        (4, 15, "revoke"),
        (4, 60, "wrong_total"),
    ],
    "rage-opt-2faults-fragments/09-secret-actionfollow-wrongscore-8p-mid.json": [
        (2, 2, "action_card_while_able_to_follow"),
        (2, 60, "wrong_score"),
    ],
    "rage-opt-2faults-fragments/10-pm1-outofrange-wrongtotal-6p.json": [
        (6, 1, "bid_out_of_range"),
        (6, 40, "wrong_total"),
    ],
    "rage-opt-2faults-fragments/11-pm1-break-revoke-8p-mid.json": [
        (3, 7, "bid_forbidden_plus_minus_one"),
        (3, 10, "revoke"),
    ],
    "rage-opt-2faults-fragments/12-hidden-durch-actionfollow-wrongtotal-5p.json": [
        (5, 8, "action_card_while_able_to_follow"),
        (5, 36, "wrong_total"),
    ],
    "rage-opt-2faults-fragments/13-secret-durch-revoke-undoubled-3p-mid.json": [
        (2, 7, "revoke"),
        (2, 14, "wrong_score"),
    ],
    "rage-opt-2faults-fragments/14-hidden-sumequal-wrongscore-wrongtotal-4p-mid.json": [
        (2, 22, "wrong_score"),
        (2, 27, "wrong_total"),
    ],
    # danish-2faults-pay-4p: 4-player payment records, two independent faults in one deal; every
    # fault found where planted (differences are only my guessed code names, (b))
    "danish-2faults-pay-4p/01-clean-fresh4.json": [],
    "danish-2faults-pay-4p/02-clean-mid-shares.json": [],
    "danish-2faults-pay-4p/03-clean-mid-ultimo.json": [],
    "danish-2faults-pay-4p/04-revoke-kinglost.json": [(1, 20, "revoke"), (1, 65, "wrong_payment")],
    "danish-2faults-pay-4p/05-ooturn-declunder.json": [(0, 4, "wrong_payment"), (0, 23, "out_of_turn")],
    "danish-2faults-pay-4p/06-skat-dealfee.json": [(1, 0, "wrong_payment"), (1, 2, "illegal_skat")],
    "danish-2faults-pay-4p/07-ultimo-take-revoke.json": [(1, 17, "revoke"), (1, 92, "wrong_payment")],
    "danish-2faults-pay-4p/08-przydupek-ooturn.json": [(1, 24, "out_of_turn"), (1, 90, "wrong_payment")],
    # (b) my code/anchor guess: the sitter's omitted refill is the engine's missing_payment with event None
    "danish-2faults-pay-4p/09-refill-out-declunder.json": [
        (0, None, "missing_payment"),
        (0, 4, "wrong_payment"),
    ],
    "danish-2faults-pay-4p/10-cardpts-revoke.json": [(2, 27, "revoke"), (2, 97, "wrong_payment")],
    # (b) my code guess: the sitter's declaration payment is unexpected_payment, not wrong_payment
    "danish-2faults-pay-4p/11-outpays-ooturn.json": [(1, 6, "unexpected_payment"), (1, 16, "out_of_turn")],
    "danish-2faults-pay-4p/12-nopools-revoke-last.json": [(1, 18, "revoke"), (1, 94, "wrong_payment")],
    "danish-2faults-pay-4p/13-irrep-revoke-declunder.json": [(1, 4, "wrong_payment"), (1, 17, "revoke")],
    # (b) my code guesses: declaration_before_dealer (not out_of_turn), false_joker_demand (not false_joker_call)
    "danish-2faults-pay-4p/14-jokercall-declorder.json": [
        (1, 3, "declaration_before_dealer"),
        (1, 81, "false_joker_demand"),
    ],
    # ulti-2faults-fragments: 14 files (3 clean, 11 with two faults in one deal, sessions taken up mid-way);
    # every finding agrees with the blind expectation in event and substance
    "ulti-2faults-fragments/01-clean-sheet-ulti-recontra.json": [],
    "ulti-2faults-fragments/02-clean-pay-silent-bonuses.json": [],
    "ulti-2faults-fragments/03-clean-fold-durchmarsch7.json": [],
    "ulti-2faults-fragments/04-revoke-red-party-unredoubled.json": [
        (0, 16, "revoke"),
        (0, 39, "wrong_payment"),
    ],
    "ulti-2faults-fragments/05-overtake-total-slip.json": [
        (0, 34, "failure_to_overtake"),
        (0, 47, "wrong_total"),
    ],
    # (b) my code name: the engine calls the low bid illegal_bid (I wrote bid_not_higher); same event
    "ulti-2faults-fragments/06-low-bid-ulti-penalty-forgotten.json": [
        (0, 4, "illegal_bid"),
        (0, 46, "wrong_score"),
        (0, 47, "wrong_score"),
        (0, 48, "wrong_score"),
    ],
    # (b) my code names: take-then-pass is illegal_bid, the extra party payments unexpected_payment; same events
    "ulti-2faults-fragments/07-takepass-silent100-plus-party.json": [
        (0, 4, "illegal_bid"),
        (0, 39, "unexpected_payment"),
        (0, 40, "unexpected_payment"),
    ],
    # (b) my code name: a discard of a card not held is illegal_discard (I wrote card_not_in_hand); same event
    "ulti-2faults-fragments/08-discard-slip-failed-silent-ulti.json": [
        (0, 0, "illegal_discard"),
        (0, 39, "wrong_payment"),
    ],
    "ulti-2faults-fragments/09-fail-trump-contra-one-sided.json": [
        (0, 27, "failure_to_trump"),
        (0, 40, "wrong_payment"),
    ],
    "ulti-2faults-fragments/10-betli-overtake-contra-both.json": [
        (0, 12, "failure_to_overtake"),
        (0, 41, "wrong_payment"),
    ],
    # (b) my code name: false_marriage (I wrote marriage_not_held); same event
    "ulti-2faults-fragments/11-red-ulti-false-20-penalty-doubled.json": [
        (0, 10, "false_marriage"),
        (0, 45, "wrong_payment"),
        (0, 46, "wrong_payment"),
    ],
    # (b) my code name: out_of_turn (I wrote bid_out_of_turn); same event
    "ulti-2faults-fragments/12-auction-out-of-turn-fold-underpaid.json": [
        (0, 2, "out_of_turn"),
        (0, 7, "wrong_payment"),
    ],
    "ulti-2faults-fragments/13-ultinet-fail-trump-silent100.json": [
        (0, 27, "failure_to_trump"),
        (0, 38, "wrong_payment"),
    ],
    # (b) my code name: early_trump_seven (I wrote ulti_seven_played_early); same event
    "ulti-2faults-fragments/14-ulti-seven-early-total-slip.json": [
        (1, 22, "early_trump_seven"),
        (1, 45, "wrong_total"),
    ],
    "gd-2faults-sheet-45p/01-clean-4p.json": [],
    "gd-2faults-sheet-45p/02-clean-5p.json": [],
    "gd-2faults-sheet-45p/03-clean-5p-two-rounds.json": [],
    "gd-2faults-sheet-45p/04-4p-revoke-consolation-wrong-score.json": [
        (1, 19, "revoke"),
        (1, 47, "wrong_score"),
    ],
    "gd-2faults-sheet-45p/05-4p-failtrump-wrong-total.json": [(2, 37, "revoke"), (2, 52, "wrong_total")],
    "gd-2faults-sheet-45p/06-5p-king-discard-wrong-total.json": [
        (1, 4, "illegal_discard"),
        (1, 53, "wrong_total"),
    ],
    "gd-2faults-sheet-45p/07-5p-passvolat-pagat-wrong-pool.json": [
        (1, 1, "illegal_bid"),
        (1, 49, "wrong_score"),
    ],
    "gd-2faults-sheet-45p/08-4p-pagat-released-wrong-score.json": [
        (1, 18, "pagat_released"),
        (1, 47, "wrong_score"),
    ],
    "gd-2faults-sheet-45p/09-4p-ultimo-lost-outofturn-wrong-score.json": [
        (1, 1, "out_of_turn"),
        (1, 47, "wrong_score"),
    ],
    "gd-2faults-sheet-45p/10-5p-helper-revoke-wrong-pool-total.json": [
        (1, 25, "revoke"),
        (1, 55, "wrong_total"),
    ],
    "gd-2faults-sheet-45p/11-4p-contra-revoke-lost-wrong-pool.json": [
        (1, 20, "revoke"),
        (1, 50, "wrong_score"),
    ],
    "gd-2faults-sheet-45p/12-5p-solo-failtrump-wrong-total.json": [(1, 25, "revoke"), (1, 48, "wrong_total")],
    "gd-2faults-sheet-45p/13-4p-allpass-line-and-failtrump-wrong-score.json": [
        (1, 4, "wrong_score"),
        (2, 15, "revoke"),
        (2, 46, "wrong_score"),
    ],
    # (session 32) probe A of ulti-2faults-fragments written out: a failed silent ulti in red paid the
    # flat 4 (not the doubled 8) is read so (ulti/silent.ulti)
    "ulti-2faults-fragments/p15-red-silent-ulti-failed-flat.json": [],
    # terziglio-2faults-fragments: all 14 agree with the blind expectations on the faults and every
    # figure; (b) a failure to trump is the engine's failure_to_trump, not revoke (my code guess)
    "terziglio-2faults-fragments/01-clean-gioco-solo.json": [],
    "terziglio-2faults-fragments/02-clean-trump-discard-overcall.json": [],
    "terziglio-2faults-fragments/03-clean-nineteen.json": [],
    "terziglio-2faults-fragments/04-revoke-wrong-score.json": [(1, 36, "revoke"), (1, 63, "wrong_score")],
    "terziglio-2faults-fragments/05-false-decl-wrong-total.json": [
        (0, 6, "false_declaration"),
        (0, 66, "wrong_total"),
    ],
    "terziglio-2faults-fragments/06-illegal-discard-out-of-turn.json": [
        (1, 4, "illegal_discard"),
        (1, 29, "out_of_turn"),
    ],
    "terziglio-2faults-fragments/07-illegal-bid-revoke.json": [(0, 1, "illegal_bid"), (0, 33, "revoke")],
    "terziglio-2faults-fragments/08-revoke-penalty.json": [(1, 33, "revoke"), (1, 62, "unexpected_penalty")],
    # (b) failure to trump expected as revoke; the engine's code is failure_to_trump
    "terziglio-2faults-fragments/09-notrump-wrong-score.json": [
        (0, 40, "failure_to_trump"),
        (0, 63, "wrong_score"),
    ],
    "terziglio-2faults-fragments/10-false-decl-out-of-turn.json": [
        (1, 3, "false_declaration"),
        (1, 33, "out_of_turn"),
    ],
    "terziglio-2faults-fragments/11-illegal-discard-wrong-total.json": [
        (0, 4, "illegal_discard"),
        (0, 66, "wrong_total"),
    ],
    # (b) failure to trump expected as revoke; the engine's code is failure_to_trump
    "terziglio-2faults-fragments/12-solo-not-doubled-revoke.json": [
        (1, 14, "failure_to_trump"),
        (1, 62, "wrong_score"),
    ],
    "terziglio-2faults-fragments/13-out-of-turn-wrong-score.json": [
        (0, 29, "out_of_turn"),
        (0, 65, "wrong_score"),
    ],
    "terziglio-2faults-fragments/14-revoke-false-decl.json": [(0, 5, "false_declaration"), (0, 25, "revoke")],
    # (session 32) probe B of ulti-2faults-fragments written out: UltiNet, an ulti bid whose record
    # settles no party beside it is read so (ulti/preset.ultinet)
    "ulti-2faults-fragments/p16-ultinet-ulti-party-uncounted.json": [],
    "ulti-2faults-big-goals/01-clean-red-40100-ulti-session.json": [],
    "ulti-2faults-big-goals/02-clean-open-goals-sheet.json": [],
    "ulti-2faults-big-goals/03-clean-contra-chain.json": [],
    "ulti-2faults-big-goals/04-equal-bid-over-red-ulti-and-wrong-pay.json": [
        (1, 4, "illegal_bid"),
        (1, 41, "wrong_payment"),
    ],
    "ulti-2faults-big-goals/05-betli-no-overtake-and-wrong-total.json": [
        (1, 15, "failure_to_overtake"),
        (1, 44, "wrong_total"),
    ],
    "ulti-2faults-big-goals/06-false-40-and-misdoubled-contra.json": [
        (0, 7, "false_marriage"),
        (0, 43, "wrong_payment"),
    ],
    "ulti-2faults-big-goals/07-equal-red-40100-and-revoke.json": [(0, 4, "illegal_bid"), (0, 17, "revoke")],
    # (b) my blind code guess was illegal_declaration; same event and reasoning
    "ulti-2faults-big-goals/08-marriage-in-100-game-and-wrong-score.json": [
        (1, 7, "marriage_not_allowed"),
        (1, 39, "wrong_score"),
    ],
    # (b) my blind code guess was illegal_declaration; same event and reasoning
    "ulti-2faults-big-goals/09-open-betli-contra-one-defender.json": [
        (0, 12, "marriage_not_allowed"),
        (0, 43, "wrong_payment"),
    ],
    "ulti-2faults-big-goals/10-recontra-without-contra-and-wrong-total.json": [
        (0, 10, "illegal_double"),
        (0, 44, "wrong_total"),
    ],
    # (b) my blind code guess was ulti_seven_played_early; same event and reasoning
    "ulti-2faults-big-goals/11-ulti-seven-early-and-red-penalty.json": [
        (0, 11, "early_trump_seven"),
        (0, 39, "wrong_payment"),
    ],
    "ulti-2faults-big-goals/12-failure-to-trump-and-contra-unbid-goal.json": [
        (1, 12, "failure_to_trump"),
        (1, 13, "illegal_double"),
    ],
    "ulti-2faults-big-goals/13-hirschcontra-and-low-rebid.json": [
        (0, 8, "illegal_bid"),
        (0, 52, "wrong_payment"),
    ],
    "danish-2faults-sheet-3p/01-clean-fresh-3deals.json": [],
    "danish-2faults-sheet-3p/02-clean-mid-pagat-ultimo.json": [],
    "danish-2faults-sheet-3p/03-clean-mid-tout.json": [],
    "danish-2faults-sheet-3p/04-revoke-void-and-score.json": [(1, 8, "revoke"), (1, 81, "wrong_score")],
    "danish-2faults-sheet-3p/05-false-demand-and-total.json": [
        (1, 70, "false_joker_demand"),
        (1, 85, "wrong_total"),
    ],
    # (a) fixed in session 32: a fine for a fault after the deal became void is taken as due where the
    # sheet's lines carry it, as payments already could (danish-tarok/18.void)
    "danish-2faults-sheet-3p/06-skat-king-and-lead-out-of-turn.json": [
        (0, 0, "illegal_skat"),
        (0, 19, "out_of_turn"),
    ],
    "danish-2faults-sheet-3p/07-missed-declaration-and-pool-line.json": [
        (1, 2, "missing_declaration"),
        (1, 83, "wrong_score"),
    ],
    "danish-2faults-sheet-3p/08-joker-second-last-and-total.json": [
        (1, 74, "joker_second_last"),
        (1, 87, "wrong_total"),
    ],
    "danish-2faults-sheet-3p/09-king-ultimo-przydupek-and-play-out-of-turn.json": [
        (0, 29, "out_of_turn"),
        (0, 83, "wrong_score"),
    ],
    "danish-2faults-sheet-3p/10-pagat-ultimo-revoke-large-and-pool-total.json": [
        (1, 17, "revoke"),
        (1, 87, "wrong_total"),
    ],
    "danish-2faults-sheet-3p/11-tout-play-out-of-turn-and-score.json": [
        (1, 38, "out_of_turn"),
        (1, 81, "wrong_score"),
    ],
    # (b) my guessed code declaration_out_of_turn; the engine names it declaration_before_dealer
    "danish-2faults-sheet-3p/12-declaration-before-dealer-and-przydupek.json": [
        (1, 1, "declaration_before_dealer"),
        (1, 80, "wrong_score"),
    ],
    "danish-2faults-sheet-3p/13-joker-withheld-then-total.json": [
        (1, 73, "joker_withheld"),
        (2, 85, "wrong_total"),
    ],
    # (b) my mistake: EXPECTED.md said event 81; the slipped line is seat 0's at event 79
    "danish-2faults-sheet-3p/14-no-pools-declaration-line-and-lead.json": [
        (0, 13, "out_of_turn"),
        (0, 79, "wrong_score"),
    ],
    "gd-2faults-pay-3p/01-clean-fresh-three-pass-two.json": [],
    "gd-2faults-pay-3p/02-clean-mid-ultimo-takes-pool.json": [],
    "gd-2faults-pay-3p/03-clean-one-contra-recontra-won.json": [],
    "gd-2faults-pay-3p/04-player-renonce-wrong-consolation.json": [
        (1, 26, "revoke"),
        (1, 46, "wrong_payment"),
    ],
    # (b) code name guessed (king_discarded): engine illegal_discard, same event; session pool 97.6 vs 99.6 is (c)
    "gd-2faults-pay-3p/05-mid-king-discard-wrong-share.json": [
        (1, 5, "illegal_discard"),
        (1, 47, "wrong_payment"),
    ],
    # (b) code name guessed (contra_by_player): engine illegal_double, same event
    "gd-2faults-pay-3p/06-player-contra-trull-underpaid.json": [
        (1, 8, "illegal_double"),
        (1, 47, "wrong_payment"),
    ],
    # (b) codes guessed: out_of_turn for the bid; the 33-as-win fault split into wrong/unexpected/missing payments
    "gd-2faults-pay-3p/07-bid-out-of-turn-33-paid-as-win.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, 0, "out_of_turn"),
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "unexpected_payment"),
    ],
    # (b) the missing stake is missing_payment at event None (I guessed wrong_payment)
    "gd-2faults-pay-3p/08-helper-renonce-stake-missing.json": [
        (1, None, "missing_payment"),
        (1, 21, "revoke"),
    ],
    "gd-2faults-pay-3p/09-mid-pagat-released-pool-underpaid.json": [
        (1, 27, "pagat_released"),
        (1, 48, "wrong_payment"),
    ],
    # (b) code name guessed (announce_out_of_turn): engine out_of_turn, same event
    "gd-2faults-pay-3p/10-announce-out-of-turn-kings-wrong-way.json": [
        (1, 5, "out_of_turn"),
        (1, 46, "wrong_payment"),
    ],
    "gd-2faults-pay-3p/11-volat-helper-renonce-underpaid.json": [(1, 9, "revoke"), (1, 45, "wrong_payment")],
    "gd-2faults-pay-3p/12-mid-solo-lead-out-of-turn-ones-rate.json": [
        (1, 7, "out_of_turn"),
        (1, 43, "wrong_payment"),
        (1, 44, "wrong_payment"),
    ],
    # (b) code name guessed (reject_by_helper): engine illegal_take, same event
    "gd-2faults-pay-3p/13-fourth-two-helper-reject-lost-as-third.json": [
        (1, 4, "illegal_take"),
        (1, 50, "wrong_payment"),
        (1, 51, "wrong_payment"),
    ],
    "ottocento-2faults-fragments/01-clean-under-declared-to-800.json": [],
    "ottocento-2faults-fragments/02-clean-both-pass-800.json": [],
    "ottocento-2faults-fragments/03-clean-talon-fragment.json": [],
    "ottocento-2faults-fragments/04-revoke-and-unpaired-card-points.json": [
        (1, 30, "revoke"),
        (1, 67, "wrong_score"),
    ],
    "ottocento-2faults-fragments/05-false-declaration-and-wrong-total.json": [
        (1, 1, "false_declaration"),
        (1, 74, "wrong_total"),
    ],
    "ottocento-2faults-fragments/06-out-of-turn-lead-and-missed-declaration.json": [
        (0, 21, "out_of_turn"),
        (0, 69, "wrong_score"),
    ],
    "ottocento-2faults-fragments/07-revoke-and-out-of-turn-lead.json": [
        (2, 18, "revoke"),
        (2, 41, "out_of_turn"),
    ],
    # (b) failure to trump expected as revoke; the engine's code is failure_to_trump
    "ottocento-2faults-fragments/08-false-declaration-and-revoke.json": [
        (0, 4, "false_declaration"),
        (0, 46, "failure_to_trump"),
    ],
    "ottocento-2faults-fragments/09-last-trick-omitted-and-missed-combination.json": [
        (1, 68, "wrong_score"),
        (1, 70, "wrong_score"),
    ],
    "ottocento-2faults-fragments/10-king-discarded-and-wrong-total.json": [
        (1, 0, "illegal_discard"),
        (1, 73, "wrong_total"),
    ],
    # (c) fixed in session 32: the slip that hid the win at 800 is the one finding; the table carrying
    # its own totals on into the next deal is no second one
    "ottocento-2faults-fragments/11-wrong-total-hides-800-then-deal.json": [(1, 73, "wrong_total")],
    "ottocento-2faults-fragments/12-revoke-and-wrong-total-past-800.json": [
        (1, 38, "revoke"),
        (1, 74, "wrong_total"),
    ],
    # (c) a deal after the win at 800: expected one deal_after_game_end; the engine starts a new game
    # from 0, and since session 32 the totals carried on from the won game are one wrong_total
    "ottocento-2faults-fragments/13-deal-after-800.json": [(2, 67, "wrong_total")],
    "ottocento-2faults-fragments/14-out-of-turn-and-missed-last-trick-summary.json": [
        (1, 33, "out_of_turn"),
        (1, 66, "wrong_score"),
    ],
    "rage-partial-records/01-clean-5p-full-no-totals.json": [],
    "rage-partial-records/02-clean-4p-playonly-full.json": [],
    # (c) expected clean: two bids left out of a written auction; the engine reads them as not made
    # (rage/bid.complete), the README's "some of its turns ... unrecorded" as not written
    "rage-partial-records/03-clean-8p-mixed-omissions.json": [(5, 6, "missing_bid"), (5, 6, "missing_bid")],
    "rage-partial-records/04-3p-playonly-revoke.json": [(3, 8, "revoke")],
    "rage-partial-records/05-6p-playonly-no-stock-revoke-bid.json": [
        (1, 22, "revoke"),
        (4, 2, "bid_out_of_range"),
    ],
    "rage-partial-records/06-4p-no-bids-revoke.json": [(2, 5, "revoke")],
    # (c) expected no missing_bid: one bid left out of a written auction in deals 1 and 2 (see 03)
    "rage-partial-records/07-5p-pm1-missing-bids-forbidden-bid-wrong-score.json": [
        (1, 4, "missing_bid"),
        (2, 4, "missing_bid"),
        (3, 4, "bid_forbidden_plus_minus_one"),
        (5, 32, "wrong_score"),
    ],
    "rage-partial-records/08-8p-no-play-wrong-total-wrong-score.json": [
        (1, 19, "wrong_total"),
        (3, 14, "wrong_score"),
    ],
    "rage-partial-records/09-4p-cut-short-wrong-score.json": [(7, 10, "wrong_score")],
    "rage-partial-records/10-3p-totals-only-wrong-total.json": [(4, 22, "wrong_total")],
    "rage-partial-records/11-6p-sheet-only-wrong-total-bid.json": [
        (2, 16, "wrong_total"),
        (9, 3, "bid_out_of_range"),
    ],
    "rage-partial-records/12-5p-playonly-wrong-score.json": [(2, 46, "wrong_score")],
    "rage-partial-records/13-7p-mixed-revoke-wrong-total.json": [(2, 36, "revoke"), (7, 30, "wrong_total")],
    "rage-partial-records/14-4p-playonly-action-card.json": [(2, 7, "action_card_while_able_to_follow")],
    "ulti-netted-payments/01-clean-per-goal-reasons.json": [],
    "ulti-netted-payments/02-clean-netted.json": [],
    "ulti-netted-payments/03-clean-mixed-order.json": [],
    "ulti-netted-payments/04-net-wrong-amount.json": [(1, 37, "wrong_payment")],
    "ulti-netted-payments/05-net-wrong-direction.json": [(0, 35, "wrong_payment")],
    "ulti-netted-payments/06-per-goal-wrong-direction.json": [(0, 38, "wrong_payment")],
    # (c) fixed in session 32: silent 100 "replaces" the party, and a payment the record calls the party
    # is read as it (ulti/silent.hundred): the auditor's wrong_payment at 38, 39 (1 paid, 2 owed)
    "ulti-netted-payments/07-missing-silent-100-per-goal.json": [
        (1, 38, "wrong_payment"),
        (1, 39, "wrong_payment"),
    ],
    "ulti-netted-payments/08-missing-silent-ulti-netted.json": [
        (1, 36, "wrong_payment"),
        (1, 37, "wrong_payment"),
    ],
    "ulti-netted-payments/09-missing-silent-durchmarsch-netted.json": [(0, 35, "wrong_payment")],
    "ulti-netted-payments/10-revoke-and-wrong-payment.json": [(1, 19, "revoke"), (1, 40, "wrong_payment")],
    "ulti-netted-payments/11-revoke-then-wrong-net.json": [(0, 14, "revoke"), (1, 36, "wrong_payment")],
    "ulti-netted-payments/12-two-faults-net.json": [(0, 36, "wrong_payment"), (2, 36, "wrong_payment")],
    "ulti-netted-payments/13-contra-one-defender-trumps.json": [(0, 38, "wrong_payment")],
    "ulti-netted-payments/14-betli-contra-both.json": [(1, 36, "wrong_payment")],
    # (session 32) probe G3 written out: a pair whose dues cancel, nothing written between them (no warning)
    "ulti-netted-payments/p15-zero-pair-netted-unwritten.json": [],
    "danish-2faults-sheet-4p/01-clean-fresh.json": [],
    "danish-2faults-sheet-4p/02-clean-mid-pagat-ultimo.json": [],
    "danish-2faults-sheet-4p/03-clean-mid-tout.json": [],
    "danish-2faults-sheet-4p/04-revoke-then-out-of-turn.json": [
        (1, 23, "revoke"),
        (1, 50, "out_of_turn"),
    ],
    "danish-2faults-sheet-4p/05-revoke-wrong-pool-line.json": [
        (0, 18, "revoke"),
        (0, 84, "wrong_score"),
    ],
    "danish-2faults-sheet-4p/06-joker-second-last-wrong-total.json": [
        (1, 75, "joker_second_last"),
        (1, 88, "wrong_total"),
    ],
    "danish-2faults-sheet-4p/07-illegal-skat-then-revoke.json": [
        (0, 0, "illegal_skat"),
        (0, 32, "revoke"),
    ],
    # (b) code name: I guessed wrong_declaration; the engine's false_declaration, same event
    "danish-2faults-sheet-4p/08-wrong-declaration-out-of-turn.json": [
        (1, 1, "false_declaration"),
        (1, 41, "out_of_turn"),
    ],
    # (b) code name: I guessed false_joker_call; the engine's false_joker_demand, same event
    "danish-2faults-sheet-4p/09-false-joker-call-pool-total.json": [
        (2, 70, "false_joker_demand"),
        (2, 90, "wrong_total"),
    ],
    # (b) code name: I guessed declaration_out_of_turn; the engine's declaration_before_dealer
    "danish-2faults-sheet-4p/10-early-declaration-sitter-line.json": [
        (1, 1, "declaration_before_dealer"),
        (1, 79, "wrong_score"),
    ],
    "danish-2faults-sheet-4p/11-out-of-turn-wrong-winner-line.json": [
        (0, 35, "out_of_turn"),
        (0, 80, "wrong_score"),
    ],
    "danish-2faults-sheet-4p/12-joker-second-last-pool-line.json": [
        (1, 75, "joker_second_last"),
        (1, 83, "wrong_score"),
    ],
    # (b) one pass omitted two mandatory declarations (10 trumps, half cavalry): one finding each, fined once
    "danish-2faults-sheet-4p/13-missing-declaration-pool-total.json": [
        (1, 1, "missing_declaration"),
        (1, 1, "missing_declaration"),
        (1, 90, "wrong_total"),
    ],
    "danish-2faults-sheet-4p/14-revoke-and-later-wrong-line.json": [
        (0, 39, "revoke"),
        (2, 79, "wrong_score"),
    ],
    "gd-2faults-pay-45p/01-clean-4p-session.json": [],
    "gd-2faults-pay-45p/02-clean-5p-session.json": [],
    "gd-2faults-pay-45p/03-clean-4p-midsession-ultimo.json": [],
    "gd-2faults-pay-45p/04-4p-renonce-king-consolation.json": [(1, 29, "revoke"), (1, 47, "wrong_payment")],
    "gd-2faults-pay-45p/05-4p-mid-ultimo-share-king-premium.json": [
        (1, 47, "wrong_payment"),
        (1, 51, "wrong_payment"),
    ],
    "gd-2faults-pay-45p/06-5p-renonce-sitter-paid.json": [(1, 18, "revoke"), (1, 47, "unexpected_payment")],
    "gd-2faults-pay-45p/07-5p-mid-ultimo-take-sitter-share.json": [
        (1, 50, "wrong_payment"),
        (1, 52, "unexpected_payment"),
    ],
    # (b) expected the code bid_out_of_turn (my guess); the engine names a Galician call out of turn out_of_turn
    "gd-2faults-pay-45p/08-4p-lost-unmultiplied-bid-out-of-turn.json": [
        (1, 1, "out_of_turn"),
        (1, 47, "wrong_payment"),
    ],
    "gd-2faults-pay-45p/09-5p-mid-renonce-consolation-single-play-oot.json": [
        (1, 27, "revoke"),
        (1, 29, "out_of_turn"),
        (1, 46, "wrong_payment"),
        (1, 47, "wrong_payment"),
        (1, 48, "wrong_payment"),
        (1, 49, "wrong_payment"),
        (1, 50, "wrong_payment"),
        (1, 51, "wrong_payment"),
    ],
    # (b) the wrong-seat contra's code was left unnamed (guessed); the engine's is sitter_acted
    "gd-2faults-pay-45p/10-4p-king-contra-trull-mispaid.json": [
        (1, 9, "sitter_acted"),
        (1, 50, "wrong_payment"),
    ],
    # (b) the wrong-seat contra's code was left unnamed (guessed); the engine's is sitter_acted
    "gd-2faults-pay-45p/11-5p-sitter-contra-silent-ultimo-mispaid.json": [
        (2, 9, "sitter_acted"),
        (2, 51, "wrong_payment"),
    ],
    "gd-2faults-pay-45p/12-5p-mid-sitter-change.json": [
        (2, 21, "out_of_turn"),
        (2, 47, "unexpected_payment"),
    ],
    # (b) the wrong-seat recontra's code was left unnamed (guessed); the engine's is illegal_double
    "gd-2faults-pay-45p/13-4p-mid-recontra-by-helper-failed-ultimo-share.json": [
        (0, 9, "illegal_double"),
        (2, 53, "wrong_payment"),
    ],
    # (b) my generator stopped a suit run at two contatori in a row (the source ends only trump runs so): deal 1 score
    "ottocento-multi-game/01-cross-once-revoke-new-game.json": [(1, 65, "wrong_score"), (2, 14, "revoke")],
    "ottocento-multi-game/02-clean-cross-twice.json": [],
    "ottocento-multi-game/03-clean-won-on-declarations.json": [],
    # (b) my generator stopped a suit run at two contatori in a row (the source ends only trump runs so): deal 2 score
    "ottocento-multi-game/04-clean-both-pass-800.json": [(2, 66, "wrong_score")],
    # (c) expected a wrong_total per team carried on past the win at 800; the engine reports the carry-on once
    "ottocento-multi-game/05-exact-800-sheet-carries-on.json": [(1, 67, "wrong_total")],
    # (session 32) the sheet begins a new game though no team won: one slip, one finding (as 05 carrying on)
    "ottocento-multi-game/06-799-not-a-win-sheet-resets.json": [(1, 67, "wrong_total")],
    # (b) my generator stopped suit runs at two contatori in a row (the source ends only trump runs so): deal 0 score
    "ottocento-multi-game/07-wrong-total-hides-win.json": [(0, 65, "wrong_score"), (0, 67, "wrong_total")],
    # (a) fixed in session 32: the sheet starts a new game after its own (false) 800: the slip that faked
    # the win is the one finding
    "ottocento-multi-game/08-wrong-total-fakes-win.json": [(0, 68, "wrong_total")],
    "ottocento-multi-game/09-wrong-score-winning-deal.json": [(1, 65, "wrong_score")],
    # (a) fixed in session 32: the sheet starts a new game after its own (false) 808: one finding
    "ottocento-multi-game/10-wrong-score-fakes-win.json": [(0, 65, "wrong_score")],
    "ottocento-multi-game/11-revoke-winning-deal.json": [(0, 14, "revoke")],
    "ottocento-multi-game/12-revoke-win-and-wrong-score.json": [(1, 19, "revoke"), (3, 66, "wrong_score")],
    # (b) my generator stopped a suit run at two contatori in a row (the source ends only trump runs so): deal 3 score
    "ottocento-multi-game/13-decl-win-wrong-decl-score-and-slip.json": [
        (0, 6, "wrong_score"),
        (2, 67, "wrong_total"),
        (3, 66, "wrong_score"),
    ],
    "ottocento-multi-game/14-both-pass-800-wrong-loser-total.json": [(0, 67, "wrong_total")],
    "ottocento-multi-game/15-long-game-winning-total-slip.json": [(3, 67, "wrong_total")],
    # (session 32) probe G written out: the king's contra alone, the table paid the game doubled: the
    # void double is the one finding, the deal read as doubled (and the planted trull slip)
    "gd-2faults-pay-45p/p14-king-contra-alone-paid-doubled.json": [
        (1, 8, "sitter_acted"),
        (1, 49, "wrong_payment"),
    ],
    "gd-netted-payments/01-clean-items-reasons.json": [],
    "gd-netted-payments/02-clean-pair-net-4p.json": [],
    "gd-netted-payments/03-clean-all-net-shuffled.json": [],
    "gd-netted-payments/04-wrong-pair-net.json": [(1, 45, "wrong_payment")],
    "gd-netted-payments/05-wrong-direction-4p.json": [(1, 46, "wrong_payment")],
    "gd-netted-payments/06-premium-left-out.json": [(1, 44, "wrong_payment")],
    "gd-netted-payments/07-renonce-and-wrong-share.json": [(1, 19, "revoke"), (1, 47, "wrong_payment")],
    "gd-netted-payments/08-pool-net-wrong-4p.json": [(1, 47, "wrong_payment")],
    "gd-netted-payments/09-contra-lost-net-wrong.json": [(1, 46, "wrong_payment")],
    "gd-netted-payments/10-failed-ultimo-two-faults-4p.json": [
        (1, 44, "wrong_payment"),
        (1, 46, "wrong_payment"),
    ],
    "gd-netted-payments/11-two-faults-across-deals.json": [
        (0, 44, "wrong_payment"),
        (2, 45, "wrong_payment"),
    ],
    "gd-netted-payments/12-clean-solo-tarocks-4p.json": [],
    "gd-netted-payments/13-renonce-netted-4p.json": [(0, 24, "revoke")],
    "gd-netted-payments/14-share-wrong-direction.json": [(1, 48, "wrong_payment")],
    "danish-netted-payments/01-clean-items-reasons-3p.json": [],
    "danish-netted-payments/02-clean-pairs-4p.json": [],
    "danish-netted-payments/03-clean-end-shuffled-3p.json": [],
    "danish-netted-payments/04-pairs-wrong-net-3p.json": [(1, 79, "wrong_payment")],
    "danish-netted-payments/05-items-noreason-wrong-direction-4p.json": [(1, 39, "wrong_payment")],
    # (b) my guess put the missing payment at the declare event (1, 3); the engine anchors it to the deal
    "danish-netted-payments/06-items-missing-declaration-3p.json": [(1, None, "missing_payment")],
    "danish-netted-payments/07-pairs-missing-declaration-4p.json": [(1, 79, "wrong_payment")],
    "danish-netted-payments/08-poolsum-wrong-pool-sum-3p.json": [(2, 94, "wrong_payment")],
    "danish-netted-payments/09-revoke-void-plus-wrong-net-3p.json": [
        (1, 14, "revoke"),
        (2, 79, "wrong_payment"),
    ],
    "danish-netted-payments/10-revoke-large-plus-wrong-direction-3p.json": [
        (0, 30, "revoke"),
        (0, 102, "wrong_payment"),
    ],
    # (a) d0, fixed in session 32: one reversed pair net (0->1 5 for 1->0 5) was 5 missing dues, now one
    # wrong_payment; (b) d2: planted 100 = the gross take
    "danish-netted-payments/11-pairs-two-faults-4p.json": [
        (0, 79, "wrong_payment"),
        (2, None, "missing_payment"),
    ],
    "danish-netted-payments/12-front-shuffled-wrong-direction-3p.json": [(2, 12, "wrong_payment")],
    # (b) my guess put the missing payment at the declare event (2, 1); the engine anchors it to the deal
    "danish-netted-payments/13-poolsum-przydupek-missing-decl-4p.json": [
        (1, 95, "wrong_payment"),
        (2, None, "missing_payment"),
    ],
    "danish-netted-payments/14-clean-poolsum-noreason-3p.json": [],
    "ottocento-sheet-shapes/01-clean-team-lines.json": [],
    "ottocento-sheet-shapes/02-clean-reason-lines.json": [],
    "ottocento-sheet-shapes/03-clean-play-only.json": [],
    "ottocento-sheet-shapes/04-reason-card-points.json": [(1, 71, "wrong_score")],
    "ottocento-sheet-shapes/05-reason-declarations.json": [(2, 65, "wrong_score")],
    "ottocento-sheet-shapes/06-team-wrong-total.json": [(1, 68, "wrong_total")],
    "ottocento-sheet-shapes/07-totals-only-wrong.json": [(2, 65, "wrong_total")],
    "ottocento-sheet-shapes/08-team-missed-combo.json": [(0, 65, "wrong_score")],
    "ottocento-sheet-shapes/09-reason-missed-combo-and-total.json": [
        (1, 70, "wrong_score"),
        (2, 73, "wrong_total"),
    ],
    "ottocento-sheet-shapes/10-team-revoke-wrong-score.json": [(0, 22, "revoke"), (1, 65, "wrong_score")],
    "ottocento-sheet-shapes/11-scores-no-totals-revoke.json": [(1, 46, "revoke"), (1, 66, "wrong_score")],
    "ottocento-sheet-shapes/12-play-only-reason-last-trick.json": [(1, 68, "wrong_score")],
    "ottocento-sheet-shapes/13-cut-short-endings.json": [(1, 58, "wrong_score")],
    "ottocento-sheet-shapes/14-midsession-talon-missed-combo.json": [(1, 71, "wrong_score")],
    "ulti-sheet-shapes/01-clean-scores-totals.json": [],
    "ulti-sheet-shapes/02-clean-split-reasons.json": [],
    "ulti-sheet-shapes/03-clean-mixed.json": [],
    "ulti-sheet-shapes/04-wrong-score-line.json": [(1, 38, "wrong_score")],
    "ulti-sheet-shapes/05-wrong-total.json": [(1, 41, "wrong_total")],
    "ulti-sheet-shapes/06-totals-only-wrong-total.json": [(2, 38, "wrong_total")],
    "ulti-sheet-shapes/07-scores-forget-silent-ulti.json": [
        (1, 37, "wrong_score"),
        (1, 38, "wrong_score"),
        (1, 39, "wrong_score"),
    ],
    "ulti-sheet-shapes/08-split-forget-silent-100.json": [
        (1, 37, "wrong_score"),
        (1, 38, "wrong_score"),
        (1, 39, "wrong_score"),
    ],
    "ulti-sheet-shapes/09-revoke-wrong-score.json": [(1, 17, "revoke"), (1, 39, "wrong_score")],
    "ulti-sheet-shapes/10-betli-contra-both.json": [(1, 37, "wrong_score"), (1, 38, "wrong_score")],
    "ulti-sheet-shapes/11-mixed-ulti-penalty-contra.json": [
        (1, 37, "wrong_score"),
        (1, 38, "wrong_score"),
        (1, 39, "wrong_score"),
    ],
    "ulti-sheet-shapes/12-totals-two-faults.json": [
        (1, 37, "wrong_total"),
        (1, 38, "wrong_total"),
        (1, 39, "wrong_total"),
        (3, 37, "wrong_total"),
    ],
    "ulti-sheet-shapes/13-fold-wrong-line.json": [(1, 9, "wrong_score")],
    # (c1) fixed in session 32: a sheet of goal lines has each seat's slip at its wrong line (silent-ulti)
    # since session 34 (director-sessions a1) the total at (2, 44), written 1, is the rules' running total (1 - 6 + 6): right,
    # as rage/score.total has it; the writer meant 3 - 2, the sheet's own figure short
    "ulti-sheet-shapes/14-split-totals-two-faults.json": [
        (1, 39, "wrong_score"),
        (1, 40, "wrong_score"),
        (1, 41, "wrong_score"),
    ],
    "terziglio-sheet-shapes/01-clean-reasons-totals.json": [],
    "terziglio-sheet-shapes/02-clean-bare-scores-nineteen.json": [],
    "terziglio-sheet-shapes/03-clean-totals-only-all-tricks.json": [],
    "terziglio-sheet-shapes/04-rounding-down-slip.json": [(1, 62, "wrong_score")],
    "terziglio-sheet-shapes/05-winners-only-rounded-up-slip.json": [(1, 62, "wrong_score")],
    "terziglio-sheet-shapes/06-solo-not-doubled.json": [(1, 61, "wrong_score")],
    "terziglio-sheet-shapes/07-wrong-total.json": [(1, 65, "wrong_total")],
    "terziglio-sheet-shapes/08-revoke-and-wrong-score.json": [(0, 22, "revoke"), (2, 64, "wrong_score")],
    "terziglio-sheet-shapes/09-illegal-discard-king.json": [(1, 4, "illegal_discard")],
    "terziglio-sheet-shapes/10-totals-only-opponents-rounding.json": [
        (1, 62, "wrong_total"),
        (1, 64, "wrong_total"),
    ],
    "terziglio-sheet-shapes/11-zero-sum-declarer-not-doubled.json": [(2, 63, "wrong_score")],
    "terziglio-sheet-shapes/12-solo-lost-not-doubled.json": [(1, 61, "wrong_score"), (1, 62, "wrong_score")],
    "terziglio-sheet-shapes/13-illegal-discard-and-total-slip.json": [
        (0, 4, "illegal_discard"),
        (2, 66, "wrong_total"),
    ],
    "terziglio-sheet-shapes/14-clean-tie-is-a-loss.json": [],
    # rage-sheet-shapes-2faults (tests/data/audit/rage-sheet-shapes-2faults/REPORT.md): Rage sheets whose
    # shape changes round to round, two independent faults in one round; engine agrees on all 13
    "rage-sheet-shapes-2faults/01-clean-3p.json": [],
    "rage-sheet-shapes-2faults/02-clean-5p-pm1.json": [],
    "rage-sheet-shapes-2faults/03-clean-8p-from-round5.json": [],
    "rage-sheet-shapes-2faults/04-3p-revoke-wrong-score.json": [(3, 10, "revoke"), (3, 26, "wrong_score")],
    "rage-sheet-shapes-2faults/05-4p-action-wrong-total-totals-only.json": [
        (4, 7, "action_card_while_able_to_follow"),
        (4, 29, "wrong_total"),
    ],
    "rage-sheet-shapes-2faults/06-5p-joker-revoke-bid-order-scores-only.json": [
        (4, 0, "bid_out_of_turn"),
        (4, 17, "revoke"),
    ],
    "rage-sheet-shapes-2faults/07-6p-change-mistrack-revoke.json": [
        (6, 8, "revoke"),
        (6, 32, "wrong_score"),
        (6, 34, "wrong_score"),
    ],
    "rage-sheet-shapes-2faults/08-7p-notrump-mistrack-action-totals-only.json": [
        (5, 13, "action_card_while_able_to_follow"),
        (5, 43, "wrong_total"),
        (5, 46, "wrong_total"),
    ],
    "rage-sheet-shapes-2faults/09-8p-bid-order-wrong-total.json": [
        (5, 3, "bid_out_of_turn"),
        (5, 62, "wrong_total"),
    ],
    "rage-sheet-shapes-2faults/10-3p-wrong-score-wrong-total.json": [
        (7, 12, "wrong_score"),
        (7, 17, "wrong_total"),
    ],
    "rage-sheet-shapes-2faults/11-4p-joker-trumped-bid-order-scores-only.json": [
        (4, 1, "bid_out_of_turn"),
        (4, 29, "wrong_score"),
        (4, 30, "wrong_score"),
    ],
    "rage-sheet-shapes-2faults/12-5p-blank-round-revoke-action.json": [
        (5, 7, "action_card_while_able_to_follow"),
        (5, 14, "revoke"),
    ],
    "rage-sheet-shapes-2faults/13-6p-scores-only-wrong-score-revoke-carried.json": [
        (3, 10, "revoke"),
        (3, 52, "wrong_score"),
    ],
    "danish-sheet-shapes/01-clean-seat-pool-3p.json": [],
    "danish-sheet-shapes/02-clean-totals-only-4p.json": [],
    "danish-sheet-shapes/03-clean-reasons-totals-3p.json": [],
    # (c) fixed in session 32: a sheet of reason lines has the seat's slip at its wrong line (87)
    "danish-sheet-shapes/04-reason-line-3p.json": [(0, 87, "wrong_score")],
    # (c) fixed in session 32: seat 0's wrong card_points line (82) is where the slip is reported
    "danish-sheet-shapes/05-reason-and-pool-line-4p.json": [(1, 82, "wrong_score"), (2, 93, "wrong_score")],
    "danish-sheet-shapes/06-pool-line-3p.json": [(1, 83, "wrong_score")],
    "danish-sheet-shapes/07-pool-total-4p.json": [(1, 86, "wrong_total")],
    "danish-sheet-shapes/08-seat-total-3p.json": [(1, 81, "wrong_total")],
    "danish-sheet-shapes/09-seat-total-4p.json": [(2, 86, "wrong_total")],
    "danish-sheet-shapes/10-score-no-totals-4p.json": [(1, 79, "wrong_score")],
    "danish-sheet-shapes/11-revoke-wrong-score-3p.json": [(1, 23, "revoke"), (2, 79, "wrong_score")],
    "danish-sheet-shapes/12-revoke-wrong-score-4p.json": [(2, 20, "revoke"), (2, 82, "wrong_score")],
    # (c) fixed in session 32: seat 0's wrong king_lost line (80) is where the slip is reported
    "danish-sheet-shapes/13-reason-line-and-total-3p.json": [(1, 80, "wrong_score"), (3, 97, "wrong_total")],
    "gd-sheet-shapes/01-clean-net-pool-totals-3p.json": [],
    "gd-sheet-shapes/02-clean-reasons-4p.json": [],
    "gd-sheet-shapes/03-clean-totals-only-3p.json": [],
    "gd-sheet-shapes/04-reasons-wrong-game-line-3p.json": [(1, 47, "wrong_score")],
    # (c) fixed in session 32: a Galician sheet by reason has the slip at the wrong four_kings line (47)
    "gd-sheet-shapes/05-reasons-wrong-premium-line-4p.json": [(1, 47, "wrong_score")],
    "gd-sheet-shapes/06-wrong-pool-line-3p.json": [(0, 47, "wrong_score")],
    "gd-sheet-shapes/07-wrong-pool-share-and-total-4p.json": [(1, 51, "wrong_score"), (2, 54, "wrong_total")],
    "gd-sheet-shapes/08-wrong-total-carried-3p.json": [(1, 49, "wrong_total")],
    "gd-sheet-shapes/09-totals-only-wrong-total-4p.json": [(1, 47, "wrong_total")],
    "gd-sheet-shapes/10-renonce-consolation-wrong-score-3p.json": [(1, 25, "revoke"), (2, 45, "wrong_score")],
    "gd-sheet-shapes/11-renonce-lost-wrong-krol-line-4p.json": [(1, 16, "revoke"), (1, 45, "wrong_score")],
    "gd-sheet-shapes/12-premium-left-off-net-3p.json": [(1, 44, "wrong_score")],
    "gd-sheet-shapes/13-premium-left-off-reasons-4p.json": [(1, 44, "wrong_score")],
    "gd-sheet-shapes/14-solo-contra-two-faults-3p.json": [(0, 44, "wrong_score"), (1, 46, "wrong_score")],
    "mixed-records/01-ulti-clean-mixed.json": [],
    "mixed-records/02-ulti-total-across-payments.json": [(2, 42, "wrong_total")],
    "mixed-records/03-ulti-payment-after-sheet-revoke.json": [(2, 37, "wrong_payment"), (3, 14, "revoke")],
    "mixed-records/04-ulti-playonly-revoke.json": [(1, 23, "revoke")],
    "mixed-records/05-ulti-score-and-total.json": [(1, 38, "wrong_score"), (3, 42, "wrong_total")],
    "mixed-records/06-galician-clean-mixed.json": [],
    "mixed-records/07-galician-total-across-payments.json": [(2, 48, "wrong_total")],
    "mixed-records/08-galician-payment-after-sheet-revoke.json": [
        (2, 45, "wrong_payment"),
        (3, 21, "revoke"),
    ],
    "mixed-records/09-galician-playonly-revoke.json": [(2, 15, "revoke")],
    "mixed-records/10-danish-clean-mixed.json": [],
    "mixed-records/11-danish-total-across-payments.json": [(2, 84, "wrong_total")],
    "mixed-records/12-danish-payment-after-sheet-revoke.json": [(2, 96, "wrong_payment"), (3, 11, "revoke")],
    "mixed-records/13-danish-score-after-playonly.json": [(1, 80, "wrong_score")],
    # (session 32) probe P1 written out: a sheet deal after the unsettled revoke deal, its totals counting
    # that deal as played (no penalty): accepted, as payments so settled are
    "mixed-records/p14-ulti-totals-count-the-revoke-deal-as-played.json": [
        (2, 37, "wrong_payment"),
        (3, 14, "revoke"),
    ],
    "ulti-silent-combos/01-clean-def-silent100.json": [],
    "ulti-silent-combos/02-def-silent-ulti-pay.json": [(0, 38, "wrong_payment")],
    "ulti-silent-combos/03-red-decl-silent-ulti-sheet.json": [(0, 36, "wrong_score")],
    "ulti-silent-combos/04-red-def-ulti-lost.json": [],
    "ulti-silent-combos/05-clean-silent100-and-dm.json": [],
    "ulti-silent-combos/06-recontra-party-decl-silent100.json": [],
    "ulti-silent-combos/07-contra-party-decl-silent-ulti.json": [(0, 41, "wrong_payment")],
    "ulti-silent-combos/08-near-ties-sheet.json": [(1, 41, "wrong_total")],
    "ulti-silent-combos/09-revoke-decl-silent100.json": [(0, 18, "revoke")],
    # (b) my generator missed the defenders' silent durchmarsch (they took all ten tricks); the record fits neither reading
    "ulti-silent-combos/10-overtake-def-silent-ulti.json": [
        (0, 14, "failure_to_overtake"),
        (0, 39, "unexpected_payment"),
        (0, 40, "unexpected_payment"),
    ],
    "ulti-silent-combos/11-clean-def-silent-ulti-sheet.json": [],
    "ulti-silent-combos/12-contra-decl-ulti-lost-sheet.json": [(0, 38, "wrong_score")],
    "ulti-silent-combos/13-def-ulti-lost-two-faults.json": [
        (0, 36, "wrong_payment"),
        (0, 38, "wrong_payment"),
    ],
    "ulti-silent-combos/14-contra-def-silent100-sheet.json": [(1, 37, "wrong_score")],
    "rage-action-combos/01-two-changes-5p.json": [],
    "rage-action-combos/02-notrump-then-change-4p.json": [],
    "rage-action-combos/03-two-notrumps-6p.json": [],
    "rage-action-combos/04-joker-with-notrump-3p.json": [],
    "rage-action-combos/05-joker-with-change-7p.json": [],
    "rage-action-combos/06-deep-stock-8p.json": [],
    "rage-action-combos/07-action-lead-revoke-4p.json": [(0, 6, "revoke")],
    "rage-action-combos/08-joker-lead-change-while-following-5p.json": [
        (0, 7, "action_card_while_able_to_follow")
    ],
    "rage-action-combos/09-two-jokers-mistracked-6p.json": [
        (0, 12, "out_of_turn"),
        (0, 31, "wrong_score"),
        (0, 33, "wrong_score"),
    ],
    "rage-action-combos/10-change-mistracked-4p.json": [(0, 8, "out_of_turn")],
    "rage-action-combos/11-plus5-minus5-one-trick-3p.json": [(0, 11, "wrong_score")],
    "rage-action-combos/12-only-actions-5p.json": [(0, 16, "wrong_score")],
    "rage-action-combos/13-clean-random-3p.json": [],
    "rage-action-combos/14-clean-notrump-lead-two-trump-jokers-4p.json": [],
    "rage-action-combos/15-clean-random-8p.json": [],
    "danish-tout-nolo/01-clean-tout-3p-pay.json": [],
    "danish-tout-nolo/02-clean-nolo-king-last-3p-pay.json": [],
    "danish-tout-nolo/03-clean-tout-nolo-przydupek-4p-sheet.json": [],
    "danish-tout-nolo/04-tout-pagat-last-ultimo-paid-3p.json": [
        (0, 101, "unexpected_payment"),
        (0, 102, "unexpected_payment"),
    ],
    "danish-tout-nolo/05-tout-nolo-also-paid-3p.json": [
        (1, 100, "unexpected_payment"),
        (1, 101, "unexpected_payment"),
    ],
    # (a) fixed in session 32: a pair whose payments each name the one due they pay is no "in all" slip;
    # the wrong Nolo (96) and both unowed card-point payments (97, 98) are each reported, as the reader had
    "danish-tout-nolo/06-nolo-card-points-paid-3p.json": [
        (0, 96, "wrong_payment"),
        (0, 97, "unexpected_payment"),
        (0, 98, "unexpected_payment"),
    ],
    "danish-tout-nolo/07-nolo-przydupek-dropped-4p.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
    ],
    "danish-tout-nolo/08-tout-sitout-refill-missing-4p.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
    ],
    "danish-tout-nolo/09-tout-king-pool-short-3p.json": [(0, 105, "wrong_payment")],
    # (b) the failed Tout is itself annotated (failed_tout, its large penalty paid by the record); blind expected
    # only the two last_trick payments
    "danish-tout-nolo/10-failed-tout-nolo-last-trick-paid-3p.json": [
        (0, 94, "failed_tout"),
        (0, 97, "unexpected_payment"),
        (0, 98, "unexpected_payment"),
    ],
    "danish-tout-nolo/11-tout-two-przydupek-sheet-3p.json": [(0, 80, "wrong_score"), (1, 88, "wrong_total")],
    "danish-tout-nolo/12-nolo-pagat-last-sheet-4p.json": [(0, 82, "wrong_score"), (1, 86, "wrong_total")],
    "danish-tout-nolo/13-tout-sitout-pays-4p.json": [(0, 107, "unexpected_payment")],
    "danish-tout-nolo/14-tout-no-card-points-3p.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
    ],
    "gd-volat-helper-premiums/01-silent-volat-player-pay3p.json": [],
    "gd-volat-helper-premiums/02-announced-volat-4p-king.json": [(0, 50, "wrong_payment")],
    "gd-volat-helper-premiums/03-announced-volat-failed-sheet.json": [(1, 50, "wrong_total")],
    "gd-volat-helper-premiums/04-helpers-take-all-pay3p.json": [(0, 52, "wrong_payment")],
    "gd-volat-helper-premiums/05-helper-trull-pays-and-receives.json": [],
    "gd-volat-helper-premiums/06-four-kings-split-helpers-4p-sheet.json": [
        (0, 44, "wrong_score"),
        (1, 47, "wrong_score"),
    ],
    # (b) I guessed wrong_payment; a payment the rules do not call for is unexpected_payment, same event
    "gd-volat-helper-premiums/07-helper-pagat-ultimo-no-premium.json": [(0, 49, "unexpected_payment")],
    # (c) fixed in session 32: a record counting a 2-card discard in thirds (50 2/3) is read so
    "gd-volat-helper-premiums/08-two-fractional-pay3p.json": [(0, 49, "wrong_payment")],
    # (c) fixed in session 32: a record counting a 1-card discard in thirds (44 1/3) is read so
    "gd-volat-helper-premiums/09-one-fractional-4p-sheet.json": [],
    "gd-volat-helper-premiums/10-ultimo-made-opening-pool-pay3p.json": [(0, 51, "wrong_payment")],
    "gd-volat-helper-premiums/11-ultimo-failed-opening-pool-4p-sheet.json": [(0, 53, "wrong_total")],
    "gd-volat-helper-premiums/12-helper-announced-trull-tarocks-pay3p.json": [
        (0, 50, "wrong_payment"),
        (0, 51, "wrong_payment"),
    ],
    "gd-volat-helper-premiums/13-silent-volat-two-4p-sheet.json": [(1, 48, "wrong_score")],
    "rage-bid-variant-combos/01-pm1-hidden-dealer-last.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "rage-bid-variant-combos/02-pm1-hidden-dealer-not-last.json": [(0, 1, "bid_forbidden_plus_minus_one")],
    "rage-bid-variant-combos/03-pm1-secret-midround.json": [(0, 14, "bid_forbidden_plus_minus_one")],
    "rage-bid-variant-combos/04-clean-pm1-secret-late.json": [],
    "rage-bid-variant-combos/05-durch-pm1-forgot-double.json": [(0, 16, "wrong_score")],
    "rage-bid-variant-combos/06-clean-durch-pm1-missed-bid.json": [],
    "rage-bid-variant-combos/07-durch-pm1-dealer-bids-all.json": [(0, 3, "bid_forbidden_plus_minus_one")],
    "rage-bid-variant-combos/08-durch-last-round-not-doubled.json": [(0, 11, "wrong_score")],
    "rage-bid-variant-combos/09-pm1-one-card-dealer-bids-one.json": [(0, 4, "bid_forbidden_plus_minus_one")],
    "rage-bid-variant-combos/10-clean-pm1-one-card-dealer-forced-one.json": [],
    "rage-bid-variant-combos/11-joker-while-able-to-follow.json": [
        (0, 5, "action_card_while_able_to_follow")
    ],
    "rage-bid-variant-combos/12-joker-lead-revoke.json": [(0, 5, "revoke")],
    "rage-bid-variant-combos/13-clean-joker-lead-trumped.json": [],
    "rage-bid-variant-combos/14-clean-session-3p-pm1-secret-durch.json": [],
    "rage-bid-variant-combos/15-session-8p-pm1-hidden-r10-dealer.json": [
        (9, 7, "bid_forbidden_plus_minus_one")
    ],
    "ulti-aces-tens-fold/01-std-fold-clean.json": [],
    "ulti-aces-tens-fold/02-std-fold-compulsory-played.json": [(0, 6, "fold_required")],
    "ulti-aces-tens-fold/03-std-fold-red-party.json": [(0, 8, "illegal_fold")],
    "ulti-aces-tens-fold/04-std-fold-sheet.json": [(0, 7, "wrong_score")],
    "ulti-aces-tens-fold/05-std4a-aces-clean.json": [],
    # (b) I guessed the code bid_not_higher; the engine's is illegal_bid, same deal and event
    "ulti-aces-tens-fold/06-std4a-ulti-then-aces.json": [(0, 4, "illegal_bid")],
    "ulti-aces-tens-fold/07-std4a-red-aces-contra.json": [(0, 39, "wrong_payment")],
    "ulti-aces-tens-fold/08-std4a-silent-aces.json": [(0, 38, "wrong_payment")],
    "ulti-aces-tens-fold/09-std4a-aces-durchmarsch.json": [(0, 1, "illegal_bid")],
    "ulti-aces-tens-fold/10-un-tens-clean.json": [],
    # (b) I left the code unnamed (bid not higher); the engine's is illegal_bid, same deal and event
    "ulti-aces-tens-fold/11-un-hierarchy-ulti-equal.json": [(0, 10, "illegal_bid")],
    "ulti-aces-tens-fold/12-un-aces-with-tens.json": [(0, 1, "illegal_bid")],
    "ulti-aces-tens-fold/13-un-tens-recontra-sheet.json": [(1, 9, "wrong_total")],
    "ulti-aces-tens-fold/14-un-aces-durch-silent.json": [(0, 40, "unexpected_payment")],
    "gd-talon-purchases/01-clean-3p-second-three-lost.json": [],
    "gd-talon-purchases/02-clean-4p-third-three-trull-sheet.json": [],
    "gd-talon-purchases/03-clean-3p-volat-second-two.json": [],
    "gd-talon-purchases/04-talon-king-helpers-no-four-kings.json": [],
    "gd-talon-purchases/05-4p-talon-pagat-helpers-trull-sheet.json": [
        (0, 45, "wrong_score"),
        (0, 46, "wrong_score"),
        (0, 47, "wrong_score"),
        (0, 48, "wrong_score"),
    ],
    "gd-talon-purchases/06-volat-contra-third-three-times-purchase.json": [
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
    ],
    "gd-talon-purchases/07-failed-volat-contra-second-three-sheet.json": [],
    "gd-talon-purchases/08-king-laid-away-consolation.json": [(0, 5, "illegal_discard")],
    # (b) my generator left out deal 1's silent pagat ultimo (§6, 50 from each of three); the four lines are mine
    "gd-talon-purchases/09-4p-mond-laid-away-shown-sheet-total.json": [
        (1, 44, "wrong_score"),
        (1, 45, "wrong_score"),
        (1, 46, "wrong_score"),
        (1, 47, "wrong_score"),
        (1, 48, "wrong_total"),
    ],
    "gd-talon-purchases/10-pagat-laid-away-unshown-tarocks.json": [(0, 6, "concealed_discard")],
    "gd-talon-purchases/11-fourth-two-kings-times-purchase.json": [
        (0, 49, "wrong_payment"),
        (0, 50, "wrong_payment"),
    ],
    "gd-talon-purchases/12-4p-third-three-king-paid-x2.json": [(0, 47, "wrong_payment")],
    "gd-talon-purchases/13-contra-second-three-one-unDoubled.json": [(0, 47, "wrong_payment")],
    # (a1-a3) fixed in session 32: totals written before the session's shares are judged without them
    # (pools too), and the sheet's arithmetic after them goes on from those plus the shares recorded
    "danish-session-end/01-clean-3p-paid.json": [],
    "danish-session-end/02-clean-4p-paid.json": [],
    "danish-session-end/03-clean-3p-sheet-pagat-ultimo-last.json": [],
    "danish-session-end/04-king-ultimo-last-no-refill-share-wrong.json": [(2, 100, "wrong_payment")],
    "danish-session-end/05-share-to-wrong-player.json": [(2, 98, "wrong_payment")],
    "danish-session-end/06-share-left-out.json": [(2, None, "missing_payment")],
    "danish-session-end/07-total-forgets-share.json": [(2, 105, "wrong_total")],
    "danish-session-end/08-4p-sitter-share-left-out.json": [(3, None, "missing_payment")],
    "danish-session-end/09-midway-pool-total-forgets-shares.json": [(1, 115, "wrong_total")],
    "danish-session-end/10-midway-king-ultimo-refill-share-left-out.json": [(1, None, "missing_payment")],
    "danish-session-end/11-ambig-merged-fives-total-before-wrong.json": [(2, 92, "wrong_total")],
    "danish-session-end/12-ambig-exact-thirds-share-wrong.json": [(2, 99, "wrong_payment")],
    "danish-session-end/13-ambig-fives-remainder-stays-share-to-wrong-player.json": [
        (2, 102, "wrong_payment")
    ],
    "danish-session-end/14-sheet-share-left-out-of-score.json": [(2, 80, "wrong_score")],
    "danish-session-end/15-4p-king-ultimo-last-sitter-share-to-dealer.json": [(3, 106, "wrong_payment")],
    "gd-session-end/01-clean-3p-sheet-ultimo-takes-pool-last.json": [],
    "gd-session-end/02-clean-4p-pay-allpass-last-totals.json": [],
    "gd-session-end/03-clean-3p-midway-pay-totals-at-end.json": [],
    "gd-session-end/04-3p-sheet-wrong-final-total.json": [(3, 48, "wrong_total")],
    "gd-session-end/05-4p-sheet-pool-total-forgets-shares.json": [(2, 53, "wrong_total")],
    "gd-session-end/06-3p-pay-pool-total-forgets-stakes.json": [(2, 54, "wrong_total")],
    "gd-session-end/07-3p-pay-ultimo-takes-wrong-pool-last.json": [(2, 48, "wrong_payment")],
    "gd-session-end/08-4p-pay-wrong-king-payment-last.json": [(2, 46, "wrong_payment")],
    "gd-session-end/09-3p-sheet-allpass-last-pool-total-forgets-fees.json": [(2, 10, "wrong_total")],
    "gd-session-end/10-3p-midway-sheet-failed-ultimo-score-omits-pool.json": [(1, 45, "wrong_score")],
    "gd-session-end/11-4p-sheet-king-final-total-wrong.json": [(3, 50, "wrong_total")],
    "gd-session-end/12-3p-pay-failed-ultimo-last-wrong-share.json": [(2, 49, "wrong_payment")],
    "gd-session-end/13-3p-midway-no-pool-sheet-wrong-final-total.json": [(1, 48, "wrong_total")],
    "gd-session-end/14-4p-midway-pay-ultimo-last-king-pays-50.json": [(1, 47, "wrong_payment")],
    "terziglio-session-end/01-clean-winners-long.json": [],
    "terziglio-session-end/02-clean-zerosum-long.json": [],
    "terziglio-session-end/03-clean-midway.json": [],
    # (b) my generator's trumps run wanted T20 T19 T18 unbroken; the source's Angel "and at least two of
    # the three next grande" makes the opponents' T20 T18 T17 a sequence (their third: doubled): 3 points
    "terziglio-session-end/04-late-wrong-total-winners.json": [
        (10, 66, "wrong_total"),
        (11, 63, "wrong_score"),
        (11, 64, "wrong_score"),
    ],
    "terziglio-session-end/05-late-wrong-total-zerosum.json": [(11, 66, "wrong_total")],
    "terziglio-session-end/06-passed-scored-winners.json": [(8, 5, "wrong_score")],
    "terziglio-session-end/07-passed-scored-zerosum.json": [(8, 3, "wrong_score")],
    "terziglio-session-end/08-solo-total-undoubled-winners.json": [(7, 64, "wrong_total")],
    "terziglio-session-end/09-solo-total-undoubled-zerosum.json": [(7, 63, "wrong_total")],
    "terziglio-session-end/10-midway-late-wrong-total.json": [(7, 66, "wrong_total")],
    "terziglio-session-end/11-midway-passed-scored.json": [(2, 4, "wrong_score")],
    "terziglio-session-end/12-midway-solo-total-undoubled.json": [(1, 64, "wrong_total")],
    "terziglio-session-end/13-solo-alltricks-doubled.json": [(3, 61, "wrong_score")],
    # tarocchini-combination-edges: every file agrees with the blind expectation (P readings)
    "tarocchini-combination-edges/01-clean-contatori-inside-runs.json": [],
    "tarocchini-combination-edges/02-clean-matto-exchange.json": [],
    "tarocchini-combination-edges/03-clean-terziglio.json": [],
    "tarocchini-combination-edges/04-trump-double-gap-sheet.json": [(1, 65, "wrong_score")],
    "tarocchini-combination-edges/05-suit-gaps.json": [],
    "tarocchini-combination-edges/06-trump-gaps-and-ends.json": [],
    "tarocchini-combination-edges/07-doubling-three.json": [(2, 66, "wrong_score")],
    "tarocchini-combination-edges/08-dealer-takes-no-trick.json": [(2, 68, "wrong_total")],
    "tarocchini-combination-edges/09-matto-last-trick.json": [],
    "tarocchini-combination-edges/10-capot-matto-to-winners.json": [],
    "tarocchini-combination-edges/11-terziglio-odd-pile.json": [],
    "tarocchini-combination-edges/12-terziglio-solo.json": [(1, 62, "wrong_score")],
    "tarocchini-combination-edges/13-terziglio-declarer-no-trick.json": [(2, 65, "wrong_total")],
    "tarocchini-combination-edges/14-itemized-contatore-reuse.json": [(1, 66, "wrong_score")],
    # brief-all-games-3 round: per game one clean plain 2-deal session and one planted fault; engine agrees on all 12
    "brief-all-games-3/01-rage-clean.json": [],
    "brief-all-games-3/02-rage-wrong-score.json": [(1, 40, "wrong_score")],
    "brief-all-games-3/03-ulti-clean.json": [],
    "brief-all-games-3/04-ulti-failure-to-overtake.json": [(1, 10, "failure_to_overtake")],
    "brief-all-games-3/05-danish-clean.json": [],
    "brief-all-games-3/06-danish-illegal-skat.json": [(0, 0, "illegal_skat")],
    "brief-all-games-3/07-galician-clean.json": [],
    "brief-all-games-3/08-galician-revoke.json": [(0, 12, "revoke")],
    "brief-all-games-3/09-ottocento-clean.json": [],
    "brief-all-games-3/10-ottocento-out-of-turn.json": [(0, 15, "out_of_turn")],
    "brief-all-games-3/11-terziglio-clean.json": [],
    "brief-all-games-3/12-terziglio-illegal-bid.json": [(0, 1, "illegal_bid")],
    # (a1) fixed in session 32: totals written before the shares' own score lines are judged without
    # them; (a2) fixed in session 33: a sheet writing no share lines may have the shares in its totals
    # only (03, 07, 08, 11); (c1) a wrong share line beside a deal line naming no reason is reported at
    # the share line since session 33 (04); (a3) fixed in session 33: pools unknown until the last
    # deal's pool totals are known from those, and shared out (12)
    "danish-session-end-sheets/01-clean-3p-before-lines-after.json": [],
    "danish-session-end-sheets/02-clean-4p-lines-after.json": [],
    "danish-session-end-sheets/03-clean-3p-totals-before-after.json": [],
    "danish-session-end-sheets/04-share-line-wrong-3p.json": [(2, 90, "wrong_score")],
    # (c) c1: the wrong share line (ev 86, one of two per-pool lines both naming session_end) is
    # annotated at the seat's deal line (ev 79)
    "danish-session-end-sheets/05-share-line-wrong-4p-sitting-out.json": [(2, 79, "wrong_score")],
    "danish-session-end-sheets/06-pool-total-after-not-zero-3p.json": [(2, 98, "wrong_total")],
    "danish-session-end-sheets/07-pool-total-after-not-zero-4p-totals.json": [(1, 95, "wrong_total")],
    "danish-session-end-sheets/08-seat-total-forgets-share-3p-after-only.json": [(2, 86, "wrong_total")],
    "danish-session-end-sheets/09-sitting-out-total-forgets-share-4p.json": [(2, 99, "wrong_total")],
    "danish-session-end-sheets/10-total-before-shares-wrong-3p.json": [(2, 84, "wrong_total")],
    "danish-session-end-sheets/11-midway-pools-known-pool-before-wrong.json": [(1, 87, "wrong_total")],
    "danish-session-end-sheets/12-midway-pools-unknown-share-wrong.json": [(1, 89, "wrong_score")],
    "danish-session-end-sheets/13-king-ultimo-last-no-refill-3p.json": [],
    "danish-session-end-sheets/14-pagat-ultimo-last-refill-4p.json": [],
    "danish-session-end-sheets/15-indivisible-exact-thirds-3p.json": [],
    "gd-session-end-sheets/01-3p-clean-pool-stands.json": [],
    "gd-session-end-sheets/02-3p-ultimo-takes-pool-last.json": [],
    "gd-session-end-sheets/03-3p-failed-ultimo-last.json": [],
    "gd-session-end-sheets/04-3p-wrong-last-score.json": [(2, 44, "wrong_score")],
    "gd-session-end-sheets/05-3p-wrong-final-total.json": [(2, 48, "wrong_total")],
    "gd-session-end-sheets/06-3p-pool-split-in-final-totals.json": [
        (2, 48, "wrong_total"),
        (2, 49, "wrong_total"),
        (2, 50, "wrong_total"),
        (2, 51, "wrong_total"),
    ],
    "gd-session-end-sheets/07-3p-pool-split-in-last-scores.json": [
        (2, 44, "wrong_score"),
        (2, 45, "wrong_score"),
        (2, 46, "wrong_score"),
        (2, 47, "wrong_score"),
    ],
    "gd-session-end-sheets/08-3p-wrong-pool-score-last.json": [(2, 47, "wrong_score")],
    "gd-session-end-sheets/09-3p-wrong-pool-total-last.json": [(2, 51, "wrong_total")],
    "gd-session-end-sheets/10-4p-clean-king.json": [],
    "gd-session-end-sheets/11-4p-king-zero-last.json": [(3, 44, "wrong_score")],
    "gd-session-end-sheets/12-4p-failed-ultimo-last.json": [],
    "gd-session-end-sheets/13-5p-clean-sitter.json": [],
    "gd-session-end-sheets/14-5p-sitter-charged-last.json": [(3, 48, "wrong_score")],
    "gd-session-end-sheets/15-5p-mid-wrong-pool-total.json": [(1, 55, "wrong_total")],
    "terziglio-bidding-widow/01-clean-gioco-eldest-w8.json": [],
    "terziglio-bidding-widow/02-clean-dealer-gioco-after-passes-w5.json": [],
    "terziglio-bidding-widow/03-clean-solo-over-gioco.json": [],
    "terziglio-bidding-widow/04-clean-solo-w5-zero-sum-opp-last.json": [],
    "terziglio-bidding-widow/05-clean-zero-sum-session.json": [],
    "terziglio-bidding-widow/06-clean-all-tricks-gioco.json": [],
    "terziglio-bidding-widow/07-clean-all-tricks-solo-default.json": [],
    "terziglio-bidding-widow/08-clean-all-tricks-solo-doubled.json": [],
    "terziglio-bidding-widow/09-bid-out-of-turn.json": [(0, 0, "bid_out_of_turn")],
    "terziglio-bidding-widow/10-illegal-discard-king.json": [(0, 4, "illegal_discard")],
    "terziglio-bidding-widow/11-wrong-score-solo-not-doubled.json": [(0, 61, "wrong_score")],
    "terziglio-bidding-widow/12-wrong-total-session.json": [(1, 65, "wrong_total")],
    "terziglio-bidding-widow/13-two-faults-bagatto-discard-and-score.json": [
        (0, 4, "illegal_discard"),
        (0, 62, "wrong_score"),
    ],
    "terziglio-bidding-widow/14-clean-gioco-lost-opponents-score.json": [],
    "terziglio-bidding-widow/15-clean-solo-eldest-widow-to-last-trick.json": [],
    # ulti-announcements-2faults: marriages (not held, late, wrong holder, wrong game), contra chain
    # faults and silent bonuses, each with a second fault; all 15 agree with EXPECTED.md in substance
    # (same deal, event, fault and settlement); its announcement codes were the auditor's own names
    "ulti-announcements-2faults/01-clean-party-40-20-contra-recontra.json": [],
    "ulti-announcements-2faults/02-clean-silent-ulti-two-20s.json": [],
    "ulti-announcements-2faults/03-clean-betli-contra-one-defender.json": [],
    "ulti-announcements-2faults/04-false-20-not-held-and-revoke.json": [
        (1, 6, "false_marriage"),
        (1, 21, "revoke"),
    ],
    "ulti-announcements-2faults/05-20-declared-late-and-wrong-payment.json": [
        (0, 13, "marriage_not_allowed"),
        (0, 38, "wrong_payment"),
    ],
    "ulti-announcements-2faults/06-20-by-wrong-defender-and-failure-to-overtake.json": [
        (0, 6, "false_marriage"),
        (0, 17, "failure_to_overtake"),
    ],
    "ulti-announcements-2faults/07-20-in-40-100-and-failure-to-trump.json": [
        (0, 7, "marriage_not_allowed"),
        (0, 14, "failure_to_trump"),
    ],
    "ulti-announcements-2faults/08-20-in-betli-and-wrong-payment.json": [
        (0, 6, "marriage_not_allowed"),
        (0, 36, "wrong_payment"),
    ],
    "ulti-announcements-2faults/09-40-for-a-plain-pair-and-revoke.json": [
        (0, 6, "false_marriage"),
        (0, 27, "revoke"),
    ],
    "ulti-announcements-2faults/10-contra-in-trick-2-and-wrong-silent-ulti.json": [
        (1, 11, "illegal_double"),
        (1, 40, "wrong_payment"),
    ],
    "ulti-announcements-2faults/11-recontra-by-defender-and-failure-to-trump.json": [
        (0, 9, "illegal_double"),
        (0, 24, "failure_to_trump"),
    ],
    "ulti-announcements-2faults/12-subcontra-above-max-level-and-revoke.json": [
        (1, 11, "illegal_double"),
        (1, 19, "revoke"),
    ],
    "ulti-announcements-2faults/13-early-recontra-and-failure-to-overtake.json": [
        (0, 9, "illegal_double"),
        (0, 22, "failure_to_overtake"),
    ],
    "ulti-announcements-2faults/14-defender-failed-silent-ulti-and-revoke.json": [(0, 14, "revoke")],
    # ulti-announcements-2faults/15-silent-100-contra-unbid-goal-and-party-paid-too.json: agrees; a party paid beside the silent 100 that replaces it is unexpected_payment
    "ulti-announcements-2faults/15-silent-100-contra-unbid-goal-and-party-paid-too.json": [
        (0, 8, "illegal_double"),
        (0, 40, "unexpected_payment"),
    ],
    # danish-declarations-skat-2faults: skat discard rules and mandatory declarations, each with a second
    # independent fault (revoke, Joker rule, wrong payment), 3 and 4 players, payments; all planted faults found
    "danish-declarations-skat-2faults/01-clean-3p-trumps-halfking.json": [],
    "danish-declarations-skat-2faults/02-clean-4p-matadors-cavalry.json": [],
    "danish-declarations-skat-2faults/03-clean-3p-pagat-in-skat.json": [],
    "danish-declarations-skat-2faults/04-skat-king-plus-revoke-3p.json": [
        (0, 8, "illegal_skat"),
        (0, 39, "revoke"),
    ],
    "danish-declarations-skat-2faults/05-skat-joker-plus-wrong-decl-payment-4p.json": [
        (0, 10, "illegal_skat"),
        (0, 14, "wrong_payment"),
    ],
    "danish-declarations-skat-2faults/06-skat-trump-kept-trumps-plus-joker-second-last-3p.json": [
        (1, 2, "illegal_skat"),
        (1, 78, "joker_second_last"),
    ],
    "danish-declarations-skat-2faults/07-skat-cavalry-card-plus-false-demand-4p.json": [
        (0, 10, "illegal_skat"),
        (0, 82, "false_joker_demand"),
    ],
    # danish-declarations-skat-2faults/08: (a) fixed in session 33: a shown skat that was not forced lets
    # the dealer declare the hand he keeps (no missing_declaration for the 28 cards' full kings)
    "danish-declarations-skat-2faults/08-skat-shown-unforced-plus-wrong-fine-3p.json": [
        (1, 2, "illegal_skat"),
        (1, 84, "wrong_payment"),
    ],
    "danish-declarations-skat-2faults/09-decl-missing-trumps-plus-revoke-3p.json": [
        (0, 10, "missing_declaration"),
        (0, 32, "revoke"),
    ],
    "danish-declarations-skat-2faults/10-decl-wrong-count-plus-joker-withheld-4p.json": [
        (1, 4, "false_declaration"),
        (1, 77, "joker_withheld"),
    ],
    "danish-declarations-skat-2faults/11-decl-before-dealer-plus-wrong-last-trick-3p.json": [
        (0, 9, "declaration_before_dealer"),
        (0, 99, "wrong_payment"),
    ],
    "danish-declarations-skat-2faults/12-decl-before-dealer-plus-revoke-4p.json": [
        (0, 11, "declaration_before_dealer"),
        (0, 27, "revoke"),
    ],
    "danish-declarations-skat-2faults/13-decl-corrected-plus-false-demand-3p.json": [
        (0, 83, "false_joker_demand")
    ],
    # danish-declarations-skat-2faults/14: (c) taken in session 33: the offender's correct 10 trumps stand in the
    # reading that keeps what was paid (§18 hands back the wrong item's money only)
    "danish-declarations-skat-2faults/14-decl-half-cavalry-wrong-missing-plus-wrong-fee-4p.json": [
        (0, 9, "wrong_payment"),
        (0, 13, "false_declaration"),
    ],
    # danish-declarations-skat-2faults/15: (c) taken in session 33: the correct half-cavalry money stands (nothing
    # was paid for the missing matadors, so nothing goes back)
    "danish-declarations-skat-2faults/15-decl-missing-matadors-plus-joker-second-last-3p.json": [
        (0, 9, "missing_declaration"),
        (0, 87, "joker_second_last"),
    ],
    "rage-session-end-sheets/01-clean-3p-standard.json": [],
    "rage-session-end-sheets/02-clean-5p-pm1-worked-example.json": [],
    "rage-session-end-sheets/03-clean-8p-hidden-bid.json": [],
    "rage-session-end-sheets/04-clean-3p-durch.json": [],
    "rage-session-end-sheets/05-clean-5p-secret-start7.json": [],
    "rage-session-end-sheets/06-3p-last-score-missed-bid-as-met.json": [(9, 8, "wrong_score")],
    "rage-session-end-sheets/07-5p-hidden-last-total-wrong.json": [(9, 18, "wrong_total")],
    "rage-session-end-sheets/08-8p-pm1-total-carried-from-round-4.json": [(3, 77, "wrong_total")],
    "rage-session-end-sheets/09-5p-secret-start4-last-two-faults.json": [
        (6, 11, "wrong_score"),
        (6, 19, "wrong_total"),
    ],
    "rage-session-end-sheets/10-3p-durch-round10-doubled.json": [(9, 7, "wrong_score")],
    "rage-session-end-sheets/11-5p-durch-start6-durch-missed.json": [(3, 17, "wrong_score")],
    "rage-session-end-sheets/12-8p-secret-final-totals-only-wrong.json": [(9, 26, "wrong_total")],
    "rage-session-end-sheets/13-5p-final-totals-only-round5-score.json": [(4, 35, "wrong_score")],
    "rage-session-end-sheets/14-3p-pm1-start8-last-score-and-total.json": [
        (2, 7, "wrong_score"),
        (2, 10, "wrong_total"),
    ],
    "ottocento-declarations-sheets/01-clean-game-to-800.json": [],
    "ottocento-declarations-sheets/02-clean-single-lines.json": [],
    "ottocento-declarations-sheets/03-clean-declare-less.json": [],
    "ottocento-declarations-sheets/04-clean-contatore-in-declaration.json": [],
    "ottocento-declarations-sheets/05-false-decl-kings.json": [(1, 4, "false_declaration")],
    "ottocento-declarations-sheets/06-false-decl-partner-card.json": [(0, 2, "false_declaration")],
    "ottocento-declarations-sheets/07-false-decl-run-too-long.json": [(0, 3, "false_declaration")],
    "ottocento-declarations-sheets/08-wrong-declarations-line.json": [(1, 69, "wrong_score")],
    "ottocento-declarations-sheets/09-wrong-combinations-line.json": [(0, 70, "wrong_score")],
    "ottocento-declarations-sheets/10-wrong-team-score.json": [(0, 66, "wrong_score")],
    "ottocento-declarations-sheets/11-wrong-total.json": [(1, 67, "wrong_total")],
    "ottocento-declarations-sheets/12-two-faults-decl-and-total.json": [
        (1, 1, "false_declaration"),
        (1, 73, "wrong_total"),
    ],
    "ottocento-declarations-sheets/13-two-faults-two-lines.json": [
        (0, 66, "wrong_score"),
        (0, 72, "wrong_score"),
    ],
    "ottocento-declarations-sheets/14-clean-finish-to-800.json": [],
    "ottocento-declarations-sheets/15-late-declaration.json": [(0, 9, "late_declaration")],
    "gd-announcements-contra-2faults/01-3p-clean-tarocks10-ultimo.json": [],
    "gd-announcements-contra-2faults/02-3p-clean-contra-recontra-won.json": [],
    # gd-announcements-contra-2faults/03-3p-trull-contra-late-contra-wrongpay.json: my guessed code contra_out_of_turn; engine illegal_double at the same event (b, name only)
    "gd-announcements-contra-2faults/03-3p-trull-contra-late-contra-wrongpay.json": [
        (0, 10, "illegal_double"),
        (0, 47, "wrong_payment"),
    ],
    # gd-announcements-contra-2faults/04-3p-ultimo-lost-contra-player-recontra-wrongpay.json: my guessed code contra_out_of_turn; engine illegal_double at the same event (b, name only)
    "gd-announcements-contra-2faults/04-3p-ultimo-lost-contra-player-recontra-wrongpay.json": [
        (0, 9, "illegal_double"),
        (0, 49, "wrong_payment"),
    ],
    # gd-announcements-contra-2faults/05-3p-tarocks-miscount-helper-recontra.json: my guessed codes renonce/contra_out_of_turn; engine wrong_tarock_count/illegal_double, same events and money (b, names only)
    "gd-announcements-contra-2faults/05-3p-tarocks-miscount-helper-recontra.json": [
        (0, 5, "wrong_tarock_count"),
        (0, 9, "illegal_double"),
    ],
    # gd-announcements-contra-2faults/06-3p-kings-contra-unannounced-player-revoke.json: my guessed code contra_out_of_turn; engine illegal_double at the same event (b, name only)
    "gd-announcements-contra-2faults/06-3p-kings-contra-unannounced-player-revoke.json": [
        (0, 8, "illegal_double"),
        (0, 20, "revoke"),
    ],
    "gd-announcements-contra-2faults/07-3p-solo-clean-then-pagat-early-wrongpay.json": [
        (1, 21, "pagat_released"),
        (1, 44, "wrong_payment"),
    ],
    "gd-announcements-contra-2faults/08-4p-clean-trull-contra-king-pays.json": [],
    # gd-announcements-contra-2faults/09-4p-helper-tarocks-partner-contra-helper-revoke.json: my guessed code contra_out_of_turn; engine illegal_double at the same event (b, name only)
    "gd-announcements-contra-2faults/09-4p-helper-tarocks-partner-contra-helper-revoke.json": [
        (0, 8, "illegal_double"),
        (0, 17, "revoke"),
    ],
    # gd-announcements-contra-2faults/10-4p-volat-contra-unannounced-wrongpay-king.json: my guessed code contra_out_of_turn; engine illegal_double at the same event (b, name only)
    "gd-announcements-contra-2faults/10-4p-volat-contra-unannounced-wrongpay-king.json": [
        (0, 8, "illegal_double"),
        (0, 47, "wrong_payment"),
    ],
    "gd-announcements-contra-2faults/11-5p-clean-four-kings.json": [],
    # gd-announcements-contra-2faults/12-5p-ultimo-trull-sitter-contra-wrongpay-king.json: my guessed code contra_out_of_turn; engine sitter_acted at the same event (b, name only)
    "gd-announcements-contra-2faults/12-5p-ultimo-trull-sitter-contra-wrongpay-king.json": [
        (0, 9, "sitter_acted"),
        (0, 54, "wrong_payment"),
    ],
    # gd-announcements-contra-2faults/13-5p-tarock-discard-unshown-late-contra.json: my guessed codes renonce/contra_out_of_turn; engine concealed_discard/illegal_double, same events and money (b, names only)
    "gd-announcements-contra-2faults/13-5p-tarock-discard-unshown-late-contra.json": [
        (0, 5, "concealed_discard"),
        (0, 9, "illegal_double"),
    ],
    "ottocento-play-2faults/01-clean-moretti-tie-matto-exchange.json": [],
    # ottocento-play-2faults/02-revoke-and-no-trump.json: (b) I expected (0, 34) as revoke; the engine names a void player's failure to trump failure_to_trump (same event).
    "ottocento-play-2faults/02-revoke-and-no-trump.json": [(0, 18, "revoke"), (0, 34, "failure_to_trump")],
    "ottocento-play-2faults/03-trump-lead-revoke-and-raw-card-points.json": [
        (0, 30, "revoke"),
        (0, 71, "wrong_score"),
    ],
    "ottocento-play-2faults/04-moretti-tie-wrong-leader-and-revoke.json": [
        (0, 9, "out_of_turn"),
        (0, 14, "revoke"),
    ],
    "ottocento-play-2faults/05-swap-and-matto-exchange-not-given.json": [
        (0, 22, "out_of_turn"),
        (0, 67, "wrong_score"),
    ],
    "ottocento-play-2faults/06-clean-matto-in-last-trick.json": [],
    "ottocento-play-2faults/07-clean-matto-side-takes-no-trick.json": [],
    # ottocento-play-2faults/08-no-trump-and-last-trick-to-wrong-side.json: (b) I expected (0, 26) as revoke; the engine names the failure to trump failure_to_trump (same event).
    "ottocento-play-2faults/08-no-trump-and-last-trick-to-wrong-side.json": [
        (0, 26, "failure_to_trump"),
        (0, 72, "wrong_score"),
    ],
    "ottocento-play-2faults/09-underruff-legal-lead-out-of-turn-and-revoke.json": [
        (0, 17, "out_of_turn"),
        (0, 42, "revoke"),
    ],
    "ottocento-play-2faults/10-two-deals-clean-then-revoke-and-pairs.json": [
        (1, 34, "revoke"),
        (1, 71, "wrong_score"),
    ],
    "ottocento-play-2faults/11-matto-to-partner-two-revokes.json": [(0, 10, "revoke"), (0, 38, "revoke")],
    # ottocento-play-2faults/12-matto-while-able-swap-and-no-trump.json: (b) I expected (0, 42) as revoke; the engine names the failure to trump failure_to_trump (same event).
    "ottocento-play-2faults/12-matto-while-able-swap-and-no-trump.json": [
        (0, 14, "out_of_turn"),
        (0, 42, "failure_to_trump"),
    ],
    "ottocento-play-2faults/13-clean-declaration-three-deals.json": [],
    "ottocento-play-2faults/14-moretti-first-played-option-clean.json": [],
    "rage-out-of-turn-2faults/01-clean-6p-two-rounds.json": [],
    "rage-out-of-turn-2faults/02-bid-swap-revoke-7p.json": [(0, 2, "bid_out_of_turn"), (0, 23, "revoke")],
    "rage-out-of-turn-2faults/03-dealer-bids-first-wrong-score-8p.json": [
        (0, 0, "bid_out_of_turn"),
        (0, 65, "wrong_score"),
    ],
    "rage-out-of-turn-2faults/04-first-lead-swap-action-6p.json": [
        (0, 6, "out_of_turn"),
        (0, 26, "action_card_while_able_to_follow"),
    ],
    "rage-out-of-turn-2faults/05-first-lead-dealer-wrong-total-7p.json": [
        (1, 7, "out_of_turn"),
        (1, 44, "wrong_total"),
    ],
    "rage-out-of-turn-2faults/06-later-lead-swap-revoke-8p.json": [(0, 32, "out_of_turn"), (0, 49, "revoke")],
    "rage-out-of-turn-2faults/07-later-lead-rotate-action-6p.json": [
        (0, 30, "out_of_turn"),
        (0, 43, "action_card_while_able_to_follow"),
    ],
    "rage-out-of-turn-2faults/08-midtrick-swap-wrong-score-7p.json": [
        (0, 24, "out_of_turn"),
        (0, 58, "wrong_score"),
    ],
    "rage-out-of-turn-2faults/09-card-twice-revoke-8p.json": [(0, 25, "revoke"), (0, 44, "card_not_in_hand")],
    "rage-out-of-turn-2faults/10-card-from-stock-wrong-total-6p.json": [
        (0, 29, "card_not_in_hand"),
        (0, 64, "wrong_total"),
    ],
    "rage-out-of-turn-2faults/11-hidden-bid-order-clean-8p.json": [],
    "rage-out-of-turn-2faults/12-hidden-bid-midswap-action-7p.json": [
        (0, 16, "out_of_turn"),
        (0, 37, "action_card_while_able_to_follow"),
    ],
    "rage-out-of-turn-2faults/13-hidden-bid-after-lead-wrong-score-6p.json": [
        (0, 6, "bid_out_of_turn"),
        (0, 48, "wrong_score"),
    ],
    "rage-out-of-turn-2faults/14-secret-bid-late-clean-7p.json": [],
    "rage-out-of-turn-2faults/15-secret-bid-lead-rotate-wrong-total-8p.json": [
        (0, 20, "out_of_turn"),
        (0, 57, "wrong_total"),
    ],
    # ulti-auction-talon-2faults (tests/data/audit/ulti-auction-talon-2faults/REPORT.md): the talon passed
    # round the table, bids not higher under each bid_hierarchy value, calls and takes out of turn, each with
    # a second fault; 12 of 14 agree (13 and 14, a discard of the wrong number, are pinned in REJECTED)
    "ulti-auction-talon-2faults/01-clean-six-talon-passes-red-40-100.json": [],
    "ulti-auction-talon-2faults/02-clean-fold-then-long-auction.json": [],
    "ulti-auction-talon-2faults/03-clean-three-deal-session.json": [],
    # ulti-auction-talon-2faults/04: agrees in substance; my blind code name was bid_not_higher (b: guessed name)
    "ulti-auction-talon-2faults/04-default-equal-bid-wrong-payment.json": [
        (0, 4, "illegal_bid"),
        (0, 44, "wrong_payment"),
    ],
    # ulti-auction-talon-2faults/05: agrees in substance; my blind code name was bid_not_higher (b: guessed name)
    "ulti-auction-talon-2faults/05-dm-above-red-revoke.json": [(1, 4, "illegal_bid"), (1, 16, "revoke")],
    # ulti-auction-talon-2faults/06: agrees in substance; my blind code name was bid_not_higher (b: guessed name)
    "ulti-auction-talon-2faults/06-points-only-overtake.json": [
        (1, 5, "illegal_bid"),
        (1, 13, "failure_to_overtake"),
    ],
    # ulti-auction-talon-2faults/07: agrees in substance; my blind code name was bid_not_higher (b: guessed name)
    "ulti-auction-talon-2faults/07-points-without-party-wrong-payment.json": [
        (1, 5, "illegal_bid"),
        (1, 43, "wrong_payment"),
    ],
    # ulti-auction-talon-2faults/08: agrees in substance; my blind code name was bid_not_higher (b: guessed name)
    "ulti-auction-talon-2faults/08-ultinet-overtake.json": [
        (1, 4, "illegal_bid"),
        (1, 26, "failure_to_overtake"),
    ],
    # ulti-auction-talon-2faults/09: agrees in substance; my blind code name was bid_not_higher (b: guessed name)
    "ulti-auction-talon-2faults/09-same-bid-again-wrong-payment.json": [
        (0, 6, "illegal_bid"),
        (0, 46, "wrong_payment"),
    ],
    # ulti-auction-talon-2faults/10: agrees in substance; my blind code name was bid_out_of_turn (b: guessed name)
    "ulti-auction-talon-2faults/10-pass-out-of-turn-revoke.json": [(0, 5, "out_of_turn"), (0, 19, "revoke")],
    # ulti-auction-talon-2faults/11: agrees in substance; my blind code name was take_out_of_turn (b: guessed name)
    "ulti-auction-talon-2faults/11-take-out-of-turn-wrong-payment.json": [
        (0, 2, "out_of_turn"),
        (0, 40, "wrong_payment"),
    ],
    # ulti-auction-talon-2faults/12: agrees in substance; my blind code name was take_out_of_turn (b: guessed name)
    "ulti-auction-talon-2faults/12-raise-twice-in-a-row-failure-to-trump.json": [
        (0, 5, "out_of_turn"),
        (0, 20, "failure_to_trump"),
    ],
    # ulti-auction-talon-2faults/13, 14: (a) fixed in session 33: a discard of three / one card rejected the
    # whole record, hiding the deal's second fault; it is illegal_discard, the take after it no finding
    "ulti-auction-talon-2faults/13-first-discard-three-wrong-payment.json": [
        (0, 0, "illegal_discard"),
        (0, 41, "wrong_payment"),
    ],
    "ulti-auction-talon-2faults/14-discard-one-revoke.json": [(0, 5, "illegal_discard"), (0, 21, "revoke")],
    "terziglio-play-2faults/01-clean-gioco-matto-excuse.json": [],
    "terziglio-play-2faults/02-clean-solo.json": [],
    "terziglio-play-2faults/03-clean-moretti-tie.json": [],
    "terziglio-play-2faults/04-revoke-and-out-of-turn.json": [(0, 18, "revoke"), (0, 39, "out_of_turn")],
    # terziglio-play-2faults/05-no-trump-and-card-not-in-hand.json: (b) the failure to trump when void was expected as revoke; the engine
    # names it failure_to_trump (same event, same seat): the code was my guess, the fault agrees
    "terziglio-play-2faults/05-no-trump-and-card-not-in-hand.json": [
        (0, 21, "failure_to_trump"),
        (0, 37, "card_not_in_hand"),
    ],
    "terziglio-play-2faults/06-revoke-and-wrong-score.json": [(0, 28, "revoke"), (0, 62, "wrong_score")],
    "terziglio-play-2faults/07-out-of-turn-and-wrong-total.json": [
        (0, 21, "out_of_turn"),
        (0, 66, "wrong_total"),
    ],
    "terziglio-play-2faults/08-solo-card-not-in-hand-and-not-doubled.json": [
        (0, 34, "card_not_in_hand"),
        (0, 62, "wrong_score"),
    ],
    # terziglio-play-2faults/09-two-revokes.json: (b) the failure to trump when void was expected as revoke; the engine
    # names it failure_to_trump (same event, same seat): the code was my guess, the fault agrees
    "terziglio-play-2faults/09-two-revokes.json": [(0, 13, "revoke"), (0, 53, "failure_to_trump")],
    # terziglio-play-2faults/10-matto-excuse-no-trump-and-out-of-turn.json: (b) the failure to trump when void was expected as revoke; the engine
    # names it failure_to_trump (same event, same seat): the code was my guess, the fault agrees
    "terziglio-play-2faults/10-matto-excuse-no-trump-and-out-of-turn.json": [
        (0, 36, "failure_to_trump"),
        (0, 45, "out_of_turn"),
    ],
    "terziglio-play-2faults/11-declared-cricca-revoke-card-not-in-hand.json": [
        (0, 21, "card_not_in_hand"),
        (0, 30, "revoke"),
    ],
    "terziglio-play-2faults/12-session-clean-four-deals.json": [],
    "terziglio-play-2faults/13-session-faults-in-two-deals.json": [
        (1, 21, "revoke"),
        (1, 63, "wrong_score"),
        (3, 15, "out_of_turn"),
        (3, 37, "card_not_in_hand"),
    ],
    # terziglio-play-2faults/14-session-notrump-and-total.json: (b) the failure to trump when void was expected as revoke; the engine
    # names it failure_to_trump (same event, same seat): the code was my guess, the fault agrees
    "terziglio-play-2faults/14-session-notrump-and-total.json": [
        (1, 37, "failure_to_trump"),
        (1, 67, "wrong_total"),
    ],
    # ulti-open-games-2faults (tests/data/audit/ulti-open-games-2faults/REPORT.md): no-trump and open games,
    # 20-100/40-100, two independent faults per faulty deal; all 15 files agree with the blind expectations
    "ulti-open-games-2faults/01-betli-won-clean.json": [],
    "ulti-open-games-2faults/02-betli-contra-lost-early-clean.json": [],
    "ulti-open-games-2faults/03-rebetli-defender-revoke-wrong-payment.json": [
        (0, 13, "revoke"),
        (0, 37, "wrong_payment"),
    ],
    "ulti-open-games-2faults/04-open-betli-recontra-declarer-overtake-wrong-payment.json": [
        (0, 15, "failure_to_overtake"),
        (0, 24, "wrong_payment"),
    ],
    "ulti-open-games-2faults/05-durchmarsch-no-trump-contra-clean.json": [],
    "ulti-open-games-2faults/06-redurchmarsch-declarer-two-play-faults-early.json": [
        (0, 20, "revoke"),
        (0, 22, "failure_to_overtake"),
    ],
    "ulti-open-games-2faults/07-open-durchmarsch-no-trump-revoke-wrong-payment.json": [
        (0, 10, "revoke"),
        (0, 36, "wrong_payment"),
    ],
    "ulti-open-games-2faults/08-40-100-contra-won-clean.json": [],
    "ulti-open-games-2faults/09-40-100-recontra-declarer-fails-to-trump-wrong-payment.json": [
        (0, 28, "failure_to_trump"),
        (0, 38, "wrong_payment"),
    ],
    "ulti-open-games-2faults/10-red-20-100-defender-overtake-wrong-payment.json": [
        (0, 10, "failure_to_overtake"),
        (0, 36, "wrong_payment"),
    ],
    "ulti-open-games-2faults/11-20-100-trump-marriage-not-counted-clean.json": [],
    "ulti-open-games-2faults/12-open-durchmarsch-trumps-declarer-revoke-wrong-payment.json": [
        (0, 20, "revoke"),
        (0, 36, "wrong_payment"),
    ],
    "ulti-open-games-2faults/13-ultinet-20-100-contra-two-defender-faults.json": [
        (0, 11, "revoke"),
        (0, 17, "failure_to_overtake"),
    ],
    "ulti-open-games-2faults/14-ultinet-durchmarsch-no-trump-recontra-overtake-wrong-payment.json": [
        (0, 31, "failure_to_overtake"),
        (0, 38, "wrong_payment"),
    ],
    "ulti-open-games-2faults/15-session-rebetli-lost-then-open-betli-two-faults.json": [
        (1, 14, "failure_to_overtake"),
        (1, 36, "wrong_payment"),
    ],
    "gd-redeal-renonce-pool/01-3p-passout-then-game-clean.json": [],
    "gd-redeal-renonce-pool/02-3p-passout-fee-and-share-wrong.json": [
        (1, 4, "wrong_payment"),
        (2, 46, "wrong_payment"),
    ],
    # gd-redeal-renonce-pool/03: agrees in substance; my blind code name was wrong_payment (b: guessed name)
    "gd-redeal-renonce-pool/03-4p-passout-king-fee-planted.json": [(0, 10, "unexpected_payment")],
    "gd-redeal-renonce-pool/04-4p-two-passouts-game-clean.json": [],
    "gd-redeal-renonce-pool/05-5p-pass-game-pass-clean.json": [],
    # gd-redeal-renonce-pool/06: agrees in substance; my blind code name was wrong_payment (b: guessed name)
    "gd-redeal-renonce-pool/06-5p-sitter-pass-fee-planted.json": [(0, 3, "unexpected_payment")],
    # gd-redeal-renonce-pool/07, 09: (a) fixed in session 33: cards thrown in on an illegal redeal are the one
    # fault; the same dealer dealing again, as after a legal throw-in (08), is no wrong_dealer
    "gd-redeal-renonce-pool/07-3p-redeal-default-illegal.json": [(1, 0, "illegal_redeal")],
    "gd-redeal-renonce-pool/08-3p-redeal-option-legal-clean.json": [],
    "gd-redeal-renonce-pool/09-4p-redeal-holds-tarock-illegal.json": [(1, 0, "illegal_redeal")],
    # gd-redeal-renonce-pool/10: agrees in substance; my blind code name was wrong_payment (b: guessed name)
    "gd-redeal-renonce-pool/10-5p-redeal-legal-fee-planted.json": [(0, 1, "unexpected_payment")],
    "gd-redeal-renonce-pool/11-3p-player-renonce-ultimo-default.json": [(0, 33, "revoke")],
    "gd-redeal-renonce-pool/12-3p-player-renonce-pool-paid.json": [(1, 12, "revoke")],
    "gd-redeal-renonce-pool/13-4p-helper-renonce-ultimo-made.json": [(1, 13, "revoke")],
    # gd-redeal-renonce-pool/14: (c) my planted pool payment (80) makes the record the as-played settlement (failed ultimo
    # pays the pool in); with the next deal dealt the engine accepts it (§31 late claim); alone it is flagged
    "gd-redeal-renonce-pool/14-5p-player-renonce-allpaid-pool-untouched.json": [(0, 10, "revoke")],
    "rage-small-tables-variants/01-3p-pm1-durch-r6-clean.json": [],
    "rage-small-tables-variants/02-4p-pm1-durch-r3-forbidden-revoke.json": [
        (1, 3, "bid_forbidden_plus_minus_one"),
        (2, 9, "revoke"),
    ],
    "rage-small-tables-variants/03-3p-hidden-durch-r7-durchwrong-action.json": [
        (1, 13, "wrong_score"),
        (2, 4, "action_card_while_able_to_follow"),
    ],
    "rage-small-tables-variants/04-4p-hidden-durch-r8-clean.json": [],
    "rage-small-tables-variants/05-3p-secret-pm1-r2-clean.json": [],
    "rage-small-tables-variants/06-4p-secret-pm1-r5-latebid-revoke.json": [
        (1, 27, "bid_out_of_turn"),
        (2, 6, "revoke"),
    ],
    "rage-small-tables-variants/07-3p-secret-pm1-r9-notinhand-forbidden.json": [
        (0, 5, "card_not_in_hand"),
        (1, 2, "bid_forbidden_plus_minus_one"),
    ],
    "rage-small-tables-variants/08-4p-hidden-pm1-r4-clean.json": [],
    "rage-small-tables-variants/09-3p-hidden-pm1-r1-latebid-revoke.json": [
        (0, 3, "bid_out_of_turn"),
        (1, 13, "revoke"),
    ],
    "rage-small-tables-variants/10-4p-hidden-secret-r6-clean.json": [],
    "rage-small-tables-variants/11-3p-hidden-secret-r3-latebid-revoke.json": [
        (0, 29, "bid_out_of_turn"),
        (1, 13, "revoke"),
    ],
    "rage-small-tables-variants/12-3p-secret-durch-r8-action-durch10.json": [
        (0, 3, "action_card_while_able_to_follow"),
        (2, 6, "wrong_score"),
    ],
    "rage-small-tables-variants/13-4p-secret-durch-r7-clean.json": [],
    "rage-small-tables-variants/14-4p-hidden-pm1-r9-revoke-forbidden.json": [
        (0, 5, "revoke"),
        (1, 0, "bid_forbidden_plus_minus_one"),
    ],
    "rage-small-tables-variants/15-3p-pm1-durch-r5-actions-clean.json": [],
    "danish-misdeal-redeal-2faults/01-3p-clean-redeal-no-trumps.json": [],
    "danish-misdeal-redeal-2faults/02-3p-clean-redeal-joker-only.json": [],
    "danish-misdeal-redeal-2faults/03-4p-clean-redeal.json": [],
    # danish-misdeal-redeal-2faults/04: (b) I expected clean with the small fine paid; the misdeal itself is a §18 fault, annotated
    # with its penalty as I did for the false redeal in 07
    "danish-misdeal-redeal-2faults/04-3p-clean-misdeal-before-play.json": [(0, None, "misdeal")],
    # danish-misdeal-redeal-2faults/05: (b) as 04: the irreparable misdeal is annotated at the first lead even with its fine paid
    "danish-misdeal-redeal-2faults/05-4p-clean-void-after-lead.json": [(0, 14, "misdeal")],
    # danish-misdeal-redeal-2faults/06: agrees (blind name false_redeal); the unpaid large fine is two missing_payment
    "danish-misdeal-redeal-2faults/06-3p-false-redeal-granted.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 5, "wrong_payment"),
        (0, 8, "redeal_with_trumps"),
    ],
    "danish-misdeal-redeal-2faults/07-3p-false-redeal-refused-fined.json": [
        (0, 8, "redeal_with_trumps"),
        (0, 71, "wrong_payment"),
    ],
    "danish-misdeal-redeal-2faults/08-3p-wrong-dealer-after-redeal.json": [
        (1, None, "wrong_dealer"),
        (1, 57, "wrong_payment"),
    ],
    # danish-misdeal-redeal-2faults/09: (b) misdeal annotation omitted; (c) the wrong dealer who deals again after a void deal owes a
    # fee in the engine (two missing_payment), where I took the fee-less redeal as part of the one slip
    "danish-misdeal-redeal-2faults/09-3p-void-then-same-dealer.json": [
        (0, 12, "misdeal"),
        (0, 14, "wrong_payment"),
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, None, "wrong_dealer"),
    ],
    # danish-misdeal-redeal-2faults/10: (b) misdeal annotation omitted; the two wrong payments agree
    "danish-misdeal-redeal-2faults/10-4p-misdeal-small-foundation.json": [
        (0, None, "misdeal"),
        (0, 1, "wrong_payment"),
        (0, 11, "wrong_payment"),
    ],
    # danish-misdeal-redeal-2faults/11: (c) a sitting-out seat's redeal is sitter_acted with no penalty; I expected a false redeal
    # (large by false_redeal_penalty); §17/§18 class neither
    "danish-misdeal-redeal-2faults/11-4p-sitting-out-asks-redeal.json": [
        (0, 9, "wrong_payment"),
        (0, 10, "sitter_acted"),
    ],
    # danish-misdeal-redeal-2faults/12: (b) misdeal annotation omitted; (c) the engine has the dealer pay the irreparable misdeal
    # fine, I had the player holding too many ("Gracz ma na ręce złą ilość kart") pay it
    "danish-misdeal-redeal-2faults/12-3p-void-overholder-pays.json": [
        (0, 12, "misdeal"),
        (0, 13, "wrong_payment"),
        (0, 14, "wrong_payment"),
        (1, 0, "wrong_payment"),
        (1, 89, "wrong_payment"),
    ],
    "danish-misdeal-redeal-2faults/13-3p-sheet-redeal.json": [(1, 80, "wrong_score"), (2, 84, "wrong_total")],
    # danish-misdeal-redeal-2faults/14: (b) misdeal annotation omitted; the two wrong scores agree
    "danish-misdeal-redeal-2faults/14-4p-sheet-void.json": [
        (0, 4, "misdeal"),
        (1, 82, "wrong_score"),
        (1, 84, "wrong_score"),
    ],
    "danish-misdeal-redeal-2faults/15-3p-redeal-second-fee-cardpoints-old-dealer.json": [
        (1, 0, "unexpected_payment"),
        (1, 1, "unexpected_payment"),
        (1, 90, "wrong_payment"),
    ],
    "ottocento-discard-options/01-clean-default-two-deals.json": [],
    "ottocento-discard-options/02-clean-discard-moretti-queen-widow.json": [],
    "ottocento-discard-options/03-illegal-discard-king.json": [(0, 0, "illegal_discard")],
    "ottocento-discard-options/04-illegal-discard-bagatto.json": [(0, 0, "illegal_discard")],
    "ottocento-discard-options/05-dealer-no-trick-default.json": [],
    "ottocento-discard-options/06-dealer-no-trick-side-trick.json": [],
    "ottocento-discard-options/07-side-trick-sheet-gives-discard-away.json": [
        (0, 65, "wrong_score"),
        (0, 66, "wrong_score"),
    ],
    "ottocento-discard-options/08-moretti-first-played-clean.json": [],
    "ottocento-discard-options/09-moretti-default-sheet-first-played.json": [
        (0, 65, "wrong_score"),
        (0, 66, "wrong_score"),
    ],
    "ottocento-discard-options/10-double-three-off-clean.json": [],
    "ottocento-discard-options/11-double-three-default-sheet-undoubled.json": [(0, 66, "wrong_score")],
    "ottocento-discard-options/12-monte-all-four-then-played.json": [],
    # ottocento-discard-options/13: my blind code name was guessed (b: bad_monte is the engine's); one finding per seat that
    # asked monte against monte: false, where I expected one for the deal (c: each call is its own breach)
    "ottocento-discard-options/13-monte-off-thrown-in.json": [
        (0, 0, "bad_monte"),
        (0, 1, "bad_monte"),
        (0, 2, "bad_monte"),
        (0, 3, "bad_monte"),
    ],
    "ottocento-discard-options/14-two-faults-matto-discard-early-signal.json": [
        (0, 0, "illegal_discard"),
        (0, 6, "illegal_signal"),
    ],
    "ottocento-discard-options/15-dealer-trick-sheet-keeps-discard.json": [
        (0, 65, "wrong_score"),
        (0, 66, "wrong_score"),
    ],
    "one-slip-rage-ulti-gd/01-rage-followers-swapped.json": [(0, 14, "out_of_turn")],
    "one-slip-rage-ulti-gd/02-rage-lead-swapped.json": [(0, 16, "out_of_turn")],
    # one-slip-rage-ulti-gd/03: (a) fixed in session 33: a seat-field slip (Dalibor's P2, in his turn, written for
    # Anicka) is one card_not_in_hand, the play read as Dalibor's (it was nine findings)
    "one-slip-rage-ulti-gd/03-rage-card-wrong-seat.json": [(1, 5, "card_not_in_hand")],
    "one-slip-rage-ulti-gd/04-rage-bid-twice.json": [(2, 2, "repeated_bid")],
    # one-slip-rage-ulti-gd/05: (c) taken in session 33: a seat's several lines, one of them the round's score:
    # the finding is at another (the copy, event 14)
    "one-slip-rage-ulti-gd/05-rage-score-line-twice.json": [(3, 14, "wrong_score")],
    "one-slip-rage-ulti-gd/06-ulti-lead-swapped.json": [(0, 15, "out_of_turn")],
    "one-slip-rage-ulti-gd/07-ulti-followers-swapped.json": [(1, 22, "out_of_turn")],
    # one-slip-rage-ulti-gd/08: (b) my blind code was a guess: Ulti calls a call out of turn out_of_turn (no bid_out_of_turn); event and seat agree
    "one-slip-rage-ulti-gd/08-ulti-pass-twice.json": [(0, 3, "out_of_turn")],
    "one-slip-rage-ulti-gd/09-ulti-payment-twice.json": [(1, 40, "wrong_payment")],
    "one-slip-rage-ulti-gd/10-ulti-dealer-wrong.json": [(1, None, "wrong_dealer")],
    "one-slip-rage-ulti-gd/11-galician-followers-swapped.json": [(0, 16, "out_of_turn")],
    # one-slip-rage-ulti-gd/12: (a) fixed in session 33: Bozena's QS written for Czeslaw is one card_not_in_hand
    # (it was read as take-backs, renonces and a lost solo)
    "one-slip-rage-ulti-gd/12-galician-card-wrong-seat.json": [(1, 22, "card_not_in_hand")],
    "one-slip-rage-ulti-gd/13-galician-dealer-wrong.json": [(1, None, "wrong_dealer")],
    "one-slip-rage-ulti-gd/14-galician-payment-twice.json": [(0, 44, "wrong_payment")],
    # one-slip-rage-ulti-gd/15: (c) one finding at the expected event; illegal_bid ('a player who has passed takes no further part') where I
    # guessed bid_out_of_turn; both fit a second pass by one seat
    "one-slip-rage-ulti-gd/15-galician-pass-wrong-seat.json": [(0, 2, "illegal_bid")],
    # one-slip-danish-tarocchini/01: (c) the engine asks §18's large fine for a swapped lead/second (read as a real
    # card out of turn), one missing_payment per pool; expected the out_of_turn alone.
    # (session 36) the record pays no fine for the card out of turn: read as a slip of the record, the fine not due
    "one-slip-danish-tarocchini/01-danish-swap-lead-second.json": [(0, 20, "out_of_turn")],
    # one-slip-danish-tarocchini/02: (c) as 01, a swapped second/third card fined 20 to each pool.
    # (session 36) the record pays no fine for the card out of turn: read as a slip of the record, the fine not due
    "one-slip-danish-tarocchini/02-danish-swap-second-third.json": [(0, 46, "out_of_turn")],
    "one-slip-danish-tarocchini/03-danish-card-wrong-seat.json": [(0, 22, "card_not_in_hand")],
    # one-slip-danish-tarocchini/04: (c) an identical declaration line written twice is read as a §18 correction
    # before the first lead (clean); expected one repeated_declaration at event 13.
    "one-slip-danish-tarocchini/04-danish-declaration-twice.json": [],
    # one-slip-danish-tarocchini/05: (b) I guessed wrong_payment; unexpected_payment fits the copied payment.
    "one-slip-danish-tarocchini/05-danish-payment-twice.json": [(0, 91, "unexpected_payment")],
    "one-slip-danish-tarocchini/06-danish-dealer-wrong.json": [(1, None, "wrong_dealer")],
    "one-slip-danish-tarocchini/07-ottocento-swap-lead-second.json": [(0, 41, "out_of_turn")],
    "one-slip-danish-tarocchini/08-ottocento-swap-third-fourth.json": [(0, 27, "out_of_turn")],
    "one-slip-danish-tarocchini/09-ottocento-card-wrong-seat.json": [(0, 15, "card_not_in_hand")],
    # one-slip-danish-tarocchini/10: (a) fixed in session 33: a declaration written for the wrong seat is one
    # false_declaration, read as Carla's (her hand makes it, she writes none); Dario's own line stands
    "one-slip-danish-tarocchini/10-ottocento-declaration-wrong-seat.json": [(0, 2, "false_declaration")],
    "one-slip-danish-tarocchini/11-ottocento-dealer-wrong.json": [(1, None, "wrong_dealer")],
    "one-slip-danish-tarocchini/12-terziglio-swap-lead-second.json": [(0, 38, "out_of_turn")],
    # one-slip-danish-tarocchini/13: (b) I guessed repeated_bid (Rage's code); Terziglio names it bid_out_of_turn.
    "one-slip-danish-tarocchini/13-terziglio-bid-twice.json": [(0, 2, "bid_out_of_turn")],
    "one-slip-danish-tarocchini/14-terziglio-declaration-twice.json": [(0, 7, "repeated_declaration")],
    "one-slip-danish-tarocchini/15-terziglio-card-wrong-seat.json": [(0, 18, "card_not_in_hand")],
    "replayable-odd-records/01-rage-bid-two-with-one-card.json": [(0, 1, "bid_out_of_range")],
    "replayable-odd-records/02-rage-bid-negative.json": [(0, 1, "bid_out_of_range")],
    # replayable-odd-records/03: (b) my blind code name was a guess (card_after_last_trick); the engine says card_not_in_hand,
    # its message names the play after the round's last trick
    "replayable-odd-records/03-rage-play-after-last-trick.json": [(0, 6, "card_not_in_hand")],
    # replayable-odd-records/05: (b) code name guessed (illegal_discard); the engine's Danish skat code is illegal_skat
    "replayable-odd-records/05-danish-skat-of-two.json": [(0, 0, "illegal_skat")],
    # replayable-odd-records/06: (b) code guessed (out_of_turn); (c) no §18 'large' fine for the sitter's card (§17: he only
    # watches; §18 fines a card out of turn by a player), where I expected 20 to each pool
    "replayable-odd-records/06-danish-sitting-out-seat-plays.json": [(0, 2, "sitter_acted")],
    "replayable-odd-records/07-galician-take-four-on-a-three.json": [(0, 3, "illegal_take")],
    "replayable-odd-records/08-galician-discard-two-after-three.json": [(0, 4, "illegal_discard")],
    # replayable-odd-records/09: (b) code guessed (bid_out_of_turn); the engine's sitter_acted for the king's pass
    "replayable-odd-records/09-galician-king-bids.json": [(0, 3, "sitter_acted")],
    "replayable-odd-records/10-ulti-discard-three.json": [(0, 0, "illegal_discard")],
    "replayable-odd-records/11-ulti-fold-paid-in-two-parts.json": [],
    "replayable-odd-records/12-ulti-fold-payment-written-twice.json": [(0, 9, "wrong_payment")],
    "replayable-odd-records/13-ottocento-dealer-lays-away-three.json": [(0, 0, "illegal_discard")],
    "replayable-odd-records/14-terziglio-take-three-lay-two.json": [(0, 4, "illegal_discard")],
    "one-slip-settlement/01-rage-score-lines-swapped.json": [(1, 12, "wrong_score"), (1, 13, "wrong_score")],
    "one-slip-settlement/02-rage-total-for-wrong-seat.json": [(1, 16, "wrong_total")],
    "one-slip-settlement/03-rage-total-from-two-deals-back.json": [(2, 12, "wrong_total")],
    "one-slip-settlement/04-rage-score-line-left-out.json": [],
    "one-slip-settlement/05-ulti-payment-from-to-swapped.json": [(0, 38, "wrong_payment")],
    # one-slip-settlement/06: (a) fixed in session 33 (verdict.late_payments): a payment written one deal late is
    # one finding, at the late line, which names the deal that owes it (the code stays unexpected_payment)
    "one-slip-settlement/06-ulti-payment-one-deal-late.json": [(1, 0, "unexpected_payment")],
    "one-slip-settlement/07-ulti-total-from-two-deals-back.json": [(2, 41, "wrong_total")],
    # one-slip-settlement/08: agrees on the finding; (a) its message says 'Celina paid Bartek 20 (in all)',
    # the pair's recorded net is 30 (the rules' 10 in all is right): see REPORT.md
    "one-slip-settlement/08-danish-payment-from-to-swapped.json": [(0, 90, "wrong_payment")],
    # one-slip-settlement/09: (a) fixed as 06
    "one-slip-settlement/09-danish-payment-one-deal-late.json": [(2, 0, "unexpected_payment")],
    "one-slip-settlement/10-galician-payment-from-to-swapped.json": [(1, 44, "wrong_payment")],
    "one-slip-settlement/11-galician-total-for-wrong-seat.json": [(1, 52, "wrong_total")],
    "one-slip-settlement/12-ottocento-team-scores-swapped.json": [
        (1, 65, "wrong_score"),
        (1, 66, "wrong_score"),
    ],
    "one-slip-settlement/13-ottocento-total-from-two-deals-back.json": [(2, 68, "wrong_total")],
    "one-slip-settlement/14-terziglio-score-line-left-out.json": [],
    "one-slip-settlement/15-terziglio-total-for-wrong-seat.json": [(1, 69, "wrong_total")],
    # one-slip-auction-declare/01: (a) fixed in session 33: a call written for the wrong seat (in the turn of
    # a seat that writes none, its writer calling again) is one finding, read as the due seat's
    "one-slip-auction-declare/01-rage-bid-wrong-seat.json": [(0, 1, "bid_out_of_turn")],
    "one-slip-auction-declare/02-rage-bids-swapped.json": [(0, 1, "bid_out_of_turn")],
    "one-slip-auction-declare/03-rage-bid-written-twice.json": [(0, 2, "repeated_bid")],
    # one-slip-auction-declare/04: (a) fixed in session 33: a call written for the wrong seat (in the turn of
    # a seat that writes none, its writer calling again) is one finding, read as the due seat's
    "one-slip-auction-declare/04-ulti-pass-wrong-seat.json": [(0, 2, "out_of_turn")],
    "one-slip-auction-declare/05-ulti-forty-wrong-seat.json": [(0, 6, "false_marriage")],
    # one-slip-auction-declare/06: (c) Anna's contra written for Csilla, placed at Anna's card: the engine voids
    # it as Csilla's late contra and then finds Anna's doubled payment wrong; the payments fit Anna's contra
    "one-slip-auction-declare/06-ulti-betli-contra-wrong-defender.json": [
        (0, 8, "illegal_double"),
        (0, 37, "wrong_payment"),
    ],
    # one-slip-auction-declare/07: (a) fixed in session 33: a call written for the wrong seat (in the turn of
    # a seat that writes none, its writer calling again) is one finding, read as the due seat's
    "one-slip-auction-declare/07-galician-pass-wrong-seat.json": [(0, 1, "out_of_turn")],
    # one-slip-auction-declare/08: (c) the copied announce line is passed over silently (expected one finding at
    # event 6); Rage and Terziglio make the same copy a violation
    "one-slip-auction-declare/08-galician-announce-written-twice.json": [],
    "one-slip-auction-declare/09-galician-contra-wrong-helper.json": [],
    # one-slip-auction-declare/10: (a) fixed in session 33 (with one-slip-danish-tarocchini P3): the declaration
    # written for Celina is one false_declaration, read as Bartek's (it was 11 findings, the deal void)
    "one-slip-auction-declare/10-danish-declaration-wrong-seat.json": [(0, 10, "false_declaration")],
    # one-slip-auction-declare/11: (c) as 08: the copied declare line is a free correction (§18), no finding
    "one-slip-auction-declare/11-danish-declaration-written-twice.json": [],
    # one-slip-auction-declare/12: agrees: the one finding is a warning (declaration_out_of_turn at event 10)
    "one-slip-auction-declare/12-danish-declarations-swapped.json": [],
    # one-slip-auction-declare/13: (a) fixed in session 33: a bid written for the wrong seat is one
    # bid_out_of_turn, read as Giulia's (it was eight findings, her exchange thrown out)
    "one-slip-auction-declare/13-terziglio-gioco-wrong-seat.json": [(0, 1, "bid_out_of_turn")],
    "one-slip-auction-declare/14-terziglio-declaration-written-twice.json": [(0, 7, "repeated_declaration")],
    # one-slip-play-lines/01: (a) fixed in session 33: the line left out is read from the one card of that
    # hand the record never shows: one out_of_turn
    "one-slip-play-lines/01-rage-missing-line.json": [(0, 5, "out_of_turn")],
    "one-slip-play-lines/02-rage-mistype-not-held.json": [(1, 5, "card_not_in_hand")],
    # one-slip-play-lines/03: (a) last trick written in seat order; judged as written/swapped, P12 takes
    # it, not O12 (order of play from the leader s1): two wrong_score knock-ons; expected (0, 40) only.
    "one-slip-play-lines/03-rage-seat-order-last-trick.json": [
        (0, 40, "out_of_turn"),
        (0, 44, "wrong_score"),
        (0, 46, "wrong_score"),
    ],
    "one-slip-play-lines/04-danish-mistype-held-later.json": [(0, 32, "card_not_in_hand")],
    "one-slip-play-lines/05-danish-last-trick-left-out.json": [],
    # one-slip-play-lines/06: (c) the out-of-turn lead's 18 'large' fine (20 to each pool) is owed by the
    # engine's reading; the record (no fine) fits a seat-order recording slip better; expected out_of_turn only.
    # (session 36) the record pays no fine for the card out of turn: read as a slip of the record, the fine not due
    "one-slip-play-lines/06-danish-seat-order.json": [(0, 39, "out_of_turn")],
    # one-slip-play-lines/07: (a) fixed in session 33 (tricks.line_left_out): the line left out is read from the
    # one card of that hand the record never shows: one out_of_turn
    "one-slip-play-lines/07-ulti-missing-last-card-of-trick.json": [(0, 17, "out_of_turn")],
    "one-slip-play-lines/08-ulti-mistype-into-trump-not-held.json": [(0, 13, "card_not_in_hand")],
    "one-slip-play-lines/09-galician-last-trick-left-out-ultimo.json": [],
    # one-slip-play-lines/10: (a) trick in seat order with the due leader's card last: judged as written,
    # two renonces; its order of play (s2, s0, s1) is legal; expected (0, 23, out_of_turn) only.
    "one-slip-play-lines/10-galician-seat-order.json": [
        (0, 23, "out_of_turn"),
        (0, 24, "revoke"),
        (0, 25, "revoke"),
    ],
    "one-slip-play-lines/11-galician-mistype-held-later.json": [(1, 26, "card_not_in_hand")],
    # one-slip-play-lines/12: (a) fixed in session 33 (tricks.line_left_out): the line left out is read from the
    # one card of that hand the record never shows: one out_of_turn
    "one-slip-play-lines/12-ottocento-missing-line.json": [(0, 35, "out_of_turn")],
    "one-slip-play-lines/13-ottocento-mistype-not-held-would-win.json": [(0, 20, "card_not_in_hand")],
    "one-slip-play-lines/14-terziglio-last-trick-left-out.json": [],
    "one-slip-play-lines/15-terziglio-seat-order.json": [(1, 56, "out_of_turn")],
    "one-slip-deal-fields/03-rage-start-total-wrong-seat2.json": [(0, 22, "wrong_total")],
    "one-slip-deal-fields/04-rage-start-total-wrong-seat0-late-sheet.json": [(1, 12, "wrong_total")],
    "one-slip-deal-fields/05-rage-stock-order-trump-card-swapped.json": [(0, 8, "out_of_turn")],
    "one-slip-deal-fields/06-danish-dealer-of-second-deal-wrong.json": [(1, None, "wrong_dealer")],
    # one-slip-deal-fields/07: (a) fixed in session 33 (hands_slip): hands written against the wrong seats,
    # every seat playing from one other's, are read so: one card_not_in_hand
    "one-slip-deal-fields/07-danish-hands-rotated-one-seat.json": [(0, 1, "card_not_in_hand")],
    "one-slip-deal-fields/08-galician-talon-packets-swapped.json": [(0, 3, "illegal_take")],
    # one-slip-deal-fields/10: (a) fixed in session 33 (hands_slip): hands written against the wrong seats,
    # every seat playing from one other's, are read so: one card_not_in_hand
    "one-slip-deal-fields/10-ulti-two-hands-swapped.json": [(0, 7, "card_not_in_hand")],
    "one-slip-deal-fields/11-ulti-dealer-of-second-deal-wrong.json": [(1, None, "wrong_dealer")],
    # one-slip-deal-fields/12: (a) fixed in session 33 (hands_slip): hands written against the wrong seats,
    # every seat playing from one other's, are read so: one card_not_in_hand
    "one-slip-deal-fields/12-ottocento-hands-rotated-one-seat.json": [(0, 0, "card_not_in_hand")],
    "one-slip-deal-fields/14-terziglio-widow-order-reversed.json": [],
    # one-slip-deal-fields/15: (a) fixed in session 33 (hands_slip): hands written against the wrong seats,
    # every seat playing from one other's, are read so: one card_not_in_hand
    "one-slip-deal-fields/15-terziglio-two-hands-swapped.json": [(0, 6, "card_not_in_hand")],
    "real-faults-near-slips/01-rage-lead-out-of-turn-followed.json": [(0, 12, "out_of_turn")],
    "real-faults-near-slips/02-rage-card-from-stock.json": [(0, 18, "card_not_in_hand")],
    "real-faults-near-slips/03-rage-bids-twice.json": [(0, 4, "repeated_bid")],
    "real-faults-near-slips/04-danish-false-trumps-declaration.json": [(0, 3, "false_declaration")],
    "real-faults-near-slips/05-danish-lead-out-of-turn-followed.json": [(0, 19, "out_of_turn")],
    "real-faults-near-slips/06-danish-revoke-no-trump.json": [(0, 39, "failure_to_trump")],
    "real-faults-near-slips/07-galician-pass-out-of-turn-all-call.json": [(0, 0, "out_of_turn")],
    "real-faults-near-slips/08-galician-renonce.json": [(0, 15, "revoke")],
    "real-faults-near-slips/09-ulti-false-40.json": [(0, 7, "false_marriage")],
    "real-faults-near-slips/10-ulti-revoke.json": [(0, 16, "revoke")],
    # real-faults-near-slips/11: (c) expected unexpected_payment at (1, 41): the extra line Csilla -> Béla 2 is netted with the due
    # Béla -> Csilla 1 of deal 1 and read as one wrong_payment (its message says the due line is missing)
    "real-faults-near-slips/11-ulti-payment-missing-other-next.json": [
        (0, None, "missing_payment"),
        (1, 41, "wrong_payment"),
    ],
    "real-faults-near-slips/12-ottocento-revoke.json": [(0, 18, "revoke")],
    "real-faults-near-slips/13-ottocento-false-cricca.json": [(0, 2, "false_declaration")],
    # real-faults-near-slips/14: (a) fixed in session 33: a pass out of turn and the seat's own call in its turn
    # are one bid_out_of_turn (the in-turn call its call), as Galician and Ulti read it
    "real-faults-near-slips/14-terziglio-pass-out-of-turn-all-call.json": [(0, 0, "bid_out_of_turn")],
    "real-faults-near-slips/15-terziglio-card-from-widow.json": [(0, 27, "card_not_in_hand")],
    "slip-plus-fault/01-rage-swapped-pair-plus-revoke.json": [(1, 5, "revoke"), (2, 17, "out_of_turn")],
    "slip-plus-fault/02-rage-card-wrong-seat-plus-wrong-score.json": [
        (3, 14, "card_not_in_hand"),
        (6, 21, "wrong_score"),
    ],
    "slip-plus-fault/03-rage-bid-wrong-seat-plus-revoke.json": [(0, 7, "revoke"), (4, 1, "bid_out_of_turn")],
    "slip-plus-fault/04-danish-late-payment-plus-lead-out-of-turn.json": [
        (1, 0, "unexpected_payment"),
        (2, 29, "out_of_turn"),
    ],
    # slip-plus-fault/05: (a) fixed in session 33: the card written for the wrong seat is one card_not_in_hand
    # (Danish now reads it too; a written seat already in the trick too), beside the planted fault
    "slip-plus-fault/05-danish-card-wrong-seat-plus-wrong-payment.json": [
        (0, 28, "card_not_in_hand"),
        (2, 91, "wrong_payment"),
    ],
    "slip-plus-fault/06-danish-hands-swapped-plus-wrong-declaration-payment.json": [
        (0, 12, "card_not_in_hand"),
        (1, 4, "wrong_payment"),
    ],
    # slip-plus-fault/07: (a) fixed in session 33: the late line lumped with the next deal's own line of the pair
    # and reason is the one wrong_payment there, not also deal 0's missing_payment
    "slip-plus-fault/07-galician-late-payment-plus-renonce.json": [
        (1, 0, "wrong_payment"),
        (1, 20, "revoke"),
    ],
    # slip-plus-fault/08: (b) my code guess bid_out_of_turn; Galician names the slip out_of_turn (agrees)
    "slip-plus-fault/08-galician-bid-wrong-seat-plus-wrong-trull-payment.json": [
        (0, 2, "out_of_turn"),
        (1, 47, "wrong_payment"),
    ],
    "slip-plus-fault/09-ulti-card-wrong-seat-plus-wrong-payment.json": [
        (0, 20, "card_not_in_hand"),
        (0, 39, "wrong_payment"),
    ],
    # slip-plus-fault/10: (b) my code guess bid_out_of_turn; Ulti names the slip out_of_turn (agrees)
    "slip-plus-fault/10-ulti-bid-wrong-seat-plus-revoke.json": [(0, 2, "out_of_turn"), (0, 8, "revoke")],
    "slip-plus-fault/11-ottocento-hands-swapped-plus-revoke.json": [
        (0, 5, "card_not_in_hand"),
        (1, 16, "revoke"),
    ],
    "slip-plus-fault/12-ottocento-swapped-pair-plus-revoke.json": [(0, 19, "revoke"), (1, 26, "out_of_turn")],
    "slip-plus-fault/13-terziglio-bid-wrong-seat-plus-revoke.json": [
        (0, 29, "revoke"),
        (1, 1, "bid_out_of_turn"),
    ],
    # slip-plus-fault/14: (a) fixed in session 33: the card written for the wrong seat is one card_not_in_hand
    # (Danish now reads it too; a written seat already in the trick too), beside the planted fault
    "slip-plus-fault/14-terziglio-card-wrong-seat-plus-lead-out-of-turn.json": [
        (0, 12, "out_of_turn"),
        (1, 28, "card_not_in_hand"),
    ],
    # one-slip-acts/01: (a) fixed in session 33: a take written for the wrong seat, the due seat laying two away
    # next, is one out_of_turn, read as the due seat's take
    "one-slip-acts/01-ulti-take-wrong-seat.json": [(0, 2, "out_of_turn")],
    # one-slip-acts/02: (b) my code guess out_of_turn; the engine names it bad_trump (agrees)
    "one-slip-acts/02-ulti-trump-announce-wrong-seat.json": [(0, 5, "bad_trump")],
    "one-slip-acts/03-ulti-discard-order-swapped.json": [],
    # one-slip-acts/04: (a) fixed in session 33: the player's discard written for a helper (the cards his) is
    # one illegal_discard read as his
    "one-slip-acts/04-galician-discard-wrong-seat.json": [(0, 4, "illegal_discard")],
    # one-slip-acts/05: (a) the player's announcement written for a helper who answers again in turn is read
    # as the helper's renonce (forfeit on the helpers) plus a second answer; expected one out-of-turn at 5
    "one-slip-acts/05-galician-announce-wrong-seat.json": [
        (0, 5, "wrong_tarock_count"),
        (0, 6, "illegal_announcement"),
    ],
    "one-slip-acts/06-galician-redeal-wrong-seat.json": [(0, 0, "illegal_redeal")],
    # one-slip-acts/07: (a) fixed in session 33: a forced skat written without its shown flag lets the dealer
    # declare the 28 cards (§13): the illegal_skat the one finding, no false_declaration; (c) the deal void
    "one-slip-acts/07-danish-forced-skat-shown-missing.json": [(0, 0, "illegal_skat")],
    # one-slip-acts/08: (b) my code guess false_redeal; (c) read as written, Celina's false redeal, its
    # large penalty charged (the README's wrong-seat reading is for turns; a redeal has none)
    "one-slip-acts/08-danish-redeal-wrong-seat.json": [(0, 0, "redeal_with_trumps")],
    # one-slip-acts/09: (a) a skat code mistyped into another seat's card also charges its holder when she
    # plays it, and voids the deal; expected one finding at event 0, the deal as played
    "one-slip-acts/09-danish-skat-card-mistyped.json": [
        (0, 0, "illegal_skat"),
        (0, 32, "card_not_in_hand"),
    ],
    # one-slip-acts/10: (a) fixed in session 33: the gioco declarer's take written for a passer, his discard
    # next, is one illegal_take read as his
    "one-slip-acts/10-terziglio-take-wrong-seat.json": [(0, 3, "illegal_take")],
    # one-slip-acts/11, 12, 14: (b) my code guess card_not_in_hand; the engine says illegal_discard (agrees)
    "one-slip-acts/11-terziglio-discard-wrong-seat.json": [(0, 4, "illegal_discard")],
    "one-slip-acts/12-ottocento-discard-wrong-seat.json": [(0, 0, "illegal_discard")],
    # one-slip-acts/13: (a, minor) one finding, but at Dario's own call (event 2) instead of the call
    # written for him in Carla's turn (event 1), which the engine itself counts as Carla's
    "one-slip-acts/13-ottocento-monte-wrong-seat.json": [(0, 2, "bad_monte")],
    "one-slip-acts/14-ottocento-discard-card-mistyped.json": [(0, 0, "illegal_discard")],
    "real-faults-near-slips-2/01-rage-other-seats-card-holder-already-played.json": [
        (0, 11, "card_not_in_hand")
    ],
    "real-faults-near-slips-2/02-rage-bid-twice-in-turn.json": [(0, 1, "repeated_bid")],
    "real-faults-near-slips-2/03-rage-revoke-in-trick-led-out-of-turn.json": [
        (0, 8, "out_of_turn"),
        (0, 10, "revoke"),
    ],
    "real-faults-near-slips-2/04-danish-declares-neighbours-kings.json": [(0, 2, "false_declaration")],
    "real-faults-near-slips-2/05-danish-lead-out-of-turn-own-card.json": [(0, 19, "out_of_turn")],
    "real-faults-near-slips-2/06-danish-other-seats-card-holder-plays-after.json": [
        (0, 20, "card_not_in_hand")
    ],
    "real-faults-near-slips-2/07-galician-renonce-in-trick-led-out-of-turn.json": [
        (0, 17, "out_of_turn"),
        (0, 19, "revoke"),
    ],
    # real-faults-near-slips-2/08-galician-bid-twice-in-turn: (b) same single finding at the same call; Galician names a call out of turn out_of_turn, not my blind guess bid_out_of_turn.
    "real-faults-near-slips-2/08-galician-bid-twice-in-turn.json": [(0, 1, "out_of_turn")],
    "real-faults-near-slips-2/09-galician-other-seats-card-holder-plays-after.json": [
        (0, 12, "card_not_in_hand")
    ],
    "real-faults-near-slips-2/10-ulti-payment-paid-twice-in-two-deals.json": [(1, 36, "unexpected_payment")],
    "real-faults-near-slips-2/11-ulti-card-out-of-turn-own-card.json": [(0, 19, "out_of_turn")],
    # real-faults-near-slips-2/12-ottocento-declares-neighbours-kings: (b) same single finding at the same declaration; the code is false_declaration, not my blind guess illegal_declaration.
    "real-faults-near-slips-2/12-ottocento-declares-neighbours-kings.json": [(0, 2, "false_declaration")],
    "real-faults-near-slips-2/13-ottocento-card-out-of-turn-table-follows-on.json": [(0, 30, "out_of_turn")],
    "real-faults-near-slips-2/14-terziglio-bid-twice-in-turn.json": [(0, 1, "bid_out_of_turn")],
    "real-faults-near-slips-2/15-terziglio-other-seats-card-holder-plays-after.json": [
        (0, 43, "card_not_in_hand")
    ],
    "brief-all-games-4/01-rage-clean-session.json": [],
    "brief-all-games-4/02-rage-revoke-round6.json": [(5, 14, "revoke")],
    "brief-all-games-4/03-rage-wrong-score-last-round.json": [(9, 7, "wrong_score")],
    "brief-all-games-4/04-danish-illegal-skat-first-deal.json": [(0, 8, "illegal_skat")],
    "brief-all-games-4/05-danish-lead-out-of-turn-middle.json": [(1, 35, "out_of_turn")],
    "brief-all-games-4/06-danish-wrong-payment-last-deal.json": [(2, 94, "wrong_payment")],
    "brief-all-games-4/07-ulti-clean-session.json": [],
    "brief-all-games-4/08-ulti-overtake-middle-sheet.json": [(1, 14, "failure_to_overtake")],
    "brief-all-games-4/09-ulti-illegal-bid-first-deal.json": [(0, 4, "illegal_bid")],
    "brief-all-games-4/10-galician-king-discard-last-deal.json": [(2, 4, "illegal_discard")],
    "brief-all-games-4/11-galician-lead-out-of-turn-sheet.json": [(1, 23, "out_of_turn")],
    # brief-all-games-4/12-ottocento-false-declaration-first.json: (b) same finding at the same event; "illegal_declaration" was my guess at the code name
    "brief-all-games-4/12-ottocento-false-declaration-first.json": [(0, 4, "false_declaration")],
    "brief-all-games-4/13-ottocento-wrong-score-middle.json": [(1, 72, "wrong_score")],
    "brief-all-games-4/14-terziglio-illegal-bid-middle.json": [(1, 1, "illegal_bid")],
    # brief-all-games-4/15-terziglio-revoke-last-deal.json: (b) same finding at the same event; I wrote the generic "revoke" for a failure to trump
    "brief-all-games-4/15-terziglio-revoke-last-deal.json": [(2, 25, "failure_to_trump")],
    # real-faults-near-slips-3/01-rage-seat-skips-trick-record-stops: (a, fixed in session 34) Anička really skipped trick 3
    # (the sheet and Bohouš's next lead fit that); the left-out-line reading put her spare Y15 in and won her the trick
    "real-faults-near-slips-3/01-rage-seat-skips-trick-record-stops.json": [(0, 13, "out_of_turn")],
    "real-faults-near-slips-3/02-rage-wrong-lead-due-leader-third.json": [(0, 8, "out_of_turn")],
    # real-faults-near-slips-3/04-ulti-talon-taken-out-of-turn: (b) same finding at the same event; bid_out_of_turn was my guess
    # at the code (ulti/auction.order gives out_of_turn)
    "real-faults-near-slips-3/04-ulti-talon-taken-out-of-turn.json": [(0, 2, "out_of_turn")],
    "real-faults-near-slips-3/05-ulti-payment-never-paid-next-deal-other-sum.json": [
        (0, None, "missing_payment")
    ],
    # real-faults-near-slips-3/06-ulti-seat-skips-trick-plays-twice-at-end: (a, fixed in session 34; 37 is card_not_in_hand, the digest's code) expected (0, 24) and (0, 37) only: a trick really
    # left a card short cascades (tricks regrouped: 7 more out_of_turn, 3 revokes Csilla never made)
    "real-faults-near-slips-3/06-ulti-seat-skips-trick-plays-twice-at-end.json": [
        (0, 24, "out_of_turn"),
        (0, 37, "card_not_in_hand"),
    ],
    # real-faults-near-slips-3/07-ottocento-seat-skips-trick-record-stops: (a, fixed in session 34) expected (0, 22) out_of_turn only: the left-out-line
    # reading puts Anna's spare KS into a coins trick she never played to and adds a revoke
    "real-faults-near-slips-3/07-ottocento-seat-skips-trick-record-stops.json": [(0, 22, "out_of_turn")],
    "real-faults-near-slips-3/08-ottocento-wrong-lead-due-leader-third.json": [(0, 29, "out_of_turn")],
    # real-faults-near-slips-3/09-terziglio-defender-takes-widow-declarer-too: (a, fixed in session 34: his exchange completed stands) expected (0, 3) illegal_take only ((c) for the
    # illegal_discard): the void take makes the cards he took and laid away card_not_in_hand / revokes
    "real-faults-near-slips-3/09-terziglio-defender-takes-widow-declarer-too.json": [(0, 3, "illegal_take")],
    "real-faults-near-slips-3/11-galician-wrong-lead-due-leader-third.json": [(0, 23, "out_of_turn")],
    # real-faults-near-slips-3/12-galician-seat-skips-trick-record-stops: (a, fixed in session 34) expected (0, 24) out_of_turn only: Adam's T8 read as
    # taken back, the fault put at 25, then a cascade with three renonces nobody made
    "real-faults-near-slips-3/12-galician-seat-skips-trick-record-stops.json": [(0, 24, "out_of_turn")],
    # real-faults-near-slips-3/13-danish-misdeal-found-after-play: (c) the same misdeal (irreparable, the deal void), at the
    # first lead where I wrote the deal (None)
    "real-faults-near-slips-3/13-danish-misdeal-found-after-play.json": [(0, 1, "misdeal")],
    "real-faults-near-slips-3/14-danish-wrong-lead-due-leader-third.json": [(0, 34, "out_of_turn")],
    # real-faults-near-slips-3/15-danish-seat-skips-trick-plays-twice-at-end: (a, fixed in session 34; 75 is card_not_in_hand) expected (0, 32) and (0, 75) only: the short
    # trick regrouped gives two more large fines and a false revoke that voids the deal (irreparable)
    "real-faults-near-slips-3/15-danish-seat-skips-trick-plays-twice-at-end.json": [
        (0, 32, "out_of_turn"),
        (0, 75, "card_not_in_hand"),
    ],
    "fresh-mainstream-2/01-rage-clean-4p.json": [],
    "fresh-mainstream-2/02-rage-revoke-5p.json": [(2, 11, "revoke")],
    "fresh-mainstream-2/03-rage-bid-out-of-turn-3p.json": [(4, 0, "bid_out_of_turn")],
    "fresh-mainstream-2/04-rage-wrong-score-4p.json": [(6, 21, "wrong_score")],
    "fresh-mainstream-2/05-galician-clean.json": [],
    "fresh-mainstream-2/06-galician-renonce-player.json": [(1, 24, "revoke")],
    # fresh-mainstream-2/07-galician-helper-no-trump: (c) agreed; Galician names the failure to trump a renonce (code revoke), Tarocchini failure_to_trump
    "fresh-mainstream-2/07-galician-helper-no-trump.json": [(1, 36, "revoke")],
    "fresh-mainstream-2/08-galician-king-discard.json": [(0, 4, "illegal_discard")],
    "fresh-mainstream-2/09-galician-missing-payment.json": [(2, None, "missing_payment")],
    # fresh-mainstream-2/10-otto-clean: (b) I wrote it clean; the source's "Энджел и как минимум двое из трех следующих гранд" lets Angel+Mondo+Moon be a run (my generator wanted the grande consecutive), so team0's 294 is 20 short
    "fresh-mainstream-2/10-otto-clean.json": [(2, 65, "wrong_score")],
    "fresh-mainstream-2/11-otto-no-trump.json": [(1, 18, "failure_to_trump")],
    # fresh-mainstream-2/12-otto-wrong-score: (c) the planted slip found where planted; the engine's figure is 283, mine 293 (K Q + Bagatto + Ace of swords as four, the engine's other reading, which my mixed sheet fits no better)
    "fresh-mainstream-2/12-otto-wrong-score.json": [(1, 66, "wrong_score")],
    "fresh-mainstream-2/13-terz-clean.json": [],
    "fresh-mainstream-2/14-terz-king-discard.json": [(1, 4, "illegal_discard")],
    "fresh-mainstream-2/15-terz-out-of-turn.json": [(1, 14, "out_of_turn")],
    "fresh-mainstream-1/01-danish-clean.json": [],
    "fresh-mainstream-1/02-danish-revoke.json": [(1, 27, "revoke")],
    "fresh-mainstream-1/03-danish-fail-trump.json": [(2, 51, "failure_to_trump")],
    # fresh-mainstream-1/04-danish-illegal-skat: (c) expected (0, 8) only, the unnoticed skat settled as
    # played; §18 classes it irreparable and danish-tarok/18.void annuls the played-out payments
    "fresh-mainstream-1/04-danish-illegal-skat.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 8, "illegal_skat"),
        (0, 65, "unexpected_payment"),
        (0, 91, "unexpected_payment"),
        (0, 92, "unexpected_payment"),
        (0, 94, "unexpected_payment"),
    ],
    "fresh-mainstream-1/05-danish-out-of-turn.json": [(1, 34, "out_of_turn")],
    "fresh-mainstream-1/06-danish-wrong-payment.json": [(0, 97, "wrong_payment")],
    "fresh-mainstream-1/07-danish-missing-payment.json": [(2, None, "missing_payment")],
    "fresh-mainstream-1/08-ulti-clean.json": [],
    "fresh-mainstream-1/09-ulti-revoke.json": [(1, 13, "revoke")],
    "fresh-mainstream-1/10-ulti-fail-trump.json": [(0, 21, "failure_to_trump")],
    "fresh-mainstream-1/11-ulti-fail-overtake.json": [(2, 13, "failure_to_overtake")],
    "fresh-mainstream-1/12-ulti-bid-too-low.json": [(1, 4, "illegal_bid")],
    "fresh-mainstream-1/13-ulti-out-of-turn.json": [(0, 16, "out_of_turn")],
    "fresh-mainstream-1/14-ulti-wrong-payment.json": [(1, 37, "wrong_payment")],
    "fresh-mainstream-1/15-ulti-missing-payment.json": [(2, None, "missing_payment")],
    # real-faults-near-slips-4/01-rage-seat-skips-trick-extra-card-at-end: (a, fixed in session 34: the trick closed short) expected (0, 25) and the lone card after the last trick (0, 43) only: the three-card trick's winner leads next, read as a card to trick 6 and cascaded
    "real-faults-near-slips-4/01-rage-seat-skips-trick-extra-card-at-end.json": [
        (0, 25, "out_of_turn"),
        (0, 43, "card_not_in_hand"),
    ],
    # real-faults-near-slips-4/02-rage-two-cards-to-one-trick: (a, fixed in session 36: the second card joins the trick, the seat sits out the last trick) expected (0, 31) only: the second card R14 took the trick at the table; it was left out of the trick yet kept in the hand, cascaded
    "real-faults-near-slips-4/02-rage-two-cards-to-one-trick.json": [(0, 31, "out_of_turn")],
    "real-faults-near-slips-4/03-rage-trick-won-by-wrong-seat-next-lead.json": [(0, 28, "out_of_turn")],
    # real-faults-near-slips-4/04-ulti-seat-skips-trick-record-stops: (a, fixed in session 34: the trick closed short) expected (0, 24) only: the left-out-line reading puts the unshown QH in, then the real winner's next lead is out of turn
    "real-faults-near-slips-4/04-ulti-seat-skips-trick-record-stops.json": [(0, 24, "out_of_turn")],
    "real-faults-near-slips-4/05-ulti-card-played-again.json": [(0, 23, "card_not_in_hand")],
    # real-faults-near-slips-4/06-galician-seat-skips-trick-extra-card-at-end: (a, fixed in session 34: the trick closed short) expected (0, 24) and the lone card after the last trick (0, 43) only: the two-card trick's winner's lead read as a take-back, cascaded
    "real-faults-near-slips-4/06-galician-seat-skips-trick-extra-card-at-end.json": [
        (0, 24, "out_of_turn"),
        (0, 43, "card_not_in_hand"),
    ],
    "real-faults-near-slips-4/07-galician-card-played-again.json": [(0, 34, "card_not_in_hand")],
    # real-faults-near-slips-4/08-danish-seat-skips-trick-record-stops: (a, fixed in session 34: the trick closed short) expected (0, 14) only: the two-card trick regrouped, five more large fines and ten false revokes (irreparable)
    "real-faults-near-slips-4/08-danish-seat-skips-trick-record-stops.json": [(0, 14, "out_of_turn")],
    # real-faults-near-slips-4/09-danish-two-cards-to-one-trick: (a, fixed in session 38: the second card joins the trick, the seat sits out the last trick) expected (0, 43) only: the second card was read as a lead out of turn (and a revoke), the tricks after it regrouped
    "real-faults-near-slips-4/09-danish-two-cards-to-one-trick.json": [(0, 43, "out_of_turn")],
    "real-faults-near-slips-4/10-danish-card-played-again.json": [(0, 50, "card_not_in_hand")],
    # real-faults-near-slips-4/11-ottocento-seat-skips-trick-extra-card-at-end: (a, fixed in session 34: the trick closed short) expected (0, 30) and the lone card after the last trick (0, 60) only: the three-card trick regrouped, cascaded
    "real-faults-near-slips-4/11-ottocento-seat-skips-trick-extra-card-at-end.json": [
        (0, 30, "out_of_turn"),
        (0, 60, "card_not_in_hand"),
    ],
    "real-faults-near-slips-4/12-ottocento-trick-won-by-wrong-seat-next-lead.json": [(0, 33, "out_of_turn")],
    # real-faults-near-slips-4/13-terziglio-seat-skips-trick-record-stops: (a, fixed in session 34: the trick closed short) expected (0, 16) only: the left-out-line reading puts the unshown T19 in, then the real winner's next lead is out of turn
    "real-faults-near-slips-4/13-terziglio-seat-skips-trick-record-stops.json": [(0, 16, "out_of_turn")],
    # real-faults-near-slips-4/14-terziglio-two-cards-to-one-trick: (a, open; since session 34 read as two short tricks, the
    # seats' last cards after the last trick) expected (0, 11) only: the second card T4 stays in the hand, false revoke, failure to trump and a left-out line
    "real-faults-near-slips-4/14-terziglio-two-cards-to-one-trick.json": [
        (0, 11, "out_of_turn"),
        (0, 13, "out_of_turn"),
        (0, 55, "card_not_in_hand"),
        (0, 56, "card_not_in_hand"),
    ],
    "penalty-tables-fresh/01-danish-failure-to-trump-paid.json": [(0, 44, "failure_to_trump")],
    "penalty-tables-fresh/02-danish-false-declaration-paid.json": [(0, 10, "false_declaration")],
    "penalty-tables-fresh/03-danish-false-joker-demand-paid.json": [(0, 78, "false_joker_demand")],
    # penalty-tables-fresh/04-danish-joker-second-last-underpaid: (c) expected one settlement finding at the deal; the engine annotates each underpaid penalty payment (wrong_payment at 84, 85)
    "penalty-tables-fresh/04-danish-joker-second-last-underpaid.json": [
        (0, 83, "joker_second_last"),
        (0, 84, "wrong_payment"),
        (0, 85, "wrong_payment"),
    ],
    # penalty-tables-fresh/05-danish-revoke-penalty-missing: (c) expected one missing-payment finding; the engine gives one per pool (both at the deal)
    "penalty-tables-fresh/05-danish-revoke-penalty-missing.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 22, "revoke"),
    ],
    "penalty-tables-fresh/06-galician-renonce-consolation-paid.json": [(0, 12, "revoke")],
    # penalty-tables-fresh/07-galician-renonce-paid-as-won: (c) expected one settlement finding; the engine itemises it (two wrong game payments, the pool share unexpected and two missing)
    "penalty-tables-fresh/07-galician-renonce-paid-as-won.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 19, "revoke"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, "unexpected_payment"),
    ],
    "penalty-tables-fresh/08-galician-false-tarocks-paid.json": [(0, 5, "wrong_tarock_count")],
    "penalty-tables-fresh/09-ulti-betli-defender-revoke-paid.json": [(0, 10, "revoke")],
    "penalty-tables-fresh/10-ulti-betli-declarer-revoke-one-paid.json": [
        (0, None, "missing_payment"),
        (0, 11, "revoke"),
    ],
    "penalty-tables-fresh/11-rage-revoke-scored-as-played.json": [(0, 7, "revoke")],
    "penalty-tables-fresh/12-rage-revoke-penalized-by-table.json": [
        (0, 10, "revoke"),
        (0, 33, "unexpected_penalty"),
        (0, 35, "wrong_score"),
    ],
    "penalty-tables-fresh/13-ottocento-revoke-no-penalty.json": [(0, 19, "revoke")],
    "penalty-tables-fresh/14-terziglio-failure-to-trump-penalty-imposed.json": [
        (0, 50, "failure_to_trump"),
        (0, 60, "unexpected_penalty"),
    ],
    # director-sessions/01-rage-5p-revoke-score-carried-bid-range: (b) code only: my guess illegal_bid for the bid above the cards dealt; the engine's code is bid_out_of_range
    "director-sessions/01-rage-5p-revoke-score-carried-bid-range.json": [
        (1, 21, "revoke"),
        (4, 38, "wrong_score"),
        (7, 1, "bid_out_of_range"),
    ],
    # director-sessions/02-rage-7p-bid-oot-score-corrected-revoke: (b) code only: my guess out_of_turn for the bid before its turn; the engine's code is bid_out_of_turn
    "director-sessions/02-rage-7p-bid-oot-score-corrected-revoke.json": [
        (0, 0, "bid_out_of_turn"),
        (3, 62, "wrong_score"),
        (6, 15, "revoke"),
    ],
    # director-sessions/03-rage-8p-score-total-right-revoke-bid-range: (b) code only: my guess illegal_bid; the engine's code is bid_out_of_range
    "director-sessions/03-rage-8p-score-total-right-revoke-bid-range.json": [
        (2, 73, "wrong_score"),
        (5, 31, "revoke"),
        (8, 3, "bid_out_of_range"),
    ],
    # director-sessions/04-rage-6p-total-slip-revoke-bid-oot: (b) code only: my guess out_of_turn; the engine's code is bid_out_of_turn
    "director-sessions/04-rage-6p-total-slip-revoke-bid-oot.json": [
        (2, 65, "wrong_total"),
        (6, 13, "revoke"),
        (8, 0, "bid_out_of_turn"),
    ],
    # director-sessions/05-danish-revoke-early-declaration-card-points: (b) codes only: failure_to_trump (I wrote revoke), declaration_before_dealer (my guess out_of_turn)
    "director-sessions/05-danish-revoke-early-declaration-card-points.json": [
        (1, 52, "failure_to_trump"),
        (2, 3, "declaration_before_dealer"),
        (4, 94, "wrong_payment"),
    ],
    # director-sessions/06-danish-early-declaration-pool-overpay-carried-revoke: (b) codes only: declaration_before_dealer (my guess out_of_turn), failure_to_trump (I wrote revoke)
    "director-sessions/06-danish-early-declaration-pool-overpay-carried-revoke.json": [
        (0, 9, "declaration_before_dealer"),
        (2, 81, "wrong_payment"),
        (4, 46, "failure_to_trump"),
    ],
    # director-sessions/07-ulti-sheet-score-corrected-revoke-illegal-bid: (a, fixed in session 34) the deal-3 total put back to the rules' running figure (-3) is flagged wrong_total ('should read 1' = the carried wrong score); Rage, Galician, Ottocento and Terziglio accept it
    "director-sessions/07-ulti-sheet-score-corrected-revoke-illegal-bid.json": [
        (1, 37, "wrong_score"),
        (2, 15, "revoke"),
        (4, 4, "illegal_bid"),
    ],
    "director-sessions/08-ulti-pay-overtake-payment-illegal-bid.json": [
        (1, 20, "failure_to_overtake"),
        (3, 37, "wrong_payment"),
        (5, 4, "illegal_bid"),
    ],
    "director-sessions/09-galician-pay-king-discard-renonce-payment.json": [
        (0, 4, "illegal_discard"),
        (2, 18, "revoke"),
        (4, 44, "wrong_payment"),
    ],
    "director-sessions/10-galician-sheet-score-carried-renonce-king-discard.json": [
        (1, 45, "wrong_score"),
        (2, 19, "revoke"),
        (3, 4, "illegal_discard"),
    ],
    # director-sessions/11-ottocento-false-declaration-score-carried-revoke: (b) codes only: false_declaration (my guess illegal_declaration), failure_to_trump (I wrote revoke)
    "director-sessions/11-ottocento-false-declaration-score-carried-revoke.json": [
        (0, 3, "false_declaration"),
        (1, 66, "wrong_score"),
        (2, 18, "failure_to_trump"),
    ],
    # director-sessions/12-ottocento-revoke-score-corrected-false-declaration: (b) codes only: failure_to_trump (I wrote revoke), false_declaration (my guess illegal_declaration)
    "director-sessions/12-ottocento-revoke-score-corrected-false-declaration.json": [
        (0, 34, "failure_to_trump"),
        (1, 65, "wrong_score"),
        (3, 1, "false_declaration"),
    ],
    # director-sessions/13-terziglio-illegal-bid-score-carried-revoke: (b) code only: failure_to_trump (I wrote revoke)
    "director-sessions/13-terziglio-illegal-bid-score-carried-revoke.json": [
        (1, 1, "illegal_bid"),
        (2, 60, "wrong_score"),
        (3, 23, "failure_to_trump"),
    ],
    # variants-fresh: options set to non-default values; every verdict as expected blind (codes were guesses)
    "variants-fresh/01-rage-pm1-last-bid-makes-ten.json": [(0, 2, "bid_forbidden_plus_minus_one")],
    "variants-fresh/02-rage-durch-pm1-last-three-rounds.json": [],
    "variants-fresh/03-rage-secret-bid-bids-at-end.json": [],
    "variants-fresh/04-rage-hidden-bid-written-after-first-trick.json": [(0, 5, "bid_out_of_turn")],
    "variants-fresh/05-ulti-four-aces-bid-won.json": [],
    "variants-fresh/06-ulti-silent-four-aces.json": [],
    "variants-fresh/07-ulti-fold-compulsory-played-on.json": [(0, 7, "fold_required")],
    "variants-fresh/08-galician-contra-symmetric-bought-twice.json": [],
    "variants-fresh/09-galician-pool-off-share-paid.json": [(0, 46, "unexpected_payment")],
    "variants-fresh/10-galician-no-tarock-redeal.json": [],
    "variants-fresh/11-galician-take-back-lead-until-covered.json": [],
    "variants-fresh/12-ottocento-moretti-first-played.json": [],
    "variants-fresh/13-ottocento-monte-off-monte-asked.json": [(0, 0, "bad_monte")],
    "variants-fresh/14-terziglio-nineteen-solo-all-tricks-doubled.json": [],
    "variants-fresh/15-terziglio-zero-sum-written-winners-score.json": [
        (0, 62, "wrong_score"),
        (0, 63, "wrong_score"),
        (0, 64, "wrong_score"),
    ],
    "variants-fresh/16-danish-revoke-large-penalty-played-on.json": [(0, 36, "revoke")],
    "real-faults-near-slips-5/01-rage-bid-changed-at-repetition.json": [(0, 4, "repeated_bid")],
    "real-faults-near-slips-5/02-rage-bid-after-first-trick.json": [(0, 8, "repeated_bid")],
    "real-faults-near-slips-5/03-ulti-marriage-declared-in-second-trick.json": [
        (0, 13, "marriage_not_allowed")
    ],
    "real-faults-near-slips-5/04-ulti-bid-after-auction-closed.json": [(0, 6, "illegal_bid")],
    "real-faults-near-slips-5/05-ulti-party-paid-to-other-defender.json": [(0, 40, "wrong_payment")],
    # real-faults-near-slips-5/06-ulti-party-paid-as-ulti: (c) expected a finding on the payment labelled 'ulti' (no ulti bid); the chips are right per pair, the engine warns payment_reason only
    "real-faults-near-slips-5/06-ulti-party-paid-as-ulti.json": [],
    "real-faults-near-slips-5/07-danish-skat-of-two-played-from-26.json": [(0, 0, "illegal_skat")],
    # real-faults-near-slips-5/08-danish-trumps-declared-after-first-card: (c) expected one finding; the engine sees two acts (the [] at his turn, missing_declaration with the one §18 fine, and the declaration after the lead, late_declaration, no fine)
    "real-faults-near-slips-5/08-danish-trumps-declared-after-first-card.json": [
        (0, 2, "missing_declaration"),
        (0, 5, "late_declaration"),
    ],
    "real-faults-near-slips-5/09-danish-half-kings-without-joker.json": [(0, 1, "false_declaration")],
    # real-faults-near-slips-5/10-galician-forehand-bids-after-passing: (a, fixed in session 34) expected (0, 3) only: the table let the forehand's after-pass 'two' stand and he played it; the engine makes the dealer the player and cascades six more findings (card_not_in_hand for a card he took from the talon)
    "real-faults-near-slips-5/10-galician-forehand-bids-after-passing.json": [(0, 3, "illegal_bid")],
    "real-faults-near-slips-5/11-galician-three-bought-two-laid-away.json": [(0, 4, "illegal_discard")],
    "real-faults-near-slips-5/12-galician-eleven-tarocks-announced-holding-ten.json": [
        (0, 5, "wrong_tarock_count")
    ],
    "real-faults-near-slips-5/13-ottocento-second-declaration-same-seat.json": [
        (0, 5, "repeated_declaration")
    ],
    "real-faults-near-slips-5/14-terziglio-defender-exchanges-with-widow.json": [(0, 3, "illegal_take")],
    "real-faults-near-slips-6/01-rage-early-lead.json": [(0, 15, "out_of_turn")],
    "real-faults-near-slips-6/02-rage-midtrick-out-of-turn.json": [(0, 9, "out_of_turn")],
    "real-faults-near-slips-6/03-rage-revoke-proven-later.json": [(0, 11, "revoke")],
    # real-faults-near-slips-6/04-rage-take-back: (a, fixed in session 34) expected (0, 18) only: one card taken back and replaced; the engine keeps Y11 as played in trick 4 and adds card_not_in_hand when Y11 is played later (Galician's take_back=never reading gives one finding)
    "real-faults-near-slips-6/04-rage-take-back.json": [(0, 18, "out_of_turn")],
    "real-faults-near-slips-6/05-rage-claim.json": [],
    "real-faults-near-slips-6/06-danish-wrong-leader.json": [(0, 28, "out_of_turn")],
    "real-faults-near-slips-6/07-danish-midtrick-out-of-turn.json": [(0, 8, "out_of_turn")],
    "real-faults-near-slips-6/08-ulti-early-lead.json": [(0, 13, "out_of_turn")],
    "real-faults-near-slips-6/09-ulti-revoke-proven-later.json": [(0, 9, "revoke")],
    "real-faults-near-slips-6/10-galician-take-back-follow.json": [],
    "real-faults-near-slips-6/11-galician-take-back-lead.json": [(0, 4, "out_of_turn")],
    "real-faults-near-slips-6/12-ottocento-revoke-play-only.json": [(0, 7, "revoke")],
    "real-faults-near-slips-6/13-ottocento-wrong-leader.json": [(0, 17, "out_of_turn")],
    "real-faults-near-slips-6/14-terziglio-midtrick-out-of-turn.json": [(0, 7, "out_of_turn")],
    "fresh-mainstream-3/01-rage-8p-full-clean.json": [],
    "fresh-mainstream-3/02-rage-7p-full-revoke.json": [(3, 15, "revoke")],
    "fresh-mainstream-3/03-rage-6p-full-wrong-total.json": [(6, 38, "wrong_total")],
    # fresh-mainstream-3/04-rage-8p-bid-out-of-turn: (b) my code guess was out_of_turn; the engine's bid code is bid_out_of_turn, same event and seat
    "fresh-mainstream-3/04-rage-8p-bid-out-of-turn.json": [(1, 0, "bid_out_of_turn")],
    "fresh-mainstream-3/05-rage-7p-play-out-of-turn.json": [(2, 15, "out_of_turn")],
    # fresh-mainstream-3/06-rage-6p-missing-score: (c) expected missing_score for one seat's absent score line; recorded scores are optional per the format, and her total (which is checked) is right
    "fresh-mainstream-3/06-rage-6p-missing-score.json": [],
    "fresh-mainstream-3/07-danish-4p-clean.json": [],
    "fresh-mainstream-3/08-danish-4p-wrong-payment.json": [(1, 91, "wrong_payment")],
    # fresh-mainstream-3/09-danish-4p-king-in-skat: (b) my code guess was illegal_discard; the engine's Danish code is illegal_skat, same event, and it accepts the recorded 40+40 fine and the void deal
    "fresh-mainstream-3/09-danish-4p-king-in-skat.json": [(0, 10, "illegal_skat")],
    "fresh-mainstream-3/10-galician-4p-clean.json": [],
    # fresh-mainstream-3/11-galician-4p-failure-to-trump: (b) my first code guess was failure_to_trump (revoke noted as the alternative); the engine's ruling reads every 5.follow breach as a renonce (revoke)
    "fresh-mainstream-3/11-galician-4p-failure-to-trump.json": [(2, 16, "revoke")],
    "fresh-mainstream-3/12-galician-5p-renonce.json": [(1, 24, "revoke")],
    "fresh-mainstream-3/13-galician-5p-missing-payment.json": [(2, None, "missing_payment")],
    "fresh-mainstream-3/14-terziglio-failure-to-trump.json": [(1, 43, "failure_to_trump")],
    "fresh-mainstream-3/15-terziglio-illegal-bid.json": [(0, 1, "illegal_bid")],
    "real-faults-near-slips-7/01-rage-second-card-both-played.json": [(0, 18, "out_of_turn")],
    # real-faults-near-slips-7/02-danish-second-card-both-played: (a, fixed in session 38: the second card joins the trick, the seat sits out the last trick) one seat's second card to a trick, both played: it was read as the trick closed short and cascaded (Ada's in-turn lead out_of_turn, two held cards card_not_in_hand); expected (0, 21, out_of_turn) only
    "real-faults-near-slips-7/02-danish-second-card-both-played.json": [(0, 21, "out_of_turn")],
    "real-faults-near-slips-7/03-galician-takeback-trump-revoke.json": [(0, 11, "revoke")],
    "real-faults-near-slips-7/04-ulti-takeback-replacement-revoke.json": [
        (0, 14, "out_of_turn"),
        (0, 14, "revoke"),
    ],
    # real-faults-near-slips-7/05-terziglio-early-lead-last-card-revoke: (a, fixed in session 34: a tie goes to the early lead) early lead whose completing card is a revoke: on the tie (2 findings either way) the engine closes the trick short and calls the late card a second card to the next trick; expected (0, 17, out_of_turn), (0, 18, revoke)
    "real-faults-near-slips-7/05-terziglio-early-lead-last-card-revoke.json": [
        (0, 17, "out_of_turn"),
        (0, 18, "revoke"),
    ],
    "real-faults-near-slips-7/06-rage-early-lead-last-card-revoke.json": [
        (0, 15, "out_of_turn"),
        (0, 16, "revoke"),
    ],
    "real-faults-near-slips-7/07-ottocento-skip-then-revoke.json": [
        (0, 16, "out_of_turn"),
        (0, 19, "revoke"),
        (0, 60, "card_not_in_hand"),
    ],
    "real-faults-near-slips-7/08-danish-skip-then-revoke-spare-held.json": [
        (0, 18, "out_of_turn"),
        (0, 34, "revoke"),
        (0, 75, "card_not_in_hand"),
    ],
    "real-faults-near-slips-7/09-ottocento-wrong-lead-follow-on-revoke.json": [
        (0, 17, "out_of_turn"),
        (0, 19, "revoke"),
    ],
    "real-faults-near-slips-7/10-galician-wrong-lead-follow-on-revoke.json": [
        (0, 12, "out_of_turn"),
        (0, 14, "revoke"),
    ],
    "real-faults-near-slips-7/11-ulti-twice-in-row-boundary.json": [(0, 18, "out_of_turn")],
    "real-faults-near-slips-7/12-terziglio-twice-in-row-boundary.json": [(0, 21, "out_of_turn")],
    "real-faults-near-slips-7/13-rage-takeback-replacement-revoke.json": [
        (0, 22, "out_of_turn"),
        (0, 22, "revoke"),
    ],
    # real-faults-near-slips-7/14-danish-early-lead-last-card-revoke: (a, fixed in session 34) as 05 in Danish: the revoke (irreparable) is lost and a second out_of_turn invented; expected (0, 24, out_of_turn), (0, 25, revoke)
    "real-faults-near-slips-7/14-danish-early-lead-last-card-revoke.json": [
        (0, 24, "out_of_turn"),
        (0, 25, "revoke"),
    ],
    # real-faults-near-slips-7/15-galician-second-card-both-played: (a, open: two cards to one trick) the take-back reading is applied though 10C is never played again (README: 'whose first card there the record shows played later'); expected (0, 17, out_of_turn), not a warning plus Cyryl's out_of_turn at the last trick
    "real-faults-near-slips-7/15-galician-second-card-both-played.json": [(0, 37, "out_of_turn")],
    "galician-premiums/01-3p-three-silent-ultimo-won.json": [],
    # galician-premiums/02: (c) I paid a made ultimo under contra+recontra x4; galician-tarok/17.contra-values extends §17's "tylko w razie, gdy gracz przegra" to premiums (made: x2)
    "galician-premiums/02-3p-ultimo-announced-contra-recontra-won-then-allpass.json": [],  # clean since session 35: a made premium's recontra paid in full is a reading the record may fit
    "galician-premiums/03-3p-ultimo-announced-lost-last-trick.json": [],
    "galician-premiums/04-3p-ultimo-announced-pagat-released-early.json": [(0, 34, "pagat_released")],
    "galician-premiums/05-4p-four-kings-announced-made.json": [],
    "galician-premiums/06-3p-trull-announced-contra-made.json": [],
    "galician-premiums/07-3p-contra-recontra-game-won.json": [],
    # galician-premiums/08: (c) a 3t+2 pile (31 2/3): I rounded against the player (31); the source is silent, the engine takes 32 (14.counting) or exact thirds
    "galician-premiums/08-3p-two-second-pair-contra-lost.json": [
        (0, 49, "wrong_payment"),
        (0, 50, "wrong_payment"),
        (0, 51, "wrong_payment"),
        (0, 52, "wrong_payment"),
    ],
    "galician-premiums/09-3p-three-silent-volat.json": [],
    "galician-premiums/10-4p-solo-volat-announced-tarocks-12.json": [],
    "galician-premiums/11-3p-one-bought-tarocks-10-announced.json": [],
    "galician-premiums/12-3p-ultimo-announced-without-pagat-contra.json": [],
    "galician-premiums/13-3p-declarer-renonce-points-made.json": [(0, 21, "revoke")],
    "galician-premiums/14-3p-allpass-fee-wrong-then-game.json": [(0, 7, "wrong_payment")],
    "galician-premiums/15-3p-silent-four-kings-paid-double.json": [(0, 49, "wrong_payment")],
    "danish-special-contracts/01-3p-tout-dealer-joker-demand-clean.json": [],
    "danish-special-contracts/02-3p-tout-leader-wrong-tout-amount.json": [(0, 94, "wrong_payment")],
    "danish-special-contracts/03-4p-tout-revoke.json": [(0, 24, "revoke")],
    "danish-special-contracts/04-3p-tout-king-przydupek-clean.json": [],
    "danish-special-contracts/05-3p-nolo-joker-demand-clean.json": [],
    # danish-special-contracts/06-4p-nolo-card-points-paid: (b) my code guess was wrong_payment; the engine calls a payment the rules never call for unexpected_payment, same event
    "danish-special-contracts/06-4p-nolo-card-points-paid.json": [(0, 99, "unexpected_payment")],
    "danish-special-contracts/07-3p-pagat-then-king-ultimo-refill-session-end-clean.json": [],
    "danish-special-contracts/08-4p-king-ultimo-refill-missing-fourth.json": [(0, None, "missing_payment")],
    "danish-special-contracts/09-3p-pagat-przydupek-clean.json": [],
    "danish-special-contracts/10-3p-three-kings-last-trick-clean.json": [],
    "danish-special-contracts/11-3p-three-kings-przydupek-pays-double.json": [(0, 99, "wrong_payment")],
    "danish-special-contracts/12-3p-false-joker-demand.json": [(0, 80, "false_joker_demand")],
    "danish-special-contracts/13-3p-joker-second-last-trick.json": [(0, 96, "joker_second_last")],
    "danish-special-contracts/14-4p-every-declaration-session-end-clean.json": [],
    # danish-special-contracts/15-3p-false-declaration-trumps: (c) expected false_declaration plus possibly a settlement finding; the engine voids the deal (18.void, reversed reading) and flags the void deal's payments netted per pair plus the unpaid 40+40 fine
    "danish-special-contracts/15-3p-false-declaration-trumps.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 13, "unexpected_payment"),
        (0, 14, "unexpected_payment"),
        (0, 15, "unexpected_payment"),
        (0, 17, "unexpected_payment"),
        (0, 18, "false_declaration"),
        (0, 19, "unexpected_payment"),
        (0, 57, "unexpected_payment"),
        (0, 58, "unexpected_payment"),
        (0, 102, "unexpected_payment"),
        (0, 103, "unexpected_payment"),
    ],
    "ulti-fresh-contracts/01-ulti-party-plain-and-red-clean.json": [],
    "ulti-fresh-contracts/02-ulti-40-100-won-red-20-100-lost-clean.json": [],
    "ulti-fresh-contracts/03-ulti-ulti-won-lost-seven-early-clean.json": [],
    "ulti-fresh-contracts/04-ulti-betli-won-rebetli-lost-clean.json": [],
    "ulti-fresh-contracts/05-ulti-durchmarsch-plain-red-open-clean.json": [],
    "ulti-fresh-contracts/06-ulti-combinations-clean.json": [],
    "ulti-fresh-contracts/07-ulti-silent-ulti-durchmarsch-100-clean.json": [],
    "ulti-fresh-contracts/08-ulti-defender-silent-ulti-clean.json": [],
    "ulti-fresh-contracts/09-ulti-contra-chains-clean.json": [],
    "ulti-fresh-contracts/10-ulti-auction-overcalls-clean.json": [],
    "ulti-fresh-contracts/11-ulti-fault-wrong-ulti-penalty-payment.json": [(0, 41, "wrong_payment")],
    # ulti-fresh-contracts/12-ulti-fault-bid-not-higher: (b) my code guess was bid_not_higher; the engine names it illegal_bid, same event
    "ulti-fresh-contracts/12-ulti-fault-bid-not-higher.json": [(0, 4, "illegal_bid")],
    "ulti-fresh-contracts/13-ulti-fault-failure-to-overtake.json": [(0, 15, "failure_to_overtake")],
    # ulti-fresh-contracts/14-ulti-fault-late-marriage: (b) my code guess was a late-declaration code; the engine names it marriage_not_allowed, same event
    "ulti-fresh-contracts/14-ulti-fault-late-marriage.json": [(0, 11, "marriage_not_allowed")],
    # ulti-fresh-contracts/15-ulti-fault-contra-wrong-seat: (b) my code guess was double_wrong_seat; the engine names it illegal_double, same event
    "ulti-fresh-contracts/15-ulti-fault-contra-wrong-seat.json": [(0, 10, "illegal_double")],
    "tarocchini-fresh-scoring/01-otto-clean-one-deal.json": [],
    "tarocchini-fresh-scoring/02-otto-clean-three-deals-split.json": [],
    "tarocchini-fresh-scoring/03-otto-game-to-800.json": [],
    "tarocchini-fresh-scoring/04-otto-wrong-score.json": [(0, 66, "wrong_score")],
    "tarocchini-fresh-scoring/05-otto-wrong-total.json": [(1, 67, "wrong_total")],
    "tarocchini-fresh-scoring/06-otto-false-declaration.json": [(0, 2, "false_declaration")],
    # tarocchini-fresh-scoring/07-otto-failure-to-trump: (b) my code guess "revoke"; the engine names the fault failure_to_trump
    "tarocchini-fresh-scoring/07-otto-failure-to-trump.json": [(0, 44, "failure_to_trump")],
    "tarocchini-fresh-scoring/08-otto-discard-king.json": [(0, 0, "illegal_discard")],
    "tarocchini-fresh-scoring/09-otto-three-sequences-doubled.json": [],
    # tarocchini-fresh-scoring/10-otto-doubling-forgotten: (b) same finding; my rules figure 83 missed the gapped run KS+Matto+JS in team0's pile (engine 93; 83 also accepted)
    "tarocchini-fresh-scoring/10-otto-doubling-forgotten.json": [(0, 65, "wrong_score")],
    "tarocchini-fresh-scoring/11-terz-gioco-two-deals-clean.json": [],
    "tarocchini-fresh-scoring/12-terz-solo-clean.json": [],
    "tarocchini-fresh-scoring/13-terz-gioco-after-solo.json": [(0, 2, "illegal_bid")],
    "tarocchini-fresh-scoring/14-terz-exchange-discards-king.json": [(0, 4, "illegal_discard")],
    "tarocchini-fresh-scoring/15-terz-solo-not-doubled.json": [(0, 61, "wrong_score")],
    "galician-auction-fresh/01-3p-clean-three-then-allpass.json": [],
    "galician-auction-fresh/02-3p-clean-hold-top-reject.json": [],
    "galician-auction-fresh/03-3p-clean-tape-passvolat-two.json": [],
    "galician-auction-fresh/04-3p-clean-defend-pool-one.json": [],
    "galician-auction-fresh/05-3p-clean-allpass-then-solo.json": [],
    "galician-auction-fresh/06-3p-fault-call-out-of-turn.json": [(0, 1, "out_of_turn")],
    "galician-auction-fresh/07-3p-fault-call-not-higher.json": [(0, 1, "illegal_bid")],
    # galician-auction-fresh/08-3p-fault-hold-without-priority: (a, fixed in session 34) the void hold the table acted on (forehand passes, the holder buys) is not read as standing: 16 findings where one is due
    "galician-auction-fresh/08-3p-fault-hold-without-priority.json": [(0, 1, "illegal_bid")],
    "galician-auction-fresh/09-3p-fault-tape-by-second.json": [(0, 1, "illegal_bid")],
    "galician-auction-fresh/10-3p-fault-passvolat-with-pagat.json": [(1, 2, "illegal_bid")],
    "galician-auction-fresh/11-4p-fault-wrong-packet-two.json": [(0, 4, "illegal_take")],
    "galician-auction-fresh/12-4p-szpricer-clean.json": [],
    "galician-auction-fresh/13-5p-fault-take-by-helper.json": [(0, 5, "illegal_take")],
    # galician-auction-fresh/14-4p-fault-allpass-fee-king: (b) my code guess wrong_payment; the engine names the king's extra pass fee unexpected_payment, same event
    "galician-auction-fresh/14-4p-fault-allpass-fee-king.json": [(1, 6, UNEXPECTED)],
    "galician-auction-fresh/15-5p-clean-sitter-king.json": [],
    "terziglio-auction-fresh/01-gioco-clean.json": [],
    "terziglio-auction-fresh/02-solo-over-gioco-clean.json": [],
    # terziglio-auction-fresh/03-nineteen-clean: (c) my 4 each counts the opponents' trumps past the missing Sun (T20 T19 T17 T16..T12, 8); since session 35 a Terziglio sheet that fits that reading in every line is right (clean)
    "terziglio-auction-fresh/03-nineteen-clean.json": [],
    # terziglio-auction-fresh/04-allpass-clean: (c) my 5 counts the declarer's trumps past a missing grande (13 long); the engine stops at the gap (3): one score line alone fits that reading, which would as well explain a slip (session 35)
    "terziglio-auction-fresh/04-allpass-clean.json": [(2, 62, "wrong_score")],
    "terziglio-auction-fresh/05-roundup-clean.json": [],
    "terziglio-auction-fresh/06-zerosum-clean.json": [],
    # terziglio-auction-fresh/07-bid-out-of-turn: (b) my code guess out_of_turn; the engine names it bid_out_of_turn, same event
    "terziglio-auction-fresh/07-bid-out-of-turn.json": [(1, 1, "bid_out_of_turn")],
    "terziglio-auction-fresh/08-gioco-after-solo.json": [(1, 1, "illegal_bid")],
    "terziglio-auction-fresh/09-solo-exchange.json": [(1, 3, "illegal_take")],
    # terziglio-auction-fresh/10-discard-five: (c) planted illegal_discard found; the extra wrong_score is my 7 (trumps past a missing grande) against the engine's 6
    "terziglio-auction-fresh/10-discard-five.json": [(0, 4, "illegal_discard"), (0, 64, "wrong_score")],
    "terziglio-auction-fresh/11-lay-away-count.json": [(1, 4, "illegal_discard")],
    # terziglio-auction-fresh/12-wrong-game-points: (c) planted (1, 62) found; deal 0's 6 each (trumps past a missing grande) is 5 by the engine, so (1, 65) follows
    "terziglio-auction-fresh/12-wrong-game-points.json": [
        (0, 62, "wrong_score"),
        (0, 64, "wrong_score"),
        (1, 62, "wrong_score"),
        (1, 65, "wrong_total"),
    ],
    # terziglio-auction-fresh/13-wrong-total: (c) planted (2, 65) found; my 8 (trumps past a missing grande) is 7 by the engine: (2, 62)
    "terziglio-auction-fresh/13-wrong-total.json": [(2, 62, "wrong_score"), (2, 65, "wrong_total")],
    # terziglio-auction-fresh/14-nineteen-solo-undoubled: (c) planted (1, 63) found, engine expects 10 not my 12 (trumps past a missing grande); my rules total 20 then is (1, 66)
    "terziglio-auction-fresh/14-nineteen-solo-undoubled.json": [
        (1, 63, "wrong_score"),
        (1, 66, "wrong_total"),
    ],
    "rage-fresh-4/01-4p-anchor-worked-example-clean.json": [],
    "rage-fresh-4/02-3p-standard-all-tricks-no-durch-clean.json": [],
    "rage-fresh-4/03-5p-plus-minus-one-clean.json": [],
    "rage-fresh-4/04-6p-hidden-bid-clean.json": [],
    "rage-fresh-4/05-7p-secret-bid-clean.json": [],
    "rage-fresh-4/06-3p-durch-wrong-score-r8.json": [(7, 13, "wrong_score")],
    "rage-fresh-4/07-8p-wrong-total-r9.json": [(8, 37, "wrong_total")],
    "rage-fresh-4/08-4p-card-not-in-hand-r7.json": [(6, 13, "card_not_in_hand")],
    "rage-fresh-4/09-5p-out-of-turn-r8.json": [(7, 15, "out_of_turn")],
    "rage-fresh-4/10-3p-secret-bid-revoke-r6.json": [(5, 10, "revoke")],
    "rage-fresh-4/11-6p-hidden-bid-action-while-able-r5.json": [(4, 9, "action_card_while_able_to_follow")],
    "rage-fresh-4/12-4p-wild-without-colour-r10.json": [(9, 5, "wild_without_colour")],
    "rage-fresh-4/13-5p-durch-bid-out-of-turn-r6.json": [(5, 1, "bid_out_of_turn")],
    "rage-fresh-4/14-7p-bid-out-of-range-r8.json": [(7, 2, "bid_out_of_range")],
    "rage-fresh-4/15-4p-plus-minus-one-forbidden-bid-r7.json": [(6, 3, "bid_forbidden_plus_minus_one")],
    "tarocchini-fresh-4/01-otto-clean-3deals.json": [],
    "tarocchini-fresh-4/02-otto-revoke-deal1.json": [(1, 22, "revoke")],
    # tarocchini-fresh-4/03-otto-failure-to-trump-deal2: (b) my code guess revoke; the engine names failing to trump failure_to_trump, same event
    "tarocchini-fresh-4/03-otto-failure-to-trump-deal2.json": [(2, 31, "failure_to_trump")],
    "tarocchini-fresh-4/04-otto-illegal-discard-deal1.json": [(1, 0, "illegal_discard")],
    # tarocchini-fresh-4/05-otto-illegal-declaration-deal1: (b) my code guess illegal_declaration; the engine names it false_declaration, same event
    "tarocchini-fresh-4/05-otto-illegal-declaration-deal1.json": [(1, 2, "false_declaration")],
    "tarocchini-fresh-4/06-otto-out-of-turn-deal1.json": [(1, 25, "out_of_turn")],
    "tarocchini-fresh-4/07-otto-wrong-score-deal2.json": [(2, 71, "wrong_score")],
    "tarocchini-fresh-4/08-terz-clean-gioco-solo-gioco.json": [],
    "tarocchini-fresh-4/09-terz-nineteen-all-tricks.json": [],
    "tarocchini-fresh-4/10-terz-illegal-bid-deal1.json": [(1, 1, "illegal_bid")],
    # tarocchini-fresh-4/11-terz-failure-to-trump-deal1: (b) my code guess revoke; the engine names it failure_to_trump, same event
    "tarocchini-fresh-4/11-terz-failure-to-trump-deal1.json": [(1, 20, "failure_to_trump")],
    "tarocchini-fresh-4/12-terz-illegal-discard-deal2.json": [(2, 4, "illegal_discard")],
    "tarocchini-fresh-4/13-terz-wrong-score-deal1.json": [(1, 65, "wrong_score")],
    # tarocchini-fresh-4/14-terz-illegal-declaration-deal1: (b) my code guess illegal_declaration; the engine names it false_declaration, same event
    "tarocchini-fresh-4/14-terz-illegal-declaration-deal1.json": [(1, 5, "false_declaration")],
    # tarocchini-fresh-4/15-terz-bid-out-of-turn-deal1: (b) I expected out_of_turn; the engine names a bid out of turn bid_out_of_turn, same event
    "tarocchini-fresh-4/15-terz-bid-out-of-turn-deal1.json": [(1, 0, "bid_out_of_turn")],
    # danish-fresh-4: blind Danish Tarok round (every §15 outcome, 3 and 4 players; one planted fault a file)
    "danish-fresh-4/01-3p-three-deals-clean.json": [],
    "danish-fresh-4/02-4p-four-deals-session-end-clean.json": [],
    "danish-fresh-4/03-3p-tout-with-pagat-last.json": [],
    "danish-fresh-4/04-3p-nolo.json": [],
    "danish-fresh-4/05-3p-pagat-ultimo.json": [],
    "danish-fresh-4/06-3p-worked-example-three-kings-pool-135.json": [],
    "danish-fresh-4/07-3p-pagat-przydupek-plain-winner.json": [],
    "danish-fresh-4/08-4p-king-ultimo-and-king-przydupek.json": [],
    "danish-fresh-4/09-3p-revoke-deal1.json": [(1, 24, "revoke")],
    # danish-fresh-4/10-4p-failure-to-trump-deal2: (b) my guessed code revoke; same fault, same event
    "danish-fresh-4/10-4p-failure-to-trump-deal2.json": [(2, 58, "failure_to_trump")],
    "danish-fresh-4/11-3p-king-in-skat-deal1-void.json": [(1, 2, "illegal_skat")],
    # danish-fresh-4/12-3p-wrong-trump-count-deal1-void: (b) my guessed code wrong_declaration; same fault, same event
    "danish-fresh-4/12-3p-wrong-trump-count-deal1-void.json": [(1, 4, "false_declaration")],
    # danish-fresh-4/13-3p-declares-before-dealer-deal1: (b) my guessed code declaration_out_of_turn; same fault, same event
    "danish-fresh-4/13-3p-declares-before-dealer-deal1.json": [(1, 3, "declaration_before_dealer")],
    "danish-fresh-4/14-4p-card-out-of-turn-deal1.json": [(1, 29, "out_of_turn")],
    "danish-fresh-4/15-3p-king-przydupek-pool-short-deal1.json": [(1, 90, "wrong_payment")],
    "galician-fresh-4/01-3p-three-passout-top-hold.json": [],
    "galician-fresh-4/02-3p-contra-solo-recontra.json": [],
    "galician-fresh-4/03-3p-two-one-fourth-two.json": [],
    "galician-fresh-4/04-3p-ultimo-takes-pool-then-fails.json": [],
    "galician-fresh-4/05-4p-king-tarocks-trull-contra.json": [],
    "galician-fresh-4/06-5p-sitter-and-king.json": [],
    "galician-fresh-4/07-3p-player-trumps-holding-suit-d1.json": [(1, 21, "revoke")],
    "galician-fresh-4/08-3p-helper-fails-to-trump-d2.json": [(2, 22, "revoke")],
    "galician-fresh-4/09-4p-player-suit-on-tarock-lead-d1.json": [(1, 22, "revoke")],
    "galician-fresh-4/10-3p-king-discarded-d1.json": [(1, 4, "illegal_discard")],
    "galician-fresh-4/11-3p-pass-volat-holding-pagat-d1.json": [(1, 1, "illegal_bid")],
    "galician-fresh-4/12-4p-bid-below-standing-d1.json": [(1, 1, "illegal_bid")],
    "galician-fresh-4/13-3p-card-out-of-turn-d2.json": [(2, 24, "out_of_turn")],
    "galician-fresh-4/14-4p-king-underpaid-d1.json": [(1, 46, "wrong_payment")],
    "galician-fresh-4/15-3p-pool-taken-short-d1.json": [(1, 48, "wrong_payment")],
    "ulti-fresh-4/01-ulti-contra-recontra-then-betli-contra.json": [],
    "ulti-fresh-4/02-red-40-100-ulti-durchmarsch-then-silent-durchmarsch.json": [],
    "ulti-fresh-4/03-silent-bonuses.json": [],
    "ulti-fresh-4/04-fold-then-ulti-failed-contra.json": [],
    "ulti-fresh-4/05-auction-ladder-20-100-durchmarsch-rebetli.json": [],
    "ulti-fresh-4/06-revoke-in-second-deal.json": [(1, 23, "revoke")],
    "ulti-fresh-4/07-failure-to-trump-in-second-deal.json": [(1, 24, "failure_to_trump")],
    "ulti-fresh-4/08-failure-to-overtake-betli-second-deal.json": [(1, 14, "failure_to_overtake")],
    "ulti-fresh-4/09-failure-to-overtrump-third-deal.json": [(2, 21, "failure_to_overtake")],
    "ulti-fresh-4/10-illegal-discard-second-deal.json": [(1, 0, "illegal_discard")],
    "ulti-fresh-4/11-illegal-bid-ulti-over-betli.json": [(1, 4, "illegal_bid")],
    "ulti-fresh-4/12-illegal-bid-red-ulti-equal-third-deal.json": [(2, 4, "illegal_bid")],
    "ulti-fresh-4/13-out-of-turn-last-trick-second-deal.json": [(1, 33, "out_of_turn")],
    "ulti-fresh-4/14-wrong-payment-contra-both-defenders.json": [(1, 42, "wrong_payment")],
    "ulti-fresh-4/15-wrong-payment-lost-seven-third-deal.json": [(2, 40, "wrong_payment")],
    # galician-fresh-5/01-trull-announced-recontra-silent: (c) recontra on a made premium not counted (§17's only-when-lost read across to premiums)
    "galician-fresh-5/01-trull-announced-recontra-silent.json": [],  # clean since session 35: a made premium's recontra paid in full is a reading the record may fit
    "galician-fresh-5/02-four-kings-failed-helpers-contra.json": [],
    "galician-fresh-5/03-ultimo-announced-made-pool-then-silent.json": [],
    "galician-fresh-5/04-ultimo-failed-contra-on-pool-driven-out.json": [],
    "galician-fresh-5/05-tarocks-if-game-won.json": [],
    "galician-fresh-5/06-solo-volat-silent-contra-announced.json": [],
    "galician-fresh-5/07-player-revoke-consolation-single-premiums.json": [(1, 32, "revoke")],
    "galician-fresh-5/08-helper-revoke-offender-pays.json": [(1, 27, "revoke")],
    # galician-fresh-5/09-king-discard-unshown-tarock-renonce-pool-paid: (b) unshown tarock discard is concealed_discard at the announcement, not my guessed illegal_discard at the discard
    "galician-fresh-5/09-king-discard-unshown-tarock-renonce-pool-paid.json": [
        (1, 4, "illegal_discard"),
        (2, 5, "concealed_discard"),
    ],
    "galician-fresh-5/10-lead-taken-back-announce-out-of-turn.json": [(1, 5, "out_of_turn")],
    "galician-fresh-5/11-four-players-king-pass-fees-wrong-trull.json": [(2, 50, "wrong_payment")],
    "galician-fresh-5/12-szpricer-king-wins.json": [],
    "galician-fresh-5/13-five-players-sitter-contra-symmetric.json": [],
    "galician-fresh-5/14-defend-pool-required.json": [(1, 2, "illegal_bid")],
    "galician-fresh-5/15-no-tarock-redeal-take-back-never.json": [(2, 19, "out_of_turn")],
    # danish-fresh-5: 15 blind transcripts (Joker for Tout, Joker named, Joker demand, redeal,
    # lead out of turn; 3 and 4 players); positions/names of guessed codes are (b)/(c) in REPORT.md
    "danish-fresh-5/01-tout-joker-laid-away-made-3p.json": [],
    # danish-fresh-5/02: (c) failed_tout annotated at the last play, I guessed the announce event
    "danish-fresh-5/02-tout-joker-laid-away-failed-3p.json": [(1, 87, "failed_tout")],
    "danish-fresh-5/03-joker-laid-away-without-tout-3p.json": [(0, 8, "illegal_skat")],
    # danish-fresh-5/04: (c) failed_tout annotated at the last play, I guessed the announce event
    "danish-fresh-5/04-tout-failed-small-option-4p.json": [(1, 87, "failed_tout")],
    "danish-fresh-5/05-joker-led-named-and-last-trick-3p.json": [],
    "danish-fresh-5/06-joker-named-both-void-second-renames-3p.json": [],
    "danish-fresh-5/07-joker-named-exhausted-suit-3p.json": [],
    "danish-fresh-5/08-joker-demand-valid-then-second-last-3p.json": [(1, 77, "joker_second_last")],
    "danish-fresh-5/09-false-joker-demand-later-deal-3p.json": [(1, 78, "false_joker_demand")],
    "danish-fresh-5/10-joker-withheld-after-demand-4p.json": [(1, 75, "joker_withheld")],
    # danish-fresh-5/11: (c) Joker demanded while it lies in the skat: engine fines it (Large), I
    # read "użyty w grze" (used in play) literally and fined nothing; failed_tout position as in 02
    "danish-fresh-5/11-joker-demanded-while-in-skat-3p.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 81, "false_joker_demand"),
        (0, 90, "failed_tout"),
    ],
    "danish-fresh-5/12-redeal-no-trumps-with-joker-3p.json": [],
    # danish-fresh-5/13: (b) my guessed code name false_redeal; the engine's is redeal_with_trumps
    "danish-fresh-5/13-redeal-valid-then-false-4p.json": [(2, 0, "redeal_with_trumps")],
    "danish-fresh-5/14-lead-out-of-turn-later-deal-3p.json": [(1, 36, "out_of_turn")],
    "danish-fresh-5/15-lead-out-of-turn-4p-third-deal.json": [(2, 48, "out_of_turn")],
    "ulti-fresh-5/01-open-betli-contra-recontra.json": [],
    # ulti-fresh-5/02-open-durchmarsch-no-trump-subcontra: (b) my guessed code illegal_declaration; the engine names it marriage_not_allowed, same event
    "ulti-fresh-5/02-open-durchmarsch-no-trump-subcontra.json": [(0, 10, "marriage_not_allowed")],
    "ulti-fresh-5/03-open-durchmarsch-trumps-at-12.json": [],
    "ulti-fresh-5/04-four-aces-bid-and-silent.json": [],
    "ulti-fresh-5/05-four-aces-combinations.json": [(1, 1, "illegal_bid")],
    "ulti-fresh-5/06-ultinet-four-tens.json": [],
    "ulti-fresh-5/07-trump-durchmarsch-not-alone.json": [(0, 1, "illegal_bid")],
    # ulti-fresh-5/08-ulti-seven-forced-and-unforced: (b) my guessed code seven_not_kept; the engine names it early_trump_seven, same event
    "ulti-fresh-5/08-ulti-seven-forced-and-unforced.json": [(1, 9, "early_trump_seven")],
    "ulti-fresh-5/09-ulti-without-seven-and-defender-silent-ulti.json": [],
    "ulti-fresh-5/10-fold-optional-three-deals.json": [(2, 8, "wrong_payment")],
    "ulti-fresh-5/11-compulsory-fold-and-contra-cap.json": [(1, 10, "illegal_double")],
    "ulti-fresh-5/12-points-only-revoke-stands-totals.json": [
        (0, 4, "illegal_bid"),
        (1, 17, "revoke"),
        (2, 39, "wrong_total"),
    ],
    "ulti-fresh-5/13-void-deal-silent-durchmarsch-replaces-party.json": [(1, 10, "revoke")],
    "ulti-fresh-5/14-durchmarsch-above-red-ulti.json": [],
    "tarocchini-fresh-5/01-ott-matto-led-exchanged.json": [],
    "tarocchini-fresh-5/02-ott-matto-last-trick.json": [],
    "tarocchini-fresh-5/03-ott-side-trick-credit.json": [],
    "tarocchini-fresh-5/04-ott-dealer-no-trick.json": [],
    "tarocchini-fresh-5/05-ott-moretti-first-no-double.json": [],
    "tarocchini-fresh-5/06-ott-wrong-score-deal1.json": [(1, 71, "wrong_score")],
    "tarocchini-fresh-5/07-ott-false-declaration-deal1.json": [(1, 1, "false_declaration")],
    "tarocchini-fresh-5/08-terz-round-up.json": [],
    "tarocchini-fresh-5/09-terz-round-45-down.json": [],
    "tarocchini-fresh-5/10-terz-nineteen-defenders-win.json": [],
    "tarocchini-fresh-5/11-terz-solo-all-tricks-doubled.json": [],
    "tarocchini-fresh-5/12-terz-zero-sum.json": [],
    "tarocchini-fresh-5/13-terz-odd-pile-boundary.json": [],
    "tarocchini-fresh-5/14-terz-revoke-deal1.json": [(1, 24, "revoke")],
    "tarocchini-fresh-5/15-terz-signal-and-bad-rounding.json": [(1, 63, "wrong_score")],
    # tarocchini-fresh-5/16: (a, fixed session 35) the auditor's probe p10: Angel, Bagatto, Moon, 16 declared as four trumps scored nothing, unannotated; the declaration now makes the deal's reading (15)
    "tarocchini-fresh-5/16-otto-probe-trumps-gap-declared-four.json": [],
    # danish-declarations-edges: 15 blind transcripts (declarations §9/§14 at their edges, §13 forced
    # skat, §18 corrections, false and missing declarations, declaration payments; 3 and 4 players).
    "danish-declarations-edges/01-trumps-counts-3p.json": [],
    "danish-declarations-edges/02-matadors-lengths-3p.json": [],
    "danish-declarations-edges/03-matadors-without-pagat-4p.json": [(0, 15, "false_declaration")],
    "danish-declarations-edges/04-cavalry-forms-3p.json": [],
    "danish-declarations-edges/05-kings-forms-3p.json": [],
    "danish-declarations-edges/06-one-card-many-4p.json": [],
    "danish-declarations-edges/07-forced-skat-discard-3p.json": [],
    "danish-declarations-edges/08-avoidable-declaration-discard-3p.json": [(1, 2, "illegal_skat")],
    "danish-declarations-edges/09-declaration-corrected-before-first-trick-3p.json": [],
    "danish-declarations-edges/10-false-trumps-found-later-3p.json": [(1, 5, "false_declaration")],
    "danish-declarations-edges/11-pagat-flag-false-3p.json": [(0, 13, "false_declaration")],
    "danish-declarations-edges/12-missing-declaration-4p.json": [(1, 4, "missing_declaration")],
    "danish-declarations-edges/13-declaration-payments-3p.json": [
        (0, 14, "wrong_payment"),
        (1, None, "missing_payment"),
        (2, 7, "unexpected_payment"),
    ],
    "danish-declarations-edges/14-sitter-pays-declaration-4p.json": [(0, 15, "unexpected_payment")],
    # danish-declarations-edges/15: (b) my guessed code name declaration_out_of_turn; engine: declaration_before_dealer
    "danish-declarations-edges/15-declaration-before-dealer-3p.json": [(1, 3, "declaration_before_dealer")],
    # rage-edge-probes: 15 files written blind (5 clean bases, 10 one-edit variants); all agree
    "rage-edge-probes/01-base-jokers-trump-vs-other.json": [],
    "rage-edge-probes/02-base-two-jokers-minus5.json": [],
    "rage-edge-probes/03-base-notrump-change-action-trick.json": [],
    "rage-edge-probes/04-base-durch-last-round-pm1.json": [],
    "rage-edge-probes/05-base-hidden-bids-any-order.json": [],
    "rage-edge-probes/06-joker-named-colour-must-be-followed.json": [(0, 4, "revoke")],
    "rage-edge-probes/07-two-jokers-first-scored-stronger.json": [(0, 14, "wrong_score")],
    "rage-edge-probes/08-minus5-in-joker-trick-ignored.json": [(0, 12, "wrong_score")],
    "rage-edge-probes/09-notrump-lead-first-colour-must-be-followed.json": [(0, 5, "revoke")],
    "rage-edge-probes/10-change-lead-old-trump-scored.json": [(0, 17, "wrong_score")],
    "rage-edge-probes/11-durch-not-doubled.json": [(0, 9, "wrong_score")],
    "rage-edge-probes/12-durch-doubled-in-last-round.json": [(1, 7, "wrong_score")],
    "rage-edge-probes/13-last-round-bid-completes-sum.json": [(1, 2, "bid_forbidden_plus_minus_one")],
    "rage-edge-probes/14-hidden-bid-after-first-card.json": [(0, 3, "bid_out_of_turn")],
    "rage-edge-probes/15-secret-bid-after-first-card.json": [],
    "ulti-play-duties-edges/01-follow-suit-revoke.json": [(1, 13, "revoke")],
    "ulti-play-duties-edges/02-overtake-partner.json": [(1, 15, "failure_to_overtake")],
    "ulti-play-duties-edges/03-must-trump.json": [(1, 18, "failure_to_trump")],
    "ulti-play-duties-edges/04-over-trump.json": [(1, 23, "failure_to_overtake")],
    "ulti-play-duties-edges/05-trumped-trick-clean.json": [],
    # ulti-play-duties-edges/06-ulti-seven-kept.json: (b) my guessed code ulti_seven; the engine names it early_trump_seven (same event)
    "ulti-play-duties-edges/06-ulti-seven-kept.json": [(1, 15, "early_trump_seven")],
    "ulti-play-duties-edges/07-ulti-seven-forced.json": [],
    "ulti-play-duties-edges/08-betli-card-order.json": [(1, 11, "failure_to_overtake")],
    "ulti-play-duties-edges/09-durchmarsch-no-trumps.json": [(1, 23, "failure_to_overtake")],
    # ulti-play-duties-edges/10-marriages-first-trick.json: (b) my guessed code late_declaration; the engine names it marriage_not_allowed (same event)
    "ulti-play-duties-edges/10-marriages-first-trick.json": [(1, 9, "marriage_not_allowed")],
    # ulti-play-duties-edges/11-marriages-not-allowed.json: (b) my guessed code declaration_not_allowed; the engine names it marriage_not_allowed (same events)
    "ulti-play-duties-edges/11-marriages-not-allowed.json": [
        (1, 7, "marriage_not_allowed"),
        (2, 7, "marriage_not_allowed"),
    ],
    # ulti-play-duties-edges/12-false-marriage.json: (b) my guessed code false_declaration; the engine names it false_marriage (same event)
    "ulti-play-duties-edges/12-false-marriage.json": [(1, 6, "false_marriage")],
    "ulti-play-duties-edges/13-penalty-void-deal.json": [(1, 17, "revoke")],
    "ulti-play-duties-edges/14-penalty-play-stands.json": [(1, 16, "failure_to_overtake")],
    "tarocchini-declarations-edges/01-bagatto-in-moretti-and-aces.json": [],
    "tarocchini-declarations-edges/02-matto-in-trumps-and-suit.json": [],
    "tarocchini-declarations-edges/03-smaller-than-held.json": [],
    "tarocchini-declarations-edges/04-larger-than-held.json": [
        (0, 1, "false_declaration"),
        (0, 2, "false_declaration"),
    ],
    "tarocchini-declarations-edges/05-gapped-runs-length-three.json": [],
    "tarocchini-declarations-edges/06-gapped-suit-run-with-ace.json": [],
    "tarocchini-declarations-edges/07-trumps-contatori-in-a-row.json": [(0, 1, "false_declaration")],
    "tarocchini-declarations-edges/08-trumps-moon-and-16-replaced.json": [],
    "tarocchini-declarations-edges/09-contatore-for-king-or-angel.json": [
        (0, 2, "false_declaration"),
        (0, 4, "false_declaration"),
    ],
    "tarocchini-declarations-edges/10-moretti-six-aces-four.json": [],
    "tarocchini-declarations-edges/11-one-real-moretto-or-ace.json": [(0, 3, "false_declaration")],
    "tarocchini-declarations-edges/12-piles-only-contatore-twice.json": [],
    "tarocchini-declarations-edges/13-terziglio-gioco-bagatto-twice.json": [],
    "tarocchini-declarations-edges/14-terziglio-solo-false-declaration.json": [(0, 4, "false_declaration")],
    "danish-payment-edge-probes/01-base-3p-ultimos.json": [],
    "danish-payment-edge-probes/02-base-4p-pagat-trick-share.json": [],
    "danish-payment-edge-probes/03-base-3p-tout-nolo.json": [],
    "danish-payment-edge-probes/04-base-3p-pagat-przydupek-tie.json": [],
    "danish-payment-edge-probes/05-card-points-23-rounded-wrong.json": [(0, 101, "wrong_payment")],
    # danish-payment-edge-probes/06-pagat-refill-one-missing.json: (b) my guessed anchor event 90; the engine pins a missing payment to no event (due_at 84 in its evidence), same deal and code
    "danish-payment-edge-probes/06-pagat-refill-one-missing.json": [(1, None, "missing_payment")],
    "danish-payment-edge-probes/07-king-ultimo-przydupek-refilled.json": [(2, 94, "unexpected_payment")],
    "danish-payment-edge-probes/08-king-przydupek-pool-not-doubled.json": [(1, 93, "wrong_payment")],
    # danish-payment-edge-probes/09-4p-fourth-refill-missing.json: (b) my guessed anchor event 89; the engine pins a missing payment to no event (due_at 82 in its evidence), same deal and code
    "danish-payment-edge-probes/09-4p-fourth-refill-missing.json": [(1, None, "missing_payment")],
    # danish-payment-edge-probes/10-4p-fourth-share-missing.json: (b) my guessed anchor event 96; the engine pins a missing payment to no event, same deal and code
    "danish-payment-edge-probes/10-4p-fourth-share-missing.json": [(2, None, "missing_payment")],
    "danish-payment-edge-probes/11-4p-fourth-pays-declaration.json": [(0, 12, "unexpected_payment")],
    "danish-payment-edge-probes/12-4p-share-rounded.json": [(2, 96, "wrong_payment")],
    "danish-payment-edge-probes/13-tout-with-nolo-paid.json": [(0, 103, "unexpected_payment")],
    "danish-payment-edge-probes/14-nolo-card-points-paid.json": [(1, 92, "unexpected_payment")],
    "danish-payment-edge-probes/15-pagat-przydupek-last-trick-paid.json": [(0, 90, "unexpected_payment")],
    "galician-edge-probes/01-base3-ultimo-made-trull.json": [],
    "galician-edge-probes/02-base3-solo-33-34.json": [],
    "galician-edge-probes/03-base4-king-notarock.json": [],
    # galician-edge-probes/04-base3-helper-volat-ultimo: (c) §18 prices volat only by the player's contract and never says the helpers make one; the engine settles their 12 tricks as a loss by points (111), the auditor read a helpers' volat (300): since session 35 a record that fits that reading better is read so (clean)
    "galician-edge-probes/04-base3-helper-volat-ultimo.json": [],
    "galician-edge-probes/05-base3-tarocks-licitation.json": [],
    "galician-edge-probes/06-ultimo-lost-last-trick.json": [],
    "galician-edge-probes/07-pagat-released-early.json": [(0, 38, "pagat_released")],
    "galician-edge-probes/08-trull-announced-caught.json": [],
    "galician-edge-probes/09-discard-king.json": [(0, 4, "illegal_discard")],
    # galician-edge-probes/10-tarock-discard-unshown: (b) my guessed code tarock_discard_not_shown; the engine names it concealed_discard, same event
    "galician-edge-probes/10-tarock-discard-unshown.json": [(0, 6, "concealed_discard")],
    "galician-edge-probes/11-tarock-count-wrong.json": [(0, 5, "wrong_tarock_count")],
    # galician-edge-probes/12-bid-out-of-turn: (b) my guessed code bid_out_of_turn; the engine names it out_of_turn, same event
    "galician-edge-probes/12-bid-out-of-turn.json": [(0, 0, "out_of_turn")],
    "galician-edge-probes/13-pass-volat-with-pagat.json": [(0, 2, "illegal_bid")],
    # galician-edge-probes/14-no-tarock-redeal-standard: (b) my guessed code redeal_not_allowed; the engine names it illegal_redeal, same event
    "galician-edge-probes/14-no-tarock-redeal-standard.json": [(0, 0, "illegal_redeal")],
    "galician-edge-probes/15-pool-share-king-wrong.json": [(0, 47, "wrong_payment")],
    "ottocento-edge-probes/01-base-a-matto-excuse-exchange.json": [],
    "ottocento-edge-probes/02-base-b-moretti-partners-kings.json": [],
    "ottocento-edge-probes/03-base-c-800-then-new-game.json": [],
    "ottocento-edge-probes/04-matto-exchange-not-made-on-sheet.json": [(0, 67, "wrong_score")],
    "ottocento-edge-probes/05-moretti-first-played-option.json": [(0, 21, "out_of_turn")],
    # ottocento-edge-probes/06-void-not-trumping.json: (b) I wrote the code revoke (unmarked); the engine names the must-trump fault failure_to_trump (same event)
    "ottocento-edge-probes/06-void-not-trumping.json": [(0, 39, "failure_to_trump")],
    # ottocento-edge-probes/07-declaration-larger-than-held.json: (b) my guessed code declaration_not_held; the engine names it false_declaration (same event, sheet read as I did)
    "ottocento-edge-probes/07-declaration-larger-than-held.json": [(0, 4, "false_declaration")],
    "ottocento-edge-probes/08-declaration-after-the-lead.json": [(0, 5, "late_declaration")],
    "ottocento-edge-probes/09-total-carried-past-800.json": [(1, 73, "wrong_total")],
    "ottocento-edge-probes/10-dealer-discards-a-king.json": [(1, 0, "illegal_discard")],
    "ottocento-edge-probes/11-discard-kept-by-trickless-dealer.json": [(1, 71, "wrong_score")],
    "ottocento-edge-probes/12-monte-then-next-dealer.json": [],
    # ottocento-edge-probes/13-monte-dealer-speaks-first.json: (a, fixed session 35) one misplaced call (the dealer first) gave three bad_monte at the three calls made in turn; now one at event 0
    "ottocento-edge-probes/13-monte-dealer-speaks-first.json": [(0, 0, "bad_monte")],
    "ottocento-edge-probes/14-monte-not-unanimous-played-on.json": [],
    "ulti-payment-edge-probes/01-base-silent100-contra-ulti-betli.json": [],
    "ulti-payment-edge-probes/02-base-red-silent-bonuses-durchmarsch.json": [],
    "ulti-payment-edge-probes/03-base-hundreds-silent-durchmarsch.json": [],
    "ulti-payment-edge-probes/04-base-failed-silent-ulti-red-ulti-recontra.json": [],
    "ulti-payment-edge-probes/05-extra-party-beside-silent-100.json": [(0, 38, "unexpected_payment")],
    "ulti-payment-edge-probes/06-ulti-contra-one-defender-only.json": [(1, 42, "wrong_payment")],
    "ulti-payment-edge-probes/07-ulti-penalty-doubled-by-contra.json": [(1, 43, "wrong_payment")],
    "ulti-payment-edge-probes/08-betli-contra-doubles-both.json": [(2, 38, "wrong_payment")],
    "ulti-payment-edge-probes/09-red-silent-100-undoubled.json": [(0, 36, "wrong_payment")],
    "ulti-payment-edge-probes/10-defenders-silent-ulti-one-line-missing.json": [(1, None, "missing_payment")],
    "ulti-payment-edge-probes/11-party-beside-durchmarsch.json": [(2, 36, "unexpected_payment")],
    "ulti-payment-edge-probes/12-silent-100-beside-40-100.json": [(0, 38, "unexpected_payment")],
    "ulti-payment-edge-probes/13-silent-durchmarsch-replaces-party.json": [(2, None, "missing_payment")],
    "ulti-payment-edge-probes/14-failed-silent-ulti-partner-unpaid.json": [(0, None, "missing_payment")],
    "ulti-payment-edge-probes/15-red-ulti-penalty-undoubled.json": [(1, 43, "wrong_payment")],
    "terziglio-edge-probes/01-base-gioco-three-deals.json": [],
    "terziglio-edge-probes/02-base-solo-over-gioco.json": [],
    "terziglio-edge-probes/03-base-all-pass-and-tie.json": [],
    "terziglio-edge-probes/04-base-rounding-edges.json": [],
    # terziglio-edge-probes/05-dealer-bids-first: (b) my guessed code out_of_turn; the engine's auction code is bid_out_of_turn (same event)
    "terziglio-edge-probes/05-dealer-bids-first.json": [(0, 0, "bid_out_of_turn")],
    "terziglio-edge-probes/06-gioco-over-gioco.json": [(0, 2, "illegal_bid")],
    "terziglio-edge-probes/07-gioco-after-solo.json": [(0, 2, "illegal_bid")],
    "terziglio-edge-probes/08-gioco-lays-away-king.json": [(0, 4, "illegal_discard")],
    "terziglio-edge-probes/09-solo-exchanges.json": [(0, 3, "illegal_take")],
    "terziglio-edge-probes/10-tie-scored-as-declarer-win.json": [(1, 64, "wrong_score")],
    "terziglio-edge-probes/11-45-over-rounded-up.json": [(0, 63, "wrong_score")],
    "terziglio-edge-probes/12-matto-excuse-holding-suit.json": [],
    "terziglio-edge-probes/13-failure-to-trump.json": [(2, 39, "failure_to_trump")],
    "terziglio-edge-probes/14-suit-run-contatore-for-king.json": [(2, 5, "false_declaration")],
    "ulti-silent-edges/01-contra-party-declarer-silent-40-100.json": [],
    "ulti-silent-edges/02-contra-party-declarer-silent-40-100--contra-doubles-silent-100.json": [
        (0, 38, "wrong_payment")
    ],
    "ulti-silent-edges/03-red-party-defenders-silent-20-100.json": [],
    "ulti-silent-edges/04-red-party-defenders-silent-20-100--silent-100-not-doubled.json": [
        (0, 38, "wrong_payment")
    ],
    "ulti-silent-edges/05-red-party-silent-ulti-won-scores.json": [],
    "ulti-silent-edges/06-red-party-silent-ulti-won-scores--silent-ulti-undoubled-score.json": [
        (0, 36, "wrong_score")
    ],
    "ulti-silent-edges/07-defender-silent-ulti-failed.json": [],
    "ulti-silent-edges/08-defender-silent-ulti-failed--defender-to-defender-line-missing.json": [
        (0, None, "missing_payment")
    ],
    "ulti-silent-edges/09-red-declarer-silent-ulti-failed.json": [],
    "ulti-silent-edges/10-contra-ulti-failed-defenders-silent-100.json": [],
    "ulti-silent-edges/11-contra-ulti-failed-defenders-silent-100--penalty-doubled-by-contra.json": [
        (0, 43, "wrong_payment")
    ],
    "ulti-silent-edges/12-contra-durchmarsch-silent-ulti.json": [],
    "ulti-silent-edges/13-contra-durchmarsch-silent-ulti--silent-ulti-doubled-by-contra.json": [
        (0, 40, "wrong_payment")
    ],
    "ulti-silent-edges/14-red-party-silent-durchmarsch.json": [],
    "ulti-silent-edges/15-red-party-silent-durchmarsch--silent-durchmarsch-undoubled.json": [
        (0, 39, "wrong_payment")
    ],
    # rage-action-edges/01-notrump-then-change: (c) NOTRUMP then CHANGE in one trick: the engine turned the next stock card after the trick (yellow), the reader kept the CHANGE's green for the rest; since session 36 the CHANGE standing is a reading the rest of the round may fit (rage/ruling.notrump-and-change)
    "rage-action-edges/01-notrump-then-change.json": [],
    "rage-action-edges/02-change-then-notrump.json": [],
    "rage-action-edges/03-wild-leads-trump.json": [],
    "rage-action-edges/04-wild-leads-trump-revoke.json": [(0, 4, "revoke")],
    "rage-action-edges/05-two-wilds-same-colour.json": [],
    "rage-action-edges/06-action-only-trick.json": [],
    "rage-action-edges/07-action-only-trick-wrong-score.json": [(0, 12, "wrong_score")],
    "rage-action-edges/08-wild-takes-plus5-minus5.json": [],
    "rage-action-edges/09-wild-takes-plus5-illegal-action.json": [(0, 4, "action_card_while_able_to_follow")],
    "rage-action-edges/10-pmo-hidden-clean.json": [],
    "rage-action-edges/11-pmo-hidden-forbidden.json": [(0, 1, "bid_forbidden_plus_minus_one")],
    "rage-action-edges/12-pmo-secret-clean.json": [],
    "rage-action-edges/13-pmo-secret-forbidden.json": [(0, 8, "bid_forbidden_plus_minus_one")],
    "rage-action-edges/14-durch.json": [],
    "rage-action-edges/15-durch-wrong-score.json": [(0, 10, "wrong_score")],
    "galician-bidding-edges/01-three-clean-paid.json": [],
    # galician-bidding-edges/02-three-bid-out-of-turn: (b) my guessed code bid_out_of_turn; the engine's Galician auction code is out_of_turn (same event)
    "galician-bidding-edges/02-three-bid-out-of-turn.json": [(0, 1, "out_of_turn")],
    # galician-bidding-edges/03-bottom-held-clean-paid: (b) I bought talon[0:3] at bottom; the second three is the bottom (spód) packet, talon[3:6]
    "galician-bidding-edges/03-bottom-held-clean-paid.json": [(0, 5, "illegal_take")],
    # galician-bidding-edges/04-bottom-illegal-lower-bid: (b) illegal_bid agrees; the illegal_take is 03's (bottom buys the bottom packet)
    "galician-bidding-edges/04-bottom-illegal-lower-bid.json": [
        (0, 2, "illegal_bid"),
        (0, 5, "illegal_take"),
    ],
    "galician-bidding-edges/05-one-held-by-priority-clean.json": [],
    "galician-bidding-edges/06-solo-clean-paid.json": [],
    "galician-bidding-edges/07-three-king-discard.json": [(0, 4, "illegal_discard")],
    "galician-bidding-edges/08-three-wrong-payment.json": [(0, 45, "wrong_payment")],
    "galician-bidding-edges/09-contra-game-won.json": [],
    "galician-bidding-edges/10-recontra-game-won.json": [],
    "galician-bidding-edges/11-contra-lost-second-three.json": [],
    "galician-bidding-edges/12-contra-ultimo-without-pagat.json": [],
    "galician-bidding-edges/13-four-players-clean-paid.json": [],
    "galician-bidding-edges/14-four-players-king-unpaid.json": [(0, None, "missing_payment")],
    "galician-bidding-edges/15-five-players-clean-paid.json": [],
    "ulti-auction-edges/01-clean-ladder-betli.json": [],
    "ulti-auction-edges/02-equal-bid-too-low.json": [(0, 4, "illegal_bid")],
    # ulti-auction-edges/03-pass-out-of-turn: (b) my guessed code bid_out_of_turn; the engine's Ulti auction code is out_of_turn (same event, one finding)
    "ulti-auction-edges/03-pass-out-of-turn.json": [(0, 9, "out_of_turn")],
    "ulti-auction-edges/04-betli-wrong-payment.json": [(0, 43, "wrong_payment")],
    "ulti-auction-edges/05-clean-all-pass-fold.json": [],
    "ulti-auction-edges/06-fold-wrong-payment.json": [(0, 8, "wrong_payment")],
    # ulti-auction-edges/07-red-party-fold: (c) violations agree; the engine adds an incomplete_play warning and leaves the settlement unchecked (source silent on what an illegal fold settles)
    "ulti-auction-edges/07-red-party-fold.json": [(0, 5, "illegal_fold")],
    "ulti-auction-edges/08-clean-pass-then-bid.json": [],
    # ulti-auction-edges/09-bid-after-auction-closed: (c) I expected one finding at the late bid; the engine flags the late take, discard and bid each (source silent on counting)
    "ulti-auction-edges/09-bid-after-auction-closed.json": [
        (0, 12, "illegal_take"),
        (0, 13, "illegal_discard"),
        (0, 14, "illegal_bid"),
    ],
    "ulti-auction-edges/10-clean-red-betli.json": [],
    "ulti-auction-edges/11-discard-one-card.json": [(0, 8, "illegal_discard")],
    "ulti-auction-edges/12-clean-ladder-fewer-goals.json": [],
    "ulti-auction-edges/13-ulti-over-betli-too-low.json": [(0, 7, "illegal_bid")],
    "ulti-auction-edges/14-clean-durch-above-red-option.json": [],
    "ulti-auction-edges/15-durch-equal-red-ulti-standard.json": [(0, 7, "illegal_bid")],
    "terziglio-auction-edges2/01-gioco-sweep-clean.json": [],
    "terziglio-auction-edges2/02-gioco-bid-out-of-turn.json": [(0, 0, "bid_out_of_turn")],
    "terziglio-auction-edges2/03-gioco-discard-king.json": [(0, 4, "illegal_discard")],
    "terziglio-auction-edges2/04-gioco-matto-taken-and-laid-back.json": [(0, 4, "illegal_discard")],
    "terziglio-auction-edges2/05-gioco-wrong-score.json": [(0, 63, "wrong_score")],
    "terziglio-auction-edges2/06-gioco-zero-sum-clean.json": [],
    "terziglio-auction-edges2/07-solo-sweep-clean.json": [],
    "terziglio-auction-edges2/08-solo-lower-bid-after-solo.json": [(0, 1, "illegal_bid")],
    "terziglio-auction-edges2/09-solo-exchange.json": [(0, 3, "illegal_take")],
    "terziglio-auction-edges2/10-solo-sweep-doubled-default.json": [(0, 61, "wrong_score")],
    "terziglio-auction-edges2/11-solo-sweep-doubled-option-clean.json": [],
    "terziglio-auction-edges2/12-gioco-opponents-sweep-clean.json": [],
    "terziglio-auction-edges2/13-gioco-wrong-total.json": [(0, 66, "wrong_total")],
    "terziglio-auction-edges2/14-gioco-payment.json": [(0, 65, "unexpected_payment")],
    "terziglio-auction-edges2/15-monte-all-three-then-deal.json": [],
    "tarocchini-combo-edges/01-ott-clean-cricche-four.json": [],
    "tarocchini-combo-edges/02-ott-false-jacks-four.json": [(0, 3, "false_declaration")],
    "tarocchini-combo-edges/03-ott-clean-three-cricche-doubled.json": [],
    "tarocchini-combo-edges/04-ott-wrong-score-cricche-undoubled.json": [(0, 66, "wrong_score")],
    "tarocchini-combo-edges/05-ott-clean-trumps-contatori-moon-16.json": [],
    "tarocchini-combo-edges/06-ott-false-trumps-consecutive-contatori.json": [(0, 1, "false_declaration")],
    "tarocchini-combo-edges/07-ott-clean-moretti-six-aces-shared-contatore.json": [],
    "tarocchini-combo-edges/08-ott-clean-three-sequences-doubled.json": [],
    "tarocchini-combo-edges/09-ott-wrong-score-sequences-undoubled.json": [(0, 65, "wrong_score")],
    "tarocchini-combo-edges/10-ott-clean-suit-five-and-kings-share-king.json": [],
    "tarocchini-combo-edges/11-ott-revoke.json": [(0, 23, "revoke")],
    "tarocchini-combo-edges/12-ott-clean-matto-led.json": [],
    "tarocchini-combo-edges/13-ott-clean-matto-last-trick.json": [],
    "tarocchini-combo-edges/14-ott-wrong-score-no-last-trick.json": [(0, 65, "wrong_score")],
    "tarocchini-combo-edges/15-terz-false-tarocchi-four.json": [(0, 5, "false_declaration")],
    "ulti-marriage-edges/01-party-own-20-decides.json": [],
    "ulti-marriage-edges/02-party-defender-40-flips.json": [],
    "ulti-marriage-edges/03-party-20-ignored-wrong-payment.json": [
        (0, 37, "wrong_payment"),
        (0, 38, "wrong_payment"),
    ],
    "ulti-marriage-edges/04-false-second-20-discarded-queen.json": [(0, 6, "false_marriage")],
    "ulti-marriage-edges/05-late-20-second-trick.json": [(0, 10, "marriage_not_allowed")],
    "ulti-marriage-edges/06-betli-defender-20.json": [(0, 8, "marriage_not_allowed")],
    "ulti-marriage-edges/07-40-100-made-exactly.json": [],
    "ulti-marriage-edges/08-40-100-defender-20.json": [(0, 7, "marriage_not_allowed")],
    "ulti-marriage-edges/09-40-100-contra.json": [],
    "ulti-marriage-edges/10-40-100-contra-wrong-payment.json": [(0, 37, "wrong_payment")],
    "ulti-marriage-edges/11-40-100-missed-20-not-counted.json": [],
    "ulti-marriage-edges/12-20-100-two-pairs-missed.json": [],
    "ulti-marriage-edges/13-40-100-without-trump-pair.json": [],
    "ulti-marriage-edges/14-party-silent-100-with-40.json": [],
    "ulti-marriage-edges/15-party-defenders-silent-100.json": [],
    "danish-joker-edges/01-clean-demand-third-last.json": [],
    "danish-joker-edges/02-clean-joker-led.json": [],
    "danish-joker-edges/03-joker-led-unnamed.json": [(0, 24, "joker_not_named")],
    "danish-joker-edges/04-clean-void-rename.json": [],
    # danish-joker-edges/05-void-call-holding-suit: (c, taken in session 36) one false void call: the engine also flagged the name_joker and the two cards played to the renamed suit; now the table's naming after the false claim stands (danish-tarok/12.void-naming)
    "danish-joker-edges/05-void-call-holding-suit.json": [(0, 52, "bad_joker_naming")],
    "danish-joker-edges/06-clean-auto-naming.json": [],
    "danish-joker-edges/07-withheld-default.json": [(0, 80, "joker_withheld")],
    "danish-joker-edges/08-withheld-large.json": [(0, 86, "joker_withheld")],
    "danish-joker-edges/09-second-last-default.json": [(0, 82, "joker_second_last")],
    "danish-joker-edges/10-second-last-small.json": [(0, 94, "joker_second_last")],
    "danish-joker-edges/11-false-demand-after-lead.json": [(0, 81, "false_joker_demand")],
    "danish-joker-edges/12-demand-by-holder.json": [],
    "danish-joker-edges/13-skat-joker-no-tout.json": [(0, 8, "illegal_skat")],
    # danish-joker-edges/14-skat-tout-failed-default: (b) failed_tout at the last play, not the announce (my guessed event)
    "danish-joker-edges/14-skat-tout-failed-default.json": [(0, 93, "failed_tout")],
    # danish-joker-edges/15-skat-tout-failed-small: (b) failed_tout at the last play, not the announce (my guessed event)
    "danish-joker-edges/15-skat-tout-failed-small.json": [(0, 93, "failed_tout")],
    "galician-play-edges/01-base-three-clean.json": [],
    "galician-play-edges/02-player-revoke.json": [(0, 19, "revoke")],
    "galician-play-edges/03-player-revoke-paid-as-won.json": [
        (0, 19, "revoke"),
        (0, 44, "wrong_payment"),
        (0, 45, "wrong_payment"),
    ],
    "galician-play-edges/04-helper-revoke.json": [(0, 18, "revoke")],
    "galician-play-edges/05-helper-fails-to-trump.json": [(0, 16, "revoke")],
    "galician-play-edges/06-helper-suit-on-tarock-lead.json": [(0, 22, "revoke")],
    "galician-play-edges/07-ultimo-made.json": [],
    "galician-play-edges/08-ultimo-pagat-released.json": [(0, 17, "pagat_released")],
    "galician-play-edges/09-ultimo-pagat-driven-out.json": [],
    # galician-play-edges/10-take-back-follow: (b) card_taken_back warning at the card taken back (27), I guessed its replacement (28)
    "galician-play-edges/10-take-back-follow.json": [],
    "galician-play-edges/11-take-back-lead.json": [(0, 15, "out_of_turn")],
    "galician-play-edges/12-volat-silent.json": [],
    "galician-play-edges/13-exactly-33-lost.json": [],
    "galician-play-edges/14-one-odd-remainder.json": [],
    "galician-play-edges/15-wrong-game-payment.json": [(0, 45, "wrong_payment")],
    "danish-pool-edges/01-session3-clean.json": [],
    "danish-pool-edges/02-pagat-pool-take-short.json": [(0, 92, "wrong_payment")],
    "danish-pool-edges/03-pagat-refill-missing.json": [(0, None, "missing_payment")],
    "danish-pool-edges/04-king-refill-despite-przydupek.json": [(1, 93, "unexpected_payment")],
    "danish-pool-edges/05-session-share-wrong.json": [(2, 96, "wrong_payment")],
    "danish-pool-edges/06-king-przydupek-pays-double.json": [(1, 92, "wrong_payment")],
    "danish-pool-edges/07-three-kings-clean.json": [],
    "danish-pool-edges/08-second-przydupek-running-content.json": [(0, 92, "wrong_payment")],
    "danish-pool-edges/09-silent-tout-clean.json": [],
    "danish-pool-edges/10-tout-king-refill-missing.json": [(0, None, "missing_payment")],
    "danish-pool-edges/11-announced-tout-clean.json": [],
    "danish-pool-edges/12-pagat-lost-pool-missing.json": [(0, None, "missing_payment")],
    "danish-pool-edges/13-nolo-przydupek-clean.json": [],
    "danish-pool-edges/14-nolo-przydupek-pool-missing.json": [(0, None, "missing_payment")],
    "danish-pool-edges/15-four-players-clean.json": [],
    "ottocento-play-edges/01-base-matto-ruff-clean.json": [],
    "ottocento-play-edges/02-revoke.json": [(0, 31, "revoke")],
    "ottocento-play-edges/03-failure-to-trump.json": [(0, 32, "failure_to_trump")],
    "ottocento-play-edges/04-discard-king.json": [(0, 0, "illegal_discard")],
    "ottocento-play-edges/05-discard-bagatto.json": [(0, 0, "illegal_discard")],
    "ottocento-play-edges/06-discard-matto.json": [(0, 0, "illegal_discard")],
    "ottocento-play-edges/07-breakdown-clean.json": [],
    "ottocento-play-edges/08-breakdown-last-trick-both.json": [(0, 70, "wrong_score")],
    "ottocento-play-edges/09-session-clean.json": [],
    "ottocento-play-edges/10-session-wrong-score.json": [(1, 66, "wrong_score")],
    "ottocento-play-edges/11-session-wrong-total.json": [(0, 67, "wrong_total")],
    "ottocento-play-edges/12-dealer-no-trick-clean.json": [],
    "ottocento-play-edges/13-matto-partner-moretti-tie-clean.json": [],
    "ottocento-play-edges/14-talon-take-midsession-clean.json": [],
    "ulti-open-edges/01-open-betli-clean.json": [],
    "ulti-open-edges/02-open-betli-defender-revoke.json": [(0, 16, "revoke")],
    "ulti-open-edges/03-open-betli-late-contra.json": [(0, 9, "illegal_double")],
    "ulti-open-edges/04-open-betli-fails-played-out.json": [],
    "ulti-open-edges/05-open-betli-fails-play-stops.json": [],
    "ulti-open-edges/06-open-betli-contra-recontra.json": [],
    "ulti-open-edges/07-open-betli-contra-wrong-payment.json": [(0, 38, "wrong_payment")],
    "ulti-open-edges/08-open-betli-declarer-fails-overtake.json": [(0, 15, "failure_to_overtake")],
    "ulti-open-edges/09-open-durchmarsch-spades-contra.json": [],
    "ulti-open-edges/10-open-durchmarsch-spades-contra-wrong-payment.json": [(0, 38, "wrong_payment")],
    "ulti-open-edges/11-red-open-durchmarsch-silent-ulti.json": [],
    "ulti-open-edges/12-red-open-durchmarsch-doubled-payment.json": [(0, 35, "wrong_payment")],
    "ulti-open-edges/13-nt-open-durchmarsch-contra-fails.json": [],
    "ulti-open-edges/14-nt-open-durchmarsch-defender-fails-overtake.json": [(0, 7, "failure_to_overtake")],
    "ulti-open-edges/15-red-ulti-open-durchmarsch-contra-ulti.json": [],
    "fractional-money-edges/01-danish-end-exact-thirds.json": [],
    "fractional-money-edges/02-danish-end-cents.json": [],
    "fractional-money-edges/03-danish-end-fives.json": [],
    "fractional-money-edges/04-danish-end-share-error.json": [(1, 95, "wrong_payment")],
    "fractional-money-edges/05-danish-join-exact-third.json": [],
    "fractional-money-edges/06-danish-join-cents.json": [],
    # fractional-money-edges/07-danish-join-third-error: (a, fixed in session 36) §17 'jedną trzecią sumy': 26.333333 where 70/3 is due; the engine took any join within 5 chips of a third (now: the third exactly or in cents, or in 5s within a band)
    "fractional-money-edges/07-danish-join-third-error.json": [(1, 0, "wrong_payment")],
    "fractional-money-edges/08-danish-join-end-quarters.json": [],
    "fractional-money-edges/09-galician-two-thirds-exact.json": [],
    # fractional-money-edges/10-galician-two-cents: (c, taken in session 36: amounts agree to half a cent) 58 2/3 written to the cent (58.67)
    "fractional-money-edges/10-galician-two-cents.json": [],
    "fractional-money-edges/11-galician-two-whole-points.json": [],
    # fractional-money-edges/12-galician-two-game-error: the planted 47 agreed (48 and 49, 10's cents reading, clean since session 36)
    "fractional-money-edges/12-galician-two-game-error.json": [(0, 47, "wrong_payment")],
    # fractional-money-edges/13-galician-one-cents: (c, taken in session 36) as 10, a one: 81 2/3 written 81.67, 16 1/3 written 16.33
    "fractional-money-edges/13-galician-one-cents.json": [],
    # fractional-money-edges/14-galician-one-pool-share-error: the planted 49 agreed (47 and 48, 13's cents reading, clean since session 36)
    "fractional-money-edges/14-galician-one-pool-share-error.json": [(0, 49, "wrong_payment")],
    # fractional-money-edges/15-galician-one-lost-pool-shares-cents: (c, taken in session 36) as 10, a lost one: 98 1/3 written 98.33, 9 5/6 written 9.83
    "fractional-money-edges/15-galician-one-lost-pool-shares-cents.json": [],
    "terziglio-play-edges/01-gioco-count-clean.json": [],
    "terziglio-play-edges/02-gioco-revoke.json": [(0, 13, "revoke")],
    "terziglio-play-edges/03-gioco-failure-to-trump.json": [(0, 51, "failure_to_trump")],
    "terziglio-play-edges/04-gioco-false-declaration.json": [(0, 7, "false_declaration")],
    "terziglio-play-edges/05-gioco-wrong-score.json": [(0, 66, "wrong_score")],
    "terziglio-play-edges/06-solo-count-clean.json": [],
    "terziglio-play-edges/07-solo-undoubled-score.json": [(0, 61, "wrong_score"), (0, 62, "wrong_score")],
    "terziglio-play-edges/08-gioco-all-tricks-40.json": [],
    "terziglio-play-edges/09-solo-all-tricks-40.json": [],
    "terziglio-play-edges/10-rounding-up-edge.json": [],
    "terziglio-play-edges/11-rounding-down-at-45.json": [],
    "terziglio-play-edges/12-session-totals-clean.json": [],
    "terziglio-play-edges/13-session-wrong-total.json": [(1, 67, "wrong_total")],
    "terziglio-play-edges/14-moretti-last-played-wins.json": [],
    "terziglio-play-edges/15-tie-declarer-loses.json": [],
    "ulti-sheet-edges/01-clean-per-deal.json": [],
    "ulti-sheet-edges/02-clean-per-goal.json": [],
    "ulti-sheet-edges/03-per-deal-wrong-score.json": [(0, 40, "wrong_score")],
    "ulti-sheet-edges/04-per-goal-wrong-line.json": [(2, 43, "wrong_score")],
    "ulti-sheet-edges/05-wrong-total.json": [(1, 39, "wrong_total")],
    "ulti-sheet-edges/06-total-carries-slip.json": [(1, 39, "wrong_total")],
    "ulti-sheet-edges/07-failed-ulti-contra-per-goal.json": [],
    "ulti-sheet-edges/08-failed-ulti-contra-penalty-doubled.json": [
        (0, 40, "wrong_score"),
        (0, 41, "wrong_score"),
        (0, 42, "wrong_score"),
    ],
    "ulti-sheet-edges/09-betli-contra-one-defender.json": [],
    "ulti-sheet-edges/10-betli-contra-doubled-both.json": [(0, 37, "wrong_score"), (0, 39, "wrong_score")],
    "ulti-sheet-edges/11-silent-ulti-defender-fails.json": [],
    "ulti-sheet-edges/12-silent-100-and-durchmarsch.json": [],
    "ulti-sheet-edges/13-silent-100-plus-party.json": [
        (0, 39, "wrong_score"),
        (0, 40, "wrong_score"),
        (0, 41, "wrong_score"),
    ],
    "ulti-sheet-edges/14-fold-midsession.json": [],
    "galician-pool-edges/01-allpass-founding-clean.json": [],
    "galician-pool-edges/02-allpass-stake-wrong.json": [(0, 4, "wrong_payment")],
    "galician-pool-edges/03-allpass-passfee-missing.json": [(1, None, "missing_payment")],
    "galician-pool-edges/04-ultimo-session-clean.json": [],
    "galician-pool-edges/05-ultimo-payout-wrong.json": [(2, 46, "wrong_payment")],
    "galician-pool-edges/06-stake-repeated.json": [(1, 42, "unexpected_payment")],
    "galician-pool-edges/07-refound-stake-missing.json": [(3, None, "missing_payment")],
    "galician-pool-edges/08-failed-ultimo-clean.json": [],
    "galician-pool-edges/09-failed-ultimo-pool-missing.json": [(1, None, "missing_payment")],
    "galician-pool-edges/10-silent-ultimo-clean.json": [],
    "galician-pool-edges/11-silent-ultimo-pool-taken.json": [(1, 46, "unexpected_payment")],
    "galician-pool-edges/12-sheet-pool-clean.json": [],
    "galician-pool-edges/13-sheet-pool-total-wrong.json": [(1, 49, "wrong_total")],
    "galician-pool-edges/14-szpricer-clean.json": [],
    "galician-pool-edges/15-szpricer-king-passfee.json": [(0, 11, "unexpected_payment")],
    "danish-seats-edges/01-four-clean.json": [],
    "danish-seats-edges/02-four-sitter-declares.json": [(1, 5, "sitter_acted")],
    "danish-seats-edges/03-four-sitter-no-foundation.json": [(0, None, "missing_payment")],
    "danish-seats-edges/04-four-sitter-no-refill.json": [(2, None, "missing_payment")],
    "danish-seats-edges/05-four-king-lost-pays-sitter.json": [(0, 65, "unexpected_payment")],
    "danish-seats-edges/06-four-end-share-sitter-missing.json": [(3, None, "missing_payment")],
    "danish-seats-edges/07-join-clean.json": [],
    # danish-seats-edges/08-join-king-third-missing: (a, fixed in session 36) one joining third left out back-dated the join to deal 1 (where seat 3 would sit out), though the 25 written is a third of deal 2's pool (§17)
    "danish-seats-edges/08-join-king-third-missing.json": [(2, None, "missing_payment")],
    "danish-seats-edges/09-join-pagat-paid-20.json": [(2, 0, "wrong_payment")],
    "danish-seats-edges/10-join-acts-before-joining.json": [(1, 13, "sitter_acted")],
    "danish-seats-edges/11-join-dealer-skips-joiner.json": [(3, None, "wrong_dealer")],
    "danish-seats-edges/12-join-end-share-wrong.json": [(3, 104, "wrong_payment")],
    "danish-seats-edges/13-leave-clean.json": [],
    # danish-seats-edges/14-leave-leaver-refills: (a, fixed in session 36) one refill line by the departed seat re-read the three-handed deal 2 as four-handed (misdeal, sitter_acted, out_of_turn, void: 89 findings)
    "danish-seats-edges/14-leave-leaver-refills.json": [(2, 97, "unexpected_payment")],
    "galician-seats-edges/01-four-clean.json": [],
    "galician-seats-edges/02-four-king-bids.json": [(0, 3, "sitter_acted")],
    "galician-seats-edges/03-four-king-doubles.json": [(3, 8, "sitter_acted")],
    "galician-seats-edges/04-four-king-announces.json": [(0, 8, "sitter_acted")],
    "galician-seats-edges/05-four-king-plays.json": [(0, 17, "sitter_acted")],
    "galician-seats-edges/06-four-king-paid-single.json": [(1, 47, "wrong_payment")],
    "galician-seats-edges/07-four-king-unpaid.json": [(3, None, "missing_payment")],
    "galician-seats-edges/08-four-wrong-dealer.json": [(3, None, "wrong_dealer")],
    "galician-seats-edges/09-four-king-no-stake.json": [(0, None, "missing_payment")],
    "galician-seats-edges/10-four-king-pass-fee.json": [(2, 6, "unexpected_payment")],
    "galician-seats-edges/11-five-clean.json": [],
    "galician-seats-edges/12-five-next-round.json": [],
    "galician-seats-edges/13-five-sitter-bids.json": [(1, 2, "sitter_acted")],
    "galician-seats-edges/14-five-sitter-paid.json": [(1, 48, "unexpected_payment")],
    "galician-seats-edges/15-five-wrong-sitter.json": [(3, None, "wrong_sitter")],
    "danish-seats-edges2/01-sheet-join-clean.json": [],
    "danish-seats-edges2/02-sheet-join-third-wrong.json": [(2, 82, "wrong_score")],
    "danish-seats-edges2/03-playonly-join-clean.json": [],
    "danish-seats-edges2/04-playonly-join-sitter-acted.json": [(2, 8, "sitter_acted")],
    "danish-seats-edges2/05-midsession-join-clean.json": [],
    "danish-seats-edges2/06-midsession-join-cents.json": [],
    "danish-seats-edges2/07-midsession-join-whole-chips.json": [(0, 0, "wrong_payment")],
    "danish-seats-edges2/08-midsession-join-third-wrong.json": [(0, 1, "wrong_payment")],
    "danish-seats-edges2/09-midsession-share-wrong.json": [(2, 95, "wrong_payment")],
    "danish-seats-edges2/10-join-leave-clean.json": [],
    "danish-seats-edges2/11-join-leave-wrong-dealer.json": [(5, None, "wrong_dealer")],
    # danish-seats-edges2/12-leave-rejoin-clean: (a, fixed in session 36) a seat that left and, two deals on, pays its joining thirds (a new player in the chair) was read four-handed: a misdeal and some 70 findings
    "danish-seats-edges2/12-leave-rejoin-clean.json": [],
    # danish-seats-edges2/13-leave-rejoin-departed-acted: (a, fixed in session 36) a seat that left and, two deals on, pays its joining thirds (a new player in the chair) was read four-handed: a misdeal and some 70 findings
    "danish-seats-edges2/13-leave-rejoin-departed-acted.json": [(2, 8, "sitter_acted")],
    "tarocchini-sheet-edges/01-team-lines-clean.json": [],
    "tarocchini-sheet-edges/02-team-line-wrong.json": [(1, 66, "wrong_score")],
    "tarocchini-sheet-edges/03-total-slip-carried.json": [(0, 67, "wrong_total")],
    "tarocchini-sheet-edges/04-total-corrected-back.json": [(0, 67, "wrong_total")],
    "tarocchini-sheet-edges/05-component-lines-clean.json": [],
    "tarocchini-sheet-edges/06-component-line-wrong.json": [(1, 71, "wrong_score")],
    "tarocchini-sheet-edges/07-component-total-wrong.json": [(2, 72, "wrong_total")],
    "tarocchini-sheet-edges/08-midsession-start-totals.json": [],
    "tarocchini-sheet-edges/09-midsession-total-from-zero.json": [(0, 68, "wrong_total")],
    "tarocchini-sheet-edges/10-reaches-800-new-game.json": [],
    "tarocchini-sheet-edges/11-reaches-800-total-short.json": [(0, 67, "wrong_total")],
    "tarocchini-sheet-edges/12-won-on-declarations.json": [],
    "tarocchini-sheet-edges/13-terziglio-seat-lines-clean.json": [],
    "tarocchini-sheet-edges/14-terziglio-seat-line-wrong.json": [(1, 60, "wrong_score")],
    "tarocchini-sheet-edges/15-terziglio-total-slip-carried.json": [(0, 65, "wrong_total")],
    "ulti-session-edges/01-clean-rotation.json": [],
    "ulti-session-edges/02-clean-midsession-fold.json": [],
    "ulti-session-edges/03-clean-two-rotations.json": [],
    "ulti-session-edges/04-clean-final-totals.json": [],
    "ulti-session-edges/05-redeal-same-dealer.json": [],
    "ulti-session-edges/06-redeal-rotation-moves.json": [],
    "ulti-session-edges/07-first-bidder-passes.json": [(1, 1, "illegal_bid")],
    "ulti-session-edges/08-wrong-dealer-field.json": [(2, None, "wrong_dealer")],
    # ulti-session-edges/09-wrong-first-bidder: (c, taken in session 36) the opening bid written for seat 1 in seat 0's slot (seat 0 laid the two cards away, closes the auction, names trumps and leads) was read as Béla's standing contract: 6 findings where one fits; a call right after the due seat's discard is his
    "ulti-session-edges/09-wrong-first-bidder.json": [(3, 1, "out_of_turn")],
    "ulti-session-edges/10-wrong-running-total.json": [(1, 40, "wrong_total")],
    "ulti-session-edges/11-wrong-payment.json": [(2, 35, "wrong_payment")],
    "ulti-session-edges/12-midsession-total-ignores-start.json": [(0, 41, "wrong_total")],
    "ulti-session-edges/13-final-total-wrong.json": [(2, 38, "wrong_total")],
    "ulti-session-edges/14-fold-wrong-payment.json": [(1, 7, "wrong_payment")],
    "ulti-session-edges/15-out-of-rotation-deal.json": [(4, None, "wrong_dealer")],
    "real-faults-near-slips-8/01-danish-payment-swapped.json": [(0, 81, "wrong_payment")],
    # real-faults-near-slips-8/02-danish-payment-written-twice: (b) my code guess (wrong_payment) read the listing's Danish parenthetical for unexpected_payment as exhaustive; a copied payment is one 'nothing calls for' (same event; Ulti gives wrong_payment for the same slip)
    "real-faults-near-slips-8/02-danish-payment-written-twice.json": [(1, 44, "unexpected_payment")],
    # real-faults-near-slips-8/03-danish-plays-swapped: (c) one slip, three findings: the §18 large penalty (20 to each pool) for the card out of turn is also reported missing because the record carries every payment; I read it as part of the out_of_turn annotation's penalty
    # (session 36) the record pays no fine for the card out of turn: read as a slip of the record, the fine not due
    "real-faults-near-slips-8/03-danish-plays-swapped.json": [(0, 16, "out_of_turn")],
    "real-faults-near-slips-8/04-danish-dealer-off-by-one.json": [(1, None, "wrong_dealer")],
    "real-faults-near-slips-8/05-galician-payment-swapped.json": [(1, 46, "wrong_payment")],
    "real-faults-near-slips-8/06-galician-dealer-off-by-one.json": [(1, None, "wrong_dealer")],
    # real-faults-near-slips-8/07-galician-play-written-twice: (c, taken in session 36) a play line written twice was read under take_back=mistaken_follow as taking ND back and playing ND (a card_taken_back warning alone); I expected card_not_in_hand at the copy (§24 allows taking back to change a card, the copy changes nothing); now the copy is out_of_turn (copied), as in Danish
    "real-faults-near-slips-8/07-galician-play-written-twice.json": [(1, 10, "out_of_turn")],
    "real-faults-near-slips-8/08-ulti-payment-swapped.json": [(0, 38, "wrong_payment")],
    "real-faults-near-slips-8/09-ulti-plays-swapped.json": [(0, 13, "out_of_turn")],
    # real-faults-near-slips-8/10-ulti-contra-just-after-first-card: (c) contra is said 'when putting out one's card to the first trick' (1 回目のカード勝負に手札を出すとき); the engine wants the line before the card, I read the line right after it (before the next card) as with it; since session 36 the record's doubled payments are read as the table taking it (the late contra the one finding; it was two wrong_payments too)
    "real-faults-near-slips-8/10-ulti-contra-just-after-first-card.json": [(0, 7, "illegal_double")],
    "real-faults-near-slips-8/11-rage-bid-written-twice.json": [(1, 2, "repeated_bid")],
    "real-faults-near-slips-8/12-rage-score-under-wrong-seat.json": [(0, 45, "wrong_score")],
    "real-faults-near-slips-8/13-ottocento-declaration-just-after-first-card.json": [
        (1, 7, "late_declaration")
    ],
    # real-faults-near-slips-8/14-terziglio-score-under-wrong-seat: (c) seat 0's 0 written under seat 2 beside seat 2's own 3: the engine adds a seat's score lines (0+3 = 3, right) and finds nothing; read one line per seat, ev 66 says seat 2 scored 0 (wrong_score)
    "real-faults-near-slips-8/14-terziglio-score-under-wrong-seat.json": [],
    "real-faults-near-slips-8/15-terziglio-dealer-off-by-one.json": [(1, None, "wrong_dealer")],
    "danish-void-deal-edges/01-skat-void-base.json": [(0, 8, "illegal_skat")],
    "danish-void-deal-edges/02-skat-void-fine-20.json": [(0, 8, "illegal_skat"), (0, 13, "wrong_payment")],
    # danish-void-deal-edges/03-skat-void-fee-handed-back: (c, taken in session 36) the source does not say whether a void deal's fee is handed back; the engine keeps it, and now reads a record whose pools hand it back so (it was two unexpected_payments)
    "danish-void-deal-edges/03-skat-void-fee-handed-back.json": [(0, 8, "illegal_skat")],
    "danish-void-deal-edges/04-skat-void-same-dealer-again.json": [
        (0, 8, "illegal_skat"),
        (1, None, "wrong_dealer"),
    ],
    "danish-void-deal-edges/05-skat-void-found-late.json": [(0, 8, "illegal_skat")],
    "danish-void-deal-edges/06-skat-void-last-trick-kept.json": [
        (0, 8, "illegal_skat"),
        (0, 87, "unexpected_payment"),
    ],
    "danish-void-deal-edges/07-decl-void-refunded.json": [(0, 10, "false_declaration")],
    "danish-void-deal-edges/08-decl-void-one-refund-missing.json": [
        (0, 10, "false_declaration"),
        (0, 12, "unexpected_payment"),
    ],
    # danish-void-deal-edges/09-misdeal-after-play: (b) the auditor guessed no event; the engine anchors the irreparable misdeal at the first lead (found after the first trick began)
    "danish-void-deal-edges/09-misdeal-after-play.json": [(0, 12, "misdeal")],
    "danish-void-deal-edges/10-misdeal-before-play.json": [(0, None, "misdeal")],
    "danish-void-deal-edges/11-redeal-no-trumps.json": [],
    "danish-void-deal-edges/12-redeal-with-trump.json": [(0, 8, "redeal_with_trumps")],
    "danish-void-deal-edges/13-sheet-skat-void-base.json": [(0, 0, "illegal_skat")],
    "danish-void-deal-edges/14-sheet-skat-void-fine-20.json": [(0, 0, "illegal_skat"), (0, 5, "wrong_score")],
    "danish-void-deal-edges/15-sheet-skat-void-same-dealer.json": [
        (0, 0, "illegal_skat"),
        (1, None, "wrong_dealer"),
    ],
    "rage-sheet-slips/01-score-under-seat-before.json": [(1, 42, "wrong_score")],
    "rage-sheet-slips/02-score-under-seat-after.json": [(0, 25, "wrong_score")],
    "rage-sheet-slips/03-total-slip-carried.json": [(1, 46, "wrong_total")],
    "rage-sheet-slips/04-total-slip-corrected.json": [(1, 47, "wrong_total")],
    "rage-sheet-slips/05-score-slip-carried.json": [(1, 24, "wrong_score")],
    "rage-sheet-slips/06-total-before-score-clean.json": [],
    "rage-sheet-slips/07-total-before-score-slip.json": [(1, 47, "wrong_score")],
    "rage-sheet-slips/08-bid-under-later-seat.json": [(1, 1, "bid_out_of_turn")],
    # rage-sheet-slips/09-bid-under-earlier-seat: (c, taken in session 36) a bid written under the seat that bid just before, in the due seat's turn: it was a repeated bid and a missing bid; now one slip of the pen, the due seat's bid (the sheet's +10 for him fits it)
    "rage-sheet-slips/09-bid-under-earlier-seat.json": [(1, 2, "bid_out_of_turn")],
    "rage-sheet-slips/10-last-total-winner.json": [(9, 15, "wrong_total")],
    "rage-sheet-slips/11-midsession-start-misread.json": [(0, 29, "wrong_total")],
    "rage-sheet-slips/12-midsession-tie.json": [(0, 12, "wrong_total")],
    "rage-sheet-slips/13-pm1-bid-under-dealer.json": [(1, 2, "bid_out_of_turn")],
    "rage-sheet-slips/14-durch-forgotten.json": [(1, 22, "wrong_score")],
    "rage-sheet-slips/15-durch-last-round-doubled.json": [(2, 12, "wrong_score")],
    "danish-fresh-6/01-clean-session.json": [],
    "danish-fresh-6/02-card-points-table.json": [],
    "danish-fresh-6/03-pools-three-kings.json": [],
    "danish-fresh-6/04-pagat-ultimo-przydupek.json": [],
    "danish-fresh-6/05-tout.json": [],
    "danish-fresh-6/06-nolo.json": [],
    "danish-fresh-6/07-revoke.json": [(0, 35, "revoke")],
    "danish-fresh-6/08-failure-to-trump.json": [(1, 59, "failure_to_trump")],
    "danish-fresh-6/09-illegal-skat.json": [(0, 8, "illegal_skat")],
    "danish-fresh-6/10-false-declaration.json": [(0, 10, "false_declaration")],
    "danish-fresh-6/11-lead-out-of-turn.json": [(0, 46, "out_of_turn")],
    "danish-fresh-6/12-false-joker-demand.json": [(0, 83, "false_joker_demand")],
    "danish-fresh-6/13-wrong-payment.json": [(1, 60, "wrong_payment")],
    "danish-fresh-6/14-missing-payment.json": [(0, None, "missing_payment")],
    "danish-fresh-6/15-joker-second-last.json": [(0, 87, "joker_second_last")],
    "rage-variants-edges/01-clean-pm1-4p.json": [],
    "rage-variants-edges/02-pm1-dealer-makes-total-5p.json": [(3, 4, "bid_forbidden_plus_minus_one")],
    "rage-variants-edges/03-hidden-bids-written-after-play-4p.json": [
        (2, 32, "bid_out_of_turn"),
        (2, 33, "bid_out_of_turn"),
        (2, 34, "bid_out_of_turn"),
        (2, 35, "bid_out_of_turn"),
    ],
    "rage-variants-edges/04-clean-hidden-seat0-first-6p.json": [],
    "rage-variants-edges/05-hidden-one-slip-after-first-trick-4p.json": [(4, 7, "bid_out_of_turn")],
    "rage-variants-edges/06-clean-secret-7p.json": [],
    "rage-variants-edges/07-secret-slip-after-scores-3p.json": [(1, 32, "bid_out_of_turn")],
    "rage-variants-edges/08-secret-missed-scored-made-8p.json": [(2, 72, "wrong_score")],
    "rage-variants-edges/09-clean-durch-4p.json": [],
    "rage-variants-edges/10-durch-last-round-doubled-5p.json": [(9, 12, "wrong_score")],
    "rage-variants-edges/11-no-durch-doubled-3p.json": [(7, 13, "wrong_score")],
    "rage-variants-edges/12-durch-not-doubled-6p.json": [(8, 18, "wrong_score")],
    "rage-variants-edges/13-clean-all-four-4p.json": [],
    "rage-variants-edges/14-pm1-secret-total-equal-5p.json": [(5, 29, "bid_forbidden_plus_minus_one")],
    # rage-variants-edges/15-pm1-hidden-total-equal-4p: (c) hidden bids have no last bidder; the engine charges the dealer (last in turn order, event 0), the blind expectation the last slip written (event 3); the source is silent, the dealer reading preferred
    "rage-variants-edges/15-pm1-hidden-total-equal-4p.json": [(3, 0, "bid_forbidden_plus_minus_one")],
    "ulti-goals-table/01-clean-red-40-100-ulti.json": [],
    "ulti-goals-table/02-red-ulti-paid-plain.json": [(0, 38, "wrong_payment")],
    "ulti-goals-table/03-clean-ulti-lost-contra.json": [],
    "ulti-goals-table/04-ulti-penalty-doubled-by-contra.json": [(0, 42, "wrong_payment")],
    "ulti-goals-table/05-hier-40-100-ulti-under-red-40-100.json": [(0, 4, "illegal_bid")],
    "ulti-goals-table/06-clean-red-40-100-over-40-100-ulti.json": [],
    "ulti-goals-table/07-hier-40-100-durch-ties-red-ulti.json": [(0, 4, "illegal_bid")],
    "ulti-goals-table/08-ultinet-20-100-lost-paid-8.json": [(0, 37, "wrong_payment")],
    "ulti-goals-table/09-ultinet-ulti-ties-40-100.json": [(0, 4, "illegal_bid")],
    "ulti-goals-table/10-clean-party-silent-100.json": [],
    "ulti-goals-table/11-party-and-silent-100-both-paid.json": [(0, 37, "unexpected_payment")],
    "ulti-goals-table/12-clean-defender-silent-ulti-lost.json": [],
    "ulti-goals-table/13-clean-party-silent-durchmarsch.json": [],
    "ulti-goals-table/14-open-durch-trumps-paid-12.json": [(0, 37, "wrong_payment")],
    "ulti-goals-table/15-betli-contra-paid-to-both.json": [(0, 37, "wrong_payment")],
    "danish-penalty-table/01-clean-base-3p.json": [],
    "danish-penalty-table/02-clean-base-4p.json": [],
    "danish-penalty-table/03-lead-out-of-turn-large.json": [(0, 30, "out_of_turn")],
    "danish-penalty-table/04-lead-out-of-turn-overfined.json": [
        (0, 30, "out_of_turn"),
        (0, 33, "wrong_payment"),
        (0, 34, "wrong_payment"),
    ],
    "danish-penalty-table/05-false-joker-demand.json": [(1, 80, "false_joker_demand")],
    # danish-penalty-table/06-false-joker-demand-unpaid.json: (b) I expected one deal-level missing_payment; the engine names each pool line missing (20 to each pool), two findings
    "danish-penalty-table/06-false-joker-demand-unpaid.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, 80, "false_joker_demand"),
    ],
    "danish-penalty-table/07-declared-before-dealer-4p.json": [(0, 11, "declaration_before_dealer")],
    "danish-penalty-table/08-illegal-skat-king-void-4p.json": [(0, 10, "illegal_skat")],
    # danish-penalty-table/09-illegal-skat-fine-to-players.json: (b) I also expected a missing_payment; the engine reads each 40 paid to a player as that pool line misdirected (one slip, one finding)
    "danish-penalty-table/09-illegal-skat-fine-to-players.json": [
        (0, 8, "illegal_skat"),
        (0, 15, "wrong_payment"),
        (0, 16, "wrong_payment"),
    ],
    "danish-penalty-table/10-false-declaration-void.json": [(0, 15, "false_declaration")],
    "danish-penalty-table/11-declaration-corrected-before-lead.json": [],
    "danish-penalty-table/12-revoke-void.json": [(0, 45, "revoke")],
    "danish-penalty-table/13-fine-for-looking-at-cards.json": [
        (1, 2, "unexpected_payment"),
        (1, 3, "unexpected_payment"),
    ],
    # danish-penalty-table/14-out-of-turn-fine-from-sitter-4p.json: (b) I also expected a missing_payment; the engine reads the sitter's two lines as the offender's, misattributed (one slip, one finding)
    "danish-penalty-table/14-out-of-turn-fine-from-sitter-4p.json": [
        (1, 23, "out_of_turn"),
        (1, 25, "wrong_payment"),
        (1, 26, "wrong_payment"),
    ],
    "danish-penalty-table/15-joker-second-last-void.json": [(0, 90, "joker_second_last")],
    "galician-announce-edges/01-clean-3p-ultimo-made.json": [],
    "galician-announce-edges/02-clean-4p-tarocks-contra-won.json": [],
    "galician-announce-edges/03-clean-5p-helper-tarocks-lost.json": [],
    "galician-announce-edges/04-3p-recontra-won.json": [],
    "galician-announce-edges/05-3p-ultimo-announced-failed.json": [],
    "galician-announce-edges/06-3p-pagat-released.json": [(0, 20, "pagat_released")],
    "galician-announce-edges/07-3p-helper-announces-ultimo.json": [(0, 7, "illegal_announcement")],
    "galician-announce-edges/08-4p-king-contra.json": [(0, 8, "sitter_acted")],
    "galician-announce-edges/09-3p-wrong-tarock-count.json": [(0, 5, "wrong_tarock_count")],
    "galician-announce-edges/10-3p-contra-ultimo-made.json": [],
    "galician-announce-edges/11-4p-four-kings-announced-lost.json": [],
    "galician-announce-edges/12-5p-helper-silent-trull.json": [],
    "galician-announce-edges/13-3p-silent-ultimo-lost.json": [],
    "galician-announce-edges/14-3p-tarocks-announced-game-lost.json": [],
    "galician-announce-edges/15-3p-silent-volat.json": [],
    # ulti-silent-red-edges: 15 of 15 agree; 11 adds a marriage_redundant warning (b: a 40 announced in 40-100)
    "ulti-silent-red-edges/01-clean-red-party.json": [],
    "ulti-silent-red-edges/02-red-silent-100-declarer.json": [],
    "ulti-silent-red-edges/03-red-silent-ulti-declarer.json": [],
    "ulti-silent-red-edges/04-red-seven-lost-declarer.json": [],
    "ulti-silent-red-edges/05-red-silent-ulti-defender.json": [],
    "ulti-silent-red-edges/06-red-seven-lost-defender.json": [],
    "ulti-silent-red-edges/07-red-seven-lost-defender-settled-with-declarer-only.json": [
        (0, None, "missing_payment")
    ],
    "ulti-silent-red-edges/08-red-silent-100-defenders.json": [],
    "ulti-silent-red-edges/09-red-silent-durchmarsch-defenders.json": [],
    "ulti-silent-red-edges/10-red-ulti-contra-lost.json": [],
    "ulti-silent-red-edges/11-red-40-100-contra-recontra.json": [],
    "ulti-silent-red-edges/12-open-durch-12-trumps-true.json": [],
    "ulti-silent-red-edges/13-open-durch-12-no-trumps-field.json": [(0, 1, "illegal_bid")],
    "ulti-silent-red-edges/14-red-open-durch-12-option.json": [],
    "ulti-silent-red-edges/15-open-durch-table-no-trumps-field.json": [],
    # tarocchini-count-edges: the count after play (pairs, last trick, combinations from the tricks, 800, game points)
    "tarocchini-count-edges/01-otto-clean-base.json": [],
    "tarocchini-count-edges/02-otto-clean-breakdown.json": [],
    # tarocchini-count-edges/03: (c, fixed in session 37: ottocento.sheet-seat) a declaration line written
    # against the declaring seat counts for its team (it rejected the transcript, bad_party)
    "tarocchini-count-edges/03-otto-per-player-declarations.json": [],
    "tarocchini-count-edges/04-otto-raw-card-points.json": [(0, 67, "wrong_score"), (0, 69, "wrong_score")],
    # tarocchini-count-edges/05-otto-last-trick-wrong-team.json: (c) one line written for the wrong team is one finding;
    # team1's sheet has no last_trick line, read as not written rather than as 0
    "tarocchini-count-edges/05-otto-last-trick-wrong-team.json": [(0, 70, "wrong_score")],
    "tarocchini-count-edges/06-otto-trick-combos-omitted.json": [
        (0, 65, "wrong_score"),
        (0, 66, "wrong_score"),
    ],
    "tarocchini-count-edges/07-otto-dealer-no-trick.json": [],
    "tarocchini-count-edges/08-otto-matto-to-opponent.json": [],
    "tarocchini-count-edges/09-otto-total-slip.json": [(1, 67, "wrong_total")],
    "tarocchini-count-edges/10-otto-800-new-game.json": [],
    "tarocchini-count-edges/11-terz-clean-base.json": [],
    "tarocchini-count-edges/12-terz-round-up.json": [],
    "tarocchini-count-edges/13-terz-five-short.json": [],
    "tarocchini-count-edges/14-terz-tie-loses.json": [],
    "tarocchini-count-edges/15-terz-solo-doubled.json": [],
    "sim-faults-d/01-ulti-clean-contras-fold.json": [],
    "sim-faults-d/02-ulti-clean-compulsory-fold.json": [],
    "sim-faults-d/03-ulti-revoke.json": [(2, 18, "revoke")],
    "sim-faults-d/04-ulti-ultinet-failure-to-trump.json": [(3, 15, "failure_to_trump")],
    "sim-faults-d/05-ulti-failure-to-overtake.json": [(2, 22, "failure_to_overtake")],
    "sim-faults-d/06-ulti-illegal-discard.json": [(3, 3, "illegal_discard")],
    "sim-faults-d/07-ulti-illegal-bid.json": [(2, 4, "illegal_bid")],
    "sim-faults-d/08-ulti-wrong-payment.json": [(2, 47, "wrong_payment")],
    "sim-faults-d/09-rage-clean-pm1-4p.json": [],
    "sim-faults-d/10-rage-clean-hidden-durch.json": [],
    "sim-faults-d/11-rage-secret-out-of-turn.json": [(3, 12, "out_of_turn")],
    "sim-faults-d/12-rage-card-not-in-hand.json": [(5, 21, "card_not_in_hand")],
    # sim-faults-d/13-rage-wrong-score: (c) blind expected wrong_total at each later total carrying the +2; the engine flags the one slip (wrong_score) and shows the carried -2 in session.totals.difference; the source only says the rounds are summed, the engine's one-slip-one-finding reading preferred
    "sim-faults-d/13-rage-wrong-score.json": [(6, 27, "wrong_score")],
    "sim-faults-d/14-rage-wrong-total.json": [(9, 10, "wrong_total")],
    "sim-faults-e/01-danish-clean-3p.json": [],
    "sim-faults-e/02-danish-clean-4p.json": [],
    "sim-faults-e/03-danish-revoke-3p.json": [(2, 10, "revoke")],
    "sim-faults-e/04-danish-failure-to-trump-4p.json": [(2, 45, "failure_to_trump")],
    "sim-faults-e/05-danish-missing-payment-3p.json": [(2, None, "missing_payment")],
    "sim-faults-e/06-danish-wrong-pool-share-4p.json": [(2, 99, "wrong_payment")],
    "sim-faults-e/07-galician-clean-3p.json": [],
    "sim-faults-e/08-galician-clean-5p.json": [],
    "sim-faults-e/09-galician-king-discarded-3p.json": [(2, 4, "illegal_discard")],
    "sim-faults-e/10-galician-card-not-in-hand-4p.json": [(2, 15, "card_not_in_hand")],
    "sim-faults-e/11-galician-out-of-turn-5p.json": [(2, 24, "out_of_turn")],
    "sim-faults-e/12-galician-pass-volat-with-pagat-4p.json": [(2, 1, "illegal_bid")],
    "sim-faults-e/13-galician-wrong-payment-3p.json": [(2, 44, "wrong_payment")],
    # rage-action-combos-2: all 15 agree with the blind expectations (13 and 15: a stock_exhausted warning at event 17, as expected)
    "rage-action-combos-2/01-clean-two-change.json": [],
    "rage-action-combos-2/02-two-change-action-while-able.json": [(0, 7, "action_card_while_able_to_follow")],
    "rage-action-combos-2/03-notrump-then-change.json": [],
    "rage-action-combos-2/04-clean-change-then-notrump.json": [],
    "rage-action-combos-2/05-two-notrump.json": [],
    "rage-action-combos-2/06-two-notrump-action-while-able.json": [
        (0, 7, "action_card_while_able_to_follow")
    ],
    "rage-action-combos-2/07-clean-two-wild-same-colour.json": [],
    "rage-action-combos-2/08-clean-two-wild-trump.json": [],
    "rage-action-combos-2/09-clean-wild-led.json": [],
    "rage-action-combos-2/10-wild-led-revoke.json": [(0, 6, "revoke")],
    "rage-action-combos-2/11-clean-action-led-all-action.json": [],
    "rage-action-combos-2/12-action-led-revoke.json": [(0, 7, "revoke")],
    "rage-action-combos-2/13-stock-runs-out.json": [],
    "rage-action-combos-2/14-clean-wild-trump-then-change.json": [],
    "rage-action-combos-2/15-stock-runs-out-trump-matters.json": [],
    "ulti-sim-silent/01-clean-silent-100-red-silent-ulti-betli-contra.json": [],
    "ulti-sim-silent/02-clean-silent-ulti-to-partner-40-100-open-betli.json": [],
    # ulti-sim-silent/03-clean-silent-durchmarsch-20-100-four-aces-open-durch: (b) the generator named hearts as trumps in a plain party (the source: hearts only in a red bid); the silent durchmarsch is then doubled as hearts are trumps; 14 is the corrected session, clean
    "ulti-sim-silent/03-clean-silent-durchmarsch-20-100-four-aces-open-durch.json": [
        (0, 5, "bad_trump"),
        (0, 39, "wrong_payment"),
        (0, 40, "wrong_payment"),
    ],
    "ulti-sim-silent/04-revoke-defender-lose-all-goals.json": [(1, 18, "revoke")],
    "ulti-sim-silent/05-failure-to-trump-red-silent-ulti-lost.json": [(1, 17, "failure_to_trump")],
    "ulti-sim-silent/06-failure-to-overtake-defenders-silent-100.json": [(1, 13, "failure_to_overtake")],
    # ulti-sim-silent/07-false-marriage-contra-recontra-ulti: (b) the generator named hearts as trumps in a plain party; 15 is the corrected session
    "ulti-sim-silent/07-false-marriage-contra-recontra-ulti.json": [
        (0, 5, "bad_trump"),
        (0, 8, "false_marriage"),
    ],
    "ulti-sim-silent/08-marriage-in-40-100-red-silent-durch-and-100.json": [(0, 7, "marriage_not_allowed")],
    "ulti-sim-silent/09-wrong-payment-red-silent-ulti-to-partner.json": [(1, 38, "wrong_payment")],
    "ulti-sim-silent/10-wrong-payment-red-silent-100-undoubled.json": [(0, 36, "wrong_payment")],
    "ulti-sim-silent/11-wrong-payment-ulti-penalty-doubled.json": [(0, 42, "wrong_payment")],
    "ulti-sim-silent/12-illegal-contra-undeclared-goal.json": [(0, 10, "illegal_double")],
    "ulti-sim-silent/13-illegal-contra-late-ultinet-four-tens.json": [(1, 10, "illegal_double")],
    "ulti-sim-silent/14-clean-silent-durchmarsch-spades-20-100-four-aces-open-durch.json": [],
    "ulti-sim-silent/15-false-marriage-acorns-contra-recontra-ulti.json": [(0, 8, "false_marriage")],
    "danish-joker-tout-sim/01-clean-3p-joker.json": [],
    "danish-joker-tout-sim/02-clean-4p-session.json": [],
    "danish-joker-tout-sim/03-clean-tout-nolo-shown.json": [],
    "danish-joker-tout-sim/04-joker-unnamed.json": [(1, 10, "joker_not_named")],
    "danish-joker-tout-sim/05-joker-rename-third-holds.json": [(1, 31, "bad_joker_naming")],
    "danish-joker-tout-sim/06-false-joker-demand.json": [(1, 85, "false_joker_demand")],
    # danish-joker-tout-sim/07-failed-tout.json: (c) the source does not say where the failed Tout is found; the
    # blind guess was the deal (event None), the engine names the last card (event 87)
    "danish-joker-tout-sim/07-failed-tout.json": [(1, 87, "failed_tout")],
    "danish-joker-tout-sim/08-tout-underpaid.json": [(1, 89, "wrong_payment")],
    "danish-joker-tout-sim/09-nolo-card-points.json": [
        (1, 93, "unexpected_payment"),
        (1, 94, "unexpected_payment"),
    ],
    "danish-joker-tout-sim/10-skat-trumps-kept.json": [(1, 2, "illegal_skat")],
    "danish-joker-tout-sim/11-joker-demand-in-skat.json": [(1, 77, "false_joker_demand")],
    "danish-joker-tout-sim/12-przydupek-underpaid.json": [(1, 93, "wrong_payment")],
    "danish-joker-tout-sim/13-4p-sitter-pays-declaration.json": [(1, 5, "unexpected_payment")],
    "danish-joker-tout-sim/14-session-end-unequal.json": [(2, 97, "wrong_payment"), (2, 98, "wrong_payment")],
    "danish-joker-tout-sim/15-4p-sitter-demands-joker.json": [(1, 79, "sitter_acted")],
    "terziglio-sessions/01-clean-base.json": [],
    "terziglio-sessions/02-clean-monte.json": [],
    "terziglio-sessions/03-clean-zero-sum.json": [],
    "terziglio-sessions/04-clean-nineteen.json": [],
    "terziglio-sessions/05-clean-solo-doubles.json": [],
    "terziglio-sessions/06-clean-zero-sum-solo-doubles.json": [],
    "terziglio-sessions/07-clean-start-allpass.json": [],
    "terziglio-sessions/08-wrong-score-line.json": [(1, 59, "wrong_score")],
    "terziglio-sessions/09-total-slip.json": [(2, 60, "wrong_total")],
    "terziglio-sessions/10-total-carried-wrong.json": [(1, 61, "wrong_total")],
    "terziglio-sessions/11-bid-out-of-turn.json": [(1, 1, "bid_out_of_turn")],
    "terziglio-sessions/12-wrong-dealer.json": [(3, None, "wrong_dealer")],
    "terziglio-sessions/13-missing-total.json": [],
    "terziglio-sessions/14-zero-sum-sign-slip.json": [(0, 57, "wrong_score")],
    "terziglio-sessions/15-monte-wrong-dealer.json": [(2, None, "wrong_dealer")],
    "galician-5p-sessions/01-clean-4p-session.json": [],
    "galician-5p-sessions/03-4p-king-unpaid.json": [(1, None, "missing_payment")],
    "galician-5p-sessions/04-4p-wrong-dealer.json": [(4, None, "wrong_dealer")],
    "galician-5p-sessions/05-4p-pool-total-wrong.json": [(2, 52, "wrong_total")],
    "galician-5p-sessions/06-4p-allpass.json": [],
    "galician-5p-sessions/07-4p-ultimo-restake.json": [],
    "galician-5p-sessions/08-4p-restake-missing.json": [(3, None, "missing_payment")],
    "galician-5p-sessions/09-clean-5p-kolejka.json": [],
    "galician-5p-sessions/10-5p-two-kolejki.json": [],
    "galician-5p-sessions/11-5p-sitter-paid.json": [(1, 47, "unexpected_payment")],
    # galician-5p-sessions/12-5p-sitter-early.json: (b) start.pools makes the record a mid-session one, so the first sitter's kolejka may have begun before it
    "galician-5p-sessions/12-5p-sitter-early.json": [],
    # galician-5p-sessions/14-leave-5to4.json: (c) the source is silent on a seat leaving; the engine reads the leaver's [] as a wrong sitter
    "galician-5p-sessions/14-leave-5to4.json": [(4, None, "wrong_sitter")],
    "galician-5p-sessions/15-4p-final-total-wrong.json": [(4, 51, "wrong_total")],
    "danish-joker-edges-2/01-clean-base-3p.json": [],
    "danish-joker-edges-2/02-clean-base-4p.json": [],
    "danish-joker-edges-2/03-auto-naming-3p.json": [],
    "danish-joker-edges-2/04-auto-naming-revoke-3p.json": [(0, 58, "revoke")],
    "danish-joker-edges-2/05-takeover-after-second-3p.json": [],
    # danish-joker-edges-2/06-second-void-names-4p.json: (c, fixed in session 37) the third's true 'void' answer to the second's was flagged; source silent on how the third's check is made known
    "danish-joker-edges-2/06-second-void-names-4p.json": [],
    "danish-joker-edges-2/07-withheld-irreparable-3p.json": [(0, 84, "joker_withheld")],
    "danish-joker-edges-2/08-withheld-large-4p.json": [(0, 88, "joker_withheld")],
    "danish-joker-edges-2/09-second-last-irreparable-3p.json": [(0, 97, "joker_second_last")],
    "danish-joker-edges-2/10-second-last-unpaid-4p.json": [(0, 91, "joker_second_last")],
    "danish-joker-edges-2/11-tout-przydupek-3p.json": [],
    "danish-joker-edges-2/12-tout-przydupek-kingrefill-4p.json": [
        (0, 104, "unexpected_payment"),
        (0, 105, "unexpected_payment"),
        (0, 106, "unexpected_payment"),
        (0, 107, "unexpected_payment"),
    ],
    "danish-joker-edges-2/13-joker-led-last-3p.json": [],
    "danish-joker-edges-2/14-nolo-joker-3p.json": [],
    "danish-joker-edges-2/15-nolo-joker-cardpoints-4p.json": [
        (0, 96, "unexpected_payment"),
        (0, 97, "unexpected_payment"),
    ],
    "terziglio-sim-wide/01-clean-terziglio-w8.json": [],
    "terziglio-sim-wide/02-clean-terziglio-w5.json": [],
    "terziglio-sim-wide/03-clean-ottocento.json": [],
    "terziglio-sim-wide/04-terziglio-revoke.json": [(1, 22, "revoke")],
    "terziglio-sim-wide/05-terziglio-failure-to-trump.json": [(2, 37, "failure_to_trump")],
    "terziglio-sim-wide/06-terziglio-discard-king.json": [(3, 4, "illegal_discard")],
    "terziglio-sim-wide/07-terziglio-wrong-score.json": [(1, 60, "wrong_score")],
    "terziglio-sim-wide/08-terziglio-wrong-total.json": [(2, 63, "wrong_total")],
    "terziglio-sim-wide/09-terziglio-false-declaration.json": [(0, 6, "false_declaration")],
    "terziglio-sim-wide/10-ottocento-revoke.json": [(0, 18, "revoke")],
    "terziglio-sim-wide/11-ottocento-failure-to-trump.json": [(1, 52, "failure_to_trump")],
    "terziglio-sim-wide/12-ottocento-discard-king.json": [(2, 0, "illegal_discard")],
    "terziglio-sim-wide/13-ottocento-wrong-score.json": [(0, 66, "wrong_score")],
    "terziglio-sim-wide/14-ottocento-wrong-total.json": [(1, 67, "wrong_total")],
    "terziglio-sim-wide/15-ottocento-false-declaration.json": [(1, 2, "false_declaration")],
    "real-faults-near-slips-9/01-danish-wrong-seat-card.json": [(0, 23, "card_not_in_hand")],
    "real-faults-near-slips-9/02-danish-follower-out-of-turn.json": [(0, 32, "out_of_turn")],
    # real-faults-near-slips-9/03-galician-lead-and-second-swapped.json: (b) a lead/second swap cannot be told from a real early play by the second seat (as in 02/10); the engine reads the trick in its true order and gives one finding
    "real-faults-near-slips-9/03-galician-lead-and-second-swapped.json": [(0, 23, "out_of_turn")],
    "real-faults-near-slips-9/04-galician-real-lead-out-of-turn.json": [(0, 23, "out_of_turn")],
    # real-faults-near-slips-9/05-rage-bid-copied-twice.json: (a, in part, session 37) a same-value bid written twice is flagged, yet the source prescribes repeating the bids ("Před prvním štychem se tipy ještě jednou pro všechny nahlas zopakují"); the full repetition after the bidding (probe P1) is now no fault, a line copied mid-bidding stays repeated_bid (three other blind readers planted it as one finding)
    "real-faults-near-slips-9/05-rage-bid-copied-twice.json": [(0, 2, "repeated_bid")],
    "real-faults-near-slips-9/06-rage-real-second-bid.json": [(0, 4, "repeated_bid")],
    # real-faults-near-slips-9/07-rage-scores-on-swapped-lines.json: (c) two scores on each other's line with right totals: two findings for one transposition; prefer one (or a warning)
    # (kept, session 37: one-slip-settlement/01 planted the same swap blind and expected both lines; a
    # one-finding reading also caught three records whose two scores moved with a trick's winner)
    "real-faults-near-slips-9/07-rage-scores-on-swapped-lines.json": [
        (1, 40, "wrong_score"),
        (1, 41, "wrong_score"),
    ],
    "real-faults-near-slips-9/08-rage-real-wrong-score.json": [(1, 42, "wrong_score")],
    "real-faults-near-slips-9/09-ottocento-wrong-seat-card.json": [(0, 26, "card_not_in_hand")],
    "real-faults-near-slips-9/10-ottocento-follower-out-of-turn.json": [(0, 34, "out_of_turn")],
    # real-faults-near-slips-9/11-ulti-payment-wrong-direction.json: (c) from/to swapped while the written totals follow the rules; the code list puts direction under wrong_payment; prefer a warning
    "real-faults-near-slips-9/11-ulti-payment-wrong-direction.json": [(0, 36, "wrong_payment")],
    "real-faults-near-slips-9/12-ulti-real-wrong-payment.json": [(0, 36, "wrong_payment")],
    # real-faults-near-slips-9/13-terziglio-bid-copied-twice.json: (c) the same call written twice in a row; source silent on repeats; prefer no violation for a call equal to the standing one
    "real-faults-near-slips-9/13-terziglio-bid-copied-twice.json": [(0, 2, "bid_out_of_turn")],
    "real-faults-near-slips-9/14-terziglio-real-second-bid.json": [(0, 3, "bid_out_of_turn")],
    "rage-big-tables/01-clean-8p-standard.json": [],
    "rage-big-tables/02-clean-7p-pm1-durch.json": [],
    "rage-big-tables/03-clean-6p-hidden-pm1.json": [],
    "rage-big-tables/04-clean-8p-secret-durch.json": [],
    "rage-big-tables/05-revoke-8p-r8.json": [(7, 19, "revoke")],
    "rage-big-tables/06-action-able-7p-r8.json": [(7, 11, "action_card_while_able_to_follow")],
    "rage-big-tables/07-bid-out-of-turn-7p-r8.json": [(7, 2, "bid_out_of_turn")],
    "rage-big-tables/08-pm1-forbidden-7p-r10.json": [(9, 6, "bid_forbidden_plus_minus_one")],
    "rage-big-tables/09-wrong-score-6p-r9.json": [(8, 20, "wrong_score")],
    # rage-big-tables/10-wrong-total-8p-r9.json: (c) a total slip carried by the sheet into round 10 is flagged once, at its origin; the source only says the ten rounds are summed
    "rage-big-tables/10-wrong-total-8p-r9.json": [(8, 36, "wrong_total")],
    "rage-big-tables/11-not-in-hand-8p-r9.json": [(8, 17, "card_not_in_hand")],
    "rage-big-tables/12-hidden-late-bid-6p-r8.json": [(7, 6, "bid_out_of_turn")],
    "rage-big-tables/13-pm1-hidden-forbidden-6p-r8.json": [(7, 0, "bid_forbidden_plus_minus_one")],
    "rage-big-tables/14-durch-undoubled-7p.json": [(8, 27, "wrong_score")],
    "ottocento-sessions/01-clean-game-to-800.json": [],
    "ottocento-sessions/02-clean-both-over-800.json": [],
    "ottocento-sessions/03-clean-won-on-declarations.json": [],
    "ottocento-sessions/04-clean-contatori-declared.json": [],
    "ottocento-sessions/05-total-carried-wrong.json": [(2, 74, "wrong_total")],
    "ottocento-sessions/06-declaration-missed-on-sheet.json": [(0, 69, "wrong_score")],
    # ottocento-sessions/07-game-won-too-early.json: (c) one slip (both totals begun again at 0) is one finding; I expected one per team
    "ottocento-sessions/07-game-won-too-early.json": [(1, 73, "wrong_total")],
    # ottocento-sessions/08-game-not-closed-at-800.json: (c) one slip (both totals carried past the game) is one finding; I expected one per team
    "ottocento-sessions/08-game-not-closed-at-800.json": [(6, 73, "wrong_total")],
    "ottocento-sessions/09-dealer-out-of-turn-last.json": [(3, None, "wrong_dealer")],
    "ottocento-sessions/10-dealer-out-of-turn-mid.json": [(2, None, "wrong_dealer")],
    "ottocento-sessions/11-revoke.json": [(1, 30, "revoke")],
    "ottocento-sessions/12-contatore-for-king.json": [(1, 2, "false_declaration")],
    "ottocento-sessions/13-new-game-dealer-restarted.json": [(1, None, "wrong_dealer")],
    "ottocento-sessions/14-revoke-in-game-winning-deal.json": [(0, 42, "revoke")],
    # ulti-fresh-7: 15 blind Ulti transcripts (auction and bid ranking, play duties in trump,
    # betli and ulti games, marriages, contra chains, fold, silent bonuses, the UltiNet preset);
    # 14 of 15 agree, the one disagreement is the blind author's (b)
    "ulti-fresh-7/01-clean-red-party-silent-100.json": [],
    "ulti-fresh-7/02-clean-auction-betli-over-ulti.json": [],
    "ulti-fresh-7/03-fault-ulti-below-betli.json": [(0, 4, "illegal_bid")],
    "ulti-fresh-7/04-clean-ulti-contra-chain.json": [],
    "ulti-fresh-7/05-fault-ulti-seven-led-early.json": [(0, 15, "early_trump_seven")],
    "ulti-fresh-7/06-fault-no-undertrump.json": [(0, 27, "failure_to_trump")],
    "ulti-fresh-7/07-clean-low-follow-after-ruff-and-undertrump.json": [],
    "ulti-fresh-7/08-fault-betli-declarer-ducks.json": [(0, 10, "failure_to_overtake")],
    "ulti-fresh-7/09-fault-defender-does-not-overtake.json": [(0, 25, "failure_to_overtake")],
    "ulti-fresh-7/10-clean-40-100-discarded-ten.json": [],
    "ulti-fresh-7/11-fault-marriage-in-40-100.json": [(0, 7, "marriage_not_allowed")],
    "ulti-fresh-7/12-clean-betli-one-contra.json": [],
    "ulti-fresh-7/13-fault-contra-on-unbid-goal.json": [(0, 7, "illegal_double")],
    # ulti-fresh-7/14-clean-fold-then-failed-silent-ulti: (b) the defenders' side made 100 with seat 0's 20 (80 + 20): their silent 100 (red, 4 each) replaces the lost red party, which the blind generator (declarer's 100 only) paid as 2 each
    "ulti-fresh-7/14-clean-fold-then-failed-silent-ulti.json": [
        (1, 37, "wrong_payment"),
        (1, 38, "wrong_payment"),
    ],
    "ulti-fresh-7/15-fault-ultinet-ulti-not-above-40-100.json": [(0, 4, "illegal_bid")],
    "danish-fresh-7/01-clean-base.json": [],
    "danish-fresh-7/02-clean-pagat-ultimo-refill.json": [],
    "danish-fresh-7/03-clean-king-przydupek.json": [],
    "danish-fresh-7/04-clean-skat-all-trumps-pagat.json": [],
    "danish-fresh-7/05-fault-skat-king.json": [(1, 2, "illegal_skat")],
    "danish-fresh-7/06-fault-skat-trump-kept.json": [(0, 8, "illegal_skat")],
    "danish-fresh-7/07-clean-ten-trumps-with-joker.json": [],
    "danish-fresh-7/08-fault-missing-trumps-declaration.json": [(0, 10, "missing_declaration")],
    "danish-fresh-7/09-fault-declaration-before-dealer.json": [(1, 3, "declaration_before_dealer")],
    "danish-fresh-7/10-fault-false-joker-demand.json": [(1, 83, "false_joker_demand")],
    "danish-fresh-7/11-fault-card-points-old-dealer.json": [(0, 100, "wrong_payment")],
    "danish-fresh-7/12-fault-pagat-przydupek-40.json": [(0, 87, "wrong_payment")],
    "danish-fresh-7/13-clean-joker-last-trick.json": [],
    # danish-fresh-7/14-fault-failure-to-trump.json: (b) the first blind version swapped a trump and a side card without keeping the trick winners, so two leads fell out of turn; regenerated (same fault, trick 17), see REPORT.md
    "danish-fresh-7/14-fault-failure-to-trump.json": [(0, 74, "failure_to_trump")],
    "danish-fresh-7/15-clean-4p-king-ultimo-refill.json": [],
    "galician-fresh-6/01-clean-three-won.json": [],
    "galician-fresh-6/02-clean-bottom-held-lost-double.json": [],
    "galician-fresh-6/03-fault-equal-bid-by-later-seat.json": [(0, 2, "illegal_bid")],
    "galician-fresh-6/04-clean-tape-passvolat-solo.json": [],
    "galician-fresh-6/05-fault-passvolat-with-pagat.json": [(0, 2, "illegal_bid")],
    "galician-fresh-6/06-clean-reject-first-three-lost.json": [],
    "galician-fresh-6/07-clean-exactly-33-lost.json": [],
    "galician-fresh-6/08-fault-king-laid-away.json": [(0, 4, "illegal_discard")],
    "galician-fresh-6/09-fault-tarock-laid-away-unshown.json": [(0, 5, "concealed_discard")],
    "galician-fresh-6/10-fault-helper-trumps-holding-suit.json": [(0, 12, "revoke")],
    "galician-fresh-6/11-fault-helper-fails-to-trump.json": [(0, 25, "revoke")],
    "galician-fresh-6/12-fault-pagat-led-early-ultimo.json": [(0, 23, "pagat_released")],
    "galician-fresh-6/13-clean-pagat-forced-out-pool.json": [],
    "galician-fresh-6/14-clean-contra-recontra-won.json": [],
    "galician-fresh-6/15-clean-pool-allpass-then-ultimo.json": [],
    "disputed-rulings/01-danish-clean-2deals-paid.json": [],
    # disputed-rulings/02-danish-session-end-split-left-out.json: (c) the source splits the pools 'Po ostatnim rozdaniu sesji'; a record cannot show its last deal was the session's, so the split is checked when written (01) and not required (blind: missing_payment)
    "disputed-rulings/02-danish-session-end-split-left-out.json": [],
    # disputed-rulings/03-danish-failed-tout-paid.json: (c) failed_tout at the last card (settled after the last trick); blind put it at the first trick the dealer lost (event 21); the large 20 to each pool agrees
    "disputed-rulings/03-danish-failed-tout-paid.json": [(0, 90, "failed_tout")],
    # disputed-rulings/04-danish-failed-tout-joker-demanded-from-skat.json: (c) failed_tout at the last card as in 03 (blind: event 21); the false demand from the skat, large, agrees
    "disputed-rulings/04-danish-failed-tout-joker-demanded-from-skat.json": [
        (0, 82, "false_joker_demand"),
        (0, 91, "failed_tout"),
    ],
    "disputed-rulings/05-ulti-clean-ulti-20-contra.json": [],
    # disputed-rulings/06-ulti-20-said-just-after-own-first-card.json: (c) '1 回目のカード勝負にカードを出すときに' fixes the turn, not word-before-card; blind read a 20 right after one's own card (before the next card) as in time
    "disputed-rulings/06-ulti-20-said-just-after-own-first-card.json": [(0, 9, "marriage_not_allowed")],
    # disputed-rulings/07-ulti-contra-said-just-after-own-first-card.json: (c) as 06 for contra ('手札を出すとき'); the settlement reads the contra as the table took it
    "disputed-rulings/07-ulti-contra-said-just-after-own-first-card.json": [(0, 9, "illegal_double")],
    "disputed-rulings/08-ulti-20-said-after-next-seats-card.json": [(0, 10, "marriage_not_allowed")],
    "disputed-rulings/09-ulti-trump-seven-early-as-revoke.json": [
        (0, 15, "early_trump_seven"),
        (0, 15, "revoke"),
    ],
    "disputed-rulings/10-ulti-trump-seven-led-early.json": [(0, 17, "early_trump_seven")],
    "disputed-rulings/11-ulti-auction-clean-40-100.json": [],
    "disputed-rulings/12-ulti-illegal-bid-ends-auction.json": [(0, 4, "illegal_bid")],
    # disputed-rulings/13-galician-5p-returning-seat-pays-stake.json: (c) §27 'wkłada każdy w grze udział biorący' is read as one stake at the founding; blind had the returning sitter pay on entry
    "disputed-rulings/13-galician-5p-returning-seat-pays-stake.json": [(4, 0, "unexpected_payment")],
    # disputed-rulings/14-galician-5p-returning-seat-no-stake.json: (c) as 13: no stake owed on return (blind: missing_payment)
    "disputed-rulings/14-galician-5p-returning-seat-no-stake.json": [],
    # seats-money-sheets-3/01-danish-cents-clean.json: (c) money at 0.02 a chip: the source counts chips and never prices one; the engine reads amounts as chips, so 43 of 51 payments are wrong_payment (8 lines between seats whose flows net to 0 both as recorded and by the rules are read as netted); prefer a chip/point value option or a uniform scale recognised
    "seats-money-sheets-3/01-danish-cents-clean.json": [
        (0, 0, "wrong_payment"),
        (0, 1, "wrong_payment"),
        (0, 2, "wrong_payment"),
        (0, 3, "wrong_payment"),
        (0, 4, "wrong_payment"),
        (0, 5, "wrong_payment"),
        (0, 6, "wrong_payment"),
        (0, 7, "wrong_payment"),
        (0, 12, "wrong_payment"),
        (0, 13, "wrong_payment"),
        (0, 14, "wrong_payment"),
        (0, 15, "wrong_payment"),
        (0, 55, "wrong_payment"),
        (0, 57, "wrong_payment"),
        (0, 76, "wrong_payment"),
        (0, 77, "wrong_payment"),
        (0, 81, "wrong_payment"),
        (0, 83, "wrong_payment"),
        (0, 99, "wrong_payment"),
        (0, 100, "wrong_payment"),
        (0, 101, "wrong_payment"),
        (1, 0, "wrong_payment"),
        (1, 1, "wrong_payment"),
        (1, 7, "wrong_payment"),
        (1, 9, "wrong_payment"),
        (1, 38, "wrong_payment"),
        (1, 39, "wrong_payment"),
        (1, 73, "wrong_payment"),
        (1, 74, "wrong_payment"),
        (1, 75, "wrong_payment"),
        (1, 80, "wrong_payment"),
        (1, 81, "wrong_payment"),
        (1, 86, "wrong_payment"),
        (1, 87, "wrong_payment"),
        (1, 98, "wrong_payment"),
        (1, 99, "wrong_payment"),
        (1, 100, "wrong_payment"),
        (1, 101, "wrong_payment"),
        (1, 102, "wrong_payment"),
        (1, 103, "wrong_payment"),
        (1, 104, "wrong_payment"),
        (1, 105, "wrong_payment"),
        (1, 106, "wrong_payment"),
    ],
    "seats-money-sheets-3/02-danish-net-lines-clean.json": [],
    "seats-money-sheets-3/03-danish-midway-pool-slip.json": [(1, 86, "wrong_payment")],
    "seats-money-sheets-3/04-danish-substitute-total-slip.json": [(1, 99, "wrong_total")],
    "seats-money-sheets-3/05-danish-redeal-clean.json": [],
    # seats-money-sheets-3/06-galician-cents-clean.json: (a) sec. 18 'Wartosc jednego punktu zalezy od umowy': a record at 0.10 a point is right by the rules, yet every stake, game and pool share is wrong_payment; suggest a point_value option (or a uniform scale recognised)
    # (session 37: kept, documented in README Formats: amounts are the game's units, a club's money is written
    # divided by its stake; the options are enumerated values, and a scale guessed from the record would hide a slip)
    "seats-money-sheets-3/06-galician-cents-clean.json": [
        (0, 0, "wrong_payment"),
        (0, 1, "wrong_payment"),
        (0, 2, "wrong_payment"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
        (0, 50, "wrong_payment"),
        (1, 44, "wrong_payment"),
        (1, 45, "wrong_payment"),
        (1, 46, "wrong_payment"),
    ],
    "seats-money-sheets-3/07-galician-net-lines-slip.json": [(1, 44, "wrong_score")],
    "seats-money-sheets-3/08-galician-midway-clean.json": [],
    "seats-money-sheets-3/09-galician-allpass-dealer-slip.json": [(1, None, "wrong_dealer")],
    "seats-money-sheets-3/10-galician-substitute-clean.json": [],
    # seats-money-sheets-3/11-ulti-cents-clean.json: (c) money at 0.25 a point: the source gives points only; every party payment is wrong_payment; prefer a point_value option
    "seats-money-sheets-3/11-ulti-cents-clean.json": [
        (0, 37, "wrong_payment"),
        (0, 38, "wrong_payment"),
        (1, 36, "wrong_payment"),
        (1, 37, "wrong_payment"),
    ],
    "seats-money-sheets-3/12-ulti-net-lines-clean.json": [],
    "seats-money-sheets-3/13-ulti-midway-contra-slip.json": [(1, 41, "wrong_score")],
    "seats-money-sheets-3/14-ulti-redeal-clean.json": [],
    "seats-money-sheets-3/15-ulti-substitute-fold-slip.json": [(1, 7, "wrong_payment")],
    "fresh-mainstream-4/01-clean-rage.json": [],
    "fresh-mainstream-4/02-fault-rage-revoke.json": [(3, 6, "revoke")],
    "fresh-mainstream-4/03-clean-danish.json": [],
    "fresh-mainstream-4/04-fault-danish-wrong-card-points-payment.json": [(1, 88, "wrong_payment")],
    "fresh-mainstream-4/05-clean-galician.json": [],
    "fresh-mainstream-4/06-fault-galician-card-out-of-turn.json": [(1, 24, "out_of_turn")],
    "fresh-mainstream-4/07-clean-ulti.json": [],
    "fresh-mainstream-4/08-fault-ulti-defender-revoke.json": [(2, 13, "revoke")],
    # fresh-mainstream-4/09-clean-ottocento.json: (b) my simulator applied the trumps-only "no two contatori in a row" rule ('Для козырей последовательность заканчивается') to suit runs; the engine counts K+c+c+J+A and K+Q+c+c, as the text allows
    "fresh-mainstream-4/09-clean-ottocento.json": [(2, 65, "wrong_score")],
    "fresh-mainstream-4/10-fault-ottocento-wrong-score.json": [(1, 65, "wrong_score")],
    "fresh-mainstream-4/11-clean-terziglio.json": [],
    "fresh-mainstream-4/12-fault-terziglio-revoke.json": [(1, 24, "revoke")],
    "ulti-auction-sim-2/01-clean-talon-rounds.json": [],
    "ulti-auction-sim-2/02-clean-same-goals-red.json": [],
    "ulti-auction-sim-2/03-clean-equal-fewer-goals.json": [],
    "ulti-auction-sim-2/04-clean-holder-raises-own-durch-points-away.json": [],
    "ulti-auction-sim-2/05-clean-first-bid-stands.json": [],
    "ulti-auction-sim-2/06-clean-four-aces-ladder.json": [],
    "ulti-auction-sim-2/07-clean-ultinet-four-tens.json": [],
    "ulti-auction-sim-2/08-fault-equal-more-goals.json": [(0, 7, "illegal_bid")],
    "ulti-auction-sim-2/09-fault-take-out-of-turn.json": [(0, 2, "out_of_turn")],
    "ulti-auction-sim-2/10-fault-discard-one-card.json": [(0, 4, "illegal_discard")],
    "ulti-auction-sim-2/11-fault-first-bidder-passes.json": [(0, 1, "illegal_bid")],
    "ulti-auction-sim-2/12-fault-take-then-pass.json": [(0, 4, "illegal_bid")],
    "ulti-auction-sim-2/13-fault-bid-after-end.json": [(0, 8, "illegal_bid")],
    "ulti-auction-sim-2/14-fault-ultinet-equal-points.json": [(0, 7, "illegal_bid")],
    # ulti-auction-sim-2/15-fault-four-aces-with-durch.json: (c) the forbidden four aces + durchmarsch stands as the bid to beat, so the red party over the legal party is judged too low as well; source silent on what an illegal call leaves standing, I'd rank against the last legal bid
    # (fixed in session 37: ranked against the last legal bid)
    "ulti-auction-sim-2/15-fault-four-aces-with-durch.json": [(0, 4, "illegal_bid")],
    # dispute-messages-2/01-rage-clean-midsession.json: (b) EXPECTED.md said Katka bid 2 in round 8; she bid 1 (the -13 was right)
    "dispute-messages-2/01-rage-clean-midsession.json": [],
    "dispute-messages-2/02-rage-revoke.json": [(1, 5, "revoke")],
    "dispute-messages-2/03-rage-minus5-scored-plus.json": [(0, 17, "wrong_score")],
    # dispute-messages-2/04-danish-clean-4p-sitter.json: (c) session.pool_shares 20 for a pool of 85 among 4 (the source: po równo; 21.25 is accepted too)
    "dispute-messages-2/04-danish-clean-4p-sitter.json": [],
    "dispute-messages-2/05-danish-failure-to-trump.json": [(0, 66, "failure_to_trump")],
    # dispute-messages-2/06-galician-clean-4p-king.json: (a) computed.tricks [5, 3, 4] is ordered from the forehand, not by seat (reads Bożena, the king, 3)
    "dispute-messages-2/06-galician-clean-4p-king.json": [],
    # dispute-messages-2/07-galician-renonce.json: (a) computed.tricks [1, 3, 8] is ordered from the forehand, not by seat (reads Czesław 8; he took 1)
    # dispute-messages-2/07-galician-renonce.json: (b) expected net -210: I left out the helpers' silent trull and four kings (§15, §19); engine -510
    "dispute-messages-2/07-galician-renonce.json": [(0, 19, "revoke")],
    # dispute-messages-2/08-ulti-clean-betli-split-payments.json: (a) computed.goals[0].rule ulti/goal.betli is not listed by GET /v1/games/ulti
    "dispute-messages-2/08-ulti-clean-betli-split-payments.json": [],
    # dispute-messages-2/09-ulti-betli-no-overtake.json: (c) replay says 'betli lost' with no word that the penalty, not the play, lost it
    "dispute-messages-2/09-ulti-betli-no-overtake.json": [(0, 31, "failure_to_overtake")],
    # dispute-messages-2/10-ottocento-clean-no-discard-written.json: (c) totals and replay score declarations nobody made (declarations_assumed); said only in unchecked
    "dispute-messages-2/10-ottocento-clean-no-discard-written.json": [],
    "dispute-messages-2/11-ottocento-failure-to-trump.json": [(0, 28, "failure_to_trump")],
    # dispute-messages-2/12-terziglio-clean-solo.json: (c) 'Elena +12' rests on assumed declarations (none written: 8 without them)
    "dispute-messages-2/12-terziglio-clean-solo.json": [],
    "dispute-messages-2/13-terziglio-king-discarded.json": [(0, 4, "illegal_discard")],
    "tarocchini-messages/01-otto-clean-3deals.json": [],
    "tarocchini-messages/02-otto-revoke.json": [(1, 18, "revoke")],
    "tarocchini-messages/03-otto-failure-to-trump.json": [(0, 22, "failure_to_trump")],
    # tarocchini-messages/04-otto-matto-for-king.json: (c) the message does not say why Q N + Matto is no run (a contatore may not replace the King)
    "tarocchini-messages/04-otto-matto-for-king.json": [(1, 1, "false_declaration")],
    # tarocchini-messages/05-otto-false-cricca.json: (a) computed.declarations gives seat 1 items [] points 0 while computed.points.team1.declarations is 17 (the three kings he holds)
    "tarocchini-messages/05-otto-false-cricca.json": [(0, 2, "false_declaration")],
    # tarocchini-messages/06-otto-late-declaration.json: (c) seat 3 (late declarer) has no entry in computed.declarations
    "tarocchini-messages/06-otto-late-declaration.json": [(1, 5, "late_declaration")],
    "tarocchini-messages/07-otto-discard-king.json": [(0, 0, "illegal_discard")],
    # tarocchini-messages/08-otto-wrong-score-line.json: (b) my EXPECTED text gave team1's card points as 36/39; 45/48 is right
    "tarocchini-messages/08-otto-wrong-score-line.json": [(1, 71, "wrong_score")],
    "tarocchini-messages/09-otto-wrong-total.json": [(1, 73, "wrong_total")],
    # tarocchini-messages/10-terz-clean-gioco-solo.json: (c) declarer's combinations +10/+20: T20 T19 T17 and K Q J read as runs of 3 (literal reading); game points agree
    "tarocchini-messages/10-terz-clean-gioco-solo.json": [],
    # tarocchini-messages/11-terz-discard-five.json: (c) deal 1 the laid-away KS joins the declarer's after-play kings cricca; deal 0 K + gap run; game points agree
    "tarocchini-messages/11-terz-discard-five.json": [(1, 4, "illegal_discard")],
    # tarocchini-messages/12-terz-wrong-game-points.json: (c) deal 0 declarer's combinations +10 (T20 T19 T17 read as a run); game points agree
    "tarocchini-messages/12-terz-wrong-game-points.json": [(1, 62, "wrong_score")],
    # tarocchini-messages/13-terz-revoke.json: (c) deal 0 declarer's combinations +10 (K + gap read as a run); game points agree
    "tarocchini-messages/13-terz-revoke.json": [(0, 19, "revoke")],
    # tarocchini-messages/14-terz-wrong-total.json: (c) deal 0 declarer's combinations +10 (K + gap read as a run); game points agree
    "tarocchini-messages/14-terz-wrong-total.json": [(1, 65, "wrong_total")],
    # dispute-messages-3/01-danish-clean-two-deals.json: (b) EXPECTED.md gave session.pools 140/135 (foundation counted twice); 80/75 is right
    # dispute-messages-3/01-danish-clean-two-deals.json: (c) computed.declarations keyed in declaring order (1, 2, 0 in deal 1), not seat order
    "dispute-messages-3/01-danish-clean-two-deals.json": [],
    # dispute-messages-3/02-danish-revoke-large.json: (c) session.pool_shares 30 of pools of 100: the 10 left in each pool is stated nowhere in the block
    "dispute-messages-3/02-danish-revoke-large.json": [(0, 31, "revoke")],
    "dispute-messages-3/03-danish-wrong-payment.json": [(0, 96, "wrong_payment")],
    # dispute-messages-3/04-danish-lead-out-of-turn-penalty-underpaid.json: (a, fixed in session 37) replay wrote the penalty event as 'Penalty recorded: out_of_turn for 1.' (seat index, the 5 written left out)
    "dispute-messages-3/04-danish-lead-out-of-turn-penalty-underpaid.json": [
        (0, 44, "out_of_turn"),
        (0, 47, "wrong_penalty"),
        (0, 48, "wrong_payment"),
        (0, 49, "wrong_payment"),
    ],
    # dispute-messages-3/05-galician-clean-two-deals.json: (c) with rules pool false, computed.pool, session.pool and the replay's 'Pool 0.' speak of a pool the rules do not have
    "dispute-messages-3/05-galician-clean-two-deals.json": [],
    "dispute-messages-3/06-galician-renonce.json": [(0, 21, "revoke")],
    "dispute-messages-3/07-galician-king-laid-away.json": [(0, 4, "illegal_discard")],
    "dispute-messages-3/08-rage-clean-ten-rounds.json": [],
    "dispute-messages-3/09-rage-lead-out-of-turn.json": [(2, 20, "out_of_turn")],
    "dispute-messages-3/10-rage-wrong-score.json": [(3, 34, "wrong_score")],
    "dispute-messages-3/11-rage-plus-minus-one-bid.json": [(4, 3, "bid_forbidden_plus_minus_one")],
    "dispute-messages-3/12-ulti-clean-two-deals.json": [],
    "dispute-messages-3/13-ulti-failure-to-overtake.json": [(0, 20, "failure_to_overtake")],
    "dispute-messages-3/14-ulti-wrong-payment.json": [(0, 38, "wrong_payment")],
    # verdict-consistency: multi-deal sessions, all six games; verdict vs spec (REPORT.md there)
    "verdict-consistency/01-rage-clean-3rounds.json": [],
    "verdict-consistency/02-rage-revoke-wrongscore.json": [(1, 42, "wrong_score"), (2, 17, "revoke")],
    "verdict-consistency/03-rage-payment-penalty.json": [
        (0, 52, "unexpected_payment"),
        (2, 44, "unexpected_penalty"),
    ],
    "verdict-consistency/04-danish-clean-3deals.json": [],
    "verdict-consistency/05-danish-revoke-failtrump.json": [(1, 59, "revoke"), (2, 36, "failure_to_trump")],
    "verdict-consistency/06-galician-clean-3deals.json": [],
    "verdict-consistency/07-galician-renonce-notrump.json": [(0, 16, "revoke"), (2, 20, "revoke")],
    "verdict-consistency/08-ulti-clean-3deals.json": [],
    "verdict-consistency/09-ulti-overtake-revoke.json": [(0, 9, "failure_to_overtake"), (2, 12, "revoke")],
    "verdict-consistency/10-ottocento-clean-3deals.json": [],
    "verdict-consistency/11-ottocento-failtrump-payment.json": [
        (0, 18, "failure_to_trump"),
        (2, 61, "unexpected_payment"),
    ],
    "verdict-consistency/12-terziglio-clean-3deals.json": [],
    "verdict-consistency/13-terziglio-revoke-penalty.json": [(0, 15, "revoke"), (1, 5, "unexpected_penalty")],
    "dispute-messages-4/01-rage-clean-base.json": [],
    "dispute-messages-4/02-rage-revoke-then-sheet-moves-trick.json": [
        (0, 7, "revoke"),
        (0, 17, "wrong_score"),
        (0, 18, "wrong_score"),
    ],
    "dispute-messages-4/03-rage-forbidden-bid-then-sheet-misses-it.json": [
        (0, 3, "bid_forbidden_plus_minus_one"),
        (0, 17, "wrong_score"),
    ],
    "dispute-messages-4/04-ulti-clean-base.json": [],
    # dispute-messages-4/05-ulti-revoke-then-revoker-pays-for-side.json: (a, fixed in session 37) settlement.recorded leaves out Csilla, who paid nothing (0 by the format), yet difference lists her
    "dispute-messages-4/05-ulti-revoke-then-revoker-pays-for-side.json": [
        (0, None, "missing_payment"),
        (0, 29, "revoke"),
        (0, 39, "wrong_payment"),
    ],
    # dispute-messages-4/06-ulti-false-40-then-paid-as-won.json: (a, in part: kept as the record's reading, computed now shows it and a note, session 37) a false 40 counted as said wins the party: no wrong_payment; computed shows marriages 0, card points 40 to 50 and the party won without a note
    "dispute-messages-4/06-ulti-false-40-then-paid-as-won.json": [(0, 6, "false_marriage")],
    "dispute-messages-4/07-ulti-lead-out-of-turn-then-paid-as-won.json": [
        (0, 18, "out_of_turn"),
        (0, 39, "wrong_payment"),
        (0, 40, "wrong_payment"),
    ],
    "dispute-messages-4/08-galician-clean-base.json": [],
    # dispute-messages-4/09-galician-renonce-then-paid-as-won.json: (b) section 31 bars the claim once the next deal is dealt: the deal stands as played
    # dispute-messages-4/09-galician-renonce-then-paid-as-won.json: (a, fixed in session 37) replay 'Czesław wins the three ... (Czesław's revoke lost it for the player)' though the penalty says none applied; computed.forfeit without applied false
    "dispute-messages-4/09-galician-renonce-then-paid-as-won.json": [(0, 31, "revoke")],
    # dispute-messages-4/10-galician-solo-after-pass-then-played.json: (c) the auction's two is taken though the table played Adam's solo: two out_of_turn announcements follow from the one illegal bid and the deal goes unscored
    # dispute-messages-4/10-galician-solo-after-pass-then-played.json: (a) computed.pool 30 in deal 0, deal 1 built on the record's 63.6 (73.8), session.pool null: three stories of one pool
    "dispute-messages-4/10-galician-solo-after-pass-then-played.json": [
        (0, 4, "illegal_bid"),
        (0, 6, "out_of_turn"),
        (0, 8, "out_of_turn"),
    ],
    # dispute-messages-4/11-galician-false-tarock-count-then-paid.json: (a, fixed in session 37: the count stands as announced too) section 31 applied to the game (stands as played) but not to the 10 tarocks (reversed as a premium not held); message says the count loses the game, penalty says none applied, replay says both
    # dispute-messages-4/11-galician-false-tarock-count-then-paid.json: (c) tarocks paid by the announcer as a premium not held (my guess: not counted); the engine's reading is defensible (section 21 'jak w ogóle')
    "dispute-messages-4/11-galician-false-tarock-count-then-paid.json": [(0, 5, "wrong_tarock_count")],
    "dispute-messages-4/12-terziglio-clean-base.json": [],
    # dispute-messages-4/13-terziglio-false-cricca-then-sheet.json: (c) deal 0's sheet (the false 14 counted) fits the ace-after-gap reading, so no wrong_score there
    # dispute-messages-4/13-terziglio-false-cricca-then-sheet.json: (b) deal 1 sheet by my generator's wrong count (grande two of three with a contatore; suits take consecutive contatori): the engine's 3 to Elena is right
    "dispute-messages-4/13-terziglio-false-cricca-then-sheet.json": [
        (0, 5, "false_declaration"),
        (1, 62, "wrong_score"),
        (1, 63, "wrong_score"),
        (1, 64, "wrong_score"),
    ],
    # dispute-messages-4/14-terziglio-gioco-after-pass-then-played.json: (b) bid_out_of_turn is Terziglio's code for a bid after the auction, not illegal_bid
    # dispute-messages-4/14-terziglio-gioco-after-pass-then-played.json: (c) the deal is scored with Giulia declarer, who never played it: illegal_take and two wrong_score follow from the one bid (Galician 10 leaves the same case unscored)
    "dispute-messages-4/14-terziglio-gioco-after-pass-then-played.json": [
        (0, 3, "bid_out_of_turn"),
        (0, 4, "illegal_take"),
        (0, 64, "wrong_score"),
        (0, 65, "wrong_score"),
    ],
    "play-only-messages/01-danish-clean.json": [],
    "play-only-messages/02-danish-revoke.json": [(0, 73, "revoke")],
    # play-only-messages/03-rage-clean.json: (a) words: replay "- Trump: none." (unknown, not none); tricks "won by X or Y" that the next lead proves; unchecked lists follow colour though every hand is rebuilt
    "play-only-messages/03-rage-clean.json": [],
    # play-only-messages/04-rage-card-twice.json: (a) words, as 03 (codes agree)
    "play-only-messages/04-rage-card-twice.json": [(0, 7, "card_not_in_hand")],
    # play-only-messages/05-galician-clean.json: (a) words: unchecked "the record does not rebuild them completely" (it does), lists pass volat (none bid); computed points.helpers 25 (36: the talon rest is the deck's rest)
    "play-only-messages/05-galician-clean.json": [],
    # play-only-messages/06-galician-wrong-payment.json: (a) words, as 05 (codes agree)
    "play-only-messages/06-galician-wrong-payment.json": [(0, 56, "wrong_payment")],
    "play-only-messages/07-ulti-clean.json": [],
    "play-only-messages/08-ulti-wrong-payment.json": [(0, 36, "wrong_payment")],
    # play-only-messages/09-ottocento-clean.json: (c) unchecked "only what the record proves is checked" names no check; every hand is rebuilt and declarations are checked
    "play-only-messages/09-ottocento-clean.json": [],
    "play-only-messages/10-ottocento-revoke.json": [(0, 55, "revoke")],
    # play-only-messages/11-terziglio-clean.json: (c) unchecked wording as 09
    "play-only-messages/11-terziglio-clean.json": [],
    "play-only-messages/12-terziglio-wrong-score.json": [(0, 68, "wrong_score")],
    "dispute-messages-5/01-danish-clean-base.json": [],
    # dispute-messages-5/02-danish-revoke-then-penalty-paid-wrong.json: (a, words) replay narrates "Agnieszka 1 trick, 8 points" for the void deal where computed.card_points is null, and puts "The deal is void" after the fine (#16) without naming the revoke at #13
    "dispute-messages-5/02-danish-revoke-then-penalty-paid-wrong.json": [
        (0, 13, "revoke"),
        (0, 16, "wrong_payment"),
    ],
    "dispute-messages-5/03-danish-false-joker-demand-then-wrong-refill.json": [
        (0, 81, "false_joker_demand"),
        (0, 97, "wrong_payment"),
    ],
    "dispute-messages-5/04-danish-king-in-skat-then-deal-voided.json": [(0, 8, "illegal_skat")],
    # dispute-messages-5/05-danish-king-in-skat-then-played-on.json: (a, words) the six unexpected_payment and two missing_payment messages say "an irreparable irregularity annuls the deal" / "pays the Pagat pool 40 (penalty)" without naming the illegal skat at event 8 that voids the deal and owes the fine; replay says the deal is void only after its last payment
    "dispute-messages-5/05-danish-king-in-skat-then-played-on.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (0, 8, "illegal_skat"),
        (0, 84, "unexpected_payment"),
        (0, 85, "unexpected_payment"),
        (0, 89, "unexpected_payment"),
        (0, 90, "unexpected_payment"),
        (0, 91, "unexpected_payment"),
        (0, 92, "unexpected_payment"),
    ],
    "dispute-messages-5/06-ulti-clean-base.json": [],
    # dispute-messages-5/07-ulti-failure-to-trump-then-paid-as-played.json: (a, words) computed.penalty {effect lose_all_goals} carries no applied false and computed no note, beside goals party won false; replay "party lost" without "settled as played"
    "dispute-messages-5/07-ulti-failure-to-trump-then-paid-as-played.json": [(0, 26, "failure_to_trump")],
    # dispute-messages-5/08-ulti-late-contra-then-doubled-payments.json: (c) the late contra counted as the table took it (my reading: wrong_payment at 40 and 41, rules 1); the engine accepts single payments too (probe p4)
    # dispute-messages-5/08-ulti-late-contra-then-doubled-payments.json: (a, words) computed.contra is {} while computed.goals[party].payments say contra 2 and amount 2; replay "party lost. Net: Anna +2, Béla -4" without saying the late contra doubled it
    "dispute-messages-5/08-ulti-late-contra-then-doubled-payments.json": [(0, 12, "illegal_double")],
    "dispute-messages-5/09-ulti-failure-to-trump-and-declarer-revoke.json": [
        (0, 19, "failure_to_trump"),
        (0, 22, "revoke"),
    ],
    # dispute-messages-5/10-ottocento-clean-base.json: (b) my generator let no contatore stand for the Ace of a suit run: the engine's suit D run of 5 (81) is right
    # dispute-messages-5/10-ottocento-clean-base.json: (a, words) unchecked says the gapless reading is "a count ... that the sheet fits" in deal 0, whose combinations line (76) it flags as wrong (probe p1: the same alone)
    "dispute-messages-5/10-ottocento-clean-base.json": [(0, 66, "wrong_score")],
    # dispute-messages-5/11-ottocento-false-cricca-then-sheet-counts-it.json: (b) wrong_score at 66 as in 10 (the Ace by a contatore)
    # dispute-messages-5/11-ottocento-false-cricca-then-sheet-counts-it.json: (c) the false cricca counted as the table let it stand: no wrong_score at 69 (my reading: 17, rules 0)
    # dispute-messages-5/11-ottocento-false-cricca-then-sheet-counts-it.json: (a, words) settlement.expected and session totals include the 17 the message says "by the rules scores nothing"; neither unchecked nor computed says so (Ulti's late contra says it in unchecked)
    "dispute-messages-5/11-ottocento-false-cricca-then-sheet-counts-it.json": [
        (0, 1, "false_declaration"),
        (0, 66, "wrong_score"),
    ],
    # dispute-messages-5/12-ottocento-revoke-then-total-docked.json: (b) wrong_score at 70: the Ace by a contatore in the clubs run, doubled (266)
    # dispute-messages-5/12-ottocento-revoke-then-total-docked.json: (a, words) wrong_total "it should read 321 (previous total 0 plus this deal's score)" while the rules give 331: 321 is the sheet's own score lines (probe p5 says 331 with the same words)
    "dispute-messages-5/12-ottocento-revoke-then-total-docked.json": [
        (0, 56, "revoke"),
        (0, 70, "wrong_score"),
        (0, 74, "wrong_total"),
    ],
    # dispute-messages-5/13-ottocento-false-cricca-and-revoke-one-deal.json: (c) as 11: the false cricca of jacks counted as the table let it stand, no wrong_score at 65
    # dispute-messages-5/13-ottocento-false-cricca-and-revoke-one-deal.json: (a, words) as 11: settlement.expected (team0 57) includes the 12 the message says scores nothing; unchecked None
    "dispute-messages-5/13-ottocento-false-cricca-and-revoke-one-deal.json": [
        (0, 4, "false_declaration"),
        (0, 15, "revoke"),
    ],
    # play-only-messages-2/01-danish-lasttrick-clean.json: (a, words) computed.pools king_pool 75, session pool_shares and seats' expected stated though KC (no king in the skat) is in the missing last trick; replay "Deal over ... 23 points ... King pool 75"
    "play-only-messages-2/01-danish-lasttrick-clean.json": [],
    # play-only-messages-2/02-danish-lasttrick-revoke.json: (b) no incomplete_deal: the revoke voids the deal; (a, words) unchecked lists "a redeal request against the hand" with none recorded
    "play-only-messages-2/02-danish-lasttrick-revoke.json": [(0, 19, "revoke")],
    # play-only-messages-2/03-rage-session-cut-clean.json: (a, words) replay "Round over: ... took 2" after 5 of 9 tricks; (c) session recorded = round 1's totals
    "play-only-messages-2/03-rage-session-cut-clean.json": [],
    # play-only-messages-2/04-rage-session-cut-revoke.json: (a, words) as 03
    "play-only-messages-2/04-rage-session-cut-revoke.json": [(1, 9, "revoke")],
    # play-only-messages-2/05-galician-noauction-clean.json: (a, words) "contract and player: unknown" though Czeslaw plays talon cards (player, a three); computed.pool 30 vs session pool null
    "play-only-messages-2/05-galician-noauction-clean.json": [],
    # play-only-messages-2/06-galician-noauction-renonce.json: (a, words) as 05; penalty "which side is not known" though Adam is provably a helper
    "play-only-messages-2/06-galician-noauction-renonce.json": [(0, 11, "revoke")],
    # play-only-messages-2/07-ulti-lasttrick-clean.json: (c) no incomplete_play (ulti/ruling.play-stops, every goal decided); (a, words) computed.talon [] and replay "talon ." for an unknown talon
    "play-only-messages-2/07-ulti-lasttrick-clean.json": [],
    # play-only-messages-2/08-ulti-lasttrick-revoke.json: (a, words) as 07 (talon [])
    "play-only-messages-2/08-ulti-lasttrick-revoke.json": [(0, 13, "revoke")],
    # play-only-messages-2/09-ottocento-session-cut-clean.json: (a, words) replay "Deal over." for a deal cut in its 9th trick; unchecked omits the unrecorded dealer's discard
    "play-only-messages-2/09-ottocento-session-cut-clean.json": [],
    # play-only-messages-2/10-ottocento-session-cut-revoke.json: (a, words) as 09
    "play-only-messages-2/10-ottocento-session-cut-revoke.json": [(1, 9, "revoke")],
    # play-only-messages-2/11-terziglio-noauction-clean.json: (a, words) "contract and declarer: unknown" though Franco plays widow cards (gioco declarer); replay "Deal over."
    "play-only-messages-2/11-terziglio-noauction-clean.json": [],
    # play-only-messages-2/12-terziglio-noauction-revoke.json: (a, words) as 11
    "play-only-messages-2/12-terziglio-noauction-revoke.json": [(0, 16, "revoke")],
    "dispute-messages-6/01-rage-clean.json": [],
    # dispute-messages-6/02-rage-revoke-fined-carried.json: (a, words) wrong_score at #15 says 'written +8 ... the round scores +13' and session.totals.difference {"2": 5} without naming the table's fine of 5 (#12) the shortfall comes from
    "dispute-messages-6/02-rage-revoke-fined-carried.json": [
        (0, 4, "revoke"),
        (0, 12, "unexpected_penalty"),
        (0, 15, "wrong_score"),
    ],
    # dispute-messages-6/03-rage-fine-wrong-seat.json: (a, words) unexpected_penalty at #9 reads 'a fault is annotated and the deal scored as played' for Bohouš, who has no fault; the revoke is Anicka's (#4), and wrong_score at #11 does not name the fine of 10 behind the 0
    "dispute-messages-6/03-rage-fine-wrong-seat.json": [
        (1, 4, "revoke"),
        (1, 9, "unexpected_penalty"),
        (1, 11, "wrong_score"),
    ],
    "dispute-messages-6/04-rage-total-slip-carried.json": [
        (0, 16, "wrong_total"),
    ],
    "dispute-messages-6/05-terz-clean-allpass.json": [],
    # dispute-messages-6/06-terz-monte-revoke-fined.json: (a, words) wrong_score at #63 'Elena was written -10 ...; the rules give 0' does not name the recorded fine (#62); the monte deal's replay says only 'Deal over: Elena +0; Franco +0; Giulia +0', never that it was thrown in
    "dispute-messages-6/06-terz-monte-revoke-fined.json": [
        (1, 12, "revoke"),
        (1, 62, "unexpected_penalty"),
        (1, 63, "wrong_score"),
    ],
    "dispute-messages-6/07-terz-score-slip-carried.json": [
        (0, 63, "wrong_score"),
    ],
    "dispute-messages-6/08-gal-clean-allpass.json": [],
    # dispute-messages-6/09-gal-renonce-settled-as-won.json: (c) expected wrong_payment at #42/#43 (renonce: the player pays the consolation); the engine lets the deal stand as played by §31 (no claim after the next deal), said consistently in penalty.effect, computed.forfeit.applied, unchecked and the replay
    "dispute-messages-6/09-gal-renonce-settled-as-won.json": [
        (0, 16, "revoke"),
    ],
    "dispute-messages-6/10-gal-renonce-penalty-right.json": [
        (1, 10, "revoke"),
    ],
    "dispute-messages-6/11-gal-penalty-wrong-party.json": [
        (0, 19, "revoke"),
        (0, 42, "unexpected_penalty"),
    ],
    "dispute-messages-6/12-dan-redeal-clean.json": [],
    # dispute-messages-6/13-dan-void-skat-fined-right.json: (a, words; fixed in session 37: null there) computed.void_reading is 'reversed' though nothing was handed back, and openapi defines 'reversed' as the annulment handing back what was paid before the fault, while the foundations and the dealer's fee paid before it stand (the replay says so)
    "dispute-messages-6/13-dan-void-skat-fined-right.json": [
        (0, 8, "illegal_skat"),
    ],
    "dispute-messages-6/14-dan-void-skat-fined-wrong-party.json": [
        (0, 8, "illegal_skat"),
        (0, 12, "wrong_payment"),
        (0, 13, "wrong_payment"),
        (0, 14, "unexpected_penalty"),
    ],
    "settlement-messages/01-danish-last-trick-short.json": [(0, 93, "wrong_payment")],
    "settlement-messages/02-danish-king-fee-wrong-pool.json": [(0, 83, "wrong_payment")],
    # settlement-messages/03-danish-card-points-reversed.json: (a) the code agrees, but a line written in the wrong direction is told as the pair's net ("Bartek pays Agnieszka 40 in all", rule 15.payments) rather than "Bartek pays Agnieszka 10 (card_points)", wrong: direction
    "settlement-messages/03-danish-card-points-reversed.json": [(0, 95, "wrong_payment")],
    # settlement-messages/04-danish-netted-pair.json: (c) a netted line without a reason gets no payment_reason warning (with a reason it does); both readings hold, the warning preferred
    "settlement-messages/04-danish-netted-pair.json": [],
    "settlement-messages/05-galician-game-reversed.json": [(0, 47, "wrong_payment")],
    "settlement-messages/06-galician-game-missing.json": [(0, None, "missing_payment")],
    "settlement-messages/07-galician-pool-share-double.json": [(0, 49, "wrong_payment")],
    "settlement-messages/08-ulti-red-party-doubled-twice.json": [(0, 35, "wrong_payment")],
    "settlement-messages/09-ulti-party-paid-to-partner.json": [(0, 36, "wrong_payment")],
    "settlement-messages/10-ulti-extra-silent-100.json": [(0, 37, "unexpected_payment")],
    "settlement-messages/11-rage-minus5-left-out.json": [(0, 47, "wrong_score")],
    "settlement-messages/12-rage-total-carried-slip.json": [(4, 34, "wrong_total")],
    "settlement-messages/13-rage-scores-swapped.json": [(2, 36, "wrong_score"), (2, 37, "wrong_score")],
    "replay-narrative-2/01-rage-clean.json": [],
    "replay-narrative-2/02-rage-revoke-5p.json": [(2, 21, "revoke")],
    "replay-narrative-2/03-danish-clean.json": [],
    "replay-narrative-2/04-danish-wrong-payment-4p.json": [(2, 86, "wrong_payment")],
    # replay-narrative-2/05-galician-clean.json: (b) the simulator laid away two cards after buying three (too few non-tarock, non-king cards to choose from); the payments were figured without the player's kept 13th card
    "replay-narrative-2/05-galician-clean.json": [
        (0, 4, "illegal_discard"),
        (0, 47, "wrong_payment"),
        (0, 48, "wrong_payment"),
        (0, 53, "wrong_payment"),
    ],
    # replay-narrative-2/06-galician-wrong-dealer.json: (a) verdict agrees; the replay says "dealer Adam" / "Adam dealt deal 4" though the deal is judged from Bozena (REPORT a1)
    "replay-narrative-2/06-galician-wrong-dealer.json": [(3, None, "wrong_dealer")],
    "replay-narrative-2/07-ulti-clean.json": [],
    "replay-narrative-2/08-ulti-failure-to-overtake.json": [(2, 20, "failure_to_overtake")],
    "replay-narrative-2/09-ottocento-clean.json": [],
    "replay-narrative-2/10-ottocento-revoke.json": [(1, 26, "revoke")],
    "replay-narrative-2/11-terziglio-clean.json": [],
    "replay-narrative-2/12-terziglio-illegal-discard.json": [(2, 4, "illegal_discard")],
    "galician-sim-wide/01-clean-3p-one-two-three-helpers-kings.json": [],
    "galician-sim-wide/02-clean-4p-solo-recontra-33-trull-helpers.json": [],
    "galician-sim-wide/03-clean-5p-two-volat-ultimo-failed-game-won.json": [],
    "galician-sim-wide/04-3p-player-revoke-at-two.json": [(1, 21, "revoke")],
    "galician-sim-wide/05-4p-king-discarded.json": [(1, 4, "illegal_discard")],
    "galician-sim-wide/06-5p-failed-ultimo-pool-underpaid.json": [(1, 50, "wrong_payment")],
    "galician-sim-wide/07-3p-bid-after-auction-closed.json": [(2, 3, "illegal_bid")],
    "galician-sim-wide/08-4p-contra-on-unannounced-kings.json": [(2, 10, "illegal_double")],
    "galician-sim-wide/09-5p-helper-announces-volat.json": [(1, 6, "illegal_announcement")],
    "galician-sim-wide/10-4p-33-points-king-unpaid.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
    ],
    "galician-sim-wide/11-3p-eleven-tarocks-announced-ten.json": [(1, 5, "wrong_tarock_count")],
    "galician-sim-wide/12-4p-ultimo-contra-pagat-released.json": [(1, 15, "pagat_released")],
    "galician-sim-wide/13-3p-wrong-dealer-third-deal.json": [(2, None, "wrong_dealer")],
    "galician-sim-wide/14-5p-sitter-bids.json": [(1, 0, "sitter_acted")],
    "dispute-messages-7/01-clean-4p.json": [],
    "dispute-messages-7/02-revoke-wrongtotal-5p.json": [(0, 23, "revoke"), (2, 27, "wrong_total")],
    "dispute-messages-7/03-action-able-wrongscore-6p.json": [
        (0, 10, "action_card_while_able_to_follow"),
        (1, 46, "wrong_score"),
    ],
    "dispute-messages-7/04-wild-unnamed-4p.json": [(1, 25, "wild_without_colour")],
    "dispute-messages-7/05-card-not-in-hand-7p.json": [(1, 8, "card_not_in_hand")],
    "dispute-messages-7/06-out-of-turn-bid-oot-8p.json": [(0, 1, "bid_out_of_turn"), (1, 25, "out_of_turn")],
    "dispute-messages-7/07-bid-range-5p.json": [(1, 1, "bid_out_of_range")],
    "dispute-messages-7/08-pmo-forbidden-4p.json": [(1, 3, "bid_forbidden_plus_minus_one")],
    "dispute-messages-7/09-hidden-late-bid-6p.json": [(1, 6, "bid_out_of_turn")],
    "dispute-messages-7/10-secret-wrongscore-5p.json": [(1, 25, "wrong_score")],
    "dispute-messages-7/11-durch-4p.json": [(1, 13, "wrong_score")],
    "dispute-messages-7/12-pmo-hidden-dealer-7p.json": [
        (0, 6, "bid_forbidden_plus_minus_one"),
        (1, 33, "wrong_total"),
    ],
    "dispute-messages-7/13-nodurch-allTricks-revoke-6p.json": [(1, 10, "revoke"), (1, 21, "wrong_score")],
    "dispute-messages-7/14-full-session-4p.json": [
        (4, 10, "action_card_while_able_to_follow"),
        (9, 13, "wrong_total"),
    ],
    "dispute-messages-8/01-revoke-void-3p.json": [(0, 19, "revoke")],
    "dispute-messages-8/02-failure-to-trump-large-4p.json": [(1, 22, "failure_to_trump")],
    "dispute-messages-8/03-illegal-skat-king-3p.json": [(1, 2, "illegal_skat")],
    "dispute-messages-8/04-joker-second-last-4p.json": [(0, 87, "joker_second_last")],
    "dispute-messages-8/05-false-joker-demand-3p.json": [(2, 76, "false_joker_demand")],
    # dispute-messages-8/06-declaration-before-dealer-3p.json: (b) my generator rotated the whole order, so Agata too passed before the dealer; fined (c: a pass counts, message says "declared")
    "dispute-messages-8/06-declaration-before-dealer-3p.json": [
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
        (1, 3, "declaration_before_dealer"),
        (1, 6, "declaration_before_dealer"),
    ],
    "dispute-messages-8/07-card-points-short-4p.json": [(2, 97, "wrong_payment")],
    "dispute-messages-8/08-king-lost-wrong-pool-3p.json": [(1, 78, "wrong_payment")],
    # dispute-messages-8/09-lead-out-of-turn-underfined-3p.json: (c) agrees; wrong_penalty says "fines Bogdan 5" vs "20 into each pool" and names neither fault nor class
    "dispute-messages-8/09-lead-out-of-turn-underfined-3p.json": [
        (0, 26, "out_of_turn"),
        (0, 29, "wrong_penalty"),
        (0, 30, "wrong_payment"),
        (0, 31, "wrong_payment"),
    ],
    "dispute-messages-8/10-sitter-foundation-joker-unnamed-4p.json": [
        (0, None, "missing_payment"),
        (0, None, "missing_payment"),
        (1, 26, "joker_not_named"),
    ],
    "dispute-messages-8/11-false-trumps-declaration-3p.json": [(1, 4, "false_declaration")],
    "dispute-messages-8/12-unfounded-revoke-fine-3p.json": [
        (2, 60, "unexpected_penalty"),
        (2, 61, "unexpected_payment"),
        (2, 62, "unexpected_payment"),
    ],
    # dispute-messages-8/13-card-out-of-turn-cp-reversed-4p.json: (c) agrees; the reversed card-points line is counted against Darek (the writer), not Bogdan (the debtor)
    "dispute-messages-8/13-card-out-of-turn-cp-reversed-4p.json": [
        (0, 37, "out_of_turn"),
        (2, 95, "wrong_payment"),
    ],
    "dispute-messages-8/14-joker-withheld-3p.json": [(1, 78, "joker_withheld")],
    # dispute-messages-8/15-przydupek-pool-short-carried-pools-3p.json: (c) agrees; deal 1 expects the rules' pool (145), not the 45 the table holds; the replay's "King pool 140" does not say so
    "dispute-messages-8/15-przydupek-pool-short-carried-pools-3p.json": [(0, 89, "wrong_payment")],
    "dispute-messages-9/01-red-party-revoke.json": [(0, 16, "revoke")],
    "dispute-messages-9/02-ulti-failure-to-trump.json": [(0, 11, "failure_to_trump")],
    "dispute-messages-9/03-betli-declarer-overtake.json": [(0, 22, "failure_to_overtake")],
    "dispute-messages-9/04-illegal-bids.json": [
        (0, 4, "illegal_bid"),
        (1, 1, "illegal_bid"),
        (2, 40, "wrong_score"),
    ],
    "dispute-messages-9/05-contra-wrong-side.json": [(0, 6, "illegal_double"), (1, 9, "illegal_double")],
    "dispute-messages-9/06-contra-late-betli.json": [
        (0, 14, "illegal_double"),
        (1, 41, "wrong_payment"),
        (1, 42, "wrong_payment"),
    ],
    # dispute-messages-9/07-false-marriages.json: (b) my 40 was written after the announcer's own first card: too late, as the engine says
    "dispute-messages-9/07-false-marriages.json": [
        (0, 8, "marriage_not_allowed"),
        (1, 7, "marriage_not_allowed"),
    ],
    "dispute-messages-9/08-talon-faults.json": [
        (0, 36, "wrong_payment"),
        (0, 37, "wrong_payment"),
        (1, 4, "illegal_bid"),
    ],
    "dispute-messages-9/09-late-20-and-totals.json": [(0, 9, "marriage_not_allowed"), (2, 39, "wrong_total")],
    "dispute-messages-9/10-durchmarsch-overtrump.json": [
        (0, 12, "failure_to_overtake"),
        (1, None, "missing_payment"),
    ],
    "dispute-messages-9/11-ulti-seven-and-red-penalty.json": [
        (0, 20, "early_trump_seven"),
        (1, 39, "wrong_payment"),
        (1, 40, "wrong_payment"),
    ],
    "dispute-messages-9/12-20-100-and-silent-100.json": [
        (0, 11, "illegal_double"),
        (1, 37, "unexpected_payment"),
        (1, 38, "unexpected_payment"),
    ],
    "dispute-messages-9/13-folds.json": [
        (1, 5, "illegal_fold"),
        (2, 36, "wrong_payment"),
        (2, 37, "wrong_payment"),
    ],
    "dispute-messages-10/01-3p-player-trumps-holding-suit.json": [(1, 15, "revoke")],
    # dispute-messages-10/02-3p-helper-fails-to-trump.json: (b) EXPECTED.md wrote the slipped share as 19.6->9.8; the file has 39.2->19.6 (engine right); the session.pool 131 keeps the rules figure at a last-deal slip
    "dispute-messages-10/02-3p-helper-fails-to-trump.json": [(1, 21, "revoke"), (2, 48, "wrong_payment")],
    "dispute-messages-10/03-3p-pagat-released.json": [(1, 17, "pagat_released")],
    # dispute-messages-10/04-3p-king-discarded-bid-out-of-turn.json: (c) out_of_turn at #0 ends 'so it stands as their call in their turn': whose call and whose turn is unclear to a director
    "dispute-messages-10/04-3p-king-discarded-bid-out-of-turn.json": [
        (0, 4, "illegal_discard"),
        (1, 0, "out_of_turn"),
    ],
    "dispute-messages-10/05-3p-concealed-tarock-discard.json": [(1, 5, "concealed_discard")],
    "dispute-messages-10/06-3p-contra-chain-and-player-contra.json": [(1, 8, "illegal_double")],
    "dispute-messages-10/07-3p-wrong-premium.json": [(0, 50, "wrong_payment")],
    # dispute-messages-10/08-3p-allpass-ultimo-pool-short.json: (c) computed.pool / replay: deal 1 says Pool 50.4 (rules), deal 2 says Pool 102.6 (carried from the record, 65.4 + 37.2); nothing explains the 15
    "dispute-messages-10/08-3p-allpass-ultimo-pool-short.json": [(1, 50, "wrong_payment")],
    "dispute-messages-10/09-4p-helper-revoke-king-contra.json": [(1, 8, "sitter_acted"), (1, 11, "revoke")],
    # dispute-messages-10/10-4p-announce-out-of-turn-trull-underpaid.json: (c) out_of_turn at #5 says 'the player announces first' without naming the player (Adam)
    "dispute-messages-10/10-4p-announce-out-of-turn-trull-underpaid.json": [
        (0, 5, "out_of_turn"),
        (1, 49, "wrong_payment"),
    ],
    "dispute-messages-10/11-4p-fresh-contra-unannounced-failed-ultimo.json": [(0, 8, "illegal_double")],
    # dispute-messages-10/12-5p-player-no-tarock-bid-out-of-turn.json: (c) out_of_turn at #0: same 'stands as their call in their turn' wording as 04
    "dispute-messages-10/12-5p-player-no-tarock-bid-out-of-turn.json": [
        (0, 0, "out_of_turn"),
        (1, 25, "revoke"),
    ],
    # dispute-messages-10/13-5p-short-discard-pool-share-missing.json: (c) a pool_share left out is carried as if paid (deal 2 pool 107.2) while a short one or a missing stake is carried as the record left it (probes A, B, F); README says the record
    "dispute-messages-10/13-5p-short-discard-pool-share-missing.json": [
        (0, 4, "illegal_discard"),
        (1, None, "missing_payment"),
    ],
    # dispute-messages-10/14-5p-pagat-forced-supracontra-alone.json: (c) illegal_double at #8 says 'game stood at 1' rather than that no contra/recontra was said; the forced pagat (deal 0) is not named in the replay
    "dispute-messages-10/14-5p-pagat-forced-supracontra-alone.json": [(1, 8, "illegal_double")],
    "dispute-messages-11/01-clean-two-deals.json": [],
    "dispute-messages-11/02-revoke-deal1.json": [(1, 23, "revoke")],
    "dispute-messages-11/03-failure-to-trump.json": [(0, 26, "failure_to_trump")],
    "dispute-messages-11/04-king-discard-and-total-slip.json": [
        (1, 0, "illegal_discard"),
        (2, 68, "wrong_total"),
    ],
    "dispute-messages-11/05-false-cricca-not-counted.json": [(1, 2, "false_declaration")],
    # dispute-messages-11/06-late-declaration-counted.json: (c) sheet counts the late declaration: one finding, no wrong_score; rules figure (570) shown nowhere
    "dispute-messages-11/06-late-declaration-counted.json": [(0, 8, "late_declaration")],
    "dispute-messages-11/07-out-of-turn-and-wrong-score.json": [
        (0, 30, "out_of_turn"),
        (1, 66, "wrong_score"),
    ],
    "dispute-messages-11/08-last-trick-wrong-side.json": [(1, 68, "wrong_score"), (1, 72, "wrong_score")],
    "dispute-messages-11/09-total-slip-carried.json": [(1, 67, "wrong_total")],
    "dispute-messages-11/10-game-won-reset.json": [],
    # dispute-messages-11/11-game-won-not-recorded.json: (c) both carried totals folded into one finding at team0; team1 1019 not named
    "dispute-messages-11/11-game-won-not-recorded.json": [(2, 67, "wrong_total")],
    "dispute-messages-11/12-both-pass-800.json": [],
    # dispute-messages-11/13-false-trumps-length-counted.json: (c) sheet counts the false item: one finding, no wrong_score; rules figure (277) shown nowhere
    "dispute-messages-11/13-false-trumps-length-counted.json": [(1, 1, "false_declaration")],
    "dispute-messages-11/14-ftt-and-total-same-deal.json": [
        (1, 40, "failure_to_trump"),
        (1, 68, "wrong_total"),
    ],
    # dispute-messages-12/01-std-gioco-solo-revoke.json: (b) deal 0 game points 12 not 11: contatori may end a run and stand twice in a row in a suit (my model barred both); deal 1 is c1 (trumps past a missing grande would flip the solo)
    "dispute-messages-12/01-std-gioco-solo-revoke.json": [(0, 63, "wrong_score"), (1, 20, "revoke")],
    # dispute-messages-12/02-nin-gioco-over-gioco-wrong-total.json: (b) deal 1 wrong_score x2: my contatori reading undercounted the opponents' sequences
    "dispute-messages-12/02-nin-gioco-over-gioco-wrong-total.json": [
        (0, 1, "illegal_bid"),
        (1, 65, "wrong_score"),
        (1, 66, "wrong_score"),
        (2, 70, "wrong_total"),
    ],
    "dispute-messages-12/03-std-dealer-bids-first-failure-to-trump.json": [
        (0, 0, "bid_out_of_turn"),
        (1, 30, "failure_to_trump"),
    ],
    "dispute-messages-12/04-nin-king-laid-away.json": [(1, 4, "illegal_discard")],
    # dispute-messages-12/05-std-solo-takes-widow-wrong-score.json: (b) deal 1 wrong_score x2 from my contatori reading; no separate illegal_discard for the solo's lay-away (one slip, one finding); (c) the illegal_take message "it stands only if ..." is unclear
    "dispute-messages-12/05-std-solo-takes-widow-wrong-score.json": [
        (0, 3, "illegal_take"),
        (1, 62, "wrong_score"),
        (1, 63, "wrong_score"),
        (2, 62, "wrong_score"),
    ],
    "dispute-messages-12/06-nin-false-declaration-revoke.json": [
        (0, 7, "false_declaration"),
        (1, 39, "revoke"),
    ],
    "dispute-messages-12/07-std-four-deals-wrong-score.json": [(2, 60, "wrong_score")],
    # dispute-messages-12/08-nin-solo-revoke-wrong-total.json: (b) deal 0 wrong_score x2 (30 not 28): K Q j j A counts five; (c) the wrong_total message's "should read 33" is the sheet's own arithmetic, the rules make it 35
    "dispute-messages-12/08-nin-solo-revoke-wrong-total.json": [
        (0, 26, "revoke"),
        (0, 64, "wrong_score"),
        (0, 65, "wrong_score"),
        (1, 69, "wrong_total"),
    ],
    # dispute-messages-12/09-std-bid-after-pass.json: (b) a bid after passing, once the auction is over: the engine says bid_out_of_turn (the listing names the case under both codes)
    "dispute-messages-12/09-std-bid-after-pass.json": [(0, 3, "bid_out_of_turn")],
    # dispute-messages-12/10-nin-unwritten-discard-king.json: (b) the unwritten discard is inferred; the finding sits at the first lead, not deal-level
    "dispute-messages-12/10-nin-unwritten-discard-king.json": [
        (0, 7, "illegal_discard"),
        (1, 34, "failure_to_trump"),
    ],
    # dispute-messages-12/11-std-world-laid-away-false-seq.json: (b) deal 1 wrong_score x2 (22 not 20) from my contatori reading
    "dispute-messages-12/11-std-world-laid-away-false-seq.json": [
        (0, 4, "illegal_discard"),
        (0, 7, "false_declaration"),
        (1, 61, "wrong_score"),
        (1, 62, "wrong_score"),
    ],
    # dispute-messages-12/12-nin-solo-not-doubled.json: (b) same findings, but the rules give 18 (446 rounds up to 450), not my 16; (c) wrong_score gives no reason (side totals, rounding, solo doubling)
    "dispute-messages-12/12-nin-solo-not-doubled.json": [
        (1, 14, "revoke"),
        (1, 64, "wrong_score"),
        (1, 65, "wrong_score"),
    ],
    "dispute-messages-12/13-std-bagatto-laid-away-wrong-total.json": [
        (0, 4, "illegal_discard"),
        (1, 65, "wrong_total"),
    ],
}


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    return sorted(found, key=lambda t: (t[0], -1 if t[1] is None else t[1], t[2]))


# each game's listing (GET /v1/games/<name>): the rule ids an annotation with a code may cite
LISTED = {(game, c.code): set(rules) for c in CODES for game, rules in c.rules.items()}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_blind_audit_transcript(name: str) -> None:
    v = validate(json.loads((DATA / name).read_text(encoding="utf-8")))
    assert v["status"] != "rejected", v.get("problems")
    assert violations(v) == EXPECTED[name]
    # every rule an annotation cites is in its code's listing (settlement-messages a2)
    unlisted = {
        (a["code"], a["rule"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["rule"] not in LISTED.get((v["game"], a["code"]), set())
    }
    assert not unlisted, unlisted
    if not EXPECTED[name] and name not in OPEN_DIFFERENCES:
        assert all(not d.get("settlement", {}).get("difference") for d in v["deals"])


# clean by the engine, yet a settlement differs: an auditor's open (a) finding
OPEN_DIFFERENCES: set[str] = set()


@pytest.mark.parametrize(
    ("name", "option", "code", "event"),
    [
        ("danish/07-joker-second-last-trick.json", "joker_second_last_penalty", "joker_second_last", 88),
        ("danish/10-revoke.json", "revoke_penalty", "revoke", 30),
    ],
)
def test_blind_audit_unclassed_fault_without_a_fine(name: str, option: str, code: str, event: int) -> None:
    """The recorder's reading of a fault §18 does not class: no fine, the deal settled as played."""
    doc = json.loads((DATA / name).read_text(encoding="utf-8"))
    doc["rules"] = {**doc.get("rules", {}), option: "superficial"}
    v = validate(doc)
    assert violations(v) == [(0, event, code)]
    assert v["deals"][0]["settlement"]["difference"] == {}


def test_ulti_contract_lost_early_says_the_rest_is_unchecked() -> None:
    """ulti/ruling.play-stops: a betli lost at trick 5 is settled; the verdict says 5 tricks were checked."""
    v = validate(
        json.loads((DATA / "ulti5/t14-betli-lost-early-end-contra.json").read_text(encoding="utf-8"))
    )
    assert v["status"] == "clean"
    assert any("stops after 5 tricks of 10" in u for u in v["deals"][0]["unchecked"])


# misdeals in the fifth round: hands (or a widow) of the wrong size reject the transcript, every
# bad hand pointed at (transcript-format.md: "a deal that is not a legal deal")
REJECTED: dict[str, list[tuple[str, str]]] = {
    # gd23: a preset the game does not have (the source names no 'tournament' usage)
    "gd23/06-3p-preset-tournament-unknown-preset-rejected.json": [("/rules/preset", "unknown_preset")],
    # rage13: a start.round the hand sizes contradict
    "rage13/11-3p-start-round-5-hands-of-5.json": [
        ("/deals/0/hands/0", "bad_hand_size"),
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/hands/2", "bad_hand_size"),
        ("/deals/0/talon", "bad_talon_size"),
        ("/deals/1/hands/0", "bad_hand_size"),
        ("/deals/1/hands/1", "bad_hand_size"),
        ("/deals/1/hands/2", "bad_hand_size"),
        ("/deals/1/talon", "bad_talon_size"),
    ],
    # api2: transcripts an app developer sends over HTTP that cannot be replayed (t08 and t11 list
    # the start and hand problems beside the bad rule option since session 16)
    "api2/t03-rage-engine-rejected.json": [
        ("/deals/0/hands/1/0", "unknown_card"),
        ("/deals/0/hands/2/0", "duplicate_card"),
    ],
    "api2/t06-unknown-game.json": [
        ("/game", "unknown_game"),
    ],
    "api2/t07-deal-inside-bad.json": [
        ("/deals/0/dealer", "missing_field"),
        ("/deals/0/hands", "missing_field"),
        ("/deals/0/events", "missing_field"),
        ("/deals/1/colour", "unknown_field"),
        ("/deals/1", "too_many_rounds"),
    ],
    "api2/t08-rules-start-engine.json": [
        ("/rules/preset", "unknown_preset"),
        ("/start/round", "bad_round"),
    ],
    "api2/t11-bad-option-hides-problems.json": [
        ("/rules/durch", "bad_option_value"),
        ("/start/round", "bad_round"),
        ("/deals/0/hands/0", "bad_hand_size"),
    ],
    # api4: a Rage stock left out (the key absent, not "talon": []), a payment of 0 in Ulti and a negative
    # one in Galician Tarok (openapi's PaymentEvent.amount allows -10^12..10^12) (api4 c3, c4)
    "api4/c4-rage-stock-left-out.json": [("/deals/0/talon", "missing_talon")],
    "api4/c3-ulti-payment-of-zero.json": [("/deals/0/events/40/amount", "bad_value")],
    "api4/c3-galician-negative-payment.json": [("/deals/0/events/56/amount", "bad_value")],
    # spec2: malformed transcripts a third-party app might send (every problem, each pointed at)
    "spec2/x01-rage-problems-everywhere.json": [
        ("/rules/durch", "bad_option_value"),
        ("/deals/0/hands/1/2", "unknown_card"),
        ("/deals/0/events/0/seat", "bad_seat"),
        ("/deals/1/events/7/named", "bad_value"),
        ("/deals/1/events/15/party", "bad_party"),
        ("/deals/2/events/13/points", "missing_field"),
    ],
    "spec2/x02-terziglio-foreign-card-codes.json": [
        ("/deals/0/hands/0/3", "unknown_card"),
        ("/deals/0/hands/0/5", "unknown_card"),
        ("/deals/0/hands/1/3", "unknown_card"),
        ("/deals/0/hands/1/5", "unknown_card"),
        ("/deals/0/hands/2/3", "unknown_card"),
        ("/deals/0/talon/1", "unknown_card"),
        ("/deals/0/events/12/card", "unknown_card"),
        ("/deals/0/events/24/card", "unknown_card"),
    ],
    "spec2/x03-galician-missing-deal-fields.json": [
        ("/deals/0/dealer", "missing_field"),
        ("/deals/1/hands", "missing_field"),
        ("/deals/3/events", "missing_field"),
        ("/deals/4/hands", "bad_hands"),
        ("/start/pools/king_pool", "unknown_field"),
        ("/start/pools/pool", "missing_field"),
        ("/deals/2/talon", "missing_field"),
    ],
    "spec2/x04-ulti-bad-vocabulary.json": [
        ("/deals/0/events/1/bid/goals/0", "bad_bid"),
        ("/deals/0/events/11/level", "bad_value"),
        ("/deals/0/events/15/target", "bad_value"),
        ("/deals/1/events/5/call", "bad_value"),
        ("/deals/1/events/6/to", "bad_party"),
        ("/deals/1/events/7/amount", "bad_value"),
    ],
    "spec2/x05-danish-wrong-sitter-foreign-pool.json": [
        ("/start/pools/pool", "unknown_field"),
        ("/start/pools/pagat_pool", "missing_field"),
        ("/start/pools/king_pool", "missing_field"),
    ],
    "tarocchini11/11-terz-nineteen-hands-under-standard.json": [
        ("/deals/0/hands/0", "bad_hand_size"),
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/hands/2", "bad_hand_size"),
        ("/deals/0/talon", "bad_talon_size"),
    ],
    "rage10/09-4p-r1-misdeal-11-and-9.json": [
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/hands/2", "bad_hand_size"),
    ],
    "rage10/15-4p-r1-2-second-deal-ten-cards.json": [
        (f"/deals/1/hands/{s}", "bad_hand_size") for s in range(4)
    ],
    "gd12/10-misdeal-13-and-11.json": [
        ("/deals/1/hands/0", "bad_hand_size"),
        ("/deals/1/hands/2", "bad_hand_size"),
    ],
    "tarocchini10/06-otto-misdeal.json": [
        ("/deals/1/hands/1", "bad_hand_size"),
        ("/deals/1/hands/2", "bad_hand_size"),
    ],
    "tarocchini10/17-terz-misdeal-widow-short.json": [
        ("/deals/1/hands/2", "bad_hand_size"),
        ("/deals/1/talon", "bad_talon_size"),
    ],
    "ulti11/09-misdeal-eleven-cards.json": [
        ("/deals/1/hands/0", "bad_hand_size"),
        ("/deals/1/hands/2", "bad_hand_size"),
    ],
    # the sixth round's option checks: a value of the wrong type
    "rage11/14-durch-value-not-boolean.json": [("/rules/durch", "bad_option_value")],
    # tarocchini-opt: preset nineteen (19 each, widow 5) with hands dealt 18 and a widow of 8
    "tarocchini-opt/12-terz-nineteen-dealt-eighteen.json": [
        ("/deals/0/hands/0", "bad_hand_size"),
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/hands/2", "bad_hand_size"),
        ("/deals/0/talon", "bad_talon_size"),
    ],
    # format-spec: transcripts that break the format, every problem pointed at (x01: (c), mended: an
    # unknown field inside an Ulti bid or marriage item is unknown_field at its key, since session 26)
    "format-spec/x01-ulti-unknown-fields.json": [
        ("/deals/0/shuffled_by", "unknown_field"),
        ("/deals/0/events/1/bid/colour", "unknown_field"),
        ("/deals/0/events/6/items/0/suit", "unknown_field"),
        ("/deals/0/events/10/comment", "unknown_field"),
    ],
    "format-spec/x02-ottocento-unknown-event-types.json": [
        ("/deals/0/events/7/type", "unknown_event_type"),
        ("/deals/0/events/10/type", "unknown_event_type"),
        ("/deals/0/events/14/type", "unknown_event_type"),
    ],
    "format-spec/x03-galician-unknown-cards.json": [
        ("/deals/0/hands/0/10", "unknown_card"),
        ("/deals/0/hands/2/2", "unknown_card"),
        ("/deals/0/talon/0", "unknown_card"),
        ("/deals/0/events/3/cards/0", "unknown_card"),
        ("/deals/0/events/13/card", "unknown_card"),
        ("/deals/0/events/25/card", "unknown_card"),
        ("/deals/0/events/27/card", "unknown_card"),
        ("/deals/0/events/41/card", "unknown_card"),
    ],
    "format-spec/x04-rage-copies-beyond-the-deck.json": [
        ("/deals/0/talon/102", "duplicate_card"),
        ("/deals/0/talon/104", "duplicate_card"),
        ("/deals/0/talon/105", "duplicate_card"),
    ],
    "format-spec/x05-danish-same-card-two-spellings.json": [
        ("/deals/0/hands/1/1", "duplicate_card"),
        ("/deals/0/hands/1/20", "duplicate_card"),
    ],
    "format-spec/x06-terziglio-hand-of-19-widow-of-7.json": [
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/talon", "bad_talon_size"),
    ],
    "format-spec/x08-ulti-bad-option-values.json": [
        ("/rules/fold", "bad_option_value"),
        ("/rules/max_contra_level", "bad_option_value"),
        ("/rules/colour_bonus", "unknown_option"),
        ("/rules/four_aces", "bad_option_value"),
    ],
    "format-spec/x09-rage-unknown-preset-and-non-booleans.json": [
        ("/rules/preset", "unknown_preset"),
        ("/rules/durch", "bad_option_value"),
        ("/rules/plus_minus_one", "bad_option_value"),
    ],
    "format-spec/x10-danish-bad-seats-and-parties.json": [
        ("/deals/0/events/0/from", "bad_party"),
        ("/deals/0/events/7/to", "bad_party"),
        ("/deals/0/events/18/seat", "bad_seat"),
        ("/deals/0/events/98/to", "bad_party"),
        ("/deals/0/events/99/party", "bad_party"),
        ("/deals/1/dealer", "bad_seat"),
    ],
    "format-spec/x11-galician-wrong-types-missing-fields.json": [
        ("/deals/0/events/0/bid", "bad_bid"),
        ("/deals/0/events/3/cards", "bad_cards"),
        ("/deals/0/events/5/items", "bad_value"),
        ("/deals/0/events/9/t", "bad_value"),
        ("/deals/0/events/10/note", "bad_value"),
        ("/deals/0/events/46/amount", "bad_value"),
        ("/deals/1/dealer", "bad_seat"),
        ("/deals/1/events/12/card", "missing_field"),
        ("/deals/1/events/44/amount", "missing_field"),
    ],
    "format-spec/x12-ulti-top-level-broken.json": [
        ("/colour", "unknown_field"),
        ("/format", "bad_format"),
        ("/players/1", "bad_players"),
        ("/rules", "bad_rules"),
    ],
    # verdict-spec (tests/data/audit/verdict-spec/REPORT.md): every problem with its exact pointer
    "verdict-spec/19-ulti-rejected-cards.json": [
        ("/deals/0/hands/0/3", "unknown_card"),
        ("/deals/0/hands/2/5", "duplicate_card"),
    ],
    "verdict-spec/20-rage-rejected-option-seat.json": [
        ("/rules/plus_minus_one", "bad_option_value"),
        ("/deals/0/events/2/seat", "bad_seat"),
    ],
    # format-spec2: one format break each, the pointer and code an outside reader of the spec expects
    "format-spec2/18-reject-galician-black-pip-written-as-1.json": [("/deals/0/talon/0", "unknown_card")],
    "format-spec2/19-reject-ulti-card-dealt-twice.json": [("/deals/0/hands/2/4", "duplicate_card")],
    "format-spec2/20-reject-rage-trick-event-recorded.json": [
        ("/deals/1/events/8/type", "unknown_event_type")
    ],
    "format-spec2/21-reject-terziglio-widow-6.json": [("/rules/widow", "bad_option_value")],
    "format-spec2/22-reject-danish-payment-to-seat-3-of-3.json": [("/deals/1/events/96/to", "bad_party")],
    "format-spec2/23-reject-ottocento-unknown-preset.json": [("/rules/preset", "unknown_preset")],
    # midway: start.round 6 (five cards) over hands of four: the start is taken at its word
    "midway/rage-mid-round-mismatch.json": [
        ("/deals/0/hands/0", "bad_hand_size"),
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/hands/2", "bad_hand_size"),
        ("/deals/0/talon", "bad_talon_size"),
    ],
    # replayable-odd-records: a score for a party the table does not have (seat 3 of 3; team0 at three) is no party
    # (spec: "A seat is an integer index into players"), rejected at its pointer, as expected
    "replayable-odd-records/04-rage-score-for-seat-not-at-table.json": [
        ("/deals/0/events/9/party", "bad_party")
    ],
    "replayable-odd-records/15-terziglio-score-for-team0.json": [("/deals/0/events/5/party", "bad_party")],
    # one-slip-deal-fields: one card of the stock/talon/widow written as a card dealt to a hand: rejected, as expected
    "one-slip-deal-fields/02-rage-stock-card-duplicates-hand.json": [("/deals/0/talon/2", "duplicate_card")],
    "one-slip-deal-fields/09-galician-talon-card-duplicates-hand.json": [
        ("/deals/0/talon/4", "duplicate_card")
    ],
    "one-slip-deal-fields/13-ottocento-widow-card-duplicates-hand.json": [
        ("/deals/0/talon/1", "duplicate_card")
    ],
    # real-faults-near-slips-3: a misdeal (hand sizes wrong, not a swap): rejected with a pointer at each wrong hand, as expected
    "real-faults-near-slips-3/03-rage-misdeal-ten-and-eight.json": [
        ("/deals/1/hands/1", "bad_hand_size"),
        ("/deals/1/hands/3", "bad_hand_size"),
    ],
    "real-faults-near-slips-3/10-terziglio-misdeal-nineteen-and-seventeen.json": [
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/hands/2", "bad_hand_size"),
    ],
    # galician-5p-sessions/02-4p-wrong-sitter.json: (c) the dealer played at four and seat 3 sat out: rejected as a misdeal, not judged wrong_sitter
    "galician-5p-sessions/02-4p-wrong-sitter.json": [
        ("/deals/2/hands/2", "bad_hand_size"),
        ("/deals/2/hands/3", "bad_hand_size"),
    ],
    # galician-5p-sessions/13-join-3to4.json: (c) a fourth seat joining three players: the 4-name record cannot hold a three-handed deal
    "galician-5p-sessions/13-join-3to4.json": [
        ("/deals/0/hands/0", "bad_hand_size"),
        ("/deals/0/hands/3", "bad_hand_size"),
        ("/deals/1/hands/1", "bad_hand_size"),
        ("/deals/1/hands/3", "bad_hand_size"),
    ],
}


@pytest.mark.parametrize("name", sorted(REJECTED))
def test_blind_audit_misdeal_is_rejected_with_pointers(name: str) -> None:
    v = validate(json.loads((DATA / name).read_text(encoding="utf-8")))
    assert v["status"] == "rejected"
    assert [(p["pointer"], p["code"]) for p in v["problems"]] == REJECTED[name]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("format-spec/03-rage-3p-doubles-and-a-penalty.json", [(0, 9, "unexpected_penalty")]),
        ("format-spec/12-galician-3p-common-usage-overrides.json", []),
    ],
)
def test_format_spec_whole_doubles_through_the_bytes(name: str, expected: list[tuple[int, int, str]]) -> None:
    """format-spec (a): the CLI and the API read 1.0 as the integer 1 (openapi "Numbers"), and since
    session 26 validate() on json.loads() output does too, with the same verdict and hash."""
    v = validate_bytes((DATA / name).read_bytes())
    assert violations(v) == expected
    assert all(not d["settlement"]["difference"] for d in v["deals"])
    assert validate(json.loads((DATA / name).read_bytes())) == v


def test_every_audit_transcript_is_pinned() -> None:
    # spec-audit/ (the format, all games, rejections included) is pinned in test_spec_audit.py
    on_disk = {p.relative_to(DATA).as_posix() for p in DATA.glob("*/*.json") if p.parent.name != "spec-audit"}
    assert on_disk == set(EXPECTED) | set(REJECTED)


def test_ottocento_game_won_on_declarations_though_the_deal_is_played_out() -> None:
    """tarocchini/ottocento.game: team0 reaches 800 on its declarations (765 + 40) and team1 passes it
    only in the play; the first to 800 wins (the auditor's finding, fixed in session 9)."""
    v = validate(json.loads((DATA / "tarocchini2/o-win-on-decl.json").read_text(encoding="utf-8")))
    assert v["deals"][0]["computed"]["game_won_by"] == "team0"
    assert [g["team"] for g in v["session"]["games_won"]] == ["team0"]


def test_rage_stock_exhausted_is_annotated_at_the_change_that_found_no_card() -> None:
    """rage/ruling.stock-exhausted on the auditor's short stock: the warning names the CHANGE (event 9)."""
    v = validate(json.loads((DATA / "rage3/t05_stock_exhausted.json").read_text(encoding="utf-8")))
    warnings = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "warning"
    ]
    assert warnings == [(9, "stock_exhausted")]


def test_galician_wrong_tarock_count_pays_the_count_announced() -> None:
    """galician-tarok/21.tarock-count: 11 held, 10 announced, 51 points: the consolation (30 each) and the
    ten tarocks not held (50 each), each less the pool's tenth (the auditor's expected nets)."""
    v = validate(json.loads((DATA / "gd3/g8-wrong-tarock-count.json").read_text(encoding="utf-8")))
    assert v["deals"][0]["settlement"]["expected"] == {"0": 62, "1": -170, "2": 62, "pool": 46}


def test_a_call_out_of_turn_the_table_acted_on_is_the_callers_game() -> None:
    """galician-tarok/10.auction-order (gd7 t04 deal 0): the forehand passes, the dealer says 'three'
    before his turn, the third player passes, and the dealer buys and plays: his three, settled. The
    out_of_turn is its one finding (diff9 galician-knockon A1: no auction_unfinished warning more)."""
    v = validate(json.loads((DATA / "gd7/t04_auction_faults.json").read_text(encoding="utf-8")))
    deal = v["deals"][0]
    found = [(a["event"], a["code"], a["severity"]) for a in deal["annotations"]]
    assert found == [(1, "out_of_turn", "violation")]
    assert not deal["settlement"]["difference"]
    assert "no_contract" not in v["summary"]["by_code"]


def test_a_pool_taken_as_the_table_left_it_is_right() -> None:
    """danish-tarok/15.pools (danish5 t08): a fine paid 20 short into each pool in deal 1; in deal 2
    the King ultimo takes the King pool as it stands (95), not as the rules keep it (115). Either is
    right; an amount that is neither is still wrong."""
    doc = json.loads((DATA / "danish5/t08_illegal_skat_paid_as_large.json").read_text(encoding="utf-8"))
    take = next(
        ev
        for ev in doc["deals"][1]["events"]
        if ev["type"] == "payment" and ev.get("from") == "king_pool" and ev.get("reason") == "king_ultimo"
    )
    assert take["amount"] == 95
    assert [f for f in violations(validate(doc)) if f[0] == 1] == []
    take["amount"] = 115  # the pool the rules keep
    assert [f for f in violations(validate(doc)) if f[0] == 1] == []
    take["amount"] = 105
    assert [f[2] for f in violations(validate(doc)) if f[0] == 1] == ["wrong_payment"]


def test_a_danish_score_is_card_points_or_the_deals_net_chips() -> None:
    """danish-tarok/15.score-sheet (danish5 t18): the scores written as each seat's net chips for the
    deal are right; a score that is neither card points nor net chips is wrong."""
    doc = json.loads((DATA / "danish5/t18_score_sheet_total_slip.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert "wrong_score" not in v["summary"]["by_code"]
    score = next(ev for ev in doc["deals"][0]["events"] if ev["type"] == "score")
    score["points"] += 1
    v = validate(doc)
    assert v["summary"]["by_code"].get("wrong_score") == 1


def test_an_ulti_total_on_the_rules_net_is_right_after_a_wrong_score() -> None:
    """ulti/score.session (ulti6 t08, the fourth deal): Béla's score is written 8 (the rules give +10); his total
    written 15 = 5 + 10 is right, and 13 (the sheet's own arithmetic) would be too; 14 is neither."""
    doc = json.loads((DATA / "ulti6/t08_session_five_deals.json").read_text(encoding="utf-8"))
    total = doc["deals"][3]["events"][40]
    assert (total["type"], total["party"], total["points"]) == ("total", 1, 15)
    for points, found in ((15, []), (13, []), (14, [(3, 40, "wrong_total")])):
        total["points"] = points
        assert [f for f in violations(validate(doc)) if f[2] == "wrong_total" and f[0] == 3] == found


def test_three_passes_end_an_ulti_auction_only_from_three_players() -> None:
    """ulti/auction.end (ulti6 t11): "3 人が続けて目標を言わなかったら" — Anna passes out of turn, then
    Csilla and Anna: two players; Béla's pass, which ends the auction, is no bid after its end."""
    v = validate(
        json.loads((DATA / "ulti6/t11_self_overbid_pass_out_of_turn.json").read_text(encoding="utf-8"))
    )
    assert "illegal_bid" not in v["summary"]["by_code"]
    assert all(a["event"] != 10 for a in v["deals"][0]["annotations"])


def test_rage_seat_without_a_bid_has_an_unknown_total() -> None:
    """rage6 08 (rage/bid.complete): seat 3 never bid in round 2, so its round score and its total by
    the rules are unknown: said in `unchecked`, null in `computed`, left out of the session's expected
    totals (its last written total is in `recorded`, api4 a1, but not compared with a figure the rules
    cannot give)."""
    v = validate(json.loads((DATA / "rage6/08-4p-secret-missing-bid.json").read_text(encoding="utf-8")))
    deal = v["deals"][1]
    assert any(u.startswith("score of seat 3: no bid") for u in deal["unchecked"])
    assert deal["computed"]["scores"][3] is None and deal["computed"]["totals"][3] is None
    assert None not in deal["computed"]["totals"][:3]
    totals = v["session"]["totals"]
    assert "3" not in totals["expected"] and "3" in totals["recorded"] and totals["difference"] == {}


def test_terziglio_solo_exchange_completed_is_one_finding() -> None:
    """tarocchini6 13 (tarocchini/terziglio.exchange): the solo declarer takes two widow cards and
    lays two away; the exchange stands, so the taken cards he plays later are his, and it is one
    fault, at the take (tarocchini-spec and tarocchini26 expected one)."""
    v = validate(json.loads((DATA / "tarocchini6/13-terz-solo-exchanges.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 3, "illegal_take")]
    take = v["deals"][0]["annotations"][0]
    assert take["evidence"]["reasons"] == ["solo"] and "stands only if" in take["message"]


def test_galician_all_pass_played_on_is_one_fault() -> None:
    """gd9 15 deal 1 (galician-tarok/26.all-pass): all passed, yet the talon was taken, cards laid
    away, nothing announced and the deal played: one no_contract, at the take, and nothing else."""
    v = validate(
        json.loads((DATA / "gd9/15-all-pass-and-unfinished-auction.json").read_text(encoding="utf-8"))
    )
    found = [(a["event"], a["code"]) for a in v["deals"][1]["annotations"]]
    assert found == [(3, "no_contract")]
    assert (
        "took from the talon although nobody won the auction (all passed"
        in (v["deals"][1]["annotations"][0]["message"])
    )


def test_wrong_total_names_the_sheets_figure_first() -> None:
    """gd9 12 deal 2: after a wrong score the sheet carried on, the next total is 10 too high: the
    message and evidence give the sheet's own sum (-128), with the rules' figure from the start beside."""
    v = validate(json.loads((DATA / "gd9/12-score-sheet.json").read_text(encoding="utf-8")))
    a = next(a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_total")
    assert a["evidence"] == {"recorded": -118, "expected": -128, "by_rules": -138}
    assert "make it -128 (its previous total as written plus this deal's result; -138" in a["message"]


def test_rage_no_bid_score_is_one_of_two() -> None:
    """rage7 20 (rage/bid.complete, rage/score.round): Bohous made no bid and took 5 tricks without
    action cards: his round is +15 or 0, so the 20 written is wrong; file 15, the same round written
    as one of the two, is not."""
    v = validate(
        json.loads((DATA / "rage7/20-probe-missing-bid-impossible-score.json").read_text(encoding="utf-8"))
    )
    a = next(a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_score")
    assert (a["deal"], a["event"], a["seat"]) == (4, 21, 1)
    assert a["evidence"]["possible"] == [15, 0] and a["evidence"]["bid"] is None
    v = validate(json.loads((DATA / "rage7/15-3p-missing-bid.json").read_text(encoding="utf-8")))
    assert violations(v) == [(4, 2, "missing_bid")]
    assert any("round score is +15 or +0" in u for u in v["deals"][4]["unchecked"])


def test_ulti_trumps_never_named_are_the_ones_played() -> None:
    """ulti8 04 deal 0 (ulti/auction.trump): a party whose trumps (spades) were never named is
    replayed with spades, the only suit every lead fits: missing_trump and nothing else."""
    v = validate(json.loads((DATA / "ulti8/04-trump-naming-faults.json").read_text(encoding="utf-8")))
    anns = v["deals"][0]["annotations"]
    assert [(a["event"], a["code"]) for a in anns] == [(5, "missing_trump")]
    assert anns[0]["evidence"]["trumps_that_fit"] == ["S"] and "leaves as trumps" in anns[0]["message"]


def test_ulti_one_card_out_of_turn_is_one_finding() -> None:
    """ulti8 13 (ulti/play.turn): Anna plays third before Csilla; Csilla, still due, then plays in turn.
    ulti7 06: a wrong lead to trick 10; the others follow from the card led."""
    v = validate(json.loads((DATA / "ulti8/13-defender-out-of-turn.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 32, "out_of_turn")]
    v = validate(json.loads((DATA / "ulti7/06-wrong-leader-trick10.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 33, "out_of_turn")]


def test_ulti_seven_given_up_with_an_illegal_card_is_both_faults() -> None:
    """ulti8 14 (ulti/play.ulti-seven, ulti/play.overtake); ulti8 03 cites ulti/auction.first."""
    v = validate(json.loads((DATA / "ulti8/14-ulti-seven-under-trump-lead.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 10, "early_trump_seven"), (0, 10, "failure_to_overtake")]
    v = validate(json.loads((DATA / "ulti8/03-first-bidder-passes.json").read_text(encoding="utf-8")))
    assert [a["rule"] for d in v["deals"] for a in d["annotations"]] == ["ulti/auction.first"]


def test_danish_dealers_fine_for_unmoved_pools_is_taken_as_found() -> None:
    """danish7 09 (danish-tarok/18.small): the record fines the new dealer 5 into each pool for not
    moving the pools, which no record can show: a warning, the fine due, and nothing else."""
    v = validate(json.loads((DATA / "danish7/09-small-pools-not-moved.json").read_text(encoding="utf-8")))
    anns = v["deals"][1]["annotations"]
    assert [(a["event"], a["code"], a["severity"]) for a in anns] == [(2, "unverifiable_penalty", "warning")]
    assert v["deals"][1]["settlement"]["difference"] == {}
    # the same fine on a player who is not the dealer is still unexpected
    doc = json.loads((DATA / "danish7/09-small-pools-not-moved.json").read_text(encoding="utf-8"))
    deal = doc["deals"][1]
    other = (deal["dealer"] + 1) % len(doc["players"])
    deal["events"][2]["party"] = other
    for ev in deal["events"][3:5]:
        ev["from"] = other
    assert (1, 2, "unexpected_penalty") in violations(validate(doc))


def test_galician_void_szpricer_call_leaves_an_ordinary_deal() -> None:
    """gd10 05 (galician-tarok/26.szpricer): the king calls a szpricer with the option off; the record
    then deals an ordinary deal, passed on: the call is illegal_szpricer and the next deal is
    replayed as the ordinary deal it is (the whole transcript used to be rejected)."""
    v = validate(json.loads((DATA / "gd10/05-szpricer-option-off.json").read_text(encoding="utf-8")))
    assert v["status"] == "violations" and violations(v) == [(0, 3, "illegal_szpricer")]
    assert v["deals"][1]["computed"].get("szpricer") is None


def test_ulti_betli_with_a_named_suit_is_still_played_without_trumps() -> None:
    """ulti9 16 (ulti/auction.trump): the suit named for betli is void; the deal is replayed without
    trumps, the betli won and the recorded payments right."""
    v = validate(json.loads((DATA / "ulti9/16-betli-names-a-trump.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 5, "bad_trump")]
    assert v["deals"][0]["settlement"]["difference"] == {}


def test_ulti_total_after_a_deal_without_totals_adds_the_rules_nets() -> None:
    """ulti9 13 (ulti/score.session): deal 1 has a wrong payment and no total line; deal 2's totals
    are deal 0's plus the rules' nets of deals 1 and 2: right, the payment reported once."""
    v = validate(
        json.loads(
            (DATA / "ulti9/13-session-full-sheet-betli-contra-wrong-payment.json").read_text(encoding="utf-8")
        )
    )
    assert violations(v) == [(1, 36, "wrong_payment")]


def test_rage_trump_past_the_recorded_stock_is_told_by_the_leads() -> None:
    """rage8 07 (rage/ruling.stock-exhausted): the stock is recorded as its trump card only; a CHANGE
    turns a card the record lacks; the leads show the new trump was green: the tricks go where the
    table put them, the scores are right, and the trump is shown once the tricks tell it."""
    v = validate(
        json.loads((DATA / "rage8/07-7p-stock-recorded-only-trump-card.json").read_text(encoding="utf-8"))
    )
    d = v["deals"][0]
    assert [(a["code"], a["severity"]) for a in d["annotations"]] == [("stock_exhausted", "warning")]
    assert d["computed"]["trick_winners"] == [2, 4, 2] and d["computed"]["trumps"] == ["R", "G"]


def test_rage_wrong_lead_after_an_open_trick_leaves_it_open() -> None:
    """rage13 16 and 15 (rage/ruling.stock-exhausted): a lead by a seat that cannot have won the
    trick before under any colour is out of turn and names who can have; the trick stays open. In
    16 the leads after it tell the trump (blue), which settles both open tricks as the table
    played them; in 15 nothing tells it, so the last tricks' scores are any of their values."""
    doc = json.loads(
        (DATA / "rage13/16-probe-8p-r1-short-stock-wrong-lead-then-true-leads.json").read_text(
            encoding="utf-8"
        )
    )
    d = validate(doc)["deals"][0]
    wrong = [a for a in d["annotations"] if a["severity"] == "violation"]
    assert [(a["event"], a["code"]) for a in wrong] == [(64, "out_of_turn")]
    assert wrong[0]["evidence"]["expected_seat"] is None
    assert wrong[0]["evidence"]["possible_seats"] == [0, 1, 5, 6]
    assert d["computed"]["trumps"] == ["G", "Y", "B", "B", None]
    assert d["computed"]["trick_winners"][6:9] == [5, 6, 2]
    # the terminal replay narrates an open trick with its possible winners
    session, steps, _ = load_steps(doc)
    notes = [st.text for st in steps or () if st.kind == "note" and "Trick 7 " in st.text]
    assert notes and notes[0].endswith(
        "won by Anička, Bohouš, František or Gábina, by the trump the record does not show."
    )
    doc = json.loads(
        (DATA / "rage13/15-probe-8p-r1-short-stock-impossible-leader-with-sheet.json").read_text(
            encoding="utf-8"
        )
    )
    d = validate(doc)["deals"][0]
    assert [(a["event"], a["code"]) for a in d["annotations"] if a["severity"] == "violation"] == [
        (64, "out_of_turn")
    ]
    assert any("winners of tricks 7 and 10" in u for u in d["unchecked"]), d["unchecked"]


def test_danish_refill_too_many_is_the_refill_and_a_void_deal_passes_on() -> None:
    """danish9 05 (15.payments): refills paid after a King Ultimo with its przydupek are the extra
    payments, not the opening foundations; 04, the missing one is named a refill. danish9 13
    (18.irreparable): after a deal voided before the lead the same dealer may not deal again."""
    v = validate(json.loads((DATA / "danish9/05-refill-extra.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, k, "unexpected_payment") for k in (106, 107, 108)]
    v = validate(json.loads((DATA / "danish9/04-refill-missing.json").read_text(encoding="utf-8")))
    assert [a["message"] for d in v["deals"] for a in d["annotations"]][-1].endswith("20 (refill).")
    v = validate(json.loads((DATA / "danish9/13-void-then-wrong-dealer.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 8, "illegal_skat"), (1, None, "wrong_dealer")]


def test_danish_payment_made_twice_is_the_later_one() -> None:
    """danish10 13 (15.payments): a declaration paid when declared and again at the deal's end: the
    second is the one too many; 06, the same for lost kings paid again as if in the last trick."""
    v = validate(
        json.loads((DATA / "danish10/13-session3-declaration-paid-twice.json").read_text(encoding="utf-8"))
    )
    assert violations(v) == [(1, 93, "unexpected_payment")]


def test_ulti_score_sheet_is_the_recorded_settlement() -> None:
    """ulti11 07: a deal recorded by scores alone has them as its recorded settlement, and a sheet's
    last totals are the session's recorded totals."""
    v = validate(
        json.loads((DATA / "ulti11/07-session-miscount-talon-points.json").read_text(encoding="utf-8"))
    )
    assert v["deals"][1]["settlement"]["recorded"] == {"0": -1, "1": -1, "2": 2}
    assert v["deals"][1]["settlement"]["difference"] == {"0": 2, "1": 2, "2": -4}
    assert v["session"]["totals"]["recorded"] == {"0": -4, "1": 2, "2": 2}


def test_danish_refused_redeal_is_played_and_checked() -> None:
    """danish11 11 (17.redeal): a redeal asked for while holding trumps, refused (the record plays
    on): the fault with its large fine, the deal checked and settled as played."""
    v = validate(
        json.loads((DATA / "danish11/11-false-redeal-default-large.json").read_text(encoding="utf-8"))
    )
    assert [(a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]] == [
        (8, "redeal_with_trumps")
    ]
    assert v["deals"][0]["annotations"][0]["penalty"]["class"] == "large"
    assert v["deals"][0]["settlement"]["difference"] == {}


def _without(path: str, kinds: set[str]) -> dict[str, Any]:
    """A file's transcript with its last deal's events of ``kinds`` left out."""
    doc = json.loads((DATA / path).read_text(encoding="utf-8"))
    last = doc["deals"][-1]
    last["events"] = [ev for ev in last["events"] if ev["type"] not in kinds]
    return doc


@pytest.mark.parametrize(
    "path",
    [
        "rage-spec4/01-3p-full-standard-sheet.json",
        "ulti-spec3/10-sheet-three-deals-silent100-20-100-ulti-contra.json",
        "tarocchini-spec4/01-otto-sheet-clean.json",
        "tarocchini-spec4/13-terz-gioco-sheet-clean.json",
    ],
)
@pytest.mark.parametrize("kinds", [{"total"}, {"total", "score"}])
def test_session_totals_carry_the_last_total_written(path: str, kinds: set[str]) -> None:
    """rage-spec4 (a1), rage/score.total: a sheet that stops writing totals (or anything) before the
    last deal claims its last totals carried by what it writes after them, the rules' result for a
    deal left blank: a right sheet is no session difference (before, the last deal's result was)."""
    v = validate(_without(path, kinds))
    assert v["status"] == "clean"
    assert v["session"]["totals"]["recorded"] == v["session"]["totals"]["expected"]
    assert v["session"]["totals"]["difference"] == {}


def test_session_totals_keep_a_score_slip_after_the_last_total() -> None:
    """rage20 09: a wrong round score written after the sheet's last total is the session's
    difference, and only it (rage-spec4 14: a round left blank after it is none)."""
    v = validate(
        json.loads((DATA / "rage20/09-5p-wrong-score-plus5-minus5.json").read_text(encoding="utf-8"))
    )
    assert v["session"]["totals"]["difference"] == {"4": -5}
    v = validate(
        json.loads((DATA / "rage-spec4/14-4p-wild-without-colour-r8-9.json").read_text(encoding="utf-8"))
    )
    assert v["session"]["totals"]["difference"] == {}


def test_rage_unnamed_joker_in_last_trick_unscored_round_says_its_scores_are_presumed() -> None:
    """rage-spec4 (c1), rage/action.wild: a last trick's joker without a colour and no score written
    to tell which: the round is scored with the colour led, and `unchecked` says so, naming who
    another colour would give the trick to."""
    v = validate(
        json.loads((DATA / "rage-spec4/14-4p-wild-without-colour-r8-9.json").read_text(encoding="utf-8"))
    )
    (note,) = v["deals"][1]["unchecked"]
    assert "joker written without its colour" in note and note.endswith("(another colour gives it to Bohouš)")
    assert v["deals"][0].get("unchecked", []) == []


def test_danish_misdeal_dealt_again_keeps_the_pools_known() -> None:
    """danish-spec7 (a), 18.misdeal: a misdeal found before play is dealt again, nothing left out of
    the record: the next deal's pool-content payments are checked (before, they were taken as recorded
    as after a record that stops short)."""
    doc = json.loads((DATA / "danish-spec7/05-M-misdeal-redeal.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert [d.get("unchecked", []) for d in v["deals"]] == [[], []]
    for k in (83, 86):  # the Pagat Ultimo's take and the King Przydupek's doubling, both 70
        assert doc["deals"][1]["events"][k]["amount"] == 70
        doc["deals"][1]["events"][k]["amount"] = 95
    assert violations(validate(doc)) == [
        (0, None, "misdeal"),
        (1, 83, "wrong_payment"),
        (1, 86, "wrong_payment"),
    ]


def test_ulti_failed_silent_ulti_paid_as_ulti_penalty_is_its_reason() -> None:
    """ulti-spec5 (c), ulti/silent.ulti: a defender's lost trump 7 in the tenth trick paid with reason
    `ulti-penalty` (the 4 is the ulti's penalty in all but name): no payment_reason warning; a
    wrong amount under that name is still wrong."""
    doc = json.loads((DATA / "ulti-spec5/06-ulti-penalty-silent-ulti.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert [a["code"] for d in v["deals"] for a in d["annotations"]] == []
    ev = next(e for e in doc["deals"][2]["events"] if e.get("reason") == "ulti-penalty")
    ev["amount"] += 1
    assert [a["code"] for a in validate(doc)["deals"][2]["annotations"]] == ["wrong_payment"]


def test_galician_short_discard_leaves_his_last_card_in_his_pile() -> None:
    """gd-spec5 (c2), galician-tarok/14.piles: he bought three and laid away two; the card still in his
    hand after the last trick is his, so the piles make 66 (before, it was in neither)."""
    v = validate(json.loads((DATA / "gd-spec5/13-discard-two-for-three.json").read_text(encoding="utf-8")))
    assert v["deals"][0]["computed"]["points"] == {"player": 43, "helpers": 23}


def test_galician_wrong_tarock_count_read_by_the_record() -> None:
    """galician-tarok/21.tarock-count: the count's value paid (the engine's reading) or not (gd-spec2,
    gd25, gd-spec5): a record that fits the second better is read so and says it in unchecked; one
    that pays the value is judged by the rule, and a slip in it is still found."""
    doc = json.loads((DATA / "gd-spec5/15-false-tarocks.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert violations(v) == [(0, 5, "wrong_tarock_count")]
    assert any("wrong count" in u for u in v["deals"][0]["unchecked"])
    game = doc["deals"][0]["events"][45]
    assert (game["from"], game["to"], game["amount"]) == (1, 0, 30)  # the consolation, no tarocks' 50
    game["amount"] = 35  # a slip under that reading
    assert violations(validate(doc)) == [(0, 5, "wrong_tarock_count"), (0, 45, "wrong_payment")]


@pytest.mark.parametrize(
    ("path", "event", "fault"),
    [
        ("danish-spec8/18-4p-revoke-void-deal.json", 90, (0, 22, "revoke")),
        ("danish-spec8/06-joker-second-last.json", 96, (0, 90, "joker_second_last")),
    ],
)
def test_danish_fined_unclassed_fault_stays_irreparable_beside_a_later_slip(
    path: str, event: int, fault: tuple[int, int, str]
) -> None:
    """danish-spec8 (a), danish-tarok/ruling.unclassed-faults: the table fined the fault 40 into each
    pool and stopped the deal, so it applied the default; a later session-end share 5 high must not
    make the deal read as played (which hid the slip), and the slip is one finding (15.session-end:
    the whole split nearest the record)."""
    doc = json.loads((DATA / path).read_text(encoding="utf-8"))
    share = doc["deals"][1]["events"][event]
    assert (share["reason"], share["amount"]) == ("session_end", 35)
    share["amount"] = 40
    v = validate(doc)
    assert violations(v) == [fault, (1, event, "wrong_payment")]
    assert v["deals"][0]["annotations"][0]["penalty"]["class"] == "irreparable"


@pytest.mark.parametrize(
    "name",
    [
        "a1-rage-round-without-bids-scores-written.json",
        "a1-ulti-auction-unrecorded-payments-written.json",
        "a1-galician-auctions-unrecorded-payments-written.json",
    ],
)
def test_unsettled_deal_still_shows_what_its_record_adds_up_to(name: str) -> None:
    """api4 (a1), transcript-format.md: `recorded` is what the transcript's payments/scores add up to;
    a deal the rules cannot settle from the record (no bids, no auction) showed null. Its written
    figures are now `recorded`, never a difference."""
    doc = json.loads((DATA / "api4" / name).read_text(encoding="utf-8"))
    v = validate(doc)
    for deal, out in zip(doc["deals"], v["deals"], strict=True):
        if out["settlement"]["expected"]:
            continue
        net: dict[str, float] = {}
        for ev in deal["events"]:
            if ev["type"] == "payment":
                net[str(ev["from"])] = net.get(str(ev["from"]), 0) - ev["amount"]
                net[str(ev["to"])] = net.get(str(ev["to"]), 0) + ev["amount"]
            elif ev["type"] == "score":
                net[str(ev["party"])] = net.get(str(ev["party"]), 0) + ev["points"]
        assert net, "the repro writes figures for its unsettled deal"
        assert out["settlement"]["recorded"] == pytest.approx(net)
        assert out["settlement"]["difference"] == {}


def test_galician_pool_line_slip_carried_into_its_total_is_one_finding() -> None:
    """gd-spec6 (a), galician-tarok/18.score-sheet: the pool's score written 4.5 for 9 and its total
    written as the sheet's own arithmetic (previous total + 4.5): one slip, at the score line, as
    for a seat (before, the total was reported too)."""
    doc = json.loads((DATA / "gd-spec6/12-wrong-pool-figure-sheet.json").read_text(encoding="utf-8"))
    assert (doc["deals"][3]["events"][47]["party"], doc["deals"][3]["events"][51]["party"]) == (
        "pool",
        "pool",
    )
    assert violations(validate(doc)) == [(3, 47, "wrong_score")]
    doc["deals"][3]["events"][51]["points"] += 1  # a slip in the addition itself is still found
    assert (3, 51, "wrong_total") in violations(validate(doc))


def test_ottocento_matto_exchange_card_read_by_the_sheet() -> None:
    """tarocchini-spec6 (c3), tarocchini/play.matto: the source names no card for the Matto ("карту
    с низким номиналом"); the engine gives the one that costs the Matto's side least, and a sheet
    that fits another low suit card given (here the Ace of swords, which makes a run for the
    winners) is right too, marked in computed; a slip beside it is still wrong."""
    doc = json.loads((DATA / "tarocchini-spec6/06-play-only.json").read_text(encoding="utf-8"))
    assert validate(doc)["deals"][0]["computed"]["points"]["team1"]["total"] == 371
    doc["deals"][0]["events"] += [
        {"type": "score", "party": "team0", "points": 316},
        {"type": "score", "party": "team1", "points": 391},
    ]
    deal = validate(doc)["deals"][0]
    assert deal["annotations"] == [] and deal["computed"]["matto_exchange_card"] == "1S"
    doc["deals"][0]["events"][-1]["points"] = 392
    assert [a["code"] for a in validate(doc)["deals"][0]["annotations"]] == ["wrong_score"]


def test_rage_notrump_then_change_trick_read_either_way() -> None:
    """rage/ruling.notrump-and-change: NOTRUMP then CHANGE in one trick - trumpless (the engine's
    reading) or the CHANGE's new trump ruling it as the later act ("pro aktuální štych": rage3 t03,
    rage-spec 19, rage-spec6 06); the sheet (here, the round's last trick) tells, and a score
    neither gives is still wrong."""
    doc = json.loads((DATA / "rage-spec6/06-change-after-notrump-clean.json").read_text(encoding="utf-8"))
    assert violations(validate(doc)) == []
    events = doc["deals"][0]["events"]
    assert (events[25]["party"], events[25]["points"], events[28]["party"], events[28]["points"]) == (
        0,
        -3,
        3,
        11,
    )
    events[25]["points"], events[28]["points"] = -2, -5  # the trumpless reading: Anička's Y4 wins
    for deal in doc["deals"]:  # the running totals carry the change
        for ev in deal["events"]:
            if ev["type"] == "total" and ev["party"] in (0, 3):
                ev["points"] += 1 if ev["party"] == 0 else -16
    assert [(e, c) for _, e, c in violations(validate(doc))] == []
    events[25]["points"] = 0
    assert (0, 25, "wrong_score") in violations(validate(doc))


def test_rage_second_bid_in_a_silent_seats_turn() -> None:
    """rage-sheet-slips (c), rage/bid.order: a bid of another value by a seat that bid before, in the
    turn of a seat that writes no bid, is that seat's bid written under the wrong name (one
    bid_out_of_turn); the same value again is a line copied (repeated_bid, and the silent seat's
    missing_bid)."""
    doc = json.loads((DATA / "rage-sheet-slips/09-bid-under-earlier-seat.json").read_text(encoding="utf-8"))
    events = doc["deals"][1]["events"]
    assert [(e["seat"], e["bid"]) for e in events[:4]] == [(3, 1), (0, 3), (0, 0), (2, 2)]
    assert violations(validate(doc)) == [(1, 2, "bid_out_of_turn")]
    events[2]["bid"] = 3
    found = violations(validate(doc))
    assert (1, 2, "repeated_bid") in found and (1, 4, "missing_bid") in found


def test_danish_card_out_of_turn_unfined() -> None:
    """danish-tarok/10.turn (real-faults-near-slips-8 c and two readers before): two play lines
    swapped in a record that writes payments but no fine: the out_of_turn is the one finding, its
    large fine not applied (it was two missing_payments too); a record that pays the fine is judged
    with it, and one that pays it wrongly is still wrong."""
    doc = json.loads(
        (DATA / "real-faults-near-slips-8/03-danish-plays-swapped.json").read_text(encoding="utf-8")
    )
    v = validate(doc)
    assert violations(v) == [(0, 16, "out_of_turn")]
    (a,) = v["deals"][0]["annotations"]
    assert a["penalty"]["class"] == "large" and a["penalty"]["applied"] is False
    assert any("slip of the record" in line for line in v["deals"][0]["unchecked"])
    events = doc["deals"][0]["events"]
    seat = events[16]["seat"]
    fine = [
        {"type": "payment", "from": seat, "to": pool, "amount": 20, "reason": "penalty"}
        for pool in ("pagat_pool", "king_pool")
    ]
    doc["deals"][0]["events"] = [*events[:17], *fine, *events[17:]]
    v = validate(doc)
    # (the pools then hold the fine: the next deal's king przydupek, written from the pool unfined,
    # is its own wrong_payment)
    assert [f for f in violations(v) if f[0] == 0] == [(0, 16, "out_of_turn")]
    assert v["deals"][0]["annotations"][0]["penalty"]["payments"]
    doc["deals"][0]["events"][17]["amount"] = 15
    assert (0, 17, "wrong_payment") in violations(validate(doc))


def test_ottocento_parts_and_their_sum_line() -> None:
    """tarocchini-sheet-edges probe 4, tarocchini/ottocento.score: a team's component lines and then
    their sum on a line naming no reason: the sum repeats the parts (clean; it was a wrong_score of
    twice the deal); a sum line that is not the parts' sum is still wrong."""
    doc = json.loads(
        (DATA / "tarocchini-sheet-edges/05-component-lines-clean.json").read_text(encoding="utf-8")
    )
    events = doc["deals"][0]["events"]
    parts = [e for e in events if e["type"] == "score" and e["party"] == "team0"]
    assert len(parts) > 1 and all(e.get("reason") for e in parts)
    at = events.index(next(e for e in events if e["type"] == "total"))
    events.insert(at, {"type": "score", "party": "team0", "points": sum(e["points"] for e in parts)})
    assert violations(validate(doc)) == []
    events[at]["points"] += 10
    assert violations(validate(doc)) == [(0, at, "wrong_score")]


def test_ulti_goal_line_slip_names_its_goal() -> None:
    """ulti-sheet-edges, ulti/score.sheet: on a sheet of goal lines the wrong line's finding names the
    goal and its figure, beside the seat's net for the deal."""
    v = validate(
        json.loads((DATA / "ulti-sheet-edges/04-per-goal-wrong-line.json").read_text(encoding="utf-8"))
    )
    (a,) = [a for d in v["deals"] for a in d["annotations"]]
    assert (a["event"], a["code"]) == (43, "wrong_score")
    assert a["evidence"]["line"] == {"reason": "ulti", "recorded": -4, "expected": -8}
    assert a["message"].startswith("Csaba's ulti line was written -4; the rules give -8.")


def test_galician_solo_take_settled_as_if_not_made() -> None:
    """galician-bidding-edges P7, galician-tarok/10.solo: a take at solo stands (the cards are his),
    but a record that settles the solo as if it was not made (the whole talon the helpers') is read
    so: the illegal_take is the one finding (it was also two wrong_payments, 108 due, not 84)."""
    doc = json.loads((DATA / "galician-bidding-edges/06-solo-clean-paid.json").read_text(encoding="utf-8"))
    assert doc["deals"][0]["events"][1] == {"type": "bid", "seat": 1, "bid": "solo"}
    doc["deals"][0]["events"].insert(3, {"type": "take", "seat": 1, "cards": doc["deals"][0]["talon"][:3]})
    v = validate(doc)
    assert violations(v) == [(0, 3, "illegal_take")]
    assert any("10.solo" in line for line in v["deals"][0]["unchecked"])


def test_danish_joining_left_unpaid_is_its_missing_payments() -> None:
    """fractional-money-edges (probe), danish-tarok/17.join: the fourth seat, dealt nothing in deal 0
    while the seat opposite the dealer played, joins in deal 1 (where it is the sitter); its joining
    left out, or paid into one pool only, is the missing payment, not deal 0 re-read as a misdealt
    four-handed deal (some 90 findings)."""
    doc = json.loads(
        (DATA / "fractional-money-edges/05-danish-join-exact-third.json").read_text(encoding="utf-8")
    )
    joining = doc["deals"][1]["events"][:2]
    assert [(e["from"], e["to"]) for e in joining] == [(3, "pagat_pool"), (3, "king_pool")]
    assert violations(validate(doc)) == []
    del doc["deals"][1]["events"][1]
    assert violations(validate(doc)) == [(1, None, "missing_payment")]
    del doc["deals"][1]["events"][0]
    assert violations(validate(doc)) == [(1, None, "missing_payment")] * 2


def test_danish_session_end_shares_written_in_cents() -> None:
    """danish-pool-edges (c2), danish-tarok/15.session-end "rozdzielona po równo": a pool of 80
    shared among three written in cents (26.67 each, or 26.67, 26.67, 26.66) is the equal share;
    a share off by more than a cent is still the one slip, and cents that do not hand out the whole
    pool (26.66 each) are wrong."""
    doc = json.loads((DATA / "danish-pool-edges/01-session3-clean.json").read_text(encoding="utf-8"))
    lines = [
        e for e in doc["deals"][2]["events"] if e.get("reason") == "session_end" and e["from"] == "pagat_pool"
    ]
    assert [e["amount"] for e in lines] == [26.666667] * 3 and [e["to"] for e in lines] == [0, 1, 2]
    at = [doc["deals"][2]["events"].index(e) for e in lines]
    for amounts, found in (
        ((26.67, 26.67, 26.67), []),
        ((26.67, 26.67, 26.66), []),
        ((26.67, 26.67, 26.65), [at[2]]),
        ((26.67, 26.67, 31.66), [at[2]]),
        ((26.66, 26.66, 26.66), at),
    ):
        for e, x in zip(lines, amounts, strict=True):
            e["amount"] = x
        assert violations(validate(doc)) == [(2, k, "wrong_payment") for k in found], amounts


def test_galician_piles_counted_in_thirds_show_both_sides_in_thirds() -> None:
    """galician-play-edges (c), galician-tarok/14.counting: a record whose payments fit the piles
    counted in thirds is read so, and computed.points shows both sides so (66 between them; the
    helpers' side was shown in whole points, 43 1/3 + 23). Its payments may be written in cents."""
    v = validate(
        json.loads((DATA / "galician-play-edges/14-one-odd-remainder.json").read_text(encoding="utf-8"))
    )
    assert violations(v) == []
    points = v["deals"][0]["computed"]["points"]
    assert points == {"player": 43.333333333, "helpers": 22.666666667}
    # the thirds' payments written in cents, as money is paid (amounts agree to half a cent)
    doc = json.loads((DATA / "galician-play-edges/14-one-odd-remainder.json").read_text(encoding="utf-8"))
    lines = [e for e in doc["deals"][0]["events"] if e["type"] == "payment"]
    assert [e["amount"] for e in lines] == [101.666667, 101.666667]
    for amount, found in ((101.67, []), (101.7, [44, 45])):
        for e in lines:
            e["amount"] = amount
        v = validate(doc)
        assert violations(v) == [(0, k, "wrong_payment") for k in found], amount
    assert v["deals"][0]["settlement"]["difference"] == {"0": 1.7, "1": -3.4, "2": 1.7}


def test_galician_discard_written_without_its_take() -> None:
    """gd-spec7 (a1), galician-tarok/record.exchange: a discard written shows the purchase made; the
    take left out is inferred (the talon's packet, the cards beyond the dealt hand, or, hands rebuilt
    from the plays, any), not a discard before buying and a take missing."""
    for name in ("01-control-3p-payments.json", "04-playonly-talon-take-discard.json"):
        doc = json.loads((DATA / "gd-spec7" / name).read_text(encoding="utf-8"))
        for deal in doc["deals"]:
            deal["events"] = [ev for ev in deal["events"] if ev["type"] != "take"]
        assert violations(validate(doc)) == [], name
    v = validate(
        json.loads((DATA / "gd-spec7/05-playonly-discard-no-talon.json").read_text(encoding="utf-8"))
    )
    assert violations(v) == []
    assert v["deals"][0]["computed"]["points"] == {"player": 21, "helpers": 40}


def test_galician_unsettled_deal_leaves_the_session_pool_and_net_unknown() -> None:
    """gd-spec7 (a3): no auction recorded, the deal cannot be settled: the session's net shows the
    record's figures but no difference, and the pool is unknown (null) from then on."""
    v = validate(json.loads((DATA / "gd-spec7/08-no-auction.json").read_text(encoding="utf-8")))
    net = v["session"]["net"]
    assert net["expected"] == {} and net["recorded"] and net["difference"] == {}
    assert v["session"]["pool"] is None


def test_galician_first_deal_pool_slip_is_one_finding() -> None:
    """gd-spec7 (a2), galician-tarok/18.score-sheet: in a record's first deal the sheet's last pool
    total is the start's (0 fresh), so a pool score line slip carried into the total is one finding."""
    doc = json.loads((DATA / "gd-spec7/09-midevening-sheet.json").read_text(encoding="utf-8"))
    first = doc["deals"][0]["events"]
    line = next(i for i, ev in enumerate(first) if ev["type"] == "score" and ev["party"] == "pool")
    total = next(i for i, ev in enumerate(first) if ev["type"] == "total" and ev["party"] == "pool")
    first[line]["points"] += 1
    first[total]["points"] += 1
    for deal in doc["deals"][1:]:  # the sheet carries its own figure on
        for ev in deal["events"]:
            if ev["type"] == "total" and ev["party"] == "pool":
                ev["points"] += 1
    assert violations(validate(doc)) == [(0, line, "wrong_score")]


def test_ulti_trumps_named_without_bids_is_an_auction_left_out() -> None:
    """ulti-spec7 (a), ulti/deal.auction-unrecorded: a record with the trumps named (or a contra, a
    fold) and no bid, take or discard left the bids out: every played deal had one (the first
    bidder cannot pass), so the auction is unrecorded, not broken; the payments are recorded only."""
    v = validate(json.loads((DATA / "ulti-spec7/07-clean-hands-no-auction.json").read_text(encoding="utf-8")))
    deal = v["deals"][0]
    assert v["status"] == "clean" and deal["computed"]["auction"] == "unrecorded"
    assert deal["settlement"]["expected"] == {} and deal["settlement"]["recorded"] == {
        "0": -1,
        "1": -1,
        "2": 2,
    }


def test_rage_table_fine_taken_off_the_total_is_one_finding() -> None:
    """rage-spec7 (c), rage/score.recorded-penalty: the table's fine for a revoke, written as a penalty
    (unexpected: Rage has none) and taken off the seat's running total: the total is the sheet's own
    arithmetic with the fine, not a second finding; a total off by anything else still is."""
    doc = json.loads((DATA / "rage-spec7/14-late-revoke-table-fine.json").read_text(encoding="utf-8"))
    assert violations(validate(doc)) == [(2, 17, "revoke"), (2, 36, "unexpected_penalty")]
    assert doc["deals"][2]["events"][43]["type"] == "total"
    doc["deals"][2]["events"][43]["points"] -= 1
    assert (2, 43, "wrong_total") in violations(validate(doc))


def test_danish_false_trumps_declaration_says_how_many_were_held() -> None:
    """danish-spec11 14 (14.declarations): 10 trumps declared with 9 held (the Joker counted): the
    message says so, where "which the hand does not hold" read as if of the Pagat."""
    v = validate(
        json.loads((DATA / "danish-spec11/14-false-declaration-found-late.json").read_text(encoding="utf-8"))
    )
    (msg,) = [a["message"] for d in v["deals"] for a in d["annotations"] if a["code"] == "false_declaration"]
    assert "but held 9 trumps (the Joker counted)" in msg


def test_galician_call_out_of_turn_taken_says_it_stands() -> None:
    """gd-spec8 (a), galician-tarok/10.auction-order: a call out of turn the table went on with is
    taken as the caller's call in their turn; its message no longer says the call is void."""
    v = validate(json.loads((DATA / "gd-spec8/08-bid-out-of-turn-3p.json").read_text(encoding="utf-8")))
    ((event, code, msg),) = [
        (a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]
    ]
    assert (event, code) == (0, "out_of_turn") and "void" not in msg and msg.endswith("in their turn.")
    assert v["deals"][0]["computed"]["player"] == 1


def test_terziglio_exchange_without_bids_names_the_gioco_declarer() -> None:
    """tarocchini-spec7 (a), tarocchini/terziglio.auction: no bid written, but seat 1 takes from the
    widow and lays away: only a gioco declarer exchanges, so the deal is scored with him declaring
    gioco, and a wrong game-point score is found (before, the deal was left unscored)."""
    doc = json.loads((DATA / "tarocchini-spec7/15-tz-no-auction.json").read_text(encoding="utf-8"))
    deal = validate(doc)["deals"][0]
    assert (deal["computed"]["declarer"], deal["computed"]["contract"]) == (1, "gioco")
    assert deal["settlement"]["expected"] == {"0": 11, "1": 0, "2": 11}
    for ev in doc["deals"][0]["events"]:
        if ev["type"] == "score" and ev["party"] in (0, 2):
            ev["points"] = 14
    assert [a["code"] for a in validate(doc)["deals"][0]["annotations"]].count("wrong_score") == 2


def test_ottocento_sheet_following_a_false_declaration_is_one_finding() -> None:
    """tarocchini/declare.items (tarocchini-spec8's probe): a false item counts nothing, but a sheet
    that scores the declaration as made (the table did not notice) is the same one fault, at the
    declaration; a slip beside it is still found."""
    from validator.engine.games.tarocchini import tables as TT

    doc = json.loads((DATA / "tarocchini-spec4/07-otto-false-four-kings.json").read_text(encoding="utf-8"))
    points = validate(doc)["deals"][0]["computed"]["points"]
    double = validate(doc)["rules"]["double_three"]
    four_kings = TT.combination_points([{"kind": "cricca", "of": "kings", "count": 4}], double)
    assert four_kings > 0
    team1 = points["team1"]["total"] + four_kings  # seat 3's false four kings counted as declared
    doc["deals"][0]["events"] += [
        {"type": "score", "party": "team0", "points": points["team0"]["total"]},
        {"type": "score", "party": "team1", "points": team1},
    ]
    deal = validate(doc)["deals"][0]
    assert [(a["event"], a["code"]) for a in deal["annotations"]] == [(1, "false_declaration")]
    assert deal["computed"]["false_declarations_counted"] is True
    doc["deals"][0]["events"][-1]["points"] += 1
    assert "wrong_score" in [a["code"] for a in validate(doc)["deals"][0]["annotations"]]


def test_ulti_payments_counting_a_false_marriage_are_one_finding() -> None:
    """ulti/marriage.held: the 40 said by the defender who did not hold it counts nothing by the
    rules, but payments that count it as said (the table did not notice) are the same one fault:
    the false_marriage alone, and unchecked says the record's reading was taken (ulti10 04)."""
    doc = json.loads((DATA / "ulti10/04-defenders-silent-100-talon.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert violations(v) == [(0, 7, "false_marriage")]
    assert any(u.startswith("the false marriage") for u in v["deals"][0]["unchecked"])
    pay = next(ev for ev in doc["deals"][0]["events"] if ev["type"] == "payment")
    pay["amount"] += 1  # a slip beside it is still found
    assert len(violations(validate(doc))) > 1


def test_galician_forbidden_change_after_the_last_card_is_one_finding() -> None:
    """gd-opt (a), galician-tarok/24.take-back: under until_covered a covered card changed after the
    trick's last card is one out_of_turn at the change (the table let it stand: the first card is
    played again later), not a lead out of turn with renonces and a reversed game after it."""
    v = validate(json.loads((DATA / "gd-opt/16-take-back-covered-slip.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 17, "out_of_turn")]
    (a,) = v["deals"][0]["annotations"]
    assert a["rule"] == "galician-tarok/24.take-back" and a["evidence"]["change_stood"] is True
    assert v["deals"][0]["settlement"]["difference"] == {}


def test_danish_fourth_joining_in_the_first_deal_of_a_record_with_carried_pools() -> None:
    """danish-spec12 (a1), danish-tarok/17.join: a record taken up with the pools carried in, a seat
    paying a third of each before its first deal joins there; a wrong third is one wrong_payment."""
    v = validate(
        json.loads((DATA / "danish-spec12/04-join-new-sheet-clean.json").read_text(encoding="utf-8"))
    )
    assert v["status"] == "clean" and all(d["settlement"]["difference"] == {} for d in v["deals"])
    v = validate(json.loads((DATA / "danish-spec12/06-join-amount-wrong.json").read_text(encoding="utf-8")))
    assert violations(v) == [(0, 1, "wrong_payment")]


def test_recorded_penalties_the_sources_name_beside_the_fault_tables() -> None:
    """penalty-spec (a1-a3), each game's recorded-penalty rule: a failed announced Galician trull
    ("płaci karę") and a failed Ulti ulti ("ペナルティとして") are penalties a table may write as
    `penalty` events (no unexpected_penalty); a Danish fine named for the dealer's superficial
    fault is judged as that fault's (unexpected), not taken for the unprovable pools fine."""
    for name in (
        "08-galician-announced-trull-failed-penalty.json",
        "09-ulti-red-ulti-failed-contra-penalty.json",
    ):
        v = validate(json.loads((DATA / "penalty-spec" / name).read_text(encoding="utf-8")))
        assert violations(v) == [], name
    v = validate(
        json.loads((DATA / "penalty-spec/04-danish-dead-suit-joker-fined.json").read_text(encoding="utf-8"))
    )
    assert violations(v) == [
        (0, 72, "unexpected_penalty"),
        (0, 73, "unexpected_payment"),
        (0, 74, "unexpected_payment"),
    ]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("13-galician-lines-per-reason.json", []),
        ("15-galician-slip-one-game-line.json", [(1, 44, "wrong_score")]),
        ("18-danish-lines-per-reason-declarations-before-play.json", []),
    ],
)
def test_score_lines_by_reason_are_the_partys_net_added_up(
    name: str, expected: list[tuple[int, int | None, str]]
) -> None:
    """sheet-shape (a1, a2), galician-tarok/18.score-sheet and danish-tarok/15.score-sheet: a party's
    several score lines in a deal (one per reason) are its net added up, judged once; before, each
    line was judged as the whole net (16 and 58 false findings on two right sheets)."""
    v = validate(json.loads((DATA / "sheet-shape" / name).read_text(encoding="utf-8")))
    assert violations(v) == expected


def test_terziglio_deal_of_monte_calls_alone_is_thrown_in_not_unrecorded() -> None:
    """session-spec (a1), tarocchini/monte.redeal: a Terziglio deal of monte calls alone is thrown in;
    its `unchecked` no longer describes an auction left out (nor running totals taken on trust)."""
    v = validate(
        json.loads((DATA / "session-spec/16-terziglio-part1-monte.json").read_text(encoding="utf-8"))
    )
    deal = v["deals"][0]
    assert deal["computed"]["mode"] == "thrown_in" and not deal.get("unchecked")


def test_danish_session_end_shares_written_without_reasons() -> None:
    """payment-shape (a4), danish-tarok/15.session-end: the record's last payments, out of each pool to
    every seat in equal shares (or the whole pool in 5s) with no reason written, are the session's end
    (before, six unexpected payments); a share 5 off is still one wrong_payment."""
    doc = json.loads((DATA / "payment-shape/dk-05-pool-ultimo-session-end.json").read_text(encoding="utf-8"))
    assert violations(validate(doc)) == []
    last = doc["deals"][-1]["events"]
    share = next(i for i in range(len(last) - 1, -1, -1) if last[i]["type"] == "payment")
    assert last[share]["from"] in ("pagat_pool", "king_pool") and "reason" not in last[share]
    last[share]["amount"] += 5
    assert violations(validate(doc)) == [(len(doc["deals"]) - 1, share, "wrong_payment")]


def test_ottocento_table_that_reads_runs_without_gaps_is_read_so_first() -> None:
    """tarocchini-spec9 (a1), tarocchini/combo.sequences: deal 0's sheet fits only the runs without
    gaps; deal 1's one slip (after-play combinations 15 for 20) is found by both readings, and is
    measured by the table's (before: by the runs with gaps, "the rules give 80", 65 off)."""
    v = validate(
        json.loads((DATA / "tarocchini-spec9/13-otto-wrong-combinations-after-play.json").read_text())
    )
    assert violations(v) == [(1, 66, "wrong_score")]
    assert v["deals"][1]["settlement"]["difference"] == {"team0": 5}
    assert "the rules give 20" in v["deals"][1]["annotations"][0]["message"]


def test_galician_wrong_count_message_says_how_the_deal_is_settled() -> None:
    """gd-spec10, galician-tarok/21.tarock-count: where the record settles a wrong tarock count
    without its value (read so), the finding does not say the count is paid."""
    v = validate(json.loads((DATA / "gd-spec10/13-tarocks-miscounted.json").read_text(encoding="utf-8")))
    (a,) = v["deals"][0]["annotations"]
    assert a["code"] == "wrong_tarock_count"
    assert "is not paid" in a["message"] and "is paid as a premium" not in a["message"]


def test_galician_deal_owing_nothing_and_recording_nothing_leaves_nothing_unchecked() -> None:
    """gd-spec11 remark, galician-tarok/18.payments: an all-pass deal with the pool off owes nothing;
    with no payment written nothing is left unchecked (it said "payments: none recorded")."""
    v = validate(json.loads((DATA / "gd-spec11/02-szpricer-contra-lost.json").read_text(encoding="utf-8")))
    assert v["deals"][0]["settlement"]["expected"] == {}
    assert not v["deals"][0].get("unchecked")


def test_rage_forced_rest_of_a_round_is_judged_as_if_written() -> None:
    """rage-spec9 remark, rage/score.incomplete: a round whose unwritten rest every legal way scores
    the same leaves nothing unchecked; one whose rest a joker's colour leaves open still says so."""
    v = validate(json.loads((DATA / "rage-spec9/10-last-trick-unwritten.json").read_text(encoding="utf-8")))
    forced, open_rest = v["deals"][0], v["deals"][1]
    assert not forced.get("unchecked") and "the rest is forced" in forced["annotations"][0]["message"]
    assert open_rest.get("unchecked") and "the rest is forced" not in open_rest["annotations"][0]["message"]


def test_ulti_claim_the_hands_bear_out_is_settled() -> None:
    """ulti-spec10 (a1), ulti/ruling.play-stops: a record that stops after trick 6 on a claim, every
    hand known: every legal ending (3,456) pays the same, so the deal is settled and checked."""
    v = validate(json.loads((DATA / "ulti-spec10/12-claim-after-trick-6.json").read_text(encoding="utf-8")))
    deal = v["deals"][0]
    assert not deal["annotations"] and deal["settlement"]["expected"] == {"0": -5, "1": -5, "2": 10}
    assert any("every legal way of playing the rest" in u for u in deal["unchecked"])


def test_danish_fine_paid_for_a_fault_after_the_deal_became_void_is_due() -> None:
    """multi-fault (c1), danish-tarok/18.void: a second revoke after the first voided the deal costs
    no fine of itself, but the record's 40 + 40 for it is due, and its annotation shows them."""
    doc = json.loads((DATA / "multi-fault/07-danish-two-revokes.json").read_text(encoding="utf-8"))
    v = validate(doc)
    second = next(a for a in v["deals"][0]["annotations"] if a["event"] == 27)
    assert [p["amount"] for p in second["penalty"]["payments"]] == [40, 40]
    assert v["deals"][0]["settlement"]["difference"] == {}
    del doc["deals"][0]["events"][28:30]  # without the payments the second fine is not due
    v = validate(doc)
    second = next(a for a in v["deals"][0]["annotations"] if a["event"] == 27)
    assert second["penalty"]["payments"] == []


def test_ulti_lone_open_durchmarsch_is_valued_by_the_trump_named() -> None:
    """ulti-spec11 (probe P8), ulti/ruling.durchmarsch-trump, ulti/goal.open-durchmarsch-trumps: a
    lone open durchmarsch bid without saying "trumps" is an illegal bid under the 12-point option,
    but the declarer names acorns and it is played with them: a trump game, worth 12 (it was valued
    24, two more wrong payments for one slip)."""
    doc = json.loads(
        (DATA / "ulti-spec11/10-open-durchmarsch-12-trumps-claim.json").read_text(encoding="utf-8")
    )
    del doc["deals"][0]["events"][6]["bid"]["trumps"]
    v = validate(doc)
    assert violations(v) == [(0, 6, "illegal_bid")]
    assert v["deals"][0]["settlement"]["expected"] == {"0": -12, "1": 24, "2": -12}


def test_ottocento_claim_every_ending_alike_is_scored() -> None:
    """claims (a2), tarocchini/deal.incomplete: a record that stops with three tricks left, every
    legal ending giving each side the same cards and last trick, is played out and scored."""
    v = validate(
        json.loads((DATA / "claims/18-ottocento-claim-all-endings-equal.json").read_text(encoding="utf-8"))
    )
    deal = v["deals"][0]
    assert not deal["annotations"] and deal["settlement"]["expected"] == {"team0": 259, "team1": 44}


def test_galician_pool_share_of_each_sum_won_where_the_record_fits_it() -> None:
    """gd-spec12 (c1), galician-tarok/27.pool: "10 procent od każdej wygranej" of each seat's net (the
    engine's reading) or of each sum won (the game and each premium apart): a record that pays the
    latter, and fits it strictly better, is read so; one slip in it is still one wrong_payment."""
    v = validate(
        json.loads((DATA / "gd-spec12/01-share-lost-game-trull-made.json").read_text(encoding="utf-8"))
    )
    assert violations(v) == [] and any("pool shares" in u for u in v["deals"][0]["unchecked"])
    v = validate(json.loads((DATA / "gd-spec12/17-fault-share-netted.json").read_text(encoding="utf-8")))
    assert violations(v) == [(1, 50, "wrong_payment")]


def test_galician_king_laid_away_penalty_cites_its_own_paragraph() -> None:
    """verdict-spec (a1), galician-tarok/13.no-kings: the lost game of a king laid away is §13's (§12's
    for a wrong count), not a renonce's (§23 names §§ 21-23 alone)."""
    v = validate(
        json.loads((DATA / "verdict-spec/11-galician-king-discarded-contra.json").read_text(encoding="utf-8"))
    )
    (a,) = [a for a in v["deals"][0]["annotations"] if a["severity"] == "violation"]
    assert a["rule"] == a["penalty"]["rule"] == "galician-tarok/13.no-kings"


def test_ottocento_wrong_score_names_the_nearest_reading_the_sheet_fits_no_better() -> None:
    """tarocchini/ottocento.score (tarocchini-spec14 a1): 439 written, the engine's reading 419 and
    another count the source allows 429, both one slip: judged by the engine's reading, and the
    message names 429 too (nearer the sheet); a figure nearer by no reading names none."""
    v = validate(json.loads((DATA / "tarocchini-spec14/o_wrong_score.json").read_text(encoding="utf-8")))
    (a,) = [a for d in v["deals"] for a in d["annotations"]]
    assert (a["event"], a["evidence"]["expected"], a["evidence"]["also"]) == (65, 419, 429)
    assert "the rules give 419 (429 " in a["message"]
    doc = json.loads((DATA / "tarocchini-spec14/o_wrong_score.json").read_text(encoding="utf-8"))
    score = next(ev for ev in doc["deals"][1]["events"] if ev["type"] == "score" and ev["party"] == "team0")
    score["points"] = 409  # below both: 419 is the nearer
    (a,) = [a for d in validate(doc)["deals"] for a in d["annotations"] if a["code"] == "wrong_score"]
    assert "also" not in a["evidence"] and a["message"].endswith("the rules give 419.")


def test_ulti_redeal_the_table_made_is_a_warning_and_the_same_dealer_deals_again() -> None:
    """ulti/deal.redeal (ulti-sheet c1): the format's `redeal` event in an Ulti record was a rejection of
    the whole session; the source names no redeal, so it is a warning and the deal is judged as the
    record has it (here it ends there: nothing is settled), the same dealer dealing again."""
    v = validate(json.loads((DATA / "ulti-sheet/redeal-misdeal.json").read_text(encoding="utf-8")))
    assert v["status"] == "clean"
    (a,) = v["deals"][0]["annotations"]
    assert (a["code"], a["severity"], a["rule"]) == ("redeal_not_in_rules", "warning", "ulti/deal.redeal")


def test_rage_score_impossible_together_is_settled_by_the_likeliest_ending() -> None:
    """rage/score.incomplete (rage-midway c1): the seat flagged because no ending gives its score with
    the others' is settled by the ending it is judged by, in the deal and in the session's totals."""
    v = validate(
        json.loads((DATA / "rage-midway/m15-cut-short-other-ending.json").read_text(encoding="utf-8"))
    )
    deal = v["deals"][0]
    assert deal["settlement"]["difference"] == {"0": -2}
    assert deal["computed"]["scores"][0] == -8
    assert v["session"]["totals"]["expected"]["0"] == 4


def test_ulti_record_cut_short_and_settled_by_a_penalty_says_the_rest_is_unchecked() -> None:
    """ulti/ruling.play-stops (ulti-po2 a1): settled all the same (the fault's penalty decides every
    goal), a record that stops after six tricks still names the tricks it leaves out as unchecked."""
    v = validate(json.loads((DATA / "ulti-po2/15-cut-fault-either-way.json").read_text(encoding="utf-8")))
    assert any(
        u.startswith("play: the record stops after 6 tricks of 10") for u in v["deals"][0]["unchecked"]
    )


def test_tarocchini_failure_to_trump_in_a_cut_play_only_record_asserts_no_void() -> None:
    """tarocchini/play.must-trump (tarocchini-po2 c1): in a play-only record cut short the hand is the
    cards the record shows; a trump played later proves the fault, not that the suit was void."""
    v = validate(
        json.loads((DATA / "tarocchini-po2/06-otto-cut-revoke-unprovable.json").read_text(encoding="utf-8"))
    )
    (a,) = [a for d in v["deals"] for a in d["annotations"] if a["code"] == "failure_to_trump"]
    assert "void in" not in a["message"] and "a fault either way" in a["message"]


def test_danish_fault_after_a_void_names_its_fine_unapplied_unless_the_record_pays_it() -> None:
    """danish-multifault c1: a second revoke in a deal already void costs no fine (18.void), and the
    penalty says so (no payments, applied false); where the record pays the row's fine (m01) it is
    taken as due and shown under the row's rule. The verdict says which reading of the void deal
    it read (computed.void_reading)."""
    unpaid = validate(json.loads((DATA / "danish-multifault/m02.json").read_text(encoding="utf-8")))
    late = [a for a in unpaid["deals"][0]["annotations"] if a["event"] == 54][0]
    assert late["penalty"]["rule"] == "danish-tarok/18.void"
    assert late["penalty"]["applied"] is False and late["penalty"]["payments"] == []
    assert unpaid["deals"][0]["computed"]["void_reading"] == "reversed"
    paid = validate(json.loads((DATA / "danish-multifault/m01.json").read_text(encoding="utf-8")))
    fines = [a["penalty"] for a in paid["deals"][0]["annotations"] if a["code"] == "revoke"]
    assert len(fines) == 2
    assert all(
        p["rule"] == "danish-tarok/18.irreparable" and "applied" not in p and p["payments"] for p in fines
    )
    kept = validate(json.loads((DATA / "danish-multifault/m13.json").read_text(encoding="utf-8")))
    assert kept["deals"][0]["computed"]["void_reading"] == "kept"


def _as_sheet(doc: dict[str, Any], parties: list[int | str]) -> dict[str, Any]:
    """The same record written as a score sheet: each party's net from the deal's payments."""
    for deal in doc["deals"]:
        net: dict[str, float] = {}
        kept = []
        for ev in deal["events"]:
            if ev["type"] == "payment":
                net[str(ev["from"])] = net.get(str(ev["from"]), 0) - ev["amount"]
                net[str(ev["to"])] = net.get(str(ev["to"]), 0) + ev["amount"]
            elif ev["type"] != "total":
                kept.append(ev)
        deal["events"] = kept + [{"type": "score", "party": p, "points": net.get(str(p), 0)} for p in parties]
    return doc


def _shift(doc: dict[str, Any], deal: int, party: int, by: float) -> dict[str, Any]:
    for ev in doc["deals"][deal]["events"]:
        if ev["type"] == "score" and ev["party"] == party:
            ev["points"] += by
    return doc


@pytest.mark.parametrize(
    ("shifted", "expected"), [(None, []), (2, [(0, 81, "wrong_score")]), (0, [(0, 79, "wrong_score")])]
)
def test_danish_sheet_taker_of_an_unknown_pool_is_judged_by_the_deals_balance(
    shifted: int | None, expected: list[tuple[int, int, str]]
) -> None:
    """A Danish fragment (no start.pools) written as a sheet: the king ultimo's taker's line rests on
    the pool's unknown content, so it is not judged against a pool assumed empty (it was: a false
    wrong_score on a right sheet); with the pool's own line written, the deal's lines sum to 0, so a
    taker's line 20 off is found at it, and a slip in another line is found there alone."""
    raw = json.loads((DATA / "midway2/dk-nopools-king-ultimo-first.json").read_text(encoding="utf-8"))
    doc = _as_sheet(raw, [0, 1, 2, "pagat_pool", "king_pool"])
    if shifted is not None:
        _shift(doc, 0, shifted, 20)
    assert violations(validate(doc)) == expected


def test_galician_slip_beside_an_unknown_pools_take_is_one_finding() -> None:
    """gd-sheet a2's balance takes the other seats at the rules' figures: 20 moved from the taker's
    line to a helper's is one wrong_score, at the helper's line."""
    doc = json.loads(
        (DATA / "gd-sheet/15-3p-midway-no-pools-taker-disagrees-with-pool.json").read_text(encoding="utf-8")
    )
    _shift(doc, 1, 0, -20)  # the taker's line right again (the file writes it 20 over)
    _shift(doc, 1, 1, 20)
    assert violations(validate(doc)) == [(1, 45, "wrong_score")]


def test_danish_sheet_totals_after_an_unknown_pools_take_run_on_from_the_sheets_line() -> None:
    """The running totals carry the taker's net as the sheet has it (it was run on from a pool assumed
    empty: a false wrong_total two deals on), and the deal's expected figures are the sheet's."""
    raw = json.loads((DATA / "midway2/dk-nopools-king-ultimo-first.json").read_text(encoding="utf-8"))
    doc = _as_sheet(raw, [0, 1, 2, "pagat_pool", "king_pool"])
    totals = list(doc["start"]["totals"])
    for i, deal in enumerate(doc["deals"]):
        lines = {ev["party"]: ev["points"] for ev in deal["events"] if ev["type"] == "score"}
        totals = [t + lines[s] for s, t in enumerate(totals)]
        if i == 1:
            deal["events"] += [{"type": "total", "party": s, "points": t} for s, t in enumerate(totals)]
    v = validate(doc)
    assert violations(v) == []
    assert v["deals"][0]["settlement"]["expected"]["2"] == 155
    assert v["deals"][0]["settlement"]["expected"]["king_pool"] == -25


@pytest.mark.parametrize(
    ("declared", "total", "expected", "double_all"),
    [(96, 375, [], None), (106, 385, [], True), (106, 375, [(0, 69, "wrong_score")], None)],
)
def test_ottocento_sheet_doubling_every_combination_point_is_a_reading(
    declared: int, total: int, expected: list[tuple[int, int, str]], double_all: bool | None
) -> None:
    """tarocchini-contatori c2: "Это удваивает очки" does not say which points: three cricche and a
    sequence double the cricche (96, the engine's reading) or every combination point (106); a sheet
    that fits the second throughout is read by it (computed.double_all), one that mixes them is not."""
    doc = json.loads(
        (DATA / "tarocchini-contatori/o10-three-cricche-doubling-wrongscore.json").read_text(encoding="utf-8")
    )
    events = doc["deals"][0]["events"]
    events[69]["points"], events[74]["points"] = declared, total
    v = validate(doc)
    assert violations(v) == expected
    assert v["deals"][0]["computed"].get("double_all") is double_all


def test_danish_przydupek_pays_back_what_the_ultimo_took_from_an_unknown_pool() -> None:
    """danish-sheet4 a1 (its probe p05_przy140): the pool's content is unknown (no start.pools), but a
    king ultimo's take and the king przydupek's payment back in the same last trick are the same sum
    by §15 ("płaci ilość, która pierwotnie była w puli"): 145 out and 140 back is a wrong_payment at
    the payment back, and the settlement shows the 5."""
    doc = json.loads((DATA / "danish-sheet4/p05.json").read_text(encoding="utf-8"))
    back = next(
        ev
        for ev in doc["deals"][0]["events"]
        if ev.get("reason") == "king_przydupek" and ev["to"] == "king_pool"
    )
    assert violations(validate(doc)) == []
    back["amount"] -= 5
    v = validate(doc)
    assert (0, doc["deals"][0]["events"].index(back), "wrong_payment") in violations(v)
    assert v["deals"][0]["settlement"]["difference"].get("king_pool") == 5


def test_danish_przydupek_payment_gives_an_unknown_pools_content() -> None:
    """danish-sheet4 c (its probes p03_take335, p05): a przydupek pays "ilość, która pierwotnie była w
    puli" into a pool of unknown content, so his payment gives the content and the pool is known from
    there (doubled by it): a later take 5 too large is a wrong_payment at the take; an ultimo's take
    with the payment back gives it too (computed.pools shows it)."""
    doc = json.loads((DATA / "danish-sheet4/p03.json").read_text(encoding="utf-8"))
    assert violations(validate(doc)) == []
    take = next(ev for ev in doc["deals"][2]["events"] if ev.get("from") == "king_pool")
    take["amount"] += 5
    for deal in doc["deals"][2:]:  # (the taker's totals carry the slip: one finding, at the take)
        for ev in deal["events"]:
            if ev["type"] == "total" and ev["party"] == take["to"]:
                ev["points"] += 5
    assert violations(validate(doc)) == [(2, doc["deals"][2]["events"].index(take), "wrong_payment")]
    taken = validate(json.loads((DATA / "danish-sheet4/p05.json").read_text(encoding="utf-8")))
    assert taken["deals"][0]["computed"]["pools"]["king_pool"] == 145


def test_tarocchini_false_declaration_counted_as_far_as_the_hand_makes_it() -> None:
    """tarocchini/declare.items (ottocento-long c2, tarocchini-spec10 c1: two blind readers): four kings
    declared, three held; a sheet that counts the three kings shown (17, not 34 and not 0) is one
    fault, the false_declaration, read so (computed.false_declarations_counted "as_held"); a sheet
    that counts four kings' 34 or nothing still fits its own reading, and 10 off fits none."""
    path = DATA / "ottocento-long/o05-four-kings-holding-three.json"

    def shifted(delta: int) -> dict[str, Any]:
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["deals"][2]["events"][66]["points"] += delta
        for deal in doc["deals"][2:]:
            for ev in deal["events"]:
                if ev["type"] == "total" and ev["party"] == "team1":
                    ev["points"] += delta
        return doc

    held = validate(shifted(-17))
    assert violations(held) == [(2, 3, "false_declaration")]
    assert held["deals"][2]["computed"]["false_declarations_counted"] == "as_held"
    assert violations(validate(shifted(-34))) == [(2, 3, "false_declaration")]
    assert (2, 66, "wrong_score") in violations(validate(shifted(-27)))


def test_danish_sheet_lines_that_follow_a_wrong_fine_are_the_one_slip() -> None:
    """danish-tarok/18.recorded-penalty (danish-long-sheet c): a revoke fined 5 a pool where large says
    20, written as a penalty event, and the sheet's lines (the revoker's, each pool's) following that
    fine: one wrong_penalty; a line that follows neither the rules' fine nor the written one is a
    wrong_score."""
    doc = json.loads((DATA / "danish-long-sheet/11-revoke-fine-event-4p-10.json").read_text(encoding="utf-8"))
    assert violations(validate(doc)) == [(8, 20, "revoke"), (8, 21, "wrong_penalty")]
    doc["deals"][8]["events"][83]["points"] += 7
    assert (8, 83, "wrong_score") in violations(validate(doc))


def test_ulti_split_option_named_is_held_to() -> None:
    """ulti/silent.durchmarsch: the source gives both readings of silent_durchmarsch_scoring ("…という
    人も,…人もいます"), so a record that leaves it to the default and pays the other reading is read
    so (an unchecked line says which); a transcript that names the default is held to it."""
    doc = json.loads(
        (DATA / "ulti12/02b-silent-durch-replaces-party-default.json").read_text(encoding="utf-8")
    )
    v = validate(doc)
    assert violations(v) == [] and any("silent_durchmarsch_scoring" in u for u in v["deals"][0]["unchecked"])
    doc["rules"]["silent_durchmarsch_scoring"] = "separate"
    assert violations(validate(doc)) == [(0, None, "missing_payment"), (0, None, "missing_payment")]


def test_danish_fragment_sheet_pool_without_its_line_is_what_the_other_lines_leave() -> None:
    """danish-tarok/15.pools (danish-fragment-long a1): a pool of unknown content that a king ultimo
    takes on a sheet that writes no pool line has the other lines' balance in settlement.expected
    (not a figure run on from an assumed empty pool), and the take is not listed among the computed
    payments; at a Tout, where both pools move, neither pool is given."""
    ultimo = validate(json.loads((DATA / "danish-fragment-long/s02-clean-7-no-pool-lines.json").read_text()))
    deal = ultimo["deals"][1]
    assert deal["settlement"]["expected"]["king_pool"] == -55
    assert sum(deal["settlement"]["expected"].values()) == 0
    assert not [
        p for p in deal["computed"]["payments"] if p["reason"] == "king_ultimo" and p["from"] == "king_pool"
    ]
    tout = validate(json.loads((DATA / "danish-fragment-long/s07-clean-6-tout-sheet.json").read_text()))
    assert not {"king_pool", "pagat_pool"} & set(tout["deals"][1]["settlement"]["expected"])


def test_galician_five_player_sheet_balances_a_take_without_the_sitters_line() -> None:
    """galician-tarok/27.pool (gd-fragment-long a1, its probe P1): at five the seat sitting out takes
    no part in the result (§8), so a sheet that writes every other seat's line and the pool's judges
    the ultimo taker's line by the balance; 10 over is a wrong_score (it was only unchecked)."""
    doc = json.loads((DATA / "gd-fragment-long/12-5p-sheet-two-faults.json").read_text(encoding="utf-8"))
    before = violations(validate(doc))
    events = doc["deals"][1]["events"]
    at = next(i for i, ev in enumerate(events) if ev["type"] == "score" and ev["party"] == 4)
    events[at]["points"] += 10
    for deal in doc["deals"][1:7]:
        for ev in deal["events"]:
            if ev["type"] == "total" and ev["party"] == 4:
                ev["points"] += 10
    assert violations(validate(doc)) == sorted([*before, (1, at, "wrong_score")])


def test_session_net_judges_a_party_whose_line_stood_as_written_in_one_deal() -> None:
    """verdict.Settlement.across (gd-fragment-45p a1): seat 2 takes the pool of unknown content in deal
    2 (his line stands as written, his expected the record's) and his line in deal 5 is written 30
    over: the deal's difference, and the session's too (it was hidden as "open" for the session)."""
    v = validate(json.loads((DATA / "gd-fragment-45p/05-4p-take-stake-failed-king-total.json").read_text()))
    assert v["deals"][5]["settlement"]["difference"] == {"2": -30}
    assert v["session"]["net"]["difference"] == {"2": -30}


def test_ulti_penalty_not_applied_when_the_record_is_read_as_played() -> None:
    """ulti/penalty.revoke (dispute-messages c4): where the record's settlement as played is taken
    beside the default penalty, the annotation still names the default's penalty but says it is not
    applied, so a director reading it aloud does not announce what the settlement does not do."""
    v = validate(json.loads((DATA / "dispute-messages/ulti-02-defender-undertrumps.json").read_text()))
    [fault] = [a for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    assert fault["penalty"]["effect"] == "lose_all_goals" and fault["penalty"]["applied"] is False
    doc = json.loads((DATA / "dispute-messages/ulti-02-defender-undertrumps.json").read_text())
    doc["deals"][0]["events"] = [ev for ev in doc["deals"][0]["events"] if ev["type"] != "payment"]
    [fault] = [a for d in validate(doc)["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    assert "applied" not in fault["penalty"]  # no record to read: the penalty stands


def test_danish_sitters_zero_is_no_vote_for_card_points() -> None:
    """danish-tarok/15.score-sheet (danish-fragment-4p a3, its probe P8): the seat sitting out writes
    0 where his refill (-20) is due and another seat's line is 10 off in the same deal: the sitter has
    no card points, so his 0 does not tip the deal into the card-points reading; both lines are the
    findings, and the totals that carry them are the sheet's own arithmetic."""
    doc = json.loads((DATA / "danish-fragment-4p/f02-clean-7-pagat-ultimo-then-kprz.json").read_text())
    assert violations(validate(doc)) == []
    shift = {1: 20, 0: 10}  # the sitter -20 -> 0, seat 0 -95 -> -85
    for i, deal in enumerate(doc["deals"][2:], start=2):
        for ev in deal["events"]:
            if ev["type"] in ("score", "total") and ev["party"] in shift:
                if ev["type"] == "total" or i == 2:
                    ev["points"] += shift[ev["party"]]
    assert violations(validate(doc)) == [(2, 79, "wrong_score"), (2, 80, "wrong_score")]


def test_danish_sheet_przydupek_line_gives_an_unknown_pools_content() -> None:
    """danish-tarok/15.pool-order on a score sheet (danish-fragment-4p a1): a king przydupek pays the
    unknown King pool's content in (his line says how much: 135), so the pool, doubled, is known
    (270) and the king ultimo's take a deal later is judged: his line 10 over is a wrong_score."""
    doc = json.loads((DATA / "danish-sheet4/s03.json").read_text())
    v = validate(doc)
    assert violations(v) == [] and v["deals"][0]["computed"]["pools"]["king_pool"] == 270
    events = doc["deals"][1]["events"]
    events[82]["points"] += 10  # the taker's line: a take of 295 from a pool of 285
    events[86]["points"] += 10
    assert violations(validate(doc)) == [(1, 82, "wrong_score")]


def test_danish_tout_on_a_fragment_sheet_with_two_slips_keeps_the_sheets_figures() -> None:
    """danish-fragment-4p a2: a Tout takes both pools of unknown content, and two other lines of the
    deal are wrong: the sheet is still one of net chips, so the taker's and the pools' expected
    figures are the sheet's own (725, -95, -160), not run on from pools assumed empty."""
    v = validate(json.loads((DATA / "danish-fragment-4p/f08-tout-sitter-and-line-8.json").read_text()))
    expected = v["deals"][6]["settlement"]["expected"]
    assert (expected["2"], expected["pagat_pool"], expected["king_pool"]) == (725, -95, -160)


def test_danish_totals_written_before_the_pools_are_shared_out() -> None:
    """danish-tarok/15.session-end (danish-fragment-pay-4p a1): the last deal's totals written before
    the session_end shares (which come "po ostatnim rozdaniu") leave them out and are right; a total
    10 off is still a wrong_total."""
    doc = json.loads((DATA / "danish-fragment-pay-4p/05-tout-kprzy-session-end.json").read_text())
    assert violations(validate(doc)) == []
    doc["deals"][6]["events"][95]["points"] += 10
    assert violations(validate(doc)) == [(6, 95, "wrong_total")]


def test_danish_przydupek_payment_below_what_went_in_gives_no_content() -> None:
    """danish-tarok/15.pool-order (danish-fragment-pay-4p a2): a przydupek's payment into a pool of
    unknown content that is less than what the record put into it since it began cannot be the
    content, so it makes the pool known at nothing: the right take three deals later is no false
    wrong_payment (it was, "the rules make it 35")."""
    doc = json.loads((DATA / "danish-fragment-pay-4p/02-pprzy-then-pult.json").read_text())
    doc["deals"][1]["events"][88]["amount"] = 10  # 15 went in since the record began
    for deal in doc["deals"][1:6]:
        for ev in deal["events"]:
            if ev["type"] == "total" and ev["party"] == 3:
                ev["points"] += 115
    assert violations(validate(doc)) == []


def test_ulti_failed_silent_ulti_in_red_is_read_flat_or_doubled_as_the_record_pays_it() -> None:
    """ulti/silent.ulti: the engine doubles a failed silent ulti's 4 in red; a record paying the flat 4
    the source's own words give ("1 人あたり 4 点を払います") is read so, noted; any other figure is wrong."""
    doc = json.loads(
        (DATA / "ulti-2faults-fragments/p15-red-silent-ulti-failed-flat.json").read_text(encoding="utf-8")
    )
    v = validate(doc)
    assert violations(v) == [] and any("ulti/silent.ulti" in u for u in v["deals"][0]["unchecked"])
    events = doc["deals"][0]["events"]
    seven = [i for i, e in enumerate(events) if e.get("reason") == "silent-ulti"]
    assert len(seven) == 2
    for i in seven:
        events[i]["amount"] = 8
    v = validate(doc)
    assert violations(v) == [] and not any(
        "ulti/silent.ulti" in u for u in v["deals"][0].get("unchecked", [])
    )
    events[seven[0]]["amount"] = 6
    assert violations(validate(doc)) == [(0, seven[0], "wrong_payment")]


def test_ultinet_party_beside_ulti_is_read_counted_or_not_as_the_record_settles_it() -> None:
    """ulti/preset.ultinet: "ウルティ…と複合するパルティの点は数えません" is read of comparing bids (the party is
    settled), and a record that settles no party beside the ulti is read so, noted; the standard table
    settles it whatever the record does."""
    doc = json.loads(
        (DATA / "ulti-2faults-fragments/p16-ultinet-ulti-party-uncounted.json").read_text(encoding="utf-8")
    )
    v = validate(doc)
    assert violations(v) == [] and any("ulti/preset.ultinet" in u for u in v["deals"][0]["unchecked"])
    doc["rules"] = {}
    codes = {c for _, _, c in violations(validate(doc))}
    assert "missing_payment" in codes


def test_danish_fine_after_a_void_is_due_where_the_sheet_carries_it() -> None:
    """danish-tarok/18.void: a lead out of turn in a deal a laid-away king voided costs no fine, unless
    the record pays it; a score sheet whose lines carry it is read so (danish-2faults-sheet-3p a1),
    and the same sheet without the fine in its lines is right too."""
    name = "danish-2faults-sheet-3p/06-skat-king-and-lead-out-of-turn.json"
    doc = json.loads((DATA / name).read_text(encoding="utf-8"))
    v = validate(doc)
    fined = next(a for a in v["deals"][0]["annotations"] if a["code"] == "out_of_turn")
    assert fined["penalty"]["payments"] and "applied" not in fined["penalty"]
    doc["deals"] = doc["deals"][:1]  # (the later deals' totals carry the fine)
    events = doc["deals"][0]["events"]
    lines = {(str(e.get("party")), e["type"]): e for e in events if e["type"] in ("score", "total")}
    for party in ("1", "pagat_pool", "king_pool"):
        shift = 40 if party == "1" else -20
        for kind in ("score", "total"):
            if (party, kind) in lines:
                lines[(party, kind)]["points"] += shift
    v = validate(doc)
    assert violations(v) == [(0, 0, "illegal_skat"), (0, 19, "out_of_turn")]
    fined = next(a for a in v["deals"][0]["annotations"] if a["code"] == "out_of_turn")
    assert fined["penalty"]["payments"] == [] and fined["penalty"]["applied"] is False


def test_ottocento_totals_carried_past_a_won_game_are_one_slip() -> None:
    """tarocchini/ottocento.game: after a win at 800 a new game begins; a sheet that carries the
    finished game's totals on is one wrong_total (not one per team), and none where a slip in its
    totals hid the win (that slip is the finding: ottocento-2faults-fragments c11, c13)."""
    played_on = validate(
        json.loads((DATA / "ottocento-2faults-fragments/13-deal-after-800.json").read_text("utf-8"))
    )
    (found,) = [a for d in played_on["deals"] for a in d["annotations"] if a["code"] == "wrong_total"]
    assert found["evidence"]["carried_on_from"] and "new game" in found["message"]
    hidden = json.loads(
        (DATA / "ottocento-2faults-fragments/11-wrong-total-hides-800-then-deal.json").read_text("utf-8")
    )
    assert violations(validate(hidden)) == [(1, 73, "wrong_total")]
    # the same sheet with its slip put right shows the win: carrying the totals on is then a finding
    for ev in hidden["deals"][1]["events"]:
        if ev["type"] == "total" and ev["party"] == "team0":
            ev["points"] += 30
    for ev in hidden["deals"][2]["events"]:
        if ev["type"] == "total" and ev["party"] == "team0":
            ev["points"] += 30
    assert [c for _, _, c in violations(validate(hidden))] == ["wrong_total"]


def test_galician_pool_taken_by_an_ultimo_is_empty_after_a_slip() -> None:
    """galician-tarok/27.pool: an ultimo made takes all the pool holds; a take written above what a
    slip left in it shows no overdraft afterwards: the pool holds the shares paid in after (the
    rules' figures of the blind readers' EXPECTED.md: 95.2 and 30.2)."""
    for name, pool in (
        ("gd-spec12/15-fault-pool-doubled-by-contra.json", 95.2),
        ("gd30/10-s1-first-deal-stake-short.json", 30.2),
    ):
        v = validate(json.loads((DATA / name).read_text(encoding="utf-8")))
        assert v["session"]["pool"] == pool, name


def test_ulti_pair_whose_dues_cancel_needs_no_payment_and_no_warning() -> None:
    """ulti/score.payments: 40-100 lost (the declarer pays a defender 4) and that defender's failed
    silent ulti (he pays the declarer 4) net to nothing; a netted record writes nothing between them,
    which is no payment_reason warning (ulti-netted-payments probe G3)."""
    v = validate(
        json.loads((DATA / "ulti-netted-payments/p15-zero-pair-netted-unwritten.json").read_text("utf-8"))
    )
    assert v["status"] == "clean" and v["summary"]["warnings"] == 0


def test_ottocento_new_game_begun_on_a_sheets_false_win_is_no_second_finding() -> None:
    """tarocchini/ottocento.game: a slip that writes a team to 800 the rules do not give is the
    finding; the table starting a new game from there is none (ottocento-multi-game a 08, a 10); a
    new game begun where no team reached 800 on any figure is one wrong_total (06)."""
    for name, found in (
        ("08-wrong-total-fakes-win.json", [(0, 68, "wrong_total")]),
        ("10-wrong-score-fakes-win.json", [(0, 65, "wrong_score")]),
        ("06-799-not-a-win-sheet-resets.json", [(1, 67, "wrong_total")]),
    ):
        v = validate(json.loads((DATA / "ottocento-multi-game" / name).read_text("utf-8")))
        assert violations(v) == found, name
    v = validate(
        json.loads((DATA / "ottocento-multi-game/06-799-not-a-win-sheet-resets.json").read_text("utf-8"))
    )
    (restart,) = [a for d in v["deals"] for a in d["annotations"]]
    assert "no team reached 800" in restart["message"]


def test_galician_void_double_the_table_paid_is_one_finding() -> None:
    """galician-tarok/17.contra: the king's contra doubles nothing; a record that pays the game doubled
    on it is read so, noted in unchecked, the void double the one finding (gd-2faults-pay-45p probe G);
    paid undoubled it is right as well."""
    doc = json.loads((DATA / "gd-2faults-pay-45p/p14-king-contra-alone-paid-doubled.json").read_text("utf-8"))
    v = validate(doc)
    assert violations(v) == [(1, 8, "sitter_acted"), (1, 49, "wrong_payment")]
    assert any("does not stand" in u for u in v["deals"][1]["unchecked"])
    plain = json.loads((DATA / "gd-2faults-pay-45p/10-4p-king-contra-trull-mispaid.json").read_text("utf-8"))
    assert violations(validate(plain)) == [(1, 9, "sitter_acted"), (1, 50, "wrong_payment")]


def test_danish_pair_net_written_the_wrong_way_round_is_one_slip() -> None:
    """danish-tarok/15.payments: a pair written netted (no reasons) whose net is the wrong way round,
    equal to one of its dues, is one wrong_payment "in all", and its message says who pays whom
    (danish-netted-payments a1, a2)."""
    v = validate(json.loads((DATA / "danish-netted-payments/11-pairs-two-faults-4p.json").read_text("utf-8")))
    (slip,) = [a for a in v["deals"][0]["annotations"] if a["severity"] == "violation"]
    assert (slip["event"], slip["code"]) == (79, "wrong_payment")
    assert (
        slip["message"] == "Agnieszka paid Bartek 5 (in all); the rules say Bartek pays Agnieszka 5 (in all)."
    )


def test_ulti_sheet_of_goal_lines_reports_the_wrong_line() -> None:
    """ulti/score.sheet: a seat's written net is judged; on a sheet that writes each goal on its own
    line, the finding sits at the line the rules score otherwise (sheet-shape c2, ulti-sheet-shapes c1)."""
    v = validate(
        json.loads((DATA / "sheet-shape/32-ulti-slip-second-of-two-goal-lines.json").read_text("utf-8"))
    )
    assert violations(v) == [(0, 40, "wrong_score")]


def test_danish_and_galician_sheets_of_reason_lines_report_the_wrong_line() -> None:
    """danish-tarok/15.score-sheet, galician-tarok/18.score-sheet: a seat's lines are judged by their
    sum; on a sheet that writes each reason the deal pays on a line of its own, the finding sits at the
    line the rules give otherwise (danish-sheet-shapes c, gd-sheet-shapes c), not the seat's first."""
    for name, found in (
        ("danish-sheet-shapes/04-reason-line-3p.json", [(0, 87, "wrong_score")]),
        ("gd-sheet-shapes/05-reasons-wrong-premium-line-4p.json", [(1, 47, "wrong_score")]),
    ):
        assert violations(validate(json.loads((DATA / name).read_text("utf-8")))) == found, name


def test_ulti_totals_may_count_an_unrecorded_follow_fault_deal_as_played() -> None:
    """ulti/penalty.revoke: a follow fault's deal that records no result may be counted as played by
    the sheet's later totals, as a record's payments may settle it (mixed-records P1); a total that
    fits neither reading is still wrong."""
    doc = json.loads(
        (DATA / "mixed-records/p14-ulti-totals-count-the-revoke-deal-as-played.json").read_text("utf-8")
    )
    assert violations(validate(doc)) == [(2, 37, "wrong_payment"), (3, 14, "revoke")]
    for ev in doc["deals"][4]["events"]:
        if ev["type"] == "total" and ev["party"] == 0:
            ev["points"] += 3
            at = doc["deals"][4]["events"].index(ev)
    assert violations(validate(doc)) == [(2, 37, "wrong_payment"), (3, 14, "revoke"), (4, at, "wrong_total")]


def test_danish_pair_paid_item_by_item_keeps_each_slip() -> None:
    """danish-tarok/15.payments: a pair's slips are one "in all" only where its payments lump dues (no
    reason, a reason paid in parts or for several dues, one the wrong way round); a pair paying each
    due by its name keeps each finding (danish-tout-nolo a1: a wrong Nolo equal to the pair's net hid
    a card-point payment the Nolo forbids)."""
    v = validate(json.loads((DATA / "danish-tout-nolo/06-nolo-card-points-paid-3p.json").read_text("utf-8")))
    assert violations(v) == [
        (0, 96, "wrong_payment"),
        (0, 97, "unexpected_payment"),
        (0, 98, "unexpected_payment"),
    ]
    nolo = v["deals"][0]["annotations"][0]
    assert nolo["message"] == "Celina paid Agata 20 (nolo); the rules make it 25."


def test_galician_pile_of_no_whole_threes_may_be_counted_in_thirds() -> None:
    """galician-tarok/14.counting: the engine takes 1 point off a remainder of one or two cards (whole
    points); a record that counts 2/3 a card instead, and fits that strictly better, is read so, noted
    in unchecked (four blind readers counted so: gd4, gd-spec14, gd-volat-helper-premiums)."""
    doc = json.loads((DATA / "gd-volat-helper-premiums/09-one-fractional-4p-sheet.json").read_text("utf-8"))
    v = validate(doc)
    assert violations(v) == [] and any("thirds" in u for u in v["deals"][0]["unchecked"])
    whole = json.loads((DATA / "gd4/g04b_third_two_ruling.json").read_text("utf-8"))
    v = validate(whole)
    assert violations(v) == [] and not any("thirds" in u for u in v["deals"][0].get("unchecked", []))


def test_danish_totals_before_and_after_the_session_shares() -> None:
    """danish-tarok/15.score-sheet: the last deal's totals written before the pools are shared out are
    judged without the shares (a pool's is its content), and a total after them is its total before
    plus the shares recorded (danish-session-end a1-a3): a clean sheet is clean, and a total after the
    shares that repeats the one before them is wrong."""
    clean = json.loads((DATA / "danish-session-end/01-clean-3p-paid.json").read_text("utf-8"))
    assert violations(validate(clean)) == []
    forgot = json.loads((DATA / "danish-session-end/07-total-forgets-share.json").read_text("utf-8"))
    assert violations(validate(forgot)) == [(2, 105, "wrong_total")]


def test_danish_sheet_totals_before_the_share_lines() -> None:
    """danish-tarok/15.score-sheet: on a sheet that writes the session's shares as score lines
    (reason session_end), the totals written before those lines are judged without the shares
    (danish-session-end-sheets a1): the clean sheet is clean, and a pool total after them not 0 is found."""
    for name, found in (
        ("01-clean-3p-before-lines-after.json", []),
        ("06-pool-total-after-not-zero-3p.json", [(2, 98, "wrong_total")]),
    ):
        v = validate(json.loads((DATA / "danish-session-end-sheets" / name).read_text("utf-8")))
        assert violations(v) == found, name


def test_danish_sheet_shares_in_the_totals_only() -> None:
    """danish-tarok/15.session-end: a sheet that writes no share lines may have the shares in its
    totals only, or in the second of two totals per party (danish-session-end-sheets a2); a wrong share
    line beside an unreasoned deal line is reported at the share line (c1)."""
    for name, found in (
        ("03-clean-3p-totals-before-after.json", []),
        ("08-seat-total-forgets-share-3p-after-only.json", [(2, 86, "wrong_total")]),
        ("11-midway-pools-known-pool-before-wrong.json", [(1, 87, "wrong_total")]),
        ("04-share-line-wrong-3p.json", [(2, 90, "wrong_score")]),
        ("12-midway-pools-unknown-share-wrong.json", [(1, 89, "wrong_score")]),
    ):
        v = validate(json.loads((DATA / "danish-session-end-sheets" / name).read_text("utf-8")))
        assert violations(v) == found, name


def test_ulti_compulsory_fold_settled_as_played() -> None:
    """ulti/auction.fold: a compulsory fold played on and paid as played (party won, 1 from each) is one
    finding, fold_required (ulti-aces-tens-fold P2; it was five); paid as folded, the same one."""
    doc = json.loads((DATA / "ulti-aces-tens-fold/02-std-fold-compulsory-played.json").read_text("utf-8"))
    for pays in (((0, 2, 1, "party"), (1, 2, 1, "party")), ((2, 0, 2, "fold"), (2, 1, 2, "fold"))):
        d = json.loads(json.dumps(doc))
        d["deals"][0]["events"] += [
            {"type": "payment", "from": a, "to": b, "amount": x, "reason": r} for a, b, x, r in pays
        ]
        v = validate(d)
        assert violations(v) == [(0, 6, "fold_required")], pays
        assert v["deals"][0]["settlement"]["difference"] == {}, pays


def test_rage_wrong_total_after_wrong_score_names_both_figures() -> None:
    """rage/score.total: a total added wrong on top of a wrong score says what the sheet's own sum and
    the rules make it (rage-session-end-sheets c: it named only the sheet's 54, not the rules' 39)."""
    v = validate(
        json.loads(
            (DATA / "rage-session-end-sheets/14-3p-pm1-start8-last-score-and-total.json").read_text("utf-8")
        )
    )
    (total,) = [a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_total"]
    assert total["evidence"] == {
        "recorded": 64,
        "expected": 54,
        "previous": 43,
        "round_score": 11,
        "by_rules": 39,
    }
    assert "39 by the rules" in total["message"]


def test_tarocchini_late_declaration_counted_by_the_sheet_is_one_fault() -> None:
    """tarocchini/declare.timing: a sheet that credits a late declaration (kings 3 = 17) is read so, the
    late_declaration the one finding, as a false declaration counted is (ottocento-declarations-sheets P4:
    it was also a wrong_score)."""
    doc = json.loads((DATA / "ottocento-declarations-sheets/15-late-declaration.json").read_text("utf-8"))
    events = doc["deals"][0]["events"]
    for at in (66, 74):  # team0's declarations line and its total, 17 more
        events[at]["points"] += 17
    v = validate(doc)
    assert violations(v) == [(0, 9, "late_declaration")]
    assert v["deals"][0]["computed"]["late_declarations_counted"] is True
    assert "the table let it stand" in v["deals"][0]["annotations"][0]["message"]


def test_rage_wrong_lead_and_the_seat_it_skipped_read_by_the_rest_of_the_round() -> None:
    """rage/trick.turn: a wrong lead (Bohouš's G3) and then the due leader's card (Anička's R5) are two
    cards swapped where the rest of the round fits that (R5 the lead, one finding), or the table playing
    on from the green lead where it fits that (R5 then a revoke) (rage-out-of-turn-2faults P1e, P1f)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("p", DATA / "rage-out-of-turn-2faults" / "_probes.py")
    assert spec is not None and spec.loader is not None
    p = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(p)
    hands = [["R5", "G10"], ["G3", "B9"], ["R9", "B0"], ["G7", "B5"], ["B2", "Y3"], ["Y1", "P4"]]
    first = [(1, "G3"), (0, "R5"), (2, "R9"), (3, "G7"), (4, "B2"), (5, "Y1")]
    for rest, scores, found in (
        (  # Katka's R9 won the swapped trick and leads
            [(2, "B0"), (3, "B5"), (4, "Y3"), (5, "P4"), (0, "G10"), (1, "B9")],
            [10, 11, 11, 10, 10, 10],
            [(0, 6, "out_of_turn")],
        ),
        (  # Dalibor's G7 won the green trick and leads
            [(3, "B5"), (4, "Y3"), (5, "P4"), (0, "G10"), (1, "B9"), (2, "B0")],
            [10, 11, -5, -4, 10, 10],
            [(0, 6, "out_of_turn"), (0, 7, "revoke")],
        ),
    ):
        events = (
            p.bids([0, 1, 1, 0, 0, 0])
            + p.plays(first + rest)
            + [{"type": "score", "party": s, "points": x} for s, x in enumerate(scores)]
        )
        v = validate(p.doc(hands, ["O10"], events, 9))
        assert violations(v) == found


def test_rage_second_card_to_a_trick_taken_by_the_table_is_one_fault() -> None:
    """rage/trick.turn (real-faults-near-slips-4 a2): Anička plays R3 and then R14 to trick 7, and the
    table takes both (five cards; R14 wins it): one out_of_turn at the second card, which leaves the
    hand, and Anička, a card short, sits out the last trick (three cards). No false revoke, lead out
    of turn or left-out line after it, and the scores as written stand."""
    doc = json.loads(
        (DATA / "real-faults-near-slips-4/02-rage-two-cards-to-one-trick.json").read_text(encoding="utf-8")
    )
    v = validate(doc)
    assert violations(v) == [(0, 31, "out_of_turn")]
    (found,) = v["deals"][0]["annotations"]
    assert found["evidence"] == {"trick": 7, "expected_seat": 1, "second_card": True}
    assert "the table took both cards into the trick" in found["message"]
    c = v["deals"][0]["computed"]
    assert c["trick_winners"][6] == 0 and c["tricks"] == [3, 0, 4, 3]
    assert v["session"]["totals"]["difference"] == {}
    assert not [a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_score"]
    _, steps, _ = load_steps(doc)
    tricks = {
        st.data["trick"]: st.data for st in steps or () if st.kind == "note" and "winner" in (st.data or {})
    }
    assert (len(tricks[7]["cards"]), tricks[7]["winner"]) == (5, 0)
    assert (len(tricks[10]["cards"]), tricks[10]["sat_out"]) == (3, [0])


def test_galician_contra_on_a_helpers_announcement_says_so() -> None:
    """galician-tarok/17.contra: a contra on a helper's own announcement names the helper who announced it
    (gd-announcements-contra-2faults 09: the message said the player had not announced it)."""
    name = next((DATA / "gd-announcements-contra-2faults").glob("09-*.json"))
    v = validate(json.loads(name.read_text("utf-8")))
    (double,) = [a for d in v["deals"] for a in d["annotations"] if a["code"] == "illegal_double"]
    assert "announced by Czesław, a helper" in double["message"]


def test_galician_cards_thrown_in_on_an_illegal_redeal_are_one_fault() -> None:
    """galician-tarok/17.no-tarock: the table threw the cards in on an illegal redeal and the same dealer
    dealt again: illegal_redeal alone, and the pool is still known (gd-redeal-renonce-pool a: it was
    also a wrong_dealer, and the session's pool unknown)."""
    v = validate(
        json.loads((DATA / "gd-redeal-renonce-pool/07-3p-redeal-default-illegal.json").read_text("utf-8"))
    )
    assert violations(v) == [(1, 0, "illegal_redeal")]
    assert v["session"]["pool"] is not None


def test_danish_play_line_written_twice_is_one_finding_without_a_fine() -> None:
    """danish-tarok/10.turn: the same seat and card written on two lines in a row is one out_of_turn with
    no §18 fine (one-slip-danish-tarocchini P2f: it also asked 20 into each pool)."""
    doc = json.loads(
        (DATA / "one-slip-danish-tarocchini/04-danish-declaration-twice.json").read_text("utf-8")
    )
    events = doc["deals"][0]["events"]
    del events[13]  # the slip of that file (the declaration written twice) taken back
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    events.insert(plays[10] + 1, dict(events[plays[10]]))
    v = validate(doc)
    assert violations(v) == [(0, plays[10] + 1, "out_of_turn")]


def test_ottocento_declaration_written_for_the_wrong_seat_is_one_finding() -> None:
    """tarocchini/declare.items: Carla's cricca written for Dario, whose own line follows, is one
    false_declaration, read as Carla's: the deal scored as played (one-slip-danish-tarocchini a: it was
    also a repeated_declaration, and with the table's score lines a wrong_score)."""
    doc = json.loads(
        (DATA / "one-slip-danish-tarocchini/10-ottocento-declaration-wrong-seat.json").read_text("utf-8")
    )
    for team, points in (("team0", 441), ("team1", 51)):  # the deal as played (its probe P4)
        doc["deals"][0]["events"].append({"type": "score", "party": team, "points": points})
    assert violations(validate(doc)) == [(0, 2, "false_declaration")]


def test_galician_discard_changed_after_the_announcement_before_the_helpers_answer() -> None:
    """galician-tarok/25.no-changes: the cards laid away are fixed only once the player has announced and
    the helpers have answered ("jeżeli już grę zadeklarował, a partnerzy swe przyzwolenie dali"): a new
    discard between the two replaces the first (session 33 review; it was illegal_discard)."""
    doc = json.loads((Path(__file__).parent.parent / "examples/galician-tarok/clean.json").read_text("utf-8"))
    doc.pop("meta", None)
    deal = doc["deals"][1]
    doc["deals"] = [deal]
    events = [e for e in deal["events"] if e["type"] != "payment"]
    i = next(k for k, e in enumerate(events) if e["type"] == "discard")
    seat = events[i]["seat"]
    events[i] = {"type": "discard", "seat": seat, "cards": ["QC", "JS", "T4"]}
    j = next(k for k, e in enumerate(events) if e["type"] == "announce")
    events.insert(j + 1, {"type": "discard", "seat": seat, "cards": ["QC", "JS", "1H"]})
    deal["events"] = events
    assert violations(validate(doc)) == []


def test_ulti_defenders_16_after_subcontra_is_hirschcontra_at_16() -> None:
    """ulti/contra.levels (either reading): the source's own figure, 「ヒルシュコントラは 16 倍」: a defender's
    double at 16 right after subcontra is hirschcontra at 16, not an illegal mordcontra (session 33
    source review); the party then stands at 16 for the defenders it binds."""
    v = validate(
        json.loads((Path(__file__).parent / "data/review/ulti-hirschcontra-at-16.json").read_text("utf-8"))
    )
    assert violations(v) == []
    assert v["deals"][0]["computed"]["contra"] == {"party": {"0": 16, "2": 16}}


def test_tarocchini_signals_eldest_only() -> None:
    """tarocchini/signals, option eldest (the play rules' "старшему разрешается"): a signal by a seat that is
    not the eldest hand is illegal_signal; the eldest's stands, and by default every seat's does."""
    doc = json.loads(
        (Path(__file__).parent.parent / "examples/tarocchini-ottocento/clean.json").read_text("utf-8")
    )
    doc.pop("meta", None)
    deal = doc["deals"][0]
    eldest = (deal["dealer"] + 1) % 4
    first = next(i for i, e in enumerate(deal["events"]) if e["type"] == "play")
    deal["events"][first + 1 : first + 1] = [
        {"type": "call", "seat": eldest, "call": "signal"},
        {"type": "call", "seat": (eldest + 2) % 4, "call": "signal"},
    ]
    assert violations(validate(doc)) == []
    doc["rules"] = {**doc.get("rules", {}), "signals": "eldest"}
    assert violations(validate(doc)) == [(0, first + 2, "illegal_signal")]


def test_danish_declaration_written_for_the_wrong_seat_is_one_finding() -> None:
    """danish-tarok/14.declarations: Bogdan's 10 trumps written for Celina, whose own line follows, is one
    false_declaration read as Bogdan's (one-slip-danish-tarocchini P3: a missing_declaration voided the
    deal, fourteen findings)."""
    doc = json.loads(
        (DATA / "one-slip-danish-tarocchini/04-danish-declaration-twice.json").read_text("utf-8")
    )
    events = doc["deals"][0]["events"]
    del events[13]  # that file's own slip (a declaration written twice) taken back
    events[10]["seat"] = 2
    v = validate(doc)
    assert violations(v) == [(0, 10, "false_declaration")]


def test_a_payment_written_one_deal_late_is_one_finding() -> None:
    """verdict.late_payments (one-slip-settlement a): deal 0's ulti payment written at the head of deal 1 is
    one finding there, naming the deal that owes it; without the shift it was also deal 0's missing_payment."""
    v = validate(
        json.loads((DATA / "one-slip-settlement/06-ulti-payment-one-deal-late.json").read_text("utf-8"))
    )
    assert violations(v) == [(1, 0, "unexpected_payment")]
    (late,) = v["deals"][1]["annotations"]
    assert late["evidence"]["owed_by_deal"] == 0 and "written one deal late" in late["message"]
    assert v["summary"]["violations"] == 1


def test_danish_netted_pair_slip_names_the_lines_own_reason() -> None:
    """danish-tarok/15.payments: a payment written the wrong way round among a pair's several, judged "in
    all", names its own reason (one-slip-settlement 08: "paid 20 (in all)" read as the pair's sum, 30
    on the record) and, since session 37, says it is the wrong way round, citing its due's rule
    (settlement-messages a1: it named the pair's net, 10 in all)."""
    v = validate(
        json.loads((DATA / "one-slip-settlement/08-danish-payment-from-to-swapped.json").read_text("utf-8"))
    )
    (slip,) = [a for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    assert slip["message"] == (
        "Celina paid Bartek 20 (last_trick); the rules have Bartek pay Celina 20: the payment is written "
        "the wrong way round."
    )
    assert slip["rule"] == "danish-tarok/15.last-trick"


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("01-rage-bid-wrong-seat.json", [(0, 1, "bid_out_of_turn")]),
        ("04-ulti-pass-wrong-seat.json", [(0, 2, "out_of_turn")]),
        ("07-galician-pass-wrong-seat.json", [(0, 1, "out_of_turn")]),
        ("13-terziglio-gioco-wrong-seat.json", [(0, 1, "bid_out_of_turn")]),
    ],
)
def test_a_call_written_for_the_wrong_seat_is_one_finding(
    name: str, found: list[tuple[int, int, str]]
) -> None:
    """One slip, one finding (one-slip-auction-declare a1-a3): a call in the turn of a seat that writes
    none, its writer calling again later, is read as the due seat's: one finding at it (it was two, or a
    repeated bid and a missing one, and an auction left unfinished)."""
    v = validate(json.loads((DATA / "one-slip-auction-declare" / name).read_text("utf-8")))
    assert violations(v) == found
    assert not [a for d in v["deals"] for a in d["annotations"] if a["code"] == "auction_unfinished"]


def test_a_late_payment_lumped_with_the_next_deals_own_line_is_one_finding() -> None:
    """verdict.late_payments (slip-plus-fault a3): deal 0's game line written in deal 1, where Galician
    adds it to deal 1's own game line of the pair, is one wrong_payment there (the revoke planted beside
    it still found), not also deal 0's missing_payment."""
    name = next((DATA / "slip-plus-fault").glob("07-*.json"))
    assert violations(validate(json.loads(name.read_text("utf-8")))) == [
        (1, 0, "wrong_payment"),
        (1, 20, "revoke"),
    ]


def test_ulti_take_written_for_the_wrong_seat_is_one_finding() -> None:
    """ulti/auction.order (one-slip-acts a1): Csilla's take written for Anna, Csilla's discard next, is one
    out_of_turn read as Csilla's take (it was five findings: her discard out of turn, a card not in hand,
    two revokes)."""
    name = next((DATA / "one-slip-acts").glob("01-*.json"))
    assert violations(validate(json.loads(name.read_text("utf-8")))) == [(0, 2, "out_of_turn")]


def test_terziglio_take_written_for_a_passer_is_one_finding() -> None:
    """tarocchini/terziglio.exchange (one-slip-acts a6): Giulia's take written for Franco, her discard next,
    is one illegal_take read as hers (it was also an illegal_discard and a card not in hand)."""
    name = next((DATA / "one-slip-acts").glob("10-*.json"))
    assert violations(validate(json.loads(name.read_text("utf-8")))) == [(0, 3, "illegal_take")]


def test_galician_player_discard_written_for_a_helper_is_one_finding() -> None:
    """galician-tarok/11.discard (one-slip-acts a2): the player's discard written for a helper, the cards
    the player's, is one illegal_discard read as his (it was five findings: a forfeit and renonces)."""
    name = next((DATA / "one-slip-acts").glob("04-*.json"))
    assert violations(validate(json.loads(name.read_text("utf-8")))) == [(0, 4, "illegal_discard")]


def test_danish_pool_payment_by_the_records_pool_leaves_no_unexplained_difference() -> None:
    """danish-tarok/15.pools (fresh-mainstream-1 a): a przydupek paying in what the King pool held as
    the record's own payments left it (deal 0's 40 fine never paid) is judged right, so the settlement
    expects it too: deal 1, clean, shows no difference (it showed the unpaid fine again, -40 on a seat
    no finding named); the difference stays in deal 0 with its findings."""
    v = validate(
        json.loads((DATA / "fresh-mainstream-1/04-danish-illegal-skat.json").read_text(encoding="utf-8"))
    )
    deal = v["deals"][1]
    assert not [a for a in deal["annotations"] if a["severity"] == "violation"]
    assert not deal["settlement"]["difference"]
    assert v["deals"][0]["settlement"]["difference"]


def test_rage_a_claimed_rest_forced_by_trumps_is_searched_and_judged() -> None:
    """rage/score.incomplete (real-faults-near-slips-6 probe): three tricks left for four seats passed
    the search's 2,000 positions, so the forced rest (seat 1 holds the only trumps) was left unchecked
    and a sheet giving seat 0 one of its tricks was clean. Positions between tricks reached in
    another order are walked once: the rest is searched, and that sheet is two wrong scores."""
    doc = json.loads((DATA / "real-faults-near-slips-6/05-rage-claim.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["deals"][0]["computed"]["tricks"] == [1, 6, 2, 1]
    assert violations(v) == []
    scores = {e["party"]: e for e in doc["deals"][0]["events"] if e["type"] == "score"}
    scores[0]["points"], scores[1]["points"] = 12, 0
    assert violations(validate(doc)) == [(0, 32, "wrong_score"), (0, 33, "wrong_score")]


def test_terziglio_sheet_fitting_the_trumps_past_a_missing_grande_in_every_line_is_right() -> None:
    """tarocchini/combo.sequences (session 35): the numbered trumps counted after a missing grande are
    a reading a Terziglio sheet may follow where it fits it in every line; one line alone is a slip."""
    name = "terziglio-auction-fresh/03-nineteen-clean.json"
    doc = json.loads((DATA / name).read_text(encoding="utf-8"))
    v = validate(doc)
    assert violations(v) == []
    assert v["deals"][2]["computed"]["trumps_after_gap"] is True
    assert v["deals"][2]["computed"]["game_points"] == 4
    # one opponent's line as the engine's own reading (3), the other as the trumps past the gap (4)
    doc["deals"][2]["events"][67]["points"] = 3
    doc["deals"][2]["events"][70]["points"] = 20
    v = validate(doc)
    assert violations(v) == [(2, 65, "wrong_score")]
    assert "trumps_after_gap" not in v["deals"][2]["computed"]


def test_ottocento_declaration_true_only_past_a_gap_makes_the_deals_reading() -> None:
    """tarocchini/combo.sequences (session 35, tarocchini-fresh-5 p10): Angel, Bagatto (for Mondo or
    Sun), Moon and 16 declared as four trumps is true with the numbered trumps counted after the gap:
    with no sheet to say otherwise the deal is read so (15), not scored nothing without a word."""
    v = validate(
        json.loads((DATA / "tarocchini-fresh-5/16-otto-probe-trumps-gap-declared-four.json").read_text())
    )
    assert violations(v) == []
    c = v["deals"][0]["computed"]
    assert c["declarations"]["0"] == {
        "items": [{"kind": "sequence", "of": "trumps", "length": 4}],
        "points": 15,
    }
    assert c["ace_after_gap"] is True


def test_galician_helpers_every_trick_settled_as_a_volat_is_a_reading_the_record_may_fit() -> None:
    """galician-tarok/18.volat-player-only (session 35, galician-edge-probes (c)): the helpers took
    every trick; the engine settles a game lost on points, a blind reader a volat against the player
    (300 at a three). The record paying the volat is read so; one helper's line off is still found."""
    name = "galician-edge-probes/04-base3-helper-volat-ultimo.json"
    doc = json.loads((DATA / name).read_text(encoding="utf-8"))
    v = validate(doc)
    assert violations(v) == []
    assert v["deals"][0]["computed"]["game"] == {"won": False, "value": 300, "volat": True}
    assert any("volat against the player" in u for u in v["deals"][0]["unchecked"])
    pays = [e for e in doc["deals"][0]["events"][44:48] if e["type"] == "payment"]
    assert pays and all(e["amount"] == 300 for e in pays[:2])
    pays[0]["amount"] = 290
    assert violations(validate(doc)) == [(0, 44, "wrong_payment")]


def test_galician_made_premium_under_recontra_paid_in_full_is_a_reading_the_record_may_fit() -> None:
    """galician-tarok/17.contra-values (session 35): a trull announced, doubled and redoubled, made:
    §17's one-sided rule gives 200 a helper, three blind readers 400; the record paying 400 is read
    so, and one line off is still one finding."""
    doc = json.loads(
        (DATA / "galician-fresh-5/01-trull-announced-recontra-silent.json").read_text(encoding="utf-8")
    )
    v = validate(doc)
    assert violations(v) == []
    assert any("full level" in u for u in v["deals"][1]["unchecked"])
    ev = doc["deals"][1]["events"][48]
    assert (ev["reason"], ev["amount"]) == ("trull", 400)
    ev["amount"] = 390
    assert violations(validate(doc)) == [(1, 48, "wrong_payment")]


@pytest.mark.parametrize(
    ("order", "found"), [((2, 3, 0, 1), [0]), ((3, 2, 0, 1), [1]), ((3, 0, 2, 1), [2]), ((3, 0, 1, 2), [])]
)
def test_ottocento_monte_call_before_its_turn_the_others_follow_is_one_fault(
    order: tuple[int, ...], found: list[int]
) -> None:
    """tarocchini/monte.call (session 35, ottocento-edge-probes a1): the dealer's monte call written
    before the others', who then ask in turn: one bad_monte at it, and the monte stands (the next
    deal is dealt by the next seat without a finding)."""
    doc = json.loads(
        (DATA / "ottocento-edge-probes/13-monte-dealer-speaks-first.json").read_text(encoding="utf-8")
    )
    doc["deals"][0]["events"] = [{"type": "redeal", "seat": s, "reason": "monte"} for s in order]
    v = validate(doc)
    assert violations(v) == [(0, e, "bad_monte") for e in found]


def test_ottocento_monte_call_before_a_seat_that_never_asks_is_read_as_before() -> None:
    """A call before its turn that a skipped seat does not follow: read as before, the dealer's call
    closing the round and the calls after it out of turn (the early-call reading needs every seat
    skipped to ask after it)."""
    doc = json.loads(
        (DATA / "ottocento-edge-probes/13-monte-dealer-speaks-first.json").read_text(encoding="utf-8")
    )
    doc["deals"][0]["events"] = [{"type": "redeal", "seat": s, "reason": "monte"} for s in (2, 3, 0)]
    assert violations(validate(doc)) == [(0, 1, "bad_monte"), (0, 2, "bad_monte")]


def test_rage_score_parts_and_the_round_score_a_wrong_total_adds() -> None:
    """dispute-messages-7 c1, c4: computed.score_parts gives each score's tricks, bid and action
    cards (a Durch's doubled tricks show there); a wrong total names the round's score it adds."""
    v = validate(json.loads((DATA / "dispute-messages-7/11-durch-4p.json").read_text(encoding="utf-8")))
    parts = v["deals"][0]["computed"]["score_parts"]
    assert parts[0] == {"tricks": 6, "bid": -5, "action_cards": 0}
    assert [sum(p.values()) for p in parts] == v["deals"][0]["computed"]["scores"]
    assert v["deals"][1]["computed"]["score_parts"][3] == {"tricks": 1, "bid": -5, "action_cards": -5}
    v = validate(
        json.loads((DATA / "dispute-messages-7/02-revoke-wrongtotal-5p.json").read_text(encoding="utf-8"))
    )
    (total,) = [a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_total"]
    assert total["message"].endswith("it should read 21 (previous total 11 plus this round's score +10).")
    assert total["evidence"]["round_score"] == 10


@pytest.mark.parametrize(
    ("name", "deal", "code", "by_rules"),
    [
        (
            "dispute-messages-11/06-late-declaration-counted.json",
            0,
            "late_declaration",
            {"team0": 15, "team1": 570},
        ),
        (
            "dispute-messages-11/13-false-trumps-length-counted.json",
            1,
            "false_declaration",
            {"team0": 277, "team1": 145},
        ),
    ],
)
def test_tarocchini_declaration_the_sheet_counts_names_the_deal_by_the_rules(
    name: str, deal: int, code: str, by_rules: dict[str, int]
) -> None:
    """dispute-messages-11 c1: a false or late declaration the sheet counts is one fault, the deal
    read as the sheet does; the finding and the unchecked note name the deal's score by the rules."""
    v = validate(json.loads((DATA / name).read_text(encoding="utf-8")))
    (found,) = [a for a in v["deals"][deal]["annotations"] if a["code"] == code]
    assert found["evidence"]["by_rules"] == by_rules
    words = ", ".join(f"{k} {n}" for k, n in by_rules.items())
    assert found["message"].endswith(f"one fault. By the rules the deal scores {words}.")
    assert any(u.endswith(f"by the rules the deal scores {words}") for u in v["deals"][deal]["unchecked"])
    assert v["deals"][deal]["settlement"]["expected"] != by_rules  # (the sheet's reading is the deal's)


def test_galician_pool_left_as_the_record_left_it_after_a_share_never_written() -> None:
    """dispute-messages-10 c1, c2: a pool share left out is the pool's as a share written short is
    (the next deal starts from the pool the record left); the slip's deal gives both figures."""
    v = validate(
        json.loads(
            (DATA / "dispute-messages-10/13-5p-short-discard-pool-share-missing.json").read_text(
                encoding="utf-8"
            )
        )
    )
    assert (v["deals"][1]["computed"]["pool"], v["deals"][1]["computed"]["pool_as_recorded"]) == (51.1, 34)
    assert v["deals"][2]["computed"]["pool"] == 90.1 and "pool_as_recorded" not in v["deals"][2]["computed"]
    v = validate(
        json.loads(
            (DATA / "dispute-messages-10/08-3p-allpass-ultimo-pool-short.json").read_text(encoding="utf-8")
        )
    )
    assert (v["deals"][1]["computed"]["pool"], v["deals"][1]["computed"]["pool_as_recorded"]) == (50.4, 65.4)
    assert v["deals"][2]["computed"]["pool"] == v["session"]["pool"] == 102.6


@pytest.mark.parametrize(
    "name, event, trick, seat, cards, winner, last",
    [
        # Celina's 5D completed trick 14 and her 4D followed it: four diamonds to Agnieszka's 2D
        ("real-faults-near-slips-4/09-danish-two-cards-to-one-trick.json", 43, 14, 2, 4, 0, ["T8", "2H"]),
        # Cyryl's 7S and 6S to Bolek's 2S lead, Ada's T14 last: four cards to Ada
        ("real-faults-near-slips-7/02-danish-second-card-both-played.json", 21, 7, 2, 4, 0, ["8C", "9D"]),
    ],
)
def test_danish_second_card_to_a_trick_taken_by_the_table_is_one_fault(
    name: str, event: int, trick: int, seat: int, cards: int, winner: int, last: list[str]
) -> None:
    """danish-tarok/10.turn (session 38; real-faults-near-slips-4 a2, -7 a): a seat plays two cards to
    one trick and the table takes both (four cards; "Trzy karty ze sztychu": one card each): one
    out_of_turn at the second card, with its §18 large fine (20 to each pool), the card gone from the
    hand, and the seat, a card short, sits out the deal's last trick (two cards). No lead out of turn,
    revoke or card after the last trick follows, and the settlement shows no difference."""
    doc = json.loads((DATA / name).read_text(encoding="utf-8"))
    v = validate(doc)
    assert violations(v) == [(0, event, "out_of_turn")]
    (found,) = v["deals"][0]["annotations"]
    assert found["evidence"] == {"trick": trick, "expected_seat": 0, "second_card": True}
    assert "the table took both cards into the trick" in found["message"]
    assert found["penalty"]["class"] == "large"
    assert found["penalty"]["payments"] == [
        {"from": seat, "to": pool, "amount": 20} for pool in ("pagat_pool", "king_pool")
    ]
    c = v["deals"][0]["computed"]
    assert not c["void"] and c["trick_winners"][trick - 1] == winner and len(c["trick_winners"]) == 25
    assert v["session"]["net"]["difference"] == {}
    assert not [a for d in v["deals"] for a in d["annotations"] if a["code"].startswith("wrong_")]
    _, steps, _ = load_steps(doc)
    tricks = {
        st.data["trick"]: st.data for st in steps or () if st.kind == "note" and "winner" in (st.data or {})
    }
    assert (len(tricks[trick]["cards"]), tricks[trick]["winner"]) == (cards, winner)
    assert (tricks[25]["cards"], tricks[25]["sat_out"]) == (last, [seat])


def test_danish_joker_led_to_a_last_trick_a_seat_sits_out() -> None:
    """danish-tarok/10.turn, 12.void-naming (session 38): the Joker led to the deal's last trick, which
    a seat a card short (a second card taken into a trick) sits out, has no third player to claim
    the naming: the trick is read with its two cards (it raised StopIteration). danish6/16 with
    Bolek's last card, the Pagat, written as a second card to trick 6."""
    doc = json.loads((DATA / "danish6/16-joker-led-last-pagat-ultimo.json").read_text(encoding="utf-8"))
    ev = doc["deals"][0]["events"]
    ev.insert(16, ev.pop(84))
    v = validate(doc)
    assert (0, 16, "out_of_turn") in violations(v)
    _, steps, _ = load_steps(doc)
    last = [st.data for st in steps or () if st.kind == "note" and (st.data or {}).get("trick") == 25]
    assert [(t["cards"], t["sat_out"]) for t in last] == [(["JOKER:T", "7C"], [1])]
