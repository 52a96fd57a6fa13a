"""Scenarios of gd-spec10: one function per transcript."""
import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from gen import Session, default_discard
from model import is_tarock, suit, rank, beats, trick_winner, KINGS, TRULL

SUMMARY = []
PL3 = ["Antoni", "Bronisława", "Cyprian"]
PL4 = ["Antoni", "Bronisława", "Cyprian", "Dorota"]
PL5 = ["Antoni", "Bronisława", "Cyprian", "Dorota", "Eugeniusz"]


def done(sess, fname, note):
    sess.write(fname, note)
    SUMMARY.append(f"== {fname}")
    SUMMARY.extend(sess.summary)
    for i, e in enumerate(sess.expected):
        SUMMARY.append(f"   deal {i} net {e}")
    SUMMARY.append(f"   pool after: {sess.pool}")


def noprem(o):
    return not o["prem"]


def tarocks_items(hand, nt):
    return [{"kind": "tarocks", "count": nt}] if nt in (10, 11, 12) else None


def has_pagat(i):
    return lambda hands, talon, order: "T1" in hands[order[i]]


def no_pagat(*idx):
    return lambda hands, talon, order: all("T1" not in hands[order[i]] for i in idx)


def colours_only(hand, cnt):
    cols = [c for c in hand if not is_tarock(c) and c not in KINGS]
    if len(cols) < cnt:
        return None
    return sorted(cols, key=lambda c: (rank(c), c))[:cnt]


def revoke_hook(role, min_trick=1):
    """role 'P': the player trumps a colour lead though holding the colour (§23); 'H': a helper."""
    def choose(pl, seat, trick, tno, opts):
        if pl.flags.get("revoke") or not trick or tno < min_trick:
            return None
        if (role == "P") != (seat == pl.player):
            return None
        led = suit(trick[0][1])
        if led == "T":
            return None
        hand = pl.hands[seat]
        if not any(suit(c) == led for c in hand):
            return None
        tar = sorted([c for c in hand if is_tarock(c) and c != "T1"], key=rank)
        if not tar:
            return None
        best = dict(trick)[trick_winner(trick)]
        win = [c for c in tar if beats(c, best)]
        card = (win or tar)[0]
        pl.flags["revoke"] = (tno, seat, card)
        return card
    return choose


def pagat_early_hook(min_trick=3):
    def choose(pl, seat, trick, tno, opts):
        if pl.flags.get("early") or trick or seat != pl.player or tno < min_trick or tno == 11:
            return None
        if "T1" in pl.hands[seat] and len(pl.hands[seat]) > 1:
            pl.flags["early"] = (tno, seat)
            return "T1"
        return None
    return choose


