"""Blind generator for audit round real-faults-near-slips-9 (no import of validator).

Each file pairs a plausible slip of the pen with a real fault of the same kind, in one game:
  danish-tarok     01 card written for the wrong seat (slip)   02 a follower really played out of turn
  galician-tarok   03 lead and 2nd play written swapped (slip) 04 a real lead out of turn
  rage             05 bid copied twice (slip)                  06 a real second (changed) bid
                   07 two scores on each other's line (slip)   08 a real wrong score
  ottocento        09 card written for the wrong seat (slip)   10 a follower really played out of turn
  ulti             11 payment written in the wrong direction   12 a real wrong payment
  terziglio        13 bid copied twice (slip)                  14 a real second bid after passing

Usage: python _gen.py [SEED]   (writes NN-*.json beside this file and prints the planted events)
"""

import copy
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 9
MANIFEST: list[str] = []


def write(name: str, tr: dict, note: str) -> None:
    (OUT / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    MANIFEST.append(f"{name}: {note}")


def trick_slices(events: list[dict], nplayers: int) -> list[list[int]]:
    """Event indices of each trick's plays (plays counted in groups of nplayers)."""
    idx = [i for i, e in enumerate(events) if e["type"] == "play"]
    return [idx[k : k + nplayers] for k in range(0, len(idx), nplayers)]


# ---------------------------------------------------------------- generic trick play
def play_deal(hands, leader, n, legal, winner, choose, ntricks):
    """Simulate ntricks tricks; returns list of tricks [(seat, card), ...] and the leaders."""
    hands = [list(h) for h in hands]
    tricks = []
    for t in range(ntricks):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            opts = legal(hands[s], trick, t, s)
            c = choose(opts, hands[s], trick, t, s)
            hands[s].remove(c)
            trick.append((s, c))
        tricks.append(trick)
        leader = winner(trick, t)
    return tricks


# ---------------------------------------------------------------- Danish Tarok
DK_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DK_DECK = (
    [r + s for s in "HD" for r in DK_RED]
    + [r + s for s in "SC" for r in DK_BLACK]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)


def dk_suit(c):
    if c == "JOKER":
        return "J"
    return "T" if c.startswith("T") else c[-1]


def dk_strength(c):
    if c.startswith("T"):
        return 100 + int(c[1:])
    s = c[-1]
    order = DK_RED if s in "HD" else DK_BLACK
    return 50 - order.index(c[:-1])


def dk_declarations(h):
    trumps = sum(1 for c in h if c.startswith("T")) + ("JOKER" in h)
    if trumps >= 10:
        return True
    if {"JOKER", "T21", "T1"} <= set(h):
        return True
    for s in "HDSC":
        courts = sum(1 for r in "KQNJ" if r + s in h)
        if courts == 4 or (courts == 3 and "JOKER" in h):
            return True
    kings = sum(1 for s in "HDSC" if "K" + s in h)
    return kings == 4 or (kings == 3 and "JOKER" in h)


def danish_base(rng):
    while True:
        deck = DK_DECK[:]
        rng.shuffle(deck)
        dealer = 0
        hands = [deck[0:25], deck[25:50], deck[50:78]]  # dealer (seat 0) gets the extra 3
        hands = [hands[2], hands[0], hands[1]]
        if any(dk_declarations(h) for h in hands):
            continue
        if any(not any(c.startswith("T") for c in h) for h in hands):
            continue
        pips = [c for c in hands[0] if not c.startswith("T") and c != "JOKER" and c[:-1] not in "KQNJ"]
        if len(pips) < 3:
            continue
        skat = rng.sample(pips, 3)
        play_hands = [[c for c in hands[0] if c not in skat], hands[1][:], hands[2][:]]
        joker_holder = next(i for i in range(3) if "JOKER" in play_hands[i])

        def legal(hand, trick, t, s, joker_holder=joker_holder):
            if not trick:
                opts = [c for c in hand if c != "JOKER"]
                return opts or hand
            led = dk_suit(trick[0][1])
            if s == joker_holder and "JOKER" in hand and t < 21:
                return ["JOKER"]
            same = [c for c in hand if dk_suit(c) == led]
            if same:
                return same + (["JOKER"] if "JOKER" in hand and t != 23 else [])
            tr = [c for c in hand if dk_suit(c) == "T"]
            if tr:
                return tr + (["JOKER"] if "JOKER" in hand and t != 23 else [])
            return [c for c in hand if c != "JOKER" or t != 23] or hand

        def winner(trick, t):
            led = dk_suit(trick[0][1])
            cards = [(s, c) for s, c in trick if c != "JOKER"]
            trumps = [(s, c) for s, c in cards if dk_suit(c) == "T"]
            pool = trumps or [(s, c) for s, c in cards if dk_suit(c) == led]
            return max(pool, key=lambda x: dk_strength(x[1]))[0]

        tricks = play_deal(play_hands, 1, 3, legal, winner, lambda o, *a: rng.choice(o), 25)
        jt = [t for t, tr in enumerate(tricks) if any(c == "JOKER" for _, c in tr)]
        if not jt or jt[0] >= 21 or tricks[jt[0]][0][1] == "JOKER":
            continue
        events = [{"type": "discard", "seat": 0, "cards": skat}]
        events += [{"type": "declare", "seat": s, "items": []} for s in (0, 1, 2)]
        for tr in tricks:
            events += [{"type": "play", "seat": s, "card": c} for s, c in tr]
        tr = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "players": ["Agata", "Bolek", "Cyryl"],
            "meta": {"round": "real-faults-near-slips-9"},
            "deals": [{"dealer": dealer, "hands": hands, "events": events}],
        }
        return tr, tricks, joker_holder


