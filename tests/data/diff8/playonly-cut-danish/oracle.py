"""diff8 (play-only records that also stop early).  Started from the diff3 play-only referee
(tests/data/diff3/danish/oracle.py, written from the source only) and extended for records cut short:
  * every expected payment carries the event that makes it due ("trigger"); judge() matches the
    recorded payments against them: a due payment missing where the record goes on past its trigger is
    a fault, one missing at the very end of the deal's record is "unwritten" (the record stops there);
  * in a deal cut before its 75th play only the kept complete tricks' payments are due; any further
    recorded payment is judged by possible(): could the missing part make it right (L190-L265);
  * after such a deal the pools are unknown (None) until a pool is emptied and refilled again;
    a payment whose amount is a pool's content is then matched by parties and reason only;
  * the skat and the declarations are checked against what the kept plays (and the recorded skat)
    decide; upper bounds on a trumps count and the matador sequence's end are added.
Independent referee for Danish Tarok (Ultimo) PLAY-ONLY records ("hands": null).

Written from the Polish source /work/shared/seeds/000_2fac32aef83ce8a1.txt (cited as Lnnn) and the
public format /work/shared/spec/transcript-format.md ("Play-only records": a revoke is reported
only where provable from the record: the player showed void in a suit and later played it).
No engine code was read.

referee(doc) -> list of per-deal dicts:
  faults:   {event_index: {code: proof_event_index_or_None}}   (provable faults, violations)
  warnings: {event_index: {code: ...}}
  payments: Counter of (from, to, amount, reason) the rules call for
  tricks, card_points, winners, declarations (expected items per seat), skat, unprovable (list)
"""
from collections import Counter

SUITS = ("H", "D", "S", "C")
COURT_VAL = {"K": 4, "Q": 3, "N": 2, "J": 1}          # L247-L250
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]    # L62
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]  # L59
DECK = ([r + s for s in SUITS for r in RED_ORDER] + ["T%d" % i for i in range(1, 22)] + ["JOKER"])  # L46-L52
PENALTY_CLASS = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}     # L290-L308


def norm(c):
    c = c.upper()
    return "JOKER" if c == "FOOL" else c


def suit(c):
    """'H','D','S','C', 'T' for trumps (L99: trumps are a suit of their own), None for the Joker (L71)."""
    if c == "JOKER":
        return None
    if c[0] == "T" and c[1:].isdigit():
        return "T"
    return c[-1]


def rank_key(c):
    """Higher is better within its suit; L59, L62, L64."""
    s = suit(c)
    if s == "T":
        return int(c[1:])
    r = c[:-1]
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return len(order) - order.index(r)


