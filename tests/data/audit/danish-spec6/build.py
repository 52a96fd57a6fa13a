"""Build the danish-spec6 transcripts from model.py (blind: written before any engine run).

Run:  /work/venv/bin/python build.py      (writes NN-*.json and model-facts.txt (the model log, JSON text) here)
"""

from __future__ import annotations

import json
import os
import random

from model import DECK, SUITS, Session, dump, is_king, is_trump, ranks, strength, suit_of

HERE = os.path.dirname(os.path.abspath(__file__))
N3 = ["Halina", "Zbigniew", "Grażyna"]
N4 = ["Halina", "Zbigniew", "Grażyna", "Wiesław"]
CLUB = "Klub Tarota „Ultimo”, Kraków"
FACTS = {}


def meta(date, table, note, secretary="Teresa (sekretarz klubu)"):
    return {"event": CLUB, "date": date, "table": table, "recorded_by": secretary, "note": note}


def session(n, seed, ndeals, start=None, hoard=0.25, first_dealer=0, special=None):
    names = N3 if n == 3 else N4
    S = Session(n, names, start_pools=start, seed=seed, hoard=hoard)
    special = special or {}
    for k in range(ndeals):
        d = (first_dealer + k) % n
        if k in special:
            special[k](S, d)
        else:
            S.play_deal(d)
    return S


def record(name, S, t, faults, extra=None):
    dump(os.path.join(HERE, name), t)
    FACTS[name] = {"faults": faults, "log": S.log, "extra": extra or {}}


def find_events(deal, **kw):
    out = []
    for i, e in enumerate(deal["events"]):
        if all(e.get(k) == v for k, v in kw.items()):
            out.append(i)
    return out


def last_play_index(deal):
    return max(i for i, e in enumerate(deal["events"]) if e["type"] == "play")


# ------------------------------------------------------------------ score sheets


def to_sheet(S, t, pools=False, start_totals=None):
    """Drop every payment; after the last play of each deal write, per seat, its net chips in
    the deal (score) and its running total; with pools=True also each pool's net and content."""
    n = S.n
    tot = [0] * n if start_totals is None else list(start_totals)
    ptot = {"pagat_pool": 0, "king_pool": 0}
    where = []
    for k, (deal, info) in enumerate(zip(t["deals"], S.log)):
        evs = [e for e in deal["events"] if e["type"] != "payment"]
        rows = []
        for s in range(n):
            tot[s] += info["net"][s]
            rows.append({"type": "score", "party": s, "points": info["net"][s]})
            rows.append({"type": "total", "party": s, "points": tot[s]})
        if pools:
            for p in ("pagat_pool", "king_pool"):
                ptot[p] += info["pool_net"][p]
                rows.append({"type": "score", "party": p, "points": info["pool_net"][p]})
                rows.append({"type": "total", "party": p, "points": ptot[p]})
        base = len(evs)
        deal["events"] = evs + rows
        where.append(base)
    return where


# ------------------------------------------------------------------ crafted deals


def tout_deal(S, d):
    """The dealer lays the Joker away announcing Tout and takes all 25 tricks."""
    n = S.n
    act = S.active(d)
    a, b = act[1], act[2]
    rng = random.Random(6101)
    dealer_cards = ["T%d" % i for i in range(3, 22)] + ["KH", "KD", "KS", "KC", "QH", "QD", "JOKER", "10H", "1S"]
    rest = [c for c in DECK if c not in dealer_cards and c not in ("T1", "T2")]
    assert len(rest) == 48
    while True:
        rng.shuffle(rest)
        ha = ["T2"] + rest[:24]
        hb = ["T1"] + rest[24:]
        if any(suit_of(c) == "H" for c in ha) and any(suit_of(c) == "H" for c in hb):
            break
    hands = [[] for _ in range(n)]
    hands[d] = dealer_cards[:]
    rng.shuffle(hands[d])
    hands[a] = ha
    hands[b] = hb
    lowh = max((c for c in ha if suit_of(c) == "H"), key=lambda c: -strength(c))
    forced = {(0, a): lowh, (0, d): "KH", (1, d): "T21"}
    seq = ["T%d" % i for i in range(20, 2, -1)] + ["KD", "QD", "KS", "QH", "KC"]
    for i, c in enumerate(seq):
        forced[(2 + i, d)] = c
    S.play_deal(d, hands=hands, tout=True, fixed_skat=["JOKER", "10H", "1S"], forced=forced, deal_seed=6102)


