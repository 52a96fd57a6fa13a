"""Blind generator for the ulti-sheet audit round (score-keeper records of Ulti).

Written from the source (seeds/003, Japanese) alone: play rules (follow, trump, overtake),
card points, goals, silent bonuses, contra, scoring. Each transcript is drawn by rejection
sampling of random legal plays until the deal has the outcome the file needs; the expected
settlement is computed here from my own reading and printed to _summary.txt.
"""

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]
PLAYERS = ["Ági", "Bence", "Dóra"]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return 8 - order.index(rank(c))


def beats(a, b, led, trump):
    """True if card a beats card b (b currently winning) in a trick led with suit led."""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if trump and suit(b) == trump and suit(a) != trump:
        return False
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False


def winner(trick, trump):
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best[1], led, trump):
            best = (s, c)
    return best[0]


def legal(hand, trick, trump, keep7=None):
    if not trick:
        cands = list(hand)
    else:
        led = suit(trick[0][1])
        cur = trick[0]
        for sc in trick[1:]:
            if beats(sc[1], cur[1], led, trump):
                cur = sc
        same = [c for c in hand if suit(c) == led]
        if same:
            if trump and suit(cur[1]) == trump and led != trump:
                cands = same
            else:
                b = [c for c in same if beats(c, cur[1], led, trump)]
                cands = b or same
        else:
            tr = [c for c in hand if trump and suit(c) == trump]
            if tr:
                b = [c for c in tr if beats(c, cur[1], led, trump)]
                cands = b or tr
            else:
                cands = list(hand)
    if keep7 and keep7 in cands and len(cands) > 1:
        cands = [c for c in cands if c != keep7]
    return cands


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


class Deal:
    """One simulated deal: hands as dealt, auction, play."""

    def __init__(self, rng, dealer):
        self.rng = rng
        self.dealer = dealer
        deck = DECK[:]
        rng.shuffle(deck)
        f = (dealer + 1) % 3
        self.first = f
        self.hands = {}
        i = 0
        for s in [f, (f + 1) % 3, (f + 2) % 3]:
            n = 12 if s == f else 10
            self.hands[s] = deck[i : i + n]
            i += n


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def simulate(rng, dealer, *, goals, red, trump_pick, declarer_is_first=True, contra=None, recontra=False, policy=None, stop_after=None):
    """Draw a deal and play it.  goals: list of goals (the bid); trump_pick: a suit letter, 'H' for red,
    or None for no-trump.  contra: dict seat->target list said with the first card."""
    d = Deal(rng, dealer)
    f = d.first
    decl = f
    hand12 = list(d.hands[f])
    trump = trump_pick
    # declarer's discard: two cards of no card value, never the trump 7 or a marriage card for simplicity
    cand = [c for c in hand12 if pts(c) == 0 and not (trump and c == "7" + trump) and rank(c) not in ("K", "Q")]
    if len(cand) < 2:
        return None
    disc = rng.sample(cand, 2)
    hands = {s: list(d.hands[s]) for s in range(3)}
    for c in disc:
        hands[decl].remove(c)
    ulti = "ulti" in goals
    keep7 = ("7" + trump) if (ulti and trump) else None
    if keep7 and keep7 not in hands[decl]:
        return None
    events = [
        {"type": "discard", "seat": decl, "cards": disc},
        {"type": "bid", "seat": decl, "bid": {"goals": goals, "red": red}},
        {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
    ]
    if trump and not red:
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    if trump is None:
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    hundred = any(g in goals for g in ("40-100", "20-100"))
    durch = any(g in goals for g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"))
    declare = trump is not None and not hundred and not durch
    mar = {s: (marriages(hands[s], trump) if declare else []) for s in range(3)}
    leader = decl
    tricks = []
    first_done = set()
    play_hands = {s: list(hands[s]) for s in range(3)}
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            if t == 0 and s not in first_done:
                if contra and s in contra:
                    for tg in contra[s]:
                        events.append({"type": "double", "seat": s, "target": tg, "level": 2})
                if declare:
                    events.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in mar[s]]})
                first_done.add(s)
            k7 = keep7 if (s == decl and t < 9) else None
            cands = legal(play_hands[s], trick, trump, k7)
            if policy:
                c = policy(s, decl, cands, trick, t, trump, rng)
            else:
                c = rng.choice(cands)
            play_hands[s].remove(c)
            trick.append((s, c))
            if stop_after is None or t < stop_after:
                events.append({"type": "play", "seat": s, "card": c})
        if t == 0 and recontra:
            for tg in recontra:
                events.append({"type": "double", "seat": decl, "target": tg, "level": 4})
        w = winner(trick, trump)
        tricks.append((trick, w))
        leader = w
    cp = [0, 0, 0]
    for i, (trick, w) in enumerate(tricks):
        cp[w] += sum(pts(c) for _, c in trick)
        if i == 9:
            cp[w] += 10
    decl_cards = cp[decl] if trump else 0
    def_cards = (sum(cp) - cp[decl] + sum(pts(c) for c in disc)) if trump else 0
    if not trump:
        decl_cards = def_cards = 0
    decl_mar = sum(mar[decl])
    def_mar = sum(sum(mar[s]) for s in range(3) if s != decl)
    last_trick, last_w = tricks[9]
    seven = ("7" + trump) if trump else None
    seven_player = next((s for s, c in last_trick if c == seven), None)
    return {
        "deal": d,
        "decl": decl,
        "hands": [d.hands[s] for s in range(3)],
        "events": events,
        "tricks": tricks,
        "decl_tricks": sum(1 for _, w in tricks if w == decl),
        "decl_cards": decl_cards,
        "def_cards": def_cards,
        "decl_mar": decl_mar,
        "def_mar": def_mar,
        "trump40": 40 in mar[decl] or ("K" + str(trump) in hands[decl] and "Q" + str(trump) in hands[decl]),
        "last_w": last_w,
        "seven_player": seven_player,
        "mar": mar,
        "disc": disc,
        "trump": trump,
    }


