"""Generator of the format-spec round: transcripts that use every part of trick-transcript/1
correctly, and transcripts that break it. Written blind from /work/shared/spec/transcript-format.md,
openapi.yaml, examples/ and the five sources (my own models: model_*.py).

Run: python gen.py  -> writes NN-*.json / xNN-*.json and expectations.txt (JSON text, read by
check.py). Deterministic (fixed seeds)."""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import model_danish as DK  # noqa: E402
import model_galician as GT  # noqa: E402
import model_rage as RG  # noqa: E402
import model_tarocchini as TC  # noqa: E402
import model_ulti as UL  # noqa: E402

EXPECT: dict[str, dict] = {}


def write(name, doc, **exp):
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    exp.setdefault("violations", [])
    exp.setdefault("problems", [])
    exp.setdefault("status", "rejected" if exp["problems"] else ("violations" if exp["violations"] else "clean"))
    EXPECT[name] = exp


def retry(fn, seed, tries=5000):
    for k in range(tries):
        rng = random.Random(seed * 100003 + k)
        try:
            return fn(rng)
        except (RG.Forced, UL.Forced, DK.Forced, GT.Forced, TC.Forced):
            continue
    raise RuntimeError("no sample for seed %d" % seed)


def stamp(events, base="2026-11-20T19:%02d:%02dZ", every=7, note_at=()):
    """Adds `t` to every `every`-th event and `note` at the given indexes."""
    for i, e in enumerate(events):
        if i % every == 0:
            m, s = divmod(i * 13, 60)
            e["t"] = base % (m % 60, s)
    for i, txt in note_at:
        events[i]["note"] = txt


# ----------------------------------------------------------------------------------------- Rage
def rage_session(rng, n, start_round, rounds, dealer0, pm1=False):
    deals = []
    for k in range(rounds):
        r = start_round + k
        dealer = (dealer0 + k) % n
        hands, talon = RG.deal(rng, n, r)
        res = RG.play_round(rng, hands, talon, dealer, RG.guess_bids(rng, pm1))
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "res": res, "round": r})
    return deals


def rage_01():
    """4 players, mid-session (start round 3 and totals), three rounds, every code spelling the
    contract allows, t/note, meta echoed, preset + override, scores and totals."""
    start_totals = [14, -6, 22, 3]

    def build(rng):
        ds = rage_session(rng, 4, 3, 3, 2, pm1=True)
        # I want a WILD and an action card in the record
        allc = [e.get("card") for d in ds for e in d["res"]["events"] if e["type"] == "play"]
        if "WILD" not in allc or "PLUS5" not in allc and "MINUS5" not in allc:
            raise RG.Forced("want action cards")
        return ds

    ds = retry(build, 1)
    totals = list(start_totals)
    deals = []
    sett = []
    for i, d in enumerate(ds):
        ev = copy.deepcopy(d["res"]["events"])
        for s in range(4):
            ev.append({"type": "score", "party": s, "points": d["res"]["scores"][s]})
        for s in range(4):
            totals[s] += d["res"]["scores"][s]
            ev.append({"type": "total", "party": s, "points": totals[s]})
        hands = copy.deepcopy(d["hands"])
        # spellings: lower case, colour-last ("7g") and mixed case on input
        for s, h in enumerate(hands):
            for j, c in enumerate(h):
                if (s + j) % 3 == 0:
                    h[j] = c.lower()
                elif (s + j) % 5 == 1 and RG.colour(c):
                    h[j] = c[1:] + c[0].lower()
                elif c in ("WILD", "NOTRUMP", "CHANGE"):
                    h[j] = c.capitalize()
        for e in ev:
            if e["type"] == "play" and e["seat"] == i % 4:
                e["card"] = e["card"].lower()
            if e.get("named"):
                e["named"] = e["named"].lower()
        talon = [c.lower() if j % 2 else c for j, c in enumerate(d["talon"])]
        stamp(ev, note_at=[(0, "bids read back aloud before the first trick"), (len(ev) - 1, "sheet checked by Katka")])
        deals.append({"dealer": d["dealer"], "hands": hands, "talon": talon, "events": ev})
        sett.append({str(s): d["res"]["scores"][s] for s in range(4)})
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", "plus_minus_one": True},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor"],
        "start": {"round": 3, "totals": start_totals},
        "meta": {"event": "Klubový večer", "table": 3, "date": "2026-11-20", "recorder": {"app": "ŠtychBook", "version": "2.1"}, "tags": ["liga", None, 7.5]},
        "deals": deals,
    }
    write("01-rage-4p-mid-session-codes-meta.json", doc, settlement=sett, session_totals={str(s): totals[s] for s in range(4)},
          rounds=[d["round"] for d in ds], bids=[d["res"]["bids"] for d in ds], tricks=[d["res"]["tricks"] for d in ds])


def rage_02():
    """Play-only record: hands null, the stock kept (talon), bids and scores only."""
    ds = retry(lambda rng: rage_session(rng, 3, 6, 2, 0), 2)
    deals = []
    sett = []
    for d in ds:
        ev = copy.deepcopy(d["res"]["events"])
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": d["res"]["scores"][s]})
        deals.append({"dealer": d["dealer"], "hands": None, "talon": d["talon"], "events": ev})
        sett.append({str(s): d["res"]["scores"][s] for s in range(3)})
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": ["Jirka", "Marta", "Tonda"],
        "start": {"round": 6},
        "meta": {"source": "a scorer app that keeps the plays, not the hands"},
        "deals": deals,
    }
    write("02-rage-3p-play-only-stock-kept.json", doc, settlement=sett, unchecked=True, tricks=[d["res"]["tricks"] for d in ds])