def nolo_hands(rng, n, d, nolo, act):
    """The nolo seat gets the lowest pips of every suit and no trump."""
    low = []
    for s in SUITS:
        r = ranks(s)[::-1]  # low to high
        low += [x + s for x in r[:6]]
    rng.shuffle(low)
    mine = low[:24] + [ranks("S")[-7] + "S"]  # 24 lowest + the 7th lowest spade
    rest = [c for c in DECK if c not in mine]
    rng.shuffle(rest)
    hands = [[] for _ in range(n)]
    hands[nolo] = mine
    others = [s for s in act if s != nolo]
    pos = 0
    for s in others:
        k = 28 if s == d else 25
        hands[s] = rest[pos:pos + k]
        pos += k
    assert pos == len(rest)
    return hands


def make_nolo(seed, want_last_king, allow_przydupek=True):
    def f(S, d):
        act = S.active(d)
        nolo = act[2]
        for k in range(seed, seed + 4000):
            rng = random.Random(k)
            hands = nolo_hands(rng, S.n, d, nolo, act)
            snap = (dict(S.pools), list(S.net), len(S.deals), len(S.log))
            try:
                deal, info = S.play_deal(d, hands=hands, deal_seed=k, nolo_seat=nolo)
            except (AssertionError, ValueError):
                ok = False
                info = None
            else:
                wc = info["last_winner"][1]
                ok = info["nolo"] == nolo and (is_king(wc) if want_last_king else not (is_king(wc) or wc == "T1"))
                if ok and not allow_przydupek and (info["przydupek"]["king"] or info["przydupek"]["pagat"]):
                    ok = False
            if ok:
                return
            # roll back
            S.pools, S.net = snap[0], snap[1]
            del S.deals[snap[2]:]
            del S.log[snap[3]:]
        raise RuntimeError("no nolo deal found")

    return f


# ------------------------------------------------------------------ files


def f01():
    S = session(3, 101, 6)
    t = S.transcript(meta("2026-01-08", 1, "Czwartek, stół 1: świeża sesja, fundamenty na początku, wszystkie opłaty zapisane."))
    record("01-trzech-swieza-sesja.json", S, t, [])


def f02():
    S = session(4, 211, 8)
    t = S.transcript(meta("2026-01-08", 2, "Czwartek, stół 2: czterech graczy, siedzący naprzeciw rozdającego pauzuje; świeża sesja."))
    record("02-czterech-swieza-sesja.json", S, t, [])


def f03():
    S = session(3, 48, 7, start={"pagat_pool": 115, "king_pool": 260}, first_dealer=1)
    t = S.transcript(meta("2026-01-15", 1, "Ciąg dalszy sesji z zeszłego tygodnia: pule przeniesione (Pagat 115, Król 260)."))
    record("03-trzech-kontynuacja.json", S, t, [])


def f04():
    S = session(4, 404, 6, start={"pagat_pool": 140, "king_pool": 95}, first_dealer=2)
    t = S.transcript(meta("2026-01-15", 2, "Czterech graczy, pule przeniesione z poprzedniego wieczoru."))
    record("04-czterech-kontynuacja.json", S, t, [])


def f05():
    S = session(3, 505, 6, start={"pagat_pool": 80, "king_pool": 120}, special={2: tout_deal})
    t = S.transcript(meta("2026-01-22", 1, "Rozdanie 3: Grażyna odrzuca Jokera do skatu, zapowiada Tout i bierze wszystkie 25 lew."))
    record("05-tout.json", S, t, [])


def f06():
    S = session(4, 606, 6, start={"pagat_pool": 100, "king_pool": 150}, special={2: make_nolo(1000, True)})
    t = S.transcript(meta("2026-01-22", 2, "Rozdanie 3: Nolo; ostatnią lewę wziął król, ale Ultimo się nie liczy."))
    record("06-nolo.json", S, t, [])


def f07():
    S = session(3, 1001, 6, start={"pagat_pool": 60, "king_pool": 135}, hoard=0.6)
    t = S.transcript(meta("2026-01-29", 1, "Pule przeniesione (Pagat 60, Król 135); trzy króle w ostatniej lewie, Przydupek Pagata."))
    record("07-przydupki.json", S, t, [])


def f08():
    S = session(3, 88, 6)
    t = S.transcript(meta("2026-02-05", 1, "Arkusz wyników: na rozdanie wynik (żetony netto) i suma bieżąca dla każdego gracza i obu pul."))
    to_sheet(S, t, pools=True)
    record("08-arkusz-trzech.json", S, t, [])


def f09():
    S = session(4, 99, 8, start={"pagat_pool": 75, "king_pool": 110})
    t = S.transcript(meta("2026-02-05", 2, "Arkusz wyników, czterech graczy: wynik i suma bieżąca na gracza."))
    to_sheet(S, t)
    # slip: deal 5, seat 1's total written 20 too high; the later totals carry on from it
    k, seat, slip = 5, 1, 20
    deal = t["deals"][k]
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "total" and e["party"] == seat][0]
    for j in range(k, len(t["deals"])):
        for e in t["deals"][j]["events"]:
            if e["type"] == "total" and e["party"] == seat:
                e["points"] += slip
    record("09-arkusz-czterech-zla-suma.json", S, t, [(k, idx, "wrong_total", "seat 1 total +20 (addition slip), carried forward")])


