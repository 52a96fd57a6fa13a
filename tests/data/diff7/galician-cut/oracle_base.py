"""Differential audit 4 (faults and what follows them).  Base: the audit-2 referee (money, auction,
buying, announcements; tests/data/diff2/galician/oracle.py, itself written from the source), re-read
against the source for the renonce paths and extended with: card play legality (§5, §23 revoke), the
take-back rule (§24, take_back), the pagat released under an announced ultimo (§6), and the
settlement of a HELPER's renonce (§23, helper_renonce_pays).  See analyse_plays() below.

Independent referee for Galician Tarok (Szczepanski, 42 cards): auction, buying, laying away,
announcements, contra chain, game value, premiums, payments and the pool.

Written from /work/shared/seeds/002_d58cf04b7f012795.txt alone (line numbers "Lnn" below cite it,
with the Polish words quoted) plus the public transcript format and the event vocabulary of the
digest's "Rule options", "Annotation codes" and "Example" sections.  Card play (follow rules,
trick winners) was audited before; here tricks are only replayed to know who took which cards.

check(doc) -> list of per-deal dicts:
    {"illegal": {event_index: reason}, "net": {party: amount}, "recorded": {party: amount} | None,
     "payments": [(from, to, amount, reason)], "info": {...}}
"""
from __future__ import annotations

# ---- cards ---------------------------------------------------------------------------------
# L31 "Talia składa się z 22 taroków i 20 farb."  L33 skiz highest, I (pagat) .. XXI (mond).
# L35 "Pagat, mond i skiz liczą każdy po 5 punktów – każdy tarok 1 punkt."
# L43 "król, liczy 5 punktów; dama, 4 punkty; kabal, 3 punkty, chłopiec, 2 punkty i dziesiątka lub as, 1 punkt."
SUIT_PTS = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}


def norm(c):
    c = c.upper()
    return "SKIZ" if c in ("SKIZ", "FOOL") else c


def is_tarock(c):
    return c == "SKIZ" or (c.startswith("T") and c[1:].isdigit())


def tval(c):  # trump rank
    return 22 if c == "SKIZ" else int(c[1:])


def points(c):
    if is_tarock(c):
        return 5 if c in ("SKIZ", "T21", "T1") else 1
    return SUIT_PTS[c[:-1]]


def suit(c):
    return "T" if is_tarock(c) else c[-1]


SUIT_RANK = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}


def beats(a, b, led):
    """does card a beat card b (b currently winning) -- L37 higher beats lower, tarock beats suit"""
    if is_tarock(a) and is_tarock(b):
        return tval(a) > tval(b)
    if is_tarock(a):
        return True
    if is_tarock(b):
        return False
    return suit(a) == suit(b) and SUIT_RANK[a[:-1]] > SUIT_RANK[b[:-1]]


# ---- the auction -----------------------------------------------------------------------------
# L49 (§10): the forehand ("ręka") opens with pass or a game; "Każdy z następnych graczy albo
# zgadza się, albo deklaruje wyższą grę" -- each next player agrees or declares a HIGHER game; the
# earlier bidder may say "sam" (hold) to the same game: three ("trójka") -> spód (bottom) -> sam ->
# wierzch (top) -> sam; then dwójka, jedynka, solo above.  The game held fixes how many times he has
# bought at least ("ile razy kupił", L63): three = 1st, bottom = 2nd, top = 3rd three.
LEVEL = {"three": 1, "bottom": 2, "top": 3, "two": 4, "one": 5, "solo": 6}
CONTRACT = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}
BASE_PURCHASE = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
# L67 (§18): "przy trójce mnoży się ... przez 3 i dodaje się 30; przy dwójce ... 4, ... 40; przy
# jedynce 5 i 50; przy solo 6 i 60.  Volat liczy 300 ... 400 ... 500 ... 600"
MULT = {"three": 3, "two": 4, "one": 5, "solo": 6}
GROUP = {"three": 3, "two": 2, "one": 1, "solo": 0}   # cards bought (L47 six-card talon)
PASSES = ("pass", "pass_volat")
DEFEND = {"required": False}   # set per document by check()


def seats_of(doc, deal):
    n = len(doc["players"])
    d = deal["dealer"]
    hands = deal.get("hands") or [None] * n
    king = d if n >= 4 else None          # L45 at four the dealer ("król") does not play
    sitter = None
    if n == 5:                              # L45 at five one sits out a round
        empty = [i for i, h in enumerate(hands) if h is not None and len(h) == 0 and i != d]
        sitter = empty[0] if empty else None
    active = []
    s = (d + 1) % n
    while len(active) < 3 and len(active) < n:
        if s != king and s != sitter:
            active.append(s)
        s = (s + 1) % n
    return active, king, sitter             # active[0] is the forehand ("ręka")


