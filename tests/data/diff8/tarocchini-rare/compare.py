"""diff8 driver: construct rare Tarocchini deals, compare engine vs oracle, mutate scores/totals.
Usage: PYTHONPATH=<worktree> python compare.py N_RECORDS [SEED0] [--repros]"""
from __future__ import annotations

import collections
import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import construct as C  # noqa: E402
import oracle  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

value = oracle.value
OTT_OPTS = {"moretti_tie": ["last_played", "first_played"], "monte": [True, False],
            "signals": ["allowed", "after_top_card"], "double_three": [True, False],
            "discard_credit": ["dealer_trick", "side_trick"]}
TER_OPTS = {"moretti_tie": ["last_played", "first_played"], "monte": [True, False],
            "signals": ["allowed", "after_top_card"], "double_three": [True, False],
            "widow": [8, 5], "settlement": ["winners_score", "zero_sum"],
            "solo_doubles_all_tricks": [False, True]}
OTT_SCEN = ["rare", "rare", "double", "matto_last_card", "matto_side_last", "matto_no_trick",
            "dealer_no_trick", "monte", "monte_partial", "decl_win_stop", "decl_win_play"]
TER_SCEN = ["rare", "rare", "double", "all_tricks_decl", "all_tricks_opp", "all_pass", "monte",
            "matto_last_card", "matto_side_last", "gioco_big_exchange"]

STATS = collections.Counter()
COVER = collections.Counter()
DIS = collections.defaultdict(list)


def deal_hands(rng, n, sizes, plants):
    """plants: {seat: (cards, excl)} -> hands with those cards and none of excl."""
    pool = [c for c in C.DECK if not any(c in p[0] for p in plants.values())]
    rng.shuffle(pool)
    hands = {}
    for s, (cards, excl) in plants.items():
        h = list(cards)
        rest = [c for c in pool if c not in excl]
        take = rest[:sizes[s] - len(h)]
        if len(take) < sizes[s] - len(h):
            return None
        for c in take:
            pool.remove(c)
        hands[s] = h + take
    for s in range(n):
        if s not in hands:
            hands[s] = pool[:sizes[s]]
            pool = pool[sizes[s]:]
    return [hands[s] for s in range(n)], pool


def pick_discard(rng, hand, k, keep=()):
    cand = [c for c in hand if value(c) != 5 and c not in keep]
    if len(cand) < k:
        cand = [c for c in hand if value(c) != 5]
    cand.sort(key=lambda c: (value(c), rng.random()))
    return cand[:k] if rng.random() < .6 else rng.sample(cand, k)


def plants_for(rng, scen, n, seats, handsize):
    plants, planted = {}, {}
    used = set()
    if scen in ("rare", "matto_last_card", "matto_side_last", "decl_win_stop", "decl_win_play",
                "monte_partial", "dealer_no_trick", "gioco_big_exchange", "all_tricks_decl"):
        for s in seats:
            for _ in range(30):
                items, cards, excl = C.plant_set(rng, rng.randint(1, 3), handsize)
                if not set(cards) & used:
                    break
            else:
                continue
            # the other seats' planted cards must not be excluded from this one either way
            used |= set(cards)
            plants[s] = (cards, excl)
            planted[s] = items
    elif scen == "double":
        s = seats[0]
        kinds = rng.choice([["cricca"] * 4, ["trumps", "suit", "moretti", "aces", "suit"]])
        items, cards, excl = [], set(), set()
        for _ in range(80):
            if len(items) >= 4:
                break
            k, L, cs, ex = C.catalogue(rng, rng.choice(kinds))
            if any(k == i[0] for i in items) or set(cs) & excl or set(ex) & (cards | set(cs)):
                continue
            if len(cards | set(cs)) > handsize - 1:
                continue
            items.append((k, L)); cards |= set(cs); excl |= set(ex)
        plants[s] = (sorted(cards), sorted(excl))
        planted[s] = items
    return plants, planted


