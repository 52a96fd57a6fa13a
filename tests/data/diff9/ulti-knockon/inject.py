"""Naive hand-edit fault injector for Ulti transcripts (diff9 / ulti-knockon).

Written from the source (/work/shared/seeds/003_bb2f67de7752728b.txt, "L<n>" = `cat -n` line) and
the transcript format; the digest was read only for the annotation code names and the
`revoke_penalty` default (lose_all_goals: the offending side loses every goal, silent bonuses not
scored). No engine code was read.

Each kind edits ONE thing the way a careful human writer would (keeping the rest of the record
consistent: the hands, who leads each trick, the payments the rules then prescribe and the running
totals) and states the single (deal, event, code) the writer expects.  A kind returns None when the
clean record offers no place where the edit can be made cleanly.

My own reading of the play (L68):  先手と印が同じ手札があれば出さなければなりません (follow suit);
そうでない場合,切札があれば出さなければなりません (else trump); さらに,このルールが許す範囲で,すでに場に
出てるカードに勝てる手札があれば出さなければなりません (and, within that, beat the table if you can).
The writer uses it to check that the edited record holds only the planted fault (`self_check`).
"""
from __future__ import annotations

import copy
import random
from typing import Any

RANK_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # L9, with trumps
RANK_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
VALUES = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "open-durchmarsch": 24,
          "betli": 5, "rebetli": 10, "open-betli": 20, "redurchmarsch": 12}  # L40-L62 (standard)
SUITS = "HDSC"


def suit(c: str) -> str:
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def pts(c: str) -> int:
    return 10 if rank(c) in ("A", "10") else 0


# ---------------------------------------------------------------- my model of a deal

def analyze(deal: dict[str, Any]) -> dict[str, Any] | None:
    """Replay the auction's exchange and the play as a writer reads the record."""
    ev = deal["events"]
    hands = [list(h) for h in deal["hands"]]
    talon: list[str] = []
    last_bid = None
    declarer = None
    trump_announced = None
    for e in ev:
        t = e["type"]
        if t == "take":
            hands[e["seat"]] += e["cards"]
        elif t == "discard":
            for c in e["cards"]:
                if c in hands[e["seat"]]:
                    hands[e["seat"]].remove(c)
            talon = list(e["cards"])
        elif t == "bid" and e["bid"] != "pass":
            last_bid = e["bid"]
            declarer = e["seat"]
        elif t == "announce":
            for it in e["items"]:
                if it.get("kind") == "trump":
                    trump_announced = it["suit"]
        elif t == "call":
            return None  # folds: not used
    if last_bid is None:
        return None
    goals = set(last_bid["goals"])
    red = bool(last_bid.get("red"))
    if goals == {"betli"} and red:  # L55: レベトリまたは赤のベトリ
        goals, red, last_bid = {"rebetli"}, False, {"goals": ["rebetli"], "red": False}
    if goals and goals <= {"ulti", "four-aces"}:
        goals = goals | {"party"}  # L44: ゲームとの組み合わせは,省略して“ウルティ”といいます
    if goals & NO_TRUMP_GOALS:
        trump = None
    elif red:
        trump = "H"
    elif goals <= {"durchmarsch", "open-durchmarsch"}:
        trump = trump_announced
    else:
        trump = trump_announced
    plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
    if len(plays) != 30:
        return None
    tricks = [plays[k:k + 3] for k in range(0, 30, 3)]
    winners = [trick_winner([c for _, _, c in tr], [s for _, s, _ in tr], trump) for tr in tricks]
    return {"hands": hands, "talon": talon, "declarer": declarer, "bid": last_bid, "goals": goals,
            "red": red, "trump": trump, "plays": plays, "tricks": tricks, "winners": winners}


def order(trump: str | None, s: str) -> list[str]:
    return RANK_T if trump is not None else RANK_N


def beats(c: str, best: str, trump: str | None) -> bool:
    if suit(c) == suit(best):
        o = order(trump, suit(c))
        return o.index(rank(c)) < o.index(rank(best))
    return trump is not None and suit(c) == trump


def best_of(cards: list[str], trump: str | None) -> int:
    b = 0
    for k in range(1, len(cards)):
        if beats(cards[k], cards[b], trump):
            b = k
    return b


def trick_winner(cards: list[str], seats: list[int], trump: str | None) -> int:
    return seats[best_of(cards, trump)]


def legal(hand: list[str], table: list[str], trump: str | None) -> tuple[list[str], str]:
    """(legal cards, which duty binds) for a player holding `hand` with `table` on the trick."""
    if not table:
        return list(hand), "lead"
    led = suit(table[0])
    follow = [c for c in hand if suit(c) == led]
    if follow:
        cand, duty = follow, "follow"
    else:
        tr = [c for c in hand if trump is not None and suit(c) == trump]
        cand, duty = (tr, "trump") if tr else (list(hand), "any")
    best = table[best_of(table, trump)]
    over = [c for c in cand if beats(c, best, trump)]
    return (over or cand), duty


