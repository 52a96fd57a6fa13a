"""Blind transcript generator for audit round dispute-messages-13.

Written from the rule sources in /work/shared/seeds/ only (no validator import).
Two transcripts per game, each 2-3 deals, with one or two planted faults and one wrong
payment / score / total line.  Run: python _gen.py [seed]  (writes NN-*.json here and
prints, per file, what was planted and the figures computed by this model).
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def write(name, doc):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


class Retry(Exception):
    pass


# ---------------------------------------------------------------------------------------
# RAGE (Czech, Paluba 2004)
# ---------------------------------------------------------------------------------------
R_COLS = "RBGYPO"
R_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def r_deck():
    return [f"{c}{v}" for c in R_COLS for v in range(16)] + list(R_ACTIONS)


def r_col(card):
    return None if card in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5") else card[0]


def r_val(card):
    return int(card[1:])


def rage_round(rng, nplayers, ncards, dealer, fault=None):
    """fault: None | ("revoke", trick_no) | ("action", trick_no). Returns dict."""
    deck = r_deck()
    rng.shuffle(deck)
    hands = [deck[i * ncards:(i + 1) * ncards] for i in range(nplayers)]
    talon = deck[nplayers * ncards:]
    dealt = [list(h) for h in hands]
    stock = list(talon)
    pos = 0

    def turn():
        nonlocal pos
        while pos < len(stock) and r_col(stock[pos]) is None:
            pos += 1
        if pos >= len(stock):
            raise Retry("stock")
        c = r_col(stock[pos])
        pos += 1
        return c

    trump = turn()
    events = []
    bids = {}
    for k in range(nplayers):
        s = (dealer + 1 + k) % nplayers
        b = rng.randint(0, max(0, min(ncards, ncards // nplayers + 1)))
        bids[s] = b
        events.append({"type": "bid", "seat": s, "bid": b})
    leader = (dealer + 1) % nplayers
    tricks = [0] * nplayers
    bonus = [0] * nplayers
    planted = None
    for t in range(ncards):
        trick = []  # (seat, card, named)
        led = None
        no_trump = False
        for k in range(nplayers):
            s = (leader + k) % nplayers
            h = hands[s]
            follow = [c for c in h if led is not None and r_col(c) == led]
            if follow:
                legal = follow
            else:
                legal = list(h)
            special_in = any(c in ("NOTRUMP", "CHANGE") for _, c, _ in trick)
            cands = [c for c in legal if not (special_in and c in ("NOTRUMP", "CHANGE"))] or legal
            card = rng.choice(cands)
            if fault and fault[1] == t and k > 0 and follow and planted is None:
                if fault[0] == "revoke":
                    off = [c for c in h if r_col(c) is not None and r_col(c) != led]
                    if off:
                        card = rng.choice(off)
                        planted = (s, card, led, sorted(follow))
                elif fault[0] == "action":
                    off = [c for c in h if c in ("PLUS5", "MINUS5")]
                    if off:
                        card = off[0]
                        planted = (s, card, led, sorted(follow))
            if special_in and card in ("NOTRUMP", "CHANGE"):
                raise Retry("two specials")
            named = None
            if card == "WILD":
                named = led if led is not None else rng.choice(R_COLS)
            h.remove(card)
            ev = {"type": "play", "seat": s, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
            trick.append((s, card, named))
            col = named if card == "WILD" else r_col(card)
            if led is None and col is not None:
                led = col
            if card == "NOTRUMP":
                no_trump = True
            if card == "CHANGE":
                trump = turn()
        # winner
        eff = None if no_trump else trump

        def strength(item):
            i, (s, c, n) = item
            col = n if c == "WILD" else r_col(c)
            if col is None:
                return None
            v = 100 + i if c == "WILD" else r_val(c)
            if eff is not None and col == eff:
                return (2, v)
            if col == led:
                return (1, v)
            return None

        scored = [(strength(it), it[1][0]) for it in enumerate(trick)]
        scored = [x for x in scored if x[0] is not None]
        if not scored:
            win = trick[0][0]
        else:
            win = max(scored)[1]
        tricks[win] += 1
        for s, c, n in trick:
            if c == "PLUS5":
                bonus[win] += 5
            if c == "MINUS5":
                bonus[win] -= 5
        if no_trump:
            trump = turn()
        leader = win
    if fault and planted is None:
        raise Retry("fault not planted")
    scores = [tricks[s] + (10 if bids[s] == tricks[s] else -5) + bonus[s] for s in range(nplayers)]
    return {"hands": dealt, "talon": talon, "events": events, "tricks": tricks, "bids": bids,
            "bonus": bonus, "scores": scores, "planted": planted}


def rage_session(seed, faults, slips, players):
    """faults: {round: fault}; slips: {round: ("score"|"total", seat, delta)}"""
    n = len(players)
    for attempt in range(500):
        rng = random.Random(seed * 1000 + attempt)
        try:
            deals = []
            totals = [0] * n
            written_totals = [0] * n
            info = []
            for r in range(3):
                dealer = r % n
                res = rage_round(rng, n, 10 - r, dealer, faults.get(r))
                ev = res["events"]
                written = list(res["scores"])
                sl = slips.get(r)
                if sl and sl[0] == "score":
                    written[sl[1]] += sl[2]
                for s in range(n):
                    ev.append({"type": "score", "party": s, "points": written[s]})
                totals = [totals[s] + res["scores"][s] for s in range(n)]
                written_totals = [written_totals[s] + written[s] for s in range(n)]
                wt = list(written_totals)
                if sl and sl[0] == "total":
                    wt[sl[1]] += sl[2]
                for s in range(n):
                    ev.append({"type": "total", "party": s, "points": wt[s]})
                deals.append({"dealer": dealer, "hands": res["hands"], "talon": res["talon"], "events": ev})
                info.append((r, res, written, list(totals), wt))
            return deals, info
        except Retry:
            continue
    raise RuntimeError("no rage session")


def gen_rage():
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    deals, info = rage_session(11, {0: ("revoke", 3)}, {1: ("score", 2, 2)}, players)
    doc = {"format": "trick-transcript/1", "game": "rage", "players": players,
           "meta": {"audit": "dispute-messages-13", "planted": "round 0 revoke; round 1 Katka's score +2 (totals carried)"},
           "deals": deals}
    write("01-rage-revoke-wrong-score.json", doc)
    log_rage("01", deals, info)
    deals, info = rage_session(12, {1: ("action", 2)}, {2: ("total", 0, 10)}, players)
    doc = {"format": "trick-transcript/1", "game": "rage", "players": players,
           "meta": {"audit": "dispute-messages-13", "planted": "round 1 action card while able to follow; round 2 Anička's total +10"},
           "deals": deals}
    write("02-rage-action-wrong-total.json", doc)
    log_rage("02", deals, info)


def log_rage(nn, deals, info):
    for r, res, written, tot, wt in info:
        ev = deals[r]["events"]
        pl = res["planted"]
        pi = None
        if pl:
            pi = [i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == pl[0] and e["card"] == pl[1]][0]
        log(f"{nn} rage round {r}: bids {res['bids']} tricks {res['tricks']} bonus {res['bonus']} scores {res['scores']} "
            f"written {written} totals(rules) {tot} written totals {wt} planted {pl} at event {pi}; "
            f"score events at {[i for i, e in enumerate(ev) if e['type'] == 'score']}")


# ---------------------------------------------------------------------------------------
# ULTI (Japanese)
# ---------------------------------------------------------------------------------------
U_SUITS = "HDSC"
U_TR = ["7", "8", "9", "J", "Q", "K", "10", "A"]  # low -> high with trumps


def u_deck():
    return [r + s for s in U_SUITS for r in U_TR]


def u_rank(c):
    return U_TR.index(c[:-1])


def u_pts(c):
    return 10 if c[:-1] in ("A", "10") else 0


def u_beats(a, b, led, trump):
    """does card a beat card b (b currently winning)"""
    if a[-1] == b[-1]:
        return u_rank(a) > u_rank(b)
    if a[-1] == trump:
        return True
    return False


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = trick[0][1][-1]
    win = trick[0][1]
    for _, c in trick[1:]:
        if u_beats(c, win, led, trump):
            win = c
    suit = [c for c in hand if c[-1] == led]
    if suit:
        over = [c for c in suit if u_beats(c, win, led, trump)]
        return over or suit
    tr = [c for c in hand if c[-1] == trump]
    if tr:
        over = [c for c in tr if u_beats(c, win, led, trump)]
        return over or tr
    return list(hand)


def ulti_deal(rng, dealer, fault=None):
    deck = u_deck()
    rng.shuffle(deck)
    decl = (dealer + 1) % 3
    hands = [None] * 3
    hands[decl] = deck[:12]
    others = [(dealer + 2) % 3, dealer]
    hands[others[0]] = deck[12:22]
    hands[others[1]] = deck[22:32]
    dealt = [list(h) for h in hands]
    h = hands[decl]
    # trump: the non-heart suit the declarer holds most of
    trump = max("DSC", key=lambda s: (sum(1 for c in h if c[-1] == s), s))
    disc = sorted([c for c in h if c[-1] != trump and u_pts(c) == 0], key=u_rank)[:2]
    if len(disc) < 2:
        raise Retry("discard")
    for c in disc:
        h.remove(c)
    ev = [{"type": "discard", "seat": decl, "cards": disc},
          {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
          {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
          {"type": "bid", "seat": decl, "bid": "pass"},
          {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]}]
    leader = decl
    won = [0, 0, 0]
    pts = [0, 0, 0]
    planted = None
    last = None
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            legal = u_legal(hands[s], trick, trump)
            card = rng.choice(legal)
            if fault and fault[1] == t and planted is None and trick:
                led = trick[0][1][-1]
                kind, _, who = fault
                if (who == "decl") == (s == decl):
                    if kind == "overtake":
                        suit = [c for c in hands[s] if c[-1] == led]
                        bad = [c for c in suit if c not in legal]
                        if bad and len(legal) < len(suit):
                            card = bad[0]
                            planted = (s, card, "overtake", legal)
                    elif kind == "revoke":
                        suit = [c for c in hands[s] if c[-1] == led]
                        bad = [c for c in hands[s] if c[-1] != led and c[-1] != trump]
                        if suit and bad:
                            card = bad[0]
                            planted = (s, card, "revoke", suit)
            hands[s].remove(card)
            ev.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        w = trick[0]
        for x in trick[1:]:
            if u_beats(x[1], w[1], trick[0][1][-1], trump):
                w = x
        won[w[0]] += 1
        pts[w[0]] += sum(u_pts(c) for _, c in trick) + (10 if t == 9 else 0)
        leader = w[0]
        last = trick
    if fault and planted is None:
        raise Retry("fault")
    # avoid silent bonuses
    for s, c in last:
        if c == "7" + trump:
            raise Retry("trump seven in last trick")
    dpts = pts[decl]
    fpts = sum(pts) - dpts + sum(u_pts(c) for c in disc)
    side_tricks = won[decl]
    if side_tricks in (0, 10):
        raise Retry("durchmarsch")
    party_won = dpts > fpts and side_tricks > 0
    return {"hands": dealt, "events": ev, "decl": decl, "trump": trump, "dpts": dpts, "fpts": fpts,
            "won": won, "party_won": party_won, "planted": planted}


def gen_ulti():
    players = ["Anna", "Béla", "Csilla"]
    # 03: deal 0 failure to overtake by a defender; deal 1 a payment of 2 where 1 is due
    for attempt in range(2000):
        rng = random.Random(3000 + attempt)
        try:
            d0 = ulti_deal(rng, 0, ("overtake", rng.randint(1, 6), "def"))
            d1 = ulti_deal(rng, 1)
            break
        except Retry:
            continue
    deals = []
    for i, d in enumerate((d0, d1)):
        ev = d["events"]
        decl = d["decl"]
        defs = [(decl + 1) % 3, (decl + 2) % 3]
        # deal 0: a defender's fault; under the default (offending side loses every goal)
        # the declarer wins the party whatever the play gave.
        win = True if i == 0 else d["party_won"]
        for k, f in enumerate(defs):
            amt = 1
            if i == 1 and k == 0:
                amt = 2  # planted wrong payment
            if win:
                ev.append({"type": "payment", "from": f, "to": decl, "amount": amt, "reason": "party"})
            else:
                ev.append({"type": "payment", "from": decl, "to": f, "amount": amt, "reason": "party"})
        deals.append({"dealer": i, "hands": d["hands"], "events": ev})
        log(f"03 ulti deal {i}: decl {decl} trump {d['trump']} decl pts {d['dpts']} def pts {d['fpts']} tricks {d['won']} "
            f"party won as played {d['party_won']} planted {d['planted']} at "
            f"{[j for j, e in enumerate(ev) if d['planted'] and e.get('card') == d['planted'][1]]} payments at "
            f"{[j for j, e in enumerate(ev) if e['type'] == 'payment']}")
    write("03-ulti-overtake-wrong-payment.json", {
        "format": "trick-transcript/1", "game": "ulti", "players": players,
        "meta": {"audit": "dispute-messages-13"}, "deals": deals})
    # 04: deal 0 revoke by the declarer (table settles by the default penalty: declarer loses);
    # deal 1 clean; deal 2 a score line (net) written wrong.  Scores written per seat as net.
    for attempt in range(2000):
        rng = random.Random(4000 + attempt)
        try:
            ds = [ulti_deal(rng, 0, ("revoke", rng.randint(1, 6), "decl")), ulti_deal(rng, 1), ulti_deal(rng, 2)]
            if ds[0]["party_won"] is not True:
                raise Retry("want the declarer to win as played")
            break
        except Retry:
            continue
    deals = []
    tot = [0, 0, 0]
    for i, d in enumerate(ds):
        ev = d["events"]
        decl = d["decl"]
        defs = [(decl + 1) % 3, (decl + 2) % 3]
        win = False if i == 0 else d["party_won"]
        net = [0, 0, 0]
        for f in defs:
            if win:
                ev.append({"type": "payment", "from": f, "to": decl, "amount": 1, "reason": "party"})
                net[f] -= 1
                net[decl] += 1
            else:
                ev.append({"type": "payment", "from": decl, "to": f, "amount": 1, "reason": "party"})
                net[f] += 1
                net[decl] -= 1
        written = list(net)
        if i == 2:
            written[defs[0]] = -net[defs[0]]  # planted: sign slip on one defender's line
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": written[s]})
        tot = [tot[s] + net[s] for s in range(3)]
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": tot[s]})
        deals.append({"dealer": i, "hands": d["hands"], "events": ev})
        log(f"04 ulti deal {i}: decl {decl} trump {d['trump']} decl pts {d['dpts']} def pts {d['fpts']} tricks {d['won']} "
            f"party won as played {d['party_won']} settled win={win} net {net} written {written} totals {tot} planted {d['planted']} at "
            f"{[j for j, e in enumerate(ev) if d['planted'] and e.get('card') == d['planted'][1]]} score at "
            f"{[j for j, e in enumerate(ev) if e['type'] == 'score']}")
    write("04-ulti-revoke-wrong-score.json", {
        "format": "trick-transcript/1", "game": "ulti", "players": players,
        "meta": {"audit": "dispute-messages-13"}, "deals": deals})


# ---------------------------------------------------------------------------------------
# DANISH TAROK (Polish, 2010)
# ---------------------------------------------------------------------------------------
D_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def d_deck():
    cards = []
    for s in "HDSC":
        cards += [r + s for r in D_RED]
    cards += [f"T{i}" for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def d_suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def d_strength(c, led):
    """higher wins; None = cannot win"""
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return 100 + int(c[1:])
    if c[-1] != led:
        return None
    order = D_RED if c[-1] in "HD" else D_BLACK
    return 50 - order.index(c[:-1])


def d_honour(c):
    if c in ("T1", "T21", "JOKER") or (c[0] == "K" and not c.startswith("T")):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_declarations(hand):
    items = []
    pay = 0
    trumps = sum(1 for c in hand if c.startswith("T")) + (1 if "JOKER" in hand else 0)
    if trumps >= 10:
        items.append({"kind": "trumps", "count": trumps, "pagat": "T1" in hand})
        pay += 10 + 5 * (trumps - 10)
    if all(c in hand for c in ("JOKER", "T21", "T1")):
        n = 3
        k = 20
        while f"T{k}" in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
        pay += 10 + 5 * (n - 3)
    jok = "JOKER" in hand
    for s in "HDSC":
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if jok else "full"})
            pay += 15 if jok else 10
        elif len(courts) == 3 and jok:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay += 5
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if jok else "full"})
        pay += 15 if jok else 10
    elif len(kings) == 3 and jok:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in "HDSC" if s not in kings][0]})
        pay += 5
    return items, pay


def d_cardpoint_pay(p):
    diff = p - 26
    # 24-28 none, 29-33 +5, 34-38 +10, 19-23 -5, 14-18 -10: nearest multiple of 5
    q = int((abs(diff) + 2) // 5) * 5
    return q if diff >= 0 else -q


def danish_deal(rng, dealer, pools, first, fault=None, want_decl_seat=None):
    """fault: None | ("revoke", trick) | ("early_decl",) ; returns dict with events, net, pools."""
    deck = d_deck()
    rng.shuffle(deck)
    n = 3
    hands = [None] * 3
    order = [(dealer + 1 + k) % 3 for k in range(3)]
    pos = 0
    for s in order:
        hands[s] = deck[pos:pos + 25]
        pos += 25
    hands[dealer] += deck[75:78]
    dealt = [list(h) for h in hands]
    ev = []
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        net[frm] -= amt
        net[to] += amt
        if frm in pools:
            pools[frm] -= amt
        if to in pools:
            pools[to] += amt

    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                pay(s, pool, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    # skat: three pips that are in no declaration
    h = hands[dealer]
    pips = [c for c in h if not c.startswith("T") and c != "JOKER" and c[:-1] not in "KQNJ"]
    if len(pips) < 3:
        raise Retry("skat")
    skat = rng.sample(pips, 3)
    for c in skat:
        h.remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    decl = {}
    for s in range(3):
        decl[s] = d_declarations(hands[s])
    if want_decl_seat is not None and not decl[want_decl_seat][0]:
        raise Retry("no declaration to move")
    dorder = [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    if fault and fault[0] == "early_decl":
        dorder = [(dealer + 1) % 3, dealer, (dealer + 2) % 3]
    early_idx = None
    for s in dorder:
        items, p = decl[s]
        if fault and fault[0] == "early_decl" and s == (dealer + 1) % 3:
            early_idx = len(ev)
        ev.append({"type": "declare", "seat": s, "items": items})
        if p:
            for o in range(3):
                if o != s:
                    pay(o, s, p, "declaration")
    # play
    leader = (dealer + 1) % 3
    piles = {0: [], 1: [], 2: []}
    tricks = [0, 0, 0]
    joker_holder = [s for s in range(3) if "JOKER" in hands[s]][0]
    joker_trick = rng.randint(2, 15)
    planted = None
    last = None
    stop_after = None
    for t in range(25):
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            hh = hands[s]
            real = [c for c in hh if c != "JOKER"]
            if k == 0:
                card = rng.choice(real)
            else:
                suit = [c for c in real if d_suit(c) == led]
                if suit:
                    legal = suit
                else:
                    tr = [c for c in real if d_suit(c) == "T"]
                    legal = tr or real
                card = rng.choice(legal)
                if "JOKER" in hh and t >= joker_trick and t < 20:
                    card = "JOKER"
                if fault and fault[0] == "revoke" and fault[1] == t and planted is None and card != "JOKER":
                    if suit and led != "T":
                        bad = [c for c in real if d_suit(c) not in (led, "T")]
                        if bad:
                            card = bad[0]
                            planted = (s, card, led, sorted(suit))
            if k == 0:
                led = d_suit(card)
            hh.remove(card)
            ev.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        best = max((x for x in trick if d_strength(x[1], led) is not None), key=lambda x: d_strength(x[1], led))
        w = best[0]
        tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if t < 24:
            for s, c in trick:
                if c.startswith("K") and s != w:
                    for o in range(3):
                        if o != s:
                            pay(s, o, 5, "king_lost")
                    pay(s, "king_pool", 5, "king_lost")
                if c == "T1":
                    if s != w:
                        for o in range(3):
                            if o != s:
                                pay(s, o, 5, "pagat_lost")
                        pay(s, "pagat_pool", 5, "pagat_lost")
                    else:
                        for o in range(3):
                            if o != s:
                                pay(o, s, 5, "pagat_trick")
        leader = w
        last = trick
        if planted and stop_after is None:
            stop_after = t
            break
    if fault and fault[0] == "revoke":
        if planted is None:
            raise Retry("revoke not planted")
        return {"hands": dealt, "events": ev, "net": net, "planted": planted, "decl": decl, "skat": skat,
                "void": True}
    if "JOKER" in hands[joker_holder]:
        raise Retry("joker unplayed")
    if min(tricks) == 0 or max(tricks) == 25:
        raise Retry("nolo/tout")
    for s, c in last:
        if c == "T1" or (c.startswith("K")):
            raise Retry("ultimo card in last trick")
    w = leader
    for o in range(3):
        if o != w:
            pay(o, w, 20, "last_trick")
    cp = [sum(d_honour(c) for c in piles[s]) + tricks[s] + (1 if s == dealer else 0) for s in range(3)]
    assert sum(cp) == 78, cp
    new_dealer = (dealer + 1) % 3
    cpay = {}
    for s in range(3):
        if s == new_dealer:
            continue
        q = d_cardpoint_pay(cp[s])
        cpay[s] = q
        if q > 0:
            pay(new_dealer, s, q, "card_points")
        elif q < 0:
            pay(s, new_dealer, -q, "card_points")
    return {"hands": dealt, "events": ev, "net": net, "planted": planted, "decl": decl, "skat": skat,
            "tricks": tricks, "card_points": cp, "cpay": cpay, "early_idx": early_idx, "void": False}


def gen_danish():
    players = ["Agnieszka", "Bartek", "Celina"]
    # 05: deal 0 declaration before the dealer (18 large: 20 to each pool, play goes on; the
    # table wrote no fine); deal 1 a card_points payment of 5 where the rules give 10 (or off by 5).
    for attempt in range(3000):
        rng = random.Random(5000 + attempt)
        pools = {"pagat_pool": 0, "king_pool": 0}
        try:
            a = danish_deal(rng, 0, pools, True, ("early_decl",), want_decl_seat=1)
            p_after0 = dict(pools)
            b = danish_deal(rng, 1, pools, False)
            if not b["cpay"] or all(v == 0 for v in b["cpay"].values()):
                raise Retry("want a card points payment")
            break
        except Retry:
            continue
    # plant the wrong card_points line in deal 1
    ev = b["events"]
    idx = [i for i, e in enumerate(ev) if e["type"] == "payment" and e["reason"] == "card_points"][0]
    ev[idx]["amount"] += 5
    deals = [{"dealer": 0, "hands": a["hands"], "events": a["events"]},
             {"dealer": 1, "hands": b["hands"], "events": b["events"]}]
    write("05-danish-early-declaration-wrong-card-points.json", {
        "format": "trick-transcript/1", "game": "danish-tarok", "players": players,
        "meta": {"audit": "dispute-messages-13"}, "deals": deals})
    log(f"05 danish deal 0: decl {a['decl']} early declare at event {a['early_idx']} tricks {a['tricks']} card points {a['card_points']} "
        f"cpay {a['cpay']} net {a['net']} pools after {p_after0}")
    log(f"05 danish deal 1: decl {b['decl']} tricks {b['tricks']} card points {b['card_points']} cpay {b['cpay']} net(rules) {b['net']} "
        f"planted card_points line at event {idx} now {ev[idx]} pools after {pools}")
    # 06: deal 0 a king_lost payment of 10 instead of 5 (to a player); deal 1 revoke by a
    # follower: irreparable (40 to each pool, deal void); the table stops the deal at that trick
    # and writes the fine; deal 2 dealt by the next dealer, clean.
    for attempt in range(3000):
        rng = random.Random(6000 + attempt)
        pools = {"pagat_pool": 0, "king_pool": 0}
        try:
            a = danish_deal(rng, 0, pools, True)
            kl = [i for i, e in enumerate(a["events"]) if e["type"] == "payment" and e["reason"] == "king_lost" and isinstance(e["to"], int)]
            if not kl:
                raise Retry("no king lost")
            b = danish_deal(rng, 1, pools, False, ("revoke", rng.randint(3, 12)))
            c = danish_deal(rng, 2, pools, False)
            break
        except Retry:
            continue
    a["events"][kl[0]]["amount"] = 10
    s_off = b["planted"][0]
    b["events"].append({"type": "payment", "from": s_off, "to": "pagat_pool", "amount": 40, "reason": "penalty"})
    b["events"].append({"type": "payment", "from": s_off, "to": "king_pool", "amount": 40, "reason": "penalty"})
    deals = [{"dealer": 0, "hands": a["hands"], "events": a["events"]},
             {"dealer": 1, "hands": b["hands"], "events": b["events"]},
             {"dealer": 2, "hands": c["hands"], "events": c["events"]}]
    write("06-danish-wrong-king-payment-revoke-void.json", {
        "format": "trick-transcript/1", "game": "danish-tarok", "players": players,
        "meta": {"audit": "dispute-messages-13"}, "deals": deals})
    pi = [i for i, e in enumerate(b["events"]) if e["type"] == "play" and e["card"] == b["planted"][1]][0]
    log(f"06 danish deal 0: wrong king_lost line at event {kl[0]} -> {a['events'][kl[0]]}; tricks {a['tricks']} cp {a['card_points']} cpay {a['cpay']} net(rules) {a['net']}")
    log(f"06 danish deal 1: revoke {b['planted']} at event {pi}; events {len(b['events'])}; net before fine {b['net']}")
    log(f"06 danish deal 2: tricks {c['tricks']} cp {c['card_points']} cpay {c['cpay']} net {c['net']} pools {pools}")


# ---------------------------------------------------------------------------------------
# GALICIAN TAROK (Polish, Szczepański)
# ---------------------------------------------------------------------------------------
G_SUITRANK = ["K", "Q", "N", "J"]


def g_deck():
    cards = []
    for s in "HDSC":
        pip = "1" if s in "HD" else "10"
        cards += [r + s for r in G_SUITRANK] + [pip + s]
    cards += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return cards


def g_suit(c):
    return "T" if c == "SKIZ" or c.startswith("T") else c[-1]


def g_val(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_strength(c, led):
    if c == "SKIZ":
        return 200
    if g_suit(c) == "T":
        return 100 + int(c[1:])
    if c[-1] != led:
        return None
    r = c[:-1]
    return 50 - (G_SUITRANK.index(r) if r in G_SUITRANK else 4)


def g_points(cards):
    assert len(cards) % 3 == 0
    return sum(g_val(c) for c in cards) - 2 * (len(cards) // 3)


def galician_deal(rng, dealer, fault=None):
    deck = g_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [None] * 3
    for k in range(3):
        s = (dealer + 1 + k) % 3
        hands[s] = deck[6 + 12 * k:18 + 12 * k]
    dealt = [list(h) for h in hands]
    fh = (dealer + 1) % 3
    decl = fh
    ev = [{"type": "bid", "seat": fh, "bid": "three"},
          {"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (fh + 2) % 3, "bid": "pass"}]
    take = talon[:3]
    rest = talon[3:]
    h = hands[decl]
    h += take
    ev.append({"type": "take", "seat": decl, "cards": take})
    cand = sorted([c for c in h if g_suit(c) != "T" and c[0] != "K"], key=g_val)
    if len(cand) < 3:
        raise Retry("discard")
    disc = cand[:3]
    planted = None
    if fault and fault[0] == "king_discard":
        kings = [c for c in h if c[0] == "K" and g_suit(c) != "T"]
        if not kings:
            raise Retry("no king")
        disc = [kings[0]] + cand[:2]
        planted = (decl, kings[0], "discard")
    for c in disc:
        h.remove(c)
    ev.append({"type": "discard", "seat": decl, "cards": disc})
    for k in range(3):
        ev.append({"type": "announce", "seat": (decl + k) % 3, "items": []})
    leader = fh
    piles = {0: [], 1: [], 2: []}
    last = None
    for t in range(12):
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            hh = hands[s]
            if k == 0:
                card = rng.choice(hh)
            else:
                suit = [c for c in hh if g_suit(c) == led]
                legal = suit or [c for c in hh if g_suit(c) == "T"] or hh
                card = rng.choice(legal)
                if fault and fault[0] == "renonce" and planted is None and t >= fault[1] and s != decl and led != "T" and suit:
                    tr = [c for c in hh if g_suit(c) == "T" and c != "T1"]
                    if tr:
                        card = tr[0]
                        planted = (s, card, led, sorted(suit))
            if k == 0:
                led = g_suit(card)
            hh.remove(card)
            ev.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        w = max((x for x in trick if g_strength(x[1], led) is not None), key=lambda x: g_strength(x[1], led))[0]
        piles[w] += [c for _, c in trick]
        leader = w
        last = trick
    if fault and planted is None:
        raise Retry("fault")
    dcards = piles[decl] + disc
    fcards = [c for s in range(3) if s != decl for c in piles[s]] + rest
    for side in (dcards, fcards):
        if all(k in side for k in ("KH", "KD", "KS", "KC")):
            raise Retry("four kings")
        if all(k in side for k in ("SKIZ", "T21", "T1")):
            raise Retry("trull")
    if any(c == "T1" for _, c in last):
        raise Retry("pagat in last trick")
    P = g_points(dcards)
    assert P + g_points(fcards) == 66
    return {"hands": dealt, "talon": talon, "events": ev, "decl": decl, "P": P, "planted": planted}


def gen_galician():
    players = ["Adam", "Bożena", "Czesław"]

    def settle(d, ev, win_each, pool_first, pool_slip=None):
        decl = d["decl"]
        defs = [(decl + 1) % 3, (decl + 2) % 3]
        net = {0: 0, 1: 0, 2: 0, "pool": 0}

        def pay(f, t, a, r):
            a = round(a, 2)
            ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
            net[f] -= a
            net[t] += a

        if pool_first:
            for s in range(3):
                pay(s, "pool", 10, "pool_stake")
        if win_each > 0:
            for f in defs:
                pay(f, decl, win_each, "game")
            share = 2 * win_each * 0.1
            pay(decl, "pool", share if pool_slip is None else pool_slip, "pool_share")
        else:
            for f in defs:
                pay(decl, f, -win_each, "game")
            for f in defs:
                pay(f, "pool", -win_each * 0.1, "pool_share")
        return net

    # 07: deal 0 a helper trumps a suit lead while holding the suit (renonce, §23: helpers lose);
    # deal 1 the declarer's pool share written as 10% of one defender's payment only.
    for attempt in range(5000):
        rng = random.Random(7000 + attempt)
        try:
            a = galician_deal(rng, 0, ("renonce", rng.randint(0, 6)))
            if a["P"] > 33:
                raise Retry("want the declarer short of 33 as played")
            b = galician_deal(rng, 1)
            if b["P"] <= 33:
                raise Retry("want a won game in deal 1")
            break
        except Retry:
            continue
    # deal 0: helpers lose unconditionally; the declarer made fewer than 33 -> what he wins is the
    # consolation (30, the three's addend) from each helper (our reading).
    ev0 = a["events"]
    n0 = settle(a, ev0, 30, True)
    wb = (b["P"] - 33) * 3 + 30
    ev1 = b["events"]
    n1 = settle(b, ev1, wb, False, pool_slip=wb * 0.1)
    write("07-galician-renonce-wrong-pool-share.json", {
        "format": "trick-transcript/1", "game": "galician-tarok", "players": players,
        "meta": {"audit": "dispute-messages-13"},
        "deals": [{"dealer": 0, "hands": a["hands"], "talon": a["talon"], "events": ev0},
                  {"dealer": 1, "hands": b["hands"], "talon": b["talon"], "events": ev1}]})
    pi = [i for i, e in enumerate(ev0) if e["type"] == "play" and e["card"] == a["planted"][1]][0]
    log(f"07 galician deal 0: decl {a['decl']} P {a['P']} renonce {a['planted']} at event {pi}; settled as helpers lose, 30 each; net {n0}")
    log(f"07 galician deal 1: decl {b['decl']} P {b['P']} win each {wb} pool share written {wb * 0.1} (rules {wb * 0.2}); net {n1}; payments at "
        f"{[i for i, e in enumerate(ev1) if e['type'] == 'payment']}")
    # 08: deal 0 the declarer lays a king away (§13: game lost unconditionally; he made his
    # points -> pays only the consolation, 30 to each helper); deal 1 the pool stake paid again.
    for attempt in range(5000):
        rng = random.Random(8000 + attempt)
        try:
            a = galician_deal(rng, 0, ("king_discard",))
            if a["P"] <= 33:
                raise Retry("want the declarer over 33")
            b = galician_deal(rng, 1)
            break
        except Retry:
            continue
    ev0 = a["events"]
    n0 = settle(a, ev0, -30, True)
    ev1 = b["events"]
    vb = (b["P"] - 33) * 3 + 30 if b["P"] > 33 else -((33 - b["P"]) * 3 + 30)
    n1 = settle(b, ev1, vb, True)  # planted: pool stake again in deal 1
    write("08-galician-king-discard-stake-again.json", {
        "format": "trick-transcript/1", "game": "galician-tarok", "players": players,
        "meta": {"audit": "dispute-messages-13"},
        "deals": [{"dealer": 0, "hands": a["hands"], "talon": a["talon"], "events": ev0},
                  {"dealer": 1, "hands": b["hands"], "talon": b["talon"], "events": ev1}]})
    log(f"08 galician deal 0: decl {a['decl']} P {a['P']} king discard {a['planted']}; consolation 30 each; net {n0}")
    log(f"08 galician deal 1: decl {b['decl']} P {b['P']} value {vb}; stake again at events "
        f"{[i for i, e in enumerate(ev1) if e.get('reason') == 'pool_stake']}; net {n1}")


# ---------------------------------------------------------------------------------------
# TAROCCHINI (Russian Wikipedia)
# ---------------------------------------------------------------------------------------
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


def t_deck():
    cards = []
    for s in "SBCD":
        cards += [r + s for r in T_LONG]
    cards += [f"T{i}" for i in range(21)] + ["MATTO"]
    return cards


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if c.startswith("T") else c[-1]


def t_val(c):
    if c in ("MATTO", "T20", "T19", "T0"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def t_five(c):
    return t_val(c) == 5


def t_winner(trick):
    """trick: list of (seat, card); moretti: last played highest"""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = t_suit(c)
            break
    best = None
    bs = None
    for i, (s, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if t_suit(c) == "T":
            n = int(c[1:])
            v = 1000 + (1 if 1 <= n <= 4 else n) * 100 + (i if 1 <= n <= 4 else 0)
        elif t_suit(c) == led:
            order = T_LONG if c[-1] in "SB" else T_ROUND
            v = 50 - order.index(c[:-1])
        else:
            continue
        if bs is None or v > bs:
            best, bs = s, v
    return best


CRICCHE = {"tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36), "kings": ("K", 17, 34),
           "queens": ("Q", 14, 28), "knights": ("N", 13, 26), "jacks": ("J", 12, 24)}


def t_combos(pile):
    """combinations in a pile, by this audit's reading; returns (points, list)"""
    found = []
    cri = 0
    ncri = 0
    for name, (what, v3, v4) in CRICCHE.items():
        if isinstance(what, list):
            n = sum(1 for c in what if c in pile)
        else:
            n = sum(1 for s in "SBCD" if what + s in pile)
        if n >= 3:
            cri += v3 if n == 3 else v4
            ncri += 1
            found.append(("cricca", name, n))
    cont = [c for c in ("T0", "MATTO") if c in pile]
    seqs = []
    # suits: K real, then Q N J 1 (ace); contatori fill, a real card among the two courts
    for s in "SBCD":
        if "K" + s not in pile:
            continue
        chain = ["Q" + s, "N" + s, "J" + s, "1" + s]
        left = len(cont)
        length = 1
        real = 1
        for c in chain:
            if c in pile:
                length += 1
                real += 1
            elif left:
                left -= 1
                length += 1
            else:
                break
        if length >= 3 and real >= 2:
            seqs.append(("suit", s, length))
    # trumps: Angel real, then 19 18 17 16 ... ; no two contatori in a row except grande+16
    if "T20" in pile:
        left = len(cont)
        length = 1
        real = 1
        prev_fill = None
        for n in range(19, 4, -1):
            c = f"T{n}"
            if c in pile:
                length += 1
                real += 1
                prev_fill = None
            elif left and not (prev_fill is not None and not (prev_fill >= 17 and n == 16)):
                left -= 1
                length += 1
                prev_fill = n
            else:
                break
        if length >= 3 and real >= 2:
            seqs.append(("trumps", None, length))
    for name, cards in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1S", "1B", "1C", "1D"])):
        r = sum(1 for c in cards if c in pile)
        if r >= 2 and r + len(cont) >= 3:
            seqs.append((name, None, min(6, r + len(cont))))
    sq = sum(10 + 5 * (ln - 3) for _, _, ln in seqs)
    if ncri >= 3:
        cri *= 2
    if len(seqs) >= 3:
        sq *= 2
    found += seqs
    return cri + sq, found


