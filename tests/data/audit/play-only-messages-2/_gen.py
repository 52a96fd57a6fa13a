"""Blind generator for audit round play-only-messages-2 (no import of validator).

Records that stop part-way, as an app that loses its last lines writes them: one
clean-as-far-as-it-goes record and one with a provable fault before the cut, per game.
Usage: python _gen.py [SEED]   (writes NN-*.json beside this file, prints what it planted)
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLANTS = []


# ---------------------------------------------------------------- decks and ranks
def rage_deck():
    cols = [f"{c}{v}" for c in "RBGYPO" for v in range(16)]
    acts = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return cols, acts


def danish_deck():
    d = [r + s for s in "HDSC" for r in ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]]
    return d + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def galician_deck():
    d = []
    for s in "HDSC":
        pip = "1" if s in "HD" else "10"
        d += [r + s for r in ["K", "Q", "N", "J", pip]]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def ulti_deck():
    return [r + s for s in "HDSC" for r in ["A", "10", "K", "Q", "J", "9", "8", "7"]]


def taroc_deck():
    d = []
    for s in "SBCD":
        d += [r + s for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]]
    return d + [f"T{i}" for i in range(21)] + ["MATTO"]


class Game:
    """suit(card) -> suit key ('T' trumps, None special); rank(card) -> int; legal; winner."""

    special = ()
    trump_suit = "T"

    def __init__(self, name):
        self.name = name

    def suit(self, c):
        if c in self.special:
            return None
        if self.name == "rage":
            return c[0]
        if c.startswith("T") or c == "SKIZ":
            return "T"
        return c[-1]

    def rank(self, c):
        g = self.name
        if g == "rage":
            return int(c[1:])
        s, r = self.suit(c), c[:-1]
        if g == "ulti":
            return ["7", "8", "9", "J", "Q", "K", "10", "A"].index(r)
        if s == "T":
            if c == "SKIZ":
                return 22
            n = int(c[1:])
            if g.startswith("tarocchini") and 1 <= n <= 4:
                return 1  # the Moretti: equal rank
            return n
        if g == "danish":
            order = (
                ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "J", "N", "Q", "K"]
                if s in "HD"
                else ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
            )
        elif g == "galician":
            order = ["1" if s in "HD" else "10", "J", "N", "Q", "K"]
        else:  # tarocchini
            order = (
                ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
                if s in "SB"
                else ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]
            )
        return order.index(r)

    def led(self, trick):
        for _, c in trick:
            if self.suit(c) is not None:
                return self.suit(c)
        return None

    def best(self, trick):
        """index into trick of the current winner (trumps, else led suit; ties: last played)."""
        led = self.led(trick)
        bi = 0
        bkey = None
        for i, (_, c) in enumerate(trick):
            s = self.suit(c)
            if s is None:
                continue
            if s == self.trump_suit:
                key = (1, self.rank(c))
            elif s == led:
                key = (0, self.rank(c))
            else:
                continue
            if bkey is None or key > bkey or (key == bkey and self.name.startswith("tarocchini")):
                bi, bkey = i, key
        return bi

    def legal(self, hand, trick):
        if not trick:
            plain = [c for c in hand if c not in self.special]
            return plain or list(hand)
        led = self.led(trick)
        sp = [c for c in hand if c in self.special]
        same = [c for c in hand if self.suit(c) == led]
        trumps = [c for c in hand if self.suit(c) == self.trump_suit]
        if self.name == "rage":
            return same or list(hand)
        if self.name == "ulti":
            bc = trick[self.best(trick)][1]
            bs = self.suit(bc)
            if same:
                if bs == led or led == self.trump_suit:
                    beat = [c for c in same if self.rank(c) > self.rank(bc)]
                    return beat or same
                return same
            if trumps:
                if bs == self.trump_suit:
                    beat = [c for c in trumps if self.rank(c) > self.rank(bc)]
                    return beat or trumps
                return trumps
            return list(hand)
        if same:
            return same + sp
        if trumps:
            return trumps + sp
        return list(hand)


def play(game, rng, hands, leader, ntricks, fault=None, cut_extra=0, order_n=None):
    """Play ntricks full tricks (plus cut_extra cards of the next), random legal cards.

    fault = (trick_no, seat): at that trick the seat, holding the led suit, plays a card of
    another suit (a trump where it has one); afterwards it plays a card of that suit as
    soon as it may, to prove it held one. Specials (Joker, Matto) are played as a
    follower at the first chance.
    Returns plays [(seat, card)], info dict.
    """
    n = len(hands)
    hands = [list(h) for h in hands]
    plays = []
    info = {}
    prove = None
    lead = leader
    active = [s for s in range(n) if hands[s]]
    for t in range(ntricks + (1 if cut_extra else 0)):
        trick = []
        order = []
        s = lead
        while len(order) < len(active):
            if s in active:
                order.append(s)
            s = (s + 1) % n
        if t == ntricks:
            order = order[:cut_extra]
        for s in order:
            h = hands[s]
            leg = game.legal(h, trick)
            choice = None
            if fault and t == fault[0] and s == fault[1] and trick:
                led = game.led(trick)
                if any(game.suit(c) == led for c in h):
                    other = [c for c in h if game.suit(c) not in (led, None)]
                    tr = [c for c in other if game.suit(c) == game.trump_suit]
                    if other:
                        choice = rng.choice(tr or other)
                        prove = led
                        info["revoke"] = (t, s, choice, led, len(plays))
            if choice is None and prove and s == (fault[1] if fault else -1):
                pc = [c for c in leg if game.suit(c) == prove]
                if pc:
                    choice = pc[0]
                    info["proof"] = (t, s, choice, len(plays))
                    prove = None
            if choice is None and trick:
                sp = [c for c in leg if c in game.special]
                if sp and 1 <= t <= ntricks - 4:
                    choice = sp[0]
            if choice is None:
                choice = rng.choice(sorted(leg))
            h.remove(choice)
            trick.append((s, choice))
            plays.append((s, choice))
        if t < ntricks:
            w = trick[game.best(trick)][0]
            lead = w
    info["left"] = hands
    return plays, info


def pl(plays):
    return [{"type": "play", "seat": s, "card": c} for s, c in plays]


def write(name, doc, note):
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    PLANTS.append(f"{name}: {note}")


# ---------------------------------------------------------------- Rage
def gen_rage(seed, fault):
    rng = random.Random(seed)
    g = Game("rage")
    cols, acts = rage_deck()
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    deals = []
    totals = [0, 0, 0, 0]
    # round 1: dealt hands, complete, sheet written
    cards = cols[:]
    rng.shuffle(cards)
    hands = [sorted(cards[i * 10 : i * 10 + 10]) for i in range(4)]
    stock = cards[40:] + acts
    rest = stock[1:]
    rng.shuffle(rest)
    stock = [stock[0]] + rest
    g.trump_suit = stock[0][0]
    plays, _ = play(g, rng, hands, 1, 10)
    tricks = [0] * 4
    for k in range(10):
        tr = plays[k * 4 : k * 4 + 4]
        tricks[tr[g.best(tr)][0]] += 1
    bids = [rng.randint(0, 4) for _ in range(4)]
    bids[2] = tricks[2]
    ev = [{"type": "bid", "seat": s, "bid": bids[s]} for s in [1, 2, 3, 0]] + pl(plays)
    for s in range(4):
        sc = tricks[s] + (10 if bids[s] == tricks[s] else -5)
        totals[s] += sc
        ev.append({"type": "score", "party": s, "points": sc})
    for s in range(4):
        ev.append({"type": "total", "party": s, "points": totals[s]})
    deals.append({"dealer": 0, "hands": hands, "talon": stock, "events": ev})
    # round 2: play-only, stock written, cut in the 6th trick
    for _tries in range(200):
        cards = cols[:]
        rng.shuffle(cards)
        hands2 = [sorted(cards[i * 9 : i * 9 + 9]) for i in range(4)]
        stock2 = cards[36:] + acts
        rest = stock2[1:]
        rng.shuffle(rest)
        stock2 = [stock2[0]] + rest
        g.trump_suit = stock2[0][0]
        plays2, info = play(g, rng, hands2, 2, 5, fault=(1, 0) if fault else None, cut_extra=2)
        if not fault or ("revoke" in info and "proof" in info):
            break
    bids2 = [rng.randint(0, 3) for _ in range(4)]
    ev = [{"type": "bid", "seat": s, "bid": bids2[s]} for s in [2, 3, 0, 1]] + pl(plays2)
    deals.append({"dealer": 1, "hands": None, "talon": stock2, "events": ev})
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": players,
        "meta": {"round": "play-only-messages-2", "note": "round 2 cut in its 6th trick"},
        "deals": deals,
    }
    return doc, info, hands2, plays2, g.trump_suit, tricks, bids


# ---------------------------------------------------------------- Danish
def gen_danish(seed, fault):
    g = Game("danish")
    g.special = ("JOKER",)
    for tries in range(500):
        rng = random.Random(seed * 1000 + tries)
        d = danish_deck()
        rng.shuffle(d)
        hands = [d[0:25], d[25:50], d[50:78]]  # dealer 2 holds 28
        dealer = 2
        h = hands[dealer]
        can = [c for c in h if not c.startswith("K") and c not in ("T21", "JOKER") and not c.startswith("T")]
        skat = rng.sample(can, 3)
        held = [list(x) for x in hands]
        for c in skat:
            held[dealer].remove(c)
        plays, info = play(g, rng, held, 0, 24, fault=(6, 1) if fault else None)
        if "JOKER" in skat:
            continue
        if any(c == "JOKER" for c in [c for hh in info["left"] for c in hh]):
            continue
        if not fault or ("revoke" in info and "proof" in info):
            break
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": ["Agnieszka", "Bartek", "Celina"],
        "meta": {"note": "play-only; the last trick is not in the record"},
        "deals": [{"dealer": dealer, "hands": None, "events": pl(plays)}],
    }
    return doc, info, hands, skat, plays


# ---------------------------------------------------------------- Galician
def gen_galician(seed, fault):
    g = Game("galician")
    for tries in range(500):
        rng = random.Random(seed * 1000 + tries)
        d = galician_deck()
        rng.shuffle(d)
        talon = d[:6]
        hands = [sorted(d[6:18]), sorted(d[18:30]), sorted(d[30:42])]
        dealer, player = 0, 2
        took = talon[:3]
        h = hands[player] + took
        can = [c for c in h if not c.startswith("K") and g.suit(c) != "T"]
        if len(can) < 3:
            continue
        lay = rng.sample(can, 3)
        held = [list(x) for x in hands]
        held[player] = [c for c in h if c not in lay]
        plays, info = play(g, rng, held, 1, 10, fault=(3, 0) if fault else None)
        if fault and not ("revoke" in info and "proof" in info):
            continue
        if fault and g.suit(info["revoke"][2]) != "T":
            continue
        if not any(c in took for s, c in plays if s == player):
            continue
        break
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"note": "the auction and the talon exchange not written; the last two tricks lost"},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": pl(plays)}],
    }
    return doc, info, took, lay, plays


# ---------------------------------------------------------------- Ulti
def gen_ulti(seed, fault):
    for tries in range(500):
        rng = random.Random(seed * 1000 + tries)
        d = ulti_deck()
        rng.shuffle(d)
        dealer, decl = 0, 1
        hands = [d[0:10], d[10:22], d[22:32]]
        cnt = {s: sum(1 for c in hands[decl] if c[-1] == s) for s in "SDC"}
        trump = max(cnt, key=cnt.get)
        g = Game("ulti")
        g.trump_suit = trump
        lay = rng.sample([c for c in hands[decl] if c[-1] != trump], 2)
        held = [list(x) for x in hands]
        for c in lay:
            held[decl].remove(c)
        plays, info = play(g, rng, held, decl, 9, fault=(2, 2) if fault else None)
        if fault and not ("revoke" in info and "proof" in info):
            continue
        break
    ev = [
        {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": trump}]},
    ] + pl(plays)
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"note": "play-only; the talon's two cards and the last trick not in the record"},
        "deals": [{"dealer": dealer, "hands": None, "events": ev}],
    }
    return doc, info, hands, lay, trump, plays


# ---------------------------------------------------------------- Tarocchini
def gen_ottocento(seed, fault):
    g = Game("tarocchini-ottocento")
    g.special = ("MATTO",)
    five = {"KS", "KB", "KC", "KD", "T0", "T19", "T20", "MATTO"}
    rng = random.Random(seed)
    deals = []
    # deal 0: full, hands written, no sheet
    d = taroc_deck()
    rng.shuffle(d)
    hands = [sorted(d[i * 15 : i * 15 + 15]) for i in range(4)]
    hands[3] = sorted(hands[3] + d[60:62])
    lay = rng.sample([c for c in hands[3] if c not in five], 2)
    held = [list(x) for x in hands]
    for c in lay:
        held[3].remove(c)
    plays0, _ = play(g, rng, held, 0, 15)
    ev = [{"type": "discard", "seat": 3, "cards": lay}]
    ev += [{"type": "declare", "seat": s, "items": []} for s in [0, 1, 2, 3]]
    ev += pl(plays0)
    deals.append({"dealer": 3, "hands": hands, "events": ev})
    for tries in range(500):
        rng2 = random.Random(seed * 1000 + tries)
        d = taroc_deck()
        rng2.shuffle(d)
        h1 = [d[i * 15 : i * 15 + 15] for i in range(4)]
        h1[0] = h1[0] + d[60:62]
        lay1 = rng2.sample([c for c in h1[0] if c not in five], 2)
        held = [list(x) for x in h1]
        for c in lay1:
            held[0].remove(c)
        plays1, info = play(g, rng2, held, 1, 8, fault=(2, 3) if fault else None, cut_extra=2)
        if fault and not ("revoke" in info and "proof" in info):
            continue
        break
    deals.append({"dealer": 0, "hands": None, "events": pl(plays1)})
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {"note": "deal 1 play-only, cut in its 9th trick"},
        "deals": deals,
    }
    return doc, info, h1, lay1, plays1


def gen_terziglio(seed, fault):
    g = Game("tarocchini-terziglio")
    g.special = ("MATTO",)
    five = {"KS", "KB", "KC", "KD", "T0", "T19", "T20", "MATTO"}
    for tries in range(500):
        rng = random.Random(seed * 1000 + tries)
        d = taroc_deck()
        rng.shuffle(d)
        dealer, decl = 0, 1
        hands = [d[0:18], d[18:36], d[36:54]]
        widow = d[54:62]
        took = widow[:2]
        h = hands[decl] + took
        lay = rng.sample([c for c in h if c not in five and c not in took], 2)
        held = [list(x) for x in hands]
        held[decl] = [c for c in h if c not in lay]
        plays, info = play(g, rng, held, 1, 17, fault=(5, 2) if fault else None)
        if fault and not ("revoke" in info and "proof" in info):
            continue
        if "MATTO" in [c for hh in info["left"] for c in hh]:
            continue
        break
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"note": "play-only; auction, widow exchange and last trick not in the record"},
        "deals": [{"dealer": dealer, "hands": None, "talon": widow, "events": pl(plays)}],
    }
    return doc, info, hands, took, lay, plays


def main(seed):
    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    for fault, nm in [(False, "01-danish-lasttrick-clean"), (True, "02-danish-lasttrick-revoke")]:
        doc, info, hands, skat, plays = gen_danish(seed, fault)
        write(
            nm + ".json",
            doc,
            f"hands dealt {hands}; skat {skat}; unplayed {info['left']}; "
            f"revoke {info.get('revoke')} proof {info.get('proof')}",
        )
    for fault, nm in [(False, "03-rage-session-cut-clean"), (True, "04-rage-session-cut-revoke")]:
        doc, info, h2, p2, trump, tricks, bids = gen_rage(seed, fault)
        write(
            nm + ".json",
            doc,
            f"round1 tricks {tricks} bids {bids}; round2 hands {h2} trump {trump}; "
            f"revoke {info.get('revoke')} proof {info.get('proof')}",
        )
    for fault, nm in [(False, "05-galician-noauction-clean"), (True, "06-galician-noauction-renonce")]:
        doc, info, took, lay, plays = gen_galician(seed, fault)
        write(
            nm + ".json",
            doc,
            f"player 2 three: took {took} laid {lay}; unplayed {info['left']}; "
            f"revoke {info.get('revoke')} proof {info.get('proof')}",
        )
    for fault, nm in [(False, "07-ulti-lasttrick-clean"), (True, "08-ulti-lasttrick-revoke")]:
        doc, info, hands, lay, trump, plays = gen_ulti(seed, fault)
        write(
            nm + ".json",
            doc,
            f"hands {hands}; laid {lay}; trump {trump}; unplayed {info['left']}; "
            f"revoke {info.get('revoke')} proof {info.get('proof')}",
        )
    for fault, nm in [(False, "09-ottocento-session-cut-clean"), (True, "10-ottocento-session-cut-revoke")]:
        doc, info, h1, lay1, plays = gen_ottocento(seed, fault)
        write(
            nm + ".json",
            doc,
            f"deal1 hands {h1}; dealer laid {lay1}; unplayed {info['left']}; "
            f"revoke {info.get('revoke')} proof {info.get('proof')}",
        )
    for fault, nm in [(False, "11-terziglio-noauction-clean"), (True, "12-terziglio-noauction-revoke")]:
        doc, info, hands, took, lay, plays = gen_terziglio(seed, fault)
        write(
            nm + ".json",
            doc,
            f"hands {hands}; seat 1 gioco took {took} laid {lay}; unplayed {info['left']}; "
            f"revoke {info.get('revoke')} proof {info.get('proof')}",
        )
    (HERE / "_plants.txt").write_text("\n".join(PLANTS) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 11)
