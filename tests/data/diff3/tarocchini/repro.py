"""One reproduction per disagreement class (see REPORT.md). Prints the simulate() call, the
mutation, the engine's annotations and the oracle's findings.
Usage: PYTHONPATH=/work/wt-diff3-tarocchini python repro.py"""
import copy
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare  # noqa: E402
import oracle  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def show(title, seed, di, mutate, note=""):
    full = compare.make(seed)
    doc = compare.play_only(full)
    variant = full["game"][11:]
    print("=" * 100)
    print(title)
    cv, co = compare.make_call(seed)
    call = ("simulate(%d, variant=%r, **%s)" % (seed, cv, co)) if cv else "simulate(%d)" % seed
    print("%s  -> %s %s; play-only (hands null), deal %d" % (
        call, variant, json.dumps(full.get("rules", {})), di))
    dl = doc["deals"][di]
    print("  talon", dl.get("talon"), "| take/discard/bids",
          [(e["type"], e.get("seat"), e.get("cards", e.get("bid"))) for e in dl["events"]
           if e["type"] in ("take", "discard", "bid")])
    print("  mutation:", note)
    mutate(dl)
    v = validate(doc)
    d = v["deals"][di]
    print("  engine:", v["status"])
    for a in d["annotations"]:
        print("    ", a["event"], a["code"], "-", a["message"][:140])
    n = len(doc["players"])
    print("  oracle plays:", oracle.check_plays(dl, n, doc["game"], doc.get("rules")))
    print("  oracle declarations:", oracle.check_declarations(dl, n, doc["game"], doc.get("rules")))
    print("  oracle discards:", oracle.check_discards(dl, n, doc["game"]))


def drop_talon(dl):
    dl.pop("talon", None)


def set_card(i, c):
    def f(dl):
        dl["events"][i]["card"] = c
    return f


def drop_discard(dl):
    dl["events"] = [e for e in dl["events"] if e["type"] != "discard"]


def truncate_after(tricks, n):
    def f(dl):
        pe = oracle.play_events(dl)
        cut = pe[tricks * n][0]
        dl["events"] = [e for q, e in enumerate(dl["events"]) if q < cut and e["type"] not in ("score", "total")]
        for e in dl["events"]:
            if e["type"] == "declare" and e["seat"] == 0 and e["items"]:
                e["items"][0]["length"] = 7
    return f


show("A1  talon left out, take recorded (Ottocento)", 0, 3, drop_talon, "drop deal['talon'] only")
show("A2  widow card played by a non-declarer (gioco, take recorded)", 1, 0, set_card(17, "T8"),
     "event 17: seat 1 plays T8 (in the talon, not taken by declarer seat 2) instead of T2")
show("A2  widow card played in a solo", 5, 1, set_card(49, "7C"),
     "event 49: 7C, a card of the solo's hidden widow")
show("A3  Terziglio discard not recorded (take recorded)", 4, 1, drop_discard,
     "delete the declarer's discard event; nothing else changed")
show("A4  truncated record, declaration needing an untaken widow card", 5, 0, truncate_after(10, 3),
     "cut after 10 tricks (scores dropped); seat 0's trumps sequence declared as 7")
