"""Generator of the tarocchini-spec5 transcripts (auditor's own model, see model.py).

Run: python gen.py   (writes NN-*.json beside it and figures.out (JSON) with every figure used in
EXPECTED.md).  Deterministic: every deal comes from a fixed seed search.
"""

from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model as m  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TERZ_PLAYERS = ["Alfonso", "Beatrice", "Cesare"]
OTTO_PLAYERS = ["Dino", "Elsa", "Fabio", "Gina"]
FIGURES = {}


# ------------------------------------------------------------------ Terziglio
def terz_deal(seed, dealer, declarer, contract, bids, widow_n=8, faults=None, rig=None,
              declare_less=None, exchange=True, false_decl=None, bad_discard=False, want=None):
    """One Terziglio deal.

    bids: list of (seat, bid) as spoken.  declarer/contract: who plays what.
    faults: a function(tno, k, seat, hand, trick, legal) -> card or None (first non-None used once).
    Returns (deal dict without scores, info) or raises m.Reject.
    """
    rng = random.Random(seed)
    hand_n = 18 if widow_n == 8 else 19
    if rig:
        hands, talon = rig
        hands = [list(h) for h in hands]
        talon = list(talon)
    else:
        d = m.shuffled(rng)
        hands = [d[i * hand_n:(i + 1) * hand_n] for i in range(3)]
        talon = d[3 * hand_n:]
    if not rig and declarer is not None:
        # give the declarer the hand with the most trumps (a bidder bids on trumps)
        order = sorted(range(3), key=lambda i: -sum(1 for c in hands[i] if m.is_trump(c)))
        best = hands[order[0]]
        others = [hands[i] for i in order[1:]]
        new = [None] * 3
        new[declarer] = best
        rest = [s for s in range(3) if s != declarer]
        new[rest[0]], new[rest[1]] = others
        hands = new
    dealt = [list(h) for h in hands]
    events = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
    widow = list(talon)
    info = {"discard_event": None}
    if contract is None:  # all passed
        return {"dealer": dealer, "hands": dealt, "talon": talon, "events": events}, {"contract": None}
    if contract == "gioco" and exchange:
        h = hands[declarer]
        # take the widow's trumps and 5-point cards (at most 4 cards), lay away as many low suit cards
        want_take = [c for c in talon if m.is_trump(c) or m.card_value(c) >= 4][:4]
        if not want_take:
            want_take = talon[:1]
        lows = sorted([c for c in h if not m.is_trump(c) and m.card_value(c) == 1 and c != m.MATTO],
                      key=lambda c: (m.rank_of(c) == "1", c))
        if bad_discard:
            kings = [c for c in h if m.rank_of(c) == "K" and not m.is_trump(c)]
            if not kings:
                raise m.Reject("no king to lay away")
            lay = [kings[0]] + lows[: len(want_take) - 1]
        else:
            lay = lows[: len(want_take)]
        if len(lay) < len(want_take):
            raise m.Reject("not enough low cards")
        for c in want_take:
            h.append(c)
        for c in lay:
            h.remove(c)
        widow = [c for c in talon if c not in want_take] + lay
        events.append({"type": "take", "seat": declarer, "cards": want_take})
        info["discard_event"] = len(events)
        events.append({"type": "discard", "seat": declarer, "cards": lay})
        info["take"] = want_take
        info["lay"] = lay
    # declarations, eldest first
    info["hand_after"] = {s: list(hands[s]) for s in range(3)}
    declared = {}
    decl_events = {}
    for k in range(3):
        s = (dealer + 1 + k) % 3
        items = m.declarable(hands[s])
        if declare_less and s in declare_less:
            items = declare_less[s](items)
        if false_decl and s == false_decl[0]:
            items = items + [false_decl[1]]
        declared[s] = items
        decl_events[s] = len(events)
        events.append({"type": "declare", "seat": s, "items": items})
    side_of = {s: (0 if s == declarer else 1) for s in range(3)}
    fault_state = {"done": faults is None, "event": None}

    def policy_factory(play):
        def pol(seat, hand, trick, legal, tno, ntricks):
            if not fault_state["done"]:
                c = faults(tno, len(trick), seat, hand, trick, legal)
                if c is not None:
                    fault_state["done"] = True
                    fault_state["event"] = len(events) + len(play.events)
                    fault_state["card"] = c
                    fault_state["seat"] = seat
                    return c
            if rig and seat == declarer:
                return max(legal, key=lambda c: (m.is_trump(c), m.trump_strength(c) if m.is_trump(c) else 0))
            return play.random_policy(seat, hand, trick, legal, tno, ntricks)
        return pol

    leader = (dealer + 1) % 3
    play = m.Play(hands, leader, side_of, rng)
    play.policy = policy_factory(play)
    play.run()
    if not fault_state["done"]:
        raise m.Reject("fault not planted")
    events += play.events
    tricks = play.tricks
    won_decl = sum(1 for t, w in tricks if w == declarer)
    last_side = side_of[tricks[-1][1]]
    if contract == "gioco":
        extra = {0 if won_decl else 1: widow}
    else:
        extra = {last_side: widow}
    piles, won = m.side_piles([(t, w) for t, w in tricks], side_of, 2, extra)
    res = {}
    for side in (0, 1):
        dl = [declared[s] for s in range(3) if side_of[s] == side]
        if len(piles[side]) % 2:
            raise m.Reject("odd pile")
        res[side] = m.score_side(piles[side], dl, last_side == side)
        if m.hard_flags(res[side]["flags"]):
            raise m.Reject("ambiguous combinations " + str(m.hard_flags(res[side]["flags"])))
    if won_decl == len(tricks):
        winner, gp = 0, 40
    elif won_decl == 0:
        winner, gp = 1, 40
    else:
        winner = 0 if res[0]["total"] > res[1]["total"] else 1
        gp = m.round_game_points(res[winner]["total"]) * (2 if contract == "solo" else 1)
    scores = [gp if side_of[s] == winner else 0 for s in range(3)]
    info.update({
        "hand_after": info["hand_after"], "contract": contract, "declarer": declarer, "tricks_declarer": won_decl, "sides": res,
        "winner_side": winner, "game_points": gp, "scores": scores, "widow_after": widow,
        "declared": declared, "decl_events": decl_events, "fault_event": fault_state["event"],
        "fault_card": fault_state.get("card"), "fault_seat": fault_state.get("seat"),
        "last_trick_side": last_side, "pile_sizes": {k: len(v) for k, v in piles.items()},
    })
    if want and not want(info):
        raise m.Reject("unwanted")
    return {"dealer": dealer, "hands": dealt, "talon": talon, "events": events}, info


