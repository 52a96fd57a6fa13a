# ruff: noqa: B023  (the closures are used only within their own loop iteration)
"""Blind generator for the dispute-messages audit round.

Written from the rule sources in /work/shared/seeds only (not from the engine): every deal is played
by the follow/trump/overtake rules as this file reads them from each source, with exactly one fault
planted where a tournament director would be called.  Each file is one contested deal.

Run from the worktree root:  python tests/data/audit/dispute-messages/_gen.py
It writes the *.json transcripts and _faults.txt (the planted fault of each file, with the evidence
the source implies: the led suit and the cards held that prove it).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
FAULTS: list[str] = []


class Retry(Exception):
    pass


def write(name: str, doc: dict, fault: dict) -> None:
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    FAULTS.append(f"{name}: " + json.dumps(fault, ensure_ascii=False))


def play_tricks(hands, leader, legal, winner, plant, rng, n_tricks, order_fn=None, pick=None):
    """Play n_tricks; plant = dict(trick=k, seat=s, pick=fn(hand, trick, legalset) -> card or None).

    Returns (plays, winners, fault) where plays is a list of (seat, card) and fault the planted
    play's index among plays with its evidence."""
    n = len(hands)
    plays, winners, fault = [], [], None
    for t in range(n_tricks):
        trick: list[tuple[int, str]] = []
        seats = order_fn(t, leader) if order_fn else [(leader + i) % n for i in range(n)]
        for s in seats:
            hand = hands[s]
            ok = legal(hand, trick, t, s)
            if plant and plant["trick"] == t and plant["seat"] == s:
                card = plant["pick"](hand, trick, ok)
                if card is None:
                    raise Retry
                fault = {
                    "play_index": len(plays),
                    "seat": s,
                    "card": card,
                    "trick": t,
                    "trick_before": list(trick),
                    "legal": sorted(ok),
                }
            else:
                card = pick(hand, trick, ok, t, s) if pick else rng.choice(sorted(ok))
            hand.remove(card)
            trick.append((s, card))
            plays.append((s, card))
        w = winner(trick, t)
        winners.append((w, list(trick)))
        leader = w
    if plant and fault is None:
        raise Retry
    return plays, winners, fault


# ----------------------------------------------------------------------------------------- Rage
RAGE_COL = "RBGYPO"


