"""Blind generator for audit round rage-spec12 (Rage, Amigo; source seeds/001, Czech).

Model written from the source only. Ten rounds, round r deals 11-r cards, dealer moves clockwise
(seat+1), bids from the dealer's left, dealer's left leads the first trick, trick winner leads next.
Writes clean sessions and sessions with exactly one planted fault; prints the expectations.
"""

import json
import random
import sys
from pathlib import Path

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [c + str(v) for c in COLOURS for v in range(16)]
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS
assert len(DECK) == 112
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip"]
OUT = Path(__file__).parent


def colour(card):
    return None if card in ACTIONS else card[0]


def value(card):
    return int(card[1:])


class Ambiguous(Exception):
    pass


def next_trump(stock, pos):
    """Turn stock cards from pos until a colour card; return (colour, new pos)."""
    while True:
        if pos >= len(stock):
            raise Ambiguous("stock ran out")
        c = stock[pos]
        pos += 1
        if colour(c):
            return colour(c), pos


def legal(hand, led):
    """Cards a player may play. led: colour to follow or None. Strict reading: an action card
    (the joker too) only when the player cannot follow."""
    if led is None:
        return list(hand)
    same = [c for c in hand if colour(c) == led]
    return same if same else list(hand)


def trick_winner(plays, trump, notrump):
    """plays: list of (seat, card, named). Returns index in plays of the winner."""
    led = None
    for _, c, n in plays:
        if c == "WILD":
            led = n
            break
        if colour(c):
            led = colour(c)
            break
    if led is None:
        return 0  # only action cards without a joker: the first card
    t = None if notrump else trump

    def strength(i):
        _, c, n = plays[i]
        col = n if c == "WILD" else colour(c)
        if col is None:
            return None
        v = 100 + i if c == "WILD" else value(c)  # a second joker of a colour beats the first
        if t is not None and col == t:
            return (2, v)
        if col == led:
            return (1, v)
        return None

    best = None
    for i in range(len(plays)):
        s = strength(i)
        if s is not None and (best is None or s > strength(best)):
            best = i
    return best


def choose_bid(hand, trump, rng):
    est = 0.0
    for c in hand:
        if c == "WILD":
            est += 0.9
        elif colour(c) == trump:
            est += 0.35 + value(c) / 25
        elif colour(c) and value(c) >= 13:
            est += 0.5
    b = int(round(est + rng.choice([-1, 0, 0, 0, 1])))
    return max(0, min(len(hand), b))


def play_round(n, rnd, dealer, rng, override=None):
    """override(ctx) -> (card, named) or None; ctx has hand, led, legal, etc."""
    cards = 11 - rnd
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [sorted(deck[i * cards:(i + 1) * cards]) for i in range(n)]
    stock = deck[n * cards:]
    trump, pos = next_trump(stock, 0)
    first_trump = trump
    events = []
    bids = {}
    for k in range(n):
        s = (dealer + 1 + k) % n
        b = choose_bid(hands[s], trump, rng)
        bids[s] = b
        events.append({"type": "bid", "seat": s, "bid": b})
    live = [list(h) for h in hands]
    leader = (dealer + 1) % n
    tricks = [0] * n
    action_pts = [0] * n
    winners = []
    play_no = 0
    meta = {"trumps": [trump], "trick_starts": []}
    for t in range(cards):
        plays = []
        notrump = False
        changers = 0
        meta["trick_starts"].append(len(events))
        led = None
        for k in range(n):
            s = (leader + k) % n
            hand = live[s]
            lg = legal(hand, led)
            pick = None
            if override:
                pick = override(dict(round=rnd, trick=t, k=k, seat=s, hand=list(hand), led=led,
                                     legal=lg, play_no=play_no, trump=trump, plays=list(plays)))
            if pick is None:
                # mild strategy: random legal, avoid action cards a bit
                c = rng.choice(lg)
                named = None
                if c == "WILD":
                    named = led if led else rng.choice([trump] + list(COLOURS))
                    if named is None:
                        named = trump
            else:
                c, named = pick
            hand.remove(c)
            if c in ("NOTRUMP", "CHANGE"):
                changers += 1
                if changers > 1:
                    raise Ambiguous("two trump-altering cards in a trick")
            if c == "CHANGE":
                trump, pos = next_trump(stock, pos)
                meta["trumps"].append(trump)
            if c == "NOTRUMP":
                notrump = True
            if led is None:
                if c == "WILD":
                    led = named
                elif colour(c):
                    led = colour(c)
            ev = {"type": "play", "seat": s, "card": c}
            if c == "WILD":
                ev["named"] = named
            events.append(ev)
            plays.append((s, c, named))
            play_no += 1
        w = plays[trick_winner(plays, trump, notrump)][0]
        if notrump:
            trump, pos = next_trump(stock, pos)
            meta["trumps"].append(trump)
        tricks[w] += 1
        for _, c, _ in plays:
            if c == "PLUS5":
                action_pts[w] += 5
            if c == "MINUS5":
                action_pts[w] -= 5
        winners.append(w)
        leader = w
    scores = []
    for s in range(n):
        sc = tricks[s] + action_pts[s] + (10 if bids[s] == tricks[s] else -5)
        scores.append(sc)
    meta.update(bids=bids, tricks=tricks, action=action_pts, winners=winners, scores=scores,
                first_trump=first_trump, turned=pos)
    return dict(dealer=dealer, hands=hands, talon=stock, events=events), meta