def self_check(deal: dict[str, Any]) -> list[tuple[int, str]] | None:
    """The faults a writer sees in the play of `deal` (event, code): turn, card held, follow duties."""
    a = analyze(deal)
    if a is None:
        return None
    hands = [list(h) for h in a["hands"]]
    trump = a["trump"]
    faults: list[tuple[int, str]] = []
    leader = a["declarer"]
    for t, tr in enumerate(a["tricks"]):
        table: list[str] = []
        due = [leader, (leader + 1) % 3, (leader + 2) % 3]
        turn_bad = False
        for k, (i, s, c) in enumerate(tr):
            if s != due[k] and not turn_bad:
                faults.append((i, "out_of_turn"))
                turn_bad = True
                # the others follow on from whoever played (one fault)
                due = [None] * k + [s, (s + 1) % 3, (s + 2) % 3][: 3 - k]
            if c not in hands[s]:
                faults.append((i, "card_not_in_hand"))
            else:
                ok, duty = legal(hands[s], table, trump)
                if c not in ok:
                    led = suit(table[0])
                    if any(suit(x) == led for x in hands[s]) and suit(c) != led:
                        faults.append((i, "revoke"))
                    elif trump and not any(suit(x) == led for x in hands[s]) and suit(c) != trump and any(suit(x) == trump for x in hands[s]):
                        faults.append((i, "failure_to_trump"))
                    else:
                        faults.append((i, "failure_to_overtake"))
                hands[s].remove(c)
            table.append(c)
        leader = trick_winner(table, [s for _, s, _ in tr], trump)
    return faults


def side_points(a: dict[str, Any]) -> tuple[int, int]:
    d = a["declarer"]
    dp = sum(pts(c) for tr, w in zip(a["tricks"], a["winners"]) if w == d for _, _, c in tr)
    return dp, sum(pts(c) for tr in a["tricks"] for _, _, c in tr) - dp


# ---------------------------------------------------------------- settlement helpers

def contra_levels(deal: dict[str, Any], a: dict[str, Any]) -> dict[str, dict[int, int]]:
    """Per goal, per defender, the contra factor (L78)."""
    d = a["declarer"]
    defs = [(d + 1) % 3, (d + 2) % 3]
    lv: dict[str, dict[int, int]] = {g: {x: 1 for x in defs} for g in a["goals"]}
    for e in deal["events"]:
        if e["type"] != "double" or e["target"] not in lv:
            continue
        g, L, s = e["target"], e["level"], e["seat"]
        if a["trump"] is not None:
            for x in defs:
                lv[g][x] = max(lv[g][x], L)
        elif s in defs:
            lv[g][s] = max(lv[g][s], L)
        else:  # the declarer answers each defender at the level below
            for x in defs:
                if lv[g][x] == L // 2:
                    lv[g][x] = L
    return lv


def goal_value(g: str, red: bool) -> int:
    v = VALUES[g]
    if red and g not in NO_TRUMP_GOALS and g != "open-durchmarsch":
        v *= 2
    return v


def penalized_payments(deal: dict[str, Any], a: dict[str, Any], offender: int) -> list[dict[str, Any]]:
    """revoke_penalty lose_all_goals: the offending side loses every goal; no silent bonus."""
    d = a["declarer"]
    defs = [(d + 1) % 3, (d + 2) % 3]
    lv = contra_levels(deal, a)
    red = a["red"]
    goals = sorted(a["goals"])
    pays = []
    for g in goals:
        for x in defs:
            amt = goal_value(g, red) * lv[g][x]
            if offender == d:
                pays.append({"type": "payment", "from": d, "to": x, "amount": amt, "reason": g})
            else:
                pays.append({"type": "payment", "from": x, "to": d, "amount": amt, "reason": g})
        if g == "ulti" and offender == d:
            for x in defs:
                pays.append({"type": "payment", "from": d, "to": x, "amount": 4 * (2 if red else 1),
                             "reason": "ulti-penalty"})
    return pays


def deal_net(deal: dict[str, Any]) -> list[int] | None:
    pays = [e for e in deal["events"] if e["type"] == "payment"]
    if not pays:
        return None
    n = [0, 0, 0]
    for p in pays:
        n[p["from"]] -= p["amount"]
        n[p["to"]] += p["amount"]
    return n


def rewrite_totals(doc: dict[str, Any], nets: list[list[int]]) -> None:
    """Running totals as the sheet writes them: previous total plus the deal's net."""
    run = list(doc.get("start", {}).get("totals", [0, 0, 0]))
    for deal, net in zip(doc["deals"], nets):
        run = [r + n for r, n in zip(run, net)]
        for e in deal["events"]:
            if e["type"] == "total":
                e["points"] = run[e["party"]]


def orig_nets(doc: dict[str, Any]) -> list[list[int]]:
    return [list(n) for n in doc["meta"]["nets"]]


def replace_payments(doc: dict[str, Any], di: int, pays: list[dict[str, Any]], with_reason: bool) -> None:
    deal = doc["deals"][di]
    ev = deal["events"]
    had = [k for k, e in enumerate(ev) if e["type"] == "payment"]
    if not with_reason:
        agg: dict[tuple[int, int], int] = {}
        for p in pays:
            a, b = p["from"], p["to"]
            agg[(a, b)] = agg.get((a, b), 0) + p["amount"]
        pays = [{"type": "payment", "from": a, "to": b, "amount": v} for (a, b), v in agg.items()]
    pos = had[0] if had else next((k for k, e in enumerate(ev) if e["type"] == "total"), len(ev))
    rest = [e for e in ev if e["type"] != "payment"]
    # keep order: everything before pos (no payments there), payments, then the rest
    before = [e for e in ev[:pos] if e["type"] != "payment"]
    after = [e for e in ev[pos:] if e["type"] != "payment"]
    deal["events"] = before + pays + after
    del rest


# ---------------------------------------------------------------- the kinds

Result = tuple[dict[str, Any], list[tuple[int, int | None, str]], str]


