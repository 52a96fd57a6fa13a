"""Independent Ulti referee for the auction, announcements, contra, silent bonuses and payments.

Written from /work/shared/seeds/003_bb2f67de7752728b.txt alone ("L<n>" = line n of that file, as
`cat -n` numbers it) and the
public transcript format. Option names/values are the project's public contract (digest "Rule
options"); what each option means is taken from the source sentence it quotes.

check(doc) -> list, one per deal: {"issues": [(event_index, kind, text)], "payments": [(from, to,
amount, reason)], "net": [..], "totals": [..], "contract": ..}
Card play legality (follow/trump/overtake) is NOT checked here (covered by the first audit); tricks
are only replayed to know who won what.
"""
from __future__ import annotations

TRUMP_RANK = ["A", "10", "K", "Q", "J", "9", "8", "7"]   # L17 切札があるとき 2,X,王,上,下,IX,VIII,VII
PLAIN_RANK = ["A", "K", "Q", "J", "10", "9", "8", "7"]   # L17 ないとき 2,王,上,下,X,IX,VIII,VII
NOTRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}   # L56 (2) 切札なしの目標
TRUMP_ONLY = {"party", "ulti", "40-100", "20-100", "four-aces", "four-tens"}   # L41-52
DURCH = {"durchmarsch", "open-durchmarsch"}
# L140 "...と複合するパルティの点は数えません" sits in the sentence about comparing bids; False = it
# only affects the hierarchy (the engine's reading), True = party is also not paid.
PARTY_UNCOUNTED_IN_SCORING = os.environ.get("PARTY_UNCOUNTED", "0") == "1" if (os := __import__("os")) else False
# L56 "手札を公開すると,点数が 4 倍になります" vs L63 "オープンドゥルヒマルシュ.24 点": with a 7-point
# durchmarsch the open one is 28 by the first, 24 by the second. True = 4x durchmarsch.
OPEN_DURCH_IS_4X = __import__("os").environ.get("OPEN_DURCH_4X", "0") == "1"
# The UltiNet list (L140-148) names no open durchmarsch; L48/L63 give 24. Set to 28 to mimic the
# engine while hunting other differences (REPORT class A1).
import os
# L73/L78 "1 回目のカード勝負にカードを出すときに": strict = immediately before one's own first-trick
# card; lenient (the engine's window) = anywhere in the first trick, or directly after one's card.
LENIENT_TIMING = os.environ.get("LENIENT_TIMING", "0") == "1"
ULTINET_OPEN_DURCH = int(os.environ.get("ULTINET_OPEN_DURCH", "24"))

DEFAULTS = {"point_table": "standard", "durchmarsch_points": "table",
            "open_durchmarsch_trump_points": "table", "bid_hierarchy": "points_then_fewer_goals",
            "fold": "optional", "max_contra_level": 64, "four_aces": False, "four_tens": False,
            "silent_four_aces": False, "trump_durchmarsch_alone": True,
            "silent_bonuses_in_durchmarsch": True, "silent_durchmarsch_with_aces_tens": True,
            "silent_durchmarsch_scoring": "separate", "silent_bonus_contra": False}
ULTINET = {"point_table": "ultinet", "bid_hierarchy": "ultinet", "four_aces": True, "four_tens": True,
           "trump_durchmarsch_alone": False, "silent_durchmarsch_with_aces_tens": False}


def options(doc):
    r = dict(doc.get("rules") or {})
    o = dict(DEFAULTS)
    if r.get("preset") == "ultinet":
        o.update(ULTINET)
    r.pop("preset", None)
    o.update(r)
    o["max_contra_level"] = int(o["max_contra_level"])
    return o


def rank(card):
    return card[:-1]


def suit(card):
    return card[-1]


# ---------------------------------------------------------------- goals and values
def base_values(o):
    """L41-52, L58-63 (standard) and L140-148 (UltiNet)."""
    dp = o["durchmarsch_points"]
    if o["point_table"] == "ultinet":
        v = {"party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6,
             "durchmarsch": 7, "four-tens": 9}
        d = 7
    else:
        v = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "four-aces": 4,
             "four-tens": 9}   # four-tens only has a value in the UltiNet list (L148)
        d = 6
    if dp != "table":
        d = int(dp)            # L47 "7 点にする人もいます"
    v["durchmarsch"] = d
    v.setdefault("betli", 5)                  # L58
    v["rebetli"] = 10                         # L59
    v["open-betli"] = 20                      # L60
    v["redurchmarsch"] = 2 * d                # L56 "同じ内容で点数が倍になる目標" (L62: 12 = 2x6)
    v["open-durchmarsch"] = ULTINET_OPEN_DURCH if o["point_table"] == "ultinet" else 24   # L48, L63
    return v


