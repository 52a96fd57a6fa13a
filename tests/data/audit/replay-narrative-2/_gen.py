# ruff: noqa: B023 - the helper closures are called only within the deal (iteration) that defines them
"""Seedable simulators for the replay-narrative-2 audit round (no import of validator).

Each simulator plays a long session by the rules as read from /work/shared/seeds/ and
writes the transcript, and keeps its own narrative (hands, tricks and winners, contract,
declarations, scores/payments, pools) so the replay can be compared line by line:

    python _gen.py            # write the .json transcripts here
    python _gen.py --dump N   # print the simulator's own narrative of file NN to stdout
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent


class Narr:
    """The simulator's own account of a session, deal by deal."""

    def __init__(self):
        self.deals = []

    def new(self, title):
        self.deals.append([title])

    def add(self, line):
        self.deals[-1].append(line)


# ----------------------------------------------------------------------------- Rage
RAGE_COLS = "RBGYPO"


def rage_deck():
    d = [f"{c}{v}" for c in RAGE_COLS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def rage_is_col(c):
    return c[0] in RAGE_COLS and c[1:].isdigit()


def rage_session(seed, nplayers=4, fault=None):
    """fault: ("revoke", round_index, trick_index) - first follower able to follow plays off."""
    rng = random.Random(seed)
    names = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Franta"][:nplayers]
    narr = Narr()
    deals = []
    totals = [0] * nplayers
    dealer0 = rng.randrange(nplayers)
    planted = []
    for rnd in range(10):
        ncards = 10 - rnd
        dealer = (dealer0 + rnd) % nplayers
        deck = rage_deck()
        rng.shuffle(deck)
        hands = [deck[i * ncards : (i + 1) * ncards] for i in range(nplayers)]
        talon = deck[nplayers * ncards :]
        ptr = 0

        def turn():
            nonlocal ptr
            while not rage_is_col(talon[ptr]):
                ptr += 1
            c = talon[ptr]
            ptr += 1
            return c[0]

        trump = turn()
        narr.new(f"round {rnd + 1} ({ncards} cards) dealer {names[dealer]} trump {trump}")
        for s in range(nplayers):
            narr.add(f"  hand {names[s]}: {' '.join(hands[s])}")
        events = []
        bids = [None] * nplayers
        for k in range(nplayers):
            s = (dealer + 1 + k) % nplayers
            h = hands[s]
            est = sum(
                1 for c in h if rage_is_col(c) and (c[0] == trump and int(c[1:]) >= 8 or int(c[1:]) >= 14)
            )
            est += sum(1 for c in h if c == "WILD")
            est = max(0, min(ncards, est + rng.choice([-1, 0, 0, 0, 1])))
            bids[s] = est
            events.append({"type": "bid", "seat": s, "bid": est})
        narr.add("  bids " + " ".join(f"{names[s]}={bids[s]}" for s in range(nplayers)))
        hands_live = [list(h) for h in hands]
        won = [0] * nplayers
        plus = [0] * nplayers
        minus = [0] * nplayers
        leader = (dealer + 1) % nplayers
        for t in range(ncards):
            trick = []  # (seat, card, named)
            trick_trump = trump
            turn_after = False
            tmod = False
            for k in range(nplayers):
                s = (leader + k) % nplayers
                h = hands_live[s]
                lead_col = None
                for _, c, nm in trick:
                    if rage_is_col(c):
                        lead_col = c[0]
                        break
                    if c == "WILD":
                        lead_col = nm
                        break
                if lead_col and any(rage_is_col(c) and c[0] == lead_col for c in h):
                    legal = [c for c in h if rage_is_col(c) and c[0] == lead_col]
                else:
                    legal = list(h)
                # avoid two trump-changing cards in one trick (source silent on the mix)
                if tmod:
                    alt = [c for c in legal if c not in ("NOTRUMP", "CHANGE")]
                    if alt:
                        legal = alt
                    else:
                        raise RuntimeError("ambiguous trump cards")
                want = won[s] < bids[s]

                def strength(c):
                    if c == "WILD":
                        return 40
                    if not rage_is_col(c):
                        return -1
                    v = int(c[1:])
                    if c[0] == trick_trump:
                        return 20 + v
                    if c[0] == lead_col or lead_col is None:
                        return v
                    return v - 20

                legal.sort(key=strength)
                card = legal[-1] if want else legal[0]
                if rng.random() < 0.25:
                    card = rng.choice(legal)
                if tmod and card in ("NOTRUMP", "CHANGE"):
                    card = [c for c in legal if c not in ("NOTRUMP", "CHANGE")][0]
                is_fault = False
                if (
                    fault
                    and fault[0] == "revoke"
                    and fault[1] == rnd
                    and fault[2] == t
                    and k > 0
                    and lead_col
                    and not planted
                ):
                    off = [c for c in h if rage_is_col(c) and c[0] != lead_col]
                    if len(legal) < len(h) and off:
                        card = off[0]
                        is_fault = True
                named = None
                if card == "WILD":
                    named = trick_trump if (want and trick_trump) else (lead_col or rng.choice(RAGE_COLS))
                h.remove(card)
                ev = {"type": "play", "seat": s, "card": card}
                if named:
                    ev["named"] = named
                events.append(ev)
                if is_fault:
                    planted.append((rnd, len(events) - 1, "revoke", s))
                trick.append((s, card, named))
                if card == "NOTRUMP":
                    trick_trump = None
                    turn_after = True
                    tmod = True
                elif card == "CHANGE":
                    trump = turn()
                    trick_trump = trump
                    tmod = True
            # winner
            lead_col = None
            for _, c, nm in trick:
                if rage_is_col(c):
                    lead_col = c[0]
                    break
                if c == "WILD":
                    lead_col = nm
                    break

            def eff(c, nm):
                return c[0] if rage_is_col(c) else (nm if c == "WILD" else None)

            def val(i, c):
                return 16 + i * 0.01 if c == "WILD" else int(c[1:])

            best = None
            for col in ([trick_trump] if trick_trump else []) + ([lead_col] if lead_col else []):
                cands = [(val(i, c), s) for i, (s, c, nm) in enumerate(trick) if eff(c, nm) == col]
                if cands:
                    best = max(cands)[1]
                    break
            if best is None:
                best = trick[0][0]
            won[best] += 1
            plus[best] += sum(1 for _, c, _ in trick if c == "PLUS5")
            minus[best] += sum(1 for _, c, _ in trick if c == "MINUS5")
            narr.add(
                f"  trick {t + 1}: "
                + " ".join(f"{names[s]}:{c}{'=' + nm if nm else ''}" for s, c, nm in trick)
                + f" -> {names[best]} (trump {trick_trump})"
            )
            if turn_after:
                trump = turn()
                narr.add(f"    new trump {trump}")
            leader = best
        scores = []
        for s in range(nplayers):
            sc = won[s] + 5 * plus[s] - 5 * minus[s] + (10 if won[s] == bids[s] else -5)
            scores.append(sc)
            totals[s] += sc
        for s in range(nplayers):
            events.append({"type": "score", "party": s, "points": scores[s]})
        for s in range(nplayers):
            events.append({"type": "total", "party": s, "points": totals[s]})
        narr.add("  tricks " + " ".join(f"{names[s]}={won[s]}" for s in range(nplayers)))
        narr.add("  scores " + " ".join(f"{names[s]}={scores[s]}" for s in range(nplayers)))
        narr.add("  totals " + " ".join(f"{names[s]}={totals[s]}" for s in range(nplayers)))
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {"sim": "audit replay-narrative-2 _gen.py", "seed": seed},
        "deals": deals,
    }
    return tr, narr, planted