def rage_03():
    """Numbers that passed through a double (1.0 is the integer 1) and a penalty Rage does not have."""
    ds = retry(lambda rng: rage_session(rng, 3, 9, 1, 1), 3)
    d = ds[0]
    ev = copy.deepcopy(d["res"]["events"])
    for e in ev:
        if "seat" in e:
            e["seat"] = float(e["seat"])
        if e["type"] == "bid":
            e["bid"] = float(e["bid"])
    pen_idx = len(ev)
    ev.append({"type": "penalty", "party": 2, "code": "slow_play", "amount": 5, "note": "the table fined Tonda for slow play"})
    for s in range(3):
        ev.append({"type": "score", "party": float(s), "points": float(d["res"]["scores"][s])})
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", "durch": False},
        "players": ["Jirka", "Marta", "Tonda"],
        "start": {"round": 9.0, "totals": [10.0, -4.0, 0.0]},
        "deals": [{"dealer": 1.0, "hands": d["hands"], "talon": d["talon"], "events": ev}],
    }
    write("03-rage-3p-doubles-and-a-penalty.json", doc,
          violations=[(0, pen_idx, "unexpected_penalty", "Rage has no penalties (the source names none)")],
          settlement=[{str(s): d["res"]["scores"][s] for s in range(3)}])


def rage_04():
    """start totals carried in, but the sheet writes deal 0's totals as if the session began fresh."""
    start_totals = [21, 0, -7]
    ds = retry(lambda rng: rage_session(rng, 3, 7, 2, 2), 4)
    deals = []
    viol = []
    sheet = [0, 0, 0]
    for i, d in enumerate(ds):
        ev = copy.deepcopy(d["res"]["events"])
        for s in range(3):
            ev.append({"type": "score", "party": str(s), "points": d["res"]["scores"][s]})
        for s in range(3):
            sheet[s] += d["res"]["scores"][s]
            if i == 0 and start_totals[s] != 0:
                viol.append((0, len(ev), "wrong_total", "seat %d: start total %d left out" % (s, start_totals[s])))
            ev.append({"type": "total", "party": str(s), "points": sheet[s]})
        deals.append({"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"], "events": ev})
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": ["Jirka", "Marta", "Tonda"],
        "start": {"round": 7, "totals": start_totals},
        "deals": deals,
    }
    write("04-rage-3p-start-totals-left-off-the-sheet.json", doc, violations=viol,
          settlement=[{str(s): d["res"]["scores"][s] for s in range(3)} for d in ds])


# ----------------------------------------------------------------------------------------- Ulti
def ulti_deal(rng, dealer, trump, contra_by=None, recontra=False):
    hands = UL.deal(rng, dealer)
    res = UL.play_party(rng, hands, dealer, trump, contra_by=contra_by, recontra=recontra)
    return hands, res


def ulti_05():
    """Two deals: contra + recontra paid as payments (with and without reason, a seat as a decimal
    string), then a deal written as score + total on top of carried-in totals."""
    start = [5, -3, -2]

    def b0(rng):
        h, r = ulti_deal(rng, 0, "S", contra_by=2, recontra=True)
        if not any(r["marriages"]):
            raise UL.Forced("want a marriage")
        return h, r

    h0, r0 = retry(b0, 5)
    h1, r1 = retry(lambda rng: ulti_deal(rng, 1, "C"), 6)
    ev0 = copy.deepcopy(r0["events"])
    for j, (a, b, amt) in enumerate(r0["payments"]):
        p = {"type": "payment", "from": a, "to": b, "amount": amt}
        if j == 0:
            p["reason"] = "party"
            p["from"] = str(a)
        ev0.append(p)
    ev1 = copy.deepcopy(r1["events"])
    for s in range(3):
        ev1.append({"type": "score", "party": s, "points": r1["net"][s]})
    for s in range(3):
        ev1.append({"type": "total", "party": s, "points": start[s] + r0["net"][s] + r1["net"][s]})
    stamp(ev0, note_at=[(len(ev0) - 1, "paid in forints")])
    stamp(ev1, every=5)
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "start": {"totals": start},
        "meta": {"event": "Ulti est", "city": "Győr"},
        "deals": [
            {"dealer": 0, "hands": h0, "events": ev0},
            {"dealer": 1, "hands": h1, "events": ev1},
        ],
    }
    write("05-ulti-contra-payments-then-score-sheet.json", doc,
          settlement=[{str(s): r0["net"][s] for s in range(3)}, {str(s): r1["net"][s] for s in range(3)}],
          figures={"deal0": {k: r0[k] for k in ("decl_pts", "def_pts", "won", "tricks", "marriages")},
                   "deal1": {k: r1[k] for k in ("decl_pts", "def_pts", "won", "tricks", "marriages")}})


def ulti_06():
    """preset ultinet with max_contra_level 2 overridden: the declarer's recontra is one level too many."""
    h, r = retry(lambda rng: ulti_deal(rng, 2, "D", contra_by=1, recontra=True), 7)
    ev = copy.deepcopy(r["events"])
    rec = next(i for i, e in enumerate(ev) if e["type"] == "double" and e["level"] == 4)
    # payments at contra (2): the recontra is void under the option
    f = r["declarer"]
    net = [0, 0, 0]
    for d in ((f + 1) % 3, (f + 2) % 3):
        a, b = (d, f) if r["won"] else (f, d)
        ev.append({"type": "payment", "from": a, "to": b, "amount": 2, "reason": "party"})
        net[a] -= 2
        net[b] += 2
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "ultinet", "max_contra_level": 2},
        "players": ["Anna", "Béla", "Csilla"],
        "deals": [{"dealer": 2, "hands": h, "events": ev}],
    }
    write("06-ulti-ultinet-max-contra-2-recontra.json", doc,
          violations=[(0, rec, "illegal_double", "recontra (4) above max_contra_level 2")],
          settlement=[{str(s): net[s] for s in range(3)}],
          figures={k: r[k] for k in ("decl_pts", "def_pts", "won", "tricks", "marriages")})