def card_value(c):
    """L247-L250: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITS:
        return COURT_VAL.get(c[:-1], 0)
    return 0


def is_king(c):
    return suit(c) in SUITS and c[0] == "K"


def band(points):
    """L257-L263: difference from 26 rounded to the nearest multiple of 5 (14-18 -> -10 ... 34-38 -> +10)."""
    d = points - 26
    m = (abs(d) + 2) // 5 * 5
    return m if d > 0 else -m


def decl_value(item):
    """L198-L206."""
    k = item["kind"]
    if k == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def declarations(hand):
    """What a hand must declare (L156-L176). Returns list of canonical items."""
    h = set(hand)
    out = []
    joker = "JOKER" in h
    nt = sum(1 for c in h if suit(c) == "T") + (1 if joker else 0)   # L158: Joker counts as a trump here
    if nt >= 10:
        out.append({"kind": "trumps", "count": nt, "pagat": "T1" in h})
    if joker and "T21" in h and "T1" in h:                            # L160 matadors
        m, t = 3, 20
        while t >= 2 and "T%d" % t in h:
            m += 1
            t -= 1
        out.append({"kind": "matadors", "count": m})
    for s in SUITS:                                                     # L168 cavalry
        have = [r for r in "KQNJ" if r + s in h]
        if len(have) == 4:
            out.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(have) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in have][0]
            out.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in h]                          # L176 kings
    if len(kings) == 4:
        out.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        out.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in kings][0]})
    return out


def decl_cards(hand):
    """Cards that form part of a declaration of this hand (L148): matadors, cavalry, kings (and the
    Joker in a rich/half form). A trumps declaration is left out: trumps have their own rule (L150)."""
    h = set(hand)
    out = set()
    for it in declarations(hand):
        k = it["kind"]
        if k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % t for t in range(22 - it["count"] + 2, 21)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in "KQNJ" if r + it["suit"] in h}
            if it["form"] != "full":
                out.add("JOKER")
        elif k == "kings":
            out |= {"K" + x for x in SUITS if "K" + x in h}
            if it["form"] != "full":
                out.add("JOKER")
    return out


def canon_item(it):
    it = dict(it)
    k = it.get("kind")
    keep = {"trumps": ("kind", "count", "pagat"), "matadors": ("kind", "count"),
            "cavalry": ("kind", "suit", "form", "missing"), "kings": ("kind", "form", "missing")}.get(k, tuple(it))
    if k == "trumps" and "pagat" not in it:
        keep = ("kind", "count")
    if it.get("form") != "half":
        keep = tuple(x for x in keep if x != "missing")
    return tuple((x, it.get(x)) for x in keep)


class Session:
    def __init__(self, doc):
        self.n = len(doc["players"])
        self.rules = dict(doc.get("rules") or {})
        st = doc.get("start") or {}
        self.pools = dict(st.get("pools") or {"pagat_pool": 0, "king_pool": 0})
        self.fresh = "pools" not in st
        self.fee_paid_for = None   # (dealer, deal index of the dealer's turn)


def referee(doc):
    S = Session(doc)
    out = []
    prev_dealer = None
    prev_redeal = False
    for di, deal in enumerate(doc["deals"]):
        r = referee_deal(S, di, deal, first=(di == 0),
                         same_turn=(prev_redeal and prev_dealer == deal["dealer"]),
                         next_dealer=(deal["dealer"] + 1) % S.n)   # L278: pools move to the old dealer's right = next seat
        out.append(r)
        prev_dealer, prev_redeal = deal["dealer"], r["redeal"]
    return out


def referee_deal(S, di, deal, first, same_turn, next_dealer):
    n = S.n
    dealer = deal["dealer"]
    sitter = (dealer + 2) % 4 if n == 4 else None          # L40: opposite the dealer sits out
    active = [(dealer + k) % n for k in range(1, n + 1) if (dealer + k) % n != sitter]  # L99 first lead right of dealer
    ev = deal["events"]
    R = {"faults": {}, "warnings": {}, "payments": Counter(), "due": [], "unprovable": [], "redeal": False,
         "active": active, "dealer": dealer, "next_dealer": next_dealer, "n": n, "cut": False}
    trig = [-1]
    pay = R["payments"]
    pools = S.pools

    def fault(i, code, proof=None, warn=False):
        d = (R["warnings"] if warn else R["faults"]).setdefault(i, {})
        # diff8 (b): one play is one fault -- a void in the led suit proven and a void in trumps proven
        # at the same play is reported once, as the revoke (L99 comes before L100)
        if code == "failure_to_trump" and "revoke" in d:
            return
        if code == "revoke":
            d.pop("failure_to_trump", None)
        d[code] = proof

    def P(frm, to, amt, reason):
        if amt is not None and amt <= 0:
            return
        pay[(frm, to, amt, reason)] += 1
        R["due"].append(((frm, to, amt, reason), trig[0]))
        for pl in (frm, to):
            if isinstance(pl, str):
                if pools.get(pl) is None or amt is None:
                    pools[pl] = None                     # unknown content stays unknown
                else:
                    pools[pl] += amt if pl == to else -amt

    def refill_if_empty(pool):
        if pools.get(pool) == 0:                       # L192: whenever a pool empties, every player pays 20
            for s in range(n):
                P(s, pool, 20, "refill")

    # L192 foundations, L194 deal fee (once per dealer turn; a redeal keeps the dealer, L280)
    if first and S.fresh:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                P(s, pool, 20, "foundation")
    if not same_turn:
        P(dealer, "pagat_pool", 5, "deal_fee")
        P(dealer, "king_pool", 5, "deal_fee")

    if any(e["type"] == "redeal" for e in ev):           # L280: no trumps -> same dealer deals again
        R["redeal"] = True
        R["unprovable"].append("redeal: whether the asker held no trump (no hands, no plays)")
        return R

    plays = [(i, e["seat"], norm(e["card"])) for i, e in enumerate(ev) if e["type"] == "play"]
    disc = [e for e in ev if e["type"] == "discard"]
    skat_rec = [norm(c) for c in disc[0]["cards"]] if disc else None
    shown = bool(disc and disc[0].get("shown"))
    tout_announced = any(e["type"] == "announce" and "tout" in e.get("items", []) for e in ev)
    played_seq = [c for _, _, c in plays]
    complete = len(plays) == 75
    # the hands are known only if the record accounts for all 78 cards once each (75 plays + 3 skat)
    consistent = (complete and len(set(played_seq)) == 75 and set(played_seq) <= set(DECK) and
                  (skat_rec is None or (len(set(skat_rec)) == 3 and not set(skat_rec) & set(played_seq))))
    if skat_rec is not None:
        skat = skat_rec
    elif complete and len(set(played_seq)) == 75:
        skat = sorted(set(DECK) - set(played_seq))        # L91: the three cards the dealer laid away
    else:
        skat = None
        R["unprovable"].append("skat: unrecorded and not all cards played")
    R["skat"] = skat

    # who plays the Joker, for the demand rule (holder = whoever plays it later)
    joker_player = {}
    for k, (i, s, c) in enumerate(plays):
        if c == "JOKER":
            joker_player.setdefault("first", (k, s))

    # ---- replay of the tricks ----
    void = {s: {} for s in range(n)}          # seat -> {suit: [(event that showed the void, code)]}
    seen = set(skat_rec or [])
    hands_played = {s: [] for s in range(n)}
    tricks = []                               # list of (plays [(i,s,c)], winner, eff)
    cur = []
    lead_named = None
    demand_trick = {}                         # trick index -> call event index
    name_calls = {}
    expected_leader = active[0]
    call_events = [(i, e) for i, e in enumerate(ev) if e["type"] == "call"]
    play_pos = {i: k for k, (i, _, _) in enumerate(plays)}

    def trick_of_event(i):
        k = sum(1 for (j, _, _) in plays if j < i)
        return k // 3

    for i, e in call_events:
        t = trick_of_event(i)
        if e.get("call") == "joker":
            # L130: only in the third-last trick (trick index 22 of 25)
            if t != 22:
                fault(i, "joker_demand_out_of_time")
                continue
            before = [c for (j, _, c) in plays if j < i]
            if "JOKER" in before[:66] or (skat is not None and "JOKER" in skat):
                fault(i, "false_joker_demand")          # L130, L306 (skat: ruling shared with the engine, diff audit (c))
                continue
            if "JOKER" in before:
                # already led/played in this very trick before the demand: "used earlier in the game and
                # no player has it any more" (L130) -> a wrong demand (first oracle called it moot; fixed, (b))
                fault(i, "false_joker_demand")
                continue
            holder = joker_player.get("first", (None, None))[1]
            if holder == e["seat"]:
                fault(i, "joker_demand_by_holder", warn=True)
                continue
            demand_trick[22] = (i, holder)
        elif e.get("call") == "void":
            name_calls.setdefault(t, []).append(("void", i, e))
        elif e.get("call") == "name_joker":
            name_calls.setdefault(t, []).append(("name", i, e))

    for k, (i, s, c) in enumerate(plays):
        t = k // 3
        pos = k % 3
        e = ev[i]
        if pos == 0:
            cur = []
            lead_named = None
            if s != expected_leader:
                fault(i, "out_of_turn")                  # L103, L304
        else:
            exp = active[(active.index(cur[-1][1]) + 1) % 3] if cur[-1][1] in active else None
            if s != exp:
                fault(i, "out_of_turn")                  # L99, L305
        if s == sitter:
            fault(i, "sitter_acted")
        # card identity: a card already seen cannot be played again (78 distinct cards, L46)
        if c not in DECK:
            fault(i, "unknown_card")
        elif c in seen:
            fault(i, "card_not_in_hand")
        not_in_hand = c in seen
        seen.add(c)
        hands_played[s].append(c)

        # effective suit of the trick
        if pos == 0:
            if c == "JOKER":
                lead_named = e.get("named")
                if lead_named is None:
                    fault(i, "joker_not_named")          # L120
                elif all(x in seen or (skat and x in skat)
                                               for x in DECK if suit(x) == lead_named):
                    fault(i, "joker_named_dead_suit", warn=True)   # L293 (superficial)
        eff = None
        if cur:
            lead = cur[0][2]
            eff = suit(lead) if lead != "JOKER" else lead_named
            for kind, j, ce in name_calls.get(t, []):
                if j < i and kind == "name":
                    eff = ce.get("named")                 # L134/L136: the Joker re-named
        # L126: never in the second-last trick
        if c == "JOKER" and t == 23:
            fault(i, "joker_second_last")
        # L130: after a demand in the third-last trick the holder must use the Joker in it
        if t == 22 and 22 in demand_trick and demand_trick[22][1] == s and c != "JOKER":
            fault(i, "joker_withheld", demand_trick[22][0])

        # provable revoke (spec "Play-only records"): the card's suit was shown void earlier, so the
        # earlier play (the one that showed the void) was the revoke; it is reported at that earlier
        # play, with this later play as its proof.
        cs = suit(c)
        # diff8 (b): a card the record shows was not in the hand (played twice / laid away) proves no holding
        for (j, code) in void[s].pop(cs, []) if (cs is not None and not not_in_hand) else []:
            fault(j, code, i)

        # record what this play shows (voids)
        if pos > 0 and cs is not None and eff is not None:
            led_is_joker = cur[0][2] == "JOKER"
            auto = None
            if led_is_joker and pos == 2 and not any(kd == "name" for kd, j, _ in name_calls.get(t, []) if j < i):
                sec = cur[1][2]
                sec_seat, sec_k = cur[1][1], play_pos[cur[1][0]]
                later = {suit(c2) for (j2, s2, c2) in plays[sec_k + 1:] if s2 == sec_seat}
                if suit(sec) not in (None, eff, "T") and complete and eff not in later and "T" not in later:
                    # L138: the second's card names the Joker for the third -- only when the second really
                    # had neither the named suit nor a trump (provable: he never plays either later)
                    auto = suit(sec)
            if cs != eff:
                void[s].setdefault(eff, []).append((i, "revoke"))      # L99 follow the led suit
                if cs != "T" and eff != "T":
                    void[s].setdefault("T", []).append((i, "failure_to_trump"))   # L100 void -> must trump
                if auto is not None and cs != "T" and cs != auto:
                    void[s].setdefault(auto, []).append((i, "revoke"))            # L138 third follows the second's suit
        cur.append((i, s, c))
        if pos == 2:
            w = trick_winner(cur, lead_named, name_calls.get(t, []))
            tricks.append((list(cur), w))
            expected_leader = w                           # L103

    R["winners"] = [w for _, w in tricks]
    R["tricks"] = {s: 0 for s in active}
    for _, w in tricks:
        R["tricks"][w] += 1

    # ---- declarations from the reconstructed hands (L95, L148, L156-L176) ----
    decl_expected = {}
    if consistent and skat is not None:
        for s in active:
            h = list(hands_played[s])
            if s == dealer and shown:
                h = h + list(skat)                        # L148: paid for the hand before the discard
            decl_expected[s] = declarations(h)
    else:
        R["unprovable"].append("declarations: hands not fully known; only what the kept plays disprove is checked")
        partial_declaration_check(R, ev, active, dealer, plays, skat_rec if shown else None, fault, skat_rec or [])
    R["declarations"] = decl_expected
    # declaration payments: what was declared, if it is true; otherwise (or if unprovable) recorded items are taken
    for i, e in enumerate(ev):
        if e["type"] == "declare" and e["seat"] in active:
            trig[0] = i
            for it in e.get("items", []):
                ok = True
                if e["seat"] in decl_expected:
                    ok = canon_item(it) in {canon_item(x) for x in decl_expected[e["seat"]]}
                    if not ok:
                        fault(i, "false_declaration")
                if ok or e["seat"] not in decl_expected:
                    for o in active:
                        if o != e["seat"]:
                            P(o, e["seat"], decl_value(it), "declaration")   # L196
    for s, items in decl_expected.items():
        said_items = [x for e in ev if e["type"] == "declare" and e["seat"] == s for x in e.get("items", [])]
        said = {canon_item(x) for x in said_items}
        said_kinds = {(x.get("kind"), x.get("suit")) for x in said_items}
        for x in items:
            # an item said wrongly is a false declaration (above), not also a missing one
            if canon_item(x) not in said and (x["kind"], x.get("suit")) not in said_kinds:
                fault(decl_anchor(ev, s), "missing_declaration")

    # ---- skat legality from the record (L142-L152) ----
    if skat is not None and consistent:
        dealer_hand = hands_played[dealer]
        bad = []
        for c in skat:
            if is_king(c) or c == "T21":
                bad.append(c)                                           # L144
            elif c == "JOKER" and not tout_announced:
                bad.append(c)                                           # L146, L152
            elif suit(c) == "T" and any(suit(x) == "T" for x in dealer_hand):
                bad.append(c)                                           # L150
            elif c != "JOKER" and not shown and c in decl_cards(list(dealer_hand) + list(skat)):
                bad.append(c)                                           # L148 (forced case: only when "shown")
        R["skat_bad"] = bad
    elif skat_rec is not None:
        # hands not rebuilt (deal cut short, or a card accounted twice): what the recorded skat and the
        # dealer's kept plays already decide (L144, L146/L152, L150, L148)
        dealer_kept = [c for (_, s, c) in plays if s == dealer and c not in skat_rec]
        bad = []
        for c in skat_rec:
            if is_king(c) or c == "T21":
                bad.append(c)
            elif c == "JOKER" and not tout_announced:
                bad.append(c)
            elif suit(c) == "T" and any(suit(x) == "T" for x in dealer_kept):
                bad.append(c)
            elif c != "JOKER" and not shown and c in decl_cards(dealer_kept + list(skat_rec)):
                bad.append(c)
        R["skat_bad"] = bad
    else:
        R["skat_bad"] = None

    # ---- payments during play (L210-L216, not in the last trick) ----
    for t, (tp, w) in enumerate(tricks):
        if t == 24:
            break
        trig[0] = tp[-1][0]
        for (i, s, c) in tp:
            others = [o for o in active if o != s]
            if is_king(c) and s != w:
                for o in others:
                    P(s, o, 5, "king_lost")
                P(s, "king_pool", 5, "king_lost")
            if c == "T1":
                if s != w:
                    for o in others:
                        P(s, o, 5, "pagat_lost")
                    P(s, "pagat_pool", 5, "pagat_lost")
                else:
                    for o in others:
                        P(o, s, 5, "pagat_trick")

    if len(tricks) < 25:
        R["unprovable"].append("last trick and card points: deal not played out")
        R["card_points"] = None
        R["cut"] = True
        # L212-L241: the missing tricks may move either pool (kings/Pagat lost, ultimo, przydupek, refill)
        pools["pagat_pool"] = pools["king_pool"] = None
        R["complete_cards"] = {c for tp, _ in tricks for (_, _, c) in tp}
        R["partial"] = [(s, c) for (_, s, c) in cur] if len(plays) % 3 else []
        R["kept_winners"] = [w for _, w in tricks]
        R["declared"] = {e["seat"] for e in ev if e["type"] == "declare"}
        R["skat_rec"] = skat_rec or []
        return R
    trig[0] = plays[-1][0]

    # ---- after the last trick (L220-L241) ----
    last, w = tricks[24]
    tk = R["tricks"]
    tout = next((s for s in active if tk[s] == 25), None)
    nolo = None if tout is not None else next((s for s in active if tk[s] == 0), None)
    wcard = next(c for (_, s, c) in last if s == w)
    przyd = [(s, c) for (_, s, c) in last if s != w and (is_king(c) or c == "T1")]
    orig = dict(pools)
    others_of = lambda s: [o for o in active if o != s]
    if tout is not None:                                         # L221
        for o in others_of(tout):
            P(o, tout, 85, "tout")
        for pool in ("pagat_pool", "king_pool"):
            P(pool, tout, orig[pool], "tout")
            pools[pool] = 0
    elif nolo is not None:                                       # L224
        for o in others_of(nolo):
            P(o, nolo, 25, "nolo")
    else:
        if wcard == "T1":                                        # L227
            for o in others_of(w):
                P(o, w, 45, "pagat_ultimo")
            P("pagat_pool", w, orig["pagat_pool"], "pagat_ultimo")
            pools["pagat_pool"] = 0
        elif is_king(wcard):                                     # L230
            for o in others_of(w):
                P(o, w, 40, "king_ultimo")
            P("king_pool", w, orig["king_pool"], "king_ultimo")
            pools["king_pool"] = 0
        elif not przyd:                                          # L239
            for o in others_of(w):
                P(o, w, 20, "last_trick")
    for s, c in przyd:                                           # L233, L236, L241
        kind = "pagat_przydupek" if c == "T1" else "king_przydupek"
        pool = "pagat_pool" if c == "T1" else "king_pool"
        for o in others_of(s):
            P(s, o, 45 if c == "T1" else 40, kind)
        P(s, pool, orig[pool], kind)
    for pool in ("pagat_pool", "king_pool"):
        refill_if_empty(pool)

    # ---- card points (L245-L265) ----
    pts = {s: 0 for s in active}
    for t, (tp, w) in enumerate(tricks):
        pts[w] += 1                                              # L251 each trick
        for (i, s, c) in tp:
            owner = s if (c == "JOKER" and t != 24) else w       # L122, L128
            pts[owner] += card_value(c)
    if skat is not None:
        pts[dealer] += 1 + sum(card_value(c) for c in skat)      # L252 (whose: not said; dealer, shared reading)
    R["card_points"] = pts
    if nolo is None and skat is not None:                        # L265
        for s in active:
            if s == next_dealer:
                continue
            b = band(pts[s])
            if b < 0:
                P(s, next_dealer, -b, "card_points")
            elif b > 0:
                P(next_dealer, s, b, "card_points")
    return R


def trick_winner(cur, named, calls):
    """L101, L118 (Joker lowest, never wins), L138 (second's card names the Joker)."""
    cards = [(s, c) for (_, s, c) in cur if c != "JOKER"]
    trumps = [(s, c) for s, c in cards if suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda x: rank_key(x[1]))[0]
    lead = cur[0][2]
    if lead != "JOKER":
        eff = suit(lead)
    else:
        eff = named
        for kind, j, ce in calls:
            if kind == "name":
                eff = ce.get("named")
        if not any(suit(c) == eff for _, c in cards):
            eff = suit(cur[1][2])                                # L138
    folls = [(s, c) for s, c in cards if suit(c) == eff]
    return max(folls, key=lambda x: rank_key(x[1]))[0]


def decl_anchor(ev, s):
    """A missing declaration is reported at the seat's declare event (else at the first play)."""
    ds = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == s]
    return ds[0] if ds else next((i for i, e in enumerate(ev) if e["type"] == "play"), None)