def make_ott_deal(rng, rules, dealer, scen, start_tot):
    n = 4
    dd = {"dealer": dealer}
    if scen == "monte":
        hands, pool = deal_hands(rng, n, [5] * 4, {})
        dd["hands"] = hands
        dd["events"] = [{"type": "redeal", "seat": (dealer + 1 + j) % n, "reason": "monte"}
                        for j in range(n)]
        return dd, {}, "monte"
    seats = rng.sample(range(n), rng.randint(1, 2))
    if scen == "matto_no_trick":
        strong = rng.choice([0, 1])
        trumps = ["T%d" % i for i in range(21)]
        hi = trumps + ["K" + s for s in "SBCD"] + ["Q" + s for s in "SBCD"] + ["N" + rng.choice("SBCD")]
        lo = [c for c in C.DECK if c not in hi]         # includes MATTO
        rng.shuffle(hi); rng.shuffle(lo)
        hands = [None] * 4
        for s in range(4):
            src = hi if s % 2 == strong else lo
            hands[s] = src[:15]
            del src[:15]
        talon = hi + lo
        plants_planted = {}
    else:
        plants, plants_planted = plants_for(rng, scen, n, seats, 15)
        sizes = [15] * 4
        r = deal_hands(rng, n, sizes, plants)
        if r is None:
            return None
        hands, pool = r
        talon = pool[:2]
    dd["hands"] = [list(h) for h in hands]
    dd["talon"] = list(talon)
    ev = []
    if scen == "monte_partial":
        k = rng.randint(1, n - 1)
        ev += [{"type": "redeal", "seat": (dealer + 1 + j) % n, "reason": "monte"}
               for j in range(k) if rng.random() < .7]
    h = [list(x) for x in hands]
    full = h[dealer] + list(talon)
    if rng.random() < .3:
        ev.append({"type": "take", "seat": dealer, "cards": list(talon)})
    keep = set(plants.get(dealer, ([], []))[0]) if scen != "matto_no_trick" else set()
    dis = pick_discard(rng, full, 2, keep)
    ev.append({"type": "discard", "seat": dealer, "cards": dis})
    for c in dis:
        full.remove(c)
    h[dealer] = full
    for j in range(n):
        s = (dealer + 1 + j) % n
        items = C.declare_items(rng, h[s], plants_planted.get(s, []))
        if rng.random() < .08 and not plants_planted.get(s):
            items = []
        ev.append({"type": "declare", "seat": s, "items": items})
    if scen == "decl_win_stop":
        dd["events"] = ev
        return dd, plants_planted, scen
    leader = (dealer + 1) % n
    best = None
    for attempt in range(40):
        modes = [rng.choice(["rand", "high", "low"]) for _ in range(n)]
        keep_matto = None
        mo = next(s for s in range(n) if "MATTO" in h[s])
        if scen == "matto_last_card":
            keep_matto = {mo: "play_last"}
        if scen == "matto_no_trick":
            modes = ["high" if s % 2 == strong else "low" for s in range(n)]
        if scen == "dealer_no_trick":
            modes[dealer] = "low"
            if rules.get("discard_credit") == "side_trick":
                modes[(dealer + 2) % n] = "low"
        pe, winners = C.play_out(rng, h, leader, n, rules, modes, keep_matto)
        best = pe
        last_side = winners[-1][2] % 2
        if scen in ("matto_last_card", "matto_side_last") and last_side != mo % 2:
            continue
        if scen == "matto_side_last":
            mt = next(i for i, w in enumerate(winners) if "MATTO" in w[0])
            if mt == len(winners) - 1:
                continue
        if scen == "dealer_no_trick":
            if rules.get("discard_credit") == "side_trick":
                if any(w[2] % 2 == dealer % 2 for w in winners):
                    continue
            elif any(w[2] == dealer for w in winners):
                continue
        STATS["scenario_hit " + scen] += 1
        break
    dd["events"] = ev + best
    return dd, plants_planted, scen


