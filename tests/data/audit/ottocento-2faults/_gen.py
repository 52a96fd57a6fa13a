"""Blind generator for audit round ottocento-2faults.

Written from the rule source alone (seeds/004, Russian Wikipedia "Тароккини") and the public
format contract.  Every figure (card points, combinations, last trick, Matto hand-over, discards,
Terziglio game points) is computed here, never by the engine.

Where the source leaves a point open (runs with gaps, contatori used in several sequences or once,
whether consecutive contatori may fill a suit run, doubling per player or per team, whether the
dealer's discards / the Terziglio widow count towards combinations), every clean deal is chosen so
that all those readings give the same figures (``variants_agree``), save where a file says so.

Run: PYTHONPATH=. python tests/data/audit/ottocento-2faults/_gen.py
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

OUT = Path(__file__).parent

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins: high -> low
DECK = (
    [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
)
assert len(DECK) == 62
WILDS = ("MATTO", "T0")  # contatori
MORETTI = ("T1", "T2", "T3", "T4")


def is_trump(c):
    return c.startswith("T")


def suit_of(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def rank_of(c):
    return c[:-1]


def points(c):
    # "Энджел 5, Мир 5, Солнце 1, Луна 1, 5-16 1, Моретти 1, Бегато 5, Короли 5, Квинс 4, Кавалеры 3, Джекс 2, Пип 1, Дурак 5"
    if c == "MATTO":
        return 5
    if is_trump(c):
        return 5 if c in ("T20", "T19", "T0") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def five_point(c):
    return points(c) == 5


def trump_strength(c):
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # Moretti of equal rank


def suit_strength(c):
    order = LONG if c[-1] in "SB" else ROUND
    return len(order) - order.index(rank_of(c))


def trick_winner(cards_seats, moretti_tie="last_played"):
    """cards_seats: [(seat, card)] in the order played; returns the winning seat."""
    real = [(s, c) for s, c in cards_seats if c != "MATTO"]
    led = suit_of(real[0][1])
    trumps = [(i, s, c) for i, (s, c) in enumerate(real) if is_trump(c)]
    if trumps:
        best = None
        for i, s, c in trumps:
            v = trump_strength(c)
            if best is None or v > best[0] or (v == best[0] and moretti_tie == "last_played"):
                best = (v, s)
        return best[1]
    best = None
    for s, c in real:
        if suit_of(c) == led:
            v = suit_strength(c)
            if best is None or v > best[0]:
                best = (v, s)
    return best[1]


# ---------------------------------------------------------------- combinations
CRICCA_KINDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": [f"K{s}" for s in SUITS],
    "queens": [f"Q{s}" for s in SUITS],
    "knights": [f"N{s}" for s in SUITS],
    "jacks": [f"J{s}" for s in SUITS],
}
CRICCA_VALUE = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}


def seq_value(length):
    return 10 + 5 * (length - 3) if length >= 3 else 0


def cricche(cards):
    out = []
    for kind, members in CRICCA_KINDS.items():
        n = sum(1 for m in members if m in cards)
        if n >= 3:
            out.append((kind, n, CRICCA_VALUE[kind][n - 3]))
    return out


def trump_run(cards, w):
    """Gapless trump run from the Angel, contatori filling gaps, never two in a row except
    the 16 and a grande ("если две замененные карты являются козырем 16 и grande")."""
    if "T20" not in cards:
        return 0
    length, prev_wild, real_grande = 1, False, 0
    prev_pos = 20
    for p in range(19, 4, -1):
        if f"T{p}" in cards and not (f"T{p}" == "T0"):
            length += 1
            prev_wild = False
            if p >= 17:
                real_grande += 1
        elif w > 0 and (not prev_wild or (p == 16 and prev_pos == 17)):
            w -= 1
            length += 1
            prev_wild = True
        else:
            break
        prev_pos = p
    # Angel + at least two of the next three grandi, one real
    if length < 3 or real_grande == 0:
        return 0
    return length


def trump_run_gapped(cards, w):
    """Reading with a gap among the grandi ("at least two of the three following")."""
    if "T20" not in cards:
        return 0
    g = [p for p in (19, 18, 17) if f"T{p}" in cards]
    if not g:
        return 0
    base = trump_run(cards, w)
    # grandi present (+ contatori, not consecutive is moot here), then 16.. down gapless
    n = len(g)
    ww = w
    if n < 2 and ww > 0:
        n += 1
        ww -= 1
    if n < 2:
        return base
    length = 1 + n
    if n < 3:  # a gap among the grandi left open; run on from 16 only if all three present
        return max(base, length)
    prev_wild = False
    for p in range(16, 4, -1):
        if f"T{p}" in cards:
            length += 1
            prev_wild = False
        elif ww > 0 and not prev_wild:
            ww -= 1
            length += 1
            prev_wild = True
        else:
            break
    return max(base, length)


def count_run(cards, members, w, cap=6):
    m = sum(1 for x in members if x in cards)
    if m < 2:
        return 0
    ln = min(cap, m + w)
    return ln if ln >= 3 else 0


def suit_run(cards, s, w, gapped, consec):
    if f"K{s}" not in cards:
        return 0
    courts = [f"{r}{s}" in cards for r in "QNJ"]
    ace = f"1{s}" in cards
    if gapped:
        real = sum(courts)
        if real == 0:
            return 0
        missing = [i for i, c in enumerate(courts) if not c]
        fill = min(w, len(missing))
        if not consec and fill == 2 and missing[1] - missing[0] == 1:
            fill = 1
        n = real + fill
        if n < 2:
            return 0
        return 1 + n + (1 if ace else 0)
    # gapless walk K Q N J A
    length, prev_wild, real_court = 1, False, 0
    for present in courts + [ace]:
        if present:
            length += 1
            prev_wild = False
            real_court += 1
        elif w > 0 and (consec or not prev_wild):
            w -= 1
            length += 1
            prev_wild = True
        else:
            break
    if length < 3 or real_court == 0:
        return 0
    return length


def sequences(cards, alloc, gapped, consec):
    """alloc: number of contatori usable by each sequence type (dict)."""
    out = []
    t = (trump_run_gapped if gapped else trump_run)(cards, alloc["trumps"])
    if t >= 3:
        out.append(("trumps", None, t))
    m = count_run(cards, MORETTI, alloc["moretti"])
    if m:
        out.append(("moretti", None, m))
    a = count_run(cards, [f"1{s}" for s in SUITS], alloc["aces"])
    if a:
        out.append(("aces", None, a))
    for s in SUITS:
        ln = suit_run(cards, s, alloc[s], gapped, consec)
        if ln >= 3:
            out.append(("suit", s, ln))
    return out


SEQ_TYPES = ["trumps", "moretti", "aces"] + list(SUITS)


def combos_value(cards, gapped=False, reuse=True, consec=True):
    cards = set(cards)
    w = sum(1 for x in WILDS if x in cards)
    cr = cricche(cards)
    crv = sum(v for _, _, v in cr) * (2 if len(cr) >= 3 else 1)
    best = None
    if reuse:
        allocs = [{k: w for k in SEQ_TYPES}]
    else:
        allocs = []
        for targets in itertools.product(SEQ_TYPES + [None], repeat=w):
            a = {k: 0 for k in SEQ_TYPES}
            for t in targets:
                if t:
                    a[t] += 1
            allocs.append(a)
    for a in allocs:
        sq = sequences(cards, a, gapped, consec)
        v = sum(seq_value(ln) for _, _, ln in sq) * (2 if len(sq) >= 3 else 1)
        if best is None or v > best:
            best = v
    return crv + best


def combos_detail(cards):
    cards = set(cards)
    w = sum(1 for x in WILDS if x in cards)
    cr = cricche(cards)
    sq = sequences(cards, {k: w for k in SEQ_TYPES}, False, True)
    return cr, sq


COMBO_VARIANTS = [
    dict(gapped=g, reuse=r, consec=c) for g in (False, True) for r in (True, False) for c in (True, False)
]


def combos_all_readings(cards):
    vals = {combos_value(cards, **v) for v in COMBO_VARIANTS}
    return vals


# ---------------------------------------------------------------- declarations
def declare_items(hand):
    """What a player declares: every cricca held, and every sequence held with real cards and no gap."""
    hand = set(hand)
    items = []
    for kind, n, _ in cricche(hand):
        items.append({"kind": "cricca", "of": kind, "count": n})
    if "T20" in hand:
        ln = 1
        for p in range(19, 4, -1):
            if f"T{p}" in hand:
                ln += 1
            else:
                break
        if ln >= 3:
            items.append({"kind": "sequence", "of": "trumps", "length": ln})
    m = sum(1 for x in MORETTI if x in hand)
    if m >= 3:
        items.append({"kind": "sequence", "of": "moretti", "length": m})
    a = sum(1 for s in SUITS if f"1{s}" in hand)
    if a >= 3:
        items.append({"kind": "sequence", "of": "aces", "length": a})
    for s in SUITS:
        ln = 0
        for r in ["K", "Q", "N", "J", "1"]:
            if f"{r}{s}" in hand:
                ln += 1
            else:
                break
        if ln >= 3:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": ln})
    return items


def item_value(it):
    if it["kind"] == "cricca":
        return CRICCA_VALUE[it["of"]][it["count"] - 3]
    return seq_value(it["length"])


def declaration_value(items):
    cr = [item_value(i) for i in items if i["kind"] == "cricca"]
    sq = [item_value(i) for i in items if i["kind"] == "sequence"]
    return sum(cr) * (2 if len(cr) >= 3 else 1) + sum(sq) * (2 if len(sq) >= 3 else 1)


def team_decl_value_pooled(item_lists):
    """The other reading of "made at once": the partners' declarations doubled together."""
    return declaration_value([i for items in item_lists for i in items])