def search(fn, start=0, tries=20000):
    for seed in range(start, start + tries):
        try:
            return fn(seed) + (seed,)
        except m.Reject:
            continue
    raise RuntimeError("no seed")


def shorten(items):
    """Declare less than held: a cricca of four as three, or a sequence one card shorter."""
    out = [dict(i) for i in items]
    for i in out:
        if i["kind"] == "cricca" and i["count"] == 4:
            i["count"] = 3
            return out
    for i in out:
        if i["kind"] == "sequence" and i["length"] >= 4:
            i["length"] -= 1
            return out
    raise m.Reject("nothing to declare short")


def std_bids(dealer, declarer, contract):
    """Each seat speaks once from eldest: passes except the declarer's bid."""
    out = []
    for k in range(3):
        s = (dealer + 1 + k) % 3
        out.append((s, contract if s == declarer else "pass"))
    return out


def add_scores(deal, scores, totals=None, reason=False):
    for s, p in enumerate(scores):
        ev = {"type": "score", "party": s, "points": p}
        if reason:
            ev["reason"] = "game_points"
        deal["events"].append(ev)
    if totals is not None:
        for s, p in enumerate(totals):
            deal["events"].append({"type": "total", "party": s, "points": p})


def write(name, game, players, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(t, f, indent=1, ensure_ascii=False)
        f.write("\n")


def summary(info):
    if info.get("contract") is None:
        return {"contract": None}
    s = {k: info[k] for k in ("contract", "declarer", "tricks_declarer", "winner_side", "game_points",
                              "scores", "fault_event", "fault_card", "fault_seat", "pile_sizes",
                              "last_trick_side")}
    s["sides"] = {side: {k: v for k, v in r.items() if k != "flags"} for side, r in info["sides"].items()}
    s["flags"] = {side: r["flags"] for side, r in info["sides"].items()}
    s["declared"] = info["declared"]
    s["decl_events"] = info["decl_events"]
    if "take" in info:
        s["take"], s["lay"] = info["take"], info["lay"]
        s["discard_event"] = info["discard_event"]
    return s


# ------------------------------------------------------------------ Ottocento
def otto_deal(seed, dealer, faults=None, want=None, take_form=False, monte_asks=()):
    rng = random.Random(seed)
    d = m.shuffled(rng)
    hands = [d[i * 15:(i + 1) * 15] for i in range(4)]
    extra2 = d[60:]
    events = [{"type": "redeal", "seat": s, "reason": "monte"} for s in monte_asks]
    if take_form:
        dealt = [list(h) for h in hands]
        talon = list(extra2)
        events.append({"type": "take", "seat": dealer, "cards": list(extra2)})
    else:
        talon = None
    hands[dealer] = hands[dealer] + extra2
    if not take_form:
        dealt = [list(h) for h in hands]
    h = hands[dealer]
    lows = sorted([c for c in h if m.card_value(c) < 5 and not m.is_trump(c)],
                  key=lambda c: (m.card_value(c), c))
    lay = lows[:2]
    for c in lay:
        h.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": lay})
    declared = {}
    for k in range(4):
        s = (dealer + 1 + k) % 4
        items = m.declarable(hands[s])
        declared[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    side_of = {s: s % 2 for s in range(4)}
    play = m.Play(hands, (dealer + 1) % 4, side_of, rng)
    play.run()
    events += play.events
    tricks = play.tricks
    dealer_tricks = sum(1 for t, w in tricks if w == dealer)
    extra = {dealer % 2 if dealer_tricks else 1 - dealer % 2: lay}
    piles, won = m.side_piles(tricks, side_of, 2, extra)
    last_side = tricks[-1][1] % 2
    res = {}
    for side in (0, 1):
        dl = [declared[s] for s in range(4) if s % 2 == side]
        res[side] = m.score_side(piles[side], dl, last_side == side)
        if m.hard_flags(res[side]["flags"]):
            raise m.Reject("ambiguous")
    info = {"sides": res, "declared": declared, "lay": lay, "dealer_tricks": dealer_tricks,
            "team_scores": [res[0]["total"], res[1]["total"]], "last_trick_side": last_side}
    if want and not want(info):
        raise m.Reject("unwanted")
    deal = {"dealer": dealer, "hands": dealt}
    if talon is not None:
        deal["talon"] = talon
    deal["events"] = events
    return deal, info


def otto_summary(info):
    return {"team_scores": info["team_scores"], "dealer_tricks": info["dealer_tricks"], "lay": info["lay"],
            "sides": {s: {k: v for k, v in r.items() if k != "flags"} for s, r in info["sides"].items()},
            "flags": {s: r["flags"] for s, r in info["sides"].items()}, "declared": info["declared"]}


# ------------------------------------------------------------------ the files
def f01():
    dealer, decl = 0, 2
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                                                   want=lambda i: i["winner_side"] == 0 and i["game_points"] >= 2))
    add_scores(deal, info["scores"], info["scores"])
    write("01-gioco-sheet-clean.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "table": 1, "sheet": "score and total"})
    FIGURES["01"] = [dict(summary(info), seed=seed)]


def f02():
    # eldest gioco, second solo (higher), dealer passes: nothing is higher than solo, so the
    # auction is over; widow hidden and won by the last trick
    dealer, decl = 1, 0
    bids = [(2, "gioco"), (0, "solo"), (1, "pass")]
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "solo", bids,
                                                   want=lambda i: i["winner_side"] == 0 and i["game_points"] >= 1),
                              start=200)
    add_scores(deal, info["scores"], info["scores"], reason=True)
    write("02-solo-overcall-clean.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "table": 2})
    FIGURES["02"] = [dict(summary(info), seed=seed)]


def f03():
    # all pass: the deal is thrown in, the next player deals
    d0, i0 = terz_deal(7, 0, None, None, [(1, "pass"), (2, "pass"), (0, "pass")])
    dealer, decl = 1, 1
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                                                   want=lambda i: i["winner_side"] == 1), start=100)
    add_scores(deal, info["scores"], info["scores"])
    write("03-all-pass-then-gioco.json", "tarocchini-terziglio", TERZ_PLAYERS, [d0, deal],
          meta={"club": "Circolo del Tarocchino", "table": 3})
    FIGURES["03"] = [{"contract": None}, dict(summary(info), seed=seed)]


