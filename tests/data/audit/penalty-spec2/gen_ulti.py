"""Ulti (Japanese source, 2013): blind model for the penalty round.

What the source says about penalties:
- ウルティに失敗した場合,この 4 点の他にペナルティとして 4 点を失います.このペナルティには,赤の倍は
  適用されますが,ウルティへのコントラの倍は適用されません.
  (failed ulti: besides the 4 points, 4 more lost as a penalty; red doubles it, contra on ulti does not.)
- 黙ってウルティ ... 10 回目のカード勝負に切札の VII (7) を出して負けたら,その人が他の 2 人に対して
  1 人あたり 4 点を払います.(silent ulti lost: that player pays 4 to each of the other two.)
- Nothing for a failure to follow / trump / overtake: the engine's option revoke_penalty
  (default lose_all_goals) decides; README: a record settled as played is accepted too.
"""

import random

from common import pay, penalty, play, write

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]
PLAYERS = ["Anna", "Béla", "Csilla"]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(card, led, trump):
    """Higher is stronger within the trick."""
    if trump and suit(card) == trump:
        return 200 - TRUMP_ORDER.index(rank(card))
    if suit(card) == led:
        order = TRUMP_ORDER if trump else NT_ORDER
        return 100 - order.index(rank(card))
    return 0


def trick_winner(trick, trump):
    led = suit(trick[0][1])
    return max(trick, key=lambda sc: strength(sc[1], led, trump))[0]


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    cands = [c for c in hand if suit(c) == led]
    if not cands and trump:
        cands = [c for c in hand if suit(c) == trump]
    if not cands:
        return list(hand)
    best = max(strength(c, led, trump) for _, c in trick)
    beating = [c for c in cands if strength(c, led, trump) > best]
    return beating or cands


def points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def deal_cards(rng, dealer):
    d = DECK[:]
    rng.shuffle(d)
    hands = [None] * 3
    first = (dealer + 1) % 3
    hands[first] = d[:12]
    hands[(first + 1) % 3] = d[12:22]
    hands[(first + 2) % 3] = d[22:32]
    return hands


def simulate(rng, hands, declarer, trump, discard, keep7=None, plan=None):
    """Random legal play.  keep7: seat that keeps the trump 7 to the last trick if the rules allow.
    plan: {(trick_no, seat): card} forced plays (faults allowed).  Returns tricks list."""
    hand = [list(h) for h in hands]
    for c in discard:
        hand[declarer].remove(c)
    leader = declarer
    tricks = []
    faults = []
    for t in range(10):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            lg = legal(hand[s], trick, trump)
            if plan and (t, s) in plan:
                c = plan[(t, s)]
                if c not in lg:
                    faults.append((t, s, c))
            else:
                choices = lg
                if keep7 == s and trump and t < 9:
                    k = [c for c in lg if c != "7" + trump]
                    choices = k or lg
                c = rng.choice(choices)
            hand[s].remove(c)
            trick.append((s, c))
        w = trick_winner(trick, trump)
        tricks.append((trick, w))
        leader = w
    return tricks, faults


def marriages(hand10, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand10 and "Q" + s in hand10:
            out.append(40 if s == trump else 20)
    return out


def card_points(tricks, declarer, discard):
    pts = [0, 0, 0]
    for i, (trick, w) in enumerate(tricks):
        pts[w] += points([c for _, c in trick])
        if i == 9:
            pts[w] += 10
    side_decl = pts[declarer]
    side_def = sum(pts) - side_decl + points(discard)
    return side_decl, side_def, pts


def events_for(dealer, hands, declarer, discard, bid, trump, tricks, declares=None, doubles=None):
    ev = [{"type": "discard", "seat": declarer, "cards": discard}, {"type": "bid", "seat": declarer, "bid": bid}]
    ev += [{"type": "bid", "seat": (declarer + k) % 3, "bid": "pass"} for k in (1, 2, 3)]
    if trump and not bid.get("red"):
        ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
    play_idx = {}
    first = True
    for t, (trick, w) in enumerate(tricks):
        for s, c in trick:
            if first or t == 0:
                if declares and s in declares:
                    ev.append({"type": "declare", "seat": s, "items": declares[s]})
                if doubles and s in doubles:
                    ev.extend(doubles[s])
            play_idx[(t, s)] = len(ev)
            ev.append(play(s, c))
        first = False
    return ev, play_idx


def transcript(deals, note, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"audit": "penalty-spec2", "note": note},
        "deals": deals,
    }


