"""Generator of the payment-shape2 transcripts (blind, from the sources).  Run: python3 gen.py
Writes NN-*.json here and expected.out (the planted slips and each file's settlement)."""

import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import danish_model as dm  # noqa: E402
import galician_model as gm  # noqa: E402
import gen_danish as gd  # noqa: E402
import rage_model as rm  # noqa: E402
import terziglio_model as tm  # noqa: E402
import ulti_model as um  # noqa: E402
from gen_common import HERE, net_pairs, nets, num, pay  # noqa: E402

OUT = []  # (file, expected findings [(deal, event, code)], lines)


def emit(name, doc, expected, lines):
    with open(os.path.join(HERE, name), "w") as fh:
        json.dump(doc, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    OUT.append((name, expected, lines))


def feats(d):
    f = set()
    for trick, w in d.tricks[:24]:
        for s, c in trick:
            if dm.is_king(c) and s != w:
                f.add("klost")
            if c == "T1":
                f.add("plost" if s != w else "ptrick")
    if any(d.decl.values()):
        f.add("decl")
    trick, w = d.tricks[24]
    wc = [c for s, c in trick if s == w][0]
    if wc == "T1":
        f.add("pult")
    elif dm.is_king(wc):
        f.add("kult")
    if any(dm.is_king(c) and s != w for s, c in trick):
        f.add("kprz")
    if any(c == "T1" and s != w for s, c in trick):
        f.add("pprz")
    return f


def plain(*need):
    """A deal with the features `need` and an ordinary last trick."""

    def want(d):
        f = feats(d)
        return all(x in f for x in need) and not ({"pult", "kult", "kprz", "pprz"} & f)

    return want


def session_nets(sess):
    return [nets((p["f"], p["t"], p["a"]) for p in pays) for _, pays in sess]


def dk_lines(sess, extra=()):
    lines = gd.describe(sess)
    for i, n in enumerate(session_nets(sess)):
        lines.append("deal %d net by the rules: %s" % (i, n))
    tot = {}
    for n in session_nets(sess):
        for k, v in n.items():
            tot[k] = num(tot.get(k, 0) + v)
    lines.append("session net by the rules: %s" % tot)
    lines += list(extra)
    return lines


def find_ev(evs, pred, nth=0):
    hits = [i for i, e in enumerate(evs) if pred(e)]
    return hits[nth]


# ------------------------------------------------------------------ Danish Tarok
DK_META = "Danish Tarok, three players, a fresh session (foundation paid in deal 0)."


def dk_session(specs, want_pool_mod=None):
    """specs: list of (seed, dealer, want); retries seeds until the final pools fit."""
    base = 0
    while True:
        sp = [(s + base, dl, w) for s, dl, w in specs]
        sess = gd.session(sp)
        pools = sess[-1][0].pools_end
        # the pools after the last deal before the split: recompute from payments
        if want_pool_mod is None or want_pool_mod(sess):
            return sess
        base += 1000
        if base > 200000:
            raise RuntimeError("no session")


def pools_before_split(sess):
    tot = {"pagat_pool": 0, "king_pool": 0}
    for _, pays in sess:
        for p in pays:
            if p["ph"] == "session":
                continue
            for k in tot:
                if p["t"] == k:
                    tot[k] += p["a"]
                if p["f"] == k:
                    tot[k] -= p["a"]
    return tot


def div15(sess):
    t = pools_before_split(sess)
    return all(v % 15 == 0 for v in t.values())


def not_div3(sess):
    t = pools_before_split(sess)
    return any(v % 3 != 0 for v in t.values())


def dk01():
    sess = dk_session([(1, 0, plain("decl", "klost")), (2, 1, plain("decl")),
                       (7, 2, plain("klost", "ptrick"))], div15)
    evs = [gd.render(d, pays) for d, pays in sess]
    doc = gd.doc(list(zip([d for d, _ in sess], evs)),
                 {"description": "Every payment as due: one payment per reason per pair, at the moment it falls due; the pools shared after the last deal."})
    emit("01-dk-per-reason.json", doc, [], dk_lines(sess))
    return sess


def dk02():
    sess = dk_session([(3, 0, plain("decl", "klost")), (4, 1, plain("decl", "plost"))])
    deals = []
    for d, pays in sess:
        net = net_pairs((p["f"], p["t"], p["a"]) for p in pays)
        netp = [dict(ph="end", f=f, t=t, a=a, note="net for the deal") for f, t, a in net]
        evs = gd.render(d, netp)
        deals.append((d, evs))
    # parties as strings from net_pairs: turn seat strings back to ints
    fix_parties(deals)
    doc = gd.doc(deals, {"description": "Each deal's payments netted per pair of parties (seats and pools) and written once, after the last trick; the last deal's net includes the pools' shares."})
    emit("02-dk-netted-per-pair.json", doc, [], dk_lines(sess))
    return sess


def fix_parties(deals):
    for _, evs in deals:
        for e in evs:
            if e["type"] == "payment":
                for k in ("from", "to"):
                    if isinstance(e[k], str) and e[k].isdigit():
                        e[k] = int(e[k])


def dk03():
    sess = dk_session([(9, 0, plain("decl", "klost")), (11, 1, plain("decl"))])
    lines = []
    deals = []
    # deal 0: card points: whoever pays the new dealer and whoever the new dealer pays -> direct
    d0, p0 = sess[0]
    cp = [p for p in p0 if p["r"] == "card_points"]
    newd = (d0.dealer + 1) % 3
    ins = [p for p in cp if p["t"] == newd]
    outs = [p for p in cp if p["f"] == newd]
    assert ins and outs, cp
    a_in, a_out = ins[0], outs[0]
    m = min(a_in["a"], a_out["a"])
    new = [p for p in p0 if p not in (a_in, a_out)]
    routed = [dict(ph="end", f=a_in["f"], t=a_out["t"], a=m, r="card_points",
                   note="paid straight to the player the new dealer owes")]
    if a_in["a"] > m:
        routed.append(dict(ph="end", f=a_in["f"], t=newd, a=a_in["a"] - m, r="card_points"))
    if a_out["a"] > m:
        routed.append(dict(ph="end", f=newd, t=a_out["t"], a=a_out["a"] - m, r="card_points"))
    new += routed
    lines.append("deal 0: card points due %s->%s %s and %s->%s %s, written as %s" % (
        a_in["f"], a_in["t"], a_in["a"], a_out["f"], a_out["t"], a_out["a"],
        [(p["f"], p["t"], p["a"]) for p in routed]))
    deals.append((d0, gd.render(d0, new)))
    # deal 1: one last_trick payment routed through the third player
    d1, p1 = sess[1]
    lt = [p for p in p1 if p["r"] == "last_trick"][0]
    third = [s for s in range(3) if s not in (lt["f"], lt["t"])][0]
    idx = p1.index(lt)
    new1 = list(p1)
    new1[idx:idx + 1] = [dict(ph="end", f=lt["f"], t=third, a=lt["a"], r="last_trick", note="handed over through the third player"),
                         dict(ph="end", f=third, t=lt["t"], a=lt["a"], r="last_trick", note="passed on to the winner of the last trick")]
    lines.append("deal 1: last trick %s->%s %s written as %s->%s and %s->%s" % (lt["f"], lt["t"], lt["a"], lt["f"], third, third, lt["t"]))
    deals.append((d1, gd.render(d1, new1)))
    doc = gd.doc(deals, {"description": "Payments routed: a debt paid straight to the final creditor instead of through the new dealer (deal 0), and a debt handed through a third player (deal 1)."})
    emit("03-dk-routed.json", doc, [], dk_lines(sess, lines))


def dk04():
    sess = dk_session([(12, 0, plain("decl", "klost", "ptrick")), (13, 1, plain("decl", "klost", "plost"))])
    deals = []
    lines = []
    for i, (d, pays) in enumerate(sess):
        new = []
        late = []
        for p in pays:
            if isinstance(p["ph"], tuple):  # declarations and during-play payments
                q = dict(p)
                q["ph"] = "end"
                q["note"] = "written at the end of the deal"
                late.append(q)
            else:
                new.append(p)
        if i == 0:
            # the deal's end: late ones after the last-trick / card payments
            new = new + late
        else:
            # card points first, then the last trick, then the late ones
            ends = [p for p in new if p["ph"] == "end"]
            rest = [p for p in new if p["ph"] != "end"]
            cp = [p for p in ends if p["r"] == "card_points"]
            other = [p for p in ends if p["r"] != "card_points"]
            new = rest + cp + other + late
        deals.append((d, gd.render(d, new)))
    lines.append("declaration and during-play payments all written after the last trick; in deal 1 the card points before the last-trick payments")
    doc = gd.doc(deals, {"description": "Payments written in another order than due: declarations and king/pagat payments at the end of the deal, card points before the last trick."})
    emit("04-dk-late-order.json", doc, [], dk_lines(sess, lines))


def dk05():
    sess = dk_session([(15, 0, plain("decl", "klost")), (17, 1, plain("decl", "klost")), (19, 2, plain("decl"))])
    deals = []
    for i, (d, pays) in enumerate(sess):
        new = [p for p in pays if not (p["ph"] == "fee" and i > 0)]
        if i + 1 < len(sess):
            nfee = [dict(p, ph="post", note="the new dealer pays his fee once the deal is settled (§17)")
                    for p in sess[i + 1][1] if p["ph"] == "fee"]
            # before the pools' shares? there are none before the last deal
            new += nfee
        deals.append((d, gd.render(d, new)))
    doc = gd.doc(deals, {"description": "§17: 'Kiedy wszystkie opłaty zostały dokonane, nowy Rozdający płaci za przywilej bycia Rozdającym': the next dealer's fee written at the end of the deal before, once its payments are made."})
    emit("05-dk-fee-previous-deal.json", doc, [], dk_lines(sess, ["deal fees of deals 1 and 2 written as the last events of deals 0 and 1"]))


def dk06():
    def want_kult(d):
        f = feats(d)
        return "kult" in f and not ({"kprz", "pprz", "pult"} & f)

    sess = dk_session([(1, 0, plain("decl", "klost")), (14, 1, want_kult)], not_div3)
    deals = []
    lines = []
    d0, p0 = sess[0]
    deals.append((d0, gd.render(d0, p0)))
    d1, p1 = sess[1]
    new = []
    kult_pool = [p for p in p1 if p["r"] == "king_ultimo" and p["f"] == "king_pool"][0]
    w = kult_pool["t"]
    refills = [p for p in p1 if p["r"] == "refill"]
    for p in p1:
        if p is kult_pool:
            new.append(dict(ph="end", f="king_pool", t=w, a=p["a"] - 20, r="king_ultimo",
                            note="the pool less the winner's own 20 of the refill"))
        elif p in refills and p["f"] == w:
            continue
        elif p["ph"] == "session":
            continue
        else:
            new.append(p)
    # the session's split: exact thirds, netted with the last deal's card points
    shares = [p for p in p1 if p["ph"] == "session"]
    cp = [p for p in p1 if p["r"] == "card_points"]
    new = [p for p in new if p not in cp]
    owed = {}
    for p in shares:
        owed[(p["f"], p["t"])] = owed.get((p["f"], p["t"]), 0) + p["a"]
    # card points: route through the king pool's payouts
    for p in cp:
        owed[("king_pool", p["t"])] += p["a"]
        owed[("king_pool", p["f"])] -= p["a"]
    lines.append("deal 1: king ultimo by seat %d; the pool payout written net of his refill; the pools' shares (exact thirds) netted with the card points %s through the king pool" % (
        w, [(p["f"], p["t"], p["a"]) for p in cp]))
    # six decimals: round each, fix the last so the pool sums exactly
    for pool in ("pagat_pool", "king_pool"):
        keys = [k for k in owed if k[0] == pool]
        total = sum(owed[k] for k in keys)
        vals = [round(owed[k], 6) for k in keys]
        vals[-1] = round(total - sum(vals[:-1]), 6)
        for k, v in zip(keys, vals):
            if pool == "king_pool":
                new.append(dict(ph="session", f=k[0], t=k[1], a=v, note="share of the king pool, netted with the card points"))
            else:
                new.append(dict(ph="session", f=k[0], t=k[1], a=v, r="session_end"))
    deals.append((d1, gd.render(d1, new)))
    doc = gd.doc(deals, {"description": "Pool payments netted with seat payments: the king ultimo taken net of the winner's own refill; the pools' shares (thirds, to six decimals) netted with the last deal's card points."})
    emit("06-dk-pool-netted-decimals.json", doc, [], dk_lines(sess, lines))


def dk07():
    sess = dk_session([(24, 0, plain("decl", "klost")), (25, 1, plain("decl", "klost"))])
    deals = []
    lines = []
    expected = []
    for i, (d, pays) in enumerate(sess):
        new = []
        slip = None
        for p in pays:
            if p["r"] == "declaration" and p["a"] >= 10:
                new.append(dict(p, a=p["a"] - 5, note="paid in two parts"))
                new.append(dict(p, a=5, note="the rest"))
            elif p["r"] == "last_trick" and not any(q.get("split") for q in new):
                new.append(dict(p, a=10, note="paid in two parts", split=True))
                new.append(dict(p, a=10, note="the rest"))
            elif i == 1 and p["r"] == "king_lost" and isinstance(p["t"], int) and slip is None:
                slip = dict(p, a=10)
                new.append(slip)
            else:
                new.append(p)
        evs = gd.render(d, new)
        if slip is not None:
            k = find_ev(evs, lambda e: e["type"] == "payment" and e.get("reason") == "king_lost" and e["amount"] == 10)
            expected.append((i, k, "wrong_payment"))
            lines.append("SLIP deal %d event %d: king_lost %s->%s written 10, due 5" % (i, k, slip["f"], slip["t"]))
        for e in evs:
            e.pop("split", None)
        deals.append((d, evs))
    for d, evs in deals:
        for e in evs:
            e.pop("split", None)
    doc = gd.doc(deals, {"description": "Payments of one reason split across two events (declarations of 10 or more as n-5 and 5, one last-trick payment as 10 and 10); one king_lost payment written 10."})
    emit("07-dk-split-slip-amount.json", doc, expected, dk_lines(sess, lines))


def dk08():
    sess = dk_session([(29, 0, plain("decl", "klost")), (31, 1, plain("decl", "klost"))])
    deals = []
    expected = []
    lines = []
    for i, (d, pays) in enumerate(sess):
        new = list(pays)
        if i == 0:
            cp = [p for p in new if p["r"] == "card_points"][0]
            j = new.index(cp)
            new[j] = dict(cp, f=cp["t"], t=cp["f"])
            evs = gd.render(d, new)
            k = find_ev(evs, lambda e: e["type"] == "payment" and e.get("reason") == "card_points")
            expected.append((0, k, "wrong_payment"))
            lines.append("SLIP deal 0 event %d: card_points due %s->%s %s written the other way" % (k, cp["f"], cp["t"], cp["a"]))
        else:
            evs = gd.render(d, new)
        deals.append((d, evs))
    doc = gd.doc(deals, {"description": "Per reason per pair; one card-points payment written with payer and payee swapped."})
    emit("08-dk-swapped.json", doc, expected, dk_lines(sess, lines))


def dk09():
    sess = dk_session([(7, 0, plain("klost", "ptrick")), (32, 1, plain("decl", "klost"))])
    deals = []
    expected = []
    lines = []
    for i, (d, pays) in enumerate(sess):
        new = list(pays)
        if i == 0:
            pt = [p for p in new if p["r"] == "pagat_trick"]
            drop = pt[-1]
            new.remove(drop)
            evs = gd.render(d, new)
            t = drop["ph"][1]
            # the event where it fell due: after the trick's last card, i.e. where the other one sits
            k = find_ev(evs, lambda e: e["type"] == "payment" and e.get("reason") == "pagat_trick", nth=len(pt) - 2)
            expected.append((0, None, "missing_payment"))  # no event of its own (due after the trick)
            lines.append("SLIP deal 0: pagat_trick %s->%s 5 (trick %d) not written; the other seat's pagat_trick payment is event %d" % (drop["f"], drop["t"], t, k))
        else:
            evs = gd.render(d, new)
        deals.append((d, evs))
    doc = gd.doc(deals, {"description": "Per reason per pair; one of the two payments for a trick taken with the Pagat is missing."})
    emit("09-dk-missing.json", doc, expected, dk_lines(sess, lines))


def dk10():
    sess = dk_session([(33, 0, plain("decl", "klost")), (34, 1, plain("decl", "klost"))])
    deals = []
    expected = []
    lines = []
    for i, (d, pays) in enumerate(sess):
        new = list(pays)
        if i == 1:
            lt = [p for p in new if p["r"] == "last_trick"][0]
            j = new.index(lt)
            new.insert(j + 1, dict(lt))
            evs = gd.render(d, new)
            k = find_ev(evs, lambda e: e["type"] == "payment" and e.get("reason") == "last_trick" and e["from"] == lt["f"], nth=1)
            expected.append((1, k, "wrong_payment"))
            lines.append("SLIP deal 1 event %d: last_trick %s->%s 20 written twice (events %d and %d)" % (k, lt["f"], lt["t"], k - 1, k))
        else:
            evs = gd.render(d, new)
        deals.append((d, evs))
    doc = gd.doc(deals, {"description": "Per reason per pair; one last-trick payment written twice."})
    emit("10-dk-doubled.json", doc, expected, dk_lines(sess, lines))


def dk11():
    sess = dk_session([(35, 0, plain("decl", "klost")), (36, 1, plain("decl", "klost", "ptrick"))])
    deals = []
    expected = []
    lines = []
    for i, (d, pays) in enumerate(sess):
        use = list(pays)
        forgot = None
        if i == 1:
            forgot = [p for p in use if p["r"] == "king_lost" and isinstance(p["t"], int)][0]
            use.remove(forgot)
        net = net_pairs((p["f"], p["t"], p["a"]) for p in use)
        netp = [dict(ph="end", f=f, t=t, a=a, note="net for the deal") for f, t, a in net]
        evs = gd.render(d, netp)
        deals.append((d, evs))
        if forgot:
            fix_parties([(d, evs)])
            key = {forgot["f"], forgot["t"]}
            k = find_ev(evs, lambda e: e["type"] == "payment" and {e["from"], e["to"]} == key)
            expected.append((1, k, "wrong_payment"))
            lines.append("SLIP deal 1 event %d: the net between seats %s leaves out king_lost %s->%s 5" % (k, sorted(key), forgot["f"], forgot["t"]))
    fix_parties(deals)
    doc = gd.doc(deals, {"description": "Each deal netted per pair of parties; in deal 1 the net of one pair leaves out a king_lost payment of 5."})
    emit("11-dk-netted-slip.json", doc, expected, dk_lines(sess, lines))


# ------------------------------------------------------------------ Galician Tarok
GT_PLAYERS = ["Adam", "Barbara", "Czesław"]


def gt_doc(deals, meta):
    return {"format": "trick-transcript/1", "game": "galician-tarok", "rules": {"preset": "standard"},
            "players": GT_PLAYERS, "meta": meta,
            "deals": [{"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"], "events": evs} for d, evs in deals]}


