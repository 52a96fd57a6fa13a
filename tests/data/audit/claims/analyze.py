"""Replays each claims transcript with the models, enumerates every legal ending and prints what a
validator can and cannot decide (by-product for EXPECTED.md)."""
import glob
import json

import rage_model
import danish_model
import galician_model
import ulti_model
import taro_model
import gen_taro


def net(pays):
    out = {}
    for f, t, a, *_ in pays:
        out[str(f)] = out.get(str(f), 0) - a
        out[str(t)] = out.get(str(t), 0) + a
    return out


def recorded(dl, kinds=("payment", "score")):
    return [(i, e) for i, e in enumerate(dl["events"]) if e["type"] in kinds]


def last_play(dl):
    return max(i for i, e in enumerate(dl["events"]) if e["type"] == "play")


def per_party(results, parties):
    return {p: sorted({r.get(p, 0) for r in results}) for p in parties}


def a_rage(doc, dl):
    bids = {e["seat"]: e["bid"] for e in dl["events"] if e["type"] == "bid"}
    n = len(doc["players"])
    st = rage_model.State(dl["hands"], dl["talon"], (dl["dealer"] + 1) % n, [bids[i] for i in range(n)])
    for e in dl["events"]:
        if e["type"] == "play":
            st.play(e["card"], e.get("named"))
    res = rage_model.endings(st)
    results = [{str(i): r[i] for i in range(n)} for r in res]
    rec = {str(e["party"]): e["points"] for _, e in recorded(dl, ("score",))}
    return st.hands, results, rec, [str(i) for i in range(n)]


def a_danish(doc, dl):
    dealer = dl["dealer"]
    hands = [list(h) for h in dl["hands"]]
    skat = [e for e in dl["events"] if e["type"] == "discard"][0]["cards"]
    for c in skat:
        hands[dealer].remove(c)
    pools = dict(doc["start"]["pools"])
    pools["pagat_pool"] += 5
    pools["king_pool"] += 5
    st = danish_model.State(hands, dealer, pools, skat)
    for e in dl["events"]:
        if e["type"] == "play":
            st.play(e["card"], e.get("named"))
    base = [(dealer, "pagat_pool", 5), (dealer, "king_pool", 5)]
    res = danish_model.endings(st)
    results = [net(base + [p[:3] for p in s.pays]) for s in res.values()]
    rec = net([(e["from"], e["to"], e["amount"]) for _, e in recorded(dl, ("payment",))])
    return st.hands, results, rec, ["0", "1", "2", "pagat_pool", "king_pool"]


def a_galician(doc, dl):
    hands = [list(h) for h in dl["hands"]]
    for e in dl["events"]:
        if e["type"] == "take":
            p = e["seat"]; took = e["cards"]; hands[p] += took
        if e["type"] == "discard":
            disc = e["cards"]; [hands[p].remove(c) for c in disc]
    rest = [c for c in dl["talon"] if c not in took]
    st = galician_model.State(hands, (dl["dealer"] + 1) % 3, p, disc, rest)
    for e in dl["events"]:
        if e["type"] == "play":
            st.play(e["card"])
    res = galician_model.endings(st)
    results = [net(list(k)) for k in res]
    rec = net([(e["from"], e["to"], e["amount"]) for _, e in recorded(dl, ("payment",))])
    return st.hands, results, rec, ["0", "1", "2"]


def a_ulti(doc, dl):
    hands = [list(h) for h in dl["hands"]]
    f = (dl["dealer"] + 1) % 3
    disc = [e for e in dl["events"] if e["type"] == "discard"][0]["cards"]
    for c in disc:
        hands[f].remove(c)
    trump = [e for e in dl["events"] if e["type"] == "announce"][0]["items"][0]["suit"]
    marr = [0, 0, 0]
    for e in dl["events"]:
        if e["type"] == "declare":
            marr[e["seat"]] = sum(i["points"] for i in e["items"])
    st = ulti_model.State(hands, f, f, trump, disc, marr)
    for e in dl["events"]:
        if e["type"] == "play":
            st.play(e["card"])
    res = ulti_model.endings(st)
    results = [net(list(k)) for k in res]
    rec = net([(e["from"], e["to"], e["amount"]) for _, e in recorded(dl, ("payment",))])
    return st.hands, results, rec, ["0", "1", "2"]


def a_otto(doc, dl):
    dealer = dl["dealer"]
    hands = [list(h) for h in dl["hands"]]
    disc = [e for e in dl["events"] if e["type"] == "discard"][0]["cards"]
    for c in disc:
        hands[dealer].remove(c)
    p = taro_model.Play(hands, (dealer + 1) % 4, gen_taro.OTEAM)
    for e in dl["events"]:
        if e["type"] == "play":
            p.play(e["card"])
    res = gen_taro.otto_endings(p, dealer, disc)
    results = [{"team0": k[0], "team1": k[1]} for k in res]
    rec = {e["party"]: e["points"] for _, e in recorded(dl, ("score",))}
    return p.hands, results, rec, ["team0", "team1"]


def a_terz(doc, dl):
    dealer = dl["dealer"]
    decl = [e["seat"] for e in dl["events"] if e["type"] == "bid" and e["bid"] != "pass"][0]
    team = {s: ("D" if s == decl else "O") for s in range(3)}
    p = taro_model.Play(dl["hands"], (dealer + 1) % 3, team)
    for e in dl["events"]:
        if e["type"] == "play":
            p.play(e["card"])
    res = gen_taro.terz_endings(p, decl, dl["talon"])
    results = [{str(i): k[i] for i in range(3)} for k in res]
    rec = {str(e["party"]): e["points"] for _, e in recorded(dl, ("score",))}
    return p.hands, results, rec, ["0", "1", "2"]


A = {"rage": a_rage, "danish-tarok": a_danish, "galician-tarok": a_galician, "ulti": a_ulti,
     "tarocchini-ottocento": a_otto, "tarocchini-terziglio": a_terz}

for f in sorted(glob.glob("[0-9][0-9]-*.json")):
    doc = json.load(open(f))
    dl = doc["deals"][0]
    left, results, rec, parties = A[doc["game"]](doc, dl)
    pp = per_party(results, parties)
    print(f)
    print("  last play event", last_play(dl), "of", len(dl["events"]), "events; cards left", left)
    print("  distinct endings", len(results))
    for p in parties:
        r = rec.get(p, 0)
        flag = "fixed" if len(pp[p]) == 1 else "open"
        ok = "OK" if r in pp[p] else "NO ENDING GIVES IT"
        print("   %-10s possible %-20s recorded %-6s %s %s" % (p, pp[p], r, flag, ok))
    for i, e in recorded(dl, ("payment", "score", "total")):
        print("   ev", i, {k: v for k, v in e.items() if k != "note"})
