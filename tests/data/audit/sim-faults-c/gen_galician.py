"""Galician Tarok (Szczepański, 002_d58cf04b7f012795.txt, Polish): own simulator, 3 players.

Reading used:
- §9 talon of 6 cards, 12 to each player; the forehand (next after the dealer) bids first (§10).
- auctions kept to 'three' (the first packet of three, talon[0:3]) with passes, and one
  'three' outbid by 'two' (not used for scoring here: card counting needs whole threes).
- §11 the declarer takes the packet, lays away as many cards (never a king, §13), announces
  ("nic" = []), each helper after him in turn; the forehand leads (§11 "Ręka wydaje pierwszą kartę").
- §5 follow suit, else tarock, else anything; to a tarock led any tarock (higher or lower).
- §14 each trick (and each three of the talon) counts its card values minus 2 (§3, §7 values);
  the declarer's discard counts for him, the rest of the talon for the helpers; total 66.
- §18 three: won = 3 x (points over 33) + 30, paid singly; lost (33 or fewer) =
  (3 x points missing to 33 + 30) x purchase number; §17 contra doubles the won game and pays the
  lost game doubly.
- §27 pool: each player's stake at the first deal; 10% of each win; an all-pass pays 5 each.
- §23 renonce (trumping while holding the suit led) and §13 (a king laid away): the game lost
  unconditionally; made points -> only the consolation (the addend as a lost game).
- deals with silent premiums (trull, four kings, pagat in the last trick) are avoided.
"""

import random

from common import Log, play, write

SUITS = "HDSC"


def deck():
    d = []
    for s in SUITS:
        d += [f"K{s}", f"Q{s}", f"N{s}", f"J{s}"]
        d.append(f"1{s}" if s in "HD" else f"10{s}")
    d += [f"T{i}" for i in range(1, 22)]
    d.append("SKIZ")
    return d


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def strength(c):
    if c == "SKIZ":
        return 100
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def group_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


class Reject(Exception):
    pass


def fmt(x):
    return int(x) if float(x).is_integer() else round(x, 6)