def f04():
    # session of four deals, running totals; deal 0: winner at x45 (rounds down), deal 1: x46..x49 (up)
    plan = [
        (0, 1, "gioco", lambda i: i["winner_side"] == 0 and i["sides"][0]["total"] % 50 == 45
         and i["declared"][1] != m.declarable(i["hand_after"][1])),
        (1, 0, "gioco", lambda i: i["winner_side"] == 1 and i["sides"][1]["total"] % 50 in (46, 47, 48, 49)),
        (2, 2, "solo", lambda i: i["winner_side"] == 0),
        (0, 0, "gioco", lambda i: i["winner_side"] == 1 and i["sides"][1]["total"] % 50 < 40),
    ]
    deals, figs = [], []
    totals = [0, 0, 0]
    for n, (dealer, decl, contract, want) in enumerate(plan):
        deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, contract,
                                                       std_bids(dealer, decl, contract), want=want,
                                                       declare_less={decl: shorten} if n == 0 else None),
                                  start=1000 * (n + 1), tries=60000)
        totals = [a + b for a, b in zip(totals, info["scores"])]
        add_scores(deal, info["scores"], totals)
        deals.append(deal)
        figs.append(dict(summary(info), seed=seed, totals=list(totals)))
    write("04-session-rounding-totals.json", "tarocchini-terziglio", TERZ_PLAYERS, deals,
          meta={"club": "Circolo del Tarocchino", "table": 4, "sheet": "running totals"})
    FIGURES["04"] = figs