def gt_due(d, first):
    """Per reason per pair: (from, to, amount, reason)."""
    out = []
    if first:
        for s in range(3):
            out.append((s, "pool", 10, "pool_stake"))
    r = gm.result(d)
    P = d["declarer"]
    helpers = [(P + 1) % 3, (P + 2) % 3]
    if r > 0:
        for h in helpers:
            out.append((h, P, r, "game"))
        out.append((P, "pool", 0.1 * 2 * r, "pool_share"))
    else:
        for h in helpers:
            out.append((P, h, -r, "game"))
        for h in helpers:
            out.append((h, "pool", 0.1 * -r, "pool_share"))
    return out


def gt_lines(deals_due):
    lines = []
    for i, (d, due) in enumerate(deals_due):
        lines.append("deal %d dealer %d: player %d bought the first three %s, laid away %s, card points %d of 66 -> %s %d each" % (
            i, d["dealer"], d["declarer"], d["take"], d["discard"], d["points"],
            "won" if gm.result(d) > 0 else "lost", abs(gm.result(d))))
        lines.append("deal %d due: %s" % (i, [(f, t, num(a), r) for f, t, a, r in due]))
        lines.append("deal %d net: %s" % (i, nets((f, t, a) for f, t, a, _ in due)))
    return lines


def gt_find(seed, dealer, win, dec):
    def want(d):
        r = gm.result(d)
        if (r > 0) != win:
            return False
        share = 0.2 * r if r > 0 else 0.1 * -r
        return (abs(share - round(share)) > 1e-9) == dec

    return gm.find(seed, dealer, want)