def _deals(doc: dict[str, Any]) -> list[tuple[int, dict[str, Any], dict[str, Any]]]:
    out = []
    for di, d in enumerate(doc["deals"]):
        a = analyze(d)
        if a is not None:
            out.append((di, d, a))
    return out


def _play_edit_ok(new: dict[str, Any], a_old: dict[str, Any], want: list[tuple[int, str]],
                  keep_points: bool = True) -> bool:
    """The writer's check: the edited play shows exactly the planted fault, leads stay right."""
    f = self_check(new)
    if f != want:
        return False
    a = analyze(new)
    if a is None or a["winners"] != a_old["winners"]:
        return False
    if keep_points and side_points(a) != side_points(a_old):
        return False
    return True


def _trump7(a: dict[str, Any], c: str) -> bool:
    return a["trump"] is not None and c == "7" + a["trump"]


def k_swap_first_two(doc, rng) -> Result | None:
    """Swap the first two cards of a trick (the second seat written as leading)."""
    cands = []
    for di, d, a in _deals(doc):
        for t, tr in enumerate(a["tricks"]):
            i0, i1 = tr[0][0], tr[1][0]
            new = copy.deepcopy(d)
            new["events"][i0], new["events"][i1] = new["events"][i1], new["events"][i0]
            if _play_edit_ok(new, a, [(i0, "out_of_turn")]):
                cands.append((di, new, i0, t))
    if not cands:
        return None
    di, new, i0, t = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di] = new
    return out, [(di, i0, "out_of_turn")], f"trick {t + 1}: first two cards swapped"


def k_swap_last_two(doc, rng) -> Result | None:
    """Swap the second and third cards of a trick (the third seat written before the second)."""
    cands = []
    for di, d, a in _deals(doc):
        for t, tr in enumerate(a["tricks"]):
            i1, i2 = tr[1][0], tr[2][0]
            new = copy.deepcopy(d)
            new["events"][i1], new["events"][i2] = new["events"][i2], new["events"][i1]
            if _play_edit_ok(new, a, [(i1, "out_of_turn")]):
                cands.append((di, new, i1, t))
    if not cands:
        return None
    di, new, i1, t = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di] = new
    return out, [(di, i1, "out_of_turn")], f"trick {t + 1}: second and third cards swapped"


def k_wrong_leader(doc, rng) -> Result | None:
    """A trick led by the wrong seat (the next one), the others following from him in turn."""
    cands = []
    for di, d, a in _deals(doc):
        for t, tr in enumerate(a["tricks"]):
            i0, i1, i2 = tr[0][0], tr[1][0], tr[2][0]
            new = copy.deepcopy(d)
            e0, e1, e2 = d["events"][i0], d["events"][i1], d["events"][i2]
            new["events"][i0], new["events"][i1], new["events"][i2] = copy.deepcopy(e1), copy.deepcopy(e2), copy.deepcopy(e0)
            if _play_edit_ok(new, a, [(i0, "out_of_turn")]):
                cands.append((di, new, i0, t))
    if not cands:
        return None
    di, new, i0, t = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di] = new
    return out, [(di, i0, "out_of_turn")], f"trick {t + 1} led by the seat after the due leader"


def _swap_cards(doc, rng, code: str) -> Result | None:
    """A player plays card d instead of card c in trick t, and c later where d was played."""
    cands = []
    for di, d, a in _deals(doc):
        byseat: dict[int, list[tuple[int, int, str]]] = {0: [], 1: [], 2: []}
        for t, tr in enumerate(a["tricks"]):
            for k, (i, s, c) in enumerate(tr):
                byseat[s].append((t, i, c))
        for s in range(3):
            for (t1, i1, c1) in byseat[s]:
                for (t2, i2, c2) in byseat[s]:
                    if t2 <= t1 or _trump7(a, c1) or _trump7(a, c2):
                        continue
                    new = copy.deepcopy(d)
                    new["events"][i1]["card"] = c2
                    new["events"][i2]["card"] = c1
                    if _play_edit_ok(new, a, [(i1, code)]):
                        cands.append((di, new, i1, t1, s, c1, c2))
    if not cands:
        return None
    di, new, i1, t1, s, c1, c2 = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di] = new
    a = analyze(new)
    # the writer knows the default revoke penalty: the offending side loses every goal (digest)
    pen = (out.get("rules") or {}).get("revoke_penalty", "lose_all_goals")
    if pen == "lose_all_goals":
        pays = penalized_payments(new, a, s)
        if any(e["type"] == "payment" for e in new["events"]):
            with_reason = all("reason" in e for e in new["events"] if e["type"] == "payment")
            replace_payments(out, di, pays, with_reason)
        # event indices: payments come after the plays, so i1 is unchanged
        nets = orig_nets(doc)
        nets[di] = deal_net({"events": pays}) or [0, 0, 0]
        rewrite_totals(out, nets)
    side = "declarer" if s == a["declarer"] else "defender"
    return out, [(di, i1, code)], f"trick {t1 + 1}: {side} seat {s} plays {c2} instead of {c1} ({c1} later in its place); penalized payments written"


def k_revoke(doc, rng):
    return _swap_cards(doc, rng, "revoke")


def k_no_trump(doc, rng):
    return _swap_cards(doc, rng, "failure_to_trump")


def k_no_overtake(doc, rng):
    return _swap_cards(doc, rng, "failure_to_overtake")