def sim_deal(rng, dealer, pool, first_deal, plan, fault=None):
    """plan: dict(kind='three'|'allpass', bidder offset, contra bool, bids list of (offset, word)).
    pool: dict with 'pool' amount (updated)."""
    fault = fault or {}
    n = 3
    d = deck()
    rng.shuffle(d)
    talon = d[:6]
    fh = (dealer + 1) % n
    hands = [None] * n
    # dealt from the forehand on (the order does not matter for the record)
    for i in range(n):
        hands[(fh + i) % n] = d[6 + 12 * i:6 + 12 * (i + 1)]
    orig = [list(h) for h in hands]
    ev = []
    net = {0: 0, 1: 0, 2: 0, "pool": 0}

    def P(frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": fmt(amount), "reason": reason})
        net[frm] -= amount
        net[to] += amount
        if to == "pool":
            pool["pool"] += amount
        if frm == "pool":
            pool["pool"] -= amount

    fault_event = None
    for off, word in plan["bids"]:
        s = (fh + off) % n
        if word == "pass_volat" and "T1" in hands[s] and not fault.get("kind") == "illegal_bid":
            raise Reject("pass volat with pagat")
        if fault.get("kind") == "illegal_bid" and fault["bid_index"] == len(ev):
            if "T1" not in hands[s]:
                raise Reject("illegal bid needs the pagat")
            fault_event = len(ev)
        ev.append({"type": "bid", "seat": s, "bid": word})
    if plan["kind"] == "allpass":
        if first_deal:
            for s in range(n):
                P(s, "pool", 10, "pool_stake")
        for s in range(n):
            P(s, "pool", 5, "pool_pass")
        return {"dealer": dealer, "hands": orig, "talon": talon, "events": ev}, {
            "allpass": True, "net": net, "pool": pool["pool"], "fault_event": fault_event}
    decl = (fh + plan["declarer"]) % n
    helpers = [(decl + 1) % n, (decl + 2) % n]
    packet = talon[:3]
    rest = talon[3:]
    ev.append({"type": "take", "seat": decl, "cards": list(packet)})
    hands[decl] += packet
    cands = [c for c in hands[decl] if not is_tarock(c) and c[0] != "K"]
    if len(cands) < 3:
        raise Reject("no discard")
    # lay away short suits' low cards
    disc = rng.sample(cands, 3)
    if fault.get("kind") == "illegal_discard":
        kings = [c for c in hands[decl] if c[0] == "K" and not is_tarock(c)]
        if not kings:
            raise Reject("no king")
        disc[0] = rng.choice(kings)
        fault_event = len(ev)
    for c in disc:
        hands[decl].remove(c)
    ev.append({"type": "discard", "seat": decl, "cards": disc})
    ev.append({"type": "announce", "seat": decl, "items": []})
    for h in helpers:
        ev.append({"type": "announce", "seat": h, "items": []})
    contra = 1
    if plan.get("contra"):
        ev.append({"type": "double", "seat": helpers[plan["contra"] - 1], "target": "game", "level": 2})
        contra = 2
    # play
    leader = fh
    piles = {s: [] for s in range(n)}
    last = None
    for t in range(12):
        seats = [(leader + i) % n for i in range(n)]
        cards = []
        led = None
        for pos, s in enumerate(seats):
            h = hands[s]
            if pos == 0:
                legal = list(h)
                if "T1" in h and len(h) > 1:
                    legal = [c for c in h if c != "T1"] if rng.random() < 0.9 else legal
            else:
                fol = [c for c in h if suit(c) == led]
                if fol:
                    legal = fol
                else:
                    tr = [c for c in h if is_tarock(c)]
                    legal = tr or list(h)
            card = rng.choice(legal)
            if (fault.get("kind") == "revoke" and t >= fault["trick"] and "done" not in fault
                    and pos > 0 and s == (decl if fault.get("who") == "declarer" else s) and led != "T"):
                fol = [c for c in h if suit(c) == led]
                tr = [c for c in h if is_tarock(c)]
                if fol and tr:
                    card = rng.choice(tr)
                    fault["done"] = True
                    fault["seat"] = s
                    fault_event = len(ev) + pos
            h.remove(card)
            cards.append((s, card))
            if pos == 0:
                led = suit(card)
        best = None
        for s, c in cards:
            if is_tarock(c):
                key = (2, strength(c))
            elif suit(c) == led:
                key = (1, strength(c))
            else:
                continue
            if best is None or key > best[0]:
                best = (key, s)
        w = best[1]
        for s, c in cards:
            ev.append(play(s, c))
            piles[w].append(c)
        leader = w
        last = cards
    if fault.get("kind") == "revoke" and "done" not in fault:
        raise Reject("revoke not placed")
    dcards = piles[decl] + disc
    hcards = piles[helpers[0]] + piles[helpers[1]] + rest
    dp = group_points(dcards)
    hp = group_points(hcards)
    assert dp + hp == 66, (dp, hp)
    # silent premiums to avoid
    for side in (dcards, hcards):
        if all(c in side for c in ("SKIZ", "T21", "T1")):
            raise Reject("trull")
        if all(f"K{s}" in side for s in SUITS):
            raise Reject("four kings")
    if any(c == "T1" for _, c in last):
        raise Reject("pagat in the last trick")
    if len(piles[decl]) == 36 or len(piles[decl]) == 0:
        raise Reject("volat")
    lost_uncond = fault.get("kind") in ("revoke", "illegal_discard") and (
        fault.get("kind") == "illegal_discard" or fault.get("seat") == decl)
    if fault.get("kind") == "revoke" and fault.get("seat") != decl:
        raise NotImplementedError("helper renonce")
    if dp > 33 and not lost_uncond:
        amount = (3 * (dp - 33) + 30) * contra
        for h in helpers:
            P(h, decl, amount, "game")
        won = {decl: 2 * amount}
        outcome = "won"
    else:
        if dp > 33:  # made the points but lost unconditionally: the consolation only
            base = 30
            outcome = "consolation"
        else:
            base = 3 * (33 - dp) + 30
            outcome = "lost"
        amount = base * 1 * contra  # purchase number 1
        for h in helpers:
            P(decl, h, amount, "game")
        won = {h: amount for h in helpers}
        if lost_uncond and dp <= 33:
            outcome = "lost (also unconditionally)"
    if first_deal:
        for s in range(n):
            P(s, "pool", 10, "pool_stake")
    for s, amt in won.items():
        P(s, "pool", amt / 10, "pool_share")
    info = {"allpass": False, "declarer": decl, "disc": disc, "points": (dp, hp), "contra": contra,
            "outcome": outcome, "net": net, "pool": pool["pool"], "fault_event": fault_event, "fault": fault}
    return {"dealer": dealer, "hands": orig, "talon": talon, "events": ev}, info


def session(name, seed, dealer0, plans, faults=None, mutate=None, require=None):
    faults = faults or {}
    attempt = 0
    while True:
        rng = random.Random(seed * 15485863 + attempt)
        attempt += 1
        deals, infos = [], []
        pool = {"pool": 0}
        try:
            for k, plan in enumerate(plans):
                dealer = (dealer0 + k) % 3
                f = dict(faults.get(k, {}))
                dl, info = sim_deal(rng, dealer, pool, k == 0, plan, fault=f)
                deals.append(dl)
                infos.append(info)
            if require and not require(infos):
                raise Reject("req")
            break
        except Reject:
            continue
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"generator": "tests/data/audit/sim-faults-c/gen_galician.py", "seed": seed, "attempt": attempt - 1},
        "deals": deals,
    }
    if mutate:
        mutate(doc, infos)
    write(name, doc)
    return infos


