# ruff: noqa: UP031, B007
"""Blind generator for the ottocento-edge-probes audit round.

Builds 3 clean base sessions of Tarocchini Ottocento from the Russian source
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt) and single-edit variants of them, each clean or
carrying exactly one fault. Does not import the validator. Run from this directory:
    python _gen.py
Writes NN-*.json and EXPECTED.md next to itself.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
MASTER_SEED = 8008

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins: high -> low
WILDS = {"T0", "MATTO"}  # contatori: Bagatto and Matto
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def deck() -> list[str]:
    cards = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)]
    cards += ["T%d" % n for n in range(21)]
    cards.append("MATTO")
    assert len(cards) == 62
    return cards


def value(c: str) -> int:
    """Card points, from the source's deck table."""
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1  # Sun, Moon, numbered trumps, Moretti
    r = c[:-1]
    return {"Q": 4, "N": 3, "J": 2}.get(r, 1)


def suit(c: str) -> str | None:
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def trump_strength(c: str) -> int:
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # the Moretti T1-T4 are of one rank


def suit_strength(c: str) -> int:
    order = LONG if c[-1] in "SB" else ROUND
    return len(order) - order.index(c[:-1])


def trick_winner(trick: list[tuple[int, str]], tie: str = "last_played") -> int:
    """Index in trick of the winning card. The Matto never wins (never led here)."""
    led = suit(trick[0][1])
    best = None
    for i, (_, c) in enumerate(trick):
        s = suit(c)
        if s is None:
            continue
        if s == "T":
            key = (2, trump_strength(c))
        elif s == led:
            key = (1, suit_strength(c))
        else:
            continue
        if best is None or key > best[0] or (key == best[0] and tie == "last_played"):
            best = (key, i)
    assert best is not None
    return best[1]


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit(c) == led]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    trumps = [c for c in hand if suit(c) == "T"]
    if trumps:
        return trumps + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(length: int) -> int:
    return 10 + 5 * (length - 3)


def chain_run(have: set[str], chain: list[str], top: int):
    """Gapless run from the head with contatori filling places (never the head, never two in a row).
    top: how many places after the head form the group "at least two of which" must be there
    (suits: the three courts; trumps: the three grande after the Angel).
    Returns (length or 0, ambiguous): ambiguous when a looser reading (places in that group may be
    missing, the cards after it still count) gives another length."""
    if chain[0] not in have:
        return 0, False
    wild0 = len(WILDS & have)
    wild = wild0
    run = [True]  # real?
    prev_wild = False
    for c in chain[1:]:
        if c in have:
            run.append(True)
            prev_wild = False
        elif wild and not prev_wild:
            run.append(False)
            wild -= 1
            prev_wild = True
        else:
            break
    n = len(run)
    if n < 3 or not (run[1] or run[2]):
        n = 0
    # looser reading: the group may have holes; contatori fill holes, then the rest runs on
    group = chain[1 : 1 + top]
    rest = chain[1 + top :]
    real = sum(1 for c in group if c in have)
    w = wild0
    fill = min(w, top - real)
    w -= fill
    loose = 0
    if real >= 1 and real + fill >= 2:
        loose = 1 + real + fill
        if loose == 1 + top:  # the group complete: the rest continues without gaps
            prev = False
            for c in rest:
                if c in have:
                    loose += 1
                    prev = False
                elif w and not prev:
                    loose += 1
                    w -= 1
                    prev = True
                else:
                    break
        else:
            # a hole left in the group: the rest still counts in the loosest reading
            for c in rest:
                if c in have:
                    loose += 1
                else:
                    break
    return n, loose != n


def count_run(have: set[str], members: list[str]):
    real = sum(1 for c in members if c in have)
    if real < 2:
        return 0
    n = min(real + len(WILDS & have), 6)
    return n if n >= 3 else 0


