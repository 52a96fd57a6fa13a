"""Rage (Amigo 2000, Czech translation by Paluba 2004) - my own small model, written from the
source alone (seed 001). Used by gen.py to simulate rounds and to compute what the records give.

Rules modelled (source paragraphs in Czech, see EXPECTED.md):
- round r deals 11-r cards; the dealer passes clockwise (next seat in order of play);
- the stock's top card is turned for trump; action cards turned are skipped ("otáčejí se další
  karty z balíčku, až než se objeví nějaká barevná");
- bids from the dealer's left (dealer+1) in order; the same seat leads the first trick;
- follow the colour of the first colour card (or joker) of the trick; only when void: any other
  colour, a trump or an action card ("Pouze pokud takovou nemá ...", "Jestliže hráč nemá v ruce
  kartu, kterou by mohl přiznat barvu, může také použít akční kartu");
- trick: highest trump, else highest of the led colour; joker = highest card of its named colour,
  of two jokers for the same colour the second is higher; only action cards without a joker:
  the first card wins;
- NOTRUMP: no trump in this trick; after the trick the next stock card(s) turned = new trump;
- CHANGE: next stock card(s) turned at once = trump for this trick and the rest of the round;
- score: +1 a trick, +5 per PLUS5, -5 per MINUS5 in own tricks, +10 bid met, -5 bid missed;
  Durch variant: 2 a trick when one player takes all tricks (not in the one-card round).
"""

from __future__ import annotations

import random

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTIONS)


def is_colour(card):
    return card[0] in COLOURS and card[1:].isdigit()


def colour(card):
    return card[0] if is_colour(card) else None


def value(card):
    return int(card[1:])


def turn(stock, pos):
    """Turn cards from stock[pos:] until a colour card; return (colour, new pos)."""
    while pos < len(stock):
        c = stock[pos]
        pos += 1
        if is_colour(c):
            return colour(c), pos
    return None, pos


def led_colour(trick):
    """trick: list of (seat, card, named)."""
    for _s, c, nm in trick:
        if c == "WILD":
            return nm
        if is_colour(c):
            return colour(c)
    return None


def eff(card, named):
    if card == "WILD":
        return named
    return colour(card)


def rank(card, idx):
    if card == "WILD":
        return 100 + idx  # second joker of the same colour beats the first
    return value(card)


def winner(trick, trump):
    """trump: colour or None (no trump in this trick). Returns the index in the trick."""
    led = led_colour(trick)
    tr = [i for i, (_s, c, nm) in enumerate(trick) if trump is not None and eff(c, nm) == trump]
    if tr:
        return max(tr, key=lambda i: rank(trick[i][1], i))
    if led is not None:
        ls = [i for i, (_s, c, nm) in enumerate(trick) if eff(c, nm) == led]
        return max(ls, key=lambda i: rank(trick[i][1], i))
    return 0


def round_score(bid, tricks, plus, minus, all_tricks, cards, durch):
    per = 2 if (durch and all_tricks and cards > 1) else 1
    return per * tricks + 5 * plus - 5 * minus + (10 if bid == tricks else -5)


class Bad(Exception):
    pass


def legal_cards(hand, trick):
    led = led_colour(trick)
    if led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == led]
    return follow if follow else list(hand)