def simulate_f(rng, hands, declarer, trump, discard, keep7=None, faults_at=()):
    """Random legal play with planted faults: faults_at = [(trick_no, seat, kind)], kind
    'revoke' (a card of another suit while holding the led suit) or 'no_overtake' (a card of
    the led suit that does not beat the trick while one that does is held)."""
    hand = [list(h) for h in hands]
    for c in discard:
        hand[declarer].remove(c)
    leader = declarer
    tricks = []
    planted = []
    fa = {(t, s): k for t, s, k in faults_at}
    for t in range(10):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            lg = legal(hand[s], trick, trump)
            if (t, s) in fa and trick:
                led = suit(trick[0][1])
                kind = fa[(t, s)]
                if kind == "revoke":
                    bad = [c for c in hand[s] if suit(c) != led] if any(suit(c) == led for c in hand[s]) else []
                else:
                    best = max(strength(c, led, trump) for _, c in trick)
                    follow = [c for c in hand[s] if suit(c) == led]
                    bad = [c for c in follow if strength(c, led, trump) <= best] if any(strength(c, led, trump) > best for c in follow) else []
                if trump and keep7 == s:
                    bad = [c for c in bad if c != "7" + trump] or bad
                if not bad:
                    return None, None
                c = rng.choice(bad)
                planted.append((t, s, c, kind))
            else:
                choices = lg
                if keep7 == s and trump and t < 9:
                    choices = [c for c in lg if c != "7" + trump] or lg
                c = rng.choice(choices)
            hand[s].remove(c)
            trick.append((s, c))
        w = trick_winner(trick, trump)
        tricks.append((trick, w))
        leader = w
    return tricks, planted


def last_trick_seven(tricks, trump):
    trick, w = tricks[9]
    for s, c in trick:
        if c == "7" + trump:
            return s, w == s
    return None, None


def outcome(tricks, declarer, discard, trump, decl_hand10, hands10, count_marriages=True):
    d, f, pts = card_points(tricks, declarer, discard)
    md = sum(marriages(decl_hand10, trump)) if count_marriages else 0
    mf = sum(sum(marriages(hands10[s], trump)) for s in range(3) if s != declarer) if count_marriages else 0
    won_trick = any(w == declarer for _, w in tricks)
    return d + md, f + mf, won_trick


def choose(rng, dealer, want):
    """Search a deal: want(hands, declarer, rng) -> dict or None."""
    for _ in range(200000):
        hands = deal_cards(rng, dealer)
        r = want(hands, (dealer + 1) % 3, rng)
        if r:
            return hands, r
    raise RuntimeError("not found")


def pick_trump_and_discard(hand12, rng, need_kq=False):
    for t in rng.sample(SUITS, 4):
        trumps = [c for c in hand12 if suit(c) == t]
        if "7" + t not in hand12 or len(trumps) < 4:
            continue
        if need_kq and not ("K" + t in hand12 and "Q" + t in hand12):
            continue
        low = [c for c in hand12 if suit(c) != t and rank(c) not in ("A", "10", "K", "Q")]
        if len(low) < 2:
            continue
        return t, rng.sample(low, 2)
    return None, None


def declares_for(hands10, trump):
    out = {}
    for s in range(3):
        m = marriages(hands10[s], trump)
        if m:
            out[s] = [{"kind": "marriage", "points": p} for p in sorted(m, reverse=True)]
    return out


def ten_card_hands(hands, declarer, discard):
    h = [list(x) for x in hands]
    for c in discard:
        h[declarer].remove(c)
    return h


def party_payments(declarer, won, value, reason="party"):
    out = []
    for k in (1, 2):
        s = (declarer + k) % 3
        out.append(pay(s, declarer, value, reason) if won else pay(declarer, s, value, reason))
    return out


def fmt_tricks(tricks):
    return " | ".join(" ".join(f"{s}:{c}" for s, c in tr) + f" ->{w}" for tr, w in tricks)


