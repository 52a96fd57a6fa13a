"""gd-spec10 generator: writes the transcripts of this folder from my model (model.py)."""

from __future__ import annotations

import json
import os
import random
import zlib
import sys

sys.path.insert(0, os.path.dirname(__file__))
from model import (DECK, KINGS, TRULL, FIRST_ORD, LEVELS, PACKET, VOLAT, Play, card_points,  # noqa: E402
                   is_tarock, packet_cards, rnd, suit, value, rank)

HERE = os.path.dirname(os.path.abspath(__file__))
TAROCKS_PREMIUM = {10: 50, 11: 100, 12: 150}


def active_order(n, dealer, sitter=None):
    """Seats that play, forehand first (the dealer is the king with 4-5 players)."""
    if n == 3:
        return [(dealer + 1 + k) % 3 for k in range(3)]
    out = []
    k = 1
    while len(out) < 3:
        s = (dealer + k) % n
        if s != dealer and s != sitter:
            out.append(s)
        k += 1
    return out


def default_discard(hand, count, avoid=()):
    """Lowest cards, never a king or a trull card, colours before tarocks; short suits first."""
    cand = [c for c in hand if c not in KINGS and c not in TRULL and c not in avoid]
    colours = [c for c in cand if not is_tarock(c)]
    tar = [c for c in cand if is_tarock(c)]
    cnt = {}
    for c in hand:
        if not is_tarock(c):
            cnt[suit(c)] = cnt.get(suit(c), 0) + 1
    colours.sort(key=lambda c: (cnt[suit(c)], value(c), c))
    tar.sort(key=lambda c: rank(c))
    return (colours + tar)[:count]


