"""Deal simulator for the tarocchini25 audit (imports nothing from the engine)."""

from model import (
    CONTATORI,
    MORETTI,
    all_combos,
    card_points,
    combo_points,
    deck,
    game_points,
    legal,
    points,
    trick_winner,
)

PIPS = {r + s for s in "SBCD" for r in ["6", "7", "8", "9", "10"]}


class Reject(Exception):
    pass


def deal_cards(rng, n_players, sizes, forced, talon_n=0, talon_forced=()):
    rest = [c for c in deck() if c not in set().union(*map(set, forced.values())) and c not in talon_forced]
    rng.shuffle(rest)
    hands = []
    for seat in range(n_players):
        h = list(forced.get(seat, []))
        while len(h) < sizes[seat]:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    talon = list(talon_forced)
    while len(talon) < talon_n:
        talon.append(rest.pop())
    assert not rest, rest
    return hands, talon


def play_out(rng, hands, leader, side_of, avoid=None):
    """Random legal play. side_of(seat) -> side id. Returns tricks, events, winners."""
    hands = [list(h) for h in hands]
    n = len(hands)
    events = []
    tricks = []
    for t in range(len(hands[0])):
        trick = []
        seat = leader
        for _ in range(n):
            opts = legal(hands[seat], trick)
            if avoid:
                o2 = [c for c in opts if not avoid(seat, c, trick, t)]
                opts = o2 or opts
            if "MATTO" in opts and len(opts) > 1:
                safe = len(trick) == n - 1 and side_of(trick_winner(trick)[0]) == side_of(seat)
                if not safe:
                    opts = [c for c in opts if c != "MATTO"]
                elif rng.random() < 0.7:
                    opts = ["MATTO"]
            c = rng.choice(opts)
            hands[seat].remove(c)
            trick.append((seat, c))
            events.append({"type": "play", "seat": seat, "card": c})
            seat = (seat + 1) % n
        if trick[0][1] == "MATTO":
            raise Reject("matto led")
        w, amb = trick_winner(trick)
        if amb:
            raise Reject("moretti tie")
        if sum(1 for _, c in trick if c in MORETTI) > 1:
            # keep clear of the equal-rank rule even when a Moretto does not win
            trumps = [c for _, c in trick if c.startswith("T")]
            if all(c in MORETTI or c == "T0" for c in trumps):
                raise Reject("moretti tie")
        for s, c in trick:
            if c == "MATTO" and side_of(s) != side_of(w):
                raise Reject("matto to opponents")
        tricks.append((trick, w))
        leader = w
    return tricks, events


def otto_deal(rng, dealer, forced, declare_override=None, avoid=None, pile_check=None, tries=20000):
    """One Ottocento deal. forced: seat -> cards that seat must hold (dealer holds 17)."""
    for _ in range(tries):
        try:
            sizes = [17 if s == dealer else 15 for s in range(4)]
            hands, _ = deal_cards(rng, 4, sizes, forced)
            dh = hands[dealer]
            pips = sorted([c for c in dh if c in PIPS and c not in forced.get(dealer, [])])
            if len(pips) < 2:
                raise Reject("dealer pips")
            discard = pips[:2]
            kept = [list(h) for h in hands]
            for c in discard:
                kept[dealer].remove(c)
            order = [(dealer + 1 + i) % 4 for i in range(4)]
            decl = {}
            for s in order:
                if declare_override and s in declare_override:
                    decl[s] = declare_override[s]
                else:
                    decl[s] = all_combos(kept[s])
            leader = (dealer + 1) % 4
            tricks, plays = play_out(rng, kept, leader, lambda s: s % 2, avoid)
            piles = {0: [], 1: []}
            won_by_dealer = False
            for trick, w in tricks:
                piles[w % 2].extend(c for _, c in trick)
                if w == dealer:
                    won_by_dealer = True
            if not won_by_dealer:
                raise Reject("dealer took no trick")
            piles[dealer % 2].extend(discard)
            last = tricks[-1][1] % 2
            res = {
                "dealer": dealer,
                "hands": hands,
                "discard": discard,
                "kept": kept,
                "order": order,
                "decl": decl,
                "plays": plays,
                "tricks": tricks,
                "piles": piles,
                "last": last,
            }
            if pile_check and not pile_check(res):
                raise Reject("pile check")
            score_otto(res)
            return res
        except Reject:
            continue
    raise RuntimeError("no deal found")


def score_otto(res):
    sc = {}
    for team in (0, 1):
        d = sum(combo_points(res["decl"][s]) for s in (team, team + 2))
        pile = res["piles"][team]
        combos = all_combos(pile)
        c = combo_points(combos)
        cp = card_points(pile)
        lt = 6 if res["last"] == team else 0
        sc[team] = {
            "declarations": d,
            "combinations": c,
            "card_points": cp,
            "last_trick": lt,
            "total": d + c + cp + lt,
            "pile_combos": combos,
        }
    assert sc[0]["card_points"] + sc[1]["card_points"] == 87
    res["score"] = sc
    return sc


def otto_events(res, by_reason=True):
    ev = [{"type": "discard", "seat": res["dealer"], "cards": res["discard"]}]
    for s in res["order"]:
        ev.append({"type": "declare", "seat": s, "items": res["decl"][s]})
    ev.extend(res["plays"])
    sc = res["score"]
    for team in (0, 1):
        if by_reason:
            for r in ("declarations", "combinations", "card_points", "last_trick"):
                ev.append({"type": "score", "party": f"team{team}", "points": sc[team][r], "reason": r})
        else:
            ev.append({"type": "score", "party": f"team{team}", "points": sc[team]["total"]})
    return ev


