"""Independent referee for PLAY-ONLY Ulti records ("hands": null), written from the Japanese
source /work/shared/seeds/003_bb2f67de7752728b.txt and the public format spec only.

"L<n>" = line n of the source as `cat -n` prints it.  Translations are mine.

Principle (format spec, "Play-only records"): with the hands unknown, a play is reported as
illegal only when the record itself proves it.  What the record proves a seat S held at the
moment of its k-th play:
  * every card S plays at that play or later (a card cannot enter a hand during the play:
    L68 "10 枚の手札で 10 回のカード勝負を行います" - ten tricks are played with the ten cards in hand);
  * every card S took from the talon in the auction and did not discard again (take/discard
    events, L29), as long as nobody has played it yet.
Every duty of L68 is monotone in the hand (an extra card can only add obligations), so a play is
provably illegal iff it is illegal against that known part of the hand alone; the proving event
is the event that shows the obliging card in S's hand.
"""
from __future__ import annotations

SUITS = "HDSC"
ULTINET_OPEN_28 = __import__("os").environ.get("ULTINET_OPEN_28") == "1"
# L17: 切札があるときは,2 (A),X (10),王 (K),上 (Q),下 (J),IX,VIII,VII, ないときは,2 (A),王,上,下,X (10),IX,VIII,VII
#   = with trumps A 10 K Q J 9 8 7; without trumps A K Q J 10 9 8 7 (high to low)
ORDER_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ORDER_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}  # L54-63 (2) 切札なしの目標
DURCH = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}
BETLI = {"betli", "rebetli", "open-betli"}


def rk(c):
    return c[:-1]


def st(c):
    return c[-1]


def power(c, trump_game):
    o = ORDER_T if trump_game else ORDER_N
    return 8 - o.index(rk(c))


def beats(a, b, trump):
    """a beats b (b already on the table, so b is the led suit or a trump).
    L68: 一番強い切札,切札が出なかった場合,先手の印で一番強いカードを出した人が勝ちます
    = the highest trump wins, or if no trump was played the highest card of the suit led."""
    if trump and st(a) == trump and st(b) != trump:
        return True
    if st(a) != st(b):
        return False
    return power(a, trump is not None) > power(b, trump is not None)


def winner_idx(cards, trump):
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], trump):
            w = i
    return w


def duty_rank(card, table, trump):
    """L68: 先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければ
    なりません.さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければ
    なりません.  = you must play the suit led if you can; if not, a trump if you have one; and
    further, within what this allows, a card that beats the cards already on the table if you have
    one.  A card is legal iff its rank equals the best rank in the hand:
    4 led suit & beats, 3 led suit, 2 trump & beats, 1 trump, 0 anything else.
    (The overtake duty is not limited to trump games by the source.)"""
    if not table:
        return 0
    led = st(table[0])
    win = table[winner_idx(table, trump)]
    if st(card) == led:
        return 4 if beats(card, win, trump) else 3
    if trump and st(card) == trump:
        return 2 if beats(card, win, trump) else 1
    return 0


def classify(card, best_rank, table, trump):
    led = st(table[0])
    if best_rank >= 3 and st(card) != led:
        return "revoke"
    if best_rank >= 1 and st(card) != led and not (trump and st(card) == trump):
        return "failure_to_trump"
    return "failure_to_overtake"


# ------------------------------------------------------------------ options and values
def resolve_options(rules):
    rules = dict(rules or {})
    o = dict(point_table="standard", durchmarsch_points="table", open_durchmarsch_trump_points="table",
             fold="optional", four_aces=False, four_tens=False, silent_four_aces=False,
             trump_durchmarsch_alone=True, silent_bonuses_in_durchmarsch=True,
             silent_durchmarsch_with_aces_tens=True, silent_durchmarsch_scoring="separate",
             silent_bonus_contra=False)
    if rules.get("preset") == "ultinet":  # L140-150
        o.update(point_table="ultinet", four_aces=True, four_tens=True, trump_durchmarsch_alone=False,
                 silent_durchmarsch_with_aces_tens=False)
    o.update({k: v for k, v in rules.items() if k != "preset"})
    return o