def goal_value(g, o, red, trump):
    """One goal's value in a contract: red doubles every trump goal except the open durchmarsch
    (L41 "赤の"は点数が倍; L48 赤でも赤以外でも 24 点; L56, L59 赤のベトリ = レベトリ)."""
    x = base_values(o)[g]
    if g == "open-durchmarsch":
        if trump and not red and str(o["open_durchmarsch_trump_points"]) == "12":
            x = 12          # L48 赤以外が切札のときは 12 点にする人もいます
        elif not trump and OPEN_DURCH_IS_4X:
            x = 4 * base_values(o)["durchmarsch"]      # L56 手札を公開すると 4 倍
    elif red:
        x *= 2
    return x


def normalise(goals):
    """L44: ulti alone cannot be bid; 'ulti' is short for ulti + party; L52 same for four aces.
    Returns (goal set, error or None)."""
    g = list(goals)
    if len(set(g)) != len(g):
        return set(g), "duplicate goal"
    s = set(g)
    if s and s <= {"ulti", "four-aces", "four-tens"}:
        if len(s) >= 2:
            return s, "ulti with four aces/tens needs another goal (L44, L52)"
        s = s | {"party"}
    return s, None


def is_trump_game(bid, announced_trump):
    s = set(bid["goals"])
    if "trumps" in bid and s <= DURCH and not bid.get("red"):
        return bool(bid["trumps"])          # said in the auction (L63)
    if s & NOTRUMP_GOALS:
        return False
    if s & TRUMP_ONLY:
        return True
    # a lone (open) durchmarsch: with trumps if red (L41 赤の), said so, or a trump named
    return bool(bid.get("red")) or bool(bid.get("trumps")) or announced_trump is not None


def combine_error(bid, o):
    """L36: freely combinable unless one goal implies another or they contradict (trump vs none)."""
    s, err = normalise(bid["goals"])
    if err:
        return err
    if not s:
        return "no goal"
    unknown = s - set(base_values(o))
    if unknown:
        return "unknown goal %s" % unknown
    if "four-aces" in s and not o["four_aces"]:
        return "four aces not allowed (L50 認める人もいます)"
    if "four-tens" in s and not o["four_tens"]:
        return "four tens not allowed"
    if s & NOTRUMP_GOALS and len(s) > 1:
        return "no-trump goal combined (L36 相反する / same content)"
    if "party" in s and s - {"party", "ulti", "four-aces", "four-tens"}:
        return "party with a goal that implies it (L36, L43)"
    if len(s & {"durchmarsch", "open-durchmarsch", "four-aces", "four-tens"}) > 1:
        return "durchmarsch/four aces/four tens do not combine (L52, L150)"
    if {"40-100", "20-100"} <= s:
        return "40-100 with 20-100"       # never in the L107-135 hierarchy; contradictory marriage rule
    if not o["trump_durchmarsch_alone"] and s <= DURCH and (bid.get("red") or bid.get("trumps")):
        return "trump durchmarsch must be combined (L47 他の目標と組み合わさないといけない)"
    if s == {"open-durchmarsch"} and str(o["open_durchmarsch_trump_points"]) == "12" and not bid.get("red") \
            and "trumps" not in bid:
        return "L63 切札ありのオープンドゥルヒマルシュを 12 点にする場合,せりで,切札の有無を言わなければなりません"
    if bid.get("red") and s & NOTRUMP_GOALS and s != {"betli"}:
        return "red on a no-trump goal other than betli (L56, L59 赤のベトリ only)"
    return None


def bid_points(bid, o, hierarchy=False):
    """Sum of the goal values; red doubles every trump goal except the open durchmarsch (L41, L48)."""
    v = base_values(o)
    s, _ = normalise(bid["goals"])
    red = bool(bid.get("red"))
    trump = bool(s & TRUMP_ONLY) or red or bool(bid.get("trumps"))
    tot = 0
    party = 0
    for g in s:
        x = goal_value(g, o, red, trump)
        if g == "party":
            # L140 UltiNet: party beside ulti/four aces/four tens is not counted
            if (o["bid_hierarchy"] == "ultinet" if hierarchy else o["point_table"] == "ultinet") \
                    and s & {"ulti", "four-aces", "four-tens"}:
                x = 0
            party = x
        tot += x
    return tot, len(s), party


