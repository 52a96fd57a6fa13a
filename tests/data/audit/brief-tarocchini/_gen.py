"""Blind generator for the brief-tarocchini audit round.

Written from seeds/004 (the Russian Tarocchini article) and the public transcript contract only,
never from the engine. Every hand is dealt from a shuffled 62-card Bolognese deck, every deal is
played out by simple legal-play heuristics, and every figure (declarations, combinations in the
captured cards, card points in pairs, last trick, game points, totals) is computed here.

Where the source leaves a point open (gaps in sequences, contatori used twice, doubling, which low
card pays for the Matto, discards in the pile for combinations, odd card counts) a deal is kept only
if every reading listed in VARIANTS gives the same figures, so the expectations do not rest on a
reading of ours. Run: python _gen.py (writes the *.json files and _figures.txt beside it).
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
DECK = (
    [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
)
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}
CONT = {"T0", "MATTO"}


def is_trump(c: str) -> bool:
    return c.startswith("T")


def suit_of(c: str) -> str:
    return "T" if is_trump(c) else ("M" if c == "MATTO" else c[-1])


def rank_of(c: str) -> str:
    return c[:-1]


def value(c: str) -> int:
    if c in FIVE:
        return 5
    if is_trump(c) or c == "MATTO":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def strength(c: str) -> int:
    """Order within the led suit or trumps (Moretti T1-T4 equal: 1)."""
    if is_trump(c):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    order = LONG if c[-1] in "SB" else ROUND
    return 10 - order.index(rank_of(c))


def trick_winner(plays: list[tuple[int, str]]) -> int:
    """plays in order; returns index into plays. Lead is never the Matto here."""
    led = suit_of(plays[0][1])
    best = None
    for i, (_, c) in enumerate(plays):
        if c == "MATTO":
            continue
        s = suit_of(c)
        if best is None:
            best = i
            continue
        bc = plays[best][1]
        bs = suit_of(bc)
        if s == "T":
            if bs != "T" or strength(c) >= strength(bc) and (strength(c) > strength(bc) or strength(c) == 1):
                # equal Moretti: the last played is the highest (moretti_tie last_played)
                best = i
        elif s == led and bs == led and strength(c) > strength(bc):
            best = i
    return best


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    same = [c for c in hand if suit_of(c) == led]
    if same:
        res = same
    else:
        tr = [c for c in hand if is_trump(c)]
        res = tr if tr else [c for c in hand if c != "MATTO"]
    if "MATTO" in hand and "MATTO" not in res:
        res = res + ["MATTO"]
    return res


# ------------------------------------------------------------------ combinations
CRICCHE = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seq_points(n: int) -> int:
    return 10 + 5 * (n - 3) if n >= 3 else 0


def trumps_len(nat: set[int], c: int, v: dict) -> int:
    if 20 not in nat:
        return 0
    if v["gap"]:
        best = 0
        grandi = [19, 18, 17]
        g = sum(1 for p in grandi if p in nat)
        miss = 3 - g
        for f in range(0, min(c, miss) + 1):
            if g < 1 or g + f < 2:
                continue
            rest = c - f
            run, prev_cont = 0, False
            for p in range(16, 4, -1):
                if p in nat:
                    run += 1
                    prev_cont = False
                elif rest and not prev_cont:
                    run += 1
                    rest -= 1
                    prev_cont = True
                else:
                    break
            best = max(best, 1 + g + f + run)
        return best if best >= 3 else 0
    length, used, prev_cont, head_cont = 1, 0, False, 0
    for p in range(19, 4, -1):
        if p in nat:
            length += 1
            prev_cont = False
        elif used < c and (not prev_cont or (p == 16 and v["exc_16"])):
            length += 1
            used += 1
            prev_cont = True
            if p in (19, 18):
                head_cont += 1
        else:
            break
    if length < 3 or head_cont > 1:
        return 0
    return length


def suit_len(nat: set[str], c: int, v: dict) -> int:
    if "K" not in nat:
        return 0
    pos = ["Q", "N", "J", "1"]
    if v["gap"]:
        q = sum(1 for p in "QNJ" if p in nat)
        best = 0
        for f in range(0, min(c, 3 - q) + 1):
            if q < 1 or q + f < 2:
                continue
            rest = c - f
            a = 1 if "1" in nat else (1 if (rest and v["cont_ace"]) else 0)
            best = max(best, 1 + q + f + a)
        return best if best >= 3 else 0
    length, used, prev_cont, nat_courts, head_cont = 1, 0, False, 0, 0
    for p in pos:
        if p in nat:
            length += 1
            prev_cont = False
            if p != "1":
                nat_courts += 1
        elif used < c and (v["double_cont"] or not prev_cont) and (p != "1" or v["cont_ace"]):
            length += 1
            used += 1
            prev_cont = True
            if p in "QN":
                head_cont += 1
        else:
            break
    if length < 3 or nat_courts < 1:
        return 0
    if v["head_rule"] and head_cont > 1:
        return 0
    return length


def group_len(m: int, c: int) -> int:
    if m >= 3 or (m == 2 and c >= 1):
        return min(6, m + c)
    return 0


def combos(cards, v: dict, post: bool = False) -> tuple[int, list[dict]]:
    cards = set(cards)
    items = []
    cr_pts = 0
    for name, (members, p3, p4) in CRICCHE.items():
        k = len(cards & members)
        if k >= 3:
            items.append({"kind": "cricca", "of": name, "count": k})
            cr_pts += p3 if k == 3 else p4
    conts = sorted(cards & CONT)
    tnat = {int(c[1:]) for c in cards if is_trump(c) and 5 <= int(c[1:]) <= 20}
    mor = len({c for c in cards if c in {"T1", "T2", "T3", "T4"}})
    aces = len({"1" + s for s in SUITS} & cards)
    snat = {s: {rank_of(c) for c in cards if not is_trump(c) and c != "MATTO" and c[-1] == s} for s in SUITS}
    kinds = ["trumps", "moretti", "aces"] + list(SUITS)

    def length(kind, c):
        if kind == "trumps":
            return trumps_len(tnat, c, v)
        if kind == "moretti":
            return group_len(mor, c)
        if kind == "aces":
            return group_len(aces, c)
        return suit_len(snat[kind], c, v)

    if v["reuse"]:
        lens = {k: length(k, len(conts)) for k in kinds}
    else:
        best = None
        for assign in itertools.product(kinds + [None], repeat=len(conts)):
            ls = {k: length(k, sum(1 for a in assign if a == k)) for k in kinds}
            tot = sum(seq_points(n) for n in ls.values())
            if best is None or tot > best[0]:
                best = (tot, ls)
        lens = best[1]
    sq_pts = 0
    nseq = 0
    for k in kinds:
        n = lens[k]
        if n >= 3:
            nseq += 1
            sq_pts += seq_points(n)
            if k in SUITS:
                items.append({"kind": "sequence", "of": "suit", "suit": k, "length": n})
            else:
                items.append({"kind": "sequence", "of": k, "length": n})
    ncr = sum(1 for it in items if it["kind"] == "cricca")
    dbl = v["double"] and not (post and v["no_post_double"])
    if dbl == "all" and (ncr >= 3 or nseq >= 3):
        return 2 * (cr_pts + sq_pts), items
    if dbl:
        cr_pts *= 2 if ncr >= 3 else 1
        sq_pts *= 2 if nseq >= 3 else 1
    return cr_pts + sq_pts, items


def declared_points(items, v) -> int:
    cr = sq = ncr = nsq = 0
    for it in items:
        if it["kind"] == "cricca":
            _, p3, p4 = CRICCHE[it["of"]]
            cr += p3 if it["count"] == 3 else p4
            ncr += 1
        else:
            sq += seq_points(it["length"])
            nsq += 1
    if v["double"] == "all" and (ncr >= 3 or nsq >= 3):
        return 2 * (cr + sq)
    return cr * (2 if ncr >= 3 else 1) + sq * (2 if nsq >= 3 else 1)


MAIN = dict(
    gap=False,
    exc_16=True,
    double_cont=True,
    cont_ace=True,
    head_rule=False,
    reuse=True,
    double="kind",
    no_post_double=False,
    discards_in_pile=True,
)
VARIANTS = [MAIN] + [
    dict(MAIN, **d)
    for d in (
        {"gap": True},
        {"gap": True, "cont_ace": False},
        {"double_cont": False},
        {"cont_ace": False},
        {"head_rule": True},
        {"double": "all"},
        {"discards_in_pile": False},
        {"exc_16": False},
    )
]
# Not filtered (too common in a 30-card pile to avoid; the source is read as written, see EXPECTED.md):
# contatori counted in every combination they fit ("можно использовать как дикие карты в нескольких
# местах") and the doubling applied to the after-play count too ("сделаны одновременно").
READINGS_NOT_FILTERED = [dict(MAIN, reuse=False), dict(MAIN, no_post_double=True)]


class Reject(Exception):
    pass


def key_items(items):
    return sorted(json.dumps(i, sort_keys=True) for i in items)


def robust_combos(cards, post=False, extra=()):
    """combination points and items, the same under every reading, else Reject."""
    res = None
    for v in VARIANTS:
        cs = set(cards)
        if post and not v["discards_in_pile"]:
            cs -= set(extra)
        r = combos(cs, v, post)
        r = (r[0], key_items(r[1]))
        if res is None:
            res = r
        elif r != res:
            raise Reject("combination reading")
    return res[0], [json.loads(i) for i in res[1]]


# ------------------------------------------------------------------ play
def choose(rng, hand, led, plays, side_of, seat, last_trick, matto_ok=True):
    opts = legal(hand, led)
    if led is None:
        cand = [c for c in opts if c != "MATTO"]
        if not cand:
            raise Reject("Matto left to lead")
        # lead: a low card of a long holding, sometimes a trump
        rng.shuffle(cand)
        cand.sort(key=lambda c: (value(c) >= 4, rng.random()))
        return cand[0]
    if "MATTO" in opts and matto_ok and not last_trick and (rng.random() < 0.25 or len(hand) <= 3):
        return "MATTO"
    opts = [c for c in opts if c != "MATTO"]
    if not opts:
        raise Reject("Matto in the last trick")
    cur = trick_winner(plays)
    partner_wins = side_of(plays[cur][0]) == side_of(seat)
    if partner_wins:
        return max(opts, key=lambda c: (value(c) if value(c) < 5 or not is_trump(c) else 0, -strength(c)))
    winning = [c for c in opts if trick_winner(plays + [(seat, c)]) == len(plays)]
    if winning and rng.random() < 0.8:
        return min(winning, key=lambda c: (strength(c) if suit_of(c) == suit_of(winning[0]) else 0, value(c)))
    return min(opts, key=lambda c: (value(c), strength(c) if not is_trump(c) else 20 + strength(c)))


def play_deal(rng, hands, first, side_of, fault=None):
    """Plays all tricks. fault: dict(kind='revoke_trump'|'revoke_follow', trick>=k, seat) ->
    the seat's first chance from that trick on breaks the rule. Returns plays, trick list."""
    hands = [list(h) for h in hands]
    n = len(hands)
    ntricks = len(hands[0])
    leader = first
    tricks = []
    planted = None
    for t in range(ntricks):
        plays = []
        for k in range(n):
            seat = (leader + k) % n
            led = suit_of(plays[0][1]) if plays else None
            card = None
            if (
                fault
                and planted is None
                and t >= fault["trick"]
                and seat == fault["seat"]
                and led
                and led != "T"
            ):
                h = hands[seat]
                if fault["kind"] == "revoke_trump":
                    if not any(suit_of(c) == led for c in h) and any(is_trump(c) for c in h):
                        plain = [c for c in h if not is_trump(c) and c != "MATTO"]
                        if plain:
                            card = min(plain, key=value)
                elif fault["kind"] == "revoke_follow":
                    if any(suit_of(c) == led for c in h):
                        other = [c for c in h if suit_of(c) not in (led, "T", "M")]
                        if other:
                            card = min(other, key=value)
                if card:
                    planted = (
                        t,
                        k,
                        seat,
                        card,
                        [c for c in h if suit_of(c) == led] or [c for c in h if is_trump(c)],
                    )
            if card is None:
                card = choose(rng, hands[seat], led, plays, side_of, seat, t == ntricks - 1)
            hands[seat].remove(card)
            plays.append((seat, card))
        w = plays[trick_winner(plays)][0]
        tricks.append((plays, w))
        leader = w
    if fault and planted is None:
        raise Reject("fault not plantable")
    return tricks, planted


