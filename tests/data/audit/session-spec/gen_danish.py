"""Danish Tarok (Ultimo), Polish translation (2010) - my own model, written from the source only.

Session facts used (source 000):
- §2/§17: with four, "gracz siedzący naprzeciwko Rozdającego nie bierze udziału w grze" (seat d+2).
- §15 Fundamenty: "Na samym początku gry, każdy gracz płaci po 20 do obydwu puli ... również przez
  gracza, który nie bierze udziału w grze" (and again whenever a pool is emptied).
- §15 Rozdanie / §17: the (new) dealer pays 5 to each pool; "nowy Rozdający płaci za przywilej
  bycia Rozdającym" - once when he becomes dealer.
- §17: pools lie "po prawej ręce poprzedniego Rozdającego i po lewej nowego": the deal passes to
  the right, which is the next seat in order of play (play is counter-clockwise, §6/§10).
- §17: "Gracz, który nie otrzymał żadnych triumfów ... może zażądać ponownego rozdania. Wtedy ten
  sam Rozdający zbiera karty, tasuje i rozdaje ponownie." -> same dealer, no new dealer's fee.
- §15 card points: paid to / received from "nowego Rozdającego (temu, który dopiero będzie
  rozdawał)".
- §15 "Po ostatnim rozdaniu sesji: Zawartość puli jest rozdzielona po równo pomiędzy trzech (albo
  czterech) graczy."
"""
import copy
import random

from gen_common import dump

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in COURTS] + [str(p) + s for p in range(1, 11)]
    d += ["T%d" % i for i in range(1, 22)]
    d.append("JOKER")
    return d


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "JOKER":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank_key(c):
    """Higher is stronger within its suit."""
    if is_trump(c):
        return int(c[1:])
    r = c[:-1]
    s = c[-1]
    if r in COURTS:
        return 100 - COURTS.index(r)
    p = int(r)
    if s in "HD":  # red: 1 2 ... 10 (1 highest of pips)
        return 50 - p
    return p  # black: 10 9 ... 1


def card_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if is_trump(c):
        return 0
    r = c[:-1]
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def is_king(c):
    return not is_trump(c) and c != "JOKER" and c[:-1] == "K"


def declarations(hand):
    items = []
    pay = []
    has_j = "JOKER" in hand
    trumps = [c for c in hand if is_trump(c)]
    nt = len(trumps) + (1 if has_j else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hand})
        pay.append(10 + 5 * (nt - 10))
    if has_j and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        pay.append(10 + 5 * (m - 3))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if has_j:
                items.append({"kind": "cavalry", "suit": s, "form": "rich"})
                pay.append(15)
            else:
                items.append({"kind": "cavalry", "suit": s, "form": "full"})
                pay.append(10)
        elif len(have) == 3 and has_j:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay.append(5)
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        if has_j:
            items.append({"kind": "kings", "form": "rich"})
            pay.append(15)
        else:
            items.append({"kind": "kings", "form": "full"})
            pay.append(10)
    elif len(kings) == 3 and has_j:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in kings][0]})
        pay.append(5)
    return items, pay


def declaration_cards(hand):
    """Cards that are part of a declaration in this hand."""
    cs = set()
    has_j = "JOKER" in hand
    trumps = [c for c in hand if is_trump(c)]
    if len(trumps) + has_j >= 10:
        cs.update(trumps)
    if has_j and "T21" in hand and "T1" in hand:
        cs.update(["T21", "T1"])
        k = 20
        while "T%d" % k in hand:
            cs.add("T%d" % k)
            k -= 1
    for s in SUITS:
        have = [r + s for r in COURTS if r + s in hand]
        if len(have) == 4 or (len(have) == 3 and has_j):
            cs.update(have)
    kings = [c for c in hand if is_king(c)]
    if len(kings) == 4 or (len(kings) == 3 and has_j):
        cs.update(kings)
    return cs


class Abort(Exception):
    pass


def card_points_payment(pts):
    diff = pts - 26
    return 5 * round(diff / 5)


