"""Blind generator for audit round ulti-spec13 (written from the Japanese source only).

Model of the source's rules (003_bb2f67de7752728b.txt):
  * play: follow suit; else trump; and "within what that rule allows" beat the cards already on
    the table (the current winner) if able -- in every game, trumps or not;
  * an ulti declarer keeps the trump VII "as far as the rules allow";
  * card points A/10 = 10, last trick 10, 20/40 declared with the first card (trump games, no 100 or
    durchmarsch goal), the declarer's two discards count for the defenders;
  * goals scored one by one; ulti lost costs 4 more (doubled for red); silent bonuses.

Each scenario searches seeded random deals for one that shows what it is meant to show, then
writes NAME.json. Run: python _gen.py  (writes into this directory, prints a summary).
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANKS]
PLAYERS = ["Anna", "Béla", "Csilla"]

GOAL_POINTS = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "betli": 5,
    "rebetli": 10,
    "redurchmarsch": 12,
}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return 8 - order.index(rank(c))


def beats(a, b, trump):
    """a beats b (b the current winner of the trick)."""
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return trump is not None and suit(a) == trump


def winner_index(cards, trump):
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def legal(hand, trick, trump, keep7=None):
    """Cards the source allows; keep7 = the trump seven an ulti declarer must keep."""
    if not trick:
        cand = list(hand)
    else:
        led = suit(trick[0])
        cur = trick[winner_index(trick, trump)]
        same = [c for c in hand if suit(c) == led]
        if same:
            cand = same
        elif trump and any(suit(c) == trump for c in hand):
            cand = [c for c in hand if suit(c) == trump]
        else:
            cand = list(hand)
        better = [c for c in cand if beats(c, cur, trump)]
        if better:
            cand = better
    if keep7 and keep7 in cand and len(cand) > 1:
        cand = [c for c in cand if c != keep7]
    return cand


def card_pts(c):
    return 10 if rank(c) in ("A", "10") else 0


class Deal:
    def __init__(self, dealer, dealt):
        self.dealer = dealer
        self.dealt = [list(h) for h in dealt]
        self.hands = [list(h) for h in dealt]
        self.events = []
        self.talon = None
        self.notes = []

    # --- auction -------------------------------------------------------------------------------
    def first_bid(self, seat, discard, bid):
        for c in discard:
            self.hands[seat].remove(c)
        self.talon = list(discard)
        self.events.append({"type": "discard", "seat": seat, "cards": list(discard)})
        self.events.append({"type": "bid", "seat": seat, "bid": bid})

    def take_bid(self, seat, discard, bid):
        self.events.append({"type": "take", "seat": seat, "cards": list(self.talon)})
        self.hands[seat] += self.talon
        for c in discard:
            self.hands[seat].remove(c)
        self.talon = list(discard)
        self.events.append({"type": "discard", "seat": seat, "cards": list(discard)})
        self.events.append({"type": "bid", "seat": seat, "bid": bid})

    def pass_(self, seat):
        self.events.append({"type": "bid", "seat": seat, "bid": "pass"})


def bid(goals, red=False):
    return {"goals": list(goals), "red": red}


def play_out(deal, declarer, trump, policy, rng, ulti=False, fault=None, declares=None, lead_fault=None):
    """Play ten tricks.  policy(seat, hand, trick, legal, ctx) -> card.
    fault(seat, hand, trick, legal, ctx) -> card or None: an illegal play to plant (once).
    lead_fault(trick_no, winner) -> seat or None: a seat that leads out of turn (once).
    declares: {seat: items} declared with the first card.
    Returns ctx with plays, tricks and the event index of the planted fault."""
    hands = [list(h) for h in deal.hands]
    assert all(len(h) == 10 for h in hands), [len(h) for h in hands]
    keep7 = ("7" + trump) if (ulti and trump) else None
    ctx = {"tricks": [], "fault_event": None, "fault_seat": None, "fault_kind": None, "forced": [],
           "declarer": declarer, "trump": trump}
    leader = declarer
    for t in range(10):
        if lead_fault and ctx["fault_event"] is None:
            s = lead_fault(t, leader, hands)
            if s is not None and s != leader:
                ctx["fault_event"] = len(deal.events)
                ctx["fault_seat"] = s
                ctx["fault_kind"] = "out_of_turn"
                leader = s
        trick, seats = [], []
        for k in range(3):
            seat = (leader + k) % 3
            h = hands[seat]
            lg = legal(h, trick, trump, keep7 if seat == declarer else None)
            ctx["t"] = t
            ctx["seats"] = seats
            card = None
            if fault and ctx["fault_event"] is None:
                card = fault(seat, h, trick, lg, ctx)
                if card is not None:
                    assert card in h and card not in lg, (card, lg)
                    ctx["fault_event"] = len(deal.events) + (1 if (t == 0 and declares and seat in declares) else 0)
                    ctx["fault_seat"] = seat
            if card is None:
                card = policy(seat, h, trick, lg, ctx, rng)
                assert card in lg
            if t == 0 and declares and seat in declares:
                deal.events.append({"type": "declare", "seat": seat, "items": declares[seat]})
            # record where the duty to beat bites: among the cards the follow/trump rule allows,
            # some beat the card on the table and some do not
            if trick:
                cur = trick[winner_index(trick, trump)]
                led = suit(trick[0])
                base = [c for c in h if suit(c) == led]
                if not base and trump:
                    base = [c for c in h if suit(c) == trump]
                if any(beats(c, cur, trump) for c in base) and any(not beats(c, cur, trump) for c in base):
                    ctx["forced"].append((t, seat, card, len(deal.events)))
            deal.events.append({"type": "play", "seat": seat, "card": card})
            h.remove(card)
            trick.append(card)
            seats.append(seat)
        w = seats[winner_index(trick, trump)]
        ctx["tricks"].append((list(seats), list(trick), w))
        leader = w
    return ctx


def rand_policy(seat, hand, trick, lg, ctx, rng):
    return rng.choice(sorted(lg, key=DECK.index))


def low_policy_for(declarer, trump):
    """Declarer plays its lowest legal card (betli), defenders random."""

    def pol(seat, hand, trick, lg, ctx, rng):
        if seat == declarer:
            return min(lg, key=lambda c: (strength(c, trump), DECK.index(c)))
        return rng.choice(sorted(lg, key=DECK.index))

    return pol


def high_policy_for(declarer, trump):
    """Declarer leads its highest trumps first then its highest cards; follows high."""

    def pol(seat, hand, trick, lg, ctx, rng):
        if seat == declarer:
            def key(c):
                return ((suit(c) == trump) if trump else 0, strength(c, trump), -DECK.index(c))
            return max(lg, key=key)
        return rng.choice(sorted(lg, key=DECK.index))

    return pol


def marriages_held(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return out


def score(deal, ctx, goals, red, trump, marriages=None, valid_marr=None):
    """marriages: {seat: [points...]} counted; returns dict of facts."""
    declarer = ctx["declarer"]
    tricks = ctx["tricks"]
    pts = [0, 0, 0]
    ntricks = [0, 0, 0]
    for seats, cards, w in tricks:
        ntricks[w] += 1
        pts[w] += sum(card_pts(c) for c in cards)
    pts[tricks[-1][2]] += 10
    talon_pts = sum(card_pts(c) for c in deal.talon)
    marr = [0, 0, 0]
    for s, lst in (marriages or {}).items():
        marr[s] += sum(lst)
    decl_pts = pts[declarer] + marr[declarer]
    def_pts = sum(pts) - pts[declarer] + talon_pts + sum(marr) - marr[declarer]
    last_seats, last_cards, last_w = tricks[-1]
    f = {
        "pts": pts,
        "ntricks": ntricks,
        "talon_pts": talon_pts,
        "marr": marr,
        "decl_pts": decl_pts,
        "def_pts": def_pts,
        "decl_tricks": ntricks[declarer],
    }
    if trump:
        seven = "7" + trump
        if seven in last_cards:
            who = last_seats[last_cards.index(seven)]
            f["seven_last"] = (who, who == last_w)
        else:
            f["seven_last"] = None
    return f


def goal_result(goal, f, ctx, trump, decl_trick_pts=None):
    declarer = ctx["declarer"]
    if goal == "party":
        return f["decl_pts"] > f["def_pts"] and f["decl_tricks"] >= 1
    if goal == "ulti":
        return f["seven_last"] == (declarer, True)
    if goal == "40-100":
        return f["pts"][declarer] + 40 >= 100
    if goal == "20-100":
        return f["pts"][declarer] + 20 >= 100
    if goal in ("durchmarsch", "redurchmarsch"):
        return f["decl_tricks"] == 10
    if goal in ("betli", "rebetli"):
        return f["decl_tricks"] == 0
    raise ValueError(goal)


def payments_for(declarer, goals, red, results, reason_mult=1):
    """results: {goal: bool}.  Payments between declarer and each defender."""
    pays = []
    defs = [s for s in range(3) if s != declarer]
    mult = 2 if red else 1
    for g in goals:
        v = GOAL_POINTS[g] * (mult if g not in ("betli", "rebetli", "durchmarsch", "redurchmarsch") else 1)
        if g == "durchmarsch" and red:
            v = 12
        for d in defs:
            if results[g]:
                pays.append({"type": "payment", "from": d, "to": declarer, "amount": v, "reason": g})
            else:
                pays.append({"type": "payment", "from": declarer, "to": d, "amount": v, "reason": g})
        if g == "ulti" and not results[g]:
            for d in defs:
                pays.append({"type": "payment", "from": declarer, "to": d, "amount": 4 * mult, "reason": "ulti-penalty"})
    return pays


def expand(goals):
    """The bid's goals as scored: "ulti" alone stands for party + ulti."""
    if goals == ["ulti"]:
        return ["party", "ulti"]
    return list(goals)


