"""danish24 scenarios: one function per file.  python scen.py"""

from __future__ import annotations

import json
import random

import gen
from gen import ALL, HERE, deal_hands, no_decl, quiet_until_fault, run
from model import declarations, deck, is_king, session_end

S = range(1, 5000)


def plain(d):
    return not d.void


def ends_ok(d):
    return True


def trumpless_hands(seed, n, dealer, who):
    hands = deal_hands(seed, n, dealer)
    rng = random.Random(seed)
    others = [s for s in range(n) if s != who and hands[s]]
    for c in [c for c in hands[who] if c.startswith("T")]:
        while True:
            o = rng.choice(others)
            cand = [x for x in hands[o] if not x.startswith("T") and x != "JOKER"]
            if cand:
                x = rng.choice(cand)
                hands[o].remove(x)
                hands[o].append(c)
                hands[who].remove(c)
                hands[who].append(x)
                break
    return hands


def f01(s):
    s.try_add(0, {"foundations": True}, S, plain)

    def hands_fn(sd):
        rng = random.Random(sd)
        rest = [c for c in deck() if c not in ("JOKER",) and not c.startswith("T")]
        rng.shuffle(rest)
        dealer_h = ["JOKER"] + ["T%d" % i for i in range(14, 22)] + ["KH", "KS"]
        rest = [c for c in rest if not is_king(c)]
        dealer_h += rest[:17]
        others = rest[17:] + ["T%d" % i for i in range(1, 14)] + ["KD", "KC"]
        others = [c for c in others if c not in dealer_h]
        rng.shuffle(others)
        h = [[], dealer_h, []]
        h[2] = others[:25]
        h[0] = others[25:50]
        return h

    def pred(d):
        return (not declarations(d.hands_dealt[1])) and not d.facts["declarations"][1] and d.facts.get("failed_tout")

    s.try_add(1, {"tout": True}, S, pred, hands_fn)


def f02(s):
    s.try_add(0, {"foundations": True}, S, plain)

    def hands_fn(sd):
        rng = random.Random(sd)
        dealer_h = ["T%d" % i for i in range(1, 22)] + ["KH", "KD", "KS", "KC", "QH", "QD", "QS"]
        rest = [c for c in deck() if c not in dealer_h]
        rng.shuffle(rest)
        h = [[], [], [], []]
        h[1] = dealer_h
        h[2] = rest[:25]
        h[0] = rest[25:]
        return h

    s.try_add(1, {}, S, lambda d: d.facts.get("tout") == 1, hands_fn)
    s.try_add(2, {}, S, plain)


def f03(s):
    s.try_add(0, {"foundations": True}, S, plain)

    def pred(d):
        return not d.void

    # the requester holds exactly one trump (he overlooked it)
    def hands_fn(sd):
        h = trumpless_hands(sd, 3, 1, 2)
        rng = random.Random(sd + 7)
        # give seat 2 back one low trump from seat 0
        tr = [c for c in h[0] if c.startswith("T") and int(c[1:]) > 1 and int(c[1:]) < 8]
        if not tr:
            return h
        c = tr[0]
        x = rng.choice([y for y in h[2] if not is_king(y) and y != "JOKER"])
        h[0].remove(c)
        h[0].append(x)
        h[2].remove(x)
        h[2].append(c)
        return h

    s.try_add(1, {"redeal": 2}, S, lambda d: sum(c.startswith("T") for c in d.hands_dealt[2]) == 1 and pred(d), hands_fn)
    s.try_add(2, {}, S, plain)


def f04(s):
    s.try_add(0, {"foundations": True}, S, plain)
    s.try_add(1, {"redeal": 2}, S, lambda d: getattr(d, "redealt", False), lambda sd: trumpless_hands(sd, 3, 1, 2))
    s.try_add(1, {"fee": False}, S, plain)
    s.try_add(2, {}, S, plain)


def f05(s):
    s.try_add(0, {"foundations": True}, S, plain)
    s.try_add(1, {"joker_plan": "second_last_fault", "king_hold": 1.0}, S,
              lambda d: d.void and no_decl(d) and quiet_until_fault(d) and "joker_second_last" in d.facts)
    s.try_add(2, {}, S, plain)


def f06(s):
    s.try_add(0, {"foundations": True}, S, plain)
    s.try_add(1, {"joker_plan": "withheld_fault", "king_hold": 1.0}, S,
              lambda d: d.void and no_decl(d) and quiet_until_fault(d) and "withheld_event" in d.facts)
    s.try_add(2, {}, S, plain)


def f07(s):
    s.try_add(0, {"foundations": True, "joker_plan": "demand"}, S, lambda d: "call_event" in d.facts and d.facts["joker"][0] == 23)
    s.try_add(1, {"joker_plan": "last"}, S, lambda d: d.facts.get("joker", (0,))[0] == 25 and d.facts["last_winner"] != d.facts["joker"][1])
    s.try_add(2, {}, S, plain)


def frevoke(cls):
    def f(s):
        s.try_add(0, {"foundations": True}, S, plain)
        if cls == "irreparable":
            s.try_add(1, {"revoke": {"trick": 1, "class": cls}}, S,
                      lambda d: d.void and no_decl(d) and quiet_until_fault(d))
        else:
            s.try_add(1, {"revoke": {"trick": 4, "class": cls}}, S,
                      lambda d: "revoke_event" in d.facts and not d.void)
        s.try_add(2, {}, S, plain)
    return f


