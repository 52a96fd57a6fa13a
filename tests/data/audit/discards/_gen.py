"""Blind generator for the 'discards' audit round.

Written from the rule sources in /work/shared/seeds only (Danish: 000, Galician: 002,
Ulti: 003, Tarocchini: 004). Every figure is computed here, never by the engine.
Run from the worktree root: python tests/data/audit/discards/_gen.py
"""

import json
import os
import random

OUT = os.path.dirname(os.path.abspath(__file__))
PLANTS = {}  # file -> list of (deal, event, code, note)
FIGS = {}  # file -> dict of key figures


def write(name, doc, plants=(), figs=None):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    PLANTS[name] = list(plants)
    FIGS[name] = figs or {}


# ----------------------------------------------------------------------------------
# Danish Tarok (source 000)
# ----------------------------------------------------------------------------------
DK_SUITS = "HDSC"
DK_COURTS = ["K", "Q", "N", "J"]


def dk_deck():
    d = []
    for s in DK_SUITS:
        d += [r + s for r in DK_COURTS] + [str(i) + s for i in range(1, 11)]
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d


def dk_suit(c):
    if c == "JOKER":
        return "J*"
    return "T" if c.startswith("T") else c[-1]


def dk_rank(c):
    # higher = stronger; section 3
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    if r in DK_COURTS:
        return 100 - DK_COURTS.index(r)
    n = int(r)
    return (11 - n) if s in "HD" else n  # red: 1 high ... 10 low; black: 10 high ... 1 low