# ----------------------------------------------------------------------------- Danish Tarok
DK_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def dk_deck():
    d = [r + s for s in "HDSC" for r in DK_RED]
    d += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    return d


def dk_suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" else c[-1]


def dk_rank(c):
    """Higher is stronger within its suit."""
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = DK_RED if s in "HD" else DK_BLACK
    return 14 - order.index(r)


def dk_honour(c):
    if c in ("T1", "T21", "JOKER") or (c[0] == "K" and c != "K"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def dk_declarations(hand):
    items = []
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if c[0] == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hand}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while f"T{k}" in hand:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in "HDSC":
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append(
                ({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10)
            )
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        items.append(
            ({"kind": "kings", "form": "half", "missing": [s for s in "HDSC" if s not in kings][0]}, 5)
        )
    return items


def danish_session(seed, nplayers=3, ndeals=4, fault=None):
    """fault: ("wrong_payment", deal, reason, new_amount) - first payment of that reason in that deal."""
    rng = random.Random(seed)
    names = ["Agnieszka", "Bartek", "Celina", "Dorota"][:nplayers]
    narr = Narr()
    deals = []
    pools = {"pagat_pool": 0, "king_pool": 0}
    net = [0] * nplayers
    dealer0 = rng.randrange(nplayers)
    planted = []
    for dn in range(ndeals):
        dealer = (dealer0 + dn) % nplayers
        sitter = (dealer + 2) % nplayers if nplayers == 4 else None
        active = [(dealer + k) % nplayers for k in range(nplayers) if (dealer + k) % nplayers != sitter]
        # order of play from the dealer: dealer, dealer+1, ... (skipping the sitter)
        events = []
        pay_log = []

        def pay(frm, to, amt, reason):
            ev = {"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason}
            if (
                fault
                and fault[0] == "wrong_payment"
                and fault[1] == dn
                and fault[2] == reason
                and not planted
            ):
                ev["amount"] = fault[3]
                planted.append((dn, len(events), "wrong_payment", frm))
            events.append(ev)
            for p, sgn in ((frm, -1), (to, 1)):
                if isinstance(p, int):
                    net[p] += sgn * amt
                else:
                    pools[p] += sgn * amt
            pay_log.append(f"{frm}->{to} {amt} {reason}")

        while True:
            deck = dk_deck()
            rng.shuffle(deck)
            hands = [[] for _ in range(nplayers)]
            pos = 0
            for s in active:
                n = 28 if s == dealer else 25
                hands[s] = deck[pos : pos + n]
                pos += n
            # a seat without trumps may ask a redeal: our players never do; but avoid such hands
            if all(any(c[0] == "T" for c in hands[s]) for s in active):
                break
        narr.new(
            f"deal {dn} dealer {names[dealer]}" + (f" sitter {names[sitter]}" if sitter is not None else "")
        )
        for s in range(nplayers):
            narr.add(f"  hand {names[s]}: {' '.join(hands[s])}")
        if dn == 0:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(nplayers):
                    pay(s, pool, 20, "foundation")
        pay(dealer, "pagat_pool", 5, "deal_fee")
        pay(dealer, "king_pool", 5, "deal_fee")
        live = {s: list(hands[s]) for s in active}
        dh = live[dealer]
        pips = [c for c in dh if c[0] != "T" and c != "JOKER" and c[:-1] not in "KQNJ"]
        pips.sort(key=lambda c: (dk_rank(c), rng.random()))
        skat = pips[:3]
        for c in skat:
            dh.remove(c)
        events.append({"type": "discard", "seat": dealer, "cards": skat})
        narr.add(f"  skat {' '.join(skat)}")
        for s in active:
            items = dk_declarations(live[s])
            events.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            narr.add(f"  declare {names[s]}: {[it for it, _ in items]}")
            for _it, amt in items:
                for o in active:
                    if o != s:
                        pay(o, s, amt, "declaration")
        # play
        order = active  # order of play among active seats starting at dealer
        nxt = {order[i]: order[(i + 1) % len(order)] for i in range(len(order))}
        leader = nxt[dealer]
        piles = {s: [] for s in active}
        tricks = {s: 0 for s in active}
        joker_trick = rng.randrange(3, 19)
        for t in range(25):
            trick = []
            s = leader
            for k in range(3):
                h = live[s]
                if k == 0:
                    cands = [c for c in h if c != "JOKER"]
                    # lead: strong players lead kings or high trumps, else low cards
                    cands.sort(key=lambda c: (dk_suit(c) == "T", dk_rank(c)))
                    card = rng.choice(cands[-3:] + cands[:3])
                else:
                    ls = dk_suit(trick[0][1])
                    fol = [c for c in h if dk_suit(c) == ls]
                    if not fol:
                        fol = [c for c in h if dk_suit(c) == "T"]
                    if not fol:
                        fol = [c for c in h if c != "JOKER"]
                    if "JOKER" in h and (t >= joker_trick and t <= 21 or not fol):
                        card = "JOKER"
                    else:
                        # win if we can cheaply, else lowest
                        def beats(c, trick=trick, ls=ls):
                            best = None
                            for _, x in trick:
                                if x == "JOKER":
                                    continue
                                if best is None or dk_better(x, best, ls):
                                    best = x
                            return dk_better(c, best, ls)

                        win = [c for c in fol if beats(c)]
                        fol.sort(key=lambda c: (dk_suit(c) == "T", dk_rank(c)))
                        card = (win[0] if rng.random() < 0.7 else fol[0]) if win else fol[0]
                h.remove(card)
                trick.append((s, card))
                events.append({"type": "play", "seat": s, "card": card})
                s = nxt[s]
            ls = dk_suit(trick[0][1])
            best = None
            for ps, c in trick:
                if c == "JOKER":
                    continue
                if best is None or dk_better(c, best[1], ls):
                    best = (ps, c)
            w = best[0]
            tricks[w] += 1
            for ps, c in trick:
                (piles[ps] if c == "JOKER" and t < 24 else piles[w]).append(c)
            narr.add(
                f"  trick {t + 1}: " + " ".join(f"{names[ps]}:{c}" for ps, c in trick) + f" -> {names[w]}"
            )
            leader = w
            if t < 24:
                for ps, c in trick:
                    if ps != w and dk_suit(c) != "T" and c != "JOKER" and c[0] == "K":
                        for o in active:
                            if o != ps:
                                pay(ps, o, 5, "king_lost")
                        pay(ps, "king_pool", 5, "king_lost")
                    if c == "T1" and ps != w:
                        for o in active:
                            if o != ps:
                                pay(ps, o, 5, "pagat_lost")
                        pay(ps, "pagat_pool", 5, "pagat_lost")
                    if c == "T1" and ps == w:
                        for o in active:
                            if o != ps:
                                pay(o, ps, 5, "pagat_trick")
            else:
                last = trick
        # after the last trick
        tout = [s for s in active if tricks[s] == 25]
        nolo = [] if tout else [s for s in active if tricks[s] == 0]
        w = leader
        wc = [c for ps, c in last if ps == w][0]
        przy_p = [ps for ps, c in last if c == "T1" and ps != w]
        przy_k = [ps for ps, c in last if c[0] == "K" and c != "K" and ps != w and dk_suit(c) != "T"]
        refill = []
        kp0 = pools["king_pool"]
        pp0 = pools["pagat_pool"]
        if tout:
            ts = tout[0]
            for o in active:
                if o != ts:
                    pay(o, ts, 85, "tout")
            for pool in ("pagat_pool", "king_pool"):
                pay(pool, ts, pools[pool], "tout")
                refill.append(pool)
        for s in nolo:
            for o in active:
                if o != s:
                    pay(o, s, 25, "nolo")
        if not tout and not nolo:
            if wc == "T1":
                for o in active:
                    if o != w:
                        pay(o, w, 45, "pagat_ultimo")
                pay("pagat_pool", w, pp0, "pagat_ultimo")
                refill.append("pagat_pool")
            elif wc[0] == "K" and dk_suit(wc) != "T":
                for o in active:
                    if o != w:
                        pay(o, w, 40, "king_ultimo")
                pay("king_pool", w, kp0, "king_ultimo")
                if not przy_k:
                    refill.append("king_pool")
        for ps in przy_p:
            for o in active:
                if o != ps:
                    pay(ps, o, 45, "pagat_przydupek")
            pay(ps, "pagat_pool", pp0, "pagat_przydupek")
        for ps in przy_k:
            for o in active:
                if o != ps:
                    pay(ps, o, 40, "king_przydupek")
            pay(ps, "king_pool", kp0, "king_przydupek")
        if (
            not tout
            and not nolo
            and not przy_p
            and not przy_k
            and not (wc == "T1" or (wc[0] == "K" and dk_suit(wc) != "T"))
        ):
            for o in active:
                if o != w:
                    pay(o, w, 20, "last_trick")
        for pool in refill:
            if pools[pool] == 0:
                for s in range(nplayers):
                    pay(s, pool, 20, "refill")
        pts = {}
        for s in active:
            pts[s] = (
                sum(dk_honour(c) for c in piles[s])
                + tricks[s]
                + (1 + sum(dk_honour(c) for c in skat) if s == dealer else 0)
            )
        assert sum(pts.values()) == 78, pts
        newd = (dealer + 1) % nplayers
        if not nolo:
            for s in active:
                if s == newd:
                    continue
                amt = 5 * round((pts[s] - 26) / 5)
                if amt < 0:
                    pay(s, newd, -amt, "card_points")
                elif amt > 0:
                    pay(newd, s, amt, "card_points")
        narr.add(
            "  tricks "
            + " ".join(f"{names[s]}={tricks[s]}" for s in active)
            + " points "
            + " ".join(f"{names[s]}={pts[s]}" for s in active)
        )
        narr.add(f"  tout={tout} nolo={nolo} last={names[w]} with {wc} przy_p={przy_p} przy_k={przy_k}")
        if dn == ndeals - 1:
            share = {p: pools[p] / nplayers for p in pools}
            if all(v == int(v) and int(v) % 5 == 0 for v in share.values()):
                for p in ("pagat_pool", "king_pool"):
                    for s in range(nplayers):
                        pay(p, s, int(share[p]), "session_end")
        narr.add("  payments " + "; ".join(pay_log))
        narr.add(f"  pools {pools} net {net}")
        deals.append({"dealer": dealer, "hands": hands, "events": events})
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {"sim": "audit replay-narrative-2 _gen.py", "seed": seed},
        "deals": deals,
    }
    return tr, narr, planted


def dk_better(c, best, ls):
    """Does card c beat card best in a trick led with suit ls?"""
    sc, sb = dk_suit(c), dk_suit(best)
    if sc == "T" and sb != "T":
        return True
    if sc == sb and (sc == "T" or sc == ls):
        return dk_rank(c) > dk_rank(best)
    return False


# ----------------------------------------------------------------------------- Ulti
UL_TR = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low


def ul_deck():
    return [r + s for s in "HDSC" for r in UL_TR]


def ul_rank(c):
    return 8 - UL_TR.index(c[:-1])


def ul_pts(c):
    return 10 if c[:-1] in ("A", "10") else 0


def ul_better(c, best, ls, tr):
    if c[-1] == tr and best[-1] != tr:
        return True
    if c[-1] == best[-1] and (c[-1] == ls or c[-1] == tr):
        return ul_rank(c) > ul_rank(best)
    return False


def ul_legal(h, trick, tr):
    if not trick:
        return list(h)
    ls = trick[0][1][-1]
    best = trick[0][1]
    for _, c in trick[1:]:
        if ul_better(c, best, ls, tr):
            best = c
    fol = [c for c in h if c[-1] == ls]
    if not fol:
        fol = [c for c in h if c[-1] == tr]
    if not fol:
        return list(h)
    beat = [c for c in fol if ul_better(c, best, ls, tr)]
    return beat or fol


def ulti_session(seed, ndeals=5, fault=None):
    """fault: ("failure_to_overtake", deal) - first follower who must beat plays under instead."""
    rng = random.Random(seed)
    names = ["Anna", "Béla", "Csilla"]
    narr = Narr()
    deals = []
    net = [0, 0, 0]
    dealer0 = rng.randrange(3)
    planted = []
    dn = 0
    tries = 0
    while dn < ndeals:
        tries += 1
        dealer = (dealer0 + dn) % 3
        first = (dealer + 1) % 3
        deck = ul_deck()
        rng.shuffle(deck)
        hands = [None] * 3
        pos = 0
        for k in range(3):
            s = (dealer + 1 + k) % 3
            n = 12 if s == first else 10
            hands[s] = deck[pos : pos + n]
            pos += n
        events = []
        live = [list(h) for h in hands]

        def choose(h):
            """best trump suit, goals, red."""
            best = None
            for s in "HDSC":
                tr = [c for c in h if c[-1] == s]
                score = len(tr) * 2 + sum(1 for c in tr if c[:-1] in ("A", "10"))
                score += sum(1 for c in h if c[:-1] == "A" and c[-1] != s)
                if best is None or score > best[0]:
                    best = (score, s)
            score, s = best
            ulti = ("7" + s) in h and len([c for c in h if c[-1] == s]) >= 5 and rng.random() < 0.6
            return score, s, ulti

        def discard2(h, tr):
            # lay away two low cards, never aces or tens, never trumps
            cand = [c for c in h if c[-1] != tr and c[:-1] not in ("A", "10")]
            cand.sort(key=lambda c: (ul_rank(c), rng.random()))
            d = cand[:2]
            for c in d:
                h.remove(c)
            return d

        level = 0
        declarer = None
        goals = None
        red = False
        trump = None
        s = first
        passes = 0
        talon = None
        spoken = 0
        while passes < 3:
            h = live[s]
            if s == first and spoken == 0:
                score, tr, ulti = choose(h)
                talon = discard2(h, tr)
                events.append({"type": "discard", "seat": s, "cards": talon})
                red = tr == "H"
                goals = ["ulti"] if ulti else ["party"]
                lv = (5 if ulti else 1) * (2 if red else 1)
                events.append({"type": "bid", "seat": s, "bid": {"goals": goals, "red": red}})
                level, declarer, trump = lv, s, tr
                passes = 0
            else:
                score, tr, ulti = choose(h + talon)
                lv = (5 if ulti else 1) * (2 if tr == "H" else 1)
                if s != declarer and lv > level and score >= 13 and rng.random() < 0.7:
                    events.append({"type": "take", "seat": s, "cards": talon})
                    h.extend(talon)
                    talon = discard2(h, tr)
                    events.append({"type": "discard", "seat": s, "cards": talon})
                    red = tr == "H"
                    goals = ["ulti"] if ulti else ["party"]
                    events.append({"type": "bid", "seat": s, "bid": {"goals": goals, "red": red}})
                    level, declarer, trump = lv, s, tr
                    passes = 0
                else:
                    events.append({"type": "bid", "seat": s, "bid": "pass"})
                    passes += 1
            spoken += 1
            s = (s + 1) % 3
        if not red:
            events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
        ulti = "ulti" in goals
        defenders = [x for x in range(3) if x != declarer]
        # marriages held at the start of play
        marr = {}
        for x in range(3):
            its = []
            for su in "HDSC":
                if "K" + su in live[x] and "Q" + su in live[x]:
                    its.append(40 if su == trump else 20)
            marr[x] = sorted(its, reverse=True)
        contra = 1
        contra_by = None
        if rng.random() < 0.3:
            contra_by = rng.choice(defenders)
            contra = 2
        leader = declarer
        won = [0, 0, 0]
        pts = [0, 0, 0]
        trick_log = []
        planted_here = None
        for t in range(10):
            trick = []
            x = leader
            for k in range(3):
                h = live[x]
                if t == 0:
                    if marr[x]:
                        events.append(
                            {
                                "type": "declare",
                                "seat": x,
                                "items": [{"kind": "marriage", "points": p} for p in marr[x]],
                            }
                        )
                    if x == contra_by:
                        events.append(
                            {
                                "type": "double",
                                "seat": x,
                                "target": goals[0] if goals[0] != "ulti" else "party",
                                "level": 2,
                            }
                        )
                legal = ul_legal(h, trick, trump)
                if ulti and x == declarer and t < 9:
                    alt = [c for c in legal if c != "7" + trump]
                    legal = alt or legal
                legal.sort(key=lambda c: ((c[-1] == trump), ul_rank(c)))
                if k == 0:
                    card = rng.choice(legal[-2:] + legal[:1])
                else:
                    card = legal[0] if rng.random() < 0.5 else legal[-1]
                    # the trump seven: the ulti player keeps it; others avoid playing it last
                is_fault = False
                if (
                    fault
                    and fault[0] == "failure_to_overtake"
                    and fault[1] == dn
                    and k > 0
                    and t >= 2
                    and planted_here is None
                ):
                    ls = trick[0][1][-1]
                    fol = [c for c in h if c[-1] == ls]
                    bestc = trick[0][1]
                    for _, c in trick[1:]:
                        if ul_better(c, bestc, ls, trump):
                            bestc = c
                    under = [c for c in fol if not ul_better(c, bestc, ls, trump)]
                    if fol and legal and all(c in fol for c in legal) and len(legal) < len(fol) and under:
                        card = under[0]
                        is_fault = True
                h.remove(card)
                events.append({"type": "play", "seat": x, "card": card})
                if is_fault:
                    planted_here = (dn, len(events) - 1, "failure_to_overtake", x)
                trick.append((x, card))
                x = (x + 1) % 3
            ls = trick[0][1][-1]
            bx, bc = trick[0]
            for px, c in trick[1:]:
                if ul_better(c, bc, ls, trump):
                    bx, bc = px, c
            won[bx] += 1
            pts[bx] += sum(ul_pts(c) for _, c in trick) + (10 if t == 9 else 0)
            trick_log.append(" ".join(f"{names[px]}:{c}" for px, c in trick) + f" -> {names[bx]}")
            leader = bx
            last = trick
        dpts = pts[declarer] + sum(marr[declarer])
        fpts = (
            sum(pts[x] for x in defenders)
            + sum(ul_pts(c) for c in talon)
            + sum(sum(marr[x]) for x in defenders)
        )
        assert sum(pts) + sum(ul_pts(c) for c in talon) == 90
        side_d_tricks = won[declarer]
        # avoid silent 100 / silent durchmarsch (the source lets tables score them several ways)
        if dpts >= 100 or fpts >= 100 or side_d_tricks in (0, 10):
            continue
        mult = 2 if red else 1
        pays = []

        def settle(win, value, reason, cmult=1):
            for d in defenders:
                amt = value * mult * cmult
                if win:
                    pays.append((d, declarer, amt, reason))
                else:
                    pays.append((declarer, d, amt, reason))

        party_won = dpts > fpts and won[declarer] >= 1
        settle(party_won, 1, "party", contra)
        last_winner = leader
        lastcard = [c for px, c in last if px == last_winner][0]
        seven = "7" + trump
        seven_by = [px for px, c in last if c == seven]
        if ulti:
            ok = lastcard == seven and last_winner == declarer
            settle(ok, 4, "ulti")
            if not ok:
                settle(False, 4, "ulti-penalty")
        else:
            if lastcard == seven:
                if last_winner == declarer:
                    settle(True, 2, "silent-ulti")
                else:
                    settle(False, 2, "silent-ulti")
            elif seven_by:
                loser = seven_by[0]
                for o in range(3):
                    if o != loser:
                        pays.append((loser, o, 4 * mult, "silent-ulti"))
        if fault and fault[1] == dn and planted_here is None:
            continue
        for f, t_, a, r in pays:
            events.append({"type": "payment", "from": f, "to": t_, "amount": a, "reason": r})
            net[f] -= a
            net[t_] += a
        if planted_here:
            planted.append(planted_here)
        narr.new(
            f"deal {dn} dealer {names[dealer]} declarer {names[declarer]} goals {goals} red {red} trump {trump}"
            f" contra {contra_by}"
        )
        for x in range(3):
            narr.add(f"  hand {names[x]}: {' '.join(hands[x])}")
        narr.add(f"  talon (final discard) {talon}  marriages {marr}")
        for i, tl in enumerate(trick_log):
            narr.add(f"  trick {i + 1}: {tl}")
        narr.add(
            f"  tricks {won} card points {pts} declarer side {dpts} defenders {fpts} party_won {party_won}"
        )
        narr.add("  payments " + "; ".join(f"{f}->{t_} {a} {r}" for f, t_, a, r in pays))
        narr.add(f"  net {net}")
        deals.append({"dealer": dealer, "hands": hands, "events": events})
        dn += 1
    tr = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {"sim": "audit replay-narrative-2 _gen.py", "seed": seed},
        "deals": deals,
    }
    return tr, narr, planted


