"""Deal, play and count Ottocento / Terziglio deals by my reading (model.py). No project imports."""

import random

from model import Uncertain, card_points, combos, deck, legal, suit, trick_winner, value


class Reject(Exception):
    pass


def safe_combos(cards):
    try:
        return combos(cards)
    except Uncertain as e:
        raise Reject(str(e))


MULT = {"on": True}


def rig(rng, hands, side_of, seats):
    """Move the Matto and the Bagatto into hands of the side that does not hold the Angel."""
    def where(c):
        for i, h in enumerate(hands):
            if c in h:
                return i
        return None
    a = where("T20")
    if a is None:
        return
    other = [s for s in seats if side_of(s) != side_of(a)]
    for c in ("MATTO", "T0"):
        w = where(c)
        if w is None or side_of(w) != side_of(a):
            continue
        to = rng.choice(other)
        swap = rng.choice([x for x in hands[to] if x not in ("MATTO", "T0", "T20", "T19", "T18", "T17")])
        hands[w][hands[w].index(c)] = swap
        hands[to][hands[to].index(swap)] = c


def check_mult(items):
    if not MULT["on"]:
        return
    if sum(i["kind"] == "cricca" for i in items) >= 3 or sum(i["kind"] == "sequence" for i in items) >= 3:
        raise Reject("team multiplier")


def play_out(rng, hands, leader, n, ntricks, revoke=None):
    """Random legal play. revoke=(trick, seat, kind): at that trick the seat breaks the rule once.
    kind 'revoke': holds the led suit, plays a trump; 'notrump': void in led suit, holds trump, plays
    another suit. Returns list of (seat, card) and list of tricks [(plays, winner)]."""
    hands = [list(h) for h in hands]
    plays, tricks = [], []
    planted = None
    for t in range(ntricks):
        tp = []
        led = None
        for k in range(n):
            seat = (leader + k) % n
            opts = legal(hands[seat], led, t == ntricks - 1)
            card = None
            if revoke and revoke[0] == t and revoke[1] == seat and led is not None:
                if revoke[2] == "revoke" and led != "T":
                    held = [c for c in hands[seat] if suit(c) == led]
                    tr = [c for c in hands[seat] if suit(c) == "T"]
                    if held and tr:
                        card = rng.choice(tr)
                        planted = (t, seat, card, led)
                elif revoke[2] == "notrump" and led != "T":
                    held = [c for c in hands[seat] if suit(c) == led]
                    tr = [c for c in hands[seat] if suit(c) == "T"]
                    other = [c for c in hands[seat] if suit(c) not in (led, "T", "X")]
                    if not held and tr and other:
                        card = rng.choice(other)
                        planted = (t, seat, card, led)
            if card is None:
                # mild strategy: keep the Matto for a trick the partner side wins is not modelled
                card = rng.choice(opts)
            hands[seat].remove(card)
            tp.append((seat, card))
            if led is None and card != "MATTO":
                led = suit(card)
        w = trick_winner(tp)
        plays.extend(tp)
        tricks.append((tp, w))
        leader = w
    if revoke and planted is None:
        raise Reject("could not plant")
    return plays, tricks, planted


def settle_piles(tricks, side_of, nsides, extra):
    """Piles per side from tricks; Matto back to its owner. extra: dict side -> cards.
    Returns piles and matto info; raises Reject if the low card given back could matter."""
    piles = [[] for _ in range(nsides)]
    matto = None
    won = [0] * nsides
    for tp, w in tricks:
        ws = side_of(w)
        won[ws] += 1
        for seat, c in tp:
            if c == "MATTO":
                owner = side_of(seat)
                piles[owner].append(c)
                matto = (owner, ws)
            else:
                piles[ws].append(c)
    for s, cards in extra.items():
        piles[s].extend(cards)
    give = None
    if matto and matto[0] != matto[1]:
        owner, ws = matto
        if won[owner] == 0:
            raise Reject("matto side won nothing")
        # "карту с низким номиналом": a plain pip 6-10 (in no combination), so the choice cannot matter
        cands = [c for c in piles[owner] if suit(c) in "SBCD" and c[:-1] in ("6", "7", "8", "9", "10")]
        if not cands:
            raise Reject("no low card")
        results = set()
        for c in cands:
            a = list(piles[owner])
            a.remove(c)
            b = piles[ws] + [c]
            ra = safe_combos(a)[1]
            rb = safe_combos(b)[1]
            results.add((ra, rb))
        if len(results) != 1:
            raise Reject("low card choice matters")
        give = sorted(cands)[0]
        piles[owner].remove(give)
        piles[ws].append(give)
    return piles, matto, give, won


