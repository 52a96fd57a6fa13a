"""diff10 / twofault: plant TWO safe faults in one clean session and compare the verdict with the union
of the two writers' expectations.

usage: PYTHONPATH=<worktree> python compare2.py [N_SEEDS] [--games rage,danish,...] [--pairs M] [--first S]
                                                 [--dump DIR]

Per game, per seed:
  1. a clean simulated session with >= 2 deals (the simulators are asked for 3-4 deals; rage has 10 rounds),
     checked clean;
  2. every kind of the game's diff9 injector (imported from tests/data/diff9/<game>-knockon, not copied) is
     planted twice (two rng salts) into the CLEAN session.  A plant is *eligible* when the injector calls it
     safe (rage: its model's `safe` label; the others: every kind except the ones their authors flag as
     careless / naive / play-only base / control-style transforms) AND the engine is exact on it alone
     (the same matcher as below).  Kinds the engine is not exact on alone are diff9's known classes and
     would only repeat them here;
  3. pairs of eligible plants are MERGED into one record (each plant's edit is taken from its own edited
     record; the expectations stay the injector's own, computed on a clean record):
       - "diff": the two plants changed disjoint sets of deals -> each deal is taken from the plant that
         changed it (both edits kept exactly as the injector made them);
       - "same": both changed one deal -> that deal's events are three-way merged (difflib on the event
         lists); the pair is kept only when the two edits touch event ranges with at least one untouched
         event between them and no other deal field is changed differently by both; expected event indices
         are remapped into the merged deal.
     Same-deal merges are re-labelled with the injector's own model where it has one (rage Replay, danish
     Deal.check, tarocchini own_model, ulti self_check): "safe" when the model's faults in the merged deal
     are exactly the union of its faults in the two single plants and the trick winners (and rage's round
     scores) are unchanged; "unsafe" when not (the first edit changed what the second means: the injector's
     artefact, not the engine's); "unlabelled" for galician (no fault model).  Either type is labelled
     "derived" when one plant wrote derived lines (totals/scores, a recomputed pool take) from the clean
     record and the other legitimately moved money before them (see derived_conflict): artefact too.
  4. tally per game, pair type and pair of kinds: exact / missing-one / missing-both / extra / different.

Sampling: per seed up to M (default 40) pairs of each type, kind pairs least covered so far first.
"""
from __future__ import annotations

import collections
import copy
import difflib
import importlib.util
import json
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DIFF9 = os.path.join(HERE, "..", "..", "diff9")

from validator.engine.validate import validate  # noqa: E402


def load(game: str, mod: str):
    """Import tests/data/diff9/<game>-knockon/<mod>.py under a unique module name (each folder has its own
    `inject`, so the folders cannot all sit on sys.path under the bare name)."""
    folder = os.path.normpath(os.path.join(DIFF9, f"{game}-knockon"))
    if folder not in sys.path:
        sys.path.insert(0, folder)  # galician's inject imports its sibling `model`
    name = f"diff9_{game}_{mod}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, os.path.join(folder, f"{mod}.py"))
    m = importlib.util.module_from_spec(spec)
    sys.modules[name] = m
    spec.loader.exec_module(m)
    if folder in sys.path:
        sys.path.remove(folder)
    return m


# ----------------------------------------------------------------------------------------- game adapters
# Each adapter: session(seed) -> doc; kinds(); plant(doc, kind, seed, salt) -> (new, exps, safe) | None;
# model(doc, k) -> (faults multiset as sorted list of (event, code), state) | None  (None: no model);
# dedupe: whether duplicate (deal, event, code) findings collapse (the diff9 compare did so).
# An expectation item: {"deal", "events": list | None (any event), "codes": set, "pclass": ... | absent}


class Rage:
    name = "rage"
    dedupe = False

    def __init__(self):
        self.inj = load("rage", "inject")
        from replays.sim.rage import simulate
        self.simulate = simulate

    def session(self, seed):
        rng = random.Random(seed * 7919)  # as diff9 rage compare.session
        opts = {"plus_minus_one": rng.random() < 0.5, "durch": rng.random() < 0.5}
        doc = self.simulate(seed, **opts)
        if not doc.get("rules"):
            doc["rules"] = {"plus_minus_one": False}
        return doc

    def kinds(self):
        return list(self.inj.KINDS)

    def plant(self, doc, kind, seed, salt):
        r = self.inj.plant(copy.deepcopy(doc), kind, seed * 100 + salt, True)
        if r is None:
            return None
        new, e = r
        exps = [] if not e["codes"] else [{"deal": e["deal"], "events": [e["event"]] + e.get("alt_events", []),
                                           "codes": set(e["codes"])}]
        return new, exps, bool(e.get("safe"))

    def model(self, doc, k):
        d = doc["deals"][k]
        if not d.get("hands"):
            return None
        rep = self.inj.Replay(doc, k)
        return sorted((ev, c) for ev, s, c in rep.faults), (rep.winners, self.inj.round_scores(doc, k, rep))

    def filt(self, found):
        return [f for f in found if f["code"] != "stock_exhausted"]


