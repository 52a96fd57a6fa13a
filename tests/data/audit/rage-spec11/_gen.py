"""Blind generator for audit round rage-spec11 (Rage, from the Czech source 001_e7f9d50c98dca0e9.txt).

Own model of the rules, written from the source only:
  * round r deals 11 - r cards; the dealer passes on to the next player each round;
  * the stock's top card is turned for trump, action cards turned are passed over;
  * bids from the dealer's left; the dealer's left leads the first trick, the winner the next;
  * follow the first colour (first colour card or the joker's named colour); only a player
    without it may play another colour, a trump or an action card (a joker is an action card);
  * highest trump wins, else highest card of the led colour; a joker is the highest card of its
    named colour, of two jokers named alike the second is higher; only action cards, no joker:
    the first card wins;
  * NOTRUMP: no trump at all in this trick, a new trump is turned after it;
  * CHANGE: a new trump turned at once, valid for this whole trick and the rest of the round;
  * score = tricks + 5*PLUS5 - 5*MINUS5 + (10 if bid == tricks else -5).
Run:  python tests/data/audit/rage-spec11/_gen.py   (writes the *.json next to it)
"""

import copy
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
COLS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def full_deck():
    d = [f"{c}{v}" for c in COLS for v in range(16)]
    for a, k in ACTIONS.items():
        d += [a] * k
    return d


def colour(card):
    return card[0] if card not in ACTIONS else None


def value(card):
    return int(card[1:])


class Retry(Exception):
    pass


class Stock:
    def __init__(self, talon):
        self.talon = talon
        self.i = 0

    def turn(self):
        while True:
            if self.i >= len(self.talon):
                raise Retry("stock exhausted")
            c = self.talon[self.i]
            self.i += 1
            if colour(c):
                return colour(c)


def led_colour(plays):
    for _s, c, named in plays:
        if c == "WILD":
            return named
        if colour(c):
            return colour(c)
    return None


def legal(hand, plays):
    led = led_colour(plays)
    if led is None:
        return list(hand)
    same = [c for c in hand if colour(c) == led]
    return same if same else list(hand)


def resolve(plays, trump, stock):
    """Return (winner_seat, trump_after, effective_trump, turned)."""
    cur = trump
    notrump = False
    for _s, c, _n in plays:
        if c == "CHANGE":
            cur = stock.turn()
        elif c == "NOTRUMP":
            notrump = True
    eff = None if notrump else cur
    led = led_colour(plays)

    def eff_col(c, named):
        return named if c == "WILD" else colour(c)

    def strength(i):
        s, c, named = plays[i]
        if c == "WILD":
            return 16 + i / 100.0  # second joker of a colour beats the first
        return value(c)

    best = None
    for want in ([eff] if eff else []) + ([led] if led else []):
        cands = [i for i, (s, c, n) in enumerate(plays) if eff_col(c, n) == want]
        if cands:
            best = max(cands, key=strength)
            break
    if best is None:
        best = 0
    after = stock.turn() if notrump else cur
    return plays[best][0], after, eff


def score_of(bid, tricks, plus, minus):
    return tricks + 5 * plus - 5 * minus + (10 if bid == tricks else -5)


def simulate_round(rng, n, k, dealer, hands, talon, hook=None, avoid_ambiguous=True):
    """Play a round with random legal cards. hook(ctx) may return (card, named) to force a play.
    Returns dict with plays (seat, card, named), tricks, trick list."""
    hands = [list(h) for h in hands]
    stock = Stock(talon)
    trump = stock.turn()
    first_trump = trump
    leader = (dealer + 1) % n
    allplays = []
    tricks = []
    won = [0] * n
    plus = [0] * n
    minus = [0] * n
    for t in range(k):
        plays = []
        for j in range(n):
            s = (leader + j) % n
            lg = legal(hands[s], plays)
            forced = hook(dict(trick=t, pos=j, seat=s, hand=hands[s], plays=plays, legal=lg, trump=trump)) if hook else None
            if forced:
                card, named = forced
            else:
                opts = lg
                if avoid_ambiguous:
                    has_nt = any(c == "NOTRUMP" for _, c, _ in plays)
                    has_ch = any(c == "CHANGE" for _, c, _ in plays)
                    bad = set()
                    if has_nt or has_ch:
                        bad.add("NOTRUMP")
                    if has_nt:
                        bad.add("CHANGE")
                    good = [c for c in opts if c not in bad]
                    if not good:
                        raise Retry("ambiguous action combination forced")
                    opts = good
                card = rng.choice(opts)
                named = rng.choice(COLS) if card == "WILD" else None
            hands[s].remove(card)
            plays.append((s, card, named))
        before = trump
        ti = stock.i
        w, trump, eff = resolve(plays, trump, stock)
        tricks.append(dict(leader=leader, plays=plays, winner=w, trump_before=before, eff=eff, trump_after=trump, stock_i=ti))
        won[w] += 1
        plus[w] += sum(1 for _, c, _ in plays if c == "PLUS5")
        minus[w] += sum(1 for _, c, _ in plays if c == "MINUS5")
        allplays += plays
        leader = w
    return dict(plays=allplays, tricks=tricks, won=won, plus=plus, minus=minus, first_trump=first_trump, stock_used=stock.i)


