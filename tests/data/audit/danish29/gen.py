"""Generate the danish29 transcripts from the blind model (model.py)."""

import copy
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from model import Fault, Ledger, Table, render, simulate  # noqa: E402

HERE = Path(__file__).parent
NAMES3 = ["Ania", "Bartek", "Celina"]
NAMES4 = ["Ania", "Bartek", "Celina", "Dawid"]

CARRIED = {
    "pools": {"pagat_pool": 95, "king_pool": 130},
    "totals3": [-40, 15, -90],
    "totals4": [-40, 15, -90, -35],
}


def session(name, n, sheet, deals, rules=None, carried=False, end=False, desc=""):
    if carried:
        totals = CARRIED["totals3"] if n == 3 else CARRIED["totals4"]
        table = Table(n, pools=CARRIED["pools"], totals=totals)
    else:
        table = Table(n)
    out_deals = []
    facts = []
    dealer = 0
    for k, spec in enumerate(deals):
        fault = spec.get("fault")
        cls = spec.get("cls")
        dealer = spec.get("dealer", dealer)
        seed = spec.get("seed", 1000 * (k + 1))
        while True:
            t2 = copy.deepcopy(table)
            try:
                dealt, ev, ledger, info = simulate(t2, dealer, seed, fault, cls)
                break
            except Fault:
                seed += 1
        if spec.get("misdeal"):
            # move one card from the first leader's hand to the next: 24/26, found before play
            act = table.active(dealer)
            a, b = act[1], act[2]
            dealt[b].append(dealt[a].pop())
            ev = [e for e in ev if isinstance(e, tuple) and e[4] in ("foundation", "deal_fee")]
            ledger = Ledger()
            for e in ev:
                ledger.pay(*e[1:])
            for pool in ("pagat_pool", "king_pool"):
                e = ("pay", dealer, pool, 5, "penalty")
                ev.append(e)
                ledger.pay(*e[1:])
            info = {"fault_event": None, "annulled": True, "misdeal": True}
        last = end and k == len(deals) - 1
        if last:
            # §15 after the session's last deal: pools shared equally by all players
            table_after = copy.deepcopy(table)
            table_after.apply(ledger)
            for pool in ("pagat_pool", "king_pool"):
                # post-run correction (b): chips come in 5s (§4, §15 "w wielokrotności 5"),
                # so the whole pool is handed out in 5s as equally as it goes, the odd 5s
                # to the seats in order from seat 0 (was: exact shares such as 36.25)
                fives = table_after.pools[pool] // 5
                for p in range(n):
                    share = 5 * (fives // n + (1 if p < fives % n else 0))
                    e = ("pay", pool, p, share, "session_end")
                    ev.append(e)
                    ledger.pay(*e[1:])
        d, net = render(table, dealer, dealt, ev, ledger, sheet)
        out_deals.append(d)
        # event index of the fault in the rendered events
        fe = None
        if info["fault_event"] is not None:
            target = ev[info["fault_event"]]
            fe = next(i for i, x in enumerate(d["events"]) if x is target)
        facts.append(
            {
                "deal": k,
                "dealer": dealer,
                "seed": seed,
                "fault": fault,
                "class": cls,
                "fault_event": fe,
                "annulled": info["annulled"],
                "points": {str(p): v for p, v in info.get("points", {}).items()},
                "tricks": {str(p): v for p, v in info.get("tricks", {}).items()},
                "net": {str(p): v for p, v in net.items()},
                "totals": list(table.totals),
                "pools": dict(table.pools),
            }
        )
        if not spec.get("misdeal"):
            dealer = (dealer + 1) % n
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": NAMES3 if n == 3 else NAMES4,
        "meta": {"audit": "danish29", "description": desc, "kept_as": "score sheet" if sheet else "payments"},
        "deals": out_deals,
    }
    if carried:
        tr["start"] = {"pools": dict(CARRIED["pools"])}
        if sheet:
            tr["start"]["totals"] = list(CARRIED["totals3"] if n == 3 else CARRIED["totals4"])
    (HERE / f"{name}.json").write_text(json.dumps(tr, ensure_ascii=False) + "\n")
    return facts


def main():
    from scen import SCENARIOS

    allfacts = {}
    for sc in SCENARIOS:
        allfacts[sc["name"]] = session(**sc)
    (HERE / "facts.json.txt").write_text(json.dumps(allfacts, indent=1) + "\n")


if __name__ == "__main__":
    main()