def card_points(cards) -> int:
    cards = list(cards)
    if len(cards) % 2:
        raise Reject("odd pile")
    return sum(value(c) for c in cards) - len(cards) // 2


def settle_piles(tricks, side_of, sides, extra_to, extra):
    """Piles per side: tricks, the Matto back to its owner, a low card paid for it (checked for every
    choice), extra (discards/widow) to extra_to. Returns list of candidate pile-dicts (one per choice)."""
    piles = {s: [] for s in sides}
    won = {s: 0 for s in sides}
    matto = None
    for plays, w in tricks:
        ws = side_of(w)
        won[ws] += 1
        for seat, c in plays:
            if c == "MATTO":
                matto = (side_of(seat), ws)
            else:
                piles[ws].append(c)
    if extra_to is not None:
        piles[extra_to] += list(extra)
    if matto is None:
        return [piles], won
    owner, winner = matto
    if won[owner] == 0:
        raise Reject("Matto side took no trick")
    piles[owner].append("MATTO")
    if owner == winner:
        return [piles], won
    cands = sorted({c for c in piles[owner] if value(c) == 1})
    if not cands:
        raise Reject("no low card for the Matto")
    out = []
    for c in cands:
        p = {s: list(v) for s, v in piles.items()}
        p[owner].remove(c)
        p[winner].append(c)
        out.append(p)
    return out, won


