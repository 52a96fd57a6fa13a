"""Generator for danish-spec11 (blind).  Run: python gen.py  -> NN-*.json + gen-notes.txt"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import Session, is_king, net_of  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES3 = ["Agata", "Bogdan", "Czesia"]
NAMES4 = ["Agata", "Bogdan", "Czesia", "Darek"]
NOTES = []


def dump(name, tr):
    lines = ["{"]
    keys = [k for k in ("format", "game", "rules", "players", "start", "meta") if k in tr]
    for k in keys:
        lines.append('  "%s": %s,' % (k, json.dumps(tr[k], ensure_ascii=False)))
    lines.append('  "deals": [')
    for di, d in enumerate(tr["deals"]):
        lines.append("    {")
        lines.append('      "dealer": %d,' % d["dealer"])
        lines.append('      "hands": %s,' % json.dumps(d["hands"]))
        lines.append('      "events": [')
        for ei, e in enumerate(d["events"]):
            lines.append("        " + json.dumps(e, ensure_ascii=False) + ("," if ei < len(d["events"]) - 1 else ""))
        lines.append("      ]")
        lines.append("    }" + ("," if di < len(tr["deals"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    with open(os.path.join(HERE, name), "w") as f:
        f.write("\n".join(lines) + "\n")


def transcript(S, desc, start=None):
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": NAMES4 if S.n == 4 else NAMES3,
    }
    if start:
        tr["start"] = start
    tr["meta"] = {"event": "Klub Ultimo, wieczor", "description": desc}
    tr["deals"] = S.deals
    return tr


def note(fname, *lines):
    NOTES.append("== " + fname)
    NOTES.extend("   " + str(x) for x in lines)


def describe(S):
    out = []
    for i, info in enumerate(S.notes):
        L = info.get("last")
        out.append(
            "deal %d dealer %d pools_after %s last %s points %s faults %s"
            % (i, info["dealer"], info["pools_after"], L, info.get("points"), info["faults"])
        )
    return out


def find(build, pred, start=0, limit=20000):
    for seed in range(start, start + limit):
        r = build(seed)
        if r is not None and pred(*r):
            return seed, r
    raise RuntimeError("no seed")


def events_of(d, typ, **kw):
    return [
        (i, e)
        for i, e in enumerate(d["events"])
        if e["type"] == typ and all(e.get(k) == v for k, v in kw.items())
    ]


def has_decl(d):
    return any(e["type"] == "declare" and e["items"] for e in d["events"])


def to_sheet(S, pools_scores=True, pools_totals=False):
    """Replace each deal's payments by the score sheet a club keeps: per seat (and pool) the
    deal's net chips, then running totals."""
    totals = {}
    for d in S.deals:
        net = net_of(d["events"])
        ev = [e for e in d["events"] if e["type"] != "payment"]
        parties = list(range(S.n)) + (["pagat_pool", "king_pool"] if pools_scores else [])
        for p in parties:
            ev.append({"type": "score", "party": p, "points": net.get(p, 0)})
        tparties = list(range(S.n)) + (["pagat_pool", "king_pool"] if pools_totals else [])
        for p in tparties:
            totals[p] = totals.get(p, 0) + net.get(p, 0)
            ev.append({"type": "total", "party": p, "points": totals[p]})
        d["events"] = ev


def play_only(S):
    for d in S.deals:
        d["hands"] = None
        d["events"] = [e for e in d["events"] if e["type"] in ("play", "call")]


# ----------------------------------------------------------------- 01 clean, 3 players
def f01():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0, {"joker": 4})
        S.deal(1, {"joker": "demand"})
        S.deal(2, {"joker": "last"})
        return (S,)

    def pred(S):
        ds = S.deals
        jl = any(e.get("named") for e in ds[0]["events"])
        ult = sum(1 for i in S.notes if i["last"]["card"] == "T1" or is_king(i["last"]["card"]) or i["last"]["przydupek"])
        return jl and ult >= 2 and sum(has_decl(d) for d in ds) >= 2 and not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred)
    tr = transcript(S, "Trzy rozdania, wszystkie oplaty zapisane.")
    dump("01-clean-3p-payments.json", tr)
    note("01-clean-3p-payments.json", "seed %d" % seed, *describe(S))


