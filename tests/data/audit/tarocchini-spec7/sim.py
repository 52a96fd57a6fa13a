"""Deal and play Ottocento / Terziglio deals by my reading of the source (see model.py)."""

import random

import model as M


class Reject(Exception):
    pass


def play_deal(hands, first, n, side_of, rng, ntricks, faults=None, full=True):
    """Play ntricks tricks legally from hands (dict seat -> list). side_of(seat) -> side id.
    Matto: held until its holder plays last to a trick his side is winning (then no card
    passes between the sides); it must go before the last trick.
    faults: optional dict {("revoke", trick_no): seat} to make that seat fail to follow.
    Returns list of tricks [(seat, card), ...] and the per-trick winners."""
    hands = {s: list(h) for s, h in hands.items()}
    tricks, winners = [], []
    leader = first
    for t in range(ntricks):
        cur = []
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            if k == 0:
                opts = [c for c in h if c != "MATTO"]
                if not opts:
                    raise Reject("only matto to lead")
            else:
                opts = M.legal(h, [c for _, c in cur])
                if faults and faults.get(("revoke", t)) == s:
                    led = M.suit(cur[0][1])
                    bad = [c for c in h if M.suit(c) == "T"]
                    if led in (None, "T") or not any(M.suit(c) == led for c in h) or not bad:
                        raise Reject("cannot plant revoke here")
                    opts = bad
            if "MATTO" in opts and k > 0:
                # matto only as the last card of a trick the own side is winning
                wi = M.trick_winner(cur)
                if k == n - 1 and side_of(cur[wi][0]) == side_of(s) and not (faults and faults.get(("revoke", t)) == s):
                    c = "MATTO"
                else:
                    opts = [c for c in opts if c != "MATTO"] or opts
                    if opts == ["MATTO"]:
                        raise Reject("forced matto")
                    c = rng.choice(opts)
            else:
                opts2 = [c for c in opts if c != "MATTO"]
                c = rng.choice(opts2 or opts)
                if c == "MATTO":
                    raise Reject("matto lead")
            h.remove(c)
            cur.append((s, c))
        wi = M.trick_winner(cur)
        tricks.append(cur)
        winners.append(cur[wi][0])
        leader = cur[wi][0]
        if full and t == ntricks - 2 and any("MATTO" in hands[s] for s in hands):
            raise Reject("matto kept to the last trick")
    return tricks, winners, hands


def piles_of(tricks, winners, side_of):
    piles = {}
    for t, w in zip(tricks, winners):
        for s, c in t:
            if c == "MATTO":
                assert side_of(s) == side_of(w)
            piles.setdefault(side_of(w), []).append(c)
    return piles


def pick_discard(hand, k, rng):
    """k cards that are not 5-point cards, preferring plain pips 6-10 (which are in no
    combination); raise Reject if we would have to lay away combination cards."""
    pips = [c for c in hand if c[:-1] in ("6", "7", "8", "9", "10") and not c.startswith("T")]
    if len(pips) < k:
        raise Reject("no plain pips to discard")
    return rng.sample(pips, k)


def decl_points(items):
    return M.item_points(items)


def combos_unique(cards):
    vals = set()
    for r in M.READINGS:
        vals.add(M.combo_points(cards, r, "group"))
    if len(vals) != 1:
        raise Reject(f"combination readings disagree {vals}")
    return vals.pop()


# ------------------------------------------------------------------ Ottocento
def ottocento(seed, dealer, faults=None, ntricks=15):
    rng = random.Random(seed)
    deck = list(M.DECK)
    rng.shuffle(deck)
    hands = {s: [] for s in range(4)}
    pos = 0
    for _ in range(3):
        for k in range(1, 5):
            s = (dealer + k) % 4
            hands[s] += deck[pos : pos + 5]
            pos += 5
    widow = deck[60:62]
    dealt = {s: list(h) for s, h in hands.items()}
    full = list(hands[dealer]) + widow
    disc = pick_discard(full, 2, rng)
    after = {s: list(h) for s, h in hands.items()}
    after[dealer] = [c for c in full if c not in disc]
    decls = {}
    for k in range(1, 5):
        s = (dealer + k) % 4
        decls[s] = M.safe_declaration(after[s], rng)
    side = lambda s: s % 2  # noqa: E731
    tricks, winners, _ = play_deal(after, (dealer + 1) % 4, 4, side, rng, ntricks, faults, ntricks == 15)
    res = dict(seed=seed, dealer=dealer, dealt=dealt, widow=widow, discard=disc, decls=decls,
               tricks=tricks, winners=winners, complete=ntricks == 15)
    if ntricks < 15:
        return res
    piles = piles_of(tricks, winners, side)
    dtook = sum(1 for w in winners if w == dealer) > 0
    dside = side(dealer) if dtook else 1 - side(dealer)
    score = {}
    detail = {}
    last = side(winners[-1])
    for t in (0, 1):
        cards = piles[t] + (disc if t == dside else [])
        cp = combos_unique(cards)
        if t == dside:
            if combos_unique(piles[t]) != cp:
                raise Reject("discards change the combinations")
        dp = sum(decl_points(decls[s]) for s in range(4) if side(s) == t)
        pts = M.card_points(cards)
        lt = 6 if last == t else 0
        score[t] = dp + cp + pts + lt
        detail[t] = dict(declarations=dp, combinations=cp, card_points=pts, last_trick=lt,
                         tricks=sum(1 for w in winners if side(w) == t), cards=len(cards))
    assert detail[0]["card_points"] + detail[1]["card_points"] == 87
    res.update(score=score, detail=detail, dealer_took=dtook)
    return res


