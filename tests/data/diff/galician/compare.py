"""Differential comparison: oracle.py vs the project's simulator (positive) and validator (negative).

usage: PYTHONPATH=/work/wt-diff-galician python compare.py [positive|negative] N [start_seed]
"""
import copy
import json
import random
import sys
from collections import Counter, defaultdict
from fractions import Fraction

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from oracle import replay_deal, legal_cards, norm, game_value, premiums  # noqa: E402
from replays.sim.galician_tarok import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

TRUNCATE = True
# every 2nd session: the simulator's own random option set; otherwise one of these (cycled)
OPTION_SETS = [{"take_back": "never"}, {"take_back": "until_covered"}, {"szpricer": True},
               {"preset": "common_usage"}, {"no_tarock_redeal": True}, {"tarocks_paid": "if_game_won"},
               {"contra_symmetric": True}, {"pool": False}]


def sim(seed):
    if seed % 2 == 0:
        return simulate(seed)
    return simulate(seed, **OPTION_SETS[(seed // 2) % len(OPTION_SETS)])
PLAY_CODES = {"revoke", "pagat_released", "card_not_in_hand", "out_of_turn"}


def positive(n, start=0):
    stats = Counter()
    issues = defaultdict(list)
    for seed in range(start, start + n):
        doc = sim(seed)
        stats["sessions"] += 1
        stats["players%d" % len(doc["players"])] += 1
        v = validate(doc)
        if v["status"] != "clean":
            issues["engine_not_clean"].append((seed, v["summary"]))
        for di, deal in enumerate(doc["deals"]):
            stats["deals"] += 1
            r = replay_deal(deal, len(doc["players"]))
            for idx, seat, card, legal, reason in r["plays"]:
                stats["plays"] += 1
                if not legal:
                    issues["illegal_play:" + reason.split("(")[0]].append((seed, di, idx, seat, card, reason))
            stats["tricks"] += len(r["tricks"])
            # ultimo: forced early release of the pagat by the announcer (legal, §6) and ultimo made or not
            ult = {e["seat"] for e in deal["events"] if e["type"] == "announce"
                   for it in e["items"] if isinstance(it, dict) and it.get("kind") == "pagat_ultimo"}
            na = len(r["active"])
            for j, p in enumerate(r["plays"]):
                if p[2] == "T1" and p[1] in ult and j < len(r["plays"]) - na:
                    stats["ultimo_pagat_forced_early"] += 1
            if r["tricks"] and r["declarer"] is not None and "ultimo" in (v["deals"][di].get("computed") or {}):
                tr, w, _ = r["tricks"][-1]
                made = w == r["declarer"] and (r["declarer"], "T1") in tr
                stats["ultimo_compared"] += 1
                if made != bool(v["deals"][di]["computed"]["ultimo"]):
                    issues["ultimo_made"].append((seed, di, made))
            comp = v["deals"][di].get("computed", {})
            tw = comp.get("trick_winners")
            mine = [w for _, w, _ in r["tricks"]]
            if tw is not None and tw != mine:
                issues["trick_winners"].append((seed, di, tw, mine))
            if "points" in r and comp.get("points") and not comp.get("all_passed"):
                stats["scored_deals"] += 1
                ep = comp["points"]
                if Fraction(str(ep["player"])) != r["points"]["player"] or \
                        Fraction(str(ep["helpers"])) != r["points"]["helpers"]:
                    issues["points"].append((seed, di, ep, {k: str(x) for k, x in r["points"].items()},
                                             comp.get("contract")))
                if comp.get("player") != r["declarer"]:
                    issues["declarer"].append((seed, di, comp.get("player"), r["declarer"]))
                g = comp.get("game") or {}
                if g.get("won") is not None and bool(g.get("won")) != bool(r["won"]) and not comp.get("forfeit"):
                    issues["won"].append((seed, di, g, str(r["points"]["player"])))
                stats["won_compared"] += 1
                if not comp.get("forfeit"):
                    rl = doc.get("rules") or {}
                    r["tarocks_if_won"] = rl.get("tarocks_paid") == "if_game_won"
                    mine_p = premiums(deal, r)
                    helper = next(i for i in r["active"] if i != r["declarer"])
                    eng_p = Counter()
                    for pay in comp.get("payments", []):
                        if pay.get("reason") in ("trull", "four_kings", "pagat_ultimo", "tarocks"):
                            if pay["from"] == helper and pay["to"] == r["declarer"]:
                                eng_p[pay["reason"]] += pay["amount"]
                            elif pay["to"] == helper and pay["from"] == r["declarer"]:
                                eng_p[pay["reason"]] -= pay["amount"]
                    stats["premium_deals_compared"] += 1
                    if {k: x for k, x in mine_p.items() if x} != {k: x for k, x in eng_p.items() if x}:
                        issues["premiums"].append((seed, di, dict(mine_p), dict(eng_p), doc.get("rules")))
                if g.get("value") is not None and r["base_value"] is not None and not comp.get("forfeit"):
                    stats["value_compared"] += 1
                    contra = max([e["level"] for e in deal["events"] if e["type"] == "double"
                                  and e.get("target") == "game"] or [1])
                    va = any(isinstance(it, dict) and it.get("kind") == "volat" for e in deal["events"]
                             if e["type"] == "announce" and e["seat"] == r["declarer"] for it in e["items"])
                    rules = doc.get("rules") or {}
                    sym = rules.get("contra_symmetric", rules.get("preset") == "common_usage")
                    ntaken = sum(len(e["cards"]) for e in deal["events"] if e["type"] == "take")
                    # szpricer: the previous deal ended with the king's "szpricer" call (§26), and he is the
                    # declarer of this one
                    spz = di > 0 and any(e["type"] == "call" and e.get("call") == "szpricer" and
                                         e["seat"] == r["declarer"] for e in doc["deals"][di - 1]["events"])
                    # formula check on the engine's own (integer) points, to separate it from rounding
                    _, val = game_value(Fraction(str(ep["player"])), ntaken, r["volat"], va,
                                        comp.get("purchase") or 1, contra, sym, spz)
                    gp = [e for e in deal["events"] if e["type"] == "payment" and e.get("reason") == "game"]
                    if gp:
                        stats["recorded_game_payments_compared"] += 1
                        _, myval = game_value(r["points"]["player"], ntaken, r["volat"], va,
                                              comp.get("purchase") or 1, contra, sym, spz)
                        mywon = r["won"]
                        bad = [e for e in gp if Fraction(str(e["amount"])) != myval or
                               (e["to"] == r["declarer"]) != mywon]
                        if bad:
                            issues["recorded_game_payment"].append((seed, di, bad[:2], str(myval), mywon))
                    if Fraction(str(g["value"])) != val:
                        issues["value"].append((seed, di, g, str(val), comp.get("contract"),
                                                comp.get("purchase"), contra, r["volat"], va, sym,
                                                ep["player"]))
    return stats, issues


def mutate(doc, rng, target=None, forced_new=None):
    """Pick a random play; swap its card for another card of the player's current hand."""
    n = len(doc["players"])
    cands = [(di, i) for di, d in enumerate(doc["deals"]) for i, e in enumerate(d["events"])
             if e["type"] == "play"]
    rng.shuffle(cands)
    if target is not None:
        cands = [target]
    for di, idx in cands:
        deal = doc["deals"][di]
        # current hand of the player before this play
        pre = copy.deepcopy(deal)
        pre["events"] = deal["events"][:idx]
        r = replay_deal(pre, n)
        seat = deal["events"][idx]["seat"]
        hand = [norm(c) for c in deal["hands"][seat]]
        for e in pre["events"]:
            if e["type"] == "take" and e["seat"] == seat:
                hand += [norm(c) for c in e["cards"]]
            if e["type"] == "discard" and e["seat"] == seat:
                for c in e["cards"]:
                    if norm(c) in hand:
                        hand.remove(norm(c))
            if e["type"] == "play" and e["seat"] == seat:
                hand.remove(norm(e["card"]))
        old = norm(deal["events"][idx]["card"])
        others = [c for c in hand if c != old]
        if not others:
            continue
        new = forced_new if forced_new is not None else rng.choice(others)
        # the new card must come from the dealt hand (not from the talon take) to keep the record
        # consistent by swapping positions in later plays
        m = copy.deepcopy(doc)
        md = m["deals"][di]
        # swap the two cards in every later play by this seat, so the record stays consistent
        for e in md["events"][idx:]:
            if e["type"] == "play" and e["seat"] == seat:
                c = norm(e["card"])
                if c == old:
                    e["card"] = new
                elif c == new:
                    e["card"] = old
        if TRUNCATE:
            # cut the deal after the mutated trick (and drop later deals): a changed trick winner would
            # otherwise make the next recorded lead look like a take-back (§24) or out of turn
            ntr = len(r["active"])
            k = sum(1 for e in md["events"][:idx] if e["type"] == "play") % ntr
            end = idx
            left = ntr - 1 - k
            j = idx + 1
            while left and j < len(md["events"]):
                if md["events"][j]["type"] == "play":
                    left -= 1
                    end = j
                j += 1
            md["events"] = md["events"][:end + 1]
            m["deals"] = m["deals"][:di + 1]
        return m, di, idx, seat, old, new, r
    return None


def negative(n, start=0):
    stats = Counter()
    issues = defaultdict(list)
    rng = random.Random(12345 + start)
    for k in range(n):
        seed = start + k
        doc = sim(seed)
        mu = mutate(doc, rng)
        if mu is None:
            continue
        m, di, idx, seat, old, new, _ = mu
        stats["mutations"] += 1
        r = replay_deal(m["deals"][di], len(m["players"]))
        mine = next(p for p in r["plays"] if p[0] == idx)
        oracle_illegal = not mine[3]
        v = validate(m)
        if v["status"] == "rejected":
            issues["rejected"].append((seed, di, idx))
            continue
        anns = [a for a in v["deals"][di]["annotations"] if a.get("event") == idx]
        codes = sorted({a["code"] for a in anns if a["code"] in PLAY_CODES})
        eng_illegal = bool(codes)
        stats["oracle_illegal" if oracle_illegal else "oracle_legal"] += 1
        # any earlier play annotation (should never happen)
        early = [a for a in v["deals"][di]["annotations"] if a.get("event") is not None
                 and a["event"] < idx and a["code"] in PLAY_CODES]
        if early:
            issues["earlier_annotation"].append((seed, di, idx, early[:2]))
        if oracle_illegal != eng_illegal:
            key = "oracle_%s_engine_%s" % ("illegal:" + (mine[4] or "") if oracle_illegal else "legal",
                                           ",".join(codes) or "clean")
            issues[key].append((seed, di, idx, seat, old, new, [(a["code"], a["message"]) for a in anns]))
        elif oracle_illegal:
            stats["agree_illegal:%s/%s" % (mine[4], ",".join(codes))] += 1
    return stats, issues


def situation(deal, n, idx, new):
    """Describe the mutated situation (for coverage counts)."""
    pre = copy.deepcopy(deal)
    pre["events"] = deal["events"][:idx]
    r = replay_deal(pre, n)
    k = len(r["plays"]) % len(r["active"])
    trick = [(p[1], p[2]) for p in r["plays"][len(r["plays"]) - k:]] if k else []
    from oracle import parse, is_tarock
    tags = []
    if not trick:
        tags.append("lead")
    else:
        led = parse(trick[0][1])[0]
        top = max([parse(c)[1] for _, c in trick if is_tarock(c)] or [0])
        if led == "T":
            tags.append("tarock_led")
        elif top:
            tags.append("suit_led_trumped")
        else:
            tags.append("suit_led")
        if is_tarock(new) and top and parse(new)[1] < top:
            tags.append("under_tarock")
    if new == "T1":
        tags.append("pagat")
    return "/".join(tags)


def negative_exhaustive(n, start=0):
    """For each session: one random play (in ultimo deals, preferably one by the announcer), and every
    other card of that player's hand substituted in turn."""
    stats = Counter()
    issues = defaultdict(list)
    rng = random.Random(777 + start)
    for k in range(n):
        seed = start + k
        doc = sim(seed)
        npl = len(doc["players"])
        cands = []
        for di, d in enumerate(doc["deals"]):
            ult = {e["seat"] for e in d["events"] if e["type"] == "announce"
                   for it in e["items"] if isinstance(it, dict) and it.get("kind") == "pagat_ultimo"}
            for i, e in enumerate(d["events"]):
                if e["type"] == "play":
                    cands.append((2 if e["seat"] in ult else 1, di, i))
        if not cands:
            continue
        pri = [c for c in cands if c[0] == 2]
        _, di, idx = rng.choice(pri if pri and rng.random() < 0.7 else cands)
        base = mutate(doc, rng, target=(di, idx), forced_new="__none__")
        if base is None:
            continue
        # enumerate the hand
        deal = doc["deals"][di]
        seat = deal["events"][idx]["seat"]
        pre = copy.deepcopy(deal)
        pre["events"] = deal["events"][:idx]
        hand = [norm(c) for c in deal["hands"][seat]]
        for e in pre["events"]:
            if e["type"] == "take" and e["seat"] == seat:
                hand += [norm(c) for c in e["cards"]]
            if e["type"] == "discard" and e["seat"] == seat:
                for c in e["cards"]:
                    if norm(c) in hand:
                        hand.remove(norm(c))
            if e["type"] == "play" and e["seat"] == seat:
                hand.remove(norm(e["card"]))
        old = norm(deal["events"][idx]["card"])
        for new in hand:
            if new == old:
                continue
            m, di2, idx2, seat2, _, _, _ = mutate(doc, rng, target=(di, idx), forced_new=new)
            stats["mutations"] += 1
            r = replay_deal(m["deals"][di], npl)
            mine = next(p for p in r["plays"] if p[0] == idx)
            oracle_illegal = not mine[3]
            v = validate(m)
            if v["status"] == "rejected":
                issues["rejected"].append((seed, di, idx, new))
                continue
            anns = [a for a in v["deals"][di]["annotations"] if a.get("event") == idx]
            codes = sorted({a["code"] for a in anns if a["code"] in PLAY_CODES})
            sit = situation(deal, npl, idx, new)
            stats["sit:%s:%s" % (sit, "illegal" if oracle_illegal else "legal")] += 1
            if oracle_illegal != bool(codes):
                key = "oracle_%s_engine_%s" % ("illegal:" + (mine[4] or "") if oracle_illegal else "legal",
                                               ",".join(codes) or "clean")
                issues[key].append((seed, di, idx, seat, old, new, sit, [(a["code"], a["message"]) for a in anns]))
    return stats, issues


if __name__ == "__main__":
    mode, n = sys.argv[1], int(sys.argv[2])
    if mode == "negative-untruncated":
        TRUNCATE = False
    start = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    fn = {"positive": positive, "negative-exhaustive": negative_exhaustive}.get(mode, negative)
    stats, issues = fn(n, start)
    print(json.dumps(dict(stats), indent=1, sort_keys=True))
    for k, v in sorted(issues.items()):
        print("==", k, len(v))
        for x in v[:4]:
            print("  ", x)