# ------------------------------------------------------------------ Ottocento
def otto_deal(rng, dealer, fault=None, discard_fault=False, decl_fault=False, totals=(0, 0)):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(4)]
    pos = 0
    for _ in range(3):
        for k in range(1, 5):
            seat = (dealer + k) % 4
            hands[seat] += deck[pos : pos + 5]
            pos += 5
    hands[dealer] += deck[60:62]
    dealt = [list(h) for h in hands]
    h = hands[dealer]
    if discard_fault:
        kings = [c for c in h if c in FIVE and not is_trump(c) and c != "MATTO"]
        if not kings:
            raise Reject("no king to discard")
        low = [c for c in h if c not in FIVE and not (is_trump(c) and int(c[1:]) >= 17)]
        disc = [kings[0], min(low, key=lambda c: (value(c), strength(c)))]
    else:
        low = [c for c in h if c not in FIVE]
        low.sort(key=lambda c: (value(c) + (3 if is_trump(c) else 0), rng.random()))
        disc = low[:2]
    for c in disc:
        h.remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    side_of = lambda s: s % 2  # noqa: E731
    decl_pts = [0, 0]
    decl_idx = None
    false_item = None
    for k in range(1, 5):
        seat = (dealer + k) % 4
        pts, items = robust_combos(hands[seat])
        if decl_fault and decl_idx is None and seat != dealer:
            held = {n: len(set(hands[seat]) & m) for n, (m, _, _) in CRICCHE.items()}
            miss = [n for n in ("jacks", "knights", "queens") if held[n] <= 1]
            if miss and len(items) <= 1:
                false_item = {"kind": "cricca", "of": miss[0], "count": 3}
                decl_idx = len(events)
                events.append(
                    {
                        "type": "declare",
                        "seat": seat,
                        "items": items + [false_item],
                        "note": f"holds {held[miss[0]]} of the {miss[0]}",
                    }
                )
                decl_pts[side_of(seat)] += pts
                continue
        # a player may declare less than held: sometimes someone keeps quiet
        if items and rng.random() < 0.15:
            items, pts = [], 0
        events.append({"type": "declare", "seat": seat, "items": items})
        decl_pts[side_of(seat)] += pts
    if decl_fault and decl_idx is None:
        raise Reject("no false declaration")
    for s in (0, 1):
        if totals[s] + decl_pts[s] >= 800:
            raise Reject("800 on declarations")
    first = (dealer + 1) % 4
    tricks, planted = play_deal(rng, hands, first, side_of, fault)
    if not any(w == dealer for _, w in tricks):
        raise Reject("dealer took no trick")
    cands, won = settle_piles(tricks, side_of, (0, 1), side_of(dealer), disc)
    results = set()
    detail = None
    for piles in cands:
        res = []
        det = []
        for s in (0, 1):
            cp, citems = robust_combos(piles[s], post=True, extra=disc if s == side_of(dealer) else ())
            pts = card_points(piles[s])
            last = 6 if side_of(tricks[-1][1]) == s else 0
            res.append(decl_pts[s] + cp + pts + last)
            det.append(
                dict(
                    declarations=decl_pts[s],
                    combinations=cp,
                    card_points=pts,
                    last_trick=last,
                    combo_items=citems,
                    cards=len(piles[s]),
                )
            )
        results.add(tuple(res))
        detail = det
    if len(results) != 1:
        raise Reject("Matto low card matters")
    score = results.pop()
    play_events = []
    for plays, _w in tricks:
        for seat, c in plays:
            play_events.append({"type": "play", "seat": seat, "card": c})
    return dict(
        dealer=dealer,
        hands=dealt,
        pre=events,
        plays=play_events,
        tricks=tricks,
        score=score,
        detail=detail,
        planted=planted,
        decl_idx=decl_idx,
        false_item=false_item,
        disc=disc,
    )


