"""Blind generator for audit round tarocchini-fresh-4.

Written from the source alone (/work/shared/seeds/004_c8bdb85b1ac896b0.txt, Russian).
Does NOT import validator. Fixed seeds. Writes NN-*.json beside itself and prints the
expectations (deal, event, code) and every score it computed.

Readings taken (see EXPECTED.md for the quotes):
- card points: K5 Q4 N3 J2 pips 1; T20 T19 T0 MATTO 5; other trumps 1; counted in pairs, one
  subtracted per pair (side = sum - ncards/2; the generator keeps every side's pile even); +6 last trick.
- cricche: tarocchi (T20 T19 T0 MATTO) 18/36, kings 17/34, queens 14/28, knights 13/26, jacks 12/24.
- sequences: 3 cards = 10, +5 per further card. contatori = T0, MATTO, never for the Angel or a King.
  trumps: T20 then 19 18 17 16 ... 5 contiguous (wild-filled), no two wilds adjacent except 17+16;
  of the two grande after the Angel at least one natural.
  suits: K then Q N J 1(ace) contiguous (wild-filled); of the two courts after K at least one natural.
  moretti (T1-T4) / aces: >= 2 natural + wilds, up to 6.
  A contatore may serve several combinations at once ("в нескольких местах").
- three or more cricche (or three or more sequences) counted at once: that group's points doubled.
- Anything where another reading gives a different figure is avoided (seeds re-drawn), see flags.
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
DECK = (
    [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
)
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO"}
WILDS = ("T0", "MATTO")


def suit(c):
    if c == "MATTO":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def pts(c):
    if c in FIVE:
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


assert sum(pts(c) for c in DECK) == 118


def rank(c):
    """higher wins; moretti T1-T4 all rank 1 (equal)."""
    s = suit(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    order = LONG if s in "SB" else ROUND
    return 10 - order.index(c[:-1])


def trick_winner(plays):
    """plays: list of (seat, card). Moretti tie: the last played is the highest (source)."""
    led = next(suit(c) for _, c in plays if c != "MATTO")
    best = None
    for seat, c in plays:
        if c == "MATTO":
            continue
        s = suit(c)
        if best is None:
            best = (seat, c)
            continue
        bs = suit(best[1])
        if s == "T" and bs != "T":
            best = (seat, c)
        elif s == bs and (rank(c) > rank(best[1]) or (s == "T" and rank(c) == 1 == rank(best[1]))):
            best = (seat, c)
    del led
    return best[0]


def legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seq_pts(n):
    return 10 + 5 * (n - 3)


def trump_seq(cards, w, gap_reading=False):
    if "T20" not in cards:
        return 0
    pos = list(range(19, 4, -1))
    if gap_reading:
        gnat = sum(f"T{i}" in cards for i in (19, 18, 17))
        if gnat == 0:
            return 0
        g = gnat + min(w, 3 - gnat)
        if g < 2:
            return 0
        if g < 3:
            return 1 + g
        # all grande filled: go on with the numbered ones using the rest, as contiguous
        rest = w - (3 - gnat)
        n = 4
        prev_wild = (3 - gnat) > 0 and "T17" not in cards
        for p in range(16, 4, -1):
            if f"T{p}" in cards:
                n += 1
                prev_wild = False
            elif rest > 0 and (not prev_wild or p == 16):
                n += 1
                rest -= 1
                prev_wild = True
            else:
                break
        return n
    best = 0
    missing = [p for p in pos if f"T{p}" not in cards]
    # try every subset of at most w missing positions to fill
    subsets = [()]
    for a in missing:
        subsets.append((a,))
    if w >= 2:
        for i, a in enumerate(missing):
            for b in missing[i + 1 :]:
                subsets.append((a, b))
    for sub in subsets:
        if len(sub) > w:
            continue
        n = 1
        prev = None
        wild_at = set(sub)
        for p in pos:
            if f"T{p}" in cards:
                n += 1
                prev = False
            elif p in wild_at:
                if prev and not (p == 16):
                    break
                n += 1
                prev = True
            else:
                break
        if n >= 3 and ("T19" in cards or "T18" in cards):
            best = max(best, n)
    return best if best >= 3 else 0


def suit_seq(cards, s, w, gap_reading=False, wild_ace=True):
    if "K" + s not in cards:
        return 0
    pos = ["Q", "N", "J", "1"]
    if gap_reading:
        courts = sum((r + s) in cards for r in "QNJ")
        if courts == 0:
            return 0
        g = courts + min(w, 3 - courts)
        if g < 2:
            return 0
        n = 1 + g
        if g == 3:
            if "1" + s in cards:
                n += 1
            elif wild_ace and w - (3 - courts) > 0:
                n += 1
        return n
    n = 1
    used = 0
    for r in pos:
        if r + s in cards:
            n += 1
        elif used < w and (wild_ace or r != "1"):
            n += 1
            used += 1
        else:
            break
    if n < 3:
        return 0
    if ("Q" + s) not in cards and ("N" + s) not in cards:
        return 0
    return n


def group_seq(cards, group, w):
    nat = sum(c in cards for c in group)
    if nat < 2:
        return 0
    return min(6, nat + w) if nat + w >= 3 else 0


MORETTI = ["T1", "T2", "T3", "T4"]
ACES = ["1" + s for s in SUITS]


def find_combos(cards):
    """-> (list of items, flags). Items as in the transcript vocabulary."""
    cards = set(cards)
    w = sum(c in cards for c in WILDS)
    items = []
    flags = []
    for name, (group, _, _) in CRICCA.items():
        n = len(group & cards)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
    t = trump_seq(cards, w)
    if t != trump_seq(cards, w, gap_reading=True):
        flags.append("trump-gap")
    if t:
        items.append({"kind": "sequence", "of": "trumps", "length": t})
    m = group_seq(cards, MORETTI, w)
    if m:
        items.append({"kind": "sequence", "of": "moretti", "length": m})
    a = group_seq(cards, ACES, w)
    if a:
        items.append({"kind": "sequence", "of": "aces", "length": a})
    for s in SUITS:
        n = suit_seq(cards, s, w)
        if n != suit_seq(cards, s, w, gap_reading=True) or n != suit_seq(cards, s, w, wild_ace=False):
            flags.append("suit-gap-or-wild-ace")
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    return items, flags


def wild_uses(cards, item):
    """how many contatori the item needs (for the reuse flag)."""
    cards = set(cards)
    if item["kind"] == "cricca":
        return 0
    w0 = 0
    f = {
        "trumps": lambda ww: trump_seq(cards, ww),
        "moretti": lambda ww: group_seq(cards, MORETTI, ww),
        "aces": lambda ww: group_seq(cards, ACES, ww),
        "suit": lambda ww: suit_seq(cards, item.get("suit"), ww),
    }[item["of"]]
    while w0 <= 2 and f(w0) < item["length"]:
        w0 += 1
    return w0


def item_pts(it):
    if it["kind"] == "cricca":
        _, three, four = CRICCA[it["of"]]
        return three if it["count"] == 3 else four
    return seq_pts(it["length"])


def combo_pts(items, flags=None):
    cr = [item_pts(i) for i in items if i["kind"] == "cricca"]
    sq = [item_pts(i) for i in items if i["kind"] == "sequence"]
    return sum(cr) * (2 if len(cr) >= 3 else 1) + sum(sq) * (2 if len(sq) >= 3 else 1)


def card_pts(pile):
    assert len(pile) % 2 == 0, pile
    return sum(pts(c) for c in pile) - len(pile) // 2


def round_gp(p):
    m = p // 50 * 50
    if m + 50 - p < 5:
        m += 50
    return m // 50


assert (
    round_gp(196) == 4
    and round_gp(195) == 3
    and round_gp(149) == 3
    and round_gp(145) == 2
    and round_gp(146) == 3
)


# ---------------------------------------------------------------- play
def play_deal(hands, first, side_of, rng, plant=None, matto_excuse_ok=False):
    """Plays out; returns (events, tricks[(plays, winner)], flags).
    plant: dict(kind=..., trick=t, ...) for revoke / notrump / out_of_turn."""
    n = len(hands)
    hands = [list(h) for h in hands]
    events = []
    tricks = []
    flags = []
    leader = first
    ntricks = len(hands[0])
    plant_done = plant is None
    for t in range(ntricks):
        order = [(leader + i) % n for i in range(n)]
        ooo = False
        if not plant_done and plant["kind"] == "out_of_turn" and t >= plant["trick"]:
            order = order[1:] + order[:1]
            ooo = True
            plant_done = True
            plant["event_trick"] = t
        plays = []
        for pos, seat in enumerate(order):
            led = next((suit(c) for _, c in plays if c != "MATTO"), None)
            if not plays:
                led = None
            h = hands[seat]
            opts = legal(h, led)
            card = None
            if not plant_done and t >= plant["trick"] and plays and seat == plant.get("seat", seat):
                if plant["kind"] == "revoke" and any(suit(c) == led for c in h):
                    bad = [c for c in h if suit(c) not in (led, None)]
                    if bad:
                        card = rng.choice(bad)
                elif plant["kind"] == "notrump" and led != "T" and not any(suit(c) == led for c in h):
                    tr = [c for c in h if suit(c) == "T"]
                    bad = [c for c in h if suit(c) not in ("T", None)]
                    if tr and bad:
                        card = rng.choice(bad)
                if card is not None:
                    plant_done = True
                    plant["at"] = (t, pos)
            if card is None:
                nm = [c for c in opts if c != "MATTO"]
                matto_ok = False
                if "MATTO" in opts and t < ntricks - 1 and plays:
                    if matto_excuse_ok:
                        matto_ok = True
                    elif pos == n - 1:
                        w = trick_winner(plays)
                        matto_ok = side_of[w] == side_of[seat]
                if matto_ok or not nm:
                    card = "MATTO"
                else:
                    if not plays:
                        # lead: random but prefer not the Matto
                        card = rng.choice(nm)
                    else:
                        card = rng.choice(nm)
            if card == "MATTO" and (not plays):
                flags.append("matto-led")
            if card == "MATTO" and t == ntricks - 1:
                flags.append("matto-last")
            h.remove(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        w = trick_winner(plays)
        if ooo:
            plant["winner"] = w
        tricks.append((plays, w))
        leader = w
    if not plant_done:
        flags.append("plant-not-done")
    return events, tricks, flags


def piles_after(tricks, side_of, nsides, flags):
    """card piles per side; Matto back to its owner's side, a low card to the winner (opponent)."""
    piles = [[] for _ in range(nsides)]
    matto = None
    for plays, w in tricks:
        for seat, c in plays:
            if c == "MATTO":
                matto = (seat, w)
                piles[side_of[seat]].append(c)
            else:
                piles[side_of[w]].append(c)
    if matto and side_of[matto[0]] != side_of[matto[1]]:
        flags.append("matto-exchange")
    return piles