# ----------------------------------------------------------------- 02 clean, 4 players, session end
def f02():
    def build(seed):
        S = Session(4, random.Random(seed))
        for dl in range(4):
            S.deal(dl)
        S.session_end(S.deals[-1]["events"])
        return (S,)

    def pred(S):
        refill = any(e.get("reason") == "refill" for d in S.deals for e in d["events"])
        return refill and sum(has_decl(d) for d in S.deals) >= 2 and not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred, 1000)
    tr = transcript(S, "Czterech graczy, cztery rozdania (kazdy raz rozdaje), na koniec sesji pule podzielone.")
    dump("02-clean-4p-payments-session-end.json", tr)
    note("02-clean-4p-payments-session-end.json", "seed %d" % seed, *describe(S))


# ----------------------------------------------------------------- 03 clean sheet
def f03():
    def build(seed):
        S = Session(3, random.Random(seed))
        for dl in range(3):
            S.deal(dl)
        return (S,)

    def pred(S):
        return sum(has_decl(d) for d in S.deals) >= 1 and not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred, 2000)
    info = describe(S)
    to_sheet(S, pools_scores=True, pools_totals=True)
    tr = transcript(S, "Arkusz wynikow: saldo zetonow kazdego gracza i puli w rozdaniu, sumy narastajaco.")
    dump("03-clean-3p-sheet.json", tr)
    note("03-clean-3p-sheet.json", "seed %d" % seed, *info)


# ----------------------------------------------------------------- 04 card played out of turn
def f04():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0, {"oot_play": (6, None)})
        S.deal(1)
        return (S,)

    def pred(S):
        return not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred, 3000)
    tr = transcript(S, "Karta rzucona poza kolejnoscia w 7. lewie pierwszego rozdania; kara duza zaplacona od razu.")
    dump("04-card-out-of-turn.json", tr)
    note("04-card-out-of-turn.json", "seed %d" % seed, *describe(S))


# ----------------------------------------------------------------- 05 lead by the wrong player, 4 players
def f05():
    def build(seed):
        S = Session(4, random.Random(seed))
        S.deal(0)
        S.deal(1)
        info = S.notes[-1]
        # trick 9 of deal 1: who rightly leads (the winner of trick 8)?
        rightful = info["tricks"][8][1]
        act = S.actives(1)
        wrong = [s for s in act if s != rightful]
        rng = random.Random(seed + 7)
        S2 = Session(4, random.Random(seed))
        S2.deal(0)
        S2.deal(1, {"lead_oot": (9, rng.choice(wrong))})
        return (S2,)

    def pred(S):
        return not any(i["nolo"] for i in S.notes) and S.notes[1]["faults"]

    seed, (S,) = find(build, pred, 4000)
    tr = transcript(S, "Czterech graczy. W drugim rozdaniu 10. lewe wyszedl niewlasciwy gracz; kara duza od razu.")
    dump("05-lead-out-of-turn-4p.json", tr)
    note("05-lead-out-of-turn-4p.json", "seed %d" % seed, "rightful leader %s" % S.notes[1].get("lead_oot_rightful"), *describe(S))