def session(n, seed, first_dealer, override=None, fault_round=None):
    rng = random.Random(seed)
    deals, metas = [], []
    totals = [0] * n
    for rnd in range(1, 11):
        dealer = (first_dealer + rnd - 1) % n
        while True:
            st = rng.getstate()
            try:
                d, m = play_round(n, rnd, dealer, rng,
                                  override if (fault_round is None or rnd == fault_round) else None)
                break
            except Ambiguous:
                if override is not None and hasattr(override, "reset"):
                    override.reset()  # a fault planted in a discarded attempt is not in the record
                rng.setstate(st)
                rng.random()
        for s in range(n):
            d["events"].append({"type": "score", "party": s, "points": m["scores"][s]})
        for s in range(n):
            totals[s] += m["scores"][s]
            d["events"].append({"type": "total", "party": s, "points": totals[s]})
        m["totals"] = list(totals)
        deals.append(d)
        metas.append(m)
    tr = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
          "players": NAMES[:n], "meta": {"event": "Klubový večer", "round": "rage-spec12"},
          "deals": deals}
    return tr, metas


def write(name, tr):
    (OUT / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")


def summary(name, metas, extra=""):
    last = metas[-1]["totals"]
    best = max(last)
    print(f"{name}: final totals {last}, winners {[i for i, v in enumerate(last) if v == best]} {extra}")


def main():
    report = {}
    # clean sessions
    for n, seed, fd in [(3, 301, 0), (4, 402, 3), (5, 503, 1), (6, 604, 2)]:
        tr, m = session(n, seed, fd)
        write(f"clean-{n}p.json", tr)
        summary(f"clean-{n}p.json", m)
        report[f"clean-{n}p"] = m

    # --- revoke (4p, round 3) ---
    done = {}

    def revoke(ctx):
        if done.get("rv") or ctx["led"] is None or ctx["round"] != 3 or ctx["k"] == 0:
            return None
        others = [c for c in ctx["hand"] if colour(c) and colour(c) != ctx["led"]]
        if any(colour(c) == ctx["led"] for c in ctx["hand"]) and others:
            done["rv"] = (ctx["play_no"], ctx["seat"], others[0], ctx["led"],
                          [c for c in ctx["hand"] if colour(c) == ctx["led"]])
            return others[0], None
        return None
    revoke.reset = lambda: done.pop("rv", None)
    seed = 411
    while True:
        done.pop("rv", None)
        tr, m = session(4, seed, 0, revoke, 3)
        if done.get("rv"):
            break
        seed += 1
    write("revoke-4p.json", tr)
    print("revoke-4p.json seed", seed, done["rv"], "deal 2 event", 4 + done["rv"][0])
    summary("revoke-4p.json", m)

    # --- action card while able to follow (3p, round 4) ---
    def action(ctx):
        if done.get("ac") or ctx["led"] is None or ctx["round"] != 4 or ctx["k"] == 0:
            return None
        acts = [c for c in ctx["hand"] if c in ("PLUS5", "MINUS5")]
        if any(colour(c) == ctx["led"] for c in ctx["hand"]) and acts:
            done["ac"] = (ctx["play_no"], ctx["seat"], acts[0], ctx["led"],
                          [c for c in ctx["hand"] if colour(c) == ctx["led"]])
            return acts[0], None
        return None
    seed = 311
    while True:
        done.pop("ac", None)
        tr, m = session(3, seed, 1, action, 4)
        if done.get("ac"):
            break
        seed += 1
    write("action-while-able-3p.json", tr)
    print("action-while-able-3p.json seed", seed, done["ac"], "deal 3 event", 3 + done["ac"][0])
    summary("action-while-able-3p.json", m)

    # --- card not in hand (5p, round 2): a follower's losing card written as a lower card of
    # the same colour that lies unturned in the stock ---
    tr, m = session(5, 521, 4)
    d = tr["deals"][1]
    mm = m[1]
    held = {c for h in d["hands"] for c in h}
    unseen = set(d["talon"][mm["turned"]:])
    ev = d["events"]
    found = None
    for ti, start in enumerate(mm["trick_starts"]):
        tp = ev[start:start + 5]
        if not colour(tp[0]["card"]):
            continue
        wseat = mm["winners"][ti]
        for k in range(1, 5):
            c = tp[k]["card"]
            if colour(c) and tp[k]["seat"] != wseat and colour(c) == colour(tp[0]["card"]):
                for v in range(value(c) - 1, -1, -1):
                    x = f"{c[0]}{v}"
                    if x in unseen and x not in held:
                        found = (start + k, tp[k]["seat"], c, x)
                        break
            if found:
                break
        if found:
            break
    ev[found[0]]["card"] = found[3]
    write("not-in-hand-5p.json", tr)
    print("not-in-hand-5p.json deal 1 event", found)
    summary("not-in-hand-5p.json", m)

    # --- play out of turn (6p, round 5): two followers' plain cards swapped in the record ---
    tr, m = session(6, 631, 0)
    d = tr["deals"][4]
    mm = m[4]
    ev = d["events"]
    for ti, start in enumerate(mm["trick_starts"]):
        a, b, c0 = ev[start + 1], ev[start + 2], ev[start]
        if all(colour(x["card"]) for x in (a, b, c0)):
            ev[start + 1], ev[start + 2] = b, a
            print("out-of-turn-6p.json deal 4 event", start + 1, "seat", b["seat"], "due", a["seat"])
            break
    write("out-of-turn-6p.json", tr)
    summary("out-of-turn-6p.json", m)

    # --- bid out of turn (3p, round 6): second and third bids swapped ---
    tr, m = session(3, 361, 2)
    ev = tr["deals"][5]["events"]
    ev[1], ev[2] = ev[2], ev[1]
    print("bid-out-of-turn-3p.json deal 5 event 1 seat", ev[1]["seat"], "due", ev[2]["seat"])
    write("bid-out-of-turn-3p.json", tr)
    summary("bid-out-of-turn-3p.json", m)

    # --- bid above the cards in hand (4p, round 7: 4 cards) ---
    tr, m = session(4, 471, 1)
    d, mm = tr["deals"][6], m[6]
    ev = d["events"]
    # seat bidding third says 5 (4 cards in hand); rescore that seat and its totals
    k = 2
    s = ev[k]["seat"]
    ev[k]["bid"] = 5
    old = mm["scores"][s]
    new = mm["tricks"][s] + mm["action"][s] - 5
    delta = new - old
    for r in range(6, 10):
        for e in tr["deals"][r]["events"]:
            if e["type"] == "score" and e["party"] == s and r == 6:
                e["points"] = new
            if e["type"] == "total" and e["party"] == s:
                e["points"] += delta
    for r in range(6, 10):
        m[r]["totals"][s] += delta
    print("bid-above-hand-4p.json deal 6 event", k, "seat", s, "tricks", mm["tricks"][s],
          "old score", old, "new", new)
    write("bid-above-hand-4p.json", tr)
    summary("bid-above-hand-4p.json", m)

    # --- wrong round score (5p, round 8); totals follow the written score ---
    tr, m = session(5, 581, 0)
    ev = tr["deals"][7]["events"]
    nb = 5 + 5 * 3
    sev = ev[nb + 2]
    s = sev["party"]
    right = sev["points"]
    sev["points"] = right + 15 if right < 0 else right - 15
    delta = sev["points"] - right
    for r in range(7, 10):
        for e in tr["deals"][r]["events"]:
            if e["type"] == "total" and e["party"] == s:
                e["points"] += delta
    print("wrong-score-5p.json deal 7 event", nb + 2, "seat", s, "right", right, "written", sev["points"])
    write("wrong-score-5p.json", tr)
    summary("wrong-score-5p.json", m)

    # --- wrong running total (6p, round 4); later totals built on the slip ---
    tr, m = session(6, 641, 5)
    ev = tr["deals"][3]["events"]
    nb = 6 + 6 * 7
    tev = ev[nb + 6 + 3]
    assert tev["type"] == "total"
    s = tev["party"]
    right = tev["points"]
    tev["points"] += 10
    for r in range(4, 10):
        for e in tr["deals"][r]["events"]:
            if e["type"] == "total" and e["party"] == s:
                e["points"] += 10
    print("wrong-total-6p.json deal 3 event", nb + 9, "seat", s, "right", right, "written", tev["points"])
    write("wrong-total-6p.json", tr)
    summary("wrong-total-6p.json", m)
    json.dump({k: [{"bids": x["bids"], "tricks": x["tricks"], "scores": x["scores"],
                    "totals": x["totals"]} for x in v] for k, v in report.items()},
              sys.stderr)


if __name__ == "__main__":
    main()
