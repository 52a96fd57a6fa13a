"""Predicates on a played deal."""
from model import legal, suit, trick_winner_idx, beats


def last_seven(res):
    """(seat, won) of the trump 7 in trick 10, or None."""
    t = res["trump"]
    if not t:
        return None
    tr = res["tricks"][-1]
    for s, c in zip(tr["seats"], tr["cards"]):
        if c == "7" + t:
            return (s, tr["winner"] == s)
    return None


def hands_before(res):
    """Yield (trick_no, pos, seat, hand_before, trick_so_far, card)."""
    hands = {s: list(h) for s, h in res["start"].items()}
    for t, tr in enumerate(res["tricks"]):
        so = []
        for k, (s, c) in enumerate(zip(tr["seats"], tr["cards"])):
            yield t, k, s, list(hands[s]), list(so), c
            hands[s].remove(c)
            so.append(c)


def under_trump_forced(res, seat=None):
    """A player void in the suit led had to trump below a trump already played."""
    T = res["trump"]
    if not T:
        return False
    for t, k, s, h, so, c in hands_before(res):
        if k == 2 and (seat is None or s == seat):
            led = suit(so[0])
            if suit(so[1]) == T and led != T and not any(suit(x) == led for x in h):
                if suit(c) == T and not beats(c, so[1], T, res["order"]):
                    return True
    return False


def follow_no_beat(res):
    """Third hand follows suit low while holding a card of the suit led higher than the lead,
    because the trick is already trumped (no duty to overtake what cannot be beaten)."""
    T = res["trump"]
    if not T:
        return False
    o = res["order"]
    for t, k, s, h, so, c in hands_before(res):
        if k == 2:
            led = suit(so[0])
            if led != T and suit(so[1]) == T and suit(c) == led:
                if any(suit(x) == led and beats(x, so[0], T, o) for x in h) and not beats(c, so[0], T, o):
                    return True
    return False


def forced_overtake(res, seat):
    """Seat, not leading, had only cards of the suit led that beat the trick, and won."""
    for t, k, s, h, so, c in hands_before(res):
        if s == seat and k > 0:
            lg = legal(h, so, res["trump"], res["order"])
            led = suit(so[0])
            if all(suit(x) == led for x in lg) and any(suit(x) == led for x in h):
                w = so[trick_winner_idx(so, res["trump"], res["order"])]
                if all(beats(x, w, res["trump"], res["order"]) for x in h if suit(x) == led):
                    if res["tricks"][t]["winner"] == seat:
                        return True
    return False


def overtake_needed(res):
    """Somewhere a player following suit had to choose a higher card than the lead (and did)."""
    for t, k, s, h, so, c in hands_before(res):
        if k > 0:
            led = suit(so[0])
            same = [x for x in h if suit(x) == led]
            if len(same) >= 2:
                w = so[trick_winner_idx(so, res["trump"], res["order"])]
                hi = [x for x in same if beats(x, w, res["trump"], res["order"])]
                lo = [x for x in same if not beats(x, w, res["trump"], res["order"])]
                if hi and lo and c in hi:
                    return True
    return False