def otto_session(seed, ndeals, first_dealer, faults):
    """faults: {deal_index: dict(kind=...)}"""
    rng = random.Random(seed)
    totals = [0, 0]
    out = []
    dealer = first_dealer
    for d in range(ndeals):
        f = faults.get(d, {})
        for _attempt in range(30000):
            st = rng.getstate()
            try:
                kind = f.get("kind")
                r = otto_deal(
                    rng,
                    dealer,
                    fault={"kind": "revoke_trump", "trick": 3, "seat": f["seat"]}
                    if kind == "revoke"
                    else None,
                    discard_fault=kind == "discard",
                    decl_fault=kind == "declaration",
                    totals=tuple(totals),
                )
                if kind == "out_of_turn" and not _swappable(r["tricks"], 4):
                    raise Reject("no swappable trick")
                break
            except Reject:
                rng.setstate(st)
                rng.random()
        else:
            raise SystemExit(f"seed {seed}: no deal {d}")
        totals = [totals[0] + r["score"][0], totals[1] + r["score"][1]]
        if d < ndeals - 1 and max(totals) >= 800:
            raise SystemExit(f"seed {seed}: 800 reached before the last deal")
        r["totals"] = list(totals)
        out.append(r)
        dealer = (dealer + 1) % 4
    return out


