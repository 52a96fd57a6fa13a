"""Blind generator for audit round gd-talon-purchases (Galician Tarok, Szczepanski §1-§33).

Written from the Polish source text alone (no validator import).  Run:
    python _gen.py            # writes NN-*.json and _figures.txt beside this file

Conventions taken from the source (see EXPECTED.md for the quotes):
- 42 cards, talon of 6 dealt first, 12 each; 4 players: the dealer ("krol") sits out but shares.
- card values: pagat/mond/skiz 5, other tarocks 1, K5 Q4 N3 J2 pip1; each group of three counts
  its values minus 2 (§14): 94 - 28 = 66 in all, 33 = consolation (§18).
- purchase number: the contract's first packet is purchase 1; every packet refused ("reject")
  raises it by one, the packets shown in turn and coming round again (§10 "moze obejrzec czwarta
  i wrocic sie do piatej trojki"; §18 "kupuje czwarta dwojke").
- won game single, lost game times the purchase number (§16); contra doubles (§17).
- the player's pile = his tricks + his discard; the helpers' = their tricks + the talon not bought.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
COURT = ["K", "Q", "N", "J"]
SUIT_CARDS = [r + s for s in SUITS for r in COURT] + [PIP[s] for s in SUITS]
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = SUIT_CARDS + TAROCKS
TRULL = {"SKIZ", "T21", "T1"}
KINGS = {"KH", "KD", "KS", "KC"}
MULT = {"three": (3, 30, 300), "two": (4, 40, 400), "one": (5, 50, 500)}
PACKET = {"three": 3, "two": 2, "one": 1}
NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def tnum(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def srank(c: str) -> int:
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c: str) -> int:
    if is_tarock(c):
        return 5 if c in TRULL else 1
    return srank(c)


def pile_points(cards: list[str]) -> float:
    """Values minus 2 per three cards (exact thirds where the pile is no whole threes)."""
    return sum(value(c) for c in cards) - 2 * len(cards) / 3


def beats(a: str, b: str, led: str) -> bool:
    """Does card a beat card b (b currently winning) in a trick led in suit led."""
    if is_tarock(a) and is_tarock(b):
        return tnum(a) > tnum(b)
    if is_tarock(a):
        return True
    if is_tarock(b):
        return False
    if suit(a) == led and suit(b) == led:
        return srank(a) > srank(b)
    return suit(a) == led and suit(b) != led


def legal(hand: list[str], trick: list[str]) -> list[str]:
    """§5, read strictly enough to be legal under both readings (a tarock played over the
    highest tarock in the trick whenever one can be)."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    follow = [c for c in hand if suit(c) == led]
    if follow and led != "T":
        return follow
    tar = [c for c in hand if is_tarock(c)]
    if not tar:
        return list(hand)
    top = max((tnum(c) for c in trick if is_tarock(c)), default=0)
    higher = [c for c in tar if tnum(c) > top]
    return higher or tar


def winner_of(trick: list[tuple[int, str]]) -> int:
    led = suit(trick[0][1])
    w = trick[0]
    for s, c in trick[1:]:
        if beats(c, w[1], led):
            w = (s, c)
    return w[0]


class Deal:
    def __init__(self, n, dealer, hands, talon):
        self.n, self.dealer, self.hands, self.talon = n, dealer, hands, talon
        self.events: list[dict] = []
        self.marks: dict[str, int] = {}

    def ev(self, e, mark=None):
        if mark:
            self.marks[mark] = len(self.events)
        self.events.append(e)

    def active(self):
        f = (self.dealer + 1) % self.n
        seats = [(f + i) % self.n for i in range(self.n)]
        return [s for s in seats if not (self.n == 4 and s == self.dealer)]

    def to_json(self):
        return {"dealer": self.dealer, "hands": self.hands, "talon": self.talon, "events": self.events}


