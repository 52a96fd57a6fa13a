"""Rage (Amigo 2000, Paluba's Czech translation) - an outside party's own model.

Written blind from 001_e7f9d50c98dca0e9.txt only.  Three parts:
  * rules: legal plays, trick winner, trump turns, round score;
  * simulate(): a seeded session of random LEGAL rounds written as a transcript;
  * check(): my own replay of a transcript, listing (deal, event, code) faults,
    used to prove that an injected record carries exactly one fault.
"""

import random

COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def full_deck():
    d = [c + str(v) for c in COLOURS for v in range(16)]
    for a, n in ACTIONS.items():
        d += [a] * n
    return d


def colour(card):
    return card[0] if card not in ACTIONS else None


def value(card):
    return int(card[1:])


class Ambiguous(Exception):
    """A situation the source leaves open; the corpus avoids it."""


def next_colour_index(talon, i):
    """Index of the first colour card at or after i ("otáčejí se další karty ... až než se objeví barevná")."""
    while i < len(talon) and colour(talon[i]) is None:
        i += 1
    if i >= len(talon):
        raise Ambiguous("stock exhausted")
    return i


def led_colour(trick):
    """First colour card or joker fixes the colour to follow ("První barevná karta nebo žolík určují barvu")."""
    for _seat, card, named in trick:
        if card == "WILD":
            return named
        if colour(card):
            return colour(card)
    return None


def legal_cards(hand, trick):
    led = led_colour(trick)
    if led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == led]
    return follow if follow else list(hand)


def trick_result(trick, trump, talon, ptr):
    """Return (winning position, trump after the trick, ptr after the trick).

    NOTRUMP: no trump in this trick, a new trump is turned after it.
    CHANGE: a new trump is turned at once and holds for this trick too.
    """
    notrump = 0
    change = 0
    cur = trump
    for _seat, card, _named in trick:
        if card == "CHANGE":
            change += 1
            ptr = next_colour_index(talon, ptr + 1)
            cur = colour(talon[ptr])
        elif card == "NOTRUMP":
            notrump += 1
    if notrump and change:
        raise Ambiguous("NOTRUMP and CHANGE in one trick")
    if notrump > 1:
        raise Ambiguous("two NOTRUMP in one trick")
    eff_trump = None if notrump else cur
    led = led_colour(trick)

    def eff(i):
        _s, card, named = trick[i]
        return named if card == "WILD" else colour(card)

    def strength(i):
        _s, card, _n = trick[i]
        return 16 + i / 100 if card == "WILD" else value(card)

    for target in (eff_trump, led):
        if target is None:
            continue
        cand = [i for i in range(len(trick)) if eff(i) == target]
        if cand:
            win = max(cand, key=strength)
            break
    else:
        win = 0
    if notrump:
        ptr = next_colour_index(talon, ptr + 1)
        cur = colour(talon[ptr])
    return win, cur, ptr


def round_scores(bids, tricks, plus, minus, durch=False, cards=None):
    out = []
    n = len(bids)
    for s in range(n):
        per = 1
        if durch and tricks[s] == cards and cards > 1:
            per = 2
        sc = per * tricks[s] + (10 if bids[s] == tricks[s] else -5) + 5 * plus[s] - 5 * minus[s]
        out.append(sc)
    return out


# --------------------------------------------------------------------------- simulation


