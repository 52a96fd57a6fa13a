# ruff: noqa: UP031, B007
"""danish28: generate the round's transcripts and a facts file (my model's figures).

Run from this directory: python3 gen.py
"""

import copy
import json
import sys

sys.path.insert(0, ".")

from session import run_session  # noqa: E402

P3 = ["Ania", "Bolek", "Cela"]
P4 = ["Ania", "Bolek", "Cela", "Darek"]
ALL3 = [0, 1, 2]
ALL4 = [0, 1, 2, 3]


def sheet(present, **kw):
    d = {"present": present, "mode": "sheet", "totals": True}
    d.update(kw)
    return d


def pay(present, **kw):
    d = {"present": present, "mode": "pay"}
    d.update(kw)
    return d


def end_even(facts, n):
    last = facts[-1]
    if not last["end_pays"]:
        return True
    return all(float(x[2]).is_integer() and x[2] % 5 == 0 for x in last["end_pays"])


def has(facts, k, key):
    return bool(facts[k]["info"].get(key))


def join_ok(facts):
    for f in facts:
        if f["join"]:
            _, a, b = f["join"]
            return a % 5 == 0 and b % 5 == 0 and a > 0 and b > 0
    return True


SCEN = []


def scen(name, desc, players, spec, cond=lambda f: True, fault=None):
    SCEN.append((name, desc, players, spec, cond, fault))


# ---------------------------------------------------------------- clean sessions
scen(
    "01-3p-sheet-card-points-five-deals-end",
    "3 players, fresh; every deal on the sheet in card points (score per seat) with running chip totals "
    "and pool figures; pools shared among three at the end",
    P3,
    {"n_seats": 3, "end": True, "deals": [dict(sheet(ALL3), dealer=0)] + [sheet(ALL3) for _ in range(4)]},
    lambda f: end_even(f, 3) and any(has(f, k, "refill") for k in range(5)),
)
scen(
    "02-3p-mixed-payments-and-card-point-sheet-end",
    "3 players, fresh; deals 0 and 2 recorded by payments, deals 1, 3, 4 on the card-point sheet "
    "with running totals (which carry the payments deals too); pools shared at the end on the sheet",
    P3,
    {
        "n_seats": 3,
        "end": True,
        "deals": [dict(pay(ALL3), dealer=1), sheet(ALL3), pay(ALL3), sheet(ALL3), sheet(ALL3)],
    },
    lambda f: end_even(f, 3),
)
scen(
    "03-4p-sheet-sitter-zero-or-omitted-end",
    "4 players, fresh; card-point sheet; the sitter's score line written 0 in deals 0, 2, 4 and left out "
    "in deals 1, 3 (his total always written); pools shared among four",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL4, sitter_line="zero"), dealer=0),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
        ],
    },
    lambda f: end_even(f, 4),
)
scen(
    "04-4p-sheet-regular-sitter-no-line-in-deal0-end",
    "4 players from the start (Darek, seat 3, is the regular fourth and sits opposite the dealer in "
    "deal 0): he has no line at all in deal 0 (no score, no total), though he paid his foundation; "
    "card-point sheet after that, sitter 0 or omitted; pools shared among four",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL4, sitter_line="none"), dealer=1),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
        ],
    },
    lambda f: end_even(f, 4),
)
scen(
    "05-sheet-fourth-joins-before-deal2-end",
    "card-point sheet; 3 players in deals 0-1 (Darek not yet at the table: no lines); Darek joins before "
    "deal 2 paying a third of each pool (§17), seen only in the totals; sitter omitted or 0; pools "
    "shared among four",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL3), dealer=0),
            sheet(ALL3),
            sheet(ALL4, join=3, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
        ],
    },
    lambda f: join_ok(f) and end_even(f, 4),
)
scen(
    "06-4p-sheet-scores-only-no-totals",
    "4 players, fresh; the sheet writes card points only (no totals); sitter 0 in deals 0 and 3, left out "
    "in deals 1 and 2",
    P4,
    {
        "n_seats": 4,
        "end": False,
        "deals": [
            dict(sheet(ALL4, sitter_line="zero", totals=False), dealer=2),
            sheet(ALL4, sitter_line="omit", totals=False),
            sheet(ALL4, sitter_line="omit", totals=False),
            sheet(ALL4, sitter_line="zero", totals=False),
        ],
    },
)
scen(
    "07-3p-carried-in-mixed-ultimo-on-sheet-end",
    "3 players, pools and totals carried in; sheet, payments, sheet, sheet, payments (session_end "
    "payments); a king ultimo or przydupek on a sheet deal",
    P3,
    {
        "n_seats": 3,
        "end": True,
        "start": {"pools": {"pagat_pool": 90, "king_pool": 135}, "totals": [-40, 25, 15]},
        "deals": [dict(sheet(ALL3), dealer=2), pay(ALL3), sheet(ALL3), sheet(ALL3), pay(ALL3)],
    },
    lambda f: (
        end_even(f, 3)
        and any(
            f[k]["mode"] == "sheet" and (has(f, k, "king_ultimo") or has(f, k, "king_przydupek"))
            for k in (0, 2, 3)
        )
    ),
)
scen(
    "08-4p-mixed-refill-on-sheet-sitter-zero-end",
    "4 players, fresh; payments, sheet, sheet, payments, sheet; on a sheet deal an ultimo empties a pool "
    "and the sitter (score written 0) pays his 20 of the refill, seen in his total; pools shared among four",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(pay(ALL4), dealer=0),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="zero"),
            pay(ALL4),
            sheet(ALL4, sitter_line="omit"),
        ],
    },
    lambda f: end_even(f, 4) and (has(f, 1, "refill") or has(f, 2, "refill")),
)
scen(
    "09-join-on-payments-deal-then-sheet-end",
    "3 players by payments in deals 0-1; Darek joins before deal 2 (a third of each pool, paid and "
    "recorded in that payments deal); deals 3-5 on the card-point sheet with totals, sitter omitted or 0; "
    "pools shared among four",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(pay(ALL3), dealer=0),
            pay(ALL3),
            pay(ALL4, join=3),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
        ],
    },
    lambda f: join_ok(f) and end_even(f, 4),
)
scen(
    "10-4p-carried-in-sheet-totals-from-deal2-end",
    "4 players, pools and totals carried in; card-point sheet without totals in deals 0-1 and with totals in deals "
    "2-4, sitter omitted in deal 0, 0 in deal 1, omitted in 2, 0 in 3, omitted in 4; pools shared among four",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "start": {"pools": {"pagat_pool": 120, "king_pool": 60}, "totals": [-60, -30, -50, -40]},
        "deals": [
            dict(sheet(ALL4, sitter_line="omit", totals=False), dealer=3),
            sheet(ALL4, sitter_line="zero", totals=False),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
        ],
    },
    lambda f: end_even(f, 4),
)

