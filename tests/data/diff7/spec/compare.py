"""Differential check of the engine's structural verdicts against spec_oracle.py.

nice python compare.py [--seeds N]   (PYTHONPATH = the worktree root)
"""
from __future__ import annotations

import copy
import json
import math
import os
import random
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spec_oracle import oracle, DECKS  # noqa: E402

from replays.sim import danish_tarok, galician_tarok, rage, tarocchini, ulti  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = int(sys.argv[sys.argv.index("--seeds") + 1]) if "--seeds" in sys.argv else 2


def bases():
    for s in range(SEEDS):
        yield "rage", rage.simulate(100 + s, rounds=2)
        yield "danish-tarok", danish_tarok.simulate(100 + s, deals=1)
        yield "galician-tarok", galician_tarok.simulate(100 + s, deals=1)
        yield "ulti", ulti.simulate(100 + s, deals=1)
        yield "tarocchini-ottocento", tarocchini.simulate(100 + s, "ottocento", 1)
        yield "tarocchini-terziglio", tarocchini.simulate(100 + s, "terziglio", 1)


def get(doc, path):
    for p in path:
        doc = doc[p]
    return doc


def setp(doc, path, value):
    get(doc, path[:-1])[path[-1]] = value


def delp(doc, path):
    del get(doc, path[:-1])[path[-1]]


def renamep(doc, path):
    par = get(doc, path[:-1])
    par[path[-1] + "_x"] = par.pop(path[-1])


def deep(k):
    x = "junk"
    for _ in range(k):
        x = [x, {"a": x}] if k < 30 else [x]
    return x


RETYPES = [42, "str", None, [], {}, True, 1.5]
OTHER_CARD = {"rage": "KH", "danish-tarok": "R15", "galician-tarok": "5H", "ulti": "T1", "tarocchini-ottocento": "AH", "tarocchini-terziglio": "WILD"}


