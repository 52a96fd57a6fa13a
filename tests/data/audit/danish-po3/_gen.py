"""Blind generator for audit round danish-po3 (Danish Tarok, play-only records).

Written from the Polish source (seeds/000, §3, §7-§15, §17, §18) and the spec's play-only section
only. Every settlement figure is computed here, from the source, never by the engine.

Run: python _gen.py  (writes a1.json .. a15.json and prints a summary used for EXPECTED.md)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
COURTS = "KQNJ"
NAMES3 = ["Ania", "Bolek", "Cezary"]
NAMES4 = ["Dorota", "Emil", "Franek", "Gosia"]


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """higher is better within its suit"""
    if c[0] == "T":
        return int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def is_pip(c):
    return c != "JOKER" and c[0] != "T" and rank(c) not in COURTS


def value(c):
    # §15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_king(c):
    return c != "JOKER" and c[0] == "K"


def declarations(hand):
    """§14, with the §15 amounts"""
    items = []
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if c[0] == "T" and c != "JOKER") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hand}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


class Reject(Exception):
    pass


class Session:
    def __init__(self, n, start_pools=None):
        self.n = n
        self.pools = dict(start_pools) if start_pools else None
        self.deals = []
        self.fresh = start_pools is None

    def active(self, d):
        if self.n == 3:
            return [(d + 1) % 3, (d + 2) % 3, d]
        return [(d + 1) % 4, (d + 3) % 4, d]


def play_deal(sess, d, rng, *, skat_recorded=True, cut_after=None, policy=None, first=False,
              score_sheet=False):
    """Simulate one deal. Returns (deal_json, info). policy: dict of steering options."""
    policy = policy or {}
    n = sess.n
    act = sess.active(d)  # play order from the leader
    new_dealer = (d + 1) % n
    deck = DECK[:]
    rng.shuffle(deck)
    hands = {}
    pos = 0
    for s in act:
        k = 28 if s == d else 25
        hands[s] = deck[pos:pos + k]
        pos += k
    # §17 redeal for a player without trumps: avoid such deals
    for s in act:
        if not any(c[0] == "T" and c != "JOKER" for c in hands[s]):
            raise Reject("no trumps")
    pips = [c for c in hands[d] if is_pip(c)]
    skat = rng.sample(pips, 3)
    for c in skat:
        hands[d].remove(c)
    events = []
    net = {p: 0 for p in list(range(n)) + ["pagat_pool", "king_pool"]}

    def pay(frm, to, amt, reason):
        if amt == 0:
            return
        events.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        net[frm] -= amt
        net[to] += amt
        if frm in sess.pools:
            sess.pools[frm] -= amt
        if to in sess.pools:
            sess.pools[to] += amt

    if sess.pools is None:
        sess.pools = {"pagat_pool": 0, "king_pool": 0}
    if first and sess.fresh:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                pay(s, pool, 20, "foundation")
    pay(d, "pagat_pool", 5, "deal_fee")
    pay(d, "king_pool", 5, "deal_fee")
    if skat_recorded:
        events.append({"type": "discard", "seat": d, "cards": list(skat)})
    decl_order = [d] + [s for s in act if s != d]
    decl_info = {}
    for s in decl_order:
        its = declarations(hands[s])
        if policy.get("no_decl") and its:
            raise Reject("decl")
        decl_info[s] = its
        events.append({"type": "declare", "seat": s, "items": [i for i, _ in its]})
        for it, amt in its:
            for o in act:
                if o != s:
                    pay(o, s, amt, "declaration")
    piles = {s: [] for s in act}
    tricks = {s: 0 for s in act}
    void = {s: set() for s in act}  # for info only
    leader = act[0]
    info = {"events_of_play": [], "hands": {s: list(h) for s, h in hands.items()}, "skat": skat,
            "decl": decl_info, "dealer": d, "new_dealer": new_dealer}
    joker_played = False
    ntricks = 25 if cut_after is None else cut_after
    last_trick_cards = None
    for t in range(ntricks):
        order = act[act.index(leader):] + act[:act.index(leader)]
        if policy.get("joker_call_at") == t:
            caller = policy["joker_caller"](order, hands)
            if "JOKER" not in {c for h in hands.values() for c in h}:
                events.append({"type": "call", "seat": caller, "call": "joker"})
                info["call_event"] = len(events) - 1
                pay(caller, "pagat_pool", 20, "penalty")
                pay(caller, "king_pool", 20, "penalty")
            else:
                raise Reject("joker still out")
        played = []
        led = None
        named = None
        for i, s in enumerate(order):
            h = hands[s]
            if i == 0:
                legal = [c for c in h if c != "JOKER"]
                if "JOKER" in h and t not in (23, 24) and not policy.get("joker_hold") and not policy.get("no_joker_lead"):
                    others = order[1:]
                    okn = [x for x in "HDSCT" if all(any(suit(c) == x for c in hands[o]) for o in others)]
                    if okn and rng.random() < 0.3:
                        legal = ["JOKER"]
                        named = rng.choice(okn)
                if not legal:
                    raise Reject("joker lead forced")
            else:
                L = led
                fol = [c for c in h if suit(c) == L]
                if fol:
                    legal = fol
                else:
                    tr = [c for c in h if suit(c) == "T"]
                    legal = tr if tr else [c for c in h if c != "JOKER"]
                if "JOKER" in h and t != 23:
                    legal = legal + ["JOKER"]
                if not legal:
                    legal = ["JOKER"]
            # steering
            forced = None
            if policy.get("joker_hold") and "JOKER" in h:
                if t == policy.get("joker_at", 23) and policy.get("joker_holder") in (None, s):
                    forced = "JOKER"
                else:
                    legal = [c for c in legal if c != "JOKER"] or legal
            if "JOKER" in legal and len(legal) > 1 and forced is None:
                if policy.get("joker_follow_holding") and i > 0 and any(suit(c) == led for c in h) and t < 20:
                    forced = "JOKER"
                    info["joker_follow"] = (t, s, led)
                elif rng.random() < 0.7:
                    legal = [c for c in legal if c != "JOKER"]
            fr = policy.get("force")
            if forced is None and fr and fr.get("t") == t and fr.get("pos") == i:
                forced = fr["fn"](h, led, rng)
                if forced is None:
                    raise Reject("force impossible")
                info["forced"] = (t, s, forced, led)
            if forced is None and policy.get("hold_ultimo") and t < 24:
                keep = [c for c in legal if not (is_king(c) or c == "T1")]
                if keep:
                    legal = keep
            if forced == "JOKER" and i == 0:
                raise Reject("forced joker lead")
            card = forced if forced is not None else rng.choice(legal)
            h.remove(card)
            if i == 0:
                if card == "JOKER":
                    led = named
                else:
                    led = suit(card)
            ev = {"type": "play", "seat": s, "card": card}
            if i == 0 and card == "JOKER":
                ev["named"] = named
            if card == "JOKER":
                joker_played = True
                info["joker_trick"] = t
            events.append(ev)
            info["events_of_play"].append((len(events) - 1, t, s, card))
            played.append((s, card))
        # winner
        trumps = [(s, c) for s, c in played if suit(c) == "T"]
        if trumps:
            w, wc = max(trumps, key=lambda x: strength(x[1]))
        else:
            cand = [(s, c) for s, c in played if suit(c) == led]
            if not cand:
                raise Reject("joker trick unwinnable")
            w, wc = max(cand, key=lambda x: strength(x[1]))
        tricks[w] += 1
        last = t == 24
        for s, c in played:
            if c == "JOKER" and not last:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if policy.get("swap_at") == t:
            # out of turn: the third seat's card written before the second's (played so)
            i1, i2 = len(events) - 2, len(events) - 1
            events[i1], events[i2] = events[i2], events[i1]
            info["oot"] = (i1, events[i1]["seat"])
            pay(events[i1]["seat"], "pagat_pool", 20, "penalty")
            pay(events[i1]["seat"], "king_pool", 20, "penalty")
        if not last:
            others = lambda s: [o for o in act if o != s]  # noqa: E731
            for s, c in played:
                if is_king(c) and s != w:
                    for o in others(s):
                        pay(s, o, 5, "king_lost")
                    pay(s, "king_pool", 5, "king_lost")
            for s, c in played:
                if c == "T1" and s != w:
                    for o in others(s):
                        pay(s, o, 5, "pagat_lost")
                    pay(s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and s == w:
                    for o in others(s):
                        pay(o, s, 5, "pagat_trick")
        else:
            last_trick_cards = (played, w, wc)
        leader = w
    info["tricks"] = tricks
    info["piles"] = piles
    if cut_after is None:
        for s in act:
            assert not hands[s], hands
        if any(v == 25 for v in tricks.values()):
            raise Reject("tout")
        nolo = [s for s in act if tricks[s] == 0]
        if nolo and not policy.get("allow_nolo"):
            raise Reject("nolo")
        played, w, wc = last_trick_cards
        others = lambda s: [o for o in act if o != s]  # noqa: E731
        kp0, pp0 = sess.pools["king_pool"], sess.pools["pagat_pool"]
        kprz = [s for s, c in played if is_king(c) and s != w]
        pprz = [s for s, c in played if c == "T1" and s != w]
        info["last"] = {"winner": w, "card": wc, "kprz": kprz, "pprz": pprz, "kp0": kp0, "pp0": pp0}
        for s in nolo:
            for o in others(s):
                pay(o, s, 25, "nolo")
        if not nolo:
            if wc == "T1":
                for o in others(w):
                    pay(o, w, 45, "pagat_ultimo")
                pay("pagat_pool", w, pp0, "pagat_ultimo")
                info["last"]["kind"] = "pagat_ultimo"
            elif is_king(wc):
                for o in others(w):
                    pay(o, w, 40, "king_ultimo")
                pay("king_pool", w, kp0, "king_ultimo")
                info["last"]["kind"] = "king_ultimo"
            elif not kprz and not pprz:
                for o in others(w):
                    pay(o, w, 20, "last_trick")
                info["last"]["kind"] = "last_trick"
            else:
                info["last"]["kind"] = "przydupek_only"
        for s in kprz:
            for o in others(s):
                pay(s, o, 40, "king_przydupek")
            pay(s, "king_pool", kp0, "king_przydupek")
        for s in pprz:
            for o in others(s):
                pay(s, o, 45, "pagat_przydupek")
            pay(s, "pagat_pool", pp0, "pagat_przydupek")
        # refill an emptied pool: every player (the fourth too) pays 20
        for pool in ("pagat_pool", "king_pool"):
            if sess.pools[pool] == 0:
                for s in range(n):
                    pay(s, pool, 20, "refill")
        # card points (§15)
        pts = {}
        for s in act:
            pts[s] = sum(value(c) for c in piles[s]) + tricks[s]
        pts[d] += sum(value(c) for c in skat) + 1
        assert sum(pts.values()) == 78, pts
        info["points"] = pts
        if not nolo:
            for s in act:
                if s == new_dealer:
                    continue
                diff = pts[s] - 26
                r = 5 * int((abs(diff) + 2) // 5) * (1 if diff > 0 else -1)
                if r < 0:
                    pay(s, new_dealer, -r, "card_points")
                elif r > 0:
                    pay(new_dealer, s, r, "card_points")
    info["net"] = dict(net)
    info["pools_after"] = dict(sess.pools)
    if score_sheet:
        events = [e for e in events if e["type"] != "payment"]
        for p in list(range(n)) + ["pagat_pool", "king_pool"]:
            events.append({"type": "score", "party": p, "points": net[p]})
        info["score_start"] = len(events) - (n + 2)
    deal = {"dealer": d, "hands": None, "events": events}
    return deal, info


def build(name, n, dealers, seed, *, per_deal=None, start_pools=None, check=None, score_sheet=False,
          description=""):
    per_deal = per_deal or [{} for _ in dealers]
    for k in range(seed, seed + 20000):
        rng = random.Random(k)
        sess = Session(n, start_pools)
        deals, infos = [], []
        try:
            for j, d in enumerate(dealers):
                kw = dict(per_deal[j])
                deal, info = play_deal(sess, d, rng, first=(j == 0), score_sheet=score_sheet, **kw)
                deals.append(deal)
                infos.append(info)
            if check and not check(deals, infos):
                continue
        except Reject:
            continue
        doc = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "players": NAMES3 if n == 3 else NAMES4,
            "meta": {"audit": "danish-po3", "file": name, "description": description, "seed": k},
            "deals": deals,
        }
        if start_pools:
            doc["start"] = {"pools": dict(start_pools)}
        return doc, infos, sess
    raise SystemExit(f"no seed for {name}")


def write(name, doc):
    with open(OUT / f"{name}.json", "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")


def ev_index(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


def has_in_play(infos, reasons):
    return True


SUMMARY = {}


def note(name, **kw):
    SUMMARY[name] = kw


def main():
    # a1: 3p clean, skat recorded, played out, payments
    def c1(deals, infos):
        rs = {e.get("reason") for e in deals[0]["events"]}
        return {"king_lost", "pagat_lost", "declaration"} <= rs
    doc, infos, s = build("a1", 3, [0], 1, check=c1, description="clean; skat recorded; played out")
    write("a1", doc)
    note("a1", last=infos[0]["last"], points=infos[0]["points"], net=infos[0]["net"], pools=infos[0]["pools_after"])

    # a2: 3p clean, skat NOT recorded; Joker played to a led suit while the player holds it (no void shown)
    def c2(deals, infos):
        if "joker_follow" not in infos[0]:
            return False
        t, s_, led = infos[0]["joker_follow"]
        later = [x for x in infos[0]["events_of_play"] if x[2] == s_ and x[1] > t and suit(x[3]) == led]
        infos[0]["joker_follow_later"] = later[:1]
        return bool(later)
    doc, infos, s = build("a2", 3, [1], 100, per_deal=[{"skat_recorded": False, "policy": {"joker_follow_holding": True}}],
                          check=c2, description="clean; no skat; Joker to a led suit by a player who later plays that suit")
    write("a2", doc)
    note("a2", last=infos[0]["last"], points=infos[0]["points"], net=infos[0]["net"], joker_follow=infos[0]["joker_follow"], later=infos[0]["joker_follow_later"], skat=infos[0]["skat"])

    # a3: 4p, two deals, pools carried; deal 0 skat recorded, deal 1 not; an ultimo in deal 1
    def c3(deals, infos):
        return infos[1]["last"]["kind"] in ("king_ultimo", "pagat_ultimo")
    doc, infos, s = build("a3", 4, [0, 1], 200, per_deal=[{"policy": {"hold_ultimo": True}}, {"skat_recorded": False, "policy": {"hold_ultimo": True}}],
                          check=c3, description="clean; 4 players, 2 deals, pools carried into an ultimo")
    write("a3", doc)
    note("a3", last=[i["last"] for i in infos], points=[i["points"] for i in infos], net=[i["net"] for i in infos], pools=[i["pools_after"] for i in infos])

    # a4: 3p clean, cut short after 15 tricks
    doc, infos, s = build("a4", 3, [2], 300, per_deal=[{"cut_after": 15}], description="clean; cut short after 15 tricks")
    write("a4", doc)
    note("a4", net=infos[0]["net"])

    # a5: 3p revoke: trumps while holding the suit led, later plays that suit
    def f5(h, led, rng):
        if led in (None, "T") or not any(suit(c) == led for c in h):
            return None
        tr = [c for c in h if suit(c) == "T" and c != "T1"]
        return rng.choice(tr) if tr else None

    def c5(deals, infos):
        t, s, card, led = infos[0]["forced"]
        later = [(i, tt, c) for (i, tt, ss, c) in infos[0]["events_of_play"] if ss == s and tt > t and suit(c) == led]
        if not later:
            return False
        infos[0]["revoke_at"] = later[0]
        return True
    doc, infos, s = build("a5", 3, [0], 400, per_deal=[{"policy": {"force": {"t": 6, "pos": 1, "fn": f5}}}], check=c5,
                          description="revoke: trumped a suit led while holding it, later plays that suit; settled as played")
    write("a5", doc)
    note("a5", forced=infos[0]["forced"], revoke_at=infos[0]["revoke_at"], net=infos[0]["net"], last=infos[0]["last"], points=infos[0]["points"])

    # a6: 3p cut short: discards another suit holding suit led and trumps; later plays a trump or the suit
    def f6(h, led, rng):
        if led in (None, "T") or not any(suit(c) == led for c in h) or not any(suit(c) == "T" for c in h):
            return None
        ot = [c for c in h if suit(c) not in (led, "T", None)]
        return rng.choice(ot) if ot else None

    def c6(deals, infos):
        t, s, card, led = infos[0]["forced"]
        later = [(i, tt, c) for (i, tt, ss, c) in infos[0]["events_of_play"] if ss == s and tt > t and suit(c) in (led, "T")]
        if not later:
            return False
        infos[0]["revoke_at"] = later[0]
        return True
    doc, infos, s = build("a6", 3, [1], 500, per_deal=[{"skat_recorded": False, "cut_after": 14, "policy": {"force": {"t": 4, "pos": 2, "fn": f6}}}], check=c6,
                          description="revoke: discarded a third suit holding the suit led and trumps; cut short after 14 tricks")
    write("a6", doc)
    note("a6", forced=infos[0]["forced"], revoke_at=infos[0]["revoke_at"], net=infos[0]["net"])

    # a7: Joker played in the second-last trick (index 23)
    def c7(deals, infos):
        return infos[0].get("joker_trick") == 23
    doc, infos, s = build("a7", 3, [2], 600, per_deal=[{"policy": {"joker_hold": True, "joker_at": 23}}], check=c7,
                          description="Joker played in the second-last trick; settled as played")
    write("a7", doc)
    jev = [x for x in infos[0]["events_of_play"] if x[3] == "JOKER"][0]
    note("a7", joker_event=jev, net=infos[0]["net"], last=infos[0]["last"], points=infos[0]["points"])

    # a8: a card played twice (a pip written again in a later trick in place of a pip of the same suit)
    doc, infos, s = build("a8", 3, [0], 700, description="a card played twice")
    deal = doc["deals"][0]
    ep = infos[0]["events_of_play"]
    done = None
    for a in range(len(ep)):
        ia, ta, sa, ca = ep[a]
        if not is_pip(ca) or ta < 3:
            continue
        for b in range(len(ep)):
            ib, tb, sb, cb = ep[b]
            if tb <= ta + 2 or sb == sa or not is_pip(cb) or suit(cb) != suit(ca) or tb >= 20:
                continue
            # trick b: replacing cb by ca must not change its winner (ca must not beat the winning card)
            trick = [x for x in ep if x[1] == tb]
            lead_ev = trick[0]
            if lead_ev[0] == ib:
                continue  # not the lead
            wins = max([x for x in trick if suit(x[3]) == "T"] or [x for x in trick if suit(x[3]) == suit(lead_ev[3])], key=lambda x: strength(x[3]))
            if wins[0] == ib or strength(ca) > strength(wins[3]):
                continue
            done = (ib, cb, ca, ia, tb, sb)
            break
        if done:
            break
    ib, cb, ca, ia, tb, sb = done
    deal["events"][ib]["card"] = ca
    write("a8", doc)
    note("a8", replaced=done, net=infos[0]["net"], last=infos[0]["last"], points=infos[0]["points"])

    # a9: out of turn follower (third seat played before the second), penalty recorded
    doc, infos, s = build("a9", 3, [1], 800, per_deal=[{"policy": {"swap_at": 9}}], description="card played out of turn, §18 large penalty paid")
    write("a9", doc)
    note("a9", oot=infos[0]["oot"], net=infos[0]["net"], last=infos[0]["last"], points=infos[0]["points"])

    # a10: declaration underpaid (11 trumps paid 10 instead of 15)
    def c10(deals, infos):
        for s_, its in infos[0]["decl"].items():
            for it, amt in its:
                if it["kind"] == "trumps" and it["count"] >= 11:
                    return True
        return False
    doc, infos, s = build("a10", 3, [2], 900, check=c10, description="declaration of 11+ trumps paid as 10")
    deal = doc["deals"][0]
    dix = [i for i, e in enumerate(deal["events"]) if e["type"] == "declare" and e["items"] and e["items"][0]["kind"] == "trumps" and e["items"][0]["count"] >= 11][0]
    wrong = dix + 1
    right_amt = deal["events"][wrong]["amount"]
    deal["events"][wrong]["amount"] = right_amt - 5
    write("a10", doc)
    note("a10", decl=infos[0]["decl"], wrong=(wrong, right_amt, right_amt - 5, deal["events"][wrong]), net=infos[0]["net"])

    # a11: 3p 2 deals, score sheet; king ultimo in deal 1 took the king pool without what deal 0 left in it
    def c11(deals, infos):
        return infos[1]["last"]["kind"] == "king_ultimo" and not infos[1]["last"]["kprz"]
    doc, infos, s = build("a11", 3, [0, 1], 1000, per_deal=[{"policy": {"hold_ultimo": True}}, {"skat_recorded": False, "policy": {"hold_ultimo": True}}],
                          check=c11, score_sheet=True, description="score sheet; king ultimo in deal 1 written with the pool as if fresh")
    lt = infos[1]["last"]
    d1 = doc["deals"][1]
    short = lt["kp0"] - 60
    for e in d1["events"]:
        if e["type"] == "score" and e["party"] == lt["winner"]:
            e["points"] -= short
        if e["type"] == "score" and e["party"] == "king_pool":
            e["points"] += short
    note("a11", short=short, sheet=[e for e in d1["events"] if e["type"] == "score"], last=[i["last"] for i in infos], net=[i["net"] for i in infos], pools=[i["pools_after"] for i in infos], points=[i["points"] for i in infos])
    write("a11", doc)

    # a12: king przydupek in the last trick and the last trick paid 20 anyway
    def c12(deals, infos):
        lt = infos[0]["last"]
        return lt["kind"] == "przydupek_only" and lt["kprz"] and not lt["pprz"]
    doc, infos, s = build("a12", 3, [1], 1100, per_deal=[{"policy": {"hold_ultimo": True}}], check=c12,
                          description="king przydupek in the last trick; winner paid 20 for the last trick anyway")
    deal = doc["deals"][0]
    lt = infos[0]["last"]
    w = lt["winner"]
    pos = [i for i, e in enumerate(deal["events"]) if e["type"] == "payment" and e["reason"] == "king_przydupek"][0]
    ins = [{"type": "payment", "from": o, "to": w, "amount": 20, "reason": "last_trick"} for o in (0, 1, 2) if o != w]
    deal["events"][pos:pos] = ins
    write("a12", doc)
    note("a12", last=lt, inserted_at=(pos, pos + 1), net=infos[0]["net"], points=infos[0]["points"])

    # a13: card points paid to/from the outgoing dealer instead of the new dealer
    def c13(deals, infos):
        return any(e.get("reason") == "card_points" for e in deals[0]["events"])
    doc, infos, s = build("a13", 3, [0], 1200, check=c13, description="card points settled with the outgoing dealer")
    deal = doc["deals"][0]
    cp = [i for i, e in enumerate(deal["events"]) if e.get("reason") == "card_points"]
    orig = [dict(deal["events"][i]) for i in cp]
    # seat 2's card-point payment handed to the outgoing dealer (seat 0) instead of the new dealer (seat 1)
    newev = [dict(e) for e in orig]
    for e in newev:
        if e["from"] == 2 and e["to"] == 1:
            e["to"] = 0
    deal["events"][cp[0]:cp[-1] + 1] = newev
    write("a13", doc)
    note("a13", points=infos[0]["points"], orig=orig, new=newev, first=cp[0], net=infos[0]["net"])

    # a14: 4p three deals, score sheet, clean, an ultimo or przydupek in deal 1 or 2
    def c14(deals, infos):
        return any(i["last"]["kind"] != "last_trick" for i in infos[1:])
    doc, infos, s = build("a14", 4, [3, 0, 1], 1300, per_deal=[{"policy": {"hold_ultimo": True}}, {"skat_recorded": False, "policy": {"hold_ultimo": True}}, {"policy": {"hold_ultimo": True}}],
                          check=c14, score_sheet=True, description="clean; 4 players, 3 deals, score sheet, pools carried")
    write("a14", doc)
    note("a14", last=[i["last"] for i in infos], net=[i["net"] for i in infos], pools=[i["pools_after"] for i in infos], points=[i["points"] for i in infos])

    # a15: taken from the middle (start pools), Joker demanded in the third-last trick after it was played; penalty paid
    def c15(deals, infos):
        return "call_event" in infos[0]
    doc, infos, s = build("a15", 3, [2], 1400, start_pools={"pagat_pool": 85, "king_pool": 140},
                          per_deal=[{"policy": {"joker_call_at": 22, "joker_caller": lambda order, hands: order[1]}}],
                          check=c15, description="mid-session; Joker demanded in the third-last trick after it was played; large penalty paid")
    write("a15", doc)
    note("a15", call=infos[0]["call_event"], net=infos[0]["net"], last=infos[0]["last"], points=infos[0]["points"], pools=infos[0]["pools_after"])

    print(json.dumps(SUMMARY, indent=1, default=str))


if __name__ == "__main__":
    main()
