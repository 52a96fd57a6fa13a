"""(diff6: records WITH hands that stop early -- adapted from the first audit's referee in
tests/data/diff/danish/oracle.py, itself written from the source only.)  Additions for a cut deal:
  * a deal whose record ends before its 25th trick is settled only for what happened before the
    cut (L192-L216: foundations, deal fee, declarations, kings/Pagat lost or Pagat trick in each
    COMPLETE kept trick); its last-trick and card-point payments (L218-L265) are not derived;
  * after such a deal the pools' content is unknown (the missing last trick may have emptied,
    doubled or refilled them, L221-L241), so later payments whose amount is a pool's content are
    "unverifiable", never wrong;
  * declarations (L156-L176) and the skat (L142-L152) are checked from the hands, which are known.
Independent referee for Danish Tarok ("Ultimo"), written from the Polish source
/work/shared/seeds/000_2fac32aef83ce8a1.txt only (line numbers "Lnn" below cite that file).
Transcript format: /work/shared/spec/transcript-format.md.

oracle(doc) -> list of per-deal results:
  {"plays": [(event_idx, seat, card, legal, reason)], "winners": [...], "lead_errors": [...],
   "tricks": [...], "card_points": [...], "payments": [(from,to,amount,reason)], "skipped": bool}
"""
from collections import Counter

SUITS = "HDSC"
RED = "HD"
# L58-63: black K D R V 10 9 ... 1 ; red K D R V 1 2 ... 10  (D=Q, R=N knight, V=J in the spec's codes)
COURT_ORDER = {"K": 100, "Q": 99, "N": 98, "J": 97}
COURT_POINTS = {"K": 4, "Q": 3, "N": 2, "J": 1}  # L247-250


def suit(c):
    if c == "JOKER":
        return "J"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    """Order value within its own suit (higher wins)."""
    if c[0] == "T":
        return int(c[1:])  # L64: 21 highest, 1 lowest
    r, s = c[:-1], c[-1]
    if r in COURT_ORDER:
        return COURT_ORDER[r]
    v = int(r)
    return (11 - v) if s in RED else v  # L59, L62


def points(c):
    # L247-250: Pagat, Mondo, Joker, kings = 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return COURT_POINTS.get(c[:-1], 0)


def norm(c):
    c = c.upper()
    return "JOKER" if c == "FOOL" else c


