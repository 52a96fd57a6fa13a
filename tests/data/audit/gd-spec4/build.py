"""Builds the gd-spec4 transcripts from gtmodel (blind reading).  Run:
    python tests/data/audit/gd-spec4/build.py
It prints, per file, the figures that EXPECTED.md quotes."""

from __future__ import annotations

import os
import random
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(__file__))
from gtmodel import (CONTRACT, FA, KINGS, PACKET, TRULL, Deal, check_auction, is_t, net_of, num,  # noqa: E402
                     opp_parties, piles_of, play_out, points, trank, value, write)

HERE = os.path.dirname(__file__)
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def default_discard(cards, k, allow_tarock=False):
    pool = [c for c in cards if c not in KINGS and not is_t(c)]
    pool.sort(key=lambda c: (value(c), c))
    out = pool[:k]
    if len(out) < k:
        ts = sorted([c for c in cards if is_t(c) and c not in TRULL], key=trank)
        out += ts[: k - len(out)]
    return out


class Pool:
    def __init__(self, content=0, fresh=True):
        self.content = Fraction(content)
        self.need_stake = fresh and content == 0


def run_deal(n, dealer, seed, bids, sitout=None, rejects=0, discard=None, announce=(),
             helper_ann=None, doubles=(), fault=None, shown=None, ultimo=None, eps=0.25,
             pool=None, hands=None, talon=None, accept=None, tries=4000, allpass=False,
             extra_discard=None):
    """Search seeds from `seed` until `accept(info)` holds.  Returns info dict."""
    for s in range(seed, seed + tries):
        rng = random.Random(s)
        d = Deal(n, dealer, sitout, rng, hands=hands, talon=talon)
        info = {"seed": s, "deal": d}
        bl = bids(d) if callable(bids) else bids
        if bl is None:
            continue
        for seat, b in bl:
            d.ev({"type": "bid", "seat": seat, "bid": b})
        player, word, probs = check_auction(bl, d.active, d.forehand)
        info["auction_problems"] = probs
        info["player"], info["word"] = player, word
        if player is None:
            info["allpass"] = True
            if accept is None or accept(info):
                return info
            continue
        contract = CONTRACT[word]
        hands_now = {x: list(d.hands[x]) for x in d.active}
        purchases = 1
        taken = []
        disc = []
        if contract != "solo":
            k = PACKET[contract]
            npk = 6 // k
            start = {"three": 1, "bottom": 2, "top": 3}.get(word, 1)
            r = rejects(d) if callable(rejects) else rejects
            purchases = start + r
            for _ in range(r):
                d.ev({"type": "call", "seat": player, "call": "reject"})
            pk = (purchases - 1) % npk
            taken = d.talon[pk * k:(pk + 1) * k]
            d.ev({"type": "take", "seat": player, "cards": list(taken)})
            cards = hands_now[player] + taken
            disc = (discard or default_discard)(cards, k)
            if disc is None:
                continue
            if extra_discard:
                disc = extra_discard(cards, k, disc)
            e = {"type": "discard", "seat": player, "cards": list(disc)}
            if shown is not None:
                e["shown"] = shown
            d.ev(e)
            for c in disc:
                cards.remove(c)
            hands_now[player] = cards
        rest = [c for c in d.talon if c not in taken]
        info.update(purchases=purchases, taken=taken, discard=disc, rest=rest)
        ann = announce(d, player, hands_now) if callable(announce) else list(announce)
        if ann is None:
            continue
        info["announced"] = ann
        d.ev({"type": "announce", "seat": player, "items": ann})
        ha = helper_ann(d, player, hands_now) if callable(helper_ann) else (helper_ann or {})
        if ha is None:
            continue
        info["helper_ann"] = ha
        order = sorted(d.active, key=lambda x: (x - player) % n)
        for h in order[1:]:
            items = [{"kind": "tarocks", "count": ha[h]}] if h in ha else []
            d.ev({"type": "announce", "seat": h, "items": items})
        contra = 1
        pc = {}
        dl = doubles(d, player) if callable(doubles) else doubles
        for seat, target, level in dl:
            d.ev({"type": "double", "seat": seat, "target": target, "level": level})
            if target == "game":
                contra = level
            else:
                pc[target] = level
        info["contra"], info["premium_contra"] = contra, pc
        has_ult = any(it["kind"] == "pagat_ultimo" for it in ann)
        tricks = play_out(d, player, hands_now, ultimo=has_ult, fault=fault, eps=eps)
        piles = piles_of(tricks)
        exact = points(piles.get(player, []) + disc)
        p = int(exact.__round__())
        info.update(tricks=tricks, exact=exact, p=p, piles=piles)
        last = tricks[-1]
        info["last"] = last
        info["ultimo_made"] = last[2] == player and dict(last[1]).get(player) == "T1"
        if accept is None or accept(info):
            return info
    raise SystemExit(f"no seed found from {seed}")


