"""ulti-po: build every file and print my expectations (JSON) to expected-data.txt."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from build import Reject, build_deal, search, session  # noqa: E402
from model import beats, legal, strength, suit, winner_idx  # noqa: E402

HERE = Path(__file__).parent
EXP = {}


def plays(doc, d):
    return [(i, e) for i, e in enumerate(doc["deals"][d]["events"]) if e["type"] == "play"]


def won_any(info):
    return any(t[2] == info["declarer"] for t in info["tricks"])


def decl_won(info):
    return info["net"][info["declarer"]] > 0


def nothing_silent(info):
    return "silent_ulti" not in info and not info.get("silent100")


def S(o, pred):
    return search(o, lambda i, oo: pred(i))


def add(name, doc, infos, faults, note=""):
    EXP[name] = {"violations": faults,
                 "deals": [{"declarer": i.get("declarer"), "net": i["net"], "pays": i["pays"],
                            "card_points": i.get("card_points"), "talon_points": i.get("talon_points"),
                            "decl_total": i.get("decl_total"), "def_total": i.get("def_total"),
                            "marriages": i.get("marr"), "silent_ulti": i.get("silent_ulti"),
                            "silent100": i.get("silent100", False), "has40": i.get("has40"),
                            "tricks_played": len(i.get("tricks", []))} for i in infos],
                 "note": note}


# ---------------- clean files ----------------
d0 = S(dict(seed=100, dealer=0, goals=["party"], trump="S"),
       lambda i: decl_won(i) and nothing_silent(i) and any(i["marr"].values()))
d1 = S(dict(seed=200, dealer=1, goals=["ulti"], trump="C"), lambda i: decl_won(i) and nothing_silent(i))
d2 = S(dict(seed=300, dealer=2, goals=["betli"]), lambda i: decl_won(i))
doc, inf, _ = session("01-clean-party-ulti-betli.json", [d0, d1, d2],
                      meta={"description": "Play-only: party (spades) won with 20/40, ulti (acorns) won, betli won."})
add("01-clean-party-ulti-betli.json", doc, inf, [])

e0 = S(dict(seed=400, dealer=2, goals=["party"], red=True), lambda i: not decl_won(i) and nothing_silent(i))
e1 = dict(seed=500, dealer=0, goals=["party"], trump="D", fold=True)
e2 = S(dict(seed=600, dealer=1, goals=["40-100"], trump="S"), lambda i: decl_won(i) and i.get("has40") and "silent_ulti" not in i)
doc, inf, _ = session("02-clean-sheet-red-fold-40-100.json", [e0, e1, e2], sheet="scores", start=[12, -5, -7],
                      meta={"description": "Score sheet, carried-in totals: red party lost, a party folded, 40-100 won."})
add("02-clean-sheet-red-fold-40-100.json", doc, inf, [])

f0 = S(dict(seed=700, dealer=0, goals=["ulti"], trump="S", flow="overcall", contra=[("ulti", 2)]),
       lambda i: not decl_won(i) and nothing_silent(i) and any(p[3] == "ulti-penalty" for p in i["pays"]))
f1 = S(dict(seed=800, dealer=1, goals=["rebetli"], flow="overcall"), lambda i: decl_won(i))
f2 = S(dict(seed=900, dealer=2, goals=["ulti"], red=True), lambda i: decl_won(i) and nothing_silent(i))
doc, inf, _ = session("03-clean-overcall-contra-ulti.json", [f0, f1, f2],
                      meta={"description": "Talon taken over a party: ulti with contra failed (penalty), rebetli won, red ulti."})
add("03-clean-overcall-contra-ulti.json", doc, inf, [])

g0 = S(dict(seed=1000, dealer=0, goals=["betli"], stop="betli"), lambda i: len(i["tricks"]) < 10)
g1 = S(dict(seed=1100, dealer=1, goals=["durchmarsch"], stop="durch"), lambda i: 1 < len(i["tricks"]) < 10)
g2 = S(dict(seed=1200, dealer=2, goals=["party"], trump="C"), lambda i: decl_won(i) and nothing_silent(i))
doc, inf, _ = session("04-clean-stopped-when-decided.json", [g0, g1, g2],
                      meta={"description": "Betli lost and no-trump durchmarsch lost: play stops when decided; then a party."})
add("04-clean-stopped-when-decided.json", doc, inf, [])

h0 = S(dict(seed=1300, dealer=0, goals=["party"], trump="D"),
       lambda i: i.get("silent_ulti", (None, None))[0] == "won" and i["silent_ulti"][1] != i["declarer"])
h1 = S(dict(seed=1400, dealer=1, goals=["party"], trump="S"), lambda i: i.get("silent_ulti", (None,))[0] == "lost")
doc, inf, _ = session("05-clean-silent-ulti.json", [h0, h1],
                      meta={"description": "Silent ulti won by a defender; a silent ulti lost."})
add("05-clean-silent-ulti.json", doc, inf, [])

k0 = S(dict(seed=1500, dealer=0, goals=["party"], trump="H", red=True), lambda i: i.get("silent100") and "silent_ulti" not in i)
k1 = S(dict(seed=1600, dealer=1, goals=["party"], trump="C"), lambda i: not decl_won(i) and nothing_silent(i))
doc, inf, _ = session("06-clean-silent-100.json", [k0, k1], sheet="both",
                      meta={"description": "Red party with silent 100 (40 said), then a party lost."})
add("06-clean-silent-100.json", doc, inf, [])


# ---------------- provable faults ----------------
def force_offsuit(info_box):
    """a defender who holds the led suit plays another (non-trump) suit"""
    def fn(hand, trick, trump):
        if not trick:
            raise Reject("leader")
        led = suit(trick[0])
        if not any(suit(c) == led for c in hand):
            raise Reject("void")
        other = sorted(c for c in hand if suit(c) not in (led, trump))
        if not other:
            raise Reject("no other")
        info_box["card"] = other[0]
        return other[0]
    return fn


def force_notrump(info_box):
    """void in the led suit, holds a trump, plays a plain card"""
    def fn(hand, trick, trump):
        if not trick:
            raise Reject("leader")
        led = suit(trick[0])
        if any(suit(c) == led for c in hand) or not any(suit(c) == trump for c in hand):
            raise Reject("cannot")
        other = sorted(c for c in hand if suit(c) not in (led, trump))
        if not other:
            raise Reject("no other")
        info_box["card"] = other[0]
        return other[0]
    return fn


def fault_search(o, trick, seat_rel, maker, pred=lambda i: True):
    base = o["seed"]
    for k in range(3000):
        box = {}
        oo = dict(o, seed=base + k)
        dealer = oo["dealer"]
        # trick t leader unknown in advance: try the seat that is second to play if it is a defender
        oo["force"] = {(trick, (dealer + 1 + seat_rel) % 3): maker(box)}
        try:
            ev, info = build_deal(oo)
        except Reject:
            continue
        if "card" not in box or not pred(info):
            continue
        return oo, box
    raise SystemExit("no fault seed")


# 07: shows void in a suit (plays off-suit, no trump in hand needed), later plays that suit
a0 = S(dict(seed=2000, dealer=0, goals=["party"], trump="S"), lambda i: decl_won(i) and nothing_silent(i))
a1, box07 = fault_search(dict(seed=2100, dealer=1, goals=["party"], trump="H", red=True, record=False), 3, 1, force_offsuit)
doc, inf, _ = session("07-fault-void-then-follows.json", [a0, a1],
                      meta={"description": "Deal 1: a defender discards off-suit in trick 4 and plays that suit later."})
ev = doc["deals"][1]["events"]
idx = [i for i, e in plays(doc, 1) if e["card"] == box07["card"]][0]
add("07-fault-void-then-follows.json", doc, inf, [(1, idx, "revoke")],
    note=f"forced {box07['card']}")

# 08: void in the led suit, holds a trump (shown later), plays a plain card
b0 = S(dict(seed=2200, dealer=2, goals=["ulti"], trump="D"), lambda i: decl_won(i) and nothing_silent(i))
b1, box08 = fault_search(dict(seed=2300, dealer=0, goals=["party"], trump="C", record=False), 5, 2, force_notrump)
doc, inf, _ = session("08-fault-plain-card-not-trump.json", [b0, b1],
                      meta={"description": "Deal 1: a player void in the led suit plays a plain card; he plays trumps later."})
idx = [i for i, e in plays(doc, 1) if e["card"] == box08["card"]][0]
add("08-fault-plain-card-not-trump.json", doc, inf, [(1, idx, "failure_to_trump")], note=f"forced {box08['card']}")


# 09: the same card played twice (last trick)
def twice_target(doc, d):
    """a seat whose trick-10 card can be replaced by a card of the SAME suit it played earlier (so the
    replacement changes no suit holding the record shows)"""
    ps = plays(doc, d)
    for i_last, e_last in ps[-3:]:
        seat = e_last["seat"]
        same = [e["card"] for i, e in ps[:-3] if e["seat"] == seat and suit(e["card"]) == suit(e_last["card"])]
        if same:
            return i_last, e_last, same[0]
    return None


def plant_twice(doc, infos):
    i_last, e_last, card = twice_target(doc, 1)
    e_last["card"] = card
    e_last["note"] = "as recorded"
    return [(1, i_last, "card_not_in_hand")]


c0 = S(dict(seed=2400, dealer=1, goals=["party"], trump="D"), lambda i: decl_won(i) and nothing_silent(i))
c1 = search(dict(seed=2500, dealer=2, goals=["party"], trump="S", record=False),
            lambda i, oo: nothing_silent(i) and twice_target(session("tmp.json", [oo])[0], 0) is not None)
c2 = None
doc, inf, exp = session("09-fault-card-played-twice.json", [c0, c1], post=plant_twice,
                        meta={"description": "Deal 1: a card of trick 10 was already played by the same player earlier."})
add("09-fault-card-played-twice.json", doc, inf, exp)


# 10: a card of the laid-away talon is played
def talon_target(doc, d, talon):
    """a trick-10 card whose suit matches a laid-away card (the swap changes no suit holding shown)"""
    ps = plays(doc, d)
    for i_last, e_last in ps[-3:]:
        for c in talon:
            if suit(c) == suit(e_last["card"]):
                return i_last, e_last, c
    return None


def plant_talon(doc, infos):
    i_last, e_last, c = talon_target(doc, 1, infos[1]["talon"])
    e_last["card"] = c
    return [(1, i_last, "card_not_in_hand")]


t0 = S(dict(seed=2600, dealer=0, goals=["betli"]), lambda i: decl_won(i))
t1 = search(dict(seed=2700, dealer=1, goals=["ulti"], trump="C", flow="overcall", record=False),
            lambda i, oo: nothing_silent(i) and talon_target(session("tmp.json", [oo])[0], 0, i["talon"]) is not None)
doc, inf, exp = session("10-fault-talon-card-played.json", [t0, t1], post=plant_talon,
                        meta={"description": "Deal 1: a card of trick 10 is one the declarer laid away."})
add("10-fault-talon-card-played.json", doc, inf, exp)


# 11: out of turn in the last trick (third player plays before the second)
def plant_turn(doc, infos):
    evs = doc["deals"][1]["events"]
    ps = plays(doc, 1)
    (i1, e1), (i2, e2) = ps[-2], ps[-1]
    evs[i1], evs[i2] = e2, e1
    return [(1, i1, "out_of_turn")]


u0 = S(dict(seed=2800, dealer=2, goals=["party"], trump="H", red=True), lambda i: decl_won(i) and nothing_silent(i))
u1 = S(dict(seed=2900, dealer=0, goals=["party"], trump="S", record=False), lambda i: nothing_silent(i))
doc, inf, exp = session("11-fault-out-of-turn.json", [u0, u1], post=plant_turn,
                        meta={"description": "Deal 1: in trick 10 the third player plays before the second."})
add("11-fault-out-of-turn.json", doc, inf, exp)


# 12: wrong payment (ulti paid without the red doubling of the penalty)
def plant_pay(doc, infos):
    evs = doc["deals"][1]["events"]
    for i, e in enumerate(evs):
        if e["type"] == "payment" and e.get("reason") == "ulti-penalty":
            e["amount"] = e["amount"] // 2
            return [(1, i, "wrong_payment")]
    raise SystemExit("no penalty")


w0 = S(dict(seed=3000, dealer=0, goals=["party"], trump="D"), lambda i: not decl_won(i) and nothing_silent(i))
w1 = S(dict(seed=3100, dealer=1, goals=["ulti"], red=True), lambda i: any(p[3] == "ulti-penalty" for p in i["pays"]) and nothing_silent(i))
w2 = S(dict(seed=3200, dealer=2, goals=["betli"]), lambda i: True)
doc, inf, exp = session("12-fault-wrong-payment.json", [w0, w1, w2], post=plant_pay,
                        meta={"description": "Deal 1: the red ulti's penalty paid as 4 instead of 8 to one defender."})
add("12-fault-wrong-payment.json", doc, inf, exp)


# ---------------- faults the record cannot prove ----------------
def hidden(maker_kind):
    def fn_maker(box):
        def fn(hand, trick, trump):
            if not trick:
                raise Reject("leader")
            led = suit(trick[0])
            if maker_kind == "follow":
                held = [c for c in hand if suit(c) == led]
                other = sorted(c for c in hand if suit(c) != led)
                if not held or not other:
                    raise Reject("x")
                box["card"], box["held"] = other[0], held
                return other[0]
            # overtake: follow suit under the table while holding a card that beats it
            best = trick[winner_idx(trick, trump)]
            same = [c for c in hand if suit(c) == led]
            hi = [c for c in same if beats(c, best, led, trump)]
            lo = [c for c in same if not beats(c, best, led, trump)]
            if not hi or not lo:
                raise Reject("x")
            box["card"], box["held"] = lo[0], hi
            return lo[0]
        return fn
    return fn_maker


def hidden_search(o, seat_rel, kind):
    base = o["seed"]
    for k in range(5000):
        box = {}
        oo = dict(o, seed=base + k)
        seat = (oo["dealer"] + 1 + seat_rel) % 3
        oo["force"] = {(0, seat): hidden(kind)(box)}
        try:
            ev, info = build_deal(oo)
        except Reject:
            continue
        if "card" not in box:
            continue
        shown = [c for (l, cs, w) in info["tricks"] for j, c in enumerate(cs) if (l + j) % 3 == seat]
        if any(h in shown for h in box["held"]):
            continue
        if any(suit(c) == suit(box["held"][0]) for c in shown[1:]) and kind == "follow":
            continue
        if len(info["tricks"]) >= 10:
            continue
        return oo, box
    raise SystemExit("no hidden seed")


x0 = S(dict(seed=3300, dealer=1, goals=["party"], trump="S"), lambda i: decl_won(i) and nothing_silent(i))
x1, box13 = hidden_search(dict(seed=3400, dealer=2, goals=["betli"], stop="betli"), 1, "follow")
doc, inf, _ = session("13-hidden-revoke-betli-stopped.json", [x0, x1],
                      meta={"description": "Deal 1: betli lost in an early trick, play stops; a defender's trick-1 discard "
                            "cannot be shown to be a revoke."})
add("13-hidden-revoke-betli-stopped.json", doc, inf, [],
    note=f"hidden: seat plays {box13['card']} while holding {box13['held']} (never shown)")

y0, box14 = hidden_search(dict(seed=3500, dealer=0, goals=["durchmarsch"], stop="durch"), 1, "overtake")
y1 = S(dict(seed=3600, dealer=1, goals=["ulti"], trump="S"), lambda i: decl_won(i) and nothing_silent(i))
doc, inf, _ = session("14-hidden-overtake-durchmarsch-stopped.json", [y0, y1], sheet="scores",
                      meta={"description": "Deal 0: no-trump durchmarsch lost, play stops; a defender's trick-1 card under "
                            "the lead cannot be shown to be a failure to overtake. Then a leaves ulti."})
add("14-hidden-overtake-durchmarsch-stopped.json", doc, inf, [],
    note=f"hidden: plays {box14['card']} while holding {box14['held']} (never shown)")


# ---------------- round 2 (added after the first engine run, committed before running the engine on them) ----
# 15: a revoke in a stopped betli that the shown tricks DO prove (off-suit in trick 1, that suit in a later shown trick)
def shown_search(o, seat_rel):
    base = o["seed"]
    for k in range(8000):
        box = {}
        oo = dict(o, seed=base + k)
        seat = (oo["dealer"] + 1 + seat_rel) % 3
        oo["force"] = {(0, seat): hidden("follow")(box)}
        try:
            ev, info = build_deal(oo)
        except Reject:
            continue
        if "card" not in box or len(info["tricks"]) >= 10:
            continue
        shown = [c for (l, cs, w) in info["tricks"][1:] for j, c in enumerate(cs) if (l + j) % 3 == seat]
        if any(h in shown for h in box["held"]):
            return oo, box
    raise SystemExit("no shown seed")


v0 = S(dict(seed=4000, dealer=2, goals=["party"], trump="D"), lambda i: decl_won(i) and nothing_silent(i))
v1, box15 = shown_search(dict(seed=4100, dealer=0, goals=["betli"], stop="betli"), 1)
doc, inf, _ = session("15-fault-revoke-shown-before-stop.json", [v0, v1],
                      meta={"description": "Deal 1: betli lost, play stops; a defender discarded off-suit in trick 1 and "
                            "played that suit in a later recorded trick."})
idx = [i for i, e in plays(doc, 1) if e["card"] == box15["card"]][0]
add("15-fault-revoke-shown-before-stop.json", doc, inf, [(1, idx, "revoke")],
    note=f"forced {box15['card']} holding {box15['held']}")


# 16: a 20 said by a player who never held the queen (someone else played it)
def false_target(doc, d, trump):
    ev = doc["deals"][d]["events"]
    ps = plays(doc, d)
    for i, e in ps[:3]:
        s = e["seat"]
        mine = [x["card"] for j, x in ps if x["seat"] == s]
        if any(x["type"] == "declare" and x["seat"] == s for x in ev):
            continue
        for su in "HDSC":
            if su != trump and "K" + su in mine and "Q" + su not in mine:
                return i, s
    return None


def plant_false(doc, infos):
    i, s = false_target(doc, 1, "S")
    doc["deals"][1]["events"].insert(i, {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": 20}]})
    return [(1, i, "false_marriage")]


m0 = S(dict(seed=4200, dealer=1, goals=["ulti"], trump="C"), lambda i: nothing_silent(i))
m1 = search(dict(seed=4300, dealer=2, goals=["party"], trump="S", record=False),
            lambda i, oo: nothing_silent(i) and false_target(session("tmp.json", [oo])[0], 0, "S") is not None)
doc, inf, exp = session("16-fault-false-marriage.json", [m0, m1], post=plant_false,
                        meta={"description": "Deal 1: a player says 20 in a suit whose queen another player plays."})
add("16-fault-false-marriage.json", doc, inf, exp)


# 17: the ulti declarer plays his trump seven before the last trick while other legal cards were in hand
def force_seven(box):
    def fn(hand, trick, trump):
        seven = "7" + trump
        if seven not in hand or len(hand) < 3:
            raise Reject("x")
        cands = legal(hand, trick, trump)
        if seven not in cands or len(cands) < 2:
            raise Reject("x")
        box["card"] = seven
        return seven
    return fn


def seven_search(o, trick):
    base = o["seed"]
    for k in range(8000):
        box = {}
        oo = dict(o, seed=base + k)
        decl = (oo["dealer"] + 1) % 3
        oo["force"] = {(trick, decl): force_seven(box)}
        try:
            ev, info = build_deal(oo)
        except Reject:
            continue
        if "card" in box:
            return oo, box
    raise SystemExit("no seven seed")


n0 = S(dict(seed=4400, dealer=0, goals=["betli"]), lambda i: decl_won(i))
n1, box17 = seven_search(dict(seed=4500, dealer=1, goals=["ulti"], trump="D", record=False), 6)
doc, inf, _ = session("17-fault-early-ulti-seven.json", [n0, n1],
                      meta={"description": "Deal 1: the ulti declarer plays the trump seven in trick 7 with other legal cards in hand."})
idx = [i for i, e in plays(doc, 1) if e["card"] == box17["card"]][0]
add("17-fault-early-ulti-seven.json", doc, inf, [(1, idx, "early_trump_seven")], note="7D in trick 7")


# 18: a card the first bidder laid away (and the next bidder took) is played by the first bidder
def passed_target(doc, d):
    ev = doc["deals"][d]["events"]
    d1 = ev[0]["cards"]
    f = ev[0]["seat"]
    ps = plays(doc, d)
    for i, e in ps[-3:]:
        if e["seat"] == f:
            for c in d1:
                if suit(c) == suit(e["card"]):
                    return i, e, c
    return None


def plant_passed(doc, infos):
    i, e, c = passed_target(doc, 1)
    e["card"] = c
    return [(1, i, "card_not_in_hand")]


q0 = S(dict(seed=4600, dealer=2, goals=["party"], trump="H", red=True), lambda i: decl_won(i) and nothing_silent(i))
q1 = search(dict(seed=4700, dealer=0, goals=["40-100"], trump="S", flow="overcall", record=False),
            lambda i, oo: passed_target(session("tmp.json", [oo])[0], 0) is not None)
doc, inf, exp = session("18-fault-passed-talon-card-played.json", [q0, q1], post=plant_passed,
                        meta={"description": "Deal 1: the first bidder plays in trick 10 a card he laid away and the next bidder took."})
add("18-fault-passed-talon-card-played.json", doc, inf, exp)

(HERE / "tmp.json").unlink()
(HERE / "expected-data.txt").write_text(json.dumps(EXP, indent=1, ensure_ascii=False) + "\n")
for k, v in EXP.items():
    print(k, v["violations"], [d["net"] for d in v["deals"]], v["note"])
