"""Blind generator for audit round fresh-mainstream-10 (tarocchini-terziglio).

Written from the Russian Tarocchini source (Terziglio section + general rules) only;
does not import validator.  Seedable: `python _gen.py [SEED]` rewrites NN-*.json and FIGURES.md.

Model (my reading of the source, see EXPECTED.md for quotes):
- 62 cards; 18 each + 8 widow (standard) or 19 + 5 (nineteen).  Eldest = dealer+1 speaks and
  leads first; next dealer = dealer+1.
- Auction: one round from eldest; pass / gioco / solo; a call must be higher than the last
  (solo highest); all pass -> thrown in.
- gioco: declarer may exchange k cards with the widow (take k, discard k), never a 5-point card.
  The widow (as discarded) counts to the declarer if he wins >=1 trick, else to the opponents.
  solo: no exchange; the widow goes to the winner of the last trick.
- Declarations (after the exchange, eldest first), combos from the hand; may declare less.
- Play: follow suit; else trump; else anything. Matto: excuse, never wins, goes back to its
  owner's side; if the trick winner is an opponent of its player, that side gives a 1-point card
  at the end of the hand (if the Matto's side won no trick, the Matto goes over instead).
  Moretti T1-T4 equal, the last played highest.
- Card points in pairs: sum of values - (cards / 2) (half point for an odd card), last trick 6.
- Combos after play from each side's pile; the two opponents are one side (one pile).
- Side points = declared combos + combos after play + card points + last trick.
- Declarer must have strictly more; winners' points rounded down to 50 unless the shortfall to
  the next multiple is < 5 (then up); /50 = game points; solo doubles; all tricks -> 40.
- winners_score: each player of the winning side is written the game points.
"""

import itertools
import json
import os
import random
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D
SUITS = "SBCD"
DECK = [r + s for s in "SB" for r in LONG] + [r + s for s in "CD" for r in ROUND]
DECK += ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONTATORI = {"T0", "MATTO"}
MORETTI = {"T1", "T2", "T3", "T4"}
ACES = {"1S", "1B", "1C", "1D"}


def suit(c):
    if c == "MATTO":
        return "M"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def value(c):
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        n = int(c[1:])
        return 5 if n in (0, 19, 20) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def strength(c):
    """Trick-taking strength within its suit (higher wins)."""
    s = suit(c)
    if s == "T":
        n = int(c[1:])
        if n in (1, 2, 3, 4):
            return 1
        return n  # T0 = 0, T5..T20
    order = LONG if s in "SB" else ROUND
    return 10 - order.index(rank(c))


def trick_winner(cards):
    """cards: list of (seat, card) in order.  Returns index into cards."""
    led = None
    for _, c in cards:
        if c != "MATTO":
            led = suit(c)
            break
    best = None
    for i, (_, c) in enumerate(cards):
        if c == "MATTO":
            continue
        s = suit(c)
        if best is None:
            best = i
            continue
        bc = cards[best][1]
        bs = suit(bc)
        if s == "T" and bs != "T":
            best = i
        elif s == bs:
            # moretti equal: last played highest (>=)
            if strength(c) > strength(bc) or (
                s == "T" and strength(c) == strength(bc) == 1
            ):
                best = i
    assert led is not None
    return best


def legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    trumps = [c for c in hand if suit(c) == "T"]
    if trumps:
        return trumps + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3)


def trump_run(cards):
    if "T20" not in cards:
        return 0
    cont = len(CONTATORI & cards)
    length = 1
    prev_cont = False
    for pos in range(19, 4, -1):
        if "T%d" % pos in cards:
            length += 1
            prev_cont = False
        elif cont and (not prev_cont or pos == 16):
            cont -= 1
            length += 1
            prev_cont = True
        else:
            break
    return length if length >= 3 else 0


def suit_run(cards, s):
    if "K" + s not in cards:
        return 0
    cont = len(CONTATORI & cards)
    length = 1
    real_fig = 0
    for r in ("Q", "N", "J", "1"):
        if r + s in cards:
            length += 1
            if r != "1":
                real_fig += 1
        elif cont:
            cont -= 1
            length += 1
        else:
            break
    if length >= 3 and real_fig >= 1:
        return length
    return 0


def group_run(cards, group):
    m = len(group & cards)
    if m < 2:
        return 0
    n = m + len(CONTATORI & cards)
    return n if n >= 3 else 0