def silent_check(deal, ctx, f, goals, trump):
    """Silent bonuses that would arise (we want none unless planned)."""
    out = []
    if not trump:
        return out
    declarer = ctx["declarer"]
    if "ulti" not in goals and f["seven_last"] is not None:
        out.append(("silent-ulti", f["seven_last"]))
    if not any(g in goals for g in ("40-100", "20-100")):
        if f["decl_pts"] >= 100:
            out.append(("silent-100", "declarer"))
        if f["def_pts"] >= 100:
            out.append(("silent-100", "defenders"))
    if "durchmarsch" not in goals and f["decl_tricks"] == 10:
        out.append(("silent-durchmarsch", "declarer"))
    if f["decl_tricks"] == 0:
        out.append(("defenders-all-tricks", None))
    return out


def transcript(deal, rules=None, description=""):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": dict({"preset": "standard"}, **(rules or {})),
        "players": PLAYERS,
        "meta": {"description": description, "round": "ulti-spec13"},
        "deals": [{"dealer": deal.dealer, "hands": deal.dealt, "events": deal.events}],
    }


def shuffled(rng, dealer):
    d = DECK[:]
    rng.shuffle(d)
    fb = (dealer + 1) % 3
    hands = [None, None, None]
    hands[fb] = d[:12]
    hands[(fb + 1) % 3] = d[12:22]
    hands[(fb + 2) % 3] = d[22:32]
    return [sorted(h, key=DECK.index) for h in hands]


