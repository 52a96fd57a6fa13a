"""Independent Ulti generator/scorer for the ulti-spec audit round.

Written from the Japanese rule text (seed 003) and the public transcript-format spec only;
imports nothing from validator/ or replays/.  Run: python gen.py  (writes NN-*.json and
expected.json next to itself).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるとき
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # ないとき
DECK = [r + s for s in SUITS for r in RANKS]

VALUES = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
    "four-aces": 4,
}
NO_TRUMP_ONLY = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump_game):
    order = TRUMP_ORDER if trump_game else NT_ORDER
    return 8 - order.index(rank(c))


def beats(c, w, led, trump):
    """does c beat the current winning card w (led suit = led)?"""
    tg = trump is not None
    if trump and suit(c) == trump and suit(w) != trump:
        return True
    if suit(c) == suit(w):
        return strength(c, tg) > strength(w, tg)
    return False


def winner_idx(cards, trump):
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], suit(cards[0]), trump):
            w = i
    return w


def legal(hand, trick, trump):
    """follow suit; else trump; and within that, beat the cards on the table if able."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    w = trick[winner_idx(trick, trump)]
    follow = [c for c in hand if suit(c) == led]
    if follow:
        b = [c for c in follow if beats(c, w, led, trump)]
        return b or follow
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            b = [c for c in tr if beats(c, w, led, trump)]
            return b or tr
    return list(hand)


def bid_value(b):
    goals = b["goals"]
    red = b.get("red", False)
    v = 0
    for g in goals:
        x = VALUES[g]
        if red and g not in NO_TRUMP_ONLY and g != "open-durchmarsch":
            x *= 2
        v += x
    n = len(goals)
    if "party" not in goals and set(goals) <= {"ulti", "four-aces"}:
        v += 2 if red else 1  # "ウルティ" is short for ゲーム+ウルティ
        n += 1
    return v, n


def higher(new, old):
    if old is None:
        return True
    vn, nn = bid_value(new)
    vo, no = bid_value(old)
    return vn > vo or (vn == vo and nn < no)


