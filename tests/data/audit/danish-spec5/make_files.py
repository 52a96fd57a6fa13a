"""Generate the danish-spec5 transcripts and their figures (run from this directory)."""

import json
import random

import model as m

OUT = {}
FIG = {}


def header(names, desc):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": names,
        "meta": {"round": "danish-spec5", "description": desc},
        "deals": [],
    }


def find_seed(pred, n, dealer, start=0, **kw):
    for seed in range(start, start + 5000):
        ses = m.Session(["x"] * n)
        rng = random.Random(seed)
        hands, skat, plays = m.new_deal(ses, dealer, rng, **kw)
        if pred(hands, skat, plays, ses):
            return seed
    raise RuntimeError("no seed")


def play_session(ses, t, specs, record=True, sheet=False):
    """specs: list of (dealer, seed, kw). Appends deals; returns infos."""
    infos = []
    totals = {}
    for i, (dealer, seed, kw) in enumerate(specs):
        rng = random.Random(seed)
        hands, skat, plays = m.new_deal(ses, dealer, rng, **kw)
        ev, net, info = m.build_deal(ses, dealer, hands, plays, skat, first=(i == 0))
        if sheet:
            ev = [e for e in ev if e["type"] != "payment"]
            ev += sheet_lines(ses, net, totals)
        elif not record:
            ev = [e for e in ev if e["type"] != "payment"]
        t["deals"].append({"dealer": dealer, "hands": hands, "events": ev})
        info["net"] = net
        infos.append(info)
    return infos


def sheet_lines(ses, net, totals):
    ev = []
    parties = list(range(ses.n)) + ["pagat_pool", "king_pool"]
    for p in parties:
        ev.append({"type": "score", "party": p, "points": net.get(p, 0)})
    for p in parties:
        totals[p] = totals.get(p, 0) + net.get(p, 0)
        ev.append({"type": "total", "party": p, "points": totals[p]})
    return ev


def fig(name, infos, extra=None):
    FIG[name] = {
        "deals": [
            {
                "kinds": i.get("kinds"),
                "tricks": i.get("won"),
                "card_points": i.get("pts"),
                "net": {str(k): v for k, v in i["net"].items()},
            }
            for i in infos
        ],
        "extra": extra or {},
    }


N3 = ["Ania", "Bogdan", "Cezary"]
N4 = ["Ania", "Bogdan", "Cezary", "Dorota"]


def has(kind):
    def pred(hands, skat, plays, ses):
        ev, net, info = m.build_deal(ses, 0, hands, plays, skat, first=True)
        return kind in info["kinds"]

    return pred


def seed_with(kind, n=3, dealer=0, start=0, **kw):
    def pred(hands, skat, plays, ses):
        ses2 = m.Session(["x"] * n)
        ev, net, info = m.build_deal(ses2, dealer, hands, plays, skat, first=True)
        return kind in info["kinds"]

    return find_seed(pred, n, dealer, start, **kw)