def t_cardpoints(pile):
    return sum(t_val(c) for c in pile) - len(pile) // 2


def t_play(rng, hands, leader, nplayers, side_of, fault=None):
    """plays out; returns events, piles per seat (after Matto exchange), trick counts, last winner"""
    ev = []
    won = {s: [] for s in range(nplayers)}
    tricks = [0] * nplayers
    ntr = len(hands[0])
    matto = None  # (seat, winner)
    planted = None
    for t in range(ntr):
        trick = []
        led = None
        for k in range(nplayers):
            s = (leader + k) % nplayers
            hh = hands[s]
            real = [c for c in hh if c != "MATTO"]
            if k == 0:
                card = rng.choice(real)
            else:
                suit = [c for c in real if t_suit(c) == led]
                legal = suit or [c for c in real if t_suit(c) == "T"] or real
                card = rng.choice(legal)
                if "MATTO" in hh and t >= 1 and t < ntr - 1 and rng.random() < 0.5:
                    card = "MATTO"
                if "MATTO" in hh and t == ntr - 2:
                    card = "MATTO"
                if fault and planted is None and t >= fault[1] and card != "MATTO":
                    if fault[0] == "revoke" and suit and led != "T":
                        bad = [c for c in real if t_suit(c) not in (led,)]
                        bad = [c for c in bad if t_suit(c) != "T"] or bad
                        if bad:
                            card = bad[0]
                            planted = (s, card, "revoke", led, sorted(suit))
                    if fault[0] == "trump" and not suit and led != "T":
                        tr = [c for c in real if t_suit(c) == "T"]
                        bad = [c for c in real if t_suit(c) != "T"]
                        if tr and bad:
                            card = bad[0]
                            planted = (s, card, "failure_to_trump", led, sorted(tr))
            if k == 0:
                led = t_suit(card)
            hh.remove(card)
            ev.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        w = t_winner(trick)
        tricks[w] += 1
        for s, c in trick:
            if c == "MATTO":
                matto = (s, w)
                won[s].append(c)
            else:
                won[w].append(c)
        leader = w
    if fault and planted is None:
        raise Retry("fault")
    return ev, won, tricks, leader, matto, planted