def ulti_07():
    """Play-only: hands null; the discard, the auction, the plays and the payments."""
    h, r = retry(lambda rng: ulti_deal(rng, 1, "H" if False else "S"), 8)
    ev = copy.deepcopy(r["events"])
    for a, b, amt in r["payments"]:
        ev.append({"type": "payment", "from": a, "to": b, "amount": amt, "reason": "party"})
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": ["Anna", "Béla", "Csilla"],
        "deals": [{"dealer": 1, "hands": None, "events": ev}],
    }
    write("07-ulti-play-only.json", doc, unchecked=True, settlement=[{str(s): r["net"][s] for s in range(3)}],
          figures={k: r[k] for k in ("decl_pts", "def_pts", "won", "tricks", "marriages")})


# --------------------------------------------------------------------------------------- Danish
def dk_deal_events(rng_seed, n, dealer, pools, fresh, want=None, decl_first=None, want_decl=False):
    """One Danish deal (my model). pools is mutated (the session's pools). Returns deal dict,
    nets per party, and info."""

    def build(rng):
        d = DK.deck()
        rng.shuffle(d)
        act = DK.active_seats(n, dealer)
        hands = [[] for _ in range(n)]
        k = 0
        for s in act:
            m = 28 if s == dealer else 25
            hands[s] = d[k:k + m]
            k += m
        skat = DK.choose_skat(rng, hands[dealer])
        h25 = [list(h) for h in hands]
        for c in skat:
            h25[dealer].remove(c)
        if want_decl and not any(DK.declarations(h25[s])[0] for s in DK.active_seats(n, dealer)):
            raise DK.Forced("want a declaration")
        plays, tricks = DK.play(rng, h25, dealer, n)
        last_plays, lw, _ = tricks[-1]
        wcard = dict(last_plays)[lw]
        ult = [c for s, c in last_plays if c == "T1" or (c[:-1] == "K" and not DK.is_trump(c))]
        ntr = {s: 0 for s in act}
        for _p, w, _e in tricks:
            ntr[w] += 1
        if min(ntr.values()) == 0 or max(ntr.values()) == 25:
            raise DK.Forced("nolo/tout")
        kind = None
        if not ult:
            kind = "plain"
        elif ult == [wcard] and wcard[:-1] == "K":
            kind = "king_ultimo"
        if kind is None or (want and kind != want):
            raise DK.Forced("last trick")
        # card points inside the §15 table (14..38) only: the table names no other figures
        pts = {s: 0 for s in act}
        for p, w, _e in tricks:
            pts[w] += 1 + sum(DK.card_points(c) for _s, c in p)
        pts[dealer] += 1 + sum(DK.card_points(c) for c in skat)
        if min(pts.values()) < 14 or max(pts.values()) > 38:
            raise DK.Forced("card points off the table")
        return hands, skat, h25, plays, tricks, kind, act

    hands, skat, h25, plays, tricks, kind, act = retry(build, rng_seed)
    events = []
    net: dict = {}

    def pay(frm, to, amt, reason, where=None):
        p = {"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason}
        (events if where is None else where).append(p)
        net[frm] = net.get(frm, 0) - amt
        net[to] = net.get(to, 0) + amt
        if to in pools:
            pools[to] += amt
        if frm in pools:
            pools[frm] -= amt

    if fresh:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                pay(s, pool, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    order = list(act)
    if decl_first is not None:
        order.remove(decl_first)
        order.insert(0, decl_first)
    decl_idx = {}
    for s in order:
        items, _u = DK.declarations(h25[s])
        decl_idx[s] = len(events)
        events.append({"type": "declare", "seat": s, "items": [it for it, _v in items]})
        for _it, v in items:
            for o in act:
                if o != s:
                    pay(o, s, v, "declaration")
    base = len(events)
    # plays, with the payments during play after each trick (not the last)
    during = DK.settle_play(tricks, act, {"pagat_pool": 0, "king_pool": 0})
    by_end: dict = {}
    for end, p in during:
        by_end.setdefault(end, []).append(p)
    for i, e in enumerate(plays):
        events.append(dict(e))
        for p in by_end.get(i + 1, []):
            pay(p["from"], p["to"], p["amount"], p["reason"])
    last_plays, lw, _ = tricks[-1]
    others = [o for o in act if o != lw]
    if kind == "plain":
        for o in others:
            pay(o, lw, 20, "last_trick")
    else:
        for o in others:
            pay(o, lw, 40, "king_ultimo")
        content = pools["king_pool"]
        pay("king_pool", lw, content, "king_ultimo")
        for s in range(n):
            pay(s, "king_pool", 20, "refill")
    # card points (§15): piles + tricks + the skat (1) for the dealer
    pts = {s: 0 for s in act}
    for p, w, _e in tricks:
        pts[w] += 1 + sum(DK.card_points(c) for _s, c in p)
    pts[dealer] += 1 + sum(DK.card_points(c) for c in skat)
    assert sum(pts.values()) == 78, pts
    new_dealer = (dealer + 1) % n
    for s in act:
        if s == new_dealer:
            continue
        diff = 5 * round((pts[s] - 26) / 5)
        if diff < 0:
            pay(s, new_dealer, -diff, "card_points")
        elif diff > 0:
            pay(new_dealer, s, diff, "card_points")
    return {"dealer": dealer, "hands": hands, "events": events}, net, {"kind": kind, "card_points": pts, "decl_idx": decl_idx, "tricks": {s: sum(1 for _p, w, _e in tricks if w == s) for s in act}}


def keyed(net):
    return {str(k): v for k, v in net.items() if v != 0}


def danish_08():
    """4 players (the seat opposite the dealer sits out with []), pools carried in by start, a king
    ultimo that takes the carried king pool and its refill, two deals with the pools carried."""
    pools = {"pagat_pool": 60, "king_pool": 135}
    start = dict(pools)
    d0, n0, i0 = dk_deal_events(11, 4, 0, pools, fresh=False, want="king_ultimo", want_decl=True)
    p_mid = dict(pools)
    d1, n1, i1 = dk_deal_events(12, 4, 1, pools, fresh=False, want="plain", want_decl=True)
    # some payments without reason (optional on input)
    for d in (d0, d1):
        k = 0
        for e in d["events"]:
            if e["type"] == "payment" and e["reason"] in ("deal_fee", "card_points"):
                k += 1
                if k % 2:
                    del e["reason"]
    stamp(d0["events"], every=11, note_at=[(2, "Dorota sits out this deal")])
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": ["Agnieszka", "Bartek", "Celina", "Dorota"],
        "start": {"pools": start},
        "meta": {"club": "Klub Ultimo", "session": 14},
        "deals": [d0, d1],
    }
    write("08-danish-4p-sitter-start-pools-king-ultimo.json", doc,
          settlement=[keyed(n0), keyed(n1)], pools_after=[p_mid, dict(pools)], info=[i0, i1])


def danish_09():
    """A §18 'large' fault the table fined itself: seat 1 declared before the dealer; the penalty
    event and its two payments to the pools are recorded."""
    pools = {"pagat_pool": 0, "king_pool": 0}
    d0, n0, i0 = dk_deal_events(13, 3, 0, pools, fresh=True, decl_first=1)
    ev = d0["events"]
    first_play = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ins = [
        {"type": "penalty", "party": 1, "code": "declaration_before_dealer", "amount": 40, "note": "large (§18): 20 to each pool"},
        {"type": "payment", "from": 1, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
        {"type": "payment", "from": 1, "to": "king_pool", "amount": 20, "reason": "penalty"},
    ]
    ev[first_play:first_play] = ins
    n0[1] = n0.get(1, 0) - 40
    n0["pagat_pool"] += 20
    n0["king_pool"] += 20
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": ["Agnieszka", "Bartek", "Celina"],
        "deals": [d0],
    }
    write("09-danish-3p-declared-before-dealer-fined.json", doc,
          violations=[(0, i0["decl_idx"][1], "declaration_before_dealer", "§18 large: 20 to each pool")],
          settlement=[keyed(n0)], info=[i0], penalty_event=first_play)


def danish_10():
    """Play-only (hands null): the skat discard, declarations, plays and every payment."""
    pools = {"pagat_pool": 0, "king_pool": 0}
    d0, n0, i0 = dk_deal_events(14, 3, 2, pools, fresh=True)
    d0["hands"] = None
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": ["Agnieszka", "Bartek", "Celina"],
        "deals": [d0],
    }
    write("10-danish-3p-play-only.json", doc, unchecked=True, settlement=[keyed(n0)], info=[i0])


