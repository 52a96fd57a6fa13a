"""Independent Rage referee (differential audit 8, focus: rare plays and variants).

Written from the Czech source /work/shared/seeds/001_e7f9d50c98dca0e9.txt (cited S:<line>) and the
public format spec. From docs/rules/rage.md only the sections "Options", "Transcript vocabulary",
"Annotation codes" and the two rulings the brief allows (rage/ruling.notrump-and-change,
rage/ruling.stock-exhausted) were read. No code under validator/ or replays/ was read. The earlier
audits' oracles (tests/data/diff*/rage/oracle.py) were glanced at for structure only; this one is
rewritten.

referee(transcript) -> list of per-deal dicts:
  plays:        [(event, seat, card)]
  faults:       {event: code}          play/bid faults found (first fault per event)
  worlds:       list of consistent worlds, one per assignment of colours to turns the record
                cannot show (stock exhausted).  Without exhaustion exactly one world.
                world = {trumps, winners, tricks, plus, minus, scores}
  exhausted_at: list of event indices (or "deal") where a turn found no colour card
  bids, cards, dealer, round
  scores:       [int] when all worlds agree, else None
  score_sets:   [set] per seat, every score some consistent world gives
  totals:       [int] (start totals + scores) when scores known
"""
import itertools

COLOURS = "RBGYPO"                                             # S:17 six colours, values 0..15
STRICT_COLOURS = True   # False: an unknown turn may be any colour
ACTION = ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5")      # S:19 the 16 action cards


def canon(card):
    return card.upper() if isinstance(card, str) else card


def colour(card):
    return None if card in ACTION else card[0]


def value(card):
    return int(card[1:])


class Stock:
    """S:31, S:125, S:127: turn the top card of the stock, repeat while it is an action card.
    When the recorded stock holds no further colour card the turned colour is unknown
    (rage/ruling.stock-exhausted): it takes the next value of `assign` (one per such turn)."""

    def __init__(self, talon, assign):
        self.talon = [canon(c) for c in talon or []]
        self.pos = 0
        self.assign = assign
        self.unknown = 0

    def turn(self):
        while self.pos < len(self.talon):
            c = self.talon[self.pos]
            self.pos += 1
            if colour(c):
                return colour(c), False
        self.pos = len(self.talon)
        k = self.unknown
        self.unknown += 1
        return (self.assign[k] if k < len(self.assign) else "?"), True


def trick_winner(cards, trump, notrump):
    """cards: [(seat, card, named, trump_at_end)] -- S:105-109, S:121, S:127, S:129, S:131.
    trump: trump colour in force at the end of the trick (a CHANGE rules the current trick too:
    "pro aktuální štych", S:127); notrump: a NOTRUMP was played (S:121 "V tomto štychu nebude
    žádná barva trumfová"; with CHANGE in the same trick: rage/ruling.notrump-and-change)."""
    led = None
    for _, c, nm in cards:                       # S:131 first colour card or joker sets the colour
        ec = nm if c == "WILD" else colour(c)
        if ec:
            led = ec
            break
    if led is None:                              # S:131 only action cards, no joker: first card
        return cards[0][0]
    t = None if notrump else trump
    best, who = None, None
    for i, (s, c, nm) in enumerate(cards):
        ec = nm if c == "WILD" else colour(c)
        if ec is None:
            continue
        v = 100 + i if c == "WILD" else value(c)  # S:129 highest of its colour; 2nd joker beats 1st
        if t is not None and ec == t:
            k = (2, v)
        elif ec == led:
            k = (1, v)
        else:
            continue
        if best is None or k > best:
            best, who = k, s
    return who


def round_score(tricks, plus, minus, bid, ncards, durch):
    """S:137-145 and S:163."""
    per = 2 if (durch and tricks == ncards and ncards > 1) else 1
    s = per * tricks + 5 * plus - 5 * minus
    if bid is None:
        return None
    return s + (10 if bid == tricks else -5)