def otto_deal(rng, dealer, revoke=None, decl_less=False):
    d = deck()
    rng.shuffle(d)
    n = 4
    hands = [d[15 * i : 15 * i + 15] for i in range(4)]
    hands[dealer] += d[60:62]
    rig(rng, hands, lambda s: s % 2, range(4))
    pips = [c for c in hands[dealer] if suit(c) in "SBCD" and c[:-1] in ("6", "7", "8", "9", "10")]
    if len(pips) < 2:
        raise Reject("no pips to discard")
    disc = rng.sample(pips, 2)
    for c in disc:
        hands[dealer].remove(c)
    elder = (dealer + 1) % 4
    decl = {}
    team_decl = [[], []]
    for k in range(4):
        s = (elder + k) % 4
        items, pts = safe_combos(hands[s])
        if decl_less and items and rng.random() < 0.3:
            items = items[:-1]
        decl[s] = items
        team_decl[s % 2].extend(items)
    for t in team_decl:
        check_mult(t)
    plays, tricks, planted = play_out(rng, hands, elder, 4, 15, revoke)
    if tricks[-1][0] and any(c == "MATTO" for _, c in tricks[-1][0]):
        raise Reject("matto in last trick")
    dealer_tricks = sum(1 for _, w in tricks if w == dealer)
    if dealer_tricks == 0:
        raise Reject("dealer took no trick")
    piles, matto, give, won = settle_piles(tricks, lambda s: s % 2, 2, {dealer % 2: disc})
    if min(won) == 0:
        raise Reject("a side took nothing")
    res = {"hands": hands, "discard": disc, "decl": decl, "plays": plays, "tricks": tricks,
           "planted": planted, "matto": matto, "give": give, "won": won, "dealer": dealer}
    parts = []
    last = tricks[-1][1] % 2
    for t in range(2):
        dp = sum(p for s in decl if s % 2 == t for p in [sum(__import__("model").item_points(i) for i in decl[s])])
        ci, cp = safe_combos(piles[t])
        cards = card_points(piles[t])
        lt = 6 if last == t else 0
        parts.append({"declarations": dp, "combinations": cp, "combo_items": ci, "card_points": cards,
                      "last_trick": lt, "total": dp + cp + cards + lt, "pile": len(piles[t])})
    assert parts[0]["card_points"] + parts[1]["card_points"] == 87
    res["parts"] = parts
    return res


def round50(p):
    q = p // 50 * 50
    if q + 50 - p < 5:
        q += 50
    return q // 50


def terz_deal(rng, dealer, contract, decl_offset=0, revoke=None, take_n=2, bad_discard=False):
    """decl_offset: declarer = dealer+1+decl_offset."""
    d = deck()
    rng.shuffle(d)
    hands = [d[18 * i : 18 * i + 18] for i in range(3)]
    talon = d[54:62]
    elder = (dealer + 1) % 3
    declarer = (elder + decl_offset) % 3
    rig(rng, hands, lambda s: 0 if s == declarer else 1, range(3))
    bids = []
    for k in range(3):
        s = (elder + k) % 3
        bids.append((s, contract if s == declarer else "pass"))
    take, disc = [], []
    if contract == "gioco":
        take = rng.sample(talon, take_n)
        hands[declarer] += take
        cand = [c for c in hands[declarer] if suit(c) in "SBCD" and c[:-1] in ("6", "7", "8", "9", "10") and c not in take]
        if bad_discard:
            fives = [c for c in hands[declarer] if value(c) == 5 and c != "MATTO" and c not in take and suit(c) in "SBCD"]
            if not fives or len(cand) < take_n - 1:
                raise Reject("no bad discard")
            disc = [rng.choice(fives)] + rng.sample(cand, take_n - 1)
        else:
            if len(cand) < take_n:
                raise Reject("no pips")
            disc = rng.sample(cand, take_n)
        for c in disc:
            hands[declarer].remove(c)
        widow = [c for c in talon if c not in take] + disc
    else:
        widow = list(talon)
    decl = {}
    for k in range(3):
        s = (elder + k) % 3
        decl[s] = safe_combos(hands[s])[0]
    check_mult([i for s in decl if s != declarer for i in decl[s]])
    plays, tricks, planted = play_out(rng, hands, elder, 3, 18, revoke)
    if any(c == "MATTO" for _, c in tricks[-1][0]):
        raise Reject("matto in last trick")
    side_of = lambda s: 0 if s == declarer else 1  # noqa: E731
    wonD = sum(1 for _, w in tricks if w == declarer)
    if wonD in (0, 18):
        raise Reject("all tricks")
    if contract == "gioco":
        wside = 0
    else:
        wside = side_of(tricks[-1][1])
    piles, matto, give, won = settle_piles(tricks, side_of, 2, {wside: widow})
    # the widow is credited to its side and counted with its captured cards (combinations too)
    if len(piles[0]) % 2:
        raise Reject("odd piles")
    from model import item_points

    parts = []
    last = side_of(tricks[-1][1])
    for t in range(2):
        dp = sum(item_points(i) for s in decl if side_of(s) == t for i in decl[s])
        ci, cp = safe_combos(piles[t])
        cards = card_points(piles[t])
        lt = 6 if last == t else 0
        parts.append({"declarations": dp, "combinations": cp, "combo_items": ci, "card_points": cards,
                      "last_trick": lt, "total": dp + cp + cards + lt, "pile": len(piles[t])})
    assert parts[0]["card_points"] + parts[1]["card_points"] == 87
    win = 0 if parts[0]["total"] > parts[1]["total"] else 1
    gp = round50(parts[win]["total"]) * (2 if contract == "solo" else 1)
    seat_gp = {s: (gp if side_of(s) == win else 0) for s in range(3)}
    return {"hands": hands, "talon": talon, "bids": bids, "take": take, "discard": disc, "widow": widow,
            "declarer": declarer, "contract": contract, "decl": decl, "plays": plays, "tricks": tricks,
            "planted": planted, "matto": matto, "give": give, "won": won, "parts": parts, "winner": win,
            "gp": gp, "seat_gp": seat_gp, "dealer": dealer, "widow_to": wside}
