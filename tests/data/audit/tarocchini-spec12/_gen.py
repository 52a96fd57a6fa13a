"""Generator for audit round tarocchini-spec12 (blind). Run from the worktree root:
    /work/venv/bin/python tests/data/audit/tarocchini-spec12/_gen.py [--search]
Writes the *.json transcripts next to this file and prints the expected figures."""

import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from _model import (  # noqa: E402
    DECK, FIVE, PRIMARY, VARIANTS, captured_combos, card_points, piles_from_tricks, play_out,
    safe_declarations, suit, value, power, trick_winner,
)

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS3 = ["Alba", "Bice", "Ciro"]
PLAYERS4 = ["Dora", "Ezio", "Fede", "Gino"]


def gp_round(w):
    q, r = divmod(w, 50)
    if r > 45:  # less than 5 short of the next multiple of 50
        q += 1
    return q


# ======================================================================== Terziglio
def terz_deal(seed, dealer, auction, widow_n=8, take_n=2, hands=None, widow=None,
              bad_discard=None, script_plays=None, winner_bid=None):
    """auction: list of (seat, bid) in order. The last non-pass bid wins.
    Returns dict with hands, talon, events (without score/total), and the model outcome."""
    rng = random.Random(seed)
    n_each = 18 if widow_n == 8 else 19
    if hands is None:
        d = DECK[:]
        rng.shuffle(d)
        hands = [sorted(d[i * n_each:(i + 1) * n_each], key=DECK.index) for i in range(3)]
        widow = d[3 * n_each:]
    hands = [list(h) for h in hands]
    events = []
    for s, b in auction:
        events.append({"type": "bid", "seat": s, "bid": b})
    contract = None
    decl = None
    for s, b in auction:
        if b != "pass":
            contract, decl = b, s
    if winner_bid:
        decl, contract = winner_bid
    out = {"hands": copy.deepcopy(hands), "talon": list(widow), "events": events,
           "contract": contract, "declarer": decl, "dealer": dealer}
    if contract is None:
        return out
    play_hands = [list(h) for h in hands]
    widow_final = list(widow)
    if contract == "gioco" and take_n:
        dh = play_hands[decl]
        # take the best widow cards
        take = sorted(widow, key=lambda c: (suit(c) == "T", value(c), power(c)), reverse=True)[:take_n]
        dh += take
        # discard lowest non-5-point cards (prefer short suits' low cards)
        cand = [c for c in dh if c not in FIVE and c != "MATTO" and c not in take]
        cand.sort(key=lambda c: (suit(c) == "T", value(c), power(c)))
        disc = cand[:take_n]
        if bad_discard:
            disc = disc[:-1] + [bad_discard]
        for c in disc:
            dh.remove(c)
        widow_final = [c for c in widow if c not in take] + disc
        events.append({"type": "take", "seat": decl, "cards": take})
        events.append({"type": "discard", "seat": decl, "cards": disc})
        out["take"], out["discard"] = take, disc
    # declarations, eldest first
    decls = {}
    for i in range(3):
        s = (dealer + 1 + i) % 3
        items = safe_declarations(play_hands[s])
        decls[s] = items
        events.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
    side_of = [0 if s == decl else 1 for s in range(3)]
    leader = (dealer + 1) % 3
    if script_plays is not None:
        plays, tricks = script_plays(play_hands, leader)
    else:
        plays, tricks = play_out(play_hands, leader, side_of, rng)
    for s, c in plays:
        events.append({"type": "play", "seat": s, "card": c})
    piles, tcount, exch = piles_from_tricks(tricks, side_of, 2)
    matto_last = any(c == "MATTO" for _, c in tricks[-1][0])
    if contract == "gioco":
        piles[0 if tcount[0] > 0 else 1] += widow_final
    else:
        piles[side_of[tricks[-1][1]]] += widow_final
    last_side = side_of[tricks[-1][1]]
    out.update(plays=plays, tricks=tricks, piles=piles, tcount=tcount, exchange=exch,
               matto_last=matto_last, decls=decls, side_of=side_of, last_side=last_side)
    out["results"] = {}
    for vi, var in enumerate(VARIANTS):
        out["results"][vi] = terz_score(out, var)
    return out