# ----------------------------------------------------------------------------- Galician Tarok
def gt_deck():
    d = [r + s for s in "HDSC" for r in "KQNJ"] + ["1H", "1D", "10S", "10C"]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def gt_tarock(c):
    return c == "SKIZ" or c[0] == "T"


def gt_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def gt_val(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if gt_tarock(c):
        return 1
    return gt_rank(c)


def gt_suit(c):
    return "T" if gt_tarock(c) else c[-1]


def gt_better(c, best, ls):
    sc, sb = gt_suit(c), gt_suit(best)
    if sc == "T" and sb != "T":
        return True
    if sc == sb and (sc == "T" or sc == ls):
        return gt_rank(c) > gt_rank(best)
    return False


def galician_session(seed, ndeals=6, fault=None):
    """fault: ("wrong_dealer", deal, written_dealer)."""
    rng = random.Random(seed)
    names = ["Adam", "Bożena", "Czesław"]
    narr = Narr()
    deals = []
    pool = 0
    net = [0, 0, 0]
    dealer0 = rng.randrange(3)
    planted = []
    dn = 0
    while dn < ndeals:
        dealer = (dealer0 + dn) % 3
        fore = (dealer + 1) % 3
        deck = gt_deck()
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [None] * 3
        for k in range(3):
            s = (dealer + 1 + k) % 3
            hands[s] = deck[6 + 12 * k : 18 + 12 * k]
        if any(not any(gt_tarock(c) for c in h) for h in hands):
            continue
        events = []
        pays = []

        def pay(f, t_, a, r):
            pays.append((f, t_, a, r))

        if dn == 0:
            for s in range(3):
                pay(s, "pool", 10, "pool_stake")

        def strength(h):
            return sum(3 if gt_tarock(c) and gt_rank(c) >= 15 else 1 if gt_tarock(c) else 0 for c in h) + sum(
                2 for c in h if c[0] == "K" and not gt_tarock(c)
            )

        player = None
        contract = None
        for k in range(3):
            s = (fore + k) % 3
            st = strength(hands[s])
            if player is None and st >= 16 and rng.random() < 0.85:
                b = "solo" if st >= 27 else "three"
                events.append({"type": "bid", "seat": s, "bid": b})
                player, contract = s, b
            else:
                events.append({"type": "bid", "seat": s, "bid": "pass"})
        live = [list(h) for h in hands]
        title = f"deal {dn} dealer {names[dealer]} forehand {names[fore]}"
        if player is None:
            for s in range(3):
                pay(s, "pool", 5, "pool_pass")
            for f, t_, a, r in pays:
                events.append({"type": "payment", "from": f, "to": t_, "amount": a, "reason": r})
                if f == "pool":
                    pool -= a
                else:
                    net[f] -= a
                if t_ == "pool":
                    pool += a
            narr.new(title + " all pass")
            for s in range(3):
                narr.add(f"  hand {names[s]}: {' '.join(hands[s])}")
            narr.add(f"  talon {talon}")
            narr.add("  payments " + "; ".join(f"{f}->{t_} {a} {r}" for f, t_, a, r in pays))
            narr.add(f"  pool {round(pool, 2)} net {[round(v, 2) for v in net]}")
            deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
            dn += 1
            continue
        helpers = [x for x in range(3) if x != player]
        h = live[player]
        if contract == "three":
            take = talon[:3]
            rest = talon[3:]
            events.append({"type": "take", "seat": player, "cards": take})
            h.extend(take)
            cand = [c for c in h if not gt_tarock(c) and c[0] != "K"]
            cand.sort(key=lambda c: (gt_val(c), rng.random()))
            disc = cand[:3]
            for c in disc:
                h.remove(c)
            events.append({"type": "discard", "seat": player, "cards": disc})
        else:
            disc = []
            rest = list(talon)
        ntar = sum(1 for c in h if gt_tarock(c))
        items = [{"kind": "tarocks", "count": ntar}] if ntar >= 10 else []
        events.append({"type": "announce", "seat": player, "items": items})
        for k in (1, 2):
            events.append({"type": "announce", "seat": (player + k) % 3, "items": []})
        leader = fore
        piles = {x: [] for x in range(3)}
        won = [0, 0, 0]
        tlog = []
        for t in range(12):
            trick = []
            x = leader
            for k in range(3):
                hh = live[x]
                if k == 0:
                    legal = list(hh)
                else:
                    ls = gt_suit(trick[0][1])
                    legal = (
                        [c for c in hh if gt_suit(c) == ls]
                        or [c for c in hh if gt_suit(c) == "T"]
                        or list(hh)
                    )
                legal.sort(key=lambda c: (gt_suit(c) == "T", gt_rank(c)))
                if k == 0:
                    card = rng.choice(legal[-2:] + legal[:2])
                else:
                    bc = trick[0][1]
                    for _, c in trick[1:]:
                        if gt_better(c, bc, gt_suit(trick[0][1])):
                            bc = c
                    win = [c for c in legal if gt_better(c, bc, gt_suit(trick[0][1]))]
                    card = win[0] if win and rng.random() < 0.75 else legal[0]
                if card == "T1" and t < 11 and len(legal) > 1 and rng.random() < 0.8:
                    card = [c for c in legal if c != "T1"][0]
                hh.remove(card)
                events.append({"type": "play", "seat": x, "card": card})
                trick.append((x, card))
                x = (x + 1) % 3
            ls = gt_suit(trick[0][1])
            bx, bc = trick[0]
            for px, c in trick[1:]:
                if gt_better(c, bc, ls):
                    bx, bc = px, c
            won[bx] += 1
            piles[bx].extend(c for _, c in trick)
            tlog.append(" ".join(f"{names[px]}:{c}" for px, c in trick) + f" -> {names[bx]}")
            leader = bx
            last = trick
        # card points: groups of three, 2 off each
        ppts = (
            sum(gt_val(c) for c in piles[player])
            - 2 * won[player]
            + (sum(gt_val(c) for c in disc) - 2 if disc else 0)
        )
        hpts = 66 - ppts
        assert sum(gt_val(c) for c in gt_deck()) - 28 == 66
        if ppts == 33 or won[player] in (0, 12):
            continue  # the consolation and volat readings differ between tables
        mul, add = (3, 30) if contract == "three" else (6, 60)
        gwin = ppts > 33
        val = (ppts - 33) * mul + add if gwin else (33 - ppts) * mul + add
        side_cards = {"player": piles[player] + disc, "helpers": piles[helpers[0]] + piles[helpers[1]] + rest}
        prem = []
        for nm, need, v in (
            ("trull", {"SKIZ", "T21", "T1"}, 50),
            ("four_kings", {"KH", "KD", "KS", "KC"}, 100),
        ):
            for side in ("player", "helpers"):
                if need <= set(c for c in side_cards[side] if c in need) and (
                    side == "player"
                    and need <= set(piles[player])
                    or side == "helpers"
                    and need <= set(piles[helpers[0]] + piles[helpers[1]])
                ):
                    prem.append((nm, side == "player", v))
        lw = leader
        lc = [c for px, c in last if px == lw][0]
        if lc == "T1" and lw == player:
            prem.append(("pagat_ultimo", True, 50))
        outcomes = [gwin] + [p[1] for p in prem] + ([True] if items else [])
        if len(set(outcomes)) > 1:
            continue  # a deal both sides win something: tables take the pool's tenth differently
        for hx in helpers:
            if gwin:
                pay(hx, player, val, "game")
            else:
                pay(player, hx, val, "game")
        for nm, pwin, v in prem:
            for hx in helpers:
                pay(hx, player, v, nm) if pwin else pay(player, hx, v, nm)
        if items:
            for hx in helpers:
                pay(hx, player, 50 * (ntar - 9), "tarocks")
        # a tenth of every win into the pool
        gain = {x: 0 for x in range(3)}
        for f, t_, a, r in pays:
            if r in ("pool_stake",):
                continue
            if isinstance(t_, int):
                gain[t_] += a
            if isinstance(f, int):
                gain[f] -= a
        for x in range(3):
            if gain[x] > 0:
                amt = round(gain[x] / 10, 2)
                pay(x, "pool", int(amt) if amt == int(amt) else amt, "pool_share")
        wd = dealer
        if fault and fault[0] == "wrong_dealer" and fault[1] == dn:
            wd = (dealer + 2) % 3 if fault[2] is None else fault[2]
            planted.append((dn, None, "wrong_dealer", None))
        for f, t_, a, r in pays:
            events.append({"type": "payment", "from": f, "to": t_, "amount": a, "reason": r})
            if f == "pool":
                pool -= a
            else:
                net[f] -= a
            if t_ == "pool":
                pool += a
            else:
                net[t_] += a
        narr.new(
            title
            + f" player {names[player]} {contract}"
            + (f" (dealer written {names[wd]})" if wd != dealer else "")
        )
        for s in range(3):
            narr.add(f"  hand {names[s]}: {' '.join(hands[s])}")
        narr.add(f"  talon {talon} discard {disc} announce {items}")
        for i, tl in enumerate(tlog):
            narr.add(f"  trick {i + 1}: {tl}")
        narr.add(
            f"  tricks {won} player points {ppts} helpers {hpts} game {'won' if gwin else 'lost'} value {val} premiums {prem}"
        )
        narr.add("  payments " + "; ".join(f"{f}->{t_} {a} {r}" for f, t_, a, r in pays))
        narr.add(f"  pool {round(pool, 2)} net {[round(v, 2) for v in net]}")
        deals.append({"dealer": wd, "hands": hands, "talon": talon, "events": events})
        dn += 1
    tr = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {"sim": "audit replay-narrative-2 _gen.py", "seed": seed},
        "deals": deals,
    }
    return tr, narr, planted


