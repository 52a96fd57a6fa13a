"""Builds every danish-po file (python build.py). Imports only model.py (my own reading of the source)."""
from __future__ import annotations

import copy
import json
from pathlib import Path

from model import Session, card_value, strength, suit_of, is_king

HERE = Path(__file__).parent
P3 = ["Agata", "Bronek", "Czesia"]
P4 = ["Agata", "Bronek", "Czesia", "Dawid"]
OUT = {}


def run(n, seed, ndeals, plant=None, stop_last=None, **kw):
    s = Session(n, seed, **kw)
    s.plant = copy.deepcopy(plant)
    deals, facts = [], []
    for i in range(ndeals):
        s.cur = i
        d = i % n
        ev, f = s.deal(d, first=(i == 0), stop_after=stop_last if i == ndeals - 1 else None)
        deals.append((d, ev))
        facts.append(f)
    return s, deals, facts


def search(n, ndeals, pred, start=0, plant=None, stop_last=None, **kw):
    for seed in range(start, start + 5000):
        try:
            s, deals, facts = run(n, seed, ndeals, plant=plant, stop_last=stop_last, **kw)
        except ValueError:
            continue
        if s.plant is not None and not s.plant.get("done"):
            continue
        if pred(s, deals, facts):
            return seed, s, deals, facts
    raise SystemExit("no seed for %s" % pred)


def plays(ev):
    return [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]


def tricks(ev):
    p = plays(ev)
    return [p[k : k + 3] for k in range(0, len(p), 3)]


def led_of(tr):
    e = tr[0][1]
    return e.get("named") or suit_of(e["card"])


def write(name, players, deals, meta, rules, facts, expected, extra=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules,
        "players": players,
        "meta": meta,
        "deals": [{"dealer": d, "hands": None, "events": ev} for d, ev in deals],
    }
    (HERE / (name + ".json")).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    OUT[name] = {"expected": expected, "facts": facts, "extra": extra or {}}


def has_prem(f, p):
    return f.get("complete") and p in f["premiums"]


def joker_led(ev):
    return any(e.get("named") for e in ev)


# 01 clean, three deals, Joker led with a named suit
seed, s, deals, facts = search(3, 3, lambda s, d, f: sum(joker_led(ev) for _, ev in d) >= 2 and any(f_["declarations"][k] for f_ in f for k in f_["declarations"]))
write("01-3p-three-deals-joker-led-clean", P3, deals, {"event": "Club night", "table": 1, "seed": seed}, {}, facts, [])

# 02 clean, Pagat Ultimo with the Pagat pool taken and refilled
seed, s, deals, facts = search(3, 2, lambda s, d, f: has_prem(f[1], "pagat_ultimo"), start=10)
write("02-3p-pagat-ultimo-refill-clean", P3, deals, {"event": "Club night", "table": 2, "seed": seed}, {}, facts, [])

# 03 clean, King Ultimo together with a king przydupek (pool taken, then doubled by the loser)
seed, s, deals, facts = search(3, 3, lambda s, d, f: has_prem(f[2], "king_ultimo") and has_prem(f[2], "king_przydupek") and has_prem(f[0], "king_przydupek"), start=20)
write("03-3p-king-ultimo-with-przydupek-clean", P3, deals, {"event": "Club night", "table": 3, "seed": seed}, {}, facts, [])

# 04 clean, the Joker demanded in the third-last trick
seed, s, deals, facts = search(3, 2, lambda s, d, f: f[1]["demand"] and f[1]["complete"], start=30, joker_p=0.03)
write("04-3p-joker-demand-third-last-clean", P3, deals, {"event": "Club night", "table": 4, "seed": seed}, {}, facts, [])

# 05 clean, four players, the sitter opposite the dealer, three deals
seed, s, deals, facts = search(4, 3, lambda s, d, f: any(has_prem(x, "pagat_ultimo") or has_prem(x, "king_ultimo") for x in f) and sum(joker_led(ev) for _, ev in d) >= 1, start=40)
write("05-4p-sitter-three-deals-clean", P4, deals, {"event": "Club night", "table": 5, "seed": seed}, {}, facts, [])


def joker_last(ev):
    tr = tricks(ev)
    return len(tr) == 25 and any(e["card"] == "JOKER" for _, e in tr[24])


# 06 clean, the Joker kept to the last trick (it goes to the trick's winner) and plain last trick
seed, s, deals, facts = search(3, 2, lambda s, d, f: joker_last(d[1][1]) and has_prem(f[1], "last_trick"), start=50, joker_p=0.01, demand_p=0.0, keep_ultimo=0.2)
write("06-3p-joker-in-last-trick-clean", P3, deals, {"event": "Club night", "table": 6, "seed": seed}, {}, facts, [])