def scenario_failed_ulti(dealer, seed, red=False):
    rng = random.Random(seed)

    def want(hands, decl, rng):
        if red:
            t = "H"
            if "7H" not in hands[decl] or sum(suit(c) == "H" for c in hands[decl]) < 4:
                return None
            low = [c for c in hands[decl] if suit(c) != t and rank(c) not in ("A", "10", "K", "Q")]
            if len(low) < 2:
                return None
            disc = rng.sample(low, 2)
        else:
            t, disc = pick_trump_and_discard(hands[decl], rng)
            if not t or t == "H":
                return None
        tricks, planted = simulate_f(rng, hands, decl, t, disc, keep7=decl)
        s7, won7 = last_trick_seven(tricks, t)
        if s7 != decl or won7:
            return None
        h10 = ten_card_hands(hands, decl, disc)
        d, f, wt = outcome(tricks, decl, disc, t, h10[decl], h10)
        if d >= 100 or f >= 100 or d == f or not wt:
            return None
        return dict(trump=t, discard=disc, tricks=tricks, d=d, f=f, h10=h10)

    return choose(rng, dealer, want)


def scenario_silent_ulti_lost(dealer, seed):
    rng = random.Random(seed)

    def want(hands, decl, rng):
        t, disc = pick_trump_and_discard(hands[decl], rng)
        if t:
            return None
        for t in rng.sample([x for x in SUITS if x != "H"], 3):
            holders = [s for s in range(3) if s != decl and "7" + t in hands[s]]
            if holders and sum(suit(c) == t for c in hands[decl]) >= 4:
                break
        else:
            return None
        low = [c for c in hands[decl] if suit(c) != t and rank(c) not in ("A", "10", "K", "Q")]
        if len(low) < 2:
            return None
        disc = rng.sample(low, 2)
        d7 = holders[0]
        tricks, planted = simulate_f(rng, hands, decl, t, disc, keep7=d7)
        s7, won7 = last_trick_seven(tricks, t)
        if s7 != d7 or won7:
            return None
        h10 = ten_card_hands(hands, decl, disc)
        d, f, wt = outcome(tricks, decl, disc, t, h10[decl], h10)
        if d >= 100 or f >= 100 or d == f or not wt:
            return None
        return dict(trump=t, discard=disc, tricks=tricks, d=d, f=f, h10=h10, seven=d7)

    return choose(rng, dealer, want)


def scenario_fault(dealer, seed, bid_ulti, faulter, kinds, need):
    """faulter: 'decl' or 'def'; kinds: list of fault kinds (one per trick, same seat);
    need(d, f, wt, tricks, t, decl) -> bool on the as-played outcome."""
    rng = random.Random(seed)

    def want(hands, decl, rng):
        t, disc = pick_trump_and_discard(hands[decl], rng)
        if not t or t == "H":
            return None
        seat = decl if faulter == "decl" else (decl + rng.choice((1, 2))) % 3
        ts = sorted(rng.sample(range(1, 8), len(kinds)))
        fa = [(tt, seat, k) for tt, k in zip(ts, kinds)]
        tricks, planted = simulate_f(rng, hands, decl, t, disc, keep7=decl if bid_ulti else None, faults_at=fa)
        if tricks is None or len(planted) != len(kinds):
            return None
        s7, won7 = last_trick_seven(tricks, t)
        if not bid_ulti and s7 is not None:
            return None
        h10 = ten_card_hands(hands, decl, disc)
        d, f, wt = outcome(tricks, decl, disc, t, h10[decl], h10)
        if d >= 100 or f >= 100 or d == f:
            return None
        if not need(d, f, wt, tricks, t, decl):
            return None
        return dict(trump=t, discard=disc, tricks=tricks, d=d, f=f, h10=h10, planted=planted, seat=seat, wt=wt)

    return choose(rng, dealer, want)


def deal_record(dealer, hands, decl, r, bid, doubles=None, marriages_declared=True):
    declares = declares_for(r["h10"], r["trump"]) if marriages_declared else None
    ev, idx = events_for(dealer, hands, decl, r["discard"], bid, r["trump"], r["tricks"], declares, doubles)
    return ev, idx