def pile_points(pile):
    assert len(pile) % 2 == 0, pile
    return sum(points(c) for c in pile) - len(pile) // 2


# ---------------------------------------------------------------- play
def legal(hand, trick_cards, first_or_last):
    """trick_cards: cards already in the trick (not MATTO-only aware)."""
    real = [c for c in trick_cards if c != "MATTO"]
    if not real:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = suit_of(real[0])
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        opts = follow
    else:
        tr = [c for c in hand if is_trump(c)]
        opts = tr if tr else [c for c in hand if c != "MATTO"]
    if "MATTO" in hand and not first_or_last:
        opts = opts + ["MATTO"]
    return opts or list(hand)


def play_deal(hands, leader, n_players, rng, moretti_tie="last_played", script=None, matto_trick=None):
    """Plays out the deal. Returns list of tricks: [(seat, card)], winners."""
    hands = [list(h) for h in hands]
    n_tricks = len(hands[0])
    tricks, winners = [], []
    for t in range(n_tricks):
        trick = []
        for k in range(n_players):
            seat = (leader + k) % n_players
            h = hands[seat]
            opts = legal(h, [c for _, c in trick], t == n_tricks - 1)
            if "MATTO" in h and trick and (t == n_tricks - 2 or matto_trick == t) and "MATTO" in opts:
                card = "MATTO"
            elif script and (t, seat) in script:
                card = script[(t, seat)]
            else:
                non_matto = [c for c in opts if c != "MATTO"]
                if "MATTO" in opts and rng.random() < 0.08:
                    card = "MATTO"
                else:
                    card = rng.choice(non_matto or opts)
            h.remove(card)
            trick.append((seat, card))
        w = trick_winner(trick, moretti_tie)
        tricks.append(trick)
        winners.append(w)
        leader = w
    return tricks, winners