def settle(info, uncond=False, pagat_early=False):
    from gtmodel import settle_game
    d = info["deal"]
    flows, notes = settle_game(d, info["player"], info["word"], info["purchases"], info["contra"],
                               info["p"], info["tricks"], info["announced"], info["helper_ann"],
                               uncond_loss=uncond, ultimo_failed_by="early" if pagat_early else None,
                               premium_contra=info["premium_contra"])
    info["flows"] = flows
    info["notes"] = notes
    return flows


def pool_flows(info, pool, stake=10, share=10, passfee=5):
    """Stake, pass fee, ultimo pool, 10% shares.  Mutates pool; returns pool flows."""
    d = info["deal"]
    out = []
    payers = [s for s in range(d.n) if s != d.sitout]
    if pool.need_stake:
        for s in payers:
            out.append((s, "pool", stake, "pool_stake"))
            pool.content += stake
        pool.need_stake = False
    if info.get("allpass"):
        for s in d.active:
            out.append((s, "pool", passfee, "pool_pass"))
            pool.content += passfee
        return out
    player = info["player"]
    ann = {it["kind"] for it in info["announced"]}
    won_pool = False
    if "pagat_ultimo" in ann and not info.get("uncond"):
        if info["ultimo_made"] and not info.get("pagat_early"):
            out.append(("pool", player, pool.content, "pool_ultimo"))
            pool.content = Fraction(0)
            won_pool = True
        else:
            amt = pool.content
            out.append((player, "pool", amt, "pool_ultimo"))
            pool.content += amt
    net = net_of(info["flows"], d.n)
    for s in range(d.n):
        if net[s] > 0 and share:
            amt = net[s] * share / 100
            out.append((s, "pool", amt, "pool_share"))
            pool.content += amt
    if won_pool:
        pool.need_stake = True
    return out


def as_payments(flows):
    return [{"type": "payment", "from": fr, "to": to, "amount": num(a), "reason": r} for fr, to, a, r in flows
            if a != 0]


def as_scores(n, flows, totals, with_pool=True, sitout=None):
    net = net_of(flows, n)
    ev = []
    for s in range(n):
        if s == sitout:
            continue
        ev.append({"type": "score", "party": s, "points": num(net[s])})
    if with_pool:
        ev.append({"type": "score", "party": "pool", "points": num(net["pool"])})
    for s in range(n):
        totals[s] += net[s]
    totals["pool"] += net["pool"]
    for s in range(n):
        if s == sitout:
            continue
        ev.append({"type": "total", "party": s, "points": num(totals[s])})
    if with_pool:
        ev.append({"type": "total", "party": "pool", "points": num(totals["pool"])})
    return ev


def deal_json(info):
    d = info["deal"]
    return {"dealer": d.dealer, "hands": d.hands, "talon": d.talon, "events": d.events}