class Danish:
    name = "danish"
    dedupe = True

    def __init__(self):
        self.inj = load("danish", "inject")
        from replays.sim.danish_tarok import simulate
        self.simulate = simulate

    def session(self, seed):
        return self.simulate(seed, deals=4)

    def kinds(self):
        return list(self.inj.KINDS)

    def plant(self, doc, kind, seed, salt):
        r = self.inj.inject(copy.deepcopy(doc), kind, random.Random(f"{seed}/{kind}/{salt}"))
        if r is None:
            return None
        new, e = r
        if e["code"] == "NONE":
            exps = []
        else:
            exps = [{"deal": e["deal"], "events": None if e["event"] == "any" else [e["event"]],
                     "codes": {e["code"]}, "pclass": e["penalty_class"]}]
        # `_full`: the void's settlement consequences are expected besides (diff9 (b)); not one fault
        return new, exps, not kind.endswith("_full")

    def model(self, doc, k):
        D = self.inj.Deal(doc, k)
        try:
            faults = sorted(D.check())
            winners = [D.winner(t)[0] for t in D.tricks if len(t) == 3]
        except Exception:  # noqa: BLE001
            return None
        return faults, winners

    def filt(self, found):
        return found


class Galician:
    name = "galician"
    dedupe = True
    UNSAFE = {"revoke_naive"}

    def __init__(self):
        self.inj = load("galician", "inject")
        from replays.sim.galician_tarok import simulate
        self.simulate = simulate

    def session(self, seed):
        return self.simulate(seed, deals=4)

    def kinds(self):
        # po_*: the whole record made play-only; control_*: no fault
        return [k for k in self.inj.KINDS if not k.startswith("po_") and not k.startswith("control")]

    def plant(self, doc, kind, seed, salt):
        r = self.inj.plant(doc, kind, random.Random(f"{seed}/{kind}/{salt}"))
        if r is None:
            return None
        new, exp = r
        exps = [{"deal": x["deal"], "events": [x["event"]], "codes": {x["code"]}} for x in exp]
        return new, exps, kind not in self.UNSAFE

    def model(self, doc, k):
        return None  # no fault model in galician's model.py: same-deal pairs are unlabelled

    def filt(self, found):
        return found


class Tarocchini:
    name = "tarocchini"
    dedupe = True

    def __init__(self):
        self.inj = load("tarocchini", "inject")
        from replays.sim.tarocchini import simulate
        self.simulate = simulate

    def session(self, seed):
        return self.simulate(seed, ("ottocento", "terziglio")[seed % 2], deals=3)

    def kinds(self):
        return [k for k in self.inj.KINDS if not k.startswith("po_")]

    def plant(self, doc, kind, seed, salt):
        r = self.inj.inject(copy.deepcopy(doc), kind, seed * 100 + salt)
        if r is None:
            return None
        new, e = r
        if "_base" in e:
            return None
        exps = [{"deal": e["deal"], "events": [e["event"]], "codes": {e["code"]}}]
        safe = not (kind.endswith("_careless") or kind.endswith("_any"))
        return new, exps, safe

    def model(self, doc, k):
        m = self.inj.own_model(doc, k)
        if m is None:
            return None
        n = self.inj.n_players(doc)
        faults = [(e, c) for e, s, c in m["faults"]]
        prev = (doc["deals"][k]["dealer"] + 1) % n
        for t in m["tricks"]:
            if t["plays"][0][0] != prev:
                faults.append((t["plays"][0][2], "out_of_turn"))
            prev = t["winner"]
        return sorted(faults), ([t["winner"] for t in m["tricks"]], self.inj.piles(doc, k, m))

    def filt(self, found):
        return found


