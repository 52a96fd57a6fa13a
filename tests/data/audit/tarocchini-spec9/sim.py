"""Deal and session builders for the blind transcripts (uses model.py only)."""
import random

from model import (
    DECK, suit_of, points, strength, legal_plays, trick_winner, best_items, items_points,
    piles_from_tricks, card_points, gap_sensitive, double_wild_sensitive, round_game_points,
    is_moretto, rank_of, led_suit,
)


class Reject(Exception):
    pass


def deal_cards(rng, sizes, fixed):
    """sizes: dict key -> size; fixed: dict key -> cards.  Returns dict key -> list."""
    used = [c for cs in fixed.values() for c in cs]
    assert len(used) == len(set(used)), used
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    out = {}
    for k, n in sizes.items():
        f = list(fixed.get(k, []))
        need = n - len(f)
        assert need >= 0
        out[k] = f + rest[:need]
        rest = rest[need:]
        rng.shuffle(out[k])
    assert not rest
    return out


def cheapest(cards):
    return min(cards, key=lambda c: (points(c), strength(c), c))


class Player:
    def __init__(self, rng, side_of, moretti_tie, matto_plan=None, revoke=None, lead_pref=None):
        self.rng = rng
        self.side_of = side_of
        self.mt = moretti_tie
        self.matto_plan = matto_plan  # None|'last'|'lead'|('pos',k)|('trick',t)
        self.revoke = revoke  # (min_trick, seat)
        self.revoked = None
        self.lead_pref = lead_pref or {}

    def choose(self, seat, hand, trick, tindex, ntricks):
        legal = legal_plays(hand, trick)
        if self.revoke and self.revoked is None and seat == self.revoke[1] and tindex >= self.revoke[0]:
            bad = [c for c in hand if c not in legal and c != "MATTO"]
            if bad and trick:
                c = self.rng.choice(bad)
                self.revoked = (tindex, len(trick), c)
                return c
        if "MATTO" in hand:
            p = self.matto_plan
            if len(hand) == 1:
                return "MATTO"
            if p == "lead" and not trick and tindex >= 1:
                return "MATTO"
            if isinstance(p, tuple) and p[0] == "pos" and len(trick) == p[1] and tindex >= 1:
                return "MATTO"
            if isinstance(p, tuple) and p[0] == "pos_lose" and len(trick) == p[1] and tindex >= 1 and led_suit(trick):
                w = trick[trick_winner(trick, self.mt)][0]
                if self.side_of[w] != self.side_of[seat]:
                    return "MATTO"
        nonm = [c for c in legal if c != "MATTO"]
        if not nonm:
            return "MATTO"
        if not led_suit(trick):
            pref = self.lead_pref.get(seat)
            if pref == "trumps":
                tr = [c for c in nonm if suit_of(c) == "T"]
                if tr:
                    return max(tr, key=lambda c: (strength(c), c))
            if pref == "low_trumps":
                tr = [c for c in nonm if suit_of(c) == "T"]
                if tr:
                    return min(tr, key=lambda c: (strength(c), c))
            return self.rng.choice(nonm)
        wi = trick_winner(trick, self.mt)
        wseat, wcard = trick[wi]
        partner_wins = self.side_of[wseat] == self.side_of[seat]
        if partner_wins:
            return cheapest(nonm) if self.rng.random() < 0.8 else self.rng.choice(nonm)
        winners = [c for c in nonm if trick_winner(trick + [(seat, c)], self.mt) == len(trick)]
        if winners and self.rng.random() < 0.85:
            return min(winners, key=lambda c: (strength(c) if suit_of(c) == suit_of(wcard) else 50 + strength(c), points(c), c))
        return cheapest(nonm)


def play_out(hands, leader, n, player, side_of, mt):
    hands = [list(h) for h in hands]
    plays, tricks = [], []
    ntricks = len(hands[0])
    for t in range(ntricks):
        trick = []
        s = leader
        for k in range(n):
            c = player.choose(s, hands[s], trick, t, ntricks)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
            s = (s + 1) % n
        w = trick[trick_winner(trick, mt)][0]
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def trick_features(tricks, side_of, mt):
    feats = []
    for ti, (trick, w) in enumerate(tricks):
        for pos, (s, c) in enumerate(trick):
            if c == "MATTO":
                feats.append(("matto", ti, pos, ti == len(tricks) - 1, side_of[s] == side_of[w]))
        other = "first_played" if mt == "last_played" else "last_played"
        w2 = trick[trick_winner(trick, other)][0]
        mor = [c for s, c in trick if is_moretto(c)]
        if len(mor) >= 2 and w2 != w:
            feats.append(("moretti_tie", ti, w, w2, side_of[w] != side_of[w2]))
    return feats