def deal_cards(rng, n, k):
    d = full_deck()
    rng.shuffle(d)
    hands = [d[i * k:(i + 1) * k] for i in range(n)]
    return hands, d[n * k:]


def make_round(rng, n, rnd, dealer, hook_factory=None, accept=None, tries=4000):
    k = 11 - rnd
    for _ in range(tries):
        hands, talon = deal_cards(rng, n, k)
        try:
            hook = hook_factory(hands, talon) if hook_factory else None
            if hook_factory and hook is None:
                continue
            res = simulate_round(rng, n, k, dealer, hands, talon, hook)
        except Retry:
            continue
        if accept and not accept(res, hands, talon):
            continue
        return hands, talon, res
    raise RuntimeError("no round found")


def choose_bids(rng, n, k, won):
    bids = []
    for s in range(n):
        if rng.random() < 0.45:
            bids.append(won[s])
        else:
            bids.append(rng.choice([b for b in range(k + 1) if b != won[s]]))
    return bids


def round_events(n, dealer, bids, res):
    ev = []
    for j in range(n):
        s = (dealer + 1 + j) % n
        ev.append({"type": "bid", "seat": s, "bid": bids[s]})
    for s, c, named in res["plays"]:
        e = {"type": "play", "seat": s, "card": c}
        if c == "WILD":
            e["named"] = named
        ev.append(e)
    return ev


def scores_for(n, bids, res):
    return [score_of(bids[s], res["won"][s], res["plus"][s], res["minus"][s]) for s in range(n)]


def add_sheet(ev, n, written_scores, written_totals, mode):
    if mode in ("both", "scores"):
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": written_scores[s]})
    if mode in ("both", "totals"):
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": written_totals[s]})


def transcript(players, deals, start=None, meta=None, rules=None):
    t = {"format": "trick-transcript/1", "game": "rage", "rules": rules or {"preset": "standard"}, "players": players}
    if start is not None:
        t["start"] = start
    if meta:
        t["meta"] = meta
    t["deals"] = deals
    return t


NAMES4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
NAMES3 = ["Anička", "Bohouš", "Katka"]


