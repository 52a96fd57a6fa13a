"""Blind model of Galician Tarok (Tapp-Tarock, 42 cards) after J. Szczepański's rules
(Polish source 002_d58cf04b7f012795.txt, paragraphs 1-33), written by the gd-spec4
auditor from the source alone.  It deals, checks an auction, buys, discards, plays
with a simple legal policy and settles.  Readings taken (see EXPECTED.md):

* card points (par. 3, 7, 14): counted in threes minus 2 each; a pile that is not a
  multiple of three (the discard of a two or one game) is counted exactly (minus 2/3 a
  card) and the player's total rounded to the nearest point; the helpers have 66 - p.
* the talon left unbought and a solo talon count for the helpers (par. 10).
* p <= 33 loses (par. 18); win = (p-33)*f + a, single (x2 with contra, par. 17);
  loss = ((33-p)*f + a) * purchases * contra level.  f/a: three 3/30, two 4/40,
  one 5/50, solo 6/60.
* purchases: three 1, bottom (spod) 2, top (wierzch) 3, then +1 per packet refused;
  two and one start at 1; the packets cycle (par. 10 'wrocic sie do piatej trojki').
* premiums between the player and each opponent (helpers and the king): trull 50 / 100
  announced, four kings 100 / 200, pagat ultimo 50 / 100 (player only), tarocks
  50/100/150 for 10/11/12 (par. 20: the side of the holder receives from/pays each
  opponent of the player).
* unconditional loss (renonce par. 23, bad discard par. 12-13, tarock laid away not shown
  par. 22): if the player made his points he pays the consolation = the contract's addend
  * purchases * contra; announced premiums not counted, silent ones not counted.
* pool (zydek, par. 27): stake 10 from each seat taking part (king too, not a sitter-out)
  when the pool is founded (first deal of an empty pool, and the deal after an ultimo won
  it); 5 from each of the three active players on an all-pass; 10% of each seat's net
  winnings of the deal (seat-to-seat flows only); announced ultimo made: the pool goes
  to the player; announced ultimo failed: the player pays the pool's content into it.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [f"T{i}" for i in range(1, 22)] + ["SKIZ"] + [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values())
assert len(DECK) == 42

LEVEL = {"three": 1, "bottom": 2, "top": 3, "two": 4, "one": 5, "solo": 6}
CONTRACT = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}
FA = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
PACKET = {"three": 3, "two": 2, "one": 1}
TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"KH", "KD", "KS", "KC"}


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return None if is_t(c) else c[-1]


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):
    if c in TRULL:
        return 5
    if is_t(c):
        return 1
    return srank(c)


def points(cards):
    return Fraction(sum(value(c) for c in cards)) - Fraction(2, 3) * len(cards)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = trick[0][1]
    if is_t(led):
        ts = [c for c in hand if is_t(c)]
        return ts or list(hand)
    same = [c for c in hand if suit(c) == suit(led)]
    if same:
        return same
    ts = [c for c in hand if is_t(c)]
    return ts or list(hand)


def winner(trick):
    ts = [(s, c) for s, c in trick if is_t(c)]
    if ts:
        return max(ts, key=lambda x: trank(x[1]))[0]
    led = suit(trick[0][1])
    return max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: srank(x[1]))[0]


def strength(c):
    return 100 + trank(c) if is_t(c) else srank(c)


# ---------------------------------------------------------------- auction check
def check_auction(bids, active, forehand):
    """Return (declarer, level_word, problems).  bids: [(seat, bid)]."""
    order = [s for s in [(forehand + k) % 10 for k in range(10)] if s in active]
    order = sorted(active, key=lambda s: (s - forehand) % 100)
    passed = set()
    high = None  # (level, seat)
    problems = []
    spoken = set()
    tape = set()
    idx = 0  # whose turn
    turn = order[0]
    for i, (seat, bid) in enumerate(bids):
        if seat != turn:
            problems.append((i, "bid_out_of_turn"))
        if bid in ("pass", "pass_volat"):
            passed.add(seat)
        elif bid == "tape":
            if seat != forehand or seat in spoken:
                problems.append((i, "bad_tape"))
            tape.add(seat)
        else:
            word = bid
            if bid == "hold":
                if high is None:
                    problems.append((i, "hold_without_bid"))
                    continue
                lvl = high[0]
            else:
                lvl = LEVEL[bid]
            prio = lambda s: order.index(s)
            if high is not None:
                if lvl < high[0] or (lvl == high[0] and prio(seat) > prio(high[1])):
                    problems.append((i, "bid_too_low"))
            high = (lvl, seat)
        spoken.add(seat)
        # next turn: next non-passed seat after `seat`
        live = [s for s in order if s not in passed]
        if len(live) == 0:
            turn = None
            continue
        if high is not None and len(live) == 1 and live[0] == high[1] and len(spoken) == len(order):
            turn = None
            continue
        k = order.index(seat)
        for j in range(1, len(order) + 1):
            cand = order[(k + j) % len(order)]
            if cand not in passed:
                turn = cand
                break
    if turn is not None and not (high is None and len(passed) == len(order)):
        problems.append((len(bids), "auction_unfinished"))
    if high is None:
        return None, None, problems
    word = {v: k for k, v in LEVEL.items()}[high[0]]
    return high[1], word, problems


# ---------------------------------------------------------------- a deal
class Deal:
    def __init__(self, n, dealer, sitout=None, rng=None, hands=None, talon=None):
        self.n = n
        self.dealer = dealer
        self.sitout = sitout
        self.rng = rng or random.Random(0)
        act = [s for s in range(n) if s != sitout and not (n >= 4 and s == dealer)]
        self.active = act
        self.king = dealer if n >= 4 else None
        self.forehand = min(act, key=lambda s: (s - dealer - 1) % n)
        if hands is None:
            deck = DECK[:]
            self.rng.shuffle(deck)
            self.talon = deck[:6]
            self.hands = [[] for _ in range(n)]
            k = 6
            for s in sorted(act, key=lambda s: (s - self.forehand) % n):
                self.hands[s] = deck[k:k + 12]
                k += 12
        else:
            self.hands, self.talon = hands, talon
        self.events = []
        self.faults = []  # (event index, code, note)

    def ev(self, e):
        self.events.append(e)
        return len(self.events) - 1


def opp_parties(d, player):
    """Seats that settle with the player: helpers and the king."""
    out = [s for s in d.active if s != player]
    if d.king is not None:
        out.append(d.king)
    return sorted(out)


def play_out(d, player, hands, ultimo=False, policy_rng=None, fault=None, eps=0.25):
    """Play 12 tricks.  hands: dict seat -> list (after the buy).  Returns tricks list
    [(leader, [(seat, card)...], winner)] and records play events.  fault: 'revoke' or
    'pagat_early' for the player (first chance)."""
    rng = policy_rng or d.rng
    order = sorted(d.active, key=lambda s: (s - d.forehand) % d.n)
    leader = d.forehand
    tricks = []
    done_fault = False
    for t in range(12):
        trick = []
        pos = order.index(leader)
        for k in range(3):
            s = order[(pos + k) % 3]
            h = hands[s]
            lg = legal(h, trick)
            card = None
            if fault == "revoke" and s == player and not done_fault and trick and not is_t(trick[0][1]):
                same = [c for c in h if suit(c) == suit(trick[0][1])]
                ts = [c for c in h if is_t(c) and c != "T1"]
                if same and ts:
                    card = min(ts, key=trank)
                    done_fault = True
                    d.faults.append(("revoke_at", len(d.events), card))
            if card is None and fault == "pagat_early" and s == player and not done_fault and t < 11:
                if "T1" in lg and len(lg) > 1:
                    card = "T1"
                    done_fault = True
                    d.faults.append(("pagat_early_at", len(d.events), card))
            if card is None:
                if ultimo and s == player and "T1" in lg and len(lg) > 1:
                    lg = [c for c in lg if c != "T1"]
                card = choose(lg, trick, s, player, rng, eps, t)
            h.remove(card)
            trick.append((s, card))
            d.ev({"type": "play", "seat": s, "card": card})
        w = winner(trick)
        tricks.append((leader, trick, w))
        leader = w
    return tricks


def choose(lg, trick, s, player, rng, eps, t):
    if rng.random() < eps:
        return rng.choice(lg)
    if not trick:
        # lead: prefer a strong card for the player, a low suit card for helpers
        nonp = [c for c in lg if c != "T1"] or lg
        if s == player:
            return max(nonp, key=strength) if rng.random() < 0.5 else rng.choice(nonp)
        return rng.choice(nonp)
    cur = winner(trick)
    mine = (cur == player) == (s == player)
    def beats(c):
        return winner(trick + [(s, c)]) == s
    if mine:
        # smear the most valuable card that is safe-ish
        safe = [c for c in lg if c != "T1"] or lg
        return max(safe, key=value) if len(trick) == 2 else min(safe, key=strength)
    win = [c for c in lg if beats(c)]
    if win:
        return min(win, key=strength)
    nonp = [c for c in lg if c != "T1"] or lg
    return min(nonp, key=lambda c: (value(c), strength(c)))


def piles_of(tricks):
    p = {}
    for _, tr, w in tricks:
        p.setdefault(w, []).extend(c for _, c in tr)
    return p


# ---------------------------------------------------------------- settlement
def settle_game(d, player, word, purchases, contra, p, tricks, announced, helper_announced,
                uncond_loss=False, ultimo_failed_by=None, premium_contra=None):
    """Return (flows, notes) with flows a list of (from, to, amount, reason) between
    seats only (pool handled by the caller).  announced: list of player's items.
    helper_announced: {seat: count} of helpers' tarocks."""
    premium_contra = premium_contra or {}
    contract = CONTRACT[word]
    f, a = FA[contract]
    opps = opp_parties(d, player)
    flows = []
    notes = {}
    won = p >= 34 and not uncond_loss
    if won:
        g = (p - 33) * f + a
        if contra >= 2:
            g *= 2
        for o in opps:
            flows.append((o, player, g, "game"))
    else:
        if p >= 34:  # made the points but lost unconditionally: consolation
            g = a * purchases * contra
        else:
            g = ((33 - p) * f + a) * purchases * contra
        for o in opps:
            flows.append((player, o, g, "game"))
    notes["game"] = (won, g)
    piles = piles_of(tricks)
    mine = piles.get(player, [])
    last = tricks[-1]
    kinds = {it["kind"]: it for it in announced}
    # premiums of the player
    if not uncond_loss:
        prem = []
        trull_in = TRULL <= set(mine)
        if "trull" in kinds:
            prem.append(("trull", 100 if trull_in else -100))
        elif trull_in:
            prem.append(("trull", 50))
        kings_in = KINGS <= set(mine)
        if "four_kings" in kinds:
            prem.append(("four_kings", 200 if kings_in else -200))
        elif kings_in:
            prem.append(("four_kings", 100))
        ult_made = last[2] == player and dict((s, c) for s, c in last[1]).get(player) == "T1"
        if "pagat_ultimo" in kinds:
            made = ult_made and ultimo_failed_by is None
            prem.append(("pagat_ultimo", 100 if made else -100))
        elif ult_made:
            prem.append(("pagat_ultimo", 50))
        if "tarocks" in kinds:
            c = kinds["tarocks"]["count"]
            prem.append(("tarocks", {10: 50, 11: 100, 12: 150}[c]))
        for reason, amt in prem:
            amt *= premium_contra.get(reason, 1)
            for o in opps:
                if amt > 0:
                    flows.append((o, player, amt, reason))
                else:
                    flows.append((player, o, -amt, reason))
        notes["premiums"] = prem
    else:
        # announced ultimo failed while losing unconditionally: not counted (default)
        notes["premiums"] = []
    # Post-run correction (gd-spec4 REPORT, (b)/(c)): silent trull and four kings gathered
    # by the helpers count for their side too (par. 15/19 do not restrict them to the player;
    # par. 27 excludes only the helpers' ultimo); the two helpers' tricks are pooled (the
    # engine's ruling galician-tarok/15.trull, 19.four-kings, classed (c)).
    hpile = set(c for s, cs in piles.items() if s != player for c in cs)
    hprem = []
    if TRULL <= hpile and "trull" not in kinds:
        hprem.append(("trull", 50))
    if KINGS <= hpile and "four_kings" not in kinds:
        hprem.append(("four_kings", 100))
    for reason, amt in hprem:
        for o in opps:
            flows.append((player, o, amt, reason))
    notes["helper_premiums"] = hprem
    for hs, cnt in helper_announced.items():
        amt = {10: 50, 11: 100, 12: 150}[cnt]
        for o in opps:
            flows.append((player, o, amt, "tarocks"))
    return flows, notes


def net_of(flows, n):
    net = {s: Fraction(0) for s in range(n)}
    net["pool"] = Fraction(0)
    for fr, to, amt, _ in flows:
        net[fr] -= Fraction(amt)
        net[to] += Fraction(amt)
    return net


def num(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def write(path, players, deals, rules=None, start=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules:
        doc["rules"] = rules
    doc["players"] = players
    if start:
        doc["start"] = start
    if meta:
        doc["meta"] = meta
    doc["deals"] = deals
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
