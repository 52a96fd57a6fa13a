"""Galician Tarok rule options: every "by agreement" and "often used" of Szczepański's text."""

from __future__ import annotations

from ...options import Option, Options, flag

OPTIONS = Options(
    [
        Option(
            "renonce_premiums",
            "not_counted",
            ("not_counted", "all_paid"),
            "galician-tarok/23.renonce",
            "A side that loses the game unconditionally (renonce, bad discard): its announced premiums "
            "count neither for it nor against it (not_counted; a premium announced without its cards "
            "and not made is still paid, §21), or it pays every premium it announced (all_paid; §12 'płaci "
            "wszystko co zapowiedział', §23 'lub też i zapowiedziane walory').",
        ),
        Option(
            "renonce_silent_premiums",
            "not_counted",
            ("not_counted", "counted"),
            "galician-tarok/23.renonce",
            "A side that loses the game unconditionally: premiums it makes unannounced (trull, four kings, "
            "ultimo) do not count for it (not_counted: §23 'płaci ... tylko konsolację', and §27b, the case "
            "that is no renonce, where 'tról lub cztery króle, jeżeli je zdobył ... liczą się na jego "
            "korzyść'), or they count as in any deal (counted).",
        ),
        Option(
            "consolation",
            "as_lost_game",
            ("as_lost_game", "single"),
            "galician-tarok/12.consolation",
            "What a player who made their points but lost unconditionally pays ('tylko konsolację'): "
            "the contract's addend counted as a lost game (times the purchase number and contra), "
            "or the addend once.",
        ),
        flag(
            "contra_symmetric",
            "galician-tarok/17.contra-symmetric",
            "§17 'często': with contra a won game pays the player what a lost one would cost them "
            "(purchase number and every contra level both ways). The author rejects it.",
        ),
        flag(
            "no_tarock_redeal",
            "galician-tarok/17.no-tarock",
            "§17 'często': a player without a tarock may have the cards thrown in (redeal, reason "
            "no_tarock). The author rejects it.",
        ),
        Option(
            "tarocks_paid",
            "always",
            ("always", "if_game_won"),
            "galician-tarok/20.tarocks",
            "Announced tarocks count for their holder always, or (by agreement) only if their side won "
            "the game; otherwise they pay the premium.",
        ),
        flag(
            "szpricer",
            "galician-tarok/26.szpricer",
            "§26 'zależy od umowy': after an all-pass the king may keep the talon and call a szpricer; "
            "the cards are dealt again, the king plays a three at least and pays double if they lose.",
        ),
        flag("pool", "galician-tarok/27.pool", "Play with the pool (żydek), as §27 says is usual.", True),
        Option(
            "pool_stake",
            10,
            (0, 1, 2, 5, 10, 20, 50, 100),
            "galician-tarok/27.pool",
            "What each player puts into the pool when it is founded: at the first deal of an empty pool, and "
            "again in the deal after an ultimo has won it ('pewną kwotę').",
        ),
        Option(
            "pool_win_percent",
            10,
            (0, 5, 10, 20),
            "galician-tarok/27.pool",
            "Share of every win that goes into the pool, in percent ('zwykle 10 procent').",
        ),
        Option(
            "pool_pass_fee",
            5,
            (0, 1, 2, 5, 10),
            "galician-tarok/27.pool",
            "What each of the three players pays into the pool when all three pass ('pewną daninę').",
        ),
        Option(
            "pool_dealer_fee",
            0,
            (0, 1, 2, 5, 10),
            "galician-tarok/27.pool",
            "What the dealer pays into the pool each deal ('często ... każdy karty rozdzielający').",
        ),
        Option(
            "renonce_pool",
            "with_ultimo",
            ("with_ultimo", "paid", "untouched"),
            "galician-tarok/27.pool-renonce",
            "§27a 'osobną umową': the pool when the player who announced ultimo has lost the game by a "
            "renonce or bad discard. with_ultimo: it follows their announced ultimo under renonce_premiums "
            "(never taken; paid when the ultimo is: announced without the pagat and failed, or under "
            "all_paid); paid: they pay the pool's content into it whatever the ultimo; untouched: the "
            "pool is neither taken nor paid.",
        ),
        flag(
            "contra_on_pool",
            "galician-tarok/27.pool-contra",
            "A contra on pagat ultimo multiplies the pool taken or paid as well (usually it does not).",
        ),
        Option(
            "defend_pool",
            "optional",
            ("optional", "required"),
            "galician-tarok/28.defend-pool",
            "After the forehand's 'pass volat' and the second player's bid, the third must bid over "
            "them to defend the pool (required), or may (optional; §28 'obowiązującym nie jest'); a "
            "third player holding the pagat need not ('wie, że żydka bronić nie ma potrzeby').",
        ),
        Option(
            "take_back",
            "mistaken_follow",
            ("mistaken_follow", "until_covered", "never"),
            "galician-tarok/24.take-back",
            "§24 'Są to rzeczy zależne od umowy': a card played and taken back, recorded as a second "
            "play by the same seat to the same trick. mistaken_follow: a card added to a trick (not "
            "the lead) may be changed while the trick lies ('zwykle wolno'); until_covered: that, and the "
            "lead too until the next player has played to it; never: no card is taken back.",
        ),
        Option(
            "helper_renonce_pays",
            "side",
            ("side", "offender"),
            "galician-tarok/23.renonce",
            "When a helper's renonce loses the game for the helpers: each opponent of the player "
            "pays their share (side), or the offender pays the shares of their whole side (offender).",
        ),
    ],
    presets={
        "standard": {},
        "common_usage": {"contra_symmetric": True, "no_tarock_redeal": True, "pool_dealer_fee": 1},
    },
    preset_docs={
        "standard": "Szczepański's rules (Kraków, c. 1900), §1-§33, with the usual pool.",
        "common_usage": "The usages §17 and §27 report as frequent: contra pays both ways alike and "
        "no game without a tarock (§17; the author rejects both: 'Uważam w obu powyższych wypadkach "
        "pojęcie gry za mylne'), and a dealer's fee to the pool (§27, reported without criticism).",
    },
)
