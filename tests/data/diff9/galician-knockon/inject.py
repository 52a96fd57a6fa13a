"""A naive, hand-style fault planter for Galician Tarok records (diff9).

Written from the source (seeds/002, Szczepański §1-§33), the transcript format and the digest's
code names only - never from validator/. Each kind edits a clean simulated session the way a
human writer would plant ONE fault, keeping the rest of the record as consistent as a careful
writer would, and returns the one (deal, event, code) that writer expects (event None for a
finding with no event, e.g. missing_payment, wrong_dealer).

plant(doc, kind, rng) -> (doc, [expected]) or None when the session offers no occasion.
"""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).parent))
from model import GAMES, Deal, is_tarock, legal, points, replace_payments, settle_simple, strength, suit, winner  # noqa: E402

KINDS: dict[str, Callable] = {}


def kind(f):
    KINDS[f.__name__] = f
    return f


def X(deal, event, code):
    return {"deal": deal, "event": event, "code": code}


def pick_deal(doc, need_plays=True, need_pay=None):
    """the last deal with a complete game (36 cards, a player); later deals dropped."""
    n = len(doc["players"])
    for di in range(len(doc["deals"]) - 1, -1, -1):
        dl = doc["deals"][di]
        if dl.get("hands") is None:
            continue
        m = Deal(dl, n)
        if need_plays and (not m.complete or m.player is None or m.game is None):
            continue
        if any(e["type"] == "call" and e.get("call") == "szpricer" for d in doc["deals"] for e in d["events"]):
            return None
        if need_pay == "payments" and not any(e["type"] == "payment" for e in dl["events"]):
            continue
        if need_pay == "scores" and not any(e["type"] == "score" for e in dl["events"]):
            continue
        doc["deals"] = doc["deals"][: di + 1]
        return di, dl, m
    return None


def strip_settlement(dl):
    dl["events"] = [e for e in dl["events"] if e["type"] not in ("payment", "score", "total", "penalty")]


def all_legal(dl, n, skip=()) -> bool:
    """every card but those at `skip` in hand and legal; every trick led by the last winner.
    A card not in hand is left in the hand (it was never played), as a table would have it."""
    m = Deal(dl, n)
    for k, t in enumerate(m.tricks):
        led = t[0][2]
        for j in (1, 2):
            pos = 3 * k + j
            ei, s, c = t[j]
            if ei in skip:
                continue
            h = m.hand_before(s, pos)
            if c not in h or c not in legal(h, led):
                return False
    # leads: trick k+1 led by the winner of trick k
    w = m.trick_winners()
    for k in range(1, len(m.tricks)):
        if m.tricks[k][0][1] != w[k - 1]:
            return False
    return True


def swap_events(dl, i, j):
    ev = dl["events"]
    ev[i], ev[j] = ev[j], ev[i]


# ---------------------------------------------------------------- play

@kind
def swap_follow(doc, rng):
    """second and third cards of a trick written in the wrong order."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    t = m.tricks[rng.randrange(12)]
    swap_events(dl, t[1][0], t[2][0])
    return doc, [X(di, t[1][0], "out_of_turn")]


@kind
def swap_lead(doc, rng):
    """the leader's card and the second card swapped (same suit: the trick stands)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    ks = [k for k, t in enumerate(m.tricks) if suit(t[0][2]) == suit(t[1][2])]
    if not ks:
        return None
    t = m.tricks[rng.choice(ks)]
    swap_events(dl, t[0][0], t[1][0])
    return doc, [X(di, t[0][0], "out_of_turn")]


@kind
def wrong_leader(doc, rng):
    """a trick led by the wrong seat, the others following in order from him (all one suit)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    ks = [k for k, t in enumerate(m.tricks) if len({suit(c) for _, _, c in t}) == 1]
    if not ks:
        return None
    t = m.tricks[rng.choice(ks)]
    idx = [p[0] for p in t]
    evs = [dl["events"][i] for i in idx]
    sh = rng.choice([1, 2])
    evs = evs[sh:] + evs[:sh]
    for i, e in zip(idx, evs):
        dl["events"][i] = e
    return doc, [X(di, idx[0], "out_of_turn")]


def _revoke(doc, rng, careful: bool, settle: str):
    r = pick_deal(doc, need_pay="payments" if settle == "paid" else None)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    cands = []
    for k, t in enumerate(m.tricks):
        led = t[0][2]
        for j in (1, 2):
            pos = 3 * k + j
            ei, s, x = t[j]
            h = m.hand_before(s, pos)
            ok = legal(h, led)
            for y in h:
                if y in ok:
                    continue
                later = [p for p in m.plays[pos + 1 :] if p[1] == s and p[2] == y]
                if not later:
                    continue
                cands.append((ei, later[0][0], x, y, s))
    rng.shuffle(cands)
    for ei, ej, x, y, s in cands:
        new = copy.deepcopy(dl)
        new["events"][ei]["card"] = y
        new["events"][ej]["card"] = x
        if careful:
            nm = Deal(new, n)
            # only the planted card is wrong: every other card legal, every trick won as before
            bad = 0
            for k, t in enumerate(nm.tricks):
                for jj in (1, 2):
                    pos = 3 * k + jj
                    e2, s2, c2 = t[jj]
                    if e2 == ei:
                        continue
                    hh = nm.hand_before(s2, pos)
                    if c2 not in legal(hh, t[0][2]):
                        bad += 1
            if bad or nm.trick_winners() != m.trick_winners():
                continue
            # the lead of the later trick must not be the moved card
            if any(t[0][0] == ej for t in nm.tricks):
                continue
        side = "player" if s == m.player else "helpers"
        if settle == "strip":
            strip_settlement(new)
        else:
            nm = Deal(new, n)
            pays = settle_simple(doc, di, nm, side, s)
            if pays is None:
                return None
            strip_settlement(new)
            new["events"] += pays
        doc["deals"][di] = new
        return doc, [X(di, ei, "revoke")]
    return None


@kind
def revoke_strip(doc, rng):
    """a follower plays another card he holds instead of following suit / tarocking; the withheld
    card is played later in its place; no settlement written."""
    return _revoke(doc, rng, True, "strip")


@kind
def revoke_paid(doc, rng):
    """the same, the game written as lost by the offender's side (§23)."""
    return _revoke(doc, rng, True, "paid")


