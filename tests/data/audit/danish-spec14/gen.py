"""Generator for the danish-spec14 blind round. Run: python3 gen.py (writes NN-*.json and summary.txt)."""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build import Session, deal_hands, default_discard, find  # noqa: E402
from model import DECK, N, Play, declarations, free_discards, honour, is_king, strength, suit  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def nxt(d, k=1):
    return (d + k) % N


def post(hands, dealer, skat):
    h = [list(x) for x in hands]
    for c in skat:
        h[dealer].remove(c)
    return h


def random_deal(sess, rng, dealer, note="random deal", pred=None, weight=None, demand=False, fixed=None,
                banned=None, tries=5000, hook=None, prune=None, dfs_from=None, budget=3000, deals=200, add=True, hands_pred=None, **kw):
    for _ in range(deals):
        hands = deal_hands(rng, dealer, fixed, banned)
        try:
            skat = default_discard(hands[dealer])
        except AssertionError:
            continue
        if hands_pred and not hands_pred(hands, skat):
            continue
        try:
            p = find(post(hands, dealer, skat), dealer, pred or (lambda p: True), rng, weight=weight,
                     demand=demand, tries=tries, hook=hook, prune=prune, dfs_from=dfs_from, budget=budget)
        except RuntimeError:
            continue
        if not add:
            return None, hands, skat, p
        return sess.add(dealer, hands, skat, p, note=note, **kw), hands, skat, p
    raise RuntimeError("random_deal failed: " + note)


# ------------------------------------------------------------------ helpers for predicates
def last(p):
    return p.tricks[24]


def counts(p):
    return [sum(1 for t in p.tricks if t.winner == s) for s in range(N)]


def last_cards(p):
    return {s: c for s, c in last(p).plays}


def keep_weight(keep, late=24):
    """keep: set of cards kept until trick `late` (never played earlier unless forced). A leader also avoids
    leading a suit in which a keeper holds only the kept card, and a trump lead when a kept trump is alone."""

    def w(p, seat, c):
        if c in keep and p.tno < late:
            return 0.0001
        if not p.cur.plays and p.tno < late and c != "JOKER":
            for o in range(N):
                if o == seat:
                    continue
                for k in keep:
                    if k in p.hands[o] and suit(k) == suit(c):
                        if not any(suit(x) == suit(k) and x != k for x in p.hands[o]):
                            return 0.001
        return 1

    return w


def keep_prune(keep, late=24):
    def pr(p):
        for i, t in enumerate(p.tricks):
            if i < late and any(c in keep for _, c in t.plays):
                return True
        return False

    return pr


def combine(*ws):
    def w(p, seat, c):
        r = 1
        for f in ws:
            r *= f(p, seat, c)
        return r

    return w


# ------------------------------------------------------------------ scenarios
def tout_hands(dealer, failed=False):
    """Dealer: T21..T14, clubs K Q 10..3, spades K Q 10..6 (+7S if failed), Joker + 2 red pips to the skat.
    Opponents: T1..T13, the rest. No declaration of the dealer depends on the Joker."""
    d = dealer
    a, b = nxt(d), nxt(d, 2)
    dh = [f"T{i}" for i in range(14, 22)]
    dh += ["KC", "QC"] + [f"{i}C" for i in range(10, 2, -1)]
    if not failed:
        dh += ["KS", "QS"] + [f"{i}S" for i in range(10, 5, -1)]
        dh += ["JOKER", "10H", "9H"]
    else:
        dh += ["KS", "QS"] + [f"{i}S" for i in range(10, 6, -1)]
        dh += ["10H"]  # kept to the end, led last
        dh += ["JOKER", "10D", "9D"]
    assert len(dh) == 28, len(dh)
    rest = [c for c in DECK if c not in dh]
    # a: 7 trumps, b: 6 trumps
    ah = [f"T{i}" for i in range(1, 8)]
    bh = [f"T{i}" for i in range(8, 14)]
    blacks = [c for c in rest if suit(c) in "SC"]
    reds = [c for c in rest if suit(c) in "HD"]
    return d, a, b, dh, ah, bh, blacks, reds


def file01(rng):
    s = Session("01-tout-announced-made", "Three players, four deals. Deal 1: the dealer announces Tout, lays the "
                "Joker away and takes all 25 tricks; an opponent plays a king into the last trick (king przydupek), "
                "so only the Pagat pool is refilled.")
    random_deal(s, rng, 0, "random deal")
    # deal 1: dealer 1, tout
    d, a, b, dh, ah, bh, blacks, reds = tout_hands(1)
    # opponents' black cards: a gets NC 2C NS 5S 4S, b gets JC 1C JS 3S 2S 1S
    ah += ["NC", "2C", "NS", "5S", "4S"]
    bh += ["JC", "1C", "JS", "3S", "2S", "1S"]
    assert set(ah + bh) >= set(blacks)
    rr = list(reds)
    rng.shuffle(rr)
    # the first leader (a) must lead a diamond; b keeps KH for the last trick
    rr.remove("KH")
    bh.append("KH")
    need_a = 25 - len(ah)
    ah += rr[:need_a]
    bh += rr[need_a:]
    assert len(ah) == 25 and len(bh) == 25, (len(ah), len(bh))
    if not any(suit(c) == "D" for c in ah):
        raise RuntimeError
    hands = [None] * 3
    hands[d], hands[a], hands[b] = dh, ah, bh
    for h in hands:
        rng.shuffle(h)
    skat = ["JOKER", "10H", "9H"]
    h25 = post(hands, d, skat)

    def w(p, seat, c):
        t = p.cur
        if seat == d:
            if not t.plays:
                # trumps from the top, then clubs, then spades, top down
                if suit(c) == "T":
                    return 1000 + strength(c)
                if suit(c) == "C":
                    return 500 + strength(c)
                return 100 + strength(c)
            return 1 if suit(c) != "T" else 100 - strength(c)
        if p.tno == 0 and seat == a and not t.plays:
            return 10 if suit(c) == "D" and not is_king(c) else 0
        if c == "KH":
            return 1 if p.tno == 24 else 0.00001
        if t.plays and suit(c) == suit(t.plays[0][1]) and suit(c) in "SC":
            return 10 + strength(c)
        return 1

    p = find(h25, d, lambda p: counts(p)[d] == 25 and last_cards(p)[b] == "KH", rng, weight=w, tries=3000,
             greedy=(d,))
    s.add(d, hands, skat, p, tout=True, note="Tout announced (Joker in the skat) and made; KH przydupek")
    random_deal(s, rng, 2, "random deal")
    random_deal(s, rng, 0, "random deal")
    return s


