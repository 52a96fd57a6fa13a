"""Random deals + random legal play, filtered by predicates (audit tarocchini-spec10)."""
import random
import sys

sys.path.insert(0, ".")
from model import *  # noqa


def deal_cards(rng, sizes, fixed=None, pool=None):
    """fixed: {seat: [cards]} (seat -1 = widow). Returns hands list and widow."""
    fixed = fixed or {}
    pool = list(pool or DECK)
    used = [c for cs in fixed.values() for c in cs]
    rest = [c for c in pool if c not in used]
    rng.shuffle(rest)
    hands = {}
    for seat, n in sizes.items():
        h = list(fixed.get(seat, []))
        need = n - len(h)
        h += rest[:need]
        rest = rest[need:]
        hands[seat] = h
    assert not rest, len(rest)
    return hands


def hand_decl(hand, dt=True):
    """A cautious declaration: every cricca, and every run shortened so that it never ends on a
    contatore nor uses two contatori in a row (declaring less than held is allowed); if the
    doubling could be read two ways, the sequences are left out."""
    flags = set()
    _, cr, sq = combos(hand, dt, None)
    hs = set(hand)
    out_sq = []
    for kind, s, n, p in sq:
        if kind == "trumps":
            order = ["T20", "T19", "T18", "T17"] + [f"T{i}" for i in range(16, 4, -1)]
        elif kind == "suit":
            order = [f"{r}{s}" for r in ["K", "Q", "N", "J", "1"]]
        else:
            order = None
        if order:
            seq = order[:n]
            while seq and seq[-1] not in hs:
                seq.pop()
            # two contatori in a row in a suit: cut before the second
            cut = len(seq)
            for i in range(1, len(seq)):
                if seq[i] not in hs and seq[i - 1] not in hs and kind == "suit":
                    cut = i - 1
                    break
            seq = seq[:cut]
            while seq and seq[-1] not in hs:
                seq.pop()
            n = len(seq)
        if n >= 3:
            out_sq.append((kind, s, n, seq_points(n)))
    if dt and ((len(cr) >= 3 and 0 < len(out_sq) < 3) or (len(out_sq) >= 3 and 0 < len(cr) < 3)):
        if len(cr) >= 3:
            out_sq = []
        else:
            cr = []
    return items_from(cr, out_sq), flags


def sort_hand(h):
    return sorted(h, key=DECK.index)


def gen_otto(rng, dealer, fixed=None, discard_pick=None, policy=None, declare=True, rules=None):
    hs = deal_cards(rng, {s: (17 if s == dealer else 15) for s in range(4)}, fixed)
    hands = [sort_hand(hs[s]) for s in range(4)]
    cand = [c for c in hands[dealer] if value(c) != 5]
    disc = discard_pick(hands[dealer], rng) if discard_pick else rng.sample(cand, 2)
    if disc is None:
        return None
    h = [list(x) for x in hands]
    for c in disc:
        h[dealer].remove(c)
    decls = {}
    dflags = set()
    for k in range(1, 5):
        s = (dealer + k) % 4
        if declare:
            items, f = hand_decl(h[s])
            dflags |= f
        else:
            items = []
        decls[s] = items
    tricks = play_out(h, (dealer + 1) % 4, 15, policy or random_policy, rng)
    flat = [p for t in tricks for p in t[0]]
    flags = set()
    sc, choice, piles, tr = ottocento_deal(hands, dealer, disc, decls, flat, rules, flags)
    return dict(hands=hands, dealer=dealer, discard=disc, decls=decls, plays=flat, sc=sc, choice=choice,
                piles=piles, tricks=tr, flags=flags, dflags=dflags)


def gen_terz(rng, dealer, contract, declarer, fixed=None, widow_n=8, take_pick=None, policy=None, declare=True,
             rules=None, odd="full"):
    n = (62 - widow_n) // 3
    hs = deal_cards(rng, {0: n, 1: n, 2: n, -1: widow_n}, fixed)
    hands = [sort_hand(hs[s]) for s in range(3)]
    widow = hs[-1]
    take, disc = [], []
    h = [list(x) for x in hands]
    if contract == "gioco":
        if take_pick:
            r = take_pick(hands[declarer], widow, rng)
            if r is None:
                return None
            take, disc = r
        h[declarer] += take
        for c in disc:
            h[declarer].remove(c)
    decls = {}
    dflags = set()
    for k in range(1, 4):
        s = (dealer + k) % 3
        items, f = hand_decl(h[s]) if declare else ([], set())
        dflags |= f
        decls[s] = items
    tricks = play_out(h, (dealer + 1) % 3, n, policy or random_policy, rng)
    flat = [p for t in tricks for p in t[0]]
    flags = set()
    out = terziglio_deal(hands, dealer, widow, declarer, contract, take, disc, decls, flat, rules, flags, odd)
    sc, choice, piles, tr, winner, gp, res = out
    return dict(hands=hands, dealer=dealer, widow=widow, declarer=declarer, contract=contract, take=take,
                discard=disc, decls=decls, plays=flat, sc=sc, choice=choice, piles=piles, tricks=tr, winner=winner,
                gp=gp, res=res, flags=flags, dflags=dflags)


