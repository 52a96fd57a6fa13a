"""Blind generator for audit round danish-spec18 (Danish Tarok / Ultimo, Polish source §1-§18).

Model written from /work/shared/seeds/000_2fac32aef83ce8a1.txt only.
Seats in order of play; the dealer's next seat leads (§10); next dealer = dealer+1 (§17 pools).
"""
import json, random, copy, sys
from fractions import Fraction

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
def deck():
    d = []
    for s in SUITS:
        for r in COURTS + [str(i) for i in range(1, 11)]:
            d.append(r + s)
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d

def suit(c):
    if c == "JOKER": return None
    return "T" if c.startswith("T") else c[-1]
def rank_val(c):  # higher wins
    if c.startswith("T"): return int(c[1:])
    r = c[:-1]; s = c[-1]
    if r in COURTS: return 100 - COURTS.index(r)
    n = int(r)
    return (11 - n) if s in "HD" else n   # red: 1 high..10 low; black: 10 high..1 low
def honours(c):
    if c in ("T1", "T21", "JOKER") or c[:-1] == "K" and not c.startswith("T"): return 4
    if c.startswith("T"): return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)

def declarations(hand):
    items = []; pays = []
    tr = [c for c in hand if c.startswith("T")]
    j = "JOKER" in hand
    n = len(tr) + (1 if j else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand}); pays.append(10 + 5 * (n - 10))
    if j and "T21" in hand and "T1" in hand:
        m = 3; k = 20
        while "T%d" % k in hand: m += 1; k -= 1
        items.append({"kind": "matadors", "count": m}); pays.append(10 + 5 * (m - 3))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if j else "full"}); pays.append(15 if j else 10)
        elif len(have) == 3 and j:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}); pays.append(5)
    ks = [s for s in SUITS if "K" + s in hand]
    if len(ks) == 4:
        items.append({"kind": "kings", "form": "rich" if j else "full"}); pays.append(15 if j else 10)
    elif len(ks) == 3 and j:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in ks][0]}); pays.append(5)
    return items, pays

def decl_cards(hand):
    """cards forming part of a declaration in hand"""
    items, _ = declarations(hand)
    out = set()
    for it in items:
        if it["kind"] == "trumps": out |= {c for c in hand if c.startswith("T") or c == "JOKER"}
        if it["kind"] == "matadors": out |= {"JOKER", "T21", "T1"} | {"T%d" % (20 - i) for i in range(it["count"] - 3)}
        if it["kind"] == "cavalry": out |= {r + it["suit"] for r in COURTS if r + it["suit"] in hand} | {"JOKER"}
        if it["kind"] == "kings": out |= {"K" + s for s in SUITS if "K" + s in hand} | {"JOKER"}
    return out

def legal(hand, trick, tno):
    """legal cards (Joker excluded from choice here; handled by policy)"""
    cards = [c for c in hand if c != "JOKER"]
    if not trick: return cards
    led = trick[0][2]
    same = [c for c in cards if suit(c) == led]
    if same: return same
    tr = [c for c in cards if suit(c) == "T"]
    if tr: return tr
    return cards

class Fault(Exception): pass

