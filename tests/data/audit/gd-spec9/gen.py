"""gd-spec9 generator: builds the round's transcripts from model.py (blind reading).
Run: python gen.py  (writes NN-*.json here and gen-summary.txt)."""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import (Table, deal_cards, packet, choose_discard, play_deal, settle, payments_for,  # noqa: E402
                   PACKET_START, PACKET_SIZE, is_trump, tstrength, pile_points, KINGS, TRULL)

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES3 = ["Antoni", "Bronisława", "Cyprian"]
NAMES4 = ["Antoni", "Bronisława", "Cyprian", "Dorota"]
NAMES5 = ["Antoni", "Bronisława", "Cyprian", "Dorota", "Emil"]


def strong_policy(player, rng):
    def pol(s, hand, trick, opts, tno):
        if s == player and not trick:
            tr = sorted([c for c in opts if is_trump(c) and c != "T1"], key=tstrength)
            if tr:
                return tr[-1]
        return rng.choice(opts)
    return pol


def build_deal(rng, spec):
    t = Table(spec["n"], spec["dealer"], spec.get("out"))
    player = spec["player"]
    contract = spec["contract"]
    rejects = spec.get("rejects", 0)
    hands, talon = deal_cards(rng, t, spec.get("fixed"), spec.get("talon_fixed"))
    events = []
    for s, b in spec["bids"]:
        events.append({"type": "bid", "seat": s, "bid": b})
    k = PACKET_START[contract] + rejects if contract != "solo" else 1
    ph = list(hands[player])
    unbought = list(talon)
    disc = []
    if contract != "solo":
        for _ in range(rejects):
            events.append({"type": "call", "seat": player, "call": "reject"})
        pk = packet(talon, contract, k)
        events.append({"type": "take", "seat": player, "cards": list(pk)})
        ph += pk
        for c in pk:
            unbought.remove(c)
        disc = spec.get("discard_fn", choose_discard)(ph, PACKET_SIZE[contract])
        for c in disc:
            ph.remove(c)
        events.append({"type": "discard", "seat": player, "cards": list(disc)})
    hands_play = [list(h) for h in hands]
    hands_play[player] = ph
    ann = spec.get("announce", {})
    ann_items = {s: ann(s, hands_play) if callable(ann) else ann.get(s, []) for s in t.active}
    events.append({"type": "announce", "seat": player, "items": ann_items[player]})
    for s in t.after(player):
        if s in spec.get("silent_helpers", ()):
            continue
        events.append({"type": "announce", "seat": s, "items": ann_items[s]})
    pre, post = [], []
    for d in spec.get("doubles", []):
        ev = {"type": "double", "seat": d["seat"], "target": d["target"], "level": d["level"]}
        (post if d.get("after_play") is not None else pre).append((d.get("after_play"), ev))
    events += [ev for _, ev in pre]
    ult = any((isinstance(i, dict) and i["kind"] == "pagat_ultimo") for i in ann_items[player])
    pol = spec.get("policy")
    plays, tricks = play_deal(rng, t, hands_play, player, ultimo_announced=ult,
                              policy=pol(rng) if pol else None, keep_pagat=player)
    for i, (s, c) in enumerate(plays):
        for ap, ev in post:
            if ap == i:
                events.append(ev)
        events.append({"type": "play", "seat": s, "card": c})
    pile = [c for w, tr in tricks if w == player for _, c in tr] + disc
    eff = {}
    for d in spec.get("doubles", []):
        if d.get("valid", True):
            eff[d["target"]] = max(eff.get(d["target"], 1), d["level"])
    res = settle(t, player, contract, k, pile, tricks, ann_items, eff, unbought,
                 consolation=spec.get("consolation", False),
                 no_premiums=spec.get("no_premiums", False))
    res["k"] = k
    res["ultimo_announced"] = ult
    res["tricks"] = tricks
    res["disc"] = disc
    res["table"] = t
    res["player"] = player
    res["ann"] = ann_items
    res["hands_play"] = hands_play
    deal = {"dealer": spec["dealer"], "hands": hands, "talon": talon, "events": events}
    return deal, res


def search(spec, pred, seed0=0, tries=200000):
    for seed in range(seed0, seed0 + tries):
        rng = random.Random(seed)
        deal, res = build_deal(rng, spec)
        if pred(deal, res):
            res["seed"] = seed
            return deal, res
    raise SystemExit("no deal found for %r" % spec.get("name"))


