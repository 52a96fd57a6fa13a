"""Blind generator for the galician-auction-fresh audit round (no import from validator).

Rules read from Szczepański (seed 002), §5, §7, §10, §11, §14, §16, §18, §26, §27, §28.
Conventions of this writer (see EXPECTED.md):
- order of play = the transcript's seat order; forehand ("ręka") = first active seat after the dealer;
  the forehand leads the first trick (§11 "Ręka wydaje pierwszą kartę").
- auction levels: three < bottom (spód, 2nd three) < top (wierzch, 3rd three) < two < one < solo;
  an earlier seat may "hold" (sam) a later seat's game (§10); turns go round, passed seats skipped.
- the n-th three is talon[0:3] for odd n, talon[3:6] for even n (three=1st, bottom=2nd, top=3rd,
  each reject one more); the n-th two is talon[2*((n-1)%3):+2]; the n-th one is talon[(n-1)%6].
- card points: value minus 2/3 a card (§14: 2 off a trick of 3; §18: 66 in all); the player's
  pile is their tricks and their discard, the helpers' their tricks and the rest of the talon
  (§10: at solo the whole talon counts for the helpers).
- game: won: k*d+a from every opponent once; lost: (k*d+a)*n to every opponent (§16, §18),
  three 3/30, two 4/40, one 5/50, solo 6/60; szpricer lost: twice that (§26).
- pool (§27, options' defaults): stake 10 from every seat sharing the result at the first deal,
  5 from each of the three bidders on an all-pass, 10% of every win.
"""

import json
import random
import sys
from fractions import Fraction
from pathlib import Path

OUT = Path(__file__).resolve().parent
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J", "PIP"]
SUIT_VAL = {"K": 5, "Q": 4, "N": 3, "J": 2, "PIP": 1}


def suit_cards(s):
    return [("%s%s" % (r, s)) if r != "PIP" else PIP[s] for r in SUIT_RANKS]


DECK = [c for s in SUITS for c in suit_cards(s)] + ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit_of(c):
    return "T" if is_trump(c) else c[-1]


def value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_trump(c):
        return 1
    if c == PIP.get(c[-1]):
        return 1
    return SUIT_VAL[c[0]]


def rank(c):
    if c == "SKIZ":
        return 22
    if is_trump(c):
        return int(c[1:])
    return 5 - suit_cards(c[-1]).index(c)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit_of(trick[0])
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return list(hand)


def winner(trick):  # trick = [(seat, card)]
    led = suit_of(trick[0][1])
    best = None
    for s, c in trick:
        key = (2, rank(c)) if is_trump(c) else ((1, rank(c)) if suit_of(c) == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def points(cards):
    return Fraction(sum(value(c) for c in cards)) - Fraction(2, 3) * len(cards)


def num(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


GAME_K = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
KIND = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}
START_N = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 0}


def packet(kind, n, talon):
    if kind == "three":
        i = (n - 1) % 2
        return talon[3 * i : 3 * i + 3]
    if kind == "two":
        i = (n - 1) % 3
        return talon[2 * i : 2 * i + 2]
    if kind == "one":
        return [talon[(n - 1) % 6]]
    return []


class Deal:
    """One deal. active: the three seats with cards in order from the forehand."""

    def __init__(self, rng, n, dealer, sitter=None, szpricer_king=None, old_talon=None, szp_out=None):
        self.n = n
        self.dealer = dealer
        self.sitter = sitter
        order = [(dealer + 1 + i) % n for i in range(n)]
        if szpricer_king is not None:
            # §26: the king plays; the passer written out gets [] (format's szpricer example)
            self.active = [s for s in order if s not in (szp_out, sitter)]
            self.king = szp_out  # shares the result as the king would
        elif n == 3:
            self.active = order
            self.king = None
        else:
            self.active = [s for s in order if s not in (dealer, sitter)]
            self.king = dealer
        assert len(self.active) == 3
        deck = list(DECK)
        if old_talon:
            for c in old_talon:
                deck.remove(c)
        rng.shuffle(deck)
        self.hands = [[] for _ in range(n)]
        if old_talon:
            self.talon = deck[:6]
            rest = deck[6:]
            for s in self.active:
                if s == szpricer_king:
                    self.hands[s] = list(old_talon) + rest[:6]
                    rest = rest[6:]
                else:
                    self.hands[s] = rest[:12]
                    rest = rest[12:]
            assert not rest
        else:
            self.talon = deck[:6]
            rest = deck[6:]
            for s in self.active:
                self.hands[s] = rest[:12]
                rest = rest[12:]
        self.events = []
        self.szpricer = szpricer_king is not None

    def role(self, r):
        return self.active["FST".index(r)]

    def opponents(self, player):
        o = [s for s in self.active if s != player]
        if self.king is not None:
            o.append(self.king)
        return o

    def sharers(self):
        o = list(self.active)
        if self.king is not None:
            o.append(self.king)
        return o


