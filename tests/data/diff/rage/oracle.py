"""Independent Rage referee, written from the Czech source only
(/work/shared/seeds/001_e7f9d50c98dca0e9.txt, "Rage", transl. Dan Zeman, Paluba 2004).

Line numbers "L<n>" refer to that file.  Quotes are the original text, translations mine.

Covers: dealing size, trump turning from the stock, bid range and the plus/minus-one sum,
turn order, card-in-hand, follow-colour duty, the restriction on action cards, the joker,
NOTRUMP / CHANGE effects, trick winners, round scores (incl. durch), running totals.
Does not cover: bid ordering under hidden/secret bids, stock exhaustion (reported as
'stock_exhausted' and the trump is then taken as None), play-only records (hands: null).
"""
from __future__ import annotations

from collections import Counter

COLOURS = "RBGYPO"          # L17: six colours, values 0..15 (L17 "Nejvyšší karta je 15, nejnižší 0")
ACTION = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}   # L19: 16 action cards, incl. 2 jokers


def colour_of(card: str):
    """Colour of a colour card, None for an action card."""
    # Rage codes are COLOUR + VALUE ("R15", "B0"; spec table), colour first.
    return None if card in ACTION else card[0]


def value_of(card: str) -> int:
    return int(card[1:])


class Options:
    def __init__(self, rules: dict | None = None, both_mode: str = "any_notrump"):
        rules = rules or {}
        self.plus_minus_one = bool(rules.get("plus_minus_one", False))
        self.hidden_bid = bool(rules.get("hidden_bid", False))
        self.secret_bid = bool(rules.get("secret_bid", False))
        self.durch = bool(rules.get("durch", False))
        # How NOTRUMP and CHANGE in one trick combine -- the source is silent (see REPORT.md).
        #  any_notrump: a NOTRUMP anywhere in the trick leaves it without trumps (L121 "V tomto
        #               štychu nebude žádná barva trumfová").
        #  last_wins:   the later of the two decides (CHANGE L127 "určuje barvu trumfu pro
        #               aktuální štych").
        self.both_mode = both_mode


class Stock:
    """The stock; talon[0] is the first card turned (format spec)."""

    def __init__(self, talon):
        self.cards = list(talon)
        self.pos = 0
        self.exhausted = False

    def turn_colour(self):
        # L31 "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku, až než se
        # objeví nějaká barevná." (if an action card is turned, keep turning until a colour card)
        while self.pos < len(self.cards):
            c = self.cards[self.pos].upper()
            self.pos += 1
            if colour_of(c) is not None:
                return c[0]
        self.exhausted = True
        return None


def trick_winner(trick, trump, notrump_flag):
    """trick: list of (seat, card, named).  Returns (winner seat, led colour).

    L107-109 "ŠTYCH VYHRÁVÁ: Nejvyšší karta ve stejné barvě jako první odehraná karta štych, pokud
    ve štychu není žádný trumf. Pokud tam je, vyhraje nejvyšší trumfová karta."
    L121 NOTRUMP: no colour is trump in this trick; trumps already played become ordinary.
    L129 joker: "Žolík se považuje za nejvyšší kartu dané barvy v tomto štychu ... Jsou-li oba
    žolíci použiti v témže štychu za stejnou barvu, je druhý žolík silnější než první."
    L131 "První barevná karta nebo žolík určují barvu ... Pokud nakonec štych obsahuje jen samé
    akční karty bez žolíka, štych vyhraje první karta do něj položená."
    """
    eff_trump = None if notrump_flag else trump
    led = None
    cards = []  # (seat, colour, strength)
    for i, (seat, card, named) in enumerate(trick):
        if card == "WILD":
            col = named.upper() if named else None
            strength = 100 + i          # above any 0..15; a later joker beats an earlier one
        else:
            col = colour_of(card)
            strength = value_of(card) if col else None
        if col is None:
            continue
        if led is None:
            led = col
        cards.append((seat, col, strength))
    if eff_trump is not None:
        trumps = [c for c in cards if c[1] == eff_trump]
        if trumps:
            return max(trumps, key=lambda c: c[2])[0], led
    if led is not None:
        return max((c for c in cards if c[1] == led), key=lambda c: c[2])[0], led
    return trick[0][0], None