# 07 clean, Nolo
seed, s, deals, facts = search(3, 2, lambda s, d, f: has_prem(f[0], "nolo") or has_prem(f[1], "nolo"), start=0)
write("07-3p-nolo-clean", P3, deals, {"event": "Club night", "table": 7, "seed": seed}, {}, facts, [])

# 08 clean, Pagat przydupek (or, failing that, two king przydupeks doubling the pool twice)
try:
    seed, s, deals, facts = search(3, 2, lambda s, d, f: has_prem(f[0], "pagat_przydupek") or has_prem(f[1], "pagat_przydupek"), start=60, keep_ultimo=0.9)
    write("08-3p-pagat-przydupek-clean", P3, deals, {"event": "Club night", "table": 8, "seed": seed}, {}, facts, [])
except SystemExit:
    pass

# 09 FAULT: a revoke proven by the record (void shown, the suit played later); the table fined nothing
plant = {"kind": "revoke", "deal": 1, "from_trick": 6}
seed, s, deals, facts = search(3, 2, lambda s, d, f: f[1]["complete"], start=70, plant=plant)
pl = s.plant
write("09-3p-revoke-proven-later", P3, deals, {"event": "Club night", "table": 9, "seed": seed}, {"revoke_penalty": "superficial"}, facts,
      [[1, pl["event"], "revoke"]], extra={"plant": pl})

# 10 FAULT: the Joker played in the second-last trick (the table let it pass)
plant = {"kind": "joker24", "deal": 1}
seed, s, deals, facts = search(3, 2, lambda s, d, f: f[1]["complete"], start=80, plant=plant)
ev = deals[1][1]
idx = [i for i, e in plays(ev) if e["card"] == "JOKER"][0]
write("10-3p-joker-second-last-trick", P3, deals, {"event": "Club night", "table": 10, "seed": seed}, {"joker_second_last_penalty": "superficial"}, facts,
      [[1, idx, "joker_second_last"]])


def find_dup(ev, skat, from_skat):
    tr = tricks(ev)
    seen = {}
    for k, t in enumerate(tr):
        for i, e in t:
            seen.setdefault(e["seat"], []).append((k, e["card"]))
    for k in range(14, 23):
        t = tr[k]
        led = led_of(t)
        wcard = max((e["card"] for _, e in t), key=lambda c: strength(c, led))
        for pos, (i, e) in enumerate(t):
            if pos == 0:
                continue
            D = e["card"]
            if D == "JOKER" or suit_of(D) == "T" or card_value(D) or D == wcard:
                continue
            pool = skat if from_skat else [c for kk, c in seen[e["seat"]] if kk < k]
            for C in pool:
                if C != D and suit_of(C) == suit_of(D) and not card_value(C) and strength(C, led) < strength(wcard, led):
                    return i, D, C
    return None


# 11 FAULT: a card played twice
def p11(s, d, f):
    return f[1]["complete"] and find_dup(d[1][1], f[1]["skat"], False) is not None
seed, s, deals, facts = search(3, 2, p11, start=90)
ev = deals[1][1]
i, D, C = find_dup(ev, facts[1]["skat"], False)
ev[i]["card"] = C
write("11-3p-card-played-twice", P3, deals, {"event": "Club night", "table": 11, "seed": seed}, {}, facts, [[1, i, "card_not_in_hand"]], extra={"replaced": D, "by": C})

# 12 FAULT: a card played that lies in the recorded skat
def p12(s, d, f):
    return f[1]["complete"] and find_dup(d[1][1], f[1]["skat"], True) is not None
seed, s, deals, facts = search(3, 2, p12, start=100)
ev = deals[1][1]
i, D, C = find_dup(ev, facts[1]["skat"], True)
ev[i]["card"] = C
write("12-3p-card-from-skat-played", P3, deals, {"event": "Club night", "table": 12, "seed": seed}, {}, facts, [[1, i, "card_not_in_hand"]], extra={"replaced": D, "by": C})


# 13 FAULT: a card played out of turn (third hand before second); the table fined it (large: 20 to each pool)
def p13(s, d, f):
    return all(x["complete"] for x in f)
seed, s, deals, facts = search(3, 2, p13, start=110)
ev = deals[1][1]
tr = tricks(ev)
k = 9
(i0, e0), (i1, e1), (i2, e2) = tr[k]
ev[i1], ev[i2] = ev[i2], ev[i1]
off = ev[i1]["seat"]
# insert the fine right after the trick (and after its own payments)
j = i2 + 1
while j < len(ev) and ev[j]["type"] == "payment":
    j += 1
