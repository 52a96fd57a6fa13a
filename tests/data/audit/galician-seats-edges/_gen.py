"""Blind generator for the galician-seats-edges audit round (four and five players).

Written from Szczepański's text (§8-§9, §14, §16-§18, §26-§27) and the format spec only; it does
not import the validator.  `python _gen.py [SEED]` rewrites every NN-*.json beside it.

Readings used (see EXPECTED.md for the quotes):
- four players: the dealer is the king, dealt no cards ([]), does not bid, announce, double or
  play, but pays and is paid like a helper (double where a contra doubles the game);
- five players: one seat sits out a whole round of four deals (no cards, no acts, no money); the
  other four play as four do (the dealer is king);
- the deal passes to the next seat in order of play that is not sitting out;
- the forehand (first to bid, first to lead) is the next active seat after the dealer;
- pool: every seat taking part (three actives and the king, never the sitter) stakes 10 when the
  pool is founded; each winner pays 10 % of what they won; after an all-pass each of the three
  active players pays 5;
- play is always the highest legal card when following (legal under any reading of §5), leads are
  random; deals are kept only if no side collects trull or four kings, the pagat is not in the
  last trick and no side takes every trick (so no silent premium is due).
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values()) + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or (c.startswith("T") and c[1:].isdigit())


def tarock_rank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def suit_of(c: str) -> str:
    return c[-1]


def suit_rank(c: str) -> int:
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1) if c not in PIP.values() else 1


def value(c: str) -> int:
    if is_tarock(c):
        return 5 if c in ("SKIZ", "T21", "T1") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1) if c not in PIP.values() else 1


def group_points(cards: list[str]) -> int:
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def winner(trick: list[tuple[int, str]]) -> int:
    tar = [(tarock_rank(c), s) for s, c in trick if is_tarock(c)]
    if tar:
        return max(tar)[1]
    led = suit_of(trick[0][1])
    return max((suit_rank(c), s) for s, c in trick if not is_tarock(c) and suit_of(c) == led)[1]


def follow(hand: list[str], trick: list[tuple[int, str]]) -> str:
    led = trick[0][1]
    if is_tarock(led):
        t = [c for c in hand if is_tarock(c)]
        if t:
            return max(t, key=tarock_rank)
        return min(hand, key=value)
    same = [c for c in hand if not is_tarock(c) and suit_of(c) == suit_of(led)]
    if same:
        return max(same, key=suit_rank)
    t = [c for c in hand if is_tarock(c)]
    if t:
        return max(t, key=tarock_rank)
    return min(hand, key=value)


def active_after(seat: int, n: int, out: set[int]) -> list[int]:
    return [(seat + k) % n for k in range(1, n + 1) if (seat + k) % n not in out]


def make_deal(rng: random.Random, n: int, dealer: int, sitter: int | None, *, bidder_pos: int | None,
              contra: bool = False, want: str | None = None) -> dict:
    """One deal.  bidder_pos: 0/1/2 = which active seat (from the forehand) bids 'three'; None = all pass.
    want: 'win' / 'lose' / None for the player's result.  Returns the deal plus bookkeeping."""
    out = {dealer} | ({sitter} if sitter is not None else set())
    act = active_after(dealer, n, out)[:3]
    assert len(act) == 3
    for _ in range(100000):
        deck = DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = {act[i]: deck[6 + 12 * i: 18 + 12 * i] for i in range(3)}
        if bidder_pos is None:
            events = [{"type": "bid", "seat": s, "bid": "pass"} for s in act]
            return {"deal": _deal_json(n, dealer, hands, talon, events), "act": act, "player": None}
        player = act[bidder_pos]
        events = []
        for i, s in enumerate(act):
            events.append({"type": "bid", "seat": s, "bid": "three" if i == bidder_pos else "pass"})
        take = talon[:3]
        rest = talon[3:]
        hand_p = hands[player] + take
        cand = [c for c in hand_p if not is_tarock(c) and c[0] != "K"]
        if len(cand) < 3:
            continue
        cand.sort(key=lambda c: (value(c), c))
        # lay away three of the cheapest non-king suit cards, random among them
        disc = rng.sample(cand[:5], 3) if len(cand) >= 5 else cand[:3]
        events.append({"type": "take", "seat": player, "cards": take})
        events.append({"type": "discard", "seat": player, "cards": disc})
        order = [player] + [s for s in active_after(player, n, out)[:2]]
        for s in order:
            events.append({"type": "announce", "seat": s, "items": []})
        helpers = [s for s in act if s != player]
        if contra:
            events.append({"type": "double", "seat": helpers[0], "target": "game", "level": 2})
        live = {s: list(hands[s]) for s in act}
        live[player] = [c for c in hand_p if c not in disc]
        leader = act[0]
        player_cards: list[str] = list(disc)
        helper_cards: list[str] = list(rest)
        tricks_p = 0
        ok = True
        last_trick = None
        for t in range(12):
            seq = [leader] + [s for s in active_after(leader, n, out)[:2]]
            trick: list[tuple[int, str]] = []
            for k, s in enumerate(seq):
                c = rng.choice(live[s]) if k == 0 else follow(live[s], trick)
                live[s].remove(c)
                trick.append((s, c))
                events.append({"type": "play", "seat": s, "card": c})
            w = winner(trick)
            cards = [c for _, c in trick]
            if w == player:
                player_cards += cards
                tricks_p += 1
            else:
                helper_cards += cards
            leader = w
            last_trick = cards
        assert last_trick is not None
        if "T1" in last_trick:
            ok = False
        if tricks_p in (0, 12):
            ok = False
        for side in (player_cards, helper_cards):
            if {"SKIZ", "T21", "T1"} <= set(side) or {"KH", "KD", "KS", "KC"} <= set(side):
                ok = False
        if not ok:
            continue
        p = group_points(player_cards)
        assert p + group_points(helper_cards) == 66, (p, group_points(helper_cards))
        won = p > 33
        if want == "win" and not won:
            continue
        if want == "lose" and won:
            continue
        if p == 33:
            continue
        base = (p - 33) * 3 + 30 if won else (33 - p) * 3 + 30
        mult = 2 if contra else 1
        game = base * mult
        return {
            "deal": _deal_json(n, dealer, hands, talon, events),
            "act": act,
            "player": player,
            "helpers": helpers,
            "points": p,
            "won": won,
            "game": game,
        }
    raise RuntimeError("no deal found")