def gt12():
    d0 = gt_find(1, 0, True, True)
    d1 = gt_find(2, 1, False, True)
    deals = []
    dd = []
    for i, d in enumerate((d0, d1)):
        due = gt_due(d, i == 0)
        stakes = [pay(f, t, a, r) for f, t, a, r in due if r == "pool_stake"]
        rest = [pay(f, t, num(a), r) for f, t, a, r in due if r != "pool_stake"]
        deals.append((d, gm.events(d, stakes, rest)))
        dd.append((d, due))
    doc = gt_doc(deals, {"description": "One payment per reason per pair; the stakes as the pool is founded (before the auction of deal 0); the 10 per cent shares as decimals."})
    emit("12-gt-per-reason-decimals.json", doc, [], gt_lines(dd))


def gt13():
    d0 = gt_find(3, 0, True, True)
    d1 = gt_find(4, 1, False, True)
    deals = []
    dd = []
    lines = []
    # deal 0: the player's share paid by the second helper straight into the pool
    due0 = gt_due(d0, True)
    P = d0["declarer"]
    r = gm.result(d0)
    h1, h2 = (P + 1) % 3, (P + 2) % 3
    share = 0.2 * r
    ev0 = [pay(h1, P, r, "game"), pay(h2, P, num(r - share), "game", "less the player's 10 per cent, which this helper pays into the pool for him"),
           pay(h2, "pool", num(share), "pool_share", "the player's share, paid for him")]
    ev0 += [pay(s, "pool", 10, "pool_stake") for s in range(3)]
    deals.append((d0, gm.events(d0, [], ev0)))
    dd.append((d0, due0))
    lines.append("deal 0: %d's game money less his share; %d pays the share %s to the pool; stakes after the play" % (h2, h2, num(share)))
    # deal 1: helpers win; the player pays their shares into the pool for them
    due1 = gt_due(d1, False)
    P = d1["declarer"]
    r = -gm.result(d1)
    hs = [(P + 1) % 3, (P + 2) % 3]
    ev1 = [pay(P, h, num(r * 0.9), "game", "less the helper's 10 per cent, paid into the pool for him") for h in hs]
    ev1.append(pay(P, "pool", num(r * 0.2), "pool_share", "both helpers' shares"))
    deals.append((d1, gm.events(d1, [], ev1)))
    dd.append((d1, due1))
    lines.append("deal 1: the player pays each helper 90 per cent and the two shares (%s) to the pool in one payment" % num(0.2 * r))
    doc = gt_doc(deals, {"description": "Pool payments netted with seat payments: a winner's 10 per cent paid into the pool by the one who owes him, out of what he owes."})
    emit("13-gt-routed-pool.json", doc, [], gt_lines(dd) + lines)


