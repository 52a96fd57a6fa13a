"""Independent referee for Ulti, written from the Japanese source only
(/work/shared/seeds/003_bb2f67de7752728b.txt, "ウルティ", 2013-07-29/30).

Line numbers "L<n>" below are lines of that file (1-based, as printed by `cat -n`).
Source quotes are given in the original with my translation.

Covers: play legality (turn order, card in hand, follow / trump / overtake,
the ulti declarer's duty to keep the trump VII), trick winners, card points,
goal success and the per-deal settlement (payments between seats).
Does NOT check: the auction (bid hierarchy, talon handling), marriage truth,
contra legality, penalties for faults (a faulty deal is scored as if legal).
"""
from __future__ import annotations

SUITS = "HDSC"
ULTINET_OPEN_28 = bool(int(__import__("os").environ.get("ULTINET_OPEN_28", "0")))  # see REPORT.md, class C1
# L17: with trumps: 2(A), X(10), K, Q, J, IX, VIII, VII ; without: A, K, Q, J, X, IX, VIII, VII
RANK_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]
RANK_NOTRUMP = ["A", "K", "Q", "J", "10", "9", "8", "7"]

NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}  # L54-63 (切札なしの目標)
DURCH_FAMILY = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}


def rank(card):
    return card[:-1]


def suit(card):
    return card[-1]


def strength(card, trump):
    order = RANK_TRUMP if trump else RANK_NOTRUMP
    return len(order) - order.index(rank(card))


def beats(a, b, led, trump):
    """True if card a beats card b in a trick led with suit `led` (L68: the highest
    trump, or if no trump was played the highest card of the led suit, wins)."""
    if trump:
        if suit(a) == trump and suit(b) != trump:
            return True
        if suit(b) == trump and suit(a) != trump:
            return False
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False  # a neither trumps nor follows b's suit: b stays higher (b is trump or led)


def trick_winner_index(cards, trump):
    led = suit(cards[0])
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], led, trump):
            best = i
    return best


def legal_cards(hand, table, trump, keep_seven=None):
    """L68: 先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければ
    なりません.さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければ
    なりません.  = You must play a card of the led suit if you have one; otherwise a trump if you
    have one. Further, within what this rule allows, if you hold a card that beats the cards already
    on the table you must play it.
    The duty holds in every game (the source does not limit it to trump games).
    L44 (ウルティ): ウルティを宣言した親は,ルールの許す限り,切札の VII (7) を手に持ち続けなければなりません
    = the declarer who bid ulti must keep the trump VII in hand as long as the rules allow."""
    hand = list(hand)
    if not table:
        cand = hand
    else:
        led = suit(table[0])
        follow = [c for c in hand if suit(c) == led]
        if follow:
            cand = follow
        elif trump and [c for c in hand if suit(c) == trump]:
            cand = [c for c in hand if suit(c) == trump]
        else:
            cand = hand
        win = table[trick_winner_index(table, trump)]
        over = [c for c in cand if beats(c, win, led, trump)]
        if over:
            cand = over
    if keep_seven and keep_seven in cand and len(cand) > 1:
        cand = [c for c in cand if c != keep_seven]
    return cand


def why_illegal(hand, table, trump, card, keep):
    """Which duty of L68 / L44 the card breaks (for comparing with the engine's codes)."""
    if table:
        led = suit(table[0])
        if any(suit(c) == led for c in hand) and suit(card) != led:
            return "revoke"
        if trump and not any(suit(c) == led for c in hand) and any(suit(c) == trump for c in hand) \
                and suit(card) != trump:
            return "failure_to_trump"
        if card not in legal_cards(hand, table, trump, None):
            return "failure_to_overtake"
    return "early_trump_seven"


# ---------------------------------------------------------------- values
def goal_values(opts):
    """L43-63 (目標) and L140-150 (UltiNet.hu の点数)."""
    ultinet = opts.get("point_table") == "ultinet"
    v = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6,
         "open-durchmarsch": 24, "four-aces": 4, "four-tens": 9,
         "betli": 5, "rebetli": 10, "open-betli": 20}
    if ultinet:
        v.update({"four-aces": 3, "20-100": 6, "durchmarsch": 7})
    dp = opts.get("durchmarsch_points", "table")
    if dp in (6, 7, "6", "7"):
        v["durchmarsch"] = int(dp)
    v["redurchmarsch"] = 2 * v["durchmarsch"]  # L62: 点数以外の違いはありません (double)
    silent = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3, "silent-four-aces": 2}
    if ultinet:  # L150
        silent.update({"silent-100": 1, "silent-durchmarsch": 4})
    return v, silent