# ----------------------------------------------------------------- 06 card not held
def f06():
    from model import card_value, strength, suit_of

    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0)
        S.deal(1)
        d = S.deals[0]
        info = S.notes[0]
        skat = d["events"][8]["cards"]
        plays_idx = [i for i, e in enumerate(d["events"]) if e["type"] == "play"]
        for ti in range(3, 20):
            plays, w = info["tricks"][ti]
            led = suit_of(plays[0][1])
            if plays[0][1] == "JOKER":
                continue
            wc = dict(plays)[w]
            for pi in (1, 2):
                s, y = plays[pi]
                if s == w or s == 0 or y == "JOKER" or suit_of(y) != led or card_value(y) or suit_of(y) == "T":
                    continue
                for x in skat:
                    if suit_of(x) == led and card_value(x) == 0 and (suit_of(wc) == "T" or strength(x) < strength(wc)):
                        ev_i = plays_idx[ti * 3 + pi]
                        assert d["events"][ev_i]["card"] == y
                        return S, ev_i, y, x
        return None

    def pred(S, ev_i, y, x):
        return not any(i["nolo"] for i in S.notes)

    seed, (S, ev_i, y, x) = find(build, pred, 5000)
    S.deals[0]["events"][ev_i]["card"] = x
    tr = transcript(S, "Dwa rozdania, wszystkie oplaty zapisane.")
    dump("06-card-not-held.json", tr)
    note("06-card-not-held.json", "seed %d; deal 0 event %d: wrote %s (in the skat) for %s" % (seed, ev_i, x, y), *describe(S))


# ----------------------------------------------------------------- 07 wrong dealer
def f07():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0, {"next_dealer": 2})
        S.deal(2)
        S.deal(0)
        return (S,)

    def pred(S):
        return not any(i["nolo"] for i in S.notes) and has_decl(S.deals[1])

    seed, (S,) = find(build, pred, 6000)
    tr = transcript(S, "Trzy rozdania; drugie rozdala Czesia (kolej byla na Bogdana).")
    dump("07-wrong-dealer.json", tr)
    note("07-wrong-dealer.json", "seed %d" % seed, *describe(S))


# ----------------------------------------------------------------- 08 declaration before the dealer
def f08():
    from model import declarations

    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0)
        st = random.getstate()
        S.deal(1, {"decl_order": [2, 1, 0], "decl_oot_seat": 2})
        return (S,)

    def pred(S):
        d = S.deals[1]
        dec = {e["seat"]: e["items"] for e in d["events"] if e["type"] == "declare"}
        return dec[2] and (dec[1] or dec[0]) and not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred, 7000)
    tr = transcript(S, "Dwa rozdania; w drugim Czesia ogłosiła deklaracje przed rozdającym.")
    dump("08-declaration-before-dealer.json", tr)
    note("08-declaration-before-dealer.json", "seed %d" % seed, *describe(S))


# ----------------------------------------------------------------- 09 payment to the wrong pool
def f09():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.hook_fired = []
        state = {"done": False}

        def hook(frm, to, amount, reason):
            if not state["done"] and reason == "pagat_lost" and to == "pagat_pool":
                state["done"] = True
                return frm, "king_pool", amount
            return None

        S.hook = hook
        S.deal(0)
        fired = list(S.hook_fired)
        S.hook = None
        S.deal(1)
        return S, fired

    def pred(S, fired):
        L = S.notes[0]["last"]
        return fired and (is_king(L["card"]) and not L["nolo"]) and not any(i["nolo"] for i in S.notes)

    seed, (S, fired) = find(build, pred, 8000)
    tr = transcript(S, "Dwa rozdania; za przegranego Pagata 5 wrzucono do Puli Krola zamiast do Puli Pagata.")
    dump("09-payment-wrong-pool.json", tr)
    note("09-payment-wrong-pool.json", "seed %d; deal 0 event %s misdirected" % (seed, fired), *describe(S))


# ----------------------------------------------------------------- 10 payment of the wrong amount, then przydupek doubles the pool
def f10():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.hook_fired = []
        state = {"done": False}

        def hook(frm, to, amount, reason):
            if not state["done"] and reason == "king_lost" and to == "king_pool":
                state["done"] = True
                return frm, to, 10
            return None

        S.hook = hook
        S.deal(0)
        fired = list(S.hook_fired)
        S.hook = None
        S.deal(1)
        return S, fired

    def pred(S, fired):
        L = S.notes[0]["last"]
        return fired and any(is_king(c) for _, c in L["przydupek"]) and not any(i["nolo"] for i in S.notes)

    seed, (S, fired) = find(build, pred, 9000)
    tr = transcript(S, "Dwa rozdania; za przegranego krola wrzucono 10 do Puli Krola.")
    dump("10-payment-wrong-amount-pool.json", tr)
    note("10-payment-wrong-amount-pool.json", "seed %d; deal 0 event %s overpaid" % (seed, fired), *describe(S))