def session(seed, n, first_round=1, last_round=10, first_dealer=0, start_totals=None, sheet="both",
            hands_kept=True, stock_kept=True, plant=None):
    """Build a session. plant: dict(round=r, kind=..., ...) applied to that round.
    Returns (transcript_dict, info) where info records the expected numbers."""
    rng = random.Random(seed)
    totals = list(start_totals) if start_totals else [0] * n
    sheet_totals = list(totals)
    deals = []
    info = {"rounds": [], "planted": None}
    dealer = first_dealer
    for rnd in range(first_round, last_round + 1):
        k = 11 - rnd
        p = plant if plant and plant["round"] == rnd else None
        hook_factory = p.get("hook_factory") if p else None
        accept = p.get("accept") if p else None
        hands, talon, res = make_round(rng, n, rnd, dealer, hook_factory, accept)
        bids = choose_bids(rng, n, k, res["won"])
        if p and p.get("bids"):
            bids = p["bids"](bids, res, k)
        ev = round_events(n, dealer, bids, res)
        true_scores = scores_for(n, bids, res)
        written = list(true_scores)
        if p and p["kind"] == "wrong_score":
            written = p["score_fn"](written, bids, res)
        for s in range(n):
            totals[s] += true_scores[s]
            sheet_totals[s] += written[s]
        written_totals = list(sheet_totals)
        if p and p["kind"] == "wrong_total":
            s = p["seat"]
            written_totals[s] += p["delta"]
            sheet_totals[s] += p["delta"]
        add_sheet(ev, n, written, written_totals, sheet)
        planted = None
        if p and p.get("post"):
            planted = p["post"](ev, hands, talon, res, bids)
        deal = {"dealer": dealer, "hands": hands if hands_kept else None}
        if stock_kept:
            deal["talon"] = talon
        deal["events"] = ev
        deals.append(deal)
        info["rounds"].append(dict(round=rnd, dealer=dealer, bids=bids, won=res["won"], plus=res["plus"], minus=res["minus"],
                                   scores=true_scores, written=written, totals=list(totals), written_totals=written_totals,
                                   first_trump=res["first_trump"], planted=planted, res=res))
        dealer = (dealer + 1) % n
    return deals, info


# ----------------------------------------------------------------------------- planting helpers

def find_event(ev, seat, card, start=0):
    for i in range(start, len(ev)):
        e = ev[i]
        if e["type"] == "play" and e["seat"] == seat and e["card"] == card:
            return i
    raise KeyError((seat, card))


def play_index(ev, nth):
    """event index of the nth play (0-based) of the deal"""
    c = -1
    for i, e in enumerate(ev):
        if e["type"] == "play":
            c += 1
            if c == nth:
                return i
    raise KeyError(nth)


def write(name, t):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


SUMMARY = {}


def summarize(name, info, extra=None):
    SUMMARY[name] = dict(
        rounds=[{k: v for k, v in r.items() if k != "res"} for r in info["rounds"]],
        extra=extra,
    )


# ----------------------------------------------------------------------------- the files

def build_clean():
    out = {}
    # a01: 4 players, all ten rounds, hands + stock, scores and totals
    deals, info = session(101, 4, first_dealer=0)
    out["a01-full4-clean.json"] = (transcript(NAMES4, deals, meta={"round": "rage-spec11", "what": "4 players, rounds 1-10, full record"}), info, None)
    # a02: 3 players, all ten rounds, only the round scores written
    deals, info = session(202, 3, first_dealer=2, sheet="scores")
    out["a02-full3-scores-only.json"] = (transcript(NAMES3, deals, meta={"what": "3 players, rounds 1-10, sheet with scores only"}), info, None)
    # a03: 3 players, all ten rounds, only running totals written
    deals, info = session(303, 3, first_dealer=1, sheet="totals")
    out["a03-full3-totals-only.json"] = (transcript(NAMES3, deals, meta={"what": "3 players, rounds 1-10, sheet with running totals only"}), info, None)
    # a05: play-only, stock kept, 4 players all ten rounds
    deals, info = session(505, 4, first_dealer=3, hands_kept=False, stock_kept=True)
    out["a05-playonly-stock4.json"] = (transcript(NAMES4, deals, meta={"what": "play-only (hands null), stock written, 4 players, rounds 1-10"}), info, None)
    # a06: play-only, no stock, 3 players all ten rounds
    deals, info = session(606, 3, first_dealer=0, hands_kept=False, stock_kept=False)
    out["a06-playonly-nostock3.json"] = (transcript(NAMES3, deals, meta={"what": "play-only (hands null), no stock, 3 players, rounds 1-10"}), info, None)
    # a07: session taken from round 6 with totals carried in
    st = [23, -4, 41, 7]
    deals, info = session(707, 4, first_round=6, first_dealer=1, start_totals=st)
    out["a07-midway-r6-4p.json"] = (transcript(NAMES4, deals, start={"round": 6, "totals": st}, meta={"what": "from round 6, start totals"}), info, None)
    # a08: start totals only, no start.round: the first hand (4 cards) gives round 7; totals-only sheet
    st = [35, 12, -8]
    deals, info = session(808, 3, first_round=7, first_dealer=2, start_totals=st, sheet="totals")
    out["a08-midway-noround-totals3.json"] = (transcript(NAMES3, deals, start={"totals": st}, meta={"what": "from round 7 (by hand size), start totals, totals only"}), info, None)
    # a09: play-only, no stock, from round 8, 4 players, scores only
    st = [30, 18, -2, 44]
    deals, info = session(909, 4, first_round=8, first_dealer=0, start_totals=st, sheet="scores", hands_kept=False, stock_kept=False)
    out["a09-midway-playonly-nostock4.json"] = (transcript(NAMES4, deals, start={"round": 8, "totals": st}, meta={"what": "play-only, no stock, from round 8, scores only"}), info, None)
    return out