def rig_all_tricks():
    trumps = [f"T{i}" for i in range(5, 21)]
    decl = trumps + ["KS", "KB"]
    rest = [c for c in m.deck() if c not in decl]
    rng = random.Random(55)
    rest.remove(m.MATTO)
    rng.shuffle(rest)
    widow = [m.MATTO] + rest[:7]
    others = rest[7:]
    return decl, others[:18], others[18:], widow


def f05():
    # session from carried totals; totals written after deals 0 and 1 only, scores for all four
    start = [12, 7, 9]
    deals, figs = [], []
    totals = list(start)
    plan = [(1, 2, "gioco", lambda i: i["winner_side"] == 0),
            (2, 0, "gioco", lambda i: i["winner_side"] == 1),
            None,
            (1, 1, "solo", lambda i: True)]
    for n, p in enumerate(plan):
        if p is None:
            # deal 2: dealer 0, Beatrice (1) takes every trick in a gioco without exchanging: 40
            dealer, decl = 0, 1
            dh, o1, o2, widow = rig_all_tricks()
            hands = [o1, dh, o2]
            deal, info = terz_deal(0, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                                   rig=(hands, widow), exchange=False)
            seed = "rigged"
        else:
            dealer, decl, contract, want = p
            deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, contract,
                                                           std_bids(dealer, decl, contract), want=want),
                                      start=5000 + 1000 * n)
        totals = [a + b for a, b in zip(totals, info["scores"])]
        add_scores(deal, info["scores"], totals if n < 2 else None)
        deals.append(deal)
        figs.append(dict(summary(info), seed=seed, totals=list(totals)))
    write("05-session-totals-stop.json", "tarocchini-terziglio", TERZ_PLAYERS, deals,
          start={"totals": start}, meta={"club": "Circolo del Tarocchino", "table": 5,
                                          "sheet": "totals not written after the second deal"})
    FIGURES["05"] = figs


