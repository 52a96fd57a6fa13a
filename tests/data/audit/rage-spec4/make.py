"""Build the rage-spec4 transcripts (run from this directory: python make.py).

Each file: a seed, a player count, the rules, the rounds, how the sheet is written, and for the
records with a fault the one fault planted. Every file is checked by model.check afterwards;
the checker's findings must be exactly the planted ones. A summary of the situations each deal
shows (features) is written to features.txt for EXPECTED.md.
"""

from __future__ import annotations

import json
import random
import sys

sys.path.insert(0, ".")
from gen import NAMES, deal_of, events_of, features, play_round  # noqa: E402
from model import check, colour, is_action  # noqa: E402

OUT = {}
NOTES = {}


def has(kind, pred=None):
    def w(r):
        return any(f[0] == kind and (pred is None or pred(r, f)) for f in features(r))

    return w


def all_of(*ws):
    return lambda r: all(w(r) for w in ws)


def session(name, n, rules, seed, first_round=1, rounds=10, dealer0=0, sheet="st", start_totals=None,
            wants=None, forces=None, bid_forces=None, bid_orders=None, playonly=False, talon_mode="full",
            start_round_field=None, sheet_by_round=None, meta=None):
    rng = random.Random(seed)
    wants = wants or {}
    forces = forces or {}
    bid_forces = bid_forces or {}
    totals = list(start_totals) if start_totals else [0] * n
    deals = []
    rounds_obj = []
    for k in range(rounds):
        rnd = first_round + k
        dealer = (dealer0 + k) % n
        bf = bid_forces.get(k)
        r = play_round(n, dealer, rnd, rules, rng, want=wants.get(k), force=forces.get(k), tries=20000,
                       bid_force=bf(r_dealer=dealer) if bf else None)
        rounds_obj.append(r)
        order = None
        if bid_orders == "shuffled":
            order = list(range(n))
            rng.shuffle(order)
        sh = sheet_by_round(k) if sheet_by_round else sheet
        ev, new_totals = events_of(r, rules, sh, totals, bid_order=order)
        if new_totals is not None:
            totals = new_totals
        talon = r.talon if talon_mode == "full" else list(r.turned)
        deals.append(deal_of(r, ev, talon=talon, playonly=playonly))
    tr = {"format": "trick-transcript/1", "game": "rage", "rules": dict(rules), "players": NAMES[:n]}
    if first_round != 1 or start_totals:
        tr["start"] = {"round": first_round}
        if start_totals:
            tr["start"]["totals"] = list(start_totals)
    tr["meta"] = {"source": f"tests/data/audit/rage-spec4/make.py seed {seed}", **(meta or {})}
    tr["deals"] = deals
    OUT[name] = tr
    NOTES[name] = rounds_obj
    return tr, rounds_obj


def first_fire(pred):
    """A force factory: the first play where pred(...) returns a card is forced to it."""

    def factory():
        fired = {"done": False}

        def f(pi, s, hand, trick, lg, trump):
            if fired["done"]:
                return None
            got = pred(pi, s, hand, trick, lg, trump)
            if got is not None:
                fired["done"] = True
            return got

        return f

    return factory


# ------------------------------------------------------------------- clean sessions
def sweep_without_durch(r):
    return any(f[0] == "sweep" for f in features(r))


session("01-3p-full-standard-sheet", 3, {}, 101, dealer0=2, sheet="st",
        wants={5: has("only_action_cards"), 8: sweep_without_durch, 2: has("wild_names_trump")},
        meta={"note": "ten rounds, standard rules, score sheet with round scores and running totals"})

session("02-4p-full-pm1-sheet", 4, {"plus_minus_one": True}, 202, dealer0=0, sheet="st",
        wants={3: has("notrump"), 6: has("change")},
        meta={"note": "ten rounds, plus/minus one, score sheet"})

session("03-5p-full-hidden-scores", 5, {"hidden_bid": True}, 303, dealer0=4,
        sheet_by_round=lambda k: "s+final-last" if k == 9 else "s", bid_orders="shuffled",
        meta={"note": "ten rounds, hidden bid (bids revealed together, written in the order read out), round scores, totals only at the end"})

session("04-6p-full-secret-sheet", 6, {"secret_bid": True}, 404, dealer0=1, sheet="st",
        wants={4: has("stock_starts_action")},
        meta={"note": "ten rounds, secret bid (bids revealed and written at the end of each round)"})


