"""Why the oracle calls a declaration in a truncated play-only record false (class A4):
for each such case print the item, the cards the seat plays in the record, and where the
missing cards are (another seat's plays, his discard, or a widow card he did not take)."""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare  # noqa: E402
import negative  # noqa: E402
import oracle  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def main(N, START):
    rnd = random.Random(START)
    for seed in range(START, START + N):
        full = compare.make(seed)
        po = compare.play_only(full)
        v0 = validate(po)
        for di in range(len(po["deals"])):
            if (v0["deals"][di].get("computed") or {}).get("mode") != "played":
                continue
            doc = negative.single_deal_doc(po, di)
            doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] != "total"]
            if validate(doc)["status"] != "clean":
                continue
            for cls, m, evs in negative.mutations(doc, rnd, 3):
                if cls != "truncated":
                    continue
                dl = m["deals"][0]
                n = len(m["players"])
                o = oracle.check_declarations(dl, n, m["game"], m.get("rules"))
                v = validate(m)
                if not v.get("deals"):
                    continue
                eng = {a["event"] for a in v["deals"][0]["annotations"] if a["code"] == "false_declaration"}
                # the same check with the widow NOT excluded (as if untaken widow cards could be
                # anywhere): does that explain the engine's silence?
                d2 = dict(dl)
                d2["talon"] = []
                o2 = oracle.check_declarations(d2, n, m["game"], m.get("rules"))
                for i in o:
                    if i in eng:
                        continue
                    print("WIDOW-EXPLAINS" if i not in o2 else "NOT-WIDOW")
                    e = dl["events"][i]
                    s = e["seat"]
                    mine = [oracle.norm(x["card"]) for _, x in oracle.play_events(dl) if x["seat"] == s]
                    whose = {oracle.norm(x["card"]): x["seat"] for _, x in oracle.play_events(dl)}
                    print("seed", seed, "deal", di, "event", i, "seat", s, m["game"][11:], m.get("rules"))
                    print("   items", e["items"], "plays so far", len(mine), "of", 18 if m["rules"].get("widow", 8) == 8 else 19)
                    print("   talon", dl.get("talon"), "take/discard", [(x["type"], x["seat"], x["cards"]) for x in dl["events"] if x["type"] in ("take", "discard")],
                          "bids", [(x["seat"], x["bid"]) for x in dl["events"] if x["type"] == "bid"])
                    print("   his trumps/contatori so far", sorted(c for c in mine if c.startswith("T") or c == "MATTO"))
                    print("   T-cards by others", sorted((c, q) for c, q in whose.items() if q != s and (c.startswith("T") or c == "MATTO")))


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
