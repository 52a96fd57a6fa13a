"""Constructor of legal Rage rounds with chosen hands / stock, biased towards rare plays.

build_session(rng, n, first_cards, ndeals, opts, style) -> (transcript, truth)
truth: per deal the full (unrecorded) stock, winners and trumps as played.
The play is legal by the source (S:99-131); trick winners use oracle.trick_winner with the full
stock, so hidden (unrecorded) stock cards decide the trumps the record cannot show.
"""
import random
from oracle import COLOURS, ACTION, colour, trick_winner, round_score

DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + \
    ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deal_cards(rng, n, k, style):
    deck = list(DECK)
    rng.shuffle(deck)
    if style.get("action_rich"):
        act = [c for c in deck if c in ACTION]
        col = [c for c in deck if c not in ACTION]
        keep = int(len(act) * style.get("action_share", 0.8))
        hands_flat = (act[:keep] + col)[: n * k]
        rng.shuffle(hands_flat)
        rest = list(deck)
        for c in hands_flat:
            rest.remove(c)
        rng.shuffle(rest)
        if style.get("stock_action_top"):
            a2 = [c for c in rest if c in ACTION]
            c2 = [c for c in rest if c not in ACTION]
            rest = a2 + c2
        hands = [hands_flat[i * k:(i + 1) * k] for i in range(n)]
        return hands, rest
    if style.get("durch_stack"):
        tc = rng.choice(COLOURS)
        lead = style["durch_seat"]
        top = [f"{tc}{v}" for v in range(15, 15 - k, -1)]
        others = [c for c in deck if c not in top and c not in ACTION and c[0] != tc]
        rest_pool = [c for c in deck if c not in top]
        hands = [None] * n
        hands[lead] = top
        idx = 0
        for s in range(n):
            if s != lead:
                hands[s] = others[idx:idx + k]
                idx += k
        used = top + others[:idx]
        rest = list(deck)
        for c in used:
            rest.remove(c)
        rng.shuffle(rest)
        # the first stock card shows the trump colour
        tcard = next(c for c in rest if c[0] == tc and c not in ACTION)
        rest.remove(tcard)
        rest.insert(0, tcard)
        return hands, rest
    hands = [deck[i * k:(i + 1) * k] for i in range(n)]
    return hands, deck[n * k:]


class Play:
    def __init__(self, stock):
        self.stock = list(stock)
        self.pos = 0
        self.ends = []   # stock position after each turn

    def turn(self):
        while self.pos < len(self.stock):
            c = self.stock[self.pos]
            self.pos += 1
            if colour(c):
                self.ends.append(self.pos)
                return colour(c), self.pos
        raise RuntimeError("full stock exhausted")


def play_round(rng, n, dealer, hands, stock, style):
    """Legal random play, biased towards action cards. Returns (plays, winners, trumps, talon_used)."""
    hands = [list(h) for h in hands]
    st = Play(stock)
    trump, _ = st.turn()
    trumps = [trump]
    leader = (dealer + 1) % n
    plays, winners = [], []
    p_act = style.get("p_act", 0.5)
    p_lead_act = style.get("p_lead_act", 0.3)
    k = len(hands[0])
    tally = [[0, 0, 0] for _ in range(n)]
    for t in range(k):
        cur, led, notrump = [], None, False
        for j in range(n):
            s = (leader + j) % n
            h = hands[s]
            if led is None:
                legal = list(h)
            else:
                fol = [c for c in h if colour(c) == led]
                legal = fol if fol else list(h)
            acts = [c for c in legal if c in ACTION]
            if acts and rng.random() < (p_lead_act if j == 0 else p_act):
                card = rng.choice(acts)
            else:
                card = rng.choice(legal)
            named = None
            if card == "WILD":
                r = rng.random()
                if led and r < 0.4:
                    named = led
                elif r < 0.7:
                    named = trump
                else:
                    named = rng.choice(COLOURS)
            h.remove(card)
            cur.append((s, card, named))
            plays.append((s, card, named))
            if led is None:
                ec = named if card == "WILD" else colour(card)
                if ec:
                    led = ec
            if card == "NOTRUMP":
                notrump = True
            elif card == "CHANGE":
                trump, _ = st.turn()
                trumps.append(trump)
        w = trick_winner(cur, trump, notrump)
        winners.append(w)
        tally[w][0] += 1
        tally[w][1] += sum(1 for x in cur if x[1] == "PLUS5")
        tally[w][2] += sum(1 for x in cur if x[1] == "MINUS5")
        if notrump and t < k - 1:
            trump, _ = st.turn()
            trumps.append(trump)
        leader = w
    return plays, winners, trumps, st.ends, tally