def mutations(game, doc, rng):
    """(name, function(doc)) pairs; names are the class keys."""
    M = []
    add = lambda name, f: M.append((name, f))  # noqa: E731
    for k in list(doc):
        add(f"top.drop.{k}", lambda d, k=k: delp(d, [k]))
        add(f"top.rename.{k}", lambda d, k=k: renamep(d, [k]))
        for v in RETYPES:
            add(f"top.retype.{k}={json.dumps(v)}", lambda d, k=k, v=v: setp(d, [k], copy.deepcopy(v)))
    add("top.unknown", lambda d: setp(d, ["colour"], "red"))
    add("top.meta.deep50", lambda d: setp(d, ["meta"], {"x": deep(50)}))
    add("top.meta.deep10", lambda d: setp(d, ["meta"], {"x": deep(10), "u": "žluťoučký 🃏", "n": 1e308}))
    add("top.format.v2", lambda d: setp(d, ["format"], "trick-transcript/2"))
    add("top.game.upper", lambda d: setp(d, ["game"], d["game"].upper()))
    add("top.game.whist", lambda d: setp(d, ["game"], "whist"))
    add("top.game.underscore", lambda d: setp(d, ["game"], d["game"].replace("-", "_")))
    # rules
    add("rules.unknown_option", lambda d: setp(d, ["rules"], {**(d.get("rules") or {}), "colour_blind": True}))
    add("rules.preset.bogus", lambda d: setp(d, ["rules"], {**(d.get("rules") or {}), "preset": "bogus"}))
    add("rules.preset.standard", lambda d: setp(d, ["rules"], {"preset": "standard"}))
    add("rules.empty", lambda d: setp(d, ["rules"], {}))
    for k, v in list((doc.get("rules") or {}).items()):
        if k == "preset":
            continue
        add(f"rules.value.{k}=bogus", lambda d, k=k: setp(d, ["rules", k], "bogus"))
        add(f"rules.value.{k}=obj", lambda d, k=k: setp(d, ["rules", k], {"a": 1}))
        add(f"rules.value.{k}=null", lambda d, k=k: setp(d, ["rules", k], None))
        if isinstance(v, bool):
            add(f"rules.value.{k}=1", lambda d, k=k: setp(d, ["rules", k], 1))
            add(f"rules.value.{k}='true'", lambda d, k=k: setp(d, ["rules", k], "true"))
    if game == "rage":
        for o in ("plus_minus_one", "hidden_bid", "secret_bid", "durch"):
            add(f"rules.rage.{o}=false", lambda d, o=o: setp(d, ["rules"], {**(d.get("rules") or {}), o: False}))
            add(f"rules.rage.{o}='yes'", lambda d, o=o: setp(d, ["rules"], {**(d.get("rules") or {}), o: "yes"}))
    # players
    n = len(doc["players"])
    add("players.one_more", lambda d: d["players"].append("Extra"))
    add("players.one_less", lambda d: d["players"].pop())
    add("players.many", lambda d: d["players"].extend(["P%d" % i for i in range(9)]))
    add("players.name_int", lambda d: setp(d, ["players", 1], 7))
    add("players.name_null", lambda d: setp(d, ["players", 0], None))
    add("players.name_obj", lambda d: setp(d, ["players", 0], {"name": "x"}))
    add("players.name_empty", lambda d: setp(d, ["players", 0], ""))
    add("players.name_dup", lambda d: setp(d, ["players", 1], d["players"][0]))
    add("players.unicode", lambda d: setp(d, ["players", 0], "Žofie 🂡 \u202e עברית"))
    add("players.empty", lambda d: setp(d, ["players"], []))
    # start
    add("start.totals.ok", lambda d: setp(d, ["start"], {"totals": [0] * (2 if game == "tarocchini-ottocento" else n)}))
    add("start.totals.short", lambda d: setp(d, ["start"], {"totals": [0] * (1 if game == "tarocchini-ottocento" else n - 1)}))
    add("start.totals.str", lambda d: setp(d, ["start"], {"totals": ["0"] * (2 if game == "tarocchini-ottocento" else n)}))
    add("start.totals.nan", lambda d: setp(d, ["start"], {"totals": [float("nan")] * (2 if game == "tarocchini-ottocento" else n)}))
    add("start.unknown_key", lambda d: setp(d, ["start"], {"colour": 1}))
    add("start.null", lambda d: setp(d, ["start"], None))
    add("start.list", lambda d: setp(d, ["start"], [0] * n))
    add("start.empty", lambda d: setp(d, ["start"], {}))
    if game in ("danish-tarok", "galician-tarok"):
        pools = {"pagat_pool": 60, "king_pool": 135} if game == "danish-tarok" else {"pool": 45}
        add("start.pools.ok", lambda d: setp(d, ["start"], {"pools": dict(pools)}))
        add("start.pools.unknown", lambda d: setp(d, ["start"], {"pools": {**pools, "kitty": 5}}))
        add("start.pools.str", lambda d: setp(d, ["start"], {"pools": {k: "5" for k in pools}}))
    if game == "rage":
        add("start.round.ok", lambda d: setp(d, ["start"], {"round": 1}))
        add("start.round.0", lambda d: setp(d, ["start"], {"round": 0}))
        add("start.round.11", lambda d: setp(d, ["start"], {"round": 11}))
        add("start.round.str", lambda d: setp(d, ["start"], {"round": "1"}))
        add("start.round.wrong", lambda d: setp(d, ["start"], {"round": 3}))
    # deals
    add("deals.empty", lambda d: setp(d, ["deals"], []))
    add("deals.null_deal", lambda d: d["deals"].append(None))
    add("deals.empty_deal", lambda d: d["deals"].append({}))
    deal = doc["deals"][0]
    for k in list(deal):
        add(f"deal.drop.{k}", lambda d, k=k: delp(d, ["deals", 0, k]))
        add(f"deal.rename.{k}", lambda d, k=k: renamep(d, ["deals", 0, k]))
        for v in RETYPES:
            add(f"deal.retype.{k}={json.dumps(v)}", lambda d, k=k, v=v: setp(d, ["deals", 0, k], copy.deepcopy(v)))
    add("deal.unknown", lambda d: setp(d, ["deals", 0, "trump"], "R"))
    add("deal.talon.add_when_none" if "talon" not in deal else "deal.talon.empty", lambda d: setp(d, ["deals", 0, "talon"], []))
    add("deal.events.empty", lambda d: setp(d, ["deals", 0, "events"], []))
    for v, nm in ((n, "n"), (-1, "-1"), (n + 5, "n+5"), ("0", "'0'"), (float(deal["dealer"]), "float"), (True, "true"), (10**30, "huge")):
        add(f"deal.dealer={nm}", lambda d, v=v: setp(d, ["deals", 0, "dealer"], v))
    hands = deal["hands"]
    if hands:
        add("hands.one_more_seat", lambda d: d["deals"][0]["hands"].append([]))
        add("hands.one_less_seat", lambda d: d["deals"][0]["hands"].pop())
        full = [i for i, h in enumerate(hands) if h]
        s0, s1 = full[0], full[1]
        add("hands.hand_null", lambda d: setp(d, ["deals", 0, "hands", s0], None))
        add("hands.hand_str", lambda d: setp(d, ["deals", 0, "hands", s0], "KH QH"))
        add("hands.card_removed", lambda d: d["deals"][0]["hands"][s0].pop())
        add("hands.card_added_from_talon_or_new", lambda d: d["deals"][0]["hands"][s0].append((d["deals"][0].get("talon") or ["XX"])[-1]))
        add("hands.dup_between_hands", lambda d: setp(d, ["deals", 0, "hands", s1, 0], d["deals"][0]["hands"][s0][0]))
        add("hands.dup_same_hand", lambda d: setp(d, ["deals", 0, "hands", s0, 1], d["deals"][0]["hands"][s0][0]))
        add("hands.dup_twice", lambda d: [setp(d, ["deals", 0, "hands", s1, 0], d["deals"][0]["hands"][s0][0]), setp(d, ["deals", 0, "hands", s1, 1], d["deals"][0]["hands"][s0][0])])
        add("hands.swap_cards", lambda d: (lambda h: (h[s0].__setitem__(0, h[s1][0]), h[s1].__setitem__(0, hands[s0][0])))(d["deals"][0]["hands"]))
        add("hands.all_sitout", lambda d: setp(d, ["deals", 0, "hands"], [[] for _ in hands]))
        add("hands.unequal", lambda d: d["deals"][0]["hands"][s1].append(d["deals"][0]["hands"][s0].pop()))
        for cname, f in (("lower", lambda c: c.lower()), ("mixed", lambda c: c[:1].lower() + c[1:]),
                         ("lead_space", lambda c: " " + c), ("trail_space", lambda c: c + " "), ("other_game", lambda c: OTHER_CARD[game]),
                         ("empty", lambda c: ""), ("int", lambda c: 15), ("null", lambda c: None), ("zero_pad", lambda c: "0" + c),
                         ("fool", lambda c: "fool"), ("T22", lambda c: "T22"), ("R16", lambda c: "R16"), ("nbsp", lambda c: c + "\u00a0"),
                         ("fullwidth", lambda c: "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in c)),
                         ("value_first", lambda c: (re.sub(r"^([A-Z]+?)(\d+)$", r"\2\1", c)) if game == "rage" else c[-1] + c[:-1])):
            add(f"card.hand.{cname}", lambda d, f=f: setp(d, ["deals", 0, "hands", s0, 0], f(d["deals"][0]["hands"][s0][0])))
        add("card.all_lower", lower_cards)
    if deal.get("talon"):
        add("card.talon.bad", lambda d: setp(d, ["deals", 0, "talon", 0], "ZZ9"))
        add("card.talon.dup", lambda d: setp(d, ["deals", 0, "talon", 0], d["deals"][0]["hands"][d["deals"][0]["dealer"] - 1 if d["deals"][0]["hands"][d["deals"][0]["dealer"] - 1] else d["deals"][0]["dealer"]][0]))
        add("card.talon.short", lambda d: d["deals"][0]["talon"].pop())
        add("card.talon.long", lambda d: d["deals"][0]["talon"].append(d["deals"][0]["talon"][0]))
    # events
    evs = deal["events"]
    by_type = defaultdict(list)
    for j, e in enumerate(evs):
        by_type[e["type"]].append(j)
    for t, js in sorted(by_type.items()):
        j = rng.choice(js)
        e = evs[j]
        P = ["deals", 0, "events", j]
        for k in e:
            add(f"ev.{t}.drop.{k}", lambda d, P=P, k=k: delp(d, P + [k]))
            add(f"ev.{t}.rename.{k}", lambda d, P=P, k=k: renamep(d, P + [k]))
            for v in RETYPES:
                add(f"ev.{t}.retype.{k}={json.dumps(v)}", lambda d, P=P, k=k, v=v: setp(d, P + [k], copy.deepcopy(v)))
        add(f"ev.{t}.unknown_field", lambda d, P=P: setp(d, P + ["colour"], "red"))
        add(f"ev.{t}.t_note", lambda d, P=P: (setp(d, P + ["t"], "2026-11-20T20:15:00"), setp(d, P + ["note"], "žádná 🃏")))
        add(f"ev.{t}.t_int", lambda d, P=P: setp(d, P + ["t"], 1700000000))
        add(f"ev.{t}.note_deep", lambda d, P=P: setp(d, P + ["note"], deep(20)))
        add(f"ev.{t}.type_upper", lambda d, P=P, t=t: setp(d, P + ["type"], t.upper()))
        if "seat" in e:
            for v, nm in ((n, "n"), (-1, "-1"), ("1", "'1'"), (float(e["seat"]), "float"), (True, "true"), (10**20, "huge")):
                add(f"ev.{t}.seat={nm}", lambda d, P=P, v=v: setp(d, P + ["seat"], v))
        for pk in ("party", "from", "to"):
            if pk in e:
                for v, nm in ((n, "n"), ("team0", "team0"), ("pool", "pool"), ("pagat_pool", "pagat_pool"), (str(0), "'0'"), ("dealer", "word"), (-1, "-1")):
                    add(f"ev.{t}.{pk}={nm}", lambda d, P=P, pk=pk, v=v: setp(d, P + [pk], v))
        for nk in ("amount", "points"):
            if nk in e:
                for v, nm in (("20", "str"), (float("nan"), "nan"), (float("inf"), "inf"), (1e300, "1e300"), (10**13, "1e13"), (10**40, "int1e40"), (2.5, "frac"), (-7, "neg"), (True, "true")):
                    add(f"ev.{t}.{nk}={nm}", lambda d, P=P, nk=nk, v=v: setp(d, P + [nk], v))
        if "card" in e:
            for cname, v in (("lower", e["card"].lower()), ("space", e["card"] + " "), ("other_game", OTHER_CARD[game]), ("null", None), ("int", 7)):
                add(f"ev.play.card.{cname}", lambda d, P=P, v=v: setp(d, P + ["card"], v))
        if "cards" in e:
            add(f"ev.{t}.cards.bad", lambda d, P=P: setp(d, P + ["cards", 0], "ZZ9"))
            add(f"ev.{t}.cards.lower", lambda d, P=P: setp(d, P + ["cards"], [c.lower() for c in get(d, P + ["cards"])]))
            add(f"ev.{t}.extra.deep", lambda d, P=P: setp(d, P + ["extra"], deep(20)))
        if t == "play":
            add("ev.play.named_bad", lambda d, P=P: setp(d, P + ["named"], "X"))
            add("ev.play.named_two", lambda d, P=P: setp(d, P + ["named"], "RB"))
            add("ev.play.named_empty", lambda d, P=P: setp(d, P + ["named"], ""))
        if t == "bid":
            for v, nm in ((1.5, "frac"), ("3", "str"), (None, "null"), ({"goals": ["bogus"]}, "obj_bad_goal"), ("PASS", "PASS"), (-1, "neg"), (True, "true")):
                add(f"ev.bid.bid={nm}", lambda d, P=P, v=v: setp(d, P + ["bid"], copy.deepcopy(v)))
            if game == "ulti" and isinstance(e["bid"], dict):
                add("ev.bid.ulti.no_red", lambda d, P=P: get(d, P + ["bid"]).pop("red", None))
                add("ev.bid.ulti.extra_key", lambda d, P=P: get(d, P + ["bid"]).__setitem__("blue", True))
                add("ev.bid.ulti.goals_empty", lambda d, P=P: get(d, P + ["bid"]).__setitem__("goals", []))
                add("ev.bid.ulti.red_str", lambda d, P=P: get(d, P + ["bid"]).__setitem__("red", "no"))
        if t in ("declare", "announce"):
            add(f"ev.{t}.items.junk", lambda d, P=P: setp(d, P + ["items"], [{"kind": "bogus_kind"}]))
            add(f"ev.{t}.items.empty", lambda d, P=P: setp(d, P + ["items"], []))
            add(f"ev.{t}.items.null_item", lambda d, P=P: setp(d, P + ["items"], [None]))
        if t in ("payment",) and "reason" in e:
            add("ev.payment.reason.bogus", lambda d, P=P: setp(d, P + ["reason"], "bogus_reason"))
        if t == "double":
            add("ev.double.level=3", lambda d, P=P: setp(d, P + ["level"], 3))
            add("ev.double.level=128", lambda d, P=P: setp(d, P + ["level"], 128))
            add("ev.double.target=bogus", lambda d, P=P: setp(d, P + ["target"], "bogus"))
        if t in ("call",):
            add("ev.call.bogus", lambda d, P=P: setp(d, P + ["call"], "bogus"))
        if t in ("redeal",):
            add("ev.redeal.bogus", lambda d, P=P: setp(d, P + ["reason"], "bogus"))
    for newt, ev in (("unknown", {"type": "shuffle", "seat": 0}), ("null_type", {"type": None}), ("no_type", {"seat": 0}),
                     ("event_null", None), ("event_list", [1]), ("penalty_ok", {"type": "penalty", "party": 0, "code": "revoke"}),
                     ("total_ok", {"type": "total", "party": 0, "points": 0}), ("redeal", {"type": "redeal", "seat": 0, "reason": "monte"}),
                     ("double", {"type": "double", "seat": 0, "target": "party", "level": 2})):
        add(f"ev.insert.{newt}", lambda d, ev=ev: d["deals"][0]["events"].append(copy.deepcopy(ev)))
    return M


def lower_cards(d):
    for deal in d["deals"]:
        if isinstance(deal.get("hands"), list):
            deal["hands"] = [[c.lower() for c in h] for h in deal["hands"]]
        if isinstance(deal.get("talon"), list):
            deal["talon"] = [c.lower() for c in deal["talon"]]
        for e in deal["events"]:
            if "card" in e:
                e["card"] = e["card"].lower()
            if "cards" in e:
                e["cards"] = [c.lower() for c in e["cards"]]


def engine(doc):
    try:
        v = validate(doc)
    except Exception as ex:  # noqa: BLE001
        return {"status": "CRASH", "pointers": set(), "codes": {}, "err": f"{type(ex).__name__}: {ex}"}
    probs = v.get("problems") or []
    return {"status": v["status"], "pointers": {p["pointer"] for p in probs}, "codes": {p["pointer"]: p["code"] for p in probs},
            "msgs": {p["pointer"]: p["message"] for p in probs}, "verdict": v}


def attribute_multi(doc, o, e):
    """Which known single class explains a several-mutation disagreement."""
    if e["status"] == "CRASH":
        return "engine crash"
    missed = {p: c for p, c in o["problems"] if p not in e["pointers"]}
    extra = e["pointers"] - {p for p, _ in o["problems"]}
    why = set()
    for p, c in missed.items():
        m = re.match(r"(/deals/\d+/events/\d+)/", p)
        if p.startswith("/players/") or p == "/players":
            why.add("players pointer granularity")
        elif p.startswith("/start/totals"):
            why.add("totals pointer granularity")
        elif {q for q in e["pointers"] if q in ("/players",)} and e["codes"].get("/players") in ("bad_players", "missing_field", "bad_type"):
            why.add("A2 a bad/missing players list hides every problem in start and deals")
        elif m and any(q.startswith(m.group(1) + "/") or q == m.group(1) for q in e["pointers"]):
            why.add("A3 only the first problem of an event is listed")
        elif c == "unknown_card":
            try:
                val = get(doc, [int(x) if x.isdigit() else x for x in p.strip("/").split("/")])
            except Exception:  # noqa: BLE001
                val = None
            why.add("A1 whitespace in a card code accepted" if isinstance(val, str) and val != val.strip() or isinstance(val, str) and "\u00a0" in val else "other missed unknown_card")
        elif c == "duplicate_card":
            why.add("C dup third copy / masked duplicate")
        else:
            why.add(f"other missed {c}")
    for p in extra:
        why.add("engine-only " + e["codes"].get(p, "?"))
    return "; ".join(sorted(why)) or "?"


def generalize(p):
    return re.sub(r"/\d+", "/#", p)


def compare_one(game, name, doc, results, examples):
    o = oracle(doc)
    e = engine(doc)
    uns = o.get("unspecified", [])
    if uns and e["status"] != "CRASH":
        keep = {p for p in e["pointers"] if not any(p == u or p.startswith(u + "/") for u in uns)}
        if keep != e["pointers"]:
            results["spec_silent"][(game, name)] += 1
            e = {**e, "pointers": keep}
            if not keep and e["status"] == "rejected":
                e["status"] = "rejected-only-on-spec-silent-points"
    orej = o["status"] == "rejected"
    opts = {p for p, _ in o["problems"]}
    if e["status"] == "CRASH":
        key = (name, "engine crash", e["err"][:80])
    elif e["status"] == "rejected-only-on-spec-silent-points" and not orej:
        results["agree"] += 1
        return
    elif orej != (e["status"] == "rejected"):
        key = (name, "oracle rejects, engine " + e["status"] if orej else "engine rejects, oracle accepts",
               "oracle:" + ",".join(sorted({generalize(p) + "=" + c for p, c in o["problems"]})) if orej
               else "engine:" + ",".join(sorted({generalize(p) + "=" + e["codes"][p] for p in e["pointers"]})))
    elif orej and opts != e["pointers"]:
        only_o = sorted(generalize(p) + "=" + c for p, c in o["problems"] if p not in e["pointers"])
        only_e = sorted(generalize(p) + "=" + e["codes"][p] for p in e["pointers"] - opts)
        key = (name, "pointer sets differ", f"oracle-only {only_o} engine-only {only_e}")
    else:
        results["agree"] += 1
        return
    results["disagree"] += 1
    if name == "multi":
        key = (name, attribute_multi(doc, o, e), "")
    results["classes"][(game,) + key] += 1
    if (game,) + key not in examples:
        examples[(game,) + key] = (doc, o, {k: v for k, v in e.items() if k != "verdict"})


def main():
    rng = random.Random(7)
    results = {"agree": 0, "disagree": 0, "classes": defaultdict(int), "spec_silent": defaultdict(int)}
    examples = {}
    total_base = 0
    singles = defaultdict(list)
    for game, base in bases():
        total_base += 1
        o = oracle(base)
        e = engine(base)
        if o["status"] != "accepted" or e["status"] == "rejected":
            print("BASE MISMATCH", game, o, e["status"], e.get("pointers"))
        muts = mutations(game, base, rng)
        singles[game].append((base, muts))
        for name, f in muts:
            d = copy.deepcopy(base)
            try:
                f(d)
            except (IndexError, KeyError, TypeError, AttributeError):
                continue
            compare_one(game, name, d, results, examples)
        # several at a time
        for _ in range(40):
            picks = rng.sample(muts, rng.randint(2, 4))
            d = copy.deepcopy(base)
            try:
                for _, f in picks:
                    f(d)
            except (IndexError, KeyError, TypeError, AttributeError):
                continue
            compare_one(game, "multi", d, results, examples)
    print(f"bases {total_base}; mutated documents compared {results['agree'] + results['disagree']}: "
          f"agree {results['agree']}, disagree {results['disagree']}, classes {len(results['classes'])}")
    print("spec-silent points the engine judged (excluded from the comparison):",
          dict(sorted((f"{g}:{n}", c) for (g, n), c in results["spec_silent"].items() if n != "multi")))
    for key, cnt in sorted(results["classes"].items(), key=lambda kv: (kv[0][1] == "multi", kv[0])):
        print(f"[{cnt}] {key[0]} | {key[1]} | {key[2]} | {key[3][:300]}")
    with open(os.path.join(HERE, "examples.json"), "w") as fh:
        json.dump([{"key": list(k), "doc": v[0], "oracle": v[1], "engine": {**v[2], "pointers": sorted(v[2]["pointers"])}}
                   for k, v in examples.items()], fh, ensure_ascii=False, default=str)




# ---------------------------------------------------------------- spec examples and verdict shape
SPEC_RAGE_EXAMPLE = {
    "format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard", "plus_minus_one": True},
    "players": ["Anička", "Bohouš", "Katka", "Dalibor"], "start": {"totals": [0, 0, 0, 0]},
    "meta": {"event": "Club night", "table": 3, "date": "2026-11-20"},
    "deals": [{"dealer": 3, "hands": [["R15", "B3", "WILD"], ["Y0", "G7", "MINUS5"], ["P12", "O1", "R2"], ["B9", "B14", "G0"]],
               "talon": ["G5", "CHANGE", "Y11"],
               "events": [{"type": "bid", "seat": 0, "bid": 1}, {"type": "play", "seat": 0, "card": "WILD", "named": "R"},
                          {"type": "score", "party": 0, "points": 11}]}]}


