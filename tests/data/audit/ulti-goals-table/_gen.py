"""Blind generator for the ulti-goals-table audit round (no import of validator).

Writes 15 Ulti transcripts probing the bid hierarchy and the point table of
/work/shared/seeds/003_bb2f67de7752728b.txt: combined bids, their values won and lost, silent
bonuses settled against the written goals. Each scenario's final hands are drawn at random
under constraints, then random legal plays (follow, trump, overtake, the ulti player keeping
the trump seven) are searched until the outcome the file needs is reached.

    python _gen.py [SEED]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
RANKS_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low with trumps
RANKS_NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low without trumps
DECK = [r + s for s in SUITS for r in RANKS_TRUMP]
PLAYERS = ["Anna", "Béla", "Csilla"]


def suit(c: str) -> str:
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def strength(c: str, trump: str | None) -> int:
    order = RANKS_TRUMP if trump else RANKS_NT
    return 8 - order.index(rank(c))


def beats(a: str, b: str, trump: str | None) -> bool:
    """Card a beats the currently winning card b (b is in the trick already)."""
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return trump is not None and suit(a) == trump


def winner_index(trick: list[str], trump: str | None) -> int:
    w = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[w], trump):
            w = i
    return w


def legal(hand: list[str], trick: list[str], trump: str | None) -> list[str]:
    if not trick:
        return list(hand)
    led = suit(trick[0])
    w = trick[winner_index(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        higher = [c for c in same if beats(c, w, trump)]
        return higher or same
    if trump:
        trumps = [c for c in hand if suit(c) == trump]
        if trumps:
            higher = [c for c in trumps if beats(c, w, trump)]
            return higher or trumps
    return list(hand)


def points(cards: list[str]) -> int:
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def rollout(
    hands: dict[int, list[str]], leader: int, trump: str | None, rng: random.Random, ulti_seat: int | None
):
    hands = {s: list(h) for s, h in hands.items()}
    plays: list[tuple[int, str]] = []
    tricks: list[tuple[list[tuple[int, str]], int]] = []
    for t in range(10):
        trick: list[tuple[int, str]] = []
        seat = leader
        for _ in range(3):
            opts = legal(hands[seat], [c for _, c in trick], trump)
            if seat == ulti_seat and trump and t < 9:
                seven = "7" + trump
                keep = [c for c in opts if c != seven]
                if keep:
                    opts = keep
            c = rng.choice(sorted(opts, key=DECK.index))
            hands[seat].remove(c)
            trick.append((seat, c))
            plays.append((seat, c))
            seat = (seat + 1) % 3
        w = trick[winner_index([c for _, c in trick], trump)][0]
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def outcome(tricks, declarer: int, trump: str | None, talon: list[str]):
    won = {0: 0, 1: 0, 2: 0}
    pts = {0: 0, 1: 0, 2: 0}
    for i, (trick, w) in enumerate(tricks):
        won[w] += 1
        if trump:
            pts[w] += points([c for _, c in trick]) + (10 if i == 9 else 0)
    dpts = pts[declarer]
    fpts = sum(pts[s] for s in pts if s != declarer) + (points(talon) if trump else 0)
    last, lw = tricks[9]
    return {"won": won, "dpts": dpts, "fpts": fpts, "last": last, "last_winner": lw}


def has_pair(hand: list[str]) -> list[str]:
    return [s for s in SUITS if "K" + s in hand and "Q" + s in hand]


def draw(
    rng, declarer, musts, banned_decl=(), no_pairs_def=False, no_pairs_decl_except=None, defender_has=()
):
    """Final hands (10 each) and the final talon (2): declarer gets musts + random fill."""
    for _ in range(100000):
        rest = [c for c in DECK if c not in musts]
        rng.shuffle(rest)
        pool = [c for c in rest if c not in banned_decl and c not in defender_has]
        need = 10 - len(musts)
        dh = list(musts) + pool[:need]
        others = [c for c in DECK if c not in dh]
        rng.shuffle(others)
        talon = [c for c in others if c not in defender_has][:2]
        others = [c for c in others if c not in talon]
        defs = [s for s in range(3) if s != declarer]
        hands = {declarer: dh, defs[0]: others[:10], defs[1]: others[10:]}
        if no_pairs_def and (has_pair(hands[defs[0]]) or has_pair(hands[defs[1]])):
            continue
        if no_pairs_decl_except is not None and sorted(has_pair(dh)) != sorted(no_pairs_decl_except):
            continue
        return hands, talon
    raise RuntimeError("no draw")


def search(rng, declarer, trump, musts, pred, ulti=False, **kw):
    for _ in range(400):
        hands, talon = draw(rng, declarer, musts, **kw)
        for _ in range(300):
            plays, tricks = rollout(hands, declarer, trump, rng, declarer if ulti else None)
            o = outcome(tricks, declarer, trump, talon)
            if pred(o, tricks):
                return hands, talon, plays, o
    raise RuntimeError("no rollout fits")


def last_has(o, card):
    return any(c == card for _, c in o["last"])


def last_card_of(o, seat):
    return next(c for s, c in o["last"] if s == seat)


# ---------------------------------------------------------------- auction scripts
def bid(goals, red=False):
    return {"goals": list(goals), "red": red}


def script_solo(hands, talon, b, dealer=0):
    """Seat dealer+1 is dealt 12, lays the final talon away, bids b; everyone passes."""
    d1 = (dealer + 1) % 3
    dealt = {s: list(h) for s, h in hands.items()}
    dealt[d1] = dealt[d1] + list(talon)
    ev = [
        {"type": "discard", "seat": d1, "cards": list(talon)},
        {"type": "bid", "seat": d1, "bid": b},
        {"type": "bid", "seat": (d1 + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (d1 + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": d1, "bid": "pass"},
    ]
    return dealt, ev


def script_rebid(hands, talon, b1, b2, b3, rng, keep1=(), keep2=()):
    """Seat 1 bids b1, seat 2 takes and bids b2, seat 0 passes, seat 1 takes and bids b3."""
    h1, h2 = hands[1], hands[2]
    x = rng.sample([c for c in h2 if c not in keep2], 2)  # seat 1 gave these away first
    y = rng.sample([c for c in h1 if c not in keep1], 2)  # seat 2 laid these away, seat 1 keeps them
    dealt = {
        0: list(hands[0]),
        1: [c for c in h1 if c not in y] + x + list(talon),
        2: [c for c in h2 if c not in x] + y,
    }
    ev = [
        {"type": "discard", "seat": 1, "cards": x},
        {"type": "bid", "seat": 1, "bid": b1},
        {"type": "take", "seat": 2, "cards": x},
        {"type": "discard", "seat": 2, "cards": y},
        {"type": "bid", "seat": 2, "bid": b2},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": y},
        {"type": "discard", "seat": 1, "cards": list(talon)},
        {"type": "bid", "seat": 1, "bid": b3},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    return dealt, ev


def script_overcall(hands, talon, b1, b2, rng, keep2=()):
    """Seat 1 bids b1, seat 2 takes and bids b2 (declarer); everyone passes."""
    h1, h2 = hands[1], hands[2]
    x = rng.sample([c for c in h2 if c not in keep2], 2)
    dealt = {0: list(hands[0]), 1: list(h1) + x, 2: [c for c in h2 if c not in x] + list(talon)}
    ev = [
        {"type": "discard", "seat": 1, "cards": x},
        {"type": "bid", "seat": 1, "bid": b1},
        {"type": "take", "seat": 2, "cards": x},
        {"type": "discard", "seat": 2, "cards": list(talon)},
        {"type": "bid", "seat": 2, "bid": b2},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
    ]
    return dealt, ev


def play_events(plays, before=None):
    """before: {(seat, nth play of that seat): [events]} inserted before that play."""
    before = before or {}
    ev = []
    count = {0: 0, 1: 0, 2: 0}
    for s, c in plays:
        ev.extend(before.get((s, count[s]), []))
        ev.append({"type": "play", "seat": s, "card": c})
        count[s] += 1
    return ev


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def transcript(preset, dealt, events, desc):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": preset},
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": [
            {"dealer": 0, "hands": [sorted(dealt[s], key=DECK.index) for s in range(3)], "events": events}
        ],
    }


def main(seed: int = 2013) -> None:
    rng = random.Random(seed)
    files: dict[str, dict] = {}
    notes: list[str] = []

    def emit(name, t):
        files[name] = t
        evs = t["deals"][0]["events"]
        marks = [
            (i, e.get("type"), e.get("bid") or e.get("amount"), e.get("reason", ""))
            for i, e in enumerate(evs)
            if e["type"] in ("bid", "payment", "double", "declare", "announce")
        ]
        notes.append(f"{name}: {marks}")

    # ---- A: red 40-100 + ulti, won both (hearts), declarer seat 1, not all tricks
    def p_red(o, tricks):
        return (
            o["dpts"] + 40 >= 100
            and o["last_winner"] == 1
            and last_card_of(o, 1) == "7H"
            and o["won"][1] < 10
        )

    hA, tA, plA, oA = search(rng, 1, "H", ["KH", "QH", "7H", "AH", "10H"], p_red, ulti=True)
    notes.append(f"A red 40-100+ulti: {oA['dpts']} + 40 vs {oA['fpts']}, tricks {oA['won']}")
    red4010u = bid(["40-100", "ulti"], red=True)
    pays_A = [
        pay(0, 1, 8, "40-100"),
        pay(2, 1, 8, "40-100"),
        pay(0, 1, 8, "ulti"),
        pay(2, 1, 8, "ulti"),
    ]
    dealt, auc = script_solo(hA, tA, red4010u)
    emit(
        "01-clean-red-40-100-ulti.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plA) + pays_A,
            "Red 40-100 and ulti (hearts), both won: 8 + 8 from each defender.",
        ),
    )
    wrong = [dict(p) for p in pays_A]
    wrong[3]["amount"] = 4
    emit(
        "02-red-ulti-paid-plain.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plA) + wrong,
            "As 01; Csilla pays the red ulti at its plain value 4 (red doubles it to 8).",
        ),
    )

    keepA = ["KH", "QH", "7H", "AH", "10H"]
    dealt, auc = script_rebid(
        hA, tA, bid(["40-100"], red=True), bid(["40-100", "ulti"]), red4010u, rng, keep1=keepA
    )
    emit(
        "05-hier-40-100-ulti-under-red-40-100.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plA) + pays_A,
            "Csilla's 40-100 and ulti (8, two goals) over Béla's red 40-100 (8, one goal) is not higher; Béla then takes the contract with red 40-100 and ulti, played as 01.",
        ),
    )
    dealt, auc = script_rebid(
        hA, tA, bid(["ulti"], red=True), bid(["40-100", "durchmarsch"]), red4010u, rng, keep1=keepA
    )
    emit(
        "07-hier-40-100-durch-ties-red-ulti.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plA) + pays_A,
            "Csilla's 40-100 and durchmarsch (10, two goals) over Béla's red ulti (10, two goals): a tie, not higher under the default hierarchy; Béla then takes red 40-100 and ulti, played as 01.",
        ),
    )

    # ---- B: party + ulti (spades), contra on ulti by Csilla, ulti lost, party won; no marriages anywhere
    def p_fail(o, tricks):
        return (
            last_card_of(o, 1) == "7S"
            and o["last_winner"] != 1
            and o["dpts"] > o["fpts"] + 10
            and o["dpts"] < 100
            and o["won"][1] < 10
        )

    hB, tB, plB, oB = search(
        rng,
        1,
        "S",
        ["7S", "AS", "10S", "AC", "AD"],
        p_fail,
        ulti=True,
        no_pairs_def=True,
        no_pairs_decl_except=[],
    )
    notes.append(f"B ulti lost: {oB['dpts']} vs {oB['fpts']}, tricks {oB['won']}, last {oB['last']}")
    dealt, auc = script_solo(hB, tB, bid(["ulti"]))
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    contra = {(2, 0): [{"type": "double", "seat": 2, "target": "ulti", "level": 2}]}
    pays_B = [
        pay(0, 1, 1, "party"),
        pay(2, 1, 1, "party"),
        pay(1, 0, 8, "ulti"),
        pay(1, 2, 8, "ulti"),
        pay(1, 0, 4, "ulti-penalty"),
        pay(1, 2, 4, "ulti-penalty"),
    ]
    emit(
        "03-clean-ulti-lost-contra.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plB, contra) + pays_B,
            "Ulti (spades) with party; Csilla contras the ulti; the trump seven loses the last trick: party won (1 each), ulti lost 4 x 2 = 8 to each defender (a trump game's contra binds both), penalty 4 undoubled.",
        ),
    )
    wrong = [dict(p) for p in pays_B]
    wrong[5]["amount"] = 8
    emit(
        "04-ulti-penalty-doubled-by-contra.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plB, contra) + wrong,
            "As 03; the ulti penalty to Csilla is recorded doubled by the contra (8); the source doubles it for red only.",
        ),
    )

    # ---- C: Csilla overcalls 40-100 + ulti with red 40-100 (same 8 points, one goal): legal
    def p_red2(o, tricks):
        return o["dpts"] + 40 >= 100 and o["won"][2] < 10 and not last_has(o, "7H")

    hC, tC, plC, oC = search(rng, 2, "H", ["KH", "QH", "AH", "10H"], p_red2)
    notes.append(f"C red 40-100 by seat 2: {oC['dpts']} + 40 vs {oC['fpts']}, tricks {oC['won']}")
    dealt, auc = script_overcall(
        hC, tC, bid(["40-100", "ulti"]), bid(["40-100"], red=True), rng, keep2=["KH", "QH", "AH", "10H"]
    )
    emit(
        "06-clean-red-40-100-over-40-100-ulti.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plC) + [pay(0, 2, 8, "40-100"), pay(1, 2, 8, "40-100")],
            "Csilla's red 40-100 (8, one goal) over Béla's 40-100 and ulti (8, two goals) is higher; won: 8 from each.",
        ),
    )

    # ---- D: UltiNet 20-100 lost (spades; Béla's 20 in bells)
    def p_2010(o, tricks):
        return o["dpts"] + 20 < 100 and o["won"][1] >= 1 and not last_has(o, "7S") and o["won"][1] < 10

    hD, tD, plD, oD = search(rng, 1, "S", ["KD", "QD", "AS", "10S"], p_2010, no_pairs_decl_except=["D"])
    notes.append(f"D ultinet 20-100 lost: {oD['dpts']} + 20 vs {oD['fpts']}, tricks {oD['won']}")
    dealt, auc = script_solo(hD, tD, bid(["20-100"]))
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    emit(
        "08-ultinet-20-100-lost-paid-8.json",
        transcript(
            "ultinet",
            dealt,
            auc + play_events(plD) + [pay(1, 0, 6, "20-100"), pay(1, 2, 8, "20-100")],
            "UltiNet table: 20-100 is worth 6; lost, Béla pays Anna 6 but Csilla 8 (the main text's value).",
        ),
    )

    # ---- E: UltiNet: ulti (4, party not counted) over 40-100 (4) is not higher
    def p_sp(o, tricks):
        return (
            o["dpts"] + 40 >= 100
            and o["last_winner"] == 1
            and last_card_of(o, 1) == "7S"
            and o["won"][1] < 10
        )

    keepE = ["KS", "QS", "7S", "AS", "10S"]
    hE, tE, plE, oE = search(rng, 1, "S", keepE, p_sp, ulti=True)
    notes.append(f"E ultinet 40-100+ulti: {oE['dpts']} + 40 vs {oE['fpts']}, tricks {oE['won']}")
    dealt, auc = script_rebid(
        hE, tE, bid(["40-100"]), bid(["ulti"]), bid(["40-100", "ulti"]), rng, keep1=keepE
    )
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    emit(
        "09-ultinet-ulti-ties-40-100.json",
        transcript(
            "ultinet",
            dealt,
            auc
            + play_events(plE)
            + [pay(0, 1, 4, "40-100"), pay(2, 1, 4, "40-100"), pay(0, 1, 4, "ulti"), pay(2, 1, 4, "ulti")],
            "UltiNet: Csilla's ulti (4: party not counted with ulti) over Béla's 40-100 (4) is not higher; Béla then plays 40-100 and ulti, both won (4 + 4 each).",
        ),
    )

    # ---- F: party with the 40 announced, silent 100 (replaces the party's point)
    def p_s100(o, tricks):
        return o["dpts"] + 40 >= 100 and o["won"][1] < 10 and not last_has(o, "7S")

    hF, tF, plF, oF = search(
        rng, 1, "S", ["KS", "QS", "AS", "10S"], p_s100, no_pairs_def=True, no_pairs_decl_except=["S"]
    )
    notes.append(f"F party silent 100: {oF['dpts']} + 40 vs {oF['fpts']}, tricks {oF['won']}")
    dealt, auc = script_solo(hF, tF, bid(["party"]))
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    m40 = {(1, 0): [{"type": "declare", "seat": 1, "items": [{"kind": "marriage", "points": 40}]}]}
    emit(
        "10-clean-party-silent-100.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plF, m40) + [pay(0, 1, 2, "silent-100"), pay(2, 1, 2, "silent-100")],
            "Party (spades), the 40 announced, 100 reached: the silent 100 (2) replaces the party's 1.",
        ),
    )
    emit(
        "11-party-and-silent-100-both-paid.json",
        transcript(
            "standard",
            dealt,
            auc
            + play_events(plF, m40)
            + [pay(0, 1, 1, "party"), pay(0, 1, 2, "silent-100"), pay(2, 1, 2, "silent-100")],
            "As 10; Anna pays the party's 1 beside the silent 100, which replaces it.",
        ),
    )

    # ---- G: 40-100 (spades) won; Anna or Csilla plays the trump seven in the last trick and loses it
    def p_g(o, tricks):
        return (
            o["dpts"] + 40 >= 100
            and o["won"][1] < 10
            and o["last_winner"] == 1
            and any(c == "7S" and s != 1 for s, c in o["last"])
        )

    hG, tG, plG, oG = search(
        rng, 1, "S", ["KS", "QS", "AS", "10S"], p_g, banned_decl=["7S"], defender_has=["7S"]
    )
    loser = next(s for s, c in oG["last"] if c == "7S")
    other = 2 if loser == 0 else 0
    notes.append(
        f"G 40-100 + silent ulti lost by seat {loser}: {oG['dpts']} + 40, tricks {oG['won']}, last {oG['last']}"
    )
    dealt, auc = script_solo(hG, tG, bid(["40-100"]))
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    emit(
        "12-clean-defender-silent-ulti-lost.json",
        transcript(
            "standard",
            dealt,
            auc
            + play_events(plG)
            + [
                pay(0, 1, 4, "40-100"),
                pay(2, 1, 4, "40-100"),
                pay(loser, 1, 4, "silent-ulti"),
                pay(loser, other, 4, "silent-ulti"),
            ],
            f"40-100 (spades) won; {PLAYERS[loser]} loses the last trick with the trump seven and pays 4 to each of the other two (declarer and fellow defender).",
        ),
    )

    # ---- H: party (acorns) with every trick: silent durchmarsch 3 beside the party's 1
    def p_sd(o, tricks):
        return o["won"][1] == 10 and not last_has(o, "7C")

    hH, tH, plH, oH = search(
        rng,
        1,
        "C",
        ["AC", "10C", "KC", "JC", "9C", "AH", "AD", "AS"],
        p_sd,
        banned_decl=["QC", "KH", "KD", "KS"],
        no_pairs_def=True,
        no_pairs_decl_except=[],
    )
    notes.append(f"H party silent durchmarsch: {oH['dpts']} vs {oH['fpts']}, tricks {oH['won']}")
    dealt, auc = script_solo(hH, tH, bid(["party"]))
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "C"}]})
    emit(
        "13-clean-party-silent-durchmarsch.json",
        transcript(
            "standard",
            dealt,
            auc
            + play_events(plH)
            + [
                pay(0, 1, 1, "party"),
                pay(2, 1, 1, "party"),
                pay(0, 1, 3, "silent-durchmarsch"),
                pay(2, 1, 3, "silent-durchmarsch"),
            ],
            "Party (acorns) with all ten tricks: party 1 and silent durchmarsch 3 from each defender.",
        ),
    )

    # ---- I: open durchmarsch with trumps (spades, not red): 24 by the table, not 12
    def p_od(o, tricks):
        return o["won"][1] == 10 and not last_has(o, "7S")

    hI, tI, plI, oI = search(
        rng, 1, "S", ["AS", "10S", "KS", "JS", "9S", "8S", "AC", "AD", "AH", "10C"], p_od
    )
    notes.append(f"I open durchmarsch: tricks {oI['won']}")
    dealt, auc = script_solo(hI, tI, bid(["open-durchmarsch"]))
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    emit(
        "14-open-durch-trumps-paid-12.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plI) + [pay(0, 1, 24, "open-durchmarsch"), pay(2, 1, 12, "open-durchmarsch")],
            "Open durchmarsch with spades trumps won: 24 from each by the table; Csilla pays 12 (the some-people value for a non-red trump).",
        ),
    )

    # ---- J: betli lost; Csilla's contra binds only her and the declarer (no trumps)
    def p_b(o, tricks):
        return o["won"][1] >= 1

    hJ, tJ, plJ, oJ = search(rng, 1, None, [], p_b)
    notes.append(f"J betli lost: tricks {oJ['won']}")
    dealt, auc = script_solo(hJ, tJ, bid(["betli"]))
    auc.append({"type": "announce", "seat": 1, "items": [{"kind": "no-trump"}]})
    contraJ = {(2, 0): [{"type": "double", "seat": 2, "target": "betli", "level": 2}]}
    emit(
        "15-betli-contra-paid-to-both.json",
        transcript(
            "standard",
            dealt,
            auc + play_events(plJ, contraJ) + [pay(1, 0, 10, "betli"), pay(1, 2, 10, "betli")],
            "Betli lost; Csilla said contra: without trumps it binds only her and Béla (10), Anna gets 5, but is paid 10.",
        ),
    )

    for old in OUT.glob("*.json"):
        old.unlink()
    for name, t in sorted(files.items()):
        (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for n in notes:
        print(n)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2013)
