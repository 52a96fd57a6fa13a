"""Blind generator: galician-tarok, pool (zydek) with pass-outs, no-tarock redeals and renonce.

Written from Szczepanski's rules (seed 002) and the format spec only; no import from validator.
Run from the worktree root: python tests/data/audit/gd-redeal-renonce-pool/_gen.py [--seed N]
Writes NN-*.json and EXPECTED.md beside this file.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

OUT = Path(__file__).parent

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
SUIT_CARDS = [r + s for s in SUITS for r in "KQNJ"] + [PIP[s] for s in SUITS]
DECK = SUIT_CARDS + TAROCKS
KINGS = {"KH", "KD", "KS", "KC"}
TRULL = {"SKIZ", "T21", "T1"}

STAKE, PASS_FEE, SHARE = 10, 5, 0.10  # option defaults (pool_stake, pool_pass_fee, pool_win_percent)


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or (c[0] == "T" and c[1:].isdigit())


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def rank(c: str) -> int:
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c: str) -> int:
    # §3, §7
    if c in TRULL:
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pile_points(cards: list[str]) -> int:
    # §14: each trick (three cards) counts its card values less 2
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand: list[str], led: str | None) -> list[str]:
    # §5
    if led is None:
        return list(hand)
    s = suit(led)
    same = [c for c in hand if suit(c) == s]
    if same:
        return same
    if s != "T":
        tr = [c for c in hand if is_tarock(c)]
        if tr:
            return tr
    return list(hand)


def winner(trick: list[tuple[int, str]]) -> int:
    led = suit(trick[0][1])
    best = trick[0]
    for seat, c in trick[1:]:
        bs = suit(best[1])
        if suit(c) == bs and rank(c) > rank(best[1]):
            best = (seat, c)
        elif suit(c) == "T" and bs != "T":
            best = (seat, c)
    del led
    return best[0]


def r2(x: float) -> float | int:
    x = round(x, 6)
    return int(x) if x == int(x) else x


class Fail(Exception):
    pass


def simulate(rng, hands, order, player, ultimo=False, renonce=None):
    """Random legal play (save the planted renonce). order: active seats from the forehand.
    Returns plays [(seat, card)], tricks [(winner, cards)], renonce play index or None."""
    h = {s: list(hands[s]) for s in order}
    plays = []
    tricks = []
    leader = order[0]
    ren_at = None
    for t in range(12):
        i0 = order.index(leader)
        seq = [order[(i0 + k) % 3] for k in range(3)]
        trick = []
        for seat in seq:
            led = trick[0][1] if trick else None
            opts = legal(h[seat], led)
            if ultimo and seat == player and t < 11:
                keep = [c for c in opts if c != "T1"]
                if keep:
                    opts = keep
            if (
                renonce is not None
                and ren_at is None
                and seat == renonce
                and led is not None
                and suit(led) != "T"
                and any(suit(c) == suit(led) for c in h[seat])
            ):
                tr = [c for c in h[seat] if is_tarock(c) and not (ultimo and seat == player and c == "T1")]
                if tr:
                    opts = tr
                    ren_at = len(plays)
            c = rng.choice(sorted(opts))
            h[seat].remove(c)
            trick.append((seat, c))
            plays.append((seat, c))
        w = winner(trick)
        tricks.append((w, [c for _, c in trick]))
        leader = w
    if renonce is not None and ren_at is None:
        raise Fail("no renonce chance")
    return plays, tricks, ren_at


def seats_for(n, dealer, sitter=None):
    """Active seats in order of play from the forehand; king (4-5 players) = dealer."""
    seq = [(dealer + k) % n for k in range(1, n + 1)]
    if n == 3:
        return seq, None
    act = [s for s in seq if s != dealer and s != sitter]
    return act, dealer


def make_game(
    rng, n, dealer, *, sitter=None, outcome="win", ultimo=None, renonce=None, player_pos=0, tries=40000
):
    """One played deal: player bids three (first packet), others pass.
    renonce: None, 'player' or 'helper'. ultimo: None, 'made', 'failed'.
    Returns a dict with hands, talon, events (no payments), and the facts for settlement."""
    order, king = seats_for(n, dealer, sitter)
    player = order[player_pos]
    helpers = [s for s in order if s != player]
    for _ in range(tries):
        deck = DECK[:]
        rng.shuffle(deck)
        talon, rest = deck[:6], deck[6:]
        hands = {s: rest[12 * i : 12 * i + 12] for i, s in enumerate(order)}
        if ultimo and "T1" not in hands[player]:
            continue
        got = talon[:3]
        full = hands[player] + got
        if ultimo and sum(is_tarock(c) for c in full) < 9:
            continue
        cand = sorted([c for c in full if not is_tarock(c) and c not in KINGS], key=lambda c: (value(c), c))
        if len(cand) < 3:
            continue
        disc = cand[:3]
        ph = [c for c in full if c not in disc]
        hh = dict(hands)
        hh[player] = ph
        off = None
        if renonce == "player":
            off = player
        elif renonce == "helper":
            off = helpers[0]
        try:
            plays, tricks, ren_at = simulate(rng, hh, order, player, ultimo=bool(ultimo), renonce=off)
        except Fail:
            continue
        ppile = [c for w, cs in tricks if w == player for c in cs]
        hpile = [c for w, cs in tricks if w != player for c in cs]
        p = pile_points(ppile + disc)
        ntr = sum(1 for w, _ in tricks if w == player)
        if ntr in (0, 12):
            continue  # no volat either way
        if TRULL <= set(ppile) or TRULL <= set(hpile) or KINGS <= set(ppile) or KINGS <= set(hpile):
            continue  # no silent trull / four kings
        last_w, last_cards = tricks[-1]
        pag_last = "T1" in last_cards
        if ultimo == "made":
            if not (
                pag_last
                and last_w == player
                and plays[-3:]
                and dict((c, s) for s, c in plays[-3:])["T1"] == player
            ):
                continue
        elif ultimo == "failed":
            if pag_last and last_w == player:
                continue
        else:
            if pag_last:
                continue  # keep the pagat out of the last trick (no silent ultimo questions)
        if outcome == "win" and p < 34:
            continue
        if outcome == "lose" and p > 33:
            continue
        break
    else:
        raise SystemExit(f"no deal found for {n} {dealer} {outcome} {ultimo} {renonce}")
    hands_out = [[] for _ in range(n)]
    for s in order:
        hands_out[s] = list(hands[s])
    # the auction: the player's three before or after the passes as its position says
    bids = []
    for s in order:
        bids.append({"type": "bid", "seat": s, "bid": "three" if s == player else "pass"})
    ev = bids
    ev.append({"type": "take", "seat": player, "cards": got})
    ev.append({"type": "discard", "seat": player, "cards": disc})
    ann = [{"kind": "pagat_ultimo"}] if ultimo else []
    ev.append({"type": "announce", "seat": player, "items": ann})
    pi = order.index(player)
    for k in range(1, 3):
        ev.append({"type": "announce", "seat": order[(pi + k) % 3], "items": []})
    first_play = len(ev)
    for s, c in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    return {
        "dealer": dealer,
        "hands": hands_out,
        "talon": talon,
        "events": ev,
        "player": player,
        "helpers": helpers,
        "king": king,
        "points": p,
        "renonce_event": None if ren_at is None else first_play + ren_at,
        "renonce_by": off,
        "ultimo": ultimo,
        "renonce": renonce,
        "pagat_in_hand": True,
    }


def make_passout(rng, n, dealer, sitter=None):
    order, king = seats_for(n, dealer, sitter)
    deck = DECK[:]
    rng.shuffle(deck)
    talon, rest = deck[:6], deck[6:]
    hands = [[] for _ in range(n)]
    for i, s in enumerate(order):
        hands[s] = rest[12 * i : 12 * i + 12]
    ev = [{"type": "bid", "seat": s, "bid": "pass"} for s in order]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev, "order": order, "king": king}


def make_redeal(rng, n, dealer, asker_pos, sitter=None, holds_tarock=False):
    order, king = seats_for(n, dealer, sitter)
    asker = order[asker_pos]
    while True:
        deck = DECK[:]
        rng.shuffle(deck)
        suits = [c for c in deck if not is_tarock(c)]
        trs = [c for c in deck if is_tarock(c)]
        if holds_tarock:
            mine = suits[:11] + trs[:1]
            others = suits[11:] + trs[1:]
        else:
            mine = suits[:12]
            others = suits[12:] + trs
        rng.shuffle(others)
        talon, rest = others[:6], others[6:]
        hands = [[] for _ in range(n)]
        k = 0
        for s in order:
            if s == asker:
                hands[s] = sorted(mine, key=DECK.index)
                rng.shuffle(hands[s])
            else:
                hands[s] = rest[12 * k : 12 * k + 12]
                k += 1
        # the others hold tarocks (so only the asker's claim is in question)
        if all(any(is_tarock(c) for c in hands[s]) for s in order if s != asker):
            break
    ev = [{"type": "redeal", "seat": asker, "reason": "no_tarock"}]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev, "asker": asker, "order": order}


# ---------------------------------------------------------------- settlement (my reading)


class Session:
    def __init__(self, n, pool, fresh):
        self.n = n
        self.pool = pool
        self.fresh = fresh  # the pool must be founded at the first deal

    def stakes(self, participants):
        out = []
        if self.fresh:
            for s in participants:
                out.append(
                    {"type": "payment", "from": s, "to": "pool", "amount": STAKE, "reason": "pool_stake"}
                )
                self.pool += STAKE
            self.fresh = False
        return out


def game_value(points, mult=3, add=30, k=1):
    # §18: three: points over 33 times 3, plus 30; a lost game times the purchase number (§16)
    if points >= 34:
        return True, (points - 33) * mult + add
    return False, ((33 - points) * mult + add) * k


def settle_game(sess, g, *, renonce_premiums="not_counted", renonce_pool="with_ultimo", participants):
    """Returns the payment events and a text of the figures."""
    pays = sess.stakes(participants)
    player, king = g["player"], g["king"]
    opp = list(g["helpers"]) + ([king] if king is not None else [])
    won_cards, val = game_value(g["points"])
    notes = [f"player seat {player}, card points {g['points']}"]
    win = {}  # seat -> gross win
    pool_take = None
    pool_pay = None
    if g["renonce"] == "player":
        # §23: the player loses unconditionally; at a won game only the consolation (§18/§12: the 30 of a three)
        amt = 30 if won_cards else val
        notes.append(
            f"renonce by the player: game {'won' if won_cards else 'lost'} by cards -> pays {amt} to each of {opp}"
        )
        for o in opp:
            pays.append({"type": "payment", "from": player, "to": o, "amount": amt, "reason": "game"})
            win[o] = win.get(o, 0) + amt
        if g["ultimo"] and renonce_premiums == "all_paid":
            for o in opp:
                pays.append(
                    {"type": "payment", "from": player, "to": o, "amount": 100, "reason": "pagat_ultimo"}
                )
                win[o] += 100
            notes.append("all_paid: the announced ultimo, 100 to each")
        if g["ultimo"]:
            if renonce_pool == "paid" or (renonce_pool == "with_ultimo" and renonce_premiums == "all_paid"):
                pool_pay = sess.pool
                notes.append(f"renonce_pool={renonce_pool}: pays the pool's content {sess.pool} into it")
            else:
                notes.append(f"renonce_pool={renonce_pool}: pool neither taken nor paid")
    else:
        # a helper's renonce: the helpers lose unconditionally (§23); here the player won by cards anyway
        if g["renonce"] == "helper":
            assert won_cards
            notes.append("renonce by a helper: the helpers lose (they lost by cards too)")
        if won_cards:
            for o in opp:
                pays.append({"type": "payment", "from": o, "to": player, "amount": val, "reason": "game"})
                win[player] = win.get(player, 0) + val
        else:
            for o in opp:
                pays.append({"type": "payment", "from": player, "to": o, "amount": val, "reason": "game"})
                win[o] = win.get(o, 0) + val
        notes.append(f"game {'won' if won_cards else 'lost'}: {val} per opponent")
        if g["ultimo"] == "made":
            for o in opp:
                pays.append(
                    {"type": "payment", "from": o, "to": player, "amount": 100, "reason": "pagat_ultimo"}
                )
                win[player] += 100
            pool_take = sess.pool
            notes.append(f"ultimo announced and made: 100 from each, and the pool {sess.pool}")
    if pool_take is not None:
        pays.append(
            {
                "type": "payment",
                "from": "pool",
                "to": player,
                "amount": r2(pool_take),
                "reason": "pool_ultimo",
            }
        )
        sess.pool -= pool_take
    if pool_pay is not None:
        pays.append({"type": "payment", "from": player, "to": "pool", "amount": r2(pool_pay)})
        sess.pool += pool_pay
    for s in sorted(win):
        sh = r2(win[s] * SHARE)
        pays.append({"type": "payment", "from": s, "to": "pool", "amount": sh, "reason": "pool_share"})
        sess.pool += sh
        notes.append(f"seat {s} wins {win[s]}: 10% = {sh} to the pool")
    if pool_take is not None:
        sess.fresh = True  # refounded at the next deal (the option's description)
    notes.append(f"pool after the deal: {r2(sess.pool)}")
    return pays, notes


def settle_passout(sess, d, participants):
    pays = sess.stakes(participants)
    for s in d["order"]:
        pays.append({"type": "payment", "from": s, "to": "pool", "amount": PASS_FEE, "reason": "pool_pass"})
        sess.pool += PASS_FEE
    return pays, [f"all three pass: {PASS_FEE} from each of {d['order']}; pool {r2(sess.pool)}"]


def strip(d):
    return {"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"], "events": d["events"]}


NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def write(name, players, rules, deals, expected, notes, start=None, why=""):
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": rules,
        "players": NAMES[:players],
        "meta": {"audit": "gd-redeal-renonce-pool", "expected": expected},
        "deals": [strip(d) for d in deals],
    }
    if start is not None:
        doc["start"] = start
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    EXP.append((name, expected, notes, why))


EXP: list = []


def main(seed):
    rng = random.Random(seed)
    R = {"preset": "standard", "pool": True}

    # 01: 3p, fresh pool; all pass, then a game. clean
    s = Session(3, 0, True)
    d0 = make_passout(rng, 3, 0)
    p, n0 = settle_passout(s, d0, [0, 1, 2])
    d0["events"] += p
    d1 = make_game(rng, 3, 1, outcome="win")
    p, n1 = settle_game(s, d1, participants=[0, 1, 2])
    d1["events"] += p
    write(
        "01-3p-passout-then-game-clean.json",
        3,
        R,
        [d0, d1],
        [],
        [n0, n1],
        why="§27 stake ('pewną kwotę'), pass fee ('W razie, gdy wszyscy trzej grający powiedzą: passe, składa każdy pewną daninę żydkowi'), 10% of each win; §26 'kolej gry idzie dalej'.",
    )

    # 02: 3p, game, pass-out with one fee wrong, game with a wrong share
    s = Session(3, 0, True)
    d0 = make_game(rng, 3, 2, outcome="lose")
    p, n0 = settle_game(s, d0, participants=[0, 1, 2])
    d0["events"] += p
    d1 = make_passout(rng, 3, 0)
    p, n1 = settle_passout(s, d1, [0, 1, 2])
    base = len(d1["events"])
    p[1]["amount"] = 10
    e1 = base + 1
    d1["events"] += p
    d2 = make_game(rng, 3, 1, outcome="win", player_pos=2)
    p, n2 = settle_game(s, d2, participants=[0, 1, 2])
    base = len(d2["events"])
    idx = [i for i, x in enumerate(p) if x.get("reason") == "pool_share"][0]
    good = p[idx]["amount"]
    p[idx]["amount"] = r2(good + 2)
    d2["events"] += p
    n1.append(f"PLANTED: event {e1} pass fee 10 (should be 5)")
    n2.append(f"PLANTED: event {base + idx} pool share {r2(good + 2)} (should be {good})")
    write(
        "02-3p-passout-fee-and-share-wrong.json",
        3,
        R,
        [d0, d1, d2],
        [[1, e1, "wrong_payment"], [2, base + idx, "wrong_payment"]],
        [n0, n1, n2],
        why="§27 pass fee and '10 procent od każdej wygranej'.",
    )

    # 03: 4p, fresh; all pass with the king paying a pass fee too (planted); then a game
    s = Session(4, 0, True)
    d0 = make_passout(rng, 4, 0)
    p, n0 = settle_passout(s, d0, [0, 1, 2, 3])
    base = len(d0["events"])
    p.append({"type": "payment", "from": 0, "to": "pool", "amount": PASS_FEE, "reason": "pool_pass"})
    e0 = base + len(p) - 1
    d0["events"] += p
    n0.append(
        f"PLANTED: event {e0} the king (seat 0, dealer) pays a pass fee; only 'wszyscy trzej grający' pay"
    )
    d1 = make_game(rng, 4, 1, outcome="lose")
    p, n1 = settle_game(s, d1, participants=[0, 1, 2, 3])
    d1["events"] += p
    write(
        "03-4p-passout-king-fee-planted.json",
        4,
        R,
        [d0, d1],
        [[0, e0, "wrong_payment"]],
        [n0, n1],
        why="§27 'W razie, gdy wszyscy trzej grający powiedzą: passe, składa każdy pewną daninę'; §8 the king takes no active part.",
    )

    # 04: 4p, fresh; pass, pass, game won (king pays). clean
    s = Session(4, 0, True)
    d0 = make_passout(rng, 4, 2)
    p, n0 = settle_passout(s, d0, [0, 1, 2, 3])
    d0["events"] += p
    d1 = make_passout(rng, 4, 3)
    p, n1 = settle_passout(s, d1, [0, 1, 2, 3])
    d1["events"] += p
    d2 = make_game(rng, 4, 0, outcome="win", player_pos=1)
    p, n2 = settle_game(s, d2, participants=[0, 1, 2, 3])
    d2["events"] += p
    write(
        "04-4p-two-passouts-game-clean.json",
        4,
        R,
        [d0, d1, d2],
        [],
        [n0, n1, n2],
        why="§8 the king shares the result; §17 'płaci gracz każdemu z pomagających i królowi'; §27.",
    )

    # 05: 5p (seat 4 sits out), pool carried in; pass, game, pass. clean
    s = Session(5, 40, False)
    d0 = make_passout(rng, 5, 0, sitter=4)
    p, n0 = settle_passout(s, d0, [])
    d0["events"] += p
    d1 = make_game(rng, 5, 1, sitter=4, outcome="win")
    p, n1 = settle_game(s, d1, participants=[])
    d1["events"] += p
    d2 = make_passout(rng, 5, 2, sitter=4)
    p, n2 = settle_passout(s, d2, [])
    d2["events"] += p
    write(
        "05-5p-pass-game-pass-clean.json",
        5,
        R,
        [d0, d1, d2],
        [],
        [n0, n1, n2],
        start={"pools": {"pool": 40}},
        why="§8 at five one sits out of game and result for four deals; §27.",
    )

    # 06: 5p (seat 0 sits out), pool carried in; pass with the sitter paying a fee (planted), then a lost game
    s = Session(5, 25, False)
    d0 = make_passout(rng, 5, 1, sitter=0)
    p, n0 = settle_passout(s, d0, [])
    base = len(d0["events"])
    p.insert(0, {"type": "payment", "from": 0, "to": "pool", "amount": PASS_FEE, "reason": "pool_pass"})
    e0 = base
    d0["events"] += p
    n0.append(f"PLANTED: event {e0} the sitter (seat 0) pays a pass fee")
    d1 = make_game(rng, 5, 2, sitter=0, outcome="lose", player_pos=1)
    p, n1 = settle_game(s, d1, participants=[])
    d1["events"] += p
    write(
        "06-5p-sitter-pass-fee-planted.json",
        5,
        R,
        [d0, d1],
        [[0, e0, "wrong_payment"]],
        [n0, n1],
        start={"pools": {"pool": 25}},
        why="§8 'nie bierze udziału ani w grze, ani w wyniku gry'; §27 fee from the three players.",
    )

    # 07: 3p, default rules (no_tarock_redeal false); a game, then an illegal no-tarock redeal, then the deal again
    s = Session(3, 0, True)
    d0 = make_game(rng, 3, 0, outcome="win")
    p, n0 = settle_game(s, d0, participants=[0, 1, 2])
    d0["events"] += p
    d1 = make_redeal(rng, 3, 1, asker_pos=1)
    n1 = [f"seat {d1['asker']} holds no tarock and asks a redeal: not allowed by default"]
    d2 = make_game(rng, 3, 1, outcome="lose")
    p, n2 = settle_game(s, d2, participants=[0, 1, 2])
    d2["events"] += p
    write(
        "07-3p-redeal-default-illegal.json",
        3,
        R,
        [d0, d1, d2],
        [[1, 0, "illegal_redeal"]],
        [n0, n1, n2],
        why="§17 'bez taroka u jednego z partnerów grać się powinno' (the author rejects the throw-in; option default false).",
    )

    # 08: 3p, no_tarock_redeal true: pass-out, legal redeal (same dealer deals again), game. clean
    s = Session(3, 0, True)
    R8 = dict(R, no_tarock_redeal=True)
    d0 = make_passout(rng, 3, 2)
    p, n0 = settle_passout(s, d0, [0, 1, 2])
    d0["events"] += p
    d1 = make_redeal(rng, 3, 0, asker_pos=2)
    n1 = [f"seat {d1['asker']} holds no tarock: cards thrown in, no payment; the same dealer deals again"]
    d2 = make_game(rng, 3, 0, outcome="win", player_pos=1)
    p, n2 = settle_game(s, d2, participants=[0, 1, 2])
    d2["events"] += p
    write(
        "08-3p-redeal-option-legal-clean.json",
        3,
        R8,
        [d0, d1, d2],
        [],
        [n0, n1, n2],
        why="§17 'często uważa się za normę, że bez taroka nie ma gry i karty się wtedy zrzuca' (option no_tarock_redeal).",
    )

    # 09: 4p, no_tarock_redeal true: a game, then a redeal asked by a seat that holds a tarock (illegal), then a game
    s = Session(4, 0, True)
    R9 = dict(R, no_tarock_redeal=True)
    d0 = make_game(rng, 4, 3, outcome="win")
    p, n0 = settle_game(s, d0, participants=[0, 1, 2, 3])
    d0["events"] += p
    d1 = make_redeal(rng, 4, 0, asker_pos=0, holds_tarock=True)
    n1 = [f"seat {d1['asker']} holds one tarock and asks the no-tarock redeal: illegal"]
    d2 = make_game(rng, 4, 0, outcome="lose", player_pos=2)
    p, n2 = settle_game(s, d2, participants=[0, 1, 2, 3])
    d2["events"] += p
    write(
        "09-4p-redeal-holds-tarock-illegal.json",
        4,
        R9,
        [d0, d1, d2],
        [[1, 0, "illegal_redeal"]],
        [n0, n1, n2],
        why="§17: the throw-in is for a hand 'bez taroka' only.",
    )

    # 10: 5p (seat 2 sits out), no_tarock_redeal true, pool carried in: legal redeal but the asker paid a fee (planted); then a game
    s = Session(5, 30, False)
    R10 = dict(R, no_tarock_redeal=True)
    d0 = make_redeal(rng, 5, 3, asker_pos=1, sitter=2)
    a = d0["asker"]
    d0["events"].append(
        {"type": "payment", "from": a, "to": "pool", "amount": PASS_FEE, "reason": "pool_pass"}
    )
    n0 = [
        f"seat {a} holds no tarock: legal throw-in; PLANTED: event 1 a pass fee from him (no fee for a redeal)"
    ]
    d1 = make_game(rng, 5, 3, sitter=2, outcome="win", player_pos=2)
    p, n1 = settle_game(s, d1, participants=[])
    d1["events"] += p
    write(
        "10-5p-redeal-legal-fee-planted.json",
        5,
        R10,
        [d0, d1],
        [[0, 1, "wrong_payment"]],
        [n0, n1],
        start={"pools": {"pool": 30}},
        why="§27 names a fee for an all-pass only ('W razie, gdy wszyscy trzej grający powiedzą: passe').",
    )

    # 11: 3p, pool carried in; the player announces ultimo (holds the pagat) and revokes; default renonce_pool
    s = Session(3, 60, False)
    d0 = make_game(rng, 3, 0, outcome="win", ultimo="made", renonce="player")
    p, n0 = settle_game(s, d0, participants=[])
    d0["events"] += p
    d1 = make_passout(rng, 3, 1)
    p, n1 = settle_passout(s, d1, [])
    d1["events"] += p
    write(
        "11-3p-player-renonce-ultimo-default.json",
        3,
        R,
        [d0, d1],
        [[0, d0["renonce_event"], "revoke"]],
        [n0, n1],
        start={"pools": {"pool": 60}},
        why="§23 renonce: 'Zwykle gracz płaci przy wygranej grze tylko konsolację, a zapowiedziane walory nie liczą się mu'; renonce_pool with_ultimo.",
    )

    # 12: 3p, renonce_pool paid: the player's renonce with ultimo announced, game lost by cards; pays the pool's content
    s = Session(3, 45, False)
    R12 = dict(R, renonce_pool="paid")
    d0 = make_passout(rng, 3, 2)
    p, n0 = settle_passout(s, d0, [])
    d0["events"] += p
    d1 = make_game(rng, 3, 0, outcome="lose", ultimo="failed", renonce="player", player_pos=1)
    p, n1 = settle_game(s, d1, renonce_pool="paid", participants=[])
    d1["events"] += p
    write(
        "12-3p-player-renonce-pool-paid.json",
        3,
        R12,
        [d0, d1],
        [[1, d1["renonce_event"], "revoke"]],
        [n0, n1],
        start={"pools": {"pool": 45}},
        why="§27a 'osobną umową'; option renonce_pool=paid: the pool's content paid in whatever the ultimo.",
    )

    # 13: 4p, renonce_pool paid; a helper revokes, the player's announced ultimo is made: he takes the pool
    s = Session(4, 0, True)
    R13 = dict(R, renonce_pool="paid")
    d0 = make_passout(rng, 4, 1)
    p, n0 = settle_passout(s, d0, [0, 1, 2, 3])
    d0["events"] += p
    d1 = make_game(rng, 4, 2, outcome="win", ultimo="made", renonce="helper")
    p, n1 = settle_game(s, d1, renonce_pool="paid", participants=[0, 1, 2, 3])
    d1["events"] += p
    write(
        "13-4p-helper-renonce-ultimo-made.json",
        4,
        R13,
        [d0, d1],
        [[1, d1["renonce_event"], "revoke"]],
        [n0, n1],
        why="§23 the renonce loses the offender's side the game; §27 the pool goes to the player 'który ultimo zapowie i zrobi'; §27a concerns the ultimo announcer's renonce only.",
    )

    # 14: 5p (seat 1 sits out), renonce_premiums all_paid, renonce_pool untouched; player revokes, game lost;
    # the table also paid the pool's content in (planted)
    s = Session(5, 80, False)
    R14 = dict(R, renonce_premiums="all_paid", renonce_pool="untouched")
    d0 = make_game(rng, 5, 0, sitter=1, outcome="lose", ultimo="failed", renonce="player", player_pos=2)
    p, n0 = settle_game(s, d0, renonce_premiums="all_paid", renonce_pool="untouched", participants=[])
    base = len(d0["events"])
    k = [i for i, x in enumerate(p) if x.get("reason") == "pool_share"][0]
    p.insert(k, {"type": "payment", "from": d0["player"], "to": "pool", "amount": 80})
    e0 = base + k
    d0["events"] += p
    n0.append(f"PLANTED: event {e0} the player pays the pool's content 80 in (untouched: no such payment)")
    d1 = make_passout(rng, 5, 2, sitter=1)
    p, n1 = settle_passout(s, d1, [])
    d1["events"] += p
    write(
        "14-5p-player-renonce-allpaid-pool-untouched.json",
        5,
        R14,
        [d0, d1],
        [[0, d0["renonce_event"], "revoke"], [0, e0, "wrong_payment"]],
        [n0, n1],
        start={"pools": {"pool": 80}},
        why="§23 'przy przegranej grze płaci grę, lub też i zapowiedziane walory' (all_paid); renonce_pool=untouched.",
    )

    lines = [
        "# gd-redeal-renonce-pool: expected verdicts (written blind)",
        "",
        f"Generated by _gen.py --seed {seed}. Codes are my guesses of the engine's names; the substance is the",
        "(deal, event) and the figure. Rules: standard preset, pool on; options as each file's `rules` say.",
        "",
    ]
    for name, exp, notes, why in EXP:
        lines.append(f"## {name}")
        lines.append("")
        lines.append(
            f"- status: {'violations' if exp else 'clean'}; violations: {[tuple(x) for x in exp] or 'none'}"
        )
        lines.append(f"- source: {why}")
        for di, nn in enumerate(notes):
            lines.append(f"- deal {di}: " + "; ".join(nn))
        lines.append("")
    (OUT / "EXPECTED.md").write_text("\n".join(lines))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2718)
    main(ap.parse_args().seed)
