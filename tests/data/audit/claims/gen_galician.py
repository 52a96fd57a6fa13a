"""Galician Tarok claim transcripts (G09-G12)."""
import random

from common import write, ev_play
from galician_model import State, deck, endings, is_tarock, value

PLAYERS = ["Adam", "Bożena", "Czesław"]


def make(rng, dealer):
    d = deck()
    rng.shuffle(d)
    talon = d[:6]
    hands = [sorted(d[6 + 12 * i: 18 + 12 * i]) for i in range(3)]
    f = (dealer + 1) % 3
    took = talon[:3]
    full = hands[f] + took
    cand = sorted([c for c in full if not is_tarock(c) and c[0] != "K"], key=value)
    if len(cand) < 3:
        return None
    disc = cand[:3]
    after = [list(h) for h in hands]
    after[f] = [c for c in full if c not in disc]
    return hands, talon, took, disc, after, f


def random_play(rng, st, ntricks):
    plays = []
    for _ in range(ntricks * 3):
        seat = st.to_play()
        c = rng.choice(st.legal())
        st.play(c)
        plays.append((seat, c))
    return plays


def build(dealer, hands, talon, took, disc, f, plays, pays, note, overrides=None):
    ev = [
        {"type": "bid", "seat": f, "bid": "three"},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "take", "seat": f, "cards": took},
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "announce", "seat": f, "items": []},
        {"type": "announce", "seat": (f + 1) % 3, "items": []},
        {"type": "announce", "seat": (f + 2) % 3, "items": []},
    ]
    for seat, c in plays:
        ev.append(ev_play(seat, c))
    for i, (a, b, amt, r) in enumerate(pays):
        if overrides and i in overrides:
            amt = overrides[i]
        e = {"type": "payment", "from": a, "to": b, "amount": amt, "reason": r}
        if i == 0:
            e["note"] = note
        ev.append(e)
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": PLAYERS,
        "meta": {"audit": "claims"},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
    }


def search(dealer, left, seed0, want):
    for seed in range(seed0, seed0 + 200000):
        rng = random.Random(seed)
        m = make(rng, dealer)
        if not m:
            continue
        hands, talon, took, disc, after, f = m
        rest = talon[3:]
        st = State(after, f, f, disc, rest)
        plays = random_play(rng, st, 12 - left)
        res = endings(st)
        if any(s.helper_premium for s in res.values()):
            continue
        if want(st, res):
            return seed, m, plays, st, res
    raise SystemExit("none")


def show(name, seed, st, res):
    print(name, seed, "left", st.hands, "leader", st.leader, "player", st.player)
    for k, s in res.items():
        print("   pp", s.pp, "last", s.last, k)


def main():
    # G09: forced last trick won by the player's pagat (silent ultimo)
    def w9(st, res):
        if len(res) != 1:
            return False
        (s,) = res.values()
        w, tr = s.last
        return w == st.player and [c for x, c in tr if x == w][0] == "T1" and abs(s.pp - 33) > 3
    seed, m, plays, st, res = search(0, 1, 100, w9)
    show("G09", seed, st, res)
    (s,) = res.values()
    hands, talon, took, disc, after, f = m
    write("09-galician-forced-last-trick.json", build(0, hands, talon, took, disc, f, plays, s.result(),
          "One card each left; Bożena showed the pagat and the last trick was not played."))

    # G10: three tricks left, every ending the same
    def w10(st, res):
        if len(res) != 1:
            return False
        return sum(len(set(h)) > 1 for h in st.hands) >= 3 and sum(len({c[-1] if not is_tarock(c) else 'T' for c in h}) > 1 for h in st.hands) >= 2
    seed, m, plays, st, res = search(1, 3, 5000, w10)
    show("G10", seed, st, res)
    (s,) = res.values()
    hands, talon, took, disc, after, f = m
    write("10-galician-claim-all-endings-equal.json", build(1, hands, talon, took, disc, f, plays, s.result(),
          "The player claimed the last three tricks and showed his hand; the helpers conceded."))

    # G11: three tricks left, endings differ (game won or lost); the claim recorded
    def w11(st, res):
        return len({tuple(sorted(k, key=str)) for k in res}) >= 2 and len({s.pp > 33 for s in res.values()}) == 2
    seed, m, plays, st, res = search(2, 3, 9000, w11)
    show("G11", seed, st, res)
    hands, talon, took, disc, after, f = m
    best = max(res.values(), key=lambda s: s.pp)
    write("11-galician-claim-open-ending.json", build(2, hands, talon, took, disc, f, plays, best.result(),
          "The player claimed the rest; the helpers threw their cards in without playing, and the game was paid as claimed."))

    # G12: two tricks left, every ending the same; the game payment recorded wrong
    def w12(st, res):
        if len(res) != 1:
            return False
        return sum(len(set(h)) > 1 for h in st.hands) >= 2
    seed, m, plays, st, res = search(0, 2, 13000, w12)
    show("G12", seed, st, res)
    (s,) = res.values()
    hands, talon, took, disc, after, f = m
    pays = s.result()
    write("12-galician-claim-wrong-game.json", build(0, hands, talon, took, disc, f, plays, pays,
          "The last two tricks were claimed and not played; the game was paid as the table counted it.",
          {1: pays[1][2] + 3}))
    print("G12 pays", pays, "override index 1 ->", pays[1][2] + 3)


if __name__ == "__main__":
    main()
