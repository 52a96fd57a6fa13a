"""Re-read round reread-deal-auction: generator (no validator import).

Danish Tarok 000_2fac32aef83ce8a1.txt §1-§8 (players, deck, chips, pools, direction, the deal, the
skat) and Galician Tarok 002_d58cf04b7f012795.txt §1-§13 (deck, ranks, points, following, the
pagat and ultimo, players at 3/4/5, the deal, licitation, buying, laying away). The card cores are
copied into _dk_core.py / _gd_core.py from the two earlier re-read rounds (both written blind from
the sources); the scenarios and planted faults below are this round's, every figure computed here
from the source text.

Usage: /work/venv/bin/python _gen.py [seed]   (writes NN-*.json and EXPECTED.md next to this file)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import _dk_core as dk  # noqa: E402
import _gd_core as gd  # noqa: E402

ROUND = "reread-deal-auction"
FILES = []  # (name, transcript, expected, note)


# ============================================================== Danish Tarok (§1-§8)
def dk_plain_last(tricks):
    plays, _ = dk.last_trick(tricks)
    return not any(dk.is_king(c) or c == "T1" for _, c in plays)


def dk_plain_deal(rng, S, dealer, last=False, act=None):
    act = act or S.active(dealer)

    def acc(tricks, after):
        return dk.no_tout_nolo(tricks, act) and dk_plain_last(tricks)

    hands, discard, tricks = dk.search(rng, dealer, act, acc, lambda a: {s: dk.pol_random() for s in act})
    return S.add_deal(dealer, hands, discard, [], tricks, last=last)


def dk_transcript(S, desc, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": ["Agnieszka", "Bartek", "Celina", "Dorota"][: S.n],
        "meta": {"round": ROUND, "description": desc},
        "deals": S.deals,
    }


def find(deal, pred, nth=0):
    return [i for i, e in enumerate(deal["events"]) if pred(e)][nth]


def pen(seat, amt):
    return [
        {"type": "payment", "from": seat, "to": p, "amount": amt, "reason": "penalty"}
        for p in ("pagat_pool", "king_pool")
    ]


def dk_files(rng):
    # 01: three players, two deals, counter-clockwise rotation (the next seat deals and leads)
    S = dk.Session(3)
    dk_plain_deal(rng, S, 0)
    dk_plain_deal(rng, S, 1, last=True)
    FILES.append(("01-dk-3p-deal-25-25-28-skat-rotation.json", dk_transcript(S,
        "§7 25 cards each, the dealer the 3 left over (28); §8 he lays 3 away; §6 counter-clockwise: "
        "the next seat leads and deals next (deal 1 by seat 1)."), [], "clean; every payment of §15 as "
        "the earlier round computed it"))

    # 02: four players, dealer 1: the seat opposite (3) sits out, dealt nothing
    S = dk.Session(4)
    dk_plain_deal(rng, S, 1, last=True)
    FILES.append(("02-dk-4p-opposite-dealer-sits-out.json", dk_transcript(S,
        "§2 four players, dealer seat 1: seat 3, opposite him, takes no part (hand []); he pays only "
        "the foundations and takes his share at the end."), [], "clean"))

    # 03: four players, dealer 0, but the seat NEXT to him sits out and the one opposite plays
    S = dk.Session(4)
    S.active = lambda dealer: [0, 2, 3]
    dk_plain_deal(rng, S, 0, last=True)
    FILES.append(("03-dk-4p-wrong-seat-sits-out.json", dk_transcript(S,
        "§2 'gracz siedzący naprzeciwko Rozdającego nie bierze udziału w grze': here dealer 0, seat 1 "
        "(beside him) holds nothing and seat 2 (opposite) plays."), "REJECT bad_hand_size",
        "a deal that is not a legal deal: the seat opposite the dealer holds cards"))

    # 05: the skat of two cards, found after the first lead: irreparable, 40 into each pool, void
    S = dk.Session(3)
    dk_plain_deal(rng, S, 0)
    dk_plain_deal(rng, S, 1)
    dl = S.deals[0]
    evs = dl["events"]
    idisc = find(dl, lambda e: e["type"] == "discard")
    evs[idisc]["cards"] = evs[idisc]["cards"][:2]
    ifirst = find(dl, lambda e: e["type"] == "play")
    dl["events"] = evs[: ifirst + 1] + pen(0, 40)
    # deal 1 ends the record without the session-end shares (the pools' content after the void deal
    # is not what the Session tracked)
    FILES.append(("04-dk-skat-of-two-cards-void.json", dk_transcript(S,
        "§8 'Rozdający zrzuca trzy karty': dealer 0 lays away only two; found after the first lead "
        "(§18 irreparable: 40 into each pool, void, the next dealer deals)."),
        [(0, idisc, "illegal_skat")], "deal 1 as dealt by seat 1"))

    # 06: a skat card played in the game
    S = dk.Session(3)
    act = [0, 1, 2]
    nxt = dk.rotate_next(act)
    for _ in range(100000):
        deck = list(dk.DECK)
        rng.shuffle(deck)
        hands = {0: deck[:28], 1: deck[28:53], 2: deck[53:]}
        pips = [c for c in hands[0] if dk.is_pip(c)]
        pair = None
        for a in pips:
            for b in pips:
                if a != b and a[-1] == b[-1]:
                    pair = (a, b)
                    break
            if pair:
                break
        if not pair:
            continue
        d1, y = pair
        others = [c for c in pips if c not in pair]
        if len(others) < 2:
            continue
        d2, d3 = others[:2]
        after = {0: [c for c in hands[0] if c not in (y, d2, d3)], 1: hands[1], 2: hands[2]}
        if any(dk.declarations(h) for h in after.values()):
            continue
        if dk.declarations([c for c in hands[0] if c not in (d1, d2, d3)]):
            continue
        ok = False
        for _ in range(30):
            tricks = dk.simulate(after, nxt, 1, rng, {s: dk.pol_random() for s in act})
            if dk.no_tout_nolo(tricks, act) and dk_plain_last(tricks):
                ok = True
                break
        if ok:
            break
    # add_deal reads the kept hand as hands28 less the discard: the record's skat is d1 d2 d3
    S.add_deal(0, hands, [d1, d2, d3], [], tricks, last=True)
    dl = S.deals[0]
    iplay = find(dl, lambda e: e["type"] == "play" and e["card"] == d1)
    FILES.append(("05-dk-skat-card-played.json", dk_transcript(S,
        f"§8 the skat 'nie używa się ich w trakcie gry': dealer 0 lays away {d1} {d2} {d3} and later "
        f"plays {d1}; {y} (same suit) stays in his hand unplayed."),
        [(0, iplay, "card_not_in_hand")], "payments as if the deal were played as recorded"))

    # 07: a misdeal found before play: 27 to the dealer, 26 to seat 1 (small: 5 into each pool),
    # the same dealer deals again (no second fee)
    S = dk.Session(3)
    dk_plain_deal(rng, S, 0, last=True)
    good = S.deals.pop()
    hands = [list(h) for h in good["hands"]]
    moved = hands[0].pop()
    hands[1].append(moved)
    ev0 = [e for e in good["events"] if e["type"] == "payment" and e["reason"] in ("foundation", "deal_fee")]
    ev0 += pen(0, 5)
    # deal 1: a fresh deal by dealer 0, its fee not paid again; pools: +10 penalty, -10 fee => same
    S2 = dk.Session(3, {"pagat_pool": 65, "king_pool": 65})
    S2.fresh = False
    dk_plain_deal(rng, S2, 0, last=True)
    d1 = S2.deals[0]
    d1["events"] = [e for e in d1["events"] if e.get("reason") != "deal_fee"]
    S.deals = [{"dealer": 0, "hands": hands, "events": ev0}, d1]
    FILES.append(("06-dk-misdeal-27-26-redealt.json", dk_transcript(S,
        "§7 'Rozdający dodaje trzy pozostałe karty sobie': dealer 0 keeps 27 and gives seat 1 26; found "
        "before play (§18 small, 5 into each pool); he deals again, no second fee."),
        [(0, None, "misdeal")], "pools after deal 0: 60+5+5 = 70 each"))

    # 08: deal 1 dealt clockwise (by seat 2, the seat before the dealer)
    S = dk.Session(3)
    dk_plain_deal(rng, S, 0)
    dk_plain_deal(rng, S, 2, last=True)
    FILES.append(("07-dk-clockwise-next-dealer.json", dk_transcript(S,
        "§6 'Kierunek kolejki jest przeciwny do wskazówek zegara': after dealer 0 the deal goes to seat 2 "
        "(clockwise) instead of seat 1."), [(1, None, "wrong_dealer")],
        "deal 1's card points settled against seat 0 (after 2)"))


# ============================================================== Galician Tarok (§1-§13)
NAMES5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def gd_emit(name, n, rules, deals, desc, expected, note):
    t = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": rules,
        "players": {3: gd.NAMES3, 4: gd.NAMES4, 5: NAMES5}[n],
        "meta": {"round": ROUND, "description": desc},
        "deals": [d.js() for d in deals],
    }
    FILES.append((name, t, expected, note))


def no_premiums(tricks, P):
    """no trull, four kings or player's silent ultimo in anyone's tricks (so only the game is paid)."""
    tset = set(c for t, w in tricks if w == P for _, c in t)
    hset = set(c for t, w in tricks if w != P for _, c in t)
    if gd.TRULL <= tset or gd.TRULL <= hset or gd.KINGS <= tset or gd.KINGS <= hset:
        return False
    last, w = tricks[-1]
    if w == P and dict(last).get(P) == "T1":
        return False
    return True


def auction_top(d, F):
    """forehand F: three; 2nd: bottom; 3rd: pass; F: hold; 2nd: top; F: hold; 2nd: pass."""
    o = d.order(d.fore)
    assert o[0] == F
    for s, b in ((o[0], "three"), (o[1], "bottom"), (o[2], "pass"), (o[0], "hold"), (o[1], "top"),
                 (o[0], "hold"), (o[1], "pass")):
        d.ev.append({"type": "bid", "seat": s, "bid": b})


def top_fifth(won):
    def f(rng):
        d = gd.make_deal(rng, 3, 0, {1: ["SKIZ", "T21", "T20"]})
        P = 1
        auction_top(d, P)
        d.ev.append({"type": "call", "seat": P, "call": "reject"})  # 3rd three (top)
        d.ev.append({"type": "call", "seat": P, "call": "reject"})  # 4th three (bottom)
        take = d.talon[0:3]  # 5th three: top again
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = gd.discard_choice(hand, 3)
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        gd.announce(d, P, [])
        tricks, _ = gd.play(d, rng, cur, P, pull=rng.random() < 0.5)
        pp, hp = gd.piles(d, tricks, P, lay, d.talon[3:])
        pts = gd.pile(pp)
        if (pts > 33) != won or pts == 33 or not no_premiums(tricks, P):
            return None
        v = gd.game_value("three", pts)
        gd.settle(d, P, [("game", v if won else -5 * v)])
        return d, pts, v
    return f


def gd_files():
    # 09 / 10: the fifth three (§10 "może obejrzeć czwartą i wrócić się do piątej trójki")
    d, pts, v = gd.search(top_fifth(False))
    gd_emit("08-gd-top-held-fifth-three-lost-x5.json", 3, gd.NOPOOL, [d],
            f"§10 three/spód/sam/wierzch/sam: the forehand plays the third three, refuses it and the "
            f"fourth, takes the fifth (top again); {pts} points: (3x{33 - pts}+30)={v}, five times = "
            f"{5 * v} to each helper.", [], f"player 1, points {pts}, pays {5 * v} to each")
    d, pts, v = gd.search(top_fifth(True))
    gd_emit("09-gd-top-held-fifth-three-won-once.json", 3, gd.NOPOOL, [d],
            f"§10 as 09, won with {pts} points: 'gdy wygra … tylko pojedynczo': 3x{pts - 33}+30 = {v} "
            f"from each helper, once.", [], f"player 1, points {pts}, receives {v} from each")

    # 11: a one bought as the seventh one, lost
    def f11(rng):
        d = gd.make_deal(rng, 3, 2, {0: ["SKIZ", "T21"]})
        P = 0
        gd.auction(d, P, "one")
        for _ in range(6):
            d.ev.append({"type": "call", "seat": P, "call": "reject"})
        take = d.talon[0:1]
        if take[0] in gd.KINGS:
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = gd.discard_choice(hand, 1)
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        gd.announce(d, P, [])
        tricks, _ = gd.play(d, rng, cur, P, pull=rng.random() < 0.5)
        pp, hp = gd.piles(d, tricks, P, lay, d.talon[1:])
        pts = gd.pile(pp)
        if pts >= 33 or not no_premiums(tricks, P):
            return None
        v = gd.game_value("one", pts)
        gd.settle(d, P, [("game", -7 * v)])
        return d, pts, v
    d, pts, v = gd.search(f11)
    gd_emit("10-gd-one-bought-seventh-lost-x7.json", 3, gd.NOPOOL, [d],
            f"§10 'przy … jedynce … kombinacje przy kupnie rosną do wysokich cyfr w sposób przy trójce "
            f"wskazany': six ones refused, the first taken back as the 7th; {pts} points: "
            f"(5x{33 - pts}+50)={v}, seven times = {7 * v} to each.", [],
            f"player 0, points {pts}, pays {7 * v} to each")

    # 12: a solo: nobody buys, the whole talon counts for the helpers
    def f12(rng):
        P = 1
        d = gd.make_deal(rng, 3, 0, {P: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16"]},
                         talon_pool=[c for c in gd.DECK if c[0] in "QN"])
        gd.auction(d, P, "solo")
        gd.announce(d, P, [])
        cur = {s: list(d.hands[s]) for s in d.active}
        tricks, _ = gd.play(d, rng, cur, P, pull=True)
        pp, hp = gd.piles(d, tricks, P, [], d.talon)
        pts = gd.pile(pp)
        if pts <= 33 or not no_premiums(tricks, P):
            return None
        # without the talon counted for the helpers the player would have more: check it matters
        if any(w != P for _, w in tricks) is False:
            return None
        v = gd.game_value("solo", pts)
        gd.settle(d, P, [("game", v)])
        return d, pts, v, gd.pile(hp)
    d, pts, v, hpts = gd.search(f12)
    gd_emit("11-gd-solo-talon-counts-for-helpers.json", 3, gd.NOPOOL, [d],
            f"§10 solo 'gra bez kupna … cały talon liczy się na korzyść pomagających' (talon of queens and "
            f"knights): player {pts}, helpers {hpts} with the talon; 6x{pts - 33}+60 = {v} from each.", [],
            f"player 1 solo, points {pts}")

    # 13: a take in a solo (illegal), the cards laid away: played and settled as the table played
    def f13(rng):
        P = 1
        d = gd.make_deal(rng, 3, 0, {P: ["SKIZ", "T21", "T20", "T19", "T18"]})
        gd.auction(d, P, "solo")
        take = d.talon[0:3]
        if any(c in gd.KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = gd.discard_choice(hand, 3)
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        gd.announce(d, P, [])
        tricks, _ = gd.play(d, rng, cur, P, pull=True)
        pp, hp = gd.piles(d, tricks, P, lay, d.talon[3:])
        pts = gd.pile(pp)
        if pts == 33 or not no_premiums(tricks, P):
            return None
        v = gd.game_value("solo", pts)
        gd.settle(d, P, [("game", v if pts > 33 else -v)])
        return d, pts, v
    d, pts, v = gd.search(f13)
    itake = gd.ev_index(d, lambda e: e["type"] == "take")
    gd_emit("12-gd-solo-with-a-take.json", 3, gd.NOPOOL, [d],
            f"§10 solo: 'nikt kupna nie ogląda' - the soloist takes the top three and lays three away; "
            f"settled as played (his pile with the cards laid away, the other three the helpers'): "
            f"{pts} points, {v} each way.", [(0, itake, "illegal_take")], f"player 1, points {pts}")

    # 14: a king laid away (§13), the player wins on points: pays only the consolation (§12 'Zwykle')
    def f14(rng):
        P = 0
        d = gd.make_deal(rng, 3, 2, {0: ["SKIZ", "T21", "T20", "T19", "KH"]})
        gd.auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in gd.KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = ["KH"] + gd.discard_choice(hand, 2, keep=("KH",))
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        gd.announce(d, P, [])
        tricks, _ = gd.play(d, rng, cur, P, pull=True)
        pp, hp = gd.piles(d, tricks, P, lay, d.talon[3:])
        pts = gd.pile(pp)
        if pts <= 33 or not no_premiums(tricks, P):
            return None
        gd.settle(d, P, [("game", -30)])
        return d, pts
    d, pts = gd.search(f14)
    idisc = gd.ev_index(d, lambda e: e["type"] == "discard")
    gd_emit("13-gd-king-laid-away-won-on-points.json", 3, gd.NOPOOL, [d],
            f"§13 'Króla złożyć nie wolno - … bezwarunkowo grę przegrywa': KH laid away, {pts} points; "
            f"§12 'Zwykle gracz przy wygranej grze przegrywa tylko konsolacją': 30 to each helper.",
            [(0, idisc, "illegal_discard")], f"player 0, points {pts}, pays 30 to each")

    # 15: five players, all-pass deals: the sitter sits four deals, then the next seat
    rng = random.Random(gd.BASE * 7 + 15)
    deals = []
    # (dealer, sitter) per deal: the deal passes to the next seat, skipping the sitter
    plan = [(0, 4), (1, 4), (2, 4), (3, 4), (4, 0)]
    for dealer, sitter in plan:
        rest = list(gd.DECK)
        rng.shuffle(rest)
        talon, rest = rest[:6], rest[6:]
        active = []
        s = dealer
        while len(active) < 3:
            s = (s + 1) % 5
            if s not in (dealer, sitter):
                active.append(s)
        hands = [[] for _ in range(5)]
        for s in active:
            hands[s], rest = rest[:12], rest[12:]
        d = gd.Deal.__new__(gd.Deal)
        d.n, d.dealer, d.hands, d.talon, d.active, d.fore, d.ev = 5, dealer, hands, talon, active, active[0], []
        for s in active:
            d.ev.append({"type": "bid", "seat": s, "bid": "pass"})
        deals.append(d)
    gd_emit("14-gd-5p-sitter-four-deals.json", 5, gd.NOPOOL, deals,
            "§8 five players: 'każdy po kolei występuje … przez jedną kolejkę, t.j. w czasie czterokrotnego "
            "rozdzielania kart': seat 4 sits out deals 0-3, seat 0 deal 4; all-pass deals, no pool.", [],
            "dealers 0,1,2,3,4 (deal 4: the old sitter deals, seat 0 sits out)")

    # 16: announced ultimo, the pagat driven out before the last trick: ultimo lost, 100 to each
    def f16(rng):
        P = 1
        d = gd.make_deal(rng, 3, 0, {P: ["T1", "SKIZ", "T21", "KH", "KD", "KS", "QH", "QD"]})
        gd.auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in gd.KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = gd.discard_choice(hand, 3, keep=("T1",))
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        gd.announce(d, P, [{"kind": "pagat_ultimo"}])
        tricks, _ = gd.play(d, rng, cur, P, keep_pagat=True, pull=False)
        at = [t for t, (tk, w) in enumerate(tricks) if dict(tk).get(P) == "T1"]
        if not at or at[0] >= 11:
            return None
        pp, hp = gd.piles(d, tricks, P, lay, d.talon[3:])
        pts = gd.pile(pp)
        if pts == 33 or not no_premiums(tricks, P):
            return None
        v = gd.game_value("three", pts)
        gd.settle(d, P, [("game", v if pts > 33 else -v), ("pagat_ultimo", -100)])
        return d, pts, v, at[0]
    d, pts, v, t = gd.search(f16)
    gd_emit("15-gd-ultimo-announced-pagat-driven-out.json", 3, gd.NOPOOL, [d],
            f"§6 'jest zapowiedziane ultimo przegrane, jeżeli pagat zostanie wypędzony': the pagat is the "
            f"player's only legal card in trick {t} (0-based); ultimo lost, 100 to each helper; game "
            f"{pts} points, {v}.", [], f"player 1, points {pts}")


# ============================================================== writing
def main(seed=20261201):
    rng = random.Random(seed)
    dk_files(rng)
    gd_files()
    for p in HERE.glob("*.json"):
        p.unlink()
    for name, t, _e, _n in FILES:
        (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    L = ["# reread-deal-auction: expectations", "",
         f"Generated by `_gen.py` (seed {seed}, Galician base {gd.BASE}) before the engine was run. "
         "Findings are (deal, event, code), 0-based; 'REJECT' means the transcript should be refused.", ""]
    for name, t, exp, note in FILES:
        L += [f"## {name}", "", f"- {t['meta']['description']}",
              f"- expected: {exp if exp else '[] (clean)'}", f"- {note}", ""]
    (HERE / "EXPECTED.md").write_text("\n".join(L))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 20261201)
