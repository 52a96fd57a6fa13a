"""Builds the Danish Tarok transcripts of the payment-shape round (dk-*.json) and prints the
model's figures (the by-product goes to dk-figures.txt)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from danish import session  # noqa: E402
from shapes import as_arise, check_nets, combine_same, net_pairs, nets, pay, probe, write  # noqa: E402

PLAYERS = ["Agata", "Bogdan", "Cecylia"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def transcript(deals, events_per_deal, desc, planted=None):
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": PLAYERS,
        "meta": {"round": "payment-shape", "description": desc},
        "deals": [],
    }
    if planted:
        t["meta"]["planted"] = planted
    for dl, evs in zip(deals, events_per_deal):
        t["deals"].append({"dealer": dl.dealer, "hands": dl.hands_dealt, "events": evs})
    return t


def describe(name, deals, events_per_deal, wrong=None):
    log(f"== {name}")
    for k, (dl, evs) in enumerate(zip(deals, events_per_deal)):
        log(
            f" deal {k} dealer {dl.dealer} seed {dl.seed} points {dl.points} tricks {dl.tricks_won} ultimo {dl.ultimo} "
            f"przydupek {dl.prz} pools after {dl.pools_after}"
        )
        log("  declarations", {s: [(i, v) for i, v in dl.decl[s]] for s in dl.decl if dl.decl[s]})
        log("  dues", Counter(d["reason"] for d in dl.all_dues))
        log("  expected nets", nets(dl.all_dues))
        diff = check_nets(evs, dl.all_dues)
        if wrong is None or wrong[0] != k:
            assert not diff, (name, k, diff)
        else:
            log("  PLANTED difference (expected, recorded):", diff)
        for i, e in enumerate(evs):
            if e["type"] == "payment":
                log(f"   [{i}] {e}")


def plays_only(dl):
    return [e for e in dl.events]


def dues_of(dl):
    return dl.all_dues


def end_index(evs):
    return len(evs)


# -- files ---------------------------------------------------------------------------------


def dk01():
    """As they arise, no reason on any payment; three deals."""
    deals, _ = session([(0, 0, (), ()), (1, 100, (), ()), (2, 200, (), ())])
    evs = [as_arise(dl.events, dl.all_dues, reasons=False) for dl in deals]
    name = "dk-01-arise-no-reason.json"
    write(name, transcript(deals, evs, "Every payment written as it arises, and none with a reason."))
    describe(name, deals, evs)


def dk02():
    """Everything at the end of the deal: one payment per pair of players (the net of all their
    dues), each seat's pool payments added up per pool; no reasons."""

    def want(k, dl):
        # a deal where two seats owe each other both ways (a declaration one way, a lost king or
        # card points the other way)
        pairs = {}
        for d in dl.all_dues:
            if isinstance(d["from"], int) and isinstance(d["to"], int):
                pairs.setdefault(frozenset((d["from"], d["to"])), set()).add((d["from"], d["to"]))
        return any(len(v) == 2 for v in pairs.values()) and any(dl.decl[s] for s in dl.decl)

    deals, _ = session([(1, 300, (), ()), (2, 400, (), ())], want=want)
    evs = []
    for dl in deals:
        seat = [d for d in dl.all_dues if isinstance(d["to"], int) and isinstance(d["from"], int)]
        pool = [d for d in dl.all_dues if not (isinstance(d["to"], int) and isinstance(d["from"], int))]
        evs.append(dl.events + net_pairs(seat) + combine_same(pool, reason=""))
    name = "dk-02-end-netted.json"
    write(name, transcript(deals, evs, "All payments at the end of each deal: one net payment per pair of players, each seat's pool chips added up per pool, no reasons."))
    describe(name, deals, evs)


def split_due(d, first):
    return [pay(d["from"], d["to"], first, d["reason"]), pay(d["from"], d["to"], d["amount"] - first, d["reason"])]