def dk_value(c):
    # section 15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def dk_declarations(hand):
    """Section 14: what a hand must declare, with the payment each other player makes."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    trumps = [c for c in hand if c.startswith("T")]
    nt = len(trumps) + (1 if joker else 0)
    if nt >= 10:
        items.append(({"kind": "trumps", "count": nt, "pagat": "T1" in h}, 10 + 5 * (nt - 10)))
    if joker and "T21" in h and "T1" in h:
        m = 3
        k = 20
        while "T%d" % k in h:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in DK_SUITS:
        have = [r for r in DK_COURTS if r + s in h]
        if len(have) == 4:
            items.append(
                ({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10)
            )
        elif len(have) == 3 and joker:
            miss = [r for r in DK_COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in DK_SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in DK_SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def dk_declaration_cards(hand):
    """Cards that form part of a declaration in the hand (section 13, third point)."""
    h = set(hand)
    joker = "JOKER" in h
    cards = set()
    trumps = [c for c in hand if c.startswith("T")]
    if len(trumps) + (1 if joker else 0) >= 10:
        cards |= set(trumps) | ({"JOKER"} if joker else set())
    if joker and "T21" in h and "T1" in h:
        cards |= {"JOKER", "T21", "T1"}
        k = 20
        while "T%d" % k in h:
            cards.add("T%d" % k)
            k -= 1
    for s in DK_SUITS:
        have = [r + s for r in DK_COURTS if r + s in h]
        if len(have) == 4 or (len(have) == 3 and joker):
            cards |= set(have) | ({"JOKER"} if joker else set())
    kings = [c for c in hand if c[0] == "K" and not c.startswith("T")]
    if len(kings) == 4 or (len(kings) == 3 and joker):
        cards |= set(kings) | ({"JOKER"} if joker else set())
    return cards


def dk_legal(hand, trick, tix):
    if not trick:
        return [c for c in hand]
    led = dk_suit(trick[0][1])
    same = [c for c in hand if dk_suit(c) == led]
    if same:
        base = same
    else:
        tr = [c for c in hand if dk_suit(c) == "T"]
        base = tr if tr else [c for c in hand if c != "JOKER"]
    out = list(base)
    if "JOKER" in hand and tix != 23 and "JOKER" not in out:
        out.append("JOKER")
    if tix == 23 and "JOKER" in out:
        out.remove("JOKER")
    return out or [c for c in hand]


def dk_winner(trick):
    cards = [(p, c) for p, c in trick if c != "JOKER"]
    led = dk_suit(cards[0][1])
    trumps = [(p, c) for p, c in cards if dk_suit(c) == "T"]
    pool = trumps if trumps else [(p, c) for p, c in cards if dk_suit(c) == led]
    return max(pool, key=lambda pc: dk_rank(pc[1]))[0]


def dk_deal(seed, hands, dealer, discard, shown=False, forced_decl_before=False, foundation=True):
    """Play one Danish deal with a simple legal policy and compute every payment.

    Returns (deal_dict, info) or None when the deal hits a case kept out of this round
    (Tout, an Ultimo or Przydupek in the last trick, the Joker in the last trick)."""
    rng = random.Random(seed)
    n = 3
    hands = [list(h) for h in hands]
    ev = []
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        net[frm] -= amt
        net[to] += amt

    if foundation:
        for pool in ("pagat_pool", "king_pool"):
            for p in range(n):
                pay(p, pool, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    before = list(hands[dealer])
    for c in discard:
        hands[dealer].remove(c)
    e = {"type": "discard", "seat": dealer, "cards": list(discard)}
    if shown:
        e["shown"] = True
    ev.append(e)
    decl_paid = {}
    for k in range(n):
        p = (dealer + k) % n
        items = dk_declarations(before if (p == dealer and forced_decl_before) else hands[p])
        ev.append({"type": "declare", "seat": p, "items": [i for i, _ in items]})
        for _, amt in items:
            for q in range(n):
                if q != p:
                    pay(q, p, amt, "declaration")
        decl_paid[p] = [a for _, a in items]
    won = {p: [] for p in range(n)}
    tricks = {p: 0 for p in range(n)}
    leader = (dealer + 1) % n
    joker_played = False
    last = None
    for tix in range(25):
        trick = []
        for k in range(n):
            p = (leader + k) % n
            legal = dk_legal(hands[p], trick, tix)
            if trick and "JOKER" in legal and not joker_played:
                c = "JOKER"
            else:
                choices = [c for c in legal if c != "JOKER"] or legal
                c = rng.choice(sorted(choices))
            if not trick and c == "JOKER":
                return None
            hands[p].remove(c)
            trick.append((p, c))
            ev.append({"type": "play", "seat": p, "card": c})
            if c == "JOKER":
                joker_played = True
        w = dk_winner(trick)
        tricks[w] += 1
        for p, c in trick:
            if c == "JOKER":
                if tix == 24:
                    return None
                won[p].append(c)
            else:
                won[w].append(c)
        if tix < 24:
            for p, c in trick:
                if c[0] == "K" and p != w:
                    for q in range(n):
                        if q != p:
                            pay(p, q, 5, "king_lost")
                    pay(p, "king_pool", 5, "king_lost")
                if c == "T1":
                    if p != w:
                        for q in range(n):
                            if q != p:
                                pay(p, q, 5, "pagat_lost")
                        pay(p, "pagat_pool", 5, "pagat_lost")
                    else:
                        for q in range(n):
                            if q != p:
                                pay(q, p, 5, "pagat_trick")
        else:
            last = (trick, w)
        leader = w
    trick, w = last
    if any(c == "T1" or (c[0] == "K" and not c.startswith("T")) for _, c in trick):
        return None
    if max(tricks.values()) == 25:
        return None
    nolo = [p for p in range(n) if tricks[p] == 0]
    if nolo:
        for p in nolo:
            for q in range(n):
                if q != p:
                    pay(q, p, 25, "nolo")
    else:
        for q in range(n):
            if q != w:
                pay(q, w, 20, "last_trick")
    pts = {}
    for p in range(n):
        pts[p] = sum(dk_value(c) for c in won[p]) + tricks[p]
    skat_pts = 1 + sum(dk_value(c) for c in discard)
    pts[dealer] += skat_pts
    assert sum(pts.values()) == 78, pts
    new_dealer = (dealer + 1) % n
    cp = {}
    if not nolo:
        for p in range(n):
            if p == new_dealer:
                continue
            amt = 5 * ((pts[p] - 24) // 5)
            cp[p] = amt
            if amt > 0:
                pay(new_dealer, p, amt, "card_points")
            elif amt < 0:
                pay(p, new_dealer, -amt, "card_points")
    deal = {"dealer": dealer, "hands": [sorted_dk(h) for h in HANDS_DEALT], "events": ev}
    info = {
        "tricks": tricks,
        "card_points": pts,
        "skat_points": skat_pts,
        "nolo": nolo,
        "last_trick_winner": w,
        "card_point_payments": cp,
        "net": net,
        "declarations": decl_paid,
    }
    return deal, info


def sorted_dk(h):
    order = {c: i for i, c in enumerate(dk_deck())}
    return sorted(h, key=order.get)


HANDS_DEALT = None


def dk_find(make_hands, dealer, choose_discard, shown=False, forced=False, seeds=range(1, 400), want=None):
    global HANDS_DEALT
    for seed in seeds:
        hands = make_hands(seed)
        HANDS_DEALT = [list(h) for h in hands]
        disc = choose_discard(hands[dealer])
        r = dk_deal(seed, hands, dealer, disc, shown=shown, forced_decl_before=forced)
        if r is None:
            continue
        if want and not want(r[1]):
            continue
        return seed, disc, r
    raise SystemExit("no seed found")


def dk_doc(deal, desc):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": ["Agata", "Bogdan", "Cezary"],
        "meta": {"round": "discards", "description": desc},
        "deals": [deal],
    }


def danish():
    deck = dk_deck()

    # D1: the dealer lays away ALL his trumps (the Pagat and one more) and a queen,
    # keeping the Joker (section 13: the Joker does not count as a trump for this rule).
    def hands1(seed):
        rng = random.Random(1000 + seed)
        trumps = ["T%d" % i for i in range(1, 22)]
        rest = [c for c in deck if c not in trumps and c != "JOKER"]
        rng.shuffle(rest)
        tr = trumps[:]
        rng.shuffle(tr)
        tr.remove("T1")
        tr.remove("T6")
        dealer_h = ["T1", "T6", "JOKER"] + [c for c in rest if c[0] != "K"][:25]
        # dealer must not hold 3 courts of a suit (with the Joker that is a half cavalry)
        others = [c for c in rest if c not in dealer_h] + tr
        rng.shuffle(others)
        return [dealer_h, others[:25], others[25:50]]

    def disc1(h):
        q = [c for c in h if c[0] == "Q" and c not in dk_declaration_cards(h)]
        return ["T1", "T6", q[0]]

    def ok1(h):
        return True

    best = None
    for seed in range(1, 2000):
        hs = hands1(seed)
        if dk_declaration_cards(hs[0]) or not [c for c in hs[0] if c[0] == "Q"]:
            continue
        global HANDS_DEALT
        HANDS_DEALT = [list(h) for h in hs]
        r = dk_deal(seed, hs, 0, disc1(hs[0]))
        if r is None or r[1]["nolo"]:
            continue
        best = (seed, disc1(hs[0]), r)
        break
    seed, disc, (deal, info) = best
    write(
        "dk-all-trumps-laid-away.json",
        dk_doc(
            deal,
            "The dealer lays away both his trumps (the Pagat among them) and a queen; he keeps the Joker, which is no trump for this rule (section 13).",
        ),
        [],
        dict(info, discard=disc, seed=seed),
    )

    # D2: forced: every card but one is a king, the Mondo, the Joker, a trump he may not lay
    # away (he has ten) or a declaration card: he must lay away two declaration cards, shown,
    # and is paid for the declarations he held before the discard.
    courts = [r + s for s in DK_SUITS for r in DK_COURTS]
    dealer_h = courts + ["T%d" % i for i in range(12, 22)] + ["JOKER", "5S"]
    assert len(dealer_h) == 28
    others_pool = [c for c in deck if c not in dealer_h]

    def hands2(seed):
        rng = random.Random(2000 + seed)
        o = others_pool[:]
        rng.shuffle(o)
        return [o[:25], list(dealer_h), o[25:]]

    for seed in range(1, 3000):
        hs = hands2(seed)
        HANDS_DEALT = [list(h) for h in hs]
        disc = ["5S", "JH", "JD"]
        r = dk_deal(seed, hs, 1, disc, shown=True, forced_decl_before=True)
        if r is None:
            continue
        best = (seed, disc, r)
        break
    seed, disc, (deal, info) = best
    write(
        "dk-forced-shown.json",
        dk_doc(
            deal,
            "The dealer holds 16 courts, T12-T21, the Joker and 5S: only 5S may go freely, so he lays away two jacks of his cavalries, shown, and is paid for every declaration held before the discard (section 13).",
        ),
        [],
        dict(info, discard=disc, seed=seed),
    )

    # D3: illegal: the dealer lays away one trump and keeps others (section 13, fourth point).
    # D4: illegal: the dealer lays away the queen of a half cavalry (a declaration card) although
    # he holds plenty of free cards (section 13, third point).
    def irreparable(name, hands, dealer, disc, desc, code_note):
        ev = []
        net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

        def pay(frm, to, amt, reason):
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
            net[frm] -= amt
            net[to] += amt

        for pool in ("pagat_pool", "king_pool"):
            for p in range(3):
                pay(p, pool, 20, "foundation")
        pay(dealer, "pagat_pool", 5, "deal_fee")
        pay(dealer, "king_pool", 5, "deal_fee")
        h = [list(x) for x in hands]
        for c in disc:
            h[dealer].remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": disc})
        di = len(ev) - 1
        decl = {}
        for k in range(3):
            p = (dealer + k) % 3
            items = dk_declarations(h[p])
            ev.append({"type": "declare", "seat": p, "items": [i for i, _ in items]})
            decl[p] = items
            assert not items, (p, items)
        pay(dealer, "pagat_pool", 40, "penalty")
        pay(dealer, "king_pool", 40, "penalty")
        deal = {"dealer": dealer, "hands": [sorted_dk(x) for x in hands], "events": ev}
        write(name, dk_doc(deal, desc), [(0, di, "illegal_skat", code_note)], {"net": net})

    rng = random.Random(31)
    for attempt in range(5000):
        d = deck[:]
        rng.shuffle(d)
        hs = [d[:25], d[25:50], d[50:]]
        dh = hs[2]
        tr = [c for c in dh if c.startswith("T") and c != "T21"]
        if not (3 <= len(tr) <= 7) or any(dk_declarations(x) for x in hs):
            continue
        low = sorted(tr, key=lambda c: int(c[1:]))[0]
        free = [c for c in dh if not c.startswith("T") and c[0] not in "KQNJ" and c != "JOKER"]
        h2 = [x for x in dh if x not in (low, free[0], free[1])]
        if dk_declarations(h2):
            continue
        irreparable(
            "dk-one-trump-laid-away.json",
            hs,
            2,
            [low, free[0], free[1]],
            "The dealer lays away one trump (%s) while keeping %d others: section 13 allows trumps in the skat only if none stays in the hand. Irreparable: 40 to each pool, the deal is void."
            % (low, len(tr) - 1),
            "trump laid away, trumps kept",
        )
        break

    rng = random.Random(47)
    for attempt in range(20000):
        d = [c for c in deck if c != "JOKER"]
        rng.shuffle(d)
        # dealer (seat 0) holds the Joker and exactly three courts of hearts including the
        # queen: a half cavalry; he lays away QH
        dh = ["JOKER"] + d[:27]
        hs = [dh, d[27:52], d[52:77]]
        courts_h = [c for c in dh if c in ("KH", "QH", "NH", "JH")]
        if sorted(courts_h) != sorted(["KH", "QH", "NH"]):
            continue
        others_ok = not any(dk_declarations(x) for x in hs[1:])
        if not others_ok:
            continue
        decl_d = dk_declarations(dh)
        if [i for i, _ in decl_d] != [{"kind": "cavalry", "suit": "H", "form": "half", "missing": "J"}]:
            continue
        tr = [c for c in dh if c.startswith("T")]
        free = [c for c in dh if not c.startswith("T") and c[0] not in "KQNJ"]
        if len(free) < 5:
            continue
        disc = ["QH", free[0], free[1]]
        irreparable(
            "dk-cavalry-queen-laid-away.json",
            hs,
            0,
            disc,
            "The dealer holds KH QH NH and the Joker (half a cavalry) and many free cards, yet lays away QH: a card that is part of a declaration may go only when there is no other way (section 13). Irreparable.",
            "declaration card laid away",
        )
        break


# ----------------------------------------------------------------------------------
# Galician Tarok (source 002)
# ----------------------------------------------------------------------------------
GD_SUITS = "HDSC"


def gd_deck():
    d = []
    for s in GD_SUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def gd_suit(c):
    return "T" if (c.startswith("T") or c == "SKIZ") else c[-1]


def gd_rank(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gd_value(c):
    # sections 3 and 7
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gd_points(cards):
    # section 14: each group of three counts its card values less 2
    assert len(cards) % 3 == 0, len(cards)
    return sum(gd_value(c) for c in cards) - 2 * (len(cards) // 3)


def gd_legal(hand, trick):
    if not trick:
        return list(hand)
    led = gd_suit(trick[0][1])
    same = [c for c in hand if gd_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if gd_suit(c) == "T"]
    return tr if tr else list(hand)


def gd_winner(trick):
    led = gd_suit(trick[0][1])
    tr = [(p, c) for p, c in trick if gd_suit(c) == "T"]
    pool = tr if tr else [(p, c) for p, c in trick if gd_suit(c) == led]
    return max(pool, key=lambda pc: gd_rank(pc[1]))[0]


def gd_play(seed, hands, dealer, declarer, discard_keep_count=None):
    rng = random.Random(seed)
    hands = [list(h) for h in hands]
    ev = []
    won = {p: [] for p in range(3)}
    leader = (dealer + 1) % 3
    lastw = None
    lastcard = None
    for tix in range(12):
        trick = []
        for k in range(3):
            p = (leader + k) % 3
            c = rng.choice(sorted(gd_legal(hands[p], trick)))
            hands[p].remove(c)
            trick.append((p, c))
            ev.append({"type": "play", "seat": p, "card": c})
        w = gd_winner(trick)
        won[w] += [c for _, c in trick]
        leader = w
        lastw = w
        lastcard = dict(trick)[w]
    return ev, won, lastw, lastcard, hands


def galician():
    deck = gd_deck()

    def run(
        name,
        seed0,
        dealer,
        pick_discard,
        announce,
        desc,
        want,
        plants_fn,
        figs_extra=None,
        shown=False,
        n_disc=3,
    ):
        for seed in range(seed0, seed0 + 20000):
            rng = random.Random(seed)
            d = deck[:]
            rng.shuffle(d)
            talon = d[:6]
            hands = [d[6:18], d[18:30], d[30:42]]
            decl = (dealer + 1) % 3
            bought = talon[:3]
            rest = talon[3:]
            full = hands[decl] + bought
            disc = pick_discard(full)
            if disc is None:
                continue
            after = [c for c in full if c not in disc]
            ann = announce(after, disc)
            if ann is None:
                continue
            ph = [list(h) for h in hands]
            ph[decl] = after
            ev_play, won, lastw, lastcard, left = gd_play(seed, ph, dealer, decl)
            helpers = [p for p in range(3) if p != decl]
            dec_cards = won[decl] + list(disc)
            hel_cards = won[helpers[0]] + won[helpers[1]] + rest
            # keep silent premiums and volat out of this round
            if lastcard == "T1":
                continue
            if all(c in dec_cards for c in ("SKIZ", "T21", "T1")) or all(
                c in hel_cards for c in ("SKIZ", "T21", "T1")
            ):
                continue
            kings = ["K" + s for s in GD_SUITS]
            if all(c in dec_cards for c in kings) or all(c in hel_cards for c in kings):
                continue
            ntr = {p: len(won[p]) // 3 for p in range(3)}
            if ntr[decl] in (0, 12):
                continue
            if n_disc == 3:
                dp = gd_points(dec_cards)
            else:
                dp = None
            res = want(dp, disc, after, left[decl])
            if res is None:
                continue
            ev = [
                {"type": "bid", "seat": decl, "bid": "three"},
                {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
                {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
                {"type": "take", "seat": decl, "cards": bought},
            ]
            de = {"type": "discard", "seat": decl, "cards": list(disc)}
            if shown:
                de["shown"] = True
            ev.append(de)
            disc_ix = len(ev) - 1
            ev.append({"type": "announce", "seat": decl, "items": ann})
            ev.append({"type": "announce", "seat": (decl + 1) % 3, "items": []})
            ev.append({"type": "announce", "seat": (decl + 2) % 3, "items": []})
            ev += ev_play
            pays, figs = res
            for frm, to, amt, reason in pays:
                ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
            doc = {
                "format": "trick-transcript/1",
                "game": "galician-tarok",
                "rules": {"preset": "standard", "pool": False},
                "players": ["Adam", "Bożena", "Czesław"],
                "meta": {"round": "discards", "description": desc},
                "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
            }
            f = dict(figs, seed=seed, declarer=decl, discard=list(disc), declarer_tricks=ntr[decl])
            if figs_extra:
                f.update(figs_extra)
            write(name, doc, plants_fn(disc_ix, len(ev)), f)
            return
        raise SystemExit("galician: no seed for " + name)

    # G1: clean; the declarer lays away the Pagat (a tarock, shown because he announces
    # tarocks, section 22) and two suit cards, keeps exactly 10 tarocks and announces them.
    def pick1(full):
        tar = [c for c in full if gd_suit(c) == "T"]
        if "T1" not in full or len(tar) != 11:
            return None
        suits = [c for c in full if gd_suit(c) != "T" and c[0] != "K"]
        if len(suits) < 2:
            return None
        return ["T1", suits[0], suits[1]]

    def ann1(after, disc):
        return [{"kind": "tarocks", "count": 10}]

    def want_win_tarocks(dp, disc, after, left):
        if dp is None or dp <= 35 or dp >= 60:
            return None
        game = (dp - 33) * 3 + 30
        return (
            [(h, DECL, game, "game") for h in HELP] + [(h, DECL, 50, "tarocks") for h in HELP],
            {"declarer_points": dp, "game_value": game, "tarocks": 50},
        )

    dealer = 2
    global DECL, HELP
    DECL = 0
    HELP = [1, 2]
    run(
        "gd-pagat-laid-away-shown.json",
        1,
        dealer,
        pick1,
        ann1,
        "Adam buys the first three, lays away the Pagat (shown: he announces ten tarocks, section 22) and two suit cards, and wins the three; the laid-away cards count for him.",
        want_win_tarocks,
        lambda di, n: [],
        shown=True,
    )

    # G2: illegal: a king laid away (section 13): the game is lost unconditionally; he made
    # his points, so he pays only the consolation (section 12 'zwykle').
    def pick2(full):
        ks = [c for c in full if c[0] == "K"]
        low = [c for c in full if gd_suit(c) != "T" and c[0] not in "KQ"]
        if len(ks) != 1 or len(low) < 2:
            return None
        return [ks[0], low[0], low[1]]

    def want_cons(dp, disc, after, left):
        if dp is None or dp < 40:
            return None
        return ([(DECL, h, 30, "game") for h in HELP], {"declarer_points": dp, "consolation": 30})

    DECL = 1
    HELP = [0, 2]
    run(
        "gd-king-laid-away.json",
        500,
        0,
        pick2,
        lambda a, d: [],
        "Bożena lays away a king (section 13): she loses unconditionally; she took more than 33 points, so she pays the consolation, 30 to each helper (section 12).",
        want_cons,
        lambda di, n: [(0, di, "illegal_discard", "king laid away")],
    )

    # G3: illegal: three bought, two laid away (section 12): lost unconditionally. She keeps 13
    # cards and plays 12 tricks; she makes her points whatever the odd card, so she pays the
    # consolation only.
    def pick3(full):
        low = [c for c in full if gd_suit(c) != "T" and c[0] not in "KQ"]
        if len(low) < 2:
            return None
        return [low[0], low[1]]

    def want_cons2(dp, disc, after, left):
        return "defer"

    # custom run for the short discard: compute points with and without the leftover card
    def run3():
        dealer = 1
        decl = 2
        for seed in range(900, 30000):
            rng = random.Random(seed)
            d = deck[:]
            rng.shuffle(d)
            talon = d[:6]
            hands = [d[6:18], d[18:30], d[30:42]]
            bought = talon[:3]
            rest = talon[3:]
            full = hands[decl] + bought
            disc = pick3(full)
            if disc is None:
                continue
            after = [c for c in full if c not in disc]
            ph = [list(h) for h in hands]
            ph[decl] = after
            ev_play, won, lastw, lastcard, left = gd_play(seed, ph, dealer, decl)
            odd = left[decl]
            assert len(odd) == 1
            if lastcard == "T1":
                continue
            helpers = [0, 1]
            dec_cards = won[decl] + disc
            hel = won[0] + won[1] + rest
            for group in (dec_cards + odd, dec_cards):
                pass
            if all(c in dec_cards + odd for c in ("SKIZ", "T21", "T1")) or all(
                c in hel for c in ("SKIZ", "T21", "T1")
            ):
                continue
            kings = ["K" + s for s in GD_SUITS]
            if all(c in dec_cards + odd for c in kings) or all(c in hel for c in kings):
                continue
            ntr = len(won[decl]) // 3
            if ntr in (0, 12):
                continue
            # declarer's raw points: values of tricks + 2 discards (+ the odd card) less 2 per group
            raw_lo = sum(gd_value(c) for c in dec_cards) - 2 * (ntr + 1)
            if raw_lo < 40:
                continue
            ev = [
                {"type": "bid", "seat": decl, "bid": "three"},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "take", "seat": decl, "cards": bought},
                {"type": "discard", "seat": decl, "cards": disc},
                {"type": "announce", "seat": decl, "items": []},
                {"type": "announce", "seat": 0, "items": []},
                {"type": "announce", "seat": 1, "items": []},
            ] + ev_play
            ev += [
                {"type": "payment", "from": decl, "to": h, "amount": 30, "reason": "game"} for h in helpers
            ]
            doc = {
                "format": "trick-transcript/1",
                "game": "galician-tarok",
                "rules": {"preset": "standard", "pool": False},
                "players": ["Adam", "Bożena", "Czesław"],
                "meta": {
                    "round": "discards",
                    "description": "Czesław buys three and lays away only two (section 12): he loses unconditionally; he plays the deal out with a card to spare and, having made his points, pays the consolation, 30 to each helper.",
                },
                "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
            }
            write(
                "gd-two-laid-away-for-three.json",
                doc,
                [(0, 4, "illegal_discard", "laid away 2 of 3 bought")],
                {
                    "seed": seed,
                    "declarer": decl,
                    "discard": disc,
                    "odd_card": odd,
                    "declarer_points_at_least": raw_lo,
                    "consolation": 30,
                },
            )
            return
        raise SystemExit("g3")

    run3()


# ----------------------------------------------------------------------------------
# Ulti (source 003)
# ----------------------------------------------------------------------------------
U_SUITS = "HDSC"
U_TR = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low


def u_deck():
    return [r + s for s in U_SUITS for r in U_TR]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return 8 - U_TR.index(c[:-1])


def u_beats(a, b, led, trump):
    """Does card a beat card b (b the current winner)?"""
    if u_suit(a) == trump and u_suit(b) != trump:
        return True
    if u_suit(a) == u_suit(b):
        return u_rank(a) > u_rank(b)
    return False


def u_winner(trick, trump):
    w = trick[0]
    for pc in trick[1:]:
        if u_beats(pc[1], w[1], u_suit(trick[0][1]), trump):
            w = pc
    return w[0]


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    cur = trick[0]
    for pc in trick[1:]:
        if u_beats(pc[1], cur[1], led, trump):
            cur = pc
    same = [c for c in hand if u_suit(c) == led]
    if same:
        cand = same
    else:
        tr = [c for c in hand if u_suit(c) == trump]
        cand = tr if tr else list(hand)
    better = [c for c in cand if u_beats(c, cur[1], led, trump)]
    return better if better else cand


def u_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def u_marriages(hand, trump):
    out = []
    for s in U_SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def u_play(seed, hands, declarer, trump, marriages_ok=True, fake=None):
    """fake: {seat: [points...]} a declaration recorded that the hand does not support."""
    rng = random.Random(seed)
    hands = [list(h) for h in hands]
    ev = []
    won = {p: [] for p in range(3)}
    mar = {p: (u_marriages(hands[p], trump) if marriages_ok else []) for p in range(3)}
    leader = declarer
    last = None
    decl_ix = {}
    for tix in range(10):
        trick = []
        for k in range(3):
            p = (leader + k) % 3
            if tix == 0 and marriages_ok:
                items = [
                    {"kind": "marriage", "points": x} for x in (fake.get(p) if fake and p in fake else mar[p])
                ]
                ev.append({"type": "declare", "seat": p, "items": items})
                decl_ix[p] = len(ev) - 1
            c = rng.choice(sorted(u_legal(hands[p], trick, trump)))
            hands[p].remove(c)
            trick.append((p, c))
            ev.append({"type": "play", "seat": p, "card": c})
        w = u_winner(trick, trump)
        won[w] += [c for _, c in trick]
        leader = w
        last = (trick, w)
    return ev, won, mar, last, decl_ix


def ulti():
    deck = u_deck()

    def base(seed, dealer):
        rng = random.Random(seed)
        d = deck[:]
        rng.shuffle(d)
        f = (dealer + 1) % 3
        hands = [None, None, None]
        hands[f] = d[:12]
        hands[(f + 1) % 3] = d[12:22]
        hands[(f + 2) % 3] = d[22:32]
        return hands

    def settle_party(decl, won, mar, disc, last, trump, red=False):
        defs = [p for p in range(3) if p != decl]
        trick, w = last
        dpts = u_points(won[decl]) + (10 if w == decl else 0) + sum(mar[decl])
        fpts = (
            u_points(won[defs[0]] + won[defs[1]] + disc)
            + (10 if w != decl else 0)
            + sum(mar[defs[0]])
            + sum(mar[defs[1]])
        )
        return dpts, fpts

    def silent_ok(won, last, trump, decl, mar, disc):
        trick, w = last
        if any(c == "7" + trump for _, c in trick):
            return False
        defs = [p for p in range(3) if p != decl]
        if len(won[decl]) == 30 or len(won[decl]) == 0:
            return False
        dpts, fpts = settle_party(decl, won, mar, disc, last, trump)
        if dpts >= 100 or fpts >= 100:
            return False
        return True

    # U1: clean party; the declarer lays away an ace and a ten (20 card points to the
    # defenders, source: 'the card points of the two cards the declarer laid away belong to
    # the defenders'); those 20 points decide the party against him.
    def u1():
        dealer = 0
        for seed in range(1, 50000):
            hands = base(seed, dealer)
            f = 1
            sec = 2
            # forehand lays away two low cards and bids party
            fh = hands[f]
            low1 = [c for c in fh if c[:-1] in ("7", "8", "9")]
            if len(low1) < 2:
                continue
            d1 = low1[:2]
            h1 = [c for c in fh if c not in d1]
            # second player takes them and lays away an ace and a ten of a suit that is not trump
            h2 = hands[sec] + d1
            trump = None
            for s in U_SUITS:
                if s != "H" and sum(1 for c in h2 if u_suit(c) == s) >= 4:
                    trump = s
                    break
            if trump is None:
                continue
            at = [c for c in h2 if c[:-1] in ("A", "10") and u_suit(c) != trump]
            if len(at) < 2:
                continue
            d2 = at[:2]
            h2b = [c for c in h2 if c not in d2]
            hs = [list(hands[0]), h1, h2b]
            ev_play, won, mar, last, _ = u_play(seed, hs, sec, trump)
            if not silent_ok(won, last, trump, sec, mar, d2):
                continue
            dp, fp = settle_party(sec, won, mar, d2, last, trump)
            # the discard decides: without it he wins, with it he loses
            if not (fp > dp and fp - 20 < dp):
                continue
            ev = [
                {"type": "discard", "seat": f, "cards": d1},
                {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
                {"type": "take", "seat": sec, "cards": d1},
                {"type": "discard", "seat": sec, "cards": d2},
                {"type": "bid", "seat": sec, "bid": {"goals": ["party"], "red": True}},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "bid", "seat": 2, "bid": "pass"},
            ]
            # red party: hearts are trumps; we need trump == H then
            return None
        return None

    # Red party needs hearts trump; simpler: a plain party with a named trump suit.
    def u1b():
        dealer = 0
        for seed in range(1, 80000):
            hands = base(seed, dealer)
            f, sec = 1, 2
            fh = hands[f]
            low1 = [c for c in fh if c[:-1] in ("7", "8", "9")]
            if len(low1) < 2:
                continue
            d1 = low1[:2]
            h1 = [c for c in fh if c not in d1]
            h2 = hands[sec] + d1
            trump = None
            for s in U_SUITS:
                if sum(1 for c in h2 if u_suit(c) == s) >= 4:
                    trump = s
                    break
            if trump is None:
                continue
            at = [c for c in h2 if c[:-1] in ("A", "10") and u_suit(c) != trump]
            if len(at) < 2:
                continue
            d2 = at[:2]
            h2b = [c for c in h2 if c not in d2]
            hs = [list(hands[0]), h1, h2b]
            ev_play, won, mar, last, _ = u_play(seed, hs, sec, trump)
            if not silent_ok(won, last, trump, sec, mar, d2):
                continue
            dp, fp = settle_party(sec, won, mar, d2, last, trump)
            if not (fp > dp and fp - 20 < dp):
                continue
            # plain party over a plain party is no higher bid: seat 2 bids 40-100? keep it
            # simple: forehand passes first (discarding), seat 2 bids party.
            ev = [
                {"type": "discard", "seat": f, "cards": d1},
                {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
            ]
            return seed, hands, d1, d2, trump, ev_play, dp, fp, won, mar
        raise SystemExit("u1")

    # The forehand must bid after discarding (he 'lays away two and then says a game');
    # for a clean record the forehand is the declarer himself: he discards A and 10 at once.
    def u1c():
        dealer = 0
        for seed in range(1, 200000):
            hands = base(seed, dealer)
            f = 1
            fh = hands[f]
            trump = None
            for s in "SCD":
                if sum(1 for c in fh if u_suit(c) == s) >= 4:
                    trump = s
                    break
            if trump is None:
                continue
            at = [c for c in fh if c[:-1] in ("A", "10") and u_suit(c) != trump]
            if len(at) < 2:
                continue
            d1 = at[:2]
            h1 = [c for c in fh if c not in d1]
            hs = [list(hands[0]), h1, list(hands[2])]
            ev_play, won, mar, last, _ = u_play(seed, hs, f, trump)
            if not silent_ok(won, last, trump, f, mar, d1):
                continue
            dp, fp = settle_party(f, won, mar, d1, last, trump)
            if not (fp > dp and fp - 20 < dp):
                continue
            ev = [
                {"type": "discard", "seat": f, "cards": d1},
                {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
                {"type": "bid", "seat": 2, "bid": "pass"},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
            ]
            ev += ev_play
            ev += [{"type": "payment", "from": f, "to": d, "amount": 1, "reason": "party"} for d in (2, 0)]
            doc = {
                "format": "trick-transcript/1",
                "game": "ulti",
                "rules": {"preset": "standard"},
                "players": ["Anna", "Béla", "Csilla"],
                "meta": {
                    "round": "discards",
                    "description": "Béla lays away an ace and a ten (20 card points for the defenders) and plays a plain party; with the laid-away 20 the defenders have more and the party is lost: he pays 1 to each.",
                },
                "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
            }
            write(
                "ulti-ace-ten-laid-away.json",
                doc,
                [],
                {
                    "seed": seed,
                    "trump": trump,
                    "discard": d1,
                    "declarer_points": dp,
                    "defender_points": fp,
                    "marriages": mar,
                },
            )
            return
        raise SystemExit("u1c")

    u1c()

    # U2: clean; the declarer lays away the trump seven and still bids ulti (the source
    # allows bidding an impossible goal, 'VII (7) を持っていないときのウルティ'): ulti lost,
    # 4 + 4 penalty to each defender; the party settled separately.
    def u2():
        dealer = 1
        f = 2
        for seed in range(1, 200000):
            hands = base(seed, dealer)
            fh = hands[f]
            trump = None
            for s in "SCD":
                if "7" + s in fh and sum(1 for c in fh if u_suit(c) == s) >= 5:
                    trump = s
                    break
            if trump is None:
                continue
            low = [c for c in fh if c[:-1] in ("8", "9") and u_suit(c) != trump]
            if not low:
                continue
            d1 = ["7" + trump, low[0]]
            h1 = [c for c in fh if c not in d1]
            hs = [list(h) for h in hands]
            hs[f] = h1
            ev_play, won, mar, last, _ = u_play(seed, hs, f, trump)
            if not silent_ok(won, last, trump, f, mar, d1):
                continue
            dp, fp = settle_party(f, won, mar, d1, last, trump)
            if dp <= fp or dp - fp < 10:
                continue
            ev = [
                {"type": "discard", "seat": f, "cards": d1},
                {"type": "bid", "seat": f, "bid": {"goals": ["ulti"], "red": False}},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "bid", "seat": 2, "bid": "pass"},
                {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
            ]
            ev += ev_play
            defs = [0, 1]
            ev += [{"type": "payment", "from": d, "to": f, "amount": 1, "reason": "party"} for d in defs]
            ev += [{"type": "payment", "from": f, "to": d, "amount": 4, "reason": "ulti"} for d in defs]
            ev += [
                {"type": "payment", "from": f, "to": d, "amount": 4, "reason": "ulti-penalty"} for d in defs
            ]
            doc = {
                "format": "trick-transcript/1",
                "game": "ulti",
                "rules": {"preset": "standard"},
                "players": ["Anna", "Béla", "Csilla"],
                "meta": {
                    "round": "discards",
                    "description": "Csilla lays away her trump seven and bids ulti all the same: the party is won (1 from each), the ulti is lost (4 and the 4 penalty to each).",
                },
                "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
            }
            write(
                "ulti-seven-laid-away-ulti-bid.json",
                doc,
                [],
                {
                    "seed": seed,
                    "trump": trump,
                    "discard": d1,
                    "declarer_points": dp,
                    "defender_points": fp,
                    "net": {f: 2 - 16, 0: -1 + 8, 1: -1 + 8},
                },
            )
            return
        raise SystemExit("u2")

    u2()

    # U3: violation; the declarer lays away the queen of a pair and declares the 20 all the same.
    def u3():
        dealer = 2
        f = 0
        for seed in range(1, 300000):
            hands = base(seed, dealer)
            fh = hands[f]
            trump = None
            for s in "SCD":
                if sum(1 for c in fh if u_suit(c) == s) >= 4:
                    trump = s
                    break
            if trump is None:
                continue
            pairs = [s for s in U_SUITS if s != trump and "K" + s in fh and "Q" + s in fh]
            if not pairs:
                continue
            ps = pairs[0]
            low = [c for c in fh if c[:-1] in ("7", "8", "9") and u_suit(c) != trump and u_suit(c) != ps]
            if not low:
                continue
            d1 = ["Q" + ps, low[0]]
            h1 = [c for c in fh if c not in d1]
            hs = [list(h) for h in hands]
            hs[f] = h1
            real = u_marriages(h1, trump)
            fake = {f: sorted(real + [20], reverse=True)}
            ev_play, won, mar, last, dix = u_play(seed, hs, f, trump, fake=fake)
            if not silent_ok(won, last, trump, f, mar, d1):
                continue
            dp, fp = settle_party(f, won, mar, d1, last, trump)
            # robust: the party is won with or without the false 20
            if dp <= fp + 10:
                continue
            if dp + 20 >= 100:
                continue
            ev = [
                {"type": "discard", "seat": f, "cards": d1},
                {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "bid", "seat": 2, "bid": "pass"},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
            ]
            off = len(ev)
            ev += ev_play
            ev += [{"type": "payment", "from": d, "to": f, "amount": 1, "reason": "party"} for d in (1, 2)]
            doc = {
                "format": "trick-transcript/1",
                "game": "ulti",
                "rules": {"preset": "standard"},
                "players": ["Anna", "Béla", "Csilla"],
                "meta": {
                    "round": "discards",
                    "description": "Anna lays away the queen of a pair and still declares its 20 with her first card: the pair is not in her hand. The party is won with or without those 20.",
                },
                "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
            }
            write(
                "ulti-false-twenty-after-discard.json",
                doc,
                [(0, off + dix[f], "false_declaration", "20 declared for a pair whose queen was laid away")],
                {
                    "seed": seed,
                    "trump": trump,
                    "discard": d1,
                    "declarer_points_without_false_20": dp,
                    "defender_points": fp,
                    "real_marriages": real,
                },
            )
            return
        raise SystemExit("u3")

    u3()

    # U4: violation; the second player takes the two cards, lays away two and passes. The
    # source: whoever wants to bid takes the cards; whoever does not hands them on unseen.
    def u4():
        dealer = 0
        f, sec = 1, 2
        for seed in range(1, 300000):
            hands = base(seed, dealer)
            fh = hands[f]
            trump = None
            for s in "SCD":
                if sum(1 for c in fh if u_suit(c) == s) >= 4:
                    trump = s
                    break
            if trump is None:
                continue
            low = [c for c in fh if c[:-1] in ("7", "8", "9") and u_suit(c) != trump]
            if len(low) < 2:
                continue
            d1 = low[:2]
            h1 = [c for c in fh if c not in d1]
            h2 = hands[sec] + d1
            low2 = [c for c in h2 if c[:-1] in ("7", "8", "9") and c not in d1]
            if len(low2) < 2:
                continue
            d2 = low2[:2]
            h2b = [c for c in h2 if c not in d2]
            hs = [list(hands[0]), h1, h2b]
            ev_play, won, mar, last, _ = u_play(seed, hs, f, trump)
            if not silent_ok(won, last, trump, f, mar, d2):
                continue
            dp, fp = settle_party(f, won, mar, d2, last, trump)
            if dp <= fp + 5:
                continue
            ev = [
                {"type": "discard", "seat": f, "cards": d1},
                {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
                {"type": "take", "seat": sec, "cards": d1},
                {"type": "discard", "seat": sec, "cards": d2},
                {"type": "bid", "seat": sec, "bid": "pass"},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
            ]
            ev += ev_play
            ev += [{"type": "payment", "from": d, "to": f, "amount": 1, "reason": "party"} for d in (2, 0)]
            doc = {
                "format": "trick-transcript/1",
                "game": "ulti",
                "rules": {"preset": "standard"},
                "players": ["Anna", "Béla", "Csilla"],
                "meta": {
                    "round": "discards",
                    "description": "Csilla takes the two laid-away cards, lays away two of her own and then passes: taking the cards is for a player who bids higher; one who passes hands them on unseen. No ace or ten is laid away, so the party's count is the same either way.",
                },
                "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
            }
            write(
                "ulti-take-then-pass.json",
                doc,
                [(0, 4, "illegal_bid", "took and laid away, then passed")],
                {
                    "seed": seed,
                    "trump": trump,
                    "discards": [d1, d2],
                    "declarer_points": dp,
                    "defender_points": fp,
                },
            )
            return
        raise SystemExit("u4")

    u4()


# ----------------------------------------------------------------------------------
# Tarocchini (source 004)
# ----------------------------------------------------------------------------------
TQ_SUITS = "SBCD"
TQ_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons
TQ_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins


def tq_deck():
    d = []
    for s in TQ_SUITS:
        d += [r + s for r in (TQ_LONG if s in "SB" else TQ_ROUND)]
    d += ["T%d" % i for i in range(0, 21)] + ["MATTO"]
    return d


def tq_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if c.startswith("T") else c[-1]


def tq_rank(c):
    if c.startswith("T"):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 1
        return n if n else 0
    r, s = c[:-1], c[-1]
    order = TQ_LONG if s in "SB" else TQ_ROUND
    return 20 - order.index(r)


def tq_value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def tq_five(c):
    return tq_value(c) == 5


def tq_legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = tq_suit(trick[0][1])
    same = [c for c in hand if tq_suit(c) == led]
    if same:
        base = same
    else:
        tr = [c for c in hand if tq_suit(c) == "T"]
        base = tr if tr else [c for c in hand if c != "MATTO"]
    out = list(base)
    if "MATTO" in hand:
        out.append("MATTO")
    return out or list(hand)


def tq_winner(trick):
    cards = [(p, c) for p, c in trick if c != "MATTO"]
    led = tq_suit(cards[0][1])
    tr = [(p, c) for p, c in cards if tq_suit(c) == "T"]
    pool = tr if tr else [(p, c) for p, c in cards if tq_suit(c) == led]
    best = None
    for p, c in pool:  # later equal Moretti beat earlier ones (last played highest)
        if best is None or tq_rank(c) >= tq_rank(best[1]):
            if (
                best is not None
                and tq_rank(c) == tq_rank(best[1])
                and not (tq_suit(c) == "T" and 1 <= int(c[1:]) <= 4)
            ):
                continue
            best = (p, c)
    return best[0]


def tq_card_points(cards):
    assert len(cards) % 2 == 0, len(cards)
    return sum(tq_value(c) for c in cards) - len(cards) // 2


CRICCHE = [
    ("tarocchi", ["T20", "T19", "T0", "MATTO"], 18, 36),
    ("kings", ["K" + s for s in TQ_SUITS], 17, 34),
    ("queens", ["Q" + s for s in TQ_SUITS], 14, 28),
    ("knights", ["N" + s for s in TQ_SUITS], 13, 26),
    ("jacks", ["J" + s for s in TQ_SUITS], 12, 24),
]


def tq_combos(pile):
    """Combinations in a pile (my reading of the source's tables)."""
    P = set(pile)
    wilds = [w for w in ("MATTO", "T0") if w in P]
    out = []
    cr = []
    for name, cards, v3, v4 in CRICCHE:
        n = sum(1 for c in cards if c in P)
        if n == 4:
            cr.append((name, 4, v4))
        elif n == 3:
            cr.append((name, 3, v3))
    seqs = []

    def run(first_real, chain, need_first, min_real_in_first):
        # chain: list of cards after the head; wilds fill single gaps
        length = 1
        w = len(wilds)
        prev_wild = False
        reals_in_first = 0
        covered_first = 0
        for i, c in enumerate(chain):
            if c in P:
                length += 1
                prev_wild = False
                if i < need_first:
                    reals_in_first += 1
                    covered_first += 1
            elif w > 0 and not prev_wild:
                w -= 1
                length += 1
                prev_wild = True
                if i < need_first:
                    covered_first += 1
            else:
                break
        return length, covered_first, reals_in_first

    # trumps: Angel + two of Mondo/Sun/Moon (one real) + consecutive numbered trumps
    if "T20" in P:
        chain = ["T19", "T18", "T17"] + ["T%d" % i for i in range(16, 4, -1)]
        length, cov, real = run("T20", chain, 3, 1)
        if cov >= 2 and real >= 1 and length >= 3:
            seqs.append(("trumps", length))
    for s in TQ_SUITS:
        if "K" + s in P:
            chain = ["Q" + s, "N" + s, "J" + s, "1" + s]
            length, cov, real = run("K" + s, chain, 3, 1)
            if cov >= 2 and real >= 1 and length >= 3:
                seqs.append(("suit " + s, length))
    for name, cards in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in TQ_SUITS])):
        r = sum(1 for c in cards if c in P)
        if r >= 2 and r + len(wilds) >= 3:
            seqs.append((name, min(6, r + len(wilds))))
    cpts = sum(v for _, _, v in cr)
    spts = sum(10 + 5 * (n - 3) for _, n in seqs)
    if len(cr) >= 3:
        cpts *= 2
    if len(seqs) >= 3:
        spts *= 2
    return cpts + spts, cr, seqs