def would_win(p, seat, c):
    t = p.cur
    if c == "JOKER":
        return False
    if not t.plays:
        return True
    cards = [x for _, x in t.plays if x != "JOKER"] + [c]
    trumps = [x for x in cards if suit(x) == "T"]
    if trumps:
        return max(trumps, key=strength) == c
    lead = t.plays[0][1]
    es = suit(lead) if lead != "JOKER" else (t.named2 if t.renamed_by is not None else t.named)
    same = [x for x in cards if suit(x) == es]
    if not same:
        return False
    return max(same, key=strength) == c


def lowpol(seat_low, keep=(), late=24):
    """seat_low ducks (plays the weakest non-winning card); others play randomly but like winning."""

    def w(p, seat, c):
        if c in keep and p.tno < late:
            return 0.00001
        if seat == seat_low:
            if c == "JOKER":
                return 0.5 if p.tno < 22 else 0.01
            ww = would_win(p, seat, c)
            base = 0.001 if ww else 1.0
            return base * (30 - strength(c)) / 30
        return 3 if would_win(p, seat, c) else 1

    return w


def file02(rng):
    s = Session("02-tout-announced-failed", "Three players, four deals. Deal 1: the dealer announces Tout and lays "
                "the Joker away but loses the last trick (to a king); the third player took no trick (Nolo), which "
                "cancels the last-trick awards and the card-point payments.")
    random_deal(s, rng, 0, "random deal")
    d, a, b, dh, ah, bh, blacks, reds = tout_hands(1, failed=True)
    ah += ["NC", "2C", "NS", "6S", "5S", "4S"]
    bh += ["JC", "1C", "JS", "3S", "2S", "1S"]
    assert set(ah + bh) >= set(blacks)
    rr = [c for c in reds if c != "KH"]
    rng.shuffle(rr)
    ah.append("KH")
    # a (first leader) needs a diamond; b must hold a heart for the last trick
    need_a = 25 - len(ah)
    ah += rr[:need_a]
    bh += rr[need_a:]
    assert len(ah) == 25 and len(bh) == 25
    assert any(suit(c) == "D" for c in ah) and any(suit(c) == "H" for c in bh)
    hands = [None] * 3
    hands[d], hands[a], hands[b] = dh, ah, bh
    for h in hands:
        rng.shuffle(h)
    skat = ["JOKER", "10D", "9D"]
    h25 = post(hands, d, skat)

    def w(p, seat, c):
        t = p.cur
        if seat == d:
            if not t.plays:
                if c == "10H":
                    return 1
                if suit(c) == "T":
                    return 1000 + strength(c)
                if suit(c) == "C":
                    return 500 + strength(c)
                return 100 + strength(c)
            return 1 if suit(c) != "T" else 100 - strength(c)
        if p.tno == 0 and seat == a and not t.plays:
            return 10 if suit(c) == "D" and not is_king(c) else 0
        if c == "KH":
            return 1 if p.tno == 24 else 0.00001
        if seat == b and suit(c) == "H":
            return 0.01 if p.tno < 24 else 1
        if t.plays and suit(c) == suit(t.plays[0][1]) and suit(c) in "SC":
            return 10 + strength(c)
        return 1

    p = find(h25, d, lambda p: counts(p) == [0, 24, 1] if False else (counts(p)[d] == 24 and counts(p)[b] == 0
             and last(p).winner == a and last_cards(p)[a] == "KH"), rng, weight=w, tries=3000, greedy=(d,))
    m = s.add(d, hands, skat, p, tout=True, penalty=("end", d, 20),
              note="Tout announced (Joker in the skat), failed: last trick lost to KH; Nolo for the third player")
    s.fault(1, m["plays"][-1], "failed_tout (penalty large)", "announced Tout not made (anchored at the last card, "
            "where the 25th trick is lost; phase 1 had the `announce`, event 2 — see REPORT (b1)): dealer pays the failed-Tout "
            "penalty, engine default `large` = 20 to each pool (source: 'płaci karę', class not given)")
    random_deal(s, rng, 2, "random deal")
    random_deal(s, rng, 0, "random deal")
    return s


def file03(rng):
    s = Session("03-tout-unannounced", "Three players, four deals. Deal 2: a non-dealer holds all 21 trumps and the four "
                "kings, declares 21 trumps with Pagat and full kings, takes every trick (Tout), wins the last trick "
                "with the Pagat (no Pagat ultimo under Tout) while both others have no trick (no Nolo under Tout). "
                "The Joker is demanded in the third-last trick.")
    random_deal(s, rng, 1, "random deal")
    random_deal(s, rng, 2, "random deal")
    d = 0
    x = nxt(d, 2)
    jh = nxt(d, 1)
    xh = [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "KC"]
    fixed = {x: xh, jh: ["JOKER", "QS", "NS", "JS"]}
    hands = deal_hands(rng, d, fixed)
    skat = default_discard(hands[d])
    h25 = post(hands, d, skat)

    def w(p, seat, c):
        if c == "T1":
            return 1 if p.tno == 24 else 0
        if c == "JOKER":
            return 0.00001
        return 1

    p = find(h25, d, lambda p: counts(p)[x] == 25 and last_cards(p)[x] == "T1" and p.joker_played_in == 22, rng,
             weight=w, demand=x, tries=3000)
    s.add(d, hands, skat, p, note="unannounced Tout by a non-dealer; Pagat wins the last trick; Joker demanded")
    random_deal(s, rng, 1, "random deal")
    return s


HIGH = [f"T{i}" for i in range(10, 22)] + ["K" + x for x in "HDSC"] + ["Q" + x for x in "HDSC"] + ["JOKER"]


def kings_in(p, i):
    return [(s, c) for s, c in p.tricks[i].plays if is_king(c)]


def wcard(p, i=24):
    t = p.tricks[i]
    return [c for s, c in t.plays if s == t.winner][0]


def nolo_prune(nl, upto=25):
    return lambda p: any(t.winner == nl for t in p.tricks[:upto])