def partial_declaration_check(R, ev, active, dealer, plays, shown_skat, fault, laid_away=()):
    """Hands only partly known (deal cut short, or a card accounted twice): a declaration is still
    provably false, or missing, when the cards the record puts in a seat's hand, or in another seat's,
    already decide it (L156-L176).  Cards recorded twice are ignored."""
    cnt = Counter(c for _, _, c in plays)
    own = {s: set() for s in active}
    for _, s, c in plays:
        if cnt[c] == 1 and s in own and c not in laid_away:     # a card the record also lays away: unknown owner
            own[s].add(c)
    if shown_skat:
        own[dealer] |= set(shown_skat)                           # L148: the hand before the discard
    first_play = next((i for i, e in enumerate(ev) if e["type"] == "play"), None)
    for s in active:
        mine = own[s]
        other = set().union(*(own[o] for o in active if o != s))
        if not (s == dealer and shown_skat):
            # a recorded skat card is the dealer's laid-away card: in no one's declared hand (L148)
            other |= {c for c in laid_away if cnt[c] == 0}
        nonT_mine = sum(1 for c in mine if suit(c) != "T" and c != "JOKER")
        # the dealer's declared hand is 28 cards when the discard was shown (L148); with the skat
        # unrecorded the record cannot say it was not shown (diff8 (b))
        size = 28 if (s == dealer and (shown_skat or not laid_away)) else 25
        said = [(i, x) for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == s for x in e.get("items", [])]
        kinds = {(x.get("kind"), x.get("suit")) for _, x in said}
        ntr = sum(1 for c in mine if suit(c) == "T" or c == "JOKER")
        # missing: the seat's own kept plays already make the declaration (L158, L160, L168, L176)
        if first_play is not None:
            if ntr >= 10 and ("trumps", None) not in kinds:
                fault(decl_anchor(ev, s), "missing_declaration")
            if all("K" + x in mine for x in SUITS) and ("kings", None) not in kinds:
                fault(decl_anchor(ev, s), "missing_declaration")
            for x in SUITS:
                if all(r + x in mine for r in "KQNJ") and ("cavalry", x) not in kinds:
                    fault(decl_anchor(ev, s), "missing_declaration")
                # diff8 (b): three courts and the Joker make half a cavalry (L168)
                elif "JOKER" in mine and sum(r + x in mine for r in "KQNJ") == 3 and ("cavalry", x) not in kinds:
                    fault(decl_anchor(ev, s), "missing_declaration")
            if "JOKER" in mine and sum("K" + x in mine for x in SUITS) == 3 and ("kings", None) not in kinds:
                fault(decl_anchor(ev, s), "missing_declaration")          # L176 half kings
            if {"JOKER", "T21", "T1"} <= mine and ("matadors", None) not in kinds:
                fault(decl_anchor(ev, s), "missing_declaration")
        # false: the item needs cards another seat played, or fewer trumps than the seat played
        for i, x in said:
            k = x.get("kind")
            bad = False
            if k == "trumps":
                ntr_other = sum(1 for c in other if suit(c) == "T" or c == "JOKER")
                bad = x.get("count", 0) < ntr or (x.get("pagat") is True and "T1" in other) or \
                      (x.get("pagat") is False and "T1" in mine) or \
                      x.get("count", 0) > 22 - ntr_other or x.get("count", 0) > size - nonT_mine
            elif k == "matadors":
                need = {"JOKER", "T21", "T1"} | {"T%d" % t for t in range(22 - x.get("count", 3) + 2, 21)}
                nxt = 23 - x.get("count", 3)           # L160: the sequence stops below the last matador
                bad = bool(need & other) or (nxt >= 2 and "T%d" % nxt in mine)
            elif k in ("kings", "cavalry"):
                group = ["K" + y for y in SUITS] if k == "kings" else [r + x.get("suit", "") for r in "KQNJ"]
                form = x.get("form")
                if form == "half":
                    m = x.get("missing")
                    miss = ("K" + m) if k == "kings" else (str(m) + x.get("suit", ""))
                    need = set(group) - {miss} | {"JOKER"}
                    bad = bool(need & other) or miss in mine
                else:
                    bad = bool(set(group) & other) or (form == "rich" and "JOKER" in other) or \
                          (form == "full" and "JOKER" in mine)
            if bad:
                fault(i, "false_declaration")


