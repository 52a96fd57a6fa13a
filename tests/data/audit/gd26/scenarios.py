"""gd26 scenarios: writes NN-*.json and facts.txt (the auditor's computed expectations)."""

from __future__ import annotations

import json
from pathlib import Path

from build import Session, disc_suits, disc_with
from model import is_tarock, legal, suit

HERE = Path(__file__).parent
P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
P5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]

THREE = [(0, "three"), (1, "pass"), (2, "pass")]
FACTS = {}


def won(f):
    return f["ppts"] > 33


def lost(f):
    return f["ppts"] <= 33


def plain_tarock(hand):
    ts = sorted([c for c in hand if is_tarock(c) and c not in ("T1", "T21", "SKIZ")], key=lambda c: int(c[1:]))
    return ts[0] if ts else None


def has(card):
    return lambda hand: card if card in hand else None


def tarocks_items(n):
    def f(hand):
        k = sum(1 for c in hand if is_tarock(c))
        return [{"kind": "tarocks", "count": n}] if k == n else None

    return f


def ult_items(hand):
    return [{"kind": "pagat_ultimo"}] if "T1" in hand else None


def no_pagat_in_hand_of_player(hand, hands, act, player, talon):
    return "T1" in hand


def save(name, sess, players, meta):
    t = sess.transcript(players, meta)
    (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    FACTS[name] = [
        {k: v for k, v in f.items() if k in (
            "seed", "dealer", "sitter", "player", "contract", "purchase", "ppts", "hpts", "ult",
            "ultimo_made", "won_game", "game_amount", "level", "net", "netpool", "totals", "pool_after",
            "pays", "discard", "bought", "items", "planted")}
        for f in sess.expect
    ]


def find_event(ev, pred):
    for i, e in enumerate(ev):
        if pred(e):
            return i
    raise KeyError


# ---------------------------------------------------------------- 01
def f01():
    s = Session(3, pool=False)
    s.deal(2, dict(name="top", contract="top",
                   bids=[(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "top"), (0, "hold"), (1, "pass")],
                   player=0, discard=disc_suits(), cond=won), seed0=100)
    s.deal(0, dict(name="third", contract="three", bids=[(0, "pass"), (1, "pass"), (2, "three")],
                   player=2, rejects=1, discard=disc_suits(), cond=lost), seed0=200)
    s.deal(1, dict(name="tape", contract="three",
                   bids=[(0, "tape"), (1, "three"), (2, "pass_volat"), (0, "hold"), (1, "pass")],
                   player=0, discard=disc_suits(), cond=won), seed0=300)
    s.deal(2, dict(name="solo", contract="solo", bids=[(0, "three"), (1, "solo"), (2, "pass"), (0, "pass")],
                   player=1, cond=lambda f: True), seed0=400)
    save("01-auction-final-pass", s, P3, {"note": "gd26: how the auction ends (§10): top held by the forehand, a three from the last seat after two passes, tape held, a solo"})


# ---------------------------------------------------------------- 02
def f02():
    s = Session(3, pool=False)
    s.deal(2, dict(name="plain", contract="three", bids=THREE, discard=disc_with(plain_tarock), cond=won), seed0=500)
    s.deal(0, dict(name="mond", contract="three", bids=THREE, discard=disc_with(has("T21")), cond=won), seed0=600)
    s.deal(1, dict(name="tarocks", contract="three", bids=THREE, discard=disc_with(plain_tarock), shown=True,
                   items=tarocks_items(10), cond=lambda f: True), seed0=700)
    s.deal(2, dict(name="pagat", contract="three", bids=THREE, rejects=1, discard=disc_with(has("T1")), cond=lost), seed0=800)
    s.deal(0, dict(name="skiz", contract="three", bids=THREE, discard=disc_with(has("SKIZ")), cond=won), seed0=900)
    save("02-talon-discard-tarocks", s, P3, {"note": "gd26: tarocks laid away (§11, §13, §22): plain, mond, shown with 10 tarocks, pagat, skiz"})


# ---------------------------------------------------------------- 03
def f03():
    s = Session(3, pool=False)
    s.deal(1, dict(name="clean", contract="three", bids=THREE, discard=disc_suits(), cond=won), seed0=1000)

    def disc_king(hand, rng):
        ks = [c for c in hand if c[0] == "K" and not is_tarock(c)]
        if not ks:
            return None
        rest = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=lambda c: c)
        return [ks[0]] + rest[:2]

    s.deal(2, dict(name="king", contract="three", bids=THREE, rejects=1, discard=disc_king, forfeit="discard",
                   cond=won), seed0=1100)
    save("03-king-laid-away", s, P3, {"note": "gd26: deal 1 the player lays away a king (§13) and wins on points: consolation (§12)"})


