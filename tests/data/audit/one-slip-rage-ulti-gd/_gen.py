"""Blind generator: one recording slip per transcript (Rage, Ulti, Galician Tarok).

Written from the rule sources alone (no import from validator). Each game is simulated
legally and settled by the source's rules; then exactly one scorekeeper's slip is planted.
Run: python _gen.py [seed]   (writes NN-*.json next to this file and prints the plan)
"""

import copy
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
PLAN = []  # (file, deal, event, code, note)

# --------------------------------------------------------------------------- Rage
R_COLOURS = "RBGYPO"
R_DECK = [f"{c}{v}" for c in R_COLOURS for v in range(16)]
R_DECK += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
R_ACTION = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}


def r_col(c):
    return None if c in R_ACTION else c[0]


def r_val(c):
    return int(c[1:])


def r_led(trick):
    """Colour to follow: the first colour card of the trick (no jokers are dealt here)."""
    for _, c in trick:
        if r_col(c):
            return r_col(c)
    return None


def r_winner(trick, trump):
    """'Nejvyšší karta ve stejné barvě jako první ... pokud ve štychu není žádný trumf';
    all action cards: the first card wins."""
    led = r_led(trick)
    if led is None:
        return trick[0][0]
    trumps = [(r_val(c), s) for s, c in trick if r_col(c) == trump]
    if trumps:
        return max(trumps)[1]
    return max((r_val(c), s) for s, c in trick if r_col(c) == led)[1]


def r_legal(hand, trick):
    led = r_led(trick)
    if led is None:
        return list(hand)
    same = [c for c in hand if r_col(c) == led]
    return same if same else list(hand)


def rage_session(rng, n=4, start_round=6, first_dealer=0):
    """Rounds start_round..10 (11 - round cards each). Only colour cards and +5/-5 are
    dealt, so no trump change happens; the stock holds every other card, a colour on top."""
    totals = [0] * n
    deals = []
    dealer = first_dealer
    for rnd in range(start_round, 11):
        k = 11 - rnd
        while True:
            deck = R_DECK[:]
            rng.shuffle(deck)
            dealable = [c for c in deck if c not in ("WILD", "NOTRUMP", "CHANGE")]
            hands = [dealable[i * k : (i + 1) * k] for i in range(n)]
            rest = deck[:]
            for h in hands:
                for c in h:
                    rest.remove(c)
            top = next(c for c in rest if r_col(c))
            rest.remove(top)
            talon = [top] + rest
            break
        trump = top[0]
        first = (dealer + 1) % n
        events = []
        bids = {}
        for i in range(n):
            s = (first + i) % n
            bids[s] = rng.randint(0, min(k, 2))
            events.append({"type": "bid", "seat": s, "bid": bids[s]})
        held = [h[:] for h in hands]
        leader = first
        tricks = [0] * n
        action = [0] * n
        for _ in range(k):
            trick = []
            for i in range(n):
                s = (leader + i) % n
                c = rng.choice(r_legal(held[s], trick))
                held[s].remove(c)
                trick.append((s, c))
                events.append({"type": "play", "seat": s, "card": c})
            w = r_winner(trick, trump)
            tricks[w] += 1
            for _, c in trick:
                action[w] += 5 if c == "PLUS5" else -5 if c == "MINUS5" else 0
            leader = w
        scores = []
        for s in range(n):
            sc = tricks[s] + (10 if tricks[s] == bids[s] else -5) + action[s]
            scores.append(sc)
            totals[s] += sc
        for s in range(n):
            events.append({"type": "score", "party": s, "points": scores[s]})
        for s in range(n):
            events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events, "_trump": trump})
        dealer = (dealer + 1) % n
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor"][:n],
        "start": {"round": start_round, "totals": [0] * n},
        "deals": deals,
    }


# --------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]
U_DECK = [r + s for s in U_SUITS for r in U_RANKS]
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return c[:-1]


def u_str(c):
    return 8 - U_TRUMP_ORDER.index(u_rank(c))


def u_beats(c, best, led, trump):
    """Does c beat the card best (currently winning) in a trick led with suit led?"""
    if u_suit(c) == u_suit(best):
        return u_str(c) > u_str(best)
    return u_suit(c) == trump


