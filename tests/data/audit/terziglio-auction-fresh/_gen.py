"""Blind generator for the terziglio-auction-fresh audit round.

Written from the Tarocchini source (004_c8bdb85b1ac896b0.txt, "Терцильо" and its
"Подсчет очков") and the transcript format only; nothing is imported from validator.

Readings used (see EXPECTED.md for the quotes):
- eldest (dealer + 1) bids first, each seat once, dealer last; "gioco" < "solo";
  a gioco may be overcalled by a solo; nothing may follow a solo but "pass".
- all pass: nobody plays, nothing is scored, the next seat deals.
- gioco: the declarer takes k widow cards and lays away k cards, none worth 5.
  The widow (as left) counts for him if he takes a trick, else for the opponents.
- solo: no exchange; the widow goes to the winner of the last trick.
- play: follow suit, else trump, else anything; Moretti equal, the last played wins.
- points per side: combinations found in its cards after play (nobody declares before),
  cards counted in pairs (each pair minus 1), 6 for the last trick.
- the declarer wins with more points than the two opponents together (tie loses);
  the winning side's points rounded down to 50 unless < 5 short of the next 50 (then up),
  / 50 = game points, doubled in a solo; all tricks = 40 game points.
- winners_score: each seat of the winning side is written the game points, others 0.
  zero_sum: the declarer +/- 2g, each opponent -/+ g.
- The Matto is always dealt into the widow and never taken (keeps the excuse out of play).
- Deals are chosen (by seed search) so that each side holds an even number of cards.

Usage: python _gen.py [outdir]
"""

import itertools
import json
import os
import random
import sys

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
PTS = {"K": 5, "Q": 4, "N": 3, "J": 2}
DECK = [r + s for s in SUITS for r in (LONG_ORDER if s in "SB" else ROUND_ORDER)]
DECK += ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}
PLAYERS = ["Alba", "Bruno", "Carla"]


def is_trump(c):
    return c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def rank(c):
    return c[:-1]


def points(c):
    if c in FIVE:
        return 5
    if is_trump(c) or c == "MATTO":
        return 1
    return PTS.get(rank(c), 1)


def trump_rank(c):
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n


def suit_strength(c):
    order = LONG_ORDER if suit(c) in "SB" else ROUND_ORDER
    return len(order) - order.index(rank(c))


def trick_winner(cards):
    """cards: list of (seat, card) in play order. Moretti tie: the last played wins."""
    best = None
    for i, (s, c) in enumerate(cards):
        if not is_trump(c):
            continue
        if best is None:
            best = i
            continue
        r, rb = trump_rank(c), trump_rank(cards[best][1])
        if r > rb or (r == rb == 1):
            best = i
    if best is not None:
        return cards[best][0]
    led = suit(cards[0][1])
    best = 0
    for i, (s, c) in enumerate(cards):
        if suit(c) == led and suit_strength(c) > suit_strength(cards[best][1]):
            best = i
    return cards[best][0]