def gen_danish(rng):
    tr, tricks, jh = danish_base(rng)
    ev = tr["deals"][0]["events"]
    sl = trick_slices(ev, 3)
    # 01: in trick 6 the second player's card is written under the third player's seat
    t = 6
    a = copy.deepcopy(tr)
    e2 = a["deals"][0]["events"]
    i1 = sl[t][1]
    true_seat = e2[i1]["seat"]
    wrong = (true_seat + 1) % 3
    e2[i1]["seat"] = wrong
    write(
        "01-danish-wrong-seat-card.json",
        a,
        f"deal 0 event {i1}: card {e2[i1]['card']} (held by seat {true_seat}, whose turn it is) written for seat {wrong}; seat {wrong} plays its own card at event {sl[t][2]}",
    )
    # 02: in trick 9 the third player plays before the second (both cards legal follows)
    t = 9
    b = copy.deepcopy(tr)
    e3 = b["deals"][0]["events"]
    i1, i2 = sl[t][1], sl[t][2]
    e3[i1], e3[i2] = e3[i2], e3[i1]
    write(
        "02-danish-follower-out-of-turn.json",
        b,
        f"deal 0 event {i1}: seat {e3[i1]['seat']} plays {e3[i1]['card']} before seat {e3[i2]['seat']} (lead by seat {e3[sl[t][0]]['seat']} {e3[sl[t][0]]['card']})",
    )


# ---------------------------------------------------------------- Galician Tarok
GT_DECK = (
    [r + s for s in "HD" for r in ["K", "Q", "N", "J", "1"]]
    + [r + s for s in "SC" for r in ["K", "Q", "N", "J", "10"]]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)


def gt_suit(c):
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def gt_strength(c):
    if c == "SKIZ":
        return 200
    if c.startswith("T"):
        return 100 + int(c[1:])
    return 50 - ["K", "Q", "N", "J", "1", "10"].index(c[:-1])


def gt_legal(hand, trick, t, s):
    if not trick:
        return hand
    led = gt_suit(trick[0][1])
    same = [c for c in hand if gt_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if gt_suit(c) == "T"]
    return tr or hand