def dk03():
    """One due split into two payments (reasons kept): the foundation 20 as 10 + 10, a
    declaration as 10 + 5, the last trick's 20 as 15 + 5, card points as 5 + 5."""

    def want(k, dl):
        r = Counter(d["reason"] for d in dl.all_dues)
        ok = r["last_trick"] and r["card_points"]
        if k == 0:
            ok = ok and any(v >= 15 for s in dl.decl for _, v in dl.decl[s])
            ok = ok and any(d["reason"] == "card_points" and d["amount"] >= 10 for d in dl.all_dues)
        return ok

    deals, _ = session([(0, 500, (), ()), (1, 600, (), ())], want=want)
    evs = []
    for k, dl in enumerate(deals):
        out = []
        byat = {}
        for d in dl.all_dues:
            byat.setdefault(d["at"], []).append(d)
        done = Counter()

        def emit(d):
            r = d["reason"]
            if r == "foundation" and d["to"] == "king_pool":
                return split_due(d, 10)
            if r == "declaration" and d["amount"] >= 15 and not done["decl"]:
                done["decl"] += 1
                return split_due(d, 10)
            if r == "last_trick" and not done["lt"]:
                done["lt"] += 1
                return split_due(d, 15)
            if r == "card_points" and d["amount"] >= 10 and not done["cp"]:
                done["cp"] += 1
                return split_due(d, 5)
            return [pay(d["from"], d["to"], d["amount"], r)]

        for d in byat.get(-1, []):
            out += emit(d)
        for i, e in enumerate(dl.events):
            out.append(e)
            for d in byat.get(i, []):
                out += emit(d)
        evs.append(out)
    name = "dk-03-split-dues.json"
    write(name, transcript(deals, evs, "Several dues handed over in two parts, each part written with the due's reason."))
    describe(name, deals, evs)


def dk04():
    """Several dues combined: all dues between the same payer and payee in one payment, written
    where the first of them arises; the reason kept when they share one, left out when not."""

    def want(k, dl):
        c = Counter((d["from"], d["to"]) for d in dl.all_dues)
        mixed = Counter()
        for d in dl.all_dues:
            mixed[(d["from"], d["to"])] += 0
        reasons = {}
        for d in dl.all_dues:
            reasons.setdefault((d["from"], d["to"]), set()).add(d["reason"])
        return any(len(v) >= 2 and isinstance(kk[0], int) and isinstance(kk[1], int) for kk, v in reasons.items()) and any(
            len(dl.decl[s]) >= 2 for s in dl.decl
        )

    deals, _ = session([(2, 700, (), ()), (0, 800, (), ())], want=want)
    evs = []
    for dl in deals:
        first_at = {}
        groups = {}
        for d in dl.all_dues:
            kk = (d["from"], d["to"])
            first_at.setdefault(kk, d["at"])
            groups.setdefault(kk, []).append(d)
        # pool dues at -1 (foundation + deal fee) stay where they arise; the rest combine at the end
        out = []
        start = [kk for kk in groups if first_at[kk] == -1]
        for kk in start:
            out += combine_same([d for d in groups[kk] if d["at"] == -1])
        out += dl.events
        for kk in groups:
            later = [d for d in groups[kk] if d["at"] != -1]
            if later:
                out += combine_same(later)
        evs.append(out)
    name = "dk-04-combined-dues.json"
    write(name, transcript(deals, evs, "Every due between the same payer and payee added up into one payment after the last trick (pool dues raised before the deal added up there); the reason kept when the dues share it."))
    describe(name, deals, evs)