def describe(tag, info):
    d = info["deal"]
    if info.get("allpass"):
        log(f"{tag}: all pass (seed {info['seed']}) auction problems {info.get('auction_problems')}")
        return
    log(f"{tag}: seed {info['seed']} dealer {d.dealer} forehand {d.forehand} player {info['player']} "
        f"{info['word']} purchases {info['purchases']} take {info['taken']} discard {info['discard']} "
        f"rest {info['rest']} exact {info['exact']} p {info['p']} contra {info['contra']} "
        f"ultimo_made {info['ultimo_made']} notes {info.get('notes')}")
    log(f"   auction problems {info.get('auction_problems')} faults {d.faults} helper_ann {info.get('helper_ann')} "
        f"announced {info.get('announced')} tricks won by player {sum(1 for t in info['tricks'] if t[2] == info['player'])}")


# ====================================================================== scenarios
PL3 = ["Wacław", "Jadwiga", "Zbigniew"]
PL4 = ["Wacław", "Jadwiga", "Zbigniew", "Halina"]
PL5 = ["Wacław", "Jadwiga", "Zbigniew", "Halina", "Kazimierz"]


def order(d):
    return sorted(d.active, key=lambda s: (s - d.forehand) % d.n)


def tcount(cards):
    return sum(1 for c in cards if is_t(c))


def won(i):
    return i["p"] >= 34


def lost(i):
    return i["p"] <= 33


def tarock_swap(cards, k, disc):
    """Lay away one low tarock (not trull) instead of the most valuable discard card."""
    ts = sorted([c for c in cards if is_t(c) and c not in TRULL], key=trank)
    if not ts or ts[0] in disc:
        return disc
    return sorted(disc, key=value)[: k - 1] + [ts[0]]


def pay_session(path, players, specs, style="payments", start_pool=None, meta=None, mutate=None, rules=None):
    """specs: list of (tag, info, settle kwargs).  style payments|sheet|both."""
    n = len(players)
    pool = Pool(start_pool or 0, fresh=start_pool is None)
    totals = {s: Fraction(0) for s in range(n)}
    totals["pool"] = Fraction(start_pool or 0)
    deals = []
    for tag, info, kw in specs:
        if not info.get("allpass"):
            settle(info, **kw)
            info["uncond"] = kw.get("uncond", False)
            info["pagat_early"] = kw.get("pagat_early", False)
        else:
            info["flows"] = []
        pf = pool_flows(info, pool)
        allf = info["flows"] + pf
        info["allflows"] = allf
        dj = deal_json(info)
        if style == "payments":
            dj["events"] += as_payments(allf)
        else:
            dj["events"] += as_scores(n, allf, totals, sitout=info["deal"].sitout)
        deals.append(dj)
        describe(tag, info)
        net = net_of(allf, n)
        log(f"   flows: " + "; ".join(f"{fr}->{to} {num(a)} {r}" for fr, to, a, r in allf))
        log(f"   net: " + ", ".join(f"{k}:{num(v)}" for k, v in net.items()) + f"  pool now {num(pool.content)}")
    start = {"pools": {"pool": start_pool}} if start_pool is not None else None
    if mutate:
        mutate(deals)
    write(os.path.join(HERE, path), players, deals, rules=rules, start=start, meta=meta)


def f01():
    # deal 0: dealer 0, forehand 1 plays a three; Zbigniew (2) says pass volat (no pagat)
    i0 = run_deal(3, 0, 100, lambda d: [(1, "three"), (2, "pass_volat"), (0, "pass")],
                  extra_discard=tarock_swap,
                  accept=lambda i: won(i) and "T1" not in i["deal"].hands[2] and any(is_t(c) for c in i["discard"]))
    # deal 1: dealer 1, forehand 2: three / bottom / hold / top / hold; 0 passes; player refuses one packet
    i1 = run_deal(3, 1, 200, lambda d: [(2, "three"), (0, "bottom"), (1, "pass"), (2, "hold"), (0, "top"),
                                        (2, "hold"), (0, "pass")], rejects=1, accept=lost)
    pay_session("01-three-holds-payments.json", PL3, [("01/0", i0, {}), ("01/1", i1, {})],
                meta={"round": "gd-spec4", "note": "three won; top held and one packet refused, lost x4"})