def values(o):
    # L43-48 (trumps), L52, L58-63 (no trumps)
    v = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "open-durchmarsch": 24,
         "four-aces": 4, "four-tens": 9, "betli": 5, "rebetli": 10, "open-betli": 20}
    sil = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3, "silent-four-aces": 2}  # L87-91
    if o["point_table"] == "ultinet":  # L141-148, L150
        v.update({"four-aces": 3, "20-100": 6, "durchmarsch": 7})
        sil.update({"silent-100": 1, "silent-durchmarsch": 4})
    if str(o["durchmarsch_points"]) in ("6", "7"):  # L47 "7 点にする人もいます"
        v["durchmarsch"] = int(o["durchmarsch_points"])
    v["redurchmarsch"] = 2 * v["durchmarsch"]  # L62 点数以外の違いはありません (double points)
    return v, sil


def cpts(cards):
    # L17 / L68: 2 (A) と X (10) 1 枚につきカード点 10 点
    return 10 * sum(1 for c in cards if rk(c) in ("A", "10"))


# ------------------------------------------------------------------ one deal
def check_deal(deal, o, n=3):
    ev = deal["events"]
    R = {"problems": [], "net": None, "winners": [], "trump": None, "declarer": None}
    loc, loc_ev = {}, {}       # card -> last known place after the auction ('talon' or seat)
    talon_rec = None
    declarer = bid = None
    trump_named = None
    notrump_ann = False
    doubles, fold = [], False
    marr = {}                  # seat -> (event, [points...])
    plays = []
    for i, e in enumerate(ev):
        t = e["type"]
        if t == "take":        # L29: 伏せられた 2 枚のカードを手に入れ (takes the two face-down cards)
            if talon_rec is not None and sorted(e["cards"]) != sorted(talon_rec[1]):
                R["problems"].append((i, "illegal_take", talon_rec[2]))
            for c in e["cards"]:
                loc[c], loc_ev[c] = e["seat"], i
        elif t == "discard":   # L29: 不要な 2 枚を伏せて捨てて (discards two from his hand)
            for c in e["cards"]:
                # provably not his: the record last put it in another hand or in the talon
                if c in loc and loc[c] != e["seat"]:
                    R["problems"].append((i, "illegal_discard", loc_ev[c]))
            for c in e["cards"]:
                loc[c], loc_ev[c] = "talon", i
            talon_rec = (e["seat"], list(e["cards"]), i)
        elif t == "bid" and e["bid"] != "pass":
            declarer, bid = e["seat"], e["bid"]   # L29: 最後に目標を言った人が...親
        elif t == "announce":
            for it in e["items"]:
                if it.get("kind") == "trump":
                    trump_named = it["suit"]
                elif it.get("kind") == "no-trump":
                    notrump_ann = True
        elif t == "double":
            doubles.append(e)
        elif t == "call" and e.get("call") == "fold":
            fold = True
        elif t == "declare":
            marr[e["seat"]] = (i, [it["points"] for it in e["items"] if it.get("kind") == "marriage"])
        elif t == "play":
            plays.append((i, e["seat"], e["card"]))
    R["declarer"] = declarer
    if bid is None:
        return R
    goals = set(bid["goals"])
    red = bool(bid.get("red"))
    if red and "betli" in goals:      # L59 レベトリまたは赤のベトリ
        goals = goals - {"betli"} | {"rebetli"}
    # L44 / L52: “ゲーム”との組み合わせは,省略して“ウルティ” (“2 (A) 4 枚”) といいます
    if goals and goals <= {"ulti", "four-aces", "four-tens"}:
        goals.add("party")
    if goals & NO_TRUMP_GOALS:
        trump = None
    elif goals <= DURCH:
        # a lone durchmarsch is played with trumps only if a suit is named / trumps:true / red (L41)
        if notrump_ann:
            trump = None
        elif trump_named or bid.get("trumps") is True or (red and bid.get("trumps") is not False):
            trump = trump_named or "H"
        else:
            trump = None
    else:
        # L29: 親は,赤以外を切札にする場合,切札にする印を言います (hearts unless another suit is named)
        trump = trump_named or "H"
    R["trump"], R["goals"] = trump, goals
    seven = "7" + trump if trump and "ulti" in goals else None

    # --- play --------------------------------------------------------------------------
    first_play = {}            # card -> first play index
    for k, (i, s, c) in enumerate(plays):
        first_play.setdefault(c, k)

    def valid_proof(k2, s):
        """play k2 may serve as proof of what seat s held: it is s's own and not a repeat."""
        i2, s2, c2 = plays[k2]
        return s2 == s and first_play[c2] == k2 and not (c2 in loc and loc[c2] != s)

    table, tseats = [], []
    leader = declarer          # L68: 1 回目は親が,2 回目以降は,直前のカード勝負の勝者が,先手
    taken = {s: [] for s in range(n)}
    for k, (i, s, c) in enumerate(plays):
        exp = (leader + len(table)) % n   # L68: 反時計回りに順番に (= next seat in the record)
        if s != exp:
            R["problems"].append((i, "out_of_turn", None))
        bad = None
        if first_play[c] < k:
            bad = ("card_not_in_hand", plays[first_play[c]][0])   # played twice
        elif c in loc and loc[c] != s:
            bad = ("card_not_in_hand", loc_ev[c])                 # lies in the talon / another hand
        if bad:
            R["problems"].append((i, bad[0], bad[1]))
        if True:   # the duties of L68 are checked against the known hand even for a card not in it
            # the known part of s's hand now, with the event proving each card
            known = {}
            for k2 in range(k + 1, len(plays)):
                if valid_proof(k2, s) and plays[k2][2] not in known:
                    known[plays[k2][2]] = plays[k2][0]
            # taken in the auction and kept: the take record names s the owner (a play of it by
            # another seat is the faulty event, card_not_in_hand), so it is his until HE plays it
            for c2, where in loc.items():
                if where == s and not any(plays[k3][1] == s and plays[k3][2] == c2 for k3 in range(k)):
                    known.setdefault(c2, loc_ev[c2])
            known.pop(c, None)
            r = duty_rank(c, table, trump)
            better = [(known[x], x) for x in known if duty_rank(x, table, trump) > r]
            if table and better:
                best = max(duty_rank(x, table, trump) for _, x in better)
                proof = min(e2 for e2, x in better if duty_rank(x, table, trump) == best)
                R["problems"].append((i, classify(c, best, table, trump), proof))
            elif seven and s == declarer and c == seven:
                # L44: ウルティを宣言した親は,ルールの許す限り,切札の VII (7) を手に持ち続けなければなりません
                # = the ulti declarer must keep the trump VII as long as the rules allow
                alt = [(known[x], x) for x in known if duty_rank(x, table, trump) == r]
                if alt:
                    R["problems"].append((i, "early_trump_seven", min(alt)[0]))
        table.append(c)
        tseats.append(s)
        if len(table) == n:
            w = tseats[winner_idx(table, trump)]
            R["winners"].append((w, list(table), list(tseats)))
            taken[w] += table
            leader = w
            table, tseats = [], []

    # --- marriages (L73) ------------------------------------------------------------------
    # 切札があり,100 か全勝系の目標が宣言されていない場合,同じ印の王 (K) と上 (Q) のペアを持っている人は,
    # 1 回目のカード勝負にカードを出すときに,切札のペアなら“40”,切札以外のペアなら“20”
    # = with trumps, and no 100 or durchmarsch-type goal declared, a player holding K and Q of one
    # suit says "40" (trumps) or "20" (other suit) when playing to the first trick.
    complete = len(plays) == 30 and len(R["winners"]) == 10
    start_hand = {s: [c for (_, s2, c) in plays if s2 == s] for s in range(n)}
    allc = {r + x for x in SUITS for r in ORDER_T}
    for s, (i, pts) in marr.items():
        if not pts:
            continue
        if trump is None or goals & ({"40-100", "20-100"} | DURCH):
            R["problems"].append((i, "marriage_not_allowed", None))
            continue
        if complete:
            can = set(start_hand[s])
        else:   # what the record proves is NOT in s's hand at the first trick
            out = {c for c, k0 in first_play.items() if plays[k0][1] != s}
            out |= {c for c, w in loc.items() if w != s}
            can = allc - out
        pairs = [x for x in SUITS if "K" + x in can and "Q" + x in can]
        ok = (pts.count(40) == 0 or (pts.count(40) == 1 and trump in pairs)) and \
            pts.count(20) <= len([x for x in pairs if x != trump])
        if not ok:
            R["problems"].append((i, "false_marriage", None))

    # --- scoring ---------------------------------------------------------------------------
    if fold:
        # L31: 親は,2 人の子に 2 点ずつ渡します
        R["net"] = {s: (2 if s != declarer else -2 * (n - 1)) for s in range(n)}
        return R
    if not complete:
        return R
    # the talon: the last recorded discard, or (unrecorded) the two cards nobody played
    if talon_rec is not None:
        talon = talon_rec[1] if talon_rec[0] == declarer else []
    else:
        talon = sorted(allc - set(first_play))
    R["talon"] = talon
    R["net"] = score(R, o, goals, red, trump, declarer, taken, marr, talon, doubles, start_hand, n)
    return R