def gt_winner(trick, t):
    led = gt_suit(trick[0][1])
    tr = [(s, c) for s, c in trick if gt_suit(c) == "T"]
    pool = tr or [(s, c) for s, c in trick if gt_suit(c) == led]
    return max(pool, key=lambda x: gt_strength(x[1]))[0]


def galician_setup(rng):
    deck = GT_DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6:18], deck[18:30], deck[30:42]]
    decl = 1
    hand1 = hands[decl] + talon[:3]
    low = [c for c in hand1 if gt_suit(c) != "T" and not c.startswith("K")]
    if len(low) < 3:
        return None
    disc = rng.sample(low, 3)
    ph = [h[:] for h in hands]
    ph[decl] = [c for c in hand1 if c not in disc]
    head = [
        {"type": "bid", "seat": 1, "bid": "three"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": talon[:3]},
        {"type": "discard", "seat": 1, "cards": disc},
        {"type": "announce", "seat": 1, "items": []},
        {"type": "announce", "seat": 2, "items": []},
        {"type": "announce", "seat": 0, "items": []},
    ]
    return deck, talon, hands, ph, head


def gt_events(head, tricks):
    ev = [dict(e) for e in head]
    for tr in tricks:
        ev += [{"type": "play", "seat": s, "card": c} for s, c in tr]
    return ev


def gen_galician(rng):
    # 03: swap slip. Need a trick t>=1: leader W leads a suit card, W+1 trumps (void), W holds
    # another tarock at that moment (so the literal order would be W's renonce to a tarock lead).
    while True:
        st = galician_setup(rng)
        if st is None:
            continue
        deck, talon, hands, ph, head = st
        tricks = play_deal(ph, 1, 3, gt_legal, gt_winner, lambda o, *a: rng.choice(o), 12)
        # holdings before each trick
        held = [h[:] for h in ph]
        found = None
        for t, trk in enumerate(tricks):
            if t >= 2 and found is None:
                (w, cw), (w1, c1), (w2, c2) = trk
                if gt_suit(cw) != "T" and gt_suit(c1) == "T":
                    w_tar = [c for c in held[w] if gt_suit(c) == "T"]
                    w2_tar = [c for c in held[w2] if gt_suit(c) == "T"]
                    if w_tar and gt_suit(c2) == gt_suit(cw) and w2_tar:
                        found = t
            for s, c in trk:
                held[s].remove(c)
        if found is not None:
            break
    base = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Barbara", "Czesław"],
        "meta": {"round": "real-faults-near-slips-9"},
        "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": gt_events(head, tricks)}],
    }
    a = copy.deepcopy(base)
    ev = a["deals"][0]["events"]
    sl = trick_slices(ev, 3)
    i0, i1 = sl[found][0], sl[found][1]
    ev[i0], ev[i1] = ev[i1], ev[i0]
    write(
        "03-galician-lead-and-second-swapped.json",
        a,
        f"deal 0 events {i0},{i1}: trick {found} led by seat {ev[i1]['seat']} ({ev[i1]['card']}), seat {ev[i0]['seat']} trumped ({ev[i0]['card']}); written trump first",
    )
    # 04: real lead out of turn: from trick t on, the lead is taken by the seat after the winner
    while True:
        st = galician_setup(rng)
        if st is None:
            continue
        deck, talon, hands, ph, head = st
        t0 = 5
        first = play_deal(ph, 1, 3, gt_legal, gt_winner, lambda o, *a: rng.choice(o), t0)
        rest = [h[:] for h in ph]
        for trk in first:
            for s, c in trk:
                rest[s].remove(c)
        w = gt_winner(first[-1], t0 - 1)
        wrong_leader = (w + 1) % 3
        second = play_deal(rest, wrong_leader, 3, gt_legal, gt_winner, lambda o, *a: rng.choice(o), 12 - t0)
        break
    tricks = first + second
    base = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Barbara", "Czesław"],
        "meta": {"round": "real-faults-near-slips-9"},
        "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": gt_events(head, tricks)}],
    }
    ev = base["deals"][0]["events"]
    sl = trick_slices(ev, 3)
    write(
        "04-galician-real-lead-out-of-turn.json",
        base,
        f"deal 0 event {sl[t0][0]}: seat {wrong_leader} leads {ev[sl[t0][0]]['card']} to trick {t0}, won trick {t0 - 1} was seat {w}'s; the trick goes on in rotation from the wrong leader",
    )


