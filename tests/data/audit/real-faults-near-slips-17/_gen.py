"""Blind generator for audit round real-faults-near-slips-17 (Ulti and Danish Tarok).

Written from the sources in /work/shared/seeds only (003 Ulti, Japanese; 000 Danish, Polish);
imports nothing from the project. Each scenario searches seeds from SEED upward until its
conditions hold, then writes the transcript and a log line of the facts the expectations use.

    python _gen.py [SEED]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 17
LOG: list[str] = []

# ============================================================================ Ulti
U_SUITS = "HDSC"
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
U_DECK = [r + s for s in U_SUITS for r in U_TRUMP_ORDER]
U_NAMES = ["Anna", "Béla", "Csilla"]


def us(c: str) -> str:
    return c[-1]


def ur(c: str) -> str:
    return c[:-1]


def ustr(c: str) -> int:  # strength within suit (trump game), higher is stronger
    return 8 - U_TRUMP_ORDER.index(ur(c))


def upts(c: str) -> int:
    return 10 if ur(c) in ("A", "10") else 0


def u_winner(trick: list[tuple[int, str]], trump: str) -> int:
    led = us(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if us(c) == us(b) and ustr(c) > ustr(b):
            best = (s, c)
        elif us(c) == trump and us(b) != trump:
            best = (s, c)
    del led
    return best[0]


def u_beats(c: str, trick: list[tuple[int, str]], trump: str) -> bool:
    return u_winner(trick + [(-1, c)], trump) == -1


def u_legal(hand: list[str], trick: list[tuple[int, str]], trump: str) -> list[str]:
    if not trick:
        return list(hand)
    led = us(trick[0][1])
    same = [c for c in hand if us(c) == led]
    if same:
        cand = same
    else:
        tr = [c for c in hand if us(c) == trump]
        cand = tr if tr else list(hand)
    win = [c for c in cand if u_beats(c, trick, trump)]
    return win if win else cand


def u_play(hands, leader, trump, declarer, faults, keep7=True, side_first=False):
    """faults: {(trick, seat): kind} kind in revoke/fail_trump/fail_overtake.
    Returns tricks [(leader, [(seat, card)...], winner)] or None if a fault cannot be made."""
    hands = [list(h) for h in hands]
    tricks = []
    seven = "7" + trump
    for t in range(10):
        trick: list[tuple[int, str]] = []
        for k in range(3):
            s = (leader + k) % 3
            h = hands[s]
            kind = faults.get((t, s))
            if kind:
                c = u_fault_card(h, trick, trump, kind)
                if c is None:
                    return None
            else:
                L = u_legal(h, trick, trump)
                if keep7 and len(L) > 1 and seven in L:
                    L.remove(seven)
                c = u_choose(L, trick, trump, s == declarer, side_first)
            h.remove(c)
            trick.append((s, c))
        w = u_winner(trick, trump)
        tricks.append((leader, trick, w))
        leader = w
    return tricks


def u_choose(L, trick, trump, is_decl, side_first=False):
    if not trick:
        trumps = sorted([c for c in L if us(c) == trump], key=ustr, reverse=True)
        aces = [c for c in L if us(c) != trump and ur(c) == "A"]
        if is_decl and side_first and aces:
            return aces[0]
        if is_decl and trumps:
            return trumps[0]
        side = sorted([c for c in L if us(c) != trump], key=ustr, reverse=True)
        if side:
            return side[0]
        return sorted(L, key=ustr)[0]
    # forced winners already filtered by u_legal; play lowest (non-point first)
    return sorted(L, key=lambda c: (upts(c), us(c) == trump, ustr(c)))[0]


def u_fault_card(h, trick, trump, kind):
    if not trick:
        return None
    led = us(trick[0][1])
    same = [c for c in h if us(c) == led]
    tr = [c for c in h if us(c) == trump]
    seven = "7" + trump
    if kind == "revoke":
        if not same:
            return None
        other = [c for c in h if us(c) != led and c != seven]
        if not other:
            return None
        return sorted(other, key=lambda c: (upts(c), ustr(c)))[0]
    if kind == "fail_trump":
        if same or not tr or led == trump:
            return None
        other = [c for c in h if us(c) != trump]
        return sorted(other, key=lambda c: (upts(c), ustr(c)))[0] if other else None
    if kind == "fail_overtake":
        cand = same if same else tr
        if not cand:
            return None
        win = [c for c in cand if u_beats(c, trick, trump)]
        lose = [c for c in cand if not u_beats(c, trick, trump) and c != seven]
        if not win or not lose:
            return None
        return sorted(lose, key=ustr)[0]
    raise ValueError(kind)


def u_points(tricks, declarer, talon):
    pts = [0, 0, 0]
    won = [0, 0, 0]
    for i, (_, trick, w) in enumerate(tricks):
        won[w] += 1
        pts[w] += sum(upts(c) for _, c in trick) + (10 if i == 9 else 0)
    dpts = pts[declarer]
    fpts = sum(pts) - dpts + sum(upts(c) for c in talon)
    dtr = won[declarer]
    return dpts, fpts, dtr, won


def u_marriages(hand, trump):
    out = []
    for s in U_SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return out


def u_deal_hands(rng, fixed: dict[int, list[str]], first: int):
    """fixed: seat -> cards that seat must hold (first bidder 12 cards, others 10)."""
    rest = [c for c in U_DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(3):
        need = (12 if s == first else 10) - len(fixed.get(s, []))
        hands.append(list(fixed.get(s, [])) + rest[:need])
        rest = rest[need:]
    for h in hands:
        rng.shuffle(h)
    return hands


def u_transcript(desc, dealer, hands, events):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": U_NAMES,
        "meta": {"round": "real-faults-near-slips-17", "description": desc},
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }


def u_events_auction(decl, discard, bid, trump, red):
    ev = [
        {"type": "discard", "seat": decl, "cards": discard},
        {"type": "bid", "seat": decl, "bid": {"goals": bid, "red": red}},
        {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
    ]
    if not red:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    return ev


def u_events_play(tricks, first_card_extra: dict[int, list[dict]], after_trick: dict[int, list[dict]],
                  before_play: dict[tuple[int, int], list[dict]] | None = None):
    ev = []
    seen = set()
    idx = {}
    for t, (_, trick, _) in enumerate(tricks):
        for s, c in trick:
            if s not in seen:
                seen.add(s)
                ev.extend(first_card_extra.get(s, []))
            if before_play and (t, s) in before_play:
                ev.extend(before_play[(t, s)])
            idx[(t, s)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
        ev.extend(after_trick.get(t, []))
    return ev, idx


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def search(fn, name, tries=20000):
    for k in range(tries):
        rng = random.Random(SEED * 100003 + k * 7919 + sum(map(ord, name)))
        out = fn(rng)
        if out is not None:
            return out
    raise SystemExit(f"{name}: no seed found")


def write(name, doc, facts):
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    LOG.append(f"{name}: {facts}")


def offset_events(prefix_len, idx):
    return {k: v + prefix_len for k, v in idx.items()}


# ---------------------------------------------------------------- Ulti scenarios
def ulti_01(rng):
    """Declarer (Béla, seat 1) revokes; wins the last trick with 7S (silent ulti); party in spades."""
    dealer, decl, trump = 0, 1, "S"
    fixed = {decl: ["7S", "AS", "10S", "KS"]}
    hands = u_deal_hands(rng, fixed, decl)
    h = hands[decl]
    disc = sorted([c for c in h if us(c) != trump and ur(c) not in ("A", "10", "K")], key=ustr)[:2]
    if len(disc) < 2:
        return None
    play_hands = [list(x) for x in hands]
    for c in disc:
        play_hands[decl].remove(c)
    if u_marriages(play_hands[decl], trump) or u_marriages(play_hands[0], trump) or u_marriages(play_hands[2], trump):
        return None
    ft = rng.randrange(2, 6)
    # the declarer's fault is at a trick he follows in; try each seat order
    tricks = u_play(play_hands, decl, trump, decl, {(ft, decl): "revoke"})
    if tricks is None:
        return None
    last = tricks[9]
    if last[2] != decl or dict(last[1])[decl] != "7S":
        return None
    dp, fp, dtr, won = u_points(tricks, decl, disc)
    if dp <= fp or min(won) == 0 or dp >= 100:
        return None
    ev = u_events_auction(decl, disc, ["party"], trump, False)
    pev, idx = u_events_play(tricks, {}, {})
    ev += pev
    ev += [pay(0, decl, 1, "party"), pay(2, decl, 1, "party"), pay(0, decl, 2, "silent-ulti"), pay(2, decl, 2, "silent-ulti")]
    n = len(ev) - len(pev) - 4
    fi = idx[(ft, decl)] + n
    doc = u_transcript("Béla (declarer, party in spades) fails to follow suit mid-deal, then wins the last trick with the 7S (silent ulti). The table settles the deal as played.", dealer, hands, ev)
    return doc, f"fault revoke at event {fi} (trick {ft}) seat 1; decl pts {dp} vs {fp}; tricks {won}; last trick {last[1]}"


def ulti_02(rng):
    """Red party; declarer announces 40 (holds KH QH); a defender fails to trump; declarer reaches 100 (silent 100)."""
    dealer, decl, trump = 1, 2, "H"
    fixed = {decl: ["KH", "QH", "AH", "10H", "AS", "AC"]}
    hands = u_deal_hands(rng, fixed, decl)
    h = hands[decl]
    disc = sorted([c for c in h if us(c) != trump and ur(c) not in ("A", "10", "K", "Q")], key=ustr)[:2]
    if len(disc) < 2:
        return None
    ph = [list(x) for x in hands]
    for c in disc:
        ph[decl].remove(c)
    if u_marriages(ph[decl], trump) != [40] or u_marriages(ph[0], trump) or u_marriages(ph[1], trump):
        return None
    tricks = None
    for ft in range(1, 8):
        for defender in (0, 1):
            tricks = u_play(ph, decl, trump, decl, {(ft, defender): "fail_trump"}, side_first=True)
            if tricks is not None:
                break
        if tricks is not None:
            break
    if tricks is None:
        return None
    dp, fp, dtr, won = u_points(tricks, decl, disc)
    seven_last = any(c == "7H" for _, c in tricks[9][1])
    if dp + 40 < 100 or dp + 40 > 130 or min(won) == 0 or seven_last or dtr == 10:
        return None
    ev = u_events_auction(decl, disc, ["party"], trump, True)
    pev, idx = u_events_play(tricks, {decl: [{"type": "declare", "seat": decl, "items": [{"kind": "marriage", "points": 40}]}]}, {})
    n = len(ev)
    ev += pev
    ev += [pay(0, decl, 4, "silent-100"), pay(1, decl, 4, "silent-100")]
    fi = idx[(ft, defender)] + n
    doc = u_transcript("Red party: Csilla announces 40 with her first card; a defender fails to trump mid-deal; Csilla ends with 100 or more (silent 100, red). The table settles as played.", dealer, hands, ev)
    return doc, f"fault fail_trump at event {fi} (trick {ft}) seat {defender}; decl pts {dp}+40={dp+40} vs {fp}; tricks {won}"


def ulti_03(rng):
    """Party in acorns; a defender fails to overtake, keeps 7C to the last trick and loses it (failed silent ulti)."""
    dealer, decl, trump = 2, 0, "C"
    fixed = {decl: ["AC", "10C"], 1: ["7C"]}
    hands = u_deal_hands(rng, fixed, decl)
    h = hands[decl]
    disc = sorted([c for c in h if us(c) != trump and ur(c) not in ("A", "10")], key=ustr)[:2]
    if len(disc) < 2:
        return None
    ph = [list(x) for x in hands]
    for c in disc:
        ph[decl].remove(c)
    if any(u_marriages(ph[s], trump) for s in range(3)):
        return None
    ft = rng.randrange(1, 7)
    tricks = u_play(ph, decl, trump, decl, {(ft, 1): "fail_overtake"})
    if tricks is None:
        return None
    last = tricks[9]
    if dict(last[1]).get(1) != "7C" or last[2] == 1:
        return None
    dp, fp, dtr, won = u_points(tricks, decl, disc)
    if dp >= fp or min(won) == 0 or fp >= 100:
        return None
    ev = u_events_auction(decl, disc, ["party"], trump, False)
    n = len(ev)
    pev, idx = u_events_play(tricks, {}, {})
    ev += pev
    ev += [pay(decl, 1, 1, "party"), pay(decl, 2, 1, "party"), pay(1, 0, 4, "silent-ulti"), pay(1, 2, 4, "silent-ulti")]
    fi = idx[(ft, 1)] + n
    doc = u_transcript("Party in acorns (Anna). Béla (defender) fails to overtake mid-deal, keeps the 7C to the last trick and loses it there (a failed silent ulti: he pays 4 to each). Anna loses the party on card points. The table settles as played.", dealer, hands, ev)
    return doc, f"fault fail_overtake at event {fi} (trick {ft}) seat 1; decl pts {dp} vs def {fp}; tricks {won}; last {last}"


def ulti_04(rng):
    """Party in bells; a defender revokes on a trump lead; the declarer takes every trick (silent durchmarsch)."""
    dealer, decl, trump = 0, 1, "D"
    fixed = {decl: ["AD", "10D", "KD", "QD", "JD", "9D", "AH", "10H", "AS", "10S", "AC"]}
    hands = u_deal_hands(rng, fixed, decl)
    h = hands[decl]
    disc = ["QD"] + [c for c in h if c not in fixed[decl]]
    ph = [list(x) for x in hands]
    for c in disc:
        ph[decl].remove(c)
    if any(u_marriages(ph[s], trump) for s in range(3)):
        return None
    defender = rng.choice([0, 2])
    if not any(us(c) == trump for c in ph[defender]):
        return None
    tricks = u_play(ph, decl, trump, decl, {(0, defender): "revoke"})
    if tricks is None:
        return None
    dp, fp, dtr, won = u_points(tricks, decl, disc)
    if dtr != 10:
        return None
    ev = u_events_auction(decl, disc, ["party"], trump, False)
    n = len(ev)
    pev, idx = u_events_play(tricks, {}, {})
    ev += pev
    ev += [pay(0, decl, 1, "party"), pay(2, decl, 1, "party"), pay(0, decl, 3, "silent-durchmarsch"), pay(2, decl, 3, "silent-durchmarsch")]
    fi = idx[(0, defender)] + n
    doc = u_transcript("Party in bells (Béla). A defender does not follow the first trump lead though holding a trump; Béla takes all ten tricks (silent durchmarsch). The table settles as played.", dealer, hands, ev)
    return doc, f"fault revoke at event {fi} (trick 0) seat {defender}; decl pts {dp}; tricks {won}"


def ulti_05(rng):
    """40-100 + ulti in acorns; defender contra on both goals; declarer recontra on ulti; both fail."""
    dealer, decl, trump = 1, 2, "C"
    fixed = {decl: ["KC", "QC", "7C", "AC"]}
    hands = u_deal_hands(rng, fixed, decl)
    h = hands[decl]
    disc = sorted([c for c in h if us(c) != trump and ur(c) not in ("A", "10", "K", "Q")], key=ustr)[:2]
    if len(disc) < 2:
        return None
    ph = [list(x) for x in hands]
    for c in disc:
        ph[decl].remove(c)
    tricks = u_play(ph, decl, trump, decl, {})
    if tricks is None:
        return None
    last = tricks[9]
    if dict(last[1]).get(decl) != "7C" or last[2] == decl:
        return None
    dp, fp, dtr, won = u_points(tricks, decl, disc)
    if dp + 40 >= 100 or min(won) == 0:
        return None
    contra_seat = (decl + 1) % 3
    ev = u_events_auction(decl, disc, ["40-100", "ulti"], trump, False)
    n = len(ev)
    extra = {contra_seat: [{"type": "double", "seat": contra_seat, "target": "40-100", "level": 2},
                           {"type": "double", "seat": contra_seat, "target": "ulti", "level": 2}]}
    after = {0: [{"type": "double", "seat": decl, "target": "ulti", "level": 4}]}
    pev, idx = u_events_play(tricks, extra, after)
    ev += pev
    for d in (0, 1):
        ev.append(pay(decl, d, 8, "40-100"))
    for d in (0, 1):
        ev.append(pay(decl, d, 16, "ulti"))
    for d in (0, 1):
        ev.append(pay(decl, d, 4, "ulti-penalty"))
    doc = u_transcript("40-100 and ulti in acorns (Csilla). Anna says contra on both goals with her first card; Csilla says recontra on the ulti after the first trick. Both goals fail (the 7C loses the last trick).", dealer, hands, ev)
    return doc, f"clean play; decl pts {dp}+40={dp+40}; tricks {won}; last {last}"


def ulti_06(rng):
    """Party in spades; defender Anna says 20 with no pair; her partner Csilla holds KH QH and says nothing.
    Without the false 20 the declarer wins the party; with it he would lose. The table counted the 20."""
    dealer, decl, trump = 0, 1, "S"
    fixed = {2: ["KH", "QH"]}
    hands = u_deal_hands(rng, fixed, decl)
    h = hands[decl]
    disc = sorted([c for c in h if us(c) != trump and ur(c) not in ("A", "10")], key=ustr)[:2]
    if len(disc) < 2 or "KH" in h or "QH" in h:
        return None
    ph = [list(x) for x in hands]
    for c in disc:
        ph[decl].remove(c)
    if u_marriages(ph[0], trump) or u_marriages(ph[decl], trump) or u_marriages(ph[2], trump) != [20]:
        return None
    tricks = u_play(ph, decl, trump, decl, {})
    if tricks is None:
        return None
    dp, fp, dtr, won = u_points(tricks, decl, disc)
    if not (dp > fp and dp < fp + 20) or min(won) == 0 or any(c == "7S" for _, c in tricks[9][1]):
        return None
    ev = u_events_auction(decl, disc, ["party"], trump, False)
    n = len(ev)
    pev, idx = u_events_play(tricks, {0: [{"type": "declare", "seat": 0, "items": [{"kind": "marriage", "points": 20}]}]}, {})
    ev += pev
    ev += [pay(decl, 0, 1, "party"), pay(decl, 2, 1, "party")]
    decl_idx = next(i for i, e in enumerate(ev) if e["type"] == "declare")
    doc = u_transcript("Party in spades (Béla). Anna (defender) says 20 with her first card holding no pair; her partner Csilla holds KH+QH and says nothing. The table counted Anna's 20 and had Béla pay for a lost party.", dealer, hands, ev)
    return doc, f"false 20 at event {decl_idx}; decl pts {dp} vs def {fp} (+20 = {fp+20}); tricks {won}"


def ulti_07(rng):
    """Red party; declarer says 40 holding KH without QH; defender says contra at trick 2 (late)."""
    dealer, decl, trump = 2, 0, "H"
    fixed = {decl: ["KH", "AH"], 2: ["QH"]}
    hands = u_deal_hands(rng, fixed, decl)
    h = hands[decl]
    disc = sorted([c for c in h if us(c) != trump and ur(c) not in ("A", "10")], key=ustr)[:2]
    if len(disc) < 2:
        return None
    ph = [list(x) for x in hands]
    for c in disc:
        ph[decl].remove(c)
    if any(u_marriages(ph[s], trump) for s in range(3)):
        return None
    tricks = u_play(ph, decl, trump, decl, {})
    if tricks is None:
        return None
    dp, fp, dtr, won = u_points(tricks, decl, disc)
    if not (dp < fp and dp + 40 > fp) or min(won) == 0 or any(c == "7H" for _, c in tricks[9][1]) or fp >= 100:
        return None
    late = 2
    ev = u_events_auction(decl, disc, ["party"], trump, True)
    n = len(ev)
    extra = {decl: [{"type": "declare", "seat": decl, "items": [{"kind": "marriage", "points": 40}]}]}
    bp = {(1, late): [{"type": "double", "seat": late, "target": "party", "level": 2}]}
    pev, idx = u_events_play(tricks, extra, {}, bp)
    ev += pev
    ev += [pay(decl, 1, 2, "party"), pay(decl, 2, 2, "party")]
    di = next(i for i, e in enumerate(ev) if e["type"] == "declare")
    ci = next(i for i, e in enumerate(ev) if e["type"] == "double")
    doc = u_transcript("Red party (Anna). Anna says 40 with her first card holding the KH but not the QH (Csilla has it); Csilla says contra on the party only before her card to the second trick. The table settled without the 40 and without the contra.", dealer, hands, ev)
    return doc, f"false 40 at event {di}; late contra at event {ci}; decl pts {dp} (+40={dp+40}) vs def {fp}; tricks {won}"


# ============================================================================ Danish Tarok
D_NAMES = ["Agnieszka", "Bogdan", "Celina"]
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in "HD" for r in RED_ORDER] + [r + s for s in "SC" for r in BLACK_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
KINGS = ["KH", "KD", "KS", "KC"]


def dsuit(c):
    if c == "JOKER":
        return "J"
    return "T" if c.startswith("T") and c[1:].isdigit() else c[-1]


def dstr(c):
    s = dsuit(c)
    if s == "T":
        return 100 + int(c[1:])
    if s == "J":
        return -1
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 20 - order.index(c[:-1])


def dval(c):
    if c in KINGS or c in ("T1", "T21", "JOKER"):
        return 4
    if dsuit(c) in "HDSC":
        return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)
    return 0


def d_winner(trick):
    led = next(dsuit(c) for _, c in trick if c != "JOKER") if any(c != "JOKER" for _, c in trick) else None
    best = None
    for s, c in trick:
        if c == "JOKER":
            continue
        if best is None:
            best = (s, c)
            continue
        b = best[1]
        if dsuit(c) == dsuit(b) and dstr(c) > dstr(b):
            best = (s, c)
        elif dsuit(c) == "T" and dsuit(b) != "T":
            best = (s, c)
    del led
    return best[0]


def d_legal(hand, trick):
    nonj = [c for c in hand if c != "JOKER"]
    if not trick or trick[0][1] == "JOKER" and len(trick) == 1:
        return nonj or list(hand)
    led = dsuit(trick[0][1])
    same = [c for c in nonj if dsuit(c) == led]
    if same:
        return same
    tr = [c for c in nonj if dsuit(c) == "T"]
    if tr:
        return tr
    return nonj or list(hand)


def d_declarations(hand):
    items = []
    t = sum(1 for c in hand if dsuit(c) == "T") + (1 if "JOKER" in hand else 0)
    if t >= 10:
        items.append(({"kind": "trumps", "count": t, "pagat": "T1" in hand}, 10 + 5 * (t - 10)))
    if all(c in hand for c in ("JOKER", "T21", "T1")):
        n = 3
        while f"T{21 - (n - 2)}" in hand:
            n += 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    j = "JOKER" in hand
    for s in "HDSC":
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if j else "full"}, 15 if j else 10))
        elif len(courts) == 3 and j:
            miss = next(r for r in "KQNJ" if r not in courts)
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    ks = [k for k in KINGS if k in hand]
    if len(ks) == 4:
        items.append(({"kind": "kings", "form": "rich" if j else "full"}, 15 if j else 10))
    elif len(ks) == 3 and j:
        miss = next(k[-1] for k in KINGS if k not in hand)
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


class DSession:
    def __init__(self):
        self.pools = {"king_pool": 0, "pagat_pool": 0}
        self.net = {0: 0, 1: 0, 2: 0}
        self.deals = []

    def p(self, ev, frm, to, amt, reason):
        ev.append(pay(frm, to, amt, reason))
        self.book(frm, to, amt)

    def book(self, frm, to, amt):
        for party, sign in ((frm, -1), (to, 1)):
            if party in self.pools:
                self.pools[party] += sign * amt
            else:
                self.net[party] += sign * amt


def d_play(hands, leader, faults, rng, joker_plan="early", order_faults=None):
    """Play 25 tricks. faults: {trick: (seat, kind)} kind revoke/fail_trump.
    joker_plan: 'early' (holder follows with it at first chance), 'second_last', 'withheld'.
    order_faults: {trick: 'lead'|'follow'} plays out of turn.
    Returns list of (order, trick, winner) or None."""
    hands = [list(h) for h in hands]
    tricks = []
    jholder = next((s for s in range(3) if "JOKER" in hands[s]), None)
    for t in range(25):
        kind_o = (order_faults or {}).get(t)
        if kind_o == "lead":
            order = [(leader + 1 + k) % 3 for k in range(3)]
        elif kind_o == "follow":
            order = [leader, (leader + 2) % 3, (leader + 1) % 3]
        else:
            order = [(leader + k) % 3 for k in range(3)]
        trick = []
        for pos, s in enumerate(order):
            h = hands[s]
            f = faults.get(t)
            if f and f[0] == s:
                c = d_fault(h, trick, f[1])
                if c is None:
                    return None
            elif s == jholder and "JOKER" in h and pos > 0 and (
                (joker_plan == "early" and t < 20)
                or (joker_plan == "second_last" and t == 23)
                or (joker_plan == "withheld" and t == 24)
            ):
                c = "JOKER"
            else:
                L = d_legal(h, trick)
                if joker_plan in ("second_last", "withheld") and s == jholder:
                    L = [c for c in L if c != "JOKER"] or L
                if "JOKER" in L and len(L) > 1:
                    L.remove("JOKER")
                if t == 24 or t == 23:
                    pass
                pref = [c for c in L if c in KINGS or c == "T1"]
                if pref and t < 19:
                    c = pref[0]
                else:
                    safe = [c for c in L if c not in KINGS and c != "T1"]
                    c = rng.choice(safe) if safe and t >= 19 else rng.choice(L)
            h.remove(c)
            trick.append((s, c))
        w = d_winner(trick)
        tricks.append((order, trick, w))
        leader = w
    return tricks


def d_fault(h, trick, kind):
    if not trick or trick[0][1] == "JOKER":
        return None
    led = dsuit(trick[0][1])
    same = [c for c in h if dsuit(c) == led and c != "JOKER"]
    tr = [c for c in h if dsuit(c) == "T"]
    if kind == "revoke":
        if not same or led == "T":
            return None
        other = [c for c in h if dsuit(c) not in (led, "J") and c not in KINGS and c != "T1"]
        return other[0] if other else None
    if kind == "fail_trump":
        if same or not tr or led == "T":
            return None
        other = [c for c in h if dsuit(c) in "HDSC" and c not in KINGS]
        return other[0] if other else None
    raise ValueError(kind)


def d_deal(rng, dealer, need_joker_not_dealer=True):
    deck = list(D_DECK)
    rng.shuffle(deck)
    hands = [[], [], []]
    for s in range(3):
        hands[s] = deck[s * 25:(s + 1) * 25]
    hands[dealer] += deck[75:]
    if any(not any(dsuit(c) == "T" for c in h) for h in hands):
        return None
    if need_joker_not_dealer and "JOKER" in hands[dealer]:
        return None
    h = hands[dealer]
    decl_cards = set()
    for it, _ in d_declarations(h):
        pass
    cand = [c for c in h if dsuit(c) in "HDSC" and c[:-1] not in ("K", "Q", "N", "J")]
    if len(cand) < 3:
        return None
    rng.shuffle(cand)
    skat = cand[:3]
    del decl_cards
    return hands, skat


def d_settle_play(sess, ev, tricks, dealer, skat, after_trick_extra=None):
    """Append plays and in-play payments; last trick and card points. Returns dict of facts and play idx."""
    idx = {}
    won = [0, 0, 0]
    vals = [0, 0, 0]
    for t, (order, trick, w) in enumerate(tricks):
        for s, c in trick:
            idx[(t, s)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
        won[w] += 1
        for s, c in trick:
            if c == "JOKER":
                if t == 24:
                    vals[w] += 4
                else:
                    vals[s] += 4
            else:
                vals[w] += dval(c)
        if t < 24:
            for s, c in trick:
                if c in KINGS and s != w:
                    for o in range(3):
                        if o != s:
                            sess.p(ev, s, o, 5, "king_lost")
                    sess.p(ev, s, "king_pool", 5, "king_lost")
                if c == "T1":
                    if s != w:
                        for o in range(3):
                            if o != s:
                                sess.p(ev, s, o, 5, "pagat_lost")
                        sess.p(ev, s, "pagat_pool", 5, "pagat_lost")
                    else:
                        for o in range(3):
                            if o != s:
                                sess.p(ev, o, s, 5, "pagat_trick")
        if after_trick_extra and t in after_trick_extra:
            after_trick_extra[t](ev)
    w = tricks[24][2]
    for o in range(3):
        if o != w:
            sess.p(ev, o, w, 20, "last_trick")
    pts = [vals[s] + won[s] + (1 if s == dealer else 0) for s in range(3)]
    new = (dealer + 1) % 3
    cp = {}
    for s in range(3):
        if s == new:
            continue
        d = pts[s] - 26
        amt = 5 * round(d / 5) if d >= 0 else -5 * round(-d / 5)
        # python round is banker's; d/5 never x.5 exactly except d=+-2.5 impossible (integers)
        cp[s] = amt
        if amt > 0:
            sess.p(ev, new, s, amt, "card_points")
        elif amt < 0:
            sess.p(ev, s, new, -amt, "card_points")
    return {"won": won, "pts": pts, "cp": cp, "last": tricks[24]}, idx


def d_ok_tricks(tricks, skat_dealer=None):
    won = [0, 0, 0]
    for _, _, w in tricks:
        won[w] += 1
    if min(won) == 0:
        return False
    last = tricks[24][1]
    if any(c in KINGS or c == "T1" for _, c in last):
        return False
    return True


def d_deal_events(sess, dealer, hands, skat, first=False, false_decl=None):
    ev = []
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                sess.p(ev, s, pool, 20, "foundation")
    sess.p(ev, dealer, "pagat_pool", 5, "deal_fee")
    sess.p(ev, dealer, "king_pool", 5, "deal_fee")
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    after = [list(h) for h in hands]
    for c in skat:
        after[dealer].remove(c)
    decl_idx = {}
    for k in range(3):
        s = (dealer + k) % 3
        items = d_declarations(after[s])
        if false_decl and false_decl[0] == s:
            items = [false_decl[1]]
        decl_idx[s] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
        for _, amt in items:
            for o in range(3):
                if o != s:
                    sess.p(ev, o, s, amt, "declaration")
    return ev, after, decl_idx


def d_transcript(desc, deals):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": D_NAMES,
        "meta": {"round": "real-faults-near-slips-17", "description": desc},
        "deals": deals,
    }


def d_clean_deal(rng, sess, dealer):
    for _ in range(5000):
        r = d_deal(rng, dealer)
        if r is None:
            continue
        hands, skat = r
        save = (dict(sess.pools), dict(sess.net))
        ev, after, _ = d_deal_events(sess, dealer, hands, skat)
        tricks = d_play(after, (dealer + 1) % 3, {}, rng)
        if tricks is None or not d_ok_tricks(tricks):
            sess.pools, sess.net = save
            continue
        facts, _ = d_settle_play(sess, ev, tricks, dealer, skat)
        return {"dealer": dealer, "hands": hands, "events": ev}, facts
    raise SystemExit("no clean deal")


def danish_fault_file(name, desc, fault_kind, fine, joker_plan="early", rng_seed=0):
    rng = random.Random(SEED * 7 + rng_seed)
    for _ in range(20000):
        sess = DSession()
        dealer = 0
        r = d_deal(rng, dealer)
        if r is None:
            continue
        hands, skat = r
        ev, after, _ = d_deal_events(sess, dealer, hands, skat, first=True)
        faults = {}
        order_faults = {}
        ft = rng.randrange(3, 15)
        offender = None
        if fault_kind in ("revoke", "fail_trump"):
            offender = rng.choice([0, 1, 2])
            faults = {ft: (offender, fault_kind)}
        elif fault_kind in ("lead", "follow"):
            order_faults = {ft: fault_kind}
        tricks = d_play(after, (dealer + 1) % 3, faults, rng, joker_plan, order_faults)
        if tricks is None or not d_ok_tricks(tricks):
            continue
        jh = next(s for s in range(3) if "JOKER" in after[s])
        if joker_plan == "second_last":
            ft = 23
            offender = jh
            if dict(tricks[23][1]).get(jh) != "JOKER" or tricks[23][0][0] == jh:
                continue
        if joker_plan == "withheld":
            ft = 22
            offender = jh
            if tricks[24][0][0] == jh or tricks[22][0][0] == jh:
                continue
        if fault_kind in ("lead", "follow"):
            order = tricks[ft][0]
            offender = order[0] if fault_kind == "lead" else order[1]
        # fine
        extra = {}
        if fine:
            amt = fine

            def add(e, amt=amt, off=offender):
                for pool in ("pagat_pool", "king_pool"):
                    sess.p(e, off, pool, amt, "penalty")

            extra[ft] = add
        pre = {}
        if joker_plan == "withheld":
            demander = next(s for s in range(3) if s != jh)

            def before(e):
                pass

            pre = demander
        facts, idx = d_settle_play(sess, ev, tricks, dealer, skat, extra)
        fault_event = idx[(ft, offender)]
        if joker_plan == "withheld":
            # insert the demand before the third-last trick's lead
            lead_seat = tricks[22][0][0]
            pos = idx[(22, lead_seat)]
            ev.insert(pos, {"type": "call", "seat": pre, "call": "joker"})
            fault_event = idx[(22, offender)] + 1
            call_event = pos
        d0 = {"dealer": dealer, "hands": hands, "events": ev}
        pools0 = dict(sess.pools)
        d1, facts1 = d_clean_deal(rng, sess, 1)
        doc = d_transcript(desc, [d0, d1])
        f = f"fault {fault_kind}/{joker_plan} at deal 0 event {fault_event} (trick {ft}) seat {offender}; fine {fine}; deal0 {facts}; pools after deal0 {pools0}; deal1 {facts1}; pools end {sess.pools}; net {sess.net}"
        if joker_plan == "withheld":
            f += f"; demand by seat {pre} at event {call_event}"
        write(name, doc, f)
        return
    raise SystemExit(name)


def danish_false_decl(name, desc, hand_back, rng_seed=0):
    rng = random.Random(SEED * 11 + rng_seed)
    for _ in range(20000):
        sess = DSession()
        dealer = 2
        r = d_deal(rng, dealer)
        if r is None:
            continue
        hands, skat = r
        liar = 0
        after = [list(h) for h in hands]
        for c in skat:
            after[dealer].remove(c)
        t = sum(1 for c in after[liar] if dsuit(c) == "T") + (1 if "JOKER" in after[liar] else 0)
        if t != 9 or any(d_declarations(after[s]) for s in range(3)):
            continue
        fd = ({"kind": "trumps", "count": 10, "pagat": "T1" in after[liar]}, 10)
        ev, after2, didx = d_deal_events(sess, dealer, hands, skat, first=True, false_decl=(liar, fd))
        # first trick, no king/pagat/joker
        leader = (dealer + 1) % 3
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            L = [c for c in d_legal(after2[s], trick) if c not in KINGS and c not in ("T1", "JOKER")]
            if not L:
                break
            trick.append((s, min(L, key=dstr)))
        if len(trick) < 3:
            continue
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
        fine_at = len(ev)
        for pool in ("pagat_pool", "king_pool"):
            sess.p(ev, liar, pool, 40, "penalty")
        if hand_back:
            for o in range(3):
                if o != liar:
                    sess.p(ev, liar, o, 10, "declaration")
        d0 = {"dealer": dealer, "hands": hands, "events": ev}
        pools0 = dict(sess.pools)
        net0 = dict(sess.net)
        d1, facts1 = d_clean_deal(rng, sess, 0)
        doc = d_transcript(desc, [d0, d1])
        write(name, doc, f"false declaration at deal 0 event {didx[liar]} seat {liar} (holds {t} trumps incl. Joker); fine at events {fine_at},{fine_at+1}; hand back {hand_back}; first trick {trick}; pools after deal0 {pools0} net {net0}; deal1 {facts1}; pools end {sess.pools}; net {sess.net}")
        return
    raise SystemExit(name)


def main():
    ulti = [
        ("01-ulti-declarer-revoke-silent-ulti-party.json", ulti_01),
        ("02-ulti-defender-fails-to-trump-red-silent-100.json", ulti_02),
        ("03-ulti-defender-fails-to-overtake-failed-silent-ulti.json", ulti_03),
        ("04-ulti-defender-revoke-silent-durchmarsch.json", ulti_04),
        ("05-ulti-contra-two-goals-recontra-ulti-both-fail.json", ulti_05),
        ("06-ulti-defender-false-20-partner-holds-pair.json", ulti_06),
        ("07-ulti-declarer-false-40-late-contra.json", ulti_07),
    ]
    for name, fn in ulti:
        doc, facts = search(fn, name)
        write(name, doc, facts)
    danish_fault_file("08-danish-revoke-no-fine-settled-as-played.json",
                      "A revoke in deal 0; the table writes no fine and settles the deal as played; deal 1 clean.", "revoke", 0, rng_seed=1)
    danish_fault_file("09-danish-failure-to-trump-large-fine.json",
                      "A failure to trump in deal 0; the table fines it 20 to each pool and plays on; deal 1 clean.", "fail_trump", 20, rng_seed=2)
    danish_fault_file("10-danish-joker-second-last-no-fine.json",
                      "The Joker played in the second-last trick of deal 0; no fine written, settled as played; deal 1 clean.", None, 0, "second_last", rng_seed=3)
    danish_fault_file("11-danish-joker-withheld-large-fine.json",
                      "The Joker demanded in the third-last trick of deal 0 and withheld by its holder (played in the last trick); the table fines 20 to each pool and plays on; deal 1 clean.", None, 20, "withheld", rng_seed=4)
    danish_fault_file("12-danish-follow-out-of-turn-large-fine-paid.json",
                      "A card played out of turn (the third seat before the second) in deal 0; the large fine, 20 to each pool, paid; deal 1 clean.", "follow", 20, rng_seed=5)
    danish_fault_file("13-danish-lead-out-of-turn-fine-not-paid.json",
                      "A lead out of turn in deal 0 (the seat after the trick's winner leads); no fine paid; deal 1 clean.", "lead", 0, rng_seed=6)
    danish_false_decl("14-danish-false-declaration-money-handed-back.json",
                      "Agnieszka declares 10 trumps holding 9 (Joker counted); found after the first trick: 40 to each pool, the 10s handed back, the deal void; the next dealer deals.", True, rng_seed=7)
    danish_false_decl("15-danish-false-declaration-money-kept.json",
                      "Agnieszka declares 10 trumps holding 9 (Joker counted); found after the first trick: 40 to each pool paid, but the 10s not handed back; the deal void; the next dealer deals.", False, rng_seed=8)
    (HERE / "_gen_log.txt").write_text("\n".join(LOG) + "\n")


if __name__ == "__main__":
    main()