def rage_deck():
    d = [f"{c}{v}" for c in RAGE_COL for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def rage_col(c):
    return c[0] if c[0] in RAGE_COL and c[1:].isdigit() else None


def rage_case(name, seed, fault_kind, rnd, players):
    n = len(players)
    k = 11 - rnd
    for sd in range(seed, seed + 5000):
        rng = random.Random(sd)
        deck = rage_deck()
        rng.shuffle(deck)
        hands = [deck[i * k : (i + 1) * k] for i in range(n)]
        talon = deck[n * k :]
        if any(rage_col(c) is None for h in hands for c in h):
            continue
        if rage_col(talon[0]) is None:
            continue
        trump = talon[0][0]
        fs = 1  # faulting seat
        if fault_kind == "action":
            # the faulting seat holds a +5 (dealt to it): swap it with a talon card
            j = talon.index("PLUS5")
            talon[j], hands[fs][-1] = hands[fs][-1], talon[j]
        dealer = n - 1
        leader = 0
        dealt = [list(h) for h in hands]

        def legal(hand, trick, t, s):
            led = next((rage_col(c) for _, c in trick if rage_col(c)), None)
            if led and any(rage_col(c) == led for c in hand):
                return {c for c in hand if rage_col(c) == led}
            return set(hand) - ({"PLUS5"} if fault_kind == "action" and s == fs else set())

        def winner(trick, t):
            tr = [(int(c[1:]), s) for s, c in trick if rage_col(c) == trump]
            if tr:
                return max(tr)[1]
            led = next((rage_col(c) for _, c in trick if rage_col(c)), None)
            if led is None:
                return trick[0][0]
            return max((int(c[1:]), s) for s, c in trick if rage_col(c) == led)[1]

        def pick_fault(hand, trick, ok):
            led = next((rage_col(c) for _, c in trick if rage_col(c)), None)
            if not led or led == trump or not any(rage_col(c) == led for c in hand):
                return None
            if fault_kind == "action":
                return "PLUS5" if "PLUS5" in hand else None
            tr = sorted((c for c in hand if rage_col(c) == trump), key=lambda c: int(c[1:]))
            return tr[-1] if tr else None

        plant = {"trick": 1, "seat": fs, "pick": pick_fault}
        try:
            plays, winners, fault = play_tricks(
                [list(h) for h in hands], leader, legal, winner, plant, rng, k
            )
        except Retry:
            continue
        bids = [rng.randint(0, 2) for _ in range(n)]
        tricks = [0] * n
        bonus = [0] * n
        for w, tr in winners:
            tricks[w] += 1
            bonus[w] += 5 * sum(c == "PLUS5" for _, c in tr) - 5 * sum(c == "MINUS5" for _, c in tr)
        scores = [tricks[i] + (10 if bids[i] == tricks[i] else -5) + bonus[i] for i in range(n)]
        events = [{"type": "bid", "seat": (leader + i) % n, "bid": bids[(leader + i) % n]} for i in range(n)]
        base = len(events)
        events += [{"type": "play", "seat": s, "card": c} for s, c in plays]
        events += [{"type": "score", "party": i, "points": scores[i]} for i in range(n)]
        ev = base + fault["play_index"]
        led = next(rage_col(c) for _, c in fault["trick_before"] if rage_col(c))
        held = sorted(
            c
            for c in dealt[fs]
            if rage_col(c) == led and c not in [p for s2, p in plays[: fault["play_index"]] if s2 == fs]
        )
        doc = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": {"preset": "standard"},
            "players": players,
            "start": {"round": rnd, "totals": [0] * n},
            "meta": {"event": "club night, dispute table", "note": "one contested round"},
            "deals": [{"dealer": dealer, "hands": dealt, "talon": talon, "events": events}],
        }
        write(
            name,
            doc,
            {
                "deal": 0,
                "event": ev,
                "seat": fs,
                "player": players[fs],
                "card": fault["card"],
                "led": led,
                "held_led": held,
                "trump": trump,
                "bids": bids,
                "tricks": tricks,
                "scores_as_played": scores,
            },
        )
        return
    raise SystemExit("no seed for " + name)


# ------------------------------------------------------------------------------------- Danish
DK_SUITS = ("H", "D", "S", "C")
DK_RANKS = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]


def dk_deck():
    return [f"{r}{s}" for s in DK_SUITS for r in DK_RANKS] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def dk_suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" else c[-1]


def dk_rank(c):
    # higher is better within its suit
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    courts = {"K": 100, "Q": 99, "N": 98, "J": 97}
    if r in courts:
        return courts[r]
    v = int(r)
    return 20 - v if s in "HD" else v  # red: 1 high .. 10 low; black: 10 high .. 1 low


def dk_has_declaration(h):
    trumps = sum(1 for c in h if dk_suit(c) == "T") + ("JOKER" in h)
    if trumps >= 10:
        return True
    if "JOKER" in h and "T21" in h and "T1" in h:
        return True
    for s in DK_SUITS:
        courts = sum(1 for r in "KQNJ" if f"{r}{s}" in h)
        if courts == 4 or (courts == 3 and "JOKER" in h):
            return True
    kings = sum(1 for s in DK_SUITS if f"K{s}" in h)
    return kings == 4 or (kings == 3 and "JOKER" in h)