def t_low_card(pile):
    cands = [c for c in pile if t_val(c) == 1 and not c.startswith("T") and not c.startswith("1")]
    cands = cands or [c for c in pile if t_val(c) == 1]
    return sorted(cands)[0]


def ottocento_deal(rng, dealer, fault=None):
    deck = t_deck()
    rng.shuffle(deck)
    hands = [None] * 4
    for k in range(4):
        s = (dealer + 1 + k) % 4
        hands[s] = deck[15 * k:15 * k + 15]
    hands[dealer] += deck[60:62]
    dealt = [list(h) for h in hands]
    h = hands[dealer]
    cand = sorted([c for c in h if not t_five(c) and c != "MATTO"], key=lambda c: (t_val(c), c))
    disc = cand[:2]
    planted = None
    if fault and fault[0] == "king_discard":
        ks = [c for c in h if c.startswith("K")]
        if not ks:
            raise Retry("no king")
        disc = [ks[0], cand[0]]
        planted = (dealer, ks[0], "discard")
    for c in disc:
        h.remove(c)
    ev = [{"type": "discard", "seat": dealer, "cards": disc}]
    for k in range(4):
        ev.append({"type": "declare", "seat": (dealer + 1 + k) % 4, "items": []})
    side = lambda s: s % 2
    pev, won, tricks, lastw, matto, pl = t_play(rng, hands, (dealer + 1) % 4, 4, side, fault if fault and fault[0] != "king_discard" else None)
    planted = planted or pl
    ev += pev
    piles = {0: [], 1: []}
    for s in range(4):
        piles[side(s)] += won[s]
    if tricks[dealer] > 0:
        piles[side(dealer)] += disc
    else:
        piles[1 - side(dealer)] += disc
    if matto:
        ms, mw = matto
        if side(ms) != side(mw):
            if sum(tricks[s] for s in range(4) if side(s) == side(ms)) == 0:
                piles[side(ms)].remove("MATTO")
                piles[side(mw)].append("MATTO")
            else:
                low = t_low_card(piles[side(ms)])
                piles[side(ms)].remove(low)
                piles[side(mw)].append(low)
    res = {}
    for team in (0, 1):
        cmb, found = t_combos(piles[team])
        cp = t_cardpoints(piles[team])
        lt = 6 if side(lastw) == team else 0
        res[team] = (cmb + cp + lt, cmb, cp, lt, found, len(piles[team]))
    assert res[0][2] + res[1][2] + 6 == 93, (res, len(piles[0]), len(piles[1]))
    return {"hands": dealt, "events": ev, "res": res, "planted": planted, "tricks": tricks}


