"""Blind generator for audit round real-faults-near-slips-16 (no import of validator).

Galician Tarok (3 players) and Ulti: real faults (renonce, bad discard, concealed discard, wrong
tarock count, released pagat; Ulti revoke / failure to trump / failure to overtake, false 20/40,
early trump seven) in deals with contra chains on the game and on announced premiums, with
payment slips in the same deal.  Every figure the generator writes as "rules" is my own reading of
the sources (/work/shared/seeds/002_... and 003_...); the slips are deliberate and listed in
_gen_log.txt and EXPECTED.md.

    python _gen.py [SEED]        (default seed 16)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
LOG: list[str] = []


def log(s: str) -> None:
    LOG.append(s)


# ----------------------------------------------------------------------------------- Galician
G_SUITS = "HDSC"
G_PIP = {"H": "1", "D": "1", "S": "10", "C": "10"}
G_RANKS = ["K", "Q", "N", "J"]
G_DECK = [r + s for s in G_SUITS for r in G_RANKS] + [G_PIP[s] + s for s in G_SUITS]
G_DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(G_DECK) == 42


def g_is_t(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def g_suit(c: str) -> str:
    return "T" if g_is_t(c) else c[-1]


def g_trank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def g_srank(c: str) -> int:
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1) if not c.startswith("10") else 1


def g_val(c: str) -> int:
    if g_is_t(c):
        return 5 if c in ("SKIZ", "T21", "T1") else 1
    return g_srank(c)  # K5 Q4 N3 J2 pip1 (§7)


def g_pile_points(groups: list[list[str]]) -> int:
    # §14: each group of three counts its card values minus 2
    return sum(sum(g_val(c) for c in g) - 2 for g in groups)


def g_legal(hand: list[str], trick: list[str]) -> list[str]:
    if not trick:
        return list(hand)
    led = g_suit(trick[0])
    same = [c for c in hand if g_suit(c) == led]
    if same:
        return same
    if led != "T":
        ts = [c for c in hand if g_is_t(c)]
        if ts:
            return ts
    return list(hand)


def g_winner(trick: list[tuple[int, str]]) -> int:
    ts = [(g_trank(c), s) for s, c in trick if g_is_t(c)]
    if ts:
        return max(ts)[1]
    led = g_suit(trick[0][1])
    return max((g_srank(c), s) for s, c in trick if g_suit(c) == led)[1]


def g_deal(rng: random.Random, fixed: dict, talon_fixed: list[str] | None, dealer: int):
    """fixed: seat -> cards that seat must hold; talon_fixed: first cards of the talon."""
    used = set(talon_fixed or [])
    for cs in fixed.values():
        used |= set(cs)
    rest = [c for c in G_DECK if c not in used]
    rng.shuffle(rest)
    hands = []
    for s in range(3):
        h = list(fixed.get(s, []))
        while len(h) < 12:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    talon = list(talon_fixed or [])
    while len(talon) < 6:
        talon.append(rest.pop())
    assert not rest
    return hands, talon


def g_play(rng, hands, leader, player, faults, keep_pagat=False, player_leads_high=False):
    """faults: list of dicts {seat, kind, from_trick}; returns (plays, tricks, fault_log)."""
    hands = [list(h) for h in hands]
    plays, tricks, done = [], [], []
    pending = list(faults)
    for t in range(12):
        trick: list[tuple[int, str]] = []
        for k in range(3):
            s = (leader + k) % 3
            cards = [c for _, c in trick]
            legal = g_legal(hands[s], cards)
            choice = None
            for f in pending:
                if f["seat"] != s or t < f.get("from_trick", 0):
                    continue
                if f["kind"] == "renonce" and cards and g_suit(cards[0]) != "T":
                    led = g_suit(cards[0])
                    if any(g_suit(c) == led for c in hands[s]) and any(g_is_t(c) for c in hands[s]):
                        ts = [c for c in hands[s] if g_is_t(c) and c != "T1"]
                        if ts:
                            choice = rng.choice(ts)
                elif f["kind"] == "no_trump" and cards and g_suit(cards[0]) != "T":
                    led = g_suit(cards[0])
                    others = [c for c in hands[s] if not g_is_t(c) and g_suit(c) != led]
                    if not any(g_suit(c) == led for c in hands[s]) and others and any(g_is_t(c) for c in hands[s]):
                        choice = rng.choice(others)
                elif f["kind"] == "pagat_release" and t < 11 and "T1" in legal and len(legal) > 1:
                    choice = "T1"
                if choice:
                    done.append({"trick": t, "seat": s, "kind": f["kind"], "card": choice, "legal": legal})
                    pending.remove(f)
                    break
            if choice is None:
                pool = legal
                if keep_pagat and s == player and t < 11 and len(pool) > 1:
                    pool = [c for c in pool if c != "T1"] or pool
                if player_leads_high and s == player and not cards:
                    choice = max(pool, key=lambda c: g_trank(c) if g_is_t(c) else 0)
                else:
                    choice = rng.choice(pool)
            hands[s].remove(choice)
            trick.append((s, choice))
            plays.append((s, choice))
        w = g_winner(trick)
        tricks.append((trick, w))
        leader = w
    return plays, tricks, done, pending


GV = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


def g_game_value(level: str, pts: int) -> tuple[bool, int]:
    m, a = GV[level]
    if pts > 33:
        return True, m * (pts - 33) + a
    return False, m * (33 - pts) + a


def transcript(game, players, deals, rules=None, start=None, meta=None):
    d = {"format": "trick-transcript/1", "game": game}
    if rules:
        d["rules"] = rules
    d["players"] = players
    if start:
        d["start"] = start
    d["meta"] = meta or {}
    d["deals"] = deals
    return d


G_PLAYERS = ["Adam", "Bożena", "Czesław"]


def g_scenario(name, seed, dealer, fixed, talon_fixed, take_packet, discard_pick, announces, doubles,
               faults, want, keep_pagat=False, reject=False, discard_shown=None, leads_high=False,
               tries=20000):
    """Search seeds until `want(info)` holds; returns info dict with events (no payments yet)."""
    base = random.Random(seed)
    for _ in range(tries):
        rng = random.Random(base.random())
        hands, talon = g_deal(rng, fixed, talon_fixed, dealer)
        f = (dealer + 1) % 3
        player = f
        packet = talon[3:6] if reject else talon[0:3]
        rest_talon = talon[0:3] if reject else talon[3:6]
        hand = hands[player] + packet
        disc = discard_pick(hand, rng)
        if disc is None:
            continue
        ph = [c for c in hand if c not in disc]
        play_hands = [list(h) for h in hands]
        play_hands[player] = ph
        plays, tricks, done, pending = g_play(rng, play_hands, f, player, faults, keep_pagat, leads_high)
        if pending:
            continue
        ppile = [[c for _, c in tr] for tr, w in tricks if w == player] + [disc]
        hpile = [[c for _, c in tr] for tr, w in tricks if w != player] + [rest_talon]
        info = {
            "hands": hands, "talon": talon, "player": player, "packet": packet, "disc": disc,
            "ph": ph, "plays": plays, "tricks": tricks, "done": done,
            "ppts": g_pile_points(ppile), "hpts": g_pile_points(hpile),
            "pcards": sum(ppile, []), "hcards": sum(hpile, []),
            "ptricks": sum(1 for _, w in tricks if w == player),
        }
        assert info["ppts"] + info["hpts"] == 66
        if not want(info):
            continue
        ev = [{"type": "bid", "seat": f, "bid": "three"},
              {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
              {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"}]
        if reject:
            ev.append({"type": "call", "seat": player, "call": "reject"})
        ev.append({"type": "take", "seat": player, "cards": packet})
        de = {"type": "discard", "seat": player, "cards": disc}
        if discard_shown is not None:
            de["shown"] = discard_shown
        ev.append(de)
        for s, items in announces:
            ev.append({"type": "announce", "seat": s, "items": items})
        for s, target, level in doubles:
            ev.append({"type": "double", "seat": s, "target": target, "level": level})
        first_play = len(ev)
        for s, c in plays:
            ev.append({"type": "play", "seat": s, "card": c})
        info["events"] = ev
        info["first_play"] = first_play
        for d in done:
            d["event"] = first_play + d["trick"] * 3 + [s for s, _ in info["tricks"][d["trick"]][0]].index(d["seat"])
        ptr = sum([[c for _, c in tr] for tr, w in tricks if w == player], [])
        htr = sum([[c for _, c in tr] for tr, w in tricks if w != player], [])
        info["silent"] = {
            "trull_player": all(c in ptr for c in ("SKIZ", "T21", "T1")),
            "trull_helpers": all(c in htr for c in ("SKIZ", "T21", "T1")),
            "kings_player": all(k + s in ptr for k in "K" for s in G_SUITS),
            "kings_helpers": all(k + s in htr for k in "K" for s in G_SUITS),
            "ultimo_player": tricks[-1][1] == player and (player, "T1") in tricks[-1][0],
            "volat": info["ptricks"] == 12,
        }
        log(f"{name}: silent/made premiums {info['silent']}")
        log(f"{name}: player {player} pts {info['ppts']} (helpers {info['hpts']}), tricks {info['ptricks']}, "
            f"faults {[(d['kind'], d['seat'], d['card'], 'event', d['event'], 'legal', d['legal']) for d in done]}, "
            f"last trick {info['tricks'][-1]}, discard {disc}")
        return info
    raise SystemExit(f"{name}: no deal found")


def pay(ev, frm, to, amount, reason):
    e = {"type": "payment", "from": frm, "to": to, "amount": amount}
    if reason:
        e["reason"] = reason
    ev.append(e)
    return len(ev) - 1


def write(name, doc):
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def tarocks_in(h):
    return sum(1 for c in h if g_is_t(c))


def gal(seed):
    # ---------------------------------------------------------------- G01 player renonce, chain 8, trull
    dealer = 2  # forehand/player = 0
    info = g_scenario(
        "01", seed + 1, dealer, {0: ["SKIZ", "T21", "T20", "T19", "T18"]}, ["T1", "KH", "T17"],
        None,
        lambda h, r: [c for c in h if not g_is_t(c) and c[0] != "K"][:3] if sum(1 for c in h if not g_is_t(c) and c[0] != "K") >= 3 else None,
        [(0, [{"kind": "trull"}]), (1, []), (2, [])],
        [(1, "game", 2), (1, "trull", 2), (0, "game", 4), (2, "game", 8)],
        [{"seat": 0, "kind": "renonce", "from_trick": 2}],
        lambda i: i["ppts"] > 36 and all(c in i["pcards"] for c in ("SKIZ", "T21", "T1")),
        keep_pagat=True,
    )
    ev = info["events"]
    p = []
    # rules: renonce -> game lost unconditionally; player made > 33: 'tylko konsolację' = 30 x 1 x 8
    p.append(pay(ev, 0, 1, 240, "game"))
    p.append(pay(ev, 0, 2, 240, "game"))
    # slip: the table paid the announced trull (x2 contra) although a renonce withholds it
    p.append(pay(ev, 1, 0, 200, "trull"))
    p.append(pay(ev, 2, 0, 200, "trull"))
    # slip: pool share taken on the net (240-200=40 -> 4) instead of 10% of 240 = 24
    p.append(pay(ev, 1, "pool", 4, "pool_share"))
    p.append(pay(ev, 2, "pool", 4, "pool_share"))
    log(f"01 payment events {p}")
    deal = {"dealer": dealer, "hands": info["hands"], "talon": info["talon"], "events": ev}
    write("01-gal-player-renonce-supracontra-trull.json", transcript(
        "galician-tarok", G_PLAYERS, [deal], start={"pools": {"pool": 100}},
        meta={"round": "real-faults-near-slips-16", "note": "player renonce under contra/recontra/supracontra on the game, announced trull made and contra'd"}))

    # ---------------------------------------------------------------- G02 helper renonce, player wins, recontra
    dealer = 0  # player = 1
    info = g_scenario(
        "02", seed + 2, dealer, {1: ["T1", "SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15"]}, ["T14", "KD", "QD"],
        None,
        lambda h, r: (lambda cand: cand[:3] if len(cand) >= 3 else None)([c for c in h if not g_is_t(c) and c[0] != "K"]),
        [(1, [{"kind": "tarocks", "count": 10}, {"kind": "pagat_ultimo"}]), (2, []), (0, [])],
        [(2, "game", 2), (0, "pagat_ultimo", 2), (1, "game", 4)],
        [{"seat": 0, "kind": "renonce", "from_trick": 1}],
        lambda i: i["ppts"] > 36 and tarocks_in(i["ph"]) == 10 and i["tricks"][-1][1] == 1
        and ("T1" in [c for s, c in i["tricks"][-1][0] if s == 1]),
        keep_pagat=True,
    )
    ev = info["events"]
    won, gv = g_game_value("three", info["ppts"])
    assert won
    # rules: helpers' renonce: player wins; game counts single, contra doubles a won game (§17); recontra
    # counts only when the player loses -> gv*2 from each helper. tarocks 50 each; ultimo made 100*2 each
    # (contra); pool taken (single); pool share 10% of the player's win.
    g2 = gv * 2
    assert info["silent"]["trull_player"]
    win = 2 * (g2 + 50 + 200 + 50)  # + silent trull 50 each
    # slip: the offender (seat 0) pays both helpers' game shares, seat 2 none
    p = [pay(ev, 0, 1, 2 * g2, "game"),
         pay(ev, 0, 1, 50, "tarocks"), pay(ev, 2, 1, 50, "tarocks"),
         pay(ev, 0, 1, 50, "trull"), pay(ev, 2, 1, 50, "trull"),
         pay(ev, 0, 1, 200, "pagat_ultimo"), pay(ev, 2, 1, 200, "pagat_ultimo"),
         pay(ev, "pool", 1, 150, "pool_ultimo"),
         pay(ev, 1, "pool", win / 10, "pool_share")]
    log(f"02 game value {gv} (x2 = {g2}); rules: each helper pays game {g2}; player win {win}; payments {p}")
    deal = {"dealer": dealer, "hands": info["hands"], "talon": info["talon"], "events": ev}
    write("02-gal-helper-renonce-recontra-won-ultimo-tarocks.json", transcript(
        "galician-tarok", G_PLAYERS, [deal], start={"pools": {"pool": 150}},
        meta={"round": "real-faults-near-slips-16", "note": "helper renonce; player wins under contra+recontra on the game; announced tarocks and ultimo (ultimo contra'd) made"}))

    # ---------------------------------------------------------------- G03 pagat released, contra/recontra ultimo, four kings
    dealer = 1  # player = 2
    info = g_scenario(
        "03", seed + 3, dealer, {2: ["T1", "SKIZ", "T21", "T20", "T19", "T18", "KH", "KD"]}, ["KS", "KC", "T17"],
        None,
        lambda h, r: (lambda cand: cand[:3] if len(cand) >= 3 else None)([c for c in h if not g_is_t(c) and c[0] != "K"]),
        [(2, [{"kind": "pagat_ultimo"}, {"kind": "four_kings"}]), (0, []), (1, [])],
        [(0, "pagat_ultimo", 2), (2, "pagat_ultimo", 4)],
        [{"seat": 2, "kind": "pagat_release", "from_trick": 3}],
        lambda i: i["ppts"] > 36 and all(k in i["pcards"] for k in ("KH", "KD", "KS", "KC")),
        keep_pagat=True,
    )
    ev = info["events"]
    won, gv = g_game_value("three", info["ppts"])
    assert won
    # rules: game won single gv each; four kings announced and made 200 each; ultimo lost 100 x 4 each;
    # failed ultimo pays the pool's content (120) into the pool, single (§27 contra not on the pool)
    p = [pay(ev, 0, 2, gv, "game"), pay(ev, 1, 2, gv, "game"),
         pay(ev, 0, 2, 200, "four_kings"), pay(ev, 1, 2, 200, "four_kings"),
         pay(ev, 2, 0, 400, "pagat_ultimo"), pay(ev, 2, 1, 400, "pagat_ultimo"),
         pay(ev, 2, "pool", 480, "pool_ultimo")]  # slip: pool x4 (recontra applied to the pool); rules 120
    net_p = 2 * gv + 400 - 800
    log(f"03 game value {gv}; player net before pool {net_p}; payments {p}")
    # pool share: the player's net is negative; each helper wins 400 - gv - 200
    hw = 400 - gv - 200
    if hw > 0:
        p += [pay(ev, 0, "pool", hw / 10, "pool_share"), pay(ev, 1, "pool", hw / 10, "pool_share")]
    log(f"03 helper net win each {hw}")
    deal = {"dealer": dealer, "hands": info["hands"], "talon": info["talon"], "events": ev}
    write("03-gal-pagat-released-recontra-ultimo-four-kings.json", transcript(
        "galician-tarok", G_PLAYERS, [deal], start={"pools": {"pool": 120}},
        meta={"round": "real-faults-near-slips-16", "note": "announced ultimo (contra, recontra) lost by a pagat released early; four kings announced and made"}))

    # ---------------------------------------------------------------- G04 ultimo without pagat + wrong tarock count
    dealer = 2  # player 0; helper 1 holds the pagat
    # announce 10 holding 11: wrong count (renonce); ultimo without the pagat; helper 1 (pagat) contra ultimo
    base_seed = seed + 4
    info = g_scenario(
        "04", base_seed, dealer, {0: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15"], 1: ["T1"]},
        ["T14", "T13", "KC"],
        None,
        lambda h, r: (lambda cand: cand[:3] if len(cand) >= 3 else None)([c for c in h if not g_is_t(c) and c[0] != "K"]),
        [(0, [{"kind": "tarocks", "count": 10}, {"kind": "pagat_ultimo"}]), (1, []), (2, [])],
        [(1, "pagat_ultimo", 2)], [],
        lambda i: tarocks_in(i["ph"]) == 11 and i["ppts"] > 36 and i["ptricks"] < 12 and "T1" not in i["pcards"],
    )
    ev = info["events"]
    won, gv = g_game_value("three", info["ppts"])
    # rules: §21 wrong count -> game lost unconditionally; made points -> consolation 30 each; tarocks not
    # counted; ultimo announced without the pagat is paid (§21/§27b): 100 x 2 each; pool content 90 paid in
    p = [pay(ev, 0, 1, 30, "game"), pay(ev, 0, 2, 30, "game"),
         pay(ev, 0, 1, 200, "pagat_ultimo"), pay(ev, 0, 2, 200, "pagat_ultimo"),
         pay(ev, 1, "pool", 23, "pool_share"), pay(ev, 2, "pool", 23, "pool_share")]
    # slip: the pool's content (90) not paid in
    log(f"04 (gv if scored {gv}, won {won}); payments {p}; pool payment 90 left out")
    deal = {"dealer": dealer, "hands": info["hands"], "talon": info["talon"], "events": ev}
    write("04-gal-ultimo-without-pagat-wrong-tarock-count.json", transcript(
        "galician-tarok", G_PLAYERS, [deal], start={"pools": {"pool": 90}},
        meta={"round": "real-faults-near-slips-16", "note": "tarocks 10 announced holding 11 (renonce) with ultimo announced without the pagat; the pagat's holder says contra ultimo (§27b)"}))

    # ---------------------------------------------------------------- G05 king laid away, volat announced and made, contra volat
    dealer = 1  # player 2
    top = ["SKIZ"] + [f"T{i}" for i in range(21, 12, -1)] + ["KH", "QH"]  # 10 tarocks + KH QH
    info = g_scenario(
        "05", seed + 5, dealer, {2: top}, ["T12", "T11", "KD"],
        None,
        lambda h, r: ["KH", "QH", "KD"],
        [(2, [{"kind": "volat"}]), (0, []), (1, [])],
        [(0, "volat", 2)], [],
        lambda i: i["ptricks"] == 12, leads_high=True,
    )
    ev = info["events"]
    # rules: §13 king laid away -> game lost unconditionally; points made -> consolation 30 each; volat
    # announced (made) not counted under a renonce-type loss
    p = [pay(ev, 1, 2, 1200, "volat"), pay(ev, 0, 2, 1200, "volat")]  # slip: volat x2 contra paid to the player
    p.append(pay(ev, 2, 0, 30, "game"))  # seat 1's consolation left out (missing)
    p.append(pay(ev, 0, "pool", 3, "pool_share"))
    p.append(pay(ev, 1, "pool", 3, "pool_share"))
    log(f"05 payments {p}")
    deal = {"dealer": dealer, "hands": info["hands"], "talon": info["talon"], "events": ev}
    write("05-gal-king-laid-away-volat-contra.json", transcript(
        "galician-tarok", G_PLAYERS, [deal], start={"pools": {"pool": 60}},
        meta={"round": "real-faults-near-slips-16", "note": "player lays away two kings, announces volat (contra'd) and takes every trick"}))

    # ---------------------------------------------------------------- G06 concealed discard, purchase 2, recontra, lost on points
    dealer = 0  # player 1
    info = g_scenario(
        "06", seed + 6, dealer, {1: ["T21", "T20", "T19", "T9", "T8", "T7", "T6"]}, ["KS", "QS", "NS", "T5", "T4", "T3"],
        None,
        lambda h, r: ["T3", "JS", "1H"] if "JS" in h and "1H" in h else None,
        [(1, [{"kind": "tarocks", "count": 10}]), (2, []), (0, [])],
        [(2, "game", 2), (1, "game", 4)], [],
        lambda i: tarocks_in(i["ph"]) == 10 and i["ppts"] < 28,
        reject=True,
    )
    ev = info["events"]
    won, gv = g_game_value("three", info["ppts"])
    assert not won
    lose = gv * 2 * 4  # purchase 2, recontra 4
    # rules: concealed tarock discard -> renonce; lost on points anyway: gv x 2 x 4 each; tarocks not counted
    p = [pay(ev, 1, 2, gv * 2 * 2, "game"), pay(ev, 1, 0, gv * 2 * 2, "game"),  # slip: x2 contra, recontra left out
         pay(ev, 2, 1, 50, "tarocks"), pay(ev, 0, 1, 50, "tarocks"),  # slip: tarocks paid
         pay(ev, 2, "pool", lose / 10, "pool_share"), pay(ev, 0, "pool", lose / 10, "pool_share")]
    log(f"06 gv {gv}; rules lose {lose} each; payments {p}")
    deal = {"dealer": dealer, "hands": info["hands"], "talon": info["talon"], "events": ev}
    write("06-gal-concealed-discard-bottom-recontra.json", transcript(
        "galician-tarok", G_PLAYERS, [deal], start={"pools": {"pool": 40}},
        meta={"round": "real-faults-near-slips-16", "note": "second three bought; a tarock laid away unshown, tarocks announced; contra/recontra on the game; lost on points"}))

    # ---------------------------------------------------------------- G07 two deals: failure to trump by a helper + contra ultimo; all-pass
    dealer = 2  # player 0
    info = g_scenario(
        "07", seed + 7, dealer, {0: ["T1", "SKIZ", "T21", "T20", "T19", "T18", "T17", "T16"]}, ["T15", "KH", "QC"],
        None,
        lambda h, r: (lambda cand: cand[:3] if len(cand) >= 3 else None)([c for c in h if not g_is_t(c) and c[0] != "K"]),
        [(0, [{"kind": "pagat_ultimo"}]), (1, []), (2, [])],
        [(1, "pagat_ultimo", 2)],
        [{"seat": 2, "kind": "no_trump", "from_trick": 1}],
        lambda i: i["ppts"] > 36 and i["tricks"][-1][1] == 0 and ("T1" in [c for s, c in i["tricks"][-1][0] if s == 0]),
        keep_pagat=True,
    )
    ev = info["events"]
    won, gv = g_game_value("three", info["ppts"])
    assert won
    # rules (my reading): the helper's fault is a §5 fault (not trumping when void), not §23's renonce
    # ('przebije tarokiem ... pomimo, że posiada farbę'); the deal stands as played: player wins gv each,
    # ultimo 100 x 2 each, takes the pool (the 30 staked this deal); share 10% of his win
    for s in range(3):
        pay(ev, s, "pool", 10, "pool_stake")
    assert info["silent"]["trull_player"]
    win = 2 * gv + 400 + 100  # + silent trull 50 each
    p = [pay(ev, 1, 0, gv, "game"), pay(ev, 2, 0, gv, "game"),
         pay(ev, 1, 0, 50, "trull"), pay(ev, 2, 0, 50, "trull"),
         pay(ev, 1, 0, 200, "pagat_ultimo"), pay(ev, 2, 0, 200, "pagat_ultimo"),
         pay(ev, "pool", 0, 30, "pool_ultimo"), pay(ev, 0, "pool", win / 10, "pool_share")]
    log(f"07 deal 0 gv {gv}; win {win}; payments {p}")
    deal0 = {"dealer": dealer, "hands": info["hands"], "talon": info["talon"], "events": ev}
    rng = random.Random(seed + 70)
    hands, talon = g_deal(rng, {}, None, 0)
    ev1 = [{"type": "bid", "seat": 1, "bid": "pass"}, {"type": "bid", "seat": 2, "bid": "pass"},
           {"type": "bid", "seat": 0, "bid": "pass"}]
    # rules: the pool was won in deal 0, so it is founded again: 10 each; all passed: 5 each
    for s in range(3):
        pay(ev1, s, "pool", 10, "pool_stake")
    pay(ev1, 1, "pool", 5, "pool_pass")
    pay(ev1, 2, "pool", 5, "pool_pass")  # slip: seat 0's pass fee left out
    deal1 = {"dealer": 0, "hands": hands, "talon": talon, "events": ev1}
    write("07-gal-session-helper-no-trump-contra-ultimo-all-pass.json", transcript(
        "galician-tarok", G_PLAYERS, [deal0, deal1],
        meta={"round": "real-faults-near-slips-16", "note": "deal 0: a helper void in the suit led throws another suit holding tarocks; ultimo contra'd and made; deal 1: all pass"}))


# ----------------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_TR = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
U_NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]
U_DECK = [r + s for s in U_SUITS for r in U_TR]


def u_rank(c, trump):
    r = c[:-1]
    order = U_TR if trump is not None else U_NT
    return 8 - order.index(r)


def u_suit(c):
    return c[-1]


def u_beats(a, b, led, trump):
    """does card a beat card b (b currently best) in a trick led with suit led"""
    if trump and u_suit(a) == trump and u_suit(b) != trump:
        return True
    if u_suit(a) == u_suit(b):
        return u_rank(a, trump) > u_rank(b, trump)
    return False


def u_best(trick, trump):
    led = u_suit(trick[0][1])
    best = trick[0]
    for sc in trick[1:]:
        if u_beats(sc[1], best[1], led, trump):
            best = sc
    return best


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    best = u_best(trick, trump)[1]
    same = [c for c in hand if u_suit(c) == led]
    if same:
        beat = [c for c in same if u_beats(c, best, led, trump)]
        return beat or same
    if trump:
        tr = [c for c in hand if u_suit(c) == trump]
        if tr:
            beat = [c for c in tr if u_beats(c, best, led, trump)]
            return beat or tr
    return list(hand)


def u_val(c, trump):
    return 10 if trump and c[:-1] in ("A", "10") else 0


def u_play(rng, hands, leader, trump, faults, keep_seven=None, keep_seven_until_last=None):
    hands = [list(h) for h in hands]
    plays, tricks, done = [], [], []
    pending = list(faults)
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            legal = u_legal(hands[s], trick, trump)
            choice = None
            for f in pending:
                if f["seat"] != s or t < f.get("from_trick", 0):
                    continue
                led = u_suit(trick[0][1]) if trick else None
                if f["kind"] == "revoke" and trick:
                    if any(u_suit(c) == led for c in hands[s]):
                        others = [c for c in hands[s] if u_suit(c) != led and (trump is None or u_suit(c) != trump)]
                        if others:
                            choice = rng.choice(others)
                elif f["kind"] == "no_trump" and trick and trump:
                    if not any(u_suit(c) == led for c in hands[s]) and any(u_suit(c) == trump for c in hands[s]):
                        others = [c for c in hands[s] if u_suit(c) != trump]
                        if others:
                            choice = rng.choice(others)
                elif f["kind"] == "no_overtake" and trick:
                    same = [c for c in hands[s] if u_suit(c) == led]
                    best = u_best(trick, trump)[1]
                    if same and any(u_beats(c, best, led, trump) for c in same):
                        low = [c for c in same if not u_beats(c, best, led, trump)]
                        if low:
                            choice = rng.choice(low)
                elif f["kind"] == "early_seven" and t < 9 and not trick:
                    seven = "7" + trump
                    if seven in hands[s] and len(hands[s]) > 1:
                        choice = seven
                if choice:
                    done.append({"trick": t, "seat": s, "kind": f["kind"], "card": choice, "legal": legal})
                    pending.remove(f)
                    break
            if choice is None:
                pool = legal
                if keep_seven is not None and s == keep_seven and t < 9 and len(pool) > 1:
                    pool = [c for c in pool if c != "7" + trump] or pool
                if keep_seven_until_last is not None and s == keep_seven_until_last and t < 9 and len(pool) > 1:
                    pool = [c for c in pool if c != "7" + trump] or pool
                choice = rng.choice(pool)
            hands[s].remove(choice)
            trick.append((s, choice))
            plays.append((s, choice))
        w = u_best(trick, trump)[0]
        tricks.append((trick, w))
        leader = w
    return plays, tricks, done, pending


U_PLAYERS = ["Anna", "Béla", "Csilla"]


def u_scenario(name, seed, dealer, fixed, discard_pick, bid, trump, announce_trump, declares, doubles_first,
               doubles_after, faults, want, keep_seven=None, tries=40000):
    """declares: seat -> items (marriages) said with the first card; doubles_first: (seat, target, level)
    said by a defender with the first card; doubles_after: after trick 1's third card."""
    base = random.Random(seed)
    decl = (dealer + 1) % 3
    for _ in range(tries):
        rng = random.Random(base.random())
        used = set(sum(fixed.values(), []))
        rest = [c for c in U_DECK if c not in used]
        rng.shuffle(rest)
        hands = []
        for s in range(3):
            n = 12 if s == decl else 10
            h = list(fixed.get(s, []))
            while len(h) < n:
                h.append(rest.pop())
            rng.shuffle(h)
            hands.append(h)
        disc = discard_pick(hands[decl], rng)
        if disc is None:
            continue
        ph = [list(h) for h in hands]
        ph[decl] = [c for c in hands[decl] if c not in disc]
        plays, tricks, done, pending = u_play(rng, ph, decl, trump, faults, keep_seven)
        if pending:
            continue
        pts = [0, 0, 0]
        for i, (tr, w) in enumerate(tricks):
            pts[w] += sum(u_val(c, trump) for _, c in tr) + (10 if i == 9 and trump else 0)
        dpts = pts[decl]
        fpts = sum(pts) - dpts + sum(u_val(c, trump) for c in disc)
        info = {"hands": hands, "disc": disc, "ph": ph, "plays": plays, "tricks": tricks, "done": done,
                "dpts": dpts, "fpts": fpts, "decl": decl,
                "dtricks": sum(1 for _, w in tricks if w == decl)}
        if not want(info):
            continue
        ev = [{"type": "discard", "seat": decl, "cards": disc},
              {"type": "bid", "seat": decl, "bid": bid},
              {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
              {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
              {"type": "bid", "seat": decl, "bid": "pass"}]
        if announce_trump is not None:
            ev.append({"type": "announce", "seat": decl, "items": [announce_trump]})
        first_play = None
        pidx = {}
        for i, (s, c) in enumerate(plays):
            if i < 3:
                if s in declares:
                    ev.append({"type": "declare", "seat": s, "items": declares[s]})
                for ds, tg, lv in doubles_first:
                    if ds == s:
                        ev.append({"type": "double", "seat": s, "target": tg, "level": lv})
            if i == 3:
                for ds, tg, lv in doubles_after:
                    ev.append({"type": "double", "seat": ds, "target": tg, "level": lv})
            ev.append({"type": "play", "seat": s, "card": c})
            pidx[i] = len(ev) - 1
            if first_play is None:
                first_play = len(ev) - 1
        for d in done:
            k = [s for s, _ in tricks[d["trick"]][0]].index(d["seat"])
            d["event"] = pidx[d["trick"] * 3 + k]
        info["events"] = ev
        log(f"{name}: declarer {decl} pts {dpts} defenders {fpts} (card+last), declarer tricks {info['dtricks']}, "
            f"faults {[(d['kind'], d['seat'], d['card'], 'event', d['event'], 'legal', d['legal']) for d in done]}, "
            f"last trick {tricks[-1]}, discard {disc}")
        return info
    raise SystemExit(f"{name}: no deal found")


def has_pair(h, s):
    return "K" + s in h and "Q" + s in h


def ulti(seed):
    # ---------------------------------------------------------------- U08 defender revoke, contra chain on ulti + 40-100
    dealer = 0  # declarer 1, trumps S
    info = u_scenario(
        "08", seed + 8, dealer, {1: ["KS", "QS", "7S", "AS", "10S", "AH"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)([x for x in h if x[-1] != "S" and x[:-1] in ("9", "8", "J")]),
        {"goals": ["ulti", "40-100"], "red": False}, "S", {"kind": "trump", "suit": "S"},
        {1: [{"kind": "marriage", "points": 40}], 2: [], 0: []},
        [(2, "ulti", 2), (2, "40-100", 2)], [(1, "40-100", 4), (0, "40-100", 8)],
        [{"seat": 2, "kind": "revoke", "from_trick": 3}],
        lambda i: not any(has_pair(i["ph"][s], x) for s in (0, 2) for x in "HDC"),
        keep_seven=1,
    )
    ev = info["events"]
    # rules (default revoke_penalty lose_all_goals): the defenders lose every goal: ulti 4 x 2 and
    # 40-100 4 x 8 from each defender (trump game: a contra by either defender counts for both)
    p = [pay(ev, 0, 1, 8, "ulti"), pay(ev, 2, 1, 8, "ulti"),
         pay(ev, 0, 1, 16, "40-100"),  # slip: 16, rules 32 (subcontra 8 left out for this defender)
         pay(ev, 2, 1, 32, "40-100")]
    log(f"08 payments {p}")
    write("08-ulti-defender-revoke-subcontra-40-100-ulti.json", transcript(
        "ulti", U_PLAYERS, [{"dealer": dealer, "hands": info["hands"], "events": ev}], rules={"preset": "standard"},
        meta={"round": "real-faults-near-slips-16", "note": "ulti + 40-100 in leaves; contra on both, recontra and subcontra on 40-100; a defender fails to follow"}))

    # ---------------------------------------------------------------- U09 false 40, contra + recontra on party
    dealer = 1  # declarer 2, trumps D; declarer holds KD but not QD
    info = u_scenario(
        "09", seed + 9, dealer, {2: ["KD", "AD", "10D", "7D"], 0: ["KC", "QC", "QD"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)([x for x in h if x[-1] != "D" and x[:-1] in ("9", "8", "7", "J")]),
        {"goals": ["party"], "red": False}, "D", {"kind": "trump", "suit": "D"},
        {2: [{"kind": "marriage", "points": 40}], 0: [{"kind": "marriage", "points": 20}], 1: []},
        [(0, "party", 2)], [(2, "party", 4)], [],
        lambda i: i["dtricks"] >= 1 and i["dpts"] + 40 > i["fpts"] + 20 and i["dpts"] < i["fpts"] + 20
        and i["fpts"] + 20 < 100 and not any(has_pair(i["ph"][1], x) for x in "HDSC")
        and not any(has_pair(i["ph"][0], x) for x in "HSD"),
    )
    ev = info["events"]
    # rules: the 40 is false (no QD): not counted; declarer dpts vs defenders fpts + 20 -> party lost x 4
    p = [pay(ev, 0, 2, 4, "party"), pay(ev, 1, 2, 4, "party")]  # slip: the table counted the false 40
    log(f"09 payments {p} (rules: 2 pays 4 to each)")
    write("09-ulti-false-40-party-recontra.json", transcript(
        "ulti", U_PLAYERS, [{"dealer": dealer, "hands": info["hands"], "events": ev}], rules={"preset": "standard"},
        meta={"round": "real-faults-near-slips-16", "note": "declarer says 40 without the trump queen; a defender's real 20; contra and recontra on the party"}))

    # ---------------------------------------------------------------- U10 early trump seven under red ulti
    dealer = 2  # declarer 0, hearts
    info = u_scenario(
        "10", seed + 10, dealer, {0: ["7H", "AH", "10H", "KH", "9H"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)([x for x in h if x[-1] != "H" and x[:-1] in ("9", "8", "7", "J")]),
        {"goals": ["ulti"], "red": True}, "H", None,
        {0: [], 1: [], 2: []},
        [(1, "ulti", 2), (1, "party", 2)], [(0, "ulti", 4)],
        [{"seat": 0, "kind": "early_seven", "from_trick": 2}],
        lambda i: not any(has_pair(i["ph"][s], x) for s in range(3) for x in "HDSC") and i["dtricks"] >= 1
        and i["dpts"] != i["fpts"] and i["dpts"] < 100 and i["fpts"] < 100,
        keep_seven=0,
    )
    ev = info["events"]
    party_won = info["dpts"] > info["fpts"]
    # rules: ulti lost: 4 x 2 (red) x 4 (recontra) = 32 each, + penalty 4 x 2 (red) = 8 each (not x contra);
    # party red 2 x 2 (contra) = 4 each, by the card points
    p = [pay(ev, 0, 1, 32, "ulti"), pay(ev, 0, 2, 32, "ulti"),
         pay(ev, 0, 1, 32, "ulti-penalty"), pay(ev, 0, 2, 8, "ulti-penalty")]  # slip: 32 to seat 1
    if party_won:
        p += [pay(ev, 1, 0, 4, "party"), pay(ev, 2, 0, 4, "party")]
    else:
        p += [pay(ev, 0, 1, 4, "party"), pay(ev, 0, 2, 4, "party")]
    log(f"10 party won {party_won}; payments {p}")
    write("10-ulti-early-seven-red-ulti-recontra.json", transcript(
        "ulti", U_PLAYERS, [{"dealer": dealer, "hands": info["hands"], "events": ev}], rules={"preset": "standard"},
        meta={"round": "real-faults-near-slips-16", "note": "red ulti, contra on ulti and party, recontra on ulti; the declarer leads the seven of hearts early"}))

    # ---------------------------------------------------------------- U11 failure to trump by a defender, silent ulti by declarer
    dealer = 0  # declarer 1, acorns
    info = u_scenario(
        "11", seed + 11, dealer, {1: ["KC", "QC", "7C", "AC", "10C", "9C"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)([x for x in h if x[-1] != "C" and x[:-1] in ("9", "8", "7", "J")]),
        {"goals": ["40-100"], "red": False}, "C", {"kind": "trump", "suit": "C"},
        {1: [{"kind": "marriage", "points": 40}], 2: [], 0: []},
        [(2, "40-100", 2)], [(1, "40-100", 4)],
        [{"seat": 0, "kind": "no_trump", "from_trick": 1}],
        lambda i: i["tricks"][-1][1] == 1 and ("7C" in [c for s, c in i["tricks"][-1][0] if s == 1])
        and not any(has_pair(i["ph"][s], x) for s in (0, 2) for x in "HDS"),
        keep_seven=1,
    )
    ev = info["events"]
    # rules: defender's fault -> 40-100 won: 4 x 4 each; silent ulti (7C wins the last trick): 2 each
    p = [pay(ev, 0, 1, 16, "40-100"), pay(ev, 2, 1, 16, "40-100"),
         pay(ev, 0, 1, 2, "silent-ulti")]  # slip: seat 2's silent ulti left out
    log(f"11 payments {p}")
    write("11-ulti-failure-to-trump-silent-ulti-40-100.json", transcript(
        "ulti", U_PLAYERS, [{"dealer": dealer, "hands": info["hands"], "events": ev}], rules={"preset": "standard"},
        meta={"round": "real-faults-near-slips-16", "note": "40-100 in acorns with contra and recontra; a defender void in the suit led does not trump; the declarer wins the last trick with the seven of trumps"}))

    # ---------------------------------------------------------------- U12 declarer fails to overtake under ulti
    dealer = 1  # declarer 2, leaves
    info = u_scenario(
        "12", seed + 12, dealer, {2: ["7S", "AS", "10S", "KS", "9S"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)([x for x in h if x[-1] != "S" and x[:-1] in ("9", "8", "7", "J")]),
        {"goals": ["ulti"], "red": False}, "S", {"kind": "trump", "suit": "S"},
        {2: [], 0: [], 1: []},
        [(0, "ulti", 2), (0, "party", 2)], [(2, "ulti", 4)],
        [{"seat": 2, "kind": "no_overtake", "from_trick": 1}],
        lambda i: i["tricks"][-1][1] == 2 and ("7S" in [c for s, c in i["tricks"][-1][0] if s == 2])
        and not any(has_pair(i["ph"][s], x) for s in range(3) for x in "HDSC")
        and i["dpts"] > i["fpts"] and i["dpts"] < 100,
        keep_seven=2,
    )
    ev = info["events"]
    # rules (lose_all_goals): declarer loses party (1 x 2) and ulti (4 x 4) to each defender; the ulti
    # penalty (4, not doubled) read as due with a lost ulti
    p = [pay(ev, 2, 0, 2, "party"),  # slip: seat 1's party payment left out
         pay(ev, 2, 0, 16, "ulti"), pay(ev, 2, 1, 16, "ulti"),
         pay(ev, 2, 0, 4, "ulti-penalty"), pay(ev, 2, 1, 4, "ulti-penalty")]
    log(f"12 payments {p} (slip: 2 -> 1 party 2 left out)")
    write("12-ulti-declarer-fails-to-overtake-ulti-recontra.json", transcript(
        "ulti", U_PLAYERS, [{"dealer": dealer, "hands": info["hands"], "events": ev}], rules={"preset": "standard"},
        meta={"round": "real-faults-near-slips-16", "note": "ulti in leaves, contra on ulti and party, recontra on ulti; the declarer fails to overtake, then wins the last trick with the seven"}))

    # ---------------------------------------------------------------- U13 betli, one defender's contra chain, other defender revokes
    dealer = 2  # declarer 0, no trumps
    info = u_scenario(
        "13", seed + 13, dealer, {0: ["7H", "8H", "7D", "8D", "7S", "7C"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)(sorted([x for x in h], key=lambda x: -u_rank(x, None))),
        {"goals": ["betli"], "red": False}, None, {"kind": "no-trump"},
        {}, [(1, "betli", 2)], [(0, "betli", 4)],
        [{"seat": 2, "kind": "revoke", "from_trick": 2}],
        lambda i: i["dtricks"] >= 1 and any(w == 0 for _, w in i["tricks"][i["done"][0]["trick"] + 1:]),
    )
    ev = info["events"]
    # rules: no trumps: the contra chain counts only between seat 1 and the declarer; seat 2's revoke ->
    # betli won (lose_all_goals): seat 1 pays 5 x 4, seat 2 pays 5
    p = [pay(ev, 1, 0, 20, "betli"), pay(ev, 2, 0, 20, "betli")]  # slip: seat 2 pays 20, rules 5
    log(f"13 payments {p}")
    write("13-ulti-betli-contra-one-defender-other-revokes.json", transcript(
        "ulti", U_PLAYERS, [{"dealer": dealer, "hands": info["hands"], "events": ev}], rules={"preset": "standard"},
        meta={"round": "real-faults-near-slips-16", "note": "betli; one defender contras, the declarer recontras; the other defender fails to follow; the declarer later takes a trick"}))

    # ---------------------------------------------------------------- U14 two deals: silent 100 beside contra'd party; failed trump 7 by a defender; false 20; totals
    dealer = 0  # declarer 1, acorns; defender 2 holds 7C
    info = u_scenario(
        "14", seed + 14, dealer, {1: ["KC", "QC", "AC", "10C", "AH", "10H", "AD", "10D"], 2: ["7C"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)([x for x in h if x[:-1] in ("9", "8", "7", "J")]),
        {"goals": ["party"], "red": False}, "C", {"kind": "trump", "suit": "C"},
        {1: [{"kind": "marriage", "points": 40}], 0: [{"kind": "marriage", "points": 20}], 2: []},
        [(0, "party", 2)], [(1, "party", 4)], [],
        lambda i: i["dpts"] + 40 >= 100 and i["tricks"][-1][1] != 2 and ("7C" in [c for s, c in i["tricks"][-1][0] if s == 2])
        and not any(has_pair(i["ph"][0], x) for x in "HDSC") and not any(has_pair(i["ph"][2], x) for x in "HDSC"),
        keep_seven=2,
    )
    ev = info["events"]
    # rules: the declarer makes 100 with his 40: silent 100 (2) replaces the party's point; the contra on the
    # party does not double it (silent_bonus_contra false) -> 2 from each defender. Seat 2 plays 7C to the
    # last trick and loses: pays 4 to each other player. Seat 0's 20 is false (no pair): not counted.
    net = {0: -2 + 4, 1: 4 + 4, 2: -2 - 8}
    p = [pay(ev, 0, 1, 2, "silent-100"), pay(ev, 2, 1, 2, "silent-100"),
         pay(ev, 2, 0, 4, "silent-ulti"), pay(ev, 2, 1, 4, "silent-ulti")]
    log(f"14 deal 0 payments {p}; net {net}")
    deal0 = {"dealer": dealer, "hands": info["hands"], "events": ev}
    # deal 1: a plain betli by seat 2 (dealer 1), lost on the first trick the declarer takes
    info1 = u_scenario(
        "14b", seed + 140, 1, {2: ["7H", "7D", "8D"]},
        lambda h, r: (lambda c: c[:2] if len(c) >= 2 else None)(sorted(h, key=lambda x: -u_rank(x, None))),
        {"goals": ["betli"], "red": False}, None, {"kind": "no-trump"}, {}, [], [], [],
        lambda i: i["dtricks"] >= 1,
    )
    ev1 = info1["events"]
    # betli lost: seat 2 pays 5 to each: nets 0:+5 1:+5 2:-10
    n1 = {0: 5, 1: 5, 2: -10}
    for s in range(3):
        ev1.append({"type": "score", "party": s, "points": n1[s]})
    tot = {s: net[s] + n1[s] for s in range(3)}
    tot_written = dict(tot)
    tot_written[1] = tot[1] + 2  # slip: seat 1's total written 2 too high
    for s in range(3):
        ev1.append({"type": "total", "party": s, "points": tot_written[s]})
    log(f"14 deal 1 nets {n1}; totals by rules {tot}; written {tot_written}; events from {len(ev1) - 6}")
    deal1 = {"dealer": 1, "hands": info1["hands"], "events": ev1}
    write("14-ulti-session-silent-100-contra-party-failed-seven-false-20.json", transcript(
        "ulti", U_PLAYERS, [deal0, deal1], rules={"preset": "standard"},
        meta={"round": "real-faults-near-slips-16", "note": "deal 0: party in acorns, contra+recontra; declarer makes 100 with his 40 (silent 100); a defender's false 20; the other defender loses the last trick with the seven of trumps; deal 1: betli lost; sheet totals"}))


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    gal(seed)
    ulti(seed)
    (HERE / "_gen_log.txt").write_text("\n".join(LOG) + "\n", encoding="utf-8")
    print("\n".join(LOG))


if __name__ == "__main__":
    main()
