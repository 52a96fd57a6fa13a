"""Blind generator for the audit round ulti-play-duties-edges.

Written from the Japanese Ulti source (shared/seeds/003_bb2f67de7752728b.txt) and the format spec
only; it does not import the validator.  Every deal is simulated from a seeded shuffle: the
declarer (the dealer's right-hand neighbour, seat dealer+1, 12 cards) lays two away, bids, the
others pass; the declarer leads.  Legal plays follow the source's one paragraph on play:

    先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければ
    なりません.さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さ
    なければなりません.

and, for an ulti declarer, 「ルールの許す限り,切札の VII (7) を手に持ち続けなければなりません」.
A scenario may plant one fault (one illegal card, the play legal again after it); the generator
searches seeds until the scenario's situation arises.  Settlement: each declared goal separately,
each defender paying the declarer (or paid by him) the goal's value (red doubles); a failed ulti
costs 4 more (red 8).  A fault in following / trumping / overtaking is settled under the service's
default option revoke_penalty=lose_all_goals (the offending side loses every goal of the deal),
or void_deal / play_stands where the file sets it.

Run:  python _gen.py   (writes NN-*.json and EXPECTED.md next to itself)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANKS]
PLAYERS = ["Dóra", "Ernő", "Flóra"]

VALUES = {"party": 1, "ulti": 4, "40-100": 4, "betli": 5, "durchmarsch": 6}


def rk(c: str) -> str:
    return c[:-1]


def st(c: str) -> str:
    return c[-1]


def strength(c: str, trump: str | None) -> int:
    order = TR_ORDER if trump else NT_ORDER
    return 8 - order.index(rk(c))


def beats(c: str, w: str, trump: str | None) -> bool:
    """Does c beat the card w currently winning the trick (w's suit led or trump)?"""
    if trump and st(c) == trump and st(w) != trump:
        return True
    if st(c) != st(w):
        return False
    return strength(c, trump) > strength(w, trump)


def winning(trick: list[tuple[int, str]], trump: str | None) -> tuple[int, str]:
    best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best[1], trump):
            best = (s, c)
    return best


def card_points(cards) -> int:
    return sum(10 for c in cards if rk(c) in ("A", "10"))


class Ctx:
    """What a seat faces at one play."""

    def __init__(self, seat, hand, trick, trump, trick_no, declarer, ulti):
        self.seat, self.hand, self.trick, self.trump = seat, list(hand), list(trick), trump
        self.trick_no, self.declarer, self.ulti = trick_no, declarer, ulti
        if not trick:
            self.base = list(hand)
            self.beating: list[str] = []
            self.same = list(hand)
            self.cur = None
        else:
            led = st(trick[0][1])
            self.cur = winning(trick, trump)
            self.same = [c for c in hand if st(c) == led]
            trumps = [c for c in hand if trump and st(c) == trump]
            self.base = self.same or trumps or list(hand)
            self.beating = [c for c in self.base if beats(c, self.cur[1], trump)]
        cand = self.beating or self.base
        self.seven = ("7" + trump) if trump else None
        if ulti and seat == declarer and self.seven in cand and len(cand) > 1 and trick_no < 9:
            cand = [c for c in cand if c != self.seven]
        self.legal = cand

    def fault_code(self, card: str) -> str | None:
        if card in self.legal:
            return None
        if self.trick:
            led = st(self.trick[0][1])
            if self.same and st(card) != led:
                return "revoke"
            if not self.same and self.trump and any(st(c) == self.trump for c in self.hand):
                if st(card) != self.trump:
                    return "failure_to_trump"
            if card in self.base and self.beating and card not in self.beating:
                return "failure_to_overtake"
        return "ulti_seven"