# ----------------------------------------------------------------- 11 score slip carried into totals
def f11():
    def build(seed):
        S = Session(3, random.Random(seed))
        for dl in range(3):
            S.deal(dl)
        return (S,)

    def pred(S):
        return not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred, 10000)
    info = describe(S)
    to_sheet(S, pools_scores=True, pools_totals=False)
    d = S.deals[1]
    idx = [i for i, e in enumerate(d["events"]) if e["type"] == "score" and e["party"] == 0][0]
    true = d["events"][idx]["points"]
    d["events"][idx]["points"] = true + 10
    for dd in S.deals[1:]:
        for e in dd["events"]:
            if e["type"] == "total" and e["party"] == 0:
                e["points"] += 10
    tr = transcript(S, "Arkusz wynikow, trzy rozdania.")
    dump("11-sheet-score-slip-carried.json", tr)
    note("11-sheet-score-slip-carried.json", "seed %d; deal 1 event %d score seat 0 %s written %s" % (seed, idx, true, true + 10), *info)


# ----------------------------------------------------------------- 12 total slip carried, 4 players
def f12():
    def build(seed):
        S = Session(4, random.Random(seed))
        for dl in range(4):
            S.deal(dl)
        return (S,)

    def pred(S):
        return not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred, 11000)
    info = describe(S)
    to_sheet(S, pools_scores=False, pools_totals=False)
    d = S.deals[1]
    idx = [i for i, e in enumerate(d["events"]) if e["type"] == "total" and e["party"] == 3][0]
    true = d["events"][idx]["points"]
    for dd in S.deals[1:]:
        for e in dd["events"]:
            if e["type"] == "total" and e["party"] == 3:
                e["points"] -= 10
    tr = transcript(S, "Czterech graczy, arkusz wynikow (saldo graczy), cztery rozdania.")
    dump("12-sheet-total-slip-4p.json", tr)
    note("12-sheet-total-slip-4p.json", "seed %d; deal 1 event %d total seat 3 %s written %s" % (seed, idx, true, true - 10), *info)


# ----------------------------------------------------------------- 13 fault found late, fined late
def f13():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0)
        rightful = S.notes[0]["tricks"][4][1]
        wrong = random.Random(seed).choice([s for s in range(3) if s != rightful])
        S2 = Session(3, random.Random(seed))
        S2.deal(0, {"lead_oot": (5, wrong), "fine_late": 8})
        S2.deal(1)
        return (S2,)

    def pred(S):
        return not any(i["nolo"] for i in S.notes)

    seed, (S,) = find(build, pred, 12000)
    tr = transcript(S, "Wyjscie poza kolejnoscia w 6. lewie zauwazone dopiero po 9. lewie; wtedy zaplacono kare.")
    dump("13-late-found-lead-fine.json", tr)
    note("13-late-found-lead-fine.json", "seed %d rightful %s" % (seed, S.notes[0].get("lead_oot_rightful")), *describe(S))


# ----------------------------------------------------------------- 14 false declaration found in play: irreparable
def f14():
    from model import declarations, n_trumps

    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0)
        st = S.rng.getstate()
        pools = dict(S.pools)
        probe = Session(3, random.Random(0))
        probe.rng.setstate(st)
        probe.pools = dict(pools)
        probe.fresh = False
        probe.deals = [None]
        probe.deal(1)
        h = probe.deals[1]["hands"]
        cand = [s for s in (2, 0) if n_trumps(h[s]) == 9 and not declarations(h[s])]
        if not cand or has_decl(probe.deals[1]):
            return None
        s = cand[0]
        item = {"kind": "trumps", "count": 10, "pagat": "T1" in h[s]}
        S.rng.setstate(st)
        S.deal(1, {"false_decl": (s, [(item, 10)]), "false_decl_found": 3})
        S.deal(2)
        return (S,)

    def pred(S):
        d = S.deals[1]
        inplay = [e for e in d["events"] if e.get("reason") in ("king_lost", "pagat_lost", "pagat_trick")]
        return not inplay and not any(i.get("nolo") for i in S.notes if "last" in i)

    seed, (S,) = find(build, pred, 13000)
    tr = transcript(S, "Trzy rozdania; w drugim falszywa deklaracja (10 triumfow przy 9) wykryta w 4. lewie: kara nie do poprawienia, rozdanie uniewaznione.")
    dump("14-false-declaration-found-late.json", tr)
    note("14-false-declaration-found-late.json", "seed %d" % seed, *describe(S))