def _card_not_in_hand(doc, rng, source: str, loose: bool = False) -> Result | None:
    cands = []
    for di, d, a in _deals(doc):
        if source == "talon":
            pool = {c: None for c in a["talon"]}
        elif source == "own":
            pool = {}
            for (i, s, c) in a["plays"]:
                pool[c] = ("own", i, s)
        else:
            pool = {}
            for (i, s, c) in a["plays"]:
                pool[c] = (i, s)
        for t, tr in enumerate(a["tricks"]):
            for k, (i, s, c) in enumerate(tr):
                if _trump7(a, c):
                    continue
                for x, where in pool.items():
                    if x == c or suit(x) != suit(c) or pts(x) != pts(c) or _trump7(a, x):
                        continue
                    if where is not None and where[0] == "own":
                        if where[2] != s or where[1] >= i:  # the same seat played x earlier
                            continue
                    elif where is not None:
                        j, s2 = where
                        if s2 == s or j < i:  # the other seat plays x later
                            continue
                    new = copy.deepcopy(d)
                    new["events"][i]["card"] = x
                    # x would have been a legal card had he held it, and c would not have been needed
                    table = [cc for _, _, cc in tr[:k]]
                    hand_at = _hand_before(a, s, i)
                    ok_c, _ = legal(hand_at, table, a["trump"])
                    ok_x, _ = legal([x if h == c else h for h in hand_at], table, a["trump"])
                    if x not in ok_x:
                        continue
                    na = analyze(new)
                    if na is None or na["winners"] != a["winners"]:
                        continue
                    f = self_check(new)
                    if f is None:
                        continue
                    knock = [z for z in f if z[1] != "card_not_in_hand"]
                    # strict: the seat's unplayed card c binds him in no later trick (my reading);
                    # loose: it would, if c were still counted in his hand after the bad card
                    if bool(knock) != loose:
                        continue
                    cands.append((di, new, i, t, s, c, x))
    if not cands:
        return None
    di, new, i, t, s, c, x = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di] = new
    return out, [(di, i, "card_not_in_hand")], f"trick {t + 1}: seat {s}'s {c} written as {x} ({source})"


def _hand_before(a: dict[str, Any], s: int, i: int) -> list[str]:
    h = list(a["hands"][s])
    for (j, s2, c) in a["plays"]:
        if j >= i:
            break
        if s2 == s and c in h:
            h.remove(c)
    return h


def k_card_from_talon(doc, rng):
    return _card_not_in_hand(doc, rng, "talon")


def k_card_from_other_hand(doc, rng):
    return _card_not_in_hand(doc, rng, "other")


def k_card_from_talon_leftover(doc, rng):
    """As card_from_talon, where the card the bad one replaced (never played now) would bind a later
    trick if still counted in the hand (the writer's story: it was played, only written wrongly)."""
    return _card_not_in_hand(doc, rng, "talon", loose=True)


def k_card_replayed(doc, rng):
    """A card written again that the same seat had already played in an earlier trick."""
    return _card_not_in_hand(doc, rng, "own")


def k_early_seven(doc, rng) -> Result | None:
    """An ulti declarer who lost the tenth trick with the trump 7 written as playing it in an earlier trick
    (and that trick's card at the tenth in its place): the ulti stays lost, no payment changes (L44)."""
    cands = []
    for di, d, a in _deals(doc):
        if "ulti" not in a["goals"] or a["trump"] is None:
            continue
        dcl = a["declarer"]
        seven = "7" + a["trump"]
        last = [(i, s, c) for (i, s, c) in a["tricks"][9] if s == dcl]
        if not last or last[0][2] != seven or a["winners"][9] == dcl:
            continue
        i10 = last[0][0]
        for t in range(9):
            for (i, s, c) in a["tricks"][t]:
                if s != dcl:
                    continue
                new = copy.deepcopy(d)
                new["events"][i]["card"] = seven
                new["events"][i10]["card"] = c
                if _play_edit_ok(new, a, []):
                    # another card was legal at trick t: he could have kept the seven
                    hand_at = _hand_before(analyze(new), dcl, i)
                    tr = a["tricks"][t]
                    k = [x[0] for x in tr].index(i)
                    ok, _ = legal(hand_at, [x[2] for x in tr[:k]], a["trump"])
                    if [x for x in ok if x != seven]:
                        cands.append((di, new, i, t, c))
    if not cands:
        return None
    di, new, i, t, c = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di] = new
    return out, [(di, i, "early_trump_seven")], f"ulti declarer's trump 7 written at trick {t + 1} (his {c} at trick 10); the ulti was lost anyway"


def k_bid_turns_swapped(doc, rng) -> Result | None:
    """A pass and the next seat's take/discard/bid written in the wrong order (the bidder before the passer)."""
    cands = []
    for di, d, a in _deals(doc):
        ev = d["events"]
        for k in range(1, len(ev) - 3):
            e = ev[k]
            if (e["type"] == "bid" and e["bid"] == "pass" and ev[k + 1]["type"] == "take" and ev[k + 2]["type"] == "discard"
                    and ev[k + 3]["type"] == "bid" and ev[k + 1]["seat"] == (e["seat"] + 1) % 3):
                cands.append((di, k))
    if not cands:
        return None
    di, k = rng.choice(cands)
    out = copy.deepcopy(doc)
    ev = out["deals"][di]["events"]
    ev[k:k + 4] = ev[k + 1:k + 4] + [ev[k]]
    return out, [(di, k, "out_of_turn")], f"seat {ev[k]['seat']}'s take/discard/bid written before seat {ev[k + 3]['seat']}'s pass"


# ---- auction