# ------------------------------------------------------------------------------------- Galician
def gt_deal(seed, n, dealer):
    def build(rng):
        hands, talon = GT.deal(rng, n, dealer)
        res = GT.play_three(rng, hands, talon, dealer, n)
        return hands, talon, res

    return retry(build, seed)


def gt_settle(res, n, dealer, pool_state, stake=10, pct=10, dealer_fee=0, fresh=False):
    """Payments of one plain-three deal: [(from, to, amount, reason)], net per party."""
    pays = []
    if fresh and pool_state["pool"] == 0:
        for s in range(n):
            pays.append((s, "pool", stake, "pool_stake"))
    if dealer_fee:
        pays.append((dealer, "pool", dealer_fee, "pool_deal"))
    f = res["player"]
    opp = [s for s in range(n) if s != f]  # helpers and (four players) the king
    g = res["game"]
    wins = {}
    for o in opp:
        if res["won"]:
            pays.append((o, f, g, "game"))
            wins[f] = wins.get(f, 0) + g
        else:
            pays.append((f, o, g, "game"))
            wins[o] = wins.get(o, 0) + g
    for s, w in wins.items():
        pays.append((s, "pool", round(w * pct / 100, 6), "pool_share"))
    net: dict = {}
    for a, b, amt, _r in pays:
        net[a] = round(net.get(a, 0) - amt, 6)
        net[b] = round(net.get(b, 0) + amt, 6)
        if b == "pool":
            pool_state["pool"] = round(pool_state["pool"] + amt, 6)
    return pays, net