def run_auction(bids, active, hands, illegal):
    """bids: list of (event_index, seat, bid).  Returns (player, bid_name) or (None, None)."""
    order = list(active)
    prio = {s: i for i, s in enumerate(order)}
    passed = set()
    level, holder, name = 0, None, None
    spoken = set()
    tape_open = False
    first_calls = {}
    turn = 0  # index into order

    def next_turn(t):
        for k in range(1, 4):
            s = order[(t + k) % 3]
            if s not in passed:
                return (t + k) % 3
        return None

    finished = False
    for idx, seat, bid in bids:
        if finished:
            illegal[idx] = "bid after the auction ended"
            continue
        if seat != order[turn]:
            illegal[idx] = "out_of_turn"
            # resynchronise on the seat that spoke
            if seat in prio and seat not in passed:
                turn = prio[seat]
            else:
                continue
        first = seat not in spoken
        spoken.add(seat)
        first_calls.setdefault(seat, bid)
        if bid in PASSES:
            # L87 (§28) "Mając pagata ... nie wolno deklarować: passe volat"
            if bid == "pass_volat" and hands is not None and "T1" in hands[seat]:
                illegal[idx] = "pass_volat holding the pagat"
            # L87 "Jeżeli ręka powie: passe volat, to trzeci z kolei może bronić żydka; ... takie
            # bronienie żydka obowiązującym nie jest i bywa zależnym od umowy" (defend_pool
            # required: the third, unless he holds the pagat -- then "żydka bronić nie ma potrzeby")
            if (DEFEND["required"] and seat == order[2] and first and first_calls.get(order[0]) == "pass_volat"
                    and level > 0 and hands is not None and "T1" not in hands[seat]):
                illegal[idx] = "third did not defend the pool"
            passed.add(seat)
        elif bid == "tape":
            # L87 (§28) "jeżeli ręka ... deklaruje: tape" -- the forehand's reserving first call
            if not (seat == order[0] and first and level == 0):
                illegal[idx] = "tape by other than the forehand's first call"
            tape_open = True
        elif bid == "hold" or (bid == name and bid in LEVEL):
            # L49 "Jeżeli pierwszy powie sam" -- only an earlier bidder holds the same game
            if holder is None or prio[seat] >= prio[holder]:
                illegal[idx] = "hold without priority"
            else:
                holder = seat
        elif bid in LEVEL:
            lv = LEVEL[bid]
            # L49 "deklaruje wyższą grę": strictly higher, or equal only with priority (= hold)
            if lv < level or (lv == level and (holder is None or prio[seat] >= prio[holder])):
                illegal[idx] = "bid not higher"
            elif lv == level:
                holder = seat
            else:
                level, holder, name = lv, seat, bid
        else:
            illegal[idx] = "unknown bid"
        live = [s for s in order if s not in passed]
        if not live:
            finished = True
            break
        if len(live) == 1 and holder is not None and live[0] == holder:
            finished = True
            continue
        nt = next_turn(turn)
        if nt is None:
            finished = True
            continue
        turn = nt
    if holder is None:
        return None, None, finished
    return holder, name, finished


def check(doc):
    rules = dict(doc.get("rules") or {})
    preset = rules.get("preset", "standard")
    opt = {"contra_symmetric": False, "tarocks_paid": "always", "pool": True, "pool_stake": 10,
           "pool_win_percent": 10, "pool_pass_fee": 5, "pool_dealer_fee": 0, "contra_on_pool": False}
    if preset == "common_usage":
        opt.update(contra_symmetric=True, pool_dealer_fee=1)
    opt.update({k: v for k, v in rules.items() if k != "preset"})
    DEFEND["required"] = opt.get("defend_pool") == "required" and opt["pool"]   # no pool, nothing to defend
    n = len(doc["players"])
    pool = float(((doc.get("start") or {}).get("pools") or {}).get("pool", 0) or 0)
    out = []
    restake = pool <= 1e-9
    for deal in doc["deals"]:
        res = check_deal(doc, deal, opt, pool, n, restake)
        pool = res["pool_after"]
        restake = res["info"].get("pool_won", False)
        out.append(res)
    return out


