"""Blind generator for audit round terziglio-play-edges (Tarocchini Terziglio play and counting).

Written from the Russian source only (seeds/004, "Терцильо" and "Подсчет очков"), no validator
import. Deals are simulated with legal play; the counting is done under several readings of the
source (contatori wild or not, gaps in the trump/suit runs or not, doubling per category or of the
whole), and only deals whose side points agree under every reading are used for scored files, so a
score the engine disputes is not an artefact of a reading the source leaves open.

Run: python _gen.py  (seed fixed below) -> writes NN-desc.json beside this file.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
DECK = [r + s for s in SUITS for r in LONG] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONT = {"T0", "MATTO"}  # contatori
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def pts(c: str) -> int:
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit(c: str) -> str:
    if c == "MATTO":
        return "M"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c: str) -> int:  # higher is better within its suit
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)  # Moretti equal rank
    order = LONG if c[-1] in "SB" else ROUND
    return 10 - order.index(c[:-1])


def trick_winner(cards: list[tuple[int, str]]) -> int:
    """cards: [(seat, card)] in order played; Moretti equal: last played is highest."""
    real = [(s, c) for s, c in cards if c != "MATTO"]
    led = suit(real[0][1])
    trumps = [(s, c) for s, c in real if suit(c) == "T"]
    pool = trumps if trumps else [(s, c) for s, c in real if suit(c) == led]
    best = None
    for s, c in pool:
        if best is None or rank(c) >= rank(best[1]):  # >= : a later equal card (Moretti) wins
            best = (s, c)
    return best[0]


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    real = [c for _, c in trick if c != "MATTO"]
    if not real:
        return list(hand)
    led = suit(real[0])
    follow = [c for c in hand if suit(c) == led]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


# ------------------------------------------------------------------ combinations
CRICCHE = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seq_pts(n: int) -> int:
    return 0 if n < 3 else 10 + 5 * (n - 3)


def trump_run(cards: set[str], nc: int, gaps: bool) -> int:
    """Length of the trump sequence: Angel (real) + grande 19, 18, 17 + numbered 16 down to 5.
    Contatori fill missing places; two in a row end the run, save 16 beside a grande."""
    if "T20" not in cards:
        return 0
    n, used, prev_cont, real_g, prev_num = 1, 0, False, 0, 20
    for i in range(19, 4, -1):
        have = f"T{i}" in cards
        if have:
            n += 1
            prev_cont = False
            real_g += i >= 17
        elif used < nc and (not prev_cont or (i == 16 and prev_num == 17)):
            used += 1
            n += 1
            prev_cont = True
        elif gaps and i >= 17:
            prev_cont = False  # a missing grande skipped: Angel + two of the three
        else:
            break
        prev_num = i
    if real_g == 0:
        return 0
    head = sum(1 for i in (19, 18, 17) if f"T{i}" in cards) + min(nc, 3)
    if head < 2:
        return 0
    return n if n >= 3 else 0


def suit_run(cards: set[str], s: str, nc: int, gaps: bool) -> int:
    if "K" + s not in cards:
        return 0
    real = sum(1 for r in "QNJ" if r + s in cards)
    if real == 0:
        return 0
    n, used = 1, 0
    for r in ["Q", "N", "J", "1"]:
        if r + s in cards:
            n += 1
        elif used < nc:
            used += 1
            n += 1
        elif gaps and r != "1":
            continue
        else:
            break
    return n if n >= 3 else 0


def combos(cards: set[str], gaps: bool) -> tuple[list[int], list[int]]:
    """(cricche points list, sequence points list) of a set of cards; contatori wild and reusable."""
    cr = []
    for _k, (members, p3, p4) in CRICCHE.items():
        h = len(members & cards)
        if h == 4:
            cr.append(p4)
        elif h == 3:
            cr.append(p3)
    nc = len(CONT & cards)
    sq = [seq_pts(trump_run(cards, nc, gaps))]
    for s in SUITS:
        sq.append(seq_pts(suit_run(cards, s, nc, gaps)))
    for group in ([f"T{i}" for i in (1, 2, 3, 4)], ["1" + s for s in SUITS]):
        h = len(set(group) & cards)
        sq.append(seq_pts(min(h + nc, 6)) if h >= 2 else 0)
    return [x for x in cr if x], [x for x in sq if x]


def combo_value(cards: set[str], gaps: bool, dbl: str) -> int:
    cr, sq = combos(cards, gaps)
    c, s = sum(cr), sum(sq)
    if dbl == "category":
        return c * (2 if len(cr) >= 3 else 1) + s * (2 if len(sq) >= 3 else 1)
    return (c + s) * (2 if len(cr) >= 3 or len(sq) >= 3 else 1)


def card_points(pile: list[str]) -> int:
    assert len(pile) % 2 == 0, len(pile)
    return sum(pts(c) for c in pile) - len(pile) // 2


def game_points(p: int) -> int:
    q, r = divmod(p, 50)
    if r > 45:  # less than 5 short of the next multiple of 50: rounded up
        q += 1
    return q


READINGS = [(gaps, dbl) for gaps in (False, True) for dbl in ("category", "all")]


# ------------------------------------------------------------------ deal simulation
class Deal:
    def __init__(self, seed: int, dealer: int, widow: int, contract: str, declarer: int | None = None,
                 policy: str = "random"):
        rng = random.Random(seed)
        self.rng = rng
        deck = DECK[:]
        rng.shuffle(deck)
        n = 19 if widow == 5 else 18
        self.dealer = dealer
        self.widow_n = widow
        self.hands = [deck[i * n:(i + 1) * n] for i in range(3)]
        self.talon = deck[3 * n:]
        self.contract = contract
        eldest = (dealer + 1) % 3
        self.eldest = eldest
        if declarer is None:
            declarer = max(range(3), key=lambda s: sum(1 for c in self.hands[s] if suit(c) == "T"))
        self.declarer = declarer
        self.policy = policy
        self.events: list[dict] = []

    def auction(self):
        ev = []
        for k in range(3):
            s = (self.eldest + k) % 3
            ev.append({"type": "bid", "seat": s, "bid": self.contract if s == self.declarer else "pass"})
        return ev

    def exchange(self, k: int):
        d = self.declarer
        hand = self.hands[d][:]
        take = [c for c in self.talon if suit(c) == "T"][:k]
        if len(take) < k:
            take += [c for c in self.talon if c not in take][: k - len(take)]
        hand += take
        # lay away the lowest non-5-point suit cards
        cands = sorted([c for c in hand if c not in FIVE and suit(c) not in ("T",)], key=pts)
        disc = cands[:k]
        for c in disc:
            hand.remove(c)
        self.play_hands_start = [h[:] for h in self.hands]
        self.play_hands_start[d] = hand
        self.take, self.disc = take, disc
        self.widow_pile = [c for c in self.talon if c not in take] + disc

    def play(self, forced: dict | None = None, matto_policy: str = "any"):
        """forced: {(trick, seat): card} plays overriding the policy (may be illegal)."""
        forced = forced or {}
        hands = [h[:] for h in self.play_hands_start]
        leader = self.eldest
        tricks = []
        ntr = len(hands[0])
        for t in range(ntr):
            trick: list[tuple[int, str]] = []
            for k in range(3):
                s = (leader + k) % 3
                if (t, s) in forced:
                    c = forced[(t, s)]
                else:
                    opts = legal(hands[s], trick)
                    if k == 0 or t == ntr - 1:
                        opts = [c for c in opts if c != "MATTO"] or opts
                    if "MATTO" in opts and matto_policy == "never":
                        opts = [c for c in opts if c != "MATTO"] or opts
                    if self.policy == "declarer_high" and s == self.declarer:
                        c = max(opts, key=lambda c: (suit(c) == "T", rank(c)))
                    elif self.policy == "declarer_low" and s == self.declarer:
                        c = min(opts, key=lambda c: (suit(c) == "T", rank(c)))
                    else:
                        c = self.rng.choice(opts)
                hands[s].remove(c)
                trick.append((s, c))
            w = trick_winner(trick)
            tricks.append((trick, w))
            leader = w
        self.tricks = tricks
        return tricks

    def side(self, s: int) -> int:
        return 0 if s == self.declarer else 1

    def piles(self, exchange_choice: int = 0):
        """Returns list over possible Matto exchange cards of (pile_decl, pile_def, n_tricks_decl, last_side)."""
        piles = {0: [], 1: []}
        owe = []  # (from side, to side)
        ntr = {0: 0, 1: 0}
        for trick, w in self.tricks:
            ws = self.side(w)
            ntr[ws] += 1
            for s, c in trick:
                if c == "MATTO":
                    ms = self.side(s)
                    piles[ms].append(c)
                    if ms != ws:
                        owe.append((ms, ws))
                else:
                    piles[ws].append(c)
        last_side = self.side(self.tricks[-1][1])
        if self.contract == "gioco":
            piles[0 if ntr[0] > 0 else 1] += self.widow_pile
        else:
            piles[last_side] += self.talon
        outs = []
        if owe:
            (fr, to), = owe
            # a low card: a plain pip 6-10 (an ace or a Moretto could make a combination)
            lows = sorted({c for c in piles[fr] if pts(c) == 1 and not c.startswith("T") and c[:-1] != "1"})
            for low in lows:
                p = {0: piles[0][:], 1: piles[1][:]}
                p[fr].remove(low)
                p[to].append(low)
                outs.append((p, ntr, last_side, low))
        else:
            outs.append((piles, ntr, last_side, None))
        return outs


def declared_value(items_by_side: dict[int, list[list[dict]]], dbl: str) -> dict[int, int]:
    out = {0: 0, 1: 0}
    for side, decls in items_by_side.items():
        for items in decls:
            cr = [CRICCHE[i["of"]][1 if i["count"] == 3 else 2] for i in items if i["kind"] == "cricca"]
            sq = [seq_pts(i["length"]) for i in items if i["kind"] == "sequence"]
            c, s = sum(cr), sum(sq)
            if dbl == "category":
                out[side] += c * (2 if len(cr) >= 3 else 1) + s * (2 if len(sq) >= 3 else 1)
            else:
                out[side] += (c + s) * (2 if len(cr) >= 3 or len(sq) >= 3 else 1)
    return out


def count(deal: Deal, decls: dict[int, list[dict]]):
    """Side points under every reading and exchange choice; returns the set of outcomes."""
    by_side = {0: [], 1: []}
    for s, items in decls.items():
        by_side[deal.side(s)].append(items)
    outcomes = set()
    detail = None
    for p, ntr, last_side, low in deal.piles():
        if min(ntr.values()) == 0:
            return {"all_tricks": 0 if ntr[1] == 0 else 1}, None
        if len(p[0]) % 2:
            return {(-1, -1), (-2, -2)}, None  # an odd pile: the source does not say how its odd card counts
        for lib, dbl in READINGS:
            dv = declared_value(by_side, dbl)
            res = []
            for side in (0, 1):
                v = dv[side] + combo_value(set(p[side]), lib, dbl) + card_points(p[side])
                v += 6 if last_side == side else 0
                res.append(v)
            outcomes.add(tuple(res))
            if detail is None:
                detail = {
                    "declared": dv,
                    "combos": [combos(set(p[sd]), lib) for sd in (0, 1)],
                    "cards": [card_points(p[sd]) for sd in (0, 1)],
                    "last": last_side,
                    "tricks": ntr,
                    "matto_low": low,
                    "piles": [len(p[0]), len(p[1])],
                }
    return outcomes, detail


def scores_for(deal: Deal, outcome) -> tuple[list[int], int, int]:
    """(score per seat, winning side, game points)."""
    if isinstance(outcome, dict):
        ws = outcome["all_tricks"]
        g = 40  # not doubled in solo (option solo_doubles_all_tricks default false)
    else:
        d, o = outcome
        ws = 0 if d > o else 1  # a tie is the declarer's loss
        g = game_points(outcome[ws])
        if deal.contract == "solo":
            g *= 2
    sc = [g if deal.side(s) == ws else 0 for s in range(3)]
    return sc, ws, g


def hand_declarable(hand: list[str]) -> list[dict]:
    """Items a hand surely holds under the strict reading (no contatori, no gaps)."""
    cards = set(hand)
    items = []
    for k, (members, _, _) in CRICCHE.items():
        h = len(members & cards)
        if h >= 3:
            items.append({"kind": "cricca", "of": k, "count": h})
    return items


def transcript(rules, deals_events, players=("Anna", "Bruno", "Carla"), meta=None, start=None):
    t = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": rules,
         "players": list(players), "deals": deals_events}
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    return t


def deal_record(deal: Deal, decls: dict[int, list[dict]], scores=None, totals=None, extra_plays=None):
    ev = deal.auction()
    if deal.contract == "gioco" and deal.take:
        ev.append({"type": "take", "seat": deal.declarer, "cards": deal.take})
        ev.append({"type": "discard", "seat": deal.declarer, "cards": deal.disc})
    for k in range(3):
        s = (deal.eldest + k) % 3
        ev.append({"type": "declare", "seat": s, "items": decls.get(s, [])})
    for trick, _w in deal.tricks:
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
    if scores is not None:
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": scores[s], "reason": "game_points"})
    if totals is not None:
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": totals[s]})
    return {"dealer": deal.dealer, "hands": deal.hands, "talon": deal.talon, "events": ev}


def robust(deal, decls):
    outs, det = count(deal, decls)
    if isinstance(outs, dict):
        return outs, det
    if len(outs) != 1:
        return None, det
    (o,) = outs
    return o, det


def make_deal(seed, dealer, widow, contract, policy="random", k=2, matto_policy="any", decl_mode="defender"):
    d = Deal(seed, dealer, widow, contract, policy=policy)
    if contract == "gioco":
        d.exchange(k)
    else:
        d.play_hands_start = [h[:] for h in d.hands]
        d.take, d.disc, d.widow_pile = [], [], d.talon[:]
    d.play(matto_policy=matto_policy)
    decls = {}
    for s in range(3):
        items = hand_declarable(d.play_hands_start[s])[:1]
        decls[s] = items
    return d, decls


def search(pred, contract="gioco", widow=5, dealer=0, policy="random", start=0, limit=20000, **kw):
    for seed in range(start, start + limit):
        d, decls = make_deal(seed, dealer, widow, contract, policy=policy, **kw)
        o, det = robust(d, decls)
        if o is None:
            continue
        if pred(d, decls, o, det):
            return seed, d, decls, o, det
    raise SystemExit(f"no seed for {pred}")


def matto_to_opponent(d):
    for trick, w in d.tricks:
        for s, c in trick:
            if c == "MATTO" and d.side(s) != d.side(w):
                return True
    return False


def write(name, t):
    (OUT / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")


def index_of_play(rec, trick, pos):
    evs = rec["events"]
    plays = [i for i, e in enumerate(evs) if e["type"] == "play"]
    return plays[trick * 3 + pos]


def main():
    info = {}
    R19 = {"preset": "nineteen"}
    R18 = {"preset": "standard"}

    # 01: gioco, counted, declarations by declarer and defenders, declarer's Matto to an opponent's trick
    def p01(d, decls, o, det):
        return (not isinstance(o, dict) and matto_to_opponent(d) and d.side(d.tricks[0][1]) in (0, 1)
                and sum(1 for v in decls.values() if v) >= 2 and o[0] > o[1]
                and [s for t, _ in d.tricks for s, c in t if c == "MATTO"][0] == d.declarer)
    seed, d, decls, o, det = search(p01, "gioco", 5, 0)
    sc, ws, g = scores_for(d, o)
    rec = deal_record(d, decls, sc, sc)
    write("01-gioco-count-clean.json", transcript(R19, [rec], meta={"seed": seed}))
    info["01"] = dict(seed=seed, outcome=o, scores=sc, det=det, declarer=d.declarer)
    base01 = (seed, d, decls, o, sc)

    # 02: the same deal with one revoke: a follower that holds the suit led plays a trump (or other)
    # -> search a deal + a deviation whose count stays robust
    found = None
    for seed in range(0, 4000):
        d, decls = make_deal(seed, 0, 5, "gioco")
        o, det = robust(d, decls)
        if o is None or isinstance(o, dict):
            continue
        base = [t for t, _ in d.tricks]
        # try deviations: trick t, second or third player, holding led suit, plays a trump instead
        hands = [h[:] for h in d.play_hands_start]
        for t, (trick, _w) in enumerate(d.tricks[:-3]):
            for pos in (1, 2):
                s, c = trick[pos]
                led = suit(trick[0][1])
                if led == "T" or suit(c) != led:
                    continue
                alt = [x for x in hands[s] if suit(x) == "T" and x not in ("T20",)]
                held_led = [x for x in hands[s] if suit(x) == led]
                if not alt or not held_led:
                    continue
                # swap: play alt here, and c later where alt was played
                d2 = copy.deepcopy(d)
                d2.rng = random.Random(seed * 7 + t)
                d2.play(forced=prefix(d, t, pos) | {(t, s): alt[0]})
                # check that the only illegal play is the forced one
                if count_faults(d2) != [(t, s, "revoke")]:
                    continue
                o2, det2 = robust(d2, decls)
                if o2 is None or isinstance(o2, dict):
                    continue
                found = (seed, d2, decls, o2, t, s, alt[0], det2)
                break
            if found:
                break
            for s2, c2 in trick:
                hands[s2].remove(c2)
        if found:
            break
    seed, d2, decls, o2, t, s, card, det2 = found
    sc2, _, _ = scores_for(d2, o2)
    rec = deal_record(d2, decls, sc2, sc2)
    write("02-gioco-revoke.json", transcript(R19, [rec], meta={"seed": seed}))
    info["02"] = dict(seed=seed, trick=t, seat=s, card=card, ev=find_play(rec, t, s), outcome=o2, scores=sc2,
                      det=det2)

    # 03: failure to trump: void in the led suit, holds a trump, discards a suit card
    found = None
    for seed in range(0, 6000):
        d, decls = make_deal(seed, 0, 5, "gioco")
        o, det = robust(d, decls)
        if o is None or isinstance(o, dict):
            continue
        hands = [h[:] for h in d.play_hands_start]
        for t, (trick, _w) in enumerate(d.tricks[:-3]):
            for pos in (1, 2):
                s, c = trick[pos]
                led = suit(trick[0][1])
                if led == "T" or suit(c) != "T":
                    continue
                if any(suit(x) == led for x in hands[s]):
                    continue
                alt = [x for x in hands[s] if suit(x) not in ("T", "M")]
                if not alt:
                    continue
                d2 = copy.deepcopy(d)
                d2.rng = random.Random(seed * 11 + t)
                d2.play(forced=prefix(d, t, pos) | {(t, s): alt[0]})
                if count_faults(d2) != [(t, s, "failure_to_trump")]:
                    continue
                o2, det2 = robust(d2, decls)
                if o2 is None or isinstance(o2, dict):
                    continue
                found = (seed, d2, decls, o2, t, s, alt[0], det2)
                break
            if found:
                break
            for s2, c2 in trick:
                hands[s2].remove(c2)
        if found:
            break
    seed, d3, decls3, o3, t, s, card, det3 = found
    sc3, _, _ = scores_for(d3, o3)
    rec = deal_record(d3, decls3, sc3, sc3)
    write("03-gioco-failure-to-trump.json", transcript(R19, [rec], meta={"seed": seed}))
    info["03"] = dict(seed=seed, trick=t, seat=s, card=card, ev=find_play(rec, t, s), outcome=o3, scores=sc3,
                      det=det3)

    # 04: base 01 with one false declaration by a defender: a cricca of a kind he holds only 2 of,
    # chosen so that counting it or not leaves the game points unchanged
    seed, d, decls, o, sc = base01
    defs = [s for s in range(3) if s != d.declarer]
    false = None
    for s in defs:
        hand = set(d.play_hands_start[s])
        for k, (members, p3, _p4) in CRICCHE.items():
            if len(members & hand) <= 1 and not decls[s]:
                dec2 = dict(decls)
                dec2[s] = [{"kind": "cricca", "of": k, "count": 3}]
                o2, _ = robust(d, dec2)
                if o2 is None:
                    continue
                if scores_for(d, o2)[0] == sc:
                    false = (s, k, dec2, o2)
                    break
        if false:
            break
    if false is None:
        # a defender who already declares: replace with a false one
        for s in defs:
            hand = set(d.play_hands_start[s])
            for k, (members, _p3, _p4) in CRICCHE.items():
                if len(members & hand) <= 1:
                    dec2 = dict(decls)
                    dec2[s] = [{"kind": "cricca", "of": k, "count": 3}]
                    o2, _ = robust(d, dec2)
                    if o2 is not None and scores_for(d, o2)[0] == sc:
                        false = (s, k, dec2, o2)
                        break
            if false:
                break
    s, k, dec2, o2 = false
    rec = deal_record(d, dec2, sc, sc)
    ev = [i for i, e in enumerate(rec["events"]) if e["type"] == "declare" and e["seat"] == s][0]
    write("04-gioco-false-declaration.json", transcript(R19, [rec], meta={"seed": seed}))
    info["04"] = dict(seat=s, kind=k, ev=ev, held=sorted(CRICCHE[k][0] & set(d.play_hands_start[s])),
                      outcome_if_counted=o2)

    # 05: base 01 with the declarer's score written one game point short (total follows the sheet)
    sc5 = sc[:]
    sc5[d.declarer] -= 1
    rec = deal_record(d, decls, sc5, sc5)
    ev5 = [i for i, e in enumerate(rec["events"]) if e["type"] == "score" and e["party"] == d.declarer][0]
    write("05-gioco-wrong-score.json", transcript(R19, [rec], meta={"seed": seed}))
    info["05"] = dict(ev=ev5, written=sc5, right=sc)

    # 06: solo, counted; widow (hidden) to the last trick's winner = a defender; doubled
    def p06(d, decls, o, det):
        return not isinstance(o, dict) and det["last"] == 1 and o[0] != o[1] and game_points(max(o)) >= 2
    seed, d6, decls6, o6, det6 = search(p06, "solo", 8, 1)
    sc6, ws6, g6 = scores_for(d6, o6)
    rec = deal_record(d6, decls6, sc6, sc6)
    write("06-solo-count-clean.json", transcript(R18, [rec], meta={"seed": seed}))
    info["06"] = dict(seed=seed, outcome=o6, scores=sc6, det=det6, declarer=d6.declarer)

    # 07: solo, the same deal, written undoubled (the doubling left out)
    sc7 = [x // 2 for x in sc6]
    rec = deal_record(d6, decls6, sc7, sc7)
    ev7 = [i for i, e in enumerate(rec["events"]) if e["type"] == "score" and sc7[e["party"]] != sc6[e["party"]]]
    write("07-solo-undoubled-score.json", transcript(R18, [rec], meta={"seed": seed}))
    info["07"] = dict(ev=ev7, written=sc7, right=sc6)

    # 08: gioco in which the declarer takes every trick: 40 game points, no count
    d8 = all_tricks_deal("gioco", dealer=2, seed=8)
    sc8 = [40 if s == d8.declarer else 0 for s in range(3)]
    rec = deal_record(d8, {}, sc8, sc8)
    write("08-gioco-all-tricks-40.json", transcript(R19, [rec], meta={"constructed": "declarer holds the top"}))
    info["08"] = dict(declarer=d8.declarer, scores=sc8, tricks=[w for _, w in d8.tricks])

    # 09: solo in which the declarer takes every trick: 40 (not doubled by default)
    d9 = all_tricks_deal("solo", dealer=0, seed=9)
    sc9 = [40 if s == d9.declarer else 0 for s in range(3)]
    rec = deal_record(d9, {}, sc9, sc9)
    write("09-solo-all-tricks-40.json", transcript(R19, [rec], meta={"constructed": "declarer holds the top"}))
    info["09"] = dict(declarer=d9.declarer, scores=sc9)

    # 10: rounding edge: the winning side has exactly r = 46..49 over a multiple of 50 (rounded up)
    def p10(d, decls, o, det):
        return not isinstance(o, dict) and o[0] != o[1] and 46 <= max(o) % 50 <= 49
    seed, d10, decls10, o10, det10 = search(p10, "gioco", 5, 1)
    sc10, _, _ = scores_for(d10, o10)
    rec = deal_record(d10, decls10, sc10, sc10)
    write("10-rounding-up-edge.json", transcript(R19, [rec], meta={"seed": seed}))
    info["10"] = dict(seed=seed, outcome=o10, scores=sc10, det=det10)

    # 11: rounding edge: exactly 45 over a multiple of 50 (5 short: rounded down)
    def p11(d, decls, o, det):
        return not isinstance(o, dict) and o[0] != o[1] and max(o) % 50 == 45
    seed, d11, decls11, o11, det11 = search(p11, "gioco", 5, 2)
    sc11, _, _ = scores_for(d11, o11)
    rec = deal_record(d11, decls11, sc11, sc11)
    write("11-rounding-down-at-45.json", transcript(R19, [rec], meta={"seed": seed}))
    info["11"] = dict(seed=seed, outcome=o11, scores=sc11, det=det11)

    # 12: three-deal session with running totals (dealer 0,1,2); 13: one total wrong in the middle deal
    sess = []
    tot = [0, 0, 0]
    seeds = []
    start = 100
    for dealer, contract in ((0, "gioco"), (1, "solo"), (2, "gioco")):
        def pS(d, decls, o, det):
            return not isinstance(o, dict) and o[0] != o[1]
        seed, ds, decs, os_, dets = search(pS, contract, 5, dealer, start=start)
        start = seed + 1
        scs, _, _ = scores_for(ds, os_)
        tot = [a + b for a, b in zip(tot, scs)]
        sess.append((ds, decs, scs, tot[:], os_))
        info.setdefault("12det", []).append(dets)
        seeds.append(seed)
    recs = [deal_record(ds, decs, scs, tt) for ds, decs, scs, tt, _ in sess]
    write("12-session-totals-clean.json", transcript(R19, recs, meta={"seeds": seeds}))
    info["12"] = dict(seeds=seeds, scores=[x[2] for x in sess], totals=[x[3] for x in sess],
                      outcomes=[x[4] for x in sess])
    recs13 = copy.deepcopy(recs)
    evs = recs13[1]["events"]
    tidx = [i for i, e in enumerate(evs) if e["type"] == "total"]
    # the seat whose total changes is the one with a nonzero score in deal 1, else seat 0
    tgt = next((i for i in tidx if evs[i]["points"] != sess[0][3][evs[i]["party"]]), tidx[0])
    evs[tgt]["points"] += 10
    write("13-session-wrong-total.json", transcript(R19, recs13, meta={"seeds": seeds}))
    info["13"] = dict(deal=1, ev=tgt, party=evs[tgt]["party"], written=evs[tgt]["points"])

    # 14: Moretti of equal rank: the last one played wins the trick (constructed)
    rec14, i14 = moretti_deal()
    write("14-moretti-last-played-wins.json", transcript(R19, [rec14], meta={"constructed": "moretti tie"}))
    info["14"] = i14

    # 15: tie: declarer's points equal to the defenders' -> lost
    def p15(d, decls, o, det):
        return not isinstance(o, dict) and o[0] == o[1]
    try:
        seed, d15, decls15, o15, det15 = search(p15, "gioco", 5, 0, start=5000, limit=30000)
        sc15, _, _ = scores_for(d15, o15)
        rec = deal_record(d15, decls15, sc15, sc15)
        write("15-tie-declarer-loses.json", transcript(R19, [rec], meta={"seed": seed}))
        info["15"] = dict(seed=seed, outcome=o15, scores=sc15, det=det15)
    except SystemExit:
        pass
    json.dump(info, sys.stdout, indent=1, default=str)


def prefix(d, t, pos):
    """The base deal's plays before trick t's position pos, to be replayed unchanged."""
    out = {}
    for tt, (trick, _w) in enumerate(d.tricks[: t + 1]):
        for k, (s, c) in enumerate(trick):
            if tt < t or k < pos:
                out[(tt, s)] = c
    return out


def find_play(rec, t, s):
    evs = rec["events"]
    plays = [i for i, e in enumerate(evs) if e["type"] == "play"]
    for i in plays[t * 3:(t + 1) * 3]:
        if evs[i]["seat"] == s:
            return i
    raise ValueError


def count_faults(d: Deal):
    """Replay d.tricks against the hands: every revoke / failure to trump."""
    hands = [h[:] for h in d.play_hands_start]
    out = []
    for t, (trick, _w) in enumerate(d.tricks):
        sofar = []
        for s, c in trick:
            if c not in hands[s]:
                out.append((t, s, "card_not_in_hand"))
            else:
                if c not in legal(hands[s], sofar):
                    led = suit([x for _, x in sofar if x != "MATTO"][0])
                    has_led = any(suit(x) == led for x in hands[s])
                    out.append((t, s, "revoke" if has_led else "failure_to_trump"))
                hands[s].remove(c)
            sofar.append((s, c))
    return out


def all_tricks_deal(contract, dealer, seed):
    """The declarer (eldest) holds T20..T5 minus a few and leads trumps throughout."""
    rng = random.Random(seed)
    n = 19
    eldest = (dealer + 1) % 3
    decl = eldest
    if contract == "gioco":  # T20..T6, three kings and 6S; takes KD from the widow, lays 6S away
        decl_hand = [f"T{i}" for i in range(20, 5, -1)] + ["KS", "KB", "KC", "6S"]
    else:  # T20..T5 and three kings
        decl_hand = [f"T{i}" for i in range(20, 4, -1)] + ["KS", "KB", "KC"]
    rest = [c for c in DECK if c not in decl_hand and c != "KD"]
    rng.shuffle(rest)
    if contract == "gioco":
        rest.insert(38 + rng.randrange(5), "KD")
    else:
        rest.insert(rng.randrange(len(rest) + 1), "KD")
    o1, o2 = rest[:19], rest[19:38]
    talon = rest[38:]
    hands = [None, None, None]
    hands[decl] = decl_hand
    others = [s for s in range(3) if s != decl]
    hands[others[0]], hands[others[1]] = o1, o2
    d = Deal.__new__(Deal)
    d.rng = rng
    d.dealer, d.widow_n, d.hands, d.talon, d.contract = dealer, 5, hands, talon, contract
    d.eldest, d.declarer, d.policy = eldest, decl, "declarer_high"
    if contract == "gioco":
        d.play_hands_start = [h[:] for h in hands]
        d.play_hands_start[decl] = [c for c in hands[decl] if c != "6S"] + ["KD"]
        d.take, d.disc = ["KD"], ["6S"]
        d.widow_pile = [c for c in talon if c != "KD"] + ["6S"]
    else:
        d.play_hands_start = [h[:] for h in hands]
        d.take, d.disc, d.widow_pile = [], [], talon[:]
    for k in range(200):  # an ordering in which the Matto is not kept for the last trick
        d.rng = random.Random(seed * 1000 + k)
        d.play(matto_policy="any")
        if "MATTO" not in [c for _, c in d.tricks[-1][0]]:
            break
    assert "MATTO" not in [c for _, c in d.tricks[-1][0]]
    assert all(w == decl for _, w in d.tricks), [w for _, w in d.tricks]
    assert not count_faults(d)
    return d


def moretti_deal():
    """Constructed: a trick led with a suit, both followers void and holding only Moretti among trumps?
    Simpler: a trump lead of T3 by seat A, T1 by B, T2 by C -> C wins (last played); C leads next."""
    for seed in range(0, 20000):
        d = Deal(seed, 0, 5, "gioco")
        d.exchange(2)
        d.play()
        for t, (trick, w) in enumerate(d.tricks):
            cs = [c for _, c in trick]
            mor = [c for c in cs if c in ("T1", "T2", "T3", "T4")]
            higher = [c for c in cs if suit(c) == "T" and rank(c) > 1]
            if len(mor) >= 2 and not higher and t < len(d.tricks) - 2:
                last = [s for s, c in trick if c in mor][-1]
                first = [s for s, c in trick if c in mor][0]
                if last == first:
                    continue
                if count_faults(d):
                    continue
                decls = {s: [] for s in range(3)}
                rec = deal_record(d, decls)
                nxt = find_play(rec, t + 1, last)
                return rec, dict(seed=seed, trick=t, cards=trick, winner=last, first_moretto_seat=first,
                                 next_lead_event=nxt)
    raise SystemExit("no moretti deal")


if __name__ == "__main__":
    main()