def gt14():
    d0 = gt_find(5, 0, False, False)
    d1 = gt_find(6, 1, True, True)
    deals = []
    dd = []
    expected = []
    lines = []
    for i, d in enumerate((d0, d1)):
        due = gt_due(d, i == 0)
        evs_after = []
        for f, t, a, r in due:
            if i == 1 and r == "pool_share":
                evs_after.append(pay(f, t, int(a), r))  # rounded down
                lines.append("SLIP deal 1: pool_share %s written %d, due %s (10 per cent of %s)" % (f, int(a), num(a), num(10 * a)))
            else:
                evs_after.append(pay(f, t, num(a), r))
        evs = gm.events(d, [], evs_after)
        if i == 1:
            k = find_ev(evs, lambda e: e["type"] == "payment" and e.get("reason") == "pool_share")
            expected.append((1, k, "wrong_payment"))
            lines[-1] += " (event %d)" % k
        deals.append((d, evs))
        dd.append((d, due))
    doc = gt_doc(deals, {"description": "One payment per reason per pair; in deal 1 the player's 10 per cent share rounded down to a whole unit."})
    emit("14-gt-share-rounded.json", doc, expected, gt_lines(dd) + lines)


# ------------------------------------------------------------------ Ulti
UL_PLAYERS = ["Anna", "Béla", "Csilla"]