def combos(cards) -> tuple[list[dict], bool]:
    """All combinations in a set of cards (max reading); returns items and ambiguity flag."""
    have = set(cards)
    items = []
    for of, (members, _p3, _) in CRICCHE.items():
        k = sum(1 for c in members if c in have)
        if k >= 3:
            items.append({"kind": "cricca", "of": of, "count": k})
    amb = False
    n, a = chain_run(have, ["T%d" % x for x in range(20, 4, -1)], 3)
    amb |= a
    if n:
        items.append({"kind": "sequence", "of": "trumps", "length": n})
    for s in SUITS:
        n, a = chain_run(have, ["K" + s, "Q" + s, "N" + s, "J" + s, "1" + s], 3)
        amb |= a
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    n = count_run(have, ["T1", "T2", "T3", "T4"])
    if n:
        items.append({"kind": "sequence", "of": "moretti", "length": n})
    n = count_run(have, ["1S", "1B", "1C", "1D"])
    if n:
        items.append({"kind": "sequence", "of": "aces", "length": n})
    return items, amb


def item_points(it: dict) -> int:
    if it["kind"] == "cricca":
        _, p3, p4 = CRICCHE[it["of"]]
        return p3 if it["count"] == 3 else p4
    return seq_points(it["length"])


def n_kinds(items):
    return (sum(1 for i in items if i["kind"] == "cricca"), sum(1 for i in items if i["kind"] == "sequence"))


def set_points(items) -> int:
    """Points of combinations made at once: three or more cricche double the cricche, three or
    more sequences double the sequences ("Это удваивает очки")."""
    cr = sum(item_points(i) for i in items if i["kind"] == "cricca")
    sq = sum(item_points(i) for i in items if i["kind"] == "sequence")
    nc, ns = n_kinds(items)
    return cr * (2 if nc >= 3 else 1) + sq * (2 if ns >= 3 else 1)


def card_points(pile) -> int:
    assert len(pile) % 2 == 0, pile
    return sum(value(c) for c in pile) - len(pile) // 2


# ---------------------------------------------------------------- deal simulation
def team(seat: int) -> int:
    return seat % 2


def deal_cards(rng: random.Random, dealer: int):
    cards = deck()
    rng.shuffle(cards)
    hands = [[] for _ in range(4)]
    pos = 0
    for _ in range(3):
        for k in range(1, 5):
            seat = (dealer + k) % 4
            hands[seat] += cards[pos : pos + 5]
            pos += 5
    hands[dealer] += cards[pos : pos + 2]
    return hands


def simulate(rng: random.Random, dealer: int, mode: str = ""):
    hands = deal_cards(rng, dealer)
    h = [list(x) for x in hands]
    # dealer's discard: two non-5-point cards, pip cards 6-10 preferred (never in a combination)
    pips = [
        c
        for c in h[dealer]
        if not c.startswith("T") and c != "MATTO" and c[:-1] in ("6", "7", "8", "9", "10")
    ]
    cands = pips if len(pips) >= 2 else [c for c in h[dealer] if c not in FIVE]
    discard = rng.sample(cands, 2)
    for c in discard:
        h[dealer].remove(c)
    # declarations
    decls = []
    for k in range(1, 5):
        seat = (dealer + k) % 4
        held, _ = combos(h[seat])
        decls.append([seat, held])
    plays = []
    leader = (dealer + 1) % 4
    for t in range(15):
        trick = []
        for k in range(4):
            seat = (leader + k) % 4
            led = suit(trick[0][1]) if trick else None
            opts = legal(h[seat], led)
            if not trick:
                opts = [c for c in opts if c != "MATTO"] or opts
            nonm = [c for c in opts if c != "MATTO"]
            if "MATTO" in opts and trick:
                holds = any(suit(c) == led for c in h[seat])
                p = 0.6 if holds else 0.15
                if t >= 11:
                    p = 1.0
                card = "MATTO" if rng.random() < p else rng.choice(nonm)
            elif mode == "dealer_low" and seat == dealer:
                card = min(
                    nonm or opts,
                    key=lambda c: (suit(c) == "T", trump_strength(c) if suit(c) == "T" else suit_strength(c)),
                )
            elif (
                mode == "moretti"
                and any(c in ("T1", "T2", "T3", "T4") for c in opts)
                and trick
                and rng.random() < 0.7
            ):
                card = rng.choice([c for c in opts if c in ("T1", "T2", "T3", "T4")])
            else:
                card = rng.choice(nonm or opts)
            h[seat].remove(card)
            trick.append((seat, card))
            plays.append([seat, card])
        leader = trick[trick_winner(trick)][0]
    return {"dealer": dealer, "hands": hands, "discard": discard, "decls": decls, "plays": plays}