def _swappable(tricks, n):
    for t, (plays, _w) in enumerate(tricks[2:-1], start=2):
        mor = sum(1 for _, c in plays if c in {"T1", "T2", "T3", "T4"})
        if mor >= 2 or any(c == "MATTO" for _, c in plays):
            continue
        sw = [plays[0], plays[2], plays[1]] + plays[3:]
        if trick_winner(sw) is not None and sw[trick_winner(sw)][0] == plays[trick_winner(plays)][0]:
            return t
    return None


# ------------------------------------------------------------------ Terziglio
def terz_deal(rng, dealer, contract, want_win, fault=None, discard_fault=False, bid_fault=False, widow=8):
    deck = DECK[:]
    rng.shuffle(deck)
    per = (62 - widow) // 3
    hands = [[] for _ in range(3)]
    pos = 0
    for _ in range(3):
        for k in range(1, 4):
            seat = (dealer + k) % 3
            hands[seat] += deck[pos : pos + per // 3]
            pos += per // 3
    talon = deck[pos:]
    assert len(talon) == widow
    dealt = [list(h) for h in hands]

    def strength_of(h):
        return sum(value(c) for c in h) + 2 * sum(1 for c in h if is_trump(c) and int(c[1:]) >= 10)

    order = [(dealer + k) % 3 for k in (1, 2, 3)]
    decl = max(order, key=lambda s: strength_of(hands[s]))
    events = []
    bid_idx = None
    for s in order:
        if s == decl:
            events.append({"type": "bid", "seat": s, "bid": contract})
        elif bid_fault and contract == "gioco" and order.index(s) > order.index(decl) and bid_idx is None:
            bid_idx = len(events)
            events.append({"type": "bid", "seat": s, "bid": "gioco"})
        else:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
    if bid_fault and bid_idx is None:
        raise Reject("no seat after the declarer")
    h = hands[decl]
    disc = []
    if contract == "gioco":
        k = rng.choice([2, 3, 3, 4])
        take = sorted(talon, key=lambda c: (-value(c), -(strength(c) if is_trump(c) else 0)))[:k]
        h += take
        if discard_fault:
            kings = [c for c in h if c in FIVE and c[0] == "K"]
            if not kings:
                raise Reject("no king")
            low = [c for c in h if c not in FIVE and not is_trump(c)]
            low.sort(key=lambda c: (value(c), rng.random()))
            disc = [kings[-1]] + low[: k - 1]
        else:
            low = [c for c in h if c not in FIVE and not is_trump(c)]
            low.sort(key=lambda c: (value(c), rng.random()))
            disc = low[:k]
        for c in disc:
            h.remove(c)
        events.append({"type": "take", "seat": decl, "cards": take})
        events.append({"type": "discard", "seat": decl, "cards": disc})
        widow_cards = [c for c in talon if c not in take] + disc
    else:
        widow_cards = list(talon)
    side_of = lambda s: "D" if s == decl else "O"  # noqa: E731
    decl_pts = {"D": 0, "O": 0}
    for s in order:
        pts, items = robust_combos(hands[s])
        if items and rng.random() < 0.1:
            items, pts = [], 0
        events.append({"type": "declare", "seat": s, "items": items})
        decl_pts[side_of(s)] += pts
    tricks, planted = play_deal(rng, hands, order[0], side_of, fault)
    won_d = sum(1 for _, w in tricks if w == decl)
    if won_d == 0 or won_d == len(tricks):
        raise Reject("no tricks / all tricks")
    if contract == "gioco":
        extra_to = "D"
    else:
        extra_to = side_of(tricks[-1][1])
    cands, won = settle_piles(tricks, side_of, ("D", "O"), extra_to, widow_cards)

    def outcome(v, piles):
        det = {}
        for s in ("D", "O"):
            cs = set(piles[s])
            if not v["discards_in_pile"] and s == extra_to:
                cs -= set(widow_cards)
            cp, citems = combos(cs, v, post=True)
            pts = card_points(piles[s])
            last = 6 if side_of(tricks[-1][1]) == s else 0
            det[s] = dict(
                declarations=decl_pts[s],
                combinations=cp,
                card_points=pts,
                last_trick=last,
                total=decl_pts[s] + cp + pts + last,
                combo_items=citems,
                cards=len(piles[s]),
            )
        dtot, otot = det["D"]["total"], det["O"]["total"]
        win = "D" if dtot > otot else "O"
        w = dtot if win == "D" else otot
        gp = w // 50 + (1 if w % 50 >= 46 else 0)
        return (win, gp), det, w

    # Terziglio writes only game points (steps of 50): a deal is kept when every reading gives the
    # same winner and game points, whatever the exact totals.
    outs = set()
    for v in VARIANTS:
        for piles in cands:
            o, det, w = outcome(v, piles)
            outs.add(o)
            if w % 50 in (44, 45, 46, 47, 0, 1):
                raise Reject("too close to a rounding boundary")
    if len(outs) != 1:
        raise Reject("combination reading (game points)")
    (win, gp), detail, _ = outcome(MAIN, cands[0])
    dtot, otot = detail["D"]["total"], detail["O"]["total"]
    unfiltered_agree = all(outcome(v, p)[0] == (win, gp) for v in READINGS_NOT_FILTERED for p in cands)
    detail["unfiltered_readings_agree"] = unfiltered_agree
    if want_win is not None and (win == "D") != want_win:
        raise Reject("wrong winner for the session plan")
    if contract == "solo":
        gp *= 2
    scores = [gp if side_of(s) == win else 0 for s in range(3)]
    play_events = []
    for plays, _w in tricks:
        for seat, c in plays:
            play_events.append({"type": "play", "seat": seat, "card": c})
    return dict(
        dealer=dealer,
        hands=dealt,
        talon=talon,
        pre=events,
        plays=play_events,
        tricks=tricks,
        decl=decl,
        contract=contract,
        points=(dtot, otot),
        winner=win,
        game_points=gp,
        scores=scores,
        detail=detail,
        planted=planted,
        bid_idx=bid_idx,
        disc=disc,
        won_d=won_d,
        piles=cands,
        widow_cards=widow_cards,
    )


def terz_session(seed, plan, first_dealer, faults):
    """plan: list of (contract, want_win)."""
    rng = random.Random(seed)
    totals = [0, 0, 0]
    out = []
    dealer = first_dealer
    for d, (contract, want) in enumerate(plan):
        f = faults.get(d, {})
        kind = f.get("kind")
        for _attempt in range(30000):
            st = rng.getstate()
            try:
                r = terz_deal(
                    rng,
                    dealer,
                    contract,
                    want,
                    fault={"kind": "revoke_follow", "trick": 4, "seat": f["seat"]}
                    if kind == "revoke"
                    else None,
                    discard_fault=kind == "discard",
                    bid_fault=kind == "bid",
                )
                if kind == "revoke" and r["planted"][2] == r["decl"] and f.get("opponent"):
                    raise Reject("want an opponent")
                if kind == "out_of_turn" and not _swappable(r["tricks"], 3):
                    raise Reject("no swappable trick")
                break
            except Reject:
                rng.setstate(st)
                rng.random()
        else:
            raise SystemExit(f"seed {seed}: no deal {d}")
        totals = [a + b for a, b in zip(totals, r["scores"])]
        r["totals"] = list(totals)
        out.append(r)
        dealer = (dealer + 1) % 3
    return out


# ------------------------------------------------------------------ writing
OTTO_PLAYERS = ["Alberto", "Bice", "Cesare", "Donatella"]
TERZ_PLAYERS = ["Elio", "Fiorella", "Gino"]


def build(game, deals, team_game, faults, players, meta_note):
    """Assemble the transcript; returns (transcript, expectations)."""
    exp = []
    out_deals = []
    written_tot = None
    for d, r in enumerate(deals):
        f = faults.get(d, {})
        kind = f.get("kind")
        ev = [dict(e) for e in r["pre"]]
        plays = [dict(e) for e in r["plays"]]
        n = 4 if team_game else 3
        if kind == "out_of_turn":
            t = _swappable(r["tricks"], n)
            i = t * n
            plays[i + 1], plays[i + 2] = plays[i + 2], plays[i + 1]
            exp.append(
                (
                    d,
                    len(ev) + i + 1,
                    "out_of_turn",
                    f"trick {t + 1}: seat {plays[i + 1]['seat']} played "
                    f"{plays[i + 1]['card']} before seat {plays[i + 2]['seat']}",
                )
            )
        if kind == "penalty":
            sig_at = len(plays) // 2
            plays.insert(
                sig_at,
                {
                    "type": "call",
                    "seat": plays[sig_at]["seat"],
                    "call": "signal",
                    "note": "knocks on the table: play your highest and lead it back",
                },
            )
        base = len(ev)
        ev += plays
        if kind == "revoke":
            t, k, seat, card, held = r["planted"]
            idx = base + t * n + k
            assert ev[idx]["card"] == card
            exp.append((d, idx, "revoke", f"seat {seat} played {card} to trick {t + 1} holding {held}"))
        if kind == "discard":
            idx = next(i for i, e in enumerate(ev) if e["type"] == "discard")
            exp.append((d, idx, "illegal_discard", f"discard {r['disc']} holds a 5-point card"))
        if kind == "declaration":
            exp.append(
                (
                    d,
                    r["decl_idx"],
                    "illegal_declaration",
                    f"declares {r['false_item']} ({ev[r['decl_idx']]['note']})",
                )
            )
        if kind == "bid":
            exp.append((d, r["bid_idx"], "illegal_bid", "gioco after gioco: not a higher bid"))
        if kind == "penalty":
            exp.append(
                (d, len(ev), "unexpected_penalty", "the source prescribes no penalty (signals are allowed)")
            )
            ev.append({"type": "penalty", "party": ev[base + sig_at]["seat"], "code": "signal", "amount": 20})
        # score sheet
        if team_game:
            scores = list(r["score"])
            breakdown = f.get("breakdown") or (d == 0 and faults.get("breakdown_all"))
            if kind == "wrong_score":
                bad = scores[f["team"]] + f["delta"]
            prev = written_tot if written_tot is not None else [0, 0]
            wt = []
            for s in (0, 1):
                det = r["detail"][s]
                if breakdown:
                    for reason in ("declarations", "combinations", "card_points", "last_trick"):
                        val = det[reason]
                        if kind == "wrong_score" and s == f["team"] and reason == f.get("reason"):
                            exp.append(
                                (
                                    d,
                                    len(ev),
                                    "wrong_score",
                                    f"team{s} {reason} written {val + f['delta']}, is {val}",
                                )
                            )
                            val += f["delta"]
                        ev.append({"type": "score", "party": f"team{s}", "points": val, "reason": reason})
                    wt.append(
                        prev[s] + scores[s] + (f["delta"] if kind == "wrong_score" and s == f["team"] else 0)
                    )
                else:
                    val = scores[s]
                    if kind == "wrong_score" and s == f["team"]:
                        exp.append((d, len(ev), "wrong_score", f"team{s} written {bad}, is {val}"))
                        val = bad
                    ev.append({"type": "score", "party": f"team{s}", "points": val})
                    wt.append(prev[s] + val)
            for s in (0, 1):
                val = wt[s]
                if kind == "wrong_total" and s == f["team"]:
                    exp.append(
                        (d, len(ev), "wrong_total", f"team{s} total written {val + f['delta']}, is {val}")
                    )
                    val += f["delta"]
                    wt[s] = val
                ev.append({"type": "total", "party": f"team{s}", "points": val})
            written_tot = wt
        else:
            scores = list(r["scores"])
            prev = written_tot if written_tot is not None else [0, 0, 0]
            wt = []
            for s in range(3):
                val = scores[s]
                if kind == "wrong_score" and s == f["seat"]:
                    exp.append(
                        (
                            d,
                            len(ev),
                            "wrong_score",
                            f"seat {s} game points written {val + f['delta']}, is {val}",
                        )
                    )
                    val += f["delta"]
                ev.append({"type": "score", "party": s, "points": val})
                wt.append(prev[s] + val)
            for s in range(3):
                val = wt[s]
                if kind == "wrong_total" and s == f["seat"]:
                    exp.append(
                        (d, len(ev), "wrong_total", f"seat {s} total written {val + f['delta']}, is {val}")
                    )
                    val += f["delta"]
                    wt[s] = val
                ev.append({"type": "total", "party": s, "points": val})
            written_tot = wt
        deal = {"dealer": r["dealer"], "hands": r["hands"]}
        if not team_game:
            deal["talon"] = r["talon"]
        deal["events"] = ev
        out_deals.append(deal)
    tr = {
        "format": "trick-transcript/1",
        "game": game,
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"round": "brief-tarocchini", "note": meta_note},
        "deals": out_deals,
    }
    return tr, exp