def ul_doc(deals, meta):
    return {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"},
            "players": UL_PLAYERS, "meta": meta,
            "deals": [{"dealer": d["dealer"], "hands": d["hands"], "events": evs} for d, evs in deals]}


def ul_bid(d):
    g = [x for x in d["goals"]]
    return {"goals": g, "red": d["red"]}


def ul_lines(dd):
    lines = []
    for i, d in enumerate(dd):
        due = um.settlement(d, d["res"])
        lines.append("deal %d dealer %d: declarer %d bids %s (trump %s), laid away %s; card points %s; tricks won by the declarer %d; goals %s" % (
            i, d["dealer"], d["first"], ul_bid(d), d["trump"], d["discard"], d.get("card_points"),
            sum(1 for _, w in d["tricks"] if w == d["first"]), d["res"]))
        lines.append("deal %d due: %s; net %s" % (i, due, nets((f, t, a) for f, t, a, _ in due)))
    return lines


def ul15():
    a = um.find(1, 0, ["ulti"], True, want=lambda d, r: r["ulti"] != r["party"])
    b = um.find(2, 1, ["betli"], False, want=lambda d, r: r["betli"])
    deals = []
    for i, d in enumerate((a, b)):
        due = um.settlement(d, d["res"])
        evs = []
        for f, t, am, r in due:
            if i == 1 and t == due[0][1] and f == due[0][0]:
                evs.append(pay(f, t, 3, r, "paid in two parts"))
                evs.append(pay(f, t, am - 3, r, "the rest"))
            else:
                evs.append(pay(f, t, am, r))
        deals.append((d, um.events(d, ul_bid(d), evs)))
    doc = ul_doc(deals, {"description": "One payment per goal per pair (red ulti: party and ulti, with the failed-ulti penalty where due); in deal 1 one betli payment split in two."})
    emit("15-ul-per-reason-split.json", doc, [], ul_lines([a, b]))