def choose_declarations(rng: random.Random, d: dict):
    """Each player declares some of what he holds: at most 2 cricche and 2 sequences per team
    (no doubling question), sometimes smaller than held (the source allows it)."""
    used = {0: [0, 0], 1: [0, 0]}
    out = []
    for seat, held in d["decls"]:
        items = []
        for it in held:
            idx = 0 if it["kind"] == "cricca" else 1
            if used[team(seat)][idx] >= 2 or rng.random() < 0.15:
                continue
            it = dict(it)
            it["_held"] = True
            if rng.random() < 0.25:
                if it["kind"] == "cricca" and it["count"] == 4:
                    it["count"] = 3
                    it["_held"] = False
                elif it["kind"] == "sequence" and it["length"] > 3:
                    it["length"] -= 1
                    it["_held"] = False
            used[team(seat)][idx] += 1
            items.append(it)
        out.append([seat, items])
    d["decls"] = out


def replay(d: dict, tie: str = "last_played"):
    """Replays a deal: trick winners, illegal plays (event-free list of (play index, why)), piles."""
    dealer = d["dealer"]
    h = [list(x) for x in d["hands"]]
    faults = []
    for c in d["discard"]:
        h[dealer].remove(c)
        if c in FIVE:
            faults.append(("discard", c))
    leader = (dealer + 1) % 4
    tricks = []
    i = 0
    winners = []
    for _t in range(15):
        trick = []
        for k in range(4):
            seat, card = d["plays"][i]
            if seat != (leader + k) % 4:
                faults.append(("out_of_turn", i))
            led = suit(trick[0][1]) if trick else None
            if card not in legal(h[seat], led):
                faults.append(("revoke", i))
            h[seat].remove(card)
            trick.append((seat, card))
            i += 1
        w = trick[trick_winner(trick, tie)][0]
        winners.append(w)
        tricks.append(trick)
        leader = w
    piles = {0: [], 1: []}
    dealer_tricks = 0
    for trick, w in zip(tricks, winners, strict=False):
        if w == dealer:
            dealer_tricks += 1
        for seat, c in trick:
            piles[team(w)].append(c)
    # the dealer's discard: his unless he took no trick (then the opponents')
    disc_team = team(dealer) if dealer_tricks else 1 - team(dealer)
    piles[disc_team] += d["discard"]
    # the Matto: back to its player's side; a low card to the winner if an opponent
    matto_info = None
    for trick, w in zip(tricks, winners, strict=False):
        for seat, c in trick:
            if c == "MATTO":
                mt = team(seat)
                if team(w) != mt:
                    own_tricks = sum(1 for x in winners if team(x) == mt)
                    assert own_tricks > 0
                    low = sorted(
                        c2
                        for c2 in piles[mt]
                        if not c2.startswith("T") and c2[:-1] in ("6", "7", "8", "9", "10")
                    )
                    assert low, "no pip card to give"
                    piles[team(w)].remove("MATTO")
                    piles[mt].append("MATTO")
                    piles[mt].remove(low[0])
                    piles[team(w)].append(low[0])
                    matto_info = {"seat": seat, "winner": w, "given": low[0], "exchange": True}
                else:
                    matto_info = {"seat": seat, "winner": w, "exchange": False}
    return {
        "winners": winners,
        "tricks": tricks,
        "faults": faults,
        "piles": piles,
        "dealer_tricks": dealer_tricks,
        "matto": matto_info,
        "last": winners[-1],
    }