def u_current(trick, trump):
    best = trick[0]
    for p in trick[1:]:
        if u_beats(p[1], best[1], u_suit(trick[0][1]), trump):
            best = p
    return best


def u_legal(hand, trick, trump):
    """Follow suit; else trump; and within that, beat the cards already played if able."""
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    best = u_current(trick, trump)[1]
    pool = [c for c in hand if u_suit(c) == led]
    if not pool:
        pool = [c for c in hand if u_suit(c) == trump]
    if not pool:
        return list(hand)
    over = [c for c in pool if u_beats(c, best, led, trump)]
    return over or pool


def u_points(c):
    return 10 if u_rank(c) in ("A", "10") else 0


def ulti_deal(rng, dealer, trump_choice=None):
    """A deal of plain (not red) party with a named trump suit, no contra. Returns
    (deal dict, info) or None when the deal would involve a silent bonus (those are
    filtered out so that the party is the only thing settled)."""
    deck = U_DECK[:]
    rng.shuffle(deck)
    first = (dealer + 1) % 3
    hands = [None] * 3
    hands[first] = deck[:12]
    hands[(first + 1) % 3] = deck[12:22]
    hands[(first + 2) % 3] = deck[22:32]
    decl = first
    trump = trump_choice or rng.choice("DSC")
    h = hands[decl][:]
    # lay away two non-trump, non-ace, non-ten cards if possible (declarer's choice)
    cand = [c for c in h if u_suit(c) != trump and u_points(c) == 0]
    if len(cand) < 2:
        return None
    disc = rng.sample(cand, 2)
    for c in disc:
        h.remove(c)
    held = [x[:] for x in hands]
    held[decl] = h
    events = [
        {"type": "discard", "seat": decl, "cards": disc},
        {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]},
    ]
    marr = [0, 0, 0]
    items = [[], [], []]
    for s in range(3):
        for su in U_SUITS:
            if "K" + su in held[s] and "Q" + su in held[s]:
                pts = 40 if su == trump else 20
                marr[s] += pts
                items[s].append({"kind": "marriage", "points": pts})
    leader = decl
    pts = [0, 0, 0]
    won = [0, 0, 0]
    last_trick = None
    for t in range(10):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            c = rng.choice(u_legal(held[s], trick, trump))
            if t == 0:
                events.append({"type": "declare", "seat": s, "items": items[s]})
            held[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = u_current(trick, trump)[0]
        won[w] += 1
        pts[w] += sum(u_points(c) for _, c in trick)
        if t == 9:
            pts[w] += 10
            last_trick = trick
        leader = w
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    dpts = pts[decl] + marr[decl]
    opts = sum(pts[s] + marr[s] for s in defs) + sum(u_points(c) for c in disc)
    # filters: no silent ulti (trump 7 in the last trick), no silent 100, no durchmarsch
    if any(c == "7" + trump for _, c in last_trick):
        return None
    if dpts >= 100 or opts >= 100:
        return None
    if won[decl] in (0, 10):
        return None
    assert dpts + opts == 90 + sum(marr)
    win = dpts > opts
    for d in defs:
        if win:
            events.append({"type": "payment", "from": d, "to": decl, "amount": 1, "reason": "party"})
        else:
            events.append({"type": "payment", "from": decl, "to": d, "amount": 1, "reason": "party"})
    deal = {"dealer": dealer, "hands": hands, "events": events}
    return deal, {"decl": decl, "dpts": dpts, "opts": opts, "win": win, "trump": trump}


def ulti_session(rng, ndeals=2, first_dealer=0):
    deals = []
    infos = []
    dealer = first_dealer
    for _ in range(ndeals):
        while True:
            r = ulti_deal(rng, dealer)
            if r:
                break
        deals.append(r[0])
        infos.append(r[1])
        dealer = (dealer + 1) % 3
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "deals": deals,
    }
    return t, infos


