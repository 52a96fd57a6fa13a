"""Build the transcripts. python build.py -> NN-*.json + figures.json"""
import json
import random
import sys
from sim import deal_cards, play_deal, Reject

PLAYERS = ["Alda", "Bruno", "Cesca", "Dante"]
REASONS = ["declarations", "combinations", "card_points", "last_trick"]


def session(seed, style, need_diff=2, fault=None, rig0=None, want=None, max_tries=4000):
    """fault: ('score', deal, delta) | ('total', deal, delta) | ('revoke', deal)"""
    rng = random.Random(seed)
    totals = [0, 0]
    deals, figs = [], []
    dealer = 3
    d = 0
    while True:
        for attempt in range(max_tries):
            st = rng.getrandbits(32)
            r2 = random.Random(st)
            try:
                hands, talon = deal_cards(r2, dealer, rig0 if d == 0 else None)
                rv = fault[2] if fault and fault[0] == "revoke" and fault[1] == d else None
                events, fig = play_deal(r2, dealer, hands, talon, revoke_at=rv)
            except Reject:
                continue
            if any(totals[t] + fig["decl"][t] >= 800 for t in (0, 1)):
                continue
            if want and not want(d, fig):
                continue
            break
        else:
            raise RuntimeError("no deal %d" % d)
        fig["events_start"] = len(events)
        sc = fig["score"]
        new_tot = [totals[0] + sc[0], totals[1] + sc[1]]
        for t in (0, 1):
            if style == "reason":
                parts = [fig["decl"][t], fig["combo"][t], fig["card"][t], fig["last"][t]]
                for rsn, v in zip(REASONS, parts):
                    events.append({"type": "score", "party": "team%d" % t, "points": v, "reason": rsn})
            else:
                events.append({"type": "score", "party": "team%d" % t, "points": sc[t]})
        for t in (0, 1):
            events.append({"type": "total", "party": "team%d" % t, "points": new_tot[t]})
        fig["total"] = new_tot
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        figs.append(fig)
        totals = new_tot
        d += 1
        dealer = (dealer + 1) % 4
        if max(totals) >= 800:
            break
    ndiff = sum(1 for f in figs if f["score"] != f["score_gapped"])
    if ndiff < need_diff:
        return None
    return deals, figs


def write(name, deals, figs, meta):
    tr = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": PLAYERS,
          "meta": meta, "deals": deals}
    with open(name, "w") as f:
        json.dump(tr, f, indent=1)
    return tr
