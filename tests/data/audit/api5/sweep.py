"""Systematic sweeps over every example (audit api5): unknown fields at every level, wrong types
of every event field, hand sizes and duplicate cards per game. Each mutation goes over HTTP to
POST /v1/validate; the expected problem pointer is the mutated member exactly.

Run: python sweep.py PORT  -> sweep.jsonl (one line per mutation) and a summary on stdout.
"""

from __future__ import annotations

import collections
import copy
import json
import sys
from pathlib import Path

from harness import JSON, ROOT, jb, request, schema_errors

HERE = Path(__file__).resolve().parent
EXAMPLES = sorted((ROOT / "examples").glob("*/*.json"))


def esc(k: str) -> str:
    return k.replace("~", "~0").replace("/", "~1")


def validate(port, doc):
    r = request(port, "POST", "/v1/validate", jb(doc), JSON)
    try:
        j = r.json()
    except Exception:  # noqa: BLE001
        j = None
    return r, j


def mutations(doc):
    """(kind, pointer expected, mutated doc, acceptable codes or None)."""
    game = doc["game"]
    seen_shapes = set()
    # unknown member at the top-level containers the engine checks
    for where in ("rules", "start"):
        d = copy.deepcopy(doc)
        if d.get(where) is None:
            d[where] = {}
        d[where]["zz_unknown"] = 1
        yield (f"{game}: unknown member in {where}", f"/{where}/zz_unknown", d, {"unknown_option"} if where == "rules" else {"unknown_field"})
    for di, deal in enumerate(doc["deals"][:1]):
        d = copy.deepcopy(doc)
        d["deals"][di]["zz_unknown"] = 1
        yield (f"{game}: unknown member in a deal", f"/deals/{di}/zz_unknown", d, {"unknown_field"})
        for ei, ev in enumerate(deal["events"]):
            shape = (ev["type"], tuple(sorted(ev)))
            # unknown member on the event
            key = (game, "ev", ev["type"])
            if key not in seen_shapes:
                seen_shapes.add(key)
                d = copy.deepcopy(doc)
                d["deals"][di]["events"][ei]["zz_unknown"] = 1
                yield (f"{game}: unknown member on a {ev['type']} event", f"/deals/{di}/events/{ei}/zz_unknown", d, {"unknown_field"})
            # unknown member inside nested objects of the event
            for k, v in ev.items():
                if isinstance(v, dict):
                    key = (game, "nested", ev["type"], k)
                    if key not in seen_shapes:
                        seen_shapes.add(key)
                        d = copy.deepcopy(doc)
                        d["deals"][di]["events"][ei][k]["zz_unknown"] = 1
                        yield (f"{game}: unknown member in {ev['type']}.{k}", f"/deals/{di}/events/{ei}/{k}/zz_unknown", d, {"unknown_field"})
                if isinstance(v, list):
                    for ii, it in enumerate(v):
                        if isinstance(it, dict):
                            key = (game, "item", ev["type"], k, it.get("kind"))
                            if key not in seen_shapes:
                                seen_shapes.add(key)
                                d = copy.deepcopy(doc)
                                d["deals"][di]["events"][ei][k][ii]["zz_unknown"] = 1
                                yield (f"{game}: unknown member in a {ev['type']}.{k} item of kind {it.get('kind')}",
                                       f"/deals/{di}/events/{ei}/{k}/{ii}/zz_unknown", d, {"unknown_field"})
            # wrong type of every member except type: a nested list [[]] and an object {}
            for k in ev:
                if k == "type":
                    continue
                for bad_name, bad in (("[[]]", [[]]), ("{}", {"x": 1}), ("true", True), ("null", None)):
                    key = (game, "type", ev["type"], k, bad_name)
                    if key in seen_shapes:
                        continue
                    seen_shapes.add(key)
                    d = copy.deepcopy(doc)
                    d["deals"][di]["events"][ei][k] = bad
                    yield (f"{game}: {ev['type']}.{k} = {bad_name}", f"/deals/{di}/events/{ei}/{k}", d, None)
        # hand size and duplicate card
        hands = deal.get("hands")
        if hands and len(hands) > 1 and hands[0] and hands[1]:
            d = copy.deepcopy(doc)
            card = d["deals"][di]["hands"][1].pop(0)
            d["deals"][di]["hands"][0].append(card)
            yield (f"{game}: one card moved from hand 1 to hand 0", f"/deals/{di}/hands/0", d, {"bad_hand_size"})
            d = copy.deepcopy(doc)
            d["deals"][di]["hands"][1][0] = d["deals"][di]["hands"][0][0]
            yield (f"{game}: hand 1's first card replaced by hand 0's first", f"/deals/{di}/hands/1/0", d, {"duplicate_card"})
            d = copy.deepcopy(doc)
            d["deals"][di]["hands"][0][0] = "ZZ9"
            yield (f"{game}: an unknown card in hand 0", f"/deals/{di}/hands/0/0", d, {"unknown_card"})
            d = copy.deepcopy(doc)
            d["deals"][di]["hands"][0][0] = 7
            yield (f"{game}: a number for a card in hand 0", f"/deals/{di}/hands/0/0", d, None)
            d = copy.deepcopy(doc)
            d["deals"][di]["hands"].append([])
            yield (f"{game}: one hand too many", f"/deals/{di}/hands", d, None)
        if isinstance(deal.get("talon"), list) and deal["talon"] and hands:
            d = copy.deepcopy(doc)
            d["deals"][di]["talon"][0] = d["deals"][di]["hands"][0][0]
            yield (f"{game}: talon[0] repeats hand 0's first card", f"/deals/{di}/talon/0", d, {"duplicate_card"})
            d = copy.deepcopy(doc)
            d["deals"][di]["talon"] = "x"
            yield (f"{game}: talon a string", f"/deals/{di}/talon", d, None)


