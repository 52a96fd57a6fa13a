"""Build the blind Terziglio transcripts and EXPECTED.md (run: python build.py)."""

import itertools
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from game import auction, deal_cards, play_deal, robust, score, safe_items, mine_items  # noqa: E402
from model import DECK, FIVE, MINE, MINE2, item_points, items_points, item_valid, value, suit  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------- hands


def hands_random(rng, widow):
    return deal_cards(rng, widow)


def hands_all_for(decl, rng, widow=8):
    """decl holds T5..T20 and two kings; the rest shuffled."""
    kings = ["KS", "KB", "KC", "KD"]
    rng.shuffle(kings)
    mine = ["T%d" % i for i in range(5, 21)] + kings[:2]
    rest = [c for c in DECK if c not in mine]
    rng.shuffle(rest)
    n = 18
    hs = [None, None, None]
    hs[decl] = mine
    others = [s for s in range(3) if s != decl]
    hs[others[0]] = rest[:n]
    hs[others[1]] = rest[n:2 * n]
    return hs, rest[2 * n:]


def hands_none_for(decl, rng, widow=8):
    low = [r + s for s in "SBCD" for r in ("10", "9", "8", "7", "6", "1")]
    rng.shuffle(low)
    mine = low[:18]
    rest = [c for c in DECK if c not in mine]
    rng.shuffle(rest)
    hs = [None, None, None]
    hs[decl] = mine
    others = [s for s in range(3) if s != decl]
    hs[others[0]] = rest[:18]
    hs[others[1]] = rest[18:36]
    return hs, rest[36:]


def hands_with(rng, widow, holder_cards):
    """holder_cards: {seat: [cards]} forced into the seat's hand; the rest shuffled."""
    forced = [c for cs in holder_cards.values() for c in cs]
    rest = [c for c in DECK if c not in forced]
    rng.shuffle(rest)
    n = (62 - widow) // 3
    hs = []
    for s in range(3):
        h = list(holder_cards.get(s, []))
        k = n - len(h)
        h += rest[:k]
        rest = rest[k:]
        rng.shuffle(h)
        hs.append(h)
    return hs, rest


# ---------------------------------------------------------------- checks


def matto_ok(d):
    for i, (trick, w) in enumerate(d.tricks):
        if trick[0][1] == "MATTO":
            return False
        if i == len(d.tricks) - 1 and any(c == "MATTO" for _, c in trick):
            return False
    return True


def check_want(d, r, want):
    info = r["info"]
    for k, v in want.items():
        if k == "winner" and r["winner"] != v:
            return False
        if k == "all" and r["all_tricks"] != v:
            return False
        if k == "not_all" and r["all_tricks"] is not None:
            return False
        if k == "tie" and not (r["D"] is not None and r["D"] == r["O"]):
            return False
        if k == "resid":
            if r["D"] is None:
                return False
            P = r[r["winner"]]
            m = P % 50
            if v == "up" and not (46 <= m <= 49):
                return False
            if v == "r45" and m != 45:
                return False
            if v == "r0" and m != 0:
                return False
            if v == "low" and not (1 <= m <= 10):
                return False
        if k == "matto_ex":
            ex = info["exchange"]
            if ex is None or ex[0] != v:
                return False
        if k == "matto_noex":
            m = info["matto"]
            if m is None or info["exchange"] is not None:
                return False
            side = "D" if m[0] == d.declarer else "O"
            if side != v:
                return False
        if k == "widow_to" and info["widow_to"] != v:
            return False
        if k == "even":
            if r.get("parts") and any(p["n"] % 2 for p in r["parts"].values()):
                return False
        if k == "g_min" and r["g"] < v:
            return False
        if k == "pred" and not v(d, r):
            return False
    return True


def decl_alternatives(items):
    """Every way a player may declare less than the items he holds."""
    opts = []
    for it in items:
        o = [None]
        if it["kind"] == "cricca":
            for n in range(3, it["count"] + 1):
                x = dict(it)
                x["count"] = n
                o.append(x)
        else:
            for n in range(3, it["length"] + 1):
                x = dict(it)
                x["length"] = n
                o.append(x)
        opts.append(o)
    return opts


def tune(d, want, rng, robust_kw, tries=4000):
    """Search declarations (declaring less than held) until want holds."""
    seats = list(d.decl_items)
    full = {s: list(d.decl_items[s]) for s in seats}
    alts = {s: decl_alternatives(full[s]) for s in seats}
    spaces = [o for s in seats for o in alts[s]]
    total = 1
    for o in spaces:
        total *= len(o)
    if total <= tries:
        it = itertools.product(*spaces)
    else:
        def gen():
            for _ in range(tries):
                yield tuple(rng.choice(o) for o in spaces)
        it = gen()
    for combo in it:
        k = 0
        for s in seats:
            n = len(alts[s])
            d.decl_items[s] = [x for x in combo[k:k + n] if x is not None]
            k += n
        r = score(d, MINE, robust_kw.get("decl_gaps"))
        if check_want(d, r, want) and robust(d, **robust_kw):
            return True
    d.decl_items = full
    return False