def main():
    # 01: three players, three deals, every payment (King Ultimo, Pagat Ultimo, plain last trick)
    t = header(N3, "Three deals, every payment: King Ultimo, Pagat Ultimo, a plain last trick.")
    ses = m.Session(N3)
    specs = [
        (0, seed_with("king_ultimo"), {}),
        (1, seed_with("pagat_ultimo", dealer=1), {}),
        (2, seed_with("last_trick", dealer=2), {}),
    ]
    fig("01-three-deals-payments", play_session(ses, t, specs))
    OUT["01-three-deals-payments"] = t

    # 02: four players, four deals (each dealer once), every payment
    t = header(
        N4, "Four players, each deals once, every payment; the sitter pays foundations and refills only."
    )
    ses = m.Session(N4)
    specs = [
        (0, seed_with("king_przydupek", n=4), {}),
        (1, seed_with("pagat_przydupek", n=4, dealer=1), {}),
        (2, seed_with("nolo", n=4, dealer=2), {}),
        (3, seed_with("pagat_ultimo", n=4, dealer=3), {}),
    ]
    fig("02-four-players-payments", play_session(ses, t, specs))
    OUT["02-four-players-payments"] = t

    # 03: three players, score sheet
    t = header(N3, "A score sheet: each deal's net chips per seat and per pool, running totals.")
    ses = m.Session(N3)
    specs = [
        (0, seed_with("king_ultimo", start=300), {}),
        (1, seed_with("king_przydupek", dealer=1, start=300), {}),
        (2, seed_with("pagat_ultimo", dealer=2, start=300), {}),
    ]
    fig("03-sheet-three", play_session(ses, t, specs, sheet=True))
    OUT["03-sheet-three"] = t

    # 04: play-only, failure to trump (provable: he trumps later)
    t = header(N3, "Play-only record (hands null); one failure to trump.")
    ses = m.Session(N3)
    seed = 4242
    rng = random.Random(seed)
    hands, skat, plays = m.new_deal(ses, 0, rng, fault=("notrump", 3))
    ev, net, info = m.build_deal(ses, 0, hands, plays, skat, first=True)
    ev = [e for e in ev if e["type"] != "payment"]
    t["deals"].append({"dealer": 0, "hands": None, "events": ev})
    fault = locate_follow_fault(ev, "notrump")
    fig("04-playonly-no-trump", [dict(info, net=net)], {"fault_event": fault})
    OUT["04-playonly-no-trump"] = t

    # 05: a declaration before the dealer's (large: 20 to each pool)
    large_declare_early()
    # 06: Joker demanded in the third-last trick after it was played (large)
    large_joker_demand()
    # 07/08: out-of-turn lead / play (large)
    out_of_turn("07-lead-out-of-turn", 0)
    out_of_turn("08-play-out-of-turn", 1)
    # 09: king in the skat (irreparable) then next deal
    irreparable_skat()
    # 10: false declaration found after the first trick (irreparable) then next deal
    irreparable_declaration()
    # 11: declaration corrected before the first lead (superficial)
    corrected_declaration()
    # 12: Joker led naming an exhausted suit (superficial)
    joker_exhausted()
    # 13: revoke, full payments
    revoke_file()
    # 14: Tout announced with the Joker in the skat
    tout_file()
    # 15: wrong payment (King pool taken at the wrong figure)
    wrong_payment_file()
    # 16: four-player score sheet, one wrong total
    sheet_wrong_total()

    for name, t in OUT.items():
        with open(f"{name}.json", "w") as f:
            json.dump(t, f, ensure_ascii=False, indent=1)
    with open("figures.fig.json.txt", "w") as f:
        json.dump(FIG, f, indent=1, default=str)


def locate_follow_fault(ev, kind):
    plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
    held = {}
    for k in range(0, len(plays), 3):
        tr = plays[k : k + 3]
        first = tr[0][1]
        led = first.get("named") if first["card"] == "JOKER" else m.suit(first["card"])
        for i, e in tr[1:]:
            c = e["card"]
            if c == "JOKER" or m.suit(c) in (led, "T"):
                continue
            later = [x["card"] for _, x in plays[plays.index((i, e)) + 1 :] if x["seat"] == e["seat"]]
            if (
                kind == "notrump"
                and any(m.suit(x) == "T" for x in later)
                and not any(m.suit(x) == led for x in later)
            ):
                return i
            if kind == "revoke" and any(m.suit(x) == led for x in later):
                return i
    return held or None


def std_deal(n, dealer, seed, **kw):
    ses = m.Session(["x"] * n)
    rng = random.Random(seed)
    return ses, m.new_deal(ses, dealer, rng, **kw)


def fine_into_pools(ses, amount=20):
    for pool in ("pagat_pool", "king_pool"):
        ses.pools[pool] += amount


def insert_penalty(ev, at, seat, amount):
    pays = [
        {"type": "payment", "from": seat, "to": "pagat_pool", "amount": amount, "reason": "penalty"},
        {"type": "payment", "from": seat, "to": "king_pool", "amount": amount, "reason": "penalty"},
    ]
    ev[at:at] = pays
    return pays


def finish_single(name, t, ses, ev, net, info, hands, dealer, extra):
    t["deals"].append({"dealer": dealer, "hands": hands, "events": ev})
    fig(name, [dict(info, net=net)], extra)
    OUT[name] = t


def large_declare_early():
    name = "05-declare-before-dealer"
    t = header(N3, "Bogdan declares before the dealer (large: 20 to each pool; play goes on).")
    for seed in range(900, 5000):
        ses = m.Session(N3)
        rng = random.Random(seed)
        hands, skat, plays = m.new_deal(ses, 0, rng)
        if m.declarations(hands[1]) and not m.declarations(hands[0]):
            break
    ses = m.Session(N3)
    fine_into_pools(ses)  # post-run correction (b): the fine is in the pools
    ev, net, info = m.build_deal(ses, 0, hands, plays, skat, first=True)
    # move seat 1's declare (and its payments) before the dealer's
    di = [i for i, e in enumerate(ev) if e["type"] == "declare"]
    d0, d1, d2 = di
    block0 = ev[d0:d1]
    block1 = ev[d1:d2]
    ev[d0:d2] = block1 + block0
    insert_penalty(ev, d0 + len(block1), 1, 20)
    net[1] -= 40
    net["pagat_pool"] += 20
    net["king_pool"] += 20
    finish_single(name, t, ses, ev, net, info, hands, 0, {"fault_event": d0})


