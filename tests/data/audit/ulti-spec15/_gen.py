"""Generator for audit ulti-spec15 (blind; see _model.py). Writes the *.json transcripts and _facts.txt."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _model import (  # noqa: E402
    DECK, Deal, card_points, card_pts, deal_hands, endings, legal, net, power, random_play, settle, silent,
    suit, trick_winner, tricks_of, winners,
)

OUT = Path(__file__).parent
PLAYERS = ["Ágnes", "Bence", "Csaba"]
FACTS = {}


def pick_discard(hand, trump, mode):
    if mode == "high":  # betli: shed the highest cards
        return sorted(hand, key=lambda c: -power(c, None))[:2]
    if mode == "ten":  # a side-suit ten laid away with the lowest side card
        tens = sorted(c for c in hand if c.startswith("10") and suit(c) != trump)
        if tens:
            rest = sorted((c for c in hand if c != tens[0]),
                          key=lambda c: (suit(c) == trump, card_pts(c) > 0, power(c, trump)))
            return [tens[0], rest[0]]
    # keep trumps and A/10; shed low side cards
    return sorted(hand, key=lambda c: (suit(c) == trump, card_pts(c) > 0, power(c, trump)))[:2]


def run_auction(dealt, first, script, trump, record_talon=True):
    """script: list of (seat, bid or 'pass', discard_mode). Returns events, final hands, discards."""
    hands = {s: list(h) for s, h in dealt.items()}
    events = []
    talon = None
    for seat, bid, mode in script:
        if bid == "pass":
            events.append({"type": "bid", "seat": seat, "bid": "pass"})
            continue
        if talon is not None:
            hands[seat] += talon
            if record_talon:
                events.append({"type": "take", "seat": seat, "cards": list(talon)})
        d = pick_discard(hands[seat], trump, mode)
        for c in d:
            hands[seat].remove(c)
        talon = d
        if record_talon:
            events.append({"type": "discard", "seat": seat, "cards": list(d)})
        events.append({"type": "bid", "seat": seat, "bid": bid})
    return events, hands, talon


def marriages_of(hand, trump, goals):
    if not trump or any(g in goals for g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch")):
        return []
    out = []
    for s in "HDSC":
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def play_events(deal, plays, doubles_ev=(), stop_after=None):
    """plays -> events with declares (marriages) and contras before a seat's first card"""
    ev = []
    seen = set()
    for i, (s, c) in enumerate(plays):
        if stop_after is not None and i >= stop_after * 3:
            break
        if s not in seen:
            seen.add(s)
            for dv in doubles_ev:
                if dv["seat"] == s and dv["level"] == 2:
                    ev.append(dict(dv))
            ms = deal.marriages.get(s)
            if ms:
                ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in ms]})
        ev.append({"type": "play", "seat": s, "card": c})
        if i == 2:
            for dv in doubles_ev:
                if dv["level"] == 4:
                    ev.append(dict(dv))
    return ev


def pay_events(pays):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pays]


def total_events(tot):
    return [{"type": "total", "party": s, "points": tot[s]} for s in range(3)]


def write(name, deals, start=None, rules=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"},
           "players": PLAYERS}
    if start is not None:
        doc["start"] = start
    doc["meta"] = meta or {}
    doc["deals"] = deals
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def idx(events, pred, nth=0):
    k = [i for i, e in enumerate(events) if pred(e)]
    return k[nth]


def build(seed, dealer, script, trump, goals, red=False, mode_record_talon=True, doubles=None):
    dealt = deal_hands(seed, dealer)
    first = (dealer + 1) % 3
    aev, hands, disc = run_auction(dealt, first, script, trump, mode_record_talon)
    declarer = [s for s, b, _ in script if b != "pass"][-1]
    m = {s: marriages_of(hands[s], trump, goals) for s in range(3)}
    m = {s: v for s, v in m.items() if v}
    dl = Deal(hands, declarer, trump, goals, red, disc, m, doubles or {})
    return dealt, aev, dl


def ok_no_silent(dl, plays):
    return not silent(dl, plays)


