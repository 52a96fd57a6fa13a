"""Generate the danish-spec4 transcripts from model.py (blind; nothing from validator/ or replays/)."""

import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import KINGS, Deal, Session, random_hands, suit  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
NAMES3 = ["Agata", "Bogdan", "Cezary"]
NAMES4 = ["Agata", "Bogdan", "Cezary", "Dorota"]
POOLS = ("pagat_pool", "king_pool")
EXPECT = {}


def reasons(dl):
    return [e.get("reason") for e in dl.events if e["type"] == "payment"]


def force(hands, seat, cards, rng):
    """Move `cards` into hands[seat], swapping out plain pip cards of that seat."""
    for c in cards:
        if c in hands[seat]:
            continue
        owner = [i for i, h in enumerate(hands) if c in h][0]
        give = [
            x
            for x in hands[seat]
            if x not in cards and x != "JOKER" and suit(x) in "HDSC" and x[:-1] not in "KQNJ"
        ]
        g = rng.choice(sorted(give))
        hands[seat].remove(g)
        hands[owner].remove(c)
        hands[seat].append(c)
        hands[owner].append(g)


def play_deal(sess, dealer, spec, base_seed):
    """Search seeds until the deal satisfies spec['want']; keeps the session state consistent."""
    for attempt in range(20000):
        seed = base_seed * 100000 + attempt
        rng = random.Random(seed)
        pools0 = copy.deepcopy(sess.pools)
        rng_state = sess.rng.getstate()
        hands = spec["hands"](rng) if "hands" in spec else random_hands(rng, sess.n, dealer)
        for seat, cards in spec.get("force", []):
            force(hands, (dealer + seat) % sess.n, cards, rng)
        kw = dict(spec.get("kw", {}))
        if "joker_trick" not in kw and "joker_call" not in kw:
            kw["joker_trick"] = rng.randint(2, 19)
        if "ai" not in kw:
            kw["ai"] = {"keep": rng.random() < 0.5}
        try:
            dl = Deal(sess, dealer, hands, **kw).run(fee=spec.get("fee", True))
            ok = spec.get("want", lambda d: True)(dl)
            if ok and dl.fault.get("kind"):
                ok = dl.fault_event is not None
        except (AssertionError, TypeError, IndexError, ValueError):
            ok = False
        if ok:
            return dl
        sess.pools = pools0
        sess.rng.setstate(rng_state)
    raise SystemExit(f"no deal found for {spec!r}")


def session(n, specs, seed, start_pools=None, first_dealer=0):
    sess = Session(NAMES3 if n == 3 else NAMES4, start_pools=start_pools, seed=seed)
    deals = []
    dealer = first_dealer
    for i, spec in enumerate(specs):
        dl = play_deal(sess, dealer, spec, seed * 100 + i)
        deals.append(dl)
        if not spec.get("redeal_same_dealer"):
            dealer = (dealer + 1) % n
    return sess, deals


def mark_fault(dl):
    if dl.fault_event is not None:
        dl.events[dl.fault_event]["_fault"] = True


def deal_json(dl, mode, totals, n):
    """mode: payments | sheet | plays | nopay."""
    mark_fault(dl)
    evs = [dict(e) for e in dl.events]
    hands = copy.deepcopy(dl.hands_dealt)
    if mode in ("sheet", "nopay", "plays"):
        evs = [e for e in evs if e["type"] != "payment"]
    if mode == "plays":
        evs = [e for e in evs if e["type"] in ("play", "discard", "call")]
        hands = None
    if mode == "sheet":
        parties = list(range(n)) + list(POOLS)
        for p in parties:
            evs.append({"type": "score", "party": p, "points": dl.net.get(p, 0)})
        for p in parties:
            totals[p] = totals.get(p, 0) + dl.net.get(p, 0)
            evs.append({"type": "total", "party": p, "points": totals[p]})
    fault = None
    for i, e in enumerate(evs):
        if e.pop("_fault", False):
            fault = i
    return {"dealer": dl.dealer, "hands": hands, "events": evs}, fault


