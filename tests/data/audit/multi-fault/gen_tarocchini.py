"""Tarocchini (Bolognese, 62 cards; Russian Wikipedia text): a small model written from the source.

Model (source sections, Russian):
- deck: trumps 0-20 (the Moretti 1-4 of equal rank, the last played of them the highest), four
  suits S B (K Q N J 10 9 8 7 6 A) and C D (K Q N J A 6 7 8 9 10), the Matto (an excuse);
- Ottocento: four players, partners opposite; the dealer gets 15 and the last two, and lays two
  away, never a 5-point card ("которые не могут быть картами «5 очков»");
- Terziglio: three players, 18 each and 8 to the widow (standard preset); bids pass / gioco /
  solo; in gioco the declarer may exchange with the widow but never lay away a 5-point card;
- play: follow suit, else trump, else anything; the Matto may be played instead of following;
- Terziglio: a side that takes every trick is written 40 game points with no counting
  ("Подсчет очков не нужен, если одна из сторон выиграла все взятки; ей автоматически
  присуждается 40 игровых очков"); each player of the winning side is written them (option
  settlement = winners_score, the default).
No penalty exists in the source: faults are annotated and the deal stands as played.
"""

import random

from common import transcript, write

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]   # S B, high to low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high to low
P4 = ["Anna", "Bruno", "Carla", "Dario"]
P3 = ["Elena", "Franco", "Giulia"]
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def deck():
    d = ["T%d" % i for i in range(21)] + ["MATTO"]
    for s in SUITS:
        d += [r + s for r in LONG]
    return d


def suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" else c[-1]


def rank(c):
    if c[0] == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # the Moretti share one rank
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return 20 - order.index(c[:-1])


def legal(hand, trick):
    if not trick or all(c == "MATTO" for _, c in trick):
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = next(suit(c) for _, c in trick if c != "MATTO")
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def winner(trick):
    """trick in the order the cards were played."""
    led = next(suit(c) for _, c in trick if c != "MATTO")
    best = None
    for s, c in trick:
        if c == "MATTO":
            continue
        if suit(c) == "T":
            k = (2, rank(c))
        elif suit(c) == led:
            k = (1, rank(c))
        else:
            continue
        if best is None or k > best[0] or (k == best[0] and k == (2, 1)):
            best = (k, s)  # equal Moretti: the last played is the highest
    return best[1]


def play(rng, hands, leader, n, ntricks, choose=None, lead_override=None, swap=None):
    hands = [list(h) for h in hands]
    events, log = [], []
    for t in range(ntricks):
        if lead_override:
            leader = lead_override(t, leader)
        order = [(leader + i) % n for i in range(n)]
        play_order = list(order)
        if swap is not None and t == swap[0]:
            i = swap[1]
            play_order[i], play_order[i + 1] = play_order[i + 1], play_order[i]
        cards = {}
        for pos, seat in enumerate(play_order):
            tr = [(s, cards[s]) for s in order if s in cards]
            lg = legal(hands[seat], tr)
            card = choose(t, pos, seat, lg, hands[seat], tr) if choose else None
            if card is None and "MATTO" in lg and t >= 9 and pos > 0:
                card = "MATTO"  # the excuse is used before the last trick
            if card is None:
                nonm = [c for c in lg if c != "MATTO"]
                card = rng.choice(sorted(nonm or lg))
            hands[seat].remove(card)
            cards[seat] = card
            events.append({"type": "play", "seat": seat, "card": card})
        trick = [(s, cards[s]) for s in play_order]
        w = winner(trick)
        log.append((trick, w))
        leader = w
    return events, log


def fmt_log(log):
    return [(" ".join("%d:%s" % (s, c) for s, c in tr), w) for tr, w in log]


def revoke_hook(t_range, state, key, seats):
    def choose(t, pos, seat, lg, hand, trick):
        if key in state or seat not in seats or t not in t_range or not trick:
            return None
        led = next((suit(c) for _, c in trick if c != "MATTO"), None)
        if led is None or not any(suit(c) == led for c in hand):
            return None
        other = sorted(c for c in hand if suit(c) not in (led, None))
        if not other:
            return None
        state[key] = (seat, other[0], t)
        return other[0]
    return choose


def chain(*hooks):
    def choose(*a):
        for h in hooks:
            c = h(*a)
            if c is not None:
                return c
        return None
    return choose


def sort_hand(h):
    def key(c):
        if c == "MATTO":
            return (0, 0)
        if suit(c) == "T":
            return (1, -int(c[1:]))
        return (2 + SUITS.index(c[-1]), -rank(c))
    return sorted(h, key=key)


def ottocento_deal(rng, dealer):
    d = deck()
    rng.shuffle(d)
    hands = [d[15 * i:15 * (i + 1)] for i in range(4)]
    hands = [hands[(i - dealer - 1) % 4] for i in range(4)]
    hands[dealer] = hands[dealer] + d[60:62]
    return hands