def _auction_idx(d):
    return [k for k, e in enumerate(d["events"]) if e["type"] in ("bid", "take", "discard")]


def k_pass_swap(doc, rng) -> Result | None:
    """Two consecutive passes written with their seats swapped."""
    cands = []
    for di, d, a in _deals(doc):
        ev = d["events"]
        for k in range(len(ev) - 1):
            e1, e2 = ev[k], ev[k + 1]
            if e1["type"] == "bid" and e2["type"] == "bid" and e1["bid"] == "pass" == e2["bid"] and e1["seat"] != e2["seat"]:
                cands.append((di, k))
    if not cands:
        return None
    di, k = rng.choice(cands)
    out = copy.deepcopy(doc)
    ev = out["deals"][di]["events"]
    ev[k]["seat"], ev[k + 1]["seat"] = ev[k + 1]["seat"], ev[k]["seat"]
    return out, [(di, k, "out_of_turn")], f"passes at events {k},{k + 1} swapped"


def k_pass_omitted(doc, rng) -> Result | None:
    """A pass left out in mid-auction: the next seat's act (take or bid) comes out of turn."""
    cands = []
    for di, d, a in _deals(doc):
        ev = d["events"]
        for k in range(1, len(ev) - 1):
            e, n = ev[k], ev[k + 1]
            if e["type"] == "bid" and e["bid"] == "pass" and n["type"] in ("take", "bid") and not (n["type"] == "bid" and n["bid"] == "pass"):
                cands.append((di, k))
    if not cands:
        return None
    di, k = rng.choice(cands)
    out = copy.deepcopy(doc)
    ev = out["deals"][di]["events"]
    del ev[k]
    return out, [(di, k, "out_of_turn")], f"pass at event {k} (seat {doc['deals'][di]['events'][k]['seat']}) omitted; next act out of turn"


def k_pass_wrong_seat(doc, rng) -> Result | None:
    """A mid-auction pass written under the wrong seat (the one after), who then acts in his turn."""
    cands = []
    for di, d, a in _deals(doc):
        ev = d["events"]
        for k in range(1, len(ev) - 1):
            e, n = ev[k], ev[k + 1]
            if e["type"] == "bid" and e["bid"] == "pass" and n.get("seat") == (e["seat"] + 1) % 3 and n["type"] in ("take", "bid"):
                cands.append((di, k))
    if not cands:
        return None
    di, k = rng.choice(cands)
    out = copy.deepcopy(doc)
    ev = out["deals"][di]["events"]
    ev[k]["seat"] = (ev[k]["seat"] + 2) % 3  # the seat before him (who has just acted)
    return out, [(di, k, "out_of_turn")], f"pass at event {k} written for seat {ev[k]['seat']} instead of {(ev[k]['seat'] + 1) % 3}"


def _rank_std(bid: dict[str, Any]) -> tuple[int, int]:
    gs = bid["goals"]
    red = bool(bid.get("red"))
    return (sum(goal_value(g, red) for g in gs), -len(gs))


def k_bid_too_low(doc, rng) -> Result | None:
    """A mid-auction bid (later overbid) replaced by one that does not beat the standing bid."""
    if (doc.get("rules") or {}).get("preset", "standard") != "standard" or len(doc.get("rules") or {}) > 1:
        return None
    cands = []
    for di, d, a in _deals(doc):
        ev = d["events"]
        bids = [(k, e) for k, e in enumerate(ev) if e["type"] == "bid" and e["bid"] != "pass"]
        for n in range(1, len(bids) - 1):
            k, e = bids[n]
            standing = bids[n - 1][1]["bid"]
            for low in ({"goals": ["party"], "red": False}, dict(standing)):
                if _rank_std(low) <= _rank_std(standing):
                    cands.append((di, k, low, standing))
    if not cands:
        return None
    di, k, low, standing = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di]["events"][k]["bid"] = copy.deepcopy(low)
    return out, [(di, k, "illegal_bid")], f"bid at event {k} replaced by {low} (standing {standing})"


# ---- contra, marriages

def _first_trick_idx(a):
    return [i for i, _, _ in a["tricks"][0]]


def _double_targets(d):
    return {e["target"] for e in d["events"] if e["type"] == "double"}


def _insert(d, pos, e):
    d["events"].insert(pos, e)


def k_contra_late(doc, rng, where: str = "after3") -> Result | None:
    cands = []
    for di, d, a in _deals(doc):
        free = [g for g in a["bid"]["goals"] if g not in _double_targets(d)]
        if not free:
            continue
        dcl = a["declarer"]
        tr2 = a["tricks"][1]
        pos = tr2[0][0] if where == "after3" else tr2[1][0]
        for g in free:
            for s in ((dcl + 1) % 3, (dcl + 2) % 3):
                cands.append((di, pos, g, s))
    if not cands:
        return None
    di, pos, g, s = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], pos, {"type": "double", "seat": s, "target": g, "level": 2})
    return out, [(di, pos, "illegal_double")], f"contra on {g} by seat {s} written {where} (event {pos})"


def k_contra_after_trick1(doc, rng):
    return k_contra_late(doc, rng, "after3")


def k_contra_in_trick2(doc, rng):
    return k_contra_late(doc, rng, "in_trick2")


def k_contra_by_declarer(doc, rng) -> Result | None:
    cands = []
    for di, d, a in _deals(doc):
        free = [g for g in a["bid"]["goals"] if g not in _double_targets(d)]
        if free:
            cands.append((di, _first_trick_idx(a)[0], rng.choice(free), a["declarer"]))
    if not cands:
        return None
    di, pos, g, s = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], pos, {"type": "double", "seat": s, "target": g, "level": 2})
    return out, [(di, pos, "illegal_double")], f"contra on {g} by the declarer (seat {s})"