def combos(cards):
    """All combinations the cards make (maximal).  Returns list of items."""
    cards = set(cards)
    items = []
    for of, (grp, p3, p4) in CRICCA.items():
        k = len(grp & cards)
        if k >= 3:
            items.append({"kind": "cricca", "of": of, "count": k})
    t = trump_run(cards)
    if t:
        items.append({"kind": "sequence", "of": "trumps", "length": t})
    m = group_run(cards, MORETTI)
    if m:
        items.append({"kind": "sequence", "of": "moretti", "length": m})
    a = group_run(cards, ACES)
    if a:
        items.append({"kind": "sequence", "of": "aces", "length": a})
    for s in SUITS:
        n = suit_run(cards, s)
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    return items


def item_points(it):
    if it["kind"] == "cricca":
        _, p3, p4 = CRICCA[it["of"]]
        return p3 if it["count"] == 3 else p4
    return seq_points(it["length"])


def items_points(items):
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    a = sum(cr) * (2 if len(cr) >= 3 else 1)
    b = sum(sq) * (2 if len(sq) >= 3 else 1)
    return a + b


def card_points(pile):
    return Fraction(sum(value(c) for c in pile)) - Fraction(len(pile), 2)


def round50(x):
    q = int(x // 50)
    r = x - 50 * q
    if 50 - r < 5:
        q += 1
    return q


# ---------------------------------------------------------------- one deal
def hand_eval(hand):
    tr = [c for c in hand if suit(c) == "T"]
    big = sum(1 for c in hand if value(c) == 5)
    combo = items_points(combos(hand))
    return len(tr) * 2 + big * 3 + combo / 10


def deal_one(rng, dealer, widow_n, fault=None):
    """Simulate a deal.  fault: None or a str.  Returns (deal_json, figures, gp list)"""
    per = (62 - widow_n) // 3
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * per:(i + 1) * per] for i in range(3)]
    talon = deck[3 * per:]
    events = []
    fig = {"dealer": dealer}
    eldest = (dealer + 1) % 3
    order = [(eldest + i) % 3 for i in range(3)]
    # auction
    high = None
    declarer = None
    for s in order:
        e = hand_eval(hands[s])
        want = None
        if e >= 32 + rng.uniform(-2, 2):
            want = "solo"
        elif e >= 21 + rng.uniform(-2, 2):
            want = "gioco"
        if want == "solo" and high != "solo":
            bid = "solo"
        elif want == "gioco" and high is None:
            bid = "gioco"
        else:
            bid = "pass"
        if bid != "pass":
            high, declarer = bid, s
        events.append({"type": "bid", "seat": s, "bid": bid})
    fig["contract"] = high
    fig["declarer"] = declarer
    if high is None:
        return ({"dealer": dealer, "hands": hands, "talon": talon, "events": events},
                fig, [0, 0, 0], None)
    live = [list(h) for h in hands]
    widow = list(talon)
    if high == "gioco":
        h = live[declarer]
        # exchange: take the widow cards that are worth it, lay away low cards
        good = [c for c in widow if value(c) >= 3 or suit(c) == "T"]
        rng.shuffle(good)
        k = min(len(good), rng.choice([1, 2, 2, 3, 3]))
        take = good[:k]
        if fault == "illegal_discard":
            k = max(k, 1)
            if not take:
                take = [widow[0]]
        if take:
            for c in take:
                widow.remove(c)
                h.append(c)
            newh = h
            cand = [c for c in newh if value(c) < 5 and suit(c) != "T" and c not in take]
            # keep combos: avoid laying away figures if possible
            cand.sort(key=lambda c: (value(c), rng.random()))
            disc = cand[:len(take)]
            if fault == "illegal_discard":
                kings = [c for c in newh if c[0] == "K" and suit(c) != "T"]
                assert kings
                disc = [kings[0]] + cand[: len(take) - 1]
                fig["fault"] = "illegal_discard %s" % kings[0]
            for c in disc:
                h.remove(c)
                widow.append(c)
            events.append({"type": "take", "seat": declarer, "cards": take})
            events.append({"type": "discard", "seat": declarer, "cards": disc})
            fig["exchange"] = {"take": take, "discard": disc}
    # declarations
    declared = {}
    false_item = None
    for s in order:
        its = combos(live[s])
        if its and rng.random() < 0.2:
            its = its[:-1]  # declare less
        if fault == "false_declaration" and s == declarer and false_item is None:
            # claim a cricca the hand does not hold
            for of in ("knights", "jacks", "queens"):
                grp = CRICCA[of][0]
                if len(grp & set(live[s])) == 2:
                    false_item = {"kind": "cricca", "of": of, "count": 3}
                    break
            if false_item is None:
                raise RuntimeError("no false item")
            its = its + [false_item]
            fig["fault"] = "false_declaration %s" % false_item
        declared[s] = [i for i in its if i is not false_item]
        events.append({"type": "declare", "seat": s, "items": its})
    fig["declared"] = {s: items_points(declared[s]) for s in declared}
    fig["declared_false_item"] = false_item

    def side(s):
        return "D" if s == declarer else "O"

    piles = {"D": [], "O": []}
    tricks = [0, 0, 0]
    leader = eldest
    nt = per
    matto_owner = None
    matto_trick_winner = None
    planted = None
    last_winner = None
    for t in range(nt):
        cards = []
        for j in range(3):
            s = (leader + j) % 3
            h = live[s]
            led = None
            if cards:
                for _, c in cards:
                    if c != "MATTO":
                        led = suit(c)
                        break
            opts = legal(h, led)
            if "MATTO" in h:
                if t == nt - 1:
                    raise RuntimeError("Matto left for the last trick")
                if cards and t >= 1 and (rng.random() < 0.35 or len(h) <= 3) and fault is None:
                    cards.append((s, "MATTO"))
                    h.remove("MATTO")
                    continue
                if cards and len(h) <= 3:
                    cards.append((s, "MATTO"))
                    h.remove("MATTO")
                    continue
                if len(opts) > 1:
                    opts = [c for c in opts if c != "MATTO"]
            c = choose(rng, opts, cards, s, side)
            # planted play faults
            if planted is None and cards and t >= 3 and fault in ("revoke", "failure_to_trump"):
                if fault == "revoke" and led != "T" and any(suit(x) == led for x in h):
                    other = [x for x in h if suit(x) not in (led, "M")]
                    if other and len([x for x in h if suit(x) == led]) >= 1:
                        c = sorted(other, key=lambda x: (value(x), rng.random()))[0]
                        planted = (t, s, c, "revoke")
                elif fault == "failure_to_trump" and led not in ("T", "M") and not any(
                        suit(x) == led for x in h) and any(suit(x) == "T" for x in h):
                    other = [x for x in h if suit(x) not in ("T", "M")]
                    if other:
                        c = sorted(other, key=lambda x: (value(x), rng.random()))[0]
                        planted = (t, s, c, "failure_to_trump")
            cards.append((s, c))
            h.remove(c)
        wi = trick_winner(cards)
        w = cards[wi][0]
        tricks[w] += 1
        for s, c in cards:
            events.append({"type": "play", "seat": s, "card": c})
        for s, c in cards:
            if c == "MATTO":
                matto_owner = s
                matto_trick_winner = w
                piles[side(s)].append(c)
            else:
                piles[side(w)].append(c)
        if t == nt - 1:
            last_winner = w
        leader = w
    if planted:
        fig["fault"] = "%s trick %d seat %d card %s" % (planted[3], planted[0], planted[1], planted[2])
    if fault in ("revoke", "failure_to_trump") and not planted:
        raise RuntimeError("fault not planted")
    fig["tricks"] = tricks
    dtr = tricks[declarer]
    otr = sum(tricks) - dtr
    # widow
    if high == "gioco":
        wside = "D" if dtr >= 1 else "O"
    else:
        wside = side(last_winner)
    piles[wside].extend(widow)
    fig["widow_to"] = wside
    # Matto settlement
    if matto_owner is not None:
        ms = side(matto_owner)
        ws = side(matto_trick_winner)
        mside_tricks = dtr if ms == "D" else otr
        if mside_tricks == 0:
            piles[ms].remove("MATTO")
            piles[ws].append("MATTO")
            fig["matto"] = "goes over (side won no trick)"
        elif ms != ws:
            # give a 1-point card that hurts the giver's combos least
            best = None
            for c in sorted(set(piles[ms])):
                if value(c) != 1:
                    continue
                g = [x for x in piles[ms] if x != c]
                r = piles[ws] + [c]
                sc = items_points(combos(g)) - items_points(combos(r))
                key = (sc, c not in ACES and c not in MORETTI and suit(c) != "T", c)
                if best is None or key > best[0]:
                    best = (key, c)
            c = best[1]
            piles[ms].remove(c)
            piles[ws].append(c)
            fig["matto"] = "seat %d gives %s to side %s" % (matto_owner, c, ws)
        else:
            fig["matto"] = "same side"
    assert len(piles["D"]) + len(piles["O"]) == 62
    fig["pile_sizes"] = {k: len(v) for k, v in piles.items()}
    cp = {k: card_points(v) for k, v in piles.items()}
    post = {k: combos(v) for k, v in piles.items()}
    postp = {k: items_points(v) for k, v in post.items()}
    decl = {"D": fig["declared"][declarer],
            "O": sum(fig["declared"][s] for s in range(3) if s != declarer)}
    last = {"D": 6 if side(last_winner) == "D" else 0}
    last["O"] = 6 - last["D"]
    tot = {k: decl[k] + postp[k] + cp[k] + last[k] for k in "DO"}
    fig["card_points"] = {k: str(v) for k, v in cp.items()}
    fig["combos_after_play"] = {k: [(_short(i), item_points(i)) for i in post[k]] for k in "DO"}
    fig["combos_after_play_points"] = postp
    fig["declared_side"] = decl
    fig["last_trick"] = last_winner
    fig["side_points"] = {k: str(v) for k, v in tot.items()}
    gp = [0, 0, 0]
    if dtr == 0 or otr == 0:
        win = "D" if otr == 0 else "O"
        g = 40
        fig["all_tricks"] = win
    else:
        win = "D" if tot["D"] > tot["O"] else "O"
        g = round50(tot[win])
        if high == "solo":
            g *= 2
    for s in range(3):
        if side(s) == win:
            gp[s] = g
    fig["winner"] = win
    fig["game_points"] = gp
    if false_item is not None:
        # with the false item counted, the result must be the same (one fault only)
        d2 = decl["D"] - items_points(declared[declarer]) + items_points(declared[declarer] + [false_item])
        tot2 = tot["D"] - decl["D"] + d2
        win2 = "D" if tot2 > tot["O"] else "O"
        g2 = round50(tot2 if win2 == "D" else tot["O"]) * (2 if high == "solo" else 1)
        fig["false_item_changes_result"] = (win2, g2) != (win, g)
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    return deal, fig, gp, win


