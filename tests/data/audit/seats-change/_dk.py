"""Danish Tarok oracle for the seats-change audit, written from the Polish source (000).

Deal bodies (hands, skat, declarations, plays) are lifted from examples/danish-tarok and
re-seated; every payment is recomputed here from §10-§15/§17, never copied.
"""

import json
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
SUITPERM = [
    {},
    {"H": "D", "D": "H"},
    {"S": "C", "C": "S"},
    {"H": "D", "D": "H", "S": "C", "C": "S"},
]


def suit(c):
    if c == "JOKER":
        return "J"
    if c.startswith("T"):
        return "T"
    return c[-1]


def strength(c, led):
    s = suit(c)
    if s == "T":
        return 100 + int(c[1:])
    if s == led and s in "HDSC":
        order = RED if s in "HD" else BLACK
        return 50 - order.index(c[:-1])
    return -1


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def permcard(c, p):
    if c == "JOKER" or c.startswith("T"):
        return c
    return c[:-1] + p.get(c[-1], c[-1])


def load_bodies():
    out = []
    for name, idxs in (("clean", [0, 1, 2]), ("revoke", [1, 2])):
        d = json.loads((ROOT / f"examples/danish-tarok/{name}.json").read_text())
        for i in idxs:
            deal = d["deals"][i]
            ev = [e for e in deal["events"] if e["type"] != "payment"]
            out.append({"dealer": deal["dealer"], "hands": deal["hands"], "events": ev, "src": f"{name}[{i}]"})
    return out


DECL_VALUE = {"full": 10, "rich": 15, "half": 5}


def decl_amount(item):
    k = item["kind"]
    if k == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return DECL_VALUE[item["form"]]


def play_deal(body, perm, seatmap):
    """Return (hands by body seat, event list in body seats with payment markers, result).

    seatmap unused here; everything in body seats 0..2.  Payments are generated as dicts with
    body seats / pool names; the caller remaps.
    """
    p = SUITPERM[perm]
    e0 = body["dealer"]
    hands = [[permcard(c, p) for c in h] for h in body["hands"]]
    events = []
    for e in body["events"]:
        e = dict(e)
        if "card" in e:
            e["card"] = permcard(e["card"], p)
        if e.get("named") and e["named"] in "HDSC":
            e["named"] = p.get(e["named"], e["named"])
        if "cards" in e:
            e["cards"] = [permcard(c, p) for c in e["cards"]]
        if e["type"] == "declare":
            its = []
            for it in e["items"]:
                it = dict(it)
                if it["kind"] == "cavalry":
                    it["suit"] = p.get(it["suit"], it["suit"])
                if it["kind"] == "kings" and "missing" in it:
                    it["missing"] = p.get(it["missing"], it["missing"])
                its.append(it)
            e["items"] = its
        events.append(e)
    return hands, events, e0