def galician_11():
    """4 players (the king sits out with [] and shares the result), pool and totals carried in,
    written as score + total per seat and for the pool."""
    start_tot = [30, -12, 0, -18]
    pool = {"pool": 45}
    deals = []
    setts = []
    tot = list(start_tot)
    for k, (seed, dealer) in enumerate(((21, 1), (22, 2))):
        hands, talon, res = gt_deal(seed, 4, dealer)
        before = pool["pool"]
        _pays, net = gt_settle(res, 4, dealer, pool)
        ev = copy.deepcopy(res["events"])
        for s in range(4):
            ev.append({"type": "score", "party": s, "points": net.get(s, 0)})
        ev.append({"type": "score", "party": "pool", "points": round(pool["pool"] - before, 6)})
        for s in range(4):
            tot[s] += net.get(s, 0)
            ev.append({"type": "total", "party": s, "points": round(tot[s], 6)})
        ev.append({"type": "total", "party": "pool", "points": round(pool["pool"], 6)})
        if k == 0:
            stamp(ev, every=9, note_at=[(0, "Danuta deals: she is the king this time")])
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        setts.append({str(p): v for p, v in net.items() if v})
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław", "Danuta"],
        "start": {"pools": {"pool": 45}, "totals": start_tot},
        "meta": {"place": "Kraków", "note": "żydek carried from last week"},
        "deals": deals,
    }
    write("11-galician-4p-king-sits-out-sheet-carried.json", doc, settlement=setts, pool_after=pool["pool"])


def galician_12():
    """Preset common_usage with overrides (pool_dealer_fee 2, pool_stake 20.0 written as a double),
    a fresh session of two deals paid as payments (with and without reason)."""
    pool = {"pool": 0}
    deals = []
    setts = []
    for k, (seed, dealer) in enumerate(((23, 0), (24, 1))):
        hands, talon, res = gt_deal(seed, 3, dealer)
        pays, net = gt_settle(res, 3, dealer, pool, stake=20, dealer_fee=2, fresh=(k == 0))
        ev = copy.deepcopy(res["events"])
        for j, (a, b, amt, r) in enumerate(pays):
            p = {"type": "payment", "from": a, "to": b, "amount": amt}
            if j % 3 != 2:
                p["reason"] = r
            ev.append(p)
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        setts.append({str(p): v for p, v in net.items() if v})
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "common_usage", "pool_dealer_fee": 2, "pool_stake": 20.0},
        "players": ["Adam", "Bożena", "Czesław"],
        "deals": deals,
    }
    write("12-galician-3p-common-usage-overrides.json", doc, settlement=setts, pool_after=pool["pool"])


def galician_13():
    """Play-only: hands null, the talon kept; take, discard, plays, payments."""
    pool = {"pool": 0}
    hands, talon, res = gt_deal(25, 3, 2)
    pays, net = gt_settle(res, 3, 2, pool, fresh=True)
    ev = copy.deepcopy(res["events"])
    for a, b, amt, r in pays:
        ev.append({"type": "payment", "from": a, "to": b, "amount": amt, "reason": r})
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław"],
        "deals": [{"dealer": 2, "hands": None, "talon": talon, "events": ev}],
    }
    write("13-galician-3p-play-only.json", doc, unchecked=True, settlement=[{str(p): v for p, v in net.items() if v}])


# ------------------------------------------------------------------------------------ Tarocchini
def declare_items(hand):
    kings = sum(1 for s in TC.SUITS if "K" + s in hand)
    items = []
    if kings >= 3:
        items.append({"kind": "cricca", "of": "kings", "count": kings})
    return items


def otto_deal(seed, dealer):
    def build(rng):
        d = TC.deck()
        rng.shuffle(d)
        hands = [[] for _ in range(4)]
        # three rounds of five from the eldest; the dealer takes the last two
        k = 0
        for _r in range(3):
            for i in range(1, 5):
                s = (dealer + i) % 4
                hands[s] += d[k:k + 5]
                k += 5
        hands[dealer] += d[k:k + 2]
        disc = [c for c in hands[dealer] if c not in TC.FIVE and not TC.is_trump(c)]
        rng.shuffle(disc)
        disc = disc[:2]
        h = [list(x) for x in hands]
        for c in disc:
            h[dealer].remove(c)
        ev = [{"type": "discard", "seat": dealer, "cards": disc}]
        for i in range(1, 5):
            s = (dealer + i) % 4
            ev.append({"type": "declare", "seat": s, "items": declare_items(h[s])})
        plays, counts = TC.play(rng, h, (dealer + 1) % 4, lambda s: (s + 1) % 4, 15)
        return hands, ev + plays, counts

    return retry(build, seed)


def otto_14():
    """FOOL for MATTO, codes in any case, t/note, preset + override, two deals, nothing settled."""
    deals = []
    for seed, dealer in ((31, 3), (32, 0)):
        hands, ev, _c = otto_deal(seed, dealer)
        hands = [[("fool" if c == "MATTO" and s % 2 else ("FOOL" if c == "MATTO" else (c.lower() if j % 4 == 1 else c))) for j, c in enumerate(h)] for s, h in enumerate(hands)]
        for e in ev:
            if e["type"] == "play" and e["card"] == "MATTO":
                e["card"] = "Fool"
            elif e["type"] == "play" and e["seat"] == dealer:
                e["card"] = e["card"].lower()
        stamp(ev, every=6, note_at=[(1, "signals allowed"), (len(ev) - 1, "scores written on paper, not entered")])
        deals.append({"dealer": dealer, "hands": hands, "events": ev})
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard", "discard_credit": "side_trick", "monte": False},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "start": {"totals": [340, 415]},
        "meta": {"torneo": "Accademia", "tavolo": 2},
        "deals": deals,
    }
    write("14-ottocento-fool-alias-any-case.json", doc)


def otto_15():
    """A payment between the teams: Tarocchini pays nothing (teams as parties)."""
    hands, ev, _c = otto_deal(33, 1)
    k = len(ev)
    ev.append({"type": "payment", "from": "team1", "to": "team0", "amount": 5, "reason": "stake"})
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "deals": [{"dealer": 1, "hands": hands, "events": ev}],
    }
    write("15-ottocento-team-payment.json", doc, violations=[(0, k, "unexpected_payment", "Tarocchini pays nothing (openapi PaymentEvent)")])


