"""Differential check of Arbiter's play-only Ulti validation against oracle.py.

  PYTHONPATH=. /work/venv/bin/python tests/data/diff3/ulti/compare.py pos START COUNT
  PYTHONPATH=. /work/venv/bin/python tests/data/diff3/ulti/compare.py neg START COUNT
"""
import collections
import copy
import json
import random
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import oracle  # noqa: E402
from replays.sim.ulti import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

OPTION_VALUES = {
    "point_table": ["standard", "ultinet"],
    "durchmarsch_points": ["table", 6, 7],
    "open_durchmarsch_trump_points": ["table", 12],
    "bid_hierarchy": ["points_then_fewer_goals", "durchmarsch_above_red", "points_only",
                      "points_without_party", "ultinet"],
    "fold": ["optional", "compulsory"],
    "max_contra_level": [2, 4, 8, 16, 32, 64],
    "revoke_penalty": ["lose_all_goals", "play_stands", "void_deal"],
    "four_aces": [False, True],
    "four_tens": [False, True],
    "silent_four_aces": [False, True],
    "trump_durchmarsch_alone": [True, False],
    "silent_bonuses_in_durchmarsch": [True, False],
    "silent_durchmarsch_with_aces_tens": [True, False],
    "silent_durchmarsch_scoring": ["separate", "replaces_party"],
    "silent_bonus_contra": [False, True],
}
PLAY_CODES = {"out_of_turn", "card_not_in_hand", "revoke", "failure_to_trump",
              "failure_to_overtake", "early_trump_seven"}


