"""Blind generator for audit round galician-fresh-4 (Galician Tarok, Szczepański §1-§33).

Written from the source text alone (seeds/002, Polish). Does not import validator.
Every deal is found by seeded rejection sampling: random deal, scripted auction, random legal
play (with a planted fault where asked), and a predicate on the outcome.
Run: python _gen.py  (writes NN-*.json next to this file and prints the expectations).
"""

import json
import random
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values())
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


# §3, §7: pagat, mond, skiz 5; other tarocks 1; K5 Q4 N3 J2, ten/ace 1
def value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def winner(trick):  # list of (seat, card); §2, §4, §6
    tar = [(trank(c), s) for s, c in trick if is_tarock(c)]
    if tar:
        return max(tar)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand, led):  # §5
    if led is None:
        return list(hand)
    if led != "T":
        same = [c for c in hand if suit(c) == led]
        if same:
            return same
    tar = [c for c in hand if is_tarock(c)]
    return tar if tar else list(hand)


# §18: multiplier and addend; cards bought
CONTRACT = {"three": (3, 30, 3), "two": (4, 40, 2), "one": (5, 50, 1), "solo": (6, 60, 0)}


def points(cards):  # §14 (each three cards: sum - 2), i.e. sum - 2/3 per card
    return sum(value(c) for c in cards) - Fraction(2, 3) * len(cards)