# ---------------------------------------------------------------- Rage
RG_COL = "RBGYPO"
RG_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def rage_round(rng, dealer, ncards, nplayers=4):
    colour = [c + str(v) for c in RG_COL for v in range(16)]
    rng.shuffle(colour)
    hands = [colour[i * ncards : (i + 1) * ncards] for i in range(nplayers)]
    rest = colour[nplayers * ncards :]
    tail = rest[1:] + RG_ACTIONS
    rng.shuffle(tail)
    talon = [rest[0]] + tail  # the turned card is a colour card; no action card in any hand
    trump = talon[0][0]

    def legal(hand, trick, t, s):
        if not trick:
            return hand
        led = trick[0][1][0]
        same = [c for c in hand if c[0] == led]
        return same or hand

    def winner(trick, t):
        led = trick[0][1][0]
        tr = [(s, c) for s, c in trick if c[0] == trump]
        pool = tr or [(s, c) for s, c in trick if c[0] == led]
        return max(pool, key=lambda x: int(x[1][1:]))[0]

    leader = (dealer + 1) % nplayers
    tricks = play_deal(hands, leader, nplayers, legal, winner, lambda o, *a: rng.choice(o), ncards)
    won = [0] * nplayers
    for t, trk in enumerate(tricks):
        won[winner(trk, t)] += 1
    return hands, talon, tricks, won


def rage_session(rng):
    rounds = []
    totals = [0, 0, 0, 0]
    for dealer, n in [(0, 10), (1, 9)]:
        hands, talon, tricks, won = rage_round(rng, dealer, n)
        # bids: two seats hit, two miss (bids made before play; the generator knows the outcome)
        order = [(dealer + 1 + k) % 4 for k in range(4)]
        bids = {}
        for k, s in enumerate(order):
            if k % 2 == 0:
                bids[s] = won[s]
            else:
                bids[s] = won[s] + 1 if won[s] < n else won[s] - 1
        scores = [won[s] + (10 if bids[s] == won[s] else -5) for s in range(4)]
        totals = [totals[s] + scores[s] for s in range(4)]
        ev = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
        for trk in tricks:
            ev += [{"type": "play", "seat": s, "card": c} for s, c in trk]
        ev += [{"type": "score", "party": s, "points": scores[s]} for s in range(4)]
        ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(4)]
        rounds.append(
            {
                "deal": {"dealer": dealer, "hands": hands, "talon": talon, "events": ev},
                "bids": bids,
                "won": won,
                "order": order,
                "scores": scores,
            }
        )
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": ["Anička", "Bohouš", "Katka", "Dalibor"],
        "meta": {"round": "real-faults-near-slips-9"},
        "deals": [r["deal"] for r in rounds],
    }
    return tr, rounds


