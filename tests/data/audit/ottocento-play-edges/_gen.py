"""Blind generator for the ottocento-play-edges audit round (no validator import).

Writes NN-desc.json transcripts of tarocchini-ottocento into this directory.  Every deal is a
random legal play (my own reading of the Tarocchini source, 004_c8bdb85b1ac896b0.txt), searched
by seed so that the after-play combinations in each side's pile are the same under every reading
I could think of (card reuse, jokers per sequence, the Matto's exchange card, discards in or out
of the combination check), so that the recorded scores test the counting, not the combinations.

    python _gen.py [--seed N] [--verbose]
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
PLAYERS = ["Alba", "Bruno", "Cesca", "Dante"]

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high -> low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins: high -> low
DECK = [r + s for s in SUITS for r in (LONG_ORDER if s in "SB" else ROUND_ORDER)]
DECK += ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
MORETTI = {"T1", "T2", "T3", "T4"}
JOKERS = {"T0", "MATTO"}  # contatori
TAROCCHI = {"T20", "T19", "T0", "MATTO"}


def suit(c):
    if c == "MATTO":
        return "X"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def points(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def strength(c):
    """Higher wins within the suit; moretti all equal (5)."""
    s = suit(c)
    if s == "T":
        n = int(c[1:])
        return 5 if n in (1, 2, 3, 4) else n + 1 if n >= 5 else 0  # T0 lowest
    order = LONG_ORDER if s in "SB" else ROUND_ORDER
    return len(order) - order.index(rank(c))


def trick_winner(plays):
    """plays: list of (seat, card) in order. Matto never wins; trumps beat suits; equal moretti:
    the last played is highest (source: 'последний сыгранный козырь является наивысшим')."""
    real = [(s, c) for s, c in plays if c != "MATTO"]
    led = suit(real[0][1])
    trumps = [(s, c) for s, c in real if suit(c) == "T"]
    pool = trumps if trumps else [(s, c) for s, c in real if suit(c) == led]
    best = None
    for s, c in pool:
        if best is None or strength(c) >= strength(best[1]) and (
            strength(c) > strength(best[1]) or strength(c) == 5
        ):
            best = (s, c)
    return best[0]


def led_suit(plays):
    for _, c in plays:
        if c != "MATTO":
            return suit(c)
    return None


def legal(hand, plays):
    """Cards of `hand` legal to add to the trick `plays`."""
    if not plays or led_suit(plays) is None:
        return list(hand)
    led = led_suit(plays)
    out = [c for c in hand if suit(c) == led]
    if not out:
        out = [c for c in hand if suit(c) == "T"]
    if not out:
        out = [c for c in hand if c != "MATTO"]
    out = out + (["MATTO"] if "MATTO" in hand else [])
    return out or list(hand)


def fault(hand, plays, card):
    """My own verdict on one play: None, 'revoke' or 'failure_to_trump'."""
    if card == "MATTO" or not plays or led_suit(plays) is None:
        return None
    led = led_suit(plays)
    if suit(card) == led:
        return None
    if any(suit(c) == led for c in hand):
        return "revoke"
    if suit(card) != "T" and any(suit(c) == "T" for c in hand):
        return "failure_to_trump"
    return None


# ---------------------------------------------------------------- combinations (after play)
CRICCA = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}


def cricche(pile):
    out = []
    groups = {
        "tarocchi": [c for c in pile if c in TAROCCHI],
        "kings": [c for c in pile if c[0] == "K" and suit(c) in SUITS],
        "queens": [c for c in pile if c[0] == "Q" and suit(c) in SUITS],
        "knights": [c for c in pile if c[0] == "N" and suit(c) in SUITS],
        "jacks": [c for c in pile if c[0] == "J" and suit(c) in SUITS],
    }
    for k, g in groups.items():
        if len(g) >= 3:
            out.append((k, len(g), CRICCA[k][len(g) - 3]))
    return out


def _run(slots, pile, k, gaps, multi, trumps=False):
    """Length of a run over `slots` (after its real head) with up to k contatori; returns
    (length, jokers used) or (0, 0).  gaps: the minimum may skip a slot (the source's "at least
    two of"); multi: more than one contatore in one run."""
    if not multi:
        k = min(k, 1)
    n, used, prev_j = 0, 0, False
    real_in_min = 0
    for i, c in enumerate(slots):
        if c in pile:
            n += 1
            prev_j = False
            if i < 3:
                real_in_min += 1
        elif used < k and not (trumps and prev_j and not (c == "T16")):
            n += 1
            used += 1
            prev_j = True
        elif gaps and i < 2:
            continue  # one court / grande may be missing from the minimum
        else:
            break
    return n, used, real_in_min


def combos_reading(pile, reuse, gaps, multi, scope):
    pile = set(pile)
    jok = len(pile & JOKERS)
    found = cricche(pile)
    runs = []  # (name, function k -> length)
    if "T20" in pile:
        slots = ["T19", "T18", "T17"] + ["T%d" % i for i in range(16, 4, -1)]
        runs.append(("seq_trumps", lambda k: _run(slots, pile, k, gaps, multi, True)))
    for s in SUITS:
        if "K" + s in pile:
            sl = ["Q" + s, "N" + s, "J" + s, "1" + s]
            runs.append(("seq_suit_" + s, lambda k, sl=sl: _run(sl, pile, k, gaps, multi)))
    for name, real in (("moretti", sorted(MORETTI)), ("aces", ["1" + s for s in SUITS])):
        m = len(pile & set(real))

        def f(k, m=m):
            if not multi:
                k = min(k, 1)
            if m < 2:
                return 0, 0, 0
            kk = min(k, 6 - m)
            return m + kk, kk, m

        runs.append(("seq_" + name, f))

    def seqs(assign):
        out = []
        for (name, f), k in zip(runs, assign):
            n, used, real = f(k)
            if name.startswith("seq_suit") or name == "seq_trumps":
                if n >= 2 and real >= 1:
                    n = n + 1  # the King / Angel
                else:
                    n = 0
            if n >= 3:
                out.append((name, n, 10 + 5 * (n - 3)))
        return out

    if reuse:
        best = seqs([jok] * len(runs))
    else:
        best = None
        for assign in itertools.product(range(jok + 1), repeat=len(runs)):
            if sum(assign) > jok:
                continue
            cand = seqs(list(assign))
            if best is None or sum(p for *_, p in cand) > sum(p for *_, p in best):
                best = cand
    allf = sorted(found + best)
    pts_c = sum(p for *_, p in found)
    pts_s = sum(p for *_, p in best)
    dc, ds = len(found) >= 3, len(best) >= 3
    if scope == "category":
        total = pts_c * (2 if dc else 1) + pts_s * (2 if ds else 1)
    else:
        total = (pts_c + pts_s) * (2 if (dc or ds) else 1)
    return allf, total


def combos(pile):
    """(list of combinations with my reading's total, ambiguous flag) for one side's pile: my
    reading is a contatore used in several places, gaps not allowed, several contatori in a run,
    the doubling per category; ambiguous where a reading with gaps, or the doubling of all
    combination points, gives another total."""
    totals = set()
    mine = None
    # the source settles reuse ("их можно использовать как дикие карты в нескольких местах") and
    # several contatori in one run ("До шести мавров с джокерами"); gaps and the doubling's scope
    # it leaves open
    for reuse, gaps, multi, scope in itertools.product((True,), (False, True), (True,), ("category", "all")):
        f, t = combos_reading(pile, reuse, gaps, multi, scope)
        if mine is None:
            mine = (f, t)
        totals.add(t)
    return mine, len(totals) > 1


def combo_points(found):
    return found[1]


# ---------------------------------------------------------------- one deal
class Deal:
    def __init__(self, dealer, hands, discard, plays, discard_credit="dealer_trick"):
        self.dealer = dealer
        self.hands = [list(h) for h in hands]  # as dealt, dealer's 17 included
        self.discard = list(discard)
        self.plays = plays  # list of (seat, card)
        self.discard_credit = discard_credit
        self.analyse()

    def analyse(self):
        held = [set(h) for h in self.hands]
        for c in self.discard:
            held[self.dealer].discard(c)
        self.faults = []  # (play index, seat, code)
        self.tricks = []  # (plays, winner)
        leader = (self.dealer + 1) % 4
        cur = []
        for i, (s, c) in enumerate(self.plays):
            exp = (leader + len(cur)) % 4
            assert s == exp, ("out of turn", i, s, exp)
            assert c in held[s], ("not held", i, s, c)
            f = fault(held[s], cur, c)
            if f:
                self.faults.append((i, s, f))
            held[s].discard(c)
            cur.append((s, c))
            if len(cur) == 4:
                w = trick_winner(cur)
                self.tricks.append((cur, w))
                leader = w
                cur = []
        self.complete = len(self.tricks) == 15 and not cur

    def settle(self, exchange=None, discards_in_combos=True):
        """Team piles, card points, combos and deal scores."""
        piles = {0: [], 1: []}
        matto_team = None
        matto_exchange = False
        for tr, w in self.tricks:
            cards = [c for _, c in tr]
            wt = w % 2
            for s, c in tr:
                if c == "MATTO":
                    matto_team = s % 2
                    if wt != matto_team:
                        matto_exchange = True
                        cards.remove("MATTO")
                        piles[matto_team].append("MATTO")
            piles[wt].extend(cards)
        dealer_won = any(w == self.dealer for _, w in self.tricks)
        side_won = any(w % 2 == self.dealer % 2 for _, w in self.tricks)
        to_dealer = dealer_won if self.discard_credit == "dealer_trick" else side_won
        dteam = self.dealer % 2 if to_dealer else 1 - self.dealer % 2
        if matto_exchange:
            if not piles[matto_team] or piles[matto_team] == ["MATTO"]:
                raise ValueError("matto team won nothing")
            lows = [c for c in piles[matto_team] if points(c) == 1]
            give = exchange if exchange is not None else sorted(lows)[0]
            assert give in lows
            piles[matto_team].remove(give)
            piles[1 - matto_team].append(give)
        combo_piles = {t: list(piles[t]) for t in (0, 1)}
        if discards_in_combos:
            combo_piles[dteam] += self.discard
        piles[dteam] += self.discard
        last = self.tricks[-1][1] % 2
        res = {}
        for t in (0, 1):
            n = len(piles[t])
            assert n % 2 == 0, ("odd pile", n)
            raw = sum(points(c) for c in piles[t])
            cp = raw - n // 2
            found, amb = combos(combo_piles[t])
            res[t] = {
                "cards": n,
                "raw": raw,
                "card_points": cp,
                "last_trick": 6 if last == t else 0,
                "combos": found,
                "combo_points": combo_points(found),
                "amb": amb,
            }
            res[t]["score"] = cp + res[t]["last_trick"] + res[t]["combo_points"]
        res["matto_team"] = matto_team
        res["matto_exchange"] = matto_exchange
        res["discard_team"] = dteam
        res["lows"] = (
            sorted(c for c in (piles[matto_team] + [exchange or ""]) if c and points(c) == 1)
            if matto_exchange
            else []
        )
        return res

    def robust_settle(self):
        """The settlement if every reading agrees, else None."""
        outs = []
        try:
            base = self.settle()
        except (ValueError, AssertionError, IndexError):
            return None
        lows = [None]
        if base["matto_exchange"]:
            lows = base["lows"]
        for give, din in itertools.product(lows, (True, False)):
            try:
                r = self.settle(exchange=give, discards_in_combos=din)
            except (ValueError, AssertionError, IndexError):
                return None
            if r[0]["amb"] or r[1]["amb"]:
                return None
            outs.append((r[0]["score"], r[1]["score"], r[0]["combos"], r[1]["combos"]))
        if len(set(json.dumps(o) for o in outs)) != 1:
            return None
        return base


def deal_hands(rng, dealer):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
    widow = deck[60:]
    return hands, widow


def choose_discard(rng, hand17, forced=None):
    ok = [c for c in hand17 if points(c) != 5]
    if forced:
        rest = [c for c in ok if c not in forced]
        return list(forced) + rng.sample(rest, 2 - len(forced))
    return rng.sample(ok, 2)


def play_out(rng, dealer, held, prefix=(), policy=None, avoid_matto_last=True):
    """Random legal play from the position after `prefix`; returns plays or None."""
    held = [set(h) for h in held]
    plays = []
    leader = (dealer + 1) % 4
    cur = []
    tricks = 0

    def push(s, c):
        nonlocal leader, cur, tricks
        held[s].discard(c)
        plays.append((s, c))
        cur.append((s, c))
        if len(cur) == 4:
            leader = trick_winner(cur)
            cur = []
            tricks += 1

    for s, c in prefix:
        push(s, c)
    while tricks < 15:
        s = (leader + len(cur)) % 4
        opts = sorted(legal(sorted(held[s]), cur))
        if not cur:
            # never lead the Matto (the source says nothing of a Matto lead)
            nm = [c for c in opts if c != "MATTO"]
            if nm:
                opts = nm
            else:
                return None
        if avoid_matto_last and tricks == 14 and "MATTO" in held[s]:
            return None
        if policy:
            c = policy(s, sorted(held[s]), cur, opts, tricks)
        else:
            c = rng.choice(opts)
        push(s, c)
    return plays


def initial_held(hands, dealer, discard):
    held = [list(h) for h in hands]
    for c in discard:
        held[dealer].remove(c)
    return held


# ---------------------------------------------------------------- transcript writing
def events_for(deal, scores=None, totals=None, breakdown=None, talon_form=False, declares=True):
    ev = []
    if talon_form:
        ev.append({"type": "take", "seat": deal.dealer, "cards": deal.widow})
    ev.append({"type": "discard", "seat": deal.dealer, "cards": deal.discard})
    if declares:
        for k in range(4):
            ev.append({"type": "declare", "seat": (deal.dealer + 1 + k) % 4, "items": []})
    for s, c in deal.plays:
        ev.append({"type": "play", "seat": s, "card": c})
    if breakdown:
        for party, reason, pts in breakdown:
            ev.append({"type": "score", "party": party, "points": pts, "reason": reason})
    if scores:
        for t in (0, 1):
            ev.append({"type": "score", "party": "team%d" % t, "points": scores[t]})
    if totals:
        for t in (0, 1):
            ev.append({"type": "total", "party": "team%d" % t, "points": totals[t]})
    return ev


def deal_json(deal, events, talon_form=False):
    d = {"dealer": deal.dealer}
    if talon_form:
        hands = [list(h) for h in deal.hands]
        for c in deal.widow:
            hands[deal.dealer].remove(c)
        d["hands"] = hands
        d["talon"] = list(deal.widow)
    else:
        d["hands"] = deal.hands
    d["events"] = events
    return d


def transcript(deals, note, rules=None):
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": PLAYERS,
        "meta": {"audit": "ottocento-play-edges", "note": note},
        "deals": deals,
    }
    if rules:
        t["rules"] = rules
    return t


