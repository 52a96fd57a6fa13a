"""Differential comparison of the play-only Rage oracle against Arbiter's validate().

Run: PYTHONPATH=/work/wt-diff3-rage /work/venv/bin/python tests/data/diff3/rage/compare.py [N]
Writes results.json next to this file.
"""
import copy
import itertools
import json
import os
import random
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(__file__))
from oracle import analyse, analyse_deal, parse, canon, DECK, COLOURS, Stock  # noqa: E402

from replays.sim.rage import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

OPTS = ["plus_minus_one", "hidden_bid", "secret_bid", "durch"]
COMBOS = [dict(zip(OPTS, bits)) for bits in itertools.product([False, True], repeat=4)]
FOCUS = {"revoke", "action_card_while_able_to_follow", "card_not_in_hand",
         "wild_without_colour", "out_of_turn"}


def play_only(doc, talon_mode="full"):
    d = copy.deepcopy(doc)
    for deal in d["deals"]:
        deal["hands"] = None
        if talon_mode == "turned":
            # keep only the stock cards the round actually turned (a realistic play-only record)
            used = analyse_deal(deal, len(d["players"]), d.get("rules") or {},
                                [0] * len(d["players"]))["stock_used"]
            deal["talon"] = deal["talon"][:used]
        elif talon_mode == "short":
            # a stock recorded only in part (fewer cards than the round turned)
            used = analyse_deal(deal, len(d["players"]), d.get("rules") or {},
                                [0] * len(d["players"]))["stock_used"]
            deal["talon"] = deal["talon"][:max(1, used // 2)]
    return d


def engine_flags(verdict, di):
    out = defaultdict(set)
    if verdict["status"] == "rejected":
        return None
    for a in verdict["deals"][di]["annotations"]:
        if a["severity"] == "violation":
            out[a["event"]].add(a["code"])
    return out


def coverage(doc, stats):
    """Count the situations of the positive corpus that bear on the rules checked."""
    import oracle
    n = len(doc["players"])
    for deal in doc["deals"]:
        ps = [e for e in deal["events"] if e.get("type") == "play"]
        for k in range(0, len(ps), n):
            tr = [canon(e["card"]) for e in ps[k:k + n]]
            nt, ch = tr.count("NOTRUMP"), tr.count("CHANGE")
            if nt >= 2:
                stats["cov_two_notrump_trick"] += 1
            if ch >= 2:
                stats["cov_two_change_trick"] += 1
            if nt and ch:
                first = min(tr.index("NOTRUMP"), tr.index("CHANGE"))
                stats["cov_notrump_then_change" if tr[first] == "NOTRUMP"
                      else "cov_change_then_notrump"] += 1
            if tr.count("WILD") == 2:
                named = [e.get("named") for e in ps[k:k + n] if canon(e["card"]) == "WILD"]
                stats["cov_two_wilds_same" if named[0] == named[1] else "cov_two_wilds"] += 1
            if parse(tr[0])[0] is None:
                stats["cov_action_lead"] += 1
                if all(parse(c)[0] is None and c != "WILD" for c in tr):
                    stats["cov_all_action_trick"] += 1
            if tr[0] == "WILD":
                stats["cov_wild_lead"] += 1
        r = oracle.analyse_deal(deal, n, doc.get("rules") or {}, [0] * n)
        stats["cov_voids_shown"] += len(r["voids"])
        if r.get("won") and max(r["won"]) == r["tricks"] and (doc.get("rules") or {}).get("durch"):
            stats["cov_durch" if r["tricks"] > 1 else "cov_durch_one_card_round"] += 1
        oracle.NOTRUMP_READING = "last"
        r2 = oracle.analyse_deal(deal, n, doc.get("rules") or {}, [0] * n)
        oracle.NOTRUMP_READING = "absolute"
        if r2["scores"] != r["scores"]:
            stats["cov_deals_scored_differently_under_reading_last"] += 1
        if r2["winners"] != r["winners"]:
            stats["cov_deals_winners_differ_under_reading_last"] += 1


def positive(doc, verdict, orc, stats, bad, tag):
    if verdict["status"] != "clean":
        bad.append({"tag": tag, "kind": "engine_not_clean", "status": verdict["status"],
                    "ann": [a for d in verdict.get("deals", []) for a in d["annotations"]][:5],
                    "problems": verdict.get("problems", [])[:3]})
        return
    for di, (deal, r) in enumerate(zip(doc["deals"], orc)):
        stats["deals"] += 1
        stats["plays"] += sum(1 for e in deal["events"] if e.get("type") == "play")
        if r["flags"]:
            bad.append({"tag": tag, "deal": di, "kind": "oracle_flags_sim",
                        "flags": {str(k): sorted(v) for k, v in r["flags"].items()}})
        comp = verdict["deals"][di].get("computed", {})
        if r.get("scores") is not None:
            stats["scores"] += len(r["scores"])
            if comp.get("scores") != r["scores"]:
                bad.append({"tag": tag, "deal": di, "kind": "scores", "engine": comp.get("scores"),
                            "oracle": r["scores"]})
            if comp.get("trick_winners") != r["winners"]:
                bad.append({"tag": tag, "deal": di, "kind": "winners",
                            "engine": comp.get("trick_winners"), "oracle": r["winners"]})
            rec = [e["points"] for e in deal["events"] if e.get("type") == "score"]
            if rec and rec != r["scores"]:
                bad.append({"tag": tag, "deal": di, "kind": "recorded_scores", "rec": rec,
                            "oracle": r["scores"]})
        unc = verdict["deals"][di].get("unchecked", [])
        if not any("follow colour" in u for u in unc):
            bad.append({"tag": tag, "deal": di, "kind": "no_unchecked_note", "unchecked": unc})


# ---------------------------------------------------------------- mutations
def plays_of(deal):
    return [i for i, e in enumerate(deal["events"]) if e.get("type") == "play"]


def mut_swap_same_player(deal, rng, n):
    ps = plays_of(deal)
    by = defaultdict(list)
    for k, i in enumerate(ps):
        by[deal["events"][i]["seat"]].append((k // n, i))
    cands = [(a, b) for s, lst in by.items() for a, b in itertools.combinations(lst, 2)
             if a[0] != b[0]]
    if not cands:
        return None
    # prefer swaps that create a colour card after a void was shown
    (_, i), (_, j) = rng.choice(cands)
    ev = deal["events"]
    for f in ("card", "named"):
        ev[i][f], ev[j][f] = ev[j].get(f), ev[i].get(f)
        for x in (i, j):
            if ev[x][f] is None:
                del ev[x][f]
    return [i, j]


def mut_swap_players(deal, rng, n):
    ps = plays_of(deal)
    ev = deal["events"]
    cands = [(i, j) for i, j in itertools.combinations(ps, 2) if ev[i]["seat"] != ev[j]["seat"]]
    if not cands:
        return None
    i, j = rng.choice(cands)
    for f in ("card", "named"):
        ev[i][f], ev[j][f] = ev[j].get(f), ev[i].get(f)
        for x in (i, j):
            if ev[x][f] is None:
                del ev[x][f]
    return [i, j]


def mut_duplicate(deal, rng, n):
    """Replace a played card by one already played elsewhere in the deal or lying in the talon."""
    ps = plays_of(deal)
    ev = deal["events"]
    i = rng.choice(ps)
    pool = [ev[j]["card"] for j in ps if j != i and ev[j]["card"] != ev[i]["card"]]
    pool += [c for c in deal["talon"] if c != ev[i]["card"]]
    c = rng.choice(pool)
    ev[i]["card"] = c
    if canon(c) == "WILD":
        ev[i]["named"] = rng.choice(COLOURS)
    else:
        ev[i].pop("named", None)
    return [i]


def mut_unseen(deal, rng, n):
    """Replace a played card by a card that appears nowhere else in the record (legal supply)."""
    ps = plays_of(deal)
    ev = deal["events"]
    used = Counter(canon(ev[j]["card"]) for j in ps) + Counter(canon(c) for c in deal["talon"])
    free = [c for c in DECK if used[c] < DECK[c]]
    if not free:
        return None
    i = rng.choice(ps)
    c = rng.choice(free)
    ev[i]["card"] = c
    if c == "WILD":
        ev[i]["named"] = rng.choice(COLOURS)
    else:
        ev[i].pop("named", None)
    return [i]


def mut_wild_name(deal, rng, n):
    ps = [i for i in plays_of(deal) if canon(deal["events"][i]["card"]) == "WILD"]
    if not ps:
        return None
    i = rng.choice(ps)
    r = rng.random()
    if r < 0.2:
        deal["events"][i].pop("named", None)
    elif r < 0.3:
        deal["events"][i]["named"] = "X"
    else:
        deal["events"][i]["named"] = rng.choice([c for c in COLOURS
                                                 if c != deal["events"][i].get("named")])
    return [i]


def mut_targeted_revoke(deal, rng, n):
    """Swap so that a player plays a colour after a trick where he did not follow it."""
    ps = plays_of(deal)
    ev = deal["events"]
    tricks = [ps[k:k + n] for k in range(0, len(ps), n)]
    # find (trick t, seat s, lead colour L) where s did not follow L; then a later play by s of
    # another card; replace-swap: give s a card of colour L later by swapping with another
    # seat's later L card
    opts = []
    for t, tr in enumerate(tricks):
        lead = None
        for i in tr:
            col, v = parse(ev[i]["card"])
            if lead is None:
                if col is not None:
                    lead = col
                elif v == "WILD":
                    lead = ev[i].get("named")
                continue
            if col != lead:
                s = ev[i]["seat"]
                later_s = [j for tr2 in tricks[t + 1:] for j in tr2 if ev[j]["seat"] == s]
                later_L = [j for tr2 in tricks[t + 1:] for j in tr2
                           if ev[j]["seat"] != s and parse(ev[j]["card"])[0] == lead]
                for a in later_s:
                    for b in later_L:
                        opts.append((a, b))
    if not opts:
        return None
    a, b = rng.choice(opts)
    for f in ("card", "named"):
        ev[a][f], ev[b][f] = ev[b].get(f), ev[a].get(f)
        for x in (a, b):
            if ev[x][f] is None:
                del ev[x][f]
    return [a, b]


def mut_wild_for_follow(deal, rng, n):
    """A follower who followed colour C (and plays C again later) plays a joker instead,
    naming C or another colour: by S:115 the joker (an action card, S:19) shows void in C."""
    ps = plays_of(deal)
    ev = deal["events"]
    tricks = [ps[k:k + n] for k in range(0, len(ps), n)]
    opts = []
    for t, tr in enumerate(tricks):
        lead = None
        for i in tr:
            col, v = parse(ev[i]["card"])
            if lead is None:
                if col is not None:
                    lead = col
                elif v == "WILD":
                    lead = ev[i].get("named")
                continue
            if col == lead:
                s_ = ev[i]["seat"]
                if any(ev[j]["seat"] == s_ and parse(ev[j]["card"])[0] == lead
                       for tr2 in tricks[t + 1:] for j in tr2):
                    opts.append((i, lead))
    if not opts:
        return None
    i, lead = rng.choice(opts)
    ev[i]["card"] = rng.choice(["WILD", "WILD", "PLUS5", "CHANGE", "NOTRUMP", "MINUS5"])
    if ev[i]["card"] == "WILD":
        ev[i]["named"] = lead if rng.random() < 0.6 else rng.choice(COLOURS)
    else:
        ev[i].pop("named", None)
    return [i]


def mut_action_lead(deal, rng, n):
    """The leader of a trick leads an action card instead: the second card may be anything
    and the first colour card / joker fixes the colour (S:131)."""
    ps = plays_of(deal)
    ev = deal["events"]
    i = rng.choice(ps[::n])
    ev[i]["card"] = rng.choice(["PLUS5", "MINUS5", "NOTRUMP", "CHANGE"])
    ev[i].pop("named", None)
    return [i]


def mut_cross_deal(po, di, rng, n):
    """Swap a card of one seat between two consecutive deals: a colour the seat showed void in
    during one round may legally be played in the other (hands are dealt anew, S:23,29)."""
    if di + 1 >= len(po["deals"]):
        return None
    d1, d2 = po["deals"][di], po["deals"][di + 1]
    p1, p2 = plays_of(d1), plays_of(d2)
    seat = rng.randrange(n)
    a = [i for i in p1 if d1["events"][i]["seat"] == seat]
    b = [i for i in p2 if d2["events"][i]["seat"] == seat]
    if not a or not b:
        return None
    i, j = rng.choice(a), rng.choice(b)
    e1, e2 = d1["events"][i], d2["events"][j]
    for f in ("card", "named"):
        e1[f], e2[f] = e2.get(f), e1.get(f)
        for x in (e1, e2):
            if x[f] is None:
                del x[f]
    return [(di, i), (di + 1, j)]


MUTATORS = {"wild_for_follow": mut_wild_for_follow, "action_lead": mut_action_lead,"swap_same_player": mut_swap_same_player, "swap_players": mut_swap_players,
            "duplicate": mut_duplicate, "unseen": mut_unseen, "wild_name": mut_wild_name,
            "targeted_revoke": mut_targeted_revoke}


def main(N=600, muts_per=16):
    stats = Counter()
    bad = []
    mdis = []
    silent_cases = []
    mstats = Counter()
    for seed in range(N):
        players = 3 + seed % 6
        opts = COMBOS[(seed // 6) % 16]
        doc = simulate(seed, players=players, **opts)
        stats["sessions"] += 1
        for mode in ("full", "turned"):
            po = play_only(doc, mode)
            v = validate(po)
            orc = analyse(po)
            positive(po, v, orc, stats, bad, {"seed": seed, "players": players, "opts": opts,
                                                "talon": mode})
        coverage(play_only(doc, "full"), stats)
        po = play_only(doc, "short")
        v = validate(po)
        stats["short_sessions"] += 1
        if v["status"] == "rejected" or v["summary"]["violations"]:
            bad.append({"tag": {"seed": seed, "talon": "short"}, "kind": "short_not_clean",
                        "by_code": v["summary"].get("by_code")})
        else:
            stats["short_warnings"] += v["summary"].get("warnings", 0)
        # a record with the stock dropped altogether: the spec requires it for Rage (F:54)
        po = play_only(doc, "full")
        for deal in po["deals"]:
            del deal["talon"]
        v = validate(po)
        stats["no_talon_" + v["status"]] += 1
        # mutations on the full-talon play-only record (and the turned-only one, alternating)
        rng = random.Random(seed)
        for m in range(muts_per):
            mode = ("full", "turned", "short")[m % 3]
            po = play_only(doc, mode)
            name = rng.choice(list(MUTATORS) + ["cross_deal"])
            di = rng.randrange(len(po["deals"]))
            if name == "cross_deal":
                muts = mut_cross_deal(po, di, rng, players)
            else:
                r_ = MUTATORS[name](po["deals"][di], rng, players)
                muts = None if r_ is None else [(di, e) for e in r_]
            if muts is None:
                continue
            mstats["mutations"] += 1
            mstats[name] += 1
            v = validate(po)
            if v["status"] == "rejected":
                mstats["rejected"] += 1
                mdis.append({"seed": seed, "players": players, "opts": opts, "talon": mode,
                             "mut": name, "muts": muts, "kind": "rejected",
                             "problems": v.get("problems", [])[:3]})
                continue
            orcs = analyse(po)
            FOC = FOCUS - {"out_of_turn"}
            for dj in sorted({d_ for d_, _ in muts}):
                ef = engine_flags(v, dj)
                orc = orcs[dj]
                ev_m = [e for d_, e in muts if d_ == dj]
                base = {"seed": seed, "players": players, "opts": opts, "talon": mode,
                        "mut": name, "deal": dj, "events": ev_m}
                # impossible proof: a revoke whose proving play is itself a copy beyond the deck
                for (e, code), pr in orc["proofs"].items():
                    if "card_not_in_hand" in orc["flags"].get(pr, set()):
                        mstats["revoke_proved_by_impossible_card"] += 1
                        if code not in ef.get(e, set()):
                            mstats["revoke_proved_by_impossible_card_engine_silent"] += 1
                            silent_cases.append(dict(base, event=e, code=code, proof=pr,
                                                     engine=sorted(ef.get(e, set())),
                                                     oracle=sorted(orc["flags"].get(e, set()))))
                allev = set(orc["flags"]) | set(ef)
                for e in sorted(x for x in allev if x is not None and x not in ev_m):
                    o = orc["flags"].get(e, set()) & FOC
                    g = ef.get(e, set()) & FOC
                    mstats["other_events_compared"] += 1
                    if o != g:
                        cls = ""
                        for (st, col), shown in orc["voids"].items():
                            if e in shown and shown.index(e) > 0:
                                cls = "repeat_void_show"
                        mdis.append(dict(base, event=e, where="other", cls=cls, oracle=sorted(o),
                                         engine=sorted(g),
                                         proof={k[1]: p for k, p in orc["proofs"].items()
                                                if k[0] == e},
                                         engine_all={str(k): sorted(x) for k, x in ef.items()}))
                for e in ev_m:
                    o = orc["flags"].get(e, set())
                    g = ef.get(e, set())
                    if mode == "short":   # trumps unknown after the recorded stock: focus only
                        o, g = o & FOC, g & FOC
                    mstats["compared_events"] += 1
                    if o:
                        mstats["oracle_flagged"] += 1
                    if o != g:
                        cls = ""
                        for (st, col), shown in orc["voids"].items():
                            if e in shown and shown.index(e) > 0:
                                cls = "repeat_void_show"
                        mdis.append(dict(base, event=e, cls=cls, oracle=sorted(o), engine=sorted(g),
                                         proof={k[1]: p for k, p in orc["proofs"].items()
                                                if k[0] == e},
                                         engine_all={str(k): sorted(x) for k, x in ef.items()}))
                    else:
                        mstats["agree"] += 1
                        for c in o:
                            mstats["agree_" + c] += 1
    res = {"stats": stats, "positive_failures": bad[:200], "n_positive_failures": len(bad),
           "mutation_stats": mstats, "silent_cases": silent_cases, "n_disagreements": len(mdis), "disagreements": mdis}
    with open(os.path.join(os.path.dirname(__file__), "results.json"), "w") as f:
        json.dump(res, f, indent=1, default=list)
    print(json.dumps({"stats": stats, "npos": len(bad), "mstats": mstats, "ndis": len(mdis)},
                     indent=1))
    kinds = Counter((d.get("where", "mutated"), d.get("mut"), tuple(d.get("oracle", [])), tuple(d.get("engine", [])),
                     d["kind"] if "kind" in d else "", d.get("cls", "")) for d in mdis)
    for k, c in kinds.most_common(40):
        print(c, k)
    pk = Counter(b["kind"] for b in bad)
    print(pk)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 600)