def figures(deals, team_game):
    lines = []
    for d, r in enumerate(deals):
        if team_game:
            lines.append(
                f"  deal {d}: dealer {r['dealer']}, discard {r['disc']}, tricks won by dealer's side; "
                f"score team0 {r['score'][0]} team1 {r['score'][1]}; totals {r['totals']}"
            )
            for s in (0, 1):
                det = dict(r["detail"][s])
                items = det.pop("combo_items")
                lines.append(f"    team{s}: {det} after-play combos {items}")
        else:
            lines.append(
                f"  deal {d}: dealer {r['dealer']}, {r['contract']} by seat {r['decl']} "
                f"(tricks {r['won_d']}), points declarer {r['points'][0]} vs {r['points'][1]} -> "
                f"{'declarer' if r['winner'] == 'D' else 'opponents'} win, game points {r['game_points']}; "
                f"scores {r['scores']} totals {r['totals']}"
            )
            lines.append(
                f"    other readings (contatori once, no after-play doubling) give the same: "
                f"{r['detail']['unfiltered_readings_agree']}"
            )
            for s in ("D", "O"):
                det = dict(r["detail"][s])
                items = det.pop("combo_items")
                lines.append(f"    {s}: {det} after-play combos {items}")
        for e in r["pre"]:
            if e["type"] == "declare":
                lines.append(f"    declare seat {e['seat']}: {e['items']}")
    return lines