def danish_case(name, seed, kind, players):
    for sd in range(seed, seed + 20000):
        rng = random.Random(sd)
        deck = dk_deck()
        rng.shuffle(deck)
        dealer = 0
        hands = [deck[0:28], deck[28:53], deck[53:78]]
        if any(dk_has_declaration(h) for h in hands):
            continue
        if not all(any(dk_suit(c) == "T" for c in h) for h in hands):
            continue
        # skat: three plain pips of the dealer (never a king, Mondo, the Joker, a trump)
        pips = [c for c in hands[0] if dk_suit(c) in DK_SUITS and c[:-1] not in "KQNJ"]
        if len(pips) < 3:
            continue
        skat = sorted(pips, key=lambda c: (c[-1], dk_rank(c)))[:3]
        dealt = [list(h) for h in hands]
        play_hands = [list(h) for h in hands]
        for c in skat:
            play_hands[0].remove(c)
        if dk_has_declaration(play_hands[0]):
            continue
        fs = 2
        joker_owner = next(i for i in range(3) if "JOKER" in play_hands[i])

        def legal(hand, trick, t, s):
            if not trick:
                ok = {c for c in hand if c != "JOKER"} or set(hand)
                return ok
            led = dk_suit(trick[0][1])
            same = {c for c in hand if dk_suit(c) == led}
            if same:
                ok = same
            else:
                tr = {c for c in hand if dk_suit(c) == "T"}
                ok = tr or {c for c in hand if c != "JOKER"}
            if "JOKER" in hand and t != 23:
                ok = ok | {"JOKER"}
            return ok

        def pick(hand, trick, ok, t, s):
            if "JOKER" in ok and trick and t < 20:
                return "JOKER"
            return rng.choice(sorted(ok))

        def winner(trick, t):
            led = dk_suit(trick[0][1])
            tr = [(dk_rank(c), s) for s, c in trick if dk_suit(c) == "T"]
            if tr:
                return max(tr)[1]
            return max((dk_rank(c), s) for s, c in trick if dk_suit(c) == led)[1]

        order_fn = None
        if kind == "revoke":

            def pick_fault(hand, trick, ok):
                if not trick:
                    return None
                led = dk_suit(trick[0][1])
                if led == "T" or not any(dk_suit(c) == led for c in hand):
                    return None
                tr = sorted((c for c in hand if dk_suit(c) == "T" and c not in ("T1",)), key=dk_rank)
                return tr[0] if tr else None

            plant = {"trick": 6, "seat": fs, "pick": pick_fault}
        elif kind == "no_trump":

            def pick_fault(hand, trick, ok):
                if not trick:
                    return None
                led = dk_suit(trick[0][1])
                if led == "T" or any(dk_suit(c) == led for c in hand):
                    return None
                if not any(dk_suit(c) == "T" for c in hand):
                    return None
                other = sorted(
                    (c for c in hand if dk_suit(c) not in ("T", None) and c[:-1] != "K"), key=dk_rank
                )
                return other[0] if other else None

            plant = {"trick": None, "seat": fs, "pick": pick_fault}
        else:  # lead out of turn at trick 5: the seat after the rightful leader leads
            plant = None
            ofs_trick = 5

            def order_fn(t, leader):
                if t == ofs_trick:
                    lo = (leader + 1) % 3
                    order_fn.rightful = leader
                    order_fn.wrong = lo
                    return [lo, (lo + 1) % 3, (lo + 2) % 3]
                return [(leader + i) % 3 for i in range(3)]

        try:
            if kind == "no_trump":
                # plant at the first trick (from 4 on) where the seat is void in a plain suit led
                res = None
                for t0 in range(4, 20):
                    rng2 = random.Random(sd)
                    plant["trick"] = t0
                    try:
                        res = play_tricks(
                            [list(h) for h in play_hands], 1, legal, winner, plant, rng2, 25, None, pick
                        )
                        break
                    except Retry:
                        continue
                if res is None:
                    continue
                plays, winners, fault = res
            else:
                plays, winners, fault = play_tricks(
                    [list(h) for h in play_hands], 1, legal, winner, plant, rng, 25, order_fn, pick
                )
        except Retry:
            continue
        if kind == "lead":
            # the rightful leader must not be the one who then wins: any is fine; need a plain lead
            fault = {
                "play_index": 3 * ofs_trick,
                "seat": order_fn.wrong,
                "card": plays[3 * ofs_trick][1],
                "trick": ofs_trick,
                "rightful_leader": order_fn.rightful,
            }
            if plays[3 * ofs_trick][0] != order_fn.wrong:
                raise SystemExit("bad lead plant")
        # no Ultimo card in the last trick, no Joker in the last three (keeps the ending plain)
        last = winners[-1][1]
        if any(c in ("T1", "KH", "KD", "KS", "KC", "JOKER") for _, c in last):
            continue
        if any(c == "JOKER" for _, tr in winners[20:] for _, c in tr):
            continue
        events = [{"type": "discard", "seat": 0, "cards": skat}]
        events += [{"type": "declare", "seat": s, "items": []} for s in (0, 1, 2)]
        base = len(events)
        for s, c in plays:
            e = {"type": "play", "seat": s, "card": c}
            events.append(e)
        ev = base + fault["play_index"]
        fseat = fault["seat"]
        # evidence: what the faulting seat held at the moment
        gone = {c for s2, c in plays[: fault["play_index"]] if s2 == fseat}
        held_now = sorted(set(play_hands[fseat]) - gone)
        info = {
            "deal": 0,
            "event": ev,
            "seat": fseat,
            "player": players[fseat],
            "card": fault["card"],
            "trick": fault["trick"] + 1,
        }
        if kind != "lead":
            led = dk_suit(fault["trick_before"][0][1])
            info["led"] = led
            info["led_card"] = fault["trick_before"][0][1]
            if kind == "revoke":
                info["held_led"] = [c for c in held_now if dk_suit(c) == led]
            else:
                info["held_trumps"] = [c for c in held_now if dk_suit(c) == "T"]
        else:
            info["rightful_leader"] = fault["rightful_leader"]
            info["rightful_player"] = players[fault["rightful_leader"]]
        info["joker_owner"] = joker_owner
        doc = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {"preset": "standard"},
            "players": players,
            "meta": {"event": "club evening", "note": "a contested deal brought to the director"},
            "deals": [{"dealer": dealer, "hands": dealt, "events": events}],
        }
        write(name, doc, info)
        return
    raise SystemExit("no seed for " + name)