def play_deal(rng, hands, dealer, pools, plant=None):
    """returns events (without deal fee), new pools, info. plant: dict describing a fault"""
    n = 3
    ev = []
    hands = [list(h) for h in hands]
    dh = hands[dealer]
    # skat: three non-court pip cards (never K, T21, JOKER, trumps, declaration cards) §13
    dc = decl_cards(dh)
    cand = [c for c in dh if not c.startswith("T") and c != "JOKER" and c[:-1] not in COURTS and c not in dc]
    rng.shuffle(cand)
    skat = cand[:3]
    if plant and plant["kind"] == "illegal_skat":
        kings = [c for c in dh if c[:-1] == "K" and not c.startswith("T")]
        skat = [kings[0]] + cand[:2]
        plant["event_offset"] = "discard"
    for c in skat: dh.remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    discard_ev = len(ev) - 1
    pile = [[] for _ in range(n)]
    tricks_won = [0] * n
    pile[dealer] += skat
    # declarations from the dealer §9 §14 §15
    info = {"decl": {}, "faults": []}
    for k in range(n):
        s = (dealer + k) % n
        items, pays = declarations(hands[s])
        if plant and plant["kind"] == "missing_declaration" and plant.get("seat") is None and items:
            plant["seat"] = s; plant["items"] = items
            ev.append({"type": "declare", "seat": s, "items": []})
            plant["event"] = len(ev) - 1
            continue
        if plant and plant["kind"] == "false_declaration" and plant.get("seat") is None and s == plant["want_seat"]:
            ntr = sum(1 for c in hands[s] if c.startswith("T") or c == "JOKER")
            plant["seat"] = s; plant["true_items"] = list(items)
            fake = {"kind": "trumps", "count": 10, "pagat": "T1" in hands[s]}
            items = [fake] + items; pays = [10] + pays
            plant["event"] = len(ev)
            plant["true_trumps"] = ntr
        ev.append({"type": "declare", "seat": s, "items": items})
        info["decl"][s] = items
        for it, p in zip(items, pays):
            for o in range(1, n):
                ev.append({"type": "payment", "from": (s + o) % n, "to": s, "amount": p, "reason": "declaration"})
    leader = (dealer + 1) % n
    joker_holder = [s for s in range(n) if "JOKER" in hands[s]][0]
    joker_trick = None
    for t in range(25):
        trick = []  # (seat, card, led-suit-or-effective)
        order = [(leader + k) % n for k in range(n)]
        plays = []
        for pos, s in enumerate(order):
            h = hands[s]
            if s == joker_holder and "JOKER" in h and pos > 0 and t < 20:
                c = "JOKER"
            elif len(h) == 1:
                c = h[0]
            else:
                L = legal(h, trick, t)
                # keep Pagat and JOKER for later when possible
                L2 = [c for c in L if c != "T1"] or L
                c = rng.choice(L2)
                if plant and plant["kind"] in ("revoke", "failure_to_trump") and plant.get("done") is None and t >= plant["min_trick"] and trick:
                    led = trick[0][2]
                    if plant["kind"] == "revoke" and any(suit(x) == led for x in h if x != "JOKER"):
                        others = [x for x in h if x != "JOKER" and suit(x) != led and x != "T1" and x[:-1] != "K"]
                        if others:
                            c = rng.choice(others); plant["done"] = True; plant["seat"] = s; plant["trick"] = t
                            plant["held"] = sorted(x for x in h if suit(x) == led)
                            plant["event"] = len(ev) + len(plays)
                    if plant["kind"] == "failure_to_trump" and led != "T" and not any(suit(x) == led for x in h if x != "JOKER") and any(suit(x) == "T" for x in h):
                        others = [x for x in h if x != "JOKER" and suit(x) not in ("T", led) and x[:-1] != "K"]
                        if others:
                            c = rng.choice(others); plant["done"] = True; plant["seat"] = s; plant["trick"] = t
                            plant["event"] = len(ev) + len(plays)
            h.remove(c)
            if not trick:
                eff = suit(c)
                assert c != "JOKER"
            trick.append((s, c, eff if not trick else None))
            plays.append({"type": "play", "seat": s, "card": c})
        led = trick[0][2]
        best = None
        for s, c, _ in trick:
            if c == "JOKER": continue
            key = (2, rank_val(c)) if suit(c) == "T" else ((1, rank_val(c)) if suit(c) == led else (0, 0))
            if best is None or key > best[0]: best = (key, s, c)
        w = best[1]
        if plant and plant["kind"] == "out_of_turn" and plant.get("done") is None and t == plant["trick"]:
            # second and third card recorded in swapped order (third hand played before second)
            plays[1], plays[2] = plays[2], plays[1]
            plant["done"] = True; plant["seat"] = plays[1]["seat"]; plant["event"] = len(ev) + 1
        ev += plays
        last = t == 24
        for s, c, _ in trick:
            if c == "JOKER":
                if last: pile[w].append(c)
                else: pile[s].append(c)
                joker_trick = t
            else:
                pile[w].append(c)
        tricks_won[w] += 1
        if not last:
            for s, c, _ in trick:
                if s == w: continue
                if c[:-1] == "K" and not c.startswith("T"):
                    for o in range(1, n):
                        ev.append({"type": "payment", "from": s, "to": (s + o) % n, "amount": 5, "reason": "king_lost"})
                    ev.append({"type": "payment", "from": s, "to": "king_pool", "amount": 5, "reason": "king_lost"})
                    pools["king_pool"] += 5
                if c == "T1":
                    for o in range(1, n):
                        ev.append({"type": "payment", "from": s, "to": (s + o) % n, "amount": 5, "reason": "pagat_lost"})
                    ev.append({"type": "payment", "from": s, "to": "pagat_pool", "amount": 5, "reason": "pagat_lost"})
                    pools["pagat_pool"] += 5
            if best[2] == "T1":
                for o in range(1, n):
                    ev.append({"type": "payment", "from": (w + o) % n, "to": w, "amount": 5, "reason": "pagat_trick"})
        else:
            info["last"] = [(s, c) for s, c, _ in trick]; info["last_winner"] = (w, best[2])
            if 0 in tricks_won or 25 in tricks_won: raise Fault("nolo/tout")
            kp0 = pools["king_pool"]; pp0 = pools["pagat_pool"]
            wc = best[2]
            przy_k = [s for s, c, _ in trick if s != w and c[:-1] == "K" and not c.startswith("T")]
            przy_p = [s for s, c, _ in trick if s != w and c == "T1"]
            if wc[:-1] == "K" and not wc.startswith("T"):
                for o in range(1, n):
                    ev.append({"type": "payment", "from": (w + o) % n, "to": w, "amount": 40, "reason": "king_ultimo"})
                ev.append({"type": "payment", "from": "king_pool", "to": w, "amount": kp0, "reason": "king_ultimo"})
                pools["king_pool"] -= kp0
                info["king_ultimo"] = True
            if wc == "T1":
                for o in range(1, n):
                    ev.append({"type": "payment", "from": (w + o) % n, "to": w, "amount": 45, "reason": "pagat_ultimo"})
                ev.append({"type": "payment", "from": "pagat_pool", "to": w, "amount": pp0, "reason": "pagat_ultimo"})
                pools["pagat_pool"] -= pp0
                for s in range(n):
                    ev.append({"type": "payment", "from": s, "to": "pagat_pool", "amount": 20, "reason": "refill"})
                pools["pagat_pool"] += 60
                info["pagat_ultimo"] = True
            for s in przy_p:
                for o in range(1, n):
                    ev.append({"type": "payment", "from": s, "to": (s + o) % n, "amount": 45, "reason": "pagat_przydupek"})
                ev.append({"type": "payment", "from": s, "to": "pagat_pool", "amount": pp0, "reason": "pagat_przydupek"})
                pools["pagat_pool"] += pp0
                info["pagat_przydupek"] = True
            for s in przy_k:
                for o in range(1, n):
                    ev.append({"type": "payment", "from": s, "to": (s + o) % n, "amount": 40, "reason": "king_przydupek"})
                ev.append({"type": "payment", "from": s, "to": "king_pool", "amount": kp0, "reason": "king_przydupek"})
                pools["king_pool"] += kp0
                info["king_przydupek"] = True
            if info.get("king_ultimo") and not przy_k:
                for s in range(n):
                    ev.append({"type": "payment", "from": s, "to": "king_pool", "amount": 20, "reason": "refill"})
                pools["king_pool"] += 60
            if not (wc == "T1" or (wc[:-1] == "K" and not wc.startswith("T"))) and not przy_k and not przy_p:
                for o in range(1, n):
                    ev.append({"type": "payment", "from": (w + o) % n, "to": w, "amount": 20, "reason": "last_trick"})
        leader = w
    # card points §15
    pts = [sum(honours(c) for c in pile[s]) + tricks_won[s] + (1 if s == dealer else 0) for s in range(n)]
    assert sum(pts) == 78, pts
    nd = (dealer + 1) % n
    for s in range(n):
        if s == nd: continue
        a = 5 * round(Fraction(pts[s] - 26, 5))
        if a < 0: ev.append({"type": "payment", "from": s, "to": nd, "amount": -a, "reason": "card_points"})
        elif a > 0: ev.append({"type": "payment", "from": nd, "to": s, "amount": a, "reason": "card_points"})
    info["points"] = pts; info["tricks"] = tricks_won
    return ev, info