def t17():
    """Ottocento: the dealer lays a King away; an opponent revokes; the dealer's partner plays out
    of turn later."""
    rng = random.Random(1717)
    dealer = 1
    partner = (dealer + 2) % 4
    opponents = [(dealer + 1) % 4, (dealer + 3) % 4]
    for _ in range(100000):
        hands = ottocento_deal(rng, dealer)
        kings = sorted(c for c in hands[dealer] if c[0] == "K" and suit(c) != "T")
        low = sorted([c for c in hands[dealer] if c != "MATTO" and suit(c) in SUITS and c[0] not in "KQNJ"], key=rank)
        if not kings or not low:
            continue
        discard = [kings[0], low[0]]
        after = [list(h) for h in hands]
        after[dealer] = [c for c in hands[dealer] if c not in discard]
        state = {}
        hook = revoke_hook(range(2, 5), state, "rev", opponents)
        t_swap = 8
        # the partner's place in trick 8 is only known after play; try each split point
        for i in (1, 2):
            r2 = random.Random(rng.random())
            st = {}
            ev, log = play(r2, after, (dealer + 1) % 4, 4, 15, revoke_hook(range(2, 5), st, "rev", opponents),
                           swap=(t_swap, i))
            order = [s for s, _ in log[t_swap][0]]
            if "rev" in st and order[i] == partner:
                state = st
                break
        else:
            continue
        break
    head = [{"type": "discard", "seat": dealer, "cards": discard}]
    ri = 1 + next(k for k, e in enumerate(ev) if e["card"] == state["rev"][1])
    oi = 1 + 4 * t_swap + i
    write("17-ottocento-king-laid-away-revoke-out-of-turn.json",
          transcript("tarocchini-ottocento", P4,
                     [{"dealer": dealer, "hands": [sort_hand(h) for h in hands], "events": head + ev}],
                     rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "a King laid away by the dealer, a revoke, a card out of turn; no score written"}))
    print("T17 dealer", dealer, "discard", discard, "ev 0; revoke", state["rev"], "ev", ri, "out of turn (partner", partner, ") ev", oi)
    for x in fmt_log(log):
        print("    ", x)


def t18():
    """Ottocento: all four ask for monte (the deal is thrown in), and the table plays it anyway;
    a revoke in that play."""
    rng = random.Random(1818)
    dealer = 2
    for _ in range(100000):
        hands = ottocento_deal(rng, dealer)
        low = sorted([c for c in hands[dealer] if c != "MATTO" and suit(c) in SUITS and c[0] not in "KQNJ"], key=rank)
        discard = low[:2]
        after = [list(h) for h in hands]
        after[dealer] = [c for c in hands[dealer] if c not in discard]
        state = {}
        ev, log = play(rng, after, (dealer + 1) % 4, 4, 15, revoke_hook(range(3, 7), state, "rev", [0, 1, 2, 3]))
        if "rev" in state:
            break
    head = [{"type": "redeal", "seat": (dealer + 1 + i) % 4, "reason": "monte"} for i in range(4)]
    head += [{"type": "discard", "seat": dealer, "cards": discard}]
    ri = len(head) + next(k for k, e in enumerate(ev) if e["card"] == state["rev"][1])
    write("18-ottocento-monte-by-all-then-played.json",
          transcript("tarocchini-ottocento", P4,
                     [{"dealer": dealer, "hands": [sort_hand(h) for h in hands], "events": head + ev}],
                     rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "all four ask monte; the table plays the deal anyway, with a revoke"}))
    print("T18 dealer", dealer, "monte events 0-3, discard ev 4, first play ev 5; revoke", state["rev"], "ev", ri)


def sweep_deal(rng, dealer, declarer, extra_cards=()):
    """Terziglio deal where the declarer holds the trumps 3-20 (plus extra_cards swapped in)."""
    d = deck()
    decl = ["T%d" % i for i in range(3, 21)]
    rest = [c for c in d if c not in decl]
    rng.shuffle(rest)
    hands = [None] * 3
    others = [(declarer + 1) % 3, (declarer + 2) % 3]
    hands[declarer] = list(decl)
    hands[others[0]] = rest[:18]
    hands[others[1]] = rest[18:36]
    widow = rest[36:44]
    return hands, widow, others


def sweep_play(rng, hands, dealer, declarer, choose_extra=None, matto_trick=4):
    state = {"matto": False}

    def choose(t, pos, seat, lg, hand, trick):
        if choose_extra:
            c = choose_extra(t, pos, seat, lg, hand, trick)
            if c is not None:
                return c
        if seat == declarer and pos == 0:
            return max(hand, key=lambda c: int(c[1:]) if c[0] == "T" else -1)
        if seat == declarer:
            return max([c for c in lg if suit(c) == "T"], key=lambda c: int(c[1:]))
        if "MATTO" in hand and t >= matto_trick and pos > 0:
            return "MATTO"
        return None

    ev, log = play(rng, hands, (dealer + 1) % 3, 3, 18, choose)
    return ev, log