def simulate_round(n, rnd, dealer, rng, opts=None, plant=None):
    """Simulate one round. plant: None or dict(kind=..., seat=..., trick=...) with kinds
    'revoke' (play a non-led colour card while holding the led colour),
    'action' (play an action card while holding the led colour),
    'hidden_revoke' (revoke holding exactly one card of the led colour, keep it for the last
    trick; the led colour must not be led again)."""
    opts = opts or {}
    cards = 11 - rnd
    d = deck()
    rng.shuffle(d)
    hands = [sorted(d[i * cards:(i + 1) * cards], key=sortkey) for i in range(n)]
    stock = d[n * cards:]
    trump, pos = turn(stock, 0)
    turned_upto = pos
    trumps = [trump]
    first = (dealer + 1) % n
    # bids
    bids = [None] * n
    total = 0
    for k in range(n):
        s = (first + k) % n
        b = estimate(hands[s], trump, cards, rng)
        if opts.get("plus_minus_one") and k == n - 1 and total + b == cards:
            b = b + 1 if b + 1 <= cards and (b == 0 or rng.random() < 0.5) else b - 1
        bids[s] = b
        total += b
    hand = [list(h) for h in hands]
    tricks_won = [0] * n
    plus = [0] * n
    minus = [0] * n
    plays = []
    trick_winners = []
    tricks = []
    leader = first
    planted = None
    keep = None
    for t in range(cards):
        trick = []
        notrump = False
        changed = False
        for k in range(n):
            s = (leader + k) % n
            legal = legal_cards(hand[s], trick)
            led = led_colour(trick)
            choice = None
            if plant and plant["trick"] == t and plant["seat"] == s and planted is None:
                choice = planted_choice(plant, hand[s], trick, led)
                if choice is None:
                    raise Bad("cannot plant")
                planted = (t, k, s, choice)
                if plant["kind"] == "hidden_revoke":
                    keep = [c for c in hand[s] if colour(c) == led][0]
            if choice is None:
                cand = legal
                if keep is not None and s == plant["seat"]:
                    cand2 = [c for c in cand if c != keep]
                    if cand2:
                        cand = cand2
                # avoid a second NOTRUMP/CHANGE in one trick (ambiguous in the source)
                if notrump or changed:
                    cand2 = [c for c in cand if c not in ("NOTRUMP", "CHANGE")]
                    if cand2:
                        cand = cand2
                    else:
                        raise Bad("double notrump/change")
                choice = pick(cand, hand[s], trick, trump, bids[s], tricks_won[s], rng)
            named = None
            if choice == "WILD":
                named = name_wild(hand[s], trick, trump, rng)
            hand[s].remove(choice)
            if choice == "CHANGE":
                if changed or notrump:
                    raise Bad("double")
                trump, pos = turn(stock, pos)
                turned_upto = pos
                trumps.append(trump)
                changed = True
            if choice == "NOTRUMP":
                if changed or notrump:
                    raise Bad("double")
                notrump = True
            trick.append((s, choice, named))
            plays.append((s, choice, named))
        wi = winner(trick, None if notrump else trump)
        w = trick[wi][0]
        if notrump:
            trump, pos = turn(stock, pos)
            if t < cards - 1:
                turned_upto = pos
            trumps.append(trump)
        tricks_won[w] += 1
        for _s, c, _nm in trick:
            if c == "PLUS5":
                plus[w] += 1
            if c == "MINUS5":
                minus[w] += 1
        trick_winners.append(w)
        tricks.append(trick)
        leader = w
    if plant and planted is None:
        raise Bad("plant not reached")
    if plant and plant["kind"] == "hidden_revoke":
        # the kept card must be in the last trick only, and its colour never led again
        t0 = plant["trick"]
        led0 = colour(keep)
        for t in range(t0 + 1, cards):
            if led_colour(tricks[t]) == led0 and t < cards - 1:
                raise Bad("colour led again")
        if keep not in [c for s2, c, _ in tricks[-1] if s2 == plant["seat"]]:
            raise Bad("kept card not last")
    all_t = [tricks_won[s] == cards for s in range(n)]
    scores = [round_score(bids[s], tricks_won[s], plus[s], minus[s], all_t[s], cards,
                          opts.get("durch")) for s in range(n)]
    return dict(n=n, round=rnd, cards=cards, dealer=dealer, hands=hands, stock=stock,
                turned_upto=turned_upto, trumps=trumps, bids=bids, plays=plays, tricks=tricks,
                trick_winners=trick_winners, tricks_won=tricks_won, plus=plus, minus=minus,
                scores=scores, planted=planted, first=first)


def planted_choice(plant, hand, trick, led):
    if led is None:
        return None
    have = [c for c in hand if colour(c) == led]
    if not have:
        return None
    kind = plant["kind"]
    if kind == "revoke":
        other = [c for c in hand if is_colour(c) and colour(c) != led]
        return other[0] if other else None
    if kind == "action":
        other = [c for c in hand if c in ("PLUS5", "MINUS5")]
        return other[0] if other else None
    if kind == "hidden_revoke":
        if len(have) != 1:
            return None
        other = [c for c in hand if is_colour(c) and colour(c) != led]
        return other[0] if other else None
    raise ValueError(kind)


def sortkey(c):
    if is_colour(c):
        return (COLOURS.index(c[0]), value(c))
    return (9, c)


def estimate(hand, trump, cards, rng):
    e = 0.0
    for c in hand:
        if c == "WILD":
            e += 0.9
        elif is_colour(c):
            if colour(c) == trump:
                e += 0.25 + value(c) / 20
            elif value(c) >= 13:
                e += 0.5
    b = int(e + rng.random() * 0.9)
    return max(0, min(cards, b))


def pick(cand, hand, trick, trump, bid, won, rng):
    want = won < bid
    if rng.random() < 0.35:
        return rng.choice(cand)

    def strength(c):
        if c == "WILD":
            return 40
        if is_colour(c):
            return value(c) + (20 if colour(c) == trump else 0)
        return -1

    ordered = sorted(cand, key=strength)
    return ordered[-1] if want else ordered[0]


def name_wild(hand, trick, trump, rng):
    led = led_colour(trick)
    if led is not None and rng.random() < 0.5:
        return led
    if rng.random() < 0.6 and trump:
        return trump
    return rng.choice(COLOURS)


# ---------------------------------------------------------------- replay of a record