def simulate(hands, events, dealer):
    """Replay plays; return annotated event list with generated payments (body seats)."""
    out = []
    trick = []
    tricks_won = [0, 0, 0]
    pile = [[], [], []]
    skat = []
    ntricks = 25
    tno = 0
    last = None
    for e in events:
        if e["type"] == "discard":
            skat = list(e["cards"])
        out.append(e)
        if e["type"] == "declare":
            for it in e["items"]:
                amt = decl_amount(it)
                for o in range(3):
                    if o != e["seat"]:
                        out.append({"type": "payment", "from": o, "to": e["seat"], "amount": amt, "reason": "declaration"})
        if e["type"] != "play":
            continue
        trick.append((e["seat"], e["card"], e.get("named")))
        if len(trick) < 3:
            continue
        lead = trick[0]
        led = lead[2] if lead[1] == "JOKER" else suit(lead[1])
        best = None
        for s, c, _ in trick:
            if c == "JOKER":
                continue
            st = strength(c, led)
            if best is None or st > best[0]:
                best = (st, s, c)
        w = best[1]
        tno += 1
        tricks_won[w] += 1
        is_last = tno == ntricks
        for s, c, _ in trick:
            if c == "JOKER" and not is_last:
                pile[s].append(c)
            else:
                pile[w].append(c)
        if not is_last:
            for s, c, _ in trick:
                if (c[0] == "K" and c != "JOKER") and s != w:
                    for o in range(3):
                        if o != s:
                            out.append({"type": "payment", "from": s, "to": o, "amount": 5, "reason": "king_lost"})
                    out.append({"type": "payment", "from": s, "to": "king_pool", "amount": 5, "reason": "king_lost"})
                if c == "T1" and s != w:
                    for o in range(3):
                        if o != s:
                            out.append({"type": "payment", "from": s, "to": o, "amount": 5, "reason": "pagat_lost"})
                    out.append({"type": "payment", "from": s, "to": "pagat_pool", "amount": 5, "reason": "pagat_lost"})
                if c == "T1" and s == w:
                    for o in range(3):
                        if o != s:
                            out.append({"type": "payment", "from": o, "to": s, "amount": 5, "reason": "pagat_trick"})
        else:
            last = (w, best[2], list(trick))
        trick = []
    assert tno == 25, tno
    pts = [sum(value(c) for c in pile[s]) + tricks_won[s] for s in range(3)]
    pts[dealer] += 1 + sum(value(c) for c in skat)
    assert sum(pts) == 78, pts
    return out, last, tricks_won, pts


def settle_last(last, tricks_won, pools):
    """Payments after the last trick (body seats); pools is a dict that is updated."""
    w, wcard, trick = last
    pays = []
    tout = [s for s in range(3) if tricks_won[s] == 25]
    nolo = [s for s in range(3) if tricks_won[s] == 0]
    assert not tout, "tout not handled"
    przy = [(s, c) for s, c, _ in trick if s != w and (c == "T1" or (c[0] == "K" and c != "JOKER"))]
    if nolo:
        for n in nolo:
            for o in range(3):
                if o != n:
                    pays.append({"type": "payment", "from": o, "to": n, "amount": 25, "reason": "nolo"})
    kp0 = pools["king_pool"]
    pp0 = pools["pagat_pool"]
    if not nolo:
        if wcard == "T1":
            for o in range(3):
                if o != w:
                    pays.append({"type": "payment", "from": o, "to": w, "amount": 45, "reason": "pagat_ultimo"})
            pays.append({"type": "payment", "from": "pagat_pool", "to": w, "amount": pp0, "reason": "pagat_ultimo"})
            raise NotImplementedError("refill")
        elif wcard[0] == "K" and wcard != "JOKER":
            raise NotImplementedError("king ultimo")
        elif not przy:
            for o in range(3):
                if o != w:
                    pays.append({"type": "payment", "from": o, "to": w, "amount": 20, "reason": "last_trick"})
    for s, c in przy:
        if c == "T1":
            for o in range(3):
                if o != s:
                    pays.append({"type": "payment", "from": s, "to": o, "amount": 45, "reason": "pagat_przydupek"})
            pays.append({"type": "payment", "from": s, "to": "pagat_pool", "amount": pp0, "reason": "pagat_przydupek"})
        else:
            for o in range(3):
                if o != s:
                    pays.append({"type": "payment", "from": s, "to": o, "amount": 40, "reason": "king_przydupek"})
            pays.append({"type": "payment", "from": s, "to": "king_pool", "amount": kp0, "reason": "king_przydupek"})
    return pays, bool(nolo)


def band(p):
    d = p - 26
    return 5 * round(d / 5)