def shape_problems(v, doc):
    out = []
    for k in ("format", "status", "game", "rules", "transcript_sha256", "engine", "meta", "summary", "deals"):
        if k not in v:
            out.append(f"missing {k}")
    if v.get("format") != "trick-verdict/1":
        out.append("format")
    if not isinstance(v.get("engine"), dict) or set(v["engine"]) < {"name", "version"}:
        out.append("engine")
    if isinstance(doc, dict) and v.get("meta") != doc.get("meta", {}) and not (doc.get("meta") is None and v.get("meta") in ({}, None)):
        out.append(f"meta not echoed: {v.get('meta')!r} vs {doc.get('meta')!r}")
    s = v.get("summary", {})
    for k in ("violations", "by_code", "by_seat"):
        if k not in s:
            out.append(f"summary.{k}")
    if v["status"] == "rejected":
        if not v.get("problems") or any(set(p) < {"pointer", "code", "message"} for p in v["problems"]):
            out.append("rejected without problems/pointers")
    else:
        if sum(s.get("by_code", {}).values()) != s.get("violations"):
            out.append("by_code does not add up to violations")
        if (s.get("violations", 0) > 0) != (v["status"] == "violations"):
            out.append("status vs violations count")
        for dl in v["deals"]:
            for k in ("index", "annotations", "computed", "settlement"):
                if k not in dl:
                    out.append(f"deal.{k}")
            for a in dl.get("annotations", []):
                miss = {"deal", "event", "seat", "code", "severity", "rule", "message", "evidence", "penalty"} - set(a)
                if miss:
                    out.append(f"annotation {a.get('code')} lacks {sorted(miss)}")
            st = dl.get("settlement") or {}
            if st:
                for k in ("expected", "recorded", "difference"):
                    if k not in st:
                        out.append(f"settlement.{k}")
                exp, rec, dif = st.get("expected") or {}, st.get("recorded") or {}, st.get("difference") or {}
                for p in dif:
                    if p in exp and p in rec and exp[p] == rec[p]:
                        out.append(f"difference lists agreeing party {p}")
    return sorted(set(out))