def sweep_many(r):
    return r.cards >= 2 and max(r.tricks) == r.cards


session("05-7p-durch-r6-10", 7, {"durch": True}, 505, first_round=6, rounds=5, dealer0=3, sheet="st",
        start_totals=[23, -4, 41, 12, 8, 30, -9],
        wants={3: sweep_many},
        meta={"note": "rounds 6-10 of a session, Durch variant, sheet carried in"})

session("06-8p-full-totals-only", 8, {}, 606, dealer0=5, sheet="t",
        wants={1: has("two_wilds_one_colour")},
        meta={"note": "ten rounds, eight players; the sheet writes running totals only"})


def two_wilds_second_wins(r):
    for f in features(r):
        if f[0] == "two_wilds_one_colour":
            t = r.trick_log[f[1]]
            seats = [s for s, c, _ in t["cards"] if c == "WILD"]
            if t["winner"] == seats[1]:
                return True
    return False


def wild_trump_wins(r):
    for f in features(r):
        if f[0] == "wild_names_trump":
            t = r.trick_log[f[1]]
            s = f[2][0]
            if t["winner"] == s and any(colour(c) == t["trump"] for _, c, _ in t["cards"]):
                return True
    return False


def wild_other_beaten(r):
    for f in features(r):
        if f[0] == "wild_names_other":
            t = r.trick_log[f[1]]
            s, nm, tr_ = f[2]
            led = next((colour(c) if c != "WILD" else n for _, c, n in t["cards"] if c == "WILD" or not is_action(c)), None)
            if nm == led and t["winner"] != s and any(colour(c) == t["trump"] for _, c, _ in t["cards"]):
                return True
    return False


session("07-4p-jokers-r2-4", 4, {}, 707, first_round=2, rounds=3, dealer0=1, sheet="st",
        start_totals=[12, -5, 3, 8],
        wants={0: two_wilds_second_wins, 1: wild_trump_wins, 2: wild_other_beaten},
        meta={"note": "rounds 2-4: jokers (two of one colour, the trump colour named, a led colour named and trumped)"})


def notrump_beats_trump(r):
    for t in r.trick_log:
        if t["notrump"]:
            cs = [c for _, c, _ in t["cards"]]
            pos = cs.index("NOTRUMP")
            if any(colour(c) == t["trump_before"] for c in cs[:pos]):
                # without the NOTRUMP a trump would have won: the winner is not a trump-card holder
                w = t["winner"]
                wc = next(c for s, c, _ in t["cards"] if s == w)
                if colour(wc) != t["trump_before"]:
                    return True
    return False


def notrump_turn_past_action(r):
    # a NOTRUMP trick after which the next turn skipped an action card
    turned = r.turned
    first = next(i for i, c in enumerate(turned) if not is_action(c))
    return any(t["notrump"] for t in r.trick_log) and any(is_action(c) for c in turned[first + 1:]) and not any(
        c == "CHANGE" for t in r.trick_log for _, c, _ in t["cards"])


def change_makes_earlier_card_trump(r):
    for t in r.trick_log:
        cs = t["cards"]
        if any(c == "CHANGE" for _, c, _ in cs):
            pos = [c for _, c, _ in cs].index("CHANGE")
            w = t["winner"]
            for s, c, _ in cs[:pos]:
                if s == w and colour(c) == t["trump"] and colour(c) != t["trump_before"]:
                    led = next((colour(x) for _, x, _ in cs if not is_action(x)), None)
                    if colour(c) != led:
                        return True
    return False


def change_old_trump_loses(r):
    for t in r.trick_log:
        cs = t["cards"]
        if any(c == "CHANGE" for _, c, _ in cs) and t["trump"] != t["trump_before"]:
            pos = [c for _, c, _ in cs].index("CHANGE")
            led = next((colour(x) for _, x, _ in cs if not is_action(x)), None)
            olds = [(s, c) for s, c, _ in cs[:pos] if colour(c) == t["trump_before"] and colour(c) != led]
            if olds and t["winner"] not in [s for s, _ in olds]:
                return True
    return False


