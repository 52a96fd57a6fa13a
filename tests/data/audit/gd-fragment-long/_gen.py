"""Blind generator for audit round gd-fragment-long (Galician tarok, records taken up mid-session).

Written from Szczepanski's rules (seeds/002, §§ 3-27) and the public contract only. Every figure
(card points, game values, premiums, pool, 10% shares, stakes, fees, totals) is computed here.
Run: PYTHONPATH=<worktree> python tests/data/audit/gd-fragment-long/_gen.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from _core import (  # noqa: E402
    DECK,
    is_trump,
    pile_points,
    play_out,
    deal_cards,
)

TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"KH", "KD", "KS", "KC"}
NAMES = ["Antoni", "Bronisława", "Cyprian", "Dorota", "Eugeniusz"]


def r2(x):
    x = round(x + 0.0, 2)
    return int(x) if x == int(x) else x


class Sess:
    def __init__(
        self,
        name,
        n,
        start_totals,
        pool0,
        *,
        rules=None,
        sheet=False,
        pool_line=False,
        pool_totals=None,
        seat_totals=False,
        seed=1,
        note="",
    ):
        self.name, self.n = name, n
        self.start_totals = start_totals
        self.pool = pool0  # the pool's true content (unknown to the record)
        self.known = False  # what I expect the engine to know
        self.rules = rules or {}
        self.stake = 10
        self.share = 0.10
        self.pass_fee = 5
        self.dealer_fee = 1 if self.rules.get("preset") == "common_usage" else 0
        self.sheet, self.pool_line, self.pool_totals, self.seat_totals = (
            sheet,
            pool_line,
            pool_totals,
            seat_totals,
        )
        self.rng = random.Random(seed)
        self.deals = []
        self.expect = []  # (deal, event, code, why)
        self.desc = []
        self.true_tot = {s: start_totals[s] for s in range(n)}
        self.true_tot["pool"] = pool0
        self.wtot = dict(self.true_tot)  # as the sheet writes them
        self.stake_due = False
        self.note = note

    # ------------------------------------------------------------------ seats
    def active(self, dealer, sitter):
        """the three who play, in order of play from the forehand; the participants in the result"""
        n = self.n
        out = {dealer} if n >= 4 else set()
        if sitter is not None:
            out.add(sitter)
        order = [(dealer + k) % n for k in range(1, n + 1) if (dealer + k) % n not in out]
        parts = [s for s in range(n) if s != sitter]
        return order[:3], parts

    # ------------------------------------------------------------------ one deal
    def deal(self, dealer, sitter=None, kind="game", fault=None, **kw):
        order, parts = self.active(dealer, sitter)
        di = len(self.deals)
        pays = []  # (from, to, amount, reason)
        if self.stake_due:
            for s in parts:
                pays.append((s, "pool", self.stake, "pool_stake"))
            self.stake_due = False
        if self.dealer_fee:
            pays.append((dealer, "pool", self.dealer_fee, "pool_deal"))
        info = {"dealer": dealer, "sitter": sitter}
        if kind == "allpass":
            hands3, talon = deal_cards(self.rng, 0, 4, want_pagat=False)
            hands = [[] for _ in range(self.n)]
            for p, s in enumerate(order):
                hands[s] = hands3[p]
            events = [{"type": "bid", "seat": s, "bid": "pass"} for s in order]
            for s in order:
                pays.append((s, "pool", self.pass_fee, "pool_pass"))
            info["what"] = "all pass"
            self._finish(di, dealer, hands, talon, events, pays, parts, info, fault, order)
            return
        for attempt in range(200000):
            res = self._try(order, parts, **kw)
            if res:
                break
        else:
            raise RuntimeError(f"{self.name} deal {di}: no deal found for {kw}")
        hands3, talon, events, pts, tricks, ren_idx, player, prem, ordinal, mult_base = res
        hands = [[] for _ in range(self.n)]
        for p, s in enumerate(order):
            hands[s] = hands3[p]
        opps = [s for s in parts if s != player]
        contra = 2 if kw.get("contra") else 1
        ult = kw.get("ultimo")
        ren = kw.get("renonce")
        m, a = mult_base
        won_pts = pts > 33
        if ren and ren[0] == "player":
            game_won = False
            base = a if won_pts else m * (33 - pts) + a  # §12/§23 'tylko konsolację'
        elif ren and ren[0] == "helper":
            assert won_pts
            game_won = True
            base = m * (pts - 33) + a
        else:
            game_won = won_pts
            base = m * (pts - 33) + a if won_pts else m * (33 - pts) + a
        if game_won:
            g = base * contra
            for o in opps:
                pays.append((o, player, g, "game"))
        else:
            g = base * ordinal * contra
            for o in opps:
                pays.append((player, o, g, "game"))
        info.update(
            player=player,
            points=pts,
            ordinal=ordinal,
            game_won=game_won,
            per_opp=g,
            contra=contra,
            ultimo=ult,
            premiums=prem,
            renonce=ren,
        )
        if ult == "made":
            for o in opps:
                pays.append((o, player, 100, "pagat_ultimo"))
        elif ult == "failed":
            for o in opps:
                pays.append((player, o, 100, "pagat_ultimo"))
        for pr, val in prem:
            for o in opps:
                pays.append((o, player, val, pr))
        # pool for an announced ultimo (§27)
        pool_before = self.pool + sum(x[2] for x in pays if x[1] == "pool")
        if ult == "made":
            take = pool_before if kw.get("take_amount") is None else kw["take_amount"]
            pays.append(("pool", player, take, "pool_ultimo"))
            info["pool_taken"] = take
        elif ult == "failed":
            pays.append((player, "pool", pool_before, "pool_ultimo"))
            info["pool_paid_in"] = pool_before
        # 10% of every win (§27)
        wins = {}
        for f, t, amt, reason in pays:
            if reason in ("game", "pagat_ultimo", "trull", "four_kings", "ultimo_silent"):
                wins[t] = wins.get(t, 0) + amt
        for s in sorted(wins, key=str):
            pays.append((s, "pool", r2(wins[s] * self.share), "pool_share"))
        if ren_idx is not None:
            info["renonce_event"] = ren_idx
        self._finish(
            di, dealer, hands, talon, events, pays, parts, info, fault, order, ult=ult, ren_idx=ren_idx
        )

    def _try(
        self,
        order,
        parts,
        player_pos=0,
        style="simple",
        ultimo=None,
        result="win",
        contra=False,
        renonce=None,
        n_tr=8,
        take_amount=None,
    ):
        rng = self.rng
        player = order[player_pos]
        hands3, talon = deal_cards(rng, player_pos, n_tr, want_pagat=ultimo is not None or rng.random() < 0.3)
        ev = []
        # auction (§10)
        if style == "simple":
            for p, s in enumerate(order):
                ev.append({"type": "bid", "seat": s, "bid": "three" if p == player_pos else "pass"})
            ordinal, rejects = 1, 0
        elif style == "reject":
            for p, s in enumerate(order):
                ev.append({"type": "bid", "seat": s, "bid": "three" if p == player_pos else "pass"})
            ordinal, rejects = 2, 1
        elif (
            style == "bottom_hold"
        ):  # forehand three, second bottom, third pass, forehand holds, second passes
            assert player_pos == 0
            ev += [
                {"type": "bid", "seat": order[0], "bid": "three"},
                {"type": "bid", "seat": order[1], "bid": "bottom"},
                {"type": "bid", "seat": order[2], "bid": "pass"},
                {"type": "bid", "seat": order[0], "bid": "hold"},
                {"type": "bid", "seat": order[1], "bid": "pass"},
            ]
            ordinal, rejects = 2, 0
        elif style == "bottom_win":  # forehand three, second bottom, third pass, forehand passes
            assert player_pos == 1
            ev += [
                {"type": "bid", "seat": order[0], "bid": "three"},
                {"type": "bid", "seat": order[1], "bid": "bottom"},
                {"type": "bid", "seat": order[2], "bid": "pass"},
                {"type": "bid", "seat": order[0], "bid": "pass"},
            ]
            ordinal, rejects = 2, 0
        elif style == "solo":
            for p, s in enumerate(order):
                ev.append({"type": "bid", "seat": s, "bid": "solo" if p == player_pos else "pass"})
            ordinal, rejects = 1, 0
        else:
            raise ValueError(style)
        hand = list(hands3[player_pos])
        disc = []
        if style != "solo":
            for _ in range(rejects):
                ev.append({"type": "call", "seat": player, "call": "reject"})
            packet = talon[0:3] if ordinal % 2 == 1 else talon[3:6]
            ev.append({"type": "take", "seat": player, "cards": list(packet)})
            hand += packet
            cand = [c for c in hand if not is_trump(c) and c not in KINGS]
            if len(cand) < 3:
                return None
            disc = rng.sample(cand, 3)
            for c in disc:
                hand.remove(c)
            ev.append({"type": "discard", "seat": player, "cards": disc})
            mult_base = (3, 30)
        else:
            mult_base = (6, 60)
        if ultimo and "T1" not in hand:
            return None
        ev.append({"type": "announce", "seat": player, "items": [{"kind": "pagat_ultimo"}] if ultimo else []})
        pi = order.index(player)
        for k in (1, 2):
            ev.append({"type": "announce", "seat": order[(pi + k) % 3], "items": []})
        if contra:
            ev.append({"type": "double", "seat": order[(pi + 1) % 3], "target": "game", "level": 2})
        hands_now = {s: list(hands3[p]) for p, s in enumerate(order)}
        hands_now[player] = hand
        ren_arg = None
        if renonce:
            who, t = renonce
            rs = player if who == "player" else order[(pi + 1) % 3]
            ren_arg = (t, rs)
        plays, tricks, ren_at = play_out(hands_now, order[0], order, player, bool(ultimo), rng, ren_arg)
        if renonce and ren_at is None:
            return None
        # checks
        wins_by = [w for w, _ in tricks]
        if all(w == player for w in wins_by) or all(w != player for w in wins_by):
            return None  # no volat
        mine = [c for w, tr in tricks if w == player for c in tr]
        theirs = [c for w, tr in tricks if w != player for c in tr]
        pts = pile_points(mine + disc)
        assert pts == int(pts)
        pts = int(pts)
        if pts == 33:
            return None
        last_w, last_tr = tricks[11]
        p_cards = [c for s, c in plays if s == player]
        t1_mine = "T1" in p_cards
        t1_last = t1_mine and last_tr[[s for s, _ in plays[33:36]].index(player)] == "T1"
        if ultimo == "made" and not (
            t1_last
            and last_w == player
            and max((c for c in last_tr if is_trump(c)), key=lambda c: 22 if c == "SKIZ" else int(c[1:]))
            == "T1"
        ):
            return None
        if ultimo == "failed" and not (t1_last and last_w != player):
            return None
        prem = []
        if not ultimo and t1_last:
            if last_w != player:
                return None  # silent ultimo lost: left out (the text is unclear)
            prem.append(("ultimo_silent", 50))
        if TRULL <= set(theirs) or KINGS <= set(theirs):
            return None  # helpers' premiums left out
        if TRULL <= set(mine):
            prem.append(("trull", 50))
        if KINGS <= set(mine):
            prem.append(("four_kings", 100))
        want_win = result == "win"
        if renonce:
            if renonce[0] == "player" and prem:
                return None
            if renonce[0] == "helper" and pts < 33:
                return None
            if renonce[0] == "player" and (pts > 33) != want_win:
                return None  # want_win here: the player made his points
        elif (pts > 33) != want_win:
            return None
        if prem and not want_win:
            return None
        if ultimo == "failed" and want_win:
            return None
        if ultimo == "made" and not want_win:
            return None
        base_ev = len(ev)
        for s, c in plays:
            ev.append({"type": "play", "seat": s, "card": c})
        ren_idx = base_ev + ren_at if ren_at is not None else None
        return [hands3, talon, ev, pts, tricks, ren_idx, player, prem, ordinal, mult_base]

    # ------------------------------------------------------------------ record the result
    def _finish(
        self, di, dealer, hands, talon, events, pays, parts, info, fault, order, ult=None, ren_idx=None
    ):
        net = {s: 0 for s in parts}
        net["pool"] = 0
        for f, t, amt, _ in pays:
            net[f] = net.get(f, 0) - amt
            net[t] = net.get(t, 0) + amt
        net = {k: r2(v) for k, v in net.items()}
        assert abs(sum(net.values())) < 1e-6, net
        self.pool = r2(self.pool + net["pool"])
        for k, v in net.items():
            self.true_tot[k] = r2(self.true_tot[k] + v)
        if ult == "made":
            self.stake_due = True
        known_before = self.known
        if ult in ("made", "failed"):
            self.known = True
        faults = []
        if not self.sheet:
            for f, t, amt, reason in pays:
                e = {
                    "type": "payment",
                    "from": f,
                    "to": t,
                    "amount": r2(amt),
                    "reason": reason if reason != "ultimo_silent" else "pagat_ultimo",
                }
                if (
                    fault
                    and fault[0] == "pay"
                    and all(x is None or x == y for x, y in zip(fault[1], (reason, f, t)))
                ):
                    e["amount"] = r2(fault[2](amt) if callable(fault[2]) else amt + fault[2])
                    faults.append((di, len(events), "wrong_payment", fault[3]))
                    fault = None
                events.append(e)
        else:
            wscore = {}
            for s in parts:
                v = net[s]
                if fault and fault[0] == "score" and fault[1] == s:
                    v = r2(fault[2](pays, s, v) if callable(fault[2]) else v + fault[2])
                    faults.append((di, len(events), "wrong_score", fault[3]))
                    fault = None
                wscore[s] = v
                events.append({"type": "score", "party": s, "points": v})
            if self.pool_line:
                events.append({"type": "score", "party": "pool", "points": net["pool"]})
            wscore["pool"] = net["pool"]
            if self.seat_totals:
                for s in parts:
                    v = r2(self.wtot[s] + wscore[s])
                    if fault and fault[0] == "total" and fault[1] == s:
                        v = r2(v + fault[2])
                        faults.append((di, len(events), "wrong_total", fault[3]))
                        fault = None
                    self.wtot[s] = v
                    events.append({"type": "total", "party": s, "points": v})
            if self.pool_totals == "always" or (self.pool_totals == "known" and self.known):
                v = self.pool
                if fault and fault[0] == "total" and fault[1] == "pool":
                    v = r2(v + fault[2])
                    faults.append((di, len(events), "wrong_total", fault[3]))
                    fault = None
                events.append({"type": "total", "party": "pool", "points": v})
                if self.pool_totals == "always":
                    self.known = True
        assert fault is None, f"fault not planted in {self.name} deal {di}"
        if ren_idx is not None:
            faults.insert(
                0, (di, ren_idx, "revoke", "renonce (§23): trumped a suit lead while holding the suit")
            )
        self.expect += faults
        info["net"] = net
        info["pool_after"] = self.pool
        info["known_before"] = known_before
        info["known_after"] = self.known
        self.desc.append(info)
        d = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
        self.deals.append(d)

    # ------------------------------------------------------------------ output
    def write(self):
        t = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "players": NAMES[: self.n],
            "start": {"totals": self.start_totals},
            "meta": {"audit": "gd-fragment-long", "note": self.note},
            "deals": self.deals,
        }
        if self.rules:
            t["rules"] = self.rules
        (HERE / f"{self.name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
        return self


def rot(n, dealer, sitter=None):
    """the next dealer: the next seat in order of play that is in the next deal"""
    d = (dealer + 1) % n
    while d == sitter:
        d = (d + 1) % n
    return d


SESSIONS = []


def build():
    out = []

    # 01: payments, 3 players; an announced ultimo takes the unknown pool, staked anew after
    s = Sess(
        "01-3p-pay-take-clean",
        3,
        [184.5, -52, -261.3],
        128.8,
        seed=101,
        note="taken up at deal 23 of the evening; the pool's content is not on this page",
    )
    d = 1
    s.deal(d, player_pos=0, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="loss")
    d = rot(3, d)
    s.deal(d, kind="allpass")
    d = rot(3, d)
    s.deal(d, player_pos=0, style="bottom_hold", result="win")
    d = rot(3, d)
    s.deal(d, player_pos=2, ultimo="made", n_tr=11, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=0, style="reject", result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win")
    out.append(s.write())

    # 02: payments, 3 players; a failed ultimo pays the unknown content in (so it is known), a later
    # ultimo takes it, the table paying out 15 short (it forgot the all-pass fees of deal 5)
    s = Sess(
        "02-3p-pay-failed-then-taken",
        3,
        [-40, 95.6, -163.2],
        107.6,
        seed=202,
        note="second half of a club evening",
    )
    d = 0
    s.deal(d, player_pos=0, result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win", contra=True)
    d = rot(3, d)
    s.deal(d, player_pos=0, ultimo="failed", n_tr=6, result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=1, style="bottom_win", result="win")
    d = rot(3, d)
    s.deal(d, kind="allpass")
    d = rot(3, d)
    s.deal(d, player_pos=0, result="loss")
    d = rot(3, d)
    s.deal(
        d,
        player_pos=1,
        ultimo="made",
        n_tr=11,
        result="win",
        fault=(
            "pay",
            ("pool_ultimo", "pool", None),
            -15,
            "pool paid out 15 short (the all-pass fees of deal 5 forgotten)",
        ),
    )
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win")
    out.append(s.write())

    # 03: payments, 3 players, the pool never known; late, a winner pays his 10% on one opponent only
    s = Sess(
        "03-3p-pay-share-fault",
        3,
        [12, 230.4, -301.6],
        59.2,
        seed=303,
        note="from the middle of a long session; shares and fees only",
    )
    d = 2
    s.deal(d, player_pos=0, result="win")
    d = rot(3, d)
    s.deal(d, kind="allpass")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="win", contra=True)
    d = rot(3, d)
    s.deal(d, player_pos=2, style="reject", result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=0, result="loss")
    d = rot(3, d)
    s.deal(
        d,
        player_pos=1,
        result="win",
        fault=(
            "pay",
            ("pool_share", None, "pool"),
            lambda a: a / 2,
            "the winner paid 10% of one opponent's payment only",
        ),
    )
    d = rot(3, d)
    s.deal(d, player_pos=0, style="bottom_hold", result="win")
    out.append(s.write())

    # 04: payments, 3 players; late, the player trumps a suit lead holding the suit (renonce, §23)
    # though he makes his points: he pays the consolation, as the table wrote
    s = Sess("04-3p-pay-renonce-player", 3, [-88.8, 40, -17.6], 66.4, seed=404, note="page 3 of the evening")
    d = 1
    s.deal(d, player_pos=0, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=0, style="bottom_hold", result="win")
    d = rot(3, d)
    s.deal(d, kind="allpass")
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win", renonce=("player", 5), n_tr=8)
    d = rot(3, d)
    s.deal(d, player_pos=0, result="loss")
    out.append(s.write())

    # 05: score sheet, 3 players, seat and pool lines, running totals and the pool's total from the
    # first deal on (so the sheet itself tells the pool); an ultimo takes it, staked anew after
    s = Sess(
        "05-3p-sheet-pooltotals-clean",
        3,
        [310, -145.5, -227.7],
        63.2,
        seed=505,
        sheet=True,
        pool_line=True,
        pool_totals="always",
        seat_totals=True,
        note="the sheet's second page",
    )
    d = 0
    s.deal(d, player_pos=0, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="loss")
    d = rot(3, d)
    s.deal(d, kind="allpass")
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win", contra=True)
    d = rot(3, d)
    s.deal(d, player_pos=0, style="reject", result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=1, ultimo="made", n_tr=11, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=0, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=1, style="bottom_win", result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win")
    out.append(s.write())

    # 06: score sheet, 3 players, seat lines and running totals, no pool line; an ultimo takes the
    # unknown pool; late, one running total is added wrong (the sheet carries on from it)
    s = Sess(
        "06-3p-sheet-noline-wrongtotal",
        3,
        [-75.3, 18, -40.9],
        98.2,
        seed=606,
        sheet=True,
        seat_totals=True,
        note="seat columns only",
    )
    d = 2
    s.deal(d, player_pos=0, result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=2, ultimo="made", n_tr=11, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=0, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=1, style="reject", result="loss")
    d = rot(3, d)
    s.deal(d, kind="allpass")
    d = rot(3, d)
    s.deal(
        d,
        player_pos=2,
        result="win",
        fault=(
            "total",
            0,
            100,
            "seat 0's running total written 100 over (a carry slip); the sheet carries on from it",
        ),
    )
    d = rot(3, d)
    s.deal(d, player_pos=0, result="loss")
    out.append(s.write())

    # 07: score sheet, 3 players, seat and pool lines, running totals; the pool's total written from
    # the failed ultimo on (its content then known); late, the pool's total is written 10 short
    s = Sess(
        "07-3p-sheet-failed-poolwrong",
        3,
        [144.2, -20, -211],
        86.8,
        seed=707,
        sheet=True,
        pool_line=True,
        pool_totals="known",
        seat_totals=True,
        note="pool column begun once the pool was paid in",
    )
    d = 1
    s.deal(d, player_pos=0, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=2, result="win")
    d = rot(3, d)
    s.deal(d, player_pos=0, ultimo="failed", n_tr=6, result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=1, result="win", contra=True)
    d = rot(3, d)
    s.deal(d, kind="allpass")
    d = rot(3, d)
    s.deal(d, player_pos=2, style="reject", result="loss")
    d = rot(3, d)
    s.deal(d, player_pos=0, style="bottom_hold", result="win")
    d = rot(3, d)
    s.deal(
        d,
        player_pos=1,
        result="win",
        fault=("total", "pool", -10, "the pool's running total written 10 short"),
    )
    out.append(s.write())

    # 08: payments, 4 players (the dealer is king, out of play, in the result); all pass once; an
    # ultimo takes the unknown pool; all four stake anew
    s = Sess("08-4p-pay-clean", 4, [95, -130.6, 260, -301.2], 76.8, seed=808, note="four at the table")
    d = 3
    for k in range(8):
        kw = [
            dict(player_pos=0, result="win"),
            dict(player_pos=1, result="loss"),
            dict(kind="allpass"),
            dict(player_pos=2, result="win"),
            dict(player_pos=1, ultimo="made", n_tr=11, result="win"),
            dict(player_pos=0, result="win"),
            dict(player_pos=2, style="reject", result="loss"),
            dict(player_pos=1, result="win", contra=True),
        ][k]
        s.deal(d, **kw)
        d = rot(4, d)
    out.append(s.write())

    # 09: score sheet, 4 players, seat and pool lines, running totals, pool never known; a solo;
    # late, the king's line is written without his 10% share taken off
    s = Sess(
        "09-4p-sheet-wrongscore",
        4,
        [-12.5, 66, -150.1, 20],
        76.6,
        seed=909,
        sheet=True,
        pool_line=True,
        seat_totals=True,
        note="four-handed sheet",
    )
    d = 0
    plan = [
        dict(player_pos=0, result="win"),
        dict(player_pos=1, result="loss"),
        dict(player_pos=2, style="solo", n_tr=11, result="win"),
        dict(kind="allpass"),
        dict(player_pos=0, style="bottom_hold", result="win"),
        dict(
            player_pos=1,
            result="loss",
            fault=("score", "KING", "gross", "the king's line written without his 10% share off"),
        ),
        dict(player_pos=2, result="win"),
    ]
    for kw in plan:
        f = kw.pop("fault", None)
        if f:
            king = d
            f = (
                "score",
                king,
                lambda pays, seat, v: v + sum(a for fr, to, a, r in pays if fr == seat and r == "pool_share"),
                f[3],
            )
        s.deal(d, fault=f, **kw)
        d = rot(4, d)
    out.append(s.write())

    # 10: payments, 4 players; an ultimo takes the unknown pool; late, a helper trumps a suit lead
    # holding the suit (renonce) in a game the player wins on points anyway
    s = Sess(
        "10-4p-pay-renonce-helper", 4, [40.4, -99, 130, -137.4], 66, seed=1010, note="four-handed, later part"
    )
    d = 1
    plan = [
        dict(player_pos=0, result="win"),
        dict(player_pos=2, ultimo="made", n_tr=11, result="win"),
        dict(player_pos=1, result="loss"),
        dict(player_pos=0, style="reject", result="loss"),
        dict(player_pos=1, result="win", renonce=("helper", 4)),
        dict(player_pos=2, result="win"),
    ]
    for kw in plan:
        s.deal(d, **kw)
        d = rot(4, d)
    out.append(s.write())

    # 11: payments, 5 players (one sits out a round of four deals, the dealer is king); a failed
    # ultimo pays the unknown content in, an ultimo takes it later, staked anew
    s = Sess("11-5p-pay-clean", 5, [60, -44.4, 120.5, -88, -140.5], 92.4, seed=1111, note="five at the table")
    d = 2
    sitters = [4, 4, 0, 0, 0, 0, 1, 1]
    plan = [
        dict(player_pos=0, result="win"),
        dict(player_pos=1, result="loss"),
        dict(player_pos=2, ultimo="failed", n_tr=6, result="loss"),
        dict(player_pos=0, result="win"),
        dict(kind="allpass"),
        dict(player_pos=1, ultimo="made", n_tr=11, result="win"),
        dict(player_pos=2, result="win"),
        dict(player_pos=0, style="reject", result="loss"),
    ]
    for k, kw in enumerate(plan):
        s.deal(d, sitter=sitters[k], **kw)
        if k + 1 < len(plan):
            d = rot(5, d, sitters[k + 1])
    out.append(s.write())

    # 12: score sheet, 5 players, seat and pool lines, running totals, the pool's total once known;
    # an ultimo takes the unknown pool; late, a helper's line is written without his share off, and
    # the pool's total after is written with a slip
    s = Sess(
        "12-5p-sheet-two-faults",
        5,
        [-30, 55.5, -60.3, 14, -50.8],
        71.6,
        seed=1212,
        sheet=True,
        pool_line=True,
        pool_totals="known",
        seat_totals=True,
        note="five-handed sheet",
    )
    d = 0
    sitters = [2, 2, 2, 3, 3, 3, 3]
    plan = [
        dict(player_pos=0, result="win"),
        dict(player_pos=1, ultimo="made", n_tr=11, result="win"),
        dict(player_pos=2, result="loss"),
        dict(player_pos=0, result="win"),
        dict(player_pos=1, style="reject", result="loss"),
        dict(player_pos=2, result="loss", fault="HELPER"),
        dict(
            player_pos=0,
            result="win",
            fault=("total", "pool", 20, "the pool's running total written 20 over"),
        ),
    ]
    for k, kw in enumerate(plan):
        f = kw.pop("fault", None)
        if f == "HELPER":
            order, _ = s.active(d, sitters[k])
            helper = order[(2 + 1) % 3]
            f = (
                "score",
                helper,
                lambda pays, seat, v: v + sum(a for fr, to, a, r in pays if fr == seat and r == "pool_share"),
                "a helper's line written without his 10% share off",
            )
        s.deal(d, sitter=sitters[k], fault=f, **kw)
        if k + 1 < len(plan):
            d = rot(5, d, sitters[k + 1])
    out.append(s.write())

    # 13: common_usage preset (the dealer puts 1 in each deal), score sheet with seat and pool lines
    # and running totals; a failed ultimo pays in, an ultimo takes, staked anew
    s = Sess(
        "13-3p-common-sheet-clean",
        3,
        [302, -180.7, -170.1],
        48.8,
        seed=1313,
        sheet=True,
        pool_line=True,
        seat_totals=True,
        rules={"preset": "common_usage"},
        note="a club whose dealer feeds the pool",
    )
    d = 0
    plan = [
        dict(player_pos=0, result="win"),
        dict(player_pos=1, result="loss"),
        dict(player_pos=2, ultimo="failed", n_tr=6, result="loss"),
        dict(kind="allpass"),
        dict(player_pos=0, style="bottom_hold", result="win"),
        dict(player_pos=1, ultimo="made", n_tr=11, result="win"),
        dict(player_pos=2, result="win"),
    ]
    for kw in plan:
        s.deal(d, **kw)
        d = rot(3, d)
    out.append(s.write())

    # 14: payments, 3 players; the totals carried in do not balance against the pool (the pool was
    # carried from an earlier evening): the ultimo takes what the pool held, which the record does
    # not show, so nothing rests on it; later a failed ultimo pays the (now known) pool in
    s = Sess(
        "14-3p-pay-take-not-judged",
        3,
        [20, -50, -70],
        236.5,
        seed=1414,
        note="the pool was carried over from last week; totals are tonight's only",
    )
    d = 1
    plan = [
        dict(player_pos=0, result="win"),
        dict(player_pos=1, ultimo="made", n_tr=11, result="win"),
        dict(player_pos=2, result="win"),
        dict(player_pos=0, result="loss"),
        dict(player_pos=1, ultimo="failed", n_tr=6, result="loss"),
        dict(player_pos=2, style="reject", result="loss"),
    ]
    for kw in plan:
        s.deal(d, **kw)
        d = rot(3, d)
    out.append(s.write())
    return out


def summary(s):
    lines = [f"### {s.name}.json", ""]
    lines.append(
        f"players {s.n}; start.totals {s.start_totals}; no start.pools (true pool at start, unknown to the record: {s.true_tot and s.desc and ''}"
        f"{r2(-sum(s.start_totals))} by the totals' balance)"
    )
    for i, x in enumerate(s.desc):
        ev = s.deals[i]["events"]
        if "player" not in x:
            what = "all pass"
        else:
            what = (
                f"player {x['player']} pts {x['points']} ord {x['ordinal']} "
                f"{'won' if x['game_won'] else 'lost'} {x['per_opp']}/opp contra {x['contra']}"
                + (f" ultimo {x['ultimo']}" if x["ultimo"] else "")
                + (f" prem {x['premiums']}" if x["premiums"] else "")
                + (f" renonce {x['renonce']} at ev {x.get('renonce_event')}" if x["renonce"] else "")
                + (f" pool taken {x['pool_taken']}" if "pool_taken" in x else "")
                + (f" pool paid in {x['pool_paid_in']}" if "pool_paid_in" in x else "")
            )
        lines.append(
            f"- deal {i} (dealer {x['dealer']}{', sitter %s' % x['sitter'] if x['sitter'] is not None else ''}, {len(ev)} events): {what}; "
            f"net {x['net']}; pool after {x['pool_after']} (engine knows it before/after: {x['known_before']}/{x['known_after']})"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    parts = []
    for s in build():
        status = "violations" if s.expect else "clean"
        v = "; ".join(f"({d}, {e}, {c}): {why}" for d, e, c, why in s.expect) or "none"
        parts.append(summary(s) + f"\n\n**Expected: {status}.** Violations: {v}\n")
    (HERE / "_figures.md").write_text("\n".join(parts))
    print("\n".join(parts))
