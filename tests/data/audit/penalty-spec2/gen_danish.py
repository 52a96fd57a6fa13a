"""Danish Tarok: penalty transcripts (§18), blind model in danish_model.py (checked against the
project's examples/danish-tarok/clean.json payments, which it reproduces exactly).

§18 Kary:
  Powierzchowne - bez kar: ... Nazwanie Jokera w sytuacji, kiedy nie da się podążać za kolorem ...
  Małe - 5 do każdej puli: ...
  Duże - 20 do każdej puli (gra trwa nadal): Ogłoszenie Deklaracji zanim zrobił to Rozdający;
        Rozpoczęcie kolejki poza kolejnością; Rzucenie karty poza kolejnością; Zażądanie
        zdemaskowania Jokera (w trzeciej kolejce od końca), kiedy Joker już był użyty w grze.
  Nie do poprawienia - 40 do każdej puli (Unieważnienie rozdania. Rozdaje nowy Rozdający):
        Niewłaściwe odrzucenie kart do Skata ...; Błędy w Deklaracji ...; zła ilość kart ...
"""

import copy
import random

import danish_model as m
from common import penalty, score, write

PLAYERS = ["Agnieszka", "Bartek", "Celina"]


def deal_hands(rng, dealer):
    d = m.DECK[:]
    rng.shuffle(d)
    hands = [None] * 3
    k = 0
    for s in range(3):
        seat = (dealer + 1 + s) % 3
        hands[seat] = d[k:k + 25]
        k += 25
    hands[dealer] = hands[dealer] + d[75:78]
    return hands


def pick_discard(rng, hand):
    pips = [c for c in hand if not m.is_trump(c) and c != "JOKER" and m.rank(c) not in m.COURTS]
    return rng.sample(pips, 3)


def random_play(rng, dealer, hands, discard, fault=None, joker_lead_exhausted=False):
    """Random legal play; the Joker holder plays it at his first turn as a follower (or, with
    joker_lead_exhausted, leads it naming a suit nobody holds any more).  fault = (trick, seat,
    'revoke'): that seat plays a card it may not.  Returns plays [(seat, card, named)] or None."""
    hand = [list(h) for h in hands]
    for c in discard:
        hand[dealer].remove(c)
    plays = []
    leader = (dealer + 1) % 3
    planted = None
    for t in range(25):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            lg = m.legal(hand[s], trick, t)
            named = None
            if fault and fault[0] == t and fault[1] == s:
                if not trick:
                    return None, None
                bad = [c for c in hand[s] if c not in lg and c != "JOKER"]
                if not bad:
                    return None, None
                c = rng.choice(bad)
                planted = (t, s, c)
            elif joker_lead_exhausted and "JOKER" in hand[s]:
                if not trick and 5 <= t < 20:
                    gone = [x for x in m.SUITS if not any(m.suit(y) == x for h in hand for y in h)]
                    # both followers must hold a trump, so a trump wins the trick
                    if gone and all(any(m.is_trump(y) for y in hand[o]) for o in m.others(s)):
                        c, named = "JOKER", gone[0]
                    else:
                        c = rng.choice([x for x in lg if x != "JOKER"] or lg)
                elif t >= 20:
                    return None, None
                else:
                    c = rng.choice([x for x in lg if x != "JOKER"] or lg)
            elif "JOKER" in lg and trick:
                c = "JOKER"
            else:
                ch = [x for x in lg if x != "JOKER"] or lg
                c = rng.choice(ch)
            hand[s].remove(c)
            trick.append((s, c, named))
            plays.append((s, c, named))
        leader = m.winner(trick)
    return plays, planted


def plain_deal(rng, dealer, want=None, fault=None, joker_lead_exhausted=False):
    for _ in range(100000):
        hands = deal_hands(rng, dealer)
        discard = pick_discard(rng, hands[dealer])
        if want and not want(hands, discard):
            continue
        plays, planted = random_play(rng, dealer, hands, discard, fault, joker_lead_exhausted)
        if plays is None:
            continue
        if fault and not planted:
            continue
        if joker_lead_exhausted and not any(c == "JOKER" and n for _, c, n in plays):
            continue
        # no ultimo / przydupek / nolo / tout: keep the last trick and the settlement simple
        t = m.Table(3)
        try:
            ev, info = m.play_deal(t, dealer, hands, discard, plays, first=True)
        except AssertionError:
            continue
        if info.get("last_special"):
            continue
        return hands, discard, plays, planted
    raise RuntimeError("no deal")