def tq_play(seed, hands, leader, nplayers, partner_of=None, matto_policy=None, lowest_for=None):
    rng = random.Random(seed)
    hands = [list(h) for h in hands]
    ev = []
    won = {p: [] for p in range(nplayers)}
    tricks = {p: 0 for p in range(nplayers)}
    last = None
    ntr = len(hands[0])
    for tix in range(ntr):
        trick = []
        for k in range(nplayers):
            p = (leader + k) % nplayers
            legal = tq_legal(hands[p], trick)
            nonm = [c for c in legal if c != "MATTO"]
            c = None
            if "MATTO" in legal and trick and tix < ntr - 1 and partner_of is not None:
                cw = tq_winner(trick)
                if cw == partner_of(p):
                    c = "MATTO"
            if c is None:
                if lowest_for is not None and p in lowest_for and nonm:
                    c = min(sorted(nonm), key=lambda x: (tq_suit(x) == "T", tq_rank(x)))
                else:
                    c = rng.choice(sorted(nonm or legal))
            if c == "MATTO" and (not trick or tix == ntr - 1):
                return None
            hands[p].remove(c)
            trick.append((p, c))
            ev.append({"type": "play", "seat": p, "card": c})
        w = tq_winner(trick)
        tricks[w] += 1
        for p, c in trick:
            if c == "MATTO":
                # keep the Matto's hand-over of a low card out of this round: the Matto is
                # played only into a trick its own side wins
                if partner_of is None or w not in (p, partner_of(p)):
                    return None
                won[p].append(c)
            else:
                won[w].append(c)
        leader = w
        last = w
    if any("MATTO" in h for h in hands):
        return None
    return ev, won, tricks, last


