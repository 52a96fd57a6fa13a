"""Builds the round's transcripts from _gen.py's model; prints what each file should show."""
import copy, json, random, sys
from _gen import *

P3 = ["Agata", "Bogdan", "Celina"]
P4 = ["Agata", "Bogdan", "Celina", "Dawid"]
OUT = {}
INFO = {}


def seeds_for(n, plan, seed0=0, policy=KEEPALL, **kw):
    """plan: list of (dealer, want); finds one seed per deal."""
    out = []
    sess = Session(n)
    for i, (dealer, want) in enumerate(plan):
        s = find_deal(sess, dealer, want, policy=policy, seed0=seed0 + 1000 * i, **kw)
        out.append(s)
    return out


def specs_from(plan, seeds, policy=KEEPALL):
    return [{"dealer": d, "seed": s, "policy": policy} for (d, _), s in zip(plan, seeds)]


def end_divisible(n, specs, start_pools=None, div=None, tries=6000, last_want=None):
    """Re-seed the last deal until both pools at session end split into whole multiples of 5."""
    div = div or 5 * n
    base = specs[-1]["seed"]
    for k in range(tries):
        sp = copy.deepcopy(specs)
        sp[-1]["seed"] = base + k
        if k % 2 == 1:
            sp[-1]["policy"] = {} if k % 4 == 1 else {"keep_king": {0: True, 1: True, 2: True, 3: True}}
        if last_want:
            s2 = Session(n)
            try:
                find_deal(s2, sp[-1]["dealer"], last_want, policy=sp[-1].get("policy"), seed0=base + k, max_tries=1,
                          hands_fn=sp[-1].get("hands_fn"), run_kw=sp[-1].get("run_kw"))
            except RuntimeError:
                continue
        sess, sims = play_session(n, sp, start_pools=start_pools, end=False)
        if all(v % div == 0 for v in sess.pools.values()):
            return sp
    raise RuntimeError("no divisible end")


import itertools


def choose(n, plan, seed0, policy=KEEPALL, mod=None, start_pools=None, div=None, ncand=4, fixed=None):
    """Candidate (seed, policy) per deal, then the first combination whose pools at the end split
    into whole multiples of 5 among the n players.  mod(specs) adds the deal-specific hooks."""
    div = div or 5 * n
    variants = [policy, {k: v for k, v in policy.items() if k != "keep_pagat"}, {}]
    cands = []
    for i, item in enumerate(plan):
        dealer, want = item[0], item[1]
        extra = item[2] if len(item) > 2 else None
        if extra:
            lst = []
            s = seed0 + 1000 * i
            while len(lst) < ncand:
                s = find_deal(Session(n), dealer, want, policy=extra["policy"], seed0=s, hands_fn=extra["hands_fn"])
                lst.append((s, extra["policy"]))
                s += 1
            cands.append(lst)
            continue
        if fixed and i in fixed:
            cands.append([(fixed[i], policy)])
            continue
        lst = []
        for vi, pv in enumerate(variants):
            s = seed0 + 1000 * i + 300 * vi
            got = 0
            while got < ncand:
                try:
                    s = find_deal(Session(n), dealer, want, policy=pv, seed0=s, max_tries=1500)
                except RuntimeError:
                    break
                lst.append((s, pv))
                got += 1
                s += 1
        assert lst, f"no seed for deal {i}"
        cands.append(lst)
    for combo in itertools.product(*cands):
        specs = [{"dealer": it[0], "seed": s, "policy": copy.deepcopy(pv)} for it, (s, pv) in zip(plan, combo)]
        for it, sp in zip(plan, specs):
            if len(it) > 2:
                sp["hands_fn"] = it[2]["hands_fn"]
        if mod:
            mod(specs)
        sess, _ = play_session(n, specs, start_pools=start_pools, end=False)
        if all(v % div == 0 for v in sess.pools.values()):
            return specs
    raise RuntimeError("no divisible combination")


def save(name, t, info):
    OUT[name] = t
    INFO[name] = info
    jdump(HERE / name, t)


def pol(**kw):
    p = copy.deepcopy(KEEPALL)
    p.update(kw)
    return p


def netted(sim):
    return netted_per_pair(sim.events)


def with_policy(specs, i, **kw):
    p = dict(specs[i]["policy"])
    p.update(kw)
    specs[i]["policy"] = p


