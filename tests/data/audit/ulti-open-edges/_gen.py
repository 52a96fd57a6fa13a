"""Blind generator for the ulti-open-edges audit round.

Written from the Ulti source (seeds/003, Japanese) only; imports nothing from validator/.
Each deal is simulated with a small rules model of the source's play section (follow suit,
else trump, and within that beat the cards already played), so every clean base is legal by
construction and each variant breaks exactly one rule (a forced card, an edited payment, a
moved contra).

    python _gen.py [--seed N]      # writes NN-desc.json beside this file, prints key indices
"""

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAYERS = ["Anna", "Béla", "Csilla"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    """Higher is stronger within a suit."""
    order = TRUMP_ORDER if trump else PLAIN_ORDER
    return len(order) - order.index(rank(c))


def beats(a, b, led, trump):
    """Does card a beat card b (b currently winning a trick led in suit led)?"""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False


def winner_index(cards, trump):
    led = suit(cards[0])
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[winner_index(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        pool = same
    elif trump and any(suit(c) == trump for c in hand):
        pool = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in pool if beats(c, cur, led, trump)]
    return better or pool


def simulate(hands, leader, trump, lead_pref, prefer, policy, deviations=None):
    """Play ten tricks. deviations: {(trick, seat): card} forced (possibly illegal)."""
    deviations = deviations or {}
    hands = {s: list(h) for s, h in hands.items()}
    plays, tricks = [], []
    for t in range(10):
        order = [(leader + i) % 3 for i in range(3)]
        trick = []
        for s in order:
            ok = legal(hands[s], trick, trump)
            if (t, s) in deviations:
                card = deviations[(t, s)]
                assert card in hands[s]
            elif not trick and lead_pref.get(s):
                card = next((c for c in lead_pref[s] if c in hands[s]), None)
                if card is None:
                    card = pick(ok, policy[s], trump)
            else:
                card = next((c for c in prefer.get(s, []) if c in ok), None)
                if card is None:
                    card = pick(ok, policy[s], trump)
            assert card in ok or (t, s) in deviations, (t, s, card, ok)
            hands[s].remove(card)
            trick.append(card)
            plays.append((s, card))
        w = order[winner_index(trick, trump)]
        tricks.append((t, order, trick, w))
        leader = w
    return plays, tricks


def pick(cards, how, trump):
    key = sorted(cards, key=lambda c: (strength(c, trump), "HDSC".index(suit(c))))
    return key[0] if how == "low" else key[-1]


def ev_play(s, c):
    return {"type": "play", "seat": s, "card": c}


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def build(spec, rng):
    """spec: dict with hands (seat->cards as dealt), discard, bid, announce, trump, play
    policy, doubles [(before_trick, before_seat, event) | ('after_trick', t, event)],
    payments, stop_after_trick."""
    dealer, decl = 0, 1
    ev = [
        {"type": "discard", "seat": decl, "cards": spec["discard"]},
        {"type": "bid", "seat": decl, "bid": spec["bid"]},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    if spec.get("announce"):
        ev.append({"type": "announce", "seat": decl, "items": [spec["announce"]]})
    start_hands = {s: list(h) for s, h in spec["hands"].items()}
    for c in spec["discard"]:
        start_hands[decl].remove(c)
    plays, tricks = simulate(
        start_hands,
        decl,
        spec["trump"],
        spec.get("lead_pref", {}),
        spec.get("prefer", {}),
        spec["policy"],
        spec.get("deviations"),
    )
    marks = {}
    stop = spec.get("stop_after_trick")
    n = 0
    for t, order, trick, w in tricks:
        if stop is not None and t > stop:
            break
        for s, c in zip(order, trick):
            for d in spec.get("doubles", []):
                if d[0] == "before" and d[1] == t and d[2] == s:
                    marks[f"double s{s} t{t}"] = len(ev)
                    ev.append(d[3])
            marks[f"play t{t} s{s} {c}"] = len(ev)
            ev.append(ev_play(s, c))
            n += 1
        for d in spec.get("doubles", []):
            if d[0] == "after" and d[1] == t:
                marks[f"double after t{t}"] = len(ev)
                ev.append(d[2])
    for p in spec["payments"]:
        marks[f"pay {p['from']}->{p['to']} {p['amount']} {p['reason']}"] = len(ev)
        ev.append(p)
    hands = []
    for s in range(3):
        h = list(spec["hands"][s])
        rng.shuffle(h)
        hands.append(h)
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"description": spec["desc"]},
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }
    return doc, marks, tricks


def H(s):
    return s.split()


NT = {"kind": "no-trump"}

# --- Deal A: open betli, declarer holds only the lowest cards of every suit --------------
A_HANDS = {
    1: H("7H 8H 9H 7D 8D 9D 7S 8S 7C 8C AS AC"),
    2: H("AH KH QH JD 10D KS QS KC QC JC"),
    0: H("JH 10H AD KD QD JS 10S 9S 10C 9C"),
}
A = dict(
    hands=A_HANDS,
    discard=["AS", "AC"],
    bid={"goals": ["open-betli"], "red": False},
    announce=NT,
    trump=None,
    lead_pref={1: H("7H")},
    policy={1: "low", 2: "low", 0: "low"},
)

# --- Deal B: open betli that fails: KC is forced to beat a low club lead -----------------
B_HANDS = {
    1: H("7H 8H 9H 7D 8D 9D 7S 8S KC 7C AS AC"),
    2: H("AH KH QH JD 10D KS QS QC JC 10C"),
    0: H("JH 10H AD KD QD JS 10S 9S 9C 8C"),
}
B = dict(
    hands=B_HANDS,
    discard=["AS", "AC"],
    bid={"goals": ["open-betli"], "red": False},
    announce=NT,
    trump=None,
    lead_pref={1: H("7H 7S 8S 7D 8D 9D 8H 9H 7C"), 2: H("10C")},
    policy={1: "low", 2: "low", 0: "low"},
)

# --- Deal C: open betli with contra/recontra; declarer must overtake 8C with JC ----------
C_HANDS = {
    1: H("7H 8H 9H 7D 8D 9D 7S 8S JC 7C AS AC"),
    2: H("AH KH QH JD 10D KS QS JS KC QC"),
    0: H("JH 10H AD KD QD 10S 9S 10C 9C 8C"),
}
C = dict(
    hands=C_HANDS,
    discard=["AS", "AC"],
    bid={"goals": ["open-betli"], "red": False},
    announce=NT,
    trump=None,
    lead_pref={1: H("7H"), 2: H("10D"), 0: H("8C")},
    policy={1: "low", 2: "low", 0: "low"},
)

# --- Deal D: open durchmarsch, spades trumps, declarer draws 7S and cashes aces ----------
D_HANDS = {
    1: H("AS 10S KS QS JS 9S 8S AH AD AC 7C 8C"),
    2: H("KH QH JH 10H KD QD JD 10D KC QC"),
    0: H("7S 9H 8H 7H 9D 8D 7D JC 10C 9C"),
}
D = dict(
    hands=D_HANDS,
    discard=["7C", "8C"],
    bid={"goals": ["open-durchmarsch"], "red": False},
    announce={"kind": "trump", "suit": "S"},
    trump="S",
    lead_pref={1: H("AS 10S KS QS JS 9S 8S AH AD AC")},
    policy={1: "high", 2: "low", 0: "low"},
)

# --- Deal E: hearts trumps (red), declarer keeps 7H for the last trick -------------------
E_HANDS = {
    1: H("AH 10H KH JH 9H 8H 7H AS AD AC QS 8C"),
    2: H("QH KS JS 10S KD QD JD KC QC JC"),
    0: H("9S 8S 7S 10D 9D 8D 7D 10C 9C 7C"),
}
E = dict(
    hands=E_HANDS,
    discard=["QS", "8C"],
    trump="H",
    lead_pref={1: H("AH 10H KH JH AS AD AC 9H 8H 7H")},
    policy={1: "high", 2: "low", 0: "low"},
)

# --- Deal F: open durchmarsch without trumps; AC with Csilla beats the KC lead -----------
F_HANDS = {
    1: H("AS KS QS JS AH KH QH AD KD KC 7C 8C"),
    2: H("AC 9C JH 10H 9H QD JD 10D 9D 8D"),
    0: H("10S 9S 8S 7S 8H 7H 7D QC JC 10C"),
}
F = dict(
    hands=F_HANDS,
    discard=["7C", "8C"],
    bid={"goals": ["open-durchmarsch"], "red": False},
    announce=NT,
    trump=None,
    lead_pref={1: H("KC AS KS QS JS AH KH QH AD KD")},
    prefer={2: H("AC")},
    policy={1: "high", 2: "low", 0: "low"},
)


def dbl(seat, target, level):
    return {"type": "double", "seat": seat, "target": target, "level": level}


def files():
    out = []
    # 01 open betli clean: each defender pays 20
    pa = [pay(0, 1, 20, "open-betli"), pay(2, 1, 20, "open-betli")]
    out.append(("01-open-betli-clean", dict(A, payments=pa, desc="Open betli without trumps, made: each defender pays 20.")))
    # 02 defender revoke in trick 3 (Anna discards a club while holding the led suit)
    out.append(("02-open-betli-defender-revoke", dict(A, payments=pa, deviations="REVOKE", desc="As 01, but a defender revokes once; the declarer still takes no trick.")))
    # 03 contra said in trick 2, not with the first card
    out.append(("03-open-betli-late-contra", dict(A, payments=pa, doubles=[("before", 1, 2, dbl(2, "open-betli", 2))], desc="As 01, but Csilla says contra on open betli with her trick-2 card (too late); payments as without contra.")))
    # 04 open betli fails, play continued: declarer pays 20 to each
    pb = [pay(1, 0, 20, "open-betli"), pay(1, 2, 20, "open-betli")]
    out.append(("04-open-betli-fails-played-out", dict(B, payments=pb, desc="Open betli fails in trick 2 (KC forced over 10C); all ten tricks recorded; declarer pays 20 to each.")))
    out.append(("05-open-betli-fails-play-stops", dict(B, payments=pb, stop_after_trick=1, desc="As 04, but the record stops after the trick the declarer takes (trick 2).")))
    # 06 contra by Csilla (seat 2) with her first card, recontra by declarer after trick 1
    c_d = [("before", 0, 2, dbl(2, "open-betli", 2)), ("after", 0, dbl(1, "open-betli", 4))]
    pc = [pay(0, 1, 20, "open-betli"), pay(2, 1, 80, "open-betli")]
    out.append(("06-open-betli-contra-recontra", dict(C, doubles=c_d, payments=pc, desc="Open betli, Csilla contra, declarer recontra; no-trump game so the doubling is only between Csilla and Béla: Anna pays 20, Csilla 80.")))
    pc7 = [pay(0, 1, 80, "open-betli"), pay(2, 1, 80, "open-betli")]
    out.append(("07-open-betli-contra-wrong-payment", dict(C, doubles=c_d, payments=pc7, desc="As 06, but Anna (no contra) is recorded paying 80.")))
    pc8 = [pay(1, 0, 20, "open-betli"), pay(1, 2, 80, "open-betli")]
    out.append(("08-open-betli-declarer-fails-overtake", dict(C, doubles=c_d, payments=pc8, deviations="UNDER", desc="As 06, but the declarer ducks 8C with 7C holding JC (must overtake); settled by the default revoke_penalty lose_all_goals: Béla pays.")))
    # 09 open durchmarsch with spades trumps, Anna contra: trump game, doubling for both
    d_d = [("before", 0, 0, dbl(0, "open-durchmarsch", 2))]
    pd = [pay(0, 1, 48, "open-durchmarsch"), pay(2, 1, 48, "open-durchmarsch")]
    out.append(("09-open-durchmarsch-spades-contra", dict(D, doubles=d_d, payments=pd, desc="Open durchmarsch, spades trumps, Anna contra; a trump game so the contra counts between Béla and both defenders: 48 each.")))
    pd10 = [pay(0, 1, 48, "open-durchmarsch"), pay(2, 1, 24, "open-durchmarsch")]
    out.append(("10-open-durchmarsch-spades-contra-wrong-payment", dict(D, doubles=d_d, payments=pd10, desc="As 09, but Csilla (who said no contra) is recorded paying 24.")))
    # 11 red open durchmarsch (hearts), last trick won with 7H: silent ulti 2, doubled red
    e11 = dict(E, bid={"goals": ["open-durchmarsch"], "red": True})
    pe = [pay(0, 1, 24, "open-durchmarsch"), pay(2, 1, 24, "open-durchmarsch"), pay(0, 1, 4, "silent-ulti"), pay(2, 1, 4, "silent-ulti")]
    out.append(("11-red-open-durchmarsch-silent-ulti", dict(e11, payments=pe, desc="Red open durchmarsch (hearts): 24 (not doubled); last trick won with 7H: silent ulti 2, doubled for red: 4.")))
    pe12 = [pay(0, 1, 48, "open-durchmarsch"), pay(2, 1, 24, "open-durchmarsch"), pay(0, 1, 4, "silent-ulti"), pay(2, 1, 4, "silent-ulti")]
    out.append(("12-red-open-durchmarsch-doubled-payment", dict(e11, payments=pe12, desc="As 11, but Anna is recorded paying 48 (red doubling wrongly applied to open durchmarsch).")))
    # 13 open durchmarsch without trumps, Anna contra, fails in trick 1
    f_d = [("before", 0, 0, dbl(0, "open-durchmarsch", 2))]
    pf = [pay(1, 0, 48, "open-durchmarsch"), pay(1, 2, 24, "open-durchmarsch")]
    out.append(("13-nt-open-durchmarsch-contra-fails", dict(F, doubles=f_d, payments=pf, desc="Open durchmarsch without trumps, Anna contra; Csilla's AC takes trick 1. No-trump: contra only between Anna and Béla: Béla pays Anna 48, Csilla 24.")))
    pf14 = [pay(0, 1, 48, "open-durchmarsch"), pay(2, 1, 24, "open-durchmarsch")]
    out.append(("14-nt-open-durchmarsch-defender-fails-overtake", dict(F, doubles=f_d, payments=pf14, deviations={(0, 2): "9C"}, desc="As 13, but Csilla ducks KC with 9C holding AC (must overtake) and later throws AC; declarer takes all ten as played, and under lose_all_goals too.")))
    # 15 red ulti + open durchmarsch, Csilla contra on ulti (trump game: both)
    e15 = dict(E, bid={"goals": ["ulti", "open-durchmarsch"], "red": True}, doubles=[("before", 0, 2, dbl(2, "ulti", 2))])
    pg = [pay(0, 1, 16, "ulti"), pay(2, 1, 16, "ulti"), pay(0, 1, 24, "open-durchmarsch"), pay(2, 1, 24, "open-durchmarsch")]
    out.append(("15-red-ulti-open-durchmarsch-contra-ulti", dict(e15, payments=pg, desc="Red ulti with open durchmarsch (8 + 24, no party), Csilla contra on ulti: ulti 16 from each (trump game), open durchmarsch 24 from each.")))
    return out


def resolve_deviation(spec):
    """Turn a symbolic deviation into a concrete {(trick, seat): card} by replaying the base."""
    dev = spec.get("deviations")
    if not isinstance(dev, str):
        return spec
    start = {s: list(h) for s, h in spec["hands"].items()}
    for c in spec["discard"]:
        start[1].remove(c)
    _, tricks = simulate(start, 1, spec["trump"], spec.get("lead_pref", {}), spec.get("prefer", {}), spec["policy"])
    hands = {s: list(h) for s, h in start.items()}
    for t, order, trick, w in tricks:
        for i, (s, c) in enumerate(zip(order, trick)):
            if dev == "REVOKE" and t >= 2 and s == 0 and i > 0:
                led = suit(trick[0])
                off = [x for x in hands[s] if suit(x) != led]
                if off and any(suit(x) == led for x in hands[s]):
                    return dict(spec, deviations={(t, s): sorted(off, key=lambda x: strength(x, None))[0]})
            if dev == "UNDER" and s == 1 and i > 0:
                led = suit(trick[0])
                cur = trick[winner_index(trick[:i], None)]
                same = [x for x in hands[s] if suit(x) == led]
                low = [x for x in same if not beats(x, cur, led, None)]
                if c not in low and low:
                    return dict(spec, deviations={(t, s): low[0]})
            hands[s].remove(c)
    raise SystemExit(f"no spot for {dev}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20260611)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    for name, spec in files():
        spec = resolve_deviation(spec)
        doc, marks, tricks = build(spec, rng)
        (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        print(f"== {name}  deviations={spec.get('deviations')}")
        print("   tricks:", " | ".join(f"t{t}:{','.join(tr)}->{w}" for t, o, tr, w in tricks))
        for k, v in marks.items():
            if not k.startswith("play") or any(
                (int(k.split()[1][1:]), int(k.split()[2][1:])) == d for d in (spec.get("deviations") or {})
            ):
                print(f"   {v:3d} {k}")


if __name__ == "__main__":
    main()
