"""Independent referee for Danish Tarok declarations, pools, payments and session state.

Written from the Polish source alone (/work/shared/seeds/000_2fac32aef83ce8a1.txt, cited as Lnnn)
and the public transcript format.  No project code or digest rulings were read, except the
option names / annotation codes / transcript extensions of the digest.

oracle(doc) -> {"deals": [DealResult...], "pools": {...}, "shares": {...}}
DealResult: dealer, sitter, active, holdings {seat: [items]}, decl_faults {event: code},
            expected [(from, to, amount, reason)], tricks, points, void, redeal, pools.
"""
from __future__ import annotations

SUITS = "HDSC"
COURTS = "KQNJ"                       # L54: Krol, Dama, Rycerz (N), Valet
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]   # L62
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]  # L59
CLASS_AMOUNT = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}         # L290-L308


def canon(c: str) -> str:
    c = c.upper()
    return "JOKER" if c == "FOOL" else c


def is_trump(c):   # L50, L64; the Joker is no trump (L71, L118)
    return c.startswith("T")


def suit_of(c):
    return None if c == "JOKER" or is_trump(c) else c[-1]


def rank_of(c):
    return c[:-1]


def is_king(c):
    return c != "JOKER" and not is_trump(c) and rank_of(c) == "K"


def strength(c, led):
    """Higher is better; None if the card cannot win (L101; Joker never wins, L122)."""
    if c == "JOKER":
        return None
    if is_trump(c):
        return 100 + int(c[1:])
    if suit_of(c) == led:
        order = RED_ORDER if led in "HD" else BLACK_ORDER
        return 50 - order.index(rank_of(c))
    return None


def card_value(c):   # L247-L250
    if c == "JOKER" or c in ("T1", "T21") or is_king(c):
        return 4
    if is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)


def round5(x):       # L257: difference rounded to the nearest multiple of 5 (table L259-L263)
    q, r = divmod(abs(x), 5)
    v = 5 * (q + (1 if r >= 3 else 0))
    return v if x >= 0 else -v


def holdings(hand):
    """Declarations a hand must make (L156-L184) with their values (L198-L206)."""
    h = set(hand)
    joker = "JOKER" in h
    out = []
    ntr = sum(1 for c in h if is_trump(c)) + (1 if joker else 0)   # L158: the Joker counts here
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))   # L198
    if joker and "T21" in h and "T1" in h:                          # L160
        n, t = 3, 20
        while f"T{t}" in h:
            n, t = n + 1, t - 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))                        # L200
    for s in SUITS:                                                  # L168
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            out.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]                       # L176
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def item_key(it):
    it = dict(it)
    k = it.get("kind")
    if k == "trumps":
        return ("trumps", it.get("count"), it.get("pagat"))
    if k == "matadors":
        return ("matadors", it.get("count"))
    if k == "cavalry":
        return ("cavalry", str(it.get("suit", "")).upper(), it.get("form"),
                str(it.get("missing")).upper() if it.get("form") == "half" else None)
    if k == "kings":
        return ("kings", it.get("form"), str(it.get("missing")).upper() if it.get("form") == "half" else None)
    return ("?", repr(sorted(it.items())))


def check_items(items, hold):
    """-> (false_items, missing_items): exact comparison of what was said with what is held."""
    want = {item_key(i): v for i, v in hold}
    said = [item_key(i) for i in items]
    false = [k for k in said if k not in want]
    missing = [k for k in want if k not in said]
    return false, missing


# L308 "Uniewaznienie rozdania" vs L311 "Nalezy oddac pieniadze, jakie otrzymalo sie za zle zgloszona
# deklaracje": "strict" returns only the falsely declared item's money; "annul" annuls every
# declaration payment of the void deal (REPORT, c-2).  The engine takes "annul".
VOID_MODE = "annul"