def deal_score(d: dict, tie="last_played", strict_discard=True):
    r = replay(d, tie)
    sc = {}
    amb = False
    for tm in (0, 1):
        decl = sum(item_points(it) for seat, items in d["decls"] if team(seat) == tm for it in items)
        items, a = combos(r["piles"][tm])
        amb |= a
        # three or more of a kind doubles: which points it doubles is not clear from the source
        # (the category's or all), so no base pile holds three cricche or three sequences
        amb |= max(n_kinds(items)) >= 3
        sc[tm] = {
            "declarations": decl,
            "combinations": set_points(items),
            "card_points": card_points(r["piles"][tm]),
            "last_trick": 6 if team(r["last"]) == tm else 0,
            "_items": items,
        }
    # the discard must not change a combination either way (its place is a rule under test)
    dt = team(d["dealer"])
    for tm in (0, 1):
        base = [c for c in r["piles"][tm] if c not in d["discard"]]
        if not strict_discard and len(base) == len(r["piles"][tm]):
            continue  # only whether the discard counts where the rule puts it
        if combos(base)[0] != combos(base + d["discard"])[0]:
            amb = True
    assert sc[0]["card_points"] + sc[1]["card_points"] == 87
    del dt
    return sc, r, amb


def tie_tricks(r, tie="last_played"):
    out = []
    for t, trick in enumerate(r["tricks"]):
        mor = [(k, s) for k, (s, c) in enumerate(trick) if c in ("T1", "T2", "T3", "T4")]
        if len(mor) < 2:
            continue
        w = trick_winner(trick)
        if trick[w][1] in ("T1", "T2", "T3", "T4"):
            first = mor[0][1]
            out.append({"trick": t, "first": first, "last": trick[w][0]})
    return out


def decl_team_ok(d):
    for tm in (0, 1):
        items = [it for seat, its in d["decls"] if team(seat) == tm for it in its]
        nc, ns = n_kinds(items)
        if nc > 2 or ns > 2:
            return False
    return True


def find_deal(seed_base: int, dealer: int, pred, mode: str = ""):
    for k in range(200000):
        rng = random.Random(seed_base * 1000003 + k)
        try:
            d = simulate(rng, dealer, mode)
        except (AssertionError, IndexError, ValueError):
            continue
        choose_declarations(rng, d)
        if not decl_team_ok(d):
            continue
        try:
            sc, r, amb = deal_score(d)
        except AssertionError:
            continue
        if amb or r["faults"]:
            continue
        if len(set(team(w) for w in r["winners"])) < 2:
            continue
        if any(c == "MATTO" for _, c in r["tricks"][-1]) or any(tr[0][1] == "MATTO" for tr in r["tricks"]):
            continue
        if not any(it for _, its in d["decls"] for it in its):
            continue
        if pred(d, sc, r):
            d["_seed"] = seed_base * 1000003 + k
            return d
    raise RuntimeError(f"no deal found for {seed_base}")


# ---------------------------------------------------------------- transcripts
PLAYERS = ["Alda", "Bruno", "Clelia", "Dante"]
REASONS = ["declarations", "combinations", "card_points", "last_trick"]


def clean_items(items):
    return [{k: v for k, v in it.items() if not k.startswith("_")} for it in items]


def deal_events(d: dict, sheet: dict, totals_after: dict):
    ev = []
    for s in d.get("pre_redeals", []):
        ev.append({"type": "redeal", "seat": s, "reason": "monte"})
    ev.append({"type": "discard", "seat": d["dealer"], "cards": list(d["discard"])})
    late = d.get("late_decl")  # (seat, after play index)
    late_ev = None
    for seat, items in d["decls"]:
        e = {"type": "declare", "seat": seat, "items": clean_items(items)}
        if late and seat == late[0]:
            late_ev = e
            continue
        ev.append(e)
    for i, (seat, card) in enumerate(d["plays"]):
        ev.append({"type": "play", "seat": seat, "card": card})
        if late and i == late[1]:
            ev.append(late_ev)
    for tm in (0, 1):
        for reason in REASONS:
            ev.append(
                {"type": "score", "party": "team%d" % tm, "points": sheet[tm][reason], "reason": reason}
            )
    for tm in (0, 1):
        ev.append({"type": "total", "party": "team%d" % tm, "points": totals_after[tm]})
    return ev