def bid_key(bid, o):
    """L36 合計点の大小, 同点なら目標数が少ない方が上; L36 the variants; L140 UltiNet."""
    pts, n, party = bid_points(bid, o, hierarchy=True)
    h = o["bid_hierarchy"]
    if h == "points_then_fewer_goals":
        return (pts, -n)
    if h == "durchmarsch_above_red":
        s, _ = normalise(bid["goals"])
        special = int(not bid.get("red") and s in ({"40-100", "durchmarsch"}, {"ulti", "durchmarsch"}))
        return (pts, -n, special)
    if h == "points_only" or h == "ultinet":
        return (pts,)
    if h == "points_without_party":
        return (pts - party, pts)
    raise ValueError(h)


def beats(new, old, o):
    return bid_key(new, o) > bid_key(old, o)


# ---------------------------------------------------------------- one deal
def check_deal(deal, o, di):
    issues = []
    hands = [list(h) for h in deal["hands"]]
    ev = deal["events"]
    dealer = deal["dealer"]
    first = (dealer + 1) % 3            # L29 配り手の右隣の人 (seats are in order of play)
    talon = None
    standing = None
    declarer = None
    turn = first
    passes = 0
    pending = None                      # take/discard state of the seat whose turn it is
    auction_over = False
    i = 0
    # ---- auction: L29
    while i < len(ev) and not auction_over:
        e = ev[i]
        t = e["type"]
        if t == "declare" and not e["items"]:
            i += 1          # "[] is pass / nothing": no effect anywhere
            continue
        if t not in ("take", "discard", "bid"):
            break
        s = e.get("seat")
        if s != turn:
            issues.append((i, "out_of_turn", "auction turn is seat %s" % turn))
        if t == "take":
            if standing is None or pending is not None:
                issues.append((i, "illegal_take", "take out of sequence"))
            elif sorted(e["cards"]) != sorted(talon):
                issues.append((i, "illegal_take", "not the two talon cards (L29)"))
            hands[s] += e["cards"]
            pending = "took"
        elif t == "discard":
            if (standing is None and pending is not None) or (standing is not None and pending != "took"):
                issues.append((i, "illegal_discard", "discard out of sequence (L29)"))
            h = list(hands[s])
            ok = len(e["cards"]) == 2
            for c in e["cards"]:
                if c in h:
                    h.remove(c)
                else:
                    ok = False
            if not ok:
                issues.append((i, "illegal_discard", "card not in hand"))
            else:
                hands[s] = h
            talon = list(e["cards"])
            pending = "discarded"
        else:  # bid
            b = canon_bid(e["bid"])
            if b == "pass":
                if standing is None:
                    issues.append((i, "illegal_bid", "first bidder must name a game (L29)"))
                if pending is not None:
                    issues.append((i, "illegal_bid", "took the talon then passed (L29)"))
                passes += 1
                if passes == 3 and standing is not None:
                    auction_over = True          # L29 3 人が続けて目標を言わなかったら終了
            else:
                if pending != "discarded":
                    issues.append((i, "illegal_bid", "bid without take+discard (L29)"))
                err = combine_error(b, o)
                if err:
                    issues.append((i, "illegal_bid", err))
                elif standing is not None and not beats(b, standing, o):
                    issues.append((i, "illegal_bid", "does not beat %s (L29, L36)" % (standing,)))
                standing = b
                declarer = s
                passes = 0
            pending = None
            turn = (turn + 1) % 3
        i += 1
    res = {"issues": issues, "payments": [], "contract": standing, "declarer": declarer}
    if not auction_over or standing is None:
        issues.append((i, "auction", "auction not finished"))
        return res
    D = declarer
    defenders = [x for x in range(3) if x != D]
    contract = standing
    goals, _ = normalise(contract["goals"])
    red = bool(contract.get("red"))
    # ---- trump / fold before the first play
    trump = None
    announced = None
    ann_idx = None
    no_trump_announced = False
    folded = False
    fold_idx = None
    auction_end = i
    while i < len(ev) and ev[i]["type"] != "play":
        e = ev[i]
        if e["type"] not in ("announce", "call"):
            i += 1          # declarations / contras before the lead: handled with the play below
            continue
        if e["type"] == "announce":
            for it in e["items"]:
                ann_idx = i
                if it.get("kind") == "trump":
                    announced = it.get("suit")
                    if e.get("seat") != D:
                        issues.append((i, "bad_trump", "only the declarer names trumps (L29)"))
                elif it.get("kind") == "no-trump":
                    no_trump_announced = True
        else:
            if e.get("call") == "fold":
                fold_idx = i
                # L31 最低の目標である赤以外のゲームで立った親
                if e.get("seat") != D or goals != {"party"} or red:
                    issues.append((i, "illegal_fold", "only a declarer of non-red party may fold (L31)"))
                else:
                    folded = True
        i += 1
    tg = is_trump_game(contract, announced)
    if tg and no_trump_announced:
        issues.append((ann_idx, "bad_trump", "no-trump announced for a trump contract (L29, L54-56)"))
    if tg:
        if red:
            trump = "H"
            if announced not in (None, "H"):
                issues.append((ann_idx, "bad_trump", "red game: hearts are trumps (L41)"))
        else:
            trump = announced
            if announced is None:
                issues.append((i, "missing_trump", "declarer must name trumps (L29)"))
            elif announced == "H":
                issues.append((ann_idx, "bad_trump", "non-red game names a suit other than hearts (L29)"))
    elif announced is not None:
        issues.append((ann_idx, "bad_trump", "trump named in a no-trump game"))
    if announced is not None and goals <= DURCH and not red and "trumps" in contract and not contract["trumps"]:
        issues.append((ann_idx, "bad_trump", "the bid said no trumps (L63)"))
    if tg and not o["trump_durchmarsch_alone"] and goals <= DURCH and not red and not contract.get("trumps"):
        issues.append((ann_idx, "bad_trump", "lone durchmarsch with trumps must be combined (L47)"))
    if not folded and o["fold"] == "compulsory" and goals == {"party"} and not red:
        issues.append((i, "fold_required", "fold is compulsory (L31 強制にする人)"))
    if folded:
        pays = [(D, d, 2, "fold") for d in defenders]      # L31 2 人の子に 2 点ずつ
        res["payments"] = pays
        _check_payments(ev, auction_end, pays, issues)
        return res
    # ---- play with marriages and doubles: L73-80
    hundred = bool(goals & {"40-100", "20-100"})
    allgoal = bool(goals & DURCH)
    marriages = {0: 0, 1: 0, 2: 0}
    declared = set()
    held_at_start = [list(h) for h in hands]
    levels = {}            # target -> list of (seat, level)
    plays = []             # (event index, seat, card)
    for j in range(auction_end, len(ev)):
        e = ev[j]
        t = e["type"]
        if t in ("announce", "call") and not plays:
            continue        # read above
        if t == "play":
            plays.append((j, e["seat"], e["card"]))
            if e["card"] in hands[e["seat"]]:
                hands[e["seat"]].remove(e["card"])
        elif t == "declare":
            s = e["seat"]
            nxt = _next_play(ev, j)
            if not e["items"]:
                continue
            if s in declared:
                # L73: several pairs are said together ("40 と 20", "20 ふた組"), once
                issues.append((j, "marriage_not_allowed", "a second marriage announcement (L73)"))
                continue
            declared.add(s)
            if not _with_first_card(ev, j, plays, s) or (not red and ann_idx is not None and j < ann_idx):
                # with the first-trick card, which comes after trumps are named (L29, L73)
                issues.append((j, "marriage_not_allowed", "only when playing to the first trick (L73)"))
                continue
            held = hands[s] + [c for _, ss, c in plays[:3] if ss == s]   # the pair as held when playing to trick 1
            if not tg or hundred or allgoal:
                # the declarer's own pair that his 40-100 / 20-100 already counts (L45, L46):
                # announcing it changes nothing (a warning, not a violation; REPORT note N1)
                if tg and trump and s == D and len(e["items"]) == 1 and (
                        ("40-100" in goals and e["items"][0].get("points") == 40 and "K" + trump in held and "Q" + trump in held)
                        or ("20-100" in goals and e["items"][0].get("points") == 20 and any(
                            "K" + x in held and "Q" + x in held for x in "HDSC" if x != trump))):
                    continue
                issues.append((j, "marriage_not_allowed", "L73 切札があり,100 か全勝系の目標が宣言されていない場合"))
                continue
            pairs = [x for x in "HDSC" if "K" + x in held and "Q" + x in held]
            n40 = sum(1 for it in e["items"] if it.get("points") == 40)
            n20 = sum(1 for it in e["items"] if it.get("points") == 20)
            if n40 > (1 if trump in pairs else 0) or n20 > len([x for x in pairs if x != trump]):
                issues.append((j, "false_marriage", "pair not held (L73)"))
                continue
            marriages[s] += 40 * n40 + 20 * n20
        elif t == "double":
            err = _double_error(e, j, ev, plays, D, goals, tg, levels, o)
            if err:
                issues.append((j, "illegal_double", err))
            else:
                tgt = "rebetli" if e["target"] == "betli" and "rebetli" in goals else e["target"]
                levels.setdefault(tgt, []).append((e["seat"], e["level"]))
        elif t == "call":
            issues.append((j, "illegal_fold", "fold only before play (L31 この時点で,勝負せずに)"))
        elif t == "announce":
            issues.append((j, "bad_trump", "trumps are named when the auction ends, before play (L29)"))
        elif t in ("payment", "total", "score", "penalty"):
            continue
    res["levels"] = levels
    if len(plays) != 30 or (tg and trump is None):
        res["incomplete"] = True
        return res
    # ---- tricks (L68)
    tricks = []
    leader = D
    for k in range(10):
        trick = plays[3 * k:3 * k + 3]
        led = suit(trick[0][2])
        best = trick[0]
        for p in trick[1:]:
            c, b = p[2], best[2]
            if tg and suit(c) == trump and suit(b) != trump:
                best = p
            elif suit(c) == suit(b) and (suit(c) == trump or suit(c) == led):
                order = TRUMP_RANK if tg else PLAIN_RANK
                if order.index(rank(c)) < order.index(rank(b)):
                    best = p
        tricks.append((best[1], [p[2] for p in trick], [p[1] for p in trick]))
    won = [sum(1 for w, _, _ in tricks if w == s) for s in range(3)]
    talon = talon or []

    def cardpts(cards):
        return 10 * sum(1 for c in cards if rank(c) in ("A", "10"))   # L68 2(A) と X(10) 10 点
    dpts = sum(cardpts(c) for w, c, _ in tricks if w == D) + (10 if tricks[9][0] == D else 0)
    fpts = 90 - dpts                    # L43 捨てた 2 枚の点は子のもの
    dmar = marriages[D]
    fmar = sum(marriages[d] for d in defenders)
    dtr = won[D]
    dcards = [c for w, cs, _ in tricks if w == D for c in cs]
    fcards = [c for w, cs, _ in tricks if w != D for c in cs]
    start_hand = held_at_start[D]
    v = base_values(o)
    rmul = 2 if (tg and trump == "H") else 1

    def mult(goal, d):      # L78 trump: both defenders; no trump: the one who said it
        m = 1
        for s, lv in levels.get(goal, []):
            if tg:
                m = max(m, lv)
            elif s == d:
                m = max(m, lv)
            elif s == D and m == lv // 2:
                m = lv          # the declarer's call answers the chain it doubles
        return m
    last_w, last_cards, last_seats = tricks[9]
    seven = "7" + trump if tg else None
    achieved = {
        "party": (dpts + dmar > fpts + fmar) and dtr >= 1,              # L43
        "ulti": tg and last_w == D and seven in last_cards and last_seats[last_cards.index(seven)] == D,  # L44
        "40-100": dpts + (40 if tg and "K" + trump in start_hand and "Q" + trump in start_hand else 0) >= 100,  # L45
        "20-100": dpts + (20 if any("K" + x in start_hand and "Q" + x in start_hand for x in "HDSC" if x != trump) else 0) >= 100,  # L46
        "durchmarsch": dtr == 10, "open-durchmarsch": dtr == 10, "redurchmarsch": dtr == 10,  # L47-48, L61-63
        "betli": dtr == 0, "rebetli": dtr == 0, "open-betli": dtr == 0,                     # L58-60
        "four-aces": all("A" + x in dcards for x in "HDSC"),             # L52
        "four-tens": all("10" + x in dcards for x in "HDSC"),            # L148
    }
    pays = []
    pts_tot, _, _ = bid_points(contract, o)
    dropped_party = False
    silent = []   # (reason, side_is_declarer, value, kind)
    silent_ok = tg and not (allgoal and not o["silent_bonuses_in_durchmarsch"])   # L85 ベトリ以外, ドゥルヒマルシュでも認めない人
    ultinet = o["point_table"] == "ultinet"
    if silent_ok:
        # L87 黙ってウルティ
        if "ulti" not in goals and seven in last_cards:
            p7 = last_seats[last_cards.index(seven)]
            if last_w == p7:
                silent.append(("silent-ulti", p7 == D, 2, None))
            else:
                for x in range(3):      # L87 その人が他の 2 人に対して 1 人あたり 4 点
                    if x != p7:
                        pays.append((p7, x, 4 * rmul, "silent-ulti"))
        # L88 黙って 100 (UltiNet L150: 1 点)
        if not hundred:
            for side_d, pts in ((True, dpts + dmar), (False, fpts + fmar)):
                if pts >= 100:
                    silent.append(("silent-100", side_d, 1 if ultinet else 2, "party"))
                    if "party" in goals:
                        dropped_party = True    # "ゲーム"の点を置き換えます
        # L89 黙ってドゥルヒマルシュ; L150 UltiNet not beside durchmarsch/four aces/four tens
        blocked = allgoal or (not o["silent_durchmarsch_with_aces_tens"] and goals & {"four-aces", "four-tens"})
        if not blocked:
            for side_d, n in ((True, dtr), (False, 10 - dtr)):
                if n == 10:
                    silent.append(("silent-durchmarsch", side_d, 4 if ultinet else 3, "party"))
                    if o["silent_durchmarsch_scoring"] == "replaces_party" and "party" in goals:
                        dropped_party = True
        # L91 黙って 2 (A) 4 枚
        if o["four_aces"] and o["silent_four_aces"] and "four-aces" not in goals:
            if achieved["four-aces"]:
                silent.append(("silent-four-aces", True, 2, None))
            elif all(("A" + x) in fcards for x in "HDSC"):
                silent.append(("silent-four-aces", False, 2, None))
    # declared goals: L96-98
    for g in sorted(goals):
        if g == "party" and dropped_party:
            continue
        single = {"goals": [g] if g != "party" else ["party"], "red": red, "trumps": contract.get("trumps")}
        gv = goal_value(g, o, red, tg)
        if g == "party" and PARTY_UNCOUNTED_IN_SCORING and ultinet and goals & {"ulti", "four-aces", "four-tens"}:
            gv = 0      # L140 (read as a comparison rule only: see REPORT, class C2)
        for d in defenders:
            amt = gv * mult(g, d)
            if amt:
                if achieved[g]:
                    pays.append((d, D, amt, g))
                else:
                    pays.append((D, d, amt, g))
            if g == "ulti" and not achieved[g]:
                pays.append((D, d, 4 * rmul, "ulti-penalty"))   # L44 赤の倍は適用, コントラの倍は不適用
    for reason, side_d, val, cmul in silent:
        for d in defenders:
            amt = val * rmul
            if cmul and o["silent_bonus_contra"]:
                amt *= mult("party", d)
            pays.append((d, D, amt, reason) if side_d else (D, d, amt, reason))
    res["payments"] = pays
    res["computed"] = {"dpts": dpts, "dmar": dmar, "fmar": fmar, "won": won, "achieved": achieved}
    _check_payments(ev, i, pays, issues)
    return res


