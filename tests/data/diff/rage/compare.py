"""Differential check of Arbiter's Rage engine against oracle.py.

Run:  PYTHONPATH=/work/wt-diff-rage /work/venv/bin/python tests/data/diff/rage/compare.py [N_SESSIONS] [MUTS_PER_SESSION]
"""
from __future__ import annotations

import copy
import json
import os
import random
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import referee, ACTION, colour_of, COLOURS  # noqa: E402

from replays.sim.rage import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

PLAY_CODES = {"revoke", "action_card_while_able_to_follow", "wild_without_colour",
              "card_not_in_hand", "out_of_turn"}
LEGALITY_CODES = {"revoke", "action_card_while_able_to_follow"}
BOTH_MODE = os.environ.get("BOTH_MODE", "any_notrump")


def session(i):
    """Vary seeds, player counts and options."""
    rng = random.Random(1000 + i)
    kind = i % 3
    if kind == 0:
        return dict(seed=i)                                # sim draws players + options
    players = rng.randint(3, 8)
    opts = {k: rng.random() < 0.5 for k in ("plus_minus_one", "hidden_bid", "secret_bid", "durch")}
    return dict(seed=i, players=players, **opts)


def positive(doc, tag, stats, fails):
    res = referee(doc, BOTH_MODE)
    ver = validate(doc)
    if ver["status"] != "clean":
        fails["engine_not_clean_on_sim"].append((tag, ver["summary"]))
    for r, vd in zip(res, ver["deals"]):
        d = r["deal"]
        for ei, info in r["plays"].items():
            stats["plays"] += 1
            if info["illegal"]:
                fails["sim_play_illegal_by_oracle:" + info["illegal"]].append((tag, d, ei, info))
        stats["tricks"] += len(r["winners"])
        comp = vd.get("computed", {})
        if comp.get("trick_winners") is not None and comp["trick_winners"] != r["winners"]:
            fails["trick_winners_differ"].append((tag, d, comp["trick_winners"], r["winners"]))
        if comp.get("trumps") is not None and comp["trumps"] != r["trumps"]:
            fails["trumps_differ"].append((tag, d, comp["trumps"], r["trumps"]))
        rec = {int(k): v for k, v in r["recorded_scores"].items()}
        exp = dict(enumerate(r["expected_scores"]))
        stats["scores"] += len(rec)
        if rec != exp:
            fails["recorded_score_differs"].append((tag, d, rec, exp, r["bids"], r["tricks"]))
        rt = {int(k): v for k, v in r["recorded_totals"].items()}
        if rt and rt != dict(enumerate(r["expected_totals"])):
            fails["recorded_total_differs"].append((tag, d, rt, r["expected_totals"]))
        for p in r["problems"]:
            fails["oracle_problem:" + p[1]].append((tag, d, p))


def mutate(doc, rng):
    """Pick a random play; replace its card by another card of the same player's current hand,
    and give the later play of that card the original card (the dealt hand stays valid).
    Returns (mutated doc, deal, event, old, new) or None."""
    deals = doc["deals"]
    di = rng.randrange(len(deals))
    deal = deals[di]
    n = len(doc["players"])
    hands = [list(h) for h in deal["hands"]]
    plays = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]
    ei = rng.choice(plays)
    # current hand of the player at ei
    for j in plays:
        if j == ei:
            break
        e = deal["events"][j]
        hands[e["seat"]].remove(e["card"])
    ev = deal["events"][ei]
    seat = ev["seat"]
    cands = sorted(set(c for c in hands[seat] if c != ev["card"]))
    if not cands:
        return None
    new = rng.choice(cands)
    later = next(j for j in plays if j > ei and deal["events"][j]["seat"] == seat
                 and deal["events"][j]["card"] == new)
    m = copy.deepcopy(doc)
    md = m["deals"][di]
    old_ev = dict(md["events"][ei])
    later_ev = dict(md["events"][later])
    a = {k: v for k, v in old_ev.items() if k != "named"}
    a["card"] = new
    if new == "WILD":
        a["named"] = later_ev.get("named") or rng.choice(COLOURS)
    b = {k: v for k, v in later_ev.items() if k != "named"}
    b["card"] = old_ev["card"]
    if old_ev["card"] == "WILD":
        b["named"] = old_ev.get("named")
    md["events"][ei] = a
    md["events"][later] = b
    return m, di, ei, old_ev, a