def ottocento():
    deck = tq_deck()

    def run(name, seed0, dealer, pick, desc, want, plant):
        for seed in range(seed0, seed0 + 50000):
            rng = random.Random(seed)
            d = deck[:]
            rng.shuffle(d)
            hands = [d[i * 15 : (i + 1) * 15] for i in range(4)]
            hands[dealer] = hands[dealer] + d[60:62]
            disc = pick(hands[dealer])
            if disc is None:
                continue
            ph = [list(h) for h in hands]
            for c in disc:
                ph[dealer].remove(c)
            r = tq_play(
                seed, ph, (dealer + 1) % 4, 4, partner_of=lambda p: (p + 2) % 4, lowest_for=want.get("lowest")
            )
            if r is None:
                continue
            ev_play, won, tricks, lastw = r
            if "MATTO" in sum(won.values(), []):
                # the Matto must have gone back to a player whose partner won the trick
                pass
            team = lambda p: p % 2
            dteam = team(dealer)
            if not want["cond"](tricks, dealer):
                continue
            piles = {0: won[0] + won[2], 1: won[1] + won[3]}
            credit = dteam if tricks[dealer] > 0 else 1 - dteam
            piles[credit] = piles[credit] + disc
            # the discards must not change any combination (so only card points turn on them)
            for t in (0, 1):
                wo = [c for c in piles[t] if c not in disc]
                if tq_combos(piles[t])[0] != tq_combos(wo)[0]:
                    break
            else:
                pass
            if any(
                tq_combos(piles[t])[0] != tq_combos([c for c in piles[t] if c not in disc])[0] for t in (0, 1)
            ):
                continue
            # no 'all tricks' side
            if sum(tricks[p] for p in (0, 2)) in (0, 15):
                continue
            sc = {}
            for t in (0, 1):
                comb, cr, sq = tq_combos(piles[t])
                cp = tq_card_points(piles[t])
                lt = 6 if team(lastw) == t else 0
                sc[t] = {
                    "declarations": 0,
                    "combinations": comb,
                    "card_points": cp,
                    "last_trick": lt,
                    "total": comb + cp + lt,
                    "cricche": cr,
                    "sequences": sq,
                }
            assert sc[0]["card_points"] + sc[1]["card_points"] + 6 == 93
            ev = [{"type": "discard", "seat": dealer, "cards": disc}]
            for k in range(1, 5):
                ev.append({"type": "declare", "seat": (dealer + k) % 4, "items": []})
            ev += ev_play
            for t in (0, 1):
                for key in ("declarations", "combinations", "card_points", "last_trick"):
                    ev.append({"type": "score", "party": "team%d" % t, "points": sc[t][key], "reason": key})
            for t in (0, 1):
                ev.append({"type": "total", "party": "team%d" % t, "points": sc[t]["total"]})
            doc = {
                "format": "trick-transcript/1",
                "game": "tarocchini-ottocento",
                "rules": {"preset": "standard"},
                "players": ["Anna", "Bruno", "Carla", "Dario"],
                "meta": {"round": "discards", "description": desc},
                "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
            }
            write(
                name,
                doc,
                plant(0),
                {
                    "seed": seed,
                    "discard": disc,
                    "tricks": tricks,
                    "credited_to": "team%d" % credit,
                    "scores": {("team%d" % t): {k: v for k, v in sc[t].items()} for t in (0, 1)},
                    "discard_card_points": sum(tq_value(c) for c in disc) - 1,
                },
            )
            return
        raise SystemExit("ottocento " + name)

    # O1: clean; the dealer lays away a queen and a Moretto (legal: neither is a 5-point card)
    # and takes no trick: the discards go to the opponents although his partner took tricks
    # (source: 'unless HE takes no tricks').
    def pick1(h):
        q = [c for c in h if c[0] == "Q"]
        m = [c for c in h if c in ("T1", "T2", "T3", "T4")]
        if not q or not m:
            return None
        return [q[0], m[0]]

    run(
        "otto-dealer-no-trick.json",
        1,
        3,
        pick1,
        "Dario (dealer) lays away a queen and a Moretto and takes no trick himself; his partner Bruno does. The two cards count for the opponents (source: discards count for the dealer 'unless he takes no tricks').",
        {"cond": lambda tr, d: tr[d] == 0 and tr[(d + 2) % 4] > 0, "lowest": {3}},
        lambda di: [],
    )

    # O2: violation: the dealer lays away a king (a 5-point card).
    def pick2(h):
        k = [c for c in h if c[0] == "K"]
        low = [c for c in h if c[:-1] in ("6", "7", "8", "9", "10") and not c.startswith("T")]
        if not k or not low:
            return None
        return [k[0], low[0]]

    run(
        "otto-king-laid-away.json",
        100,
        0,
        pick2,
        "Anna (dealer) lays away a king, a 5-point card the source forbids in the discard. The deal is otherwise played out and scored as played (the source gives no penalty).",
        {"cond": lambda tr, d: tr[d] > 0},
        lambda di: [(0, 0, "illegal_discard", "king laid away")],
    )


