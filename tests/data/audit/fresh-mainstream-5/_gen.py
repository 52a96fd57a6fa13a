"""Blind generator for audit round fresh-mainstream-5 (Galician Tarok, Szczepanski §1-§33).

Does NOT import the validator. A seedable simulator of whole club sessions: deal, auction
(three / bottom / top / two / solo, hold, pass, pass_volat), buying of talon packets with
rejections, the player's discard, announcements (tarocks, pagat ultimo) and contra, play by
a simple heuristic, card points (§14, groups of three less 2), game value (§18), premiums
silent and announced (§6, §15, §19, §20), and the pool (żydek, §27: stake, 10 % of every win,
pass fee, announced ultimo takes or pays it). 3, 4 (king = dealer sits out, shares in the
result) and 5 players (one sits out for the four deals of a round, the dealer is king).

Run: python _gen.py   (writes NN-*.json next to itself and prints a summary per deal)
"""

from __future__ import annotations

import json
import random
from fractions import Fraction
from math import floor
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
COURT = {"K": 5, "Q": 4, "N": 3, "J": 2}
DECK = [r + s for s in SUITS for r in ("K", "Q", "N", "J", "1" if s in "HD" else "10")] + [
    f"T{i}" for i in range(1, 22)
] + ["SKIZ"]
assert len(DECK) == 42


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_t(c) else c[-1]