def _replay(deal, n, assign, hands):
    """Replay the plays of a deal under one assignment of unknown turns.
    Returns world dict, with 'consistent' False if some play is by the wrong seat."""
    stock = Stock(deal.get("talon"), assign)
    trump, unk = stock.turn()
    trumps = [trump]
    exhausted = ["deal"] if unk else []
    dealer = deal["dealer"]
    leader = (dealer + 1) % n                    # S:99 dealer's left neighbour leads
    cur, notrump = [], False
    winners = []
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    faults = {}
    consistent = True
    hands = [list(h) for h in hands]
    led = None
    for i, e in enumerate(deal["events"]):
        if e.get("type") != "play":
            continue
        seat, card, named = e.get("seat"), canon(e.get("card")), e.get("named")
        expect = (leader + len(cur)) % n
        if seat != expect:
            # keep replaying (the number of turns depends only on the record)
            consistent = False
            faults.setdefault(i, "out_of_turn")
        h = hands[seat] if isinstance(seat, int) and 0 <= seat < n else []
        if card not in h:
            faults.setdefault(i, "card_not_in_hand")
            h = list(h) + [card]
        if card == "WILD" and (named is None or str(named).upper() not in COLOURS):
            faults.setdefault(i, "wild_without_colour")
        if named is not None:
            named = str(named).upper()
        if led is not None and colour(card) != led:
            if any(colour(c) == led for c in h):
                # S:99/S:101 follow colour; S:115 an action card (the joker is one, S:19) only
                # when one cannot follow
                faults.setdefault(i, "action_card_while_able_to_follow" if card in ACTION else "revoke")
        h.remove(card)
        cur.append((seat, card, named))
        if led is None:
            ec = named if card == "WILD" else colour(card)
            if ec:
                led = ec
        if card == "NOTRUMP":
            notrump = True                       # S:121
        elif card == "CHANGE":                   # S:127 turn at once, new trump now
            trump, unk = stock.turn()
            trumps.append(trump)
            if unk:
                exhausted.append(i)
        if len(cur) == n:
            w = trick_winner(cur, trump, notrump)
            winners.append(w)
            tricks[w] += 1
            plus[w] += sum(1 for _, c, _ in cur if c == "PLUS5")     # S:117, S:139
            minus[w] += sum(1 for _, c, _ in cur if c == "MINUS5")   # S:119, S:141
            last = all(len(x) == 0 for x in hands)
            if notrump and not last:             # S:125 after the trick turn the next card
                # (after the round's last trick there is no "zbytek kola" to rule: not turned)
                trump, unk = stock.turn()
                trumps.append(trump)
                if unk:
                    exhausted.append(i)
            leader, cur, notrump, led = w, [], False, None           # S:111 winner leads
    return dict(consistent=consistent, faults=faults, trumps=trumps, winners=winners,
                tricks=tricks, plus=plus, minus=minus, exhausted=exhausted,
                complete=all(len(h) == 0 for h in hands) and not cur, unknowns=stock.unknown)


