"""Blind generator for audit round gd-sheet2 (Galician Tarok score sheets and the pool).

Written from Szczepański's rules (seeds/002, Polish) alone.  Every figure on the sheets is
computed here from the source, never from the engine:

  §14/§18  card points: value of the cards less 2 per three cards; 66 in all, 33 = consolation;
           the player wins with more than 33 (exactly 33 loses).
  §18      three: 3 per point over/under 33 + 30; solo: 6 and 60.
  §10/§16  a win counts once; a loss is paid as many times as the player bought
           (the purchase number = packets looked at = rejects + 1).
  §17/§20  the player pays / is paid by each helper and, with four players, the king.
  §6       pagat ultimo announced: 100 (paid by each opponent, or paid to each if failed).
  §8       4 players: the dealer (king) does not play but shares the result.
           5 players: one sits out a whole round of four deals (neither game nor result).
  §27      the pool (żydek): a stake from everyone taking part (when the pool is founded, and
           again after an ultimo emptied it), 10% of every win, a fee from each of the three
           players when all three pass, optionally a fee from every dealer; an announced and
           made ultimo takes the whole pool, a failed one pays the pool's content into it.

A sheet line (`score`) is a party's net for the deal (payments to/from players and the pool);
the pool's line is what went into it net; `total` is the running total.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction as F
from pathlib import Path

OUT = Path(__file__).resolve().parent

SUITS = "HDSC"
SUIT_RANKS = {"H": ["K", "Q", "N", "J", "1"], "D": ["K", "Q", "N", "J", "1"],
              "S": ["K", "Q", "N", "J", "10"], "C": ["K", "Q", "N", "J", "10"]}
DECK = [r + s for s in SUITS for r in SUIT_RANKS[s]] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def srank(c):  # higher is better
    return 5 - SUIT_RANKS[c[-1]].index(c[:-1])


def value(c):
    if is_tarock(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def points(cards):
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


assert points(DECK) == 66


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    return tar if tar else list(hand)


def winner(trick):  # index in trick
    tars = [i for i, c in enumerate(trick) if is_tarock(c)]
    if tars:
        return max(tars, key=lambda i: trank(trick[i]))
    led = suit(trick[0])
    return max((i for i, c in enumerate(trick) if suit(c) == led), key=lambda i: srank(trick[i]))


class Reject(Exception):
    pass


def play_deal(rng, n, dealer, sitter, spec):
    """Deal and play one deal.  spec: kind ('three'|'solo'|'pass'), pos (bidder's position among
    the three active), rejects, ultimo (announce pagat ultimo), want ('win'|'lose'|'33'),
    ult_want ('made'|'failed')."""
    seats = list(range(n))
    out = [s for s in (dealer if n >= 4 else None, sitter) if s is not None]
    order = []
    s = dealer
    while len(order) < 3:
        s = (s + 1) % n
        if s not in out:
            order.append(s)
    deck = DECK[:]
    rng.shuffle(deck)
    kind = spec["kind"]
    decl = order[spec.get("pos", 0)] if kind != "pass" else None
    if spec.get("ultimo") or spec.get("strong"):
        # a hand rich in tarocks for the player (any deal is a legal deal)
        tars = [c for c in deck if is_tarock(c) and c != "T1"]
        rng.shuffle(tars)
        nt = spec.get("ntar", 9)
        mine = (["T1"] if spec.get("ultimo") else []) + tars[: nt - (1 if spec.get("ultimo") else 0)]
        rest = [c for c in deck if c not in mine]
        suits_ = [c for c in rest if not is_tarock(c)]
        rng.shuffle(suits_)
        mine += suits_[: 12 - len(mine)]
        rest = [c for c in deck if c not in mine]
        rng.shuffle(rest)
        talon = rest[:6]
        others = rest[6:]
        hands = {}
        k = 0
        for a in order:
            if a == decl:
                hands[a] = mine
            else:
                hands[a] = others[k * 12:(k + 1) * 12]
                k += 1
    else:
        talon = deck[:6]
        hands = {a: deck[6 + 12 * i: 18 + 12 * i] for i, a in enumerate(order)}
    rec_hands = [list(hands.get(s, [])) for s in seats]
    ev = []
    if kind == "pass":
        for a in order:
            ev.append({"type": "bid", "seat": a, "bid": "pass"})
        return dict(dealer=dealer, hands=rec_hands, talon=talon, events=ev), dict(kind="pass", order=order)
    word = "solo" if kind == "solo" else "three"
    for i, a in enumerate(order):
        ev.append({"type": "bid", "seat": a, "bid": word if a == decl else "pass"})
    hand = {a: list(hands[a]) for a in order}
    taken = []
    discard = []
    purchase = 1
    if kind == "three":
        rj = spec.get("rejects", 0)
        for _ in range(rj):
            ev.append({"type": "call", "seat": decl, "call": "reject"})
        purchase = rj + 1
        packet = talon[0:3] if rj % 2 == 0 else talon[3:6]
        rest_talon = talon[3:6] if rj % 2 == 0 else talon[0:3]
        ev.append({"type": "take", "seat": decl, "cards": list(packet)})
        hand[decl] += packet
        cand = [c for c in hand[decl] if not is_tarock(c) and c[0] != "K"]
        if len(cand) < 3:
            raise Reject("no discard")
        cand.sort(key=lambda c: (value(c), c))
        discard = cand[:3] if not spec.get("ultimo") else cand[:3]
        for c in discard:
            hand[decl].remove(c)
        ev.append({"type": "discard", "seat": decl, "cards": discard})
        helper_talon = rest_talon
    else:
        helper_talon = list(talon)
    if spec.get("ultimo") and "T1" not in hand[decl]:
        raise Reject("no pagat")
    ann = [{"kind": "pagat_ultimo"}] if spec.get("ultimo") else []
    ev.append({"type": "announce", "seat": decl, "items": ann})
    i0 = order.index(decl)
    for a in order[i0 + 1:] + order[:i0]:
        ev.append({"type": "announce", "seat": a, "items": []})
    # play
    leader = order[0]
    won = {a: [] for a in order}
    ult_state = None
    last_trick = None
    for t in range(12):
        trick = []
        who = []
        a = leader
        for _ in range(3):
            lg = legal(hand[a], trick)
            if spec.get("ultimo") and a == decl and t < 11 and len(lg) > 1 and "T1" in lg:
                lg = [c for c in lg if c != "T1"]
            if a == decl and spec.get("strong_play"):
                tl = [c for c in lg if is_tarock(c) and c != "T1"]
                c = max(tl, key=trank) if (tl and not trick) else rng.choice(lg)
            else:
                c = rng.choice(lg)
            if spec.get("ultimo") and a == decl and c == "T1" and t < 11:
                ult_state = "failed"  # driven out
            hand[a].remove(c)
            trick.append(c)
            who.append(a)
            ev.append({"type": "play", "seat": a, "card": c})
            a = order[(order.index(a) + 1) % 3]
        w = who[winner(trick)]
        won[w] += trick
        leader = w
        last_trick = (trick, who, w)
    trick, who, w = last_trick
    if "T1" in trick:
        holder = who[trick.index("T1")]
        if not spec.get("ultimo"):
            raise Reject("silent pagat in last trick")
        if ult_state is None:
            ult_state = "made" if w == decl and holder == decl else "failed"
    elif spec.get("ultimo") and ult_state is None:
        ult_state = "failed"
    if spec.get("ultimo") and ult_state != spec["ult_want"]:
        raise Reject("ultimo outcome")
    decl_cards = won[decl] + discard
    help_cards = [c for a in order if a != decl for c in won[a]] + helper_talon
    assert len(decl_cards) + len(help_cards) == 42
    for side in (decl_cards, help_cards):
        if all(k in side for k in ("KH", "KD", "KS", "KC")):
            raise Reject("four kings")
        if all(k in side for k in ("T1", "T21", "SKIZ")):
            raise Reject("trull")
    if len(won[decl]) == 36:
        raise Reject("volat")
    if all(len(won[a]) == 0 for a in order if a != decl):
        raise Reject("volat helpers")
    p = points(decl_cards)
    assert p + points(help_cards) == 66
    want = spec["want"]
    if want == "win" and p <= 33 or want == "lose" and p >= 33 or want == "33" and p != 33:
        raise Reject("outcome")
    return (dict(dealer=dealer, hands=rec_hands, talon=talon, events=ev),
            dict(kind=kind, order=order, decl=decl, points=p, purchase=purchase, ult=ult_state))


def make_deal(n, dealer, sitter, spec, seed):
    for k in range(200000):
        rng = random.Random(seed * 1000003 + k)
        try:
            return play_deal(rng, n, dealer, sitter, spec)
        except Reject:
            continue
    raise SystemExit(f"no deal for {spec}")


def settle(n, dealer, sitter, info, pool_before, rules, stake_due):
    """Nets of one deal: dict seat -> Fraction, and 'pool'; shares paid; pool content taken."""
    net = {s: F(0) for s in range(n)}
    net["pool"] = F(0)
    parts = [s for s in range(n) if s != sitter]
    notes = []
    shares = {}

    def pay(a, b, x):
        net[a] -= x
        net[b] += x

    if stake_due:
        for s in parts:
            pay(s, "pool", F(rules["stake"]))
        notes.append(f"stake {rules['stake']} from each of {parts}")
    if rules["dealer_fee"]:
        pay(dealer, "pool", F(rules["dealer_fee"]))
        notes.append(f"dealer's fee {rules['dealer_fee']} from {dealer}")
    pool_now = pool_before + net["pool"]
    if info["kind"] == "pass":
        for s in info["order"]:
            pay(s, "pool", F(rules["pass_fee"]))
        notes.append(f"all pass: {rules['pass_fee']} from each of {info['order']}")
        return net, notes, shares
    decl = info["decl"]
    opp = [s for s in parts if s != decl]  # helpers and king
    p = info["points"]
    mult, add = (6, 60) if info["kind"] == "solo" else (3, 30)
    wins = {s: F(0) for s in range(n)}
    if p > 33:
        g = mult * (p - 33) + add
        for o in opp:
            wins[decl] += g
            wins[o] -= g
        notes.append(f"player {decl} ({info['kind']}) {p} pts wins {mult}x{p - 33}+{add} = {g} from each of {opp}")
    else:
        g1 = mult * (33 - p) + add
        g = g1 * info["purchase"]
        for o in opp:
            wins[decl] -= g
            wins[o] += g
        notes.append(f"player {decl} ({info['kind']}) {p} pts loses ({mult}x{33 - p}+{add}) x purchase {info['purchase']} = {g} to each of {opp}")
    ult = info.get("ult")
    if ult == "made":
        for o in opp:
            wins[decl] += 100
            wins[o] -= 100
        notes.append("pagat ultimo announced and made: 100 from each opponent")
    elif ult == "failed":
        for o in opp:
            wins[decl] -= 100
            wins[o] += 100
        notes.append("pagat ultimo announced and failed: 100 to each opponent")
    for s in parts:
        net[s] += wins[s]
    if ult == "made":
        net[decl] += pool_now
        net["pool"] -= pool_now
        notes.append(f"ultimo takes the pool's content {num(pool_now)}")
    elif ult == "failed":
        pay(decl, "pool", pool_now)
        notes.append(f"failed ultimo pays the pool's content {num(pool_now)} into it")
    for s in parts:
        if wins[s] > 0:
            sh = wins[s] * F(rules["percent"], 100)
            pay(s, "pool", sh)
            shares[s] = sh
            notes.append(f"10% share {num(sh)} from {s} (win {num(wins[s])})")
    assert sum(net.values()) == 0
    return net, notes, shares


def num(x):
    x = F(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def write(name, n, players, plan, rules=None, start=None, sitter=None, slip=None, note="", pool_totals=True):
    """plan: list of (dealer, spec).  slip: (deal, target, kind, delta): target a seat, 'pool',
    'decl' or 'king'; kind 'score' or 'total'; delta a number or 'share:decl' / 'share:king'
    (that share left out of the line)."""
    r = {"stake": 10, "percent": 10, "pass_fee": 5, "dealer_fee": 0}
    keymap = {"pool_stake": "stake", "pool_win_percent": "percent", "pool_pass_fee": "pass_fee",
              "pool_dealer_fee": "dealer_fee"}
    for k, v in (rules or {}).items():
        if k in keymap:
            r[keymap[k]] = v
    if (rules or {}).get("preset") == "common_usage" and "pool_dealer_fee" not in rules:
        r["dealer_fee"] = 1
    totals = [F(str(x)) for x in (start or {}).get("totals", [0] * n)]
    fresh = not start
    if fresh:
        pool = F(0)
    elif "pools" in start:
        pool = F(str(start["pools"]["pool"]))
    else:
        pool = -sum(totals)  # what the table knows; the record does not say it
    assert pool == -sum(totals), (name, pool, sum(totals))
    stake_due = pool == 0
    ptotal = pool
    deals = []
    expect = []
    seed0 = sum(map(ord, name)) * 97
    for di, (dealer, spec) in enumerate(plan):
        deal, info = make_deal(n, dealer, sitter, spec, seed=seed0 + di)
        net, notes, shares = settle(n, dealer, sitter, info, pool, r, stake_due)
        pool = pool + net["pool"]
        rec = {s: net[s] for s in range(n)}
        rec["pool"] = net["pool"]
        slipped = None
        if slip and slip[0] == di:
            tgt = slip[1]
            if tgt == "decl":
                tgt = info["decl"]
            elif tgt == "king":
                tgt = dealer
            d = slip[3]
            if isinstance(d, str):
                who = info["decl"] if d == "share:decl" else dealer
                d = shares[who] if tgt != "pool" else -shares[who]
            slipped = (tgt, slip[2], F(d))
            if slip[2] == "score":
                rec[tgt] += F(d)
        ev = deal["events"]
        idx = {}
        for party in list(range(n)) + ["pool"]:
            idx[f"score:{party}"] = len(ev)
            ev.append({"type": "score", "party": party, "points": num(rec[party])})
        newt = [totals[s] + rec[s] for s in range(n)]
        if slipped and slipped[1] == "total" and slipped[0] != "pool":
            newt[slipped[0]] += slipped[2]
        for s in range(n):
            idx[f"total:{s}"] = len(ev)
            ev.append({"type": "total", "party": s, "points": num(newt[s])})
        totals = newt  # the sheet carries its own figures on
        ptotal = ptotal + rec["pool"]
        if slipped and slipped[1] == "total" and slipped[0] == "pool":
            ptotal += slipped[2]
        if pool_totals:
            idx["total:pool"] = len(ev)
            ev.append({"type": "total", "party": "pool", "points": num(ptotal)})
        expect.append(dict(deal=di, dealer=dealer, sitter=sitter, info=info, notes=notes,
                           lines={str(k): num(v) for k, v in net.items()},
                           written={str(k): num(v) for k, v in rec.items()},
                           totals=[num(t) for t in totals], pool_after=num(pool), pool_total_written=num(ptotal),
                           idx=idx, slip=None if not slipped else [str(slipped[0]), slipped[1], num(slipped[2])]))
        deals.append(deal)
        stake_due = info.get("ult") == "made"
    doc = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules:
        doc["rules"] = rules
    doc["players"] = players
    if start:
        doc["start"] = start
    doc["meta"] = {"audit": "gd-sheet2", "note": note}
    doc["deals"] = deals
    (OUT / f"{name}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return expect


P3 = ["Antoni", "Bronisław", "Celina"]
P4 = ["Antoni", "Bronisław", "Celina", "Dorota"]
P5 = ["Antoni", "Bronisław", "Celina", "Dorota", "Emil"]


def main():
    allx = {}
    W = lambda pos=0, rj=0, **k: dict(kind="three", pos=pos, rejects=rj, want="win", **k)  # noqa: E731
    L = lambda pos=0, rj=0, **k: dict(kind="three", pos=pos, rejects=rj, want="lose", **k)  # noqa: E731
    PASS = dict(kind="pass")
    ULT = lambda pos=0, rj=0, ok=True: dict(kind="three", pos=pos, rejects=rj, want="win" if ok else "lose", ultimo=True,  # noqa: E731
                                            ult_want="made" if ok else "failed", strong_play=True, ntar=10)
    allx["a1"] = write("a1", 3, P3, [(0, W(0, 0)), (1, PASS), (2, L(1, 1))],
                       note="3 players, fresh: won three, all pass, lost three (2nd purchase). Clean.")
    allx["a2"] = write("a2", 3, P3, [(0, W(1, 0)), (1, L(0, 0)), (2, ULT(2, 0)), (0, W(0, 1))],
                       rules={"pool_dealer_fee": 2},
                       note="3 players, fresh, dealer's fee 2: ultimo announced and made in deal 3 takes the pool, stakes again in deal 4. Clean.")
    allx["a3"] = write("a3", 4, P4, [(0, W(0, 0)), (1, L(2, 1)), (2, PASS)],
                       note="4 players (the dealer is king): won, lost (2nd purchase), all pass. Clean.")
    allx["a4"] = write("a4", 4, P4, [(3, W(1, 0)), (0, L(0, 0)), (1, PASS), (2, W(2, 1))],
                       rules={"preset": "common_usage"}, slip=(1, "king", "score", "share:king"),
                       note="4 players, common usage (dealer's fee 1). Slip: deal 2, the king's line leaves out his 10% share; his totals follow the sheet.")
    allx["a5"] = write("a5", 5, P5, [(0, W(0, 0)), (1, PASS), (2, dict(kind="three", pos=2, rejects=1, want="33")), (3, W(1, 0))], sitter=4,
                       note="5 players, Emil sits out this round of four deals; the dealer is king. Deal 3: the player makes exactly 33 and loses (2nd purchase). Clean.")
    allx["a6"] = write("a6", 5, P5, [(1, W(0, 1)), (2, L(1, 0)), (3, PASS)], sitter=0,
                       slip=(1, "pool", "score", "share:king"),
                       note="5 players, Antoni sits out. Slip: deal 2, the pool's line leaves out the king's share; the pool total follows the sheet.")
    allx["a7"] = write("a7", 3, P3, [(1, W(2, 0)), (2, ULT(0, 0)), (0, L(2, 0))],
                       start={"totals": [120, -85.5, -94.5], "pools": {"pool": 60}},
                       note="3 players, taken up mid-session with totals and the pool (60): ultimo made in deal 2 takes it; stakes again in deal 3. Clean.")
    allx["a8"] = write("a8", 3, P3, [(2, W(0, 0)), (0, ULT(2, 1)), (1, PASS)],
                       start={"totals": [-40, 35.4, -30.4], "pools": {"pool": 35}},
                       slip=(1, "decl", "score", "share:decl"),
                       note="3 players, mid-session with totals and pool. Slip: deal 2, the ultimo winner's line leaves out his 10% share; his total follows the sheet.")
    allx["a9"] = write("a9", 3, P3, [(0, W(1, 0)), (1, ULT(1, 0)), (2, W(2, 0))],
                       start={"totals": [210, -130.2, -142.6]},
                       note="3 players, mid-session with totals but no pools: the pool's content is unknown until the ultimo in deal 2 takes it; stakes again in deal 3. The sheet writes the pool's line and its total (the minus of the seats' sum). Clean.")
    allx["a10"] = write("a10", 4, P4, [(2, W(1, 0)), (3, L(0, 0)), (0, W(2, 0))],
                        start={"totals": [55, -20, 34.5, -100]},
                        slip=(1, 2, "total", -10),
                        note="4 players, mid-session with totals, no pools. Slip: deal 2, Celina's total carried 10 short; her later totals continue from it.")
    allx["a11"] = write("a11", 3, P3, [(0, W(0, 0)), (1, PASS), (2, ULT(1, 0, ok=False)), (0, L(0, 0))],
                        note="3 players, fresh: an announced ultimo fails in deal 3 (the pagat lost) and the game is lost too: the game and 100 to each helper, and the pool's content paid into it. Clean.")
    allx["a12"] = write("a12", 3, P3, [(1, L(0, 0)), (2, PASS), (0, W(1, 1))],
                        rules={"pool_stake": 20, "pool_pass_fee": 10},
                        slip=(1, "pool", "total", 10),
                        note="3 players, fresh, stake 20, pass fee 10. Slip: deal 2, the pool's total carried 10 too high; the next total continues from it.")
    allx["a13"] = write("a13", 4, P4, [(1, dict(kind="solo", pos=0, want="win", strong=True, strong_play=True, ntar=10)),
                                       (2, L(1, 0)), (3, W(0, 0))],
                        start={"totals": [300, -150, -110, -88], "pools": {"pool": 48}},
                        slip=(0, "decl", "score", -60),
                        note="4 players, mid-session with totals and pool: a solo won in deal 1. Slip: deal 1, the solo player's line is 60 short (the sheet's addition); his totals follow.")
    allx["a14"] = write("a14", 5, P5, [(3, PASS), (4, W(2, 1)), (0, L(0, 0))], sitter=2,
                        rules={"pool_pass_fee": 10},
                        start={"totals": [40, -60, 15, 90, -129], "pools": {"pool": 44}},
                        note="5 players, mid-session with totals and pool, Celina sits out; all pass in deal 1 (pass fee 10 from the three players only). Clean.")
    (OUT / "_expect.txt").write_text(json.dumps(allx, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