def large_joker_demand():
    name = "06-joker-demand-after-played"
    t = header(N3, "Joker demanded in the third-last trick though already played (large).")
    ses = m.Session(N3)
    rng = random.Random(77)
    hands, skat, plays = m.new_deal(ses, 1, rng)
    fine_into_pools(ses)  # post-run correction (b): the fine is in the pools
    ev, net, info = m.build_deal(ses, 1, hands, plays, skat, first=True)
    at = info["play_index"][(22, 0)]
    seat = ev[at]["seat"]
    ev[at:at] = [{"type": "call", "seat": seat, "call": "joker"}]
    insert_penalty(ev, at + 1, seat, 20)
    net[seat] -= 40
    net["pagat_pool"] += 20
    net["king_pool"] += 20
    finish_single(name, t, ses, ev, net, info, hands, 1, {"fault_event": at, "seat": seat})


def out_of_turn(name, pos):
    what = "leads" if pos == 0 else "plays"
    t = header(N3, f"A player {what} out of turn (large: 20 to each pool; the trick stands).")
    for seed in range(500, 900):
        ses = m.Session(N3)
        rng = random.Random(seed)
        hands, skat, plays = m.new_deal(ses, 2, rng)
        for k in range(2, 20):
            a, b = plays[3 * k + pos], plays[3 * k + pos + 1]
            lead = plays[3 * k][1]
            if "JOKER" in (a[1], b[1], lead):
                continue
            c = plays[3 * k + 2][1]
            if c == "JOKER":
                continue
            if m.suit(a[1]) == m.suit(b[1]) == m.suit(lead) == m.suit(c) and not (
                m.is_king(a[1]) or m.is_king(b[1]) or "T1" in (a[1], b[1])
            ):
                break
        else:
            continue
        break
    plays = list(plays)
    if pos == 0:
        # the second player leads; play goes on round from him, the rightful leader plays last
        plays[3 * k : 3 * k + 3] = plays[3 * k + 1 : 3 * k + 3] + plays[3 * k : 3 * k + 1]
    else:
        plays[3 * k + 1], plays[3 * k + 2] = plays[3 * k + 2], plays[3 * k + 1]
    ses = m.Session(N3)
    fine_into_pools(ses)  # post-run correction (b): the fine is in the pools
    ev, net, info = m.build_deal(ses, 2, hands, plays, skat, first=True)
    fe = info["play_index"][(k, pos)]
    seat = ev[fe]["seat"]
    end = info["trick_end"][k]
    insert_penalty(ev, end, seat, 20)
    net[seat] -= 40
    net["pagat_pool"] += 20
    net["king_pool"] += 20
    finish_single(name, t, ses, ev, net, info, hands, 2, {"fault_event": fe, "seat": seat, "trick": k})


def irreparable_skat():
    name = "09-king-in-skat"
    t = header(
        N3,
        "Deal 0: the dealer lays a king away (irreparable: 40 to each pool, deal void); deal 1 by the next dealer.",
    )
    ses = m.Session(N3)
    for seed in range(1000, 3000):
        rng = random.Random(seed)
        hands = m.make_hands(rng, 3, 0)
        kings = [c for c in hands[0] if m.is_king(c)]
        if kings and all(not m.declarations(h) for h in hands):
            break
    skat = [kings[0]] + m.choose_skat(hands[0])[:2]
    ev, net = [], {}
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            ses.pay(ev, net, s, pool, 20, "foundation")
    ses.pay(ev, net, 0, "pagat_pool", 5, "deal_fee")
    ses.pay(ev, net, 0, "king_pool", 5, "deal_fee")
    fe = len(ev)
    ev.append({"type": "discard", "seat": 0, "cards": skat})
    for s in (0, 1, 2):
        ev.append({"type": "declare", "seat": s, "items": []})
    ses.pay(ev, net, 0, "pagat_pool", 40, "penalty")
    ses.pay(ev, net, 0, "king_pool", 40, "penalty")
    t["deals"].append({"dealer": 0, "hands": hands, "events": ev})
    info0 = {"net": net, "kinds": ["void"]}
    seed2 = seed_with("king_ultimo", dealer=1, start=3000)
    rng = random.Random(seed2)
    h2, sk2, pl2 = m.new_deal(ses, 1, rng)
    ev2, net2, info2 = m.build_deal(ses, 1, h2, pl2, sk2)
    t["deals"].append({"dealer": 1, "hands": h2, "events": ev2})
    fig(name, [info0, dict(info2, net=net2)], {"fault_event": fe})
    OUT[name] = t


