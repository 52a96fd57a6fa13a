"""Probes for REPORT.md (phase 2). Writes edited copies to /tmp/fm1_probes and validates them.

    PYTHONPATH=<worktree> python _probes.py
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/fm1_probes"
os.makedirs(OUT, exist_ok=True)


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


def validate(tr, name):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", path],
                       capture_output=True, text=True)
    v = json.loads(r.stdout)
    print("==", name, v["status"], v["summary"].get("by_code"))
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", a["deal"], a["event"], a["code"], a["message"][:160])
        diff = (d.get("settlement") or {}).get("difference")
        if diff:
            print("    deal", d["index"], "difference", diff)
    s = (v.get("session") or {}).get("net") or {}
    print("    session difference", s.get("difference"))
    return v


def repool(tr, start_deal=0):
    """Recompute every pool-content payment (ultimo take, przydupek, session-end share) from the
    pools as the record's own payments leave them, as a table would."""
    pools = {"pagat_pool": 0, "king_pool": 0}
    for d in tr["deals"]:
        evs = d["events"]
        shares = [e for e in evs if e["type"] == "payment" and e.get("reason") == "session_end"]
        for e in evs:
            if e["type"] != "payment" or e.get("reason") == "session_end":
                continue
            r = e.get("reason")
            if r in ("king_ultimo", "pagat_ultimo") and e["from"] in pools:
                e["amount"] = pools[e["from"]]
            if r in ("king_przydupek", "pagat_przydupek") and e["to"] in pools:
                e["amount"] = pools[e["to"]]
            if e["from"] in pools:
                pools[e["from"]] -= e["amount"]
            if e["to"] in pools:
                pools[e["to"]] += e["amount"]
        for e in shares:
            e["amount"] = pools[e["from"]] / 3
    return tr


# P1: 04 as a table that noticed the improper skat at once: the deal stops after the declarations,
# the dealer pays 40 into each pool, declaration money handed back (nothing paid), next dealer deals.
tr = load("04-danish-illegal-skat.json")
d0 = tr["deals"][0]
first_play = next(i for i, e in enumerate(d0["events"]) if e["type"] == "play")
keep = [e for e in d0["events"][:first_play] if not (e["type"] == "payment" and e.get("reason") == "declaration")]
keep += [{"type": "payment", "from": 0, "to": "pagat_pool", "amount": 40, "reason": "penalty"},
         {"type": "payment", "from": 0, "to": "king_pool", "amount": 40, "reason": "penalty"}]
d0["events"] = keep
validate(repool(tr), "p1-04-noticed-void.json")

# P2: 04 played out as recorded but with the 40+40 fine paid and the later pool-content payments
# following the pools as the record leaves them.
tr = load("04-danish-illegal-skat.json")
d0 = tr["deals"][0]
d0["events"] += [{"type": "payment", "from": 0, "to": "pagat_pool", "amount": 40, "reason": "penalty"},
                 {"type": "payment", "from": 0, "to": "king_pool", "amount": 40, "reason": "penalty"}]
validate(repool(tr), "p2-04-fined-played-out.json")

# P3: knock-on control. 06 with its planted reversal undone, and the dealer's fee into the King
# pool in deal 0 left out; the later pool-content payments (two king przydupeks, the shares)
# follow the record's pools.
tr = load("06-danish-wrong-payment.json")
e = tr["deals"][0]["events"][97]
e["from"], e["to"] = e["to"], e["from"]
d0 = tr["deals"][0]["events"]
i = next(i for i, e in enumerate(d0) if e["type"] == "payment" and e.get("reason") == "deal_fee" and e["to"] == "king_pool")
del d0[i]
validate(repool(tr), "p3-06-missing-pool-payment-knockon.json")

# P4: 04 exactly as committed, to show the deal-1 difference that carries no annotation.
validate(load("04-danish-illegal-skat.json"), "p4-04-as-committed.json")