def build_hands(rng, n, dealer, declarer, talon_fixed, decl_cards, helper_cards=(), talon_avoid=()):
    """talon_fixed: {pos: card}; decl_cards: dealt to the declarer; helper_cards: to the helpers
    (randomly spread); the rest shuffled, talon_avoid kept out of the free talon places."""
    used = set(talon_fixed.values()) | set(decl_cards) | set(helper_cards)
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    talon = [None] * 6
    for p, c in talon_fixed.items():
        talon[p] = c
    for p in range(6):
        if talon[p] is None:
            for i, c in enumerate(rest):
                if c not in talon_avoid:
                    talon[p] = rest.pop(i)
                    break
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    helpers = [s for s in active if s != declarer]
    hands = {s: [] for s in range(n)}
    hands[declarer] = list(decl_cards)
    hc = list(helper_cards)
    rng.shuffle(hc)
    for c in hc:
        opts = [h for h in helpers if len(hands[h]) < 12]
        hands[rng.choice(opts)].append(c)
    for s in active:
        while len(hands[s]) < 12:
            hands[s].append(rest.pop())
        rng.shuffle(hands[s])
    assert not rest
    return [hands[s] for s in range(n)], talon


def auction(d: Deal, declarer: int, contract: str):
    for s in d.active():
        d.ev({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})


def buy(d: Deal, declarer, contract, purchase, discard=None, shown=False):
    k = PACKET[contract]
    npk = 6 // k
    idx = (purchase - 1) % npk
    packet = d.talon[idx * k : idx * k + k]
    for _ in range(purchase - 1):
        d.ev({"type": "call", "seat": declarer, "call": "reject"})
    d.ev({"type": "take", "seat": declarer, "cards": packet}, "take")
    hand = d.hands[declarer] + packet
    if discard is None:
        cands = sorted([c for c in hand if not is_tarock(c) and c not in KINGS], key=lambda c: (value(c), c))
        cands += sorted([c for c in hand if is_tarock(c) and c not in TRULL], key=tnum)
        discard = cands[:k]
    assert len(discard) == k and all(c in hand for c in discard), (discard, hand)
    unbought = [c for i, c in enumerate(d.talon) if not (idx * k <= i < idx * k + k)]
    e = {"type": "discard", "seat": declarer, "cards": list(discard)}
    if shown:
        e["shown"] = True
    d.ev(e, "discard")
    return [c for c in hand if c not in discard], list(discard), unbought


def play(d: Deal, rng, declarer, hand_after, policy=None):
    hands = {s: list(d.hands[s]) for s in d.active()}
    hands[declarer] = list(hand_after)
    order = d.active()
    leader = order[0]
    tricks = []
    while hands[leader]:
        trick = []
        seats = order[order.index(leader) :] + order[: order.index(leader)]
        for s in seats:
            opts = legal(hands[s], [c for _, c in trick])
            c = policy(s, hands[s], trick, opts) if policy else None
            if c is None:
                c = rng.choice(sorted(opts))
            assert c in opts
            hands[s].remove(c)
            trick.append((s, c))
            d.ev({"type": "play", "seat": s, "card": c})
        w = winner_of(trick)
        tricks.append((w, [c for _, c in trick]))
        leader = w
    return tricks


def volat_policy(declarer):
    def pol(s, hand, trick, opts):
        if s == declarer and not trick:
            tar = [c for c in opts if is_tarock(c)]
            return max(tar, key=tnum) if tar else sorted(opts, key=srank)[-1]
        return None

    return pol


def settle(d, declarer, others, amounts, reasons=None, sheet=False, payer_first=True):
    """amounts: {reason: net per other party, positive = the player receives}."""
    net = {s: 0.0 for s in range(d.n)}
    for a in amounts.values():
        for o in others:
            net[declarer] += a
            net[o] -= a
    if sheet:
        for s in range(d.n):
            d.ev({"type": "score", "party": s, "points": clean_num(net[s])}, f"score{s}")
    else:
        for reason, a in amounts.items():
            if a == 0:
                continue
            for o in others:
                e = {"type": "payment", "amount": clean_num(abs(a)), "reason": reason}
                e.update({"from": o, "to": declarer} if a > 0 else {"from": declarer, "to": o})
                d.ev(e, f"pay:{reason}:{o}")
    return net


def clean_num(x):
    return int(x) if float(x).is_integer() else round(x, 6)