@kind
def revoke_naive(doc, rng):
    """the same without checking the rest of the deal, no settlement written."""
    return _revoke(doc, rng, False, "strip")


def _cnih(doc, rng, source: str):
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    pool: list[tuple[str, int | None]] = []
    if source == "talon":
        left = m.talon if m.game == "solo" else [c for c in m.talon if c not in m.take]
        pool = [(c, None) for c in left]
    elif source == "discard":
        pool = [(c, None) for c in m.discard]
    else:  # another seat's card, played by him later
        pool = [(c, s) for (_, s, c) in m.plays]
    cands = []
    for k, t in enumerate(m.tricks):
        for j in (1, 2):
            ei, s, x = t[j]
            for z, owner in pool:
                if owner is not None:
                    if owner == s:
                        continue
                    zp = [p for p in m.plays if p[2] == z][0]
                    if zp[0] <= ei:
                        continue
                if points(z) != points(x) or suit(z) != suit(x):
                    continue
                trick = [(ss, (z if e == ei else c)) for e, ss, c in t]
                if winner(trick) != winner([(ss, c) for _, ss, c in t]):
                    continue
                cands.append((ei, z))
    rng.shuffle(cands)
    for ei, z in cands:
        new = copy.deepcopy(dl)
        new["events"][ei]["card"] = z
        # careful: the card replaced stays in the hand; no later card becomes a renonce by it
        skip = {ei} | {p[0] for p in m.plays if p[2] == z}
        if not all_legal(new, n, skip):
            continue
        doc["deals"][di] = new
        return doc, [X(di, ei, "card_not_in_hand")]
    return None


@kind
def cnih_talon(doc, rng):
    """a card replaced by one left in the talon (same suit, same value, trick won as before)."""
    return _cnih(doc, rng, "talon")


@kind
def cnih_discard(doc, rng):
    """a card replaced by one the player laid away."""
    return _cnih(doc, rng, "discard")


@kind
def cnih_other(doc, rng):
    """a card replaced by one of another seat's, which that seat plays later as recorded."""
    return _cnih(doc, rng, "other")


# ---------------------------------------------------------------- auction

def auction_info(m: Deal, n):
    act = m.active()
    f = (m.dealer + 1) % n
    while f not in act:
        f = (f + 1) % n
    order = [(f + i) % n for i in range(n) if (f + i) % n in act]
    return order


@kind
def bid_first_swapped(doc, rng):
    """the first two calls of the auction written in the wrong order (second seat calls first)."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    if len(m.bids) < 2 or m.bids[0][1]["seat"] == m.bids[1][1]["seat"]:
        return None
    a, b = m.bids[0][1]["bid"], m.bids[1][1]["bid"]
    if "tape" in (a, b) or "hold" in (a, b):
        return None
    swap_events(dl, m.bids[0][0], m.bids[1][0])
    return doc, [X(di, m.bids[0][0], "out_of_turn")]


@kind
def bids_swapped_passes(doc, rng):
    """two consecutive passes by different seats written in the wrong order."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    ps = [k for k in range(len(m.bids) - 1)
          if m.bids[k][1]["bid"] in ("pass", "pass_volat") and m.bids[k + 1][1]["bid"] in ("pass", "pass_volat")
          and m.bids[k][1]["seat"] != m.bids[k + 1][1]["seat"] and m.bids[k + 1][0] == m.bids[k][0] + 1]
    if not ps:
        return None
    k = rng.choice(ps)
    swap_events(dl, m.bids[k][0], m.bids[k + 1][0])
    return doc, [X(di, m.bids[k][0], "out_of_turn")]


@kind
def bids_swapped_any(doc, rng):
    """any two consecutive calls by different seats swapped (a game and a pass, say)."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    ps = [k for k in range(len(m.bids) - 1)
          if m.bids[k][1]["seat"] != m.bids[k + 1][1]["seat"] and m.bids[k + 1][0] == m.bids[k][0] + 1
          and "hold" not in (m.bids[k][1]["bid"], m.bids[k + 1][1]["bid"]) and "tape" not in (m.bids[k][1]["bid"], m.bids[k + 1][1]["bid"])
          and not (m.bids[k][1]["bid"] in ("pass", "pass_volat") and m.bids[k + 1][1]["bid"] in ("pass", "pass_volat"))]
    if not ps:
        return None
    k = rng.choice(ps)
    swap_events(dl, m.bids[k][0], m.bids[k + 1][0])
    return doc, [X(di, m.bids[k][0], "out_of_turn")]


def _standing(m: Deal, upto: int, order):
    """(game, seat) standing before bid index upto."""
    g = None
    for i, e in m.bids[:upto]:
        if e["bid"] in GAMES:
            g = (e["bid"], e["seat"])
    return g


@kind
def bid_not_higher_repeat(doc, rng):
    """a call not higher than the standing game, then the same player calls again (as recorded)."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    order = auction_info(m, n)
    cands = []
    for k in range(1, len(m.bids)):
        st = _standing(m, k, order)
        if not st:
            continue
        s = m.bids[k][1]["seat"]
        if s == st[1]:
            continue
        gi = GAMES.index(st[0])
        if order.index(s) > order.index(st[1]):
            bad = GAMES[: gi + 1]
        else:
            bad = GAMES[:gi]
        if bad:
            cands.append((k, rng.choice(bad)))
    if not cands:
        return None
    k, g = rng.choice(cands)
    at = m.bids[k][0]
    dl["events"].insert(at, {"type": "bid", "seat": m.bids[k][1]["seat"], "bid": g})
    return doc, [X(di, at, "illegal_bid")]