def play_out(rng, deal, hands, player, side_pile):
    """Random legal play from the forehand; returns per-seat won cards and the trick list."""
    lead = deal.active[0]
    won = {s: [] for s in deal.active}
    tricks = []
    last_winner = None
    for t in range(12):
        trick = []
        order = [deal.active[(deal.active.index(lead) + i) % 3] for i in range(3)]
        for s in order:
            cands = legal(hands[s], [c for _, c in trick])
            c = rng.choice(cands)
            hands[s].remove(c)
            trick.append((s, c))
            deal.events.append({"type": "play", "seat": s, "card": c})
        w = winner(trick)
        won[w].extend(c for _, c in trick)
        tricks.append((trick, w))
        lead = w
        last_winner = (trick, w)
    return won, tricks, last_winner


def silent_premium(deal, won, player, side_pile, tricks):
    """True where trull, four kings, pagat ultimo or volat would come up (avoided: not this round's focus)."""
    psides = set(won[player])
    hsides = set(c for s in deal.active if s != player for c in won[s])
    for side in (psides, hsides):
        if {"T1", "T21", "SKIZ"} <= side:
            return True
        if {"K" + s for s in SUITS} <= side:
            return True
    last, w = tricks[-1]
    if any(c == "T1" for s, c in last if s == w):
        return True
    pw = sum(1 for _, w2 in tricks if w2 == player)
    if pw in (0, 12):
        return True
    return False


def settle(deal, player, contract, n_bought, p_points, pool_first, szp=False):
    """Payments after the play. Returns list of payment events and a text explanation."""
    pays = []
    lines = []
    if pool_first:
        for s in sorted(deal.sharers()):
            pays.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
        lines.append("pool stake 10 from each of %s (§27 'wkłada każdy w grze udział biorący pewną kwotę')" % sorted(deal.sharers()))
    k, a = GAME_K[KIND[contract]]
    opp = deal.opponents(player)
    if p_points > 33:
        d = p_points - 33
        v = k * d + a
        for o in opp:
            pays.append({"type": "payment", "from": o, "to": player, "amount": num(v), "reason": "game"})
        share = v * len(opp) / 10
        pays.append({"type": "payment", "from": player, "to": "pool", "amount": num(share), "reason": "pool_share"})
        lines.append(
            "player %d made %s > 33: won by d=%s; %s: %d*d+%d = %s from each of %s (won: single, §16); 10%% of %s = %s to the pool"
            % (player, num(p_points), num(d), KIND[contract], k, a, num(v), opp, num(v * len(opp)), num(share))
        )
    else:
        d = 33 - p_points
        mult = max(n_bought, 1) * (2 if szp else 1)
        v = (k * d + a) * mult
        for o in opp:
            pays.append({"type": "payment", "from": player, "to": o, "amount": num(v), "reason": "game"})
        for o in opp:
            pays.append({"type": "payment", "from": o, "to": "pool", "amount": num(v / 10), "reason": "pool_share"})
        lines.append(
            "player %d made %s <= 33: lost by d=%s; (%d*d+%d) x %d%s = %s to each of %s (§16 'płaci przy przegranej tyle razy, ile razy kupił'%s); each pays 10%% = %s to the pool"
            % (player, num(p_points), num(d), k, a, max(n_bought, 1), " x2 szpricer" if szp else "", num(v), opp,
               "; §26 'jeżeli przegra, to płaci podwójnie'" if szp else "", num(v / 10))
        )
    return pays, lines


def run_deal(rng, deal, auction, player_role, contract, rejects=0, pool_first=False, take_override=None,
             helper_take=False, constraints=None, tries=4000, discard_override=None):
    """Return (deal, explanation lines, index info). Rerolls cards until constraints hold."""
    base = deal
    for _ in range(tries):
        d = Deal(rng, base.n, base.dealer, base.sitter, *base._szp) if hasattr(base, "_szp") else Deal(rng, base.n, base.dealer, base.sitter)
        if constraints and not constraints(d):
            continue
        out = _try_deal(rng, d, auction, player_role, contract, rejects, pool_first, take_override, helper_take, discard_override)
        if out is not None:
            return out
    raise RuntimeError("no deal found")


