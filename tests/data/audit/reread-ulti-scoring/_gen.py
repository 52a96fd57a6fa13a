"""Blind generator for the reread-ulti-scoring round (no import of validator).

Writes 15 Ulti transcripts checking the numbers of /work/shared/seeds/003_bb2f67de7752728b.txt
(point table, red doubling, ulti penalty, contra chain, silent bonuses, fold, UltiNet table, bid
hierarchy rows and variants) against the engine. Hands are drawn at random under constraints, and
random legal plays (follow, trump, overtake, the ulti player keeping the trump seven) are searched
until the outcome the file needs is reached. Payments are written as the source scores them.

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
    rng,
    declarer,
    musts,
    banned_decl=(),
    no_pairs_def=False,
    no_pairs_decl_except=None,
    defender_has=(),
    talon_has=(),
):
    """Final hands (10 each) and the final talon (2): declarer gets musts + random fill."""
    for _ in range(100000):
        rest = [c for c in DECK if c not in musts]
        rng.shuffle(rest)
        pool = [c for c in rest if c not in banned_decl and c not in defender_has and c not in talon_has]
        need = 10 - len(musts)
        dh = list(musts) + pool[:need]
        others = [c for c in DECK if c not in dh]
        rng.shuffle(others)
        talon = (list(talon_has) + [c for c in others if c not in defender_has and c not in talon_has])[:2]
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



def transcript(rules, dealt, events, desc):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": [
            {"dealer": 0, "hands": [sorted(dealt[s], key=DECK.index) for s in range(3)], "events": events}
        ],
    }


def settle(declarer, lines):
    """lines: [(reason, amount per defender)]; positive: each defender pays the declarer."""
    out = []
    for reason, amt in lines:
        for d in (0, 1, 2):
            if d == declarer:
                continue
            out.append(pay(d, declarer, amt, reason) if amt > 0 else pay(declarer, d, -amt, reason))
    return out


def trump_ann(seat, s):
    return {"type": "announce", "seat": seat, "items": [{"kind": "trump", "suit": s}]}


STD = {"preset": "standard"}
NET = {"preset": "ultinet"}


def main(seed: int = 730) -> None:
    rng = random.Random(seed)
    files: dict[str, dict] = {}
    notes: list[str] = []

    def emit(name, t):
        files[name] = t
        evs = t["deals"][0]["events"]
        marks = [
            (i, e.get("type"), e.get("bid") or e.get("amount") or e.get("level") or e.get("call"), e.get("reason", ""))
            for i, e in enumerate(evs)
            if e["type"] in ("bid", "payment", "double", "declare", "announce", "call")
        ]
        notes.append(f"{name}: {marks}")

    def no_last_seven(o, s):
        return not last_has(o, "7" + s)

    # ---- 01 the source's worked example: red ulti, no contra, party lost, ulti won
    def p01(o, tricks):
        return last_card_of(o, 1) == "7H" and o["last_winner"] == 1 and o["dpts"] < o["fpts"]

    h, t, pl, o = search(rng, 1, "H", ["7H"], p01, ulti=True)
    notes.append(f"01: decl {o['dpts']} vs {o['fpts']}, tricks {o['won']}")
    dealt, auc = script_solo(h, t, bid(["ulti"], red=True))
    emit(
        "01-clean-worked-example-red-ulti.json",
        transcript(
            STD,
            dealt,
            auc + play_events(pl) + settle(1, [("party", -2), ("ulti", 8)]),
            "Source example: red ulti, no contra, party lost (2 to each defender), ulti won (8 from each).",
        ),
    )

    # ---- 02 fold of the plain party: 2 to each defender
    h, t = draw(rng, 1, [])
    dealt, auc = script_solo(h, t, bid(["party"]))
    emit(
        "02-clean-fold-pays-2.json",
        transcript(
            STD,
            dealt,
            auc + [{"type": "call", "seat": 1, "call": "fold"}] + settle(1, [("fold", -2)]),
            "Plain party folded before play: 2 to each defender.",
        ),
    )

    # ---- 03 ulti bid with the trump seven laid away in the talon (an impossible goal is allowed)
    def p03(o, tricks):
        return o["dpts"] > o["fpts"] and 0 < o["won"][1] < 10

    h, t, pl, o = search(rng, 1, "S", ["AS", "10S"], p03, banned_decl=("7S",), talon_has=("7S",))
    notes.append(f"03: decl {o['dpts']} vs {o['fpts']}, talon {t}")
    dealt, auc = script_solo(h, t, bid(["ulti"]))
    emit(
        "03-ulti-bid-seven-in-talon.json",
        transcript(
            STD,
            dealt,
            auc
            + [trump_ann(1, "S")]
            + play_events(pl)
            + settle(1, [("party", 1), ("ulti", -4), ("ulti-penalty", -4)]),
            "Ulti (leaves) bid although the trump seven lies in the declarer's discard; party won 1, ulti lost 4 + penalty 4.",
        ),
    )

    # ---- 04 declared ulti without the seven; a defender wins trick 10 with it
    def p04(o, tricks):
        w = o["last_winner"]
        return w != 1 and last_card_of(o, w) == "7S" and o["dpts"] > o["fpts"] and o["won"][1] > 0

    h, t, pl, o = search(rng, 1, "S", ["AS", "10S"], p04, banned_decl=("7S",), defender_has=("7S",))
    notes.append(f"04: decl {o['dpts']} vs {o['fpts']}, last {o['last']} won by {o['last_winner']}")
    dealt, auc = script_solo(h, t, bid(["ulti"]))
    emit(
        "04-declared-ulti-defender-wins-with-seven.json",
        transcript(
            STD,
            dealt,
            auc
            + [trump_ann(1, "S")]
            + play_events(pl)
            + settle(1, [("party", 1), ("ulti", -4), ("ulti-penalty", -4)]),
            f"Ulti (leaves) bid without the seven; defender seat {o['last_winner']} wins trick 10 with 7S. Written: ulti lost, no silent ulti (the ulti was declared).",
        ),
    )

    # ---- 05 contra chain to mordcontra, then hirschcontra at the source's 16
    def p05(o, tricks):
        return o["dpts"] > o["fpts"] and 0 < o["won"][1] < 10 and no_last_seven(o, "S")

    h, t, pl, o = search(rng, 1, "S", ["AS", "10S"], p05)
    w1 = None
    # winner of trick 1
    plays = pl
    first = plays[:3]
    ranks = [(s, c) for s, c in first]
    w1 = ranks[winner_index([c for _, c in ranks], "S")][0]
    dealt, auc = script_solo(h, t, bid(["party"]))
    chain = [
        {"type": "double", "seat": 1, "target": "party", "level": 4},
        {"type": "double", "seat": 0, "target": "party", "level": 8},
        {"type": "double", "seat": 1, "target": "party", "level": 16},
        {"type": "double", "seat": 2, "target": "party", "level": 16},
    ]
    before = {(2, 0): [{"type": "double", "seat": 2, "target": "party", "level": 2}], (w1, 1): chain}
    emit(
        "05-contra-chain-hirschcontra-16.json",
        transcript(
            STD,
            dealt,
            auc + [trump_ann(1, "S")] + play_events(pl, before) + settle(1, [("party", 16)]),
            "Party (leaves): contra 2, recontra 4, subcontra 8, mordcontra (declarer), hirschcontra written at the source's 16 (「ヒルシュコントラは 16 倍」); party won, 1 x 16 from each.",
        ),
    )

    # ---- 06 red party, declarer says 40 and reaches 100: silent 100 (2, red 4) replaces party
    def p06(o, tricks):
        return o["dpts"] + 40 >= 100 and o["won"][1] < 10 and no_last_seven(o, "H")

    h, t, pl, o = search(rng, 1, "H", ["KH", "QH", "AH", "10H"], p06, no_pairs_def=True, no_pairs_decl_except=["H"])
    notes.append(f"06: decl {o['dpts']}+40 vs {o['fpts']}")
    dealt, auc = script_solo(h, t, bid(["party"], red=True))
    decl40 = {(1, 0): [{"type": "declare", "seat": 1, "items": [{"kind": "marriage", "points": 40}]}]}
    emit(
        "06-clean-red-silent-100-replaces-party.json",
        transcript(
            STD,
            dealt,
            auc + play_events(pl, decl40) + settle(1, [("silent-100", 4)]),
            "Red party; declarer says 40 and reaches 100: silent 100, 2 doubled by red = 4 from each, in the party's place.",
        ),
    )

    # ---- 07 red party, all ten tricks: party 2 + silent durchmarsch 3x2 = 6
    hearts = [r + "H" for r in RANKS_TRUMP]

    def p07(o, tricks):
        return o["won"][1] == 10 and last_card_of(o, 1) != "7H"

    h, t, pl, o = search(rng, 1, "H", hearts + ["AS", "AC"], p07)
    dealt, auc = script_solo(h, t, bid(["party"], red=True))
    emit(
        "07-clean-red-party-silent-durchmarsch.json",
        transcript(
            STD,
            dealt,
            auc + play_events(pl) + settle(1, [("party", 2), ("silent-durchmarsch", 6)]),
            "Red party, declarer takes all ten tricks (no marriage said, 90 points): party 2 + silent durchmarsch 3 x 2 = 6 from each.",
        ),
    )

    # ---- 08 UltiNet: party (leaves), all ten tricks: party 1 + silent durchmarsch 4
    spades = [r + "S" for r in RANKS_TRUMP]

    def p08(o, tricks):
        return o["won"][1] == 10 and last_card_of(o, 1) != "7S"

    h, t, pl, o = search(rng, 1, "S", spades + ["AH", "AC"], p08)
    dealt, auc = script_solo(h, t, bid(["party"]))
    emit(
        "08-clean-ultinet-silent-durchmarsch-4.json",
        transcript(
            NET,
            dealt,
            auc + [trump_ann(1, "S")] + play_events(pl) + settle(1, [("party", 1), ("silent-durchmarsch", 4)]),
            "UltiNet: party (leaves), all ten tricks: party 1 + silent durchmarsch 4 from each.",
        ),
    )

    # ---- 09 UltiNet: four tens (9) with party, won
    tens = ["10S", "10H", "10D", "10C"]

    def p09(o, tricks):
        mine = [c for tr, w in tricks if w == 1 for _, c in tr]
        return all(c in mine for c in tens) and o["dpts"] > o["fpts"] and o["won"][1] < 10 and no_last_seven(o, "S")

    h, t, pl, o = search(rng, 1, "S", tens + ["AS", "KS"], p09)
    dealt, auc = script_solo(h, t, bid(["four-tens"]))
    emit(
        "09-clean-ultinet-four-tens-9.json",
        transcript(
            NET,
            dealt,
            auc + [trump_ann(1, "S")] + play_events(pl) + settle(1, [("party", 1), ("four-tens", 9)]),
            "UltiNet: four tens (with party), leaves trumps, won: party 1 + four tens 9 from each.",
        ),
    )

    # ---- 10 four aces + silent four aces options, red party: silent four aces 2 x 2 = 4
    aces = ["AS", "AH", "AD", "AC"]

    def p10(o, tricks):
        mine = [c for tr, w in tricks if w == 1 for _, c in tr]
        return all(c in mine for c in aces) and o["dpts"] > o["fpts"] and o["won"][1] < 10 and no_last_seven(o, "H")

    h, t, pl, o = search(rng, 1, "H", aces + ["10H"], p10)
    dealt, auc = script_solo(h, t, bid(["party"], red=True))
    emit(
        "10-clean-red-silent-four-aces.json",
        transcript(
            {"preset": "standard", "four_aces": True, "silent_four_aces": True},
            dealt,
            auc + play_events(pl) + settle(1, [("party", 2), ("silent-four-aces", 4)]),
            "Four aces and silent four aces on; red party, declarer takes the four aces unbid: party 2 + silent four aces 2 x 2 = 4 from each.",
        ),
    )

    # ---- 11 durchmarsch_points 7: redurchmarsch = 14
    def p11(o, tricks):
        return o["won"][1] == 10

    h, t, pl, o = search(rng, 1, None, spades + ["AH", "AC"], p11)
    dealt, auc = script_solo(h, t, bid(["redurchmarsch"]))
    emit(
        "11-clean-redurchmarsch-7-option-14.json",
        transcript(
            {"preset": "standard", "durchmarsch_points": 7},
            dealt,
            auc + play_events(pl) + settle(1, [("redurchmarsch", 14)]),
            "Durchmarsch worth 7 (「7 点にする人もいます」): redurchmarsch, twice it, 14 from each.",
        ),
    )

    # ---- 12 open betli lost: 20 to each
    def p12(o, tricks):
        return o["won"][1] >= 1

    h, t, pl, o = search(rng, 1, None, [], p12)
    dealt, auc = script_solo(h, t, bid(["open-betli"]))
    emit(
        "12-clean-open-betli-lost-20.json",
        transcript(
            STD,
            dealt,
            auc + play_events(pl) + settle(1, [("open-betli", -20)]),
            "Open betli, declarer takes a trick: 20 to each defender.",
        ),
    )

    # ---- 13 red ulti, contra on ulti, ulti lost, party won
    def p13(o, tricks):
        return last_card_of(o, 1) == "7H" and o["last_winner"] != 1 and o["dpts"] > o["fpts"]

    h, t, pl, o = search(rng, 1, "H", ["7H", "AH", "10H"], p13, ulti=True)
    dealt, auc = script_solo(h, t, bid(["ulti"], red=True))
    contra = {(0, 0): [{"type": "double", "seat": 0, "target": "ulti", "level": 2}]}
    emit(
        "13-clean-red-ulti-lost-contra.json",
        transcript(
            STD,
            dealt,
            auc
            + play_events(pl, contra)
            + settle(1, [("party", 2), ("ulti", -16), ("ulti-penalty", -8)]),
            "Red ulti, Anna contras the ulti, seven loses trick 10, party won: party 2 from each; ulti 4x2(red)x2(contra)=16 to each; penalty 4x2 (red, not contra) = 8 to each.",
        ),
    )

    # ---- 14/15 hierarchy variants, the contract a rebetli
    def p14(o, tricks):
        return True

    h, t, pl, o = search(rng, 1, None, [], p14)
    rb = settle(1, [("rebetli", 10 if o["won"][1] == 0 else -10)])
    dealt, auc = script_rebid(
        h, t, bid(["ulti"], red=True), bid(["ulti", "durchmarsch"]), bid(["rebetli"]), rng
    )
    emit(
        "14-clean-durchmarsch-above-red-then-rebetli.json",
        transcript(
            {"preset": "standard", "bid_hierarchy": "durchmarsch_above_red"},
            dealt,
            auc + play_events(pl) + rb,
            "bid_hierarchy durchmarsch_above_red: Béla red ulti (10), Csilla ulti + durchmarsch (10, row 9', higher under the option), Béla rebetli (10, one goal, row 10) and plays it.",
        ),
    )
    dealt, auc = script_rebid(
        h, t, bid(["40-100", "ulti"]), bid(["40-100"], red=True), bid(["rebetli"]), rng
    )
    emit(
        "15-points-only-red-40-100-ties.json",
        transcript(
            {"preset": "standard", "bid_hierarchy": "points_only"},
            dealt,
            auc + play_events(pl) + rb,
            "bid_hierarchy points_only (「目標数を比べないで合計点だけを比べる」): Csilla's red 40-100 (8) only ties Béla's 40-100 + ulti (8): illegal. Béla then plays rebetli.",
        ),
    )

    for name, tr in files.items():
        (OUT / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
    print("\n".join(notes))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 730)