def sim_round(rng, n, cards, dealer, pm1, pick=None):
    deck = full_deck()
    rng.shuffle(deck)
    hands = [deck[i * cards:(i + 1) * cards] for i in range(n)]
    talon = deck[n * cards:]
    events = []
    first = (dealer + 1) % n
    bids = [None] * n
    for k in range(n):
        s = (first + k) % n
        mean = cards / n
        b = max(0, min(cards, int(round(rng.gauss(mean, 1.2)))))
        if pm1 and k == n - 1:
            tot = sum(x for x in bids if x is not None)
            if tot + b == cards:
                b = b + 1 if b + 1 <= cards and rng.random() < 0.5 or b == 0 else b - 1
        bids[s] = b
        events.append({"type": "bid", "seat": s, "bid": b})
    ptr = next_colour_index(talon, 0)
    trump = colour(talon[ptr])
    held = [list(h) for h in hands]
    leader = first
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for _t in range(cards):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            opts = legal_cards(held[s], trick)
            card = rng.choice(opts)
            named = None
            ev = {"type": "play", "seat": s, "card": card}
            if card == "WILD":
                named = rng.choice(COLOURS)
                ev["named"] = named
            held[s].remove(card)
            trick.append((s, card, named))
            events.append(ev)
        win, trump, ptr = trick_result(trick, trump, talon, ptr)
        w = trick[win][0]
        tricks[w] += 1
        plus[w] += sum(1 for x in trick if x[1] == "PLUS5")
        minus[w] += sum(1 for x in trick if x[1] == "MINUS5")
        leader = w
    scores = round_scores(bids, tricks, plus, minus)
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, scores


def simulate(seed, players, rounds, start_round=1, pm1=False, first_dealer=0, totals=True, scores=True,
             start_totals=None):
    """A session of `rounds` rounds from round `start_round`; every round must replay unambiguously."""
    rng = random.Random(seed)
    n = len(players)
    deals = []
    run = list(start_totals) if start_totals else [0] * n
    for r in range(rounds):
        rnd = start_round + r
        cards = 11 - rnd
        dealer = (first_dealer + r) % n
        for _attempt in range(200):
            try:
                deal, sc = sim_round(rng, n, cards, dealer, pm1)
                break
            except Ambiguous:
                continue
        run = [a + b for a, b in zip(run, sc, strict=True)]
        if scores:
            deal["events"] += [{"type": "score", "party": s, "points": sc[s]} for s in range(n)]
        if totals:
            deal["events"] += [{"type": "total", "party": s, "points": run[s]} for s in range(n)]
        deals.append(deal)
    t = {"format": "trick-transcript/1", "game": "rage", "rules": {"plus_minus_one": pm1} if pm1 else {},
         "players": players, "deals": deals}
    if start_round != 1 or start_totals:
        t["start"] = {"round": start_round, "totals": list(start_totals or [0] * n)}
    return t


# --------------------------------------------------------------------------- my own checker


