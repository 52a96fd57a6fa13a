"""diff8 driver: play-only Danish Tarok records that also stop early, oracle vs engine.

usage: compare.py N [SEED0]      (PYTHONPATH = the worktree)

For each seed: simulate a session (3 or 4 players, 1-5 deals or the default, the five options
rotated), null the hands, drop the skat in half the sessions (a `shown` discard is kept), cut one
deal (mid-declarations / mid-play / after the 75th play before the last-trick payments / inside the
last-trick or card-point payments) and keep the later deals in ~35% of sessions.  The cut record is
compared as it is (positive), then under one mutation of each applicable kind.
"""
import copy, json, os, random, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from oracle import referee, judge, norm, suit, is_king, SUITS  # noqa: E402
from replays.sim.danish_tarok import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

CLASSES = ["superficial", "small", "large", "irreparable"]
OPTS = ["revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty", "false_redeal_penalty",
        "failed_tout_penalty"]
PAY_CODES = {"wrong_payment", "missing_payment", "unexpected_payment"}
IGNORE = {"incomplete_deal", "payment_reason", "unverifiable_penalty", "declaration_out_of_turn",
          "unexpected_penalty", "wrong_penalty"}
DEAL_CODES = {"illegal_skat", "false_declaration", "missing_declaration"}


def session_args(k, seed0):
    seed = seed0 + k
    rnd = random.Random(seed * 7 + 1)
    players = 3 if k % 2 == 0 else 4
    opts = {}
    if k % 4:
        for j, o in enumerate(OPTS):
            opts[o] = CLASSES[(k + j) % 4]
    deals = None if k % 5 == 0 else rnd.randint(1, 5)
    return seed, players, deals, opts, rnd


def play_only(doc, drop_skat):
    d = copy.deepcopy(doc)
    for dl in d["deals"]:
        dl["hands"] = None
        if drop_skat and not any(e["type"] == "discard" and e.get("shown") for e in dl["events"]):
            dl["events"] = [e for e in dl["events"] if e["type"] != "discard"]
    return d


def play_idx(ev):
    return [i for i, e in enumerate(ev) if e["type"] == "play"]


def cut_points(ev, rnd):
    """-> (kind, k): keep ev[:k]."""
    pi = play_idx(ev)
    decl = [i for i, e in enumerate(ev) if e["type"] == "declare"]
    kinds = ["play"] * 5 + ["decl", "pre_last_pay", "in_last_pay"]
    kind = rnd.choice(kinds)
    if kind == "decl" and decl:
        return kind, rnd.randint(decl[0] + 1, pi[0])           # after the first declare .. before the first play
    if kind == "pre_last_pay":
        return kind, pi[-1] + 1
    if kind == "in_last_pay" and len(ev) - pi[-1] > 2:
        return kind, rnd.randint(pi[-1] + 2, len(ev) - 1)
    p = rnd.randint(0, 73)
    k = pi[p] + 1
    if rnd.random() < 0.5:                                     # keep that play's trick payments
        while k < len(ev) and ev[k]["type"] == "payment":
            k += 1
    return "play", k


def engine_sets(v, di):
    ev_codes = defaultdict(set)
    deal_codes = set()
    for a in v["deals"][di]["annotations"]:
        if a["code"] in IGNORE:
            continue
        deal_codes.add(a["code"])
        ev_codes[a["event"]].add(a["code"])
    return ev_codes, deal_codes


def oracle_sets(r):
    ev_codes = defaultdict(set)
    for i, d in list(r["faults"].items()) + list(r["warnings"].items()):
        ev_codes[i] |= set(d)
    return ev_codes