def file04(rng):
    s = Session("04-nolo", "Three players, four deals. Deal 0: Nolo, and the Nolo player's Pagat is caught in the last "
                "trick (Pagat przydupek still paid). Deal 1: Nolo cancels a king ultimo, while the Nolo player's own "
                "king przydupek is paid. Deal 2: a player's only trick is the last one, won with a king (no Nolo, king "
                "ultimo).")
    # deal 0
    nl = 1
    banned = {nl: [c for c in HIGH if c != "T1"]}
    fixed = {nl: ["T1"]}
    random_deal(s, rng, 2, "Nolo (seat 1) + Pagat przydupek by the Nolo player", fixed=fixed, banned=banned,
                weight=lowpol(nl, keep=("T1",)),
                pred=lambda p: counts(p)[nl] == 0 and last_cards(p)[nl] == "T1", tries=3000)
    # deal 1
    nl, wn = 2, 0
    banned = {nl: [c for c in HIGH if c not in ("KS",)] + ["T1"]}
    fixed = {nl: ["KS"], wn: ["KH"]}
    random_deal(s, rng, 0, "Nolo (seat 2); seat 0 wins the last trick with KH (no ultimo); KS przydupek by the Nolo "
                "player", fixed=fixed, banned=banned, weight=lowpol(nl, keep=("KS", "KH")),
                pred=lambda p: counts(p)[nl] == 0 and last(p).winner == wn and wcard(p) == "KH"
                and last_cards(p)[nl] == "KS", tries=3000)
    # deal 2
    nl = 0
    banned = {nl: [c for c in HIGH if c not in ("KD",)]}
    fixed = {nl: ["KD"]}
    random_deal(s, rng, 1, "seat 0 takes only the last trick, with KD: no Nolo, king ultimo", fixed=fixed,
                banned=banned, weight=lowpol(nl, keep=("KD",)),
                pred=lambda p: counts(p)[nl] == 1 and last(p).winner == nl and wcard(p) == "KD", tries=5000)
    random_deal(s, rng, 2, "random deal")
    return s


def file05(rng):
    # deal 0 first, to fix the start pools so the King pool holds 135 at the last trick (the source's example)
    def longsuit(k, n):
        x = k[1]
        order = [c for c in DECK if suit(c) == x and c != k]
        rng.shuffle(order)
        return [k] + order[:n]

    hands = deal_hands(rng, 0, {0: longsuit("KH", 6), 1: longsuit("KS", 6), 2: longsuit("KD", 6)})
    skat = default_discard(hands[0])
    p = find(post(hands, 0, skat), 0, lambda p: len(kings_in(p, 24)) == 3, rng,
             weight=keep_weight({"KH", "KS", "KD"}), tries=500, dfs_from=18, prune=keep_prune({"KH", "KS", "KD"}))
    lost = sum(1 for i in range(24) for s_, c in p.tricks[i].plays if is_king(c) and s_ != p.tricks[i].winner)
    start = {"pagat_pool": 75, "king_pool": 130 - 5 * lost}
    s = Session("05-three-kings", "Three players, a session taken from the middle (start pools), four deals. Deal 0: "
                "three kings fall in the last trick with 135 in the King pool (the source's own example): the "
                "ultimo takes 135, each przydupek pays 135 back. Deal 1: king ultimo alone (King pool refilled). "
                "Deal 2: king ultimo and one king przydupek (no refill).", start_pools=start)
    s.add(0, hands, skat, p, note="three kings in the last trick, King pool 135")
    assert s.notes[0]["info"]["kings_prz"] and len(s.notes[0]["info"]["kings_prz"]) == 2
    random_deal(s, rng, 1, "king ultimo alone", pred=lambda p: is_king(wcard(p)) and len(kings_in(p, 24)) == 1
                and "T1" not in last_cards(p).values())
    random_deal(s, rng, 2, "king ultimo + one king przydupek", pred=lambda p: is_king(wcard(p))
                and len(kings_in(p, 24)) == 2, weight=keep_weight({"K" + x for x in "HDSC"}), tries=5000)
    random_deal(s, rng, 0, "random deal; last deal of the session: the pools are shared out", session_end=True)
    return s


def file06(rng):
    s = Session("06-pagat-ultimo", "Three players, four deals. Deal 0: Pagat ultimo by trumping a king led into the "
                "last trick (king przydupek). Deal 1: the Pagat led to the last trick wins (Pagat ultimo). Deal 2: the "
                "Pagat is caught in the last trick (Pagat przydupek, no last-trick 20). Deal 3: the Pagat wins a trick "
                "during play.")
    random_deal(s, rng, 1, "Pagat ultimo + king przydupek",
                pred=lambda p: wcard(p) == "T1" and len(kings_in(p, 24)) == 1,
                weight=keep_weight({"T1", "KH", "KD", "KS", "KC"}), tries=5000)
    random_deal(s, rng, 2, "Pagat ultimo (Pagat led)",
                pred=lambda p: wcard(p) == "T1" and last(p).plays[0][1] == "T1" and not kings_in(p, 24),
                weight=keep_weight({"T1"}), tries=5000)
    random_deal(s, rng, 0, "Pagat przydupek (caught by a higher trump)",
                pred=lambda p: "T1" in last_cards(p).values() and wcard(p) != "T1" and not kings_in(p, 24),
                weight=keep_weight({"T1"}), tries=5000)
    random_deal(s, rng, 1, "Pagat wins a trick during play",
                pred=lambda p: any(wcard(p, i) == "T1" for i in range(24)))
    return s


def file07(rng):
    s = Session("07-przydupek-double", "Three players, four deals, fresh session. Deal 0: a king led into the last "
                "trick, the Pagat played to it, and a higher trump wins: king przydupek and Pagat przydupek, no "
                "last-trick 20. Deal 1: plain last trick (20 each). Deal 2: a king lost in the second-last trick, a "
                "king ultimo in the last. Deal 3: the Joker played to the last trick goes to its winner.")
    random_deal(s, rng, 2, "king przydupek + Pagat przydupek, a higher trump wins",
                pred=lambda p: len(kings_in(p, 24)) == 1 and "T1" in last_cards(p).values()
                and suit(wcard(p)) == "T" and wcard(p) != "T1",
                weight=keep_weight({"T1", "KH", "KD", "KS", "KC"}), tries=8000)
    random_deal(s, rng, 0, "plain last trick",
                pred=lambda p: not kings_in(p, 24) and "T1" not in last_cards(p).values()
                and "JOKER" not in last_cards(p).values() and min(counts(p)) > 0)
    random_deal(s, rng, 1, "king lost in trick 24, king ultimo in trick 25",
                pred=lambda p: any(s_ != p.tricks[23].winner for s_, c in kings_in(p, 23)) and is_king(wcard(p))
                and len(kings_in(p, 24)) == 1 and min(counts(p)) > 0,
                weight=keep_weight({"KH", "KD", "KS", "KC"}, late=23), tries=8000)
    random_deal(s, rng, 2, "Joker played to the last trick (not led)",
                pred=lambda p: p.joker_played_in == 24 and last(p).plays[0][1] != "JOKER"
                and not is_king(wcard(p)) and wcard(p) != "T1" and min(counts(p)) > 0,
                weight=keep_weight({"JOKER"}), tries=5000)
    return s