def game_value(contract, pts, purchase, contra=1):
    m, add, _ = MULT[contract]
    if pts > 33:
        return (m * (pts - 33) + add) * contra
    return -(m * (33 - pts) + add) * purchase * contra


FIG: list[str] = []


def note(name, text):
    FIG.append(f"{name}: {text}")


def piles(declarer, tricks, discard, unbought):
    pl = [c for w, t in tricks if w == declarer for c in t] + discard
    hp = [c for w, t in tricks if w != declarer for c in t] + unbought
    return pl, hp


def write(name, players, deals, rules=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    doc["rules"] = {"preset": "standard", "pool": False, **(rules or {})}
    doc["meta"] = {"round": "gd-talon-purchases", **(meta or {})}
    doc["deals"] = [d.to_json() for d in deals]
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def search(fn, start=0, tries=20000):
    for seed in range(start, start + tries):
        r = fn(random.Random(seed))
        if r is not None:
            return seed, r
    raise SystemExit(f"no seed for {fn.__name__}")


# ------------------------------------------------------------------ scenarios


def first_helper(d, decl):
    act = d.active()
    return act[(act.index(decl) + 1) % len(act)]


def s01(rng):
    """3p, three, one reject -> bottom packet (purchase 2), player loses; a king in the unbought
    top packet (the kings spread so nobody has four in any reading)."""
    n, dealer, decl = 3, 2, 0
    hands, talon = build_hands(rng, n, dealer, decl, {0: "KH"}, [], talon_avoid=TRULL | KINGS)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 2)
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    hk = [c for c in hp if c in KINGS]
    pk = [c for c in pl if c in KINGS]
    trull_side = TRULL <= set(pl) or TRULL <= set(hp)
    if not (26 <= pts <= 31) or len(hk) >= 4 or len(pk) >= 4 or trull_side:
        return None
    g = game_value("three", pts, 2)
    net = settle(d, decl, [1, 2], {"game": g})
    return d, dict(pts=pts, g=g, net=net, unbought=unb, disc=disc)


def others_of(d, decl):
    return [s for s in range(d.n) if s != decl]


def announce_round(d, decl, decl_items, helper_items=None):
    d.ev({"type": "announce", "seat": decl, "items": decl_items}, "announce")
    act = d.active()
    i = act.index(decl)
    for s in act[i + 1 :] + act[:i]:
        d.ev({"type": "announce", "seat": s, "items": (helper_items or {}).get(s, [])})


def s02(rng):
    """4p sheet, three, two rejects -> purchase 3 (top packet again), player wins, trull silent in
    his tricks: single game + 50 from each of three (two helpers and the king)."""
    n, dealer, decl = 4, 3, 1
    hands, talon = build_hands(
        rng, n, dealer, decl, {}, ["SKIZ", "T21", "T1", "T20", "T19"], talon_avoid=TRULL
    )
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 3)
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    if not (TRULL <= set(pl)) or pts <= 36 or any(c in KINGS for c in disc):
        return None
    if len([c for c in pl if c in KINGS]) == 4 or len([c for c in hp if c in KINGS]) == 4:
        return None
    g = game_value("three", pts, 3)
    net = settle(d, decl, others_of(d, decl), {"game": g, "trull": 50}, sheet=True)
    return d, dict(pts=pts, g=g, net=net, unbought=unb, disc=disc)


def s03(rng):
    """3p, two bought as the second two (one reject), silent volat, KD and mond in the unbought
    packets: volat 400 single from each helper; no premium in any reading."""
    n, dealer, decl = 3, 1, 2  # declarer forehand
    dealt = ["SKIZ"] + [f"T{i}" for i in range(11, 21)] + ["JS"]
    talon_fixed = {0: "KD", 1: "T21", 2: "T10", 3: "QH"}
    hands, talon = build_hands(rng, n, dealer, decl, talon_fixed, dealt)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "two")
    hand, disc, unb = buy(d, decl, "two", 2, discard=["JS", "QH"])
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand, volat_policy(decl))
    assert all(w == decl for w, _ in tricks)
    pl, hp = piles(decl, tricks, disc, unb)
    net = settle(d, decl, others_of(d, decl), {"volat": 400})
    return d, dict(net=net, unbought=unb, disc=disc, kings_pl=sorted(c for c in pl if c in KINGS))