def ul16():
    a = um.find(3, 0, ["ulti"], False, "S", want=lambda d, r: not r["ulti"] and r["party"])
    b = um.find(4, 1, ["party"], True, want=lambda d, r: not r["party"])
    deals = []
    for d in (a, b):
        due = um.settlement(d, d["res"])
        net = net_pairs((f, t, am) for f, t, am, _ in due)
        evs = [pay(int(f), int(t), a_, None, "net for the deal") for f, t, a_ in net]
        deals.append((d, um.events(d, ul_bid(d), evs)))
    doc = ul_doc(deals, {"description": "One netted payment per pair per deal, no reasons."})
    emit("16-ul-netted.json", doc, [], ul_lines([a, b]))


def ul17():
    a = um.find(5, 0, ["party"], False, "C", want=lambda d, r: r["party"])
    b = um.find(6, 1, ["betli"], False, want=lambda d, r: not r["betli"])
    c = um.find(7, 2, ["ulti"], False, "D", want=lambda d, r: r["ulti"] and r["party"])
    deals = []
    alldue = []
    for d in (a, b, c):
        alldue += um.settlement(d, d["res"])
    net = net_pairs((f, t, am) for f, t, am, _ in alldue)
    for i, d in enumerate((a, b, c)):
        evs = []
        if i == 2:
            evs = [pay(int(f), int(t), a_, None, "the whole session, settled at the end") for f, t, a_ in net]
        deals.append((d, um.events(d, ul_bid(d), evs)))
    doc = ul_doc(deals, {"description": "A session whose payments are written only at its end: after the last deal, one netted payment per pair for all three deals."})
    emit("17-ul-session-at-end.json", doc, [], ul_lines([a, b, c]) + ["session net: %s; written after deal 2: %s" % (nets((f, t, am) for f, t, am, _ in alldue), net)])