def cheap(hand, n=2, avoid=(), rng=None):
    """n discards without A/10, preferring low cards, avoiding given cards."""
    cand = [c for c in hand if rank(c) not in ("A", "10") and c not in avoid]
    cand.sort(key=lambda c: (strength(c, None), DECK.index(c)))
    if len(cand) < n:
        return None
    return cand[:n]


def trick_table(ctx):
    rows = []
    for i, (seats, cards, w) in enumerate(ctx["tricks"], 1):
        rows.append(f"{i}: " + " ".join(f"{PLAYERS[s][0]}:{c}" for s, c in zip(seats, cards)) + f" -> {PLAYERS[w]}")
    return rows


SUMMARY = {}


def features(ctx, trump):
    """under: a forced under-trump (void, a higher trump on the table, only lower trumps);
    overlead: a follower beats the lead but cannot beat the current winner (plays under it)."""
    under = overlead = False
    for seats, cards, w in ctx["tricks"]:
        for k in (1, 2):
            if trump and suit(cards[k]) == trump and suit(cards[0]) != trump:
                cur = cards[winner_index(cards[:k], trump)]
                if suit(cur) == trump and not beats(cards[k], cur, trump):
                    under = True
        if suit(cards[1]) == suit(cards[0]) == suit(cards[2]):
            if beats(cards[1], cards[0], trump) and beats(cards[2], cards[0], trump) and not beats(cards[2], cards[1], trump):
                overlead = True
    return {"under": under, "overlead": overlead}


def write(name, deal, ctx=None, rules=None, description="", extra=None):
    doc = transcript(deal, rules, description)
    (HERE / f"{name}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    info = {"events": len(deal.events)}
    if ctx:
        info["tricks"] = trick_table(ctx)
        info["fault_event"] = ctx.get("fault_event")
        info["forced"] = ctx.get("forced")
    info.update(extra or {})
    SUMMARY[name] = info


# ------------------------------------------------------------------------------------------------
# scenarios


def search(fn, tries=200000, seed0=0):
    for seed in range(seed0, seed0 + tries):
        rng = random.Random(seed)
        r = fn(rng, seed)
        if r:
            return r
    raise SystemExit(f"no deal found for {fn.__name__}")


def s01_clean_40_100(rng, seed):
    """Talon passed on by a pass; the dealer takes it and bids 40-100 (spades); under-trump forced."""
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    disc = cheap(d.hands[1], avoid=())
    d.first_bid(1, disc, bid(["party"]))
    d.pass_(2)
    h0 = d.hands[0] + d.talon
    if not ("KS" in h0 and "QS" in h0):
        return None
    disc0 = cheap(h0, avoid=("KS", "QS"))
    if disc0 is None:
        return None
    d.take_bid(0, disc0, bid(["40-100"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "S"}]})
    if sum(1 for c in d.hands[0] if suit(c) == "S") < 4:
        return None
    ctx = play_out(d, 0, "S", high_policy_for(0, "S"), rng)
    f = score(d, ctx, ["40-100"], False, "S")
    if not goal_result("40-100", f, ctx, "S"):
        return None
    if silent_check(d, ctx, f, ["40-100"], "S"):
        return None
    if not features(ctx, "S")["overlead"]:
        return None
    pays = payments_for(0, ["40-100"], False, {"40-100": True})
    d.events += pays
    write("01-clean-40-100-talon", d, ctx, description="Clean. Béla discards and bids party, Csilla passes the talon on, "
          "Anna (dealer) takes it and bids 40-100 in spades; play includes a forced under-trump and a "
          "follow that beats the lead but not the winner.", extra={"score": f, "seed": seed})
    return True


def s02_betli_forced(rng, seed):
    """Betli: the declarer is forced to overtake and takes a trick; betli lost."""
    dealer = 1
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    disc = cheap(d.hands[2])
    d.first_bid(2, disc, bid(["party"]))
    h0 = d.hands[0] + d.talon
    disc0 = sorted(h0, key=lambda c: (-strength(c, None), DECK.index(c)))[:2]  # throw two highest
    d.take_bid(0, disc0, bid(["betli"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]})
    ctx = play_out(d, 0, None, low_policy_for(0, None), rng)
    f = score(d, ctx, ["betli"], False, None)
    if f["decl_tricks"] == 0:
        return None
    # the first trick the declarer wins must be one where it was forced to overtake
    first_won = next(i for i, (s, c, w) in enumerate(ctx["tricks"]) if w == 0)
    seats, cards, w = ctx["tricks"][first_won]
    if seats[0] == 0:
        return None
    forced = [x for x in ctx["forced"] if x[0] == first_won and x[1] == 0]
    if not forced:
        return None
    pays = payments_for(0, ["betli"], False, {"betli": False})
    d.events += pays
    write("02-clean-betli-forced-overtake", d, ctx, description="Clean. Anna takes the talon over Csilla's party and bids betli; "
          "in a later trick she must beat the card on the table (no exception for betli) and so takes a trick: betli lost.",
          extra={"forced": forced, "first_won": first_won + 1, "seed": seed})
    return True


