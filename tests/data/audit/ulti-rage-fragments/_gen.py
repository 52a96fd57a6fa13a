"""Blind generator for audit round ulti-rage-fragments (written from seeds/003 and seeds/001 only).

Ulti: sessions taken up mid-way (start.totals), 4-6 deals, first dealer not seat 0.
Rage: sessions taken up at round 4 or 7 (start.round + start.totals), 3-8 players.
Faults are planted late; FAULTS (printed) gives deal/event index of each.
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
FAULTS = {}

# ---------------------------------------------------------------- Ulti
SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def ulti_deck():
    return [r + s for s in SUITS for r in TRUMP_ORDER]


def strength(c, led, trump):
    """Higher is stronger; -1 cannot win."""
    order = TRUMP_ORDER if trump else PLAIN_ORDER
    v = 8 - order.index(rank(c))
    if trump and suit(c) == trump:
        return 100 + v
    if suit(c) == led:
        return v
    return -1


def ulti_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    best = max(strength(c, led, trump) for _, c in trick)
    same = [c for c in hand if suit(c) == led]
    if same:
        pool = same
    else:
        tr = [c for c in hand if trump and suit(c) == trump]
        pool = tr if tr else list(hand)
    beat = [c for c in pool if strength(c, led, trump) > best]
    return beat if beat else pool


def card_pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def play_ulti(hands, leader, trump, rng, revoke_at=None):
    """hands: list of 10-card lists. Returns plays, tricks won per seat, points per seat, last trick info.
    revoke_at = (trick_no, seat): that seat plays an off-suit card while holding the led suit."""
    hands = [list(h) for h in hands]
    plays = []
    won = [0, 0, 0]
    pts = [0, 0, 0]
    last = None
    revoke_event = None
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            legal = ulti_legal(hands[s], trick, trump)
            if revoke_at == (t, s) and trick:
                led = suit(trick[0][1])
                off = [c for c in hands[s] if suit(c) != led]
                if any(suit(c) == led for c in hands[s]) and off:
                    legal = off
                    revoke_event = len(plays)
                else:
                    return None
            c = rng.choice(legal)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        led = suit(trick[0][1])
        w = max(trick, key=lambda sc: strength(sc[1], led, trump))[0]
        won[w] += 1
        pts[w] += sum(card_pts(c) for _, c in trick) if trump else 0
        if t == 9 and trump:
            pts[w] += 10
        last = trick
        leader = w
    return plays, won, pts, last, revoke_event


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def ulti_deal(rng, dealer, kind, revoke_at=None, contra=False):
    """kind: 'party', 'red-party', 'betli'. The first bidder (dealer+1) discards, bids, all pass.
    Returns (deal dict, net per seat) or None if the deal wanders into something we avoid
    (silent bonuses, ties)."""
    deck = ulti_deck()
    rng.shuffle(deck)
    fb = (dealer + 1) % 3
    hands = [None, None, None]
    hands[fb] = deck[:12]
    hands[(fb + 1) % 3] = deck[12:22]
    hands[(fb + 2) % 3] = deck[22:32]
    decl = fb
    trump = None
    if kind == "red-party":
        trump = "H"
    elif kind == "party":
        # declarer names his longest non-heart suit
        cnt = {s: sum(1 for c in hands[decl] if suit(c) == s) for s in "DSC"}
        trump = max(cnt, key=lambda s: cnt[s])
    dh = list(hands[decl])
    # discard two: lowest non-point non-trump cards
    if trump:
        cand = sorted(dh, key=lambda c: (suit(c) == trump, card_pts(c), -TRUMP_ORDER.index(rank(c))))
    else:
        cand = sorted(dh, key=lambda c: PLAIN_ORDER.index(rank(c)))
    disc = cand[:2]
    for c in disc:
        dh.remove(c)
    ten = [list(h) for h in hands]
    ten[decl] = dh
    res = play_ulti(ten, decl, trump, rng, revoke_at)
    if res is None:
        return None
    plays, won, pts, last, rev_idx = res
    events = [{"type": "discard", "seat": decl, "cards": disc}]
    goal = "betli" if kind == "betli" else "party"
    events.append({"type": "bid", "seat": decl, "bid": {"goals": [goal], "red": kind == "red-party"}})
    for k in (1, 2, 0):
        events.append({"type": "bid", "seat": (decl + k) % 3, "bid": "pass"})
    if kind == "party":
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    mar = [marriages(ten[s], trump) if trump else [] for s in range(3)]
    mult = 2 if kind == "red-party" else 1
    level = 2 if contra else 1
    # outcome
    if kind == "betli":
        ok = won[decl] == 0
        value = 5
    else:
        if won[decl] in (0, 10):
            return None
        dpts = pts[decl] + sum(mar[decl])
        fpts = sum(pts[s] + sum(mar[s]) for s in range(3) if s != decl) + sum(card_pts(c) for c in disc)
        if dpts == fpts or dpts >= 100 or fpts >= 100:
            return None
        # silent ulti: trump seven in the last trick
        if any(c == "7" + trump for _, c in last):
            return None
        ok = dpts > fpts
        value = 1 * mult * level
    # emit plays with declares/doubles before first plays
    first_seen = set()
    play_event_index = {}
    for i, (s, c) in enumerate(plays):
        if s not in first_seen:
            first_seen.add(s)
            if mar[s]:
                events.append(
                    {
                        "type": "declare",
                        "seat": s,
                        "items": [{"kind": "marriage", "points": p} for p in mar[s]],
                    }
                )
            if contra and s != decl and s == (decl + 1) % 3:
                events.append({"type": "double", "seat": s, "target": "party", "level": 2})
        play_event_index[i] = len(events)
        events.append({"type": "play", "seat": s, "card": c})
    net = [0, 0, 0]
    for s in range(3):
        if s == decl:
            continue
        if ok:
            net[s] -= value
            net[decl] += value
        else:
            net[s] += value
            net[decl] -= value
    deal = {"dealer": dealer, "hands": [list(h) for h in hands], "events": events}
    info = {
        "decl": decl,
        "ok": ok,
        "value": value,
        "goal": goal,
        "won": won,
        "rev_event": play_event_index.get(rev_idx) if rev_idx is not None else None,
    }
    return deal, net, info


def ulti_session(
    name, seed, first_dealer, kinds, start_totals, form, faults=(), revoke=None, contra_deal=None
):
    """form: 'payments' or 'sheet'. faults: list of (deal, what) with what in
    'payment+1', 'score+2', 'total+3'. revoke: (deal, trick, seat)."""
    rng = random.Random(seed)
    deals = []
    totals = list(start_totals)
    notes = []
    planted = []
    for d, kind in enumerate(kinds):
        dealer = (first_dealer + d) % 3
        while True:
            ra = (revoke[1], (dealer + 1 + revoke[2]) % 3) if revoke and revoke[0] == d else None
            r = ulti_deal(rng, dealer, kind, ra, contra=(contra_deal == d))
            if r is not None and (ra is None or r[2]["rev_event"] is not None):
                break
        deal, net, info = r
        ev = deal["events"]
        if info["rev_event"] is not None:
            planted.append((d, info["rev_event"], "revoke"))
        decl = info["decl"]
        if form == "payments":
            for s in range(3):
                if s == decl:
                    continue
                amt = info["value"]
                e = {
                    "type": "payment",
                    "from": s if info["ok"] else decl,
                    "to": decl if info["ok"] else s,
                    "amount": amt,
                    "reason": info["goal"],
                }
                if (d, "payment") in [(fd, fw.split("+")[0]) for fd, fw in faults] and s == (decl + 2) % 3:
                    delta = int([fw for fd, fw in faults if fd == d][0].split("+")[1])
                    e["amount"] = amt + delta
                    planted.append((d, len(ev), "wrong_payment"))
                ev.append(e)
        else:
            wrong_score = dict((fd, int(fw.split("+")[1])) for fd, fw in faults if fw.startswith("score"))
            wrong_total = dict((fd, int(fw.split("+")[1])) for fd, fw in faults if fw.startswith("total"))
            sc = list(net)
            if d in wrong_score:
                sc[decl] += wrong_score[d]
            for s in range(3):
                if d in wrong_score and s == decl:
                    planted.append((d, len(ev), "wrong_score"))
                ev.append({"type": "score", "party": s, "points": sc[s]})
            for s in range(3):
                totals[s] += sc[s]  # the sheet runs on from what it writes
            for s in range(3):
                val = totals[s]
                if d in wrong_total and s == (decl + 1) % 3:
                    val += wrong_total[d]
                    planted.append((d, len(ev), "wrong_total"))
                ev.append({"type": "total", "party": s, "points": val})
        if form == "payments":
            for s in range(3):
                totals[s] += net[s]
        notes.append(
            f"deal {d}: dealer {dealer}, declarer {decl} {info['goal']}{' red' if kind == 'red-party' else ''}"
            f"{' contra' if contra_deal == d else ''} {'won' if info['ok'] else 'lost'} tricks {info['won']} net {net}"
        )
        deals.append(deal)
    tr = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "start": {"totals": list(start_totals)},
        "meta": {"note": "taken up mid-session"},
        "deals": deals,
    }
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
    FAULTS[name] = (planted, notes, totals)


# ---------------------------------------------------------------- Rage
COLS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def rage_deck():
    return [c + str(v) for c in COLS for v in range(16)] + list(ACTIONS)


def is_col(c):
    return c[0] in COLS and c[1:].isdigit()


class TrumpState:
    def __init__(self, talon):
        self.talon = talon
        self.pos = 0
        self.trump = None
        self.turn()

    def turn(self):
        while True:
            c = self.talon[self.pos]
            self.pos += 1
            if is_col(c):
                self.trump = c[0]
                return


def rage_legal(hand, lead_col):
    if lead_col is None:
        return list(hand)
    same = [c for c in hand if is_col(c) and c[0] == lead_col]
    return same if same else list(hand)


def play_rage(hands, talon, leader, rng, revoke_at=None):
    n = len(hands)
    hands = [list(h) for h in hands]
    ts = TrumpState(talon)
    plays = []
    won = [0] * n
    act = [0] * n
    rev_idx = None
    ncards = len(hands[0])
    for t in range(ncards):
        lead_col = None
        entries = []  # (seat, card, colour-or-None, order)
        notrump = False
        specials = 0
        for k in range(n):
            s = (leader + k) % n
            legal = rage_legal(hands[s], lead_col)
            if revoke_at == (t, s):
                off = [c for c in hands[s] if c not in legal]
                if lead_col is None or not off:
                    return None
                legal = off
                rev_idx = len(plays)
            c = rng.choice(legal)
            hands[s].remove(c)
            named = None
            if c == "WILD":
                named = rng.choice(COLS) if lead_col is not None else rng.choice(COLS)
                # a joker played to follow stands for the led colour only if chosen; keep it simple
                col = named
            elif is_col(c):
                col = c[0]
            else:
                col = None
            if c in ("NOTRUMP", "CHANGE"):
                specials += 1
                if specials > 1:
                    return None
            if c == "NOTRUMP":
                notrump = True
            if c == "CHANGE":
                ts.turn()
            if lead_col is None and col is not None:
                lead_col = col
            entries.append((s, c, col))
            plays.append((s, c, named))
        # winner
        trump = None if notrump else ts.trump
        best = None
        bestkey = None
        for order, (s, c, col) in enumerate(entries):
            if col is None:
                key = (0, 0, 0)
            elif c == "WILD":
                key = (
                    (2 if col == trump else (1 if col == lead_col else 0), 16, order)
                    if col in (trump, lead_col)
                    else (0, 0, 0)
                )
            else:
                v = int(c[1:])
                key = (
                    (2 if col == trump else (1 if col == lead_col else 0), v, 0)
                    if col in (trump, lead_col)
                    else (0, 0, 0)
                )
            if bestkey is None or key > bestkey:
                best, bestkey = s, key
        if bestkey == (0, 0, 0):
            best = entries[0][0]
        won[best] += 1
        for s, c, col in entries:
            if c == "PLUS5":
                act[best] += 5
            if c == "MINUS5":
                act[best] -= 5
        if notrump:
            ts.turn()
        leader = best
    return plays, won, act, rev_idx


def rage_session(
    name, seed, nplayers, start_round, first_dealer, ndeals, start_totals, faults=(), revoke=None
):
    """faults: list of (deal, what): 'score+N', 'total+N', 'bid_over'. revoke: (deal, trick, offset-from-leader)."""
    rng = random.Random(seed)
    deals = []
    totals = list(start_totals)
    planted = []
    notes = []
    for d in range(ndeals):
        rnd = start_round + d
        ncards = 11 - rnd
        dealer = (first_dealer + d) % nplayers
        first = (dealer + 1) % nplayers
        while True:
            deck = rage_deck()
            rng.shuffle(deck)
            hands = [deck[i * ncards : (i + 1) * ncards] for i in range(nplayers)]
            talon = deck[nplayers * ncards :]
            ra = (revoke[1], (first + revoke[2]) % nplayers) if revoke and revoke[0] == d else None
            r = play_rage(hands, talon, first, random.Random(rng.random()), ra)
            if r is None or (ra and r[3] is None):
                continue
            # avoid a wild that stands for a colour neither led nor trump while leading (fine) -- keep all
            break
        plays, won, act, rev_idx = r
        # bids: a plausible guess, sometimes right
        bids = []
        for s in range(nplayers):
            b = won[s] if rng.random() < 0.45 else max(0, min(ncards, won[s] + rng.choice([-1, 1])))
            bids.append(b)
        events = []
        for k in range(nplayers):
            s = (first + k) % nplayers
            b = bids[s]
            if (d, "bid_over") in faults and k == 1:
                b = ncards + 1
                bids[s] = b
                planted.append((d, len(events), "illegal_bid"))
            events.append({"type": "bid", "seat": s, "bid": b})
        for i, (s, c, named) in enumerate(plays):
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            if rev_idx == i:
                planted.append((d, len(events), "revoke"))
            events.append(e)
        score = [won[s] + act[s] + (10 if bids[s] == won[s] else -5) for s in range(nplayers)]
        ws = dict((fd, int(fw.split("+")[1])) for fd, fw in faults if fw.startswith("score"))
        wt = dict((fd, int(fw.split("+")[1])) for fd, fw in faults if fw.startswith("total"))
        written = list(score)
        for s in range(nplayers):
            if d in ws and s == first:
                written[s] += ws[d]
                planted.append((d, len(events), "wrong_score"))
            events.append({"type": "score", "party": s, "points": written[s]})
        for s in range(nplayers):
            totals[s] += written[s]
        for s in range(nplayers):
            v = totals[s]
            if d in wt and s == (first + 1) % nplayers:
                v += wt[d]
                planted.append((d, len(events), "wrong_total"))
            events.append({"type": "total", "party": s, "points": v})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        notes.append(
            f"round {rnd} ({ncards} cards) dealer {dealer} bids {bids} tricks {won} action {act} score {score}"
        )
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Hana", "Ivan"][:nplayers],
        "start": {"round": start_round, "totals": list(start_totals)},
        "meta": {"note": f"taken up at round {start_round}"},
        "deals": deals,
    }
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
    FAULTS[name] = (planted, notes, totals)


if __name__ == "__main__":
    # Ulti
    ulti_session(
        "u01-pay-clean",
        301,
        1,
        ["party", "red-party", "betli", "party"],
        [14, -9, -5],
        "payments",
        contra_deal=1,
    )
    ulti_session(
        "u02-pay-wrongpay",
        302,
        2,
        ["party", "party", "red-party", "betli", "party"],
        [-6, 10, -4],
        "payments",
        faults=[(4, "payment+1")],
    )
    ulti_session(
        "u03-sheet-clean", 303, 2, ["red-party", "party", "party", "betli", "party"], [3, 8, -11], "sheet"
    )
    ulti_session(
        "u04-sheet-wrongtotal",
        304,
        1,
        ["party", "betli", "party", "red-party", "party", "party"],
        [20, -12, -8],
        "sheet",
        faults=[(5, "total+2")],
    )
    ulti_session(
        "u05-sheet-revoke",
        305,
        2,
        ["party", "party", "red-party", "party"],
        [-2, -3, 5],
        "sheet",
        revoke=(2, 5, 2),
    )
    ulti_session(
        "u06-sheet-wrongscore",
        306,
        1,
        ["party", "red-party", "party", "party", "betli"],
        [0, 7, -7],
        "sheet",
        faults=[(3, "score+2")],
    )
    # Rage
    rage_session("r01-r7-3p-clean", 101, 3, 7, 2, 4, [31, 18, 44])
    rage_session("r02-r4-5p-wrongscore", 102, 5, 4, 3, 5, [22, 9, 40, 15, -3], faults=[(4, "score+3")])
    rage_session(
        "r03-r7-8p-bidover", 103, 8, 7, 5, 4, [12, 30, 7, 25, 19, -4, 16, 21], faults=[(2, "bid_over")]
    )
    rage_session("r04-r4-6p-wrongtotal", 104, 6, 4, 1, 4, [18, 27, 5, 33, 12, 20], faults=[(3, "total+5")])
    rage_session(
        "r05-r7-4p-revoke-total",
        105,
        4,
        7,
        3,
        4,
        [26, 41, 13, 30],
        faults=[(3, "total-5".replace("-", "+-"))],
        revoke=(2, 0, 2),
    )
    rage_session("r06-r4-7p-clean", 106, 7, 4, 4, 6, [15, 24, 31, 8, 19, 27, 11])
    for k, (p, n, t) in FAULTS.items():
        print(k, "faults", p)
        for line in n:
            print("   ", line)
        print("    final totals", t)