def f06():
    # play-only record (19-card preset): hands null, widow written, exchange and declarations written
    dealer, decl = 2, 0
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                                                   widow_n=5, want=lambda i: i["winner_side"] == 0),
                              start=300)
    deal["hands"] = None
    add_scores(deal, info["scores"])
    write("06-play-only-nineteen.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          rules={"preset": "nineteen"}, meta={"club": "Circolo del Tarocchino", "record": "plays only"})
    FIGURES["06"] = [dict(summary(info), seed=seed)]


def f07():
    # bid out of turn: dealer 0, eldest 1 passes, Alfonso (0, the dealer) bids before Cesare (2)
    dealer, decl = 0, 0
    bids = [(1, "pass"), (0, "gioco"), (2, "pass")]
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "gioco", bids,
                                                   want=lambda i: i["winner_side"] == 0), start=700)
    add_scores(deal, info["scores"], info["scores"])
    write("07-bid-out-of-turn.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "planted": "bid out of turn, event 1"})
    FIGURES["07"] = [dict(summary(info), seed=seed)]


def f08():
    # not higher: eldest (2) solo, Alfonso (0) 'gioco' after the solo, dealer passes
    dealer, decl = 1, 2
    bids = [(2, "solo"), (0, "gioco"), (1, "pass")]
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "solo", bids,
                                                   want=lambda i: i["game_points"] >= 1), start=800)
    add_scores(deal, info["scores"], info["scores"])
    write("08-bid-not-higher.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "planted": "gioco after a solo, event 1"})
    FIGURES["08"] = [dict(summary(info), seed=seed)]


def f09():
    # illegal discard: the gioco declarer lays away a King
    dealer, decl = 2, 1
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                                                   bad_discard=True, want=lambda i: i["winner_side"] == 0),
                              start=900)
    add_scores(deal, info["scores"], info["scores"])
    write("09-illegal-discard.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "planted": "a King laid away"})
    FIGURES["09"] = [dict(summary(info), seed=seed)]


def revoke_fault(tno, k, seat, hand, trick, legal):
    if tno < 3 or not trick:
        return None
    led = next((m.suit_of(c) for _, c in trick if c != m.MATTO), None)
    if led in (None, "T"):
        return None
    if any(m.suit_of(c) == led for c in hand):
        other = [c for c in hand if m.suit_of(c) not in (led, "T", None)]
        if other:
            return sorted(other, key=m.card_value)[0]
    return None


def no_trump_fault(tno, k, seat, hand, trick, legal):
    if tno < 2 or not trick:
        return None
    led = next((m.suit_of(c) for _, c in trick if c != m.MATTO), None)
    if led in (None, "T"):
        return None
    if not any(m.suit_of(c) == led for c in hand) and any(m.is_trump(c) for c in hand):
        other = [c for c in hand if m.suit_of(c) not in (led, "T", None)]
        if other:
            return sorted(other, key=m.card_value)[0]
    return None


def f10():
    dealer, decl = 1, 2
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                                                   faults=revoke_fault,
                                                   want=lambda i: i["game_points"] >= 1), start=1000)
    add_scores(deal, info["scores"], info["scores"])
    write("10-revoke.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "planted": "revoke"})
    FIGURES["10"] = [dict(summary(info), seed=seed)]


def f11():
    dealer, decl = 0, 1
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                                                   faults=no_trump_fault,
                                                   want=lambda i: i["game_points"] >= 1), start=1100)
    add_scores(deal, info["scores"], info["scores"])
    write("11-failure-to-trump.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "planted": "failure to trump"})
    FIGURES["11"] = [dict(summary(info), seed=seed)]


def f12():
    # false declaration: an opponent adds a cricca of kings he does not hold; the table struck it and
    # scored the deal without it.  Chosen so that the false 17 points change neither the winner nor
    # the game points.
    dealer, decl = 2, 0

    def make(sd):
        deal, info = terz_deal(sd, dealer, decl, "gioco", std_bids(dealer, decl, "gioco"),
                               false_decl=(1, {"kind": "cricca", "of": "kings", "count": 3}),
                               want=lambda i: i["winner_side"] == 0)
        hand1 = [c for c in deal["hands"][1]]
        if sum(1 for c in hand1 if m.rank_of(c) == "K" and not m.is_trump(c)) >= 3:
            raise m.Reject("holds it")
        # the engine's figure without the false item vs with it: same game points either way
        s0, s1 = info["sides"][0]["total"], info["sides"][1]["total"] - 17
        if not (s0 > s1 + 17 and m.round_game_points(s0) >= 1):
            raise m.Reject("false item would matter")
        info["sides"][1]["total"] = s1
        info["sides"][1]["declarations"] -= 17
        return deal, info
    deal, info, seed = search(make, start=1200)
    add_scores(deal, info["scores"], info["scores"])
    write("12-false-declaration.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "planted": "cricca of kings declared without it"})
    FIGURES["12"] = [dict(summary(info), seed=seed)]


def f13():
    # wrong game points: a won solo written without the doubling
    dealer, decl = 0, 2
    bids = [(1, "pass"), (2, "solo"), (0, "pass")]
    deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, "solo", bids,
                                                   want=lambda i: i["winner_side"] == 0 and i["game_points"] >= 4),
                              start=1300)
    wrong = list(info["scores"])
    wrong[decl] = info["game_points"] // 2
    add_scores(deal, wrong, wrong)
    write("13-solo-not-doubled.json", "tarocchini-terziglio", TERZ_PLAYERS, [deal],
          meta={"club": "Circolo del Tarocchino", "planted": "solo written undoubled"})
    FIGURES["13"] = [dict(summary(info), seed=seed, written=wrong)]