# ---------------------------------------------------------------------------
def f01():
    """4 players: the dealer is the king, sits out of the play, shares every payment (§8, §17, §20)."""
    s = Session(PL4, record="payments")
    s.deal(dict(name="01a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0,
                level="three", want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="01b", dealer=1, auction=[(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")],
                player=0, level="bottom", want=lambda o: o["pts"] <= 33 and noprem(o)))
    s.deal(dict(name="01c", dealer=2, auction=[(0, "pass"), (1, "pass"), (2, "pass")], allpass=True))
    s.deal(dict(name="01d", dealer=3, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                announce={2: tarocks_items},
                want=lambda o: o["pts"] <= 33 and o["prem"] == [("tarocks", -50)]))
    done(s, "01-four-players-king.json", "Four at the table: the dealer is the king (hand []), pays and is paid like a helper.")


def f02():
    """5 players: one sits out a whole round of four deals (§8); the dealer is king."""
    s = Session(PL5, record="scores+totals")
    s.deal(dict(name="02a", dealer=0, sitter=4, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0,
                level="three", want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="02b", dealer=1, sitter=4, auction=[(0, "pass"), (1, "two"), (2, "pass")], player=1,
                level="two", rejects=1, want=lambda o: o["pts"] <= 33 and noprem(o)))
    s.deal(dict(name="02c", dealer=2, sitter=4, auction=[(0, "pass"), (1, "pass"), (2, "pass")], allpass=True))
    s.deal(dict(name="02d", dealer=3, sitter=4, auction=[(0, "one"), (1, "pass"), (2, "pass")], player=0,
                level="one", doubles=[(1, "game", 2)], force={"a0": ["SKIZ", "T21", "T20", "T19"]},
                want=lambda o: o["pts"] >= 34 and noprem(o)))
    done(s, "02-five-players-sit-out.json", "Five players: Eugeniusz sits out the round of four deals (dealers Antoni..Dorota); the dealer is king. Sheet: each deal's net and running totals, the pool included.")


def f03():
    """Threes: bottom (spód), top (wierzch), hold (sam); the 3rd, 4th and 5th three (§10, §16)."""
    s = Session(PL3, record="payments")
    s.deal(dict(name="03a", dealer=0, auction=[(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "top"),
                                              (0, "hold"), (1, "pass")],
                player=0, level="top", rejects=1, want=lambda o: o["pts"] <= 33 and noprem(o)))
    s.deal(dict(name="03b", dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                rejects=2, want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="03c", dealer=2, auction=[(0, "pass"), (1, "three"), (2, "bottom"), (1, "pass")], player=2,
                level="bottom", want=lambda o: o["pts"] <= 33 and noprem(o)))
    s.deal(dict(name="03d", dealer=0, auction=[(0, "pass"), (1, "three"), (2, "bottom"), (1, "hold"), (2, "top"),
                                              (1, "pass")],
                player=2, level="top", rejects=2, force={"a2": ["SKIZ", "T21", "T20"]},
                want=lambda o: o["pts"] >= 34 and noprem(o)))
    done(s, "03-threes-bottom-top.json", "Threes: the top three held and the fourth taken (lost x4); the third three after two refusals (won once); bottom lost x2; the fifth three (won once).")


def f04():
    s = Session(PL3, record="payments")
    s.deal(dict(name="04a", dealer=0, auction=[(0, "pass"), (1, "two"), (2, "pass")], player=1,
                level="two", rejects=3, want=lambda o: o["pts"] == 23 and noprem(o)))
    s.deal(dict(name="04b", dealer=1, auction=[(0, "three"), (1, "two"), (2, "pass"), (0, "pass")], player=1,
                level="two", rejects=3, force={"a1": ["SKIZ", "T21", "T20", "T19", "T18"]},
                want=lambda o: o["pts"] == 43 and noprem(o)))
    done(s, "04-fourth-two-paragraph18.json", "Both deals are §18's worked example: the fourth two bought; won with 43 points (80), lost 10 points short (80 x 4 = 320).")


def f05():
    s = Session(PL3, record="scores")
    s.deal(dict(name="05a", dealer=0, auction=[(0, "one"), (1, "pass"), (2, "pass")], player=0, level="one",
                rejects=4, force={"a0": ["SKIZ", "T21", "T20"]}, want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="05b", dealer=1, auction=[(0, "pass"), (1, "three"), (2, "one"), (1, "pass")], player=2,
                level="one", rejects=2, want=lambda o: o["pts"] <= 33 and noprem(o)))
    s.deal(dict(name="05c", dealer=2, auction=[(0, "two"), (1, "one"), (2, "pass"), (0, "hold"), (1, "solo"),
                                              (0, "pass")],
                player=1, level="solo", force={"a1": ["SKIZ", "T21", "T20", "T19", "T18", "T17"]},
                want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="05d", dealer=0, auction=[(0, "solo"), (1, "pass"), (2, "pass")], player=0, level="solo",
                doubles=[(2, "game", 2)], want=lambda o: o["pts"] <= 33 and noprem(o)))
    done(s, "05-ones-and-solo.json", "Ones: the fifth one (won), the third one (lost x3); solo held over one and won (the talon to the helpers); solo with contra lost.")


def f06():
    s = Session(PL4, record="payments")

    def disc_one_tarock(hand, cnt):
        nt = sum(1 for c in hand if is_tarock(c))
        if nt != 11:
            return None
        cols = [c for c in hand if not is_tarock(c) and c not in KINGS]
        if len(cols) < 2:
            return None
        cols.sort(key=lambda c: (rank(c), c))
        low = sorted([c for c in hand if is_tarock(c) and c not in TRULL], key=rank)[0]
        return [low] + cols[:2]

    s.deal(dict(name="06a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                discard=disc_one_tarock, shown=True, announce={0: tarocks_items},
                want=lambda o: o["pts"] >= 34 and o["prem"] == [("tarocks", 50)]))
    s.deal(dict(name="06b", dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                announce={2: tarocks_items}, force={"a2": ["T%d" % i for i in range(2, 13)]},
                want=lambda o: o["pts"] <= 33 and o["prem"] == [("tarocks", -100)]))
    s.deal(dict(name="06c", dealer=2, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                announce={0: tarocks_items}, force={"a0": ["T%d" % i for i in range(2, 12)]}, discard=colours_only,
                want=lambda o: o["pts"] <= 33 and o["prem"] == [("tarocks", 100)]))
    done(s, "06-tarocks-announced-4p.json", "Tarocks announced (§20, §22): ten with a tarock laid away and shown; a helper's eleven paid to both helpers and the king; the player's eleven paid to him although he loses the game.")


def f07():
    s = Session(PL3, record="payments")
    s.deal(dict(name="07a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": ["SKIZ", "T21", "T1", "T20", "T19", "T18"]}, announce={0: [{"kind": "trull"}]},
                keep_pagat=True, want=lambda o: o["pts"] >= 34 and o["prem"] in ([("trull", 100)], [("trull", 100), ("pagat_ultimo", 50)])))
    s.deal(dict(name="07b", dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                force={"a1": ["KH", "KD", "KS", "KC", "SKIZ"]}, announce={1: [{"kind": "four_kings"}]},
                want=lambda o: o["pts"] >= 34 and o["prem"] == [("four_kings", -200)]))
    s.deal(dict(name="07c", dealer=2, auction=[(0, "two"), (1, "pass"), (2, "pass")], player=0, level="two",
                force={"a0": ["KH", "KD", "KS", "KC", "SKIZ", "T21", "T20", "T19"], "talon_pos": [None, None, None, None, "T1", None]},
                announce={0: [{"kind": "four_kings"}]},
                want=lambda o: o["pts"] >= 34 and o["prem"] == [("four_kings", 200)]))
    s.deal(dict(name="07d", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": ["SKIZ", "T21", "T1"]}, announce={0: [{"kind": "trull"}]},
                keep_pagat=True, want=lambda o: o["pts"] <= 33 and o["prem"] == [("trull", -100)]))
    done(s, "07-trull-four-kings.json", "Trull announced and made (100); four kings announced and failed (200 paid); four kings announced and made (200); trull announced and failed (100 paid).")


def f08():
    s = Session(PL3, record="payments", start={"pools": {"pool": 60}})
    s.deal(dict(name="08a", dealer=2, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": ["T1", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"]},
                announce={0: [{"kind": "pagat_ultimo"}]},
                want=lambda o: o["pts"] >= 34 and o["ultimo"] and o["prem"] == [("pagat_ultimo", 100)]))
    s.deal(dict(name="08b", dealer=0, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                force={"a1": ["T1", "SKIZ", "T21", "T20"]}, announce={1: [{"kind": "pagat_ultimo"}]},
                want=lambda o: o["pts"] >= 34 and not o["ultimo"] and o["prem"] == [("pagat_ultimo", -100)]))
    s.deal(dict(name="08c", dealer=1, auction=[(0, "pass"), (1, "pass"), (2, "three")], player=2, level="three",
                force={"a2": ["T1", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"]}, keep_pagat=True,
                want=lambda o: o["pts"] >= 34 and o["ultimo"] and o["prem"] == [("pagat_ultimo", 50)]))
    done(s, "08-pagat-ultimo-pool.json", "Pool carried in at 60. Announced ultimo made: 100 from each and the pool; the pool founded again; announced ultimo failed: 100 to each and the pool's content paid into it; silent ultimo: 50.")


def f09():
    s = Session(PL3, record="payments")
    strong = ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "KH", "KD", "KS"]
    s.deal(dict(name="09a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": strong[:10]}, want=lambda o: o["volat"] and noprem(o)))
    s.deal(dict(name="09b", dealer=1, auction=[(0, "pass"), (1, "one"), (2, "pass")], player=1, level="one",
                force={"a1": strong[:11]}, announce={1: [{"kind": "volat"}]},
                want=lambda o: o["volat"] and noprem(o)))
    s.deal(dict(name="09c", dealer=2, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": strong[:7]}, announce={0: [{"kind": "volat"}]},
                want=lambda o: (not o["volat"]) and o["pts"] >= 34 and o["prem"] == [("volat", -600)]))
    done(s, "09-volat.json", "Volat silent at three (300), announced at one and made (2 x 500), announced at three and failed (600 paid; the game won on points is paid as usual).")