def build(players, deals, present_at_start, fixups=None, sheet="payments", name=""):
    """deals: list of dicts {body, perm, dealer, present(set), join(seat|None), leave(after)}.

    present: seats at the table for this deal. Active: dealer and, with four present, all but
    the seat opposite the dealer; order of play is seat order over the present seats.
    """
    bodies = load_bodies()
    n = len(players)
    pools = {"pagat_pool": 0, "king_pool": 0}
    net = {k: Fraction(0) for k in list(range(n)) + ["pagat_pool", "king_pool"]}
    out_deals = []
    notes = []
    for di, spec in enumerate(deals):
        present = sorted(spec["present"])
        dealer = spec["dealer"]
        evs = []

        def pay(frm, to, amt, reason=None, note=None):
            amt = Fraction(amt)
            e = {"type": "payment", "from": frm, "to": to, "amount": amt}
            if reason:
                e["reason"] = reason
            if note:
                e["note"] = note
            evs.append(e)
            for k, sgn in ((frm, -1), (to, 1)):
                if k in pools:
                    pools[k] += sgn * amt
                net[k] += sgn * amt

        if di == 0:
            for pool in ("pagat_pool", "king_pool"):
                for s in present_at_start:
                    pay(s, pool, 20, "foundation")
        if spec.get("join") is not None:
            j = spec["join"]
            for pool in ("pagat_pool", "king_pool"):
                frac = spec.get("join_frac", {}).get(pool, Fraction(1, 3))
                pay(j, pool, pools[pool] * frac, None, "joins the game: one third of the pool (§17)")
        for pool in ("pagat_pool", "king_pool"):
            pay(dealer, pool, 5, "deal_fee")
        # active seats in order of play starting from the dealer
        ordered = [s for s in range(dealer, dealer + n) if s % n in present]
        ordered = [s % n for s in ordered]
        if len(present) == 4:
            sitter = (dealer + 2) % n
            assert sitter in present
            ordered = [s for s in ordered if s != sitter]
        assert len(ordered) == 3
        body = bodies[spec["body"]]
        hands_b, events_b, e0 = play_deal(body, spec["perm"], None)
        m = {(e0 + k) % 3: ordered[k] for k in range(3)}
        sim, last, tw, pts = simulate(hands_b, events_b, e0)
        hands = [[] for _ in range(n)]
        for b, s in m.items():
            hands[s] = hands_b[b]

        def ms(x):
            return m[x] if isinstance(x, int) else x

        for e in sim:
            e = dict(e)
            if "seat" in e:
                e["seat"] = m[e["seat"]]
            if e["type"] == "payment":
                pay(ms(e["from"]), ms(e["to"]), e["amount"], e["reason"])
            else:
                evs.append(e)
        last_pays, nolo = settle_last(last, tw, pools)
        for e in last_pays:
            pay(ms(e["from"]), ms(e["to"]), e["amount"], e["reason"])
        # card points with the new dealer
        nd = spec["next_dealer"]
        if not nolo:
            assert nd in ordered, (di, nd, ordered)
            for b in range(3):
                s = m[b]
                if s == nd:
                    continue
                a = band(pts[b])
                if a < 0:
                    pay(s, nd, -a, "card_points")
                elif a > 0:
                    pay(nd, s, a, "card_points")
        notes.append({"deal": di, "dealer": dealer, "active": ordered, "points": {m[b]: pts[b] for b in range(3)},
                      "tricks": {m[b]: tw[b] for b in range(3)}, "last": (m[last[0]], last[1]), "src": body["src"], "perm": spec["perm"]})
        if di == len(deals) - 1:
            final_present = spec.get("share_to", present)
            for pool in ("pagat_pool", "king_pool"):
                content = pools[pool]
                for s in final_present:
                    pay(pool, s, Fraction(content, len(final_present)), "session_end")
        out_deals.append({"dealer": dealer, "hands": hands, "events": evs})
    return out_deals, net, pools, notes


def jsonable(x):
    if isinstance(x, Fraction):
        return int(x) if x.denominator == 1 else round(float(x), 6)
    if isinstance(x, dict):
        return {k: jsonable(v) for k, v in x.items()}
    if isinstance(x, list):
        return [jsonable(v) for v in x]
    return x
