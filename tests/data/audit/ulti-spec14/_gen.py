"""Generate the ulti-spec14 transcripts (multi-deal sessions) from the blind model in _model.py.
Run: python tests/data/audit/ulti-spec14/_gen.py   (writes *.json and _facts.txt beside it)"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from _model import (DECK, SUITS, Deal, Retry, expand, goal_value, is_trump_game, net, rank,  # noqa: E402
                    settle, strength, suit)

P = "pass"


def B(goals, red=False, **kw):
    d = {"goals": list(goals), "red": red}
    d.update(kw)
    return d


PARTY = B(["party"])
RPARTY = B(["party"], True)


def script(kind, dealer, bids):
    f, n1, n2 = (dealer + 1) % 3, (dealer + 2) % 3, dealer
    if kind == "A":  # f bids, all pass
        return [("bid", f, bids[0]), ("pass", n1), ("pass", n2), ("pass", f)]
    if kind == "B":  # f, then n1 over it
        return [("bid", f, bids[0]), ("bid", n1, bids[1]), ("pass", n2), ("pass", f), ("pass", n1)]
    if kind == "C":  # f, n1 passes, the dealer over it
        return [("bid", f, bids[0]), ("pass", n1), ("bid", n2, bids[1]), ("pass", f), ("pass", n1), ("pass", n2)]
    if kind == "D":  # f, n1 over, n2 passes, f back over n1
        return [("bid", f, bids[0]), ("bid", n1, bids[1]), ("pass", n2), ("bid", f, bids[2]), ("pass", n1),
                ("pass", n2), ("pass", f)]
    if kind == "E":  # f, both pass, f takes his own two back and raises
        return [("bid", f, bids[0]), ("pass", n1), ("pass", n2), ("bid", f, bids[1]), ("pass", n1), ("pass", n2),
                ("pass", f)]
    if kind == "OOT":  # f bids; the dealer (n2) takes and bids before n1 has spoken; then f, n1, n2 pass
        return [("bid", f, bids[0]), ("bid", n2, bids[1]), ("pass", f), ("pass", n1), ("pass", n2)]
    raise ValueError(kind)


def rank_key(bid, opts):
    from _model import bid_points
    p, n = bid_points(bid, opts)
    return (p, -n)


def make_discard_policy(rng, final_seat, final_bid, trump, keep7):
    def pol(seat, hand, bid):
        if seat == final_seat and bid is final_bid:
            if not is_trump_game(final_bid):
                # betli: lay away the highest cards; durchmarsch without trumps: the lowest
                order = sorted(hand, key=lambda c: strength(c, None))
                if set(final_bid["goals"]) & {"betli", "rebetli", "open-betli"}:
                    return order[-2:]
                return order[:2]
            pairs = {s for s in SUITS if "K" + s in hand and "Q" + s in hand}
            cand = [c for c in hand if suit(c) != trump and rank(c) not in ("A", "10")
                    and not (rank(c) in ("K", "Q") and suit(c) in pairs)]
            if len(cand) < 2:
                cand = [c for c in hand if suit(c) != trump]
            if len(cand) < 2:
                cand = [c for c in hand if not (keep7 and c == "7" + trump)]
            cand.sort(key=lambda c: strength(c, trump))
            lo = cand[: max(2, min(4, len(cand)))]
            return rng.sample(lo, 2)
        return rng.sample(hand, 2)

    return pol


def deal_hands(rng, dealer, rig=None):
    if rig:
        return rig(rng, dealer)
    d = DECK[:]
    rng.shuffle(d)
    f = (dealer + 1) % 3
    hands = [None, None, None]
    hands[f] = d[:12]
    hands[(f + 1) % 3] = d[12:22]
    hands[(f + 2) % 3] = d[22:32]
    return hands


def build_deal(rng, spec, opts, dealer, tries=20000):
    """spec keys: kind, bids (list; the last is the contract), trump (suit letter or None),
    want (goal -> bool), contras, recontras, allow (set of silent bonuses expected), rig,
    revoke ((trick, 'decl'|'def')), fold (bool), hand_dealer (seat whose deal the hands follow)"""
    bids = spec["bids"]
    final = bids[-1]
    trump = spec.get("trump")
    if final.get("red"):
        trump = "H"
    hd = spec.get("hand_dealer", dealer)
    sc = script(spec["kind"], hd, bids)
    final_seat = [s for s in sc if s[0] == "bid"][-1][1]
    ks = [rank_key(b, opts) for b in bids]
    assert all(x < y for x, y in zip(ks, ks[1:])), (bids, ks)
    for _ in range(tries):
        hands = deal_hands(rng, hd, spec.get("rig"))
        dl = Deal(rng, dealer, hands)
        pol = make_discard_policy(rng, final_seat, final, trump, "ulti" in final["goals"])
        decl = dl.run_auction(sc, final, pol)
        if spec.get("fold"):
            dl.events.append({"type": "call", "seat": decl, "call": "fold"})
            defs = [s for s in range(3) if s != decl]
            return dl, [(decl, d, 2, "fold") for d in defs], {"fold": True}
        if trump and not final.get("red") and is_trump_game(final):
            dl.events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
        tg = trump if is_trump_game(final) else None
        goals = expand(final["goals"])
        declares = tg is not None and not (set(goals) & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"})
        contras = [(c[0](decl), c[1], c[2]) for c in spec.get("contras", [])]
        recontras = [(decl, c[0], c[1]) for c in spec.get("recontras", [])]
        revoke = None
        if spec.get("revoke"):
            t, who = spec["revoke"]
            rs = decl if who == "decl" else (decl + (1 if who == "def1" else 2)) % 3
            revoke = (t, rs)

        def chooser(s, hand, trick, lg, t):
            if s == decl:
                if tg is None and set(goals) & {"betli", "rebetli", "open-betli"}:
                    return min(lg, key=lambda c: strength(c, None))
                if spec.get("decl_high", True):
                    # strongest legal card, trumps first
                    return max(lg, key=lambda c: (suit(c) == tg, strength(c, tg)))
            return rng.choice(lg)

        try:
            dl.play(final, tg, declares=declares, contras=contras, recontras=recontras, revoke=revoke,
                    ulti_keep="ulti" in goals, chooser=chooser)
        except Retry:
            continue
        ev = dl.evaluate(final, opts)
        ok, extra = check(dl, ev, spec, final, goals, tg, decl, opts)
        if not ok:
            continue
        pays = settle(final, decl, ev, opts, contras, recontras, tg,
                      revoked="declarer" if spec.get("settle_revoke") == "declarer" else None,
                      hand_after=dl.hands_after[decl])
        pays = apply_silent(pays, extra, final, decl, opts, contras)
        ev.update(extra)
        return dl, pays, ev
    raise SystemExit(f"no deal found for {spec}")


def check(dl, ev, spec, final, goals, tg, decl, opts):
    allow = spec.get("allow", set())
    extra = {"silent": []}
    want = spec.get("want", {})
    probe = settle(final, decl, ev, opts, (), (), tg, hand_after=dl.hands_after[decl])
    won = {}
    for f, t, a, g in probe:
        if g in ("ulti-penalty",):
            continue
        won[g] = (t == decl)
    for g, w in want.items():
        if won.get(g) != w:
            return False, None
    if "ulti" in goals and "7" + tg not in dl.hands_after[decl]:
        return False, None  # a real ulti: the declarer holds the trump seven
    if spec.get("ulti_last") and ev["last_seven"] != (decl, False):
        return False, None
    party_type = tg is not None and not (set(goals) & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"})
    if "party" in goals:
        if ev["decl_side"] == ev["def_side"]:
            return False, None  # no ties
        if ev["decl_tricks"] == 0:
            return False, None
    # silent bonuses
    if tg is not None:
        ls = ev["last_seven"]
        if ls is not None and "ulti" not in goals:
            kind = {(True, True): "silent-ulti", (True, False): "silent-ulti-fail",
                    (False, True): "silent-ulti-def", (False, False): "silent-ulti-fail-def"}[(ls[0] == decl, ls[1])]
            if kind not in allow:
                return False, None
            extra["silent"].append(kind)
            extra["silent_seat"] = ls[0]
        if party_type:
            if ev["def_side"] >= 100:
                return False, None
            if ev["decl_side"] >= 100:
                if "silent-100" not in allow:
                    return False, None
                extra["silent"].append("silent-100")
        if not (set(goals) & {"durchmarsch", "open-durchmarsch"}):
            if ev["decl_tricks"] == 10:
                if "silent-durchmarsch" not in allow:
                    return False, None
                extra["silent"].append("silent-durchmarsch")
    if ev["decl_tricks"] == 0 and tg is not None:
        return False, None  # keep clear of "defenders' silent durchmarsch"
    for s in allow:
        if s not in extra["silent"]:
            return False, None
    return True, extra


def apply_silent(pays, extra, final, decl, opts, contras):
    red = final.get("red", False)
    mul = 2 if red else 1
    defs = [s for s in range(3) if s != decl]
    ultinet = opts.get("point_table") == "ultinet"
    party_lv = max([c[2] for c in contras if c[1] == "party"] or [1])
    out = list(pays)
    for s in extra["silent"]:
        if s == "silent-ulti":
            for d in defs:
                out.append((d, decl, 2 * mul, "silent-ulti"))
        if s == "silent-ulti-def":
            # a defender's silent ulti: the declarer pays each defender
            for d in defs:
                out.append((decl, d, 2 * mul, "silent-ulti"))
        if s in ("silent-ulti-fail", "silent-ulti-fail-def"):
            # the one who lost the last trick with the trump seven pays the other two 4 each
            loser = extra["silent_seat"]
            for o in range(3):
                if o != loser:
                    out.append((loser, o, 4 * mul, "silent-ulti"))
        if s == "silent-100":
            v = (1 if ultinet else 2) * mul
            if opts.get("silent_bonus_contra"):
                v *= party_lv
            # replaces the party's points
            out = [p for p in out if p[3] != "party"]
            for d in defs:
                out.append((d, decl, v, "silent-100"))
        if s == "silent-durchmarsch":
            v = (4 if ultinet else 3) * mul
            if opts.get("silent_bonus_contra"):
                v *= party_lv
            if opts.get("silent_durchmarsch_scoring") == "replaces_party":
                out = [p for p in out if p[3] != "party"]
            for d in defs:
                out.append((d, decl, v, "silent-durchmarsch"))
    return out


# ---------------------------------------------------------------------- rigs
def rig_durch(trump, strong_other=None):
    """declarer (the final bidder = first bidder in kind A) gets the top six trumps and A,10 of two suits"""

    def rig(rng, dealer):
        f = (dealer + 1) % 3
        others = [s for s in SUITS if s != trump]
        a, b = rng.sample(others, 2)
        mine = [r + trump for r in ("A", "10", "K", "Q", "J", "9")] + ["A" + a, "10" + a, "A" + b, "10" + b]
        rest = [c for c in DECK if c not in mine]
        rng.shuffle(rest)
        hands = [None, None, None]
        hands[f] = mine + rest[:2]
        hands[(f + 1) % 3] = rest[2:12]
        hands[(f + 2) % 3] = rest[12:22]
        return hands

    return rig


def rig_durch_nomarriage(trump):
    def rig(rng, dealer):
        f = (dealer + 1) % 3
        others = [s for s in SUITS if s != trump]
        a, b = rng.sample(others, 2)
        mine = [r + trump for r in ("A", "10", "K", "J", "9", "8")] + ["A" + a, "10" + a, "A" + b, "10" + b]
        rest = [c for c in DECK if c not in mine]
        rng.shuffle(rest)
        hands = [None, None, None]
        hands[f] = mine + rest[:2]
        hands[(f + 1) % 3] = rest[2:12]
        hands[(f + 2) % 3] = rest[12:22]
        return hands

    return rig


def rig_notrump_durch():
    def rig(rng, dealer):
        f = (dealer + 1) % 3
        su = rng.sample(SUITS, 4)
        # no trumps: aces, kings, queens of the long suits
        mine = ["A" + su[0], "K" + su[0], "Q" + su[0], "J" + su[0], "10" + su[0],
                "A" + su[1], "K" + su[1], "Q" + su[1], "A" + su[2], "K" + su[2]]
        rest = [c for c in DECK if c not in mine]
        rng.shuffle(rest)
        hands = [None, None, None]
        hands[f] = mine + rest[:2]
        hands[(f + 1) % 3] = rest[2:12]
        hands[(f + 2) % 3] = rest[12:22]
        return hands

    return rig


def rig_silent100(trump):
    def rig(rng, dealer):
        f = (dealer + 1) % 3
        others = [s for s in SUITS if s != trump]
        a = rng.choice(others)
        mine = [r + trump for r in ("A", "10", "K", "Q", "J", "9")] + ["A" + a, "10" + a]
        rest = [c for c in DECK if c not in mine]
        rng.shuffle(rest)
        hands = [None, None, None]
        hands[f] = mine + rest[:4]
        hands[(f + 1) % 3] = rest[4:14]
        hands[(f + 2) % 3] = rest[14:24]
        return hands

    return rig


DEF1 = lambda d: (d + 1) % 3  # noqa: E731  the defender after the declarer
DEF2 = lambda d: (d + 2) % 3  # noqa: E731


# ---------------------------------------------------------------------- output
def pay_events(pays, style):
    if style == "reasons":
        return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pays]
    if style == "net":
        pair = {}
        for f, t, a, _ in pays:
            k = (min(f, t), max(f, t))
            pair[k] = pair.get(k, 0) + (a if f == k[0] else -a)
        out = []
        for (x, y), v in sorted(pair.items()):
            if v > 0:
                out.append({"type": "payment", "from": x, "to": y, "amount": v})
            elif v < 0:
                out.append({"type": "payment", "from": y, "to": x, "amount": -v})
        return out
    raise ValueError(style)


def session(name, players, first_dealer, specs, style, opts=None, rules=None, start=None, seed=0,
            faults=None, meta=None):
    rng = random.Random(seed)
    opts = dict(opts or {})
    faults = faults or {}
    deals = []
    facts = []
    totals = list(start) if start else [0, 0, 0]
    for k, spec in enumerate(specs):
        dealer = (first_dealer + k) % 3
        hd = spec.get("hand_dealer", dealer)
        dl, pays, ev = build_deal(rng, spec, opts, dealer)
        n = net(pays)
        evs = dl.events
        recorded = None
        if style in ("reasons", "net"):
            pe = pay_events(pays, style)
            if ("payment", k) in faults:
                idx, amt = faults[("payment", k)]
                pe[idx]["amount"] = amt
                recorded = ("payment", len(evs) + idx)
            evs = evs + pe
        elif style == "totals":
            tw = [totals[s] + n[s] for s in range(3)]
            evs = evs + [{"type": "total", "party": s, "points": tw[s]} for s in range(3)]
        elif style == "sheet":
            sc = []
            score_vals = list(n)
            if ("score", k) in faults:
                seat, delta = faults[("score", k)]
                score_vals[seat] += delta
                recorded = ("score", len(evs) + seat)
            for s in range(3):
                sc.append({"type": "score", "party": s, "points": score_vals[s]})
            tot_true = [totals[s] + n[s] for s in range(3)]
            totals_written = [totals_written_prev[s] + score_vals[s] for s in range(3)] if k else \
                [(start or [0, 0, 0])[s] + score_vals[s] for s in range(3)]
            if ("total", k) in faults:
                seat, delta = faults[("total", k)]
                totals_written[seat] += delta
                recorded = ("total", len(evs) + 3 + seat)
            for s in range(3):
                sc.append({"type": "total", "party": s, "points": totals_written[s]})
            totals_written_prev = totals_written
            evs = evs + sc
        totals = [totals[s] + n[s] for s in range(3)]
        written_dealer = spec.get("written_dealer", dealer)
        deal = {"dealer": written_dealer, "hands": dl.hands, "events": evs}
        deals.append(deal)
        facts.append({
            "deal": k, "dealer_due": dealer, "dealer_written": written_dealer, "hands_follow": hd,
            "declarer": dl.declarer, "contract": spec["bids"][-1],
            "trump": None if spec.get("fold") else dl.trump,
            "talon": dl.talon,
            "revoke_event": getattr(dl, "revoke_event", None),
            "eval": {k2: v for k2, v in ev.items() if k2 != "silent"} if not spec.get("fold") else "fold",
            "silent": ev.get("silent", []),
            "payments": pays, "net": n, "totals_after": list(totals), "fault_event": recorded,
            "auction": [i for i, e in enumerate(evs) if e["type"] in ("bid", "take", "discard")],
        })
        if spec.get("revoke"):
            facts[-1]["revoke_card"] = dl.revoke_card
    tr = {"format": "trick-transcript/1", "game": "ulti", "players": players}
    tr["rules"] = rules or {"preset": "standard"}
    if start:
        tr["start"] = {"totals": list(start)}
    tr["meta"] = meta or {}
    tr["deals"] = deals
    (HERE / f"{name}.json").write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
    return facts


ALL = {}


def S(name, *a, **kw):
    ALL[name] = session(name, *a, **kw)


def main():
    HU1 = ["Anna", "Béla", "Csilla"]
    HU2 = ["Dóra", "Endre", "Feri"]
    HU3 = ["Gábor", "Hajni", "Imre"]
    HU4 = ["Jolán", "Kati", "László"]

    # 01 clean, payments with reasons: party, ulti with contra (lost), betli, red party over party
    S("s01-payments-reasons-clean", HU1, 0, [
        dict(kind="A", bids=[PARTY], trump="S", want={"party": True}),
        dict(kind="B", bids=[PARTY, B(["ulti"])], trump="C", want={"party": True, "ulti": False},
             contras=[(DEF1, "ulti", 2)], ulti_last=True),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
        dict(kind="C", bids=[PARTY, RPARTY], want={"party": False}),
    ], "reasons", seed=101, meta={"event": "Klubest", "table": 1})

    # 02 clean, net payments without reasons: 40-100, rebetli, red ulti
    S("s02-payments-net-clean", HU2, 2, [
        dict(kind="A", bids=[B(["40-100"])], trump="D", want={"40-100": True}),
        dict(kind="B", bids=[PARTY, B(["rebetli"])], want={"rebetli": False}),
        dict(kind="A", bids=[B(["ulti"], True)], want={"ulti": True, "party": False}),
    ], "net", seed=202)

    # 03 clean score sheet, 5 deals, start totals carried in
    S("s03-sheet-clean", HU3, 1, [
        dict(kind="A", bids=[PARTY], trump="C", want={"party": False}),
        dict(kind="C", bids=[PARTY, B(["betli"])], want={"betli": False}),
        dict(kind="A", bids=[PARTY], trump="D", want={"party": True}, contras=[(DEF2, "party", 2)],
             recontras=[("party", 4)]),
        dict(kind="E", bids=[PARTY, B(["20-100"])], trump="S", want={"20-100": False}),
        dict(kind="A", bids=[B(["durchmarsch"])], trump="D", rig=rig_durch("D"), want={"durchmarsch": True}),
    ], "sheet", start=[12, -5, -7], seed=303)

    # 04 wrong payment (with reasons) in deal 2
    S("s04-wrong-payment-reasons", HU4, 1, [
        dict(kind="A", bids=[RPARTY], want={"party": True}),
        dict(kind="B", bids=[PARTY, B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[B(["40-100"], True)], want={"40-100": True}),
        dict(kind="A", bids=[PARTY], trump="S", want={"party": False}),
    ], "reasons", seed=404, faults={("payment", 2): (1, 4)})

    # 05 wrong payment (net, no reasons) in deal 1
    S("s05-wrong-payment-net", HU1, 2, [
        dict(kind="A", bids=[PARTY], trump="D", want={"party": True}),
        dict(kind="C", bids=[PARTY, B(["ulti"])], trump="S", want={"party": True, "ulti": True}),
        dict(kind="A", bids=[B(["betli"])], want={"betli": False}),
    ], "net", seed=505, faults={("payment", 1): (0, 4)})

    # 06 wrong running total carried on (score sheet)
    S("s06-wrong-total-carried", HU2, 0, [
        dict(kind="A", bids=[PARTY], trump="S", want={"party": True}),
        dict(kind="A", bids=[B(["ulti"])], trump="D", want={"party": False, "ulti": True}),
        dict(kind="B", bids=[PARTY, B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[RPARTY], want={"party": True}),
        dict(kind="A", bids=[B(["40-100"])], trump="C", want={"40-100": False}),
    ], "sheet", seed=606, faults={("total", 2): (1, 10)})

    # 07 wrong dealer (written wrongly; the hands and the auction follow the dealer due), deal 2
    S("s07-wrong-dealer-typo", HU3, 0, [
        dict(kind="A", bids=[PARTY], trump="C", want={"party": True}),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[PARTY], trump="D", want={"party": False}, written_dealer=0),
        dict(kind="B", bids=[PARTY, RPARTY], want={"party": True}),
    ], "reasons", seed=707)

    # 08 wrong dealer: the last deal dealt by the seat that dealt the one before (hands follow it)
    S("s08-wrong-dealer-dealt", HU4, 2, [
        dict(kind="A", bids=[PARTY], trump="S", want={"party": True}),
        dict(kind="A", bids=[B(["ulti"])], trump="C", want={"party": True, "ulti": False}),
        dict(kind="A", bids=[PARTY], trump="D", want={"party": True}, written_dealer=0, hand_dealer=0),
    ], "sheet", seed=808)

    # 09 a bid out of turn: in deal 1 the dealer takes and bids before the player after the first bidder
    S("s09-bid-out-of-turn", HU1, 1, [
        dict(kind="A", bids=[PARTY], trump="D", want={"party": False}),
        dict(kind="OOT", bids=[PARTY, B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[B(["ulti"])], trump="S", want={"party": True, "ulti": True}),
        dict(kind="A", bids=[PARTY], trump="C", want={"party": True}),
    ], "reasons", seed=909)

    # 10 revoke by the declarer in deal 1 (party); settled as the default lose_all_goals says
    S("s10-revoke-declarer", HU2, 0, [
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[PARTY], trump="S", want={"party": True}, revoke=(3, "decl"),
             settle_revoke="declarer"),
        dict(kind="B", bids=[PARTY, RPARTY], want={"party": False}),
    ], "reasons", seed=1010)

    # 11 revoke by a defender under revoke_penalty play_stands: scored as played
    S("s11-revoke-play-stands", HU3, 2, [
        dict(kind="A", bids=[PARTY], trump="D", want={"party": True}),
        dict(kind="C", bids=[PARTY, B(["ulti"])], trump="C", want={"party": False, "ulti": False}),
        dict(kind="A", bids=[PARTY], trump="S", want={"party": True}, revoke=(2, "def1")),
        dict(kind="A", bids=[B(["betli"])], want={"betli": False}),
    ], "sheet", rules={"preset": "standard", "revoke_penalty": "play_stands"}, seed=1111)

    # 12 ultinet preset, score sheet: 20-100 (6), 40-100+durchmarsch (4+7), betli, party
    S("s12-ultinet-sheet", HU4, 0, [
        dict(kind="A", bids=[B(["20-100"])], trump="S", want={"20-100": False}),
        dict(kind="A", bids=[B(["40-100", "durchmarsch"])], trump="C", rig=rig_durch("C"),
             want={"durchmarsch": True}),
        dict(kind="B", bids=[PARTY, B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[PARTY], trump="D", want={"party": True}),
    ], "sheet", opts={"point_table": "ultinet"}, rules={"preset": "ultinet"}, seed=1212)

    # 13 durchmarsch_points 7: trump durchmarsch alone, redurchmarsch (no trumps, 14), party
    S("s13-durch7-payments", HU1, 1, [
        dict(kind="A", bids=[B(["durchmarsch"])], trump="S", rig=rig_durch("S"), want={"durchmarsch": True}),
        dict(kind="A", bids=[B(["redurchmarsch"])], rig=rig_notrump_durch(), want={"redurchmarsch": True}),
        dict(kind="A", bids=[PARTY], trump="C", want={"party": False}),
    ], "reasons", opts={"durchmarsch_points": 7}, rules={"preset": "standard", "durchmarsch_points": 7},
        seed=1313)

    # 14 open durchmarsch with trumps (not hearts) at 12
    S("s14-open-durch-12", HU2, 1, [
        dict(kind="A", bids=[PARTY], trump="S", want={"party": True}),
        dict(kind="A", bids=[B(["open-durchmarsch"], trumps=True)], trump="D", rig=rig_durch("D"),
             want={"open-durchmarsch": True}),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
    ], "reasons", opts={"open_durchmarsch_trump_points": 12},
        rules={"preset": "standard", "open_durchmarsch_trump_points": 12}, seed=1414)

    # 15 silent durchmarsch replacing the party; a silent ulti in another deal
    S("s15-silent-durch-replaces", HU3, 0, [
        dict(kind="A", bids=[PARTY], trump="S", rig=rig_durch_nomarriage("S"), want={"party": True},
             allow={"silent-durchmarsch"}),
        dict(kind="A", bids=[PARTY], trump="C", want={"party": True}, allow={"silent-ulti"}),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
    ], "reasons", opts={"silent_durchmarsch_scoring": "replaces_party"},
        rules={"preset": "standard", "silent_durchmarsch_scoring": "replaces_party"}, seed=1515)

    # 16 contra chains on a score sheet: red 40-100 contra+recontra; betli with one defender's contra
    S("s16-contra-sheet", HU4, 1, [
        dict(kind="A", bids=[B(["40-100"], True)], want={"40-100": True}, contras=[(DEF1, "40-100", 2)],
             recontras=[("40-100", 4)]),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}, contras=[(DEF2, "betli", 2)]),
        dict(kind="A", bids=[B(["ulti"])], trump="D", want={"party": True, "ulti": False},
             contras=[(DEF1, "party", 2), (DEF2, "ulti", 2)], ulti_last=True),
        dict(kind="A", bids=[PARTY], trump="S", want={"party": False}),
    ], "sheet", start=[-3, 10, -7], seed=1616)

    # 17 fold compulsory: a plain party folds (2 to each defender); other deals played
    S("s17-fold-compulsory", HU1, 2, [
        dict(kind="A", bids=[PARTY], trump="S", fold=True),
        dict(kind="B", bids=[PARTY, RPARTY], want={"party": True}),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[PARTY], trump="D", fold=True),
    ], "reasons", opts={"fold": "compulsory"}, rules={"preset": "standard", "fold": "compulsory"}, seed=1717)

    # 18 silent 100 with a contra on party, silent_bonus_contra true
    S("s18-silent100-contra", HU2, 0, [
        dict(kind="A", bids=[PARTY], trump="C", want={"party": True}),
        dict(kind="A", bids=[PARTY], trump="S", rig=rig_silent100("S"), want={"party": True},
             allow={"silent-100"}, contras=[(DEF1, "party", 2)]),
        dict(kind="A", bids=[B(["betli"])], want={"betli": False}),
    ], "reasons", opts={"silent_bonus_contra": True},
        rules={"preset": "standard", "silent_bonus_contra": True}, seed=1818)

    # 19 a wrong per-deal score on the sheet (the totals follow the sheet's own figure)
    S("s19-wrong-score", HU3, 2, [
        dict(kind="A", bids=[PARTY], trump="D", want={"party": True}),
        dict(kind="D", bids=[PARTY, RPARTY, B(["ulti"], True)], want={"party": True, "ulti": False}),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[PARTY], trump="C", want={"party": False}),
    ], "sheet", seed=1919, faults={("score", 1): (0, 4)})

    # 20 (added at the start of phase 2, before reading the digest's silent-bonus rules): silent ulti
    # won and lost by defenders and lost by a red declarer; the sheet writes running totals only
    S("s20-silent-ulti-totals-only", HU4, 0, [
        dict(kind="A", bids=[PARTY], trump="S", want={"party": True}, allow={"silent-ulti-fail-def"}),
        dict(kind="B", bids=[PARTY, RPARTY], want={"party": True}, allow={"silent-ulti-fail"}, decl_high=False),
        dict(kind="A", bids=[B(["betli"])], want={"betli": True}),
        dict(kind="A", bids=[PARTY], trump="C", want={"party": False}, allow={"silent-ulti-def"}),
    ], "totals", start=[5, -2, -3], seed=2020)

    (HERE / "_facts.txt").write_text(json.dumps(ALL, ensure_ascii=False, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
