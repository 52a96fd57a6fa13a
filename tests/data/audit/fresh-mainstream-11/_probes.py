"""Probes for fresh-mainstream-11 (write only to /tmp/fm11)."""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
TMP = Path("/tmp/fm11")
TMP.mkdir(exist_ok=True)


def verdict(doc, tag):
    p = TMP / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True,
                         text=True)
    return json.loads(out.stdout)


def show(v, tag):
    print("==", tag, v["status"], v["summary"]["by_code"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["deal"], a["event"], a["code"], "|", a["message"][:260])
        s = d.get("settlement") or {}
        if s.get("difference"):
            print("   settlement", d["index"], s)
    print("   session", json.dumps(v.get("session"))[:400])


def load(name):
    return json.loads((HERE / name).read_text())


def p1_ottocento_tied():
    """13: which readings give team1 70 in deal 1? try the sheet with both lines shifted."""
    for t0, t1 in ((171, 60), (171, 70), (181, 70), (161, 70), (171, 80)):
        doc = load("13-ottocento-wrong-score.json")
        ev = doc["deals"][1]["events"]
        ev[-4]["points"], ev[-3]["points"] = t0, t1
        ev[-2]["points"], ev[-1]["points"] = 120 + t0, 123 + t1
        show(verdict(doc, f"p1-{t0}-{t1}"), f"p1 deal1 written {t0}/{t1}")


def p2_ulti_split_pair():
    """08: the false 20 is 'held between the defenders' only as KH (Béla) + QH (Anna), a pair split
    over two hands. Ask the engine's own helper for the two hands pooled and singly."""
    from validator.engine.games.ulti import game as g

    doc = load("08-ulti-false-marriage.json")
    hands = doc["deals"][1]["hands"]
    from types import SimpleNamespace

    def mh(cards, trump):
        return g.marriages_held([SimpleNamespace(code=c) for c in cards], trump)

    print("pooled defenders (0+1):", mh(hands[0] + hands[1], "D"))
    print("Anna alone:", mh(hands[0], "D"), " Béla alone:", mh(hands[1], "D"))


def p3_ulti_false_marriage_no_split():
    """08 variant: the same false 20 by Anna, with the record settling by the rules (party won by
    the declarer): does the engine then call the rules' settlement clean?"""
    doc = load("08-ulti-false-marriage.json")
    ev = doc["deals"][1]["events"]
    for e in ev:
        if e["type"] == "payment":
            e["from"], e["to"] = e["to"], e["from"]
    show(verdict(doc, "p3"), "p3 08 settled by the rules (declarer wins party)")


if __name__ == "__main__":
    for name in sys.argv[1:] or ["p1_ottocento_tied", "p2_ulti_split_pair", "p3_ulti_false_marriage_no_split"]:
        globals()[name]()