def play_legality(card, named, hand, led):
    """Returns None if legal, else a reason.  hand: Counter of the player's cards (before play).

    L99 "Musí přitom přiznat barvu první karty štychu ... Pouze pokud takovou nemá, vyloží kartu
    libovolné jiné barvy, akční kartu nebo trumfa." (must follow the colour of the first card;
    only if he has none may he play any other colour, an action card or a trump)
    L115 "Jestliže hráč nemá v ruce kartu, kterou by mohl přiznat barvu, může také použít akční
    kartu." (only without a card to follow may he use an action card; the joker is an action
    card, L19)
    L131 a trick led by an action card: the first colour card or joker fixes the colour to follow;
    until then any card may be played.
    L129 the joker player "musí oznámit barvu" (must name a colour).
    """
    if hand[card] <= 0:
        return "card_not_in_hand"
    if card == "WILD" and (not named or named.upper() not in COLOURS):
        return "wild_without_colour"
    if led is None:
        return None
    can_follow = any(colour_of(c) == led and n > 0 for c, n in hand.items())
    if not can_follow:
        return None
    if card in ACTION:
        return "action_card_while_able_to_follow"
    if colour_of(card) != led:
        return "revoke"
    return None


def referee(doc, both_mode="any_notrump"):
    """Replays a transcript dict; returns a list of per-deal result dicts."""
    opts = Options(doc.get("rules"), both_mode)
    n = len(doc["players"])
    start = doc.get("start") or {}
    totals = list(start.get("totals") or [0] * n)
    out = []
    for di, deal in enumerate(doc["deals"]):
        hands = [Counter(c.upper() for c in h) for h in deal["hands"]]
        ncards = len(deal["hands"][0])
        res = {"deal": di, "plays": {}, "winners": [], "trumps": [], "problems": [],
               "bids": [None] * n}
        # L23 "Po každém kole rozdává karty jiný hráč, tato funkce se předává po směru
        # hodinových ručiček." (the deal passes clockwise = to the next seat in order of play)
        if di > 0 and deal["dealer"] != (doc["deals"][di - 1]["dealer"] + 1) % n:
            res["problems"].append((None, "wrong_dealer"))
        # L37 "Jako první musí říct svůj odhad hráč po levé ruce hráče, který rozdával karty."
        # then in turn ("Po řadě"); only checked when bids are open (not hidden/secret).
        bid_turn = (deal["dealer"] + 1) % n
        stock = Stock(deal.get("talon") or [])
        # L31 the top card of the stock is turned; it gives the trump colour for the round.
        trump = stock.turn_colour()
        res["trumps"].append(trump)
        # L99 "Levý soused hráče, který rozdával karty, vyloží první kartu prvního štychu."
        leader = (deal["dealer"] + 1) % n
        trick = []
        notrump_flag = False       # a NOTRUMP was played in this trick
        turn_after = False         # a new trump is turned after this trick (L125)
        led = None
        tricks_won = [0] * n
        bonus = [0] * n
        scores = {}
        recorded_totals = {}
        for ei, ev in enumerate(deal["events"]):
            t = ev["type"]
            if t == "bid":
                if not (opts.hidden_bid or opts.secret_bid):
                    if ev["seat"] != bid_turn:
                        res["problems"].append((ei, "bid_out_of_turn"))
                    bid_turn = (ev["seat"] + 1) % n
                res["bids"][ev["seat"]] = ev["bid"]
                # L37: a bid is a number of tricks, at most the cards in hand
                if not (isinstance(ev["bid"], int) and 0 <= ev["bid"] <= ncards):
                    res["problems"].append((ei, "bid_out_of_range"))
            elif t == "play":
                seat = ev["seat"]
                card = ev["card"].upper()
                named = ev.get("named")
                expected_seat = (leader + len(trick)) % n
                info = {"seat": seat, "expected_seat": expected_seat, "led_before": led,
                        "trump_before": trump, "notrump_before": notrump_flag}
                reason = None
                if seat != expected_seat:
                    reason = "out_of_turn"
                else:
                    reason = play_legality(card, named, hands[seat], led)
                info["illegal"] = reason
                res["plays"][ei] = info
                if hands[seat][card] > 0:
                    hands[seat][card] -= 1
                trick.append((seat, card, named))
                if led is None:
                    if card == "WILD" and named:
                        led = named.upper()
                    elif colour_of(card):
                        led = colour_of(card)
                if card == "NOTRUMP":
                    # L121 the trump card is turned face down at once, no trump in this trick;
                    # L125 after the trick the next stock card gives trumps for the rest.
                    notrump_flag = True
                    turn_after = True
                elif card == "CHANGE":
                    # L127 at once the next stock card is turned; it is trump for this trick and
                    # the rest of the round; the old colour is no trump even in this trick.
                    trump = stock.turn_colour()
                    res["trumps"].append(trump)
                    if opts.both_mode == "last_wins":
                        notrump_flag = False
                        turn_after = False
                if len(trick) == n:
                    w, _ = trick_winner(trick, trump, notrump_flag)
                    res["winners"].append(w)
                    tricks_won[w] += 1
                    for (_, c, _) in trick:
                        # L117/L119/L139/L141 +5 / -5 for the trick's winner
                        if c == "PLUS5":
                            bonus[w] += 5
                        elif c == "MINUS5":
                            bonus[w] -= 5
                    if turn_after and any(sum(h.values()) for h in hands):
                        # (no turn is needed after the round's last trick)
                        trump = stock.turn_colour()
                        res["trumps"].append(trump)
                    # L111 "Vítěz štychu otvírá následující štych"
                    leader = w
                    trick = []
                    notrump_flag = False
                    turn_after = False
                    led = None
            elif t == "score":
                scores[ev["party"]] = ev["points"]
            elif t == "total":
                recorded_totals[ev["party"]] = ev["points"]
        if stock.exhausted:
            res["problems"].append((None, "stock_exhausted"))
        # Scoring, L135-145:
        #  "Za každý vyhraný štych dostane hráč jeden plusový bod." (+1 a trick)
        #  +5 / -5 for each PLUS5 / MINUS5 in his tricks
        #  "Jestliže se hráčův odhad shoduje ... deset plusových bodů" (+10 exact bid)
        #  "... neshoduje ... pět minusových bodů" (-5 otherwise)
        # L163 durch (option): a player who won every trick gets 2 a trick instead of 1;
        #  "To neplatí v posledním kole, kde jde jen o jediný štych." (not in the 1-card round)
        expected = []
        for s in range(n):
            per = 1
            if opts.durch and tricks_won[s] == ncards and ncards > 1:
                per = 2
            b = res["bids"][s]
            sc = per * tricks_won[s] + bonus[s] + (10 if b == tricks_won[s] else -5)
            expected.append(sc)
        res["tricks"] = tricks_won
        res["expected_scores"] = expected
        res["recorded_scores"] = scores
        for s in range(n):
            totals[s] += expected[s]
        res["expected_totals"] = list(totals)
        res["recorded_totals"] = recorded_totals
        # plus/minus one, L157: the sum of bids may not equal the number of tricks
        if opts.plus_minus_one and None not in res["bids"] and sum(res["bids"]) == ncards:
            res["problems"].append((None, "bid_forbidden_plus_minus_one"))
        # L29 cards per round: 10, 9, ... 1
        out.append(res)
    return out