def f10():
    # 4 players; a refill after an Ultimo; the sitter's refill payment left out
    for seed in range(1000, 1400):
        S = session(4, seed, 6, start={"pagat_pool": 90, "king_pool": 70})
        cand = None
        for k, info in enumerate(S.log):
            refills = [o for o in info["outcome"] if o.startswith("refill_")]
            if len(refills) != 1:
                continue
            pool = refills[0][len("refill_"):]
            later = [o for inf in S.log[k + 1:] for o in inf["outcome"]]
            touch = {"pagat_pool": ("pagat_ultimo", "pagat_przydupek", "tout"), "king_pool": ("king_ultimo", "king_przydupek", "tout")}[pool]
            if not any(o in touch for o in later) and k >= 2:
                cand = (k, pool)
        if cand:
            break
    k, pool = cand
    t = S.transcript(meta("2026-02-12", 2, "Czterech graczy; po Ultimo pula uzupełniona."))
    deal = t["deals"][k]
    sitter = (deal["dealer"] + 2) % 4
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "payment" and e["reason"] == "refill" and e["from"] == sitter and e["to"] == pool][0]
    del deal["events"][idx]
    record("10-brak-doplaty-czwartego.json", S, t, [(k, idx, "missing_payment", "the sitter's refill of 20 to %s omitted (the event that stood at %d)" % (pool, idx))], {"seed": seed, "pool": pool})


def f11():
    for seed in range(2000, 2400):
        S = session(3, seed, 6, start={"pagat_pool": 55, "king_pool": 85})
        cand = None
        for k, info in enumerate(S.log):
            if info["outcome"].count("king_przydupek") != 1 or k < 2:
                continue
            later = [o for inf in S.log[k + 1:] for o in inf["outcome"]]
            if any(o in ("king_ultimo", "king_przydupek", "tout") for o in later):
                continue
            if info["pools_at_last"]["king_pool"] == info["pools_before"]["king_pool"] + 5:
                continue  # want a deal where king_lost payments also went in
            cand = k
        if cand is not None:
            break
    k = cand
    t = S.transcript(meta("2026-02-12", 1, "Przydupek króla w ostatniej lewie."))
    deal = t["deals"][k]
    info = S.log[k]
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "payment" and e["reason"] == "king_przydupek" and e["to"] == "king_pool"][0]
    wrong = info["pools_before"]["king_pool"]
    right = deal["events"][idx]["amount"]
    deal["events"][idx]["amount"] = wrong
    record("11-przydupek-zle-podwojenie.json", S, t, [(k, idx, "wrong_payment", "king przydupek paid %d into the king pool (its content at the start of the deal) instead of %d (its content before the last trick)" % (wrong, right))], {"seed": seed})


def f12():
    for seed in range(3000, 3400):
        S = session(3, seed, 6, start={"pagat_pool": 45, "king_pool": 65})
        cand = None
        for k, info in enumerate(S.log):
            cp = {s: a for s, a in info["card_point_payments"].items() if a != 0}
            if len(cp) == 1 and list(cp)[0] != info["dealer"] and k >= 1:
                cand = k
        if cand is not None:
            break
    k = cand
    t = S.transcript(meta("2026-02-19", 1, "Punkty kartowe rozliczane z rozdającym."))
    deal = t["deals"][k]
    idx = find_events(deal, type="payment", reason="card_points")
    assert len(idx) == 1
    idx = idx[0]
    e = deal["events"][idx]
    old, new = deal["dealer"], S.log[k]["new_dealer"]
    if e["to"] == new:
        e["to"] = old
    else:
        e["from"] = old
    record("12-punkty-do-starego-rozdajacego.json", S, t, [(k, idx, "wrong_payment", "card points settled with the outgoing dealer %d instead of the new dealer %d" % (old, new))], {"seed": seed})