# ----------------------------------------------------------------------------- Tarocchini
TC_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high to low
TC_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins


def tc_deck():
    d = [r + s for s in "SB" for r in TC_LONG] + [r + s for s in "CD" for r in TC_ROUND]
    return d + [f"T{i}" for i in range(21)] + ["MATTO"]


def tc_suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" else c[-1]


def tc_val(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def tc_rank(c, idx):
    """Sort key within its suit; idx is the play position (moretti: last played ranks highest)."""
    if c[0] == "T":
        n = int(c[1:])
        if 1 <= n <= 4:
            return 1 + idx / 100
        return n if n >= 5 else 0
    order = TC_LONG if c[-1] in "SB" else TC_ROUND
    return 10 - order.index(c[:-1])


def tc_winner(trick):
    """trick: list of (seat, card) in play order; the Matto never wins."""
    cards = [(i, s, c) for i, (s, c) in enumerate(trick) if c != "MATTO"]
    ls = tc_suit(cards[0][2])
    trumps = [x for x in cards if tc_suit(x[2]) == "T"]
    pool = trumps if trumps else [x for x in cards if tc_suit(x[2]) == ls]
    return max(pool, key=lambda x: tc_rank(x[2], x[0]))[1]


CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["KS", "KB", "KC", "KD"], 17, 34),
    "queens": (["QS", "QB", "QC", "QD"], 14, 28),
    "knights": (["NS", "NB", "NC", "ND"], 13, 26),
    "jacks": (["JS", "JB", "JC", "JD"], 12, 24),
}