def play_deal(rng, players_n, dealer, pools, events, first_fee=True, hands=None, force_no_trump_seat=None):
    """Deal and play one deal; appends events; returns info dict. pools is mutated."""
    n = players_n
    sitter = (dealer + 2) % 4 if n == 4 else None
    active = [s for s in range(n) if s != sitter]
    order_from = lambda start: [s for s in [(start + i) % n for i in range(n)] if s != sitter]  # noqa: E731
    if hands is None:
        d = deck()
        rng.shuffle(d)
        hands = [[] for _ in range(n)]
        k = 0
        for s in order_from((dealer + 1) % n):
            hands[s] = d[k:k + 25]
            k += 25
        hands[dealer] = hands[dealer] + d[k:k + 3]
    if force_no_trump_seat is not None:
        s0 = force_no_trump_seat
        others = [s for s in active if s != s0]
        for c in [c for c in hands[s0] if is_trump(c)]:
            for o in others:
                swap = [x for x in hands[o] if not is_trump(x) and x != "JOKER"]
                if swap:
                    x = rng.choice(swap)
                    hands[o].remove(x)
                    hands[o].append(c)
                    hands[s0].remove(c)
                    hands[s0].append(x)
                    break
        assert not any(is_trump(c) for c in hands[s0])
    hands_rec = [sorted(h, key=deck().index) for h in hands]
    if first_fee:
        for p in ("pagat_pool", "king_pool"):
            events.append({"type": "payment", "from": dealer, "to": p, "amount": 5, "reason": "deal_fee"})
            pools[p] += 5
    if force_no_trump_seat is not None:
        events.append({"type": "redeal", "seat": force_no_trump_seat, "reason": "no_trumps"})
        return {"hands": hands_rec, "redeal": True}
    # no natural redeals in the played deals
    for s in active:
        if not any(is_trump(c) for c in hands[s]):
            raise Abort("natural no-trump hand")
    live = {s: list(hands[s]) for s in active}
    # skat
    dh = live[dealer]
    protected = declaration_cards(dh)
    cand = [c for c in dh if not is_trump(c) and c != "JOKER" and not is_king(c) and c not in protected]
    cand.sort(key=lambda c: (card_value(c), rank_key(c), rng.random()))
    if len(cand) < 3:
        raise Abort("skat")
    skat = cand[:3]
    for c in skat:
        dh.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    # declarations
    decl_info = {}
    for s in order_from(dealer):
        items, pay = declarations(live[s])
        events.append({"type": "declare", "seat": s, "items": items})
        decl_info[s] = items
        for amt in pay:
            for o in order_from(dealer):
                if o != s:
                    events.append({"type": "payment", "from": o, "to": s, "amount": amt, "reason": "declaration"})
    # play
    won = {s: [] for s in active}
    tricks = {s: 0 for s in active}
    leader = order_from((dealer + 1) % n)[0]
    joker_played = False
    last = None
    for t in range(25):
        seq = [s for s in order_from(leader)]
        trick = []
        led = None
        for s in seq:
            h = live[s]
            if s == leader:
                opts = [c for c in h if c != "JOKER"] or list(h)
                if t >= 23 and "JOKER" in h:
                    raise Abort("joker late")
                nonvalue = [c for c in opts if not is_king(c) and c != "T1"]
                pick = nonvalue or opts
                c = min(pick, key=lambda c: (card_value(c), rank_key(c) + rng.random() * 30))
                if c == "JOKER":
                    raise Abort("joker lead")
                led = suit(c)
            else:
                if "JOKER" in h and t < 22:
                    c = "JOKER"
                else:
                    follow = [x for x in h if suit(x) == led]
                    if not follow:
                        follow = [x for x in h if is_trump(x)]
                    if not follow:
                        follow = [x for x in h if x != "JOKER"] or list(h)
                    if t == 23 and "JOKER" in follow and len(follow) > 1:
                        follow = [x for x in follow if x != "JOKER"]
                    # keep kings and pagat back while possible
                    keep = [x for x in follow if not is_king(x) and x != "T1"]
                    pool_ = keep or follow
                    if rng.random() < 0.5:
                        c = max(pool_, key=lambda x: (rank_key(x), rng.random()))
                    else:
                        c = min(pool_, key=lambda x: (rank_key(x), rng.random()))
                    if c == "JOKER" and t == 23:
                        raise Abort("joker second last")
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
            if c == "JOKER":
                joker_played = True
        # winner
        trumps_in = [(s, c) for s, c in trick if is_trump(c)]
        if trumps_in:
            w, wc = max(trumps_in, key=lambda x: int(x[1][1:]))
        else:
            w, wc = max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: rank_key(x[1]))
        tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and t != 24:
                won[s].append(c)
            else:
                won[w].append(c)
        if t < 24:
            for s, c in trick:
                if is_king(c) and s != w:
                    for o in order_from(dealer):
                        if o != s:
                            events.append({"type": "payment", "from": s, "to": o, "amount": 5, "reason": "king_lost"})
                    events.append({"type": "payment", "from": s, "to": "king_pool", "amount": 5, "reason": "king_lost"})
                    pools["king_pool"] += 5
                if c == "T1" and s != w:
                    for o in order_from(dealer):
                        if o != s:
                            events.append({"type": "payment", "from": s, "to": o, "amount": 5, "reason": "pagat_lost"})
                    events.append({"type": "payment", "from": s, "to": "pagat_pool", "amount": 5, "reason": "pagat_lost"})
                    pools["pagat_pool"] += 5
                if c == "T1" and s == w:
                    for o in order_from(dealer):
                        if o != s:
                            events.append({"type": "payment", "from": o, "to": s, "amount": 5, "reason": "pagat_trick"})
        else:
            last = (trick, w, wc)
        leader = w
    if not joker_played:
        raise Abort("joker never played")
    # after the last trick
    trick, w, wc = last
    tout = [s for s in active if tricks[s] == 25]
    nolo = [s for s in active if tricks[s] == 0] if not tout else []
    if tout:
        raise Abort("tout")
    if len(nolo) > 1:
        raise Abort("two nolo")
    feats = []
    for s in nolo:
        for o in active:
            if o != s:
                events.append({"type": "payment", "from": o, "to": s, "amount": 25, "reason": "nolo"})
        feats.append(("nolo", s))
    king_pool0 = pools["king_pool"]
    pagat_pool0 = pools["pagat_pool"]
    przy = [(s, c) for s, c in trick if (is_king(c) or c == "T1") and s != w]
    refill = []
    if not nolo:
        if wc == "T1":
            for o in active:
                if o != w:
                    events.append({"type": "payment", "from": o, "to": w, "amount": 45, "reason": "pagat_ultimo"})
            events.append({"type": "payment", "from": "pagat_pool", "to": w, "amount": pagat_pool0, "reason": "pagat_ultimo"})
            pools["pagat_pool"] -= pagat_pool0
            feats.append(("pagat_ultimo", w, pagat_pool0))
            refill.append("pagat_pool")
        elif is_king(wc):
            for o in active:
                if o != w:
                    events.append({"type": "payment", "from": o, "to": w, "amount": 40, "reason": "king_ultimo"})
            events.append({"type": "payment", "from": "king_pool", "to": w, "amount": king_pool0, "reason": "king_ultimo"})
            pools["king_pool"] -= king_pool0
            feats.append(("king_ultimo", w, king_pool0))
            if not any(is_king(c) for s, c in przy):
                refill.append("king_pool")
    for s, c in przy:
        amt = 45 if c == "T1" else 40
        reason = "pagat_przydupek" if c == "T1" else "king_przydupek"
        pool = "pagat_pool" if c == "T1" else "king_pool"
        base = pagat_pool0 if c == "T1" else king_pool0
        for o in active:
            if o != s:
                events.append({"type": "payment", "from": s, "to": o, "amount": amt, "reason": reason})
        events.append({"type": "payment", "from": s, "to": pool, "amount": base, "reason": reason})
        pools[pool] += base
        feats.append((reason, s, base))
    if not nolo and not przy and not (wc == "T1" or is_king(wc)):
        for o in active:
            if o != w:
                events.append({"type": "payment", "from": o, "to": w, "amount": 20, "reason": "last_trick"})
        feats.append(("last_trick", w))
    for p in refill:
        for s in range(n):
            events.append({"type": "payment", "from": s, "to": p, "amount": 20, "reason": "refill"})
            pools[p] += 20
    # card points
    pts = {}
    for s in active:
        pts[s] = sum(card_value(c) for c in won[s]) + tricks[s]
    pts[dealer] += 1 + sum(card_value(c) for c in skat)
    assert sum(pts.values()) == 78, pts
    new_dealer = (dealer + 1) % n
    cp = []
    if not nolo:
        for s in order_from(new_dealer):
            if s == new_dealer:
                continue
            a = card_points_payment(pts[s])
            if a < 0:
                events.append({"type": "payment", "from": s, "to": new_dealer, "amount": -a, "reason": "card_points"})
            elif a > 0:
                events.append({"type": "payment", "from": new_dealer, "to": s, "amount": a, "reason": "card_points"})
            cp.append((s, pts[s], a))
    return {"hands": hands_rec, "skat": skat, "decl": decl_info, "tricks": tricks, "pts": pts,
            "feats": feats, "cp": cp, "pools_after": dict(pools), "sitter": sitter}