def terz_deal(
    rng,
    dealer,
    forced,
    bid_seat,
    take_n=2,
    talon_forced=(),
    declare_override=None,
    avoid=None,
    pile_check=None,
    tries=20000,
    solo=False,
):
    for _ in range(tries):
        try:
            hands, talon = deal_cards(rng, 3, [18, 18, 18], forced, 8, talon_forced)
            kept = [list(h) for h in hands]
            take, disc = [], []
            if not solo and take_n:
                cand = sorted(talon, key=lambda c: -points(c))
                take = cand[:take_n]
                kept[bid_seat].extend(take)
                pips = sorted(
                    [
                        c
                        for c in kept[bid_seat]
                        if c in PIPS and c not in take and c not in forced.get(bid_seat, [])
                    ]
                )
                if len(pips) < take_n:
                    raise Reject("no pips to lay away")
                disc = pips[:take_n]
                for c in disc:
                    kept[bid_seat].remove(c)
            widow_after = [c for c in talon if c not in take] + disc
            order = [(dealer + 1 + i) % 3 for i in range(3)]
            decl = {}
            for s in order:
                if declare_override and s in declare_override:
                    decl[s] = declare_override[s]
                else:
                    decl[s] = all_combos(kept[s])
            side = lambda s: 0 if s == bid_seat else 1  # noqa: E731
            tricks, plays = play_out(rng, kept, (dealer + 1) % 3, side, avoid)
            piles = {0: [], 1: []}
            for trick, w in tricks:
                piles[side(w)].extend(c for _, c in trick)
            decl_tricks = sum(1 for _, w in tricks if side(w) == 0)
            if decl_tricks in (0, 18):
                raise Reject("slam")
            if decl_tricks % 2:
                raise Reject("odd pile")
            if solo:
                piles[side(tricks[-1][1])].extend(widow_after)
            else:
                piles[0].extend(widow_after)
            res = {
                "dealer": dealer,
                "hands": hands,
                "talon": talon,
                "bid_seat": bid_seat,
                "take": take,
                "discard": disc,
                "kept": kept,
                "order": order,
                "decl": decl,
                "plays": plays,
                "tricks": tricks,
                "piles": piles,
                "last": side(tricks[-1][1]),
                "solo": solo,
            }
            if pile_check and not pile_check(res):
                raise Reject("pile check")
            score_terz(res)
            return res
        except Reject:
            continue
    raise RuntimeError("no deal found")


def score_terz(res):
    bs = res["bid_seat"]
    sides = {0: [bs], 1: [s for s in range(3) if s != bs]}
    sc = {}
    for side in (0, 1):
        d = sum(combo_points(res["decl"][s]) for s in sides[side])
        pile = res["piles"][side]
        combos = all_combos(pile)
        c = combo_points(combos)
        cp = card_points(pile)
        lt = 6 if res["last"] == side else 0
        sc[side] = {
            "declarations": d,
            "combinations": c,
            "card_points": cp,
            "last_trick": lt,
            "total": d + c + cp + lt,
            "pile_combos": combos,
        }
    assert sc[0]["card_points"] + sc[1]["card_points"] == 87
    win = 0 if sc[0]["total"] > sc[1]["total"] else 1
    gp = game_points(sc[win]["total"], res["solo"])
    seat_pts = [0, 0, 0]
    for s in sides[win]:
        seat_pts[s] = gp
    res["score"] = sc
    res["winner_side"] = win
    res["game_points"] = gp
    res["seat_pts"] = seat_pts
    return sc


def terz_events(res):
    bs = res["bid_seat"]
    ev = []
    d = res["dealer"]
    for i in range(3):
        s = (d + 1 + i) % 3
        ev.append(
            {"type": "bid", "seat": s, "bid": ("solo" if res["solo"] else "gioco") if s == bs else "pass"}
        )
    if not res["solo"] and res["take"]:
        ev.append({"type": "take", "seat": bs, "cards": res["take"]})
        ev.append({"type": "discard", "seat": bs, "cards": res["discard"]})
    for s in res["order"]:
        ev.append({"type": "declare", "seat": s, "items": res["decl"][s]})
    ev.extend(res["plays"])
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": res["seat_pts"][s], "reason": "game_points"})
    return ev


def contatori_in(cards):
    return CONTATORI & set(cards)


def replay_otto(res, plays):
    """Recompute tricks/piles/scores of an Ottocento deal from a (possibly altered) play list."""
    n = 4
    tricks = []
    for t in range(len(plays) // n):
        trick = [(p["seat"], p["card"]) for p in plays[t * n : (t + 1) * n]]
        if trick[0][1] == "MATTO":
            raise Reject("matto led")
        w, amb = trick_winner(trick)
        if amb:
            raise Reject("tie")
        for s, c in trick:
            if c == "MATTO" and s % 2 != w % 2:
                raise Reject("matto")
        tricks.append((trick, w))
    # turn order check
    for t in range(1, len(tricks)):
        if tricks[t][0][0][0] != tricks[t - 1][1]:
            raise Reject("order")
    piles = {0: [], 1: []}
    for trick, w in tricks:
        piles[w % 2].extend(c for _, c in trick)
    if not any(w == res["dealer"] for _, w in tricks):
        raise Reject("dealer")
    piles[res["dealer"] % 2].extend(res["discard"])
    new = dict(res)
    new.update(plays=plays, tricks=tricks, piles=piles, last=tricks[-1][1] % 2)
    score_otto(new)
    return new


def illegal_plays(kept, plays, n):
    hands = [list(h) for h in kept]
    bad = []
    for t in range(len(plays) // n):
        trick = []
        for k in range(n):
            i = t * n + k
            p = plays[i]
            if p["card"] not in legal(hands[p["seat"]], trick):
                bad.append(i)
            hands[p["seat"]].remove(p["card"])
            trick.append((p["seat"], p["card"]))
    return bad