def legal(hand, led):
    if led is None:
        return list(hand)
    f = [c for c in hand if suit(c) == led]
    if f:
        return f
    t = [c for c in hand if is_trump(c)]
    return t if t else list(hand)


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_value(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def trump_seq_len(cs, jokers):
    """Angel + at least two of World/Sun/Moon (one real at least) + 16, 15, ... in a row.
    Jokers fill missing places; two jokers may not stand in consecutive places,
    except a grande and 16 (Moon 17 and 16)."""
    if "T20" not in cs:
        return 0
    real = {p for p in range(5, 20) if "T%d" % p in cs}
    missing = [p for p in range(5, 20) if p not in real]
    best = 0
    for use in range(jokers + 1):
        for fill in itertools.combinations(missing, use):
            have = real | set(fill)
            grande = [p for p in (19, 18, 17) if p in have]
            if len(grande) < 2 or not [p for p in grande if p in real]:
                continue
            counted = set(grande)
            p = 16
            while p >= 5 and p in have:
                counted.add(p)
                p -= 1
            fj = sorted(f for f in fill if f in counted)
            bad = any(b - a == 1 and (a, b) != (16, 17) for a, b in zip(fj, fj[1:]))
            if bad:
                continue
            best = max(best, 1 + len(counted))
    return best


def suit_seq_len(cs, s, jokers):
    """King + at least two of Q/N/J (one real at least) + the ace; jokers fill gaps."""
    if "K" + s not in cs:
        return 0
    places = ["Q", "N", "J", "1"]
    real = {r for r in places if r + s in cs}
    missing = [r for r in places if r not in real]
    best = 0
    for use in range(jokers + 1):
        for fill in itertools.combinations(missing, use):
            have = real | set(fill)
            courts = [r for r in ("Q", "N", "J") if r in have]
            if len(courts) < 2 or not [r for r in courts if r in real]:
                continue
            best = max(best, 1 + len(have))
    return best


def combos(cards):
    cs = set(cards)
    jokers = len(cs & {"T0", "MATTO"})
    cr = []
    for name, (members, v3, v4) in CRICCHE.items():
        k = len(cs & set(members))
        if k == 3:
            cr.append((name, 3, v3))
        elif k == 4:
            cr.append((name, 4, v4))
    sq = []
    n = trump_seq_len(cs, jokers)
    if n >= 3:
        sq.append(("trumps", n, seq_value(n)))
    for s in SUITS:
        n = suit_seq_len(cs, s, jokers)
        if n >= 3:
            sq.append(("suit " + s, n, seq_value(n)))
    for name, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        m = len(cs & set(members))
        if m >= 2:
            n = min(6, m + jokers)
            if n >= 3:
                sq.append((name, n, seq_value(n)))
    crv = sum(v for _, _, v in cr) * (2 if len(cr) >= 3 else 1)
    sqv = sum(v for _, _, v in sq) * (2 if len(sq) >= 3 else 1)
    return crv + sqv, cr, sq


def card_points(cards):
    assert len(cards) % 2 == 0, len(cards)
    return sum(points(c) for c in cards) - len(cards) // 2


def game_points(w):
    g, r = divmod(w, 50)
    if r >= 46:
        g += 1
    return g


# ---------------------------------------------------------------- a deal
def play_deal(rng, hands, leader, declarer, ntricks):
    hands = [list(h) for h in hands]
    events, tricks = [], []
    for _ in range(ntricks):
        cur = []
        seat = leader
        for _k in range(3):
            led = suit(cur[0][1]) if cur else None
            opts = legal(hands[seat], led)
            if seat == declarer:
                # the declarer plays his strongest card when leading or following
                opts.sort(key=lambda c: (is_trump(c), trump_rank(c) if is_trump(c) else suit_strength(c)))
                c = opts[-1] if rng.random() < 0.7 else rng.choice(opts)
            else:
                c = rng.choice(opts)
            hands[seat].remove(c)
            cur.append((seat, c))
            events.append({"type": "play", "seat": seat, "card": c})
            seat = (seat + 1) % 3
        w = trick_winner(cur)
        tricks.append((w, [c for _, c in cur]))
        leader = w
    return events, tricks, hands


def make_deal(rng, dealer, widow_n, contract, declarer_pref=None, fault=None):
    """contract: 'gioco', 'solo' or 'allpass'. Returns (deal dict, info) or None."""
    hand_n = (62 - widow_n) // 3
    deck = [c for c in DECK if c != "MATTO"]
    rng.shuffle(deck)
    widow = ["MATTO"] + deck[: widow_n - 1]
    rng.shuffle(widow)
    rest = deck[widow_n - 1 :]
    hands = [sorted(rest[i * hand_n : (i + 1) * hand_n], key=DECK.index) for i in range(3)]
    eldest = (dealer + 1) % 3
    order = [eldest, (eldest + 1) % 3, dealer]
    events = []
    info = {"dealer": dealer, "contract": contract}
    if contract == "allpass":
        for s in order:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
        return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}, info
    declarer = declarer_pref if declarer_pref is not None else max(
        range(3), key=lambda s: sum(1 for c in hands[s] if is_trump(c)) * 2 + sum(c in FIVE for c in hands[s])
    )
    info["declarer"] = declarer
    # auction, each seat once
    bids = {}
    if fault == "gioco_after_solo":
        # declarer must be eldest: solo, then gioco, then pass
        assert declarer == eldest
        bids = {order[0]: "solo", order[1]: "gioco", order[2]: "pass"}
    elif fault == "overcall" and contract == "solo":
        # someone says gioco before the declarer's solo
        first_other = [s for s in order if s != declarer][0]
        if order.index(first_other) < order.index(declarer):
            bids = {s: "pass" for s in order}
            bids[first_other] = "gioco"
            bids[declarer] = "solo"
        else:
            return None
    else:
        bids = {s: "pass" for s in order}
        bids[declarer] = contract
    bid_seq = list(order)
    if fault == "bid_out_of_turn":
        # the dealer speaks before the second seat
        bid_seq = [order[0], order[2], order[1]]
    for s in bid_seq:
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    hand = list(hands[declarer])
    new_widow = list(widow)
    if contract == "gioco" or fault == "solo_exchange":
        k = rng.choice([1, 2, 3])
        if fault == "lay_away_count":
            k = 3
        takeable = [c for c in widow if c != "MATTO"]
        take = rng.sample(takeable, min(k, len(takeable)))
        for c in take:
            new_widow.remove(c)
        hand += take
        lay_n = len(take) - (1 if fault == "lay_away_count" else 0)
        cand = [c for c in hand if c not in FIVE]
        # lay away weak cards
        cand.sort(key=lambda c: (is_trump(c), points(c), suit_strength(c) if not is_trump(c) else trump_rank(c)))
        lay = cand[:lay_n]
        if fault == "discard_five":
            kings = [c for c in hand if c in FIVE and not is_trump(c) and c != "MATTO"]
            if not kings:
                return None
            lay = lay[:-1] + [kings[0]]
            info["five"] = kings[0]
        for c in lay:
            hand.remove(c)
        new_widow += lay
        events.append({"type": "take", "seat": declarer, "cards": take})
        events.append({"type": "discard", "seat": declarer, "cards": lay})
        info["take"], info["lay"] = take, lay
    play_hands = [list(h) for h in hands]
    play_hands[declarer] = hand
    for s in order:
        events.append({"type": "declare", "seat": s, "items": []})
    pevents, tricks, left = play_deal(rng, play_hands, eldest, declarer, hand_n)
    events += pevents
    info["left"] = left
    # sides
    dec_tricks = [t for w, t in tricks if w == declarer]
    opp_tricks = [t for w, t in tricks if w != declarer]
    dec_cards = [c for t in dec_tricks for c in t]
    opp_cards = [c for t in opp_tricks for c in t]
    last_w = tricks[-1][0]
    if contract == "gioco" or fault == "solo_exchange":
        if fault == "solo_exchange":
            (dec_cards if last_w == declarer else opp_cards).extend(new_widow)
        elif dec_tricks:
            dec_cards += new_widow
        else:
            opp_cards += new_widow
    else:
        (dec_cards if last_w == declarer else opp_cards).extend(new_widow)
    info["dec_n"], info["opp_n"] = len(dec_cards), len(opp_cards)
    info["ntricks_dec"] = len(dec_tricks)
    if fault == "lay_away_count":
        return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}, info
    if len(dec_cards) % 2:
        return None
    dc, dcr, dsq = combos(dec_cards)
    oc, ocr, osq = combos(opp_cards)
    dp = card_points(dec_cards)
    op = card_points(opp_cards)
    dl = 6 if last_w == declarer else 0
    ol = 6 - dl
    D = dc + dp + dl
    O = oc + op + ol
    assert dp + op + dl + ol == 93, (dp, op)
    dec_wins = D > O
    if not opp_tricks or not dec_tricks:
        g = 40
        if contract == "solo" and SOLO_DOUBLES_ALL:
            g *= 2
        info["all_tricks"] = True
    else:
        g = game_points(D if dec_wins else O)
        if contract == "solo":
            g *= 2
    info.update(
        dict(
            D=D, O=O, dec_combo=(dc, dcr, dsq), opp_combo=(oc, ocr, osq), dec_cardpts=dp, opp_cardpts=op,
            last=last_w, dec_wins=dec_wins, g=g, W=D if dec_wins else O,
        )
    )
    return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}, info