def main(port):
    rows = []
    per_kind = collections.Counter()
    seen = set()
    for p in EXAMPLES:
        doc = json.loads(p.read_text())
        for what, ptr, d, codes in mutations(doc):
            if what in seen:
                continue
            seen.add(what)
            r, j = validate(port, d)
            fails = []
            if r.status != 200 or j is None:
                fails.append(f"HTTP {r.status} {r.body[:200]!r}")
            else:
                fails += schema_errors(j, "Verdict")
                if j.get("status") == "violations" and codes == {"bad_hand_size"} and "misdeal" in j["summary"]["by_code"]:
                    pass  # the game reads a wrong hand size as a misdeal (a rules violation), not a format problem
                elif j.get("status") != "rejected":
                    fails.append(f"not rejected: {j.get('status')} {j['summary'].get('by_code')}")
                if j.get("status") == "rejected":
                    probs = j.get("problems", [])
                    at = [pr for pr in probs if pr["pointer"] == ptr or pr["pointer"].startswith(ptr + "/")]
                    if not at:
                        fails.append("no problem at the member; got " + "; ".join(f"{pr['pointer']} {pr['code']}: {pr['message'][:90]}" for pr in probs[:4]))
                    elif codes and not any(pr["code"] in codes for pr in at):
                        fails.append(f"code {[pr['code'] for pr in at]}, expected one of {sorted(codes)}")
            rows.append({"example": p.relative_to(ROOT).as_posix(), "what": what, "pointer": ptr, "fails": fails,
                         "got": [(pr["pointer"], pr["code"], pr["message"]) for pr in (j or {}).get("problems", [])][:6] if j else r.status})
            per_kind["fail" if fails else "ok"] += 1
            print(("FAIL " if fails else "ok   ") + what + (" :: " + " | ".join(fails) if fails else ""))
    with open(HERE / "sweep.jsonl", "w") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(dict(per_kind))


if __name__ == "__main__":
    main(int(sys.argv[1]))