# ---------------------------------------------------------------- searches
def make_deal(rng, dealer, want=None, tries=4000, hands_fn=None, discard_fn=None, policy=None):
    """A clean, complete deal whose settlement all readings agree on, with `want(deal)` true."""
    for _ in range(tries):
        if hands_fn:
            hands, widow = hands_fn(rng, dealer)
        else:
            hands, widow = deal_hands(rng, dealer)
        h17 = [list(h) for h in hands]
        h17[dealer] = h17[dealer] + widow
        disc = discard_fn(rng, h17[dealer]) if discard_fn else choose_discard(rng, h17[dealer])
        if disc is None:
            continue
        plays = play_out(rng, dealer, initial_held(h17, dealer, disc), policy=policy and policy(rng))
        if plays is None:
            continue
        d = Deal(dealer, h17, disc, plays)
        d.widow = widow
        if d.faults or not d.complete:
            continue
        if d.robust_settle() is None:
            continue
        if want and not want(d):
            continue
        return d
    raise RuntimeError("no deal found")


def small_scores(d, cap=260, tricks=3):
    """Both sides' scores under `cap` and each side at least `tricks` tricks."""
    r = d.robust_settle()
    won = [sum(1 for _, w in d.tricks if w % 2 == t) for t in (0, 1)]
    return max(r[0]["score"], r[1]["score"]) < cap and min(won) >= tricks


