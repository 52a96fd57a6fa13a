"""Generator for audit round penalty-spec3.

Play records come from the project's seedable simulators (replays/sim); every
penalty/payment handling of the faulty deal is then rewritten here by hand,
right or wrong, as a table would have written it.  Run from the worktree root:
PYTHONPATH=$PWD python tests/data/audit/penalty-spec3/_gen.py
"""

import copy
import json
import random
from pathlib import Path

from replays.sim import danish_tarok as D
from replays.sim import galician_tarok as G
from replays.sim import ulti as U

OUT = Path(__file__).parent


def save(name, doc, note):
    doc = copy.deepcopy(doc)
    doc["meta"] = {"audit": "penalty-spec3", "note": note}
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def retotal(doc, orig):
    """Rewrite the Ulti sheet's running totals as the table's own arithmetic: a deal that records
    payments adds them up; a deal that writes totals only keeps the sheet's own step."""
    n = len(doc["players"])
    run = [0] * n
    prev_orig = [0] * n
    for dl, odl in zip(doc["deals"], orig["deals"]):
        pays = [e for e in dl["events"] if e["type"] == "payment"]
        otot = {e["party"]: e["points"] for e in odl["events"] if e["type"] == "total"}
        if pays:
            for e in pays:
                run[e["from"]] -= e["amount"]
                run[e["to"]] += e["amount"]
        else:
            run = [run[s] + otot[s] - prev_orig[s] for s in range(n)]
        prev_orig = [otot[s] for s in range(n)]
        for e in dl["events"]:
            if e["type"] == "total":
                e["points"] = run[e["party"]]


def idx(events, pred):
    return [i for i, e in enumerate(events) if pred(e)]


# ---------------------------------------------------------------- Danish Tarok
before, _ = D.inject(D.simulate(5, players=3, deals=3), "declaration_before_dealer", random.Random(5))
# dk01: seat 2 declares before dealer 1 (deal 2, event 3); the table fines it large: 20 to each pool,
# and writes the penalty.
d1 = copy.deepcopy(before)
ev = d1["deals"][2]["events"]
assert ev[10]["reason"] == "penalty" and ev[11]["reason"] == "penalty" and ev[10]["from"] == 2
ev.insert(12, {"type": "penalty", "party": 2, "code": "declaration_before_dealer", "amount": 20})
save("dk01_before_dealer_right.json", d1, "deal 2: seat 2 declares before the dealer; large, 20 to each pool (right)")

# dk02: same, but the table made the dealer (seat 1) pay the fine
d2 = copy.deepcopy(before)
ev = d2["deals"][2]["events"]
ev[10]["from"] = 1
ev[11]["from"] = 1
save("dk02_before_dealer_wrong_payer.json", d2, "deal 2: seat 2 declares before the dealer; the table fines the dealer (wrong payer)")

missing, _ = D.inject(D.simulate(2, players=3, deals=3), "missing_declaration", random.Random(2))
# dk03: dealer 0 keeps quiet about 3 matadors; deal void, 40 to each pool (right)
save("dk03_missing_decl_void_right.json", missing, "deal 0: dealer does not declare 3 matadors; irreparable, 40 to each pool, deal void (right)")

# dk04: same fault on the clean play record, the table scored the deal as played with no fine
clean2 = D.simulate(2, players=3, deals=3)
d4 = copy.deepcopy(clean2)
ev = d4["deals"][0]["events"]
assert ev[9]["type"] == "declare" and ev[9]["items"] == [{"kind": "matadors", "count": 3}]
ev[9]["items"] = []
del ev[10:12]  # the two declaration payments
save("dk04_missing_decl_played.json", d4, "deal 0: dealer does not declare 3 matadors; the table scores the deal as played, no fine (penalty missing)")