def mutate_cross(doc, rng):
    """Variant: the played card is exchanged with a card still held by ANOTHER seat; the two
    cards are swapped in the dealt hands and in that seat's later play, so the record stays
    consistent (earlier plays may then become revokes: only the first flagged event counts)."""
    di = rng.randrange(len(doc["deals"]))
    deal = doc["deals"][di]
    hands = [list(h) for h in deal["hands"]]
    plays = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]
    ei = rng.choice(plays)
    for j in plays:
        if j == ei:
            break
        e = deal["events"][j]
        hands[e["seat"]].remove(e["card"])
    ev = deal["events"][ei]
    seat = ev["seat"]
    others = [(s2, c) for s2 in range(len(hands)) if s2 != seat for c in hands[s2] if c != ev["card"]]
    if not others:
        return None
    s2, new = rng.choice(others)
    later = next(j for j in plays if j > ei and deal["events"][j]["seat"] == s2
                 and deal["events"][j]["card"] == new)
    m = copy.deepcopy(doc)
    md = m["deals"][di]
    hs = md["hands"]
    hs[seat][hs[seat].index(ev["card"])] = new
    hs[s2][hs[s2].index(new)] = ev["card"]
    old_ev = dict(md["events"][ei])
    later_ev = dict(md["events"][later])
    a = {k: v for k, v in old_ev.items() if k != "named"}
    a["card"] = new
    if new == "WILD":
        a["named"] = later_ev.get("named") or rng.choice(COLOURS)
    b = {k: v for k, v in later_ev.items() if k != "named"}
    b["card"] = old_ev["card"]
    if old_ev["card"] == "WILD":
        b["named"] = old_ev.get("named")
    md["events"][ei] = a
    md["events"][later] = b
    return m


def negative(doc, tag, rng, nmut, stats, fails, examples):
    for k in range(nmut):
        mm = mutate(doc, rng)
        if mm is None:
            continue
        m, di, ei, old, new = mm
        stats["mutations"] += 1
        r = referee(m, BOTH_MODE)[di]
        oracle_reason = r["plays"][ei]["illegal"]
        ver = validate(m)
        anns = [a for a in ver["deals"][di]["annotations"] if a.get("event") == ei]
        eng_codes = sorted(a["code"] for a in anns if a["code"] in PLAY_CODES)
        eng_illegal = bool(eng_codes)
        orc_illegal = oracle_reason is not None
        stats["mut_illegal_oracle"] += orc_illegal
        stats["mut_illegal_engine"] += eng_illegal
        deep_compare(m, referee(m, BOTH_MODE), ver, tag, "swap", stats, fails, upto=(di, ei))
        key = None
        if eng_illegal != orc_illegal:
            key = "engine=%s oracle=%s" % (eng_codes or "legal", oracle_reason or "legal")
        elif orc_illegal and oracle_reason not in eng_codes:
            key = "code differs engine=%s oracle=%s" % (eng_codes, oracle_reason)
        if key:
            info = r["plays"][ei]
            shape = (key, new["card"] if new["card"] in ACTION else "colour",
                     "led=" + ("none" if info["led_before"] is None else
                               ("trump" if info["led_before"] == info["trump_before"] else "plain")))
            fails["MUT " + repr(shape)].append((tag, di, ei, old, new, info,
                                                 [(a["code"], a["message"]) for a in anns]))


