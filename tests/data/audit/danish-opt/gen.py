"""Generator of the danish-opt transcripts (blind, from the Polish source; see model.py).

Deals cards, plays legally (random play with a few habits), plants the faults each record
names, and writes the payments model.replay_deal() computes. Run: python gen.py (writes the
NN-*.json files next to it and prints a summary to stdout; no other files are written).
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from model import (  # noqa: E402
    DECK,
    declarations,
    is_king,
    legal_follow,
    replay_deal,
    suit,
    trick_winner,
    value,
)

NAMES3 = ["Agata", "Bogdan", "Czesława"]
NAMES4 = ["Dorota", "Edward", "Felicja", "Grzegorz"]


class Fail(Exception):
    pass


def active_seats(n, dealer):
    out = (dealer + 2) % 4 if n == 4 else None
    return [s for s in range(n) if s != out]


def nxt(n, dealer, s):
    act = active_seats(n, dealer)
    i = (s + 1) % n
    while i not in act:
        i = (i + 1) % n
    return i


def deal_cards(rng, n, dealer, want=None):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    act = active_seats(n, dealer)
    # five at a time from the dealer's right (the next seat in order of play)
    order = []
    s = nxt(n, dealer, dealer)
    for _ in act:
        order.append(s)
        s = nxt(n, dealer, s)
    pos = 0
    while pos < 75:
        for s in order:
            hands[s].extend(deck[pos : pos + 5])
            pos += 5
    hands[dealer].extend(deck[75:78])
    return hands


def choose_skat(rng, hand, tout=False):
    _, decl_cards, _ = declarations(hand)
    cand = [
        c
        for c in hand
        if c != "JOKER" and c != "T21" and not is_king(c) and c not in decl_cards and suit(c) != "T"
    ]
    # lowest value first, then shortest suit
    counts = {s: sum(1 for c in hand if suit(c) == s) for s in "HDSC"}
    cand.sort(key=lambda c: (value(c), counts[suit(c)], rng.random()))
    if tout:
        return ["JOKER"] + cand[:2]
    return cand[:3]


class Player:
    def __init__(self, rng, keep_joker_until=None):
        self.rng = rng


def play_deal(rng, n, dealer, hands, plan):
    """Returns the list of actions (non-payment events). plan keys:
    tout (bool), redeal (seat), revoke (trick, seat or None), joker_second_last (bool),
    joker_call ('legit' | 'withheld' | None), keep_ultimo (prob)."""
    hands = [list(h) for h in hands]
    acts = []
    act = active_seats(n, dealer)
    if plan.get("redeal") is not None:
        acts.append({"type": "redeal", "seat": plan["redeal"], "reason": "no_trumps"})
        if plan.get("redeal_stop"):
            return acts, hands
    tout = plan.get("tout", False)
    if tout:
        if "JOKER" not in hands[dealer]:
            raise Fail("dealer lacks joker")
        acts.append({"type": "announce", "seat": dealer, "items": ["tout"]})
    skat = choose_skat(rng, hands[dealer], tout)
    if len(skat) < 3:
        raise Fail("no skat")
    acts.append({"type": "discard", "seat": dealer, "cards": skat})
    for c in skat:
        hands[dealer].remove(c)
    s = dealer
    for _ in act:
        items, _, _ = declarations(hands[s])
        acts.append({"type": "declare", "seat": s, "items": items})
        s = nxt(n, dealer, s)
    joker_holder = next((x for x in act if "JOKER" in hands[x]), None)
    # when will the joker be played (trick index), by plan
    jp = plan.get("joker_trick")
    if jp is None and joker_holder is not None:
        jp = rng.choice(list(range(0, 22)) + [24] * 6)
    if plan.get("joker_second_last"):
        jp = 23
    if plan.get("joker_call") == "withheld":
        jp = 24
    if plan.get("joker_call") == "legit":
        jp = 22
    keep = {}
    for x in act:
        keep[x] = set()
        if rng.random() < plan.get("keep_ultimo", 0.5):
            ult = [c for c in hands[x] if c == "T1" or is_king(c)]
            if ult:
                keep[x].add(rng.choice(ult))
    leader = nxt(n, dealer, dealer)
    revoke = plan.get("revoke")
    revoked = False
    for t in range(25):
        if t == 22 and plan.get("joker_call") and joker_holder is not None:
            caller = [x for x in act if x != joker_holder]
            acts.append({"type": "call", "seat": rng.choice(caller), "call": "joker"})
        trick = []
        s = leader
        named = None
        for k in range(len(act)):
            h = hands[s]
            must_joker = "JOKER" in h and t == jp
            if k == 0:
                if must_joker:
                    others = [x for x in act if x != s]
                    ok = [
                        su
                        for su in "HDSCT"
                        if all(any(suit(c) == su for c in hands[o]) for o in others)
                    ]
                    if not ok:
                        raise Fail("joker lead unnamable")
                    named = rng.choice(ok)
                    card = "JOKER"
                else:
                    opts = [c for c in h if c != "JOKER"]
                    if not opts:
                        raise Fail("only joker to lead")
                    pref = [c for c in opts if c not in keep[s]] if t < 24 else opts
                    if t < 24 and plan.get("joker_call") == "withheld" and s == joker_holder:
                        pass
                    card = rng.choice(pref or opts)
            else:
                led = named if trick[0][1] == "JOKER" else suit(trick[0][1])
                legal = legal_follow(h, led, t)
                if revoke and not revoked and revoke[0] <= t and (revoke[1] is None or revoke[1] == s):
                    same = [c for c in h if suit(c) == led]
                    off = [c for c in h if c != "JOKER" and suit(c) != led]
                    if same and off:
                        card = rng.choice(off)
                        revoked = True
                        trick.append((s, card))
                        acts.append({"type": "play", "seat": s, "card": card})
                        h.remove(card)
                        s = nxt(n, dealer, s)
                        continue
                if must_joker:
                    card = "JOKER"
                else:
                    opts = [c for c in legal if c != "JOKER"]
                    if not opts:
                        if t == jp or t == 24:
                            card = "JOKER"
                        else:
                            raise Fail("joker forced early")
                    else:
                        pref = [c for c in opts if c not in keep[s]] if t < 24 else opts
                        pref = pref or opts
                        # habit: do not throw a king or the Pagat away when it cannot win
                        cur = [c for _, c in trick]
                        def wins(c):
                            cards = cur + [c]
                            return trick_winner(cards, None, named) == len(cards) - 1
                        safe = [c for c in pref if not ((is_king(c) or c == "T1") and not wins(c))]
                        card = rng.choice(safe or pref)
            if card == "JOKER" and t == 23 and not plan.get("joker_second_last"):
                raise Fail("joker second last")
            trick.append((s, card))
            ev = {"type": "play", "seat": s, "card": card}
            if k == 0 and card == "JOKER":
                ev["named"] = named
            acts.append(ev)
            h.remove(card)
            s = nxt(n, dealer, s)
        cards = [c for _, c in trick]
        wi = trick_winner(cards, None, named)
        leader = trick[wi][0]
    if revoke and not revoked:
        raise Fail("no revoke chance")
    return acts, hands


def make_session(name, n, dealers_plans, rules, seed, description, fresh=True, start_pools=None,
                 require=None, tries=4000, hands_fixup=None):
    """dealers_plans: list of (dealer, plan). require(deal_index, result, hands, acts) -> bool."""
    rng = random.Random(seed)
    for attempt in range(tries):
        pools = dict(start_pools or {"pagat_pool": 0, "king_pool": 0})
        deals = []
        ok = True
        results = []
        fee = True
        for k, (dealer, plan) in enumerate(dealers_plans):
            try:
                hands = deal_cards(rng, n, dealer)
                if plan.get("hand_fix"):
                    hands = plan["hand_fix"](hands, dealer, rng)
                if plan.get("hand_filter") and not plan["hand_filter"](hands, dealer):
                    raise Fail("filter")
                acts, _ = play_deal(rng, n, dealer, hands, plan)
            except Fail:
                ok = False
                break
            r = replay_deal(n, dealer, hands, acts, rules, pools, fresh and k == 0, fee=fee)
            fee = not r["redeal"]
            if r["complete"] and not r["void"] and not r.get("robust", True):
                ok = False
                break
            if require and not require(k, r, hands, acts):
                ok = False
                break
            pools = r["pools"]
            deals.append({"dealer": dealer, "hands": hands, "events": r["events"]})
            results.append(r)
        if ok:
            t = {
                "format": "trick-transcript/1",
                "game": "danish-tarok",
                "rules": rules,
                "players": NAMES4 if n == 4 else NAMES3,
            }
            if start_pools:
                t["start"] = {"pools": dict(start_pools)}
            t["meta"] = {"round": "danish-opt", "description": description}
            t["deals"] = deals
            return t, results
    raise SystemExit("could not generate " + name)


def write(name, t):
    p = HERE / name
    p.write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")


def idx_of(events, pred, start=0):
    for i in range(start, len(events)):
        if pred(events[i]):
            return i
    raise KeyError


def summary(name, t, results):
    print("==", name, json.dumps(t["rules"], ensure_ascii=False))
    for k, (d, r) in enumerate(zip(t["deals"], results)):
        acts_idx = [i for i, e in enumerate(d["events"]) if e["type"] not in ("payment", "score", "total", "penalty")]
        print(
            "  deal", k, "dealer", d["dealer"], "tricks", r["tricks_won"], "pts", r.get("points"),
            "void", r["void"], "faults", r["faults"], "pools", r["pools"],
        )
        last = r["tricks"][-1] if r["tricks"] else None
        if last:
            print("    last trick", last[0], "seats", last[1], "winner", last[2])
        for e in d["events"]:
            if e["type"] == "payment" and e["reason"] not in ("foundation", "deal_fee", "king_lost", "pagat_lost", "pagat_trick", "declaration"):
                print("    ", e)


# ---------------------------------------------------------------- the records

def has_trump(hand):
    return any(c[0] == "T" for c in hand)


def no_joker_decl(hands, dealer):
    """failed-tout deals: the Joker is in the dealer's hand and is part of no declaration there."""
    h = hands[dealer]
    if "JOKER" not in h:
        return False
    _, cards, _ = declarations(h)
    return "JOKER" not in cards