class Ulti:
    name = "ulti"
    dedupe = True

    def __init__(self):
        self.inj = load("ulti", "inject")
        from replays.sim.ulti import simulate
        self.simulate = simulate

    def session(self, seed):
        return self.simulate(seed, deals=3, preset="standard")

    def kinds(self):
        return list(self.inj.KINDS)

    def plant(self, doc, kind, seed, salt):
        r = self.inj.inject(copy.deepcopy(doc), kind, seed * 100 + salt)
        if r is None:
            return None
        new, exp, note = r
        exps = [{"deal": d, "events": [i], "codes": {c}} for d, i, c in exp]
        return new, exps, True

    def model(self, doc, k):
        d = doc["deals"][k]
        f = self.inj.self_check(d)
        a = self.inj.analyze(d)
        if f is None or a is None:
            return None
        return sorted(f), (a["winners"], self.inj.side_points(a))

    def filt(self, found):
        return found


GAMES = {"rage": Rage, "danish": Danish, "galician": Galician, "tarocchini": Tarocchini, "ulti": Ulti}


# ----------------------------------------------------------------------------------------- verdicts
def findings(v) -> list[dict]:
    if v["status"] == "rejected":
        return [{"deal": None, "event": None, "code": "REJECTED", "seat": None, "pclass": None,
                 "message": str(v.get("problems", ""))[:200]}]
    out = []
    for d in v["deals"]:
        for a in d["annotations"]:
            p = a.get("penalty")
            out.append({"deal": a["deal"], "event": a["event"], "code": a["code"], "seat": a.get("seat"),
                         "pclass": p.get("class") if p else None, "severity": a.get("severity"),
                         "message": a.get("message", "")})
    return out


def matches(x: dict, f: dict) -> bool:
    if f["deal"] != x["deal"] or f["code"] not in x["codes"]:
        return False
    if x["events"] is not None and f["event"] not in x["events"]:
        return False
    if "pclass" in x and f["pclass"] != x["pclass"]:
        return False
    return True


def judge(game, exps: list[dict], found: list[dict]):
    """-> (class, unmatched expectation indices, surplus findings)."""
    found = game.filt(found)
    if game.dedupe:
        seen, ded = set(), []
        for f in found:
            # two findings at one (deal, event, code) are one only if they say the same thing (two
            # missing payments both sit at event None)
            key = (f["deal"], f["event"], f["code"], f["pclass"], f.get("message"))
            if key not in seen:
                seen.add(key)
                ded.append(f)
        found = ded
    used = [0] * len(exps)
    surplus = []
    for f in found:
        hit = next((i for i, x in enumerate(exps) if matches(x, f) and not used[i]), None)
        if hit is None:
            hit2 = next((i for i, x in enumerate(exps) if matches(x, f)), None)
            if hit2 is None or not game.dedupe:
                surplus.append(f)
            continue
        used[hit] = 1
    miss = [i for i, u in enumerate(used) if not u]
    if not miss and not surplus:
        cls = "exact"
    elif not surplus:
        cls = "missing-one" if len(miss) == 1 else "missing-both"
    elif not miss:
        cls = "extra"
    else:
        cls = "different"
    return cls, miss, surplus


# ----------------------------------------------------------------------------------------- merging
def _key(e):
    return json.dumps(e, sort_keys=True)


def changed_deals(clean, new):
    n0 = len(clean["deals"])
    return {i for i, d in enumerate(new["deals"]) if i >= n0 or d != clean["deals"][i]}


def merge_events(E0, E1, E2):
    """Three-way merge of one deal's event lists -> (events, map1, map2) or None on overlap."""
    s0, s1, s2 = ([_key(e) for e in E] for E in (E0, E1, E2))
    ops = []
    eq = [{}, {}]
    for src, s in ((0, s1), (1, s2)):
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, s0, s, autojunk=False).get_opcodes():
            if tag == "equal":
                for t in range(i2 - i1):
                    eq[src][i1 + t] = j1 + t
            else:
                ops.append((i1, i2, src, j1, j2))
    a = [o for o in ops if o[2] == 0]
    b = [o for o in ops if o[2] == 1]
    if not a or not b:
        return None
    for x in a:
        for y in b:
            if not (x[1] < y[0] or y[1] < x[0]):
                return None
    ops.sort()
    out, maps, pos = [], [{}, {}], 0
    srcE = (E1, E2)

    def emit_equal(upto):
        nonlocal pos
        for i in range(pos, upto):
            p = len(out)
            out.append(copy.deepcopy(E0[i]))
            for src in (0, 1):
                if i in eq[src]:
                    maps[src][eq[src][i]] = p

    for i1, i2, src, j1, j2 in ops:
        emit_equal(i1)
        for j in range(j1, j2):
            maps[src][j] = len(out)
            out.append(copy.deepcopy(srcE[src][j]))
        pos = max(pos, i2)
    emit_equal(len(E0))
    return out, maps[0], maps[1]