def write(name, n, deals, modes, desc, start=None, post=None):
    totals = {}
    out_deals = []
    faults = []
    for di, (dl, mode) in enumerate(zip(deals, modes, strict=True)):
        dj, f = deal_json(dl, mode, totals, n)
        out_deals.append(dj)
        if f is not None:
            faults.append((di, f, dl.fault["kind"]))
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": NAMES3 if n == 3 else NAMES4,
        "meta": {"round": "danish-spec4", "description": desc},
        "deals": out_deals,
    }
    if start:
        t["start"] = start
    if post:
        post(t, faults)
    with open(os.path.join(OUT, name + ".json"), "w") as fh:
        json.dump(t, fh, ensure_ascii=False, indent=1)
    summary = []
    for dl in deals:
        summary.append(
            {
                "dealer": dl.dealer,
                "decl": {s: [i for i, _ in v] for s, v in getattr(dl, "decl", {}).items()},
                "tricks": getattr(dl, "tricks", None),
                "points": getattr(dl, "points", None),
                "net": dl.net,
                "reasons": sorted(set(reasons(dl))),
                "pools_after": None,
            }
        )
    EXPECT[name] = {"faults": faults, "deals": summary}
    return t


def has(*rs):
    return lambda d: all(r in reasons(d) for r in rs)


def hasnt(*rs):
    return lambda d: not any(r in reasons(d) for r in rs)


def both(*fs):
    return lambda d: all(f(d) for f in fs)