def ul18():
    a = um.find(8, 0, ["party"], False, "S", want=lambda d, r: r["party"])
    b = um.find(9, 1, ["party"], True, want=lambda d, r: r["party"])
    deals = []
    expected = []
    lines = []
    for i, d in enumerate((a, b)):
        due = um.settlement(d, d["res"])
        evs = []
        for j, (f, t, am, r) in enumerate(due):
            if i == 1 and j == 1:
                evs.append(pay(f, t, am // 2, r))
                slip = (f, t, am)
            else:
                evs.append(pay(f, t, am, r))
        full = um.events(d, ul_bid(d), evs)
        if i == 1:
            k = find_ev(full, lambda e: e["type"] == "payment", nth=1)
            expected.append((1, k, "wrong_payment"))
            lines.append("SLIP deal 1 event %d: red party %s->%s written 1, due 2" % (k, slip[0], slip[1]))
        deals.append((d, full))
    doc = ul_doc(deals, {"description": "One payment per goal per pair; in deal 1 one defender pays the red party as if it were not red."})
    emit("18-ul-red-slip.json", doc, expected, ul_lines([a, b]) + lines)


# ------------------------------------------------------------------ Rage
RG_PLAYERS = ["Anička", "Bohouš", "Katka"]


def rg_doc(rounds, evs, meta):
    return {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
            "players": RG_PLAYERS, "meta": meta,
            "deals": [{"dealer": r["dealer"], "hands": r["hands"], "talon": r["talon"], "events": e} for r, e in zip(rounds, evs)]}


def rg_lines(rounds):
    lines = []
    tot = [0, 0, 0]
    for i, r in enumerate(rounds):
        for s in range(3):
            tot[s] += r["score"][s]
        lines.append("round %d (deal %d) dealer %d trump %s bids %s tricks %s scores %s totals %s" % (
            r["round"], i, r["dealer"], r["trump"], [r["bids"][s] for s in range(3)],
            [sum(1 for _, w in r["tricks"] if w == s) for s in range(3)], [r["score"][s] for s in range(3)], list(tot)))
    return lines


def rg19():
    rounds = rm.session(19, 3)
    evs = []
    tot = [0, 0, 0]
    expected = []
    lines = []
    for i, r in enumerate(rounds):
        e = rm.events(r, 3)
        sc = [r["score"][s] for s in range(3)]
        if i == 3:
            sc[1] = sc[1] + 10  # slip
        for s in range(3):
            tot[s] += sc[s]
        base = len(e)
        e += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
        e += [{"type": "total", "party": s, "points": tot[s]} for s in range(3)]
        if i == 3:
            expected.append((3, base + 1, "wrong_score"))
            lines.append("SLIP deal 3 event %d: seat 1's round score written %d, due %d; the totals from then on carry it (the sheet's own arithmetic)" % (base + 1, sc[1], r["score"][1]))
        evs.append(e)
    doc = rg_doc(rounds, evs, {"description": "Scores and running totals every round; one round score written 10 too high, the totals adding it up faithfully."})
    emit("19-rg-scores-totals-slip.json", doc, expected, rg_lines(rounds) + lines)


def rg20():
    rounds = rm.session(20, 3)
    evs = []
    tot = [0, 0, 0]
    for i, r in enumerate(rounds):
        e = rm.events(r, 3)
        for s in range(3):
            tot[s] += r["score"][s]
        e += [{"type": "total", "party": s, "points": tot[s]} for s in range(3)]
        evs.append(e)
    doc = rg_doc(rounds, evs, {"description": "Running totals only, every round, no round scores."})
    emit("20-rg-totals-only.json", doc, [], rg_lines(rounds))


def rg21():
    rounds = rm.session(21, 3)
    evs = []
    tot = [0, 0, 0]
    written = [0, 0, 0]
    expected = []
    lines = []
    for i, r in enumerate(rounds):
        e = rm.events(r, 3)
        sc = [r["score"][s] for s in range(3)]
        for s in range(3):
            tot[s] += sc[s]
        base = len(e)
        e += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
        if i == 4:
            lines.append("deal 4: the totals row left out")
        else:
            row = list(tot)
            if i == 5:
                # seat 2's total forgets the skipped round's score
                slipv = written[2] + sc[2]
                lines.append("SLIP deal 5 event %d: seat 2's total written %d = deal 3's total %d + this round's %d, leaving out deal 4's %d; due %d" % (
                    base + 3 + 2, slipv, written[2], sc[2], rounds[4]["score"][2], tot[2]))
                row[2] = slipv
                expected.append((5, base + 3 + 2, "wrong_total"))
                tot[2] = slipv  # the sheet goes on from its own figure
            e += [{"type": "total", "party": s, "points": row[s]} for s in range(3)]
            written = row
        evs.append(e)
    assert rounds[4]["score"][2] != 0
    doc = rg_doc(rounds, evs, {"description": "Scores every round, running totals every round but deal 4's; deal 5's total for seat 2 leaves out the skipped row, later totals go on from it."})
    emit("21-rg-skipped-row-slip.json", doc, expected, rg_lines(rounds) + lines)


def rg22():
    rounds = rm.session(22, 3)
    evs = []
    tot = [0, 0, 0]
    for i, r in enumerate(rounds):
        e = rm.events(r, 3)
        for s in range(3):
            tot[s] += r["score"][s]
        if i not in (3, 6):
            e += [{"type": "total", "party": s, "points": tot[s]} for s in range(3)]
        evs.append(e)
    doc = rg_doc(rounds, evs, {"description": "Running totals only; the rows of deals 3 and 6 not written, the next rows carrying them."})
    emit("22-rg-totals-skipped-clean.json", doc, [], rg_lines(rounds) + ["totals not written in deals 3 and 6"])


# ------------------------------------------------------------------ Terziglio
TZ_PLAYERS = ["Elena", "Franco", "Giulia"]


def tz_doc(deals, meta):
    return {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": {"preset": "standard"},
            "players": TZ_PLAYERS, "meta": meta,
            "deals": [{"dealer": d["dealer"], "hands": d["hands"], "talon": d["widow"], "events": e} for d, e in deals]}


def tz(seed, slip):
    rng = random.Random(seed)
    ds = [tm.play(rng, dl) for dl in range(3)]
    deals = []
    tot = [0, 0, 0]
    expected = []
    lines = []
    written = [0, 0, 0]
    for i, d in enumerate(ds):
        e = tm.events(d)
        sc = [40 if s == d["declarer"] else 0 for s in range(3)]
        base = len(e)
        e += [{"type": "score", "party": s, "points": sc[s], "reason": "game_points"} for s in range(3)]
        for s in range(3):
            tot[s] += sc[s]
        lines.append("deal %d dealer %d: %d plays gioco and takes all 18 tricks: 40 game points; scores %s, totals by the rules %s" % (
            i, d["dealer"], d["declarer"], sc, list(tot)))
        if i != 1:
            row = list(tot)
            if slip and i == 2:
                s2 = ds[1]["declarer"]
                row[s2] = written[s2] + sc[s2]
                expected.append((2, base + 3 + s2, "wrong_total"))
                lines.append("SLIP deal 2 event %d: seat %d's total written %d, leaving out deal 1's 40 (the row not written)" % (base + 3 + s2, s2, row[s2]))
            e += [{"type": "total", "party": s, "points": row[s]} for s in range(3)]
            written = row
        else:
            lines.append("deal 1: no totals row")
        deals.append((d, e))
    return deals, expected, lines


def tz23():
    deals, expected, lines = tz(23, False)
    doc = tz_doc(deals, {"description": "Game points per deal, totals after deals 0 and 2 (the row of deal 1 skipped)."})
    emit("23-tz-skipped-row-clean.json", doc, expected, lines)


def tz24():
    deals, expected, lines = tz(24, True)
    doc = tz_doc(deals, {"description": "Game points per deal, totals after deals 0 and 2; deal 2's total of deal 1's declarer leaves out the skipped row."})
    emit("24-tz-skipped-row-slip.json", doc, expected, lines)


if __name__ == "__main__":
    for f in (dk01, dk02, dk03, dk04, dk05, dk06, dk07, dk08, dk09, dk10, dk11,
              gt12, gt13, gt14, ul15, ul16, ul17, ul18, rg19, rg20, rg21, rg22, tz23, tz24):
        f()
    with open(os.path.join(HERE, "expected.out"), "w") as fh:
        for name, exp, lines in OUT:
            fh.write("== %s\nexpected: %s\n" % (name, exp))
            for ln in lines:
                fh.write("  %s\n" % ln)
    print("wrote", len(OUT))