def f14():
    # wrong total: three deals, deal 1's total for seat 0 added wrong by 1
    plan = [(2, 0, "gioco", lambda i: i["winner_side"] == 0 and i["game_points"] >= 1),
            (0, 2, "gioco", lambda i: i["winner_side"] == 1 and i["game_points"] >= 1),
            (1, 1, "gioco", lambda i: True)]
    deals, figs = [], []
    totals = [0, 0, 0]
    written = [0, 0, 0]
    for n, (dealer, decl, contract, want) in enumerate(plan):
        deal, info, seed = search(lambda sd: terz_deal(sd, dealer, decl, contract,
                                                       std_bids(dealer, decl, contract), want=want),
                                  start=14000 + 1000 * n)
        totals = [a + b for a, b in zip(totals, info["scores"])]
        written = [a + b for a, b in zip(written, info["scores"])]
        if n == 1:
            written[0] += 1
        add_scores(deal, info["scores"], written)
        deals.append(deal)
        figs.append(dict(summary(info), seed=seed, totals=list(totals), written=list(written)))
    write("14-wrong-total.json", "tarocchini-terziglio", TERZ_PLAYERS, deals,
          meta={"club": "Circolo del Tarocchino", "planted": "deal 1 total of seat 0 one too many"})
    FIGURES["14"] = figs


def f15():
    # Ottocento: all four ask monte after five cards; the next player deals; the deal is scored
    first = random.Random(1500)
    d = m.shuffled(first)
    d0 = {"dealer": 3, "hands": [d[0:5], d[5:10], d[10:15], d[15:20]],
          "events": [{"type": "redeal", "seat": s, "reason": "monte"} for s in (0, 1, 2, 3)]}
    deal, info, seed = search(lambda sd: otto_deal(sd, 0, monte_asks=(1,)), start=1500)
    ts = info["team_scores"]
    deal["events"] += [{"type": "score", "party": "team0", "points": ts[0]},
                       {"type": "score", "party": "team1", "points": ts[1]},
                       {"type": "total", "party": "team0", "points": ts[0]},
                       {"type": "total", "party": "team1", "points": ts[1]}]
    write("15-otto-monte-clean.json", "tarocchini-ottocento", OTTO_PLAYERS, [d0, deal],
          meta={"club": "Circolo del Tarocchino", "table": 7})
    FIGURES["15"] = [{"monte": True}, dict(otto_summary(info), seed=seed)]


def f16():
    # Ottocento session crossing 800 in its second deal; sheet by reasons in deal 1
    start = [560, 610]
    deals, figs = [], []
    totals = list(start)
    for n, (dealer, want) in enumerate([(1, lambda i: i["team_scores"][1] < 190 and i["team_scores"][0] < 240),
                                        (2, lambda i: True)]):
        deal, info, seed = search(lambda sd: otto_deal(sd, dealer, want=want, take_form=(n == 1)),
                                  start=1600 + 100 * n)
        ts = info["team_scores"]
        totals = [totals[0] + ts[0], totals[1] + ts[1]]
        if n == 0:
            deal["events"] += [{"type": "score", "party": "team0", "points": ts[0]},
                               {"type": "score", "party": "team1", "points": ts[1]}]
        else:
            for side in (0, 1):
                r = info["sides"][side]
                for reason in ("declarations", "combinations", "card_points", "last_trick"):
                    deal["events"].append({"type": "score", "party": f"team{side}", "points": r[reason],
                                           "reason": reason})
        deal["events"] += [{"type": "total", "party": "team0", "points": totals[0]},
                           {"type": "total", "party": "team1", "points": totals[1]}]
        deals.append(deal)
        figs.append(dict(otto_summary(info), seed=seed, totals=list(totals)))
    write("16-otto-session-800.json", "tarocchini-ottocento", OTTO_PLAYERS, deals, start={"totals": start},
          meta={"club": "Circolo del Tarocchino", "table": 8})
    FIGURES["16"] = figs