def f13():
    # a Joker demand in the third-last trick after the Joker has gone: large, 20 to each pool
    for seed in range(4000, 4400):
        S = Session(3, N3, start_pools={"pagat_pool": 70, "king_pool": 100}, seed=seed, hoard=0.25)
        for k in range(4):
            S.play_deal(k % 3)
        snap = (dict(S.pools), list(S.net), len(S.deals), len(S.log))
        # deal 4: played with a false demand at trick 22 if the Joker is gone by then
        rng_state = S.rng.getstate()
        deal, info = S.play_deal(1, joker_call=2)
        call = info.get("joker_call")
        if call and not call[2] and "JOKER" not in info["skat"] and "last_trick" in info["outcome"]:
            break
        S.pools, S.net = snap[0], snap[1]
        del S.deals[snap[2]:]
        del S.log[snap[3]:]
    # insert the penalty payments right after the call
    ci = call[0]
    deal["events"][ci + 1:ci + 1] = [
        {"type": "payment", "from": 2, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
        {"type": "payment", "from": 2, "to": "king_pool", "amount": 20, "reason": "penalty"},
    ]
    S.net[2] -= 40
    S.pools["pagat_pool"] += 20
    S.pools["king_pool"] += 20
    info["net"][2] -= 40
    S.play_deal(2)
    t = S.transcript(meta("2026-02-19", 2, "Rozdanie 5: Grażyna żąda Jokera w trzeciej lewie od końca, choć Joker już zszedł; kara duża, po 20 do każdej puli."))
    record("13-falszywe-zadanie-jokera.json", S, t, [(4, ci, "false_joker_demand", "large penalty, 20 to each pool, paid (events %d, %d)" % (ci + 1, ci + 2))], {"seed": seed})


def f14():
    for seed in range(5000, 5600):
        S = session(4, seed, 6, start={"pagat_pool": 85, "king_pool": 125})
        cand = None
        for k, info in enumerate(S.log):
            for s, items in info["declarations"].items():
                for it, price in items:
                    if it["kind"] == "trumps" and it["count"] >= 11:
                        cand = (k, s, price)
        if cand:
            break
    k, s, price = cand
    t = S.transcript(meta("2026-02-26", 2, "Czterech graczy; deklaracje płacone od razu."))
    deal = t["deals"][k]
    di = [i for i, e in enumerate(deal["events"]) if e["type"] == "declare" and e["seat"] == s][0]
    # the first declaration payment after it at the trumps price
    idx = [i for i in range(di + 1, len(deal["events"])) if deal["events"][i]["type"] == "payment" and deal["events"][i]["amount"] == price and deal["events"][i]["to"] == s][0]
    deal["events"][idx]["amount"] = price - 5
    record("14-deklaracja-niedoplacona.json", S, t, [(k, idx, "wrong_payment", "trumps declaration paid %d instead of %d" % (price - 5, price))], {"seed": seed})


def f15():
    S = session(3, 1500, 6, start={"pagat_pool": 65, "king_pool": 90}, special={3: make_nolo(7000, False, allow_przydupek=False)})
    t = S.transcript(meta("2026-02-26", 1, "Rozdanie 4: Nolo; sekretarz zapisał też opłatę za ostatnią lewę."))
    k = 3
    deal = t["deals"][k]
    info = S.log[k]
    w = info["last_winner"][0]
    nolo_idx = find_events(deal, type="payment", reason="nolo")
    at = nolo_idx[-1] + 1
    others = [s for s in info["active"] if s != w]
    ins = [{"type": "payment", "from": o, "to": w, "amount": 20, "reason": "last_trick"} for o in others]
    deal["events"][at:at] = ins
    record("15-nolo-oplata-za-ostatnia.json", S, t, [(k, at, "unexpected_payment", "last-trick payment 20 recorded despite Nolo (also event %d)" % (at + 1))])


def f16():
    for seed in range(6000, 6400):
        S = session(4, seed, 8)
        if S.pools["pagat_pool"] % 20 == 0 and S.pools["king_pool"] % 20 == 0:
            break
    end = S.session_end()
    t = S.transcript(meta("2026-03-05", 2, "Czterech graczy, pełna sesja: każdy rozdawał dwa razy; na koniec pule podzielone po równo na czterech."))
    record("16-czterech-koniec-sesji.json", S, t, [], {"seed": seed, "session_end": end})


def f17():
    S = session(3, 1700, 7, start={"pagat_pool": 100, "king_pool": 100})
    t = S.transcript(meta("2026-03-05", 1, "Arkusz wyników: wynik i suma bieżąca na gracza."))
    to_sheet(S, t)
    k, seat = 3, 2
    deal = t["deals"][k]
    idx = [i for i, e in enumerate(deal["events"]) if e["type"] == "score" and e["party"] == seat][0]
    deal["events"][idx]["points"] += 10  # slip: score written 10 too high; the total is right
    record("17-arkusz-zly-wynik.json", S, t, [(k, idx, "wrong_score", "seat 2 score written 10 too high; its total is right")])


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17):
        f()
    with open(os.path.join(HERE, "model-facts.txt"), "w", encoding="utf-8") as fh:
        json.dump(FACTS, fh, indent=1, ensure_ascii=False, default=str)
    for name, fa in FACTS.items():
        print(name, fa["faults"], fa["extra"].get("seed", ""))