def make_ter_deal(rng, rules, dealer, scen):
    n = 3
    wsize = int(rules.get("widow", 8))
    hsize = (62 - wsize) // 3
    dd = {"dealer": dealer}
    plants_kept = None
    order = [(dealer + 1 + j) % n for j in range(n)]
    if scen == "monte":
        r = deal_hands(rng, n, [5] * 3, {})
        dd["hands"] = r[0]
        dd["events"] = [{"type": "redeal", "seat": s, "reason": "monte"} for s in order]
        return dd, {}, scen
    decl = rng.choice(order)
    contract = rng.choice(["gioco", "solo"])
    if scen == "gioco_big_exchange":
        contract = "gioco"
    if scen == "all_tricks_decl":
        trumps = ["T%d" % i for i in range(5, 21)]
        hi = trumps + rng.sample(["K" + s for s in "SBCD"], hsize - 16)
        lo = [c for c in C.DECK if c not in hi]
        rng.shuffle(lo)
        hands = [None] * 3
        hands[decl] = hi
        others = [s for s in range(3) if s != decl]
        hands[others[0]] = lo[:hsize]; hands[others[1]] = lo[hsize:2 * hsize]
        talon = lo[2 * hsize:]
        planted = {}
    elif scen == "all_tricks_opp":
        others = [s for s in range(3) if s != decl]
        trumps = ["T%d" % i for i in range(21)] + ["K" + s for s in "SBCD"] + \
            ["Q" + s for s in "SBCD"] + ["N" + s for s in "SBCD"]
        rng.shuffle(trumps)
        lo = [c for c in C.DECK if c not in trumps]
        rng.shuffle(lo)
        hands = [None] * 3
        hands[others[0]] = trumps[:hsize]
        rest = trumps[hsize:] + lo
        hands[others[1]] = rest[:hsize]
        rest = rest[hsize:]
        rng.shuffle(rest)
        lo2 = [c for c in rest if c not in C.DECK[:22] and c[0] not in "KQN"]
        hi2 = [c for c in rest if c not in lo2]
        hands[decl] = (lo2 + hi2)[:hsize]
        talon = [c for c in rest if c not in hands[decl]]
        planted = {}
    else:
        seats = [decl] if rng.random() < .6 else rng.sample(range(3), 2)
        plants, planted = plants_for(rng, scen, n, seats, hsize)
        plants_kept = plants
        r = deal_hands(rng, n, [hsize] * 3, plants)
        if r is None:
            return None
        hands, talon = r
    dd["hands"] = [list(x) for x in hands]
    dd["talon"] = list(talon)
    ev = []
    if scen == "all_pass":
        dd["events"] = [{"type": "bid", "seat": s, "bid": "pass"} for s in order]
        return dd, planted, scen
    for s in order:
        if s == decl:
            ev.append({"type": "bid", "seat": s, "bid": contract})
            if contract == "solo":
                break
        elif order.index(s) < order.index(decl) and contract == "solo" and rng.random() < .3:
            ev.append({"type": "bid", "seat": s, "bid": "gioco"})
        else:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
    h = [list(x) for x in hands]
    if contract == "gioco":
        k = rng.randint(0, wsize) if scen != "gioco_big_exchange" else wsize
        if scen in ("all_tricks_decl", "all_tricks_opp"):
            k = 0
        if k:
            tk = rng.sample(talon, k)
            pk = set((plants_kept or {}).get(decl, ([], []))[0])
            while k and len([c for c in h[decl] + tk if value(c) != 5 and c not in pk]) < k:
                k -= 1
                tk = tk[:k]
        if k:
            ev.append({"type": "take", "seat": decl, "cards": tk})
            h[decl] += tk
            keep = set(tk) if rng.random() < .5 else set()
            for s2, (cs2, _ex) in (plants_kept or {}).items():
                if s2 == decl:
                    keep |= set(cs2)
            if len([c for c in h[decl] if value(c) != 5 and c not in keep]) < k:
                keep = pk
            dis = pick_discard(rng, h[decl], k, keep)
            if len(dis) < k:
                return None
            ev.append({"type": "discard", "seat": decl, "cards": dis})
            for c in dis:
                h[decl].remove(c)
    for s in order:
        items = C.declare_items(rng, h[s], planted.get(s, []))
        ev.append({"type": "declare", "seat": s, "items": items})
    leader = order[0]
    best = None
    for attempt in range(40):
        modes = [rng.choice(["rand", "high", "low"]) for _ in range(n)]
        if scen == "all_tricks_decl":
            modes = ["high" if s == decl else "low" for s in range(3)]
        if scen == "all_tricks_opp":
            modes = ["low" if s == decl else "high" for s in range(3)]
        mo = next(s for s in range(n) if "MATTO" in h[s]) if any("MATTO" in x for x in h) else None
        keep_matto = {mo: "play_last"} if scen == "matto_last_card" and mo is not None else None
        pe, winners = C.play_out(rng, h, leader, n, rules, modes, keep_matto)
        best = pe
        side = (lambda s: s == decl)
        if scen in ("matto_last_card", "matto_side_last"):
            if mo is None or side(winners[-1][2]) != side(mo):
                continue
        if scen == "all_tricks_decl" and any(w[2] != decl for w in winners):
            continue
        if scen == "all_tricks_opp" and any(w[2] == decl for w in winners):
            continue
        STATS["scenario_hit " + scen] += 1
        break
    dd["events"] = ev + best
    return dd, planted, scen


