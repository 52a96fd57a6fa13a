#!/usr/bin/env python3
"""Blind generator, audit round mixed-records (Ulti, Galician Tarok, Danish Tarok).

Written from the rule sources in /work/shared/seeds/ (003 Ulti, Japanese; 002 Galician Tarok,
Polish; 000 Danish Tarok, Polish) and the format spec only. It does not import the validator.

Every session MIXES record kinds from deal to deal: some deals are recorded as payments, some as
score-sheet lines (`score` = the seat's net in the deal, `total` = its running total), some are
play-only (`hands: null`), some leave the settlement out, and some sessions are taken up mid-way
(`start.totals`, and for Danish Tarok `start.pools`). Faults are planted in the deal right after a
change of record kind:

  wrong_total    a seat's total on a sheet deal forgets the payment deal in between
  wrong_score    a seat's net on a sheet deal is wrong (its total adds it up, sheet arithmetic)
  wrong_payment  one payment of a payment deal right after a sheet deal is wrong
  revoke         a play-only deal in which a seat trumps while holding the suit led, and later
                 plays that suit (provable from the plays alone)

Run: python _gen.py  -> writes NN-*.json and _expect.txt (the figures behind EXPECTED.md).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
EXPECT_LINES: list[str] = []


def note(s: str) -> None:
    EXPECT_LINES.append(s)


# ---------------------------------------------------------------------------------------------
# generic session assembly
# ---------------------------------------------------------------------------------------------


class Deal:
    """One simulated deal: events with payments inline (marked), the net per party, the log."""

    def __init__(self):
        self.dealer = 0
        self.hands: list[list[str]] | None = None
        self.talon: list[str] | None = None
        self.events: list[dict] = []
        self.net: dict = {}  # party -> net (seats as int, pools by name)
        self.log: list[str] = []
        self.pool_after: dict = {}


def add_net(net: dict, party, amount) -> None:
    net[party] = net.get(party, 0) + amount


def pay(deal: Deal, frm, to, amount, reason) -> None:
    deal.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
    add_net(deal.net, frm, -amount)
    add_net(deal.net, to, amount)


def assemble(game, players, rules, start, deals_spec, name, description):
    """deals_spec: list of (Deal, kind, playonly, fault) with kind in pay|sheet|none.
    fault: None or dict(kind=..., ...)."""
    n = len(players)
    rules_total = list(start["totals"]) if start and "totals" in start else [0] * n
    written = list(rules_total)  # the sheet's own running totals
    out_deals = []
    expected = []
    note(f"== {name}: {description}")
    note(f"   start: {json.dumps(start) if start else 'fresh'}")
    prev_net = None
    prev_kind = None
    for di, (d, kind, playonly, fault) in enumerate(deals_spec):
        ev = []
        revoke_at = None
        for e in d.events:
            if e["type"] == "payment" and kind != "pay":
                continue
            e2 = {k: v for k, v in e.items() if not k.startswith("_")}
            if e.get("_revoke"):
                revoke_at = len(ev)
            ev.append(e2)
        seats_net = [d.net.get(s, 0) for s in range(n)]
        line = (
            f"   deal {di}: dealer {d.dealer}, kind {kind}{' play-only' if playonly else ''}; net {seats_net}"
        )
        pools = {k: v for k, v in d.net.items() if isinstance(k, str)}
        if pools:
            line += f", pools net {pools}, pools after {d.pool_after}"
        note(line)
        for lg in d.log:
            note("      " + lg)
        if revoke_at is not None:
            expected.append((di, revoke_at, "revoke"))
            note(f"      PLANTED revoke at event {revoke_at}: {json.dumps(ev[revoke_at])}")
        if kind == "pay" and fault and fault["kind"] == "wrong_payment":
            # fault: pick the idx-th payment whose reason matches
            cands = [i for i, e in enumerate(ev) if e["type"] == "payment" and fault["match"](e)]
            i = cands[fault.get("nth", 0)]
            old = ev[i]["amount"]
            ev[i]["amount"] = fault["amount"](old)
            expected.append((di, i, "wrong_payment"))
            note(f"      PLANTED wrong_payment at event {i}: {json.dumps(ev[i])} (rules: {old})")
        if kind == "sheet":
            scores = list(seats_net)
            if fault and fault["kind"] == "wrong_score":
                s = fault["seat"]
                scores[s] = seats_net[s] + fault["delta"]
            for s in range(n):
                ev.append({"type": "score", "party": s, "points": scores[s]})
                if fault and fault["kind"] == "wrong_score" and s == fault["seat"]:
                    expected.append((di, len(ev) - 1, "wrong_score"))
                    note(
                        f"      PLANTED wrong_score at event {len(ev) - 1}: seat {s} {scores[s]} (rules {seats_net[s]})"
                    )
            if getattr(d, "pool_lines", False):
                for p in sorted(pools):
                    ev.append({"type": "score", "party": p, "points": d.net[p]})
            new_written = [written[s] + scores[s] for s in range(n)]
            if fault and fault["kind"] == "wrong_total":
                s = fault["seat"]
                assert prev_kind == "pay", "wrong_total is planted after a payment deal"
                assert prev_net[s] != 0
                new_written[s] = written[s] - prev_net[s] + scores[s]
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": new_written[s]})
                if fault and fault["kind"] == "wrong_total" and s == fault["seat"]:
                    expected.append((di, len(ev) - 1, "wrong_total"))
                    note(
                        f"      PLANTED wrong_total at event {len(ev) - 1}: seat {s} writes {new_written[s]}"
                        f" = {written[s]} (its running total) - {prev_net[s]} (deal {di - 1}'s payments forgotten)"
                        f" + {scores[s]}; rules {written[s] + seats_net[s]}"
                    )
            if getattr(d, "pool_lines", False):
                for p in sorted(d.pool_after):
                    ev.append({"type": "total", "party": p, "points": d.pool_after[p]})
            note(f"      sheet: scores {scores}, totals {new_written}")
            written = new_written
        else:
            # payments (or nothing): the sheet's running total moves by the rules' result
            written = [written[s] + seats_net[s] for s in range(n)]
        rules_total = [rules_total[s] + seats_net[s] for s in range(n)]
        note(f"      running totals by the rules after deal {di}: {rules_total}")
        deal_json = {"dealer": d.dealer, "hands": None if playonly else d.hands}
        if d.talon is not None:
            deal_json["talon"] = d.talon
        deal_json["events"] = ev
        out_deals.append(deal_json)
        prev_net, prev_kind = seats_net, kind
    doc = {
        "format": "trick-transcript/1",
        "game": game,
        "rules": rules,
        "players": players,
    }
    if start:
        doc["start"] = start
    doc["meta"] = {"audit": "mixed-records", "description": description}
    doc["deals"] = out_deals
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    note(f"   EXPECTED {name}: {'clean' if not expected else 'violations'} {expected}")
    note("")
    return expected


# ---------------------------------------------------------------------------------------------
# Ulti (source 003): 3 players, 32 cards, party games with trumps
# ---------------------------------------------------------------------------------------------

U_SUITS = "HDSC"
U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low


def u_suit(c):
    return c[-1]


def u_rank(c):
    return c[:-1]


def u_str(c):
    return 8 - U_RANKS.index(u_rank(c))


def u_beats(a, b, trump):
    if u_suit(a) == u_suit(b):
        return u_str(a) > u_str(b)
    return u_suit(a) == trump


def u_winner(trick, trump):
    w = 0
    for i in range(1, len(trick)):
        if u_beats(trick[i][1], trick[w][1], trump):
            w = i
    return w


def u_legal(hand, trick, trump):
    """follow suit; else trump; else anything; and beat the trick so far if the rule allows it"""
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    win = trick[u_winner(trick, trump)][1]
    follow = [c for c in hand if u_suit(c) == led]
    if follow:
        cand = follow
    else:
        tr = [c for c in hand if u_suit(c) == trump]
        cand = tr if tr else list(hand)
    better = [c for c in cand if u_beats(c, win, trump)]
    return better if better else cand


def u_pts(cards):
    return sum(10 for c in cards if u_rank(c) in ("A", "10"))


def u_discard(rng, hand, trump_hint=None):
    """two cards to lay away: low cards of a side suit, never an A or 10 if avoidable"""
    cands = [c for c in hand if u_rank(c) not in ("A", "10") and u_suit(c) != trump_hint]
    cands.sort(key=lambda c: (u_str(c), rng.random()))
    if len(cands) < 2:
        cands += sorted((c for c in hand if c not in cands and u_suit(c) != trump_hint), key=u_str)
    if len(cands) < 2:
        cands += sorted((c for c in hand if c not in cands), key=u_str)
    return cands[:2]


def ulti_deal(rng, dealer, *, red=False, contra=False, takeover=False, revoke=False, tag=""):
    """One party deal. takeover: the first bidder bids party, the second takes the talon and bids
    red party. Returns a Deal with payments inline (at the end)."""
    for _attempt in range(10000):
        d = Deal()
        d.dealer = dealer
        f = (dealer + 1) % 3
        deck = [r + s for s in U_SUITS for r in U_RANKS]
        rng.shuffle(deck)
        hands = {f: deck[:12], (f + 1) % 3: deck[12:22], (f + 2) % 3: deck[22:32]}
        d.hands = [list(hands[s]) for s in range(3)]
        h = {s: list(hands[s]) for s in range(3)}
        ev = []
        if not takeover:
            decl = f
            if red:
                trump = "H"
            else:
                cnt = {s: sum(1 for c in h[f] if u_suit(c) == s) for s in "DSC"}
                trump = max("DSC", key=lambda s: (cnt[s], rng.random()))
            dis = u_discard(rng, h[f], trump)
            for c in dis:
                h[f].remove(c)
            ev.append({"type": "discard", "seat": f, "cards": dis})
            ev.append({"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": red}})
            ev.append({"type": "bid", "seat": (f + 1) % 3, "bid": "pass"})
            ev.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
            ev.append({"type": "bid", "seat": f, "bid": "pass"})
            final_discard = dis
        else:
            red = True
            trump = "H"
            dis0 = u_discard(rng, h[f], None)
            for c in dis0:
                h[f].remove(c)
            ev.append({"type": "discard", "seat": f, "cards": dis0})
            ev.append({"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}})
            s2 = (f + 1) % 3
            ev.append({"type": "take", "seat": s2, "cards": list(dis0)})
            h[s2] += dis0
            dis = u_discard(rng, h[s2], "H")
            for c in dis:
                h[s2].remove(c)
            ev.append({"type": "discard", "seat": s2, "cards": dis})
            ev.append({"type": "bid", "seat": s2, "bid": {"goals": ["party"], "red": True}})
            ev.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
            ev.append({"type": "bid", "seat": f, "bid": "pass"})
            ev.append({"type": "bid", "seat": s2, "bid": "pass"})
            decl = s2
            final_discard = dis
        if not red:
            ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
        defenders = [s for s in range(3) if s != decl]
        contra_by = rng.choice(defenders) if contra else None
        # marriages, announced with the seat's first card
        marr = {}
        for s in range(3):
            items = []
            for su in [trump] + [x for x in U_SUITS if x != trump]:
                if "K" + su in h[s] and "Q" + su in h[s]:
                    items.append({"kind": "marriage", "points": 40 if su == trump else 20})
            marr[s] = items
        leader = decl
        won = {s: [] for s in range(3)}
        tricks_won = {s: 0 for s in range(3)}
        revoke_done = False
        last_trick = None
        for t in range(10):
            trick = []
            for k in range(3):
                s = (leader + k) % 3
                if t == 0:
                    if marr[s]:
                        ev.append({"type": "declare", "seat": s, "items": marr[s]})
                    if s == contra_by:
                        ev.append({"type": "double", "seat": s, "target": "party", "level": 2})
                legal = u_legal(h[s], trick, trump)
                card = None
                if revoke and not revoke_done and t >= 2 and k > 0:
                    led = u_suit(trick[0][1])
                    has_led = any(u_suit(c) == led for c in h[s])
                    trumps_in = [c for c in h[s] if u_suit(c) == trump]
                    trick_has_trump = any(u_suit(c) == trump for _, c in trick)
                    if led != trump and has_led and trumps_in and not trick_has_trump:
                        card = rng.choice(trumps_in)
                        revoke_done = True
                        ev.append({"type": "play", "seat": s, "card": card, "_revoke": True})
                        d.log.append(
                            f"revoke: trick {t + 1}, seat {s} plays {card} on {trick[0][1]} holding "
                            f"{sorted(c for c in h[s] if u_suit(c) == led)}"
                        )
                if card is None:
                    card = rng.choice(legal)
                    ev.append({"type": "play", "seat": s, "card": card})
                h[s].remove(card)
                trick.append((s, card))
            w = trick[u_winner(trick, trump)][0]
            won[w] += [c for _, c in trick]
            tricks_won[w] += 1
            leader = w
            last_trick = trick
        if revoke and not revoke_done:
            continue
        # the score
        mar_pts = {s: sum(i["points"] for i in marr[s]) for s in range(3)}
        dp = u_pts(won[decl]) + mar_pts[decl] + (10 if leader == decl else 0)
        fp = (
            sum(u_pts(won[s]) + mar_pts[s] for s in defenders)
            + u_pts(final_discard)
            + (10 if leader != decl else 0)
        )
        # keep away from what the source scores beside the party (silent 100, silent ulti,
        # silent durchmarsch) and from a tie
        if dp >= 100 or fp >= 100 or dp == fp:
            continue
        if any(c == "7" + trump for _, c in last_trick):
            continue
        if tricks_won[decl] in (0, 10):
            continue
        win = dp > fp
        v = (2 if red else 1) * (2 if contra else 1)
        d.log.append(
            f"{tag}declarer seat {decl}, trump {trump}{' (red)' if red else ''}{f', contra by seat {contra_by}' if contra else ''}; "
            f"card points declarer {dp} (tricks {tricks_won[decl]}, marriages {mar_pts[decl]}) vs defenders {fp} "
            f"(discard {u_pts(final_discard)}, marriages {sum(mar_pts[s] for s in defenders)}); party "
            f"{'won' if win else 'lost'}, value {v}"
        )
        d.events = ev
        for s in defenders:
            if win:
                pay(d, s, decl, v, "party")
            else:
                pay(d, decl, s, v, "party")
        return d
    raise RuntimeError("no deal")


# ---------------------------------------------------------------------------------------------
# Galician Tarok (source 002): 3 players, 42 cards, the forehand's three, pool off
# ---------------------------------------------------------------------------------------------

G_PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}


def g_is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def g_suit(c):
    return "T" if g_is_trump(c) else c[-1]


def g_str(c):
    if c == "SKIZ":
        return 22
    if g_is_trump(c):
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def g_val(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_is_trump(c):
        return 1
    return g_str(c)


def g_group(cards):
    return sum(g_val(c) for c in cards) - 2


def g_winner(trick):
    led = g_suit(trick[0][1])
    best = 0
    for i in range(1, len(trick)):
        a, b = trick[i][1], trick[best][1]
        if g_suit(a) == g_suit(b):
            if g_str(a) > g_str(b):
                best = i
        elif g_is_trump(a):
            best = i
    del led
    return best


def g_legal(hand, trick):
    if not trick:
        return list(hand)
    led = g_suit(trick[0][1])
    f = [c for c in hand if g_suit(c) == led]
    if f:
        return f
    t = [c for c in hand if g_is_trump(c)]
    return t if t else list(hand)


def g_deck():
    d = []
    for s in "HDSC":
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, G_PIP[s]]
    d += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return d


def galician_deal(rng, dealer, *, forehand_plays=True, revoke=False, tag=""):
    for _attempt in range(20000):
        d = Deal()
        d.dealer = dealer
        f = (dealer + 1) % 3
        deck = g_deck()
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [deck[6:18], deck[18:30], deck[30:42]]
        d.hands = [list(x) for x in hands]
        d.talon = list(talon)
        h = {s: list(hands[s]) for s in range(3)}
        ev = []
        if forehand_plays:
            decl = f
            ev.append({"type": "bid", "seat": f, "bid": "three"})
            ev.append({"type": "bid", "seat": (f + 1) % 3, "bid": "pass"})
            ev.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
        else:
            decl = (f + 1) % 3
            ev.append({"type": "bid", "seat": f, "bid": "pass"})
            ev.append({"type": "bid", "seat": decl, "bid": "three"})
            ev.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
        bought = talon[:3]
        rest = talon[3:]
        ev.append({"type": "take", "seat": decl, "cards": list(bought)})
        h[decl] += bought
        cands = [c for c in h[decl] if not g_is_trump(c) and not c.startswith("K")]
        if len(cands) < 3:
            continue
        cands.sort(key=lambda c: (g_val(c), rng.random()))
        dis = cands[:3]
        for c in dis:
            h[decl].remove(c)
        ev.append({"type": "discard", "seat": decl, "cards": dis})
        for k in range(3):
            ev.append({"type": "announce", "seat": (decl + k) % 3, "items": []})
        leader = f
        won = {s: [] for s in range(3)}
        tricks = {s: 0 for s in range(3)}
        revoke_done = False
        last = None
        for t in range(12):
            trick = []
            for k in range(3):
                s = (leader + k) % 3
                card = None
                if revoke and not revoke_done and t >= 2 and k > 0:
                    led = g_suit(trick[0][1])
                    has_led = any(g_suit(c) == led for c in h[s])
                    tr = [c for c in h[s] if g_is_trump(c) and c != "T1"]
                    if led != "T" and has_led and tr:
                        card = rng.choice(tr)
                        revoke_done = True
                        ev.append({"type": "play", "seat": s, "card": card, "_revoke": True})
                        d.log.append(
                            f"renonce: trick {t + 1}, seat {s} trumps {trick[0][1]} with {card} holding "
                            f"{sorted(c for c in h[s] if g_suit(c) == led)}"
                        )
                if card is None:
                    card = rng.choice(g_legal(h[s], trick))
                    ev.append({"type": "play", "seat": s, "card": card})
                h[s].remove(card)
                trick.append((s, card))
            w = trick[g_winner(trick)][0]
            won[w].append([c for _, c in trick])
            tricks[w] += 1
            leader = w
            last = trick
        if revoke and not revoke_done:
            continue
        side = {s: ("D" if s == decl else "H") for s in range(3)}
        pile = {
            "D": [c for t_ in won[decl] for c in t_],
            "H": [c for s in range(3) if s != decl for t_ in won[s] for c in t_],
        }
        # no premium beside the game: trull and four kings split between the two sides' tricks,
        # no pagat in the last trick, no volat
        kings = {"K" + s for s in "HDSC"}
        trull = {"SKIZ", "T21", "T1"}
        if not (kings & set(pile["D"])) or not (kings & set(pile["H"])):
            continue
        if not (trull & set(pile["D"])) or not (trull & set(pile["H"])):
            continue
        if any(c == "T1" for _, c in last):
            continue
        del side
        dp = sum(g_group(t_) for t_ in won[decl]) + g_group(dis)
        hp = sum(g_group(t_) for s in range(3) if s != decl for t_ in won[s]) + g_group(rest)
        assert dp + hp == 66, (dp, hp)
        if dp > 33:
            amt = (dp - 33) * 3 + 30
            win = True
        else:
            amt = (33 - dp) * 3 + 30
            win = False
        d.log.append(
            f"{tag}declarer seat {decl} (three, first packet {bought}), discard {dis} ({g_group(dis)}), "
            f"talon rest {rest} ({g_group(rest)} to the helpers); points {dp} vs {hp}: "
            f"{'won' if win else 'lost'} {f'({dp}-33)*3+30' if win else f'(33-{dp})*3+30'} = {amt} a helper"
        )
        d.events = ev
        for s in range(3):
            if s == decl:
                continue
            if win:
                pay(d, s, decl, amt, "game")
            else:
                pay(d, decl, s, amt, "game")
        return d
    raise RuntimeError("no deal")


# ---------------------------------------------------------------------------------------------
# Danish Tarok (source 000): 3 players, 78 cards, payments in chips
# ---------------------------------------------------------------------------------------------

D_COURT = {"J": 11, "N": 12, "Q": 13, "K": 14}


def d_is_trump(c):
    return c.startswith("T")


def d_suit(c):
    if c == "JOKER":
        return "J*"
    return "T" if d_is_trump(c) else c[-1]


def d_str(c):
    if d_is_trump(c):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    if r in D_COURT:
        return D_COURT[r]
    p = int(r)
    return 11 - p if s in "HD" else p


def d_val(c):
    if c in ("T1", "T21", "JOKER") or (not d_is_trump(c) and c[:-1] == "K"):
        return 4
    if d_is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_deck():
    d = []
    for s in "HDSC":
        d += [r + s for r in "KQNJ"] + [f"{p}{s}" for p in range(1, 11)]
    return d + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_winner(trick):
    """trick: list of (seat, card); the Joker never wins"""
    led = next(d_suit(c) for _, c in trick if c != "JOKER")
    best = None
    for i, (_, c) in enumerate(trick):
        if c == "JOKER":
            continue
        if best is None:
            best = i
            continue
        b = trick[best][1]
        if d_suit(c) == d_suit(b):
            if d_str(c) > d_str(b):
                best = i
        elif d_is_trump(c):
            best = i
    del led
    return best


def d_declarations(hand):
    items = []
    amounts = []
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if d_is_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
        amounts.append(10 + 5 * (ntr - 10))
    if joker and "T21" in hand and "T1" in hand:
        k, t = 3, 20
        while f"T{t}" in hand:
            k += 1
            t -= 1
        items.append({"kind": "matadors", "count": k})
        amounts.append(10 + 5 * (k - 3))
    for s in "HDSC":
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            amounts.append(15 if joker else 10)
        elif len(courts) == 3 and joker:
            miss = next(r for r in "KQNJ" if r not in courts)
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            amounts.append(5)
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        amounts.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        miss = next(s for s in "HDSC" if s not in kings)
        items.append({"kind": "kings", "form": "half", "missing": miss})
        amounts.append(5)
    return items, amounts


def d_band(pts):
    dlt = pts - 26
    a = 5 * ((abs(dlt) + 2) // 5)
    return a if dlt >= 0 else -a


def danish_deal(rng, dealer, pools, *, fresh=False, revoke=False, tag=""):
    """pools: dict pagat_pool/king_pool before the deal (updated copy in d.pool_after)."""
    for _attempt in range(50000):
        d = Deal()
        d.dealer = dealer
        pl = dict(pools)
        deck = d_deck()
        rng.shuffle(deck)
        first = (dealer + 1) % 3
        hands = {}
        hands[first] = deck[:25]
        hands[(first + 1) % 3] = deck[25:50]
        hands[dealer] = deck[50:78]
        if any(not any(d_is_trump(c) for c in hands[s]) for s in range(3)):
            continue  # a player without trumps may ask for a redeal: not in this round
        d.hands = [list(hands[s]) for s in range(3)]
        h = {s: list(hands[s]) for s in range(3)}

        def p(frm, to, amt, reason, d=d, pl=pl):
            pay(d, frm, to, amt, reason)
            for side, a in ((frm, -amt), (to, amt)):
                if isinstance(side, str):
                    pl[side] += a

        if fresh:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(3):
                    p(s, pool, 20, "foundation")
        p(dealer, "pagat_pool", 5, "deal_fee")
        p(dealer, "king_pool", 5, "deal_fee")
        pips = [c for c in h[dealer] if not d_is_trump(c) and c != "JOKER" and c[:-1] not in D_COURT]
        skat = rng.sample(pips, 3)
        for c in skat:
            h[dealer].remove(c)
        d.events.append({"type": "discard", "seat": dealer, "cards": skat})
        decl_log = []
        for k in range(3):
            s = (dealer + k) % 3
            items, amounts = d_declarations(h[s])
            d.events.append({"type": "declare", "seat": s, "items": items})
            for it, a in zip(items, amounts, strict=True):
                decl_log.append(f"seat {s} {it} = {a}")
                for o in range(3):
                    if o != s:
                        p(o, s, a, "declaration")
        joker_trick = None
        leader = first
        piles = {s: [] for s in range(3)}
        tricks = {s: 0 for s in range(3)}
        revoke_done = False
        ok = True
        play_log = []
        for t in range(25):
            trick = []
            for k in range(3):
                s = (leader + k) % 3
                hand = h[s]
                card = None
                if k == 0:
                    legal = [c for c in hand if c != "JOKER"]
                    if not legal:
                        ok = False
                        break
                else:
                    led = d_suit(trick[0][1])
                    fol = [c for c in hand if d_suit(c) == led]
                    if not fol:
                        fol = [c for c in hand if d_is_trump(c)]
                    if not fol:
                        fol = [c for c in hand if c != "JOKER"] or list(hand)
                    legal = fol
                    if "JOKER" in hand and t <= 21 and (rng.random() < 0.12 or t == 21):
                        card = "JOKER"
                        joker_trick = t
                    if (
                        card is None
                        and revoke
                        and not revoke_done
                        and 2 <= t <= 15
                        and led != "T"
                        and any(d_suit(c) == led for c in hand)
                    ):
                        tr = [c for c in hand if d_is_trump(c) and c != "T1"]
                        if tr:
                            card = rng.choice(tr)
                            revoke_done = True
                            d.events.append({"type": "play", "seat": s, "card": card, "_revoke": True})
                            d.log.append(
                                f"revoke: trick {t + 1}, seat {s} plays {card} on {trick[0][1]} holding "
                                f"{sorted(c for c in hand if d_suit(c) == led)}"
                            )
                            hand.remove(card)
                            trick.append((s, card))
                            continue
                if card is None:
                    card = rng.choice(legal)
                d.events.append({"type": "play", "seat": s, "card": card})
                hand.remove(card)
                trick.append((s, card))
            if not ok:
                break
            wi = d_winner(trick)
            w = trick[wi][0]
            tricks[w] += 1
            for s, c in trick:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            if t < 24:
                for s, c in trick:
                    if c == "JOKER":
                        continue
                    if not d_is_trump(c) and c[:-1] == "K" and s != w:
                        play_log.append(f"trick {t + 1}: seat {s}'s {c} lost")
                        for o in range(3):
                            if o != s:
                                p(s, o, 5, "king_lost")
                        p(s, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if s != w:
                            play_log.append(f"trick {t + 1}: seat {s}'s pagat lost")
                            for o in range(3):
                                if o != s:
                                    p(s, o, 5, "pagat_lost")
                            p(s, "pagat_pool", 5, "pagat_lost")
                        else:
                            play_log.append(f"trick {t + 1}: seat {s}'s pagat took the trick")
                            for o in range(3):
                                if o != s:
                                    p(o, s, 5, "pagat_trick")
            leader = w
            if t == 24:
                last = trick
                last_w = w
        if not ok:
            continue
        if any(h[s] for s in range(3)):
            continue
        if joker_trick is None or joker_trick > 21:
            continue
        if revoke and not revoke_done:
            continue
        if any(tricks[s] == 0 for s in range(3)):
            continue  # nolo / tout: not in this round
        ult = [(s, c) for s, c in last if c == "T1" or (not d_is_trump(c) and c != "JOKER" and c[:-1] == "K")]
        if len(ult) > 1 or any(c == "JOKER" for _, c in last):
            continue
        # the last trick
        if ult:
            s, c = ult[0]
            pool = "pagat_pool" if c == "T1" else "king_pool"
            amt = 45 if c == "T1" else 40
            if s == last_w:
                reason = "pagat_ultimo" if c == "T1" else "king_ultimo"
                play_log.append(
                    f"last trick: seat {s} wins it with {c}: {reason}, takes the {pool} ({pl[pool]})"
                )
                for o in range(3):
                    if o != s:
                        p(o, s, amt, reason)
                content = pl[pool]
                p(pool, s, content, reason)
                for o in range(3):
                    p(o, pool, 20, "refill")
            else:
                reason = "pagat_przydupek" if c == "T1" else "king_przydupek"
                play_log.append(
                    f"last trick: seat {s}'s {c} lost to seat {last_w}: {reason}, pays the {pool}'s {pl[pool]} into it"
                )
                for o in range(3):
                    if o != s:
                        p(s, o, amt, reason)
                p(s, pool, pl[pool], reason)
        else:
            play_log.append(f"last trick: seat {last_w} with {last[d_winner(last)][1]}: 20 from each")
            for o in range(3):
                if o != last_w:
                    p(o, last_w, 20, "last_trick")
        # card points against the new dealer
        pts = {s: sum(d_val(c) for c in piles[s]) + tricks[s] for s in range(3)}
        pts_noskat = dict(pts)
        pts[dealer] += 1
        assert sum(pts.values()) == 78, pts
        if d_band(pts[dealer]) != d_band(pts_noskat[dealer]):
            continue  # keep the skat's point off a band edge
        nd = (dealer + 1) % 3
        bands = {s: d_band(pts[s]) for s in range(3)}
        for s in range(3):
            if s == nd or bands[s] == 0:
                continue
            if bands[s] > 0:
                p(nd, s, bands[s], "card_points")
            else:
                p(s, nd, -bands[s], "card_points")
        d.log.append(f"{tag}declarations: {decl_log or 'none'}")
        d.log += play_log
        d.log.append(
            f"tricks {[tricks[s] for s in range(3)]}, card points {[pts[s] for s in range(3)]} (skat's 1 to the dealer),"
            f" bands {[bands[s] for s in range(3)]} against the new dealer seat {nd}"
        )
        d.pool_after = dict(pl)
        return d
    raise RuntimeError("no deal")


# ---------------------------------------------------------------------------------------------
# the sessions
# ---------------------------------------------------------------------------------------------

U_PLAYERS = ["Anna", "Béla", "Csilla"]
G_PLAYERS = ["Adam", "Bożena", "Czesław"]
D_PLAYERS = ["Agnieszka", "Bartek", "Celina"]


def wp_contra_other(e):
    return e.get("reason") == "party"


def main():
    expected = {}
    rng = random.Random(20261128)

    # ---------------- Ulti ----------------
    R = {"preset": "standard"}
    # u01: clean; mid-way; pay, sheet, play-only without settlement, sheet, pay
    dl = 2
    ds = []
    for kind, po, kw in [
        ("pay", False, {}),
        ("sheet", False, {"red": True}),
        ("none", True, {}),
        ("sheet", False, {"takeover": True}),
        ("pay", False, {"contra": True}),
    ]:
        ds.append((ulti_deal(rng, dl, **kw), kind, po, None))
        dl = (dl + 1) % 3
    expected["01-ulti-clean-mixed.json"] = assemble(
        "ulti",
        U_PLAYERS,
        R,
        {"totals": [7, -3, -4]},
        ds,
        "01-ulti-clean-mixed.json",
        "Ulti, taken up mid-way: payments, a sheet deal, a play-only deal with no settlement, a sheet deal whose totals carry it, payments. Clean.",
    )
    # u02: wrong total carried across a payment deal
    dl = 0
    ds = []
    for kind, po, kw, fault in [
        ("sheet", False, {}, None),
        ("pay", False, {"red": True}, None),
        ("sheet", False, {}, {"kind": "wrong_total", "seat": None}),
        ("sheet", False, {"contra": True}, None),
    ]:
        ds.append([ulti_deal(rng, dl, **kw), kind, po, fault])
        dl = (dl + 1) % 3
    # the seat whose total forgets deal 1: one whose deal-1 net is not 0 (all are), pick seat 2
    ds[2][3]["seat"] = 2
    expected["02-ulti-total-across-payments.json"] = assemble(
        "ulti",
        U_PLAYERS,
        R,
        None,
        [tuple(x) for x in ds],
        "02-ulti-total-across-payments.json",
        "Ulti: sheet, payments, sheet (Csilla's total forgets the payment deal), sheet.",
    )
    # u03: wrong payment after a sheet deal (contra not applied to the other defender) + revoke
    dl = 1
    ds = []
    for kind, po, kw, fault in [
        ("pay", False, {}, None),
        ("sheet", False, {}, None),
        ("pay", False, {"contra": True}, "wp"),
        ("none", True, {"revoke": True}, None),
    ]:
        ds.append([ulti_deal(rng, dl, **kw), kind, po, fault])
        dl = (dl + 1) % 3
    d2 = ds[2][0]
    contra_seat = next(e["seat"] for e in d2.events if e["type"] == "double")
    ds[2][3] = {
        "kind": "wrong_payment",
        "match": lambda e, cs=contra_seat: e.get("reason") == "party" and cs not in (e["from"], e["to"]),
        "amount": lambda a: a // 2,
    }
    expected["03-ulti-payment-after-sheet-revoke.json"] = assemble(
        "ulti",
        U_PLAYERS,
        R,
        {"totals": [-2, 5, -3]},
        [tuple(x) for x in ds],
        "03-ulti-payment-after-sheet-revoke.json",
        "Ulti, mid-way: payments, sheet, payments (the contra doubled for one defender only), play-only deal with a revoke (no settlement).",
    )
    # u04: revoke in a play-only deal after a sheet deal, then payments
    dl = 0
    ds = []
    for kind, po, kw in [
        ("sheet", False, {"red": True}),
        ("none", True, {"revoke": True}),
        ("pay", False, {}),
    ]:
        ds.append((ulti_deal(rng, dl, **kw), kind, po, None))
        dl = (dl + 1) % 3
    expected["04-ulti-playonly-revoke.json"] = assemble(
        "ulti",
        U_PLAYERS,
        R,
        None,
        ds,
        "04-ulti-playonly-revoke.json",
        "Ulti: sheet, a play-only deal with a revoke and no settlement, payments.",
    )
    # u05: wrong score on a sheet deal after payments; wrong total after a play-only payment deal
    dl = 2
    ds = []
    for kind, po, kw, fault in [
        ("pay", False, {}, None),
        ("sheet", False, {"contra": True}, {"kind": "wrong_score", "seat": None, "delta": None}),
        ("pay", True, {}, None),
        ("sheet", False, {"takeover": True}, {"kind": "wrong_total", "seat": None}),
    ]:
        ds.append([ulti_deal(rng, dl, **kw), kind, po, fault])
        dl = (dl + 1) % 3
    # wrong score: a defender's line written with the sign of the win (the contra forgotten -> half)
    d1 = ds[1][0]
    decl1 = next(e["seat"] for e in reversed(d1.events) if e["type"] == "bid" and e["bid"] != "pass")
    dfd = [s for s in range(3) if s != decl1][0]
    ds[1][3]["seat"] = dfd
    ds[1][3]["delta"] = -d1.net[dfd] // 2  # contra forgotten: the line is half what it is
    ds[3][3]["seat"] = 0
    expected["05-ulti-score-and-total.json"] = assemble(
        "ulti",
        U_PLAYERS,
        R,
        {"totals": [4, 4, -8]},
        [tuple(x) for x in ds],
        "05-ulti-score-and-total.json",
        "Ulti, mid-way: payments, sheet (one defender's line forgets the contra), play-only deal settled by payments, sheet (Anna's total forgets that deal).",
    )

    # ---------------- Galician Tarok ----------------
    RG = {"preset": "standard", "pool": False}
    dl = 0
    ds = []
    for kind, po, kw in [
        ("sheet", False, {}),
        ("pay", False, {"forehand_plays": False}),
        ("pay", True, {}),
        ("sheet", False, {"forehand_plays": False}),
        ("none", False, {}),
    ]:
        ds.append((galician_deal(rng, dl, **kw), kind, po, None))
        dl = (dl + 1) % 3
    expected["06-galician-clean-mixed.json"] = assemble(
        "galician-tarok",
        G_PLAYERS,
        RG,
        {"totals": [120, -45, -75]},
        ds,
        "06-galician-clean-mixed.json",
        "Galician Tarok (no pool), mid-way: sheet, payments, play-only deal settled by payments, sheet, a deal with its settlement left out. Clean.",
    )
    dl = 1
    ds = []
    for kind, po, kw, fault in [
        ("sheet", False, {}, None),
        ("pay", False, {}, None),
        ("sheet", False, {"forehand_plays": False}, {"kind": "wrong_total", "seat": 1}),
        ("pay", False, {}, None),
    ]:
        ds.append((galician_deal(rng, dl, **kw), kind, po, fault))
        dl = (dl + 1) % 3
    expected["07-galician-total-across-payments.json"] = assemble(
        "galician-tarok",
        G_PLAYERS,
        RG,
        None,
        ds,
        "07-galician-total-across-payments.json",
        "Galician Tarok (no pool): sheet, payments, sheet (Bożena's total forgets the payment deal), payments.",
    )
    dl = 2
    ds = []
    for kind, po, kw, fault in [
        ("pay", False, {}, None),
        ("sheet", False, {}, None),
        (
            "pay",
            False,
            {"forehand_plays": False},
            {
                "kind": "wrong_payment",
                "match": lambda e: e.get("reason") == "game",
                "nth": 1,
                "amount": lambda a: a + 3,
            },
        ),
        ("none", True, {"revoke": True}, None),
    ]:
        ds.append((galician_deal(rng, dl, **kw), kind, po, fault))
        dl = (dl + 1) % 3
    expected["08-galician-payment-after-sheet-revoke.json"] = assemble(
        "galician-tarok",
        G_PLAYERS,
        RG,
        {"totals": [-60, 150, -90]},
        ds,
        "08-galician-payment-after-sheet-revoke.json",
        "Galician Tarok (no pool), mid-way: payments, sheet, payments (one helper's payment a point (3) off), play-only deal with a renonce (no settlement).",
    )
    dl = 0
    ds = []
    for kind, po, kw in [
        ("pay", False, {}),
        ("sheet", False, {"forehand_plays": False}),
        ("none", True, {"revoke": True}),
    ]:
        ds.append((galician_deal(rng, dl, **kw), kind, po, None))
        dl = (dl + 1) % 3
    expected["09-galician-playonly-revoke.json"] = assemble(
        "galician-tarok",
        G_PLAYERS,
        RG,
        {"totals": [33, -12, -21]},
        ds,
        "09-galician-playonly-revoke.json",
        "Galician Tarok (no pool), mid-way: payments, sheet, a play-only deal with a renonce and no settlement.",
    )

    # ---------------- Danish Tarok ----------------
    RD = {}
    # d10: clean, mid-way with pools
    pools = {"pagat_pool": 85, "king_pool": 130}
    dl = 1
    ds = []
    for kind, po, poollines in [
        ("pay", False, False),
        ("sheet", False, True),
        ("pay", True, False),
        ("sheet", False, True),
        ("none", False, False),
    ]:
        d = danish_deal(rng, dl, pools)
        d.pool_lines = poollines
        pools = d.pool_after
        ds.append((d, kind, po, None))
        dl = (dl + 1) % 3
    expected["10-danish-clean-mixed.json"] = assemble(
        "danish-tarok",
        D_PLAYERS,
        RD,
        {"pools": {"pagat_pool": 85, "king_pool": 130}, "totals": [-60, 20, -175]},
        ds,
        "10-danish-clean-mixed.json",
        "Danish Tarok, mid-way with pools: payments, sheet (with the pools' lines), play-only deal settled by payments, sheet, a deal with its settlement left out. Clean.",
    )
    # d11: fresh; sheet (foundation inside), pay, sheet (wrong total), sheet
    pools = {"pagat_pool": 0, "king_pool": 0}
    dl = 0
    ds = []
    for i, (kind, po, fault) in enumerate(
        [
            ("sheet", False, None),
            ("pay", False, None),
            ("sheet", False, {"kind": "wrong_total", "seat": 2}),
            ("sheet", False, None),
        ]
    ):
        d = danish_deal(rng, dl, pools, fresh=(i == 0))
        pools = d.pool_after
        ds.append((d, kind, po, fault))
        dl = (dl + 1) % 3
    expected["11-danish-total-across-payments.json"] = assemble(
        "danish-tarok",
        D_PLAYERS,
        RD,
        None,
        ds,
        "11-danish-total-across-payments.json",
        "Danish Tarok, fresh: sheet (the foundation in its lines), payments, sheet (Celina's total forgets the payment deal), sheet.",
    )
    # d12: mid-way; pay, sheet, pay (wrong card-points payment), play-only revoke
    pools = {"pagat_pool": 40, "king_pool": 75}
    dl = 2
    ds = []
    for kind, po, kw, fault in [
        ("pay", False, {}, None),
        ("sheet", False, {}, None),
        (
            "pay",
            False,
            {},
            {
                "kind": "wrong_payment",
                "match": lambda e: e.get("reason") == "card_points",
                "amount": lambda a: a + 5,
            },
        ),
        ("none", True, {"revoke": True}, None),
    ]:
        d = danish_deal(rng, dl, pools, **kw)
        pools = d.pool_after
        ds.append((d, kind, po, fault))
        dl = (dl + 1) % 3
    expected["12-danish-payment-after-sheet-revoke.json"] = assemble(
        "danish-tarok",
        D_PLAYERS,
        RD,
        {"pools": {"pagat_pool": 40, "king_pool": 75}, "totals": [30, -100, -45]},
        ds,
        "12-danish-payment-after-sheet-revoke.json",
        "Danish Tarok, mid-way with pools: payments, sheet, payments (one card-points payment 5 too high), play-only deal with a revoke (no settlement).",
    )
    # d13: mid-way; play-only pay, sheet with a wrong score, pay
    pools = {"pagat_pool": 60, "king_pool": 60}
    dl = 0
    ds = []
    for kind, po, fault in [
        ("pay", True, None),
        ("sheet", False, {"kind": "wrong_score", "seat": 1, "delta": 5}),
        ("pay", False, None),
    ]:
        d = danish_deal(rng, dl, pools)
        pools = d.pool_after
        ds.append((d, kind, po, fault))
        dl = (dl + 1) % 3
    expected["13-danish-score-after-playonly.json"] = assemble(
        "danish-tarok",
        D_PLAYERS,
        RD,
        {"pools": {"pagat_pool": 60, "king_pool": 60}, "totals": [10, -70, -60]},
        ds,
        "13-danish-score-after-playonly.json",
        "Danish Tarok, mid-way with pools: play-only deal settled by payments, sheet (Bartek's line 5 too high), payments.",
    )

    (OUT / "_expect.txt").write_text("\n".join(EXPECT_LINES) + "\n")
    for k, v in expected.items():
        print(k, v)


if __name__ == "__main__":
    main()