def strength(c):
    if c == "MATTO":
        return -1
    s = suit_of(c)
    return 200 + power(c) if s == "T" else power(c) - 90


def bias_policy(strong=(), weak=(), eps=0.0, matto_late=True):
    """strong seats play their highest legal card, weak seats their lowest (the Matto is never
    played as a weak 'lowest'); eps: chance of a random legal card."""

    def pol(seat, lg, plays, hands, rng):
        lg = sorted(lg, key=DECK.index)
        if rng.random() < eps:
            return rng.choice(lg)
        non = [c for c in lg if c != "MATTO"] or lg
        if seat in strong:
            return max(non, key=strength)
        if seat in weak:
            return min(non, key=strength)
        return rng.choice(lg)

    return pol


def ambiguous(r, allow=()):
    """Ambiguity flags of a generated deal (pile and declaration level)."""
    bad = set()
    for f in r["flags"] | r["dflags"]:
        if f.startswith(("TRAILING_C", "TWO_C", "DOUBLING_MIXED")):
            bad.add(f.split("_suit")[0])
    for side, pile in r["piles"].items():
        if gap_situations(pile):
            bad.add("GAP")
    if "MATTO_NO_LOW_CARD" in r["flags"]:
        bad.add("MATTO_NO_LOW_CARD")
    if "MATTO_CHOICE_MATTERS" in r["flags"]:
        bad.add("MATTO_CHOICE")
    return bad - set(allow)


def find(genf, pred, seed=0, tries=20000):
    rng = random.Random(seed)
    for i in range(tries):
        r = genf(rng)
        if r is None:
            continue
        if pred(r):
            r["seed_try"] = (seed, i)
            return r
    raise RuntimeError("not found")


def decl_variants(items, dt=True, cap=400):
    """Every smaller declaration a player may make from the items (declaring less is allowed)."""
    opts = []
    for it in items:
        o = [None]
        if it["kind"] == "cricca":
            for n in range(3, it["count"] + 1):
                o.append(dict(it, count=n))
        else:
            for n in range(3, it["length"] + 1):
                o.append(dict(it, length=n))
        opts.append(o)
    out = []
    for combo in itertools.product(*opts):
        v = [x for x in combo if x is not None]
        out.append((v, item_points(v, dt)))
        if len(out) >= cap:
            break
    return out


def run_ends_real(hand, it):
    if it["kind"] != "sequence" or it["of"] in ("moretti", "aces"):
        return True
    if it["of"] == "trumps":
        order = ["T20", "T19", "T18", "T17"] + [f"T{i}" for i in range(16, 4, -1)]
    else:
        order = [f"{r}{it['suit']}" for r in ["K", "Q", "N", "J", "1"]]
    return order[it["length"] - 1] in hand


def declared_hand(r, s):
    h = list(r["hands"][s])
    if "widow" in r:
        if s == r["declarer"] and r["contract"] == "gioco":
            h = h + r["take"]
            h = [c for c in h if c not in r["discard"]]
    elif s == r["dealer"]:
        h = [c for c in h if c not in r["discard"]]
    return set(h)


def retune_terz(r, pred, rng=None):
    """Try smaller declarations so that pred(totals0, totals1) holds; returns new decls or None."""
    base = {s: r["sc"][s]["total"] - r["sc"][s]["declarations"] for s in (0, 1)}
    seats = sorted(r["decls"])
    var = []
    for s in seats:
        hs = declared_hand(r, s)
        var.append([(v, p) for v, p in decl_variants(r["decls"][s]) if all(run_ends_real(hs, it) for it in v)])
    side = {s: (0 if s == r["declarer"] else 1) for s in seats}
    for combo in itertools.product(*var):
        t = dict(base)
        for s, (items, p) in zip(seats, combo):
            t[side[s]] += p
        if pred(t[0], t[1]):
            return {s: items for s, (items, p) in zip(seats, combo)}
    return None