def run_deal(seed, n, dealer, pools, pre_events=(), first_fee=True, force_no_trump_seat=None, want=None):
    """Retry with derived seeds until a deal plays out (and satisfies `want`)."""
    k = 0
    while True:
        rng = random.Random(seed * 1000 + k)
        k += 1
        p = dict(pools)
        ev = [copy.deepcopy(e) for e in pre_events]
        try:
            info = play_deal(rng, n, dealer, p, ev, first_fee=first_fee, force_no_trump_seat=force_no_trump_seat)
        except Abort:
            continue
        if want and not want(info):
            continue
        pools.clear()
        pools.update(p)
        info["seed"] = seed * 1000 + k - 1
        return {"dealer": dealer, "hands": info["hands"], "events": ev}, info


PLAYERS = ["Adam", "Beata", "Celina", "Dawid"]


def foundation_events(n, pools):
    ev = []
    for p in ("pagat_pool", "king_pool"):
        for s in range(n):
            ev.append({"type": "payment", "from": s, "to": p, "amount": 20, "reason": "foundation"})
            pools[p] += 20
    return ev


def part1(dealers_after_redeal):
    """Deal 0 (dealer 0), deal 1 (dealer 1, redeal), then the given dealers."""
    n = 4
    pools = {"pagat_pool": 0, "king_pool": 0}
    deals, infos = [], []
    pre = foundation_events(n, pools)
    d, i = run_deal(41, n, 0, pools, pre_events=pre)
    deals.append(d)
    infos.append(i)
    # deal 1: dealer 1 pays his fee, Dawid is the sitter; Celina (seat 2) has no trump and asks a redeal
    d, i = run_deal(42, n, 1, pools, force_no_trump_seat=2)
    deals.append(d)
    infos.append(i)
    for j, dl in enumerate(dealers_after_redeal):
        same_dealer = (j == 0 and dl == 1)
        d, i = run_deal(43 + j, n, dl, pools, first_fee=not same_dealer)
        deals.append(d)
        infos.append(i)
    return deals, infos, pools