def trick_bounds(ev):
    """Index of the first play of each trick."""
    ps = [i for i, e in enumerate(ev) if e["type"] == "play"]
    return ps[0::3]


def insert_after_trick(ev, trick_no, new):
    starts = trick_bounds(ev)
    at = starts[trick_no + 1] if trick_no + 1 < len(starts) else len(ev)
    # keep the trick's own rule payments before the penalty
    ev[at:at] = new
    return at


def fine(table, seat, amount, ev_list):
    out = []
    table.pay(seat, "pagat_pool", amount, "penalty", out)
    table.pay(seat, "king_pool", amount, "penalty", out)
    return out


def transcript(deals, note):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"audit": "penalty-spec2", "note": note},
        "deals": deals,
    }


def swap_out_of_turn(plays, trick_no):
    """The third card of the trick recorded before the second: the third seat played out of turn."""
    p = list(plays)
    i = 3 * trick_no
    assert "JOKER" not in (p[i][1], p[i + 1][1], p[i + 2][1])
    p[i + 1], p[i + 2] = p[i + 2], p[i + 1]
    return p, p[i + 1][0]


def good_trick(plays, lo, hi, rng):
    cands = [t for t in range(lo, hi) if all(plays[3 * t + k][1] != "JOKER" for k in range(3))]
    return rng.choice(cands)


def move_declare_first(ev, dealer):
    """Record the declaration of the player after the dealer (with its payments) before the
    dealer's own declaration.  Returns the new event list and the index of the early declare."""
    i_d = next(i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == dealer)
    nxt = (dealer + 1) % 3
    i_n = next(i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == nxt)
    j = i_n + 1
    while j < len(ev) and ev[j]["type"] == "payment" and ev[j].get("reason") == "declaration":
        j += 1
    block = ev[i_n:j]
    rest = ev[:i_n] + ev[j:]
    new = rest[:i_d] + block + rest[i_d:]
    return new, i_d, len(block)