@kind
def bid_not_higher_replace(doc, rng):
    """a pass replaced by a call not higher than the standing game (the record goes on as before)."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    order = auction_info(m, n)
    cands = []
    for k in range(1, len(m.bids)):
        if m.bids[k][1]["bid"] != "pass":
            continue
        st = _standing(m, k, order)
        if not st:
            continue
        s = m.bids[k][1]["seat"]
        if s == st[1] or order.index(s) < order.index(st[1]):
            continue
        cands.append((k, st[0]))
    if not cands:
        return None
    k, g = rng.choice(cands)
    dl["events"][m.bids[k][0]]["bid"] = g
    return doc, [X(di, m.bids[k][0], "illegal_bid")]


@kind
def pass_volat_with_pagat(doc, rng):
    """'passe volat' said by the holder of the pagat (§28: nie wolno)."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    c = [i for i, e in m.bids if e["bid"] == "pass" and "T1" in m.hands[e["seat"]]]
    if not c:
        return None
    i = rng.choice(c)
    dl["events"][i]["bid"] = "pass_volat"
    return doc, [X(di, i, "illegal_bid")]


@kind
def tape_not_forehand(doc, rng):
    """'tape' said by a player other than the forehand in place of his pass."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    order = auction_info(m, n)
    c = [i for i, e in m.bids if e["bid"] == "pass" and e["seat"] != order[0]]
    if not c:
        return None
    i = rng.choice(c)
    dl["events"][i]["bid"] = "tape"
    return doc, [X(di, i, "illegal_bid")]


@kind
def bid_after_end(doc, rng):
    """a call written after the auction was over (before the buying)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    at = m.bids[-1][0] + 1
    s = rng.choice([x for x in m.active() if x != m.player])
    dl["events"].insert(at, {"type": "bid", "seat": s, "bid": rng.choice(["pass", "three"])})
    return doc, [X(di, at, "illegal_bid")]


# ---------------------------------------------------------------- talon

def _king_discard(doc, rng, settle):
    r = pick_deal(doc, need_pay="payments" if settle == "paid" else None)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    if m.game == "solo" or not m.discard:
        return None
    di_ev = [i for i, e in enumerate(dl["events"]) if e["type"] == "discard"][0]
    p = m.player
    cands = []
    for ei, s, c in m.plays:
        if s != p or not c.startswith("K"):
            continue
        for d in m.discard:
            if d.startswith("K"):
                continue
            new = copy.deepcopy(dl)
            ev = [e for e in new["events"] if e["type"] == "discard"][0]
            ev["cards"] = [c if x == d else x for x in ev["cards"]]
            new["events"][ei]["card"] = d
            if all_legal(new, n) and Deal(new, n).trick_winners() == m.trick_winners():
                cands.append(new)
    if not cands:
        return None
    new = rng.choice(cands)
    if settle == "strip":
        strip_settlement(new)
    else:
        pays = settle_simple(doc, di, Deal(new, n), "player", p)
        if pays is None:
            return None
        strip_settlement(new)
        new["events"] += pays
    doc["deals"][di] = new
    return doc, [X(di, di_ev, "illegal_discard")]


@kind
def king_discard_strip(doc, rng):
    """a king laid away (§13), the card it replaced played in its place; no settlement."""
    return _king_discard(doc, rng, "strip")


@kind
def king_discard_paid(doc, rng):
    """the same with the game written as lost (§13 bezwarunkowo grę przegrywa)."""
    return _king_discard(doc, rng, "paid")


@kind
def discard_short(doc, rng):
    """one card fewer laid away than bought (§12); the card stays in hand, never played."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if m.game == "solo" or len(m.discard) < 1:
        return None
    i = [i for i, e in enumerate(dl["events"]) if e["type"] == "discard"][0]
    e = dl["events"][i]
    n = len(doc["players"])
    for drop in rng.sample(e["cards"], len(e["cards"])):
        new = copy.deepcopy(dl)
        ne = new["events"][i]
        ne["cards"] = [c for c in ne["cards"] if c != drop]
        if ne["cards"] and all_legal(new, n):
            break
    else:
        return None
    doc["deals"][di] = dl = new
    strip_settlement(dl)
    return doc, [X(di, i, "illegal_discard")]


@kind
def concealed_tarock(doc, rng):
    """a tarock laid away without showing it, then tarocks announced (§22)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    ds = [e for e in dl["events"] if e["type"] == "discard"]
    an = [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] == m.player
          and any(it.get("kind") == "tarocks" for it in e["items"])]
    if not ds or not an or not any(is_tarock(c) for c in ds[0]["cards"]):
        return None
    ds[0].pop("shown", None)
    strip_settlement(dl)
    return doc, [X(di, an[0], "concealed_discard")]


