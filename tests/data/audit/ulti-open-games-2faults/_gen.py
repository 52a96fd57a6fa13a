"""Blind generator for the audit round ulti-open-games-2faults.

Written from the source text only (seeds/003, Japanese): no import from validator.
Focus: no-trump and open games (betli, rebetli, open betli, durchmarsch, redurchmarsch,
open durchmarsch) and 20-100/40-100; each faulty deal has two independent faults.

Usage: python _gen.py [SEED]   (writes NN-*.json and EXPECTED.md beside this file)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]

# standard: the source's main text; ultinet: the UltiNet.hu table it quotes
VALUES = {
    "standard": {
        "party": 1,
        "ulti": 4,
        "40-100": 4,
        "20-100": 8,
        "durchmarsch": 6,
        "betli": 5,
        "rebetli": 10,
        "open-betli": 20,
        "redurchmarsch": 12,
        "open-durchmarsch": 24,
    },
    "ultinet": {"party": 1, "ulti": 4, "40-100": 4, "20-100": 6, "durchmarsch": 7, "betli": 5},
}
NO_TRUMP_ONLY = {"betli", "rebetli", "open-betli", "redurchmarsch"}
LOSE_ANY_TRICK = {"durchmarsch", "redurchmarsch", "open-durchmarsch"}
TAKE_NO_TRICK = {"betli", "rebetli", "open-betli"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return 8 - order.index(rank(c))


def winner_index(trick, trump):
    """Index into trick of the winning card: highest trump, else highest of the suit led."""
    best = 0
    for i in range(1, len(trick)):
        c, b = trick[i], trick[best]
        if trump and suit(c) == trump and suit(b) != trump:
            best = i
        elif suit(c) == suit(b) and strength(c, trump) > strength(b, trump):
            best = i
    return best


def beats(c, cur, trump):
    if trump and suit(c) == trump and suit(cur) != trump:
        return True
    return suit(c) == suit(cur) and strength(c, trump) > strength(cur, trump)


def legal(hand, trick, trump):
    """Follow suit; else trump; and, within that, beat the cards on the table where one can."""
    if not trick:
        return list(hand)
    lead = suit(trick[0])
    cur = trick[winner_index(trick, trump)]
    follow = [c for c in hand if suit(c) == lead]
    if follow:
        beating = [c for c in follow if beats(c, cur, trump)]
        return beating or follow
    trumps = [c for c in hand if trump and suit(c) == trump]
    if trumps:
        beating = [c for c in trumps if beats(c, cur, trump)]
        return beating or trumps
    return list(hand)


def fault_options(kind, hand, trick, trump):
    """Illegal cards of the given kind, for a follower."""
    if not trick:
        return []
    lead = suit(trick[0])
    cur = trick[winner_index(trick, trump)]
    follow = [c for c in hand if suit(c) == lead]
    trumps = [c for c in hand if trump and suit(c) == trump]
    if kind == "revoke":
        # holds the suit led, plays another suit (not a trump: keep it a plain revoke)
        return [c for c in hand if suit(c) != lead and suit(c) != trump] if follow else []
    if kind == "overtake":
        if not follow:
            return []
        beating = [c for c in follow if beats(c, cur, trump)]
        if not beating:
            return []
        return [c for c in follow if c not in beating]
    if kind == "trump":
        if follow or not trumps:
            return []
        return [c for c in hand if suit(c) != trump]
    raise ValueError(kind)


def card_points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


class Spec:
    def __init__(self, name, **kw):
        self.name = name
        self.preset = kw.get("preset", "standard")
        self.goal = kw["goal"]
        self.red = kw.get("red", False)
        self.trumps = kw.get("trumps", False)  # a trump game (suit chosen from the hand)
        self.dealer = kw.get("dealer", 0)
        self.overbid = kw.get("overbid", False)  # first bidder bids party, next seat takes over
        self.contras = kw.get("contras", [])  # [(defender_index 0/1, level)]: 2 contra, 4 recontra
        self.faults = kw.get("faults", [])  # [(role, kind, from_trick)]
        self.outcome = kw["outcome"]  # "won" / "lost"
        self.early_end = kw.get("early_end", False)
        self.wrong = kw.get("wrong")  # (defender_index, wrong_amount, why)
        self.desc = kw["desc"]
        self.source = kw.get("source", [])
        self.extra = kw.get("extra")  # callable(state) -> bool
        self.marriages = kw.get("marriages", "side")
        self.check_roles = kw.get("check_roles", True)  # probes only: allow a fault the outcome contradicts


def weights_for(spec, card, trump_pref=None):
    r = rank(card)
    if spec.goal in TAKE_NO_TRICK:
        return {"7": 8, "8": 7, "9": 6, "10": 3, "J": 3, "Q": 2, "K": 1, "A": 0.5}[r]
    if spec.goal in LOSE_ANY_TRICK and not spec.trumps:
        return {"A": 40, "K": 14, "Q": 6, "J": 2, "10": 1.5, "9": 1, "8": 1, "7": 1}[r]
    w = {"A": 6, "10": 5, "K": 4, "Q": 3, "J": 2, "9": 1.5, "8": 1, "7": 1}[r]
    if spec.goal in LOSE_ANY_TRICK:
        w = {"A": 40, "10": 14, "K": 6, "Q": 3, "J": 2, "9": 1, "8": 1, "7": 1}[r]
    if trump_pref and suit(card) == trump_pref:
        w *= 3
    return w


def deal_hands(rng, spec):
    first = (spec.dealer + 1) % 3
    decl = (spec.dealer + 2) % 3 if spec.overbid else first
    pref = "H" if spec.red else rng.choice("DSC") if spec.trumps else None
    pool = list(DECK)
    chosen = []
    n = 12 if decl == first else 10
    for _ in range(n):
        ws = [weights_for(spec, c, pref) for c in pool]
        c = rng.choices(pool, ws)[0]
        pool.remove(c)
        chosen.append(c)
    rng.shuffle(pool)
    hands = [None, None, None]
    hands[decl] = chosen
    others = [s for s in range(3) if s != decl]
    for s in others:
        k = 12 if s == first else 10
        hands[s] = pool[:k]
        pool = pool[k:]
    assert not pool
    for h in hands:
        rng.shuffle(h)
    return hands, first, decl


def choose_trump(spec, hand12):
    if not spec.trumps:
        return None
    if spec.red:
        return "H"
    cands = "DSC"
    if spec.goal == "40-100":
        cands = [s for s in cands if "K" + s in hand12 and "Q" + s in hand12]
    if not cands:
        return None
    return max(cands, key=lambda s: (sum(1 for c in hand12 if suit(c) == s), s))


def discard_for(spec, hand12, trump, keep=()):
    t = trump
    if spec.goal in TAKE_NO_TRICK:
        key = lambda c: -strength(c, None)  # noqa: E731  highest first
    elif spec.goal in LOSE_ANY_TRICK and not t:
        key = lambda c: strength(c, None)  # noqa: E731  lowest first
    else:

        def key(c):
            pts = rank(c) in ("A", "10")
            return (suit(c) == t, c in keep, pts, strength(c, t))

    cands = sorted((c for c in hand12 if c not in keep), key=key)
    return cands[:2]


def side_marriages(hand, trump):
    return [s for s in SUITS if s != trump and "K" + s in hand and "Q" + s in hand]


def play_deal(rng, spec, hands10, decl, trump):
    """Returns list of (seat, card, fault_kind or None) and trick winners."""
    hands = [list(h) for h in hands10]
    plays = []
    winners = []
    leader = decl
    pending = list(spec.faults)
    done_faults = []
    for t in range(10):
        trick = []
        seats = [(leader + i) % 3 for i in range(3)]
        for s in seats:
            h = hands[s]
            role = "declarer" if s == decl else "defender"
            card, fk = None, None
            for f in pending:
                frole, kind, from_trick = f
                if frole == role and t >= from_trick and trick:
                    opts = fault_options(kind, h, trick, trump)
                    if opts:
                        card, fk = rng.choice(opts), kind
                        pending.remove(f)
                        done_faults.append((t, s, kind))
                        break
            if card is None:
                opts = legal(h, trick, trump)
                card = policy(rng, spec, s == decl, h, opts, trick, trump)
            h.remove(card)
            trick.append(card)
            plays.append((s, card, fk))
        w = seats[winner_index(trick, trump)]
        winners.append((w, trick))
        leader = w
    return plays, winners, pending


def policy(rng, spec, is_decl, hand, opts, trick, trump):
    g = spec.goal
    if is_decl and g in TAKE_NO_TRICK:
        if not trick:
            return min(opts, key=lambda c: strength(c, None))
        safe = [c for c in opts if not beats(c, trick[winner_index(trick, None)], None)]
        if safe:
            return max(safe, key=lambda c: strength(c, None))
        return min(opts, key=lambda c: strength(c, None))
    if is_decl:
        if not trick:
            return max(opts, key=lambda c: strength(c, trump) + (10 if trump and suit(c) == trump else 0))
        cur = trick[winner_index(trick, trump)]
        win = [c for c in opts if beats(c, cur, trump)]
        if win:
            return max(win, key=lambda c: strength(c, trump))
        return min(opts, key=lambda c: strength(c, trump))
    return rng.choice(opts)


def build(spec, seed):
    rng = random.Random(seed)
    for attempt in range(200000):
        hands, first, decl = deal_hands(rng, spec)
        events = []
        if spec.overbid:
            h1 = list(hands[first])
            d1 = sorted(h1, key=lambda c: strength(c, None))[:2]  # lays away two low cards
            events.append({"type": "discard", "seat": first, "cards": d1})
            events.append({"type": "bid", "seat": first, "bid": {"goals": ["party"], "red": False}})
            events.append({"type": "take", "seat": decl, "cards": d1})
            h12 = hands[decl] + d1
        else:
            h12 = list(hands[decl])
        trump = choose_trump(spec, h12)
        if spec.trumps and trump is None:
            continue
        keep = ()
        if spec.goal == "40-100":
            keep = ("K" + trump, "Q" + trump)
        if spec.goal == "20-100":
            sm = side_marriages(h12, trump)
            if not sm:
                continue
            keep = ("K" + sm[0], "Q" + sm[0])
            if spec.marriages == "both":
                keep = keep + ("K" + trump, "Q" + trump)
        disc = discard_for(spec, h12, trump, keep)
        h10 = [c for c in h12 if c not in disc]
        if spec.goal == "40-100" and not ("K" + trump in h10 and "Q" + trump in h10):
            continue
        if spec.goal == "20-100":
            if not side_marriages(h10, trump):
                continue
            if spec.marriages == "both" and not ("K" + trump in h10 and "Q" + trump in h10):
                continue
            if spec.marriages == "side" and ("K" + trump in h10 and "Q" + trump in h10):
                continue
            if spec.marriages == "side" and len(side_marriages(h10, trump)) > 1:
                continue
        events.append({"type": "discard", "seat": decl, "cards": disc})
        events.append({"type": "bid", "seat": decl, "bid": {"goals": [spec.goal], "red": spec.red}})
        for i in (1, 2, 3):
            events.append({"type": "bid", "seat": (decl + i) % 3, "bid": "pass"})
        if spec.trumps and not spec.red:
            events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
        if not spec.trumps:
            events.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
        hands10 = [list(h) for h in hands]
        hands10[decl] = h10
        if spec.overbid:
            hands10[first] = [c for c in hands[first] if c not in events[0]["cards"]]
        # hands as dealt: the first bidder's 12 include the two he laid away
        plays, winners, pending = play_deal(rng, spec, hands10, decl, trump)
        if pending:
            continue
        # outcome as played
        decl_tricks = [i for i, (w, _) in enumerate(winners) if w == decl]
        def_tricks = [i for i, (w, _) in enumerate(winners) if w != decl]
        cp = sum(card_points(tr) for w, tr in winners if w == decl) + (10 if winners[9][0] == decl else 0)
        g = spec.goal
        if g in TAKE_NO_TRICK:
            won = not decl_tricks
            decided = decl_tricks[0] if decl_tricks else 9
        elif g in LOSE_ANY_TRICK:
            won = not def_tricks
            decided = def_tricks[0] if def_tricks else 9
        else:
            marriage = 40 if g == "40-100" else 20
            won = cp + marriage >= 100
            decided = 9
            if len(decl_tricks) == 10:
                continue  # a silent durchmarsch: not the focus
        if won != (spec.outcome == "won"):
            continue
        if trump:
            # trump 7 in the last trick would be a silent ulti (won or lost): keep it out
            if "7" + trump in winners[9][1]:
                continue
        if spec.extra and not spec.extra(dict(cp=cp, winners=winners, decl=decl, plays=plays)):
            continue
        # the faults must come before the record ends
        fault_tricks = [i // 3 for i, p in enumerate(plays) if p[2]]
        n_tricks = 10
        if spec.early_end:
            n_tricks = max([decided] + fault_tricks) + 1
            if n_tricks >= 9:
                continue
        # a defender's fault: the declarer must win as played (the penalty reading agrees);
        # a declarer's fault: the declarer must lose as played
        roles = {f[0] for f in spec.faults}
        if spec.check_roles and "defender" in roles and not won:
            continue
        if spec.check_roles and "declarer" in roles and won:
            continue
        return finish(spec, hands, decl, trump, events, plays, n_tricks, won, cp, winners, seed, attempt)
    raise RuntimeError("no deal found for " + spec.name)


def finish(spec, hands, decl, trump, events, plays, n_tricks, won, cp, winners, seed, attempt):
    defenders = [(decl + 1) % 3, (decl + 2) % 3]
    contra_by = {}  # defender seat -> level (no-trump: per defender)
    fault_events = []
    contra_events = {}
    for di, level in spec.contras:
        if level == 2:
            contra_events[defenders[di]] = {
                "type": "double",
                "seat": defenders[di],
                "target": spec.goal,
                "level": 2,
            }
            contra_by[defenders[di]] = 2
    recontra = any(level == 4 for _, level in spec.contras)
    for i, (s, card, fk) in enumerate(plays[: 3 * n_tricks]):
        if i < 3 and s in contra_events:
            events.append(contra_events[s])
        ev = {"type": "play", "seat": s, "card": card}
        events.append(ev)
        if fk:
            fault_events.append((len(events) - 1, fk, s, card))
        if i == 2 and recontra:
            events.append({"type": "double", "seat": decl, "target": spec.goal, "level": 4})
            for d in contra_by:
                contra_by[d] = 4
    value = VALUES[spec.preset][spec.goal] * (2 if spec.red else 1)
    pays = []
    for d in defenders:
        if spec.trumps:
            mult = max(contra_by.values()) if contra_by else 1  # either defender's contra: both
        else:
            mult = contra_by.get(d, 1)  # no trumps: only the defender who said it
        amt = value * mult
        pays.append((d, amt))
    wrong_event = None
    for d, amt in pays:
        rec = amt
        if spec.wrong and defenders[spec.wrong[0]] == d:
            rec = spec.wrong[1]
        ev = {"type": "payment", "from": d, "to": decl, "amount": rec, "reason": spec.goal}
        if not won:
            ev = {"type": "payment", "from": decl, "to": d, "amount": rec, "reason": spec.goal}
        events.append(ev)
        if rec != amt:
            wrong_event = (len(events) - 1, amt, rec, d)
    net = {decl: 0, defenders[0]: 0, defenders[1]: 0}
    for d, amt in pays:
        sign = 1 if won else -1
        net[decl] += sign * amt
        net[d] -= sign * amt
    deal = {"dealer": spec.dealer, "hands": hands, "events": events}
    info = dict(
        decl=decl,
        defenders=defenders,
        trump=trump,
        won=won,
        cp=cp,
        value=value,
        pays=pays,
        net=net,
        faults=fault_events,
        wrong=wrong_event,
        n_tricks=n_tricks,
        winners=[w for w, _ in winners],
        contra_by=contra_by,
        recontra=recontra,
        seed=seed,
        attempt=attempt,
    )
    return deal, info


PLAYERS = ["Anna", "Béla", "Csilla"]

SRC = {
    "follow": "カード勝負: 「先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければなりません.さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません.」",
    "nt_order": "カードの位: 切札がないときは「2 (A),王 (K),上 (Q),下 (J),X (10),IX (9),VIII (8),VII (7)」",
    "betli": "ベトリ.5 点.全敗する.",
    "rebetli": "レベトリまたは赤のベトリ.10 点.全敗する.ベトリと点数以外の違いはありません.",
    "open-betli": "オープンベトリ.20 点.1 回目のカード勝負が終わったら,全員が手札を公開する条件で,全敗する.",
    "durchmarsch": "(2) 切札なしの目標: ドゥルヒマルシュ.6 点.全勝する.",
    "redurchmarsch": "レドゥルヒマルシュ.12 点.全勝する.",
    "open-durchmarsch-nt": "(2) オープンドゥルヒマルシュ.24 点.1 回目のカード勝負が終わったら,全員が手札を公開する条件で,全勝する.",
    "open-durchmarsch-t": "(1) オープンドゥルヒマルシュ.赤でも赤以外でも 24 点.",
    "40-100": "40-100.4 点.切札のペア 40 点以外のペア点を認めないで,カード点を 100 点以上取る.",
    "20-100": "20-100.8 点.親の 20 ひと組以外のペア点を認めないで,カード点を 100 点以上取る.",
    "red": "切札がある目標は,赤を切札にする“赤の(目標名)”…“赤の”は点数が倍になります.",
    "cardpts": "切札がある場合,勝った人は,カード勝負に出た 2 (A) と X (10) 1 枚につきカード点 10 点を得ます.10 回目のカード勝負に勝った人は,10 点のカード点を得ます.",
    "contra": "コントラは 2 倍,レコントラは 4 倍… この倍は,切札ありの場合,どちらの子が言っても両方の子と親の間に,切札なしの場合,言った子と親の間の点数授受に適用されます.",
    "pay": "親が達成した目標…それぞれの子は,目標か出来役の点数を親に払います./親が達成できなかった目標…親は,目標か出来役の点数を子ひとりずつに払います.",
    "pairs": "ペアの宣言: 切札があり,100 か全勝系の目標が宣言されていない場合 (…) 言っただけのカード点を得ます.",
    "ultinet": "UltiNet.hu: ベトリ: 5 点 / 20-100: 6 点 / ドゥルヒマルシュ: 7 点",
    "silent": "出来役 (黙ってウルティ, 黙って 100, 黙ってドゥルヒマルシュ): avoided (trump 7 never in trick 10, the 100-game declarer never takes all ten tricks).",
    "early": "A betli is lost with the declarer's first trick, a durchmarsch with the defenders' first: the record stops there (全敗する / 全勝する).",
    "revoke_penalty": "The source names no penalty for a play fault; each fault here is made by the side that loses the goal as played too, so 'as played' and 'the faulty side loses all goals' give the same payments.",
}

CODES = {"revoke": "revoke", "overtake": "failure_to_overtake", "trump": "failure_to_trump"}


def specs():
    D, A = "defender", "declarer"
    return [
        Spec(
            "01-betli-won-clean",
            goal="betli",
            outcome="won",
            desc="Betli (no trumps) won: the declarer takes no trick in ten; 5 from each defender.",
            source=["betli", "nt_order", "follow", "pay"],
        ),
        Spec(
            "02-betli-contra-lost-early-clean",
            goal="betli",
            outcome="lost",
            overbid=True,
            dealer=1,
            contras=[(1, 2)],
            early_end=True,
            desc="Party then betli over it; one defender says contra on betli with his first card. "
            "The declarer takes a trick: the record stops there. No trumps: the contra binds only "
            "the defender who said it (10 to him, 5 to the other).",
            source=["betli", "contra", "pay", "early"],
        ),
        Spec(
            "03-rebetli-defender-revoke-wrong-payment",
            goal="rebetli",
            outcome="won",
            dealer=2,
            faults=[(D, "revoke", 2)],
            wrong=(1, 5, "paid betli's 5, not rebetli's 10"),
            desc="Rebetli won; a defender revokes (fault 1); one defender pays 5 as for betli (fault 2, should be 10).",
            source=["rebetli", "follow", "pay", "revoke_penalty"],
        ),
        Spec(
            "04-open-betli-recontra-declarer-overtake-wrong-payment",
            goal="open-betli",
            outcome="lost",
            contras=[(0, 2), (0, 4)],
            faults=[(A, "overtake", 1)],
            early_end=True,
            wrong=(1, 80, "contra applied to both defenders as if trumps"),
            desc="Open betli; the first defender says contra, the declarer recontra (x4). The declarer "
            "fails to overtake (fault 1) and takes a trick (lost; record stops). No trumps: x4 only "
            "towards the contra defender (80), 20 to the other, recorded as 80 (fault 2).",
            source=["open-betli", "follow", "contra", "pay", "early", "revoke_penalty"],
        ),
        Spec(
            "05-durchmarsch-no-trump-contra-clean",
            goal="durchmarsch",
            outcome="won",
            dealer=1,
            contras=[(1, 2)],
            desc="Durchmarsch without trumps won (all ten tricks); the second defender said contra: he pays 12, the other 6.",
            source=["durchmarsch", "contra", "pay"],
        ),
        Spec(
            "06-redurchmarsch-declarer-two-play-faults-early",
            goal="redurchmarsch",
            outcome="lost",
            dealer=2,
            faults=[(A, "overtake", 1), (A, "revoke", 1)],
            early_end=True,
            desc="Redurchmarsch lost; the declarer fails to overtake and revokes (two play faults); the "
            "record stops after the later fault's trick. 12 to each defender.",
            source=["redurchmarsch", "follow", "pay", "early", "revoke_penalty"],
        ),
        Spec(
            "07-open-durchmarsch-no-trump-revoke-wrong-payment",
            goal="open-durchmarsch",
            outcome="won",
            faults=[(D, "revoke", 1)],
            wrong=(0, 12, "paid 12 (the alternative trump value) not 24"),
            desc="Open durchmarsch without trumps won; a defender revokes (fault 1); one defender pays 12, not 24 (fault 2).",
            source=["open-durchmarsch-nt", "follow", "pay", "revoke_penalty"],
        ),
        Spec(
            "08-40-100-contra-won-clean",
            goal="40-100",
            trumps=True,
            outcome="won",
            dealer=1,
            contras=[(0, 2)],
            desc="40-100 in a plain suit, won (card points + the trump 40 >= 100); one defender's "
            "contra binds both with trumps: 8 from each.",
            source=["40-100", "cardpts", "contra", "pay", "pairs", "silent"],
        ),
        Spec(
            "09-40-100-recontra-declarer-fails-to-trump-wrong-payment",
            goal="40-100",
            trumps=True,
            outcome="lost",
            dealer=2,
            contras=[(1, 2), (1, 4)],
            faults=[(A, "trump", 0)],
            wrong=(0, 4, "recontra applied only to the defender who said contra"),
            desc="40-100 lost; contra and recontra (x4, both defenders with trumps: 16 each). The "
            "declarer, void in the suit led, plays a side card holding trumps (fault 1). One defender "
            "is paid 4 as if the contra bound only the other (fault 2).",
            source=["40-100", "cardpts", "contra", "follow", "pay", "silent", "revoke_penalty"],
        ),
        Spec(
            "10-red-20-100-defender-overtake-wrong-payment",
            goal="20-100",
            red=True,
            trumps=True,
            outcome="won",
            faults=[(D, "overtake", 1)],
            wrong=(1, 8, "red not doubled"),
            desc="Red 20-100 won (hearts; card points + one side 20 >= 100): 16 from each. A defender "
            "fails to overtake (fault 1); one defender pays 8 (fault 2: red forgotten).",
            source=["20-100", "red", "cardpts", "follow", "pay", "silent", "revoke_penalty"],
        ),
        Spec(
            "11-20-100-trump-marriage-not-counted-clean",
            goal="20-100",
            trumps=True,
            outcome="lost",
            marriages="both",
            dealer=1,
            extra=lambda st: st["cp"] in (60, 70),
            desc="20-100 lost: the declarer holds the trump K-Q and a side K-Q and takes 60-70 card "
            "points. Only one 20 counts (the trump 40 does not): short of 100; 8 to each defender.",
            source=["20-100", "cardpts", "pay", "silent"],
        ),
        Spec(
            "12-open-durchmarsch-trumps-declarer-revoke-wrong-payment",
            goal="open-durchmarsch",
            trumps=True,
            outcome="lost",
            dealer=2,
            faults=[(A, "revoke", 1)],
            wrong=(0, 12, "12 (the 'some play' non-red value), the table value is 24"),
            desc="Open durchmarsch with a plain trump suit, lost; the declarer revokes (fault 1). "
            "24 to each defender (the table: red or not); one is paid 12 (fault 2).",
            source=["open-durchmarsch-t", "follow", "pay", "silent", "revoke_penalty"],
        ),
        Spec(
            "13-ultinet-20-100-contra-two-defender-faults",
            preset="ultinet",
            goal="20-100",
            trumps=True,
            outcome="won",
            dealer=1,
            contras=[(0, 2)],
            faults=[(D, "revoke", 1), (D, "overtake", 1)],
            desc="UltiNet table: 20-100 = 6, won, contra (both defenders with trumps): 12 from each. "
            "Defenders revoke and fail to overtake (two play faults); payments right.",
            source=["ultinet", "20-100", "contra", "follow", "pay", "silent", "revoke_penalty"],
        ),
        Spec(
            "14-ultinet-durchmarsch-no-trump-recontra-overtake-wrong-payment",
            preset="ultinet",
            goal="durchmarsch",
            outcome="won",
            dealer=2,
            contras=[(1, 2), (1, 4)],
            faults=[(D, "overtake", 1)],
            wrong=(0, 6, "the standard 6, not UltiNet's 7"),
            desc="UltiNet: durchmarsch (no trumps) = 7, won; contra and recontra by the second "
            "defender: he pays 28, the other 7. A defender fails to overtake (fault 1); the other "
            "defender pays 6 (fault 2).",
            source=["ultinet", "durchmarsch", "contra", "follow", "pay", "revoke_penalty"],
        ),
    ]


SESSION = (
    "15-session-rebetli-lost-then-open-betli-two-faults",
    [
        Spec(
            "15a",
            goal="rebetli",
            outcome="lost",
            early_end=True,
            contras=[(0, 2)],
            desc="rebetli lost early, contra by the first defender: 20 to him, 10 to the other. Clean.",
        ),
        Spec(
            "15b",
            goal="open-betli",
            outcome="won",
            dealer=1,
            faults=[("defender", "overtake", 1)],
            wrong=(0, 5, "betli's 5, not open betli's 20"),
            desc="(dealer moves on) open betli won, 20 from each; a defender fails to overtake "
            "(fault 1); one defender pays 5 (fault 2).",
        ),
    ],
)


def transcript(preset, deals, desc):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": preset},
        "players": PLAYERS,
        "meta": {"round": "ulti-open-games-2faults", "description": desc},
        "deals": deals,
    }


def expected_lines(di, spec, info):
    out = []
    for ev, kind, seat, card in info["faults"]:
        out.append((di, ev, CODES[kind], f"{PLAYERS[seat]} plays {card}: {kind}"))
    if info["wrong"]:
        ev, amt, rec, d = info["wrong"]
        out.append((di, ev, "wrong_payment", f"recorded {rec}, the rules give {amt} ({spec.wrong[2]})"))
    return out


def describe(spec, info):
    decl = PLAYERS[info["decl"]]
    lines = [
        f"- goal: {spec.goal}{' (red)' if spec.red else ''}, preset {spec.preset}; declarer {decl} "
        f"(seat {info['decl']}); trumps {info['trump'] or 'none'}; {'won' if info['won'] else 'lost'}"
        + (f"; declarer card points {info['cp']}" if info["trump"] else "")
        + f"; tricks recorded {info['n_tricks']}; trick winners (all ten as simulated) {info['winners']}",
        f"- value {info['value']}; contra levels by defender {info['contra_by'] or 'none'}; payments by the rules: "
        + ", ".join(
            (f"{PLAYERS[d]} -> {decl} {a}" if info["won"] else f"{decl} -> {PLAYERS[d]} {a}")
            for d, a in info["pays"]
        ),
        f"- net: {{{', '.join(f'{s}: {v}' for s, v in sorted(info['net'].items()))}}}",
    ]
    return lines


def main(seed=20260):
    files = {}
    md = [
        "# EXPECTED: ulti-open-games-2faults (written blind from seeds/003)",
        "",
        "Seats: players in order of play; the first bidder is the dealer's next seat (12 cards).",
        "Codes: revoke (suit led not followed), failure_to_overtake (a card of the suit led that could beat",
        "the table not played), failure_to_trump (void, holding a trump, a side card played: the code name is",
        "my guess; the option text says 'a failure to follow, to trump or to overtake'), wrong_payment.",
        "",
        "General sources:",
    ]
    for k in ("follow", "nt_order", "contra", "pay", "pairs", "silent", "early", "revoke_penalty"):
        md.append(f"- {SRC[k]}")
    md.append("")
    for i, spec in enumerate(specs()):
        deal, info = build(spec, seed * 100 + i)
        t = transcript(spec.preset, [deal], spec.desc)
        files[spec.name] = t
        exp = expected_lines(0, spec, info)
        md.append(f"## {spec.name}.json")
        md.append(f"{spec.desc}")
        md.append(f"- status: {'violations' if exp else 'clean'}")
        for d, ev, code, why in exp:
            md.append(f"- ({d}, {ev}, {code}): {why}")
        md += describe(spec, info)
        md.append("- source: " + " / ".join(SRC[k] for k in spec.source))
        md.append("")
    name, sp = SESSION
    deals, exp, descs = [], [], []
    for di, spec in enumerate(sp):
        deal, info = build(spec, seed * 100 + 50 + di)
        deals.append(deal)
        exp += expected_lines(di, spec, info)
        descs.append((spec, info))
    files[name] = transcript("standard", deals, " ".join(s.desc for s in sp))
    md.append(f"## {name}.json")
    md.append(f"- status: {'violations' if exp else 'clean'}")
    for d, ev, code, why in exp:
        md.append(f"- ({d}, {ev}, {code}): {why}")
    for di, (spec, info) in enumerate(descs):
        md.append(f"- deal {di}: {spec.desc}")
        md += ["  " + x for x in describe(spec, info)]
    md.append(
        "- source: "
        + " / ".join(SRC[k] for k in ("rebetli", "open-betli", "contra", "follow", "pay", "early"))
    )
    md.append("")
    for old in HERE.glob("*.json"):
        old.unlink()
    for n, t in files.items():
        (HERE / f"{n}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    (HERE / "EXPECTED.md").write_text("\n".join(md))
    print(f"wrote {len(files)} transcripts")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20260)