def tc_seq_walk(cards, first, positions, ncont, pair_ok):
    """Length of a sequence headed by `first` (held) through `positions`, contatori filling gaps."""
    if first not in cards:
        return 0
    length, used, prev_c = 1, 0, None
    for p in positions:
        if p in cards:
            length += 1
            prev_c = None
        elif used < ncont and (prev_c is None or pair_ok(prev_c, p)):
            used += 1
            length += 1
            prev_c = p
        else:
            break
    return length


def tc_combos(cards, contatori=True):
    """Combinations in a set of cards, as read from the source: list of (item, points)."""
    cards = set(cards)
    ncont = sum(1 for c in ("T0", "MATTO") if c in cards) if contatori else 0
    out = []
    for of, (members, v3, v4) in CRICCA.items():
        n = sum(1 for m in members if m in cards)
        if n >= 3:
            out.append(({"kind": "cricca", "of": of, "count": n}, v3 if n == 3 else v4))
    crick = len(out)
    seqs = []
    tpos = [f"T{n}" for n in range(19, 4, -1)]
    ln = tc_seq_walk(cards, "T20", tpos, ncont, lambda a, b: {a, b} == {"T17", "T16"})
    # of the three grande after the Angel, at least one must be a real card in the first three
    if ln >= 3 and sum(1 for p in tpos[:2] if p in cards) >= 1:
        seqs.append(({"kind": "sequence", "of": "trumps", "length": ln}, 10 + 5 * (ln - 3)))
    for s in "SBCD":
        ln = tc_seq_walk(cards, "K" + s, ["Q" + s, "N" + s, "J" + s, "1" + s], ncont, lambda a, b: False)
        if ln >= 3 and sum(1 for p in ("Q" + s, "N" + s) if p in cards) >= 1:
            seqs.append(({"kind": "sequence", "of": "suit", "suit": s, "length": ln}, 10 + 5 * (ln - 3)))
    for of, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1S", "1B", "1C", "1D"])):
        n = sum(1 for m in members if m in cards)
        if n >= 2 and n + ncont >= 3:
            ln = min(6, n + ncont)
            seqs.append(({"kind": "sequence", "of": of, "length": ln}, 10 + 5 * (ln - 3)))
    out += seqs
    pts = sum(v for _, v in out)
    if crick >= 3:
        pts += sum(v for _, v in out[:crick])
    if len(seqs) >= 3:
        pts += sum(v for _, v in seqs)
    return out, pts