def main():
    deals, infos, pools = part1([1, 2])
    tr = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {"preset": "standard"},
          "players": PLAYERS, "meta": {"event": "Wieczór tarota", "sheet": "1/2",
                                       "note": "four at the table; Celina asks a redeal in deal 1 (no trumps); evening goes on in 05"},
          "deals": deals}
    dump("04-danish-part1-redeal.json", tr)
    print("04 pools after", pools)
    for k, i in enumerate(infos):
        print(" deal", k, {x: i.get(x) for x in ("seed", "sitter", "tricks", "pts", "feats", "cp", "pools_after", "decl")})
    p1_pools = dict(pools)

    # 05: the second sheet, start pools carried; dealers 3 then 0; the session ends after deal 1
    pools = dict(p1_pools)

    def want_last(info):
        return any(f[0] in ("king_ultimo", "pagat_ultimo", "king_przydupek", "pagat_przydupek") for f in info["feats"])

    d0, i0 = run_deal(51, 4, 3, pools, want=want_last)
    d1, i1 = run_deal(52, 4, 0, pools)
    share_events = []
    shares = {}
    for p in ("pagat_pool", "king_pool"):
        # Post-run correction: §15 "Opłaty dokonuje się w wielokrotności 5" - equal shares in whole
        # 5-chips (the remainder stays); the blind version paid pool / 4 (28.75), no chip makes that.
        amt = 5 * (pools[p] // 20)
        shares[p] = amt
        for s in range(4):
            share_events.append({"type": "payment", "from": p, "to": s, "amount": amt, "reason": "session_end"})
    d1["events"] += share_events
    tr5 = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {"preset": "standard"},
           "players": PLAYERS, "start": {"pools": p1_pools},
           "meta": {"event": "Wieczór tarota", "sheet": "2/2",
                    "note": "pools carried from 04; the last deal of the evening, pools shared among the four"},
           "deals": [d0, d1]}
    dump("05-danish-part2-session-end.json", tr5)
    print("05 start pools", p1_pools, "end pools", pools, "shares", shares)
    for k, i in enumerate([i0, i1]):
        print(" deal", k, {x: i.get(x) for x in ("seed", "sitter", "tricks", "pts", "feats", "cp", "pools_after", "decl")})

    # 06: the first sheet again, but after Celina's redeal the next player (Celina) dealt
    deals6, infos6, pools6 = part1([2, 3])
    tr6 = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {"preset": "standard"},
           "players": PLAYERS, "meta": {"event": "Wieczór tarota (inny stół)", "sheet": "1/2",
                                        "note": "after the redeal in deal 1 the deal was passed on"},
           "deals": deals6}
    dump("06-danish-part1-dealer-after-redeal.json", tr6)
    print("06 pools after", pools6)
    for k, i in enumerate(infos6):
        print(" deal", k, {x: i.get(x) for x in ("seed", "sitter", "tricks", "pts", "feats", "cp", "pools_after")})


if __name__ == "__main__":
    main()