def build_example():
    """The source's worked example (first round, ten cards): Anička 8, Bohouš 1, Katka 12, Dalibor -1,
    with the NOTRUMP example trick (trump red; Anička Y8, Bohouš R4, Katka NOTRUMP) as trick 1."""
    rng = random.Random(4444)
    n, k, dealer = 4, 10, 3
    for attempt in range(200000):
        d = full_deck()
        for c in ("Y8", "R4", "NOTRUMP", "MINUS5"):
            d.remove(c)
        rng.shuffle(d)
        yellow = [c for c in d if colour(c) == "Y"]
        other = [c for c in d if colour(c) != "Y"]
        a = ["Y8"] + rng.sample(d, 9)
        rest = [c for c in other]
        for c in a:
            if c in rest:
                rest.remove(c)
        rng.shuffle(rest)
        b = ["R4"] + rest[:9]
        kk = ["NOTRUMP"] + rest[9:18]
        dd = ["MINUS5"] + rest[18:27]
        hands = [a, b, kk, dd]
        used = list(a) + b + kk + dd
        talon = full_deck()
        for c in used:
            talon.remove(c)
        rng.shuffle(talon)
        reds = [c for c in talon if colour(c) == "R"]
        talon.remove(reds[0])
        talon.insert(0, reds[0])
        for c in hands:
            rng.shuffle(c)

        def hook(ctx):
            if ctx["trick"] == 0:
                return [("Y8", None), ("R4", None), ("NOTRUMP", None), ("MINUS5", None)][ctx["pos"]]
            return None

        for _p in range(20):
            try:
                res = simulate_round(rng, n, k, dealer, hands, talon, hook)
            except Retry:
                continue
            if res["won"] == [3, 1, 2, 4] and res["plus"] == [0, 1, 0, 0] and res["minus"] == [1, 0, 0, 0]:
                bids = [3, 2, 2, 3]
                ev = round_events(n, dealer, bids, res)
                sc = scores_for(n, bids, res)
                assert sc == [8, 1, 12, -1], sc
                add_sheet(ev, n, sc, sc, "both")
                deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}
                info = {"rounds": [dict(round=1, dealer=dealer, bids=bids, won=res["won"], plus=res["plus"], minus=res["minus"],
                                        scores=sc, written=sc, totals=sc, written_totals=sc, first_trump=res["first_trump"], planted=None, res=res)]}
                t = transcript(NAMES4, [deal], meta={"what": "the source's worked example of a first round rebuilt (Anička 8, Bohouš 1, Katka 12, Dalibor -1); trick 1 is the source's no-trump example"})
                return {"a04-worked-example.json": (t, info, None)}
    raise RuntimeError("example not found")


def once(fn):
    state = {"done": False}

    def hook(ctx):
        if state["done"]:
            return None
        r = fn(ctx)
        if r:
            state["done"] = True
            state["ctx"] = dict(trick=ctx["trick"], pos=ctx["pos"], seat=ctx["seat"], hand=list(ctx["hand"]), card=r[0])
        return r
    hook.state = state
    return hook