def joker_with(pred):
    def f(hands, dealer):
        return pred(hands, dealer)
    return f


def insert_after(events, i, new):
    return events[: i + 1] + new + events[i + 1 :]


def no_pool_later(k, r, h, a):
    """after a slip deal, later deals must not take or double a pool (the table's pools differ)"""
    return k == 0 or not any(
        e["type"] == "payment" and e["reason"] in ("tout", "pagat_ultimo", "king_ultimo", "pagat_przydupek", "king_przydupek")
        for e in r["events"]
    )


def no_pool_any(k, r, h, a):
    return no_pool_later(1, r, h, a)


def build():
    out = {}

    # 01 revoke, large: 20 to each pool, the deal is played on and settled
    rules = {"revoke_penalty": "large"}
    t, res = make_session(
        "01", 3, [(0, {"revoke": (6, None)}), (1, {})], rules, 101,
        "revoke_penalty=large: a revoke in deal 0 (large: 20 to each pool, play goes on, the deal is settled in full); deal 1 clean.",
    )
    out["01-revoke-large.json"] = (t, res)

    # 02 revoke, small, 4 players: 5 to each pool, with a penalty event beside the payments
    rules = {"preset": "standard", "revoke_penalty": "small"}
    t, res = make_session(
        "02", 4, [(1, {}), (2, {"revoke": (10, None)})], rules, 202,
        "4 players, revoke_penalty=small: deal 0 clean, a revoke in deal 1 (small: 5 to each pool, recorded as a penalty event and its two payments).",
    )
    d = t["deals"][1]
    i = idx_of(d["events"], lambda e: e["type"] == "payment" and e["reason"] == "penalty")
    pen = d["events"][i]
    d["events"].insert(i, {"type": "penalty", "party": pen["from"], "code": "revoke", "amount": 5})
    out["02-revoke-small-4p.json"] = (t, res)

    # 03 revoke, superficial, score sheet (net chips per seat and pool, running totals per seat)
    rules = {"revoke_penalty": "superficial"}
    t, res = make_session(
        "03", 3, [(2, {"revoke": (3, None)}), (0, {}), (1, {})], rules, 303,
        "revoke_penalty=superficial, score sheet: a revoke in deal 0 goes unfined and the deal is settled as played; each deal written as net chips per seat and pool, running totals per seat.",
        fresh=False, start_pools={"pagat_pool": 85, "king_pool": 110},
    )
    to_sheet(t, res)
    out["03-revoke-superficial-sheet.json"] = (t, res)

    # 04 revoke, large, the table voided the deal as by default (slip)
    rules = {"revoke_penalty": "large"}
    t, res = make_session(
        "04", 3, [(0, {"revoke": (8, None)}), (1, {})], rules, 404,
        "revoke_penalty=large; SLIP: the table treated the revoke in deal 0 as irreparable (the default): 40 to each pool, the deal's other payments handed back, no settlement.",
        require=no_pool_later,
    )
    void_deal(t, 0, rules)
    out["04-revoke-large-voided-slip.json"] = (t, res)

    # 05 joker in the second-last trick, large
    rules = {"joker_second_last_penalty": "large"}
    t, res = make_session(
        "05", 3, [(1, {"joker_second_last": True}), (2, {})], rules, 505,
        "joker_second_last_penalty=large: the Joker played in the second-last trick of deal 0 (20 to each pool, play goes on, settled in full); deal 1 clean.",
        require=lambda k, r, h, a: k != 0 or any(e.get("card") == "JOKER" for e in a),
    )
    out["05-joker-second-last-large.json"] = (t, res)

    # 06 joker in the second-last trick, small, 4 players; the table fined 20 (slip)
    rules = {"joker_second_last_penalty": "small"}
    t, res = make_session(
        "06", 4, [(3, {"joker_second_last": True}), (0, {})], rules, 606,
        "4 players, joker_second_last_penalty=small; SLIP: the Joker played in the second-last trick of deal 0 is fined 20 to each pool (the large fine) instead of 5.",
        require=no_pool_any,
    )
    d = t["deals"][0]
    for e in d["events"]:
        if e["type"] == "payment" and e["reason"] == "penalty":
            e["amount"] = 20
    out["06-joker-second-last-small-4p-slip.json"] = (t, res)

    # 07 joker withheld after a demand, large
    rules = {"joker_withheld_penalty": "large"}
    t, res = make_session(
        "07", 3, [(2, {"joker_call": "withheld"}), (0, {"joker_call": "legit"})], rules, 707,
        "joker_withheld_penalty=large: deal 0, the Joker demanded in the third-last trick and not played (played in the last trick): 20 to each pool, play goes on; deal 1, a demand obeyed (clean).",
    )
    out["07-joker-withheld-large.json"] = (t, res)

    # 08 joker withheld, superficial, 4 players; the table fined 5 (slip)
    rules = {"joker_withheld_penalty": "superficial"}
    t, res = make_session(
        "08", 4, [(0, {}), (1, {"joker_call": "withheld"})], rules, 808,
        "4 players, joker_withheld_penalty=superficial; SLIP: the Joker withheld after the demand in deal 1 is fined 5 to each pool, which the option does not allow.",
        require=no_pool_any,
    )
    d = t["deals"][1]
    fault = [f for f in res[1]["faults"] if f[1] == "joker_withheld"][0]
    # after the trick of the withheld play: find the play event, then the end of its trick
    acts = [i for i, e in enumerate(d["events"]) if e["type"] not in ("payment",)]
    ai = acts[fault[0]]
    j = ai
    plays = 0
    # the trick index of the fault: count plays before it
    nplays_before = sum(1 for e in d["events"][:ai] if e["type"] == "play")
    trick_end_play = (nplays_before // 3 + 1) * 3  # plays counted up to the end of that trick
    cnt = 0
    for j, e in enumerate(d["events"]):
        if e["type"] == "play":
            cnt += 1
            if cnt == trick_end_play:
                break
    seat = fault[2]
    d["events"] = insert_after(d["events"], j, [
        {"type": "payment", "from": seat, "to": "pagat_pool", "amount": 5, "reason": "penalty"},
        {"type": "payment", "from": seat, "to": "king_pool", "amount": 5, "reason": "penalty"},
    ])
    out["08-joker-withheld-superficial-4p-slip.json"] = (t, res)

    # 09 false redeal, irreparable: void, the next dealer deals
    rules = {"false_redeal_penalty": "irreparable"}
    t, res = make_session(
        "09", 3, [(0, {"redeal": 2, "redeal_stop": True}), (1, {})], rules, 909,
        "false_redeal_penalty=irreparable: in deal 0 a player holding trumps asks for a redeal (irreparable: 40 to each pool, the deal void, the next dealer deals); deal 1 clean.",
        require=lambda k, r, h, a: k != 0 or has_trump(h[2]),
    )
    out["09-false-redeal-irreparable.json"] = (t, res)

    # 10 false redeal, small, 4 players: 5 to each pool, the deal is played
    rules = {"false_redeal_penalty": "small"}
    t, res = make_session(
        "10", 4, [(2, {"redeal": 3}), (3, {})], rules, 1010,
        "4 players, false_redeal_penalty=small: in deal 0 a player holding trumps asks for a redeal (small: 5 to each pool; no redeal, the deal is played); deal 1 clean.",
        require=lambda k, r, h, a: k != 0 or has_trump(h[3]),
    )
    out["10-false-redeal-small-4p.json"] = (t, res)

    # 11 false redeal, superficial; the table fined 20 (the default large) - slip
    rules = {"false_redeal_penalty": "superficial"}
    t, res = make_session(
        "11", 3, [(1, {"redeal": 0}), (2, {})], rules, 1111,
        "false_redeal_penalty=superficial; SLIP: the false redeal request in deal 0 is fined 20 to each pool (the default, large) although the option makes it superficial.",
        require=lambda k, r, h, a: (k != 0 or has_trump(h[0])) and no_pool_any(k, r, h, a),
    )
    d = t["deals"][0]
    j = idx_of(d["events"], lambda e: e["type"] == "redeal")
    d["events"] = insert_after(d["events"], j, [
        {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
        {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "penalty"},
    ])
    out["11-false-redeal-superficial-slip.json"] = (t, res)

    # 12 failed tout, small, 4 players
    rules = {"failed_tout_penalty": "small"}
    t, res = make_session(
        "12", 4, [(0, {}), (1, {"tout": True, "hand_filter": no_joker_decl})], rules, 1212,
        "4 players, failed_tout_penalty=small: deal 1, the dealer announces Tout, lays the Joker away and fails (small: 5 to each pool; the deal settled as played).",
        require=no_pool_any,
    )
    out["12-failed-tout-small-4p.json"] = (t, res)

    # 13 failed tout, irreparable: void
    rules = {"failed_tout_penalty": "irreparable"}
    t, res = make_session(
        "13", 3, [(2, {"tout": True, "hand_filter": no_joker_decl}), (0, {})], rules, 1313,
        "failed_tout_penalty=irreparable: deal 0, the dealer announces Tout, lays the Joker away and fails: 40 to each pool, the deal void (its payments handed back), the next dealer deals; deal 1 clean.",
    )
    out["13-failed-tout-irreparable.json"] = (t, res)

    # 14 failed tout, irreparable; the table applied the default (20 each, deal settled) - slip
    rules = {"failed_tout_penalty": "irreparable"}
    t, res = make_session(
        "14", 3, [(1, {"tout": True, "hand_filter": no_joker_decl}), (2, {})], rules, 1414,
        "failed_tout_penalty=irreparable; SLIP: the table fined the failed Tout of deal 0 as by default (large, 20 to each pool) and settled the deal as played, instead of voiding it with 40 to each pool.",
        require=no_pool_later,
    )
    default_deal(t, 0, rules)
    out["14-failed-tout-irreparable-slip.json"] = (t, res)

    # 15 every option non-default, 4 players, clean, FOOL alias, session end
    rules = {
        "preset": "standard",
        "revoke_penalty": "small",
        "joker_second_last_penalty": "large",
        "joker_withheld_penalty": "superficial",
        "false_redeal_penalty": "irreparable",
        "failed_tout_penalty": "small",
    }
    t, res = make_session(
        "15", 4, [(2, {"joker_call": "legit"}), (3, {}), (0, {"keep_ultimo": 1.0})], rules, 1515,
        "4 players, preset standard with every option set away from its default; three clean deals (a Joker demand obeyed in deal 0), the Joker written FOOL; the pools shared out among the four at the end of the session.",
        require=lambda k, r, h, a: k != 2 or any(
            p["reason"] in ("king_ultimo", "pagat_ultimo") for p in r["events"] if p["type"] == "payment"
        ),
    )
    for d in t["deals"]:
        d["hands"] = [["FOOL" if c == "JOKER" else c for c in h] for h in d["hands"]]
        for e in d["events"]:
            if e.get("card") == "JOKER":
                e["card"] = "FOOL"
    pools = res[-1]["pools"]
    d = t["deals"][-1]
    for pool in ("pagat_pool", "king_pool"):
        # post-run correction (b): chips are whole 5s ("Opłaty dokonuje się w wielokrotności 5"),
        # so the whole pool goes out in 5s, no two shares more than 5 apart (90 -> 25 25 20 20)
        base = 5 * (pools[pool] // 20)
        extra = (pools[pool] - 4 * base) // 5
        for s in range(4):
            share = base + (5 if s < extra else 0)
            d["events"].append({"type": "payment", "from": pool, "to": s, "amount": share, "reason": "session_end"})
    out["15-all-options-clean-4p.json"] = (t, res)

    # 16 combination: revoke small + joker second-last large, both fined right
    rules = {"revoke_penalty": "small", "joker_second_last_penalty": "large"}
    t, res = make_session(
        "16", 3, [(0, {"revoke": (12, None)}), (1, {"joker_second_last": True})], rules, 1616,
        "revoke_penalty=small with joker_second_last_penalty=large: a revoke in deal 0 (5 to each pool), the Joker in the second-last trick in deal 1 (20 to each pool); both deals played on and settled.",
    )
    out["16-combo-revoke-small-joker-large.json"] = (t, res)

    # 17 play-only record, revoke large + failed tout superficial
    rules = {"revoke_penalty": "large", "failed_tout_penalty": "superficial"}
    t, res = make_session(
        "17", 3, [(2, {"revoke": (14, None)}), (0, {"tout": True, "hand_filter": no_joker_decl})], rules, 1717,
        "play-only record (hands null), revoke_penalty=large with failed_tout_penalty=superficial: deal 0 a revoke provable from the record (20 to each pool); deal 1 a failed Tout with the Joker laid away, unfined under the option.",
        require=lambda k, r, h, a: k != 0 or provable_revoke(r, a),
    )
    for d in t["deals"]:
        d["hands"] = None
    out["17-playonly-revoke-large-tout-superficial.json"] = (t, res)
    # 18 a redeal asked by a player whose only "trump" is the Joker: legitimate (§17), under irreparable
    rules = {"false_redeal_penalty": "irreparable"}
    t, res = make_session(
        "18", 3, [(1, {"redeal": 0, "redeal_stop": True, "hand_fix": joker_no_trumps(0)}), (1, {})], rules, 1818,
        "false_redeal_penalty=irreparable: in deal 0 a player holding the Joker and no trump asks for a redeal, which §17 allows (the Joker is no trump here); the same dealer deals again (deal 1, no second dealer's fee) and the deal is played clean.",
    )
    out["18-redeal-joker-only-irreparable.json"] = (t, res)
    return out


def joker_no_trumps(seat):
    def fix(hands, dealer, rng):
        hands = [list(h) for h in hands]
        others = [s for s in range(len(hands)) if s != seat and hands[s]]
        # bring the Joker to the seat
        if "JOKER" not in hands[seat]:
            o = next(s for s in others if "JOKER" in hands[s])
            give = next(c for c in hands[seat] if c[0] != "T")
            hands[o][hands[o].index("JOKER")] = give
            hands[seat][hands[seat].index(give)] = "JOKER"
        # swap every trump away for a plain card of another hand
        for i, c in enumerate(list(hands[seat])):
            if c[0] == "T":
                for o in others:
                    j = next((j for j, x in enumerate(hands[o]) if x[0] != "T" and x != "JOKER"), None)
                    if j is not None:
                        hands[seat][i], hands[o][j] = hands[o][j], c
                        break
        assert not any(c[0] == "T" for c in hands[seat]) and "JOKER" in hands[seat]
        return hands
    return fix


def provable_revoke(r, acts):
    """the revoking seat later plays the suit it showed void in"""
    f = [x for x in r["faults"] if x[1] == "revoke"]
    if not f:
        return False
    ai, _, seat, _ = f[0]
    # led suit of that trick
    plays = [(i, a) for i, a in enumerate(acts) if a["type"] == "play"]
    pos = [p for p, (i, a) in enumerate(plays) if i == ai][0]
    lead = plays[pos - pos % 3][1]
    led = suit(lead["card"]) if lead["card"] != "JOKER" else lead["named"]
    return any(a["seat"] == seat and suit(a["card"]) == led for _, a in plays[pos + 1 :])


def to_sheet(t, res):
    totals = {}
    for d, r in zip(t["deals"], res):
        d["events"] = [e for e in d["events"] if e["type"] != "payment"]
        for p in list(range(len(t["players"]))) + ["pagat_pool", "king_pool"]:
            d["events"].append({"type": "score", "party": p, "points": r["net"].get(p, 0)})
        for p in range(len(t["players"])):
            totals[p] = totals.get(p, 0) + r["net"].get(p, 0)
            d["events"].append({"type": "total", "party": p, "points": totals[p]})


def void_deal(t, k, rules):
    """the table treats deal k's first fault as irreparable: 40 to each pool, other payments back"""
    d = t["deals"][k]
    r = replay_deal(len(t["players"]), d["dealer"], d["hands"],
                    [e for e in d["events"] if e["type"] != "payment"],
                    {o: "irreparable" for o in ("revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty", "false_redeal_penalty", "failed_tout_penalty")},
                    {"pagat_pool": 0, "king_pool": 0}, k == 0)
    d["events"] = r["events"]


def default_deal(t, k, rules):
    d = t["deals"][k]
    r = replay_deal(len(t["players"]), d["dealer"], d["hands"],
                    [e for e in d["events"] if e["type"] != "payment"], {},
                    {"pagat_pool": 0, "king_pool": 0}, k == 0)
    d["events"] = r["events"]


if __name__ == "__main__":
    out = build()
    for name, (t, res) in sorted(out.items()):
        write(name, t)
        summary(name, t, res)