def s03_nt_durchmarsch(rng, seed):
    """No-trump durchmarsch won with a constructed strong hand (first bidder keeps it)."""
    dealer = 2
    strong = ["AH", "KH", "QH", "JH", "10H", "AD", "KD", "QD", "AS", "KS", "8C", "7C"]
    rest = [c for c in DECK if c not in strong]
    rng.shuffle(rest)
    dealt = [sorted(strong, key=DECK.index), sorted(rest[:10], key=DECK.index), sorted(rest[10:], key=DECK.index)]
    d = Deal(dealer, dealt)
    d.first_bid(0, ["8C", "7C"], bid(["durchmarsch"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]})
    ctx = play_out(d, 0, None, high_policy_for(0, None), rng)
    f = score(d, ctx, ["durchmarsch"], False, None)
    if f["decl_tricks"] != 10:
        return None
    d.events += payments_for(0, ["durchmarsch"], False, {"durchmarsch": True})
    write("03-clean-nt-durchmarsch", d, ctx, description="Clean. Anna, first bidder, bids durchmarsch without trumps, "
          "nobody overbids; she takes all ten tricks.", extra={"seed": seed})
    return True


def s04_ulti_won(rng, seed):
    """Ulti (acorns) won with the 7C in the tenth trick; marriages declared with the first card."""
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    disc = cheap(d.hands[1])
    d.first_bid(1, disc, bid(["party"]))
    h2 = d.hands[2] + d.talon
    if "7C" not in h2 or sum(1 for c in h2 if suit(c) == "C") < 5:
        return None
    disc2 = cheap(h2, avoid=("7C", "KC", "QC", "KD", "QD", "KH", "QH", "KS", "QS"))
    if disc2 is None:
        return None
    d.take_bid(2, disc2, bid(["ulti"]))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.events.append({"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "C"}]})
    marr = {s: marriages_held(d.hands[s], "C") for s in range(3)}
    marr = {s: v for s, v in marr.items() if v}
    # want: declarer 20 or 40, and a defender with a 20
    if 2 not in marr or not any(s != 2 for s in marr):
        return None
    declares = {s: [{"kind": "marriage", "points": p} for p in sorted(v, reverse=True)] for s, v in marr.items()}
    ctx = play_out(d, 2, "C", high_policy_for(2, "C"), rng, ulti=True, declares=declares)
    f = score(d, ctx, ["party", "ulti"], False, "C", marriages=marr)
    if not goal_result("ulti", f, ctx, "C"):
        return None
    if silent_check(d, ctx, f, ["party", "ulti"], "C"):
        return None
    if abs(f["decl_pts"] - f["def_pts"]) < 10:
        return None
    # party outcome must differ from what card points alone would give (marriages matter)
    raw_decl = f["pts"][2]
    raw_def = 90 - raw_decl
    if (raw_decl > raw_def) == (f["decl_pts"] > f["def_pts"]):
        return None
    party = goal_result("party", f, ctx, "C")
    d.events += payments_for(2, ["party", "ulti"], False, {"party": party, "ulti": True})
    write("04-clean-ulti-won-marriages", d, ctx, description="Clean. Csilla takes the talon over Béla's party and bids ulti "
          "(acorns); marriages are declared with the first card and decide the party; Csilla wins the tenth trick with the VII of acorns.",
          extra={"score": f, "marr": marr, "party": party, "seed": seed})
    return True


def s05_ulti_lost_last(rng, seed):
    """Red ulti: the 7H is played in the tenth trick and beaten."""
    dealer = 1
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    h2 = d.hands[2]
    if "7H" not in h2 or sum(1 for c in h2 if suit(c) == "H") < 5:
        return None
    disc = cheap(h2, avoid=("7H",))
    d.first_bid(2, disc, bid(["ulti"], red=True))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    ctx = play_out(d, 2, "H", rand_policy, rng, ulti=True)
    f = score(d, ctx, ["party", "ulti"], True, "H")
    if f["seven_last"] != (2, False):
        return None
    if silent_check(d, ctx, f, ["party", "ulti"], "H"):
        return None
    if abs(f["decl_pts"] - f["def_pts"]) < 20:
        return None
    party = goal_result("party", f, ctx, "H")
    d.events += payments_for(2, ["party", "ulti"], True, {"party": party, "ulti": False})
    write("05-clean-red-ulti-lost-last-trick", d, ctx, description="Clean. Csilla bids red ulti; she keeps the VII of hearts "
          "to the tenth trick, where a higher trump beats it: red ulti lost (8) and its penalty (8) to each defender.",
          extra={"score": f, "party": party, "seed": seed})
    return True


def s06_ulti_seven_forced(rng, seed):
    """Ulti declarer void in the led suit with the trump VII as only trump: must play it."""
    dealer = 2
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    h0 = d.hands[0]
    if "7D" not in h0:
        return None
    disc = cheap(h0, avoid=("7D",))
    d.first_bid(0, disc, bid(["party"]))
    d.pass_(1)
    disc2 = cheap(d.hands[2] + d.talon)
    if disc2 is None:
        return None
    d.take_bid(2, disc2, bid(["party"], red=True))
    # seat 0 overbids: takes the talon and bids ulti in bells
    h0b = d.hands[0] + d.talon
    disc0 = cheap(h0b, avoid=("7D",))
    if disc0 is None:
        return None
    d.take_bid(0, disc0, bid(["ulti"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "D"}]})
    ctx = play_out(d, 0, "D", rand_policy, rng, ulti=True)
    f = score(d, ctx, ["party", "ulti"], False, "D")
    # the 7D must have gone before trick 10, as the only legal card
    played7 = None
    for i, (seats, cards, w) in enumerate(ctx["tricks"]):
        if "7D" in cards:
            played7 = i
    if played7 is None or played7 == 9:
        return None
    seats, cards, w = ctx["tricks"][played7]
    if seats[0] == 0:
        return None
    if silent_check(d, ctx, f, ["party", "ulti"], "D"):
        return None
    if abs(f["decl_pts"] - f["def_pts"]) < 20:
        return None
    party = goal_result("party", f, ctx, "D")
    d.events += payments_for(0, ["party", "ulti"], False, {"party": party, "ulti": False})
    write("06-clean-ulti-seven-forced", d, ctx, description="Clean. Anna bids party, Béla passes, Csilla overbids with red party, Anna takes "
          "the talon again and bids ulti (bells). Void in the suit led, with the VII of bells her only trump, she must trump with it "
          "(\"as far as the rules allow\"): ulti lost, 4 + 4 to each defender.",
          extra={"score": f, "party": party, "seven_trick": played7 + 1, "seed": seed})
    return True


def s07_silent_ulti_lost(rng, seed):
    """Party in leaves; a defender plays the 7S to the tenth trick and loses it: pays 4 to each."""
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    disc = cheap(d.hands[1])
    d.first_bid(1, disc, bid(["party"]))
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.events.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    ctx = play_out(d, 1, "S", rand_policy, rng)
    f = score(d, ctx, ["party"], False, "S")
    if f["seven_last"] is None or f["seven_last"][0] == 1 or f["seven_last"][1]:
        return None
    who = f["seven_last"][0]
    if not features(ctx, "S")["under"]:
        return None
    sil = silent_check(d, ctx, f, ["party"], "S")
    if [s for s in sil if s[0] != "silent-ulti"]:
        return None
    if abs(f["decl_pts"] - f["def_pts"]) < 20:
        return None
    party = goal_result("party", f, ctx, "S")
    pays = payments_for(1, ["party"], False, {"party": party})
    for o in range(3):
        if o != who:
            pays.append({"type": "payment", "from": who, "to": o, "amount": 4, "reason": "silent-ulti"})
    d.events += pays
    write("07-clean-silent-ulti-lost-defender", d, ctx, description=f"Clean. Béla plays party in leaves; {PLAYERS[who]} (a defender) "
          "plays the VII of leaves to the tenth trick and loses it: she pays 4 to each of the other two (not only to the declarer).",
          extra={"score": f, "party": party, "who": who, "seed": seed})
    return True


def s08_fold(rng, seed):
    dealer = 1
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(2, cheap(d.hands[2]), bid(["party"]))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.events.append({"type": "call", "seat": 2, "call": "fold"})
    for o in (0, 1):
        d.events.append({"type": "payment", "from": 2, "to": o, "amount": 2, "reason": "fold"})
    write("08-clean-fold", d, description="Clean. Csilla, first bidder, bids the plain party, both pass, she passes too and folds: "
          "2 to each defender; no play.", extra={"seed": seed})
    return True


# --- faulty --------------------------------------------------------------------------------------


def first_fault(pred):
    """Make a fault function planting the first card in hand that is illegal and satisfies pred."""

    def fault(seat, hand, trick, lg, ctx):
        for c in sorted(hand, key=DECK.index):
            if c not in lg and pred(seat, c, hand, trick, lg, ctx):
                return c
        return None

    return fault


def s09_revoke(rng, seed):
    """Party in bells: a defender discards a club while holding a club. Defenders lose all goals ->
    declarer's party counts won (it was lost as played)."""
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(1, cheap(d.hands[1]), bid(["party"]))
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.events.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "D"}]})

    def pred(seat, c, hand, trick, lg, ctx):
        if seat == 1 or not trick or ctx["t"] < 2:
            return False
        led = suit(trick[0])
        return led != "D" and suit(c) not in (led, "D") and any(suit(x) == led for x in hand)

    ctx = play_out(d, 1, "D", rand_policy, rng, fault=first_fault(pred))
    if ctx["fault_event"] is None:
        return None
    f = score(d, ctx, ["party"], False, "D")
    if goal_result("party", f, ctx, "D"):
        return None
    if silent_check(d, ctx, f, ["party"], "D"):
        return None
    d.events += payments_for(1, ["party"], False, {"party": True})
    write("09-revoke-defender", d, ctx, description="Fault: revoke by a defender (did not follow suit). Under revoke_penalty "
          "lose_all_goals the defenders lose every goal: Béla's party counts as won although lost as played.",
          extra={"score": f, "seed": seed, "fault_seat": ctx["fault_seat"]})
    return True


