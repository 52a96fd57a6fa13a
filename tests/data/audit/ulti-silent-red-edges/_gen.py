"""Generator for the ulti-silent-red-edges audit round (blind: no validator import).

Writes NN-desc.json transcripts next to this file. Seedable: `python _gen.py [SEED]`.

Every deal: dealer seat 0, the first bidder seat 1 takes 12 cards, discards two
pointless cards, bids, seats 2, 0 and 1 pass; seat 1 is the declarer and leads.
Plays are drawn at random among the cards Ulti's play rules allow (follow, trump,
overtake; the holder of the trump seven keeps it where the scenario wants it in the
last trick); a scenario retries deals until its condition holds. Settlements are
computed by this file's own reading of the source (see EXPECTED.md).
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
DECK = [r + s for s in SUITS for r in RANKS]
PLAYERS = ["Anna", "Béla", "Csilla"]
DECL = 1


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, led, trump):
    if suit(c) == trump:
        return 200 - RANKS.index(rank(c))
    if suit(c) == led:
        return 100 - RANKS.index(rank(c))
    return 0


def cpoints(c):
    return 10 if rank(c) in ("A", "10") else 0


def legal(hand, trick, trump):
    """Cards the hand may play to `trick` (list of cards already played)."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    best = max(strength(c, led, trump) for c in trick)
    follow = [c for c in hand if suit(c) == led]
    if follow:
        pool = follow
    else:
        trumps = [c for c in hand if suit(c) == trump] if trump else []
        pool = trumps if trumps else list(hand)
    beat = [c for c in pool if strength(c, led, trump) > best]
    return beat if beat else pool


def winner_of(trick_seats, trick_cards, trump):
    led = suit(trick_cards[0])
    i = max(range(3), key=lambda k: strength(trick_cards[k], led, trump))
    return trick_seats[i]


def play_deal(hands10, trump, rng, keep=None, policy=None):
    """Plays 10 tricks. keep: seat that keeps the trump seven to the last trick.
    policy: {seat: 'high'|'low'|'random'}. Returns list of tricks (seats, cards, winner)."""
    hands = {s: list(h) for s, h in hands10.items()}
    seven = "7" + trump if trump else None
    leader = DECL
    tricks = []
    for t in range(10):
        seats, cards = [], []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal(hands[s], cards, trump)
            if keep == s and seven in opts and len(opts) > 1 and t < 9:
                opts = [c for c in opts if c != seven]
            if keep == s and t < 9 and seven in hands[s] and opts == [seven]:
                return None
            mode = (policy or {}).get(s, "random")
            led = suit(cards[0]) if cards else None
            if mode == "high":
                opts = sorted(opts, key=lambda c: -strength(c, led or suit(c), trump))[:1]
            elif mode == "low":
                opts = sorted(opts, key=lambda c: strength(c, led or suit(c), trump))[:1]
            c = rng.choice(opts)
            hands[s].remove(c)
            seats.append(s)
            cards.append(c)
        w = winner_of(seats, cards, trump)
        tricks.append((seats, cards, w))
        leader = w
    return tricks


def tally(tricks, discards, marriages):
    """Card points per side (declarer / defenders), marriages included."""
    pts = {"decl": 0, "def": sum(cpoints(c) for c in discards)}
    won = {"decl": 0, "def": 0}
    for i, (_seats, cards, w) in enumerate(tricks):
        side = "decl" if w == DECL else "def"
        pts[side] += sum(cpoints(c) for c in cards) + (10 if i == 9 else 0)
        won[side] += 1
    for s, p in marriages.items():
        pts["decl" if s == DECL else "def"] += p
    return pts, won


