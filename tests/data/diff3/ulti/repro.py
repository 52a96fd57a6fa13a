"""One reproduction per disagreement class (see REPORT.md).  Prints, for each, what the oracle
and the engine say at the event in question.
  PYTHONPATH=. /work/venv/bin/python tests/data/diff3/ulti/repro.py"""
import json, sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import compare, oracle
from validator.engine.validate import validate


def case(title, seed, drop, cut, deal, edits, at):
    full, opts = compare.make(seed)
    doc = compare.play_only(full, drop, cut)
    ev = doc["deals"][deal]["events"]
    for i, f in edits:
        f(ev[i])
    r = oracle.check(doc)[deal]
    v = validate(doc)
    print(f"## {title}\n   simulate({seed}{', ' + repr(opts) if opts else ''}), hands=null, "
          f"{'take/discard dropped' if drop else 'talon recorded'}{', first %d plays only' % cut if cut else ''}, deal {deal}")
    for i in at:
        print(f"   event {i}: {json.dumps(ev[i], ensure_ascii=False)}")
        print(f"     oracle: {[(c, p) for (j, c, p) in r['problems'] if j == i]}")
        for a in v["deals"][deal]["annotations"]:
            if a["event"] == i:
                print(f"     engine: {a['code']}: {a['message']}")
    print()


def setcard(c):
    return lambda e: e.__setitem__("card", c)


# A1: a card taken in the auction and kept is played by another seat -> not reported
case("A1 take record ignored (card kept by the taker, played by another seat)", 14, False, None, 0,
     [(15, setcard("7D")), (35, setcard("KH"))], [2, 3, 15])
# A1': a discard names a card another seat took and kept -> not reported
case("A1' discard of a card another seat took and kept", 5, False, None, 1,
     [(6, lambda e: e.__setitem__("cards", ["9D", "10S"]))], [2, 3, 6, 25])
# A2: a revoke 'proved' by a card the record shows elsewhere (on the table, in the talon)
case("A2 revoke proved by a card already played (repeat)", 1, True, None, 1,
     [(13, setcard("9S")), (19, setcard("JH"))], [12, 13, 19])
case("A2 revoke proved by a card lying in the recorded talon", 10, False, None, 1,
     [(19, setcard("KD")), (23, setcard("9C"))], [12, 19, 23])
# A3: illegal_discard on an unmutated simulated record that stops early
case("A3 illegal_discard on a legal record that stops early (seat retook its own discard)", 2, False, 14, 0,
     [], [0, 4, 5])
# A4: provably false marriage in a record that stops early -> not checked
case("A4 marriage provably false (K/Q played by others) in a record that stops early", 14, True, 9 + 14 % 20, 0,
     [(6, lambda e: e.__setitem__("items", [{"kind": "marriage", "points": 40}, {"kind": "marriage", "points": 20}]))],
     [6])