def matto_holding_suit(d):
    """The Matto played while its player held the led suit (and a trump), opponents win it."""
    held = [set(h) for h in d.hands]
    for c in d.discard:
        held[d.dealer].discard(c)
    for tr, w in d.tricks:
        for k, (s, c) in enumerate(tr):
            if c == "MATTO" and k > 0:
                led = led_suit(tr[:k])
                if (
                    led != "T"
                    and any(suit(x) == led for x in held[s])
                    and any(suit(x) == "T" for x in held[s])
                    and w % 2 != s % 2
                ):
                    return True
        for s, c in tr:
            held[s].discard(c)
    return False


def has_void_trump_and_void_discard(d):
    """Someone trumps when void, and someone void in suit and trumps throws a plain card."""
    held = [set(h) for h in d.hands]
    for c in d.discard:
        held[d.dealer].discard(c)
    ruff = throw = False
    for tr, w in d.tricks:
        for k, (s, c) in enumerate(tr):
            if k == 0 or c == "MATTO":
                continue
            led = led_suit(tr[:k])
            if led != "T" and suit(c) == "T":
                ruff = True
            if suit(c) not in (led, "T") and not any(suit(x) == "T" for x in held[s]):
                throw = True
        for s, c in tr:
            held[s].discard(c)
    return ruff and throw