def deal_hands(rng, fixed=None):
    """fixed: {seat: [cards]} forced into hands; seat 1 gets 12 cards."""
    fixed = fixed or {}
    rest = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = {}
    for s, n in ((0, 10), (1, 12), (2, 10)):
        h = list(fixed.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        rng.shuffle(h)
        hands[s] = h
    return hands


def pick_discard(hand12, rng, avoid=()):
    cand = [c for c in hand12 if cpoints(c) == 0 and c not in avoid]
    if len(cand) < 2:
        return None
    return rng.sample(cand, 2)


def build(scenario, seed):
    """Search deals until the scenario's condition holds; returns the transcript."""
    rng = random.Random(seed)
    for _attempt in range(200000):
        res = scenario["try"](rng)
        if res is not None:
            return res
    raise RuntimeError("no deal for " + scenario["name"])


def transcript(rules, hands, discard, bid, trump_announce, tricks, extras, payments, meta):
    """extras: {'declare': {seat: items}, 'contra': [(seat, target, level)], 'recontra': [...]}"""
    ev = [{"type": "discard", "seat": DECL, "cards": discard}]
    ev.append({"type": "bid", "seat": DECL, "bid": bid})
    for s in (2, 0, 1):
        ev.append({"type": "bid", "seat": s, "bid": "pass"})
    if trump_announce:
        ev.append({"type": "announce", "seat": DECL, "items": [{"kind": "trump", "suit": trump_announce}]})
    for t, (seats, cards, _w) in enumerate(tricks):
        for s, c in zip(seats, cards, strict=True):
            if t == 0:
                if s in extras.get("declare", {}):
                    ev.append({"type": "declare", "seat": s, "items": extras["declare"][s]})
                for cs, target, level in extras.get("contra", []):
                    if cs == s:
                        ev.append({"type": "double", "seat": s, "target": target, "level": level})
            ev.append({"type": "play", "seat": s, "card": c})
        if t == 0:
            for cs, target, level in extras.get("recontra", []):
                ev.append({"type": "double", "seat": cs, "target": target, "level": level})
    for frm, to, amt, reason in payments:
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": PLAYERS,
        "meta": {"description": meta},
        "deals": [{"dealer": 0, "hands": [hands[0], hands[1], hands[2]], "events": ev}],
    }


# ---------------------------------------------------------------- scoring (own reading)


def settle_party_game(red, tricks, pts, won, trump, ulti_declared=False, contra=None, party_contra=1):
    """Payments for a party (or ulti+party) game: party, silent 100, silent durchmarsch,
    silent ulti / trump seven lost in the last trick. Returns list of (from, to, amount, reason)."""
    m = 2 if red else 1
    defs = (0, 2)
    pay = []
    decl_100 = pts["decl"] >= 100
    def_100 = pts["def"] >= 100
    if decl_100:
        pay += [(d, DECL, 2 * m, "silent-100") for d in defs]
    elif def_100:
        pay += [(DECL, d, 2 * m, "silent-100") for d in defs]
    else:
        if pts["decl"] > pts["def"] and won["decl"] >= 1:
            pay += [(d, DECL, 1 * m * party_contra, "party") for d in defs]
        else:
            pay += [(DECL, d, 1 * m * party_contra, "party") for d in defs]
    if won["decl"] == 10:
        pay += [(d, DECL, 3 * m, "silent-durchmarsch") for d in defs]
    if won["def"] == 10:
        pay += [(DECL, d, 3 * m, "silent-durchmarsch") for d in defs]
    seats, cards, w = tricks[9]
    seven = "7" + trump
    if seven in cards:
        p = seats[cards.index(seven)]
        if p == DECL and ulti_declared:
            c = (contra or {}).get("ulti", 1)
            if w == DECL:
                pay += [(d, DECL, 4 * m * c, "ulti") for d in defs]
            else:
                pay += [(DECL, d, 4 * m * c, "ulti") for d in defs]
                pay += [(DECL, d, 4 * m, "ulti-penalty") for d in defs]
        elif w == p:
            if p == DECL:
                pay += [(d, DECL, 2 * m, "silent-ulti") for d in defs]
            else:
                pay += [(DECL, d, 2 * m, "silent-ulti") for d in defs]
        else:
            pay += [(p, o, 4 * m, "silent-ulti") for o in (0, 1, 2) if o != p]
    return pay