def s10_fail_undertrump(rng, seed):
    """Red party: the declarer, void in the suit led, cannot beat the trump already played, and
    discards a side card while holding lower trumps (must still trump). Declarer loses all goals."""
    dealer = 1
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(2, cheap(d.hands[2]), bid(["party"]))
    d.take_bid(0, cheap(d.hands[0] + d.talon), bid(["party"], red=True))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)

    def pred(seat, c, hand, trick, lg, ctx):
        if seat != 0 or not trick:
            return False
        led = suit(trick[0])
        if led == "H" or any(suit(x) == led for x in hand):
            return False
        cur = trick[winner_index(trick, "H")]
        if suit(cur) != "H":
            return False
        trumps = [x for x in hand if suit(x) == "H"]
        return trumps and not any(beats(x, cur, "H") for x in trumps) and suit(c) != "H"

    ctx = play_out(d, 0, "H", rand_policy, rng, fault=first_fault(pred))
    if ctx["fault_event"] is None:
        return None
    f = score(d, ctx, ["party"], True, "H")
    if not goal_result("party", f, ctx, "H"):
        return None
    if silent_check(d, ctx, f, ["party"], "H"):
        return None
    d.events += payments_for(0, ["party"], True, {"party": False})
    write("10-failure-to-undertrump-declarer", d, ctx, description="Fault: the declarer (red party), void in the suit led, "
          "cannot beat the trump on the table and throws a side card although holding a lower trump: she must still trump. "
          "Declarer loses every goal: red party lost (2 to each) though won as played.",
          extra={"score": f, "seed": seed})
    return True