class Session:
    def __init__(self, players, rules=None, start=None, record="payments", meta=None):
        self.players = players
        self.n = len(players)
        self.rules = rules
        self.start = start
        self.record = record
        self.meta = meta or {}
        self.deals = []
        pool0 = (start or {}).get("pools", {}).get("pool")
        self.pool = pool0 or 0
        self.need_stake = pool0 is None
        self.totals = dict((start or {}).get("totals_map", {}))
        self.summary = []
        self.expected = []  # per deal: dict party->net
        self.use_pool = not (rules or {}).get("pool") is False

    # ------------------------------------------------------------------
    def deal(self, spec):
        n = self.n
        dealer = spec["dealer"]
        sitter = spec.get("sitter")
        order = active_order(n, dealer, sitter)
        seed = spec.get("seed", 0)
        tries = 0
        while True:
            tries += 1
            res = self._try(spec, order, seed)
            if res is not None:
                break
            seed += 1
            if tries > 200000:
                raise SystemExit(f"no seed for {spec.get('name')}")
        dj, out = res
        self.deals.append(dj)
        self.summary.append(f"deal {len(self.deals)-1} seed {seed}: {out['text']}")
        return dj, out

    def _hands(self, spec, order, rng):
        force = spec.get("force", {})
        deck = list(DECK)
        fixed = {k: list(v) for k, v in force.items()}
        used = set(c for v in fixed.values() for c in v)
        rest = [c for c in deck if c not in used]
        rng.shuffle(rest)
        hands = {}
        for i, s in enumerate(order):
            h = list(fixed.get(f"a{i}", []))
            need = 12 - len(h)
            h += rest[:need]
            rest = rest[need:]
            hands[s] = h
        # talon: positions given in force 'talon' as a list with None for free places
        tal_spec = fixed.get("talon_pos")
        talon = [None] * 6
        if tal_spec:
            for i, c in enumerate(tal_spec):
                if c is not None:
                    talon[i] = c
        # cards forced into 'talon' anywhere
        anyt = list(fixed.get("talon", []))
        for i in range(6):
            if talon[i] is None and anyt:
                talon[i] = anyt.pop(0)
        for i in range(6):
            if talon[i] is None:
                talon[i] = rest.pop(0)
        assert not rest, rest
        for s in hands:
            rng.shuffle(hands[s])
        return hands, talon

    def _try(self, spec, order, seed):
        rng = random.Random(seed * 7919 + zlib.crc32(spec.get("name", "").encode()))
        n = self.n
        dealer = spec["dealer"]
        hands, talon = self._hands(spec, order, rng)
        if spec.get("hands_ok") and not spec["hands_ok"](hands, talon, order):
            return None
        events = []
        for (i, b) in spec["auction"]:
            events.append({"type": "bid", "seat": order[i], "bid": b})
        king = dealer if n >= 4 else None
        table = order + ([king] if king is not None else [])
        out = {"order": order, "king": king, "talon": talon, "hands": hands}
        if spec.get("allpass"):
            tr = []
            if self.use_pool:
                tr += self._stake(table)
                for s in order:
                    tr.append((s, "pool", spec.get("pass_fee", 5), "pool_pass"))
                    self.pool_tmp += spec.get("pass_fee", 5)
            out["text"] = "all pass"
            return self._finish(spec, events, hands, talon, tr, out, dealer)
        pi = spec["player"]
        P = order[pi]
        level = spec["level"]
        rej = spec.get("rejects", 0)
        hand = list(hands[P])
        taken = []
        if level != "solo":
            ordn = FIRST_ORD[level] + rej
            taken = packet_cards(talon, level, ordn)
            for _ in range(rej):
                events.append({"type": "call", "seat": P, "call": "reject"})
            events.append({"type": "take", "seat": P, "cards": list(taken)})
            hand += taken
            dfun = spec.get("discard")
            cnt = PACKET[level]
            disc = dfun(hand, cnt) if dfun else default_discard(hand, cnt)
            if disc is None:
                return None
            dev = {"type": "discard", "seat": P, "cards": list(disc)}
            if spec.get("shown") is not None:
                shown = spec["shown"]
                if shown == "auto":
                    if any(is_tarock(c) for c in disc):
                        dev["shown"] = True
                elif shown:
                    dev["shown"] = True
            events.append(dev)
            for c in disc:
                hand.remove(c)
        else:
            ordn = 1
            disc = []
        out["ordinal"] = ordn
        out["taken"] = taken
        out["discard"] = disc
        play_hands = dict(hands)
        play_hands[P] = hand
        # announcements: player then the others after him in order
        ann = spec.get("announce", {})
        ntar = {s: sum(1 for c in play_hands[s] if is_tarock(c)) for s in order}
        out["ntar"] = ntar
        ann_order = [order[(pi + k) % 3] for k in range(3)]
        announced = {}
        for s in ann_order:
            i = order.index(s)
            items = ann.get(i, [])
            if callable(items):
                items = items(play_hands[s], ntar[s])
                if items is None:
                    return None
            announced[s] = items
            events.append({"type": "announce", "seat": s, "items": items})
        doubles = []
        for (i, target, lvl) in spec.get("doubles", []):
            if i == "PAGAT":
                seat = [x for x in order if "T1" in play_hands[x]][0]
            else:
                seat = order[i]
            events.append({"type": "double", "seat": seat, "target": target, "level": lvl})
            doubles.append((seat, target, lvl))
        pann = {it["kind"]: it for it in announced[P]}
        keep = P if ("pagat_ultimo" in pann and "T1" in play_hands[P]) or spec.get("keep_pagat") else None
        pl = Play(play_hands, order, P, rng, keep_pagat_seat=keep, hooks=spec.get("hooks"))
        pl.run()
        for (s, c) in pl.plays:
            events.append({"type": "play", "seat": s, "card": c})
        out["play"] = pl
        # ----- evaluation
        won = {s: [] for s in order}
        for trick, w in pl.tricks:
            won[w] += [c for _, c in trick]
        ptricks = won[P]
        htricks = [c for s in order if s != P for c in won[s]]
        rest_talon = [c for c in talon if c not in taken]
        ppile = ptricks + list(disc)
        pts = card_points(ppile)
        out["pts"] = pts
        out["ptricks"] = sum(1 for _, w in pl.tricks if w == P)
        mult, add = LEVELS[level]
        # contra levels
        clev = {}
        for (s, t, l) in doubles:
            clev[t] = max(clev.get(t, 1), l)
        cg = clev.get("game", 1)
        volat_made = out["ptricks"] == 12
        helpers_volat = out["ptricks"] == 0
        out["volat"] = volat_made
        if helpers_volat and not spec.get("allow_helpers_volat"):
            return None
        lost_uncond = spec.get("player_renonce", False)
        helper_renonce = spec.get("helper_renonce", False)
        if "player_renonce_fn" in spec:
            lost_uncond = spec["player_renonce_fn"](out, pl, announced, P)
        out["lost_uncond"] = lost_uncond
        # game amount (positive: opponents pay player)
        vol_ann = "volat" in pann
        if volat_made and not lost_uncond:
            g = VOLAT[level] * (2 if vol_ann else 1) * clev.get("volat", 1)
            gtext = f"volat {g}"
        elif lost_uncond:
            if pts >= 34:
                g = -(add * ordn * cg)
                gtext = f"lost unconditionally with {pts}: consolation {add}x{ordn}x{cg}"
            else:
                g = -(((33 - pts) * mult + add) * ordn * cg)
                gtext = f"lost unconditionally, {pts} pts"
        elif helper_renonce and pts <= 33:
            g = add * (2 if cg >= 2 else 1)
            gtext = f"helper renonce, player {pts} pts, wins addend {g}"
        elif pts >= 34:
            g = ((pts - 33) * mult + add) * (2 if cg >= 2 else 1)
            gtext = f"won {pts} pts: ({pts}-33)x{mult}+{add}" + (" x2 contra" if cg >= 2 else "")
        else:
            g = -(((33 - pts) * mult + add) * ordn * cg)
            gtext = f"lost {pts} pts: ((33-{pts})x{mult}+{add})x{ordn}x{cg}"
        prem = []  # (reason, amount +: opponents pay player)
        if vol_ann and not volat_made:
            prem.append(("volat", -VOLAT[level] * 2 * clev.get("volat", 1)))
        pset, hset = set(ptricks), set(htricks)
        trull_p = TRULL <= pset
        trull_h = TRULL <= hset
        kings_p = KINGS <= pset
        kings_h = KINGS <= hset
        last_trick, last_w = pl.tricks[-1]
        ult = any(c == "T1" and s == P for s, c in last_trick) and last_w == P
        out.update(trull_p=trull_p, trull_h=trull_h, kings_p=kings_p, kings_h=kings_h, ultimo=ult)
        if (trull_h or kings_h) and not spec.get("allow_helper_premium"):
            return None
        count_player = not lost_uncond
        # player's announced
        for kind, it in pann.items():
            cl = clev.get(kind, 1)
            if kind == "trull":
                if trull_p and count_player:
                    prem.append(("trull", 100 * cl))
                elif not trull_p:
                    prem.append(("trull", -100 * cl))
            elif kind == "four_kings":
                if kings_p and count_player:
                    prem.append(("four_kings", 200 * cl))
                elif not kings_p:
                    prem.append(("four_kings", -200 * cl))
            elif kind == "pagat_ultimo":
                if ult and count_player:
                    prem.append(("pagat_ultimo", 100 * cl))
                elif not ult:
                    if lost_uncond and "T1" in play_hands[P] and not spec.get("ultimo_counts_in_renonce"):
                        pass
                    else:
                        prem.append(("pagat_ultimo", -100 * cl))
            elif kind == "tarocks":
                if count_player and it["count"] == ntar[P]:
                    prem.append(("tarocks", TAROCKS_PREMIUM[it["count"]]))
        if count_player:
            if trull_p and "trull" not in pann:
                prem.append(("trull", 50))
            if kings_p and "four_kings" not in pann:
                prem.append(("four_kings", 100))
            if ult and "pagat_ultimo" not in pann:
                prem.append(("pagat_ultimo", 50))
        if trull_h:
            prem.append(("trull", -50))
        if kings_h:
            prem.append(("four_kings", -100))
        for s in order:
            if s == P:
                continue
            for it in announced[s]:
                if it["kind"] == "tarocks" and it["count"] == ntar[s]:
                    prem.append(("tarocks", -TAROCKS_PREMIUM[it["count"]]))
        out["game"] = g
        out["prem"] = prem
        if "want" in spec and not spec["want"](out):
            return None
        # ------ transfers
        opps = [s for s in table if s != P]
        tr = []
        if self.use_pool:
            tr += self._stake(table)
        items = [("volat" if (volat_made and not lost_uncond) else "game", g)] + prem
        if spec.get("split_game"):
            pass
        for (reason, amt) in items:
            if amt == 0:
                continue
            for o in opps:
                if amt > 0:
                    tr.append((o, P, amt, reason))
                else:
                    tr.append((P, o, -amt, reason))
        if self.use_pool:
            if "pagat_ultimo" in pann:
                if ult and count_player:
                    tr.append(("pool", P, self.pool_tmp, "pool_ultimo"))
                    self.pool_tmp = 0
                    self.next_need_stake = True
                elif not ult and not (lost_uncond and "T1" in play_hands[P]):
                    tr.append((P, "pool", self.pool_tmp, "pool_ultimo"))
                    self.pool_tmp *= 2
            net = {}
            for (f, t, a, r) in tr:
                if r in ("game", "volat", "tarocks", "trull", "four_kings", "pagat_ultimo"):
                    net[f] = net.get(f, 0) - a
                    net[t] = net.get(t, 0) + a
            for s in table:
                if net.get(s, 0) > 0:
                    share = rnd(net[s] * 0.1)
                    tr.append((s, "pool", share, "pool_share"))
                    self.pool_tmp += share
        out["text"] = (f"player {P} {level} ord {ordn} pts {pts} tricks {out['ptricks']} {gtext}; prem {prem};"
                       f" trull_p {trull_p} kings_p {kings_p} ultimo {ult} ntar {ntar}")
        return self._finish(spec, events, hands, talon, tr, out, dealer)

    def _stake(self, table):
        self.pool_tmp = self.pool
        tr = []
        if self.need_stake:
            for s in table:
                tr.append((s, "pool", 10, "pool_stake"))
                self.pool_tmp += 10
        return tr

    def _finish(self, spec, events, hands, talon, tr, out, dealer):
        # commit pool state
        if self.use_pool:
            self.pool = rnd(self.pool_tmp)
            self.need_stake = getattr(self, "next_need_stake", False)
            self.next_need_stake = False
        net = {}
        for (f, t, a, r) in tr:
            net[f] = rnd(net.get(f, 0) - a)
            net[t] = rnd(net.get(t, 0) + a)
        self.expected.append(net)
        out["net"] = net
        out["transfers"] = tr
        tail = []
        mode = spec.get("record", self.record)
        if mode == "payments":
            for (f, t, a, r) in tr:
                tail.append({"type": "payment", "from": f, "to": t, "amount": rnd(a), "reason": r})
        elif mode in ("scores", "scores+totals"):
            parties = list(range(self.n)) + (["pool"] if self.use_pool else [])
            for p in parties:
                tail.append({"type": "score", "party": p, "points": rnd(net.get(p, 0))})
            if mode == "scores+totals":
                for p in parties:
                    self.totals[p] = rnd(self.totals.get(p, 0) + net.get(p, 0))
                    tail.append({"type": "total", "party": p, "points": self.totals[p]})
        hands_out = []
        for s in range(self.n):
            hands_out.append(list(hands[s]) if s in hands else [])
        dj = {"dealer": dealer, "hands": hands_out, "talon": list(talon), "events": events + tail}
        if spec.get("note"):
            dj["events"][0]["note"] = spec["note"]
        if spec.get("mutate"):
            spec["mutate"](dj, out)
        return dj, out

    def write(self, fname, note=None):
        doc = {"format": "trick-transcript/1", "game": "galician-tarok"}
        if self.rules:
            doc["rules"] = self.rules
        doc["players"] = self.players
        if self.start:
            st = {k: v for k, v in self.start.items() if k != "totals_map"}
            if st:
                doc["start"] = st
        meta = {"auditor": "gd-spec10"}
        meta.update(self.meta)
        if note:
            meta["note"] = note
        doc["meta"] = meta
        doc["deals"] = self.deals
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return doc