# ---------------------------------------------------------------- diff8: payments of a record cut short
KINGS = ["K" + x for x in SUITS]
POOL_REASONS = {"tout", "pagat_ultimo", "king_ultimo", "pagat_przydupek", "king_przydupek"}


def possible(R, key):
    """Could the part of a cut deal that the record leaves out make this recorded payment right?
    (L190 multiples of 5; L196-L206 declarations; L210-L216 during play; L218-L241 last trick;
    L245-L265 card points; L192 refills.)"""
    frm, to, amt, reason = key
    act = R["active"]
    if not isinstance(amt, int) or amt <= 0 or amt % 5:
        return False
    if not R.get("cut"):
        return False
    seen = R["complete_cards"] | set(R["skat_rec"])
    part = R["partial"]
    def other(a, b):
        return a in act and b in act and a != b
    if reason == "refill":
        return amt == 20 and isinstance(frm, int) and 0 <= frm < R["n"] and to in ("pagat_pool", "king_pool")
    if reason == "declaration":
        return other(frm, to) and to not in R["declared"]
    if reason == "king_lost":
        open_k = any(k not in seen and all(c != k for _, c in part) for k in KINGS) or \
            any(s == frm and is_king(c) for s, c in part)
        return amt == 5 and frm in act and (other(frm, to) or to == "king_pool") and open_k
    if reason in ("pagat_lost", "pagat_trick"):
        who = frm if reason == "pagat_lost" else to
        open_p = ("T1" not in seen and all(c != "T1" for _, c in part)) or any(s == who and c == "T1" for s, c in part)
        if reason == "pagat_lost":
            return amt == 5 and frm in act and (other(frm, to) or to == "pagat_pool") and open_p
        return amt == 5 and other(frm, to) and open_p
    if reason == "last_trick":
        return amt == 20 and other(frm, to)
    if reason in ("king_ultimo", "pagat_ultimo"):
        card_open = ("T1" not in seen) if reason == "pagat_ultimo" else any(k not in seen for k in KINGS)
        pool = "pagat_pool" if reason == "pagat_ultimo" else "king_pool"
        return card_open and ((other(frm, to) and amt == (45 if reason == "pagat_ultimo" else 40)) or
                              (frm == pool and to in act))
    if reason in ("king_przydupek", "pagat_przydupek"):
        card_open = ("T1" not in seen) if reason == "pagat_przydupek" else any(k not in seen for k in KINGS)
        pool = "pagat_pool" if reason == "pagat_przydupek" else "king_pool"
        return card_open and ((other(frm, to) and amt == (45 if reason == "pagat_przydupek" else 40)) or
                              (frm in act and to == pool))
    if reason == "tout":
        t = to
        return (t in act and all(w == t for w in R["kept_winners"]) and
                ((other(frm, t) and amt == 85) or frm in ("pagat_pool", "king_pool")))
    if reason == "nolo":
        return other(frm, to) and amt == 25 and to not in R["kept_winners"]
    if reason == "card_points":
        nd = R["next_dealer"]
        return other(frm, to) and nd in (frm, to)
    if reason in ("penalty", "session_end"):
        return True
    return False


