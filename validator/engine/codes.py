"""Every annotation code, with its severity, what it means, and per game the rule ids an
annotation with it can cite: the data behind the ``codes`` of ``GET /v1/games/<name>``.
docs/rules/codes.md is the same table as text (with the codes' history and the faults two games
name differently); tests/test_codes_index.py keeps the two equal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Code:
    code: str
    severity: str  # violation | warning
    meaning: str
    rules: dict[str, tuple[str, ...]]  # game name -> rule ids


CODES: tuple[Code, ...] = (
    Code(
        "revoke",
        "violation",
        "A card that does not follow the led suit (colour) although the hand could.",
        {
            "danish-tarok": ("danish-tarok/10.follow-suit",),
            "galician-tarok": ("galician-tarok/5.follow",),
            "rage": ("rage/trick.follow-colour",),
            "tarocchini-ottocento": ("tarocchini/play.follow-suit",),
            "tarocchini-terziglio": ("tarocchini/play.follow-suit",),
            "ulti": ("ulti/play.follow",),
        },
    ),
    Code(
        "failure_to_trump",
        "violation",
        "Void in the led suit, a non-trump played while holding a trump.",
        {
            "danish-tarok": ("danish-tarok/10.must-trump",),
            "tarocchini-ottocento": ("tarocchini/play.must-trump",),
            "tarocchini-terziglio": ("tarocchini/play.must-trump",),
            "ulti": ("ulti/play.trump",),
        },
    ),
    Code(
        "failure_to_overtake",
        "violation",
        "A card that does not beat the trick although the hand could (Ulti's must-overtake).",
        {"ulti": ("ulti/play.overtake",)},
    ),
    Code(
        "action_card_while_able_to_follow",
        "violation",
        "An action card played to a lead the hand could follow.",
        {"rage": ("rage/action.only-when-void",)},
    ),
    Code(
        "wild_without_colour",
        "violation",
        "A wild card (joker) played without naming the colour it stands for.",
        {"rage": ("rage/action.wild",)},
    ),
    Code(
        "early_trump_seven",
        "violation",
        "The ulti player gave up the trump seven before the last trick while another card could be played.",
        {"ulti": ("ulti/play.ulti-seven",)},
    ),
    Code(
        "pagat_released",
        "violation",
        "The pagat (ultimo announced) given up before the last trick of the player's own accord: the ultimo is lost.",
        {"galician-tarok": ("galician-tarok/6.pagat-kept",)},
    ),
    Code(
        "out_of_turn",
        "violation",
        "An act by a seat whose turn it was not: a card in every game; in Galician and Ulti also an auction call, and more (see the next column).",
        {
            "danish-tarok": (
                "danish-tarok/10.lead",
                "danish-tarok/10.turn",
            ),
            "galician-tarok": (
                "galician-tarok/5.turn",
                "galician-tarok/10.auction-order",
                "galician-tarok/11.announcements",
                "galician-tarok/24.take-back",
            ),
            "rage": ("rage/trick.turn",),
            "tarocchini-ottocento": ("tarocchini/play.turn",),
            "tarocchini-terziglio": ("tarocchini/play.turn",),
            "ulti": (
                "ulti/play.turn",
                "ulti/auction.order",
                "ulti/deal.hands",
            ),
        },
    ),
    Code(
        "card_not_in_hand",
        "violation",
        "A card played that the seat did not hold (never dealt it, or already played), or one played after the deal's last trick, which joins no trick; also the one finding of a card, or a deal's hands, written for the wrong seat (the play read as its holder's).",
        {
            "danish-tarok": ("danish-tarok/10.card-in-hand",),
            "galician-tarok": ("galician-tarok/5.hand",),
            "rage": ("rage/trick.card-in-hand",),
            "tarocchini-ottocento": ("tarocchini/play.card-in-hand",),
            "tarocchini-terziglio": ("tarocchini/play.card-in-hand",),
            "ulti": ("ulti/play.turn",),
        },
    ),
    Code(
        "card_taken_back",
        "warning",
        "A card taken back and another played, where the `take_back` option allows it.",
        {"galician-tarok": ("galician-tarok/24.take-back",)},
    ),
    Code(
        "joker_not_named",
        "violation",
        "The Joker led without naming the suit to follow.",
        {"danish-tarok": ("danish-tarok/12.joker-named",)},
    ),
    Code(
        "joker_named_dead_suit",
        "warning",
        "The Joker led naming a suit of which no card is left in play (§18 superficial).",
        {"danish-tarok": ("danish-tarok/18.superficial",)},
    ),
    Code(
        "bad_joker_naming",
        "violation",
        "The Joker's suit named as void while that suit can still be followed.",
        {"danish-tarok": ("danish-tarok/12.void-naming",)},
    ),
    Code(
        "joker_second_last",
        "violation",
        "The Joker played in the second-last trick, where it may never be played.",
        {"danish-tarok": ("danish-tarok/12.joker-second-last",)},
    ),
    Code(
        "false_joker_demand",
        "violation",
        "The Joker demanded when it has already been played or lies in the skat.",
        {"danish-tarok": ("danish-tarok/12.joker-demand",)},
    ),
    Code(
        "joker_demand_out_of_time",
        "violation",
        "The Joker demanded in a trick other than the third-last.",
        {"danish-tarok": ("danish-tarok/12.joker-demand",)},
    ),
    Code(
        "joker_demand_by_holder",
        "warning",
        "The Joker demanded by the player holding it; the demand has no effect.",
        {"danish-tarok": ("danish-tarok/12.joker-demand",)},
    ),
    Code(
        "joker_withheld",
        "violation",
        "The Joker demanded and held, but another card played in that trick.",
        {"danish-tarok": ("danish-tarok/12.joker-demand",)},
    ),
    Code(
        "illegal_signal",
        "violation",
        "A signal to the partner before the highest card of the suit led was played, where the table allows signals only after it (`signals: after_top_card`).",
        {"tarocchini-ottocento": ("tarocchini/signals",), "tarocchini-terziglio": ("tarocchini/signals",)},
    ),
    Code(
        "bid_out_of_turn",
        "violation",
        "A bid by a seat whose turn it was not (Rage: also a bid after the first card; Terziglio: also a second bid or a bid after the auction).",
        {
            "rage": (
                "rage/bid.order",
                "rage/v.hidden-bid",
                "rage/v.secret-bid",
            ),
            "tarocchini-terziglio": ("tarocchini/terziglio.auction",),
        },
    ),
    Code(
        "repeated_bid",
        "violation",
        "A second bid by the same player; the first stands.",
        {"rage": ("rage/bid.order",)},
    ),
    Code(
        "bid_out_of_range",
        "violation",
        "A bid outside 0 to the round's number of cards.",
        {"rage": ("rage/bid.range",)},
    ),
    Code(
        "bid_forbidden_plus_minus_one",
        "violation",
        "Under plus/minus one, the last bid makes the bids add up to the tricks of the round.",
        {"rage": ("rage/v.plus-minus-one",)},
    ),
    Code(
        "missing_bid",
        "violation",
        "A seat that never bid (spoke) before play went on.",
        {"rage": ("rage/bid.complete",), "tarocchini-terziglio": ("tarocchini/terziglio.auction",)},
    ),
    Code(
        "illegal_bid",
        "violation",
        "A call the auction does not allow: not higher, after passing, after the auction ended, a goal or combination the rules forbid.",
        {
            "galician-tarok": (
                "galician-tarok/10.bid-rank",
                "galician-tarok/10.pass-final",
                "galician-tarok/10.auction-order",
                "galician-tarok/26.szpricer",
                "galician-tarok/28.tape",
                "galician-tarok/28.pass-volat",
                "galician-tarok/28.defend-pool",
            ),
            "tarocchini-terziglio": ("tarocchini/terziglio.auction",),
            "ulti": (
                "ulti/auction.hierarchy",
                "ulti/auction.first",
                "ulti/auction.end",
                "ulti/auction.talon",
                "ulti/goal.combine",
                "ulti/goal.open-durchmarsch-trumps",
            ),
        },
    ),
    Code(
        "no_contract",
        "violation",
        "Play (or a take) recorded although nobody won the auction: every player passed.",
        {"galician-tarok": ("galician-tarok/26.all-pass",), "ulti": ("ulti/auction.first",)},
    ),
    Code(
        "deal_thrown_in",
        "violation",
        "Play went on with a deal that was thrown in: every player passed (Terziglio), or every player asked for monte (Ottocento, Terziglio).",
        {
            "tarocchini-ottocento": ("tarocchini/monte.redeal",),
            "tarocchini-terziglio": (
                "tarocchini/monte.redeal",
                "tarocchini/terziglio.all-pass",
            ),
        },
    ),
    Code(
        "bad_monte",
        "violation",
        "A monte call the rules do not allow (option `monte` off, a call out of turn).",
        {
            "tarocchini-ottocento": ("tarocchini/monte.call",),
            "tarocchini-terziglio": ("tarocchini/monte.call",),
        },
    ),
    Code(
        "illegal_szpricer",
        "violation",
        "A szpricer called where §26 does not allow it (e.g. by a seat other than the king).",
        {"galician-tarok": ("galician-tarok/26.szpricer",)},
    ),
    Code(
        "szpricer_talon",
        "violation",
        "After a szpricer, the king's hand lacks cards of the talon it keeps.",
        {"galician-tarok": ("galician-tarok/26.szpricer",)},
    ),
    Code(
        "bad_trump",
        "violation",
        "Trumps named wrongly: before the auction ended, by another seat, after the first card, twice, or a suit (or any trump) the contract does not allow.",
        {"ulti": ("ulti/auction.trump",)},
    ),
    Code(
        "missing_trump",
        "violation",
        "A trump contract played without trumps named (the play is checked with the suit the leads fit).",
        {"ulti": ("ulti/auction.trump",)},
    ),
    Code(
        "illegal_fold",
        "violation",
        "A fold of a contract that may not be folded.",
        {"ulti": ("ulti/auction.fold",)},
    ),
    Code(
        "fold_required",
        "violation",
        "A contract played that the rules make the declarer fold; the deal is settled as folded.",
        {"ulti": ("ulti/auction.fold",)},
    ),
    Code(
        "play_after_fold",
        "violation",
        "A card played after the declarer folded.",
        {"ulti": ("ulti/auction.fold",)},
    ),
    Code(
        "illegal_double",
        "violation",
        "A contra (double) the rules do not allow: on an item not announced, beyond the levels the rules allow, out of its time.",
        {"galician-tarok": ("galician-tarok/17.contra",), "ulti": ("ulti/contra.levels",)},
    ),
    Code(
        "illegal_take",
        "violation",
        "Cards taken from the talon (widow) that the rules do not allow: wrong packet, not the player, at solo, after the auction.",
        {
            "galician-tarok": (
                "galician-tarok/10.buying",
                "galician-tarok/10.solo",
            ),
            "tarocchini-ottocento": ("tarocchini/ottocento.widow",),
            "tarocchini-terziglio": ("tarocchini/terziglio.exchange",),
            "ulti": ("ulti/auction.talon",),
        },
    ),
    Code(
        "illegal_discard",
        "violation",
        "Cards laid away that the rules forbid (kings, too many or too few, by the wrong seat, a card not held, at solo).",
        {
            "galician-tarok": (
                "galician-tarok/11.discard",
                "galician-tarok/12.discard-count",
                "galician-tarok/13.no-kings",
                "galician-tarok/25.no-changes",
                "galician-tarok/10.solo",
            ),
            "tarocchini-ottocento": ("tarocchini/ottocento.discard",),
            "tarocchini-terziglio": ("tarocchini/terziglio.exchange",),
            "ulti": ("ulti/auction.talon",),
        },
    ),
    Code(
        "illegal_skat",
        "violation",
        "Danish laying away (the skat) that breaks `13.skat`: a forbidden card (Mondo, king, a trump while trumps are kept, …), or no skat laid (`evidence.reasons` says which).",
        {"danish-tarok": ("danish-tarok/13.skat",)},
    ),
    Code(
        "missing_discard",
        "violation",
        "No cards laid away before the first lead where the rules require them.",
        {
            "tarocchini-ottocento": ("tarocchini/ottocento.discard",),
            "tarocchini-terziglio": ("tarocchini/terziglio.exchange",),
        },
    ),
    Code(
        "concealed_discard",
        "violation",
        "Tarocks announced after a tarock was laid away without being shown: a renonce, game lost.",
        {"galician-tarok": ("galician-tarok/22.shown-tarocks",)},
    ),
    Code(
        "false_declaration",
        "violation",
        "A declaration the hand does not hold (a trumps count, a combination).",
        {
            "danish-tarok": ("danish-tarok/14.declarations",),
            "tarocchini-ottocento": ("tarocchini/declare.items",),
            "tarocchini-terziglio": ("tarocchini/declare.items",),
        },
    ),
    Code(
        "false_marriage",
        "violation",
        "A 20 or 40 announced without the king and queen.",
        {"ulti": ("ulti/marriage.held",)},
    ),
    Code(
        "wrong_tarock_count",
        "violation",
        "A number of tarocks announced that the hand does not hold: a renonce, game lost.",
        {"galician-tarok": ("galician-tarok/21.tarock-count",)},
    ),
    Code(
        "missing_declaration",
        "violation",
        "A mandatory declaration the hand holds was not made.",
        {"danish-tarok": ("danish-tarok/14.declarations",)},
    ),
    Code(
        "late_declaration",
        "violation",
        "A declaration after the first lead (card); it does not count.",
        {
            "danish-tarok": ("danish-tarok/14.correction",),
            "tarocchini-ottocento": ("tarocchini/declare.timing",),
            "tarocchini-terziglio": ("tarocchini/declare.timing",),
        },
    ),
    Code(
        "repeated_declaration",
        "violation",
        "A second declaration by the same player; the first stands.",
        {
            "tarocchini-ottocento": ("tarocchini/declare.timing",),
            "tarocchini-terziglio": ("tarocchini/declare.timing",),
        },
    ),
    Code(
        "declaration_before_dealer",
        "violation",
        "A declaration made before the dealer declared.",
        {"danish-tarok": ("danish-tarok/14.order",)},
    ),
    Code(
        "declaration_out_of_turn",
        "warning",
        "A declaration out of turn among the others (§18 does not class it).",
        {"danish-tarok": ("danish-tarok/14.order",)},
    ),
    Code(
        "marriage_not_allowed",
        "violation",
        "A 20/40 where none is announced: wrong contract, too late, repeated.",
        {"ulti": ("ulti/marriage.when",)},
    ),
    Code(
        "marriage_redundant",
        "warning",
        "A 20/40 announced in a contract whose goal counts that pair unannounced.",
        {"ulti": ("ulti/marriage.when",)},
    ),
    Code(
        "illegal_announcement",
        "violation",
        "An announcement the rules do not allow: after the lead, by a helper where only the player may, after the cards are fixed.",
        {
            "galician-tarok": (
                "galician-tarok/11.announcements",
                "galician-tarok/25.no-changes",
                "galician-tarok/27.ultimo-player-only",
                "galician-tarok/18.volat-player-only",
            )
        },
    ),
    Code(
        "misplaced_announcement",
        "violation",
        "A Tout announced other than by the dealer before laying away the skat; it has no effect.",
        {"danish-tarok": ("danish-tarok/13.tout-announcement",)},
    ),
    Code(
        "failed_tout",
        "violation",
        "The dealer who laid the Joker away announcing Tout did not take all 25 tricks.",
        {"danish-tarok": ("danish-tarok/13.failed-tout",)},
    ),
    Code(
        "wrong_dealer",
        "violation",
        "The deal dealt by a seat whose turn to deal it was not.",
        {
            "danish-tarok": ("danish-tarok/7.dealer-rotation",),
            "galician-tarok": (
                "galician-tarok/9.dealer",
                "galician-tarok/26.szpricer",
            ),
            "rage": ("rage/setup.dealer-rotation",),
            "tarocchini-ottocento": ("tarocchini/deal.dealer-rotation",),
            "tarocchini-terziglio": ("tarocchini/deal.dealer-rotation",),
            "ulti": ("ulti/deal.dealer",),
        },
    ),
    Code(
        "misdeal",
        "violation",
        "The hands dealt are wrong (a seat with too many or too few cards).",
        {"danish-tarok": ("danish-tarok/18.misdeal",)},
    ),
    Code(
        "redeal_with_trumps",
        "violation",
        "A redeal asked for want of trumps while holding trumps.",
        {"danish-tarok": ("danish-tarok/17.redeal",)},
    ),
    Code(
        "illegal_redeal",
        "violation",
        "The cards thrown in for want of a tarock while holding one.",
        {"galician-tarok": ("galician-tarok/17.no-tarock",)},
    ),
    Code(
        "redeal_not_in_rules",
        "warning",
        "A redeal the table made in a game whose rules name none; the deal is judged as recorded and the same dealer may deal again.",
        {"ulti": ("ulti/deal.redeal",)},
    ),
    Code(
        "sitter_acted",
        "violation",
        "A seat not playing this deal (the one sitting out: Galician's king at four players, a sitter at five; or one yet to join) acted in it.",
        {
            "danish-tarok": (
                "danish-tarok/2.fourth-player",
                "danish-tarok/17.join",
            ),
            "galician-tarok": ("galician-tarok/8.players",),
        },
    ),
    Code(
        "wrong_sitter",
        "violation",
        "The wrong seat sits out the deal.",
        {
            "danish-tarok": ("danish-tarok/2.players",),
            "galician-tarok": ("galician-tarok/8.players",),
        },
    ),
    Code(
        "wrong_payment",
        "violation",
        "A payment recorded with an amount (or direction) the rules do not give.",
        {
            "danish-tarok": (
                "danish-tarok/15.card-points",
                "danish-tarok/15.deal-fee",
                "danish-tarok/15.declarations",
                "danish-tarok/15.foundations",
                "danish-tarok/15.king-lost",
                "danish-tarok/15.king-przydupek",
                "danish-tarok/15.king-ultimo",
                "danish-tarok/15.last-trick",
                "danish-tarok/15.nolo",
                "danish-tarok/15.pagat-lost",
                "danish-tarok/15.pagat-przydupek",
                "danish-tarok/15.pagat-trick",
                "danish-tarok/15.pagat-ultimo",
                "danish-tarok/15.payments",
                "danish-tarok/15.session-end",
                "danish-tarok/15.tout",
                "danish-tarok/17.join",
                "danish-tarok/18.irreparable",
                "danish-tarok/18.large",
                "danish-tarok/18.small",
            ),
            "galician-tarok": (
                "galician-tarok/6.ultimo",
                "galician-tarok/12.consolation",
                "galician-tarok/15.trull",
                "galician-tarok/17.contra-values",
                "galician-tarok/18.game-value",
                "galician-tarok/18.volat",
                "galician-tarok/19.four-kings",
                "galician-tarok/20.tarocks",
                "galician-tarok/23.renonce",
                "galician-tarok/26.szpricer",
                "galician-tarok/27.pool",
                "galician-tarok/27.pool-contra",
                "galician-tarok/27.pool-renonce",
                "galician-tarok/18.payments",
            ),
            "ulti": ("ulti/score.payments", "ulti/score.ulti-penalty"),
        },
    ),
    Code(
        "missing_payment",
        "violation",
        "A payment the rules call for is not in the record (event `null`).",
        {
            "danish-tarok": (
                "danish-tarok/15.card-points",
                "danish-tarok/15.deal-fee",
                "danish-tarok/15.declarations",
                "danish-tarok/15.foundations",
                "danish-tarok/15.king-lost",
                "danish-tarok/15.king-przydupek",
                "danish-tarok/15.king-ultimo",
                "danish-tarok/15.last-trick",
                "danish-tarok/15.nolo",
                "danish-tarok/15.pagat-lost",
                "danish-tarok/15.pagat-przydupek",
                "danish-tarok/15.pagat-trick",
                "danish-tarok/15.pagat-ultimo",
                "danish-tarok/15.payments",
                "danish-tarok/15.session-end",
                "danish-tarok/15.tout",
                "danish-tarok/17.join",
                "danish-tarok/18.irreparable",
                "danish-tarok/18.large",
                "danish-tarok/18.small",
            ),
            "galician-tarok": (
                "galician-tarok/6.ultimo",
                "galician-tarok/12.consolation",
                "galician-tarok/15.trull",
                "galician-tarok/17.contra-values",
                "galician-tarok/18.game-value",
                "galician-tarok/18.volat",
                "galician-tarok/19.four-kings",
                "galician-tarok/20.tarocks",
                "galician-tarok/23.renonce",
                "galician-tarok/26.szpricer",
                "galician-tarok/27.pool",
                "galician-tarok/27.pool-contra",
                "galician-tarok/27.pool-renonce",
                "galician-tarok/18.payments",
            ),
            "ulti": ("ulti/score.payments",),
        },
    ),
    Code(
        "unexpected_payment",
        "violation",
        "A payment recorded that nothing calls for (in Rage and Tarocchini, which pay nothing, any payment; in Danish `18.void`, a payment in a deal an irreparable irregularity annulled; in Galician `23.renonce`, `27.pool-renonce`, a premium or the pool paid to a player whose renonce withholds it).",
        {
            "danish-tarok": (
                "danish-tarok/15.payments",
                "danish-tarok/18.void",
            ),
            "galician-tarok": (
                "galician-tarok/18.payments",
                "galician-tarok/23.renonce",
                "galician-tarok/27.pool-renonce",
            ),
            "rage": ("rage/score.recorded-payment",),
            "tarocchini-ottocento": ("tarocchini/score.recorded-payment",),
            "tarocchini-terziglio": ("tarocchini/score.recorded-payment",),
            "ulti": ("ulti/score.payments",),
        },
    ),
    Code(
        "wrong_score",
        "violation",
        "A deal's (round's) score on the sheet differs from the rules.",
        {
            "danish-tarok": ("danish-tarok/15.score-sheet",),
            "galician-tarok": ("galician-tarok/18.score-sheet",),
            "rage": (
                "rage/score.round",
                "rage/score.incomplete",
            ),
            "tarocchini-ottocento": ("tarocchini/ottocento.score",),
            "tarocchini-terziglio": ("tarocchini/terziglio.score",),
            "ulti": ("ulti/score.sheet",),
        },
    ),
    Code(
        "wrong_total",
        "violation",
        "A running (session) total on the sheet differs from the rules.",
        {
            "danish-tarok": ("danish-tarok/15.score-sheet",),
            "galician-tarok": ("galician-tarok/18.score-sheet",),
            "rage": ("rage/score.total",),
            "tarocchini-ottocento": ("tarocchini/ottocento.total",),
            "tarocchini-terziglio": ("tarocchini/terziglio.total",),
            "ulti": ("ulti/score.session",),
        },
    ),
    Code(
        "incomplete_deal",
        "warning",
        "The record stops before the deal's last trick; what cannot be checked or scored is not.",
        {
            "danish-tarok": ("danish-tarok/7.deal",),
            "galician-tarok": ("galician-tarok/14.counting",),
            "tarocchini-ottocento": ("tarocchini/deal.incomplete",),
            "tarocchini-terziglio": ("tarocchini/deal.incomplete",),
        },
    ),
    Code(
        "incomplete_round", "warning", "As `incomplete_deal`, in Rage.", {"rage": ("rage/score.incomplete",)}
    ),
    Code("incomplete_play", "warning", "As `incomplete_deal`, in Ulti.", {"ulti": ("ulti/play.tricks",)}),
    Code(
        "auction_unfinished",
        "warning",
        "Play (or buying, trumps) began before the auction was closed; the contract standing is taken.",
        {"galician-tarok": ("galician-tarok/10.auction-order",), "ulti": ("ulti/auction.end",)},
    ),
    Code(
        "payment_reason",
        "warning",
        "Between two parties the payments come to what the rules say, netted, but not reason by reason.",
        {
            "danish-tarok": ("danish-tarok/15.payments",),
            "galician-tarok": ("galician-tarok/18.payments",),
            "ulti": ("ulti/score.payments",),
        },
    ),
    Code(
        "stock_exhausted",
        "warning",
        "The recorded stock ran out where a full one would turn a trump; the tricks that depend on it are not checked.",
        {"rage": ("rage/ruling.stock-exhausted",)},
    ),
    Code(
        "unexpected_penalty",
        "violation",
        "A penalty recorded for a seat the rules find no penalized fault of (in Rage and Tarocchini, which have no penalties, any penalty).",
        {
            "danish-tarok": ("danish-tarok/18.recorded-penalty",),
            "galician-tarok": ("galician-tarok/23.recorded-penalty",),
            "rage": ("rage/score.recorded-penalty",),
            "tarocchini-ottocento": ("tarocchini/score.recorded-penalty",),
            "tarocchini-terziglio": ("tarocchini/score.recorded-penalty",),
            "ulti": ("ulti/score.recorded-penalty",),
        },
    ),
    Code(
        "wrong_penalty",
        "violation",
        "A penalty recorded with an amount the rules do not give.",
        {"danish-tarok": ("danish-tarok/18.recorded-penalty",), "ulti": ("ulti/score.recorded-penalty",)},
    ),
    Code(
        "unverifiable_penalty",
        "warning",
        "A fine for a fault no record can show (the dealer not moving the pools), taken as the table found it.",
        {"danish-tarok": ("danish-tarok/18.small",)},
    ),
)


def for_game(game: str) -> list[dict[str, Any]]:
    """The codes a game's annotations can carry, in the index's order."""
    return [
        {"code": c.code, "severity": c.severity, "meaning": c.meaning, "rules": list(c.rules[game])}
        for c in CODES
        if game in c.rules
    ]
