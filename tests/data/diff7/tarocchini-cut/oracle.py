"""Independent Tarocchini referee for RECORDS WITH DEALS THAT STOP EARLY (diff7).

Written from the Russian source /work/shared/seeds/004_c8bdb85b1ac896b0.txt (SRC:<line>) and the
format spec /work/shared/spec/transcript-format.md only. Reused (both also written from the
source alone and already compared with the engine):
  * tests/data/diff/tarocchini/oracle.py  (audit 1): card codes, values, legal_plays (follow suit,
    trump when void, the Matto as excuse), trick_winner (Moretti of equal rank);
  * tests/data/diff2/tarocchini/oracle.py (audit 2): holdings / check_item / combo_total (what a
    hand holds, what a declared item is worth, the SRC:68 doubling), with audit 2's two (c)
    readings set to the digest's rulings (double=group, gap=stop), as audit 3 did.
The event walk below (what the kept part of a cut deal proves, and how a cut deal bears on the
rest of the session) is new and is this audit's own.

Principle (the brief, and the spec's "A revoke is then reported only where it is provable from
the record itself"): an event in the kept part is judged with everything before it; nothing
that could still come in the missing part (a later bid, a later discard, a later declaration, the
rest of the play, the scores) may be called missing or wrong.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

_here = Path(__file__).resolve()


def _load(name, rel):
    p = _here.parents[2] / rel
    spec = importlib.util.spec_from_file_location(name, p)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


combos = _load("diff2_ref", "diff2/tarocchini/oracle.py")
combos.READING["double"] = "group"
combos.READING["gap"] = "stop"
play = combos.play
norm, value, suit_of = play.norm, play.value, play.suit_of

UNKNOWN = None
RANK = {"gioco": 1, "solo": 2}


def _seat_side(ott, declarer):
    if ott:
        return lambda s: "team%d" % (s % 2)
    return lambda s: s          # Terziglio scores and totals are per seat


def check_deal(deal: dict, game: str, n: int, rules: dict):
    """Judge the kept events of one deal. Returns dict:
      codes: {event_index: set(code)}   (violations only)
      complete: all tricks played (the count is then fixed)
      thrown_in: monte / all pass (a complete deal with no score)
      declared: {seat: points of valid declared items}
      taker/declarer/contract
    """
    ott = game.endswith("ottocento")
    ev = deal["events"]
    dealer = deal["dealer"]
    hands = [[norm(c) for c in h] for h in deal["hands"]]
    talon = [norm(c) for c in (deal.get("talon") or [])]
    per_hand = len(hands[(dealer + 1) % n])
    codes: dict[int, set] = {}

    def flag(i, c):
        codes.setdefault(i, set()).add(c)

    out = {"codes": codes, "complete": False, "thrown_in": False, "declared": {},
           "declarer": None, "contract": None, "cut_in": None}
    # ---- monte SRC:78: "если все игроки согласны, игра может быть monte ... Старшая рука
    # говорит первой ... пока не дойдет до дилера. Если все объявили monte, то игра будет
    # перезапущена." Only monte calls are recorded; they must come first, in turn order.
    monte = []
    first_other = next((i for i, e in enumerate(ev) if e["type"] != "redeal"), len(ev))
    for i, e in enumerate(ev):
        if e["type"] != "redeal":
            continue
        pos = (e["seat"] - dealer - 1) % n
        last = (monte[-1] - dealer - 1) % n if monte else -1
        if not rules.get("monte", True) or i > first_other or pos <= last:
            flag(i, "bad_monte")
        monte.append(e["seat"])
    if rules.get("monte", True) and len(set(monte)) == n and not codes:
        out["thrown_in"] = out["complete"] = True
        return out
    # ---- auction (Terziglio) SRC:109 "Во время торгов игроки могут пасовать, делать ставки
    # gioco или соло, что является самой высокой ставкой." From the elder hand, one round.
    declarer = contract = None
    bids_done = True
    if not ott:
        turn, spoken, high = (dealer + 1) % n, 0, 0
        for i, e in enumerate(ev):
            if e["type"] != "bid":
                continue
            if e["seat"] != turn or spoken >= n:
                flag(i, "bid_out_of_turn")
            b = e["bid"]
            if b != "pass":
                if RANK.get(b, 0) <= high:
                    flag(i, "illegal_bid")
                else:
                    high, declarer, contract = RANK[b], e["seat"], b
            turn = (e["seat"] + 1) % n
            spoken += 1
        # the auction is over after one round, or at a solo (nothing is higher: the sim and
        # the tables write no passes after it), or when the record goes on to other events
        after = [i for i, e in enumerate(ev) if e["type"] not in ("bid", "redeal")]
        bids_done = spoken >= n or high == 2 or bool(after)
        if after and high < 2 and len({e["seat"] for e in ev if e["type"] == "bid"}) < n:
            flag(after[0], "missing_bid")
        out["declarer"], out["contract"] = declarer, contract
        if bids_done and declarer is None:
            out["thrown_in"] = out["complete"] = True
            return out
        if not bids_done:
            # cut mid-auction: any kept non-bid event would itself be out of place, but the
            # simulator never writes one; nothing more is provable.
            out["cut_in"] = "auction"
            return out
    # ---- widow. SRC:76 "Дилер забирает последние две карты, добавляя их к тем, что у него в
    # руке. Дилер должен сбросить две карты, которые не могут быть картами «5 очков»".
    # SRC:109 gioco: "может обмениваться картами с колодой, но не может сбрасывать 5-очковые
    # карты"; solo: "играет без обмена с колодой, которая остается скрытой".
    taker = dealer if ott else declarer
    if ott and talon and not any(e["type"] == "take" for e in ev):
        hands[taker] += talon
    took = []
    for i, e in enumerate(ev):
        if e["type"] == "take":
            cs = [norm(c) for c in e["cards"]]
            if e["seat"] != taker or (not ott and contract == "solo"):
                flag(i, "illegal_take")
            elif ott and sorted(cs) != sorted(talon):
                flag(i, "illegal_take")
            elif any(c not in talon for c in cs) or len(set(cs)) != len(cs):
                flag(i, "illegal_take")
            else:
                hands[taker] += cs
                took += cs
        elif e["type"] == "discard":
            cs = [norm(c) for c in e["cards"]]
            need = 2 if ott else len(took)
            if (e["seat"] != taker or any(value(c) == 5 for c in cs)
                    or any(c not in hands[e["seat"]] for c in cs) or len(cs) != need):
                flag(i, "illegal_discard")
            for c in cs:
                if c in hands[e["seat"]]:
                    hands[e["seat"]].remove(c)
    # ---- declarations SRC:84 "После того, как карты были розданы, каждый игрок может
    # объявить определенные комбинации карт руки ... может по желанию объявить меньший набор
    # или пробег, чем фактически удерживаемый." SRC:88 "После того, как первое объявление
    # очков закончено, следует обычная карточная игра."
    first_play = next((i for i, e in enumerate(ev) if e["type"] == "play"), len(ev))
    seen = set()
    dbl = rules.get("double_three", True)
    for i, e in enumerate(ev):
        if e["type"] != "declare":
            continue
        s = e["seat"]
        if i > first_play:
            flag(i, "late_declaration")
            continue
        if s in seen:
            flag(i, "repeated_declaration")
            continue
        seen.add(s)
        held = combos.holdings(hands[s])
        keys = [combos.item_key(it) for it in e["items"]]
        ok = len(set(keys)) == len(keys)
        for it in e["items"]:
            if combos.check_item(it, held):
                ok = False
        if not ok:
            flag(i, "false_declaration")
        else:
            out["declared"][s] = combos.combo_total(e["items"], dbl)
    # ---- play SRC:88 "игрок, который не может следовать масти, должен козырять, если это
    # возможно. Если козырей не хватает, то любая карта может быть сброшена. Дурак освобождает
    # игрока от следования масти". Turn: SRC:14 "Играть Против часовой стрелки" = next seat;
    # the trick's winner leads the next (the usual rule). The first leader is not checked.
    mt = rules.get("moretti_tie", "last_played")
    trick, tseats, leader, nt = [], [], None, 0
    for i, e in enumerate(ev):
        if e["type"] != "play":
            continue
        s, c = e["seat"], norm(e["card"])
        exp = leader if not trick else (tseats[-1] + 1) % n
        if exp is not None and s != exp:
            flag(i, "out_of_turn")
        h = hands[s]
        if c not in h:
            flag(i, "card_not_in_hand")
        else:
            legal = play.legal_plays(h, trick)
            if c not in legal:
                led = play.led_suit(trick)
                if any(suit_of(x) == led for x in h):
                    flag(i, "revoke")
                else:
                    flag(i, "failure_to_trump")
            h.remove(c)
        trick.append(c)
        tseats.append(s)
        if len(trick) == n:
            leader = play.trick_winner(trick, tseats, mt)
            trick, tseats = [], []
            nt += 1
    out["tricks"] = nt
    out["complete"] = nt == per_hand
    return out


def side_points(ott, declared, n):
    if ott:
        return {"team0": sum(v for s, v in declared.items() if s % 2 == 0),
                "team1": sum(v for s, v in declared.items() if s % 2 == 1)}
    return {s: declared.get(s, 0) for s in range(n)}


def check_session(doc: dict, truth_scores: dict | None = None):
    """truth_scores: {deal_index: {party: points}} for deals whose play is complete but whose
    scores are not in the record -- the count of a complete deal is outside this audit (audits 1,
    2, 5 compared it); compare.py passes the simulator's own score events of the full deal.

    Running totals (spec: "State (pools, running totals, dealer rotation) carries from one deal
    to the next"; SRC:105 the game to 800):
      * known: every deal so far is fixed by the record -> totals are checked exactly;
      * a cut deal makes the totals open: its result is in the missing part. The first totals
        written after it cannot be checked (nothing fixes them); from then on each written total
        is checked against the previous WRITTEN total plus the deal's score (code kept apart as
        wrong_total_anchor: either of the two written figures may be the wrong one);
      * SRC:105 "выиграть на объявлениях возможно, если одна команда сможет набрать 800 очков":
        if, with the totals known, the declarations already in a cut deal take a team to 800,
        the game is over whatever the rest of the deal holds; the next deal starts a new game
        from 0 (audit 5's reading of "the first team to reach 800 wins") and totals are known again.

    Returns (codes, info): codes {(deal, event): set(code)}; event None = deal level."""
    game = doc["game"]
    n = len(doc["players"])
    rules = doc.get("rules", {}) or {}
    ott = game.endswith("ottocento")
    keys = ["team0", "team1"] if ott else list(range(n))
    st = (doc.get("start") or {}).get("totals")
    if isinstance(st, list):
        tot = {k: st[i] for i, k in enumerate(keys)}
    elif isinstance(st, dict):
        tot = {k: st.get(str(k), 0) for k in keys}
    else:
        tot = {k: 0 for k in keys}
    known = True
    codes, info = {}, []
    prev_dealer = None
    party = (lambda p: p) if ott else (lambda p: int(p))
    zero = {k: 0 for k in keys}
    for di, deal in enumerate(doc["deals"]):
        # SRC:76 "раздача и игра картами происходят против часовой стрелки"; SRC:78 "раздача
        # переходит к следующему игроку": every deal, cut or not, passes the deal on.
        if prev_dealer is not None and deal["dealer"] != (prev_dealer + 1) % n:
            codes.setdefault((di, None), set()).add("wrong_dealer")
        prev_dealer = deal["dealer"]
        r = check_deal(deal, game, n, rules)
        for i, cs in r["codes"].items():
            codes.setdefault((di, i), set()).update(cs)
        ev = deal["events"]
        scores, rec_tot = {}, {}
        for i, e in enumerate(ev):
            if e["type"] == "score":
                scores.setdefault(party(e["party"]), []).append((i, e))
            elif e["type"] == "total":
                rec_tot.setdefault(party(e["party"]), []).append((i, e["points"]))
        written = {k: rec_tot[k][-1][1] for k in keys} if all(k in rec_tot for k in keys) else None
        decl = side_points(ott, r["declared"], n)
        fixed = None
        if r["thrown_in"]:
            fixed = dict(zero)
        elif r["complete"]:
            if truth_scores and di in truth_scores:
                fixed = {k: truth_scores[di].get(k, 0) for k in keys}
            else:
                fixed = {k: sum(e["points"] for _, e in scores.get(k, [])) for k in keys}
        else:
            # SRC:105 the count = declarations + after-play combinations + card points + last
            # trick: in a cut deal only the declarations part is fixed; a score written with
            # reason "declarations" is checked (Ottocento: the only game with part scores).
            if ott:
                for k in keys:
                    for i, e in scores.get(k, []):
                        if e.get("reason") == "declarations" and e["points"] != decl[k]:
                            codes.setdefault((di, i), set()).add("wrong_score")
        decided = (ott and not r["complete"] and known and r.get("cut_in") is None
                   and any(tot[k] + decl[k] >= 800 for k in keys))
        if known and fixed is not None:
            after = {k: tot[k] + fixed[k] for k in keys}
            for k, lst in rec_tot.items():
                for i, p in lst:
                    if p != after.get(k):
                        codes.setdefault((di, i), set()).add("wrong_total")
            tot = dict(zero) if ott and any(v >= 800 for v in after.values()) else after
        elif decided:
            tot, known = dict(zero), True
        elif fixed is not None and tot is not None:       # open, anchored on written totals
            after = {k: tot[k] + fixed[k] for k in keys}
            for k, lst in rec_tot.items():
                for i, p in lst:
                    if p != after.get(k):
                        codes.setdefault((di, i), set()).add("wrong_total_anchor")
            tot = written
        else:
            known = False
            tot = written
        if not known and tot is not None and ott and any(v >= 800 for v in tot.values()):
            tot = dict(zero)
        info.append({"complete": r["complete"], "cut_in": r.get("cut_in"), "known": known,
                     "decided_on_declarations": decided, "declared": decl})
    return codes, info