def check_deal(doc, deal, opt, pool_before, n, restake):
    illegal = {}
    info = {"pool_before": pool_before, "restake": restake}
    ev = deal["events"]
    hands = [[norm(c) for c in h] for h in deal["hands"]] if deal.get("hands") else None
    talon = [norm(c) for c in deal.get("talon") or []]
    active, king, sitter = seats_of(doc, deal)
    info.update(active=active, king=king, sitter=sitter)
    pays = []

    def pay(a, b, amt, why):
        if amt:
            pays.append((a, b, round(amt, 6), why))

    # pool stake / dealer fee -- L85 (§27) "Do żydka wkłada każdy w grze udział biorący pewną
    # kwotę" ; "każdy karty rozdzielający wkłada pewną kwotę do żydka" (pool_dealer_fee)
    pool = pool_before
    participants = [s for s in range(n) if s != sitter]
    if opt["pool"]:
        # when: at the start, and again once the pool has been won (the text gives no time:
        # the engine's reading, adopted -- see REPORT)
        if restake and opt["pool_stake"]:
            for s in participants:
                pay(s, "pool", opt["pool_stake"], "pool_stake")
                pool += opt["pool_stake"]
        if opt["pool_dealer_fee"]:
            pay(deal["dealer"], "pool", opt["pool_dealer_fee"], "pool_deal")
            pool += opt["pool_dealer_fee"]

    bids = [(i, e["seat"], e["bid"]) for i, e in enumerate(ev) if e["type"] == "bid"]
    player, bidname, auction_done = run_auction(bids, active, hands, illegal)
    info.update(player=player, bid=bidname, auction_done=auction_done, pool_after_fees=pool)
    if player is None:
        # L85 "W razie, gdy wszyscy trzej grający powiedzą: passe, składa każdy pewną daninę żydkowi"
        if opt["pool"] and opt["pool_pass_fee"]:
            for s in active:
                pay(s, "pool", opt["pool_pass_fee"], "pool_pass")
                pool += opt["pool_pass_fee"]
        return finish(deal, pays, illegal, info, pool)
    contract = CONTRACT[bidname]
    helpers = [s for s in active if s != player]
    payers = helpers + ([king] if king is not None else [])   # L71 "każdemu z pomagających i królowi"

    # ---- buying: L47 talon of 6; L49 three: 1st three, spód, wierzch, 4th, 5th ... ----
    hand = list(hands[player]) if hands else None
    purchase = BASE_PURCHASE[bidname]
    g = GROUP[contract]
    bought, laid = [], []
    forfeit = None
    rejects = 0
    ng = len(talon) // g if g else 0
    for i, e in enumerate(ev):
        t = e["type"]
        if t == "call" and e.get("call") == "reject":
            if e["seat"] != player or contract == "solo":
                illegal[i] = "reject by non-player"
            elif rejects >= ng:
                # L49 "może obejrzeć czwartą i wrócić się do piątej trójki": once every packet has
                # been seen the next step is the return -- no further refusal
                illegal[i] = "reject after the return"
            else:
                rejects += 1
                purchase += 1
        elif t == "take":
            cards = [norm(c) for c in e["cards"]]
            if e["seat"] != player or contract == "solo":
                illegal[i] = "take by non-player / in solo"
                continue
            first = (BASE_PURCHASE[bidname] - 1) % ng
            if rejects < ng:     # packets shown in order from the one the game names (L49)
                grp = (first + rejects) % ng
                ok = [grp]
            else:                # the return ("wrócić się"): to a packet refused before the last one
                last = (first + ng - 1) % ng
                ok = [k for k in range(ng) if k != last]
            want = [talon[k * g:(k + 1) * g] for k in ok]
            if not any(sorted(cards) == sorted(w) for w in want):
                illegal[i] = "take: wrong cards %s for purchase %d (expected %s)" % (cards, purchase, want)
            bought = cards
            if hand is not None:
                hand += cards
        elif t == "discard":
            cards = [norm(c) for c in e["cards"]]
            if e["seat"] != player:
                illegal[i] = "discard by non-player"
                continue
            laid = cards
            # L53 (§12) "jeżeli złoży więcej lub mniej kart, aniżeli ich kupił ... bezwarunkowo grę przegrał"
            if len(cards) != len(bought):
                illegal[i] = "discard count"
                forfeit = forfeit or "discard_count"
            # L55 (§13) "Króla złożyć nie wolno"
            if any(c.startswith("K") for c in cards):
                illegal[i] = "king laid away"
                forfeit = forfeit or "king"
            if hand is not None:
                if any(c not in hand for c in cards):
                    illegal[i] = "discard card not in hand"
                for c in cards:
                    if c in hand:
                        hand.remove(c)
            info["shown"] = bool(e.get("shown"))
            info["discard_event"] = i
    info.update(purchase=purchase, contract=contract)

    # ---- announcements (L51 §11) and contra (L65 §17) ----
    announced = {}      # seat -> list of items
    contra = {}         # (owner, target) -> level
    contra_by = {}
    ann_seen = set()
    bad_count = {}
    first_play = next((i for i, e in enumerate(ev) if e["type"] == "play"), len(ev))
    for i, e in enumerate(ev):
        t = e["type"]
        if t in ("announce", "double") and i > first_play:
            # L51 announcements, then contra, "i gra się rozpoczyna" -- all before the first card
            # (L41 ultimo "przed początkiem gry")
            illegal[i] = "%s after play began" % t
            continue
        if t == "announce":
            s = e["seat"]
            if s in ann_seen:
                illegal[i] = "second announcement"   # L81 (§25) no changes
            ann_seen.add(s)
            if s not in active:
                illegal[i] = "announcement by non-playing seat"
                continue
            if s != player and player not in ann_seen:
                illegal[i] = "helper announces before the player"   # L51 player first
            for it in e["items"]:
                k = it.get("kind")
                own = player_hand_after(hands, s, player, hand)
                if k == "pagat_ultimo":
                    # L85 "Ultimo liczy się tylko graczowi"
                    if s != player:
                        illegal[i] = "ultimo by helper"
                elif k == "tarocks":
                    # L71 (§20) "Posiadający w ręku 10, 11 lub 12 taroków, może je zapowiedzieć"
                    # L73 (§21) a wrong count loses the game outright
                    c = it.get("count")
                    if c not in (10, 11, 12):
                        illegal[i] = "tarock count not 10/11/12"
                    elif own is not None:
                        have = sum(1 for x in own if is_tarock(x))
                        if have != c and not (c == 12 and have > 12):
                            illegal[i] = "wrong tarock count (holds %d)" % have
                            bad_count[s] = True
                            if s == player:
                                forfeit = forfeit or "tarock_count"
                elif k == "volat":
                    if s != player:
                        illegal[i] = "volat by helper"
                elif k in ("trull", "four_kings"):
                    pass
                else:
                    illegal[i] = "unknown item"
            announced.setdefault(s, []).extend(e["items"])
        elif t == "double":
            s, tg, lv = e["seat"], e["target"], e["level"]
            # L65 (§17) helpers give contra (2); player recontra (4); helpers supracontra (8)
            owner = player
            items = [it["kind"] for it in announced.get(player, [])]
            if tg != "game" and tg not in items:
                # a helper's own announcement: doubled by the player
                hs = [h for h in helpers if tg in [it["kind"] for it in announced.get(h, [])]]
                if hs:
                    owner = hs[0]
                else:
                    illegal[i] = "double on something not announced"
                    continue
            cur = contra.get((owner, tg), 1)
            if lv == cur and lv == 2 and s in helpers and contra_by.get((owner, tg)) not in (None, s):
                continue   # the other helper's contra again: a no-op (each helper "może dać", L65)
            side_owner = (s == player) if owner == player else (s in helpers)
            if lv != cur * 2 or lv > 8:
                illegal[i] = "double level %s after %s" % (lv, cur)
            elif (lv == 4) != side_owner or s not in active:
                illegal[i] = "double by the wrong side"
            else:
                contra[(owner, tg)] = lv
                if lv == 2:
                    contra_by[(owner, tg)] = s
    # §22 L75: tarock laid away by a seat announcing tarocks must be shown
    if laid and any(is_tarock(c) for c in laid) and any(it.get("kind") == "tarocks" for it in announced.get(player, [])):
        if not info.get("shown"):
            # the fault is announcing tarocks while silent about the tarock laid away ("zamilczy")
            ai = [i for i, e in enumerate(ev) if e["type"] == "announce" and e["seat"] == player][0]
            illegal[ai] = "tarock laid away not shown"
            forfeit = forfeit or "concealed"
    info.update(announced=announced, contra={"%s:%s" % k: v for k, v in contra.items()}, forfeit=forfeit)

    # ---- card play: take-backs, revokes, pagat released (new in audit 4) ----
    ult_announced = "pagat_ultimo" in [it.get("kind") for it in announced.get(player, [])]
    plays, renonce = analyse_plays(ev, hands, hand, player, active, opt, ult_announced, illegal, info)
    helper_forfeit = None
    if renonce is not None:
        rseat, rev = renonce
        if rseat == player:
            forfeit = forfeit or "revoke"
        elif forfeit is None:
            helper_forfeit = rseat
    info.update(forfeit=forfeit, helper_forfeit=helper_forfeit, renonce=renonce)
    # ---- tricks (only to know who took what) ----
    tricks = []
    for k in range(0, len(plays) - len(plays) % 3, 3):
        tr = plays[k:k + 3]
        led = suit(tr[0][1])
        w = 0
        for j in (1, 2):
            if beats(tr[j][1], tr[w][1], led):
                w = j
        tricks.append((tr[w][0], [c for _, c in tr]))
    complete = len(tricks) == 12
    # diff7: expose the state the cut-deal referee needs
    info.update(hand_after=list(hand) if hand is not None else None, bought=list(bought), laid=list(laid),
                tricks=tricks, plays=plays, payers=list(payers), helpers=list(helpers),
                pool_in_deal=pool, contra_raw=dict(contra), bad_count=dict(bad_count), complete=complete)
    pl_cards = list(laid) if contract != "solo" else []
    he_cards = list(talon) if contract == "solo" else [c for c in talon if c not in bought]
    for w, cs in tricks:
        (pl_cards if w == player else he_cards).extend(cs)

    def pts(cs):  # L57 (§14) groups of three, minus 2 each; a pile of 3t+1 / 3t+2 cards (two, one:
        # the laid-away cards) is not covered by the text -- 2/3 point per card, rounded (see REPORT)
        return sum(points(c) for c in cs) - round(2 * len(cs) / 3)
    ppts = pts(pl_cards)
    info["points"] = ppts
    m = MULT[contract]
    # L67 (§18): "Jeżeli gracz tylko 33 punkty zdobył, wtedy grę przegrał"
    won = ppts > 33 and forfeit is None
    d = abs(ppts - 33)
    value = d * m + 10 * m
    volat_made = complete and all(w == player for w, _ in tricks)
    pann = [it.get("kind") for it in announced.get(player, [])]
    info["volat_made"] = volat_made
    if volat_made:
        # L67 "Volat liczy 300 ... Zapowiedziany volat liczy podwójnie"
        value = 100 * m * (2 if "volat" in pann else 1)
        won = forfeit is None
    cg = contra.get((player, "game"), 1)
    if forfeit and (ppts > 33 or volat_made):
        # L53 (§12) / L77 (§23): "Zwykle gracz przy wygranej grze przegrywa tylko konsolacją (§ 18)"
        # -- the consolation = a game lost at 33 points (d = 0): 10·m; option consolation:
        # as_lost_game (times purchase and contra) or single
        value = 10 * m
        gv = value * purchase * cg if opt.get("consolation", "as_lost_game") == "as_lost_game" else value
    elif won:
        # L65: contra doubles a won game; recontra/supracontra "zawsze tylko w razie, gdy gracz przegra"
        gv = value * min(cg, 2)
        if opt["contra_symmetric"] and cg > 1:
            # L65 "Często jest w użyciu, że przy contrze ... tę samą sumę otrzymuje przy wygranej, jaką płaci przy przegranej"
            gv = value * cg * purchase
    else:
        # L63 "płaci przy przegranej tyle razy, ile razy kupił"; L65 contra "podwójnie"
        gv = value * purchase * cg
    if helper_forfeit is not None:
        # L77 (§23) "Kto zagraną farbę przebije tarokiem, pomimo, że w kartach posiada farbę tego
        # samego gatunku, ten bezwarunkowo przegrywa grę" -- the helpers' side loses the game: the
        # player wins it; on points he gets the game he made, at or under 33 the consolation
        # (L67 "33 punkty ... konsolację"), i.e. the 33-point game 10·m (mirror of L53).  A win is
        # paid singly (L63), contra doubles it (L65).
        won = True
        value = value if (ppts > 33 or volat_made) else 10 * m
        gv = value * min(cg, 2)
        if opt["contra_symmetric"] and cg > 1:
            gv = value * cg * purchase
    info["won"], info["game_value"] = won, gv
    if helper_forfeit is not None and opt.get("helper_renonce_pays", "side") == "offender":
        # helper_renonce_pays offender (the project's option for "zależy od umowy", L77): the
        # offending helper pays the game for every payer
        pay(helper_forfeit, player, gv * len(payers), "game")
    else:
        for s in payers:
            if won:
                pay(s, player, gv, "game")
            else:
                pay(player, s, gv, "game")

    # ---- premiums ----
    def unheld(kind, owner=None):
        # L73 (§21) "walor, którego w kartach nie posiada": the OWNER's cards (audit 4: was always
        # the player's hand, wrong for a helper's announcement)
        owner = player if owner is None else owner
        h = (hand if owner == player else (hands[owner] if hands else None)) or []
        if kind == "trull":
            return not all(c in h for c in ("SKIZ", "T21", "T1"))
        if kind == "four_kings":
            return not all(c in h for c in ("KH", "KD", "KS", "KC"))
        if kind == "pagat_ultimo":
            return "T1" not in h
        if kind == "tarocks":
            return bool(bad_count.get(owner))
        return False

    def settle(owner, kind, amount, made, announced_=True):
        lv = contra.get((owner, kind), 1)
        if (forfeit and owner == player) or (helper_forfeit is not None and owner != player):
            # L53 "Na korzyść gracza nigdy się one w tym razie nie liczą, bywa jednak i tak, że
            # gracz, jeżeli źle złoży, to płaci wszystko co zapowiedział"; L77 (§23) likewise
            if not announced_:
                if opt.get("renonce_silent_premiums", "not_counted") == "not_counted":
                    return
            elif opt.get("renonce_premiums", "not_counted") == "not_counted":
                # not counted -- except L73 (§21): a premium announced "którego w kartach nie
                # posiada" (trull not complete, ultimo without the pagat, a wrong tarock count)
                # "oczywiście płaci wartość tego waloru"
                if made or not unheld(kind, owner):
                    return
            else:
                made = False
        # L65 (§17) as for the game: what the PLAYER receives is doubled by contra only; recontra
        # and supracontra count "zawsze tylko w razie, gdy gracz przegra" (unless contra_symmetric)
        player_gets = made if owner == player else not made
        amt = amount * (min(lv, 2) if player_gets and not opt["contra_symmetric"] else lv)
        if owner == player:
            for s in payers:
                if made:
                    pay(s, player, amt, kind)
                else:
                    pay(player, s, amt, kind)
        else:
            if made:
                for s in payers:
                    pay(player, s, amt, kind)
            else:
                for s in payers:
                    pay(s, player, amt, kind)

    # trull L61 (§15): 50, announced 100, "tylko wtedy, gdy się go zgromadzi razem w lewach";
    # announced and not made pays the same
    for kind, cards, base in (("trull", ("SKIZ", "T21", "T1"), 50),
                              ("four_kings", ("KH", "KD", "KS", "KC"), 100)):   # L69 (§19) 100 / 200
        if not complete:
            break
        ann_by = [s for s in active if kind in [it.get("kind") for it in announced.get(s, [])]]
        # "zgromadzi razem w lewach" / "w lewach": in TRICKS (not the laid-away or unbought talon)
        pl_tr = [c for w, cs in tricks if w == player for c in cs]
        he_tr = [c for w, cs in tricks if w != player for c in cs]
        have_pl = all(c in pl_tr for c in cards)
        have_he = all(c in he_tr for c in cards)
        if ann_by:
            # both sides announcing it: ONE stake, settled once (audit-2 reading, matches engine/sim)
            o = ann_by[0]
            made = have_pl if o == player else have_he
            settle(o, kind, 2 * base, made)
        elif have_pl:
            settle(player, kind, base, True, False)
        elif have_he:
            settle(helpers[0], kind, base, True, False)
    # tarocks L71 (§20): 50/100/150 "bezwarunkowo" or (tarocks_paid if_game_won) only if game won,
    # "przy przegranej płaci i premię"
    for s in active:
        for it in announced.get(s, []):
            if it.get("kind") == "tarocks" and it.get("count") in (10, 11, 12):
                base = {10: 50, 11: 100, 12: 150}[it["count"]]
                made = not (s == player and forfeit == "tarock_count" and bad_count.get(s))
                if opt["tarocks_paid"] == "if_game_won" and made:
                    made = won if s == player else not won
                settle(s, "tarocks", base, made)
    # ultimo L41 (§6): last trick by the pagat: 50, announced 100; announced and not made pays
    ult_ann = "pagat_ultimo" in pann
    ult_made = False
    if complete:
        w, cs = tricks[-1]
        pl_last = [c for (s, c) in plays[-3:] if s == player]
        ult_made = w == player and pl_last == ["T1"]
    info.update(ultimo_made=ult_made, ultimo_announced=ult_ann)
    if ult_ann:
        settle(player, "pagat_ultimo", 100, ult_made)
    elif ult_made:
        settle(player, "pagat_ultimo", 50, True, False)
    # volat announced and not made: L67 "Zapowiedziany volat liczy podwójnie"
    if "volat" in pann and not volat_made:
        settle(player, "volat", 200 * m, False)

    # ---- pool L85 (§27) ----
    # L85 (§27a) the ultimo announcer's renonce and the pool: "musi być osobną umową" -- renonce_pool:
    # paid (he pays the pool), untouched, with_ultimo (the pool goes as the ultimo is settled)
    rp = opt.get("renonce_pool", "with_ultimo")
    pool_moves = ult_ann
    if forfeit and ult_ann:
        if rp == "paid":
            ult_made = False
        elif rp == "untouched":
            pool_moves = False
        elif opt.get("renonce_premiums", "not_counted") == "all_paid":
            ult_made = False
        elif ult_made or not unheld("pagat_ultimo"):
            pool_moves = False
    if opt["pool"]:
        if pool_moves:
            # L85 "żydek ... staje się własnością tego gracza, który ultimo zapowie i zrobi. Jeżeli
            # zapowiedzianego ultima nie zrobi, to gracz całą sumę ... traci i tę do żydka składa."
            # contra on ultimo and the pool: "rzeczą umowy" -- contra_on_pool: the pool amount is
            # multiplied by the contra level, the excess settled with the helpers (project's option)
            lv = contra.get((player, "pagat_ultimo"), 1) if opt["contra_on_pool"] else 1
            amt = pool
            extra = pool * (lv - 1) / len(payers)
            if ult_made:
                pay("pool", player, amt, "pool_ultimo")
                info["pool_won"] = True
                for h in payers:
                    pay(h, player, extra, "pool_ultimo")
                pool -= amt
            else:
                pay(player, "pool", amt * lv, "pool_ultimo")   # (engine's reading of the option)
                pool += amt * lv
        net = {}
        for a, b, x, why in pays:
            if why.startswith("pool"):
                continue
            net[a] = net.get(a, 0) - x
            net[b] = net.get(b, 0) + x
        pct = opt["pool_win_percent"]
        for s in sorted(k for k in net if k != "pool"):
            if net[s] > 0 and pct:
                pay(s, "pool", net[s] * pct / 100, "pool_share")
                pool += net[s] * pct / 100
    return finish(deal, pays, illegal, info, pool)