def card_pts(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


class Deal:
    def __init__(self, spec, carry_dealer):
        self.spec = spec
        self.dealer = spec.get("dealer", carry_dealer)
        self.events = []
        self.faults = []  # (event index, code)


def make_hands(rng, dealer, fixed):
    fb = (dealer + 1) % 3
    deck = [c for c in DECK if all(c not in v for v in fixed.values())]
    rng.shuffle(deck)
    hands = {}
    for s in range(3):
        n = 12 if s == fb else 10
        h = list(fixed.get(s, []))
        while len(h) < n:
            h.append(deck.pop())
        hands[s] = h
    assert not deck
    return [hands[0], hands[1], hands[2]]


def choose_discard(hand, keep, trump):
    cand = [c for c in hand if c not in keep]
    # lay away low plain cards, never A/10 (they would count for the defenders), never trumps
    cand.sort(
        key=lambda c: (rank(c) in ("A", "10"), trump is not None and suit(c) == trump, strength(c, True))
    )
    return cand[:2]


def pick(hand, lg, trick, trump, role, protect7):
    tg = trump is not None
    seven = ("7" + trump) if trump else None
    opts = list(lg)
    if protect7 and seven in opts and len(opts) > 1:
        opts.remove(seven)
    if role == "betli-decl":
        if trick:
            w = trick[winner_idx(trick, trump)]
            low = [c for c in opts if not beats(c, w, suit(trick[0]), trump)]
            if low:
                return max(low, key=lambda c: strength(c, tg))
        return min(opts, key=lambda c: strength(c, tg))
    if not trick:
        # lead: trumps first for the declarer, else highest card
        if role == "decl" and trump:
            tr = [c for c in opts if suit(c) == trump]
            if tr:
                return max(tr, key=lambda c: strength(c, tg))
        return max(opts, key=lambda c: strength(c, tg))
    w = trick[winner_idx(trick, trump)]
    win = [c for c in opts if beats(c, w, suit(trick[0]), trump)]
    if win:
        return max(win, key=lambda c: strength(c, tg))
    return min(opts, key=lambda c: (rank(c) in ("A", "10"), strength(c, tg)))


def run_deal(spec, dealer, seed):
    rng = random.Random(seed)
    hands = make_hands(rng, dealer, spec.get("fixed", {}))
    orig = [list(h) for h in hands]
    ev = []
    faults = []
    fb = (dealer + 1) % 3
    trump = spec.get("trump")
    last_bid = None
    talon = None
    holder_hand = None
    declarer = None
    final_bid = None
    for step in spec["auction"]:
        seat, b = step[0], step[1]
        plant = step[2] if len(step) > 2 else None
        h = hands[seat]
        if b == "pass":
            ev.append({"type": "bid", "seat": seat, "bid": "pass"})
            continue
        if talon is not None:
            ev.append({"type": "take", "seat": seat, "cards": list(talon)})
            h.extend(talon)
        keep = list(spec.get("keep", {}).get(seat, []))
        if "ulti" in b["goals"]:
            keep += [c for c in h if rank(c) == "7"]  # an ulti bidder keeps his sevens
        d = choose_discard(h, keep, trump)
        for c in d:
            h.remove(c)
        talon = d
        ev.append({"type": "discard", "seat": seat, "cards": list(d)})
        ev.append({"type": "bid", "seat": seat, "bid": b})
        if plant == "bid_not_higher":
            assert not higher(b, last_bid)
            faults.append((len(ev) - 1, "bid-not-higher"))
        else:
            assert higher(b, last_bid), (b, last_bid)
            last_bid = b
            declarer = seat
            final_bid = b
    bid = final_bid
    goals = list(bid["goals"])
    red = bid.get("red", False)
    if "party" not in goals and set(goals) <= {"ulti", "four-aces"}:
        goals = ["party"] + goals
    nt = any(g in NO_TRUMP_ONLY for g in goals)
    if nt:
        trump = None
    elif red:
        trump = "H"
    elif trump is None:
        hd = hands[declarer]
        # non-red trump goals have a suit other than hearts: 「赤を切札にする“赤の(目標名)”と,
        # それ以外を切札にする“(目標名)”」 (fixed after the engine run, see REPORT.md)
        trump = max(
            "DSC",
            key=lambda su: (
                "ulti" in goals and "7" + su in hd,
                sum(1 for c in hd if suit(c) == su),
                sum(strength(c, True) for c in hd if suit(c) == su),
            ),
        )
    defs = [s for s in range(3) if s != declarer]
    final10 = list(hands[declarer])
    pays = []  # (from, to, amount, reason)
    if spec.get("announce", not red) and trump:
        ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
    if spec.get("fold"):
        assert goals == ["party"] and not red
        ev.append({"type": "call", "seat": declarer, "call": "fold"})
        for d in defs:
            pays.append((declarer, d, 2, "fold"))
        return finish(spec, dealer, orig, ev, faults, pays, declarer, None)
    # marriages: only with trumps and no 100 / durchmarsch goal
    marr_ok = trump and not any(g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch") for g in goals)
    marriages = {s: [] for s in range(3)}
    if marr_ok:
        for s in range(3):
            for su in SUITS:
                if "K" + su in hands[s] and "Q" + su in hands[s]:
                    marriages[s].append(40 if su == trump else 20)
            marriages[s].sort(reverse=True)
    doubles = spec.get("doubles", [])  # (seat, target, level)
    protect7 = "ulti" in goals
    leader = declarer
    tricks_won = {s: [] for s in range(3)}
    trick_winners = []
    last_trick = None
    plant_play = spec.get("plant_play")  # (trick no, seat, kind)
    for t in range(10):
        trick = []
        seats = []
        for k in range(3):
            s = (leader + k) % 3
            h = hands[s]
            if t == 0:
                if marriages[s]:
                    ev.append(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": p} for p in marriages[s]],
                        }
                    )
                for ds, tg, lv in doubles:
                    if ds == s and lv in (2, 8, 32):
                        ev.append({"type": "double", "seat": s, "target": tg, "level": lv})
            lg = legal(h, trick, trump)
            role = "decl" if s == declarer else "def"
            if s == declarer and any(g in ("betli", "rebetli", "open-betli") for g in goals):
                role = "betli-decl"
            c = pick(h, lg, trick, trump, role, protect7 and s == declarer)
            if plant_play and not faults and t >= plant_play[0] and trick:
                kind = plant_play[1]
                bad = bad_card(h, trick, trump, kind)
                if bad:
                    c = bad
                    faults.append((len(ev), kind))
            h.remove(c)
            trick.append(c)
            seats.append(s)
            ev.append({"type": "play", "seat": s, "card": c})
        if t == 0:
            for ds, tg, lv in doubles:
                if lv in (4, 16):
                    ev.append({"type": "double", "seat": ds, "target": tg, "level": lv})
        wi = winner_idx(trick, trump)
        ws = seats[wi]
        tricks_won[ws].extend(trick)
        trick_winners.append(ws)
        leader = ws
        last_trick = (trick, seats, ws)
    # ---- scoring ----
    r = 2 if red else 1
    level = {}
    contra_by = {}
    for ds, tg, lv in doubles:
        level[tg] = max(level.get(tg, 1), lv)
        if ds != declarer:
            contra_by.setdefault(tg, set()).add(ds)
    info = {"tricks": [trick_winners.count(s) for s in range(3)]}
    if trump:
        dpts = card_pts(tricks_won[declarer]) + (10 if last_trick[2] == declarer else 0)
        dm = sum(marriages[declarer]) if trick_winners.count(declarer) else 0
        defm = sum(marriages[d] and sum(marriages[d]) or 0 for d in defs)
        decl_total = dpts + dm
        def_total = 90 - dpts + defm
        info.update(decl_card=dpts, decl_total=decl_total, def_total=def_total)
        seven = "7" + trump
        tr10, st10, w10 = last_trick
        seven_by = st10[tr10.index(seven)] if seven in tr10 else None
        seven_won = seven_by is not None and w10 == seven_by
        held40 = "K" + trump in final10 and "Q" + trump in final10
        held20 = any("K" + su in final10 and "Q" + su in final10 for su in SUITS if su != trump)
        allwon = trick_winners.count(declarer) == 10
        silent100 = "40-100" not in goals and "20-100" not in goals and decl_total >= 100
        assert def_total < 100 or "party" not in goals, "defenders silent 100: avoided"
        assert not (allwon and "durchmarsch" not in goals and "open-durchmarsch" not in goals), (
            "silent durchmarsch avoided"
        )

        def settle(goal, ok, amount, reason):
            lv = level.get(goal, 1)
            for d in defs:
                if ok:
                    pays.append((d, declarer, amount * lv, reason))
                else:
                    pays.append((declarer, d, amount * lv, reason))

        for g in goals:
            if g == "party":
                if silent100:
                    assert g not in level, "contra + silent 100 avoided"
                    settle(g, True, 2 * r, "silent-100")
                else:
                    settle(g, decl_total > def_total and trick_winners.count(declarer) > 0, 1 * r, "party")
            elif g == "ulti":
                ok = seven_by == declarer and seven_won
                settle(g, ok, 4 * r, "ulti")
                if not ok:
                    for d in defs:
                        pays.append((declarer, d, 4 * r, "ulti-penalty"))
            elif g == "40-100":
                settle(g, dpts + (40 if held40 else 0) >= 100, 4 * r, "40-100")
            elif g == "20-100":
                settle(g, dpts + (20 if held20 else 0) >= 100, 8 * r, "20-100")
            elif g in ("durchmarsch", "open-durchmarsch"):
                v = 24 if g == "open-durchmarsch" else 6 * r
                settle(g, allwon, v, g)
            elif g == "four-aces":
                settle(g, sum(1 for c in tricks_won[declarer] if rank(c) == "A") == 4, 4 * r, "four-aces")
            else:
                raise ValueError(g)
        if "ulti" not in goals and seven_by is not None:
            if seven_won:
                if seven_by == declarer:
                    for d in defs:
                        pays.append((d, declarer, 2 * r, "silent-ulti"))
                else:
                    for d in defs:
                        pays.append((declarer, d, 2 * r, "silent-ulti"))
            else:
                for o in range(3):
                    if o != seven_by:
                        pays.append((seven_by, o, 4 * r, "silent-ulti"))
        info.update(seven_in_last=seven_by, seven_won=seven_won, silent100=silent100)
    else:
        n = trick_winners.count(declarer)
        for g in goals:
            if g in ("betli", "rebetli", "open-betli"):
                ok = n == 0
            else:
                ok = n == 10
            v = VALUES[g]
            for d in defs:
                lv = level.get(g, 1) if d in contra_by.get(g, set()) else 1
                if ok:
                    pays.append((d, declarer, v * lv, g))
                else:
                    pays.append((declarer, d, v * lv, g))
    return finish(spec, dealer, orig, ev, faults, pays, declarer, info)


def bad_card(h, trick, trump, kind):
    lg = legal(h, trick, trump)
    led = suit(trick[0])
    w = trick[winner_idx(trick, trump)]
    if kind == "failure-to-follow":
        if any(suit(c) == led for c in h):
            bad = [c for c in h if suit(c) != led]
            return bad[0] if bad else None
    if kind == "failure-to-trump":
        if trump and not any(suit(c) == led for c in h) and any(suit(c) == trump for c in h):
            bad = [c for c in h if suit(c) != trump]
            return bad[0] if bad else None
    if kind == "failure-to-overtake":
        if all(beats(c, w, led, trump) for c in lg):
            follow = [c for c in h if suit(c) == suit(lg[0]) and c not in lg]
            return follow[0] if follow else None
    return None


def finish(spec, dealer, orig, ev, faults, pays, declarer, info):
    style = spec.get("pay_style", "goal")
    net = [0, 0, 0]
    for f, t, a, _ in pays:
        net[f] -= a
        net[t] += a
    rec = [list(x) for x in pays]
    if spec.get("wrong_payment"):
        rec[0][2] += spec["wrong_payment"]
    if style == "goal":
        for f, t, a, why in rec:
            ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": why})
    elif style == "net":
        bal = [0, 0, 0]
        for f, t, a, _ in rec:
            bal[f] -= a
            bal[t] += a
        # each defender settles with the declarer (units), no reason
        for s in range(3):
            if s == declarer or bal[s] == 0:
                continue
            if bal[s] < 0:
                ev.append({"type": "payment", "from": s, "to": declarer, "amount": -bal[s]})
            else:
                ev.append({"type": "payment", "from": declarer, "to": s, "amount": bal[s]})
    if spec.get("wrong_payment"):
        first_pay = next(i for i, e in enumerate(ev) if e["type"] == "payment")
        faults.append((first_pay, "settlement-mismatch"))
    return {
        "dealer": dealer,
        "hands": orig,
        "events": ev,
        "faults": faults,
        "net": net,
        "declarer": declarer,
        "info": info,
        "pays": pays,
    }


def build(name, deals, first_dealer=0, totals=False, play_only=False, players=None, rules=None):
    out = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": players or ["Ádám", "Boglárka", "Csaba"],
        "meta": {"recorder": "ulti-spec audit (third-party app)", "file": name},
        "deals": [],
    }
    if rules:
        out["rules"] = rules
    exp = []
    run = [0, 0, 0]
    dealer = first_dealer
    for i, spec in enumerate(deals):
        seed = spec.get("seed", hash_seed(name, i))
        res = run_deal(spec, dealer, seed)
        d = {"dealer": dealer, "hands": None if play_only else res["hands"], "events": res["events"]}
        for s in range(3):
            run[s] += res["net"][s]
        if totals:
            for s in range(3):
                d["events"].append({"type": "total", "party": s, "points": run[s]})
        out["deals"].append(d)
        exp.append(
            {
                "deal": i,
                "dealer": dealer,
                "declarer": res["declarer"],
                "net": res["net"],
                "faults": res["faults"],
                "info": res["info"],
                "running": list(run),
                "payments": res["pays"],
            }
        )
        dealer = (dealer + 1) % 3  # 反時計回りに順番に交代 = next seat in order of play
    (HERE / name).write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n")
    return exp


def hash_seed(name, i):
    return sum(ord(c) * (k + 1) for k, c in enumerate(name)) * 100 + i


P = {"goals": ["party"], "red": False}
PR = {"goals": ["party"], "red": True}
U = {"goals": ["party", "ulti"], "red": False}
UR = {"goals": ["party", "ulti"], "red": True}
