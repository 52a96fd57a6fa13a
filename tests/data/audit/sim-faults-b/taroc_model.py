"""Tarocchini (Bolognese, 62 cards): Ottocento and Terziglio - an outside party's own model.

Written blind from 004_c8bdb85b1ac896b0.txt (Russian) only.  Where the source leaves a point
open, the model computes every reading I could think of (class Reading) and the corpus keeps
only deals on which all readings agree (Ambiguous otherwise), so that a planted fault is the
only thing an engine can disagree with.
"""

import copy
import itertools
import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins: high -> low
COURTS = ["Q", "N", "J"]


def deck():
    d = [r + s for s in SUITS for r in LONG]
    d += ["T%d" % i for i in range(21)]
    d.append("MATTO")
    return d


def suit(c):
    if c == "MATTO":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def tnum(c):
    return int(c[1:])


def points(c):
    if c == "MATTO" or c in ("T20", "T19", "T0"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def five(c):
    return points(c) == 5


def strength(c):
    """Within its own suit; Moretti T1-T4 all 1."""
    if c[0] == "T":
        n = tnum(c)
        return 1 if 1 <= n <= 4 else n
    order = LONG if suit(c) in "SB" else ROUND
    return 10 - order.index(rank(c))


class Ambiguous(Exception):
    pass


# ----------------------------------------------------------------------------- play


def led_suit(trick):
    for _s, c in trick:
        if c != "MATTO":
            return suit(c)
    return None


def legal(hand, trick):
    led = led_suit(trick)
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def winner_pos(trick, moretti_tie="last_played"):
    led = led_suit(trick)
    trumps = [i for i, (_s, c) in enumerate(trick) if suit(c) == "T"]
    cand = trumps if trumps else [i for i, (_s, c) in enumerate(trick) if suit(c) == led]
    best = max(strength(trick[i][1]) for i in cand)
    top = [i for i in cand if strength(trick[i][1]) == best]
    if len(top) > 1:  # only Moretti can tie
        return top[-1] if moretti_tie == "last_played" else top[0]
    return top[0]


# ----------------------------------------------------------------------------- combinations

CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}
CRICCA_CARDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in SUITS],
    "queens": ["Q" + s for s in SUITS],
    "knights": ["N" + s for s in SUITS],
    "jacks": ["J" + s for s in SUITS],
}
CONT = ("MATTO", "T0")


class Reading:
    """One way of reading the open points of the combination rules."""

    def __init__(self, gap="positional", end_extend=True, cont_use="multi", double="kind", pile_extra=True):
        self.gap = gap  # 'positional': a gap must be filled by a contatore; 'set': two of three courts/grande
        self.end_extend = end_extend  # a contatore may stand after the last natural card
        self.cont_use = cont_use  # 'multi' (one contatore in several combos), 'single_seq', 'single_all'
        self.double = double  # 'kind': 3+ cricche double the cricche, 3+ sequences the sequences; 'all'
        self.pile_extra = pile_extra  # discards / widow count for combinations after play

    def __repr__(self):
        return "R(%s)" % ",".join("%s=%s" % kv for kv in vars(self).items())


READINGS = [Reading()]
# "их можно использовать как дикие карты в нескольких местах": one contatore serves several
# combinations at once (cont_use 'multi') - taken as the text, not varied.
for _g, _e, _c, _d, _p in itertools.product(["positional", "set"], [True, False],
                                            ["multi"], ["kind", "all"],
                                            [True, False]):
    READINGS.append(Reading(_g, _e, _c, _d, _p))
MAIN = READINGS[0]


def seq_positions(of, s=None):
    if of == "trumps":
        return ["T%d" % i for i in range(20, 4, -1)]
    if of == "suit":
        return ["K" + s, "Q" + s, "N" + s, "J" + s, "1" + s]
    raise ValueError(of)


def ordered_len(cards, of, s, k, rd):
    """Max length of an ordered sequence (trumps / suit) with at most k contatori."""
    pos = seq_positions(of, s)
    if pos[0] not in cards:
        return 0
    if rd.gap == "set":
        return set_len(cards, of, s, k, rd)
    used = 0
    length = 1
    last_nat = 1
    prev_cont = False
    cont_at = []
    for i in range(1, len(pos)):
        if pos[i] in cards:
            length += 1
            last_nat = length
            prev_cont = False
        elif used < k and (of == "suit" or not prev_cont or pos[i] == "T16"):
            used += 1
            length += 1
            prev_cont = True
            cont_at.append(i)
        else:
            break
    if not rd.end_extend:
        length = last_nat
        cont_at = [i for i in cont_at if i < last_nat]
    # minimum: first two after the head filled, one of them natural
    if length < 3:
        return 0
    if pos[1] not in cards and pos[2] not in cards:
        return 0
    return length


