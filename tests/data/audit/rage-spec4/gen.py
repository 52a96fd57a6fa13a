"""Session builder on top of model.py: rounds, events, score sheets, and a feature finder."""

from __future__ import annotations

import random

from model import Round, colour, is_action

NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gabriela", "Honza"]


def features(r: Round):
    """What a round shows, per trick: the situations the source describes."""
    f = []
    if is_action(r.talon[0]):
        k = 0
        while is_action(r.talon[k]):
            k += 1
        f.append(("stock_starts_action", None, r.talon[: k + 1]))
    for t in r.trick_log:
        cards = t["cards"]
        eff = None if t["notrump"] else t["trump"]
        wilds = [(s, nm) for s, c, nm in cards if c == "WILD"]
        for s, nm in wilds:
            if nm == t["trump"]:
                f.append(("wild_names_trump", t["trick"], (s, nm)))
            else:
                f.append(("wild_names_other", t["trick"], (s, nm, t["trump"])))
        if len(wilds) == 2 and wilds[0][1] == wilds[1][1]:
            f.append(("two_wilds_one_colour", t["trick"], wilds))
        if is_action(cards[0][1]):
            f.append(("action_led", t["trick"], cards[0][1]))
            if all(is_action(c) for _, c, _ in cards):
                if not wilds:
                    f.append(("only_action_cards", t["trick"], [c for _, c, _ in cards]))
        if t["notrump"]:
            pos = [c for _, c, _ in cards].index("NOTRUMP")
            before = [c for _, c, _ in cards[:pos] if colour(c) == t["trump_before"]]
            f.append(("notrump", t["trick"], {"trump_cards_before": before}))
        if any(c == "CHANGE" for _, c, _ in cards):
            pos = [c for _, c, _ in cards].index("CHANGE")
            f.append(("change", t["trick"], {"pos": pos, "old": t["trump_before"], "new": t["trump"],
                                              "new_colour_before": [c for _, c, _ in cards[:pos] if colour(c) == t["trump"]],
                                              "old_colour_cards": [c for _, c, _ in cards if colour(c) == t["trump_before"]]}))
        for c in ("PLUS5", "MINUS5"):
            if any(x == c for _, x, _ in cards):
                f.append((c.lower(), t["trick"], t["winner"]))
    if r.cards > 1 and getattr(r, "tricks", None) and max(r.tricks) == r.cards:
        f.append(("sweep", None, r.tricks.index(r.cards)))
    if r.cards == 1:
        f.append(("one_card_round", None, None))
    # action cards turned past in the stock after the first trump
    if len(r.turned) > 1:
        first = next(i for i, c in enumerate(r.turned) if not is_action(c))
        later = r.turned[first + 1:]
        if any(is_action(c) for c in later):
            f.append(("turn_past_action_later", None, later))
    return f


def play_round(n, dealer, rnd, rules, rng, tries=500, want=None, force=None, bid_force=None):
    """A round without the combinations the source leaves open; want(round) -> bool filters."""
    for _ in range(tries):
        state = rng.getstate()
        r = Round(n, dealer, rnd, rules, rng, force=force() if force else None, bid_force=bid_force)
        try:
            r.run()
        except (ValueError, KeyError, IndexError):
            continue
        if r.ambiguous or (getattr(r, "undecided", False) and not force):
            continue
        if force and r.forced_at is None:
            continue
        if want and not want(r):
            continue
        r.rng_state = state
        return r
    raise RuntimeError("no round found")


def events_of(r: Round, rules, sheet, totals_before, bid_order=None, rng=None):
    ev = []
    order = bid_order or r.bid_order
    bids = [{"type": "bid", "seat": s, "bid": r.bids[s]} for s in order]
    if not rules.get("secret_bid"):
        ev += bids
    for s, c, nm in r.plays:
        e = {"type": "play", "seat": s, "card": c}
        if c == "WILD" and nm is not None:
            e["named"] = nm
        ev.append(e)
    if rules.get("secret_bid"):
        ev += bids
    totals = None
    if getattr(r, "scores", None) is not None:
        totals = [a + b for a, b in zip(totals_before, r.scores)]
        if sheet in ("st", "s", "s+final", "s+final-last"):
            ev += [{"type": "score", "party": s, "points": r.scores[s]} for s in range(r.n)]
        if sheet in ("st", "t", "s+final-last"):
            ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(r.n)]
    return ev, totals


def deal_of(r: Round, ev, talon=None, playonly=False):
    d = {"dealer": r.dealer, "hands": None if playonly else r.hands0, "talon": r.talon if talon is None else talon, "events": ev}
    return d