def compare_doc(doc, mut=None):
    """-> list of disagreement tuples (deal, kind, detail), plus stats."""
    rs = referee(doc)
    v = validate(doc)
    out = []
    st = Counter()
    if v["status"] == "rejected":
        return [(None, "engine_rejected", str(v.get("problems"))[:300])], st, rs, v
    tainted = False
    for di, (dl, r) in enumerate(zip(doc["deals"], rs)):
        ev = dl["events"]
        eng_ev, eng_deal = engine_sets(v, di)
        orc_ev = oracle_sets(r)
        lim = None
        if mut and mut.get("deal") == di and mut.get("limit") is not None:
            lim = mut["limit"]
        # events compared
        for i in set(eng_ev) | set(orc_ev):
            if i is None or (lim is not None and i > lim):
                continue
            e_c = {c for c in eng_ev.get(i, set()) if c not in PAY_CODES | DEAL_CODES}
            o_c = {c for c in orc_ev.get(i, set()) if c not in DEAL_CODES}
            if e_c != o_c:
                out.append((di, "event", i, sorted(o_c), sorted(e_c)))
        st["events_compared"] += len(ev)
        if mut is None and not r["redeal"]:
            tw = v["deals"][di].get("computed", {}).get("trick_winners")
            st["tricks_compared"] += len(r["winners"])
            if tw is not None and list(tw)[:len(r["winners"])] != r["winners"]:
                out.append((di, "winners", None, r["winners"], tw))
        # deal-level codes
        o_deal = set()
        for i, d in r["faults"].items():
            o_deal |= set(d) & DEAL_CODES
        if r.get("skat_bad"):
            o_deal.add("illegal_skat")
        e_deal = eng_deal & DEAL_CODES
        if o_deal != e_deal:
            out.append((di, "deal", None, sorted(o_deal), sorted(e_deal)))
        if r["faults"]:
            tainted = True                       # penalties move money: payments not compared from here on
        if tainted or r["redeal"]:
            continue
        j = judge(r, ev)
        st["payments_compared"] += sum(1 for e in ev if e["type"] == "payment")
        o_pay = bool(j["missing"] or j["impossible"])
        e_pay = bool(eng_deal & PAY_CODES)
        if j["unwritten"]:
            st["deals_with_unwritten_tail"] += 1
            e_missing = any(a["code"] == "missing_payment" for a in v["deals"][di]["annotations"])
            out.append((di, "unwritten_tail(%s, %s)" % ("engine missing_payment" if e_missing else "engine silent",
                                                       "later deals follow" if di + 1 < len(doc["deals"]) else "last deal"), None,
                        len(j["unwritten"]), sorted({k[3] for k, _ in j["unwritten"]})))
            if not o_pay:
                continue
        if mut and mut.get("extra") and mut.get("deal") == di:
            verdict = "impossible" if j["impossible"] else "possible"
            out.append((di, "extra[%s %s] oracle %s engine %s" % (mut["extra"], mut.get("cutkind"), verdict,
                                                                  "flags" if e_pay else "silent"), None, 0, 0))
        if o_pay != e_pay and not (mut and mut.get("extra") and mut.get("deal") == di):
            ann = [(a["event"], a["code"], a.get("message", "")[:160]) for a in v["deals"][di]["annotations"]
                   if a["code"] in PAY_CODES]
            out.append((di, "payments", None, {"missing": j["missing"][:3], "impossible": j["impossible"][:3]}, ann[:4]))
        elif o_pay and mut and mut.get("event") is not None and mut.get("deal") == di:
            flagged = {a["event"] for a in v["deals"][di]["annotations"] if a["code"] in PAY_CODES}
            if j["impossible"] and mut["event"] in {i for i, _ in j["impossible"]} and mut["event"] not in flagged:
                out.append((di, "payment_anchor", mut["event"], "oracle: impossible here", sorted(flagged, key=str)))
    return out, st, rs, v


# ------------------------------------------------------------------ mutations of the kept part
def winners(doc, di):
    return referee(doc)[di].get("winners")


def set_card(ev, i, card, rnd):
    e = ev[i]
    e["card"] = card
    lead = is_lead(ev, i)
    if card == "JOKER" and lead:
        e["named"] = rnd.choice(["H", "D", "S", "C", "T"])
    elif "named" in e:
        del e["named"]


def is_lead(ev, i):
    pi = play_idx(ev)
    return pi.index(i) % 3 == 0


def m_swap(doc, di, rnd, revoke=False):
    ev = doc["deals"][di]["events"]
    pi = play_idx(ev)
    if len(pi) < 2:
        return None
    w0 = winners(doc, di)
    for _ in range(40):
        s = rnd.choice(sorted({ev[i]["seat"] for i in pi}))
        mine = [i for i in pi if ev[i]["seat"] == s]
        if len(mine) < 2:
            continue
        a, b = sorted(rnd.sample(mine, 2))
        ca, cb = norm(ev[a]["card"]), norm(ev[b]["card"])
        if revoke:
            k = pi.index(a)
            if k % 3 == 0 or "JOKER" in (ca, cb):
                continue
            led = norm(ev[pi[k - k % 3]]["card"])
            if led == "JOKER" or suit(ca) != suit(led) or suit(cb) == suit(ca):
                continue
        d2 = copy.deepcopy(doc)
        e2 = d2["deals"][di]["events"]
        set_card(e2, a, cb, rnd)
        set_card(e2, b, ca, rnd)
        if winners(d2, di) != w0:
            continue
        return d2, {"deal": di, "event": a, "other": b, "desc": "swap %s@%d <-> %s@%d" % (ca, a, cb, b)}
    return None


