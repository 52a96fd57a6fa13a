"""Blind generator: Tarocchini Terziglio bidding, widow/discard, soloist against two.

Written from the source text only (004_c8bdb85b1ac896b0.txt, Terziglio paragraphs) and the
transcript format. No import from validator. Run: python _gen.py [seed] (writes NN-*.json here).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins: high -> low
DECK = [r + s for s in SUITS for r in LONG] + [f"T{i}" for i in range(21)] + ["MATTO"]
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}
MORETTI = {"T1", "T2", "T3", "T4"}
CONT = {"T0", "MATTO"}


def value(c):
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit(c):
    return "T" if c.startswith("T") else ("M" if c == "MATTO" else c[-1])


def rank(c):
    """Higher is better within its suit; Moretti all equal."""
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if n in (1, 2, 3, 4) else n
    order = LONG if c[-1] in "SB" else ROUND
    return 100 - order.index(c[:-1])


def trick_winner(cards):  # cards: [(seat, card)] in play order; Moretti tie: last played
    led = suit(cards[0][1])
    trumps = [(i, sc) for i, sc in enumerate(cards) if suit(sc[1]) == "T"]
    if trumps:
        best = None
        for _i, (s, c) in trumps:
            if best is None or rank(c) >= rank(best[1]):  # >=: the later of equals wins
                best = (s, c)
        return best[0]
    best = None
    for s, c in cards:
        if suit(c) == led and (best is None or rank(c) > rank(best[1])):
            best = (s, c)
    return best[0]


def legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if suit(c) == "T"]
    return tr if tr else list(hand)


# ------------------------------------------------------------------ combinations (my reading)
CRICCHE = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seqpts(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def trump_seq(pile, k):
    """Angel real; then grande 19,18,17 and numbered 16..5, contatori fill gaps, never two in a
    row save 17+16. Needs two of the three grande (one real). Greedy (real always taken)."""
    if "T20" not in pile:
        return 0
    n, left, prev_c, grande_cov, grande_real = 1, k, None, 0, 0
    for pos in range(19, 4, -1):
        if f"T{pos}" in pile:
            n += 1
            prev_c = None
            if pos >= 17:
                grande_cov += 1
                grande_real += 1
            continue
        ok = left > 0 and (prev_c is None or (prev_c == 17 and pos == 16))
        if not ok:
            break
        left -= 1
        n += 1
        prev_c = pos
        if pos >= 17:
            grande_cov += 1
    if grande_cov < 2 or grande_real < 1:
        return 0
    return n


def suit_seq(pile, s, k):
    if "K" + s not in pile:
        return 0
    real_courts = sum(1 for r in "QNJ" if r + s in pile)
    if real_courts < 1:
        return 0
    others = real_courts + (1 if "1" + s in pile else 0)
    n = 1 + min(4, others + k)
    if real_courts + k < 2:
        return 0
    return n


def combos(pile):
    pile = set(pile)
    k = len(pile & CONT)
    cr = []
    for name, (cards, p3, p4) in CRICCHE.items():
        m = len(pile & cards)
        if m == 3:
            cr.append((name, 3, p3))
        elif m == 4:
            cr.append((name, 4, p4))
    seqs = []
    t = trump_seq(pile, k)
    if t >= 3:
        seqs.append(("trumps", t, seqpts(t)))
    for s in SUITS:
        n = suit_seq(pile, s, k)
        if n >= 3:
            seqs.append(("suit " + s, n, seqpts(n)))
    m = len(pile & MORETTI)
    if m >= 2 and m + k >= 3:
        n = min(6, m + k)
        seqs.append(("moretti", n, seqpts(n)))
    a = sum(1 for s in SUITS if "1" + s in pile)
    if a >= 2 and a + k >= 3:
        n = min(6, a + k)
        seqs.append(("aces", n, seqpts(n)))
    crp = sum(p for *_, p in cr) * (2 if len(cr) >= 3 else 1)
    sqp = sum(p for *_, p in seqs) * (2 if len(seqs) >= 3 else 1)
    return crp + sqp, cr, seqs


def card_points(pile):
    assert len(pile) % 2 == 0, "odd pile"
    return sum(value(c) for c in pile) - len(pile) // 2


def round_gp(w):
    m = (w // 50) * 50
    if m + 50 - w < 5:
        m += 50
    return m // 50


# ------------------------------------------------------------------ one deal
def make_deal(rng, widow, dealer, declarer, strong=0, hands=None, talon=None):
    if hands is None:
        deck = DECK[:]
        rng.shuffle(deck)
        deck.remove("MATTO")
        n = 18 if widow == 8 else 19
        hands = [sorted(deck[i * n : (i + 1) * n], key=DECK.index) for i in range(3)]
        talon = deck[3 * n :] + ["MATTO"]  # Matto kept in the widow: no Matto play in these records
        rng.shuffle(talon)
        # strengthen the declarer: give him the `strong` highest trumps
        for t in range(20, 20 - strong, -1):
            c = f"T{t}"
            if c in hands[declarer]:
                continue
            holder = next((i for i in range(3) if c in hands[i]), None)
            if holder is None:  # in the talon
                continue
            give = min((x for x in hands[declarer] if not x.startswith("T")), key=value, default=None)
            if give is None:
                continue
            hands[declarer].remove(give)
            hands[holder].remove(c)
            hands[declarer].append(c)
            hands[holder].append(give)
        hands = [sorted(h, key=DECK.index) for h in hands]
    return [list(h) for h in hands], list(talon)


def play_deal(rng, hands, dealer, declarer, first_leader, lead_high=None):
    hands = [list(h) for h in hands]
    leader = first_leader
    plays, winners = [], []
    for _ in range(len(hands[0])):
        trick = []
        for j in range(3):
            s = (leader + j) % 3
            led = suit(trick[0][1]) if trick else None
            opts = legal(hands[s], led)
            if lead_high is not None and s == lead_high:
                c = max(opts, key=lambda x: (suit(x) == "T", rank(x)))
            else:
                c = rng.choice(sorted(opts, key=DECK.index))
            hands[s].remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(trick)
        winners.append((w, [c for _, c in trick]))
        leader = w
    return plays, winners


def settle(contract, declarer, widow_final, winners, opts):
    dec_pile, opp_pile = [], []
    dec_tricks = 0
    for w, cards in winners:
        if w == declarer:
            dec_pile += cards
            dec_tricks += 1
        else:
            opp_pile += cards
    last = winners[-1][0]
    if contract == "gioco":
        (dec_pile if dec_tricks > 0 else opp_pile).extend(widow_final)
    else:
        (dec_pile if last == declarer else opp_pile).extend(widow_final)
    ntricks = len(winners)
    info = {"dec_tricks": dec_tricks, "last": last}
    if dec_tricks in (0, ntricks):
        gp = 40
        if contract == "solo" and opts.get("solo_doubles_all_tricks"):
            gp = 80
        dec_wins = dec_tricks == ntricks
        info.update(all_tricks=True, gp=gp, dec_wins=dec_wins)
        return gp, dec_wins, info
    sides = {}
    for name, pile, last_bonus in (("dec", dec_pile, last == declarer), ("opp", opp_pile, last != declarer)):
        cp = card_points(pile)
        cb, cr, sq = combos(pile)
        sides[name] = {
            "cards": len(pile),
            "card_points": cp,
            "combos": cb,
            "cricche": cr,
            "sequences": sq,
            "last": 6 if last_bonus else 0,
            "total": cp + cb + (6 if last_bonus else 0),
        }
    dec_wins = sides["dec"]["total"] > sides["opp"]["total"]
    w = sides["dec" if dec_wins else "opp"]["total"]
    gp = round_gp(w) * (2 if contract == "solo" else 1)
    info.update(sides=sides, gp=gp, dec_wins=dec_wins, winner_points=w)
    return gp, dec_wins, info


def scores_for(gp, dec_wins, declarer, settlement):
    sc = [0, 0, 0]
    for s in range(3):
        if settlement == "zero_sum":
            if s == declarer:
                sc[s] = 2 * gp if dec_wins else -2 * gp
            else:
                sc[s] = -gp if dec_wins else gp
        else:
            if (s == declarer) == dec_wins:
                sc[s] = gp
    return sc


def build(
    rng,
    *,
    widow=8,
    dealer=0,
    declarer=None,
    contract="gioco",
    bids=None,
    opts=None,
    strong=0,
    want=None,
    hands=None,
    talon=None,
    exchange=None,
    lead_high=None,
    tries=4000,
):
    """bids: list of (seat, bid) as recorded. exchange: (take, discard) or None for automatic."""
    opts = opts or {}
    for _ in range(tries):
        h, t = make_deal(rng, widow, dealer, declarer, strong, hands, talon)
        events = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
        hand_after = [list(x) for x in h]
        widow_final = list(t)
        if contract == "gioco":
            if exchange is None:
                cands = sorted((c for c in t if c != "MATTO"), key=lambda c: (-value(c), DECK.index(c)))
                k = rng.randint(1, 3)
                take = cands[:k]
                hand_now = hand_after[declarer] + take
                disc = sorted(
                    (c for c in hand_now if c not in FIVE and c not in take),
                    key=lambda c: (value(c), DECK.index(c)),
                )[:k]
            else:
                take, disc = exchange
            events.append({"type": "take", "seat": declarer, "cards": list(take)})
            events.append({"type": "discard", "seat": declarer, "cards": list(disc)})
            hand_after[declarer] = [c for c in hand_after[declarer] + list(take) if c not in disc]
            widow_final = [c for c in t if c not in take] + list(disc)
        for j in range(3):
            events.append({"type": "declare", "seat": (dealer + 1 + j) % 3, "items": []})
        plays, winners = play_deal(rng, hand_after, dealer, declarer, (dealer + 1) % 3, lead_high)
        events += plays
        try:
            gp, dec_wins, info = settle(contract, declarer, widow_final, winners, opts)
        except AssertionError:
            continue
        if want and not want(gp, dec_wins, info):
            continue
        sc = scores_for(gp, dec_wins, declarer, opts.get("settlement", "winners_score"))
        return {"dealer": dealer, "hands": h, "talon": t, "events": events}, sc, info
    raise SystemExit("no deal found")


def add_sheet(deal, sc, totals, score_over=None, total_over=None):
    score_over, total_over = score_over or {}, total_over or {}
    idx = {}
    written = []
    for s in range(3):
        p = score_over.get(s, sc[s])
        written.append(p)
        idx[("score", s)] = len(deal["events"])
        deal["events"].append({"type": "score", "party": s, "points": p, "reason": "game_points"})
    new = []
    for s in range(3):
        # the sheet's own arithmetic: previous total as written plus the score as written
        p = total_over.get(s, totals[s] + written[s])
        new.append(p)
        idx[("total", s)] = len(deal["events"])
        deal["events"].append({"type": "total", "party": s, "points": p})
    return new, idx


def transcript(rules, deals):
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "players": ["Aldo", "Bice", "Carlo"],
        "meta": {"audit": "terziglio-bidding-widow"},
        "deals": deals,
    }
    if rules:
        t["rules"] = rules
    return t


def strong_hand(widow):
    """Eldest declarer with T5..T20 and two kings: takes every trick when he leads high."""
    n = 18 if widow == 8 else 19
    dec = [f"T{i}" for i in range(5, 21)] + ["KS", "6S"] + (["KD"] if n == 19 else [])
    rest = [c for c in DECK if c not in dec and c not in ("KB", "MATTO")]
    w = ["KB", "MATTO"] + rest[: widow - 2]
    rest = rest[widow - 2 :]
    o1, o2 = rest[:n], rest[n:]
    assert len(o2) == n
    return dec, o1, o2, w


def main(seed=20261128):
    rng = random.Random(seed)
    out = {}
    exp = {}

    def put(name, rules, deals, expected, note):
        out[name] = transcript(rules, deals)
        exp[name] = (expected, note)

    P = "pass"
    # 01 clean: eldest gioco (dealer 0), widow 8, default rules; declarer wins
    d, sc, info = build(
        rng,
        dealer=0,
        declarer=1,
        bids=[(1, "gioco"), (2, P), (0, P)],
        strong=5,
        want=lambda g, w, i: w and not i.get("all_tricks") and g > 0,
    )
    tot, _ = add_sheet(d, sc, [0, 0, 0])
    put("01-clean-gioco-eldest-w8.json", None, [d], [], info)

    # 02 clean: widow 5 (19 each), passes then the dealer bids gioco; declarer loses
    d, sc, info = build(
        rng,
        widow=5,
        dealer=2,
        declarer=2,
        bids=[(0, P), (1, P), (2, "gioco")],
        want=lambda g, w, i: not w and not i.get("all_tricks"),
    )
    add_sheet(d, sc, [0, 0, 0])
    put("02-clean-dealer-gioco-after-passes-w5.json", {"widow": 5}, [d], [], info)

    # 03 clean: solo over gioco (eldest gioco, second hand solo, dealer passes); default rules
    d, sc, info = build(
        rng,
        dealer=1,
        declarer=0,
        contract="solo",
        bids=[(2, "gioco"), (0, "solo"), (1, P)],
        strong=6,
        want=lambda g, w, i: w and not i.get("all_tricks"),
    )
    add_sheet(d, sc, [0, 0, 0])
    put("03-clean-solo-over-gioco.json", None, [d], [], info)

    # 04 clean: solo, widow 5, zero_sum; opponent takes the last trick (widow to the opponents)
    d, sc, info = build(
        rng,
        widow=5,
        dealer=0,
        declarer=2,
        contract="solo",
        bids=[(1, P), (2, "solo"), (0, P)],
        strong=5,
        opts={"settlement": "zero_sum"},
        want=lambda g, w, i: i["last"] != 2 and not i.get("all_tricks"),
    )
    add_sheet(d, sc, [0, 0, 0])
    put(
        "04-clean-solo-w5-zero-sum-opp-last.json",
        {"preset": "nineteen", "settlement": "zero_sum"},
        [d],
        [],
        info,
    )

    # 05 clean: three-deal zero_sum session, dealer rotating; totals written
    deals, infos, tot = [], [], [0, 0, 0]
    plan = [
        (0, 1, "gioco", [(1, "gioco"), (2, P), (0, P)], 5),
        (1, 0, "solo", [(2, P), (0, "solo"), (1, P)], 7),
        (2, 1, "gioco", [(0, P), (1, "gioco"), (2, P)], 0),
    ]
    for dealer, dec, con, bids, st in plan:
        d, sc, info = build(
            rng,
            dealer=dealer,
            declarer=dec,
            contract=con,
            bids=bids,
            strong=st,
            opts={"settlement": "zero_sum"},
            want=lambda g, w, i: not i.get("all_tricks"),
        )
        tot, _ = add_sheet(d, sc, tot)
        deals.append(d)
        infos.append(info)
    put("05-clean-zero-sum-session.json", {"settlement": "zero_sum"}, deals, [], infos)

    # 06/07/08 all tricks: gioco 40, solo 40 (default), solo 80 (solo_doubles_all_tricks)
    dec, o1, o2, w = strong_hand(8)
    hands = [o2, dec, o1]  # dealer 0, eldest 1 declares
    d, sc, info = build(
        rng,
        dealer=0,
        declarer=1,
        bids=[(1, "gioco"), (2, P), (0, P)],
        hands=hands,
        talon=w,
        exchange=(["KB"], ["6S"]),
        lead_high=1,
        want=lambda g, w_, i: i.get("all_tricks") and w_,
    )
    add_sheet(d, sc, [0, 0, 0])
    put("06-clean-all-tricks-gioco.json", None, [d], [], info)
    d, sc, info = build(
        rng,
        dealer=0,
        declarer=1,
        contract="solo",
        bids=[(1, "solo"), (2, P), (0, P)],
        hands=hands,
        talon=w,
        lead_high=1,
        want=lambda g, w_, i: i.get("all_tricks") and w_,
    )
    add_sheet(d, sc, [0, 0, 0])
    put("07-clean-all-tricks-solo-default.json", None, [d], [], info)
    d, sc, info = build(
        rng,
        dealer=0,
        declarer=1,
        contract="solo",
        bids=[(1, "solo"), (2, P), (0, P)],
        hands=hands,
        talon=w,
        lead_high=1,
        opts={"solo_doubles_all_tricks": True},
        want=lambda g, w_, i: i.get("all_tricks") and w_,
    )
    add_sheet(d, sc, [0, 0, 0])
    put("08-clean-all-tricks-solo-doubled.json", {"solo_doubles_all_tricks": True}, [d], [], info)

    # 09 bid out of turn: dealer 0, eldest is 1, but 2 speaks first
    d, sc, info = build(
        rng,
        dealer=0,
        declarer=1,
        bids=[(2, P), (1, "gioco"), (0, P)],
        strong=5,
        want=lambda g, w, i: not i.get("all_tricks"),
    )
    add_sheet(d, sc, [0, 0, 0])
    put("09-bid-out-of-turn.json", None, [d], [(0, 0, "bid_out_of_turn")], info)

    # 10 illegal discard: the gioco declarer lays away a King (a 5-point card)
    for _ in range(200):
        d, sc, info = build(
            rng,
            dealer=1,
            declarer=2,
            bids=[(2, "gioco"), (0, P), (1, P)],
            strong=5,
            want=lambda g, w, i: not i.get("all_tricks"),
        )
        if any(c.startswith("K") for c in d["hands"][2]):
            break
    # re-do with an explicit exchange: take one card, lay away a king
    king = next(c for c in d["hands"][2] if c.startswith("K"))
    take = [next(c for c in d["talon"] if c != "MATTO" and not c.startswith("K"))]
    d, sc, info = build(
        rng,
        dealer=1,
        declarer=2,
        bids=[(2, "gioco"), (0, P), (1, P)],
        hands=d["hands"],
        talon=d["talon"],
        exchange=(take, [king]),
        want=lambda g, w, i: not i.get("all_tricks"),
    )
    add_sheet(d, sc, [0, 0, 0])
    di = next(i for i, e in enumerate(d["events"]) if e["type"] == "discard")
    put("10-illegal-discard-king.json", None, [d], [(0, di, "illegal_discard")], info)

    # 11 wrong game points: solo won, the sheet forgets to double
    d, sc, info = build(
        rng,
        dealer=2,
        declarer=1,
        contract="solo",
        bids=[(0, P), (1, "solo"), (2, P)],
        strong=7,
        want=lambda g, w, i: w and not i.get("all_tricks") and g >= 4,
    )
    _, idx = add_sheet(d, sc, [0, 0, 0], score_over={1: sc[1] // 2})
    put("11-wrong-score-solo-not-doubled.json", None, [d], [(0, idx[("score", 1)], "wrong_score")], info)

    # 12 wrong total: three deals, the middle one's total for seat 0 is off by 2; later totals follow the sheet
    deals, infos, tot = [], [], [0, 0, 0]
    plan = [
        (0, 1, "gioco", [(1, "gioco"), (2, P), (0, P)], 5, None),
        (1, 2, "gioco", [(2, P), (0, P), (1, P)], 0, None),
        (2, 0, "solo", [(0, "solo"), (1, P), (2, P)], 7, None),
    ]
    # (deal 1: everybody passes? no: keep it simple; seat 2 bids)
    plan[1] = (1, 2, "gioco", [(2, "gioco"), (0, P), (1, P)], 5, None)
    expected = []
    for k, (dealer, dec, con, bids, st, _) in enumerate(plan):
        d, sc, info = build(
            rng,
            dealer=dealer,
            declarer=dec,
            contract=con,
            bids=bids,
            strong=st,
            want=lambda g, w, i: not i.get("all_tricks") and (g > 0 or w),
        )
        over = {}
        if k == 1:
            over = {0: tot[0] + sc[0] + 2}
        tot, idx = add_sheet(d, sc, tot, total_over=over)
        if k == 1:
            expected.append((1, idx[("total", 0)], "wrong_total"))
        deals.append(d)
        infos.append(info)
    put("12-wrong-total-session.json", None, deals, expected, infos)

    # 13 two faults in one deal: Bagatto (5 points) laid away, and a wrong score
    for _ in range(400):
        d, sc, info = build(
            rng,
            dealer=2,
            declarer=0,
            bids=[(0, "gioco"), (1, P), (2, P)],
            strong=5,
            want=lambda g, w, i: not i.get("all_tricks"),
        )
        if "T0" in d["hands"][0]:
            break
    take = [next(c for c in d["talon"] if c != "MATTO" and c != "T0")]
    d, sc, info = build(
        rng,
        dealer=2,
        declarer=0,
        bids=[(0, "gioco"), (1, P), (2, P)],
        hands=d["hands"],
        talon=d["talon"],
        exchange=(take, ["T0"]),
        want=lambda g, w, i: not i.get("all_tricks"),
    )
    winner_seat = 0 if info["dec_wins"] else 1
    _, idx = add_sheet(d, sc, [0, 0, 0], score_over={winner_seat: sc[winner_seat] + 1})
    di = next(i for i, e in enumerate(d["events"]) if e["type"] == "discard")
    put(
        "13-two-faults-bagatto-discard-and-score.json",
        None,
        [d],
        [(0, di, "illegal_discard"), (0, idx[("score", winner_seat)], "wrong_score")],
        info,
    )

    # 14 clean: gioco lost, opponents each written the game points (winners_score); discards a Queen and a trump
    d, sc, info = build(
        rng,
        dealer=0,
        declarer=0,
        bids=[(1, P), (2, P), (0, "gioco")],
        want=lambda g, w, i: not w and not i.get("all_tricks") and g > 0,
    )
    add_sheet(d, sc, [0, 0, 0])
    put("14-clean-gioco-lost-opponents-score.json", None, [d], [], info)

    # 15 clean: solo, widow 8, declarer takes the last trick so the hidden widow is his; winners_score
    d, sc, info = build(
        rng,
        dealer=2,
        declarer=0,
        contract="solo",
        bids=[(0, "solo"), (1, P), (2, P)],
        strong=6,
        want=lambda g, w, i: i["last"] == 0 and not i.get("all_tricks"),
    )
    add_sheet(d, sc, [0, 0, 0])
    put("15-clean-solo-eldest-widow-to-last-trick.json", None, [d], [], info)

    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    for name, t in out.items():
        (HERE / name).write_text(json.dumps(t, indent=1) + "\n")
    (HERE / "_computed.txt").write_text(
        json.dumps({k: v for k, v in exp.items()}, indent=1, default=str) + "\n"
    )
    for name, (e, _info) in exp.items():
        print(name, e)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20261128)