def discard_has_trump(rng, h17):
    t = [c for c in h17 if suit(c) == "T" and points(c) == 1 and c not in MORETTI]
    p = [c for c in h17 if suit(c) in SUITS and points(c) == 1]
    if not t or not p:
        return None
    return [rng.choice(t), rng.choice(p)]


def matto_partner_and_moretti_tie(d):
    part = tie = False
    for tr, w in d.tricks:
        for s, c in tr:
            if c == "MATTO" and w % 2 == s % 2 and w != s:
                part = True
        trumps = [c for _, c in tr if suit(c) == "T"]
        if trumps:
            top = max(strength(c) for c in trumps)
            mor = [c for c in trumps if c in MORETTI]
            if top == 5 and len(mor) >= 2:
                # winner must be the last moretto played, and a different seat than the first
                order = [(s, c) for s, c in tr if c in MORETTI]
                if order[-1][0] == w and order[0][0] % 2 != w % 2:
                    tie = True
    return part and tie


def weak_dealer_hands(rng, dealer):
    """Deal the dealer (15 + widow) only low plain cards and no trumps."""
    deck = DECK[:]
    rng.shuffle(deck)
    lows = [c for c in deck if suit(c) in SUITS and points(c) == 1]
    rest = [c for c in deck if c not in lows[:17]]
    dh = lows[:17]
    rng.shuffle(rest)
    hands = []
    k = 0
    for s in range(4):
        if s == dealer:
            hands.append(dh[:15])
        else:
            hands.append(rest[k : k + 15])
            k += 15
    return hands, dh[15:]