FILES = [
    # name, game, seed, ndeals/plan, first dealer, faults, note
    ("01-otto-clean-session", "o", 101, 3, 3, {}, "clean three-deal session"),
    (
        "02-otto-revoke-no-trump",
        "o",
        102,
        2,
        0,
        {1: {"kind": "revoke", "seat": 2}},
        "one fault: failure to trump",
    ),
    ("03-otto-dealer-discards-king", "o", 103, 2, 1, {0: {"kind": "discard"}}, "one fault: a King discarded"),
    ("04-otto-false-cricca", "o", 104, 2, 2, {1: {"kind": "declaration"}}, "one fault: a cricca not held"),
    ("05-otto-out-of-turn", "o", 105, 2, 3, {0: {"kind": "out_of_turn"}}, "one fault: play out of turn"),
    (
        "06-otto-wrong-score",
        "o",
        106,
        2,
        0,
        {1: {"kind": "wrong_score", "team": 1, "delta": -10, "reason": "combinations", "breakdown": True}},
        "one fault: combinations line 10 short",
    ),
    (
        "07-otto-wrong-total",
        "o",
        107,
        3,
        1,
        {1: {"kind": "wrong_total", "team": 0, "delta": 100}},
        "one fault: total 100 over",
    ),
    (
        "08-otto-penalty-for-signal",
        "o",
        108,
        2,
        2,
        {0: {"kind": "penalty"}},
        "one fault: a fine the source does not know",
    ),
    (
        "09-terz-clean-session",
        "t",
        201,
        [("gioco", True), ("solo", None), ("gioco", False)],
        0,
        {},
        "clean three-deal session",
    ),
    (
        "10-terz-revoke-no-follow",
        "t",
        202,
        [("gioco", None), ("gioco", None)],
        1,
        {1: {"kind": "revoke", "seat": None}},
        "one fault: failure to follow suit",
    ),
    (
        "11-terz-gioco-discards-king",
        "t",
        203,
        [("gioco", None), ("gioco", None)],
        2,
        {0: {"kind": "discard"}},
        "one fault: a King laid away in the exchange",
    ),
    (
        "12-terz-gioco-over-gioco",
        "t",
        204,
        [("gioco", None), ("solo", None)],
        0,
        {0: {"kind": "bid"}},
        "one fault: gioco bid over gioco",
    ),
    (
        "13-terz-out-of-turn",
        "t",
        205,
        [("gioco", None), ("gioco", None)],
        1,
        {1: {"kind": "out_of_turn"}},
        "one fault: play out of turn",
    ),
    (
        "14-terz-wrong-score",
        "t",
        206,
        [("gioco", None), ("gioco", None)],
        2,
        {0: {"kind": "wrong_score", "seat": None, "delta": 1}},
        "one fault: game points one over",
    ),
    (
        "15-terz-wrong-total",
        "t",
        207,
        [("gioco", None), ("solo", None), ("gioco", None)],
        0,
        {1: {"kind": "wrong_total", "seat": None, "delta": -2}},
        "one fault: running total 2 short",
    ),
]


