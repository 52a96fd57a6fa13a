"""Independent referee for Galician Tarok (Tapp-Tarock), written from the Polish source only:
/work/shared/seeds/002_d58cf04b7f012795.txt ("Tarok. Podręcznik. Ułożył J. Szczepański").
Comments cite "src L<n>" = line of that file (each § is one line) and give my own translation.

Covers: card play legality (§5, §23, §6 ultimo pagat), trick winners (§2, §4, §6), turn order
(§11: forehand leads first; winner leads next, implied by trick play), card points (§3, §7, §14),
game won/lost and the base game value (§18), volat (§18).
Does NOT cover: the auction, purchases/rejects, contra multipliers, premiums, the pool, penalties.
"""
from fractions import Fraction

SUITS = "HDSC"
# src L43 §7: "W każdej farbie jest po 5 kart: król, liczy 5 punktów; dama, 4 punkty; kabal, 3 punkty,
# chłopiec, 2 punkty i dziesiątka lub as, 1 punkt." -- king 5, queen 4, knight 3, jack 2, ten/ace 1.
SUIT_RANK = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}   # also order, §4 (src L37)


def parse(card):
    c = card.upper()
    if c in ("SKIZ", "FOOL"):
        return ("T", 22)          # src L33 §2: skiz is the highest card, beats the mond
    if c.startswith("T") and c[1:].isdigit():
        return ("T", int(c[1:]))  # src L33 §2: tarocks I (pagat) .. XXI (mond)
    return (c[-1], SUIT_RANK[c[:-1]])


def is_tarock(card):
    return parse(card)[0] == "T"


def card_value(card):
    s, r = parse(card)
    if s == "T":
        # src L35 §3: "Pagat, mond i skiz liczą każdy po 5 punktów – każdy tarok 1 punkt."
        return 5 if r in (1, 21, 22) else 1
    return r  # §7 values coincide with rank order numbers above


def pile_points(cards):
    # src L57 §14: "Każda lewa składa się z trzech kart i liczy na punkty według wartości każdej karty,
    # przy czym strąca się 2 punkty" -- every trick of three cards counts its card values minus 2.
    # For piles that are not a multiple of three (laid-away / talon remainder) the source says nothing;
    # I use the pro-rata reading: 2/3 of a point per card (exact for whole tricks).
    return sum(card_value(c) for c in cards) - Fraction(2, 3) * len(cards)