def m_revoke_unproven(full, di, k_cut, rnd):
    """Show a void in the kept part; the play that would prove it lies in the cut-away part."""
    ev = full["deals"][di]["events"]
    pi = play_idx(ev)
    kept = [i for i in pi if i < k_cut]
    gone = [i for i in pi if i >= k_cut]
    if not kept or not gone:
        return None
    for _ in range(40):
        a = rnd.choice(kept)
        k = pi.index(a)
        if k % 3 == 0:
            continue
        s = ev[a]["seat"]
        ca = norm(ev[a]["card"])
        led = norm(ev[pi[k - k % 3]]["card"])
        if "JOKER" in (ca, led) or suit(ca) != suit(led):
            continue
        later = [i for i in gone if ev[i]["seat"] == s and norm(ev[i]["card"]) != "JOKER" and suit(norm(ev[i]["card"])) != suit(ca)]
        if not later:
            continue
        b = rnd.choice(later)
        cb = norm(ev[b]["card"])
        d2 = copy.deepcopy(full)
        e2 = d2["deals"][di]["events"]
        set_card(e2, a, cb, rnd)
        set_card(e2, b, ca, rnd)
        d2["deals"][di]["events"] = e2[:k_cut]
        if winners(d2, di) != winners_cut(full, di, k_cut):
            continue
        return d2, {"deal": di, "event": a, "desc": "void shown at %d (%s for %s), proof cut away" % (a, cb, ca)}
    return None


def winners_cut(full, di, k_cut):
    d = copy.deepcopy(full)
    d["deals"][di]["events"] = d["deals"][di]["events"][:k_cut]
    return winners(d, di)


def m_dup(doc, di, rnd, from_skat=False):
    ev = doc["deals"][di]["events"]
    pi = play_idx(ev)
    if len(pi) < 2:
        return None
    skat = next((e["cards"] for e in ev if e["type"] == "discard"), None)
    if from_skat and not skat:
        return None
    for _ in range(20):
        j = rnd.choice(pi[1:])
        if from_skat:
            c = norm(rnd.choice(skat))
        else:
            i = rnd.choice([x for x in pi if x < j])
            c = norm(ev[i]["card"])
        if c == norm(ev[j]["card"]):
            continue
        d2 = copy.deepcopy(doc)
        set_card(d2["deals"][di]["events"], j, c, rnd)
        k = pi.index(j)
        return d2, {"deal": di, "event": j, "limit": pi[min(len(pi) - 1, k - k % 3 + 2)],
                    "desc": "%s played again at %d" % (c, j)}
    return None


def kept_owner(ev):
    own = defaultdict(set)
    for e in ev:
        if e["type"] == "play":
            own[e["seat"]].add(norm(e["card"]))
    return own


def m_declare(doc, di, rnd, n):
    """Replace a kept declare event's items with one candidate (disproved or not by the kept plays);
    the declaration payments are rewritten to match the new items, so only the declaration is at stake."""
    from oracle import decl_value
    ev = doc["deals"][di]["events"]
    decl = [i for i, e in enumerate(ev) if e["type"] == "declare"]
    if not decl:
        return None
    i = rnd.choice(decl)
    s = ev[i]["seat"]
    own = kept_owner(ev)
    cands = [
        [{"kind": "kings", "form": "full"}],
        [{"kind": "kings", "form": "half", "missing": rnd.choice(SUITS)}],
        [{"kind": "cavalry", "suit": rnd.choice(SUITS), "form": rnd.choice(["full", "rich"])}],
        [{"kind": "trumps", "count": rnd.randint(10, 14), "pagat": rnd.random() < 0.5}],
        [{"kind": "matadors", "count": rnd.randint(3, 6)}],
        [],
    ]
    items = rnd.choice(cands)
    d2 = copy.deepcopy(doc)
    e2 = d2["deals"][di]["events"]
    old_items = e2[i]["items"]
    e2[i] = dict(e2[i], items=items)
    # drop the payments right after the event (the old declaration's), insert the new ones
    k = i + 1
    while k < len(e2) and e2[k]["type"] == "payment" and e2[k].get("reason") == "declaration":
        k += 1
    dealer = d2["deals"][di]["dealer"]
    act = [x for x in range(n) if not (n == 4 and x == (dealer + 2) % 4)]
    newp = [{"type": "payment", "from": o, "to": s, "amount": decl_value(it), "reason": "declaration"}
            for it in items for o in act if o != s]
    e2[i + 1:k] = newp
    return d2, {"deal": di, "event": i, "desc": "declare %s -> %s" % (json.dumps(old_items), json.dumps(items))}