def terz_deal(seed, dealer, widow, bid, tie_last=True):
    def build(rng):
        d = TC.deck()
        rng.shuffle(d)
        m = 19 if widow == 5 else 18
        hands = [d[i * m:(i + 1) * m] for i in range(3)]
        talon = d[3 * m:]
        e = (dealer + 1) % 3
        ev = [
            {"type": "bid", "seat": e, "bid": bid},
            {"type": "bid", "seat": (e + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (e + 2) % 3, "bid": "pass"},
        ]
        h = [list(x) for x in hands]
        if bid == "gioco":
            take = talon[:2]
            h[e] += take
            disc = [c for c in h[e] if c not in TC.FIVE and not TC.is_trump(c)]
            rng.shuffle(disc)
            disc = disc[:2]
            for c in disc:
                h[e].remove(c)
            ev += [{"type": "take", "seat": e, "cards": take}, {"type": "discard", "seat": e, "cards": disc}]
        for i in range(3):
            s = (e + i) % 3
            ev.append({"type": "declare", "seat": s, "items": declare_items(h[s])})
        plays, counts = TC.play(rng, h, e, lambda s: (s + 1) % 3, m, tie_last=tie_last)
        if counts.get(e, 0) == 0:
            raise TC.Forced("declarer without a trick")
        return hands, talon, ev + plays

    return retry(build, seed)


def terz_16():
    hands, talon, ev = terz_deal(41, 0, 5, "gioco", tie_last=False)
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "nineteen", "moretti_tie": "first_played"},
        "players": ["Elena", "Franco", "Giulia"],
        "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}],
    }
    write("16-terziglio-nineteen-first-played.json", doc)


def terz_17():
    hands, talon, ev = terz_deal(42, 2, 8, "solo")
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "players": ["Elena", "Franco", "Giulia"],
        "meta": "typed in from a paper sheet, 21 Nov",
        "deals": [{"dealer": 2, "hands": None, "talon": talon, "events": ev}],
    }
    write("17-terziglio-play-only-solo.json", doc, unchecked=True)


# ------------------------------------------------------------------------------------ breakages
def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def ints(x):
    """Post-run correction: the breakages derived from 03 and 12 keep no whole-number doubles
    (1.0, 20.0), which only 03 and 12 are about."""
    if isinstance(x, float) and x.is_integer():
        return int(x)
    if isinstance(x, dict):
        return {k: ints(v) for k, v in x.items()}
    if isinstance(x, list):
        return [ints(v) for v in x]
    return x


def x01():
    """Unknown fields at four levels (deal, event, Ulti bid object, declare item)."""
    doc = load("05-ulti-contra-payments-then-score-sheet.json")
    d0 = doc["deals"][0]
    d0["shuffled_by"] = 2
    ev = d0["events"]
    bid = next(i for i, e in enumerate(ev) if e["type"] == "bid" and e["bid"] != "pass")
    ev[bid]["bid"]["colour"] = "leaves"
    dec = next(i for i, e in enumerate(ev) if e["type"] == "declare")
    ev[dec]["items"][0]["suit"] = "S"
    pl = next(i for i, e in enumerate(ev) if e["type"] == "play" and i > dec + 3)
    ev[pl]["comment"] = "fast"
    write("x01-ulti-unknown-fields.json", doc, problems=[
        ("/deals/0/shuffled_by", "unknown_field"),
        ("/deals/0/events/%d/bid/colour" % bid, "unknown_field"),
        ("/deals/0/events/%d/items/0/suit" % dec, "unknown_field"),
        ("/deals/0/events/%d/comment" % pl, "unknown_field"),
    ])


def x02():
    """Event types the format does not have: a partner signal, a recorded trick, 'Play' capitalised."""
    doc = load("15-ottocento-team-payment.json")
    ev = doc["deals"][0]["events"]
    ev.pop()  # the payment
    first = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(first + 2, {"type": "signal", "seat": ev[first + 1]["seat"], "signal": "void_in_suit"})
    # a recorded trick after the first four plays (+1 for the signal)
    ev.insert(first + 5, {"type": "trick", "winner": 0, "cards": 4})
    k = first + 9
    ev[k]["type"] = "Play"
    write("x02-ottocento-unknown-event-types.json", doc, problems=[
        ("/deals/0/events/%d/type" % (first + 2), "unknown_event_type"),
        ("/deals/0/events/%d/type" % (first + 5), "unknown_event_type"),
        ("/deals/0/events/%d/type" % k, "unknown_event_type"),
    ])


def x03():
    """Codes that are not cards of Galician Tarok: 1S (black pips are 10), T22, EXCUSE, and T0."""
    doc = ints(load("12-galician-3p-common-usage-overrides.json"))
    doc["deals"] = doc["deals"][:1]
    d = doc["deals"][0]
    probs = []

    def swap(old, new):
        for s, h in enumerate(d["hands"]):
            for j, c in enumerate(h):
                if c == old:
                    h[j] = new
                    probs.append(("/deals/0/hands/%d/%d" % (s, j), "unknown_card"))
        for j, c in enumerate(d["talon"]):
            if c == old:
                d["talon"][j] = new
                probs.append(("/deals/0/talon/%d" % j, "unknown_card"))
        for i, e in enumerate(d["events"]):
            if e.get("card") == old:
                e["card"] = new
                probs.append(("/deals/0/events/%d/card" % i, "unknown_card"))
            for j, c in enumerate(e.get("cards", [])):
                if c == old:
                    e["cards"][j] = new
                    probs.append(("/deals/0/events/%d/cards/%d" % (i, j), "unknown_card"))

    swap("10S", "1S")
    swap("SKIZ", "EXCUSE")
    t = d["talon"][0]
    swap(t, "T22")
    # a Tarocchini trump in a play (the hand keeps its card)
    i = max(i for i, e in enumerate(d["events"]) if e["type"] == "play" and e["card"].startswith("T") and e["card"] not in ("T22",))
    d["events"][i]["card"] = "T0"
    probs.append(("/deals/0/events/%d/card" % i, "unknown_card"))
    probs.sort(key=lambda p: ptr_key(p[0]))
    write("x03-galician-unknown-cards.json", doc, problems=probs)