def round5(x):
    # L257: difference from 26 rounded to the nearest multiple of 5 (no ties: 5 is odd)
    return 5 * int((abs(x) + 2) // 5) * (1 if x >= 0 else -1)


def legal_play(hand, trick, card, trick_no, ntricks, demanded, named):
    """hand: cards held before this play (incl. card). trick: list of (seat, card) so far.
    named: the suit named for a led Joker. Returns (legal, reason)."""
    if card not in hand:
        return False, "card_not_in_hand"
    if card == "JOKER":
        # L126: the Joker is never used in the second-last trick
        if trick_no == ntricks - 2:
            return False, "joker_second_last"
        # L116: otherwise the Joker may be played at any time, even holding the led suit
        return True, ""
    # L130: after a demand in the third-last trick the holder must use the Joker now
    if demanded and "JOKER" in hand:
        return False, "joker_withheld"
    if not trick:
        return True, ""  # any card may be led (L99 names no restriction on the lead)
    led = effective_led(trick, named)
    others = [c for c in hand if c != "JOKER"]
    # L99: follow the led suit (trumps are a separate suit)
    if any(suit(c) == led for c in others):
        return (suit(card) == led), ("" if suit(card) == led else "revoke")
    # L100: void -> must play a trump; no trump -> any card. L286: no duty to overtrump.
    if any(suit(c) == "T" for c in others):
        return (suit(card) == "T"), ("" if suit(card) == "T" else "failure_to_trump")
    return True, ""


def effective_led(trick, named):
    first = trick[0][1]
    if first != "JOKER":
        return suit(first)
    led = named
    # L138: named suit unfollowed by the second player, who also had no trump (he played
    # neither the named suit nor a trump): his card "automatically names" the Joker for the
    # third player (who must then follow it) -- applied only when the third player is also void
    # of the named suit and of trumps; that is handled by the caller passing auto-naming.
    return led


def trick_winner(trick, led):
    """trick: [(seat, card)], led: effective led suit. L101: highest trump, else highest of the
    led suit. L122: the Joker never wins."""
    trumps = [(rank(c), s) for s, c in trick if suit(c) == "T"]
    if trumps:
        return max(trumps)[1], [c for s, c in trick if s == max(trumps)[1]][0]
    fol = [(rank(c), s) for s, c in trick if c != "JOKER" and suit(c) == led]
    if fol:
        return max(fol)[1], [c for s, c in trick if s == max(fol)[1]][0]
    # nobody followed (only possible after a Joker lead): first non-Joker card
    for s, c in trick:
        if c != "JOKER":
            return s, c
    return trick[0][0], trick[0][1]


def active_seats(doc, deal):
    n = len(doc["players"])
    if n == 4:  # L40, L282: the player opposite the dealer sits out
        return [s for s in range(4) if s != (deal["dealer"] + 2) % 4]
    return list(range(n))


def declarations(hand):
    """L158-176 and payments L198-206. Returns Counter of amounts per item (list of (item, amount))."""
    out = []
    h = set(hand)
    ntr = sum(1 for c in hand if suit(c) == "T") + (1 if "JOKER" in h else 0)  # L158 Joker counts
    if ntr >= 10:
        out.append((("trumps", ntr), 10 + 5 * (ntr - 10)))
    if {"JOKER", "T21", "T1"} <= h:  # L160
        k = 3
        t = 20
        while t >= 2 and f"T{t}" in h:
            k += 1
            t -= 1
        out.append((("matadors", k), 10 + 5 * (k - 3)))
    for s in SUITS:
        courts = sum(1 for r in "KQNJ" if r + s in h)
        if courts == 4:
            out.append((("cavalry", s, "rich" if "JOKER" in h else "full"), 15 if "JOKER" in h else 10))
        elif courts == 3 and "JOKER" in h:
            out.append((("cavalry", s, "half"), 5))
    kings = sum(1 for s in SUITS if "K" + s in h)
    if kings == 4:
        out.append((("kings", "rich" if "JOKER" in h else "full"), 15 if "JOKER" in h else 10))
    elif kings == 3 and "JOKER" in h:
        out.append((("kings", "half"), 5))
    return out


def oracle(doc):
    n = len(doc["players"])
    pools = dict((doc.get("start") or {}).get("pools") or {})
    results = []
    fresh = not pools
    if not pools:
        pools = {"pagat_pool": 0, "king_pool": 0}
    prev_dealer = None
    pools_known = True
    for di, deal in enumerate(doc["deals"]):
        res = {"pools_known": pools_known, "plays": [], "winners": [], "lead_errors": [], "trick_faults": [], "payments": [], "skipped": False}
        results.append(res)
        pay = res["payments"]

        def P(frm, to, amt, reason):
            if amt:
                pay.append((frm, to, amt, reason))
                if frm in pools:
                    pools[frm] -= amt
                if to in pools:
                    pools[to] += amt

        act = active_seats(doc, deal)
        dealer = deal["dealer"]
        if di == 0 and fresh:
            # L192: at the very start each player (the sitter too) pays 20 to both pools
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    P(s, pool, 20, "foundation")
        if deal["dealer"] != prev_dealer:
            # L194, L278: the (new) dealer pays 5 to each pool; a redeal keeps the same dealer (L280)
            P(dealer, "pagat_pool", 5, "deal_fee")
            P(dealer, "king_pool", 5, "deal_fee")
        prev_dealer = dealer
        hands = {s: [norm(c) for c in (deal["hands"][s] or [])] for s in range(n)}
        evs = deal["events"]
        if any(e["type"] == "redeal" for e in evs):
            res["skipped"] = "redeal"
            continue
        skat = []
        shown = False
        for e in evs:
            if e["type"] == "discard":
                skat = [norm(c) for c in e["cards"]]
                shown = bool(e.get("shown"))
        before = list(hands[dealer])
        for c in skat:
            hands[dealer].remove(c)
        # declarations must be said, each exactly (L156-L176); wrong ones are irreparable (L310)
        res["decl_faults"] = decl_faults(evs, act, {s: (before if (s == dealer and shown) else hands[s]) for s in act})
        res["skat_legal"] = skat_legal(before, skat, any(e["type"] == "announce" and "tout" in (e.get("items") or []) for e in evs))[0] if skat else None
        # declarations (L156, L196): each other active player pays the declarer
        for s in act:
            h = before if (s == dealer and shown) else hands[s]  # L148
            for item, amt in declarations(h):
                for o in act:
                    if o != s:
                        P(o, s, amt, "declaration")
        ntricks = len(hands[act[0]]) if act else 0  # 25 (L87)
        piles = {s: [] for s in act}
        tricks = {s: 0 for s in act}
        piles[dealer] += skat  # skat cards to the dealer (see REPORT: ambiguous)
        trick = []
        trick_no = 0
        named = None
        demand = False
        void_called = None
        leader = act[(act.index(dealer) + 1) % len(act)]  # L99: player right of dealer leads
        nxt = leader
        last_info = None
        for ei, e in enumerate(evs):
            if e["type"] == "call" and e.get("call") == "joker":
                if trick_no == ntricks - 3:  # L130
                    demand = True
                continue
            if e["type"] == "call" and e.get("call") == "void":
                void_called = e.get("seat")
                continue
            if e["type"] == "call" and e.get("call") == "name_joker":
                # L134: the 2nd player, void in the named suit, says so; if the 3rd is void too the
                # 2nd may re-name the Joker. L136: if the 2nd played on without saying so, the 3rd
                # (also void) may claim the naming and the 2nd conforms. Checked here: a Joker
                # lead, the caller is the 2nd or 3rd seat of the trick, both followers void.
                ok = False
                if trick and trick[0][1] == "JOKER" and len(trick) <= 2:
                    order = [act[(act.index(trick[0][0]) + i) % len(act)] for i in (1, 2)]
                    vd = [not any(suit(x) == named for x in hands[p] + [c for q, c in trick if q == p]
                                  if x != "JOKER") for p in order]
                    cs = e.get("seat")
                    if cs == order[0]:
                        ok = all(vd) and void_called == cs
                    elif cs == order[1]:
                        ok = all(vd) and void_called != order[0]
                res.setdefault("namings", []).append((ei, e.get("seat"), ok))
                named = e.get("named")
                continue
            if e["type"] != "play":
                continue
            s, c = e["seat"], norm(e["card"])
            if not trick:
                if s != nxt:
                    res["lead_errors"].append((ei, trick_no, nxt, s))
                named = e.get("named") if c == "JOKER" else None
            led_named = named
            # L138 auto-naming for the third player
            if trick and trick[0][1] == "JOKER" and len(trick) == 2:
                c2 = trick[1][1]
                third_others = [x for x in hands[s] if x != "JOKER"]
                if (c2 != "JOKER" and suit(c2) not in (named, "T")
                        and not any(suit(x) in (named, "T") for x in third_others)):
                    led_named = suit(c2)
            ok, why = legal_play(hands[s], trick, c, trick_no, ntricks,
                                 demand and trick_no == ntricks - 3, led_named)
            res["plays"].append((ei, s, c, ok, why))
            if c in hands[s]:
                hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == len(act):
                led = effective_led(trick, named)
                if trick[0][1] == "JOKER" and not any(suit(x) in (named, "T") for _, x in trick[1:]):
                    led = suit(trick[1][1])  # L138
                w, wc = trick_winner(trick, led)
                if demand and trick_no == ntricks - 3:
                    # L130: after a demand (even one made by a later player, when "the others take
                    # back their cards") the Joker must be used in this third-last trick
                    for ps, pc in trick:
                        if "JOKER" in hands[ps]:
                            pe = [p for p in res["plays"] if p[1] == ps][-1]
                            res["trick_faults"].append((pe[0], ps, "joker_withheld"))
                res["winners"].append(w)
                tricks[w] += 1
                last = trick_no == ntricks - 1
                for ps, pc in trick:
                    if pc == "JOKER" and not last:
                        piles[ps].append(pc)  # L122: Joker to its player's pile
                    else:
                        piles[w].append(pc)  # L128: in the last trick to the winner
                if not last:
                    # L210-216: during play, not in the last trick
                    for ps, pc in trick:
                        if pc[0] == "K" and ps != w:  # L212
                            for o in act:
                                if o != ps:
                                    P(ps, o, 5, "king_lost")
                            P(ps, "king_pool", 5, "king_lost")
                        if pc == "T1":
                            if ps != w:  # L214
                                for o in act:
                                    if o != ps:
                                        P(ps, o, 5, "pagat_lost")
                                P(ps, "pagat_pool", 5, "pagat_lost")
                            else:  # L216
                                for o in act:
                                    if o != ps:
                                        P(o, ps, 5, "pagat_trick")
                else:
                    last_info = (trick, w, wc)
                nxt = w
                trick = []
                trick_no += 1
                named = None
                void_called = None
        res["tricks"] = [tricks.get(s, 0) for s in range(n)]
        res["next"] = nxt if not trick else act[(act.index(trick[-1][0]) + 1) % len(act)]
        res["trick_no"] = trick_no
        res["trick"] = list(trick)
        res["hands_left"] = {s: list(hands[s]) for s in act}
        if last_info is None:
            res["skipped"] = "incomplete"
            pools_known = False      # the missing last trick may have moved any pool (L221-L241)
            continue
        trick, w, wc = last_info
        tout = [s for s in act if tricks[s] == ntricks]
        tout = tout[0] if tout else None  # L221
        nolo = None
        if tout is None:
            z = [s for s in act if tricks[s] == 0]
            nolo = z[0] if z else None  # L224
        pag_pz = [s for s, c in trick if c == "T1" and s != w]  # L233
        king_pz = [s for s, c in trick if c[0] == "K" and s != w]  # L236
        res["last"] = {"trick": trick, "tout": tout, "nolo": nolo, "w": w, "wc": wc, "pag_pz": pag_pz, "king_pz": king_pz}
        G0, K0 = pools["pagat_pool"], pools["king_pool"]
        if tout is not None:  # L221: 85 from each, and both pools
            for o in act:
                if o != tout:
                    P(o, tout, 85, "tout")
            P("pagat_pool", tout, G0, "tout")
            P("king_pool", tout, K0, "tout")
        if nolo is not None:  # L224: 25 from each; cancels the last-trick awards
            for o in act:
                if o != nolo:
                    P(o, nolo, 25, "nolo")
        ult = None
        if tout is None and nolo is None:
            if wc == "T1":  # L227
                ult = "pagat"
                for o in act:
                    if o != w:
                        P(o, w, 45, "pagat_ultimo")
                P("pagat_pool", w, G0, "pagat_ultimo")
            elif wc[0] == "K":  # L230, L241: the winner takes the pool's content first
                ult = "king"
                for o in act:
                    if o != w:
                        P(o, w, 40, "king_ultimo")
                P("king_pool", w, K0, "king_ultimo")
        # Przydupek L233, L236 (regardless of Tout/Nolo/Ultimo): 45/40 to each other player and
        # double the pool; L241: each pays the amount originally in the pool
        for s in pag_pz:
            for o in act:
                if o != s:
                    P(s, o, 45, "pagat_przydupek")
            P(s, "pagat_pool", G0, "pagat_przydupek")
        for s in king_pz:
            for o in act:
                if o != s:
                    P(s, o, 40, "king_przydupek")
            P(s, "king_pool", K0, "king_przydupek")
        if tout is None and nolo is None and ult is None and not pag_pz and not king_pz:
            for o in act:  # L239
                if o != w:
                    P(o, w, 20, "last_trick")
        # L192, L221, L227, L230, L282: an emptied pool is refilled with 20 from every player
        for pool in ("pagat_pool", "king_pool"):
            if pools[pool] == 0:
                for s in range(n):
                    P(s, pool, 20, "refill")
        # card points L245-257
        cp = {s: sum(points(c) for c in piles[s]) + tricks[s] for s in act}
        cp[dealer] += 1  # L252 Skat = 1 point (to the dealer: see REPORT)
        res["card_points"] = [cp.get(s, 0) for s in range(n)]
        if nolo is None:  # L265
            newd = (dealer + 1) % n  # L278: new dealer is the right-hand neighbour (next in order)
            for s in act:
                if s == newd:
                    continue
                d = round5(cp[s] - 26)
                if d < 0:
                    P(s, newd, -d, "card_points")
                elif d > 0:
                    P(newd, s, d, "card_points")
    return results



def declaration_cards(hand):
    """Cards that form part of a declaration in `hand` (L148 with L158-176)."""
    h = set(hand)
    out = set()
    for item, _ in declarations(hand):
        if item[0] == "trumps":  # L158: every trump, the Joker counting as one
            out |= {c for c in h if suit(c) in ("T", "J")}
        elif item[0] == "matadors":  # L160
            out |= {"JOKER", "T21", "T1"} | {"T%d" % t for t in range(22 - item[1] + 2, 21)}
        elif item[0] == "cavalry":
            out |= {r + item[1] for r in "KQNJ" if r + item[1] in h} | ({"JOKER"} & h)
        elif item[0] == "kings":
            out |= {"K" + s for s in SUITS if "K" + s in h} | ({"JOKER"} & h)
    return out


def skat_legal(hand, skat, tout=False):
    """hand: the dealer's 28 cards; skat: the 3 laid away. L142-152. Returns (legal, reason)."""
    hand = [norm(c) for c in hand]
    skat = [norm(c) for c in skat]
    rest = list(hand)
    for c in skat:
        if c not in rest:
            return False, "not_in_hand"
        rest.remove(c)
    for c in skat:
        if c[0] == "K" or c == "T21":  # L144
            return False, "king_or_mondo"
        if c == "JOKER" and not tout:  # L146, L152
            return False, "joker"
    if any(suit(c) == "T" for c in skat) and any(suit(c) == "T" for c in rest):  # L150
        return False, "trump_kept"
    dc = declaration_cards(hand)
    bad = [c for c in skat if c in dc]
    if bad:
        # L148: allowed only if there is no other possibility
        def free(c):
            return c not in dc and c[0] != "K" and c != "T21" and c != "JOKER"
        frees = [c for c in hand if free(c)]
        # trumps may only go if all of them go (L150)
        ft = [c for c in frees if suit(c) == "T"]
        alltr = [c for c in hand if suit(c) == "T"]
        nont = [c for c in frees if suit(c) != "T"]
        possible = len(nont) >= 3 or (len(ft) == len(alltr) and len(nont) + len(ft) >= 3)
        if possible:
            return False, "declaration_card"
    return True, ""


def canon(item):
    """A spec declaration item -> the tuple declarations() yields (L158-L176)."""
    k = item.get("kind")
    if k == "trumps":
        return ("trumps", item.get("count"))
    if k == "matadors":
        return ("matadors", item.get("count"))
    if k == "cavalry":
        return ("cavalry", item.get("suit"), item.get("form"))
    if k == "kings":
        return ("kings", item.get("form"))
    return ("?", repr(item))


def half_missing_ok(item, hand):
    """L168/L176: a half form names the missing court / king."""
    h = set(hand)
    if item.get("form") != "half":
        return True
    if item["kind"] == "cavalry":
        return item.get("missing") + item["suit"] not in h if item.get("missing") else False
    return ("K" + item.get("missing", "?")) not in h


def decl_faults(evs, act, hands):
    """{event: code}: false_declaration at a declare event saying what the hand does not hold (or a
    wrong Pagat flag, L158), missing_declaration at the seat's declare event when an item is not said."""
    out = {}
    for s in act:
        exp = Counter(item for item, _ in declarations(hands[s]))
        said_ev = [(i, e) for i, e in enumerate(evs) if e["type"] == "declare" and e.get("seat") == s]
        said = Counter()
        for i, e in said_ev:
            for it in e.get("items") or []:
                c = canon(it)
                ok = exp[c] > said[c] and half_missing_ok(it, hands[s])
                if it.get("kind") == "trumps" and "pagat" in it and bool(it["pagat"]) != ("T1" in hands[s]):
                    ok = False                      # L158: must say whether the Pagat is among them
                said[c] += 1
                if not ok:
                    out[i] = "false_declaration"
        if said_ev and any(exp[c] > said[c] for c in exp) and said_ev[0][0] not in out:
            out[said_ev[0][0]] = "missing_declaration"
    return out