def judge_deal(deal, n, opts, dealer_expected=None, start_totals=None, max_unknown=4):
    hands = [[canon(c) for c in h] for h in deal["hands"]]
    ncards = len(hands[0])
    ev = deal["events"]
    faults = {}
    # ---- bids (S:37, S:157-161; digest Options for how the variants combine)
    secret = bool(opts.get("secret_bid"))
    hidden = bool(opts.get("hidden_bid")) and not secret
    dealer = deal["dealer"]
    order = [(dealer + 1 + k) % n for k in range(n)]          # S:37 left of dealer first
    bids, bid_event = {}, {}
    first_play = next((i for i, e in enumerate(ev) if e.get("type") == "play"), len(ev))
    nb = 0
    for i, e in enumerate(ev):
        if e.get("type") != "bid":
            continue
        s, b = e.get("seat"), e.get("bid")
        if s in bids:
            faults.setdefault(i, "repeated_bid")
            continue
        if not secret and i > first_play:
            faults.setdefault(i, "bid_out_of_turn")
        if not secret and not hidden and nb < n and s != order[nb]:
            faults.setdefault(i, "bid_out_of_turn")
        if not isinstance(b, int) or b < 0 or b > ncards:      # bid 0..cards in hand
            faults.setdefault(i, "bid_out_of_range")
        bids[s] = b
        bid_event[s] = i
        nb += 1
    if opts.get("plus_minus_one") and len(bids) == n and all(isinstance(b, int) for b in bids.values()):
        if sum(bids.values()) == ncards:                         # S:157
            faults.setdefault(bid_event[dealer], "bid_forbidden_plus_minus_one")
    # ---- plays, under every assignment of unknown turns
    base = _replay(deal, n, [], hands)
    u = base["unknowns"]
    worlds = []
    if u == 0:
        worlds = [base]
    elif u <= max_unknown:
        # a turned card comes from the stock: its colour must be one of which some card is
        # neither in a hand nor in the recorded stock (S:17 sixteen cards a colour; S:31)
        seen = [c for h in hands for c in h] + [canon(c) for c in deal.get("talon") or []]
        cols = [c for c in COLOURS if sum(1 for x in seen if colour(x) == c) < 16] \
            if STRICT_COLOURS else list(COLOURS)
        for a in itertools.product(cols, repeat=u):
            w = _replay(deal, n, list(a), hands)
            w["assign"] = a
            if w["consistent"]:
                worlds.append(w)
    for k, v in base.get("faults", {}).items():
        if v != "out_of_turn" or u == 0:
            faults.setdefault(k, v)
    if u and u <= max_unknown and not worlds:
        # no colour the stock can have turned explains the leads: the first lead that none
        # explains (latest first-wrong-lead over every assignment) is out of turn
        last = -1
        for a in itertools.product(cols, repeat=u):
            w = _replay(deal, n, list(a), hands)
            last = max(last, min(k for k, v in w["faults"].items() if v == "out_of_turn"))
        faults.setdefault(last, "out_of_turn")
    res = dict(faults=faults, worlds=worlds, unknowns=u, cards=ncards, bids=bids,
               bid_event=bid_event, exhausted=base.get("exhausted"), complete=base.get("complete"))
    if not worlds or not all(w.get("complete") for w in worlds):
        res["scores"] = None
        return res
    for w in worlds:
        w["scores"] = [round_score(w["tricks"][s], w["plus"][s], w["minus"][s], bids.get(s), ncards,
                                   opts.get("durch")) for s in range(n)]
    res["score_sets"] = [set(w["scores"][s] for w in worlds) for s in range(n)]
    res["score_joint"] = set(tuple(w["scores"]) for w in worlds)
    res["scores"] = worlds[0]["scores"] if len(res["score_joint"]) == 1 else None
    if res["scores"] is not None and None not in res["scores"] and start_totals is not None:
        # (after a round with open scores the running totals are not known: start_totals None)
        res["totals"] = [start_totals[s] + res["scores"][s] for s in range(n)]
    return res


def referee(t):
    opts = dict(t.get("rules") or {})
    n = len(t["players"])
    totals = list((t.get("start") or {}).get("totals") or [0] * n)
    out = []
    # NB: judge_deal gets start_totals None after a round whose scores stay open
    for d in t["deals"]:
        r = judge_deal(d, n, opts, start_totals=totals)
        # recorded scores / totals vs computed (S:147, S:153)
        for i, e in enumerate(d["events"]):
            if e.get("type") == "score" and "score_sets" in r:
                p = e.get("party")
                if e.get("points") not in r["score_sets"][p]:
                    r["faults"].setdefault(i, "wrong_score")
            if e.get("type") == "total" and r.get("totals") is not None:
                p = e.get("party")
                if e.get("points") != r["totals"][p]:
                    r["faults"].setdefault(i, "wrong_total")
        totals = r.get("totals")
        out.append(r)
    return out