def m_pay_amount(doc, di, rnd):
    ev = doc["deals"][di]["events"]
    pays = [i for i, e in enumerate(ev) if e["type"] == "payment"]
    if not pays:
        return None
    i = rnd.choice(pays)
    d2 = copy.deepcopy(doc)
    e = d2["deals"][di]["events"][i]
    e["amount"] = e["amount"] + rnd.choice([5, -5, 10]) if e["amount"] > 10 else e["amount"] + 5
    return d2, {"deal": di, "event": i, "desc": "amount of %s" % json.dumps(ev[i])}


def m_pay_delete(doc, di, rnd):
    ev = doc["deals"][di]["events"]
    pays = [i for i, e in enumerate(ev) if e["type"] == "payment"]
    if not pays:
        return None
    i = rnd.choice(pays)
    d2 = copy.deepcopy(doc)
    del d2["deals"][di]["events"][i]
    return d2, {"deal": di, "event": None, "desc": "deleted %s at %d" % (json.dumps(ev[i]), i)}


def m_pay_extra(doc, di, rnd, n):
    dl = doc["deals"][di]
    dealer = dl["dealer"]
    act = [x for x in range(n) if not (n == 4 and x == (dealer + 2) % 4)]
    a, b = rnd.sample(act, 2)
    nd = (dealer + 1) % n
    other = rnd.choice([x for x in act if x != nd])
    cands = [
        (a, b, 5, "king_lost"), (a, "king_pool", 5, "king_lost"), (a, b, 5, "pagat_lost"), (a, b, 5, "pagat_trick"),
        (a, b, 20, "last_trick"), (a, b, 25, "last_trick"), (a, b, 40, "king_ultimo"), (a, b, 45, "pagat_ultimo"),
        (a, b, 85, "tout"), (a, b, 25, "nolo"), (other, nd, rnd.choice([5, 10, 7]), "card_points"),
        (a, b, 5, "card_points"), (a, "pagat_pool", 20, "refill"), (a, b, rnd.choice([5, 10, 15]), "declaration"),
        (a, "king_pool", 5, "deal_fee"), (a, b, 10, "king_lost"),
    ]
    p = rnd.choice(cands)
    d2 = copy.deepcopy(doc)
    e2 = d2["deals"][di]["events"]
    e2.append({"type": "payment", "from": p[0], "to": p[1], "amount": p[2], "reason": p[3]})
    tag = p[3] + ("_%d" % p[2])
    return d2, {"deal": di, "event": len(e2) - 1, "desc": "extra %s" % (p,), "extra": tag,
                "cutkind": "played_out" if len(play_idx(e2)) == 75 else "mid_play"}


def m_joker(doc, di, rnd):
    ev = doc["deals"][di]["events"]
    pi = play_idx(ev)
    leads = [i for i in pi if norm(ev[i]["card"]) == "JOKER" and "named" in ev[i]]
    if leads:
        i = leads[0]
        d2 = copy.deepcopy(doc)
        del d2["deals"][di]["events"][i]["named"]
        return d2, {"deal": di, "event": i, "limit": i + 3, "desc": "Joker lead unnamed"}
    # Joker into the second-last trick (trick index 23) from the same seat, if kept
    if len(pi) >= 72:
        jk = [i for i in pi if norm(ev[i]["card"]) == "JOKER"]
        if jk:
            s = ev[jk[0]]["seat"]
            t23 = [i for i in pi[69:72] if ev[i]["seat"] == s]
            if t23:
                d2 = copy.deepcopy(doc)
                e2 = d2["deals"][di]["events"]
                c = norm(e2[t23[0]]["card"])
                set_card(e2, t23[0], "JOKER", rnd)
                set_card(e2, jk[0], c, rnd)
                return d2, {"deal": di, "event": t23[0], "desc": "Joker moved into trick 23"}
    return None


def m_later_pool(doc, di, rnd):
    """A later deal's payment out of / into a pool, its amount moved by 5 (after a cut deal: unknowable)."""
    for dj in range(di + 1, len(doc["deals"])):
        ev = doc["deals"][dj]["events"]
        ps = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") in
              ("tout", "king_ultimo", "pagat_ultimo", "king_przydupek", "pagat_przydupek")
              and (isinstance(e["from"], str) or isinstance(e["to"], str))]
        if ps:
            i = rnd.choice(ps)
            d2 = copy.deepcopy(doc)
            d2["deals"][dj]["events"][i]["amount"] += 5
            return d2, {"deal": dj, "event": i, "desc": "later deal %d pool amount +5 %s" % (dj, json.dumps(ev[i]))}
    return None