def settle_piles(tricks, winners, side_of, matto_owner, extra_to=None):
    """Piles per side. Matto: back to its owner's side, which hands a low card (a suit pip 6-10,
    1 point, never part of a combination) to the winner's side if that is the other side; to the
    winners if the owner's side took no trick.  extra_to: list of (cards, side) added afterwards."""
    piles = {}
    sides_won = {side_of(w) for w in winners}
    for trick, w in zip(tricks, winners):
        for s, c in trick:
            if c == "MATTO":
                continue
            piles.setdefault(side_of(w), []).append(c)
    handover = None
    for trick, w in zip(tricks, winners):
        for s, c in trick:
            if c != "MATTO":
                continue
            own = side_of(s)
            if own in sides_won:
                piles.setdefault(own, []).append("MATTO")
                if side_of(w) != own:
                    pips = [
                        x for x in piles[own] if not is_trump(x) and rank_of(x) in ("6", "7", "8", "9", "10")
                    ]
                    if not pips:
                        return None, None
                    give = sorted(pips)[0]
                    piles[own].remove(give)
                    piles[side_of(w)].append(give)
                    handover = (own, side_of(w), give)
            else:
                piles.setdefault(side_of(w), []).append("MATTO")
                handover = ("to_winners", side_of(w), "MATTO")
    for cards, side in extra_to or []:
        piles.setdefault(side, []).extend(cards)
    return piles, handover


# ---------------------------------------------------------------- Ottocento
def deal_cards(rng, n_players, per, extra_dealer, dealer):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * per : (i + 1) * per] for i in range(n_players)]
    rest = deck[n_players * per :]
    if extra_dealer:
        hands[dealer] = hands[dealer] + rest
        rest = []
    return hands, rest


def team(seat):
    return seat % 2


def choose_discard(hand, rng):
    pips = [c for c in hand if not is_trump(c) and c != "MATTO" and rank_of(c) in ("6", "7", "8", "9", "10")]
    rng.shuffle(pips)
    return pips[:2]


def ottocento_deal(
    rng,
    dealer,
    hands=None,
    discard=None,
    script=None,
    matto_trick=None,
    forced_declare=None,
):
    if callable(hands):
        hands = hands(rng)
    if hands is None:
        hands, _ = deal_cards(rng, 4, 15, True, dealer)
    hands = [list(h) for h in hands]
    dealt = [list(h) for h in hands]
    disc = (
        discard(hands[dealer], rng) if callable(discard) else (discard or choose_discard(hands[dealer], rng))
    )
    if len(disc) < 2:
        return None
    for c in disc:
        hands[dealer].remove(c)
    eldest = (dealer + 1) % 4
    decls = {}
    for k in range(4):
        s = (eldest + k) % 4
        decls[s] = (
            declare_items(hands[s]) if not (forced_declare and s in forced_declare) else forced_declare[s]
        )
    hands_play = [list(h) for h in hands]
    tricks, winners = play_deal(hands, eldest, 4, rng, script=script, matto_trick=matto_trick)
    matto_owner = next(s for s in range(4) if "MATTO" in hands[s])
    # discards: the dealer's unless he takes no trick (source: "если только он не делает никаких взяток")
    dealer_won = dealer in winners
    side_won = any(team(w) == team(dealer) for w in winners)
    if dealer_won != side_won:
        return None  # dealer_trick and side_trick readings would differ: avoid
    disc_side = team(dealer) if dealer_won else 1 - team(dealer)
    piles, handover = settle_piles(tricks, winners, team, matto_owner)
    if piles is None:
        return None
    piles.setdefault(0, [])
    piles.setdefault(1, [])
    last = team(winners[-1])
    res = {
        "dealt": dealt,
        "hands_play": hands_play,
        "discard": disc,
        "decls": decls,
        "tricks": tricks,
        "winners": winners,
        "matto_owner": matto_owner,
        "handover": handover,
        "last": last,
        "disc_side": disc_side,
        "eldest": eldest,
    }
    scores, agree = {}, True
    detail = {}
    for tm in (0, 1):
        pile_no_disc = list(piles[tm])
        pile = pile_no_disc + (disc if disc_side == tm else [])
        cp = pile_points(pile) if pile else 0
        cv = combos_all_readings(pile) | combos_all_readings(pile_no_disc)
        d_items = [decls[s] for s in (tm, tm + 2)]
        dv = sum(declaration_value(i) for i in d_items)
        if dv != team_decl_value_pooled(d_items) or len(cv) != 1:
            agree = False
        comb = combos_value(pile)
        lt = 6 if last == tm else 0
        scores[tm] = dv + comb + cp + lt
        detail[tm] = {
            "declarations": dv,
            "combinations": comb,
            "card_points": cp,
            "last_trick": lt,
            "pile_size": len(pile),
            "captured": combos_detail(pile),
        }
    res["scores"] = scores
    res["detail"] = detail
    res["agree"] = agree
    assert scores[0] + scores[1] == 93 + sum(
        detail[t]["declarations"] + detail[t]["combinations"] for t in (0, 1)
    )
    return res