def _try_deal(rng, d, auction, player_role, contract, rejects, pool_first, take_override, helper_take, discard_override):
    info = {"faults": []}
    ev = d.events
    for r, b in auction:
        seat = d.role(r) if isinstance(r, str) else r
        ev.append({"type": "bid", "seat": seat, "bid": b})
    if contract is None:  # all pass
        return d, info
    player = d.role(player_role) if isinstance(player_role, str) else player_role
    kind = KIND[contract]
    hands = {s: list(d.hands[s]) for s in d.active}
    n_start = START_N[contract]
    n = n_start
    taken = []
    if kind != "solo":
        for _ in range(rejects):
            ev.append({"type": "call", "seat": player, "call": "reject"})
            n += 1
        taken = packet(kind, n, d.talon)
        if take_override is not None:
            taken = take_override(d.talon)
            info["faults"].append(("take", len(ev)))
        ev.append({"type": "take", "seat": player, "cards": list(taken)})
        hands[player].extend(taken)
        # discard as many, never a king (§13) nor a tarock, lowest values first
        cand = sorted([c for c in hands[player] if not is_trump(c) and c[0] != "K"], key=lambda c: (value(c), c))
        if len(cand) < len(taken):
            return None
        disc = cand[: len(taken)]
        for c in disc:
            hands[player].remove(c)
        ev.append({"type": "discard", "seat": player, "cards": disc})
        rest_talon = [c for c in d.talon if c not in taken]
        if helper_take:
            h = d.active[(d.active.index(player) + 1) % 3]
            info["faults"].append(("helper_take", len(ev)))
            ev.append({"type": "take", "seat": h, "cards": list(rest_talon)})
    else:
        disc = []
        rest_talon = list(d.talon)
    # announcements: player, then the helpers in order (§11)
    i = d.active.index(player)
    for j in range(3):
        ev.append({"type": "announce", "seat": d.active[(i + j) % 3], "items": []})
    won, tricks, _ = play_out(rng, d, hands, player, None)
    if silent_premium(d, won, player, None, tricks):
        return None
    # reject silent premiums where the talon rest would complete trull / kings for the helpers
    hel = set(rest_talon) | set(c for s in d.active if s != player for c in won[s])
    if {"T1", "T21", "SKIZ"} <= hel or {"K" + s for s in SUITS} <= hel:
        return None
    pp = points(won[player] + disc)
    hp = points(rest_talon + [c for s in d.active if s != player for c in won[s]])
    assert pp + hp == 66, (pp, hp)
    if pp == 33:
        return None
    info.update(player=player, contract=contract, n=n if kind != "solo" else 1, pp=pp, hp=hp, taken=taken, disc=disc,
                rest=rest_talon, tricks_won=sum(1 for _, w in tricks if w == player))
    return d, info


def transcript(n, deals, rules=None, note=""):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
    if rules:
        t["rules"] = rules
    t["meta"] = {"audit": "galician-auction-fresh", "note": note}
    t["deals"] = [{"dealer": d.dealer, "hands": d.hands, "talon": d.talon, "events": d.events} for d in deals]
    return t


# ---------------------------------------------------------------------------------------------
def has(card, role):
    return lambda d: card in d.hands[d.role(role)]


def hasnt(card, *roles):
    return lambda d: all(card not in d.hands[d.role(r)] for r in roles)


def both(*fs):
    return lambda d: all(f(d) for f in fs)


def all_pass_pays(d, first):
    pays = []
    if first:
        for s in sorted(d.sharers()):
            pays.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
    for s in d.active:
        pays.append({"type": "payment", "from": s, "to": "pool", "amount": 5, "reason": "pool_pass"})
    return pays


