"""Blind model of Tarocchini (Ottocento / Terziglio) from the Russian source text.

Written for the tarocchini-spec3 audit; imports nothing from the engine.
"""

import random

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high->low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
CONTATORI = {"T0", "MATTO"}
MORETTI = {"T1", "T2", "T3", "T4"}
ACES = {"1S", "1B", "1C", "1D"}
PIPS = {"6", "7", "8", "9", "10"}


def deck():
    cards = [f"T{i}" for i in range(21)] + ["MATTO"]
    for s in SUITS:
        cards += [r + s for r in LONG_ORDER]
    return cards


def suit_of(c):
    if c == "MATTO":
        return "M"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def value(c):
    """Card points as in the source's table."""
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def five_point(c):
    return value(c) == 5


def trump_strength(c):
    n = int(c[1:])
    if n in (1, 2, 3, 4):
        return 1  # Moretti all of equal rank
    if n == 0:
        return 0
    return n


def suit_strength(c):
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return 100 - order.index(rank_of(c))


def trick_winner(trick):
    """trick: list of (seat, card). Moretti tie: the last played is highest."""
    lead = None
    for _, c in trick:
        if c != "MATTO":
            lead = suit_of(c)
            break
    best = None
    best_key = None
    for i, (seat, c) in enumerate(trick):
        if c == "MATTO":
            continue
        s = suit_of(c)
        if s == "T":
            key = (2, trump_strength(c), i if trump_strength(c) == 1 else 0)
        elif s == lead:
            key = (1, suit_strength(c), 0)
        else:
            continue
        if best_key is None or key > best_key:
            best_key, best = key, seat
    return best


def legal_plays(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    lead = None
    for _, c in trick:
        if c != "MATTO":
            lead = suit_of(c)
    lead = next((suit_of(c) for _, c in trick if c != "MATTO"), None)
    if lead is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == lead]
    extra = ["MATTO"] if "MATTO" in hand else []
    if follow:
        return follow + extra
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + extra
    return list(hand)


# ---------------- combinations -----------------
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def seq_points(length):
    return 10 + 5 * (length - 3)


def trump_seq_len(cards):
    cs = set(cards)
    if "T20" not in cs:
        return 0
    c = len(cs & CONTATORI)
    length = 1
    prev_fill = None
    for p in [19, 18, 17] + list(range(16, 4, -1)):
        if f"T{p}" in cs:
            length += 1
            prev_fill = None
        elif c > 0 and (prev_fill is None or {prev_fill, p} == {17, 16}):
            c -= 1
            length += 1
            prev_fill = p
        else:
            break
    return length if length >= 3 else 0


def suit_seq_len(cards, s):
    cs = set(cards)
    if f"K{s}" not in cs:
        return 0
    c = len(cs & CONTATORI)
    length = 1
    real_face = 0
    for r in ["Q", "N", "J", "1"]:
        if r + s in cs:
            length += 1
            if r != "1":
                real_face += 1
        elif c > 0:
            c -= 1
            length += 1
        else:
            break
    if length < 3 or real_face < 1:
        return 0
    return length


def set_seq_len(cards, group):
    cs = set(cards)
    real = len(cs & group)
    if real < 2:
        return 0
    length = real + len(cs & CONTATORI)
    return length if length >= 3 else 0


def best_combos(cards):
    """Every combination present in a set of cards (best of each kind)."""
    items = []
    cs = set(cards)
    for name, (members, _p3, _p4) in CRICCA.items():
        n = len(cs & set(members))
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
    t = trump_seq_len(cards)
    if t:
        items.append({"kind": "sequence", "of": "trumps", "length": t})
    m = set_seq_len(cards, MORETTI)
    if m:
        items.append({"kind": "sequence", "of": "moretti", "length": m})
    a = set_seq_len(cards, ACES)
    if a:
        items.append({"kind": "sequence", "of": "aces", "length": a})
    for s in SUITS:
        n = suit_seq_len(cards, s)
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    return items


def item_points(it):
    if it["kind"] == "cricca":
        _, p3, p4 = CRICCA[it["of"]]
        return p3 if it["count"] == 3 else p4
    return seq_points(it["length"])


def combo_points(items):
    """Reading: 3+ cricche at once double the cricche; 3+ sequences double the sequences."""
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    a = sum(cr) * (2 if len(cr) >= 3 else 1)
    b = sum(sq) * (2 if len(sq) >= 3 else 1)
    return a + b


