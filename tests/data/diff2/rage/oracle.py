"""Independent referee for Rage bidding and the score sheet, written from the Czech source
/work/shared/seeds/001_e7f9d50c98dca0e9.txt only ("L<n>" = line n of that file).

Covers: dealer rotation, cards per round, who bids when and in what order, bid range, the
three bidding variants, trick winners and action cards won (needed for the score), every
seat's round score, running totals and the session winner.  Does NOT judge card-play
legality (follow suit etc.): plays are replayed as recorded.

check(doc) -> {"deals": [{"issues": [(event_index|None, kind), ...], "dealer", "round",
               "cards", "bids", "tricks", "scores", "totals", "trick_winners"}], "winners": [...]}
kind is one of: dealer, hand_size, bid_out_of_turn, repeated_bid, bid_out_of_range,
missing_bid, plus_minus_one, wrong_score, wrong_total.
"""

COLOURS = "RBGYPO"            # L17: six colours, values 0..15
ACTION = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}   # L19


def colour(card):
    # format spec, Rage row: colour letter first, then the value ("R15", "B0")
    return None if card in ACTION else card[0]


def value(card):
    return int(card[1:])


# (c) NOTRUMP then CHANGE in one trick: L121 "V tomto štychu nebude žádná barva trumfová"
# against L127 "Nová barevná karta určuje barvu trumfu pro aktuální štych".  True: L121 holds for
# the whole trick (the engine's reading); False: the later CHANGE restores a trump for this trick.
NOTRUMP_DOMINATES = True


class Stock:
    """L31: the undealt cards lie face down; the top one is turned for trump; if it is an action
    card further cards are turned until a colour shows."""
    def __init__(self, talon):
        self.talon, self.pos = list(talon), 0

    def turn(self):
        while self.pos < len(self.talon):
            c = self.talon[self.pos]
            self.pos += 1
            if colour(c) is not None:
                return colour(c)
        return None   # stock exhausted: the source is silent; no trump then


def trick_winner(plays, leader_idx, trump, stock):
    """plays: list of (seat, card, named). Returns (winner_seat, trump_after_trick)."""
    no_trump = False          # L121: NOTRUMP -> no trump colour in this trick
    turn_after = False        # L125: after a NOTRUMP trick the next stock card is turned
    led = None                # L131: first colour card or joker sets the colour to follow
    cards = []                # (seat, effective colour, strength)
    for k, (seat, card, named) in enumerate(plays):
        if card == "NOTRUMP":
            no_trump, turn_after = True, True
        elif card == "CHANGE":
            # L127: turn the next card(s); the new colour is trump for this trick and the rest
            trump = stock.turn()
            if not NOTRUMP_DOMINATES:
                no_trump = False
        elif card == "WILD":
            # L129: the joker is the highest card of its named colour; a second joker of the
            # same colour beats the first
            cards.append((seat, named, 100 + k))
            led = led or named
        elif colour(card) is not None:
            cards.append((seat, colour(card), value(card)))
            led = led or colour(card)
    t = None if no_trump else trump
    best = None
    if t is not None:                       # L109: highest trump wins if there is one
        tr = [c for c in cards if c[1] == t]
        if tr:
            best = max(tr, key=lambda c: c[2])
    if best is None and led is not None:    # L109/L121: else highest card of the led colour
        best = max((c for c in cards if c[1] == led), key=lambda c: c[2])
    winner = best[0] if best else plays[0][0]   # L131: only action cards -> first card wins
    if turn_after:
        trump = stock.turn()                # L125: new trump for the rest of the round
    return winner, trump


