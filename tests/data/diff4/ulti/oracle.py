"""Independent referee for Ulti faults (diff4 audit), from the Japanese source only:
/work/shared/seeds/003_bb2f67de7752728b.txt ("ウルティ").  L<n> = line n as `cat -n` prints it.

Scope (this audit): revokes (follow / trump / overtake, L68), the ulti declarer's trump VII given up
early (L44), false or disallowed marriages (L73), the fold (L31), illegal discards (L29), and the
settlement / running totals of a deal that contains such a fault, under each revoke_penalty value.

The settlement of a deal WITHOUT fault (goal success, contras, silent bonuses) is delegated to the
earlier independent differential referee tests/data/diff/ulti/oracle.py (written from the same
source, audited against the engine over 1,500 sessions); I re-read its readings against the source
(see REPORT.md) and only add the fault layer here.

The source has NO rule for what follows a revoke (it never mentions one).  The three values of
revoke_penalty are therefore read from their names only (REPORT.md, class C-R):
  play_stands     the deal is scored as played (the fault is reported, the cards stand);
  void_deal       the deal is void: nobody pays anybody;
  lose_all_goals  the offending side loses every goal announced: a declarer who revokes pays
                  every goal (and the ulti penalty, L44) to each defender; a defender who revokes
                  makes his side pay the declarer every goal; no silent bonus is scored.
"""
from __future__ import annotations
import copy
import importlib.util
import os

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "ulti_base_oracle", os.path.join(_here, "..", "..", "diff", "ulti", "oracle.py"))
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

REVOKE_CODES = {"revoke", "failure_to_trump", "failure_to_overtake"}
# The trump VII given up early (L44) is a fault of its own, not a revoke: no revoke_penalty applies;
# the deal is scored as played (the ulti, needing the VII in trick 10, fails by itself). REPORT C-7.


def contract(deal):
    """The declarer and the last (winning) bid: L29 最後に目標を言った人が,それを自らの宣言として親になり."""
    decl, bid = None, None
    for e in deal["events"]:
        if e["type"] == "bid" and e["bid"] != "pass":
            decl, bid = e["seat"], e["bid"]
    return decl, bid


def goals_of(bid):
    g = set(bid["goals"])
    if bid.get("red") and "betli" in g:          # L59 レベトリまたは赤のベトリ
        g = (g - {"betli"}) | {"rebetli"}
    if g and g <= {"ulti", "four-aces", "four-tens"}:  # L44/L52 "ゲーム"との組み合わせは省略して
        g.add("party")
    return g


def check_deal(deal, opts, n=3):
    """Return (faults, info): faults = list of (event index, code, seat)."""
    faults = []
    hands = [list(h) for h in deal["hands"]]
    events = deal["events"]
    decl, bid = contract(deal)
    first_play = next((i for i, e in enumerate(events) if e["type"] == "play"), None)
    # the base replay gives trump / winners; we need trump before play for marriages
    try:
        r = base.replay_deal(copy.deepcopy(deal), opts, n)
    except ValueError:           # a discard of a card not held: the rest cannot be replayed
        r = base.DealResult(); r.goals = set()
    trump, goals = r.trump, r.goals or set()
    seen_play = set()
    global true_items
    true_items = {}
    pending = None        # cards lying face down in the middle (L29)
    for i, e in enumerate(events):
        t = e["type"]
        if t == "take":
            hands[e["seat"]] += list(e["cards"])
        elif t == "discard":
            # L29: 12 枚の手札から 2 枚の不要札を伏せて場に捨て / 不要な 2 枚を伏せて捨て
            s = e["seat"]
            cards = list(e["cards"])
            ok = len(cards) == 2 and len(set(cards)) == 2 and all(c in hands[s] for c in cards) \
                and len(hands[s]) == 12
            if not ok:
                faults.append((i, "illegal_discard", s))
            for c in cards:
                if c in hands[s]:
                    hands[s].remove(c)
        elif t == "call" and e.get("call") == "fold":
            # L31: 最低の目標である赤以外のゲーム (パス,パルティ) で立った親は,この時点で,勝負せずに下りることができます
            ok = (bid is not None and e["seat"] == decl and set(bid["goals"]) == {"party"}
                  and not bid.get("red") and first_play is not None and i < first_play) \
                or (bid is not None and e["seat"] == decl and set(bid["goals"]) == {"party"}
                    and not bid.get("red") and first_play is None)
            if not ok:
                faults.append((i, "illegal_fold", e["seat"]))
        elif t == "declare":
            s = e["seat"]
            items = [it for it in e["items"] if it.get("kind") == "marriage"]
            if not items:
                continue
            # L73: 切札があり,100 か全勝系の目標が宣言されていない場合 ... 1 回目のカード勝負にカードを出すときに
            h = hands[s]
            if trump is None or goals & ({"40-100", "20-100"} | base.DURCH_FAMILY) or s in seen_play:
                faults.append((i, "marriage_not_allowed", s))
                # also false if not held: either code names the fault (REPORT, C-M2)
                if trump is not None and s not in seen_play:
                    has40 = ("K" + trump) in h and ("Q" + trump) in h
                    n20 = sum(1 for su in base.SUITS if su != trump and ("K" + su) in h and ("Q" + su) in h)
                    c40 = sum(1 for it in items if it["points"] == 40)
                    c20 = sum(1 for it in items if it["points"] == 20)
                    if c40 > (1 if has40 else 0) or c20 > n20:
                        faults.append((i, "false_marriage", s))
                continue
            has40 = ("K" + trump) in h and ("Q" + trump) in h
            n20 = sum(1 for su in base.SUITS if su != trump and ("K" + su) in h and ("Q" + su) in h)
            c40 = sum(1 for it in items if it["points"] == 40)
            c20 = sum(1 for it in items if it["points"] == 20)
            if c40 > (1 if has40 else 0) or c20 > n20:
                faults.append((i, "false_marriage", s))
                # what stands: the marriages the seat really holds (REPORT C-M)
                true_items[i] = [{"kind": "marriage", "points": 40}] * min(c40, 1 if has40 else 0) + \
                    [{"kind": "marriage", "points": 20}] * min(c20, n20)
        elif t == "play":
            seen_play.add(e["seat"])
    # plays: reuse the base replay's legality (L68, L44)
    for (i, kind, det) in r.problems:
        if kind == "illegal":
            faults.append((i, det["why"], events[i]["seat"]))
            # the ulti declarer's VII played while another legal card was held is also an early VII
            # (L44), whatever other duty the card breaks
            e = events[i]
            if det["why"] != "early_trump_seven" and trump and "ulti" in goals and e["seat"] == decl \
                    and e["card"] == "7" + trump and [c for c in det["legal"] if c != e["card"]]:
                faults.append((i, "early_trump_seven", e["seat"]))
        elif kind == "not_in_hand":
            faults.append((i, "card_not_in_hand", events[i]["seat"]))
        elif kind == "turn":
            faults.append((i, "out_of_turn", events[i]["seat"]))
    faults.sort()
    return faults, r