def s04(rng):
    """3p, three, first packet bought; KS in the unbought second packet, the other three kings in the
    helpers' tricks. Recorded: no four kings (premium only 'w lewach')."""
    n, dealer, decl = 3, 0, 2
    hands, talon = build_hands(rng, n, dealer, decl, {4: "KS"}, [], talon_avoid=KINGS | TRULL)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 1)
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    htricks = [c for w, t in tricks if w != decl for c in t]
    if not ({"KH", "KD", "KC"} <= set(htricks)) or TRULL <= set(pl) or TRULL <= set(hp):
        return None
    if not (35 <= pts <= 40):
        return None
    g = game_value("three", pts, 1)
    net = settle(d, decl, others_of(d, decl), {"game": g})
    return d, dict(pts=pts, g=g, net=net, unbought=unb, disc=disc)


def s05(rng):
    """4p sheet, three, one reject (purchase 2); pagat in the unbought top packet, skiz and mond in
    the helpers' tricks. Recorded: the helpers' trull paid (talon read as theirs)."""
    n, dealer, decl = 4, 0, 2
    hands, talon = build_hands(rng, n, dealer, decl, {1: "T1"}, [], ["SKIZ", "T21"], talon_avoid=KINGS)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 2)
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    htricks = [c for w, t in tricks if w != decl for c in t]
    if not ({"SKIZ", "T21"} <= set(htricks)):
        return None
    if len([c for c in pl if c in KINGS]) == 4 or len([c for c in hp if c in KINGS]) == 4:
        return None
    if not (24 <= pts <= 31):
        return None
    g = game_value("three", pts, 2)
    net = settle(d, decl, others_of(d, decl), {"game": g, "trull": -50}, sheet=True)
    return d, dict(pts=pts, g=g, net=net, unbought=unb, disc=disc)


def s06(rng):
    """3p, three, two rejects (purchase 3), volat announced, contra on volat, volat made.
    Recorded: 600 x 2 x 3 = 3600 from each helper (purchase applied to a won volat)."""
    n, dealer, decl = 3, 0, 1  # declarer forehand
    dealt = ["SKIZ"] + [f"T{i}" for i in range(12, 22)] + ["JD"]
    # purchase 3 = top packet again: talon[0:3]; unbought talon[3:6] holds pagat and KH
    talon_fixed = {0: "T11", 1: "NS", 2: "1H", 3: "T1", 4: "KH", 5: "10C"}
    hands, talon = build_hands(rng, n, dealer, decl, talon_fixed, dealt)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 3, discard=["JD", "NS", "1H"])
    announce_round(d, decl, [{"kind": "volat"}])
    helper = first_helper(d, decl)
    d.ev({"type": "double", "seat": helper, "target": "volat", "level": 2}, "contra")
    tricks = play(d, rng, decl, hand, volat_policy(decl))
    assert all(w == decl for w, _ in tricks)
    net = settle(d, decl, others_of(d, decl), {"volat": 3600})
    return d, dict(net=net, unbought=unb, disc=disc)


def s07(rng):
    """3p sheet, three, one reject (purchase 2), volat announced with contra, volat fails, the game
    won on points. Recorded: volat as a premium, 600 x 2 = 1200 paid to each helper, game single."""
    n, dealer, decl = 3, 1, 0
    hands, talon = build_hands(rng, n, dealer, decl, {}, ["SKIZ", "T21", "T20", "T19", "T18", "KH", "KD"])
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 2)
    announce_round(d, decl, [{"kind": "volat"}])
    helper = first_helper(d, decl)
    d.ev({"type": "double", "seat": helper, "target": "volat", "level": 2}, "contra")
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    if all(w == decl for w, _ in tricks) or not (37 <= pts <= 42):
        return None
    if TRULL <= set(pl) or TRULL <= set(hp):
        return None
    if len([c for c in pl if c in KINGS]) == 4 or len([c for c in hp if c in KINGS]) == 4:
        return None
    g = game_value("three", pts, 2)
    net = settle(d, decl, others_of(d, decl), {"game": g, "volat": -1200}, sheet=True)
    return d, dict(pts=pts, g=g, net=net, unbought=unb, disc=disc)


