"""Blind audit real-faults-near-slips-19: Danish Tarok (seed 000) and Galician Tarok (seed 002).

Real faults next to record slips (revoke, a forbidden skat/talon card, a false or missing
declaration/announcement, a card out of turn), each with the penalty the source's penalty text
prescribes (Danish §18, Galician renonce §21-23 and the pool §27), paid right or wrong by the
table.  Written from the sources only; no import from validator/ or replays/.

    python _gen.py [--seed N]     (writes NN-*.json next to this file)
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _sim as S  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
BASE_SEED = 19
if "--seed" in sys.argv:
    BASE_SEED = int(sys.argv[sys.argv.index("--seed") + 1])

D_PLAYERS = ["Agata", "Bronek", "Cecylia"]
G_PLAYERS = ["Zenon", "Wanda", "Tadeusz"]


def pay(f, t, a, r=None):
    e = {"type": "payment", "from": f, "to": t, "amount": a}
    if r:
        e["reason"] = r
    return e


# ---------------------------------------------------------------- Danish
class DDeal:
    """One Danish deal as a table plays it (3 players, seats 0-2)."""

    def __init__(self, seed, dealer, first=False, skat=None, choose=None, orders=None, accept=None,
                 tries=4000):
        for k in range(tries):
            rng = random.Random(seed * 100003 + k)
            hands, active = S.d_deal_hands(rng, dealer)
            dh = hands[dealer]
            pips = [c for c in dh if S.d_is_pip(c)]
            disc = skat(rng, dh) if skat else rng.sample(pips, 3)
            if disc is None:
                continue
            play_hands = [list(h) for h in hands]
            for c in disc:
                play_hands[dealer].remove(c)
            ch = choose() if choose else None
            plays, tricks, winners = S.d_play(rng, play_hands, (dealer + 1) % 3, active, ch, orders)
            last = S.d_last_trick(tricks, winners, active, None)
            if last is None:
                continue
            self.k = k
            self.rng = rng
            self.dealer, self.first = dealer, first
            self.hands, self.play_hands, self.disc = hands, play_hands, disc
            self.plays, self.tricks, self.winners = plays, tricks, winners
            self.last = last
            self.decl = {s: S.d_declarations(play_hands[s]) for s in active}
            self.tp = S.d_trick_payments(tricks, winners, active)
            self.pts = S.d_points(tricks, winners, active, dealer, disc)
            self.cp = S.d_card_point_payments(self.pts, (dealer + 1) % 3, active)
            if accept and not accept(self):
                continue
            return
        raise RuntimeError("no deal found")

    def head(self):
        ev = []
        if self.first:
            for pool in ("pagat_pool", "king_pool"):
                ev += [pay(s, pool, 20, "foundation") for s in range(3)]
        ev += [pay(self.dealer, "pagat_pool", 5, "deal_fee"), pay(self.dealer, "king_pool", 5, "deal_fee")]
        return ev

    def declare_events(self, seat, items=None, pays=None):
        if items is None:
            items, pays = self.decl[seat]
        ev = [{"type": "declare", "seat": seat, "items": items}]
        for a in pays:
            for o in range(3):
                if o != seat:
                    ev.append(pay(o, seat, a, "declaration"))
        return ev

    def play_events(self, after_play=None, with_trick_payments=True):
        """plays, each trick's payments after it; after_play(i) -> extra events after play i"""
        ev = []
        for i, (seat, card, named) in enumerate(self.plays):
            e = {"type": "play", "seat": seat, "card": card}
            if named:
                e["named"] = named
            ev.append(e)
            if after_play:
                ev += after_play(i) or []
            if i % 3 == 2 and with_trick_payments:
                t = i // 3
                ev += [pay(f, to, a, r) for (tt, f, to, a, r) in self.tp if tt == t]
        return ev

    def tail(self):
        return [pay(f, t, a, r) for f, t, a, r in self.last + self.cp]

    def deal(self, events):
        return {"dealer": self.dealer, "hands": self.hands, "events": events}

    def standard(self, after_play=None):
        ev = self.head() + [{"type": "discard", "seat": self.dealer, "cards": self.disc}]
        for k in range(3):
            ev += self.declare_events((self.dealer + k) % 3)
        return self.deal(ev + self.play_events(after_play) + self.tail())