def resolve_options(rules):
    rules = dict(rules or {})
    opts = {}
    if rules.get("preset") == "ultinet":
        opts.update(point_table="ultinet", bid_hierarchy="ultinet", four_aces=True, four_tens=True,
                    trump_durchmarsch_alone=False, silent_durchmarsch_with_aces_tens=False)
    for k, v in rules.items():
        if k != "preset":
            opts[k] = v
    opts.setdefault("silent_bonuses_in_durchmarsch", True)
    opts.setdefault("silent_durchmarsch_with_aces_tens", True)
    opts.setdefault("silent_durchmarsch_scoring", "separate")
    opts.setdefault("silent_bonus_contra", False)
    opts.setdefault("silent_four_aces", False)
    return opts


def card_points(cards):
    # L17 / L68: 2(A) and X(10) are 10 card points each (only when there are trumps)
    return sum(10 for c in cards if rank(c) in ("A", "10"))


# ---------------------------------------------------------------- replay
class DealResult:
    def __init__(self):
        self.problems = []   # (event index, kind, detail)
        self.winners = []    # per trick: seat
        self.net = None      # seat -> units, or None if not scored
        self.trump = None
        self.declarer = None
        self.goals = None


def replay_deal(deal, opts, nplayers=3):
    res = DealResult()
    hands = [list(h) for h in deal["hands"]]
    events = deal["events"]
    declarer = None
    bid = None
    last_discard = {}
    trump = None
    trump_set = False
    notrump_announced = False
    doubles = []
    marriages = {s: 0 for s in range(nplayers)}
    fold = False
    plays = []
    for i, e in enumerate(events):
        t = e["type"]
        if t == "take":
            hands[e["seat"]] += list(e["cards"])
        elif t == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
            last_discard = {"seat": e["seat"], "cards": list(e["cards"])}
        elif t == "bid" and e["bid"] != "pass":
            declarer, bid = e["seat"], e["bid"]
        elif t == "announce":
            for it in e["items"]:
                if it.get("kind") == "trump":
                    trump, trump_set = it["suit"], True
                elif it.get("kind") == "no-trump":
                    notrump_announced = True
        elif t == "double":
            doubles.append(e)
        elif t == "call" and e.get("call") == "fold":
            fold = True
        elif t == "declare":
            for it in e["items"]:
                if it.get("kind") == "marriage":
                    marriages[e["seat"]] += it["points"]
        elif t == "play":
            plays.append((i, e))
    res.declarer = declarer
    if bid is None:
        return res
    goals = set(bid["goals"])
    red = bool(bid.get("red"))
    # L59: レベトリまたは赤のベトリ.10 点 = rebetli or "red betli", 10 points: a red betli IS the rebetli
    if red and "betli" in goals:
        goals = (goals - {"betli"}) | {"rebetli"}
    # L44/L52: "“ゲーム”との組み合わせは,省略して“ウルティ”(“2 (A) 4 枚”)といいます"
    # = ulti (four aces) combined with the party is called just "ulti" ("four aces").
    if goals and goals <= {"ulti", "four-aces", "four-tens"}:
        goals.add("party")
    res.goals = goals
    trump_game = True
    if goals & NO_TRUMP_GOALS:
        trump_game = False
    elif goals <= DURCH_FAMILY:
        # a lone durchmarsch: with trumps only if a trump is named or the bid says so
        if notrump_announced:
            trump_game = False
        elif trump_set:
            trump_game = True
        elif bid.get("trumps") is True or (red and bid.get("trumps") is not False):
            trump_game = True
        else:
            trump_game = False
    if trump_game and not trump_set:
        trump = "H"  # L29: 親は,赤以外を切札にする場合,切札にする印を言います (hearts unless named)
    if not trump_game:
        trump = None
    res.trump = trump
    # ------------------------------------------------ play
    seven = ("7" + trump) if (trump and "ulti" in goals) else None
    start_hands = [list(h) for h in hands]
    table, table_seats = [], []
    leader = declarer  # L68: 1 回目は親が ... 先手になります
    taken = {s: [] for s in range(nplayers)}
    for n, (i, e) in enumerate(plays):
        seat, card = e["seat"], e["card"]
        expect = (leader + len(table)) % nplayers  # counter-clockwise = next seat
        if seat != expect:
            res.problems.append((i, "turn", f"seat {seat} played, expected {expect}"))
        if card not in hands[seat]:
            res.problems.append((i, "not_in_hand", card))
        else:
            keep = seven if seat == declarer and seven in hands[seat] else None
            legal = legal_cards(hands[seat], table, trump, keep)
            if card not in legal:
                res.problems.append((i, "illegal", {"card": card, "legal": legal,
                                                    "why": why_illegal(hands[seat], table, trump, card, keep)}))
            hands[seat].remove(card)
        table.append(card)
        table_seats.append(seat)
        if len(table) == nplayers:
            w = table_seats[trick_winner_index(table, trump)]
            res.winners.append((w, list(table), list(table_seats)))
            taken[w] += table
            leader = w
            table, table_seats = [], []
    # ------------------------------------------------ score
    if fold:
        # L31: 親は,2 人の子に 2 点ずつ渡します (the folding declarer gives each defender 2)
        net = {s: 0 for s in range(nplayers)}
        for d in range(nplayers):
            if d != declarer:
                net[d] += 2
                net[declarer] -= 2
        res.net = net
        return res
    if len(res.winners) != 10:
        return res
    res.net = score(res, opts, goals, red, trump, declarer, taken, marriages, last_discard,
                    doubles, start_hands, nplayers)
    return res