def t19():
    """Terziglio: a gioco over a gioco (not higher), the declarer lays a King away in his
    exchange, an opponent revokes; the declarer takes every trick: 40 game points."""
    rng = random.Random(1919)
    dealer, declarer = 0, 1
    for _ in range(100000):
        hands, widow, others = sweep_deal(rng, dealer, declarer)
        # the declarer was dealt a King instead of one trump, which lies in the widow
        kings = [c for c in hands[others[0]] + hands[others[1]] if c[0] == "K" and suit(c) != "T"]
        k = kings[0]
        holder = others[0] if k in hands[others[0]] else others[1]
        t = "T11"
        hands[declarer] = [c for c in hands[declarer] if c != t] + [k]
        hands[holder] = [c for c in hands[holder] if c != k] + [widow[0]]
        widow = [t] + widow[1:]
        after = [list(h) for h in hands]
        after[declarer] = [c for c in after[declarer] if c != k] + [t]
        st = {}
        hook = revoke_hook(range(1, 4), st, "rev", others)
        ev, log = sweep_play(rng, after, dealer, declarer, hook)
        if "rev" in st and all(w == declarer for _, w in log):
            break
    head = [{"type": "bid", "seat": 1, "bid": "gioco"},
            {"type": "bid", "seat": 2, "bid": "gioco"},  # not higher than the gioco before it
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "take", "seat": declarer, "cards": [t]},
            {"type": "discard", "seat": declarer, "cards": [k]}]
    # the second gioco is not higher than the first: the first gioco stands? -- see EXPECTED.md
    ri = len(head) + next(i for i, e in enumerate(ev) if e["card"] == st["rev"][1])
    sc = [{"type": "score", "party": s, "points": 40 if s == declarer else 0, "reason": "game_points"} for s in range(3)]
    tot = [{"type": "total", "party": s, "points": 40 if s == declarer else 0} for s in range(3)]
    write("19-terziglio-gioco-over-gioco-king-laid-away-revoke.json",
          transcript("tarocchini-terziglio", P3,
                     [{"dealer": dealer, "hands": [sort_hand(h) for h in hands], "talon": widow, "events": head + ev + sc + tot}],
                     rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "a second gioco, a King laid away in the exchange, a revoke; every trick to the declarer"}))
    print("T19 declarer", declarer, "king", k, "revoke", st["rev"], "ev", ri, "score idx", len(head) + len(ev))
    for x in fmt_log(log)[:5]:
        print("    ", x)


def t20():
    """Terziglio, three deals each swept by its declarer (40 game points): a wrong score in deal 0,
    an addition slip in a total in deal 2."""
    rng = random.Random(2020)
    start = [120, 80, 40]
    tot_rules, tot_sheet = list(start), list(start)
    deals = []
    for k in range(3):
        dealer = k % 3
        declarer = (dealer + 1 + k) % 3
        hands, widow, others = sweep_deal(rng, dealer, declarer)
        while True:
            ev, log = sweep_play(random.Random(rng.random()), hands, dealer, declarer)
            if all(w == declarer for _, w in log):
                break
        order = [(dealer + 1 + i) % 3 for i in range(3)]
        head = [{"type": "bid", "seat": s, "bid": "gioco" if s == declarer else "pass"} for s in order]
        sc = [40 if s == declarer else 0 for s in range(3)]
        written = list(sc)
        if k == 0:
            written[others[0]] = 40  # an opponent written the declarer's 40 as well
        tot_rules = [a + b for a, b in zip(tot_rules, sc)]
        new_sheet = [a + b for a, b in zip(tot_sheet, written)]
        if k == 2:
            new_sheet[declarer] += 10
        tot_sheet = new_sheet
        evs = head + ev
        sidx = len(evs)
        evs += [{"type": "score", "party": s, "points": written[s], "reason": "game_points"} for s in range(3)]
        evs += [{"type": "total", "party": s, "points": tot_sheet[s]} for s in range(3)]
        deals.append({"dealer": dealer, "hands": [sort_hand(h) for h in hands], "talon": widow, "events": evs})
        print("T20 deal", k, "dealer", dealer, "declarer", declarer, "scores", sc, "written", written, "score idx", sidx,
              "tot rules", tot_rules, "tot sheet", tot_sheet)
    write("20-terziglio-wrong-score-then-independent-wrong-total.json",
          transcript("tarocchini-terziglio", P3, deals, rules={"preset": "standard"}, start={"totals": start},
                     meta={"audit": "multi-fault", "case": "three swept deals: a wrong score, and an addition slip in a total two deals later"}))


if __name__ == "__main__":
    t17()
    t18()
    t19()
    t20()