def event_index(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


def write(name, doc):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def ddoc(deals, desc, rules=None, start=None):
    d = {"format": "trick-transcript/1", "game": "danish-tarok", "players": D_PLAYERS}
    if rules:
        d["rules"] = rules
    if start:
        d["start"] = start
    d["meta"] = {"audit": "real-faults-near-slips-19", "description": desc}
    d["deals"] = deals
    return d


def revoke_chooser(target, t_min, use="T"):
    """target seat, holding the led suit and a trump, plays its lowest trump (once)."""
    def make():
        state = {"done": False}

        def ch(t, seat, hand, trick, legal):
            if state["done"] or seat != target or t < t_min or not trick:
                return None
            led = trick[0][2]
            if led == "T" or not any(S.d_suit(c) == led for c in hand):
                return None
            tr = sorted([c for c in hand if S.d_suit(c) == "T" and c not in ("T1", "T21")], key=S.d_rank)
            if not tr:
                return None
            state["done"] = True
            state["t"] = t
            return tr[0]
        make.state = state
        return ch
    return make


def first_revoke(dd):
    for i, (seat, card, _) in enumerate(dd.plays):
        t = i // 3
        tr = dd.tricks[t]
        pos = i % 3
        if pos == 0:
            continue
        led = S.d_suit(tr[0][1]) if tr[0][1] != "JOKER" else None
        if led is None or S.d_suit(card) == led or card == "JOKER":
            continue
        before = set(dd.play_hands[seat]) - {c for s, c, _ in dd.plays[:i] if s == seat}
        if any(S.d_suit(c) == led for c in before):
            return i
    return None


def play_event_pos(deal, play_i):
    """event index of the play_i-th play"""
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "play"][play_i]


def has_decl(dd, seat):
    return bool(dd.decl[seat][0])


def no_decl(dd):
    return not any(dd.decl[s][0] for s in range(3))