def rand_rules(rng, ott):
    opts = OTT_OPTS if ott else TER_OPTS
    r = {}
    for k, vals in opts.items():
        if rng.random() < .5:
            r[k] = rng.choice(vals)
    return r


def build_record(seed):
    rng = random.Random(seed)
    ott = seed % 2 == 0
    rules = rand_rules(rng, ott)
    n = 4 if ott else 3
    game = "tarocchini-" + ("ottocento" if ott else "terziglio")
    doc = {"format": "trick-transcript/1", "game": game, "rules": rules,
           "players": ["P%d" % i for i in range(n)], "deals": []}
    keys = ["team0", "team1"] if ott else list(range(n))
    scen_list = OTT_SCEN if ott else TER_SCEN
    ndeals = rng.randint(1, 3)
    dealer = rng.randrange(n)
    meta = []
    start = None
    if rng.random() < .6:
        start = [rng.randint(0, 700) for _ in keys] if ott else [rng.randint(-20, 40) for _ in keys]
    for di in range(ndeals):
        for _ in range(10):
            scen = rng.choice(scen_list)
            if not rules.get("monte", True) and scen in ("monte", "monte_partial"):
                continue
            if scen.startswith("decl_win") and di > 0:
                continue
            r = make_ott_deal(rng, rules, dealer, scen, start) if ott else \
                make_ter_deal(rng, rules, dealer, scen)
            if r is not None:
                break
        dd, planted, scen = r
        doc["deals"].append(dd)
        meta.append({"scen": scen, "planted": {s: [(list(k), L) for k, L in v]
                                               for s, v in planted.items()}})
        dealer = (dealer + 1) % n
    # decl_win: put the start totals just below 800 for the side with declarations
    if meta[0]["scen"].startswith("decl_win"):
        d0 = doc["deals"][0]
        st = [0, 0]
        for e in d0["events"]:
            if e["type"] == "declare":
                st[e["seat"] % 2] += oracle.combos.combo_total(e["items"], rules.get("double_three", True))
        side = 0 if st[0] >= st[1] else 1
        if st[side] == 0:
            d0["events"].insert(len([e for e in d0["events"] if e["type"] in ("discard", "take")]), None)
            d0["events"] = [e for e in d0["events"] if e is not None]
        start = [rng.randint(300, 700), rng.randint(300, 700)]
        start[side] = 800 - rng.randint(max(st[side], 1) if rng.random() < .5 else 1, max(st[side], 1))
        if rng.random() < .2:     # both reach 800, different totals
            start[1 - side] = 800 - max(st[1 - side], 0) + (0 if st[1 - side] else 5)
    if start is not None:
        doc["start"] = {"totals": start}
    return doc, meta


def engine_odd_pairs(v):
    out = {}
    for di, d in enumerate(v.get("deals", [])):
        w = (d.get("computed") or {}).get("widow") or {}
        if w.get("odd_pair_off"):
            out[di] = w["odd_pair_off"]
    return out


def write_scores(rng, doc, oj):
    ott = doc["game"].endswith("ottocento")
    for deal, o in zip(doc["deals"], oj):
        r = o["res"]
        mode = r.get("mode")
        if mode == "thrown_in" and rng.random() < .5:
            continue
        if mode == "incomplete":
            continue
        keys = ["team0", "team1"] if ott else list(range(len(doc["players"])))
        sc = []
        for k in keys:
            if ott and mode == "played" and rng.random() < .4:
                for reason, part in (("declarations", "decl_side"), ("combinations", "combos"),
                                     ("card_points", "card_points"), ("last_trick", "last")):
                    sc.append({"type": "score", "party": k, "points": r[part][k], "reason": reason})
            else:
                sc.append({"type": "score", "party": k, "points": r.get("scores", {}).get(k, 0)})
        tt = [{"type": "total", "party": k, "points": r["totals"][k]} for k in keys]
        deal["events"] += sc + tt


