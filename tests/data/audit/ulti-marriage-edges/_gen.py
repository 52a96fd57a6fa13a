"""Blind generator for the ulti-marriage-edges audit round (no validator import).

Rules simulated from the source (seeds/003, Japanese):
- play: follow suit, else trump, and within that beat the trick if able;
- card points (trump games only): A and 10 = 10, last trick = 10; the declarer's
  discard counts for the defenders;
- marriages (K+Q same suit held in the 10-card playing hand): trump 40, other 20,
  announced with the first card, only in a trump game without a 100 / durchmarsch goal;
- 40-100: only the declarer's trump 40 counts; 20-100: only one 20 of the declarer.

Usage: python _gen.py [seed]   (writes NN-desc.json next to this file and prints event indices)
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "HDSC"
R_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]
R_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in R_T]
PLAYERS = ["Anna", "Béla", "Csilla"]
DEALER, DECL = 0, 1
ORDER = [1, 2, 0]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = R_T if trump else R_N
    return len(order) - order.index(rank(c))


def winner_idx(cards, trump):
    led = suit(cards[0])
    best = 0
    for i, c in enumerate(cards[1:], 1):
        b = cards[best]
        if trump and suit(c) == trump and suit(b) != trump:
            best = i
        elif suit(c) == suit(b) and strength(c, trump) > strength(b, trump):
            best = i
        elif suit(c) == led and suit(b) == led and strength(c, trump) > strength(b, trump):
            best = i
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    w = trick[winner_idx(trick, trump)]

    def beats(c):
        return winner_idx([w, c], trump) == 1 if suit(w) == suit(c) or (trump and suit(c) == trump) else False

    follow = [c for c in hand if suit(c) == led]
    if follow:
        if trump and suit(w) == trump and led != trump:
            return follow
        up = [c for c in follow if strength(c, trump) > strength(w, trump)]
        return up or follow
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            up = [c for c in tr if beats(c)]
            return up or tr
    return list(hand)


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def pairs(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return out


def simulate(rng, forced, discard_pick, trump, policy=None):
    """forced: {seat: [cards]} placed in the dealt hands. Returns dict or None."""
    rest = [c for c in DECK if all(c not in v for v in forced.values())]
    rng.shuffle(rest)
    dealt = {}
    sizes = {0: 10, 1: 12, 2: 10}
    for s in (1, 2, 0):
        h = list(forced.get(s, []))
        while len(h) < sizes[s]:
            h.append(rest.pop())
        dealt[s] = h
    disc = discard_pick(dealt[DECL], rng)
    if disc is None:
        return None
    hands = {s: [c for c in dealt[s] if c not in (disc if s == DECL else [])] for s in dealt}
    play_hands = {s: list(h) for s, h in hands.items()}
    leader = DECL
    tricks = []
    for _t in range(10):
        trick, seats = [], []
        for k in range(3):
            s = ORDER[(ORDER.index(leader) + k) % 3]
            opts = legal(hands[s], trick, trump)
            c = rng.choice(opts)
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
        w = seats[winner_idx(trick, trump)]
        tricks.append((seats, trick, w))
        leader = w
    cp = {0: 0, 1: 0, 2: 0}
    won = {0: 0, 1: 0, 2: 0}
    for i, (_seats, trick, w) in enumerate(tricks):
        won[w] += 1
        if trump:
            cp[w] += sum(pts(c) for c in trick) + (10 if i == 9 else 0)
    return {
        "dealt": dealt,
        "disc": disc,
        "play_hands": play_hands,
        "tricks": tricks,
        "cp": cp,
        "won": won,
        "disc_pts": sum(pts(c) for c in disc) if trump else 0,
    }


def last_has_trump7(sim, trump):
    return trump and ("7" + trump) in sim["tricks"][9][1]


def search(seed, forced, discard_pick, trump, ok, tries=200000):
    rng = random.Random(seed)
    for _ in range(tries):
        sim = simulate(rng, forced, discard_pick, trump)
        if sim and ok(sim):
            return sim
    raise SystemExit("no deal found for seed %r" % seed)


def build(sim, bid, trump, *, declares=None, doubles=None, payments=(), late_declares=None, desc=""):
    """declares/doubles: {seat: items/ (target, level)} inserted before that seat's first-trick card;
    late_declares: {seat: items} inserted before that seat's card in trick 2."""
    declares = declares or {}
    doubles = doubles or {}
    late_declares = late_declares or {}
    ev = [
        {"type": "discard", "seat": DECL, "cards": sim["disc"]},
        {"type": "bid", "seat": DECL, "bid": bid},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": DECL, "bid": "pass"},
    ]
    if trump is None:
        ev.append({"type": "announce", "seat": DECL, "items": [{"kind": "no-trump"}]})
    elif trump != "H" or not bid.get("red"):
        ev.append({"type": "announce", "seat": DECL, "items": [{"kind": "trump", "suit": trump}]})
    idx = {}
    for t, (seats, trick, _w) in enumerate(sim["tricks"]):
        for s, c in zip(seats, trick):
            if t == 0 and s in declares:
                idx[("declare", s)] = len(ev)
                ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in declares[s]]})
            if t == 0 and s in doubles:
                idx[("double", s)] = len(ev)
                tg, lv = doubles[s]
                ev.append({"type": "double", "seat": s, "target": tg, "level": lv})
            if t == 1 and s in late_declares:
                idx[("late", s)] = len(ev)
                ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in late_declares[s]]})
            ev.append({"type": "play", "seat": s, "card": c})
    for n, (fr, to, amt, why) in enumerate(payments):
        idx[("pay", n)] = len(ev)
        ev.append({"type": "payment", "from": fr, "to": to, "amount": amt, "reason": why})
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": [{"dealer": DEALER, "hands": [sim["dealt"][0], sim["dealt"][1], sim["dealt"][2]], "events": ev}],
    }
    return doc, idx