def choose_bids(rng, n, dealer, k, tally, opts, style):
    order = [(dealer + 1 + j) % n for j in range(n)]
    bids = {}
    for s in order:
        tr = tally[s][0]
        r = rng.random()
        if r < style.get("p_made", 0.5):
            b = tr
        elif r < 0.7:
            b = 0
        else:
            b = rng.randint(0, k)
        bids[s] = b
    if opts.get("plus_minus_one") and sum(bids.values()) == k:
        forb = bids[dealer]
        choices = [b for b in range(k + 1) if b != forb]
        bids[dealer] = rng.choice(choices)
    return order, bids


def build_deal(rng, n, k, dealer, opts, style):
    hands, stock = deal_cards(rng, n, k, style)
    plays, winners, trumps, used, tally = play_round(rng, n, dealer, hands, stock, style)
    order, bids = choose_bids(rng, n, dealer, k, tally, opts, style)
    scores = [round_score(tally[s][0], tally[s][1], tally[s][2], bids[s], k, opts.get("durch"))
              for s in range(n)]
    events = []
    bid_evs = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
    play_evs = []
    for s, c, nm in plays:
        e = {"type": "play", "seat": s, "card": c}
        if nm:
            e["named"] = nm
        play_evs.append(e)
    if opts.get("secret_bid"):
        # bids may be recorded anywhere in the round (digest Options)
        evs = list(play_evs)
        for b in rng.sample(bid_evs, len(bid_evs)):
            evs.insert(rng.randint(0, len(evs)), b)
        events = evs
    elif opts.get("hidden_bid"):
        events = rng.sample(bid_evs, len(bid_evs)) + play_evs
    else:
        events = bid_evs + play_evs
    talon = list(stock)
    u = style.get("unknown_turns")
    if u:
        # record the stock only up to the (T-u)-th turn, plus the action cards that follow it,
        # so that the last u turns find no colour card in the recorded stock
        T = len(used)
        u = min(u, T)
        m = used[T - u - 1] if T - u - 1 >= 0 else 0
        while m < len(talon) and talon[m] in ACTION and rng.random() < 0.7:
            m += 1
        if m < len(talon) and talon[m] not in ACTION or True:
            talon = talon[:m]
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    truth = dict(winners=winners, trumps=trumps, tally=tally, scores=scores, bids=bids, used=used,
                 full_stock=stock)
    return deal, truth


def build_session(rng, n, first_cards, ndeals, opts, style, start_totals=None):
    totals = list(start_totals) if start_totals else [0] * n
    deals, truths = [], []
    dealer = rng.randrange(n)
    for d in range(ndeals):
        k = first_cards - d
        st = dict(style)
        if st.get("durch_stack"):
            st["durch_seat"] = (dealer + 1) % n
        deal, truth = build_deal(rng, n, k, dealer, opts, st)
        for s in range(n):
            deal["events"].append({"type": "score", "party": s, "points": truth["scores"][s]})
        for s in range(n):
            totals[s] += truth["scores"][s]
        for s in range(n):
            deal["events"].append({"type": "total", "party": s, "points": totals[s]})
        deals.append(deal)
        truths.append(truth)
        dealer = (dealer + 1) % n
    t = {"format": "trick-transcript/1", "game": "rage", "rules": dict(opts),
         "players": [f"P{i}" for i in range(n)],
         "start": {"totals": list(start_totals) if start_totals else [0] * n, "round": 11 - first_cards},
         "deals": deals}
    return t, truths
