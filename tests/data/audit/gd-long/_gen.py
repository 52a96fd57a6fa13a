"""Blind generator for audit round gd-long: long Galician Tarok sessions (seeds/002, Szczepański).

Everything here is computed from the source text (§3-§7 card values, §5/§23 following, §10 licitation
and purchase number, §14 counting, §15/§19/§20/§6 premiums, §16-§18 scoring and contra, §27 pool), not
from the engine. Run: python _gen.py  (writes the *.json files and _figures.txt next to this file).

Readings taken (see EXPECTED.md):
- points: §14 counts each trick of three cards minus 2; a pile whose cards are not a multiple of three
  (two: the two laid away; one: the one laid away) is counted at 2/3 per card and rounded to the nearest
  point (sum - 2*tricks - 1 for a two or a one); the unbought talon and the solo talon count for the helpers.
- purchase number: three = 1st, bottom (spód) = 2nd, top (wierzch) = 3rd three; each packet rejected
  adds one (threes alternate top/bottom packet); two/one start at 1; solo 1.
- §18 value: won (p > 33): (p-33)*m + a, once (contra: twice, §17); lost (p <= 33): ((33-p)*m + a) times
  purchase number times contra level; m/a = 3/30, 4/40, 5/50, 6/60.
- premiums (§6, §15, §19, §20): silent 50/50/100, announced 100/100/200, tarocks 50/100/150; paid by or to
  each helper and the king (§17, §20).
- pool (§27): founding stake 10 from each party to the deal (the king too; not the one sitting out at
  five), pass fee 5 from each of the three players, dealer fee where the rules set one, 10% of every
  seat's winnings (not of the pool taken); an announced ultimo made takes the pool as it stands before the
  deal's shares, failed pays that content in; after a take, the next deal founds the pool again.
- renonce (§23, default options): player at fault: pays the addend (consolation) times purchase number
  and contra if his points would have won, else the game as lost; his premiums do not count. Helper at
  fault with the player's points winning: the game is paid as a won game.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction as F
from pathlib import Path

from _core import DECK, beats, is_trump, legal, pile_points, srank, suit, trank, trick_winner, value

HERE = Path(__file__).parent
MULT = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
BASE_LEVEL = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
BUY = {"three": 3, "bottom": 3, "top": 3, "two": 2, "one": 1, "solo": 0}

AUCTIONS = {
    "T3_fh": ([(0, "three"), (1, "pass"), (2, "pass")], 0, "three"),
    "T3_p2": ([(0, "pass"), (1, "three"), (2, "pass")], 1, "three"),
    "T3_p3": ([(0, "pass"), (1, "pass"), (2, "three")], 2, "three"),
    "BOT_fh": ([(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")], 0, "bottom"),
    "BOT_p2": ([(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")], 1, "bottom"),
    "TOP_p3": ([(0, "pass"), (1, "three"), (2, "bottom"), (1, "hold"), (2, "top"), (1, "pass")], 2, "top"),
    "TWO_p2": ([(0, "pass"), (1, "two"), (2, "pass")], 1, "two"),
    "TWO_fh": ([(0, "three"), (1, "two"), (2, "pass"), (0, "hold"), (1, "pass")], 0, "two"),
    "ONE_p3": ([(0, "pass"), (1, "pass"), (2, "one")], 2, "one"),
    "ONE_fh": ([(0, "one"), (1, "pass"), (2, "pass")], 0, "one"),
    "SOLO_p2": ([(0, "three"), (1, "solo"), (2, "pass"), (0, "pass")], 1, "solo"),
    "SOLO_fh": ([(0, "solo"), (1, "pass"), (2, "pass")], 0, "solo"),
    "PASS": ([(0, "pass"), (1, "pass"), (2, "pass")], None, None),
    # §10 'albo się zgadza, albo deklaruje wyższą grę': the second bids a three under the standing two
    "ILLEGAL": ([(0, "two"), (1, "three"), (2, "pass"), (1, "pass")], 0, "two"),
}


def r6(x):
    x = float(x)
    return int(round(x)) if abs(x - round(x)) < 1e-9 else round(x, 6)


class Gen:
    def __init__(self, name, n_players, rules, seed):
        self.name = name
        self.n = n_players
        self.rules = rules
        self.rng = random.Random(seed)
        self.dealer_fee = rules.get("pool_dealer_fee", 1 if rules.get("preset") == "common_usage" else 0)
        self.symmetric = rules.get("contra_symmetric", rules.get("preset") == "common_usage")
        self.pool = F(0)
        self.found = True  # the pool is to be founded in the next deal
        self.net = [F(0)] * n_players
        self.deals = []
        self.expect = []  # (deal, event, code, note)
        self.figures = []

    # ---------------------------------------------------------------- seats
    def participants(self, dealer, sitter):
        if self.n == 3:
            active = [(dealer + k) % 3 for k in (1, 2, 3)]
            return active, None
        order = [(dealer + k) % self.n for k in range(1, self.n)]
        active = [s for s in order if s != sitter]
        return active, dealer  # dealer is the king

    # ---------------------------------------------------------------- dealing
    def deal_cards(self, active, decl_seat, rig):
        deck = list(DECK)
        self.rng.shuffle(deck)
        hands = {s: [] for s in active}
        if rig and decl_seat is not None:
            forced = list(rig.get("cards", []))
            extra_tr = rig.get("trumps", 0)
            pool_tr = [c for c in deck if is_trump(c) and c not in forced]
            pool_tr.sort(key=trank, reverse=True)
            hi = pool_tr[: rig.get("from_top", 12)]
            self.rng.shuffle(hi)
            forced += hi[:extra_tr]
            hands[decl_seat] = forced
            deck = [c for c in deck if c not in forced]
            self.rng.shuffle(deck)
        talon = deck[:6]
        rest = deck[6:]
        for s in active:
            need = 12 - len(hands[s])
            hands[s] += rest[:need]
            rest = rest[need:]
        assert not rest
        return hands, talon

    # ---------------------------------------------------------------- play
    def play(self, hands, active, decl, protect, noise=0.15, renonce=None):
        """returns plays [(seat, card)], piles per seat, renonce event info"""
        h = {s: list(hands[s]) for s in active}
        side = {s: (s == decl) for s in active}
        leader = active[0]
        order = active
        plays, piles = [], {s: [] for s in active}
        ren_done = None
        last_winner = None
        for t in range(12):
            i0 = order.index(leader)
            seq = [order[(i0 + k) % 3] for k in range(3)]
            trick = []
            for pos, s in enumerate(seq):
                led = trick[0][1] if trick else None
                last = t == 11
                opts = legal(h[s], led, protect and s == decl, last)
                card = None
                if (
                    renonce
                    and ren_done is None
                    and t >= renonce["from_trick"]
                    and led is not None
                    and s == renonce["seat"]
                ):
                    ls = suit(led)
                    if (
                        ls != "T"
                        and any(suit(c) == ls for c in h[s])
                        and any(is_trump(c) and c != "T1" for c in h[s])
                    ):
                        trs = sorted([c for c in h[s] if is_trump(c) and c != "T1"], key=trank)
                        card = trs[0] if renonce.get("low", True) else trs[-1]
                        ren_done = (len(plays), s, card, ls, sorted(c for c in h[s] if suit(c) == ls))
                if card is None:
                    card = self.choose(h[s], opts, trick, s, side, led, decl, t, noise, h)
                h[s].remove(card)
                trick.append((s, card))
                plays.append((s, card))
            w = trick_winner([c for _, c in trick])
            leader = trick[w][0]
            piles[leader] += [c for _, c in trick]
            last_winner = (leader, trick)
        return plays, piles, ren_done, last_winner

    def choose(self, hand, opts, trick, s, side, led, decl, t, noise, h):
        if len(opts) == 1:
            return opts[0]
        if self.rng.random() < noise:
            return self.rng.choice(opts)
        if not trick:  # lead
            if s == decl:
                trumps = [c for c in opts if is_trump(c) and c != "T1"]
                others_tr = any(is_trump(c) for x, hh in h.items() if x != s for c in hh)
                if trumps and others_tr:
                    return max(trumps, key=trank)
                kings = [c for c in opts if not is_trump(c) and srank(c) == 5]
                if kings:
                    return kings[0]
                return min(opts, key=lambda c: (is_trump(c), value(c)))
            suits = [c for c in opts if not is_trump(c)]
            if suits:
                return min(suits, key=value)
            return min(opts, key=lambda c: trank(c) if c != "T1" else 99)
        ls = suit(trick[0][1])
        w = trick_winner([c for _, c in trick])
        wseat, wcard = trick[w]
        partner_wins = side[wseat] == side[s]
        lastpos = len(trick) == 2
        if partner_wins and lastpos:
            return max(opts, key=lambda c: (value(c) if c != "T1" else -1, -trank(c) if is_trump(c) else 0))
        winners = [c for c in opts if beats(c, wcard, ls) and c != "T1"]
        if winners and not partner_wins:
            return min(winners, key=lambda c: trank(c) if is_trump(c) else srank(c))
        return min(opts, key=lambda c: (value(c) if c != "T1" else 50, trank(c) if is_trump(c) else 0))

    # ---------------------------------------------------------------- one deal
    def build_deal(self, dealer, sitter, spec):
        active, king = self.participants(dealer, sitter)
        hands_out = [[] for _ in range(self.n)]
        auc, dpos, contract = AUCTIONS[spec["auction"]]
        events = []
        for pos, b in auc:
            events.append({"type": "bid", "seat": active[pos], "bid": b})
        if spec["auction"] == "ILLEGAL":
            self.expect.append((len(self.deals), 1, "illegal_bid", "§10: a three bid under the standing two"))
        pays = []  # (from, to, amount, reason)
        parties = active + ([king] if king is not None else [])
        deal_idx = len(self.deals)
        if self.found:
            for s in sorted(parties):
                pays.append((s, "pool", F(10), "pool_stake"))
            self.found = False
        if self.dealer_fee:
            pays.append((dealer, "pool", F(self.dealer_fee), "pool_deal"))
        info = {"deal": deal_idx, "dealer": dealer, "active": active, "king": king, "sitter": sitter}
        if contract is None:
            deck = list(DECK)
            self.rng.shuffle(deck)
            talon = deck[:6]
            for k, s in enumerate(active):
                hands_out[s] = deck[6 + 12 * k : 18 + 12 * k]
            for s in active:
                pays.append((s, "pool", F(5), "pool_pass"))
            info["result"] = "all pass"
            return self.finish(dealer, hands_out, talon, events, pays, info)
        decl = active[dpos]
        helpers = [s for s in active if s != decl]
        opps = helpers + ([king] if king is not None else [])
        level = BASE_LEVEL[contract] + spec.get("rejects", 0)
        nbuy = BUY[contract]
        m, a = MULT[contract]
        ann = spec.get("ann", [])
        for attempt in range(200000):
            hands, talon = self.deal_cards(active, decl, spec.get("rig"))
            if self.rules.get("preset") == "common_usage" and any(
                not any(is_trump(c) for c in hands[s]) for s in active
            ):
                continue
            # purchase
            if nbuy:
                npk = 6 // nbuy
                pk = (level - 1) % npk
                taken = talon[pk * nbuy : (pk + 1) * nbuy]
                rest_talon = [c for c in talon if c not in taken]
                hand = hands[decl] + taken
                cand = [c for c in hand if not is_trump(c) and srank(c) != 5]
                if len(cand) < nbuy:
                    continue
                # lay away: shortest suits first, lowest value
                cnt = {x: sum(1 for c in hand if suit(c) == x) for x in "HDSC"}
                cand.sort(key=lambda c: (cnt[suit(c)], value(c)))
                disc = cand[:nbuy]
                play_hand = [c for c in hand if c not in disc]
            else:
                taken, disc, rest_talon = [], [], list(talon)
                play_hand = list(hands[decl])
            ntr = sum(1 for c in play_hand if is_trump(c))
            if "tarocks" in ann and ntr < 10:
                continue
            if "tarocks" not in ann and ntr >= 10:
                pass
            if "pagat_ultimo" in ann and "T1" not in play_hand:
                continue
            if "trull" in ann and not all(c in play_hand for c in ("T1", "T21", "SKIZ")):
                continue
            ph = {s: (play_hand if s == decl else list(hands[s])) for s in active}
            ren = spec.get("renonce")
            ren_arg = None
            if ren:
                ren_arg = {
                    "seat": decl if ren == "player" else helpers[spec.get("ren_helper", 0)],
                    "from_trick": spec.get("ren_from", 6),
                }
            plays, piles, ren_done, (lw, ltrick) = self.play(
                ph, active, decl, "pagat_ultimo" in ann, spec.get("noise", 0.15), ren_arg
            )
            if ren and not ren_done:
                continue
            dpile = piles[decl] + disc
            tricks_decl = len(piles[decl]) // 3
            if tricks_decl in (0, 12):
                continue
            raw = pile_points(dpile)
            p = int(round(raw)) if raw.denominator != 1 else int(raw)
            if abs(raw - p) == F(1, 2):
                continue
            hp = [c for s in helpers for c in piles[s]] + rest_talon
            # premiums
            ult_made = (
                ltrick and any(c == "T1" for _, c in ltrick) and lw == decl and dict(ltrick).get(decl) == "T1"
            )
            trull_player = all(c in dpile for c in ("T1", "T21", "SKIZ"))
            trull_help = all(c in hp for c in ("T1", "T21", "SKIZ"))
            kings = [c for c in DECK if not is_trump(c) and srank(c) == 5]
            kings_player = all(c in dpile for c in kings)
            kings_help = all(c in hp for c in kings)
            if trull_help or kings_help:
                continue
            won = p > 33
            want = spec.get("want")
            if want == "win" and not won:
                continue
            if want == "lose" and won:
                continue
            if "pagat_ultimo" in ann:
                if spec.get("ultimo") == "made" and not ult_made:
                    continue
                if spec.get("ultimo") == "failed" and ult_made:
                    continue
            if "trull" in ann and spec.get("trull") == "made" and not trull_player:
                continue
            if "trull" in ann and spec.get("trull") == "failed" and trull_player:
                continue
            if spec.get("no_silent") and (
                trull_player or kings_player or (ult_made and "pagat_ultimo" not in ann)
            ):
                continue
            if spec.get("need_silent") == "kings" and not kings_player:
                continue
            if spec.get("need_silent") == "trull" and not trull_player:
                continue
            if spec.get("need_silent") == "ultimo" and not (ult_made and "pagat_ultimo" not in ann):
                continue
            # renonce: outcome of the game
            fault_player = ren == "player"
            fault_helper = ren == "helper"
            if spec.get("ren_would") == "win" and not won:
                continue
            contra = spec.get("contra", 0)
            lv = contra if contra else 1
            lines = []  # (payer, payee per opp, amount, reason); + means opp pays decl
            if fault_player:
                if won:
                    gv = -F(a) * level * lv
                else:
                    gv = -((33 - p) * m + a) * level * lv
            elif fault_helper:
                if not won:
                    continue
                gv = F((p - 33) * m + a) * (lv if not contra else (level * lv if self.symmetric else 2))
            else:
                if won:
                    base = (p - 33) * m + a
                    if contra:
                        gv = F(base) * (level * lv if self.symmetric else 2)
                    else:
                        gv = F(base)
                else:
                    gv = -F((33 - p) * m + a) * level * lv
            lines.append(("game", gv))
            if not fault_player:
                if "tarocks" in ann:
                    lines.append(("tarocks", F({10: 50, 11: 100, 12: 150}[ntr])))
                if trull_player or "trull" in ann:
                    if "trull" in ann:
                        lines.append(("trull", F(100) if trull_player else -F(100)))
                    else:
                        lines.append(("trull", F(50)))
                if kings_player:
                    lines.append(("four_kings", F(100)))
                if "pagat_ultimo" in ann:
                    lines.append(("pagat_ultimo", F(100) if ult_made else -F(100)))
                elif ult_made:
                    lines.append(("pagat_ultimo", F(50)))
            signs = {x > 0 for _, x in lines if x != 0}
            if len(signs) > 1:
                continue
            break
        else:
            raise RuntimeError(f"{self.name}: no deal for {spec}")
        # events
        for s in active:
            hands_out[s] = hands[s]
        if nbuy:
            for _ in range(spec.get("rejects", 0)):
                events.append({"type": "call", "seat": decl, "call": "reject"})
            events.append({"type": "take", "seat": decl, "cards": taken})
            events.append({"type": "discard", "seat": decl, "cards": disc})
        items = []
        if "tarocks" in ann:
            items.append({"kind": "tarocks", "count": ntr})
        for k in ("trull", "pagat_ultimo"):
            if k in ann:
                items.append({"kind": k})
        events.append({"type": "announce", "seat": decl, "items": items})
        i0 = active.index(decl)
        for k in (1, 2):
            events.append({"type": "announce", "seat": active[(i0 + k) % 3], "items": []})
        if contra:
            events.append(
                {"type": "double", "seat": helpers[spec.get("contra_by", 0)], "target": "game", "level": 2}
            )
            if contra >= 4:
                events.append({"type": "double", "seat": decl, "target": "game", "level": 4})
        first_play = len(events)
        for s, c in plays:
            events.append({"type": "play", "seat": s, "card": c})
        if ren_done:
            idx, s, card, ls, held = ren_done
            self.expect.append(
                (
                    deal_idx,
                    first_play + idx,
                    "revoke",
                    f"§23: seat {s} trumps {card} on a {ls} lead holding {held}",
                )
            )
        # money
        for reason, x in lines:
            for o in opps:
                if x > 0:
                    pays.append((o, decl, x, reason))
                elif x < 0:
                    pays.append((decl, o, -x, reason))
        pool_before = self.pool + sum(am for f_, t_, am, _ in pays if t_ == "pool")
        if "pagat_ultimo" in ann and not fault_player:
            if ult_made:
                pays.append(("pool", decl, pool_before, "pool_ultimo"))
                self.found = True
            else:
                pays.append((decl, "pool", pool_before, "pool_ultimo"))
        recv = {}
        for f_, t_, am, r in pays:
            if isinstance(f_, int) and isinstance(t_, int):
                recv[t_] = recv.get(t_, 0) + am
        pct = self.rules.get("pool_win_percent", 10)
        for s in sorted(recv, key=lambda s: (s != decl, s)):
            pays.append((s, "pool", recv[s] * pct / 100, "pool_share"))
        info.update(
            decl=decl,
            contract=contract,
            level=level,
            points=p,
            raw=str(raw),
            won=won,
            contra=contra,
            ann=ann,
            ult_made=ult_made,
            trull=trull_player,
            kings=kings_player,
            renonce=ren_done and ren_done[:3],
            lines=[(r, str(x)) for r, x in lines],
        )
        return self.finish(dealer, hands_out, talon, events, pays, info)

    def finish(self, dealer, hands_out, talon, events, pays, info):
        pay_start = len(events)
        for f_, t_, am, r in pays:
            events.append({"type": "payment", "from": f_, "to": t_, "amount": r6(am), "reason": r})
            if f_ == "pool":
                self.pool -= am
            else:
                self.net[f_] -= am
            if t_ == "pool":
                self.pool += am
            else:
                self.net[t_] += am
        info["pay_start"] = pay_start
        info["pool_after"] = r6(self.pool)
        info["net_after"] = [r6(x) for x in self.net]
        deal = {"dealer": dealer, "hands": hands_out, "talon": talon, "events": events}
        self.deals.append(deal)
        self.figures.append(info)
        return deal

    # ---------------------------------------------------------------- faults on payments
    def corrupt_payment(self, deal_idx, reason, nth=0, delta=None, to=None, code="wrong_payment", note=""):
        """the table wrote one payment wrongly (figures after it as the table then had them)"""
        ev = self.deals[deal_idx]["events"]
        hits = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == reason]
        i = hits[nth]
        old = ev[i]["amount"]
        ev[i]["amount"] = r6(to if to is not None else F(str(old)) + delta)
        self.expect.append((deal_idx, i, code, f"{note}: recorded {ev[i]['amount']} for {old}"))
        return i

    def transcript(self):
        t = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "rules": self.rules,
            "players": PLAYERS[self.n],
            "meta": {"event": "gd-long audit", "session": self.name},
            "deals": self.deals,
        }
        return t


PLAYERS = {
    3: ["Adam", "Bożena", "Czesław"],
    4: ["Adam", "Bożena", "Czesław", "Danuta"],
    5: ["Adam", "Bożena", "Czesław", "Danuta", "Edward"],
}


def rot(n, k, start=0):
    """dealers and sitters for k deals: at 5, each sits out for a round of four deals (§8)"""
    out = []
    if n < 5:
        return [((start + i) % n, None) for i in range(k)]
    sitter = 4
    d = start
    for i in range(k):
        if i and i % 4 == 0:
            sitter = (sitter + 1) % 5
        while d == sitter:
            d = (d + 1) % 5
        out.append((d, sitter))
        d = (d + 1) % 5
    return out


ULT_RIG = {"cards": ["T1", "SKIZ", "T21"], "trumps": 6, "from_top": 10}
TAR_RIG = {"cards": ["T1"], "trumps": 9, "from_top": 16}

SOLO_RIG = {"cards": ["SKIZ", "T21", "KH", "KD"], "trumps": 6, "from_top": 9}
ONE_RIG = {"cards": ["SKIZ", "T21", "KS"], "trumps": 6, "from_top": 12}
W = {"want": "win"}
L = {"want": "lose"}


def S(auction, **kw):
    d = {"auction": auction}
    d.update(kw)
    return d


SESSIONS = {
    "01-s3-clean": (
        3,
        {"preset": "standard"},
        0,
        [
            S("T3_fh", **W),
            S("BOT_p2", **L),
            S("PASS"),
            S("T3_p3", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("TWO_p2", **W),
            S("SOLO_fh", rig=SOLO_RIG, **W),
            S("T3_fh", contra=2, **L),
            S("ONE_p3", rig=ONE_RIG, **W),
            S("T3_p2", **W),
            S("BOT_fh", ann=["tarocks"], rig=TAR_RIG, **W),
        ],
    ),
    "02-s3-dealer-fee": (
        3,
        {"preset": "standard", "pool_dealer_fee": 2},
        1,
        [
            S("T3_fh", **W),
            S("PASS"),
            S("T3_p2", ann=["pagat_ultimo"], ultimo="failed", rig=ULT_RIG, **L),
            S("TOP_p3", **W),
            S("TWO_fh", contra=4, **L),
            S("T3_p3", need_silent="kings", **W),
            S("PASS"),
            S("SOLO_p2", **L),
            S("T3_fh", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
        ],
    ),
    "03-s4-clean": (
        4,
        {"preset": "standard"},
        0,
        [
            S("T3_fh", **W),
            S("T3_p2", **L),
            S("BOT_fh", **W),
            S("PASS"),
            S("T3_p3", ann=["pagat_ultimo", "trull"], ultimo="made", trull="made", rig=ULT_RIG),
            S("TWO_p2", **W),
            S("T3_fh", contra=2, **W),
            S("SOLO_p2", rig=SOLO_RIG, **W),
            S("TOP_p3", **L),
            S("T3_p2", ann=["tarocks"], rig=TAR_RIG, **W),
        ],
    ),
    "04-s5-clean": (
        5,
        {"preset": "standard"},
        0,
        [
            S("T3_fh", **W),
            S("BOT_p2", **W),
            S("PASS"),
            S("T3_p3", **L),
            S("TWO_fh", **W),
            S("T3_p2", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("ONE_fh", rig=ONE_RIG, **W),
            S("T3_fh", contra=2, **L),
        ],
    ),
    "05-s3-renonce-player": (
        3,
        {"preset": "standard"},
        2,
        [
            S("T3_fh", **W),
            S("T3_p2", **W),
            S("BOT_p2", **L),
            S("PASS"),
            S("TWO_p2", **W),
            S("T3_p3", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("T3_fh", **L),
            S("SOLO_fh", rig=SOLO_RIG, **W),
            S("T3_p2", ann=["tarocks"], rig=TAR_RIG, renonce="player", ren_would="win", ren_from=5),
            S("T3_p3", **W),
        ],
    ),
    "06-s4-renonce-helper": (
        4,
        {"preset": "standard"},
        1,
        [
            S("T3_fh", **W),
            S("PASS"),
            S("BOT_fh", **L),
            S("T3_p3", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("TWO_p2", **W),
            S("T3_p2", contra=4, **L),
            S("T3_fh", **W),
            S("T3_p3", renonce="helper", ren_helper=1, no_silent=True, ren_from=4, **W),
            S("SOLO_p2", rig=SOLO_RIG, **W),
        ],
    ),
    "07-s3-wrong-payment": (
        3,
        {"preset": "standard"},
        0,
        [
            S("T3_fh", **W),
            S("T3_p2", **L),
            S("PASS"),
            S("BOT_fh", **W),
            S("T3_p3", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("TWO_p2", **L),
            S("T3_fh", **W),
            S("PASS"),
            S("ONE_p3", rig=ONE_RIG, **W),
            S("T3_p2", contra=2, **W),
            S("T3_p3", **W),
        ],
    ),
    "08-s4-wrong-pool-share": (
        4,
        {"preset": "standard", "pool_dealer_fee": 1},
        2,
        [
            S("T3_fh", **W),
            S("T3_p3", **L),
            S("BOT_p2", **W),
            S("T3_p2", ann=["pagat_ultimo"], ultimo="failed", rig=ULT_RIG, **L),
            S("PASS"),
            S("TWO_fh", **W),
            S("T3_p3", need_silent="trull", rig=ULT_RIG, **W),
            S("T3_fh", **L),
            S("SOLO_fh", rig=SOLO_RIG, **W),
            S("T3_p2", **W),
        ],
    ),
    "09-s5-illegal-bid": (
        5,
        {"preset": "standard"},
        1,
        [
            S("T3_fh", **W),
            S("T3_p2", **L),
            S("PASS"),
            S("BOT_fh", **W),
            S("TWO_p2", **W),
            S("T3_p3", **W),
            S("T3_fh", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("T3_p2", contra=2, **L),
            S("PASS"),
            S("TOP_p3", **W),
            S("ILLEGAL", **W),
            S("T3_fh", **W),
        ],
    ),
    "10-s3-two-faults": (
        3,
        {"preset": "standard"},
        1,
        [
            S("T3_fh", **W),
            S("T3_p2", ann=["pagat_ultimo"], ultimo="failed", rig=ULT_RIG, **L),
            S("PASS"),
            S("BOT_fh", **W),
            S("TWO_p2", **W),
            S("T3_p3", **L),
            S("SOLO_fh", rig=SOLO_RIG, **W),
            S("T3_p2", **W),
            S("T3_fh", contra=2, **W),
            S("T3_p3", renonce="helper", ren_helper=0, no_silent=True, ren_from=3, **W),
            S("PASS"),
            S("T3_p2", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
        ],
    ),
    "11-s4-common-usage": (
        4,
        {"preset": "common_usage"},
        3,
        [
            S("T3_fh", **W),
            S("T3_p2", contra=2, **W),
            S("PASS"),
            S("BOT_fh", contra=2, **L),
            S("T3_p3", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("TWO_p2", **W),
            S("T3_fh", **L),
            S("T3_p2", contra=4, **W),
        ],
    ),
    "12-s5-two-faults": (
        5,
        {"preset": "standard", "pool_dealer_fee": 1},
        0,
        [
            S("T3_fh", **W),
            S("PASS"),
            S("T3_p2", ann=["pagat_ultimo"], ultimo="made", rig=ULT_RIG),
            S("BOT_fh", **L),
            S("TWO_p2", **W),
            S("T3_p3", **W),
            S("T3_fh", **L),
            S("T3_p2", renonce="player", ren_from=3, **L),
            S("SOLO_p2", rig=SOLO_RIG, **W),
            S("T3_p3", **W),
        ],
    ),
    "13-s3-ones-solos": (
        3,
        {"preset": "standard"},
        2,
        [
            S("ONE_fh", rig=ONE_RIG, **W),
            S("SOLO_p2", rig=SOLO_RIG, **W),
            S("T3_fh", **L),
            S("ONE_p3", rig=ONE_RIG, **L),
            S("TWO_fh", contra=2, **W),
            S("SOLO_fh", rig=SOLO_RIG, ann=["pagat_ultimo"], ultimo="made"),
            S("PASS"),
            S("T3_p3", rejects=1, **W),
        ],
    ),
}

# payment faults: file -> (deal, reason, nth, delta, note)
PAY_FAULTS = {
    "07-s3-wrong-payment": [(9, "game", 1, -20, "the second helper's game payment")],
    "08-s4-wrong-pool-share": [(9, "pool_share", 0, -5, "the winner's 10% share to the pool")],
    "10-s3-two-faults": [(11, "pool_ultimo", 0, -10, "the pool taken by the ultimo")],
    "12-s5-two-faults": [(9, "game", 0, 10, "a helper's game payment")],
}


def main():
    allfig = []
    exp = {}
    for k, (name, (n, rules, start, specs)) in enumerate(SESSIONS.items()):
        g = Gen(name, n, rules, seed=1000 + k)
        for (dealer, sitter), spec in zip(rot(n, len(specs), start), specs):
            g.build_deal(dealer, sitter, spec)
        for deal_idx, reason, nth, delta, note in PAY_FAULTS.get(name, []):
            g.corrupt_payment(deal_idx, reason, nth, delta, note=note)
        (HERE / f"{name}.json").write_text(json.dumps(g.transcript(), ensure_ascii=False, indent=1) + "\n")
        exp[name] = sorted(g.expect)
        allfig.append(f"== {name} ({n} players, rules {rules})")
        for f in g.figures:
            allfig.append("  " + json.dumps(f, ensure_ascii=False))
        allfig.append(f"  EXPECT {sorted(g.expect)}")
        allfig.append(f"  FINAL pool {r6(g.pool)} net {[r6(x) for x in g.net]}")
    (HERE / "_figures.txt").write_text("\n".join(allfig) + "\n")
    (HERE / "_expected_codes.txt").write_text(json.dumps(exp, indent=1) + "\n")


if __name__ == "__main__":
    main()
