"""Independent Ulti referee for records WITH hands that STOP EARLY (diff6 audit).

Written from /work/shared/seeds/003_bb2f67de7752728b.txt only (line numbers "Lnn" below are lines
of that file).  Covers: legality of every kept play (hand, turn, follow/trump/overtake, the ulti
seven), which goals are already decided when the record is cut (betli family lost at the first
trick the declarer takes, durchmarsch family lost at the first trick the declarer loses, ulti lost
when the declarer's trump 7 fell before trick 10) and the payments those decided goals produce.
Goals not decided at the cut produce no expectation (nothing the missing part could make right
may be called wrong).
"""

SUITS = "HDSC"
# L26: with trumps A 10 K Q J 9 8 7, without trumps A K Q J 10 9 8 7 (strong -> weak)
ORDER_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ORDER_NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]

BETLI = {"betli", "rebetli", "open-betli"}
DURCH = {"durchmarsch", "redurchmarsch", "open-durchmarsch"}


def rank(c):
    return c[:-1].upper()


def suit(c):
    return c[-1].upper()


def strength(c, trump):
    order = ORDER_NT if trump is None else ORDER_TRUMP
    return len(order) - order.index(rank(c))


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) -- L127: highest trump, else highest of led suit"""
    if trump is not None and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False


def goal_values(opts):
    """L64-L98 (standard) and L157-L167 (UltiNet).  Values before red doubling."""
    ultinet = opts.get("point_table") == "ultinet" or opts.get("preset") == "ultinet"
    d = 7 if ultinet else 6                       # L72 "7 点にする人もいます", L163 UltiNet 7
    dp = opts.get("durchmarsch_points", "table")
    if dp in ("6", "7", 6, 7):
        d = int(dp)
    v = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 6 if ultinet else 8,
         "durchmarsch": d, "redurchmarsch": 2 * d,          # L90 double of the same content
         "open-durchmarsch": 24,                              # L73 / L91 24
         "betli": 5, "rebetli": 10, "open-betli": 20,         # L86-L88
         "four-aces": 3 if ultinet else 4, "four-tens": 9}
    return v


def legal_set(hand, table, trump):
    """L127: follow the led suit; else trump if any; and within that, beat the cards on the table
    if possible."""
    if not table:
        return set(hand)
    led = suit(table[0])
    win = table[0]
    for c in table[1:]:
        if beats(c, win, led, trump):
            win = c
    cand = [c for c in hand if suit(c) == led]
    if not cand and trump is not None:
        cand = [c for c in hand if suit(c) == trump]
    if not cand:
        return set(hand)
    over = [c for c in cand if beats(c, win, led, trump)]
    return set(over or cand)


def referee(doc):
    """Return per deal: {'faults': {event_index: reason}, 'decided': {goal: won?},
    'expected_payments': {(from,to,reason): amount}, 'complete': bool, 'undetermined': bool}"""
    rules = dict(doc.get("rules") or {})
    out = []
    n = len(doc["players"])
    for dl in doc["deals"]:
        res = {"faults": {}, "decided": {}, "expected": {}, "complete": False, "skip": None}
        out.append(res)
        hands = [list(h) for h in dl["hands"]]
        evs = dl["events"]
        bid = None
        declarer = None
        trump = None
        folded = False
        doubles = []
        for i, e in enumerate(evs):
            t = e["type"]
            if t == "take":
                for c in e["cards"]:
                    hands[e["seat"]].append(c)
            elif t == "discard":
                for c in e["cards"]:
                    if c in hands[e["seat"]]:
                        hands[e["seat"]].remove(c)
            elif t == "bid" and e["bid"] != "pass":
                bid, declarer = e["bid"], e["seat"]   # L47: last to name a goal is declarer
            elif t == "announce":
                for it in e["items"]:
                    if it.get("kind") == "trump":
                        trump = it["suit"]
            elif t == "double":
                doubles.append(e)
            elif t == "call" and e.get("call") == "fold":
                folded = True
        if bid is None or folded:
            res["skip"] = "no play"
            continue
        goals = list(bid["goals"])
        red = bool(bid.get("red"))
        # L59/L83: betli and durchmarsch without trumps; red = hearts trump (L47, L61)
        if set(goals) & BETLI or "redurchmarsch" in goals:
            trump = None
        elif set(goals) <= DURCH and not bid.get("trumps") and trump is None and not red:
            trump = None                              # lone durchmarsch, no trump named
        elif red:
            trump = "H"
        trumped = trump is not None
        vals = goal_values(rules)

        # --- play --------------------------------------------------------------------------
        leader = declarer                             # L127: first trick led by the declarer
        table = []
        tricks = []                                   # winners
        seven_early = False
        plays = [(i, e) for i, e in enumerate(evs) if e["type"] == "play"]
        turn = leader
        trick_cards = []
        for k, (i, e) in enumerate(plays):
            s, c = e["seat"], e["card"]
            trickno = len(tricks) + 1
            if s != turn:
                res["faults"][i] = "out_of_turn"
            elif c not in hands[s]:
                res["faults"][i] = "card_not_in_hand"
            else:
                legal = legal_set(hands[s], [x for _, x in table], trump)
                if c not in legal:
                    res["faults"][i] = "illegal_card"
                # L67: declarer of ulti keeps the trump 7 as long as the rules allow
                elif ("ulti" in goals and trumped and s == declarer and trickno < 10
                      and c == "7" + trump and len(legal) > 1):
                    res["faults"][i] = "early_trump_seven"
            if i in res["faults"]:
                res["skip"] = "fault"             # stop judging this deal after a fault
                break
            if "ulti" in goals and trumped and s == declarer and c == "7" + trump and trickno < 10:
                seven_early = True
            hands[s].remove(c)
            table.append((s, c))
            if len(table) == n:
                led = suit(table[0][1])
                ws, wc = table[0]
                for ps, pc in table[1:]:
                    if beats(pc, wc, led, trump):
                        ws, wc = ps, pc
                tricks.append(ws)
                trick_cards.append([pc for _, pc in table])
                table = []
                turn = ws
            else:
                turn = (s + 1) % n
        if res["skip"]:
            continue
        res["complete"] = len(tricks) == 10

        # --- decided goals ----------------------------------------------------------------
        decl_won = any(w == declarer for w in tricks)
        decl_lost = any(w != declarer for w in tricks)
        for g in goals:
            if g in BETLI and decl_won:
                res["decided"][g] = False             # L86: betli = lose every trick
            elif g in DURCH and decl_lost:
                res["decided"][g] = False             # L71/L89: durchmarsch = win every trick
            elif g == "ulti" and seven_early:
                res["decided"][g] = False             # L66: trick 10 won with the trump 7
        # L64/L129: A and 10 are 10 card points each, the last trick 10; only with trumps.
        # Upper bound for the declarer: what he has + every A/10 not yet taken + last trick
        # + at most a 40 marriage (L69/L70: only the trump 40 resp. one 20 counts for 100 goals).
        if trumped:
            pts = lambda cs: 10 * sum(1 for c in cs if rank(c) in ("A", "10"))
            mine = sum(pts(tc) for tc, w in zip(trick_cards, tricks) if w == declarer)
            gone = sum(pts(tc) for tc in trick_cards)
            left = 80 - gone + (10 if len(tricks) < 10 else 0)
            for g, bonus in (("40-100", 40), ("20-100", 20)):
                if g in goals and mine + left + bonus < 100:
                    res["decided"][g] = False
        # --- payments of decided (lost) goals ---------------------------------------------
        defenders = [p for p in range(n) if p != declarer]
        for g, won in res["decided"].items():
            base = vals[g]
            if g == "open-durchmarsch":
                if trumped and not red and rules.get("open_durchmarsch_trump_points") in (12, "12"):
                    base = 12                         # L73 "赤以外が切札のときは 12 点にする人もいます"
            elif trumped and red and g not in ("open-durchmarsch",):
                base *= 2                             # L61 "赤の" doubles
            for d in defenders:
                lvl = contra_level(doubles, g, d, declarer, defenders, trumped)
                if lvl is None:
                    res["skip"] = "ambiguous contra"
                    continue
                res["expected"][(declarer, d, g)] = base * lvl   # L149: declarer pays each defender
                if g == "ulti":
                    # L67: penalty 4 more, red doubles it, contra does not
                    res["expected"][(declarer, d, "ulti-penalty")] = 4 * (2 if red else 1)
    return out


def contra_level(doubles, goal, d, declarer, defenders, trumped):
    """L124: each call doubles; with trumps it applies between the declarer and both defenders
    whoever called it, without trumps only between the defender who called and the declarer."""
    ds = [x for x in doubles if x.get("target") == goal]
    if not ds:
        return 1
    if trumped:
        return max(x["level"] for x in ds)
    callers = {x["seat"] for x in ds if x["seat"] != declarer and x.get("level") == 2}
    if d not in callers:
        return 1
    if len(callers) > 1 and any(x["seat"] == declarer for x in ds):
        return None                                   # whose recontra?  not decidable here
    return max(x["level"] for x in ds)