def irreparable_declaration():
    name = "10-false-declaration"
    t = header(
        N4,
        "Four players. Deal 0: Bogdan declares 10 trumps holding 9; found after the first trick (irreparable: money handed back, 40 to each pool, deal void); deal 1 by the next dealer.",
    )
    ses = m.Session(N4)
    for seed in range(3000, 9000):
        rng = random.Random(seed)
        hands, skat, plays = m.new_deal(ses, 0, rng)
        h1 = hands[1]
        ntr = sum(1 for c in h1 if m.suit(c) in "TJ")
        first = [c for _, c, _ in plays[:3]]
        ok = all(not m.declarations(h) for h in hands if h) and ntr == 9
        if ok and not any(m.is_king(c) or c == "T1" for c in first):
            break
    act = ses.active(0)
    ev, net = [], {}
    for pool in ("pagat_pool", "king_pool"):
        for s in range(4):
            ses.pay(ev, net, s, pool, 20, "foundation")
    ses.pay(ev, net, 0, "pagat_pool", 5, "deal_fee")
    ses.pay(ev, net, 0, "king_pool", 5, "deal_fee")
    ev.append({"type": "discard", "seat": 0, "cards": skat})
    fe = None
    for s in act:
        if s == 1:
            fe = len(ev)
            pag = "T1" in hands[1]
            ev.append(
                {"type": "declare", "seat": 1, "items": [{"kind": "trumps", "count": 10, "pagat": pag}]}
            )
            for o in act:
                if o != 1:
                    ses.pay(ev, net, o, 1, 10, "declaration")
        else:
            ev.append({"type": "declare", "seat": s, "items": []})
    for s, c, _ in plays[:3]:
        ev.append({"type": "play", "seat": s, "card": c})
    for o in act:
        if o != 1:
            ses.pay(ev, net, 1, o, 10, "declaration")
    ses.pay(ev, net, 1, "pagat_pool", 40, "penalty")
    ses.pay(ev, net, 1, "king_pool", 40, "penalty")
    t["deals"].append({"dealer": 0, "hands": hands, "events": ev})
    info0 = {"net": net, "kinds": ["void"]}
    seed2 = seed_with("last_trick", n=4, dealer=1, start=9000)
    rng = random.Random(seed2)
    h2, sk2, pl2 = m.new_deal(ses, 1, rng)
    ev2, net2, info2 = m.build_deal(ses, 1, h2, pl2, sk2)
    t["deals"].append({"dealer": 1, "hands": h2, "events": ev2})
    fig(name, [info0, dict(info2, net=net2)], {"fault_event": fe})
    OUT[name] = t


def corrected_declaration():
    name = "11-declaration-corrected"
    t = header(
        N3, "Cezary declares 10 trumps, corrects to 11 before the first lead (superficial: no penalty)."
    )
    for seed in range(10000, 30000):
        ses = m.Session(N3)
        rng = random.Random(seed)
        hands, skat, plays = m.new_deal(ses, 0, rng)
        d2 = m.declarations(hands[2])
        if d2 and d2[0]["kind"] == "trumps" and d2[0]["count"] == 11 and len(d2) == 1:
            break
    ses = m.Session(N3)
    ev, net, info = m.build_deal(ses, 0, hands, plays, skat, first=True)
    di = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 2][0]
    right = ev[di]["items"][0]
    wrong = dict(right, count=10)
    ev[di]["items"] = [wrong]
    # payments after it: 15 each -> 10 each now, 5 each after the correction
    for e in ev[di + 1 : di + 3]:
        e["amount"] = 10
    fp = info["first_play"]
    ev[fp:fp] = [
        {"type": "declare", "seat": 2, "items": [right], "note": "correction before the first lead"},
        {"type": "payment", "from": 0, "to": 2, "amount": 5, "reason": "declaration"},
        {"type": "payment", "from": 1, "to": 2, "amount": 5, "reason": "declaration"},
    ]
    finish_single(name, t, ses, ev, net, info, hands, 0, {"corrected_at": fp})


