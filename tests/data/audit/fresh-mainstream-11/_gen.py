"""Blind generator for audit round fresh-mainstream-11 (no import of validator).

Every rule here is my own reading of the sources in /work/shared/seeds.
Run: python _gen.py [--seed N]  -> writes NN-*.json here and prints expectations (_expect.txt).
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = []  # expectation lines


def say(*a):
    OUT.append(" ".join(str(x) for x in a))


def write(name, doc):
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


class Reject(Exception):
    pass


# ============================================================== RAGE
RCOL = "RBGYPO"


def rage_deck():
    d = [c + str(v) for c in RCOL for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def rcol(card, named=None):
    if card == "WILD":
        return named
    if card[0] in RCOL and card[1:].isdigit():
        return card[0]
    return None


def rage_round(rng, n, dealer, ncards, opts, fault=None):
    """Simulate one round; fault: None | 'revoke' | ('forbid', ) ; returns (deal, scores, info)."""
    deck = rage_deck()
    rng.shuffle(deck)
    hands = [sorted(deck[i * ncards:(i + 1) * ncards]) for i in range(n)]
    talon = deck[n * ncards:]
    ptr = 0

    def turn():
        nonlocal ptr
        while ptr < len(talon) and rcol(talon[ptr]) is None:
            ptr += 1
        if ptr >= len(talon):
            raise Reject("stock")
        c = rcol(talon[ptr])
        ptr += 1
        return c

    trump = turn()
    events = []
    bids = [None] * n
    order = [(dealer + 1 + i) % n for i in range(n)]
    for k, s in enumerate(order):
        b = rng.choice(range(0, min(ncards, 3) + 1))
        if opts.get("plus_minus_one") and k == n - 1:
            tot = sum(bids[x] for x in order[:-1])
            if fault == "forbid":
                b = ncards - tot
                if b < 0:
                    raise Reject("forbid")
            elif tot + b == ncards:
                b = b + 1 if b + 1 <= ncards else b - 1
        bids[s] = b
        events.append({"type": "bid", "seat": s, "bid": b})
    hs = [list(h) for h in hands]
    leader = (dealer + 1) % n
    won = [0] * n
    bonus = [0] * n
    fault_done = None
    for t in range(ncards):
        trick = []  # (seat, card, named)
        notrump = False
        for k in range(n):
            s = (leader + k) % n
            led = next((rcol(c, nm) for _, c, nm in trick if rcol(c, nm)), None)
            h = hs[s]
            legal = list(h)
            if led:
                f = [c for c in h if rcol(c) == led]
                if f:
                    legal = f
            # steer away from ambiguous specials
            specials_in = [c for _, c, _ in trick]
            avoid = set()
            if any(c in ("NOTRUMP", "CHANGE") for c in specials_in):
                avoid |= {"NOTRUMP", "CHANGE"}
            if "WILD" in specials_in:
                avoid.add("WILD")
            if len(talon) - ptr < 6:
                avoid |= {"CHANGE", "NOTRUMP"}
            pref = [c for c in legal if c not in avoid] or legal
            card = rng.choice(pref)
            if fault == "revoke" and fault_done is None and led and legal != list(h) and t >= 1:
                others = [c for c in h if rcol(c) != led and c not in avoid]
                if others:
                    card = rng.choice(others)
                    fault_done = (len(events), s, card, led, sorted(legal))
            named = None
            if card == "WILD":
                named = led or rng.choice(RCOL)
            ev = {"type": "play", "seat": s, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
            h.remove(card)
            trick.append((s, card, named))
            if card == "CHANGE":
                trump = turn()
            if card == "NOTRUMP":
                notrump = True
        # winner
        led = next((rcol(c, nm) for _, c, nm in trick if rcol(c, nm)), None)

        def val(i):
            s, c, nm = trick[i]
            return 16 * 10 + i if c == "WILD" else int(c[1:])

        cand = []
        if not notrump:
            cand = [i for i, (s, c, nm) in enumerate(trick) if rcol(c, nm) == trump]
        if not cand and led:
            cand = [i for i, (s, c, nm) in enumerate(trick) if rcol(c, nm) == led]
        w = trick[max(cand, key=val)][0] if cand else trick[0][0]
        won[w] += 1
        for _, c, _ in trick:
            if c == "PLUS5":
                bonus[w] += 5
            if c == "MINUS5":
                bonus[w] -= 5
        if notrump:
            trump = turn()
        leader = w
    scores = []
    for s in range(n):
        sc = won[s] + bonus[s] + (10 if won[s] == bids[s] else -5)
        if opts.get("durch") and won[s] == ncards and ncards > 1:
            sc += won[s]
        scores.append(sc)
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    return deal, scores, {"bids": bids, "won": won, "bonus": bonus, "fault": fault_done}


def rage_file(name, seed, players, opts, fault_round=None, fault=None, rounds=3, total_slip=None):
    for attempt in range(200):
        rng = random.Random(seed * 100000 + attempt)
        try:
            deals, allsc, infos = [], [], []
            n = len(players)
            for r in range(rounds):
                f = fault if r == fault_round else None
                d, sc, info = rage_round(rng, n, r % n, 10 - r, opts, f)
                if f and f == "revoke" and info["fault"] is None:
                    raise Reject("no revoke")
                deals.append(d)
                allsc.append(sc)
                infos.append(info)
        except Reject:
            continue
        break
    totals = [0] * n
    say(f"== {name} ({players}, rules {opts})")
    for r, (d, sc, info) in enumerate(zip(deals, allsc, infos)):
        totals = [a + b for a, b in zip(totals, sc)]
        written = list(totals)
        for s in range(n):
            d["events"].append({"type": "score", "party": s, "points": sc[s]})
        if total_slip and total_slip[0] == r:
            written[total_slip[1]] += total_slip[2]
        for s in range(n):
            d["events"].append({"type": "total", "party": s, "points": written[s]})
        if total_slip and total_slip[0] == r:
            say(f"  slip: deal {r} total of seat {total_slip[1]} written {written[total_slip[1]]}, "
                f"rules {totals[total_slip[1]]}; event {len(d['events']) - n + total_slip[1]}")
            totals = written  # the sheet carries on from what it wrote
        say(f"  round {r}: dealer {d['dealer']} bids {info['bids']} won {info['won']} bonus {info['bonus']} "
            f"scores {sc} totals(rules) {[a for a in totals]}")
        if info["fault"]:
            say(f"  revoke: deal {r} event {info['fault'][0]} seat {info['fault'][1]} played {info['fault'][2]} "
                f"to lead {info['fault'][3]} holding {info['fault'][4]}")
    doc = {"format": "trick-transcript/1", "game": "rage", "rules": dict(opts), "players": players,
           "meta": {"event": "Club night", "recorder": "fresh-mainstream-11"}, "deals": deals}
    write(name, doc)
    return doc


# ============================================================== DANISH TAROK
DSUITS = "HDSC"


def dk_deck():
    d = []
    for s in DSUITS:
        d += [r + s for r in ("K", "Q", "N", "J")] + [str(i) + s for i in range(1, 11)]
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d


def dk_suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" else c[-1]


def dk_rank(c):
    if c[0] == "T":
        return int(c[1:])
    r = c[:-1]
    court = {"K": 100, "Q": 99, "N": 98, "J": 97}
    if r in court:
        return court[r]
    v = int(r)
    return (20 - v) if c[-1] in "HD" else v


def dk_honour(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K":
        return 4
    if c[0] == "Q":
        return 3
    if c[0] == "N":
        return 2
    if c[0] == "J" and c != "JOKER":
        return 1
    return 0


def dk_decls(hand):
    items, pays = [], []
    trumps = [c for c in hand if c[0] == "T" or c == "JOKER"]
    joker = "JOKER" in hand
    if len(trumps) >= 10:
        items.append({"kind": "trumps", "count": len(trumps), "pagat": "T1" in hand})
        pays.append(10 + 5 * (len(trumps) - 10))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        pays.append(10 + 5 * (m - 3))
    for s in DSUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            pays.append(15 if joker else 10)
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pays.append(5)
    kings = [s for s in DSUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        pays.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in DSUITS if s not in kings][0]})
        pays.append(5)
    return items, pays


def decl_cards(hand):
    cs = set()
    items, _ = dk_decls(hand)
    for it in items:
        if it["kind"] == "trumps":
            cs |= {c for c in hand if c[0] == "T" or c == "JOKER"}
        elif it["kind"] == "matadors":
            cs |= {"JOKER", "T21", "T1"} | {"T%d" % k for k in range(22 - it["count"] + 2, 21)}
        elif it["kind"] == "cavalry":
            cs |= {r + it["suit"] for r in "KQNJ"} | {"JOKER"}
        elif it["kind"] == "kings":
            cs |= {"K" + s for s in DSUITS} | {"JOKER"}
    return cs


def danish_file(name, seed, ndeals, fault=None):
    """fault: None | ('wrong_payment', deal) | ('missing_declaration', deal)"""
    players = ["Agata", "Borys", "Cyryl"]
    for attempt in range(500):
        rng = random.Random(seed * 100000 + attempt)
        try:
            res = danish_session(rng, ndeals, fault)
        except Reject:
            continue
        break
    deals, log = res
    say(f"== {name} (danish-tarok, 3 players, standard)")
    for line in log:
        say("  " + line)
    doc = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {"preset": "standard"},
           "players": players, "meta": {"event": "Klub Ultimo", "recorder": "fresh-mainstream-11"},
           "deals": deals}
    write(name, doc)


def danish_session(rng, ndeals, fault):
    n = 3
    pools = {"pagat_pool": 0, "king_pool": 0}
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}
    deals, log = [], []
    for di in range(ndeals):
        dealer = di % n
        deck = dk_deck()
        rng.shuffle(deck)
        hands = [None] * n
        pos = 0
        for k in range(n):
            s = (dealer + 1 + k) % n
            cnt = 28 if s == dealer else 25
            hands[s] = sorted(deck[pos:pos + cnt], key=lambda c: (dk_suit(c) or "Z", dk_rank(c) if c != "JOKER" else 0))
            pos += cnt
        for s in range(n):
            if not any(c[0] == "T" for c in hands[s]):
                raise Reject("no trumps")
        ev = []
        pays = []  # list of (from,to,amount,reason) recorded

        def pay(f, t, a, r, at=None):
            e = {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}
            ev.append(e)
            net[f] -= a
            net[t] += a
            if t in pools:
                pools[t] += a
            if f in pools:
                pools[f] -= a
            return e

        if di == 0:
            for p in pools:
                for s in range(n):
                    pay(s, p, 20, "foundation")
        for p in ("pagat_pool", "king_pool"):
            pay(dealer, p, 5, "deal_fee")
        # skat
        h = hands[dealer]
        dc = decl_cards(h)
        cand = [c for c in h if c[0] not in "TKQNJ" and c != "JOKER" and c not in dc]
        if len(cand) < 3:
            raise Reject("skat")
        skat = rng.sample(cand, 3)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        hs = [list(x) for x in hands]
        for c in skat:
            hs[dealer].remove(c)
        # declarations
        miss_info = None
        for k in range(n):
            s = (dealer + k) % n
            items, amts = dk_decls(hs[s])
            if fault and fault[0] == "missing_declaration" and fault[1] == di and items and miss_info is None:
                miss_info = (len(ev), s, items)
                ev.append({"type": "declare", "seat": s, "items": []})
                continue
            ev.append({"type": "declare", "seat": s, "items": items})
            for it, a in zip(items, amts):
                for o in range(n):
                    if o != s:
                        pay(o, s, a, "declaration")
        if fault and fault[0] == "missing_declaration" and fault[1] == di and miss_info is None:
            raise Reject("no decl to miss")
        if miss_info:
            log.append(f"deal {di}: MISSING DECLARATION at event {miss_info[0]} seat {miss_info[1]}: should declare {miss_info[2]}")
        # play
        leader = (dealer + 1) % n
        piles = [[] for _ in range(n)]
        tricks = [0] * n
        joker_holder = next(s for s in range(n) if "JOKER" in hs[s])
        during = []
        last_info = None
        for t in range(25):
            trick = []
            for k in range(n):
                s = (leader + k) % n
                h = hs[s]
                if k == 0:
                    opts = [c for c in h if c != "JOKER"]
                    if not opts:
                        raise Reject("joker lead")
                    # avoid leading ultimo cards late unpredictably: fine
                    card = rng.choice(opts)
                else:
                    led = dk_suit(trick[0][1])
                    f = [c for c in h if dk_suit(c) == led]
                    if not f:
                        f = [c for c in h if dk_suit(c) == "T"]
                    if not f:
                        f = [c for c in h if c != "JOKER"]
                    if "JOKER" in h and t < 20:
                        card = "JOKER"
                    else:
                        if not f:
                            raise Reject("only joker")
                        card = rng.choice(f)
                h.remove(card)
                trick.append((s, card))
                ev.append({"type": "play", "seat": s, "card": card})
            led = dk_suit(trick[0][1])
            real = [(s, c) for s, c in trick if c != "JOKER"]
            tr = [(s, c) for s, c in real if dk_suit(c) == "T"]
            if tr:
                w = max(tr, key=lambda x: dk_rank(x[1]))
            else:
                w = max([(s, c) for s, c in real if dk_suit(c) == led], key=lambda x: dk_rank(x[1]))
            ws, wc = w
            tricks[ws] += 1
            for s, c in trick:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[ws].append(c)
            if t < 24:
                for s, c in trick:
                    if s != ws and (c[0] == "K" or c == "T1"):
                        pool = "king_pool" if c[0] == "K" else "pagat_pool"
                        r = "king_lost" if c[0] == "K" else "pagat_lost"
                        for o in range(n):
                            if o != s:
                                pay(s, o, 5, r)
                        pay(s, pool, 5, r)
                        during.append(f"trick {t}: {c} lost by {s}")
                if wc == "T1":
                    for o in range(n):
                        if o != ws:
                            pay(o, ws, 5, "pagat_trick")
                    during.append(f"trick {t}: pagat wins for {ws}")
            else:
                last_info = (trick, ws, wc)
            leader = ws
        if min(tricks) == 0 or max(tricks) == 25:
            raise Reject("nolo/tout")
        # last trick
        trick, ws, wc = last_info
        prz = [(s, c) for s, c in trick if s != ws and (c[0] == "K" or c == "T1")]
        lines = []
        kp0, pp0 = pools["king_pool"], pools["pagat_pool"]
        if wc == "T1":
            for o in range(n):
                if o != ws:
                    pay(o, ws, 45, "pagat_ultimo")
            pay("pagat_pool", ws, pp0, "pagat_ultimo")
            lines.append(f"pagat ultimo by {ws}, pool {pp0}")
        elif wc[0] == "K":
            for o in range(n):
                if o != ws:
                    pay(o, ws, 40, "king_ultimo")
            pay("king_pool", ws, kp0, "king_ultimo")
            lines.append(f"king ultimo by {ws}, pool {kp0}")
        for s, c in prz:
            amt = 45 if c == "T1" else 40
            r = "pagat_przydupek" if c == "T1" else "king_przydupek"
            for o in range(n):
                if o != s:
                    pay(s, o, amt, r)
            pay(s, "pagat_pool" if c == "T1" else "king_pool", pp0 if c == "T1" else kp0, r)
            lines.append(f"{r} by {s} ({c})")
        if wc != "T1" and wc[0] != "K" and not prz:
            for o in range(n):
                if o != ws:
                    pay(o, ws, 20, "last_trick")
            lines.append(f"last trick {wc} by {ws}")
        # refill emptied pools
        for p in ("pagat_pool", "king_pool"):
            if pools[p] == 0:
                for s in range(n):
                    pay(s, p, 20, "refill")
                lines.append(f"refill {p}")
        # card points
        pts = [sum(dk_honour(c) for c in piles[s]) + tricks[s] for s in range(n)]
        pts[dealer] += 1  # skat (no honours in it)
        assert sum(pts) == 78, pts
        newd = (dealer + 1) % n
        cp = []
        for s in range(n):
            if s == newd:
                continue
            d = pts[s] - 26
            a = 5 * round(d / 5)
            if a > 0:
                cp.append((newd, s, a))
            elif a < 0:
                cp.append((s, newd, -a))
        slip = None
        for f, t, a in cp:
            e = pay(f, t, a, "card_points")
            if fault and fault[0] == "wrong_payment" and fault[1] == di and slip is None:
                slip = (len(ev) - 1, f, t, a)
                e["amount"] = a + 5
                net[f] -= 5
                net[t] += 5
        if fault and fault[0] == "wrong_payment" and fault[1] == di and slip is None:
            # fall back: last-trick payment
            raise Reject("no card point payment")
        log.append(f"deal {di}: dealer {dealer} skat {skat} tricks {tricks} card points {pts} "
                   f"card-point payments {cp} ; {'; '.join(during)} ; {'; '.join(lines)}")
        if slip:
            log.append(f"deal {di}: SLIP at event {slip[0]}: {slip[1]}->{slip[2]} written {slip[3] + 5}, rules {slip[3]}")
        log.append(f"   pools after deal {di}: {dict(pools)}  net so far (as rules, slips included) {dict(net)}")
        deals.append({"dealer": dealer, "hands": hands, "events": ev})
    return deals, log


# ============================================================== ULTI
USUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def u_deck():
    return [r + s for s in USUITS for r in TR_ORDER]


def u_suit(c):
    return c[-1]


def u_rank(c, trump):
    r = c[:-1]
    return 10 - TR_ORDER.index(r)


def u_pts(c):
    return 10 if c[:-1] in ("A", "10") else 0


def u_beats(a, b, led, trump):
    """does card a beat card b (b currently winning)?"""
    sa, sb = u_suit(a), u_suit(b)
    if sa == sb:
        return u_rank(a, trump) > u_rank(b, trump)
    if sa == trump:
        return True
    return False


def ulti_deal(rng, dealer, red, fault=None):
    n = 3
    deck = u_deck()
    rng.shuffle(deck)
    decl = (dealer + 1) % n
    hands = [None] * n
    hands[decl] = deck[:12]
    hands[(decl + 1) % n] = deck[12:22]
    hands[(decl + 2) % n] = deck[22:32]
    for h in hands:
        h.sort(key=lambda c: (USUITS.index(u_suit(c)), TR_ORDER.index(c[:-1])))
    h = list(hands[decl])
    trump = "H" if red else rng.choice("DSC")
    # discard two non-trump non-point cards, not K/Q (keep marriages simple)
    cand = [c for c in h if u_suit(c) != trump and c[:-1] not in ("A", "10", "K", "Q")]
    if len(cand) < 2:
        raise Reject("discard")
    disc = rng.sample(cand, 2)
    for c in disc:
        h.remove(c)
    hs = [list(x) for x in hands]
    hs[decl] = h
    ev = [{"type": "discard", "seat": decl, "cards": disc},
          {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": red}},
          {"type": "bid", "seat": (decl + 1) % n, "bid": "pass"},
          {"type": "bid", "seat": (decl + 2) % n, "bid": "pass"},
          {"type": "bid", "seat": decl, "bid": "pass"}]
    if not red:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    marr = [[] for _ in range(n)]
    for s in range(n):
        for su in USUITS:
            if "K" + su in hs[s] and "Q" + su in hs[s]:
                marr[s].append(40 if su == trump else 20)
    false_m = None
    if fault == "false_marriage":
        # a defender without any pair calls 20
        cands = [s for s in range(n) if s != decl and not marr[s]]
        if not cands:
            raise Reject("fm")
        false_m = cands[0]
    leader = decl
    pts = [0] * n
    won_tricks = [0] * n
    overtake_fault = None
    last7 = None
    for t in range(10):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            hh = hs[s]
            if t == 0:
                items = [{"kind": "marriage", "points": p} for p in sorted(marr[s], reverse=True)]
                if s == false_m:
                    items = [{"kind": "marriage", "points": 20}]
                if items:
                    ev.append({"type": "declare", "seat": s, "items": items})
            if not trick:
                legal = list(hh)
                # keep trump 7 until last trick where possible (avoid silent-ulti noise is not required)
            else:
                led = u_suit(trick[0][1])
                legal = [c for c in hh if u_suit(c) == led] or [c for c in hh if u_suit(c) == trump] or list(hh)
                cur = trick[0][1]
                for _, c in trick[1:]:
                    if u_beats(c, cur, led, trump):
                        cur = c
                better = [c for c in legal if u_beats(c, cur, led, trump)]
                if better:
                    if fault == "overtake" and overtake_fault is None and t >= 2 and len(better) < len(legal):
                        worse = [c for c in legal if c not in better]
                        card = rng.choice(worse)
                        overtake_fault = (len(ev), s, card, better)
                        hh.remove(card)
                        trick.append((s, card))
                        ev.append({"type": "play", "seat": s, "card": card})
                        continue
                    legal = better
            card = rng.choice(legal)
            hh.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        led = u_suit(trick[0][1])
        wi = 0
        for i in range(1, 3):
            if u_beats(trick[i][1], trick[wi][1], led, trump):
                wi = i
        ws = trick[wi][0]
        won_tricks[ws] += 1
        pts[ws] += sum(u_pts(c) for _, c in trick)
        if t == 9:
            pts[ws] += 10
            last7 = [(s, c) for s, c in trick if c == "7" + trump]
            lastw = ws
        leader = ws
    if fault == "overtake" and overtake_fault is None:
        raise Reject("no overtake chance")
    side_pts = pts[decl] + sum(marr[decl])
    dpts = sum(pts[s] + sum(marr[s]) for s in range(n) if s != decl) + sum(u_pts(c) for c in disc)
    dpts_false = dpts + (20 if false_m is not None else 0)
    mult = 2 if red else 1
    info = dict(decl=decl, trump=trump, disc=disc, card_pts=pts, marriages=marr, decl_side=side_pts,
                def_side=dpts, tricks=won_tricks, false_m=false_m, overtake=overtake_fault, last7=last7,
                lastw=lastw)
    if side_pts >= 100 or dpts >= 100 or dpts_false >= 100 or max(won_tricks) == 10:
        raise Reject("silent 100/durch")
    if last7:
        raise Reject("silent ulti")  # keep to party only
    return hands, ev, info, mult


def ulti_settle(info, mult, with_false=False):
    decl = info["decl"]
    dside = info["def_side"] + (20 if with_false and info["false_m"] is not None else 0)
    win = info["decl_side"] > dside and info["tricks"][decl] > 0
    pays = []
    for o in range(3):
        if o == decl:
            continue
        if win:
            pays.append((o, decl, mult, "party"))
        else:
            pays.append((decl, o, mult, "party"))
    return win, pays


def ulti_file(name, seed, ndeals, reds, fault=None, rules=None):
    players = ["Anna", "Béla", "Csaba"]
    for attempt in range(2000):
        rng = random.Random(seed * 100000 + attempt)
        try:
            deals, log = [], []
            net = [0, 0, 0]
            for di in range(ndeals):
                f = fault[0] if fault and fault[1] == di else None
                hands, ev, info, mult = ulti_deal(rng, di % 3, reds[di], f)
                win, pays = ulti_settle(info, mult, with_false=(f == "false_marriage"))
                win_true, pays_true = ulti_settle(info, mult)
                if f == "false_marriage" and win == win_true:
                    raise Reject("false marriage should matter")
                slip = None
                for k, (a, b, amt, r) in enumerate(pays):
                    e = {"type": "payment", "from": a, "to": b, "amount": amt, "reason": r}
                    if f == "wrong_payment" and k == 1:
                        e["amount"] = amt * 2
                        slip = (len(ev), a, b, amt * 2, amt)
                    ev.append(e)
                for a, b, amt, r in pays_true:
                    net[a] -= amt
                    net[b] += amt
                deals.append({"dealer": di % 3, "hands": hands, "events": ev})
                log.append(f"deal {di}: dealer {di % 3} declarer {info['decl']} trump {info['trump']} red={mult == 2} "
                           f"discard {info['disc']} trick card pts {info['card_pts']} tricks {info['tricks']} "
                           f"marriages {info['marriages']} declarer side {info['decl_side']} defenders {info['def_side']} "
                           f"-> party {'won' if win_true else 'lost'}; rules payments {pays_true}")
                if f == "false_marriage":
                    log.append(f"deal {di}: FALSE MARRIAGE by seat {info['false_m']}; recorded as if it counted: "
                               f"defenders {info['def_side'] + 20} -> table settled {pays}")
                if info["overtake"]:
                    o = info["overtake"]
                    log.append(f"deal {di}: FAILURE TO OVERTAKE event {o[0]} seat {o[1]} played {o[2]} could beat with {o[3]}")
                if slip:
                    log.append(f"deal {di}: SLIP payment event {slip[0]} {slip[1]}->{slip[2]} written {slip[3]} rules {slip[4]}")
            log.append(f"session net by rules {net}")
        except Reject:
            continue
        break
    say(f"== {name} (ulti {rules or {'preset': 'standard'}})")
    for line in log:
        say("  " + line)
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"},
           "players": players, "meta": {"event": "Ulti kör", "recorder": "fresh-mainstream-11"}, "deals": deals}
    write(name, doc)


# ============================================================== GALICIAN TAROK
GSUITS = "HDSC"


def g_deck():
    d = []
    for s in GSUITS:
        d += [r + s for r in "KQNJ"] + [("1" if s in "HD" else "10") + s]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def g_suit(c):
    return "T" if c == "SKIZ" or c[0] == "T" else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_val(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def galician_deal(rng, dealer, fault=None):
    n = 3
    deck = g_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [None] * n
    for k in range(n):
        s = (dealer + 1 + k) % n
        hands[s] = sorted(deck[6 + 12 * k: 18 + 12 * k], key=lambda c: (g_suit(c), g_rank(c)))
    fh = (dealer + 1) % n
    for s in range(n):
        if not any(g_suit(c) == "T" for c in hands[s]):
            raise Reject("no tarock")
    ev = [{"type": "bid", "seat": fh, "bid": "three"},
          {"type": "bid", "seat": (fh + 1) % n, "bid": "pass"},
          {"type": "bid", "seat": (fh + 2) % n, "bid": "pass"}]
    take = talon[:3]
    rest = talon[3:]
    ev.append({"type": "take", "seat": fh, "cards": take})
    hs = [list(h) for h in hands]
    hs[fh] += take
    cand = [c for c in hs[fh] if g_suit(c) != "T" and c[0] != "K"]
    disc = rng.sample(cand, 3)
    for c in disc:
        hs[fh].remove(c)
    ev.append({"type": "discard", "seat": fh, "cards": disc})
    for k in range(n):
        ev.append({"type": "announce", "seat": (fh + k) % n, "items": []})
    leader = fh
    piles = [[] for _ in range(n)]
    renonce = None
    for t in range(12):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            h = hs[s]
            if not trick:
                legal = list(h)
            else:
                led = g_suit(trick[0][1])
                legal = [c for c in h if g_suit(c) == led] or [c for c in h if g_suit(c) == "T"] or list(h)
            card = rng.choice(legal)
            if (fault == "renonce" and renonce is None and s == fh and trick and t >= 2
                    and g_suit(trick[0][1]) != "T" and any(g_suit(c) == "T" for c in h)
                    and any(g_suit(c) == g_suit(trick[0][1]) for c in h)):
                card = rng.choice([c for c in h if g_suit(c) == "T"])
                renonce = (t, s, card, trick[0][1], [c for c in h if g_suit(c) == g_suit(trick[0][1])])
                renonce_ev = len(ev)
            h.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        led = g_suit(trick[0][1])
        tr = [x for x in trick if g_suit(x[1]) == "T"]
        w = max(tr or [x for x in trick if g_suit(x[1]) == led], key=lambda x: g_rank(x[1]))[0]
        piles[w] += [c for _, c in trick]
        leader = w
        last = (trick, w)
    if fault == "renonce" and renonce is None:
        raise Reject("no renonce")
    decl_cards = [c for s in range(n) if s == fh for c in piles[s]] + disc
    help_cards = [c for s in range(n) if s != fh for c in piles[s]] + rest
    dp = sum(g_val(c) for c in decl_cards) - 2 * (len(decl_cards) // 3)
    hp = sum(g_val(c) for c in help_cards) - 2 * (len(help_cards) // 3)
    assert dp + hp == 66, (dp, hp)
    # silent premiums: steer away
    for side in (decl_cards, help_cards):
        if {"SKIZ", "T21", "T1"} <= set(side) or all("K" + s in side for s in GSUITS):
            raise Reject("silent premium")
    ltrick, lw = last
    if lw == fh and any(c == "T1" for s, c in ltrick if s == fh):
        raise Reject("silent ultimo")
    info = dict(fh=fh, take=take, disc=disc, rest=rest, dp=dp, hp=hp, renonce=renonce,
                renonce_ev=renonce_ev if renonce else None)
    return hands, talon, ev, info


def galician_file(name, seed, ndeals, rules, fault=None):
    players = ["Adam", "Bogna", "Cezary"]
    pool_on = rules.get("pool", True)
    dealer_fee = 1 if rules.get("preset") == "common_usage" else 0
    for attempt in range(3000):
        rng = random.Random(seed * 100000 + attempt)
        try:
            deals, log = [], []
            net = {0: 0, 1: 0, 2: 0, "pool": 0}
            for di in range(ndeals):
                f = fault[0] if fault and fault[1] == di else None
                dealer = di % 3
                hands, talon, ev, info = galician_deal(rng, dealer, f)
                fh = info["fh"]
                rules_pays = []
                if pool_on and di == 0:
                    for s in range(3):
                        rules_pays.append((s, "pool", 10, "pool_stake"))
                if dealer_fee:
                    rules_pays.append((dealer, "pool", dealer_fee, "pool_deal"))
                dp = info["dp"]
                won = dp > 33
                amt_played = ((dp - 33) * 3 + 30) if won else ((33 - dp) * 3 + 30)
                table_pays = list(rules_pays)
                game_pays_played = []
                for o in range(3):
                    if o == fh:
                        continue
                    game_pays_played.append((o, fh, amt_played, "game") if won else (fh, o, amt_played, "game"))
                if f == "renonce":
                    # declarer loses unconditionally; if he made his points he pays only the consolation
                    amt = 30 if won else amt_played
                    game_pays_rules = [(fh, o, amt, "game") for o in range(3) if o != fh]
                else:
                    game_pays_rules = game_pays_played

                def shares(gp):
                    out = []
                    if not pool_on:
                        return out
                    gains = {}
                    for a, b, m, r in gp:
                        gains[b] = gains.get(b, 0) + m
                    for b, g in gains.items():
                        out.append((b, "pool", round(g * 0.10, 6), "pool_share"))
                    return out

                table_pays += game_pays_played + shares(game_pays_played)
                rules_all = rules_pays + game_pays_rules + shares(game_pays_rules)
                slip = None
                for k, (a, b, m, r) in enumerate(table_pays):
                    e = {"type": "payment", "from": a, "to": b, "amount": m, "reason": r}
                    if f == "wrong_payment" and r == "game" and slip is None:
                        e["amount"] = m + 3
                        slip = (len(ev), a, b, m + 3, m)
                    ev.append(e)
                for a, b, m, r in rules_all:
                    net[a] -= m
                    net[b] += m
                deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
                log.append(f"deal {di}: dealer {dealer} declarer(forehand) {fh} three; take {info['take']} discard "
                           f"{info['disc']} talon rest to helpers {info['rest']}; points declarer {dp} helpers {info['hp']} "
                           f"-> {'won' if won else 'lost'} {amt_played} a helper (as played)")
                log.append(f"   rules payments: {rules_all}")
                if info["renonce"]:
                    r = info["renonce"]
                    log.append(f"   RENONCE event {info['renonce_ev']} seat {r[1]} trumped {r[3]} with {r[2]} holding {r[4]}; "
                               f"table paid as played {game_pays_played}")
                if slip:
                    log.append(f"   SLIP payment event {slip[0]} {slip[1]}->{slip[2]} written {slip[3]} rules {slip[4]}")
            log.append(f"session net by rules {net}")
        except Reject:
            continue
        break
    say(f"== {name} (galician-tarok rules {rules})")
    for line in log:
        say("  " + line)
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players,
           "meta": {"event": "Kółko tarokowe", "recorder": "fresh-mainstream-11"}, "deals": deals}
    write(name, doc)


# ============================================================== TAROCCHINI
TSUITS = "SBCD"


def t_deck():
    d = []
    for s in TSUITS:
        d += [r + s for r in "KQNJ"] + [str(i) + s for i in (1, 6, 7, 8, 9, 10)]
    d += ["T%d" % i for i in range(21)] + ["MATTO"]
    return d


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" else c[-1]


def t_rank(c):
    if c[0] == "T":
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else v  # moretti equal
    r = c[:-1]
    court = {"K": 100, "Q": 99, "N": 98, "J": 97}
    if r in court:
        return court[r]
    v = int(r)
    if c[-1] in "SB":
        return v if v != 1 else 0  # 10 9 8 7 6 1
    return {1: 10, 6: 9, 7: 8, 8: 7, 9: 6, 10: 5}[v]  # C D: 1 6 7 8 9 10


def t_val(c):
    if c in ("T20", "T19", "T0", "MATTO") or c[0] == "K":
        return 5
    if c[0] == "T":
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(c[0], 1)


FIVE = lambda c: t_val(c) == 5  # noqa: E731


def combos(cards):
    """my reading of the source's cricche and sequences; returns (items, points)."""
    cs = set(cards)
    wild = [c for c in ("T0", "MATTO") if c in cs]
    nw = len(wild)
    cr, sq = [], []
    CR = {"tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36), "kings": (["K" + s for s in TSUITS], 17, 34),
          "queens": (["Q" + s for s in TSUITS], 14, 28), "knights": (["N" + s for s in TSUITS], 13, 26),
          "jacks": (["J" + s for s in TSUITS], 12, 24)}
    for k, (lst, p3, p4) in CR.items():
        m = sum(1 for c in lst if c in cs)
        if m >= 3:
            cr.append(({"kind": "cricca", "of": k, "count": m}, p3 if m == 3 else p4))

    def seqpts(L):
        return 10 + 5 * (L - 3)

    # trumps: T20 real; then 19,18,17,16..5, wilds fill, no two wilds running except (17,16)
    if "T20" in cs:
        best = 1

        def walk(pos, L, w, prevwild, realgrande):
            nonlocal best
            if L >= 3 and realgrande >= 1:
                best = max(best, L)
            if pos < 5:
                return
            c = "T%d" % pos
            if c in cs:
                walk(pos - 1, L + 1, w, False, realgrande + (1 if pos >= 17 else 0))
            elif w > 0 and not (prevwild and not (pos == 16)):
                walk(pos - 1, L + 1, w - 1, True, realgrande)

        walk(19, 1, nw, False, 0)
        if best >= 3:
            sq.append(({"kind": "sequence", "of": "trumps", "length": best}, seqpts(best)))
    for s in TSUITS:
        if "K" + s not in cs:
            continue
        L, w, real2 = 1, nw, 0
        for i, r in enumerate(["Q", "N", "J", "1"]):
            if r + s in cs:
                L += 1
                if i < 2:
                    real2 += 1
            elif w > 0:
                L += 1
                w -= 1
            else:
                break
        if L >= 3 and real2 >= 1:
            sq.append(({"kind": "sequence", "of": "suit", "suit": s, "length": L}, seqpts(L)))
    m = sum(1 for i in range(1, 5) if "T%d" % i in cs)
    if m >= 2 and m + nw >= 3:
        sq.append(({"kind": "sequence", "of": "moretti", "length": m + nw}, seqpts(m + nw)))
    a = sum(1 for s in TSUITS if "1" + s in cs)
    if a >= 2 and a + nw >= 3:
        sq.append(({"kind": "sequence", "of": "aces", "length": a + nw}, seqpts(a + nw)))
    pts = sum(p for _, p in cr) * (2 if len(cr) >= 3 else 1) + sum(p for _, p in sq) * (2 if len(sq) >= 3 else 1)
    return [i for i, _ in cr + sq], pts, (len(cr) >= 3 or len(sq) >= 3)