# ---------------------------------------------------------------- 04
def f04():
    s = Session(3, pool=False)
    s.deal(0, dict(name="33", contract="three", bids=THREE, discard=disc_suits(), cond=lambda f: f["ppts"] == 33,
                   record="sheet"), seed0=1200)
    s.deal(1, dict(name="34", contract="three", bids=THREE, discard=disc_suits(), cond=lambda f: f["ppts"] == 34,
                   record="sheet"), seed0=1300)
    s.deal(2, dict(name="32p2", contract="three", bids=THREE, rejects=1, discard=disc_suits(),
                   cond=lambda f: f["ppts"] == 32, record="sheet"), seed0=1400)
    s.deal(0, dict(name="33p2", contract="three", bids=THREE, rejects=1, discard=disc_suits(),
                   cond=lambda f: f["ppts"] == 33, record="sheet"), seed0=1500)
    save("04-consolation-33", s, P3, {"note": "gd26: 33 points is a lost game (§18), 34 won, 32 at purchase 2; score sheet"})


# ---------------------------------------------------------------- 05
def f05():
    s = Session(3, pool=False)
    s.deal(2, dict(name="c-won", contract="three", bids=THREE, discard=disc_suits(), doubles=[(1, "game", 2)],
                   cond=won), seed0=1600)
    s.deal(0, dict(name="c-lost-p2", contract="three", bids=THREE, rejects=1, discard=disc_suits(),
                   doubles=[(2, "game", 2)], cond=lost), seed0=1700)
    s.deal(1, dict(name="rc-won", contract="three", bids=THREE, discard=disc_suits(),
                   doubles=[(1, "game", 2), (0, "game", 4)], cond=won), seed0=1800)
    s.deal(2, dict(name="rc-lost", contract="three", bids=THREE, discard=disc_suits(),
                   doubles=[(2, "game", 2), (0, "game", 4)], cond=lost), seed0=1900)
    s.deal(0, dict(name="sc-lost-p2", contract="three", bids=THREE, rejects=1, discard=disc_suits(),
                   doubles=[(1, "game", 2), (0, "game", 4), (2, "game", 8)], cond=lost), seed0=2000)
    s.deal(1, dict(name="sc-won", contract="three", bids=THREE, discard=disc_suits(),
                   doubles=[(1, "game", 2), (0, "game", 4), (2, "game", 8)], cond=won), seed0=2100)
    save("05-contra-levels", s, P3, {"note": "gd26: contra, recontra, supracontra on the game, won and lost (§17)"})


# ---------------------------------------------------------------- 06
def f06():
    s = Session(3, rules={"contra_symmetric": True}, pool=False)
    s.deal(2, dict(name="c-won-p2", contract="three", bids=THREE, rejects=1, discard=disc_suits(),
                   doubles=[(1, "game", 2)], cond=won), seed0=2200)
    s.deal(0, dict(name="nc-won-p2", contract="three", bids=THREE, rejects=1, discard=disc_suits(), cond=won), seed0=2300)
    s.deal(1, dict(name="rc-won", contract="three", bids=THREE, discard=disc_suits(),
                   doubles=[(2, "game", 2), (0, "game", 4)], cond=won), seed0=2400)
    s.deal(2, dict(name="c-lost", contract="three", bids=THREE, discard=disc_suits(), doubles=[(1, "game", 2)],
                   cond=lost), seed0=2500)
    save("06-contra-symmetric", s, P3, {"note": "gd26: contra_symmetric (§17 'Często jest w użyciu'): the player gets with a contra what he would pay"})