def merge(clean, A, B):
    """-> (doc, type, remap) or None.  remap(src, deal, event) -> merged event index or False."""
    cA, cB = changed_deals(clean, A), changed_deals(clean, B)
    if not cA or not cB:
        return None
    L = min(len(A["deals"]), len(B["deals"]))
    if max(cA | cB) >= L:
        return None
    doc = {}
    for key in set(clean) | set(A) | set(B):
        if key == "deals":
            continue
        v0, v1, v2 = clean.get(key), A.get(key), B.get(key)
        if v1 != v0 and v2 != v0 and v1 != v2:
            return None
        v = v1 if v1 != v0 else v2
        if v is not None or key in clean:
            doc[key] = copy.deepcopy(v)
    both = cA & cB
    maps = {}
    deals = []
    for i in range(L):
        if i in both:
            d0, d1, d2 = clean["deals"][i], A["deals"][i], B["deals"][i]
            nd = {}
            for key in set(d0) | set(d1) | set(d2):
                if key == "events":
                    continue
                v0, v1, v2 = d0.get(key), d1.get(key), d2.get(key)
                if v1 != v0 and v2 != v0 and v1 != v2:
                    return None
                nd[key] = copy.deepcopy(v1 if v1 != v0 else v2)
            if d1["events"] == d0["events"] or d2["events"] == d0["events"]:
                ev = copy.deepcopy(d2["events"] if d1["events"] == d0["events"] else d1["events"])
                ident = {j: j for j in range(len(ev))}
                m1 = ident if d1["events"] != d0["events"] else {j: j for j in range(len(d1["events"]))}
                m2 = ident if d2["events"] != d0["events"] else {j: j for j in range(len(d2["events"]))}
            else:
                r = merge_events(d0["events"], d1["events"], d2["events"])
                if r is None:
                    return None
                ev, m1, m2 = r
            nd["events"] = ev
            maps[i] = (m1, m2)
            deals.append(nd)
        elif i in cA:
            deals.append(copy.deepcopy(A["deals"][i]))
        elif i in cB:
            deals.append(copy.deepcopy(B["deals"][i]))
        else:
            deals.append(copy.deepcopy(clean["deals"][i]))
    doc["deals"] = deals

    def remap(src, deal, event):
        if deal not in maps or event is None:
            return event
        return maps[deal][src].get(event, False)

    return doc, ("same" if both else "diff"), remap, both


def remap_exps(exps, src, remap):
    out = []
    for x in exps:
        y = dict(x)
        if x["events"] is not None:
            evs = [remap(src, x["deal"], e) for e in x["events"]]
            if any(e is False for e in evs):
                return None
            y["events"] = evs
        y["src"] = src
        out.append(y)
    return out


PAY_CODES = {"wrong_payment", "missing_payment", "unexpected_payment", "payment_reason", "unexpected_payment"}


def _ev_by_type(d, types):
    return [e for e in d["events"] if e["type"] in types]


def derived_conflict(clean, X, expX, Y, expY) -> bool:
    """X wrote derived lines (sheet totals/scores, or payments recomputed in a deal it did not fault, such as a
    pool take) from the CLEAN record, and Y legitimately moved money (fines, a void's hand-back) in a deal at or
    before them: the merged record then really implies more (wrong derived lines) -- the injector's artefact."""
    xd = {x["deal"] for x in expX}
    sheet = [k for k, d in enumerate(X["deals"]) if k < len(clean["deals"]) and (
        _ev_by_type(d, ("total", "score")) != _ev_by_type(clean["deals"][k], ("total", "score"))
        or (k not in xd and _ev_by_type(d, ("payment",)) != _ev_by_type(clean["deals"][k], ("payment",))))]
    money = [k for k, d in enumerate(Y["deals"]) if k < len(clean["deals"])
             and _ev_by_type(d, ("payment", "penalty")) != _ev_by_type(clean["deals"][k], ("payment", "penalty"))]
    if sheet and money and min(money) <= max(sheet) and not all(x["codes"] <= PAY_CODES for x in expY):
        return True
    # X wrote consequential payments (a void's hand-backs, a recomputed pool take; fines excepted) copied from
    # the clean record, and Y edited a (non-fine) payment at or before them
    def pays(d):
        return [e for e in d["events"] if e["type"] == "payment" and e.get("reason") != "penalty"]
    if all(x["codes"] <= PAY_CODES for x in expX):
        return False
    xpay = [k for k, d in enumerate(X["deals"]) if k < len(clean["deals"]) and pays(d) != pays(clean["deals"][k])]
    ypay = [k for k, d in enumerate(Y["deals"]) if k < len(clean["deals"]) and pays(d) != pays(clean["deals"][k])]
    return bool(xpay and ypay and min(ypay) <= max(xpay))