SOLO_DOUBLES_ALL = False


def settle(info, mode):
    if info["contract"] == "allpass":
        return [0, 0, 0]
    d, g = info["declarer"], info["g"]
    out = [0, 0, 0]
    if mode == "winners_score":
        for s in range(3):
            if (s == d) == info["dec_wins"]:
                out[s] = g
    else:
        for s in range(3):
            if s != d:
                out[s] = -g if info["dec_wins"] else g
        out[d] = 2 * g if info["dec_wins"] else -2 * g
    return out


def find_deal(seed0, dealer, widow_n, contract, pred=lambda i: True, **kw):
    for seed in range(seed0, seed0 + 20000):
        rng = random.Random(seed)
        r = make_deal(rng, dealer, widow_n, contract, **kw)
        if r is None:
            continue
        deal, info = r
        if pred(info):
            info["seed"] = seed
            return deal, info
    raise RuntimeError("no deal for %r" % ((seed0, dealer, contract, kw),))


def session(name, rules, specs, mode="winners_score", score_faults=None, total_faults=None, scoreless=()):
    """specs: list of (seed0, contract, widow_n, pred, kw). Returns transcript, infos."""
    totals = [0, 0, 0]
    deals, infos = [], []
    for i, (seed0, contract, widow_n, pred, kw) in enumerate(specs):
        dealer = i % 3
        deal, info = find_deal(seed0, dealer, widow_n, contract, pred, **kw)
        if i not in scoreless:
            sc = settle(info, mode)
            rec_sc = list(sc)
            if score_faults and i in score_faults:
                seat, val = score_faults[i]
                rec_sc[seat] = val
            for s in range(3):
                deal["events"].append({"type": "score", "party": s, "points": rec_sc[s]})
            totals = [totals[s] + sc[s] for s in range(3)]
            rec_t = list(totals)
            if total_faults and i in total_faults:
                seat, val = total_faults[i]
                rec_t[seat] = val
            for s in range(3):
                deal["events"].append({"type": "total", "party": s, "points": rec_t[s]})
            info["scores"], info["totals"] = sc, list(totals)
        deals.append(deal)
        infos.append(info)
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": PLAYERS,
        "meta": {"round": "terziglio-auction-fresh", "file": name},
        "deals": deals,
    }
    return tr, infos