# ---------------------------------------------------------------- deal search


def make_deal(spec, dealer, name, idx, widow):
    kind = spec.get("kind", "play")
    eldest = (dealer + 1) % 3
    order = [(eldest + i) % 3 for i in range(3)]
    if kind in ("monte", "allpass"):
        rng = random.Random("%s/%d/x" % (name, idx))
        hs, w = deal_cards(rng, widow)
        return {"kind": kind, "hands": hs, "widow": w, "order": order, "spec": spec}
    want = spec.get("want", {})
    robust_kw = spec.get("robust", {})
    for attempt in range(20000):
        rng = random.Random("%s/%d/%d" % (name, idx, attempt))
        decl_rel = spec.get("decl_rel")  # declarer relative to eldest (0,1,2)
        builder = spec.get("hands", "random")
        dseat = order[decl_rel] if decl_rel is not None else None
        if builder == "random":
            hs, w = deal_cards(rng, widow)
        elif builder == "all":
            hs, w = hands_all_for(dseat, rng, widow)
        elif builder == "none":
            hs, w = hands_none_for(dseat, rng, widow)
        elif builder == "with":
            hc = {order[k]: v for k, v in spec["with"].items()}
            hs, w = hands_with(rng, widow, hc)
        if spec.get("hand_pred") and not spec["hand_pred"](hs, w, order):
            continue
        if spec.get("without") and any(
            c in hs[order[k]] for k, cs in spec["without"].items() for c in cs
        ):
            continue
        exch_n = spec.get("exch", rng.choice([1, 2, 3, 4]))
        state = rng.getstate()
        d = play_deal(
            hs, w, dealer, spec["bids"], rng,
            exch_n=exch_n,
            declare=spec.get("declare", "safe"),
            style=spec.get("style"),
            exch_fn=spec.get("exch_fn"),
        )
        if not matto_ok(d):
            continue
        if spec.get("revoke"):
            forced = find_revoke(d, rng)
            if not forced:
                continue
            rng.setstate(state)
            d2 = play_deal(
                hs, w, dealer, spec["bids"], rng,
                exch_n=exch_n, declare=spec.get("declare", "safe"),
                style=spec.get("style"), force=forced, exch_fn=spec.get("exch_fn"),
            )
            if not matto_ok(d2) or not revoke_present(d2, forced):
                continue
            d = d2
            d.forced = forced
        r = score(d, MINE, robust_kw.get("decl_gaps"), robust_kw.get("false_counts_mine", False))
        if spec.get("decl_pred") and not spec["decl_pred"](d):
            continue
        if check_want(d, r, want) and robust(d, **robust_kw):
            return finish(d, spec, order)
        if spec.get("tune") and r["all_tricks"] is None:
            if tune(d, want, rng, robust_kw):
                if spec.get("decl_pred") and not spec["decl_pred"](d):
                    continue
                return finish(d, spec, order)
    raise SystemExit("no deal found for %s deal %d" % (name, idx))


def find_revoke(d, rng):
    """A trick where a follower holds the led suit: return {(t, seat): other card}."""
    hands = [list(h) for h in d.after_hands]
    cands = []
    for t, (trick, w) in enumerate(d.tricks):
        if t >= len(d.tricks) - 3 or t < 2:
            for s, c in trick:
                hands[s].remove(c)
            continue
        led = suit(trick[0][1])
        for s, c in trick[1:]:
            h = hands[s]
            if led != "T" and any(suit(x) == led for x in h) and c != "MATTO":
                other = [x for x in h if suit(x) != led and x != "MATTO" and suit(x) != "T"]
                if other and suit(c) == led:
                    cands.append((t, s, rng.choice(other)))
            break
        for s, c in trick:
            hands[s].remove(c)
    if not cands:
        return None
    t, s, c = rng.choice(cands)
    return {(t, s): c}


def revoke_present(d, forced):
    (t, s), c = next(iter(forced.items()))
    trick, _ = d.tricks[t]
    return any(x == (s, c) for x in trick)


def finish(d, spec, order):
    return {"kind": "play", "d": d, "spec": spec, "order": order}


# ---------------------------------------------------------------- JSON


