"""Targeted constructions (run from compare.py): a trump the record cannot show, but whose colour
the record rules out (all 16 cards of it are in the hands)."""
import random
from construct import play_round, choose_bids
from oracle import round_score, COLOURS


def hidden_colour_case(rng, variant=0):
    """3 players, 10 cards; every R card is in a hand, the recorded stock holds no colour card.
    The play is made under trump R (impossible by the source), so the record can only be explained
    by a colour the deck cannot have put on the stock."""
    reds = [f"R{v}" for v in range(16)]
    rng.shuffle(reds)
    hands = [["B15"] + reds[:9], reds[9:16] + ["G1", "G2", "G3"], [f"B{v}" for v in range(1, 11)]]
    if variant:
        hands = [["B15"] + reds[:9], reds[9:16] + ["G1", "G2", "WILD"], [f"B{v}" for v in range(1, 11)]]
    dealer = 2
    style = {"p_act": 0.5, "p_lead_act": 0.3}
    # force the first trick: seat 0 leads B15, seat 1 (void of B) plays a red card
    for tries in range(200):
        plays, winners, trumps, used, tally = play_round(rng, 3, dealer, hands, ["R99"], style)
        if plays[0][1] == "B15" and plays[1][1].startswith("R"):
            break
    else:
        return None
    opts = {}
    order, bids = choose_bids(rng, 3, dealer, 10, tally, opts, {})
    events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
    for s, c, nm in plays:
        e = {"type": "play", "seat": s, "card": c}
        if nm:
            e["named"] = nm
        events.append(e)
    sc = [round_score(tally[s][0], tally[s][1], tally[s][2], bids[s], 10, False) for s in range(3)]
    events += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
    t = {"format": "trick-transcript/1", "game": "rage", "rules": {}, "players": ["A", "B", "C"],
         "deals": [{"dealer": dealer, "hands": hands, "talon": ["NOTRUMP", "PLUS5"], "events": events}]}
    return t