def describe(infos):
    out = []
    for k, i in enumerate(infos):
        net = {str(p): fmt(v) for p, v in i["net"].items() if v}
        if i["allpass"]:
            out.append(f"- deal {k}: all pass; net {net}; pool after {fmt(i['pool'])}")
        else:
            out.append(f"- deal {k}: declarer {i['declarer']} three, discard {i['disc']}, card points decl/helpers "
                       f"{i['points']}, contra x{i['contra']}, {i['outcome']}; net {net}; pool after {fmt(i['pool'])}")
    return "\n".join(out)


THREE_PP = {"kind": "three", "declarer": 0, "bids": [(0, "three"), (1, "pass"), (2, "pass")]}


def three_by(off):
    bids = [(i, "pass") for i in range(off)] + [(off, "three")] + [(i, "pass") for i in range(off + 1, 3)]
    return {"kind": "three", "declarer": off, "bids": bids}


def main():
    log = Log()
    infos = session("16-galician-clean.json", 41, 0, [
        THREE_PP,
        {"kind": "allpass", "bids": [(0, "pass"), (1, "pass"), (2, "pass")]},
        dict(three_by(1), contra=1),
    ], require=lambda I: len({i["outcome"] for i in I if not i["allpass"]}) == 2)
    log.add("16-galician-clean.json", "clean\n\n" + describe(infos))

    infos = session("17-galician-renonce-late.json", 42, 1, [
        three_by(2), three_by(0),
    ], faults={1: {"kind": "revoke", "trick": 2, "who": "declarer"}},
        require=lambda I: I[1]["points"][0] > 33)
    log.add("17-galician-renonce-late.json", "RENONCE by the declarer (made his points: consolation only)\n\n"
            + describe(infos) + f"\n\nfault deal 1 event {infos[1]['fault_event']}")

    infos = session("18-galician-king-discard.json", 43, 2, [
        three_by(0), three_by(1),
    ], faults={0: {"kind": "illegal_discard"}})
    log.add("18-galician-king-discard.json", "ILLEGAL DISCARD (a king laid away)\n\n" + describe(infos)
            + f"\n\nfault deal 0 event {infos[0]['fault_event']}")

    infos = session("19-galician-pass-volat-with-pagat-late.json", 44, 0, [
        three_by(0), three_by(2),
        {"kind": "three", "declarer": 0, "bids": [(0, "three"), (1, "pass_volat"), (2, "pass")]},
    ], faults={2: {"kind": "illegal_bid", "bid_index": 1}})
    log.add("19-galician-pass-volat-with-pagat-late.json", "ILLEGAL BID (pass volat holding the pagat)\n\n"
            + describe(infos) + f"\n\nfault deal 2 event {infos[2]['fault_event']}")

    def wrong_share(doc, infos):
        ev = doc["deals"][1]["events"]
        for i, e in enumerate(ev):
            if e["type"] == "payment" and e["reason"] == "pool_share":
                e["amount"] = fmt(e["amount"] * 2)
                infos[1]["wrong"] = (i, e)
                return
        raise AssertionError

    infos = session("20-galician-wrong-pool-share-late.json", 45, 1, [
        three_by(1), three_by(0),
    ], mutate=wrong_share)
    log.add("20-galician-wrong-pool-share-late.json", "WRONG PAYMENT (pool share doubled)\n\n" + describe(infos)
            + f"\n\nfault deal 1 {infos[1]['wrong']}")
    log.dump("galician-notes.txt")


if __name__ == "__main__":
    main()