def write(name, doc, idx, sim, trump, extra=""):
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    ph = sim["play_hands"]
    print(
        f"{name}: cp={sim['cp']} won={sim['won']} disc={sim['disc']} disc_pts={sim['disc_pts']} "
        f"pairs={{0:{pairs(ph[0], trump)},1:{pairs(ph[1], trump)},2:{pairs(ph[2], trump)}}} idx={idx} {extra}"
    )


def keep_discard(keep):
    """Discard two cards from the 12, never one of `keep`, and no A/10 (so no discard points)."""

    def pick(hand, rng):
        cand = [c for c in hand if c not in keep and pts(c) == 0]
        if len(cand) < 2:
            return None
        return rng.sample(cand, 2)

    return pick


def discard_exact(cards, keep=()):
    def pick(hand, rng):
        fixed = [c for c in cards if c in hand]
        cand = [c for c in hand if c not in keep and c not in fixed and pts(c) == 0]
        need = 2 - len(fixed)
        if len(cand) < need:
            return None
        return fixed + rng.sample(cand, need)

    return pick


def clean_end(sim, trump):
    # no silent ulti / durchmarsch side effects: trump 7 not in the last trick, nobody wins all
    return not last_has_trump7(sim, trump) and max(sim["won"].values()) < 10 and sim["won"][DECL] >= 1