def gen_rage(rng):
    tr, rounds = rage_session(rng)
    r0 = rounds[0]
    # 05: the second bidder's bid line copied twice (same seat, same value, adjacent)
    a = copy.deepcopy(tr)
    ev = a["deals"][0]["events"]
    ev.insert(2, dict(ev[1]))
    write(
        "05-rage-bid-copied-twice.json",
        a,
        f"deal 0 events 1,2: seat {ev[1]['seat']} bid {ev[1]['bid']} written twice in a row",
    )
    # 06: a real second bid: after all four bids the third bidder calls a different number
    b = copy.deepcopy(tr)
    ev = b["deals"][0]["events"]
    s = r0["order"][2]  # a seat whose first bid is exactly its tricks
    first = r0["bids"][s]
    second = first + 1 if first < 10 else first - 1
    ev.insert(4, {"type": "bid", "seat": s, "bid": second})
    write(
        "06-rage-real-second-bid.json",
        b,
        f"deal 0 event 4: seat {s} bids {second} after bidding {first} at event {r0['order'].index(s)}; scores written by the first bid (seat {s} took {r0['won'][s]})",
    )
    # 07: round 2, two seats' scores written on each other's line; totals right
    c = copy.deepcopy(tr)
    ev = c["deals"][1]["events"]
    sc = [i for i, e in enumerate(ev) if e["type"] == "score"]
    r1 = rounds[1]
    pair = next((x, y) for x in range(4) for y in range(x + 1, 4) if r1["scores"][x] != r1["scores"][y])
    ix, iy = sc[pair[0]], sc[pair[1]]
    ev[ix]["points"], ev[iy]["points"] = ev[iy]["points"], ev[ix]["points"]
    write(
        "07-rage-scores-on-swapped-lines.json",
        c,
        f"deal 1 events {ix},{iy}: the scores of seats {pair[0]} and {pair[1]} ({r1['scores'][pair[0]]}, {r1['scores'][pair[1]]}) written on each other's line; totals right",
    )
    # 08: round 2, a real wrong score (a hit seat written without its +10, as a miss) and the
    # total carried from the wrong figure
    d = copy.deepcopy(tr)
    ev = d["deals"][1]["events"]
    hit = next(s for s in r1["order"] if r1["bids"][s] == r1["won"][s])
    isc = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == hit)
    itot = next(i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == hit)
    ev[isc]["points"] -= 15
    ev[itot]["points"] -= 15
    write(
        "08-rage-real-wrong-score.json",
        d,
        f"deal 1 event {isc}: seat {hit} made its bid but is written {ev[isc]['points']} (a miss) instead of {ev[isc]['points'] + 15}; its total (event {itot}) carries the written figure",
    )


# ---------------------------------------------------------------- Tarocchini
TC_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
TC_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
TC_DECK = (
    [r + s for s in "SB" for r in TC_LONG]
    + [r + s for s in "CD" for r in TC_ROUND]
    + [f"T{i}" for i in range(21)]
    + ["MATTO"]
)
TC_FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def tc_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if c.startswith("T") else c[-1]


def tc_strength(c):
    if c.startswith("T"):
        n = int(c[1:])
        return 100 + (1 if 1 <= n <= 4 else n)  # Moretti equal
    order = TC_LONG if c[-1] in "SB" else TC_ROUND
    return 50 - order.index(c[:-1])


def tc_play(rng, hands, leader, n, ntricks):
    matto_holder = next((i for i in range(n) if "MATTO" in hands[i]), None)

    def legal(hand, trick, t, s):
        if not trick:
            return [c for c in hand if c != "MATTO"] or hand
        if s == matto_holder and "MATTO" in hand:
            return ["MATTO"]
        led = tc_suit(trick[0][1])
        same = [c for c in hand if tc_suit(c) == led]
        if same:
            return same
        tr = [c for c in hand if tc_suit(c) == "T"]
        return tr or [c for c in hand if c != "MATTO"] or hand

    def winner(trick, t):
        led = tc_suit(trick[0][1])
        cards = [(k, s, c) for k, (s, c) in enumerate(trick) if c != "MATTO"]
        tr = [x for x in cards if tc_suit(x[2]) == "T"]
        pool = tr or [x for x in cards if tc_suit(x[2]) == led]
        best = max(tc_strength(x[2]) for x in pool)
        top = [x for x in pool if tc_strength(x[2]) == best]
        return top[-1][1]  # equal Moretti: the last played

    return play_deal(hands, leader, n, legal, winner, lambda o, *a: rng.choice(o), ntricks)