def item_held(it, cards):
    for b in best_combos(cards):
        if b["kind"] != it["kind"] or b["of"] != it["of"]:
            continue
        if it["kind"] == "sequence" and it["of"] == "suit" and b["suit"] != it["suit"]:
            continue
        if it["kind"] == "cricca" and it["count"] <= b["count"]:
            return True
        if it["kind"] == "sequence" and 3 <= it["length"] <= b["length"]:
            return True
    return False


def card_points(pile):
    return sum(value(c) for c in pile) - len(pile) // 2


# ---------------- play -----------------
def play_out(hands, leader, nplayers, rng, side_of, matto_ok=True, fault=None, fault_done=None):
    """Random legal play. Returns (events, piles per side, last-trick winner side, tricks per seat)."""
    hands = [list(h) for h in hands]
    if fault_done is None:
        fault_done = []
    events = []
    piles = {}
    tricks = [0] * nplayers
    matto_debt = []  # (owner side, winner side)
    ntr = len(hands[leader])
    last_side = None
    for t in range(ntr):
        trick = []
        seat = leader
        for _k in range(nplayers):
            opts = legal_plays(hands[seat], trick)
            if "MATTO" in opts and len(opts) > 1 and (t == ntr - 1 or not trick):
                opts = [c for c in opts if c != "MATTO"]
            bad = None
            if fault and fault[0] and t >= fault[1] and trick and not fault_done:
                lead = next((suit_of(c) for _, c in trick if c != "MATTO"), None)
                h = hands[seat]
                if fault[0] == "revoke" and lead and any(suit_of(c) == lead for c in h):
                    bad = [c for c in h if suit_of(c) not in (lead, "M")]
                if fault[0] == "notrump" and lead and lead != "T":
                    if not any(suit_of(c) == lead for c in h) and any(suit_of(c) == "T" for c in h):
                        bad = [c for c in h if suit_of(c) not in ("T", "M")]
            if bad:
                card = rng.choice(bad)
                fault_done.append(len(events))
            elif "MATTO" in opts and trick and rng.random() < 0.5:
                card = "MATTO"
            else:
                nm = [c for c in opts if c != "MATTO"] or opts
                card = rng.choice(nm)
            if card == "MATTO" and (not trick or t == ntr - 1):
                raise ValueError("Matto led or in the last trick")
            hands[seat].remove(card)
            trick.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
            seat = (seat + 1) % nplayers
        w = trick_winner(trick)
        tricks[w] += 1
        ws = side_of(w)
        for s, c in trick:
            if c == "MATTO":
                piles.setdefault(side_of(s), []).append(c)
                if side_of(s) != ws:
                    matto_debt.append((side_of(s), ws))
            else:
                piles.setdefault(ws, []).append(c)
        leader = w
        last_side = ws
    for owner, winner in matto_debt:
        pile = piles.get(owner, [])
        low = [c for c in pile if not c.startswith("T") and rank_of(c) in PIPS]
        if not low:
            raise ValueError("no pip to give for the Matto")
        pile.remove(low[0])
        piles.setdefault(winner, []).append(low[0])
    return events, piles, last_side, tricks


def ottocento_deal(rng, dealer, declare_policy="full", monte_seat=None, fault=None, force_discard=None):
    cards = deck()
    rng.shuffle(cards)
    hands = [cards[i * 15 : (i + 1) * 15] for i in range(4)]
    hands[dealer] = hands[dealer] + cards[60:62]
    dealt = [list(h) for h in hands]
    events = []
    if monte_seat is not None:
        events.append({"type": "redeal", "seat": monte_seat, "reason": "monte"})
    # dealer discards two lowest non-5-point cards that are plain pips if possible
    h = hands[dealer]
    cand = [c for c in h if not five_point(c) and not c.startswith("T") and rank_of(c) in PIPS]
    if len(cand) < 2:
        cand = [c for c in h if not five_point(c)]
    disc = rng.sample(cand, 2)
    if force_discard:
        disc = force_discard(h, disc)
    for c in disc:
        h.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    declared = {0: [], 1: []}
    for k in range(1, 5):
        seat = (dealer + k) % 4
        items = best_combos(hands[seat]) if declare_policy == "full" else []
        events.append({"type": "declare", "seat": seat, "items": items})
        declared[seat % 2].append(items)
    fd = []
    pre = len(events)
    ev, piles, last_side, tricks = play_out(
        hands, (dealer + 1) % 4, 4, rng, lambda s: s % 2, fault=fault, fault_done=fd
    )
    events += ev
    dside = dealer % 2
    piles.setdefault(dside, []).extend(disc)
    res = {}
    for side in (0, 1):
        pile = piles.get(side, [])
        decl = sum(combo_points(it) for it in declared[side])
        post = combo_points(best_combos(pile))
        cp = card_points(pile)
        lt = 6 if last_side == side else 0
        res[side] = {
            "declared": decl,
            "combos": post,
            "card_points": cp,
            "last": lt,
            "total": decl + post + cp + lt,
            "pile": len(pile),
        }
    if fault and not fd:
        raise ValueError("fault not placed")
    res["fault_event"] = pre + fd[0] if fd else None
    res["tricks"] = tricks
    if tricks[dealer] == 0:
        raise ValueError("dealer took no trick")
    return {"dealer": dealer, "hands": dealt, "events": events}, res