def hook_void_name(kind):
    """kind 'name': the second is void in the named suit and so is the third -> the second names the Joker.
    kind 'void_only': the second calls void but the third holds the suit.
    kind 'auto': both followers lack the named suit and trumps -> the second's card names the Joker."""

    def hook(p, rng):
        st = p.hookstate
        if st.get("done") or p.cur.plays or p.tno < 2 or p.tno > 20:
            return False
        L = p.to_play()
        if "JOKER" not in p.hands[L]:
            return False
        s2, s3 = nxt(L), nxt(L, 2)
        h2, h3 = p.hands[s2], p.hands[s3]

        def has(h, x):
            return any(suit(c) == x for c in h)

        for X in rng.sample("HDSC", 4):
            if kind == "name" and not has(h2, X) and not has(h3, X) and has(p.hands[L], X):
                ys = [y for y in "HDSC" if y != X and has(h2, y) and has(h3, y)]
                if not ys:
                    continue
                y = rng.choice(ys)
                p.play(L, "JOKER", X)
                p.call(s2, "void")
                p.call(s2, "name_joker", y)
                p.play(s2, rng.choice(sorted(c for c in h2 if suit(c) == y)))
                p.play(s3, rng.choice(sorted(c for c in p.legal(s3) if c != "JOKER")))
                st["done"] = (p.tno - 1, X, y)
                return True
            if kind == "void_only" and not has(h2, X) and has(h3, X) and has(h2, "T"):
                p.play(L, "JOKER", X)
                p.call(s2, "void")
                p.play(s2, rng.choice(sorted(c for c in p.legal(s2) if c != "JOKER")))
                p.play(s3, rng.choice(sorted(c for c in p.legal(s3) if c != "JOKER")))
                st["done"] = (p.tno - 1, X)
                return True
            if kind == "dead" and p.tno >= 12 and not any(has(p.hands[o], X) for o in range(N)) \
                    and has(h2, "T") and has(h3, "T"):
                p.play(L, "JOKER", X)
                p.play(s2, rng.choice(sorted(c for c in p.legal(s2) if c != "JOKER")))
                p.play(s3, rng.choice(sorted(c for c in p.legal(s3) if c != "JOKER")))
                st["done"] = (p.tno - 1, X)
                return True
            if kind == "auto" and not has(h2, X) and not has(h3, X) and not has(h2, "T") and not has(h3, "T"):
                ys = [y for y in "HDSC" if y != X and has(h2, y) and has(h3, y)]
                if not ys:
                    continue
                y = rng.choice(ys)
                p.play(L, "JOKER", X)
                p.play(s2, rng.choice(sorted(c for c in h2 if suit(c) == y)))
                lg = sorted(c for c in p.legal(s3) if c != "JOKER")
                assert all(suit(c) == y for c in lg), lg
                p.play(s3, rng.choice(lg))
                st["done"] = (p.tno - 1, X, y)
                return True
        return False

    return hook


def joker_keep_weight(late=None):
    def w(p, seat, c):
        if c == "JOKER":
            return 0.00001
        return 1

    return w


def file08(rng):
    s = Session("08-joker-calls", "Three players, seven deals. The Joker: demanded in the third-last trick by the player "
                "who plays third to it; led and named with the second player void (he calls void and, the third being "
                "void too, names the suit); void called while the third holds the suit; named with both followers "
                "void in the suit and in trumps (the second's card names it); led to the last trick (it goes to the "
                "winner, here a king ultimo); led naming trumps; led naming a suit already played out (deal 6).")

    def demanded_by_third(p):
        calls = [e for e in p.log if e.get("type") == "call" and e["call"] == "joker"]
        t = p.tricks[22]
        return (p.joker_played_in == 22 and calls and calls[0]["seat"] == nxt(t.leader, 2)
                and t.plays[0][1] != "JOKER")

    random_deal(s, rng, 0, "Joker demanded in the third-last trick by its third player", pred=demanded_by_third,
                weight=joker_keep_weight(), demand=True, tries=400)
    m, hands, skat, p = random_deal(s, rng, 1, "Joker led, second void -> void call, third void too -> second names",
                                    hook=hook_void_name("name"), weight=joker_keep_weight(),
                                    pred=lambda p: bool(p.hookstate.get("done")), tries=200)
    s.notes[-1]["note"] += f" (trick {p.hookstate['done'][0]}, named {p.hookstate['done'][1]} -> {p.hookstate['done'][2]})"
    m, hands, skat, p = random_deal(s, rng, 2, "Joker led, second calls void, the third holds the suit",
                                    hook=hook_void_name("void_only"), weight=joker_keep_weight(),
                                    pred=lambda p: bool(p.hookstate.get("done")), tries=200)
    s.notes[-1]["note"] += f" (trick {p.hookstate['done'][0]}, named {p.hookstate['done'][1]})"
    m, hands, skat, p = random_deal(s, rng, 0, "Joker led, both followers void in the suit and in trumps: the "
                                    "second's card names it", hook=hook_void_name("auto"),
                                    weight=joker_keep_weight(), pred=lambda p: bool(p.hookstate.get("done")),
                                    tries=300)
    s.notes[-1]["note"] += f" (trick {p.hookstate['done'][0]}, named {p.hookstate['done'][1]} -> {p.hookstate['done'][2]})"
    random_deal(s, rng, 1, "Joker led to the last trick, won by a king (king ultimo, the Joker to the winner)",
                pred=lambda p: last(p).plays[0][1] == "JOKER" and is_king(wcard(p)) and suit(wcard(p)) == last(p).named,
                weight=keep_weight({"JOKER"}), dfs_from=20, tries=100, budget=2000,
                prune=keep_prune({"JOKER"}))
    random_deal(s, rng, 2, "Joker led naming trumps", pred=lambda p: any(
        t.plays[0][1] == "JOKER" and t.named == "T" for t in p.tricks[:22]))
    m, hands, skat, p = random_deal(s, rng, 0, "Joker led naming a suit of which every card is gone (superficial "
                                    "slip, no penalty); the followers trump", hook=hook_void_name("dead"),
                                    weight=joker_keep_weight(), pred=lambda p: bool(p.hookstate.get("done")),
                                    tries=300)
    tno, X = p.hookstate["done"]
    s.notes[-1]["note"] += f" (trick {tno + 1}, named {X})"
    ev = [i for i, e in enumerate(s.deals[-1]["events"]) if e.get("card") == "JOKER"][0]
    s.fault(6, ev, "joker_named_dead_suit (superficial, warning)", "§18 Powierzchowne – bez kar: 'Nazwanie Jokera "
            "w sytuacji, kiedy nie da się podążać za kolorem (kiedy wszystkie karty tego koloru już zeszły)': no "
            "penalty, at most a warning; the deal settles normally")
    return s


