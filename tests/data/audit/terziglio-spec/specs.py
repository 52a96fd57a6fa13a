"""The session specs for the terziglio-spec round (see build.py)."""

from game import mine_items, safe_items
from model import FIVE, item_valid, value, suit

G = ["gioco", "pass", "pass"]  # eldest declares
G1 = ["pass", "gioco", "pass"]  # middle hand
G2 = ["pass", "pass", "gioco"]  # dealer


def declare_mine_for(rel_seats):
    """Players at these positions (0 = eldest) declare all they hold on my reading; others safe."""

    def f(s, hand, d):
        eldest = (d.dealer + 1) % 3
        rel = (s - eldest) % 3
        return mine_items(hand) if rel in rel_seats else safe_items(hand)

    return f


def has_gap_item(rel, of, suit_=None, want_len=None):
    """decl_pred: the player at rel declared a run that a strict (gapless) reading refuses."""

    def f(d):
        eldest = (d.dealer + 1) % 3
        s = (eldest + rel) % 3
        for it in d.decl_items[s]:
            if it["kind"] == "sequence" and it["of"] == of and (suit_ is None or it.get("suit") == suit_):
                if want_len is not None and it["length"] != want_len:
                    continue
                if not item_valid(d.after_hands[s], it, "strict"):
                    return True
        return False

    return f


def has_item(rel, of, length=None, suit_=None):
    def f(d):
        eldest = (d.dealer + 1) % 3
        s = (eldest + rel) % 3
        for it in d.decl_items[s]:
            if it.get("of") == of and (suit_ is None or it.get("suit") == suit_):
                if length is None or it.get("length", it.get("count")) == length:
                    return True
        return False

    return f


def false_decl_for(rel, item):
    def f(s, hand, d):
        eldest = (d.dealer + 1) % 3
        items = safe_items(hand)
        if (s - eldest) % 3 == rel:
            items = [i for i in items if not (i["kind"] == item["kind"] and i.get("of") == item.get("of") and i.get("suit") == item.get("suit"))]
            items.append(dict(item))
        return items

    return f


def exch_discard_five(card):
    """Gioco exchange that lays away `card` (a 5-point card) with the others."""

    def f(hand, widow, rng):
        w = sorted(widow, key=lambda c: -value(c))
        take = w[:2]
        full = hand + take
        cand = [c for c in full if c not in FIVE and c != card]
        cand.sort(key=lambda c: (value(c), suit(c) == "T"))
        return take, [card, cand[0]]

    return f


def pred_holds(rel, cards):
    def f(hs, w, order):
        return all(c in hs[order[rel]] for c in cards)

    return f


def wrong_round_down(d, r):
    return d.declarer, r["g"] - 1


def wrong_solo_not_doubled(d, r):
    return d.declarer, r["g"] // 2


