"""Coverage of the positive run: how often the readings the oracle and the engine share were
actually exercised by simulated piles (the comparison can only confirm what occurs)."""
import collections, json, sys
import compare, oracle
from validator.engine.validate import validate
oracle.READING.update(double="group", gap="stop")
st = collections.Counter()
N, START = int(sys.argv[1]), int(sys.argv[2])
for seed in range(START, START + N):
    doc = compare.make(seed)
    v = validate(doc)
    res = oracle.session_check(doc, compare.odd_pairs(v))
    ott = doc["game"].endswith("ottocento")
    dbl = doc.get("rules", {}).get("double_three", True)
    for di, (deal, r) in enumerate(zip(doc["deals"], res)):
        if r["mode"] != "played":
            continue
        extra = [oracle.norm(c) for e in deal["events"] if e["type"] == "discard" for c in e["cards"]]
        if not ott:
            extra += [oracle.norm(c) for c in deal.get("talon") or []]
        for sd, pile in r["piles"].items():
            full = oracle.combo_total(oracle.as_items(oracle.holdings(pile)), dbl)
            bare = [c for c in pile if c not in extra]
            if oracle.combo_total(oracle.as_items(oracle.holdings(bare)), dbl) != full:
                st["discard/widow cards change the side's combinations"] += 1
            with_exc = oracle.max_trumps(set(pile))
            oracle.READING["exception"] = False
            if oracle.max_trumps(set(pile)) != with_exc:
                st["16+grande exception changes a pile's trump sequence"] += 1
            oracle.READING["exception"] = True
            cs = set(pile)
            if ("MATTO" in cs or "T0" in cs) and oracle.holdings(pile).get(("sequence", "trumps"), 0):
                st["pile trump sequence with a contatore held"] += 1
            h = oracle.holdings(pile)
            nc = sum(k[0] == "cricca" for k in h); ns = sum(k[0] == "sequence" for k in h)
            if dbl and (nc >= 3) != (ns >= 3):
                st["only one group doubled (after play)"] += 1
            if dbl and nc >= 3 and ns >= 3:
                st["both groups doubled (after play)"] += 1
print(json.dumps(dict(st)))