def s08(rng):
    """3p, three, one reject (purchase 2), the player lays away a king (§13): lost unconditionally;
    his points would have won, so he pays the consolation, counted as a lost game of 33: 30 x 2."""
    n, dealer, decl = 3, 2, 1
    hands, talon = build_hands(
        rng, n, dealer, decl, {3: "KC"}, ["SKIZ", "T21", "T20", "T19"], talon_avoid=TRULL
    )
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    k_hand = d.hands[decl] + d.talon[3:6]
    low = sorted([c for c in k_hand if not is_tarock(c) and c != "KC" and c not in KINGS], key=value)
    if len(low) < 2:
        return None
    hand, disc, unb = buy(d, decl, "three", 2, discard=["KC"] + low[:2])
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    if not (36 <= pts <= 42) or TRULL <= set(pl) or TRULL <= set(hp):
        return None
    if len([c for c in hp if c in KINGS]) == 4 or len([c for c in pl if c in KINGS]) == 4:
        return None
    net = settle(d, decl, others_of(d, decl), {"game": -60})
    return d, dict(pts=pts, net=net, unbought=unb, disc=disc)


def s09a(rng):
    """4p sheet deal 0: plain three, purchase 1, no premiums."""
    n, dealer, decl = 4, 0, 1
    hands, talon = build_hands(rng, n, dealer, decl, {}, [], talon_avoid=TRULL)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 1)
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    if not (35 <= pts <= 45) or TRULL <= set(pl) or TRULL <= set(hp):
        return None
    if len([c for c in hp if c in KINGS]) == 4 or len([c for c in pl if c in KINGS]) == 4:
        return None
    g = game_value("three", pts, 1)
    net = settle(d, decl, others_of(d, decl), {"game": g}, sheet=True)
    return d, dict(pts=pts, g=g, net=net)


def s09b(rng):
    """4p sheet deal 1: the player lays away the mond (a trull card; allowed, §13 forbids only
    kings), shows it (§22, he announces tarocks 10), skiz and pagat end in his tricks.
    Recorded: no trull (not 'w lewach'); tarocks 50 from each of three."""
    n, dealer, decl = 4, 1, 3
    tar = ["SKIZ", "T1", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14"]
    hands, talon = build_hands(rng, n, dealer, decl, {}, tar, talon_avoid=set(TAROCKS))
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    packet = d.talon[0:3]
    low = sorted([c for c in d.hands[decl] + packet if not is_tarock(c) and c not in KINGS], key=value)
    if len(low) < 2:
        return None
    hand, disc, unb = buy(d, decl, "three", 1, discard=["T21"] + low[:2], shown=True)
    if sum(is_tarock(c) for c in hand) != 10:
        return None
    announce_round(d, decl, [{"kind": "tarocks", "count": 10}])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    ptr = [c for w, t in tricks if w == decl for c in t]
    if not ({"SKIZ", "T1"} <= set(ptr)) or not (36 <= pts <= 46):
        return None
    if len([c for c in hp if c in KINGS]) == 4 or len([c for c in pl if c in KINGS]) == 4:
        return None
    g = game_value("three", pts, 1)
    net = settle(d, decl, others_of(d, decl), {"game": g, "tarocks": 50}, sheet=True)
    return d, dict(pts=pts, g=g, net=net, disc=disc)


def s10(rng):
    """3p, three, one reject (purchase 2); the player lays away the pagat, does not show it, and
    announces 11 tarocks (§22): lost unconditionally; consolation 30 x 2 = 60 to each helper,
    tarocks not counted (§23 'zapowiedziane walory nie licza sie mu')."""
    n, dealer, decl = 3, 0, 1
    tar = ["T1", "SKIZ", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12"]
    hands, talon = build_hands(rng, n, dealer, decl, {3: "T11"}, tar, talon_avoid=set(TAROCKS))
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    packet = d.talon[3:6]
    low = sorted([c for c in d.hands[decl] + packet if not is_tarock(c) and c not in KINGS], key=value)
    if len(low) < 2:
        return None
    hand, disc, unb = buy(d, decl, "three", 2, discard=["T1"] + low[:2])
    if sum(is_tarock(c) for c in hand) != 11:
        return None
    announce_round(d, decl, [{"kind": "tarocks", "count": 11}])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    if not (38 <= pts <= 48) or "T21" in pl:
        return None
    if len([c for c in hp if c in KINGS]) == 4 or len([c for c in pl if c in KINGS]) == 4:
        return None
    net = settle(d, decl, others_of(d, decl), {"game": -60})
    return d, dict(pts=pts, net=net, disc=disc, unbought=unb, would=game_value("three", pts, 2))


def s11(rng):
    """3p, two, three rejects: the fourth two is the first packet again (KC in it); the refused
    second and third twos hold the mond and 1D. Silent volat + four kings, single: 400 + 100.
    Recorded: purchase number applied to the won four kings: 400 from each helper."""
    n, dealer, decl = 3, 2, 0  # declarer forehand
    dealt = ["SKIZ"] + [f"T{i}" for i in range(11, 21)] + ["JS"]
    talon_fixed = {0: "KC", 1: "QD", 2: "T21", 3: "JH", 4: "1D", 5: "T10"}
    hands, talon = build_hands(rng, n, dealer, decl, talon_fixed, dealt)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "two")
    hand, disc, unb = buy(d, decl, "two", 4, discard=["JS", "QD"])
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand, volat_policy(decl))
    if not all(w == decl for w, _ in tricks):
        return None
    pl, hp = piles(decl, tricks, disc, unb)
    assert KINGS <= set(pl)
    net = settle(d, decl, others_of(d, decl), {"volat": 400, "four_kings": 400})
    return d, dict(net=net, unbought=unb, disc=disc)


