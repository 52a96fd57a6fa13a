"""Independent referee for PLAY-ONLY Galician Tarok records ("hands": null).

Written from the Polish source only (/work/shared/seeds/002_d58cf04b7f012795.txt, Szczepanski,
"Tarok. Podrecznik", quoted as S§n) and the public transcript format (spec, "Play-only records").
Vocabulary (bid / announce / double / payment reason names, option names) from the digest's
"Rule options", "Annotation codes" and "Example" sections only.

What it decides for each deal:
  * plays: which play is PROVABLY illegal from the record, and the later play that proves it
      - revoke (S§5, S§23): a card that broke follow-suit / tarock-when-void / tarock-on-tarock while
        the same seat later played a card that shows he held the required card;
      - card_not_in_hand: a card played a second time, or played after being laid away / left in
        the recorded unbought talon (the deck holds every card once, S§1);
      - pagat_released (S§6): the ultimo announcer plays the pagat before the last trick while his
        own later plays show he held another card he could legally have played.
  * values: card points (S§3, S§7, S§14), who won (S§16, S§18), volat (S§18), premiums made in
    tricks (trull S§15, four kings S§19, ultimo S§6), announced tarocks checked against the rebuilt
    hand (S§20, S§21), game value (S§18), purchase multiplier (S§10, S§16), contra (S§17),
    and the pool (S§27) - giving per-deal payments and net per party.
"""
from __future__ import annotations

from collections import defaultdict

SUITS = "HDSC"
# S§7: "król, liczy 5 punktów; dama, 4 punkty; kabal, 3 punkty, chłopiec, 2 punkty i dziesiątka lub as, 1 punkt"
SUIT_VAL = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}
# S§4: "farba wyższa niższą" - order K > Q > N(kabal) > J(chłopiec) > pip (S§7 order)
SUIT_RANK = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}


def deck():
    # S§1: "Talia składa się z 22 taroków i 20 farb."
    cards = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        pip = "1" if s in "HD" else "10"
        cards += [r + s for r in ("K", "Q", "N", "J", pip)]
    return cards


DECK = set(deck())


def norm(c):
    c = str(c).upper()
    return "SKIZ" if c in ("FOOL", "SKIZ") else c


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def tarock_rank(c):
    # S§2: I (pagat) .. XXI (mond); "Skiz ... jest najwyższą kartą w grze – przebija monda"
    return 22 if c == "SKIZ" else int(c[1:])