# ---------------------------------------------------------------- planted faults
scen(
    "11-fault-3p-sheet-card-points-slip",
    "planted: deal 2, one seat's card points written 2 too high (same band, no chip changes)",
    P3,
    {"n_seats": 3, "end": True, "deals": [dict(sheet(ALL3), dealer=0)] + [sheet(ALL3) for _ in range(3)]},
    lambda f: end_even(f, 3),
    fault=("score_plus2_same_band", 2),
)
scen(
    "12-fault-4p-sheet-running-total-slip",
    "planted: deal 2, one seat's running total written 10 too high (the later totals are right)",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL4, sitter_line="zero"), dealer=1),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
        ],
    },
    lambda f: end_even(f, 4),
    fault=("total_plus10", 2),
)
scen(
    "13-fault-sheet-join-pool-figure-slip",
    "planted: after Darek's join (deal 2) the King pool figure is written 5 too high in deal 3 only",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL3), dealer=0),
            sheet(ALL3),
            sheet(ALL4, join=3, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
        ],
    },
    lambda f: join_ok(f) and end_even(f, 4),
    fault=("king_pool_plus5", 3),
)
scen(
    "14-fault-4p-sheet-sitter-refill-left-out",
    "planted: on a sheet deal an emptied pool is refilled; the sitter's total (score 0) is written "
    "without his 20 of the refill (later totals right)",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL4, sitter_line="zero"), dealer=0),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="zero"),
        ],
    },
    lambda f: end_even(f, 4) and any(has(f, k, "refill") for k in range(3)),
    fault=("sitter_refill_left_out", None),
)
scen(
    "15-fault-4p-sheet-end-shared-among-three",
    "planted: at the end of a 4-player sheet session the pools are shared among the three who played "
    "the last deal, the sitter left out",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL4, sitter_line="omit"), dealer=2),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
        ],
    },
    lambda f: end_even(f, 4) and all((x[2] * 4 / 3) % 5 == 0 for x in f[-1]["end_pays"]),
    fault=("end_among_three", None),
)
scen(
    "16-fault-4p-regular-sitter-no-line-score-slip-band",
    "4 players from the start, the deal-0 sitter with no line at all; planted: deal 1, one active "
    "seat's card points written across a band edge (totals by the true points)",
    P4,
    {
        "n_seats": 4,
        "end": True,
        "deals": [
            dict(sheet(ALL4, sitter_line="none"), dealer=3),
            sheet(ALL4, sitter_line="zero"),
            sheet(ALL4, sitter_line="omit"),
            sheet(ALL4, sitter_line="zero"),
        ],
    },
    lambda f: end_even(f, 4),
    fault=("score_band_edge", 1),
)