def f01():
    plan = [(0, outcome_is("king_przydupek")), (1, outcome_is("pagat_ultimo")), (2, outcome_is("king_ultimo")), (0, outcome_is("last_trick"))]
    specs = choose(3, plan, 100)
    sess, sims = play_session(3, specs)
    t = transcript(sess, sims, P3, "Four deals, every payment recorded one per reason: foundation, deal fees, a King przydupek doubling the King pool, Pagat Ultimo taking the Pagat pool and its refill, King Ultimo taking the King pool and its refill, plain last trick, the pools shared out at the session's end.")
    save("01-clean-4deals-per-reason.json", t, (sess, sims, "clean"))


def f02():
    plan = [(1, outcome_is("king_ultimo", "king_przydupek")), (2, outcome_is("pagat_ultimo", "king_przydupek")), (0, outcome_is("last_trick")), (1, outcome_is("last_trick"))]
    specs = choose(3, plan, 200)
    sess, sims = play_session(3, specs)
    t = transcript(sess, sims, P3, "Four deals; the scorer nets each deal's payments per pair of parties (seat-seat and seat-pool, pools included) and writes one payment per pair after the last card; King Ultimo with a simultaneous King przydupek (pool taken and doubled, no refill), Pagat Ultimo with a King przydupek, session-end share-out folded into the last deal's nets.", shape=netted)
    save("02-clean-netted-per-pair.json", t, (sess, sims, "clean"))


def score_shape(sim, running):
    keep = [e for e in sim.events if e["type"] != "payment"]
    for p in list(range(sim.s.n)) + list(POOLS):
        keep.append({"type": "score", "party": p, "points": sim.deal_net[p]})
    for p in list(range(sim.s.n)) + list(POOLS):
        running[p] += sim.deal_net[p]
        keep.append({"type": "total", "party": p, "points": running[p]})
    return keep


def f03():
    plan = [(2, outcome_is("pagat_ultimo")), (0, outcome_is("king_przydupek", "king_przydupek")), (1, outcome_is("king_ultimo"))]
    specs = choose(3, plan, 300)
    sess, sims = play_session(3, specs)
    running = {p: 0 for p in sess.net}
    for sim in sims:
        sim.scored = score_shape(sim, running)
        for s in range(3):
            assert sim.deal_net[s] != getattr(sim, "points", {}).get(s), "ambiguous score"
    t = transcript(sess, sims, P3, "Three deals on a score sheet: no payment events; per deal a score per seat (its net chips) and per pool (the chips that went into it, net), then running totals per seat and pool. Foundation, fees, Pagat Ultimo with refill, two King przydupeks doubling the King pool, King Ultimo with refill, the session-end share-out folded into the last deal.", shape=lambda sim: sim.scored)
    save("03-clean-scores-and-totals.json", t, (sess, sims, "clean"))


def f04():
    plan = [(0, outcome_is("king_przydupek")), (1, outcome_is("pagat_ultimo")), (2, outcome_is("last_trick")), (0, outcome_is("last_trick"))]
    specs = choose(3, plan, 400)
    sess_r, sims_r = play_session(3, specs)
    specs_t = copy.deepcopy(specs)
    with_policy(specs_t, 1, no_refill_pagat=True)
    sess, sims = play_session(3, specs_t)
    t = transcript(sess, sims, P3, "Pagat Ultimo in deal 1 takes the Pagat pool; the table forgets to refill it (no 20 from each player). The share-out at the end splits what is really in the pools.")
    save("04-fault-refill-missing.json", t, (sess, sims, "fault", sess_r, sims_r))


def f05():
    def want(sim):
        if tuple(sim.outcome) != ("king_przydupek",):
            return False
        kl = sum(1 for e in sim.events if e["type"] == "payment" and e.get("reason") == "king_lost" and e["to"] == "king_pool")
        return kl == 2
    plan = [(2, outcome_is("last_trick")), (0, want), (1, outcome_is("pagat_ultimo"))]
    specs = choose(3, plan, 500)
    sess_r, sims_r = play_session(3, specs)
    specs_t = copy.deepcopy(specs)
    with_policy(specs_t, 1, stale_przydupek=True)
    sess, sims = play_session(3, specs_t)
    sims[1].fault_events = [sims[1].stale_event]
    t = transcript(sess, sims, P3, "King przydupek in deal 1: the table 'doubles' the King pool with the figure it had before this deal (before the deal fee and two king_lost payments into it), 15 short.")
    save("05-fault-przydupek-stale-pool.json", t, (sess, sims, "fault", sess_r, sims_r))


