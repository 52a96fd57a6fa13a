"""ulti25 builder: seeded deals searched until each scenario appears; writes NN-*.json and gen.log."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import DECK, RN, RT, SUITS, legal, marriages_in, net, play_out, rk, settle, strength, su  # noqa: E402

OUT = Path(__file__).parent
PLAYERS = ["Anna", "Béla", "Csilla"]
LOG = []


def weakness(c, trump):
    order = RT if trump else RN
    return order.index(rk(c)) + (-10 if trump and su(c) == trump else 0)


def make_choose(rng, objectives, trump, eps=0.25):
    def choose(seat, lg, trick, tn):
        obj = objectives[seat]
        if rng.random() < eps or obj == "rand":
            return rng.choice(lg)
        lead = su(trick[0]) if trick else None
        if not trick:
            key = lambda c: -strength(c, su(c), trump)  # noqa: E731
            return min(lg, key=key) if obj == "win" else max(lg, key=key)
        best = max(strength(x, lead, trump) for x in trick)
        winners = [c for c in lg if strength(c, lead, trump) > best]
        losers = [c for c in lg if strength(c, lead, trump) <= best]
        if obj == "win":
            if winners:
                return max(winners, key=lambda c: strength(c, lead, trump))
            return min(lg, key=lambda c: strength(c, lead, trump) * 100 - weakness(c, trump))
        # lose
        if losers:
            return max(losers, key=lambda c: (strength(c, lead, trump), -weakness(c, trump)))
        return min(lg, key=lambda c: strength(c, lead, trump))

    return choose


def gen_deal(dealer, spec, seed):
    rng = random.Random(seed)
    decl = (dealer + 1) % 3
    trump = spec.get("trump")
    forced = list(spec.get("force", []))
    rest = [c for c in DECK if c not in forced]
    rng.shuffle(rest)
    need = 12 - len(forced)
    dhand12 = forced + rest[:need]
    rest = rest[need:]
    others = [s for s in range(3) if s != decl]
    hands = {decl: None}
    hands[others[0]] = rest[:10]
    hands[others[1]] = rest[10:20]
    # declarer's discard: two cards not forced
    pool = [c for c in dhand12 if c not in forced]
    disc_pref = spec.get("discard", "low")
    if disc_pref == "high":  # betli: lay away the dangerous cards
        pool.sort(key=lambda c: RN.index(rk(c)))
    elif disc_pref == "low":
        pool.sort(key=lambda c: (su(c) == trump, rk(c) in ("A", "10"), -RT.index(rk(c))))
    else:
        rng.shuffle(pool)
    discards = pool[:2]
    dealt = list(dhand12)
    rng.shuffle(dealt)
    hands[decl] = dealt
    play_hands = {s: list(hands[s]) for s in range(3)}
    for c in discards:
        play_hands[decl].remove(c)
    objectives = {decl: spec.get("decl_obj", "win")}
    for s in others:
        objectives[s] = spec.get("def_obj", "win")
    keep = (decl, "7" + trump) if "ulti" in spec["goals"] else None
    if keep and keep[1] not in play_hands[decl]:
        return None
    plays, tricks = play_out(
        play_hands, decl, trump, make_choose(rng, objectives, trump, spec.get("eps", 0.3)), keep
    )
    goals = spec["goals"]
    hundred = any(g in goals for g in ("40-100", "20-100"))
    durch = any(g in goals for g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"))
    mar = {}
    if trump and not hundred and not durch:
        for s in range(3):
            m = marriages_in(play_hands[s], trump)
            if m and spec.get("declare", True):
                mar[s] = m
    contra = {}
    for role, tgt, lvl in spec.get("contra", []):
        seat = (decl + role) % 3
        contra.setdefault(tgt, {})
        key = seat if seat != decl else None
        if key is None:  # declarer's recontra etc: applies to the defender(s) already in the chain
            for k in list(contra[tgt]):
                contra[tgt][k] = lvl
        else:
            contra[tgt][key] = lvl
    info = dict(
        goals=goals,
        red=spec.get("red", False),
        trump=trump,
        declarer=decl,
        discards=discards,
        marriages=mar,
        contra=contra,
        tricks=tricks,
        table=spec.get("table", "std"),
        decl_hand=play_hands[decl],
        silent_four_aces=spec.get("silent_four_aces", False),
    )
    pays, facts = settle(info)
    return dict(
        dealer=dealer,
        decl=decl,
        hands=hands,
        discards=discards,
        plays=plays,
        tricks=tricks,
        mar=mar,
        pays=pays,
        facts=facts,
        info=info,
        play_hands=play_hands,
    )


def events_for(g, spec):
    decl, dealer = g["decl"], g["dealer"]
    ev = []
    bid = {"goals": spec["goals"], "red": spec.get("red", False)}
    if spec.get("auction") == "raise":
        first = [c for c in g["hands"][decl] if c not in g["discards"]][:2]
        ev.append({"type": "discard", "seat": decl, "cards": first})
        ev.append({"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}})
        ev.append({"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"})
        ev.append({"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"})
        ev.append({"type": "take", "seat": decl, "cards": first})
    ev.append({"type": "discard", "seat": decl, "cards": g["discards"]})
    ev.append({"type": "bid", "seat": decl, "bid": bid})
    ev.append({"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"})
    ev.append({"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"})
    ev.append({"type": "bid", "seat": decl, "bid": "pass"})
    trump = spec.get("trump")
    if trump and not spec.get("red"):
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    if not trump and spec.get("announce_nt"):
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    late = []
    for role, tgt, lvl in spec.get("contra", []):
        if lvl >= 4:
            late.append({"type": "double", "seat": (decl + role) % 3, "target": tgt, "level": lvl})
    for i, (s, c) in enumerate(g["plays"]):
        if i < 3:
            if s in g["mar"]:
                ev.append(
                    {
                        "type": "declare",
                        "seat": s,
                        "items": [{"kind": "marriage", "points": p} for p in g["mar"][s]],
                    }
                )
            for role, tgt, lvl in spec.get("contra", []):
                if lvl == 2 and (decl + role) % 3 == s:
                    ev.append({"type": "double", "seat": s, "target": tgt, "level": 2})
        ev.append({"type": "play", "seat": s, "card": c})
        if i == 2:
            ev.extend(late)
    pays = [p for p in g["pays"]]
    for f, t, a, r in pays:
        ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    return ev


def build(name, deals, rules=None, desc="", start_dealer=0, maxseed=200000):
    out = {"format": "trick-transcript/1", "game": "ulti", "players": PLAYERS}
    if rules:
        out["rules"] = rules
    out["meta"] = {"event": "ulti25 audit", "description": desc}
    out["deals"] = []
    totals = [0, 0, 0]
    LOG.append(f"== {name}")
    for k, spec in enumerate(deals):
        dealer = (start_dealer + k) % 3
        for seed in range(spec.get("seed0", 0), maxseed):
            g = gen_deal(dealer, spec, seed * 7919 + k)
            if g and spec["cond"](g["facts"], g):
                break
        else:
            raise SystemExit(f"{name} deal {k}: no seed")
        ev = events_for(g, spec)
        if "mutate" in spec:
            spec["mutate"](ev)
        n = [0, 0, 0]
        for e in ev:
            if e["type"] == "payment":
                n[e["from"]] -= e["amount"]
                n[e["to"]] += e["amount"]
        totals = [totals[i] + n[i] for i in range(3)]
        if spec.get("totals", True):
            tt = list(totals)
            if "mutate_totals" in spec:
                spec["mutate_totals"](tt)
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": tt[s]})
        out["deals"].append({"dealer": dealer, "hands": [g["hands"][s] for s in range(3)], "events": ev})
        f = g["facts"]
        LOG.append(
            f"deal {k}: dealer {dealer} decl {g['decl']} goals {spec['goals']} red {spec.get('red', False)} "
            f"trump {spec.get('trump')} contra {spec.get('contra', [])} seed {seed}"
        )
        LOG.append(f"   facts {f} marriages {g['mar']} discards {g['discards']}")
        LOG.append(f"   model net {net(g['pays'])}  recorded net {n}  totals {totals}")
        for i, e in enumerate(ev):
            if e["type"] in ("payment", "double", "total", "declare"):
                LOG.append(f"   [{i}] {json.dumps(e, ensure_ascii=False)}")
        LOG.append(f"   last trick {g['tricks'][-1]}")
    (OUT / name).write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n")