def relabel(game, clean, A, B, M, deals, remap):
    """Same-deal pair: safe / unsafe by the injector's own model, or unlabelled."""
    for k in sorted(deals):
        m0, mA, mB, mM = (game.model(d, k) for d in (clean, A, B, M))
        if None in (m0, mA, mB, mM):
            return "unlabelled"
        want = []
        for src, m in ((0, mA), (1, mB)):
            for ev, c in m[0]:
                e2 = remap(src, k, ev)
                if e2 is False:
                    return "unsafe"
                want.append((e2, c))
        if sorted(set(want)) != sorted(set(mM[0])):
            return "unsafe"
        if mM[1] != m0[1] and (mA[1] == m0[1] and mB[1] == m0[1]):
            return "unsafe"
    return "safe"


# ----------------------------------------------------------------------------------------- main
def where(f, x_by_src):
    """Where a surplus finding sits relative to the two plants' expectations."""
    for src, xs in x_by_src.items():
        for x in xs:
            if f["deal"] == x["deal"] and x["events"] is not None and f["event"] in x["events"]:
                return f"@ev{'AB'[src]}"
    for src, xs in x_by_src.items():
        for x in xs:
            if f["deal"] == x["deal"]:
                return f"@deal{'AB'[src]}"
    return "@other"