def file09(rng):
    s = Session("09-skat", "Three players, four deals. Deal 0: the dealer cannot find three cards outside his "
                "declarations and must lay away a cavalry card, shown; he is paid for his declarations as held before "
                "the skat. Deal 1: the dealer lays away all three of his trumps, the Pagat among them (allowed when no "
                "trump is left). Deal 2: a queen, a knight and a jack laid away (their card points go with the skat to "
                "the dealer). Deal 3: random.")
    d = 0
    trumps = ["T21", "T20", "T19", "T1"]
    others = [f"T{i}" for i in range(2, 18)]
    rng.shuffle(others)
    trumps += others[:11]
    dh = trumps + ["JOKER", "KH", "KD", "KS", "KC", "QH", "NH", "JH", "QS", "NS", "JS"]
    free = [c for c in DECK if c != "JOKER" and suit(c) in "DC" and c[0] not in "KQNJ"]
    rng.shuffle(free)
    dh += free[:2]
    assert len(dh) == 28
    hands = deal_hands(rng, d, {d: dh})
    skat = free[:2] + ["JS"]
    p = find(post(hands, d, skat), d, lambda p: True, rng)
    s.add(d, hands, skat, p, shown=True, note="forced: two free cards only, JS laid away and shown")
    # deal 1: dealer 1 with exactly three trumps, the Pagat among them, no Mondo
    tr = ["T1"] + rng.sample([f"T{i}" for i in range(2, 21)], 2)
    banned = {1: [f"T{i}" for i in range(1, 22) if f"T{i}" not in tr]}
    m, hands, skat0, p = None, None, None, None
    for _ in range(100):
        hands = deal_hands(rng, 1, {1: tr}, banned)
        fr = free_discards(hands[1])
        if declarations(hands[1]):
            continue
        skat = list(tr)
        p = find(post(hands, 1, skat), 1, lambda p: True, rng)
        break
    s.add(1, hands, skat, p, note="all three trumps (Pagat among them) laid away")
    # deal 2: queen, knight, jack laid away
    for _ in range(200):
        hands = deal_hands(rng, 2)
        fr = free_discards(hands[2])
        q = [c for c in fr if c[0] == "Q"]
        n = [c for c in fr if c[0] == "N"]
        j = [c for c in fr if c[0] == "J" and c != "JOKER"]
        if q and n and j:
            skat = [q[0], n[0], j[0]]
            break
    p = find(post(hands, 2, skat), 2, lambda p: min(counts(p)) > 0, rng)
    s.add(2, hands, skat, p, note="queen, knight and jack laid away (7 card points with the skat)")
    random_deal(s, rng, 0, "random deal")
    return s


def file10(rng):
    s = Session("10-declarations", "Three players, six deals with every kind and form of declaration: trumps with and "
                "without the Pagat (the Joker counted), matadors 3/4/5, cavalry full/rich/half, kings full/rich/half, "
                "several items in one hand, the dealer's own declarations after his skat.")
    allT = [f"T{i}" for i in range(1, 22)]
    # deal 0 (dealer 0)
    f1 = ["JOKER"] + [f"T{i}" for i in range(2, 11)] + ["KH", "QH", "NH", "KD", "KS", "QC", "NC", "JC"]
    b1 = ["KC", "JH", "T1"] + [f"T{i}" for i in range(11, 22)] + ["QD", "ND", "JD", "QS", "NS", "JS"]
    f2 = ["T1"] + [f"T{i}" for i in range(11, 20)]
    b2 = ["T20", "T21"]
    random_deal(s, rng, 0, "seat 1: 10 trumps counting the Joker (no Pagat), half kings, two half cavalries; "
                "seat 2: 10 trumps with the Pagat", fixed={1: f1, 2: f2}, banned={1: b1, 2: b2})
    # deal 1 (dealer 1)
    f2 = ["JOKER", "T21", "T1"] + [f"T{i}" for i in range(10, 18)]
    b2 = [t for t in allT if t not in f2]
    f0 = ["KH", "QH", "NH", "JH", "KD", "KS", "KC"]
    random_deal(s, rng, 1, "seat 2: 11 trumps with Pagat counting the Joker, 3 matadors; seat 0: full kings, full "
                "heart cavalry", fixed={2: f2, 0: f0}, banned={2: b2 + ["T20"], 0: ["T20"]})
    # deal 2 (dealer 2)
    f0 = ["JOKER", "T21", "T20", "T19", "T1"] + [f"T{i}" for i in range(2, 9)] + ["KS", "QS", "NS", "JS"]
    b0 = [t for t in allT if t not in f0]
    f1 = ["KD", "QD", "ND", "JD"]
    random_deal(s, rng, 2, "seat 0: 12 trumps with Pagat, 5 matadors, rich spade cavalry; seat 1: full diamond cavalry",
                fixed={0: f0, 1: f1}, banned={0: b0 + ["QH", "NH", "JH", "QC", "NC", "JC", "KH", "KC"]})
    # deal 3 (dealer 0): the dealer himself
    f0 = ["JOKER", "KH", "KD", "KS", "KC", "QC", "NC", "JC", "QH", "JH", "T21", "T20", "T1", "T5", "T9", "T13"]
    b0 = [t for t in allT if t not in f0] + ["NH", "QD", "ND", "JD", "QS", "NS", "JS"]
    random_deal(s, rng, 0, "dealer: rich kings, rich club cavalry, half heart cavalry (no knight), 4 matadors",
                fixed={0: f0}, banned={0: b0})
    # deal 4 (dealer 1): 13 trumps counting the Joker, no Pagat
    f2 = ["JOKER", "T21"] + rng.sample([f"T{i}" for i in range(2, 21)], 11)
    b2 = [t for t in allT if t not in f2]
    random_deal(s, rng, 1, "seat 2: 13 trumps counting the Joker, no Pagat, no matadors", fixed={2: f2},
                banned={2: b2})
    # deal 5 (dealer 2): kings full held by the dealer + 10 trumps exactly without Joker
    f2 = ["KH", "KD", "KS", "KC"] + rng.sample(allT[1:20], 10)
    b2 = [t for t in allT if t not in f2] + ["JOKER"]
    random_deal(s, rng, 2, "dealer: full kings and 10 trumps without Joker or Pagat; last deal of the session: the "
                "pools are shared out", fixed={2: f2}, banned={2: b2}, session_end=True)
    return s