def session(deals: list[dict], start=(0, 0), rules=None, tie="last_played", edits=None):
    """Builds the transcript and the sheet numbers; edits: callables (deal index, sheet, totals) applied
    to the written sheet only (sheet faults)."""
    totals = list(start)
    out_deals = []
    info = []
    for di, d in enumerate(deals):
        if d.get("monte"):
            ev = [{"type": "redeal", "seat": s, "reason": "monte"} for s in d["monte_order"]]
            out_deals.append({"dealer": d["dealer"], "hands": d["hands"], "events": ev})
            info.append({"monte": True})
            continue
        sc, r, amb = deal_score(d, tie, strict_discard=not d.get("king_discard"))
        assert not amb, "ambiguous deal in session"
        game_over_before = max(totals) >= 800
        if game_over_before:
            totals = [0, 0]
        new = [totals[tm] + sum(sc[tm][x] for x in REASONS) for tm in (0, 1)]
        written_sc = copy.deepcopy(sc)
        written_tot = {0: new[0], 1: new[1]}
        for e in edits or []:
            e(di, written_sc, written_tot, totals)
        ev = deal_events(d, written_sc, written_tot)
        out_deals.append({"dealer": d["dealer"], "hands": d["hands"], "events": ev})
        info.append({"score": sc, "replay": r, "before": list(totals), "after": new, "events": ev})
        totals = [written_tot[0], written_tot[1]]
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
    }
    if tuple(start) != (0, 0):
        t["start"] = {"totals": list(start)}
    t["meta"] = {"round": "ottocento-edge-probes"}
    t["deals"] = out_deals
    return t, info


def ev_index(events, pred):
    for i, e in enumerate(events):
        if pred(e):
            return i
    raise KeyError


# ---------------------------------------------------------------- variant searches
def find_revoke_swap(d: dict):
    """Two plays of one seat swapped so that the earlier one breaks 'must trump when void' and
    nothing else changes (same trick winners, same piles)."""
    base = replay(d)
    plays = d["plays"]
    for i, (s, x) in enumerate(plays):
        if suit(x) != "T":
            continue
        t = i // 4
        lead = plays[t * 4][1]
        if suit(lead) in ("T", None) or plays[t * 4][0] == s:
            continue
        for j in range(i + 1, len(plays)):
            s2, y = plays[j]
            if s2 != s or suit(y) in ("T", None) or suit(y) == suit(lead):
                continue
            d2 = copy.deepcopy(d)
            d2["plays"][i][1], d2["plays"][j][1] = y, x
            try:
                r2 = replay(d2)
            except AssertionError:
                continue
            if r2["winners"] != base["winners"]:
                continue
            if r2["faults"] != [("revoke", i)]:
                continue
            sc1 = deal_score(d)[0]
            sc2, _, amb = deal_score(d2)
            if amb or sc1 != sc2:
                continue
            return d2, i
    return None


def find_king_discard(d: dict):
    dealer = d["dealer"]
    base = replay(d)
    for j, (s, k) in enumerate(d["plays"]):
        if s != dealer or not k.startswith("K"):
            continue
        for x in d["discard"]:
            d2 = copy.deepcopy(d)
            d2["discard"] = [k if c == x else c for c in d["discard"]]
            d2["plays"][j][1] = x
            try:
                r2 = replay(d2)
            except AssertionError:
                continue
            if r2["winners"] != base["winners"] or r2["faults"] != [("discard", k)]:
                continue
            sc2, _, amb = deal_score(d2, strict_discard=False)
            if amb:
                continue
            return d2
    return None