fine = [{"type": "payment", "from": off, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
        {"type": "payment", "from": off, "to": "king_pool", "amount": 20, "reason": "penalty"}]
ev[j:j] = fine
# correction after the engine run (REPORT.md, (b)): the fine is in the pools before the last trick, so the pool
# amounts taken / doubled there grow by 20 (first written without this)
for e in ev[j + 2 :]:
    if e["type"] == "payment" and (e["from"] == "king_pool" or (e["to"] == "king_pool" and e["reason"] == "king_przydupek")):
        e["amount"] += 20
    if e["type"] == "payment" and (e["from"] == "pagat_pool" or (e["to"] == "pagat_pool" and e["reason"] == "pagat_przydupek")):
        e["amount"] += 20
write("13-3p-out-of-turn-fined", P3, deals, {"event": "Club night", "table": 13, "seed": seed}, {}, facts, [[1, i1, "out_of_turn"]],
      extra={"note": "fine inserted at %d; pools after the deal are +20 each over facts" % j, "offender": off})

# 14 FAULT: Pagat Ultimo paid 40 instead of 45 by one player
seed, s, deals, facts = search(3, 2, lambda s, d, f: has_prem(f[1], "pagat_ultimo"), start=200)
ev = deals[1][1]
i = [j for j, e in enumerate(ev) if e["type"] == "payment" and e["reason"] == "pagat_ultimo" and e["amount"] == 45][0]
ev[i]["amount"] = 40
write("14-3p-pagat-ultimo-underpaid", P3, deals, {"event": "Club night", "table": 14, "seed": seed}, {}, facts, [[1, i, "wrong_payment"]])


# 15 UNPROVABLE: a revoke in a record that stops after trick 12; the held card is never shown
def p15(s, d, f):
    pl = s.plant
    if not pl.get("done") or pl["trick"] > 11:
        return False
    ev = d[1][1]
    for i, e in plays(ev):
        if i > pl["event"] and e["seat"] == pl["seat"] and suit_of(e["card"]) == pl["suit"]:
            return False
    return True
plant = {"kind": "revoke", "deal": 1, "from_trick": 7}
seed, s, deals, facts = search(3, 2, p15, start=300, plant=plant, stop_last=12)
write("15-3p-stopped-record-revoke-unprovable", P3, deals, {"event": "Club night", "table": 15, "seed": seed, "note": "score keeper stopped writing after trick 12"}, {}, facts, [],
      extra={"plant": s.plant})


# 16 UNPROVABLE: a declaration not made, in a record that stops after trick 8; the plays shown do not prove the holding
def p16(s, d, f):
    f1 = f[1]
    for seat, items in f1["declarations"].items():
        if seat != f1["dealer"] and items:
            return True
    return False
seed, s, deals, facts = search(3, 2, p16, start=400, stop_last=8)
ev = deals[1][1]
f1 = facts[1]
seat = [x for x, it in f1["declarations"].items() if x != f1["dealer"] and it][0]
di = [j for j, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == seat][0]
hidden = ev[di]["items"]
ev[di]["items"] = []
# drop the payments to him for it
j = di + 1
removed = []
while j < len(ev) and ev[j]["type"] == "payment" and ev[j]["reason"] == "declaration" and ev[j]["to"] == seat:
    removed.append(ev.pop(j))
shown = [e["card"] for _, e in plays(ev) if e["seat"] == seat]
write("16-3p-stopped-record-missing-declaration-unprovable", P3, deals, {"event": "Club night", "table": 16, "seed": seed, "note": "score keeper stopped writing after trick 8"}, {}, facts, [],
      extra={"seat": seat, "hidden": hidden, "removed_payments": removed, "shown": shown, "hand": sorted(f1["start_hands"][seat])})

# 17 FAULT (added after the first engine run, expectation committed before running it): failure to trump,
# proven by the trumps the player plays later; the table let it pass (option superficial)
plant = {"kind": "notrump", "deal": 1, "from_trick": 5}
seed, s, deals, facts = search(3, 2, lambda s, d, f: f[1]["complete"], start=500, plant=plant)
pl = s.plant
write("17-3p-failure-to-trump-proven-later", P3, deals, {"event": "Club night", "table": 17, "seed": seed}, {"revoke_penalty": "superficial"}, facts,
      [[1, pl["event"], "failure_to_trump"]], extra={"plant": pl})

json.dump(OUT, open(HERE / "facts.txt", "w"), indent=1, default=str)
for k, v in OUT.items():
    print(k, v["expected"], [ (f["dealer"], f.get("premiums"), f.get("card_points"), f.get("demand")) for f in v["facts"]], v["extra"] if k[:2] in ("09","11","12","13","15","16") else "")