def won_any(tricks, side_of, side):
    return any(side_of[w] == side for _, w in tricks)


# ---------------------------------------------------------------- declarations
def choose_declaration(hand, rng, full=True):
    items, flags = find_combos(hand)
    if flags:
        items = [i for i in items if i["kind"] == "cricca"]  # play it safe
    # no contatore counted twice in a declaration: drop items beyond the supply
    w = sum(c in hand for c in WILDS)
    out = []
    used = 0
    for it in items:
        u = wild_uses(hand, it)
        if used + u <= w:
            out.append(it)
            used += u
    if not full and out:
        out = out[: max(1, len(out) - 1)]
    return out


def deal_cards(rng, sizes):
    deck = list(DECK)
    rng.shuffle(deck)
    out = []
    i = 0
    for s in sizes:
        out.append(deck[i : i + s])
        i += s
    return out


def low_discards(hand, k, rng):
    cand = [c for c in hand if c not in FIVE and not c.startswith("K") and pts(c) == 1 and c[0] != "T"]
    rng.shuffle(cand)
    return cand[:k]


# ---------------------------------------------------------------- Ottocento
def ottocento_deal(rng, dealer, plant=None, force_hands=None, decl_override=None, discard_override=None):
    flags = []
    if force_hands:
        hands = force_hands
    else:
        parts = deal_cards(rng, [15, 15, 15, 15, 2])
        hands = parts[:4]
        hands[dealer] = hands[dealer] + parts[4]
    side_of = [0, 1, 0, 1]
    events = []
    dh = list(hands[dealer])
    disc = discard_override or low_discards(dh, 2, rng)
    if len(disc) < 2:
        flags.append("no-discard")
        return None, flags
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    for c in disc:
        dh.remove(c)
    play_hands = [list(h) for h in hands]
    play_hands[dealer] = dh
    decl_pts = [0, 0]
    decls = {}
    for i in range(1, 5):
        s = (dealer + i) % 4
        if decl_override and s in decl_override:
            items = decl_override[s]
        else:
            items = choose_declaration(play_hands[s], rng, full=rng.random() < 0.8)
        decls[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
        decl_pts[side_of[s]] += combo_pts(items)
    first = (dealer + 1) % 4
    pev, tricks, f2 = play_deal(play_hands, first, side_of, rng, plant=plant)
    flags += f2
    piles = piles_after(tricks, side_of, 2, flags)
    if flags:
        return None, flags
    dealer_won = any(w == dealer for _, w in tricks)
    side_won = won_any(tricks, side_of, side_of[dealer])
    if dealer_won != side_won:
        flags.append("discard-credit-option")
    piles[side_of[dealer] if dealer_won else 1 - side_of[dealer]] += disc
    last = side_of[tricks[-1][1]]
    detail = []
    score = []
    for side in (0, 1):
        items, f3 = find_combos(piles[side])
        flags += f3
        cp = combo_pts(items, flags)
        kp = card_pts(piles[side])
        lt = 6 if last == side else 0
        # reuse of contatori after play is my reading: flag where it matters
        w = sum(c in piles[side] for c in WILDS)
        if sum(wild_uses(piles[side], it) for it in items) > w:
            pass  # reading: a contatore serves several combinations
        score.append(decl_pts[side] + cp + kp + lt)
        detail.append(dict(declared=decl_pts[side], combos=items, combo_pts=cp, card_pts=kp, last=lt))
    assert detail[0]["card_pts"] + detail[1]["card_pts"] == 87
    return dict(
        hands=hands, events=events, plays=pev, tricks=tricks, score=score, detail=detail, decls=decls
    ), flags


# ---------------------------------------------------------------- Terziglio
def terziglio_deal(rng, dealer, widow_n, contract=None, plant=None, force=None):
    flags = []
    hs = 18 if widow_n == 8 else 19
    if force:
        hands, talon = force["hands"], force["talon"]
    else:
        parts = deal_cards(rng, [hs, hs, hs, widow_n])
        hands, talon = parts[:3], parts[3]
    events = []
    eldest = (dealer + 1) % 3
    # declarer: the hand with the most trumps, unless forced
    if force and "declarer" in force:
        decl = force["declarer"]
    else:
        decl = max(
            range(3), key=lambda s: sum(suit(c) == "T" for c in hands[s]) + sum(pts(c) for c in hands[s]) / 10
        )
    contract = contract or "gioco"
    bids = []
    for i in range(3):
        s = (eldest + i) % 3
        bids.append({"type": "bid", "seat": s, "bid": contract if s == decl else "pass"})
    if plant and plant["kind"] == "illegal_bid":
        # eldest bids solo (declarer), the next seat bids gioco over it, dealer passes
        decl = eldest
        contract = "solo"
        bids = [
            {"type": "bid", "seat": eldest, "bid": "solo"},
            {"type": "bid", "seat": (eldest + 1) % 3, "bid": "gioco"},
            {"type": "bid", "seat": dealer, "bid": "pass"},
        ]
    if plant and plant["kind"] == "bid_out_of_turn":
        second = (eldest + 1) % 3
        decl = second
        bids = [
            {"type": "bid", "seat": second, "bid": contract},
            {"type": "bid", "seat": eldest, "bid": "pass"},
            {"type": "bid", "seat": dealer, "bid": "pass"},
        ]
    events += bids
    side_of = [1, 1, 1]
    side_of[decl] = 0
    play_hands = [list(h) for h in hands]
    widow_pile = list(talon)
    if contract == "gioco":
        if force and "take" in force:
            take, disc = force["take"], force["discard"]
        else:
            good = [c for c in talon if suit(c) == "T" or c[0] in "KQ"]
            rng.shuffle(good)
            take = good[: rng.randint(1, 3)] if good else talon[:1]
            h = play_hands[decl] + take
            disc = low_discards([c for c in h if c not in take], len(take), rng)
            if len(disc) < len(take):
                flags.append("no-discard")
                return None, flags
        if plant and plant["kind"] == "illegal_discard":
            k = [c for c in play_hands[decl] if c.startswith("K")]
            if not k:
                flags.append("no-king")
                return None, flags
            disc = [k[0]] + disc[1:]
        events.append({"type": "take", "seat": decl, "cards": take})
        events.append({"type": "discard", "seat": decl, "cards": disc})
        play_hands[decl] = play_hands[decl] + take
        for c in disc:
            play_hands[decl].remove(c)
        widow_pile = [c for c in talon if c not in take] + disc
    decl_pts = [0, 0]
    for i in range(3):
        s = (eldest + i) % 3
        if plant and plant["kind"] == "illegal_declaration" and s == plant["seat_rel"](decl, eldest):
            items = plant["items"]
            if not plant["check"](play_hands[s]):
                flags.append("decl-plant-not-illegal")
        else:
            items = choose_declaration(play_hands[s], rng, full=rng.random() < 0.8)
        events.append({"type": "declare", "seat": s, "items": items})
        decl_pts[side_of[s]] += combo_pts(items)
    pev, tricks, f2 = play_deal(
        play_hands,
        eldest,
        side_of,
        rng,
        plant=plant if plant and plant["kind"] in ("revoke", "notrump", "out_of_turn") else None,
        matto_excuse_ok=bool(force and force.get("matto_excuse")),
    )
    flags += f2
    wins = [sum(side_of[w] == sd for _, w in tricks) for sd in (0, 1)]
    gp = [0, 0, 0]
    detail = {}
    if wins[0] == 0 or wins[1] == 0:
        winner = 0 if wins[1] == 0 else 1
        g = 40
        detail["all_tricks"] = winner
    else:
        piles = piles_after(tricks, side_of, 2, flags)
        if flags:
            return None, flags
        if contract == "gioco":
            piles[0 if wins[0] else 1] += widow_pile
        else:
            piles[side_of[tricks[-1][1]]] += widow_pile
        last = side_of[tricks[-1][1]]
        tot = []
        for sd in (0, 1):
            if len(piles[sd]) % 2:
                flags.append("odd-pile")
                return None, flags
            items, f3 = find_combos(piles[sd])
            flags += f3
            cp = combo_pts(items, flags)
            w = sum(c in piles[sd] for c in WILDS)
            if sum(wild_uses(piles[sd], it) for it in items) > w:
                pass  # reading: a contatore serves several combinations
            kp = card_pts(piles[sd])
            lt = 6 if last == sd else 0
            tot.append(decl_pts[sd] + cp + kp + lt)
            detail[sd] = dict(
                declared=decl_pts[sd], combos=items, combo_pts=cp, card_pts=kp, last=lt, pile=len(piles[sd])
            )
        winner = 0 if tot[0] > tot[1] else 1
        g = round_gp(tot[winner])
        if contract == "solo":
            g *= 2
        detail["points"] = tot
        if tot[winner] % 50 >= 45 or tot[winner] % 50 == 0:
            detail["rounding_edge"] = True
    for s in range(3):
        if side_of[s] == winner:
            gp[s] = g
    return dict(
        hands=hands,
        talon=talon,
        events=events,
        plays=pev,
        gp=gp,
        decl=decl,
        contract=contract,
        detail=detail,
        tricks=tricks,
    ), flags


# ---------------------------------------------------------------- sessions
def ev_index(deal_events, pred):
    for i, e in enumerate(deal_events):
        if pred(e):
            return i
    raise AssertionError


OK_FLAGS = set()


def ottocento_session(
    seed,
    ndeals,
    plants=None,
    first_dealer=3,
    wrong=None,
    omit_scores=(),
    decl_override=None,
    discard_override=None,
    force_hands=None,
    max_tries=4000,
):
    plants = plants or {}
    for k in range(max_tries):
        rng = random.Random(seed * 100003 + k)
        deals = []
        totals = [0, 0]
        ok = True
        for d in range(ndeals):
            dealer = (first_dealer + d) % 4
            plant = dict(plants[d]) if d in plants else None
            res, flags = ottocento_deal(
                rng,
                dealer,
                plant=plant,
                decl_override=(decl_override or {}).get(d),
                discard_override=(discard_override or {}).get(d),
                force_hands=(force_hands or {}).get(d),
            )
            if res is None or flags:
                ok = False
                break
            res["plant"] = plant
            deals.append(res)
        if not ok:
            continue
        # totals below 800 before the last deal
        out = []
        expected = []
        for d, res in enumerate(deals):
            evs = list(res["events"]) + list(res["plays"])
            if d not in omit_scores:
                written = list(res["score"])
                # the sheet writes each team's four lines: declarations, combinations (after play),
                # card points (in pairs), last trick
                for side in (0, 1):
                    det = res["detail"][side]
                    lines = [
                        ("declarations", det["declared"]),
                        ("combinations", det["combo_pts"]),
                        ("card_points", det["card_pts"]),
                        ("last_trick", det["last"]),
                    ]
                    for reason, v in lines:
                        if wrong and wrong[0] == d and wrong[1] == side and reason == "card_points":
                            v += wrong[2]
                            written[side] += wrong[2]
                            expected.append((d, len(evs), "wrong_score"))
                        evs.append({"type": "score", "party": f"team{side}", "points": v, "reason": reason})
                totals = [totals[0] + written[0], totals[1] + written[1]]
                evs.append({"type": "total", "party": "team0", "points": totals[0]})
                evs.append({"type": "total", "party": "team1", "points": totals[1]})
            out.append({"dealer": (first_dealer + d) % 4, "hands": res["hands"], "events": evs})
            res["evs"] = evs
        if max(totals) >= 800 and ndeals > 1:
            # keep it simple: no game end inside the session
            pre = [0, 0]
            for res in deals[:-1]:
                pre = [pre[0] + res["score"][0], pre[1] + res["score"][1]]
            if max(pre) >= 800 or max(totals) >= 800:
                continue
        return out, deals, expected, k
    raise RuntimeError("no seed")


def terziglio_session(
    seed,
    ndeals,
    widow_n,
    contracts,
    plants=None,
    first_dealer=0,
    wrong=None,
    omit_scores=(),
    forces=None,
    max_tries=6000,
    want=None,
):
    plants = plants or {}
    for k in range(max_tries):
        rng = random.Random(seed * 100019 + k)
        deals = []
        ok = True
        for d in range(ndeals):
            dealer = (first_dealer + d) % 3
            plant = dict(plants[d]) if d in plants else None
            res, flags = terziglio_deal(
                rng, dealer, widow_n, contract=contracts[d], plant=plant, force=(forces or {}).get(d)
            )
            if res is None or flags or res["detail"].get("rounding_edge"):
                ok = False
                break
            res["plant"] = plant
            deals.append(res)
        if not ok:
            continue
        if want and not want(deals):
            continue
        totals = [0, 0, 0]
        out = []
        expected = []
        for d, res in enumerate(deals):
            evs = list(res["events"]) + list(res["plays"])
            if d not in omit_scores:
                written = list(res["gp"])
                if wrong and wrong[0] == d:
                    written[wrong[1]] += wrong[2]
                    expected.append((d, len(evs) + wrong[1], "wrong_score"))
                for s in range(3):
                    evs.append({"type": "score", "party": s, "points": written[s]})
                totals = [totals[s] + written[s] for s in range(3)]
                for s in range(3):
                    evs.append({"type": "total", "party": s, "points": totals[s]})
            out.append(
                {
                    "dealer": (first_dealer + d) % 3,
                    "hands": res["hands"],
                    "talon": res["talon"],
                    "events": evs,
                }
            )
            res["evs"] = evs
        return out, deals, expected, k
    raise RuntimeError("no seed")


def play_event_index(res, t, pos):
    """index in the deal's events of the play at trick t, position pos."""
    n = 4 if len(res["hands"]) == 4 else 3
    return len(res["events"]) + t * n + pos


def write(name, game, rules, players, deals_out, meta):
    doc = {
        "format": "trick-transcript/1",
        "game": game,
        "rules": rules,
        "players": players,
        "meta": meta,
        "deals": deals_out,
    }
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")


OTTO_P = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_P = ["Elena", "Franco", "Giulia"]
SUMMARY = {}


def report(name, deals, expected, k, extra=None):
    lines = []
    for d, res in enumerate(deals):
        if "score" in res:
            lines.append(f"  deal {d}: dealer? score {res['score']} detail {res['detail']}")
        else:
            lines.append(
                f"  deal {d}: decl {res['decl']} {res['contract']} gp {res['gp']} detail {res['detail']}"
            )
    SUMMARY[name] = dict(expected=sorted(expected), tries=k)
    print(name, "tries", k, "expected", sorted(expected), extra or "")
    print("\n".join(lines))


def main():
    std = {"preset": "standard"}
    # 01 clean Ottocento, 3 deals (the doubled triple cricca is in 07, deal 0)
    out, deals, exp, k = ottocento_session(1, 3)
    write(
        "01-otto-clean-3deals.json", "tarocchini-ottocento", std, OTTO_P, out, {"round": "tarocchini-fresh-4"}
    )
    report("01-otto-clean-3deals.json", deals, exp, k)

    # 02 revoke (not following suit while holding it) in deal 1 of 2
    out, deals, exp, k = ottocento_session(2, 2, plants={1: {"kind": "revoke", "trick": 4}})
    p = deals[1]["plant"]
    exp.append((1, play_event_index(deals[1], *p["at"]), "revoke"))
    write(
        "02-otto-revoke-deal1.json", "tarocchini-ottocento", std, OTTO_P, out, {"round": "tarocchini-fresh-4"}
    )
    report("02-otto-revoke-deal1.json", deals, exp, k)

    # 03 failure to trump in deal 2 of 3
    out, deals, exp, k = ottocento_session(3, 3, plants={2: {"kind": "notrump", "trick": 3}})
    p = deals[2]["plant"]
    exp.append((2, play_event_index(deals[2], *p["at"]), "revoke"))
    write(
        "03-otto-failure-to-trump-deal2.json",
        "tarocchini-ottocento",
        std,
        OTTO_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("03-otto-failure-to-trump-deal2.json", deals, exp, k)

    # 04 illegal discard: the dealer lays away a King in deal 1 of 2
    def otto_king_discard(seed):
        for kk in range(4000):
            rng = random.Random(seed * 7 + kk)
            parts = deal_cards(rng, [15, 15, 15, 15, 2])
            hands = parts[:4]
            dealer = 0
            hands[dealer] = hands[dealer] + parts[4]
            ks = [c for c in hands[dealer] if c.startswith("K")]
            lows = low_discards(hands[dealer], 1, rng)
            if ks and lows:
                yield hands, [ks[0], lows[0]]

    gen = otto_king_discard(4)
    for hands, disc in gen:
        try:
            out, deals, exp, k = ottocento_session(
                4, 2, force_hands={1: hands}, discard_override={1: disc}, max_tries=30
            )
            break
        except RuntimeError:
            continue
    exp.append((1, 0, "illegal_discard"))
    write(
        "04-otto-illegal-discard-deal1.json",
        "tarocchini-ottocento",
        std,
        OTTO_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("04-otto-illegal-discard-deal1.json", deals, exp, k, extra=f"discard {disc}")

    # 05 illegal declaration in deal 1 (last): a cricca of kings with two kings; no scores for that deal
    def otto_bad_decl(seed):
        for kk in range(4000):
            rng = random.Random(seed * 11 + kk)
            parts = deal_cards(rng, [15, 15, 15, 15, 2])
            hands = parts[:4]
            dealer = 0
            hands[dealer] = hands[dealer] + parts[4]
            s = 2  # declares second (dealer 0: order 1,2,3,0)
            if sum(c.startswith("K") for c in hands[s]) == 2:
                yield hands

    for hands in otto_bad_decl(5):
        try:
            out, deals, exp, k = ottocento_session(
                5,
                2,
                force_hands={1: hands},
                omit_scores=(1,),
                decl_override={1: {2: [{"kind": "cricca", "of": "kings", "count": 3}]}},
                max_tries=30,
            )
            break
        except RuntimeError:
            continue
    exp.append((1, 2, "illegal_declaration"))
    write(
        "05-otto-illegal-declaration-deal1.json",
        "tarocchini-ottocento",
        std,
        OTTO_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("05-otto-illegal-declaration-deal1.json", deals, exp, k)

    # 06 out of turn: in deal 1 of 2 the seat after the trick's winner leads the next trick
    out, deals, exp, k = ottocento_session(6, 2, plants={1: {"kind": "out_of_turn", "trick": 5}})
    p = deals[1]["plant"]
    exp.append((1, play_event_index(deals[1], p["event_trick"], 0), "out_of_turn"))
    write(
        "06-otto-out-of-turn-deal1.json",
        "tarocchini-ottocento",
        std,
        OTTO_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("06-otto-out-of-turn-deal1.json", deals, exp, k)

    # 07 wrong score in deal 2 of 3 (team1 written 10 too many; totals are the sheet's arithmetic);
    # deal 0 has the doubled triple cricca declaration
    def otto_triple(seed):
        for kk in range(20000):
            rng = random.Random(seed * 13 + kk)
            parts = deal_cards(rng, [15, 15, 15, 15, 2])
            hands = parts[:4]
            hands[3] = hands[3] + parts[4]
            h = hands[1]  # declares first (dealer 3)
            n = {r: sum(c[:-1] == r for c in h) for r in "KQNJ"}
            if sum(v >= 3 for v in n.values()) >= 3:
                yield hands, [r for r in "KQNJ" if n[r] >= 3]

    names = {"K": "kings", "Q": "queens", "N": "knights", "J": "jacks"}
    for hands, rs in otto_triple(7):
        cnt = {r: sum(c[:-1] == r for c in hands[1]) for r in rs}
        items = [{"kind": "cricca", "of": names[r], "count": cnt[r]} for r in rs[:3]]
        try:
            out, deals, exp, k = ottocento_session(
                7, 3, force_hands={0: hands}, decl_override={0: {1: items}}, wrong=(2, 1, 10), max_tries=30
            )
            break
        except RuntimeError:
            continue
    write(
        "07-otto-wrong-score-deal2.json",
        "tarocchini-ottocento",
        std,
        OTTO_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("07-otto-wrong-score-deal2.json", deals, exp, k, extra=f"triple {items}")

    # ------------------------------------------------------------ Terziglio
    t8 = {"preset": "standard"}
    t5 = {"preset": "nineteen"}
    # 08 clean: gioco, solo, gioco
    out, deals, exp, k = terziglio_session(
        8, 3, 8, ["gioco", "solo", "gioco"], want=lambda ds: ds[1]["gp"][ds[1]["decl"]] > 0
    )
    write(
        "08-terz-clean-gioco-solo-gioco.json",
        "tarocchini-terziglio",
        t8,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("08-terz-clean-gioco-solo-gioco.json", deals, exp, k)

    # 09 nineteen: a gioco then a gioco where the declarer takes every trick (40 game points)
    trumps = [f"T{i}" for i in range(20, 4, -1)] + ["T1", "T2", "T3"]
    rest = [c for c in DECK if c not in trumps]

    def force_all(seed):
        rng = random.Random(seed)
        r = [c for c in rest if c != "T4"]
        rng.shuffle(r)
        # dealer 1, eldest 2 = declarer; opponents 0 and 1; widow holds T4
        widow = ["T4"] + r[:4]
        o = r[4:]
        hands = [None, None, None]
        hands[2] = list(trumps)
        hands[0] = o[:19]
        hands[1] = o[19:38]
        return {
            "hands": hands,
            "talon": widow,
            "declarer": 2,
            "take": ["T4"],
            "discard": ["T3"],
            "matto_excuse": True,
        }

    out, deals, exp, k = terziglio_session(9, 2, 5, ["gioco", "gioco"], forces={1: force_all(9)})
    write(
        "09-terz-nineteen-all-tricks.json",
        "tarocchini-terziglio",
        t5,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("09-terz-nineteen-all-tricks.json", deals, exp, k)

    # 10 illegal bid in deal 1: gioco over a solo
    out, deals, exp, k = terziglio_session(10, 2, 8, ["gioco", "solo"], plants={1: {"kind": "illegal_bid"}})
    exp.append((1, 1, "illegal_bid"))
    write(
        "10-terz-illegal-bid-deal1.json",
        "tarocchini-terziglio",
        t8,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("10-terz-illegal-bid-deal1.json", deals, exp, k)

    # 11 failure to trump in deal 1 of 2 (a solo)
    out, deals, exp, k = terziglio_session(
        11, 2, 8, ["gioco", "solo"], plants={1: {"kind": "notrump", "trick": 3}}
    )
    p = deals[1]["plant"]
    exp.append((1, play_event_index(deals[1], *p["at"]), "revoke"))
    write(
        "11-terz-failure-to-trump-deal1.json",
        "tarocchini-terziglio",
        t8,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("11-terz-failure-to-trump-deal1.json", deals, exp, k)

    # 12 illegal discard in deal 2 of 3: the gioco declarer lays a King into the widow
    out, deals, exp, k = terziglio_session(
        12, 3, 8, ["gioco", "gioco", "gioco"], plants={2: {"kind": "illegal_discard"}}
    )
    ix = ev_index(deals[2]["events"], lambda e: e["type"] == "discard")
    exp.append((2, ix, "illegal_discard"))
    write(
        "12-terz-illegal-discard-deal2.json",
        "tarocchini-terziglio",
        t8,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("12-terz-illegal-discard-deal2.json", deals, exp, k)

    # 13 wrong score in deal 1 of 2: the winner written one game point too many
    def w13(ds):
        return max(ds[1]["gp"]) > 0

    out, deals, exp, k = terziglio_session(13, 2, 5, ["gioco", "gioco"], want=w13)
    win = max(range(3), key=lambda s: deals[1]["gp"][s])
    # redo with the wrong score on that seat
    out, deals, exp, k = terziglio_session(13, 2, 5, ["gioco", "gioco"], want=w13, wrong=(1, win, 1))
    write(
        "13-terz-wrong-score-deal1.json",
        "tarocchini-terziglio",
        t5,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("13-terz-wrong-score-deal1.json", deals, exp, k)

    # 14 illegal declaration in deal 1 (last, no scores): an aces sequence of 4 with only 3 aces possible
    def chk(hand):
        w = sum(c in hand for c in WILDS)
        return group_seq(set(hand), ACES, w) == 3

    out, deals, exp, k = terziglio_session(
        14,
        2,
        8,
        ["gioco", "gioco"],
        omit_scores=(1,),
        plants={
            1: {
                "kind": "illegal_declaration",
                "seat_rel": lambda decl, eldest: eldest,
                "items": [{"kind": "sequence", "of": "aces", "length": 4}],
                "check": chk,
            }
        },
    )
    exp.append((1, None, "illegal_declaration"))
    # index of the eldest's declare
    ix = ev_index(deals[1]["events"], lambda e: e["type"] == "declare")
    exp[-1] = (1, ix, "illegal_declaration")
    write(
        "14-terz-illegal-declaration-deal1.json",
        "tarocchini-terziglio",
        t8,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("14-terz-illegal-declaration-deal1.json", deals, exp, k)

    # 15 bid out of turn in deal 1: the seat after the eldest bids first
    out, deals, exp, k = terziglio_session(
        15, 2, 8, ["gioco", "gioco"], plants={1: {"kind": "bid_out_of_turn"}}
    )
    exp.append((1, 0, "out_of_turn"))
    write(
        "15-terz-bid-out-of-turn-deal1.json",
        "tarocchini-terziglio",
        t8,
        TERZ_P,
        out,
        {"round": "tarocchini-fresh-4"},
    )
    report("15-terz-bid-out-of-turn-deal1.json", deals, exp, k)

    with open("/tmp/tarocchini-fresh-4-expected.json", "w") as f:
        json.dump(SUMMARY, f, indent=1)


if __name__ == "__main__":
    main()