def t_play(rng, hs, leader, ntricks, nplayers, side_of, fault=None, fault_seats=None):
    """returns events, piles by side, last trick winner, fault info"""
    ev = []
    piles = {}
    won = [0] * nplayers
    matto_moves = []
    fault_info = None
    for t in range(ntricks):
        trick = []
        for k in range(nplayers):
            s = (leader + k) % nplayers
            h = hs[s]
            if not trick:
                legal = [c for c in h if c != "MATTO"] or list(h)
            else:
                led = t_suit(trick[0][1])
                legal = [c for c in h if t_suit(c) == led] or [c for c in h if t_suit(c) == "T"] or list(h)
                if "MATTO" in h and "MATTO" not in legal:
                    legal.append("MATTO")
            if "MATTO" in h and trick and t < ntricks - 1 and t >= 3:
                card = "MATTO"
            else:
                pref = [c for c in legal if c != "MATTO"] or legal
                card = rng.choice(pref)
            if (fault == "revoke" and fault_info is None and trick and t >= 2 and s in (fault_seats or [s])):
                led = t_suit(trick[0][1])
                f = [c for c in h if t_suit(c) == led]
                others = [c for c in h if t_suit(c) not in (led, None)]
                if f and others:
                    card = rng.choice(others)
                    fault_info = (len(ev), s, card, trick[0][1], f)
            h.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        led = t_suit(trick[0][1]) if trick[0][1] != "MATTO" else None
        real = [x for x in trick if x[1] != "MATTO"]
        if led is None:
            led = t_suit(real[0][1])
        tr = [(i, x) for i, x in enumerate(real) if t_suit(x[1]) == "T"]
        if tr:
            best = None
            for i, x in tr:
                if best is None or t_rank(x[1]) > t_rank(best[1][1]) or (
                        t_rank(x[1]) == t_rank(best[1][1]) == 1):  # moretti: last played highest
                    best = (i, x)
            w = best[1][0]
        else:
            w = max([x for x in real if t_suit(x[1]) == led], key=lambda x: t_rank(x[1]))[0]
        won[w] += 1
        sw = side_of(w)
        for s, c in trick:
            if c == "MATTO":
                piles.setdefault(side_of(s), []).append(c)
                if side_of(s) != sw:
                    matto_moves.append((s, sw))
            else:
                piles.setdefault(sw, []).append(c)
        leader = w
        lastw = w
    # Matto compensation: a low card (non-ace pip 6..10) from the Matto side to the winner side
    for s, sw in matto_moves:
        ms = side_of(s)
        lows = [c for c in piles.get(ms, []) if c[0] not in "TKQNJM" and not c.startswith("1") or c[:2] == "10"]
        lows = [c for c in piles.get(ms, []) if c[:-1] in ("6", "7", "8", "9", "10")]
        if not lows:
            raise Reject("no low card")
        c = lows[0]
        piles[ms].remove(c)
        piles[sw].append(c)
    return ev, piles, lastw, won, fault_info