# --------------------------------------------------------------------------- Galician
G_SUITS = "HDSC"
G_SUITCARDS = {s: ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s] for s in G_SUITS}
G_DECK = [c for s in G_SUITS for c in G_SUITCARDS[s]] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def g_istarock(c):
    return c == "SKIZ" or (c[0] == "T" and c[1:].isdigit())


def g_suit(c):
    return "T" if g_istarock(c) else c[-1]


def g_str(c):
    if c == "SKIZ":
        return 22
    if g_istarock(c):
        return int(c[1:])
    return 5 - G_SUITCARDS[c[-1]].index(c)


def g_value(c):
    """§3, §7: pagat, mond, skiz 5; other tarocks 1; K5 Q4 N3 J2 pip 1."""
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_istarock(c):
        return 1
    return g_str(c)


def g_legal(hand, trick):
    """§5: follow the suit led; void: a tarock; no tarock: anything. To a tarock: a tarock."""
    if not trick:
        return list(hand)
    led = g_suit(trick[0][1])
    same = [c for c in hand if g_suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if g_istarock(c)]
    return tar or list(hand)


def g_winner(trick):
    tar = [(g_str(c), s) for s, c in trick if g_istarock(c)]
    if tar:
        return max(tar)[1]
    led = g_suit(trick[0][1])
    return max((g_str(c), s) for s, c in trick if g_suit(c) == led)[1]


def galician_deal(rng, dealer):
    """Forehand (dealer+1) bids solo, the others pass; solo: no talon bought, the whole
    talon counts for the helpers (§10). Only deals the soloist wins, without volat, trull
    or four kings or a pagat in the last trick (no silent premium), are kept."""
    deck = G_DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6:18], deck[18:30], deck[30:42]]
    fh = (dealer + 1) % 3
    events = [
        {"type": "bid", "seat": fh, "bid": "solo"},
        {"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (fh + 2) % 3, "bid": "pass"},
        {"type": "announce", "seat": fh, "items": []},
        {"type": "announce", "seat": (fh + 1) % 3, "items": []},
        {"type": "announce", "seat": (fh + 2) % 3, "items": []},
    ]
    held = [h[:] for h in hands]
    leader = fh  # §11 'Ręka wydaje pierwszą kartę'
    taken = [[], [], []]
    won = [0, 0, 0]
    last = None
    for _t in range(12):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            c = rng.choice(g_legal(held[s], trick))
            held[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = g_winner(trick)
        won[w] += 1
        taken[w] += [c for _, c in trick]
        leader = w
        last = trick
    player_pts = sum(g_value(c) for c in taken[fh]) - 2 * won[fh]  # §14
    helpers = [(fh + 1) % 3, (fh + 2) % 3]
    helper_cards = taken[helpers[0]] + taken[helpers[1]] + talon
    helper_pts = sum(g_value(c) for c in helper_cards) - 2 * (won[helpers[0]] + won[helpers[1]] + 2)
    assert player_pts + helper_pts == 66
    if player_pts <= 33 or won[fh] == 12:
        return None
    for side in (taken[fh], helper_cards):
        if {"SKIZ", "T21", "T1"} <= set(side):
            return None
        if {"KH", "KD", "KS", "KC"} <= set(side):
            return None
    if any(c == "T1" for _, c in last):
        return None
    value = (player_pts - 33) * 6 + 60  # §18: solo, multiplier 6 and 60
    for h in helpers:
        events.append({"type": "payment", "from": h, "to": fh, "amount": value, "reason": "game"})
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, {
        "player": fh,
        "points": player_pts,
        "value": value,
    }


def galician_session(rng, ndeals=2, first_dealer=0):
    deals, infos = [], []
    dealer = first_dealer
    for _ in range(ndeals):
        while True:
            r = galician_deal(rng, dealer)
            if r:
                break
        deals.append(r[0])
        infos.append(r[1])
        dealer = (dealer + 1) % 3
    t = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": ["Adam", "Bożena", "Czesław"],
        "deals": deals,
    }
    return t, infos


# --------------------------------------------------------------------------- helpers
def play_positions(deal, n):
    """[(trick index, [event indexes of its n cards])]"""
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]
    return [idx[i : i + n] for i in range(0, len(idx), n)]


