"""Independent referee for PLAY-ONLY Rage records ("hands": null).

Written from the Czech source /work/shared/seeds/001_e7f9d50c98dca0e9.txt (cited as S:<line>)
and the public format spec /work/shared/spec/transcript-format.md (cited as F:<line>) only.
No code under validator/ or replays/ was read.

What it decides, per deal:
  * per play: the colour to follow, whether the play showed the player void in that colour;
  * provable revokes: a colour card of colour C played by a seat that had earlier shown void
    in C (hands are fixed for the round, nothing is drawn: S:23,29,111).  The offending play is
    the earlier one (S:99/S:115); it becomes provable at the later one (F:108-109 "showed void
    in a suit and later played that suit").  It is reported at the EARLIER play, with the first
    later play of that colour as proof, and classified `action_card_while_able_to_follow` when
    the void-showing card was an action card (S:115), `revoke` when it was another colour (S:99).
    (A first version reported at the later play; see REPORT.md, B-1.)
  * copies beyond the deck: a card played (together with the recorded talon, F:53-54, which is
    known not to be in any hand) more often than the 112-card deck holds it (S:17,19; F:100);
  * jokers: a WILD must name a colour (S:129; F:118);
  * turn order (S:99 left of dealer leads the first trick; S:111 winner leads the next);
  * trick winners, trump sequence, round scores and running totals (S:105-131, S:137-145,
    S:163) -- only when the talon (the stock, which fixes the trumps, S:31) is recorded.
    Scores depend on plays, bids and stock only, never on the hands, so a play-only record with
    a talon is fully scoreable; without the talon trumps are unknown and scores are unchecked.

Not covered: bidding rules (order, range, plus/minus one), hidden/secret bid placement,
rejected/malformed records, penalties/payments events, and a stock recorded too short to turn
every trump (the engine then infers trick winners from who leads next; the oracle only checks
the focus codes on such records).  Every void-showing play that a later play of the colour
proves is an offence of its own (see REPORT.md, A-1).
"""
from collections import Counter

COLOURS = "RBGYPO"  # F:100 colours R B G Y P O
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}  # S:19, F:100

DECK = Counter()
for _c in COLOURS:            # S:17: 96 colour cards, six colours, values 0..15 (one of each)
    for _v in range(16):
        DECK[f"{_c}{_v}"] = 1
DECK.update(ACTIONS)
assert sum(DECK.values()) == 112  # S:3


def parse(card):
    """-> (colour, value) for a colour card, (None, NAME) for an action card."""
    c = card.upper()
    if c in ACTIONS:
        return None, c
    col, val = c[0], c[1:]
    if col in COLOURS and val.isdigit() and 0 <= int(val) <= 15:
        return col, int(val)
    raise ValueError(f"unknown card {card!r}")


def canon(card):
    col, v = parse(card)
    return v if col is None else f"{col}{v}"


# The one point of the stock/trump rules the source leaves open (see REPORT.md, C-1):
# a NOTRUMP and a later CHANGE in the same trick.  "absolute": the trick has no trump and a new
# trump is turned after it; "last": the CHANGE restores a trump for the trick, no turn after.
NOTRUMP_READING = "absolute"


class Stock:
    """The stock: its first card is turned for trump, later turns take the next ones (F:54).
    Action cards turned are skipped until a colour card shows (S:31, S:125, S:127)."""

    def __init__(self, talon):
        self.cards = [canon(c) for c in talon]
        self.pos = 0
        self.exhausted = False

    def turn(self):
        while self.pos < len(self.cards):
            col, _ = parse(self.cards[self.pos])
            self.pos += 1
            if col is not None:
                return col
        self.exhausted = True
        return None


def trick_winner(cards, trump):
    """cards: list of (seat, card, named); trump: colour or None for this trick.

    S:109 highest card of the first card's colour wins unless a trump is in the trick, then the
    highest trump.  S:131 the first colour card or joker fixes the colour; a trick of action
    cards only (no joker) is won by its first card.  S:129 a joker is the highest card of the
    colour it names; of two jokers naming the same colour the second is stronger.
    """
    lead = None
    for _, card, named in cards:
        col, v = parse(card)
        if col is not None:
            lead = col
            break
        if v == "WILD" and named in tuple(COLOURS):
            lead = named
            break
    # a joker naming no colour (itself a violation, S:129) is treated like the other action
    # cards: it fixes no colour and wins nothing (first version: see REPORT.md, B-2)
    if lead is None:
        return cards[0][0]
    best, best_key = None, None
    jokers = 0
    for seat, card, named in cards:
        col, v = parse(card)
        if col is None and v == "WILD" and named in tuple(COLOURS):
            jokers += 1
            col, rank = named, 16 + jokers
        elif col is None:
            continue
        else:
            rank = v
        if trump is not None and col == trump:      # S:105 trump beats every non-trump
            key = (2, rank)
        elif col == lead:
            key = (1, rank)
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = seat, key
    return best