def deep_compare(m, res, ver, tag, kind, stats, fails, upto=None):
    """Compare, on a (mutated) record, every play-legality verdict, the trick winners, the trump
    sequence and the expected scores of the engine with the oracle's.  Deals after the mutated
    one are compared too (only totals carry over).  Legality is compared only up to the first
    event either side flags (after that the two may legitimately resynchronise differently)."""
    for r, vd in zip(res, ver["deals"]):
        d = r["deal"]
        eng = defaultdict(set)
        for a in vd["annotations"]:
            if a["code"] in PLAY_CODES and a.get("event") is not None:
                eng[a["event"]].add(a["code"])
        orc = {ei: info["illegal"] for ei, info in r["plays"].items() if info["illegal"]}
        probs = {p[1] for p in r["problems"]}
        ecodes = {a["code"] for a in vd["annotations"]}
        for code in ("bid_forbidden_plus_minus_one", "bid_out_of_range", "stock_exhausted",
                     "bid_out_of_turn", "wrong_dealer"):
            if (code in probs) != (code in ecodes):
                fails["DEEP-%s %s differs" % (kind, code)].append((tag, d, code in probs, code in ecodes))
        first = min(list(eng) + list(orc), default=None)
        if first is not None:
            stats["deep_flagged_deals_" + kind] += 1
            e_codes = sorted(eng.get(first, ()))
            o = orc.get(first)
            if (o is None) != (not e_codes) or (o and o not in e_codes):
                fails["DEEP-%s first flagged event differs" % kind].append(
                    (tag, d, first, e_codes, o, r["plays"].get(first)))
            continue   # an illegal deal: winners/scores depend on how one resynchronises
        stats["deep_deals_" + kind] += 1
        comp = vd.get("computed", {})
        if comp.get("trick_winners") != r["winners"]:
            fails["DEEP-%s trick winners differ" % kind].append((tag, d, comp.get("trick_winners"), r["winners"]))
        if comp.get("trumps") != r["trumps"]:
            fails["DEEP-%s trumps differ" % kind].append((tag, d, comp.get("trumps"), r["trumps"]))
        exp = {int(k): v for k, v in (vd.get("settlement") or {}).get("expected", {}).items()}
        if exp != dict(enumerate(r["expected_scores"])):
            fails["DEEP-%s expected scores differ" % kind].append(
                (tag, d, exp, r["expected_scores"], r["bids"], r["tricks"]))


def mutate_named(doc, rng):
    """Rename the colour of one joker."""
    spots = [(di, ei) for di, dl in enumerate(doc["deals"]) for ei, e in enumerate(dl["events"])
             if e["type"] == "play" and e["card"] == "WILD"]
    if not spots:
        return None
    di, ei = rng.choice(spots)
    m = copy.deepcopy(doc)
    e = m["deals"][di]["events"][ei]
    e["named"] = rng.choice([c for c in COLOURS if c != e.get("named")])
    return m


def mutate_bids(doc, rng):
    """Change one bid (scores then no longer match; the expected ones must still agree)."""
    spots = [(di, ei) for di, dl in enumerate(doc["deals"]) for ei, e in enumerate(dl["events"])
             if e["type"] == "bid"]
    di, ei = rng.choice(spots)
    m = copy.deepcopy(doc)
    e = m["deals"][di]["events"][ei]
    ncards = len(m["deals"][di]["hands"][0])
    e["bid"] = rng.choice([b for b in range(-1, ncards + 2) if b != e["bid"]])
    return m


def mutate_bid_order(doc, rng):
    """Swap two adjacent bid events of one deal, or shift one deal's dealer (and nothing else)."""
    m = copy.deepcopy(doc)
    di = rng.randrange(len(m["deals"]))
    dl = m["deals"][di]
    if rng.random() < 0.3 and di > 0:
        dl["dealer"] = (dl["dealer"] + rng.randrange(1, len(m["players"]))) % len(m["players"])
        return m
    bids = [i for i, e in enumerate(dl["events"]) if e["type"] == "bid"]
    pairs = [(a, b) for a, b in zip(bids, bids[1:]) if b == a + 1]
    if not pairs:
        return None
    a, b = rng.choice(pairs)
    dl["events"][a], dl["events"][b] = dl["events"][b], dl["events"][a]
    return m


def main():
    nsess = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    nmut = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    stats = Counter()
    fails = defaultdict(list)
    rng = random.Random(7)
    for i in range(nsess):
        kw = session(i)
        doc = simulate(**kw)
        tag = json.dumps(kw, sort_keys=True)
        stats["sessions"] += 1
        stats["deals"] += len(doc["deals"])
        positive(doc, tag, stats, fails)
        negative(doc, tag, rng, nmut, stats, fails, None)
        for kind, fn in (("named", mutate_named), ("bid", mutate_bids), ("cross", mutate_cross),
                         ("order", mutate_bid_order)):
            for _ in range(max(1, nmut // 4)):
                m = fn(doc, rng)
                if m is None:
                    continue
                stats["mut_" + kind] += 1
                deep_compare(m, referee(m, BOTH_MODE), validate(m), tag, kind, stats, fails)
    print(json.dumps(stats))
    for k, v in sorted(fails.items(), key=lambda kv: -len(kv[1])):
        print("==", len(v), k)
        for x in v[:2]:
            print("   ", json.dumps(x, ensure_ascii=False, default=str)[:1500])


if __name__ == "__main__":
    main()