# ----------------------------------------------------------------------------------- Galician
GT_SUITS = ("H", "D", "S", "C")


def gt_deck():
    d = []
    for s in GT_SUITS:
        pip = "1" if s in "HD" else "10"
        d += [f"K{s}", f"Q{s}", f"N{s}", f"J{s}", f"{pip}{s}"]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def gt_suit(c):
    return "T" if c == "SKIZ" or c[0] == "T" else c[-1]


def gt_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_pile_points(cards):
    assert len(cards) % 3 == 0
    return sum(gt_value(c) for c in cards) - 2 * (len(cards) // 3)


def galician_case(name, seed, kind, players):
    for sd in range(seed, seed + 50000):
        rng = random.Random(sd)
        deck = gt_deck()
        rng.shuffle(deck)
        dealer = 2
        talon = deck[:6]
        hands = [deck[6:18], deck[18:30], deck[30:42]]
        decl = 0
        if sum(gt_suit(c) == "T" for c in hands[decl]) < 7:
            continue
        h0 = hands[decl] + talon[:3]
        cand = sorted((c for c in h0 if gt_suit(c) != "T" and c[0] != "K"), key=gt_value)
        if len(cand) < 3:
            continue
        discard = cand[:3]
        ph = [list(h) for h in hands]
        ph[decl] = [c for c in h0 if c not in discard]
        fs = {"decl_trumps": 0, "helper_discards": 1, "decl_no_trump": 0}[kind]

        def legal(hand, trick, t, s):
            if not trick:
                return set(hand)
            led = gt_suit(trick[0][1])
            same = {c for c in hand if gt_suit(c) == led}
            if same:
                return same
            tr = {c for c in hand if gt_suit(c) == "T"}
            return tr or set(hand)

        def winner(trick, t):
            led = gt_suit(trick[0][1])
            tr = [(gt_rank(c), s) for s, c in trick if gt_suit(c) == "T"]
            if tr:
                return max(tr)[1]
            return max((gt_rank(c), s) for s, c in trick if gt_suit(c) == led)[1]

        def pick_fault(hand, trick, ok):
            if not trick:
                return None
            led = gt_suit(trick[0][1])
            if led == "T":
                return None
            has_led = any(gt_suit(c) == led for c in hand)
            trumps = sorted((c for c in hand if gt_suit(c) == "T" and c not in ("T1",)), key=gt_rank)
            others = sorted((c for c in hand if gt_suit(c) not in ("T", led)), key=gt_value)
            if kind == "decl_trumps":
                return trumps[0] if has_led and trumps else None
            if kind == "helper_discards":
                return others[0] if has_led and others else None
            return others[0] if not has_led and trumps and others else None

        res = None
        for t0 in range(2, 10):
            rng2 = random.Random(sd * 7 + t0)
            plant = {"trick": t0, "seat": fs, "pick": pick_fault}
            try:
                res = play_tricks([list(h) for h in ph], 0, legal, winner, plant, rng2, 12)
                break
            except Retry:
                continue
        if res is None:
            continue
        plays, winners, fault = res
        piles = [[], [], []]
        for w, tr in winners:
            piles[w] += [c for _, c in tr]
        decl_pts = gt_pile_points(piles[decl] + discard)
        help_pts = gt_pile_points(piles[1] + piles[2] + talon[3:])
        assert decl_pts + help_pts == 66
        if kind == "decl_trumps" and decl_pts < 34:
            continue  # want the consolation case: the player made his points but renounced
        if kind != "decl_trumps" and not (decl_pts >= 34) == (kind == "helper_discards"):
            pass
        # keep the premium-free case: no trull / four kings taken together, pagat not in last trick
        if any(c == "T1" for _, c in winners[-1][1]):
            continue
        for p in ([piles[0] + discard], [piles[1] + piles[2] + talon[3:]]):
            cards = p[0]
            if {"SKIZ", "T21", "T1"} <= set(cards) or all(f"K{s}" in cards for s in GT_SUITS):
                break
        else:
            events = [
                {"type": "bid", "seat": 0, "bid": "three"},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "bid", "seat": 2, "bid": "pass"},
                {"type": "take", "seat": 0, "cards": talon[:3]},
                {"type": "discard", "seat": 0, "cards": discard},
                {"type": "announce", "seat": 0, "items": []},
            ]
            base = len(events)
            events += [{"type": "play", "seat": s, "card": c} for s, c in plays]
            fseat = fault["seat"]
            gone = {c for s2, c in plays[: fault["play_index"]] if s2 == fseat}
            held_now = sorted(set(ph[fseat]) - gone)
            led = gt_suit(fault["trick_before"][0][1])
            info = {
                "deal": 0,
                "event": base + fault["play_index"],
                "seat": fseat,
                "player": players[fseat],
                "card": fault["card"],
                "trick": fault["trick"] + 1,
                "led": led,
                "led_card": fault["trick_before"][0][1],
                "held_led": [c for c in held_now if gt_suit(c) == led],
                "held_taroks": [c for c in held_now if gt_suit(c) == "T"],
                "declarer_points": decl_pts,
                "helper_points": help_pts,
            }
            doc = {
                "format": "trick-transcript/1",
                "game": "galician-tarok",
                "rules": {"preset": "standard"},
                "players": players,
                "meta": {"note": "contested deal, renonce claimed"},
                "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
            }
            write(name, doc, info)
            return
    raise SystemExit("no seed for " + name)