def t_cardpts(cards):
    return sum(t_val(c) for c in cards) - len(cards) // 2


def ottocento_file(name, seed, ndeals, rules, fault=None):
    players = ["Anna", "Bruno", "Carla", "Dario"]
    side_of = lambda s: s % 2  # noqa: E731
    for attempt in range(3000):
        rng = random.Random(seed * 100000 + attempt)
        try:
            deals, log = [], []
            totals = [0, 0]
            wtotals = [0, 0]
            for di in range(ndeals):
                f = fault[0] if fault and fault[1] == di else None
                dealer = (3 + di) % 4
                deck = t_deck()
                rng.shuffle(deck)
                hands = [None] * 4
                for k in range(4):
                    s = (dealer + 1 + k) % 4
                    hands[s] = deck[15 * k:15 * k + 15]
                hands[dealer] = hands[dealer] + deck[60:62]
                for h in hands:
                    h.sort(key=lambda c: (t_suit(c) or "Z", t_rank(c) if c != "MATTO" else 0))
                hs = [list(h) for h in hands]
                cand = [c for c in hs[dealer] if not FIVE(c) and c[0] != "T" and c[:-1] not in ("Q", "N", "J", "1")]
                if len(cand) < 2:
                    raise Reject("disc")
                disc = rng.sample(cand, 2)
                for c in disc:
                    hs[dealer].remove(c)
                ev = [{"type": "discard", "seat": dealer, "cards": disc}]
                decl_pts = [0, 0]
                decl_log = []
                for k in range(4):
                    s = (dealer + 1 + k) % 4
                    items, p, dbl = combos(hs[s])
                    if dbl:
                        raise Reject("double three")
                    ev.append({"type": "declare", "seat": s, "items": items})
                    decl_pts[side_of(s)] += p
                    decl_log.append((s, items, p))
                pev, piles, lastw, won, finfo = t_play(rng, hs, (dealer + 1) % 4, 15, 4, side_of, f)
                if f == "revoke" and not finfo:
                    raise Reject("no revoke")
                if finfo:
                    finfo = (finfo[0] + len(ev),) + finfo[1:]
                ev += pev
                ds = side_of(dealer)
                if won[dealer] > 0:
                    piles.setdefault(ds, []).extend(disc)
                else:
                    piles.setdefault(1 - ds, []).extend(disc)
                if 0 in (len(piles.get(0, [])), len(piles.get(1, []))):
                    raise Reject("side without trick")
                sc = []
                parts = []
                for side in (0, 1):
                    items, cp_comb, dbl = combos(piles[side])
                    if dbl:
                        raise Reject("double three after")
                    cp = t_cardpts(piles[side])
                    lt = 6 if side_of(lastw) == side else 0
                    sc.append(decl_pts[side] + cp_comb + cp + lt)
                    parts.append(dict(decl=decl_pts[side], comb=cp_comb, comb_items=items, cards=cp,
                                      ncards=len(piles[side]), last=lt))
                assert sum(p["cards"] + p["last"] for p in parts) == 93
                totals = [a + b for a, b in zip(totals, sc)]
                wsc = list(sc)
                slip = None
                if f == "wrong_score":
                    wsc[1] = sc[1] + 10
                    slip = (len(ev) + 1, sc[1], wsc[1])
                ev.append({"type": "score", "party": "team0", "points": wsc[0]})
                ev.append({"type": "score", "party": "team1", "points": wsc[1]})
                wtotals = [a + b for a, b in zip(wtotals, wsc)]
                ev.append({"type": "total", "party": "team0", "points": wtotals[0]})
                ev.append({"type": "total", "party": "team1", "points": wtotals[1]})
                deals.append({"dealer": dealer, "hands": hands, "events": ev})
                log.append(f"deal {di}: dealer {dealer} discard {disc} declarations {decl_log}")
                log.append(f"   tricks {won} last trick {lastw}; team0 {parts[0]}; team1 {parts[1]} -> scores {sc} totals {totals}")
                if finfo:
                    log.append(f"   REVOKE event {finfo[0]} seat {finfo[1]} played {finfo[2]} to {finfo[3]} holding {finfo[4]}")
                if slip:
                    log.append(f"   SLIP team1 score event {slip[0]} written {slip[2]} rules {slip[1]} (totals written follow it)")
        except Reject:
            continue
        break
    say(f"== {name} (tarocchini-ottocento rules {rules})")
    for line in log:
        say("  " + line)
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": rules, "players": players,
           "meta": {"event": "Circolo", "recorder": "fresh-mainstream-11"}, "deals": deals}
    write(name, doc)


