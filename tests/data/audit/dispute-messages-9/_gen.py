"""Blind generator for audit round dispute-messages-9 (Ulti).

Written from the Japanese source (seeds/003) and the format spec only; does NOT import validator.
Run: python _gen.py [--seed N]   -> writes NN-*.json here and prints the expected findings.

Model (my reading of the source):
- 32 cards; with trumps A 10 K Q J 9 8 7, without A K Q J 10 9 8 7.
- dealer d; first bidder f = d+1 (order of play) gets 12 cards, discards 2, bids.
  Later bidders take the 2 cards, discard 2, bid higher; a pass hands the talon on untouched.
  Three passes in a row end the auction (the last bidder passing on his own bid).
- play: follow suit; else trump; and within that, beat the trick if you can.
  The ulti declarer keeps the trump 7 while the rules allow.
- card points in trump games: A, 10 = 10; last trick 10; the declarer's discard counts to defenders.
- marriages (20/40) announced with the first card, only in trump games without 100/durchmarsch goals.
- payments: per goal, defender<->declarer, value x red x contra level; ulti failure +4 (red 8),
  not multiplied by contra. Silent bonuses: silent ulti 2 (failure: the player pays 4 to each other),
  silent 100 2 (replaces party), silent durchmarsch 3. Red doubles.
  In no-trump games a contra counts only between the contra-ing defender and the declarer.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TR_ORDER]
PLAYERS = ["Ágnes", "Bence", "Csaba"]

VALUES = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10,
          "open-betli": 20, "redurchmarsch": 12}
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TR_ORDER if trump else NT_ORDER
    return 8 - order.index(rank(c))


def winner_idx(cards, trump):
    led = suit(cards[0])
    best = 0
    for i, c in enumerate(cards[1:], 1):
        b = cards[best]
        if trump and suit(c) == trump and suit(b) != trump:
            best = i
        elif suit(c) == suit(b) and strength(c, trump) > strength(b, trump):
            best = i
    del led
    return best


def legal(hand, trick, trump, keep7=None):
    """Legal cards; keep7 = trump seven the ulti declarer must hold."""
    if not trick:
        cand = list(hand)
    else:
        led = suit(trick[0])
        win = trick[winner_idx(trick, trump)]
        follow = [c for c in hand if suit(c) == led]
        if follow:
            if trump and suit(win) == trump and led != trump:
                cand = follow
            else:
                beat = [c for c in follow if strength(c, trump) > strength(win, trump)]
                cand = beat or follow
        elif trump and any(suit(c) == trump for c in hand):
            tr = [c for c in hand if suit(c) == trump]
            if suit(win) == trump:
                beat = [c for c in tr if strength(c, trump) > strength(win, trump)]
                cand = beat or tr
            else:
                cand = tr
        else:
            cand = list(hand)
    if keep7 and keep7 in cand and len(cand) > 1:
        cand = [c for c in cand if c != keep7]
    return cand


def fault_kind(hand, trick, trump, card, keep7=None):
    if card in legal(hand, trick, trump, keep7):
        return None
    if keep7 and card == keep7 and card in legal(hand, trick, trump, None):
        return "early_trump_seven"
    led = suit(trick[0])
    if any(suit(c) == led for c in hand) and suit(card) != led:
        return "revoke"
    if trump and not any(suit(c) == led for c in hand) and suit(card) != trump and any(suit(c) == trump for c in hand):
        return "failure_to_trump"
    return "failure_to_overtake"


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


class Deal:
    """One deal built forward from dealt hands and a scripted auction."""

    def __init__(self, dealer, hands, events_auction, declarer, goals, red, trump, talon):
        self.dealer = dealer
        self.hands = hands  # as dealt
        self.events = list(events_auction)
        self.declarer = declarer
        self.goals = goals
        self.red = red
        self.trump = trump
        self.talon = talon


def build_hands(dealer, finals, steps):
    """finals: final 10-card hands; steps: list of (seat, discard) bid steps in order
    (the first is the first bidder's). Returns dealt hands and the final talon."""
    hands = [list(h) for h in finals]
    talon = list(steps[-1][1])
    for k in range(len(steps) - 1, -1, -1):
        seat, disc = steps[k]
        assert sorted(disc) == sorted(talon), (k, disc, talon)
        if k == 0:
            hands[seat] = hands[seat] + list(disc)
        else:
            took = steps[k - 1][1]
            for c in took:
                assert c in hands[seat], (c, hands[seat])
                hands[seat].remove(c)
            hands[seat] = hands[seat] + list(disc)
            talon = list(took)
    return hands


def play_out(finals, leader, trump, rng, keep7=None, ulti_seat=None, plant=None, policy=None):
    """Random legal play. plant: dict {(trick, seat): card or callable(hand, trick)->card}.
    Returns list of (seat, card, fault) and trick winners."""
    hands = [list(h) for h in finals]
    out = []
    winners = []
    for t in range(10):
        trick = []
        seats = []
        for k in range(3):
            s = (leader + k) % 3
            k7 = keep7 if s == ulti_seat else None
            lg = legal(hands[s], trick, trump, k7)
            card = None
            if plant and (t, s) in plant:
                p = plant[(t, s)]
                card = p(hands[s], trick) if callable(p) else p
                if card is None:
                    return None
            if card is None:
                card = policy(s, hands[s], trick, lg, t) if policy else rng.choice(lg)
            fk = fault_kind(hands[s], trick, trump, card, k7) if trick or k7 else None
            if not trick and k7 and card == k7 and len(hands[s]) > 1:
                fk = "early_trump_seven"
            out.append((s, card, fk))
            hands[s].remove(card)
            trick.append(card)
            seats.append(s)
        w = seats[winner_idx(trick, trump)]
        winners.append(w)
        leader = w
    return out, winners


def score_deal(declarer, goals, red, trump, plays, winners, talon, marriages, contra, folded=False,
               penalty_side=None):
    """Returns list of payments (from, to, amount, reason) and a facts dict.
    marriages: {seat: [points...]} announced (valid); contra: {goal: {defender: level}}."""
    defs = [s for s in range(3) if s != declarer]
    rm = 2 if red else 1
    pays = []
    facts = {}
    if folded:
        for d in defs:
            pays.append((declarer, d, 2, "fold"))
        return pays, facts
    tricks = [plays[i * 3:(i + 1) * 3] for i in range(10)]
    won_tricks = [0, 0, 0]
    cp = [0, 0, 0]
    for i, tr in enumerate(tricks):
        w = winners[i]
        won_tricks[w] += 1
        if trump:
            cp[w] += sum(pts(c) for _, c, _ in tr)
    if trump:
        cp[winners[9]] += 10
    dec_cards = cp[declarer]
    def_cards = sum(cp[d] for d in defs) + (sum(pts(c) for c in talon) if trump else 0)
    dec_mar = sum(marriages.get(declarer, []))
    def_mar = sum(sum(marriages.get(d, [])) for d in defs)
    dec_total = dec_cards + (dec_mar if won_tricks[declarer] else 0)
    def_total = def_cards + def_mar
    facts.update(tricks=won_tricks, card_points=cp, dec_total=dec_total, def_total=def_total)
    results = {}
    nt = not trump
    for g in goals:
        if g == "party":
            ok = won_tricks[declarer] > 0 and dec_total > def_total
        elif g == "ulti":
            last = tricks[9]
            seven = "7" + (trump or "H")
            ok = winners[9] == declarer and any(s == declarer and c == seven for s, c, _ in last)
        elif g == "40-100":
            ok = dec_cards + 40 * int(bool(marriages.get(("trumpKQ", declarer)))) >= 100
        elif g == "20-100":
            ok = dec_cards + 20 * int(bool(marriages.get(("sideKQ", declarer)))) >= 100
        elif g in ("durchmarsch", "redurchmarsch"):
            ok = won_tricks[declarer] == 10
        elif g in ("betli", "rebetli", "open-betli"):
            ok = won_tricks[declarer] == 0
        else:
            raise ValueError(g)
        if penalty_side == "declarer":
            ok = False
        elif penalty_side == "defenders":
            ok = True
        results[g] = ok
    facts["results"] = results
    silent = []
    if not nt and not any(g in NO_TRUMP_GOALS for g in goals) and penalty_side is None:
        # silent ulti
        if "ulti" not in goals:
            seven = "7" + trump
            for s, c, _ in tricks[9]:
                if c == seven:
                    silent.append(("silent-ulti", s, winners[9] == s))
        hundred = "40-100" in goals or "20-100" in goals
        if not hundred:
            if dec_total >= 100:
                silent.append(("silent-100", declarer, True))
            elif def_total >= 100:
                silent.append(("silent-100", defs[0], True))
        if "durchmarsch" not in goals:
            if won_tricks[declarer] == 10:
                silent.append(("silent-durchmarsch", declarer, True))
            elif won_tricks[declarer] == 0:
                silent.append(("silent-durchmarsch", defs[0], True))
    facts["silent"] = silent
    replace_party = any(k == "silent-100" for k, _, _ in silent)
    for g in goals:
        if g == "party" and replace_party:
            continue
        v = VALUES[g] * (rm if g not in NO_TRUMP_GOALS else 1)
        for d in defs:
            lvl = contra.get(g, {}).get(d, 1)
            if results[g]:
                pays.append((d, declarer, v * lvl, g))
            else:
                pays.append((declarer, d, v * lvl, g))
        if g == "ulti" and not results[g]:
            for d in defs:
                pays.append((declarer, d, 4 * rm, "ulti-penalty"))
    for kind, s, ok in silent:
        v = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}[kind] * rm
        if kind == "silent-ulti" and not ok:
            for o in range(3):
                if o != s:
                    pays.append((s, o, 4 * rm, kind))
            continue
        if s == declarer:
            for d in defs:
                pays.append((d, declarer, v, kind))
        else:
            for d in defs:
                pays.append((declarer, d, v, kind))
    return pays, facts


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def pay_events(pays):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pays]