def write(name, t, deal, event, code, note):
    for d in t["deals"]:
        d.pop("_trump", None)
    t.setdefault("meta", {})["planted"] = {"deal": deal, "event": event, "code": code, "slip": note}
    (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    PLAN.append((name, deal, event, code, note))


# --------------------------------------------------------------------------- Rage files
def rage_files(rng):
    # 01: two followers' cards swapped (3rd and 4th card of a trick)
    t = rage_session(rng)
    d = 0
    ev = t["deals"][d]["events"]
    tr = next(x for x in play_positions(t["deals"][d], 4)[1:] if r_col(ev[x[0]]["card"]))
    a, b = tr[2], tr[3]
    ev[a], ev[b] = ev[b], ev[a]
    write(
        "01-rage-followers-swapped.json",
        t,
        d,
        a,
        "out_of_turn",
        "3rd and 4th card of a trick (led with a colour) swapped in the record",
    )

    # 02: lead and second card swapped, chosen so that the written order would also show a
    # revoke by the due leader (the second card written) and a different winner is not involved
    while True:
        t = rage_session(rng)
        found = None
        for d, deal in enumerate(t["deals"]):
            trump = deal["_trump"]
            held = [h[:] for h in deal["hands"]]
            for tr in play_positions(deal, 4):
                cards = [(deal["events"][i]["seat"], deal["events"][i]["card"]) for i in tr]
                lead_s, lead_c = cards[0]
                sec_s, sec_c = cards[1]
                if (
                    r_col(lead_c)
                    and r_col(sec_c)
                    and r_col(sec_c) != r_col(lead_c)
                    and any(r_col(c) == r_col(sec_c) for c in held[lead_s] if c != lead_c)
                    and r_winner([cards[1], cards[0]] + cards[2:], trump) == r_winner(cards, trump)
                ):
                    found = (d, tr)
                    break
                for s, c in cards:
                    held[s].remove(c)
            if found:
                break
        if found:
            break
    d, tr = found
    ev = t["deals"][d]["events"]
    ev[tr[0]], ev[tr[1]] = ev[tr[1]], ev[tr[0]]
    write(
        "02-rage-lead-swapped.json",
        t,
        d,
        tr[0],
        "out_of_turn",
        "lead and second card swapped; in the written order the due leader would revoke",
    )

    # 03: a follower's card written for the next seat (seat field wrong)
    t = rage_session(rng)
    d = 1
    tr = play_positions(t["deals"][d], 4)[0]
    ev = t["deals"][d]["events"]
    i = tr[1]
    ev[i]["seat"] = (ev[i]["seat"] + 1) % 4
    write(
        "03-rage-card-wrong-seat.json",
        t,
        d,
        i,
        "card_not_in_hand",
        "2nd card of trick 1 written for the seat after its player",
    )

    # 04: a bid line written twice (copied right after itself)
    t = rage_session(rng)
    d = 2
    ev = t["deals"][d]["events"]
    ev.insert(2, copy.deepcopy(ev[1]))
    write("04-rage-bid-twice.json", t, d, 2, "repeated_bid", "2nd bid of round 8 copied below itself")

    # 05: one score line written twice (same seat, same figure, right after itself)
    t = rage_session(rng)
    d = 3
    ev = t["deals"][d]["events"]
    si = [i for i, e in enumerate(ev) if e["type"] == "score"]
    ev.insert(si[1] + 1, copy.deepcopy(ev[si[1]]))
    write(
        "05-rage-score-line-twice.json",
        t,
        d,
        si[1] + 1,
        "wrong_score",
        "seat 1's score line of round 9 written twice; totals right",
    )


# --------------------------------------------------------------------------- Ulti files
def ulti_files(rng):
    # 06: lead and second card swapped in trick 3 of deal 0
    t, _ = ulti_session(rng)
    ev = t["deals"][0]["events"]
    tr = play_positions(t["deals"][0], 3)[2]
    ev[tr[0]], ev[tr[1]] = ev[tr[1]], ev[tr[0]]
    write("06-ulti-lead-swapped.json", t, 0, tr[0], "out_of_turn", "lead and 2nd card of trick 3 swapped")

    # 07: second and third card swapped in trick 5 of deal 1
    t, _ = ulti_session(rng)
    ev = t["deals"][1]["events"]
    tr = play_positions(t["deals"][1], 3)[4]
    ev[tr[1]], ev[tr[2]] = ev[tr[2]], ev[tr[1]]
    write("07-ulti-followers-swapped.json", t, 1, tr[1], "out_of_turn", "2nd and 3rd card of trick 5 swapped")

    # 08: a pass written twice in the auction (copied below itself)
    t, _ = ulti_session(rng)
    ev = t["deals"][0]["events"]
    ev.insert(3, copy.deepcopy(ev[2]))
    write("08-ulti-pass-twice.json", t, 0, 3, "bid_out_of_turn", "first defender's pass copied below itself")

    # 09: one payment written twice
    t, _ = ulti_session(rng)
    ev = t["deals"][1]["events"]
    pi = [i for i, e in enumerate(ev) if e["type"] == "payment"]
    ev.insert(pi[0] + 1, copy.deepcopy(ev[pi[0]]))
    write(
        "09-ulti-payment-twice.json", t, 1, pi[0] + 1, "wrong_payment", "first party payment of deal 1 copied"
    )

    # 10: dealer of deal 1 written as deal 0's (hands and first acts follow the dealer due)
    t, _ = ulti_session(rng)
    t["deals"][1]["dealer"] = t["deals"][0]["dealer"]
    write("10-ulti-dealer-wrong.json", t, 1, None, "wrong_dealer", "deal 1's dealer copied from deal 0")


# --------------------------------------------------------------------------- Galician files
def galician_files(rng):
    # 11: second and third card swapped in trick 4 of deal 0
    t, _ = galician_session(rng)
    ev = t["deals"][0]["events"]
    tr = play_positions(t["deals"][0], 3)[3]
    ev[tr[1]], ev[tr[2]] = ev[tr[2]], ev[tr[1]]
    write(
        "11-galician-followers-swapped.json",
        t,
        0,
        tr[1],
        "out_of_turn",
        "2nd and 3rd card of trick 4 swapped",
    )

    # 12: second card of trick 6 of deal 1 written for the next seat
    t, _ = galician_session(rng)
    ev = t["deals"][1]["events"]
    tr = play_positions(t["deals"][1], 3)[5]
    i = tr[1]
    ev[i]["seat"] = (ev[i]["seat"] + 1) % 3
    write(
        "12-galician-card-wrong-seat.json",
        t,
        1,
        i,
        "card_not_in_hand",
        "2nd card of trick 6 written for the seat after",
    )

    # 13: dealer of deal 1 written as deal 0's
    t, _ = galician_session(rng)
    t["deals"][1]["dealer"] = t["deals"][0]["dealer"]
    write("13-galician-dealer-wrong.json", t, 1, None, "wrong_dealer", "deal 1's dealer copied from deal 0")

    # 14: one payment written twice
    t, _ = galician_session(rng)
    ev = t["deals"][0]["events"]
    pi = [i for i, e in enumerate(ev) if e["type"] == "payment"]
    ev.insert(pi[1] + 1, copy.deepcopy(ev[pi[1]]))
    write(
        "14-galician-payment-twice.json",
        t,
        0,
        pi[1] + 1,
        "wrong_payment",
        "second game payment of deal 0 copied",
    )

    # 15: the second pass written for the seat that passed first (bid for the wrong seat)
    t, _ = galician_session(rng)
    ev = t["deals"][0]["events"]
    ev[2]["seat"] = ev[1]["seat"]
    write(
        "15-galician-pass-wrong-seat.json",
        t,
        0,
        2,
        "bid_out_of_turn",
        "2nd pass written for the 1st passer's seat",
    )


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 2026
    rng = random.Random(seed)
    for p in OUT.glob("[0-9][0-9]-*.json"):
        p.unlink()
    rage_files(rng)
    ulti_files(rng)
    galician_files(rng)
    for row in PLAN:
        print(*row, sep=" | ")


if __name__ == "__main__":
    main()
