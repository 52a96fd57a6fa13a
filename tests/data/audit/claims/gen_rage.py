"""Rage claim transcripts (R01-R04)."""
import random

from common import write, ev_play
from rage_model import State, deck, endings, is_colour

PLAYERS = ["Anička", "Bohouš", "Katka", "Dalibor"]
N = 4
LOG = []


def deal(rng, ncards, dealer):
    d = deck()
    rng.shuffle(d)
    hands = [sorted(d[i * ncards:(i + 1) * ncards]) for i in range(N)]
    stock = d[N * ncards:]
    return hands, stock


def random_play(rng, st, ntricks):
    plays = []
    for _ in range(ntricks * N):
        seat = st.to_play()
        c = rng.choice(st.legal())
        named = None
        if c == "WILD":
            named = rng.choice("RBGYPO")
        st.play(c, named)
        plays.append((seat, c, named))
    return plays


def build(rnd, dealer, hands, stock, bids, plays, scores, start_totals, note, score_override=None):
    events = []
    for k in range(N):
        s = (dealer + 1 + k) % N
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    for seat, c, named in plays:
        events.append(ev_play(seat, c, named))
    sc = list(scores)
    if score_override:
        for s, v in score_override.items():
            sc[s] = v
    first = True
    for s in range(N):
        e = {"type": "score", "party": s, "points": sc[s]}
        if first:
            e["note"] = note
            first = False
        events.append(e)
    for s in range(N):
        events.append({"type": "total", "party": s, "points": start_totals[s] + sc[s]})
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "start": {"round": rnd, "totals": start_totals},
        "meta": {"audit": "claims"},
        "deals": [{"dealer": dealer, "hands": hands, "talon": stock, "events": events}],
    }


def search(kind, rnd, dealer, stop_left, seed0, want):
    ncards = 11 - rnd
    for seed in range(seed0, seed0 + 200000):
        rng = random.Random(seed)
        hands, stock = deal(rng, ncards, dealer)
        bids = [rng.randint(0, min(2, ncards)) for _ in range(N)]
        st = State(hands, stock, (dealer + 1) % N, bids)
        plays = random_play(rng, st, ncards - stop_left)
        res = endings(st)
        if want(st, res, plays, hands, stock):
            return seed, hands, stock, bids, plays, st, res
    raise SystemExit("no deal for " + kind)


def main():
    start = [34, 12, 27, 5]
    out = {}

    # R01: round 8 (3 cards), stopped with one card each; the last trick holds an action card
    def want1(st, res, plays, hands, stock):
        rest = [h[0] for h in st.hands]
        return any(not is_colour(c) for c in rest) and any(c == "CHANGE" for c in rest) and len({c for c in rest if not is_colour(c)}) == 1
    seed, hands, stock, bids, plays, st, res = search("R01", 8, 1, 1, 1000, want1)
    (scores,) = res
    out["R01"] = (seed, st.hands, st.trump, bids, scores, res)
    write("01-rage-forced-last-trick.json", build(8, 1, hands, stock, bids, plays, scores, start,
          "Katka showed her last card and said the last trick was forced; the cards were not played out."))

    # R02: round 7 (4 cards), stopped with 2 tricks left, every ending the same, not forced
    def want2(st, res, plays, hands, stock):
        if len(res) != 1:
            return False
        # some seat has a real choice in the rest
        return all(len(h) == 2 for h in st.hands) and sum(len(set(h)) == 2 for h in st.hands) >= 3 and all(is_colour(c) for h in st.hands for c in h)
    seed, hands, stock, bids, plays, st, res = search("R02", 7, 2, 2, 5000, want2)
    (scores,) = res
    out["R02"] = (seed, st.hands, st.trump, bids, scores, res)
    write("02-rage-claim-all-endings-equal.json", build(7, 2, hands, stock, bids, plays, scores, start,
          "Dalibor laid his hand down and claimed the last two tricks; not played out."))

    # R03: round 8, stopped with 2 tricks left, endings differ; the record writes the claimed line
    def want3(st, res, plays, hands, stock):
        return len(res) >= 2 and all(is_colour(c) for h in st.hands for c in h)
    seed, hands, stock, bids, plays, st, res = search("R03", 8, 3, 2, 9000, want3)
    claimed = sorted(res)[0]
    out["R03"] = (seed, st.hands, st.trump, bids, claimed, res)
    write("03-rage-claim-open-ending.json", build(8, 3, hands, stock, bids, plays, claimed, start,
          "Anička showed G3 and P10 and said she would lead G3 and Bohouš would take the last two tricks; nobody played on, and the sheet was written as she announced."))

    # R04: round 8, open ending; seat 1's score is one no ending gives
    def want4(st, res, plays, hands, stock):
        if len(res) < 2 or not all(is_colour(c) for h in st.hands for c in h):
            return False
        vals1 = {r[1] for r in res}
        return len(vals1) >= 2
    seed, hands, stock, bids, plays, st, res = search("R04", 8, 0, 2, 13000, want4)
    claimed = sorted(res)[-1]
    vals1 = sorted({r[1] for r in res})
    wrong = claimed[1] + 1
    while wrong in vals1:
        wrong += 1
    out["R04"] = (seed, st.hands, st.trump, bids, claimed, res, wrong)
    write("04-rage-claim-impossible-score.json", build(8, 0, hands, stock, bids, plays, claimed, start,
          "Anička said she would lead R6 and let Bohouš trump it, then take the last trick with B10; the sheet was written without playing on.", {1: wrong}))
    for k, v in out.items():
        print(k, v)


if __name__ == "__main__":
    main()
