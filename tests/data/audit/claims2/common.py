"""Shared helpers for the claims2 audit generators (written blind from the sources)."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def endings(game, state):
    """Every legal way to play the rest of the deal from `state`.

    state: dict with hands (list of lists), leader, trick (list of (seat, card)),
    tricks (list of completed tricks).  Yields the list of all tricks (prefix + ending)."""
    n = game.N
    hands = state["hands"]
    if all(len(h) == 0 for h in hands) and not state["trick"]:
        yield [list(t) for t in state["tricks"]]
        return
    trick = state["trick"]
    seat = (state["leader"] + len(trick)) % n
    for card in sorted(set(game.legal(state, seat))):
        new_hands = [list(h) for h in hands]
        new_hands[seat].remove(card)
        new_trick = trick + [(seat, card)]
        if len(new_trick) == n:
            w = game.winner(new_trick, state)
            ns = dict(state, hands=new_hands, trick=[], leader=w,
                      tricks=state["tricks"] + [new_trick])
        else:
            ns = dict(state, hands=new_hands, trick=new_trick)
        yield from endings(game, ns)


def write(name, doc):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def net(payments, parties):
    out = {p: 0 for p in parties}
    for frm, to, amt, _ in payments:
        out[frm] = out.get(frm, 0) - amt
        out[to] = out.get(to, 0) + amt
    return out