session("08-5p-notrump-change-r3-6", 5, {}, 808, first_round=3, rounds=4, dealer0=2, sheet="s",
        start_totals=[9, 22, -10, 4, 15],
        wants={0: notrump_beats_trump, 1: notrump_turn_past_action, 2: change_makes_earlier_card_trump, 3: change_old_trump_loses},
        meta={"note": "rounds 3-6: NOTRUMP and CHANGE"})


def action_led_then_colour_followed(r):
    for t in r.trick_log:
        cs = t["cards"]
        if is_action(cs[0][1]) and cs[0][1] != "WILD" and len(cs) >= 3:
            if not is_action(cs[1][1]) and colour(cs[2][1]) == colour(cs[1][1]):
                return True
    return False


def only_action_with_points(r):
    for t in r.trick_log:
        cs = [c for _, c, _ in t["cards"]]
        if all(is_action(c) for c in cs) and "WILD" not in cs and ("PLUS5" in cs or "MINUS5" in cs):
            return True
    return False


def wild_led(r):
    for t in r.trick_log:
        cs = t["cards"]
        if cs[0][1] == "WILD" and any(colour(c) == cs[0][2] for _, c, _ in cs[1:]):
            return True
    return False


session("09-3p-action-leads-r3-7", 3, {}, 909, first_round=3, rounds=5, dealer0=0, sheet="st",
        start_totals=[14, 7, -3],
        wants={0: has("stock_starts_action"), 1: action_led_then_colour_followed, 2: only_action_with_points,
               3: wild_led, 4: all_of(has("stock_starts_action"), has("action_led"))},
        meta={"note": "rounds 3-7: tricks led by action cards, a trick of action cards only, trump turned past action cards"})

session("10-4p-playonly-r8-10", 4, {}, 1010, first_round=8, rounds=3, dealer0=2, sheet="st", playonly=True,
        start_totals=[31, 18, 44, 5],
        wants={0: has("action_led")},
        meta={"note": "rounds 8-10, play-only record (hands not written), stock written in full, bids and sheet"})


def strip_bids(tr):
    for d in tr["deals"]:
        d["events"] = [e for e in d["events"] if e["type"] == "play"]


tr, _ = session("11-6p-playonly-turned-only-r5-6", 6, {}, 1111, first_round=5, rounds=2, dealer0=0, sheet="none",
                playonly=True, talon_mode="turned", wants={0: has("notrump"), 1: has("change")},
                meta={"note": "rounds 5-6, the plays alone: hands not written, the stock as far as it was turned, no bids, no sheet"})
strip_bids(tr)

# ------------------------------------------------------------------- one fault each
PLANTED = {}


def revoke_pred(min_pi):
    def p(pi, s, hand, trick, lg, trump):
        if pi < min_pi or trick.led is None:
            return None
        follow = [c for c in hand if colour(c) == trick.led]
        other = sorted(c for c in hand if colour(c) and colour(c) != trick.led)
        if follow and other:
            return other[0], None
        return None

    return p


session("12-6p-revoke-r1-3", 6, {}, 1212, first_round=1, rounds=3, dealer0=4, sheet="st",
        forces={1: first_fire(revoke_pred(14))},
        meta={"note": "rounds 1-3, a revoke in round 2"})


def action_pred(min_pi):
    def p(pi, s, hand, trick, lg, trump):
        if pi < min_pi or trick.led is None:
            return None
        follow = [c for c in hand if colour(c) == trick.led]
        act = [c for c in hand if c in ("PLUS5", "MINUS5")]
        if follow and act and not (trick.notrump or trick.change):
            return act[0], None
        return None

    return p


session("13-5p-action-while-able-r4-6", 5, {}, 1313, first_round=4, rounds=3, dealer0=1, sheet="s",
        start_totals=[17, 2, 25, -6, 11],
        forces={1: first_fire(action_pred(6))},
        meta={"note": "rounds 4-6, an action card played by a player able to follow in round 5"})


def wild_last_trick(r):
    t = r.trick_log[-1]
    return any(c == "WILD" for _, c, _ in t["cards"][1:])


tr, ro = session("14-4p-wild-without-colour-r8-9", 4, {}, 1414, first_round=8, rounds=2, dealer0=3, sheet="st",
                 start_totals=[40, 22, 13, 35], wants={1: wild_last_trick},
                 meta={"note": "rounds 8-9; in round 9 the joker's colour was not said (the sheet for round 9 not written)"})
