"""gd-spec2 generator: writes the round's transcripts from model.py (no project imports).

Run: python gen.py  (writes NN-*.json beside it and prints every deal's figures).
"""

import json
from fractions import Fraction
from pathlib import Path

import model as m

HERE = Path(__file__).parent
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
PREMIUM = {"trull": (50, 100), "four_kings": (100, 200), "pagat_ultimo": (50, 100)}
TAROCKS = {10: 50, 11: 100, 12: 150}
STAKE, SHARE, PASS_FEE = 10, Fraction(1, 10), 5


def num(x):
    x = Fraction(x)
    return int(x) if x.denominator == 1 else round(float(x), 6)


def deal_random(rng, n_active=3, rig=None):
    """rig: {seat_index_in_active: [cards]} forced into those hands; talon: list."""
    rig = rig or {}
    cards = m.deck()
    fixed = [c for v in rig.values() for c in v]
    rest = [c for c in cards if c not in fixed]
    rng.shuffle(rest)
    hands = []
    for i in range(n_active):
        h = list(rig.get(i, []))
        while len(h) < 12:
            h.append(rest.pop())
        hands.append(h)
    talon = list(rig.get("talon", []))
    while len(talon) < 6:
        talon.append(rest.pop())
    assert not rest
    return hands, talon