def f02():
    i0 = run_deal(3, 2, 300, lambda d: [(0, "three"), (1, "two"), (2, "pass"), (0, "hold"), (1, "pass")],
                  rejects=1, doubles=lambda d, p: [(1, "game", 2), (0, "game", 4)], accept=lost)
    i1 = run_deal(3, 0, 400, lambda d: [(1, "pass"), (2, "three"), (0, "pass")],
                  doubles=lambda d, p: [(0, "game", 2)], accept=won)
    pay_session("02-two-recontra-sheet.json", PL3, [("02/0", i0, {}), ("02/1", i1, {})], style="sheet",
                meta={"round": "gd-spec4", "note": "score sheet: two held by forehand, contra+recontra, lost; three won with contra"})


def f03():
    i0 = run_deal(3, 1, 500, lambda d: [(2, "pass"), (0, "pass"), (1, "pass")])
    i1 = run_deal(3, 2, 600, lambda d: [(0, "one"), (1, "pass"), (2, "pass")], rejects=2,
                  discard=lambda cards, k: ["T21"] if "T21" in cards else None,
                  accept=lambda i: won(i) and i["discard"] == ["T21"])
    pay_session("03-allpass-then-one-mond-laid.json", PL3, [("03/0", i0, {}), ("03/1", i1, {})],
                meta={"round": "gd-spec4", "note": "all pass (pool fee), then a one with two packets refused; the mond laid away"})


def f04():
    def acc(i):
        return won(i) and TRULL <= set(i["piles"].get(i["player"], [])) and not i["ultimo_made"] \
            and not KINGS <= set(i["piles"].get(i["player"], []))
    i0 = run_deal(3, 0, 700, lambda d: [(1, "pass"), (2, "solo"), (0, "pass")], accept=acc)
    pay_session("04-solo-silent-trull.json", PL3, [("04/0", i0, {})],
                meta={"round": "gd-spec4", "note": "solo won, silent trull in the player's tricks"})


def f05():
    i0 = run_deal(4, 3, 800, lambda d: [(0, "three"), (1, "pass"), (2, "pass")], accept=won)
    i1 = run_deal(4, 0, 900, lambda d: [(1, "pass"), (2, "three"), (3, "bottom"), (2, "hold"), (3, "pass")],
                  accept=lost)
    i2 = run_deal(4, 1, 1000, lambda d: [(2, "pass"), (3, "pass"), (0, "pass")])
    pay_session("05-four-players-king-sheet.json", PL4, [("05/0", i0, {}), ("05/1", i1, {}), ("05/2", i2, {})],
                style="sheet", meta={"round": "gd-spec4", "note": "four players: the dealer (king) sits out of play and shares the result"})


def f06():
    specs = []
    plan = [  # (dealer, sitout, bids)
        (0, 4, lambda d: [(1, "three"), (2, "pass"), (3, "pass")], won),
        (1, 4, lambda d: [(2, "pass"), (3, "three"), (0, "pass")], lost),
        (2, 4, lambda d: [(3, "three"), (0, "two"), (1, "pass"), (3, "pass")], None),
        (3, 4, lambda d: [(0, "pass"), (1, "pass"), (2, "three")], None),
        (4, 0, lambda d: [(1, "three"), (2, "pass"), (3, "pass")], None),
    ]
    for k, (dealer, so, bids, acc) in enumerate(plan):
        specs.append((f"06/{k}", run_deal(5, dealer, 1100 + 100 * k, bids, sitout=so, accept=acc), {}))
    pay_session("06-five-players-rotation-sheet.json", PL5, specs, style="sheet",
                meta={"round": "gd-spec4", "note": "five players: Kazimierz sits out deals 0-3 (one round of four deals), then Wacław; the dealer is the king"})


def ult_ann(d, player, hands):
    return [{"kind": "pagat_ultimo"}] if "T1" in hands[player] else None