def trick_winner(trick):
    """trick: list of (seat, card) in play order -> seat of the winner."""
    # src L37 §4: "Tarok wyższy bije niższy; tak samo i farba wyższa niższą." higher tarock beats lower,
    # higher suit card beats lower (of the led suit). src L41 §6: the pagat beats every suit card and is
    # beaten by every tarock -- i.e. it is simply the lowest tarock. A tarock beats any suit card (§5
    # "bije się ją tarokiem", trumping).
    led_suit = parse(trick[0][1])[0]
    best = None
    for seat, card in trick:
        s, r = parse(card)
        key = (2, r) if s == "T" else ((1, r) if s == led_suit else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


def legal_cards(hand, trick, ultimo_pagat_kept=False, last_trick=False):
    """Cards of `hand` the player may play to `trick` (list of (seat, card) already played)."""
    hand = list(hand)
    if not trick:
        cands = hand
    else:
        led = parse(trick[0][1])[0]
        if led != "T":
            same = [c for c in hand if parse(c)[0] == led]
            tar = [c for c in hand if is_tarock(c)]
            # src L39 §5: "Do zagranej farby dodaje się farbę tego samego gatunku. Jeżeli się takiej farby
            # nie ma, to bije się ją tarokiem." -- follow the led suit; if void, trump it with a tarock.
            # "Jeżeli się nie ma taroka, to dorzuca się dowolną farbę." -- no tarock: any suit card.
            # src L77 §23 repeats: trumping while holding the led suit loses the game (renonce).
            # No duty to head the trick in the suit, no duty to over-trump (nothing in the source).
            cands = same or tar or hand
        else:
            # src L39 §5: "Zagranego taroka albo bije się wyższym, albo się do niego dorzuca niższy."
            # -- a led tarock is either beaten with a higher one or a lower one is added: follow with any
            # tarock; there is no duty to overtake. No tarock: any suit card.
            tar = [c for c in hand if is_tarock(c)]
            cands = tar or hand
    if ultimo_pagat_kept and not last_trick and "T1" in cands and len(cands) > 1:
        # src L41 §6: "Dobrowolnie wydać pagata przed ostatnią lewą (przy zapowiedzianym ultimo) nie wolno."
        # -- with ultimo announced the pagat may not be given up voluntarily before the last trick; being
        # forced ("wypędzony", "zmuszonym jest wydać") is allowed (ultimo then lost): forced = only
        # legal card.
        cands = [c for c in cands if c != "T1"]
    return cands


def norm(c):
    c = c.upper()
    return "SKIZ" if c in ("SKIZ", "FOOL") else c


def replay_deal(deal, nplayers):
    """Replay one deal. Returns dict with per-play verdicts and trick results."""
    hands = [[norm(c) for c in h] if h else [] for h in deal["hands"]]
    active = [i for i in range(nplayers) if hands[i]]
    dealer = deal["dealer"]
    talon = [norm(c) for c in deal.get("talon") or []]
    # forehand ("będący na ręce"): the first active seat after the dealer in order of play
    forehand = next((dealer + k) % nplayers for k in range(1, nplayers + 1)
                    if (dealer + k) % nplayers in active)
    declarer = None
    taken, discarded = [], []
    ultimo_by = set()
    plays = []          # (event index, seat, card, legal, reason)
    tricks = []         # list of (trick [(seat, card)], winner, first event index)
    trick, trick_start = [], None
    leader = None
    last_bidder = None
    for idx, e in enumerate(deal["events"]):
        t = e["type"]
        if t == "bid" and e["bid"] not in ("pass", "pass_volat", "tape"):
            last_bidder = e["seat"]
        elif t == "take":
            declarer = e["seat"]
            hands[e["seat"]] += [norm(c) for c in e["cards"]]
            taken += [norm(c) for c in e["cards"]]
        elif t == "discard":
            declarer = e["seat"] if declarer is None else declarer
            for c in e["cards"]:
                c = norm(c)
                if c in hands[e["seat"]]:
                    hands[e["seat"]].remove(c)
                discarded.append(c)
        elif t == "announce":
            for it in e["items"]:
                if isinstance(it, dict) and it.get("kind") == "pagat_ultimo":
                    ultimo_by.add(e["seat"])
        elif t == "play":
            seat, card = e["seat"], norm(e["card"])
            if not trick:
                expected = leader if leader is not None else forehand
                trick_start = idx
            else:
                # next active seat in order of play
                prev = trick[-1][0]
                expected = next((prev + k) % nplayers for k in range(1, nplayers + 1)
                                if (prev + k) % nplayers in active)
            hand = hands[seat]
            reason = None
            if seat != expected:
                reason = "out_of_turn(expected %s)" % expected
            if card not in hand:
                reason = (reason + ";" if reason else "") + "not_in_hand"
                legal = False
            else:
                last = len(hand) == 1
                ok = legal_cards(hand, trick, seat in ultimo_by, last)
                legal = card in ok
                if not legal:
                    base = legal_cards(hand, trick)
                    reason = "pagat_kept" if card in base else "revoke"
                hand.remove(card)
            plays.append((idx, seat, card, legal and seat == expected, reason))
            trick.append((seat, card))
            if len(trick) == len(active):
                w = trick_winner(trick)
                tricks.append((trick, w, trick_start))
                leader = w
                trick = []
    if declarer is None:
        declarer = last_bidder
    res = {"plays": plays, "tricks": tricks, "declarer": declarer, "forehand": forehand,
           "active": active, "complete": not trick and all(not hands[i] for i in active) and bool(tricks)}
    if declarer is not None and res["complete"]:
        won_cards = [c for tr, w, _ in tricks if w == declarer for _, c in tr]
        other_cards = [c for tr, w, _ in tricks if w != declarer for _, c in tr]
        rest = [c for c in talon if c not in taken]
        # the laid-away cards count for the declarer; src L49 §10 (solo): "cały talon liczy się na
        # korzyść pomagających" -- in a solo the whole talon counts for the helpers. Outside a solo the
        # unbought talon cards: the source is silent; I give them to the helpers.
        dp = pile_points(won_cards + discarded)
        hp = pile_points(other_cards + rest)
        ntaken = len(taken)
        # src L67 §18: "przy trójce mnoży się liczbę punktów ponad 33 zdobytych przez 3 i dodaje się 30;
        # przy dwójce ... 4, ... 40; przy jedynce 5 i 50; przy solo 6 i 60. Volat liczy 300 ... przy
        # trójce, 400 przy dwójce, 500 przy jedynce, 600 przy solo."
        mult = {3: 3, 2: 4, 1: 5, 0: 6}.get(ntaken)
        # "Jeżeli gracz tylko 33 punkty zdobył, wtedy grę przegrał." -> won iff > 33
        won = dp > 33
        volat = all(w == declarer for _, w, _ in tricks)
        value = None
        if mult:
            diff = abs(dp - 33)
            value = diff * mult + 10 * mult
            if volat:
                value = 100 * mult
        res.update(points={"player": dp, "helpers": hp}, won=won or volat, volat=volat,
                   base_value=value, mult=mult)
    return res


def game_value(points, ntaken, volat, volat_announced, purchase, contra, symmetric=False, szpricer=False):
    """Value of the game (per helper), by src L63-L67 §16-§18. `purchase` (how many-th three/two/one was
    bought, §10 L49) comes from the auction, which this oracle does not replay: the caller supplies it.
    `contra`: 1, 2 (contra), 4 (recontra), 8 (supracontra) on the game."""
    mult = {3: 3, 2: 4, 1: 5, 0: 6}[ntaken]
    won = points > 33 or volat            # L67: "Jeżeli gracz tylko 33 punkty zdobył, wtedy grę przegrał."
    if volat:
        # L67: "Volat liczy 300 punktów przy trójce, 400 ... 600 przy solo. Zapowiedziany volat liczy podwójnie."
        base = 100 * mult * (2 if volat_announced else 1)
    else:
        # L67: points over (or missing to) 33, times 3/4/5/6, plus 30/40/50/60
        base = abs(points - 33) * mult + 10 * mult
    if won:
        # L65 §17: "contra, a wtedy liczy się gra podwójnie, gdy gracz wygrał"; recontra/supracontra
        # "wpływa odpowiednio na wysokość obliczenia wyniku gry, ale zawsze tylko w razie, gdy gracz przegra"
        # L49 §10 / L63 §16: "gdy wygra, liczy się na jego korzyść wynik gry tylko pojedynczo"
        if symmetric and contra >= 2:
            # L65 usage: "przy contrze ... gracz tę samą sumę otrzymuje przy wygranej, jaką płaci przy przegranej"
            return won, base * purchase * contra
        return won, base * (2 if contra >= 2 else 1)
    # L63 §16: "płaci przy przegranej tyle razy, ile razy kupił"; L65 §17 contra on a lost game: the sum
    # times the purchase, paid "podwójnie" (recontra/supracontra "odpowiednio": x4, x8)
    # src L83 §26 szpricer: "Jeżeli deklarujący przy grze się utrzymał i wygra, to się mu liczy zwykła gra —
    # jeżeli przegra, to płaci podwójnie, a w razie, gdy dostanie contra i grę przegra to płaci poczwórnie."
    return won, base * purchase * contra * (2 if szpricer else 1)


def premiums(deal, res):
    """Premiums per opponent, + = the declarer receives. Announced items and doubles from the record.
    Covers trull (§15), four kings (§19), pagat ultimo (§6, §27). Not: tarocks (§20), volat (in the game)."""
    dec = res["declarer"]
    ann = {}      # kind -> seat
    for e in deal["events"]:
        if e["type"] == "announce":
            for it in e["items"]:
                if isinstance(it, dict):
                    ann.setdefault(it.get("kind"), e["seat"])
    lvl = {}
    for e in deal["events"]:
        if e["type"] == "double" and e.get("target") != "game":
            lvl[e["target"]] = max(lvl.get(e["target"], 1), e["level"])
    side_cards = {True: [], False: []}     # True: declarer's tricks
    for tr, w, _ in res["tricks"]:
        side_cards[w == dec] += [c for _, c in tr]
    out = {}

    def prem(kind, silent, items):
        # who collected `items` together in tricks ("w lewach")
        holder = None
        for side in (True, False):
            if all(c in side_cards[side] for c in items):
                holder = side
        a = ann.get(kind)
        mult = lvl.get(kind, 1)
        if a is not None:
            a_side = (a == dec)
            made = holder == a_side
            v = 2 * silent * mult
            out[kind] = (v if made else -v) * (1 if a_side else -1)
        elif holder is not None:
            out[kind] = silent * mult * (1 if holder else -1)

    # src L61 §15: "Skiz, mond i pagat ... tról, liczy 50 punktów. Zapowiedziany tról liczy 100 punktów, w obu
    # razach jednak tylko wtedy, gdy się go zgromadzi razem w lewach. Zapowiedziany a nie zrobiony tról płaci
    # karę w wyż. wspomnianej wysokości."
    prem("trull", 50, ["SKIZ", "T21", "T1"])
    # src L69 §19: "Cztery króle w lewach przynoszą posiadającemu je korzyść 100 punktów, zapowiedziane 200."
    prem("four_kings", 100, ["KH", "KD", "KS", "KC"])
    # src L41 §6: ultimo = winning the last trick with the pagat: 50, announced 100; announced and not made
    # (pagat beaten, or driven out earlier) pays the same. src L85 §27: "Ultimo liczy się tylko graczowi,
    # pomagający, choć zrobi ultimo, nagrody za to nie otrzymuje, ani też nie płaci kary".
    # src L71 §20: "Zapowiedziane taroki liczą 50, 100 i 150 punktów — i to bezwarunkowo na korzyść posiadającego
    # je w ręku, albo (według umowy) na jego korzyść tylko wtedy, jeżeli grę wygrał; przy przegranej płaci i
    # premię" -- announced 10/11/12 tarocks: 50/100/150, unconditionally, or (option tarocks_paid=if_game_won)
    # only if the game is won, paid by him if lost. "Ten sam stosunek zachodzi, jeżeli jeden z pomagających
    # zapowie taroki." The announcing party's side receives (or, lost game under the option, pays).
    for e in deal["events"]:
        if e["type"] == "announce":
            for it in e["items"]:
                if isinstance(it, dict) and it.get("kind") == "tarocks":
                    v = {10: 50, 11: 100, 12: 150}[it["count"]] * lvl.get("tarocks", 1)
                    sign = 1 if e["seat"] == dec else -1
                    if res.get("tarocks_if_won") and e["seat"] == dec and not res.get("won"):
                        sign = -1
                    out["tarocks"] = out.get("tarocks", 0) + sign * v
    tr, w, _ = res["tricks"][-1]
    made = w == dec and (dec, "T1") in tr
    m = lvl.get("pagat_ultimo", 1)
    if ann.get("pagat_ultimo") == dec:
        out["pagat_ultimo"] = (100 if made else -100) * m
    elif made:
        out["pagat_ultimo"] = 50 * m
    return out