def gen_ottocento():
    players = ["Anna", "Bruno", "Carla", "Dario"]
    for nn, name, faults, slip, base in (
            ("09", "09-ottocento-revoke-wrong-score.json", {0: ("revoke", 2)}, (1, "score", 1, 10), 9000),
            ("10", "10-ottocento-king-discard-wrong-total.json", {0: ("king_discard",)}, (1, "total", 0, -20), 10000)):
        for attempt in range(2000):
            rng = random.Random(base + attempt)
            try:
                ds = [ottocento_deal(rng, k, faults.get(k)) for k in range(2)]
                break
            except Retry:
                continue
        deals = []
        tot = [0, 0]
        wtot = [0, 0]
        for k, d in enumerate(ds):
            ev = d["events"]
            sc = [d["res"][0][0], d["res"][1][0]]
            w = list(sc)
            if slip[0] == k and slip[1] == "score":
                w[slip[2]] += slip[3]
            for t in (0, 1):
                ev.append({"type": "score", "party": f"team{t}", "points": w[t]})
            tot = [tot[t] + sc[t] for t in (0, 1)]
            wtot = [wtot[t] + w[t] for t in (0, 1)]
            wt = list(wtot)
            if slip[0] == k and slip[1] == "total":
                wt[slip[2]] += slip[3]
            for t in (0, 1):
                ev.append({"type": "total", "party": f"team{t}", "points": wt[t]})
            deals.append({"dealer": k, "hands": d["hands"], "events": ev})
            pl = d["planted"]
            pi = [i for i, e in enumerate(ev) if pl and e.get("card") == pl[1] and e["type"] == "play"]
            log(f"{nn} ottocento deal {k}: tricks {d['tricks']} team0 {d['res'][0]} team1 {d['res'][1]} written {w} totals(rules) {tot} "
                f"written totals {wt} planted {pl} at play events {pi}")
        write(name, {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": players,
                     "meta": {"audit": "dispute-messages-13"}, "deals": deals})


