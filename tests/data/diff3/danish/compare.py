"""Positive check (step 2): simulated sessions made play-only, oracle vs record vs engine.

usage: compare.py N [SEED0]
"""
import copy, json, sys, os, random
from collections import Counter
sys.path.insert(0, os.path.dirname(__file__))
from oracle import referee, norm
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

CLASSES = ["superficial", "small", "large", "irreparable"]
OPTS = ["revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty", "false_redeal_penalty",
        "failed_tout_penalty"]


def session_args(k, seed0=5000):
    seed = seed0 + k
    rnd = random.Random(seed)
    players = 3 if k % 2 == 0 else 4
    opts = {}
    if k % 5:   # 4 in 5 sessions set options; each option's every value is rotated through
        for j, o in enumerate(OPTS):
            opts[o] = CLASSES[(k + j) % 4]
    deals = None if k % 3 == 0 else rnd.randint(1, 8)
    return seed, players, deals, opts


def play_only(doc, drop_skat=False):
    d = copy.deepcopy(doc)
    for dl in d["deals"]:
        dl["hands"] = None
        if drop_skat:
            # the skat is unrecorded (also beside a Tout announcement); a shown discard (L148) is kept
            evs = dl["events"]
            keep = any(e["type"] == "discard" and e.get("shown") for e in evs)
            if not keep:
                dl["events"] = [e for e in evs if e["type"] != "discard"]
    return d


def recorded_payments(dl):
    c = Counter()
    for e in dl["events"]:
        if e["type"] == "payment":
            c[(e["from"], e["to"], e["amount"], e.get("reason"))] += 1
    return c


def main():
    N = int(sys.argv[1]); seed0 = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    stats = Counter(); problems = []
    unchecked = Counter()
    A3 = []
    for k in range(N):
        seed, players, deals, opts = session_args(k, seed0)
        doc = simulate(seed, players=players, deals=deals, **opts)
        stats["sessions"] += 1
        stats["players_%d" % players] += 1
        for o, v in opts.items():
            stats["opt_%s=%s" % (o, v)] += 1
        for dl in doc["deals"]:
            for e in dl["events"]:
                if e["type"] == "play" and "named" in e:
                    stats["joker_leads"] += 1
                elif e["type"] == "call":
                    stats["joker_demands"] += 1
                elif e["type"] == "payment" and e.get("reason") in ("tout", "nolo", "pagat_ultimo", "king_ultimo",
                                                                    "pagat_przydupek", "king_przydupek") and isinstance(e["to"], int):
                    stats["pay_" + e["reason"]] += 1
        for drop in (False, True):
            po = play_only(doc, drop)
            orc = referee(po)
            ver = validate(po)
            stats["variants"] += 1
            if ver["status"] != "clean":
                tout = [di for di, dl in enumerate(po["deals"]) if any(e["type"] == "announce" for e in dl["events"])
                        and not any(e["type"] == "discard" for e in dl["events"])]
                if tout and set(ver["summary"]["by_code"]) <= {"illegal_skat", "misplaced_announcement", "missing_payment", "unexpected_payment"}:
                    stats["A3_tout_unrecorded_skat_rejected"] += 1     # class A-3 in REPORT.md
                    if len(A3) < 3:
                        A3.append((seed, players, deals, opts, tout, ver["summary"]["by_code"]))
                else:
                    problems.append((seed, players, deals, opts, drop, "engine status", ver["status"], ver["summary"]))
            if drop:
                stats["tout_unrecorded_skat_deals"] += sum(1 for dl in po["deals"] if any(e["type"] == "announce" for e in dl["events"]))
            for di, (dl, r, vd) in enumerate(zip(po["deals"], orc, ver["deals"])):
                stats["deals"] += 1
                for u in vd.get("unchecked", []):
                    unchecked[u[:90]] += 1
                if r["faults"] or r["warnings"]:
                    problems.append((seed, players, deals, opts, drop, di, "oracle faults", r["faults"], r["warnings"]))
                rec = recorded_payments(dl)
                if rec != r["payments"]:
                    problems.append((seed, players, deals, opts, drop, di, "payments",
                                     sorted((rec - r["payments"]).items(), key=str), sorted((r["payments"] - rec).items(), key=str)))
                stats["payments"] += sum(rec.values())
                if r["redeal"]:
                    stats["redeals"] += 1
                    continue
                stats["plays"] += sum(1 for e in dl["events"] if e["type"] == "play")
                stats["declare_items"] += sum(len(e["items"]) for e in dl["events"] if e["type"] == "declare")
                if r.get("skat_bad"):
                    problems.append((seed, players, deals, opts, drop, di, "skat", r["skat_bad"]))
                comp = vd.get("computed", {})
                if comp.get("trick_winners") is not None and comp["trick_winners"] != r["winners"]:
                    problems.append((seed, players, deals, opts, drop, di, "winners"))
                cp = comp.get("card_points")
                if cp is not None and r["card_points"] is not None:
                    if any(cp[s] != v for s, v in r["card_points"].items()):
                        problems.append((seed, players, deals, opts, drop, di, "card_points", cp, r["card_points"]))
                    stats["card_point_sets"] += 1
    print(json.dumps(stats))
    print("engine 'unchecked' notes:")
    for u, c in unchecked.most_common():
        print("  %5d  %s" % (c, u))
    print("A-3 examples:", A3)
    print("problems:", len(problems))
    for p in problems[:40]:
        print(" ", p)


if __name__ == "__main__":
    main()