def gen_ottocento(rng):
    while True:
        deck = TC_DECK[:]
        rng.shuffle(deck)
        dealer = 3
        hands = [deck[0:15], deck[15:30], deck[30:45], deck[45:62]]
        cand = [c for c in hands[3] if c not in TC_FIVE and not c.startswith("T")]
        if len(cand) < 2:
            continue
        disc = rng.sample(cand, 2)
        ph = [h[:] for h in hands]
        ph[3] = [c for c in hands[3] if c not in disc]
        tricks = tc_play(rng, ph, 0, 4, 15)
        mt = [t for t, trk in enumerate(tricks) if any(c == "MATTO" for _, c in trk)]
        if mt and mt[0] in (6, 8):
            continue  # keep the planted tricks free of the Matto
        break
    ev = [{"type": "discard", "seat": 3, "cards": disc}]
    for trk in tricks:
        ev += [{"type": "play", "seat": s, "card": c} for s, c in trk]
    base = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {"round": "real-faults-near-slips-9"},
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }
    sl = trick_slices(ev, 4)
    # 09: trick 6, the second player's card written for the third player's seat
    a = copy.deepcopy(base)
    e = a["deals"][0]["events"]
    i1 = sl[6][1]
    ts = e[i1]["seat"]
    e[i1]["seat"] = (ts + 1) % 4
    write(
        "09-ottocento-wrong-seat-card.json",
        a,
        f"deal 0 event {i1}: card {e[i1]['card']} (held by seat {ts}, whose turn it is) written for seat {(ts + 1) % 4}, who plays its own card at event {sl[6][2]}",
    )
    # 10: trick 8, the third player plays before the second
    b = copy.deepcopy(base)
    e = b["deals"][0]["events"]
    i1, i2 = sl[8][1], sl[8][2]
    e[i1], e[i2] = e[i2], e[i1]
    write(
        "10-ottocento-follower-out-of-turn.json",
        b,
        f"deal 0 event {i1}: seat {e[i1]['seat']} plays {e[i1]['card']} before seat {e[i2]['seat']} (trick 8 led by seat {e[sl[8][0]]['seat']} {e[sl[8][0]]['card']})",
    )


def gen_terziglio(rng):
    while True:
        deck = TC_DECK[:]
        rng.shuffle(deck)
        hands = [deck[0:18], deck[18:36], deck[36:54]]
        talon = deck[54:62]
        tk = [c for c in talon if c not in TC_FIVE]
        gv = [c for c in hands[2] if c not in TC_FIVE and not c.startswith("T")]
        if not tk or not gv:
            continue
        take = tk[0]
        give = rng.choice(gv)
        ph = [h[:] for h in hands]
        ph[2] = [c for c in hands[2] if c != give] + [take]
        tricks = tc_play(rng, ph, 1, 3, 18)
        break
    head = [
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "gioco"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 2, "cards": [take]},
        {"type": "discard", "seat": 2, "cards": [give]},
    ]
    ev = [dict(e) for e in head]
    for trk in tricks:
        ev += [{"type": "play", "seat": s, "card": c} for s, c in trk]
    base = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"round": "real-faults-near-slips-9"},
        "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}],
    }
    a = copy.deepcopy(base)
    e = a["deals"][0]["events"]
    e.insert(2, dict(e[1]))
    write("13-terziglio-bid-copied-twice.json", a, "deal 0 events 1,2: seat 2 'gioco' written twice in a row")
    b = copy.deepcopy(base)
    e = b["deals"][0]["events"]
    e.insert(3, {"type": "bid", "seat": 1, "bid": "solo"})
    write(
        "14-terziglio-real-second-bid.json",
        b,
        "deal 0 event 3: seat 1, who passed at event 0, bids 'solo' after the round of bids ended (gioco by seat 2 stands)",
    )


