"""Blind generator for the gd-session-end audit round (Galician Tarok, Szczepanski §1-§33).

Written from the Polish source only (/work/shared/seeds/002_*.txt) and the transcript format.
It does not import the validator. Focus: how a session ends (the last deals, totals written at
the end, the pool (zydek) as it stands when play stops).

Rules as generated (source paragraphs):
- 42 cards; 6-card talon dealt first, then 12 to each active seat (§9); with four players the
  dealer ("krol") sits out but shares in every gain and loss (§8) and pays the pool stake.
- The forehand (seat after the dealer) bids first and leads the first trick (§10, §11).
- Contracts used: "three" with the first packet of the talon bought (multiplier 1: "tyle razy,
  ile razy kupil"), no contra; and an all-pass deal (§26 without szpricer).
- Card points: each trick counts its card values minus 2 (§14); the declarer's discard counts as
  his group, the packet he did not buy goes to the helpers (66 in all, 33 = konsolacja, §18).
- Game value, three: (points over 33) * 3 + 30 when won (paid single by each opponent); when lost
  (33 points or fewer) (33 - points) * 3 + 30 paid by the declarer to each helper and the king (§18).
- Announced pagat ultimo: 100 from each opponent when made, 100 to each opponent when failed (§6);
  made: the declarer takes the whole pool; failed: he pays its whole content into it (§27).
- Pool (§27, preset standard): stake 10 from every seat taking part (king included) when the pool
  is founded (first deal of a fresh session, and the deal after an ultimo won it); 10% of every win
  (each winner's receipts from other seats) into the pool; 5 from each of the three active players
  when all three pass. Nothing in the source distributes the pool when the session ends, so it
  stays as it stands.
- Deals are drawn and kept only when nothing outside the focus happens: no trull or four kings
  collected by one side, no volat, no pagat in the last trick unless an ultimo was announced.

Run: python _gen.py  (writes NN-*.json beside it and prints the figures used in EXPECTED.md)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + [PIP[s] for s in SUITS]
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42
NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]
STAKE, SHARE, PASS_FEE = 10, 0.10, 5


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_trump(c):
        return 1
    return srank(c)


def beats(c, best):
    if is_trump(c):
        return not is_trump(best) or trank(c) > trank(best)
    return not is_trump(best) and c[-1] == best[-1] and srank(c) > srank(best)


def trick_winner(trick):
    best = trick[0]
    for sc in trick[1:]:
        if beats(sc[1], best[1]):
            best = sc
    return best[0]


def legal_choices(hand, trick, keep_pagat):
    """Cards that are legal under every reading of §5/§23 (follow suit, else trump; a tarok led is
    beaten where possible, and a suit led is headed where possible)."""
    if not trick:
        opts = list(hand)
    else:
        led = trick[0][1]
        best = trick[0][1]
        for _, c in trick[1:]:
            if beats(c, best):
                best = c
        if is_trump(led):
            tr = [c for c in hand if is_trump(c)]
            if tr:
                hi = [c for c in tr if trank(c) > trank(best)]
                hl = [c for c in tr if trank(c) > trank(led)]
                opts = hi or hl or tr
            else:
                opts = list(hand)
        else:
            su = [c for c in hand if not is_trump(c) and c[-1] == led[-1]]
            if su:
                if is_trump(best):
                    opts = su
                else:
                    hi = [c for c in su if srank(c) > srank(best)]
                    opts = hi or su
            else:
                tr = [c for c in hand if is_trump(c)]
                if tr:
                    if is_trump(best):
                        hi = [c for c in tr if trank(c) > trank(best)]
                        opts = hi or tr
                    else:
                        opts = tr
                else:
                    opts = list(hand)
    if keep_pagat and len(opts) > 1 and "T1" in opts:
        opts = [c for c in opts if c != "T1"]
    return opts


def r6(x):
    x = round(x + 0.0, 6)
    return int(x) if x == int(x) else x


class Session:
    def __init__(self, n, seed, start_totals=None, start_pool=None, pool_known=True):
        self.n = n
        self.rng = random.Random(seed)
        self.totals = list(start_totals) if start_totals else [0] * n
        self.pool = start_pool if start_pool is not None else 0
        self.pool_known = pool_known
        self.found_next = start_pool is None and start_totals is None  # fresh session
        self.deals = []
        self.info = []

    # ------------------------------------------------------------------ dealing and play
    def _deal_cards(self, dealer, stack):
        active = [(dealer + i) % self.n for i in (1, 2, 3)]
        for _ in range(10000):
            deck = DECK[:]
            self.rng.shuffle(deck)
            hands = {s: [] for s in range(self.n)}
            if stack:
                seat, cards = stack
                for c in cards:
                    deck.remove(c)
                hands[seat] = list(cards)
            talon = deck[:6]
            rest = deck[6:]
            for s in active:
                need = 12 - len(hands[s])
                hands[s] += rest[:need]
                rest = rest[need:]
            assert not rest
            return active, [hands[s] for s in range(self.n)], talon
        raise AssertionError

    def _play(self, active, hands, leader, declarer, keep_pagat):
        hands = {s: list(h) for s, h in enumerate(hands)}
        plays, taken = [], {s: [] for s in active}
        for t in range(12):
            trick = []
            order = [active[(active.index(leader) + k) % 3] for k in range(3)]
            for s in order:
                opts = legal_choices(hands[s], trick, keep_pagat and s == declarer and t < 11)
                c = self.rng.choice(opts)
                hands[s].remove(c)
                trick.append((s, c))
                plays.append({"type": "play", "seat": s, "card": c})
            w = trick_winner(trick)
            taken[w].append([c for _, c in trick])
            leader = w
        return plays, taken, trick

    def deal(self, kind, decl_pos=0, ultimo=None, win=None, tries=20000):
        """kind: 'three' or 'pass'. decl_pos: 0..2 among the active seats from the forehand."""
        n = self.n
        dealer = len(self.deals) % n if not self.deals else (self.deals[-1]["dealer"] + 1) % n
        if not self.deals:
            dealer = self.first_dealer
        found = self.found_next
        d_ev = []
        if kind == "pass":
            active, hands, talon = self._deal_cards(dealer, None)
            for s in active:
                d_ev.append({"type": "bid", "seat": s, "bid": "pass"})
            net = [0.0] * n
            pool_in = 0.0
            pays = []
            if found:
                for s in range(n):
                    net[s] -= STAKE
                    pool_in += STAKE
                    pays.append(
                        {"type": "payment", "from": s, "to": "pool", "amount": STAKE, "reason": "pool_stake"}
                    )
            for s in active:
                net[s] -= PASS_FEE
                pool_in += PASS_FEE
                pays.append(
                    {"type": "payment", "from": s, "to": "pool", "amount": PASS_FEE, "reason": "pool_pass"}
                )
            info = {"kind": "pass", "dealer": dealer, "found": found, "pool_before": self.pool}
            self.found_next = False
            return self._finish(dealer, hands, talon, d_ev, [], pays, net, pool_in, info)
        for _ in range(tries):
            active_probe = [(dealer + i) % n for i in (1, 2, 3)]
            decl = active_probe[decl_pos]
            stack = None
            if ultimo:
                hi = [f"T{i}" for i in range(8, 21)]
                self.rng.shuffle(hi)
                stack = (decl, ["T1"] + hi[: 8 if ultimo == "made" else 3])
            active, hands, talon = self._deal_cards(dealer, stack)
            packet = talon[:3]
            full = hands[decl] + packet
            if ultimo and "T1" not in full:
                continue
            suits = [c for c in full if not is_trump(c) and c[0] != "K"]
            self.rng.shuffle(suits)
            disc = suits[:3]
            if len(disc) < 3:
                low = sorted([c for c in full if is_trump(c) and c not in ("T1", "T21", "SKIZ")], key=trank)
                disc += low[: 3 - len(disc)]
            hand_after = [c for c in full if c not in disc]
            hands_play = [list(h) for h in hands]
            hands_play[decl] = hand_after
            plays, taken, last = self._play(active, hands_play, active[0], decl, bool(ultimo))
            # outcome
            dpts = sum(sum(map(value, t)) - 2 for t in taken[decl]) + sum(map(value, disc)) - 2
            helpers = [s for s in active if s != decl]
            hcards = [c for s in helpers for t in taken[s] for c in t] + talon[3:]
            dcards = [c for t in taken[decl] for c in t] + disc
            # exclusions: trull / four kings on one side, volat, pagat in the last trick silently
            bad = False
            for side in (dcards, hcards):
                if all(c in side for c in ("T1", "T21", "SKIZ")):
                    bad = True
                if all(k + s in side for k in "K" for s in SUITS):
                    bad = True
            if len(taken[decl]) in (0, 12):
                bad = True
            pagat_last = any(c == "T1" for _, c in last)
            if pagat_last and not ultimo:
                bad = True
            if bad:
                continue
            won = dpts > 33
            if win is not None and won != win:
                continue
            made = None
            if ultimo:
                made = (
                    pagat_last and trick_winner(last) == decl and dict((c, s) for s, c in last)["T1"] == decl
                )
                if (ultimo == "made") != made:
                    continue
                if made != won:  # keep game and ultimo on the same side (one net win per seat)
                    continue
            break
        else:
            raise RuntimeError("no deal found")
        # auction: the seats before the declarer pass, he bids three, the seats after him pass
        for s in active[:decl_pos]:
            d_ev.append({"type": "bid", "seat": s, "bid": "pass"})
        d_ev.append({"type": "bid", "seat": decl, "bid": "three"})
        for s in active[decl_pos + 1 :]:
            d_ev.append({"type": "bid", "seat": s, "bid": "pass"})
        d_ev.append({"type": "take", "seat": decl, "cards": packet})
        d_ev.append({"type": "discard", "seat": decl, "cards": disc})
        order = [active[(active.index(decl) + k) % 3] for k in range(3)]
        for s in order:
            items = [{"kind": "pagat_ultimo"}] if (s == decl and ultimo) else []
            d_ev.append({"type": "announce", "seat": s, "items": items})
        opps = [s for s in range(n) if s != decl]  # helpers and, with four, the king
        net = [0.0] * n
        pool_in = 0.0
        pays = []
        if found:
            for s in range(n):
                net[s] -= STAKE
                pool_in += STAKE
                pays.append(
                    {"type": "payment", "from": s, "to": "pool", "amount": STAKE, "reason": "pool_stake"}
                )
        g = (dpts - 33) * 3 + 30 if won else (33 - dpts) * 3 + 30
        recv = [0.0] * n
        for s in opps:
            if won:
                pays.append({"type": "payment", "from": s, "to": decl, "amount": g, "reason": "game"})
                net[s] -= g
                net[decl] += g
                recv[decl] += g
            else:
                pays.append({"type": "payment", "from": decl, "to": s, "amount": g, "reason": "game"})
                net[s] += g
                net[decl] -= g
                recv[s] += g
        pool_taken = pool_paid = 0.0
        if ultimo:
            for s in opps:
                if made:
                    pays.append(
                        {"type": "payment", "from": s, "to": decl, "amount": 100, "reason": "pagat_ultimo"}
                    )
                    net[s] -= 100
                    net[decl] += 100
                    recv[decl] += 100
                else:
                    pays.append(
                        {"type": "payment", "from": decl, "to": s, "amount": 100, "reason": "pagat_ultimo"}
                    )
                    net[s] += 100
                    net[decl] -= 100
                    recv[s] += 100
            content = self.pool + pool_in
            if made:
                pays.append(
                    {
                        "type": "payment",
                        "from": "pool",
                        "to": decl,
                        "amount": r6(content),
                        "reason": "pool_ultimo",
                    }
                )
                net[decl] += content
                pool_in -= content
                pool_taken = content
            else:
                pays.append(
                    {
                        "type": "payment",
                        "from": decl,
                        "to": "pool",
                        "amount": r6(content),
                        "reason": "pool_ultimo",
                    }
                )
                net[decl] -= content
                pool_in += content
                pool_paid = content
        shares = {}
        for s in range(n):
            if recv[s]:
                sh = recv[s] * SHARE
                shares[s] = sh
                pays.append(
                    {"type": "payment", "from": s, "to": "pool", "amount": r6(sh), "reason": "pool_share"}
                )
                net[s] -= sh
                pool_in += sh
        info = {
            "kind": "three",
            "dealer": dealer,
            "declarer": decl,
            "points": dpts,
            "won": won,
            "game": g,
            "ultimo": ultimo,
            "found": found,
            "pool_before": self.pool,
            "pool_taken": pool_taken,
            "pool_paid": pool_paid,
            "shares": shares,
            "opps": opps,
        }
        self.found_next = bool(ultimo and made)
        return self._finish(dealer, hands, talon, d_ev, plays, pays, net, pool_in, info)

    def _finish(self, dealer, hands, talon, d_ev, plays, pays, net, pool_in, info):
        self.pool = self.pool + pool_in
        self.totals = [a + b for a, b in zip(self.totals, net, strict=True)]
        info.update(
            net=[r6(x) for x in net],
            pool_in=r6(pool_in),
            pool_after=r6(self.pool),
            totals=[r6(x) for x in self.totals],
        )
        deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": d_ev + plays}
        self.deals.append(deal)
        self.info.append({"deal": deal, "pays": pays, **info})
        return deal


def sheet_lines(info, n, pool_score=True):
    ev = [{"type": "score", "party": s, "points": info["net"][s]} for s in range(n)]
    if pool_score:
        ev.append({"type": "score", "party": "pool", "points": info["pool_in"]})
    ev += [{"type": "total", "party": s, "points": info["totals"][s]} for s in range(n)]
    ev.append({"type": "total", "party": "pool", "points": info["pool_after"]})
    return ev


def total_lines(info, n):
    ev = [{"type": "total", "party": s, "points": info["totals"][s]} for s in range(n)]
    ev.append({"type": "total", "party": "pool", "points": info["pool_after"]})
    return ev


def build(ses, mode, pool_score=True, totals_at_end=False):
    """mode: 'sheet' (score and total lines every deal) or 'pay' (payments)."""
    for k, inf in enumerate(ses.info):
        ev = inf["deal"]["events"]
        if mode == "sheet":
            ev += sheet_lines(inf, ses.n, pool_score)
        else:
            ev += inf["pays"]
            if totals_at_end and k == len(ses.info) - 1:
                ev += total_lines(inf, ses.n)
    return ses


def write(name, ses, note, start=None, planted=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": NAMES3 if ses.n == 3 else NAMES4,
    }
    if start:
        doc["start"] = start
    doc["meta"] = {"audit": "gd-session-end", "note": note}
    if planted:
        doc["meta"]["planted"] = planted
    doc["deals"] = ses.deals
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    print(f"== {name}: {note}")
    for k, inf in enumerate(ses.info):
        extra = ""
        if inf["kind"] == "three":
            extra = (
                f" decl={inf['declarer']} pts={inf['points']} won={inf['won']} game={inf['game']}"
                f" ultimo={inf['ultimo']} taken={r6(inf['pool_taken'])} paid={r6(inf['pool_paid'])}"
                f" shares={ {s: r6(v) for s, v in inf['shares'].items()} }"
            )
        print(
            f"  deal {k} dealer={inf['dealer']} {inf['kind']} found={inf['found']}"
            f" pool_before={r6(inf['pool_before'])}{extra}\n     net={inf['net']} pool_in={inf['pool_in']}"
            f" pool_after={inf['pool_after']} totals={inf['totals']}"
        )


def idx(ses, k, pred):
    """Index of the first event of deal k matching pred."""
    for i, e in enumerate(ses.deals[k]["events"]):
        if pred(e):
            return i
    raise KeyError


def new(n, seed, first_dealer=0, **kw):
    s = Session(n, seed, **kw)
    s.first_dealer = first_dealer
    return s


def main():
    for p in HERE.glob("[0-9][0-9]-*.json"):
        p.unlink()

    # 01 clean: 3p fresh sheet, last deal an announced ultimo takes the pool
    s = new(3, 101)
    s.deal("three", 0, win=True)
    s.deal("pass")
    s.deal("three", 1, win=False)
    s.deal("three", 2, ultimo="made")
    build(s, "sheet")
    write(
        "01-clean-3p-sheet-ultimo-takes-pool-last.json",
        s,
        "clean; 3 players, score sheet with pool lines; the last deal's announced ultimo takes the pool, "
        "whose total ends at that deal's share",
    )

    # 02 clean: 4p fresh payments, last deal all pass, totals written at the end
    s = new(4, 202, first_dealer=3)
    s.deal("three", 0, win=True)
    s.deal("three", 1, win=False)
    s.deal("three", 2, win=True)
    s.deal("pass")
    build(s, "pay", totals_at_end=True)
    write(
        "02-clean-4p-pay-allpass-last-totals.json",
        s,
        "clean; 4 players, payments; the last deal is an all-pass (the three active pay the fee); "
        "totals for every seat and the pool written at the end",
    )

    # 03 clean: 3p taken up mid-way (totals and pool given), payments, totals at the end
    st = [215.4, -130, -141.8]
    s = new(3, 303, first_dealer=1, start_totals=st, start_pool=56.4)
    s.deal("three", 0, win=False)
    s.deal("three", 2, win=True)
    s.deal("three", 1, win=True)
    build(s, "pay", totals_at_end=True)
    write(
        "03-clean-3p-midway-pay-totals-at-end.json",
        s,
        "clean; 3 players taken up mid-way (start totals and pool 56.4), payments, totals at the end",
        start={"totals": st, "pools": {"pool": 56.4}},
    )

    # 04 3p sheet, wrong final total of a seat
    s = new(3, 404, first_dealer=2)
    s.deal("three", 0, win=True)
    s.deal("three", 1, win=True)
    s.deal("three", 2, win=False)
    s.deal("three", 0, win=True)
    build(s, "sheet")
    k = len(s.deals) - 1
    seat = s.info[k]["declarer"]
    i = idx(s, k, lambda e: e["type"] == "total" and e["party"] == seat)
    ev = s.deals[k]["events"][i]
    good = ev["points"]
    ev["points"] = r6(good + 10)
    write(
        "04-3p-sheet-wrong-final-total.json",
        s,
        f"3 players, sheet; the declarer's final total is written {ev['points']} for {good}",
        planted={"deal": k, "event": i, "code": "wrong_total"},
    )

    # 05 4p sheet: the last deal's pool total forgets the shares (pool score line right)
    s = new(4, 505, first_dealer=0)
    s.deal("three", 1, win=True)
    s.deal("three", 0, win=False)
    s.deal("three", 2, win=False)
    build(s, "sheet")
    k = len(s.deals) - 1
    i = idx(s, k, lambda e: e["type"] == "total" and e["party"] == "pool")
    ev = s.deals[k]["events"][i]
    sh = sum(s.info[k]["shares"].values())
    good = ev["points"]
    ev["points"] = r6(good - sh)
    write(
        "05-4p-sheet-pool-total-forgets-shares.json",
        s,
        f"4 players, sheet; the last pool total is {ev['points']} for {good}: the deal's shares {r6(sh)} forgotten",
        planted={"deal": k, "event": i, "code": "wrong_total"},
    )

    # 06 3p payments: ultimo takes the pool in the second-last deal, the last deal founds it again;
    # the pool total written at the end forgets those stakes
    s = new(3, 606, first_dealer=0)
    s.deal("three", 0, win=True)
    s.deal("three", 1, ultimo="made")
    s.deal("three", 2, win=False)
    build(s, "pay", totals_at_end=True)
    k = len(s.deals) - 1
    i = idx(s, k, lambda e: e["type"] == "total" and e["party"] == "pool")
    ev = s.deals[k]["events"][i]
    good = ev["points"]
    ev["points"] = r6(good - 3 * STAKE)
    write(
        "06-3p-pay-pool-total-forgets-stakes.json",
        s,
        f"3 players, payments; an ultimo took the pool in deal 1, deal 2 founds it again; "
        f"the pool total at the end is {ev['points']} for {good} (stakes forgotten)",
        planted={"deal": k, "event": i, "code": "wrong_total"},
    )

    # 07 3p payments: the last deal's ultimo takes the pool with a wrong amount (the pool before the
    # previous deal's shares)
    s = new(3, 707, first_dealer=1)
    s.deal("three", 1, win=True)
    s.deal("three", 0, win=True)
    s.deal("three", 2, ultimo="made")
    build(s, "pay")
    k = len(s.deals) - 1
    i = idx(s, k, lambda e: e["type"] == "payment" and e.get("reason") == "pool_ultimo")
    ev = s.deals[k]["events"][i]
    prev_sh = sum(s.info[k - 1]["shares"].values())
    good = ev["amount"]
    ev["amount"] = r6(good - prev_sh)
    write(
        "07-3p-pay-ultimo-takes-wrong-pool-last.json",
        s,
        f"3 players, payments; the last deal's ultimo takes {ev['amount']} from the pool for {good} "
        f"(the previous deal's shares {r6(prev_sh)} left out)",
        planted={"deal": k, "event": i, "code": "wrong_payment"},
    )

    # 08 4p payments: a wrong game payment to the king in the last deal
    s = new(4, 808, first_dealer=1)
    s.deal("three", 0, win=True)
    s.deal("three", 1, win=True)
    s.deal("three", 2, win=False)
    build(s, "pay")
    k = len(s.deals) - 1
    king = s.info[k]["dealer"]
    i = idx(s, k, lambda e: e["type"] == "payment" and e.get("reason") == "game" and e["to"] == king)
    ev = s.deals[k]["events"][i]
    good = ev["amount"]
    ev["amount"] = r6(good - 9)
    write(
        "08-4p-pay-wrong-king-payment-last.json",
        s,
        f"4 players, payments; in the last deal the declarer pays the king {ev['amount']} for {good}",
        planted={"deal": k, "event": i, "code": "wrong_payment"},
    )

    # 09 3p sheet, last deal all pass, the pool total forgets the pass fees
    s = new(3, 909, first_dealer=0)
    s.deal("three", 1, win=True)
    s.deal("three", 2, win=False)
    s.deal("pass")
    build(s, "sheet")
    k = len(s.deals) - 1
    i = idx(s, k, lambda e: e["type"] == "total" and e["party"] == "pool")
    ev = s.deals[k]["events"][i]
    good = ev["points"]
    ev["points"] = r6(good - 3 * PASS_FEE)
    write(
        "09-3p-sheet-allpass-last-pool-total-forgets-fees.json",
        s,
        f"3 players, sheet; the last deal is an all-pass; the pool total is {ev['points']} for {good}",
        planted={"deal": k, "event": i, "code": "wrong_total"},
    )

    # 10 3p mid-way sheet: the last deal's announced ultimo fails; the declarer's score line leaves
    # out the pool content he pays in (his total follows his line)
    st = [-80, 164.6, -127.2]
    s = new(3, 1010, first_dealer=2, start_totals=st, start_pool=42.6)
    s.deal("three", 1, win=True)
    s.deal("three", 0, ultimo="failed")
    build(s, "sheet")
    k = len(s.deals) - 1
    d = s.info[k]["declarer"]
    i = idx(s, k, lambda e: e["type"] == "score" and e["party"] == d)
    ev = s.deals[k]["events"][i]
    good = ev["points"]
    paid = s.info[k]["pool_paid"]
    ev["points"] = r6(good + paid)
    j = idx(s, k, lambda e: e["type"] == "total" and e["party"] == d)
    s.deals[k]["events"][j]["points"] = r6(s.deals[k]["events"][j]["points"] + paid)
    write(
        "10-3p-midway-sheet-failed-ultimo-score-omits-pool.json",
        s,
        f"3 players mid-way (pool 42.6), sheet; the last deal's failed ultimo: the declarer's line is "
        f"{ev['points']} for {good} (the {r6(paid)} he pays into the pool left out); his total follows his line",
        start={"totals": st, "pools": {"pool": 42.6}},
        planted={"deal": k, "event": i, "code": "wrong_score"},
    )

    # 11 4p sheet, the king's final total wrong
    s = new(4, 1111, first_dealer=2)
    s.deal("three", 0, win=False)
    s.deal("pass")
    s.deal("three", 2, win=True)
    s.deal("three", 1, win=True)
    build(s, "sheet")
    k = len(s.deals) - 1
    king = s.info[k]["dealer"]
    i = idx(s, k, lambda e: e["type"] == "total" and e["party"] == king)
    ev = s.deals[k]["events"][i]
    good = ev["points"]
    ev["points"] = r6(-good)
    write(
        "11-4p-sheet-king-final-total-wrong.json",
        s,
        f"4 players, sheet; the king's final total is written {ev['points']} for {good}",
        planted={"deal": k, "event": i, "code": "wrong_total"},
    )

    # 12 3p payments: a wrong pool share in the last deal (10% of the game only, ultimo left out)
    s = new(3, 1212, first_dealer=1)
    s.deal("three", 0, win=False)
    s.deal("three", 2, win=True)
    s.deal("three", 1, ultimo="failed")
    build(s, "pay")
    k = len(s.deals) - 1
    opp = s.info[k]["opps"][0]
    i = idx(s, k, lambda e: e["type"] == "payment" and e.get("reason") == "pool_share" and e["from"] == opp)
    ev = s.deals[k]["events"][i]
    good = ev["amount"]
    ev["amount"] = r6(s.info[k]["game"] * SHARE)
    write(
        "12-3p-pay-failed-ultimo-last-wrong-share.json",
        s,
        f"3 players, payments; the last deal's announced ultimo fails; helper {opp} pays {ev['amount']} "
        f"into the pool for {good} (10% of the game only)",
        planted={"deal": k, "event": i, "code": "wrong_payment"},
    )

    # 13 3p mid-way with totals only (pool unknown), sheet with pool lines: a wrong final seat total
    st = [95, -40.5, -12]
    s = new(3, 1313, first_dealer=0, start_totals=st, start_pool=0, pool_known=False)
    s.deal("three", 2, win=True)
    s.deal("three", 0, win=False)
    build(s, "sheet")
    # the pool's content is unknown to the reader; the sheet writes its running total as the table
    # kept it (the generator counts from 0 and the sheet adds 42.5, the pool the totals imply)
    for dl in s.deals:
        for e in dl["events"]:
            if e["type"] == "total" and e["party"] == "pool":
                e["points"] = r6(e["points"] + 42.5)
    k = len(s.deals) - 1
    seat = [x for x in range(3) if x != s.info[k]["declarer"]][0]
    i = idx(s, k, lambda e: e["type"] == "total" and e["party"] == seat)
    ev = s.deals[k]["events"][i]
    good = ev["points"]
    ev["points"] = r6(good + 30)
    write(
        "13-3p-midway-no-pool-sheet-wrong-final-total.json",
        s,
        f"3 players taken up mid-way with start totals only (pool unknown); sheet; seat {seat}'s final total "
        f"is {ev['points']} for {good}",
        start={"totals": st},
        planted={"deal": k, "event": i, "code": "wrong_total"},
    )

    # 14 4p mid-way payments: the last deal's announced ultimo takes the pool; the king pays the
    # silent ultimo's 50 instead of the announced 100; totals at the end
    st = [130, -62.5, 18, -150.3]
    s = new(4, 1414, first_dealer=3, start_totals=st, start_pool=64.8)
    s.deal("three", 2, win=False)
    s.deal("three", 1, ultimo="made")
    build(s, "pay", totals_at_end=True)
    k = len(s.deals) - 1
    king = s.info[k]["dealer"]
    i = idx(
        s, k, lambda e: e["type"] == "payment" and e.get("reason") == "pagat_ultimo" and e["from"] == king
    )
    ev = s.deals[k]["events"][i]
    good = ev["amount"]
    ev["amount"] = 50
    write(
        "14-4p-midway-pay-ultimo-last-king-pays-50.json",
        s,
        f"4 players taken up mid-way (pool 64.8), payments, totals at the end; the last deal's announced "
        f"ultimo takes the pool; the king pays {ev['amount']} for the ultimo instead of {good}",
        start={"totals": st, "pools": {"pool": 64.8}},
        planted={"deal": k, "event": i, "code": "wrong_payment"},
    )


if __name__ == "__main__":
    main()