def main():
    # 01: long 3-player session, every payment, mixed outcomes incl. a Joker demand in the third-last trick
    _, ds = session(
        3,
        [
            {"want": has("last_trick")},
            {"want": has("king_ultimo")},
            {"want": has("pagat_trick", "king_lost")},
            {"kw": {"joker_call": 22}, "want": lambda d: True},
            {"want": has("pagat_ultimo")},
            {"want": has("declaration")},
            {"want": has("king_przydupek")},
            {"want": hasnt("king_przydupek")},
        ],
        seed=1,
    )
    write(
        "01-long-evening-payments",
        3,
        ds,
        ["payments"] * 8,
        "Eight deals, three players, every payment recorded.",
    )

    # 02: pagat ultimo and pagat przydupek, declarations of matadors and trumps
    _, ds = session(
        3,
        [
            {"force": [(1, ["JOKER", "T21", "T1", "T20", "T19"])], "want": has("pagat_trick")},
            {"want": has("pagat_ultimo")},
            {"want": has("pagat_przydupek")},
            {"force": [(0, ["T1"] + [f"T{i}" for i in range(2, 12)])], "want": lambda d: True},
            {"want": has("last_trick")},
        ],
        seed=2,
    )
    write(
        "02-pagat-session-payments",
        3,
        ds,
        ["payments"] * 5,
        "Pagat ultimo, Pagat przydupek, matadors and trumps declared.",
    )

    # 03: king ultimo with a simultaneous king przydupek; a przydupek with a plain-card winner
    def ku_kp(d):
        return "king_ultimo" in reasons(d) and "king_przydupek" in reasons(d)

    def plain_prz(d):
        tr, w, wc = d.last
        return (
            ("king_przydupek" in reasons(d) or "pagat_przydupek" in reasons(d))
            and wc not in KINGS
            and wc != "T1"
        )

    _, ds = session(
        3,
        [
            {"want": ku_kp, "kw": {"ai": {"keep": True}}},
            {"want": plain_prz, "kw": {"ai": {"keep": True}}},
            {"force": [(2, ["KH", "KD", "KS", "KC"])], "want": has("declaration")},
            {"force": [(1, ["JOKER", "KH", "QH", "NH", "JH"])], "want": has("declaration")},
            {"want": has("king_ultimo")},
        ],
        seed=3,
    )
    write(
        "03-kings-last-trick-payments",
        3,
        ds,
        ["payments"] * 5,
        "King ultimo with a simultaneous king przydupek; przydupek with a plain winner; full/rich declarations.",
    )

    # 04: a Nolo deal in a session, then the session ends and the pools are shared
    sess, ds = session(
        3,
        [
            {"want": has("last_trick")},
            {"want": has("nolo"), "kw": {"ai": {"keep": False, "low": True}}},
            {"want": hasnt("nolo")},
        ],
        seed=4,
    )
    pools_end = dict(sess.pools)
    assert all(v % 15 == 0 for v in pools_end.values()), pools_end

    def session_end(t, faults):
        evs = t["deals"][-1]["events"]
        for pool in POOLS:
            for seat in range(3):
                evs.append(
                    {
                        "type": "payment",
                        "from": pool,
                        "to": seat,
                        "amount": pools_end[pool] // 3,
                        "reason": "session_end",
                    }
                )

    write(
        "04-nolo-session-payments",
        3,
        ds,
        ["payments"] * 3,
        "A Nolo deal (no card-point payments, last-trick prizes void); the pools shared at the session's end.",
        post=session_end,
    )
    EXPECT["04-nolo-session-payments"]["pools_end"] = pools_end

    # 05: a constructed Tout by the dealer (all trumps and four kings), then a normal deal
    def tout_hands(rng):
        from model import deck

        cards = deck()
        d_hand = [f"T{i}" for i in range(1, 22)] + KINGS + ["2H", "3D", "4S"]
        rest = [c for c in cards if c not in d_hand]
        rng.shuffle(rest)
        return [d_hand, rest[:25], rest[25:50]]

    _, ds = session(
        3,
        [
            {"hands": tout_hands, "want": has("tout"), "kw": {"joker_trick": 3}},
            {"want": has("last_trick")},
            {"want": lambda d: True},
        ],
        seed=5,
    )
    write(
        "05-tout-payments",
        3,
        ds,
        ["payments"] * 3,
        "The dealer holds every trump and the four kings: Tout; pools taken and refilled.",
    )

    # 06: a 3-player score sheet (net chips per seat and pool, running totals)
    _, ds = session(3, [{}, {"want": has("king_ultimo")}, {}, {"want": has("pagat_lost")}, {}, {}], seed=6)
    write(
        "06-score-sheet-3p",
        3,
        ds,
        ["sheet"] * 6,
        "A score sheet: one score per seat and pool per deal, running totals.",
    )

    # 07: four players, every payment (the fourth pays foundations and refills only)
    _, ds = session(
        4,
        [
            {"want": has("king_ultimo")},
            {"want": has("declaration")},
            {"want": has("pagat_ultimo")},
            {},
            {
                "kw": {"joker_lead": (3, "H"), "joker_trick": None},
                "want": lambda d: any(e.get("named") for e in d.events),
            },
        ],
        seed=7,
    )
    write(
        "07-four-players-payments",
        4,
        ds,
        ["payments"] * 5,
        "Four players: the one opposite the dealer sits out; every payment recorded.",
    )

    # 08: four players, score sheet
    _, ds = session(4, [{}, {"want": has("pagat_ultimo")}, {}, {}], seed=8)
    write("08-four-players-sheet", 4, ds, ["sheet"] * 4, "Four players, a score sheet with pools.")

    # 09: play-only clean
    _, ds = session(3, [{}, {}, {}], seed=9)
    write("09-play-only", 3, ds, ["plays"] * 3, "Play-only record (hands null).")

    # 10: revoke (record of plays with hands, no payments)
    _, ds = session(3, [{}, {"kw": {"fault": {"kind": "revoke", "trick": 6}}}], seed=10)
    write("10-revoke", 3, ds, ["nopay"] * 2, "Deal 1: a player holding the led suit plays another suit.")

    # 11: failure to trump
    _, ds = session(3, [{}, {"kw": {"fault": {"kind": "no_trump", "trick": 4}}}], seed=11)
    write(
        "11-failure-to-trump",
        3,
        ds,
        ["nopay"] * 2,
        "Deal 1: a player void in the led suit holds trumps and plays a plain card.",
    )

    # 12: illegal skat (a king laid away): irreparable, deal annulled, next dealer deals
    def king_skat_hands(rng):
        return random_hands(rng, 3, 1)

    def skat_spec():
        return {
            "hands": king_skat_hands,
            "kw": {"fault": {"kind": "skat", "seat": 1}, "skat": None},
            "want": lambda d: not any(d.decl.values()),
        }

    # the skat is chosen after the hands are known: wrap
    class KingSkat(Deal):
        def run(self, fee=True):
            h = self.hands_dealt[self.dealer]
            k = [c for c in h if c in KINGS]
            pips = [c for c in h if c != "JOKER" and suit(c) in "HDSC" and c[:-1] not in "KQNJ"]
            if not k or len(pips) < 2:
                raise AssertionError
            self.skat = [k[0]] + sorted(pips)[:2]
            return super().run(fee)

    import model

    orig = model.Deal
    sess = Session(NAMES3, seed=12)
    d0 = play_deal(sess, 0, {}, 1200)
    globals()["Deal"] = KingSkat
    try:
        d1 = play_deal(sess, 1, skat_spec(), 1201)
    finally:
        globals()["Deal"] = orig
    d2 = play_deal(sess, 2, {}, 1202)
    d3 = play_deal(sess, 0, {}, 1203)
    write(
        "12-illegal-skat",
        3,
        [d0, d1, d2, d3],
        ["payments"] * 4,
        "Deal 1: the dealer lays away a king; irreparable (40 to each pool), the deal is void; the next dealer deals.",
    )

    # 13: a mandatory declaration not made (10+ trumps, says pass): irreparable
    _, ds = session(
        3,
        [
            {},
            {
                "force": [(1, [f"T{i}" for i in range(3, 14)])],
                "kw": {"fault": {"kind": "declaration", "seat": 2, "play": True}},
            },
        ],
        seed=13,
    )
    write(
        "13-missing-declaration",
        3,
        ds,
        ["nopay"] * 2,
        "Deal 1: a player with eleven trumps passes; not corrected before the first trick.",
    )

    # 14: out of turn play, large penalty recorded, game continues
    _, ds = session(3, [{}, {"kw": {"fault": {"kind": "out_of_turn", "trick": 7}}}, {}], seed=14)
    write(
        "14-out-of-turn",
        3,
        ds,
        ["payments"] * 3,
        "Deal 1: the third player of a trick plays before the second; 20 to each pool.",
    )

    # 15: one wrong payment in a long session
    _, ds = session(3, [{}, {}, {"want": has("card_points")}, {}, {}, {}], seed=15)

    def wrong_payment(t, faults):
        evs = t["deals"][2]["events"]
        for i, e in enumerate(evs):
            if e["type"] == "payment" and e["reason"] == "card_points":
                e["amount"] += 5
                faults.append((2, i, "wrong_payment"))
                return

    write(
        "15-wrong-payment",
        3,
        ds,
        ["payments"] * 6,
        "Deal 2: one card-points payment 5 too high.",
        post=wrong_payment,
    )

    # 16: wrong score on a sheet
    _, ds = session(3, [{}, {}, {}, {}], seed=16)

    def wrong_score(t, faults):
        evs = t["deals"][1]["events"]
        for i, e in enumerate(evs):
            if e["type"] == "score" and e["party"] == 1:
                e["points"] += 10
                faults.append((1, i, "wrong_score"))
                # the sheet carries the wrong score into its own running total
                for e2 in evs:
                    if e2["type"] == "total" and e2["party"] == 1:
                        e2["points"] += 10
                for dj in t["deals"][2:]:
                    for e2 in dj["events"]:
                        if e2["type"] == "total" and e2["party"] == 1:
                            e2["points"] += 10
                return

    write(
        "16-wrong-score-sheet",
        3,
        ds,
        ["sheet"] * 4,
        "Deal 1: seat 1's score written 10 too high (its totals follow it).",
        post=wrong_score,
    )

    # 17: wrong total on a sheet (an addition slip)
    _, ds = session(3, [{}, {}, {}, {}], seed=17)

    def wrong_total(t, faults):
        evs = t["deals"][2]["events"]
        for i, e in enumerate(evs):
            if e["type"] == "total" and e["party"] == 0:
                e["points"] -= 5
                faults.append((2, i, "wrong_total"))
                return

    write(
        "17-wrong-total-sheet",
        3,
        ds,
        ["sheet"] * 4,
        "Deal 2: seat 0's running total written 5 short (later totals correct).",
        post=wrong_total,
    )

    # 18: the Joker played in the second-last trick
    _, ds = session(
        3,
        [{}, {"kw": {"fault": {"kind": "joker_second_last"}, "joker_trick": None, "joker_call": None}}],
        seed=18,
    )
    write(
        "18-joker-second-last", 3, ds, ["nopay"] * 2, "Deal 1: the Joker is played in the second-last trick."
    )

    with open(os.path.join(OUT, "expect.fig.json.txt"), "w") as fh:
        json.dump(EXPECT, fh, indent=1, default=str)
    for k, v in EXPECT.items():
        print(k, v["faults"])


if __name__ == "__main__":
    main()