def main():
    fig = []
    exp_all = {}
    for name, g, seed, spec, first, faults, note in FILES:
        if g == "o":
            # revoke seat: any seat, chosen per file
            deals = otto_session(seed, spec, first, faults)
            tr, exp = build("tarocchini-ottocento", deals, True, faults, OTTO_PLAYERS, note)
        else:
            faults = {d: dict(f) for d, f in faults.items()}
            for d, f in faults.items():
                if f.get("seat") is None and f["kind"] in ("revoke",):
                    f["seat"] = (first + d + 1) % 3  # eldest of that deal
            deals = terz_session(seed, spec, first, faults)
            for d, f in faults.items():
                if f.get("seat") is None and f["kind"] in ("wrong_score", "wrong_total"):
                    f["seat"] = deals[d]["decl"] if deals[d]["winner"] == "D" else (deals[d]["decl"] + 1) % 3
            tr, exp = build("tarocchini-terziglio", deals, False, faults, TERZ_PLAYERS, note)
        (HERE / f"{name}.json").write_text(json.dumps(tr, indent=1) + "\n")
        exp_all[name] = exp
        fig.append(
            f"{name}.json ({tr['game']}, seed {seed}): expected {[(d, i, c) for d, i, c, _ in exp] or 'clean'}"
        )
        for d, i, c, why in exp:
            fig.append(f"  fault: deal {d} event {i} {c}: {why}")
        fig += figures(deals, g == "o")
    (HERE / "_figures.txt").write_text("\n".join(fig) + "\n")
    print("\n".join(fig))


if __name__ == "__main__":
    main()
