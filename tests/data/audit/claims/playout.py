"""By-product (phase 2): writes to /tmp a copy of a cut-short record with the rest played out in
one legal way (the first the model finds), to check the model's figures against the engine."""
import json
import sys

import rage_model, danish_model, galician_model, ulti_model, taro_model, gen_taro


def first_ending(st, play):
    seq = []
    while not st.done():
        c = sorted(st.legal())[0]
        seat = st.to_play()
        play(st, c)
        seq.append((seat, c))
    return seq


def run(path, out):
    doc = json.load(open(path))
    dl = doc["deals"][0]
    g = doc["game"]
    ev = dl["events"]
    lp = max(i for i, e in enumerate(ev) if e["type"] == "play")
    # the events just after the last play that belong to the trick (Danish per-trick payments)
    cut = lp + 1
    while cut < len(ev) and ev[cut]["type"] == "payment" and ev[cut].get("reason") in ("king_lost", "pagat_lost", "pagat_trick"):
        cut += 1
    if g == "rage":
        bids = {e["seat"]: e["bid"] for e in ev if e["type"] == "bid"}
        n = len(doc["players"])
        st = rage_model.State(dl["hands"], dl["talon"], (dl["dealer"] + 1) % n, [bids[i] for i in range(n)])
        pl = lambda s, c: s.play(c, "R" if c == "WILD" else None)
    elif g == "danish-tarok":
        d = dl["dealer"]; hands = [list(h) for h in dl["hands"]]
        skat = [e for e in ev if e["type"] == "discard"][0]["cards"]
        for c in skat: hands[d].remove(c)
        st = danish_model.State(hands, d, {"pagat_pool": 0, "king_pool": 0}, skat)
        pl = lambda s, c: s.play(c)
    elif g == "galician-tarok":
        hands = [list(h) for h in dl["hands"]]
        for e in ev:
            if e["type"] == "take": p = e["seat"]; took = e["cards"]; hands[p] += took
            if e["type"] == "discard": disc = e["cards"]; [hands[p].remove(c) for c in disc]
        st = galician_model.State(hands, (dl["dealer"] + 1) % 3, p, disc, [])
        pl = lambda s, c: s.play(c)
    elif g == "ulti":
        hands = [list(h) for h in dl["hands"]]; f = (dl["dealer"] + 1) % 3
        disc = [e for e in ev if e["type"] == "discard"][0]["cards"]
        for c in disc: hands[f].remove(c)
        trump = [e for e in ev if e["type"] == "announce"][0]["items"][0]["suit"]
        st = ulti_model.State(hands, f, f, trump, disc, [0, 0, 0])
        pl = lambda s, c: s.play(c)
    elif g == "tarocchini-ottocento":
        d = dl["dealer"]; hands = [list(h) for h in dl["hands"]]
        disc = [e for e in ev if e["type"] == "discard"][0]["cards"]
        for c in disc: hands[d].remove(c)
        st = taro_model.Play(hands, (d + 1) % 4, gen_taro.OTEAM)
        pl = lambda s, c: s.play(c)
    else:
        decl = [e["seat"] for e in ev if e["type"] == "bid" and e["bid"] != "pass"][0]
        st = taro_model.Play(dl["hands"], (dl["dealer"] + 1) % 3, {s: ("D" if s == decl else "O") for s in range(3)})
        pl = lambda s, c: s.play(c)
    for e in ev[:lp + 1]:
        if e["type"] == "play":
            if g == "rage":
                st.play(e["card"], e.get("named"))
            else:
                st.play(e["card"])
    seq = first_ending(st, pl)
    extra = []
    for seat, c in seq:
        extra.append({"type": "play", "seat": seat, "card": c})
    dl["events"] = ev[:cut] + extra + ev[cut:]
    json.dump(doc, open(out, "w"), ensure_ascii=False, indent=1)
    return len(extra)


if __name__ == "__main__":
    print(run(sys.argv[1], sys.argv[2]))