def s11_fail_overtake_partner(rng, seed):
    """40-100 (acorns): a defender follows suit under her partner's winning card although she
    could beat it. Defenders lose all goals -> 40-100 won though lost as played."""
    dealer = 2
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    h0 = d.hands[0]
    if not ("KC" in h0 and "QC" in h0):
        return None
    d.first_bid(0, cheap(h0, avoid=("KC", "QC")), bid(["40-100"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "C"}]})

    def pred(seat, c, hand, trick, lg, ctx):
        if seat == 0 or len(trick) != 2:
            return False
        seats = ctx["seats"]
        if seats[0] != 0:
            return False  # declarer led, partner (other defender) won so far
        led = suit(trick[0])
        cur_i = winner_index(trick, "C")
        if cur_i != 1 or suit(trick[1]) != led or led == "C":
            return False
        return suit(c) == led and not beats(c, trick[1], "C")

    ctx = play_out(d, 0, "C", rand_policy, rng, fault=first_fault(pred))
    if ctx["fault_event"] is None:
        return None
    f = score(d, ctx, ["40-100"], False, "C")
    if goal_result("40-100", f, ctx, "C"):
        return None
    if silent_check(d, ctx, f, ["40-100"], "C"):
        return None
    d.events += payments_for(0, ["40-100"], False, {"40-100": True})
    write("11-failure-to-overtake-partner", d, ctx, description="Fault: a defender follows suit under her partner's winning "
          "card while holding a card of the suit that beats it (the duty has no partner exception). Defenders lose every goal: "
          "Anna's 40-100 counts as won.", extra={"score": f, "seed": seed, "fault_seat": ctx["fault_seat"]})
    return True


def s12_fail_overtrump(rng, seed):
    """Party in leaves, revoke_penalty play_stands: a defender, void, under-trumps the declarer's
    trump while holding a higher trump. Scored as played."""
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(1, cheap(d.hands[1]), bid(["party"]))
    d.pass_(2)
    d.take_bid(0, cheap(d.hands[0] + d.talon), bid(["party"], red=True))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)

    def pred(seat, c, hand, trick, lg, ctx):
        if seat == 0 or not trick:
            return False
        led = suit(trick[0])
        if led == "H" or any(suit(x) == led for x in hand):
            return False
        cur = trick[winner_index(trick, "H")]
        if suit(cur) != "H" or ctx["seats"][winner_index(trick, "H")] != 0:
            return False
        return suit(c) == "H" and not beats(c, cur, "H") and any(beats(x, cur, "H") for x in hand)

    ctx = play_out(d, 0, "H", rand_policy, rng, fault=first_fault(pred))
    if ctx["fault_event"] is None:
        return None
    f = score(d, ctx, ["party"], True, "H")
    if goal_result("party", f, ctx, "H"):
        return None
    if silent_check(d, ctx, f, ["party"], "H"):
        return None
    if abs(f["decl_pts"] - f["def_pts"]) < 20:
        return None
    d.events += payments_for(0, ["party"], True, {"party": False})
    write("12-failure-to-overtrump-play-stands", d, ctx, rules={"revoke_penalty": "play_stands"},
          description="Fault: a defender, void in the suit led, plays a trump lower than the declarer's trump while holding a "
          "higher one. revoke_penalty play_stands: the deal is scored as played (red party lost, 2 to each defender).",
          extra={"score": f, "seed": seed, "fault_seat": ctx["fault_seat"]})
    return True


def s13_betli_no_overtake(rng, seed):
    """Betli: the declarer follows under the card on the table although she could beat it.
    Played out, she takes no trick; declarer loses all goals -> betli lost."""
    dealer = 2
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    h0 = d.hands[0]
    disc = sorted(h0, key=lambda c: (-strength(c, None), DECK.index(c)))[:2]
    d.first_bid(0, disc, bid(["betli"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]})

    def pred(seat, c, hand, trick, lg, ctx):
        if seat != 0 or not trick:
            return False
        led = suit(trick[0])
        return suit(c) == led and not beats(c, trick[winner_index(trick, None)], None)

    ctx = play_out(d, 0, None, low_policy_for(0, None), rng, fault=first_fault(pred))
    if ctx["fault_event"] is None:
        return None
    f = score(d, ctx, ["betli"], False, None)
    if f["decl_tricks"] != 0:
        return None
    d.events += payments_for(0, ["betli"], False, {"betli": False})
    write("13-betli-declarer-failure-to-overtake", d, ctx, description="Fault: betli declarer Anna follows suit with a low "
          "card while holding one that beats the card on the table; the duty to beat knows no betli exception. She takes no "
          "trick as played; declarer loses every goal: betli lost (5 to each).", extra={"seed": seed})
    return True