# --------------------------------------------------------------------------------------- Ulti
UL_SUITS = "HDSC"
UL_TRUMP_ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"]  # low -> high, with trumps


def ul_suit(c):
    return c[-1]


def ul_rank(c):
    return UL_TRUMP_ORDER.index(c[:-1])


def ulti_case(name, seed, kind, players):
    for sd in range(seed, seed + 50000):
        rng = random.Random(sd)
        deck = [f"{r}{s}" for s in UL_SUITS for r in UL_TRUMP_ORDER]
        rng.shuffle(deck)
        dealer = 0
        decl = 1
        hands = [deck[0:10], deck[10:22], deck[22:32]]  # seat 1 (dealer's right) gets 12
        h = hands[decl]
        counts = {s: sum(ul_suit(c) == s for c in h) for s in "DSC"}
        trump = max(counts, key=lambda s: (counts[s], s))
        if counts[trump] < 5:
            continue
        cand = sorted((c for c in h if ul_suit(c) != trump and c[:-1] not in ("A", "10")), key=ul_rank)
        if len(cand) < 2:
            continue
        discard = cand[:2]
        ph = [list(x) for x in hands]
        for c in discard:
            ph[decl].remove(c)
        fs = {"revoke": 2, "undertrump": 0, "decl_no_overtake": 1}[kind]

        def beats(a, b, led):
            # does card a beat card b (b currently best), led suit led
            if ul_suit(a) == trump and ul_suit(b) != trump:
                return True
            if ul_suit(a) == ul_suit(b):
                return ul_rank(a) > ul_rank(b)
            return False

        def best(trick):
            led = ul_suit(trick[0][1])
            b = trick[0]
            for s, c in trick[1:]:
                if beats(c, b[1], led):
                    b = (s, c)
            return b

        def legal(hand, trick, t, s):
            if not trick:
                return set(hand)
            led = ul_suit(trick[0][1])
            b = best(trick)[1]
            same = {c for c in hand if ul_suit(c) == led}
            if same:
                higher = {c for c in same if beats(c, b, led)}
                return higher or same
            tr = {c for c in hand if ul_suit(c) == trump}
            if tr:
                higher = {c for c in tr if beats(c, b, led)}
                return higher or tr
            return set(hand)

        def winner(trick, t):
            return best(trick)[0]

        def pick_fault(hand, trick, ok):
            if not trick:
                return None
            led = ul_suit(trick[0][1])
            if led == trump:
                return None
            b = best(trick)[1]
            same = [c for c in hand if ul_suit(c) == led]
            tr = sorted((c for c in hand if ul_suit(c) == trump and c[:-1] != "7"), key=ul_rank)
            if kind == "revoke":
                return tr[0] if same and tr else None
            if kind == "undertrump":
                if same or ul_suit(b) != trump or not tr:
                    return None
                lower = [c for c in tr if not beats(c, b, led)]
                higher = [c for c in tr if beats(c, b, led)]
                return lower[0] if lower and higher else None
            # declarer follows low while able to beat (no trump on the trick)
            if not same or ul_suit(b) == trump:
                return None
            higher = [c for c in same if beats(c, b, led)]
            lower = sorted((c for c in same if not beats(c, b, led)), key=ul_rank)
            return lower[0] if higher and lower else None

        res = None
        for t0 in range(1, 9):
            rng2 = random.Random(sd * 11 + t0)
            plant = {"trick": t0, "seat": fs, "pick": pick_fault}
            try:
                res = play_tricks([list(x) for x in ph], decl, legal, winner, plant, rng2, 10)
                break
            except Retry:
                continue
        if res is None:
            continue
        plays, winners, fault = res
        tw = [0, 0, 0]
        pts = [0, 0, 0]
        for i, (w, tr) in enumerate(winners):
            tw[w] += 1
            pts[w] += 10 * sum(c[:-1] in ("A", "10") for _, c in tr) + (10 if i == 9 else 0)
        # keep it free of silent bonuses: no trump 7 in the last trick, no side taking all ten
        if any(c == "7" + trump for _, c in winners[-1][1]):
            continue
        dtricks = tw[decl]
        if dtricks in (0, 10):
            continue
        dpts = pts[decl]
        fpts = 90 - dpts
        won = dpts > fpts
        events = [
            {"type": "discard", "seat": decl, "cards": discard},
            {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]},
        ]
        base = len(events)
        events += [{"type": "play", "seat": s, "card": c} for s, c in plays]
        for d in (0, 2):
            if won:
                events.append({"type": "payment", "from": d, "to": decl, "amount": 1, "reason": "party"})
            else:
                events.append({"type": "payment", "from": decl, "to": d, "amount": 1, "reason": "party"})
        fseat = fault["seat"]
        gone = {c for s2, c in plays[: fault["play_index"]] if s2 == fseat}
        held_now = sorted(set(ph[fseat]) - gone)
        led = ul_suit(fault["trick_before"][0][1])
        b = best(fault["trick_before"])
        info = {
            "deal": 0,
            "event": base + fault["play_index"],
            "seat": fseat,
            "player": players[fseat],
            "card": fault["card"],
            "trick": fault["trick"] + 1,
            "led": led,
            "trump": trump,
            "trick_before": fault["trick_before"],
            "best_before": b,
            "held_led": [c for c in held_now if ul_suit(c) == led],
            "held_trumps": [c for c in held_now if ul_suit(c) == trump],
            "legal": fault["legal"],
            "declarer_card_points": dpts,
            "defender_card_points": fpts,
            "party_as_played": "won" if won else "lost",
        }
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": players,
            "meta": {"note": "contested deal; settled at the table as played"},
            "deals": [{"dealer": dealer, "hands": hands, "events": events}],
        }
        write(name, doc, info)
        return
    raise SystemExit("no seed for " + name)