def no_player_pagat_last(res):
    """avoid silent-ultimo loss ambiguity: the player's pagat not in the last trick."""
    last = res["tricks"][-1][1]
    return not any(s == res["player"] and c == "T1" for s, c in last)


def add_payments(deal, res, pool_start, stake_seats, extra_note=None):
    t = res["table"]
    ult = res["ultimo_announced"]
    made = res.get("pagat_last", False)
    pays, net, gnet = payments_for(t, res["player"], res, pool_start, stake_seats, ult, made)
    for f, to, amt, reason in pays:
        deal["events"].append({"type": "payment", "from": f, "to": to, "amount": amt, "reason": reason})
    res["net"] = net
    res["gnet"] = gnet
    return net


def add_sheet(deal, res, pool_start, stake_seats, totals, pool_total=True):
    t = res["table"]
    ult = res["ultimo_announced"]
    made = res.get("pagat_last", False)
    pays, net, gnet = payments_for(t, res["player"], res, pool_start, stake_seats, ult, made)
    for s in range(t.n):
        if s == t.out:
            continue
        deal["events"].append({"type": "score", "party": s, "points": round(net[s], 6)})
    deal["events"].append({"type": "score", "party": "pool", "points": round(net["pool"], 6)})
    for s in range(t.n):
        if s == t.out:
            continue
        totals[s] = round(totals[s] + net[s], 6)
        deal["events"].append({"type": "total", "party": s, "points": totals[s]})
    if pool_total:
        totals["pool"] = round(totals["pool"] + net["pool"], 6)
        deal["events"].append({"type": "total", "party": "pool", "points": totals["pool"]})
    res["net"] = net
    res["gnet"] = gnet
    return net


def transcript(names, deals, start=None, rules=None, meta=None):
    tr = {"format": "trick-transcript/1", "game": "galician-tarok", "players": names}
    if rules:
        tr["rules"] = rules
    if start:
        tr["start"] = start
    tr["deals"] = deals
    tr["meta"] = meta or {}
    return tr


SUMMARY = []


def write(fname, tr, infos):
    with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    lines = ["== " + fname]
    for di, (deal, res) in enumerate(infos):
        lines.append("  deal %d seed %s player %s contract k=%s points %s won %s value %s reasons %s" % (
            di, res.get("seed"), res["player"], res["k"], res["points"], res["won"], res["value"],
            res["reasons"]))
        lines.append("    net %s" % {str(k): v for k, v in res.get("net", {}).items()})
        for i, e in enumerate(deal["events"]):
            if e["type"] in ("double", "announce", "call", "take", "discard", "bid"):
                lines.append("    ev %d %s" % (i, json.dumps(e, ensure_ascii=False)))
        first_play = next(i for i, e in enumerate(deal["events"]) if e["type"] == "play")
        lines.append("    first play at event %d; payments/scores from %d" % (
            first_play, next((i for i, e in enumerate(deal["events"]) if e["type"] in ("payment", "score")), -1)))
    SUMMARY.append("\n".join(lines))