def main(seed=2024):
    T = "S"
    party = {"goals": ["party"], "red": False}

    # ---- base A: party, declarer holds KC QC (20); dealt KH QH too but lays away QH;
    # defender 2 holds the trump pair KS QS (40). Declarer takes exactly 40 card points.
    def okA(sim):
        ph = sim["play_hands"]
        return (
            clean_end(sim, T)
            and sim["cp"][1] == 40
            and pairs(ph[1], T) == [20]
            and pairs(ph[2], T) == [40]
            and pairs(ph[0], T) == []
            and sim["disc_pts"] == 0
        )

    A = search(seed, {1: ["KC", "QC", "KH", "QH"], 2: ["KS", "QS"]}, discard_exact(["QH"], keep=["KC", "QC", "KH"]), T, okA)
    pay_decl_wins = [(0, 1, 1, "party"), (2, 1, 1, "party")]
    pay_decl_loses = [(1, 0, 1, "party"), (1, 2, 1, "party")]
    d, i = build(A, party, T, declares={1: [20]}, payments=pay_decl_wins,
                 desc="Party, leaves trumps. Béla takes 40 card points and announces his acorn 20: 60 against 50, party won; each defender pays 1.")
    write("01-party-own-20-decides.json", d, i, A, T)
    d, i = build(A, party, T, declares={1: [20], 2: [40]}, payments=pay_decl_loses,
                 desc="As 01, but Csilla announces her trump 40 with her first card: defenders 50+40=90 against 60, party lost; Béla pays 1 to each.")
    write("02-party-defender-40-flips.json", d, i, A, T)
    d, i = build(A, party, T, declares={1: [20]}, payments=pay_decl_loses,
                 desc="As 01 (Béla's 20 wins the party), but the table settled as if the 20 did not count: Béla pays 1 to each.")
    write("03-party-20-ignored-wrong-payment.json", d, i, A, T)
    d, i = build(A, party, T, declares={1: [20, 20]}, payments=pay_decl_wins,
                 desc="As 01, but Béla announces two 20s: he holds KC QC, but laid away QH, so only one 20 is real. Party won either way.")
    write("04-false-second-20-discarded-queen.json", d, i, A, T)
    d, i = build(A, party, T, late_declares={1: [20]}, payments=pay_decl_loses,
                 desc="As 01, but Béla announces his 20 only with his second-trick card: too late, it does not count; 40 against 50, party lost, Béla pays 1 to each.")
    write("05-late-20-second-trick.json", d, i, A, T)

    # ---- base B: betli (no trumps); defender 0 holds a K-Q pair and announces 20.
    def okB(sim):
        return pairs(sim["play_hands"][0], "S") and sim["won"][DECL] == 0

    B = search(seed + 1, {0: ["KD", "QD"]}, keep_discard([]), None, okB)
    d, i = build(B, {"goals": ["betli"], "red": False}, None, declares={0: [20]},
                 payments=[(0, 1, 5, "betli"), (2, 1, 5, "betli")],
                 desc="Betli without trumps, won by Béla (no trick). Anna announces a 20 (she holds KD QD) with her first card: no marriages without trumps.")
    write("06-betli-defender-20.json", d, i, B, None)

    # ---- base C: 40-100, declarer holds the trump pair, takes >= 60 card points;
    # defender 2 holds a non-trump pair (KD QD).
    def okC(sim):
        ph = sim["play_hands"]
        return clean_end(sim, T) and sim["cp"][1] == 60 and pairs(ph[1], T) == [40] and pairs(ph[2], T) == [20] and pairs(ph[0], T) == []

    C = search(seed + 2, {1: ["KS", "QS"], 2: ["KD", "QD"]}, keep_discard(["KS", "QS"]), T, okC)
    b40 = {"goals": ["40-100"], "red": False}
    d, i = build(C, b40, T, payments=[(0, 1, 4, "40-100"), (2, 1, 4, "40-100")],
                 desc="40-100 with leaves trumps; Béla holds KS QS (not announced) and takes 60 card points: 40+60=100, made; each pays 4.")
    write("07-40-100-made-exactly.json", d, i, C, T)
    d, i = build(C, b40, T, declares={2: [20]}, payments=[(0, 1, 4, "40-100"), (2, 1, 4, "40-100")],
                 desc="As 07, but Csilla announces her 20 (KD QD) with her first card: no marriage is announced when a 100 goal is bid.")
    write("08-40-100-defender-20.json", d, i, C, T)
    d, i = build(C, b40, T, doubles={2: ("40-100", 2)}, payments=[(0, 1, 8, "40-100"), (2, 1, 8, "40-100")],
                 desc="As 07, with Csilla's contra on 40-100 at her first card: doubled for both defenders, each pays 8.")
    write("09-40-100-contra.json", d, i, C, T)
    d, i = build(C, b40, T, doubles={2: ("40-100", 2)}, payments=[(0, 1, 4, "40-100"), (2, 1, 8, "40-100")],
                 desc="As 09, but Anna (who did not say contra) is recorded paying only 4: the contra applies between the declarer and both defenders.")
    write("10-40-100-contra-wrong-payment.json", d, i, C, T)

    # ---- 40-100 missed: declarer holds KS QS and KC QC, takes 50: 90 (110 if the 20 counted).
    def okD(sim):
        ph = sim["play_hands"]
        return clean_end(sim, T) and sim["cp"][1] == 50 and sorted(pairs(ph[1], T)) == [20, 40]

    D = search(seed + 3, {1: ["KS", "QS", "KC", "QC"]}, keep_discard(["KS", "QS", "KC", "QC"]), T, okD)
    d, i = build(D, b40, T, payments=[(1, 0, 4, "40-100"), (1, 2, 4, "40-100")],
                 desc="40-100; Béla holds KS QS and KC QC, takes 50 card points: 40+50=90 (the 20 does not count), failed; Béla pays 4 to each.")
    write("11-40-100-missed-20-not-counted.json", d, i, D, T)

    # ---- 20-100 with two 20s: declarer takes 70: 90 (110 if both counted). No trump pair.
    def okE(sim):
        ph = sim["play_hands"]
        return clean_end(sim, T) and sim["cp"][1] == 70 and sorted(pairs(ph[1], T)) == [20, 20]

    E = search(seed + 4, {1: ["KC", "QC", "KD", "QD"], 0: ["KS"]}, keep_discard(["KC", "QC", "KD", "QD"]), T, okE)
    d, i = build(E, {"goals": ["20-100"], "red": False}, T, payments=[(1, 0, 8, "20-100"), (1, 2, 8, "20-100")],
                 desc="20-100; Béla holds two 20s (KC QC, KD QD) and takes 70 card points: only one 20 counts, 90, failed; Béla pays 8 to each.")
    write("12-20-100-two-pairs-missed.json", d, i, E, T)

    # ---- 40-100 bid without the trump pair: declarer takes 80, fails.
    def okF(sim):
        ph = sim["play_hands"]
        return clean_end(sim, T) and sim["cp"][1] == 80 and pairs(ph[1], T) == []

    F = search(seed + 5, {1: ["KS"], 2: ["QS"]}, keep_discard(["KS"]), T, okF)
    d, i = build(F, b40, T, payments=[(1, 0, 4, "40-100"), (1, 2, 4, "40-100")],
                 desc="40-100 bid without the trump queen (Csilla holds QS): Béla takes 80 card points, no 40, failed; Béla pays 4 to each.")
    write("13-40-100-without-trump-pair.json", d, i, F, T)

    # ---- silent 100 in a party game: declarer announces 40, takes exactly 60.
    def okG(sim):
        ph = sim["play_hands"]
        return clean_end(sim, T) and sim["cp"][1] == 60 and pairs(ph[1], T) == [40] and not pairs(ph[0], T) and not pairs(ph[2], T)

    G = search(seed + 6, {1: ["KS", "QS"]}, keep_discard(["KS", "QS"]), T, okG)
    d, i = build(G, party, T, declares={1: [40]}, payments=[(0, 1, 2, "silent-100"), (2, 1, 2, "silent-100")],
                 desc="Party; Béla announces 40 and takes 60 card points: 100, a silent 100 (2) that replaces the party; each defender pays 2.")
    write("14-party-silent-100-with-40.json", d, i, G, T)

    # ---- defenders' silent 100: defender 0 announces 40, defenders take >= 70.
    def okH(sim):
        ph = sim["play_hands"]
        return (
            clean_end(sim, T)
            and sim["cp"][1] == 10
            and pairs(ph[0], T) == [40]
            and not pairs(ph[1], T)
            and not pairs(ph[2], T)
            and sim["disc_pts"] == 0
        )

    H = search(seed + 7, {0: ["KS", "QS"]}, keep_discard([]), T, okH)
    d, i = build(H, party, T, declares={0: [40]}, payments=[(1, 0, 2, "silent-100"), (1, 2, 2, "silent-100")],
                 desc="Party; Béla takes only 10 card points. Anna announces 40; the defenders take 80: 120, a silent 100 for the defenders replacing the lost party; Béla pays 2 to each.")
    write("15-party-defenders-silent-100.json", d, i, H, T)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2024)