def terziglio_deal(rng, dealer, fault=None):
    deck = t_deck()
    rng.shuffle(deck)
    hands = [None] * 3
    for k in range(3):
        s = (dealer + 1 + k) % 3
        hands[s] = deck[18 * k:18 * k + 18]
    widow = deck[54:62]
    dealt = [list(h) for h in hands]
    eld = (dealer + 1) % 3
    decl = rng.choice([0, 1, 2])
    order = [(eld + k) % 3 for k in range(3)]
    ev = []
    bid_ev = []
    for s in order:
        bid_ev.append({"type": "bid", "seat": s, "bid": "gioco" if s == decl else "pass"})
    planted = None
    if fault and fault[0] == "bid_order":
        # the second and third speakers speak in swapped order
        bid_ev[1], bid_ev[2] = bid_ev[2], bid_ev[1]
        planted = (bid_ev[1]["seat"], "bid", "out of turn")
    ev += bid_ev
    h = hands[decl]
    # exchange: take 3 widow cards, lay away 3 non-5-point cards
    take = [c for c in widow if not t_five(c)][:3]
    h += take
    wid = [c for c in widow if c not in take]
    ev.append({"type": "take", "seat": decl, "cards": take})
    cand = sorted([c for c in h if not t_five(c) and c not in take], key=lambda c: (t_val(c), c))[:3]
    for c in cand:
        h.remove(c)
    wid += cand
    ev.append({"type": "discard", "seat": decl, "cards": cand})
    for s in order:
        ev.append({"type": "declare", "seat": s, "items": []})
    side = lambda s: 0 if s == decl else 1
    pev, won, tricks, lastw, matto, pl = t_play(rng, hands, eld, 3, side, fault if fault and fault[0] != "bid_order" else None)
    planted = planted or pl
    ev += pev
    piles = {0: [], 1: []}
    for s in range(3):
        piles[side(s)] += won[s]
    if tricks[decl] > 0:
        piles[0] += wid
    else:
        piles[1] += wid
    if matto:
        ms, mw = matto
        if side(ms) != side(mw):
            if sum(tricks[s] for s in range(3) if side(s) == side(ms)) == 0:
                piles[side(ms)].remove("MATTO")
                piles[side(mw)].append("MATTO")
            else:
                low = t_low_card(piles[side(ms)])
                piles[side(ms)].remove(low)
                piles[side(mw)].append(low)
    if tricks[decl] in (0, 18):
        raise Retry("all tricks")
    res = {}
    for team in (0, 1):
        cmb, found = t_combos(piles[team])
        cp = t_cardpoints(piles[team])
        lt = 6 if side(lastw) == team else 0
        res[team] = (cmb + cp + lt, cmb, cp, lt, found, len(piles[team]))
    dwin = res[0][0] > res[1][0]
    wp = res[0][0] if dwin else res[1][0]
    q, r = divmod(wp, 50)
    if r >= 45:
        q += 1
    gp = [0, 0, 0]
    for s in range(3):
        if (s == decl) == dwin:
            gp[s] = q
    return {"hands": dealt, "talon": widow, "events": ev, "res": res, "planted": planted, "tricks": tricks,
            "decl": decl, "gp": gp, "dwin": dwin}