def s14_durch_no_overtake(rng, seed):
    """No-trump durchmarsch, revoke_penalty void_deal: a defender does not beat the declarer's
    card though able; later the declarer loses a trick. Deal void: nothing paid."""
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    h1 = d.hands[1]
    keep = sorted(h1, key=lambda c: (-strength(c, None), DECK.index(c)))[:10]
    d.first_bid(1, [c for c in h1 if c not in keep], bid(["durchmarsch"]))
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.events.append({"type": "announce", "seat": 1, "items": [{"kind": "no-trump"}]})

    def pred(seat, c, hand, trick, lg, ctx):
        if seat == 1 or not trick or ctx["seats"][0] != 1:
            return False
        led = suit(trick[0])
        cur = trick[winner_index(trick, None)]
        return suit(c) == led and not beats(c, cur, None)

    ctx = play_out(d, 1, None, high_policy_for(1, None), rng, fault=first_fault(pred))
    if ctx["fault_event"] is None:
        return None
    f = score(d, ctx, ["durchmarsch"], False, None)
    if f["decl_tricks"] == 10:
        return None
    write("14-nt-durchmarsch-failure-to-overtake-void-deal", d, ctx, rules={"revoke_penalty": "void_deal"},
          description="Fault: in Béla's durchmarsch without trumps a defender follows under the declarer's card though able "
          "to beat it. revoke_penalty void_deal: the deal is void, nothing is paid (none recorded).",
          extra={"seed": seed, "fault_seat": ctx["fault_seat"], "decl_tricks": f["decl_tricks"]})
    return True