def f07():
    i0 = run_deal(3, 1, 1700, lambda d: [(2, "three"), (0, "pass"), (1, "pass")], announce=ult_ann,
                  accept=lambda i: i["ultimo_made"] and won(i) and not TRULL <= set(i["piles"].get(i["player"], []))
                  and not KINGS <= set(i["piles"].get(i["player"], [])))
    i1 = run_deal(3, 2, 1800, lambda d: [(0, "tape"), (1, "three"), (2, "pass"), (0, "pass")],
                  accept=lambda i: won(i) and not i["ultimo_made"] and not TRULL <= set(i["piles"].get(i["player"], []))
                  and not KINGS <= set(i["piles"].get(i["player"], [])))
    pay_session("07-ultimo-wins-pool-restake.json", PL3, [("07/0", i0, {}), ("07/1", i1, {})], start_pool=60,
                meta={"round": "gd-spec4", "note": "announced pagat ultimo made: the pool (60) goes to the player; founded again next deal; tape by forehand"})


def f08():
    i0 = run_deal(3, 0, 1900, lambda d: [(1, "three"), (2, "pass"), (0, "pass")], announce=ult_ann,
                  doubles=lambda d, p: [(2, "pagat_ultimo", 2)],
                  accept=lambda i: not i["ultimo_made"] and won(i) and not TRULL <= set(i["piles"].get(i["player"], []))
                  and not KINGS <= set(i["piles"].get(i["player"], [])))
    pay_session("08-ultimo-failed-contra.json", PL3, [("08/0", i0, {})], start_pool=45,
                meta={"round": "gd-spec4", "note": "announced ultimo with contra on it, failed: 100 x2 to each helper and the pool's 45 paid into it"})


def t_ann(d, player, hands):
    c = tcount(hands[player])
    return [{"kind": "tarocks", "count": c}] if c in (10, 11, 12) else None


def helper_tarocks(d, player, hands):
    out = {h: tcount(hands[h]) for h in d.active if h != player and tcount(hands[h]) in (10, 11, 12)}
    return out or None


def plain(i):
    pile = set(i["piles"].get(i["player"], []))
    return not TRULL <= pile and not KINGS <= pile and not i["ultimo_made"]


def f09():
    i0 = run_deal(3, 2, 2000, lambda d: [(0, "three"), (1, "pass"), (2, "pass")], announce=t_ann,
                  extra_discard=tarock_swap, shown=True,
                  accept=lambda i: plain(i) and any(is_t(c) for c in i["discard"]), tries=200000)
    i1 = run_deal(3, 0, 2100, lambda d: [(1, "pass"), (2, "three"), (0, "pass")], helper_ann=helper_tarocks,
                  accept=lambda i: plain(i) and won(i) and (i["p"] - 33) * 3 + 30 < 50, tries=400000)
    pay_session("09-tarocks-shown-and-helper-tarocks.json", PL3, [("09/0", i0, {}), ("09/1", i1, {})],
                meta={"round": "gd-spec4", "note": "player announces his tarocks and shows the tarock laid away; then a helper announces ten tarocks while the player wins the game"})


def f10():
    i0 = run_deal(3, 1, 2200, lambda d: [(2, "three"), (0, "pass"), (1, "pass")], accept=lambda i: plain(i) and lost(i))

    def strip(deals):
        deals[0]["hands"] = None
        deals[0]["talon"] = None
    pay_session("10-play-only-three-lost.json", PL3, [("10/0", i0, {})], start_pool=30, mutate=strip,
                meta={"round": "gd-spec4", "note": "play-only record: hands and talon not kept"})


def f11():
    i0 = run_deal(3, 0, 2300, lambda d: [(1, "three"), (2, "pass"), (0, "pass")], fault="revoke",
                  accept=lambda i: won(i) and plain(i) and i["deal"].faults)
    pay_session("11-fault-renonce-consolation.json", PL3, [("11/0", i0, {"uncond": True})], start_pool=20,
                meta={"round": "gd-spec4", "note": "player trumps a suit lead while holding the suit (par. 23) but makes his points: pays the consolation"})
    return i0


def king_in(cards, k, disc):
    ks = [c for c in cards if c in KINGS]
    if not ks:
        return disc
    return sorted(disc, key=value)[: k - 1] + [ks[0]]