def check(doc):
    rules = doc.get("rules") or {}
    pm1 = bool(rules.get("plus_minus_one"))
    hidden = bool(rules.get("hidden_bid"))
    secret = bool(rules.get("secret_bid"))
    durch = bool(rules.get("durch"))
    n = len(doc["players"])
    start = doc.get("start") or {}
    totals = list(start.get("totals") or [0] * n)
    first_round = start.get("round", 1)
    out = {"deals": []}
    first_dealer = None
    for k, deal in enumerate(doc["deals"]):
        issues = []
        rnd = first_round + k
        # L29: round 1 ten cards, round 2 nine, ... round 10 one card
        cards = 11 - rnd
        dealer = deal["dealer"]
        if first_dealer is None:
            first_dealer = dealer     # source does not say who deals first
        # L23: after each round the deal passes clockwise; play is clockwise (L99) and
        # players[] is in order of play, so the next dealer is the next seat
        elif dealer != (first_dealer + k) % n:
            issues.append((None, "dealer"))
        hands = deal.get("hands")
        if hands is not None and any(len(h) != cards for h in hands):
            issues.append((None, "hand_size"))
        # L37: bidding starts with the dealer's left neighbour and goes round (clockwise)
        order = [(dealer + 1 + i) % n for i in range(n)]
        bids = {}
        bid_ev = {}
        next_i = 0
        played = False
        events = deal["events"]
        plays = []
        for i, ev in enumerate(events):
            ty = ev.get("type")
            if ty == "play":
                played = True
                plays.append((ev["seat"], ev["card"], ev.get("named")))
            elif ty == "bid":
                s, b = ev["seat"], ev["bid"]
                if s in bids:
                    issues.append((i, "repeated_bid"))
                    continue
                if secret:
                    pass      # L161: written on paper, made public only at the end of the round
                elif hidden:
                    # L159: written down, revealed together before play (no order among them)
                    if played:
                        issues.append((i, "bid_out_of_turn"))
                else:
                    # L37 (in turn) and L93 (all bids repeated before the first trick)
                    if played or next_i >= n or order[next_i] != s:
                        issues.append((i, "bid_out_of_turn"))
                next_i += 1
                # L29/L37: a forecast of tricks this round: 0..cards in hand
                if type(b) is not int or not 0 <= b <= cards:
                    issues.append((i, "bid_out_of_range"))
                bids[s] = b
                bid_ev[s] = i
        for s in range(n):
            if s not in bids:
                issues.append((None, "missing_bid"))
        # L157: with plus/minus one the forecasts may not add up to the tricks of the round;
        # "čtvrtý hráč si nesmí předpovědět" -> the last bidder (the dealer, L37) is at fault
        if pm1 and len(bids) == n and all(type(b) is int for b in bids.values()):
            if sum(bids.values()) == cards:
                issues.append((bid_ev[dealer], "plus_minus_one"))

        # replay the tricks (L99: dealer's left neighbour leads; L111: winner leads next)
        stock = Stock(deal.get("talon") or [])
        trump = stock.turn()
        tricks = [0] * n
        plus = [0] * n
        minus = [0] * n
        winners = []
        leader = (dealer + 1) % n
        for t in range(0, len(plays) - len(plays) % n, n):
            tp = plays[t:t + n]
            w, trump = trick_winner(tp, 0, trump, stock)
            winners.append(w)
            tricks[w] += 1
            plus[w] += sum(1 for p in tp if p[1] == "PLUS5")
            minus[w] += sum(1 for p in tp if p[1] == "MINUS5")
            leader = w
        # L137-145 scoring; L163 Durch
        scores = []
        for s in range(n):
            per = 1
            if durch and tricks[s] == len(winners) == cards and cards > 1:
                per = 2       # L163: all tricks -> 2 a trick; not in the one-trick last round
            sc = per * tricks[s] + 5 * plus[s] - 5 * minus[s]
            b = bids.get(s)
            if b is not None:
                sc += 10 if b == tricks[s] else -5     # L143 / L145
            scores.append(sc)
        for s in range(n):
            totals[s] += scores[s]      # L153: the rounds' results are added up
        # score lines: the format spec says the recorded scores "add up" per party, so two lines
        # for one seat are summed; a wrong sum is pinned to that seat's first line
        rec, first = {}, {}
        for i, ev in enumerate(events):
            if ev.get("type") == "score":
                p = ev.get("party")
                if not (isinstance(p, int) and 0 <= p < n):
                    issues.append((i, "wrong_score"))
                    continue
                rec[p] = rec.get(p, 0) + ev.get("points")
                first.setdefault(p, i)
            elif ev.get("type") == "total":
                p = ev.get("party")
                if not (isinstance(p, int) and 0 <= p < n) or ev.get("points") != totals[p]:
                    issues.append((i, "wrong_total"))
        for p, pts in rec.items():
            if bids.get(p) is None:
                continue      # no forecast: L143/L145 cannot be applied (missing_bid instead)
            if pts != scores[p]:
                issues.append((first[p], "wrong_score"))
        out["deals"].append({"issues": issues, "dealer": dealer, "round": rnd, "cards": cards,
                             "bids": [bids.get(s) for s in range(n)], "tricks": tricks,
                             "trick_winners": winners, "scores": scores, "totals": list(totals)})
    best = max(totals)
    out["winners"] = [s for s in range(n) if totals[s] == best]   # L153: most points wins
    out["totals"] = totals
    return out