def tc_play_deal(
    rng, names, hands_live, leader, order_n, team_of, matto_trick_max, narr, events, fault=None, dn=None
):
    """Play out a deal; returns winners of tricks, piles by team, matto info, planted fault."""
    ntr = len(hands_live[leader])
    piles = {}
    tricks_by_seat = [0] * order_n
    matto_holder = [s for s in range(order_n) if "MATTO" in hands_live[s]]
    matto_holder = matto_holder[0] if matto_holder else None
    matto_at = rng.randrange(1, matto_trick_max)
    matto_trick_winner = None
    planted = None
    winners = []
    for t in range(ntr):
        trick = []
        s = leader
        for k in range(order_n):
            h = hands_live[s]
            if k == 0:
                legal = [c for c in h if c != "MATTO"] or list(h)
                legal.sort(key=lambda c: (tc_suit(c) == "T", tc_rank(c, 0), rng.random()))
                card = rng.choice(legal[-2:] + legal[:2])
            else:
                lead = [c for _, c in trick if c != "MATTO"][0]
                ls = tc_suit(lead)
                fol = (
                    [c for c in h if tc_suit(c) == ls]
                    or [c for c in h if tc_suit(c) == "T"]
                    or [c for c in h if c != "MATTO"]
                )
                if "MATTO" in h and (t >= matto_at or not fol) and t < ntr - 1:
                    card = "MATTO"
                else:
                    fol.sort(key=lambda c: (tc_suit(c) == "T", tc_rank(c, 0), rng.random()))
                    cur = tc_winner(trick)
                    friend = team_of[cur] == team_of[s]
                    card = fol[0] if friend or rng.random() < 0.35 else fol[-1]
                    if (
                        fault
                        and fault[0] == "revoke"
                        and planted is None
                        and t >= fault[1]
                        and any(tc_suit(c) == ls for c in h)
                    ):
                        off = [c for c in h if tc_suit(c) not in (ls, None)]
                        if off:
                            card = off[0]
                            planted = (dn, len(events), "revoke", s)
            h.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
            s = (s + 1) % order_n
        w = tc_winner(trick)
        winners.append(w)
        tricks_by_seat[w] += 1
        if any(c == "MATTO" for _, c in trick):
            matto_trick_winner = w
        for ps, c in trick:
            tm = team_of[ps] if c == "MATTO" else team_of[w]
            piles.setdefault(tm, []).append(c)
        narr.add(f"  trick {t + 1}: " + " ".join(f"{names[ps]}:{c}" for ps, c in trick) + f" -> {names[w]}")
        leader = w
    if matto_holder is not None and any("MATTO" in p for p in piles.values()):
        mt = team_of[matto_holder]
        if not any(tricks_by_seat[x] for x in range(order_n) if team_of[x] == mt):
            piles[mt].remove("MATTO")
            other = team_of[matto_trick_winner]
            piles.setdefault(other, []).append("MATTO")
            narr.add("  the Matto's side took no trick: the Matto goes over")
        elif team_of[matto_trick_winner] != mt:
            low = sorted(
                [c for c in piles[mt] if tc_val(c) == 1 and c != "MATTO"],
                key=lambda c: (c[0] == "T" and int(c[1:]) <= 4, c[:-1] == "1", c[0] == "T"),
            )
            give = low[0]
            piles[mt].remove(give)
            piles.setdefault(team_of[matto_trick_winner], []).append(give)
            narr.add(f"  Matto kept; {give} handed to the trick's winner's side")
    return winners, tricks_by_seat, piles, planted