def main():
    out = {}
    notes = {}

    # ---------------- 20: out of turn (large, 20 to each pool) recorded right; then a player who
    # declares before the dealer and later plays out of turn: two large penalties.
    rng = random.Random(301)
    table = m.Table(3)
    hands0, disc0, plays0, _ = plain_deal(rng, 0)
    t0 = good_trick(plays0, 4, 14, rng)
    plays0s, off0 = swap_out_of_turn(plays0, t0)
    ev0, info0 = m.play_deal(table, 0, hands0, disc0, plays0s, first=True)
    fine0 = [penalty(off0, "out_of_turn", 20)] + fine(table, off0, 20, None)
    at0 = insert_after_trick(ev0, t0, fine0)
    fault0 = info0["play_idx"][3 * t0 + 1]

    dealer1 = 1
    early = 2

    def want1(h, d):
        hh = [c for c in h[early]]
        return bool(m.declarations(hh))

    while True:
        hands1, disc1, plays1, _ = plain_deal(rng, dealer1, want=want1)
        # a trick led by seat 0: order 0,1,2 -> seat 2 recorded before seat 1
        cands = [t for t in range(6, 20) if plays1[3 * t][0] == 0 and all(plays1[3 * t + k][1] != "JOKER" for k in range(3))]
        if cands:
            break
    t1 = rng.choice(cands)
    plays1s, off1 = swap_out_of_turn(plays1, t1)
    assert off1 == early
    ev1, info1 = m.play_deal(table, dealer1, hands1, disc1, plays1s)
    ev1, i_early, blen = move_declare_first(ev1, dealer1)
    f1a = [penalty(early, "declaration_out_of_turn", 20)] + fine(table, early, 20, None)
    at1a = i_early + blen
    ev1[at1a:at1a] = f1a
    f1b = [penalty(early, "out_of_turn", 20)] + fine(table, early, 20, None)
    at1b = insert_after_trick(ev1, t1, f1b)
    fault1b = [i for i, e in enumerate(ev1) if e["type"] == "play"][3 * t1 + 1]
    out["19-danish-out-of-turn-and-two-faults.json"] = transcript(
        [{"dealer": 0, "hands": hands0, "events": ev0}, {"dealer": dealer1, "hands": hands1, "events": ev1}],
        "Deal 0: a card played out of turn, the large penalty (20 to each pool) recorded and paid. Deal 1: Celina declares before the dealer and later plays out of turn: two large penalties, both recorded and paid.",
    )
    notes["19"] = dict(d0=dict(fault=fault0, seat=off0, penalty_at=at0), d1=dict(early_declare=i_early, penalty1_at=at1a, fault2=fault1b, penalty2_at=at1b, seat=early))

    # ---------------- 21: a false Joker demand in the third-last trick (large); the penalty
    # recorded with 5 instead of 20; the payments right.
    rng = random.Random(302)
    table = m.Table(3)
    hands, disc, plays, _ = plain_deal(rng, 0)
    ev, info = m.play_deal(table, 0, hands, disc, plays, first=True)
    starts = trick_bounds(ev)
    lead22 = ev[starts[22]]["seat"]
    caller = (lead22 + 1) % 3
    ev.insert(starts[22], {"type": "call", "seat": caller, "call": "joker"})
    call_at = starts[22]
    f = [penalty(caller, "false_joker_demand", 5)] + fine(table, caller, 20, None)
    pen_at = insert_after_trick(ev, 22, f)
    out["20-danish-false-joker-demand-wrong-amount.json"] = transcript(
        [{"dealer": 0, "hands": hands, "events": ev}],
        "A player demands the Joker in the third-last trick though it was played long before (large: 20 to each pool). The payments are right; the penalty event says 5.",
    )
    notes["20"] = dict(call_at=call_at, caller=caller, penalty_at=pen_at)

    # ---------------- 22: deal 0, the player after the dealer declares first (large), the fine
    # paid as payments only; deal 1, no fault but a penalty event (no payment).
    rng = random.Random(303)
    table = m.Table(3)
    dealer0 = 2
    early = 0
    hands0, disc0, plays0, _ = plain_deal(rng, dealer0, want=lambda h, d: bool(m.declarations(h[early])))
    ev0, info0 = m.play_deal(table, dealer0, hands0, disc0, plays0, first=True)
    ev0, i_early, blen = move_declare_first(ev0, dealer0)
    at = i_early + blen
    ev0[at:at] = fine(table, early, 20, None)
    dealer1 = 0
    hands1, disc1, plays1, _ = plain_deal(rng, dealer1)
    ev1, info1 = m.play_deal(table, dealer1, hands1, disc1, plays1)
    starts = trick_bounds(ev1)
    pen1 = starts[9]
    ev1.insert(pen1, penalty(1, "out_of_turn", 20))
    out["21-danish-declared-first-paid-and-penalty-without-fault.json"] = transcript(
        [{"dealer": dealer0, "hands": hands0, "events": ev0}, {"dealer": dealer1, "hands": hands1, "events": ev1}],
        "Deal 0: Agnieszka declares before the dealer (large); the fine is paid (20 to each pool) but no penalty event is written. Deal 1: a clean deal with a penalty event against Bartek and no fault.",
    )
    notes["21"] = dict(d0=dict(early_declare=i_early, fine_at=at), d1=dict(penalty_at=pen1))

    # ---------------- 23: the dealer lays a king into the skat (irreparable: 40 to each pool,
    # the deal void, the next dealer deals); penalty and fine written against the wrong player.
    rng = random.Random(304)
    table = m.Table(3)
    dealer0 = 1
    for _ in range(100000):
        hands0 = deal_hands(rng, dealer0)
        kings = [c for c in hands0[dealer0] if not m.is_trump(c) and c != "JOKER" and m.rank(c) == "K"]
        if not kings:
            continue
        pips = [c for c in hands0[dealer0] if not m.is_trump(c) and c != "JOKER" and m.rank(c) not in m.COURTS]
        disc0 = [kings[0]] + pips[:2]
        after = [c for c in hands0[dealer0] if c not in disc0]
        if m.declarations(after) or any(m.declarations(hands0[s]) for s in range(3) if s != dealer0):
            continue
        if m.declarations(hands0[dealer0]):
            continue
        break
    ev0 = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            table.pay(s, pool, 20, "foundation", ev0)
    table.pay(dealer0, "pagat_pool", 5, "deal_fee", ev0)
    table.pay(dealer0, "king_pool", 5, "deal_fee", ev0)
    ev0.append({"type": "discard", "seat": dealer0, "cards": disc0})
    for k in range(3):
        ev0.append({"type": "declare", "seat": (dealer0 + k) % 3, "items": []})
    wrong = (dealer0 + 1) % 3
    pen0 = len(ev0)
    ev0.append(penalty(wrong, "illegal_skat", 40, note="a king found in the skat: the deal is void"))
    ev0 += fine(table, wrong, 40, None)
    dealer1 = 2
    hands1, disc1, plays1, _ = plain_deal(rng, dealer1)
    ev1, info1 = m.play_deal(table, dealer1, hands1, disc1, plays1)
    out["22-danish-king-in-skat-wrong-player.json"] = transcript(
        [{"dealer": dealer0, "hands": hands0, "events": ev0}, {"dealer": dealer1, "hands": hands1, "events": ev1}],
        "Deal 0: Bartek (dealer) lays a king into the skat; the deal is void and the next dealer deals; the table writes the irreparable penalty (40 to each pool) against Celina and has her pay it. Deal 1: a normal deal.",
    )
    notes["22"] = dict(discard=disc0, discard_at=8, penalty_at=pen0)

    # ---------------- 24: deal 0 a revoke settled as played, nothing recorded for it; deal 1 a
    # card out of turn, the fine only in the score lines (net chips per seat and pool).
    rng = random.Random(305)
    table = m.Table(3)
    dealer0 = 0
    seat_r = 2
    while True:
        t_r = rng.randrange(3, 15)
        try:
            hands0, disc0, plays0, planted = plain_deal(rng, dealer0, fault=(t_r, seat_r, "revoke"))
            break
        except RuntimeError:
            continue
    ev0, info0 = m.play_deal(table, dealer0, hands0, disc0, plays0, first=True)
    revoke_at = info0["play_idx"][plays0.index((planted[1], planted[2], None))]
    dealer1 = 1
    hands1, disc1, plays1, _ = plain_deal(rng, dealer1)
    t1 = good_trick(plays1, 5, 15, rng)
    plays1s, off1 = swap_out_of_turn(plays1, t1)
    before = dict(table.net)
    ev1, info1 = m.play_deal(table, dealer1, hands1, disc1, plays1s)
    fine(table, off1, 20, None)
    nets = {k: table.net[k] - before[k] for k in table.net}
    ev1 = [e for e in ev1 if e["type"] != "payment"]
    fault1 = [i for i, e in enumerate(ev1) if e["type"] == "play"][3 * t1 + 1]
    sc_at = len(ev1)
    ev1 += [score(s, nets[s]) for s in range(3)] + [score(p, nets[p]) for p in ("pagat_pool", "king_pool")]
    out["23-danish-revoke-as-played-and-fine-on-sheet.json"] = transcript(
        [{"dealer": dealer0, "hands": hands0, "events": ev0}, {"dealer": dealer1, "hands": hands1, "events": ev1}],
        "Deal 0: Celina revokes; nothing is recorded for it and the deal is paid as played. Deal 1: a card played out of turn; the table writes the deal only as net chips per seat and pool, the large fine (20 to each pool) included.",
    )
    notes["23"] = dict(d0=dict(revoke_at=revoke_at, planted=planted), d1=dict(fault=fault1, seat=off1, score_at=sc_at, nets=nets))

    # ---------------- 25: the Joker led naming a suit already played out (superficial, no fine).
    rng = random.Random(306)
    table = m.Table(3)
    hands, disc, plays, _ = plain_deal(rng, 2, joker_lead_exhausted=True)
    ev, info = m.play_deal(table, 2, hands, disc, plays, first=True)
    jat = next(i for i, e in enumerate(ev) if e["type"] == "play" and e["card"] == "JOKER")
    out["24-danish-joker-named-played-out-suit.json"] = transcript(
        [{"dealer": 2, "hands": hands, "events": ev}],
        "The Joker is led naming a suit nobody holds any more (§18 superficial: no penalty); everything else as played, no penalty recorded.",
    )
    notes["24"] = dict(joker_at=jat, named=ev[jat].get("named"), seat=ev[jat]["seat"])

    for n, t in out.items():
        write(n, t)
    for k, v in notes.items():
        print(k, v)


if __name__ == "__main__":
    main()