def s15_ulti_seven_early(rng, seed):
    """Ulti (bells): the declarer leads the VII of bells in an early trick while holding others."""
    dealer = 1
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    h2 = d.hands[2]
    if "7D" not in h2 or sum(1 for c in h2 if suit(c) == "D") < 4:
        return None
    d.first_bid(2, cheap(h2, avoid=("7D",)), bid(["ulti"]))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.events.append({"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "D"}]})

    def fault(seat, hand, trick, lg, ctx):
        if seat == 2 and not trick and ctx["t"] == 4 and "7D" in hand and len(hand) > 1:
            return "7D"
        return None

    ctx = play_out(d, 2, "D", rand_policy, rng, ulti=True, fault=fault)
    if ctx["fault_event"] is None:
        return None
    f = score(d, ctx, ["party", "ulti"], False, "D")
    if goal_result("party", f, ctx, "D"):
        return None
    if silent_check(d, ctx, f, ["party", "ulti"], "D"):
        return None
    d.events += payments_for(2, ["party", "ulti"], False, {"party": False, "ulti": False})
    write("15-ulti-seven-led-early", d, ctx, description="Fault: ulti declarer Csilla leads the VII of bells in trick 5 "
          "while holding other cards (must keep it as far as the rules allow). Party and ulti lost as played: 1 + 4 + 4 to each.",
          extra={"score": f, "seed": seed})
    return True


def s16_out_of_turn_lead(rng, seed):
    """Party in acorns: the wrong seat leads trick 6. Scored as played."""
    dealer = 2
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(0, cheap(d.hands[0]), bid(["party"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "C"}]})

    def lf(t, leader, hands):
        if t == 5:
            return (leader + 1) % 3
        return None

    ctx = play_out(d, 0, "C", rand_policy, rng, lead_fault=lf)
    f = score(d, ctx, ["party"], False, "C")
    if silent_check(d, ctx, f, ["party"], "C"):
        return None
    if abs(f["decl_pts"] - f["def_pts"]) < 20:
        return None
    party = goal_result("party", f, ctx, "C")
    d.events += payments_for(0, ["party"], False, {"party": party})
    write("16-out-of-turn-lead", d, ctx, description="Fault: trick 6 is led by the player after the winner of trick 5. "
          "No penalty in the source; scored as played.", extra={"score": f, "party": party, "seed": seed})
    return True


def s17_pass_out_of_turn(rng, seed):
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(1, cheap(d.hands[1]), bid(["party"]))
    h2 = d.hands[2] + d.talon
    if not ("KH" in h2 and "QH" in h2):
        return None
    d.take_bid(2, cheap(h2, avoid=("KH", "QH")), bid(["40-100"], red=True))
    d.pass_(0)
    d.pass_(2)  # out of turn: Béla (1) is due
    d.pass_(1)
    fault_event = len(d.events) - 2
    ctx = play_out(d, 2, "H", high_policy_for(2, "H"), rng)
    f = score(d, ctx, ["40-100"], True, "H")
    if silent_check(d, ctx, f, ["40-100"], "H"):
        return None
    res = goal_result("40-100", f, ctx, "H")
    d.events += payments_for(2, ["40-100"], True, {"40-100": res})
    ctx["fault_event"] = fault_event
    write("17-auction-pass-out-of-turn", d, ctx, description="Fault: in the auction Csilla passes when Béla is due "
          "(after Anna's pass). Her red 40-100 stands; scored as played.", extra={"score": f, "res": res, "seed": seed})
    return True


def s18_bid_not_higher(rng, seed):
    """ulti (5, 2 goals) < betli (5, 1 goal): Anna's ulti over Csilla's betli does not rise."""
    dealer = 0
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(1, cheap(d.hands[1]), bid(["ulti"]))
    a = cheap(d.hands[2] + d.talon)
    if a is None:
        return None
    d.take_bid(2, a, bid(["betli"]))
    b = cheap(d.hands[0] + d.talon)
    if b is None:
        return None
    d.take_bid(0, b, bid(["ulti"]))
    fault_event = len(d.events) - 1
    h1 = d.hands[1] + d.talon
    if not ("KS" in h1 and "QS" in h1 and "7S" in h1) or sum(1 for c in h1 if suit(c) == "S") < 6:
        return None
    disc1 = cheap(h1, avoid=("KS", "QS", "7S"))
    if disc1 is None:
        return None
    d.take_bid(1, disc1, bid(["40-100", "ulti"]))
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.events.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    ctx = play_out(d, 1, "S", high_policy_for(1, "S"), rng, ulti=True)
    f = score(d, ctx, ["40-100", "ulti"], False, "S")
    if silent_check(d, ctx, f, ["40-100", "ulti"], "S"):
        return None
    r1 = goal_result("40-100", f, ctx, "S")
    r2 = goal_result("ulti", f, ctx, "S")
    if not (r1 and r2):
        return None
    d.events += payments_for(1, ["40-100", "ulti"], False, {"40-100": r1, "ulti": r2})
    ctx["fault_event"] = fault_event
    write("18-auction-bid-not-higher", d, ctx, description="Fault: Béla ulti (5, two goals), Csilla betli (5, one goal: higher), "
          "Anna ulti again (not higher than betli), Béla 40-100 and ulti (8). Béla plays it in leaves and wins both.",
          extra={"score": f, "seed": seed})
    return True


def s19_false_marriage(rng, seed):
    """Party in bells: a defender declares 20 she does not hold; counted it would turn the party."""
    dealer = 1
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    d.first_bid(2, cheap(d.hands[2]), bid(["party"]))
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.events.append({"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "D"}]})
    if any(marriages_held(d.hands[s], "D") for s in range(3)):
        return None
    declares = {0: [{"kind": "marriage", "points": 20}]}
    ctx = play_out(d, 2, "D", rand_policy, rng, declares=declares)
    f = score(d, ctx, ["party"], False, "D")
    if silent_check(d, ctx, f, ["party"], "D"):
        return None
    if not goal_result("party", f, ctx, "D"):
        return None
    # with the false 20 the defenders would reach or pass the declarer
    if not (f["def_pts"] + 20 >= f["decl_pts"]):
        return None
    d.events += payments_for(2, ["party"], False, {"party": True})
    ev = next(i for i, e in enumerate(d.events) if e["type"] == "declare")
    ctx["fault_event"] = ev
    write("19-false-marriage", d, ctx, description="Fault: Anna (defender) declares a 20 she does not hold (nobody holds a "
          "K-Q pair). Not counted, Csilla's party is won; counted, it would be lost.", extra={"score": f, "seed": seed})
    return True


def s20_marriage_in_40_100(rng, seed):
    """40-100 (leaves): a defender declares a 20 she holds, but no 20/40 may be declared when a 100 goal is bid."""
    dealer = 2
    dealt = shuffled(rng, dealer)
    d = Deal(dealer, dealt)
    h0 = d.hands[0]
    if not ("KS" in h0 and "QS" in h0):
        return None
    d.first_bid(0, cheap(h0, avoid=("KS", "QS")), bid(["40-100"]))
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.events.append({"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "S"}]})
    m1 = marriages_held(d.hands[1], "S")
    if m1 != [20]:
        return None
    if marriages_held(d.hands[2], "S") or marriages_held(d.hands[0], "S") != [40]:
        return None
    declares = {1: [{"kind": "marriage", "points": 20}]}
    ctx = play_out(d, 0, "S", high_policy_for(0, "S"), rng, declares=declares)
    f = score(d, ctx, ["40-100"], False, "S")
    if silent_check(d, ctx, f, ["40-100"], "S"):
        return None
    res = goal_result("40-100", f, ctx, "S")
    if not res:
        return None
    d.events += payments_for(0, ["40-100"], False, {"40-100": res})
    ev = next(i for i, e in enumerate(d.events) if e["type"] == "declare")
    ctx["fault_event"] = ev
    write("20-marriage-declared-in-40-100", d, ctx, description="Fault: in Anna's 40-100 Béla declares a 20 he holds; "
          "the source allows 20/40 declarations only when no 100 goal (and no durchmarsch) is bid. 40-100 won.",
          extra={"score": f, "seed": seed})
    return True


SCENARIOS = [
    s01_clean_40_100,
    s02_betli_forced,
    s03_nt_durchmarsch,
    s04_ulti_won,
    s05_ulti_lost_last,
    s06_ulti_seven_forced,
    s07_silent_ulti_lost,
    s08_fold,
    s09_revoke,
    s10_fail_undertrump,
    s11_fail_overtake_partner,
    s12_fail_overtrump,
    s13_betli_no_overtake,
    s14_durch_no_overtake,
    s15_ulti_seven_early,
    s16_out_of_turn_lead,
    s17_pass_out_of_turn,
    s18_bid_not_higher,
    s19_false_marriage,
    s20_marriage_in_40_100,
]

if __name__ == "__main__":
    only = sys.argv[1:]
    for i, fn in enumerate(SCENARIOS):
        if only and not any(o in fn.__name__ for o in only):
            continue
        search(fn, seed0=10007 * (i + 1))
    print(json.dumps(SUMMARY, indent=1, default=str, ensure_ascii=False))