def ottocento_session(seed, fault=None, max_deals=12):
    """fault: ("revoke", deal, from_trick)."""
    rng = random.Random(seed)
    names = ["Anna", "Bruno", "Carla", "Dario"]
    team_of = {0: 0, 1: 1, 2: 0, 3: 1}
    narr = Narr()
    deals = []
    totals = [0, 0]
    dealer = rng.randrange(4)
    planted = []
    dn = 0
    while dn < max_deals:
        deck = tc_deck()
        rng.shuffle(deck)
        hands = [None] * 4
        pos = 0
        for k in range(4):
            s = (dealer + 1 + k) % 4
            n = 17 if s == dealer else 15
            hands[s] = deck[pos : pos + n]
            pos += n
        live = [list(h) for h in hands]
        events = []
        save_narr = len(narr.deals)
        narr.new(f"deal {dn} dealer {names[dealer]}")
        for s in range(4):
            narr.add(f"  hand {names[s]}: {' '.join(hands[s])}")
        dh = live[dealer]
        cand = [c for c in dh if tc_val(c) == 1 and c[0] != "T" and c[:-1] != "1"]
        cand.sort(key=lambda c: rng.random())
        disc = cand[:2]
        for c in disc:
            dh.remove(c)
        events.append({"type": "discard", "seat": dealer, "cards": disc})
        narr.add(f"  discard {disc}")
        decl_pts = [0, 0]
        for k in range(4):
            s = (dealer + 1 + k) % 4
            items, p = tc_combos(live[s], contatori=False)
            # the Bagatto and the Matto as contatori are left undeclared (tables read them differently)
            events.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            decl_pts[team_of[s]] += p
            narr.add(f"  declare {names[s]}: {[it for it, _ in items]} = {p}")
        f = fault if (fault and fault[1] == dn) else None
        winners, tbs, piles, pl = tc_play_deal(
            rng,
            names,
            live,
            (dealer + 1) % 4,
            4,
            team_of,
            13,
            narr,
            events,
            fault=(("revoke", fault[2]) if f else None),
            dn=dn,
        )
        if f and pl is None:
            narr.deals = narr.deals[:save_narr]
            continue
        if pl:
            planted.append(pl)
        dteam = team_of[dealer]
        if tbs[dealer] > 0:
            piles[dteam].extend(disc)
        else:
            piles[1 - dteam].extend(disc)
        res = []
        for tm in (0, 1):
            pile = piles.get(tm, [])
            cp = sum(tc_val(c) for c in pile) - len(pile) / 2
            items, ap = tc_combos(pile)
            lt = 6 if team_of[winners[-1]] == tm else 0
            tot = decl_pts[tm] + ap + cp + lt
            res.append(tot)
            narr.add(
                f"  team{tm}: declared {decl_pts[tm]} after-play {ap} {[it for it, _ in items]} cards {cp}"
                f" ({len(pile)} cards) last {lt} = {tot}"
            )
        assert (
            sum(sum(tc_val(c) for c in piles.get(tm, [])) - len(piles.get(tm, [])) / 2 for tm in (0, 1)) == 87
        )
        res = [int(r) if r == int(r) else r for r in res]
        for tm in (0, 1):
            totals[tm] += res[tm]
        for tm in (0, 1):
            events.append({"type": "score", "party": f"team{tm}", "points": res[tm]})
        for tm in (0, 1):
            events.append({"type": "total", "party": f"team{tm}", "points": totals[tm]})
        narr.add(f"  scores {res} totals {totals}")
        deals.append({"dealer": dealer, "hands": hands, "events": events})
        dn += 1
        dealer = (dealer + 1) % 4
        if max(totals) >= 800:
            narr.add(f"  game to 800 over: team{0 if totals[0] > totals[1] else 1}")
            break
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {"sim": "audit replay-narrative-2 _gen.py", "seed": seed},
        "deals": deals,
    }
    return tr, narr, planted