def money(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


class Deal:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def simulate(rng, n, spec, pool_state):
    """Return (deal_json, info) or None if the predicate fails."""
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = spec["dealer"]
    sitter = spec.get("sitter")
    if n == 3:
        active = [(dealer + 1 + i) % 3 for i in range(3)]
    else:
        order = [(dealer + 1 + i) % n for i in range(n)]
        active = [s for s in order if s != dealer and s != sitter][:3]
    hands = {s: [] for s in range(n)}
    talon = deck[:6]
    for i, s in enumerate(active):
        hands[s] = deck[6 + 12 * i : 18 + 12 * i]
    events = []
    for j, (rel, bid) in enumerate(spec["auction"]):
        events.append({"type": "bid", "seat": active[rel], "bid": bid})
        if j in spec.get("bad_bids", ()):
            events[-1]["_mark"] = "illegal_bid"
    # bids that need a hand: pass_volat without the pagat (§28)
    for rel, bid in spec["auction"]:
        if bid == "pass_volat" and "T1" in hands[active[rel]] and not spec.get("pv_with_pagat"):
            return None
    if spec.get("pv_with_pagat"):
        rel = spec["pv_with_pagat"]
        if "T1" not in hands[active[rel]]:
            return None
    opponents_all = [s for s in range(n) if s != sitter]
    info = {"active": active}
    pay = []
    participants = [s for s in range(n) if s != sitter]
    if not pool_state["founded"]:
        for s in participants:
            pay.append({"from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
        pool_state["pool"] += 10 * len(participants)
        pool_state["founded"] = True
    if spec.get("allpass"):
        for s in active:
            pay.append({"from": s, "to": "pool", "amount": 5, "reason": "pool_pass"})
        pool_state["pool"] += 15
        info["player"] = None
        return _finish(n, dealer, hands, talon, events, pay), info
    player = active[spec["player"]]
    kind = spec["kind"]
    m, a, k = CONTRACT[kind]
    ordinal = spec.get("ordinal", 1)
    rejects = spec.get("rejects", 0)
    nbuy = ordinal + rejects if kind != "solo" else 1
    hand = {s: list(hands[s]) for s in range(n)}
    discard = []
    packet = []
    for _ in range(rejects):
        events.append({"type": "call", "seat": player, "call": "reject"})
    if kind != "solo":
        npk = 6 // k
        idx = (nbuy - 1) % npk
        packet = talon[idx * k : (idx + 1) * k]
        events.append({"type": "take", "seat": player, "cards": packet})
        hand[player] += packet
        # discard: lowest non-king suit cards (§13 no king), or a king when planted
        cand = sorted([c for c in hand[player] if not is_tarock(c) and c[0] != "K"], key=value)
        if spec.get("discard_king"):
            kings = [c for c in hand[player] if c[0] == "K" and not is_tarock(c)]
            if not kings or len(cand) < k - 1:
                return None
            discard = [kings[0]] + cand[: k - 1]
        else:
            if len(cand) < k:
                return None
            discard = cand[:k]
        for c in discard:
            hand[player].remove(c)
        events.append({"type": "discard", "seat": player, "cards": discard})
        if spec.get("discard_king"):
            events[-1]["_mark"] = "illegal_discard (guess)"
    ann = spec.get("announce", {})
    pann = ann.get("player", [])
    # tarocks announced must be the true count (§20, §21)
    for it in pann:
        if it["kind"] == "tarocks":
            cnt = sum(1 for c in hand[player] if is_tarock(c))
            if cnt != it["count"]:
                return None
        if it["kind"] == "pagat_ultimo" and "T1" not in hand[player]:
            return None
        if it["kind"] == "trull" and not all(c in hand[player] for c in ("T1", "T21", "SKIZ")):
            return None
    order_ann = [player] + [s for s in active if s != player]
    order_ann = [active[(active.index(player) + i) % 3] for i in range(3)]
    for s in order_ann:
        events.append({"type": "announce", "seat": s, "items": pann if s == player else []})
    level = 1
    for who, lv in spec.get("doubles", []):
        seat = player if who == "player" else [s for s in order_ann if s != player][who]
        events.append({"type": "double", "seat": seat, "target": "game", "level": lv})
        level = lv
    # play
    announced_ultimo = any(it["kind"] == "pagat_ultimo" for it in pann)
    leader = active[0]
    tricks = []
    fault = spec.get("fault")
    fault_done = None
    out_of_turn_at = None
    for t in range(12):
        trick = []
        seq = [active[(active.index(leader) + i) % 3] for i in range(3)]
        for s in seq:
            led = suit(trick[0][1]) if trick else None
            opts = legal(hand[s], led)
            if announced_ultimo and s == player and t < 11:
                o2 = [c for c in opts if c != "T1"]
                if o2:
                    opts = o2
                else:
                    return None  # pagat driven out: we want a made/failed ultimo in the last trick
            choice = None
            if (
                fault
                and fault_done is None
                and s == fault["seat_fn"](player, active)
                and t >= fault.get("min_trick", 1)
                and trick
            ):
                fk = fault["kind"]
                if fk == "trump_over_suit" and led != "T":
                    has = [c for c in hand[s] if suit(c) == led]
                    tar = [c for c in hand[s] if is_tarock(c) and c != "T1"]
                    if has and tar:
                        choice = rng.choice(tar)
                elif fk == "no_trump_when_void" and led != "T":
                    has = [c for c in hand[s] if suit(c) == led]
                    tar = [c for c in hand[s] if is_tarock(c)]
                    oth = [c for c in hand[s] if not is_tarock(c)]
                    if not has and tar and oth:
                        choice = rng.choice(oth)
                elif fk == "suit_on_tarock" and led == "T":
                    tar = [c for c in hand[s] if is_tarock(c)]
                    oth = [c for c in hand[s] if not is_tarock(c)]
                    if tar and oth:
                        choice = rng.choice(oth)
                if choice is not None:
                    fault_done = (t, len(trick))
            if choice is None:
                choice = rng.choice(opts)
            hand[s].remove(choice)
            trick.append((s, choice))
        w = winner(trick)
        rec = list(trick)
        if spec.get("out_of_turn") and t == spec["out_of_turn"]:
            rec = [trick[0], trick[2], trick[1]]
            out_of_turn_at = True
        for pos, (s, c) in enumerate(rec):
            ev = {"type": "play", "seat": s, "card": c}
            if fault_done == (t, [x for x, _ in trick].index(s)) and fault_done[0] == t:
                ev["_mark"] = "revoke"
            if out_of_turn_at and t == spec["out_of_turn"] and pos == 1:
                ev["_mark"] = "out_of_turn"
            events.append(ev)
        tricks.append((trick, w))
        leader = w
    if fault and fault_done is None:
        return None
    ptricks = [c for tr, w in tricks if w == player for _, c in tr]
    ntr = sum(1 for tr, w in tricks if w == player)
    if ntr in (0, 12):
        return None  # no volat either way
    pile = ptricks + discard
    P = points(pile)
    info.update(player=player, kind=kind, nbuy=nbuy, P=P, level=level, ntr=ntr)
    # premiums actually made (§15, §19, §6)
    last_trick, last_w = tricks[-1]
    trull_p = all(c in ptricks for c in ("T1", "T21", "SKIZ"))
    kings_p = all(f"K{s}" in ptricks for s in SUITS)
    helper_cards = [c for tr, w in tricks if w != player for _, c in tr] + [
        c for c in talon if c not in packet
    ]
    trull_h = all(c in helper_cards for c in ("T1", "T21", "SKIZ"))
    kings_h = all(f"K{s}" in helper_cards for s in SUITS)
    pagat_last = any(c == "T1" for _, c in last_trick)
    ult_made = last_w == player and any(s == player and c == "T1" for s, c in last_trick)
    if trull_h or kings_h:
        return None
    want = spec.get("premiums", set())
    got = set()
    if trull_p:
        got.add("trull")
    if kings_p:
        got.add("four_kings")
    if pagat_last:
        got.add("pagat_last")
    if ult_made:
        got.add("ultimo_made")
    if got != want:
        return None
    # renonce (§12, §13, §23): the offending side loses unconditionally
    renonce = None
    if fault:
        renonce = "player" if fault["seat_fn"](player, active) == player else "helpers"
    if spec.get("discard_king"):
        renonce = "player"
    pred = spec.get("pred", lambda P, info: True)
    if not pred(P, info):
        return None
    opp = [s for s in opponents_all if s != player]
    flows = []  # (payer, payee, amount, reason)
    if renonce == "player":
        won = False
        short = max(Fraction(0), 33 - P)  # made 33+: only the consolation (§12, §18)
        g = (m * short + a) * nbuy * level
    elif renonce == "helpers":
        won = True
        over = max(Fraction(0), P - 33)  # (guess) below 33 the player still wins, the addend
        g = (m * over + a) * (2 if level >= 2 else 1)
    elif P > 33:
        won = True
        g = (m * (P - 33) + a) * (2 if level >= 2 else 1)
    else:
        won = False
        g = (m * (33 - P) + a) * nbuy * level
    info["won"] = won
    info["renonce"] = renonce
    for o in opp:
        flows.append((o, player, g, "game") if won else (player, o, g, "game"))
    # premiums: not counted for a side that lost by renonce (default options)
    if renonce != "player":
        for it in pann:
            kd = it["kind"]
            if kd == "tarocks":
                amt = {10: 50, 11: 100, 12: 150}[it["count"]]
                for o in opp:
                    flows.append((o, player, amt, "tarocks"))
            elif kd == "trull":
                for o in opp:
                    flows.append((o, player, 100, "trull") if trull_p else (player, o, 100, "trull"))
            elif kd == "four_kings":
                for o in opp:
                    flows.append(
                        (o, player, 200, "four_kings") if kings_p else (player, o, 200, "four_kings")
                    )
            elif kd == "pagat_ultimo":
                for o in opp:
                    flows.append(
                        (o, player, 100, "pagat_ultimo") if ult_made else (player, o, 100, "pagat_ultimo")
                    )
        kinds = {it["kind"] for it in pann}
        if trull_p and "trull" not in kinds:
            for o in opp:
                flows.append((o, player, 50, "trull"))
        if kings_p and "four_kings" not in kinds:
            for o in opp:
                flows.append((o, player, 100, "four_kings"))
        if ult_made and "pagat_ultimo" not in kinds:
            for o in opp:
                flows.append((o, player, 50, "pagat_ultimo"))
    # every seat's flows one way only (keeps §27's 10 % unambiguous)
    for s in opponents_all:
        ins = any(t == s for f, t, x, r in flows)
        outs = any(f == s for f, t, x, r in flows)
        if ins and outs:
            return None
    for f, t, x, r in flows:
        pay.append({"from": f, "to": t, "amount": money(x), "reason": r})
    # pool (§27): ultimo announced takes it, failed pays its content in
    content = pool_state["pool"]
    if announced_ultimo and renonce is None:
        if ult_made:
            pay.append({"from": "pool", "to": player, "amount": money(content), "reason": "pool_ultimo"})
            pool_state["pool"] = 0
            pool_state["founded"] = False  # founded again next deal
        else:
            pay.append({"from": player, "to": "pool", "amount": money(content), "reason": "pool_ultimo"})
            pool_state["pool"] += content
    wins = {}
    for _f, t, x, _r in flows:
        wins[t] = wins.get(t, 0) + x
    for s in sorted(wins):
        share = Fraction(wins[s]) / 10
        pay.append({"from": s, "to": "pool", "amount": money(share), "reason": "pool_share"})
        pool_state["pool"] += share
    info["flows"] = flows
    return _finish(n, dealer, hands, talon, events, pay), info


def _finish(n, dealer, hands, talon, events, pay):
    for p in pay:
        events.append({"type": "payment", **p})
    return {"dealer": dealer, "hands": [hands[s] for s in range(n)], "talon": talon, "events": events}


def build(name, players, deals, seed, rules=None, tweak=None):
    rng = random.Random(seed)
    n = len(players)
    for _attempt in range(200000):
        pool_state = {"pool": Fraction(0), "founded": False}
        out = []
        infos = []
        ok = True
        for spec in deals:
            for _ in range(4000):
                snap = dict(pool_state)
                r = simulate(rng, n, spec, pool_state)
                if r is not None:
                    break
                pool_state.clear()
                pool_state.update(snap)
            else:
                ok = False
                break
            out.append(r[0])
            infos.append(r[1])
        if ok:
            break
    else:
        raise SystemExit(f"{name}: no deal found")
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if rules:
        doc["rules"] = rules
    doc["deals"] = out
    expected = []
    if tweak:
        expected = tweak(doc, infos)
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    print(f"== {name}")
    for i, (d, inf) in enumerate(zip(out, infos, strict=True)):
        if inf.get("player") is None:
            print(f"  deal {i}: dealer {d['dealer']}, all pass")
            continue
        print(
            f"  deal {i}: dealer {d['dealer']} player {inf['player']} {inf['kind']} n={inf['nbuy']} "
            f"P={inf['P']} ({float(inf['P']):.3f}) tricks={inf['ntr']} level={inf['level']} won={inf['won']} "
            f"renonce={inf['renonce']}"
        )
        for f, t, x, r in inf["flows"]:
            print(f"     {f}->{t} {money(x)} {r}")
        for j, e in enumerate(d["events"]):
            if e.get("_mark"):
                print(f"     MARK event {j}: {e['_mark']}")
    for x in expected:
        print("  EXPECT", x)
    # strip marks
    for d in doc["deals"]:
        for e in d["events"]:
            e.pop("_mark", None)
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return doc, infos


# ---------------------------------------------------------------- scenarios
P3 = ["Antoni", "Bronisława", "Cyprian"]
P4 = ["Antoni", "Bronisława", "Cyprian", "Dorota"]
P5 = ["Antoni", "Bronisława", "Cyprian", "Dorota", "Edward"]
WON = lambda P, i: P > 33  # noqa: E731
LOST = lambda P, i: P < 33  # noqa: E731
PLAYER = lambda player, active: player  # noqa: E731


def helper_after(player, active):
    return active[(active.index(player) + 1) % 3]


def plain(dealer, pred=WON, **kw):
    d = {
        "dealer": dealer,
        "auction": [(0, "three"), (1, "pass"), (2, "pass")],
        "player": 0,
        "kind": "three",
        "pred": pred,
    }
    d.update(kw)
    return d


def wrong_amount(deal, reason, payee_fn, delta):
    def tweak(doc, infos):
        d = doc["deals"][deal]
        payee = payee_fn(infos[deal])
        for e in d["events"]:
            if (
                e["type"] == "payment"
                and e.get("reason") == reason
                and (e["to"] == payee or e["from"] == payee)
            ):
                e["amount"] = e["amount"] + delta
                e["_mark"] = "wrong_payment"
                break
        else:
            raise SystemExit("no payment to tweak")
        return []

    return tweak


def main():
    build(
        "01-3p-three-passout-top-hold.json",
        P3,
        [
            plain(0),
            {"dealer": 1, "allpass": True, "auction": [(0, "pass"), (1, "pass"), (2, "pass")]},
            {
                "dealer": 2,
                "auction": [
                    (0, "three"),
                    (1, "bottom"),
                    (2, "pass"),
                    (0, "hold"),
                    (1, "top"),
                    (0, "hold"),
                    (1, "pass"),
                ],
                "player": 0,
                "kind": "three",
                "ordinal": 3,
                "pred": LOST,
            },
        ],
        seed=101,
    )
    build(
        "02-3p-contra-solo-recontra.json",
        P3,
        [
            {
                "dealer": 1,
                "auction": [(0, "pass"), (1, "three"), (2, "pass")],
                "player": 1,
                "kind": "three",
                "doubles": [(0, 2)],
                "pred": WON,
            },
            {
                "dealer": 2,
                "auction": [(0, "solo"), (1, "pass"), (2, "pass")],
                "player": 0,
                "kind": "solo",
                "doubles": [(1, 2), ("player", 4)],
                "pred": LOST,
            },
            {
                "dealer": 0,
                "auction": [(0, "pass"), (1, "pass"), (2, "solo")],
                "player": 2,
                "kind": "solo",
                "pred": WON,
            },
        ],
        seed=202,
    )
    build(
        "03-3p-two-one-fourth-two.json",
        P3,
        [
            {
                "dealer": 2,
                "auction": [(0, "two"), (1, "pass"), (2, "pass")],
                "player": 0,
                "kind": "two",
                "pred": WON,
            },
            {
                "dealer": 0,
                "auction": [(0, "three"), (1, "two"), (2, "one"), (0, "pass"), (1, "pass")],
                "player": 2,
                "kind": "one",
                "rejects": 1,
                "pred": LOST,
            },
            {
                "dealer": 1,
                "auction": [(0, "pass"), (1, "two"), (2, "pass")],
                "player": 1,
                "kind": "two",
                "rejects": 3,
                "pred": lambda P, i: 10 <= 33 - P <= 16,
            },
        ],
        seed=303,
    )
    ult = [{"kind": "pagat_ultimo"}]
    build(
        "04-3p-ultimo-takes-pool-then-fails.json",
        P3,
        [
            {
                "dealer": 0,
                "auction": [(0, "three"), (1, "pass_volat"), (2, "pass")],
                "player": 0,
                "kind": "three",
                "pred": WON,
            },
            {
                "dealer": 1,
                "auction": [(0, "tape"), (1, "three"), (2, "pass"), (0, "pass")],
                "player": 1,
                "kind": "three",
                "announce": {"player": ult},
                "premiums": {"pagat_last", "ultimo_made"},
                "pred": WON,
            },
            plain(2),
            {
                "dealer": 0,
                "auction": [(0, "pass"), (1, "three"), (2, "pass")],
                "player": 1,
                "kind": "three",
                "announce": {"player": ult},
                "premiums": {"pagat_last"},
                "pred": LOST,
            },
        ],
        seed=404,
    )
    build(
        "05-4p-king-tarocks-trull-contra.json",
        P4,
        [
            {
                "dealer": 0,
                "auction": [(0, "three"), (1, "pass"), (2, "pass")],
                "player": 0,
                "kind": "three",
                "announce": {"player": [{"kind": "tarocks", "count": 10}]},
                "pred": WON,
            },
            {
                "dealer": 1,
                "auction": [(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")],
                "player": 1,
                "kind": "three",
                "ordinal": 2,
                "doubles": [(1, 2)],
                "pred": LOST,
            },
            {
                "dealer": 2,
                "auction": [(0, "pass"), (1, "three"), (2, "pass")],
                "player": 1,
                "kind": "three",
                "announce": {"player": [{"kind": "trull"}]},
                "premiums": {"trull"},
                "pred": WON,
            },
        ],
        seed=505,
    )
    build(
        "06-5p-sitter-and-king.json",
        P5,
        [
            {
                "dealer": 0,
                "sitter": 4,
                "auction": [(0, "pass"), (1, "three"), (2, "pass")],
                "player": 1,
                "kind": "three",
                "pred": WON,
            },
            {
                "dealer": 1,
                "sitter": 4,
                "auction": [(0, "three"), (1, "pass"), (2, "pass")],
                "player": 0,
                "kind": "three",
                "pred": LOST,
            },
        ],
        seed=606,
    )
    build(
        "07-3p-player-trumps-holding-suit-d1.json",
        P3,
        [plain(0), plain(1, fault={"kind": "trump_over_suit", "seat_fn": PLAYER, "min_trick": 2}, pred=WON)],
        seed=707,
    )
    build(
        "08-3p-helper-fails-to-trump-d2.json",
        P3,
        [
            plain(2),
            {"dealer": 0, "allpass": True, "auction": [(0, "pass"), (1, "pass"), (2, "pass")]},
            {
                "dealer": 1,
                "auction": [(0, "pass"), (1, "three"), (2, "pass")],
                "player": 1,
                "kind": "three",
                "fault": {"kind": "no_trump_when_void", "seat_fn": helper_after, "min_trick": 3},
                "pred": LOST,
            },
        ],
        seed=808,
    )
    build(
        "09-4p-player-suit-on-tarock-lead-d1.json",
        P4,
        [
            plain(3),
            {
                "dealer": 0,
                "auction": [(0, "pass"), (1, "three"), (2, "pass")],
                "player": 1,
                "kind": "three",
                "fault": {"kind": "suit_on_tarock", "seat_fn": PLAYER, "min_trick": 2},
                "pred": WON,
            },
        ],
        seed=909,
    )
    build(
        "10-3p-king-discarded-d1.json",
        P3,
        [plain(1), plain(2, discard_king=True, pred=WON)],
        seed=1010,
    )
    build(
        "11-3p-pass-volat-holding-pagat-d1.json",
        P3,
        [
            plain(2),
            {
                "dealer": 0,
                "auction": [(0, "three"), (1, "pass_volat"), (2, "pass")],
                "player": 0,
                "kind": "three",
                "pv_with_pagat": 1,
                "bad_bids": {1},
                "pred": WON,
            },
        ],
        seed=1111,
    )
    build(
        "12-4p-bid-below-standing-d1.json",
        P4,
        [
            plain(1),
            {
                "dealer": 2,
                "auction": [(0, "two"), (1, "three"), (2, "pass"), (0, "pass")],
                "player": 1,
                "kind": "three",
                "bad_bids": {1},
                "pred": WON,
            },
        ],
        seed=1212,
    )
    build(
        "13-3p-card-out-of-turn-d2.json",
        P3,
        [plain(0), plain(1, pred=LOST), plain(2, out_of_turn=5)],
        seed=1313,
    )
    build(
        "14-4p-king-underpaid-d1.json",
        P4,
        [plain(2), plain(3, pred=LOST)],
        seed=1414,
        tweak=wrong_amount(1, "game", lambda i: 3, -10),
    )
    build(
        "15-3p-pool-taken-short-d1.json",
        P3,
        [
            plain(0),
            {
                "dealer": 1,
                "auction": [(0, "three"), (1, "pass"), (2, "pass")],
                "player": 0,
                "kind": "three",
                "announce": {"player": ult},
                "premiums": {"pagat_last", "ultimo_made"},
                "pred": WON,
            },
            plain(2, pred=LOST),
        ],
        seed=1515,
        tweak=wrong_amount(1, "pool_ultimo", lambda i: i["player"], -5),
    )


if __name__ == "__main__":
    main()