def dealer_low_policy(dealer):
    def mk(rng):
        def pol(s, held, cur, opts, tricks):
            if s == dealer:
                return min(opts, key=lambda c: (suit(c) == "T", strength(c)))
            return rng.choice(opts)

        return pol

    return mk


def no_trick_for_dealer(d):
    return all(w != d.dealer for _, w in d.tricks) and any(
        w == (d.dealer + 2) % 4 for _, w in d.tricks
    )


def variant_play(rng, base, kind, tries=3000):
    """Replay base's deal; at some trick one seat commits `kind`, then random legal play."""
    held0 = initial_held(base.hands, base.dealer, base.discard)
    for _ in range(tries):
        k = rng.randrange(2, 12)  # the trick of the fault
        prefix = base.plays[: 4 * k]
        held = [set(h) for h in held0]
        for s, c in prefix:
            held[s].discard(c)
        leader = base.tricks[k][0][0][0]
        lead_card = base.tricks[k][0][0][1]
        if lead_card == "MATTO" or suit(lead_card) == "T":
            continue
        led = suit(lead_card)
        cur = [(leader, lead_card)]
        pos = rng.randrange(1, 4)
        ok = True
        for j in range(1, pos):
            s = (leader + j) % 4
            c = base.tricks[k][0][j][1]
            cur.append((s, c))
        s = (leader + pos) % 4
        h = held[s]
        for x, c in cur:
            h_ = held[x]
            if x != s:
                h_.discard(c)
        if kind == "revoke":
            if not any(suit(c) == led for c in h):
                continue
            cand = [c for c in h if suit(c) in SUITS and suit(c) != led]
        else:
            if any(suit(c) == led for c in h) or not any(suit(c) == "T" for c in h):
                continue
            cand = [c for c in h if suit(c) in SUITS]
        if not cand or not ok:
            continue
        bad = rng.choice(sorted(cand))
        pre = prefix + cur[1 - 1 :] if False else prefix + cur + [(s, bad)]
        plays = play_out(rng, base.dealer, held0, prefix=pre)
        if plays is None:
            continue
        d = Deal(base.dealer, base.hands, base.discard, plays)
        d.widow = base.widow
        if len(d.faults) != 1 or d.faults[0][2] != kind or not d.complete:
            continue
        if d.robust_settle() is None:
            continue
        return d
    raise RuntimeError("no variant")