# ---------------------------------------------------------------- Ulti
UL_NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def gen_ulti(rng):
    decl_hand = ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "8S", "7C", "8C", "AH", "AS"]
    others = [r + s for s in "HDSC" for r in UL_NT if r + s not in decl_hand]
    rng.shuffle(others)
    h0, h2 = others[:10], others[10:]
    hands = [h0, decl_hand[:], h2]
    ph = [h0[:], decl_hand[:10], h2[:]]

    def beats(a, b, led):
        if a[-1] != led:
            return False
        if b[-1] != led:
            return True
        return UL_NT.index(a[:-1]) < UL_NT.index(b[:-1])

    def legal(hand, trick, t, s):
        if not trick:
            return hand
        led = trick[0][1][-1]
        same = [c for c in hand if c[-1] == led]
        if not same:
            return hand
        best = trick[0][1]
        for _, c in trick[1:]:
            if beats(c, best, led):
                best = c
        over = [c for c in same if beats(c, best, led)]
        return over or same

    def winner(trick, t):
        led = trick[0][1][-1]
        best = trick[0]
        for sc in trick[1:]:
            if beats(sc[1], best[1], led):
                best = sc
        return best[0]

    tricks = play_deal(ph, 1, 3, legal, winner, lambda o, *a: rng.choice(o), 10)
    assert all(winner(trk, t) != 1 for t, trk in enumerate(tricks)), "betli must be made"
    ev = [
        {"type": "discard", "seat": 1, "cards": ["AH", "AS"]},
        {"type": "bid", "seat": 1, "bid": {"goals": ["betli"], "red": False}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    for trk in tricks:
        ev += [{"type": "play", "seat": s, "card": c} for s, c in trk]
    start = [3, -5, 2]
    base = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": ["Anna", "Béla", "Csilla"],
        "start": {"totals": start},
        "meta": {"round": "real-faults-near-slips-9"},
        "deals": [{"dealer": 0, "hands": hands, "events": ev}],
    }
    n = len(ev)
    # 11: the second defender's payment written from the declarer to her; totals by the rules
    a = copy.deepcopy(base)
    e = a["deals"][0]["events"]
    e += [
        {"type": "payment", "from": 0, "to": 1, "amount": 5, "reason": "betli"},
        {"type": "payment", "from": 1, "to": 2, "amount": 5, "reason": "betli"},
        {"type": "total", "party": 0, "points": start[0] - 5},
        {"type": "total", "party": 1, "points": start[1] + 10},
        {"type": "total", "party": 2, "points": start[2] - 5},
    ]
    write(
        "11-ulti-payment-wrong-direction.json",
        a,
        f"deal 0 event {n + 1}: betli made; 2->1 5 written as 1->2 5; totals (events {n + 2}-{n + 4}) by the rules",
    )
    # 12: a real wrong payment (the second defender pays 10, the rebetli value) and the totals
    # carry it
    b = copy.deepcopy(base)
    e = b["deals"][0]["events"]
    e += [
        {"type": "payment", "from": 0, "to": 1, "amount": 5, "reason": "betli"},
        {"type": "payment", "from": 2, "to": 1, "amount": 10, "reason": "betli"},
        {"type": "total", "party": 0, "points": start[0] - 5},
        {"type": "total", "party": 1, "points": start[1] + 15},
        {"type": "total", "party": 2, "points": start[2] - 10},
    ]
    write(
        "12-ulti-real-wrong-payment.json",
        b,
        f"deal 0 event {n + 1}: betli made; seat 2 pays 10 instead of 5; totals (events {n + 2}-{n + 4}) carry the paid figures",
    )


def main() -> None:
    rng = random.Random(SEED)
    for p in OUT.glob("*.json"):
        p.unlink()
    gen_danish(rng)
    gen_galician(rng)
    gen_rage(rng)
    gen_ottocento(rng)
    gen_ulti(rng)
    gen_terziglio(rng)
    MANIFEST.sort()
    (OUT / "_manifest.txt").write_text("\n".join(MANIFEST) + "\n", encoding="utf-8")
    print("\n".join(MANIFEST))


if __name__ == "__main__":
    main()