# ----------------------------------------------------------------- 15 play-only, card out of turn
def f15():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(2, {"oot_play": (11, None)})
        return (S,)

    seed, (S,) = find(build, lambda S: True, 14000)
    info = describe(S)
    play_only(S)
    tr = transcript(S, "Zapis samych zagran (bez rak i oplat).")
    dump("15-play-only-card-out-of-turn.json", tr)
    note("15-play-only-card-out-of-turn.json", "seed %d" % seed, *info)


# ----------------------------------------------------------------- 16 stopped mid-play, wrong amount to a player
def f16():
    def build(seed):
        S = Session(3, random.Random(seed), pools={"pagat_pool": 70, "king_pool": 95})
        S.hook_fired = []
        state = {"done": False}

        def hook(frm, to, amount, reason):
            if not state["done"] and reason == "king_lost" and isinstance(to, int):
                state["done"] = True
                return frm, to, 10
            return None

        S.hook = hook
        S.deal(1, {"stop_after": 12})
        return S, list(S.hook_fired)

    seed, (S, fired) = find(build, lambda S, f: bool(f), 15000)
    tr = transcript(S, "Zapis przerwany po 13. lewie (sesja przerwana); oplaty do tego miejsca.", start={"pools": {"pagat_pool": 70, "king_pool": 95}})
    dump("16-stopped-mid-play-wrong-amount.json", tr)
    note("16-stopped-mid-play-wrong-amount.json", "seed %d fired %s" % (seed, fired), *describe(S))


# ----------------------------------------------------------------- 17 play-only, stopped, lead out of turn
def f17():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(0, {"stop_after": 14})
        rightful = S.notes[0]["tricks"][6][1]
        wrong = random.Random(seed).choice([s for s in range(3) if s != rightful])
        S2 = Session(3, random.Random(seed))
        S2.deal(0, {"stop_after": 14, "lead_oot": (7, wrong)})
        return (S2,)

    seed, (S,) = find(build, lambda S: True, 16000)
    info = describe(S)
    play_only(S)
    tr = transcript(S, "Zapis samych zagran, przerwany po 15. lewie.")
    dump("17-play-only-stopped-lead-out-of-turn.json", tr)
    note("17-play-only-stopped-lead-out-of-turn.json", "seed %d rightful %s" % (seed, S.notes[0].get("lead_oot_rightful")), *info)


# ----------------------------------------------------------------- 18 play-only, false Joker demand
def f18():
    def build(seed):
        S = Session(3, random.Random(seed))
        S.deal(1, {"joker": 9, "false_demand": None})
        jp = [e["seat"] for e in S.deals[0]["events"] if e.get("card") == "JOKER"][0]
        dem = [s for s in range(3) if s != jp][0]
        S2 = Session(3, random.Random(seed))
        S2.deal(1, {"joker": 9, "false_demand": dem})
        return (S2,)

    seed, (S,) = find(build, lambda S: True, 17000)
    info = describe(S)
    play_only(S)
    tr = transcript(S, "Zapis samych zagran; w 23. lewie zazadano Jokera, ktory juz zszedl.")
    dump("18-play-only-false-joker-demand.json", tr)
    note("18-play-only-false-joker-demand.json", "seed %d" % seed, *info)


def main():
    for f in FILES:
        f()
    with open(os.path.join(HERE, "gen-notes.txt"), "w") as fh:
        fh.write("\n".join(NOTES) + "\n")


FILES = [f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18]

if __name__ == "__main__":
    main()