def value(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_t(c):
        return 1
    return COURT.get(c[0], 1)


def rank(c):  # §2, §4
    if c == "SKIZ":
        return 22
    if is_t(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def trick_winner(cards):  # cards: list of (seat, card), first is the lead
    led = suit(cards[0][1])
    best = cards[0]
    for sc in cards[1:]:
        c, b = sc[1], best[1]
        if is_t(c) and not is_t(b):
            best = sc
        elif suit(c) == suit(b) and rank(c) > rank(b):
            best = sc
    del led
    return best[0]


def legal(hand, led):  # §5
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        tr = [c for c in hand if is_t(c)]
        if tr:
            return tr
    return list(hand)


LEVELS = ["three", "bottom", "top", "two", "one", "solo"]
SIZE = {"three": 3, "bottom": 3, "top": 3, "two": 2, "one": 1, "solo": 0}
START = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
MULT = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


def packet(talon, size, p):
    n = 6 // size
    i = (p - 1) % n
    return talon[i * size : (i + 1) * size]


def strength(hand):
    t = [c for c in hand if is_t(c)]
    s = len(t) * 2 + sum(1 for c in t if rank(c) >= 16) + 2 * sum(1 for c in hand if c[0] == "K" and not is_t(c))
    return s


def r6(x):
    x = float(x)
    if abs(x - round(x)) < 1e-9:
        return int(round(x))
    return round(x, 6)


class Table:
    def __init__(self, names, seed, mode="pay", first_dealer=0, sitter=None, rules=None, pool=True):
        self.names = names
        self.n = len(names)
        self.rng = random.Random(seed)
        self.mode = mode
        self.dealer = first_dealer
        self.sitter = sitter
        self.rules = rules
        self.pool_on = pool
        self.pool = 0
        self.restake = True
        self.totals = {i: 0 for i in range(self.n)}
        self.deals = []
        self.log = []
        self.facts = []

    # ---- seats
    def seats_for(self, dealer):
        n = self.n
        if n == 3:
            king, sit = None, None
            active = [(dealer + 1 + i) % 3 for i in range(3)]
        elif n == 4:
            king, sit = dealer, None
            active = [(dealer + 1 + i) % 4 for i in range(3)]
        else:
            king, sit = dealer, self.sitter
            active = [(dealer + 1 + i) % 5 for i in range(4) if (dealer + 1 + i) % 5 != sit]
            active = [s for s in active if s != king][:3]
        return king, sit, active

    def next_dealer(self):
        d = (self.dealer + 1) % self.n
        if self.n == 5 and d == self.sitter:
            d = (d + 1) % self.n
        self.dealer = d

    # ---- one deal
    def play_deal(self, want=None, fault=None, tries=20000):
        want = want or {}
        base = self.rng.getrandbits(32)
        for attempt in range(tries):
            sub = random.Random(base * 100003 + attempt)
            res = self._try_deal(sub, want, fault)
            if res is not None:
                self._commit(res)
                return res
        raise RuntimeError(f"no deal satisfies {want}")

    def _try_deal(self, rng, want, fault):
        king, sit, active = self.seats_for(self.dealer)
        deck = DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = {s: [] for s in range(self.n)}
        for j, s in enumerate(active):
            hands[s] = deck[6 + 12 * j : 18 + 12 * j]
        dealt = {s: list(h) for s, h in hands.items()}
        ev = []
        F = {"active": active, "king": king, "sitter": sit, "dealer": self.dealer}

        # ---------------- auction (§10, §28)
        st = {s: strength(hands[s]) for s in active}
        allpass = want.get("allpass", False)
        fh = active[0]
        if allpass:
            if max(st.values()) >= 21:
                return None
            for s in active:
                ev.append({"type": "bid", "seat": s, "bid": self._password(hands[s], rng, fault)})
            F["allpass"] = True
            return self._settle_allpass(dealt, talon, ev, F, fault)
        order = sorted(active, key=lambda s: -st[s])
        decl = order[0]
        if want.get("declarer_pos") is not None:
            decl = active[want["declarer_pos"]]
        if st[decl] < 17 and not want.get("level") == "solo":
            return None
        level = want.get("level")
        if level is None:
            level = "two" if st[decl] >= 29 else "three"
        pattern = want.get("pattern", "simple")
        if level == "solo" and st[decl] < 26:
            return None
        bids = []
        if pattern == "simple":
            # seats before the declarer pass, he bids, the rest pass
            for s in active:
                if s == decl:
                    bids.append((s, level))
                else:
                    bids.append((s, self._password(hands[s], rng, fault)))
        elif pattern in ("overbid", "hold"):
            # forehand opens three, declarer (2nd) says bottom; third passes; forehand passes (overbid)
            # or forehand is the declarer and holds bottom after the second's bottom (hold)
            a, b, c = active
            if pattern == "overbid":
                if decl != b:
                    return None
                bids = [(a, "three"), (b, "bottom"), (c, self._password(hands[c], rng, fault)), (a, "pass")]
                level = "bottom"
            else:
                if decl != a:
                    return None
                bids = [(a, "three"), (b, "bottom"), (c, self._password(hands[c], rng, fault)), (a, "hold"), (b, "pass")]
                level = "bottom"
        elif pattern == "top":
            a, b, c = active
            if decl != b:
                return None
            bids = [(a, "three"), (b, "bottom"), (c, "pass"), (a, "hold"), (b, "top"), (a, "pass")]
            level = "top"
        for s, bd in bids:
            ev.append({"type": "bid", "seat": s, "bid": bd})
        if want.get("passvolat_fault"):
            # one helper with the pagat says pass_volat (§28 forbids it)
            ok = [i for i, e in enumerate(ev) if e["bid"] in ("pass", "pass_volat") and "T1" in hands[e["seat"]]]
            if not ok:
                return None
            ev[ok[0]]["bid"] = "pass_volat"
            F["fault_event"] = ok[0]
            F["fault_code"] = "illegal_bid"
        F.update(declarer=decl, level=level)
        helpers = [s for s in active if s != decl]
        opp = helpers + ([king] if king is not None else [])
        F["helpers"], F["opp"] = helpers, opp

        # ---------------- buying (§10, §16)
        hand = list(hands[decl])
        size = SIZE[level]
        p = START[level]
        disc = []
        taken = []
        if size:
            maxrej = want.get("rejects", None)
            rej = 0
            while True:
                pk = packet(talon, size, p)
                good = sum(value(c) + (3 if is_t(c) else 0) for c in pk)
                if maxrej is not None:
                    stop = rej >= maxrej
                else:
                    stop = good >= 8 or rej >= 1 or p >= 3 or rng.random() < 0.6
                if stop:
                    break
                ev.append({"type": "call", "seat": decl, "call": "reject"})
                rej += 1
                p += 1
            taken = pk
            ev.append({"type": "take", "seat": decl, "cards": list(pk)})
            hand += pk
            # discard: no kings (§13); cheapest suit cards, shortest suits first
            cand = [c for c in hand if not is_t(c) and c[0] != "K"]
            cnt = {s_: sum(1 for c in hand if suit(c) == s_) for s_ in SUITS}
            cand.sort(key=lambda c: (cnt[suit(c)], value(c)))
            if len(cand) < size:
                return None
            disc = cand[:size]
            if fault == "king_discard":
                ks = [c for c in hand if c[0] == "K" and not is_t(c)]
                if not ks:
                    return None
                disc = disc[:-1] + [ks[0]]
                F["fault_event"] = len(ev)
            for c in disc:
                hand.remove(c)
            ev.append({"type": "discard", "seat": decl, "cards": list(disc)})
        F["purchase"] = p
        F["taken"] = taken
        F["discard"] = disc
        rest_talon = [c for c in talon if c not in taken]
        hands[decl] = hand

        # ---------------- announcements (§11, §20, §6) and contra (§17)
        ntar = sum(1 for c in hand if is_t(c))
        pitems = []
        ann = {}
        if ntar >= 10 and want.get("tarocks", True):
            pitems.append({"kind": "tarocks", "count": ntar})
            ann["tarocks"] = ntar
        want_ult = want.get("ultimo")
        if want_ult in ("made", "failed", "any") and "T1" in hand:
            pitems.append({"kind": "pagat_ultimo"})
            ann["pagat_ultimo"] = True
        elif want_ult in ("made", "failed", "any"):
            return None
        ev.append({"type": "announce", "seat": decl, "items": pitems})
        hann = {}
        for h in helpers:
            nh = sum(1 for c in hands[h] if is_t(c))
            items = []
            if nh >= 10:
                items.append({"kind": "tarocks", "count": nh})
                hann[h] = nh
            ev.append({"type": "announce", "seat": h, "items": items})
        if hann and not want.get("helper_tarocks"):
            return None
        if want.get("helper_tarocks") and not hann:
            return None
        contra = 1
        if want.get("contra"):
            # the helper with the stronger hand gives contra
            hh = max(helpers, key=lambda s: st[s])
            ev.append({"type": "double", "seat": hh, "target": "game", "level": 2})
            contra = 2
            if want.get("contra") == "re":
                ev.append({"type": "double", "seat": decl, "target": "game", "level": 4})
                contra = 4
        ult_contra = 1
        if want.get("ultimo_contra"):
            hh = helpers[0]
            ev.append({"type": "double", "seat": hh, "target": "pagat_ultimo", "level": 2})
            ult_contra = 2
        F["contra"], F["ult_contra"], F["ann"], F["hann"] = contra, ult_contra, ann, hann

        # ---------------- play (§5, §6)
        play_ev_start = len(ev)
        won = {s: [] for s in active}
        leader = fh
        n_tr = 12
        pagat_trick = None
        revoke_done = False
        tricks_won = {s: 0 for s in active}
        for t in range(n_tr):
            cards = []
            for k in range(3):
                s = active[(active.index(leader) + k) % 3]
                led = suit(cards[0][1]) if cards else None
                lg = legal(hands[s], led)
                c = self._choose(s, hands[s], lg, cards, decl, ann, t, rng)
                if fault == "revoke" and not revoke_done and s == decl and led not in (None, "T"):
                    # the player trumps while still holding the suit led (§23)
                    if any(suit(x) == led for x in hands[s]) and any(is_t(x) and x != "T1" for x in hands[s]) and t >= 2:
                        c = min((x for x in hands[s] if is_t(x) and x != "T1"), key=rank)
                        revoke_done = True
                        F["fault_event"] = len(ev)
                hands[s].remove(c)
                cards.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            w = trick_winner(cards)
            won[w] += [c for _, c in cards]
            tricks_won[w] += 1
            for s, c in cards:
                if c == "T1":
                    pagat_trick = (t, s, w)
            leader = w
        if fault == "revoke" and not revoke_done:
            return None
        F["tricks"] = tricks_won
        if tricks_won[decl] in (0, 12):
            return None  # keep volat out of these sessions
        # ---------------- card points (§14, §18): groups of three less 2; the player's fraction
        # against him (floor); discard to the player, the rest of the talon to the helpers
        pcards = won[decl] + disc
        S = sum(value(c) for c in pcards)
        exact = Fraction(S) - Fraction(2, 3) * len(pcards)
        pts = floor(exact)
        F["points"] = pts
        F["points_exact"] = str(exact)
        hcards = [c for s in helpers for c in won[s]] + rest_talon
        F["helper_points_exact"] = str(Fraction(sum(value(c) for c in hcards)) - Fraction(2, 3) * len(hcards))
        renonce = fault in ("revoke", "king_discard")
        won_by_points = pts > 33
        won_game = won_by_points and not renonce
        mult, add = MULT[level]
        if won_game:
            gv = mult * (pts - 33) + add
            per = gv * (2 if contra >= 2 else 1)
        else:
            if renonce and won_by_points:
                gv = add  # consolation (§12, §23), counted as a lost game
            else:
                gv = mult * (33 - pts) + add
            per = gv * p * contra
        F.update(won=won_game, game_value=gv, game_per=per, renonce=renonce)
        flows = []  # (from, to, amount, reason)
        for o in opp:
            if won_game:
                flows.append((o, decl, per, "game"))
            else:
                flows.append((decl, o, per, "game"))
        # premiums
        prem = []

        def side_of(cards_set):
            if all(c in won[decl] for c in cards_set):
                return "P"
            hw = [c for s in helpers for c in won[s]]
            if all(c in hw for c in cards_set):
                return "H"
            return None

        trull = ["SKIZ", "T21", "T1"]
        kings = ["KH", "KD", "KS", "KC"]
        for name, cs, base in (("trull", trull, 50), ("four_kings", kings, 100)):
            sd = side_of(cs)
            if sd == "P" and not renonce:
                prem.append(("P", name, base))
            elif sd == "H":
                prem.append(("H", name, base))
        # pagat ultimo (§6, §27: the player's only)
        ult = None
        if pagat_trick is not None:
            t, s, w = pagat_trick
            if s == decl:
                if t == 11 and w == decl:
                    ult = "made"
                else:
                    ult = "lost_last" if t == 11 else "early"
        F["ultimo"] = ult
        if ann.get("pagat_ultimo"):
            if ult == "made":
                prem.append(("P", "pagat_ultimo", 100 * ult_contra))
            else:
                prem.append(("H", "pagat_ultimo", 100 * ult_contra))
        elif ult == "made" and not renonce:
            prem.append(("P", "pagat_ultimo", 50))
        if ann.get("tarocks") and not renonce:
            prem.append(("P", "tarocks", {10: 50, 11: 100, 12: 150}[ann["tarocks"]]))
        for h, nh in hann.items():
            prem.append(("H", "tarocks", {10: 50, 11: 100, 12: 150}[nh]))
        F["premiums"] = prem
        for sd, name, amt in prem:
            for o in opp:
                if sd == "P":
                    flows.append((o, decl, amt, name))
                else:
                    flows.append((decl, o, amt, name))
        if want.get("ultimo") == "made" and ult != "made":
            return None
        if want.get("ultimo") == "failed" and ult == "made":
            return None
        if want.get("won") is not None and want["won"] != won_game:
            return None
        if want.get("silent") and not any(
            (sd == "P" and n_ in ("trull", "four_kings")) or (n_ == "pagat_ultimo" and amt == 50) for sd, n_, amt in prem
        ):
            return None
        if want.get("by_points") and not won_by_points:
            return None
        if want.get("no_premiums") and prem:
            return None
        F["play_start"] = play_ev_start
        return dict(dealt=dealt, talon=talon, ev=ev, F=F, flows=flows, fault=fault)

    def _password(self, hand, rng, fault):
        if "T1" not in hand and strength(hand) < 14 and rng.random() < 0.5:
            return "pass_volat"
        return "pass"

    def _choose(self, s, hand, lg, cards, decl, ann, t, rng):
        keep_pagat = s == decl and (ann.get("pagat_ultimo") or sum(1 for c in hand if is_t(c)) >= 6)
        if keep_pagat and len(lg) > 1 and "T1" in lg and len(hand) > 1:
            lg = [c for c in lg if c != "T1"]
        if len(hand) == 1:
            return lg[0]
        if not cards:
            # lead
            if s == decl:
                tr = [c for c in lg if is_t(c) and c != "T1"]
                if len(tr) >= 5:
                    return max(tr, key=rank)
            suitc = [c for c in lg if not is_t(c)]
            if suitc:
                return min(suitc, key=lambda c: (value(c), rng.random()))
            return min(lg, key=lambda c: (rank(c) if c != "T1" else 99))
        cur = cards + []
        wseat = trick_winner(cur)
        partner_winning = (s != decl) and (wseat != decl)
        last = len(cards) == 2
        if partner_winning and (last or is_t(dict(cur)[wseat])):
            return max(lg, key=lambda c: (value(c) if not is_t(c) or c not in ("T1",) else -5, -rank(c)))
        winners = [c for c in lg if trick_winner(cur + [(s, c)]) == s]
        if winners:
            cheap = min(winners, key=lambda c: (value(c) if c != "T1" else 50, rank(c)))
            if cheap == "T1" and keep_pagat:
                pass
            else:
                return cheap
        return min(lg, key=lambda c: (value(c) if c != "T1" else 50, rank(c)))

    def _settle_allpass(self, dealt, talon, ev, F, fault):
        F["flows"] = []
        return dict(dealt=dealt, talon=talon, ev=ev, F=F, flows=[], fault=fault)

    # ---- pool and records
    def _commit(self, res):
        F, ev, flows = res["F"], res["ev"], list(res["flows"])
        king, sit, active = F["king"], F["sitter"], F["active"]
        parts = active + ([king] if king is not None else [])
        pflows = []
        if self.pool_on:
            if self.restake:
                for s in sorted(parts):
                    pflows.append((s, "pool", 10, "pool_stake"))
                self.restake = False
            if F.get("allpass"):
                for s in active:
                    pflows.append((s, "pool", 5, "pool_pass"))
            pool_before = self.pool + sum(a for _, _, a, _ in pflows)
            ult_pool = []
            if F.get("ann", {}).get("pagat_ultimo"):
                if F["ultimo"] == "made":
                    ult_pool.append(("pool", F["declarer"], pool_before, "pool_ultimo"))
                    self.restake = True
                else:
                    ult_pool.append((F["declarer"], "pool", pool_before, "pool_ultimo"))
            net = {}
            for a, b, amt, _ in flows:
                net[a] = net.get(a, 0) - amt
                net[b] = net.get(b, 0) + amt
            shares = []
            for s in sorted(net, key=lambda x: parts.index(x)):
                if net[s] > 0:
                    shares.append((s, "pool", Fraction(net[s]) / 10, "pool_share"))
            F["net_game"] = {k: r6(v) for k, v in net.items()}
            allf = pflows + flows + ult_pool + shares
        else:
            allf = flows
        F["all_flows"] = allf
        delta = {s: 0 for s in range(self.n)}
        dpool = 0
        for a, b, amt, _ in allf:
            if a == "pool":
                dpool -= amt
            else:
                delta[a] -= amt
            if b == "pool":
                dpool += amt
            else:
                delta[b] += amt
        self.pool += dpool
        for s in range(self.n):
            self.totals[s] += delta[s]
        F["delta"] = {k: r6(v) for k, v in delta.items()}
        F["dpool"] = r6(dpool)
        F["pool_after"] = r6(self.pool)
        F["totals_after"] = {k: r6(v) for k, v in self.totals.items()}
        res["allf"] = allf
        res["delta"] = delta
        res["dpool"] = dpool
        res["parts"] = parts
        res["dealer"] = self.dealer
        self.deals.append(res)
        self.next_dealer()

    def to_json(self, meta):
        out = {"format": "trick-transcript/1", "game": "galician-tarok"}
        if self.rules:
            out["rules"] = self.rules
        out["players"] = self.names
        out["meta"] = meta
        deals = []
        for res in self.deals:
            ev = list(res["ev"])
            if self.mode == "pay":
                for a, b, amt, reason in res["allf"]:
                    ev.append({"type": "payment", "from": a, "to": b, "amount": r6(amt), "reason": reason})
            else:
                for s in res["parts"]:
                    ev.append({"type": "score", "party": s, "points": r6(res["delta"][s])})
                if self.pool_on:
                    ev.append({"type": "score", "party": "pool", "points": r6(res["dpool"])})
                res["score_end"] = len(ev)
                for s in range(self.n):
                    ev.append({"type": "total", "party": s, "points": r6(res["F"]["totals_after"][s])})
                if self.pool_on:
                    ev.append({"type": "total", "party": "pool", "points": res["F"]["pool_after"]})
            res["events_out"] = ev
            deals.append(
                {
                    "dealer": res["dealer"],
                    "hands": [res["dealt"][s] for s in range(self.n)],
                    "talon": res["talon"],
                    "events": ev,
                }
            )
        out["deals"] = deals
        return out


# --------------------------------------------------------------------------- sessions
PL3 = ["Kazimierz", "Józefa", "Tadeusz"]
PL4 = ["Ignacy", "Bronisława", "Feliks", "Wanda"]
PL5 = ["Stanisław", "Helena", "Wincenty", "Zofia", "Leon"]


def session(fn, names, seed, plan, mode="pay", first_dealer=0, sitter=None, meta=None, post=None):
    t = Table(names, seed, mode=mode, first_dealer=first_dealer, sitter=sitter)
    for want in plan:
        fault = want.pop("fault", None) if want else None
        t.play_deal(want=want, fault=fault)
    doc = t.to_json(meta or {})
    info = {"faults": []}
    if post:
        post(t, doc, info)
    for i, res in enumerate(t.deals):
        if "fault_event" in res["F"]:
            code = res["F"].get("fault_code") or {"revoke": "revoke", "king_discard": "illegal_discard"}[res["fault"]]
            info["faults"].append((i, res["F"]["fault_event"], code))
    (HERE / fn).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return t, doc, info


def summary(fn, t, doc, info):
    print(f"== {fn}  pool_end={r6(t.pool)} totals={ {k: r6(v) for k, v in t.totals.items()} } faults={info['faults']}")
    for i, res in enumerate(t.deals):
        F = res["F"]
        if F.get("allpass"):
            print(f"  deal {i}: dealer {F['dealer']} all pass; delta {F['delta']} pool {F['pool_after']}")
            continue
        print(
            f"  deal {i}: dealer {F['dealer']} king {F['king']} sit {F['sitter']} P={F['declarer']} {F['level']} "
            f"purch={F['purchase']} contra={F['contra']} pts={F['points']} ({F['points_exact']}) won={F['won']} "
            f"gv={F['game_value']} per={F['game_per']} prem={F['premiums']} ann={F['ann']} hann={F['hann']} "
            f"ult={F['ultimo']} net={F.get('net_game')} delta={F['delta']} dpool={F['dpool']} pool={F['pool_after']}"
        )


def main():
    out = []

    # 01: three players, payments, four deals, contra on one, silent premiums
    out.append(("01-3p-club-evening.json",) + session(
        "01-3p-club-evening.json", PL3, 101,
        [{}, {"contra": True}, {"silent": True}, {"pattern": "overbid"}],
        meta={"event": "Kółko tarokowe, Kraków", "date": "1901-02-14", "table": 1}))
    # 02: three players, score sheet, five deals, one all-pass
    out.append(("02-3p-sheet-allpass.json",) + session(
        "02-3p-sheet-allpass.json", PL3, 202,
        [{}, {"allpass": True}, {"pattern": "hold"}, {"won": False}, {}], mode="sheet", first_dealer=1,
        meta={"event": "Kółko tarokowe", "date": "1901-03-07", "sheet": True}))
    # 03: four players, the dealer is king, payments
    out.append(("03-4p-king-payments.json",) + session(
        "03-4p-king-payments.json", PL4, 303,
        [{}, {"won": False}, {"contra": True}, {"silent": True}],
        meta={"event": "Resursa obywatelska", "date": "1900-11-22"}))
    # 04: five players, one sits out the round of four deals, the dealer is king
    out.append(("04-5p-sitter-payments.json",) + session(
        "04-5p-sitter-payments.json", PL5, 404,
        [{}, {"won": False}, {}, {"pattern": "overbid"}], first_dealer=0, sitter=4,
        meta={"event": "Resursa, stolik piąty", "date": "1900-12-01"}))
    # 05: announced pagat ultimo made: takes the pool, the pool is founded again next deal
    out.append(("05-3p-ultimo-takes-pool.json",) + session(
        "05-3p-ultimo-takes-pool.json", PL3, 505,
        [{}, {"won": False}, {"ultimo": "made"}, {}], first_dealer=2,
        meta={"event": "Kółko tarokowe", "date": "1901-04-18"}))
    # 06: announced pagat ultimo failed: the player pays the pool's content into it
    out.append(("06-3p-ultimo-fails.json",) + session(
        "06-3p-ultimo-fails.json", PL3, 606,
        [{}, {"allpass": True}, {"ultimo": "failed"}], first_dealer=0,
        meta={"event": "Kółko tarokowe", "date": "1901-05-02"}))
    # 07: four players, score sheet, five deals
    out.append(("07-4p-sheet.json",) + session(
        "07-4p-sheet.json", PL4, 707,
        [{}, {"contra": "re", "won": True}, {}, {"allpass": True}, {"won": False}], mode="sheet", first_dealer=3,
        meta={"event": "Resursa obywatelska", "date": "1900-12-13", "sheet": True}))
    # 08: three players, six deals: a solo and a two among them
    out.append(("08-3p-solo-and-two.json",) + session(
        "08-3p-solo-and-two.json", PL3, 808,
        [{}, {"level": "solo"}, {}, {"level": "two"}, {"contra": True, "won": False}, {}], first_dealer=1,
        meta={"event": "Kółko tarokowe", "date": "1901-06-06"}))
    # 09 fault: the player trumps while holding the suit led (renonce §23), settled as a lost game
    out.append(("09-3p-player-renonce.json",) + session(
        "09-3p-player-renonce.json", PL3, 909,
        [{}, {"fault": "revoke", "by_points": True}, {}], first_dealer=0,
        meta={"event": "Kółko tarokowe", "date": "1901-09-12"}))
    # 10: contra, a purchase after a rejected packet, four deals
    out.append(("10-3p-contra-purchase.json",) + session(
        "10-3p-contra-purchase.json", PL3, 1010,
        [{}, {"contra": True, "rejects": 1}, {}, {}], first_dealer=2,
        meta={"event": "Kółko tarokowe", "date": "1901-10-03"}))
    # 11 fault: pass_volat by a seat holding the pagat (§28), on a score sheet
    out.append(("11-3p-sheet-passvolat-pagat.json",) + session(
        "11-3p-sheet-passvolat-pagat.json", PL3, 1111,
        [{}, {"passvolat_fault": True}, {}, {}], mode="sheet", first_dealer=0,
        meta={"event": "Kółko tarokowe", "date": "1901-10-17", "sheet": True}))
    # 12 fault: four players, the player lost and paid the helpers but not the king
    out.append(("12-4p-king-unpaid.json",) + session(
        "12-4p-king-unpaid.json", PL4, 1212,
        [{}, {}, {"won": False, "no_premiums": True}], first_dealer=1, post=drop_king_payment,
        meta={"event": "Resursa obywatelska", "date": "1901-01-10"}))
    # 13 fault: the player lays a king away (§13), settled as a lost game
    out.append(("13-3p-king-laid-away.json",) + session(
        "13-3p-king-laid-away.json", PL3, 1313,
        [{}, {}, {"fault": "king_discard", "by_points": True}, {}], first_dealer=1,
        meta={"event": "Kółko tarokowe", "date": "1901-11-21"}))
    # 14: five players, score sheet, three deals
    out.append(("14-5p-sheet.json",) + session(
        "14-5p-sheet.json", PL5, 1414,
        [{}, {"contra": True}, {}], mode="sheet", first_dealer=2, sitter=1,
        meta={"event": "Resursa, stolik piąty", "date": "1901-02-28", "sheet": True}))
    # 15 fault: a sheet total with an addition slip
    out.append(("15-4p-sheet-total-slip.json",) + session(
        "15-4p-sheet-total-slip.json", PL4, 1515,
        [{}, {}, {}, {"won": False}], mode="sheet", first_dealer=0, post=slip_total,
        meta={"event": "Resursa obywatelska", "date": "1901-03-14", "sheet": True}))

    for fn, t, doc, info in out:
        summary(fn, t, doc, info)
    return out


def slip_share(t, doc, info):
    # deal 2: the player's pool share written as 10 % of his gross from one helper only
    d = 2
    evs = doc["deals"][d]["events"]
    for i, e in enumerate(evs):
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = r6(e["amount"] / 2)
            info["faults"].append((d, i, "wrong_payment"))
            info["note"] = f"share halved at deal {d} event {i}"
            break
    (HERE / "10-3p-pool-share-slip.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def drop_king_payment(t, doc, info):
    # deal 2: the king was paid, but his 10 % share into the pool was never put in
    d = 2
    res = t.deals[d]
    king = res["F"]["king"]
    evs = doc["deals"][d]["events"]
    for i, e in enumerate(evs):
        if e["type"] == "payment" and e.get("reason") == "pool_share" and e["from"] == king:
            del evs[i]
            info["faults"].append((d, None, "missing_payment"))
            info["note"] = "king's pool share left out"
            break
    else:
        raise RuntimeError("king won nothing in deal 2")


def slip_total(t, doc, info):
    d = 2
    evs = doc["deals"][d]["events"]
    for i, e in enumerate(evs):
        if e["type"] == "total" and e["party"] == 1:
            e["points"] = r6(e["points"] + 10)
            info["faults"].append((d, i, "wrong_total"))
            break
    # later totals carried from the sheet's own wrong figure (a slip in an addition)
    for d2 in range(d + 1, len(doc["deals"])):
        for e in doc["deals"][d2]["events"]:
            if e["type"] == "total" and e["party"] == 1:
                e["points"] = r6(e["points"] + 10)


if __name__ == "__main__":
    main()