def terziglio_file(name, seed, ndeals, rules, fault=None):
    players = ["Elena", "Franco", "Giulia"]
    widow_n = rules.get("widow", 5 if rules.get("preset") == "nineteen" else 8)
    hand_n = 18 if widow_n == 8 else 19
    for attempt in range(40000):
        rng = random.Random(seed * 100000 + attempt)
        try:
            deals, log = [], []
            totals = [0, 0, 0]
            for di in range(ndeals):
                f = fault[0] if fault and fault[1] == di else None
                dealer = di % 3
                deck = t_deck()
                rng.shuffle(deck)
                hands = [None] * 3
                for k in range(3):
                    s = (dealer + 1 + k) % 3
                    hands[s] = sorted(deck[hand_n * k:hand_n * (k + 1)], key=lambda c: (t_suit(c) or "Z", t_rank(c) if c != "MATTO" else 0))
                widow = deck[3 * hand_n:]
                hs = [list(h) for h in hands]
                decl = (dealer + 1 + rng.randrange(3)) % 3
                ev = []
                for k in range(3):
                    s = (dealer + 1 + k) % 3
                    ev.append({"type": "bid", "seat": s, "bid": "gioco" if s == decl else "pass"})
                # exchange: take 3 widow cards (non-5), discard 3 non-5 cards
                take = [c for c in widow if not FIVE(c)][:3]
                if len(take) < 3:
                    raise Reject("widow")
                hs[decl] += take
                cand = [c for c in hs[decl] if not FIVE(c) and c not in take and c[0] != "T" and c[:-1] not in ("Q", "N", "J", "1")]
                if len(cand) < 3:
                    raise Reject("disc")
                disc = rng.sample(cand, 3)
                illegal = None
                if f == "illegal_discard":
                    fives = [c for c in hs[decl] if FIVE(c) and c[0] == "K"]
                    if not fives:
                        raise Reject("no king")
                    disc[0] = fives[0]
                    illegal = (len(ev) + 1, decl, fives[0])
                for c in disc:
                    hs[decl].remove(c)
                new_widow = [c for c in widow if c not in take] + disc
                ev.append({"type": "take", "seat": decl, "cards": take})
                ev.append({"type": "discard", "seat": decl, "cards": disc})
                side_of = lambda s, d=decl: 0 if s == d else 1  # noqa: E731
                decl_pts = [0, 0]
                dl = []
                for k in range(3):
                    s = (dealer + 1 + k) % 3
                    items, p, dbl = combos(hs[s])
                    if dbl:
                        raise Reject("dbl")
                    ev.append({"type": "declare", "seat": s, "items": items})
                    decl_pts[side_of(s)] += p
                    dl.append((s, items, p))
                pev, piles, lastw, won, finfo = t_play(rng, hs, (dealer + 1) % 3, hand_n, 3, side_of, f,
                                                       fault_seats=[decl])
                if f == "revoke" and not finfo:
                    raise Reject("no revoke")
                if finfo:
                    finfo = (finfo[0] + len(ev),) + finfo[1:]
                ev += pev
                if won[decl] == 0 or won[decl] == hand_n:
                    raise Reject("all/none")
                piles[0] = piles.get(0, []) + new_widow
                sidepts = []
                parts = []
                for side in (0, 1):
                    items, cp_comb, dbl = combos(piles[side])
                    if dbl:
                        raise Reject("dbl2")
                    cp = t_cardpts(piles[side])
                    lt = 6 if side_of(lastw) == side else 0
                    sidepts.append(decl_pts[side] + cp_comb + cp + lt)
                    parts.append(dict(decl=decl_pts[side], comb=cp_comb, comb_items=items, cards=cp,
                                      ncards=len(piles[side]), last=lt))
                if any(p["ncards"] % 2 for p in parts):
                    raise Reject("odd pile")
                win = sidepts[0] > sidepts[1]
                wp = sidepts[0] if win else sidepts[1]
                q, r = divmod(wp, 50)
                gp = q + (1 if r > 45 else 0)
                sc = [0, 0, 0]
                for s in range(3):
                    if (s == decl) == win:
                        sc[s] = gp
                totals = [a + b for a, b in zip(totals, sc)]
                for s in range(3):
                    ev.append({"type": "score", "party": s, "points": sc[s]})
                for s in range(3):
                    ev.append({"type": "total", "party": s, "points": totals[s]})
                deals.append({"dealer": dealer, "hands": hands, "talon": widow, "events": ev})
                log.append(f"deal {di}: dealer {dealer} gioco by {decl} take {take} discard {disc} declarations {dl}")
                log.append(f"   tricks {won} last {lastw}; declarer {parts[0]} opponents {parts[1]} -> points {sidepts} "
                           f"{'declarer wins' if win else 'opponents win'} game points {gp}; scores {sc} totals {totals}")
                if finfo:
                    log.append(f"   REVOKE event {finfo[0]} seat {finfo[1]} played {finfo[2]} to {finfo[3]} holding {finfo[4]}")
                if illegal:
                    log.append(f"   ILLEGAL DISCARD event {illegal[0]} seat {illegal[1]} laid away {illegal[2]} (5-point card)")
        except Reject:
            continue
        break
    else:
        raise SystemExit("terziglio: no attempt fits " + name)
    say(f"== {name} (tarocchini-terziglio rules {rules})")
    for line in log:
        say("  " + line)
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": rules, "players": players,
           "meta": {"event": "Circolo", "recorder": "fresh-mainstream-11"}, "deals": deals}
    write(name, doc)