def ptr_key(ptr):
    return [(0, int(x), "") if x.isdigit() else (1, 0, x) for x in ptr.split("/")[1:]]


def nth_occurrence(deal, code, n):
    k = 0
    for s, h in enumerate(deal["hands"]):
        for j, c in enumerate(h):
            if c.upper() == code:
                k += 1
                if k == n:
                    return "/deals/0/hands/%d/%d" % (s, j)
    for j, c in enumerate(deal.get("talon") or []):
        if c.upper() == code:
            k += 1
            if k == n:
                return "/deals/0/talon/%d" % j
    return None


def x04():
    """Rage copies: CHANGE x4 is fine (multiset); PLUS5 x4, WILD x3 and R3 (as 'r3') twice are not."""
    doc = ints(load("03-rage-3p-doubles-and-a-penalty.json"))
    d = doc["deals"][0]
    d["events"] = [e for e in d["events"] if e["type"] in ("bid",)]
    # put the extra copies in the talon's bottom (replacing stock cards); hands keep their size
    allc = [c.upper() for h in d["hands"] for c in h] + [c.upper() for c in d["talon"]]
    assert allc.count("PLUS5") == 3 and allc.count("WILD") == 2 and allc.count("CHANGE") == 4
    free = [j for j, c in enumerate(d["talon"]) if c.upper() not in ("PLUS5", "WILD", "R3", "CHANGE")]
    d["talon"][free[-1]] = "plus5"
    d["talon"][free[-2]] = "Wild"
    d["talon"][free[-3]] = "r3"
    if "R3" not in allc:
        d["talon"][free[-4]] = "R3"
    probs = []
    for code, copies in (("PLUS5", 3), ("WILD", 2), ("R3", 1)):
        probs.append((nth_occurrence(d, code, copies + 1), "duplicate_card"))
    probs.sort(key=lambda p: ptr_key(p[0]))
    write("x04-rage-copies-beyond-the-deck.json", doc, problems=probs)


def x05():
    """Danish: the same card twice in two spellings ('kh'/'KH') and the Joker twice ('fool'/'JOKER')."""
    doc = load("10-danish-3p-play-only.json")
    # give it hands again: rebuild from my model (same seed), then break
    pools = {"pagat_pool": 0, "king_pool": 0}
    d0, _n, _i = dk_deal_events(14, 3, 2, pools, fresh=True)
    d = {"dealer": d0["dealer"], "hands": d0["hands"], "events": d0["events"][:14]}
    doc["deals"] = [d]
    holder_k = next(s for s, h in enumerate(d["hands"]) if "KH" in h)
    holder_j = next(s for s, h in enumerate(d["hands"]) if "JOKER" in h)
    # replace a low pip in another hand with a second KH / Joker
    def put(code, spelled, not_in):
        for s, h in enumerate(d["hands"]):
            if s == not_in:
                continue
            for j, c in enumerate(h):
                if c[:-1] in ("2", "3", "4", "5", "6") and not DK.is_trump(c):
                    h[j] = spelled
                    return
    put("KH", "kh", holder_k)
    put("JOKER", "fool", holder_j)
    probs = [(nth_occurrence(d, "KH", 2), "duplicate_card")]
    # FOOL is the Joker: the second of the two in deal order
    k = 0
    for s, h in enumerate(d["hands"]):
        for j, c in enumerate(h):
            if c.upper() in ("JOKER", "FOOL"):
                k += 1
                if k == 2:
                    probs.append(("/deals/0/hands/%d/%d" % (s, j), "duplicate_card"))
    probs.sort(key=lambda p: ptr_key(p[0]))
    write("x05-danish-same-card-two-spellings.json", doc, problems=probs)


def x06():
    """Terziglio standard (18 + widow 8) with one hand of 19 and a widow of 7."""
    doc = load("17-terziglio-play-only-solo.json")
    hands, talon, ev = terz_deal(42, 2, 8, "solo")
    hands[1].append(talon.pop())
    doc["deals"] = [{"dealer": 2, "hands": hands, "talon": talon, "events": ev[:3]}]
    write("x06-terziglio-hand-of-19-widow-of-7.json", doc, problems=[
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/talon", "bad_talon_size"),
    ])


def x07():
    """Danish 4 players: the wrong seat sits out (dealer+3 instead of the seat opposite, dealer+2)."""
    doc = load("08-danish-4p-sitter-start-pools-king-ultimo.json")
    d = doc["deals"][0]  # dealer 0: seat 2 should sit out
    d["hands"][2], d["hands"][3] = d["hands"][3], d["hands"][2]
    d["events"] = [e for e in d["events"] if e["type"] in ("payment",)][:2]
    # post-run correction (b): §18 classes this misdeal ("Małe – 5 do każdej puli ... Rozdanie złej
    # ilości kart w taki sposób, że karty trzeba rozdać ponownie"): the table's fine is recorded
    d["events"] += [
        {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 5, "reason": "penalty"},
        {"type": "payment", "from": 0, "to": "king_pool", "amount": 5, "reason": "penalty"},
    ]
    doc["deals"] = [d]
    write("x07-danish-4p-wrong-seat-sits-out.json", doc,
          violations=[(0, None, "misdeal", "§18 small: a misdeal found before play, dealt again")],
          settlement=[{"0": -20, "pagat_pool": 10, "king_pool": 10}])