def holds_pairs(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    def __init__(self, seed, dealer, kind, red=False, bias=(), hook=None, declare=None, discard=None):
        self.seed, self.dealer, self.kind, self.red = seed, dealer, kind, red
        self.rng = random.Random(seed)
        self.declarer = (dealer + 1) % 3
        self.hook, self.declare_fn, self.discard_fn = hook, declare, discard
        deck = [c for c in DECK if c not in bias]
        self.rng.shuffle(deck)
        d = self.declarer
        hands: list[list[str]] = [[], [], []]
        hands[d] = list(bias) + deck[: 12 - len(bias)]
        rest = deck[12 - len(bias) :]
        hands[(d + 1) % 3] = rest[:10]
        hands[(d + 2) % 3] = rest[10:20]
        self.rng.shuffle(hands[d])
        self.dealt = [list(h) for h in hands]
        self.ok = True
        self.run()

    # ---- auction ----------------------------------------------------------------------------
    def goals(self):
        return {
            "party": ["party"],
            "ulti": ["party", "ulti"],
            "40-100": ["40-100"],
            "betli": ["betli"],
            "durchmarsch": ["durchmarsch"],
        }[self.kind]

    def choose_trump(self, hand):
        if self.kind in ("betli", "durchmarsch"):
            return None
        if self.red:
            return "H"
        counts = {s: sum(1 for c in hand if st(c) == s) for s in "DSC"}
        return max("DSC", key=lambda s: (counts[s], s))

    def choose_discard(self, hand, trump):
        if self.discard_fn:
            r = self.discard_fn(self, hand, trump)
            if r:
                return r
        if self.kind == "betli":
            return sorted(hand, key=lambda c: -strength(c, None))[:2]
        if self.kind == "durchmarsch":
            return sorted(hand, key=lambda c: strength(c, None))[:2]
        pairs = {s for s in SUITS if "K" + s in hand and "Q" + s in hand}
        cand = [c for c in hand if st(c) != trump and rk(c) not in ("A", "10") and st(c) not in pairs]
        cand.sort(key=lambda c: strength(c, trump))
        if len(cand) < 2:
            self.ok = False
            return sorted(hand, key=lambda c: strength(c, trump))[:2]
        return cand[:2]

    # ---- play -------------------------------------------------------------------------------
    def policy(self, ctx: Ctx) -> str:
        legal = ctx.legal
        if ctx.seat == self.declarer and self.kind == "betli":
            if ctx.trick:
                lose = [c for c in legal if not beats(c, ctx.cur[1], None)]
                if lose:
                    return max(lose, key=lambda c: strength(c, None))
            return min(legal, key=lambda c: strength(c, None))
        if ctx.seat == self.declarer and self.kind == "durchmarsch":
            return max(legal, key=lambda c: strength(c, None))
        if ctx.seat == self.declarer and self.kind in ("ulti", "40-100"):
            return max(legal, key=lambda c: strength(c, ctx.trump) + (8 if st(c) == ctx.trump else 0))
        return self.rng.choice(sorted(legal))

    def run(self):
        d = self.declarer
        hands = [list(h) for h in self.dealt]
        trump = self.choose_trump(hands[d])
        self.trump = trump
        disc = self.choose_discard(hands[d], trump)
        for c in disc:
            hands[d].remove(c)
        self.discard = disc
        ev = [
            {"type": "discard", "seat": d, "cards": disc},
            {"type": "bid", "seat": d, "bid": {"goals": self.goals(), "red": self.red}},
            {"type": "bid", "seat": (d + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (d + 2) % 3, "bid": "pass"},
            {"type": "bid", "seat": d, "bid": "pass"},
        ]
        if trump is None:
            ev.append({"type": "announce", "seat": d, "items": [{"kind": "no-trump"}]})
        elif not self.red:
            ev.append({"type": "announce", "seat": d, "items": [{"kind": "trump", "suit": trump}]})
        self.start_hands = [list(h) for h in hands]
        # marriages: who holds which pairs at the first card
        self.pairs = [holds_pairs(h, trump) if trump else [] for h in hands]
        decl = self.declare_fn(self) if self.declare_fn else self.default_declares()
        # decl: {seat: (trick_no, [points...])}
        self.decl = decl
        self.log = []
        self.fault = None
        leader = d
        self.tricks = []
        ulti = self.kind == "ulti"
        for t in range(10):
            trick: list[tuple[int, str]] = []
            for k in range(3):
                seat = (leader + k) % 3
                if seat in decl and decl[seat][0] == t:
                    ev.append(
                        {
                            "type": "declare",
                            "seat": seat,
                            "items": [{"kind": "marriage", "points": p} for p in decl[seat][1]],
                        }
                    )
                    decl[seat] = (t, decl[seat][1], len(ev) - 1)
                ctx = Ctx(seat, hands[seat], trick, trump, t, d, ulti)
                card = None
                if self.hook and self.fault is None:
                    card = self.hook(self, ctx)
                if card is None:
                    card = self.policy(ctx)
                code = ctx.fault_code(card)
                if code:
                    self.fault = (len(ev), code, seat)
                self.log.append((ctx, card))
                hands[seat].remove(card)
                trick.append((seat, card))
                ev.append({"type": "play", "seat": seat, "card": card})
            w = winning(trick, trump)[0]
            self.tricks.append((trick, w))
            leader = w
        self.events = ev

    def default_declares(self):
        if self.kind not in ("party", "ulti"):
            return {}
        return {s: (0, self.pairs[s]) for s in range(3) if self.pairs[s]}

    # ---- scoring ----------------------------------------------------------------------------
    def counted_marriages(self, seat):
        """Marriage points as the source counts them: said with the first card, held, allowed."""
        if seat not in self.decl or self.kind not in ("party", "ulti"):
            return 0
        t, pts = self.decl[seat][0], self.decl[seat][1]
        if t != 0:
            return 0
        held = list(self.pairs[seat])
        tot = 0
        for p in pts:
            if p in held:
                held.remove(p)
                tot += p
        return tot

    def outcome(self, count_marriages=None):
        d = self.declarer
        won = {s: [] for s in range(3)}
        ntr = {s: 0 for s in range(3)}
        for trick, w in self.tricks:
            won[w] += [c for _, c in trick]
            ntr[w] += 1
        last_w = self.tricks[-1][1]
        trump = self.trump
        cm = count_marriages or self.counted_marriages
        cp = {s: card_points(won[s]) + (10 if s == last_w else 0) for s in range(3)}
        dec_pts = cp[d] + cm(d)
        def_pts = sum(cp[s] + cm(s) for s in range(3) if s != d) + card_points(self.discard)
        res = {}
        res["dec_tricks"] = ntr[d]
        res["dec_pts"], res["def_pts"] = dec_pts, def_pts
        res["dec_cards"] = cp[d]
        if self.kind in ("party", "ulti"):
            res["party"] = dec_pts > def_pts and ntr[d] >= 1
        if self.kind == "ulti":
            tr10, w10 = self.tricks[-1]
            res["ulti"] = w10 == d and (d, "7" + trump) in tr10
        if self.kind == "40-100":
            res["40-100"] = (
                ("K" + trump) in self.start_hands[d]
                and ("Q" + trump) in self.start_hands[d]
                and cp[d] + 40 >= 100
            )
        if self.kind == "betli":
            res["betli"] = ntr[d] == 0
        if self.kind == "durchmarsch":
            res["durchmarsch"] = ntr[d] == 10
        # silent-bonus hazards (the generator keeps them out)
        haz = []
        if trump:
            if dec_pts >= 100 and self.kind != "40-100":
                haz.append("silent100-dec")
            if def_pts >= 100:
                haz.append("silent100-def")
            if ntr[d] in (0, 10):
                haz.append("all-tricks")
            tr10, w10 = self.tricks[-1]
            for s, c in tr10:
                if c == "7" + trump and not (self.kind == "ulti" and s == d):
                    haz.append("silent-ulti")
            if dec_pts == def_pts:
                haz.append("tie")
        res["hazards"] = haz
        return res

    def settle(self, penalty="lose_all_goals"):
        """Payments (from, to, amount, reason) for this deal."""
        d = self.declarer
        res = self.outcome()
        mult = 2 if self.red else 1
        goals = self.goals()
        won = {g: res[g] for g in goals}
        if self.fault and self.fault[1] != "declaration" and penalty != "play_stands":
            if penalty == "void_deal":
                return []
            offender_is_decl = self.fault[2] == d
            won = {g: (not offender_is_decl) for g in goals}
        pays = []
        defs = [(d + 1) % 3, (d + 2) % 3]
        for g in goals:
            v = VALUES[g] * mult
            for s in defs:
                pays.append((s, d, v, g) if won[g] else (d, s, v, g))
        if "ulti" in goals and not won["ulti"]:
            for s in defs:
                pays.append((d, s, 4 * mult, "ulti-penalty"))
        return pays

    def payment_events(self, penalty="lose_all_goals"):
        return [
            {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}
            for f, t, a, r in self.settle(penalty)
        ]

    def to_json(self, penalty="lose_all_goals"):
        return {
            "dealer": self.dealer,
            "hands": self.dealt,
            "events": self.events + self.payment_events(penalty),
        }


# ---------------------------------------------------------------------------------------------
# situations found in a deal's log
def partner_of(deal, seat):
    d = deal.declarer
    return None if seat == d else ({0, 1, 2} - {d, seat}).pop()


def sit_follow_under(deal):
    return any(
        ctx.trick and ctx.same and not ctx.beating and st(ctx.cur[1]) == st(ctx.trick[0][1])
        for ctx, c in deal.log
    )


def sit_overtake_partner(deal):
    """A defender third to play, the partner winning, holding led-suit cards that beat it and
    others that do not, played one that beats."""
    for ctx, c in deal.log:
        if len(ctx.trick) == 2 and ctx.seat != deal.declarer and ctx.cur[0] == partner_of(deal, ctx.seat):
            if ctx.same and ctx.beating and len(ctx.beating) < len(ctx.base) and c in ctx.beating:
                return True
    return False


def sit_trump_in(deal):
    return any(
        ctx.trick and not ctx.same and deal.trump and st(c) == deal.trump and len(ctx.hand) > len(ctx.base)
        for ctx, c in deal.log
    )


def sit_undertrump_forced(deal):
    return any(
        ctx.trick
        and not ctx.same
        and deal.trump
        and st(ctx.cur[1]) == deal.trump
        and st(ctx.cur[1]) != st(ctx.trick[0][1])
        and ctx.base
        and not ctx.beating
        and st(ctx.base[0]) == deal.trump
        and len(ctx.hand) > len(ctx.base)
        for ctx, c in deal.log
    )


def sit_overtrump(deal):
    return any(
        ctx.trick
        and not ctx.same
        and deal.trump
        and st(ctx.cur[1]) == deal.trump
        and st(ctx.trick[0][1]) != deal.trump
        and ctx.beating
        and len(ctx.beating) < len(ctx.base)
        for ctx, c in deal.log
    )


def sit_trumped_follow(deal):
    """The trick already trumped; a later player holds a led-suit card higher than the led card
    and plays a lower one (no duty: nothing of the led suit beats a trump)."""
    for ctx, c in deal.log:
        if len(ctx.trick) == 2 and deal.trump:
            led = ctx.trick[0][1]
            if st(ctx.cur[1]) == deal.trump and st(led) != deal.trump and ctx.same:
                higher = [x for x in ctx.same if strength(x, deal.trump) > strength(led, deal.trump)]
                if higher and c not in higher:
                    return True
    return False


def sit_discard_void(deal):
    return any(
        ctx.trick
        and not ctx.same
        and st(c) != st(ctx.trick[0][1])
        and (not deal.trump or st(c) != deal.trump)
        for ctx, c in deal.log
    )


def sit_seven_kept(deal):
    s7 = "7" + deal.trump
    return any(
        ctx.seat == deal.declarer
        and s7 in ctx.hand
        and ctx.trick_no < 9
        and s7 in (ctx.beating or ctx.base)
        and len(ctx.beating or ctx.base) > 1
        for ctx, c in deal.log
    )


def sit_seven_forced(deal):
    s7 = "7" + deal.trump
    return any(ctx.seat == deal.declarer and c == s7 and ctx.trick_no < 9 for ctx, c in deal.log)


def sit_nt_order_under(deal):
    """No trumps: the card to beat is a J, the player holds the 10 of that suit (below the J
    without trumps, above it with trumps) and plays a card of the suit other than a beating one."""
    for ctx, c in deal.log:
        if ctx.trick and ctx.same and rk(ctx.cur[1]) == "J" and st(ctx.cur[1]) == st(ctx.trick[0][1]):
            if ("10" + st(ctx.cur[1])) in ctx.hand and not ctx.beating and c != "10" + st(ctx.cur[1]):
                return True
    return False


# ---------------------------------------------------------------------------------------------
# fault hooks: return an illegal card for the first situation that fits (from trick `after`)
def hook_revoke(who, after=2):
    def h(deal, ctx):
        if ctx.trick_no < after or not ctx.trick or not ctx.same or not who(deal, ctx.seat):
            return None
        off = [c for c in ctx.hand if c not in ctx.same and not (deal.trump and st(c) == deal.trump)]
        if off and not (deal.kind == "ulti" and ctx.seat == deal.declarer):
            return sorted(off)[0]
        return None

    return h


def hook_no_overtake(who, after=2, partner=False, nt_ten=False):
    def h(deal, ctx):
        if ctx.trick_no < after or not ctx.trick or not ctx.same or not who(deal, ctx.seat):
            return None
        if partner and not (len(ctx.trick) == 2 and ctx.cur[0] == partner_of(deal, ctx.seat)):
            return None
        if nt_ten and not (rk(ctx.cur[1]) == "10" and ("J" + st(ctx.cur[1])) in ctx.beating):
            return None
        under = [c for c in ctx.same if c not in ctx.beating]
        if ctx.beating and under:
            return under[0]
        return None

    return h


def hook_no_trump_in(who, after=2):
    def h(deal, ctx):
        if ctx.trick_no < after or not ctx.trick or ctx.same or not who(deal, ctx.seat):
            return None
        off = [c for c in ctx.hand if st(c) != deal.trump]
        if off and len(off) < len(ctx.hand):
            return sorted(off)[0]
        return None

    return h


def hook_undertrump(who, after=2):
    def h(deal, ctx):
        if ctx.trick_no < after or not ctx.trick or ctx.same or not who(deal, ctx.seat):
            return None
        if st(ctx.cur[1]) != deal.trump:
            return None
        under = [c for c in ctx.base if c not in ctx.beating and c != "7" + deal.trump]
        if ctx.beating and under:
            return under[0]
        return None

    return h


def hook_seven_early(after=3):
    def h(deal, ctx):
        s7 = "7" + deal.trump
        if ctx.seat != deal.declarer or ctx.trick_no < after or ctx.trick_no >= 9:
            return None
        if s7 not in ctx.legal and s7 in (ctx.beating or ctx.base) and len(ctx.beating or ctx.base) > 1:
            return s7
        if not ctx.trick and s7 in ctx.hand and len(ctx.hand) > 1:
            return s7
        return None

    return h


def is_def(deal, s):
    return s != deal.declarer


def is_dec(deal, s):
    return s == deal.declarer


# ---------------------------------------------------------------------------------------------
def search(start, make, accept, limit=60000):
    for seed in range(start, start + limit):
        dl = make(seed)
        if not dl.ok:
            continue
        try:
            if accept(dl):
                return dl
        except Exception:  # noqa: BLE001 - a scenario predicate that does not apply
            continue
    raise SystemExit(f"no seed found from {start}")


_search = search


def search(start, make, accept, limit=60000):  # noqa: F811 - timed wrapper
    import time

    t = time.time()
    dl = _search(start, make, accept, limit)
    print(f"seed {dl.seed} ({dl.seed - start + 1} tried, {time.time() - t:.1f}s)")
    return dl


def clean(dl):
    return dl.fault is None and not dl.outcome()["hazards"]


def one_fault(dl, code):
    return dl.fault is not None and dl.fault[1] == code and not dl.outcome()["hazards"]


FILES: list[dict] = []


def add(name, rules, deals, notes, penalty="lose_all_goals"):
    FILES.append({"name": name, "rules": rules, "deals": deals, "notes": notes, "penalty": penalty})


def build():
    # 01 follow suit
    d0 = search(
        1000,
        lambda s: Deal(s, 0, "party"),
        lambda d: clean(d) and sit_follow_under(d) and d.outcome()["party"],
    )
    d1 = search(
        2000,
        lambda s: Deal(s, 1, "party", red=True, hook=hook_revoke(is_def)),
        lambda d: one_fault(d, "revoke") and not d.outcome()["party"],
    )
    add(
        "01-follow-suit-revoke",
        {},
        [d0, d1],
        [
            "plain party, won; players follow suit under a card they cannot beat",
            "red party; a defender discards off-suit holding the led suit (revoke); as played the "
            "declarer lost the party, by lose_all_goals the defenders lose: each pays 2",
        ],
    )
    # 02 overtake partner
    d0 = search(3000, lambda s: Deal(s, 0, "party"), lambda d: clean(d) and sit_overtake_partner(d))
    d1 = search(
        4000,
        lambda s: Deal(s, 1, "party", hook=hook_no_overtake(is_def, partner=True)),
        lambda d: one_fault(d, "failure_to_overtake") and not d.outcome()["party"],
    )
    add(
        "02-overtake-partner",
        {},
        [d0, d1],
        [
            "plain party; a defender third to play beats his partner's winning card (forced, he "
            "held lower cards of the suit too)",
            "plain party; a defender third to play stays under his partner's card holding a higher "
            "card of the suit (failure to overtake); declarer lost as played, wins by lose_all_goals",
        ],
    )
    # 03 must trump
    d0 = search(
        5000,
        lambda s: Deal(s, 2, "party"),
        lambda d: clean(d) and sit_trump_in(d) and sit_undertrump_forced(d),
    )
    d1 = search(
        6000,
        lambda s: Deal(s, 0, "party", hook=hook_no_trump_in(is_dec)),
        lambda d: one_fault(d, "failure_to_trump") and d.outcome()["party"],
    )
    add(
        "03-must-trump",
        {},
        [d0, d1],
        [
            "plain party; void players trump in, and one void player under-trumps because he "
            "cannot over-trump (still bound to trump)",
            "plain party; the declarer, void in the led suit and holding trumps, discards a side "
            "card (failure to trump); as played he won the party, by lose_all_goals he pays 1 to each",
        ],
    )
    # 04 over-trump
    d0 = search(7000, lambda s: Deal(s, 0, "party"), lambda d: clean(d) and sit_overtrump(d))
    d1 = search(
        8000,
        lambda s: Deal(s, 1, "ulti", red=True, bias=("7H",), hook=hook_undertrump(is_def)),
        lambda d: one_fault(d, "failure_to_overtake"),
    )
    add(
        "04-over-trump",
        {},
        [d0, d1],
        [
            "plain party; a void player over-trumps a trump on the table (he held a lower trump too)",
            "red ulti (party + ulti); a defender void in the led suit under-trumps holding a trump "
            "that beats the one on the table; by lose_all_goals the defenders lose party (2) and "
            "ulti (8), no ulti penalty",
        ],
    )
    # 05 trumped-trick edges, clean
    d0 = search(9000, lambda s: Deal(s, 2, "party"), lambda d: clean(d) and sit_trumped_follow(d))
    d1 = search(
        10000,
        lambda s: Deal(s, 0, "party", red=True),
        lambda d: clean(d) and sit_undertrump_forced(d) and sit_discard_void(d),
    )
    add(
        "05-trumped-trick-clean",
        {},
        [d0, d1],
        [
            "plain party; a trick already trumped: a later player follows with a low card of the led "
            "suit though he holds a higher one (no card of the led suit can beat the trump)",
            "red party; a void player under-trumps (cannot over-trump, still must trump) and a "
            "player void in both the led suit and trumps discards freely",
        ],
    )
    # 06 ulti seven kept
    bias_s = ("AS", "10S", "KS", "QS", "7S")
    d0 = search(
        11000,
        lambda s: Deal(s, 0, "ulti", bias=bias_s),
        lambda d: d.trump == "S" and clean(d) and d.outcome()["ulti"] and sit_seven_kept(d),
    )
    d1 = search(
        12000,
        lambda s: Deal(s, 1, "ulti", bias=("AS", "7S", "9S"), hook=hook_seven_early()),
        lambda d: d.trump == "S" and one_fault(d, "ulti_seven") and not d.outcome()["party"],
    )
    add(
        "06-ulti-seven-kept",
        {},
        [d0, d1],
        [
            "ulti (party + ulti), leaves trumps; the declarer keeps the trump 7 though it was among "
            "the cards he could play, and wins the last trick with it",
            "ulti, leaves trumps; the declarer plays the trump 7 before the last trick while he had "
            "another legal card; ulti fails (4 + 4 penalty) and the party is lost as played too",
        ],
    )
    # 07 ulti seven forced out (clean)
    d0 = search(
        13000,
        lambda s: Deal(s, 2, "ulti", red=True, bias=("7H", "AH")),
        lambda d: clean(d) and sit_seven_forced(d) and not d.outcome()["ulti"],
    )
    d1 = search(
        14000,
        lambda s: Deal(s, 0, "ulti", bias=("AC", "10C", "KC", "QC", "7C", "JC")),
        lambda d: d.trump == "C" and clean(d) and d.outcome()["ulti"] and any(d.pairs),
    )
    add(
        "07-ulti-seven-forced",
        {},
        [d0, d1],
        [
            "red ulti; the declarer must play the trump 7 before the last trick (it is his only "
            "legal card), legal; ulti fails: 8 + 8 penalty to each defender",
            "ulti, acorns trumps, won, with marriages declared with the first card",
        ],
    )
    # 08 betli card order
    d0 = search(
        15000,
        lambda s: Deal(s, 1, "betli"),
        lambda d: clean_nt(d) and d.outcome()["betli"] and sit_nt_order_under(d),
    )
    d1 = search(
        16000,
        lambda s: Deal(s, 2, "betli", hook=hook_no_overtake(is_dec, after=1, nt_ten=True)),
        lambda d: d.fault is not None and d.fault[1] == "failure_to_overtake" and d.outcome()["betli"],
    )
    add(
        "08-betli-card-order",
        {},
        [d0, d1],
        [
            "betli, won; a player stays under a J holding the 10 of the suit (without trumps the 10 "
            "ranks below the J, so it does not beat it)",
            "betli; the declarer plays low to a 10 holding the J of the suit, which beats the 10 "
            "without trumps (failure to overtake); he took no trick, but by lose_all_goals pays 5 to each",
        ],
    )
    # 09 durchmarsch without trumps
    dm_bias = ("AH", "AD", "AS", "AC", "KH", "KD", "KS", "KC", "QH", "QS")
    d0 = search(
        17000,
        lambda s: Deal(s, 0, "durchmarsch", bias=dm_bias),
        lambda d: clean_nt(d) and d.outcome()["durchmarsch"] and sit_discard_void(d),
    )
    d1 = search(
        18000,
        lambda s: Deal(
            s,
            1,
            "durchmarsch",
            bias=("AH", "AD", "AS", "KH", "KD", "KS", "QH", "QD"),
            hook=hook_no_overtake(is_def, after=1),
        ),
        lambda d: (
            d.fault is not None and d.fault[1] == "failure_to_overtake" and not d.outcome()["durchmarsch"]
        ),
    )
    add(
        "09-durchmarsch-no-trumps",
        {},
        [d0, d1],
        [
            "durchmarsch without trumps, won; a void player throws a card of another suit (there are "
            "no trumps to play)",
            "durchmarsch without trumps; a defender holding a card that beats the trick plays lower "
            "(failure to overtake); the declarer lost tricks as played, but by lose_all_goals the "
            "defenders lose: each pays 6",
        ],
    )
    # 10 marriages with the first card
    d0 = search(
        19000,
        lambda s: Deal(s, 1, "party"),
        lambda d: (
            clean(d)
            and sum(len(p) for p in d.pairs) >= 3
            and any(40 in p for p in d.pairs)
            and any(len(p) >= 2 for p in d.pairs)
            and d.outcome()["party"] != d.outcome(lambda s: 0)["party"]
        ),
    )

    def late20(deal):
        out = {}
        for s in range(3):
            if deal.pairs[s]:
                out[s] = (
                    1 if s != deal.declarer and not any(v[0] == 1 for v in out.values()) else 0,
                    deal.pairs[s],
                )
        return out

    d1 = search(
        20000,
        lambda s: Deal(s, 2, "party", declare=late20),
        lambda d: (
            clean(d)
            and any(v[0] == 1 for v in d.decl.values())
            and d.outcome()["party"] == d.outcome(lambda s: sum(d.pairs[s]))["party"]
        ),
    )
    add(
        "10-marriages-first-trick",
        {},
        [d0, d1],
        [
            "plain party with 20/40 said with each holder's first card (one holder says two at once); "
            "the marriages decide the party",
            "plain party; a defender says his marriage only with his card to the second trick "
            "(too late: not counted); the party's result is the same either way",
        ],
    )
    # 11 marriages where not allowed
    d0 = search(
        21000,
        lambda s: Deal(s, 0, "40-100", bias=("KD", "QD", "AD", "10D", "JD")),
        lambda d: d.trump == "D" and clean(d) and d.outcome()["40-100"],
    )

    def def20(deal):
        for s in range(3):
            if s != deal.declarer and deal.pairs[s]:
                return {s: (0, deal.pairs[s][:1])}
        return {}

    d1 = search(
        22000,
        lambda s: Deal(s, 1, "40-100", bias=("KS", "QS", "AS", "10S", "9S"), declare=def20),
        lambda d: d.trump == "S" and clean(d) and d.decl and d.outcome()["40-100"],
    )

    def betli20(deal):
        for s in range(3):
            if s != deal.declarer:
                h = deal.start_hands[s]
                if any("K" + x in h and "Q" + x in h for x in SUITS):
                    return {s: (0, [20])}
        return {}

    d2 = search(
        23000,
        lambda s: Deal(s, 2, "betli", declare=betli20),
        lambda d: clean_nt(d) and d.decl and d.outcome()["betli"],
    )
    add(
        "11-marriages-not-allowed",
        {},
        [d0, d1, d2],
        [
            "40-100, bells trumps, won; nobody says 20 or 40 (the source allows them only where no "
            "100 or durchmarsch goal is bid; the declarer's trump pair is part of the goal)",
            "40-100, leaves trumps; a defender says 20 with his first card although a 100 goal is bid",
            "betli; a defender says 20 with his first card in a game without trumps",
        ],
    )
    # 12 false marriage

    def disc_from_pair(deal, hand, trump):
        for s in SUITS:
            if s != trump and "K" + s in hand and "Q" + s in hand:
                return [
                    "Q" + s,
                    min(
                        (
                            c
                            for c in hand
                            if st(c) != trump and c not in ("K" + s, "Q" + s) and rk(c) not in ("A", "10")
                        ),
                        key=lambda c: strength(c, trump),
                        default="Q" + s,
                    ),
                ]
        return None

    def dec_false20(deal):
        out = {s: (0, deal.pairs[s]) for s in range(3) if deal.pairs[s] and s != deal.declarer}
        out[deal.declarer] = (0, [20])
        return out

    d0 = search(
        24000,
        lambda s: Deal(s, 0, "party", discard=disc_from_pair),
        lambda d: (
            clean(d)
            and not d.pairs[d.declarer]
            and any(q[0] == "Q" for q in d.discard)
            and any(d.pairs[s] for s in range(3) if s != d.declarer)
            and len(set(d.discard)) == 2
        ),
    )
    d1 = search(
        25000,
        lambda s: Deal(s, 1, "party", discard=disc_from_pair, declare=dec_false20),
        lambda d: (
            clean(d)
            and not d.pairs[d.declarer]
            and any(q[0] == "Q" for q in d.discard)
            and len(set(d.discard)) == 2
            and d.outcome()["party"] == d.outcome(lambda s: sum(d.decl[s][1]) if s in d.decl else 0)["party"]
        ),
    )
    add(
        "12-false-marriage",
        {},
        [d0, d1],
        [
            "plain party; the declarer laid away the Q of a K-Q pair and says nothing; a defender's "
            "20 counts",
            "plain party; the declarer, having laid away the Q of his only pair, says 20 with his "
            "first card (he holds no pair); the party's result is the same either way",
        ],
    )
    # 13 void deal option
    d0 = search(26000, lambda s: Deal(s, 0, "party"), lambda d: clean(d) and sit_follow_under(d))
    d1 = search(
        27000,
        lambda s: Deal(s, 1, "party", hook=hook_revoke(is_def)),
        lambda d: one_fault(d, "revoke"),
    )
    add(
        "13-penalty-void-deal",
        {"revoke_penalty": "void_deal"},
        [d0, d1],
        [
            "plain party, clean, settled as played",
            "plain party; a defender revokes; revoke_penalty=void_deal: nothing is paid",
        ],
        penalty="void_deal",
    )
    # 14 play stands option
    d0 = search(28000, lambda s: Deal(s, 2, "party", red=True), lambda d: clean(d) and sit_overtrump(d))
    d1 = search(
        29000,
        lambda s: Deal(s, 0, "party", hook=hook_no_overtake(is_dec)),
        lambda d: one_fault(d, "failure_to_overtake"),
    )
    add(
        "14-penalty-play-stands",
        {"revoke_penalty": "play_stands"},
        [d0, d1],
        [
            "red party, clean; a void player over-trumps",
            "plain party; the declarer fails to overtake; revoke_penalty=play_stands: scored as played",
        ],
        penalty="play_stands",
    )


def clean_nt(dl):
    return dl.fault is None


def marriage_faults(dl):
    """(event, code) for the declarations the source does not count."""
    out = []
    for s, v in dl.decl.items():
        if len(v) < 3:
            continue
        t, pts, ev = v
        if dl.kind not in ("party", "ulti"):
            out.append((ev, "declaration_not_allowed"))
        elif t != 0:
            out.append((ev, "late_declaration"))
        elif sorted(pts, reverse=True) != dl.pairs[s]:
            out.append((ev, "false_declaration"))
    return out


def main():
    build()
    for p in HERE.glob("[0-9][0-9]-*.json"):
        p.unlink()
    lines = []
    for f in FILES:
        deals = f["deals"]
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard", **f["rules"]},
            "players": PLAYERS,
            "meta": {"round": "ulti-play-duties-edges", "file": f["name"]},
            "deals": [],
        }
        # deals follow the dealer rotation: each next deal's dealer is the previous one's right
        # neighbour (seat + 1)
        expected = []
        for i, dl in enumerate(deals):
            if i:
                assert dl.dealer == (deals[i - 1].dealer + 1) % 3, f["name"]
            pen = f["penalty"]
            doc["deals"].append(dl.to_json(pen))
            if dl.fault:
                expected.append((i, dl.fault[0], dl.fault[1]))
            for ev, code in marriage_faults(dl):
                expected.append((i, ev, code))
        (HERE / f"{f['name']}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        lines.append((f, deals, sorted(expected)))
    write_expected(lines)


GUESS = {
    "revoke": "",
    "failure_to_overtake": "",
    "failure_to_trump": " (guess)",
    "ulti_seven": " (guess)",
    "late_declaration": " (guess)",
    "false_declaration": " (guess)",
    "declaration_not_allowed": " (guess)",
}


def write_expected(lines):
    marker = "<!-- generated below by _gen.py -->"
    old = (HERE / "EXPECTED.md").read_text() if (HERE / "EXPECTED.md").exists() else marker
    out = [old.split(marker)[0] + marker]
    for f, deals, exp in lines:
        rules = {"preset": "standard", **f["rules"]}
        status = "violations" if exp else "clean"
        out.append(f"\n### {f['name']}.json\n")
        out.append(f"- rules: `{json.dumps(rules)}`; status **{status}**")
        for i, (dl, note) in enumerate(zip(deals, f["notes"], strict=True)):
            res = dl.outcome()
            goals = {g: res[g] for g in dl.goals()}
            pay = ", ".join(f"{a}->{b} {n} {r}" for a, b, n, r in dl.settle(f["penalty"])) or "none"
            out.append(
                f"- deal {i} (dealer {dl.dealer}, declarer {dl.declarer}, trump {dl.trump or 'none'}"
                f"{', red' if dl.red else ''}): {note}. As played: {goals}, declarer tricks "
                f"{res['dec_tricks']}, points {res['dec_pts']}:{res['def_pts']}. Payments: {pay}"
            )
        if exp:
            out.append("- expected violations: " + ", ".join(f"({a}, {b}, {c}){GUESS[c]}" for a, b, c in exp))
        else:
            out.append("- expected violations: none")
    (HERE / "EXPECTED.md").write_text("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