def s12(rng):
    """4p payments, three, two rejects (purchase 3), player loses: (3m+30) x 3 to each of three.
    Planted: the payment to the king (dealer) made with x2."""
    n, dealer, decl = 4, 2, 0
    hands, talon = build_hands(rng, n, dealer, decl, {}, [], talon_avoid=TRULL)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 3)
    announce_round(d, decl, [])
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    if not (25 <= pts <= 31) or TRULL <= set(pl) or TRULL <= set(hp):
        return None
    if len([c for c in hp if c in KINGS]) == 4 or len([c for c in pl if c in KINGS]) == 4:
        return None
    g = game_value("three", pts, 3)
    net = settle(d, decl, others_of(d, decl), {"game": g})
    return d, dict(pts=pts, g=g, net=net, unbought=unb)


def s13(rng):
    """3p payments, three, one reject (purchase 2), contra on the game, player loses:
    (3m+30) x 2 x 2 to each helper. Planted: one helper paid without the contra."""
    n, dealer, decl = 3, 1, 2
    hands, talon = build_hands(rng, n, dealer, decl, {}, [], talon_avoid=TRULL)
    d = Deal(n, dealer, hands, talon)
    auction(d, decl, "three")
    hand, disc, unb = buy(d, decl, "three", 2)
    announce_round(d, decl, [])
    helper = d.active()[0] if d.active()[0] != decl else d.active()[1]
    d.ev({"type": "double", "seat": helper, "target": "game", "level": 2}, "contra")
    tricks = play(d, rng, decl, hand)
    pl, hp = piles(decl, tricks, disc, unb)
    pts = pile_points(pl)
    if not (26 <= pts <= 31) or TRULL <= set(pl) or TRULL <= set(hp):
        return None
    if len([c for c in hp if c in KINGS]) == 4 or len([c for c in pl if c in KINGS]) == 4:
        return None
    g = game_value("three", pts, 2, contra=2)
    net = settle(d, decl, others_of(d, decl), {"game": g})
    return d, dict(pts=pts, g=g, net=net, unbought=unb)