def contra_level(doubles, target, trump, declarer, defender):
    """L78: これらを言うたびに...倍になります.この倍は,切札ありの場合,どちらの子が言っても両方の子と
    親の間に,切札なしの場合,言った子と親の間の点数授受に適用されます.
    = each call doubles that goal; with trumps it applies between the declarer and both
    defenders whoever called it; without trumps only between the calling defender and the declarer."""
    ds = [d for d in doubles if d["target"] == target]
    if not ds:
        return 1
    if trump:
        return max(d["level"] for d in ds)
    cur = 1
    for d in ds:
        if d["seat"] == defender and d["level"] > cur:
            cur = d["level"]
        elif d["seat"] == declarer and cur >= 2 and d["level"] == 2 * cur:
            cur = d["level"]  # the declarer's call answers the chain standing one level below it
        elif d["seat"] not in (defender, declarer) and cur >= 2 and d["level"] > cur:
            pass  # the other defender's chain
    return cur


def score(res, opts, goals, red, trump, declarer, taken, marriages, last_discard, doubles,
          start_hands, n):
    vals, silent = goal_values(opts)
    defenders = [s for s in range(n) if s != declarer]
    net = {s: 0 for s in range(n)}
    res.lines = []
    last_w, last_cards, last_seats = res.winners[-1]

    def pay(frm, to, amt, why):
        if amt:
            net[frm] -= amt
            net[to] += amt
            res.lines.append((frm, to, amt, why))

    def settle(goal, won, value, contra_target=None):
        for d in defenders:
            m = contra_level(doubles, contra_target or goal, trump, declarer, d)
            if won:
                pay(d, declarer, value * m, goal)
            else:
                pay(declarer, d, value * m, goal)

    redmul = 2 if red else 1
    decl_tricks = [w for w, _, _ in res.winners if w == declarer]
    # card points (L17, L68): A/10 = 10, last trick 10; L43: 親が捨てた 2 枚のカードの点は子のもの
    if trump:
        dp = card_points(taken[declarer]) + (10 if last_w == declarer else 0)
        fp = sum(card_points(taken[d]) for d in defenders) + (10 if last_w != declarer else 0)
        fp += card_points(last_discard.get("cards", [])) if last_discard.get("seat") == declarer else 0
        dm = marriages[declarer]
        fm = sum(marriages[d] for d in defenders)
    all_won = len(decl_tricks) == 10
    none_won = len(decl_tricks) == 0
    # L44: ウルティ = win the 10th trick with the lowest trump VII
    seven = ("7" + trump) if trump else None
    last_seven_seat = None
    if trump and seven in last_cards:
        last_seven_seat = last_seats[last_cards.index(seven)]
    ulti_ok = last_seven_seat == declarer and last_w == declarer
    party_paid_by_silent = False
    silent_ok = bool(trump)  # L85: ベトリ以外の手で (silent bonuses need card points / trumps)
    if goals & DURCH_FAMILY and not opts["silent_bonuses_in_durchmarsch"]:
        silent_ok = False
    sil = []  # (name, side_is_declarer, value, contra_target)
    if silent_ok:
        # L88 黙って 100: 100 card points incl. any number of 20/40; replaces the party
        if not goals & {"40-100", "20-100"}:
            if dp + dm >= 100:
                sil.append(("silent-100", True))
            elif fp + fm >= 100:
                sil.append(("silent-100", False))
        # L89 黙ってドゥルヒマルシュ: all tricks
        if not goals & DURCH_FAMILY and not (
                not opts["silent_durchmarsch_with_aces_tens"] and goals & {"four-aces", "four-tens"}):
            if all_won:
                sil.append(("silent-durchmarsch", True))
            elif none_won:
                sil.append(("silent-durchmarsch", False))
        # L91 黙って 2(A) 4 枚
        if opts.get("four_aces") and opts.get("silent_four_aces") and "four-aces" not in goals:
            for side in (True, False):
                cards = taken[declarer] if side else sum((taken[d] for d in defenders), [])
                if sum(1 for c in cards if rank(c) == "A") == 4:
                    sil.append(("silent-four-aces", side))
    # goals -----------------------------------------------------------
    for g in sorted(goals):
        if g == "party":
            continue
        v = vals[g]
        if g == "open-durchmarsch":
            # L48/L63: 赤でも赤以外でも 24 点.  The UltiNet list (L141-148) gives no open durchmarsch;
            # ULTINET_OPEN_28 is the engine's reading (4 x the UltiNet durchmarsch 7, after L56 "4 倍").
            if ULTINET_OPEN_28 and opts.get("point_table") == "ultinet":
                v = 28
            if trump and trump != "H" and opts.get("open_durchmarsch_trump_points") in (12, "12"):
                v = 12
        elif trump:
            v *= redmul
        if g == "ulti":
            settle("ulti", ulti_ok, v)
            if not ulti_ok:
                # L44: 失敗した場合,この 4 点の他にペナルティとして 4 点 (赤の倍は適用,コントラは適用されない)
                for d in defenders:
                    pay(declarer, d, 4 * redmul, "ulti-penalty")
        elif g == "40-100":
            hold40 = any(("K" + trump) in start_hands[declarer] and ("Q" + trump) in start_hands[declarer]
                         for _ in [0])
            settle(g, dp + (40 if hold40 else 0) >= 100, v)
        elif g == "20-100":
            hold20 = any(("K" + s) in start_hands[declarer] and ("Q" + s) in start_hands[declarer]
                         for s in SUITS if s != trump)
            settle(g, dp + (20 if hold20 else 0) >= 100, v)
        elif g in DURCH_FAMILY:
            settle(g, all_won, v)
        elif g in ("betli", "rebetli", "open-betli"):
            settle(g, none_won, v)
        elif g == "four-aces":
            settle(g, sum(1 for c in taken[declarer] if rank(c) == "A") == 4, v)
        elif g == "four-tens":
            settle(g, sum(1 for c in taken[declarer] if rank(c) == "10") == 4, v)
    if "party" in goals:
        # L43: カード点で子に勝つ; at least one trick
        won = (dp + dm > fp + fm) and len(decl_tricks) >= 1
        replaced = any(s[0] == "silent-100" for s in sil) or (
            opts["silent_durchmarsch_scoring"] == "replaces_party"
            and any(s[0] == "silent-durchmarsch" for s in sil))
        if not replaced:
            settle("party", won, vals["party"] * redmul)
    # silent ulti (L87): whoever plays the trump VII to the 10th trick
    if silent_ok and "ulti" not in goals and last_seven_seat is not None:
        s7 = last_seven_seat
        if last_w == s7:
            sil.append(("silent-ulti", s7 == declarer))
        else:
            # 10 回目に VII を出して負けたら,その人が他の 2 人に対して 1 人あたり 4 点を払います
            for o in range(n):
                if o != s7:
                    pay(s7, o, 4 * redmul, "silent-ulti")
    for name, side in sil:
        v = silent[name] * redmul
        ct = "party" if opts["silent_bonus_contra"] and name in ("silent-100", "silent-durchmarsch") else "__none__"
        if opts["silent_durchmarsch_scoring"] == "replaces_party" and name == "silent-durchmarsch" \
                and "party" in goals:
            pass
        settle_side = side
        for d in defenders:
            m = contra_level(doubles, ct, trump, declarer, d)
            if settle_side:
                pay(d, declarer, v * m, name)
            else:
                pay(declarer, d, v * m, name)
    return net


def replay(doc):
    opts = resolve_options(doc.get("rules"))
    n = len(doc["players"])
    return [replay_deal(d, opts, n) for d in doc["deals"]]


def recorded_nets(doc):
    """Per deal: net units per seat from payment events, or from running totals; None if absent."""
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
        if tots and len(tots) == n:
            tn = {s: tots[s] - prev[s] for s in range(n)}
            if rec is None:
                rec = tn
            prev = [tots[s] for s in range(n)]
        elif rec is not None:
            prev = [prev[s] + rec[s] for s in range(n)]
        out.append(rec)
    return out
