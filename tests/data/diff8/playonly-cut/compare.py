"""diff8 driver: simulate sessions, make them play-only ("hands": null), cut one deal early, compare
oracle.py with the engine on the positive (real, cut) record and on mutations of its kept part.
usage: compare.py N [seed0]      (writes repros/ for the first case of each disagreement class)"""
import sys, os, json, copy, random, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle as O
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate

HERE = os.path.dirname(os.path.abspath(__file__))
OPTS = [{}, {"preset": "common_usage"}, {"renonce_premiums": "all_paid"}, {"tarocks_paid": "if_game_won"},
        {"pool_dealer_fee": 2}, {"pool": False}, {"contra_symmetric": True}, {"renonce_pool": "paid"},
        {"take_back": "never"}, {"pool_win_percent": 0}]
MONEYC = {"wrong_payment", "missing_payment", "unexpected_payment", "wrong_score", "wrong_total"}
stats = collections.Counter()
dis = collections.defaultdict(list)


def eng_flags(v):
    out = collections.defaultdict(set)
    for dl in v.get("deals", []):
        for a in dl["annotations"]:
            if a["severity"] == "violation":
                out[(a["deal"], a["event"])].add(a["code"])
    return out


def record(kind, seed, opt, where, doc, note):
    if seed in FULL and isinstance(where, tuple) and where[1] is not None:
        vh = validate(with_hands(doc, seed))
        hc = {a["code"] for dl in vh["deals"] for a in dl["annotations"]
              if (a["deal"], a["event"]) == tuple(where) and a["severity"] == "violation"}
        kind += "__withhands_" + ("flags" if hc else "silent")
        if doc["deals"][where[0]]["events"] and doc["deals"][where[0]]["events"][where[1]]["type"] in O.MONEY:
            kind += "__in_" + ("complete_deal" if O.closed(doc["deals"][where[0]]) else "cut_deal")
    stats["DIS:" + kind] += 1
    if len(dis[kind]) < 4:
        dis[kind].append((seed, opt, where))
        if len(dis[kind]) == 1:
            os.makedirs(os.path.join(HERE, "repros_raw"), exist_ok=True)
            json.dump({"note": note, "seed": seed, "options": opt, "where": where, "transcript": doc},
                      open(os.path.join(HERE, "repros_raw", kind + ".json"), "w"), ensure_ascii=False, indent=1)


def plays_of(ev):
    return [i for i, e in enumerate(ev) if e["type"] == "play"]


def trick_winners(ev):
    pl = plays_of(ev)
    out = []
    for k in range(0, len(pl) - len(pl) % 3, 3):
        cs = [ev[pl[k + j]]["card"] for j in range(3)]
        out.append(ev[pl[k + O.winner_idx(cs)]]["seat"])
    return out


FULL = {}


def with_hands(doc, seed):
    """the same record with the real hands and talon restored (control: is a disagreement play-only specific?)"""
    full = FULL.get(seed)
    d = copy.deepcopy(doc)
    for k, dl in enumerate(d["deals"]):
        dl["hands"] = full["deals"][k]["hands"]
        dl["talon"] = full["deals"][k]["talon"]
    return d