def options_for(seed):
    """Even seeds: the simulator's own draw.  Odd seeds: every option drawn by me, cycling so each
    value of each option occurs."""
    if seed % 2 == 0:
        return {}
    r = random.Random(seed)
    o = {k: v[(seed // 2) % len(v)] if k in ("durchmarsch_points", "point_table", "fold",
                                              "silent_durchmarsch_scoring", "open_durchmarsch_trump_points")
         else r.choice(v) for k, v in OPTION_VALUES.items()}
    if o["silent_four_aces"] and not o["four_aces"]:
        o["silent_four_aces"] = False
    return o


def make(seed):
    opts = options_for(seed)
    deals = 1 + seed % 3
    return simulate(seed, deals=deals, **opts), opts


def play_only(doc, drop_talon, cut=None):
    """cut: keep only the first `cut` plays of every deal (and no payment/score/total)."""
    d = copy.deepcopy(doc)
    for dl in d["deals"]:
        dl["hands"] = None
        if cut is not None:
            out, n = [], 0
            for e in dl["events"]:
                if e["type"] in ("payment", "score", "total"):
                    continue
                if e["type"] == "play":
                    n += 1
                    if n > cut:
                        continue
                out.append(e)
            dl["events"] = out
        if drop_talon:
            dl["events"] = [e for e in dl["events"] if e["type"] not in ("take", "discard")]
    return d


def eng_codes(v):
    out = collections.defaultdict(set)
    for k, dv in enumerate(v["deals"]):
        for a in dv["annotations"]:
            out[(k, a["event"])].add(a["code"])
    return out


def positive(start, count):
    stats = collections.Counter()
    diffs = collections.defaultdict(list)
    for seed in range(start, start + count):
        full, opts = make(seed)
        for drop, cut in ((False, None), (True, None), (False, 12 + seed % 15), (True, 9 + seed % 20)):
            doc = play_only(full, drop, cut)
            tag = ("notalon" if drop else "talon") + ("" if cut is None else "_cut")
            v = validate(doc)
            res = oracle.check(doc)
            rec = oracle.recorded_nets(doc)
            stats["records"] += 1
            ec = eng_codes(v)
            for k, (r, dv) in enumerate(zip(res, v["deals"])):
                stats["deals"] += 1
                stats["deals:" + tag] += 1
                if r.get("trump") is None and r.get("goals"):
                    stats["deals_notrump"] += 1
                if "ulti" in (r.get("goals") or ()):
                    stats["deals_ulti"] += 1
                stats["plays"] += sum(1 for e in doc["deals"][k]["events"] if e["type"] == "play")
                for (i, code, proof) in r["problems"]:
                    diffs["oracle_flags_sim"].append((seed, tag, k, i, code, proof, opts))
                for (kk, i), codes in ec.items():
                    if kk == k:
                        diffs["engine_flags_sim:" + ",".join(sorted(codes))].append((seed, tag, k, i, opts))
                exp = (dv.get("settlement") or {}).get("expected")
                if r["net"] is not None:
                    stats["scored"] += 1
                    on = {str(s): x for s, x in r["net"].items() if x}
                    en = {s: x for s, x in (exp or {}).items() if x}
                    if on != en:
                        diffs["net_vs_engine"].append((seed, tag, k, on, en, r.get("lines"), opts))
                    if rec[k] is not None:
                        stats["scored_vs_record"] += 1
                        rn = {str(s): x for s, x in rec[k].items() if x}
                        if on != rn:
                            diffs["net_vs_record"].append((seed, tag, k, on, rn, opts))
                else:
                    stats["unscored"] += 1
    return stats, diffs


# ------------------------------------------------------------------ negative
def play_list(deal):
    return [(i, e["seat"], e["card"]) for i, e in enumerate(deal["events"]) if e["type"] == "play"]


def mutations(doc, rnd, per_deal=6):
    """Yield (label, deal_index, mutated doc, [mutated event indices])."""
    for k, dl in enumerate(doc["deals"]):
        pl = play_list(dl)
        if len(pl) < 6:
            continue
        kinds = ["self_swap", "cross_swap", "dup", "talon_card", "self_swap_adjacent", "fake_proof",
                 "discard_elsewhere", "marriage", "money", "foreign"]
        for _ in range(per_deal):
            kind = rnd.choice(kinds)
            m = copy.deepcopy(doc)
            ev = m["deals"][k]["events"]
            if kind in ("self_swap", "self_swap_adjacent"):
                s = rnd.randrange(3)
                mine = [p for p in pl if p[1] == s]
                if len(mine) < 2:
                    continue
                if kind == "self_swap":
                    a, b = rnd.sample(mine, 2)
                else:
                    j = rnd.randrange(len(mine) - 1)
                    a, b = mine[j], mine[j + 1]
                a, b = sorted([a, b])
                ev[a[0]]["card"], ev[b[0]]["card"] = b[2], a[2]
                yield kind, k, m, [a[0], b[0]]
            elif kind == "cross_swap":
                a, b = rnd.sample(pl, 2)
                if a[1] == b[1]:
                    continue
                a, b = sorted([a, b])
                ev[a[0]]["card"], ev[b[0]]["card"] = b[2], a[2]
                yield kind, k, m, [a[0], b[0]]
            elif kind == "dup":
                a, b = rnd.sample(pl, 2)
                ev[a[0]]["card"] = b[2]      # a card now appears twice
                yield kind + ("_later" if b[0] > a[0] else "_earlier"), k, m, [a[0], b[0]]
            elif kind == "fake_proof":
                # seat s follows suit L at play a; swap that card with his later off-suit card b
                # (so he shows void at a), then make the later L card a repeat of an L card
                # already played before a: the "proof" at b is no proof.
                cands = []
                for n_, p in enumerate(pl):
                    if n_ % 3 == 0:
                        continue
                    led = pl[n_ - n_ % 3][2][-1]
                    if p[2][-1] != led:
                        continue
                    later = [q for q in pl[n_ + 1:] if q[1] == p[1] and q[2][-1] != led]
                    earlier = [q for q in pl[:n_] if q[2][-1] == led]
                    if later and earlier:
                        cands.append((p, later, earlier))
                if not cands:
                    continue
                p, later, earlier = rnd.choice(cands)
                q = rnd.choice(later)
                ev[p[0]]["card"] = q[2]
                ev[q[0]]["card"] = rnd.choice(earlier)[2]
                yield kind, k, m, [p[0], q[0]]
            elif kind == "discard_elsewhere":
                # a discard names a card the record has put in another seat's hand (taken, kept)
                where = {}
                opts_ = []
                for i2, e2 in enumerate(ev):
                    if e2["type"] == "take":
                        for c in e2["cards"]:
                            where[c] = e2["seat"]
                    elif e2["type"] == "discard":
                        other = [c for c, w in where.items() if w not in (e2["seat"], "talon")
                                 and c not in e2["cards"]]
                        if other:
                            opts_.append((i2, other))
                        for c in e2["cards"]:
                            where[c] = "talon"
                if not opts_:
                    continue
                i2, other = rnd.choice(opts_)
                ev[i2]["cards"] = [ev[i2]["cards"][0], rnd.choice(other)]
                yield kind, k, m, [i2]
            elif kind == "marriage":
                # change what one seat declares with its first card (40, 20, 20+20, 40+20)
                decl = [i2 for i2, e2 in enumerate(ev) if e2["type"] == "declare"]
                if not decl:
                    continue
                i2 = rnd.choice(decl)
                pts = rnd.choice([[40], [20], [20, 20], [40, 20]])
                ev[i2]["items"] = [{"kind": "marriage", "points": p_} for p_ in pts]
                yield kind, k, m, [i2]
            elif kind == "money":
                # change one recorded payment amount or total by +-1..4 (scoring the record can check)
                mon = [i2 for i2, e2 in enumerate(ev) if e2["type"] in ("payment", "total")]
                if not mon:
                    continue
                i2 = rnd.choice(mon)
                key = "amount" if ev[i2]["type"] == "payment" else "points"
                ev[i2][key] += rnd.choice([-4, -2, -1, 1, 2, 4])
                if ev[i2][key] <= 0 and key == "amount":
                    continue
                yield kind, k, m, [i2]
            elif kind == "foreign":
                # a card outside the 32-card pack (L15: A K Q J 10 9 8 7 of four suits)
                a = rnd.choice(pl)
                ev[a[0]]["card"] = rnd.choice(["6H", "2S", "5D", "11C", "JOKER", "10X"])
                yield kind, k, m, [a[0]]
            elif kind == "talon_card":
                disc = [e for e in ev if e["type"] == "discard"]
                if not disc:
                    continue
                a = rnd.choice(pl)
                c = rnd.choice(disc[-1]["cards"])
                if any(p[2] == c for p in pl):
                    continue
                ev[a[0]]["card"] = c
                yield kind, k, m, [a[0], c]


def money_views(doc, k):
    """The deal's net per seat as its payments say, and as its running totals say (the totals
    before it taken from the previous deal's recorded totals, or 0 for the first deal)."""
    out = []
    ev = doc["deals"][k]["events"]
    pays = [e for e in ev if e["type"] == "payment"]
    if pays:
        rec = {s: 0 for s in range(3)}
        for e in pays:
            rec[e["from"]] -= e["amount"]
            rec[e["to"]] += e["amount"]
        out.append(rec)
    tots = {e["party"]: e["points"] for e in ev if e["type"] == "total"}
    if len(tots) == 3:
        if k == 0:
            prev = {s: 0 for s in range(3)}
        else:
            prev = {e["party"]: e["points"] for e in doc["deals"][k - 1]["events"] if e["type"] == "total"}
        if len(prev) == 3:
            out.append({s: tots[s] - prev[s] for s in range(3)})
    return out


def negative(start, count, per_deal=6):
    stats = collections.Counter()
    diffs = collections.defaultdict(list)
    for seed in range(start, start + count):
        full, opts = make(seed)
        rnd = random.Random(seed * 7 + 1)
        for drop, cut in ((False, None), (True, None), (False, 12 + seed % 15), (True, 9 + seed % 20)):
            base = play_only(full, drop, cut)
            tag = ("notalon" if drop else "talon") + ("" if cut is None else "_cut")
            for label, k, m, idxs in mutations(base, rnd, per_deal):
                v = validate(m)
                if label == "foreign":
                    ptr = f"/deals/{k}/events/{idxs[0]}/card"
                    ok = v["status"] == "rejected" and any(p.get("pointer") == ptr for p in v.get("problems", []))
                    stats["mutations"] += 1
                    stats["mut:foreign"] += 1
                    stats["agree" if ok else "foreign_not_rejected"] += 1
                    if not ok:
                        diffs["foreign: not rejected at the card"].append((seed, tag, k, idxs[0], opts))
                    continue
                r = oracle.check(m)[k]
                ec = eng_codes(v)
                stats["mutations"] += 1
                stats["mut:" + label] += 1
                stats["variant:" + tag] += 1
                game = "notrump" if r.get("trump") is None else ("ulti" if "ulti" in r.get("goals", ()) else "trump")
                stats["game:" + game] += 1
                if label == "money":
                    i = idxs[0]
                    on = r["net"]
                    o = set()
                    if on is not None:
                        for rn in money_views(m, k):
                            if any(on[s] != rn[s] for s in on):
                                o = {"wrong_money"}
                    e = ec.get((k, i), set()) & {"wrong_payment", "missing_payment", "unexpected_payment", "wrong_total"}
                    stats["oracle_illegal" if o else "oracle_legal"] += 1
                    if bool(o) != bool(e):
                        diffs[f"{label}: oracle={sorted(o)} engine={sorted(e)}"].append((seed, tag, k, i, idxs, opts))
                    else:
                        stats["agree"] += 1
                    continue
                for i in idxs[:1]:
                    o = {c for (ii, c, _) in r["problems"] if ii == i}
                    e = ec.get((k, i), set()) & (PLAY_CODES | {"false_marriage", "marriage_not_allowed", "illegal_discard", "illegal_take"})
                    stats["oracle_illegal" if o else "oracle_legal"] += 1
                    for c in o:
                        stats["oracle_code:" + c] += 1
                    if bool(o) != bool(e):
                        diffs[f"{label}: oracle={sorted(o)} engine={sorted(e)}"].append(
                            (seed, tag, k, i, idxs, opts))
                    elif o and not (o & e):
                        diffs[f"{label}: code oracle={sorted(o)} engine={sorted(e)}"].append(
                            (seed, tag, k, i, idxs, opts))
                    else:
                        stats["agree"] += 1
    return stats, diffs


if __name__ == "__main__":
    mode, start, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    stats, diffs = (positive if mode == "pos" else negative)(start, count)
    print(json.dumps(stats, indent=1, sort_keys=True))
    for key, lst in sorted(diffs.items(), key=lambda x: -len(x[1])):
        tags = collections.Counter(x[1] for x in lst if isinstance(x[1], str))
        print(f"== {key}: {len(lst)}  {dict(tags)}")
        for x in lst[:3]:
            print("   ", json.dumps(x, default=str)[:600])