# -------------------------------------------------------------------------------- Tarocchini
TQ_SUITS = "SBCD"
LONG = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]  # low -> high (swords, batons)
ROUND = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]  # low -> high (cups, coins)
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}


def tq_deck():
    d = [f"{r}{s}" for s in TQ_SUITS for r in LONG]
    return d + [f"T{i}" for i in range(0, 21)] + ["MATTO"]


def tq_suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" else c[-1]


def tq_trump_rank(c):
    v = int(c[1:])
    if 1 <= v <= 4:
        return 4  # the Moretti, equal
    return v if v >= 5 else 0


def tq_rank(c):
    if c[0] == "T":
        return tq_trump_rank(c)
    r, s = c[:-1], c[-1]
    return (LONG if s in "SB" else ROUND).index(r)


def tq_case(name, seed, game, kind, players):
    n = 4 if game == "ottocento" else 3
    for sd in range(seed, seed + 50000):
        rng = random.Random(sd)
        deck = tq_deck()
        rng.shuffle(deck)
        if n == 4:
            dealer = 3
            hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
            talon = deck[60:62]
            cand = sorted(
                (c for c in hands[dealer] + talon if c not in FIVE and tq_suit(c) != "T"), key=tq_rank
            )
            if len(cand) < 2:
                continue
            disc = cand[:2]
            ph = [list(h) for h in hands]
            ph[dealer] = [c for c in hands[dealer] + talon if c not in disc]
            pre = [
                {"type": "take", "seat": dealer, "cards": talon},
                {"type": "discard", "seat": dealer, "cards": disc},
            ]
            pre += [{"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []} for i in range(4)]
            decl = None
        else:
            dealer = 0
            hands = [deck[i * 18 : (i + 1) * 18] for i in range(3)]
            talon = deck[54:62]
            decl = 2
            take = talon[:2]
            cand = sorted((c for c in hands[decl] + take if c not in FIVE and tq_suit(c) != "T"), key=tq_rank)
            if len(cand) < 2:
                continue
            disc = cand[:2]
            ph = [list(h) for h in hands]
            ph[decl] = [c for c in hands[decl] + take if c not in disc]
            pre = [
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "bid", "seat": 2, "bid": "gioco"},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "take", "seat": decl, "cards": take},
                {"type": "discard", "seat": decl, "cards": disc},
            ]
            pre += [{"type": "declare", "seat": (dealer + 1 + i) % 3, "items": []} for i in range(3)]
        leader = (dealer + 1) % n
        fs = {
            ("ottocento", "revoke"): 1,
            ("ottocento", "no_trump"): 2,
            ("terziglio", "revoke"): 2,
            ("terziglio", "no_trump"): 1,
        }[(game, kind)]

        def legal(hand, trick, t, s):
            if not trick or (len(trick) == 1 and trick[0][1] == "MATTO"):
                ok = {c for c in hand if c != "MATTO"} or set(hand)
                return ok
            lead = next(c for _, c in trick if c != "MATTO")
            led = tq_suit(lead)
            same = {c for c in hand if tq_suit(c) == led}
            if same:
                ok = set(same)
            else:
                ok = {c for c in hand if tq_suit(c) == "T"} or {c for c in hand if c != "MATTO"}
            if "MATTO" in hand:
                ok.add("MATTO")
            return ok

        def winner(trick, t):
            lead = next(c for _, c in trick if c != "MATTO")
            led = tq_suit(lead)
            best = None
            for s, c in trick:
                if c == "MATTO":
                    continue
                key = None
                if tq_suit(c) == "T":
                    key = (1, tq_trump_rank(c))
                elif tq_suit(c) == led:
                    key = (0, tq_rank(c))
                if key is None:
                    continue
                if best is None or key > best[0] or (key == best[0] and key[0] == 1 and key[1] == 4):
                    best = (key, s)  # equal Moretti: the last played is highest
            return best[1]

        def pick_fault(hand, trick, ok):
            if not trick or trick[0][1] == "MATTO":
                return None
            led = tq_suit(trick[0][1])
            if led == "T":
                return None
            same = [c for c in hand if tq_suit(c) == led]
            trumps = sorted((c for c in hand if tq_suit(c) == "T" and c not in FIVE), key=tq_trump_rank)
            others = sorted(
                (c for c in hand if tq_suit(c) not in ("T", led, None) and c not in FIVE), key=tq_rank
            )
            if kind == "revoke":
                if game == "ottocento":
                    return trumps[0] if same and trumps else None
                return others[0] if same and others else None
            return others[0] if not same and trumps and others else None

        res = None
        ntr = len(ph[0])
        for t0 in range(3, ntr - 3):
            rng2 = random.Random(sd * 13 + t0)
            plant = {"trick": t0, "seat": fs, "pick": pick_fault}
            try:
                res = play_tricks(
                    [list(h) for h in ph],
                    leader,
                    legal,
                    winner,
                    plant,
                    rng2,
                    ntr,
                    None,
                    lambda h, tr, ok, t, s, r=rng2: pick_r(h, tr, ok, t, s, r),
                )
                break
            except Retry:
                continue

        if res is None:
            continue
        plays, winners, fault = res
        if not any(c == "MATTO" for s, c in plays[: fault["play_index"]]):
            continue  # want the Matto excuse (legal) shown before the fault
        events = list(pre)
        base = len(events)
        events += [{"type": "play", "seat": s, "card": c} for s, c in plays]
        fseat = fault["seat"]
        gone = {c for s2, c in plays[: fault["play_index"]] if s2 == fseat}
        held_now = sorted(set(ph[fseat]) - gone)
        led = tq_suit(fault["trick_before"][0][1])
        mi = next(i for i, (s, c) in enumerate(plays) if c == "MATTO")
        info = {
            "deal": 0,
            "event": base + fault["play_index"],
            "seat": fseat,
            "player": players[fseat],
            "card": fault["card"],
            "trick": fault["trick"] + 1,
            "led": led,
            "led_card": fault["trick_before"][0][1],
            "held_led": [c for c in held_now if tq_suit(c) == led],
            "held_trumps": [c for c in held_now if tq_suit(c) == "T"],
            "matto_event": base + mi,
            "matto_seat": plays[mi][0],
        }
        doc = {
            "format": "trick-transcript/1",
            "game": "tarocchini-" + game,
            "rules": {"preset": "standard"},
            "players": players,
            "meta": {"note": "contested deal"},
            "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
        }
        write(name, doc, info)
        return
    raise SystemExit("no seed for " + name)