def find_events(deal, typ, party=None):
    return [
        i
        for i, e in enumerate(deal["events"])
        if e["type"] == typ and (party is None or e.get("party") == party)
    ]


def plant(deals, facts, fault):
    """Apply one planted fault; return a description with (deal, event, expected code)."""
    kind, k = fault
    if kind == "score_plus2_same_band":
        d = deals[k]
        for i in find_events(d, "score"):
            e = d["events"][i]
            v = e["points"]
            if v >= 24 and v + 2 <= 28 or v >= 29 and v + 2 <= 33 or v >= 19 and v + 2 <= 23:
                e["points"] = v + 2
                return "deal %d event %d: seat %s card points %d written %d" % (k, i, e["party"], v, v + 2), [
                    (k, i, "wrong_score")
                ]
        raise ValueError("no same-band seat")
    if kind == "total_plus10":
        d = deals[k]
        i = find_events(d, "total", facts[k]["active"][1])[0]
        e = d["events"][i]
        e["points"] += 10
        return "deal %d event %d: seat %s total %d written %d" % (
            k,
            i,
            e["party"],
            e["points"] - 10,
            e["points"],
        ), [(k, i, "wrong_total")]
    if kind == "king_pool_plus5":
        d = deals[k]
        i = find_events(d, "total", "king_pool")[0]
        e = d["events"][i]
        e["points"] += 5
        return "deal %d event %d: king_pool total %d written %d" % (k, i, e["points"] - 5, e["points"]), [
            (k, i, "wrong_total")
        ]
    if kind == "sitter_refill_left_out":
        for k, f in enumerate(facts):
            if f["info"].get("refill") and k < len(facts) - 1:
                d = deals[k]
                i = find_events(d, "total", f["sitter"])[0]
                e = d["events"][i]
                n = 20 * len(f["info"]["refill"])
                e["points"] += n
                return "deal %d event %d: sitter %s total %d written %d (refill %d left out)" % (
                    k,
                    i,
                    f["sitter"],
                    e["points"] - n,
                    e["points"],
                    n,
                ), [(k, i, "wrong_total")]
        raise ValueError
    if kind == "end_among_three":
        k = len(deals) - 1
        d = deals[k]
        f = facts[k]
        out = []
        share4 = {}
        for pool, s, sh, _ in f["end_pays"]:
            share4[pool] = sh
        total_pools = sum(share4.values()) * 4
        for s in range(4):
            i = find_events(d, "total", s)[0]
            e = d["events"][i]
            old = e["points"]
            e["points"] = old - sum(share4.values()) + (total_pools / 3 if s != f["sitter"] else 0)
            if float(e["points"]).is_integer():
                e["points"] = int(e["points"])
            out.append((k, i, "wrong_total"))
        return "deal %d: pools %s shared among the three active seats, sitter %s none" % (
            k,
            {p: v * 4 for p, v in share4.items()},
            f["sitter"],
        ), out
    if kind == "score_band_edge":
        d = deals[k]
        for i in find_events(d, "score"):
            e = d["events"][i]
            v = e["points"]
            if e["party"] == facts[k]["next_dealer"] or v == 0:
                continue
            for edge_lo in (23, 28, 33, 18):
                if v == edge_lo:
                    e["points"] = v + 1
                    return "deal %d event %d: seat %s card points %d written %d (across a band edge)" % (
                        k,
                        i,
                        e["party"],
                        v,
                        v + 1,
                    ), [(k, i, "wrong_score")]
                if v == edge_lo + 1:
                    e["points"] = v - 1
                    return "deal %d event %d: seat %s card points %d written %d (across a band edge)" % (
                        k,
                        i,
                        e["party"],
                        v,
                        v - 1,
                    ), [(k, i, "wrong_score")]
        raise ValueError("no band-edge seat")
    raise ValueError(kind)