def main():
    N = int(sys.argv[1])
    seed0 = int(sys.argv[2]) if len(sys.argv) > 2 else 80000
    stats = Counter()
    dis = Counter()
    examples = defaultdict(list)
    docs_keep = {}
    for k in range(N):
        seed, players, deals, opts, rnd = session_args(k, seed0)
        doc = simulate(seed, players=players, deals=deals, **opts)
        drop = rnd.random() < 0.5
        po = play_only(doc, drop)
        cand = [di for di, dl in enumerate(po["deals"]) if len(play_idx(dl["events"])) == 75]
        if not cand:
            continue
        di = rnd.choice(cand)
        kind, kcut = cut_points(po["deals"][di]["events"], rnd)
        keep_later = rnd.random() < 0.35 and di + 1 < len(po["deals"])
        full = copy.deepcopy(po)
        cut = copy.deepcopy(po)
        cut["deals"][di]["events"] = cut["deals"][di]["events"][:kcut]
        if not keep_later:
            cut["deals"] = cut["deals"][:di + 1]
            full["deals"] = full["deals"][:di + 1]
        stats["records"] += 1
        stats["cut_" + kind] += 1
        stats["later_deals_kept"] += keep_later
        stats["skat_unwritten"] += drop
        stats["deals"] += len(cut["deals"])
        stats["plays_kept"] += sum(len(play_idx(dl["events"])) for dl in cut["deals"])
        tag = "%s/%s/%s" % (kind, "later" if keep_later else "last", "noskat" if drop else "skat")

        def run(name, d2, mut):
            res, st, _, _ = compare_doc(d2, mut)
            stats.update(st)
            stats["cmp_" + name] += 1
            for x in res:
                cls = (name, x[1]) + tuple(json.dumps(y, sort_keys=True, default=str)[:60] if x[1] in ("deal",) else "" for y in x[3:4])
                key = "%s | %s" % (name, x[1]) if x[1] not in ("event", "deal") else "%s | %s | oracle %s engine %s" % (
                    name, x[1], x[3], x[4])
                dis[key] += 1
                if len(examples[key]) < 4:
                    docs_keep.setdefault(key, []).append(d2)
                    examples[key].append({"seed": seed, "players": players, "deals": deals, "opts": opts,
                                          "drop_skat": drop, "cut_deal": di, "cut_kind": tag, "kcut": kcut,
                                          "mut": mut, "detail": x})

        run("positive", cut, None)
        n = players
        muts = [
            ("swap_same_seat", lambda: m_swap(cut, di, rnd)),
            ("swap_revoke_proven", lambda: m_swap(cut, di, rnd, revoke=True)),
            ("revoke_proof_cut_away", lambda: m_revoke_unproven(full, di, kcut, rnd)),
            ("card_played_twice", lambda: m_dup(cut, di, rnd)),
            ("skat_card_played", lambda: m_dup(cut, di, rnd, from_skat=True)),
            ("declaration", lambda: m_declare(cut, di, rnd, n)),
            ("pay_amount", lambda: m_pay_amount(cut, di, rnd)),
            ("pay_delete", lambda: m_pay_delete(cut, di, rnd)),
            ("pay_extra", lambda: m_pay_extra(cut, di, rnd, n)),
            ("joker", lambda: m_joker(cut, di, rnd)),
            ("later_pool_amount", lambda: m_later_pool(cut, di, rnd) if keep_later and kind in ("play", "decl") else None),
        ]
        for name, f in muts:
            m = f()
            if m is None:
                continue
            d2, mut = m
            stats["mutations"] += 1
            run(name, d2, mut)
    print(json.dumps(stats, sort_keys=True, indent=0))
    print("\nDISAGREEMENTS (class: count)")
    for key, c in sorted(dis.items(), key=lambda x: -x[1]):
        print("%6d  %s" % (c, key))
    if os.environ.get("DUMP"):
        json.dump({k: [{"ex": e, "doc": d} for e, d in zip(examples[k], docs_keep[k])] for k in examples},
                  open(os.environ["DUMP"], "w"), default=str)
    print("\nEXAMPLES")
    for key, exs in examples.items():
        print("==", key)
        for x in exs[:2]:
            print("   ", json.dumps(x, default=str)[:900])


if __name__ == "__main__":
    main()