def k_contra_goal_not_bid(doc, rng) -> Result | None:
    cands = []
    for di, d, a in _deals(doc):
        if a["trump"] is None:
            continue
        others = [g for g in ("40-100", "20-100", "durchmarsch", "ulti") if g not in a["goals"]]
        dcl = a["declarer"]
        cands.append((di, _first_trick_idx(a)[0], rng.choice(others), (dcl + 1) % 3))
    if not cands:
        return None
    di, pos, g, s = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], pos, {"type": "double", "seat": s, "target": g, "level": 2})
    return out, [(di, pos, "illegal_double")], f"contra on {g}, not bid"


def _marriage_game(a):
    return a["trump"] is not None and not (a["goals"] & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"})


def _pairs(hand, trump):
    return [s for s in SUITS if "K" + s in hand and "Q" + s in hand], trump


def _declared(d):
    return {e["seat"] for e in d["events"] if e["type"] == "declare"}


def k_false_marriage(doc, rng) -> Result | None:
    cands = []
    for di, d, a in _deals(doc):
        if not _marriage_game(a):
            continue
        for (i, s, c) in a["tricks"][0]:
            if s in _declared(d):
                continue
            pairs, tr = _pairs(a["hands"][s], a["trump"])
            if tr in pairs:
                continue
            pts_ = 40 if not [p for p in pairs if p != tr] and rng.random() < 0.5 else None
            if pts_ is None and [p for p in pairs if p != tr]:
                pts_ = 40
            if pts_ is None:
                pts_ = 20
            cands.append((di, i, s, pts_))
    if not cands:
        return None
    di, i, s, p = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], i, {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p}]})
    return out, [(di, i, "false_marriage")], f"seat {s} says {p} without the pair (before his first card)"


def k_marriage_late(doc, rng) -> Result | None:
    """A marriage the player holds, said after the first trick is complete (L73: 1 回目のカード勝負にカードを出すときに)."""
    cands = []
    for di, d, a in _deals(doc):
        if not _marriage_game(a):
            continue
        for s in range(3):
            if s in _declared(d):
                continue
            pairs, tr = _pairs(a["hands"][s], a["trump"])
            if not pairs:
                continue
            p = 40 if tr in pairs else 20
            pos = a["tricks"][1][1][0]  # during trick 2
            cands.append((di, pos, s, p))
    if not cands:
        return None
    di, pos, s, p = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], pos, {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p}]})
    return out, [(di, pos, "marriage_not_allowed")], f"seat {s} says {p} (held) during trick 2"


def k_marriage_in_100_game(doc, rng) -> Result | None:
    """A defender says a 20 he holds in a game whose bid has a 100 goal or durchmarsch (L73)."""
    cands = []
    for di, d, a in _deals(doc):
        if a["trump"] is None or not (a["goals"] & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"}):
            continue
        for (i, s, c) in a["tricks"][0]:
            if s == a["declarer"] or s in _declared(d):
                continue
            pairs, tr = _pairs(a["hands"][s], a["trump"])
            if not pairs:
                continue
            p = 40 if tr in pairs else 20
            cands.append((di, i, s, p))
    if not cands:
        return None
    di, i, s, p = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], i, {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p}]})
    return out, [(di, i, "marriage_not_allowed")], f"defender {s} says {p} (held) in a 100/durchmarsch game"


def k_recontra_by_defender(doc, rng) -> Result | None:
    """A defender answering a contra'd goal with recontra (4), the declarer's call (L78)."""
    cands = []
    for di, d, a in _deals(doc):
        dcl = a["declarer"]
        ev = d["events"]
        for k, e in enumerate(ev):
            if e["type"] == "double" and e["level"] == 2 and not any(
                    f["type"] == "double" and f["target"] == e["target"] and f["level"] > 2 for f in ev):
                pos = a["tricks"][1][0][0]  # after trick 1, before trick 2 is led: recontra's window
                cands.append((di, pos, e["target"], (dcl + 1) % 3 if e["seat"] != (dcl + 1) % 3 else (dcl + 2) % 3))
    if not cands:
        return None
    di, pos, g, s = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], pos, {"type": "double", "seat": s, "target": g, "level": 4})
    return out, [(di, pos, "illegal_double")], f"defender {s} says recontra (4) on {g}"


def k_contra_level4_first(doc, rng) -> Result | None:
    """A defender's first double on a goal written at level 4 (no contra before it)."""
    cands = []
    for di, d, a in _deals(doc):
        free = [g for g in a["goals"] if g not in _double_targets(d) and g in a["bid"]["goals"]]
        if free:
            dcl = a["declarer"]
            cands.append((di, _first_trick_idx(a)[1], rng.choice(free), (dcl + 1) % 3))
    if not cands:
        return None
    di, pos, g, s = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], pos, {"type": "double", "seat": s, "target": g, "level": 4})
    return out, [(di, pos, "illegal_double")], f"first double on {g} written at level 4 by seat {s}"


def k_trump_named_by_defender(doc, rng) -> Result | None:
    """The trump announcement written under a defender's seat (same suit)."""
    cands = []
    for di, d, a in _deals(doc):
        for k, e in enumerate(d["events"]):
            if e["type"] == "announce" and any(it.get("kind") == "trump" for it in e["items"]):
                cands.append((di, k, (e["seat"] + rng.choice([1, 2])) % 3))
    if not cands:
        return None
    di, k, s = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di]["events"][k]["seat"] = s
    return out, [(di, k, "bad_trump")], f"trump announcement at event {k} written for defender {s}"


