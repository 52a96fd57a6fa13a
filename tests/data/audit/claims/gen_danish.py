"""Danish Tarok claim transcripts (D05-D08)."""
import random

from common import write, ev_play
from danish_model import State, deck, declarations, endings, net, suit, value, is_king, NTRICKS

PLAYERS = ["Agnieszka", "Bartek", "Celina"]
POOLS = {"pagat_pool": 60, "king_pool": 75}


def make_deal(rng, dealer):
    while True:
        d = deck()
        rng.shuffle(d)
        hands = [None, None, None]
        pos = 0
        for s in range(3):
            n = 28 if s == dealer else 25
            hands[s] = sorted(d[pos:pos + n])
            pos += n
        # the dealer lays away three plain pips (no honour, no trump, no king)
        pips = [c for c in hands[dealer] if c[0] != "T" and c != "JOKER" and value(c) == 0]
        if len(pips) < 3:
            continue
        skat = rng.sample(pips, 3)
        after = [list(h) for h in hands]
        for c in skat:
            after[dealer].remove(c)
        if any(declarations(h) for h in after):
            continue
        return hands, after, skat


def random_play(rng, st, ntricks):
    plays = []
    while st.trickno <= ntricks:
        seat = st.to_play()
        leg = st.legal()
        # keep the Joker out of the last three tricks: play it early when allowed
        if "JOKER" in leg and st.trickno >= 15:
            c = "JOKER"
        else:
            c = rng.choice(leg)
        named = None
        if c == "JOKER" and not st.trick:
            named = rng.choice("HDSC")
            # a Joker lead is avoided: pick again
            others = [x for x in leg if x != "JOKER"]
            if others:
                c, named = rng.choice(others), None
        before = len(st.pays)
        st.play(c, named)
        plays.append(("play", seat, c, named))
        for p in st.pays[before:]:
            plays.append(("pay",) + p)
    return plays


def build(dealer, hands, skat, plays, final_pays, note, overrides=None):
    events = []
    events.append({"type": "payment", "from": dealer, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"})
    events.append({"type": "payment", "from": dealer, "to": "king_pool", "amount": 5, "reason": "deal_fee"})
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    for k in range(3):
        events.append({"type": "declare", "seat": (dealer + k) % 3, "items": []})
    for p in plays:
        if p[0] == "play":
            events.append(ev_play(p[1], p[2], p[3]))
        else:
            events.append({"type": "payment", "from": p[1], "to": p[2], "amount": p[3], "reason": p[4]})
    first = True
    for i, (f, t, a, r) in enumerate(final_pays):
        if overrides and i in overrides:
            a = overrides[i]
        e = {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}
        if first:
            e["note"] = note
            first = False
        events.append(e)
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "start": {"pools": dict(POOLS)},
        "meta": {"audit": "claims"},
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }


def search(dealer, stop_after, seed0, want):
    for seed in range(seed0, seed0 + 100000):
        rng = random.Random(seed)
        hands, after, skat = make_deal(rng, dealer)
        pools = dict(POOLS)
        pools["pagat_pool"] += 5
        pools["king_pool"] += 5
        st = State(after, dealer, pools, skat)
        try:
            plays = random_play(rng, st, stop_after)
        except AssertionError:
            continue
        if any("JOKER" in h for h in st.hands):
            continue
        try:
            res = endings(st)
        except AssertionError:
            continue
        if want(st, res):
            return seed, hands, skat, plays, st, res
    raise SystemExit("none")


def describe(st, res):
    print("  left", st.hands, "leader", st.leader, "trick", st.trickno, "pools", st.pools)
    for k, s in res.items():
        print("   ending: last trick", s.last_trick, "points", s.points)
        for p in k:
            pass
        print("   pays after stop", s.pays[len(st.pays):])
        print("   net", net(s.pays[len(st.pays):]))


def main():
    # D05: forced last trick, a king in it that loses: king przydupek
    def want5(st, res):
        if len(res) != 1:
            return False
        (s,) = res.values()
        return any(p[3] == "king_przydupek" for p in s.pays) and min(s.ntricks) > 0
    seed, hands, skat, plays, st, res = search(0, NTRICKS - 1, 100, want5)
    (s,) = res.values()
    print("D05 seed", seed); describe(st, res)
    write("05-danish-forced-last-trick.json", build(0, hands, skat, plays, s.pays[len(st.pays):],
          "Bartek said the last trick was forced and the three laid their last cards face up without playing them."))

    # D06: 3 tricks left, every ending the same, someone has a real choice
    def want6(st, res):
        if len(res) != 1:
            return False
        (s,) = res.values()
        if min(s.ntricks) == 0:
            return False
        return sum(len(set(st.legal_all(seat))) > 1 for seat in range(3)) >= 1 if hasattr(st, "legal_all") else sum(len(h) > 1 for h in st.hands) == 3
    def want6b(st, res):
        if len(res) != 1:
            return False
        (s,) = res.values()
        if min(s.ntricks) == 0:
            return False
        # at least two hands not all of one suit (choices exist)
        return sum(len({suit(c) for c in h}) > 1 for h in st.hands) >= 2
    seed, hands, skat, plays, st, res = search(1, NTRICKS - 3, 2000, want6b)
    (s,) = res.values()
    print("D06 seed", seed); describe(st, res)
    write("06-danish-claim-all-endings-equal.json", build(1, hands, skat, plays, s.pays[len(st.pays):],
          "Celina claimed the last three tricks and showed her hand; the others threw in."))

    # D07: 2 tricks left, endings differ; recorded as claimed
    def want7(st, res):
        return len(res) >= 2 and all(min(x.ntricks) > 0 for x in res.values())
    seed, hands, skat, plays, st, res = search(2, NTRICKS - 2, 4000, want7)
    print("D07 seed", seed); describe(st, res)
    keys = sorted(res)
    s = res[keys[0]]
    write("07-danish-claim-open-ending.json", build(2, hands, skat, plays, s.pays[len(st.pays):],
          "Agnieszka claimed and the others conceded without playing the last two tricks; paid as she announced."))

    # D08: 2 tricks left, every ending the same; the card-points payment recorded wrong
    seed, hands, skat, plays, st, res = search(0, NTRICKS - 2, 6000, want6b)
    (s,) = res.values()
    print("D08 seed", seed); describe(st, res)
    fin = s.pays[len(st.pays):]
    idx = [i for i, p in enumerate(fin) if p[3] == "card_points"][0]
    write("08-danish-claim-wrong-card-points.json", build(0, hands, skat, plays, fin,
          "Celina claimed the last two tricks with JC and T4; not played out.", {idx: fin[idx][2] + 5}))
    print("D08 override index", idx, fin[idx])

    # D24 (added in phase 2, to make the forced-rest gap of 05 show as a finding): the deal of 05,
    # the king pool's doubling written as 75 (its content before the deal fee) instead of 80
    seed, hands, skat, plays, st, res = search(0, NTRICKS - 1, 100, want5)
    (s,) = res.values()
    fin = s.pays[len(st.pays):]
    idx = [i for i, p in enumerate(fin) if p[1] == "king_pool"][0]
    write("24-danish-forced-wrong-przydupek.json", build(0, hands, skat, plays, fin,
          "Bartek said the last trick was forced and the three laid their last cards face up without playing them.",
          {idx: fin[idx][2] - 5}))
    print("D24 override index", idx, fin[idx])


if __name__ == "__main__":
    main()