def judge(R, ev):
    """Match the recorded payments of a deal with the oracle's due ones.  Returns
    {"missing": [(key, trig)] (record goes on past the trigger), "unwritten": [(key, trig)] (record ends),
     "impossible": [(event, key)], "possible": [(event, key)]}"""
    rec = [(i, (e["from"], e["to"], e["amount"], e.get("reason"))) for i, e in enumerate(ev) if e["type"] == "payment"]
    if not rec:
        # spec: recorded payments are optional; a deal that records none is not checked (diff8 (b))
        return {"missing": [], "unwritten": [], "impossible": [], "possible": []}
    due = list(R["due"])
    left = []
    pool_rec = Counter(k for _, k in rec)
    # exact matches first
    for k, t in due:
        if k[2] is not None and pool_rec[k] > 0:
            pool_rec[k] -= 1
        else:
            left.append((k, t))
    unmatched_due = []
    for k, t in left:
        if k[2] is None:
            cand = [r for r in pool_rec if pool_rec[r] > 0 and (r[0], r[1], r[3]) == (k[0], k[1], k[3])
                    and isinstance(r[2], int) and r[2] > 0 and r[2] % 5 == 0]
            if cand:
                pool_rec[cand[0]] -= 1
                continue
        unmatched_due.append((k, t))
    out = {"missing": [], "unwritten": [], "impossible": [], "possible": []}
    for k, t in unmatched_due:
        later = [e for e in ev[t + 1:] if e["type"] != "payment"] if t >= 0 else [e for e in ev if e["type"] != "payment"]
        (out["missing"] if later else out["unwritten"]).append((k, t))
    # which recorded events are the extras: take the last occurrences of each surplus key
    for i, k in reversed(rec):
        if pool_rec[k] > 0:
            pool_rec[k] -= 1
            (out["possible"] if possible(R, k) else out["impossible"]).append((i, k))
    return out