# ---------------------------------------------------------------------------------------------
# deal construction


def auction_events(dealer, script, talon_steps):
    """script: list of ('bid', seat, goals, red) or ('pass', seat) or ('takepass', seat).
    talon_steps: discards for each bid in order. Returns events."""
    ev = []
    k = 0
    first = True
    cur_talon = None
    for item in script:
        if item[0] == "bid":
            _, seat, goals, red = item
            disc = talon_steps[k]
            k += 1
            if not first:
                ev.append({"type": "take", "seat": seat, "cards": list(cur_talon)})
            ev.append({"type": "discard", "seat": seat, "cards": list(disc)})
            ev.append({"type": "bid", "seat": seat, "bid": {"goals": goals, "red": red}})
            cur_talon = disc
            first = False
        elif item[0] == "pass":
            ev.append({"type": "bid", "seat": item[1], "bid": "pass"})
        elif item[0] == "takepass":
            _, seat, disc = item
            ev.append({"type": "take", "seat": seat, "cards": list(cur_talon)})
            ev.append({"type": "discard", "seat": seat, "cards": list(disc)})
            ev.append({"type": "bid", "seat": seat, "bid": "pass"})
            cur_talon = disc
    return ev


def has(hand, cards):
    return all(c in hand for c in cards)


def random_split(rng):
    d = DECK[:]
    rng.shuffle(d)
    return [d[0:10], d[10:20], d[20:30]], d[30:32]


def choose_discard(hand12, trump, nt, rng, avoid=()):
    if nt:
        return sorted(hand12, key=lambda c: -strength(c, None))[:2]
    cand = [c for c in hand12 if suit(c) != trump and rank(c) not in ("A", "10", "K", "Q") and c not in avoid]
    rng.shuffle(cand)
    return cand[:2] if len(cand) >= 2 else None


def make_deal(rng, dealer, goals, red, trump, want, *, declarer=None, script=None, plant=None,
              marriages_fn=None, pre=None, tries=20000, policy=None, contra=None, penalty_side=None,
              discard_fn=None):
    """Search random deals until want(ctx) holds. Simple auction: declarer = first bidder unless script.
    Returns ctx dict."""
    f = (dealer + 1) % 3
    declarer = f if declarer is None else declarer
    nt = any(g in NO_TRUMP_GOALS for g in goals) or trump is None
    for _ in range(tries):
        finals, talon2 = random_split(rng)
        # declarer's 12 = his 10 + the talon; choose the discard
        h12 = finals[declarer] + talon2
        disc = discard_fn(h12, rng) if discard_fn else choose_discard(h12, trump, nt, rng)
        if not disc:
            continue
        fin = [list(h) for h in finals]
        fin[declarer] = [c for c in h12 if c not in disc]
        if pre and not pre(fin, disc):
            continue
        keep7 = ("7" + trump) if ("ulti" in goals and trump) else None
        pl = plant(fin) if callable(plant) else plant
        r = play_out(fin, declarer, None if nt else trump, rng, keep7=keep7, ulti_seat=declarer, plant=pl,
                     policy=policy)
        if r is None:
            continue
        plays, winners = r
        mar = marriages_fn(fin) if marriages_fn else {}
        pays, facts = score_deal(declarer, goals, red, None if nt else trump, plays, winners, disc, mar,
                                 contra or {}, penalty_side=penalty_side)
        ctx = dict(fin=fin, disc=disc, plays=plays, winners=winners, pays=pays, facts=facts, declarer=declarer,
                   marriages=mar)
        if want(ctx):
            return ctx
    raise RuntimeError("no deal found for %r" % (goals,))


def simple_auction(dealer, declarer, goals, red, disc):
    f = (dealer + 1) % 3
    assert f == declarer
    script = [("bid", f, goals, red), ("pass", (f + 1) % 3), ("pass", (f + 2) % 3), ("pass", f)]
    return auction_events(dealer, script, [disc])


def dealt_simple(fin, declarer, disc):
    h = [list(x) for x in fin]
    h[declarer] = h[declarer] + list(disc)
    return h


