"""Danish Tarok (Ultimo): own simulator from 000_2fac32aef83ce8a1.txt (Polish), 3 players.

Reading used (section numbers of the source):
- §7 25 cards each, the dealer 3 more; §8/§13 the dealer lays 3 away (never a king, the Mondo,
  the Joker, a declaration card; trumps only if none is left) - our dealer lays away 3 pips.
- §9/§14 declarations from the dealer on, paid at once by each other player (§15 amounts).
- §10 the player after the dealer leads; follow suit, else trump, else anything; no need to
  overtrump (§17).
- §12 Joker: any time (not in the second-last trick), lowest card of the suit led, never wins,
  goes to its player's pile - our simulator plays it as a follower before trick 20.
- §15 in play (not the last trick): a king played that does not take the trick pays 5 to each
  other player and 5 to the king pool; the Pagat likewise to the pagat pool; a trick taken with
  the Pagat is paid 5 by each other player.
- §15 after the last trick: king/pagat ultimo (40/45 from each + that pool, refilled 20 each),
  przydupek (40/45 to each + the pool's content into the pool), else 20 from each to the taker.
- §15 card points: honours (Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1) + 1 a
  trick + 1 for the skat (the dealer's), compared with 26 and rounded to the nearest 5, paid to
  or by the new dealer (the next deal's dealer).
- §18 large penalty: 20 to each pool (play continues); irreparable: 40 to each pool, deal void.
"""

import random

from common import Log, play, write

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]


def deck():
    d = []
    for s in SUITS:
        d += [f"{r}{s}" for r in COURTS]
        d += [f"{i}{s}" for i in range(1, 11)]
    d += [f"T{i}" for i in range(1, 22)]
    d.append("JOKER")
    return d


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_key(c):
    """Higher is stronger within its suit."""
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    s = c[-1]
    if r in COURTS:
        return 100 - COURTS.index(r)
    v = int(r)
    if s in "HD":  # red: 1 high ... 10 low
        return 50 - v
    return v


