"""Ulti, from the Japanese text (2013): my own model of a plain party ("ゲーム") game.

32 cards; the first bidder (the dealer's right = next seat in order of play) holds 12, discards 2
and bids; the auction ends when three calls in a row are passes. Play: follow suit; else trump;
and, as far as that allows, beat the cards already on the table ("すでに場に出てるカードに勝てる
手札があれば出さなければなりません"). A and 10 count 10, the last trick 10; marriages 20/40 are said
when playing the first card. Party: the declarer wins on card points (the two discards count for the
defenders) and must take a trick. Party = 1 point (red 2), contra doubles.
"""

SUITS = "HDSC"
RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low


def deck():
    return [r + s for s in SUITS for r in RANKS_T]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, led, trump):
    """Higher is stronger within the trick (trumps above the led suit; others 0)."""
    r = 8 - RANKS_T.index(rank(c))
    if suit(c) == trump:
        return 100 + r
    if suit(c) == led:
        return r
    return -1


def points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


class Forced(Exception):
    pass


def legal(hand, table, trump):
    if not table:
        return list(hand)
    led = suit(table[0])
    best = max(strength(c, led, trump) for c in table)
    same = [c for c in hand if suit(c) == led]
    if same:
        base = same
    else:
        tr = [c for c in hand if suit(c) == trump]
        base = tr if tr else list(hand)
    beat = [c for c in base if strength(c, led, trump) > best]
    return beat if beat else base


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def play_party(rng, hands, dealer, trump, contra_by=None, recontra=False, discard=None):
    """hands as dealt (first bidder 12). Returns events and settlement per seat (units)."""
    n = 3
    f = (dealer + 1) % n
    hands = [list(h) for h in hands]
    if discard is None:
        # lay away two low non-trump, non-scoring cards
        cand = [c for c in hands[f] if suit(c) != trump and rank(c) not in ("A", "10", "K", "Q")]
        rng.shuffle(cand)
        discard = cand[:2]
        if len(discard) < 2:
            raise Forced("no discard")
    for c in discard:
        hands[f].remove(c)
    events = [
        {"type": "discard", "seat": f, "cards": discard},
        {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (f + 1) % n, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % n, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
        {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
    ]
    mar = [marriages(h, trump) for h in hands]
    leader = f
    won = [[] for _ in range(n)]
    ntricks = [0] * n
    last_winner = None
    last_trick = None
    for t in range(10):
        table = []
        seats = []
        for k in range(n):
            s = (leader + k) % n
            if t == 0:
                if mar[s]:
                    events.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in mar[s]]})
                if contra_by is not None and s == contra_by:
                    events.append({"type": "double", "seat": s, "target": "party", "level": 2})
            c = rng.choice(legal(hands[s], table, trump))
            hands[s].remove(c)
            table.append(c)
            seats.append(s)
            events.append({"type": "play", "seat": s, "card": c})
        led = suit(table[0])
        wi = max(range(n), key=lambda i: strength(table[i], led, trump))
        w = seats[wi]
        won[w].extend(table)
        ntricks[w] += 1
        if t == 0 and recontra:
            events.append({"type": "double", "seat": f, "target": "party", "level": 4})
        leader = w
        last_winner = w
        last_trick = list(zip(seats, table))
    # silent bonuses are left out of my files: reject deals that make one
    seven = "7" + trump
    for s, c in last_trick:
        if c == seven:
            raise Forced("trump seven in the last trick (silent ulti)")
    if max(ntricks) == 10:
        raise Forced("durchmarsch")
    decl_pts = points(won[f]) + (10 if last_winner == f else 0) + sum(mar[f])
    def_pts = points(won[(f + 1) % n]) + points(won[(f + 2) % n]) + points(discard) + (10 if last_winner != f else 0)
    def_pts += sum(mar[(f + 1) % n]) + sum(mar[(f + 2) % n])
    if decl_pts >= 100 or def_pts >= 100:
        raise Forced("silent 100")
    if decl_pts == def_pts:
        raise Forced("tie")
    won_party = decl_pts > def_pts and ntricks[f] > 0
    level = 1
    if contra_by is not None:
        level = 4 if recontra else 2
    unit = 1 * level
    net = [0] * n
    pays = []
    for d in ((f + 1) % n, (f + 2) % n):
        if won_party:
            pays.append((d, f, unit))
            net[d] -= unit
            net[f] += unit
        else:
            pays.append((f, d, unit))
            net[f] -= unit
            net[d] += unit
    return {
        "events": events,
        "net": net,
        "payments": pays,
        "declarer": f,
        "decl_pts": decl_pts,
        "def_pts": def_pts,
        "won": won_party,
        "tricks": ntricks,
        "marriages": mar,
    }


def deal(rng, dealer):
    d = deck()
    rng.shuffle(d)
    f = (dealer + 1) % 3
    hands = [None] * 3
    hands[f] = d[:12]
    hands[(f + 1) % 3] = d[12:22]
    hands[(f + 2) % 3] = d[22:32]
    return hands
