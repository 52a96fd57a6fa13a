"""Blind generator for the ulti-silent-combos audit round.

Written from the Japanese source (seeds/003) only; it does not import the engine.
Every deal is a party (game) bid by the first bidder, played out legally by the source's
follow / trump / overtake rule (except where a follow fault is planted on purpose), and
settled by the source's 点数計算 with the 出来役 (silent bonuses):

  silent ulti 2 (won with the trump seven in trick 10); the player whose trump seven loses
      trick 10 pays 4 to EACH of the other two (a defender too: with his partner as well);
  silent 100 2 (card points incl. marriages >= 100), replacing the party's points;
  silent durchmarsch 3, here beside the party ("1 点に加算して 4 点": the engine default);
  red (hearts trumps) doubles every figure; a contra doubles the contra'd goal only (the
  source's "ゲームへのコントラが効くとする人がいます" is the minority reading, kept as figures
  in EXPECTED.md, not recorded).

Run: python _gen.py [seed]   (writes NN-*.json beside itself and prints a summary)
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TR_ORDER]
PLAYERS = ["Ágnes", "Bence", "Csaba"]


def suit(c):
    return c[-1]


def rk(c):
    return c[:-1]


def strength(c, trump):
    order = TR_ORDER if trump else NT_ORDER
    return len(order) - order.index(rk(c))


def card_points(c):
    return 10 if rk(c) in ("A", "10") else 0


def current_winner(trick, trump):
    """trick: list of (seat, card); returns (seat, card) currently winning."""
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if suit(c) == trump and suit(b) != trump:
            best = (s, c)
        elif suit(c) == suit(b) and strength(c, trump) > strength(b, trump):
            best = (s, c)
        elif suit(c) != suit(b):
            pass
    del led
    return best


def beats(c, b, trump):
    if suit(c) == suit(b):
        return strength(c, trump) > strength(b, trump)
    return suit(c) == trump


def legal(hand, trick, trump):
    """The source: follow suit; else trump; and, as far as that allows, beat the cards on the table."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    win = current_winner(trick, trump)[1]
    same = [c for c in hand if suit(c) == led]
    if same:
        better = [c for c in same if beats(c, win, trump)]
        return better or same
    trumps = [c for c in hand if trump and suit(c) == trump]
    if trumps:
        better = [c for c in trumps if beats(c, win, trump)]
        return better or trumps
    return list(hand)


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    pass


def choose(rng, seat, options, trick, trump, style, keep7, tricknum):
    """A playing policy: style per seat 'high' / 'low' / 'rand'; keep7: seats keeping the trump seven."""
    opts = list(options)
    seven = "7" + trump if trump else None
    if seat in keep7 and seven in opts and len(opts) > 1 and tricknum < 9:
        opts.remove(seven)
    if seat in keep7 and seven in opts and tricknum == 9:
        return seven
    st = style.get(seat, "rand")
    if st == "rand" or rng.random() < 0.25:
        return rng.choice(opts)
    key = lambda c: (suit(c) == trump, strength(c, trump), card_points(c))  # noqa: E731
    if st == "high":
        # win if possible with the highest; else lowest
        if trick:
            w = current_winner(trick, trump)[1]
            win = [c for c in opts if beats(c, w, trump)]
            if win:
                return max(win, key=key)
            return min(opts, key=key)
        return max(opts, key=key)
    return min(opts, key=key)