# ---------------------------------------------------------------- 07
def ult_ok(f):
    return f["ultimo_made"] and not f["pagat_played_early"]


def ult_lost_last(f):
    return f["pagat_last"] and f["pagat_by_player"] and not f["ultimo_made"] and not f["pagat_played_early"]


def f07():
    s = Session(3)
    s.deal(2, dict(name="ult-c-won", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                   doubles=[(1, "pagat_ultimo", 2)], cond=lambda f: ult_ok(f) and won(f)), seed0=2600)
    s.deal(0, dict(name="ult-c-lost", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                   doubles=[(2, "pagat_ultimo", 2)], cond=lambda f: ult_lost_last(f) and lost(f)), seed0=2700)
    s.deal(1, dict(name="game-c-ult", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                   doubles=[(1, "game", 2)], cond=lambda f: ult_ok(f) and won(f)), seed0=2800)
    save("07-pool-contra-ultimo", s, P3, {"note": "gd26: the pool (§27) with contra on the ultimo and on the game"})


# ---------------------------------------------------------------- 08
def revoke_plant(player):
    state = {"done": False}

    def plant(t, seat, hand, trick, lg):
        if state["done"] or seat != player or not trick or t < 1 or t > 8:
            return None
        led = suit(trick[0])
        if led == "T":
            return None
        if any(suit(c) == led for c in hand):
            ts = [c for c in hand if is_tarock(c) and c != "T1"]
            if ts:
                state["done"] = True
                state["trick"] = t
                return ts[0]
        return None

    plant.state = state
    return plant


def f08():
    s = Session(3)
    s.deal(0, dict(name="fill", contract="three", bids=THREE, discard=disc_suits(), cond=won), seed0=3000)
    # deal 1: dealer 1 -> act [2, 0, 1], player = forehand 2
    pl = revoke_plant(2)
    spec = dict(name="renonce-ult", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                plant=pl, forfeit="renonce", cond=lambda f: pl.state["done"] and ult_ok(f) and won(f))

    def reset_and_try(dealer):
        for seed in range(3100, 3100 + 200000):
            pl.state["done"] = False
            r = s._try(dealer, None, spec, seed)
            if r is not None:
                s._commit(r)
                return r
        raise RuntimeError

    r = reset_and_try(1)
    r["planted"] = "revoke"
    save("08-pool-renonce", s, P3, {"note": "gd26: deal 1 the ultimo announcer trumps a suit he holds (renonce, §23, §27a) and still makes the ultimo"})


# ---------------------------------------------------------------- 09
def f09():
    s = Session(3)
    s.deal(2, dict(name="silent-made", contract="three", bids=THREE, discard=disc_suits(),
                   cond=lambda f: f["ultimo_made"] and won(f)), seed0=3300)
    s.deal(0, dict(name="silent-lost", contract="three", bids=THREE, discard=disc_suits(),
                   cond=lambda f: f["pagat_last"] and f["pagat_by_player"] and not f["ultimo_made"] and won(f)),
           seed0=3400)
    s.deal(1, dict(name="ann-made", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                   cond=lambda f: ult_ok(f) and won(f)), seed0=3500)
    s.deal(2, dict(name="ann-lost", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                   cond=lambda f: ult_lost_last(f) and lost(f)), seed0=3600)
    s.deal(0, dict(name="helper-made", contract="three", bids=THREE, discard=disc_suits(),
                   cond=lambda f: f["pagat_last"] and f["last_w"] != f["player"]
                   and any(c == "T1" and s_ == f["last_w"] for s_, c in f["tricks"][-1][0]) and won(f)),
           seed0=3700)
    save("09-pagat-ultimo", s, P3, {"note": "gd26: pagat ultimo (§6, §27): silent made, silent lost, announced made, announced lost in the last trick, a helper's ultimo"})