def main():
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 11
    rage_file("01-rage-three-rounds-total-slip.json", seed + 1, ["Anička", "Bohouš", "Katka", "Dalibor"], {},
              total_slip=(1, 2, 10))
    rage_file("02-rage-plusminus-forbidden-bid.json", seed + 2, ["Anička", "Bohouš", "Katka", "Dalibor"],
              {"plus_minus_one": True}, fault_round=2, fault="forbid")
    rage_file("03-rage-five-players-revoke.json", seed + 3, ["Anička", "Bohouš", "Katka", "Dalibor", "Ema"], {},
              fault_round=0, fault="revoke")
    danish_file("04-danish-two-deals-clean.json", seed + 4, 2)
    danish_file("05-danish-card-points-slip.json", seed + 5, 2, fault=("wrong_payment", 1))
    danish_file("06-danish-missing-declaration.json", seed + 6, 2, fault=("missing_declaration", 0))
    ulti_file("07-ulti-party-wrong-payment.json", seed + 7, 3, [False, True, False], fault=("wrong_payment", 1))
    ulti_file("08-ulti-false-marriage.json", seed + 8, 2, [False, False], fault=("false_marriage", 1))
    ulti_file("09-ulti-failure-to-overtake.json", seed + 9, 2, [False, False], fault=("overtake", 0))
    galician_file("10-galician-pool-game-slip.json", seed + 10, 2, {"preset": "standard"}, fault=("wrong_payment", 1))
    galician_file("11-galician-common-usage-renonce.json", seed + 11, 2, {"preset": "common_usage"},
                  fault=("renonce", 1))
    ottocento_file("12-ottocento-two-deals-clean.json", seed + 12, 2, {"preset": "standard"})
    ottocento_file("13-ottocento-wrong-score.json", seed + 13, 2, {"preset": "standard"}, fault=("wrong_score", 1))
    terziglio_file("14-terziglio-revoke.json", seed + 14, 2, {"preset": "standard"}, fault=("revoke", 0))
    terziglio_file("15-terziglio-nineteen-illegal-discard.json", seed + 15, 2, {"preset": "nineteen"},
                   fault=("illegal_discard", 1))
    (HERE / "_expect.txt").write_text("\n".join(OUT) + "\n")
    print("\n".join(OUT))


if __name__ == "__main__":
    main()