def trump_event(declarer, trump, red, nt):
    if nt:
        return [{"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]}]
    if red:
        return []
    return [{"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]}]


def play_events(plays, first_trick_extra=None, later_extra=None):
    """first_trick_extra: {position_before_card_index: [events]}; position k = before the k-th play
    overall (0-based); key 'after3' -> after the third card. later_extra same keyed by play index."""
    ev = []
    extra = dict(first_trick_extra or {})
    extra.update(later_extra or {})
    marks = {}
    for i, (s, c, fk) in enumerate(plays):
        for e in extra.get(i, []):
            ev.append(e)
        marks[i] = len(ev)
        ev.append({"type": "play", "seat": s, "card": c})
    for e in extra.get(30, []):
        ev.append(e)
    return ev, marks


class Session:
    def __init__(self, name, desc, rules=None):
        self.name = name
        self.desc = desc
        self.rules = rules or {"preset": "standard"}
        self.deals = []
        self.expect = []  # (deal, event, code, why)
        self.notes = []
        self.totals = [0, 0, 0]

    def add(self, dealer, hands, events, expect=(), note=""):
        di = len(self.deals)
        self.deals.append({"dealer": dealer, "hands": hands, "events": events})
        for ev_i, code, why in expect:
            self.expect.append((di, ev_i, code, why))
        self.notes.append(note)

    def write(self):
        t = {"format": "trick-transcript/1", "game": "ulti", "rules": self.rules, "players": PLAYERS,
             "meta": {"event": "audit dispute-messages-9", "description": self.desc}, "deals": self.deals}
        (HERE / self.name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")


def idx_of(events, pred, nth=0):
    k = 0
    for i, e in enumerate(events):
        if pred(e):
            if k == nth:
                return i
            k += 1
    raise KeyError


def play_idx(events, trick, pos):
    """index of the pos-th card (0..2) of trick (0..9)."""
    return idx_of(events, lambda e: e["type"] == "play", trick * 3 + pos)


def fault_at(ctx):
    return [(i, s, c, fk) for i, (s, c, fk) in enumerate(ctx["plays"]) if fk]


# ---------------------------------------------------------------------------------------------
# the files


def plant_kind(kind, trick, seat, trump):
    """A plant callable that picks an illegal card of the given kind, or None."""

    def f(hand, tr):
        if not tr:
            return None
        for c in hand:
            if fault_kind(hand, tr, trump, c) == kind:
                return c
        return None

    return {(trick, seat): f}


def gen(seed):
    rng = random.Random(seed)
    sessions = []

    # ---- 01: red party, a defender revokes; plain party clean -----------------------------
    S = Session("01-red-party-revoke.json", "Red party: a defender revokes in trick 4 (the party as played is "
                "lost; the revoke penalty gives it to the declarer). Deal 1: plain party in leaves, clean.")
    d = 0
    decl = 1
    # defender seat 2 revokes at trick 3
    ctx = make_deal(rng, d, ["party"], True, "H", lambda c: len(fault_at(c)) == 1 and c["facts"]["results"]["party"] is False
                    and not c["facts"]["silent"],
                    plant=plant_kind("revoke", 3, 2, "H"))
    pays, facts = score_deal(decl, ["party"], True, "H", ctx["plays"], ctx["winners"], ctx["disc"], {}, {},
                             penalty_side="defenders")
    ev = simple_auction(d, decl, ["party"], True, ctx["disc"])
    pe, marks = play_events(ctx["plays"])
    base = len(ev)
    ev += pe + pay_events(pays)
    fi = fault_at(ctx)[0][0]
    S.add(d, dealt_simple(ctx["fin"], decl, ctx["disc"]), ev,
          [(base + marks[fi], "revoke", "defender 2 did not follow suit holding it")],
          f"as played party lost (decl {facts['dec_total']} vs {facts['def_total']} before penalty); "
          "settled per lose_all_goals: each defender pays 2")
    S.totals = [a + b for a, b in zip(S.totals, net(pays))]
    d = 1
    decl = 2
    ctx = make_deal(rng, d, ["party"], False, "S", lambda c: not fault_at(c) and not c["facts"]["silent"])
    ev = simple_auction(d, decl, ["party"], False, ctx["disc"]) + trump_event(decl, "S", False, False)
    pe, marks = play_events(ctx["plays"])
    ev += pe + pay_events(ctx["pays"])
    S.add(d, dealt_simple(ctx["fin"], decl, ctx["disc"]), ev, [], f"plain party, result {ctx['facts']['results']}")
    sessions.append(S)

    # ---- 02: ulti (acorns), a defender fails to trump; deal 1 betli clean -----------------
    S = Session("02-ulti-failure-to-trump.json", "Ulti in acorns: defender fails to trump in trick 2; "
                "settled per the default revoke penalty (declarer wins ulti and party). Deal 1: betli, clean.")
    d = 2
    decl = 0
    ctx = make_deal(rng, d, ["party", "ulti"], False, "C",
                    lambda c: len(fault_at(c)) == 1 and not c["facts"]["results"]["ulti"],
                    plant=plant_kind("failure_to_trump", 1, 1, "C"),
                    pre=lambda fin, disc: "7C" in fin[0] and sum(suit(x) == "C" for x in fin[0]) >= 5)
    pays, facts = score_deal(decl, ["party", "ulti"], False, "C", ctx["plays"], ctx["winners"], ctx["disc"], {},
                             {}, penalty_side="defenders")
    ev = simple_auction(d, decl, ["party", "ulti"], False, ctx["disc"]) + trump_event(decl, "C", False, False)
    base = len(ev)
    pe, marks = play_events(ctx["plays"])
    ev += pe + pay_events(pays)
    fi = fault_at(ctx)[0][0]
    S.add(d, dealt_simple(ctx["fin"], decl, ctx["disc"]), ev,
          [(base + marks[fi], "failure_to_trump", "defender 1 void in the led suit played a non-trump holding acorns")],
          f"as played: {ctx['facts']['results']}; penalty: declarer wins party+ulti: each defender pays 1+4")
    d = 0
    decl = 1

    def betli_policy(s, hand, trick, lg, t, decl=decl):
        if s == decl:
            return min(lg, key=lambda c: strength(c, None))
        return rng.choice(lg)

    ctx = make_deal(rng, d, ["betli"], False, None, lambda c: c["facts"]["results"]["betli"] and not fault_at(c),
                    policy=betli_policy)
    ev = simple_auction(d, decl, ["betli"], False, ctx["disc"]) + trump_event(decl, None, False, True)
    pe, marks = play_events(ctx["plays"])
    ev += pe + pay_events(ctx["pays"])
    S.add(d, dealt_simple(ctx["fin"], decl, ctx["disc"]), ev, [], "betli won: 5 each")
    sessions.append(S)

    # ---- 03: betli, the declarer fails to overtake ------------------------------------------
    S = Session("03-betli-declarer-overtake.json", "Betli: the declarer ducks under a card he could and so "
                "must beat (must-overtake applies without trumps too). Deal 1: 40-100 in bells, clean.")
    d = 1
    decl = 2

    def pl3(fin):
        def f(hand, tr):
            if len(tr) == 0:
                return None
            for c in hand:
                if fault_kind(hand, tr, None, c) == "failure_to_overtake":
                    return c
            return None
        return {(t, decl): f for t in (1, 2, 3)}

    def betli_policy2(s, hand, trick, lg, t):
        if s == decl:
            return min(lg, key=lambda c: strength(c, None))
        return rng.choice(lg)

    ctx = make_deal(rng, d, ["betli"], False, None,
                    lambda c: len(fault_at(c)) == 1 and c["facts"]["results"]["betli"], plant=None,
                    policy=None, tries=1) if False else None
    # build with one planted fault at the first trick where the declarer is not leader and can duck illegally
    for _ in range(20000):
        finals, talon2 = random_split(rng)
        h12 = finals[decl] + talon2
        disc = choose_discard(h12, None, True, rng)
        fin = [list(h) for h in finals]
        fin[decl] = [c for c in h12 if c not in disc]
        hands = [list(h) for h in fin]
        leader = decl
        plays = []
        winners = []
        planted = False
        for t in range(10):
            trick = []
            seats = []
            for k in range(3):
                s = (leader + k) % 3
                lg = legal(hands[s], trick, None)
                card = None
                if s == decl and not planted and trick and t >= 1:
                    ill = [c for c in hands[s] if fault_kind(hands[s], trick, None, c) == "failure_to_overtake"]
                    if ill:
                        card = ill[0]
                        planted = True
                if card is None:
                    card = min(lg, key=lambda c: strength(c, None)) if s == decl else rng.choice(lg)
                plays.append((s, card, fault_kind(hands[s], trick, None, card) if trick else None))
                hands[s].remove(card)
                trick.append(card)
                seats.append(s)
            w = seats[winner_idx(trick, None)]
            winners.append(w)
            leader = w
        if planted and winners.count(decl) == 0:
            break
    ctx = dict(fin=fin, disc=disc, plays=plays, winners=winners)
    pays, facts = score_deal(decl, ["betli"], False, None, plays, winners, disc, {}, {}, penalty_side="declarer")
    ev = simple_auction(d, decl, ["betli"], False, disc) + trump_event(decl, None, False, True)
    base = len(ev)
    pe, marks = play_events(plays)
    ev += pe + pay_events(pays)
    fi = fault_at(ctx)[0][0]
    S.add(d, dealt_simple(fin, decl, disc), ev,
          [(base + marks[fi], "failure_to_overtake", "declarer could beat the trick and ducked")],
          "as played betli won (0 tricks); penalty: declarer loses betli: pays 5 to each")
    d = 2
    decl = 0
    ctx = make_deal(rng, d, ["40-100"], False, "D",
                    lambda c: not fault_at(c) and not c["facts"]["silent"],
                    pre=lambda fin, disc: has(fin[0], ["KD", "QD"]),
                    marriages_fn=lambda fin: {("trumpKQ", 0): True})
    ev = simple_auction(d, decl, ["40-100"], False, ctx["disc"]) + trump_event(decl, "D", False, False)
    pe, marks = play_events(ctx["plays"])
    ev += pe + pay_events(ctx["pays"])
    S.add(d, dealt_simple(ctx["fin"], decl, ctx["disc"]), ev, [],
          f"40-100 with the 40 held (not announced): {ctx['facts']['results']} dec cards {ctx['facts']['card_points']}")
    sessions.append(S)
    return sessions, rng


def std(rng, S, d, goals, red, trump, want=None, *, expect_fn=None, note="", pays_fn=None, extra_fn=None,
        policy=None, pre=None, marriages_fn=None, plant=None, contra=None, penalty_side=None, discard_fn=None,
        auction=None, decl=None):
    """A deal with the simple auction (declarer = first bidder) unless auction=(events, dealt_hands_fn)."""
    f = (d + 1) % 3
    decl = f if decl is None else decl
    nt = any(g in NO_TRUMP_GOALS for g in goals) or trump is None
    ctx = make_deal(rng, d, goals, red, trump, want or (lambda c: not fault_at(c)), declarer=decl, plant=plant,
                    policy=policy, pre=pre, marriages_fn=marriages_fn, contra=contra, penalty_side=penalty_side,
                    discard_fn=discard_fn)
    if auction:
        ev, hands = auction(ctx)
    else:
        ev = simple_auction(d, decl, goals, red, ctx["disc"])
        hands = dealt_simple(ctx["fin"], decl, ctx["disc"])
    ev = ev + trump_event(decl, trump, red, nt)
    base = len(ev)
    first, later = extra_fn(ctx) if extra_fn else ({}, {})
    pe, marks = play_events(ctx["plays"], first, later)
    ev += pe
    pays = pays_fn(ctx) if pays_fn else [{"type": "payment", "from": a, "to": b, "amount": m, "reason": r}
                                          for a, b, m, r in ctx["pays"]]
    pay_base = len(ev)
    ev += pays
    ctx.update(base=base, marks=marks, pay_base=pay_base, events=ev)
    expect = expect_fn(ctx) if expect_fn else []
    S.add(d, hands, ev, expect, note if not callable(note) else note(ctx))
    return ctx


def gen_more(rng):
    out = []
    P = pay_events

    # ---- 04: illegal bids ------------------------------------------------------------------
    S = Session("04-illegal-bids.json", "Deal 0: after betli (5 points, one goal) the next seat bids ulti "
                "(party+ulti, 5 points, two goals: lower by the table); the third seat overbids with 40-100 and "
                "ulti and plays it. Deal 1: a bid combining party with durchmarsch (party does not combine). "
                "Deal 2: plain party, clean payments, one score-sheet line wrong.")
    d = 0
    # seat 1 first bidder betli, seat 2 takes and bids ulti (illegal), seat 0 takes and bids 40-100+ulti, plays.
    decl = 0

    def auc04(ctx):
        fin = ctx["fin"]
        T = ctx["disc"]
        # seat 1's discard X1 = two cards seat 2 keeps; seat 2's discard X2 = two cards seat 0 keeps
        nonT = [c for c in fin[0] if suit(c) != "S" and rank(c) not in ("A", "10", "K", "Q") and c not in T]
        X2 = nonT[:2]
        X1 = [c for c in fin[2] if rank(c) not in ("A", "10")][:2]
        steps = [(1, X1), (2, X2), (0, T)]
        hands = build_hands(d, fin, steps)
        script = [("bid", 1, ["betli"], False), ("bid", 2, ["party", "ulti"], False),
                  ("bid", 0, ["40-100", "ulti"], False), ("pass", 1), ("pass", 2), ("pass", 0)]
        return auction_events(d, script, [X1, X2, T]), hands

    def pre04(fin, disc):
        return has(fin[0], ["KS", "QS", "7S"]) and sum(suit(c) == "S" for c in fin[0]) >= 5 and \
            len([c for c in fin[0] if suit(c) != "S" and rank(c) not in ("A", "10", "K", "Q") and c not in disc]) >= 2

    std(rng, S, d, ["40-100", "ulti"], False, "S", lambda c: not fault_at(c) and not c["facts"]["silent"],
        decl=0, pre=pre04, marriages_fn=lambda fin: {("trumpKQ", 0): True}, auction=auc04,
        discard_fn=lambda h, r: choose_discard(h, "S", False, r, avoid=("7S",)),
        expect_fn=lambda c: [(idx_of(c["events"], lambda e: e["type"] == "bid" and e["seat"] == 2), "illegal_bid",
                              "ulti (5, 2 goals) is below betli (5, 1 goal)")],
        note=lambda c: f"played 40-100+ulti in leaves: {c['facts']['results']}, dec cards {c['facts']['card_points'][0]}")
    # deal 1: party+durchmarsch bid (illegal combination) by seat 2 (first bidder, dealer 1), overbid by seat 0
    d = 1

    def auc04b(ctx):
        fin = ctx["fin"]
        T = ctx["disc"]
        X1 = [c for c in fin[0] if c not in T and suit(c) != "D" and rank(c) not in ("A", "10", "K", "Q")][:2]
        steps = [(2, X1), (0, T)]
        hands = build_hands(d, fin, steps)
        script = [("bid", 2, ["party", "durchmarsch"], False), ("bid", 0, ["ulti", "durchmarsch"], False),
                  ("pass", 1), ("pass", 2), ("pass", 0)]
        return auction_events(d, script, [X1, T]), hands

    # declarer seat 0 with diamonds ulti+durchmarsch: construct a strong hand
    def pre04b(fin, disc):
        h = fin[0]
        return "7D" in h and sum(suit(c) == "D" for c in h) >= 6 and len(
            [c for c in h if c not in disc and suit(c) != "D" and rank(c) not in ("A", "10", "K", "Q")]) >= 2
    std(rng, S, d, ["ulti", "durchmarsch"], False, "D",
        lambda c: not fault_at(c) and not c["facts"]["silent"], decl=0, pre=pre04b, auction=auc04b,
        discard_fn=lambda h, r: choose_discard(h, "D", False, r, avoid=("7D",)),
        expect_fn=lambda c: [(1, "illegal_bid", "party does not combine with durchmarsch")],
        note=lambda c: f"ulti+durchmarsch in bells: {c['facts']['results']} tricks {c['facts']['tricks']}")
    d = 2

    def pays04(ctx):
        n = net(ctx["pays"])
        ev = P(ctx["pays"])
        sc = [{"type": "score", "party": s, "points": n[s]} for s in range(3)]
        sc[2]["points"] = n[2] + 2 if n[2] != -2 else 4
        ctx["sheet_true"] = n
        return ev + sc

    std(rng, S, d, ["party"], False, "C", lambda c: not fault_at(c) and not c["facts"]["silent"], pays_fn=pays04,
        expect_fn=lambda c: [(len(c["events"]) - 1, "wrong_score", "seat 2's line")],
        note=lambda c: f"party acorns {c['facts']['results']}; true net {c['sheet_true']}; seat 2 line written wrong")
    out.append(S)

    # ---- 05: contra on the wrong side ------------------------------------------------------
    S = Session("05-contra-wrong-side.json", "Deal 0: plain party; the declarer himself says contra on party "
                "during the first trick. Deal 1: plain ulti; a defender says recontra (level 4) on ulti in the "
                "first trick after the other defender's contra: a recontra is the declarer's. Deal 2: clean "
                "red party with a defender contra and the declarer's recontra.")
    d = 0
    decl = 1

    def ex05(c):
        return ({0: [{"type": "double", "seat": 1, "target": "party", "level": 2}]}, {})

    std(rng, S, d, ["party"], False, "D", lambda c: not fault_at(c) and not c["facts"]["silent"], extra_fn=ex05,
        expect_fn=lambda c: [(c["base"], "illegal_double", "the declarer cannot contra")],
        note=lambda c: f"party {c['facts']['results']}, paid undoubled")
    d = 1
    decl = 2

    def ex05b(c):
        # seat 0 (plays 2nd) contra, seat 1 (plays 3rd) recontra
        return ({1: [{"type": "double", "seat": 0, "target": "ulti", "level": 2}],
                 2: [{"type": "double", "seat": 1, "target": "ulti", "level": 4}]}, {})

    std(rng, S, d, ["party", "ulti"], False, "H" if False else "S",
        lambda c: not fault_at(c) and not c["facts"]["silent"] and not c["facts"]["results"]["ulti"],
        pre=lambda fin, disc: "7S" in fin[2] and sum(suit(x) == "S" for x in fin[2]) >= 4,
        discard_fn=lambda h, r: choose_discard(h, "S", False, r, avoid=("7S",)),
        extra_fn=ex05b, contra={"ulti": {0: 2, 1: 2}},
        expect_fn=lambda c: [(c["base"] + 3, "illegal_double", "recontra is the declarer's, not a defender's")],
        note=lambda c: f"ulti {c['facts']['results']}; contra x2 on ulti applies to both defenders; "
                       "the defender's recontra ignored")
    d = 2
    decl = 0

    def ex05c(c):
        return ({1: [{"type": "double", "seat": 1, "target": "party", "level": 2}],
                 3: [{"type": "double", "seat": 0, "target": "party", "level": 4}]}, {})

    std(rng, S, d, ["party"], True, "H", lambda c: not fault_at(c) and not c["facts"]["silent"] and
        c["facts"]["results"]["party"], extra_fn=ex05c, contra={"party": {1: 4, 2: 4}},
        note=lambda c: "red party recontra'd won: 2 x 4 = 8 from each defender")
    out.append(S)

    # ---- 06: contra timing; one-sided contra in betli ---------------------------------------
    S = Session("06-contra-late-betli.json", "Deal 0: betli; defender A contras with his first card (legal), "
                "defender B contras at trick 3 (too late). Betli won: A pays 10, B 5. Deal 1: plain ulti "
                "contra'd by one defender, failed: 8 + 4 penalty to each; the table doubles the penalty too.")
    d = 1
    decl = 2
    A, B = 0, 1

    def pol06(s, hand, trick, lg, t):
        if s == decl:
            return min(lg, key=lambda c: strength(c, None))
        return rng.choice(lg)

    def ex06(c):
        return ({1: [{"type": "double", "seat": A, "target": "betli", "level": 2}]},
                {7: [{"type": "double", "seat": B, "target": "betli", "level": 2}]})

    std(rng, S, d, ["betli"], False, None, lambda c: not fault_at(c) and c["facts"]["results"]["betli"],
        policy=pol06, extra_fn=ex06, contra={"betli": {A: 2}},
        expect_fn=lambda c: [(idx_of(c["events"], lambda e: e["type"] == "double", 1), "illegal_double",
                              "contra after the first trick")],
        note="betli won; contra by A alone (no-trump: only between A and the declarer): A 10, B 5")
    d = 2
    decl = 0

    def ex06b(c):
        return ({1: [{"type": "double", "seat": 1, "target": "ulti", "level": 2}]}, {})

    def pays06(c):
        pays = []
        for a, b, m, r in c["pays"]:
            if r == "ulti-penalty":
                m = m * 2
            pays.append((a, b, m, r))
        return P(pays)

    def exp06(c):
        ev = c["events"]
        return [(i, "wrong_payment", "ulti penalty is not doubled by contra") for i, e in enumerate(ev)
                if e["type"] == "payment" and e.get("reason") == "ulti-penalty"]

    std(rng, S, d, ["party", "ulti"], False, "C",
        lambda c: not fault_at(c) and not c["facts"]["silent"] and not c["facts"]["results"]["ulti"],
        pre=lambda fin, disc: "7C" in fin[0] and sum(suit(x) == "C" for x in fin[0]) >= 4,
        discard_fn=lambda h, r: choose_discard(h, "C", False, r, avoid=("7C",)),
        extra_fn=ex06b, contra={"ulti": {1: 2, 2: 2}}, pays_fn=pays06, expect_fn=exp06,
        note=lambda c: f"{c['facts']['results']}; ulti contra'd failed: 8 + penalty 4 to each")
    out.append(S)

    # ---- 07: false 40, 20 in a 40-100 game, a real 20 deciding the party ---------------------
    S = Session("07-false-marriages.json", "Deal 0: plain party in leaves; a defender says 40 holding only the "
                "king of leaves (party lost either way). Deal 1: 40-100 in acorns; a defender says 20 (holds the "
                "pair) though a 100 goal was bid. Deal 2: plain party in bells decided by the declarer's real 20.")
    d = 0
    decl = 1
    fd = 2

    def ex07(c):
        return ({2: [{"type": "declare", "seat": fd, "items": [{"kind": "marriage", "points": 40}]}]}, {})

    std(rng, S, d, ["party"], False, "S",
        lambda c: not fault_at(c) and not c["facts"]["silent"] and not c["facts"]["results"]["party"] and
        c["facts"]["def_total"] - 40 > c["facts"]["dec_total"] - 0 or False,
        pre=lambda fin, disc: "KS" in fin[fd] and "QS" not in fin[fd], extra_fn=ex07,
        expect_fn=lambda c: [(idx_of(c["events"], lambda e: e["type"] == "declare"), "false_marriage",
                              "40 without the queen of leaves")],
        note=lambda c: f"party lost even without the false 40: dec {c['facts']['dec_total']} def {c['facts']['def_total']}")
    d = 1
    decl = 2
    fd = 0

    def pre07b(fin, disc):
        side = [x for x in "HDS" if has(fin[fd], ["K" + x, "Q" + x])]
        return has(fin[decl], ["KC", "QC"]) and bool(side)

    def ex07b(c):
        return ({1: [{"type": "declare", "seat": fd, "items": [{"kind": "marriage", "points": 20}]}]}, {})

    std(rng, S, d, ["40-100"], False, "C", lambda c: not fault_at(c) and not c["facts"]["silent"],
        pre=pre07b, marriages_fn=lambda fin: {("trumpKQ", decl): True}, extra_fn=ex07b,
        expect_fn=lambda c: [(idx_of(c["events"], lambda e: e["type"] == "declare"), "marriage_not_allowed",
                              "no 20/40 in a 100 game")],
        note=lambda c: f"40-100 {c['facts']['results']}, dec cards {c['facts']['card_points'][decl]}")
    d = 2
    decl = 0

    def pre07c(fin, disc):
        return has(fin[decl], ["KH", "QH"]) and not any(has(fin[s], ["K" + x, "Q" + x]) for s in (1, 2) for x in SUITS)

    def ex07c(c):
        return ({0: [{"type": "declare", "seat": decl, "items": [{"kind": "marriage", "points": 20}]}]}, {})

    std(rng, S, d, ["party"], False, "D",
        lambda c: not fault_at(c) and not c["facts"]["silent"] and c["facts"]["results"]["party"] and
        c["facts"]["dec_total"] - 20 < c["facts"]["def_total"],
        pre=pre07c, marriages_fn=lambda fin: {decl: [20]}, extra_fn=ex07c,
        note=lambda c: f"party won only thanks to the 20: dec {c['facts']['dec_total']} def {c['facts']['def_total']}")
    out.append(S)

    # ---- 08: the talon's points; take then pass -------------------------------------------------
    S = Session("08-talon-faults.json", "Deal 0: plain party in acorns; the declarer laid away an ace and a ten: "
                "they count to the defenders, so the party is lost; the table paid it as won. Deal 1: the second "
                "seat takes the talon, lays two away and then passes (a pass hands the talon on untouched); the "
                "first bidder plays his plain party.")
    d = 1
    decl = 2

    def disc08(h, r):
        a = [c for c in h if suit(c) != "C" and rank(c) in ("A", "10")]
        if len(a) < 2:
            return None
        return a[:2]

    def pays08(c):
        defs = [s for s in range(3) if s != decl]
        return P([(x, decl, 1, "party") for x in defs])

    std(rng, S, d, ["party"], False, "C",
        lambda c: not fault_at(c) and not c["facts"]["silent"] and not c["facts"]["results"]["party"] and
        c["facts"]["card_points"][decl] > c["facts"]["def_total"] - 20,
        discard_fn=disc08, pays_fn=pays08,
        expect_fn=lambda c: [(c["pay_base"], "wrong_payment", "party lost: declarer pays"),
                             (c["pay_base"] + 1, "wrong_payment", "party lost: declarer pays")],
        note=lambda c: f"dec {c['facts']['card_points'][decl]} vs def tricks "
                       f"{c['facts']['def_total'] - 20} + talon 20 = {c['facts']['def_total']}")
    d = 2
    decl = 0

    def auc08(ctx):
        fin = ctx["fin"]
        T = ctx["disc"]   # the final talon: seat 1's discard
        X0 = [c for c in fin[1] if c not in T][:2]  # declarer's own discard, taken by seat 1 and kept
        # seat 1 takes X0, lays T away; build hands backwards
        hands = [list(h) for h in fin]
        h1 = [c for c in hands[1] if c not in X0] + list(T)
        hands[1] = h1
        hands[0] = hands[0] + list(X0)
        script = [("bid", 0, ["party"], False), ("takepass", 1, T), ("pass", 2), ("pass", 0)]
        return auction_events(d, script, [X0]), hands

    def mk08(rng_):
        pass

    # declarer 0's final 10 = his 12 - X0; the talon the defenders get is T (seat 1's discard, from seat 1's
    # dealt cards). Simulate with make_deal: 'disc' = T taken out of seat 1's 12? Simplest: generate here.
    for _ in range(20000):
        finals, two = random_split(rng)
        fin = [list(h) for h in finals]
        T = [c for c in fin[1] if rank(c) not in ("A", "10")][:2] if False else list(two)
        plays_r = play_out(fin, decl, "D", rng)
        plays, winners = plays_r
        if any(fk for _, _, fk in plays):
            continue
        pays, facts = score_deal(decl, ["party"], False, "D", plays, winners, T, {}, {})
        if facts["silent"]:
            continue
        break
    ctx = dict(fin=fin, disc=T, plays=plays, winners=winners, pays=pays, facts=facts)
    ev, hands = auc08(ctx)
    ev += trump_event(decl, "D", False, False)
    pe, marks = play_events(plays)
    ev += pe + P(pays)
    S.add(d, hands, ev, [(idx_of(ev, lambda e: e["type"] == "bid" and e["seat"] == 1), "illegal_bid",
                          "a pass after taking the talon")],
          f"party in bells by the first bidder; defenders' talon = seat 1's discard {T}; {facts['results']} "
          f"dec {facts['dec_total']} def {facts['def_total']}")
    out.append(S)

    # ---- 09: a 20 too late; red marriages; wrong running total ---------------------------------
    S = Session("09-late-20-and-totals.json", "Deal 0: plain party in bells; a defender says 20 at trick 2 (too "
                "late). Deal 1: red party with the declarer's 40 and 20 (clean). Deal 2: plain party in leaves, "
                "clean; running totals written after each deal, one wrong after deal 2.")
    totals = [0, 0, 0]
    d = 0
    decl = 1
    fd = 2

    def ex09(c):
        # the defender's first card of trick 2: find its play index
        k = [i for i, (s_, _, _) in enumerate(c["plays"]) if s_ == fd and i >= 3][0]
        return ({}, {k: [{"type": "declare", "seat": fd, "items": [{"kind": "marriage", "points": 20}]}]})

    def tot_fn(c, wrong=None):
        n = net(c["pays"])
        for i in range(3):
            totals[i] += n[i]
        ev = P(c["pays"])
        for i in range(3):
            v = totals[i] + (wrong if wrong is not None and i == 1 else 0)
            ev.append({"type": "total", "party": i, "points": v})
        return ev

    def pre09(fin, disc):
        return any(has(fin[fd], ["K" + x, "Q" + x]) for x in "HSC")

    std(rng, S, d, ["party"], False, "D",
        lambda c: not fault_at(c) and not c["facts"]["silent"] and (c["facts"]["dec_total"] - c["facts"]["def_total"]) > 20,
        pre=pre09, extra_fn=ex09, pays_fn=tot_fn,
        expect_fn=lambda c: [(idx_of(c["events"], lambda e: e["type"] == "declare"), "marriage_not_allowed",
                              "20 said after the first trick")],
        note=lambda c: f"party {c['facts']['results']} by {c['facts']['dec_total']} to {c['facts']['def_total']} (20 or not)")
    d = 1
    decl = 2

    def pre09b(fin, disc):
        return has(fin[decl], ["KH", "QH", "KS", "QS"]) and not any(
            has(fin[s], ["K" + x, "Q" + x]) for s in (0, 1) for x in SUITS)

    def ex09b(c):
        return ({0: [{"type": "declare", "seat": decl, "items": [{"kind": "marriage", "points": 40},
                                                                 {"kind": "marriage", "points": 20}]}]}, {})

    std(rng, S, d, ["party"], True, "H", lambda c: not fault_at(c) and not c["facts"]["silent"], pre=pre09b,
        marriages_fn=lambda fin: {decl: [40, 20]}, extra_fn=ex09b, pays_fn=tot_fn,
        note=lambda c: f"red party {c['facts']['results']} dec {c['facts']['dec_total']} def {c['facts']['def_total']}")
    d = 2
    decl = 0
    std(rng, S, d, ["party"], False, "S", lambda c: not fault_at(c) and not c["facts"]["silent"],
        pays_fn=lambda c: tot_fn(c, wrong=2),
        expect_fn=lambda c: [(len(c["events"]) - 2, "wrong_total", "seat 1's running total 2 too high")],
        note=lambda c: f"party {c['facts']['results']}; totals {totals}")
    out.append(S)

    # ---- 10: red durchmarsch, failure to over-trump; silent ulti lost by a defender ---------------
    S = Session("10-durchmarsch-overtrump.json", "Deal 0: red durchmarsch; a defender under-trumps where he could "
                "over-trump; settled per the revoke penalty (the declarer wins it). Deal 1: plain party; a "
                "defender loses the last trick with the trump seven: he pays 4 to each other player; the table "
                "writes only his payment to the declarer.")
    d = 1
    decl = 2

    def pl10(fin):
        def f(hand, tr):
            if not tr:
                return None
            for c in hand:
                if fault_kind(hand, tr, "H", c) == "failure_to_overtake" and suit(c) == "H":
                    return c
            return None
        return {(t, s): f for t in range(1, 9) for s in (0, 1)}

    def want10(c):
        fl = fault_at(c)
        if len(fl) != 1:
            return False
        _, _, silent = c["facts"].get("results"), None, None
        pays2, facts2 = score_deal(decl, ["durchmarsch"], True, "H", c["plays"], c["winners"], c["disc"], {}, {})
        return not facts2["silent"] and not facts2["results"]["durchmarsch"]

    def pre10(fin, disc):
        return sum(suit(x) == "H" for x in fin[decl]) >= 5 and sum(rank(x) == "A" for x in fin[decl]) >= 3

    # plant at the first chance only: a plant dict keyed on every (trick, defender) would plant many;
    # make_deal filters to exactly one fault.
    def plant10(fin):
        state = {"done": False}
        base = pl10(fin)

        def wrap(f):
            def g(hand, tr):
                if state["done"]:
                    return rng.choice(legal(hand, tr, "H"))
                r = f(hand, tr)
                if r:
                    state["done"] = True
                    return r
                return rng.choice(legal(hand, tr, "H")) if tr else rng.choice(hand)
            return g
        return {k: wrap(v) for k, v in base.items()}

    std(rng, S, d, ["durchmarsch"], True, "H", want10, pre=pre10, plant=plant10, penalty_side="defenders",
        expect_fn=lambda c: [(c["base"] + c["marks"][fault_at(c)[0][0]], "failure_to_overtake",
                              "a defender under-trumped")],
        note="as played the durchmarsch fails (the under-trump let the other defender's trump win, or similar); "
             "penalty: declarer wins it: 12 from each")
    d = 2
    decl = 0

    def want10b(c):
        sl = c["facts"]["silent"]
        return not fault_at(c) and len(sl) == 1 and sl[0][0] == "silent-ulti" and sl[0][1] != decl and not sl[0][2]

    def pays10b(c):
        out_ = []
        for a, b, m, r in c["pays"]:
            if r == "silent-ulti" and b != decl:
                continue
            out_.append((a, b, m, r))
        return P(out_)

    std(rng, S, d, ["party"], False, "S", want10b, pays_fn=pays10b,
        expect_fn=lambda c: [(None, "missing_payment", "the failed silent ulti's 4 to the other defender")],
        note=lambda c: f"party {c['facts']['results']}; silent {c['facts']['silent']}")
    out.append(S)

    # ---- 11: ulti: the seven played early; red ulti failed paid short -------------------------
    S = Session("11-ulti-seven-and-red-penalty.json", "Deal 0: plain ulti in leaves; the declarer plays the "
                "trump seven in trick 5 while holding other legal cards. Deal 1: red ulti failed: the table pays "
                "the failed-ulti penalty at 4 instead of red 8.")
    d = 2
    decl = 0

    def plant11(fin):
        def f(hand, tr):
            if "7S" not in hand:
                return None
            lg = legal(hand, tr, "S")
            if "7S" in lg and len(lg) > 1:
                return "7S"
            return None
        return {(4, decl): f}

    std(rng, S, d, ["party", "ulti"], False, "S",
        lambda c: len(fault_at(c)) == 1 and fault_at(c)[0][3] == "early_trump_seven" and
        not c["facts"]["results"]["party"],
        pre=lambda fin, disc: "7S" in fin[decl] and sum(suit(x) == "S" for x in fin[decl]) >= 4,
        discard_fn=lambda h, r: choose_discard(h, "S", False, r, avoid=("7S",)), plant=plant11,
        expect_fn=lambda c: [(c["base"] + c["marks"][fault_at(c)[0][0]], "early_trump_seven", "7S in trick 5")],
        note=lambda c: f"{c['facts']['results']}: party and ulti lost as played and by penalty alike: 1 + 4 + 4 each")
    d = 0
    decl = 1

    def pays11(c):
        return P([(a, b, 4 if r == "ulti-penalty" else m, r) for a, b, m, r in c["pays"]])

    def exp11(c):
        return [(i, "wrong_payment", "red ulti penalty is 8") for i, e in enumerate(c["events"])
                if e["type"] == "payment" and e.get("reason") == "ulti-penalty"]

    std(rng, S, d, ["party", "ulti"], True, "H",
        lambda c: not fault_at(c) and not c["facts"]["silent"] and not c["facts"]["results"]["ulti"],
        pre=lambda fin, disc: "7H" in fin[decl] and sum(suit(x) == "H" for x in fin[decl]) >= 4,
        discard_fn=lambda h, r: choose_discard(h, "H", False, r, avoid=("7H",)), pays_fn=pays11, expect_fn=exp11,
        note=lambda c: f"red ulti {c['facts']['results']}")
    out.append(S)

    # ---- 12: 20-100 with a late recontra; silent 100 replacing the party --------------------
    S = Session("12-20-100-and-silent-100.json", "Deal 0: plain 20-100 in bells (declarer holds the heart pair); "
                "a defender contras it in trick 1, the declarer's recontra comes in trick 2 (too late). Deal 1: "
                "plain party in acorns; the declarer makes 100 with his 40: silent 100 replaces the party, the "
                "table pays both.")
    d = 0
    decl = 1

    def ex12(c):
        return ({1: [{"type": "double", "seat": 2, "target": "20-100", "level": 2}]},
                {4: [{"type": "double", "seat": decl, "target": "20-100", "level": 4}]})

    std(rng, S, d, ["20-100"], False, "D", lambda c: not fault_at(c) and not c["facts"]["silent"],
        pre=lambda fin, disc: has(fin[decl], ["KH", "QH"]) and sum(suit(x) == "D" for x in fin[decl]) >= 5,
        marriages_fn=lambda fin: {("sideKQ", decl): True}, extra_fn=ex12, contra={"20-100": {0: 2, 2: 2}},
        expect_fn=lambda c: [(idx_of(c["events"], lambda e: e["type"] == "double", 1), "illegal_double",
                              "recontra after the first trick")],
        note=lambda c: f"20-100 {c['facts']['results']} dec cards {c['facts']['card_points'][decl]}; contra x2 only")
    d = 1
    decl = 2

    def ex12b(c):
        return ({0: [{"type": "declare", "seat": decl, "items": [{"kind": "marriage", "points": 40}]}]}, {})

    def pays12b(c):
        defs = [s for s in range(3) if s != decl]
        return P([(x, decl, 1, "party") for x in defs]) + P(c["pays"])

    std(rng, S, d, ["party"], False, "C",
        lambda c: not fault_at(c) and [k for k, s_, ok in c["facts"]["silent"]] == ["silent-100"] and
        c["facts"]["silent"][0][1] == decl,
        pre=lambda fin, disc: has(fin[decl], ["KC", "QC"]) and sum(suit(x) == "C" for x in fin[decl]) >= 5 and
        sum(rank(x) in "A10" for x in fin[decl]) >= 4,
        marriages_fn=lambda fin: {decl: [40]}, extra_fn=ex12b, pays_fn=pays12b,
        expect_fn=lambda c: [(c["pay_base"], "unexpected_payment", "party replaced by silent 100"),
                             (c["pay_base"] + 1, "unexpected_payment", "party replaced by silent 100")],
        note=lambda c: f"dec {c['facts']['dec_total']}: silent 100 (2 each) replaces the party")
    out.append(S)

    # ---- 13: folds --------------------------------------------------------------------------
    S = Session("13-folds.json", "Deal 0: plain party folded (2 to each defender), clean. Deal 1: red party "
                "folded (only the plain party may fold) and then played out; paid as played. Deal 2: plain party "
                "lost, the table pays it the wrong way round.")
    d = 0
    decl = 1
    finals, two = random_split(rng)
    h12 = finals[decl] + two
    disc = choose_discard(h12, "S", False, rng)
    fin = [list(h) for h in finals]
    fin[decl] = [c for c in h12 if c not in disc]
    ev = simple_auction(d, decl, ["party"], False, disc) + trump_event(decl, "S", False, False)
    ev += [{"type": "call", "seat": decl, "call": "fold"}]
    ev += P([(decl, 2, 2, "fold"), (decl, 0, 2, "fold")])
    S.add(d, dealt_simple(fin, decl, disc), ev, [], "fold: 2 to each")
    d = 1
    decl = 2

    def auc13(ctx):
        ev_ = simple_auction(d, decl, ["party"], True, ctx["disc"]) + [{"type": "call", "seat": decl, "call": "fold"}]
        return ev_, dealt_simple(ctx["fin"], decl, ctx["disc"])

    std(rng, S, d, ["party"], True, "H", lambda c: not fault_at(c) and not c["facts"]["silent"], auction=auc13,
        expect_fn=lambda c: [(5, "illegal_fold", "red party may not fold")],
        note=lambda c: f"red party played: {c['facts']['results']}")
    d = 2
    decl = 0

    def pays13(c):
        return P([(b, a, m, r) for a, b, m, r in c["pays"]])

    std(rng, S, d, ["party"], False, "D", lambda c: not fault_at(c) and not c["facts"]["silent"] and
        not c["facts"]["results"]["party"], pays_fn=pays13,
        expect_fn=lambda c: [(c["pay_base"], "wrong_payment", "reversed"), (c["pay_base"] + 1, "wrong_payment",
                                                                            "reversed")],
        note=lambda c: f"party lost {c['facts']['dec_total']} to {c['facts']['def_total']}; paid reversed")
    out.append(S)
    return out


if __name__ == "__main__":
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 9
    sessions, rng = gen(seed)
    sessions += gen_more(rng)
    for S in sessions:
        S.write()
        print(S.name)
        for di, n in enumerate(S.notes):
            print("   deal", di, ":", n)
        for e in S.expect:
            print("   expect", e)