def check(t):
    """Replay a transcript by my reading; return ([(deal, event, code)], per-deal computed scores)."""
    out = []
    n = len(t["players"])
    pm1 = bool((t.get("rules") or {}).get("plus_minus_one"))
    start = t.get("start") or {}
    rnd = start.get("round", 1)
    run = list(start.get("totals") or [0] * n)
    computed = []
    prev_dealer = None
    for di, deal in enumerate(t["deals"]):
        cards = 11 - (rnd + di)
        dealer = deal["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            out.append((di, None, "wrong_dealer"))
        prev_dealer = dealer
        talon = deal["talon"]
        hands = deal["hands"]
        held = [list(h) for h in hands] if hands is not None else None
        first = (dealer + 1) % n
        bids = [None] * n
        bid_turn = 0
        ptr = next_colour_index(talon, 0)
        trump = colour(talon[ptr])
        leader = first
        trick = []
        tricks = [0] * n
        plus = [0] * n
        minus = [0] * n
        scores_rec = {}
        for ei, ev in enumerate(deal["events"]):
            ty = ev["type"]
            if ty == "bid":
                s = ev["seat"]
                if s != (first + bid_turn) % n:
                    out.append((di, ei, "bid_out_of_turn"))
                b = ev["bid"]
                if not isinstance(b, int) or b < 0 or b > cards:
                    out.append((di, ei, "bid_out_of_range"))
                elif pm1 and bid_turn == n - 1 and sum(x for x in bids if x is not None) + b == cards:
                    out.append((di, ei, "bid_forbidden_plus_minus_one"))
                bids[s] = b
                bid_turn += 1
            elif ty == "play":
                s = ev["seat"]
                card = ev["card"]
                named = ev.get("named")
                played = {x[0] for x in trick}
                expect = (leader + len(trick)) % n
                if s != expect:
                    out.append((di, ei, "out_of_turn"))
                if held is not None:
                    if card not in held[s]:
                        out.append((di, ei, "card_not_in_hand"))
                    else:
                        led = led_colour(trick)
                        if led is not None and any(colour(c) == led for c in held[s]):
                            if card in ACTIONS:
                                out.append((di, ei, "action_card_while_able_to_follow"))
                            elif colour(card) != led:
                                out.append((di, ei, "revoke"))
                        held[s].remove(card)
                if card == "WILD" and not named:
                    out.append((di, ei, "wild_without_colour"))
                trick.append((s, card, named))
                assert s not in played
                if len(trick) == n:
                    win, trump, ptr = trick_result(trick, trump, talon, ptr)
                    w = trick[win][0]
                    tricks[w] += 1
                    plus[w] += sum(1 for x in trick if x[1] == "PLUS5")
                    minus[w] += sum(1 for x in trick if x[1] == "MINUS5")
                    leader = w
                    trick = []
            elif ty == "score":
                scores_rec[ev["party"]] = (ei, ev["points"])
            elif ty == "total":
                pass
        sc = round_scores(bids, tricks, plus, minus)
        computed.append(sc)
        for s, (ei, pts) in scores_rec.items():
            if pts != sc[s]:
                out.append((di, ei, "wrong_score"))
        newrun = [a + b for a, b in zip(run, sc, strict=True)]
        for ei, ev in enumerate(deal["events"]):
            if ev["type"] == "total":
                s = ev["party"]
                sheet = run[s] + scores_rec[s][1] if s in scores_rec else None
                if ev["points"] != newrun[s] and ev["points"] != sheet:
                    out.append((di, ei, "wrong_total"))
        run = newrun
    return out, computed


def tricks_of(t):
    """Per deal: list of tricks as [(event index, seat, card, named)], with winner seats."""
    res = []
    for deal in t["deals"]:
        n = len(t["players"])
        talon = deal["talon"]
        ptr = next_colour_index(talon, 0)
        trump = colour(talon[ptr])
        cur = []
        lst = []
        for ei, ev in enumerate(deal["events"]):
            if ev["type"] == "play":
                cur.append((ei, ev["seat"], ev["card"], ev.get("named")))
                if len(cur) == n:
                    tr = [(x[1], x[2], x[3]) for x in cur]
                    t_before = trump
                    win, trump, ptr = trick_result(tr, trump, talon, ptr)
                    lst.append({"plays": cur, "winner": cur[win][1], "trump_before": t_before, "trump_after": trump})
                    cur = []
        res.append(lst)
    return res


# --------------------------------------------------------------------------- fault injector

import copy  # noqa: E402


def _plays_by_trick(t):
    return tricks_of(t)


def _try(t, mutate, planted):
    """Apply mutate to a copy; keep it only if my checker finds exactly the planted fault."""
    u = copy.deepcopy(t)
    info = mutate(u)
    if info is None:
        return None
    try:
        faults, _ = check(u)
        tricks_of(u)
    except (Ambiguous, ValueError, KeyError, AssertionError):
        return None
    if faults != [(info["deal"], info["event"], planted)]:
        return None
    return u, info


def inject(t, kind, rng, deals=None):
    """Plant exactly one fault of `kind` in clean transcript t; nothing else is adjusted."""
    cands = []
    tr = _plays_by_trick(t)
    for di, tricks in enumerate(tr):
        if deals is not None and di not in deals:
            continue
        deal = t["deals"][di]
        evs = deal["events"]
        if kind == "bid":
            n = len(t["players"])
            bids = [e for e in evs if e["type"] == "bid"]
            last = bids[-1]
            cards = len(deal["hands"][0])
            f = cards - sum(e["bid"] for e in bids[:-1])
            won = sum(1 for x in tricks if x["winner"] == last["seat"])
            if 0 <= f <= cards and won != f and won != last["bid"]:
                ei = evs.index(last)

                def m(u, di=di, ei=ei, f=f, last=dict(last), won=won, cards=cards, n=n):
                    u["deals"][di]["events"][ei]["bid"] = f
                    return {"deal": di, "event": ei, "seat": last["seat"], "was": last["bid"], "now": f,
                            "tricks_taken": won, "cards": cards, "others_sum": cards - f}
                cands.append(m)
            continue
        for ti, trick in enumerate(tricks):
            plays = trick["plays"]
            led = led_colour([(p[1], p[2], p[3]) for p in plays])
            for pos, (ei, s, card, named) in enumerate(plays):
                if kind == "wild" and card == "WILD" and pos > 0:
                    before = [(p[1], p[2], p[3]) for p in plays[:pos]]
                    if led_colour(before) is None:
                        continue

                    def m(u, di=di, ei=ei, s=s, named=named, ti=ti):
                        del u["deals"][di]["events"][ei]["named"]
                        return {"deal": di, "event": ei, "seat": s, "was_named": named, "trick": ti}
                    # the winner must not depend on the colour the joker stands for (trump excepted)
                    winners = set()
                    trump = trick["trump_before"]
                    for alt in [None] + [c for c in COLOURS if c != trump]:
                        alt_tr = [(p[1], p[2], (alt if p[0] == ei else p[3])) for p in plays]
                        try:
                            w, _, _ = trick_result(alt_tr, trump, deal["talon"], 0 if False else
                                                   _ptr_at(t, di, ti))
                        except Ambiguous:
                            w = None
                        winners.add(w)
                    if len(winners) == 1 and None not in winners and "CHANGE" not in [p[2] for p in plays] \
                            and "NOTRUMP" not in [p[2] for p in plays]:
                        cands.append(m)
                if pos == 0 or led is None or colour(card) != led:
                    continue
                # s followed with `card` of the led colour in this trick
                if kind in ("revoke", "action"):
                    for t2 in tricks[ti + 1:]:
                        for (ei2, s2, card2, _n2) in t2["plays"]:
                            if s2 != s:
                                continue
                            ok = (kind == "revoke" and colour(card2) and colour(card2) != led) or \
                                 (kind == "action" and card2 in ("PLUS5", "MINUS5", "NOTRUMP", "CHANGE"))
                            if not ok:
                                continue

                            def m(u, di=di, ei=ei, ei2=ei2, card=card, card2=card2, s=s, led=led):
                                e = u["deals"][di]["events"]
                                e[ei]["card"], e[ei2]["card"] = card2, card
                                return {"deal": di, "event": ei, "seat": s, "played": card2, "held": card,
                                        "led": led, "swapped_with_event": ei2}
                            cands.append(m)
                if kind == "notinhand":
                    talon = deal["talon"]
                    hi = _ptr_max(t, di)
                    for c in talon[hi + 3:]:
                        if colour(c) == led and c != card:

                            def m(u, di=di, ei=ei, c=c, card=card, s=s):
                                u["deals"][di]["events"][ei]["card"] = c
                                return {"deal": di, "event": ei, "seat": s, "played": c, "instead_of": card,
                                        "where": "stock"}
                            cands.append(m)
    rng.shuffle(cands)
    code = {"revoke": "revoke", "action": "action_card_while_able_to_follow", "wild": "wild_without_colour",
            "notinhand": "card_not_in_hand", "bid": "bid_forbidden_plus_minus_one"}[kind]
    for m in cands:
        r = _try(t, m, code)
        if r:
            u, info = r
            info["code"] = code
            return u, info
    return None


def _ptr_at(t, di, ti):
    deal = t["deals"][di]
    talon = deal["talon"]
    ptr = next_colour_index(talon, 0)
    trump = colour(talon[ptr])
    for k, trick in enumerate(tricks_of(t)[di]):
        if k == ti:
            return ptr
        tr = [(p[1], p[2], p[3]) for p in trick["plays"]]
        _, trump, ptr = trick_result(tr, trump, talon, ptr)
    return ptr


def _ptr_max(t, di):
    return _ptr_at(t, di, 10 ** 6)
