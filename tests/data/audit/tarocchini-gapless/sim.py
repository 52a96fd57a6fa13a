"""Deal, play and score one Ottocento deal by my reading (gapless table)."""
import random
from model import DECK, CONT, value, suit, legal, trick_winner, robust, item_json


class Reject(Exception):
    pass


def deal_cards(rng, dealer, rig=None):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(4)]
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    p = 0
    for _ in range(3):
        for s in order:
            hands[s] += deck[p:p + 5]
            p += 5
    talon = deck[p:p + 2]
    if rig:
        rig(hands, talon)
    return hands, talon


def play_deal(rng, dealer, hands, talon, revoke_at=None):
    """returns dict with events and figures; revoke_at = trick index where a follower revokes"""
    hands = [h[:] for h in hands]
    events = []
    # widow and discard
    events.append({"type": "take", "seat": dealer, "cards": talon[:]})
    hands[dealer] += talon
    pips = [c for c in hands[dealer] if c[0] != "T" and c != "MATTO" and c[:-1] in ("6", "7", "8", "9", "10")]
    if len(pips) < 2:
        raise Reject("no pips")
    disc = rng.sample(pips, 2)
    for c in disc:
        hands[dealer].remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    decl = [0, 0]
    decl_items = {}
    for i in range(4):
        s = (dealer + 1 + i) % 4
        r = robust(hands[s])
        if r is None:
            raise Reject("ambiguous hand")
        v, items, gp = r
        decl[s % 2] += v
        decl_items[s] = items
        events.append({"type": "declare", "seat": s, "items": [item_json(it) for it in items]})
    piles = [[], []]
    piles[dealer % 2] += disc
    leader = (dealer + 1) % 4
    tricks_by = [0] * 4
    revoke_ev = None
    matto_ok = "MATTO" not in sum(hands, [])
    last_winner = None
    for t in range(15):
        cards = []
        led = None
        for j in range(4):
            s = (leader + j) % 4
            h = hands[s]
            opts = legal(h, led)
            nonm = [c for c in opts if c != "MATTO"]
            c = None
            if "MATTO" in h:
                if j == 3 and t < 13:
                    cur = trick_winner(cards, leader)
                    if cur % 2 == s % 2 and rng.random() < 0.7:
                        c = "MATTO"
                if c is None and len(h) == 1:
                    c = "MATTO"
            if c is None:
                if not nonm:
                    c = "MATTO"
                else:
                    c = rng.choice(nonm)
            if revoke_at is not None and t >= revoke_at and revoke_ev is None and j > 0 and led is not None:
                follow = [x for x in h if suit(x) == led]
                other = [x for x in h if suit(x) not in (led, None)]
                if follow and other:
                    c = rng.choice(other)
                    revoke_ev = len(events)
            h.remove(c)
            if led is None and c != "MATTO":
                led = suit(c)
            if j == 0 and c == "MATTO":
                raise Reject("matto led")
            cards.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(cards, leader)
        tricks_by[w] += 1
        for s, c in cards:
            if c == "MATTO":
                if s % 2 != w % 2:
                    raise Reject("matto to opponents")
                if t == 14:
                    raise Reject("matto last")
                matto_ok = True
            piles[w % 2].append(c)
        leader = w
        last_winner = w
    if not matto_ok:
        raise Reject("matto")
    if tricks_by[dealer] == 0:
        raise Reject("dealer no trick")
    if revoke_at is not None and revoke_ev is None:
        raise Reject("no revoke")
    fig = {"decl": decl, "decl_items": decl_items, "combo": [0, 0], "gapped": [0, 0], "card": [0, 0],
           "last": [0, 0], "discard": disc, "tricks": tricks_by, "revoke_ev": revoke_ev}
    for team in (0, 1):
        p = piles[team]
        if len(p) % 2:
            raise Reject("odd")
        r = robust(p)
        if r is None:
            raise Reject("ambiguous pile")
        fig["combo"][team] = r[0]
        fig["gapped"][team] = r[2]
        fig["pile_items"] = fig.get("pile_items", {})
        fig["pile_items"][team] = r[1]
        fig["card"][team] = sum(value(c) for c in p) - len(p) // 2
    fig["last"][last_winner % 2] = 6
    assert sum(fig["card"]) == 87
    fig["score"] = [fig["decl"][t] + fig["combo"][t] + fig["card"][t] + fig["last"][t] for t in (0, 1)]
    fig["score_gapped"] = [fig["decl"][t] + fig["gapped"][t] + fig["card"][t] + fig["last"][t] for t in (0, 1)]
    return events, fig