# ---------------------------------------------------------------- scenarios

RED = {"preset": "standard"}


def red_party_try(
    cond,
    fixed=None,
    keep=None,
    decl_marriage=False,
    def_marriage=None,
    policy=None,
    goals=("party",),
    contra=None,
):
    def attempt(rng):
        hands = deal_hands(rng, fixed)
        avoid = ("KH", "QH", "7H") if (decl_marriage or keep == DECL) else ()
        disc = pick_discard(hands[DECL], rng, avoid)
        if disc is None:
            return None
        h10 = {0: hands[0], 2: hands[2], DECL: [c for c in hands[DECL] if c not in disc]}
        marriages, declare = {}, {}
        if decl_marriage:
            if not ("KH" in h10[DECL] and "QH" in h10[DECL]):
                return None
            marriages[DECL] = 40
            declare[DECL] = [{"kind": "marriage", "points": 40}]
        if def_marriage:
            s, items = def_marriage(h10)
            if s is None:
                return None
            marriages[s] = sum(i["points"] for i in items)
            declare[s] = items
        if keep is not None and "7H" not in h10[keep]:
            return None
        tricks = play_deal(h10, "H", rng, keep=keep, policy=policy)
        if tricks is None:
            return None
        pts, won = tally(tricks, disc, marriages)
        if pts["decl"] == pts["def"]:
            return None
        if not cond(tricks, pts, won):
            return None
        return hands, disc, tricks, pts, won, declare

    return attempt


def seven_last(tricks, seat=None, wins=None):
    seats, cards, w = tricks[9]
    if "7H" not in cards:
        return False
    p = seats[cards.index("7H")]
    if seat is not None and p not in (seat if isinstance(seat, tuple) else (seat,)):
        return False
    if wins is None:
        return True
    return (w == p) == wins


def no_seven_last(tricks):
    return "7H" not in tricks[9][1]


def plain(pts, won):
    return pts["decl"] < 100 and pts["def"] < 100 and 0 < won["decl"] < 10


def make_red_party(name, meta, cond, edit=None, **kw):
    def run(seed):
        rng = random.Random(seed)
        att = red_party_try(cond, **kw)
        for _ in range(400000):
            r = att(rng)
            if r:
                break
        else:
            raise RuntimeError(name)
        hands, disc, tricks, pts, won, declare = r
        goals = list(kw.get("goals", ("party",)))
        contra_list = kw.get("contra") or []
        contra = {}
        for _s, tgt, lvl in contra_list:
            contra[tgt] = max(contra.get(tgt, 1), lvl)
        pay = settle_party_game(True, tricks, pts, won, "H", ulti_declared="ulti" in goals, contra=contra)
        if edit:
            pay = edit(pay)
        t = transcript(
            RED,
            hands,
            disc,
            {"goals": goals, "red": True},
            None,
            tricks,
            {"declare": declare, "contra": contra_list},
            pay,
            meta
            + f" [declarer {pts['decl']} vs defenders {pts['def']} card points, tricks {won['decl']}-{won['def']}]",
        )
        return t

    return name, run


def def_pair(h10):
    """A defender holding the hearts pair announces 40 (else a side pair, 20)."""
    for s in (0, 2):
        if "KH" in h10[s] and "QH" in h10[s]:
            return s, [{"kind": "marriage", "points": 40}]
    return None, None


SCEN = []

