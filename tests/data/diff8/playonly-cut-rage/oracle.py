"""Independent referee for Rage PLAY-ONLY records ("hands": null) that may STOP EARLY.

Written from the Czech source /work/shared/seeds/001_e7f9d50c98dca0e9.txt (cited S:<line>) and the
format spec (F: "Play-only records").  Trick mechanics (Trick / play_card / winner) follow the
diff6 referee (tests/data/diff6/rage/oracle.py, also written from the source only), extended so the
trump colour may be UNKNOWN (a shortened stock), represented as a set of candidate colours.
No code under validator/ or replays/ was read.

analyse(doc) -> list per deal of:
  plays  {event: code|None}   code in out_of_turn, card_not_in_hand (deck copies exceeded),
                              revoke / action_card_while_able_to_follow (void shown, later play of
                              that colour in the same round proves the card was held), wild_without_colour
  bids   {event: code|None}   bid_out_of_range, bid_forbidden_plus_minus_one (dealer's bid, once all in)
  scores {event: True|False|None}  right / provably wrong / undecided
  totals {event: True|False|None}
  complete: bool
"""
COLOURS = "RBGYPO"                                   # S:17
ACTION = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}   # S:19
DECK = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}   # S:19
ALL = frozenset(COLOURS) | {None}                    # unknown trump: any colour, or none


def colour(c):
    return None if c in ACTION else c[0]


def value(c):
    return int(c[1:])


class Stock:
    """S:31, S:125, S:127: turn cards until a colour card shows."""
    def __init__(self, talon, complete):
        self.t, self.pos, self.complete, self.lost = talon, 0, complete, False

    def turn(self):
        if self.lost:
            return ALL
        while self.pos < len(self.t):
            c = self.t[self.pos]
            self.pos += 1
            if colour(c):
                return frozenset([colour(c)])
        if self.complete:                 # the real stock is exhausted: no trump
            return frozenset([None])
        self.lost = True                  # the record does not show the rest of the stock
        return ALL


def winner(cards, led, trump, notrump):
    """S:107-109, S:121 (NOTRUMP: no trump in this trick), S:129 joker, S:131."""
    tr = None if notrump else trump
    best = None
    for i, (seat, card, named) in enumerate(cards):
        ec = named if card == "WILD" else colour(card)
        if ec is None:
            continue
        v = 100 + i if card == "WILD" else value(card)
        if tr and ec == tr:
            s = (2, v)
        elif ec == led:
            s = (1, v)
        else:
            continue
        if best is None or s > best[0]:
            best = (s, seat)
    return cards[0][0] if best is None else best[1]


def score(t, p, m, bid, ncards, durch):
    per = 2 if (durch and t == ncards and ncards > 1) else 1     # S:163
    return per * t + 5 * p - 5 * m + (10 if bid == t else -5)    # S:137-145