# ------------------------------------------------------------------ Ottocento
def otto_deal(seed, dealer, totals, opts):
    """opts: fixed, talon_form, matto_plan, revoke, declare (seat->items override), mt,
    split, lead_pref.  Returns (deal_record, info)."""
    rng = random.Random(seed)
    mt = opts.get("mt", "last_played")
    sizes = {s: (17 if s == dealer else 15) for s in range(4)}
    hands = deal_cards(rng, sizes, opts.get("fixed", {}))
    hands = [hands[s] for s in range(4)]
    side_of = {s: s % 2 for s in range(4)}
    # dealer's discard: two plain pips (6-10), never a 5-point card
    dh = hands[dealer]
    pips = [c for c in dh if not c.startswith("T") and c != "MATTO" and rank_of(c) in ("6", "7", "8", "9", "10")]
    if len(pips) < 2:
        raise Reject("dealer pips")
    disc = rng.sample(pips, 2)
    events = []
    deal = {"dealer": dealer}
    if opts.get("talon_form"):
        # the last two cards of the pack go to the dealer: record them as the talon
        extra = [c for c in dh if c not in disc][:0]
        cand = [c for c in dh if c not in disc]
        talon = rng.sample(cand, 2)
        deal["hands"] = [list(h) if s != dealer else [c for c in h if c not in talon] for s, h in enumerate(hands)]
        deal["talon"] = talon
        events.append({"type": "take", "seat": dealer, "cards": list(talon)})
    else:
        deal["hands"] = [list(h) for h in hands]
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    play_hands = [list(h) for h in hands]
    for c in disc:
        play_hands[dealer].remove(c)
    decl = {}
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    for s in order:
        items = opts.get("declare", {}).get(s)
        if items is None:
            items = best_items(play_hands[s])
        else:
            items = items(play_hands[s]) if callable(items) else items
        if double_wild_sensitive(play_hands[s]):
            raise Reject("double wild in hand")
        decl[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    dpts = {t: sum(items_points(decl[s]) for s in range(4) if s % 2 == t) for t in (0, 1)}
    for t in (0, 1):
        # per-player vs per-team doubling must not matter
        allit = [x for s in range(4) if s % 2 == t for x in decl[s]]
        if items_points(allit) != dpts[t]:
            raise Reject("team doubling")
    info = {"declarations": dict(dpts), "decl_items": decl, "disc": disc}
    after_decl = [totals[t] + dpts[t] for t in (0, 1)]
    if max(after_decl) >= 800:
        info["ended_on_declarations"] = True
        scores = {t: {"declarations": dpts[t]} for t in (0, 1)}
        for t in (0, 1):
            events.append({"type": "score", "party": "team%d" % t, "points": dpts[t], "reason": "declarations"})
        for t in (0, 1):
            events.append({"type": "total", "party": "team%d" % t, "points": after_decl[t]})
        deal["events"] = events
        info.update(scores=scores, deal_total={t: dpts[t] for t in (0, 1)}, totals=after_decl, tricks=[], feats=[])
        return deal, info
    player = Player(rng, side_of, mt, opts.get("matto_plan"), opts.get("revoke"), opts.get("lead_pref"))
    plays, tricks = play_out(play_hands, (dealer + 1) % 4, 4, player, side_of, mt)
    if opts.get("revoke") and player.revoked is None:
        raise Reject("no revoke")
    play_start = len(events)
    for s, c in plays:
        events.append({"type": "play", "seat": s, "card": c})
    dealer_won = any(w == dealer for _, w in tricks)
    dsd = dealer % 2 if dealer_won else 1 - dealer % 2
    piles, won, minfo = piles_from_tricks(tricks, side_of, {dsd: disc})
    scores, tot = {}, {}
    for t in (0, 1):
        if gap_sensitive(piles[t]):
            info.setdefault("gap_sensitive", []).append(t)
        if double_wild_sensitive(piles[t]):
            raise Reject("double wild in pile")
        comb = items_points(best_items(piles[t]))
        cp = card_points(piles[t])
        lt = 6 if side_of[tricks[-1][1]] == t else 0
        scores[t] = {"declarations": dpts[t], "combinations": comb, "card_points": cp, "last_trick": lt}
        tot[t] = dpts[t] + comb + cp + lt
    assert sum(s["card_points"] + s["last_trick"] for s in scores.values()) == 93
    new_totals = [totals[t] + tot[t] for t in (0, 1)]
    split = opts.get("split", True)
    for t in (0, 1):
        if split:
            for r in ("declarations", "combinations", "card_points", "last_trick"):
                events.append({"type": "score", "party": "team%d" % t, "points": scores[t][r], "reason": r})
        else:
            events.append({"type": "score", "party": "team%d" % t, "points": tot[t]})
    for t in (0, 1):
        events.append({"type": "total", "party": "team%d" % t, "points": new_totals[t]})
    deal["events"] = events
    info.update(
        scores=scores, deal_total=tot, totals=new_totals, tricks=tricks, piles=piles,
        pile_items={t: best_items(piles[t]) for t in (0, 1)}, matto=minfo,
        feats=trick_features(tricks, side_of, mt), play_start=play_start,
        revoked=player.revoked, dealer_won=dealer_won, won=won,
    )
    return deal, info


def otto_session(seed, deal_opts, start=(0, 0), first_dealer=0, max_deals=12, tries=400):
    """deal_opts: list of per-deal option dicts (the last one repeats).  Retries each deal
    with new seeds until accepted.  Returns (deals, infos)."""
    totals = list(start)
    deals, infos = [], []
    dealer = first_dealer
    k = 0
    while True:
        opts = deal_opts[min(k, len(deal_opts) - 1)]
        for attempt in range(tries):
            try:
                d, info = otto_deal(seed * 1000 + k * 37 + attempt * 7919, dealer, totals, opts)
                chk = opts.get("check")
                if chk and not chk(info, totals):
                    raise Reject("check")
                break
            except Reject:
                continue
            except ValueError:
                continue
        else:
            raise RuntimeError("no deal for %d/%d" % (seed, k))
        deals.append(d)
        infos.append(info)
        totals = info["totals"]
        k += 1
        dealer = (dealer + 1) % 4
        if max(totals) >= 800:
            return deals, infos
        if k >= max_deals:
            raise RuntimeError("game did not end")


# ------------------------------------------------------------------ Terziglio
def terz_deal(seed, dealer, opts, widow_n=8):
    """opts: bids (list from eldest), fixed (seat or 'widow'), take (k), matto_plan, mt,
    revoke, lead_pref.  Returns (deal, info)."""
    rng = random.Random(seed)
    mt = opts.get("mt", "last_played")
    hn = 18 if widow_n == 8 else 19
    sizes = {0: hn, 1: hn, 2: hn, "widow": widow_n}
    dealt = deal_cards(rng, sizes, opts.get("fixed", {}))
    hands = [dealt[s] for s in range(3)]
    widow = dealt["widow"]
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    events = []
    bids = opts["bids"]
    decl_seat, kind = None, None
    for i, b in enumerate(bids):
        s = order[i % 3]
        events.append({"type": "bid", "seat": s, "bid": b})
    # declarer: the highest legal bid, first made
    rank = {"pass": 0, "gioco": 1, "solo": 2}
    best = 0
    illegal = []
    for i, b in enumerate(bids):
        s = order[i % 3]
        if b != "pass" and rank[b] <= best:
            illegal.append(i)
            continue
        if b != "pass":
            best = rank[b]
            decl_seat, kind = s, b
    if decl_seat is None:
        raise Reject("all pass")
    side_of = {s: (0 if s == decl_seat else 1) for s in range(3)}
    play_hands = [list(h) for h in hands]
    widow_final = list(widow)
    take = opts.get("take", 0) if kind == "gioco" else 0
    if take:
        h = play_hands[decl_seat]
        tk = sorted(widow, key=lambda c: (-points(c), -(100 if suit_of(c) == "T" else 0) - strength(c), c))[:take]
        pips = [c for c in h if not c.startswith("T") and c != "MATTO" and rank_of(c) in ("6", "7", "8", "9", "10")]
        if opts.get("discard_from"):
            pips = [c for c in h if c in opts["discard_from"]]
        if len(pips) < take:
            raise Reject("pips")
        dc = rng.sample(pips, take)
        for c in tk:
            widow_final.remove(c)
            h.append(c)
        for c in dc:
            h.remove(c)
            widow_final.append(c)
        events.append({"type": "take", "seat": decl_seat, "cards": tk})
        events.append({"type": "discard", "seat": decl_seat, "cards": dc})
    decl = {}
    for s in order:
        items = opts.get("declare", {}).get(s)
        if items is None:
            items = best_items(play_hands[s])
        if double_wild_sensitive(play_hands[s]):
            raise Reject("double wild in hand")
        decl[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    dpts = {sd: sum(items_points(decl[s]) for s in range(3) if side_of[s] == sd) for sd in (0, 1)}
    allit = [x for s in range(3) if side_of[s] == 1 for x in decl[s]]
    if items_points(allit) != dpts[1]:
        raise Reject("team doubling")
    player = Player(rng, side_of, mt, opts.get("matto_plan"), opts.get("revoke"), opts.get("lead_pref"))
    plays, tricks = play_out(play_hands, order[0], 3, player, side_of, mt)
    if opts.get("revoke") and player.revoked is None:
        raise Reject("no revoke")
    play_start = len(events)
    for s, c in plays:
        events.append({"type": "play", "seat": s, "card": c})
    won_decl = sum(1 for _, w in tricks if w == decl_seat)
    if kind == "gioco":
        wsd = 0 if won_decl > 0 else 1
    else:
        wsd = side_of[tricks[-1][1]]
    piles, won, minfo = piles_from_tricks(tricks, side_of, {wsd: widow_final})
    info = {"declarer": decl_seat, "kind": kind, "illegal_bids": illegal, "declarations": dpts,
            "decl_items": decl, "tricks": tricks, "matto": minfo, "widow_to": wsd,
            "feats": trick_features(tricks, side_of, mt), "play_start": play_start,
            "revoked": player.revoked, "won_decl": won_decl, "take": take}
    scores = {}
    for sd in (0, 1):
        if gap_sensitive(piles[sd]):
            info.setdefault("gap_sensitive", []).append(sd)
        if double_wild_sensitive(piles[sd]):
            raise Reject("double wild pile")
        comb = items_points(best_items(piles[sd]))
        cp = card_points(piles[sd])  # raises on odd
        lt = 6 if side_of[tricks[-1][1]] == sd else 0
        scores[sd] = {"declarations": dpts[sd], "combinations": comb, "card_points": cp, "last_trick": lt,
                      "total": dpts[sd] + comb + cp + lt}
    info["scores"] = scores
    info["pile_items"] = {sd: best_items(piles[sd]) for sd in (0, 1)}
    all_tricks = won_decl == len(tricks) or won_decl == 0
    if all_tricks:
        winner = 0 if won_decl else 1
        gp = 40
        info["all_tricks"] = True
    else:
        winner = 0 if scores[0]["total"] > scores[1]["total"] else 1
        gp = round_game_points(scores[winner]["total"])
        if kind == "solo":
            gp *= 2
    info["winner_side"] = winner
    info["gp"] = gp
    seat_gp = [gp if side_of[s] == winner else 0 for s in range(3)]
    info["seat_gp"] = seat_gp
    deal = {"dealer": dealer, "hands": [list(h) for h in hands], "talon": list(widow), "events": events}
    return deal, info


def terz_session(seed, deal_opts, first_dealer=0, widow_n=8, tries=400, start=(0, 0, 0)):
    totals = list(start)
    deals, infos = [], []
    dealer = first_dealer
    for k, opts in enumerate(deal_opts):
        for attempt in range(tries):
            try:
                d, info = terz_deal(seed * 1000 + k * 37 + attempt * 7919, dealer, opts, widow_n)
                chk = opts.get("check")
                if chk and not chk(info):
                    raise Reject("check")
                break
            except (Reject, ValueError):
                continue
        else:
            raise RuntimeError("no terz deal %d/%d" % (seed, k))
        totals = [totals[s] + info["seat_gp"][s] for s in range(3)]
        info["totals"] = list(totals)
        for s in range(3):
            d["events"].append({"type": "score", "party": s, "points": info["seat_gp"][s], "reason": "game_points"})
        for s in range(3):
            d["events"].append({"type": "total", "party": s, "points": totals[s]})
        deals.append(d)
        infos.append(info)
        dealer = (dealer + 1) % 3
    return deals, infos