def set_len(cards, of, s, k, rd):
    """'Two of the three following grande / two court cards' read as a set, gaps skipped."""
    pos = seq_positions(of, s)
    block = pos[1:4]
    nat = [p for p in block if p in cards]
    if not nat:
        return 0
    fill = min(k, 3 - len(nat))
    blen = len(nat) + fill
    if blen < 2:
        return 0
    left = k - fill
    length = 1 + blen
    if of == "suit":
        if pos[4] in cards:
            length += 1
        elif left and rd.end_extend and blen == 3:
            length += 1
        return length if length >= 3 else 0
    if blen < 3:
        return length
    prev_cont = False
    last_nat = length
    for p in pos[4:]:
        if p in cards:
            length += 1
            last_nat = length
            prev_cont = False
        elif left and not prev_cont:
            left -= 1
            length += 1
            prev_cont = True
        else:
            break
    if not rd.end_extend:
        length = last_nat
    return length


def group_len(cards, of, k):
    nat = ["T1", "T2", "T3", "T4"] if of == "moretti" else ["1" + s for s in SUITS]
    m = sum(1 for c in nat if c in cards)
    if m < 2 or m + k < 3:
        return 0
    return m + k


def seq_len(cards, of, s, k, rd):
    if of in ("moretti", "aces"):
        return group_len(cards, of, k)
    # "Для козырей последовательность заканчивается, если contatori используются последовательно":
    # for trumps only, so a suit sequence may take both contatori side by side.
    return ordered_len(cards, of, s, k, rd)


def seq_points(length):
    return 0 if length < 3 else 10 + 5 * (length - 3)


def item_points(it):
    if it["kind"] == "cricca":
        return CRICCA[it["of"]][it["count"] - 3]
    return seq_points(it["length"])


def total_points(items, rd):
    cr = [it for it in items if it["kind"] == "cricca"]
    sq = [it for it in items if it["kind"] == "sequence"]
    pc = sum(item_points(i) for i in cr)
    ps = sum(item_points(i) for i in sq)
    if rd.double == "kind":
        return pc * (2 if len(cr) >= 3 else 1) + ps * (2 if len(sq) >= 3 else 1)
    return (pc + ps) * (2 if len(cr) >= 3 or len(sq) >= 3 else 1)


SEQ_KEYS = [("trumps", None), ("moretti", None), ("aces", None)] + [("suit", s) for s in SUITS]


def best_combos(cards, rd):
    """The combination items a set of cards makes, chosen to give the most points under reading rd."""
    cards = set(cards)
    conts = [c for c in CONT if c in cards]
    crs = []
    for of, cl in CRICCA_CARDS.items():
        n = sum(1 for c in cl if c in cards)
        if n >= 3:
            crs.append({"kind": "cricca", "of": of, "count": n})
    best = None
    # assignment of each contatore: to 'all' (multi) or to one sequence / none
    if rd.cont_use == "multi":
        options = [None]
    else:
        targets = [None] + list(range(len(SEQ_KEYS)))
        options = list(itertools.product(targets, repeat=len(conts)))
    for opt in options:
        items = []
        if rd.cont_use == "single_all" and opt is not None and any(x is not None for x in opt):
            # a contatore used in a sequence is not in the tarocchi cricca
            used = {conts[i] for i, x in enumerate(opt) if x is not None}
            n = sum(1 for c in CRICCA_CARDS["tarocchi"] if c in cards and c not in used)
            cr2 = [c for c in crs if c["of"] != "tarocchi"]
            if n >= 3:
                cr2.append({"kind": "cricca", "of": "tarocchi", "count": n})
            items += cr2
        else:
            items += crs
        for j, (of, s) in enumerate(SEQ_KEYS):
            k = len(conts) if opt is None else sum(1 for x in opt if x == j)
            L = seq_len(cards, of, s, k, rd)
            if L:
                it = {"kind": "sequence", "of": of, "length": L}
                if s:
                    it["suit"] = s
                items.append(it)
        p = total_points(items, rd)
        if best is None or p > best[0]:
            best = (p, items)
    return best