@kind
def reject_dropped(doc, rng):
    """a refusal left out: the later packet taken with no refusal written."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    rj = [i for i, e in enumerate(dl["events"]) if e["type"] == "call" and e.get("call") == "reject"]
    if not rj:
        return None
    del dl["events"][rj[-1]]
    ti = [i for i, e in enumerate(dl["events"]) if e["type"] == "take"][0]
    return doc, [X(di, ti, "illegal_take")]


# ---------------------------------------------------------------- announcements / contra

def helpers_answers(dl, m):
    return [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] != m.player]


@kind
def helper_ultimo(doc, rng):
    """a helper announces ultimo (§27: ultimo counts only for the player)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    h = [i for i in helpers_answers(dl, m) if not dl["events"][i]["items"]]
    if not h:
        return None
    i = rng.choice(h)
    dl["events"][i]["items"] = [{"kind": "pagat_ultimo"}]
    return doc, [X(di, i, "illegal_announcement")]


@kind
def announce_after_lead(doc, rng):
    """the player's announcement (trull) written after the first card."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    at = m.plays[0][0] + 1
    dl["events"].insert(at, {"type": "announce", "seat": m.player, "items": [{"kind": "four_kings"}]})
    return doc, [X(di, at, "illegal_announcement")]


@kind
def tarock_count_wrong(doc, rng):
    """tarocks announced with a count not held (§21), no settlement written."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    an = [(i, e) for i, e in enumerate(dl["events"]) if e["type"] == "announce"
          and any(it.get("kind") == "tarocks" for it in e["items"])]
    if not an:
        return None
    i, e = rng.choice(an)
    for it in e["items"]:
        if it.get("kind") == "tarocks":
            it["count"] = it["count"] + 1 if it["count"] < 12 else 11
    strip_settlement(dl)
    return doc, [X(di, i, "wrong_tarock_count")]


@kind
def helper_answer_first(doc, rng):
    """a helper's answer written before the player's announcement."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    pa = [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] == m.player]
    h = helpers_answers(dl, m)
    if not pa or not h or h[0] != pa[0] + 1 or dl["events"][pa[0]]["items"]:
        return None
    swap_events(dl, pa[0], h[0])
    return doc, [X(di, pa[0], "out_of_turn")]


@kind
def contra_by_player(doc, rng):
    """a contra on the game said by the player himself."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if any(e["type"] == "double" for e in dl["events"]):
        return None
    at = m.plays[0][0]
    dl["events"].insert(at, {"type": "double", "seat": m.player, "target": "game", "level": 2})
    return doc, [X(di, at, "illegal_double")]