def main():
    out = {}
    notes = {}

    # ---- U1 clean: failed ulti (spades), payments incl. the ulti penalty
    dealer = 0
    hands, r = scenario_failed_ulti(dealer, 11)
    decl = 1
    bid = {"goals": ["ulti"], "red": False}
    ev, idx = deal_record(dealer, hands, decl, r, bid)
    pwon = r["d"] > r["f"]
    ev += party_payments(decl, pwon, 1)
    ev += party_payments(decl, False, 4, "ulti")
    ev += party_payments(decl, False, 4, "ulti-penalty")
    out["04-ulti-failed-ulti-clean.json"] = transcript(
        [{"dealer": dealer, "hands": hands, "events": ev}],
        "Clean: Béla bids ulti (party + ulti), loses the trump 7 in the last trick; he pays the ulti (4) and the ulti penalty (4) to each defender, party as played.",
    )
    notes["04"] = dict(trump=r["trump"], d=r["d"], f=r["f"], party_won=pwon, tricks=fmt_tricks(r["tricks"]))

    # ---- U2 clean: silent ulti lost by a defender
    dealer = 2
    hands, r = scenario_silent_ulti_lost(dealer, 12)
    decl = 0
    bid = {"goals": ["party"], "red": False}
    ev, idx = deal_record(dealer, hands, decl, r, bid)
    pwon = r["d"] > r["f"]
    ev += party_payments(decl, pwon, 1)
    s7 = r["seven"]
    ev += [pay(s7, o, 4, "silent-ulti") for o in range(3) if o != s7]
    out["05-ulti-silent-ulti-lost-clean.json"] = transcript(
        [{"dealer": dealer, "hands": hands, "events": ev}],
        "Clean: a defender plays the trump 7 in the last trick and loses it: he pays 4 to each of the other two (silent ulti lost).",
    )
    notes["05"] = dict(trump=r["trump"], d=r["d"], f=r["f"], party_won=pwon, seven=s7, tricks=fmt_tricks(r["tricks"]))

    # ---- U3: declarer revokes; penalty recorded against him; settled by lose_all_goals
    dealer = 1
    hands, r = scenario_fault(dealer, 13, False, "decl", ["revoke"], lambda d, f, wt, tr, t, decl: d > f and wt)
    decl = 2
    bid = {"goals": ["party"], "red": False}
    ev, idx = deal_record(dealer, hands, decl, r, bid)
    (ft, fs, fc, fk), = r["planted"]
    fault_ev = idx[(ft, fs)]
    end_of_trick = max(idx[(ft, s)] for s in range(3)) + 1
    ev.insert(end_of_trick, penalty(decl, "revoke", note="the declarer revoked; the table rules she loses every goal"))
    ev += party_payments(decl, False, 1)
    out["06-ulti-declarer-revoke-penalty.json"] = transcript(
        [{"dealer": dealer, "hands": hands, "events": ev}],
        "Csilla (declarer, party) revokes; the table records the penalty and she loses the party (1 to each defender) though she made it as played.",
    )
    notes["06"] = dict(trump=r["trump"], d=r["d"], f=r["f"], fault=(fault_ev, fs, fc, fk), penalty_event=end_of_trick, tricks=fmt_tricks(r["tricks"]))

    # ---- U4: a defender fails to overtake; penalty written against the other defender; lose_all_goals
    dealer = 0
    decl = 1

    def need4(d, f, wt, tricks, t, decl):
        s7, won7 = last_trick_seven(tricks, t)
        return s7 == decl and not won7 and d < f

    hands, r = scenario_fault(dealer, 14, True, "def", ["no_overtake"], need4)
    bid = {"goals": ["ulti"], "red": False}
    ev, idx = deal_record(dealer, hands, decl, r, bid)
    (ft, fs, fc, fk), = r["planted"]
    fault_ev = idx[(ft, fs)]
    other = 3 - decl - fs
    end_of_trick = max(idx[(ft, s)] for s in range(3)) + 1
    ev.insert(end_of_trick, penalty(other, "failure_to_overtake"))
    ev += party_payments(decl, True, 1)
    ev += party_payments(decl, True, 4, "ulti")
    out["07-ulti-penalty-wrong-defender.json"] = transcript(
        [{"dealer": dealer, "hands": hands, "events": ev}],
        "A defender fails to overtake; the table writes the penalty against the other defender; the defenders lose every goal (Béla is paid party and ulti), though as played Béla lost both.",
    )
    notes["07"] = dict(trump=r["trump"], d=r["d"], f=r["f"], fault=(fault_ev, fs, fc, fk), penalty_event=end_of_trick, penalised=other, tricks=fmt_tricks(r["tricks"]))

    # ---- U5: one defender revokes twice; no penalty recorded; settled as played
    dealer = 2
    decl = 0
    hands, r = scenario_fault(dealer, 15, False, "def", ["revoke", "revoke"], lambda d, f, wt, tr, t, decl: d < f)
    bid = {"goals": ["party"], "red": False}
    ev, idx = deal_record(dealer, hands, decl, r, bid)
    faults = [(idx[(t, s)], s, c, k) for t, s, c, k in r["planted"]]
    ev += party_payments(decl, False, 1)
    out["08-ulti-two-revokes-as-played.json"] = transcript(
        [{"dealer": dealer, "hands": hands, "events": ev}],
        "One defender revokes twice; nothing recorded for it; the deal is paid as played (Anna loses her party).",
    )
    notes["08"] = dict(trump=r["trump"], d=r["d"], f=r["f"], faults=faults, tricks=fmt_tricks(r["tricks"]))

    # ---- U6: two deals; red failed ulti with contra, ulti penalty recorded (8, right);
    #          then a plain failed ulti with the ulti penalty recorded as 8 (wrong: 4)
    dealer = 1
    hands0, r0 = scenario_failed_ulti(dealer, 16, red=True)
    decl0 = 2
    d0 = (decl0 + 1) % 3
    bid = {"goals": ["ulti"], "red": True}
    doubles = {d0: [{"type": "double", "seat": d0, "target": "ulti", "level": 2}]}
    ev0, idx0 = deal_record(dealer, hands0, decl0, r0, bid, doubles=doubles)
    p0 = len(ev0)
    ev0.append(penalty(decl0, "ulti-penalty", 8))
    pwon0 = r0["d"] > r0["f"]
    ev0 += party_payments(decl0, pwon0, 2)
    ev0 += party_payments(decl0, False, 16, "ulti")
    ev0 += party_payments(decl0, False, 8, "ulti-penalty")
    dealer1 = 2
    hands1, r1 = scenario_failed_ulti(dealer1, 17)
    decl1 = 0
    ev1, idx1 = deal_record(dealer1, hands1, decl1, r1, {"goals": ["ulti"], "red": False})
    p1 = len(ev1)
    # phase 2 (b): 8 was ambiguous (4 to each defender = 8 in all); 12 is wrong under either reading
    ev1.append(penalty(decl1, "ulti-penalty", 12))
    pwon1 = r1["d"] > r1["f"]
    ev1 += party_payments(decl1, pwon1, 1)
    ev1 += party_payments(decl1, False, 4, "ulti")
    ev1 += party_payments(decl1, False, 4, "ulti-penalty")
    out["09-ulti-penalty-amounts.json"] = transcript(
        [{"dealer": dealer, "hands": hands0, "events": ev0}, {"dealer": dealer1, "hands": hands1, "events": ev1}],
        "Deal 0: red ulti failed with contra on ulti: ulti 16 and ulti penalty 8 (red doubles it, contra does not) to each defender; the penalty recorded as 8. Deal 1: plain ulti failed; the penalty recorded as 12 though it is 4 to each defender, 8 in all (the payments are right).",
    )
    notes["09"] = dict(d0=dict(trump="H", d=r0["d"], f=r0["f"], party_won=pwon0, penalty_event=p0, tricks=fmt_tricks(r0["tricks"])),
                       d1=dict(trump=r1["trump"], d=r1["d"], f=r1["f"], party_won=pwon1, penalty_event=p1, tricks=fmt_tricks(r1["tricks"])))

    for name, t in out.items():
        write(name, t)
    for k, v in notes.items():
        print(k, v)


if __name__ == "__main__":
    main()