# dk05: a clean session; the table fines seat 0 in deal 0 for a fault that did not happen, and the fine
# then sits in the King pool that seat 2 takes with a king ultimo in deal 1 (100 instead of 80).
d5 = D.simulate(15, players=3, deals=3)
ev = d5["deals"][0]["events"]
ev[14:14] = [
    {"type": "penalty", "party": 0, "code": "out_of_turn", "amount": 20},
    {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
    {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "penalty"},
]
ev1 = d5["deals"][1]["events"]
(k,) = idx(ev1, lambda e: e["type"] == "payment" and e["from"] == "king_pool")
assert ev1[k]["amount"] == 80
ev1[k]["amount"] = 100
save("dk05_penalty_not_due_pool.json", d5, "deal 0: a large fine for a card out of turn that was not played out of turn; the fine is in the King pool taken in deal 1")

jd, _ = D.inject(D.simulate(1, players=3, deals=3), "false_joker_demand", random.Random(1))
# dk06: seat 2 demands the Joker (deal 0, event 81) when it is gone: large; the table fined small (5 each pool)
d6 = copy.deepcopy(jd)
ev = d6["deals"][0]["events"]
pen = idx(ev, lambda e: e["type"] == "payment" and e.get("reason") == "penalty")
assert len(pen) == 2
for i in pen:
    assert ev[i]["amount"] == 20 and ev[i]["from"] == 2
    ev[i]["amount"] = 5
# the table's King pool is 15 short, so its king przydupek in deal 1 doubles 75, not 90
ev1 = d6["deals"][1]["events"]
(k,) = idx(ev1, lambda e: e["type"] == "payment" and e.get("reason") == "king_przydupek" and e["to"] == "king_pool")
assert ev1[k]["amount"] == 90
ev1[k]["amount"] = 75
save("dk06_false_joker_demand_small.json", d6, "deal 0: false Joker demand; the table fines 5 to each pool instead of 20 (wrong amount)")

# ---------------------------------------------------------------- Galician Tarok
g = G.simulate(7, fault="revoke", preset="standard")
assert g["meta"]["planted"] == {"deal": 1, "event": 16, "code": "revoke"}
g.pop("meta")
# gt01: helper seat 1 throws JC on the tarock lead (holding tarocks); the table writes the helpers' lost game
# as the sim did, and a penalty on seat 1
g1 = copy.deepcopy(g)
ev = g1["deals"][1]["events"]
ev.append({"type": "penalty", "party": 1, "code": "renonce"})
save("gt01_helper_renonce_right.json", g1, "deal 1: helper seat 1 renonce; helpers lose the game; penalty written on seat 1")

# gt02: the same, the offender pays both helpers' shares
g2 = copy.deepcopy(g)
ev = g2["deals"][1]["events"]
assert ev[51]["from"] == 1 and ev[52]["from"] == 2 and ev[51]["amount"] == 60
ev[52]["from"] = 1
save("gt02_helper_renonce_offender_pays.json", g2, "deal 1: helper seat 1 renonce; the table makes seat 1 pay both shares")

# gt03: the same as gt01 but the penalty written on the innocent helper seat 2
g3 = copy.deepcopy(g)
ev = g3["deals"][1]["events"]
ev.append({"type": "penalty", "party": 2, "code": "renonce"})
save("gt03_renonce_penalty_wrong_seat.json", g3, "deal 1: helper seat 1 renonce; the table writes the penalty on seat 2")

# ---------------------------------------------------------------- Ulti
u = U.simulate(59, deals=2, preset="standard")
u.pop("meta", None)
# ul01: red-less ulti + 20-100, contra on ulti by seat 1; ulti fails: 8 each (contra) + penalty 4 each (no contra)
save("ul01_failed_ulti_right.json", u, "deal 0: failed ulti with contra; penalty 4 each, contra not applied (right)")
u2 = copy.deepcopy(u)
ev = u2["deals"][0]["events"]
pen = idx(ev, lambda e: e["type"] == "payment" and e.get("reason") == "ulti-penalty")
assert len(pen) == 2
for i in pen:
    assert ev[i]["amount"] == 4
    ev[i]["amount"] = 8
retotal(u2, u)
save("ul02_failed_ulti_penalty_doubled.json", u2, "deal 0: failed ulti with contra; the table doubles the ulti penalty with the contra (wrong amount)")

u3 = U.simulate(179, deals=2, preset="standard")
u3.pop("meta", None)
u3_orig = copy.deepcopy(u3)
ev = u3["deals"][0]["events"]
su = idx(ev, lambda e: e["type"] == "payment" and e.get("reason") == "silent-ulti")
assert [(ev[i]["from"], ev[i]["to"], ev[i]["amount"]) for i in su] == [(0, 1, 8), (0, 2, 8)]
# the table settles the defender's failed silent ulti with the declarer only
del ev[su[0]]
retotal(u3, u3_orig)
save("ul03_silent_ulti_fail_wrong_payees.json", u3, "deal 0: defender seat 0 loses the last trick with the trump seven; the table pays only the declarer (wrong payees)")
