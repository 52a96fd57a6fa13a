"""Blind generator for the galician-bidding-edges audit round.

Written from Szczepański's rules (seeds/002) and the transcript format alone; it imports
nothing from the validator. Run: python _gen.py [--seed N]. It writes NN-desc.json beside
itself and prints, per file, the event indices the expectations in EXPECTED.md refer to.

My reading, used for the payments written here (see EXPECTED.md for the quotes):
- card points: pagat, mond, skiz 5, other tarocks 1, K5 Q4 N3 J2 pip 1; a side's points are
  its cards' values minus 2 per three cards (66 in all); the player's side is his tricks and
  what he laid away, the helpers' side their tricks and the talon he did not keep.
- the player wins with 34 or more (33 is a lost game).
- value = mult * |points - 33| + add, (mult, add) = three (3, 30), two (4, 40), one (5, 50),
  solo (6, 60); a win is paid once; a loss times the packet number bought (1st three = 1,
  "bottom" level = 2, one reject = +1) and times 2 per contra level (contra, recontra, ...).
- with contra a won game counts double; recontra/supracontra change only a lost game (§17).
- each helper (and with 4-5 players the king, the dealer) pays or is paid the whole value.
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_CARDS = [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values())
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = SUIT_CARDS + TAROCKS
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = {"T1", "T21", "SKIZ"}


def suit_of(c):
    return "T" if c in TAROCKS else c[-1]


def trump_rank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit_rank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):
    if c in TAROCKS:
        return 5 if c in TRULL else 1
    return suit_rank(c)


def pile_points(cards):
    # values minus 2 per three cards (exact thirds; all piles written here are multiples of 3
    # where payments are recorded)
    return sum(value(c) for c in cards) - 2 * len(cards) / 3


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit_of(trick[0])
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same
    tar = [c for c in hand if c in TAROCKS]
    return tar or list(hand)


def winner_idx(trick):
    tar = [i for i, c in enumerate(trick) if c in TAROCKS]
    if tar:
        return max(tar, key=lambda i: trump_rank(trick[i]))
    led = suit_of(trick[0])
    return max((i for i, c in enumerate(trick) if suit_of(c) == led), key=lambda i: suit_rank(trick[i]))


def choose(hand, trick, rng):
    opts = legal(hand, trick)
    if not trick:
        # lead: a random card, never the pagat (keeps ultimo out of the deals)
        nonpagat = [c for c in opts if c != "T1"] or opts
        return rng.choice(nonpagat)
    if opts[0] in TAROCKS and suit_of(opts[0]) == "T":
        # tarocks (following or trumping): the highest, legal under any overtaking reading,
        # but the pagat only when it is the only one
        return max(opts, key=trump_rank)
    return rng.choice(opts)


def play(hands, order, leader, rng):
    """hands: dict seat->list; order: active seats in order of play."""
    hands = {s: list(h) for s, h in hands.items()}
    events, tricks = [], []
    for _ in range(12):
        i0 = order.index(leader)
        seq = order[i0:] + order[:i0]
        trick = []
        for s in seq:
            c = choose(hands[s], trick, rng)
            hands[s].remove(c)
            trick.append(c)
            events.append({"type": "play", "seat": s, "card": c})
        w = seq[winner_idx(trick)]
        tricks.append((w, trick))
        leader = w
    return events, tricks


def deal_cards(rng, n_active):
    deck = DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [sorted(deck[6 + 12 * i : 18 + 12 * i], key=DECK.index) for i in range(n_active)]
    return talon, hands


def low_discard(hand, k, with_tarock=False, king=False):
    suits = sorted((c for c in hand if c in SUIT_CARDS and c not in KINGS), key=value)
    out = []
    if king:
        ks = [c for c in hand if c in KINGS]
        if not ks:
            return None
        out.append(ks[0])
    if with_tarock:
        lt = [c for c in hand if c in TAROCKS and c not in TRULL]
        if not lt:
            return None
        out.append(min(lt, key=trump_rank))
    for c in suits:
        if len(out) == k:
            break
        if c not in out:
            out.append(c)
    return out if len(out) == k else None


def build(spec, seed):
    """spec: dict describing one deal; returns (transcript, info) or None if the seed does not fit."""
    rng = random.Random(seed)
    n = spec["n"]
    dealer = spec["dealer"]
    out_seats = {dealer} if n >= 4 else set()
    out_seats |= set(spec.get("sitting_out", []))
    active = [(dealer + 1 + i) % n for i in range(n) if (dealer + 1 + i) % n not in out_seats]
    talon, hs = deal_cards(rng, 3)
    hands = [[] for _ in range(n)]
    for s, h in zip(active, hs):
        hands[s] = h
    player = active[spec["player_pos"]]
    helpers = [s for s in active if s != player]
    contract = spec["contract"]
    k = {"three": 3, "two": 2, "one": 1, "solo": 0}[contract]
    rejects = spec.get("rejects", 0)
    events = []
    for pos, b in spec["auction"]:
        events.append({"type": "bid", "seat": active[pos], "bid": b})
    info = {"player": player, "active": active}
    hand = list(hands[player])
    kept_talon = []
    if k:
        for _ in range(rejects):
            events.append({"type": "call", "seat": player, "call": "reject"})
        start = (rejects * k) % 6
        kept_talon = talon[start : start + k]
        info["take_event"] = len(events)
        events.append({"type": "take", "seat": player, "cards": kept_talon})
        hand += kept_talon
        disc = low_discard(hand, k, with_tarock=spec.get("discard_tarock", False), king=spec.get("discard_king", False))
        if disc is None:
            return None
        for c in disc:
            hand.remove(c)
        info["discard_event"] = len(events)
        events.append({"type": "discard", "seat": player, "cards": disc})
    else:
        disc = []
    # announcements: the player, then the helpers in order of play from him
    pi = active.index(player)
    ann_order = active[pi:] + active[:pi]
    for s in ann_order:
        items = spec.get("announce", {}).get("player" if s == player else "helper", []) if s == player else []
        events.append({"type": "announce", "seat": s, "items": items})
    doubles = list(spec.get("doubles", []))
    if spec.get("ultimo_without_pagat"):
        holder = [s for s in helpers if "T1" in hands[s]]
        if not holder:
            return None
        doubles.append((helpers.index(holder[0]), "pagat_ultimo", 2))
    for who, target, level in doubles:
        s = player if who == "player" else helpers[who]
        info.setdefault("double_events", []).append(len(events))
        events.append({"type": "double", "seat": s, "target": target, "level": level})
    # pagat ultimo announced without the pagat: the pagat must be a helper's
    if spec.get("ultimo_without_pagat"):
        if "T1" in hand or "T1" in disc or "T1" in talon:
            return None
    # play
    play_hands = {s: (hand if s == player else hands[s]) for s in active}
    forehand = active[0]
    pe, tricks = play(play_hands, active, forehand, rng)
    events += pe
    # scoring
    ppile = list(disc) + [c for w, t in tricks if w == player for c in t]
    hpile = [c for c in talon if c not in kept_talon] + [c for w, t in tricks if w != player for c in t]
    assert len(ppile) + len(hpile) == 42
    if len(ppile) % 3:
        pts = None
    else:
        pts = pile_points(ppile)
    # avoid silent premiums and volat
    ptricks = sum(1 for w, _ in tricks if w == player)
    if ptricks in (0, 12):
        return None
    for pile in (ppile, hpile):
        if TRULL <= set(pile) or set(KINGS) <= set(pile):
            return None
    if "T1" in tricks[-1][1]:
        return None
    info["points"] = pts
    mult, add = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}[contract]
    payments = []
    if pts is not None:
        won = pts >= 34 and not spec.get("discard_king")
        if spec.get("want") == "win" and not won:
            return None
        if spec.get("want") == "lose" and won:
            return None
        if spec.get("discard_king"):
            # lost unconditionally (§13); made his points: only the consolation (30 at three)
            if pts >= 34:
                amount = add * spec.get("buy_no", 1)
            else:
                amount = (mult * (33 - pts) + add) * spec.get("buy_no", 1)
            won = False
        elif won:
            amount = mult * (pts - 33) + add
            levels = [lv for _, t, lv in spec.get("doubles", []) if t == "game"]
            if levels:
                amount *= 2  # contra doubles a won game; recontra only a lost one (§17)
        else:
            amount = (mult * (33 - pts) + add) * spec.get("buy_no", 1)
            levels = [lv for _, t, lv in spec.get("doubles", []) if t == "game"]
            if levels:
                amount *= max(levels)
        info["won"] = won
        info["amount"] = amount
        payees = helpers + ([dealer] if n >= 4 else [])
        for h in payees:
            if won:
                payments.append({"type": "payment", "from": h, "to": player, "amount": amount, "reason": "game"})
            else:
                payments.append({"type": "payment", "from": player, "to": h, "amount": amount, "reason": "game"})
        if spec.get("ultimo_without_pagat"):
            ult = 100 * 2  # announced ultimo not made, contra by the pagat's holder
            for h in payees:
                payments.append({"type": "payment", "from": player, "to": h, "amount": ult, "reason": "pagat_ultimo"})
    if spec.get("pay", True) and payments:
        info["payment_events"] = list(range(len(events), len(events) + len(payments)))
        events += payments
    names = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"][:n]
    tr = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": names,
        "meta": {"round": "galician-bidding-edges", "seed": seed},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    return tr, info


THREE_PASS = [(0, "three"), (1, "pass"), (2, "pass")]

SPECS = {
    "01-three-clean-paid": dict(n=3, dealer=2, player_pos=0, contract="three", auction=THREE_PASS, discard_tarock=True, want="win"),
    "03-bottom-held-clean-paid": dict(
        n=3, dealer=1, player_pos=0, contract="three", buy_no=2,
        auction=[(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")], want="win",
    ),
    "05-one-held-by-priority-clean": dict(
        n=3, dealer=0, player_pos=1, contract="one", pay=False,
        auction=[(0, "three"), (1, "two"), (2, "one"), (0, "pass"), (1, "hold"), (2, "pass")],
    ),
    "06-solo-clean-paid": dict(n=3, dealer=2, player_pos=1, contract="solo", auction=[(0, "pass"), (1, "solo"), (2, "pass")], want="win"),
    "11-contra-lost-second-three": dict(
        n=3, dealer=0, player_pos=0, contract="three", rejects=1, buy_no=2, auction=THREE_PASS,
        doubles=[(1, "game", 2)], want="lose",
    ),
    "12-contra-ultimo-without-pagat": dict(
        n=3, dealer=1, player_pos=0, contract="three", auction=THREE_PASS, want="win",
        announce={"player": [{"kind": "pagat_ultimo"}]}, ultimo_without_pagat=True,
    ),
    "13-four-players-clean-paid": dict(n=4, dealer=3, player_pos=0, contract="three", auction=THREE_PASS, want="win"),
    "15-five-players-clean-paid": dict(n=5, dealer=1, sitting_out=[3], player_pos=0, contract="three", auction=THREE_PASS, want="win"),
}


def find(name, spec, seed0):
    for seed in range(seed0, seed0 + 20000):
        r = build(spec, seed)
        if r:
            return r
    raise SystemExit(f"no seed for {name}")


def write(name, tr, info):
    (HERE / f"{name}.json").write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    ev = tr["deals"][0]["events"]
    print(name, {k: v for k, v in info.items()}, "n_events", len(ev))


def main():
    seed0 = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1000
    for p in HERE.glob("*.json"):
        p.unlink()
    built = {}
    for name, spec in SPECS.items():
        built[name] = find(name, spec, seed0)
    # variants of 01 (same seed, one edit)
    s01 = SPECS["01-three-clean-paid"]
    seed01 = built["01-three-clean-paid"][0]["meta"]["seed"]
    tr, info = built["01-three-clean-paid"]

    # 02: the third seat's pass written before the second seat's
    t2 = json.loads(json.dumps(tr))
    ev = t2["deals"][0]["events"]
    ev[1], ev[2] = ev[2], ev[1]
    built["02-three-bid-out-of-turn"] = (t2, dict(info, edit="events 1 and 2 swapped"))

    # 07: a king laid away (same seed, discard with a king instead of the tarock)
    for seed in range(seed01, seed01 + 20000):
        r = build(dict(s01, discard_tarock=False, discard_king=True, want=None), seed)
        if r:
            built["07-three-king-discard"] = (r[0], dict(r[1], edit="king laid away"))
            break

    # 08: one helper's payment wrong by 10
    t8 = json.loads(json.dumps(tr))
    ev = t8["deals"][0]["events"]
    pe = info["payment_events"][1]
    ev[pe]["amount"] += 10
    built["08-three-wrong-payment"] = (t8, dict(info, edit=f"payment event {pe} +10"))

    # 09/10: contra (and recontra) on a won game
    for nm, dbl in (("09-contra-game-won", [(0, "game", 2)]), ("10-recontra-game-won", [(0, "game", 2), ("player", "game", 4)])):
        r = build(dict(s01, doubles=dbl), seed01)
        assert r, nm
        built[nm] = r

    # 04: an illegal (lower) bid by the third seat in the base 03
    t3, i3 = built["03-bottom-held-clean-paid"]
    t4 = json.loads(json.dumps(t3))
    t4["deals"][0]["events"][2]["bid"] = "three"
    built["04-bottom-illegal-lower-bid"] = (t4, dict(i3, edit="event 2: three after bottom"))

    # 14: the king's payment left out of 13
    t13, i13 = built["13-four-players-clean-paid"]
    t14 = json.loads(json.dumps(t13))
    ev = t14["deals"][0]["events"]
    king_pay = [i for i in i13["payment_events"] if t14["deals"][0]["dealer"] in (ev[i]["from"], ev[i]["to"])]
    assert len(king_pay) == 1
    del ev[king_pay[0]]
    built["14-four-players-king-unpaid"] = (t14, dict(i13, edit=f"payment event {king_pay[0]} (the king's) removed"))

    for name in sorted(built):
        write(name, *built[name])


if __name__ == "__main__":
    main()