def viol(v, di):
    out = collections.defaultdict(set)
    if v.get("status") == "rejected" or di >= len(v.get("deals", [])):
        return out
    for a in v["deals"][di]["annotations"]:
        if a["severity"] == "violation":
            out[a.get("event")].add(a["code"])
    return out


def compare_computed(doc, v, oj, meta, rec_id):
    """Compare engine computed vs oracle per deal; returns list of (class, detail)."""
    ott = doc["game"].endswith("ottocento")
    res = []
    for di, (o, dv) in enumerate(zip(oj, v["deals"])):
        comp = dv.get("computed") or {}
        r = o["res"]
        STATS["deals"] += 1
        mode = {"thrown_in": "thrown_in", "played": "played", "declarations": "declarations",
                "incomplete": "incomplete"}[r["mode"]]
        STATS["fields_compared"] += 1
        if comp.get("mode") != mode:
            res.append(("mode", di, comp.get("mode"), mode))
            continue
        COVER["mode " + mode] += 1
        # declarations per seat
        ed = {int(s): x["points"] for s, x in (comp.get("declarations") or {}).items()}
        for s, pts in r.get("declared", {}).items():
            STATS["fields_compared"] += 1
            if ed.get(s, 0) != pts:
                res.append(("declared_points", di, s, ed.get(s, 0), pts))
        if mode == "played":
            pts = comp.get("points", {})
            for sd, od in r["points"].items():
                ep = pts.get(sd, {})
                for part, ov in (("declarations", r["decl_side"][sd]), ("combinations", r["combos"][sd]),
                                 ("card_points", r["card_points"][sd]), ("last_trick", r["last"][sd]),
                                 ("total", od)):
                    STATS["fields_compared"] += 1
                    if ep.get(part) != ov:
                        res.append(("points_" + part, di, sd, ep.get(part), ov))
            if not ott:
                STATS["fields_compared"] += 2
                if comp.get("winner") != r["winner"] or comp.get("game_points") != r["game_points"]:
                    res.append(("terziglio_result", di, comp.get("winner"), comp.get("game_points"),
                                r["winner"], r["game_points"]))
        et = {str(k): x for k, x in (comp.get("totals") or {}).items()}
        for k, x in r["totals"].items():
            STATS["fields_compared"] += 1
            if et.get(str(k)) != x:
                res.append(("totals", di, k, et.get(str(k)), x))
    return res


def coverage(doc, oj, meta, op=None):
    ott = doc["game"].endswith("ottocento")
    dbl = doc["rules"].get("double_three", True)
    for di, (deal, o, m) in enumerate(zip(doc["deals"], oj, meta)):
        o["odd"] = (op or {}).get(di)
        COVER["scen " + ("ott " if ott else "ter ") + m["scen"]] += 1
        r = o["res"]
        for s, items in m["planted"].items():
            hand = list(deal["hands"][int(s)])
            if ott and int(s) == deal["dealer"]:
                hand += deal.get("talon") or []
            held = oracle.combos.holdings(hand)
            for k, L in items:
                k = tuple(k)
                hh = held.get(k, 0)
                COVER["planted-vs-oracle-holdings " + ("exact" if hh == L else "longer" if hh > L else "SHORTER")] += 1
                tag = k[1] if k[0] == "sequence" else "cricca " + k[1]
                COVER["planted %s %d" % (tag, L)] += 1
        for e in deal["events"]:
            if e["type"] == "declare":
                ks = [it.get("kind") for it in e["items"]]
                if ks.count("cricca") >= 3 or ks.count("sequence") >= 3:
                    COVER["declared set doubled (%s)" % ("on" if dbl else "off")] += 1
                for it in e["items"]:
                    tag = it.get("of") if it["kind"] == "sequence" else "cricca " + it["of"]
                    COVER["declared %s %s" % (tag, it.get("length", it.get("count")))] += 1
        if r.get("mode") == "played":
            for sd, pile in r["piles"].items():
                h = oracle.combos.holdings(pile)
                if sum(k[0] == "cricca" for k in h) >= 3 or sum(k[0] == "sequence" for k in h) >= 3:
                    COVER["after-play set doubled"] += 1
                for k, L in h.items():
                    COVER["after-play %s %d" % (k[1], L)] += 1
            if not ott:
                w = r["winner"]
                p = r["points"][w]
                won = r["won"]
                if won["declarer"] == 0 or won["opponents"] == 0:
                    COVER["ter all tricks to " + ("declarer" if won["opponents"] == 0 else "opponents")
                          + " " + r["contract"]] += 1
                else:
                    COVER["ter rounding residue %02d" % (p % 50) if p % 50 in (0, 1, 44, 45, 46, 49)
                          else "ter rounding residue other"] += 1
                if r["points"]["declarer"] == r["points"]["opponents"]:
                    COVER["ter tie (declarer loses)"] += 1
                COVER["ter contract " + r["contract"]] += 1
                if all(len(x) % 2 for x in r["piles"].values()):
                    COVER["ter odd pair, charged to (engine) %s" % o.get("odd")] += 1
                res = p % 50
                COVER["ter winner residue " + ("45-49 (round up)" if res >= 45 else "44 (down, edge)" if res == 44
                                               else "0 (exact)" if res == 0 else "1-43")] += 1