def replay_record(rec, opts=None):
    """Replay a transcript as written (hands may be None, talon may be partial or None, tricks
    may be missing at the end). Returns per deal: list of trick winners (set of possible winners
    where the trump is unknown and the next lead does not tell), bids, provable follow faults."""
    out = []
    n = len(rec["players"])
    for di, deal in enumerate(rec["deals"]):
        talon = deal.get("talon") or []
        ev = deal["events"]
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        # trump walk
        trump, pos = turn(talon, 0) if talon else (None, 0)
        known = trump is not None
        trick = []
        tricks = []
        winners = []
        notrump = False
        cur_trump_known = known
        for i, e in plays:
            c = e["card"]
            if c == "CHANGE":
                t2, pos2 = turn(talon, pos)
                if t2 is None:
                    cur_trump_known = False
                    trump = None
                else:
                    trump, pos = t2, pos2
            if c == "NOTRUMP":
                notrump = True
            trick.append((e["seat"], c, e.get("named"), i))
            if len(trick) == n:
                t3 = [(s, cc, nm) for s, cc, nm, _ in trick]
                if notrump:
                    w = {t3[winner(t3, None)][0]}
                elif cur_trump_known:
                    w = {t3[winner(t3, trump)][0]}
                else:
                    w = {t3[winner(t3, tt)][0] for tt in list(COLOURS)}
                winners.append(w)
                tricks.append(trick)
                if notrump:
                    t2, pos2 = turn(talon, pos)
                    if t2 is None:
                        cur_trump_known = False
                        trump = None
                    else:
                        trump, pos = t2, pos2
                notrump = False
                trick = []
        # provable follow faults: a seat plays off the led colour (or an action card) and later
        # plays that colour in this deal
        faults = []
        for ti, tr in enumerate(tricks):
            t3 = []
            for s, c, nm, i in tr:
                led = led_colour(t3)
                if led is not None and colour(c) != led:
                    later = [
                        c2
                        for tj in range(ti + 1, len(tricks))
                        for s2, c2, nm2, i2 in tricks[tj]
                        if s2 == s and colour(c2) == led
                    ]
                    if later:
                        kind = "revoke" if is_colour(c) else "action_card_while_able_to_follow"
                        if c == "WILD":
                            kind = "wild?"
                        faults.append((di, i, kind, s))
                t3.append((s, c, nm))
        out.append(dict(winners=winners, tricks=tricks, faults=faults))
    return out


def exact_winners(rec):
    """For each deal: per trick the set of possible winners over every assignment of the
    unknown turned colours that agrees with who led the next trick (the record's own leads).
    Returns list of (per-trick winner sets, number of unknown segments, consistent assignments)."""
    import itertools

    n = len(rec["players"])
    res = []
    for deal in rec["deals"]:
        talon = deal.get("talon") or []
        plays = [e for e in deal["events"] if e["type"] == "play"]
        tricks = [plays[i:i + n] for i in range(0, len(plays) - len(plays) % n, n)]
        # segments: trump per trick given as ('k', colour) known or ('u', idx) unknown
        pos = 0
        seg_known = True
        if talon:
            c0, pos = turn(talon, 0)
            cur = ("k", c0) if c0 else None
        else:
            c0 = None
            cur = None
        nunk = 0
        if cur is None:
            cur = ("u", 0)
            nunk = 1
            seg_known = False
        spec = []
        for tr in tricks:
            notrump = False
            for e in tr:
                if e["card"] == "CHANGE":
                    if seg_known:
                        c2, p2 = turn(talon, pos)
                        if c2 is None:
                            seg_known = False
                            cur = ("u", nunk)
                            nunk += 1
                        else:
                            cur, pos = ("k", c2), p2
                    else:
                        cur = ("u", nunk)
                        nunk += 1
                if e["card"] == "NOTRUMP":
                    notrump = True
            spec.append(None if notrump else cur)
            if notrump:
                if seg_known:
                    c2, p2 = turn(talon, pos)
                    if c2 is None:
                        seg_known = False
                        cur = ("u", nunk)
                        nunk += 1
                    else:
                        cur, pos = ("k", c2), p2
                else:
                    cur = ("u", nunk)
                    nunk += 1
        sets = [set() for _ in tricks]
        good = 0
        for assign in itertools.product(COLOURS, repeat=nunk):
            ws = []
            for tr, sp in zip(tricks, spec):
                t3 = [(e["seat"], e["card"], e.get("named")) for e in tr]
                trump = None if sp is None else (sp[1] if sp[0] == "k" else assign[sp[1]])
                ws.append(t3[winner(t3, trump)][0])
            ok = all(ws[i] == tricks[i + 1][0]["seat"] for i in range(len(tricks) - 1))
            if ok:
                good += 1
                for i, w in enumerate(ws):
                    sets[i].add(w)
        res.append((sets, nunk, good))
    return res