def compare(doc, seed, opt, tag, focus=None, expect=None):
    """focus: {(deal, event)}: compare only there (mutations); None: every event (positive record).
    expect: {(deal, event): "illegal"|"legal"|"wrong"|"open"} overrides for money mutations."""
    v = validate(doc)
    if v["status"] == "rejected":
        stats["rejected:" + tag] += 1
        if focus is None:
            record("rejected_" + tag, seed, opt, None, doc, "engine rejects: %s" % v.get("problems"))
        return
    o = O.check(doc)
    ef = eng_flags(v)
    for (dk, ek), codes in ef.items():
        if ek is None and focus is None and codes - {"incomplete_deal"}:
            record("engine_deal_level_%s_%s" % ("-".join(sorted(codes)), tag), seed, opt, (dk, ek), doc,
                   "engine: deal-level violation in a positive record")
    for di, r in enumerate(o):
        if focus is None and not r["explainable"]:
            record("oracle_unexplainable_positive", seed, opt, di, doc, "oracle bug: real record unexplainable")
        ev = doc["deals"][di]["events"]
        for i, e in enumerate(ev):
            if focus is not None and (di, i) not in focus:
                continue
            stats["events_compared:" + ("positive" if focus is None else "mutation")] += 1
            codes = ef.get((di, i), set())
            if e["type"] in O.MONEY:
                m = r["money"].get(i, "open")
                want = (expect or {}).get((di, i), "ok")   # positive: the real amount is right
                flagged = bool(codes & MONEYC)
                if want == "ok" and flagged:
                    record("engine_flags_real_amount_%s_%s_%s" % (e["type"], m, tag), seed, opt, (di, i), doc,
                           "the amount is the real one (a completion makes it right); engine: %s" % sorted(codes))
                elif want == "wrong" and m == "decided" and not flagged:
                    record("engine_misses_decided_%s_%s_%s" % (e["type"], e.get("reason"), tag), seed, opt, (di, i), doc,
                           "a decided amount changed; engine silent")
                elif want == "wrong" and m == "open" and flagged:
                    record("engine_flags_open_%s_%s_%s" % (e["type"], e.get("reason"), tag), seed, opt, (di, i), doc,
                           "an open amount changed; engine flags %s" % sorted(codes))
                else:
                    stats["agree_money"] += 1
                continue
            oc = r["illegal"].get(i)
            if oc and not codes:
                record("engine_misses_%s_%s" % (oc, tag), seed, opt, (di, i), doc,
                       "oracle: %s provable from the record; engine silent" % oc)
            elif codes and not oc:
                record("engine_flags_%s_%s" % ("-".join(sorted(codes)), tag), seed, opt, (di, i), doc,
                       "oracle: nothing provable here; engine: %s" % sorted(codes))
            else:
                stats["agree_legality"] += 1
                if oc and oc not in codes:
                    stats["code_differs:%s->%s" % (oc, "-".join(sorted(codes)))] += 1


def cut_deal(doc, k, at, keep_money=False, keep_later=True):
    d = copy.deepcopy(doc)
    ev = d["deals"][k]["events"]
    tail = [e for e in ev[at:] if e["type"] in O.MONEY] if keep_money else []
    d["deals"][k]["events"] = ev[:at] + tail
    if not keep_later:
        d["deals"] = d["deals"][:k + 1]
    return d