def f10():
    s = Session(PL3, record="scores+totals")
    s.deal(dict(name="10a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                doubles=[(2, "game", 2)], want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="10b", dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                doubles=[(2, "game", 2), (1, "game", 4)], force={"a1": ["SKIZ", "T21"]},
                want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="10c", dealer=2, auction=[(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")], player=1,
                level="bottom", doubles=[(2, "game", 2), (1, "game", 4), (0, "game", 8)],
                want=lambda o: o["pts"] <= 33 and noprem(o)))
    s.deal(dict(name="10d", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": ["SKIZ", "T21", "T1"]}, announce={0: [{"kind": "trull"}]}, keep_pagat=True,
                doubles=[(1, "trull", 2)], want=lambda o: o["pts"] >= 34 and o["prem"] == [("trull", -200)]))
    done(s, "10-contra-chain.json", "Contra on a won game (x2); contra and recontra on a won game (§17: recontra counts only when the player loses, so x2); contra-recontra-supracontra on a lost bottom (x8 x2); contra on an announced trull that fails (200).")


def f11():
    s = Session(PL3, record="payments")
    s.deal(dict(name="11a", dealer=0, auction=[(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")], player=1,
                level="bottom", force={"a1": ["SKIZ", "T21", "T20"]}, hooks={"choose": revoke_hook("P", 2)},
                player_renonce=True, want=lambda o: 34 <= o["pts"] <= 50 and o["play"].flags.get("revoke") and noprem(o)
                and not (o["trull_p"] or o["kings_p"] or o["ultimo"])))
    done(s, "11-player-renonce-consolation.json", "The player trumps a colour lead holding the colour (§23 renonce) and loses unconditionally; he made his points, so pays only the consolation (§12, §23).")


def f12():
    s = Session(PL3, record="payments")
    s.deal(dict(name="12a", dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1,
                level="three", hooks={"choose": revoke_hook("H", 2)}, helper_renonce=True,
                want=lambda o: o["pts"] <= 33 and o["play"].flags.get("revoke") and noprem(o)))
    done(s, "12-helper-renonce.json", "A helper trumps a colour lead holding the colour (§23): the helpers lose the game unconditionally, though the player is short of 33.")


def f13():
    s = Session(PL3, record="payments")
    s.deal(dict(name="13a", dealer=2, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": ["T%d" % i for i in range(2, 12)]}, discard=colours_only,
                announce={0: lambda h, nt: [{"kind": "tarocks", "count": 10}] if nt == 11 else None},
                player_renonce=True, want=lambda o: o["pts"] >= 34 and noprem(o)))
    done(s, "13-tarocks-miscounted.json", "The player holds eleven tarocks and announces ten (§21): he loses unconditionally; made his points, so pays the consolation; the tarocks do not count.")


def f14():
    s = Session(PL3, record="payments")

    def disc_one_tarock(hand, cnt):
        nt = sum(1 for c in hand if is_tarock(c))
        if nt != 11:
            return None
        cols = [c for c in hand if not is_tarock(c) and c not in KINGS]
        if len(cols) < 2:
            return None
        cols.sort(key=lambda c: (rank(c), c))
        low = sorted([c for c in hand if is_tarock(c) and c not in TRULL], key=rank)[0]
        return [low] + cols[:2]

    s.deal(dict(name="14a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                discard=disc_one_tarock, announce={0: tarocks_items}, player_renonce=True,
                want=lambda o: o["pts"] >= 34 and noprem(o)))
    done(s, "14-tarock-laid-away-unshown.json", "The player lays away a tarock, does not show it and announces ten tarocks (§22): he loses unconditionally; made his points: the consolation.")


def f15():
    s = Session(PL3, record="payments")

    def disc_king(hand, cnt):
        ks = [c for c in hand if c in KINGS]
        cols = sorted([c for c in hand if not is_tarock(c) and c not in KINGS], key=rank)
        if not ks or len(cols) < 2:
            return None
        return [ks[0]] + cols[:2]

    s.deal(dict(name="15a", dealer=1, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                discard=disc_king, player_renonce=True, force={"a0": ["SKIZ", "T21"]},
                want=lambda o: o["pts"] >= 34 and noprem(o) and not (o["trull_p"] or o["kings_p"] or o["ultimo"])))
    done(s, "15-king-laid-away.json", "The player lays a king away (§13): he loses unconditionally; made his points: the consolation.")


def f16():
    s = Session(PL3, record="payments")
    s.deal(dict(name="16a", dealer=0, auction=[(0, "tape"), (1, "three"), (2, "pass_volat"), (0, "two"), (1, "pass")],
                player=0, level="two", hands_ok=lambda h, t, o: "T1" in h[o[2]],
                want=lambda o: noprem(o)))
    done(s, "16-pass-volat-holding-pagat.json", "The third seat says 'pass volat' holding the pagat (§28: 'nie wolno'); the forehand, who said tape, defends the pool with a two.")


def f17():
    s = Session(PL3, record="scores+totals")
    s.deal(dict(name="17a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                want=lambda o: o["pts"] >= 34 and noprem(o)))
    s.deal(dict(name="17b", dealer=1, auction=[(0, "pass"), (1, "pass"), (2, "pass")], allpass=True))
    s.deal(dict(name="17c", dealer=2, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                force={"a1": ["T1", "SKIZ", "T21"]}, announce={1: [{"kind": "pagat_ultimo"}]},
                want=lambda o: not o["ultimo"] and o["prem"] == [("pagat_ultimo", -100)]))
    s.deal(dict(name="17d", dealer=0, auction=[(0, "tape"), (1, "three"), (2, "pass_volat"), (0, "two"), (1, "pass")],
                player=0, level="two", hands_ok=no_pagat(0, 2),
                want=lambda o: noprem(o)))
    s.deal(dict(name="17e", dealer=1, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": ["T1", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"]},
                announce={0: [{"kind": "pagat_ultimo"}]},
                want=lambda o: o["ultimo"] and o["prem"] == [("pagat_ultimo", 100)]))
    s.deal(dict(name="17f", dealer=2, auction=[(0, "tape"), (1, "three"), (2, "pass"), (0, "pass")], player=1,
                level="three", hands_ok=lambda h, t, o: "T1" in h[o[2]], want=lambda o: noprem(o)))
    s.deal(dict(name="17g", dealer=0, auction=[(0, "pass"), (1, "three"), (2, "pass")], player=1, level="three",
                force={"a1": ["T1", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"]}, keep_pagat=True,
                want=lambda o: o["ultimo"] and o["prem"] == [("pagat_ultimo", 50)]))
    s.deal(dict(name="17h", dealer=1, auction=[(0, "pass"), (1, "pass"), (2, "pass")], allpass=True))
    done(s, "17-pool-session.json", "Eight deals of the pool (żydek): founded, fed by the 10% and the pass fees, doubled by a failed ultimo, won by an ultimo, founded again; tape/pass-volat defence. Sheet: each deal's net, running totals, the pool's line.")


def f18():
    s = Session(PL4, record="payments")

    def mut(dj, out):
        # the recorder pays the king half of what the helpers get
        for e in dj["events"]:
            if e["type"] == "payment" and e.get("reason") == "game" and e["to"] == out["king"]:
                e["amount"] = e["amount"] / 2
                e["amount"] = int(e["amount"]) if e["amount"] == int(e["amount"]) else e["amount"]
                break
    s.deal(dict(name="18a", dealer=2, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                want=lambda o: o["pts"] <= 33 and noprem(o), mutate=mut))
    done(s, "18-king-paid-half.json", "Four at the table; the player loses and the recorder pays the king (dealer) only half of a helper's amount.")


def f19():
    s = Session(PL3, record="payments", start={"pools": {"pool": 45}})
    s.deal(dict(name="19a", dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                announce={0: [{"kind": "pagat_ultimo"}]}, doubles=[("PAGAT", "pagat_ultimo", 2)],
                hands_ok=lambda h, t, o: "T1" in h[o[1]] or "T1" in h[o[2]],
                force={"a0": ["SKIZ", "T21", "T20"]},
                want=lambda o: o["pts"] >= 34 and o["prem"] == [("pagat_ultimo", -200)]))
    done(s, "19-ultimo-without-pagat.json", "§27b: the player announces ultimo without the pagat; its holder answers 'contra ultimo'. No renonce: the player's game counts, the ultimo is lost double, the pool paid once.")


def f20():
    s = Session(PL3, record="payments", start={"pools": {"pool": 80}})
    s.deal(dict(name="20a", dealer=1, auction=[(0, "three"), (1, "pass"), (2, "pass")], player=0, level="three",
                force={"a0": ["T1", "SKIZ", "T21", "T20", "T19"]}, announce={0: [{"kind": "pagat_ultimo"}]},
                hooks={"choose": pagat_early_hook(3)},
                want=lambda o: o["pts"] >= 34 and o["play"].flags.get("early") and o["prem"] == [("pagat_ultimo", -100)]))
    done(s, "20-pagat-given-early.json", "§6: with ultimo announced the player leads the pagat in the fifth trick though he has other cards ('nie wolno'); the ultimo is lost: 100 to each and the pool's content.")


ALL = ["f01", "f02", "f03", "f04", "f05", "f06", "f07", "f08", "f09", "f10", "f11", "f12", "f13", "f14", "f15",
       "f16", "f17", "f18", "f19", "f20"]

if __name__ == "__main__":
    for name in (sys.argv[1:] or ALL):
        globals()[name]()
    out = "\n".join(SUMMARY)
    print(out)
    if not sys.argv[1:]:
        open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen-summary.txt"), "w").write(out + "\n")
