"""Negative check (step 3): focused mutations of play-only records; engine vs oracle at the mutated events.

usage: neg.py N [SEED0] [-v]
Agreement at an event: the engine has a violation there iff the oracle has a fault there, and when
both do, they share a code.
"""
import copy, json, sys, os, random
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(__file__))
from oracle import referee, suit, norm
from compare import session_args, play_only
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

KINDS = ["same_swap", "void_swap", "cross_swap", "dup_earlier", "dup_later", "skat_card", "joker_move",
         "joker_rename", "demand", "demand_wrong_trick", "demand_after_use", "skat_swap_dropped", "truncate"]


def plays_of(dl):
    return [i for i, e in enumerate(dl["events"]) if e["type"] == "play"]


def swap(ev, i, j):
    a, b = ev[i], ev[j]
    a["card"], b["card"] = b["card"], a["card"]
    # a Joker lead carries its naming; a card moved out of a lead drops it
    for x in (a, b):
        x.pop("named", None)


def fix_named(ev, pl, rnd):
    for k, i in enumerate(pl):
        if k % 3 == 0 and norm(ev[i]["card"]) == "JOKER" and "named" not in ev[i]:
            ev[i]["named"] = rnd.choice("HDSCT")


def mutate(doc, rnd, kind, base=None):
    """Returns (mutated doc, deal index, [events to compare], description) or None."""
    d = copy.deepcopy(doc)
    cands = [k for k, dl in enumerate(d["deals"]) if len(plays_of(dl)) == 75]
    if not cands:
        return None
    di = rnd.choice(cands)
    dl = d["deals"][di]
    ev = dl["events"]
    pl = plays_of(dl)
    seat = lambda i: ev[i]["seat"]
    card = lambda i: norm(ev[i]["card"])
    pos = {i: k for k, i in enumerate(pl)}
    lead = lambda i: pl[pos[i] - pos[i] % 3]
    if kind == "same_swap":
        s = rnd.choice([seat(i) for i in pl])
        mine = [i for i in pl if seat(i) == s]
        i, j = sorted(rnd.sample(mine, 2))
        if pos[i] // 3 == pos[j] // 3:
            return None
        swap(ev, i, j); fix_named(ev, pl, rnd)
        return d, di, [i, j], "%s: seat %d %s<->%s" % (kind, s, card(j), card(i))
    if kind == "void_swap":
        # seat follows suit L at trick a with c1; later plays c2 of another suit (or the Joker): swap
        opts = []
        for i in pl:
            if i == lead(i):
                continue
            L = suit(card(lead(i))) if card(lead(i)) != "JOKER" else ev[lead(i)].get("named")
            if suit(card(i)) != L or L is None:
                continue
            for j in pl:
                if j > i and pos[j] // 3 != pos[i] // 3 and seat(j) == seat(i) and suit(card(j)) != L:
                    opts.append((i, j))
        if not opts:
            return None
        i, j = rnd.choice(opts)
        swap(ev, i, j); fix_named(ev, pl, rnd)
        return d, di, [i, j], "%s: seat %d %s<->%s" % (kind, seat(i), card(j), card(i))
    if kind == "cross_swap":
        i, j = sorted(rnd.sample(pl, 2))
        if seat(i) == seat(j) or pos[i] // 3 == pos[j] // 3:
            return None
        swap(ev, i, j); fix_named(ev, pl, rnd)
        return d, di, [i, j], "%s: %s@%d <-> %s@%d" % (kind, card(j), seat(j), card(i), seat(i))
    if kind in ("dup_earlier", "dup_later"):
        i, j = sorted(rnd.sample(pl, 2))
        tgt, src = (j, i) if kind == "dup_earlier" else (i, j)
        if card(src) == "JOKER" or card(tgt) == "JOKER":
            return None
        old = card(tgt)
        ev[tgt]["card"] = ev[src]["card"]
        return d, di, [tgt], "%s: event %d %s -> %s (also played at %d)" % (kind, tgt, old, card(src), src)
    if kind == "skat_card":
        disc = [e for e in ev if e["type"] == "discard"]
        if not disc:
            return None
        c = rnd.choice(disc[0]["cards"])
        i = rnd.choice(pl)
        if card(i) == "JOKER" or norm(c) == "JOKER":
            return None
        old = card(i)
        ev[i]["card"] = c
        return d, di, [i], "%s: event %d %s -> %s (laid away)" % (kind, i, old, c)
    if kind == "joker_move":
        js = [i for i in pl if card(i) == "JOKER"]
        if not js:
            return None
        i = js[0]
        mine = [j for j in pl if seat(j) == seat(i) and pos[j] // 3 != pos[i] // 3]
        j = rnd.choice(mine)
        swap(ev, i, j); fix_named(ev, pl, rnd)
        return d, di, sorted([i, j]), "%s: Joker from trick %d to %d" % (kind, pos[i] // 3, pos[j] // 3)
    if kind == "joker_rename":
        js = [i for i in pl if card(i) == "JOKER" and i == lead(i)]
        if not js:
            return None
        i = js[0]
        old = ev[i].get("named")
        new = rnd.choice([x for x in "HDSCT" if x != old] + [None])
        if new is None:
            ev[i].pop("named", None)
        else:
            ev[i]["named"] = new
        follow = [pl[pos[i] + 1], pl[pos[i] + 2]]
        return d, di, [i] + follow, "%s: Joker lead at trick %d named %s -> %s" % (kind, pos[i] // 3, old, new)
    if kind == "skat_swap_dropped":
        # the skat is unrecorded: a dealer's play becomes one of the cards he laid away, so the card
        # he played drops into the reconstructed skat (a king, Mondo, trump, Joker, declaration card?)
        orig = [e for e in base["deals"][di]["events"] if e["type"] == "discard"]
        if any(e["type"] == "discard" for e in ev) or not orig:
            return None
        dealer = dl["dealer"]
        mine = [i for i in pl if seat(i) == dealer and card(i) != "JOKER"]
        i = rnd.choice(mine)
        c = rnd.choice([x for x in orig[0]["cards"] if norm(x) != "JOKER"] or [None])
        if c is None:
            return None
        old = card(i)
        ev[i]["card"] = c
        return d, di, [i], "%s: dealer's event %d %s -> %s (%s now unplayed)" % (kind, i, old, c, old)
    if kind == "truncate":
        t = rnd.randrange(1, 25)
        cut = pl[3 * t]
        dl["events"] = ev[:cut]
        # and a declaration the kept plays can disprove: the first seat that played >= 10 trumps says pass
        return d, di, [], "%s: after %d tricks" % (kind, t)
    if kind.startswith("demand"):
        if any(e["type"] == "call" for e in ev):
            return None
        js = [i for i in pl if card(i) == "JOKER"]
        if kind == "demand":
            t = 22
        elif kind == "demand_wrong_trick":
            t = rnd.choice([x for x in range(25) if x != 22])
        else:
            if not js or pos[js[0]] // 3 >= 22:
                return None
            t = 22
        k = 3 * t + rnd.randrange(3)
        holder = seat(js[0]) if js else None
        who = rnd.choice([s for s in set(seat(x) for x in pl) if s != holder])
        at = pl[k]
        ev.insert(at, {"type": "call", "seat": who, "call": "joker"})
        pl2 = plays_of(dl)
        trick = pl2[3 * t:3 * t + 3]
        return d, di, [at] + trick, "%s: seat %d demands before play %d (trick %d); Joker at trick %s" % (
            kind, who, k, t, pos[js[0]] // 3 if js else "skat")
    return None


DEAL_CODES = ("illegal_skat", "false_declaration", "missing_declaration")


def codes_at(annots, ev_idx, sev="violation"):
    return {a["code"] for a in annots if a["event"] == ev_idx and a["severity"] == sev}


def main():
    N = int(sys.argv[1]); seed0 = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    verbose = "-v" in sys.argv
    rnd = random.Random(seed0)
    stats = Counter(); dis = defaultdict(list)
    for k in range(N):
        seed, players, deals, opts = session_args(k, seed0)
        base = simulate(seed, players=players, deals=deals, **opts)
        for drop in (False, True):
            po = play_only(base, drop)
            kind = KINDS[(k * 2 + drop) % len(KINDS)] if k % 3 else rnd.choice(KINDS)
            m = None
            for _ in range(20):
                m = mutate(po, rnd, kind, base)
                if m:
                    break
            if not m:
                stats["no_mutation_" + kind] += 1
                continue
            d, di, evs, desc = m
            if drop and any(e["type"] == "announce" for e in d["deals"][di]["events"]) and \
                    not any(e["type"] == "discard" for e in d["deals"][di]["events"]):
                desc += " [Tout announced, skat unrecorded]"
                stats["tout_unrecorded_skat"] += 1
            orc = referee(d)[di]
            ver = validate(d)
            ann = ver["deals"][di]["annotations"] if ver["status"] != "rejected" else []
            stats["mutations"] += 1
            stats["kind_" + kind] += 1
            if ver["status"] == "rejected":
                stats["rejected"] += 1
            ooo = set(i for i, c in orc["faults"].items() if "out_of_turn" in c)
            for n_, e in enumerate(evs):
                if n_ > 0 and any(x <= e for x in ooo if x > evs[0]) and kind not in ("demand", "demand_wrong_trick", "demand_after_use", "joker_rename"):
                    stats["skipped_after_turn_change"] += 1
                    continue
                oc = set(orc["faults"].get(e, {}))
                ow = set(orc["warnings"].get(e, {}))
                ec = codes_at(ann, e)
                ew = codes_at(ann, e, "warning")
                stats["events_compared"] += 1
                stats["oracle_illegal" if oc else "oracle_legal"] += 1
                agree = (bool(oc) == bool(ec)) and (not oc or (oc & ec))
                if ow != ew:
                    dis[("warning", kind, tuple(sorted(ow)), tuple(sorted(ew)))].append((seed, players, deals, opts, drop, di, e, desc))
                if agree:
                    stats["agree"] += 1
                    for c in oc & ec:
                        stats["agree_at_event_" + c] += 1
                else:
                    dis[(kind, tuple(sorted(oc)), tuple(sorted(ec)))].append((seed, players, deals, opts, drop, di, e, desc))
            # deal-level codes: the skat and the declarations rebuilt from the plays
            for code in DEAL_CODES:
                o = (bool(orc.get("skat_bad")) if code == "illegal_skat"
                     else any(code in c for c in orc["faults"].values()))
                e_ = any(a["code"] == code and a["severity"] == "violation" for a in ann)
                stats["deal_codes_compared"] += 1
                if o != e_:
                    dis[("deal-level", kind, code, "oracle" if o else "engine")].append((seed, players, deals, opts, drop, di, None, desc))
                elif o:
                    stats["deal_code_agree_" + code] += 1
            if kind == "truncate":
                stats["truncated_engine_violations"] += sum(1 for a in ann if a["severity"] == "violation")
    print(json.dumps(stats, indent=0, sort_keys=True))
    print("disagreement classes:", len(dis))
    for key, lst in sorted(dis.items(), key=lambda x: -len(x[1])):
        print(len(lst), key)
        for x in lst[:2 if not verbose else 5]:
            print("     ", x)


if __name__ == "__main__":
    main()