def terziglio_session(seed, ndeals=6, fault=None):
    """fault: ("illegal_discard", deal) - the gioco declarer lays away a king."""
    rng = random.Random(seed)
    names = ["Elena", "Franco", "Giulia"]
    narr = Narr()
    deals = []
    totals = [0, 0, 0]
    dealer = rng.randrange(3)
    planted = []
    dn = 0
    while dn < ndeals:
        deck = tc_deck()
        rng.shuffle(deck)
        talon = deck[:8]
        hands = [None] * 3
        for k in range(3):
            s = (dealer + 1 + k) % 3
            hands[s] = deck[8 + 18 * k : 26 + 18 * k]
        live = [list(h) for h in hands]
        events = []

        def st(h):
            return sum(
                3 if c[0] == "T" and int(c[1:]) >= 15 else 1 if c[0] == "T" else 0 for c in h if c != "MATTO"
            ) + sum(2 for c in h if c[0] == "K")

        f = fault if (fault and fault[1] == dn) else None
        declarer, contract = None, None
        for k in range(3):
            s = (dealer + 1 + k) % 3
            v = st(hands[s])
            if declarer is None and v >= 13:
                b = "solo" if v >= 23 else "gioco"
                declarer, contract = s, b
                events.append({"type": "bid", "seat": s, "bid": b})
            else:
                events.append({"type": "bid", "seat": s, "bid": "pass"})
        if f and contract != "gioco":
            continue
        save = len(narr.deals)
        narr.new(
            f"deal {dn} dealer {names[dealer]} declarer {names[declarer] if declarer is not None else None} {contract}"
        )
        for s in range(3):
            narr.add(f"  hand {names[s]}: {' '.join(hands[s])}")
        narr.add(f"  widow {talon}")
        if declarer is None:
            narr.add("  thrown in")
            deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
            dn += 1
            dealer = (dealer + 1) % 3
            continue
        widow = list(talon)
        h = live[declarer]
        if contract == "gioco":
            good = [c for c in widow if c[0] == "T" or c[0] == "K" or c == "MATTO"]
            take = good[:4] or widow[:1]
            h.extend(take)
            for c in take:
                widow.remove(c)
            cand = [c for c in h if tc_val(c) < 5 and c[0] != "T" and c not in take]
            cand.sort(key=lambda c: (tc_val(c), rng.random()))
            disc = cand[: len(take)]
            if f:
                kings = [c for c in h if c[0] == "K" and c not in take]
                if not kings:
                    narr.deals = narr.deals[:save]
                    continue
                disc = [kings[0]] + disc[: len(take) - 1]
            for c in disc:
                h.remove(c)
            widow.extend(disc)
            events.append({"type": "take", "seat": declarer, "cards": take})
            events.append({"type": "discard", "seat": declarer, "cards": disc})
            if f:
                planted.append((dn, len(events) - 1, "illegal_discard", declarer))
            narr.add(f"  take {take} discard {disc}")
        team_of = {x: (0 if x == declarer else 1) for x in range(3)}
        decl_pts = [0, 0]
        for k in range(3):
            s = (dealer + 1 + k) % 3
            items, p = tc_combos(live[s], contatori=False)
            events.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            decl_pts[team_of[s]] += p
            narr.add(f"  declare {names[s]}: {[it for it, _ in items]} = {p}")
        winners, tbs, piles, _ = tc_play_deal(
            rng, names, live, (dealer + 1) % 3, 3, team_of, 15, narr, events
        )
        if contract == "gioco":
            piles.setdefault(0 if tbs[declarer] else 1, []).extend(widow)
        else:
            piles.setdefault(team_of[winners[-1]], []).extend(widow)
        if tbs[declarer] in (0, 18):
            narr.deals = narr.deals[:save]
            continue  # all tricks to one side: 40 game points, left out
        res = []
        for tm in (0, 1):
            pile = piles.get(tm, [])
            cp = sum(tc_val(c) for c in pile) - len(pile) / 2
            items, ap = tc_combos(pile)
            lt = 6 if team_of[winners[-1]] == tm else 0
            res.append(decl_pts[tm] + ap + cp + lt)
            narr.add(
                f"  side{tm}: declared {decl_pts[tm]} after-play {ap} {[it for it, _ in items]} cards {cp}"
                f" ({len(pile)} cards) last {lt} = {res[-1]}"
            )
        if any(r != int(r) for r in res):
            narr.deals = narr.deals[:save]
            continue  # an odd card left over in the pairs: tables count it differently
        dwin = res[0] > res[1]
        wp = res[0] if dwin else res[1]
        gp = (int(wp) // 50) + (1 if wp % 50 >= 45 else 0)
        if contract == "solo":
            gp *= 2
        sc = [0, 0, 0]
        for x in range(3):
            if (x == declarer) == dwin:
                sc[x] = gp
        for x in range(3):
            totals[x] += sc[x]
        for x in range(3):
            events.append({"type": "score", "party": x, "points": sc[x]})
        for x in range(3):
            events.append({"type": "total", "party": x, "points": totals[x]})
        narr.add(
            f"  declarer {'wins' if dwin else 'loses'} {res} game points {gp} scores {sc} totals {totals}"
        )
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        dn += 1
        dealer = (dealer + 1) % 3
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {"sim": "audit replay-narrative-2 _gen.py", "seed": seed},
        "deals": deals,
    }
    return tr, narr, planted


# ----------------------------------------------------------------------------- files
FILES = [
    ("01-rage-clean", lambda s: rage_session(s, 4), None),
    ("02-rage-revoke-5p", lambda s: rage_session(s, 5, fault=("revoke", 2, 3)), "revoke"),
    ("03-danish-clean", lambda s: danish_session(s, 3, 5), None),
    (
        "04-danish-wrong-payment-4p",
        lambda s: danish_session(s, 4, 5, fault=("wrong_payment", 2, "last_trick", 25)),
        "wrong_payment",
    ),
    ("05-galician-clean", lambda s: galician_session(s, 6), None),
    (
        "06-galician-wrong-dealer",
        lambda s: galician_session(s, 6, fault=("wrong_dealer", 3, None)),
        "wrong_dealer",
    ),
    ("07-ulti-clean", lambda s: ulti_session(s, 6), None),
    (
        "08-ulti-failure-to-overtake",
        lambda s: ulti_session(s, 6, fault=("failure_to_overtake", 2)),
        "failure_to_overtake",
    ),
    ("09-ottocento-clean", lambda s: ottocento_session(s), None),
    ("10-ottocento-revoke", lambda s: ottocento_session(s, fault=("revoke", 1, 5)), "revoke"),
    ("11-terziglio-clean", lambda s: terziglio_session(s, 6), None),
    (
        "12-terziglio-illegal-discard",
        lambda s: terziglio_session(s, 6, fault=("illegal_discard", 2)),
        "illegal_discard",
    ),
]


def build(i, base=1000):
    name, fn, fcode = FILES[i]
    seed = base + 37 * i
    while True:
        try:
            tr, narr, planted = fn(seed)
        except (RuntimeError, AssertionError, IndexError):
            seed += 1
            continue
        if (fcode is None) == (not planted) and len(planted) <= 1:
            break
        seed += 1
    tr["meta"]["seed"] = seed
    tr["meta"]["planted"] = [list(p) for p in planted]
    return name, tr, narr, planted


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--dump":
        i = int(sys.argv[2]) - 1
        name, tr, narr, planted = build(i)
        print(name, "planted", planted)
        for d in narr.deals:
            print("\n".join(d))
        return
    for i in range(len(FILES)):
        name, tr, narr, planted = build(i)
        (HERE / f"{name}.json").write_text(
            json.dumps(tr, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        print(name, tr["meta"]["seed"], len(tr["deals"]), "deals", planted)


if __name__ == "__main__":
    main()