def main():
    out_facts = []
    for idx, (name, desc, players, spec, cond, fault) in enumerate(SCEN):
        for seed in range(1000 * (idx + 1), 1000 * (idx + 1) + 900):
            deals, facts, pools, tot = run_session(seed, spec)
            if not cond(facts):
                continue
            if fault:
                try:
                    dd = copy.deepcopy(deals)
                    fdesc, exp = plant(dd, facts, fault)
                except ValueError:
                    continue
                deals = dd
            else:
                fdesc, exp = "clean", []
            break
        t = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {"preset": "standard"},
            "players": players,
        }
        if spec.get("start"):
            t["start"] = spec["start"]
        t["meta"] = {"audit": "danish28", "description": desc, "seed": seed}
        t["deals"] = deals
        with open(name + ".json", "w") as fh:
            json.dump(t, fh, ensure_ascii=False, indent=1)
        out_facts.append((name, seed, fdesc, exp, facts))
    with open("facts.txt", "w") as fh:
        for name, seed, fdesc, exp, facts in out_facts:
            fh.write("=== %s (seed %d)\n  expected: %s %s\n" % (name, seed, fdesc, exp))
            for f in facts:
                fh.write(
                    "  deal %d dealer %d active %s sitter %s next %d mode %s\n"
                    % (f["deal"], f["dealer"], f["active"], f["sitter"], f["next_dealer"], f["mode"])
                )
                fh.write("    points %s tricks %s\n" % (f["points"], f["tricks"]))
                fh.write("    info %s join %s\n" % (f["info"], f["join"]))
                if f["decls"]:
                    fh.write("    decls %s\n" % f["decls"])
                fh.write("    net %s\n" % {s: v for s, v in f["net"].items()})
                fh.write("    totals %s pools %s\n" % (f["totals"], f["pools_after"]))
                if f["end_pays"]:
                    fh.write("    session end %s\n" % f["end_pays"])


if __name__ == "__main__":
    main()


def figures_md():
    """Per-file figures for EXPECTED.md (my model's numbers)."""
    lines = []
    for idx, (name, desc, players, spec, cond, fault) in enumerate(SCEN):
        seed = json.load(open(name + ".json"))["meta"]["seed"]
        deals, facts, pools, tot = run_session(seed, spec)
        t = json.load(open(name + ".json"))
        fdesc, exp = plant(copy.deepcopy(deals), facts, fault) if fault else ("", [])
        lines.append("### %s.json" % name)
        lines.append("")
        lines.append(desc + ".")
        lines.append("")
        lines.append(
            "**Expected verdict: %s**" % ("clean" if not exp else ", ".join("(%d, %d, %s)" % e for e in exp))
        )
        lines.append("")
        if fdesc:
            lines.append("Planted (the table below gives the right figures): " + fdesc + ".")
            lines.append("")
        lines.append(
            "| deal | dealer | sitter | rec. | card points (seat:pts) | last trick | chip net per seat | totals after | pools after (P/K) |"
        )
        lines.append("|---|---|---|---|---|---|---|---|---|")
        for f in facts:
            info = f["info"]
            lt = []
            for key in (
                "last_trick",
                "king_ultimo",
                "pagat_ultimo",
                "king_przydupek",
                "pagat_przydupek",
                "refill",
            ):
                if info.get(key):
                    lt.append("%s %s" % (key, info[key]))
            if f["join"]:
                lt.append("join seat %d pays %g/%g" % f["join"])
            rec = f["mode"]
            dl = t["deals"][f["deal"]]
            if rec == "sheet":
                sl = [e for e in dl["events"] if e["type"] == "score" and e["party"] == f["sitter"]]
                tl = [e for e in dl["events"] if e["type"] == "total" and e["party"] == f["sitter"]]
                if f["sitter"] is not None:
                    rec += ", sitter %s" % ("0" if sl else ("no line" if not tl else "omitted"))
                if not any(e["type"] == "total" for e in dl["events"]):
                    rec += ", no totals"
            lines.append(
                "| %d | %d | %s | %s | %s | %s | %s | %s | %g/%g |"
                % (
                    f["deal"],
                    f["dealer"],
                    f["sitter"] if f["sitter"] is not None else "-",
                    rec,
                    " ".join("%d:%d" % (s, f["points"][s]) for s in sorted(f["points"])),
                    "; ".join(lt),
                    " ".join("%d:%+g" % (s, f["net"][s]) for s in sorted(f["net"])),
                    " ".join("%d:%g" % (s, f["totals"][s]) for s in sorted(f["totals"])),
                    f["pools_after"]["pagat_pool"],
                    f["pools_after"]["king_pool"],
                )
            )
        if facts[-1]["end_pays"]:
            sh = {}
            for pool, s, a, _ in facts[-1]["end_pays"]:
                sh[pool] = a
            lines.append("")
            lines.append(
                "Session end: Pagat pool %g and King pool %g shared among %d: %g + %g each (in the last totals)."
                % (
                    sh["pagat_pool"] * len(facts[-1]["end_pays"]) / 2,
                    sh["king_pool"] * len(facts[-1]["end_pays"]) / 2,
                    len(facts[-1]["end_pays"]) // 2,
                    sh["pagat_pool"],
                    sh["king_pool"],
                )
            )
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "figures":
    print(figures_md())
