"""Builds the danish26 files from model.py (python gen.py). Imports nothing from the project."""
from __future__ import annotations

import copy
import json
import sys

from model import DECK, KINGS, Retry, Session, declarations, suit

P3 = ["Aleksander", "Bożena", "Cyprian"]
P4 = ["Aleksander", "Bożena", "Cyprian", "Danuta"]


def swap_in(sess, hands, p, cards, protect=()):
    prot = set(cards) | set(protect) | set(KINGS) | {"T1", "T21", "JOKER"}
    for c in cards:
        if c in hands[p]:
            continue
        q = [i for i, h in enumerate(hands) if c in h][0]
        give = [x for x in hands[p] if x not in prot]
        g = sess.rng.choice(give)
        hands[p].remove(g)
        hands[q].remove(c)
        hands[p].append(c)
        hands[q].append(g)


def strip_trumps(sess, hands, p):
    """give seat p no trumps (the Joker is not a trump here): swap with others' plain cards"""
    for c in [x for x in hands[p] if suit(x) == "T"]:
        for q, h in enumerate(hands):
            if q == p or not h:
                continue
            plain = [x for x in h if suit(x) in "HDSC" and x not in KINGS]
            if plain:
                g = sess.rng.choice(plain)
                h.remove(g)
                hands[p].remove(c)
                h.append(c)
                hands[p].append(g)
                break


def need(log, kind):
    notes = " ".join(log["notes"])
    return kind in notes


def run_file(n, seed, specs, end_check=True, max_tries=400):
    for outer in range(200):
        sess = Session(n, seed * 1000 + outer, P3 if n == 3 else P4)
        d = 0
        ok = True
        for spec in specs:
            done = False
            for attempt in range(max_tries):
                snap = (copy.deepcopy(sess.pools), list(sess.net), len(sess.deals), len(sess.log), sess.first)
                try:
                    tw = spec.get("tweak")
                    if spec.get("redeal_then"):
                        r = sess.play_deal(d, tweak=tw, opts=spec.get("opts"))
                        if r != "redeal":
                            raise Retry("no redeal")
                        o = dict(spec.get("opts2") or {})
                        o["redo"] = True
                        r = sess.play_deal(d, tweak=spec.get("tweak2"), opts=o)
                    else:
                        r = sess.play_deal(d, tweak=tw, opts=spec.get("opts"))
                    if r != "ok":
                        raise Retry("unexpected redeal")
                    newlogs = {"notes": sum((lg["notes"] for lg in sess.log[snap[3]:]), [])}
                    for k in spec.get("need", []):
                        if not need(newlogs, k):
                            raise Retry("missing " + k)
                    for k in spec.get("avoid", []):
                        if need(newlogs, k):
                            raise Retry("has " + k)
                    done = True
                    break
                except (Retry, AssertionError, IndexError, ValueError):
                    sess.pools, sess.net = snap[0], snap[1]
                    del sess.deals[snap[2]:]
                    del sess.log[snap[3]:]
                    sess.first = snap[4]
            if not done:
                print("  fail at spec", specs.index(spec), file=sys.stderr)
                ok = False
                break
            d = (d + 1) % n
        if not ok:
            continue
        if end_check and any(v % (5 * n) for v in sess.pools.values()):
            continue
        sess.session_end()
        return sess
    raise SystemExit("no session for seed %d" % seed)


def write(name, sess, desc, plant=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": sess.players,
        "meta": {"event": "Federation season 2026, danish26", "description": desc},
        "deals": sess.deals,
    }
    if plant:
        plant(doc)
    with open(name + ".json", "w") as f:
        f.write("{\n")
        keys = list(doc)
        for i, k in enumerate(keys):
            if k != "deals":
                f.write('  "%s": %s,\n' % (k, json.dumps(doc[k], ensure_ascii=False)))
        f.write('  "deals": [\n')
        for j, deal in enumerate(doc["deals"]):
            f.write('    {\n      "dealer": %d,\n      "hands": %s,\n      "events": [\n' % (deal["dealer"], json.dumps(deal["hands"])))
            f.write(",\n".join("        " + json.dumps(e, ensure_ascii=False) for e in deal["events"]))
            f.write("\n      ]\n    }%s\n" % ("," if j < len(doc["deals"]) - 1 else ""))
        f.write("  ]\n}\n")
    return doc