def _with_first_card(ev, j, plays, s):
    """Is event j (declare/contra by seat s) said 'with' s's first-trick card?"""
    nxt = _next_play(ev, j)
    strict = len(plays) < 3 and nxt is not None and ev[nxt]["seat"] == s
    if not LENIENT_TIMING:
        return strict
    own = [k for k, (jj, ss, _) in enumerate(plays[:3]) if ss == s]
    just_after = bool(plays) and plays[-1][1] == s and len(plays) <= 3
    return len(plays) < 3 or (just_after and own != [])


def _next_play(ev, j):
    for k in range(j + 1, len(ev)):
        if ev[k]["type"] == "play":
            return k
    return None


def _double_error(e, j, ev, plays, D, goals, tg, levels, o):
    """L78-80: contra by a defender with his first-trick card; recontra by the declarer when the
    first trick is complete; then defender (8), declarer (16), defender (32), declarer (64)."""
    s, g, lv = e.get("seat"), e.get("target"), e.get("level")
    if g == "betli" and "rebetli" in goals:
        g = "rebetli"      # L59 レベトリまたは赤のベトリ: the same goal under either name
    if g not in goals:
        return "target not among the declarer's goals (L78 親の宣言のうち)"
    if lv not in (2, 4, 8, 16, 32, 64):
        return "bad level"
    if lv > o["max_contra_level"]:
        return "above max_contra_level"
    nxt = _next_play(ev, j)
    chain = levels.get(g, [])
    if lv == 2:
        if s == D:
            return "declarer cannot contra"
        if not _with_first_card(ev, j, plays, s):
            return "contra only with one's first-trick card (L78)"
        standing = max((x for _, x in chain), default=1) if tg else _chain(chain, s, D)
        # a repeated contra: the source is silent; the engine refuses it only without trumps
        if standing > 2 or (not tg and standing == 2):
            return "contra on a goal already recontra'd (L78 order)"
        return None
    if len(plays) != 3:
        return "recontra and above only after the first trick, before the second (L78, L80)"
    want_decl = lv in (4, 16, 64)
    if want_decl != (s == D):
        return "wrong side for this level (L78 レコントラ=親, スブ=子, モルド=親, ヒルシュ=子, フェダーク=親)"
    if tg:
        cur = max((x for _, x in chain), default=1)
    else:
        if s == D:
            cur = lv // 2 if any(_chain(chain, d, D) == lv // 2 for d in range(3) if d != D) else -1
        else:
            if not any(t == s for t, _ in chain):
                return "this defender has no contra on the target"
            cur = _chain(chain, s, D)
    if tg and s != D and cur == lv:
        return None        # a defender repeating the standing level: no effect (the source is silent; N2)
    if cur != lv // 2:
        return "level must double the standing level (L78)"
    return None