def _value(g, opts, trump, red):
    vals, _ = base.goal_values(opts)
    v = vals[g]
    if g == "open-durchmarsch":
        if trump and trump != "H" and opts.get("open_durchmarsch_trump_points") in (12, "12"):
            v = 12
    elif trump and red:
        v *= 2                      # L41 "赤の"は点数が倍
    return v


def expected_net(deal, opts, n=3):
    """Net per seat the oracle expects for this deal, or None if it cannot say."""
    faults, r = check_deal(deal, opts, n)
    decl, bid = contract(deal)
    if bid is None:
        return None, faults
    fold = any(e["type"] == "call" and e.get("call") == "fold" for e in deal["events"])
    if r.goals is None or not r.goals or any(c in ("illegal_fold", "illegal_discard", "card_not_in_hand", "out_of_turn") for _, c, _ in faults):
        return None, faults
    revokes = [(i, c, s) for i, c, s in faults if c in REVOKE_CODES]
    falsem = [i for i, c, s in faults if c in ("false_marriage", "marriage_not_allowed")]
    d2 = copy.deepcopy(deal)
    for i in falsem:   # a false marriage earns only what is held; a disallowed one nothing (REPORT C-M)
        d2["events"][i] = {"type": "declare", "seat": d2["events"][i]["seat"], "items": true_items.get(i, [])}
    pen = opts.get("revoke_penalty", "lose_all_goals")
    if fold or not revokes or pen == "play_stands":
        rr = base.replay_deal(d2, opts, n)
        if rr.net is None:
            return None, faults
        lines = getattr(rr, "lines", None)
        if fold:  # L31: 親は,2 人の子に 2 点ずつ渡します
            lines = [(decl, dd, 2, "fold") for dd in range(n) if dd != decl]
        return (rr.net, lines), faults
    if pen == "void_deal":
        return ({s: 0 for s in range(n)}, []), faults
    # lose_all_goals
    _, c, off = revokes[0]
    won = off != decl
    goals = r.goals
    trump, red = r.trump, bool(bid.get("red"))
    doubles = [e for e in deal["events"] if e["type"] == "double"]
    net = {s: 0 for s in range(n)}
    lines = []
    for g in goals:
        v = _value(g, opts, trump, red)
        for dsn in range(n):
            if dsn == decl:
                continue
            m = base.contra_level(doubles, g, trump, decl, dsn)
            amt = v * m * (1 if won else -1)
            net[decl] += amt
            net[dsn] -= amt
            lines.append((dsn, decl, v * m, g) if won else (decl, dsn, v * m, g))
            if g == "ulti" and not won:   # L44 ペナルティとして 4 点 (赤の倍は適用)
                net[decl] -= 4 * (2 if red else 1)
                net[dsn] += 4 * (2 if red else 1)
                lines.append((decl, dsn, 4 * (2 if red else 1), "ulti-penalty"))
    return (net, lines), faults


def expected_session(doc):
    opts = base.resolve_options(doc.get("rules"))
    n = len(doc["players"])
    tot = list((doc.get("start") or {}).get("totals") or [0] * n)
    out = []
    for d in doc["deals"]:
        nl, faults = expected_net(d, opts, n)
        net, lines = nl if nl is not None else (None, None)
        if net is not None:
            tot = [tot[s] + net[s] for s in range(n)]
        out.append((net, lines, faults, list(tot) if net is not None else None))
    return out