def mutations(rng, doc, v0):
    """Yield (kind, di, ei_or_None, mutated_doc) for score/total events."""
    ott = doc["game"].endswith("ottocento")
    keys = ["team0", "team1"] if ott else [0, 1, 2]
    for di, deal in enumerate(doc["deals"]):
        idx = [i for i, e in enumerate(deal["events"]) if e["type"] in ("score", "total")]
        for i in idx:
            e = deal["events"][i]
            for kind in ("amount+1", "amount-1", "amount+5", "party", "missing", "extra"):
                m = copy.deepcopy(doc)
                me = m["deals"][di]["events"]
                if kind.startswith("amount"):
                    me[i]["points"] += int(kind[6:])
                    yield kind, di, i, m
                elif kind == "party":
                    others = [k for k in keys if k != e["party"]]
                    me[i]["party"] = rng.choice(others)
                    yield kind, di, i, m
                elif kind == "missing":
                    del me[i]
                    yield kind, di, None, m
                elif kind == "extra":
                    me.insert(i + 1, dict(e))
                    yield kind, di, i + 1, m


def main():
    N = int(sys.argv[1])
    seed0 = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else 0
    want_repros = "--repros" in sys.argv
    examples = {}
    MUT = collections.Counter()
    MUT_AGREE = collections.Counter()
    for seed in range(seed0, seed0 + N):
        rng = random.Random(seed * 7 + 1)
        doc, meta = build_record(seed)
        v0 = validate(copy.deepcopy(doc))
        if v0.get("status") == "rejected":
            STATS["rejected_unscored"] += 1
            DIS["rejected"].append((seed, v0.get("problems")))
            examples.setdefault("rejected", (doc, v0.get("problems")))
            continue
        op = engine_odd_pairs(v0)
        oj = oracle.judge(doc, op)
        write_scores(rng, doc, oj)
        oj = oracle.judge(doc, op)
        v = validate(copy.deepcopy(doc))
        STATS["records"] += 1
        STATS["records " + doc["game"]] += 1
        STATS["events"] += sum(len(d["events"]) for d in doc["deals"])
        coverage(doc, oj, meta, op)
        for k, vv in doc["rules"].items():
            COVER["option %s=%s" % (k, vv)] += 1
        # legality of the constructed record, event by event
        for di, o in enumerate(oj):
            ev = viol(v, di)
            ob = set(o["bad_events"])
            eb = {i for i in ev if i is not None}
            for i in ob | eb | ({None} if None in ev else set()):
                cls = "event " + ("/".join(sorted(ev.get(i, {"-"}))) + " vs oracle " + str(o["bad_events"].get(i, "-")))
                DIS[cls].append((seed, di, i))
                examples.setdefault(cls, (doc, {"deal": di, "event": i, "engine": sorted(ev.get(i, [])),
                                                "oracle": o["bad_events"].get(i)}))
        if v.get("status") == "rejected":
            DIS["rejected"].append((seed, v.get("problems")))
            continue
        for d in compare_computed(doc, v, oj, meta, seed):
            cls = "computed " + d[0]
            DIS[cls].append((seed,) + d[1:])
            examples.setdefault(cls, (doc, {"detail": list(map(str, d))}))
        # targeted: each planted rare item declared one card longer than held
        for di, (deal, mt) in enumerate(zip(doc["deals"], meta)):
            for s, items in mt["planted"].items():
                for ei, e in enumerate(deal["events"]):
                    if e["type"] == "declare" and e["seat"] == s:
                        for j, it in enumerate(e["items"]):
                            m = copy.deepcopy(doc)
                            mi = m["deals"][di]["events"][ei]["items"][j]
                            if mi["kind"] == "cricca":
                                if mi["count"] == 4:
                                    continue
                                mi["count"] = 4
                            else:
                                mi["length"] += 1
                            vm = validate(copy.deepcopy(m))
                            om = oracle.judge(m, op)
                            e_at = "false_declaration" in viol(vm, di).get(ei, set())
                            if vm.get("status") == "rejected":
                                e_at = "rejected:" + ",".join(sorted({p.get("code", "?") for p in vm.get("problems") or []}))
                            o_at = ei in om[di]["bad_events"]
                            tagk = it.get("of") if it["kind"] == "sequence" else "cricca"
                            MUT["decl+1 %s: engine %s oracle %s" % (tagk, e_at, o_at)] += 1
                            if e_at != o_at:
                                cls = "mutation decl+1 %s: engine %s oracle %s" % (tagk, e_at, o_at)
                                DIS[cls].append((seed, di, ei, j))
                                examples.setdefault(cls, (m, {"deal": di, "event": ei, "item": j}))
        # mutations of scores and totals
        for kind, di, ei, m in mutations(rng, doc, v):
            if rng.random() > 0.35:
                continue
            MUT[kind] += 1
            vm = validate(copy.deepcopy(m))
            om = oracle.judge(m, op)
            ev = viol(vm, di)
            ob = om[di]["bad_events"]
            if ei is None:        # missing: compare "anything flagged in the deal"
                e_any = any(ev.values())
                o_any = bool(ob)
                ok = e_any == o_any
                tag = "missing: engine %s, oracle %s" % ("flags" if e_any else "silent",
                                                        "flags" if o_any else "silent")
            else:
                me = m["deals"][di]["events"]
                typ = me[ei]["type"]
                grp = [j for j, x in enumerate(me) if x["type"] == typ and str(x.get("party")) == str(me[ei].get("party"))]
                e_at = set().union(*[ev.get(j, set()) for j in grp]) & {"wrong_score", "wrong_total"}
                o_at = any(j in ob for j in grp)
                if kind == "party" and typ == "score":
                    reasons = sorted({str(x.get("reason")) for j, x in enumerate(me) if j in grp})
                    tag_shape = "labelled+unlabelled" if "None" in reasons and len(reasons) > 1 else (
                        "labelled" if "None" not in reasons else "unlabelled")
                    MUT["party shape %s: engine %s oracle %s" % (tag_shape, bool(e_at), any(j in ob for j in grp))] += 1
                if e_at and ei not in ev:
                    MUT["reported at another event of the same party (%s)" % typ] += 1
                ok = bool(e_at) == o_at
                tag = "%s: engine %s, oracle %s" % (kind.rstrip("+-15"), sorted(e_at) or "silent",
                                                    "flags" if o_at else "silent")
            MUT["outcome " + tag] += 1
            if ok:
                MUT_AGREE[kind] += 1
            else:
                cls = "mutation " + tag
                DIS[cls].append((seed, kind, di, ei))
                examples.setdefault(cls, (m, {"deal": di, "event": ei, "kind": kind,
                                              "engine": {str(k): sorted(x) for k, x in ev.items()},
                                              "oracle": {str(k): x for k, x in ob.items()}}))
    print("RECORDS", N, "from seed", seed0)
    for k in sorted(STATS):
        print("  %-40s %d" % (k, STATS[k]))
    print("COVERAGE")
    for k in sorted(COVER):
        print("  %-48s %d" % (k, COVER[k]))
    print("MUTATIONS (agreeing at the mutated event / total)")
    for k in sorted(MUT):
        print("  %-60s %d%s" % (k, MUT[k], ("  agree %d" % MUT_AGREE[k]) if k in MUT_AGREE or not k.startswith("outcome") else ""))
    print("DISAGREEMENTS")
    for k in sorted(DIS):
        print("  %-70s %d  e.g. %s" % (k, len(DIS[k]), DIS[k][:3]))
    if want_repros:
        (HERE / "examples.json").write_text(json.dumps({k: {"transcript": d, "info": i}
                                                        for k, (d, i) in examples.items()}))


if __name__ == "__main__":
    main()