# ------------------------------------------------------------------ Terziglio
def terziglio(seed, dealer, contract, declarer_off, widow_n=8, ntricks=None, take_n=2):
    """declarer_off: 1 eldest, 2 second, 0 dealer."""
    rng = random.Random(seed)
    deck = list(M.DECK)
    rng.shuffle(deck)
    per = (62 - widow_n) // 3
    hands = {s: deck[per * s : per * (s + 1)] for s in range(3)}
    pos = per * 3
    talon = deck[pos:]
    assert len(talon) == widow_n and all(len(h) == per for h in hands.values())
    dealt = {s: list(h) for s, h in hands.items()}
    decl = (dealer + declarer_off) % 3
    if "MATTO" in hands[decl]:
        raise Reject("declarer holds matto")
    # auction, eldest first, each once; every bid above the last
    bids = []
    for k in range(1, 4):
        s = (dealer + k) % 3
        if s == decl:
            bids.append((s, contract))
        elif contract == "solo" and k < declarer_off and rng.random() < 0.5:
            bids.append((s, "gioco"))
        else:
            bids.append((s, "pass"))
    after = {s: list(h) for s, h in hands.items()}
    took, disc = [], []
    if contract == "gioco":
        good = sorted(talon, key=lambda c: -M.value(c))
        good = [c for c in good if c != "MATTO"]
        took = [c for c in good if M.value(c) >= 3][:take_n]
        if len(took) < take_n:
            took = good[:take_n]
        disc = pick_discard(after[decl], len(took), rng) if took else []
        if set(disc) & set(took):
            raise Reject("discarding taken")
        after[decl] = [c for c in after[decl] + took if c not in disc]
    if "MATTO" in after[decl]:
        raise Reject("declarer holds matto")
    widow = [c for c in talon if c not in took] + disc
    decls = {}
    for k in range(1, 4):
        s = (dealer + k) % 3
        decls[s] = M.safe_declaration(after[s], rng)
    side = lambda s: 0 if s == decl else 1  # noqa: E731
    nt = per if ntricks is None else ntricks
    tricks, winners, _ = play_deal(after, (dealer + 1) % 3, 3, side, rng, nt, None, nt == per)
    res = dict(seed=seed, dealer=dealer, dealt=dealt, talon=talon, bids=bids, declarer=decl,
               contract=contract, take=took, discard=disc, decls=decls, tricks=tricks,
               winners=winners, complete=nt == per, widow_n=widow_n)
    if nt < per:
        return res
    piles = piles_of(tricks, winners, side)
    piles.setdefault(0, [])
    piles.setdefault(1, [])
    dtricks = sum(1 for w in winners if w == decl)
    if contract == "gioco":
        wside = 0 if dtricks else 1
    else:
        wside = side(winners[-1])
    if dtricks == 0 or dtricks == per:
        raise Reject("all tricks to one side")
    last = side(winners[-1])
    detail = {}
    tot = {}
    for t in (0, 1):
        cards = piles[t] + (widow if t == wside else [])
        if len(cards) % 2:
            raise Reject("odd pile")
        cp = combos_unique(cards)
        if t == wside and combos_unique(piles[t]) != cp:
            raise Reject("widow changes combinations")
        dp = sum(decl_points(decls[s]) for s in range(3) if side(s) == t)
        pts = M.card_points(cards)
        lt = 6 if last == t else 0
        tot[t] = dp + cp + pts + lt
        detail[t] = dict(declarations=dp, combinations=cp, card_points=pts, last_trick=lt, cards=len(cards),
                         tricks=sum(1 for w in winners if side(w) == t))
    win = 0 if tot[0] > tot[1] else 1
    r = M.round50(tot[win])
    gp = r // 50
    if contract == "solo":
        gp *= 2
    gps = {s: (gp if side(s) == win else 0) for s in range(3)}
    res.update(detail=detail, side_points=tot, winner_side=win, rounded=r, gp=gps, widow=widow)
    return res