def k_trump_renamed_by_defender(doc, rng) -> Result | None:
    """A defender also names (another) trump suit after the declarer did, before the first card; the play
    goes on with the declarer's trumps (the writer expects the one bad_trump)."""
    cands = []
    for di, d, a in _deals(doc):
        for k, e in enumerate(d["events"]):
            if e["type"] == "announce" and any(it.get("kind") == "trump" for it in e["items"]):
                other = [x for x in SUITS if x != a["trump"] and x != "H"]
                cands.append((di, k + 1, (e["seat"] + 1) % 3, rng.choice(other)))
    if not cands:
        return None
    di, k, s, su = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], k, {"type": "announce", "seat": s, "items": [{"kind": "trump", "suit": su}]})
    return out, [(di, k, "bad_trump")], f"defender {s} names {su} trumps after the declarer's announcement"


def k_fold_not_party(doc, rng) -> Result | None:
    """The declarer of a contract other than plain party 'folds' before the first card; the play goes on (L31)."""
    cands = []
    for di, d, a in _deals(doc):
        if a["goals"] == {"party"} and not a["red"]:
            continue
        cands.append((di, _first_trick_idx(a)[0], a["declarer"]))
    if not cands:
        return None
    di, pos, s = rng.choice(cands)
    out = copy.deepcopy(doc)
    _insert(out["deals"][di], pos, {"type": "call", "seat": s, "call": "fold"})
    return out, [(di, pos, "illegal_fold")], f"declarer {s} calls fold on a contract that is not plain party; play goes on"


# ---- payments

def _pays(doc):
    out = []
    for di, d in enumerate(doc["deals"]):
        for k, e in enumerate(d["events"]):
            if e["type"] == "payment":
                out.append((di, k))
    return out


def k_pay_off(doc, rng, update_totals: bool = False) -> Result | None:
    c = _pays(doc)
    if not c:
        return None
    di, k = rng.choice(c)
    out = copy.deepcopy(doc)
    out["deals"][di]["events"][k]["amount"] += rng.choice([1, 2, -1]) if out["deals"][di]["events"][k]["amount"] > 1 else 1
    if update_totals:
        nets = orig_nets(doc)
        nets[di] = deal_net(out["deals"][di])
        rewrite_totals(out, nets)
    return out, [(di, k, "wrong_payment")], f"payment at event {k} amount changed" + (" (totals follow it)" if update_totals else "")


def k_pay_off_totals(doc, rng):
    return k_pay_off(doc, rng, True)


def k_pay_missing(doc, rng) -> Result | None:
    c = _pays(doc)
    if not c:
        return None
    di, k = rng.choice(c)
    out = copy.deepcopy(doc)
    del out["deals"][di]["events"][k]
    return out, [(di, None, "missing_payment")], f"payment at event {k} left out"


def k_pay_wrong_payee(doc, rng) -> Result | None:
    c = _pays(doc)
    if not c:
        return None
    di, k = rng.choice(c)
    out = copy.deepcopy(doc)
    e = out["deals"][di]["events"][k]
    e["to"] = 3 - e["from"] - e["to"]
    return out, [(di, k, "wrong_payment")], f"payment at event {k} to the wrong seat"


def k_pay_reversed(doc, rng) -> Result | None:
    c = _pays(doc)
    if not c:
        return None
    di, k = rng.choice(c)
    out = copy.deepcopy(doc)
    e = out["deals"][di]["events"][k]
    e["from"], e["to"] = e["to"], e["from"]
    return out, [(di, k, "wrong_payment")], f"payment at event {k} written the wrong way round"


def k_pay_extra(doc, rng) -> Result | None:
    c = _pays(doc)
    if not c:
        return None
    di, k = rng.choice(c)
    out = copy.deepcopy(doc)
    out["deals"][di]["events"].insert(k + 1, copy.deepcopy(out["deals"][di]["events"][k]))
    return out, [(di, k + 1, "unexpected_payment")], f"payment at event {k} written twice"


# ---- dealer

def k_dealer_field(doc, rng) -> Result | None:
    """The dealer of a later deal written wrongly (only the field)."""
    if len(doc["deals"]) < 2:
        return None
    di = rng.randrange(1, len(doc["deals"]))
    out = copy.deepcopy(doc)
    out["deals"][di]["dealer"] = (out["deals"][di]["dealer"] + rng.choice([1, 2])) % 3
    return out, [(di, None, "wrong_dealer")], f"deal {di}: dealer field written wrongly (hands unchanged)"


def _rot_seat(x, r):
    return (x + r) % 3


def k_dealer_rotated(doc, rng) -> Result | None:
    """A later deal really dealt by the wrong seat: the whole deal consistent with that dealer."""
    if len(doc["deals"]) < 2:
        return None
    di = rng.randrange(1, len(doc["deals"]))
    r = rng.choice([1, 2])
    out = copy.deepcopy(doc)
    d = out["deals"][di]
    d["dealer"] = _rot_seat(d["dealer"], r)
    hands = [None, None, None]
    for i in range(3):
        hands[_rot_seat(i, r)] = d["hands"][i]
    d["hands"] = hands
    for e in d["events"]:
        for f in ("seat", "from", "to", "party"):
            if f in e and isinstance(e[f], int):
                e[f] = _rot_seat(e[f], r)
    nets = orig_nets(doc)
    n = nets[di]
    nets[di] = [n[(i - r) % 3] for i in range(3)]
    rewrite_totals(out, nets)
    return out, [(di, None, "wrong_dealer")], f"deal {di}: dealt by seat {d['dealer']} (seats rotated by {r}, totals follow)"