def file11(rng):
    s = Session("11-card-point-thresholds", "Three players, six deals chosen so that the players who settle with the "
                "next dealer sit on the edges of the bands: 14/18, 19/23, 24/28, 29/33, 34/38 and beyond.")
    targets = {13, 14, 18, 19, 23, 24, 28, 29, 33, 34, 38, 39}
    hit = set()
    dealer = 0
    for k in range(6):
        best = None
        for attempt in range(400):
            hands = deal_hands(rng, dealer)
            try:
                skat = default_discard(hands[dealer])
            except AssertionError:
                continue
            p = find(post(hands, dealer, skat), dealer, lambda p: min(counts(p)) > 0, rng, tries=20)
            from model import card_points
            pts = card_points(p, skat)
            nd = nxt(dealer)
            vals = {pts[x] for x in range(N) if x != nd}
            new = (vals & targets) - hit
            if len(new) >= 2 or (len(new) >= 1 and attempt > 150):
                best = (hands, skat, p, new)
                break
        hands, skat, p, new = best
        hit |= new
        s.add(dealer, hands, skat, p, note=f"boundary values {sorted(new)}")
        dealer = nxt(dealer)
    return s


def no_decl(hands, dealer, skat, seats=(0, 1, 2)):
    h = post(hands, dealer, skat)
    return all(not declarations(h[x]) for x in seats)


def clean_hands(rng, dealer, fixed=None, banned=None, seats=(0, 1, 2), skat_fn=None):
    for _ in range(500):
        hands = deal_hands(rng, dealer, fixed, banned)
        skat = skat_fn(hands) if skat_fn else default_discard(hands[dealer])
        if skat and no_decl(hands, dealer, skat, seats):
            return hands, skat
    raise RuntimeError("clean_hands")


def file12(rng):
    s = Session("12-skat-declaration-card", "Three players, four deals. Deal 1: the dealer holds a half heart cavalry "
                "(queen, knight, jack and the Joker) and lays the jack away with other cards free, without showing it; "
                "found when the skat is counted: irreparable.")
    random_deal(s, rng, 0, "random deal")
    d = 1

    def sk(hands):
        h = hands[d]
        fr = [c for c in free_discards(h)]
        return ["JH"] + fr[:2]

    hands, skat = clean_hands(rng, d, fixed={d: ["QH", "NH", "JH", "JOKER"]},
                              banned={d: ["KH", "KD", "KS", "KC", "T1", "T21"]}, skat_fn=sk)
    # the dealer's 25 cards after the skat hold no declaration
    p = find(post(hands, d, skat), d, lambda p: True, rng)
    m = s.add(d, hands, skat, p, void=True, penalty=("void_end", d, 40),
              note="JH (part of the half heart cavalry) laid away unshown; deal void, only the fee and the penalty")
    s.fault(1, m["discard"], "illegal_skat (irreparable)", "a card of a declaration laid away while free cards "
            "remained, not shown (§13 third bullet; §18 'Niewłaściwe odrzucenie kart do Skata': 40 to each pool, "
            "deal void)")
    random_deal(s, rng, 2, "random deal")
    random_deal(s, rng, 0, "random deal")
    return s


def file13(rng):
    s = Session("13-skat-trump-kept", "Three players, three deals. Deal 2: the dealer lays away one trump while "
                "keeping others; noticed after the declarations: irreparable (no play recorded, the next dealer deals).")
    random_deal(s, rng, 0, "random deal")
    random_deal(s, rng, 1, "random deal")
    d = 2

    def sk(hands):
        h = hands[d]
        tr = sorted([c for c in h if suit(c) == "T" and c not in ("T21", "T1")], key=strength)
        if len(tr) < 3:
            return None
        return [tr[0]] + free_discards(h)[:2]

    hands, skat = clean_hands(rng, d, skat_fn=sk)
    m = s.add(d, hands, skat, None, void=True, penalty=("decls", d, 40),
              note=f"trump {skat[0]} laid away, trumps kept; deal void")
    s.fault(2, m["discard"], "illegal_skat (irreparable)", "a trump laid away while trumps stay in hand (§13 "
            "fourth bullet), found after the player right of the dealer declared: 40 to each pool, deal void")
    random_deal(s, rng, 0, "random deal (the next dealer deals after the void deal)")
    return s


def file14(rng):
    s = Session("14-declaration-wrong-form", "Three players, four deals. Deal 1: a player with the four kings and the "
                "Joker declares 'full kings' instead of 'rich kings'; not corrected before the first trick: "
                "irreparable, the declaration money goes back.")
    random_deal(s, rng, 1, "random deal")
    d = 2
    x = 0
    fx = ["KH", "KD", "KS", "KC", "JOKER"]
    bx = [c for c in DECK if c[0] in "QNJ" and c != "JOKER" and len(c) == 2 and c[0] in "QN"]
    hands, skat = None, None
    for _ in range(500):
        hands = deal_hands(rng, d, {x: fx}, {x: ["T1", "T21"]})
        skat = default_discard(hands[d])
        h = post(hands, d, skat)
        if [i for i, _ in declarations(h[x])] == [{"kind": "kings", "form": "rich"}] and not declarations(h[1]) \
                and not declarations(h[2]):
            break
    p = find(post(hands, d, skat), d, lambda p: not any(is_king(c) or c == "T1" for _, c in p.tricks[0].plays), rng)
    m = s.add(d, hands, skat, p, void=True, declare_items={x: [{"kind": "kings", "form": "full"}]},
              penalty=("trick:0", x, 40), truncate=0,
              note="seat 0 declares full kings holding the Joker too (rich kings); found after trick 1; void")
    s.fault(1, m[f"decl:{x}"], "wrong_declaration (irreparable)", "'Z czterema królami i Jokerem, deklaruje "
            "Bogatego króla'; error not corrected before the first trick (§18): 40 to each pool, deal void, the "
            "10+10 received handed back (neither written)")
    random_deal(s, rng, 0, "random deal")
    random_deal(s, rng, 1, "random deal")
    return s


