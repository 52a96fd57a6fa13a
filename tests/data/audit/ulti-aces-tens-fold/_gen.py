"""Blind generator for the ulti-aces-tens-fold audit round.

Written from the Japanese source (seeds/003_bb2f67de7752728b.txt) and the transcript format only;
it does not import validator. Usage: python _gen.py [seed]  (writes NN-*.json beside itself and
prints a summary: per file the planted event and the figures).

Rules used (source lines quoted in EXPECTED.md):
- order of play = counter-clockwise; seat i+1 follows seat i; dealer d, first bidder d+1 (12 cards).
- follow suit; else trump; and, as far as that allows, beat the cards already on the table.
- card points: A and 10 = 10 each, last trick 10; the declarer's two discards count for the defenders.
- goals are settled one by one between the declarer and each defender; red (hearts) doubles;
  contra/recontra in a trump game applies between the declarer and BOTH defenders.
- fold: only the plain (non-red) party, declarer pays 2 to each defender.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]
PLAYERS = ["Anna", "Béla", "Csilla"]

VALUES = {
    "standard": {"party": 1, "four-aces": 4, "four-tens": 9, "silent-four-aces": 2, "silent-durchmarsch": 3},
    "ultinet": {"party": 1, "four-aces": 3, "four-tens": 9, "silent-durchmarsch": 4},
}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    return 8 - TRUMP_ORDER.index(rank(c))


def winner_index(trick, trump):
    """index in trick of the winning card"""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], suit(trick[0]), trump):
            best = i
    return best


def beats(c, w, led, trump):
    if suit(c) == suit(w):
        return strength(c) > strength(w)
    if suit(c) == trump:
        return True
    return False


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    w = trick[winner_index(trick, trump)]
    follow = [c for c in hand if suit(c) == led]
    if follow:
        b = [c for c in follow if beats(c, w, led, trump)]
        return b or follow
    tr = [c for c in hand if suit(c) == trump]
    if tr:
        b = [c for c in tr if beats(c, w, led, trump)]
        return b or tr
    return list(hand)


def has_marriage(hand):
    return any(("K" + s) in hand and ("Q" + s) in hand for s in SUITS)


def points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def play_deal(hands10, declarer, trump, rng, lead_policy=None):
    """hands10: 3 lists of 10 cards. Returns (plays [(seat, card)], tricks [(winner, cards)])"""
    hands = [list(h) for h in hands10]
    leader = declarer
    plays, tricks = [], []
    for _t in range(10):
        trick, seats = [], []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal(hands[s], trick, trump)
            if k == 0 and lead_policy and s == declarer:
                c = lead_policy(opts)
            else:
                c = rng.choice(sorted(opts))
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            plays.append((s, c))
        w = seats[winner_index(trick, trump)]
        tricks.append((w, trick))
        leader = w
    return plays, tricks


def deal_hands(rng, dealer, decl, must=(), decl_avoid=()):
    """hands as dealt: first bidder dealer+1 has 12. decl gets `must` cards."""
    fb = (dealer + 1) % 3
    rest = [c for c in DECK if c not in must]
    rng.shuffle(rest)
    sizes = [10, 10, 10]
    sizes[fb] = 12
    hands = [[], [], []]
    hands[decl] = list(must)
    pool = rest
    # give decl its remaining cards first, avoiding decl_avoid
    need = sizes[decl] - len(hands[decl])
    pick = [c for c in pool if c not in decl_avoid][:need]
    hands[decl] += pick
    pool = [c for c in pool if c not in pick]
    for s in range(3):
        if s == decl:
            continue
        hands[s] = pool[: sizes[s]]
        pool = pool[sizes[s] :]
    assert not pool
    return hands


def choose_discard(hand12, trump):
    # two lowest cards that are neither trump nor ace nor ten nor K/Q (no marriage games here)
    cand = [c for c in hand12 if suit(c) != trump and rank(c) not in ("A", "10")]
    cand.sort(key=lambda c: (strength(c), c))
    return cand[:2]


class Deal:
    def __init__(self, dealer, hands):
        self.dealer = dealer
        self.hands = hands
        self.events = []

    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1

    def as_json(self):
        return {"dealer": self.dealer, "hands": self.hands, "events": self.events}


def bid(goals, red=False):
    return {"goals": goals, "red": red}


def settle(decl, goals, red, table, tricks, discards, contra, silent_checks, trump):
    """Return payments [(from, to, amount, reason)] and facts dict."""
    mult = 2 if red else 1
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    won_cards = {0: [], 1: [], 2: []}
    for w, tr in tricks:
        won_cards[w] += tr
    dpts = points(won_cards[decl]) + (10 if tricks[-1][0] == decl else 0)
    fpts = 90 - dpts
    dtricks = sum(1 for w, _ in tricks if w == decl)
    aces = [c for c in won_cards[decl] if rank(c) == "A"]
    tens = [c for c in won_cards[decl] if rank(c) == "10"]
    facts = {
        "decl_points": dpts,
        "def_points": fpts,
        "decl_tricks": dtricks,
        "decl_aces": len(aces),
        "decl_tens": len(tens),
    }
    pays = []
    res = {}
    for g in goals:
        if g == "party":
            ok = dtricks >= 1 and dpts > fpts
        elif g == "four-aces":
            ok = len(aces) == 4
        elif g == "four-tens":
            ok = len(tens) == 4
        else:
            raise ValueError(g)
        res[g] = ok
        v = VALUES[table][g] * mult * contra.get(g, 1)
        for d in defs:
            pays.append((d, decl, v, g) if ok else (decl, d, v, g))
    if "silent-four-aces" in silent_checks and "four-aces" not in goals and len(aces) == 4:
        v = VALUES[table]["silent-four-aces"] * mult
        for d in defs:
            pays.append((d, decl, v, "silent-four-aces"))
        res["silent-four-aces"] = True
    facts["results"] = res
    return pays, facts


def add_payments(deal, pays):
    idx = []
    for f, t, a, r in pays:
        idx.append(deal.ev(type="payment", **{"from": f}, to=t, amount=a, reason=r))
    return idx


def net_of(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def clean_play(tricks, want_all=False):
    """no silent ulti (trump 7 in last trick), no side with all tricks (unless wanted)."""
    return True


def search(rng, dealer, decl, trump, must, cond, lead_policy=None, tries=20000, avoid=()):
    for _ in range(tries):
        hands = deal_hands(rng, dealer, decl, must, avoid)
        h12 = hands[decl]
        disc = choose_discard(h12, trump)
        if len(disc) < 2:
            continue
        h10 = [list(h) for h in hands]
        for c in disc:
            h10[decl].remove(c)
        # hands of 10 for others: the first bidder is decl in all played files
        if any(len(h) != 10 for h in h10):
            continue
        if any(has_marriage(h) for h in h10):
            continue
        plays, tricks = play_deal(h10, decl, trump, rng, lead_policy)
        last_w, last = tricks[-1]
        if ("7" + trump) in last:
            continue  # a silent ulti won or lost: kept out of this round
        counts = [sum(1 for w, _ in tricks if w == s) for s in range(3)]
        dt = counts[decl]
        if dt == 0:
            continue
        if not cond.get("all_tricks") and dt == 10:
            continue
        d_won = [c for w, tr in tricks if w == decl for c in tr]
        dpts = points(d_won) + (10 if last_w == decl else 0)
        if dpts == 45:
            continue
        if cond.get("all_tricks") and dt != 10:
            continue
        aces = sum(1 for c in d_won if rank(c) == "A")
        tens = sum(1 for c in d_won if rank(c) == "10")
        def_aces = 4 - aces - sum(1 for c in disc if rank(c) == "A")
        if cond.get("no_def_four_aces") and def_aces == 4:
            continue
        if "aces" in cond and (aces == 4) != cond["aces"]:
            continue
        if "tens" in cond and (tens == 4) != cond["tens"]:
            continue
        if "party" in cond and (dpts > 45) != cond["party"]:
            continue
        return hands, disc, plays, tricks
    raise RuntimeError(f"no deal found for {cond!r}")


def write(name, rules, deals, desc, start=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": PLAYERS,
        "meta": {"description": desc, "audit": "ulti-aces-tens-fold"},
        "deals": [d.as_json() for d in deals],
    }
    if start:
        doc["start"] = start
    (HERE / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")


SUMMARY = []


def note(name, fmt, args=()):
    SUMMARY.append(name + ": " + (fmt % args))


def single_bidder_auction(deal, fb, disc, the_bid):
    deal.ev(type="discard", seat=fb, cards=disc)
    deal.ev(type="bid", seat=fb, bid=the_bid)
    deal.ev(type="bid", seat=(fb + 1) % 3, bid="pass")
    deal.ev(type="bid", seat=(fb + 2) % 3, bid="pass")
    deal.ev(type="bid", seat=fb, bid="pass")


def played_file(
    rng,
    name,
    rules,
    table,
    dealer,
    goals,
    red,
    trump,
    must,
    cond,
    contra_spec=(),
    plant=None,
    silent=(),
    desc="",
    lead_policy=None,
    fixed=None,
    sheet=False,
):
    decl = (dealer + 1) % 3
    if fixed:
        hands, disc = fixed
        h10 = [list(h) for h in hands]
        for c in disc:
            h10[decl].remove(c)
        plays, tricks = play_deal(h10, decl, trump, rng, lead_policy)
    else:
        hands, disc, plays, tricks = search(rng, dealer, decl, trump, must, cond, lead_policy)
    d = Deal(dealer, hands)
    single_bidder_auction(d, decl, disc, bid(goals, red))
    if not red:
        d.ev(type="announce", seat=decl, items=[{"kind": "trump", "suit": trump}])
    contra = {}
    first_play = None
    for i, (s, c) in enumerate(plays):
        for cs in contra_spec:
            if cs[0] == "contra" and i < 3 and s == cs[1]:
                d.ev(type="double", seat=s, target=cs[2], level=2)
                contra[cs[2]] = 2
        k = d.ev(type="play", seat=s, card=c)
        if first_play is None:
            first_play = k
        if i == 2:
            for cs in contra_spec:
                if cs[0] == "recontra":
                    d.ev(type="double", seat=decl, target=cs[2], level=4)
                    contra[cs[2]] = 4
    pays, facts = settle(decl, goals, red, table, tricks, disc, contra, silent, trump)
    return d, pays, facts, first_play


def main(seed):
    rng = random.Random(seed)

    # 01 standard: plain party, announced trumps, then the optional fold, 2 to each defender. CLEAN
    dealer = 0
    fb = 1
    hands = deal_hands(rng, dealer, fb)
    d = Deal(dealer, hands)
    disc = choose_discard(hands[fb], "S")
    single_bidder_auction(d, fb, disc, bid(["party"]))
    d.ev(type="announce", seat=fb, items=[{"kind": "trump", "suit": "S"}])
    d.ev(type="call", seat=fb, call="fold")
    pays = [(fb, 2, 2, "fold"), (fb, 0, 2, "fold")]
    add_payments(d, pays)
    write(
        "01-std-fold-clean.json",
        {"preset": "standard"},
        [d],
        "Standard: Béla wins the auction with plain party (spades), folds; pays 2 to each defender. Clean.",
    )
    note("01", f"clean; net {net_of(pays)}")

    # 02 standard + fold compulsory: plain party played out instead of folded. ONE fault: no fold.
    dealer = 1
    d, pays, facts, fp = played_file(
        rng, "02", None, "standard", dealer, ["party"], False, "D", (), {"party": True}
    )
    write(
        "02-std-fold-compulsory-played.json",
        {"preset": "standard", "fold": "compulsory"},
        [d],
        "fold compulsory: Csilla wins with plain party (bells) and plays it out instead of folding; no settlement written. Fault: the compulsory fold not made.",
    )
    note(
        "02",
        "fault: no fold; announce at event 5, first play at %d; facts %s; as-played pays %s; fold pays: decl 2 -4",
        (fp, facts, pays),
    )

    # 03 standard: red party overcalls, then folds: a fold only of the plain party. ONE fault.
    dealer = 2
    fb = 0
    hands = deal_hands(rng, dealer, fb)
    d = Deal(dealer, hands)
    disc0 = choose_discard(hands[0], "H")
    d.ev(type="discard", seat=0, cards=disc0)
    d.ev(type="bid", seat=0, bid=bid(["party"]))
    d.ev(type="take", seat=1, cards=disc0)
    h1 = hands[1] + disc0
    disc1 = choose_discard(h1, "H")
    d.ev(type="discard", seat=1, cards=disc1)
    d.ev(type="bid", seat=1, bid=bid(["party"], True))
    d.ev(type="bid", seat=2, bid="pass")
    d.ev(type="bid", seat=0, bid="pass")
    d.ev(type="bid", seat=1, bid="pass")
    k = d.ev(type="call", seat=1, call="fold")
    write(
        "03-std-fold-red-party.json",
        {"preset": "standard"},
        [d],
        "Standard: Béla overcalls Anna's party with red party and then folds; only the plain party may fold. Record ends there.",
    )
    note("03", "fault: illegal fold at event %d", k)

    # 04 standard: plain party folded, sheet written; the declarer's score written -2 (should be -4)
    dealer = 0
    fb = 1
    hands = deal_hands(rng, dealer, fb)
    d = Deal(dealer, hands)
    disc = choose_discard(hands[fb], "C")
    single_bidder_auction(d, fb, disc, bid(["party"]))
    d.ev(type="call", seat=fb, call="fold")
    scores = [2, -4, 2]
    written = [2, -2, 2]
    idx = {}
    for s in range(3):
        idx[s] = d.ev(type="score", party=s, points=written[s])
    for s in range(3):
        d.ev(type="total", party=s, points=10 + scores[s])
    write(
        "04-std-fold-sheet.json",
        {"preset": "standard"},
        [d],
        "Standard: Béla folds plain party (no trump named); sheet: Béla's line written -2 instead of -4.",
        start={"totals": [10, 10, 10]},
    )
    note("04", "fault: wrong score at event %d (seat 1 written -2, rules -4); totals 12, 6, 12", idx[1])

    # 05 standard + four_aces: party + four aces (bells) won, CLEAN
    dealer = 1
    d, pays, facts, fp = played_file(
        rng,
        "05",
        None,
        "standard",
        dealer,
        ["party", "four-aces"],
        False,
        "D",
        ("AD", "AH", "AS", "AC"),
        {"aces": True, "party": True},
    )
    add_payments(d, pays)
    write(
        "05-std4a-aces-clean.json",
        {"preset": "standard", "four_aces": True},
        [d],
        "Standard with four aces: Csilla bids party and four aces (bells) and makes both: 1 + 4 from each defender. Clean.",
    )
    note("05", f"clean; facts {facts}; pays {pays} net {net_of(pays)}")

    # 06 standard + four_aces: ulti (5, 2 goals) then four aces (5, 2 goals): not higher. ONE fault.
    dealer = 2
    hands = deal_hands(rng, dealer, 0)
    d = Deal(dealer, hands)
    disc0 = choose_discard(hands[0], "S")
    d.ev(type="discard", seat=0, cards=disc0)
    d.ev(type="bid", seat=0, bid=bid(["party", "ulti"]))
    d.ev(type="take", seat=1, cards=disc0)
    disc1 = choose_discard(hands[1] + disc0, "S")
    d.ev(type="discard", seat=1, cards=disc1)
    k = d.ev(type="bid", seat=1, bid=bid(["party", "four-aces"]))
    d.ev(type="bid", seat=2, bid="pass")
    d.ev(type="bid", seat=0, bid="pass")
    d.ev(type="bid", seat=1, bid="pass")
    write(
        "06-std4a-ulti-then-aces.json",
        {"preset": "standard", "four_aces": True},
        [d],
        "Standard with four aces: Anna bids ulti (1+4=5, two goals), Béla answers party and four aces (1+4=5, two goals): equal, not higher. Record ends after the auction.",
    )
    note("06", "fault: bid not higher at event %d", k)

    # 07 standard + four_aces: red party + four aces, contra on four aces by Csilla; four aces lost.
    # the four-aces payment to Anna (who did not contra) written 8 instead of 16. ONE fault.
    dealer = 0
    d, pays, facts, fp = played_file(
        rng,
        "07",
        None,
        "standard",
        dealer,
        ["party", "four-aces"],
        True,
        "H",
        ("AH", "AS", "AC"),
        {"aces": False},
        contra_spec=(("contra", 2, "four-aces"),),
    )
    pays2 = list(pays)
    plant = None
    for i, p in enumerate(pays2):
        if p[3] == "four-aces" and p[0] == 1 and p[1] == 0:
            pays2[i] = (1, 0, 8, "four-aces")
            plant = i
    idxs = add_payments(d, pays2)
    write(
        "07-std4a-red-aces-contra.json",
        {"preset": "standard", "four_aces": True},
        [d],
        "Standard with four aces: Béla bids red party and four aces; Csilla contras four aces; four aces lost: 8 x 2 = 16 to each defender. Anna's payment written 8 (contra applied only to Csilla).",
    )
    note(
        "07",
        "fault: wrong payment at event %d; facts %s; rules pays %s; net rules %s",
        (idxs[plant], facts, pays, net_of(pays)),
    )

    # 08 standard + four_aces + silent_four_aces: plain party played, declarer takes all four aces silently:
    # silent four aces 2 from each; the one from Anna written 4. ONE fault.
    dealer = 1
    d, pays, facts, fp = played_file(
        rng,
        "08",
        None,
        "standard",
        dealer,
        ["party"],
        False,
        "C",
        ("AD", "AH", "AS", "AC"),
        {"aces": True, "party": True},
        silent=("silent-four-aces",),
    )
    pays2 = list(pays)
    plant = None
    for i, p in enumerate(pays2):
        if p[3] == "silent-four-aces" and p[0] == 0:
            pays2[i] = (0, 2, 4, "silent-four-aces")
            plant = i
    idxs = add_payments(d, pays2)
    write(
        "08-std4a-silent-aces.json",
        {"preset": "standard", "four_aces": True, "silent_four_aces": True},
        [d],
        "Standard with four aces and silent four aces: Csilla plays plain party (acorns), takes all four aces unannounced: silent 2 from each. Anna's silent payment written 4.",
    )
    note(
        "08",
        "fault: wrong payment at event %d; facts %s; rules pays %s net %s",
        (idxs[plant], facts, pays, net_of(pays)),
    )

    # 09 standard + four_aces: four aces with durchmarsch: do not combine. ONE fault.
    dealer = 2
    hands = deal_hands(rng, dealer, 0)
    d = Deal(dealer, hands)
    disc0 = choose_discard(hands[0], "C")
    d.ev(type="discard", seat=0, cards=disc0)
    k = d.ev(type="bid", seat=0, bid=bid(["four-aces", "durchmarsch"]))
    d.ev(type="bid", seat=1, bid="pass")
    d.ev(type="bid", seat=2, bid="pass")
    d.ev(type="bid", seat=0, bid="pass")
    write(
        "09-std4a-aces-durchmarsch.json",
        {"preset": "standard", "four_aces": True},
        [d],
        "Standard with four aces: Anna bids four aces with durchmarsch, a combination the source forbids. Record ends after the auction.",
    )
    note("09", "fault: illegal combination at event %d", k)

    # 10 ultinet: party + four tens (leaves) won: 1 + 9 from each. CLEAN
    dealer = 0
    d, pays, facts, fp = played_file(
        rng,
        "10",
        None,
        "ultinet",
        dealer,
        ["party", "four-tens"],
        False,
        "S",
        ("10S", "10H", "10D", "10C", "AS"),
        {"tens": True, "party": True},
    )
    add_payments(d, pays)
    write(
        "10-un-tens-clean.json",
        {"preset": "ultinet"},
        [d],
        "UltiNet: Béla bids party and four tens (leaves) and makes both: 1 + 9 from each defender. Clean.",
    )
    note("10", f"clean; facts {facts}; pays {pays} net {net_of(pays)}")

    # 11 ultinet hierarchy: party(1) < party+four aces (3) < 40-100 (4); then party+ulti (4) not higher. ONE fault
    dealer = 1
    hands = deal_hands(rng, dealer, 2)
    d = Deal(dealer, hands)
    h = {s: list(hands[s]) for s in range(3)}
    disc = choose_discard(h[2], "S")
    d.ev(type="discard", seat=2, cards=disc)
    d.ev(type="bid", seat=2, bid=bid(["party"]))
    for s in range(2):
        h[2].remove(disc[s])
    seq = [(0, ["party", "four-aces"]), (1, ["40-100"]), (2, ["party", "ulti"])]
    k = None
    for s, g in seq:
        d.ev(type="take", seat=s, cards=disc)
        h[s] += disc
        nd = choose_discard(h[s], "S")
        for c in nd:
            h[s].remove(c)
        d.ev(type="discard", seat=s, cards=nd)
        k = d.ev(type="bid", seat=s, bid=bid(g))
        disc = nd
    d.ev(type="bid", seat=0, bid="pass")
    d.ev(type="bid", seat=1, bid="pass")
    d.ev(type="bid", seat=2, bid="pass")
    write(
        "11-un-hierarchy-ulti-equal.json",
        {"preset": "ultinet"},
        [d],
        "UltiNet: party (1), party and four aces (3, party not counted), 40-100 (4), then party and ulti (4, party not counted): equal to 40-100, not higher. Record ends after the auction.",
    )
    note("11", "fault: bid not higher at event %d", k)

    # 12 ultinet: party + four aces + four tens: same family, do not combine. ONE fault
    dealer = 2
    hands = deal_hands(rng, dealer, 0)
    d = Deal(dealer, hands)
    disc0 = choose_discard(hands[0], "D")
    d.ev(type="discard", seat=0, cards=disc0)
    k = d.ev(type="bid", seat=0, bid=bid(["party", "four-aces", "four-tens"]))
    d.ev(type="bid", seat=1, bid="pass")
    d.ev(type="bid", seat=2, bid="pass")
    d.ev(type="bid", seat=0, bid="pass")
    write(
        "12-un-aces-with-tens.json",
        {"preset": "ultinet"},
        [d],
        "UltiNet: Anna bids party, four aces and four tens together; the source: these do not combine. Record ends after the auction.",
    )
    note("12", "fault: illegal combination at event %d", k)

    # 13 ultinet session, sheet: deal 0 party + four tens (bells), contra by Csilla, recontra by Béla, four tens lost
    # (9 x 4 = 36 to each); deal 1 Csilla folds plain party (2 to each). Deal 1: Anna's total slipped. ONE fault
    d0, pays0, facts0, fp = played_file(
        rng,
        "13",
        None,
        "ultinet",
        0,
        ["party", "four-tens"],
        False,
        "D",
        ("10D", "10S", "10H"),
        {"tens": False},
        contra_spec=(("contra", 2, "four-tens"), ("recontra", 1, "four-tens")),
    )
    n0 = net_of(pays0)
    tot = [0, 0, 0]
    for s in range(3):
        d0.ev(type="score", party=s, points=n0[s])
    for s in range(3):
        tot[s] += n0[s]
        d0.ev(type="total", party=s, points=tot[s])
    dealer = 1
    fb = 2
    hands = deal_hands(rng, dealer, fb)
    d1 = Deal(dealer, hands)
    disc = choose_discard(hands[fb], "C")
    single_bidder_auction(d1, fb, disc, bid(["party"]))
    d1.ev(type="call", seat=fb, call="fold")
    n1 = [2, 2, -4]
    for s in range(3):
        d1.ev(type="score", party=s, points=n1[s])
    kk = {}
    for s in range(3):
        tot[s] += n1[s]
        written = tot[s] - 4 if s == 0 else tot[s]
        kk[s] = d1.ev(type="total", party=s, points=written)
    write(
        "13-un-tens-recontra-sheet.json",
        {"preset": "ultinet"},
        [d0, d1],
        "UltiNet session: deal 0 four tens contra'd and recontra'd, lost (36 to each defender); deal 1 plain party folded (2 to each). Anna's total in deal 1 written 4 short.",
    )
    note(
        "13",
        "fault: wrong total deal 1 event %d; deal0 facts %s pays %s net %s; deal1 net %s; totals %s (Anna written %d)",
        (kk[0], facts0, pays0, n0, n1, tot, tot[0] - 4),
    )

    # 14 ultinet: party + four aces, declarer takes all ten tricks; no silent durchmarsch with four aces declared.
    # Anna is recorded paying a silent durchmarsch of 4: ONE fault.
    dealer = 1

    hd = ["AC", "10C", "KC", "JC", "9C", "8C", "7C", "AS", "AD", "AH", "8S", "7D"]
    ha = ["QC", "KS", "QD", "KH", "JS", "10S", "9D", "8D", "JH", "10H"]
    hb = ["QS", "KD", "QH", "7S", "9S", "JD", "10D", "9H", "8H", "7H"]
    hands = [ha, hb, hd]
    assert sorted(ha + hb + hd) == sorted(DECK)

    def highest(opts):
        tr = [c for c in opts if suit(c) == "C"]
        pool = tr or opts
        return max(pool, key=lambda c: (strength(c), c))

    d, pays, facts, fp = played_file(
        rng,
        "14",
        None,
        "ultinet",
        dealer,
        ["party", "four-aces"],
        False,
        "C",
        (),
        {},
        fixed=(hands, ["8S", "7D"]),
        lead_policy=highest,
    )
    assert facts["decl_tricks"] == 10
    pays2 = pays + [(0, 2, 4, "silent-durchmarsch")]
    idxs = add_payments(d, pays2)
    write(
        "14-un-aces-durch-silent.json",
        {"preset": "ultinet"},
        [d],
        "UltiNet: Csilla bids party and four aces (acorns) and takes all ten tricks: 1 + 3 from each; no silent durchmarsch when four aces is declared. Anna is recorded paying a silent durchmarsch of 4.",
    )
    note(
        "14",
        "fault: unexpected payment at event %d; facts %s; rules pays %s net %s",
        (idxs[-1], facts, pays, net_of(pays)),
    )

    print("\n".join(SUMMARY))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20240601)
