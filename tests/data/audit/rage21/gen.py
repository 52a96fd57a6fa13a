"""rage21 - my own model of Rage, written from the Czech source only (no import from validator/ or
replays/). Deals seeded hands, plays legal cards by my reading, computes round scores and running
totals, and plants single known faults where asked.  Run: python gen.py  (writes NN-*.json and
model.txt next to this file)."""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gita", "Honza"]


def deck() -> list[str]:
    return [f"{c}{v}" for c in COLOURS for v in range(16)] + list(ACTIONS)


def colour(card: str) -> str | None:
    return None if card in ACTIONS or card.isalpha() else card[0]


def value(card: str) -> int:
    return int(card[1:])


class Exhausted(Exception):
    pass


def turn(stock: list[str], pos: int) -> tuple[str, int, list[str]]:
    """Turn stock cards from pos until a colour card shows ("otáčejí se další karty z balíčku, až
    než se objeví nějaká barevná"). Returns colour, new pos, cards turned."""
    turned = []
    while True:
        if pos >= len(stock):
            raise Exhausted
        c = stock[pos]
        pos += 1
        turned.append(c)
        if colour(c):
            return c[0], pos, turned


def legal(hand: list[str], led: str | None) -> list[str]:
    """Follow the led colour with a colour card if you can; only a seat that cannot may play any
    other colour, a trump or an action card (the joker included)."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == led]
    return follow if follow else list(hand)


def trick_winner(cards: list[tuple[int, str, str | None]], trump: str | None) -> int:
    """cards: (seat, card, named) in order played. trump: the trump colour for this trick (None when
    a NOTRUMP was played in it). Returns the winning seat."""
    led = None
    for _, c, nm in cards:
        if c == "WILD":
            led = nm
            break
        if colour(c):
            led = colour(c)
            break
    if led is None:  # only action cards, no joker: the first card wins
        return cards[0][0]

    def strength(i: int, c: str, nm: str | None) -> tuple[str | None, int]:
        if c == "WILD":
            return nm, 100 + i  # highest of its colour; the later joker is stronger
        if colour(c):
            return colour(c), value(c)
        return None, -1

    best = None
    for want in ([trump] if trump else []) + [led]:
        for i, (s, c, nm) in enumerate(cards):
            col, st = strength(i, c, nm)
            if col == want and (best is None or st > best[1]):
                best = (s, st)
        if best is not None:
            return best[0]
    raise AssertionError("unreachable")


def play_round(rng, n, k, dealer, hands, stock, script=None, action_bias=0.5, log=None):
    """Plays a round. script: {(trick, seat): (card, named, force)}. Returns plays, per-seat tricks,
    per-seat +/-5 points, trump history, trick list."""
    script = script or {}
    hands = [list(h) for h in hands]
    trump, pos, turned = turn(stock, 0)
    trumps = [trump]
    leader = (dealer + 1) % n
    plays = []
    tricks = [0] * n
    bonus = [0] * n
    tlist = []
    for t in range(k):
        cards = []
        led = None
        notrump = False
        for j in range(n):
            seat = (leader + j) % n
            hand = hands[seat]
            key = (t, seat)
            if key in script:
                card, named, force = script[key]
                assert card in hand, (key, card, hand)
                if not force:
                    assert card in legal(hand, led), (key, card, legal(hand, led))
            else:
                opts = legal(hand, led)
                # keep clear of the orders the source leaves open: a CHANGE after a NOTRUMP in
                # the same trick, two NOTRUMPs in one trick; keep the stock from running dry
                colour_left = sum(1 for c in stock[pos:] if colour(c))
                opts2 = []
                for c in opts:
                    if c == "CHANGE" and (notrump or colour_left < 3):
                        continue
                    if c == "NOTRUMP" and (notrump or colour_left < 3):
                        continue
                    opts2.append(c)
                opts = opts2 or opts
                acts = [c for c in opts if not colour(c)]
                cols = [c for c in opts if colour(c)]
                if acts and (not cols or rng.random() < action_bias):
                    card = rng.choice(acts)
                else:
                    card = rng.choice(cols)
                named = None
                if card == "WILD":
                    named = rng.choice([led or rng.choice(COLOURS), trump or "R", rng.choice(COLOURS)])
            hand.remove(card)
            cards.append((seat, card, named))
            plays.append((seat, card, named))
            if card == "WILD" and led is None:
                led = named
            elif colour(card) and led is None:
                led = colour(card)
            if card == "CHANGE":
                trump, pos, tt = turn(stock, pos)
                trumps.append(trump)
            elif card == "NOTRUMP":
                notrump = True
        w = trick_winner(cards, None if notrump else trump)
        tricks[w] += 1
        for _, c, _ in cards:
            if c == "PLUS5":
                bonus[w] += 5
            elif c == "MINUS5":
                bonus[w] -= 5
        tlist.append({"cards": cards, "trump": None if notrump else trump, "winner": w})
        if notrump:  # "Po štychu se odkryje vrchní karta z balíku" - a new trump for the rest
            trump, pos, tt = turn(stock, pos)
            trumps.append(trump)
        leader = w
    assert all(not h for h in hands)
    return plays, tricks, bonus, trumps, tlist


def round_scores(k, bids, tricks, bonus, durch):
    n = len(bids)
    out = []
    for s in range(n):
        per = 1
        if durch and k > 1 and tricks[s] == k:
            per = 2
        sc = tricks[s] * per + bonus[s] + (10 if bids[s] == tricks[s] else -5)
        out.append(sc)
    return out


def deal_hands(rng, n, k, forced=None, excl=None, stock_prefix=None, include=None):
    """forced: {seat: [cards]} put into the hand; excl: {seat: 'RB'} colours the rest of the hand
    avoids; include: {seat: 'B'} the hand gets at least one colour card of these colours;
    stock_prefix: top cards of the stock."""
    forced = forced or {}
    excl = excl or {}
    include = include or {}
    rest = deck()
    for cs in list(forced.values()) + [stock_prefix or []]:
        for c in cs:
            rest.remove(c)
    rng.shuffle(rest)
    hands = []
    for s in range(n):
        h = list(forced.get(s, []))
        for col in include.get(s, ""):
            if not any(colour(c) == col for c in h):
                c = next(c for c in rest if colour(c) == col)
                rest.remove(c)
                h.append(c)
        while len(h) < k:
            c = next(c for c in rest if colour(c) is None or colour(c) not in excl.get(s, ""))
            rest.remove(c)
            h.append(c)
        rng.shuffle(h)
        hands.append(h)
    stock = list(stock_prefix or []) + rest
    assert sorted(sum(hands, []) + stock) == sorted(deck())
    return hands, stock


def choose_bids(rng, n, k, dealer, tricks, pm1, miss=(), hit=(), hit_p=0.5, forbid_sum=None):
    bids = [0] * n
    for s in range(n):
        if s in hit:
            bids[s] = tricks[s]
        elif s in miss or rng.random() >= hit_p:
            # a missed bid, as people miss them: one or two off
            choices = [b for b in range(k + 1) if b != tricks[s] and abs(b - tricks[s]) <= 2]
            bids[s] = rng.choice(choices)
        else:
            bids[s] = tricks[s]
    if pm1:
        if sum(bids) == k:
            # the dealer (last bidder) may not make the sum equal: move the dealer's bid
            d = dealer
            for b in sorted(range(k + 1), key=lambda b: abs(b - bids[d])):
                if b != bids[d] and sum(bids) - bids[d] + b != k and not (d in hit and b != tricks[d]) and not (d in miss and b == tricks[d]):
                    bids[d] = b
                    break
            assert sum(bids) != k
    return bids


def card_repr(c):
    return c


def build_deal(spec, totals, rng, log):
    """spec: dict with keys n, round, dealer, opts, forced, excl, include, stock_prefix, script,
    playonly, talon ('full'|'none'|'null'), bid_order ('turn'|'seat'|'end'), miss, hit,
    plant (list of fault dicts), predicate, action_bias."""
    n, rnd, dealer, opts = spec["n"], spec["round"], spec["dealer"], spec["opts"]
    k = 11 - rnd
    for attempt in range(5000):
        hands, stock = deal_hands(rng, n, k, spec.get("forced"), spec.get("excl"), spec.get("stock_prefix"), spec.get("include"))
        try:
            plays, tricks, bonus, trumps, tlist = play_round(
                rng, n, k, dealer, hands, stock, spec.get("script"), spec.get("action_bias", 0.5)
            )
        except Exhausted:
            continue
        pred = spec.get("predicate")
        if pred and not pred(tlist, tricks, bonus, k):
            continue
        break
    else:
        raise RuntimeError("no deal found for " + str(spec.get("label")))
    brng = random.Random(rng.random())
    bids = spec.get("bids_fixed") or choose_bids(
        brng, n, k, dealer, tricks, opts.get("plus_minus_one"), spec.get("miss_fn", lambda t: ())(tlist),
        spec.get("hit_fn", lambda t: ())(tlist), spec.get("hit_p", 0.5)
    )
    if spec.get("bid_adjust"):
        bids = spec["bid_adjust"](bids, tricks, k, dealer)
    scores = round_scores(k, bids, tricks, bonus, opts.get("durch"))
    new_totals = [a + b for a, b in zip(totals, scores)]
    # events
    bid_events = []
    order = [(dealer + 1 + j) % n for j in range(n)]
    bo = spec.get("bid_order", "turn")
    seat_list = order if bo == "turn" else list(range(n))
    for s in seat_list:
        bid_events.append({"type": "bid", "seat": s, "bid": bids[s]})
    play_events = []
    for s, c, nm in plays:
        e = {"type": "play", "seat": s, "card": c}
        if nm:
            e["named"] = nm
        play_events.append(e)
    events = (play_events + bid_events) if bo == "end" else (bid_events + play_events)
    rec_scores = list(scores)
    rec_totals = list(new_totals)
    plant = spec.get("plant", [])
    if plant == "DURCH":
        ds = tricks.index(k)
        plant = [{"kind": "score", "seat": ds, "value": lambda v: v - k}]
    for p in plant:
        if p["kind"] == "score":
            rec_scores[p["seat"]] = p["value"](scores[p["seat"]])
            rec_totals[p["seat"]] = totals[p["seat"]] + rec_scores[p["seat"]]
        elif p["kind"] == "total":
            rec_totals[p["seat"]] = p["value"](new_totals[p["seat"]])
    for s in range(n):
        events.append({"type": "score", "party": s, "points": rec_scores[s]})
    if spec.get("totals", True):
        for s in range(n):
            events.append({"type": "total", "party": s, "points": rec_totals[s]})
    deal = {"dealer": dealer, "hands": None if spec.get("playonly") else hands}
    tal = spec.get("talon", "full")
    if tal == "full":
        deal["talon"] = stock
    elif tal == "null":
        deal["talon"] = None
    elif tal == "empty":  # the stock not kept (the format requires the key for Rage)
        deal["talon"] = []
    deal["events"] = events
    # log
    log.append(f"  round {rnd} ({k} cards) dealer {dealer} trumps turned {trumps}")
    for i, t in enumerate(tlist):
        cs = " ".join(f"{s}:{c}{'=' + nm if nm else ''}" for s, c, nm in t["cards"])
        log.append(f"    trick {i + 1}: {cs} | trump {t['trump']} -> seat {t['winner']}")
    log.append(f"    bids {bids} tricks {tricks} +/-5 {bonus}")
    log.append(f"    scores {scores} (recorded {rec_scores})")
    log.append(f"    totals {new_totals} (recorded {rec_totals})")
    return deal, new_totals, events, {"bids": bids, "tricks": tricks, "bonus": bonus, "scores": scores, "totals": new_totals, "trumps": trumps, "tlist": tlist}


def build_file(name, n, opts, deals, start_totals=None, start_round=None, seed=0, meta=None, include_round=True):
    rng = random.Random(seed)
    log = [f"== {name}  players {n}  rules {opts}  start totals {start_totals} round {start_round}"]
    totals = list(start_totals) if start_totals else [0] * n
    out_deals = []
    infos = []
    for i, d in enumerate(deals):
        d = dict(d)
        d.setdefault("n", n)
        d["opts"] = opts
        d["round"] = (start_round or 1) + i
        log.append(f" deal {i}")
        deal, totals, events, info = build_deal(d, totals, rng, log)
        out_deals.append(deal)
        infos.append((events, info))
    t = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard", **opts}, "players": NAMES[:n]}
    if start_totals is not None or start_round is not None:
        st = {}
        if start_totals is not None:
            st["totals"] = list(start_totals)
        if start_round is not None and include_round:
            st["round"] = start_round
        t["start"] = st
    t["meta"] = meta or {}
    t["deals"] = out_deals
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    return log, infos