def x08():
    doc = load("06-ulti-ultinet-max-contra-2-recontra.json")
    doc["rules"] = {"preset": "ultinet", "fold": "never", "max_contra_level": 3, "colour_bonus": True, "four_aces": "yes"}
    write("x08-ulti-bad-option-values.json", doc, problems=[
        ("/rules/fold", "bad_option_value"),
        ("/rules/max_contra_level", "bad_option_value"),
        ("/rules/colour_bonus", "unknown_option"),
        ("/rules/four_aces", "bad_option_value"),
    ], lists_valid=True)


def x09():
    doc = load("02-rage-3p-play-only-stock-kept.json")
    doc["rules"] = {"preset": "amigo-2000", "durch": 1, "plus_minus_one": "true"}
    write("x09-rage-unknown-preset-and-non-booleans.json", doc, problems=[
        ("/rules/preset", "unknown_preset"),
        ("/rules/durch", "bad_option_value"),
        ("/rules/plus_minus_one", "bad_option_value"),
    ], lists_valid=True)


def x10():
    """Danish 3 players: seats and parties that do not exist."""
    pools = {"pagat_pool": 0, "king_pool": 0}
    d0, _n, _i = dk_deal_events(15, 3, 0, pools, fresh=True)
    d1, _n1, _i1 = dk_deal_events(16, 3, 1, pools, fresh=False)
    ev = d0["events"]
    probs = []
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    ev[plays[4]]["seat"] = 3
    probs.append(("/deals/0/events/%d/seat" % plays[4], "bad_seat"))
    pays = [i for i, e in enumerate(ev) if e["type"] == "payment"]
    ev[pays[0]]["from"] = "team0"
    probs.append(("/deals/0/events/%d/from" % pays[0], "bad_party"))
    ev[pays[7]]["to"] = "pool"
    probs.append(("/deals/0/events/%d/to" % pays[7], "bad_party"))
    ev[pays[-1]]["to"] = "-1"
    probs.append(("/deals/0/events/%d/to" % pays[-1], "bad_party"))
    ev.append({"type": "penalty", "party": 5, "code": "play_out_of_turn", "amount": 40})
    probs.append(("/deals/0/events/%d/party" % (len(ev) - 1), "bad_party"))
    d1["dealer"] = 3
    probs.append(("/deals/1/dealer", "bad_seat"))
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": ["Agnieszka", "Bartek", "Celina"],
        "deals": [d0, d1],
    }
    write("x10-danish-bad-seats-and-parties.json", doc, problems=probs)


def x11():
    """Galician: values of the wrong JSON type, and required fields left out."""
    doc = ints(load("12-galician-3p-common-usage-overrides.json"))
    d0, d1 = doc["deals"]
    probs = []
    e0 = d0["events"]
    e0[3]["cards"] = "T5"  # take: a string, not a list
    probs.append(("/deals/0/events/3/cards", "bad_type"))
    e0[5]["items"] = "nothing"
    probs.append(("/deals/0/events/5/items", "bad_type"))
    e0[9]["t"] = 1763665320
    probs.append(("/deals/0/events/9/t", "bad_type"))
    e0[10]["note"] = ["fast", "lead"]
    probs.append(("/deals/0/events/10/note", "bad_type"))
    pays = [i for i, e in enumerate(e0) if e["type"] == "payment"]
    e0[pays[2]]["amount"] = "20"
    probs.append(("/deals/0/events/%d/amount" % pays[2], "bad_type"))
    e0[0]["bid"] = 3
    probs.append(("/deals/0/events/0/bid", "bad_value"))
    e1 = d1["events"]
    d1["dealer"] = "1"
    probs.append(("/deals/1/dealer", "bad_type"))
    del e1[12]["card"]
    probs.append(("/deals/1/events/12/card", "missing_field"))
    pays1 = [i for i, e in enumerate(e1) if e["type"] == "payment"]
    del e1[pays1[0]]["amount"]
    probs.append(("/deals/1/events/%d/amount" % pays1[0], "missing_field"))
    write("x11-galician-wrong-types-missing-fields.json", doc, problems=probs)


def x12():
    """The top level: wrong format version, a player that is not a name, rules not an object,
    an unknown top-level field."""
    doc = load("07-ulti-play-only.json")
    doc["format"] = "trick-transcript/2"
    doc["players"] = ["Anna", 7, "Csilla"]
    doc["rules"] = ["standard"]
    doc["colour"] = "red"
    write("x12-ulti-top-level-broken.json", doc, problems=[
        ("/format", "bad_format"),
        ("/rules", "bad_type"),
        ("/players/1", "bad_players"),
        ("/colour", "unknown_field"),
    ])


def main():
    for f in HERE.glob("*.json"):
        f.unlink()
    for fn in (rage_01, rage_02, rage_03, rage_04, ulti_05, ulti_06, ulti_07, danish_08, danish_09, danish_10,
               galician_11, galician_12, galician_13, otto_14, otto_15, terz_16, terz_17,
               x01, x02, x03, x04, x05, x06, x07, x08, x09, x10, x11, x12):
        fn()
    (HERE / "expectations.txt").write_text(json.dumps(EXPECT, ensure_ascii=False, indent=1, default=str) + "\n", encoding="utf-8")
    print(len(EXPECT), "files")


if __name__ == "__main__":
    main()
