"""gd29: an independent model of Szczepanski's Galician Tarok (blind; imports nothing from
validator/ or replays/).  Only what this round needs: threes (first or second packet), all-pass
deals, thrown-in deals, announced pagat ultimo, contra chains, the pool (zydek) and session
bookkeeping for 3, 4 and 5 players, written either as payments or as a score sheet."""

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
RANK = {"K": 5, "Q": 4, "N": 3, "J": 2, "P": 1}  # P = the pip card


def suit_cards(s):
    return ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]


DECK = [f"T{i}" for i in range(1, 22)] + ["SKIZ"] + [c for s in SUITS for c in suit_cards(s)]
assert len(DECK) == 42


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def rank(c):
    """Rank within its suit (tarocks: SKIZ 22 > T21 ... T1)."""
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return RANK["P" if c[0] == "1" else c[0]]


def value(c):
    """s3 and s7: pagat, mond, skiz 5; other tarocks 1; K 5, Q 4, N 3, J 2, pip 1."""
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarock(c):
        return 1
    return RANK["P" if c[0] == "1" else c[0]]


assert sum(value(c) for c in DECK) == 94


def points(cards):
    """s14: per three cards, their values minus 2."""
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def winner(trick):
    """trick: list of (seat, card). s4/s5/s6."""
    led = suit(trick[0][1])
    tar = [x for x in trick if is_tarock(x[1])]
    pool = tar if tar else [x for x in trick if suit(x[1]) == led]
    return max(pool, key=lambda x: rank(x[1]))[0]


def legal(hand, trick, keep_pagat):
    """s5: follow suit; void in a suit led, trump; a tarock led, any tarock; otherwise any.
    keep_pagat: the ultimo announcer never gives the pagat away before the last trick (s6)."""
    if not trick:
        opts = list(hand)
    else:
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            opts = same
        else:
            tar = [c for c in hand if is_tarock(c)]
            opts = tar if (led != "T" and tar) else list(hand)
    if keep_pagat and len(hand) > 1 and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


def active_seats(n, dealer, sitter):
    """Order of play from the seat after the dealer; the dealer is the king with four or five
    (s8), the sitter sits out with five."""
    out = []
    s = dealer
    while len(out) < 3:
        s = (s + 1) % n
        if (s == dealer and n > 3) or s == sitter:
            continue
        out.append(s)
    return out


class Reject(Exception):
    pass


def play_deal(rng, n, dealer, sitter, spec):
    """Deal and play one 'three' game by random legal play. Returns a dict with the record and
    the facts, or raises Reject when the random deal does not meet spec."""
    act = active_seats(n, dealer, sitter)
    decl = act[spec.get("decl", 0)]
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {s: [] for s in range(n)}
    talon = deck[:6]
    rest = deck[6:]
    for i, s in enumerate(act):
        hands[s] = rest[12 * i : 12 * i + 12]
    k = spec.get("k", 1)
    packet = talon[0:3] if k == 1 else talon[3:6]
    other = talon[3:6] if k == 1 else talon[0:3]
    hand = {s: list(hands[s]) for s in act}
    hand[decl] += packet
    # lay away three suit cards that are not kings (s13), never a tarock
    cand = [c for c in hand[decl] if not is_tarock(c) and c[0] != "K"]
    if len(cand) < 3:
        raise Reject
    disc = rng.sample(cand, 3)
    for c in disc:
        hand[decl].remove(c)
    ult = spec.get("ultimo")  # None, 'made', 'failed'
    if ult and "T1" not in hand[decl]:
        raise Reject
    if not ult and spec.get("no_pagat_player") and "T1" in hand[decl]:
        raise Reject
    won = {s: [] for s in act}
    leader = act[0]  # s11: forehand leads
    order = act
    last_trick = None
    plays = []
    for t in range(12):
        i0 = order.index(leader)
        seq = order[i0:] + order[:i0]
        trick = []
        for s in seq:
            keep = bool(ult) and s == decl and t < 11
            opts = legal(hand[s], trick, keep)
            if keep and "T1" in opts and len(opts) == 1 and len(hand[s]) > 1:
                raise Reject  # pagat forced out before the last trick: not wanted here
            c = rng.choice(opts)
            hand[s].remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        w = winner(trick)
        won[w] += [c for _, c in trick]
        leader = w
        last_trick = trick
    pcards = won[decl] + disc
    hcards = [c for s in act if s != decl for c in won[s]] + other
    ppts = points(pcards)
    hpts = points(hcards)
    assert ppts + hpts == 66
    # premiums nobody announced are kept out of these deals (silent trull, four kings, volat)
    for side in (pcards, hcards):
        if all(c in side for c in ("SKIZ", "T21", "T1")):
            raise Reject
        if all("K" + s in side for s in SUITS):
            raise Reject
    if len(won[decl]) == 36 or len(won[decl]) == 0:
        raise Reject
    last_cards = [c for _, c in last_trick]
    pag_last = "T1" in last_cards
    if not ult:
        if pag_last:
            raise Reject  # no silent ultimo either way
    else:
        pl = dict(last_trick).get(decl)
        if pl != "T1":
            raise Reject
        made = winner(last_trick) == decl
        if (ult == "made") != made:
            raise Reject
    if "pts" in spec and ppts not in spec["pts"]:
        raise Reject
    if "won" in spec and (ppts > 33) != spec["won"]:
        raise Reject
    # the record
    ev = []
    for s in act:
        ev.append({"type": "bid", "seat": s, "bid": "three" if s == decl else "pass"})
    if k == 2:
        ev.append({"type": "call", "seat": decl, "call": "reject"})
    ev.append({"type": "take", "seat": decl, "cards": packet})
    ev.append({"type": "discard", "seat": decl, "cards": disc})
    items = [{"kind": "pagat_ultimo"}] if ult else []
    ev.append({"type": "announce", "seat": decl, "items": items})
    i0 = act.index(decl)
    helpers_order = [act[(i0 + j) % 3] for j in (1, 2)]
    for s in helpers_order:
        ev.append({"type": "announce", "seat": s, "items": []})
    for seat_role, target, level in spec.get("doubles", []):
        seat = decl if seat_role == "P" else helpers_order[seat_role]
        ev.append({"type": "double", "seat": seat, "target": target, "level": level})
    # replay the plays into the record (re-run deterministically from the stored tricks)
    return {
        "act": act,
        "decl": decl,
        "hands": [hands[s] for s in range(n)],
        "talon": talon,
        "events_pre": ev,
        "ppts": ppts,
        "k": k,
        "won": ppts > 33,
        "ultimo": ult,
        "plays": plays,
    }


def find_deal(rng, n, dealer, sitter, spec, tries=400000):
    for _ in range(tries):
        try:
            return play_deal(rng, n, dealer, sitter, spec)
        except Reject:
            continue
    raise RuntimeError(f"no deal for {spec}")


def game_value(ppts):
    """s18 at a three: every point over 33 times 3 plus 30; 33 itself is lost (0 short: 30)."""
    if ppts > 33:
        return 3 * (ppts - 33) + 30
    return 3 * (33 - ppts) + 30


def contra_factor(levels, won):
    """s17 as read here: contra doubles the game both ways; recontra and supracontra raise it
    'zawsze tylko w razie, gdy gracz przegra' - only when the player loses."""
    top = max([lv for lv in levels] or [1])
    if won:
        return 2 if top >= 2 else 1
    return top