def greedy_declarer(s, decl, cands, trick, t, trump, rng):
    """Declarer plays strong, defenders random."""
    if s == decl:
        return max(cands, key=lambda c: (trump is not None and suit(c) == trump, strength(c, trump)))
    return rng.choice(cands)


def weak_declarer(s, decl, cands, trick, t, trump, rng):
    if s == decl:
        return min(cands, key=lambda c: (trump is not None and suit(c) == trump, strength(c, trump)))
    return max(cands, key=lambda c: (trump is not None and suit(c) == trump, strength(c, trump)))


def draw(seed, dealer, pred, allow100=False, **kw):
    durch = any("durch" in g for g in kw["goals"])
    for k in range(200000):
        rng = random.Random(seed * 1000003 + k)
        r = simulate(rng, dealer, **kw)
        if r is None or not pred(r):
            continue
        # no silent bonus the file does not ask for: no silent durchmarsch, no 100 for either side
        if r["decl_tricks"] == 10 and not durch:
            continue
        if r["def_cards"] + r["def_mar"] >= 100:
            continue
        if not allow100 and r["decl_cards"] + r["decl_mar"] >= 100:
            continue
        return r
    raise RuntimeError("no deal for " + str(kw))


def net_from_pairs(pairs):
    """pairs: list of (from, to, amount) -> net per seat."""
    n = [0, 0, 0]
    for a, b, x in pairs:
        n[a] -= x
        n[b] += x
    return n


def deal_json(r, dealer):
    return {"dealer": dealer, "hands": r["hands"], "events": list(r["events"])}