def any_(i):
    return True


def roundup(i):
    return i.get("dec_wins") and i["W"] % 50 >= 46 and not i.get("all_tricks")


def all_tricks(i):
    return bool(i.get("all_tricks"))


def dec_wins(i):
    return bool(i.get("dec_wins"))


def dec_loses(i):
    return i.get("dec_wins") is False


def build():
    F = {}
    F["01-gioco-clean"] = session(
        "01", {"preset": "standard"},
        [(100, "gioco", 8, dec_wins, {}), (200, "gioco", 8, dec_loses, {})],
    )
    F["02-solo-over-gioco-clean"] = session(
        "02", {"preset": "standard"},
        [(300, "solo", 8, dec_wins, {"fault": "overcall"}), (400, "gioco", 8, any_, {})],
    )
    F["03-nineteen-clean"] = session(
        "03", {"preset": "nineteen"},
        [(500, "gioco", 5, dec_wins, {}), (600, "solo", 5, dec_loses, {}), (700, "gioco", 5, any_, {})],
    )
    F["04-allpass-clean"] = session(
        "04", {"preset": "standard"},
        [(800, "gioco", 8, any_, {}), (900, "allpass", 8, any_, {}), (1000, "gioco", 8, dec_wins, {})],
    )
    F["05-roundup-clean"] = session(
        "05", {"preset": "standard"},
        [(1100, "gioco", 8, roundup, {}), (1200, "solo", 8, any_, {}), (1250, "gioco", 8, all_tricks, {})],
    )
    F["06-zerosum-clean"] = session(
        "06", {"preset": "standard", "settlement": "zero_sum"},
        [(1300, "gioco", 8, dec_wins, {}), (1400, "gioco", 8, dec_loses, {}), (1500, "solo", 8, any_, {})],
        mode="zero_sum",
    )
    F["07-bid-out-of-turn"] = session(
        "07", {"preset": "standard"},
        [(1600, "gioco", 8, any_, {}), (1700, "gioco", 8, any_, {"fault": "bid_out_of_turn", "declarer_pref": 1})],
    )
    F["08-gioco-after-solo"] = session(
        "08", {"preset": "standard"},
        [(1800, "gioco", 8, any_, {}), (1900, "solo", 8, any_, {"fault": "gioco_after_solo", "declarer_pref": 2})],
    )
    F["09-solo-exchange"] = session(
        "09", {"preset": "standard"},
        [(2000, "gioco", 8, any_, {}), (2100, "solo", 8, any_, {"fault": "solo_exchange"})],
        scoreless=(1,),
    )
    F["10-discard-five"] = session(
        "10", {"preset": "standard"},
        [(2200, "gioco", 8, lambda i: i["ntricks_dec"] > 0, {"fault": "discard_five"}), (2300, "gioco", 8, any_, {})],
    )
    F["11-lay-away-count"] = session(
        "11", {"preset": "nineteen"},
        [(2400, "gioco", 5, any_, {}), (2500, "gioco", 5, any_, {"fault": "lay_away_count"})],
        scoreless=(1,),
    )
    # 12: the round-up forgotten (the declarer's score written rounded down)
    tr, infos = session(
        "12", {"preset": "standard"},
        [(2600, "gioco", 8, any_, {}), (2700, "gioco", 8, roundup, {})],
    )
    d = infos[1]["declarer"]
    F["12-wrong-game-points"] = session(
        "12", {"preset": "standard"},
        [(2600, "gioco", 8, any_, {}), (2700, "gioco", 8, roundup, {})],
        score_faults={1: (d, infos[1]["g"] - 1)},
    )
    # 13: wrong total in the last deal (declarer's seat total off by 1 game point)
    tr, infos = session(
        "13", {"preset": "standard"},
        [(2800, "gioco", 8, dec_wins, {}), (2900, "solo", 8, any_, {}), (3000, "gioco", 8, any_, {})],
    )
    F["13-wrong-total"] = session(
        "13", {"preset": "standard"},
        [(2800, "gioco", 8, dec_wins, {}), (2900, "solo", 8, any_, {}), (3000, "gioco", 8, any_, {})],
        total_faults={2: (0, infos[2]["totals"][0] + 1)},
    )
    # 14: nineteen, a won solo written undoubled
    tr, infos = session(
        "14", {"preset": "nineteen"},
        [(3100, "gioco", 5, any_, {}), (3200, "solo", 5, lambda i: dec_wins(i) and i["g"] >= 4, {})],
    )
    d = infos[1]["declarer"]
    F["14-nineteen-solo-undoubled"] = session(
        "14", {"preset": "nineteen"},
        [(3100, "gioco", 5, any_, {}), (3200, "solo", 5, lambda i: dec_wins(i) and i["g"] >= 4, {})],
        score_faults={1: (d, infos[1]["g"] // 2)},
    )
    return F


def describe(name, tr, infos):
    lines = ["## %s (rules %s)" % (name, json.dumps(tr["rules"]))]
    for k, (deal, info) in enumerate(zip(tr["deals"], infos)):
        bids = [(e["seat"], e["bid"]) for e in deal["events"] if e["type"] == "bid"]
        lines.append("deal %d: dealer %d, seed %s, contract %s, bids %s" % (k, deal["dealer"], info.get("seed"), info["contract"], bids))
        lines.append("  widow %s" % deal["talon"])
        if "take" in info:
            lines.append("  take %s lay %s" % (info["take"], info["lay"]))
        if "D" in info:
            lines.append(
                "  declarer %d tricks %d, cards %d/%d, card pts %d/%d, last trick seat %d, combos decl %s opp %s"
                % (info["declarer"], info["ntricks_dec"], info["dec_n"], info["opp_n"], info["dec_cardpts"], info["opp_cardpts"], info["last"], info["dec_combo"], info["opp_combo"])
            )
            lines.append("  D=%d O=%d declarer wins=%s W=%d game points %d" % (info["D"], info["O"], info["dec_wins"], info["W"], info["g"]))
        if "scores" in info:
            lines.append("  scores %s totals %s" % (info["scores"], info["totals"]))
        if info.get("left") and any(info["left"]):
            lines.append("  left in hand %s" % info["left"])
        # event index map
        idx = [(i, e["type"], e.get("seat", e.get("party")), e.get("bid", e.get("cards", e.get("points", "")))) for i, e in enumerate(deal["events"]) if e["type"] != "play"]
        lines.append("  events (non-play): %s" % idx)
    return "\n".join(lines)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    F = build()
    desc = []
    for name, (tr, infos) in F.items():
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump(tr, f, indent=1)
        desc.append(describe(name, tr, infos))
    with open(os.path.join(out, "computed.txt"), "w") as f:
        f.write("\n\n".join(desc) + "\n")