def main():
    global FIG
    FIG = []

    def run(name, fn, players, start=0, decl=None, planted=None, extra_discard=True):
        seed, (d, info) = search(fn, start)
        note(name, f"seed={seed} {info}")
        return seed, d, info

    # 01 clean
    seed, d, info = run("01", s01, NAMES3)
    write("01-clean-3p-second-three-lost.json", NAMES3, [d], meta={"seed": seed})
    note("01", f"marks={d.marks}")

    seed, d, info = run("02", s02, NAMES4)
    write("02-clean-4p-third-three-trull-sheet.json", NAMES4, [d], meta={"seed": seed})
    note("02", f"marks={d.marks}")

    seed, d, info = run("03", s03, NAMES3)
    write("03-clean-3p-volat-second-two.json", NAMES3, [d], meta={"seed": seed})
    note("03", f"marks={d.marks}")

    seed, d, info = run("04", s04, NAMES3)
    write("04-talon-king-helpers-no-four-kings.json", NAMES3, [d], meta={"seed": seed})
    note("04", f"marks={d.marks}")

    seed, d, info = run("05", s05, NAMES4)
    write("05-4p-talon-pagat-helpers-trull-sheet.json", NAMES4, [d], meta={"seed": seed})
    note("05", f"marks={d.marks}")

    seed, d, info = run("06", s06, NAMES3)
    write("06-volat-contra-third-three-times-purchase.json", NAMES3, [d], meta={"seed": seed})
    note("06", f"marks={d.marks}")

    seed, d, info = run("07", s07, NAMES3)
    write("07-failed-volat-contra-second-three-sheet.json", NAMES3, [d], meta={"seed": seed})
    note("07", f"marks={d.marks}")

    seed, d, info = run("08", s08, NAMES3)
    write("08-king-laid-away-consolation.json", NAMES3, [d], meta={"seed": seed})
    note("08", f"marks={d.marks}")

    seed_a, da, ia = run("09a", s09a, NAMES4)
    # (deal 0's discard was chosen by buy(); recompute it from the take for the record)
    seed_b, db, ib = run("09b", s09b, NAMES4)
    nets = [ia["net"], ib["net"]]
    tot = {s: 0 for s in range(4)}
    for dd, nn in ((da, nets[0]), (db, nets[1])):
        for s in range(4):
            tot[s] += nn[s]
            dd.ev({"type": "total", "party": s, "points": clean_num(tot[s])}, f"total{s}")
    # planted: seat 0's running total after deal 1 mis-added by 10
    i0 = db.marks["total0"]
    db.events[i0]["points"] = clean_num(tot[0] + 10)
    write("09-4p-mond-laid-away-shown-sheet-total.json", NAMES4, [da, db], meta={"seed": [seed_a, seed_b]})
    note("09", f"marks0={da.marks} marks1={db.marks} totals={tot}")

    seed, d, info = run("10", s10, NAMES3)
    write("10-pagat-laid-away-unshown-tarocks.json", NAMES3, [d], meta={"seed": seed})
    note("10", f"marks={d.marks}")

    seed, d, info = run("11", s11, NAMES3)
    write("11-fourth-two-kings-times-purchase.json", NAMES3, [d], meta={"seed": seed})
    note("11", f"marks={d.marks}")

    seed, d, info = run("12", s12, NAMES4)
    king = d.dealer
    i = d.marks[f"pay:game:{king}"]
    right = d.events[i]["amount"]
    d.events[i]["amount"] = clean_num(right * 2 / 3)
    write("12-4p-third-three-king-paid-x2.json", NAMES4, [d], meta={"seed": seed})
    note("12", f"marks={d.marks} king_payment {right}->{d.events[i]['amount']}")

    seed, d, info = run("13", s13, NAMES3)
    hs = [o for o in others_of(d, 2)]
    i = d.marks[f"pay:game:{hs[1]}"]
    right = d.events[i]["amount"]
    d.events[i]["amount"] = clean_num(right / 2)
    write("13-contra-second-three-one-unDoubled.json", NAMES3, [d], meta={"seed": seed})
    note("13", f"marks={d.marks} payment {right}->{d.events[i]['amount']}")

    (HERE / "_figures.txt").write_text("\n".join(FIG) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
