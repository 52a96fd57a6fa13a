"""My own replay of a transcript by my reading of the source (round danish-spec7, blind).

For each deal: the faults I see (deal, event, my code, my class) and the expected net per party
(seats, pools) against the recorded net. Used to write EXPECTED.md; independent of gen.py's
emission (it reads only the JSON).

Run: python3 check.py FILE...
"""

from __future__ import annotations

import json
import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import JOKER, active_seats, cp_amount, declaration_cards, declarations, honor, is_king, legal_follow, suit, trick_winner  # noqa: E402

FINE = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}
OPTION_DEFAULTS = {"joker_second_last_penalty": "irreparable", "joker_withheld_penalty": "irreparable", "revoke_penalty": "irreparable"}


def replay(t):
    n = len(t["players"])
    rules = dict(OPTION_DEFAULTS)
    rules.update({k: v for k, v in (t.get("rules") or {}).items() if k != "preset"})
    fresh = "start" not in t
    pools = dict((t.get("start") or {}).get("pools") or {"pagat_pool": 0, "king_pool": 0})
    out = []
    redeal = False
    for di, deal in enumerate(t["deals"]):
        r = replay_deal(di, deal, n, rules, pools, fresh and di == 0, redeal)
        redeal = any(f[2] == "misdeal" for f in r["faults"])
        out.append(r)
    return out