def dk05():
    """A king or pagat ultimo: the pool taken and refilled, and the session's end: the pools
    shared out. Pool payments grouped after the players' payments; the winner's refill netted with
    the pool taken (one payment from the pool)."""

    def want(k, dl):
        if k == 0:
            return dl.ultimo in ("king", "pagat") and not dl.prz
        pools = dl.pools_after
        return pools["pagat_pool"] % 3 == 0 and pools["king_pool"] % 3 == 0

    deals, pools = session([(0, 900, (), ()), (1, 1000, (), ())], want=want)
    evs = []
    for k, dl in enumerate(deals):
        dues = list(dl.all_dues)
        if k == len(deals) - 1:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(3):
                    dues.append({"from": pool, "to": s, "amount": pools[pool] // 3, "reason": "session_end", "at": dl.last_index})
            dl.all_dues = dues
        pre = [d for d in dues if d["at"] == -1]
        mid = [d for d in dues if d["at"] != -1]
        seat = [d for d in mid if isinstance(d["from"], int) and isinstance(d["to"], int)]
        pool = [d for d in mid if d not in seat]
        out = [pay(d["from"], d["to"], d["amount"], d["reason"]) for d in pre]
        out += dl.events
        out += [pay(d["from"], d["to"], d["amount"], d["reason"]) for d in seat]
        if k == 0:
            # the winner takes the pool less his own refill; the others' refills written first
            pool_name = "king_pool" if dl.ultimo == "king" else "pagat_pool"
            take = [d for d in pool if d["from"] == pool_name][0]
            w = take["to"]
            ref = [d for d in pool if d["reason"] == "refill"]
            own = [d for d in ref if d["from"] == w][0]
            others = [d for d in ref if d["from"] != w]
            rest = [d for d in pool if d not in ref and d is not take]
            out += [pay(d["from"], d["to"], d["amount"], d["reason"]) for d in others]
            out.append(pay(pool_name, w, take["amount"] - own["amount"]))
            out += [pay(d["from"], d["to"], d["amount"], d["reason"]) for d in rest]
        else:
            # pools grouped: each seat's chips into the pools, then the pools shared out, no reasons
            into = [d for d in pool if d["reason"] != "session_end"]
            out += combine_same(into, reason="")
            out += [pay(d["from"], d["to"], d["amount"]) for d in pool if d["reason"] == "session_end"]
        evs.append(out)
    name = "dk-05-pool-ultimo-session-end.json"
    write(name, transcript(deals, evs, "An ultimo takes its pool (the winner keeps back his own refill), and at the end of the session the pools are shared out equally; pool payments written after the players' ones."))
    describe(name, deals, evs)


def dk06():
    """A king przydupek (the king pool doubled): in-play dues as they arise without reasons, the
    end of the deal netted per pair with the przydupek and card points, pool payments last."""

    def want(k, dl):
        if k == 1:
            return any(c[0] == "K" for _, c in dl.prz) and dl.ultimo is None
        return True

    deals, _ = session([(2, 1100, (), ()), (0, 1200, (), ())], want=want)
    evs = []
    for dl in deals:
        pre = [d for d in dl.all_dues if d["at"] <= dl.last_index - 1]
        end = [d for d in dl.all_dues if d["at"] == dl.last_index]
        out = as_arise(dl.events, pre, reasons=False)
        seat = [d for d in end if isinstance(d["from"], int) and isinstance(d["to"], int)]
        pool = [d for d in end if d not in seat]
        out += net_pairs(seat)
        out += [pay(d["from"], d["to"], d["amount"]) for d in pool]
        evs.append(out)
    name = "dk-06-przydupek-netted.json"
    write(name, transcript(deals, evs, "A king przydupek: play payments as they arise, the last trick's dues and card points netted per pair, the doubled pool last; no reasons."))
    describe(name, deals, evs)


def dk07():
    """WRONG: like dk-02 (all at the end, netted per pair, no reasons); one pair's net payment is
    5 too high in deal 1."""

    def want(k, dl):
        return dl.ultimo is None and not dl.prz and any(dl.decl[s] for s in dl.decl)

    deals, _ = session([(0, 1300, (), ()), (1, 1400, (), ())], want=want)
    evs = []
    for dl in deals:
        seat = [d for d in dl.all_dues if isinstance(d["to"], int) and isinstance(d["from"], int)]
        pool = [d for d in dl.all_dues if not (isinstance(d["to"], int) and isinstance(d["from"], int))]
        evs.append(dl.events + net_pairs(seat) + combine_same(pool, reason=""))
    # plant: the second seat-to-seat net payment of deal 1 is 5 too high
    k = 1
    idx = [i for i, e in enumerate(evs[k]) if e["type"] == "payment" and isinstance(e["to"], int)][1]
    evs[k][idx]["amount"] += 5
    planted = {"deal": k, "event": idx, "what": f"net payment {evs[k][idx]} is 5 too high"}
    name = "dk-07-wrong-netted.json"
    write(name, transcript(deals, evs, "All payments at the end of each deal, netted per pair, no reasons.", planted))
    describe(name, deals, evs, wrong=(k, idx))
    log("  planted", planted)


def dk08():
    """WRONG: as they arise without reasons; one declaration payment short by 5."""

    def want(k, dl):
        if k == 0:
            return any(v >= 15 for s in dl.decl for _, v in dl.decl[s]) and dl.ultimo is None and not dl.prz
        return dl.ultimo is None and not dl.prz

    deals, _ = session([(1, 1500, (), ()), (2, 1600, (), ())], want=want)
    evs = [as_arise(dl.events, dl.all_dues, reasons=False) for dl in deals]
    k = 0
    dl = deals[0]
    # the first payment of a declaration worth 15 or more
    decl_dues = [d for d in dl.all_dues if d["reason"] == "declaration" and d["amount"] >= 15]
    target = decl_dues[0]
    pos = None
    j = -1
    # find the event: payments appear in due order after anchor
    out_i = 0
    for i, e in enumerate(evs[k]):
        if e["type"] == "payment" and e["from"] == target["from"] and e["to"] == target["to"] and e["amount"] == target["amount"]:
            pos = i
            break
    evs[k][pos]["amount"] -= 5
    planted = {"deal": k, "event": pos, "what": f"declaration payment {evs[k][pos]} is 5 short (due {target['amount']})"}
    name = "dk-08-wrong-reasonless.json"
    write(name, transcript(deals, evs, "Every payment written as it arises, none with a reason.", planted))
    describe(name, deals, evs, wrong=(k, pos))
    log("  planted", planted)


def dk09():
    """WRONG: combined dues (as dk-04); the combined pool payment of the dealer (foundation +
    deal fee into the pagat pool) written 30 instead of 25."""

    def want(k, dl):
        return dl.ultimo is None and not dl.prz

    deals, _ = session([(0, 1700, (), ()), (1, 1800, (), ())], want=want)
    evs = []
    for dl in deals:
        first_at = {}
        groups = {}
        for d in dl.all_dues:
            kk = (d["from"], d["to"])
            first_at.setdefault(kk, d["at"])
            groups.setdefault(kk, []).append(d)
        out = []
        start = [kk for kk in groups if first_at[kk] == -1]
        for kk in start:
            out += combine_same([d for d in groups[kk] if d["at"] == -1])
        out += dl.events
        for kk in groups:
            later = [d for d in groups[kk] if d["at"] != -1]
            if later:
                out += combine_same(later)
        evs.append(out)
    k = 0
    pos = [i for i, e in enumerate(evs[k]) if e["type"] == "payment" and e["from"] == 0 and e["to"] == "pagat_pool"][0]
    assert evs[k][pos]["amount"] == 25, evs[k][pos]
    evs[k][pos]["amount"] = 30
    planted = {"deal": k, "event": pos, "what": "the dealer's foundation + deal fee into the pagat pool written 30, due 25"}
    name = "dk-09-wrong-combined-pool.json"
    write(name, transcript(deals, evs, "Dues between the same payer and payee added up into one payment.", planted))
    describe(name, deals, evs, wrong=(k, pos))
    log("  planted", planted)


def probes():
    """Post-run probes (written after the engine run, for the REPORT's (a) findings): a blind
    clean file with one payment changed."""
    b = probe(
        "dk-04-combined-dues.json", "dk-10-probe-combined-seat-wrong.json", 0, 86, 35,
        desc="dk-04 with one combined seat-to-seat payment 5 too high (no reason).",
        what="0->1 written 35; its dues (declarations 15 + 5, pagat_trick 5 x2 ...) add up to 30",
    )
    log("== dk-10 probe from dk-04 deal 0 event 86", b, "-> 35")
    b = probe(
        "dk-03-split-dues.json", "dk-11-probe-split-reason-wrong.json", 0, 17, 10,
        desc="dk-03 with the second part of a split declaration payment 5 too high (reasons kept).",
        what="0->1 declaration written 10 + 10; due 15 (11 trumps)",
    )
    log("== dk-11 probe from dk-03 deal 0 event 17", b, "-> 10")
    b = probe(
        "dk-04-combined-dues.json", "dk-12-probe-labelled-combined-wrong.json", 0, 86, 35, reason="declaration",
        desc="dk-04 with the combined 0->1 payment labelled 'declaration' and 5 too high.",
        what="0->1 written 35 (declaration); its dues add up to 30 (30 labelled 'declaration' is clean)",
    )
    log("== dk-12 probe from dk-04 deal 0 event 86", b, "-> 35 declaration")


if __name__ == "__main__":
    for f in (dk01, dk02, dk03, dk04, dk05, dk06, dk07, dk08, dk09, probes):
        f()
    (Path(__file__).parent / "dk-figures.txt").write_text("\n".join(LOG) + "\n")
    print("\n".join(LOG))