def terz_score(o, var):
    side_of = o["side_of"]
    decl = o["declarer"]
    if 0 in o["tcount"]:
        allside = 0 if o["tcount"][1] == 0 else 1
        gp = 40
        scores = [gp if side_of[s] == allside else 0 for s in range(3)]
        return {"all_tricks": allside, "scores": scores, "W": None}
    tot = []
    det = []
    for side in (0, 1):
        dp = sum(p for s in range(3) if side_of[s] == side for _, p in o["decls"][s])
        items, cp = captured_combos(o["piles"][side], var)
        pts, odd = card_points(o["piles"][side])
        lt = 6 if o["last_side"] == side else 0
        tot.append(dp + cp + pts + lt)
        det.append({"declared": dp, "captured_combos": cp, "captured_items": items, "card_points": pts,
                    "cards": len(o["piles"][side]), "odd": odd, "last_trick": lt, "total": dp + cp + pts + lt})
    winner = 0 if tot[0] > tot[1] else 1
    W = tot[winner]
    gp = gp_round(W)
    if o["contract"] == "solo":
        gp *= 2
    scores = [gp if side_of[s] == winner else 0 for s in range(3)]
    return {"winner_side": winner, "W": W, "gp": gp, "scores": scores, "detail": det, "tot": tot}


def robust(o):
    r = o["results"]
    keys = set()
    for v in r.values():
        keys.add((tuple(v["scores"]), v["W"]))
    return len(keys) == 1


# ======================================================================== Ottocento
def otto_deal(seed, dealer, bad=None, decl_only=False, force_hands=None):
    rng = random.Random(seed)
    d = DECK[:]
    rng.shuffle(d)
    hands = [[] for _ in range(4)]
    # 3 rounds of 5 each, eldest first; dealer takes the last two
    pos = 0
    for _ in range(3):
        for i in range(4):
            s = (dealer + 1 + i) % 4
            hands[s] += d[pos:pos + 5]
            pos += 5
    hands[dealer] += d[60:62]
    hands = [sorted(h, key=DECK.index) for h in hands]
    if force_hands:
        hands = force_hands
    dealt = copy.deepcopy(hands)
    events = []
    dh = hands[dealer]
    cand = [c for c in dh if c not in FIVE]
    cand.sort(key=lambda c: (suit(c) == "T", value(c), power(c)))
    disc = cand[:2]
    for c in disc:
        dh.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    decls = {}
    for i in range(4):
        s = (dealer + 1 + i) % 4
        items = safe_declarations(hands[s])
        decls[s] = items
        events.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
    side_of = [s % 2 for s in range(4)]
    out = {"hands": dealt, "events": events, "dealer": dealer, "decls": decls, "discard": disc,
           "side_of": side_of}
    dpts = [sum(p for s in range(4) if s % 2 == t for _, p in decls[s]) for t in (0, 1)]
    out["declared"] = dpts
    if decl_only:
        return out
    plays, tricks = play_out(hands, (dealer + 1) % 4, side_of, rng)
    for s, c in plays:
        events.append({"type": "play", "seat": s, "card": c})
    piles, tcount, exch = piles_from_tricks(tricks, side_of, 2)
    dealer_tricks = sum(1 for _, w in tricks if w == dealer)
    piles[dealer % 2 if dealer_tricks else 1 - dealer % 2] += disc
    last_side = tricks[-1][1] % 2
    out.update(piles=piles, tcount=tcount, exchange=exch, dealer_tricks=dealer_tricks, last_side=last_side,
               matto_last=any(c == "MATTO" for _, c in tricks[-1][0]), tricks=tricks)
    out["results"] = {}
    for vi, var in enumerate(VARIANTS):
        res = []
        det = []
        for t in (0, 1):
            items, cp = captured_combos(piles[t], var)
            pts, odd = card_points(piles[t])
            lt = 6 if last_side == t else 0
            res.append(dpts[t] + cp + pts + lt)
            det.append({"declared": dpts[t], "captured_combos": cp, "captured_items": items,
                        "card_points": pts, "cards": len(piles[t]), "last_trick": lt})
        out["results"][vi] = {"scores": res, "detail": det}
    return out


def otto_robust(o):
    return len({tuple(v["scores"]) for v in o["results"].values()}) == 1


# ======================================================================== writing
def transcript(game, players, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game, "players": players}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["deals"] = deals
    t["meta"] = meta or {}
    return t


def write(name, t):
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(t, f, indent=1)
        f.write("\n")


def fmt_items(items):
    return ", ".join("%s=%d" % (describe(it), p) for it, p in items) or "none"


def describe(it):
    if it["kind"] == "cricca":
        return "cricca %s x%d" % (it["of"], it["count"])
    if it["of"] == "suit":
        return "seq %s L%d" % (it["suit"], it["length"])
    return "seq %s L%d" % (it["of"], it["length"])