def f17():
    # Ottocento won on declarations: team0 stands at 780 and declares enough to pass 800; no play
    start = [780, 700]
    for sd in range(1700, 40000):
        rng = random.Random(sd)
        d = m.shuffled(rng)
        hands = [d[i * 15:(i + 1) * 15] for i in range(4)]
        dealer = 3
        hands[dealer] = hands[dealer] + d[60:]
        h = hands[dealer]
        lows = sorted([c for c in h if m.card_value(c) < 5 and not m.is_trump(c)], key=lambda c: (m.card_value(c), c))
        lay = lows[:2]
        rest = [c for c in h if c not in lay]
        decl = {}
        for s in range(4):
            hh = rest if s == dealer else hands[s]
            decl[s] = m.declarable(hh)
        t0 = sum(m.items_points(decl[s]) for s in (0, 2))
        t1 = sum(m.items_points(decl[s]) for s in (1, 3))
        if t0 >= 20 and 700 + t1 < 800 and t0 < 60:
            break
    events = [{"type": "discard", "seat": dealer, "cards": lay}]
    for k in range(4):
        s = (dealer + 1 + k) % 4
        events.append({"type": "declare", "seat": s, "items": decl[s]})
    events += [{"type": "score", "party": "team0", "points": t0, "reason": "declarations"},
               {"type": "score", "party": "team1", "points": t1, "reason": "declarations"},
               {"type": "total", "party": "team0", "points": 780 + t0},
               {"type": "total", "party": "team1", "points": 700 + t1}]
    deal = {"dealer": dealer, "hands": hands, "events": events}
    write("17-otto-won-on-declarations.json", "tarocchini-ottocento", OTTO_PLAYERS, [deal],
          start={"totals": start}, meta={"club": "Circolo del Tarocchino", "table": 9,
                                           "note": "team0 passed 800 on declarations; cards not played"})
    FIGURES["17"] = [{"seed": sd, "declared": decl, "team_declarations": [t0, t1], "lay": lay,
                      "totals": [780 + t0, 700 + t1]}]


def f18():
    # Ottocento: all four monte with Elsa (1) dealing; Elsa deals again (should pass to Fabio, 2)
    first = random.Random(1800)
    d = m.shuffled(first)
    d0 = {"dealer": 1, "hands": [d[0:5], d[5:10], d[10:15], d[15:20]],
          "events": [{"type": "redeal", "seat": s, "reason": "monte"} for s in (2, 3, 0, 1)]}
    deal, info, seed = search(lambda sd: otto_deal(sd, 1), start=1800)
    ts = info["team_scores"]
    deal["events"] += [{"type": "score", "party": "team0", "points": ts[0]},
                       {"type": "score", "party": "team1", "points": ts[1]},
                       {"type": "total", "party": "team0", "points": ts[0]},
                       {"type": "total", "party": "team1", "points": ts[1]}]
    write("18-otto-monte-same-dealer.json", "tarocchini-ottocento", OTTO_PLAYERS, [d0, deal],
          meta={"club": "Circolo del Tarocchino", "planted": "deal 1 dealt by the monte's dealer"})
    FIGURES["18"] = [{"monte": True}, dict(otto_summary(info), seed=seed)]


if __name__ == "__main__":
    for fn in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        fn()
        print(fn.__name__, "done", flush=True)
    with open(os.path.join(HERE, "figures.out"), "w") as f:
        json.dump(FIGURES, f, indent=1, ensure_ascii=False, default=str)