# ----------------------------------------------------------------------------------------------
def f01():
    """play-only, full auction with a talon pass, red party, marriages declared, correct payments"""
    for seed in range(1000):
        script = [(1, {"goals": ["party"], "red": False}, "low"), (2, {"goals": ["party"], "red": True}, "low"),
                  (0, "pass", None), (1, "pass", None), (2, "pass", None)]
        dealt, aev, dl = build(seed, 0, script, "H", ["party"], red=True)
        if not dl.marriages or len(dl.marriages) < 2:
            continue
        plays = random_play(dl, random.Random(seed), dl.declarer)
        if not ok_no_silent(dl, plays):
            continue
        pays = settle(dl, plays)
        ev = aev + play_events(dl, plays) + pay_events(pays)
        write("po-full-clean.json", [{"dealer": 0, "hands": None, "events": ev}],
              meta={"description": "Play-only (hands null): full auction with the talon cards, red party, marriages declared, paid right."})
        FACTS["po-full-clean.json"] = dict(seed=seed, declarer=dl.declarer, cp=card_points(dl, plays),
                                          marriages=dl.marriages, pays=pays, net=net(pays), discards=dl.discards,
                                          winners=winners(plays, dl.trump))
        return


def plant_hook(kind, trick_no, who):
    def hook(t, seat, hand, trick, opts):
        if t != trick_no or seat != who or not trick:
            return None
        led = suit(trick[0][1])
        if kind == "revoke":
            same = [c for c in hand if suit(c) == led]
            other = [c for c in hand if suit(c) != led and suit(c) != hook.trump]
            if same and other:
                return sorted(other)[0]
        if kind == "overtake":
            if set(opts) == {c for c in hand if suit(c) == led} or not opts or suit(opts[0]) != led:
                return None
            same = [c for c in hand if suit(c) == led]
            lower = [c for c in same if c not in opts]
            if lower and len(opts) < len(same):
                return sorted(lower)[0]
        if kind == "revoke_nt":  # no trumps: any off-suit card while holding the suit
            same = [c for c in hand if suit(c) == led]
            other = [c for c in hand if suit(c) != led]
            if same and other:
                return sorted(other)[0]
        return None
    return hook


def f02():
    """play-only, provable revoke by a defender; red party lost as played; paid by lose_all_goals"""
    for seed in range(3000):
        script = [(2, {"goals": ["party"], "red": False}, "low"), (0, {"goals": ["party"], "red": True}, "low"),
                  (1, "pass", None), (2, "pass", None), (0, "pass", None)]
        dealt, aev, dl = build(seed, 1, script, "H", ["party"], red=True)
        hook = plant_hook("revoke", 3, 2)
        hook.trump = "H"
        plays = random_play(dl, random.Random(seed), dl.declarer, hook=hook)
        # did the plant happen?
        t3 = tricks_of(plays)[3]
        led = suit(t3[0][1])
        mine = [c for s, c in t3 if s == 2][0]
        if suit(mine) == led:
            continue
        if not ok_no_silent(dl, plays) or goal_won(dl, plays):
            continue
        pays = settle(dl, plays, force="won")
        ev = aev + play_events(dl, plays) + pay_events(pays)
        k = idx(ev, lambda e: e["type"] == "play" and e["seat"] == 2 and e["card"] == mine)
        later = [c for s, c in plays[12:] if s == 2 and suit(c) == led]
        write("po-revoke-proven.json", [{"dealer": 1, "hands": None, "events": ev}],
              meta={"description": "Play-only: Csaba (a defender) does not follow the suit led in trick 4 and plays that suit later; the revoke is provable. Paid as lose_all_goals: the declarer wins his red party."})
        FACTS["po-revoke-proven.json"] = dict(seed=seed, event=k, card=mine, led=led, later=later,
                                             cp=card_points(dl, plays), asplayed=settle(dl, plays), pays=pays,
                                             winners=winners(plays, dl.trump), marriages=dl.marriages)
        return


