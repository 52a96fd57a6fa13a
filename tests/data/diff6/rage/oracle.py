"""Independent Rage referee for records WITH hands that STOP EARLY.

Written from the Czech source /work/shared/seeds/001_e7f9d50c98dca0e9.txt (cited S:<line>)
and the format spec (F:). No engine/simulator code was read.

judge_deal(deal, n_players, opts) -> dict with
  plays: {event_index: None | code}   legality of each kept play (code of the fault)
  complete: bool                      all tricks of the round are in the record
  scores_recorded: {seat: points}
  expected: {seat: points} (only when complete)
  reachable_joint: True/False/None    the written scores (all seats together) can come
                                      out of some legal way of playing the rest (None: search budget hit)
  reachable_seat: {seat: True/False/None}  same, each seat on its own
"""
COLOURS = "RBGYPO"            # S:17 six colours, values 0..15
ACTION = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}   # S:19


def colour(card):
    return card[0] if card not in ACTION else None


def value(card):
    return int(card[1:])


def first_trump(talon, pos):
    """S:31 / S:125 / S:127: turn cards from the stock until a colour card shows.
    Returns (colour or None if stock runs out, new position)."""
    while pos < len(talon):
        c = talon[pos]
        pos += 1
        if colour(c):
            return colour(c), pos
    return None, pos


class Trick:
    def __init__(self, leader, trump, tpos):
        self.leader = leader
        self.cards = []          # (seat, card, named)
        self.trump = trump       # trump colour in force for this trick (after CHANGE)
        self.tpos = tpos
        self.notrump = False     # S:121 NOTRUMP: no trump colour in this trick
        self.led = None          # S:131 first colour card or joker sets the colour to follow

    def eff_colour(self, card, named):
        return named if card == "WILD" else colour(card)


def legal_plays(hand, led):
    """S:99/S:101: must follow the led colour; only if void any other colour, trump or action
    card (S:105, S:115). A joker is an action card (S:19), so it too needs a void (S:115)."""
    if led is None:
        return set(hand)
    follow = {c for c in hand if colour(c) == led}
    return follow if follow else set(hand)


def fault_code(card, hand, led):
    if led is None:
        return None
    if colour(card) == led:
        return None
    if any(colour(c) == led for c in hand):
        return "action_card_while_able_to_follow" if card in ACTION else "revoke"
    return None


def play_card(tr, seat, card, named, talon):
    """Add a card to the trick, applying immediate action effects."""
    tr.cards.append((seat, card, named))
    if card == "NOTRUMP":                       # S:121
        tr.notrump = True
    elif card == "CHANGE":                      # S:127 new trump for this trick and the rest
        tr.trump, tr.tpos = first_trump(talon, tr.tpos)
    if tr.led is None:
        ec = tr.eff_colour(card, named)
        if ec:
            tr.led = ec


def winner(tr):
    """S:107-109, S:121, S:127, S:129, S:131."""
    trump = None if tr.notrump else tr.trump    # NOTRUMP rules the whole trick (reading 1, see REPORT C-1)

    def strength(i, seat, card, named):
        ec = tr.eff_colour(card, named)
        if ec is None:
            return None
        # S:129 joker = highest card of its colour; second joker of same colour beats first
        v = 100 + i if card == "WILD" else value(card)
        if trump and ec == trump:
            return (2, v)
        if ec == tr.led:
            return (1, v)
        return None
    best = None
    for i, (seat, card, named) in enumerate(tr.cards):
        s = strength(i, seat, card, named)
        if s is not None and (best is None or s > best[0]):
            best = (s, seat)
    if best is None:                             # S:131 only action cards: first card wins
        return tr.cards[0][0]
    return best[1]


def end_trick(tr, talon):
    """S:125: after a trick with NOTRUMP the next colour card is turned for the rest."""
    trump, tpos = tr.trump, tr.tpos
    if tr.notrump:
        trump, tpos = first_trump(talon, tpos)
    return trump, tpos


def score(tricks, plus, minus, bid, ncards, opts, n_tricks_total):
    """S:137-145; S:163 durch (not in the one-card round)."""
    per = 1
    if opts.get("durch") and tricks == n_tricks_total and ncards > 1:
        per = 2
    s = per * tricks + 5 * plus - 5 * minus
    if bid is None:
        return None
    s += 10 if bid == tricks else -5
    return s


class Budget(Exception):
    pass