def build_ott_events(res, dealer):
    ev = [{"type": "discard", "seat": dealer, "cards": list(res["discard"])}]
    for k in range(4):
        s = (res["eldest"] + k) % 4
        ev.append({"type": "declare", "seat": s, "items": res["decls"][s]})
    for trick in res["tricks"]:
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
    return ev


def transcript(game, players, deals, rules=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    t["deals"] = deals
    t["meta"] = meta or {}
    return t


PLAYERS4 = ["Alfonso", "Bice", "Cesare", "Delfina"]
PLAYERS3 = ["Ermete", "Fosca", "Guido"]


def find_ott(seed0, dealer, cond, **kw):
    for seed in range(seed0, seed0 + 20000):
        rng = random.Random(seed)
        res = ottocento_deal(rng, dealer, **kw)
        if res and res["agree"] and cond(res):
            res["seed"] = seed
            return res
    raise RuntimeError("no seed")


def sheet(ev, scores, totals):
    ev.append({"type": "score", "party": "team0", "points": scores[0]})
    ev.append({"type": "score", "party": "team1", "points": scores[1]})
    ev.append({"type": "total", "party": "team0", "points": totals[0]})
    ev.append({"type": "total", "party": "team1", "points": totals[1]})


NOTES = {}


def summary(res):
    return {
        "seed": res.get("seed"),
        "scores": res["scores"],
        "detail": {
            t: {k: v for k, v in d.items() if k != "captured"}
            | {"captured": [list(x) for x in d["captured"][0]] + [list(x) for x in d["captured"][1]]}
            for t, d in res["detail"].items()
        },
        "decls": res["decls"],
        "matto_owner": res["matto_owner"],
        "handover": res["handover"],
        "last": res["last"],
        "winners": res["winners"],
        "discard": res["discard"],
        "disc_side": res["disc_side"],
    }


def write(name, t, info):
    (OUT / f"{name}.json").write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    NOTES[name] = info


def session(name, deals_spec, planted=None, start=None):
    """deals_spec: list of (res, dealer, mutate) where mutate(ev, res, totals_prev_written) may alter events
    and returns the written (score, total) lines."""
    deals = []
    tot_true = [0, 0]
    tot_written = [0, 0]
    info = {"deals": []}
    for res, dealer, mut in deals_spec:
        ev = build_ott_events(res, dealer)
        sc = [res["scores"][0], res["scores"][1]]
        tot_true = [tot_true[0] + sc[0], tot_true[1] + sc[1]]
        w_sc = list(sc)
        w_tot = [tot_written[0] + w_sc[0], tot_written[1] + w_sc[1]]
        if mut:
            w_sc, w_tot = mut(ev, res, tot_written, w_sc, w_tot)
        sheet(ev, w_sc, w_tot)
        tot_written = list(w_tot)
        deals.append({"dealer": dealer, "hands": res["dealt"], "events": ev})
        info["deals"].append(
            summary(res) | {"written_scores": w_sc, "written_totals": w_tot, "true_totals": list(tot_true)}
        )
    t = transcript(
        "tarocchini-ottocento", PLAYERS4, deals, meta={"audit": "ottocento-2faults", "planted": planted or []}
    )
    if start:
        t["start"] = start
    write(name, t, info)
    return t


def idx_of_play(ev, trick, pos):
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    return plays[trick * 4 + pos]


# ---------------------------------------------------------------- Terziglio
def terziglio_deal(
    rng,
    dealer,
    kind="gioco",
    take_n=3,
    hands=None,
    widow=None,
    script=None,
    bad_discard=None,
    matto_trick=None,
):
    if hands is None:
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 18 : (i + 1) * 18] for i in range(3)]
        widow = deck[54:]
    dealt = [list(h) for h in hands]
    hands = [list(h) for h in hands]
    eldest = (dealer + 1) % 3
    decl = eldest
    events = []
    if kind == "gioco":
        events += [
            {"type": "bid", "seat": eldest, "bid": "gioco"},
            {"type": "bid", "seat": (eldest + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (eldest + 2) % 3, "bid": "pass"},
        ]
        take = [c for c in widow][:take_n]
        hands[decl] += take
        pips = [
            c
            for c in hands[decl]
            if not is_trump(c) and c != "MATTO" and rank_of(c) in ("6", "7", "8", "9", "10")
        ]
        rng.shuffle(pips)
        disc = pips[:take_n]
        if bad_discard:
            if bad_discard not in hands[decl]:
                return None
            disc = [bad_discard] + pips[: take_n - 1]
        if len(disc) < take_n:
            return None
        for c in disc:
            hands[decl].remove(c)
        events += [
            {"type": "take", "seat": decl, "cards": take},
            {"type": "discard", "seat": decl, "cards": disc},
        ]
        widow_after = [c for c in widow if c not in take] + disc
    else:
        events += [
            {"type": "bid", "seat": eldest, "bid": "solo"},
            {"type": "bid", "seat": (eldest + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (eldest + 2) % 3, "bid": "pass"},
        ]
        widow_after = list(widow)
    decls = {}
    for k in range(3):
        s = (eldest + k) % 3
        decls[s] = declare_items(hands[s])
        events.append({"type": "declare", "seat": s, "items": decls[s]})
    if not any("MATTO" in h for h in hands):
        return None
    hands_play = [list(h) for h in hands]
    tricks, winners = play_deal(hands, eldest, 3, rng, script=script, matto_trick=matto_trick)
    for tr in tricks:
        for s, c in tr:
            events.append({"type": "play", "seat": s, "card": c})
    side = lambda s: 0 if s == decl else 1  # noqa: E731
    if not any("MATTO" in h for h in hands):
        return None
    matto_owner = next(s for s in range(3) if "MATTO" in hands[s])
    piles, handover = settle_piles(tricks, winners, side, matto_owner)
    if piles is None:
        return None
    piles.setdefault(0, [])
    piles.setdefault(1, [])
    if kind == "gioco":
        w_side = 0 if decl in winners else 1
    else:
        w_side = side(winners[-1])
    agree = True
    sc = {}
    detail = {}
    for sd in (0, 1):
        base = list(piles[sd])
        pile = base + (widow_after if w_side == sd else [])
        if len(pile) % 2:
            return None
        cv = combos_all_readings(pile) | combos_all_readings(base)
        if len(cv) != 1:
            agree = False
        members = [decl] if sd == 0 else [s for s in range(3) if s != decl]
        d_items = [decls[s] for s in members]
        dv = sum(declaration_value(i) for i in d_items)
        if dv != team_decl_value_pooled(d_items):
            agree = False
        comb = combos_value(pile)
        cp = pile_points(pile)
        lt = 6 if side(winners[-1]) == sd else 0
        sc[sd] = dv + comb + cp + lt
        detail[sd] = {
            "declarations": dv,
            "combinations": comb,
            "card_points": cp,
            "last_trick": lt,
            "pile_size": len(pile),
        }
    all_tricks = len(set(side(w) for w in winners)) == 1
    win = 0 if sc[0] > sc[1] else 1
    if all_tricks:
        gp = 40
        win = side(winners[0])
        if kind == "solo":
            gp = 40  # solo_doubles_all_tricks false (standard)
    else:
        p = sc[win]
        base = (p // 50) * 50
        if base + 50 - p < 5:
            base += 50
        gp = base // 50
        if kind == "solo":
            gp *= 2
    seat_pts = [0, 0, 0]
    for s in range(3):
        if side(s) == win:
            seat_pts[s] = gp
    return {
        "dealt": dealt,
        "hands_play": hands_play,
        "widow": list(widow),
        "events": events,
        "decls": decls,
        "tricks": tricks,
        "winners": winners,
        "declarer": decl,
        "side_scores": sc,
        "detail": detail,
        "game_points": seat_pts,
        "agree": agree,
        "matto_owner": matto_owner,
        "handover": handover,
        "widow_to": w_side,
        "kind": kind,
        "all_tricks": all_tricks,
    }


def find_terz(seed0, dealer, cond, **kw):
    for seed in range(seed0, seed0 + 40000):
        rng = random.Random(seed)
        res = terziglio_deal(rng, dealer, **kw)
        if res and res["agree"] and cond(res):
            res["seed"] = seed
            return res
    raise RuntimeError("no seed")


def terz_session(name, specs, planted=None):
    deals = []
    tw = [0, 0, 0]
    info = {"deals": []}
    for res, dealer, mut in specs:
        ev = [dict(e) for e in res["events"]]
        sc = list(res["game_points"])
        wt = [tw[i] + sc[i] for i in range(3)]
        if mut:
            sc, wt = mut(ev, res, tw, sc, wt)
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": sc[s]})
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": wt[s]})
        tw = wt
        deals.append({"dealer": dealer, "hands": res["dealt"], "talon": res["widow"], "events": ev})
        info["deals"].append(
            {
                k: res[k]
                for k in (
                    "seed",
                    "declarer",
                    "kind",
                    "side_scores",
                    "detail",
                    "game_points",
                    "matto_owner",
                    "handover",
                    "widow_to",
                    "winners",
                    "decls",
                    "all_tricks",
                )
            }
            | {"written_scores": sc, "written_totals": wt}
        )
    t = transcript(
        "tarocchini-terziglio", PLAYERS3, deals, meta={"audit": "ottocento-2faults", "planted": planted or []}
    )
    write(name, t, info)
    return t


def terz_play_idx(ev, trick, pos):
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    return plays[trick * 3 + pos]


# ---------------------------------------------------------------- helpers for planting
def hand_before(res, seat, trick, dealer=None, n=4):
    h = list(res["hands_play"][seat])
    for tr in res["tricks"][:trick]:
        for s, c in tr:
            if s == seat:
                h.remove(c)
    return h


def revoke_candidates(res, n, dealer=None, seats_pos=(1, 2, 3), lo=2):
    out = []
    ntr = len(res["tricks"])
    for t in range(lo, ntr - 2):
        tr = res["tricks"][t]
        led = suit_of(tr[0][1])
        if led == "T" or tr[0][1] == "MATTO":
            continue
        for pos in seats_pos:
            if pos >= n:
                continue
            s, c = tr[pos]
            h = hand_before(res, s, t, dealer, n)
            follow = [x for x in h if suit_of(x) == led]
            other = [x for x in h if x != "MATTO" and not is_trump(x) and suit_of(x) != led]
            if len(follow) >= 1 and other and suit_of(c) == led:
                out.append((t, s, pos, sorted(other)[0]))
    return out


def no_moretti_pair(trick):
    return sum(1 for _, c in trick if c in MORETTI) < 2


def main():
    # o01: the Matto handed over (played to a trick the opponents won); two deals
    r1 = find_ott(
        100, 3, lambda r: r["handover"] and r["handover"][0] != "to_winners" and any(r["decls"].values())
    )
    r2 = find_ott(30000, 0, lambda r: any(r["decls"].values()))
    session("o01_matto_handover_clean", [(r1, 3, None), (r2, 0, None)])

    # o02: a side that takes no trick (team1 holds no trump; seat 0 holds T6..T20 and leads every trick)
    def no_trick_hands(rng):
        suits = [c for c in DECK if not is_trump(c) and c != "MATTO"]
        rng.shuffle(suits)
        h0 = [f"T{i}" for i in range(20, 5, -1)]
        h2 = [f"T{i}" for i in range(0, 6)] + suits[:9]
        h1 = ["MATTO"] + suits[9:23]
        h3 = suits[23:40]
        for h in (h0, h1, h2, h3):
            rng.shuffle(h)
        return [h0, h1, h2, h3]

    rng = random.Random(4242)
    r = ottocento_deal(rng, 3, hands=no_trick_hands)
    assert set(r["winners"]) == {0}, r["winners"]
    # the whole deck is team0's: combinations of 62 cards (contatori in several places)
    r["seed"] = 4242
    session("o02_side_takes_no_trick_clean", [(r, 3, None)])
    NOTES["o02_side_takes_no_trick_clean"]["readings"] = {
        "combinations_reuse": combos_value(DECK),
        "combinations_once": combos_value(DECK, reuse=False),
    }

    # o03: the last trick won by the Matto's side (and the Matto handed over earlier)
    r1 = find_ott(
        200,
        1,
        lambda r: r["handover"] and r["handover"][0] != "to_winners" and r["last"] == team(r["matto_owner"]),
    )
    r2 = find_ott(
        50000,
        2,
        lambda r: r["last"] == team(r["matto_owner"]) and r["handover"] is None,
    )
    session("o03_last_trick_matto_side_clean", [(r1, 1, None), (r2, 2, None)])

    # o04: combinations doubled: seat 2 declares three cricche (queens, knights, jacks)
    def three_cricche(rng):
        hands, _ = deal_cards(rng, 4, 15, True, 0)
        want = ["QS", "QB", "QC", "NS", "NB", "ND", "JB", "JC", "JD"]
        target = 2
        for c in want:
            if c in hands[target]:
                continue
            src = next(i for i in range(4) if c in hands[i])
            give = next(x for x in hands[target] if x not in want)
            hands[src].remove(c)
            hands[src].append(give)
            hands[target].remove(give)
            hands[target].append(c)
        return hands

    def cond4(r):
        it = r["decls"][2]
        return sum(1 for i in it if i["kind"] == "cricca") >= 3 and all(i["kind"] == "cricca" for i in it)

    r1 = find_ott(300, 0, cond4, hands=three_cricche)
    r2 = find_ott(60000, 1, lambda r: any(r["decls"].values()))
    session("o04_cricche_doubled_clean", [(r1, 0, None), (r2, 1, None)])

    # o05: a false declaration and a wrong score line in the same deal (deal 1)
    r1 = find_ott(400, 2, lambda r: True)

    def cond5(r):
        # some seat holds exactly two kings, declares no kings cricca
        return any(
            sum(1 for s in SUITS if f"K{s}" in r["dealt"][x] and not (x == 3 and f"K{s}" in r["discard"]))
            == 2
            for x in range(4)
        )

    r2 = find_ott(70000, 3, cond5)
    liar = next(x for x in range(4) if sum(1 for s in SUITS if f"K{s}" in r2["dealt"][x]) == 2)

    def mut5(ev, res, tw, sc, wt):
        i = next(i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == liar)
        ev[i]["items"] = ev[i]["items"] + [{"kind": "cricca", "of": "kings", "count": 3}]
        NOTES_PLANT.append(("o05", 1, i, "false_declaration", liar))
        other = 1 - team(liar)
        sc = list(sc)
        sc[other] += 10
        wt = [tw[0] + sc[0], tw[1] + sc[1]]
        NOTES_PLANT.append(("o05", 1, len(ev) + other, "wrong_score", f"team{other}"))
        return sc, wt

    session("o05_false_decl_and_wrong_score", [(r1, 2, None), (r2, 3, mut5)])

    # o11 (added in phase 2, see REPORT.md): o05 with a slip no Matto exchange card can explain (+7)
    def mut11(ev, res, tw, sc, wt):
        i = next(i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == liar)
        ev[i]["items"] = ev[i]["items"] + [{"kind": "cricca", "of": "kings", "count": 3}]
        NOTES_PLANT.append(("o11", 1, i, "false_declaration", liar))
        other = 1 - team(liar)
        sc = list(sc)
        sc[other] += 7
        wt = [tw[0] + sc[0], tw[1] + sc[1]]
        NOTES_PLANT.append(("o11", 1, len(ev) + other, "wrong_score", f"team{other}"))
        return sc, wt

    session("o11_false_decl_and_wrong_score_odd", [(r1, 2, None), (r2, 3, mut11)])

    # o06: a revoke (deal 0) and a wrong total (deal 1); deal 2 carries the written total
    def revoked(seed0, dealer):
        for seed in range(seed0, seed0 + 20000):
            r = ottocento_deal(random.Random(seed), dealer)
            if not r:
                continue
            cands = revoke_candidates(r, 4, dealer)
            if not cands:
                continue
            t, s, pos, card = cands[0]
            r2 = ottocento_deal(random.Random(seed), dealer, script={(t, s): card})
            if r2 and r2["agree"] and r2["tricks"][t][pos] == (s, card):
                r2["seed"] = seed
                r2["revoke"] = (t, s, pos, card)
                return r2
        raise RuntimeError

    r1 = revoked(500, 1)
    r2 = find_ott(80000, 2, lambda r: True)
    r3 = find_ott(90000, 3, lambda r: True)

    def mut6a(ev, res, tw, sc, wt):
        t, s, pos, card = res["revoke"]
        i = idx_of_play(ev, t, pos)
        assert ev[i]["card"] == card
        NOTES_PLANT.append(("o06", 0, i, "revoke", s))
        return sc, wt

    def mut6b(ev, res, tw, sc, wt):
        wt = list(wt)
        wt[1] += 10  # addition slip in team1's total
        NOTES_PLANT.append(("o06", 1, len(ev) + 3, "wrong_total", "team1"))
        return sc, wt

    session("o06_revoke_and_wrong_total", [(r1, 1, mut6a), (r2, 2, mut6b), (r3, 3, None)])

    # o07: the dealer discards a King (5 points) and the deal's score line is wrong (same deal)
    def king_discard(hand, rng):
        kings = [c for c in hand if rank_of(c) == "K" and not is_trump(c) and c != "MATTO"]
        pips = [
            c for c in hand if not is_trump(c) and c != "MATTO" and rank_of(c) in ("6", "7", "8", "9", "10")
        ]
        if not kings or not pips:
            return []
        return [sorted(kings)[0], sorted(pips)[0]]

    r1 = find_ott(600, 0, lambda r: True, discard=king_discard)
    r2 = find_ott(100000, 1, lambda r: True)

    def mut7(ev, res, tw, sc, wt):
        NOTES_PLANT.append(("o07", 0, 0, "illegal_discard", 0))
        sc = list(sc)
        sc[0] -= 7
        wt = [tw[0] + sc[0], tw[1] + sc[1]]
        NOTES_PLANT.append(("o07", 0, len(ev), "wrong_score", "team0"))
        return sc, wt

    session("o07_illegal_discard_and_wrong_score", [(r1, 0, mut7), (r2, 1, None)])

    # o08: a card out of turn (the third seat of the trick before the second), then the fourth seat revokes
    def ooturn(seed0, dealer):
        for seed in range(seed0, seed0 + 20000):
            r = ottocento_deal(random.Random(seed), dealer)
            if not r:
                continue
            cands = [
                c
                for c in revoke_candidates(r, 4, dealer, seats_pos=(3,))
                if no_moretti_pair(r["tricks"][c[0]])
            ]
            if not cands:
                continue
            t, s, pos, card = cands[0]
            r2 = ottocento_deal(random.Random(seed), dealer, script={(t, s): card})
            if r2 and r2["agree"] and r2["tricks"][t][pos] == (s, card) and no_moretti_pair(r2["tricks"][t]):
                r2["seed"] = seed
                r2["revoke"] = (t, s, pos, card)
                return r2
        raise RuntimeError

    r1 = ooturn(700, 2)
    r2 = find_ott(110000, 3, lambda r: True)

    def mut8(ev, res, tw, sc, wt):
        t, s, pos, card = res["revoke"]
        i1, i2 = idx_of_play(ev, t, 1), idx_of_play(ev, t, 2)
        ev[i1], ev[i2] = ev[i2], ev[i1]
        NOTES_PLANT.append(("o08", 0, i1, "out_of_turn", ev[i1]["seat"]))
        i3 = idx_of_play(ev, t, 3)
        assert ev[i3]["card"] == card
        NOTES_PLANT.append(("o08", 0, i3, "revoke", s))
        return sc, wt

    session("o08_out_of_turn_then_revoke", [(r1, 2, mut8), (r2, 3, None)])

    # o09: a wrong score line, carried into the total (one fault); deal 1 clean, carries on
    r1 = find_ott(800, 1, lambda r: any(r["decls"].values()))
    r2 = find_ott(120000, 2, lambda r: True)

    def mut9(ev, res, tw, sc, wt):
        sc = list(sc)
        sc[1] -= 10
        wt = [tw[0] + sc[0], tw[1] + sc[1]]
        NOTES_PLANT.append(("o09", 0, len(ev) + 1, "wrong_score", "team1"))
        return sc, wt

    session("o09_wrong_score_carried_in_total", [(r1, 1, mut9), (r2, 2, None)])

    # o10: a wrong score line in deal 0 (carried), then an addition slip in a total in deal 1
    r1 = find_ott(900, 0, lambda r: True)
    r2 = find_ott(130000, 1, lambda r: True)
    r3 = find_ott(140000, 2, lambda r: True)

    def mut10a(ev, res, tw, sc, wt):
        sc = list(sc)
        sc[0] += 5
        wt = [tw[0] + sc[0], tw[1] + sc[1]]
        NOTES_PLANT.append(("o10", 0, len(ev), "wrong_score", "team0"))
        return sc, wt

    def mut10b(ev, res, tw, sc, wt):
        wt = list(wt)
        wt[0] -= 20
        NOTES_PLANT.append(("o10", 1, len(ev) + 2, "wrong_total", "team0"))
        return sc, wt

    session("o10_wrong_score_then_wrong_total", [(r1, 0, mut10a), (r2, 1, mut10b), (r3, 2, None)])

    # ---------------- Terziglio
    # t11: clean gioco, two deals; the Matto handed over in one
    t1 = find_terz(
        1000,
        0,
        lambda r: (
            r["handover"]
            and r["handover"][0] != "to_winners"
            and r["widow_to"] == 0
            and any(r["decls"].values())
        ),
    )
    t2 = find_terz(150000, 1, lambda r: r["widow_to"] == 0)
    terz_session("t11_gioco_clean", [(t1, 0, None), (t2, 1, None)])

    # t12: the gioco declarer lays away a King, and a game-points line is wrong (same deal)
    def terz_bad(seed0, dealer):
        for seed in range(seed0, seed0 + 40000):
            rng = random.Random(seed)
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [deck[i * 18 : (i + 1) * 18] for i in range(3)]
            widow = deck[54:]
            decl = (dealer + 1) % 3
            kings = [
                c for c in hands[decl] + widow[:3] if rank_of(c) == "K" and c != "MATTO" and not is_trump(c)
            ]
            if not kings:
                continue
            r = terziglio_deal(
                random.Random(seed + 7), dealer, hands=hands, widow=widow, bad_discard=sorted(kings)[0]
            )
            if r and r["agree"] and r["widow_to"] == 0:
                r["seed"] = seed
                return r
        raise RuntimeError

    t1 = terz_bad(2000, 2)
    t2 = find_terz(160000, 0, lambda r: True)

    def mut12(ev, res, tw, sc, wt):
        i = next(i for i, e in enumerate(ev) if e["type"] == "discard")
        NOTES_PLANT.append(("t12", 0, i, "illegal_discard", res["declarer"]))
        win = next(s for s in range(3) if sc[s] > 0)
        sc = list(sc)
        sc[win] += 1
        wt = [tw[s] + sc[s] for s in range(3)]
        NOTES_PLANT.append(("t12", 0, len(ev) + win, "wrong_score", win))
        return sc, wt

    terz_session("t12_bad_exchange_and_wrong_score", [(t1, 2, mut12), (t2, 0, None)])

    # t13: out of turn (third seat before the second), then the skipped seat revokes in the same trick
    def terz_oot(seed0, dealer):
        for seed in range(seed0, seed0 + 40000):
            r = terziglio_deal(random.Random(seed), dealer)
            if not r:
                continue
            cands = [
                c for c in revoke_candidates(r, 3, None, seats_pos=(1,)) if no_moretti_pair(r["tricks"][c[0]])
            ]
            if not cands:
                continue
            t, s, pos, card = cands[0]
            r2 = terziglio_deal(random.Random(seed), dealer, script={(t, s): card})
            if r2 and r2["agree"] and r2["tricks"][t][pos] == (s, card) and no_moretti_pair(r2["tricks"][t]):
                r2["seed"] = seed
                r2["revoke"] = (t, s, pos, card)
                return r2
        raise RuntimeError

    t1 = terz_oot(3000, 1)

    def mut13(ev, res, tw, sc, wt):
        t, s, pos, card = res["revoke"]
        i1, i2 = terz_play_idx(ev, t, 1), terz_play_idx(ev, t, 2)
        assert ev[i1]["card"] == card
        ev[i1], ev[i2] = ev[i2], ev[i1]
        NOTES_PLANT.append(("t13", 0, i1, "out_of_turn", ev[i1]["seat"]))
        NOTES_PLANT.append(("t13", 0, i2, "revoke", s))
        return sc, wt

    terz_session("t13_out_of_turn_then_revoke", [(t1, 1, mut13)])

    (OUT / "_plants.txt").write_text("\n".join(repr(p) for p in NOTES_PLANT) + "\n")
    (OUT / "_figures.txt").write_text(json.dumps(NOTES, indent=1, default=str) + "\n")


NOTES_PLANT: list = []

if __name__ == "__main__":
    main()