def legal_cards(hand, trick):
    """L39 (§5) "Do zagranej farby dodaje się farbę tego samego gatunku. Jeżeli się takiej farby
    nie ma, to bije się ją tarokiem. Zagranego taroka albo bije się wyższym, albo się do niego
    dorzuca niższy. Jeżeli się nie ma taroka, to dorzuca się dowolną farbę."  (repeated L77 §23)
    -- follow the led suit; void: a tarock; tarock led: any tarock (higher OR lower: no duty to
    overtrump); no tarock: any card.  The leader may lead anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    return tar if tar else list(hand)


def analyse_plays(ev, hands, player_hand, player, active, opt, ult_announced, illegal, info):
    """Replays the plays.  Returns (standing plays [(seat, card)], first renonce (seat, event) or None).

    Take-back (L79 §24): "Karty zagranej i już leżącej na stole cofnąć i zmienić nie wolno — lub też
    wolno ją cofnąć i zmienić, dopóki nie została kartą, wydaną przez następnego partnera przybitą.
    Jeżeli partner kartę mylnie dorzucił, to zwykle wolno mu ją cofnąć i zmienić, dopóki lewa leży
    jeszcze na stole. Są to rzeczy zależne od umowy."  A take-back is recorded as a second play by
    the seat that played the trick's last card (the record keeps the card taken back and the one
    that replaces it).  take_back: never -> not allowed (out_of_turn; the replacement stands as the
    record shows); until_covered -> allowed while uncovered (any position); mistaken_follow -> the
    base rule forbids it, except for a card ADDED to a trick (dorzucił: a follower, not the leader).
    A card taken back is not played: a revoke on it is no renonce.
    """
    tb = opt.get("take_back", "mistaken_follow")
    held = {}
    for s in active:
        h = player_hand if s == player else (hands[s] if hands else None)
        held[s] = list(h) if h is not None else None
    standing = []
    trick = []          # [(seat, card, event)]
    ntrick = 0
    done = None
    renonce = None
    info["take_backs"] = []
    for i, e in enumerate(ev):
        if e["type"] != "play":
            continue
        s, c = e["seat"], norm(e["card"])
        if not trick and done is not None and trick_winner(done) != s and s in [x[0] for x in done]:
            # the trick is complete but still on the table and a seat that did not win it (so
            # cannot lead) plays again: a take-back of its card in that trick.  until_covered: only
            # the uncovered (third) card -- "dopóki nie została ... przybitą"; mistaken_follow: any
            # card ADDED (a follower's), "dopóki lewa leży jeszcze na stole"; never: none (then it
            # is simply a play out of turn).
            pos = [x[0] for x in done].index(s)
            ok = (tb == "until_covered" and pos == 2) or (tb == "mistaken_follow" and pos > 0)
            if ok:
                info["take_backs"].append((i, True))
                _, oldc, oldi = done[pos]
                trick = done[:pos] + done[pos + 1:]
                del standing[len(standing) - 3 + pos]
                if held.get(s) is not None:
                    held[s].append(oldc)
                if illegal.get(oldi) == "pagat_released":
                    illegal.pop(oldi)
                if renonce is not None and renonce[1] == oldi:
                    renonce = None
                    illegal.pop(oldi, None)
                ntrick -= 1
                done = None
                h = held.get(s)
                if h is not None and c in h:
                    if c not in legal_cards(h, [(x, y) for x, y, _ in trick]):
                        illegal[i] = "revoke"
                        if renonce is None:
                            renonce = (s, i)
                    h.remove(c)
                trick.append((s, c, i))
                standing.append((s, c))
                trick = []
                ntrick += 1
                continue
            # not allowed: the seat did not win the trick, so this play is out of turn (§24 / L51)
            illegal[i] = "out of turn: take-back of a card in a complete trick not allowed (take_back %s, position %d)" % (tb, pos)
        done = None
        if trick and trick[-1][0] == s:
            # a take-back of the card just played
            pos = len(trick) - 1
            ok = tb == "until_covered" or (tb == "mistaken_follow" and pos > 0)
            if not ok:
                illegal[i] = "take-back not allowed (take_back %s, position %d)" % (tb, pos)
            info["take_backs"].append((i, ok))
            _, oldc, oldi = trick.pop()
            standing.pop()
            if held.get(s) is not None:
                held[s].append(oldc)
            if ok and illegal.get(oldi) == "pagat_released":
                illegal.pop(oldi)         # the pagat taken back into the hand was not given up
            if ok and renonce is not None and renonce[1] == oldi:
                renonce = None            # the revoking card was taken back
                illegal.pop(oldi, None)
            # not allowed: the card "cofnąć i zmienić nie wolno" -- a revoke it made stays a renonce
        h = held.get(s)
        if h is not None:
            if c not in h:
                illegal.setdefault(i, "card not in hand")
            else:
                legal = legal_cards(h, [(x, y) for x, y, _ in trick])
                if c not in legal:
                    # L77 (§23): a renonce -- "bezwarunkowo przegrywa grę"
                    illegal[i] = "revoke"
                    if renonce is None:
                        renonce = (s, i)
                elif (c == "T1" and s == player and ult_announced and ntrick < 11):
                    # L41 (§6) "Dobrowolnie wydać pagata przed ostatnią lewą (przy zapowiedzianym
                    # ultimo) nie wolno" -- forced only when it is the one legal card
                    if legal != ["T1"]:
                        illegal[i] = "pagat_released"
                h.remove(c)
        trick.append((s, c, i))
        standing.append((s, c))
        if len(trick) == 3:
            done = trick
            trick = []
            ntrick += 1
    return standing, renonce


def trick_winner(tr):
    w = 0
    for j in (1, 2):
        if beats(tr[j][1], tr[w][1], suit(tr[0][1])):
            w = j
    return tr[w][0]


def player_hand_after(hands, s, player, hand):
    if hands is None:
        return None
    if s == player:
        return hand
    return hands[s]


def finish(deal, pays, illegal, info, pool):
    net = {}
    for a, b, x, _ in pays:
        net[str(a)] = net.get(str(a), 0) + -x
        net[str(b)] = net.get(str(b), 0) + x
    rec = None
    recp = [e for e in deal["events"] if e["type"] in ("payment",)]
    recs = [e for e in deal["events"] if e["type"] in ("score",)]
    if recp:
        rec = {}
        for e in recp:
            rec[str(e["from"])] = rec.get(str(e["from"]), 0) - e["amount"]
            rec[str(e["to"])] = rec.get(str(e["to"]), 0) + e["amount"]
    elif recs:
        rec = {}
        for e in recs:
            rec[str(e["party"])] = rec.get(str(e["party"]), 0) + e["points"]
    return {"illegal": illegal, "payments": pays, "net": {k: round(v, 6) for k, v in net.items()},
            "recorded": rec, "info": info, "pool_after": round(pool, 6)}