def judge_deal(deal, n, opts, budget=200000):
    hands = [list(h) for h in deal["hands"]]
    talon = deal.get("talon") or []
    dealer = deal["dealer"]
    ncards = len(hands[0])
    events = deal["events"]
    bids = {}
    recorded = {}
    plays = {}
    trump, tpos = first_trump(talon, 0)          # S:31
    leader = (dealer + 1) % n                    # S:99
    tr = Trick(leader, trump, tpos)
    tallies = [[0, 0, 0] for _ in range(n)]      # tricks, plus5, minus5
    tricks_done = 0
    hand_sets = [list(h) for h in hands]
    for i, e in enumerate(events):
        t = e["type"]
        if t == "bid":
            if isinstance(e.get("bid"), int):
                bids.setdefault(e["seat"], e["bid"])
        elif t == "score":
            recorded[e["party"]] = e["points"]
        elif t == "play":
            seat, card, named = e["seat"], e["card"], e.get("named")
            expect = (tr.leader + len(tr.cards)) % n
            h = hand_sets[seat]
            code = None
            if seat != expect:
                code = "out_of_turn"
            elif card not in h:
                code = "card_not_in_hand"
            elif card == "WILD" and named not in list(COLOURS):
                code = "wild_without_colour"
            else:
                code = fault_code(card, h, tr.led)
            plays[i] = code
            if code in ("out_of_turn", "card_not_in_hand"):
                return {"plays": plays, "broken": True}
            h.remove(card)
            play_card(tr, seat, card, named, talon)
            if len(tr.cards) == n:
                w = winner(tr)
                tallies[w][0] += 1
                tallies[w][1] += sum(1 for _, c, _ in tr.cards if c == "PLUS5")
                tallies[w][2] += sum(1 for _, c, _ in tr.cards if c == "MINUS5")
                trump, tpos = end_trick(tr, talon)
                tricks_done += 1
                tr = Trick(w, trump, tpos)
    res = {"plays": plays, "broken": False, "scores_recorded": recorded,
           "complete": tricks_done == ncards}
    if res["complete"]:
        res["expected"] = {s: score(*tallies[s], bids.get(s), ncards, opts, ncards) for s in range(n)}
    if recorded:
        state = dict(hands=hand_sets, tr=tr, tallies=tallies, talon=talon, n=n,
                     ncards=ncards, opts=opts, bids=bids)
        try:
            res["reachable_joint"] = reachable(state, recorded, budget)
        except Budget:
            res["reachable_joint"] = None
        res["reachable_seat"] = {}
        for s, p in recorded.items():
            try:
                res["reachable_seat"][s] = reachable(state, {s: p}, budget)
            except Budget:
                res["reachable_seat"][s] = None
    return res


def _score_options(tal, bid, rem_tricks, plus_avail, minus_avail, ncards, opts, all_tricks_possible):
    """All scores a seat can still end with (necessary condition, for pruning)."""
    out = set()
    for dt in range(rem_tricks + 1):
        t = tal[0] + dt
        for dp in range(plus_avail + 1):
            for dm in range(minus_avail + 1):
                bids = [bid] if bid is not None else list(range(ncards + 1))  # secret bid not yet written
                for b in bids:
                    for durch in ((False, True) if t == ncards else (False,)):
                        o = dict(opts) if durch else {}
                        s = score(t, tal[1] + dp, tal[2] + dm, b, ncards, o, ncards)
                        out.add(s)
    return out


def reachable(st, targets, budget):
    """Is there a legal way of playing the rest (S:99-131) that gives these written scores?"""
    n, talon, ncards, opts = st["n"], st["talon"], st["ncards"], st["opts"]
    bids = st["bids"]
    hands0 = [tuple(sorted(h)) for h in st["hands"]]
    tr0 = st["tr"]
    counter = [0]
    seen = set()

    def final_ok(tallies):
        for s, p in targets.items():
            bid = bids.get(s)
            t, pl, mi = tallies[s]
            if bid is None:
                cands = {score(t, pl, mi, b, ncards, opts, ncards) for b in range(ncards + 1)}
                if p not in cands:
                    return False
            elif score(t, pl, mi, bid, ncards, opts, ncards) != p:
                return False
        return True

    def prune(hands, tr, tallies):
        rem = ncards - sum(x[0] for x in tallies)   # tricks still to be won
        pa = sum(h.count("PLUS5") for h in hands) + sum(1 for _, c, _ in tr.cards if c == "PLUS5")
        ma = sum(h.count("MINUS5") for h in hands) + sum(1 for _, c, _ in tr.cards if c == "MINUS5")
        for s, p in targets.items():
            if p not in _score_options(tallies[s], bids.get(s), rem, pa, ma, ncards, opts, True):
                return True
        return False

    def key(hands, tr, tallies):
        return (hands, tuple((s, c, nm) for s, c, nm in tr.cards), tr.leader, tr.trump, tr.tpos,
                tr.notrump, tr.led, tuple(tuple(x) for x in tallies))

    def rec(hands, tr, tallies):
        counter[0] += 1
        if counter[0] > budget:
            raise Budget
        if all(len(h) == 0 for h in hands) and not tr.cards:
            return final_ok(tallies)
        k = key(hands, tr, tallies)
        if k in seen:
            return False
        if prune(hands, tr, tallies):
            seen.add(k)
            return False
        seat = (tr.leader + len(tr.cards)) % n
        h = hands[seat]
        opts_cards = sorted(legal_plays(h, tr.led))
        for card in opts_cards:
            nameds = list(COLOURS) if card == "WILD" else [None]
            for nm in nameds:
                nt = Trick(tr.leader, tr.trump, tr.tpos)
                nt.cards = list(tr.cards)
                nt.notrump, nt.led = tr.notrump, tr.led
                play_card(nt, seat, card, nm, talon)
                nh = list(hands)
                lst = list(h)
                lst.remove(card)
                nh[seat] = tuple(lst)
                nh = tuple(nh)
                ntal = [list(x) for x in tallies]
                if len(nt.cards) == n:
                    w = winner(nt)
                    ntal[w][0] += 1
                    ntal[w][1] += sum(1 for _, c, _ in nt.cards if c == "PLUS5")
                    ntal[w][2] += sum(1 for _, c, _ in nt.cards if c == "MINUS5")
                    trump, tpos = end_trick(nt, talon)
                    nt = Trick(w, trump, tpos)
                if rec(nh, nt, ntal):
                    return True
        seen.add(k)
        return False

    return rec(tuple(hands0), tr0, [list(x) for x in st["tallies"]])