def joker_exhausted():
    name = "12-joker-names-exhausted-suit"
    t = header(N3, "The Joker is led naming a suit already played out (superficial: no penalty).")
    for seed in range(0, 20000):
        ses = m.Session(N3)
        rng = random.Random(seed)
        hands, skat, plays = m.new_deal(ses, 1, rng, joker_lead_exhausted=True, hold=0.5)
        if any(n for _, _, n in plays):
            break
    ses = m.Session(N3)
    ev, net, info = m.build_deal(ses, 1, hands, plays, skat, first=True)
    at = [i for i, e in enumerate(ev) if e.get("named")][0]
    finish_single(name, t, ses, ev, net, info, hands, 1, {"joker_lead": at, "seed": seed})


def revoke_file():
    name = "13-revoke"
    t = header(N3, "One revoke; the deal is paid as played (no penalty in the source).")
    ses = m.Session(N3)
    rng = random.Random(1313)
    hands, skat, plays = m.new_deal(ses, 0, rng, fault=("revoke", 5))
    ev, net, info = m.build_deal(ses, 0, hands, plays, skat, first=True)
    fe = locate_follow_fault(ev, "revoke")
    finish_single(name, t, ses, ev, net, info, hands, 0, {"fault_event": fe})


def tout_file():
    name = "14-tout-joker-skat"
    t = header(N3, "Tout announced with the Joker laid away; the dealer takes all 25 tricks.")
    rng = random.Random(1414)
    suits = [c for c in m.deck() if m.suit(c) in "HDSC" and not m.is_king(c)]
    rng.shuffle(suits)
    pips = [c for c in suits if m.rank(c) not in "KQNJ"][:2]
    rest = [c for c in suits if c not in pips]
    d0 = [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "KC", "JOKER"] + pips
    hands = [d0, rest[:25], rest[25:]]
    skat = ["JOKER"] + pips
    h1, h2 = list(hands[1]), list(hands[2])
    plays = []
    # trick 0: Bogdan leads a heart if he can
    lead = next((c for c in h1 if m.suit(c) == "H"), h1[0])
    led = m.suit(lead)
    h1.remove(lead)
    f2 = next((c for c in h2 if m.suit(c) == led), h2[0])
    h2.remove(f2)
    own = "K" + led
    plays += [(1, lead, None), (2, f2, None), (0, own, None)]
    leads = ["K" + s for s in "HDSC" if s != led] + [f"T{i}" for i in range(21, 0, -1)]
    for c in leads:
        ls = m.suit(c)
        a = next((x for x in h1 if m.suit(x) == ls), h1[0])
        h1.remove(a)
        b = next((x for x in h2 if m.suit(x) == ls), h2[0])
        h2.remove(b)
        plays += [(0, c, None), (1, a, None), (2, b, None)]
    ses = m.Session(N3)
    ev, net, info = m.build_deal(ses, 0, hands, plays, skat, first=True, announce="tout")
    finish_single(name, t, ses, ev, net, info, hands, 0, {})


def wrong_payment_file():
    name = "15-wrong-pool-take"
    t = header(N3, "Two deals; in deal 1 the King Ultimo winner's take of the King pool is written wrong.")
    ses = m.Session(N3)
    specs = [
        (0, seed_with("last_trick", start=5000), {}),
        (1, seed_with("king_ultimo", dealer=1, start=5000), {}),
    ]
    infos = play_session(ses, t, specs)
    ev = t["deals"][1]["events"]
    fe = [i for i, e in enumerate(ev) if e["type"] == "payment" and e["from"] == "king_pool"][0]
    right = ev[fe]["amount"]
    ev[fe]["amount"] = right + 5
    fig(name, infos, {"fault_event": fe, "right": right, "written": right + 5})
    OUT[name] = t


def sheet_wrong_total():
    name = "16-sheet-four-wrong-total"
    t = header(N4, "Four players, a score sheet; one running total mis-added in deal 2.")
    ses = m.Session(N4)
    specs = [
        (0, seed_with("king_ultimo", n=4, start=7000), {}),
        (1, seed_with("last_trick", n=4, dealer=1, start=7000), {}),
        (2, seed_with("king_przydupek", n=4, dealer=2, start=7000), {}),
    ]
    infos = play_session(ses, t, specs, sheet=True)
    ev = t["deals"][2]["events"]
    fe = [i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == 3][0]
    right = ev[fe]["points"]
    ev[fe]["points"] = right + 10
    fig(name, infos, {"fault_event": fe, "right": right, "written": right + 10})
    OUT[name] = t


if __name__ == "__main__":
    main()