def f06():
    plan = [(1, outcome_is("king_ultimo")), (2, outcome_is("last_trick"))]
    specs = choose(3, plan, 600)
    sess_r, sims_r = play_session(3, specs)
    sess, sims = play_session(3, specs)
    ev = sims[-1].events
    ks = [i for i, e in enumerate(ev) if e.get("reason") == "session_end" and e["from"] == "king_pool"]
    for i in ks:
        if ev[i]["to"] == 2:
            ev[i]["amount"] += 5
        if ev[i]["to"] == 0:
            ev[i]["amount"] -= 5
    sims[-1].fault_events = [i for i in ks if ev[i]["to"] in (0, 2)]
    t = transcript(sess, sims, P3, "Two deals; at the session's end the King pool is not split equally: seat 2 takes 5 more than a third, seat 0 5 less.")
    save("06-fault-session-end-unequal.json", t, (sess, sims, "fault", sess_r, sims_r))


def f07():
    plan = [(0, outcome_is("pagat_ultimo")), (1, outcome_is("king_przydupek"))]
    specs = None
    for combo_seed in range(700, 720):
        try:
            cand = choose(3, plan, combo_seed, div=1)
        except RuntimeError:
            continue
        s_, _ = play_session(3, cand, end=False)
        if all(v % 15 != 0 for v in s_.pools.values()):
            specs = cand
            break
    assert specs
    sess_r, sims_r = play_session(3, specs)
    sess, sims = play_session(3, specs, end=False)
    sim = sims[-1]
    for pool in POOLS:
        c = sess.pools[pool]
        share = (c // 15) * 5
        for seat in range(3):
            sim.pay(pool, seat, share, "session_end")
    sim.deal_net = {p: sess.net[p] - sim.net_before[p] for p in sess.net}
    sim.pools_after = dict(sess.pools)
    t = transcript(sess, sims, P3, "Two deals; the pools at the end are not a multiple of 15: the table pays each player the same whole multiple of 5 and leaves the remainder in the pools (chips come in 5s: 'Opłaty dokonuje się w wielokrotności 5').")
    save("07-ambig-session-end-in-fives.json", t, (sess, sims, "ambiguous", sess_r, sims_r))


def f08():
    plan = [(0, outcome_is("last_trick")), (1, outcome_is("last_trick")), (2, outcome_is("king_przydupek")), (0, outcome_is("pagat_ultimo"))]

    def hook(sim, caller):
        sim.events.append({"type": "penalty", "party": caller, "code": "false_joker_demand", "amount": 20})
        for pool in POOLS:
            sim.pay(caller, pool, 20, "penalty")

    def mod(specs):
        specs[1]["run_kw"] = {"joker_call": (22, 0, hook)}
    specs = choose(3, plan, 800, mod=mod)
    sess, sims = play_session(3, specs)
    sims[1].fault_events = [sims[1].joker_call_event]
    t = transcript(sess, sims, P3, "Four deals. In deal 1 (the second), seat 0 demands the Joker in the third-last trick although it was played long before: large penalty, 20 into each pool, play goes on. The 20s feed the King przydupek of deal 2 (it doubles a bigger pool), the Pagat Ultimo of deal 3 and the share-out.")
    save("08-penalty-false-joker-demand-deal2.json", t, (sess, sims, "fault-recorded"))


def f09():
    def want1(sim):
        d = sim.d
        return tuple(sim.outcome) == ("last_trick",) and declarations(sim.hands_dealt[(d + 1) % 3]) != []
    plan = [(0, outcome_is("last_trick")), (1, want1), (2, outcome_is("king_przydupek")), (0, outcome_is("pagat_ultimo"))]

    def after(sim, seat):
        if seat == (sim.d + 1) % 3:
            for pool in POOLS:
                sim.pay(seat, pool, 20, "penalty")

    def mod_r(specs):
        specs[1]["run_kw"] = {"decl_order": [2, 1, 0]}
        specs[1]["policy"] = dict(specs[1]["policy"], after_decl=after)
    specs_r = choose(3, plan, 900, mod=mod_r, div=1)
    sess_r, sims_r = play_session(3, specs_r)
    specs_t = copy.deepcopy(specs_r)
    specs_t[1]["policy"] = {k: v for k, v in specs_t[1]["policy"].items() if k != "after_decl"}
    sess, sims = play_session(3, specs_t)
    sims[1].fault_events = [sims[1].decl_events[2]]
    t = transcript(sess, sims, P3, "Four deals. In deal 1 (the second, dealer seat 1) seat 2 announces his declaration before the dealer: a large fault (20 into each pool) that the table never fined. Later the King przydupek of deal 2, the Pagat Ultimo of deal 3 and the share-out are paid from the pools as they really stood.")
    save("09-penalty-declared-before-dealer-unpaid.json", t, (sess, sims, "fault", sess_r, sims_r))


def f10():
    def want1(sim):
        d = sim.d
        hd = sim.hands_dealt[d]
        kings = sorted(c for c in hd if is_king(c))
        if not kings:
            return False
        return all(declarations(sim.hands_dealt[s]) == [] for s in sim.order)
    plan = [(0, outcome_is("king_przydupek")), (1, want1), (2, outcome_is("pagat_ultimo")), (0, outcome_is("king_ultimo")), (1, outcome_is("last_trick"))]

    def post(sim):
        for pool in POOLS:
            sim.pay(sim.d, pool, 40, "penalty")

    def mod(specs):
        rng = random.Random(specs[1]["seed"])
        probe = DealSim(Session(3), 1, rng)
        hd = probe.hands_dealt[1]
        king = sorted(c for c in hd if is_king(c))[0]
        pips = [c for c in hd if c != "JOKER" and suit_of(c) in SUITS and card_value(c) == 0][:2]
        specs[1]["run_kw"] = {"skat": [king] + pips, "stop_after_declarations": True}
        specs[1]["post"] = post
    specs = choose(3, plan, 1000, mod=mod)
    sess, sims = play_session(3, specs)
    assert all(e["items"] == [] for e in sims[1].events if e["type"] == "declare")
    king = specs[1]["run_kw"]["skat"][0]
    sims[1].fault_events = [[i for i, e in enumerate(sims[1].events) if e["type"] == "discard"][0]]
    t = transcript(sess, sims, P3, f"Five deals. In deal 1 (the second) dealer seat 1 lays {king} away in the skat; it is found after seat 2 (on his right) has declared: irreparable, 40 into each pool, the deal is void and seat 2 deals next. The 40s are in the pools the Pagat Ultimo of deal 2, the King Ultimo of deal 3 and the share-out take.")
    save("10-irreparable-skat-deal2.json", t, (sess, sims, "fault-recorded"))


def f11():
    liar = 2

    def want1(sim):
        h = sim.hands_dealt[liar]
        ntr = sum(1 for c in h if c.startswith("T") or c == "JOKER")
        if ntr != 10 or len(declarations(h)) != 1:
            return False
        if declarations(sim.hands_dealt[1]):
            return False
        if declarations([c for c in sim.hands_dealt[sim.d] if c not in sim.skat]):
            return False
        trick, win, led = sim.trick_list[0]
        return not any(is_king(c) or c == "T1" for _, c in trick)
    plan = [(2, outcome_is("pagat_ultimo")), (0, want1), (1, outcome_is("king_przydupek")), (2, outcome_is("last_trick"))]

    def post(sim):
        for o in sim.order:
            if o != liar:
                sim.pay(liar, o, 15, "declaration")
        for pool in POOLS:
            sim.pay(liar, pool, 40, "penalty")

    def mod(specs):
        h = DealSim(Session(3), 0, random.Random(specs[1]["seed"])).hands_dealt[liar]
        item = {"kind": "trumps", "count": 11, "pagat": "T1" in h}
        specs[1]["run_kw"] = {"decl_override": {liar: [(item, 15)]}, "stop_after_tricks": 1}
        specs[1]["post"] = post
    specs = choose(3, plan, 1100, mod=mod, ncand=3)
    sess, sims = play_session(3, specs)
    sims[1].fault_events = [sims[1].decl_events[liar]]
    t = transcript(sess, sims, P3, "Four deals. In deal 1 seat 2 declares 11 trumps holding 10 (the Joker counted) and is paid 15 by each; the error is found after the first trick: irreparable, he hands back the 15s, pays 40 into each pool, the deal is void and seat 1 deals next.")
    save("11-irreparable-wrong-declaration.json", t, (sess, sims, "fault-recorded"))


def f12():
    plan = [(0, outcome_is("pagat_ultimo")), (1, outcome_is("king_przydupek")), (2, outcome_is("last_trick")), (3, outcome_is("king_ultimo"))]
    specs = choose(4, plan, 1200, div=20, ncand=4)
    sess, sims = play_session(4, specs)
    t = transcript(sess, sims, P4, "Four players, four deals (each seat deals once; the seat opposite the dealer sits out). The fourth pays the foundations and the refills and nothing else; the pools are shared among all four at the end.")
    save("12-4p-clean.json", t, (sess, sims, "clean"))


def f13():
    def want1(sim):
        return tuple(sim.outcome) == ("last_trick",) and any(e["type"] == "declare" and e["items"] for e in sim.events)
    plan = [(1, outcome_is("king_ultimo")), (2, want1), (3, outcome_is("pagat_ultimo"))]
    specs = choose(4, plan, 1300, div=20)
    sess_r, sims_r = play_session(4, specs)
    sess, sims = play_session(4, specs)
    sim = sims[1]
    out = (sim.d + 2) % 4
    ev = sim.events
    i = [k for k, e in enumerate(ev) if e["type"] == "declare" and e["items"]][0]
    decl = ev[i]
    amt = [e for e in ev[i + 1:] if e["type"] == "payment"][0]["amount"]
    j = i + 1
    while j < len(ev) and ev[j]["type"] == "payment":
        j += 1
    ev.insert(j, {"type": "payment", "from": out, "to": decl["seat"], "amount": amt, "reason": "declaration"})
    sim.fault_events = [j]
    t = transcript(sess, sims, P4, f"Four players. In deal 1 seat {out}, sitting out opposite the dealer, also pays seat {decl['seat']} for a declaration: the fourth pays foundations and refills only.")
    save("13-4p-fault-sitout-pays-declaration.json", t, (sess, sims, "fault", sess_r, sims_r))


def f14():
    plan = [(2, outcome_is("last_trick")), (3, outcome_is("king_ultimo")), (0, outcome_is("king_przydupek"))]
    out = (3 + 2) % 4

    specs = choose(4, plan, 1400, div=20)
    sess_r, sims_r = play_session(4, specs)
    specs_t = copy.deepcopy(specs)
    with_policy(specs_t, 1, refill_skip=(out,))
    sess, sims = play_session(4, specs_t)
    t = transcript(sess, sims, P4, f"Four players. King Ultimo in deal 1 empties the King pool; only the three active players refill it, seat {out} (sitting out) does not pay his 20. Deal 2's King przydupek and the share-out use the pools as they really stood.")
    save("14-4p-fault-refill-sitout-skipped.json", t, (sess, sims, "fault", sess_r, sims_r))


def f15():
    start = {"pagat_pool": 60, "king_pool": 135}
    plan = [(2, outcome_is("pagat_ultimo", "king_przydupek")), (0, outcome_is("king_ultimo")), (1, outcome_is("last_trick"))]
    specs = choose(3, plan, 1500, start_pools=start)
    sess, sims = play_session(3, specs, start_pools=start)
    t = transcript(sess, sims, P3, "The last three deals of a session taken from the middle: start pools Pagat 60, King 135 (no foundation). Pagat Ultimo with a King przydupek doubling the King pool, then King Ultimo takes the King pool, refilled; then the pools are shared at the end.", start_pools=start)
    save("15-start-pools-clean.json", t, (sess, sims, "clean"))


def no_trump_hands(seat_off):
    def fn(rng, sess, dealer):
        deck = DECK[:]
        rng.shuffle(deck)
        order = sess.active(dealer)
        hands = [[] for _ in range(sess.n)]
        pos = 0
        for s in order:
            cnt = 28 if s == dealer else 25
            hands[s] = deck[pos:pos + cnt]
            pos += cnt
        v = (dealer + seat_off) % sess.n
        o = [s for s in order if s != v and s != dealer][0]
        tr = [c for c in hands[v] if c.startswith("T")]
        give = [c for c in hands[o] if not c.startswith("T") and c != "JOKER" and not is_king(c)]
        if len(give) < len(tr):
            return None
        for a, b in zip(tr, give):
            hands[v][hands[v].index(a)] = b
            hands[o][hands[o].index(b)] = a
        return hands
    return fn


def f16():
    plan = [(0, lambda sim: True), (0, outcome_is("last_trick")), (1, outcome_is("king_przydupek")), (2, outcome_is("pagat_ultimo"))]

    def mod(specs):
        specs[0] = {"dealer": 0, "seed": 1666, "hands_fn": no_trump_hands(1), "redeal": 1}
        specs[1]["fee"] = False
    specs = choose(3, plan, 1600, mod=mod, fixed={0: 1666})
    sess, sims = play_session(3, specs)
    assert not any(c.startswith("T") for c in sims[0].hands_dealt[1])
    t = transcript(sess, sims, P3, "Deal 0: after the foundation and the deal fee seat 1 finds no trump and asks for a new deal (§17); the same dealer deals again (deal 1) without paying the fee a second time (he paid once for the privilege of dealing). Then two more deals and the share-out.")
    save("16-redeal-no-trumps.json", t, (sess, sims, "clean"))


def f17():
    plan = [(0, outcome_is("last_trick")), (1, outcome_is("king_przydupek")), (2, outcome_is("king_ultimo"))]

    def pre(sim):
        sim.events.append({"type": "penalty", "party": sim.d, "code": "pools_not_moved", "amount": 5})
        for pool in POOLS:
            sim.pay(sim.d, pool, 5, "penalty")

    def mod(specs):
        specs[1]["pre"] = pre
    specs = choose(3, plan, 1700, mod=mod)
    sess, sims = play_session(3, specs)
    t = transcript(sess, sims, P3, "Three deals. Deal 1's dealer pays his fee but leaves the pools where they were; the table fines him 5 into each pool (§18 small). The fine is in the King pool his own King przydupek doubles and King Ultimo then takes.")
    save("17-pools-not-moved-fine.json", t, (sess, sims, "fault-recorded"))


def f18():
    def want_cp(sim):
        if tuple(sim.outcome) != ("last_trick",):
            return False
        p = sim.points
        return all(abs(p[s] - 26) >= 3 for s in sim.order) and sum(5 * round((p[s] - 26) / 5) for s in sim.order) != 0
    plan = [(2, outcome_is("king_ultimo")), (0, want_cp), (1, outcome_is("pagat_ultimo"))]
    specs = choose(3, plan, 1800)
    sess_r, sims_r = play_session(3, specs)
    specs_t = copy.deepcopy(specs)
    with_policy(specs_t, 1, cp_old_dealer=True)
    sess, sims = play_session(3, specs_t)
    sims[1].fault_events = [sims[1].cp_event]
    t = transcript(sess, sims, P3, "Three deals. In deal 1 the card points are settled with the dealer of that deal (seat 0) instead of the new dealer (seat 1).")
    save("18-fault-card-points-old-dealer.json", t, (sess, sims, "fault", sess_r, sims_r))


def f19():
    plan = [(0, outcome_is("pagat_ultimo")), (1, outcome_is("king_ultimo", "king_przydupek")), (2, outcome_is("last_trick"))]
    specs = choose(3, plan, 1900)
    sess_r, sims_r = play_session(3, specs)
    sess, sims = play_session(3, specs)
    for sim in sims:
        sim.netted = netted_per_pair(sim.events)
    ev = sims[1].netted
    i = [k for k, e in enumerate(ev) if e["type"] == "payment" and {e["from"], e["to"]} == {0, 2}][0]
    ev[i]["amount"] += 5
    sims[1].fault_events = [i]
    t = transcript(sess, sims, P3, f"Netted per pair, three deals; in deal 1 the net between seats 0 and 2 is written 5 too high ({ev[i]['from']} pays {ev[i]['to']}).", shape=lambda sim: sim.netted)
    save("19-fault-netted-pair-off.json", t, (sess, sims, "fault", sess_r, sims_r))



def weak_hands(victim_off):
    def fn(rng, sess, dealer):
        deck = DECK[:]
        rng.shuffle(deck)
        order = sess.active(dealer)
        v = (dealer + victim_off) % sess.n
        # victim gets low pips of black/red suits and low trumps
        def lowness(c):
            if c == "JOKER": return 99
            if c.startswith("T"): return 50 + int(c[1:]) * 3
            s = suit_of(c)
            order_ = RED_ORDER if s in "HD" else BLACK_ORDER
            return 60 - order_.index(rank_of(c)) * 4
        pool = sorted(deck, key=lambda c: lowness(c) + rng.random() * 30)
        vh = pool[:25]
        rest = [c for c in deck if c not in vh]
        rng.shuffle(rest)
        hands = [[] for _ in range(sess.n)]
        hands[v] = vh
        pos = 0
        for s in order:
            if s == v: continue
            cnt = 28 if s == dealer else 25
            hands[s] = rest[pos:pos+cnt]; pos += cnt
        return hands
    return fn


def f20():
    def want1(sim):
        tr, win, led = sim.trick_list[-1]
        return tuple(sim.outcome) == ("nolo", "king_przydupek") and dict(tr)[win] == "T1"
    plan = [(0, outcome_is("king_ultimo")), (1, want1, {"policy": pol(mode={0: "low"}), "hands_fn": weak_hands(2)}), (2, outcome_is("last_trick"))]
    specs = choose(3, plan, 2000, ncand=8)
    sess, sims = play_session(3, specs)
    nolo_seat = [s for s, k in sims[1].tricks.items() if k == 0][0]
    t = transcript(sess, sims, P3, f"Three deals. In deal 1 seat {nolo_seat} takes no trick (Nolo, 25 from each): the Pagat takes the last trick but Nolo cancels the last-trick awards, so no Pagat Ultimo, the Pagat pool stays where it is and nobody refills it; the King przydupek in the same trick is paid regardless (40 each, the King pool doubled); no card-point payments.")
    save("20-nolo-cancels-pagat-ultimo.json", t, (sess, sims, "clean"))


if __name__ == "__main__":
    names = sys.argv[1:] or [f"f{i:02d}" for i in range(1, 21)]
    for nm in names:
        fn = globals().get(nm)
        if fn:
            fn()
    for name, info in OUT.items():
        sess, sims, kind = INFO[name][:3]
        print("==", name, kind)
        print(summary(sess, sims))
        if len(INFO[name]) > 3:
            sr, simr = INFO[name][3:]
            print("  RULES version:")
            print(summary(sr, simr))
    # expected (rules) vs recorded nets, per deal and for the session
    def rec_nets(t):
        out = []
        for d in t["deals"]:
            net = {}
            for e in d["events"]:
                if e["type"] == "payment":
                    net[e["from"]] = net.get(e["from"], 0) - e["amount"]
                    net[e["to"]] = net.get(e["to"], 0) + e["amount"]
                if e["type"] == "score":
                    net[e["party"]] = net.get(e["party"], 0) + e["points"]
            out.append(net)
        return out
    def clean(dct):
        return {str(k): round(v, 4) for k, v in dct.items() if abs(v) > 1e-6}
    with open(HERE / "_numbers.txt", "w") as f:
        for name, info in OUT.items():
            t = OUT[name]
            sess, sims = INFO[name][:2]
            simr = INFO[name][4] if len(INFO[name]) > 3 else sims
            rec = rec_nets(json.load(open(HERE / name)))
            f.write(f"== {name}\n")
            st_e, st_r = {}, {}
            for i, (sr, rn) in enumerate(zip(simr, rec)):
                exp = {k: v for k, v in sr.deal_net.items() if abs(v) > 1e-9}
                diff = {k: exp.get(k, 0) - rn.get(k, 0) for k in set(exp) | set(rn)}
                f.write(f"  deal {i}: expected {clean(exp)}\n           recorded {clean(rn)}\n           diff {clean(diff)}\n")
                for k, v in exp.items():
                    st_e[k] = st_e.get(k, 0) + v
                for k, v in rn.items():
                    st_r[k] = st_r.get(k, 0) + v
            diff = {k: st_e.get(k, 0) - st_r.get(k, 0) for k in set(st_e) | set(st_r)}
            f.write(f"  SESSION expected {clean(st_e)}\n          recorded {clean(st_r)}\n          diff {clean(diff)}\n")
            for i, s in enumerate(sims):
                fe = getattr(s, "fault_events", None)
                if fe:
                    f.write(f"  fault events deal {i}: {fe}\n")