def value(c):
    # S§3: "Pagat, mond i skiz liczą każdy po 5 punktów – każdy tarok 1 punkt."
    if is_tarock(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return SUIT_VAL[c[:-1]]


def count_points(cards, leftover=1):
    """S§14: "Każda lewa składa się z trzech kart i liczy ... przy czym strąca się 2 punkty".
    A pile of 3k+1 or 3k+2 cards (the player's tricks plus 1 or 2 cards laid away at a two or one)
    is not covered by S§14; S§18 fixes the whole at 66 ("33 punkty stanowią połowę"), which holds
    with integer points only if the short packet is deducted 1 on each side (see REPORT, class C1)."""
    cards = list(cards)
    total = sum(value(c) for c in cards)
    return total - 2 * (len(cards) // 3) - (leftover if len(cards) % 3 else 0)


def trick_winner(trick):
    """trick: list of (seat, card). S§4 higher tarock beats lower; higher suit card beats lower;
    S§5/S§6 a tarock beats any suit card."""
    led = suit(trick[0][1])
    tar = [(tarock_rank(c), s) for s, c in trick if is_tarock(c)]
    if tar:
        return max(tar)[1]
    return max((SUIT_RANK[c[:-1]], s) for s, c in trick if suit(c) == led)[1]


CONTRACT = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}
# S§10: "trójkę ... spód ... wierzch ... Utrzymawszy się już teraz przy trzeciej trójce, może obejrzeć
# czwartą i wrócić się do piątej trójki. Gra ... liczy się albo pojedynczo, podwójnie, potrójnie,
# poczwórnie lub pięć razy" -> three = 1st, bottom = 2nd, top = 3rd, each reject one more.
LEVEL = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
# S§18: "przy trójce mnoży się ... przez 3 i dodaje się 30; przy dwójce ... 4, ... 40; przy jedynce 5 i 50;
# przy solo 6 i 60. Volat liczy 300 ... 400 ... 500 ... 600"
SCALE = {"three": (3, 30, 300), "two": (4, 40, 400), "one": (5, 50, 500), "solo": (6, 60, 600)}


def analyse_deal(dl, n_players, opts, pool_before):
    """Return dict with play legality and settlement for one play-only deal."""
    ev = dl["events"]
    out = {"illegal": {}, "notes": []}
    bids = [(i, e) for i, e in enumerate(ev) if e["type"] == "bid"]
    declarer = None
    contract_bid = None
    for i, e in bids:
        b = e["bid"]
        if b in CONTRACT:
            declarer, contract_bid = e["seat"], b
        elif b == "hold":
            declarer = e["seat"]
    take = [e for e in ev if e["type"] == "take"]
    disc = [e for e in ev if e["type"] == "discard"]
    if take:
        declarer = take[0]["seat"]
    rejects = sum(1 for e in ev if e["type"] == "call" and e.get("call") == "reject")
    plays = [(i, e["seat"], norm(e["card"])) for i, e in enumerate(ev) if e["type"] == "play"]
    out["declarer"] = declarer
    out["contract"] = CONTRACT.get(contract_bid)
    out["purchase"] = (LEVEL[contract_bid] + rejects) if contract_bid else None

    taken = [norm(c) for e in take for c in e["cards"]]
    laid = [norm(c) for e in disc for c in e["cards"]]
    talon = [norm(c) for c in (dl.get("talon") or [])]
    unbought = [c for c in talon if c not in taken]

    announced = {}  # kind -> (seat, item) (first announcer)
    ann_list = []  # every (seat, kind, item)
    for e in ev:
        if e["type"] == "announce":
            for it in e["items"]:
                announced.setdefault(it["kind"], (e["seat"], it))
                ann_list.append((e["seat"], it["kind"], it))
    doubles = defaultdict(lambda: 1)
    for e in ev:
        if e["type"] == "double":
            doubles[e["target"]] = max(doubles[e["target"]], e["level"])
    ultimo_ann = "pagat_ultimo" in announced and announced["pagat_ultimo"][0] == declarer

    # --- card identity (S§1: one card of each; spec: hands rebuilt from plays, discards, talon) ---
    seen = {}
    for c in laid:
        seen.setdefault(c, "laid")
    for c in unbought:
        seen.setdefault(c, "talon")
    for idx, s, c in plays:
        if c not in DECK:
            out["illegal"][idx] = ("card_not_in_hand", None, "unknown card")
        elif c in seen:
            prev = seen[c]
            out["illegal"][idx] = ("card_not_in_hand", prev if isinstance(prev, int) else None,
                                   "card already %s" % (("played at %d" % prev) if isinstance(prev, int) else prev))
        else:
            seen[c] = idx

    # per seat future plays: what a seat still held (provably) at each of its plays
    by_seat = defaultdict(list)
    for idx, s, c in plays:
        by_seat[s].append((idx, c))

    def later(seat, idx):
        return [(j, c) for j, c in by_seat[seat] if j > idx]

    # --- trick play ---
    tricks, cur = [], []
    for idx, s, c in plays:
        cur.append((idx, s, c))
        if len(cur) == 3:  # S§14: "Każda lewa składa się z trzech kart"
            tricks.append(cur)
            cur = []
    if cur:
        tricks.append(cur)
    n_tricks_total = 12
    for t_no, tr in enumerate(tricks):
        led = suit(tr[0][2])
        for idx, s, c in tr[1:]:
            if idx in out["illegal"]:
                continue
            fut = later(s, idx)
            proof = None
            if led != "T":
                if suit(c) != led:
                    # S§5 "Do zagranej farby dodaje się farbę tego samego gatunku" / S§23
                    p = [j for j, d in fut if suit(d) == led]
                    if p:
                        proof = p[0]
                    elif not is_tarock(c):
                        # S§5 "Jeżeli się takiej farby nie ma, to bije się ją tarokiem."
                        p = [j for j, d in fut if is_tarock(d)]
                        if p:
                            proof = p[0]
            else:
                if not is_tarock(c):
                    # S§5 "Zagranego taroka albo bije się wyższym, albo się do niego dorzuca niższy."
                    p = [j for j, d in fut if is_tarock(d)]
                    if p:
                        proof = p[0]
            if proof is not None:
                out["illegal"][idx] = ("revoke", proof, "led %s" % led)
        # S§6 "Dobrowolnie wydać pagata przed ostatnią lewą (przy zapowiedzianym ultimo) nie wolno."
        if ultimo_ann and t_no < n_tricks_total - 1:
            for pos, (idx, s, c) in enumerate(tr):
                if c != "T1" or s != declarer or idx in out["illegal"]:
                    continue
                fut = later(s, idx)
                alt = None
                if pos == 0:
                    alt = fut[0][0] if fut else None  # any other card could have been led
                elif led == "T" or not [1 for j, d in fut if suit(d) == led]:
                    # had to play a tarock: another tarock in hand makes the pagat voluntary
                    p = [j for j, d in fut if is_tarock(d)]
                    alt = p[0] if p else None
                if alt is not None:
                    out["illegal"][idx] = ("pagat_released", alt, "pagat given up voluntarily")
                else:
                    out["notes"].append("pagat forced out at %d" % idx)
    # turn order (S§11 "Ręka wydaje pierwszą kartę"; the winner of a trick leads the next; the
    # others follow in the order of play).  Kept apart from out["illegal"]: a play by the wrong seat
    # right after a mutated card is where the record can also be read as a take-back (S§24).
    act = sorted({s for _, s, _ in plays})
    out["out_of_turn"] = []
    leader = plays[0][1] if plays else None
    for tr in tricks:
        if leader not in act:
            break
        order = [act[(act.index(leader) + k) % len(act)] for k in range(len(act))]
        for k, (idx, s, c) in enumerate(tr):
            if s != order[k]:
                out["out_of_turn"].append(idx)
        if len(tr) == 3 and not any(c not in DECK for _, _, c in tr):
            leader = trick_winner([(s, c) for _, s, c in tr])
    out["complete"] = len(plays) == 36 and all(len(t) == 3 for t in tricks)
    out["tricks"] = tricks
    if not out["complete"] or declarer is None:
        return out

    # --- counting ---
    won_cards = defaultdict(list)
    winners = []
    for tr in tricks:
        w = trick_winner([(s, c) for _, s, c in tr])
        winners.append(w)
        won_cards[w].extend(c for _, _, c in tr)
    out["trick_winners"] = winners
    pl_cards = list(won_cards[declarer])
    helpers = sorted({s for _, s, _ in plays} - {declarer})
    hp_cards = [c for h in helpers for c in won_cards[h]]
    contract = out["contract"]
    if contract == "solo":
        # S§10 "cały talon liczy się na korzyść pomagających"
        talon_cards = [c for c in DECK if c not in set(c for _, _, c in plays)]
        hp_pts_cards = hp_cards + talon_cards
        pl_pts = count_points(pl_cards)
    else:
        # laid-away cards are the player's (S§11 he lays them away from his hand); the unbought
        # talon counts for the helpers.  Rebuilt when the talon is not recorded: 42 - plays - laid.
        pl_pts = count_points(pl_cards + laid)
    total = 66  # S§18 "33 punkty stanowią połowę wartości wszystkich kart"
    out["points"] = (pl_pts, total - pl_pts)

    # hand after buying = the 12 cards played (rebuilt)
    hand = [c for j, c in by_seat[declarer]]
    forfeit = any(v[0] == "revoke" and ev[k]["seat"] == declarer for k, v in out["illegal"].items())
    # S§21 wrong tarock count -> game lost
    tarock_items = {s: it for kind, (s, it) in announced.items() if kind == "tarocks"}
    for s, it in tarock_items.items():
        held = sum(1 for _, c in by_seat[s] if is_tarock(c))
        if held != it.get("count"):
            out["notes"].append("wrong tarock count seat %s: %s announced, %s held" % (s, it.get("count"), held))
            if s == declarer:
                forfeit = True
    volat = all(w == declarer for w in winners)
    # S§18 "Jeżeli gracz tylko 33 punkty zdobył, wtedy grę przegrał."
    won = pl_pts > 33 and not forfeit
    out["won"] = won
    out["volat"] = volat

    pay = []  # (from, to, amount, reason)
    # S§8 at four (and five) the dealer, "tak zwany król, nie bierze czynnego udziału w grze, bierze
    # jednak udział w korzyści lub stracie gry"; S§17 "płaci gracz każdemu z pomagających i królowi"
    opponents = list(helpers)
    if n_players > 3 and dl["dealer"] not in helpers and dl["dealer"] != declarer:
        opponents.append(dl["dealer"])
    out["opponents"] = opponents
    purchase = out["purchase"]
    mult, add, vol = SCALE[contract]
    lvl = doubles["game"]
    if volat or "volat" in announced:
        # S§18 "Zapowiedziany volat liczy podwójnie."
        v = vol * (2 if "volat" in announced else 1)
        # a failed announced volat is paid at its announced value (no purchase multiplier: S§16's
        # "tyle razy, ile razy kupił" is said of the game)
        amt = v * (min(doubles["volat"], 2) if volat else doubles["volat"])
        for o in opponents:
            pay.append((o, declarer, amt, "volat") if volat else (declarer, o, amt, "volat"))
    if not volat:
        if won:
            val = (pl_pts - 33) * mult + add
            val *= 2 if lvl >= 2 else 1  # S§17 contra: "liczy się gra podwójnie, gdy gracz wygrał"
            if opts.get("contra_symmetric") and lvl >= 2:
                val = ((pl_pts - 33) * mult + add) * lvl * purchase
            for o in opponents:
                pay.append((o, declarer, val, "game"))
        else:
            val = (33 - pl_pts) * mult + add
            val *= purchase * lvl  # S§16 "płaci przy przegranej tyle razy, ile razy kupił"; S§17
            for o in opponents:
                pay.append((declarer, o, val, "game"))

    def lv_for(kind, player_wins):
        # S§17: contra doubles; "recontra ... supracontra, co wpływa odpowiednio na wysokość obliczenia
        # wyniku gry, ale zawsze tylko w razie, gdy gracz przegra" - applied to a doubled premium too
        lv = doubles[kind]
        if opts.get("contra_symmetric"):
            return lv  # "tę samą sumę otrzymuje przy wygranej, jaką płaci przy przegranej"
        return min(lv, 2) if player_wins else lv

    def premium(kind, silent, announced_v, made_by):
        """made_by: 'player', 'helpers' or None.  An announced premium is won or lost by the
        announcer's side (S§15 "Zapowiedziany a nie zrobiony tról płaci karę"; S§21)."""
        sides = sorted({"player" if s_ == declarer else "helpers" for s_, k_, _ in ann_list if k_ == kind})
        if sides:
            for ann_side in sides:
                player_wins = (made_by == "player") if ann_side == "player" else (made_by != "helpers")
                amt = announced_v * lv_for(kind, player_wins)
                for o in opponents:
                    pay.append((o, declarer, amt, kind) if player_wins else (declarer, o, amt, kind))
        elif made_by == "player":
            for o in opponents:
                pay.append((o, declarer, silent, kind))
        elif made_by == "helpers" and silent:
            for o in opponents:
                pay.append((declarer, o, silent, kind))

    def side_of(cards_needed):
        for s in [declarer] + helpers:
            if all(c in won_cards[s] for c in cards_needed):
                return "player" if s == declarer else "helpers"
        if all(c in hp_cards for c in cards_needed):
            return "helpers"
        return None

    # S§15 trull: 50, announced 100, "tylko wtedy, gdy się go zgromadzi razem w lewach"
    premium("trull", 50, 100, side_of(["SKIZ", "T21", "T1"]))
    # S§19 four kings in tricks 100, announced 200
    premium("four_kings", 100, 200, side_of(["KH", "KD", "KS", "KC"]))
    # S§6 ultimo: last trick won with the pagat: 50, announced 100; only the player's (S§27)
    last = tricks[-1]
    pag = [s for _, s, c in last if c == "T1"]
    made = bool(pag) and pag[0] == declarer and winners[-1] == declarer
    released = any(v[0] == "pagat_released" for v in out["illegal"].values())
    out["ultimo_made"] = made and not released
    if ultimo_ann:
        premium("pagat_ultimo", 0, 100, "player" if out["ultimo_made"] else "helpers")
    elif made:
        premium("pagat_ultimo", 50, 100, "player")
    # S§20 tarocks 10/11/12 -> 50/100/150, only announced
    for s, it in tarock_items.items():
        base = {10: 50, 11: 100, 12: 150}.get(it.get("count"), 0)
        pl_wins = (s == declarer) and not (opts.get("tarocks_paid") == "if_game_won" and not won)
        amt = base * lv_for("tarocks", pl_wins)
        if opts.get("tarocks_paid") == "if_game_won" and s == declarer and not won:
            for o in opponents:
                pay.append((declarer, o, amt, "tarocks"))
            continue
        if s == declarer:
            for o in opponents:
                pay.append((o, declarer, amt, "tarocks"))
        else:
            for o in opponents:
                pay.append((declarer, o, amt, "tarocks"))
    out["payments"] = pay
    return out


POOL_DEFAULTS = {"pool": True, "pool_stake": 10, "pool_win_percent": 10, "pool_pass_fee": 5,
                 "pool_dealer_fee": 0, "contra_on_pool": False}


def resolve_options(rules):
    r = dict(rules or {})
    o = dict(POOL_DEFAULTS)
    if r.get("preset") == "common_usage":
        # digest "Rule options": contra_symmetric, no_tarock_redeal, pool_dealer_fee 1
        o.update({"contra_symmetric": True, "no_tarock_redeal": True, "pool_dealer_fee": 1})
    o.update({k: v for k, v in r.items() if k != "preset"})
    return o


def analyse_session(doc):
    """Per deal: analyse_deal() plus the pool (S§27) and the net result per party."""
    opts = resolve_options(doc.get("rules"))
    n = len(doc["players"])
    pool = float(((doc.get("start") or {}).get("pools") or {}).get("pool", 0))
    res = []
    taken_last = False
    for dl in doc["deals"]:
        o = analyse_deal(dl, n, opts, pool)
        active = sorted({e["seat"] for e in dl["events"] if e["type"] in ("play", "bid")})
        participants = sorted(set(active) | ({dl["dealer"]} if n > 3 else set()))
        all_pass = not any(e["type"] == "bid" and e["bid"] not in ("pass", "pass_volat", "tape")
                           for e in dl["events"])
        pp = []
        if opts["pool"]:
            # S§27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę" (when it is empty)
            # Read as: the pool is founded by stakes, and founded anew after an ultimo took it
            # ("staje się własnością tego gracza") - REPORT class C3.
            if (pool <= 1e-9 or taken_last) and opts["pool_stake"]:
                for s in participants:
                    pp.append((s, "pool", opts["pool_stake"], "pool_stake"))
            # S§27 "Często ... każdy karty rozdzielający wkłada pewną kwotę do żydka"
            if opts["pool_dealer_fee"]:
                pp.append((dl["dealer"], "pool", opts["pool_dealer_fee"], "pool_deal"))
            # S§27 "W razie, gdy wszyscy trzej grający powiedzą: passe, składa każdy pewną daninę"
            if all_pass and opts["pool_pass_fee"]:
                for s in active:
                    pp.append((s, "pool", opts["pool_pass_fee"], "pool_pass"))
        pool_now = pool + sum(a for f, t, a, r in pp if t == "pool")
        if "payments" in o and opts["pool"]:
            net = defaultdict(float)
            for f, t, a, r in o["payments"]:
                net[f] -= a
                net[t] += a
            decl = o["declarer"]
            ann = any(e["type"] == "announce" and e["seat"] == decl and
                      any(it["kind"] == "pagat_ultimo" for it in e["items"]) for e in dl["events"])
            if ann and pool_now > 0:
                # S§27 "staje się własnością tego gracza, który ultimo zapowie i zrobi. Jeżeli
                # zapowiedzianego ultima nie zrobi, to gracz całą sumę, jaka jest w żydku, traci"
                lv = 1
                if opts.get("contra_on_pool"):
                    lv = max([e["level"] for e in dl["events"] if e["type"] == "double"
                              and e["target"] == "pagat_ultimo"] or [1])
                amt = pool_now * lv
                if o.get("ultimo_made"):
                    amt = pool_now  # the pool holds only what it holds
                    pp.append(("pool", decl, amt, "pool_ultimo"))
                else:
                    pp.append((decl, "pool", amt, "pool_ultimo"))
            # S§27 "wkłada się do żydka zwykle 10 procent od każdej wygranej"
            if opts["pool_win_percent"]:
                for s, v in sorted(net.items(), key=lambda x: str(x[0])):
                    if v > 0:
                        pp.append((s, "pool", round(v * opts["pool_win_percent"] / 100.0, 6), "pool_share"))
        o["pool_payments"] = pp
        tot = defaultdict(float)
        for f, t, a, r in o.get("payments", []) + pp:
            tot[f] -= a
            tot[t] += a
        o["net"] = {str(k): round(v, 6) for k, v in tot.items() if abs(v) > 1e-9}
        pool += sum(a for f, t, a, r in pp if t == "pool") - sum(a for f, t, a, r in pp if f == "pool")
        o["pool_after"] = pool
        taken_last = any(f == "pool" for f, t, a, r in pp)
        res.append(o)
    return res


def recorded_net(dl):
    """What the record says each party got in this deal: payments, else score events."""
    tot = defaultdict(float)
    pays = [e for e in dl["events"] if e["type"] == "payment"]
    if pays:
        for e in pays:
            tot[str(e["from"])] -= e["amount"]
            tot[str(e["to"])] += e["amount"]
    else:
        for e in dl["events"]:
            if e["type"] == "score":
                tot[str(e["party"])] += e["points"]
    return {k: round(v, 6) for k, v in tot.items() if abs(v) > 1e-9}