def f12(s):
    def has_trumps_decl(d, seat):
        return any(i["kind"] == "trumps" for i in d.facts["declarations"][seat])

    s.try_add(0, {"foundations": True, "correction": {2: "pass_first"}}, S,
              lambda d: d.facts["declarations"][2] and "correction_events" in d.facts)
    s.try_add(1, {"correction": {0: "undercount"}}, S,
              lambda d: "correction_events" in d.facts and d.facts["declarations"][0][0]["kind"] == "trumps")
    s.try_add(2, {}, S, plain)


def f13(s):
    s.try_add(1, {"foundations": True, "foundation_payers": [0, 1, 2], "refill_payers": [0, 1, 2]}, S,
              lambda d: (d.pools_after["pagat_pool"] + 5) % 15 == 0 and (d.pools_after["king_pool"] + 5) % 15 == 0)
    s.try_add(2, {"join": 3}, S, lambda d: "king_pool" in d.facts["refill"] or "pagat_pool" in d.facts["refill"])
    s.try_add(3, {}, S, plain)

    def last(d):
        return all(v % 20 == 0 for v in d.pools_after.values())

    d = s.try_add(0, {}, S, last)
    session_end(s.t, d)
    s.deals[-1]["events"] = d.events
    d.pools_after = dict(s.t.pools)


def f14(s):
    def ku_kp(d):
        return d.facts.get("ultimo") == "king" and any(is_king(c) for _, c in d.facts.get("przydupek", []))

    s.try_add(0, {"foundations": True, "king_hold": 1.0}, S, ku_kp)
    s.try_add(1, {"king_hold": 1.0}, S, lambda d: d.facts.get("ultimo") == "pagat")
    d = s.try_add(2, {"king_hold": 1.0}, S, lambda d: all(v % 15 == 0 for v in d.pools_after.values()) and d.facts.get("ultimo") != "king" and len(d.facts.get("przydupek", [])) == 1 and is_king(d.facts["przydupek"][0][1]))
    session_end(s.t, d)
    d.pools_after = dict(s.t.pools)


FILES = [
    ("01-3p-tout-announced-joker-laid-away-failed-large.json", "Deal 1: the dealer announces Tout, lays the Joker away and fails: fined (failed_tout_penalty large).", f01, None),
    ("02-4p-tout-made-pools-taken-refilled-by-all-four-clean.json", "Deal 1: the dealer takes all 25 tricks; both pools taken and refilled by all four players (sitter too). Clean.", f02, None),
    ("03-3p-false-redeal-one-trump-large.json", "Deal 1: a player holding one trump asks for a redeal: fined 20 to each pool (false_redeal_penalty large), the deal is played on.", f03, None),
    ("04-3p-genuine-redeal-same-dealer-clean.json", "Deal 1: a trumpless player asks for a redeal; the same dealer deals again (deal 2, no second fee). Clean.", f04, None),
    ("05-3p-joker-second-last-trick-irreparable.json", "Deal 1: the Joker played in the second-last trick: irreparable, 40 to each pool, deal void, next dealer deals.", f05, None),
    ("06-3p-joker-withheld-after-demand-irreparable.json", "Deal 1: the Joker demanded in the third-last trick and withheld: irreparable, deal void.", f06, None),
    ("07-3p-joker-demanded-third-last-and-joker-in-last-trick-clean.json", "Deal 0: the Joker demanded in the third-last trick and played; deal 1: the Joker kept to the last trick (goes to the trick's winner). Clean.", f07, None),
    ("08-3p-revoke-superficial.json", "Deal 1: a revoke with revoke_penalty superficial: annotated, no fine, settled as played.", frevoke("superficial"), {"revoke_penalty": "superficial"}),
    ("09-3p-revoke-small.json", "Deal 1: a revoke with revoke_penalty small: 5 to each pool, play goes on.", frevoke("small"), {"revoke_penalty": "small"}),
    ("10-3p-revoke-large.json", "Deal 1: a revoke with revoke_penalty large: 20 to each pool, play goes on.", frevoke("large"), {"revoke_penalty": "large"}),
    ("11-3p-revoke-irreparable-default.json", "Deal 1: a revoke in the first trick, default (irreparable): 40 to each pool, deal void, next dealer.", frevoke("irreparable"), None),
    ("12-3p-declarations-corrected-before-first-lead-clean.json", "Deal 0: a player passes, then declares before the first lead; deal 1: the dealer's trump count corrected upward before the first lead. Clean.", f12, None),
    ("13-4p-fourth-player-joins-sitter-rotates-clean.json", "Dawid joins after deal 0 paying a third of each pool; the sitter rotates; a refill paid by all four; session end shared by four. Clean.", f13, None),
    ("14-3p-king-ultimo-with-przydupek-pools-order-clean.json", "King Ultimo with a simultaneous king przydupek (pool order), a Pagat Ultimo with refill, a king przydupek doubling the pool, session end. Clean.", f14, None),
]

if __name__ == "__main__":
    for name, desc, fn, rules in FILES:
        run(name, desc, fn, rules)
        print("wrote", name)
    (HERE / "facts.txt").write_text(json.dumps(ALL, indent=1, default=str) + "\n")