def run_game(gname, n, first, mpairs, dump, out):
    game = GAMES[gname]()
    kinds = game.kinds()
    t0 = time.time()
    tally = collections.defaultdict(collections.Counter)        # (type, label) -> class counts
    pairtally = collections.defaultdict(collections.Counter)    # (type, label, kA, kB) -> class counts
    sigs = collections.defaultdict(list)                        # (type, label, kA, kB, cls, sig) -> seeds
    examples = {}
    cover = collections.Counter()
    stats = collections.Counter()
    for seed in range(first, first + n):
        clean = game.session(seed)
        if len(clean["deals"]) < 2 or validate(copy.deepcopy(clean))["status"] != "clean":
            stats["session not clean or < 2 deals"] += 1
            continue
        plants = []
        for kind in kinds:
            for salt in (0, 1):
                try:
                    r = game.plant(clean, kind, seed, salt)
                except Exception as ex:  # noqa: BLE001
                    stats[f"plant error {type(ex).__name__}"] += 1
                    continue
                if r is None:
                    continue
                new, exps, safe = r
                stats["plants"] += 1
                if not safe:
                    stats["plants unsafe by the injector"] += 1
                    continue
                cls, _, _ = judge(game, exps, findings(validate(copy.deepcopy(new))))
                if cls != "exact":
                    stats["plants safe but not exact alone (diff9 classes)"] += 1
                    continue
                ch = changed_deals(clean, new)
                if not ch:
                    continue
                if any(p["kind"] == kind and p["new"] == new for p in plants):
                    continue
                stats["plants eligible"] += 1
                plants.append({"kind": kind, "new": new, "exps": exps, "ch": ch})
        rng = random.Random(f"pairs/{gname}/{seed}")
        cands = {"diff": [], "same": []}
        for i in range(len(plants)):
            for j in range(i + 1, len(plants)):
                a, b = plants[i], plants[j]
                t = "same" if a["ch"] & b["ch"] else "diff"
                cands[t].append((i, j))
        for t in ("diff", "same"):
            cs = cands[t]
            rng.shuffle(cs)
            cs.sort(key=lambda ij: cover[(t,) + tuple(sorted((plants[ij[0]]["kind"], plants[ij[1]]["kind"])))])
            done = 0
            for i, j in cs:
                if done >= mpairs:
                    break
                a, b = plants[i], plants[j]
                if a["kind"] > b["kind"]:
                    a, b = b, a
                r = merge(clean, a["new"], b["new"])
                if r is None:
                    stats[f"{t}: merge conflict"] += 1
                    continue
                M, typ, remap, both = r
                ea, eb = remap_exps(a["exps"], 0, remap), remap_exps(b["exps"], 1, remap)
                if ea is None or eb is None:
                    stats[f"{t}: expectation not mappable"] += 1
                    continue
                label = "safe" if typ == "diff" else relabel(game, clean, a["new"], b["new"], M, both, remap)
                if label != "unsafe" and (derived_conflict(clean, a["new"], a["exps"], b["new"], b["exps"])
                                          or derived_conflict(clean, b["new"], b["exps"], a["new"], a["exps"])):
                    label = "derived"
                done += 1
                kp = (a["kind"], b["kind"])
                cover[(typ,) + kp] += 1
                exps = ea + eb
                found = findings(validate(copy.deepcopy(M)))
                cls, miss, surplus = judge(game, exps, found)
                tally[(typ, label)][cls] += 1
                pairtally[(typ, label) + kp][cls] += 1
                if cls != "exact":
                    xs = {0: ea, 1: eb}
                    parts = [f"-{'AB'[exps[i]['src']]}:{'/'.join(sorted(exps[i]['codes']))}" for i in miss]
                    parts += sorted({f"+{f['code']}{where(f, xs)}" for f in surplus})
                    sg = " ".join(parts)
                    key = (typ, label) + kp + (cls, sg)
                    sigs[key].append(seed)
                    size = len(json.dumps(M))
                    if key not in examples or size < examples[key][0]:
                        examples[key] = (size, {"game": gname, "seed": seed, "type": typ, "label": label,
                                                "kinds": list(kp), "class": cls, "signature": sg,
                                                "expected_by_writers": [{**{k: v for k, v in x.items() if k != "codes"},
                                                                         "codes": sorted(x["codes"]), "kind": kp[x["src"]]}
                                                                        for x in exps],
                                                "found": [{k: f.get(k) for k in ("deal", "event", "seat", "code", "pclass", "message")}
                                                          for f in found],
                                                "transcript": M})
    dt = time.time() - t0
    p = lambda *a: print(*a, file=out)  # noqa: E731
    p(f"=== {gname}: seeds {first}..{first + n - 1}, {len(kinds)} kinds, up to {mpairs} pairs/type/seed, {dt:.0f}s")
    for k, c in sorted(stats.items()):
        p(f"  {k}: {c}")
    cols = ["exact", "missing-one", "missing-both", "extra", "different"]
    p(f"  {'type/label':22s} {'n':>5s} " + " ".join(f"{c:>12s}" for c in cols) + "   exact%")
    for (typ, label), c in sorted(tally.items()):
        tot = sum(c.values())
        p(f"  {typ + '/' + label:22s} {tot:5d} " + " ".join(f"{c[x]:12d}" for x in cols) + f"   {100 * c['exact'] / tot:5.1f}")
    kp_n = collections.Counter((k[0], k[1]) for k in pairtally)
    p(f"  kind pairs covered: " + ", ".join(f"{t}/{lab} {m}" for (t, lab), m in sorted(kp_n.items())))
    p("  non-exact classes: type/label kindA + kindB  class  signature  count  [seeds]  (n pairs of these kinds)")
    for key, seeds in sorted(sigs.items(), key=lambda kv: (kv[0][0], kv[0][1], -len(kv[1]))):
        typ, label, ka, kb, cls, sg = key
        tot = sum(pairtally[(typ, label, ka, kb)].values())
        p(f"    {typ}/{label:10s} {ka} + {kb}  {cls}  {sg}  {len(seeds)}  {seeds[:6]}  (of {tot})")
    if dump:
        os.makedirs(dump, exist_ok=True)
        for i, (key, (_, ex)) in enumerate(sorted(examples.items())):
            fn = f"{gname}-{i:03d}-{key[0]}-{key[1]}-{key[2]}+{key[3]}-{key[4]}.json"
            with open(os.path.join(dump, fn), "w") as fh:
                json.dump(ex, fh, ensure_ascii=False)
    return tally


def main():
    args = sys.argv[1:]
    opt = {}
    for flag in ("--games", "--pairs", "--first", "--dump"):
        if flag in args:
            i = args.index(flag)
            opt[flag] = args[i + 1]
            del args[i:i + 2]
    n = int(args[0]) if args else 20
    games = opt.get("--games", ",".join(GAMES)).split(",")
    for g in games:
        run_game(g, n, int(opt.get("--first", 0)), int(opt.get("--pairs", 40)), opt.get("--dump"), sys.stdout)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