def items_valid(cards, items, rd):
    """Can these declared items all be shown from these cards under reading rd?"""
    cards = set(cards)
    conts = [c for c in CONT if c in cards]
    if rd.cont_use == "multi":
        options = [None]
    else:
        options = list(itertools.product([None] + list(range(len(items))), repeat=len(conts)))
    for opt in options:
        ok = True
        for j, it in enumerate(items):
            if it["kind"] == "cricca":
                have = [c for c in CRICCA_CARDS[it["of"]] if c in cards]
                if it["of"] == "tarocchi" and rd.cont_use == "single_all" and opt is not None:
                    used = {conts[i] for i, x in enumerate(opt) if x is not None}
                    have = [c for c in have if c not in used]
                if len(have) < it["count"]:
                    ok = False
                    break
            else:
                k = len(conts) if opt is None else sum(1 for x in opt if x == j)
                if seq_len(cards, it["of"], it.get("suit"), k, rd) < it["length"]:
                    ok = False
                    break
        if ok:
            return True
    return False


def declared_points(items, rd):
    return total_points(items, rd)


def pile_points(cards):
    if len(cards) % 2:
        raise Ambiguous("odd number of cards counted in pairs")
    return sum(points(c) for c in cards) - len(cards) // 2


# ----------------------------------------------------------------------------- deal state & scoring


def play_out(events, hands, first, n, moretti_tie):
    """Replay the plays (assumed legal); return tricks [(leader, [(seat, card, ei)], winner)]."""
    leader = first
    trick = []
    tricks = []
    for ei, ev in enumerate(events):
        if ev["type"] != "play":
            continue
        trick.append((ev["seat"], ev["card"], ei))
        if len(trick) == n:
            w = trick[winner_pos([(s, c) for s, c, _ in trick], moretti_tie)][0]
            tricks.append((leader, trick, w))
            leader = w
            trick = []
    return tricks


def side_of(seat, game, declarer, n):
    if game == "tarocchini-ottocento":
        return seat % 2
    return 0 if seat == declarer else 1


def piles_after_play(tricks, game, declarer, n, extra_side, extra_cards):
    """Cards each side holds after play (Matto back to its side), extra (discards/widow) separate."""
    piles = {0: [], 1: []}
    count = {0: 0, 1: 0}
    matto_side = None
    for _leader, trick, w in tricks:
        ws = side_of(w, game, declarer, n)
        count[ws] += 1
        for s, c, _ei in trick:
            if c == "MATTO":
                matto_side = side_of(s, game, declarer, n)
                if matto_side != ws:
                    raise Ambiguous("Matto in an opponent's trick (which low card is handed over)")
            piles[ws].append(c)
    last_w = side_of(tricks[-1][2], game, declarer, n)
    return piles, count, last_w


def score_deal(game, n, declarer, decls, tricks, extra_cards, extra_side, rd, moretti_tie="last_played"):
    """Side scores: {'declarations', 'combinations', 'card_points', 'last_trick'} per side 0/1."""
    piles, count, last_w = piles_after_play(tricks, game, declarer, n, extra_side, extra_cards)
    if 0 in count.values() and False:
        pass
    res = {}
    for side in (0, 1):
        d = sum(declared_points(items, rd) for seat, items in decls.items()
                if side_of(seat, game, declarer, n) == side)
        pile = list(piles[side])
        full = pile + (list(extra_cards) if extra_side == side else [])
        combo_cards = full if rd.pile_extra else pile
        cp = best_combos(combo_cards, rd)[0]
        res[side] = {"declarations": d, "combinations": cp, "card_points": pile_points(full),
                     "last_trick": 6 if last_w == side else 0}
    return res, count


def terziglio_game_points(res, solo, count):
    if 0 in count.values():
        raise Ambiguous("one side took every trick (40 game points)")
    tot = {s: sum(v.values()) for s, v in res.items()}
    win = 0 if tot[0] > tot[1] else 1
    W = tot[win]
    r = W // 50 * 50
    if W - r >= 45:
        r += 50
    gp = r // 50
    if solo:
        gp *= 2
    return win, gp, tot


# ----------------------------------------------------------------------------- simulation


def choose_declaration(rng, cards):
    """A random subset of what the hand holds, sometimes shortened; valid under every reading."""
    _p, items = best_combos(cards, MAIN)
    out = []
    for it in items:
        if rng.random() < 0.25:
            continue
        it = dict(it)
        if it["kind"] == "sequence" and it["length"] > 3 and rng.random() < 0.3:
            it["length"] -= 1
        if it["kind"] == "cricca" and it["count"] == 4 and rng.random() < 0.2:
            it["count"] = 3
        out.append(it)
    # keep only what every reading accepts (drop items one by one, from the end)
    while out and not all(items_valid(cards, out, rd) for rd in READINGS):
        bad = [i for i in range(len(out)) if not all(items_valid(cards, [out[i]], rd) for rd in READINGS)]
        out.pop(bad[-1] if bad else -1)
    return out