d = tr["deals"][1]
d["events"] = [e for e in d["events"] if e["type"] not in ("score", "total")]
wi = max(i for i, e in enumerate(d["events"]) if e.get("card") == "WILD")
del d["events"][wi]["named"]
PLANTED["14-4p-wild-without-colour-r8-9"] = (1, wi, "wild_without_colour")


def pm1_force(r_dealer):
    def f(bids, natural):
        cards = 11 - 3  # round 3 (deal index 2)
        want = cards - sum(bids.values())
        return want if 0 <= want <= cards else natural

    return {r_dealer: f}


session("15-4p-pm1-forbidden-bid-r1-5", 4, {"plus_minus_one": True}, 1515, first_round=1, rounds=5, dealer0=1,
        sheet="st", bid_forces={2: pm1_force},
        wants={2: lambda r: sum(r.bids) == r.cards},
        meta={"note": "rounds 1-5, plus/minus one; in round 3 the dealer's bid makes the total the cards dealt"})

tr, ro = session("16-7p-wrong-score", 7, {}, 1616, dealer0=6, sheet="st",
                 wants={5: lambda r: any(m for m in r.minus)},
                 meta={"note": "ten rounds, seven players; in round 6 a MINUS5 forgotten on the sheet"})
r6 = ro[5]
seat = next(s for s in range(7) if r6.minus[s])
d = tr["deals"][5]
si = next(i for i, e in enumerate(d["events"]) if e["type"] == "score" and e["party"] == seat)
d["events"][si]["points"] += 5 * r6.minus[seat]
for k in range(5, 10):
    for e in tr["deals"][k]["events"]:
        if e["type"] == "total" and e["party"] == seat:
            e["points"] += 5 * r6.minus[seat]
PLANTED["16-7p-wrong-score"] = (5, si, "wrong_score")

tr, ro = session("17-8p-wrong-total-r1-4", 8, {}, 1717, dealer0=2, rounds=4, sheet="st",
                 meta={"note": "rounds 1-4, eight players; an addition slip in a running total of round 3"})
d = tr["deals"][2]
ti = next(i for i, e in enumerate(d["events"]) if e["type"] == "total" and e["party"] == 5)
for k in range(2, 4):
    for e in tr["deals"][k]["events"]:
        if e["type"] == "total" and e["party"] == 5:
            e["points"] += 10
PLANTED["17-8p-wrong-total-r1-4"] = (2, ti, "wrong_total")

session("18-3p-playonly-revoke-r5-7", 3, {}, 1818, first_round=5, rounds=3, dealer0=1, sheet="st", playonly=True,
        start_totals=[6, 19, -2], forces={1: first_fire(revoke_pred(5))},
        meta={"note": "rounds 5-7, play-only record; in round 6 a player revokes and later plays the colour"})

# ------------------------------------------------------------------- write and self-check
feat_lines = []
for name, tr in OUT.items():
    with open(f"{name}.json", "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    found, comp = check(tr)
    print(name, found)
    feat_lines.append(f"== {name}")
    for k, r in enumerate(NOTES[name]):
        d = tr["deals"][k]
        plays = [i for i, e in enumerate(d["events"]) if e["type"] == "play"]
        c = comp[k]
        feat_lines.append(f" deal {k} round {c['round']} cards {c['cards']} dealer {c['dealer']} trumps {c['trumps']} bids {c['bids']} tricks {c['tricks']} plus {c['plus']} minus {c['minus']} scores {c['scores']} totals {c['totals']}")
        if r.forced_at is not None:
            feat_lines.append(f"   forced play #{r.forced_at} -> event {plays[r.forced_at]}")
        for f in features(r):
            ti = f[1]
            ev = None
            if ti is not None:
                ev = plays[ti * r.n: ti * r.n + r.n]
                ev = f"events {ev[0]}-{ev[-1]}"
            tl = r.trick_log[ti] if ti is not None else None
            extra = f" cards {[(s, c, nm) for s, c, nm in tl['cards']]} trump {tl['trump_before']}->{tl['trump']} winner {tl['winner']}" if tl else ""
            feat_lines.append(f"   {f[0]} trick {ti} {ev} {f[2]}{extra}")
with open("features.txt", "w", encoding="utf-8") as fh:
    fh.write("\n".join(feat_lines) + "\n")
with open("planted.txt", "w") as fh:
    json.dump(PLANTED, fh, indent=1)