FILES = [
    dict(
        name="01-gioco-rotation-clean",
        about="Six gioco deals, the declarer in every seat position (eldest, middle, dealer), "
        "exchanges of 1 to 4 cards, wins and losses; running totals per seat.",
        dealer=0,
        deals=[
            dict(bids=G1, want={"winner": "D"}, exch=2, label="middle hand gioco, won"),
            dict(bids=G, want={"winner": "O"}, exch=3, label="eldest gioco, lost"),
            dict(bids=G2, want={"winner": "D"}, exch=1, label="dealer gioco, won"),
            dict(bids=G1, want={"winner": "O"}, exch=4, label="middle gioco, lost"),
            dict(bids=G, want={"winner": "D"}, exch=2, label="eldest gioco, won"),
            dict(bids=G2, want={"winner": "O"}, exch=3, label="dealer gioco, lost"),
        ],
    ),
    dict(
        name="02-solo-overcall-clean",
        about="Solo overcalling gioco, solo first, solo won and lost (game points doubled for "
        "the winning side either way), the hidden widow to the winner of the last trick "
        "(declarer or an opponent).",
        dealer=1,
        deals=[
            dict(bids=["gioco", "solo", "pass"], want={"winner": "D", "widow_to": "D"}, label="solo over gioco, won, widow to declarer"),
            dict(bids=["pass", "gioco", "solo"], want={"winner": "O"}, label="dealer solo over gioco, lost"),
            dict(bids=["solo", "pass", "pass"], want={"winner": "D", "widow_to": "O"}, label="eldest solo, won, widow to opponents (last trick)"),
            dict(bids=G, want={"winner": "D"}, exch=2, label="gioco"),
            dict(bids=["pass", "solo", "pass"], want={"winner": "O", "widow_to": "D"}, label="solo lost although the declarer took the last trick and the widow"),
            dict(bids=["gioco", "pass", "solo"], want={"winner": "D"}, label="dealer solo over eldest gioco, won"),
        ],
    ),
    dict(
        name="03-allpass-monte-clean",
        about="Monte asked by all three (eldest first, dealer last): the deal is thrown in and the "
        "next player deals; a monte asked by the eldest alone (no effect); all pass (no play, "
        "no game points) written with and without a score line.",
        dealer=2,
        deals=[
            dict(kind="monte", label="monte by all three"),
            dict(bids=G1, monte_partial=True, want={"winner": "D"}, exch=2, label="eldest alone asks monte; played"),
            dict(kind="allpass", label="all pass, nothing written"),
            dict(bids=G, want={"winner": "O"}, exch=3, label="gioco"),
            dict(kind="allpass", write_scores=True, label="all pass, zeros and totals written"),
            dict(kind="monte", label="monte by all three"),
            dict(bids=["pass", "pass", "solo"], want={"winner": "D"}, label="dealer solo"),
        ],
    ),
    dict(
        name="04-all-tricks-gioco-clean",
        about="The gioco declarer takes every trick: 40 game points without counting. Around it "
        "ordinary deals.",
        dealer=0,
        deals=[
            dict(bids=G1, want={"winner": "O"}, exch=2),
            dict(bids=G, hands="all", decl_rel=0, exch=2, style={"decl_lead_high": True}, want={"all": "D"}, label="declarer takes all 18 tricks"),
            dict(bids=G2, want={"winner": "D"}, exch=3),
            dict(bids=G, hands="all", decl_rel=0, exch=1, style={"decl_lead_high": True}, want={"all": "D"}, label="declarer takes all 18 tricks again"),
            dict(bids=G1, want={"winner": "D"}, exch=2),
        ],
    ),
    dict(
        name="05-all-tricks-solo-clean",
        about="The solo declarer takes every trick: 40 game points (the source's flat award; "
        "my reading: not doubled for solo). Around it ordinary deals.",
        dealer=1,
        deals=[
            dict(bids=["pass", "gioco", "pass"], want={"winner": "D"}, exch=2),
            dict(bids=["solo", "pass", "pass"], hands="all", decl_rel=0, style={"decl_lead_high": True}, want={"all": "D"}, label="solo, all 18 tricks"),
            dict(bids=["solo", "pass", "pass"], want={"winner": "D"}, label="solo counted normally (doubled)"),
            dict(bids=G2, want={"winner": "O"}, exch=2),
            dict(bids=G, want={"winner": "D"}, exch=3),
        ],
    ),
    dict(
        name="06-no-tricks-clean",
        about="The declarer takes no trick: the opponents took every trick, 40 game points to "
        "each of them; in gioco the widow (with the discards) goes to the opponents.",
        dealer=2,
        deals=[
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=G1, hands="none", decl_rel=1, exch=1, style={"decl_lose": True, "lead_high_opp": True}, want={"all": "O"}, label="gioco, declarer takes no trick"),
            dict(bids=G2, want={"winner": "O"}, exch=3),
            dict(bids=["pass", "pass", "solo"], hands="none", decl_rel=2, style={"decl_lose": True, "lead_high_opp": True}, want={"all": "O"}, label="solo, declarer takes no trick"),
            dict(bids=G, want={"winner": "D"}, exch=2),
        ],
    ),
    dict(
        name="07-matto-declarer-clean",
        about="The Matto in the declarer's hand, played as the excuse to a trick the opponents "
        "win: it goes back to the declarer, who gives the opponents a 1-point card for it.",
        dealer=0,
        deals=[
            dict(bids=G1, hands="with", **{"with": {1: ["MATTO"]}}, exch=2, want={"matto_ex": "D", "winner": "D"}, label="declarer's Matto exchanged, declarer wins"),
            dict(bids=G, want={"winner": "O"}, exch=2),
            dict(bids=G2, hands="with", **{"with": {2: ["MATTO"]}}, exch=3, want={"matto_ex": "D", "winner": "O"}, label="declarer's Matto exchanged, declarer loses"),
            dict(bids=["solo", "pass", "pass"], hands="with", **{"with": {0: ["MATTO"]}}, want={"matto_ex": "D"}, label="solo declarer's Matto exchanged"),
            dict(bids=G1, want={"winner": "D"}, exch=1),
        ],
    ),
    dict(
        name="08-matto-opponent-clean",
        about="The Matto in an opponent's hand: played to a trick the declarer wins (exchanged: "
        "a 1-point card to the declarer), and played to a trick the partner wins (no exchange).",
        dealer=1,
        deals=[
            dict(bids=G, hands="with", **{"with": {1: ["MATTO"]}}, exch=2, want={"matto_ex": "O", "winner": "D"}, label="opponent's Matto to the declarer's trick"),
            dict(bids=G1, hands="with", **{"with": {2: ["MATTO"]}}, exch=2, want={"matto_noex": "O"}, label="opponent's Matto to the partner's trick"),
            dict(bids=G2, want={"winner": "D"}, exch=3),
            dict(bids=G, hands="with", **{"with": {2: ["MATTO"]}}, exch=2, want={"matto_ex": "O", "winner": "O"}, label="opponent's Matto to the declarer's trick, opponents win"),
            dict(bids=["pass", "solo", "pass"], hands="with", **{"with": {0: ["MATTO"]}}, want={"matto_ex": "O"}, label="solo; opponent's Matto to the declarer's trick"),
        ],
    ),
    dict(
        name="09-rounding-clean",
        about="Game points: the winning side's points rounded down to a multiple of 50, but up "
        "when less than 5 short of one (46-49 up, 45 down), then divided by 50.",
        dealer=2,
        deals=[
            dict(bids=G, want={"resid": "up", "winner": "D", "even": True}, tune=True, exch=2, label="declarer ends in 46-49: rounded up"),
            dict(bids=G1, want={"resid": "r45", "even": True}, tune=True, exch=2, label="winner ends in 45: rounded down"),
            dict(bids=G2, want={"resid": "up", "winner": "O", "even": True}, tune=True, exch=3, label="opponents end in 46-49: rounded up"),
            dict(bids=G, want={"resid": "r0", "even": True}, tune=True, exch=2, label="winner on an exact multiple of 50"),
            dict(bids=["pass", "solo", "pass"], want={"resid": "up", "winner": "D", "even": True}, tune=True, label="solo ends in 46-49: rounded up, then doubled"),
            dict(bids=G2, want={"resid": "low", "even": True}, tune=True, exch=1, label="winner just over a multiple of 50: rounded down"),
        ],
    ),
    dict(
        name="10-tie-clean",
        about="Tie: the declarer must have more points than the opponents; equal points is a "
        "loss, the opponents score their (equal) points.",
        dealer=0,
        deals=[
            dict(bids=G1, want={"winner": "D"}, exch=2),
            dict(bids=G, want={"tie": True, "even": True}, tune=True, exch=2, label="tie in gioco: declarer loses"),
            dict(bids=G2, want={"winner": "O"}, exch=2),
            dict(bids=["pass", "solo", "pass"], want={"tie": True, "even": True}, tune=True, label="tie in solo: declarer loses, doubled to the opponents"),
            dict(bids=G, want={"winner": "D"}, exch=3),
        ],
    ),
    dict(
        name="11-runs-gaps-clean",
        about="Declared runs with a missing card: suit K Q J (no knight), trumps Angel Mondo Moon "
        "(no Sun), K Q J + Ace (no knight); runs completed by a contatore (Matto/Bagatto); "
        "complete runs K Q N J and K Q N J A. Declarations of the marked seat are taken at my "
        "reading (King + any two courts; Angel + any two of the grande; the Ace adds one).",
        dealer=1,
        deals=[
            dict(bids=G, hands="with", **{"with": {1: ["KS", "QS", "JS"]}}, without={1: ["NS", "1S", "MATTO", "T0"]},
                 declare=declare_mine_for({1}), decl_pred=has_item(1, "suit", 3, "S"), robust={"decl_gaps": "set"}, exch=2,
                 label="middle hand declares swords K Q J (knight missing) as a 3-run"),
            dict(bids=G1, hands="with", **{"with": {2: ["T20", "T19", "T17"]}}, without={2: ["T18", "T16", "MATTO", "T0"]},
                 declare=declare_mine_for({2}), decl_pred=has_item(2, "trumps", 3), robust={"decl_gaps": "set"}, exch=2,
                 label="dealer declares Angel Mondo Moon (Sun missing) as a 3-run"),
            dict(bids=G2, hands="with", **{"with": {0: ["KC", "NC", "MATTO"]}}, without={0: ["QC", "JC", "1C", "T0"]},
                 declare=declare_mine_for({0}), decl_pred=has_item(0, "suit", 3, "C"), robust={"decl_gaps": "set"}, exch=2,
                 label="eldest declares cups K [Matto] N as a 3-run"),
            dict(bids=G, hands="with", **{"with": {2: ["T1", "T3", "T0"]}}, without={2: ["T2", "T4", "MATTO"]},
                 declare=declare_mine_for({2}), decl_pred=has_item(2, "moretti", 3), robust={"decl_gaps": "set"}, exch=2,
                 label="dealer declares Moretti T1 T3 + Bagatto as a 3-run"),
            dict(bids=G1, hands="with", **{"with": {0: ["KD", "QD", "ND", "JD", "1D"], 2: ["KB", "QB", "NB", "JB"]}}, without={2: ["1B", "MATTO", "T0"], 0: ["MATTO", "T0"]},
                 declare=declare_mine_for({0, 2}), decl_pred=has_item(0, "suit", 5, "D"), robust={"decl_gaps": "set"}, exch=2,
                 label="complete runs: coins K Q N J A (5), batons K Q N J (4)"),
            dict(bids=G2, hands="with", **{"with": {1: ["KB", "QB", "JB", "1B"]}}, without={1: ["NB", "MATTO", "T0"]},
                 declare=declare_mine_for({1}), decl_pred=has_item(1, "suit", 4, "B"), robust={"decl_gaps": "set"}, exch=2,
                 label="batons K Q J + Ace (knight missing) declared as a 4-run (my reading: the Ace adds one)"),
        ],
    ),
    dict(
        name="12-nineteen-start-clean",
        about="Preset nineteen (19 cards each, 5 to the widow), a session taken from the middle "
        "(start totals).",
        rules={"preset": "nineteen"},
        widow=5,
        start=[12, 7, 20],
        dealer=2,
        deals=[
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=G1, want={"winner": "O"}, exch=3),
            dict(bids=["pass", "pass", "solo"], want={"winner": "D"}),
            dict(bids=G, want={"winner": "O"}, exch=1),
            dict(bids=G2, want={"winner": "D"}, exch=2),
        ],
    ),
    dict(
        name="13-illegal-bid",
        about="A second gioco after a gioco (only solo may overcall gioco): illegal; the first "
        "gioco stands.",
        dealer=0,
        deals=[
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=G1, want={"winner": "O"}, exch=2),
            dict(bids=["gioco", "gioco", "pass"], want={"winner": "D"}, exch=2, label="PLANTED: middle hand says gioco over gioco"),
            dict(bids=G2, want={"winner": "D"}, exch=3),
            dict(bids=G, want={"winner": "O"}, exch=2),
        ],
    ),
    dict(
        name="14-bid-out-of-turn",
        about="The middle hand bids before the eldest (the eldest speaks first).",
        dealer=1,
        deals=[
            dict(bids=G1, want={"winner": "D"}, exch=2),
            dict(bids=G, want={"winner": "O"}, exch=2),
            dict(bids=["pass", "gioco", "pass"], swap_bids=(0, 1), want={"winner": "D"}, exch=2, label="PLANTED: middle hand's gioco written before the eldest's pass"),
            dict(bids=["pass", "solo", "pass"], want={"winner": "D"}),
            dict(bids=G2, want={"winner": "O"}, exch=2),
        ],
    ),
    dict(
        name="15-illegal-discard",
        about="The gioco declarer lays a King (5 points) away into the widow.",
        dealer=2,
        deals=[
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=G1, hands="with", **{"with": {1: ["KC"]}}, exch_fn=exch_discard_five("KC"), want={"winner": "D"}, label="PLANTED: declarer lays away KC"),
            dict(bids=G2, want={"winner": "O"}, exch=3),
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=G1, want={"winner": "O"}, exch=1),
        ],
    ),
    dict(
        name="16-revoke",
        about="An opponent does not follow suit though holding it (scored as played: the source "
        "names no penalty).",
        dealer=0,
        deals=[
            dict(bids=G1, want={"winner": "D"}, exch=2),
            dict(bids=G, want={"winner": "O"}, exch=2),
            dict(bids=G2, revoke=True, want={"not_all": True}, exch=2, label="PLANTED: revoke"),
            dict(bids=G1, want={"winner": "D"}, exch=3),
            dict(bids=["solo", "pass", "pass"], want={"winner": "O"}),
        ],
    ),
    dict(
        name="17-wrong-gp-rounding",
        about="The declarer's points end in 46-49; the sheet rounds down instead of up (one game "
        "point short). The total follows the sheet's own figure.",
        dealer=1,
        deals=[
            dict(bids=G, want={"winner": "O"}, exch=2),
            dict(bids=G1, want={"winner": "D"}, exch=2),
            dict(bids=G2, want={"resid": "up", "winner": "D", "even": True}, tune=True, exch=2, wrong_gp=wrong_round_down, label="PLANTED: rounded down"),
            dict(bids=G, want={"winner": "D"}, exch=3),
            dict(bids=G1, want={"winner": "O"}, exch=2),
        ],
    ),
    dict(
        name="18-wrong-gp-solo",
        about="A won solo written without doubling the game points. The total follows the sheet.",
        dealer=2,
        deals=[
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=["pass", "solo", "pass"], want={"winner": "D", "g_min": 4}, wrong_gp=wrong_solo_not_doubled, label="PLANTED: solo not doubled"),
            dict(bids=G2, want={"winner": "O"}, exch=2),
            dict(bids=G1, want={"winner": "D"}, exch=2),
        ],
    ),
    dict(
        name="19-wrong-total",
        about="An addition slip in one running total (+5 for one seat); later totals carry on "
        "from the sheet's figure.",
        dealer=0,
        deals=[
            dict(bids=G1, want={"winner": "D"}, exch=2),
            dict(bids=G, want={"winner": "O"}, exch=2),
            dict(bids=G2, want={"winner": "D"}, exch=3, wrong_total=(0, 5), label="PLANTED: seat 0's total written 5 too high"),
            dict(bids=G1, want={"winner": "O"}, exch=2),
            dict(bids=["pass", "pass", "solo"], want={"winner": "D"}),
            dict(bids=G, want={"winner": "D"}, exch=2),
        ],
    ),
    dict(
        name="20-false-declaration",
        about="An opponent holding swords K Q J (no knight, no Ace, no contatore) declares a "
        "swords run of 4: a run with a missing card declared as if complete.",
        dealer=1,
        deals=[
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=G1, want={"winner": "O"}, exch=2),
            dict(bids=G2, hands="with", **{"with": {0: ["KS", "QS", "JS"]}}, without={0: ["NS", "1S", "MATTO", "T0"]},
                 declare=false_decl_for(0, {"kind": "sequence", "of": "suit", "suit": "S", "length": 4}),
                 robust={"false_counts_both": True}, exch=2, want={"not_all": True},
                 label="PLANTED: eldest declares swords run of 4 holding K Q J"),
            dict(bids=G, want={"winner": "D"}, exch=2),
            dict(bids=G1, want={"winner": "O"}, exch=3),
        ],
    ),
]