def analyse_deal(deal, n, options, totals_before):
    """Return a dict: flags {event: set(codes)}, proofs, trick data, scores (or None)."""
    events = deal["events"]
    talon = deal.get("talon")
    flags = {}
    proofs = {}

    def flag(ev, code, proof=None):
        flags.setdefault(ev, set()).add(code)
        if proof is not None:
            proofs[(ev, code)] = proof

    plays = [(i, e) for i, e in enumerate(events) if e.get("type") == "play"]
    bids = {}
    for i, e in enumerate(events):
        if e.get("type") == "bid":
            bids.setdefault(e["seat"], e["bid"])

    # copies beyond the deck (S:17,19): talon cards are known not to be in any hand (F:53-54,107-108)
    seen = Counter(canon(c) for c in talon) if talon else Counter()
    for i, e in plays:
        c = canon(e["card"])
        seen[c] += 1
        if seen[c] > DECK[c]:
            flag(i, "card_not_in_hand")

    # jokers must name a colour (S:129)
    for i, e in plays:
        if canon(e["card"]) == "WILD" and e.get("named") not in tuple(COLOURS):
            flag(i, "wild_without_colour")

    # tricks: n consecutive plays (F:78 trick boundaries are derived)
    tricks = [plays[k:k + n] for k in range(0, len(plays), n)]

    # voids shown: S:99 must follow the colour of the trick's first (colour) card; only without
    # one may another colour, an action card or a trump be played; S:115 action cards only when
    # unable to follow; S:131 after an action-card lead the first colour card or joker fixes it.
    void = {}  # (seat, colour) -> events where a void in that colour was shown
    for tr in tricks:
        lead = None
        for i, e in tr:
            col, v = parse(e["card"])
            if lead is None:
                if col is not None:
                    lead = col
                elif v == "WILD":
                    lead = e.get("named") if e.get("named") in tuple(COLOURS) else None
                continue
            if col != lead:  # another colour, or any action card (joker included)
                void.setdefault((e["seat"], lead), []).append(i)
    # provable revoke: a colour card of C played by the same seat after it showed void in C
    # (nothing is drawn during a round, S:29,111, so the seat held that card when it showed
    # void).  The play that breaks S:99/S:115 is the EARLIER one (the failure to follow); it is
    # reported there, the later play of C being its proof.
    # Every void-showing play followed by a play of that colour is an offence of its own.
    for (seat, colour), shown in void.items():
        for e0 in shown:
            later = [i for i, e in plays if i > e0 and e["seat"] == seat
                     and parse(e["card"])[0] == colour]
            if later:
                c0, _ = parse(events[e0]["card"])
                code = "action_card_while_able_to_follow" if c0 is None else "revoke"
                flag(e0, code, proof=later[0])

    # turn order, trick winners, trumps, scores: need the stock (S:31) to know the trumps
    result = {"flags": flags, "proofs": proofs, "voids": void, "tricks": len(tricks)}
    if talon is None:
        result.update(scores=None, trumps=None, winners=None)
        return result
    stock = Stock(talon)
    trump = stock.turn()                               # S:31
    leader = (deal["dealer"] + 1) % n                  # S:99 left of the dealer leads (F:43)
    won = [0] * n
    bonus = [0] * n
    trumps, winners = [], []
    for tr in tricks:
        expect = leader
        for k, (i, e) in enumerate(tr):
            if e["seat"] != expect:                    # S:99 clockwise after the leader
                flag(i, "out_of_turn")                 # (reported where the order breaks;
            expect = (e["seat"] + 1) % n               # the next seat is checked from there)
        face_down = False
        notrump = False
        for i, e in tr:
            _, v = parse(e["card"])
            if v == "NOTRUMP":                         # S:121 trump card turned over at once,
                face_down = notrump = True             # no trump in this trick
            elif v == "CHANGE":                        # S:127 next colour is trump for this
                trump = stock.turn()                   # trick and the rest of the round
                face_down = False
        if NOTRUMP_READING == "absolute":
            # (c) S:121 "V tomto štychu nebude žádná barva trumfová" read as overriding a later
            # CHANGE in the same trick (S:127 "... pro aktuální štych"), and S:125's turn after
            # the trick still made.  Reading "last": the later of the two cards rules.
            face_down = notrump
        eff = None if face_down else trump
        trumps.append(eff)
        cards = [(e["seat"], canon(e["card"]), e.get("named")) for _, e in tr]
        w = trick_winner(cards, eff)
        winners.append(w)
        if face_down:                                  # S:125 after the trick a new trump
            trump = stock.turn()
        if len(tr) == n:
            won[w] += 1
            for _, c, _ in cards:
                if c == "PLUS5":                       # S:117, S:139
                    bonus[w] += 5
                elif c == "MINUS5":                    # S:119, S:141
                    bonus[w] -= 5
        leader = w                                     # S:111 winner leads the next trick
    cards_in_round = len(tricks)
    per_trick = [1] * n                                # S:137
    if options.get("durch") and cards_in_round > 1:   # S:163 durch, not in the one-trick round
        for s in range(n):
            if won[s] == cards_in_round:
                per_trick[s] = 2
    scores = []
    for s in range(n):
        sc = won[s] * per_trick[s] + bonus[s]
        if s in bids:
            sc += 10 if bids[s] == won[s] else -5      # S:143, S:145
        scores.append(sc)
    totals = [a + b for a, b in zip(totals_before, scores)]   # S:153
    # recorded score/total events (F:119)
    for i, e in enumerate(events):
        if e.get("type") == "score" and isinstance(e.get("party"), int):
            if e["points"] != scores[e["party"]]:
                flag(i, "wrong_score")
        if e.get("type") == "total" and isinstance(e.get("party"), int):
            if e["points"] != totals[e["party"]]:
                flag(i, "wrong_total")
    result.update(scores=scores, totals=totals, trumps=trumps, winners=winners, won=won,
                  exhausted=stock.exhausted, stock_used=stock.pos)
    return result


def analyse(doc):
    n = len(doc["players"])
    options = dict(doc.get("rules") or {})
    totals = list((doc.get("start") or {}).get("totals") or [0] * n)
    out = []
    for deal in doc["deals"]:
        r = analyse_deal(deal, n, options, totals)
        out.append(r)
        if r.get("totals") is not None:
            totals = r["totals"]
        else:
            # without the stock the scores cannot be derived; carry the recorded totals
            rec = {e["party"]: e["points"] for e in deal["events"] if e.get("type") == "total"}
            totals = [rec.get(s, totals[s]) for s in range(n)]
    return out