def variant_discard(rng, base, bad_card, tries=3000):
    """The same hands; the dealer lays away `bad_card` (a 5-point card) with one legal card."""
    h17 = base.hands
    if bad_card not in h17[base.dealer]:
        return None
    for _ in range(tries):
        other = choose_discard(rng, [c for c in h17[base.dealer] if c != bad_card])
        disc = [bad_card, other[0]]
        plays = play_out(rng, base.dealer, initial_held(h17, base.dealer, disc))
        if plays is None:
            continue
        d = Deal(base.dealer, h17, disc, plays)
        d.widow = base.widow
        if d.faults or not d.complete:
            continue
        return d
    return None


# ---------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=800)
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = {}
    info = {}

    # base A: the Matto played holding the led suit (exchange), a ruff, a throw, a trump discarded
    def hands_with_5pt(rng_, dealer):
        # the dealer's 17 hold a King, the Bagatto and the Matto (for the discard variants)
        while True:
            hands, widow = deal_hands(rng_, dealer)
            h17 = hands[dealer] + widow
            if "T0" in h17 and "MATTO" in h17 and any(c[0] == "K" and suit(c) in SUITS for c in h17):
                return hands, widow

    A = make_deal(
        rng,
        1,
        want=lambda d: matto_holding_suit(d)
        and has_void_trump_and_void_discard(d)
        and small_scores(d, cap=450, tricks=2),
        hands_fn=hands_with_5pt,
        discard_fn=discard_has_trump,
        tries=200000,
    )
    ra = A.robust_settle()
    sa = [ra[0]["score"], ra[1]["score"]]
    out["01-base-matto-ruff-clean"] = transcript(
        [deal_json(A, events_for(A, scores=sa, totals=sa))],
        "clean: Matto played holding the led suit (exchange card to the opponents), ruffs, throws, a 1-point trump discarded",
    )
    info["01"] = (A, ra)

    R = variant_play(rng, A, "revoke")
    out["02-revoke"] = transcript(
        [deal_json(R, events_for(R))], "base A's hands; one revoke, then legal play; no score written"
    )
    info["02"] = (R, None)
    F = variant_play(rng, A, "failure_to_trump")
    out["03-failure-to-trump"] = transcript(
        [deal_json(F, events_for(F))],
        "base A's hands; one failure to trump, then legal play; no score written",
    )
    info["03"] = (F, None)
    king = sorted(c for c in A.hands[A.dealer] if c[0] == "K" and suit(c) in SUITS)[0]
    for name, card in (("04-discard-king", king), ("05-discard-bagatto", "T0"), ("06-discard-matto", "MATTO")):
        D = variant_discard(rng, A, card)
        out[name] = transcript(
            [deal_json(D, events_for(D))],
            "base A's hands; the dealer lays away %s (a 5-point card); no score written" % card,
        )
        info[name[:2]] = (D, None)

    # 07/08: base A's score written by component
    def bd(r, lie=False):
        rows = []
        for t in (0, 1):
            p = "team%d" % t
            rows.append((p, "combinations", r[t]["combo_points"]))
            rows.append((p, "card_points", r[t]["card_points"]))
            if r[t]["last_trick"] or (lie and not r[t]["last_trick"]):
                rows.append((p, "last_trick", 6))
        return rows

    out["07-breakdown-clean"] = transcript(
        [deal_json(A, events_for(A, breakdown=bd(ra), totals=sa))],
        "base A scored by component (combinations, card_points, last_trick)",
    )
    out["08-breakdown-last-trick-both"] = transcript(
        [deal_json(A, events_for(A, breakdown=bd(ra, lie=True), totals=sa))],
        "base A scored by component; the side that lost the last trick also writes last_trick 6",
    )
    info["07"] = info["08"] = (A, ra)

    # 09-11: a three-deal session, dealers 2, 3, 0
    S = []
    for k, dealer in enumerate((2, 3, 0)):
        S.append(make_deal(rng, dealer, want=small_scores, tries=200000))
    rs = [d.robust_settle() for d in S]
    sc = [[r[0]["score"], r[1]["score"]] for r in rs]
    tot = []
    run = [0, 0]
    for s_ in sc:
        run = [run[0] + s_[0], run[1] + s_[1]]
        tot.append(list(run))
    assert max(max(t) for t in tot) < 800, tot

    def session(sc_, tot_):
        return [deal_json(d, events_for(d, scores=sc_[i], totals=tot_[i])) for i, d in enumerate(S)]

    out["09-session-clean"] = transcript(session(sc, tot), "three deals, dealer passes on, running totals")
    bad_sc = [list(x) for x in sc]
    bad_sc[1][1] -= 6  # team1 forgot ... (one score only; totals stay the rules' figures)
    out["10-session-wrong-score"] = transcript(
        session(bad_sc, tot), "as 09; deal 1 team1's score written 6 short, totals right"
    )
    bad_tot = [list(x) for x in tot]
    bad_tot[0][0] += 10
    out["11-session-wrong-total"] = transcript(
        session(sc, bad_tot), "as 09; deal 0 team0's total written 10 high, later totals right"
    )
    info["09"] = (S, rs)

    # 12: the dealer takes no trick (his partner does): the discard goes to the opponents
    N = make_deal(
        rng,
        3,
        want=no_trick_for_dealer,
        hands_fn=weak_dealer_hands,
        policy=dealer_low_policy(3),
        tries=200000,
    )
    rn = N.robust_settle()
    Nside = Deal(N.dealer, N.hands, N.discard, N.plays, discard_credit="side_trick").settle()
    assert [rn[0]["score"], rn[1]["score"]] != [Nside[0]["score"], Nside[1]["score"]]
    sn = [rn[0]["score"], rn[1]["score"]]
    out["12-dealer-no-trick-clean"] = transcript(
        [deal_json(N, events_for(N, scores=sn, totals=sn))],
        "the dealer takes no trick, his partner does: his discard is the opponents' (default dealer_trick)",
    )
    info["12"] = (N, rn, Nside)

    # 13: the Matto played to a trick the partner wins (no exchange), and a moretti tie
    M = make_deal(
        rng, 0, want=lambda d: matto_partner_and_moretti_tie(d) and small_scores(d, 450, 2), tries=400000
    )
    rm = M.robust_settle()
    sm = [rm[0]["score"], rm[1]["score"]]
    out["13-matto-partner-moretti-tie-clean"] = transcript(
        [deal_json(M, events_for(M, scores=sm, totals=sm))],
        "the Matto played to a trick its partner wins (no exchange); two moretti, the last played wins",
    )
    info["13"] = (M, rm)

    # 14: base A written with the widow as talon and a take event, started mid-session
    st = [310, 455]
    assert max(st[0] + sa[0], st[1] + sa[1]) < 800
    out["14-talon-take-midsession-clean"] = transcript(
        [deal_json(A, events_for(A, scores=sa, totals=[st[0] + sa[0], st[1] + sa[1]], talon_form=True), talon_form=True)],
        "base A with the dealer's 15 + a 2-card talon taken; start totals carried in",
    )
    out["14-talon-take-midsession-clean"]["start"] = {"totals": st}

    for name, t in out.items():
        (HERE / (name + ".json")).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    if a.verbose:
        report(info, out)


def report(info, out):
    for name, t in out.items():
        print("==", name)
        for di, d in enumerate(t["deals"]):
            for ei, e in enumerate(d["events"]):
                if e["type"] in ("score", "total", "discard", "take"):
                    print("  deal", di, "event", ei, e)
    for k, v in info.items():
        print("##", k)
        deals = v[0] if isinstance(v[0], list) else [v[0]]
        rss = v[1] if isinstance(v[1], list) else [v[1]]
        for d, r in zip(deals, rss):
            print(" dealer", d.dealer, "discard", d.discard, "faults (event index):", [(i + 5, s, f) for i, s, f in d.faults])
            off = 5
            for ti, (tr, w) in enumerate(d.tricks):
                print("  trick %2d ev %2d-%2d" % (ti, off + 4 * ti, off + 4 * ti + 3), tr, "->", w)
            if r:
                for t in (0, 1):
                    print("  team", t, {x: y for x, y in r[t].items()})
                print("  matto", r["matto_team"], r["matto_exchange"], "discard->", r["discard_team"])
        if len(v) > 2:
            print("  side_trick reading:", v[2][0]["score"], v[2][1]["score"])


if __name__ == "__main__":
    main()