def _deal_json(n: int, dealer: int, hands: dict[int, list[str]], talon: list[str], events: list[dict]) -> dict:
    return {
        "dealer": dealer,
        "hands": [list(hands.get(s, [])) for s in range(n)],
        "talon": list(talon),
        "events": events,
    }


def money(x: float) -> float | int:
    r = round(x, 2)
    return int(r) if r == int(r) else r


def settle(d: dict, king: int, *, stakes: list[int] | None = None) -> None:
    """Append the payments a deal owes (stakes first, then the game, then the pool shares)."""
    ev = d["deal"]["events"]
    if stakes:
        for s in stakes:
            ev.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
    if d["player"] is None:
        for s in d["act"]:
            ev.append({"type": "payment", "from": s, "to": "pool", "amount": 5, "reason": "pool_pass"})
        return
    opp = d["helpers"] + [king]
    g = d["game"]
    for o in opp:
        if d["won"]:
            ev.append({"type": "payment", "from": o, "to": d["player"], "amount": g, "reason": "game"})
        else:
            ev.append({"type": "payment", "from": d["player"], "to": o, "amount": g, "reason": "game"})
    if d["won"]:
        ev.append({"type": "payment", "from": d["player"], "to": "pool", "amount": money(0.1 * g * len(opp)),
                   "reason": "pool_share"})
    else:
        for o in opp:
            ev.append({"type": "payment", "from": o, "to": "pool", "amount": money(0.1 * g), "reason": "pool_share"})


def doc(players: list[str], deals: list[dict], note: str, start: dict | None = None) -> dict:
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": {"preset": "standard"},
         "players": players, "deals": [d["deal"] for d in deals], "meta": {"note": note}}
    if start is not None:
        t["start"] = start
    return t


