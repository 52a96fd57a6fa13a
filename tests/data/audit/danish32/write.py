# ruff: noqa: B007, B023, F841
"""danish32: write the 16 transcripts (4 clean sessions, 12 single faults) and figures."""

import copy
import json

from build import SESSIONS, session
from model import card_point_pay

SEEDS = {"S1": 39, "S2": 23, "S3": 156, "S4": 149}
OUT = {}
FIGS = {}


def build(name):
    kinds, mode, sp, _ = SESSIONS[name]
    tr, figs, net = session(name, kinds, mode, sp, SEEDS[name])
    FIGS[name] = {"figs": figs, "net": net}
    return tr


def find(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


def put(fname, tr, desc, expected):
    tr = copy.deepcopy(tr)
    tr["meta"]["description"] = desc
    tr["meta"]["expected"] = expected
    OUT[fname] = tr


base = {n: build(n) for n in SEEDS}
put(
    "01-S1-4p-pay-ultimos-joker-lead-przydupek-clean.json",
    base["S1"],
    "clean: 4 players, fresh, 7 deals by payments; pagat ultimo, king ultimo, king przydupek, Joker led and named; sitter pays foundations and refills only; pools shared among four",
    [],
)
put(
    "02-S2-4p-pay-redeal-nolo-demand-tout-clean.json",
    base["S2"],
    "clean: 4 players, fresh, 7 records by payments; redeal for no trumps (same dealer, fee once), nolo, Joker demanded in the third-last trick, tout (sitter refills), Joker kept to the last trick",
    [],
)
put(
    "03-S3-4p-sheet-nolo-tout-ultimos-clean.json",
    base["S3"],
    "clean: 4 players, fresh, 6 deals on a card-point score sheet with running totals (sitter line 0 or left out); pagat ultimo, nolo, tout, king ultimo; pools shared among four",
    [],
)
put(
    "04-S4-4p-pay-carried-przydupek-redeal-clean.json",
    base["S4"],
    "clean: 4 players, pools carried in, 6 records by payments; pagat przydupek, redeal for no trumps, Joker kept to the last trick, king ultimo; pools shared among four",
    [],
)

# 05: the sitter pays a declaration
s1 = base["S1"]
for k, d in enumerate(s1["deals"]):
    idx = find(d, lambda e: e.get("reason") == "declaration")
    if idx:
        break
t = copy.deepcopy(s1)
d = t["deals"][k]
e0 = d["events"][idx[0]]
sitter = (d["dealer"] + 2) % 4
d["events"].insert(
    idx[1] + 1,
    {"type": "payment", "from": sitter, "to": e0["to"], "amount": e0["amount"], "reason": "declaration"},
)
put(
    "05-S1-fault-sitter-pays-declaration.json",
    t,
    f"fault: deal {k}, event {idx[1] + 1}: the sitter (seat {sitter}) pays the declarer {e0['amount']} for a declaration",
    [[k, idx[1] + 1, "wrong_payment"]],
)

# 06: pagat ultimo refill paid without the sitter
t = copy.deepcopy(s1)
for k, d in enumerate(t["deals"]):
    idx = find(d, lambda e: e.get("reason") == "refill" and e["to"] == "pagat_pool")
    if idx and find(d, lambda e: e.get("reason") == "pagat_ultimo"):
        break
sitter = (d["dealer"] + 2) % 4
j = [i for i in idx if d["events"][i]["from"] == sitter][0]
del d["events"][j]
# the pool is 20 short from then on; the session-end shares follow the pool as it stands
last = t["deals"][-1]
ends = find(last, lambda e: e.get("reason") == "session_end" and e["from"] == "pagat_pool")
for i in ends:
    last["events"][i]["amount"] -= 5
put(
    "06-S1-fault-pagat-ultimo-refill-without-sitter.json",
    t,
    f"fault: deal {k}: after the pagat ultimo only the three players refill the Pagat pool; the sitter (seat {sitter}) does not pay his 20 (event {j} removed); session-end shares follow the short pool",
    [[k, None, "wrong_payment"]],
)

# 07: card points settled with the sitter instead of the next dealer
t = copy.deepcopy(s1)
for k, d in enumerate(t["deals"][:-1]):
    idx = find(d, lambda e: e.get("reason") == "card_points")
    if len(idx) == 2:
        break
dl = d["dealer"]
nd, sit = (dl + 1) % 4, (dl + 2) % 4
for i in idx:
    e = d["events"][i]
    if e["from"] == nd:
        e["from"] = sit
    if e["to"] == nd:
        e["to"] = sit
put(
    "07-S1-fault-card-points-settled-with-sitter.json",
    t,
    f"fault: deal {k}: the card points are settled with the sitter (seat {sit}) as if he dealt next; the next dealer is seat {nd} (events {idx})",
    [[k, idx[0], "wrong_payment"]],
)

# 08: session end shared among three
t = copy.deepcopy(s1)
last = t["deals"][-1]
sit = (last["dealer"] + 2) % 4
ends = find(last, lambda e: e.get("reason") == "session_end")
tot = {}
for i in ends:
    e = last["events"][i]
    tot[e["from"]] = tot.get(e["from"], 0) + e["amount"]
keep = [e for i, e in enumerate(last["events"]) if i not in ends]
for p in ("pagat_pool", "king_pool"):
    a = tot[p] / 3
    a = int(a) if a == int(a) else round(a, 6)
    for s in range(4):
        if s != sit:
            keep.append({"type": "payment", "from": p, "to": s, "amount": a, "reason": "session_end"})
last["events"] = keep
put(
    "08-S1-fault-session-end-shared-among-three.json",
    t,
    f"fault: last deal: the pools are shared among the three players of that deal; the sitter (seat {sit}) gets nothing (pools {tot})",
    [[len(t["deals"]) - 1, ends[0], "wrong_payment"]],
)

# 09: the sitter pays the tout
s2 = base["S2"]
t = copy.deepcopy(s2)
for k, d in enumerate(t["deals"]):
    idx = find(d, lambda e: e.get("reason") == "tout")
    if idx:
        break
sit = (d["dealer"] + 2) % 4
e0 = d["events"][idx[0]]
d["events"].insert(
    idx[1] + 1, {"type": "payment", "from": sit, "to": e0["to"], "amount": 85, "reason": "tout"}
)
put(
    "09-S2-fault-sitter-pays-tout.json",
    t,
    f"fault: deal {k}, event {idx[1] + 1}: the sitter (seat {sit}) also pays the tout 85",
    [[k, idx[1] + 1, "wrong_payment"]],
)

# 10: nolo deal with card points paid
t = copy.deepcopy(s2)
fig = [f for f in FIGS["S2"]["figs"] if f["kind"] == "nolo"][0]
k = fig["deal"]
d = t["deals"][k]
nd = fig["next_dealer"]
adds = []
for s, p in fig["card_points"].items():
    s = int(s)
    if s == nd:
        continue
    a = card_point_pay(p)
    if a < 0:
        adds.append({"type": "payment", "from": s, "to": nd, "amount": -a, "reason": "card_points"})
    elif a > 0:
        adds.append({"type": "payment", "from": nd, "to": s, "amount": a, "reason": "card_points"})
at = len(d["events"])
d["events"] += adds
put(
    "10-S2-fault-nolo-card-points-paid.json",
    t,
    f"fault: deal {k} (nolo): the card points are settled all the same (events {at}..{at + len(adds) - 1}) {adds}",
    [[k, at, "wrong_payment"]],
)

# 11: deal fee paid again after the redeal
t = copy.deepcopy(s2)
d = t["deals"][1]
d["events"][0:0] = [
    {"type": "payment", "from": d["dealer"], "to": "pagat_pool", "amount": 5, "reason": "deal_fee"},
    {"type": "payment", "from": d["dealer"], "to": "king_pool", "amount": 5, "reason": "deal_fee"},
]
last = t["deals"][-1]
seen = set()
for i in find(last, lambda e: e.get("reason") == "session_end"):
    # post-run correction: shares in 5s (the 105-chip pools as 30/25/25/25), not 26.25 each
    last["events"][i]["amount"] = 25 if last["events"][i]["from"] in seen else 30
    seen.add(last["events"][i]["from"])
put(
    "11-S2-fault-redeal-deal-fee-paid-again.json",
    t,
    "fault: deal 1 (the same dealer deals again after the no-trumps redeal) records the deal fee again (events 0, 1); session-end shares follow the pools [post-run correction: the shares of the 105-chip pools are paid in 5s, 30/25/25/25, not 26.25 each (§15 'Opłaty dokonuje się w wielokrotności 5')]",
    [[1, 0, "wrong_payment"]],
)

# 12: false joker demand in the last deal (Joker already played), large penalty paid
t = copy.deepcopy(s2)
k = len(t["deals"]) - 1
d = t["deals"][k]
plays = find(d, lambda e: e["type"] == "play")
jk = [i for i in plays if d["events"][i]["card"] == "JOKER"][0]
OUT_NOTE = None
# choose the previous deal if the Joker is not played before the third-last trick in the last deal
put_k = None
for kk in range(len(t["deals"]) - 1, -1, -1):
    dd = t["deals"][kk]
    pl = find(dd, lambda e: e["type"] == "play")
    if len(pl) < 75:
        continue
    jj = [i for i in pl if dd["events"][i]["card"] == "JOKER"]
    if jj and pl.index(jj[0]) < 66:
        put_k = kk
        break
dd = t["deals"][put_k]
pl = find(dd, lambda e: e["type"] == "play")
at = pl[66]
caller = dd["events"][at]["seat"]
dd["events"][at:at] = [
    {"type": "call", "seat": caller, "call": "joker"},
    {"type": "payment", "from": caller, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
    {"type": "payment", "from": caller, "to": "king_pool", "amount": 20, "reason": "penalty"},
]
last = t["deals"][-1]
for i in find(last, lambda e: e.get("reason") == "session_end"):
    last["events"][i]["amount"] += 5
put(
    "12-S2-fault-false-joker-demand.json",
    t,
    f"fault: deal {put_k}, event {at}: seat {caller} demands the Joker in the third-last trick though it was played earlier; the table takes the large penalty (20 to each pool, events {at + 1}, {at + 2}); session-end shares follow",
    [[put_k, at, "false_joker_demand"]],
)

# 13: sheet: the sitter's score line written with card points
s3 = base["S3"]
t = copy.deepcopy(s3)
for k, d in enumerate(t["deals"]):
    sit = (d["dealer"] + 2) % 4
    idx = find(d, lambda e: e["type"] == "score" and e["party"] == sit)
    if idx and k >= 1:
        break
d["events"][idx[0]]["points"] = 26
put(
    "13-S3-sheet-fault-sitter-score-line-26.json",
    t,
    f"fault: deal {k}, event {idx[0]}: the sitter (seat {sit}) is written 26 card points (he held no cards)",
    [[k, idx[0], "wrong_score"]],
)

# 14: sheet: tout refills, the sitter's total not charged
t = copy.deepcopy(s3)
fig = [f for f in FIGS["S3"]["figs"] if f["kind"] == "tout"][0]
k = fig["deal"]
d = t["deals"][k]
sit = fig["sitter"]
idx = find(d, lambda e: e["type"] == "total" and e["party"] == sit)
d["events"][idx[0]]["points"] += 40
put(
    "14-S3-sheet-fault-tout-refill-sitter-not-charged.json",
    t,
    f"fault: deal {k} (tout): the sitter's (seat {sit}) running total is written without his two refills of 20 (event {idx[0]})",
    [[k, idx[0], "wrong_total"]],
)

# 15: the sitter asks for the no-trumps redeal
s4 = base["S4"]
t = copy.deepcopy(s4)
for k, d in enumerate(t["deals"]):
    idx = find(d, lambda e: e["type"] == "redeal")
    if idx:
        break
sit = (d["dealer"] + 2) % 4
d["events"][idx[0]]["seat"] = sit
put(
    "15-S4-fault-sitter-asks-redeal.json",
    t,
    f"fault: deal {k}, event {idx[0]}: the sitter (seat {sit}), who holds no cards, asks for the no-trumps redeal",
    [[k, idx[0], "redeal_by_sitter"]],
)

# 16: joker in the last trick counted to its own player for card points
t = copy.deepcopy(s4)
fig = [f for f in FIGS["S4"]["figs"] if f["kind"] == "joker_last"][0]
k = fig["deal"]
d = t["deals"][k]
pl = find(d, lambda e: e["type"] == "play")
lt = [d["events"][i] for i in pl[-3:]]
jseat = [e["seat"] for e in lt if e["card"] == "JOKER"][0]
from model import winner_of  # noqa: E402

w, _ = winner_of([(e["seat"], e["card"], e.get("named")) for e in lt])
pts = {int(s): v for s, v in fig["card_points"].items()}
pts[w] -= 4
pts[jseat] += 4
nd = fig["next_dealer"]
cp = find(d, lambda e: e.get("reason") == "card_points")
new = []
for s in sorted(pts, key=lambda s: (s - nd - 1) % 4):
    if s == nd:
        continue
    a = card_point_pay(pts[s])
    if a < 0:
        new.append({"type": "payment", "from": s, "to": nd, "amount": -a, "reason": "card_points"})
    elif a > 0:
        new.append({"type": "payment", "from": nd, "to": s, "amount": a, "reason": "card_points"})
first = cp[0] if cp else len(d["events"])
d["events"] = [e for i, e in enumerate(d["events"]) if i not in cp]
d["events"][first:first] = new
put(
    "16-S4-fault-last-trick-joker-kept-by-its-player.json",
    t,
    f"fault: deal {k}: the Joker played to the last trick by seat {jseat} is counted in his own pile, not the winner's (seat {w}); card points settled on that count {new} (correct {fig['final_payments']})",
    [[k, first, "wrong_payment"]],
)

for fname, tr in OUT.items():
    with open(fname, "w") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
with open("facts.fig.json.txt", "w") as f:
    json.dump({**FIGS, "faults": {n: OUT[n]["meta"] for n in OUT}}, f, indent=1, default=str)
print("\n".join(f"{n}: {OUT[n]['meta']['description']}" for n in OUT))