def oracle(doc, options=None):
    opts = dict(doc.get("rules") or {})
    if options:
        opts.update(options)
    n = len(doc["players"])
    start = doc.get("start") or {}
    pools = dict(start.get("pools") or {})
    fresh = "pools" not in start
    pools.setdefault("pagat_pool", 0)
    pools.setdefault("king_pool", 0)
    results = []
    expected_dealer = None
    prev_dealer_paid = None        # the dealer who has already paid his fee (L278) in a redeal chain
    first = True
    for di, deal in enumerate(doc["deals"]):
        d = deal["dealer"]
        res = {"dealer": d, "dealer_ok": expected_dealer is None or d == expected_dealer}
        sitter = (d + 2) % n if n == 4 else None                   # L40, L282
        active = [(d + k) % n for k in range(n) if (d + k) % n != sitter]   # in order from the dealer
        res.update(sitter=sitter, active=active)
        exp = []

        def pay(f, t, a, why):
            exp.append((f, t, a, why))
            if f in pools:
                pools[f] -= a
            if t in pools:
                pools[t] += a

        if first and fresh:                                         # L192 foundations, sitter too
            for p in ("pagat_pool", "king_pool"):
                for s in range(n):
                    pay(s, p, 20, "foundation")
        first = False
        if prev_dealer_paid != d:                                   # L194, L278 deal fee once per dealer turn
            pay(d, "pagat_pool", 5, "deal_fee")
            pay(d, "king_pool", 5, "deal_fee")
        prev_dealer_paid = d
        hands = {s: [canon(c) for c in (deal["hands"][s] or [])] for s in range(n)}
        events = deal["events"]
        # redeal (L280): same dealer deals again
        if any(e["type"] == "redeal" for e in events):
            res.update(redeal=True, void=False, expected=exp, pools=dict(pools), holdings={}, decl_faults={})
            expected_dealer = d
            results.append(res)
            continue
        # skat (L91, L148): declarations are made on the hand after the discard, unless shown
        disc = next((e for e in events if e["type"] == "discard"), None)
        skat = [canon(c) for c in disc["cards"]] if disc else []
        after = {s: list(hands[s]) for s in hands}
        for c in skat:
            if c in after[d]:
                after[d].remove(c)
        hold = {s: holdings(after[s]) for s in active}
        if disc and disc.get("shown"):
            hold[d] = holdings(hands[d])                            # L148: paid for the holdings before the discard
        res["holdings"] = {s: [i for i, _ in hold[s]] for s in active}
        # declarations (L95, L156, L294, L303, L311)
        faults = {}
        penalties = []
        declared = {}
        first_play = next((i for i, e in enumerate(events) if e["type"] == "play"), len(events))
        dealer_declared = False
        void = False
        decl_money = {}   # seat -> list of (value) per item said
        for i, e in enumerate(events):
            if e["type"] != "declare":
                continue
            s = e["seat"]
            if s == sitter:
                faults[i] = "sitter_acted"
                continue
            if s != d and not dealer_declared:
                faults[i] = "declaration_before_dealer"              # L303: large
                penalties.append((s, "large"))
            if s == d:
                dealer_declared = True
            if i < first_play or s not in declared:
                declared[s] = (i, e.get("items") or [])             # a later one before play corrects (L294)
            else:
                faults[i] = "late_declaration"                      # after the first lead: too late (L311)
        for s in active:
            if s not in declared:
                continue
            i, items = declared[s]
            false, missing = check_items(items, hold[s])
            if false or missing:
                if i < first_play:
                    faults[i] = "false_declaration" if false else "missing_declaration"
                    penalties.append((s, "irreparable"))             # L311
                    void = True
        res["decl_faults"] = faults
        # play
        plays = []
        for i, e in enumerate(events):
            if e["type"] == "play":
                plays.append((i, e["seat"], canon(e["card"]), e.get("named")))
            elif e["type"] == "call" and e.get("call") == "name_joker" and plays:
                # L134/L136: the naming passes to a follower; it names the trick's suit
                t0 = len(plays) - (len(plays) - 1) % len(active) - 1
                j, s0, c0, _ = plays[t0]
                plays[t0] = (j, s0, c0, e.get("named"))
        tricks = []
        k = len(active)
        for t in range(0, len(plays), k):
            tr = plays[t:t + k]
            lead = tr[0][2]
            led = suit_of(lead) if lead != "JOKER" else (tr[0][3] or "").upper()
            if lead.startswith("T"):
                led = "T"
            if lead == "JOKER" and len(tr) > 1 and not any(
                    is_trump(c) or suit_of(c) == led for (_, _, c, _) in tr[1:]):
                led = suit_of(tr[1][2]) or led                      # L138: the second card names the Joker
            best, w, wc = None, None, None
            for (_, s, c, _) in tr:
                if is_trump(c):
                    st = 100 + int(c[1:])                           # L101: highest trump wins
                elif led == "T":
                    st = None
                else:
                    st = strength(c, led)
                if st is not None and (best is None or st > best):
                    best, w, wc = st, s, c
            if w is None:
                raise ValueError(("no winner", di, tr))
            tricks.append((tr, w, wc))
        res["trick_winners"] = [w for _, w, _ in tricks]
        announced = any(e["type"] == "announce" and "tout" in (e.get("items") or []) for e in events)
        ftout = None
        if announced and "JOKER" in skat and not (len(tricks) == 25 and all(w == d for _, w, _ in tricks)):
            # L152: only "in such a situation" (the Joker laid away) "placi kare"; class by option
            ftout = opts.get("failed_tout_penalty", "large")
            res["failed_tout"] = ftout
            if ftout == "irreparable":
                void = True
        # declaration payments (L196): every other active player pays each declaration said
        for s in active:
            if s not in declared:
                continue
            i, items = declared[s]
            vals = {item_key(it): v for it, v in hold[s]}
            for it in items:
                k = item_key(it)
                v = vals.get(k)
                if v is None:  # a false item: its nominal value is what the others pay and get back
                    v = nominal_value(it)
                for o in active:
                    if o != s:
                        exp.append((o, s, v, "declaration"))
                        if void and (k not in vals or VOID_MODE == "annul"):
                            exp.append((s, o, v, "declaration"))    # L311 returned
        if void:
            if ftout == "irreparable":
                penalties.append((d, "irreparable"))
            for s, cls in penalties:
                a = CLASS_AMOUNT[cls]
                if a:
                    pay(s, "pagat_pool", a, "penalty")
                    pay(s, "king_pool", a, "penalty")
            res.update(void=True, redeal=False, expected=exp, pools=dict(pools))
            expected_dealer = (d + 1) % n                           # L308: the new dealer deals
            results.append(res)
            continue
        for s, cls in penalties:                                    # L301 large: 20 to each pool, play goes on
            a = CLASS_AMOUNT[cls]
            if a:
                pay(s, "pagat_pool", a, "penalty")
                pay(s, "king_pool", a, "penalty")
        ntricks = {s: 0 for s in active}
        pts = {s: 0 for s in active}
        last = len(tricks) - 1
        for ti, (tr, w, wc) in enumerate(tricks):
            ntricks[w] += 1
            pts[w] += 1                                             # L251
            for (_, s, c, _) in tr:
                if c == "JOKER" and ti != last:
                    pts[s] += 4                                     # L122: the Joker stays with its player
                else:
                    pts[w] += card_value(c)
            if ti == last:
                break
            for (_, s, c, _) in tr:                                 # L210-L216, not in the last trick
                if s == w:
                    continue
                if is_king(c):
                    for o in active:
                        if o != s:
                            pay(s, o, 5, "king_lost")
                    pay(s, "king_pool", 5, "king_lost")
                if c == "T1":
                    for o in active:
                        if o != s:
                            pay(s, o, 5, "pagat_lost")
                    pay(s, "pagat_pool", 5, "pagat_lost")
            if wc == "T1":
                for o in active:
                    if o != w:
                        pay(o, w, 5, "pagat_trick")
        # skat point (L252): to the dealer (see REPORT: the source does not say whose)
        pts[d] += 1 + sum(card_value(c) for c in skat)
        res["tricks"], res["points"] = dict(ntricks), dict(pts)
        if ftout:   # L152: the Tout has failed once the dealer lost a trick, before the last-trick settlement
            a = CLASS_AMOUNT[ftout]
            if a:
                pay(d, "pagat_pool", a, "penalty")
                pay(d, "king_pool", a, "penalty")
        tr, w, wc = tricks[last]
        tout = next((s for s in active if ntricks[s] == 25), None)   # L221
        nolo = None if tout is not None else next((s for s in active if ntricks[s] == 0), None)   # L224
        pp = [s for (_, s, c, _) in tr if c == "T1" and s != w]     # L233
        kp = [s for (_, s, c, _) in tr if is_king(c) and s != w]    # L236
        P0, K0 = pools["pagat_pool"], pools["king_pool"]            # L241: pool counted first
        if tout is not None:
            for o in active:
                if o != tout:
                    pay(o, tout, 85, "tout")
            pay("pagat_pool", tout, P0, "tout")
            pay("king_pool", tout, K0, "tout")
        if nolo is not None:
            for o in active:
                if o != nolo:
                    pay(o, nolo, 25, "nolo")
        if tout is None and nolo is None:
            if wc == "T1":                                          # L227
                for o in active:
                    if o != w:
                        pay(o, w, 45, "pagat_ultimo")
                pay("pagat_pool", w, P0, "pagat_ultimo")
            elif is_king(wc):                                       # L230
                for o in active:
                    if o != w:
                        pay(o, w, 40, "king_ultimo")
                pay("king_pool", w, K0, "king_ultimo")
        for s in pp:                                                # L233
            for o in active:
                if o != s:
                    pay(s, o, 45, "pagat_przydupek")
            pay(s, "pagat_pool", P0, "pagat_przydupek")
        for s in kp:                                                # L236, L241
            for o in active:
                if o != s:
                    pay(s, o, 40, "king_przydupek")
            pay(s, "king_pool", K0, "king_przydupek")
        if tout is None and nolo is None and not pp and not kp and wc != "T1" and not is_king(wc):
            for o in active:                                        # L239
                if o != w:
                    pay(o, w, 20, "last_trick")
        for p in ("pagat_pool", "king_pool"):                       # L192: an emptied pool is refilled
            if pools[p] == 0:
                for s in range(n):
                    pay(s, p, 20, "refill")
        # failed tout (L152)
        # card points (L245-L265), paid to / by the new dealer
        nd = (d + 1) % n
        if nolo is None:
            for s in active:
                if s == nd:
                    continue
                r = round5(pts[s] - 26)
                if r < 0:
                    pay(s, nd, -r, "card_points")
                elif r > 0:
                    pay(nd, s, r, "card_points")
        res.update(void=False, redeal=False, expected=exp, pools=dict(pools), tout=tout, nolo=nolo,
                   pp=pp, kp=kp, last_winner=w)
        expected_dealer = nd                                        # L278: the pools pass to the right
        results.append(res)
    shares = {p: pools[p] / n for p in pools}                      # L268
    return {"deals": results, "pools": dict(pools), "shares": shares}


def nominal_value(it):
    k = it.get("kind")
    try:
        if k == "trumps":
            return 10 + 5 * (int(it["count"]) - 10)
        if k == "matadors":
            return 10 + 5 * (int(it["count"]) - 3)
        if k in ("cavalry", "kings"):
            return {"rich": 15, "full": 10, "half": 5}.get(it.get("form"), 0)
    except Exception:
        pass
    return 0