def find(ev: list[dict], **kw) -> int:
    for i, e in enumerate(ev):
        if all(e.get(k) == v for k, v in kw.items()):
            return i
    raise KeyError(kw)


def main(seed: int) -> None:
    rng = random.Random(seed)
    out: dict[str, dict] = {}
    P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
    P5 = P4 + ["Eugeniusz"]

    # ---------------- four players: base (dealers 0,1,2,3; the dealer is king)
    d0 = make_deal(rng, 4, 0, None, bidder_pos=0, want="win")
    d1 = make_deal(rng, 4, 1, None, bidder_pos=1, contra=True, want="lose")
    d2 = make_deal(rng, 4, 2, None, bidder_pos=None)
    d3 = make_deal(rng, 4, 3, None, bidder_pos=2, want="lose")
    settle(d0, 0, stakes=[0, 1, 2, 3])
    settle(d1, 1)
    settle(d2, 2)
    settle(d3, 3)
    base4 = [d0, d1, d2, d3]
    info4 = {i: {k: d.get(k) for k in ("player", "helpers", "points", "won", "game", "act")} for i, d in enumerate(base4)}
    out["01-four-clean.json"] = doc(P4, base4, "4 players, dealers 0-3 are king in turn; win, contra loss, all pass, loss.")

    def var4(note: str) -> tuple[dict, list[dict]]:
        t = doc(P4, copy.deepcopy(base4), note)
        return t, t["deals"]

    # 02 the king bids (a pass after the three actives)
    t, D = var4("deal 0: the king (dealer, seat 0) says pass in the auction")
    D[0]["events"].insert(3, {"type": "bid", "seat": 0, "bid": "pass"})
    out["02-four-king-bids.json"] = t

    # 03 the king gives contra in deal 3 (player loses; payments undoubled)
    t, D = var4("deal 3: the king (seat 3) gives contra on the game")
    ev = D[3]["events"]
    first_play = find(ev, type="play")
    ev.insert(first_play, {"type": "double", "seat": 3, "target": "game", "level": 2})
    out["03-four-king-doubles.json"] = t

    # 04 the king announces (dobrze) in deal 0
    t, D = var4("deal 0: the king (seat 0) says 'dobrze' among the announcements")
    ev = D[0]["events"]
    first_play = find(ev, type="play")
    ev.insert(first_play, {"type": "announce", "seat": 0, "items": []})
    out["04-four-king-announces.json"] = t

    # 05 the king plays a card (one of the talon's unbought cards) after the third card of trick 3
    t, D = var4("deal 0: the king (seat 0) plays a card after trick 3 is complete")
    ev = D[0]["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    pos = plays[8] + 1
    ev.insert(pos, {"type": "play", "seat": 0, "card": D[0]["talon"][4]})
    out["05-four-king-plays.json"] = t

    # 06 contra deal 1: the king is paid single instead of double
    t, D = var4("deal 1: contra, the player lost; the king (seat 1) is paid the single game, not double")
    ev = D[1]["events"]
    i = find(ev, type="payment", to=1, reason="game")
    ev[i]["amount"] = info4[1]["game"] // 2
    out["06-four-king-paid-single.json"] = t

    # 07 deal 3: the player pays the helpers but not the king
    t, D = var4("deal 3: the player lost and paid both helpers, not the king (seat 3)")
    ev = D[3]["events"]
    i = find(ev, type="payment", to=3, reason="game")
    del ev[i]
    out["07-four-king-unpaid.json"] = t

    # 08 deal 3 dealt by seat 0 instead of seat 3 (a whole consistent deal, king 0)
    d3w = make_deal(rng, 4, 0, None, bidder_pos=2, want="lose")
    settle(d3w, 0)
    t = doc(P4, copy.deepcopy([d0, d1, d2, d3w]), "deal 3 is dealt by seat 0 (king 0) though seat 3 was due")
    info4["08-d3"] = {k: d3w.get(k) for k in ("player", "helpers", "points", "won", "game", "act")}
    out["08-four-wrong-dealer.json"] = t

    # 09 deal 0: the king does not stake
    t, D = var4("deal 0: the king (seat 0) puts no stake into the new pool")
    ev = D[0]["events"]
    del ev[find(ev, type="payment", **{"from": 0}, reason="pool_stake")]
    out["09-four-king-no-stake.json"] = t

    # 10 deal 2 (all pass): the king pays the pass fee too
    t, D = var4("deal 2: all three pass; the king (seat 2) pays the pass fee as well")
    ev = D[2]["events"]
    ev.append({"type": "payment", "from": 2, "to": "pool", "amount": 5, "reason": "pool_pass"})
    out["10-four-king-pass-fee.json"] = t

    # ---------------- five players: seat 4 sits out the first round of four deals
    e0 = make_deal(rng, 5, 0, 4, bidder_pos=0, want="win")
    e1 = make_deal(rng, 5, 1, 4, bidder_pos=1, contra=True, want="lose")
    e2 = make_deal(rng, 5, 2, 4, bidder_pos=None)
    e3 = make_deal(rng, 5, 3, 4, bidder_pos=2, want="win")
    settle(e0, 0, stakes=[0, 1, 2, 3])
    settle(e1, 1)
    settle(e2, 2)
    settle(e3, 3)
    base5 = [e0, e1, e2, e3]
    info5 = {i: {k: d.get(k) for k in ("player", "helpers", "points", "won", "game", "act")} for i, d in enumerate(base5)}
    out["11-five-clean.json"] = doc(P5, base5, "5 players: seat 4 sits out deals 0-3; dealers 0-3 are king in turn.")

    # 12 five players, the next round: seat 0 sits out, the deal passes on to seat 4
    f0 = make_deal(rng, 5, 0, 4, bidder_pos=0, want="lose")
    f1 = make_deal(rng, 5, 1, 4, bidder_pos=2, want="win")
    f2 = make_deal(rng, 5, 2, 4, bidder_pos=1, want="lose")
    f3 = make_deal(rng, 5, 3, 4, bidder_pos=0, want="win")
    f4 = make_deal(rng, 5, 4, 0, bidder_pos=0, want="win")
    for i, d in enumerate([f0, f1, f2, f3, f4]):
        settle(d, d["deal"]["dealer"])
    info5["12"] = [{k: d.get(k) for k in ("player", "helpers", "points", "won", "game", "act")} for d in (f0, f1, f2, f3, f4)]
    out["12-five-next-round.json"] = doc(
        P5, [f0, f1, f2, f3, f4],
        "5 players, pool already founded (start.pools): seat 4 sits out deals 0-3, seat 0 deal 4 (the next "
        "round), the deal passing on to seat 4.", start={"pools": {"pool": 40}})

    # 13 deal 1: the sitter (seat 4) says pass in the auction
    t = doc(P5, copy.deepcopy(base5), "deal 1: the sitter (seat 4) says pass in the auction")
    ev = t["deals"][1]["events"]
    ev.insert(2, {"type": "bid", "seat": 4, "bid": "pass"})
    out["13-five-sitter-bids.json"] = t

    # 14 deal 1: the losing player pays the sitter as well
    t = doc(P5, copy.deepcopy(base5), "deal 1: the losing player also pays the sitter (seat 4) the doubled game")
    ev = t["deals"][1]["events"]
    i = find(ev, type="payment", to=1, reason="game")
    ev.insert(i + 1, {"type": "payment", "from": info5[1]["player"], "to": 4, "amount": info5[1]["game"], "reason": "game"})
    out["14-five-sitter-paid.json"] = t

    # 15 deal 3: seat 0 sits out instead of seat 4 (seat 4 plays)
    e3w = make_deal(rng, 5, 3, 0, bidder_pos=2, want="win")
    settle(e3w, 3)
    info5["15-d3"] = {k: e3w.get(k) for k in ("player", "helpers", "points", "won", "game", "act")}
    out["15-five-wrong-sitter.json"] = doc(P5, copy.deepcopy([e0, e1, e2, e3w]),
                                           "deal 3: seat 0 sits out though seat 4's round is not over")

    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    for name, t in out.items():
        (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (Path("/tmp") / "galician-seats-edges-info.json").write_text(json.dumps({"four": info4, "five": info5}, indent=1, default=str))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