def build_faults():
    out = {}

    # f01 card not in hand: a follower's low card of the led colour written as a stock card of that colour
    def post_cnih(ev, hands, talon, res, bids):
        deep = talon[res["stock_used"] + 2:]
        for t in res["tricks"]:
            led = led_colour(t["plays"])
            w = t["winner"]
            wcard = [c for s, c, nm in t["plays"] if s == w][0]
            if led is None:
                continue
            for pos, (s, c, nm) in enumerate(t["plays"]):
                if pos == 0 or s == w or colour(c) != led:
                    continue
                lim = value(wcard) if (colour(wcard) == led and t["eff"] != led) or (colour(wcard) == led) else 99
                if wcard == "WILD" or (t["eff"] and colour(wcard) == t["eff"] and t["eff"] != led):
                    lim = 99
                cands = [x for x in deep if colour(x) == led and value(x) < lim]
                if cands:
                    new = cands[0]
                    # event index of this play
                    nth = res["plays"].index((s, c, nm))
                    i = play_index(ev, nth)
                    ev[i]["card"] = new
                    return dict(event=i, seat=s, held=c, written=new, trick=res["tricks"].index(t))
        raise Retry

    deals, info = session(1101, 4, first_dealer=0, plant=dict(round=3, kind="cnih", post=post_cnih))
    out["f01-card-not-in-hand.json"] = (transcript(NAMES4, deals, meta={"what": "one card written for a seat that never held it (round 3)"}), info, "card_not_in_hand")

    # f02 out of turn: two followers' plays swapped in one trick (3 players)
    def post_oot(ev, hands, talon, res, bids):
        n = 3
        for ti, t in enumerate(res["tricks"]):
            cards = [c for _, c, _ in t["plays"]]
            if ti == 0 or colour(cards[0]) is None or "WILD" in cards:
                continue
            base = sum(len(x["plays"]) for x in res["tricks"][:ti])
            i1 = play_index(ev, base + 1)
            i2 = play_index(ev, base + 2)
            ev[i1], ev[i2] = ev[i2], ev[i1]
            return dict(event=i1, seat=ev[i1]["seat"], trick=ti)
        raise Retry

    deals, info = session(2202, 3, first_dealer=1, plant=dict(round=2, kind="oot", post=post_oot))
    out["f02-out-of-turn.json"] = (transcript(NAMES3, deals, meta={"what": "3 players; round 2, two followers' cards recorded in swapped order"}), info, "out_of_turn")

    # f03 revoke, hands kept, session from round 5
    def rev_fn(ctx):
        if ctx["pos"] == 0:
            return None
        led = led_colour(ctx["plays"])
        if led is None:
            return None
        if not any(colour(c) == led for c in ctx["hand"]):
            return None
        others = [c for c in ctx["hand"] if colour(c) and colour(c) != led]
        if not others:
            return None
        return (others[0], None)

    holder = {}

    def hf_rev(hands, talon):
        h = once(rev_fn)
        holder["h"] = h
        return h

    def post_rev(ev, hands, talon, res, bids):
        st = holder["h"].state["ctx"]
        nth = sum(len(x["plays"]) for x in res["tricks"][:st["trick"]]) + st["pos"]
        i = play_index(ev, nth)
        return dict(event=i, seat=st["seat"], card=st["card"], hand=st["hand"], trick=st["trick"])

    st = [14, 33, -10, 5]
    deals, info = session(3303, 4, first_round=5, first_dealer=2, start_totals=st,
                          plant=dict(round=6, kind="revoke", hook_factory=hf_rev, post=post_rev))
    out["f03-revoke-midway.json"] = (transcript(NAMES4, deals, start={"round": 5, "totals": st}, meta={"what": "from round 5; a revoke in round 6, scored as played"}), info, "revoke")

    # f04 action card while able to follow (3 players, full)
    def act_fn(ctx):
        if ctx["pos"] == 0:
            return None
        led = led_colour(ctx["plays"])
        if led is None or not any(colour(c) == led for c in ctx["hand"]):
            return None
        for a in ("MINUS5", "PLUS5"):
            if a in ctx["hand"]:
                return (a, None)
        return None

    holder4 = {}

    def hf_act(hands, talon):
        h = once(act_fn)
        holder4["h"] = h
        return h

    def post_act(ev, hands, talon, res, bids):
        stt = holder4["h"].state.get("ctx")
        if not stt:
            raise Retry
        nth = sum(len(x["plays"]) for x in res["tricks"][:stt["trick"]]) + stt["pos"]
        i = play_index(ev, nth)
        return dict(event=i, seat=stt["seat"], card=stt["card"], hand=stt["hand"], trick=stt["trick"])

    def acc_act(res, hands, talon):
        return holder4["h"].state["done"]

    deals, info = session(4404, 3, first_dealer=0, plant=dict(round=4, kind="act", hook_factory=hf_act, accept=acc_act, post=post_act))
    out["f04-action-while-able-to-follow.json"] = (transcript(NAMES3, deals, meta={"what": "3 players; round 4, an action card played while holding the led colour"}), info, "action_card_while_able_to_follow")

    # f05 joker without a named colour (follower void in the led colour, joker loses, not the last trick)
    holder5 = {}

    def wild_fn(ctx):
        if ctx["pos"] == 0 or ctx["trick"] >= 6:
            return None
        led = led_colour(ctx["plays"])
        if led is None or any(colour(c) == led for c in ctx["hand"]) or "WILD" not in ctx["hand"]:
            return None
        if any(c in ("WILD", "CHANGE", "NOTRUMP") for _, c, _ in ctx["plays"]):
            return None
        named = [c for c in COLS if c not in (led, ctx["trump"])][0]
        return ("WILD", named)

    def hf_wild(hands, talon):
        h = once(wild_fn)
        holder5["h"] = h
        return h

    def acc_wild(res, hands, talon):
        stt = holder5["h"].state.get("ctx")
        if not stt:
            return False
        t = res["tricks"][stt["trick"]]
        cards = [c for _, c, _ in t["plays"]]
        return t["winner"] != stt["seat"] and "CHANGE" not in cards and "NOTRUMP" not in cards and cards.count("WILD") == 1

    def post_wild(ev, hands, talon, res, bids):
        stt = holder5["h"].state["ctx"]
        nth = sum(len(x["plays"]) for x in res["tricks"][:stt["trick"]]) + stt["pos"]
        i = play_index(ev, nth)
        named = ev[i].pop("named")
        return dict(event=i, seat=stt["seat"], named_in_model=named, trick=stt["trick"], winner=res["tricks"][stt["trick"]]["winner"])

    deals, info = session(5505, 4, first_dealer=1, plant=dict(round=2, kind="wild", hook_factory=hf_wild, accept=acc_wild, post=post_wild))
    out["f05-wild-without-colour.json"] = (transcript(NAMES4, deals, meta={"what": "round 2, a joker played without naming its colour (it does not win the trick)"}), info, "wild_without_colour")

    # f06 bid out of range: 3 players from round 7, in round 8 (3 cards) a bid of 4
    def bids_oor(bids, res, k):
        b = list(bids)
        b[1] = k + 1
        return b

    def post_oor(ev, hands, talon, res, bids):
        for i, e in enumerate(ev):
            if e["type"] == "bid" and e["seat"] == 1:
                return dict(event=i, seat=1, bid=e["bid"])

    st = [27, 9, 16]
    deals, info = session(6606, 3, first_round=7, first_dealer=0, start_totals=st,
                          plant=dict(round=8, kind="oor", bids=bids_oor, post=post_oor))
    out["f06-bid-out-of-range.json"] = (transcript(NAMES3, deals, start={"round": 7, "totals": st}, meta={"what": "from round 7; round 8 (3 cards) Bohouš bids 4"}), info, "bid_out_of_range")

    # f07 wrong score: a seat's MINUS5 left off its round score; totals follow the sheet
    def acc_ws(res, hands, talon):
        return any(res["minus"][s] == 1 and res["plus"][s] == 0 for s in range(4))

    def sc_ws(written, bids, res):
        w = list(written)
        s = [s for s in range(4) if res["minus"][s] == 1 and res["plus"][s] == 0][0]
        w[s] += 5
        return w

    def post_ws(ev, hands, talon, res, bids):
        s = [s for s in range(4) if res["minus"][s] == 1 and res["plus"][s] == 0][0]
        for i, e in enumerate(ev):
            if e["type"] == "score" and e["party"] == s:
                return dict(event=i, seat=s, written=e["points"], expected=e["points"] - 5)

    deals, info = session(7707, 4, first_dealer=2, plant=dict(round=5, kind="wrong_score", accept=acc_ws, score_fn=sc_ws, post=post_ws))
    out["f07-wrong-score.json"] = (transcript(NAMES4, deals, meta={"what": "round 5: a -5 card left off one score; later totals are the sheet's own sums"}), info, "wrong_score")

    # f08 wrong total: seat 2's total after round 4 is 10 too high; later totals carry it on
    def post_wt(ev, hands, talon, res, bids):
        for i, e in enumerate(ev):
            if e["type"] == "total" and e["party"] == 2:
                return dict(event=i, seat=2, written=e["points"], expected=e["points"] - 10)

    deals, info = session(8808, 4, first_dealer=0, plant=dict(round=4, kind="wrong_total", seat=2, delta=10, post=post_wt))
    out["f08-wrong-total.json"] = (transcript(NAMES4, deals, meta={"what": "round 4: Katka's running total 10 too high, carried on"}), info, "wrong_total")

    # f09 play-only (stock kept) with a provable revoke: a seat shows void in a colour, later plays it
    holder9 = {}

    def hf_rev9(hands, talon):
        h = once(rev_fn)
        holder9["h"] = h
        return h

    def post_rev9(ev, hands, talon, res, bids):
        stt = holder9["h"].state["ctx"]
        nth = sum(len(x["plays"]) for x in res["tricks"][:stt["trick"]]) + stt["pos"]
        i = play_index(ev, nth)
        t = res["tricks"][stt["trick"]]
        led = led_colour(t["plays"][:stt["pos"]])
        later = [j for j in range(i + 1, len(ev)) if ev[j]["type"] == "play" and ev[j]["seat"] == stt["seat"] and colour(ev[j]["card"]) == led]
        return dict(event=i, seat=stt["seat"], card=stt["card"], led=led, hand=stt["hand"], later_led_colour_plays=later, trick=stt["trick"])

    deals, info = session(9909, 4, first_dealer=1, hands_kept=False, stock_kept=True,
                          plant=dict(round=3, kind="revoke", hook_factory=hf_rev9, post=post_rev9))
    out["f09-playonly-revoke.json"] = (transcript(NAMES4, deals, meta={"what": "play-only with stock; round 3 a revoke provable from the plays"}), info, "revoke")

    # f10 play-only, no stock, wrong score in a round without action cards (a made bid written one too high)
    def acc_10(res, hands, talon):
        return not any(c in ACTIONS for _, c, _ in res["plays"])

    def bids_10(bids, res, k):
        b = list(bids)
        b[0] = res["won"][0]
        return b

    def sc_10(written, bids, res):
        w = list(written)
        w[0] += 1
        return w

    def post_10(ev, hands, talon, res, bids):
        for i, e in enumerate(ev):
            if e["type"] == "score" and e["party"] == 0:
                return dict(event=i, seat=0, written=e["points"], expected=e["points"] - 1)

    st = [40, 22, 31]
    deals, info = session(1010, 3, first_round=6, first_dealer=1, start_totals=st, hands_kept=False, stock_kept=False,
                          plant=dict(round=8, kind="wrong_score", accept=acc_10, bids=bids_10, score_fn=sc_10, post=post_10))
    out["f10-playonly-nostock-wrong-score.json"] = (transcript(NAMES3, deals, start={"round": 6, "totals": st}, meta={"what": "play-only, no stock, from round 6; round 8 a made bid's score written one too high"}), info, "wrong_score")
    return out


def main():
    allf = {}
    allf.update(build_clean())
    allf.update(build_example())
    allf.update(build_faults())
    lines = []
    for name in sorted(allf):
        t, info, kind = allf[name]
        write(name, t)
        lines.append(f"== {name}  ({kind or 'clean'})")
        start = t.get("start", {})
        lines.append(f"   start={start}")
        for di, r in enumerate(info["rounds"]):
            lines.append(f"   deal {di}: round {r['round']} dealer {r['dealer']} trump0 {r['first_trump']} bids {r['bids']} won {r['won']} "
                         f"+5 {r['plus']} -5 {r['minus']} scores {r['scores']} written {r['written']} totals {r['totals']} written_totals {r['written_totals']}")
            if r["planted"]:
                lines.append(f"      PLANTED: {r['planted']}")
        final = info["rounds"][-1]["totals"]
        lines.append(f"   final totals {final}" + (f" winners {[i for i, v in enumerate(final) if v == max(final)]}" if info['rounds'][-1]['round'] == 10 else ""))
    with open(os.path.join(HERE, "_summary.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
