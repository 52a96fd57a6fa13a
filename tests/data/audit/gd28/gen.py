"""gd28 blind auditor's generator/scorer for Galician Tarok (Szczepanski §1-§33).

Written from the Polish source only; imports nothing from validator/ or replays/.
Run: python build.py (uses this module) -> writes NN-*.json and facts.txt next to this file.
"""

import json
import os
import random
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def deck():
    cards = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        cards += ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]
    return cards


def is_tarock(c):
    return c == "SKIZ" or (c[0] == "T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):
    # §3 pagat, mond, skiz 5, other tarocks 1; §7 K5 Q4 N3 J2 pip 1
    if is_tarock(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return srank(c)


def pile_points(cards):
    """§14: groups of three count card values less 2; a leftover group of 1-2 cards
    (twos, ones: the laid-away cards / unbought rest) counts less 1 (2/3 and 4/3 rounded)."""
    n = len(cards)
    s = sum(value(c) for c in cards)
    full, rest = divmod(n, 3)
    return s - 2 * full - (1 if rest else 0)


def legal(hand, trick):
    """§5/§23 follow rules."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        tar = [c for c in hand if is_tarock(c)]
        if tar:
            return tar
    return list(hand)


def winner_idx(trick):
    tars = [i for i, c in enumerate(trick) if is_tarock(c)]
    if tars:
        return max(tars, key=lambda i: trank(trick[i]))
    led = suit(trick[0])
    return max((i for i, c in enumerate(trick) if suit(c) == led), key=lambda i: srank(trick[i]))


CONTRACT_OF_BID = {
    "three": "three",
    "bottom": "three",
    "top": "three",
    "two": "two",
    "one": "one",
    "solo": "solo",
}
BID_LEVEL = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
RANK = {"three": 1, "bottom": 2, "top": 3, "two": 4, "one": 5, "solo": 6}
SCALE = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}
PACK = {"three": 3, "two": 2, "one": 1, "solo": 0}


def num(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 2)


class Session:
    def __init__(self, nplayers, rules=None):
        self.n = nplayers
        self.rules = dict(rules or {})
        if self.rules.get("preset") == "common_usage":
            # §17 / §27 usages the source reports: contra alike both ways, no game without a tarock,
            # a dealer's fee (the project's preset sets it to 1)
            for k, v in (("contra_symmetric", True), ("no_tarock_redeal", True), ("pool_dealer_fee", 1)):
                self.rules.setdefault(k, v)
        self.pool = Fraction(0)
        self.totals = [Fraction(0)] * nplayers
        self.deals = []
        self.facts = []
        self.stake = self.rules.get("pool_stake", 10)
        self.pct = Fraction(self.rules.get("pool_win_percent", 10), 100)
        self.passfee = self.rules.get("pool_pass_fee", 5)
        self.dealerfee = self.rules.get("pool_dealer_fee", 0)
        self.use_pool = self.rules.get("pool", True)


def auction_result(script):
    """script: list of (seat, bid). Returns (declarer, bid) by my reading of §10."""
    best = None
    bestseat = None
    for seat, b in script:
        if b in ("pass", "pass_volat", "tape"):
            continue
        if b == "hold":
            bestseat = seat
            continue
        best, bestseat = b, seat
    return bestseat, best


def play_deal(hands, first, declarer, ultimo, rng, plant_release=False):
    """Random legal play; the declarer who announced ultimo keeps the pagat to the last trick
    (§6: 'Dobrowolnie wydać pagata przed ostatnią lewą ... nie wolno')."""
    hands = {s: list(h) for s, h in hands.items()}
    order = sorted(hands)
    n = len(order)
    plays = []
    tricks = []
    leader = first
    ntr = len(hands[first])
    released = None
    for t in range(ntr):
        trick = []
        seats = []
        i = order.index(leader)
        for k in range(n):
            s = order[(i + k) % n]
            opts = legal(hands[s], trick)
            if s == declarer and ultimo and t < ntr - 1:
                keep = [c for c in opts if c != "T1"]
                if plant_release and released is None and "T1" in opts and keep and t >= 3:
                    c = "T1"
                    released = (t, len(plays))
                elif keep:
                    c = rng.choice(keep)
                else:
                    c = "T1"
            elif s == declarer and ultimo and t == ntr - 1:
                c = opts[0]
            else:
                # mild realism: keep the pagat if possible, play high when leading sometimes
                keep = [c for c in opts if c != "T1"] or opts
                c = rng.choice(keep)
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            plays.append((s, c))
        w = seats[winner_idx(trick)]
        tricks.append((seats, trick, w))
        leader = w
    return plays, tricks, released


def find_deal(
    sess,
    dealer,
    sitter,
    script,
    rejects,
    announce,
    contra,
    want,
    seed0,
    extra_check=None,
    plant_release=False,
    max_tries=400000,
    pv_pagat=None,
    silent_volat=False,
    helper_tarocks=False,
):
    """Search seeds until the deal satisfies `want` (callable on the computed result)."""
    n = sess.n
    active = [s for s in range(n) if s != sitter]
    king = dealer if len(active) == 4 else None
    playing = [s for s in active if s != king]

    # order of play starting from forehand = next active seat after dealer
    def nxt(s):
        j = (s + 1) % n
        while j not in active:
            j = (j + 1) % n
        return j

    fh = nxt(dealer)
    while fh == king:
        fh = nxt(fh)
    seq = [fh]
    while len(seq) < 3:
        j = nxt(seq[-1])
        if j != king:
            seq.append(j)
    sscript = [(seq[p], b) for p, b in script]
    if pv_pagat is not None:
        pv_pagat = seq[pv_pagat]
    declarer, bid = auction_result(sscript)
    for seed in range(seed0, seed0 + max_tries):
        rng = random.Random(seed)
        d = deck()
        rng.shuffle(d)
        talon = d[:6]
        hands = {}
        k = 6
        for s in seq:
            hands[s] = d[k : k + 12]
            k += 12
        # §28: pass_volat / tape only without the pagat
        ok = True
        for s, b in sscript:
            if b in ("pass_volat", "tape") and "T1" in hands[s] and s != pv_pagat:
                ok = False
        if pv_pagat is not None and "T1" not in hands[pv_pagat]:
            ok = False
        if not ok:
            continue
        if bid is None:
            r = {
                "seed": seed,
                "dealer": dealer,
                "talon": talon,
                "hands": hands,
                "script": sscript,
                "declarer": None,
                "fh": fh,
                "king": king,
                "sitter": sitter,
                "seq": seq,
            }
            if want(r):
                return r
            continue
        contract = CONTRACT_OF_BID[bid]
        size = PACK[contract]
        purchase = BID_LEVEL[bid] + rejects if contract != "solo" else 1
        if contract == "solo":
            bought = []
            rest = list(talon)
        else:
            npk = 6 // size
            pk = (purchase - 1) % npk
            bought = talon[pk * size : (pk + 1) * size]
            rest = [c for c in talon if c not in bought]
        hand = hands[declarer] + bought
        # lay away: lowest suit cards, never a king (§13), never a tarock
        cand = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=lambda c: (value(c), c))
        if len(cand) < size:
            continue
        discard = cand[:size]
        hand = [c for c in hand if c not in discard]
        ntar = sum(1 for c in hand if is_tarock(c))
        items = []
        for a in announce:
            if a == "tarocks":
                if ntar < 10:
                    ok = False
                items.append({"kind": "tarocks", "count": ntar})
            else:
                items.append({"kind": a})
        if not ok:
            continue
        if "pagat_ultimo" in announce and "T1" not in hand:
            continue
        hitems = {}
        if helper_tarocks:
            i0 = seq.index(declarer)
            for k in (1, 2):
                hs = seq[(i0 + k) % 3]
                cnt = sum(1 for c in hands[hs] if is_tarock(c))
                if cnt >= 10:
                    hitems[hs] = [{"kind": "tarocks", "count": cnt}]
            if not hitems:
                continue
        ult = "pagat_ultimo" in announce
        ph = {s: (hand if s == declarer else hands[s]) for s in seq}
        plays, tricks, released = play_deal(ph, fh, declarer, ult, rng, plant_release)
        if plant_release and released is None:
            continue
        ppile = list(discard)
        hpile = list(rest)
        for seats, tr, w in tricks:
            (ppile if w == declarer else hpile).extend(tr)
        pp = pile_points(ppile)
        hp = pile_points(hpile)
        assert pp + hp == 66, (pp, hp)
        ptricks = [tr for seats, tr, w in tricks if w == declarer]
        htricks = [tr for seats, tr, w in tricks if w != declarer]
        pcards = set(c for tr in ptricks for c in tr)
        hcards = set(c for tr in htricks for c in tr)
        last = tricks[-1]
        ultimo_made = last[2] == declarer and "T1" in last[1] and last[1][winner_idx(last[1])] == "T1"
        if released is not None:
            ultimo_made = False
        r = {
            "seed": seed,
            "dealer": dealer,
            "talon": talon,
            "hands": hands,
            "script": sscript,
            "declarer": declarer,
            "bid": bid,
            "contract": contract,
            "purchase": purchase,
            "rejects": rejects,
            "bought": bought,
            "discard": discard,
            "items": items,
            "contra": contra,
            "plays": plays,
            "tricks": tricks,
            "pp": pp,
            "hp": hp,
            "won": pp > 33,
            "fh": fh,
            "king": king,
            "sitter": sitter,
            "seq": seq,
            "trull_p": {"SKIZ", "T21", "T1"} <= pcards,
            "trull_h": {"SKIZ", "T21", "T1"} <= hcards,
            "kings_p": {"KH", "KD", "KS", "KC"} <= pcards,
            "kings_h": {"KH", "KD", "KS", "KC"} <= hcards,
            "ultimo_made": ultimo_made,
            "released": released,
            "ntar": ntar,
            "volat": len(ptricks) == len(tricks),
            "hvolat": len(htricks) == len(tricks),
            "hitems": hitems,
        }
        # my model pays no helper premiums; keep helpers from silent trull/kings/volat
        if r["trull_h"] or r["kings_h"] or r["hvolat"]:
            continue
        if r["volat"] and "volat" not in announce and not silent_volat:
            continue
        if extra_check and not extra_check(r):
            continue
        if want(r):
            return r
    raise RuntimeError("no seed found for %r" % (script,))


def settle(sess, r):
    """Returns list of (from, to, amount, reason) and a facts dict. Amounts Fractions."""
    pays = []
    n = sess.n
    active = [s for s in range(n) if s != r["sitter"]]
    fx = {}
    # pool: stake when empty (§27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę")
    if sess.use_pool:
        if sess.pool == 0:
            for s in active:
                pays.append((s, "pool", Fraction(sess.stake), "pool_stake"))
            sess.pool += sess.stake * len(active)
        if sess.dealerfee:
            pays.append((r["dealer"], "pool", Fraction(sess.dealerfee), "pool_deal"))
            sess.pool += sess.dealerfee
    if r["declarer"] is None:
        if sess.use_pool and sess.passfee:
            for s, b in r["script"][:3]:
                pass
            bidders = sorted(set(s for s, b in r["script"]))
            for s in bidders:
                pays.append((s, "pool", Fraction(sess.passfee), "pool_pass"))
                sess.pool += sess.passfee
        fx["all_pass"] = True
        return pays, fx
    P = r["declarer"]
    opps = [s for s in active if s != P]  # helpers + king
    contract = r["contract"]
    mult, base = SCALE[contract]
    pp = r["pp"]
    contra = r["contra"]
    lvl = max(contra) if contra else 1
    if r["volat"]:
        gv = VOLAT[contract] * (2 if "volat" in [i["kind"] for i in r["items"]] else 1)
        game = gv * (2 if lvl >= 2 else 1)
        gsign = 1
        reason = "volat"
        fx["game_value"] = gv
    elif r["won"]:
        gv = (pp - 33) * mult + base
        game = gv * (2 if lvl >= 2 else 1)  # §17: contra doubles a won game; recontra/supra only when lost
        if sess.rules.get("contra_symmetric") and lvl >= 2:
            game = gv * r["purchase"] * lvl  # §17 usage: the same sum won as would be paid
        gsign = 1
        reason = "game"
        fx["game_value"] = gv
    else:
        gv = (33 - pp) * mult + base
        game = gv * r["purchase"] * lvl
        gsign = -1
        reason = "game"
        fx["game_value"] = gv
    fx.update(points=pp, helpers=r["hp"], won=r["won"], game=game * gsign, purchase=r["purchase"], contra=lvl)
    kinds = [i["kind"] for i in r["items"]]
    prem = []
    if r["trull_p"]:
        prem.append(("trull", 100 if "trull" in kinds else 50))
    elif "trull" in kinds:
        prem.append(("trull", -100))
    if r["kings_p"]:
        prem.append(("four_kings", 200 if "four_kings" in kinds else 100))
    elif "four_kings" in kinds:
        prem.append(("four_kings", -200))
    if "tarocks" in kinds:
        tv = {10: 50, 11: 100, 12: 150}[r["ntar"]]
        if sess.rules.get("tarocks_paid") == "if_game_won" and not r["won"]:
            tv = -tv  # §20 "przy przegranej płaci i premię"
        prem.append(("tarocks", tv))
    if "volat" in kinds and not r["volat"]:
        prem.append(("volat", -2 * VOLAT[contract]))
    for hs, its in r.get("hitems", {}).items():
        prem.append(("tarocks", -{10: 50, 11: 100, 12: 150}[its[0]["count"]]))
    ult_ann = "pagat_ultimo" in kinds
    if r["ultimo_made"]:
        prem.append(("pagat_ultimo", 100 if ult_ann else 50))
    elif ult_ann:
        prem.append(("pagat_ultimo", -100))
    fx["premiums"] = prem
    for o in opps:
        if gsign > 0:
            pays.append((o, P, Fraction(game), reason))
        else:
            pays.append((P, o, Fraction(game), reason))
    for why, amt in prem:
        for o in opps:
            if amt > 0:
                pays.append((o, P, Fraction(amt), why))
            else:
                pays.append((P, o, Fraction(-amt), why))
    if sess.use_pool:
        if ult_ann and r["ultimo_made"]:
            pays.append(("pool", P, sess.pool, "pool_ultimo"))
            fx["pool_taken"] = sess.pool
            sess.pool = Fraction(0)
        elif ult_ann:
            pays.append((P, "pool", sess.pool, "pool_ultimo"))
            fx["pool_paid"] = sess.pool
            sess.pool += sess.pool
        net = {s: Fraction(0) for s in active}
        for f, t, a, why in pays:
            if f == "pool" or t == "pool":
                continue
            net[f] -= a
            net[t] += a
        for s in active:
            if net[s] > 0 and sess.pct:
                share = net[s] * sess.pct
                pays.append((s, "pool", share, "pool_share"))
                sess.pool += share
    return pays, fx


def build_deal(sess, r, pays, plant_payment=None):
    n = sess.n
    hands = []
    for s in range(n):
        hands.append(list(r["hands"].get(s, [])))
    ev = []
    for s, b in r["script"]:
        ev.append({"type": "bid", "seat": s, "bid": b})
    P = r["declarer"]
    if P is not None:
        if r["contract"] != "solo":
            for _ in range(r["rejects"]):
                ev.append({"type": "call", "seat": P, "call": "reject"})
            ev.append({"type": "take", "seat": P, "cards": r["bought"]})
            ev.append({"type": "discard", "seat": P, "cards": r["discard"]})
        ev.append({"type": "announce", "seat": P, "items": r["items"]})
        i = r["seq"].index(P)
        for k in (1, 2):
            hs = r["seq"][(i + k) % 3]
            ev.append({"type": "announce", "seat": hs, "items": r.get("hitems", {}).get(hs, [])})
        helpers = [r["seq"][(i + k) % 3] for k in (1, 2)]
        for lv in r["contra"]:
            who = P if lv == 4 else (helpers[0] if lv == 2 else helpers[1])
            ev.append({"type": "double", "seat": who, "target": "game", "level": lv})
        for s, c in r["plays"]:
            ev.append({"type": "play", "seat": s, "card": c})
    planted = None
    for f, t, a, why in pays:
        e = {"type": "payment", "from": f, "to": t, "amount": num(a), "reason": why}
        if plant_payment and planted is None:
            nv = plant_payment(f, t, a, why)
            if nv is not None:
                e["amount"] = num(nv)
                planted = len(ev)
        ev.append(e)
    return {"dealer": r["dealer"], "hands": hands, "talon": r["talon"], "events": ev}, planted


FILES = []


def run_session(fname, nplayers, rules, specs, meta_note):
    sess = Session(nplayers, rules)
    deals = []
    facts = []
    expected = []
    start_pool = None
    for di, sp in enumerate(specs):
        want = sp.get("want", lambda r: True)
        r = find_deal(
            sess,
            sp["dealer"],
            sp.get("sitter"),
            sp["script"],
            sp.get("rejects", 0),
            sp.get("announce", []),
            sp.get("contra", []),
            want,
            sp.get("seed", 1000 * (di + 1)) + 1000000 * len(FILES),
            plant_release=sp.get("plant") == "pagat_released",
            pv_pagat=sp.get("pv_pagat"),
            silent_volat=sp.get("silent_volat", False),
            helper_tarocks=sp.get("helper_tarocks", False),
        )
        if sp.get("plant") == "pass_volat_with_pagat":
            pass
        pool_before = sess.pool
        pays, fx = settle(sess, r)
        dl, planted = build_deal(sess, r, pays, sp.get("plant_payment"))
        if sp.get("plant") == "pagat_released":
            nb = sum(1 for e in dl["events"] if e["type"] != "play")
            # index of the release play in the events list
            k = [i for i, e in enumerate(dl["events"]) if e["type"] == "play"][r["released"][1]]
            expected.append((di, k, "pagat_released"))
        if planted is not None:
            expected.append((di, planted, "wrong_payment"))
        if sp.get("expect"):
            for code, fn in sp["expect"]:
                expected.append((di, fn(dl, r), code))
        net = {}
        for f, t, a, why in pays:
            for p, sg in ((f, -1), (t, 1)):
                net[p] = net.get(p, 0) + sg * a
        for s in range(nplayers):
            sess.totals[s] += net.get(s, 0)
        deals.append(dl)
        fx.update(
            seed=r["seed"],
            dealer=r["dealer"],
            declarer=r["declarer"],
            bid=r.get("bid"),
            contract=r.get("contract"),
            bought=r.get("bought"),
            discard=r.get("discard"),
            items=r.get("items"),
            pool_before=num(pool_before),
            pool_after=num(sess.pool),
            net={str(k): num(v) for k, v in sorted(net.items(), key=lambda kv: str(kv[0]))},
            totals=[num(x) for x in sess.totals],
            sitter=r["sitter"],
            king=r["king"],
            ultimo_made=r.get("ultimo_made"),
            released=r.get("released"),
        )
        if "game" in fx:
            fx["game"] = num(fx["game"])
        facts.append(fx)
    t = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules:
        t["rules"] = rules
    t["players"] = NAMES[:nplayers]
    t["meta"] = {"event": "Federation season 2026, gd28", "note": meta_note}
    t["deals"] = deals
    with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
    FILES.append({"file": fname, "expected": expected, "facts": facts})