def pick_r(hand, trick, ok, t, s, r):
    if "MATTO" in ok and trick and t < 8:
        led = tq_suit(trick[0][1]) if trick[0][1] != "MATTO" else None
        if led and any(tq_suit(c) == led for c in hand):
            return "MATTO"
    ok2 = sorted(ok - {"MATTO"}) or sorted(ok)
    return r.choice(ok2)


def main() -> None:
    for p in OUT.glob("*.json"):
        p.unlink()
    P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
    rage_case("rage-01-trumped-holding-led.json", 100, "trump", 6, P4)
    rage_case("rage-02-plus5-holding-led.json", 200, "action", 6, P4)
    PL = ["Agnieszka", "Bartek", "Celina"]
    danish_case("danish-01-revoke-trumped.json", 300, "revoke", PL)
    danish_case("danish-02-failed-to-trump.json", 400, "no_trump", PL)
    danish_case("danish-03-lead-out-of-turn.json", 500, "lead", PL)
    GP = ["Adam", "Bożena", "Czesław"]
    galician_case("galician-01-player-trumps-holding-suit.json", 600, "decl_trumps", GP)
    galician_case("galician-02-helper-discards-holding-suit.json", 700, "helper_discards", GP)
    galician_case("galician-03-player-fails-to-trump.json", 800, "decl_no_trump", GP)
    UP = ["Anna", "Béla", "Csilla"]
    ulti_case("ulti-01-defender-trumps-holding-suit.json", 900, "revoke", UP)
    ulti_case("ulti-02-defender-undertrumps.json", 1000, "undertrump", UP)
    ulti_case("ulti-03-declarer-does-not-overtake.json", 1100, "decl_no_overtake", UP)
    OP = ["Anna", "Bruno", "Carla", "Dario"]
    tq_case("ottocento-01-trumped-holding-suit.json", 1200, "ottocento", "revoke", OP)
    tq_case("ottocento-02-failed-to-trump.json", 1300, "ottocento", "no_trump", OP)
    TP = ["Elena", "Franco", "Giulia"]
    tq_case("terziglio-01-declarer-discards-holding-suit.json", 1400, "terziglio", "revoke", TP)
    tq_case("terziglio-02-defender-fails-to-trump.json", 1500, "terziglio", "no_trump", TP)
    (OUT / "_faults.txt").write_text("\n".join(FAULTS) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