def _auction_ends_early(ev) -> bool:
    """Three passes in a row by three players before the record's last auction act."""
    acts = [k for k, e in enumerate(ev) if e["type"] in ("bid", "take", "discard")]
    run: list[int] = []
    for k in acts:
        e = ev[k]
        if e["type"] == "bid" and e["bid"] == "pass":
            run.append(e["seat"])
            if len(set(run[-3:])) == 3 and len(run) >= 3:
                return k != acts[-1]
        else:
            run = []
    return False


def k_pass_inserted(doc, rng, closes: bool = False) -> Result | None:
    """An extra pass by a seat whose turn it is not, written between two acts; the record goes on in turn.

    closes: the stray pass is the third pass in a row by a third player (L22's 3 人が続けて目標を言わなかったら
    read literally would end the auction there); otherwise it is not."""
    cands = []
    for di, d, a in _deals(doc):
        ev = d["events"]
        for k in range(1, len(ev)):
            e = ev[k]
            if e["type"] in ("bid", "take") and ev[k - 1]["type"] == "bid":
                due = e["seat"]
                prev = ev[k - 1]["seat"]
                wrong = 3 - due - prev if due != prev else (due + 1) % 3
                trial = ev[:k] + [{"type": "bid", "seat": wrong, "bid": "pass"}] + ev[k:]
                makes3 = _auction_ends_early(trial)
                if makes3 == closes:
                    cands.append((di, k, wrong))
    if not cands:
        return None
    di, k, wrong = rng.choice(cands)
    out = copy.deepcopy(doc)
    out["deals"][di]["events"].insert(k, {"type": "bid", "seat": wrong, "bid": "pass"})
    return out, [(di, k, "out_of_turn")], f"an extra pass by seat {wrong} inserted at event {k}"


def k_pass_inserted_closing(doc, rng):
    return k_pass_inserted(doc, rng, True)


def k_total_off(doc, rng, carried: bool = True) -> Result | None:
    """A running total written wrongly (by 1) in a deal; later sheets carried on from it, or not."""
    c = [(di, k) for di, d in enumerate(doc["deals"]) for k, e in enumerate(d["events"]) if e["type"] == "total"]
    if not carried:
        c = [(di, k) for di, k in c if di < len(doc["deals"]) - 1]
    if not c:
        return None
    di, k = rng.choice(c)
    out = copy.deepcopy(doc)
    e = out["deals"][di]["events"][k]
    e["points"] += 1
    if carried:
        for d in out["deals"][di + 1:]:
            for f in d["events"]:
                if f["type"] == "total" and f["party"] == e["party"]:
                    f["points"] += 1
    return out, [(di, k, "wrong_total")], f"total of seat {e['party']} in deal {di} off by one" + (" (carried on)" if carried else " (next sheet right again)")


def k_total_off_carried(doc, rng):
    return k_total_off(doc, rng, True)


def k_total_off_once(doc, rng):
    return k_total_off(doc, rng, False)


KINDS = {
    "swap_first_two": k_swap_first_two,
    "swap_last_two": k_swap_last_two,
    "wrong_leader": k_wrong_leader,
    "revoke_follow": k_revoke,
    "revoke_trump": k_no_trump,
    "revoke_overtake": k_no_overtake,
    "card_from_talon": k_card_from_talon,
    "card_from_other_hand": k_card_from_other_hand,
    "card_replayed": k_card_replayed,
    "card_from_talon_leftover": k_card_from_talon_leftover,
    "early_seven": k_early_seven,
    "pass_swap": k_pass_swap,
    "bid_turns_swapped": k_bid_turns_swapped,
    "pass_omitted": k_pass_omitted,
    "pass_wrong_seat": k_pass_wrong_seat,
    "pass_inserted": k_pass_inserted,
    "pass_inserted_closing": k_pass_inserted_closing,
    "bid_too_low": k_bid_too_low,
    "contra_after_trick1": k_contra_after_trick1,
    "contra_in_trick2": k_contra_in_trick2,
    "contra_by_declarer": k_contra_by_declarer,
    "contra_goal_not_bid": k_contra_goal_not_bid,
    "recontra_by_defender": k_recontra_by_defender,
    "contra_level4_first": k_contra_level4_first,
    "trump_named_by_defender": k_trump_named_by_defender,
    "trump_renamed_by_defender": k_trump_renamed_by_defender,
    "fold_not_party": k_fold_not_party,
    "false_marriage": k_false_marriage,
    "marriage_late": k_marriage_late,
    "marriage_in_100_game": k_marriage_in_100_game,
    "pay_off": k_pay_off,
    "pay_off_totals": k_pay_off_totals,
    "pay_missing": k_pay_missing,
    "pay_wrong_payee": k_pay_wrong_payee,
    "pay_reversed": k_pay_reversed,
    "pay_extra": k_pay_extra,
    "total_off_carried": k_total_off_carried,
    "total_off_once": k_total_off_once,
    "dealer_field": k_dealer_field,
    "dealer_rotated": k_dealer_rotated,
}


def inject(doc: dict[str, Any], kind: str, seed: int) -> Result | None:
    return KINDS[kind](doc, random.Random(seed * 1009 + sum(map(ord, kind))))