def main(seed=20260):
    rng = random.Random(seed)
    files = {}
    log = []

    def game(name, n, dealer, auction, role, contract, rejects=0, first=False, sitter=None, cons=None, **kw):
        d0 = Deal(rng, n, dealer, sitter)
        d, info = run_deal(rng, d0, auction, role, contract, rejects, first, constraints=cons, **kw)
        pays, lines = settle(d, info["player"], contract, info["n"], info["pp"], first, szp=kw.get("szp", False))
        d.events.extend(pays)
        log.append("%s deal dealer=%d: %s %s n=%d taken=%s discard=%s rest=%s player tricks=%d pp=%s hp=%s; %s" % (
            name, dealer, contract, "player=%d" % info["player"], info["n"], info["taken"], info["disc"], info["rest"],
            info["tricks_won"], num(info["pp"]), num(info["hp"]), " | ".join(lines)))
        return d, info

    def allpass(name, n, dealer, auction, first=False, sitter=None, cons=None):
        for _ in range(4000):
            d = Deal(rng, n, dealer, sitter)
            if cons is None or cons(d):
                break
        for r, b in auction:
            d.events.append({"type": "bid", "seat": d.role(r), "bid": b})
        d.events.extend(all_pass_pays(d, first))
        log.append("%s all-pass dealer=%d: pass fee 5 from %s%s" % (name, dealer, d.active, ", stakes 10 from %s" % sorted(d.sharers()) if first else ""))
        return d

    # 01 3p clean: a plain three bought at once; then an all-pass (pass volat by a seat without the pagat)
    a, _ = game("01", 3, 0, [("F", "three"), ("S", "pass"), ("T", "pass")], "F", "three", first=True)
    b = allpass("01", 3, 1, [("F", "pass"), ("S", "pass_volat"), ("T", "pass")], cons=hasnt("T1", "S"))
    files["01-3p-clean-three-then-allpass.json"] = transcript(3, [a, b], note="clean")

    # 02 3p clean: hold, top, hold; the holder rejects the third three and buys the fourth
    a, _ = game("02", 3, 2, [("F", "three"), ("S", "bottom"), ("T", "pass"), ("F", "hold"), ("S", "top"), ("F", "hold"), ("S", "pass")],
                "F", "top", rejects=1, first=True)
    files["02-3p-clean-hold-top-reject.json"] = transcript(3, [a], note="clean")

    # 03 3p clean: tape, three, pass volat, the forehand outbids to a two; buys the second two
    a, _ = game("03", 3, 1, [("F", "tape"), ("S", "three"), ("T", "pass_volat"), ("F", "two"), ("S", "pass")],
                "F", "two", rejects=1, first=True, cons=hasnt("T1", "F", "T"))
    files["03-3p-clean-tape-passvolat-two.json"] = transcript(3, [a], note="clean")

    # 04 3p clean: pass volat by the forehand, the third defends the pool with a two, second holds, third one
    a, _ = game("04", 3, 0, [("F", "pass_volat"), ("S", "three"), ("T", "two"), ("S", "hold"), ("T", "one"), ("S", "pass")],
                "T", "one", rejects=2, first=True, cons=hasnt("T1", "F", "T"))
    files["04-3p-clean-defend-pool-one.json"] = transcript(3, [a], note="clean")

    # 05 3p clean: all-pass first (stake + fees), then a solo
    a = allpass("05", 3, 2, [("F", "pass"), ("S", "pass"), ("T", "pass")], first=True)
    b, _ = game("05", 3, 0, [("F", "pass"), ("S", "solo"), ("T", "pass")], "S", "solo")
    files["05-3p-clean-allpass-then-solo.json"] = transcript(3, [a, b], note="clean")

    # 06 3p fault: the third calls before the second
    a, _ = game("06", 3, 0, [("F", "three"), ("T", "pass"), ("S", "pass")], "F", "three", first=True)
    files["06-3p-fault-call-out-of-turn.json"] = transcript(3, [a], note="fault: deal 0 event 1, third seat calls before the second")

    # 07 3p fault: two called over a standing one (not higher); then second deal clean three with reject
    a, _ = game("07", 3, 1, [("F", "one"), ("S", "two"), ("T", "pass")], "F", "one", first=True)
    b, _ = game("07", 3, 2, [("F", "pass"), ("S", "three"), ("T", "pass")], "S", "three", rejects=1)
    files["07-3p-fault-call-not-higher.json"] = transcript(3, [a, b], note="fault: deal 0 event 1, 'two' does not beat 'one'")

    # 08 3p fault: second seat 'holds' the forehand's three (no priority)
    a, _ = game("08", 3, 2, [("F", "three"), ("S", "hold"), ("T", "pass"), ("F", "pass")], "S", "three", first=True)
    files["08-3p-fault-hold-without-priority.json"] = transcript(3, [a], note="fault: deal 0 event 1, a hold by a later seat")

    # 09 3p fault: tape said by the second seat
    a, _ = game("09", 3, 0, [("F", "pass"), ("S", "tape"), ("T", "three"), ("S", "pass")], "T", "three", first=True,
                cons=hasnt("T1", "S"))
    files["09-3p-fault-tape-by-second.json"] = transcript(3, [a], note="fault: deal 0 event 1, tape by a seat not the forehand")

    # 10 3p fault: pass volat by the third seat holding the pagat (clean first deal)
    a, _ = game("10", 3, 1, [("F", "three"), ("S", "pass"), ("T", "pass")], "F", "three", first=True)
    b, _ = game("10", 3, 2, [("F", "pass"), ("S", "three"), ("T", "pass_volat")], "S", "three", cons=has("T1", "T"))
    files["10-3p-fault-passvolat-with-pagat.json"] = transcript(3, [a, b], note="fault: deal 1 event 2, pass volat while holding T1")

    # 11 4p fault: a two with one reject takes the third packet instead of the second
    a, _ = game("11", 4, 0, [("F", "two"), ("S", "pass"), ("T", "pass")], "F", "two", rejects=1, first=True,
                take_override=lambda t: t[4:6])
    files["11-4p-fault-wrong-packet-two.json"] = transcript(4, [a], note="fault: deal 0 event 4, second two is talon[2:4], took talon[4:6]")

    # 12 4p szpricer (option true), clean: all-pass, king keeps the talon, deals again, must bid a three
    dA = None
    for _ in range(4000):
        dA = Deal(rng, 4, 1)
        break
    for r, bb in [("F", "pass"), ("S", "pass"), ("T", "pass")]:
        dA.events.append({"type": "bid", "seat": dA.role(r), "bid": bb})
    dA.events.append({"type": "call", "seat": 1, "call": "szpricer"})
    dA.events.extend(all_pass_pays(dA, True))
    log.append("12 deal 0: all-pass at 4p, king 1 calls szpricer; stakes 10 from 0..3, pass fee 5 from %s" % dA.active)
    old = list(dA.talon)
    base = Deal(rng, 4, 1, None, 1, old, 0)
    base._szp = (1, old, 0)
    dB, info = run_deal(rng, base, [("F", "three"), ("S", "pass"), (1, "bottom"), ("F", "pass")], 1, "bottom")
    pays, lines = settle(dB, 1, "bottom", info["n"], info["pp"], False, szp=True)
    dB.events.extend(pays)
    log.append("12 deal 1 (szpricer): bottom by king 1 n=%d taken=%s disc=%s rest=%s pp=%s; %s" % (
        info["n"], info["taken"], info["disc"], info["rest"], num(info["pp"]), " | ".join(lines)))
    files["12-4p-szpricer-clean.json"] = transcript(4, [dA, dB], rules={"szpricer": True}, note="clean")

    # 13 5p fault: a helper records a take of the rest of the talon (sitter 4, king = dealer 0)
    a, _ = game("13", 5, 0, [("F", "three"), ("S", "pass"), ("T", "pass")], "F", "three", first=True, sitter=4, helper_take=True)
    files["13-5p-fault-take-by-helper.json"] = transcript(5, [a], note="fault: deal 0, the take by a helper")

    # 14 4p fault (szpricer true, not called): a game, then an all-pass where the king also pays the pass fee
    a, _ = game("14", 4, 2, [("F", "three"), ("S", "bottom"), ("T", "pass"), ("F", "hold"), ("S", "pass")], "F", "bottom", first=True)
    b = allpass("14", 4, 3, [("F", "pass_volat"), ("S", "pass"), ("T", "pass")], cons=hasnt("T1", "F"))
    b.events.append({"type": "payment", "from": 3, "to": "pool", "amount": 5, "reason": "pool_pass"})
    files["14-4p-fault-allpass-fee-king.json"] = transcript(4, [a, b], rules={"szpricer": True},
                                                          note="fault: deal 1, the king (dealer 3) pays the all-pass fee too")

    # 15 5p clean: sitter 2; dealer 3 then 4 (then 0); a three rejected twice (5 -> ... ), then a two
    a, _ = game("15", 5, 3, [("F", "three"), ("S", "pass"), ("T", "pass")], "F", "three", rejects=2, first=True, sitter=2)
    b, _ = game("15", 5, 4, [("F", "pass"), ("S", "two"), ("T", "pass")], "S", "two", sitter=2)
    files["15-5p-clean-sitter-king.json"] = transcript(5, [a, b], note="clean")

    for f, t in files.items():
        (OUT / f).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    (OUT / "_gen_log.txt").write_text("\n".join(log) + "\n")
    print("\n".join(log))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20260)