def round50(x):
    base = (x // 50) * 50
    if base + 50 - x < 5:
        base += 50
    return base


def terziglio_deal(
    rng,
    dealer,
    widow,
    contract,
    declarer,
    exchange=2,
    declare=True,
    fault=None,
    force_discard=None,
    want_winner=None,
):
    cards = deck()
    rng.shuffle(cards)
    per = 19 if widow == 5 else 18
    hands = [cards[i * per : (i + 1) * per] for i in range(3)]
    talon = cards[3 * per :]
    dealt = [list(h) for h in hands]
    events = []
    for k in range(1, 4):
        seat = (dealer + k) % 3
        events.append({"type": "bid", "seat": seat, "bid": contract if seat == declarer else "pass"})
    widow_pile = list(talon)
    if contract == "gioco" and exchange:
        take = rng.sample(talon, exchange)
        hands[declarer] += take
        for c in take:
            widow_pile.remove(c)
        cand = [c for c in hands[declarer] if not five_point(c) and c not in take]
        disc = rng.sample(cand, exchange)
        if force_discard:
            disc = force_discard(hands[declarer], disc)
        for c in disc:
            hands[declarer].remove(c)
        widow_pile += disc
        events.append({"type": "take", "seat": declarer, "cards": take})
        events.append({"type": "discard", "seat": declarer, "cards": disc})
    declared = {0: [], 1: []}
    side_of = lambda s: 0 if s == declarer else 1  # noqa: E731
    for k in range(1, 4):
        seat = (dealer + k) % 3
        items = best_combos(hands[seat]) if declare else []
        events.append({"type": "declare", "seat": seat, "items": items})
        declared[side_of(seat)].append(items)
    fd = []
    pre = len(events)
    ev, piles, last_side, tricks = play_out(
        hands, (dealer + 1) % 3, 3, rng, side_of, fault=fault, fault_done=fd
    )
    events += ev
    if fault and not fd:
        raise ValueError("fault not placed")
    if contract == "gioco":
        wside = 0 if tricks[declarer] > 0 else 1
    else:
        wside = last_side
    piles.setdefault(wside, []).extend(widow_pile)
    res = {}
    for side in (0, 1):
        pile = piles.get(side, [])
        decl = sum(combo_points(it) for it in declared[side])
        post = combo_points(best_combos(pile))
        cp = card_points(pile)
        lt = 6 if last_side == side else 0
        res[side] = {
            "declared": decl,
            "combos": post,
            "card_points": cp,
            "last": lt,
            "total": decl + post + cp + lt,
            "pile": len(pile),
        }
    winner = 0 if res[0]["total"] > res[1]["total"] else 1
    if want_winner is not None and winner != want_winner:
        raise ValueError("other winner")
    gp = round50(res[winner]["total"]) // 50
    if contract == "solo":
        gp *= 2
    alltricks = tricks[declarer] in (0, sum(tricks))
    scores = [0, 0, 0]
    for s in range(3):
        if side_of(s) == winner:
            scores[s] = gp
    res["winner"] = winner
    res["game_points"] = gp
    res["alltricks"] = alltricks
    res["scores"] = scores
    res["fault_event"] = pre + fd[0] if fd else None
    res["tricks"] = tricks
    if tricks[declarer] == 0 or alltricks:
        raise ValueError("edge case avoided")
    return {"dealer": dealer, "hands": dealt, "talon": talon, "events": events}, res


def rng_for(seed):
    return random.Random(seed)