def build_session(fs):
    name = fs["name"]
    widow = fs.get("widow", 8)
    dealer = fs.get("dealer", 0)
    totals = list(fs.get("start", [0, 0, 0]))
    rtotals = list(totals)
    out_deals = []
    expected = []  # (deal, event, code)
    notes = []
    for idx, spec in enumerate(fs["deals"]):
        md = make_deal(spec, dealer, name, idx, widow)
        ev = []
        order = md["order"]
        dj = {"dealer": dealer}
        note = {"deal": idx, "dealer": dealer, "spec": spec.get("label", "")}
        if md["kind"] == "monte":
            dj["hands"] = md["hands"]
            dj["talon"] = md["widow"]
            for s in order:
                ev.append({"type": "redeal", "seat": s, "reason": "monte"})
            note["result"] = "monte: all three ask (eldest first, dealer last); deal thrown in, no score"
        elif md["kind"] == "allpass":
            dj["hands"] = md["hands"]
            dj["talon"] = md["widow"]
            for s in order:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
            if spec.get("write_scores"):
                for s in range(3):
                    ev.append({"type": "score", "party": s, "points": 0})
                for s in range(3):
                    ev.append({"type": "total", "party": s, "points": totals[s]})
            note["result"] = "all pass: no play, no game points"
        else:
            d = md["d"]
            dj["hands"] = d.hands
            dj["talon"] = d.widow
            if spec.get("monte_partial"):
                ev.append({"type": "redeal", "seat": order[0], "reason": "monte"})
            bid_events = [{"type": "bid", "seat": s, "bid": b} for s, b in d.bids]
            if spec.get("swap_bids"):
                i, j = spec["swap_bids"]
                bid_events[i], bid_events[j] = bid_events[j], bid_events[i]
                expected.append((idx, len(ev) + i, "bid_out_of_turn"))
            for k in d.illegal_bids:
                expected.append((idx, len(ev) + k, "illegal_bid"))
            ev += bid_events
            if d.take:
                ev.append({"type": "take", "seat": d.declarer, "cards": d.take})
                ev.append({"type": "discard", "seat": d.declarer, "cards": d.discard})
                if any(c in FIVE for c in d.discard):
                    expected.append((idx, len(ev) - 1, "illegal_discard"))
            for s in order:
                items = d.decl_items[s]
                ev.append({"type": "declare", "seat": s, "items": items})
                for it in items:
                    if not item_valid(d.after_hands[s], it, "set"):
                        expected.append((idx, len(ev) - 1, "false_declaration"))
                        break
            for t, (trick, w) in enumerate(d.tricks):
                for s, c in trick:
                    ev.append({"type": "play", "seat": s, "card": c})
                    if getattr(d, "forced", None) and (t, s) in d.forced and d.forced[(t, s)] == c:
                        expected.append((idx, len(ev) - 1, "revoke"))
            r = score(d, MINE2, spec.get("robust", {}).get("decl_gaps"))
            r1 = score(d, MINE, spec.get("robust", {}).get("decl_gaps"))
            assert r1["gp"] == r["gp"], (name, idx)
            gp = r["gp"]
            rec = dict(gp)
            if spec.get("wrong_gp"):
                seat, val = spec["wrong_gp"](d, r)
                rec[seat] = val
            score_idx = {}
            for s in range(3):
                score_idx[s] = len(ev)
                ev.append({"type": "score", "party": s, "points": rec[s], "reason": "game_points"})
                if rec[s] != gp[s]:
                    expected.append((idx, len(ev) - 1, "wrong_score"))
            new = [totals[s] + rec[s] for s in range(3)]
            if spec.get("wrong_total"):
                seat, delta = spec["wrong_total"]
                new[seat] += delta
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": new[s]})
                if spec.get("wrong_total") and s == spec["wrong_total"][0]:
                    expected.append((idx, len(ev) - 1, "wrong_total"))
            note.update(describe(d, r, order))
            note["gp"] = gp
            note["recorded"] = rec
            note["totals_before"] = list(totals)
            rtotals = [rtotals[s] + gp[s] for s in range(3)]
            note["totals_after_rules"] = list(rtotals)
            note["totals_written"] = new
            totals = new
        dj["events"] = ev
        out_deals.append(dj)
        notes.append(note)
        dealer = (dealer + 1) % 3
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
    }
    if fs.get("rules"):
        doc["rules"] = fs["rules"]
    doc["players"] = fs.get("players", ["Anselmo", "Bice", "Corrado"])
    if fs.get("start"):
        doc["start"] = {"totals": fs["start"]}
    doc["meta"] = {"audit": "terziglio-spec", "file": name}
    doc["deals"] = out_deals
    fs["_final_rules"] = rtotals
    return doc, expected, notes, totals


def describe(d, r, order):
    info = r["info"]
    o = {
        "bids": d.bids,
        "declarer": d.declarer,
        "contract": d.contract,
        "take": d.take,
        "discard": d.discard,
        "declarations": {s: [(it, item_points(it)) for it in d.decl_items[s]] for s in order},
        "tricks_won": info["won"],
        "widow_to": info["widow_to"],
        "last_trick": info["last"],
        "matto": info["matto"],
        "matto_exchange": info["exchange"],
        "all_tricks": r["all_tricks"],
        "D": r["D"],
        "O": r["O"],
        "parts": r.get("parts"),
        "winner": r["winner"],
        "g": r["g"],
    }
    return o