def contra(doubles, target, trump, declarer, d):
    """L78: これらを言うたびに...倍になります.この倍は,切札ありの場合,どちらの子が言っても両方の子と親の間に,
    切札なしの場合,言った子と親の間の点数授受に適用されます.
    = each call doubles that goal; with trumps between the declarer and both defenders, whoever
    called; without trumps only between the calling defender and the declarer."""
    ds = [x for x in doubles if x["target"] == target]
    if not ds:
        return 1
    if trump:
        return max(x["level"] for x in ds)
    cur = 1
    for x in ds:
        if x["seat"] == d and x["level"] > cur:
            cur = x["level"]
        elif x["seat"] == declarer and cur >= 2 and x["level"] == 2 * cur:
            cur = x["level"]
    return cur


def score(R, o, goals, red, trump, D, taken, marr, talon, doubles, hand, n):
    V, SIL = values(o)
    defs = [s for s in range(n) if s != D]
    net = {s: 0 for s in range(n)}
    lines = []
    R["lines"] = lines

    def pay(a, b, amt, why):
        if amt:
            net[a] -= amt
            net[b] += amt
            lines.append((a, b, amt, why))

    def settle(goal, won, value, target=None):
        # L97-98: each defender pays the declarer / the declarer pays each defender, x contra
        for d in defs:
            m = contra(doubles, target or goal, trump, D, d)
            pay(d, D, value * m, goal) if won else pay(D, d, value * m, goal)

    mult = 2 if red else 1   # L41: “赤の”は点数が倍
    lw, lcards, lseats = R["winners"][-1]
    dt = sum(1 for w, _, _ in R["winners"] if w == D)
    allw, nonew = dt == 10, dt == 0
    dp = fp = dm = fm = 0
    if trump:
        # L68 card points + last trick 10; L43 親が捨てた 2 枚のカードの点は子のもの
        dp = cpts(taken[D]) + (10 if lw == D else 0)
        fp = sum(cpts(taken[d]) for d in defs) + (10 if lw != D else 0) + cpts(talon)
        mp = lambda s: sum(marr.get(s, (0, []))[1])
        dm = mp(D)
        fm = sum(mp(d) for d in defs)
    seven = "7" + trump if trump else None
    s7 = lseats[lcards.index(seven)] if trump and seven in lcards else None
    sil = []
    # L85: ベトリ以外の手で,親が宣言していない目標を親か子が達成したら (silent bonuses; they need trumps)
    silent_ok = bool(trump) and not (goals & DURCH and not o["silent_bonuses_in_durchmarsch"])
    if silent_ok:
        if not goals & {"40-100", "20-100"}:   # L88 黙って 100 (marriages count)
            if dp + dm >= 100:
                sil.append(("silent-100", True))
            elif fp + fm >= 100:
                sil.append(("silent-100", False))
        if not goals & DURCH and not (not o["silent_durchmarsch_with_aces_tens"]
                                      and goals & {"four-aces", "four-tens"}):   # L89, L150
            if allw:
                sil.append(("silent-durchmarsch", True))
            elif nonew:
                sil.append(("silent-durchmarsch", False))
        if o["four_aces"] and o["silent_four_aces"] and "four-aces" not in goals:   # L91
            if sum(rk(c) == "A" for c in taken[D]) == 4:
                sil.append(("silent-four-aces", True))
            elif sum(rk(c) == "A" for d in defs for c in taken[d]) == 4:
                sil.append(("silent-four-aces", False))
    for g in sorted(goals - {"party"}):
        v = V[g]
        if g == "open-durchmarsch":
            # L48 赤でも赤以外でも 24 点; 赤以外が切札のときは 12 点にする人もいます
            # ULTINET_OPEN_28=1: the engine's reading (class C1 of REPORT.md): 4 x the UltiNet 7 (L56 4 倍)
            if ULTINET_OPEN_28 and o["point_table"] == "ultinet":
                v = 28
            if trump and trump != "H" and str(o["open_durchmarsch_trump_points"]) == "12":
                v = 12
        elif trump:
            v *= mult
        if g == "ulti":
            # L44: 10 回目のカード勝負に最低の切札 VII (7) で勝つ
            ok = s7 == D and lw == D
            settle(g, ok, v)
            if not ok:   # L44: ペナルティとして 4 点 (赤の倍は適用,コントラの倍は適用されない)
                for d in defs:
                    pay(D, d, 4 * mult, "ulti-penalty")
        elif g == "40-100":   # L45: 切札のペア 40 点以外のペア点を認めないで 100 点以上
            has = "K" + trump in hand[D] and "Q" + trump in hand[D]
            settle(g, dp + (40 if has else 0) >= 100, v)
        elif g == "20-100":   # L46: 親の 20 ひと組以外のペア点を認めないで 100 点以上
            has = any("K" + x in hand[D] and "Q" + x in hand[D] for x in SUITS if x != trump)
            settle(g, dp + (20 if has else 0) >= 100, v)
        elif g in DURCH:      # L47/48/61-63 全勝する
            settle(g, allw, v)
        elif g in BETLI:      # L58-60 全敗する
            settle(g, nonew, v)
        elif g == "four-aces":  # L52 4 枚の 2 (A) をとる
            settle(g, sum(rk(c) == "A" for c in taken[D]) == 4, v)
        elif g == "four-tens":  # L148
            settle(g, sum(rk(c) == "10" for c in taken[D]) == 4, v)
    if "party" in goals:
        # L43: カード点で子に勝つ.ペアのカード点だけで勝つことは認められず,少なくとも 1 回はカード勝負に勝つ
        won = dp + dm > fp + fm and dt >= 1
        replaced = any(x[0] == "silent-100" for x in sil) or (      # L88 “ゲーム”の点を置き換えます
            o["silent_durchmarsch_scoring"] == "replaces_party" and any(x[0] == "silent-durchmarsch" for x in sil))
        if not replaced:
            settle("party", won, V["party"] * mult)
    if silent_ok and "ulti" not in goals and s7 is not None:
        # L87: 黙ってウルティ.10 回目に VII を出して勝った; 負けたら,その人が他の 2 人に 4 点ずつ払います
        if lw == s7:
            sil.append(("silent-ulti", s7 == D))
        else:
            for x in range(n):
                if x != s7:
                    pay(s7, x, 4 * mult, "silent-ulti")
    for name, side in sil:
        v = SIL[name] * mult
        tgt = "party" if o["silent_bonus_contra"] and name in ("silent-100", "silent-durchmarsch") else "-"
        settle(name, side, v, tgt)
    return net


def check(doc):
    o = resolve_options(doc.get("rules"))
    return [check_deal(d, o, len(doc["players"])) for d in doc["deals"]]


def recorded_nets(doc):
    n = len(doc["players"])
    prev = list((doc.get("start") or {}).get("totals") or [0] * n)
    out = []
    for d in doc["deals"]:
        pays = [e for e in d["events"] if e["type"] == "payment"]
        tots = {e["party"]: e["points"] for e in d["events"] if e["type"] == "total"}
        rec = None
        if pays:
            rec = {s: 0 for s in range(n)}
            for e in pays:
                rec[e["from"]] -= e["amount"]
                rec[e["to"]] += e["amount"]
        if len(tots) == n:
            tn = {s: tots[s] - prev[s] for s in range(n)}
            rec = rec if rec is not None else tn
            prev = [tots[s] for s in range(n)]
        elif rec is not None:
            prev = [prev[s] + rec[s] for s in range(n)]
        out.append(rec)
    return out