def session(seed, ndeals, plant=None, plant_deal=0):
    rng = random.Random(seed)
    pools = {"pagat_pool": 0, "king_pool": 0}
    deals = []; infos = []
    for d in range(ndeals):
        dealer = d % 3
        while True:
            cards = deck(); rng.shuffle(cards)
            hands = [cards[25 * i:25 * i + 25] for i in range(3)]
            hands[dealer] = hands[dealer] + cards[75:]
            if all(any(c.startswith("T") for c in h) for h in hands): break
        ev = []
        if d == 0:
            for p in ("pagat_pool", "king_pool"):
                for s in range(3):
                    ev.append({"type": "payment", "from": s, "to": p, "amount": 20, "reason": "foundation"}); pools[p] += 20
        for p in ("pagat_pool", "king_pool"):
            ev.append({"type": "payment", "from": dealer, "to": p, "amount": 5, "reason": "deal_fee"}); pools[p] += 5
        base = len(ev)
        pl = plant if (plant and d == plant_deal) else None
        e2, info = play_deal(rng, hands, dealer, pools, pl)
        if pl and "event" in pl: pl["event"] += base
        ev += e2
        if d == ndeals - 1:
            for p in ("pagat_pool", "king_pool"):
                share = Fraction(pools[p], 3)
                for s in range(3):
                    amt = int(share) if share.denominator == 1 else round(float(share), 6)
                    ev.append({"type": "payment", "from": p, "to": s, "amount": amt, "reason": "session_end"})
                info.setdefault("session_end", {})[p] = str(share)
        info["pools_after"] = dict(pools)
        deals.append({"dealer": dealer, "hands": hands, "events": ev})
        infos.append(info)
    return deals, infos

def transcript(deals, desc):
    return {"format": "trick-transcript/1", "game": "danish-tarok", "players": ["Agata", "Bogdan", "Czesia"],
            "meta": {"event": "Klub Ultimo, wieczór", "description": desc}, "deals": deals}

if __name__ == "__main__":
    for seed in range(int(sys.argv[1]), int(sys.argv[2])):
        try:
            deals, infos = session(seed, 3)
        except Fault:
            continue
        tags = []
        for i, inf in enumerate(infos):
            t = [k for k in ("king_ultimo", "pagat_ultimo", "pagat_przydupek", "king_przydupek") if inf.get(k)]
            nd = sum(len(v) for v in inf["decl"].values())
            tags.append((t, nd))
        print(seed, tags)