def f12():
    i0 = run_deal(3, 1, 2400, lambda d: [(2, "two"), (0, "pass"), (1, "pass")], extra_discard=king_in,
                  accept=lambda i: won(i) and plain(i) and any(c in KINGS for c in i["discard"]))
    pay_session("12-fault-king-laid-away.json", PL3, [("12/0", i0, {"uncond": True})], start_pool=20,
                meta={"round": "gd-spec4", "note": "a king laid away in a two (par. 13): the game is lost unconditionally"})


def f13():
    i0 = run_deal(3, 0, 2500, lambda d: [(1, "three"), (0, "pass"), (2, "pass")], accept=lambda i: plain(i) and won(i))
    pay_session("13-fault-bid-out-of-turn.json", PL3, [("13/0", i0, {})], style="sheet", start_pool=20,
                meta={"round": "gd-spec4", "note": "Wacław (0) passes before Zbigniew (2) has spoken"})
    return i0


def f14():
    i0 = run_deal(3, 2, 2600, lambda d: [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")],
                  accept=lambda i: plain(i) and won(i))

    def mut(deals):
        evs = deals[0]["events"]
        for e in evs:
            if e["type"] == "payment" and e["from"] == 2 and e["reason"] == "game":
                e["amount"] = e["amount"] - 10
                LOG.append(f"   14 planted: payment from 2 now {e['amount']} at event {evs.index(e)}")
                break
    pay_session("14-fault-wrong-payment.json", PL3, [("14/0", i0, {})], start_pool=20, mutate=mut,
                meta={"round": "gd-spec4", "note": "one game payment short by 10"})


def f15():
    i0 = run_deal(3, 0, 2700, lambda d: [(1, "three"), (2, "pass"), (0, "pass")], accept=lambda i: plain(i) and won(i))
    i1 = run_deal(3, 1, 2800, lambda d: [(2, "pass"), (0, "three"), (1, "pass")], accept=lambda i: plain(i) and lost(i))

    def mut(deals):
        evs = deals[1]["events"]
        for k, e in enumerate(evs):
            if e["type"] == "total" and e["party"] == 1:
                e["points"] = e["points"] + 20
                LOG.append(f"   15 planted: deal 1 total of seat 1 now {e['points']} at event {k}")
                break
    pay_session("15-fault-wrong-total.json", PL3, [("15/0", i0, {}), ("15/1", i1, {})], style="sheet",
                mutate=mut, meta={"round": "gd-spec4", "note": "a running total added wrong in deal 1"})


def f16():
    i0 = run_deal(3, 2, 2900, lambda d: [(0, "three"), (1, "pass"), (2, "pass")], announce=t_ann,
                  extra_discard=tarock_swap, shown=False,
                  accept=lambda i: plain(i) and won(i) and any(is_t(c) for c in i["discard"]), tries=400000)
    pay_session("16-fault-tarock-laid-away-not-shown.json", PL3, [("16/0", i0, {"uncond": True})], start_pool=20,
                meta={"round": "gd-spec4", "note": "tarocks announced, a tarock laid away and not shown (par. 22)"})


def f17():
    i0 = run_deal(3, 2, 3000, lambda d: [(0, "tape"), (1, "three"), (2, "pass_volat"), (0, "pass")],
                  accept=lambda i: "T1" in i["deal"].hands[2] and plain(i))
    pay_session("17-fault-pass-volat-with-pagat.json", PL3, [("17/0", i0, {})], start_pool=20,
                meta={"round": "gd-spec4", "note": "Zbigniew says pass volat holding the pagat (par. 28)"})


def f18():
    i0 = run_deal(3, 0, 3100, lambda d: [(1, "three"), (2, "pass"), (0, "pass")], announce=ult_ann, fault="pagat_early",
                  accept=lambda i: i["deal"].faults and plain(i) and won(i))
    pay_session("18-fault-pagat-given-early.json", PL3, [("18/0", i0, {"pagat_early": True})], start_pool=30,
                meta={"round": "gd-spec4", "note": "ultimo announced, the pagat given up voluntarily before the last trick (par. 6)"})


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        f()
    with open(os.path.join(HERE, "build-log.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(LOG) + "\n")
    print("\n".join(LOG))