SCEN.append(
    make_red_party(
        "01-clean-red-party",
        "Clean base: red party won by the declarer, no silent bonus; each defender pays 2.",
        lambda tr, p, w: no_seven_last(tr) and plain(p, w) and p["decl"] > p["def"],
    )
)
SCEN.append(
    make_red_party(
        "02-red-silent-100-declarer",
        "Red party; the declarer announces 40 and reaches 100: red silent 100 (2x2=4) replaces the party.",
        lambda tr, p, w: no_seven_last(tr) and p["decl"] >= 100 and w["decl"] < 10,
        decl_marriage=True,
        policy={1: "high"},
    )
)
SCEN.append(
    make_red_party(
        "03-red-silent-ulti-declarer",
        "Red party won; the declarer wins the last trick with 7H: red silent ulti 2x2=4 from each defender.",
        lambda tr, p, w: seven_last(tr, DECL, True) and plain(p, w) and p["decl"] > p["def"],
        keep=DECL,
        fixed={1: ["7H"]},
    )
)
SCEN.append(
    make_red_party(
        "04-red-seven-lost-declarer",
        "Red party won; the declarer's 7H loses the last trick: he pays each defender 4x2=8.",
        lambda tr, p, w: seven_last(tr, DECL, False) and plain(p, w) and p["decl"] > p["def"],
        keep=DECL,
        fixed={1: ["7H"]},
    )
)
SCEN.append(
    make_red_party(
        "05-red-silent-ulti-defender",
        "Red party; a defender wins the last trick with 7H: the declarer pays each defender red silent ulti 4.",
        lambda tr, p, w: seven_last(tr, (0, 2), True) and plain(p, w),
        keep=2,
        fixed={2: ["7H"]},
    )
)
SCEN.append(
    make_red_party(
        "06-red-seven-lost-defender",
        "Red party; defender Csilla's 7H loses the last trick to the declarer: she pays 8 to the declarer and 8 to the other defender.",
        lambda tr, p, w: seven_last(tr, 2, False) and tr[9][2] == DECL and plain(p, w),
        keep=2,
        fixed={2: ["7H"]},
    )
)


def drop_def_to_def(pay):
    return [x for x in pay if not (x[0] == 2 and x[1] == 0 and x[3] == "silent-ulti")]


SCEN.append(
    make_red_party(
        "07-red-seven-lost-defender-settled-with-declarer-only",
        "As 06, but the table settled the lost seven between Csilla and the declarer only (no 8 to Anna).",
        lambda tr, p, w: seven_last(tr, 2, False) and tr[9][2] == DECL and plain(p, w),
        edit=drop_def_to_def,
        keep=2,
        fixed={2: ["7H"]},
    )
)
SCEN.append(
    make_red_party(
        "08-red-silent-100-defenders",
        "Red party; a defender announces 40 and the defenders reach 100: the declarer pays each defender red silent 100 (4), replacing the party.",
        lambda tr, p, w: no_seven_last(tr) and p["def"] >= 100 and p["decl"] < 100 and w["def"] < 10,
        def_marriage=def_pair,
        policy={0: "high", 2: "high", 1: "low"},
    )
)
SCEN.append(
    make_red_party(
        "09-red-silent-durchmarsch-defenders",
        "Red party; the defenders take all ten tricks (no 20/40): the declarer pays each defender red party 2 + red silent durchmarsch 6.",
        lambda tr, p, w: no_seven_last(tr) and w["def"] == 10 and p["def"] < 100,
        policy={0: "high", 2: "high", 1: "low"},
    )
)
SCEN.append(
    make_red_party(
        "10-red-ulti-contra-lost",
        "Red ulti, Csilla contras the ulti; the declarer's 7H loses the last trick: ulti 8x2=16 plus penalty 8 (red, not contra'd) to each defender; party by points.",
        lambda tr, p, w: seven_last(tr, DECL, False) and plain(p, w) and p["decl"] > p["def"],
        keep=DECL,
        fixed={1: ["7H"]},
        goals=("ulti",),
        contra=[(2, "ulti", 2)],
    )
)


# ---- 40-100 with contra/recontra, red