@kind
def contra_unannounced(doc, rng):
    """a helper's contra on the trull the player did not announce (he said nothing)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    pa = [e for e in dl["events"] if e["type"] == "announce" and e["seat"] == m.player]
    if not pa or pa[0]["items"] or any(e["type"] == "double" for e in dl["events"]):
        return None
    at = m.plays[0][0]
    s = rng.choice([x for x in m.active() if x != m.player])
    dl["events"].insert(at, {"type": "double", "seat": s, "target": "trull", "level": 2})
    return doc, [X(di, at, "illegal_double")]


# ---------------------------------------------------------------- settlement

def _pays(dl, reasons=None):
    return [i for i, e in enumerate(dl["events"]) if e["type"] == "payment"
            and (reasons is None or e.get("reason") in reasons)]


def _unique_pair(dl, i):
    e = dl["events"][i]
    key = (e.get("reason"), frozenset((str(e["from"]), str(e["to"]))))
    return sum(1 for x in dl["events"] if x["type"] == "payment"
               and (x.get("reason"), frozenset((str(x["from"]), str(x["to"])))) == key) == 1


def _pick_pay_deal(doc, rng, reasons, any_deal=False):
    n = len(doc["players"])
    ds = [di for di, d in enumerate(doc["deals"]) if any(
        e["type"] == "payment" and e.get("reason") in reasons for e in d["events"])]
    if not ds:
        return None
    di = rng.choice(ds) if any_deal else ds[-1]
    if any(e["type"] == "call" and e.get("call") == "szpricer" for d in doc["deals"] for e in d["events"]):
        return None
    return di, doc["deals"][di]


@kind
def pay_off(doc, rng):
    """a game payment's amount written 5 too high (any deal of the session)."""
    r = _pick_pay_deal(doc, rng, {"game"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = [i for i in _pays(dl, {"game"}) if _unique_pair(dl, i)]
    if not c:
        return None
    i = rng.choice(c)
    dl["events"][i]["amount"] += 5
    return doc, [X(di, i, "wrong_payment")]


@kind
def pay_missing(doc, rng):
    """one game payment left out."""
    r = _pick_pay_deal(doc, rng, {"game"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = [i for i in _pays(dl, {"game"}) if _unique_pair(dl, i)]
    if not c:
        return None
    del dl["events"][rng.choice(c)]
    return doc, [X(di, None, "missing_payment")]


@kind
def pool_share_off(doc, rng):
    """a share paid into the pool written wrong."""
    r = _pick_pay_deal(doc, rng, {"pool_share"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = [i for i in _pays(dl, {"pool_share"}) if _unique_pair(dl, i)]
    if not c:
        return None
    i = rng.choice(c)
    dl["events"][i]["amount"] = round(dl["events"][i]["amount"] + 3, 2)
    return doc, [X(di, i, "wrong_payment")]


@kind
def pool_stake_missing(doc, rng):
    """one seat's stake into the pool left out."""
    r = _pick_pay_deal(doc, rng, {"pool_stake"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = _pays(dl, {"pool_stake"})
    del dl["events"][rng.choice(c)]
    return doc, [X(di, None, "missing_payment")]


@kind
def pay_reversed(doc, rng):
    """a game payment written in the wrong direction."""
    r = _pick_pay_deal(doc, rng, {"game"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = [i for i in _pays(dl, {"game"}) if _unique_pair(dl, i)]
    if not c:
        return None
    i = rng.choice(c)
    e = dl["events"][i]
    e["from"], e["to"] = e["to"], e["from"]
    return doc, [X(di, i, "wrong_payment")]


@kind
def pay_duplicated(doc, rng):
    """a game payment written twice."""
    r = _pick_pay_deal(doc, rng, {"game"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = _pays(dl, {"game"})
    i = rng.choice(c)
    dl["events"].insert(i + 1, copy.deepcopy(dl["events"][i]))
    return doc, [X(di, i + 1, "unexpected_payment")]


@kind
def score_off(doc, rng):
    """a seat's score for a deal written 10 off."""
    ds = [di for di, d in enumerate(doc["deals"]) if any(e["type"] == "score" and e["party"] != "pool" for e in d["events"])]
    if not ds:
        return None
    di = rng.choice(ds)
    dl = doc["deals"][di]
    c = [i for i, e in enumerate(dl["events"]) if e["type"] == "score" and e["party"] != "pool"]
    i = rng.choice(c)
    dl["events"][i]["points"] += 10
    return doc, [X(di, i, "wrong_score")]


@kind
def total_off(doc, rng):
    """a seat's running total written 10 off."""
    ds = [di for di, d in enumerate(doc["deals"]) if any(e["type"] == "total" and e["party"] != "pool" for e in d["events"])]
    if not ds:
        return None
    di = rng.choice(ds)
    dl = doc["deals"][di]
    c = [i for i, e in enumerate(dl["events"]) if e["type"] == "total" and e["party"] != "pool"]
    i = rng.choice(c)
    dl["events"][i]["points"] += 10
    return doc, [X(di, i, "wrong_total")]


# ---------------------------------------------------------------- dealer

@kind
def dealer_field_wrong(doc, rng):
    """only the dealer field of one deal (not the first) written wrong."""
    n = len(doc["players"])
    if len(doc["deals"]) < 2 or n == 5:
        return None
    if any(e["type"] == "call" and e.get("call") == "szpricer" for d in doc["deals"] for e in d["events"]):
        return None
    di = rng.randrange(1, len(doc["deals"]))
    dl = doc["deals"][di]
    dl["dealer"] = rng.choice([s for s in range(n) if s != dl["dealer"]])
    return doc, [X(di, None, "wrong_dealer")]


@kind
def dealer_rotated(doc, rng):
    """the last deal dealt by the wrong seat, the whole deal consistent with that dealer
    (every seat of the deal moved round; its running totals not written)."""
    n = len(doc["players"])
    if len(doc["deals"]) < 2 or n == 5:
        return None
    if any(e["type"] == "call" and e.get("call") == "szpricer" for d in doc["deals"] for e in d["events"]):
        return None
    di = len(doc["deals"]) - 1
    dl = doc["deals"][di]
    if dl.get("hands") is None:
        return None
    sh = rng.choice(range(1, n))
    rot = lambda s: (s + sh) % n if isinstance(s, int) else s  # noqa: E731
    dl["dealer"] = rot(dl["dealer"])
    dl["hands"] = [dl["hands"][(s - sh) % n] for s in range(n)]
    evs = []
    for e in dl["events"]:
        if e["type"] == "total":
            continue
        e = dict(e)
        for f in ("seat", "from", "to", "party"):
            if f in e:
                e[f] = rot(e[f])
        evs.append(e)
    dl["events"] = evs
    return doc, [X(di, None, "wrong_dealer")]


# ---------------------------------------------------------------- more hand edits

@kind
def discard_twice(doc, rng):
    """the laying away written a second time (§25: the cards laid away may not be changed)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    ds = [i for i, e in enumerate(dl["events"]) if e["type"] == "discard"]
    if not ds:
        return None
    i = ds[0]
    dl["events"].insert(i + 1, copy.deepcopy(dl["events"][i]))
    return doc, [X(di, i + 1, "illegal_discard")]


@kind
def helper_answers_twice(doc, rng):
    """a helper's answer written twice, the second time with a premium (§25)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    h = helpers_answers(dl, m)
    if not h:
        return None
    i = h[-1]
    e = copy.deepcopy(dl["events"][i])
    e["items"] = [{"kind": "trull"}]
    dl["events"].insert(i + 1, e)
    return doc, [X(di, i + 1, "illegal_announcement")]


@kind
def king_calls(doc, rng):
    """at four, the king (the dealer, who does not play, §8) says pass in the auction."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if len(doc["players"]) != 4:
        return None
    at = m.bids[-1][0] + 1
    dl["events"].insert(at, {"type": "bid", "seat": m.dealer, "bid": "pass"})
    return doc, [X(di, at, "sitter_acted")]


@kind
def tarocks_claimed_false(doc, rng):
    """the player, who said nothing, written as announcing 10 tarocks he does not hold (§21);
    no settlement written."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    pa = [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] == m.player and not e["items"]]
    if not pa or m.game == "solo":
        return None
    hand = [c for c in m.hands[m.player] + m.take if c not in m.discard]
    if sum(is_tarock(c) for c in hand) >= 10 or any(is_tarock(c) for c in m.discard):
        return None
    dl["events"][pa[0]]["items"] = [{"kind": "tarocks", "count": 10}]
    strip_settlement(dl)
    return doc, [X(di, pa[0], "wrong_tarock_count")]


@kind
def contra_after_lead(doc, rng):
    """a helper's contra on the game written after the first card."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if any(e["type"] == "double" for e in dl["events"]):
        return None
    at = m.plays[1][0]
    s = rng.choice([x for x in m.active() if x != m.player])
    dl["events"].insert(at, {"type": "double", "seat": s, "target": "game", "level": 2})
    return doc, [X(di, at, "illegal_double")]


@kind
def pool_share_missing(doc, rng):
    """one seat's share into the pool left out."""
    r = _pick_pay_deal(doc, rng, {"pool_share"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = [i for i in _pays(dl, {"pool_share"}) if _unique_pair(dl, i)]
    if not c:
        return None
    del dl["events"][rng.choice(c)]
    return doc, [X(di, None, "missing_payment")]


@kind
def pay_wrong_recipient(doc, rng):
    """a game payment written to the wrong opponent (the player's money to the other helper)."""
    r = _pick_pay_deal(doc, rng, {"game"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    n = len(doc["players"])
    c = [i for i in _pays(dl, {"game"}) if _unique_pair(dl, i)]
    rng.shuffle(c)
    for i in c:
        e = dl["events"][i]
        others = [s for s in range(n) if s not in (e["from"], e["to"]) and dl["hands"] and dl["hands"][s]]
        if others:
            e["to"] = rng.choice(others)
            return doc, [X(di, i, "wrong_payment")]
    return None


@kind
def pool_total_off(doc, rng):
    """the pool's running total written wrong."""
    ds = [di for di, d in enumerate(doc["deals"]) if any(e["type"] == "total" and e["party"] == "pool" for e in d["events"])]
    if not ds:
        return None
    di = rng.choice(ds)
    dl = doc["deals"][di]
    i = [i for i, e in enumerate(dl["events"]) if e["type"] == "total" and e["party"] == "pool"][0]
    dl["events"][i]["points"] += 10
    return doc, [X(di, i, "wrong_total")]


@kind
def cnih_replayed(doc, rng):
    """a card replaced by one the same seat already played earlier in the deal."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    cands = []
    for k, t in enumerate(m.tricks):
        for j in (1, 2):
            ei, s, x = t[j]
            for ej, s2, z in m.plays:
                if s2 != s or ej >= ei or suit(z) != suit(x) or points(z) != points(x):
                    continue
                trick = [(ss, (z if e == ei else c)) for e, ss, c in t]
                if winner(trick) != winner([(ss, c) for _, ss, c in t]):
                    continue
                cands.append((ei, z))
    rng.shuffle(cands)
    for ei, z in cands:
        new = copy.deepcopy(dl)
        new["events"][ei]["card"] = z
        if not all_legal(new, n, {ei}):
            continue
        doc["deals"][di] = new
        return doc, [X(di, ei, "card_not_in_hand")]
    return None


# ---------------------------------------------------------------- round three

@kind
def wrong_leader_any(doc, rng):
    """a trick led by the wrong seat, the others following in order from him, any suits, so long
    as every card stays legal after the new lead and the trick is won by the same card."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    ks = list(range(12))
    rng.shuffle(ks)
    for k in ks:
        t = m.tricks[k]
        for sh in rng.sample([1, 2], 2):
            idx = [p[0] for p in t]
            evs = [dl["events"][i] for i in idx]
            evs = evs[sh:] + evs[:sh]
            if len({suit(e["card"]) for e in evs}) == 1:
                continue  # the one-suit case is wrong_leader
            new = copy.deepcopy(dl)
            for i, e in zip(idx, evs):
                new["events"][i] = copy.deepcopy(e)
            nm = Deal(new, n)
            if nm.trick_winners() != m.trick_winners():
                continue
            ok = True
            for kk, tt in enumerate(nm.tricks):
                for j in (1, 2):
                    _, s2, c2 = tt[j]
                    if c2 not in legal(nm.hand_before(s2, 3 * kk + j), tt[0][2]):
                        ok = False
            if not ok:
                continue
            doc["deals"][di] = new
            return doc, [X(di, idx[0], "out_of_turn")]
    return None


@kind
def pagat_early_strip(doc, rng):
    """the player who announced ultimo gives up the pagat before the last trick though he had
    another tarock to play (§6 'Dobrowolnie wydać pagata ... nie wolno'); no settlement written."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    p = m.player
    if not any(e["type"] == "announce" and e["seat"] == p and any(it.get("kind") == "pagat_ultimo" for it in e["items"]) for e in dl["events"]):
        return None
    pg = [q for q in m.plays if q[1] == p and q[2] == "T1"]
    if not pg:
        return None
    cands = []
    for pos, (ei, s, c) in enumerate(m.plays):
        if s != p or ei >= pg[0][0] or not is_tarock(c) or c == "T1":
            continue
        new = copy.deepcopy(dl)
        new["events"][ei]["card"] = "T1"
        new["events"][pg[0][0]]["card"] = c
        nm = Deal(new, n)
        if nm.trick_winners() != m.trick_winners() or not all_legal(new, n):
            continue
        cands.append((new, ei))
    if not cands:
        return None
    new, ei = rng.choice(cands)
    strip_settlement(new)
    doc["deals"][di] = new
    return doc, [X(di, ei, "pagat_released")]


@kind
def ultimo_without_pagat_strip(doc, rng):
    """the player, who said nothing, written as announcing ultimo without holding the pagat:
    §27b 'w tym wypadku renoncu nie ma' - no fault; no settlement written, so nothing is expected."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    pa = [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] == m.player and not e["items"]]
    hand = m.hands[m.player] + m.take
    if not pa or "T1" in hand:
        return None
    dl["events"][pa[0]]["items"] = [{"kind": "pagat_ultimo"}]
    strip_settlement(dl)
    return doc, []


@kind
def trull_without_cards_strip(doc, rng):
    """the player announces the trull without holding it (§21: he just pays); no settlement
    written, so nothing is expected."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    pa = [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] == m.player and not e["items"]]
    if not pa:
        return None
    dl["events"][pa[0]]["items"] = [{"kind": "trull"}]
    strip_settlement(dl)
    return doc, []


@kind
def pay_reason_wrong(doc, rng):
    """a game payment labelled with the wrong reason (amount right)."""
    r = _pick_pay_deal(doc, rng, {"game"}, any_deal=True)
    if not r:
        return None
    di, dl = r
    c = [i for i in _pays(dl, {"game"}) if _unique_pair(dl, i)]
    if not c:
        return None
    i = rng.choice(c)
    dl["events"][i]["reason"] = "tarocks"
    return doc, [X(di, i, "payment_reason")]


@kind
def sitter_calls(doc, rng):
    """at five, the player sitting out says pass in the auction (§8)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if len(doc["players"]) != 5:
        return None
    sit = [s for s in range(5) if not m.hands[s] and s != m.dealer]
    if not sit:
        return None
    at = m.bids[-1][0] + 1
    dl["events"].insert(at, {"type": "bid", "seat": sit[0], "bid": "pass"})
    return doc, [X(di, at, "sitter_acted")]


@kind
def recontra_without_contra(doc, rng):
    """the player's recontra (4) on the game with no contra said."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if any(e["type"] == "double" for e in dl["events"]):
        return None
    at = m.plays[0][0]
    dl["events"].insert(at, {"type": "double", "seat": m.player, "target": "game", "level": 4})
    return doc, [X(di, at, "illegal_double")]


@kind
def announce_before_discard(doc, rng):
    """the player's announcement written before his laying away (§11 'odkłada ..., potem zapowiada')."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    ds = [i for i, e in enumerate(dl["events"]) if e["type"] == "discard"]
    pa = [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] == m.player]
    if not ds or not pa or pa[0] != ds[0] + 1:
        return None
    swap_events(dl, ds[0], pa[0])
    return doc, [X(di, ds[0], "out_of_turn")]


@kind
def helper_volat(doc, rng):
    """a helper announces volat (the player's premium only)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    h = [i for i in helpers_answers(dl, m) if not dl["events"][i]["items"]]
    if not h:
        return None
    i = rng.choice(h)
    dl["events"][i]["items"] = [{"kind": "volat"}]
    return doc, [X(di, i, "illegal_announcement")]


@kind
def hold_without_priority(doc, rng):
    """a 'hold' by a player later in the order than the one whose game stands, then the same
    player's real call as recorded."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    n = len(doc["players"])
    order = auction_info(m, n)
    cands = []
    for k in range(1, len(m.bids)):
        st = _standing(m, k, order)
        s = m.bids[k][1]["seat"]
        if st and s != st[1] and order.index(s) > order.index(st[1]):
            cands.append(k)
    if not cands:
        return None
    k = rng.choice(cands)
    at = m.bids[k][0]
    dl["events"].insert(at, {"type": "bid", "seat": m.bids[k][1]["seat"], "bid": "hold"})
    return doc, [X(di, at, "illegal_bid")]


@kind
def bid_after_own_pass(doc, rng):
    """a player who passed bids again later in the auction (the pass is final), written just
    before the auction's last call."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    if len(m.bids) < 3:
        return None
    last_at = m.bids[-1][0]
    passed = [e["seat"] for i, e in m.bids[:-1] if e["bid"] in ("pass", "pass_volat")]
    if not passed:
        return None
    s = rng.choice(passed)
    dl["events"].insert(last_at, {"type": "bid", "seat": s, "bid": "solo"})
    return doc, [X(di, last_at, "illegal_bid")]


@kind
def king_plays(doc, rng):
    """at four, the king (who holds no cards) written as playing a card to a trick."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if len(doc["players"]) != 4:
        return None
    t = m.tricks[rng.randrange(12)]
    at = t[1][0]
    left = [c for c in m.talon if c not in m.take] or ["T1"]
    dl["events"].insert(at, {"type": "play", "seat": m.dealer, "card": rng.choice(left)})
    return doc, [X(di, at, "sitter_acted")]


@kind
def score_and_total_off(doc, rng):
    """a seat's score written 10 high, and its running totals (this deal's and later ones)
    carried on from it, as a score sheet does."""
    ds = [di for di, d in enumerate(doc["deals"]) if any(e["type"] == "score" and e["party"] != "pool" for e in d["events"])
          and any(e["type"] == "total" and e["party"] != "pool" for e in d["events"])]
    if not ds:
        return None
    di = rng.choice(ds)
    dl = doc["deals"][di]
    c = [i for i, e in enumerate(dl["events"]) if e["type"] == "score" and e["party"] != "pool"]
    i = rng.choice(c)
    seat = dl["events"][i]["party"]
    dl["events"][i]["points"] += 10
    for d in doc["deals"][di:]:
        for e in d["events"]:
            if e["type"] == "total" and e["party"] == seat:
                e["points"] += 10
    return doc, [X(di, i, "wrong_score")]


@kind
def sitter_plays(doc, rng):
    """at five, the player sitting out written as playing a card to a trick."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    if len(doc["players"]) != 5:
        return None
    sit = [s for s in range(5) if not m.hands[s] and s != m.dealer]
    if not sit:
        return None
    t = m.tricks[rng.randrange(12)]
    at = t[rng.choice([1, 2])][0]
    left = [c for c in m.talon if c not in m.take] or ["T1"]
    dl["events"].insert(at, {"type": "play", "seat": sit[0], "card": rng.choice(left)})
    return doc, [X(di, at, "sitter_acted")]


def _take_back(doc, rng, lead: bool, pos: int | None = None):
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    opt = (doc.get("rules") or {}).get("take_back", "mistaken_follow")
    cands = []
    for k, t in enumerate(m.tricks):
        j = 0 if lead else (pos if pos is not None else rng.choice([1, 2]))
        ei, s, x = t[j]
        h = m.hand_before(s, 3 * k + j)
        for y in h:
            if y != x and any(p[2] == y and p[1] == s and p[0] > ei for p in m.plays):
                cands.append((ei, s, y))
    if not cands:
        return None
    ei, s, y = rng.choice(cands)
    dl["events"].insert(ei, {"type": "play", "seat": s, "card": y})
    allowed = opt == "until_covered" or (opt == "mistaken_follow" and not lead)
    if allowed:
        return doc, [X(di, ei, "card_taken_back")]
    return doc, [X(di, ei + 1, "out_of_turn")]


@kind
def take_back_follow(doc, rng):
    """a follower puts down one card, takes it back and plays another (§24); the first card is
    played later. Expected: card_taken_back (warning) where take_back allows it, else out_of_turn
    at the second card."""
    return _take_back(doc, rng, False)


@kind
def take_back_second(doc, rng):
    """take-back by the second player of a trick (the trick still open)."""
    return _take_back(doc, rng, False, 1)


@kind
def take_back_third(doc, rng):
    """take-back by the third player of a trick (his first card completed the trick)."""
    return _take_back(doc, rng, False, 2)


@kind
def take_back_lead(doc, rng):
    """the same by the leader of a trick (allowed only under until_covered)."""
    return _take_back(doc, rng, True)


@kind
def bid_out_of_turn_inserted(doc, rng):
    """a call written before its turn (an extra 'pass' by a seat still to call), the seat then
    calling again in its turn as recorded."""
    r = pick_deal(doc, need_plays=False)
    if not r:
        return None
    di, dl, m = r
    cands = []
    for k in range(len(m.bids) - 1):
        s = m.bids[k][1]["seat"]
        later = [j for j in range(k + 1, len(m.bids)) if m.bids[j][1]["seat"] != s]
        nxt = m.bids[k + 1][1]["seat"]
        if nxt != s:
            cands.append((k, nxt))
    if not cands:
        return None
    k, s = rng.choice(cands)
    at = m.bids[k][0]
    dl["events"].insert(at, {"type": "bid", "seat": s, "bid": "pass"})
    return doc, [X(di, at, "out_of_turn")]


@kind
def contra_before_announce(doc, rng):
    """a helper's contra on the game written before the player's announcement (payments as they
    were, i.e. doubled)."""
    r = pick_deal(doc)
    if not r:
        return None
    di, dl, m = r
    db = [i for i, e in enumerate(dl["events"]) if e["type"] == "double" and e.get("target") == "game" and e["level"] == 2]
    pa = [i for i, e in enumerate(dl["events"]) if e["type"] == "announce" and e["seat"] == m.player]
    if not db or not pa or db[0] < pa[0]:
        return None
    e = dl["events"].pop(db[0])
    dl["events"].insert(pa[0], e)
    return doc, [X(di, pa[0], "illegal_double")]


def _playonly(doc):
    for d in doc["deals"]:
        d["hands"] = None
    return doc


@kind
def po_control(doc, rng):
    """no fault: every deal written play-only (hands null)."""
    return _playonly(doc), []


@kind
def po_swap_follow(doc, rng):
    """play-only record with the second and third cards of a trick swapped."""
    r = swap_follow(doc, rng)
    return (_playonly(r[0]), r[1]) if r else None


@kind
def po_wrong_leader(doc, rng):
    """play-only record with a trick led by the wrong seat (one suit)."""
    r = wrong_leader(doc, rng)
    return (_playonly(r[0]), r[1]) if r else None


@kind
def po_bids_swapped_passes(doc, rng):
    """play-only record with two passes swapped."""
    r = bids_swapped_passes(doc, rng)
    return (_playonly(r[0]), r[1]) if r else None


# ---------------------------------------------------------------- controls (expect a clean verdict)

@kind
def control_rebuild(doc, rng):
    """no fault: the payments rebuilt by this model's settlement (checks the model itself)."""
    r = pick_deal(doc, need_pay="payments")
    if not r:
        return None
    di, dl, m = r
    pays = settle_simple(doc, di, m, None, None)
    if pays is None:
        return None
    strip_settlement(dl)
    dl["events"] += pays
    return doc, []


@kind
def control_strip(doc, rng):
    """no fault: the last played deal's settlement left out."""
    r = pick_deal(doc)
    if not r:
        return None
    strip_settlement(r[1])
    return doc, []


def plant(doc: dict, name: str, rng: random.Random):
    return KINDS[name](copy.deepcopy(doc), rng)