def mutations(doc, k, rng, seed, opt, tag):
    """mutations of the kept part of the cut deal k."""
    deal = doc["deals"][k]
    ev = deal["events"]
    pl = plays_of(ev)
    st = O.deal_state(deal)
    if not pl:
        return
    wins = trick_winners(ev)
    played = [O.norm(ev[i]["card"]) for i in pl]

    def run(newdoc, focus, name):
        stats["mut:" + name] += 1
        nev = newdoc["deals"][k]["events"]
        if trick_winners(nev) != wins:
            stats["mut_skipped_winner_changed:" + name] += 1
            return
        compare(newdoc, seed, opt, name + "_" + tag, focus={(k, f) for f in focus})

    # M1: two plays of the same seat swapped (both kept)
    for _ in range(3):
        a = rng.choice(pl)
        same = [b for b in pl if b != a and ev[b]["seat"] == ev[a]["seat"] and pl.index(b) // 3 != pl.index(a) // 3]
        if same:
            b = rng.choice(same)
            nd = copy.deepcopy(doc)
            ne = nd["deals"][k]["events"]
            ne[a]["card"], ne[b]["card"] = ne[b]["card"], ne[a]["card"]
            run(nd, [a, b], "swap_same_seat")
    # M2: a card played twice
    if len(pl) > 3:
        a = rng.choice(pl[3:])
        earlier = [O.norm(ev[b]["card"]) for b in pl if b < a]
        nd = copy.deepcopy(doc)
        nd["deals"][k]["events"][a]["card"] = rng.choice(earlier)
        run(nd, [a], "played_twice")
    # M3: a laid-away card played
    if st["disc"]:
        a = rng.choice(pl)
        nd = copy.deepcopy(doc)
        nd["deals"][k]["events"][a]["card"] = rng.choice(sorted(st["disc"]))
        run(nd, [a], "laid_away_played")
    # M4: an unbought talon card played (talon recorded)
    if st["talon"]:
        rest = sorted(set(st["talon"]) - st["take"] - st["disc"])
        if rest:
            a = rng.choice(pl)
            nd = copy.deepcopy(doc)
            nd["deals"][k]["events"][a]["card"] = rng.choice(rest)
            run(nd, [a], "unbought_talon_played")
    # M5: a card the record never shows (the unseen part) -- same suit (explainable) and any suit
    fixed = set(played) | st["disc"] | st["take"] | (set(st["talon"]) if st["talon"] else set())
    unseen = [c for c in O.DECK if c not in fixed]
    for kind in ("unseen_same_suit", "unseen_any"):
        a = rng.choice(pl)
        c0 = O.norm(ev[a]["card"])
        cands = [c for c in unseen if c != "T1" and (kind == "unseen_any" or O.suit(c) == O.suit(c0))]
        if c0 == "T1" or not cands:
            continue
        nd = copy.deepcopy(doc)
        nd["deals"][k]["events"][a]["card"] = rng.choice(cands)
        run(nd, [a], kind)
    # M7: the player's revoke proven only by his take (the proving card is never played in the record)
    P = st["player"]
    if P is not None:
        kept_take = st["take"] - st["disc"]
        for ti in range(len(pl) // 3):
            tr = pl[3 * ti:3 * ti + 3]
            led = O.suit(ev[tr[0]]["card"])
            for a in tr[1:]:
                if ev[a]["seat"] != P or O.suit(ev[a]["card"]) != led or led == "T":
                    continue
                proof = [c for c in kept_take if O.suit(c) == led and c not in played]
                if not proof:
                    continue
                # replace his follow by a tarock he plays only in the missing part: not available in a
                # cut record -> use an unseen tarock (the record can not exclude he held one)
                tar = [c for c in unseen if O.suit(c) == "T" and c != "T1"]
                if not tar:
                    continue
                nd = copy.deepcopy(doc)
                nd["deals"][k]["events"][a]["card"] = rng.choice(tar)
                run(nd, [a], "revoke_proven_by_take")
                break
    # M8: a helper's tarock count announced so that the kept plays prove it wrong (or cannot)
    ann = [i for i, e in enumerate(ev) if e["type"] == "announce" and e["seat"] != P and i < (pl[0] if pl else 10**9)]
    if ann and P is not None:
        a = rng.choice(ann)
        s = ev[a]["seat"]
        mine = [O.norm(ev[i]["card"]) for i in pl if ev[i]["seat"] == s]
        nt = sum(O.suit(c) != "T" for c in mine)
        ntar = sum(O.suit(c) == "T" for c in mine)
        for cnt in (10, 11, 12):
            nd = copy.deepcopy(doc)
            items = [it for it in nd["deals"][k]["events"][a]["items"] if not (isinstance(it, dict) and it.get("kind") == "tarocks")]
            nd["deals"][k]["events"][a]["items"] = items + [{"kind": "tarocks", "count": cnt}]
            nm = "tarocks_%s" % ("provably_wrong_too_high" if 12 - nt < cnt else "provably_wrong_too_low" if ntar > cnt
                                 else "not_provable")
            run(nd, [a], nm)


def money_mutations(doc, seed, opt, tag, rng):
    """change every kept money event by 7 (one at a time, a sample)."""
    for di, d in enumerate(doc["deals"]):
        idx = [i for i, e in enumerate(d["events"]) if e["type"] in O.MONEY]
        for i in rng.sample(idx, min(3, len(idx))):
            nd = copy.deepcopy(doc)
            e = nd["deals"][di]["events"][i]
            key = "amount" if e["type"] == "payment" else "points"
            e[key] = round(e[key] + 7, 2)
            m = O.classify_money(nd)[di][i]
            stats["mut:money_%s" % m] += 1
            compare(nd, seed, opt, "money_" + tag, focus={(di, i)}, expect={(di, i): "wrong"})


def last_trick_alternative(full, k, seed, opt, tag):
    """play-only deal cut after trick 11 (33 plays): the last three cards are known as a set (talon
    recorded) but not who holds which.  Build the alternative completion that swaps two seats' last
    cards, if no void of tricks 1-11 forbids it; the engine settles that full record; its payments put
    into the cut record must not be called wrong (the alternative completion makes them right)."""
    deal = full["deals"][k]
    ev = deal["events"]
    pl = plays_of(ev)
    if len(pl) != 36:
        return
    _, info = O.check_plays({"events": ev[:pl[32] + 1], "talon": deal.get("talon")})
    voids = info["voids"]
    last = pl[33:36]
    for x in range(3):
        for y in range(x + 1, 3):
            sx, sy = ev[last[x]]["seat"], ev[last[y]]["seat"]
            cx, cy = ev[last[x]]["card"], ev[last[y]]["card"]
            if O.suit(cy) in voids.get(sx, set()) or O.suit(cx) in voids.get(sy, set()):
                continue
            alt = copy.deepcopy(full)
            ae = alt["deals"][k]["events"]
            ae[last[x]]["card"], ae[last[y]]["card"] = cy, cx
            ae[:] = [e for e in ae if e["type"] not in O.MONEY]
            alt["deals"] = alt["deals"][:k + 1]
            va = validate(alt)
            if va["status"] != "clean":
                stats["alt_not_clean"] += 1
                continue
            real = validate(cut_deal(copy.deepcopy(full), k, len(ev), keep_later=False))  # noqa (sanity)
            pays = [dict(type="payment", **p) for p in va["deals"][k]["computed"]["payments"]]
            rp = sorted((str(p["from"]), str(p["to"]), p["amount"], str(p.get("reason"))) for p in va["deals"][k]["computed"]["payments"])
            op = sorted((str(p["from"]), str(p["to"]), p["amount"], str(p.get("reason"))) for p in real["deals"][k]["computed"]["payments"])
            stats["alt_completion"] += 1
            if rp == op:
                stats["alt_completion_same_settlement"] += 1
                continue
            stats["alt_completion_diff_settlement"] += 1
            cut = copy.deepcopy(full)
            cut["deals"] = cut["deals"][:k + 1]
            ce = cut["deals"][k]["events"]
            ce[:] = [e for e in ce[:pl[32] + 1]] + pays
            base = len(ce) - len(pays)
            compare(cut, seed, opt, "alt_last_trick_" + tag, focus={(k, base + j) for j in range(len(pays))},
                    expect={(k, base + j): "ok" for j in range(len(pays))})
            return


def main():
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seed0 = int(sys.argv[2]) if len(sys.argv) > 2 else 8000
    for seed in range(seed0, seed0 + N):
        rng = random.Random(seed)
        opt = OPTS[seed % len(OPTS)]
        try:
            full = simulate(seed, deals=rng.choice([2, 3, 3]), **opt)
        except Exception as ex:  # noqa
            stats["sim_error"] += 1
            continue
        if validate(full)["status"] != "clean":
            stats["full_not_clean"] += 1
            continue
        stats["sessions"] += 1
        FULL[seed] = full
        keep_talon = seed % 3 != 0
        po = copy.deepcopy(full)
        for d in po["deals"]:
            d["hands"] = None
            if not keep_talon:
                d.pop("talon", None)
        stats["records"] += 1
        compare(po, seed, opt, "full_playonly")
        # pick a deal with plays to cut
        cand = [k for k, d in enumerate(po["deals"]) if plays_of(d["events"])]
        if not cand:
            continue
        k = rng.choice(cand)
        ev = po["deals"][k]["events"]
        pl = plays_of(ev)
        bids = [i for i, e in enumerate(ev) if e["type"] == "bid"]
        points = {"auction": rng.randint(bids[0] + 1, bids[-1]) if len(bids) > 1 else None,
                  "buying": rng.randint(bids[-1] + 1, pl[0]) if pl[0] > bids[-1] + 1 else None,
                  "play": rng.randint(pl[0] + 1, pl[32]),
                  "after11": pl[32] + 1, "mid12": rng.choice([pl[33] + 1, pl[34] + 1]),
                  "unpaid": pl[35] + 1}
        for kind, at in points.items():
            if at is None:
                continue
            for later in ((True, False) if k < len(po["deals"]) - 1 else (False,)):
                for keep_money in ((False, True) if kind in ("play", "after11", "mid12") else (False,)):
                    tag = "%s%s%s" % (kind, "_later" if later else "", "_paid" if keep_money else "")
                    c = cut_deal(po, k, at, keep_money=keep_money, keep_later=later)
                    stats["records"] += 1
                    stats["cut:" + tag] += 1
                    compare(c, seed, opt, tag)
                    if kind in ("play", "after11", "unpaid") and not keep_money:
                        mutations(c, k, rng, seed, opt, tag)
                    if keep_money or later:
                        money_mutations(c, seed, opt, tag, rng)
        if keep_talon:
            last_trick_alternative(po, k, seed, opt, "talon")
    print(json.dumps(dict(sorted(stats.items())), indent=1))
    for kind, lst in sorted(dis.items()):
        print("==", kind, stats["DIS:" + kind])
        for x in lst:
            print("   ", json.dumps(x, ensure_ascii=False))


if __name__ == "__main__":
    main()