def make_red_4010(name, meta, seedoff=0):
    def run(seed):
        rng = random.Random(seed + seedoff)
        for _ in range(400000):
            hands = deal_hands(rng, {1: ["KH", "QH"]})
            disc = pick_discard(hands[DECL], rng, ("KH", "QH"))
            h10 = {0: hands[0], 2: hands[2], DECL: [c for c in hands[DECL] if c not in disc]}
            tricks = play_deal(h10, "H", rng, policy={1: "high"})
            pts, won = tally(tricks, disc, {DECL: 40})
            if pts["decl"] >= 100 and won["decl"] < 10 and "7H" not in tricks[9][1]:
                break
        else:
            raise RuntimeError(name)
        pay = [(d, DECL, 4 * 2 * 4, "40-100") for d in (0, 2)]
        return transcript(
            RED,
            hands,
            disc,
            {"goals": ["40-100"], "red": True},
            None,
            tricks,
            {
                "declare": {DECL: [{"kind": "marriage", "points": 40}]},
                "contra": [(2, "40-100", 2)],
                "recontra": [(DECL, "40-100", 4)],
            },
            pay,
            meta + f" [declarer {pts['decl']} with the 40]",
        )

    return name, run


SCEN.append(
    make_red_4010(
        "11-red-40-100-contra-recontra",
        "Red 40-100 won, Csilla contra, declarer recontra: 4x2x4=32 from each defender (both, though only Csilla said contra).",
    )
)


# ---- open durchmarsch


def make_open(name, meta, rules, bid, announce, amount):
    def run(seed):
        rng = random.Random(seed)
        tr = announce or "H"
        trumps = [r + tr for r in RANKS]
        aces = [a for a in ("AH", "AD", "AS", "AC") if suit(a) != tr]
        disc = None
        while disc is None:
            hands = deal_hands(rng, {1: trumps + aces[:2]})
            disc = pick_discard(hands[DECL], rng, tuple(trumps + aces))
        h10 = {0: hands[0], 2: hands[2], DECL: [c for c in hands[DECL] if c not in disc]}
        # declarer leads trumps high to low, then the aces: the trump seven is the 8th lead
        order = trumps + [a for a in aces if a in h10[DECL]]
        hs = {s: list(h) for s, h in h10.items()}
        tricks = []
        for lead in order:
            seats, cards = [DECL], [lead]
            hs[DECL].remove(lead)
            for s in (2, 0):
                c = rng.choice(legal(hs[s], cards, tr))
                hs[s].remove(c)
                seats.append(s)
                cards.append(c)
            assert winner_of(seats, cards, tr) == DECL
            tricks.append((seats, cards, DECL))
        assert len(tricks) == 10
        pay = [(d, DECL, amount, "open-durchmarsch") for d in (0, 2)]
        return transcript(rules, hands, disc, bid, announce, tricks, {}, pay, meta)

    return name, run


SCEN.append(
    make_open(
        "12-open-durch-12-trumps-true",
        "open_durchmarsch_trump_points 12; open durchmarsch bid with trumps: true, leaves trumps; all ten tricks: 12 from each defender.",
        {"preset": "standard", "open_durchmarsch_trump_points": 12},
        {"goals": ["open-durchmarsch"], "red": False, "trumps": True},
        "S",
        12,
    )
)
SCEN.append(
    make_open(
        "13-open-durch-12-no-trumps-field",
        "As 12 without the bid's trumps field (the source: at 12 the bid must say whether trumps are played).",
        {"preset": "standard", "open_durchmarsch_trump_points": 12},
        {"goals": ["open-durchmarsch"], "red": False},
        "S",
        12,
    )
)
SCEN.append(
    make_open(
        "14-red-open-durch-12-option",
        "open_durchmarsch_trump_points 12; red open durchmarsch won: 24 from each defender (red or not 24, never doubled).",
        {"preset": "standard", "open_durchmarsch_trump_points": 12},
        {"goals": ["open-durchmarsch"], "red": True},
        None,
        24,
    )
)
SCEN.append(
    make_open(
        "15-open-durch-table-no-trumps-field",
        "Default table; open durchmarsch bid without the trumps field, leaves trumps named: 24 from each defender.",
        {"preset": "standard"},
        {"goals": ["open-durchmarsch"], "red": False},
        "S",
        24,
    )
)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for i, (name, run) in enumerate(SCEN):
        t = run(seed * 1000 + i)
        (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
        print(name)


if __name__ == "__main__":
    main()