def play(rng, hands, declarer, trump, style, keep7, fault=None):
    """hands: seat -> list of 10 cards. fault: (trick, seat, kind) kind 'revoke' or 'overtake'.
    Returns plays [(seat, card, tricknum, illegal?)], winners, or None if the fault could not be placed."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = declarer
    plays = []
    winners = []
    placed = fault is None
    for t in range(10):
        trick = []
        for k in range(3):
            seat = (leader + k) % 3
            opts = legal(hands[seat], trick, trump)
            card = None
            illegal = False
            if fault and fault[0] == t and fault[1] == seat and trick:
                led = suit(trick[0][1])
                if fault[2] == "revoke":
                    same = [c for c in hands[seat] if suit(c) == led]
                    bad = [c for c in hands[seat] if suit(c) != led]
                    if same and bad:
                        card = rng.choice(bad)
                elif fault[2] == "overtake":
                    bad = [c for c in hands[seat] if suit(c) == led and c not in opts]
                    if bad:
                        card = rng.choice(bad)
                if card is None:
                    return None
                illegal = True
                placed = True
            if card is None:
                card = choose(rng, seat, opts, trick, trump, style, keep7, t)
            hands[seat].remove(card)
            trick.append((seat, card))
            plays.append((seat, card, t, illegal))
        w = current_winner(trick, trump)[0]
        winners.append((w, [c for _, c in trick]))
        leader = w
    if not placed:
        return None
    return plays, winners


def make_hands(rng, dealer, forced):
    """forced: seat -> cards that seat must be dealt. Declarer = dealer+1 gets 12."""
    declarer = (dealer + 1) % 3
    rest = [c for c in DECK if all(c not in v for v in forced.values())]
    rng.shuffle(rest)
    hands = {}
    for s in range(3):
        n = 12 if s == declarer else 10
        h = list(forced.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        rng.shuffle(h)
        hands[s] = h
    return hands


def pick_discard(hand, trump):
    """Two zero-point side cards that break no marriage (so the discard's points never matter)."""
    cand = [
        c
        for c in hand
        if suit(c) != trump
        and card_points(c) == 0
        and not (rk(c) in "KQ" and ("K" + suit(c) in hand and "Q" + suit(c) in hand))
    ]
    cand.sort(key=lambda c: strength(c, trump))
    if len(cand) < 2:
        return None
    return cand[:2]


def settle(d):
    """Compute per-goal payments for deal d. Returns list of (from, to, amount, reason)."""
    red = 2 if d.red else 1
    D = d.declarer
    defs = [s for s in range(3) if s != D]
    tp = {s: 0 for s in range(3)}
    ntricks = {s: 0 for s in range(3)}
    for i, (w, cards) in enumerate(d.winners):
        tp[w] += sum(card_points(c) for c in cards) + (10 if i == 9 else 0)
        ntricks[w] += 1
    d.trick_points = tp
    decl_pts = tp[D] + sum(d.marr[D])
    def_pts = sum(tp[s] for s in defs) + sum(sum(d.marr[s]) for s in defs) + sum(card_points(c) for c in d.discard)
    d.decl_pts, d.def_pts = decl_pts, def_pts
    contra = d.contra_level
    pays = []

    def side_pay(to_decl, amount, reason):
        for s in defs:
            if to_decl:
                pays.append((s, D, amount, reason))
            else:
                pays.append((D, s, amount, reason))

    party_won = ntricks[D] >= 1 and decl_pts > def_pts
    d.party_won = party_won
    d.silent100 = "decl" if decl_pts >= 100 else ("def" if def_pts >= 100 else None)
    d.silent_dm = ntricks[D] == 10
    if d.silent100:
        side_pay(d.silent100 == "decl", 2 * red, "silent-100")
    else:
        side_pay(party_won, 1 * red * contra, "party")
    if d.silent_dm:
        side_pay(True, 3 * red, "silent-durchmarsch")
    # silent ulti: the trump seven in trick 10
    last = d.plays[-3:]
    seven = "7" + d.trump
    d.silent_ulti = None
    for s, c, _, _ in last:
        if c == seven:
            w = d.winners[9][0]
            if w == s:
                d.silent_ulti = ("won", s)
                side_pay(s == D, 2 * red, "silent-ulti")
            else:
                d.silent_ulti = ("lost", s)
                for o in range(3):
                    if o != s:
                        pays.append((s, o, 4 * red, "silent-ulti"))
    return pays


def nets(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def build(rng, dealer, spec):
    """Try to build one deal satisfying spec['pred']; returns Deal or None."""
    trump = spec.get("trump", "S")
    red = trump == "H"
    hands = make_hands(rng, dealer, {((dealer + 1 + k) % 3): v for k, v in spec.get("forced", {}).items()})
    D = (dealer + 1) % 3
    disc = pick_discard(hands[D], trump)
    if disc is None:
        return None
    h10 = {s: list(hands[s]) for s in range(3)}
    for c in disc:
        h10[D].remove(c)
    style = {((dealer + 1 + k) % 3): v for k, v in spec.get("style", {}).items()}
    keep7 = {((dealer + 1 + k) % 3) for k in spec.get("keep7", [])}
    fault = spec.get("fault")
    if fault:
        fault = (fault[0], (dealer + 1 + fault[1]) % 3, fault[2])
    r = play(rng, h10, D, trump, style, keep7, fault)
    if r is None:
        return None
    d = Deal()
    d.dealer, d.declarer, d.trump, d.red = dealer, D, trump, red
    d.hands, d.discard, d.plays, d.winners = hands, disc, r[0], r[1]
    d.marr = {s: marriages(h10[s], trump) for s in range(3)}
    d.contra_level = spec.get("contra", 1)
    d.pays = settle(d)
    if not spec["pred"](d):
        return None
    return d


def events_of(d, spec, record):
    ev = [
        {"type": "discard", "seat": d.declarer, "cards": d.discard},
        {"type": "bid", "seat": d.declarer, "bid": {"goals": ["party"], "red": d.red}},
        {"type": "bid", "seat": (d.declarer + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (d.declarer + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": d.declarer, "bid": "pass"},
    ]
    if not d.red:
        ev.append({"type": "announce", "seat": d.declarer, "items": [{"kind": "trump", "suit": d.trump}]})
    contra_by = spec.get("contra_by")  # offset from declarer (1 or 2)
    idx = {}
    for i, (s, c, t, illegal) in enumerate(d.plays):
        if t == 0:
            if d.marr[s]:
                ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in d.marr[s]]})
            if contra_by is not None and s == (d.declarer + contra_by) % 3:
                ev.append({"type": "double", "seat": s, "target": "party", "level": 2})
        if illegal:
            idx["fault"] = len(ev)
        ev.append({"type": "play", "seat": s, "card": c})
        if i == 2 and d.contra_level == 4:
            ev.append({"type": "double", "seat": d.declarer, "target": "party", "level": 4})
    if record == "payments":
        idx["pay"] = []
        for f, t, a, reason in d.pays:
            idx["pay"].append(len(ev))
            ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": reason})
    return ev, idx


def main(seed=2024):
    rng = random.Random(seed)


    def find(spec, dealer, tries=200000):
        for _ in range(tries):
            d = build(rng, dealer, spec)
            if d is not None:
                return d
        raise SystemExit("no deal for " + spec["name"])

    # offsets in forced/style/keep7/fault: 0 = declarer, 1 = next defender, 2 = the other defender
    T = "S"
    specs = {
        # defenders reach 100 with marriages; declarer takes at least one trick
        "def100": dict(
            name="def100",
            trump=T,
            forced={1: ["KS", "QS", "AC", "AD"], 2: ["KD", "QD", "AH", "10H"]},
            style={0: "low", 1: "high", 2: "high"},
            pred=lambda d: d.silent100 == "def" and not d.silent_ulti and d.def_pts - 0 >= 100,
        ),
        "def_ulti_won": dict(
            name="def_ulti_won",
            trump=T,
            forced={1: ["7S"]},
            style={0: "rand", 1: "high", 2: "high"},
            keep7=[1],
            pred=lambda d: d.silent_ulti == ("won", (d.declarer + 1) % 3) and not d.silent100,
        ),
        "red_decl_ulti_won": dict(
            name="red_decl_ulti_won",
            trump="H",
            forced={0: ["7H", "AH", "10H", "KH"]},
            style={0: "high", 1: "rand", 2: "rand"},
            keep7=[0],
            pred=lambda d: d.silent_ulti == ("won", d.declarer) and not d.silent100 and not d.silent_dm,
        ),
        "red_def_ulti_lost": dict(
            name="red_def_ulti_lost",
            trump="H",
            forced={2: ["7H"]},
            style={0: "high", 1: "rand", 2: "low"},
            keep7=[2],
            pred=lambda d: d.silent_ulti == ("lost", (d.declarer + 2) % 3) and not d.silent100,
        ),
        "decl_100_dm": dict(
            name="decl_100_dm",
            trump=T,
            forced={0: ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "AH", "AD", "AC"]},
            style={0: "high", 1: "low", 2: "low"},
            pred=lambda d: d.silent_dm and d.silent100 == "decl" and not d.silent_ulti,
        ),
        "contra_decl100": dict(
            name="contra_decl100",
            trump=T,
            forced={0: ["AS", "10S", "KS", "QS", "AD", "KD", "QD", "AC"]},
            style={0: "high", 1: "low", 2: "low"},
            contra=4,
            contra_by=1,
            pred=lambda d: d.silent100 == "decl" and not d.silent_dm and not d.silent_ulti,
        ),
        "contra_decl_ulti": dict(
            name="contra_decl_ulti",
            trump=T,
            forced={0: ["7S", "AS", "10S"]},
            style={0: "high", 1: "rand", 2: "rand"},
            keep7=[0],
            contra=2,
            contra_by=2,
            pred=lambda d: d.silent_ulti == ("won", d.declarer) and d.party_won and not d.silent100 and not d.silent_dm,
        ),
        "near_win": dict(
            name="near_win",
            trump="D",
            style={},
            pred=lambda d: d.decl_pts - d.def_pts == 10 and not d.silent_ulti and any(d.marr.values()),
        ),
        "near_loss": dict(
            name="near_loss",
            trump="C",
            style={},
            pred=lambda d: d.def_pts - d.decl_pts == 10 and not d.silent_ulti and any(d.marr.values()),
        ),
        "revoke_decl100": dict(
            name="revoke_decl100",
            trump=T,
            forced={0: ["AS", "10S", "KS", "QS", "JS", "AD", "AC"]},
            style={0: "high", 1: "low", 2: "low"},
            fault=(3, 1, "revoke"),
            pred=lambda d: d.silent100 == "decl" and not d.silent_dm and not d.silent_ulti,
        ),
        "overtake_def_ulti": dict(
            name="overtake_def_ulti",
            trump=T,
            forced={2: ["7S"]},
            style={0: "rand", 1: "high", 2: "high"},
            keep7=[2],
            fault=(2, 0, "overtake"),
            pred=lambda d: d.silent_ulti == ("won", (d.declarer + 2) % 3) and not d.silent100,
        ),
        "decl_ulti_lost_contra": dict(
            name="decl_ulti_lost_contra",
            trump=T,
            forced={0: ["7S"]},
            style={0: "low", 1: "high", 2: "high"},
            keep7=[0],
            contra=2,
            contra_by=1,
            pred=lambda d: d.silent_ulti == ("lost", d.declarer) and not d.silent100,
        ),
        "def_ulti_lost": dict(
            name="def_ulti_lost",
            trump="C",
            forced={1: ["7C"]},
            style={0: "high", 1: "low", 2: "rand"},
            keep7=[1],
            pred=lambda d: d.silent_ulti == ("lost", (d.declarer + 1) % 3) and not d.silent100,
        ),
        "contra_def100": dict(
            name="contra_def100",
            trump="D",
            forced={1: ["KD", "QD", "AS", "AC"], 2: ["AD", "10D", "AH", "KS", "QS"]},
            style={0: "low", 1: "high", 2: "high"},
            contra=2,
            contra_by=2,
            pred=lambda d: d.silent100 == "def" and not d.silent_ulti,
        ),
        "plain": dict(
            name="plain",
            trump="C",
            style={},
            pred=lambda d: not d.silent_ulti and not d.silent100 and not d.silent_dm,
        ),
    }

    def transcript(deals_specs, record, desc):
        deals = []
        info = []
        totals = [0, 0, 0]
        for dealer, spec in deals_specs:
            d = find(spec, dealer)
            ev, idx = events_of(d, spec, record)
            n = nets(d.pays)
            if record == "sheet":
                idx["score"] = []
                idx["total"] = []
                for s in range(3):
                    idx["score"].append(len(ev))
                    ev.append({"type": "score", "party": s, "points": n[s]})
                for s in range(3):
                    totals[s] += n[s]
                    idx["total"].append(len(ev))
                    ev.append({"type": "total", "party": s, "points": totals[s]})
            deals.append(
                {
                    "dealer": dealer,
                    "hands": [d.hands[s] for s in range(3)],
                    "events": ev,
                }
            )
            info.append((d, idx, n))
        t = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": PLAYERS,
            "meta": {"round": "ulti-silent-combos", "description": desc},
            "deals": deals,
        }
        return t, info

    out = []

    def add(fname, t, info):
        out.append((fname, t, info))

    # 01 clean: defenders' silent 100
    add("01-clean-def-silent100.json", *transcript([(0, specs["def100"])], "payments", "Defenders reach 100 with marriages; declarer pays silent 100 (2) to each."))
    # 02 defender silent ulti, one wrong payment
    t, info = transcript([(1, specs["def_ulti_won"])], "payments", "A defender wins trick 10 with the trump seven.")
    d, idx, _ = info[0]
    j = [i for i, p in zip(idx["pay"], d.pays, strict=True) if p[3] == "silent-ulti" and p[1] == d.silent_ulti[1]][0]
    t["deals"][0]["events"][j]["amount"] = 4
    info[0][1]["planted"] = [(0, j, "wrong_payment", "silent-ulti to the seven's holder written 4 (rules 2)")]
    add("02-def-silent-ulti-pay.json", t, info)
    # 03 red silent ulti won by declarer, sheet, declarer's score written without the red doubling of the bonus
    t, info = transcript([(2, specs["red_decl_ulti_won"])], "sheet", "Red party; declarer wins trick 10 with 7H (red silent ulti).")
    d, idx, n = info[0]
    j = idx["score"][d.declarer]
    wrong = n[d.declarer] - 4  # bonus counted 2 per defender instead of 4
    t["deals"][0]["events"][j]["points"] = wrong
    # total written as the sheet's own arithmetic (0 + the written score)
    t["deals"][0]["events"][idx["total"][d.declarer]]["points"] = wrong
    info[0][1]["planted"] = [(0, j, "wrong_score", f"declarer's score {wrong} (rules {n[d.declarer]})")]
    add("03-red-decl-silent-ulti-sheet.json", t, info)
    # 04 red: a defender's trump seven loses trick 10 (ambiguous: 8 or 4 per head)
    add("04-red-def-ulti-lost.json", *transcript([(0, specs["red_def_ulti_lost"])], "payments", "Red party; a defender's 7H loses trick 10; he pays both others 8 (red doubled)."))
    # 05 clean: silent 100 with silent durchmarsch
    add("05-clean-silent100-and-dm.json", *transcript([(1, specs["decl_100_dm"])], "payments", "Declarer takes every trick and, with a marriage, over 100: silent 100 (2) + silent durchmarsch (3)."))
    # 06 contra/recontra on party and declarer's silent 100 (ambiguous: 2 or 8 each)
    add("06-recontra-party-decl-silent100.json", *transcript([(2, specs["contra_decl100"])], "payments", "Party contra'd and recontra'd; declarer reaches silent 100; recorded without the contra on the bonus."))
    # 07 contra on party + declarer's silent ulti, one wrong payment (contra applied to silent ulti)
    t, info = transcript([(0, specs["contra_decl_ulti"])], "payments", "Party contra'd; declarer wins it and the silent ulti.")
    d, idx, _ = info[0]
    j = [i for i, p in zip(idx["pay"], d.pays, strict=True) if p[3] == "silent-ulti"][0]
    t["deals"][0]["events"][j]["amount"] = 4
    info[0][1]["planted"] = [(0, j, "wrong_payment", "silent ulti doubled by the party's contra: 4 (rules 2)")]
    add("07-contra-party-decl-silent-ulti.json", t, info)
    # 08 near ties, sheet with totals, one wrong total
    t, info = transcript([(1, specs["near_win"]), (2, specs["near_loss"])], "sheet", "Two parties decided by 10 card points each way (an exact tie cannot occur).")
    d, idx, n = info[1]
    s = (d.declarer + 1) % 3
    j = idx["total"][s]
    right = t["deals"][1]["events"][j]["points"]
    t["deals"][1]["events"][j]["points"] = right + 2
    info[1][1]["planted"] = [(1, j, "wrong_total", f"seat {s} total {right + 2} (rules and sheet {right})")]
    add("08-near-ties-sheet.json", t, info)
    # 09 defender revokes; declarer's silent 100; settled as played
    t, info = transcript([(0, specs["revoke_decl100"])], "payments", "A defender revokes in trick 4; the declarer still reaches 100; the table settles as played.")
    info[0][1]["planted"] = [(0, info[0][1]["fault"], "revoke", "defender did not follow suit")]
    add("09-revoke-decl-silent100.json", t, info)
    # 10 declarer fails to overtake; a defender's silent ulti; settled as played
    t, info = transcript([(1, specs["overtake_def_ulti"])], "payments", "Declarer fails to overtake in trick 3; a defender wins trick 10 with the trump seven; settled as played.")
    info[0][1]["planted"] = [(0, info[0][1]["fault"], "failure_to_overtake", "declarer played under while able to beat")]
    add("10-overtake-def-silent-ulti.json", t, info)
    # 11 clean: defender silent ulti + a plain deal, sheet with totals
    add("11-clean-def-silent-ulti-sheet.json", *transcript([(2, specs["def_ulti_won"]), (0, specs["plain"])], "sheet", "A defender's silent ulti, then a plain party; sheet with totals."))
    # 12 declarer's seven loses trick 10, party contra'd; sheet; one wrong score (contra applied to the 4)
    t, info = transcript([(0, specs["decl_ulti_lost_contra"])], "sheet", "Party contra'd; declarer's trump seven loses trick 10.")
    d, idx, n = info[0]
    s = (d.declarer + 2) % 3
    j = idx["score"][s]
    t["deals"][0]["events"][j]["points"] = n[s] + 4
    t["deals"][0]["events"][idx["total"][s]]["points"] = n[s] + 4
    info[0][1]["planted"] = [(0, j, "wrong_score", f"defender seat {s} score {n[s] + 4} (rules {n[s]}): contra applied to the silent ulti's 4")]
    add("12-contra-decl-ulti-lost-sheet.json", t, info)
    # 13 a defender's seven loses trick 10; two wrong payments
    t, info = transcript([(1, specs["def_ulti_lost"])], "payments", "A defender's trump seven loses trick 10; he pays 4 to the declarer and 4 to his partner.")
    d, idx, _ = info[0]
    loser = d.silent_ulti[1]
    jp = [i for i, p in zip(idx["pay"], d.pays, strict=True) if p[3] == "silent-ulti" and p[1] != d.declarer][0]
    t["deals"][0]["events"][jp]["amount"] = 2
    jq = [i for i, p in zip(idx["pay"], d.pays, strict=True) if p[3] == "party"][0]
    old = t["deals"][0]["events"][jq]["amount"]
    t["deals"][0]["events"][jq]["amount"] = old + 1
    info[0][1]["planted"] = [
        (0, jp, "wrong_payment", f"seat {loser} pays partner 2 for the lost seven (rules 4)"),
        (0, jq, "wrong_payment", f"party payment written {old + 1} (rules {old})"),
    ]
    add("13-def-ulti-lost-two-faults.json", t, info)
    # 14 contra on party, defenders reach 100; second deal with a wrong score; ambiguous first deal
    t, info = transcript([(2, specs["contra_def100"]), (0, specs["plain"])], "sheet", "Party contra'd; defenders reach 100 (bonus recorded uncontra'd); then a plain deal with one wrong score.")
    d, idx, n = info[1]
    s = d.declarer
    j = idx["score"][s]
    t["deals"][1]["events"][j]["points"] = -n[s]
    tot_j = idx["total"][s]
    t["deals"][1]["events"][tot_j]["points"] += -n[s] - n[s]
    info[1][1]["planted"] = [(1, j, "wrong_score", f"declarer's score written {-n[s]} (rules {n[s]}): sign slip")]
    add("14-contra-def-silent100-sheet.json", t, info)

    summary = []
    for fname, t, info in out:
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
            json.dump(t, f, ensure_ascii=False, indent=1)
            f.write("\n")
        lines = [fname]
        for k, (d, idx, n) in enumerate(info):
            lines.append(
                f"  deal {k}: dealer {d.dealer} declarer {d.declarer} trump {d.trump}{' (red)' if d.red else ''}"
                f" contra x{d.contra_level} discard {d.discard} marriages {d.marr}"
            )
            lines.append(
                f"    trick points {d.trick_points} decl_pts {d.decl_pts} def_pts {d.def_pts} party_won {d.party_won}"
                f" silent100 {d.silent100} silentDM {d.silent_dm} silent_ulti {d.silent_ulti}"
            )
            lines.append(f"    tricks won: {[w for w, _ in d.winners]} last trick {d.winners[9][1]}")
            lines.append(f"    payments {d.pays}")
            lines.append(f"    nets {n}")
            if "fault" in idx:
                lines.append(f"    illegal play at event {idx['fault']}")
            for p in idx.get("planted", []):
                lines.append(f"    PLANTED deal {p[0]} event {p[1]} {p[2]}: {p[3]}")
        summary.append("\n".join(lines))
    print("\n".join(summary))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2024)