def gen_terziglio():
    players = ["Elena", "Franco", "Giulia"]
    for nn, name, faults, slip, base in (
            ("11", "11-terziglio-bid-out-of-turn-wrong-score.json", {0: ("bid_order",)}, (1, "score", None, 1), 11000),
            ("12", "12-terziglio-failure-to-trump-wrong-total.json", {0: ("trump", 2)}, (1, "total", None, 2), 12000)):
        for attempt in range(3000):
            rng = random.Random(base + attempt)
            try:
                ds = [terziglio_deal(rng, k, faults.get(k)) for k in range(2)]
                if max(ds[1]["gp"]) == 0:
                    raise Retry("want game points in deal 1")
                break
            except Retry:
                continue
        deals = []
        tot = [0, 0, 0]
        wtot = [0, 0, 0]
        for k, d in enumerate(ds):
            ev = d["events"]
            w = list(d["gp"])
            tgt = max(range(3), key=lambda s: w[s])
            if slip[0] == k and slip[1] == "score":
                w[tgt] += slip[3]
            for s in range(3):
                ev.append({"type": "score", "party": s, "points": w[s]})
            tot = [tot[s] + d["gp"][s] for s in range(3)]
            wtot = [wtot[s] + w[s] for s in range(3)]
            wt = list(wtot)
            if slip[0] == k and slip[1] == "total":
                wt[tgt] += slip[3]
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": wt[s]})
            deals.append({"dealer": k, "hands": d["hands"], "talon": d["talon"], "events": ev})
            pl = d["planted"]
            pi = [i for i, e in enumerate(ev) if pl and ((e.get("card") == pl[1] and e["type"] == "play") or (e["type"] == "bid" and pl[1] == "bid" and e["seat"] == pl[0]))]
            log(f"{nn} terziglio deal {k}: decl {d['decl']} tricks {d['tricks']} decl side {d['res'][0]} opp side {d['res'][1]} "
                f"declarer wins {d['dwin']} game points {d['gp']} written {w} totals(rules) {tot} written totals {wt} planted {pl} at {pi}")
        write(name, {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": players,
                     "meta": {"audit": "dispute-messages-13"}, "deals": deals})


if __name__ == "__main__":
    gen_rage()
    gen_ulti()
    gen_danish()
    gen_galician()
    gen_ottocento()
    gen_terziglio()
    with open(os.path.join(HERE, "_gen.log"), "w", encoding="utf-8") as f:
        f.write("\n".join(LOG) + "\n")
    print("\n".join(LOG))