def _short(i):
    if i["kind"] == "cricca":
        return "cricca %s %d" % (i["of"], i["count"])
    return "seq %s%s %d" % (i["of"], " " + i["suit"] if "suit" in i else "", i["length"])


def choose(rng, opts, cards, s, side):
    if len(opts) == 1:
        return opts[0]
    if not cards:
        # lead: high trump from the declarer sometimes, else low card of a long suit
        tr = [c for c in opts if suit(c) == "T"]
        if side(s) == "D" and tr and rng.random() < 0.5:
            return max(tr, key=strength)
        return min(opts, key=lambda c: (value(c), rng.random()))
    wi = trick_winner(cards)
    ws, wc = cards[wi]
    if side(ws) == side(s):
        # partner winning: give points
        return max(opts, key=lambda c: (value(c), rng.random()))
    winners = [c for c in opts if trick_winner(cards + [(s, c)]) == len(cards)]
    if winners:
        return min(winners, key=lambda c: (value(c), strength(c), rng.random()))
    return min(opts, key=lambda c: (value(c), strength(c), rng.random()))


# ---------------------------------------------------------------- sessions
NAMES = [["Alberto", "Bruna", "Cesare"], ["Dario", "Elisa", "Fulvio"],
         ["Gino", "Ilaria", "Loris"], ["Marta", "Nando", "Ornella"],
         ["Piero", "Rita", "Sandro"]]