def honour(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    r = c[:-1]
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def is_king(c):
    return c in ("KH", "KD", "KS", "KC")


class Reject(Exception):
    pass


def declarations(hand):
    items = []
    amounts = []
    trumps = [c for c in hand if suit(c) == "T"]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
        amounts.append(10 + 5 * (n - 10))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        t = 20
        while f"T{t}" in hand:
            m += 1
            t -= 1
        items.append({"kind": "matadors", "count": m})
        amounts.append(10 + 5 * (m - 3))
    for s in SUITS:
        have = [r for r in COURTS if f"{r}{s}" in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            amounts.append(15 if joker else 10)
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            amounts.append(5)
    kings = [s for s in SUITS if f"K{s}" in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        amounts.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        amounts.append(5)
    return items, amounts


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def round5(x):
    # nearest multiple of 5 (x integer, never a tie)
    q = round(x / 5)
    return int(q * 5)


def sim_deal(rng, dealer, pools, first_deal, fault=None, allow_ultimo=True):
    """fault: None or dict kind in (out_of_turn, revoke, illegal_skat) with trick/pos/... .
    Returns events, hands, info. pools is updated (dict)."""
    n = 3
    fault = fault or {}
    d = deck()
    rng.shuffle(d)
    order = [(dealer + i) % n for i in range(n)]
    hands = [None] * n
    p = 0
    for s in order:
        k = 28 if s == dealer else 25
        hands[s] = d[p:p + k]
        p += k
    orig = [list(h) for h in hands]
    for s in range(n):
        if not any(suit(c) == "T" for c in hands[s]):
            raise Reject("no trumps: a redeal could be asked")
    ev = []
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def P(frm, to, amount, reason):
        ev.append(pay(frm, to, amount, reason))
        net[frm] -= amount
        net[to] += amount
        for pool in ("pagat_pool", "king_pool"):
            if to == pool:
                pools[pool] += amount
            if frm == pool:
                pools[pool] -= amount

    if first_deal:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                P(s, pool, 20, "foundation")
    P(dealer, "pagat_pool", 5, "deal_fee")
    P(dealer, "king_pool", 5, "deal_fee")
    # skat: three pips of the dealer that are in no declaration
    h = hands[dealer]
    pips = [c for c in h if c != "JOKER" and suit(c) in SUITS and c[:-1] not in COURTS]
    if len(pips) < 3:
        raise Reject("dealer has no 3 pips")
    skat = rng.sample(pips, 3)
    fault_event = None
    if fault.get("kind") == "illegal_skat":
        kings = [c for c in h if is_king(c)]
        if not kings:
            raise Reject("no king to lay away")
        # a king that is part of no declaration (declarations of the hand with it)
        its, _ = declarations(h)
        if any(i["kind"] == "kings" or (i["kind"] == "cavalry") for i in its):
            raise Reject("keep it simple")
        skat[0] = rng.choice(kings)
    for c in skat:
        h.remove(c)
    if fault.get("kind") == "illegal_skat":
        fault_event = len(ev)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    decl_info = {}
    for s in order:
        items, amounts = declarations(hands[s])
        if fault.get("kind") == "illegal_skat" and items:
            raise Reject("no declarations wanted in the void deal")
        ev.append({"type": "declare", "seat": s, "items": items})
        decl_info[s] = list(zip([i["kind"] for i in items], amounts))
        for amt in amounts:
            for o in order:
                if o != s:
                    P(o, s, amt, "declaration")
    if fault.get("kind") == "illegal_skat":
        # discovered before the first lead: irreparable, 40 to each pool, the deal void
        P(dealer, "pagat_pool", 40, "penalty")
        P(dealer, "king_pool", 40, "penalty")
        return ev, orig, {"void": True, "fault_event": fault_event, "net": net, "skat": skat,
                          "decl": decl_info}
    # play
    leader = (dealer + 1) % n
    piles = {s: [] for s in range(n)}
    tricks = [0] * n
    joker_seat = [s for s in range(n) if "JOKER" in hands[s]][0]
    joker_trick = rng.randint(2, 19)
    last_trick_cards = None
    for t in range(25):
        seats = [(leader + i) % n for i in range(n)]
        cards = []
        led = None
        for pos, s in enumerate(seats):
            hh = hands[s]
            if pos == 0:
                legal = [c for c in hh if c != "JOKER"] or hh
                card = rng.choice(legal)
            else:
                if s == joker_seat and "JOKER" in hh and t >= joker_trick:
                    card = "JOKER"
                else:
                    fol = [c for c in hh if suit(c) == led]
                    if fol:
                        legal = fol
                    else:
                        tr = [c for c in hh if suit(c) == "T"]
                        legal = tr or [c for c in hh if c != "JOKER"]
                    if (fault.get("kind") == "revoke" and fault["trick"] == t and fault.get("seat") is None
                            and fol):
                        off = [c for c in hh if suit(c) != led and c != "JOKER" and not is_king(c) and c != "T1"]
                        if off:
                            card = rng.choice(off)
                            fault["seat"] = s
                            fault["pos"] = pos
                        else:
                            card = rng.choice(legal)
                    else:
                        card = rng.choice(legal)
                    if not legal:
                        raise Reject("only joker left?")
            hh.remove(card)
            cards.append((s, card))
            if pos == 0:
                led = suit(card)
        if fault.get("kind") == "revoke" and fault["trick"] == t and fault.get("seat") is None:
            raise Reject("revoke not placed")
        if t >= 21 and any(c == "JOKER" for _, c in cards):
            raise Reject("joker late")
        # winner
        best = None
        for s, c in cards:
            if c == "JOKER":
                continue
            sc = suit(c)
            if sc == "T":
                key = (2, rank_key(c))
            elif sc == led:
                key = (1, rank_key(c))
            else:
                continue
            if best is None or key > best[0]:
                best = (key, s, c)
        winner, wcard = best[1], best[2]
        if fault.get("kind") == "out_of_turn" and fault["trick"] == t:
            a, b = cards[1], cards[2]
            if "JOKER" in (a[1], b[1]):
                raise Reject("joker in swap")
            cards[1], cards[2] = b, a
            fault["seat"] = b[0]
        base = len(ev)
        for s, c in cards:
            ev.append(play(s, c))
        if fault.get("kind") in ("out_of_turn", "revoke") and fault["trick"] == t:
            idx = [s for s, _ in cards].index(fault["seat"])
            fault_event = base + idx
        tricks[winner] += 1
        for s, c in cards:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[winner].append(c)
        if t < 24:
            for s, c in cards:
                if is_king(c) and s != winner:
                    for o in range(n):
                        if o != s:
                            P(s, o, 5, "king_lost")
                    P(s, "king_pool", 5, "king_lost")
                if c == "T1" and s != winner:
                    for o in range(n):
                        if o != s:
                            P(s, o, 5, "pagat_lost")
                    P(s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and s == winner:
                    for o in range(n):
                        if o != s:
                            P(o, s, 5, "pagat_trick")
            if fault.get("kind") in ("out_of_turn", "revoke") and fault["trick"] == t and fault.get("penalty_paid", True):
                P(fault["seat"], "pagat_pool", 20, "penalty")
                P(fault["seat"], "king_pool", 20, "penalty")
        else:
            last_trick_cards = cards
        leader = winner
    if 0 in tricks or 25 in tricks:
        raise Reject("nolo/tout")
    # last trick
    lt_winner = winner
    przy = [(s, c) for s, c in last_trick_cards if (is_king(c) or c == "T1") and s != lt_winner]
    ult = wcard if (is_king(wcard) or wcard == "T1") else None
    if not allow_ultimo and (przy or ult):
        raise Reject("ultimo not wanted")
    king_pool0 = pools["king_pool"]
    pagat_pool0 = pools["pagat_pool"]
    if ult:
        if ult == "T1":
            for o in range(n):
                if o != lt_winner:
                    P(o, lt_winner, 45, "pagat_ultimo")
            P("pagat_pool", lt_winner, pagat_pool0, "pagat_ultimo")
        else:
            for o in range(n):
                if o != lt_winner:
                    P(o, lt_winner, 40, "king_ultimo")
            P("king_pool", lt_winner, king_pool0, "king_ultimo")
    for s, c in przy:
        if c == "T1":
            for o in range(n):
                if o != s:
                    P(s, o, 45, "pagat_przydupek")
            P(s, "pagat_pool", pagat_pool0, "pagat_przydupek")
        else:
            for o in range(n):
                if o != s:
                    P(s, o, 40, "king_przydupek")
            P(s, "king_pool", king_pool0, "king_przydupek")
    if not ult and not przy:
        for o in range(n):
            if o != lt_winner:
                P(o, lt_winner, 20, "last_trick")
    for pool in ("pagat_pool", "king_pool"):
        if pools[pool] == 0:
            for s in range(n):
                P(s, pool, 20, "refill")
    # card points
    pts = [tricks[s] + sum(honour(c) for c in piles[s]) + (1 if s == dealer else 0) for s in range(n)]
    assert sum(pts) == 78, pts
    new_dealer = (dealer + 1) % n
    cp = {}
    for s in range(n):
        if s == new_dealer:
            continue
        diff = round5(pts[s] - 26)
        cp[s] = diff
        if diff < 0:
            P(s, new_dealer, -diff, "card_points")
        elif diff > 0:
            P(new_dealer, s, diff, "card_points")
    info = {"void": False, "fault_event": fault_event, "net": net, "tricks": tricks, "points": pts,
            "skat": skat, "decl": decl_info, "ultimo": ult, "przydupek": przy, "last_winner": lt_winner,
            "cp": cp}
    return ev, orig, info


def session(name, seed, ndeals, dealer0, faults=None, rules=None, allow_ultimo=True, mutate=None,
            require=None):
    faults = faults or {}
    attempt = 0
    while True:
        rng = random.Random(seed * 7919 + attempt)
        attempt += 1
        pools = {"pagat_pool": 0, "king_pool": 0}
        deals = []
        infos = []
        dealer = dealer0
        try:
            for k in range(ndeals):
                f = dict(faults.get(k, {}))
                ev, hands, info = sim_deal(rng, dealer, pools, k == 0, fault=f, allow_ultimo=allow_ultimo)
                info["pools_after"] = dict(pools)
                info["dealer"] = dealer
                info["fault"] = f
                deals.append({"dealer": dealer, "hands": hands, "events": ev})
                infos.append(info)
                dealer = (dealer + 1) % 3
            if require and not require(infos):
                raise Reject("requirement")
            break
        except Reject:
            continue
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {"preset": "standard"},
        "players": ["Agata", "Bogdan", "Cecylia"],
        "meta": {"generator": "tests/data/audit/sim-faults-c/gen_danish.py", "seed": seed, "attempt": attempt - 1},
        "deals": deals,
    }
    if mutate:
        mutate(doc, infos)
    write(name, doc)
    return infos, doc


def describe(infos):
    out = []
    for k, i in enumerate(infos):
        net = {str(p): v for p, v in i["net"].items() if v}
        if i["void"]:
            out.append(f"- deal {k} (dealer {i['dealer']}): VOID, skat {i['skat']}, net {net}, pools after {i['pools_after']}")
        else:
            out.append(
                f"- deal {k} (dealer {i['dealer']}): skat {i['skat']}, declarations {i['decl']}, tricks {i['tricks']}, "
                f"card points {i['points']} -> to/from new dealer {i['cp']}, last trick by {i['last_winner']} "
                f"(ultimo {i['ultimo']}, przydupek {i['przydupek']}); net {net}; pools after {i['pools_after']}"
            )
    return "\n".join(out)


def main():
    log = Log()
    infos, _ = session("06-danish-clean.json", 21, 3, 0,
                       require=lambda I: any(i["ultimo"] for i in I) and any(i["decl"][s] for i in I for s in i["decl"]))
    log.add("06-danish-clean.json", "clean\n\n" + describe(infos))

    infos, _ = session("07-danish-out-of-turn-late.json", 22, 3, 1, faults={1: {"kind": "out_of_turn", "trick": 7}},
                       allow_ultimo=False)
    log.add("07-danish-out-of-turn-late.json", "OUT OF TURN, large penalty paid\n\n" + describe(infos)
            + f"\n\nfault deal 1 event {infos[1]['fault_event']} seat {infos[1]['fault']['seat']}")

    def wrong_pay(doc, infos):
        ev = doc["deals"][2]["events"]
        for i, e in enumerate(ev):
            if e["type"] == "payment" and e.get("reason") == "card_points":
                e["amount"] += 5
                infos[2]["wrong"] = (i, e)
                return
        raise AssertionError("no card points payment")

    infos, _ = session("08-danish-wrong-payment-late.json", 23, 3, 2, allow_ultimo=False, mutate=wrong_pay,
                       require=lambda I: any(e for e in I[2]["cp"].values()))
    log.add("08-danish-wrong-payment-late.json", "WRONG PAYMENT\n\n" + describe(infos)
            + f"\n\nfault deal 2 event {infos[2]['wrong']}")

    infos, _ = session("09-danish-illegal-skat-late.json", 24, 3, 0, faults={1: {"kind": "illegal_skat"}},
                       allow_ultimo=False)
    log.add("09-danish-illegal-skat-late.json", "ILLEGAL SKAT (void deal, 40 to each pool)\n\n" + describe(infos)
            + f"\n\nfault deal 1 event {infos[1]['fault_event']}")

    infos, _ = session("10-danish-revoke-penalty-unpaid.json", 25, 2, 2,
                       faults={0: {"kind": "revoke", "trick": 5, "penalty_paid": False}},
                       rules={"preset": "standard", "revoke_penalty": "large"}, allow_ultimo=False)
    log.add("10-danish-revoke-penalty-unpaid.json", "REVOKE (large by the table's option), penalty not paid\n\n"
            + describe(infos) + f"\n\nfault deal 0 event {infos[0]['fault_event']} seat {infos[0]['fault']['seat']}")
    log.dump("danish-notes.txt")


if __name__ == "__main__":
    main()