def terziglio():
    deck = tq_deck()

    def run(name, seed0, dealer, pick, desc, plant, extra_cond=None):
        for seed in range(seed0, seed0 + 100000):
            rng = random.Random(seed)
            d = [c for c in deck if c != "MATTO"]
            rng.shuffle(d)
            # the Matto lies in the widow (8 cards): nobody plays it
            widow = d[:7] + ["MATTO"]
            rng.shuffle(widow)
            hands = [d[7 + 18 * i : 7 + 18 * (i + 1)] for i in range(3)]
            decl = (dealer + 1) % 3
            sel = pick(hands[decl], widow)
            if sel is None:
                continue
            take, disc = sel
            ph = [list(h) for h in hands]
            ph[decl] = [c for c in ph[decl] + take if c not in disc]
            new_widow = [c for c in widow if c not in take] + disc
            r = tq_play(seed, ph, decl, 3)
            if r is None:
                continue
            ev_play, won, tricks, lastw = r
            t = tricks[decl]
            if t == 0 or t == 18 or t % 2:
                continue
            opp = [p for p in range(3) if p != decl]
            dpile = won[decl] + new_widow
            opile = won[opp[0]] + won[opp[1]]
            dc, dcr, dsq = tq_combos(dpile)
            oc, ocr, osq = tq_combos(opile)
            dcp = tq_card_points(dpile)
            ocp = tq_card_points(opile)
            assert dcp + ocp + 6 == 93
            dtot = dc + dcp + (6 if lastw == decl else 0)
            otot = oc + ocp + (6 if lastw != decl else 0)
            # the same deal with the widow credited to the other side
            a_d = tq_combos(won[decl])[0] + tq_card_points(won[decl]) + (6 if lastw == decl else 0)
            a_o = (
                tq_combos(opile + new_widow)[0]
                + tq_card_points(opile + new_widow)
                + (6 if lastw != decl else 0)
            )
            if extra_cond and not extra_cond(dtot, otot, a_d, a_o):
                continue
            win = dtot > otot
            wp = dtot if win else otot
            base = (wp // 50) * 50
            if wp - base >= 46:
                base += 50
            gp = base // 50
            if abs(dtot - otot) < 15 or (wp % 50) in range(40, 50):
                continue
            ev = [
                {"type": "bid", "seat": decl, "bid": "gioco"},
                {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
                {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
                {"type": "take", "seat": decl, "cards": take},
                {"type": "discard", "seat": decl, "cards": disc},
            ]
            di = 4
            for k in range(3):
                ev.append({"type": "declare", "seat": (decl + k) % 3, "items": []})
            ev += ev_play
            scores = {p: 0 for p in range(3)}
            if win:
                scores[decl] = gp
            else:
                for p in opp:
                    scores[p] = gp
            for p in range(3):
                ev.append({"type": "score", "party": p, "points": scores[p]})
            for p in range(3):
                ev.append({"type": "total", "party": p, "points": scores[p]})
            doc = {
                "format": "trick-transcript/1",
                "game": "tarocchini-terziglio",
                "rules": {"preset": "standard"},
                "players": ["Elena", "Franco", "Giulia"],
                "meta": {"round": "discards", "description": desc},
                "deals": [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
            }
            awp = max(a_d, a_o)
            agp = awp // 50 + (1 if awp % 50 >= 46 else 0)
            write(
                name,
                doc,
                plant(di),
                {
                    "seed": seed,
                    "take": take,
                    "if_widow_to_opponents": {"declarer": a_d, "opponents": a_o, "game_points": agp},
                    "discard": disc,
                    "declarer_tricks": t,
                    "declarer": {
                        "combos": dc,
                        "cricche": dcr,
                        "sequences": dsq,
                        "card_points": dcp,
                        "total": dtot,
                    },
                    "opponents": {
                        "combos": oc,
                        "cricche": ocr,
                        "sequences": osq,
                        "card_points": ocp,
                        "total": otot,
                    },
                    "declarer_won": win,
                    "game_points": gp,
                    "scores": scores,
                },
            )
            return
        raise SystemExit("terziglio " + name)

    # Tz1: clean: the declarer takes three widow cards and lays away a Moretto, a numbered
    # trump and a queen (no 5-point card); the widow, discards included, counts for him.
    def pick1(hand, widow):
        cand = [c for c in widow if c != "MATTO"]
        take = cand[:3]
        full = hand + take
        m = [c for c in full if c in ("T1", "T2", "T3", "T4")]
        n = [c for c in full if c in ("T5", "T6", "T7", "T8")]
        q = [c for c in full if c[0] == "Q"]
        if not m or not n or not q or any(tq_five(c) for c in take[:0]):
            return None
        return take, [m[0], n[0], q[0]]

    run(
        "terz-trumps-laid-away.json",
        1,
        0,
        pick1,
        "Franco plays gioco, takes three widow cards and lays away a Moretto, a low trump and a queen (none a 5-point card); the widow with his discards counts for him.",
        lambda di: [],
        extra_cond=lambda d, o, ad, ao: (
            (max(d, o) // 50 + (max(d, o) % 50 >= 46)) != (max(ad, ao) // 50 + (max(ad, ao) % 50 >= 46))
            and d > o
        ),
    )

    # Tz2: violation: the declarer lays away the Angel (5 points) and the Bagatto.
    def pick2(hand, widow):
        cand = [c for c in widow if c != "MATTO"]
        take = cand[:2]
        full = hand + take
        if "T20" not in full or "T0" in full:
            return None
        low = [c for c in full if c[:-1] in ("6", "7", "8", "9", "10") and not c.startswith("T")]
        if not low:
            return None
        return take, ["T20", low[0]]

    run(
        "terz-angel-laid-away.json",
        700,
        1,
        pick2,
        "Giulia plays gioco and lays away the Angel, a 5-point card the source forbids in the exchange; the deal is played out and scored as played.",
        lambda di: [(0, di, "illegal_discard", "Angel laid away")],
    )


def main():
    for f in os.listdir(OUT):
        if f.endswith(".json"):
            os.remove(os.path.join(OUT, f))
    danish()
    galician()
    ulti()
    ottocento()
    terziglio()
    with open(os.path.join(OUT, "_figures.txt"), "w", encoding="utf-8") as f:
        for name in sorted(PLANTS):
            f.write(
                "== %s\n  plants: %s\n  figures: %s\n"
                % (name, PLANTS[name], json.dumps(FIGS[name], ensure_ascii=False, default=str))
            )


if __name__ == "__main__":
    main()