def goal_won(dl, plays):
    from _model import goal_result
    return goal_result(dl, plays, "party")


def f03():
    """play-only, provable failure to overtake by a defender; party with contra won as played"""
    for seed in range(3000):
        script = [(0, {"goals": ["party"], "red": False}, "low"), (1, "pass", None), (2, "pass", None),
                  (0, "pass", None)]
        dealt, aev, dl = build(seed, 2, script, "C", ["party"], doubles={"party": (2, 1)})
        hook = plant_hook("overtake", 2, 1)
        plays = random_play(dl, random.Random(seed), dl.declarer, hook=hook)
        t = tricks_of(plays)[2]
        if [s for s, _ in t].index(1) == 0:
            continue
        # verify the plant: seat 1 played a card of the led suit lower than one it held that beats
        hand1 = [c for s, c in plays[6:] if s == 1]
        before = t[:[s for s, _ in t].index(1)]
        mine = [c for s, c in t if s == 1][0]
        opts = legal(hand1, before, "C")
        if mine in opts:
            continue
        if not ok_no_silent(dl, plays) or not goal_won(dl, plays):
            continue
        aev2 = aev + [{"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "C"}]}]
        pays = settle(dl, plays)
        dv = [{"type": "double", "seat": 1, "target": "party", "level": 2}]
        ev = aev2 + play_events(dl, plays, dv) + pay_events(pays)
        k = idx(ev, lambda e: e["type"] == "play" and e["seat"] == 1 and e["card"] == mine)
        write("po-overtake.json", [{"dealer": 2, "hands": None, "events": ev}],
              meta={"description": "Play-only: Bence follows suit under the trick's winner in trick 3 while holding (and later playing) a card that beats it."})
        FACTS["po-overtake.json"] = dict(seed=seed, event=k, card=mine, trick=before, better=opts,
                                        cp=card_points(dl, plays), pays=pays, winners=winners(plays, "C"),
                                        marriages=dl.marriages)
        return


def f04():
    """play-only, bids recorded without the talon cards; red party; one wrong payment"""
    for seed in range(3000):
        script = [(1, {"goals": ["party"], "red": False}, "low"), (2, {"goals": ["party"], "red": True}, "ten"),
                  (0, "pass", None), (1, "pass", None), (2, "pass", None)]
        dealt, aev, dl = build(seed, 0, script, "H", ["party"], red=True, mode_record_talon=False)
        plays = random_play(dl, random.Random(seed), dl.declarer)
        if not ok_no_silent(dl, plays):
            continue
        # the discards must matter: at least one A/10 among them
        if not any(card_pts(c) for c in dl.discards):
            continue
        pays = settle(dl, plays)
        bad = list(pays)
        f, t, a, r = bad[1]
        bad[1] = (f, t, a // 2, r)
        ev = aev + play_events(dl, plays) + pay_events(bad)
        k = len(ev) - len(bad) + 1
        write("po-bids-no-talon.json", [{"dealer": 0, "hands": None, "events": ev}],
              meta={"description": "Play-only, bids without the talon exchange; the second payment is written at the plain (not red) rate."})
        FACTS["po-bids-no-talon.json"] = dict(seed=seed, event=k, pays=pays, written=bad, cp=card_points(dl, plays),
                                             discards=dl.discards, marriages=dl.marriages,
                                             winners=winners(plays, "H"))
        return


def f05():
    """play-only, auction not recorded: deal 0 with the trump named only, deal 1 with nothing"""
    deals = []
    facts = []
    for dealer, trump, goals, seed0 in ((0, "S", ["party"], 0), (1, None, ["betli"], 500)):
        for seed in range(seed0, seed0 + 3000):
            first = (dealer + 1) % 3
            dealt = deal_hands(seed, dealer)
            hands = {s: list(h) for s, h in dealt.items()}
            mode = "high" if trump is None else "low"
            d = pick_discard(hands[first], trump, mode)
            for c in d:
                hands[first].remove(c)
            dl = Deal(hands, first, trump, goals, False, d, {}, {})
            plays = random_play(dl, random.Random(seed), first)
            if trump and not ok_no_silent(dl, plays):
                continue
            if trump is None:
                from _model import goal_result
                if not goal_result(dl, plays, "betli"):
                    continue
            pays = settle(dl, plays)
            ev = []
            if trump:
                ev.append({"type": "announce", "seat": first, "items": [{"kind": "trump", "suit": trump}]})
            ev += play_events(dl, plays) + pay_events(pays)
            deals.append({"dealer": dealer, "hands": None, "events": ev})
            facts.append(dict(seed=seed, pays=pays, cp=card_points(dl, plays) if trump else None,
                              winners=winners(plays, trump), discards=d))
            break
    write("po-no-auction.json", deals,
          meta={"description": "Play-only, auction not recorded: deal 0 names the trump only (party in leaves, paid 1 each way), deal 1 names nothing (a betli won, paid 5 each)."})
    FACTS["po-no-auction.json"] = facts


def f06():
    """play-only, auction not recorded, nothing announced: a revoke provable whatever the trump"""
    for seed in range(3000):
        dealer = 2
        first = 0
        dealt = deal_hands(seed, dealer)
        hands = {s: list(h) for s, h in dealt.items()}
        d = pick_discard(hands[first], "H", "low")
        for c in d:
            hands[first].remove(c)
        dl = Deal(hands, first, "H", ["party"], True, d, {}, {})

        def hook(t, seat, hand, trick, opts):
            if t != 4 or seat != 1 or not trick:
                return None
            led = suit(trick[0][1])
            if led == "H":
                return None
            same = [c for c in hand if suit(c) == led]
            other = [c for c in hand if suit(c) not in (led, "H")]
            if same and other:
                return sorted(other)[0]
            return None

        plays = random_play(dl, random.Random(seed), first, hook=hook)
        t4 = tricks_of(plays)[4]
        led = suit(t4[0][1])
        mine = [c for s, c in t4 if s == 1][0]
        if suit(mine) == led or suit(mine) == "H":
            continue
        if not ok_no_silent(dl, plays):
            continue
        pays = settle(dl, plays)
        ev = play_events(dl, plays) + pay_events(pays)
        k = idx(ev, lambda e: e["type"] == "play" and e["card"] == mine)
        write("po-no-auction-revoke.json", [{"dealer": dealer, "hands": None, "events": ev}],
              meta={"description": "Play-only, no auction, no trump named: Bence discards on a side-suit lead in trick 5 and plays that suit later."})
        FACTS["po-no-auction-revoke.json"] = dict(seed=seed, event=k, card=mine, led=led, pays=pays,
                                                 cp=card_points(dl, plays), winners=winners(plays, "H"))
        return


def f07():
    """hands recorded, betli with one contra, record stops after the declarer's first trick"""
    for seed in range(3000):
        script = [(2, {"goals": ["party"], "red": False}, "low"), (0, {"goals": ["betli"], "red": False}, "high"),
                  (1, "pass", None), (2, "pass", None), (0, "pass", None)]
        dealt, aev, dl = build(seed, 1, script, None, ["betli"], doubles={"betli": (2, 1)})
        plays = random_play(dl, random.Random(seed), 0)
        w = winners(plays, None)
        if 0 not in w:
            continue
        k = w.index(0)
        if k < 2 or k > 5:
            continue
        pays = settle(dl, plays)
        aev2 = aev + [{"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]}]
        dv = [{"type": "double", "seat": 1, "target": "betli", "level": 2}]
        ev = aev2 + play_events(dl, plays, dv, stop_after=k + 1) + pay_events(pays)
        write("claim-alike-betli.json", [{"dealer": 1, "hands": [dealt[0], dealt[1], dealt[2]], "events": ev}],
              meta={"description": f"Betli (Bence contra) lost in trick {k + 1}; the record stops there. Every ending pays alike."})
        FACTS["claim-alike-betli.json"] = dict(seed=seed, trick=k + 1, pays=pays, net=net(pays))
        return


def settlements_of(dl, prefix):
    res = {}
    for e in endings(dl, prefix):
        key = (tuple(sorted(net(settle(dl, e)).items())), tuple(silent(dl, e)))
        res.setdefault(key, e)
    return res


def f08():
    """hands recorded, party, record stops after trick 7; every ending pays alike"""
    for seed in range(3000):
        script = [(0, {"goals": ["party"], "red": False}, "low"), (1, "pass", None), (2, "pass", None),
                  (0, "pass", None)]
        dealt, aev, dl = build(seed, 2, script, "D", ["party"])
        plays = random_play(dl, random.Random(seed), 0)
        prefix = plays[:21]
        outs = settlements_of(dl, prefix)
        if len(outs) != 1:
            continue
        (key, e), = outs.items()
        if key[1]:
            continue
        # make it interesting: the as-played remainder is not forced (several endings)
        if len(endings(dl, prefix)) < 3:
            continue
        pays = settle(dl, plays)
        aev2 = aev + [{"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": "D"}]}]
        ev = aev2 + play_events(dl, plays, stop_after=7) + pay_events(pays)
        write("claim-alike-party.json", [{"dealer": 2, "hands": [dealt[0], dealt[1], dealt[2]], "events": ev}],
              meta={"description": "Party in bells; the record stops after trick 7 (a claim): every legal ending pays alike."})
        FACTS["claim-alike-party.json"] = dict(seed=seed, pays=pays, n_endings=len(endings(dl, prefix)),
                                              cp=card_points(dl, plays), marriages=dl.marriages,
                                              rest={s: sorted(c for t, c in plays[21:] if t == s) for s in range(3)})
        return


def f09(name, wrong):
    base = 0 if not wrong else 1500
    for seed in range(base, base + 3000):
        script = [(1, {"goals": ["party"], "red": False}, "low"), (2, "pass", None), (0, "pass", None),
                  (1, "pass", None)]
        dealt, aev, dl = build(seed, 0, script, "C", ["party"])
        plays = random_play(dl, random.Random(seed), 1)
        prefix = plays[:24]
        outs = settlements_of(dl, prefix)
        nets = {k[0] for k in outs}
        if len(nets) < 2 or any(k[1] for k in outs):
            continue
        pays = settle(dl, plays)
        aev2 = aev + [{"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "C"}]}]
        written = list(pays)
        if wrong:
            f, t, a, r = written[0]
            written[0] = (f, t, a + 1, r)
        ev = aev2 + play_events(dl, plays, stop_after=8) + pay_events(written)
        k = len(ev) - len(written)
        write(name, [{"dealer": 0, "hands": [dealt[0], dealt[1], dealt[2]], "events": ev}],
              meta={"description": "Party in acorns; the record stops after trick 8 and the two tricks left decide the party."
                    + (" The first payment is 2, which no ending gives." if wrong else "")})
        FACTS[name] = dict(seed=seed, nets=sorted(nets), pays=pays, written=written, event=k,
                           rest={s: sorted(c for t, c in plays[24:] if t == s) for s in range(3)},
                           cp_prefix_winners=winners(prefix, "C"), marriages=dl.marriages,
                           cp=card_points(dl, plays))
        return


def f11():
    """play-only, betli lost in trick 5, record stops; a defender's discard on a led suit is not provable"""
    for seed in range(5000):
        script = [(0, {"goals": ["betli"], "red": False}, "high"), (1, "pass", None), (2, "pass", None),
                  (0, "pass", None)]
        dealt, aev, dl = build(seed, 2, script, None, ["betli"])
        hook = plant_hook("revoke_nt", 1, 2)
        plays = random_play(dl, random.Random(seed), 0, hook=hook)
        w = winners(plays, None)
        if 0 not in w or w.index(0) != 4:
            continue
        t1 = tricks_of(plays)[1]
        led = suit(t1[0][1])
        mine = [c for s, c in t1 if s == 2][0]
        if suit(mine) == led:
            continue
        # the held card of the led suit is not played by seat 2 in tricks 1..5
        if any(s == 2 and suit(c) == led for s, c in plays[6:15]):
            continue
        if not any(s == 2 and suit(c) == led for s, c in plays[15:]):
            continue
        pays = settle(dl, plays)
        aev2 = aev + [{"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]}]
        ev = aev2 + play_events(dl, plays, stop_after=5) + pay_events(pays)
        k = idx(ev, lambda e: e["type"] == "play" and e["card"] == mine)
        held = sorted(c for s, c in plays if s == 2 and suit(c) == led)
        write("po-claim-betli-unprovable.json", [{"dealer": 2, "hands": None, "events": ev}],
              meta={"description": "Play-only betli lost in trick 5, record stops there. Csaba did revoke in trick 2 (he held the suit), but the record never shows it."})
        FACTS["po-claim-betli-unprovable.json"] = dict(seed=seed, event=k, card=mine, led=led, held_truly=held,
                                                      pays=pays)
        return


def full_party(seed0, dealer, trump, red=False, contra=None, hands_null=False, want=None, name=""):
    first = (dealer + 1) % 3
    for seed in range(seed0, seed0 + 5000):
        bid = {"goals": ["party"], "red": red}
        script = [(first, bid, "low"), ((first + 1) % 3, "pass", None), ((first + 2) % 3, "pass", None),
                  (first, "pass", None)]
        dealt, aev, dl = build(seed, dealer, script, trump, ["party"], red=red,
                               doubles={"party": (2, contra)} if contra is not None else None)
        plays = random_play(dl, random.Random(seed), first)
        if not ok_no_silent(dl, plays):
            continue
        if want is not None and goal_won(dl, plays) != want:
            continue
        if not red:
            aev = aev + [{"type": "announce", "seat": first, "items": [{"kind": "trump", "suit": trump}]}]
        dv = [{"type": "double", "seat": contra, "target": "party", "level": 2}] if contra is not None else []
        ev = aev + play_events(dl, plays, dv)
        pays = settle(dl, plays)
        deal = {"dealer": dealer, "hands": None if hands_null else [dealt[0], dealt[1], dealt[2]], "events": ev}
        return deal, pays, dict(seed=seed, cp=card_points(dl, plays), marriages=dl.marriages, pays=pays,
                                won=goal_won(dl, plays))


def full_betli(seed0, dealer, want=True):
    first = (dealer + 1) % 3
    from _model import goal_result
    for seed in range(seed0, seed0 + 5000):
        script = [(first, {"goals": ["betli"], "red": False}, "high"), ((first + 1) % 3, "pass", None),
                  ((first + 2) % 3, "pass", None), (first, "pass", None)]
        dealt, aev, dl = build(seed, dealer, script, None, ["betli"])
        plays = random_play(dl, random.Random(seed), first)
        if goal_result(dl, plays, "betli") != want:
            continue
        aev = aev + [{"type": "announce", "seat": first, "items": [{"kind": "no-trump"}]}]
        ev = aev + play_events(dl, plays)
        pays = settle(dl, plays)
        return ({"dealer": dealer, "hands": [dealt[0], dealt[1], dealt[2]], "events": ev}, pays,
                dict(seed=seed, pays=pays, winners=winners(plays, None)))


def fold_deal(seed, dealer):
    first = (dealer + 1) % 3
    dealt = deal_hands(seed, dealer)
    aev, hands, disc = run_auction(dealt, first, [(first, {"goals": ["party"], "red": False}, "low"),
                                                   ((first + 1) % 3, "pass", None), ((first + 2) % 3, "pass", None),
                                                   (first, "pass", None)], "S")
    ev = aev + [{"type": "call", "seat": first, "call": "fold"}]
    pays = [(first, s, 2, "fold") for s in range(3) if s != first]
    return {"dealer": dealer, "hands": [dealt[0], dealt[1], dealt[2]], "events": ev}, pays, dict(seed=seed, pays=pays)


def add_totals(deals, paylist, start, slip=None):
    tot = list(start)
    facts = []
    for i, (d, pays) in enumerate(zip(deals, paylist)):
        n = net(pays)
        tot = [tot[s] + n[s] for s in range(3)]
        written = list(tot)
        if slip and slip[0] == i:
            written[slip[1]] += slip[2]
            tot = list(written)  # the sheet carries its own figure on
        d["events"] += total_events(written)
        facts.append(dict(net=n, totals=written))
    return facts


def f12(name, slip):
    d0, p0, x0 = fold_deal(11, 0)
    d1, p1, x1 = full_betli(100 if not slip else 700, 1, want=(slip is None))
    d2, p2, x2 = full_party(200 if not slip else 900, 2, "S", contra=1)
    deals = [d0, d1, d2]
    tf = add_totals(deals, [p0, p1, p2], [0, 0, 0], slip)
    ev_idx = None
    if slip:
        ev = deals[slip[0]]["events"]
        ev_idx = len(ev) - 3 + slip[1]
    write(name, deals, meta={"description": "Sheet with running totals only: a fold, a betli, a party with contra."
                             + (f" Deal {slip[0]}: seat {slip[1]}'s total is off by {slip[2]}." if slip else "")})
    FACTS[name] = dict(deals=[x0, x1, x2], totals=tf, slip_event=ev_idx)


def f14():
    dA, pA, xA = full_party(1300, 1, "H", red=True, hands_null=True)
    dB, pB, xB = full_betli(1400, 2, want=False)
    start = [15, -3, -12]
    deals = [dA, dB]
    tf = add_totals(deals, [pA, pB], start)
    write("start-totals.json", deals, start={"totals": start},
          meta={"description": "Session taken mid-way (start totals), totals only; deal 0 play-only (red party), deal 1 a lost betli."})
    FACTS["start-totals.json"] = dict(deals=[xA, xB], totals=tf)


def f15():
    dA, pA, xA = full_party(1600, 0, "D", contra=2)
    dB, pB, xB = full_betli(1700, 1, want=True)
    start = [-7, 20, -13]
    wrong = list(pA)
    f, t, a, r = wrong[0]
    wrong[0] = (f, t, a // 2, r)  # the contra forgotten in one payment
    dA["events"] += pay_events(wrong)
    k = len(dA["events"]) - len(wrong)
    dB["events"] += pay_events(pB)
    deals = [dA, dB]
    tf = add_totals(deals, [wrong, pB], start)
    write("start-totals-wrong-payment.json", deals, start={"totals": start},
          meta={"description": "Session taken mid-way with payments and totals; deal 0's first payment forgets the contra, and the totals add up the payments as written."})
    FACTS["start-totals-wrong-payment.json"] = dict(deals=[xA, xB], totals=tf, event=k, written=wrong, right=pA)


def f16(name, slip):
    base = 2000 if not slip else 2600
    for seed in range(base, base + 3000):
        dealer = 1
        first = 2
        script = [(first, {"goals": ["party"], "red": False}, "low"), (0, "pass", None), (1, "pass", None),
                  (first, "pass", None)]
        dealt, aev, dl = build(seed, dealer, script, "S", ["party"])
        plays = random_play(dl, random.Random(seed), first)
        prefix = plays[:24]
        outs = settlements_of(dl, prefix)
        nets = {k[0] for k in outs}
        if len(nets) < 2 or any(k[1] for k in outs):
            continue
        pays = settle(dl, plays)
        aev2 = aev + [{"type": "announce", "seat": first, "items": [{"kind": "trump", "suit": "S"}]}]
        d0 = {"dealer": dealer, "hands": [dealt[0], dealt[1], dealt[2]],
              "events": aev2 + play_events(dl, plays, stop_after=8)}
        break
    d1, p1, x1 = full_party(base + 3100, 2, "H", red=True)
    deals = [d0, d1]
    tf = add_totals(deals, [pays, p1], [0, 0, 0], slip)
    ev_idx = None
    if slip:
        ev_idx = len(d1["events"]) - 3 + slip[1]
    write(name, deals, meta={"description": "Totals only; deal 0 stops after trick 8 with the party still open, deal 1 played out."
                             + (f" Deal 1: seat {slip[1]}'s total is off by {slip[2]}." if slip else "")})
    FACTS[name] = dict(seed=seed, nets=sorted(nets), deal0=pays, deal1=x1, totals=tf, slip_event=ev_idx,
                       rest={s: sorted(c for t, c in plays[24:] if t == s) for s in range(3)})


def f18():
    """play-only, trump durchmarsch broken in trick 3, record stops after trick 4; the 7 of trumps played"""
    for seed in range(5000):
        script = [(1, {"goals": ["durchmarsch"], "red": False}, "low"), (2, "pass", None), (0, "pass", None),
                  (1, "pass", None)]
        dealt, aev, dl = build(seed, 0, script, "S", ["durchmarsch"])
        plays = random_play(dl, random.Random(seed), 1)
        w = winners(plays, "S")
        if w[0] != 1 or w[1] != 1 or w[2] == 1:
            continue
        if not any(c == "7S" for _, c in plays[:12]):
            continue
        pays = settle(dl, plays)
        aev2 = aev + [{"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]}]
        ev = aev2 + play_events(dl, plays, stop_after=4) + pay_events(pays)
        write("po-claim-durchmarsch.json", [{"dealer": 0, "hands": None, "events": ev}],
              meta={"description": "Play-only durchmarsch in leaves, lost in trick 3; the record stops after trick 4 (7 of leaves already played)."})
        FACTS["po-claim-durchmarsch.json"] = dict(seed=seed, pays=pays, winners=w[:4])
        return


def f19():
    """play-only, party, record stops after trick 7; a provable revoke in the prefix; lose_all_goals decides"""
    for seed in range(8000):
        script = [(2, {"goals": ["party"], "red": False}, "low"), (0, "pass", None), (1, "pass", None),
                  (2, "pass", None)]
        dealt, aev, dl = build(seed, 1, script, "D", ["party"])
        dl.marriages = {}  # nobody declares
        hook = plant_hook("revoke", 1, 0)
        hook.trump = "D"
        plays = random_play(dl, random.Random(seed), 2, hook=hook)
        t1 = tricks_of(plays)[1]
        led = suit(t1[0][1])
        mine = [c for s, c in t1 if s == 0][0]
        if suit(mine) == led:
            continue
        later = [c for s, c in plays[6:21] if s == 0 and suit(c) == led]
        if not later:
            continue
        if not any(c == "7D" for _, c in plays[:21]):
            continue
        w = winners(plays, "D")
        if all(x == 2 for x in w[:7]):
            continue
        pays = settle(dl, plays, force="won")
        aev2 = aev + [{"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "D"}]}]
        ev = aev2 + play_events(dl, plays, stop_after=7) + pay_events(pays)
        k = idx(ev, lambda e: e["type"] == "play" and e["card"] == mine)
        write("po-claim-revoke-proven.json", [{"dealer": 1, "hands": None, "events": ev}],
              meta={"description": "Play-only party in bells, record stops after trick 7; Ágnes (defender) shows void in trick 2 and plays the suit in the recorded tricks later. Paid as lose_all_goals."})
        FACTS["po-claim-revoke-proven.json"] = dict(seed=seed, event=k, card=mine, led=led, later=later, pays=pays,
                                                   asplayed_full=settle(dl, plays), winners=w[:7])
        return


if __name__ == "__main__":
    f01()
    f02()
    f03()
    f04()
    f05()
    f06()
    f07()
    f08()
    f09("claim-differs.json", False)
    f09("claim-differs-wrong.json", True)
    f11()
    f12("totals-only.json", None)
    f12("totals-only-wrong.json", (1, 2, 2))
    f14()
    f15()
    f16("totals-claim-open.json", None)
    f16("totals-claim-open-wrong.json", (1, 0, -2))
    f18()
    f19()
    (OUT / "_facts.txt").write_text(json.dumps(FACTS, indent=1, default=str, ensure_ascii=False) + "\n")
    print(sorted(FACTS))