def fmt_item(it):
    if it["kind"] == "cricca":
        return "cricca %s x%d" % (it["of"], it["count"])
    if it["of"] == "suit":
        return "sequence %s len %d" % (it["suit"], it["length"])
    return "sequence %s len %d" % (it["of"], it["length"])


def write_expected(all_results):
    L = ["# EXPECTED — terziglio-spec (blind, from seed 004 only)", ""]
    L.append(open(os.path.join(HERE, "expected-head.txt")).read())
    for fname, (doc, expected, notes, totals, fs) in all_results.items():
        L.append("## %s" % fname)
        L.append("")
        L.append(fs.get("about", ""))
        L.append("")
        L.append("Violations: " + (", ".join("(%d, %d, %s)" % e for e in expected) if expected else "none (clean)"))
        L.append("")
        players = doc["players"]
        for n in notes:
            L.append("- deal %d (dealer %d%s): %s" % (n["deal"], n["dealer"], (", " + n["spec"]) if n["spec"] else "", n.get("result", "")))
            if "declarer" in n:
                dl = n["declarer"]
                L.append("  - bids %s; declarer %s, %s" % (
                    " ".join("%d:%s" % (s, b) for s, b in n["bids"]), dl, n["contract"]))
                if n["take"]:
                    L.append("  - takes %s, lays away %s" % (" ".join(n["take"]), " ".join(n["discard"])))
                for s, its in n["declarations"].items():
                    if its:
                        L.append("  - seat %d declares %s" % (s, "; ".join("%s = %d" % (fmt_item(i), p) for i, p in its)))
                tw = n["tricks_won"]
                L.append("  - tricks: declarer %d, opponents %d; widow to %s; last trick %s" % (
                    tw["D"], tw["O"], n["widow_to"], n["last_trick"]))
                if n["matto"]:
                    s, w, t = n["matto"]
                    ex = n["matto_exchange"]
                    L.append("  - Matto played by seat %d in trick %d (won by seat %d)%s" % (
                        s, t + 1, w, ("; exchanged: %s gives %s to %s" % (ex[0], ex[2], ex[1])) if ex else "; no exchange"))
                if n["all_tricks"]:
                    L.append("  - %s took every trick: 40 game points, no counting" % ("declarer" if n["all_tricks"] == "D" else "opponents"))
                else:
                    p = n["parts"]
                    L.append("  - points: declarer %d (decl %d + after play %d + cards %d [%d cards] + last %d), opponents %d (decl %d + after play %d + cards %d [%d cards] + last %d)" % (
                        n["D"], p["D"]["decl"], p["D"]["after"], p["D"]["cards"], p["D"]["n"], p["D"]["last"],
                        n["O"], p["O"]["decl"], p["O"]["after"], p["O"]["cards"], p["O"]["n"], p["O"]["last"]))
                    P = n[n["winner"]]
                    L.append("  - %s wins%s with %d -> %d game points%s" % (
                        "declarer" if n["winner"] == "D" else "opponents",
                        " (tie: declarer loses)" if n["D"] == n["O"] else "",
                        P, P // 50 if P % 50 <= 45 else P // 50 + 1,
                        " x2 (solo) = %d" % n["g"] if n["contract"] == "solo" else ""))
                L.append("  - game points %s; recorded %s; totals %s -> %s (written %s)" % (
                    [n["gp"][s] for s in range(3)], [n["recorded"][s] for s in range(3)],
                    n["totals_before"], n["totals_after_rules"], n["totals_written"]))
        L.append("")
        L.append("Final totals by the rules: %s" % (fs["_final_rules"],))
        L.append("")
    open(os.path.join(HERE, "EXPECTED.md"), "w").write("\n".join(L) + "\n")


def main(only=None):
    from specs import FILES

    results = {}
    for fs in FILES:
        if only and not any(o in fs["name"] for o in only):
            continue
        doc, expected, notes, totals = build_session(fs)
        fname = fs["name"] + ".json"
        with open(os.path.join(HERE, fname), "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
        results[fname] = (doc, expected, notes, totals, fs)
        print(fname, expected, "final", fs["_final_rules"], flush=True)
    if not only:
        write_expected(results)
        with open(os.path.join(HERE, "expected-violations.txt"), "w") as f:
            for fname, (doc, expected, notes, totals, fs) in results.items():
                f.write("%s %s\n" % (fname, json.dumps(expected)))


if __name__ == "__main__":
    main(sys.argv[1:])