def danish(expect):
    sd = BASE_SEED * 1000

    # 01: revoke, the table fines it 20 to each pool (a §18 "large" fine) and settles as played
    mk = revoke_chooser(target=0, t_min=4)
    d0 = DDeal(sd + 1, dealer=2, first=True, choose=mk, accept=lambda d: first_revoke(d) is not None)
    ri = first_revoke(d0)
    t_end = (ri // 3) * 3 + 2
    deal0 = d0.standard(after_play=lambda i: [pay(0, "pagat_pool", 20, "penalty"), pay(0, "king_pool", 20, "penalty")] if i == t_end else [])
    d1 = DDeal(sd + 2, dealer=0)
    doc = ddoc([deal0, d1.standard()], "Deal 0: Agata trumps a lead she can follow; the table fines her 20 to each pool and plays on.")
    write("01-dk-revoke-fined-large-played-on.json", doc)
    expect["01"] = {"revoke_event": play_event_pos(deal0, ri), "card": d0.plays[ri], "trick": ri // 3,
                    "penalty_events": [play_event_pos(deal0, t_end) + 1, play_event_pos(deal0, t_end) + 2],
                    "pts": [d0.pts, d1.pts]}

    # 02: a lead out of turn (§18 large: 20 to each pool, play goes on), fined right
    T = 6
    orders = {T: lambda L: [(L + 1) % 3, (L + 2) % 3, L]}
    d0 = DDeal(sd + 3, dealer=1, first=True, orders=orders)
    p_ot = 3 * T
    deal0 = d0.standard(after_play=lambda i: [pay(d0.plays[p_ot][0], "pagat_pool", 20, "penalty"), pay(d0.plays[p_ot][0], "king_pool", 20, "penalty")] if i == p_ot + 2 else [])
    write("02-dk-lead-out-of-turn-fined-right.json", ddoc([deal0], "Trick 7 is led by the wrong seat; fined 20 to each pool, play goes on."))
    expect["02"] = {"ot_event": play_event_pos(deal0, p_ot), "seat": d0.plays[p_ot][0], "due": d0.winners[T - 1], "pts": [d0.pts]}

    # 03: a follower plays before his turn, nobody fines it; pools carried in (no foundation)
    T = 9
    orders = {T: lambda L: [L, (L + 2) % 3, (L + 1) % 3]}
    d0 = DDeal(sd + 4, dealer=0, orders=orders)
    deal0 = d0.standard()
    write("03-dk-card-out-of-turn-unfined.json",
          ddoc([deal0], "Trick 10: the third seat plays before the second; no fine recorded.",
               start={"pools": {"pagat_pool": 60, "king_pool": 75}}))
    expect["03"] = {"ot_event": play_event_pos(deal0, 3 * T + 1), "seat": d0.plays[3 * T + 1][0], "pts": [d0.pts]}

    # 04: a king in the skat, found after the declarations: irreparable, 40 to each pool, deal void,
    #     the next dealer deals.  Paid right.
    def king_skat(rng, dh):
        ks = [c for c in dh if c[0] == "K" and not c.startswith("T")]
        pips = [c for c in dh if S.d_is_pip(c)]
        if not ks:
            return None
        return [ks[0]] + rng.sample(pips, 2)
    d0 = DDeal(sd + 5, dealer=1, first=True, skat=king_skat, accept=no_decl)
    ev = d0.head() + [{"type": "discard", "seat": 1, "cards": d0.disc}]
    for k in range(3):
        ev += d0.declare_events((1 + k) % 3)
    ev += [pay(1, "pagat_pool", 40, "penalty"), pay(1, "king_pool", 40, "penalty")]
    deal0 = d0.deal(ev)
    d1 = DDeal(sd + 6, dealer=2)
    write("04-dk-king-in-skat-void-paid-right.json",
          ddoc([deal0, d1.standard()], "Deal 0: Bronek laid a king away; found when the skat was checked after the declarations. 40 to each pool, the deal annulled, the next dealer deals."))
    expect["04"] = {"discard_event": 8, "disc": d0.disc, "pts": [None, d1.pts]}

    # 05: a lone trump in the skat while trumps are kept; the table fines 20 to each pool and
    #     settles the deal as played (should be irreparable: 40 each and the deal void)
    def trump_skat(rng, dh):
        tr = sorted([c for c in dh if c.startswith("T") and c not in ("T1", "T21")], key=S.d_rank)
        pips = [c for c in dh if S.d_is_pip(c)]
        if len([c for c in dh if c.startswith("T")]) < 3:
            return None
        return [tr[0]] + rng.sample(pips, 2)
    d0 = DDeal(sd + 7, dealer=0, first=True, skat=trump_skat)
    ev = d0.head() + [{"type": "discard", "seat": 0, "cards": d0.disc}]
    for k in range(3):
        ev += d0.declare_events(k % 3)
    pen_at = len(ev)
    ev += [pay(0, "pagat_pool", 20, "penalty"), pay(0, "king_pool", 20, "penalty")]
    deal0 = d0.deal(ev + d0.play_events() + d0.tail())
    write("05-dk-trump-in-skat-fined-large-played.json",
          ddoc([deal0], "Agata lays away one trump and keeps others; the table fines her 20 to each pool and plays the deal out."))
    expect["05"] = {"discard_event": 8, "disc": d0.disc, "pen_events": [pen_at, pen_at + 1], "pts": [d0.pts],
                    "n_events": len(deal0["events"])}

    # 06: 11 trumps declared while holding 10; found in trick 3 (not corrected before the first
    #     lead): irreparable, 40 to each pool, the 15s handed back, deal void.  Paid right.
    def ten_trumps(d):
        s = 2
        h = d.play_hands[s]
        n = len([c for c in h if c.startswith("T")]) + ("JOKER" in h)
        others = all(not d.decl[o][0] for o in (0, 1))
        early = not any(tt < 3 for (tt, *_r) in d.tp)
        return n == 10 and len(d.decl[s][0]) == 1 and others and early
    d0 = DDeal(sd + 8, dealer=1, first=True, accept=ten_trumps)
    ev = d0.head() + [{"type": "discard", "seat": 1, "cards": d0.disc}]
    ev += d0.declare_events(1)
    it = dict(d0.decl[2][0][0])
    it["count"] = 11
    decl_at = len(ev)
    ev += d0.declare_events(2, [it], [15])
    ev += d0.declare_events(0)
    ev += d0.play_events()[:9]
    pen_at = len(ev)
    ev += [pay(2, "pagat_pool", 40, "penalty"), pay(2, "king_pool", 40, "penalty"),
           pay(2, 0, 15, "penalty"), pay(2, 1, 15, "penalty")]
    deal0 = d0.deal(ev)
    d1 = DDeal(sd + 9, dealer=2)
    write("06-dk-false-trumps-declaration-void-paid-right.json",
          ddoc([deal0, d1.standard()], "Deal 0: Cecylia declares 11 trumps holding 10; found in the third trick. 40 to each pool, the 15s handed back, the deal annulled."))
    expect["06"] = {"decl_event": decl_at, "true": d0.decl[2][0], "pen_at": pen_at, "pts": [None, d1.pts]}

    # 07: a declaration made before the dealer's (§18 large: 20 to each pool); fined 5 each
    d0 = DDeal(sd + 10, dealer=2, first=True, accept=lambda d: has_decl(d, 0))
    ev = d0.head() + [{"type": "discard", "seat": 2, "cards": d0.disc}]
    early_at = len(ev)
    ev += d0.declare_events(0)
    pen_at = len(ev)
    ev += [pay(0, "pagat_pool", 5, "penalty"), pay(0, "king_pool", 5, "penalty")]
    ev += d0.declare_events(2) + d0.declare_events(1)
    deal0 = d0.deal(ev + d0.play_events() + d0.tail())
    write("07-dk-declaration-before-dealer-fined-small.json",
          ddoc([deal0], "Agata declares before the dealer Cecylia; the table fines her 5 to each pool."))
    expect["07"] = {"early_event": early_at, "items": d0.decl[0], "pen_events": [pen_at, pen_at + 1], "pts": [d0.pts]}

    # 08: a declaration passed, then corrected before the first lead (§18 superficial)
    d0 = DDeal(sd + 11, dealer=0, first=True, accept=lambda d: has_decl(d, 2))
    ev = d0.head() + [{"type": "discard", "seat": 0, "cards": d0.disc}]
    ev += d0.declare_events(0) + d0.declare_events(1)
    pass_at = len(ev)
    ev += [{"type": "declare", "seat": 2, "items": []}]
    corr_at = len(ev)
    ev += d0.declare_events(2)
    deal0 = d0.deal(ev + d0.play_events() + d0.tail())
    write("08-dk-declaration-corrected-before-lead.json",
          ddoc([deal0], "Cecylia passes, then corrects her declaration before the first card; paid then, no fine."))
    expect["08"] = {"pass_event": pass_at, "corr_event": corr_at, "items": d0.decl[2], "pts": [d0.pts]}



# ---------------------------------------------------------------- Galician
def gdoc(deals, desc, rules=None, start=None):
    d = {"format": "trick-transcript/1", "game": "galician-tarok", "players": G_PLAYERS}
    if rules:
        d["rules"] = rules
    if start:
        d["start"] = start
    d["meta"] = {"audit": "real-faults-near-slips-19", "description": desc}
    d["deals"] = deals
    return d


def g_silent_premiums(tricks, winners, player):
    """True if a silent premium (trull, four kings, ultimo) falls to a side: we avoid those deals."""
    side = {0: [], 1: []}
    for tr, w in zip(tricks, winners):
        side[w == player] += [c for _, c in tr]
    for cs in side.values():
        if all(c in cs for c in ("T1", "T21", "SKIZ")):
            return True
        if all(("K" + s) in cs for s in "HDSC"):
            return True
    return False


class GDeal:
    def __init__(self, seed, dealer, mode="fore", discard=None, choose=None, orders=None,
                 accept_hand=None, accept=None, tries=200000, allow_pagat_last=False):
        fore = (dealer + 1) % 3
        player = fore if mode == "fore" else (fore + 1) % 3
        for k in range(tries):
            rng = random.Random(seed * 100003 + k)
            hands, talon = S.g_deal(rng, dealer)
            take = talon[:3]
            full = hands[player] + take
            if discard:
                disc = discard(rng, full)
            else:
                cand = [c for c in full if S.g_suit(c) != "T" and c[0] != "K"]
                disc = rng.sample(cand, 3) if len(cand) >= 3 else None
            if disc is None:
                continue
            ph = [list(h) for h in hands]
            ph[player] = [c for c in full if c not in disc]
            if accept_hand and not accept_hand(ph[player]):
                continue
            ch = choose(player) if choose else None
            plays, tricks, winners = S.g_play(rng, ph, fore, ch, orders)
            if g_silent_premiums(tricks, winners, player) and not allow_pagat_last:
                continue
            if not allow_pagat_last and any(c == "T1" for _, c in tricks[-1]):
                continue
            self.rng, self.k = rng, k
            self.dealer, self.fore, self.player = dealer, fore, player
            self.hands, self.talon, self.take, self.disc, self.ph = hands, talon, take, disc, ph
            self.plays, self.tricks, self.winners = plays, tricks, winners
            self.p, self.h = S.g_points(tricks, winners, player, disc, talon[3:])
            if accept and not accept(self):
                continue
            return
        raise RuntimeError("no Galician deal found")

    def helpers(self):
        return [(self.player + 1) % 3, (self.player + 2) % 3]

    def auction(self):
        f = self.fore
        if self.player == f:
            bids = [(f, "three"), ((f + 1) % 3, "pass"), ((f + 2) % 3, "pass")]
        else:
            bids = [(f, "pass"), ((f + 1) % 3, "three"), ((f + 2) % 3, "pass")]
        return [{"type": "bid", "seat": s, "bid": b} for s, b in bids]

    def head(self, player_items=None):
        ev = self.auction()
        ev.append({"type": "take", "seat": self.player, "cards": self.take})
        ev.append({"type": "discard", "seat": self.player, "cards": self.disc})
        ev.append({"type": "announce", "seat": self.player, "items": player_items or []})
        for hs in self.helpers():
            ev.append({"type": "announce", "seat": hs, "items": []})
        return ev

    def play_events(self, after_play=None):
        ev = []
        for i, (s, c) in enumerate(self.plays):
            ev.append({"type": "play", "seat": s, "card": c})
            if after_play:
                ev += after_play(i) or []
        return ev

    def value(self):
        """a three of the first packet: (won?, value) by points alone (§18)"""
        if self.p > 33:
            return True, (self.p - 33) * 3 + 30
        return False, (33 - self.p) * 3 + 30

    def stakes(self):
        return [pay(s, "pool", 10, "pool_stake") for s in range(3)]

    def settle_normal(self):
        won, v = self.value()
        if won:
            return [pay(h, self.player, v, "game") for h in self.helpers()] + [pay(self.player, "pool", round(0.2 * v, 6), "pool_share")]
        return [pay(self.player, h, v, "game") for h in self.helpers()] + [pay(h, "pool", round(0.1 * v, 6), "pool_share") for h in self.helpers()]

    def settle_renonce_player(self):
        """§23: the player loses unconditionally; with his points made he pays the consolation
        (the 30 of a three, once: first packet), else the lost game by points."""
        won, v = self.value()
        a = 30 if won else v
        return [pay(self.player, h, a, "game") for h in self.helpers()] + [pay(h, "pool", round(0.1 * a, 6), "pool_share") for h in self.helpers()]

    def deal(self, events):
        return {"dealer": self.dealer, "hands": self.hands, "talon": self.talon, "events": events}


def g_revoke_chooser(target, t_min, once=True):
    def make(player):
        tgt = player if target == "player" else (player + 1) % 3 if target == "helper1" else (player + 2) % 3
        st = {"done": False}

        def ch(t, seat, hand, trick, legal):
            if st["done"] or seat != tgt or t < t_min or not trick:
                return None
            led = S.g_suit(trick[0][1])
            if led == "T" or not any(S.g_suit(c) == led for c in hand):
                return None
            tr = sorted([c for c in hand if S.g_suit(c) == "T" and c not in ("T1",)], key=S.g_rank)
            if not tr:
                return None
            st["done"] = True
            return tr[0]
        return ch
    return make


def g_first_revoke(gd):
    held = {s: set(gd.ph[s]) for s in range(3)}
    for i, (s, c) in enumerate(gd.plays):
        t, pos = divmod(i, 3)
        led = S.g_suit(gd.tricks[t][0][1])
        if pos and S.g_suit(c) != led and any(S.g_suit(x) == led for x in held[s]):
            return i
        held[s].discard(c)
    return None


def galician(expect):
    sd = BASE_SEED * 1000 + 500

    # 11: the player trumps a suit he holds (renonce §23), makes his points anyway: he pays the
    #     consolation, 30 to each helper (three, first packet).  Paid right; pool founded.
    g = GDeal(sd + 1, dealer=0, mode="fore", choose=g_revoke_chooser("player", 3),
              accept=lambda g: g_first_revoke(g) is not None and g.p > 33)
    ev = g.head() + g.play_events() + g.stakes() + g.settle_renonce_player()
    deal = g.deal(ev)
    write("11-gt-player-renonce-points-made-consolation-right.json",
          gdoc([deal], "Wanda (player, a three) trumps a suit she holds; she makes 33+ and pays the consolation."))
    expect["11"] = {"revoke_event": len(g.head()) + g_first_revoke(g), "player": g.player, "p": g.p, "value": g.value()}

    # 12: the player revokes and is short of 33 too: he pays the lost game; the table paid only
    #     the consolation (30 each)
    g = GDeal(sd + 2, dealer=1, mode="second", choose=g_revoke_chooser("player", 2),
              accept=lambda g: g_first_revoke(g) is not None and g.p < 31)
    ev = g.head() + g.play_events() + g.stakes()
    ev += [pay(g.player, h, 30, "game") for h in g.helpers()] + [pay(h, "pool", 3, "pool_share") for h in g.helpers()]
    deal = g.deal(ev)
    write("12-gt-player-renonce-game-lost-paid-as-consolation.json",
          gdoc([deal], "The player revokes and is short of 33 as well; the table charged only the consolation."))
    expect["12"] = {"revoke_event": len(g.head()) + g_first_revoke(g), "player": g.player, "p": g.p, "value": g.value(),
                    "pay_events": list(range(len(g.head()) + 36 + 3, len(ev)))}

    # 13: a helper's renonce; the player made his points: the player wins the game as counted.
    g = GDeal(sd + 3, dealer=2, mode="fore", choose=g_revoke_chooser("helper1", 2),
              accept=lambda g: g_first_revoke(g) is not None and g.p > 35)
    ev = g.head() + g.play_events() + g.stakes() + g.settle_normal()
    deal = g.deal(ev)
    write("13-gt-helper-renonce-player-wins-paid-right.json",
          gdoc([deal], "A helper trumps a suit she holds; the player, who made his points, is paid his game."))
    expect["13"] = {"revoke_event": len(g.head()) + g_first_revoke(g), "seat": g.plays[g_first_revoke(g)][0], "player": g.player, "p": g.p, "value": g.value()}

    # 14: a king laid away (§13): game lost unconditionally; with 33+ made he pays the
    #     consolation.  The table paid him as a winner.
    def king_disc(rng, full):
        ks = [c for c in full if c[0] == "K"]
        cand = [c for c in full if S.g_suit(c) != "T" and c[0] != "K"]
        if not ks or len(cand) < 2:
            return None
        return [ks[0]] + rng.sample(cand, 2)
    g = GDeal(sd + 4, dealer=0, mode="second", discard=king_disc, accept=lambda g: g.p > 36)
    ev = g.head() + g.play_events() + g.stakes() + g.settle_normal()
    deal = g.deal(ev)
    write("14-gt-king-laid-away-settled-as-won.json",
          gdoc([deal], "The player lays a king away with the talon (§13) and is settled as if he had won."))
    expect["14"] = {"discard_event": 4, "disc": g.disc, "player": g.player, "p": g.p, "value": g.value(),
                    "pay_from": len(g.head()) + 36}

    # 15: eleven tarocks announced as ten (§21): renonce, game lost; consolation; paid right
    def eleven(h):
        return sum(1 for c in h if S.g_suit(c) == "T") == 11
    g = GDeal(sd + 5, dealer=1, mode="fore", accept_hand=eleven, accept=lambda g: g.p > 33)
    ev = g.head([{"kind": "tarocks", "count": 10}]) + g.play_events() + g.stakes() + g.settle_renonce_player()
    deal = g.deal(ev)
    write("15-gt-eleven-tarocks-announced-as-ten-paid-right.json",
          gdoc([deal], "The player announces ten tarocks holding eleven (§21); he loses unconditionally and pays the consolation."))
    expect["15"] = {"announce_event": 5, "player": g.player, "p": g.p, "value": g.value()}

    # 16: a helper leads out of turn (no penalty in the source); the table writes a penalty
    T = 5
    orders = {T: lambda L: [(L + 1) % 3, (L + 2) % 3, L]}
    g = GDeal(sd + 6, dealer=2, mode="second", orders=orders,
              accept=lambda g: g.winners[T - 1] != g.player and (g.winners[T - 1] + 1) % 3 != g.player)
    ot_seat = g.plays[3 * T][0]
    ev = g.head() + g.play_events(after_play=lambda i: [{"type": "penalty", "party": ot_seat, "code": "out_of_turn", "amount": 10}] if i == 3 * T + 2 else [])
    ev += g.stakes() + g.settle_normal()
    deal = g.deal(ev)
    write("16-gt-helper-lead-out-of-turn-fined-by-table.json",
          gdoc([deal], "Trick 6 is led by the wrong helper; the table writes a fine of 10 the rules do not have."))
    expect["16"] = {"ot_event": len(g.head()) + 3 * T, "seat": ot_seat, "due": g.winners[T - 1], "player": g.player,
                    "pen_event": len(g.head()) + 3 * T + 3, "p": g.p, "value": g.value()}

    # 17: ultimo announced and made, but the player revoked: renonce.  Under §23 + §27a (the
    #     default with_ultimo) the pool is not taken and the ultimo not counted; the table paid
    #     the consolation right but also the ultimo (100 each) and the pool (120).
    def keep_pagat(player):
        rv = g_revoke_chooser("player", 2)(player)

        def ch(t, seat, hand, trick, legal):
            if seat == player and t < 11:
                c = rv(t, seat, hand, trick, legal)
                if c is not None:
                    return c
                alt = [x for x in legal if x != "T1"]
                if alt:
                    return random.Random(t * 7 + len(hand)).choice(alt)
            return None
        return ch

    def ultimo_made(g):
        return (g_first_revoke(g) is not None and g.tricks[-1] and any(c == "T1" and s == g.player for s, c in g.tricks[-1])
                and g.winners[-1] == g.player and not g_silent_premiums(g.tricks, g.winners, g.player))
    g = GDeal(sd + 7, dealer=0, mode="fore", choose=keep_pagat, accept_hand=lambda h: "T1" in h,
              accept=ultimo_made, allow_pagat_last=True)
    ev = g.head([{"kind": "pagat_ultimo"}]) + g.play_events() + g.settle_renonce_player()
    wrong_at = len(ev)
    ev += [pay(h, g.player, 100, "pagat_ultimo") for h in g.helpers()] + [pay("pool", g.player, 120, "pool_ultimo"), pay(g.player, "pool", 20, "pool_share")]
    deal = g.deal(ev)
    write("17-gt-ultimo-made-after-renonce-pool-paid-out.json",
          gdoc([deal], "The player announced pagat ultimo and made it, but had revoked; the table paid the consolation and also the ultimo and the pool.",
               start={"pools": {"pool": 120}}))
    expect["17"] = {"revoke_event": len(g.head()) + g_first_revoke(g), "player": g.player, "p": g.p, "value": g.value(),
                    "wrong_from": wrong_at}


if __name__ == "__main__":
    exp = {}
    danish(exp)
    if "galician" in globals():
        galician(exp)  # noqa: F821
    print(json.dumps(exp, indent=1, default=str))
