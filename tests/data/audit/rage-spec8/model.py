"""Blind model of Rage (Amigo 2000, Czech translation by Paluba 2004), written from the source only.

Used by gen.py to play rounds, to score them and to check every transcript it writes.

Rules modelled (source paragraph in brackets):
- round r (1..10) deals 11-r cards; dealer passes clockwise (= next seat); the stock's top
  card is turned for trump, action cards turned are passed over until a colour shows
  ("Rozdávání karet").
- bids in order from the dealer's left neighbour ("Předpověď"); 0..cards.
- the dealer's left neighbour leads the first trick; the trick winner leads the next ("Štychy").
- follow the colour of the first colour card (or joker) of the trick; only a player unable
  to follow may play another colour, a trump or an action card ("Štychy", "Zvláštní pravidla").
- trick: highest trump, else highest card of the led colour; a joker is the highest card of
  the colour it names; of two jokers named the same colour the second is stronger; a trick of
  action cards only (no joker) goes to its first card.
- NOTRUMP: no trump in this trick; after it the next colour card turned is trump.
- CHANGE: the next colour card turned is trump at once, for this trick too.
- scoring: +1 a trick, +5 a PLUS5 taken, -5 a MINUS5 taken, +10 bid made, -5 bid missed.
- Durch: taking every trick of a round scores 2 a trick, not in the one-card round.
"""

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
ACTION_SET = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS


def is_colour(card):
    return card not in ACTION_SET


def colour(card):
    return card[0]


def value(card):
    return int(card[1:])


def turn(stock, pos):
    """Turn stock cards from pos until a colour card shows: (colour or None, new pos)."""
    while pos < len(stock):
        c = stock[pos]
        pos += 1
        if c in ACTION_SET:
            continue
        return colour(c), pos
    return None, pos


def led_colour(trick):
    """Colour to follow: the first colour card or joker of the trick (None: not yet set)."""
    for _seat, card, named in trick:
        if card == "WILD":
            return named
        if is_colour(card):
            return colour(card)
    return None


def legal(hand, trick):
    led = led_colour(trick)
    if led is None:
        return list(hand)
    same = [c for c in hand if is_colour(c) and colour(c) == led]
    return same if same else list(hand)


def trick_winner(trick, trump, notrump):
    """trick: list of (seat, card, named); trump: colour at the end of the trick."""
    eff = None if notrump else trump
    led = led_colour(trick)
    best = None
    jokers_seen = {}

    def strength(card, named):
        if card == "WILD":
            k = jokers_seen.get(named, 0)
            jokers_seen[named] = k + 1
            return named, 16 + k
        if is_colour(card):
            return colour(card), value(card)
        return None, None

    entries = []
    for seat, card, named in trick:
        col, st = strength(card, named)
        entries.append((seat, col, st))
    if eff is not None:
        tr = [(st, seat) for seat, col, st in entries if col == eff]
        if tr:
            return max(tr)[1]
    if led is not None:
        ld = [(st, seat) for seat, col, st in entries if col == led]
        best = max(ld)[1]
        return best
    return trick[0][0]


def play_round(hands, stock, dealer, plays_by_trick_order):
    """Replays a round given the plays as a flat list [(seat, card, named)], checks order and
    legality, returns a dict with tricks, winners, per-trick logs and the list of faults found
    (index into plays, code)."""
    n = len(hands)
    cards = len(hands[0])
    held = [list(h) for h in hands]
    trump, pos = turn(stock, 0)
    trumps = [trump]
    leader = (dealer + 1) % n
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    logs = []
    faults = []
    i = 0
    for t in range(cards):
        trick = []
        notrump = False
        changes = 0
        start_trump = trump
        skipped = None
        for k in range(n):
            seat, card, named = plays_by_trick_order[i]
            due = (leader + k) % n
            if seat != due and seat != skipped:
                faults.append((i, "out_of_turn"))
                skipped = due
            else:
                skipped = None
            if card not in held[seat]:
                faults.append((i, "card_not_in_hand"))
            else:
                lg = legal(held[seat], trick)
                if card not in lg:
                    if card in ACTION_SET:
                        faults.append((i, "action_card_while_able_to_follow"))
                    else:
                        faults.append((i, "revoke"))
                held[seat].remove(card)
            if card == "WILD" and named is None:
                faults.append((i, "wild_without_colour"))
            if card == "CHANGE":
                trump, pos = turn(stock, pos)
                trumps.append(trump)
                changes += 1
            if card == "NOTRUMP":
                notrump = True
            trick.append((seat, card, named))
            i += 1
        w = trick_winner(trick, trump, notrump)
        logs.append(
            dict(trick=trick, start_trump=start_trump, trump=trump, notrump=notrump,
                 changes=changes, winner=w)
        )
        tricks[w] += 1
        for _s, c, _n in trick:
            if c == "PLUS5":
                plus[w] += 1
            if c == "MINUS5":
                minus[w] += 1
        if notrump:
            trump, pos = turn(stock, pos)
            trumps.append(trump)
        leader = w
    return dict(tricks=tricks, plus=plus, minus=minus, logs=logs, faults=faults, trumps=trumps,
                left=held)


def round_scores(bids, res, cards, durch):
    n = len(bids)
    out = []
    for s in range(n):
        t = res["tricks"][s]
        per = 2 if (durch and cards > 1 and t == cards) else 1
        sc = per * t + 5 * res["plus"][s] - 5 * res["minus"][s]
        sc += 10 if bids[s] == t else -5
        out.append(sc)
    return out