def transcript(deals, start=None, note=""):
    t = {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"}, "players": PLAYERS}
    if start is not None:
        t["start"] = {"totals": start}
    t["meta"] = {"round": "ulti-sheet", "description": note}
    t["deals"] = deals
    return t


def pay_events(pairs):
    return [{"type": "payment", "from": a, "to": b, "amount": x, "reason": why} for a, b, x, why in pairs]


def score_events(net):
    return [{"type": "score", "party": s, "points": net[s]} for s in range(3)]


def total_events(tot):
    return [{"type": "total", "party": s, "points": tot[s]} for s in range(3)]


def silent_none(r):
    """no trump 7 in the last trick (no silent ulti either way)."""
    return r["seven_player"] is None


def party_won(r):
    return r["decl_tricks"] >= 1 and r["decl_cards"] + r["decl_mar"] > r["def_cards"] + r["def_mar"]


def summary_line(name, di, r, net, extra=""):
    return (
        f"{name} deal {di}: declarer {r['decl']} tricks {r['decl_tricks']} cards {r['decl_cards']}+mar{r['decl_mar']}"
        f" vs {r['def_cards']}+mar{r['def_mar']} last trick {r['last_w']} seven {r['seven_player']} net {net} {extra}"
    )


def main():
    summ = []
    files = {}

    def defs(r):
        return [(r["decl"] + 1) % 3, (r["decl"] + 2) % 3]

    # ---------- F01 pay-clean: ulti won, betli won, party lost ----------
    r0 = draw(1, 0, lambda r: r["last_w"] == r["decl"] and r["seven_player"] == r["decl"] and party_won(r),
              goals=["ulti"], red=False, trump_pick="S", policy=greedy_declarer)
    r1 = draw(2, 1, lambda r: r["decl_tricks"] == 0, goals=["betli"], red=False, trump_pick=None, policy=weak_declarer)
    r2 = draw(3, 2, lambda r: silent_none(r) and r["decl_tricks"] >= 1 and not party_won(r)
              and r["decl_cards"] + r["decl_mar"] != r["def_cards"] + r["def_mar"],
              goals=["party"], red=False, trump_pick="C")
    deals = []
    nets = []
    for di, (r, dl, pays) in enumerate([
        (r0, 0, lambda r: [(d, r["decl"], 4, "ulti") for d in defs(r)] + [(d, r["decl"], 1, "party") for d in defs(r)]),
        (r1, 1, lambda r: [(d, r["decl"], 5, "betli") for d in defs(r)]),
        (r2, 2, lambda r: [(r["decl"], d, 1, "party") for d in defs(r)]),
    ]):
        dj = deal_json(r, dl)
        p = pays(r)
        dj["events"] += pay_events(p)
        deals.append(dj)
        net = net_from_pairs([(a, b, x) for a, b, x, _ in p])
        nets.append(net)
        summ.append(summary_line("F01", di, r, net))
    files["pay-clean.json"] = transcript(deals, note="Payments only, three deals: plain ulti won (4+1 each), betli won (5 each), plain party lost (1 each).")

    # ---------- F02 pay-contra-one-side: party won; then ulti lost with contra by one defender ----------
    ra = draw(4, 0, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
              goals=["party"], red=False, trump_pick="D", policy=greedy_declarer)
    # ulti lost: declarer plays trump 7 in the last trick and loses it; party won (no contra on party)
    rb = draw(5, 1, lambda r: r["seven_player"] == r["decl"] and r["last_w"] != r["decl"] and party_won(r),
              goals=["ulti"], red=False, trump_pick="S", policy=greedy_declarer, contra={0: ["ulti"]})
    deals = []
    da = deal_json(ra, 0)
    pa = [(d, ra["decl"], 1, "party") for d in defs(ra)]
    da["events"] += pay_events(pa)
    deals.append(da)
    summ.append(summary_line("F02", 0, ra, net_from_pairs([(a, b, x) for a, b, x, _ in pa])))
    db = deal_json(rb, 1)
    assert rb["decl"] == 2
    # contra said by seat 0: in a trump game it doubles the ulti between declarer and BOTH defenders
    right = [(2, 0, 8, "ulti"), (2, 1, 8, "ulti"), (2, 0, 4, "ulti-penalty"), (2, 1, 4, "ulti-penalty"), (0, 2, 1, "party"), (1, 2, 1, "party")]
    wrong = [(2, 0, 8, "ulti"), (2, 1, 4, "ulti"), (2, 0, 4, "ulti-penalty"), (2, 1, 4, "ulti-penalty"), (0, 2, 1, "party"), (1, 2, 1, "party")]
    start = len(db["events"])
    db["events"] += pay_events(wrong)
    deals.append(db)
    summ.append(summary_line("F02", 1, rb, net_from_pairs([(a, b, x) for a, b, x, _ in right]),
                             f"recorded {net_from_pairs([(a, b, x) for a, b, x, _ in wrong])}; fault at event {start + 1}"))
    files["pay-contra-one-side.json"] = transcript(deals, note="Payments only. Deal 1: plain ulti lost, contra by Ági only; the keeper doubled Ági's ulti but not Bence's.")

    # ---------- F03 sheet-clean: 4 deals, score + total lines ----------
    # d0: party won, no silent; d1: party won, defender loses the trump 7 in the last trick (silent ulti failed)
    # d2: betli lost with contra by one defender (no trumps: only between him and declarer);
    # d3: plain ulti won, contra and recontra on ulti.
    s0 = draw(6, 0, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
              goals=["party"], red=False, trump_pick="C", policy=greedy_declarer)
    s1 = draw(7, 1, lambda r: r["seven_player"] is not None and r["seven_player"] != r["decl"] and r["last_w"] != r["seven_player"]
              and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100, goals=["party"], red=False, trump_pick="D", policy=greedy_declarer)
    s2 = draw(8, 2, lambda r: r["decl_tricks"] >= 1, goals=["betli"], red=False, trump_pick=None, contra={1: ["betli"]})
    s3 = draw(9, 0, lambda r: r["seven_player"] == r["decl"] and r["last_w"] == r["decl"] and party_won(r),
              goals=["ulti"], red=False, trump_pick="S", policy=greedy_declarer, contra={2: ["ulti"]}, recontra=["ulti"])
    deals = []
    tot = [0, 0, 0]
    # d0
    n0 = [0, 0, 0]
    n0[s0["decl"]] = 2
    for d in defs(s0):
        n0[d] = -1
    # d1: party 1 each to declarer; defender with the 7 pays 4 to each of the two others
    n1 = [0, 0, 0]
    n1[s1["decl"]] = 2
    for d in defs(s1):
        n1[d] = -1
    sp = s1["seven_player"]
    n1[sp] -= 8
    for s in range(3):
        if s != sp:
            n1[s] += 4
    # d2: betli lost: declarer pays 5 to each, doubled to the defender who said contra (seat 1)
    n2 = [0, 0, 0]
    assert s2["decl"] == 0
    n2[0] = -15
    n2[1] = 10
    n2[2] = 5
    # d3: ulti won with recontra (x4): 16 from each + party 1 each
    n3 = [0, 0, 0]
    n3[s3["decl"]] = 34
    for d in defs(s3):
        n3[d] = -17
    for di, (r, dl, n) in enumerate([(s0, 0, n0), (s1, 1, n1), (s2, 2, n2), (s3, 0, n3)]):
        dj = deal_json(r, dl)
        tot = [tot[i] + n[i] for i in range(3)]
        dj["events"] += score_events(n) + total_events(tot)
        deals.append(dj)
        summ.append(summary_line("F03", di, r, n, f"totals {tot}"))
    files["sheet-clean.json"] = transcript(deals, note="Score sheet only, four deals: party won; party won with a defender losing the trump 7 in the last trick; betli lost with one defender's contra; ulti won with contra and recontra.")

    # ---------- F04 sheet-ulti-contra-wrong ----------
    u0 = draw(10, 0, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
              goals=["party"], red=False, trump_pick="D", policy=greedy_declarer)
    u1 = draw(11, 1, lambda r: r["seven_player"] == r["decl"] and r["last_w"] != r["decl"] and not party_won(r) and r["decl_tricks"] >= 1
              and r["decl_cards"] + r["decl_mar"] != r["def_cards"] + r["def_mar"],
              goals=["ulti"], red=False, trump_pick="C", contra={0: ["ulti"]})
    deals = []
    tot = [0, 0, 0]
    m0 = [0, 0, 0]
    m0[u0["decl"]] = 2
    for d in defs(u0):
        m0[d] = -1
    # u1: ulti lost with contra: 8 + 4 penalty to each, party lost 1 to each: 13 each, declarer -26
    m1r = [0, 0, 0]
    m1r[u1["decl"]] = -26
    for d in defs(u1):
        m1r[d] = 13
    m1w = list(m1r)
    m1w[u1["decl"]] = -18  # keeper forgot the contra on the declarer's line
    for di, (r, dl, n, nr) in enumerate([(u0, 0, m0, m0), (u1, 1, m1w, m1r)]):
        dj = deal_json(r, dl)
        tot = [tot[i] + n[i] for i in range(3)]
        base = len(dj["events"])
        dj["events"] += score_events(n) + total_events(tot)
        deals.append(dj)
        summ.append(summary_line("F04", di, r, nr, f"recorded {n} totals {tot} score events from {base}"))
    files["sheet-ulti-contra-wrong.json"] = transcript(deals, note="Score sheet only. Deal 1: plain ulti lost with contra, party lost; the declarer's line leaves out the contra (-18 for -26).")

    # ---------- F05 sheet-total-wrong ----------
    w = []
    w.append(draw(12, 0, lambda r: r["decl_tricks"] == 0, goals=["betli"], red=False, trump_pick=None, policy=weak_declarer))
    w.append(draw(13, 1, lambda r: silent_none(r) and r["decl_tricks"] >= 1 and not party_won(r)
                  and r["decl_cards"] + r["decl_mar"] != r["def_cards"] + r["def_mar"], goals=["party"], red=True, trump_pick="H"))
    w.append(draw(14, 2, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
                  goals=["party"], red=False, trump_pick="S", policy=greedy_declarer))
    deals = []
    tot_r = [0, 0, 0]
    tot_w = [0, 0, 0]
    for di, r in enumerate(w):
        n = [0, 0, 0]
        v = {0: 5, 1: -2, 2: 1}[di]
        n[r["decl"]] = 2 * v
        for d in defs(r):
            n[d] = -v
        tot_r = [tot_r[i] + n[i] for i in range(3)]
        tot_w = [tot_w[i] + n[i] for i in range(3)]
        dj = deal_json(r, di)
        base = len(dj["events"])
        if di == 1:
            tot_w[2] += 10  # addition slip on seat 2's total
        dj["events"] += score_events(n) + total_events(tot_w)
        deals.append(dj)
        summ.append(summary_line("F05", di, r, n, f"totals written {tot_w} by rules {tot_r} score events from {base}"))
    files["sheet-total-wrong.json"] = transcript(deals, note="Score sheet only, three deals; deal 1 Dóra's running total is 10 off, carried on.")

    # ---------- F06 sheet-silent100-missing ----------
    h0 = draw(15, 0, lambda r: r["seven_player"] is None and party_won(r) and r["decl_cards"] + r["decl_mar"] >= 100 and r["decl_mar"] >= 40
              and r["def_cards"] + r["def_mar"] < 100, goals=["party"], red=False, trump_pick="D", policy=greedy_declarer, allow100=True)
    h1 = draw(16, 1, lambda r: r["seven_player"] is None and party_won(r) and r["decl_cards"] + r["decl_mar"] >= 100
              and r["decl_tricks"] < 10, goals=["party"], red=False, trump_pick="C", policy=greedy_declarer, allow100=True)
    deals = []
    tot = [0, 0, 0]
    # deal 0: silent 100 scored right (replaces party: 2 each); deal 1: written as a plain party (1 each)
    for di, (r, v_rec, v_rule) in enumerate([(h0, 2, 2), (h1, 1, 2)]):
        n = [0, 0, 0]
        n[r["decl"]] = 2 * v_rec
        for d in defs(r):
            n[d] = -v_rec
        nr = [0, 0, 0]
        nr[r["decl"]] = 2 * v_rule
        for d in defs(r):
            nr[d] = -v_rule
        tot = [tot[i] + n[i] for i in range(3)]
        dj = deal_json(r, di)
        base = len(dj["events"])
        dj["events"] += score_events(n) + total_events(tot)
        deals.append(dj)
        summ.append(summary_line("F06", di, r, nr, f"recorded {n} totals {tot} score events from {base}"))
    files["sheet-silent100-missing.json"] = transcript(deals, note="Score sheet only. Party won with 100 card points (marriage included) both deals; deal 1 scores the plain party, not the silent 100.")

    # ---------- F07 both-clean-fold: fold, 40-100 won, red party won ----------
    f0 = draw(17, 0, lambda r: True, goals=["party"], red=False, trump_pick="S")
    f0 = dict(f0)
    ev = [e for e in f0["events"][:5]]
    ev.append({"type": "call", "seat": f0["decl"], "call": "fold"})
    f0["events"] = ev
    f1 = draw(18, 1, lambda r: r["seven_player"] is None and r["trump40"] and r["decl_cards"] + 40 >= 100,
              goals=["40-100"], red=False, trump_pick="D", policy=greedy_declarer, allow100=True)
    f2 = draw(19, 2, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
              goals=["party"], red=True, trump_pick="H", policy=greedy_declarer)
    deals = []
    tot = [0, 0, 0]
    for di, (r, pays) in enumerate([
        (f0, lambda r: [(r["decl"], d, 2, "fold") for d in defs(r)]),
        (f1, lambda r: [(d, r["decl"], 4, "40-100") for d in defs(r)]),
        (f2, lambda r: [(d, r["decl"], 2, "party") for d in defs(r)]),
    ]):
        dj = deal_json(r, di)
        p = pays(r)
        n = net_from_pairs([(a, b, x) for a, b, x, _ in p])
        tot = [tot[i] + n[i] for i in range(3)]
        dj["events"] += pay_events(p) + score_events(n) + total_events(tot)
        deals.append(dj)
        summ.append(summary_line("F07", di, r, n, f"totals {tot}"))
    files["both-clean-fold.json"] = transcript(deals, note="Payments, score lines and totals: a plain party folded (2 to each), 40-100 won, red party won.")

    # ---------- F08 both-wrong-seat ----------
    g0 = draw(20, 0, lambda r: r["seven_player"] is None and r["trump40"] and r["decl_cards"] + 40 >= 100,
              goals=["40-100"], red=False, trump_pick="C", policy=greedy_declarer, allow100=True)
    g1 = draw(21, 1, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
              goals=["party"], red=False, trump_pick="S", policy=greedy_declarer)
    deals = []
    tot = [0, 0, 0]
    for di, (r, dl) in enumerate([(g1, 0), (g0, 1)]):
        pass
    # deal 0: party won (g1 drawn with dealer 1 -> declarer 2), deal 1: 40-100 (dealer 0 -> declarer 1)
    # keep dealers rotating: redraw in proper order
    g_a = draw(21, 0, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
               goals=["party"], red=False, trump_pick="S", policy=greedy_declarer)
    g_b = draw(20, 1, lambda r: r["seven_player"] is None and r["trump40"] and r["decl_cards"] + 40 >= 100,
               goals=["40-100"], red=False, trump_pick="C", policy=greedy_declarer, allow100=True)
    for di, (r, v, why) in enumerate([(g_a, 1, "party"), (g_b, 4, "40-100")]):
        dj = deal_json(r, di)
        right = [(d, r["decl"], v, why) for d in defs(r)]
        rec = list(right)
        if di == 1:
            a, b = defs(r)
            rec[1] = (b, a, v, why)  # the second defender's payment written to the other defender
        n = net_from_pairs([(a, b, x) for a, b, x, _ in right])
        tot = [tot[i] + n[i] for i in range(3)]
        base = len(dj["events"])
        dj["events"] += pay_events(rec) + score_events(n) + total_events(tot)
        deals.append(dj)
        summ.append(summary_line("F08", di, r, n, f"recorded pays {rec} totals {tot} payments from {base}"))
    files["both-wrong-seat.json"] = transcript(deals, note="Payments, scores and totals. Deal 1: 40-100 won; one defender's 4 written as paid to the other defender; the score lines are right.")

    # ---------- F09 midway-clean ----------
    st = [23, -31, 8]
    m_a = draw(22, 2, lambda r: r["decl_tricks"] == 0, goals=["betli"], red=False, trump_pick=None, policy=weak_declarer)
    m_b = draw(23, 0, lambda r: r["seven_player"] == r["decl"] and r["last_w"] != r["decl"] and party_won(r),
               goals=["ulti"], red=True, trump_pick="H", policy=greedy_declarer)
    deals = []
    tot = list(st)
    for di, (r, dl) in enumerate([(m_a, 2), (m_b, 0)]):
        n = [0, 0, 0]
        if di == 0:
            n[r["decl"]] = 10
            for d in defs(r):
                n[d] = -5
        else:
            # red ulti lost, no contra: 8 + 8 penalty to each; red party won: 2 from each -> -14 each way
            n[r["decl"]] = -28
            for d in defs(r):
                n[d] = 14
        tot = [tot[i] + n[i] for i in range(3)]
        dj = deal_json(r, dl)
        dj["events"] += score_events(n) + total_events(tot)
        deals.append(dj)
        summ.append(summary_line("F09", di, r, n, f"totals {tot}"))
    files["midway-clean.json"] = transcript(deals, start=st, note="Taken up mid-way (start.totals 23/-31/8), score sheet only: betli won, red ulti lost (party won).")

    # ---------- F10 midway-total-wrong ----------
    st2 = [-6, 14, -8]
    k_a = draw(24, 1, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
               goals=["party"], red=False, trump_pick="D", policy=greedy_declarer)
    k_b = draw(25, 2, lambda r: r["decl_tricks"] == 10, goals=["durchmarsch"], red=False, trump_pick=None, policy=greedy_declarer)
    deals = []
    tot = list(st2)
    totw = list(st2)
    for di, (r, dl, v) in enumerate([(k_a, 1, 1), (k_b, 2, 6)]):
        n = [0, 0, 0]
        n[r["decl"]] = 2 * v
        for d in defs(r):
            n[d] = -v
        tot = [tot[i] + n[i] for i in range(3)]
        if di == 0:
            totw = list(tot)
            totw[0] = n[0]  # seat 0's first total written without the carried -6
        else:
            totw = [totw[i] + n[i] for i in range(3)]
        dj = deal_json(r, dl)
        base = len(dj["events"])
        dj["events"] += score_events(n) + total_events(totw)
        deals.append(dj)
        summ.append(summary_line("F10", di, r, n, f"totals written {totw} by rules {tot} events from {base}"))
    files["midway-total-wrong.json"] = transcript(deals, start=st2, note="Taken up mid-way (start.totals -6/14/-8). Deal 0: Ági's total written without the -6 carried in; deal 1 carries the sheet's figure.")

    # ---------- F11 all-pass thrown in ----------
    rng = random.Random(2611)
    dd = Deal(rng, 0)
    thrown = {"dealer": 0, "hands": [dd.hands[s] for s in range(3)], "events": [
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
    ]}
    a_b = draw(26, 1, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
               goals=["party"], red=False, trump_pick="S", policy=greedy_declarer)
    dj = deal_json(a_b, 1)
    n = [0, 0, 0]
    n[a_b["decl"]] = 2
    for d in defs(a_b):
        n[d] = -1
    dj["events"] += score_events(n) + total_events(n)
    files["allpass-thrown-in.json"] = transcript([thrown, dj], note="Deal 0 written as thrown in: three passes, nothing scored; deal 1 dealt by the next dealer, party won.")
    summ.append("F11 deal 0: all pass (first bidder 1 must name a goal by the source); deal 1 " + summary_line("F11", 1, a_b, n))

    # ---------- F12 redeal ----------
    rng = random.Random(2612)
    de = Deal(rng, 2)
    redeal = {"dealer": 2, "hands": [de.hands[s] for s in range(3)], "events": [
        {"type": "redeal", "seat": 2, "reason": "misdeal", "note": "a card turned face up in the deal"},
    ]}
    r_b = draw(27, 2, lambda r: r["decl_tricks"] == 0, goals=["betli"], red=False, trump_pick=None, policy=weak_declarer)
    r_c = draw(28, 0, lambda r: silent_none(r) and party_won(r) and r["decl_cards"] + r["decl_mar"] < 100,
               goals=["party"], red=False, trump_pick="C", policy=greedy_declarer)
    deals = [redeal]
    tot = [0, 0, 0]
    for r, dl, v in [(r_b, 2, 5), (r_c, 0, 1)]:
        n = [0, 0, 0]
        n[r["decl"]] = 2 * v
        for d in defs(r):
            n[d] = -v
        tot = [tot[i] + n[i] for i in range(3)]
        dj = deal_json(r, dl)
        dj["events"] += score_events(n) + total_events(tot)
        deals.append(dj)
        summ.append(summary_line("F12", len(deals) - 1, r, n, f"totals {tot}"))
    files["redeal-misdeal.json"] = transcript(deals, note="Deal 0 redealt (misdeal) by the same dealer as deal 1; then betli won, party won.")

    # ---------- F13 claim ----------
    # 40-100 won; the record stops after 8 tricks; declarer holds the two top trumps left -> claim.
    def claim_ok(r):
        """The result cannot depend on the last two tricks: the declarer has 60 card points after
        eight tricks (40 + 60 = 100 whatever happens), lost a trick already (no silent durchmarsch),
        the trump 7 was played before trick 9 (no silent ulti), and the defenders cannot reach 100."""
        if not r["trump40"]:
            return False
        tr = r["trump"]
        cp8 = 0
        for i, (trick, w) in enumerate(r["tricks"][:8]):
            if w == r["decl"]:
                cp8 += sum(pts(c) for _, c in trick)
        if cp8 < 60:
            return False
        if all(w == r["decl"] for _, w in r["tricks"][:8]):
            return False
        rest = [c for trick, _ in r["tricks"][8:] for _, c in trick]
        if "7" + tr in rest:
            return False
        return 90 - cp8 + 10 < 100
    c0 = draw(29, 0, claim_ok, goals=["40-100"], red=False, trump_pick="S", policy=greedy_declarer, stop_after=8, allow100=True)
    dj = deal_json(c0, 0)
    p = [(d, c0["decl"], 4, "40-100") for d in defs(c0)]
    n = net_from_pairs([(a, b, x) for a, b, x, _ in p])
    dj["events"] += pay_events(p) + score_events(n) + total_events(n)
    files["claim-40-100.json"] = transcript([dj], note="40-100 won; the record stops after the eighth trick (the declarer holds the two top trumps and claims).")
    summ.append(summary_line("F13", 0, c0, n, "claim after 8 tricks"))

    # ---------- phase 2 variants (written after the engine run, not blind) ----------
    # F14: the thrown-in deal redealt by the same dealer (Bence deals both)
    rng = random.Random(2614)
    dv = Deal(rng, 1)
    thrown2 = {"dealer": 1, "hands": [dv.hands[s] for s in range(3)], "events": [
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]}
    dj = deal_json(a_b, 1)
    n = [0, 0, 0]
    n[a_b["decl"]] = 2
    for d in defs(a_b):
        n[d] = -1
    dj["events"] += score_events(n) + total_events(n)
    files["allpass-same-dealer.json"] = transcript([thrown2, dj], note="Deal 0 thrown in (three passes), redealt by the same dealer Bence; party won.")
    # F15: the misdeal written as a deal with no events, the same dealer dealing again
    empty = {"dealer": 2, "hands": [de.hands[s] for s in range(3)], "events": []}
    t15 = json.loads(json.dumps(files["redeal-misdeal.json"]))
    t15["deals"][0] = empty
    t15["meta"]["description"] = "Deal 0 misdealt and written with no events; the same dealer deals deal 1; then betli won, party won."
    files["redeal-empty-deal.json"] = t15

    for name, t in files.items():
        (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    (OUT / "_summary.txt").write_text("\n".join(summ) + "\n")
    print("\n".join(summ))


if __name__ == "__main__":
    main()