class Session:
    def __init__(self, n, mode, rules=None, start=None, meta=None):
        self.n = n
        self.mode = mode  # payments | scores | none
        self.rules = rules
        self.start = start
        self.meta = meta or {}
        self.deals = []
        self.pool = Fraction((start or {}).get("pools", {}).get("pool", 0))
        self.totals = [Fraction(x) for x in (start or {}).get("totals", [0] * n)]
        self.pool_total = self.pool
        self.fresh = start is None
        self.log = []

    # ------------------------------------------------------------------
    def deal(
        self,
        dealer,
        hands,
        talon,
        bids,
        declarer=None,
        contract=None,
        rejects=0,
        discard=(),
        announces=None,
        doubles=(),
        keep=None,
        force=None,
        sitout=None,
        mode=None,
        shown=None,
        play_only=False,
        tamper=None,
        note=None,
        wrong_leader=None,
        game_lost=False,
        game_won=False,
    ):
        """hands: {seat: cards} for the three active seats. Returns the figures."""
        mode = mode or self.mode
        n = self.n
        king = dealer if n >= 4 else None
        inactive = {s for s in (king, sitout) if s is not None}
        active = [s for s in range(n) if s not in inactive]
        assert len(active) == 3, active
        # the forehand is the first active seat after the dealer in order of play
        s = (dealer + 1) % n
        while s in inactive:
            s = (s + 1) % n
        forehand = s
        order = active[active.index(forehand) :] + active[: active.index(forehand)]
        events = []
        for seat, word in bids:
            events.append({"type": "bid", "seat": seat, "bid": word})
        flows = []  # (from, to, amount, reason)
        if self.fresh:
            for p in range(n):
                flows.append((p, "pool", STAKE, "pool_stake"))
            self.fresh = False
        fig = {"dealer": dealer, "forehand": forehand}
        if declarer is None:  # all passed
            for seat in order:
                flows.append((seat, "pool", PASS_FEE, "pool_pass"))
            full_hands = [[] for _ in range(n)]
            for seat in active:
                full_hands[seat] = list(hands[seat])
            return self._finish(dealer, full_hands, talon, events, flows, mode, fig, play_only, tamper, note)
        # buying
        hand = {st: list(hands[st]) for st in active}
        if contract == "solo":
            bought, ordinal, take = 1, 1, []
        else:
            size = m.LEVEL[contract]
            base = 1
            levels = [w for _, w in bids]
            if contract == "three":
                if "top" in levels:
                    base = 3
                elif "bottom" in levels:
                    base = 2
            ordinal = base + rejects
            take = m.packet(talon, size, ordinal)
            bought = ordinal
            for _ in range(rejects):
                events.append({"type": "call", "seat": declarer, "call": "reject"})
            events.append({"type": "take", "seat": declarer, "cards": take})
            hand[declarer] += take
            d = {"type": "discard", "seat": declarer, "cards": list(discard)}
            if shown is not None:
                d["shown"] = shown
            events.append(d)
            for c in discard:
                hand[declarer].remove(c)
        fig.update(declarer=declarer, contract=contract, bought=bought, take=take)
        # announcements, in order from the declarer, with the doubles in the speaker's turn
        announces = announces or {}
        dorder = order[order.index(declarer) :] + order[: order.index(declarer)]
        dbl = {}
        for seat in dorder:
            events.append({"type": "announce", "seat": seat, "items": announces.get(seat, [])})
            for ds, tgt, lvl in doubles:
                if ds == seat and lvl == 2:
                    events.append({"type": "double", "seat": ds, "target": tgt, "level": lvl})
        for ds, tgt, lvl in doubles:
            if lvl > 2:
                events.append({"type": "double", "seat": ds, "target": tgt, "level": lvl})
        for _, tgt, lvl in doubles:
            dbl[tgt] = max(dbl.get(tgt, 1), lvl)
        # play
        plays, piles, winners = m.play_out(
            hand, forehand, order, declarer, keep, force, wrong_leader=wrong_leader
        )
        first_play = len(events)
        if "at" in m.LAST_FIRED:
            fig["fault_event"] = first_play + m.LAST_FIRED["at"]
        if wrong_leader:
            fig["fault_event"] = first_play + 3 * wrong_leader[0]
            fig["wl_ok"] = winners[wrong_leader[0] - 1][0] != wrong_leader[1]
        fig["last"] = winners[-1][1]
        fig["pagat_at"] = (
            next(i // 3 for i, (s_, c) in enumerate(plays) if c == "T1")
            if any(c == "T1" for _, c in plays)
            else None
        )
        fig["pagat_by"] = next((s_ for s_, c in plays if c == "T1"), None)
        for seat, c in plays:
            events.append({"type": "play", "seat": seat, "card": c})
        # card points
        dpile = piles[declarer] + list(discard)
        exact = m.pile_points(dpile)
        pts = int(exact + Fraction(1, 2)) if exact >= 0 else -int(-exact + Fraction(1, 2))
        dtricks = sum(1 for w, _ in winners if w == declarer)
        mult = m.MULT[contract]
        won = pts > 33
        if game_lost:
            won = False
        if game_won:
            won = True
        fig.update(points=pts, exact=str(exact), tricks=dtricks, won=won)
        opps = [p for p in range(n) if p != declarer and p != sitout]
        amounts = []  # (amount for the declarer from each opponent, reason)
        volat = dtricks == 12
        ann_d = [it["kind"] for it in announces.get(declarer, [])]
        if volat:
            v = 100 * mult * (2 if "volat" in ann_d else 1)
            amounts.append((v, "volat"))
        elif won:
            v = mult * (pts - 33) + 10 * mult
            amounts.append((v * (2 if dbl.get("game", 1) >= 2 else 1), "game"))
        else:
            v = mult * max(33 - pts, 0) + 10 * mult
            amounts.append((-v * bought * dbl.get("game", 1), "game"))
        fig["game_value"] = v
        dtr = [c for w, t in winners if w == declarer for _, c in t]
        htr = [c for w, t in winners if w != declarer for _, c in t]
        sets = {"trull": {"T1", "T21", "SKIZ"}, "four_kings": {"KH", "KD", "KS", "KC"}}
        for kind, cards in sets.items():
            silent, loud = PREMIUM[kind]
            lvl = dbl.get(kind, 1)
            if kind in ann_d:
                amounts.append(((loud if cards <= set(dtr) else -loud) * lvl, kind))
            elif cards <= set(dtr):
                amounts.append((silent, kind))
            elif cards <= set(htr):
                amounts.append((-silent, kind))
        last_w, last_t = winners[-1]
        pagat_last = dict((c, s_) for s_, c in last_t).get("T1")
        ult_made = pagat_last == declarer and last_w == declarer
        pool_flow = 0
        if "pagat_ultimo" in ann_d:
            lvl = dbl.get("pagat_ultimo", 1)
            if ult_made:
                amounts.append((100 * lvl, "pagat_ultimo"))
                pool_flow = -self.pool_after(flows)
            else:
                amounts.append((-100 * lvl, "pagat_ultimo"))
                pool_flow = self.pool_after(flows)
        elif ult_made:
            amounts.append((50, "pagat_ultimo"))
        for seat, items in announces.items():
            for it in items:
                if it["kind"] == "tarocks":
                    val = TAROCKS[it["count"]]
                    amounts.append((val if seat == declarer else -val, "tarocks"))
        for amt, reason in amounts:
            for o in opps:
                if amt > 0:
                    flows.append((o, declarer, amt, reason))
                elif amt < 0:
                    flows.append((declarer, o, -amt, reason))
        if pool_flow < 0:
            flows.append(("pool", declarer, -pool_flow, "pool_ultimo"))
        elif pool_flow > 0:
            flows.append((declarer, "pool", pool_flow, "pool_ultimo"))
        # 10 per cent of each player's winnings of the deal (player-to-player flows)
        net = {p: Fraction(0) for p in range(n)}
        for f, t, a, _r in flows:
            if f != "pool" and t != "pool":
                net[f] -= a
                net[t] += a
        for p in range(n):
            if net[p] > 0:
                flows.append((p, "pool", net[p] * SHARE, "pool_share"))
        fig["amounts"] = amounts
        full_hands = [[] for _ in range(n)]
        for seat in active:
            full_hands[seat] = list(hands[seat])
        return self._finish(dealer, full_hands, talon, events, flows, mode, fig, play_only, tamper, note)

    def pool_after(self, flows):
        p = self.pool
        for f, t, a, _ in flows:
            if t == "pool":
                p += a
            if f == "pool":
                p -= a
        return p

    def _finish(self, dealer, hands, talon, events, flows, mode, fig, play_only, tamper, note):
        n = self.n
        net = {p: Fraction(0) for p in list(range(n)) + ["pool"]}
        for f, t, a, _ in flows:
            net[f] -= Fraction(a)
            net[t] += Fraction(a)
        self.pool += net["pool"]
        for p in range(n):
            self.totals[p] += net[p]
        rec = []
        if mode == "payments":
            for f, t, a, r in flows:
                rec.append({"type": "payment", "from": f, "to": t, "amount": num(a), "reason": r})
        elif mode == "scores":
            for p in range(n):
                rec.append({"type": "score", "party": p, "points": num(net[p])})
            rec.append({"type": "score", "party": "pool", "points": num(net["pool"])})
            for p in range(n):
                rec.append({"type": "total", "party": p, "points": num(self.totals[p])})
            rec.append({"type": "total", "party": "pool", "points": num(self.pool)})
        events = events + rec
        if tamper:
            tamper(events)
        deal = {"dealer": dealer, "hands": None if play_only else hands, "events": events}
        if not play_only:
            deal["talon"] = list(talon)
        if note:
            events[0]["note"] = note
        self.deals.append(deal)
        fig["net"] = {str(k): num(v) for k, v in net.items()}
        fig["pool_after"] = num(self.pool)
        fig["totals"] = [num(x) for x in self.totals]
        self.log.append(fig)
        return fig

    def write(self, name):
        t = {"format": "trick-transcript/1", "game": "galician-tarok"}
        if self.rules:
            t["rules"] = self.rules
        t["players"] = NAMES[: self.n]
        if self.start is not None:
            t["start"] = self.start
        t["meta"] = dict(self.meta, round="gd-spec2")
        t["deals"] = self.deals
        (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
        print(f"== {name}")
        for i, f in enumerate(self.log):
            f = dict(f)
            f.pop("take", None)
            print(f"  deal {i}: {f}")