def analyse(doc, ncards_of=lambda i: 10 - i):
    n = len(doc["players"])
    opts = doc.get("rules") or {}
    durch = bool(opts.get("durch"))
    pm1 = bool(opts.get("plus_minus_one"))
    start = (doc.get("start") or {}).get("totals") or [0] * n
    tot_sets = [{x} for x in start]                    # possible running totals per seat (true sum)
    tot_w = [{x} for x in start]                       # same, taking WRITTEN scores at face value
    broken_any = False
    prev_written = [(x, False) for x in start]          # last written total, was it found wrong
    out = []
    for di, deal in enumerate(doc["deals"]):
        ncards = ncards_of(di)                          # S:29
        talon = deal.get("talon") or []
        stock = Stock(talon, len(talon) + n * ncards == 112)   # S:23 all 112 cards dealt/stocked
        seen = {}
        for c in talon:
            seen[c] = seen.get(c, 0) + 1
        dealer = deal["dealer"]
        res = {"plays": {}, "bids": {}, "scores": {}, "totals": {}, "complete": False,
               "abstain": set()}
        bids, bid_ev = {}, {}
        trump = stock.turn()
        leader = (dealer + 1) % n                       # S:99
        cards, led, notrump = [], None, False
        voids = {}                                      # (seat, colour) -> [event, card]
        tricks = []                                     # list of (cands set, plus, minus)
        pending = None                                  # (cands, p, m) of last closed trick with unknown winner
        nplays = 0
        broken = False
        for ei, e in enumerate(deal["events"]):
            t = e["type"]
            if t == "bid":
                b = e.get("bid")
                code = None
                if isinstance(b, int) and not (0 <= b <= ncards):
                    code = "bid_out_of_range"
                if e["seat"] not in bids and isinstance(b, int):
                    bids[e["seat"]] = b
                    bid_ev[e["seat"]] = ei
                res["bids"][ei] = code
            elif t == "play" and broken:
                # turn order lost: still count copies and let later plays prove earlier voids
                card, seat = e["card"], e["seat"]
                seen[card] = seen.get(card, 0) + 1
                res["plays"][ei] = {"card_not_in_hand"} if seen[card] > DECK.get(card, 1) else set()
                res["abstain"].add(ei)            # no claim about turn order after a break
                if colour(card) is not None:
                    for vev, vcard in voids.get((seat, colour(card)), []):   # every void shown earlier
                        res["plays"][vev] = res["plays"].get(vev) or set()
                        res["plays"][vev].add("action_card_while_able_to_follow" if vcard in ACTION
                                              else "revoke")
            elif t == "play":
                seat, card, named = e["seat"], e["card"], e.get("named")
                code = None
                if not cards and pending is not None:   # the lead shows who won the last trick
                    cands, p, m, bytrump, kept = pending
                    if seat in cands:
                        tricks[-1] = (frozenset([seat]), p, m)
                        leader = seat
                        if kept:              # the trump in force then is still in force: narrow it
                            trump = frozenset(tc for tc in trump if bytrump[tc] == seat)
                    pending = None
                if leader is None:                      # no possible winner of the last trick leads
                    code = "out_of_turn"
                elif seat != (leader + len(cards)) % n:
                    code = "out_of_turn"
                seen[card] = seen.get(card, 0) + 1
                if code is None and seen[card] > DECK.get(card, 1):
                    code = "card_not_in_hand"
                if code is None and card == "WILD" and named not in list(COLOURS):
                    code = "wild_without_colour"
                res["plays"][ei] = {code} if code else set()
                if code == "out_of_turn":
                    broken = True
                    res["abstain"].add(ei)
                    if colour(card) is not None:
                        for vev, vcard in voids.get((seat, colour(card)), []):
                            res["plays"][vev].add("action_card_while_able_to_follow" if vcard in ACTION
                                                  else "revoke")
                    continue
                nplays += 1
                # voids (S:99, S:101, S:115): anything but a colour card of the led colour
                if led is not None and colour(card) != led:
                    voids.setdefault((seat, led), []).append((ei, card))
                if colour(card) is not None:
                    for vev, vcard in voids.get((seat, colour(card)), []):   # every void shown earlier
                        res["plays"][vev] = res["plays"].get(vev) or set()
                        res["plays"][vev].add("action_card_while_able_to_follow" if vcard in ACTION
                                              else "revoke")
                cards.append((seat, card, named))
                if card == "NOTRUMP":                   # S:121
                    notrump = True
                elif card == "CHANGE":                  # S:127
                    trump = stock.turn()
                if led is None:
                    ec = named if card == "WILD" else colour(card)
                    if ec:
                        led = ec                        # S:131
                if len(cards) == n:
                    bytrump = {tc: winner(cards, led, tc, notrump) for tc in trump}
                    ws = frozenset(bytrump.values())
                    p = sum(1 for c in cards if c[1] == "PLUS5")
                    m = sum(1 for c in cards if c[1] == "MINUS5")
                    tricks.append((ws, p, m))
                    if len(ws) == 1:
                        leader = next(iter(ws))
                    else:
                        pending = (ws, p, m, bytrump, not notrump)
                        leader = None
                    if notrump:                         # S:125
                        trump = stock.turn()
                    cards, led, notrump = [], None, False
            elif t == "score":
                res["scores"][ei] = e["party"], e["points"]
            elif t == "total":
                res["totals"][ei] = e["party"], e["points"]
        if pending is not None:
            pass
        # leader None for next trick and no lead seen: stays unknown
        complete = (not broken) and nplays == n * ncards
        res["complete"] = complete
        # plus/minus one (options section of digest): dealer's bid once all bids are in
        if pm1 and len(bids) == n and sum(bids.values()) == ncards and dealer in bid_ev:
            if res["bids"].get(bid_ev[dealer]) is None:
                res["bids"][bid_ev[dealer]] = "bid_forbidden_plus_minus_one"
        # possible score set per seat
        rem = 0 if complete else ncards - len(tricks)
        pu = DECK["PLUS5"] - seen.get("PLUS5", 0) + sum(1 for c in cards if c[1] == "PLUS5")
        mu = DECK["MINUS5"] - seen.get("MINUS5", 0) + sum(1 for c in cards if c[1] == "MINUS5")
        if broken:
            rem = None
        poss = []
        for s in range(n):
            tal = {(0, 0, 0)}
            for ws, p, m in tricks:
                nt = set()
                for (a, b, c) in tal:
                    if s in ws:
                        nt.add((a + 1, b + p, c + m))
                    if ws != frozenset([s]):
                        nt.add((a, b, c))
                tal = nt
            if rem is None:
                poss.append(None)
                continue
            if rem:
                ext = set()
                for (a, b, c) in tal:
                    ext.add((a, b, c))
                    for dt in range(1, rem + 1):
                        for dp in range(pu + 1):
                            for dm in range(mu + 1):
                                ext.add((a + dt, b + dp, c + dm))
                tal = ext
            bl = [bids[s]] if s in bids else list(range(ncards + 1))
            poss.append({score(a, b, c, bb, ncards, durch) for (a, b, c) in tal for bb in bl})
        for ei, (party, pts) in list(res["scores"].items()):
            ps = poss[party] if isinstance(party, int) and party < n else None
            if ps is None:
                res["scores"][ei] = None
            elif pts not in ps:
                res["scores"][ei] = False
            elif len(ps) == 1:
                res["scores"][ei] = True
            else:
                res["scores"][ei] = None
        broken_any = broken_any or broken
        res["broken_before"] = broken_any
        wsc = {e["party"]: e["points"] for e in deal["events"] if e["type"] == "score"}
        new_w = []
        for s_ in range(n):
            ps = {wsc[s_]} if s_ in wsc else poss[s_]
            if ps is None or tot_w[s_] is None or len(ps) * len(tot_w[s_]) > 5000:
                new_w.append(None)
            else:
                new_w.append({a + b for a in tot_w[s_] for b in ps})
        tot_w = new_w
        new_sets = []
        for s in range(n):
            if poss[s] is None or tot_sets[s] is None or len(poss[s]) * len(tot_sets[s]) > 5000:
                new_sets.append(None)
            else:
                new_sets.append({a + b for a in tot_sets[s] for b in poss[s]})
        res["totals_pair"] = {}
        new_prev = [None] * n
        for ei, (party, pts) in list(res["totals"].items()):
            ts = new_sets[party] if isinstance(party, int) and party < n else None
            if ts is None:
                res["totals"][ei] = None
            elif pts not in ts:
                res["totals"][ei] = False
            elif len(ts) == 1:
                res["totals"][ei] = True
            else:
                res["totals"][ei] = None
            # sheet pair check: this line minus the last written line is no possible round score,
            # and the last line was not itself found wrong -> the pair proves one of them wrong
            pw = prev_written[party]
            res.setdefault("totals_wchain", {})[ei] = (None if new_w[party] is None else pts in new_w[party])
            res.setdefault("totals_info", {})[ei] = {
                "diff": None if pw is None else pts - pw[0], "prev_flagged": None if pw is None else pw[1],
                "written_score": next((e["points"] for e in deal["events"]
                                       if e["type"] == "score" and e["party"] == party), None),
                "diff_possible": None if (pw is None or poss[party] is None) else (pts - pw[0]) in poss[party]}
            if res["totals"][ei] is None and pw is not None and poss[party] is not None:
                if pts - pw[0] not in poss[party] and not pw[1]:
                    res["totals_pair"][ei] = True
            new_prev[party] = (pts, res["totals"][ei] is False or ei in res["totals_pair"])
        prev_written = new_prev
        tot_sets = new_sets
        out.append(res)
    return out