def _chain(chain, d, D):
    """No-trump contra chain between defender d and the declarer (L78 言った子と親の間)."""
    m = 1
    for s, lv in chain:
        if s == d or (s == D and m == lv // 2):
            m = max(m, lv)
    return m


def _check_payments(ev, start, pays, issues):
    exp = {}
    for f, t, a, r in pays:
        exp[(f, t, r)] = exp.get((f, t, r), 0) + a
    rec = [(j, e) for j, e in enumerate(ev) if e["type"] == "payment" and j >= start]
    if not rec:
        return
    if all(e.get("reason") for _, e in rec):
        seen = {}
        for j, e in rec:
            k = (e["from"], e["to"], e["reason"])
            seen[k] = seen.get(k, 0) + e["amount"]
            if exp.get(k, 0) != seen[k]:
                issues.append((j, "payment", "expected %s for %s" % (exp.get(k, 0), k)))
        for k, a in exp.items():
            if k not in seen and a:
                issues.append((len(ev), "missing_payment", str(k)))
    else:
        # reason-less payments: compare the net flow of each pair of seats
        def netted(items):
            n = {}
            for f, t, a in items:
                k = (min(f, t), max(f, t))
                n[k] = n.get(k, 0) + (a if f == k[0] else -a)
            return n
        exp_n = netted([(f, t, a) for f, t, a, _ in pays])
        rec_n = netted([(e["from"], e["to"], e["amount"]) for _, e in rec])
        for k in set(exp_n) | set(rec_n):
            if exp_n.get(k, 0) != rec_n.get(k, 0):
                at = [j for j, e in rec if (min(e["from"], e["to"]), max(e["from"], e["to"])) == k]
                for j in at or [len(ev)]:
                    issues.append((j, "payment", "net %s expected %s" % (k, exp_n.get(k, 0))))


def canon_bid(b):
    """L59 レベトリまたは赤のベトリ: a red betli is the rebetli."""
    if isinstance(b, dict) and b.get("red") and list(b.get("goals", [])) == ["betli"]:
        b = dict(b, goals=["rebetli"], red=False)
    return b


def check(doc):
    o = options(doc)
    totals = list((doc.get("start") or {}).get("totals") or [0, 0, 0])
    out = []
    for di, deal in enumerate(doc["deals"]):
        r = check_deal(deal, o, di)
        net = [0, 0, 0]
        for f, t, a, _ in r["payments"]:
            net[f] -= a
            net[t] += a
        r["net"] = net
        totals = [a + b for a, b in zip(totals, net)]
        r["totals"] = list(totals)
        for j, e in enumerate(deal["events"]):
            if e["type"] == "total" and e["points"] != totals[e["party"]]:
                r["issues"].append((j, "total", "expected %s" % totals[e["party"]]))
        out.append(r)
    return out