def all_readings_agree(fn):
    vals = []
    for rd in READINGS:
        vals.append(fn(rd))
    if any(v != vals[0] for v in vals):
        raise Ambiguous("readings differ")
    return vals[0]


def random_play(rng, held, first, n, ntricks, game, declarer):
    events = []
    leader = first
    tricks = []
    for t in range(ntricks):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            opts = legal(held[s], trick)
            if k == 0 and len(opts) > 1:
                opts = [c for c in opts if c != "MATTO"]
            safe = False
            if k == n - 1 and "MATTO" in opts:
                cw = trick[winner_pos(trick)][0]
                safe = side_of(cw, game, declarer, n) == side_of(s, game, declarer, n)
            late = "MATTO" in opts and k > 0 and t >= ntricks - 3
            if (safe and rng.random() < 0.8) or late:
                card = "MATTO"
            else:
                if len(opts) > 1:
                    opts = [c for c in opts if c != "MATTO"]
                card = rng.choice(opts)
            if card == "MATTO" and (k == 0 or t == ntricks - 1):
                raise Ambiguous("Matto led or kept to the last trick")
            held[s].remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        w = trick[winner_pos(trick)][0]
        tricks.append(w)
        leader = w
    return events


def sim_ottocento(rng, dealer, take_form=False):
    d = deck()
    rng.shuffle(d)
    n = 4
    order = [(dealer + 1 + i) % n for i in range(n)]
    hands = {s: [] for s in range(n)}
    pos = 0
    for _round in range(3):
        for s in order:
            hands[s] += d[pos:pos + 5]
            pos += 5
    widow = d[pos:pos + 2]
    events = []
    held = {s: list(hands[s]) for s in range(n)}
    if take_form:
        events.append({"type": "take", "seat": dealer, "cards": list(widow)})
    held[dealer] += widow
    okd = [c for c in held[dealer] if not five(c)]
    disc = rng.sample(okd, 2)
    for c in disc:
        held[dealer].remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    decls = {}
    for s in order:
        items = choose_declaration(rng, held[s])
        decls[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    events += random_play(rng, held, order[0], n, 15, "tarocchini-ottocento", None)
    if take_form:
        hlist = [hands[s] for s in range(n)]
        talon = widow
    else:
        hlist = [hands[s] + (widow if s == dealer else []) for s in range(n)]
        talon = None
    deal = {"dealer": dealer, "hands": hlist, "events": events}
    if talon:
        deal["talon"] = talon
    return deal


def sim_terziglio(rng, dealer, widow_n, want=None):
    d = deck()
    rng.shuffle(d)
    n = 3
    per = (62 - widow_n) // 3
    order = [(dealer + 1 + i) % n for i in range(n)]
    hands = {s: d[i * per:(i + 1) * per] for i, s in enumerate(order)}
    widow = d[3 * per:]
    events = []
    # one round of bids, each strictly above the last (pass < gioco < solo)
    lvl = {"pass": 0, "gioco": 1, "solo": 2}
    high = 0
    declarer = None
    script = want or [rng.choice(["pass", "pass", "gioco", "solo"]) for _ in range(n)]
    for s, b in zip(order, script, strict=True):
        if b != "pass" and lvl[b] <= high:
            b = "pass"
        if b != "pass":
            high = lvl[b]
            declarer = s
        events.append({"type": "bid", "seat": s, "bid": b})
    if declarer is None:
        raise Ambiguous("all passed")
    solo = high == 2
    held = {s: list(hands[s]) for s in range(n)}
    extra = list(widow)
    if not solo:
        k = rng.randint(1, 3)
        take = rng.sample(widow, k)
        events.append({"type": "take", "seat": declarer, "cards": take})
        held[declarer] += take
        okd = [c for c in held[declarer] if not five(c)]
        disc = rng.sample(okd, k)
        for c in disc:
            held[declarer].remove(c)
        events.append({"type": "discard", "seat": declarer, "cards": disc})
        extra = [c for c in widow if c not in take] + disc
    for s in order:
        items = choose_declaration(rng, held[s])
        events.append({"type": "declare", "seat": s, "items": items})
    events += random_play(rng, held, order[0], n, per, "tarocchini-terziglio", declarer)
    return {"dealer": dealer, "hands": [hands[s] for s in range(n)], "talon": widow, "events": events}


# ----------------------------------------------------------------------------- deal analysis


def analyse(game, deal, rd, moretti_tie="last_played"):
    """Recompute a (legal) deal under reading rd: side results."""
    n = 4 if game == "tarocchini-ottocento" else 3
    dealer = deal["dealer"]
    first = (dealer + 1) % n
    ev = deal["events"]
    decls = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
    bids = [e for e in ev if e["type"] == "bid"]
    tricks = play_out(ev, deal["hands"], first, n, moretti_tie)
    if game == "tarocchini-ottocento":
        disc = [c for e in ev if e["type"] == "discard" for c in e["cards"]]
        dside = dealer % 2
        dealer_tricks = sum(1 for t in tricks if t[2] == dealer)
        side_tricks = sum(1 for t in tricks if t[2] % 2 == dside)
        if dealer_tricks == 0 or side_tricks == 0:
            raise Ambiguous("dealer (or side) took no trick: discard_credit option decides")
        res, count = score_deal(game, n, None, decls, tricks, disc, dside, rd, moretti_tie)
        return {"res": res, "count": count}
    declarer = None
    lvl = 0
    L = {"pass": 0, "gioco": 1, "solo": 2}
    for b in bids:
        if L.get(b["bid"], 0) > lvl:
            lvl = L[b["bid"]]
            declarer = b["seat"]
    solo = lvl == 2
    widow = deal["talon"]
    if solo:
        extra = list(widow)
        last_w = tricks[-1][2]
        xside = 0 if last_w == declarer else 1
    else:
        take = [c for e in ev if e["type"] == "take" for c in e["cards"]]
        disc = [c for e in ev if e["type"] == "discard" for c in e["cards"]]
        extra = [c for c in widow if c not in take] + disc
        dt = sum(1 for t in tricks if t[2] == declarer)
        xside = 0 if dt else 1
        if not dt:
            raise Ambiguous("declarer took no trick")
    res, count = score_deal(game, n, declarer, decls, tricks, extra, xside, rd, moretti_tie)
    win, gp, tot = terziglio_game_points(res, solo, count)
    pts = [0] * n
    for s in range(n):
        if (0 if s == declarer else 1) == win:
            pts[s] = gp
    return {"res": res, "count": count, "declarer": declarer, "solo": solo, "win": win, "gp": gp,
            "tot": tot, "seat_points": pts}


def stable_analysis(game, deal, moretti_tie="last_played"):
    def key(rd):
        a = analyse(game, deal, rd, moretti_tie)
        if game == "tarocchini-ottocento":
            return {s: sum(v.values()) for s, v in a["res"].items()}
        return tuple(a["seat_points"])
    all_readings_agree(key)
    return analyse(game, deal, MAIN, moretti_tie)


def simulate(game, seed, dealers, widow_n=8, take_forms=None, preset=None, breakdown=False, scores=True,
             totals=True, wants=None, start_totals=None):
    rng = random.Random(seed)
    n = 4 if game == "tarocchini-ottocento" else 3
    deals = []
    run = list(start_totals) if start_totals else [0, 0] if n == 4 else [0] * n
    analyses = []
    for i, dealer in enumerate(dealers):
        for _attempt in range(5000):
            try:
                if game == "tarocchini-ottocento":
                    deal = sim_ottocento(rng, dealer, take_form=bool(take_forms and take_forms[i]))
                else:
                    deal = sim_terziglio(rng, dealer, widow_n, want=(wants[i] if wants else None))
                a = stable_analysis(game, deal)
                break
            except Ambiguous:
                continue
        else:
            raise RuntimeError("no unambiguous deal")
        ev = deal["events"]
        if game == "tarocchini-ottocento":
            for side in (0, 1):
                r = a["res"][side]
                if breakdown:
                    for k in ("declarations", "combinations", "card_points", "last_trick"):
                        ev.append({"type": "score", "party": "team%d" % side, "points": r[k], "reason": k})
                elif scores:
                    ev.append({"type": "score", "party": "team%d" % side, "points": sum(r.values())})
                run[side] += sum(r.values())
            if totals:
                for side in (0, 1):
                    ev.append({"type": "total", "party": "team%d" % side, "points": run[side]})
        else:
            for s in range(n):
                if scores:
                    ev.append({"type": "score", "party": s, "points": a["seat_points"][s]})
                run[s] += a["seat_points"][s]
            if totals:
                for s in range(n):
                    ev.append({"type": "total", "party": s, "points": run[s]})
        deals.append(deal)
        analyses.append(a)
    t = {"format": "trick-transcript/1", "game": game, "rules": dict(preset or {}),
         "players": ["Anna", "Bruno", "Carla", "Dario"] if n == 4 else ["Elena", "Franco", "Giulia"],
         "deals": deals}
    if start_totals:
        t["start"] = {"totals": list(start_totals)}
    return t, analyses


# ----------------------------------------------------------------------------- my own checker


def check(t, rd=MAIN):
    """My replay of a transcript: [(deal, event, code)]."""
    game = t["game"]
    n = 4 if game == "tarocchini-ottocento" else 3
    rules = t.get("rules") or {}
    mt = rules.get("moretti_tie", "last_played")
    out = []
    run = list((t.get("start") or {}).get("totals") or ([0, 0] if n == 4 else [0] * n))
    for di, deal in enumerate(t["deals"]):
        ev = deal["events"]
        dealer = deal["dealer"]
        first = (dealer + 1) % n
        held = {s: list(h) for s, h in enumerate(deal["hands"])}
        widow = list(deal.get("talon") or [])
        high = 0
        declarer = None
        L = {"pass": 0, "gioco": 1, "solo": 2}
        bid_k = 0
        took = []
        leader = first
        trick = []
        for ei, e in enumerate(ev):
            ty = e["type"]
            s = e.get("seat")
            if ty == "bid":
                if s != (first + bid_k) % n:
                    out.append((di, ei, "bid_out_of_turn"))
                bid_k += 1
                b = e["bid"]
                if b != "pass":
                    if L[b] <= high:
                        out.append((di, ei, "illegal_bid"))
                    else:
                        high = L[b]
                        declarer = s
            elif ty == "take":
                for c in e["cards"]:
                    if c not in widow:
                        out.append((di, ei, "card_not_in_widow"))
                    else:
                        widow.remove(c)
                        held[s].append(c)
                took = e["cards"]
            elif ty == "discard":
                for c in e["cards"]:
                    if c not in held[s]:
                        out.append((di, ei, "card_not_in_hand"))
                    else:
                        held[s].remove(c)
                if any(five(c) for c in e["cards"]):
                    out.append((di, ei, "illegal_discard"))
                if game == "tarocchini-terziglio" and len(e["cards"]) != len(took):
                    out.append((di, ei, "wrong_discard_count"))
            elif ty == "declare":
                if not items_valid(held[s], e["items"], rd):
                    out.append((di, ei, "false_declaration"))
            elif ty == "play":
                c = e["card"]
                done = {x[0] for x in trick}
                expect = next((leader + k) % n for k in range(n) if (leader + k) % n not in done)
                if s != expect:
                    out.append((di, ei, "out_of_turn"))
                if c not in held[s]:
                    out.append((di, ei, "card_not_in_hand"))
                else:
                    if c not in legal(held[s], trick):
                        out.append((di, ei, "revoke"))
                    held[s].remove(c)
                trick.append((s, c))
                if len(trick) == n:
                    w = trick[winner_pos(trick, mt)][0]
                    leader = w
                    trick = []
        # scores: recompute from the cards as played (with true declarations only)
        d2 = copy.deepcopy(deal)
        a_decl = {}
        held2 = {s: list(h) for s, h in enumerate(deal["hands"])}
        for e in d2["events"]:
            if e["type"] == "take":
                held2[e["seat"]] += e["cards"]
            if e["type"] == "discard":
                for c in e["cards"]:
                    if c in held2[e["seat"]]:
                        held2[e["seat"]].remove(c)
            if e["type"] == "declare":
                if not items_valid(held2[e["seat"]], e["items"], rd):
                    e["items"] = [it for it in e["items"] if items_valid(held2[e["seat"]], [it], rd)]
                a_decl[e["seat"]] = e["items"]
        a = analyse(game, d2, rd, mt)
        recorded = {}
        for ei, e in enumerate(ev):
            if e["type"] == "score":
                recorded.setdefault(e["party"], []).append((ei, e["points"], e.get("reason")))
        if game == "tarocchini-ottocento":
            exp = {"team%d" % s: a["res"][s] for s in (0, 1)}
            res_tot = {"team%d" % s: sum(a["res"][s].values()) for s in (0, 1)}
            for party, lst in recorded.items():
                if all(r for _e, _p, r in lst):
                    for ei, p, r in lst:
                        if exp[party][r] != p:
                            out.append((di, ei, "wrong_score"))
                else:
                    if sum(p for _e, p, _r in lst) != res_tot[party]:
                        out.append((di, lst[-1][0], "wrong_score"))
            keys = ["team0", "team1"]
        else:
            res_tot = {s: a["seat_points"][s] for s in range(n)}
            for party, lst in recorded.items():
                if sum(p for _e, p, _r in lst) != res_tot[party]:
                    out.append((di, lst[-1][0], "wrong_score"))
            keys = list(range(n))
        for ei, e in enumerate(ev):
            if e["type"] == "total":
                idx = keys.index(e["party"])
                rec = sum(p for _e, p, _r in recorded.get(e["party"], []))
                if e["points"] != run[idx] + res_tot[e["party"]] and e["points"] != run[idx] + rec:
                    out.append((di, ei, "wrong_total"))
        run = [run[i] + res_tot[k] for i, k in enumerate(keys)]
    return sorted(out, key=lambda x: (x[0], -1 if x[1] is None else x[1]))


# ----------------------------------------------------------------------------- fault injector

CHECK_READINGS = READINGS  # a planted record must give exactly the planted fault under every reading


def _verify(u, planted, readings=None):
    for rd in readings or CHECK_READINGS:
        try:
            got = check(u, rd)
        except Ambiguous:
            return False
        if got != [planted]:
            return False
    return True


def _trick_list(deal, n):
    lst = []
    cur = []
    for ei, e in enumerate(deal["events"]):
        if e["type"] == "play":
            cur.append(ei)
            if len(cur) == n:
                lst.append(cur)
                cur = []
    return lst


def _hand_before(deal, seat, ei_limit):
    h = list(deal["hands"][seat])
    for ei, e in enumerate(deal["events"]):
        if ei >= ei_limit:
            break
        if e.get("seat") != seat:
            continue
        if e["type"] == "take":
            h += e["cards"]
        elif e["type"] in ("discard",):
            for c in e["cards"]:
                h.remove(c)
        elif e["type"] == "play":
            h.remove(e["card"])
    return h


def inject(t, kind, rng, deals=None, max_tries=60):
    n = 4 if t["game"] == "tarocchini-ottocento" else 3
    cands = []
    for di, deal in enumerate(t["deals"]):
        if deals is not None and di not in deals:
            continue
        ev = deal["events"]
        tl = _trick_list(deal, n)
        if kind == "revoke":
            for ti, tr in enumerate(tl):
                lead = ev[tr[0]]["card"]
                for ei in tr[1:]:
                    s = ev[ei]["seat"]
                    c1 = ev[ei]["card"]
                    hand = _hand_before(deal, s, ei)
                    trick = [(ev[x]["seat"], ev[x]["card"]) for x in tr if x < ei]
                    lg = legal(hand, trick)
                    for tr2 in tl[ti + 1:]:
                        for ei2 in tr2:
                            if ev[ei2]["seat"] != s:
                                continue
                            c2 = ev[ei2]["card"]
                            if c2 in lg:
                                continue
                            prio = 0 if (suit(c1) == "T" and suit(lead) != "T") else 1

                            def m(u, di=di, ei=ei, ei2=ei2, c1=c1, c2=c2, s=s, lead=lead):
                                e = u["deals"][di]["events"]
                                e[ei]["card"], e[ei2]["card"] = c2, c1
                                return {"deal": di, "event": ei, "seat": s, "played": c2, "legal_was": c1,
                                        "led": lead, "swapped_with_event": ei2}
                            cands.append((prio, m))
        elif kind == "out_of_turn":
            for tr in tl:
                for p in range(1, n - 1):
                    a, b = tr[p], tr[p + 1]

                    def m(u, di=di, a=a, b=b):
                        e = u["deals"][di]["events"]
                        e[a], e[b] = e[b], e[a]
                        return {"deal": di, "event": a, "seat": e[a]["seat"], "skipped": e[b]["seat"]}
                    cands.append((0, m))
        elif kind == "illegal_discard":
            dis = [i for i, e in enumerate(ev) if e["type"] == "discard"]
            if not dis:
                continue
            dei = dis[0]
            s = ev[dei]["seat"]
            for ei, e in enumerate(ev):
                if e["type"] == "play" and e["seat"] == s and five(e["card"]) and e["card"] != "MATTO":
                    for j, dc in enumerate(ev[dei]["cards"]):

                        def m(u, di=di, dei=dei, ei=ei, j=j, dc=dc, k=e["card"], s=s):
                            e2 = u["deals"][di]["events"]
                            e2[dei]["cards"][j] = k
                            e2[ei]["card"] = dc
                            return {"deal": di, "event": dei, "seat": s, "discarded": k, "instead_of": dc,
                                    "played_instead_at": ei}
                        cands.append((0 if k_is_king(e["card"]) else 1, m))
        elif kind == "false_declaration":
            for ei, e in enumerate(ev):
                if e["type"] != "declare":
                    continue
                s = e["seat"]
                hand = _hand_before(deal, s, ei)
                for of, cl in CRICCA_CARDS.items():
                    have = sum(1 for c in cl if c in hand)
                    if have == 2:
                        it = {"kind": "cricca", "of": of, "count": 3}

                        def m(u, di=di, ei=ei, it=it, s=s, have=have):
                            u["deals"][di]["events"][ei]["items"].append(it)
                            return {"deal": di, "event": ei, "seat": s, "added": it, "holds": have}
                        cands.append((0, m))
                for j, it in enumerate(e["items"]):
                    if it["kind"] == "sequence" and it["length"] < 6:
                        it2 = dict(it, length=it["length"] + 1)

                        def m(u, di=di, ei=ei, j=j, it2=it2, s=s, it=it):
                            u["deals"][di]["events"][ei]["items"][j] = it2
                            return {"deal": di, "event": ei, "seat": s, "declared": it2, "was": it}
                        cands.append((1, m))
        elif kind == "wrong_score":
            for ei, e in enumerate(ev):
                if e["type"] == "score":
                    for delta in (2, -3, 5, 10, -10):

                        def m(u, di=di, ei=ei, delta=delta):
                            x = u["deals"][di]["events"][ei]
                            was = x["points"]
                            x["points"] = was + delta
                            return {"deal": di, "event": ei, "seat": None, "party": x["party"], "was": was,
                                    "now": x["points"]}
                        cands.append((0, m))
        elif kind == "wrong_total":
            for ei, e in enumerate(ev):
                if e["type"] == "total":
                    for delta in (1, -1, 2, 10):

                        def m(u, di=di, ei=ei, delta=delta):
                            x = u["deals"][di]["events"][ei]
                            was = x["points"]
                            x["points"] = was + delta
                            return {"deal": di, "event": ei, "seat": None, "party": x["party"], "was": was,
                                    "now": x["points"]}
                        cands.append((0, m))
        elif kind == "illegal_bid":
            bids = [i for i, e in enumerate(ev) if e["type"] == "bid"]
            top = None
            for i in bids:
                b = ev[i]["bid"]
                if b != "pass":
                    top = b
                elif top is not None:
                    for nb in (["gioco", "solo"] if top == "solo" else ["gioco"]):

                        def m(u, di=di, i=i, nb=nb, top=top):
                            x = u["deals"][di]["events"][i]
                            x["bid"] = nb
                            return {"deal": di, "event": i, "seat": x["seat"], "bid": nb, "over": top}
                        cands.append((0 if nb == "gioco" else 1, m))
        elif kind == "card_not_in_hand":
            bids = [e for e in ev if e["type"] == "bid"]
            solo = any(b["bid"] == "solo" for b in bids)
            take = [c for e in ev if e["type"] == "take" for c in e["cards"]]
            pool = [c for c in deal.get("talon") or [] if c not in take]
            for tr in tl:
                for ei in tr:
                    c1 = ev[ei]["card"]
                    if c1[0] == "T" or c1 == "MATTO" or points(c1) != 1 or rank(c1) == "1":
                        continue
                    for w in pool:
                        if w[0] != "T" and w != "MATTO" and suit(w) == suit(c1) and points(w) == 1 \
                                and rank(w) != "1":

                            def m(u, di=di, ei=ei, w=w, c1=c1):
                                x = u["deals"][di]["events"][ei]
                                x["card"] = w
                                return {"deal": di, "event": ei, "seat": x["seat"], "played": w,
                                        "instead_of": c1, "where": "widow"}
                            cands.append((0, m))
    code = {"revoke": "revoke", "out_of_turn": "out_of_turn", "illegal_discard": "illegal_discard",
            "false_declaration": "false_declaration", "wrong_score": "wrong_score", "wrong_total": "wrong_total",
            "illegal_bid": "illegal_bid", "card_not_in_hand": "card_not_in_hand"}[kind]
    rng.shuffle(cands)
    cands.sort(key=lambda x: x[0])
    tries = 0
    for _p, m in cands:
        u = copy.deepcopy(t)
        info = m(u)
        try:
            quick = check(u)
        except Ambiguous:
            continue
        if quick != [(info["deal"], info["event"], code)]:
            continue
        tries += 1
        if _verify(u, (info["deal"], info["event"], code)):
            info["code"] = code
            return u, info
        if tries > max_tries:
            break
    return None


def k_is_king(c):
    return c[0] == "K"