def replay_deal(di, deal, n, rules, pools, first, redeal=False):
    dealer = deal["dealer"]
    act = active_seats(n, dealer)
    ev = deal["events"]
    faults = []
    exp = {}  # expected net per party

    def P(frm, to, amt):
        exp[frm] = exp.get(frm, 0) - amt
        exp[to] = exp.get(to, 0) + amt
        if frm in pools:
            pools[frm] -= amt
        if to in pools:
            pools[to] += amt

    def fine(seat, cls, event, code):
        faults.append((di, event, code, cls))
        a = FINE[cls]
        if a:
            P(seat, "pagat_pool", a)
            P(seat, "king_pool", a)

    rec = {}
    scores = {}
    for e in ev:
        if e["type"] == "score":
            scores[e["party"]] = e["points"]
        if e["type"] == "payment":
            rec[e["from"]] = rec.get(e["from"], 0) - e["amount"]
            rec[e["to"]] = rec.get(e["to"], 0) + e["amount"]
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                P(s, pool, 20)
    # deal fee: once per dealer's turn (s.17); a redeal by the same dealer pays none (my reading)
    fee = not redeal
    if fee:
        P(dealer, "pagat_pool", 5)
        P(dealer, "king_pool", 5)
    hands = deal["hands"]
    if hands is not None:
        sizes = [len(h) for h in hands]
        want = [(28 if s == dealer else 25) if s in act else 0 for s in range(n)]
        if sizes != want:
            # s.18 small: a misdeal found before play -> 5 to each pool by the dealer, dealt again
            P(dealer, "pagat_pool", 5)
            P(dealer, "king_pool", 5)
            faults.append((di, None, "misdeal", "small"))
            return dict(faults=faults, expected=exp, recorded=rec, void=True, fee=False)
    hand = {s: list(hands[s]) for s in act} if hands is not None else None
    void = False
    declared = []
    decl_paid = {}
    tricks = []
    trick = []
    named = None
    joker_played = False
    demand = None
    piles = {s: [] for s in act}
    skat = []
    leader = act[0]
    i = 0
    decl_order = act[act.index(dealer):] + act[: act.index(dealer)]
    for i, e in enumerate(ev):
        if void:
            break
        ty = e["type"]
        if ty == "discard":
            skat = e["cards"]
            if hand is None:
                continue
            h28 = hand[dealer]
            bad = [c for c in skat if is_king(c) or c in ("T21", JOKER)]
            tr28 = [c for c in h28 if suit(c) == "T"]
            trs = [c for c in skat if suit(c) == "T"]
            if trs and len(trs) != len(tr28):
                bad.append("trumps kept")
            dc = declaration_cards(h28) & set(skat)
            if dc and not e.get("shown"):
                bad.append("declaration card")
            for c in skat:
                h28.remove(c)
            if bad:
                # found once the player right of the dealer has declared (recorded fine decides when)
                faults.append((di, i, "illegal_skat", "irreparable"))
                P(dealer, "pagat_pool", 40)
                P(dealer, "king_pool", 40)
                void = "after_declarations"
        elif ty == "declare":
            s = e["seat"]
            want = decl_order[len(declared)] if len(declared) < len(decl_order) else None
            if s != want and s not in declared:
                if s != dealer and dealer not in declared:
                    fine(s, "large", i, "declared_before_dealer")
            declared.append(s)
            truth = declarations(hand[s]) if hand else [(x, value(x)) for x in e["items"]]
            items = e["items"]
            tv = {json.dumps(x, sort_keys=True): v for x, v in truth}
            payers = [o for o in act if o != s]
            ok_items = sorted(json.dumps(x, sort_keys=True) for x in items) == sorted(tv)
            for x in items:
                k = json.dumps(x, sort_keys=True)
                v = value(x)
                for o in payers:
                    P(o, s, v)
                decl_paid.setdefault(s, 0)
                decl_paid[s] += v
            if not ok_items:
                faults.append((di, i, "wrong_declaration", "irreparable"))
                # found after the first trick in my files: 40 to each pool, money handed back, void
                P(s, "pagat_pool", 40)
                P(s, "king_pool", 40)
                for x in items:
                    for o in payers:
                        P(s, o, value(x))
                void = "after_first_trick"
        elif ty == "call" and e["call"] == "joker":
            s = e["seat"]
            if joker_played:
                fine(s, "large", i, "false_joker_demand")
            else:
                demand = (len(tricks) + 1, s)
        elif ty == "play":
            s, c = e["seat"], e["card"]
            no = len(tricks) + 1
            if not trick:
                expect = leader
            else:
                k0 = act.index(trick[0][0])
                order = act[k0:] + act[:k0]
                expect = next(x for x in order if x not in [p for p, _ in trick])
            if s != expect:
                code = "lead_out_of_turn" if not trick else "play_out_of_turn"
                fine(s, "large", i, code)
            if hand is not None:
                if c not in hand[s]:
                    faults.append((di, i, "card_not_in_hand", None))
                else:
                    if trick and c != JOKER:
                        led = named if trick[0][1] == JOKER else suit(trick[0][1])
                        if c not in legal_follow(hand[s], led):
                            faults.append((di, i, "revoke", rules["revoke_penalty"]))
                    hand[s].remove(c)
            if c == JOKER:
                joker_played = True
                if no == 24:
                    cls = rules["joker_second_last_penalty"]
                    fine(s, cls, i, "joker_second_last")
                    if cls == "irreparable":
                        void = "now"
            if demand and demand[0] == no and c != JOKER and hand is not None and JOKER in hand[s]:
                cls = rules["joker_withheld_penalty"]
                fine(s, cls, i, "joker_withheld")
                if cls == "irreparable":
                    void = "now"
            if not trick:
                named = e.get("named")
                leader = s
            trick.append((s, c))
            if len(trick) == len(act):
                w, wc = trick_winner(trick, named)
                tricks.append((trick, w, wc, named))
                for ps, pc in trick:
                    if pc == JOKER and no < 25:
                        piles[ps].append(pc)
                    else:
                        piles[w].append(pc)
                if no < 25:
                    for ps, pc in trick:
                        if ps == w:
                            continue
                        if is_king(pc) or pc == "T1":
                            pool = "king_pool" if is_king(pc) else "pagat_pool"
                            for o in act:
                                if o != ps:
                                    P(ps, o, 5)
                            P(ps, pool, 5)
                    if wc == "T1":
                        for o in act:
                            if o != w:
                                P(o, w, 5)
                trick = []
                leader = w
                if void == "after_first_trick" and no == 1:
                    void = True
    if scores:
        rec = scores
    if void:
        return dict(faults=faults, expected=exp, recorded=rec, void=True, fee=fee, tricks=len(tricks))
    if len(tricks) != 25:
        return dict(faults=faults, expected=exp, recorded=rec, void=False, unfinished=True, tricks=len(tricks))
    # after the last trick
    trick, w, wc, named = tricks[-1]
    won = {s: 0 for s in act}
    for _, ww, _, _ in tricks:
        won[ww] += 1
    others = lambda x: [o for o in act if o != x]
    kp0, pp0 = pools["king_pool"], pools["pagat_pool"]
    przy = [(s, c) for s, c in trick if s != w and (is_king(c) or c == "T1")]
    tout = [s for s in act if won[s] == 25]
    nolo = [s for s in act if won[s] == 0] if not tout else []
    assert not tout and not nolo
    ult = None
    if wc == "T1":
        ult = "pagat"
        for o in others(w):
            P(o, w, 45)
        P("pagat_pool", w, pp0)
    elif is_king(wc):
        ult = "king"
        for o in others(w):
            P(o, w, 40)
        P("king_pool", w, kp0)
    for s, c in przy:
        if c == "T1":
            for o in others(s):
                P(s, o, 45)
            P(s, "pagat_pool", pp0)
        else:
            for o in others(s):
                P(s, o, 40)
            P(s, "king_pool", kp0)
    if ult is None and not przy:
        for o in others(w):
            P(o, w, 20)
    for pool in ("pagat_pool", "king_pool"):
        if pools[pool] == 0:
            for s in range(n):
                P(s, pool, 20)
    piles[dealer] += skat
    nd = (dealer + 1) % n
    cp = {s: sum(honor(c) for c in piles[s]) + won[s] + (1 if s == dealer else 0) for s in act}
    for s in act:
        if s == nd:
            continue
        a = cp_amount(cp[s])
        if a < 0:
            P(s, nd, -a)
        elif a > 0:
            P(nd, s, a)
    return dict(faults=faults, expected=exp, recorded=rec, void=False, cp=cp, won=won, last=(trick, w, wc), ultimo=ult, przydupek=przy)


def value(x):
    k = x["kind"]
    if k == "trumps":
        return 10 + 5 * (x["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (x["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[x["form"]]


if __name__ == "__main__":
    for f in sys.argv[1:]:
        t = json.load(open(f))
        print("==", os.path.basename(f))
        for r in replay(t):
            rec = r["recorded"]
            exp = r["expected"]
            keys = sorted(set(rec) | set(exp), key=str)
            diff = {k: exp.get(k, 0) - rec.get(k, 0) for k in keys if exp.get(k, 0) != rec.get(k, 0)}
            print("  faults:", r["faults"], "void" if r.get("void") else "", "unfinished" if r.get("unfinished") else "")
            print("  expected:", {str(k): v for k, v in sorted(exp.items(), key=lambda kv: str(kv[0]))})
            print("  diff(exp-rec):", diff)
            if "cp" in r:
                print("  cp:", r["cp"], "won:", r["won"], "last:", r["last"], "ultimo:", r["ultimo"], "przy:", r["przydupek"])