def revoke_hook(at, kind="trump"):
    """At trick `at`, the second player holds the led suit but plays a trump instead (kind 'trump')."""

    def hook(p, rng):
        st = p.hookstate
        if st.get("done") or p.tno != at or len(p.cur.plays) != 1:
            return False
        lead = p.cur.plays[0][1]
        if lead == "JOKER" or suit(lead) == "T":
            return False
        seat = p.to_play()
        h = p.hands[seat]
        if not any(suit(c) == suit(lead) for c in h):
            return False
        tr = sorted(c for c in h if suit(c) == "T" and c != "T1" and strength(c) > 1)
        if not tr:
            return False
        c = rng.choice(tr)
        p.play(seat, c, check=False)
        st["done"] = (p.tno, seat, c, suit(lead), len(p.log) - 1)
        return True

    return hook


def file15(rng):
    s = Session("15-revoke", "Three players, four deals. Deal 2: a player trumps a suit lead while holding the suit; "
                "the table sees it at once (the trick is turned back and checked): irreparable, deal void.")
    random_deal(s, rng, 0, "random deal")
    random_deal(s, rng, 1, "random deal")
    d = 2
    for _ in range(200):
        hands = deal_hands(rng, d)
        skat = default_discard(hands[d])
        if not no_decl(hands, d, skat):
            continue
        try:
            p = find(post(hands, d, skat), d, lambda p: p.hookstate.get("done") and not any(
                is_king(c) or c == "T1" for t in p.tricks[:4] for _, c in t.plays), rng, hook=revoke_hook(3),
                tries=50)
        except RuntimeError:
            continue
        break
    tno, seat, card, led, _ = p.hookstate["done"]
    m = s.add(d, hands, skat, p, void=True, penalty=(f"trick:{tno}", seat, 40), truncate=tno,
              note=f"seat {seat} plays {card} to a {led} lead in trick {tno + 1} holding {led}; deal void")
    ev = [i for i, e in enumerate(s.deals[2]["events"]) if e.get("type") == "play" and e["card"] == card][0]
    s.fault(2, ev, "revoke (irreparable)", f"§10 'Wszyscy gracze muszą przestrzegać koloru'; engine default "
            "revoke_penalty irreparable: 40 to each pool, deal void")
    random_deal(s, rng, 0, "random deal")
    return s


def file16(rng):
    s = Session("16-false-joker-demand", "Three players, four deals. Deal 1: in the third-last trick a player demands "
                "the Joker though it was played earlier in the deal: large penalty (20 to each pool), play goes on.")
    random_deal(s, rng, 2, "random deal")
    d = 0

    def hook(p, rng):
        st = p.hookstate
        if st.get("done") or p.tno != 22 or p.cur.plays:
            return False
        if p.joker_played_in is None:
            return False
        seat = rng.choice([0, 1, 2])
        p.call(seat, "joker")
        st["done"] = seat
        return False

    m, hands, skat, p = random_deal(s, rng, d, "false Joker demand in the third-last trick", hook=hook,
                                    pred=lambda p: p.hookstate.get("done") is not None
                                    and p.joker_played_in is not None and p.joker_played_in < 15,
                                    add=False)
    seat = p.hookstate["done"]
    m = s.add(d, hands, skat, p, penalty=("call", seat, 20),
              note=f"seat {seat} demands the Joker in trick 23 though it fell in trick {p.joker_played_in + 1}")
    s.fault(1, m["calls"][0], "false_joker_demand (large)", "§12 'Za błędne zażądanie Jokera grozi kara'; §18 "
            "Duże: 'Zażądanie zdemaskowania Jokera ..., kiedy Joker już był użyty w grze': 20 to each pool")
    random_deal(s, rng, 1, "random deal")
    random_deal(s, rng, 2, "random deal")
    return s


def file17(rng):
    s = Session("17-declare-before-dealer", "Three players, three deals. Deal 1: the player right of the dealer "
                "declares before the dealer: large penalty (20 to each pool); the deal is played and settled.")
    random_deal(s, rng, 0, "random deal")
    d = 1
    x = nxt(d)
    for _ in range(300):
        hands = deal_hands(rng, d)
        skat = default_discard(hands[d])
        h = post(hands, d, skat)
        if declarations(h[x]):
            break
    p = find(post(hands, d, skat), d, lambda p: True, rng)
    m = s.add(d, hands, skat, p, declare_order=[x, d, nxt(d, 2)], penalty=(f"decl:{x}", x, 20),
              note=f"seat {x} declares first, before the dealer")
    s.fault(1, m[f"decl:{x}"], "declaration_out_of_turn (large)", "§14 'Deklaracje ogłasza się w rotacji, "
            "zaczynając od Rozdającego'; §18 Duże: 'Ogłoszenie Deklaracji zanim zrobił to Rozdający': 20 to each pool")
    random_deal(s, rng, 2, "random deal")
    return s


def file18(rng):
    s = Session("18-wrong-przydupek-pool", "Three players, four deals. Deal 2: a king przydupek; the table has the "
                "player pay 40 into the King pool instead of the pool's content (doubling it).")
    random_deal(s, rng, 0, "random deal")
    random_deal(s, rng, 1, "random deal")
    m, hands, skat, p = random_deal(s, rng, 2, "king przydupek, pool payment written as 40",
                                    pred=lambda p: len(kings_in(p, 24)) == 1 and not is_king(wcard(p))
                                    and "T1" not in last_cards(p).values() and min(counts(p)) > 0,
                                    weight=keep_weight({"KH", "KD", "KS", "KC"}), tries=3000, add=False)
    m = s.add(2, hands, skat, p, note="king przydupek; the pool payment written as 40 (should be the pool content)",
              wrong=("king_przydupek", 2, 40))
    ev = s.deals[2]["events"][m["wrong"]]
    s.fault(2, m["wrong"], "wrong_payment", f"King pool payment of the przydupek must equal the pool content "
            f"({m['wrong_old']}), written 40 (§15 'podwaja "
            "zawartość Puli Króla')")
    random_deal(s, rng, 0, "random deal")
    return s


def file19(rng):
    s = Session("19-play-only-clean", "Play-only record (hands null), three players, four deals. Deal 1 leaves the skat "
                "unwritten (it is the three cards the dealer never plays); deal 2 has the Joker demanded in the "
                "third-last trick; deal 3 has a Pagat or king in the last trick.")
    random_deal(s, rng, 0, "random deal", play_only=True)
    random_deal(s, rng, 1, "random deal, skat not written", play_only=True, record_discard=False)
    random_deal(s, rng, 2, "Joker demanded", play_only=True, demand=True, weight=joker_keep_weight(),
                pred=lambda p: p.joker_played_in == 22)
    random_deal(s, rng, 0, "ultimo card in the last trick", play_only=True,
                pred=lambda p: any(is_king(c) or c == "T1" for c in last_cards(p).values()),
                weight=keep_weight({"T1", "KH", "KD", "KS", "KC"}), tries=2000)
    return s