def spec_checks():
    print("\n== spec examples and verdict shape ==")
    v = validate(copy.deepcopy(SPEC_RAGE_EXAMPLE))
    print("spec Rage example:", v["status"], [(p["pointer"], p["code"]) for p in v.get("problems") or []][:8],
          "| oracle:", oracle(SPEC_RAGE_EXAMPLE)["status"], "| shape:", shape_problems(v, SPEC_RAGE_EXAMPLE) or "ok")
    # vocabulary snippets of the spec, appended to a legal deal: structurally they must be accepted
    dan = danish_tarok.simulate(100, deals=1)
    ul = ulti.simulate(100, deals=1)
    rg = rage.simulate(100, rounds=1)
    snippets = [
        ("danish discard shown", dan, {"type": "discard", "seat": 0, "cards": ["T1", "T2", "T3"], "shown": True}),
        ("danish announce tout", dan, {"type": "announce", "seat": 0, "items": ["tout"]}),
        ("danish declare trumps/pagat", dan, {"type": "declare", "seat": 0, "items": [{"kind": "trumps", "count": 11, "pagat": True}]}),
        ("danish declare matadors", dan, {"type": "declare", "seat": 0, "items": [{"kind": "matadors", "count": 4}]}),
        ("danish declare cavalry half", dan, {"type": "declare", "seat": 0, "items": [{"kind": "cavalry", "suit": "H", "form": "half", "missing": "N"}]}),
        ("danish declare kings half", dan, {"type": "declare", "seat": 0, "items": [{"kind": "kings", "form": "half", "missing": "D"}]}),
        ("danish declare pass", dan, {"type": "declare", "seat": 0, "items": []}),
        ("danish call joker", dan, {"type": "call", "seat": 0, "call": "joker"}),
        ("danish call void", dan, {"type": "call", "seat": 0, "call": "void"}),
        ("danish call name_joker", dan, {"type": "call", "seat": 0, "call": "name_joker", "named": "S"}),
        ("danish redeal no_trumps", dan, {"type": "redeal", "seat": 0, "reason": "no_trumps"}),
        ("danish play joker named T", dan, {"type": "play", "seat": 0, "card": "JOKER", "named": "T"}),
        ("danish play fool alias", dan, {"type": "play", "seat": 0, "card": "fool", "named": "h"}),
        ("danish payment each reason", dan, None),
        ("ulti bid", ul, {"type": "bid", "seat": 0, "bid": {"goals": ["party", "ulti"], "red": False}}),
        ("ulti bid pass", ul, {"type": "bid", "seat": 0, "bid": "pass"}),
        ("ulti take", ul, {"type": "take", "seat": 0, "cards": ["7H", "AS"]}),
        ("ulti announce trump", ul, {"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "S"}]}),
        ("ulti declare marriages", ul, {"type": "declare", "seat": 0, "items": [{"kind": "marriage", "points": 40}, {"kind": "marriage", "points": 20}]}),
        ("ulti double 32", ul, {"type": "double", "seat": 0, "target": "ulti", "level": 32}),
        ("ulti call fold", ul, {"type": "call", "seat": 0, "call": "fold"}),
        ("ulti payment each reason", ul, None),
        ("rage play wild named", rg, {"type": "play", "seat": 0, "card": "WILD", "named": "R"}),
        ("rage penalty", rg, {"type": "penalty", "party": 0, "code": "revoke", "amount": 5}),
        ("rage payment", rg, {"type": "payment", "from": 0, "to": 1, "amount": 5}),
        ("rage t/note", rg, {"type": "bid", "seat": 0, "bid": 1, "t": "20:15", "note": "x"}),
    ]
    for name, base, ev in snippets:
        evs = [ev] if ev else [{"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": r}
                                for r in (sorted(__import__("spec_oracle").DANISH_REASONS) if base is dan else sorted(__import__("spec_oracle").ULTI_REASONS))]
        d = copy.deepcopy(base)
        d["deals"][0]["events"].extend(copy.deepcopy(evs))
        v = validate(d)
        res = "ok (not rejected)" if v["status"] != "rejected" else f"REJECTED {[(p['pointer'], p['code']) for p in v['problems']]}"
        print(f"  snippet {name}: {res}")
    # verdict shapes: clean, violations, rejected
    for game, base in bases():
        v = validate(copy.deepcopy(base))
        bad = copy.deepcopy(base)
        for e in bad["deals"][0]["events"]:
            if e["type"] in ("score", "total", "payment"):
                e["points" if "points" in e else "amount"] += 1
                break
        vv = validate(bad)
        rej = copy.deepcopy(base)
        rej["deals"][0]["events"].append({"type": "shuffle"})
        vr = validate(rej)
        low = copy.deepcopy(base)
        lower_cards(low)
        vl = validate(low)
        same = {k: vl[k] for k in vl if k != "transcript_sha256"} == {k: v[k] for k in v if k != "transcript_sha256"}
        print(f"  shape {game}: clean={v['status']} {shape_problems(v, base) or 'ok'}; violations={vv['status']} {shape_problems(vv, bad) or 'ok'}; "
              f"rejected={vr['status']} {shape_problems(vr, rej) or 'ok'}; all-lowercase cards give the same verdict: {same}")


if __name__ == "__main__":
    if "--spec-only" not in sys.argv:
        main()
    spec_checks()
