"""Ulti claim transcripts (U13-U16)."""
import random

from common import write, ev_play
from ulti_model import State, deck, endings, pts, suit

PLAYERS = ["Anna", "Béla", "Csilla"]


def make(rng, dealer):
    d = deck()
    rng.shuffle(d)
    f = (dealer + 1) % 3
    hands = [None] * 3
    pos = 0
    for s in [f, (f + 1) % 3, (f + 2) % 3]:
        n = 12 if s == f else 10
        hands[s] = sorted(d[pos:pos + n])
        pos += n
    full = hands[f]
    counts = {s: sum(1 for c in full if suit(c) == s) for s in "DSC"}
    trump = max(counts, key=lambda s: counts[s])
    cand = sorted([c for c in full if suit(c) != trump and pts(c) == 0 and c[0] not in "KQ"], key=lambda c: c)
    if len(cand) < 2:
        return None
    disc = rng.sample(cand, 2)
    after = [list(h) for h in hands]
    for c in disc:
        after[f].remove(c)
    marr = []
    for s in range(3):
        m = 0
        for su in "HDSC":
            if "K" + su in after[s] and "Q" + su in after[s]:
                m += 40 if su == trump else 20
        marr.append(m)
    return hands, after, disc, trump, marr, f


def marriage_items(m, after, trump):
    items = []
    for su in "HDSC":
        if "K" + su in after and "Q" + su in after:
            items.append({"kind": "marriage", "points": 40 if su == trump else 20})
    return items


def random_play(rng, st, ntricks):
    plays = []
    for _ in range(ntricks * 3):
        seat = st.to_play()
        c = rng.choice(st.legal())
        st.play(c)
        plays.append((seat, c))
    return plays


def build(dealer, hands, after, disc, trump, marr, f, plays, pays, note, overrides=None):
    ev = [
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
        {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
    ]
    seen = set()
    for seat, c in plays:
        if seat not in seen:
            seen.add(seat)
            if marr[seat]:
                ev.append({"type": "declare", "seat": seat, "items": marriage_items(marr[seat], after[seat], trump)})
        ev.append(ev_play(seat, c))
    for i, (a, b, amt, r) in enumerate(pays):
        if overrides and i in overrides:
            a, b, amt, r = overrides[i]
        e = {"type": "payment", "from": a, "to": b, "amount": amt, "reason": r}
        if i == 0:
            e["note"] = note
        ev.append(e)
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"audit": "claims"},
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }


def search(dealer, left, seed0, want):
    for seed in range(seed0, seed0 + 200000):
        rng = random.Random(seed)
        m = make(rng, dealer)
        if not m:
            continue
        hands, after, disc, trump, marr, f = m
        st = State(after, f, f, trump, disc, marr)
        plays = random_play(rng, st, 10 - left)
        try:
            res = endings(st)
        except AssertionError:
            continue
        if want(st, res):
            return seed, m, plays, st, res
    raise SystemExit("none")


def show(name, seed, m, st, res):
    print(name, seed, "trump", st.trump, "marr", st.marriages, "left", st.hands, "leader", st.leader, "decl", st.declarer)
    for k, s in res.items():
        print("   dp/fp", s.dp, s.fp, "last", s.last, k)


def main():
    # U13: forced last trick; the declarer's trump seven wins it (silent ulti) and the last 10 decides the party
    def w13(st, res):
        if len(res) != 1:
            return False
        (s,) = res.values()
        w, tr = s.last
        if not (w == st.declarer and [c for x, c in tr if x == w][0] == "7" + st.trump):
            return False
        return abs(s.dp - s.fp) <= 20 and s.dp > s.fp
    seed, m, plays, st, res = search(0, 1, 100, w13)
    show("U13", seed, m, st, res)
    (s,) = res.values()
    hands, after, disc, trump, marr, f = m
    write("13-ulti-forced-last-trick.json", build(0, hands, after, disc, trump, marr, f, plays, s.result(),
          "Béla showed his last card, the seven of trumps, and the last trick was not played out."))

    # U14: three tricks left, every ending the same
    def w14(st, res):
        if len(res) != 1:
            return False
        return sum(len(set(st_legal_any(h))) > 1 for h in st.hands) >= 2
    def st_legal_any(h):
        return h
    seed, m, plays, st, res = search(1, 3, 5000, w14)
    show("U14", seed, m, st, res)
    (s,) = res.values()
    hands, after, disc, trump, marr, f = m
    write("14-ulti-claim-all-endings-equal.json", build(1, hands, after, disc, trump, marr, f, plays, s.result(),
          "Csilla, the declarer, conceded the last three tricks and showed her cards; not played out."))

    # U15: three tricks left, endings differ in the party; recorded as claimed
    def w15(st, res):
        return len(res) >= 2 and len({k for k in res}) >= 2 and any(s.dp > s.fp for s in res.values()) and any(s.dp <= s.fp for s in res.values())
    seed, m, plays, st, res = search(2, 3, 9000, w15)
    show("U15", seed, m, st, res)
    hands, after, disc, trump, marr, f = m
    won = [s for s in res.values() if s.dp > s.fp][0]
    write("15-ulti-claim-open-ending.json", build(2, hands, after, disc, trump, marr, f, plays, won.result(),
          "The declarer claimed the party; the defenders conceded without playing the last three tricks."))

    # U16: two tricks left, endings differ; the claim was a won party but the sheet writes it lost,
    # a result another legal ending gives
    def w16(st, res):
        return any(s.dp > s.fp for s in res.values()) and any(s.dp <= s.fp for s in res.values())
    seed, m, plays, st, res = search(0, 2, 13000, w16)
    show("U16", seed, m, st, res)
    hands, after, disc, trump, marr, f = m
    lost = [s for s in res.values() if s.dp <= s.fp][0]
    write("16-ulti-claim-wrong-but-possible.json", build(0, hands, after, disc, trump, marr, f, plays, lost.result(),
          "Béla claimed the last two tricks and the party; the others agreed, but the party was written as lost."))


if __name__ == "__main__":
    main()