def ev_index(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


# ------------------------------------------------------------------ scenarios
def ntr(cards):
    return sum(1 for c in cards if is_trump(c))


def renonce_policy_factory(player):
    state = {"done": False}

    def factory(rng):
        state["done"] = False

        def pol(s, hand, trick, opts, tno):
            if s == player and trick and not state["done"] and tno >= 2:
                led = trick[0][1]
                if not is_trump(led):
                    same = [c for c in hand if not is_trump(c) and c[-1] == led[-1]]
                    tr = [c for c in hand if is_trump(c) and c != "T1"]
                    if same and tr:
                        state["done"] = True
                        return max(tr, key=tstrength)
            if s == player and not trick:
                tr = sorted([c for c in opts if is_trump(c) and c != "T1"], key=tstrength)
                if tr:
                    return tr[-1]
            return rng.choice(opts)
        return pol
    return factory, state


def f01():
    spec = dict(name="01", n=3, dealer=0, player=1, contract="three",
                bids=[(1, "three"), (2, "pass"), (0, "pass")],
                doubles=[dict(seat=2, target="game", level=2)])
    deal, res = search(spec, lambda d, r: r["won"] and no_player_pagat_last(r))
    add_payments(deal, res, 0, [0, 1, 2])
    write("01-contra-won-three.json", transcript(NAMES3, [deal], meta={"round": "gd-spec9"}), [(deal, res)])


def f02():
    spec = dict(name="02", n=3, dealer=1, player=0, contract="bottom",
                bids=[(2, "three"), (0, "bottom"), (1, "pass"), (2, "pass")],
                doubles=[dict(seat=1, target="game", level=2), dict(seat=0, target="game", level=4)])
    deal, res = search(spec, lambda d, r: not r["won"] and no_player_pagat_last(r))
    add_payments(deal, res, 40, [])
    write("02-recontra-lost-bottom.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 40}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f03():
    # helper seat 2 holds the trull and announces it; contra chain on the game to supracontra; player wins
    spec = dict(name="03", n=3, dealer=2, player=1, contract="three",
                bids=[(0, "pass"), (1, "three"), (2, "pass")],
                fixed={2: ["SKIZ", "T21", "T1"]},
                announce={2: [{"kind": "trull"}]},
                doubles=[dict(seat=2, target="game", level=2), dict(seat=1, target="game", level=4),
                         dict(seat=0, target="game", level=8)])

    def pred(d, r):
        return r["won"] and dict(r["reasons"]).get("trull") == -100
    deal, res = search(spec, pred)
    totals = {0: 120, 1: -40, 2: -80, "pool": 30}
    add_sheet(deal, res, 30, [], totals)
    write("03-supracontra-won-sheet.json",
          transcript(NAMES3, [deal], start={"totals": [120, -40, -80], "pools": {"pool": 30}},
                     meta={"round": "gd-spec9"}), [(deal, res)])


def f04():
    spec = dict(name="04", n=3, dealer=0, player=1, contract="three",
                bids=[(1, "three"), (2, "pass"), (0, "pass")],
                fixed={1: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T1"]},
                announce={1: [{"kind": "pagat_ultimo"}]},
                doubles=[dict(seat=0, target="pagat_ultimo", level=2)],
                policy=lambda rng: strong_policy(1, rng))
    deal, res = search(spec, lambda d, r: r.get("pagat_last") and r["won"] and not r["volat"])
    add_payments(deal, res, 75, [])
    write("04-ultimo-contra-made.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 75}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f05():
    spec = dict(name="05", n=3, dealer=1, player=2, contract="three",
                bids=[(2, "three"), (0, "pass"), (1, "pass")],
                fixed={2: ["SKIZ", "T20", "T19", "T18", "T1"]},
                announce={2: [{"kind": "pagat_ultimo"}]},
                doubles=[dict(seat=0, target="pagat_ultimo", level=2),
                         dict(seat=2, target="pagat_ultimo", level=4)],
                policy=lambda rng: strong_policy(2, rng))

    def pred(d, r):
        last = r["tricks"][-1][1]
        return (not r.get("pagat_last")) and any(s == 2 and c == "T1" for s, c in last) and r["won"]
    deal, res = search(spec, pred)
    add_payments(deal, res, 60, [])
    write("05-ultimo-recontra-failed.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 60}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f06():
    # 4 players: dealer 2 is the king; player 3 rejects the first three (k=2), contra, lost;
    # the helpers gather the four kings silently
    spec = dict(name="06", n=4, dealer=2, player=3, contract="three", rejects=1,
                bids=[(3, "three"), (0, "pass"), (1, "pass")],
                doubles=[dict(seat=0, target="game", level=2)])

    def pred(d, r):
        return (not r["won"]) and dict(r["reasons"]).get("four_kings") == -100 and no_player_pagat_last(r) \
            and "trull" not in dict(r["reasons"])
    deal, res = search(spec, pred)
    totals = {0: 0, 1: 0, 2: 0, 3: 0, "pool": 20}
    add_sheet(deal, res, 20, [], totals)
    write("06-4p-contra-lost-king-sheet.json",
          transcript(NAMES4, [deal], start={"totals": [0, 0, 0, 0], "pools": {"pool": 20}},
                     meta={"round": "gd-spec9"}), [(deal, res)])


def f07():
    infos = []
    spec0 = dict(name="07a", n=5, dealer=0, out=4, player=1, contract="three",
                 bids=[(1, "three"), (2, "pass"), (3, "pass")],
                 fixed={1: ["KH", "KD", "KS", "KC", "SKIZ", "T21", "T20", "T19"]},
                 announce={1: [{"kind": "four_kings"}]},
                 doubles=[dict(seat=2, target="four_kings", level=2)],
                 policy=lambda rng: strong_policy(1, rng))

    def pred0(d, r):
        return dict(r["reasons"]).get("four_kings") == 400 and no_player_pagat_last(r) and r["won"]
    d0, r0 = search(spec0, pred0)
    add_payments(d0, r0, 50, [])
    pool1 = 50 + r0["net"]["pool"]
    spec1 = dict(name="07b", n=5, dealer=1, out=4, player=3, contract="three",
                 bids=[(2, "pass"), (3, "three"), (0, "pass")],
                 fixed={0: ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"]},
                 announce={0: [{"kind": "tarocks", "count": 10}]})

    def pred1(d, r):
        return ntr(d["hands"][0]) == 10 and no_player_pagat_last(r) and r["won"] \
            and "trull" not in dict(r["reasons"]) and "four_kings" not in dict(r["reasons"])
    d1, r1 = search(spec1, pred1)
    add_payments(d1, r1, pool1, [])
    infos = [(d0, r0), (d1, r1)]
    write("07-5p-kings-contra-tarocks.json",
          transcript(NAMES5, [d0, d1], start={"pools": {"pool": 50}}, meta={"round": "gd-spec9"}), infos)


def f08():
    spec = dict(name="08", n=3, dealer=2, player=0, contract="three",
                bids=[(0, "three"), (1, "pass"), (2, "pass")],
                doubles=[dict(seat=1, target="game", level=2)])

    def pred(d, r):
        return r["points"] == 33 and no_player_pagat_last(r) and len(r["reasons"]) == 1
    deal, res = search(spec, pred)
    add_payments(deal, res, 20, [])
    write("08-exactly-33-contra.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 20}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f09():
    top12 = ["SKIZ"] + ["T%d" % i for i in range(21, 10, -1)]
    spec = dict(name="09", n=3, dealer=0, player=1, contract="three",
                bids=[(1, "three"), (2, "pass"), (0, "pass")],
                fixed={1: top12},
                announce={1: [{"kind": "tarocks", "count": 12}]},
                policy=lambda rng: strong_policy(1, rng))

    def pred(d, r):
        pk = d["talon"][0:3]
        rest = d["talon"][3:6]
        return (not any(is_trump(c) or c in KINGS for c in pk)) and not any(c in KINGS for c in rest) and r["volat"]
    deal, res = search(spec, pred)
    add_payments(deal, res, 0, [0, 1, 2])
    write("09-volat-silent-tarocks.json", transcript(NAMES3, [deal], meta={"round": "gd-spec9"}), [(deal, res)])


def f10():
    spec = dict(name="10", n=4, dealer=1, player=2, contract="three",
                bids=[(2, "three"), (3, "pass"), (0, "pass")],
                doubles=[dict(seat=1, target="game", level=2, valid=False)])
    deal, res = search(spec, lambda d, r: r["won"] and no_player_pagat_last(r))
    add_payments(deal, res, 30, [])
    write("10-king-contra.json",
          transcript(NAMES4, [deal], start={"pools": {"pool": 30}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f11():
    spec = dict(name="11", n=3, dealer=1, player=0, contract="three",
                bids=[(2, "pass"), (0, "three"), (1, "pass")],
                doubles=[dict(seat=1, target="game", level=2, after_play=1, valid=False)])
    deal, res = search(spec, lambda d, r: r["won"] and no_player_pagat_last(r))
    add_payments(deal, res, 25, [])
    deal["hands"] = None
    write("11-contra-after-lead-playonly.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 25}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f12():
    spec = dict(name="12", n=3, dealer=2, player=0, contract="three",
                bids=[(0, "three"), (1, "pass"), (2, "pass")],
                doubles=[dict(seat=1, target="pagat_ultimo", level=2, valid=False)])

    def pred(d, r):
        return no_player_pagat_last(r) and "T1" in r["hands_play"][0] and r["won"]
    deal, res = search(spec, pred)
    add_payments(deal, res, 35, [])
    write("12-contra-unannounced-ultimo.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 35}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f13():
    spec = dict(name="13", n=3, dealer=0, player=2, contract="three",
                bids=[(1, "pass"), (2, "three"), (0, "pass")],
                doubles=[dict(seat=2, target="game", level=4, valid=False)])
    deal, res = search(spec, lambda d, r: (not r["won"]) and no_player_pagat_last(r))
    totals = {0: 10, 1: 20, 2: -30, "pool": 40}
    add_sheet(deal, res, 40, [], totals)
    write("13-recontra-without-contra-sheet.json",
          transcript(NAMES3, [deal], start={"totals": [10, 20, -30], "pools": {"pool": 40}},
                     meta={"round": "gd-spec9"}), [(deal, res)])


def f14():
    spec = dict(name="14", n=3, dealer=1, player=2, contract="three", rejects=1,
                bids=[(2, "three"), (0, "pass"), (1, "pass")],
                doubles=[dict(seat=0, target="game", level=2)])

    def pred(d, r):
        return (not r["won"]) and no_player_pagat_last(r) and len(r["reasons"]) == 1
    deal, res = search(spec, pred)
    add_payments(deal, res, 30, [])
    # planted: the game payment to seat 1 forgets the purchase number (x2 instead of x2x2)
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "payment" and e["to"] == 1 and e["reason"] == "game"]
    assert len(idx) == 1
    res["planted"] = (idx[0], deal["events"][idx[0]]["amount"])
    deal["events"][idx[0]]["amount"] = deal["events"][idx[0]]["amount"] // 2
    write("14-wrong-multiplier-purchase.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 30}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f15():
    spec = dict(name="15", n=3, dealer=2, player=0, contract="three",
                bids=[(0, "three"), (1, "pass"), (2, "pass")],
                fixed={0: ["KH", "KD", "KS", "KC"]},
                announce={0: [{"kind": "four_kings"}]})

    def pred(d, r):
        return dict(r["reasons"]).get("four_kings") == -200 and no_player_pagat_last(r) \
            and "trull" not in dict(r["reasons"]) and not r["won"]
    deal, res = search(spec, pred)
    add_payments(deal, res, 45, [])
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "payment" and e["to"] == 2 and e["reason"] == "four_kings"]
    assert len(idx) == 1
    res["planted"] = idx[0]
    e = deal["events"][idx[0]]
    e["from"], e["to"] = e["to"], e["from"]
    write("15-four-kings-paid-wrong-way.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 45}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f16():
    spec = dict(name="16", n=3, dealer=0, player=1, contract="three",
                bids=[(1, "three"), (2, "pass"), (0, "pass")],
                doubles=[dict(seat=2, target="game", level=2), dict(seat=1, target="game", level=4),
                         dict(seat=1, target="game", level=8, valid=False)])
    deal, res = search(spec, lambda d, r: (not r["won"]) and no_player_pagat_last(r))
    add_payments(deal, res, 45, [])
    write("16-supracontra-by-player.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 45}}, meta={"round": "gd-spec9"}), [(deal, res)])


def f17():
    # auction to 'top' (third three, k=3); contra by seat 0, 'recontra' by the other helper seat 1
    spec = dict(name="17", n=3, dealer=1, player=0, contract="top",
                bids=[(2, "three"), (0, "bottom"), (1, "pass"), (2, "hold"), (0, "top"), (2, "pass")],
                doubles=[dict(seat=1, target="game", level=2), dict(seat=2, target="game", level=4, valid=False)])
    deal, res = search(spec, lambda d, r: (not r["won"]) and no_player_pagat_last(r))
    totals = {0: -15, 1: 5, 2: 10, "pool": 25}
    add_sheet(deal, res, 25, [], totals)
    write("17-recontra-by-helper-sheet.json",
          transcript(NAMES3, [deal], start={"totals": [-15, 5, 10], "pools": {"pool": 25}},
                     meta={"round": "gd-spec9"}), [(deal, res)])


def f18():
    factory, state = renonce_policy_factory(1)
    spec = dict(name="18", n=3, dealer=2, player=1, contract="three",
                bids=[(0, "pass"), (1, "three"), (2, "pass")],
                fixed={1: ["SKIZ", "T21", "T20", "T19", "T18", "T17"]},
                doubles=[dict(seat=2, target="game", level=2)],
                policy=factory, consolation=True)

    def pred(d, r):
        return state["done"] and r["points"] > 33 and no_player_pagat_last(r)
    deal, res = search(spec, pred)
    # locate the renonce
    evs = deal["events"]
    plays = [(i, e) for i, e in enumerate(evs) if e["type"] == "play"]
    hands = {s: list(h) for s, h in enumerate(res["hands_play"])}
    ren = None
    for j in range(0, len(plays), 3):
        tr = plays[j:j + 3]
        led = tr[0][1]["card"]
        for i, e in tr:
            c = e["card"]
            if e["seat"] == 1 and not is_trump(led) and is_trump(c) and any(
                    (not is_trump(x)) and x[-1] == led[-1] for x in hands[1]):
                ren = i
            hands[e["seat"]].remove(c)
    res["planted"] = ren
    add_payments(deal, res, 30, [])
    write("18-renonce-consolation-contra.json",
          transcript(NAMES3, [deal], start={"pools": {"pool": 30}}, meta={"round": "gd-spec9"}), [(deal, res)])


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        f()
    with open(os.path.join(HERE, "gen-summary.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n\n".join(SUMMARY) + "\n")
    print("\n\n".join(SUMMARY))