PLAN = [
    # (file, preset, deals, fault, fault deal index, writes scores?)
    ("01-club-night-standard", "standard", 4, None, None, True),
    ("02-nineteen-five-deals", "nineteen", 5, None, None, True),
    ("03-revoke-mid-session", "standard", 4, "revoke", 2, True),
    ("04-totals-only-six", "standard", 6, None, None, False),
    ("05-nineteen-short", "nineteen", 3, None, None, True),
    ("06-king-laid-away", "standard", 5, "illegal_discard", 1, True),
    ("07-long-evening", "standard", 8, None, None, True),
    ("08-nineteen-failure-to-trump", "nineteen", 4, "failure_to_trump", 2, True),
    ("09-standard-seven", "standard", 7, None, None, True),
    ("10-wrong-score", "standard", 5, "wrong_score", 3, True),
    ("11-nineteen-totals-only", "nineteen", 6, None, None, False),
    ("12-false-cricca", "nineteen", 4, "false_declaration", 1, True),
    ("13-standard-three", "standard", 3, None, None, True),
    ("14-wrong-total", "nineteen", 5, "wrong_total", 4, True),
    ("15-nineteen-eight", "nineteen", 8, None, None, True),
]


def build(seed):
    out = []
    figs = []
    for n, (name, preset, ndeals, fault, fdeal, scores) in enumerate(PLAN):
        rng = random.Random(seed * 1000 + n)
        widow_n = 8 if preset == "standard" else 5
        for attempt in range(500):
            srng = random.Random(rng.random())
            dealer = srng.randrange(3)
            totals = [0, 0, 0]
            deals = []
            dfigs = []
            ok = True
            for d in range(ndeals):
                f = fault if d == fdeal and fault in (
                    "revoke", "failure_to_trump", "illegal_discard", "false_declaration") else None
                try:
                    deal, fig, gp, win = deal_one(srng, dealer, widow_n, f)
                except (RuntimeError, AssertionError, IndexError):
                    ok = False
                    break
                if f == "illegal_discard" and fig["contract"] != "gioco":
                    ok = False
                    break
                if f == "false_declaration" and (fig["contract"] is None or fig.get("false_item_changes_result")):
                    ok = False
                    break
                if fig["contract"] is None and d in (0, fdeal):
                    ok = False
                    break
                for s in range(3):
                    totals[s] += gp[s]
                fig["totals"] = list(totals)
                if fig["contract"] is not None:
                    sc = list(gp)
                    tt = list(totals)
                    if fault == "wrong_score" and d == fdeal:
                        # the sheet writes one game point too many for the winner(s) in this
                        # deal's score column, totals written by the rules
                        ws = [s for s in range(3) if gp[s] > 0]
                        if not ws:
                            ok = False
                            break
                        sc[ws[0]] += 1
                        fig["fault"] = "wrong_score seat %d writes %d (rules %d)" % (ws[0], sc[ws[0]], gp[ws[0]])
                    if fault == "wrong_total" and d == fdeal:
                        s0 = (dealer + 1) % 3
                        tt[s0] += 10
                        fig["fault"] = "wrong_total seat %d writes %d (rules %d)" % (s0, tt[s0], totals[s0])
                    if scores:
                        for s in range(3):
                            deal["events"].append({"type": "score", "party": s, "points": sc[s]})
                    for s in range(3):
                        deal["events"].append({"type": "total", "party": s, "points": tt[s]})
                deals.append(deal)
                dfigs.append(fig)
                dealer = (dealer + 1) % 3
            if not ok:
                continue
            if fault in ("wrong_score",) and not any("fault" in f for f in dfigs):
                continue
            if fault is None and sum(1 for f in dfigs if f["contract"] == "solo") == 0 and n % 3 == 0:
                continue  # want some solos
            break
        else:
            raise SystemExit("no session for %s" % name)
        doc = {
            "format": "trick-transcript/1",
            "game": "tarocchini-terziglio",
            "rules": {"preset": preset},
            "players": NAMES[n % len(NAMES)],
            "meta": {"event": "Circolo del Tarocchino, serata %d" % (n + 1), "table": 1 + n % 4},
            "deals": deals,
        }
        path = os.path.join(HERE, name + ".json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        figs.append((name, preset, fault, fdeal, dfigs, deals))
        out.append(path)
    with open(os.path.join(HERE, "FIGURES.md"), "w", encoding="utf-8") as fh:
        fh.write("# My simulator's figures per deal (seed %d)\n\n" % seed)
        fh.write("D = declarer's side, O = the two opponents as one side.  Card points in pairs with\n"
                 "a half point for an odd card.  Event indexes are 0-based.\n\n")
        for name, preset, fault, fdeal, dfigs, deals in figs:
            fh.write("## %s (%s)\n\n" % (name, preset))
            for i, (f, dl) in enumerate(zip(dfigs, deals)):
                fh.write("- deal %d: %s\n" % (i, json.dumps(f, default=str, ensure_ascii=False)))
                if "fault" in f:
                    fh.write("  - FAULT events: %s\n" % fault_events(f, dl))
            fh.write("\n")
    return out


def fault_events(f, dl):
    fl = f["fault"]
    ev = dl["events"]
    if fl.startswith("illegal_discard"):
        return [i for i, e in enumerate(ev) if e["type"] == "discard"]
    if fl.startswith("false_declaration"):
        return [i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == f["declarer"]]
    if fl.startswith(("revoke", "failure_to_trump")):
        parts = fl.split()
        t, s, c = int(parts[2]), int(parts[4]), parts[6]
        return [i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == s and e["card"] == c]
    if fl.startswith("wrong_score"):
        s = int(fl.split()[2])
        return [i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == s]
    if fl.startswith("wrong_total"):
        s = int(fl.split()[2])
        return [i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == s]
    return []


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for p in build(seed):
        print(p)
