"""gd-spec11: my own model of Szczepański's Galician Tarok (written from the Polish source only)."""
import json, random
from fractions import Fraction as F

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = []
for s in SUITS:
    DECK += ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]
DECK += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42

def is_trump(c):
    return c == "SKIZ" or c.startswith("T")

def suit(c):
    return "T" if is_trump(c) else c[-1]

def value(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)

def rank(c):
    if c == "SKIZ":
        return 100
    if is_trump(c):
        return 50 + int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)

def legal(hand, trick):
    """§5: follow the suit led; void: trump; void in trumps: anything. Tarock led: tarock (any)."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return list(hand)

def winner_idx(trick):
    led = suit(trick[0])
    best = 0
    for i, c in enumerate(trick):
        b = trick[best]
        if is_trump(c) and not is_trump(b):
            best = i
        elif suit(c) == suit(b) and rank(c) > rank(b):
            best = i
    return best

def pile_points(cards):
    """§14: each three cards: sum minus 2 -> sum - 2/3 per card."""
    return F(sum(value(c) for c in cards)) - F(2, 3) * len(cards)

CONTRACT = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


# ---------------------------------------------------------------- builder
def fmt(x):
    x = F(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


class Deal:
    """One deal. n = players at the table (3, 4, 5). active = the three seats that hold cards
    (king / sitter get [] unless they are a szpricer)."""

    def __init__(self, n, dealer, hands, talon, note=None):
        self.n = n
        self.dealer = dealer
        self.hands0 = {s: list(h) for s, h in hands.items()}
        for s in range(n):
            self.hands0.setdefault(s, [])
        allc = [c for s in range(n) for c in self.hands0[s]] + list(talon)
        assert sorted(allc) == sorted(DECK), (len(allc), set(DECK) - set(allc), [c for c in allc if allc.count(c) > 1])
        for s in range(n):
            assert len(self.hands0[s]) in (0, 12), (s, len(self.hands0[s]))
        self.talon = list(talon)
        self.hand = {s: list(h) for s, h in self.hands0.items()}
        self.active = [s for s in range(n) if self.hand[s]]
        assert len(self.active) == 3
        self.events = []
        self.note = note
        self.player = None
        self.contract = None
        self.purchase = 1
        self.taken = []
        self.discarded = []
        self.trick = []  # (seat, card)
        self.leader = None
        self.won = {s: [] for s in range(n)}
        self.tricks = []  # list of (winner, [(seat, card)])
        self.contra = {}
        self.announced = {}  # seat -> items
        self.eidx = {}  # labels -> event index
        self.takebacks = []

    # -- order of active seats starting after s
    def next_active(self, s):
        for k in range(1, self.n + 1):
            t = (s + k) % self.n
            if t in self.active:
                return t

    def forehand(self):
        # first active seat after the dealer
        return self.next_active(self.dealer)

    def ev(self, e, label=None):
        if label:
            self.eidx[label] = len(self.events)
        self.events.append(e)
        return len(self.events) - 1

    def bid(self, seat, b, label=None):
        return self.ev({"type": "bid", "seat": seat, "bid": b}, label)

    def call(self, seat, c, label=None):
        return self.ev({"type": "call", "seat": seat, "call": c}, label)

    def buy(self, seat, contract, rejects=0, auction_level=1):
        """contract: three/two/one/solo. auction_level: for threes 1=three,2=bottom,3=top.
        purchase = auction_level + rejects."""
        self.player = seat
        self.contract = contract
        if contract == "solo":
            self.purchase = 1
            return
        size = {"three": 3, "two": 2, "one": 1}[contract]
        packets = [self.talon[i:i + size] for i in range(0, 6, size)]
        start = auction_level - 1
        for _ in range(rejects):
            self.call(seat, "reject")
        k = (start + rejects) % len(packets)
        self.purchase = auction_level + rejects
        self.taken = packets[k]
        self.ev({"type": "take", "seat": seat, "cards": list(self.taken)})
        self.hand[seat] += self.taken

    def discard(self, seat, cards, shown=None):
        for c in cards:
            self.hand[seat].remove(c)
        self.discarded = list(cards)
        e = {"type": "discard", "seat": seat, "cards": list(cards)}
        if shown is not None:
            e["shown"] = shown
        self.ev(e)

    def announce(self, seat, items, label=None):
        self.announced[seat] = items
        return self.ev({"type": "announce", "seat": seat, "items": items}, label)

    def double(self, seat, target, level, label=None):
        self.contra[target] = level
        return self.ev({"type": "double", "seat": seat, "target": target, "level": level}, label)

    def to_play(self):
        if not self.trick:
            return self.leader
        return self.next_active(self.trick[-1][0])

    def play(self, seat, card, label=None, takeback=False):
        if self.leader is None:
            self.leader = self.forehand()
        if takeback:
            # a second play by the same seat to the same trick: the earlier card goes back
            i = [s for s, _ in self.trick].index(seat)
            old = self.trick[i][1]
            self.hand[seat].append(old)
            self.hand[seat].remove(card)
            self.trick[i] = (seat, card)
            self.takebacks.append((len(self.events), seat, old, card))
            return self.ev({"type": "play", "seat": seat, "card": card}, label)
        assert seat == self.to_play(), (seat, self.to_play(), self.trick)
        assert card in self.hand[seat], (seat, card, self.hand[seat])
        self.hand[seat].remove(card)
        self.trick.append((seat, card))
        idx = self.ev({"type": "play", "seat": seat, "card": card}, label)
        self._full_pending = len(self.trick) == 3
        return idx

    def close_trick(self):
        assert len(self.trick) == 3
        self._close()

    def _close(self):
        cards = [c for _, c in self.trick]
        w = self.trick[winner_idx(cards)][0]
        self.won[w] += cards
        self.tricks.append((w, list(self.trick)))
        self.trick = []
        self.leader = w
        self._full_pending = False

    def is_legal(self, seat, card):
        return card in legal(self.hand[seat], [c for _, c in self.trick])

    def autoplay(self, policy, script=None, upto=None, on_turn=None):
        """script: dict trick_no -> {seat: card}. policy(deal, seat, legal) -> card.
        on_turn(deal, seat, legal) -> None or a list of (card, takeback) played in a row."""
        script = script or {}
        while True:
            if self.trick and len(self.trick) == 3:
                self._close()
            tn = len(self.tricks)
            if upto is not None and tn >= upto and not self.trick:
                return
            if tn == 12:
                return
            seat = self.to_play() if self.leader is not None else self.forehand()
            if self.leader is None:
                self.leader = seat
            lg = legal(self.hand[seat], [c for _, c in self.trick])
            if on_turn is not None:
                acts = on_turn(self, seat, lg)
                if acts:
                    for card, tb in acts:
                        self.play(seat, card, takeback=tb)
                    continue
            c = script.get(tn, {}).get(seat)
            if c is None:
                c = policy(self, seat, lg)
            self.play(seat, c)

    # ---- results
    def side_of(self, s):
        return "P" if s == self.player else "H"

    def helpers(self):
        return [s for s in self.active if s != self.player]

    def opponents(self):
        """everyone who pays / is paid against the player: helpers and (4 or 5 players) the king,
        i.e. the fourth participant; a 5-player sitter is not one."""
        return [s for s in self.participants if s != self.player]

    def piles(self):
        pp = list(self.won[self.player]) + list(self.discarded)
        rest = [c for c in self.talon if c not in self.taken]
        hp = [c for s in self.helpers() for c in self.won[s]] + rest
        return pp, hp

    def points(self):
        pp, hp = self.piles()
        a, b = pile_points(pp), pile_points(hp)
        assert a + b == 66, (a, b)
        return a

    def side_tricks(self, side):
        return [c for w, t in self.tricks for _, c in t if self.side_of(w) == side]

    def last_trick(self):
        return self.tricks[-1]


def policy_greedy(rng, keep=("T1",)):
    """win the trick cheaply when an opponent is winning it, else throw cheap; leader plays a random
    card (not the pagat unless forced)."""
    def pol(d, seat, lg):
        keepset = [c for c in lg if c not in keep] or lg
        if not d.trick:
            return rng.choice(sorted(keepset))
        cards = [c for _, c in d.trick]
        wi = winner_idx(cards)
        wseat = d.trick[wi][0]
        same_side = d.side_of(wseat) == d.side_of(seat)
        if same_side:
            # add points if the trick looks safe, else cheap
            return max(keepset, key=lambda c: (value(c), -rank(c))) if rng.random() < 0.5 else min(keepset, key=lambda c: (value(c), rank(c)))
        winners = [c for c in keepset if winner_idx(cards + [c]) == len(cards)]
        if winners:
            return min(winners, key=lambda c: (rank(c) if is_trump(c) else rank(c), value(c)))
        return min(keepset, key=lambda c: (value(c), rank(c)))
    return pol


DEFAULTS = {
    "renonce_premiums": "not_counted", "renonce_silent_premiums": "not_counted",
    "consolation": "as_lost_game", "contra_symmetric": False, "no_tarock_redeal": False,
    "tarocks_paid": "always", "szpricer": False, "pool": True, "pool_stake": 10,
    "pool_win_percent": 10, "pool_pass_fee": 5, "pool_dealer_fee": 0,
    "renonce_pool": "with_ultimo", "contra_on_pool": False, "defend_pool": "optional",
    "take_back": "mistaken_follow", "helper_renonce_pays": "side",
}

PREM = {"trull": (50, 100), "four_kings": (100, 200), "pagat_ultimo": (50, 100)}
TAROCKS = {10: 50, 11: 100, 12: 150}


class Session:
    def __init__(self, players, rules=None, start_pool=None, meta=None):
        self.players = players
        self.n = len(players)
        self.rules = dict(rules or {})
        self.R = dict(DEFAULTS)
        self.R.update({k: v for k, v in self.rules.items() if k != "preset"})
        self.pool = F(start_pool or 0)
        self.found = self.R["pool"] and self.pool == 0
        self.start_pool = start_pool
        self.meta = meta or {}
        self.deals = []
        self.totals = {s: F(0) for s in range(self.n)}
        self.totals["pool"] = F(self.pool)
        self.log = []  # human-readable settlement lines for EXPECTED.md

    # --------------------------------------------------------------- settlement
    def settle(self, d, participants, style="payments", passed=False, szpricer_caller=None,
               renonce=None, redeal=False, record_override=None, extra_note=None):
        """Compute the flows of deal d and append the recording events. Returns flows.
        renonce: seat that lost the game unconditionally (player or helper)."""
        R = self.R
        d.participants = participants
        flows = []  # (from, to, amount, reason)
        lines = []
        pool_on = R["pool"]
        if pool_on:
            if self.found and not redeal:
                for s in participants:
                    flows.append((s, "pool", F(R["pool_stake"]), "pool_stake"))
                self.found = False
                lines.append("pool founded: %d from each of %s" % (R["pool_stake"], participants))
            if R["pool_dealer_fee"]:
                flows.append((d.dealer, "pool", F(R["pool_dealer_fee"]), "pool_deal"))
        if redeal:
            pass
        elif passed:
            if pool_on and R["pool_pass_fee"]:
                for s in d.active:
                    flows.append((s, "pool", F(R["pool_pass_fee"]), "pool_pass"))
                lines.append("all pass: %d from each of %s" % (R["pool_pass_fee"], d.active))
        else:
            pool_now = self.pool + sum(a for f, t, a, r in flows if t == "pool")
            g = self._game(d, szpricer_caller, renonce, lines)
            flows += g["flows"]
            # pool by ultimo
            if pool_on and g["pool"]:
                kind, mult = g["pool"]
                amt = pool_now * mult
                if kind == "take":
                    flows.append(("pool", d.player, pool_now, "pool_ultimo"))
                    lines.append("ultimo made: player takes the pool %s" % fmt(pool_now))
                    self.found = True
                else:
                    flows.append((d.player, "pool", amt, "pool_ultimo"))
                    lines.append("player pays the pool's content %s x%d into it" % (fmt(pool_now), mult))
            if pool_on and R["pool_win_percent"]:
                net = {}
                for f, t, a, r in g["flows"]:
                    net[f] = net.get(f, 0) - a
                    net[t] = net.get(t, 0) + a
                for s in sorted(k for k in net if k != "pool"):
                    if net[s] > 0:
                        share = net[s] * R["pool_win_percent"] / 100
                        flows.append((s, "pool", share, "pool_share"))
                        lines.append("seat %d wins %s: %s%% = %s to the pool" % (s, fmt(net[s]), R["pool_win_percent"], fmt(share)))
        # apply
        net = {}
        for f, t, a, r in flows:
            net[f] = net.get(f, 0) - a
            net[t] = net.get(t, 0) + a
        for k, v in net.items():
            if k == "pool":
                self.pool += v
            self.totals[k] = self.totals.get(k, 0) + v
        self.pool = self.totals["pool"] if pool_on else self.pool
        d.flows = flows
        d.net = net
        d.lines = lines
        if style == "payments":
            for f, t, a, r in flows:
                if a:
                    d.ev({"type": "payment", "from": f, "to": t, "amount": fmt(a), "reason": r})
        elif style in ("scores", "scores+totals"):
            parties = list(range(self.n)) + (["pool"] if pool_on else [])
            for p in parties:
                if p in net or p in participants:
                    d.ev({"type": "score", "party": p, "points": fmt(net.get(p, 0))})
            if style == "scores+totals":
                for p in parties:
                    if p == "pool" or p in participants or self.totals.get(p) or self.n == 5:
                        d.ev({"type": "total", "party": p, "points": fmt(self.totals[p])})
        elif style == "none":
            pass
        return flows

    def _game(self, d, szpricer_caller, renonce, lines):
        R = self.R
        P = d.player
        O = d.opponents()
        pts = d.points()
        assert pts.denominator == 1, pts
        mult, add = CONTRACT[d.contract]
        won = pts > 33
        L = d.contra.get("game", 1)
        sz = 2 if (szpricer_caller is not None and szpricer_caller == P) else 1
        flows = []
        res = {"flows": flows, "pool": None}
        player_renonce = renonce is not None and renonce == P
        helper_renonce = renonce is not None and renonce != P
        if won:
            base = mult * (pts - 33) + add
        else:
            base = mult * (33 - pts) + add
        lines.append("player seat %d, %s, purchase %d, contra %d, %s points" % (P, d.contract, d.purchase, L, fmt(pts)))
        if player_renonce:
            if won:
                if R["consolation"] == "single":
                    amt = F(add)
                    lines.append("renonce, points made: consolation %d once" % add)
                else:
                    amt = F(add) * d.purchase * L * sz
                    lines.append("renonce, points made: consolation %d x%d x%d x%d = %s" % (add, d.purchase, L, sz, fmt(amt)))
            else:
                amt = F(base) * d.purchase * L * sz
                lines.append("renonce, game lost: %s x%d x%d x%d = %s" % (base, d.purchase, L, sz, fmt(amt)))
            for o in O:
                flows.append((P, o, amt, "game"))
        elif helper_renonce:
            assert won, "helper renonce only written with points made"
            amt = F(base) * (2 if L >= 2 else 1) if not R["contra_symmetric"] else F(base) * d.purchase * L
            lines.append("helper renonce: player wins %s" % fmt(amt))
            if R["helper_renonce_pays"] == "offender":
                flows.append((renonce, P, amt * len(O), "game"))
            else:
                for o in O:
                    flows.append((o, P, amt, "game"))
        else:
            if won:
                if R["contra_symmetric"] and L >= 2:
                    amt = F(base) * d.purchase * L
                else:
                    amt = F(base) * (2 if L >= 2 else 1)
                lines.append("won: %s -> %s to each opponent" % (base, fmt(amt)))
                for o in O:
                    flows.append((o, P, amt, "game"))
            else:
                amt = F(base) * d.purchase * L * sz
                lines.append("lost: %s x%d x%d x%d = %s to each opponent" % (base, d.purchase, L, sz, fmt(amt)))
                for o in O:
                    flows.append((P, o, amt, "game"))
        game_won_by_player = won and not player_renonce or helper_renonce
        # ---- premiums
        ptricks = d.side_tricks("P")
        htricks = d.side_tricks("H")
        pann = {it["kind"]: it for it in d.announced.get(P, [])}
        hann = {}
        for h in d.helpers():
            for it in d.announced.get(h, []):
                hann[it["kind"]] = dict(it, seat=h)

        def pay(side_wins, amt, reason):
            if amt == 0:
                return
            for o in O:
                if side_wins == "P":
                    flows.append((o, P, F(amt), reason))
                else:
                    flows.append((P, o, F(amt), reason))

        for kind, cards in (("trull", ("SKIZ", "T21", "T1")), ("four_kings", ("KH", "KD", "KS", "KC"))):
            lvl = d.contra.get(kind, 1)
            pmade = all(c in ptricks for c in cards)
            hmade = all(c in htricks for c in cards)
            if kind in pann:
                if player_renonce and R["renonce_premiums"] == "all_paid":
                    pay("H", PREM[kind][1] * lvl, kind)
                    lines.append("renonce, all_paid: player pays announced %s" % kind)
                elif player_renonce:
                    lines.append("renonce: announced %s not counted" % kind)
                elif pmade:
                    pay("P", PREM[kind][1] * lvl, kind)
                    lines.append("announced %s made by player" % kind)
                else:
                    pay("H", PREM[kind][1] * lvl, kind)
                    lines.append("announced %s failed: player pays" % kind)
            elif pmade:
                if player_renonce and R["renonce_silent_premiums"] == "not_counted":
                    lines.append("renonce: silent %s not counted" % kind)
                else:
                    pay("P", PREM[kind][0], kind)
                    lines.append("silent %s made by player" % kind)
            if kind in hann:
                if hmade:
                    pay("H", PREM[kind][1] * lvl, kind)
                    lines.append("announced %s made by helpers" % kind)
                else:
                    pay("P", PREM[kind][1] * lvl, kind)
                    lines.append("announced %s by a helper failed: helpers pay" % kind)
            elif hmade:
                pay("H", PREM[kind][0], kind)
                lines.append("silent %s made by helpers" % kind)
        # pagat ultimo (player only, §27)
        w, last = d.last_trick()
        lastcards = [c for _, c in last]
        made = w == P and "T1" in lastcards and dict((c, s) for s, c in last)["T1"] == P and winner_idx(lastcards) == lastcards.index("T1")
        lvl = d.contra.get("pagat_ultimo", 1)
        if "pagat_ultimo" in pann:
            if player_renonce and R["renonce_premiums"] == "all_paid":
                pay("H", 100 * lvl, "pagat_ultimo")
                lines.append("renonce, all_paid: player pays announced ultimo")
                res["pool"] = self._renonce_pool(d, "all_paid")
            elif player_renonce:
                lines.append("renonce: announced ultimo not counted")
                res["pool"] = self._renonce_pool(d, None)
            elif made:
                pay("P", 100 * lvl, "pagat_ultimo")
                lines.append("announced ultimo made")
                res["pool"] = ("take", lvl if R["contra_on_pool"] else 1)
            else:
                pay("H", 100 * lvl, "pagat_ultimo")
                lines.append("announced ultimo failed")
                res["pool"] = ("pay", lvl if R["contra_on_pool"] else 1)
        elif made:
            if player_renonce and R["renonce_silent_premiums"] == "not_counted":
                lines.append("renonce: silent ultimo not counted")
            else:
                pay("P", 50, "pagat_ultimo")
                lines.append("silent ultimo made")
        # tarocks (§20)
        for s in d.active:
            for it in d.announced.get(s, []):
                if it["kind"] != "tarocks":
                    continue
                amt = TAROCKS[it["count"]]
                side = d.side_of(s)
                side_won = game_won_by_player if side == "P" else not game_won_by_player
                if s == P and player_renonce and R["renonce_premiums"] == "not_counted":
                    lines.append("renonce: tarocks not counted")
                    continue
                if s == P and player_renonce and R["renonce_premiums"] == "all_paid":
                    pay("H", amt, "tarocks")
                    continue
                if R["tarocks_paid"] == "always" or side_won:
                    pay(side, amt, "tarocks")
                    lines.append("tarocks %d for seat %d's side" % (it["count"], s))
                else:
                    pay("H" if side == "P" else "P", amt, "tarocks")
                    lines.append("tarocks %d: side lost, pays" % it["count"])
        return res

    def _renonce_pool(self, d, mode):
        rp = self.R["renonce_pool"]
        if rp == "untouched":
            return None
        if rp == "paid":
            return ("pay", 1)
        # with_ultimo
        if mode == "all_paid":
            return ("pay", 1)
        return None

    def add(self, d):
        self.deals.append(d)

    def dump(self, path, extra=None):
        out = {"format": "trick-transcript/1", "game": "galician-tarok"}
        if self.rules:
            out["rules"] = self.rules
        out["players"] = self.players
        if self.start_pool is not None:
            out["start"] = {"pools": {"pool": fmt(self.start_pool)}}
        out["meta"] = self.meta
        out["deals"] = []
        for d in self.deals:
            out["deals"].append({"dealer": d.dealer, "hands": [d.hands0[s] for s in range(self.n)],
                                 "talon": d.talon, "events": d.events})
        with open(path, "w") as fh:
            json.dump(out, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