def main():
    rng = random.Random(MASTER_SEED)
    del rng

    # ---------------- base A: dealer 3 then 0; Matto excuse while holding suit + exchange; tie (opponents)
    def a0_pred(d, sc, r):
        m = r["matto"]
        if not m or not m["exchange"]:
            return False
        # Matto played while its player held the led suit
        h = [list(x) for x in d["hands"]]
        for c in d["discard"]:
            h[d["dealer"]].remove(c)
        for i, (s, c) in enumerate(d["plays"]):
            if c == "MATTO":
                led = suit(d["plays"][i - i % 4][1])
                if not any(suit(x) == led for x in h[s]):
                    return False
            h[s].remove(c)
        dealer_items = [its for seat, its in d["decls"] if seat == d["dealer"]][0]
        if not dealer_items:
            return False
        return find_revoke_swap(d) is not None and not tie_tricks(r)

    def a1_pred(d, sc, r):
        tt = tie_tricks(r)
        return len(tt) == 1 and team(tt[0]["first"]) != team(tt[0]["last"]) and tt[0]["trick"] < 14

    def b0_pred(d, sc, r):
        tt = tie_tricks(r)
        return len(tt) == 1 and team(tt[0]["first"]) == team(tt[0]["last"]) and tt[0]["trick"] < 14

    def b1_pred(d, sc, r):
        return not tie_tricks(r) and find_king_discard(d) is not None

    def plain(d, sc, r):
        return not tie_tricks(r)

    def c1_pred(d, sc, r):
        return r["dealer_tricks"] == 0 and not tie_tricks(r)

    a0 = find_deal(11, 3, a0_pred)
    a1 = find_deal(12, 0, a1_pred, "moretti")
    b0 = find_deal(21, 1, b0_pred, "moretti")
    b1 = find_deal(22, 2, b1_pred)
    c0 = find_deal(31, 2, plain)
    c1 = find_deal(32, 3, c1_pred, "dealer_low")

    files = {}
    exp = {}

    def put(name, t, status, faults, note, opts=None):
        files[name] = t
        exp[name] = {
            "status": status,
            "faults": faults,
            "note": note,
            "rules": t["rules"],
            "start": t.get("start"),
        }

    # 01 base A
    tA, iA = session([a0, a1])
    put("01-base-a-matto-excuse-exchange.json", tA, "clean", [], "base A")
    # 02 base B
    tB, iB = session([b0, b1])
    put("02-base-b-moretti-partners-kings.json", tB, "clean", [], "base B")
    # 03 base C: start totals chosen so that team of the bigger deal score crosses 800 in deal 0
    sc0, _, _ = deal_score(c0)
    s = [sum(sc0[tm][x] for x in REASONS) for tm in (0, 1)]
    win = 0 if s[0] >= s[1] else 1
    start = [0, 0]
    start[win] = 800 - s[win] + 23
    start[1 - win] = 790 - s[1 - win] - 37
    assert start[win] + sc0[win]["declarations"] < 800 and start[1 - win] + s[1 - win] < 800
    tC, iC = session([c0, c1], start=tuple(start))
    put("03-base-c-800-then-new-game.json", tC, "clean", [], "base C")

    # 04 Matto exchange ignored on the sheet (Matto side's card points as if the Matto stayed in the trick)
    r = iA[0]["replay"]
    mt = team(r["matto"]["seat"])
    piles_noex = copy.deepcopy(r["piles"])
    piles_noex[mt].remove("MATTO")
    piles_noex[mt].append(r["matto"]["given"])
    wrong = card_points(piles_noex[mt])

    def e04(di, wsc, wtot, before):
        if di == 0:
            wsc[mt]["card_points"] = wrong

    t04, i04 = session([a0, a1], edits=[e04])
    idx04 = ev_index(
        i04[0]["events"],
        lambda e: e["type"] == "score" and e["party"] == "team%d" % mt and e["reason"] == "card_points",
    )
    put(
        "04-matto-exchange-not-made-on-sheet.json",
        t04,
        "violations",
        [(0, idx04, "wrong_score")],
        "Matto side's card_points written %d instead of %d" % (wrong, iA[0]["score"][mt]["card_points"]),
    )

    # 05 base B with moretti_tie first_played: the partners' tie trick now goes to the first Moretti,
    # the next lead (by the last Moretti's player) is out of turn; the piles are unchanged
    tt = tie_tricks(iB[0]["replay"])[0]
    t05, i05 = session(
        [b0, b1], rules={"preset": "standard", "moretti_tie": "first_played"}, tie="first_played"
    )
    first_play = ev_index(i05[0]["events"], lambda e: e["type"] == "play")
    idx05 = first_play + 4 * (tt["trick"] + 1)
    assert i05[0]["score"] == iB[0]["score"]
    put(
        "05-moretti-first-played-option.json",
        t05,
        "violations",
        [(0, idx05, "out_of_turn")],
        "trick %d: first Moretti by seat %d, last by seat %d (partners)"
        % (tt["trick"], tt["first"], tt["last"]),
    )

    # 06 revoke: failed to trump when void
    a0r, pi = find_revoke_swap(a0)
    t06, i06 = session([a0r, a1])
    idx06 = first_play_idx(i06[0]["events"]) + pi
    put(
        "06-void-not-trumping.json",
        t06,
        "violations",
        [(0, idx06, "revoke")],
        "seat %d plays %s to a %s lead holding trumps"
        % (a0r["plays"][pi][0], a0r["plays"][pi][1], a0r["plays"][pi - pi % 4][1]),
    )

    # 07 declaration larger than held (sheet keeps the held value)
    d07 = copy.deepcopy(b0)
    target = None
    for want in ("cricca", "count_run"):
        for k, (_seat, items) in enumerate(d07["decls"]):
            for m, it in enumerate(items):
                if not it.get("_held") or target:
                    continue
                if want == "cricca" and it["kind"] == "cricca" and it["count"] == 3:
                    target = (k, m)
                if (
                    want == "count_run"
                    and it["kind"] == "sequence"
                    and it["of"] in ("moretti", "aces")
                    and it["length"] < 6
                ):
                    target = (k, m)
    assert target, "no item to inflate in b0"
    held_sheet = session([b0, b1])[1]
    k, m = target
    it = d07["decls"][k][1][m]
    if it["kind"] == "cricca":
        it["count"] = 4
    else:
        it["length"] += 1
    # the sheet as written: the held value (the table scored what was shown)

    def e07(di, wsc, wtot, before):
        if di == 0:
            for tm in (0, 1):
                wsc[tm]["declarations"] = held_sheet[0]["score"][tm]["declarations"]
            for tm in (0, 1):
                wtot[tm] = held_sheet[0]["after"][tm]

    t07, i07 = session([d07, b1], edits=[e07])
    seat07 = d07["decls"][k][0]
    idx07 = ev_index(i07[0]["events"], lambda e: e["type"] == "declare" and e["seat"] == seat07)
    put(
        "07-declaration-larger-than-held.json",
        t07,
        "violations",
        [(0, idx07, "declaration_not_held (guess)")],
        "seat %d declares %s; holds one less" % (seat07, json.dumps(clean_items([it])[0])),
    )

    # 08 a declaration made late: the dealer's, after the first card of the first trick
    d08 = copy.deepcopy(a0)
    d08["late_decl"] = (a0["dealer"], 0)
    t08, i08 = session([d08, a1])
    idx08 = ev_index(i08[0]["events"], lambda e: e["type"] == "declare" and e["seat"] == a0["dealer"])
    put(
        "08-declaration-after-the-lead.json",
        t08,
        "violations",
        [(0, idx08, "late_declaration (guess)")],
        "the dealer (seat %d) declares after the opening lead" % a0["dealer"],
    )

    # 09 base C: the new game's total of the winning side carried on past 800
    carried = iC[0]["after"][win] + sum(iC[1]["score"][win][x] for x in REASONS)

    def e09(di, wsc, wtot, before):
        if di == 1:
            wtot[win] = carried

    t09, i09 = session([c0, c1], start=tuple(start), edits=[e09])
    idx09 = ev_index(i09[1]["events"], lambda e: e["type"] == "total" and e["party"] == "team%d" % win)
    put(
        "09-total-carried-past-800.json",
        t09,
        "violations",
        [(1, idx09, "wrong_total")],
        "team%d total written %d (not reset) instead of %d" % (win, carried, iC[1]["after"][win]),
    )

    # 10 dealer discards a King
    b1k = find_king_discard(b1)
    b1k["king_discard"] = True
    t10, i10 = session([b0, b1k])
    idx10 = ev_index(i10[1]["events"], lambda e: e["type"] == "discard")
    put(
        "10-dealer-discards-a-king.json",
        t10,
        "violations",
        [(1, idx10, "illegal_discard")],
        "dealer seat %d discards %s" % (b1k["dealer"], b1k["discard"]),
    )

    # 11 the dealer took no trick; his side still counted the discard
    r = iC[1]["replay"]
    dt = team(c1["dealer"])
    wrong11 = card_points(r["piles"][dt] + c1["discard"])

    def e11(di, wsc, wtot, before):
        if di == 1:
            wsc[dt]["card_points"] = wrong11

    t11, i11 = session([c0, c1], start=tuple(start), edits=[e11])
    idx11 = ev_index(
        i11[1]["events"],
        lambda e: e["type"] == "score" and e["party"] == "team%d" % dt and e["reason"] == "card_points",
    )
    put(
        "11-discard-kept-by-trickless-dealer.json",
        t11,
        "violations",
        [(1, idx11, "wrong_score")],
        "dealer's side card_points %d (with the discard %s) instead of %d"
        % (wrong11, c1["discard"], iC[1]["score"][dt]["card_points"]),
    )

    # 12 monte before base A's first deal (dealer 2; all four ask, eldest first, dealer last); dealer 3 next
    mrng = random.Random(MASTER_SEED + 12)
    cards = deck()
    mrng.shuffle(cards)
    mdealer = (a0["dealer"] - 1) % 4
    mh = [[] for _ in range(4)]
    for k in range(1, 5):
        s_ = (mdealer + k) % 4
        mh[s_] = cards[5 * (k - 1) : 5 * k]
    monte = {
        "monte": True,
        "dealer": mdealer,
        "hands": mh,
        "monte_order": [(mdealer + k) % 4 for k in range(1, 5)],
    }
    t12, _ = session([monte, a0, a1])
    put(
        "12-monte-then-next-dealer.json",
        t12,
        "clean",
        [],
        "monte: all four ask, eldest first; next player deals",
    )

    # 13 the same monte asked dealer first
    monte13 = dict(monte)
    monte13["monte_order"] = [mdealer] + [(mdealer + k) % 4 for k in range(1, 4)]
    t13, _ = session([monte13, a0, a1])
    put(
        "13-monte-dealer-speaks-first.json",
        t13,
        "violations",
        [(0, 0, "out_of_turn")],
        "the dealer asks monte before the eldest",
    )

    # 14 monte asked by three, the dealer declines: the deal is played (base B)
    b0m = copy.deepcopy(b0)
    b0m["pre_redeals"] = [(b0["dealer"] + k) % 4 for k in range(1, 4)]
    t14, _ = session([b0m, b1])
    put(
        "14-monte-not-unanimous-played-on.json",
        t14,
        "clean",
        [],
        "three ask monte, the dealer does not: played",
    )

    for name, t in files.items():
        (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    (HERE / "_expected.txt").write_text(json.dumps(exp, indent=1) + "\n")

    # a compact dump of each base for EXPECTED.md
    dump = {}
    for label, info, deals_ in (("A", iA, [a0, a1]), ("B", iB, [b0, b1]), ("C", iC, [c0, c1])):
        dump[label] = []
        for _di, (inf, d) in enumerate(zip(info, deals_, strict=False)):
            r = inf["replay"]
            dump[label].append(
                {
                    "seed": d["_seed"],
                    "dealer": d["dealer"],
                    "discard": d["discard"],
                    "declarations": [[s, clean_items(its)] for s, its in d["decls"]],
                    "tricks_won": [sum(1 for w in r["winners"] if w == s) for s in range(4)],
                    "dealer_tricks": r["dealer_tricks"],
                    "matto": r["matto"],
                    "ties": tie_tricks(r),
                    "last_trick_winner": r["last"],
                    "combinations": {tm: inf["score"][tm]["_items"] for tm in (0, 1)},
                    "sheet": {tm: {x: inf["score"][tm][x] for x in REASONS} for tm in (0, 1)},
                    "before": inf["before"],
                    "after": inf["after"],
                }
            )
    (HERE / "_bases.txt").write_text(json.dumps(dump, indent=1) + "\n")
    print(json.dumps({k: (v["status"], v["faults"], v["note"]) for k, v in exp.items()}, indent=1))


def first_play_idx(events):
    return ev_index(events, lambda e: e["type"] == "play")


if __name__ == "__main__":
    main()