def file20(rng):
    s = Session("20-play-only-joker-second-last", "Play-only record, three players, three deals. Deal 1: the Joker is "
                "played in the second-last trick (provable from the plays: the trick number is known); engine default "
                "irreparable (40 to each pool, deal void), the last trick is not played.")
    random_deal(s, rng, 1, "random deal", play_only=True)

    def hook(p, rng):
        st = p.hookstate
        if st.get("done") or p.tno != 23:
            return False
        seat = p.to_play()
        if "JOKER" not in p.hands[seat]:
            return False
        named = rng.choice("HDSC") if not p.cur.plays else None
        p.play(seat, "JOKER", named, check=False)
        st["done"] = (seat, len(p.cur.plays))
        return True

    m, hands, skat, p = random_deal(s, rng, 2, "Joker in the second-last trick", hook=hook,
                                    weight=joker_keep_weight(), pred=lambda p: p.hookstate.get("done")
                                    and p.hookstate["done"][1] > 0, add=False)
    seat = p.hookstate["done"][0]
    m = s.add(2, hands, skat, p, play_only=True, void=True, penalty=("trick:23", seat, 40), truncate=23,
              note=f"seat {seat} plays the Joker in trick 24; deal void, last trick not played")
    ev = [i for i, e in enumerate(s.deals[1]["events"]) if e.get("card") == "JOKER"][0]
    s.fault(1, ev, "joker_second_last (irreparable)", "§12 'Jokera nigdy nie używa się w przedostatniej kolejce'; "
            "engine option joker_second_last_penalty default irreparable: 40 to each pool, deal void")
    random_deal(s, rng, 0, "random deal", play_only=True)
    return s


def file21(rng):
    s = Session("21-play-only-revoke", "Play-only record, three players, four deals. Deal 2: a player discards on a "
                "suit lead (showing void) and plays that suit in a later trick, which proves the revoke; the table "
                "stops the deal there (irreparable, engine default).")
    random_deal(s, rng, 2, "random deal", play_only=True)
    random_deal(s, rng, 0, "random deal", play_only=True)

    def hook(p, rng):
        st = p.hookstate
        if st.get("done") or p.tno != 4 or len(p.cur.plays) != 1:
            return False
        lead = p.cur.plays[0][1]
        if lead == "JOKER" or suit(lead) == "T":
            return False
        seat = p.to_play()
        h = p.hands[seat]
        ls = suit(lead)
        mine = [c for c in h if suit(c) == ls]
        if len(mine) != 1:
            return False
        other = sorted(c for c in h if suit(c) not in (ls, "T", None) and not is_king(c))
        if not other:
            return False
        c = rng.choice(other)
        p.play(seat, c, check=False)
        st["done"] = (p.tno, seat, c, ls, mine[0])
        return True

    def pred(p):
        st = p.hookstate.get("done")
        if not st:
            return False
        tno, seat, c, ls, held = st
        later = [i for i, t in enumerate(p.tricks) if any(x == held for _, x in t.plays)]
        return later and later[0] < 20 and not any(
            is_king(x) or x == "T1" for t in p.tricks[: later[0] + 1] for _, x in t.plays)

    m, hands, skat, p = random_deal(s, rng, 1, "revoke", hook=hook, pred=pred, tries=300, add=False,
                                    hands_pred=lambda h, sk: no_decl(h, 1, sk))
    tno, seat, c, ls, held = p.hookstate["done"]
    mt = [i for i, t in enumerate(p.tricks) if any(x == held for _, x in t.plays)][0]
    m = s.add(1, hands, skat, p, play_only=True, void=True, penalty=(f"trick:{mt}", seat, 40), truncate=mt,
              note=f"seat {seat} plays {c} to a {ls} lead in trick {tno + 1} and {held} in trick {mt + 1}; void")
    ev = [i for i, e in enumerate(s.deals[2]["events"]) if e.get("card") == c][0]
    s.fault(2, ev, "revoke (irreparable)", f"provable: {held} played in trick {mt + 1} after the seat showed void "
            f"in {ls} in trick {tno + 1}; 40 to each pool, deal void")
    random_deal(s, rng, 2, "random deal", play_only=True)
    return s


def file22(rng):
    s = Session("22-play-only-missing-declaration", "Play-only record, three players, three deals. Deal 1: a player "
                "whose plays show ten trumps counting the Joker passes at the declarations; provable since every "
                "card he held is played. Irreparable (§18), found at the end of the deal.")
    random_deal(s, rng, 0, "random deal", play_only=True)
    d = 1
    x = nxt(d, 2)
    for _ in range(1000):
        hands = deal_hands(rng, d, {x: ["JOKER"]}, {x: ["T21"]})
        skat = default_discard(hands[d])
        h = post(hands, d, skat)
        dx = declarations(h[x])
        if [i["kind"] for i, _ in dx] == ["trumps"] and dx[0][0]["count"] == 10 and not declarations(h[d]) \
                and not declarations(h[nxt(d)]):
            break
    p = find(post(hands, d, skat), d, lambda p: True, rng)
    m = s.add(d, hands, skat, p, play_only=True, void=True, declare_items={x: []}, penalty=("void_end", x, 40),
              note=f"seat {x} holds {dx[0][0]} but passes; void")
    s.fault(1, m[f"decl:{x}"], "missing_declaration (irreparable)", "§14 'Gracz posiadający 10 albo więcej triumfów "
            "musi zadeklarować' (the Joker counts); §18 irreparable: 40 to each pool, deal void")
    random_deal(s, rng, 2, "random deal", play_only=True)
    return s


FILES = [file01, file02, file03, file04, file05, file06, file07, file08, file09, file10, file11, file12, file13,
         file14, file15, file16, file17, file18, file19, file20, file21, file22]


def main():
    only = sys.argv[1:]
    out = []
    import time
    for i, f in enumerate(FILES):
        if only and f"{i + 1:02d}" not in only:
            continue
        rng = random.Random(1400 + i)
        t0 = time.time()
        s = f(rng)
        print(s.name, round(time.time() - t0, 1), "s")
        path = s.write(HERE)
        out.append(s.summary())
        print("wrote", path)
    with open(os.path.join(HERE, "summary.txt"), "w") as fh:
        fh.write("\n\n".join(out) + "\n")


if __name__ == "__main__":
    main()
