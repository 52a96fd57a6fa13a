"""Extra probes for dispute-messages-6; they write only under /tmp/dm6p."""

import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _gen as g  # noqa: E402

OUT = Path("/tmp/dm6p")
OUT.mkdir(exist_ok=True)


def w(name, doc):
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1))


def void_with_declaration():
    """A void deal (king laid away) in which a declaration was paid before the deal was voided:
    p1 keeps the declaration money, p2 hands it back."""
    for seed in range(2000):
        r = random.Random(seed)
        st = g.DTState()
        hands = g.dt_hands(r, 0)
        ev = []
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                st.pay(ev, s, pool, 20, "foundation")
        st.pay(ev, 0, "pagat_pool", 5, "deal_fee")
        st.pay(ev, 0, "king_pool", 5, "deal_fee")
        hand = list(hands[0])
        ks = [c for c in hand if c[0] == "K"]
        if not ks:
            continue
        skat = [ks[0]] + g.dt_skat(hand, None)[:2]
        for c in skat:
            hand.remove(c)
        ev.append({"type": "discard", "seat": 0, "cards": sorted(skat)})
        held = [hand, hands[1], hands[2]]
        decl_paid = []
        ok = True
        for k in range(3):
            items, amounts = g.dt_declarations(held[k])
            if any(i["kind"] != "trumps" for i in items):
                ok = False
            ev.append({"type": "declare", "seat": k, "items": items})
            for a in amounts:
                for o in range(3):
                    if o != k:
                        st.pay(ev, o, k, a, "declaration")
                        decl_paid.append((o, k, a))
        if not ok or not decl_paid:
            continue
        st.pay(ev, 0, "pagat_pool", 40, "penalty")
        st.pay(ev, 0, "king_pool", 40, "penalty")
        base = {"dealer": 0, "hands": hands, "events": ev}
        d1 = None
        for s2 in range(200):
            st2 = copy.deepcopy(st)
            d1 = g.dt_play_deal(
                random.Random(seed * 1000 + s2), st2, 1, g.dt_hands(random.Random(s2), 1), new_dealer=2
            )
            if d1:
                break
        kept = g.dt_doc([copy.deepcopy(base), copy.deepcopy(d1)])
        w("p1-void-decl-kept.json", kept)
        back = copy.deepcopy(base)
        for o, k, a in decl_paid:
            back["events"].append(
                {"type": "payment", "from": k, "to": o, "amount": a, "reason": "declaration"}
            )
        w("p2-void-decl-handed-back.json", g.dt_doc([back, copy.deepcopy(d1)]))
        # p3: only deal 0, nothing after the fine, no declarations paid at all (the table forgot)
        nod = copy.deepcopy(base)
        nod["events"] = [e for e in nod["events"] if e.get("reason") != "declaration"]
        w("p3-void-decl-never-paid.json", g.dt_doc([nod]))
        return seed
    raise RuntimeError


def amount_probes():
    """The fine written too high: Galician penalty amount 999 (file 10); Danish 80 to each pool
    with a penalty event of 80 (file 13)."""
    here = Path(__file__).resolve().parent
    d = json.loads((here / "10-gal-renonce-penalty-right.json").read_text())
    for e in d["deals"][1]["events"]:
        if e["type"] == "penalty":
            e["amount"] = 999
    w("p4-gal-penalty-amount-999.json", d)
    d = json.loads((here / "13-dan-void-skat-fined-right.json").read_text())
    for e in d["deals"][0]["events"]:
        if e["type"] == "penalty" or e.get("reason") == "penalty":
            e["amount"] = 80
    w("p5-dan-fine-80.json", d)
    d = json.loads((here / "13-dan-void-skat-fined-right.json").read_text())
    d["deals"][0]["events"] = [e for e in d["deals"][0]["events"] if e.get("reason") != "penalty"]
    w("p6-dan-fine-event-only.json", d)


def penalty_amount_probes():
    """The penalty event's amount alone wrong (7), the fine paid right (file 13); and the
    same with no fine payments written in the deal at all (p8)."""
    here = Path(__file__).resolve().parent
    d = json.loads((here / "13-dan-void-skat-fined-right.json").read_text())
    for e in d["deals"][0]["events"]:
        if e["type"] == "penalty":
            e["amount"] = 7
    w("p7-dan-penalty-event-7.json", d)
    d = json.loads((here / "13-dan-void-skat-fined-right.json").read_text())
    d["deals"][0]["events"] = [e for e in d["deals"][0]["events"] if e["type"] != "payment"]
    d["deals"][1]["events"] = [e for e in d["deals"][1]["events"] if e["type"] != "payment"]
    for e in d["deals"][0]["events"]:
        if e["type"] == "penalty":
            e["amount"] = 80
    w("p8-dan-no-payments-penalty-80.json", d)


def late_claim_probes():
    """File 09's renonce deal (a) as the session's only deal, settled as won; (b) settled by the
    rules (60 to each helper, totals redone) with the next deal after it."""
    here = Path(__file__).resolve().parent
    d = json.loads((here / "09-gal-renonce-settled-as-won.json").read_text())
    one = copy.deepcopy(d)
    one["deals"] = one["deals"][:1]
    w("p9-gal-renonce-last-deal-as-won.json", one)
    two = copy.deepcopy(d)
    ev = [e for e in two["deals"][0]["events"] if e["type"] not in ("payment", "total")]
    run = [0, 0, 0]
    for h in (0, 2):
        ev.append({"type": "payment", "from": 1, "to": h, "amount": 60, "reason": "game"})
        run[h] += 60
        run[1] -= 60
    ev += [{"type": "total", "party": s, "points": run[s]} for s in range(3)]
    two["deals"][0]["events"] = ev
    ev1 = [e for e in two["deals"][1]["events"] if e["type"] != "total"]
    for e in ev1:
        if e["type"] == "payment":
            run[e["from"]] -= e["amount"]
            run[e["to"]] += e["amount"]
    ev1 += [{"type": "total", "party": s, "points": run[s]} for s in range(3)]
    two["deals"][1]["events"] = ev1
    w("p10-gal-renonce-settled-by-rules.json", two)


if __name__ == "__main__":
    print(void_with_declaration())
    amount_probes()
    penalty_amount_probes()
    late_claim_probes()