# ---------------------------------------------------------------- 10
def f10():
    s = Session(3, pool=False)
    s.deal(0, dict(name="po1", contract="three", bids=THREE, discard=disc_suits(), cond=won, play_only=True), seed0=3800)
    s.deal(1, dict(name="po2", contract="three", bids=THREE, rejects=1, discard=disc_suits(), cond=lost,
                   play_only=True), seed0=3900)
    s.deal(2, dict(name="po3", contract="three", bids=THREE, discard=disc_suits(), doubles=[(1, "game", 2)],
                   cond=won, play_only=True), seed0=4000)
    save("10-play-only", s, P3, {"note": "gd26: play-only records (hands null) with the exchange written"})


# ---------------------------------------------------------------- 11
def f11():
    s = Session(4)
    s.deal(0, dict(name="k1", contract="three", bids=THREE, discard=disc_suits(), cond=won), seed0=4100)
    s.deal(1, dict(name="k2", contract="three", bids=THREE, rejects=1, discard=disc_suits(),
                   doubles=[(1, "game", 2)], cond=lost), seed0=4200)
    s.deal(2, dict(name="k3", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                   cond=lambda f: ult_ok(f) and won(f)), seed0=4300)
    s.deal(3, dict(name="k4", contract="three", bids=THREE, discard=disc_suits(),
                   doubles=[(2, "game", 2)], cond=won, record="sheet"), seed0=4400)
    save("11-four-players", s, P4, {"note": "gd26: four players, the dealer (king) sits out and shares in the result (§8, §17)"})


# ---------------------------------------------------------------- 12
def f12():
    s = Session(5)
    s.deal(0, dict(name="f1", contract="three", bids=THREE, discard=disc_suits(), cond=won), sitter=4, seed0=4500)
    s.deal(1, dict(name="f2", contract="three", bids=THREE, discard=disc_suits(), doubles=[(2, "game", 2)],
                   cond=lost), sitter=4, seed0=4600)
    s.deal(2, dict(name="f3", contract="three", bids=THREE, discard=disc_suits(), items=ult_items,
                   cond=lambda f: ult_ok(f) and won(f)), sitter=4, seed0=4700)
    save("12-five-players", s, P5, {"note": "gd26: five players, Edward sits out this turn (§8), dealers 0-2 are kings"})


# ---------------------------------------------------------------- 13
def f13():
    s = Session(3)
    s.deal(0, dict(name="fill", contract="three", bids=THREE, discard=disc_suits(), cond=won), seed0=4800)
    state = {"done": False}

    def plant(t, seat, hand, trick, lg):
        # dealer 1 -> player is seat 2; he leads the pagat of his own will while he has other cards
        if state["done"] or seat != 2 or t < 2 or t > 9:
            return None
        if "T1" in lg and len(lg) > 1:
            state["done"] = True
            return "T1"
        return None

    spec = dict(name="released", contract="three", bids=THREE, discard=disc_suits(), items=ult_items, plant=plant,
                cond=lambda f: state["done"] and lost(f))
    for seed in range(4900, 4900 + 100000):
        state["done"] = False
        r = s._try(1, None, spec, seed)
        if r is not None:
            r["pagat_played_early"] = True
            s._commit(r)
            r["planted"] = "pagat_released"
            break
    save("13-pagat-released", s, P3, {"note": "gd26: deal 1 the ultimo announcer gives up the pagat before the last trick (§6)"})


# ---------------------------------------------------------------- 14
def f14():
    s = Session(3, pool=False)
    s.deal(0, dict(name="a", contract="three", bids=THREE, discard=disc_suits(), cond=won), seed0=5000)

    def mutate(ev, f):
        # after the auction is over (three, pass, pass) the second seat bids again: §10
        ev.insert(3, {"type": "bid", "seat": f["act"][1], "bid": "bottom"})

    s.deal(1, dict(name="late", contract="three", bids=THREE, discard=disc_suits(), cond=lost, mutate=mutate), seed0=5100)
    s.expect[-1]["planted"] = "illegal_bid"
    save("14-bid-after-final-pass", s, P3, {"note": "gd26: deal 1 a seat that passed bids again after the auction closed (§10)"})


if __name__ == "__main__":
    for fn in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14):
        fn()
        print(fn.__name__, "ok", flush=True)
    (HERE / "facts.txt").write_text(json.dumps(FACTS, ensure_ascii=False, indent=1, default=str) + "\n")
